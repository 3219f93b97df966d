"""Tribute (进贡), return (还贡), double tribute and anti-tribute (抗贡), as pure functions.

After a hand, with first place (上游) ``f``:
- partner second (双下): both opponents pay; the bigger tribute goes to ``f``, the smaller to the
  partner; equal tributes go clockwise (each payer to the opponent at its clockwise side, seat
  ``payer - 1``, play passing counter-clockwise from seat s to s + 1).
- partner third or last: the opponent who finished lower pays ``f``.
- anti-tribute: if the paying side holds both big jokers between them, nobody pays and ``f`` leads.
- the tribute is one of the payer's highest cards at the new hand's level, never the heart level
  card; the receiver gives back a card of natural rank 2 to 10 (not the heart level card; if the
  hand holds none, any lowest card).
- after tribute the payer whose card went to ``f`` leads.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.games.guandan.cards import BJ, power, wild_code


def payers_and_receivers(places: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Who pays and who receives after a hand with ``places[seat]`` (1 = first)."""
    first = places.index(1)
    partner = (first + 2) & 3
    opponents = ((first + 1) & 3, (first + 3) & 3)
    if places[partner] == 2:
        return tuple(sorted(opponents, key=lambda s: places[s])), (first, partner)
    lower = max(opponents, key=lambda s: places[s])
    return (lower,), (first,)


def resisted(hands: Sequence[Sequence[int]], payers: Sequence[int]) -> bool:
    """抗贡: the payers hold both big jokers between them."""
    return sum(hands[p].count(BJ) for p in payers) >= 2


def tribute_choices(hand: Sequence[int], level: int) -> tuple[int, ...]:
    """Distinct codes a payer may give: the highest cards by power, never the heart level card."""
    wild = wild_code(level)
    best = -1
    out: list[int] = []
    for c in hand:
        if c == wild:
            continue
        p = power(c >> 2, level)
        if p > best:
            best = p
            out = [c]
        elif p == best and c not in out:
            out.append(c)
    return tuple(sorted(out))


def return_choices(hand: Sequence[int], level: int) -> tuple[int, ...]:
    """Distinct codes a receiver may give back: natural rank 2..10 but not the heart level card."""
    wild = wild_code(level)
    out = sorted({c for c in hand if c != wild and 2 <= c >> 2 <= 10})
    if out:
        return tuple(out)
    low = min((power(c >> 2, level) for c in hand if c != wild), default=None)
    if low is None:
        return tuple(sorted(set(hand)))
    return tuple(sorted({c for c in hand if c != wild and power(c >> 2, level) == low}))


def allocate(payers: Sequence[int], receivers: Sequence[int], cards: Sequence[int],
             level: int) -> tuple[tuple[int, int, int], ...]:
    """``(giver, receiver, code)`` for each tribute; ``cards[i]`` is paid by ``payers[i]``."""
    if len(payers) == 1:
        return ((payers[0], receivers[0], cards[0]),)
    a, b = payers
    pa, pb = power(cards[0] >> 2, level), power(cards[1] >> 2, level)
    first, second = receivers
    if pa > pb:
        return ((a, first, cards[0]), (b, second, cards[1]))
    if pb > pa:
        return ((b, first, cards[1]), (a, second, cards[0]))
    return ((a, (a - 1) & 3, cards[0]), (b, (b - 1) & 3, cards[1]))


def leader_after(tributes: Sequence[tuple[int, int, int]], first: int) -> int:
    """The payer whose tribute went to first place leads."""
    for giver, receiver, _ in tributes:
        if receiver == first:
            return giver
    return tributes[0][0]
