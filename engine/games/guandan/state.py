"""Guandan actions, events, state and view: frozen data only.

Cards in actions, events and views are :class:`engine.cards.Card`; the state keeps int codes
(see :mod:`engine.games.guandan.cards`). Ranks (levels, keys) use 2..14 with A = 14, jokers 16/17.
Seats 0 & 2 form team 0, seats 1 & 3 team 1; play passes from seat ``s`` to ``s + 1``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from engine.cards import Card
from engine.core import Action, Event
from engine.games.guandan.combos import ComboType


class Phase(enum.Enum):
    TRIBUTE = "tribute"  # payers choose their tribute card (simultaneously when two pay)
    RETURN = "return"  # receivers choose the card they give back
    PLAY = "play"
    OVER = "over"


class MatchEnd(enum.Enum):
    """Why the match ended."""

    PASSED_A = "passed_a"  # a team at A took first place with its partner second or third
    LEVEL = "level"  # the agreed number of hands was played; the higher level won
    EXTRA_HAND = "extra_hand"  # levels were equal; the extra hand's first place decided


# ---- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Play(Action):
    """Play ``cards`` read as ``combo`` with ``key`` (see :mod:`combos` for keys).

    The reading makes a wild card's meaning explicit: e.g. ``♥2 3 4 5 6`` at level 2 may be the
    straight to 6 or to 7. Card order does not matter.
    """

    cards: tuple[Card, ...]
    combo: ComboType
    key: int


@dataclass(frozen=True)
class Pass(Action):
    """Do not play in this trick (not allowed when leading)."""


@dataclass(frozen=True)
class Tribute(Action):
    """Give ``card`` as tribute: one of the highest cards held, never the heart level card."""

    card: Card


@dataclass(frozen=True)
class Return(Action):
    """Give ``card`` back to the seat that paid tribute: a card from 2 to 10."""

    card: Card


# ---- events ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandStarted(Event):
    hand_no: int  # 1 for the first hand of the match
    level: int  # the rank played this hand (2..14)
    level_team: int | None  # whose level it is (None: both teams, first hand)
    levels: tuple[int, int]
    extra: bool  # the extra hand that breaks a tie on levels


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    cards: tuple[Card, ...] | None  # None for other seats
    n: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class TributeDue(Event):
    payers: tuple[int, ...]
    receivers: tuple[int, ...]


@dataclass(frozen=True)
class TributeResisted(Event):
    """抗贡: the paying side holds both big jokers, so nobody pays; first place leads."""

    payers: tuple[int, ...]
    big_jokers: tuple[int, ...]  # big jokers held by each payer


@dataclass(frozen=True)
class TributeChosen(Event):
    """A payer or receiver has made a hidden choice (the card is revealed when all have chosen)."""

    seat: int


@dataclass(frozen=True)
class TributePaid(Event):
    giver: int
    receiver: int
    card: Card


@dataclass(frozen=True)
class ReturnPaid(Event):
    giver: int
    receiver: int
    card: Card | None  # only the two seats involved see it

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat in (None, self.giver, self.receiver) else replace(self, card=None)


@dataclass(frozen=True)
class LeadTaken(Event):
    """``seat`` leads the first trick of the hand."""

    seat: int


@dataclass(frozen=True)
class Played(Event):
    seat: int
    play: Play


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class CardsAnnounced(Event):
    """报牌: ``seat`` has ``n`` cards left (announced at six or fewer, or ten with the option)."""

    seat: int
    n: int


@dataclass(frozen=True)
class TrickWon(Event):
    seat: int  # whose play stood
    leader: int  # who leads next
    jiefeng: bool  # 接风: the winner had gone out, so the partner leads


@dataclass(frozen=True)
class WentOut(Event):
    seat: int
    place: int  # 1 = 上游 (first), 2, 3


@dataclass(frozen=True)
class HandEnded(Event):
    places: tuple[int, ...]  # place of each seat (1..4; both 下游 get 3 and 4 by seat order after 1-2)
    winning_team: int
    rise: int  # +3, +2 or +1
    levels_before: tuple[int, int]
    levels: tuple[int, int]  # after the rise (and a drop to 2, with the option)


@dataclass(frozen=True)
class AFailed(Event):
    """A team at A played a hand at A without passing it."""

    team: int
    failures: int
    dropped: bool  # the option: third failure, back to 2


@dataclass(frozen=True)
class MatchEnded(Event):
    winners: tuple[int, ...]
    team: int
    levels: tuple[int, int]
    reason: MatchEnd


# ---- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class GuandanState:
    # options
    announce: int  # announce hand sizes at or below this
    a_fail_drop: bool
    hands_limit: int  # 0: play until a team passes A
    # match
    rng: int
    hand_no: int
    levels: tuple[int, int]
    a_failures: tuple[int, int]
    level: int
    level_team: int | None
    extra: bool
    winners: tuple[int, ...] | None
    # hand
    phase: Phase
    hands: tuple[tuple[int, ...], ...]  # sorted codes
    turn: int
    top: Play | None  # the play to beat (None: the turn seat leads)
    top_seat: int
    passes: int
    table: tuple[Play | Pass | None, ...]  # each seat's last action in this trick
    finished: tuple[int, ...]  # seats in the order they went out
    played: tuple[int, ...]  # codes played this hand, in order
    # tribute
    payers: tuple[int, ...]
    receivers: tuple[int, ...]
    pending: tuple[int | None, ...]  # hidden choices per seat (codes) during tribute and return
    tributes: tuple[tuple[int, int, int], ...]  # (giver, receiver, code), public
    returns: tuple[tuple[int, int, int], ...]  # (giver, receiver, code)
    leader: int  # who leads after tribute
    prev_places: tuple[int, ...]  # places in the previous hand (empty in the first)
    actions: int = 0


# ---- view ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TributeRecord:
    giver: int
    receiver: int
    card: Card | None  # returns are hidden from the other two seats


@dataclass(frozen=True)
class GuandanView:
    """What one seat knows (``seat`` None: everything)."""

    seat: int | None
    hands: tuple[tuple[Card, ...] | None, ...]  # own hand only (sorted by code)
    announced: tuple[int | None, ...]  # hand sizes announced (at or below the announce limit)
    levels: tuple[int, int]  # team levels, 2..14 (A)
    level: int  # rank played this hand
    level_team: int | None
    hand_no: int
    hands_limit: int
    extra: bool
    announce: int
    a_fail_drop: bool
    a_failures: tuple[int, int]
    phase: Phase
    turn: int | None  # seat to play (None outside the play phase)
    deciding: tuple[int, ...]  # seats that must act now
    top: Play | None  # the play to beat
    top_seat: int | None
    table: tuple[Play | Pass | None, ...]
    finished: tuple[int, ...]
    played: tuple[Card, ...]  # every card played this hand, in order (for a card counter)
    payers: tuple[int, ...]
    receivers: tuple[int, ...]
    tributes: tuple[TributeRecord, ...]
    returns: tuple[TributeRecord, ...]
    my_choice: Card | None  # this seat's hidden tribute/return choice, if made
    prev_places: tuple[int, ...]
    winners: tuple[int, ...] | None

    @property
    def hand(self) -> tuple[Card, ...]:
        if self.seat is None:
            return ()
        return self.hands[self.seat] or ()

    @property
    def wild(self) -> Card:
        from engine.games.guandan.cards import to_card, wild_code

        return to_card(wild_code(self.level))


def team_of(seat: int) -> int:
    return seat & 1


def partner_of(seat: int) -> int:
    return (seat + 2) & 3
