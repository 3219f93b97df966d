"""Chip art for the Zha Jin Hua table: one chip per denomination colour, stacks and the pot pile."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from app.ui import theme

# (value, body colour, edge-mark colour), biggest first
DENOMINATIONS: tuple[tuple[int, tuple[int, int, int], tuple[int, int, int]], ...] = (
    (1000, (120, 60, 160), (235, 215, 250)),
    (500, (210, 130, 30), (255, 238, 200)),
    (100, (40, 40, 46), (230, 230, 230)),
    (25, (30, 140, 80), (235, 250, 235)),
    (5, (190, 35, 45), (255, 235, 235)),
    (1, (230, 230, 222), (40, 90, 170)),
)


@lru_cache(maxsize=64)
def chip_image(radius: int, value: int) -> pygame.Surface:
    """A chip seen slightly from above: a coloured disc with edge marks and an inner ring."""
    body, mark = next((b, m) for v, b, m in DENOMINATIONS if v == value)
    r = max(4, radius)
    surf = pygame.Surface((2 * r + 2, int(2 * r * 0.62) + 5), pygame.SRCALPHA)
    w, h = 2 * r, int(2 * r * 0.62)
    side = [max(0, c - 55) for c in body]
    pygame.draw.ellipse(surf, side, pygame.Rect(1, 4, w, h))
    top = pygame.Rect(1, 0, w, h)
    pygame.draw.ellipse(surf, body, top)
    for k in range(8):  # edge marks round the rim
        a = 2 * math.pi * k / 8
        px = top.centerx + math.cos(a) * (w / 2 - r * 0.2)
        py = top.centery + math.sin(a) * (h / 2 - r * 0.13)
        pygame.draw.circle(surf, mark, (int(px), int(py)), max(1, r // 6))
    pygame.draw.ellipse(surf, mark, top.inflate(-w // 3, -h // 3), max(1, r // 7))
    pygame.draw.ellipse(surf, (0, 0, 0, 90), top, 1)
    return surf


def chips_for(amount: int, limit: int = 12) -> list[int]:
    """Chip values that make up ``amount`` (biggest first), at most ``limit`` chips drawn."""
    out: list[int] = []
    left = max(0, amount)
    for value, _, _ in DENOMINATIONS:
        while left >= value and len(out) < limit:
            out.append(value)
            left -= value
    if not out and amount > 0:
        out.append(1)
    return out


def draw_stack(surface: pygame.Surface, amount: int, bottom_center: tuple[int, int], radius: int,
               columns: int = 2, limit: int = 12) -> pygame.Rect:
    """Chips for ``amount`` in up to ``columns`` piles standing on ``bottom_center``; returns the bounds."""
    chips = chips_for(amount, limit)
    if not chips:
        return pygame.Rect(bottom_center, (0, 0))
    per = max(1, -(-len(chips) // columns))
    piles = [chips[i:i + per] for i in range(0, len(chips), per)]
    step = max(2, radius // 3)
    bounds: pygame.Rect | None = None
    width = 2 * radius + 4
    x0 = bottom_center[0] - (len(piles) * width) // 2
    for p, pile in enumerate(piles):
        for k, value in enumerate(pile):
            img = chip_image(radius, value)
            rect = img.get_rect(midbottom=(x0 + p * width + width // 2, bottom_center[1] - k * step))
            surface.blit(img, rect)
            bounds = rect if bounds is None else bounds.union(rect)
    assert bounds is not None
    return bounds


def draw_pot_pile(surface: pygame.Surface, amount: int, center: tuple[int, int], radius: int) -> None:
    """The pot: a scatter of small piles around ``center`` that grows with the amount."""
    chips = chips_for(amount, 28)
    if not chips:
        pygame.draw.ellipse(surface, theme.FELT_LIGHT, pygame.Rect(0, 0, radius * 6, radius * 3).move(
            center[0] - radius * 3, center[1] - radius * 3 // 2), 2)
        return
    spots = ((0, 0), (-2.3, 0.5), (2.3, 0.5), (-1.2, 1.4), (1.2, 1.4), (0, -0.9), (-3.4, 1.3), (3.4, 1.3))
    piles: list[list[int]] = [[] for _ in spots]
    for i, value in enumerate(chips):
        piles[i % len(spots)].append(value)
    order = sorted(range(len(spots)), key=lambda i: spots[i][1])  # back piles first
    step = max(2, radius // 3)
    for i in order:
        dx, dy = spots[i]
        base = (int(center[0] + dx * radius), int(center[1] + dy * radius))
        for k, value in enumerate(piles[i]):
            img = chip_image(radius, value)
            surface.blit(img, img.get_rect(midbottom=(base[0], base[1] - k * step)))

