"""The window draws at full rate only while it has the focus; minimized it nearly sleeps."""

from __future__ import annotations

import pygame

from app.main import FPS_BACKGROUND, FPS_FOCUSED, FPS_MINIMIZED, App

STEPS = (  # a window event, then the frame rate it leaves
    (pygame.WINDOWFOCUSLOST, FPS_BACKGROUND),
    (pygame.WINDOWMINIMIZED, FPS_MINIMIZED),
    (pygame.WINDOWRESTORED, FPS_BACKGROUND),
    (pygame.WINDOWFOCUSGAINED, FPS_FOCUSED),
    (pygame.WINDOWMINIMIZED, FPS_MINIMIZED),
    (pygame.WINDOWFOCUSGAINED, FPS_FOCUSED),
)


def test_frame_rate_follows_focus_and_minimizing(app: App) -> None:
    assert FPS_MINIMIZED < FPS_BACKGROUND < FPS_FOCUSED
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED
    for kind, expected in STEPS:
        pygame.event.post(pygame.event.Event(kind, window=None))
        app.run_frames(1)
        assert app.frame_rate() == expected, pygame.event.event_name(kind)
