"""Xianshi Tongxing's dial at the end of a game. The line over the hand said "Game over" as soon as
the last action was taken, while the table still showed the last draw: the dial kept "1 draws due"
and "B1's turn" (B1 out by then) for over a second, then counted down to 0 with its pulse, "B1's
turn" still over it until the table caught up. Now the game is said to be over when the table shows
its end, and from that frame on the dial shows its final state: 0, still, with nobody's turn."""

from __future__ import annotations

import pytest

import app.games.xianshi_tongxing.ui as xt_ui
from app.games.xianshi_tongxing import status
from app.i18n import t
from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import drawn_texts


def _final_dial(app: App, table: TableScene) -> tuple[int, float, float, bool]:
    """The dial as drawn this frame: its number, its value, its pulse and whether a turn is named over it."""
    ui = table.ui
    with drawn_texts(xt_ui) as shown:
        app.draw()
    turn_named = any(text == t("xt.turn_of", name=table.name(s)) for s in range(table.players) for text in shown)
    return ui.meter.shown, ui.meter.value, ui.meter.pulse, turn_named


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("speed", [1.0, 3.0])
def test_the_dial_shows_the_end_whenever_the_game_is_said_to_be_over(app: App, seed: int, speed: float) -> None:
    from dataclasses import replace

    app.settings = replace(app.settings, animation_speed=speed)
    table = TableScene(app, "xianshi_tongxing", [SeatSetup(False, f"B{i}") for i in range(1, 4)], {}, seed)
    app.reset(table)
    said = 0
    for _ in range(30000):
        app.run_frames(1)
        if isinstance(app.top, ResultsScene):
            break
        if table.session.is_over() and status.status_text(table.ui)[0] == t("table.game_over"):
            said += 1
            assert _final_dial(app, table) == (0, 0, 0.0, False), said
    else:
        raise AssertionError("the game never ended")
    assert said > 10, "the finished table shows a while before the results"
    assert _final_dial(app, table) == (0, 0, 0.0, False)
