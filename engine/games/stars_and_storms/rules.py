"""Pure rule helpers for Stars and Storms: adjacency, storm reach, heat, ranking, stakes, terms."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, Suit
from engine.games.stars_and_storms.model import MAX_LEVEL, Star

RANKS = tuple(range(1, 14))  # A=1 … K=13, arranged in a circle


def distance(a: int, b: int) -> int:
    """Circular distance between two ranks (A is next to both 2 and K); 0 … 6."""
    d = abs(a - b) % 13
    return min(d, 13 - d)


def reach(rank: int, level: int) -> tuple[int, ...]:
    """Every rank a storm of ``rank`` touches at ``level``, in ascending order."""
    return tuple(r for r in RANKS if distance(r, rank) <= level)


def storm_hits(star: Star, rank: int, level: int) -> bool:
    return distance(star.rank, rank) <= level


def is_heat(card: Card, heat_rank: int | None) -> bool:
    """A heat card: the heat rank's four cards, or a joker declared as one of them."""
    return heat_rank is not None and card.rank == heat_rank and card.suit is not Suit.JOKER


def zone_points(zone: Sequence[Star]) -> int:
    return sum(s.rank for s in zone)


def rank_seats(stars: Sequence[int], points: Sequence[int], candidates: Sequence[int]) -> tuple[int, ...]:
    """The winners among ``candidates``: most stars, then most star points; ties shared."""
    if not candidates:
        return ()
    best = max((stars[s], points[s]) for s in candidates)
    return tuple(s for s in candidates if (stars[s], points[s]) == best)


def settle(points: Sequence[int], destroyer: int) -> tuple[int, ...]:
    """Chips each seat wins (+) or pays (−): everyone settles its point difference with the destroyer."""
    deltas = [0] * len(points)
    for s, p in enumerate(points):
        if s == destroyer:
            continue
        diff = p - points[destroyer]
        deltas[s] += diff
        deltas[destroyer] -= diff
    return tuple(deltas)


def next_term(destroyer: int | None, level: int, streak: int, winners: Sequence[int]) -> tuple[int | None, int, int]:
    """The next round's (destroyer, level, streak) after a round with these winners.

    A sole winner becomes (or stays) the destroyer; a re-election raises the level by one, except that a
    round at the top level destroys the universe and the next starts at level 1 again. A shared win
    leaves the next round without a destroyer, at level 1.
    """
    if len(winners) != 1:
        return None, 1, 0
    w = winners[0]
    if w == destroyer:
        if level >= MAX_LEVEL:
            return w, 1, streak + 1
        return w, level + 1, streak + 1
    return w, 1, 1
