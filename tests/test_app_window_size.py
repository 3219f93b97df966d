"""The window never gets smaller than the size every table is laid out for."""

from __future__ import annotations

import subprocess
import sys

import pygame

from app.main import App
from app.settings import SMALLEST_WINDOW


def test_a_resize_below_the_smallest_window_is_sized_back_up(app: App) -> None:
    from app.scenes.lobby import LobbyScene

    scene = LobbyScene(app)
    app.reset(scene)
    told: list[tuple[int, int]] = []
    original = scene.on_resize
    scene.on_resize = lambda size: (told.append(size), original(size))  # type: ignore[method-assign]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=700, h=450, size=(700, 450)))
    app.run_frames(2)
    assert app.size == SMALLEST_WINDOW
    assert app.screen.get_size() == SMALLEST_WINDOW
    assert told == [SMALLEST_WINDOW]


def test_a_resize_above_it_is_kept(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    app.run_frames(2)
    assert app.size == (1100, 700)


def test_a_saved_small_window_opens_at_the_smallest_size() -> None:
    a = App(headless=True, size=(800, 500))
    try:
        assert a.screen.get_size() == SMALLEST_WINDOW
    finally:
        a.shutdown()


def test_a_too_small_size_on_the_command_line_is_refused() -> None:
    done = subprocess.run([sys.executable, "-m", "app", "--demo", "deadline99", "--size", "800x500"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"at least {SMALLEST_WINDOW[0]}x{SMALLEST_WINDOW[1]}" in done.stderr
