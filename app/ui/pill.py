"""A pill: a short bold text on a rounded tag (speech bubbles, badges, "New" on a card), shared by
the tables. Each table keeps its own padding and colours; the drawing is one."""

from __future__ import annotations

from functools import lru_cache

import pygame

from app.fonts import get_font
from app.ui.widgets import blit_text

Color = tuple[int, ...]


def pill_rect(text: str, size: int, pad: tuple[int, int], **where: tuple[int, int]) -> pygame.Rect:
    """Where :func:`draw_pill` draws ``text`` (bold, at ``size``): its size grown by ``pad`` (width,
    height), placed by one rect attribute (``center=(x, y)``, ``midleft=…``, ``bottomleft=…``)."""
    w, h = get_font(size, True).size(text)
    box = pygame.Rect(0, 0, w + pad[0], h + pad[1])
    (name, point), = where.items()
    setattr(box, name, point)
    return box


def pill_height(size: int, pad: int) -> int:
    """The height of a pill written at ``size`` with ``pad`` pixels added to the font's height."""
    return get_font(size, True).get_height() + pad


@lru_cache(maxsize=64)
def pill_surface(w: int, h: int, bg: Color) -> pygame.Surface:
    """A see-through pill's ground (``bg`` with its alpha), cached."""
    ground = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(ground, bg, ground.get_rect(), border_radius=h // 2)
    return ground


def draw_pill(surface: pygame.Surface, text: str, size: int, fg: Color, bg: Color, pad: tuple[int, int],
              **where: tuple[int, int]) -> pygame.Rect:
    """``text`` in ``fg`` on a pill of ``bg`` (RGB: drawn solid; RGBA: blended with its alpha), placed
    as :func:`pill_rect` places it. Returns the pill's rect."""
    box = pill_rect(text, size, pad, **where)
    if len(bg) == 4:
        surface.blit(pill_surface(box.w, box.h, bg), box.topleft)
    else:
        pygame.draw.rect(surface, bg, box, border_radius=box.h // 2)
    blit_text(surface, text, size, fg, bold=True, center=box.center)
    return box
