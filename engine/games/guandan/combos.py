"""Guandan combinations: what a selection of cards forms, and which play beats which.

Pure functions on int card codes (see :mod:`engine.games.guandan.cards`). A *reading* is a pair
``(ComboType, key)``: the key is the rank that decides comparisons —

- single, pair, triple: the rank of the cards; full house (三带二): the rank of the triple;
- straight (顺子), 三连对 (tube), 钢板 (plate), straight flush: the natural rank of the top card, the
  ace counting 1 at the bottom (A2345 has key 5, AA2233 key 3, AAA222 key 2) or 14 at the top;
- bomb: the rank of its cards (its size is the number of cards played); joker bomb: 17.

Singles, pairs, triples, full houses and bombs compare by *power* (the level card above A);
sequences use natural ranks (the level card sits at its natural place there).

Bomb order (class, then key): bombs of 4 < bombs of 5 < straight flushes < bombs of 6 < … < bombs
of 10 < the four jokers. A bomb beats every non-bomb; non-bombs only beat the same type with a
higher key.

The heart level card (wild) stands for any card but a joker. A selection made only of wild cards
reads as the level card(s) themselves (one wild: a single level card, two: a pair of level cards).
Five natural cards of one suit in sequence are a straight flush only; with a wild among them the
selection may also be read as a plain straight (the wild may stand for another suit).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.core import Refusal
from engine.games.guandan.cards import HEARTS, LEVEL_POWER

# internal type numbers (also the ComboType values)
SINGLE, PAIR, TRIPLE, FULL_HOUSE, STRAIGHT, TUBE, PLATE, BOMB, STRAIGHT_FLUSH, JOKER_BOMB = range(10)
FIRST_BOMB = BOMB


class ComboType(enum.IntEnum):
    """The kinds of plays. Values 7 and above are bombs (炸弹类)."""

    SINGLE = SINGLE
    PAIR = PAIR
    TRIPLE = TRIPLE
    FULL_HOUSE = FULL_HOUSE
    STRAIGHT = STRAIGHT
    TUBE = TUBE
    PLATE = PLATE
    BOMB = BOMB
    STRAIGHT_FLUSH = STRAIGHT_FLUSH
    JOKER_BOMB = JOKER_BOMB

    @property
    def is_bomb(self) -> bool:
        return self.value >= FIRST_BOMB

    @property
    def name_zh(self) -> str:
        return NAMES_ZH[self.value]

    @property
    def name_en(self) -> str:
        return NAMES_EN[self.value]


NAMES_ZH = ("单张", "对子", "三同张", "三带二", "顺子", "三连对", "钢板", "炸弹", "同花顺", "天王炸")
NAMES_EN = ("single", "pair", "triple", "full house", "straight", "tube (three pairs)",
            "plate (two triples)", "bomb", "straight flush", "joker bomb")
COMBO_TYPES: tuple[ComboType, ...] = tuple(ComboType)
CARD_COUNT = {SINGLE: 1, PAIR: 2, TRIPLE: 3, FULL_HOUSE: 5, STRAIGHT: 5, TUBE: 6, PLATE: 6,
              STRAIGHT_FLUSH: 5, JOKER_BOMB: 4}

Reading = tuple[int, int]  # (combo type number, key)

# sequence windows by key: the ranks they cover (A = 14 stands low in the lowest window)
STRAIGHT_WINDOWS: dict[int, tuple[int, ...]] = {
    top: ((14, 2, 3, 4, 5) if top == 5 else tuple(range(top - 4, top + 1))) for top in range(5, 15)}
TUBE_WINDOWS: dict[int, tuple[int, ...]] = {
    top: ((14, 2, 3) if top == 3 else tuple(range(top - 2, top + 1))) for top in range(3, 15)}
PLATE_WINDOWS: dict[int, tuple[int, ...]] = {
    top: ((14, 2) if top == 2 else (top - 1, top)) for top in range(2, 15)}
_STRAIGHT_SETS = tuple((top, frozenset(win)) for top, win in STRAIGHT_WINDOWS.items())
_TUBE_SETS = tuple((top, frozenset(win)) for top, win in TUBE_WINDOWS.items())
_PLATE_SETS = tuple((top, frozenset(win)) for top, win in PLATE_WINDOWS.items())


def bomb_value(ctype: int, key: int, n: int, level: int) -> int:
    """Order among bombs: bombs of 4 and 5, then straight flushes, then bombs of 6+, then jokers."""
    if ctype == BOMB:
        cls = n if n <= 5 else n + 1
        return cls * 32 + (LEVEL_POWER if key == level else key)
    if ctype == STRAIGHT_FLUSH:
        return 6 * 32 + key
    return 20 * 32  # joker bomb


def value(ctype: int, key: int, n: int, level: int) -> int:
    """A number that orders plays of the same type (for bombs: all bombs together)."""
    if ctype <= FULL_HOUSE:
        return LEVEL_POWER if key == level else key
    if ctype < BOMB:
        return key
    return bomb_value(ctype, key, n, level)


def beats(ctype: int, key: int, n: int, top_type: int, top_key: int, top_n: int, level: int) -> bool:
    """Whether the play ``(ctype, key)`` of ``n`` cards beats the play on the table."""
    if ctype >= BOMB:
        if top_type < BOMB:
            return True
        return bomb_value(ctype, key, n, level) > bomb_value(top_type, top_key, top_n, level)
    if ctype != top_type:
        return False
    return value(ctype, key, n, level) > value(top_type, top_key, top_n, level)


def why_not_beats(ctype: int, key: int, n: int, top_type: int, top_key: int, top_n: int,
                  level: int) -> Refusal | None:
    """``None`` if the play beats the table, else why not (its code names the rule; ``mine`` and
    ``top`` are the two plays' :class:`ComboType` names in lower case)."""
    if beats(ctype, key, n, top_type, top_key, top_n, level):
        return None
    mine, top = COMBO_TYPES[ctype].name.lower(), COMBO_TYPES[top_type].name.lower()
    if ctype < BOMB and top_type >= BOMB:
        return Refusal("gd.bomb_only", "only a bigger bomb beats a bomb", mine=mine, top=top)
    if ctype < BOMB and ctype != top_type:
        return Refusal("gd.wrong_type", f"a {NAMES_EN[ctype]} cannot answer a {NAMES_EN[top_type]}; "
                       f"play a {NAMES_EN[top_type]} or a bomb", mine=mine, top=top)
    if ctype >= BOMB:
        return Refusal("gd.too_low", f"this {NAMES_EN[ctype]} is not bigger than the {NAMES_EN[top_type]} "
                       "on the table", mine=mine, top=top)
    return Refusal("gd.too_low", f"this {NAMES_EN[ctype]} is not higher than the one on the table",
                   mine=mine, top=top)


def readings(codes: Sequence[int], level: int) -> list[Reading]:
    """Every reading of the selection ``codes`` at ``level``, strongest first; empty if none.

    The caller checks that the cards are in the hand; this only looks at the cards themselves.
    """
    n = len(codes)
    if n == 0 or n > 10:
        return []
    wild = level * 4 + HEARTS
    w = 0
    ranks: list[int] = []
    for c in codes:
        if c == wild:
            w += 1
        else:
            ranks.append(c >> 2)
    if w > 2:
        return []
    if n == 1:
        return [(SINGLE, ranks[0] if ranks else level)]
    if n == 2:
        if w == 2:
            return [(PAIR, level)]
        if w == 1:
            return [(PAIR, ranks[0])] if ranks[0] < 16 else []
        return [(PAIR, ranks[0])] if ranks[0] == ranks[1] else []
    ranks.sort()
    lo = ranks[0]
    hi = ranks[-1]
    same = lo == hi
    if n == 3:
        return [(TRIPLE, lo)] if same and hi < 16 else []
    if n == 4:
        if same and hi < 16:
            return [(BOMB, lo)]
        if w == 0 and ranks == [16, 16, 17, 17]:
            return [(JOKER_BOMB, 17)]
        return []
    out: list[Reading] = []
    if same and hi < 16:
        out.append((BOMB, lo))
    if n > 6:
        return out
    if n == 5:
        _full_house(ranks, w, out, level)
        if hi < 16 and len(set(ranks)) == len(ranks):
            suits = {c & 3 for c in codes if c != wild}
            flush = len(suits) == 1
            present = set(ranks)
            for top, win in _STRAIGHT_SETS:
                if present <= win:
                    if flush:
                        out.append((STRAIGHT_FLUSH, top))
                    if w or not flush:
                        out.append((STRAIGHT, top))
        return _order(out, n, level)
    # n == 6: tubes and plates
    if hi >= 16:
        return out
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    present = set(counts)
    if max(counts.values()) <= 2:
        for top, win in _TUBE_SETS:
            if present <= win:
                out.append((TUBE, top))
    if max(counts.values()) <= 3:
        for top, win in _PLATE_SETS:
            if present <= win:
                out.append((PLATE, top))
    return _order(out, n, level)


def _full_house(ranks: list[int], w: int, out: list[Reading], level: int) -> None:
    distinct = sorted(set(ranks))
    if len(distinct) > 2:
        return
    for t in distinct:
        if t >= 16:
            continue
        ct = ranks.count(t)
        if ct > 3 or 3 - ct > w:
            continue
        rem_w = w - (3 - ct)
        others = [r for r in ranks if r != t]
        if not others:
            if rem_w == 2:
                out.append((FULL_HOUSE, t))
            continue
        p = others[0]
        if len(others) + rem_w != 2 or others[-1] != p:
            continue
        if p >= 16 and rem_w:
            continue
        out.append((FULL_HOUSE, t))


def _order(out: list[Reading], n: int, level: int) -> list[Reading]:
    """Strongest first: bombs by bomb order, then the rest by type and key (highest first)."""
    if len(out) <= 1:
        return out
    return sorted(out, key=lambda r: (r[0] >= BOMB, value(r[0], r[1], n, level), r[0]), reverse=True)


def reading_text(ctype: int, key: int, n: int) -> str:
    from engine.games.guandan.cards import rank_text

    if ctype == JOKER_BOMB:
        return "joker bomb"
    if ctype in (STRAIGHT, STRAIGHT_FLUSH, TUBE, PLATE):
        return f"{NAMES_EN[ctype]} to {rank_text(key)}"
    if ctype == BOMB:
        return f"bomb of {n} {rank_text(key)}s"
    return f"{NAMES_EN[ctype]} of {rank_text(key)}"
