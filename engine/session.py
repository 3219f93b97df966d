"""A running game with its record: the convenient handle for the app and the command line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, Decision, Event, Game, Outcome
from engine.record import Record, replay


class Session:
    """Holds the current state and the record; every change goes through :meth:`act`."""

    def __init__(self, game: Game[Any], state: Any, record: Record) -> None:
        self.game = game
        self.state = state
        self.record = record

    @classmethod
    def new(cls, game: Game[Any], players: int, options: Mapping[str, Any] | None, seed: int,
            seat_names: tuple[str, ...] = (), seat_kinds: tuple[str, ...] = ()) -> tuple["Session", tuple[Event, ...]]:
        resolved = game.resolve_options(players, options)
        state, events = game.start(players, resolved, seed)
        record = Record(game.info.id, game.info.rules_version, players, resolved, seed, (), seat_names, seat_kinds)
        return cls(game, state, record), events

    @classmethod
    def resume(cls, game: Game[Any], record: Record) -> "Session":
        return cls.resume_with_history(game, record)[0]

    @classmethod
    def resume_with_history(cls, game: Game[Any], record: Record) -> tuple["Session", list[tuple[Event, ...]]]:
        """The session at the end of ``record`` and the events of every step on the way there (the
        setup's first), for whoever must hear the game again."""
        state, steps = replay(game, record)
        return cls(game, state, record), steps

    def decision(self) -> Decision:
        return self.game.decision(self.state)

    def act(self, seat: int, action: Action) -> tuple[Event, ...]:
        """Apply an action (raises IllegalAction with the state untouched) and record it."""
        self.state, events = self.game.apply(self.state, seat, action)
        self.record = self.record.with_action(seat, action)
        return events

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)
