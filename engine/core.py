"""The contract every game implements: decisions, actions, events, views and options as data.

A game object is stateless; all state lives in frozen dataclasses it returns. The app, the AI,
the command line and the tests drive every game through the same methods of :class:`Game`.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.errors import IllegalAction, OptionError
from engine.rng import Rng

OptionValue = bool | int | str
ParamValue = int | str


class Refusal(str):
    """Why the rules refuse an action. It *is* the reason in plain English (a ``str``: print it, log
    it, compare it), and it also carries ``code``, stable per rule (``"d99.bust_to"``), and
    ``params``, the particulars as data (``(("card", "♠9"), ("after", 104))``), so that a front end
    can say it in its own words and language. A card param is the card's identity: ``str(card)``
    for a French-suited card (read back with :meth:`engine.cards.Card.from_str`), the enum value for
    a game's own cards. Immutable; two refusals are equal when their texts are."""

    code: str
    params: tuple[tuple[str, ParamValue], ...]

    def __new__(cls, code: str, text: str, **params: ParamValue) -> Refusal:
        self = super().__new__(cls, text)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", tuple(params.items()))
        return self

    @property
    def text(self) -> str:
        """The English reason as a plain ``str``."""
        return str.__str__(self)

    def param(self, name: str) -> ParamValue:
        """The value of one param; ``KeyError`` if this refusal has none of that name."""
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Refusal cannot be changed")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Refusal cannot be changed")

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Refusal({self.code!r}, {self.text!r}{params})"

    def __reduce__(self) -> tuple[Any, ...]:
        return _refusal, (self.code, self.text, self.params)


def _refusal(code: str, text: str, params: tuple[tuple[str, ParamValue], ...]) -> Refusal:
    return Refusal(code, text, **dict(params))


# The refusals of :meth:`Game.check` itself, whatever the game (a game declares its own in
# :attr:`Game.refusals`).
CORE_REFUSALS = frozenset({"core.over", "core.not_deciding", "core.not_legal"})


class DecisionKind(enum.Enum):
    """How the seats in a :class:`Decision` decide."""

    TURN = "turn"  # one seat acts
    SIMULTANEOUS = "simultaneous"  # every listed seat answers, in any order, without seeing the others
    REACTION = "reaction"  # listed seats may answer an event (e.g. cancel it) or decline
    NONE = "none"  # the game is over


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide now. ``seats`` is empty exactly when the game is over."""

    kind: DecisionKind
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Event:
    """Something that happened, in the past tense. Subclasses redact themselves per seat."""

    def seen_by(self, seat: int | None) -> Event | None:
        """The event as ``seat`` may see it (``None`` = an all-seeing observer)."""
        return self


@dataclass(frozen=True)
class Action:
    """Base class of every game's typed actions."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: winners and one score per seat."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One table option as the lobby shows it. ``choices`` is empty for yes/no and numbers."""

    key: str
    label_zh: str
    label_en: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    choice_labels_zh: tuple[str, ...] = ()
    choice_labels_en: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    min_players: int = 0
    help_zh: str = ""
    help_en: str = ""
    # what a number option's 0 stands for, where it is not a count ("no limit"), in place of "0"
    zero_zh: str = ""
    zero_en: str = ""
    # (key, value): this option only matters while the option ``key`` has ``value`` (the lobby greys
    # it out otherwise), e.g. what the expansion's Pure card does needs the expansion.
    requires: tuple[str, OptionValue] | None = None

    def applies(self, options: Mapping[str, Any]) -> bool:
        """Whether this option matters with ``options`` as the other options' values."""
        return self.requires is None or options.get(self.requires[0]) == self.requires[1]

    def check(self, value: Any) -> OptionValue:
        """Return the value if it is allowed, else raise :class:`OptionError`."""
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise OptionError(f"option {self.key} takes true or false, not {value!r}")
            return value
        if self.choices:
            for choice in self.choices:
                if value == choice and type(value) is type(choice):
                    return choice
            raise OptionError(f"option {self.key} takes one of {list(self.choices)}, not {value!r}")
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"option {self.key} takes a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {self.key} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.key} must be at most {self.maximum}")
            return value
        if not isinstance(value, str):
            raise OptionError(f"option {self.key} takes text, not {value!r}")
        return value


S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the lobby and command line show about a game."""

    id: str
    name_zh: str
    name_en: str
    blurb_zh: str
    blurb_en: str
    min_players: int
    max_players: int
    rules_version: int
    options: tuple[OptionSpec, ...] = field(default=())


class Game(ABC, Generic[S]):
    """A game's rules. Subclasses fill ``info`` and the abstract methods."""

    info: ClassVar[GameInfo]
    # every code the game's _check may refuse with (besides CORE_REFUSALS); the conformance suite
    # holds each game to it, and the app has words for each
    refusals: ClassVar[frozenset[str]] = frozenset()

    # ---- setup -------------------------------------------------------------------------
    def resolve_options(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        """Defaults filled in and every value checked; raises :class:`OptionError`."""
        info = self.info
        if not info.min_players <= players <= info.max_players:
            span = (f"exactly {info.min_players}" if info.min_players == info.max_players
                    else f"{info.min_players} to {info.max_players}")
            raise OptionError(f"{info.name_en} takes {span} players, not {players}")
        given = dict(options or {})
        out: dict[str, OptionValue] = {}
        for spec in info.options:
            value = given.pop(spec.key, spec.default)
            out[spec.key] = spec.check(value)
            if players < spec.min_players and out[spec.key] != spec.default:
                raise OptionError(f"option {spec.key} needs at least {spec.min_players} players")
        if given:
            raise OptionError(f"unknown option(s) for {info.id}: {', '.join(sorted(given))}")
        return out

    def start(self, players: int, options: Mapping[str, Any] | None, seed: int) -> tuple[S, tuple[Event, ...]]:
        """A new game: its first state and the events of the setup (deal, identities…)."""
        resolved = self.resolve_options(players, options)
        return self._setup(players, resolved, seed)

    @abstractmethod
    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[S, tuple[Event, ...]]: ...

    # ---- deciding ----------------------------------------------------------------------
    @abstractmethod
    def decision(self, state: S) -> Decision:
        """Who must decide now."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> tuple[Action, ...]:
        """Every action ``seat`` may take now, in a stable order (empty if it need not decide)."""

    def check(self, state: S, seat: int, action: Action) -> Refusal | None:
        """``None`` if the action is legal, else the reason: a :class:`Refusal`, plain words that
        also carry a code and params."""
        decision = self.decision(state)
        if decision.kind is DecisionKind.NONE:
            return Refusal("core.over", "the game is over")
        if seat not in decision.seats:
            return Refusal("core.not_deciding", f"seat {seat + 1} does not decide now", seat=seat)
        return self._check(state, seat, action)

    def _check(self, state: S, seat: int, action: Action) -> Refusal | None:
        if action in self.legal_actions(state, seat):
            return None
        return Refusal("core.not_legal", "that is not a legal action here")

    def apply(self, state: S, seat: int, action: Action) -> tuple[S, tuple[Event, ...]]:
        """Apply a legal action; raises :class:`IllegalAction` (state untouched) otherwise."""
        reason = self.check(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._resolve(state, seat, action)

    @abstractmethod
    def _resolve(self, state: S, seat: int, action: Action) -> tuple[S, tuple[Event, ...]]: ...

    # ---- knowing -----------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: everything, for replays of finished games)."""

    def event_for(self, event: Event, seat: int | None) -> Event | None:
        """The event as ``seat`` sees it; ``None`` if that seat learns nothing from it."""
        return event.seen_by(seat)

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    def is_over(self, state: S) -> bool:
        return self.decision(state).kind is DecisionKind.NONE

    def seat_done(self, state: S, seat: int) -> bool:
        """Whether ``seat`` will never be asked to decide again in this game (out for good, e.g.
        eliminated with no way back). By default only once the game is over; a game with
        elimination says more."""
        return self.is_over(state)

    # ---- conformance hooks -------------------------------------------------------------
    @abstractmethod
    def census(self, state: S) -> Counter[Hashable]:
        """Every physical thing in play (cards, chips), counted; must never change."""

    @abstractmethod
    def scramble_hidden(self, state: S, seat: int, rng: Rng) -> S:
        """The same state with only what ``seat`` cannot see rearranged (for secrecy tests)."""

    def progress_limit(self, players: int) -> int:
        """Upper bound on actions in a game; the conformance suite fails a game that exceeds it."""
        return 20_000
