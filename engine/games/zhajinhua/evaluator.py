"""Three-card hand strength for 扎金花 Zha Jin Hua, from a table precomputed once per process.

Order (seed 003): 豹子 trips > 顺金 straight flush > 金花 flush > 顺子 straight > 对子 pair > 单张 high card.
Straights run from A23 (lowest) to AKQ (highest); high cards compare A, K, … 2 card by card; pairs
compare the pair, then the kicker; suits never break ties. The special hand 235 of mixed suits is a
plain 5-high high card, except that it beats AAA (default) or every 豹子 (table option).

A hand's *strength* is an int: higher is better under the plain order (the 235 rule is applied on top by
:func:`beats` and :func:`showdown_winners`). Every one of the 22,100 hands is looked up, never rebuilt.
"""

from __future__ import annotations

import enum
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import combinations

from engine.cards import ACE, Card, standard_deck


class HandClass(enum.IntEnum):
    """The six hand classes, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    STRAIGHT = 2
    FLUSH = 3
    STRAIGHT_FLUSH = 4
    TRIPS = 5

    @property
    def name_zh(self) -> str:
        return ("单张", "对子", "顺子", "金花", "顺金", "豹子")[self.value]

    @property
    def name_en(self) -> str:
        return ("High card", "Pair", "Straight", "Flush", "Straight flush", "Three of a kind")[self.value]


CLASS_SHIFT = 4096  # strength = class * CLASS_SHIFT + tie-break (tie-break < 4096)


def _value(rank: int) -> int:
    """Rank value for comparing: 2 … 13, ace 14."""
    return 14 if rank == ACE else rank


def _strength_of(ranks_suits: Sequence[tuple[int, int]]) -> int:
    values = sorted((_value(r) for r, _ in ranks_suits), reverse=True)
    a, b, c = values
    flush = ranks_suits[0][1] == ranks_suits[1][1] == ranks_suits[2][1]
    if a == b == c:
        return HandClass.TRIPS * CLASS_SHIFT + a
    if a == b or b == c:
        pair, kicker = (a, c) if a == b else (b, a)
        return HandClass.PAIR * CLASS_SHIFT + pair * 15 + kicker
    top = 0
    if a - c == 2:
        top = a
    elif (a, b, c) == (14, 3, 2):
        top = 3  # A23: the lowest straight
    if top:
        cls = HandClass.STRAIGHT_FLUSH if flush else HandClass.STRAIGHT
        return cls * CLASS_SHIFT + top
    cls = HandClass.FLUSH if flush else HandClass.HIGH_CARD
    return cls * CLASS_SHIFT + a * 225 + b * 15 + c


SPECIAL_235 = HandClass.HIGH_CARD * CLASS_SHIFT + 5 * 225 + 3 * 15 + 2  # 235 not all one suit
TRIPS_ACES = HandClass.TRIPS * CLASS_SHIFT + 14
TRIPS_FLOOR = HandClass.TRIPS * CLASS_SHIFT


def card_id(card: Card) -> int:
    """0 … 51: suit * 13 + rank − 1."""
    return int(card.suit) * 13 + card.rank - 1


ALL_CARDS: tuple[Card, ...] = standard_deck()
_CARD_OF_ID: tuple[Card, ...] = tuple(sorted(ALL_CARDS, key=card_id))


def build_table() -> list[int]:
    """Strength of every ordered triple of distinct card ids, at index a*2704 + b*52 + c (0 elsewhere)."""
    table = [0] * (52 * 52 * 52)
    rs = [(c.rank, int(c.suit)) for c in _CARD_OF_ID]
    for a, b, c in combinations(range(52), 3):
        s = _strength_of((rs[a], rs[b], rs[c]))
        for x, y, z in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):
            table[x * 2704 + y * 52 + z] = s
    return table


TOTAL_HANDS = 22_100  # C(52, 3)
_table_cache: list[list[int]] = []
_sorted_cache: list[tuple[int, ...]] = []


def _table() -> list[int]:
    """The strength table, built on first use (keeps the app's start-up fast)."""
    if not _table_cache:
        _table_cache.append(build_table())
    return _table_cache[0]


def _all_strengths() -> tuple[int, ...]:
    """Every hand's strength, sorted (for percentiles)."""
    if not _sorted_cache:
        table = _table()
        ordered = tuple(sorted(table[a * 2704 + b * 52 + c] for a, b, c in combinations(range(52), 3)))
        assert len(ordered) == TOTAL_HANDS
        _sorted_cache.append(ordered)
    return _sorted_cache[0]


def strength(cards: Sequence[Card]) -> int:
    """Plain-order strength of exactly three distinct cards (higher is better)."""
    a, b, c = cards
    return _table()[card_id(a) * 2704 + card_id(b) * 52 + card_id(c)]


def strength_of_ids(a: int, b: int, c: int) -> int:
    return _table()[a * 2704 + b * 52 + c]


def class_of_strength(s: int) -> HandClass:
    return HandClass(s // CLASS_SHIFT)


def classify(cards: Sequence[Card]) -> HandClass:
    return class_of_strength(strength(cards))


def is_special_235(cards: Sequence[Card]) -> bool:
    """2, 3 and 5 not all of one suit (the hand that beats 豹子 AAA)."""
    return strength(cards) == SPECIAL_235


def special_kills(s_special: int, s_other: int, beats_all_trips: bool) -> bool:
    """Does the 235 special hand beat this other strength by the special rule?"""
    if s_special != SPECIAL_235 or s_other < TRIPS_FLOOR:
        return False
    return beats_all_trips or s_other == TRIPS_ACES


def beats(s_a: int, s_b: int, beats_all_trips: bool = False) -> bool:
    """Does a hand of strength ``s_a`` strictly beat one of strength ``s_b``?"""
    if special_kills(s_a, s_b, beats_all_trips):
        return True
    if special_kills(s_b, s_a, beats_all_trips):
        return False
    return s_a > s_b


def compare(s_a: int, s_b: int, beats_all_trips: bool = False) -> int:
    """1 if a beats b, −1 if b beats a, 0 if they are equal."""
    if beats(s_a, s_b, beats_all_trips):
        return 1
    if beats(s_b, s_a, beats_all_trips):
        return -1
    return 0


def showdown_winners(strengths: Sequence[tuple[int, int]], beats_all_trips: bool = False) -> tuple[int, ...]:
    """Seats with the best hand among ``(seat, strength)`` pairs, in the given order.

    The best plain strength wins (equal best hands share); but if the best hand is a 豹子 that the
    235 special beats and a 235 is in the showdown, the 235 holder(s) win.
    """
    best = max(s for _, s in strengths)
    if special_kills(SPECIAL_235, best, beats_all_trips) and any(s == SPECIAL_235 for _, s in strengths):
        best = SPECIAL_235
    return tuple(seat for seat, s in strengths if s == best)


def percentile(s: int) -> float:
    """Share of all 22,100 hands this strength beats, counting ties as half (plain order)."""
    ordered = _all_strengths()
    lo = bisect_left(ordered, s)
    hi = bisect_right(ordered, s)
    return (lo + 0.5 * (hi - lo)) / TOTAL_HANDS


def class_counts() -> dict[HandClass, int]:
    """How many of the 22,100 hands fall in each class."""
    out = {cls: 0 for cls in HandClass}
    for s in _all_strengths():
        out[class_of_strength(s)] += 1
    return out


def rank_all_hands() -> list[tuple[int, int, int]]:
    """Every three-card hand (as card ids) sorted from best to worst: the benchmark's workload."""
    table = _table()
    hands = [(a, b, c) for a, b, c in combinations(range(52), 3)]
    hands.sort(key=lambda h: table[h[0] * 2704 + h[1] * 52 + h[2]], reverse=True)
    return hands


def card_of_id(i: int) -> Card:
    return _CARD_OF_ID[i]


__all__ = [
    "ALL_CARDS", "HandClass", "SPECIAL_235", "TOTAL_HANDS", "TRIPS_ACES", "beats",
    "build_table", "card_id", "card_of_id", "class_counts", "class_of_strength", "classify", "compare",
    "is_special_235", "percentile", "rank_all_hands", "showdown_winners", "special_kills", "strength",
    "strength_of_ids",
]
