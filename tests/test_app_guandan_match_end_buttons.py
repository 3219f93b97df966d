"""Guandan's choice buttons (Pass, Hint, Play) and the line naming the hand's keys at the end of a hand
and of the match. They went the frame the last card was played (the engine's match was over), a
moment before the table laid that play down; they now follow what the table shows: as in mid-game
until the hand's summary or the match's end is shown, then gone (Space puts a summary away: the key
line saying it selects a card went too)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from engine.games.guandan import Phase
from tests.test_app_guandan import _ui


@pytest.mark.parametrize("hands", [1, 2])
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("speed", [1.0, 3.0])
def test_the_buttons_and_key_line_stay_until_the_table_shows_the_end(
        app: App, hands: int, seed: int, speed: float) -> None:
    app.settings = replace(app.settings, animation_speed=speed)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "guandan", seats, {"hands": hands}, seed)
    app.reset(table)
    ui = _ui(table)
    ended_unshown = 0  # frames the engine's match was over while the table still showed play
    for frame in range(40000):
        app.run_frames(1)
        if isinstance(app.top, ResultsScene):
            break
        legal = table.viewer_legal()
        if legal:
            ui.submit(legal[0])  # passes when following: the person holds cards to the end
        buttons, keys = ui.shows_choice_buttons(), ui.key_hint_shown()
        if ui.end_reason is not None or table.end_shown() or ui.summary is not None:
            assert not buttons and not keys, (frame, buttons, keys)  # the hand's or the match's end is shown
            continue
        if table.session.is_over():
            ended_unshown += 1
        if ui.phase in (Phase.TRIBUTE, Phase.RETURN):
            assert buttons == ui.choosing_card(), frame
        else:  # in play: greyed while others play, until the person is out
            assert buttons == (not ui.out_while_hand_goes_on()), (frame, table.session.is_over())
        assert keys == (bool(ui.model.cards) and ui.prompt is None), (frame, table.session.is_over())
    else:
        raise AssertionError("the match never ended")
    assert ended_unshown > 0, "the last play is shown after the engine's match is over"
