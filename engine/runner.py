"""Play whole games between seat policies, headless; used by the command line, benches and tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core import Action, DecisionKind, Game
from engine.errors import IllegalAction


class Chooser(Protocol):
    """Anything with ``choose(view, legal)`` and ``observe(event)`` (see ``ai.base.Policy``)."""

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action: ...

    def observe(self, event: Any) -> None: ...


@dataclass(frozen=True)
class GameResult:
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    turns: int


def play_game(game: Game[Any], players: int, options: Mapping[str, Any] | None, seed: int,
              policies: Sequence[Chooser], max_actions: int | None = None,
              on_decide: Callable[[int, float], None] | None = None) -> GameResult:
    """One game; each policy only ever receives its seat's view, legal actions and filtered events."""
    state, events = game.start(players, options, seed)
    for seat, policy in enumerate(policies):
        for event in events:
            seen = game.event_for(event, seat)
            if seen is not None:
                policy.observe(seen)
    limit = max_actions or game.progress_limit(players)
    turns = 0
    while True:
        decision = game.decision(state)
        if decision.kind is DecisionKind.NONE:
            break
        seat = decision.seats[0]
        legal = game.legal_actions(state, seat)
        started = time.perf_counter()
        action = policies[seat].choose(game.view(state, seat), legal)
        if on_decide is not None:
            on_decide(seat, time.perf_counter() - started)
        try:
            state, events = game.apply(state, seat, action)
        except IllegalAction as exc:
            raise RuntimeError(f"seat {seat} policy chose an illegal action: {exc.reason}") from exc
        for s, policy in enumerate(policies):
            for event in events:
                seen = game.event_for(event, s)
                if seen is not None:
                    policy.observe(seen)
        turns += 1
        if turns > limit:
            raise RuntimeError(f"{game.info.id} did not end within {limit} actions (seed {seed})")
    outcome = game.outcome(state)
    assert outcome is not None
    return GameResult(outcome.winners, outcome.scores, turns)
