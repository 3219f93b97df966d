"""Stars and Storms data: actions, events, state and view (all frozen, JSON-storable)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from engine.cards import Card
from engine.core import Action, Event

HAND_LIMIT = 2  # cards a player may keep at the end of their own turn
DRAW_PER_TURN = 2
MAX_LEVEL = 6  # level 6 reaches every rank (circular distance is at most 6)
MAX_ROUNDS = 30


class Form(enum.Enum):
    """What a played card becomes."""

    STAR = "star"  # placed face up in the player's own star zone
    STORM = "storm"  # blows away stars in reach, then is discarded


class PurgeCause(enum.Enum):
    """Why stars left the table."""

    STORM = "storm"
    HEAT = "heat"


# ---- small values ----------------------------------------------------------------------------


@dataclass(frozen=True, order=True, slots=True)
class Star:
    """A star in a zone: the physical ``card`` and the card it counts as (a joker's declaration)."""

    card: Card
    as_card: Card

    @property
    def rank(self) -> int:
        return self.as_card.rank

    @property
    def is_joker(self) -> bool:
        return self.card.is_joker


@dataclass(frozen=True, slots=True)
class ZoneStar:
    """A star together with the seat whose zone held it (used by the removal events)."""

    owner: int
    star: Star


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round, for standings and the results screen."""

    round_no: int
    winners: tuple[int, ...]
    stars: tuple[int, ...]  # stars left in each zone at the end (0 for an eliminated seat)
    points: tuple[int, ...]  # star points A=1 … K=13
    level: int
    destroyer: int | None
    chip_deltas: tuple[int, ...]  # zeros when no stakes were settled
    eliminated: tuple[int, ...]  # seats that left the round early, in order


# ---- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Play(Action):
    """Play one card from hand as a star or a storm. ``declared`` is required for a joker only."""

    card: Card
    form: Form
    declared: Card | None = None

    @property
    def as_card(self) -> Card:
        return self.declared if self.declared is not None else self.card


@dataclass(frozen=True)
class EndTurn(Action):
    """Finish your turn (illegal while holding more than two cards, or before playing a card once
    the draw pile is empty)."""


# ---- events ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundStarted(Event):
    round_no: int
    rounds: int
    first: int  # the seat that takes the first turn
    destroyer: int | None
    level: int
    streak: int  # terms in a row of the destroyer (1 = first term)
    heat_rank: int | None
    deck_size: int
    universe_reset: bool  # the previous round was played at level 6


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    cards: tuple[Card, ...] | None  # None for the other seats
    n: int
    deck_left: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class TurnSkipped(Event):
    """The draw pile is empty and the seat holds no card: nothing to do."""

    seat: int


@dataclass(frozen=True)
class HeatDeath(Event):
    """A heat card was played: every star of ``suit`` was removed (``removed`` may be empty)."""

    seat: int
    card: Card
    as_card: Card
    removed: tuple[ZoneStar, ...]


@dataclass(frozen=True)
class StarPlaced(Event):
    seat: int
    card: Card
    as_card: Card


@dataclass(frozen=True)
class StormRaised(Event):
    """A storm was played; ``reach`` lists the ranks it touches (before the stars fly off)."""

    seat: int
    card: Card
    as_card: Card
    level: int
    reach: tuple[int, ...]


@dataclass(frozen=True)
class StarsBlownAway(Event):
    """What a storm blew away (after every storm: ``removed`` is empty when it reached no star)."""

    seat: int  # who raised the storm
    removed: tuple[ZoneStar, ...]


@dataclass(frozen=True)
class ZoneBlownOut(Event):
    """An early-elimination count: ``seat``'s zone was emptied for the ``times``-th time."""

    seat: int
    times: int


@dataclass(frozen=True)
class SeatEliminated(Event):
    seat: int
    discarded: tuple[Card, ...]


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int
    kept: int


@dataclass(frozen=True)
class RoundEnded(Event):
    result: RoundResult
    round_wins: tuple[int, ...]  # standings after this round (a shared win counts for each)


@dataclass(frozen=True)
class StakesSettled(Event):
    destroyer: int
    deltas: tuple[int, ...]  # chips won (+) or paid (−) by each seat this round
    chips: tuple[int, ...]  # running totals


@dataclass(frozen=True)
class MatchEnded(Event):
    winners: tuple[int, ...]
    round_wins: tuple[int, ...]
    chips: tuple[int, ...]


# ---- state and view --------------------------------------------------------------------------


@dataclass(frozen=True)
class SnSState:
    players: int
    rounds: int
    heat_death: bool
    destroyer_rule: bool
    early_elimination: bool
    stakes: bool
    rng: int
    round_no: int  # 1-based
    deck: tuple[Card, ...]  # the last card is the top
    hands: tuple[tuple[Card, ...], ...]
    zones: tuple[tuple[Star, ...], ...]
    discard: tuple[Card, ...]  # face up: storms, blown-away stars, eliminated hands
    turn: int
    first: int
    played: int  # cards played in the current turn
    level: int
    destroyer: int | None
    streak: int
    heat_rank: int | None
    active: tuple[bool, ...]
    blowouts: tuple[int, ...]
    turns_done: tuple[int, ...]
    eliminated: tuple[int, ...]  # this round, in order
    chips: tuple[int, ...]
    round_wins: tuple[int, ...]
    history: tuple[RoundResult, ...]
    over: bool = False
    match_winners: tuple[int, ...] = ()


@dataclass(frozen=True)
class SnSView:
    """What one seat may know (``seat`` None: everything). Every star zone is public."""

    seat: int | None
    players: int
    round_no: int
    rounds: int
    turn: int
    hand: tuple[Card, ...]  # the seat's own hand (empty for an observer)
    hands: tuple[tuple[Card, ...] | None, ...]  # None where the seat cannot see
    hand_sizes: tuple[int, ...]
    zones: tuple[tuple[Star, ...], ...]
    deck_size: int
    discard: tuple[Card, ...]
    played_this_turn: int
    must_play: bool  # the draw pile is empty and the seat to move has not played yet
    hand_limit: int  # cards a player may keep at the end of their own turn
    level: int
    destroyer: int | None
    streak: int
    heat_rank: int | None
    heat_death: bool
    destroyer_rule: bool
    early_elimination: bool
    stakes: bool
    elimination_armed: bool  # every seat has had two turns: blow-outs now count
    active: tuple[bool, ...]
    blowouts: tuple[int, ...]
    turns_done: tuple[int, ...]
    chips: tuple[int, ...]
    round_wins: tuple[int, ...]
    history: tuple[RoundResult, ...]
    over: bool
    match_winners: tuple[int, ...]

    @property
    def star_counts(self) -> tuple[int, ...]:
        return tuple(len(z) for z in self.zones)

    @property
    def star_points(self) -> tuple[int, ...]:
        return tuple(sum(st.rank for st in z) for z in self.zones)
