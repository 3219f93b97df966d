"""Helpers for the 现世通行 scenario tests: build one exact table and act on it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Action, Event
from engine.games.xianshi_tongxing import XianshiTongxing
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.state import Phase, Rules, XState
from engine.rng import seed_state

GAME = XianshiTongxing()
C = Card


def table(hands: Sequence[Sequence[Card]], deck: Sequence[Card] = (), *, turn: int = 0, rules: Rules = Rules(),
          discard: Sequence[Card] = (), extra: int = 0, skip: int = 0, bottom: bool = False,
          alive: Sequence[bool] | None = None, direction: int = 1,
          sealed: Sequence[Sequence[Card]] | None = None, blind: Sequence[Sequence[Card]] | None = None,
          strike_used: bool = False, removed: Sequence[Card] = (), out_order: Sequence[int] = ()) -> XState:
    """A table in the play phase of ``turn``; ``deck[0]`` is the top card."""
    n = len(hands)
    empty = tuple(() for _ in range(n))
    return XState(
        players=n, rules=rules, rng=seed_state(7), deck=tuple(deck), discard=tuple(discard),
        removed=tuple(removed), hands=tuple(tuple(h) for h in hands),
        sealed=tuple(tuple(h) for h in sealed) if sealed else empty, sealed_blind=empty,
        blind=tuple(tuple(h) for h in blind) if blind else empty,
        alive=tuple(alive) if alive else (True,) * n, out_order=tuple(out_order), direction=direction, turn=turn,
        extra=extra, skip=skip, bottom=bottom, marks=(False,) * n, strike_used=strike_used, phase=Phase.PLAY,
    )


def act(state: XState, seat: int, action: Action) -> tuple[XState, tuple[Event, ...]]:
    return GAME.apply(state, seat, action)


def run(state: XState, *steps: tuple[int, Action]) -> tuple[XState, list[Event]]:
    events: list[Event] = []
    for seat, action in steps:
        state, ev = act(state, seat, action)
        events.extend(ev)
    return state, events


def of(events: Sequence[Event], cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def filler(n: int, card: Card = Card.JIAOYI) -> list[Card]:
    return [card] * n
