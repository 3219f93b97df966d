"""Zha Jin Hua data: actions, events (each redacting itself per seat), the session state and a seat's view.

All frozen dataclasses, tuples, enums and ints, so the JSON codec stores them and replays match.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from engine.cards import Card
from engine.core import Action, Event
from engine.games.zhajinhua.evaluator import HandClass

LADDER: tuple[int, ...] = (1, 2, 5, 10)  # stake levels, as multiples of the base stake (blind amounts)


# ---- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Look(Action):
    """看牌: look at your own three cards (free; you keep the turn; from now on you are seen)."""


@dataclass(frozen=True)
class Fold(Action):
    """放弃: give up the hand and everything you put in."""


@dataclass(frozen=True)
class Call(Action):
    """跟注: pay the current stake at your rate (blind ×1, seen ×2)."""


@dataclass(frozen=True)
class Raise(Action):
    """加注: raise the stake to ``level`` × base (a higher rung of the ladder 1, 2, 5, 10) and pay it at your rate."""

    level: int


@dataclass(frozen=True)
class Compare(Action):
    """比牌: pay one call at your rate (or the rest of your stack, all-in) and compare with ``target``."""

    target: int


@dataclass(frozen=True)
class Open(Action):
    """开牌: with exactly two live players, pay double your call (or the rest of your stack) and open both hands."""


# ---- small enums and records used by events ------------------------------------------------


class BetKind(enum.Enum):
    ANTE = "ante"
    CALL = "call"
    RAISE = "raise"
    COMPARE = "compare"
    OPEN = "open"


class ShowdownReason(enum.Enum):
    OPEN = "open"  # 开牌 by one of the last two players
    CAP = "cap"  # the pot reached its ceiling (封顶)
    ROUND_LIMIT = "round_limit"  # the hand's round limit was reached


class EndReason(enum.Enum):
    ONE_LEFT = "one_left"  # one player holds every chip
    HANDS_PLAYED = "hands_played"  # the agreed number of hands was played


@dataclass(frozen=True)
class ShownHand:
    """A hand as it was shown: its cards, class and whether it is the 235 special."""

    seat: int
    cards: tuple[Card, ...]
    hand_class: HandClass
    special_235: bool


# ---- events ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandStarted(Event):
    number: int  # 1-based hand number in the session
    dealer: int
    base: int  # base stake of this hand (ante, ladder unit)
    pot_cap: int  # chips; the pot reaching this opens every live hand
    round_limit: int
    seats: tuple[int, ...]  # seats dealt in, in seat order


@dataclass(frozen=True)
class Bet(Event):
    """Chips moved from a stack into the pot. ``level`` is the stake level after the bet."""

    seat: int
    kind: BetKind
    amount: int
    level: int
    seen: bool
    all_in: bool
    stack: int  # the seat's stack after the bet
    pot: int  # the pot after the bet


@dataclass(frozen=True)
class Dealt(Event):
    """Three cards dealt face down. Nobody sees them (not even the owner) until they are looked at."""

    seat: int
    n: int
    cards: tuple[Card, ...] | None

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None else replace(self, cards=None)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    round: int


@dataclass(frozen=True)
class Looked(Event):
    seat: int
    cards: tuple[Card, ...] | None

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class Folded(Event):
    seat: int


@dataclass(frozen=True)
class Compared(Event):
    """A compare between ``asker`` and ``target``; the loser is out of the hand.

    Only the two players (and an all-seeing observer) learn the hands and whether they were equal;
    everyone else learns only who won. ``chained`` marks the extra compares of an all-in asker.
    """

    asker: int
    target: int
    winner: int
    loser: int
    all_in: bool
    chained: bool
    asker_hand: ShownHand | None
    target_hand: ShownHand | None
    equal: bool | None

    def seen_by(self, seat: int | None) -> Event | None:
        if seat is None or seat in (self.asker, self.target):
            return self
        return replace(self, asker_hand=None, target_hand=None, equal=None)


@dataclass(frozen=True)
class OutOfChips(Event):
    """A live player reached their turn with no chips left and is out of the hand."""

    seat: int


@dataclass(frozen=True)
class Showdown(Event):
    """Every live hand opened to everyone (开牌, the cap or the round limit)."""

    reason: ShowdownReason
    opener: int | None
    hands: tuple[ShownHand, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class PotAwarded(Event):
    """The pot paid out; ``amounts[i]`` goes to ``winners[i]`` (odd chips as the rules say)."""

    pot: int
    winners: tuple[int, ...]
    amounts: tuple[int, ...]
    stacks: tuple[int, ...]  # every seat's stack afterwards


@dataclass(frozen=True)
class Busted(Event):
    """A player with no chips left the table."""

    seat: int


@dataclass(frozen=True)
class SessionEnded(Event):
    reason: EndReason
    stacks: tuple[int, ...]
    winners: tuple[int, ...]


# ---- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ZjhState:
    """A whole session. Per-hand fields describe the current (or, once over, the last) hand."""

    players: int
    # table settings
    start_chips: int
    base_option: int
    poorest_stack: bool
    cap_multiple: int
    round_limit: int
    hands_limit: int  # 0: until one player holds every chip
    beats_all_trips: bool
    # session
    rng: int
    stacks: tuple[int, ...]
    seated: tuple[bool, ...]  # still at the table (not busted)
    hand_no: int
    dealer: int
    # current hand
    base: int
    deck: tuple[int, ...]  # card ids (see evaluator.card_id); the view and events use Card
    hands: tuple[tuple[int, ...], ...]  # card ids; () for a seat not dealt in
    live: tuple[bool, ...]  # still contesting this hand
    seen: tuple[bool, ...]  # has looked (or been in a compare)
    has_bet: tuple[bool, ...]  # has put at least one bet in this hand (the ante does not count)
    contributed: tuple[int, ...]  # chips put in this hand, ante included
    knows: tuple[int, ...]  # bitmask per seat: whose hands this seat has seen this hand
    pot: int
    stake_level: int  # current stake, a rung of LADDER (blind amount = level * base)
    round: int
    turn: int  # −1 once the session is over
    over: bool
    end_reason: EndReason | None = None
    busted_in: tuple[int, ...] = ()  # per seat: the hand after which it left the table (0: still seated)


# ---- view ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ZjhView:
    """What one seat may know (``seat`` None: everything)."""

    seat: int | None
    players: int
    start_chips: int
    stacks: tuple[int, ...]
    seated: tuple[bool, ...]
    live: tuple[bool, ...]
    seen: tuple[bool, ...]
    has_bet: tuple[bool, ...]
    contributed: tuple[int, ...]
    hands: tuple[tuple[Card, ...] | None, ...]  # None where this seat does not know the hand
    pot: int
    base: int
    stake_level: int
    pot_cap: int
    round: int
    round_limit: int
    dealer: int
    turn: int | None
    hand_no: int
    hands_limit: int
    beats_all_trips: bool
    poorest_stack: bool
    over: bool
    winners: tuple[int, ...]  # seats with the most chips once the session is over, else ()
    busted_in: tuple[int, ...] = ()  # per seat: the hand after which it left the table (0: still seated)

    @property
    def hand(self) -> tuple[Card, ...] | None:
        """The viewing seat's own cards, if it has looked."""
        return None if self.seat is None else self.hands[self.seat]

    def rate(self, seat: int) -> int:
        """1 for a blind player, 2 for a seen one."""
        return 2 if self.seen[seat] else 1

    def call_cost(self, seat: int) -> int:
        return self.stake_level * self.base * self.rate(seat)

    def raise_cost(self, seat: int, level: int) -> int:
        return level * self.base * self.rate(seat)

    def open_cost(self, seat: int) -> int:
        return min(self.stacks[seat], 2 * self.call_cost(seat))

    def compare_cost(self, seat: int) -> int:
        return min(self.stacks[seat], self.call_cost(seat))

    def is_short(self, seat: int) -> bool:
        """Cannot cover a call (any compare or open is then all-in)."""
        return self.stacks[seat] <= self.call_cost(seat)

    @property
    def live_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.live[s])

    @property
    def all_have_bet(self) -> bool:
        return all(self.has_bet[s] for s in range(self.players) if self.live[s])
