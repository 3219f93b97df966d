"""Hints for the people at the table: each person's seat has an adviser, the game's strongest AI,
that hears exactly the events that seat is shown (the same secrecy filter the AI seats get) and,
when asked, names the action it would take from that seat's view and legal actions.

The adviser decides on a copy of itself, so asking for a hint never changes what it remembers, and
the copy can think on a worker thread while the adviser goes on hearing the game."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ai.base import Policy
from ai.registry import kinds_for, make_policy
from app.scenes.thinking import Thought
from engine.core import Action, Event

# How a table makes its hint from the adviser (a copy, free to be asked again), the seat's view and
# its legal actions: by default the adviser's one action (see GameUI.hint_plan).
HintPlan = Callable[[Policy, Any, tuple[Action, ...]], Any]


def tell_seats(game: Any, listeners: Mapping[int, Policy], events: Iterable[Event]) -> None:
    """Tell each seat's policy ``events`` as that seat sees them (game.event_for: the one secrecy
    filter), leaving out those it is not shown."""
    events = tuple(events)
    for seat, policy in listeners.items():
        for event in events:
            seen = game.event_for(event, seat)
            if seen is not None:
                policy.observe(seen)


class Advisers:
    """One adviser per person's seat. ``ask`` starts a hint, ``answer`` collects it."""

    def __init__(self, game: Any, people: Iterable[int], seed: int) -> None:
        self.game = game
        kind = kinds_for(game.info.id)[0]  # the strongest on offer
        self.by_seat: dict[int, Policy] = {s: make_policy(game.info.id, kind, s, seed * 7 + s + 1_000_003)
                                           for s in people}
        self.pending: Thought | None = None

    def hear(self, events: Iterable[Event]) -> None:
        """Tell every adviser the events as its seat sees them."""
        tell_seats(self.game, self.by_seat, events)

    def offers(self, seat: int) -> bool:
        return seat in self.by_seat

    def ask(self, seat: int, step: int, view: Any, legal: tuple[Action, ...], background: bool,
            plan: HintPlan | None = None) -> None:
        """Start working out ``seat``'s hint at game step ``step`` (on a worker thread if
        ``background``, else at once): the action its adviser would take, or what ``plan`` makes of
        the adviser."""
        adviser = self.by_seat[seat]
        ready = getattr(adviser, "ready", None)  # a policy that keeps a belief brings it up to date here
        if callable(ready):
            ready(view)
        thinker = copy.deepcopy(adviser)
        if plan is None:
            self.pending = Thought(seat, step, lambda: thinker.choose(view, legal), background)
        else:
            self.pending = Thought(seat, step, lambda: plan(thinker, view, legal), background)

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def answer(self, seat: int, step: int) -> Any:
        """The hint once it is ready: an action (or what the plan made), or the error the adviser
        raised; None while it is still being worked out or if nothing was asked. A hint asked for
        another seat or an earlier step is dropped: the game has moved on."""
        thought = self.pending
        if thought is None or not thought.done:
            return None
        self.pending = None
        if thought.seat != seat or thought.step != step:
            return None
        try:
            return thought.result()
        except Exception as exc:  # a hint is a courtesy: its failure must not end the game
            return exc
