"""Guandan at the end of a match. The line in the middle said "Game over" as soon as the last card
was played, while the table still showed the trick before it: the last play not yet laid down, its
seat ringed as the one to play ("1 left"). Now the match is said to be over once the table shows
its end, and then no seat is shown to have the turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.i18n import t
from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from engine.games.guandan import Phase


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("speed", [1.0, 3.0])
def test_game_over_is_said_once_the_table_shows_the_end(app: App, seed: int, speed: float) -> None:
    app.settings = replace(app.settings, animation_speed=speed)
    table = TableScene(app, "guandan", [SeatSetup(False, f"B{i}") for i in range(1, 5)], {"hands": 1}, seed)
    app.reset(table)
    ui = table.ui
    said = 0
    for _ in range(30000):
        app.run_frames(1)
        if isinstance(app.top, ResultsScene):
            break
        if ui.status_text()[0] == t("table.game_over"):
            said += 1
            assert table.session.is_over() and not table.busy, said  # the last play has been shown
            assert ui.phase is Phase.OVER and not any(ui.active(s) for s in range(4)), said  # nobody's turn
    else:
        raise AssertionError("the match never ended")
    assert said > 10, "the finished table shows a while before the results"
