"""Every legal Guandan play from a hand, by type, in a stable order (for hints, AI and tests).

A listed play is ``(codes, ctype, key)`` with ``codes`` in display order (a sequence from its
bottom card up with wild cards in the places they fill; a full house triple first). Plays are listed once per reading
and per *rank signature*: which ranks the natural cards have and how many wild cards stand in.
Natural cards of the same rank are interchangeable for every type but the straight flush, so the
suit of a natural card is chosen canonically (the first in suit order ♣♦♥♠), except that a plain
straight of natural cards is never picked all of one suit (that would be a straight flush) and a
straight flush is listed for each suit. Wild cards may stand in for ranks the hand also holds
(keeping the natural card for something else), and two wilds may make a whole pair of a 三连对.

Within a type, plays are ordered by strength (weakest first), then by wild cards used.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import combinations

from engine.games.guandan.cards import HEARTS, LEVEL_POWER
from engine.games.guandan.combos import (
    BOMB, FULL_HOUSE, JOKER_BOMB, PAIR, PLATE, PLATE_WINDOWS, SINGLE, STRAIGHT, STRAIGHT_FLUSH,
    STRAIGHT_WINDOWS, TRIPLE, TUBE, TUBE_WINDOWS, bomb_value, value,
)

Raw = tuple[tuple[int, ...], int, int]  # (codes, combo type, key)
NON_BOMB_TYPES = (SINGLE, PAIR, TRIPLE, FULL_HOUSE, STRAIGHT, TUBE, PLATE)
_BOMB_GROUP = BOMB  # bombs, straight flushes and the joker bomb are listed together


def power_order(level: int) -> tuple[int, ...]:
    """Natural ranks from weakest to strongest in singles/pairs/triples/bombs (level above A)."""
    return tuple(r for r in range(2, 15) if r != level) + (level,)


_POWER_ORDERS = {level: power_order(level) for level in range(2, 15)}


def _window_masks(windows: dict[int, tuple[int, ...]]) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """(key, ranks, bit mask) per window; an ace at the bottom uses bit 1."""
    return tuple((top, win, sum(1 << (1 if r == 14 and win[0] == 14 else r) for r in win))
                 for top, win in windows.items())


_STRAIGHT_MASKS = _window_masks(STRAIGHT_WINDOWS)
_TUBE_MASKS = _window_masks(TUBE_WINDOWS)
_PLATE_MASKS = _window_masks(PLATE_WINDOWS)
_WILDS = {level * 4 + HEARTS: ((), (level * 4 + HEARTS,), (level * 4 + HEARTS,) * 2) for level in range(2, 15)}
_NATURAL_BITS = sum(1 << r for r in range(2, 15))
_POWER_TABLES = {level: [LEVEL_POWER if r == level else r for r in range(18)] for level in range(2, 15)}


class HandIndex:
    """A hand prepared for listing plays; lists are built on first use and kept."""

    __slots__ = ("level", "wild", "w", "n", "by_rank", "cnt", "maxc", "m1", "_m23", "_suit_masks", "_lists",
                 "_values", "_order", "_power", "memo")

    def __init__(self, hand: Sequence[int], level: int) -> None:
        self.level = level
        wild = level * 4 + HEARTS
        self.wild = wild
        by_rank: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []]
        sm = [0, 0, 0, 0]
        w = 0
        for c in hand:  # hands are sorted, so each rank's codes come out sorted
            if c == wild:
                w += 1
            else:
                by_rank[c >> 2].append(c)
                sm[c & 3] |= 1 << (c >> 2)
        self.w = w
        self.n = len(hand)
        self.by_rank = by_rank
        cnt = [len(x) for x in by_rank]
        self.cnt = cnt
        self.maxc = max(cnt[2:15])
        for s in range(4):
            m = sm[s] & _NATURAL_BITS
            if m >> 14 & 1:  # the ace also stands below the 2 in sequences
                m |= 2
            sm[s] = m
        self._suit_masks = sm
        self.m1 = sm[0] | sm[1] | sm[2] | sm[3]  # ranks held (bit per rank, the ace also as bit 1)
        self._m23: tuple[int, int] | None = None
        self._lists: dict[int, list[Raw]] = {}
        self._values: dict[int, list[int]] = {}
        self._order = _POWER_ORDERS[level]
        self._power = _POWER_TABLES[level]
        self.memo: dict[object, object] = {}  # for callers that derive things from the lists

    def suit_masks(self) -> list[int]:
        """Per suit, a bit per natural rank held (not counting wilds); an ace sets bits 14 and 1."""
        return self._suit_masks

    def multi_masks(self) -> tuple[int, int]:
        """Bits of the ranks held at least twice and at least three times (the ace also as bit 1)."""
        got = self._m23
        if got is None:
            cnt = self.cnt
            m2 = m3 = 0
            for r in range(2, 15):
                c = cnt[r]
                if c >= 2:
                    m2 |= 1 << r
                    if c >= 3:
                        m3 |= 1 << r
            if cnt[14] >= 2:
                m2 |= 2
                if cnt[14] >= 3:
                    m3 |= 2
            got = self._m23 = (m2, m3)
        return got

    # ---- public ------------------------------------------------------------------------
    def of_type(self, ctype: int) -> list[Raw]:
        """Plays of one type (``BOMB`` means every bomb: bombs, straight flushes, joker bomb)."""
        if ctype >= BOMB:
            ctype = _BOMB_GROUP
        got = self._lists.get(ctype)
        if got is None:
            got, vals = _MAKERS[ctype](self)
            self._lists[ctype] = got
            self._values[ctype] = vals
        return got

    def values_of(self, ctype: int) -> list[int]:
        """Comparison values parallel to :meth:`of_type` (ascending)."""
        if ctype >= BOMB:
            ctype = _BOMB_GROUP
        if ctype not in self._values:
            self.of_type(ctype)
        return self._values[ctype]

    def above(self, ctype: int, floor: int) -> list[Raw]:
        """Plays of a non-bomb type whose comparison value is above ``floor``, weakest first."""
        got = self._lists.get(ctype)
        if got is not None or ctype in _CHEAP:
            got = self.of_type(ctype)
            return got[bisect_right(self._values[ctype], floor):]
        return _MAKERS_ABOVE[ctype](self, floor)[0]

    def leads(self) -> list[Raw]:
        """Every play that may lead a trick, by type (single … plate, then bombs)."""
        out: list[Raw] = []
        for t in NON_BOMB_TYPES:
            out.extend(self.of_type(t))
        out.extend(self.of_type(BOMB))
        return out

    def answers(self, top_type: int, top_key: int, top_n: int) -> list[Raw]:
        """Every play that beats ``(top_type, top_key)`` of ``top_n`` cards."""
        lv = self.level
        if top_type >= BOMB:
            bombs = self.of_type(BOMB)
            i = bisect_right(self._values[BOMB], bomb_value(top_type, top_key, top_n, lv))
            return bombs[i:]
        same = self.of_type(top_type)
        i = bisect_right(self._values[top_type], value(top_type, top_key, top_n, lv))
        return same[i:] + self.of_type(BOMB)

    # ---- makers (each returns the plays and their comparison values) --------------------
    def _singles(self) -> tuple[list[Raw], list[int]]:
        br = self.by_rank
        out: list[Raw] = []
        vals: list[int] = []
        pw = self._power
        for r in self._order:
            if br[r]:
                out.append(((br[r][0],), SINGLE, r))
                vals.append(pw[r])
        if self.w:
            out.append(((self.wild,), SINGLE, self.level))
            vals.append(LEVEL_POWER)
        for r in (16, 17):
            if br[r]:
                out.append(((br[r][0],), SINGLE, r))
                vals.append(r)
        return out, vals

    def _pairs(self) -> tuple[list[Raw], list[int]]:
        br = self.by_rank
        w = self.w
        wild = self.wild
        pw = self._power
        out: list[Raw] = []
        vals: list[int] = []
        if self.maxc >= 2 or w:
            for r in self._order:
                lst = br[r]
                n = len(lst)
                if n >= 2:
                    out.append(((lst[0], lst[1]), PAIR, r))
                    vals.append(pw[r])
                if n and w:
                    a = lst[0]
                    out.append(((a, wild), PAIR, r))
                    vals.append(pw[r])
        if w == 2:
            out.append(((wild, wild), PAIR, self.level))
            vals.append(LEVEL_POWER)
        for r in (16, 17):
            if len(br[r]) == 2:
                out.append((tuple(br[r]), PAIR, r))
                vals.append(r)
        return out, vals

    def _triple_parts(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """(rank, wilds used, natural codes) for every triple, weakest first."""
        br = self.by_rank
        w = self.w
        out: list[tuple[int, int, tuple[int, ...]]] = []
        if not w:
            if self.maxc < 3:
                return out
            for r in self._order:
                if len(br[r]) >= 3:
                    out.append((r, 0, tuple(br[r][:3])))
            return out
        for r in self._order:
            n = len(br[r])
            if not n:
                continue
            for u in range(0, min(w, 2) + 1):
                k = 3 - u
                if k <= n:
                    out.append((r, u, tuple(br[r][:k])))
        return out

    def _triples(self) -> tuple[list[Raw], list[int]]:
        wild = self.wild
        pw = self._power
        out: list[Raw] = []
        vals: list[int] = []
        if self.n < 3:
            return out, vals
        for r, u, nat in self._triple_parts():
            codes = nat if not u else nat + (wild,) * u
            out.append((codes, TRIPLE, r))
            vals.append(pw[r])
        return out, vals

    def _full_houses(self, floor: int = 0) -> tuple[list[Raw], list[int]]:
        out: list[Raw] = []
        vals: list[int] = []
        if self.n < 5:
            return out, vals
        triples = self._triple_parts()
        if not triples:
            return out, vals
        br = self.by_rank
        w = self.w
        wild = self.wild
        pw = self._power
        pairs: list[tuple[int, int, tuple[int, ...]]] = []
        for r in self._order:
            n = len(br[r])
            if n >= 2:
                pairs.append((r, 0, (br[r][0], br[r][1])))
            if n and w:
                pairs.append((r, 1, (br[r][0],)))
        if w == 2:
            pairs.append((0, 2, ()))
        for r in (16, 17):
            if len(br[r]) == 2:
                pairs.append((r, 0, tuple(br[r])))
        for t, u, tnat in triples:
            left = w - u
            v_t = pw[t]
            if v_t <= floor:
                continue
            for p, v, pnat in pairs:
                if p == t or v > left:
                    continue
                out.append((tnat + _WILDS[wild][u] + pnat + _WILDS[wild][v], FULL_HOUSE, t))
                vals.append(v_t)
        return out, vals

    def _sequences(self, windows: tuple[tuple[int, tuple[int, ...], int], ...], width: int,
                   ctype: int, floor: int = 0) -> tuple[list[Raw], list[int]]:
        """三连对 (width 2) and 钢板 (width 3): each rank of the window takes ``width`` cards."""
        out: list[Raw] = []
        vals: list[int] = []
        w = self.w
        size = width * (2 if width == 3 else 3)
        if self.n < size:
            return out, vals
        br = self.by_rank
        cnt = self.cnt
        wild = self.wild
        m1 = self.m1
        m2, m3 = self.multi_masks()
        need = size - w
        for top, win, wmask in windows:
            if top <= floor:
                continue
            have = (m1 & wmask).bit_count() + (m2 & wmask).bit_count()
            if width == 3:
                have += (m3 & wmask).bit_count()
            if have < need:
                continue
            # choices of natural count per rank, wilds fill the rest
            options = [range(max(0 if width == 2 else 1, width - w), min(cnt[r], width) + 1) for r in win]
            for ks in _product(options):
                u = size - sum(ks)
                if u > w:
                    continue
                nat: list[int] = []
                for r, k in zip(win, ks):
                    nat.extend(br[r][:k])
                    if k < width:
                        nat.extend((wild,) * (width - k))
                out.append((tuple(nat), ctype, top))
                vals.append(top)
        return out, vals

    def _tubes(self, floor: int = 0) -> tuple[list[Raw], list[int]]:
        return self._sequences(_TUBE_MASKS, 2, TUBE, floor)

    def _plates(self, floor: int = 0) -> tuple[list[Raw], list[int]]:
        return self._sequences(_PLATE_MASKS, 3, PLATE, floor)

    def _straights(self, floor: int = 0) -> tuple[list[Raw], list[int]]:
        out: list[Raw] = []
        vals: list[int] = []
        w = self.w
        if self.n < 5:
            return out, vals
        br = self.by_rank
        wild = self.wild
        m1 = self.m1
        need = 5 - w
        for top, win, wmask in _STRAIGHT_MASKS:
            if top <= floor or (m1 & wmask).bit_count() < need:
                continue
            have = [r for r in win if br[r]]
            missing = 5 - len(have)
            for extra in range(0, w - missing + 1):
                for swapped in (combinations(have, extra) if extra else ((),)):
                    if missing + extra:
                        codes = tuple([br[r][0] if br[r] and r not in swapped else wild for r in win])
                    else:
                        nat = _not_one_suit([br[r][0] for r in win], br)
                        if nat is None:
                            continue
                        codes = tuple(nat)
                    out.append((codes, STRAIGHT, top))
                    vals.append(top)
        return out, vals

    def _bombs(self) -> tuple[list[Raw], list[int]]:
        br = self.by_rank
        w = self.w
        wild = self.wild
        lv = self.level
        found: list[tuple[int, int, Raw]] = []
        if self.n < 4:
            return [], []
        cnt = self.cnt
        if self.maxc + w >= 4:
            for r in self._order:
                c = cnt[r]
                if not c or c + w < 4:
                    continue
                for n in range(4, c + w + 1):
                    for u in range(max(0, n - c), min(w, n - 1) + 1):
                        codes = tuple(br[r][:n - u]) + _WILDS[wild][u]
                        found.append((bomb_value(BOMB, r, n, lv), u, (codes, BOMB, r)))
        need = 5 - w
        if self.n >= 5 and (self.m1 & ~2).bit_count() >= need:
            masks = self.suit_masks()
            for s in range(4):
                mask = masks[s]
                if mask.bit_count() < need:
                    continue
                for top, win, wmask in _STRAIGHT_MASKS:
                    if (mask & wmask).bit_count() < need:
                        continue
                    have = [r for r in win if mask >> r & 1]
                    missing = 5 - len(have)
                    for extra in range(0, w - missing + 1):
                        for swapped in (combinations(have, extra) if extra else ((),)):
                            u = missing + extra
                            codes = tuple([r * 4 + s if mask >> r & 1 and r not in swapped else wild
                                           for r in win])
                            found.append((bomb_value(STRAIGHT_FLUSH, top, 5, lv), u, (codes, STRAIGHT_FLUSH, top)))
        if cnt[16] == 2 and cnt[17] == 2:
            found.append((bomb_value(JOKER_BOMB, 17, 4, lv), 0, (tuple(br[16] + br[17]), JOKER_BOMB, 17)))
        if not found:
            return [], []
        found.sort(key=lambda f: (f[0], f[1]))
        return [f[2] for f in found], [f[0] for f in found]


def _not_one_suit(nat: list[int], br: list[list[int]]) -> list[int] | None:
    """The natural cards of a straight with one swapped so that they are not all of one suit."""
    suit = nat[0] & 3
    for c in nat:
        if c & 3 != suit:
            return nat
    for i, c in enumerate(nat):
        for alt in br[c >> 2]:
            if alt & 3 != suit:
                out = list(nat)
                out[i] = alt
                return out
    return None


def _product(options: list[range]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for opt in options:
        out = [prev + (k,) for prev in out for k in opt]
    return out


_MAKERS = {
    SINGLE: HandIndex._singles,
    PAIR: HandIndex._pairs,
    TRIPLE: HandIndex._triples,
    FULL_HOUSE: HandIndex._full_houses,
    STRAIGHT: HandIndex._straights,
    TUBE: HandIndex._tubes,
    PLATE: HandIndex._plates,
    BOMB: HandIndex._bombs,
}

_CHEAP = frozenset((SINGLE, PAIR, TRIPLE))
_MAKERS_ABOVE = {
    FULL_HOUSE: HandIndex._full_houses,
    STRAIGHT: HandIndex._straights,
    TUBE: HandIndex._tubes,
    PLATE: HandIndex._plates,
}

_BY_ID: dict[int, tuple[tuple[int, ...], int, HandIndex]] = {}
_INDEX_CACHE: dict[tuple[tuple[int, ...], int], HandIndex] = {}
_INDEX_CACHE_MAX = 12


def hand_index(hand: tuple[int, ...], level: int) -> HandIndex:
    """A (shared, cached) :class:`HandIndex` for a sorted hand at a level (the last few are kept).

    Game states share an unchanged hand's tuple object, so the cache is first asked by identity
    (no hashing of the codes); each such entry holds its tuple, so the id cannot be reused meanwhile.
    """
    by_id = _BY_ID
    entry = by_id.get(id(hand))
    if entry is not None and entry[0] is hand and entry[1] == level:
        return entry[2]
    key = (hand, level)
    cache = _INDEX_CACHE
    got = cache.get(key)
    if got is None:
        if len(cache) >= _INDEX_CACHE_MAX:
            del cache[next(iter(cache))]  # the oldest
        got = HandIndex(hand, level)
        cache[key] = got
    if len(by_id) >= 2 * _INDEX_CACHE_MAX:
        by_id.clear()
    by_id[id(hand)] = (hand, level, got)
    return got


def all_leads(hand: Sequence[int], level: int) -> list[Raw]:
    """Every play that may lead a trick, without using the cache."""
    return HandIndex(hand, level).leads()


def all_answers(hand: Sequence[int], level: int, top_type: int, top_key: int, top_n: int) -> list[Raw]:
    """Every play that beats the play on the table, without using the cache."""
    return HandIndex(hand, level).answers(top_type, top_key, top_n)


__all__ = ["HandIndex", "Raw", "all_answers", "all_leads", "hand_index", "power_order", "LEVEL_POWER"]
