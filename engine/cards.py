"""Standard playing cards shared by the games that use a French-suited deck."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Suit(enum.IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    JOKER = 4

    @property
    def symbol(self) -> str:
        return "♣♦♥♠★"[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


ACE, JACK, QUEEN, KING = 1, 11, 12, 13
SMALL_JOKER, BIG_JOKER = 14, 15
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K", SMALL_JOKER: "jk", BIG_JOKER: "JK"}
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A card: rank 1 (ace) … 13 (king); 14 small joker, 15 big joker (suit JOKER)."""

    rank: int
    suit: Suit

    @property
    def rank_name(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def is_joker(self) -> bool:
        return self.suit is Suit.JOKER

    def __str__(self) -> str:
        if self.is_joker:
            return "BJ" if self.rank == BIG_JOKER else "SJ"
        return f"{self.suit.symbol}{self.rank_name}"

    @classmethod
    def from_str(cls, text: str) -> Card:
        """The card ``str(card)`` names ("♠A", "♥10", "SJ", "BJ"); ``ValueError`` for anything else."""
        if text in ("SJ", "BJ"):
            return cls(BIG_JOKER if text == "BJ" else SMALL_JOKER, Suit.JOKER)
        suit = "♣♦♥♠".find(text[:1])
        rank = _RANK_OF.get(text[1:])
        if suit < 0 or rank is None:
            raise ValueError(f"not a card: {text!r}")
        return cls(rank, Suit(suit))


_RANK_OF = {RANK_NAMES.get(r, str(r)): r for r in range(1, 14)}


def standard_deck(ranks: tuple[int, ...] = tuple(range(1, 14)), jokers: bool = False) -> tuple[Card, ...]:
    """One deck in a fixed order: every suit of every given rank, then the jokers if asked."""
    cards = [Card(r, s) for s in SUITS for r in ranks]
    if jokers:
        cards += [Card(SMALL_JOKER, Suit.JOKER), Card(BIG_JOKER, Suit.JOKER)]
    return tuple(cards)
