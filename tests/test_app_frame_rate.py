"""The window draws at full rate only while it has the focus and something moves or was touched
lately; in the background, when nothing moves, and minimized it draws less."""

from __future__ import annotations

import pygame

from app.main import FPS_BACKGROUND, FPS_FOCUSED, FPS_IDLE, FPS_MINIMIZED, IDLE_AFTER, App
from app.scenes.lobby import LobbyScene
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import run_until

STEPS = (  # a window event, then the frame rate it leaves
    (pygame.WINDOWFOCUSLOST, FPS_BACKGROUND),
    (pygame.WINDOWMINIMIZED, FPS_MINIMIZED),
    (pygame.WINDOWRESTORED, FPS_BACKGROUND),
    (pygame.WINDOWFOCUSGAINED, FPS_FOCUSED),
    (pygame.WINDOWMINIMIZED, FPS_MINIMIZED),
    (pygame.WINDOWFOCUSGAINED, FPS_FOCUSED),
)


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _clocked(app: App) -> FakeClock:
    clock = FakeClock()
    app.now = clock
    app.last_active = clock()
    return clock


def test_frame_rate_follows_focus_and_minimizing(app: App) -> None:
    assert FPS_MINIMIZED < FPS_IDLE < FPS_BACKGROUND < FPS_FOCUSED
    _clocked(app)
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED
    for kind, expected in STEPS:
        pygame.event.post(pygame.event.Event(kind, window=None))
        app.run_frames(1)
        assert app.frame_rate() == expected, pygame.event.event_name(kind)


def test_a_still_lobby_slows_down_and_input_brings_full_rate_back(app: App) -> None:
    clock = _clocked(app)
    app.reset(LobbyScene(app))
    app.run_frames(1)
    clock.t += IDLE_AFTER / 2
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED
    clock.t += IDLE_AFTER
    app.run_frames(1)
    assert app.frame_rate() == FPS_IDLE
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.run_frames(1)
    assert app.frame_rate() == FPS_FOCUSED


def test_a_table_keeps_full_rate_while_ai_seats_play_and_slows_while_a_person_thinks(app: App) -> None:
    clock = _clocked(app)
    table = TableScene(app, "deadline99", [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in (2, 3, 4)],
                       {}, 3)
    app.reset(table)
    checked_ai = False
    for _ in range(2000):  # AI turns and animations: live, however long since the last input
        if table.viewer_legal():
            break
        clock.t += 1.0
        app.run_frames(1)
        if not table.viewer_legal():
            assert table.live()
            assert app.frame_rate() == FPS_FOCUSED
            checked_ai = True
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    assert checked_ai
    assert not table.live()
    clock.t += IDLE_AFTER + 0.1
    app.run_frames(1)
    assert app.frame_rate() == FPS_IDLE
