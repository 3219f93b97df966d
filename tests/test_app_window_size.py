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
    assert f"--size 800x500: the window can be from {SMALLEST_WINDOW[0]}x{SMALLEST_WINDOW[1]} to " in done.stderr


def _resize(app: App, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run_frames(2)


def test_a_tall_window_shows_the_scenes_in_a_band_the_tables_are_laid_out_for(app: App) -> None:
    from app.main import MIN_ASPECT
    from app.scenes.lobby import LobbyScene

    scene = LobbyScene(app)
    app.reset(scene)
    _resize(app, (960, 1400))
    band = (960, int(960 / MIN_ASPECT))
    assert app.screen.get_size() == band and scene.size == band
    window = pygame.display.get_surface()
    top = (1400 - band[1]) // 2
    assert app.screen.get_abs_offset() == (0, top)
    assert window.get_at((480, 5))[:3] == window.get_at((480, 1394))[:3]  # the bars above and below
    start = scene.action_buttons[0]
    assert start.rect.bottom <= band[1]
    _resize(app, (1280, 720))  # wide again: the whole window
    assert app.screen.get_size() == (1280, 720) and app.screen.get_abs_offset() == (0, 0)


def test_a_click_in_a_tall_window_reaches_the_control_drawn_under_the_pointer(app: App) -> None:
    from app.scenes.lobby import LobbyScene

    scene = LobbyScene(app)
    app.reset(scene)
    _resize(app, (960, 1400))
    ox, oy = 0, (1400 - 768) // 2  # a 960×768 band (5:4) across the middle
    seat_kind = scene.seat_buttons[1][0]
    before = scene.rows[1].kind
    x, y = seat_kind.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(x + ox, y + oy), button=1))
    app.run_frames(1)
    assert scene.rows[1].kind != before


def test_the_pointer_is_read_in_the_scenes_coordinates(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.ui import pointer

    _resize(app, (960, 1400))
    ox, oy = 0, (1400 - 768) // 2
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (100 + ox, 200 + oy))
    assert pointer.pointer_pos() == (100, 200)


def test_a_window_the_player_sized_opens_at_that_size_next_time(home: object) -> None:
    from app.settings import read_settings

    first = App(headless=False)
    try:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
        first.run_frames(2)
    finally:
        first.shutdown()
    assert read_settings().settings.window_size == (1100, 700)
    second = App(headless=False)
    try:
        assert second.screen.get_size() == (1100, 700)
    finally:
        second.shutdown()


def test_a_size_given_for_one_run_or_a_headless_run_is_not_kept(home: object) -> None:
    from app.settings import read_settings, settings_path

    given = App(headless=False, size=(1000, 650))  # --size, the window never resized
    given.run_frames(1)
    given.shutdown()
    headless = App(headless=True)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
    headless.run_frames(2)
    headless.shutdown()
    assert not settings_path().exists()
    assert read_settings().settings.window_size == (1280, 720)
