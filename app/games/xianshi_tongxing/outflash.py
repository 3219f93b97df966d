"""The big OUT flash of a 现世通行 seat that has just gone out: it lands beside the seat's name and its
"Hand 0", clear of both, and shrinks into the panel's small OUT mark."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.fonts import get_font, render_text
from app.games.base import OUT_SIZE
from app.i18n import t
from app.ui import theme
from app.ui.widgets import blit_text, fit_line

if TYPE_CHECKING:
    from app.games.xianshi_tongxing.ui import XianshiUI

FLASH_SIZE = 40  # the flash's text size at its biggest (scaled)
FLASH_COLOR = (255, 90, 80)


def panel_words(ui: "XianshiUI", seat: int, lines: list[str]) -> list[pygame.Rect]:
    """Where a seat panel's name and status ``lines`` are written (as GameUI.draw_seat writes them for
    a seat that is out: no badge beside the name)."""
    rect, px = ui.seat_rect(seat), ui.scaled
    star = " ★" if ui.table.is_human(seat) else ""
    size, who = fit_line(ui.table.name(seat), px(18), px(13), rect.w - 2 * px(10), bold=True, tail=star)
    words = [render_text(who, size, FLASH_COLOR, True).get_rect(topleft=(rect.x + px(10), rect.y + px(6)))]
    for i, line in enumerate(lines):
        w, h = get_font(px(15)).size(line)
        words.append(pygame.Rect(rect.x + px(10), rect.y + ui.seat_line_y(i), w, h))
    return words


def flash_place(ui: "XianshiUI", seat: int, lines: list[str]) -> tuple[int, pygame.Rect]:
    """The flash's text size and box: ended on the right where the panel's small OUT mark ends, as
    big as it can be (the biggest first, then as low as it can be, nearest the mark) while it covers
    none of the panel's words and stays within a little of the panel. (It was written across the
    middle of the panel, over the seat's name and its "Hand 0".)"""
    rect, px = ui.seat_rect(seat), ui.scaled
    words = [w.inflate(2, 0) for w in panel_words(ui, seat, lines)]
    right, mark_y = ui.out_mark_at(rect)
    room = rect.inflate(px(12), px(12))
    word = t("table.out")
    for size in range(px(FLASH_SIZE), px(OUT_SIZE), -1):
        box = render_text(word, size, FLASH_COLOR, True).get_rect(midright=(right, mark_y))
        for y in range(mark_y, rect.y, -2):
            box.centery = y
            if room.contains(box) and box.collidelist(words) < 0:
                return size, box
    return px(OUT_SIZE), render_text(word, px(OUT_SIZE), FLASH_COLOR, True).get_rect(midright=(right, mark_y))


def draw_flash(ui: "XianshiUI", surface: pygame.Surface, seat: int, lines: list[str], left: float) -> None:
    """The flash with ``left`` seconds of its 1.4 to go (seconds at ×1: it runs at the table's speed):
    big and bright for its first 0.4 s, then shrinking into the small OUT mark (drawn in the mark's
    place and colour for its last 0.4 s; the panel leaves its own mark out meanwhile)."""
    px = ui.scaled
    big, box = flash_place(ui, seat, lines)
    small = px(OUT_SIZE)
    right, mark_y = ui.out_mark_at(ui.seat_rect(seat))
    landing = min(1.0, max(0.0, (left - 0.4) / 0.6))  # 1 until 1.0 s are left, 0 from 0.4 s
    ease = landing * landing
    size = round(small + (big - small) * ease)
    centre_y = round(mark_y + (box.centery - mark_y) * ease)
    color = tuple(round(d + (f - d) * ease) for d, f in zip(theme.DANGER, FLASH_COLOR))
    blit_text(surface, t("table.out"), size, color, bold=True, midright=(right, centre_y))
