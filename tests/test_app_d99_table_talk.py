"""Deadline 99: what the table says while a play is shown (found playing it as a demanding user)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.main import App
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import run_until, seated_table


def test_the_line_above_the_hand_never_waits_for_a_seat_just_out(app: App) -> None:
    """A seat busting on its turn was shown OUT while the line above the hand still said "Waiting
    for B2..." for the length of its stamp: the table waited for someone who had left it."""
    table = seated_table(app, "deadline99", 3, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    nines = tuple(Card(9, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))
    hands = ((Card(13, Suit.CLUBS), Card(3, Suit.CLUBS)), nines) + state.hands[2:]
    table.session.state = replace(state, hands=hands, count=50, direction=1)
    ui = table.ui
    ui.sync(table.view())
    said: list[str] = []
    real_begin = ui.begin

    def begin(event: Any) -> float:
        wait = real_begin(event)
        if isinstance(event, d99.Eliminated):
            said.append(ui.status_text()[0])
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    table.submit(d99.Play(Card(13, Suit.CLUBS)))  # the count becomes 99: B2 holds only nines
    run_until(app, lambda: bool(said))
    assert not table.session.state.alive[1]
    assert "B2" not in said[0], said
