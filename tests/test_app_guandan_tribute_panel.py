"""The tribute panel while others choose: the tributes paid named from the person's side ("You → B2"),
and the panel standing through the whole exchange in a double tribute paid to computer seats."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from app import i18n
from app.games.guandan import draw
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games.guandan import Phase
from engine.games.guandan.cards import parse
from tests.apptools import drawn_texts, run_until
from tests.test_app_guandan import _set_hand, _ui


def _return_phase(app: App, seats: list[SeatSetup], payers: tuple[int, int], receivers: tuple[int, int],
                  lang: str) -> tuple[TableScene, Any]:
    """A table in the give-back phase of a double tribute (``payers`` paid ``receivers`` in order),
    seat 0 at the screen; a receiver there has chosen its card to give back already."""
    app.update_settings(language=lang)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)  # the computer seats wait
    table = TableScene(app, "guandan", seats, {}, 1)
    app.reset(table)
    table.on_resize((1280, 720))
    run_until(app, lambda: not table.busy)
    state = table.session.state
    cards = (state.hands[payers[0]][-1], state.hands[payers[1]][-1])
    pending = tuple(parse("♠3")[0] if seat == 0 and seat in receivers else None for seat in range(4))
    _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3", phase=Phase.RETURN, payers=payers, receivers=receivers, pending=pending, turn=receivers[0], leader=receivers[0], top=None,
              tributes=((payers[0], receivers[0], cards[0]), (payers[1], receivers[1], cards[1])), returns=(),
              **{"table": (None,) * 4})
    return table, _ui(table)


def _panel_labels(app: App, ui: Any) -> list[str]:
    with drawn_texts(draw) as drawn:
        ui.draw_tribute_panel(app.screen)
    return [text for text in drawn if "→" in text]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("person_pays", [True, False])
def test_the_tribute_panel_names_the_person_as_the_table_speaks_to_them(app: App, lang: str,
                                                                         person_pays: bool) -> None:
    """While others gave back, the panel labelled the person's own tribute "P1 → B2" (and one paid to
    them "B2 → P1"), where the table speaks to the person as "you" ("You paid ♠A to B2"). The person
    is now "You" / "你" there; every other seat keeps its name."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in (2, 3, 4)]
    payers, receivers = ((0, 2), (3, 1)) if person_pays else ((1, 3), (2, 0))
    table, ui = _return_phase(app, seats, payers, receivers, lang)
    assert ui.tribute_panel_up() and not ui.my_turn()
    you = i18n.t("gd.tribute.you")
    n = table.name
    expected = {f"{n(g) if g else you} → {n(r) if r else you}" for g, r in zip(payers, receivers)}
    assert set(_panel_labels(app, ui)) == expected


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_demo_s_tribute_panel_names_every_seat(app: App, lang: str) -> None:
    """Nobody sits at the screen in a demo: the seat shown at the bottom is not "You" there."""
    seats = [SeatSetup(False, f"B{i}") for i in (1, 2, 3, 4)]
    table, ui = _return_phase(app, seats, (0, 2), (3, 1), lang)
    assert ui.tribute_panel_up()
    n = table.name
    assert set(_panel_labels(app, ui)) == {f"{n(0)} → {n(3)}", f"{n(2)} → {n(1)}"}
