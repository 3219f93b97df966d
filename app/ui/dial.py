"""The round dial in the middle of a table: a big number in a ring that warms up with danger,
with three arrows around it showing (and spinning with) the direction of play."""

from __future__ import annotations

import math

import pygame

from app.ui import theme
from app.ui.widgets import blit_text


def draw_dial(surface: pygame.Surface, center: tuple[int, int], radius: int, value: int, danger: float,
              direction: int, spin: float, pulse: float, hot: bool, *, arrow_gap: int = 14,
              arrow_size: int = 12, number_scale: float = 1.05, number_lift: float = 0.1) -> None:
    """``danger`` 0..1 colours the ring green → red; ``hot`` tints the number; ``pulse`` 0..1 grows it."""
    cx, cy = center
    danger = min(1.0, max(0.0, danger))
    ring = (int(80 + 170 * danger), int(200 - 120 * danger), 90)
    pygame.draw.circle(surface, (10, 50, 34), (cx, cy), radius)
    pygame.draw.circle(surface, ring, (cx, cy), radius, 6)
    base = -spin * math.pi * 2 * direction
    for k in range(3):
        a = base + k * 2 * math.pi / 3
        px, py = cx + math.cos(a) * (radius + arrow_gap), cy + math.sin(a) * (radius + arrow_gap)
        tangent = a + direction * math.pi / 2
        tip = (px + math.cos(tangent) * arrow_size, py + math.sin(tangent) * arrow_size)
        wing = arrow_size * 0.75
        left = (px + math.cos(tangent + 2.5) * wing, py + math.sin(tangent + 2.5) * wing)
        right = (px + math.cos(tangent - 2.5) * wing, py + math.sin(tangent - 2.5) * wing)
        pygame.draw.polygon(surface, theme.GOLD, (tip, left, right))
    size = int(radius * (number_scale + 0.25 * pulse))
    blit_text(surface, str(value), size, (255, 170, 150) if hot else (255, 255, 255), bold=True,
              center=(cx, cy - int(radius * number_lift)))
