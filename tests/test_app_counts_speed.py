"""The counts in the middle of the Deadline 99 table and the Guandan team levels count at the table's
animation speed (fast forward included), as the Zha Jin Hua pot and the Xianshi Tongxing meter do."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

import engine.games.deadline99 as d99
from app.games.deadline99_ui import Deadline99UI
from app.games.guandan.ui import GuandanUI
from app.main import App
from app.scenes.table import TableScene
from tests.apptools import run_until, seated_table

SPEEDS = [(0.5, False), (3.0, False), (1.0, True)]


def _settled(app: App, game_id: str, players: int) -> TableScene:
    """A ``players``-seat table of ``game_id`` (P1 the person) at 1280x720, settled, its AI seats waiting."""
    table = seated_table(app, game_id, players, (1280, 720))
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    run_until(app, lambda: not table.busy, settle=True)
    return table


def _frames_up(table: TableScene, up: Callable[[], bool]) -> int:
    """How many 1/60 s frames of the UI's own clock pass until ``up()`` no longer holds."""
    frames = 0
    while up():
        table.ui.update(1 / 60)
        frames += 1
        assert frames < 2000, "it never arrived"
    return frames


def _at(table: TableScene, speed: float, fast: bool) -> None:
    table.app.settings = replace(table.app.settings, animation_speed=speed)
    table.fast_forward = fast


def _d99_frames(table: TableScene, ui: Deadline99UI, speed: float, fast: bool) -> int:
    """How many frames the count in the middle takes from 12 to 87 (a CountChanged), at ``speed``."""
    _at(table, speed, fast)
    ui.count.set(12, instant=True)
    ui.begin(d99.CountChanged(12, 87))
    assert ui.count.target == 87
    return _frames_up(table, lambda: ui.count.shown != 87)


@pytest.mark.parametrize(("speed", "fast"), SPEEDS)
def test_the_deadline99_count_counts_at_the_animation_speed(app: App, speed: float, fast: bool) -> None:
    """The big count in the middle counted to its new figure in the same real time at every animation
    speed and with Fast forward, while the card's flight and the table's wait scale with it. Now it takes
    its ×1 frames divided by the speed (give or take
    the frame that crosses the line: one frame, 1/speed of them below ×1)."""
    table = _settled(app, "deadline99", 3)
    ui = table.ui
    assert isinstance(ui, Deadline99UI)
    at_one = _d99_frames(table, ui, 1.0, False)
    frames = _d99_frames(table, ui, speed, fast)
    assert at_one > 20
    assert abs(frames - at_one / table.speed) <= max(1.0, 1 / table.speed), (at_one, frames, table.speed)


def _guandan_frames(table: TableScene, ui: GuandanUI, speed: float, fast: bool) -> int:
    """How many frames team 0's level takes to count from 2 to 9 (shown to the table after a jump it
    was not animated through), at ``speed``."""
    _at(table, speed, fast)
    ui.levels[0].set(2, instant=True)
    ui.levels[0].set(9)
    return _frames_up(table, lambda: ui.levels[0].shown != 9)


@pytest.mark.parametrize(("speed", "fast"), SPEEDS)
def test_the_guandan_levels_count_at_the_animation_speed(app: App, speed: float, fast: bool) -> None:
    """A team's level counted up in the same real time at every animation speed and with Fast forward.
    Now it takes its ×1 frames divided by the speed (give or take
    the frame that crosses the line: one frame, 1/speed of them below ×1)."""
    table = _settled(app, "guandan", 4)
    ui = table.ui
    assert isinstance(ui, GuandanUI)
    at_one = _guandan_frames(table, ui, 1.0, False)
    frames = _guandan_frames(table, ui, speed, fast)
    assert at_one > 10
    assert abs(frames - at_one / table.speed) <= max(1.0, 1 / table.speed), (at_one, frames, table.speed)
