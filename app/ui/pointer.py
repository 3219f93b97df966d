"""The mouse position in the scenes' coordinates: the window's, less where the scenes' area starts
(a tall window draws the scenes in a band across its middle; see ``app.main.scene_area``)."""

from __future__ import annotations

import pygame

_offset = (0, 0)


def set_area_origin(origin: tuple[int, int]) -> None:
    """Where the scenes' area starts in the window (set by the app whenever the window changes)."""
    global _offset
    _offset = origin


def pointer_pos() -> tuple[int, int]:
    """``pygame.mouse.get_pos()`` as the scenes see it."""
    x, y = pygame.mouse.get_pos()
    return x - _offset[0], y - _offset[1]
