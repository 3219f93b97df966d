"""Past-tense events of 现世通行. Each redacts itself for the seat that hears it."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from engine.core import Event
from engine.games.xianshi_tongxing.cards import Card, Kind


class NoEffectReason(enum.Enum):
    PLAIN_DISCARD = "plain_discard"  # 城管 or 裁判 played in your own play phase
    SECOND_STRIKE = "second_strike"  # a face-down 攻击/逆转 after one was already played this turn
    TOO_FEW_CARDS = "too_few_cards"  # 交易 with fewer than two cards on a side, 教主 on an empty hand
    EMPTY_DECK = "empty_deck"  # 预知/言灵 with no deck
    NOBODY = "nobody"  # 乞讨 with nobody able to give, 纯粹 (revive) with nobody out
    NO_TARGET = "no_target"  # a face-down card that needs a seat when none is left


class DuelEnd(enum.Enum):
    STOPPED = "stopped"
    TONGXING = "tongxing"


class ShuffleReason(enum.Enum):
    CHONGLIAN = "chonglian"  # 重连
    CHONGLIAN_REMIX = "chonglian_remix"  # 重连 under the three-pile rules: discard pile mixed back in
    TONGXING_BACK = "tongxing_back"  # three-pile rules: a resolved 通行 is shuffled back
    REVIVE = "revive"  # 纯粹 (revive) put a 通行 back
    EMPTY_DECK = "empty_deck"  # the deck ran out: the discard pile became the deck


def _own(seat: int | None, *owners: int) -> bool:
    return seat is None or seat in owners


@dataclass(frozen=True)
class DeckBuilt(Event):
    """Setup: ``tongxing`` 通行 and ``chengguan`` 城管 went into a deck of ``size``; ``removed`` left the game."""

    size: int
    tongxing: int
    chengguan: int
    removed: tuple[Card, ...]
    first: int


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    cards: tuple[Card, ...] | None
    n: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if _own(seat, self.seat) else replace(self, cards=None)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    extra: int
    bottom: bool


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card was played face up (``blind``: it had been turned from the face-down cards)."""

    seat: int
    card: Card
    face: Card
    target: int | None
    position: int | None
    blind: bool


@dataclass(frozen=True)
class NoEffect(Event):
    seat: int
    card: Card
    reason: NoEffectReason


@dataclass(frozen=True)
class CountsChanged(Event):
    """The turn's extra draws E or skips S changed (强欲, 路过)."""

    seat: int
    extra: int
    skip: int


@dataclass(frozen=True)
class BottomSet(Event):
    """抽底: ``target``'s draw phase (this turn if it is ``seat``) draws from the bottom."""

    seat: int
    target: int


@dataclass(frozen=True)
class WindowOpened(Event):
    """A 裁判 window: ``asked`` may answer the card ``face`` of ``owner`` (``chain``: 裁判 played so far)."""

    owner: int
    face: Card
    asked: tuple[int, ...]
    chain: int


@dataclass(frozen=True)
class Judged(Event):
    """``seat`` played ``card`` as a 裁判 against the last card of ``against``."""

    seat: int
    card: Card
    against: int


@dataclass(frozen=True)
class Declined(Event):
    seat: int


@dataclass(frozen=True)
class EffectCancelled(Event):
    owner: int
    face: Card


@dataclass(frozen=True)
class Attacked(Event):
    """攻击: ``target`` takes the next turn with ``extra`` extra draws."""

    seat: int
    target: int
    extra: int
    bottom: bool


@dataclass(frozen=True)
class Reversed(Event):
    seat: int
    direction: int
    target: int
    extra: int
    bottom: bool


@dataclass(frozen=True)
class Peeked(Event):
    """预知/言灵: ``seat`` saw the card at ``position``; only it learns which card."""

    seat: int
    position: int
    card: Card | None

    def seen_by(self, seat: int | None) -> Event | None:
        return self if _own(seat, self.seat) else replace(self, card=None)


@dataclass(frozen=True)
class YanlingMoved(Event):
    seat: int
    source: int
    dest: int


@dataclass(frozen=True)
class YanlingUndone(Event):
    """A cancelled 言灵: the card went back from ``dest`` to ``source``."""

    seat: int
    source: int
    dest: int


@dataclass(frozen=True)
class Shuffled(Event):
    seat: int
    reason: ShuffleReason
    size: int


@dataclass(frozen=True)
class Sealed(Event):
    """封印: ``n`` cards of ``seat`` set aside; the owner sees which of them it knew."""

    seat: int
    by: int
    cards: tuple[Card, ...] | None
    n: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if _own(seat, self.seat) else replace(self, cards=None)


@dataclass(frozen=True)
class Nightmared(Event):
    """梦魇: ``seat``'s ``n`` cards were shuffled face down."""

    seat: int
    by: int
    n: int


@dataclass(frozen=True)
class Released(Event):
    """After its draw phase ``seat`` took back sealed and face-down cards (``cards``: to the owner)."""

    seat: int
    cards: tuple[Card, ...] | None
    sealed: int
    blind: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if _own(seat, self.seat) else replace(self, cards=None)


@dataclass(frozen=True)
class Flipped(Event):
    """梦魇: ``seat`` turned face-down card ``index``; it must be played."""

    seat: int
    index: int
    card: Card


@dataclass(frozen=True)
class SecretChoiceOpened(Event):
    """交易 or 乞讨: ``seats`` choose at the same time, unseen."""

    owner: int
    face: Card
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Answered(Event):
    """``seat`` gave its secret answer (what it chose stays hidden until all are in)."""

    seat: int


@dataclass(frozen=True)
class Traded(Event):
    """交易: ``a`` handed over ``a_gave`` and ``b`` handed over ``b_gave``. Each side sees what it
    received; of what it handed over, only the cards it could see (face-down picks stay None)."""

    a: int
    b: int
    a_gave: tuple[Card | None, ...]
    b_gave: tuple[Card | None, ...]
    a_blind: tuple[bool, ...]
    b_blind: tuple[bool, ...]

    def seen_by(self, seat: int | None) -> Event | None:
        if seat is None:
            return self
        hidden = (None, None)

        def own(gave: tuple[Card | None, ...], blind: tuple[bool, ...]) -> tuple[Card | None, ...]:
            return tuple(None if b else c for c, b in zip(gave, blind))

        if seat == self.a:
            return replace(self, a_gave=own(self.a_gave, self.a_blind))
        if seat == self.b:
            return replace(self, b_gave=own(self.b_gave, self.b_blind))
        return replace(self, a_gave=hidden[: len(self.a_gave)], b_gave=hidden[: len(self.b_gave)])


@dataclass(frozen=True)
class Gave(Event):
    """教主: ``giver`` gave ``receiver`` a card (``blind``: picked face down, unknown to the giver)."""

    giver: int
    receiver: int
    card: Card | None
    blind: bool

    def seen_by(self, seat: int | None) -> Event | None:
        if seat is None or seat == self.receiver or (seat == self.giver and not self.blind):
            return self
        return replace(self, card=None)


@dataclass(frozen=True)
class BegResolved(Event):
    """乞讨: the answers, shown at once. ``givers`` each gave the card at the same index of ``cards``
    (the beggar sees them all; a giver sees its own unless picked face down)."""

    beggar: int
    givers: tuple[int, ...]
    cards: tuple[Card | None, ...]
    blind: tuple[bool, ...]
    refusers: tuple[int, ...]

    def seen_by(self, seat: int | None) -> Event | None:
        if seat is None or seat == self.beggar:
            return self
        cards = tuple(c if (g == seat and not b) else None for g, c, b in zip(self.givers, self.cards, self.blind))
        return replace(self, cards=cards)


@dataclass(frozen=True)
class DuelStarted(Event):
    initiator: int
    target: int


@dataclass(frozen=True)
class DuelDiscarded(Event):
    seat: int
    card: Card | None  # None: it had nothing to discard
    blind: bool


@dataclass(frozen=True)
class DuelEnded(Event):
    initiator: int
    target: int
    reason: DuelEnd


@dataclass(frozen=True)
class DrawPhaseStarted(Event):
    seat: int
    draws: int
    bottom: bool


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew a card (from the bottom if ``bottom``). A 通行 is shown to everyone."""

    seat: int
    card: Card | None
    bottom: bool
    duel: bool

    def seen_by(self, seat: int | None) -> Event | None:
        if _own(seat, self.seat) or (self.card is not None and self.card.kind is Kind.TONGXING):
            return self
        return replace(self, card=None)


@dataclass(frozen=True)
class Defused(Event):
    seat: int
    card: Card


@dataclass(frozen=True)
class BlindPicked(Event):
    """梦魇: a 通行 was drawn and ``seat`` tried face-down card ``index``: it was ``card``."""

    seat: int
    index: int
    card: Card
    saved: bool


@dataclass(frozen=True)
class PutBackDone(Event):
    """The defused 通行 went back with ``position`` cards above it (secret unless 图钉 is on)."""

    seat: int
    position: int | None
    public: bool
    deck_size: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if (self.public or _own(seat, self.seat)) else replace(self, position=None)


@dataclass(frozen=True)
class Exploded(Event):
    """``seat`` drew a 通行 it could not defuse (its elimination follows)."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Eliminated(Event):
    """``seat`` is out; its cards (``discarded``, face up) went to the discard pile."""

    seat: int
    discarded: tuple[Card, ...]


@dataclass(frozen=True)
class Discarded(Event):
    """Hand limit: ``seat`` discarded ``card``."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Revived(Event):
    """纯粹 (revive): ``seat`` is back; ``chengguan``: it took a 城管 from the discard pile;
    ``tongxing_back``: a 通行 went from the discard pile back into the deck."""

    seat: int
    by: int
    chengguan: bool
    tongxing_back: bool


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
