"""Game records: ``{format, game, rules_version, players, options, seed, actions}`` as JSON.

A record replays to the exact state it was made from; it is how games are saved, resumed and
reviewed. Never pickle.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine import serial
from engine.core import Action, Event, Game, OptionValue
from engine.errors import IllegalAction, OptionError, RecordError

FORMAT = "paizhuo-record/1"


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game: who, which rules, which seed, which actions."""

    game: str
    rules_version: int
    players: int
    options: dict[str, OptionValue]
    seed: int
    actions: tuple[tuple[int, Action], ...] = ()
    seat_names: tuple[str, ...] = field(default=())
    seat_kinds: tuple[str, ...] = field(default=())

    def with_action(self, seat: int, action: Action) -> "Record":
        return Record(self.game, self.rules_version, self.players, self.options, self.seed,
                      self.actions + ((seat, action),), self.seat_names, self.seat_kinds)

    def truncated(self, n: int) -> "Record":
        return Record(self.game, self.rules_version, self.players, self.options, self.seed,
                      self.actions[:n], self.seat_names, self.seat_kinds)


def to_data(record: Record) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "game": record.game,
        "rules_version": record.rules_version,
        "players": record.players,
        "options": dict(record.options),
        "seed": record.seed,
        "seat_names": list(record.seat_names),
        "seat_kinds": list(record.seat_kinds),
        "actions": [[seat, serial.encode(action)] for seat, action in record.actions],
    }


def to_json(record: Record) -> str:
    return json.dumps(to_data(record), ensure_ascii=False, indent=1)


def from_json(text: str) -> Record:
    """Read a record; raises :class:`RecordError` with a readable reason if it is damaged."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RecordError(f"the file is not a readable record ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("the file is not a Paizhuo game record")
    try:
        actions = []
        for item in data["actions"]:
            seat, raw = item
            action = serial.decode(raw)
            if not isinstance(seat, int) or not isinstance(action, Action):
                raise RecordError("an action in the record is damaged")
            actions.append((seat, action))
        options = data["options"]
        if not isinstance(options, dict):
            raise RecordError("the record's options are damaged")
        return Record(
            game=str(data["game"]),
            rules_version=int(data["rules_version"]),
            players=int(data["players"]),
            options=options,
            seed=int(data["seed"]),
            actions=tuple(actions),
            seat_names=tuple(str(n) for n in data.get("seat_names", [])),
            seat_kinds=tuple(str(k) for k in data.get("seat_kinds", [])),
        )
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"the record is damaged ({exc})") from exc


def replay(game: Game[Any], record: Record, upto: int | None = None) -> tuple[Any, list[tuple[Event, ...]]]:
    """Rebuild the state after ``upto`` actions (all by default), with each step's events.

    Raises :class:`RecordError` if the record was made under other rules or no longer replays.
    """
    state: Any = None
    steps: list[tuple[Event, ...]] = []
    for state, events in replay_states(game, record, upto):
        steps.append(events)
    return state, steps


def replay_states(game: Game[Any], record: Record,
                  upto: int | None = None) -> Iterator[tuple[Any, tuple[Event, ...]]]:
    """Every state of the record in order, the start first, each with the events that led to it.

    Raises :class:`RecordError` (with ``step`` set when an action is refused) like :func:`replay`.
    """
    if record.game != game.info.id:
        raise RecordError(f"the record is for {record.game}, not {game.info.id}")
    if record.rules_version != game.info.rules_version:
        raise RecordError(
            f"the record was made with rules version {record.rules_version}; "
            f"this version of the app plays version {game.info.rules_version}"
        )
    try:
        state, events = game.start(record.players, record.options, record.seed)
    except OptionError as exc:
        raise RecordError(f"the record's table settings are not accepted: {exc}") from exc
    yield state, events
    actions = record.actions if upto is None else record.actions[:upto]
    for i, (seat, action) in enumerate(actions):
        try:
            state, events = game.apply(state, seat, action)
        except IllegalAction as exc:
            raise RecordError(f"action {i + 1} of the record no longer replays: {exc.reason}", i + 1) from exc
        yield state, events
