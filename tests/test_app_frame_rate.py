"""The window draws at full rate only while it has the focus; minimized it nearly sleeps."""

from __future__ import annotations

import pygame

from app.main import FPS_BACKGROUND, FPS_FOCUSED, FPS_MINIMIZED, App


def _post(kind: int) -> None:
    pygame.event.post(pygame.event.Event(kind, window=None))


def test_frame_rate_follows_focus_and_minimizing(app: App) -> None:
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED
    _post(pygame.WINDOWFOCUSLOST)
    app.run_frames(1)
    assert app.frame_rate() == FPS_BACKGROUND
    _post(pygame.WINDOWMINIMIZED)
    app.run_frames(1)
    assert app.frame_rate() == FPS_MINIMIZED
    _post(pygame.WINDOWRESTORED)
    app.run_frames(1)
    assert app.frame_rate() == FPS_BACKGROUND
    _post(pygame.WINDOWFOCUSGAINED)
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED
    assert FPS_MINIMIZED < FPS_BACKGROUND < FPS_FOCUSED
