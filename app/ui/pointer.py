"""The mouse position in the scenes' coordinates: the window's, less where the scenes' area starts
(a tall window draws the scenes in a band across its middle; see ``app.main.scene_area``)."""

from __future__ import annotations

import pygame

_offset = (0, 0)


def set_area_origin(origin: tuple[int, int]) -> None:
    """Where the scenes' area starts in the window (set by the app whenever the window changes)."""
    global _offset
    _offset = origin


def in_scenes(pos: tuple[int, int]) -> tuple[int, int]:
    """A window position (an event's, the mouse's) as the scenes see it."""
    return pos[0] - _offset[0], pos[1] - _offset[1]


def in_window(rect: pygame.Rect) -> pygame.Rect:
    """A rect of the scenes' coordinates where it lies in the window (for the system's text input box)."""
    return rect.move(_offset)


def pointer_pos() -> tuple[int, int]:
    """``pygame.mouse.get_pos()`` as the scenes see it."""
    return in_scenes(pygame.mouse.get_pos())
