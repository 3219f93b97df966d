"""The conformance checks every registered game must pass (used by test_conformance.py).

One seeded random game per call: termination, conservation, a legal action for whoever must
decide, illegal actions rejected with the state untouched and a refusal the game declares (actions
taken earlier in the game, tried again, meet many of its rules), views blind to hidden cards,
JSON round trip, and replay of the record.
"""

from __future__ import annotations

from typing import Any

from engine import serial
from engine.core import CORE_REFUSALS, Action, DecisionKind, Game, OptionSpec, Refusal
from engine.errors import IllegalAction
from engine.record import Record, replay
from engine.rng import Rng


class _Bogus(Action):
    """An action no game accepts."""


def random_options(game: Game[Any], players: int, rng: Rng) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for spec in game.info.options:
        out[spec.key] = _random_value(spec, players, rng)
    return out


def _random_value(spec: OptionSpec, players: int, rng: Rng) -> Any:
    if players < spec.min_players:
        return spec.default
    if isinstance(spec.default, bool):
        return rng.below(2) == 1
    if spec.choices:
        return rng.choice(spec.choices)
    return spec.default


def play_checked(game: Game[Any], seed: int, check_every: int = 7, seen: dict[str, Refusal] | None = None) -> int:
    """Play one random game with every check; returns the number of actions taken. ``seen``, if
    given, gathers one refusal of each code met."""
    rng = Rng(seed * 31 + 17)
    info = game.info
    players = info.min_players + seed % (info.max_players - info.min_players + 1)
    options = game.resolve_options(players, random_options(game, players, rng))
    state, _ = game.start(players, options, seed)
    baseline = game.census(state)
    record = Record(info.id, info.rules_version, players, options, seed)
    limit = game.progress_limit(players)
    steps = 0
    taken: list[Action] = []
    seen = {} if seen is None else seen
    retry = Rng(seed * 131 + 7)  # its own stream: the retries leave the game itself as it was
    while True:
        decision = game.decision(state)
        if decision.kind is DecisionKind.NONE:
            assert game.outcome(state) is not None, "a finished game must have an outcome"
            assert all(not game.legal_actions(state, s) for s in range(players))
            break
        assert decision.seats, "someone must decide while the game runs"
        assert game.outcome(state) is None
        seat = rng.choice(decision.seats)
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} must decide but has no legal action"
        action = rng.choice(legal)
        if steps % check_every == 0:
            _check_illegal(game, state, seat, decision.seats, legal, players, seen)
            _check_retried(game, state, seat, [retry.choice(taken) for _ in range(min(4, len(taken)))], seen)
            _check_secrecy(game, state, rng, players)
            assert serial.loads(serial.dumps(state)) == state, "JSON round trip changed the state"
            assert game.check(state, seat, action) is None
        state, events = game.apply(state, seat, action)
        for event in events:
            for s in range(players):
                game.event_for(event, s)
        record = record.with_action(seat, action)
        taken.append(action)
        assert game.census(state) == baseline, "cards or chips were created or destroyed"
        steps += 1
        assert steps <= limit, f"game did not end within {limit} actions"
    replayed, _ = replay(game, record)
    assert replayed == state, "replaying the record did not reproduce the state"
    assert serial.loads(serial.dumps(state)) == state
    return steps


def _declared(game: Game[Any], reason: object, seen: dict[str, Refusal]) -> None:
    assert isinstance(reason, Refusal), f"a refusal must be a Refusal, not {reason!r}"
    assert reason.code in game.refusals | CORE_REFUSALS, f"{game.info.id} refused with the undeclared {reason.code}"
    assert all(isinstance(k, str) and isinstance(v, (int, str)) for k, v in reason.params), reason.params
    seen.setdefault(reason.code, reason)


def _check_retried(game: Game[Any], state: Any, seat: int, actions: list[Action], seen: dict[str, Refusal]) -> None:
    """Actions taken earlier, tried again now: each is taken or refused with a declared code."""
    for action in actions:
        reason = game.check(state, seat, action)
        if reason is not None:
            _declared(game, reason, seen)
            try:
                game.apply(state, seat, action)
            except IllegalAction as exc:
                assert exc.reason == reason
            else:
                raise AssertionError(f"{action!r} was refused by check but applied")


def _check_illegal(game: Game[Any], state: Any, seat: int, deciding: tuple[int, ...],
                   legal: tuple[Action, ...], players: int, seen: dict[str, Refusal]) -> None:
    before = serial.dumps(state)
    attempts: list[tuple[int, Action]] = [(seat, _Bogus())]
    idle = [s for s in range(players) if s not in deciding]
    if idle:
        attempts.append((idle[0], legal[0]))
    for who, action in attempts:
        try:
            game.apply(state, who, action)
        except IllegalAction as exc:
            assert exc.reason, "an illegal action needs a reason"
            _declared(game, exc.reason, seen)
        else:
            raise AssertionError(f"{action!r} by seat {who} was accepted")
        assert serial.dumps(state) == before, "a rejected action changed the state"


def _check_secrecy(game: Game[Any], state: Any, rng: Rng, players: int) -> None:
    seat = rng.below(players)
    scrambled = game.scramble_hidden(state, seat, rng.fork())
    assert game.census(scrambled) == game.census(state)
    assert game.view(scrambled, seat) == game.view(state, seat), "a view changed with hidden cards only"
