"""What the table tells its AI seats: every event exactly as that seat is shown it (the engine's
``event_for``), in order, from the deal on, and the same again when a saved game is resumed."""

from __future__ import annotations

from typing import Any

import pytest

from app.games import playable_games
from app.main import App
from app.scenes import table as table_module
from app.scenes.table import SeatSetup, TableScene
from engine.registry import GAMES
from engine.session import Session
from tests.apptools import quick_app, run_until

ACTIONS = 40  # enough for cards to be dealt, drawn and played in every game


@pytest.fixture
def app(home: Any) -> Any:
    a = quick_app()
    yield a
    a.shutdown()


def _spying_policies(monkeypatch: pytest.MonkeyPatch) -> dict[int, list[Any]]:
    """Make every AI seat the table builds record, per seat, each event it is told."""
    heard: dict[int, list[Any]] = {}
    real_make = table_module.make_policy

    def make(game_id: str, kind: str, seat: int, seed: int) -> Any:
        policy = real_make(game_id, kind, seat, seed)
        told = heard.setdefault(seat, [])
        real_observe = policy.observe

        def observe(event: Any) -> None:
            told.append(event)
            real_observe(event)

        policy.observe = observe
        return policy

    monkeypatch.setattr(table_module, "make_policy", make)
    return heard


def _ai_table(app: App, game_id: str) -> TableScene:
    players = GAMES[game_id].info.min_players
    seats = [SeatSetup(False, f"B{i + 1}") for i in range(players)]
    table = TableScene(app, game_id, seats, {}, 5)
    app.reset(table)
    return table


def _as_each_seat_sees(game_id: str, record: Any, seats: int) -> tuple[dict[int, list[Any]], int]:
    """Every event of the game so far as each seat is shown it, and how many events some seat is
    shown differently from the whole event (so that a table passing whole events would be caught)."""
    game = GAMES[game_id]
    _, steps = Session.resume_with_history(game, record)
    shown: dict[int, list[Any]] = {s: [] for s in range(seats)}
    hidden = 0
    for step in steps:
        for event in step:
            for seat in range(seats):
                seen = game.event_for(event, seat)
                if seen is not None:
                    shown[seat].append(seen)
                if seen != event:
                    hidden += 1
    return shown, hidden


@pytest.mark.parametrize("game_id", playable_games())
def test_each_ai_seat_is_told_what_its_seat_is_shown_and_nothing_more(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    heard = _spying_policies(monkeypatch)
    table = _ai_table(app, game_id)
    run_until(app, lambda: len(table.session.record.actions) >= ACTIONS or table.session.is_over(), limit=20000)
    shown, hidden = _as_each_seat_sees(game_id, table.session.record, table.players)
    assert hidden > 0  # the game keeps something from someone, so whole events would differ
    assert sorted(heard) == list(range(table.players))
    for seat in range(table.players):
        assert heard[seat] == shown[seat], f"seat {seat} was told something else"


@pytest.mark.parametrize("game_id", playable_games())
def test_a_resumed_game_tells_each_ai_seat_the_game_again_as_its_seat_saw_it(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    first = _ai_table(app, game_id)
    run_until(app, lambda: len(first.session.record.actions) >= ACTIONS // 2 or first.session.is_over(),
              limit=20000)
    record = first.session.record
    heard = _spying_policies(monkeypatch)
    resumed = TableScene.resume(app, record)
    shown, hidden = _as_each_seat_sees(game_id, record, resumed.players)
    assert hidden > 0
    for seat in range(resumed.players):
        assert heard[seat] == shown[seat], f"seat {seat} was told something else on resuming"
