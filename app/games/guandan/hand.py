"""The viewer's 27-card hand: display order (by rank, or regrouped by combinations), the
selection, and the fan geometry (one or two overlapping rows) with hit testing by visible strips.

Pure bookkeeping on :class:`engine.cards.Card` and ``pygame.Rect``: no drawing here. A hand holds
duplicates (two decks), so everything is kept by *position* in the display order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import pygame

from engine.cards import Card
from engine.games.guandan import ComboType, Play, selection_plays, sort_cards
from engine.games.guandan.cards import card_code, wild_code
from engine.games.guandan.combos import PLATE_WINDOWS, STRAIGHT_WINDOWS, TUBE_WINDOWS

SEQUENCES = {ComboType.STRAIGHT: STRAIGHT_WINDOWS, ComboType.STRAIGHT_FLUSH: STRAIGHT_WINDOWS,
             ComboType.TUBE: TUBE_WINDOWS, ComboType.PLATE: PLATE_WINDOWS}


def rank_order(cards: Iterable[Card], level: int) -> list[Card]:
    """High cards on the left as players hold them: jokers, the wild heart level card(s), the other
    level cards, then A, K, … 2 (each rank's suits together)."""
    return list(reversed(sort_cards(list(cards), level)))


def laid_out(cards: Sequence[Card], play: Play | None, level: int) -> list[Card]:
    """A combination's cards as people lay them out, high on the left: sequences from the top
    down with each wild card where it stands in, a full house's triple before its pair, others by
    rank (the wild heart level card with the level cards)."""
    return [card for card, _ in stand_ins(cards, play, level)]


def table_order(cards: Sequence[Card], play: Play | None, level: int) -> list[Card]:
    """As :func:`laid_out`, with sequences low to high as they lie on the table and read in the log."""
    out = laid_out(cards, play, level)
    if play is not None and play.combo in SEQUENCES:
        out.reverse()
    return out


def stand_ins(cards: Sequence[Card], play: Play | None, level: int) -> list[tuple[Card, int | None]]:
    """The laid-out cards (see :func:`laid_out`), each wild card with the rank it stands in for
    (None: a natural card, or a wild card played as the level card it is)."""
    wild = wild_code(level)
    wilds = [c for c in cards if card_code(c) == wild]
    nat = rank_order([c for c in cards if card_code(c) != wild], level)  # the same order however played
    combo = play.combo if play is not None else None

    def standing(rank: int) -> int | None:
        return None if rank == level else rank

    if play is not None and combo in SEQUENCES:
        window = SEQUENCES[combo].get(play.key)
        if window is not None and len(cards) % len(window) == 0:
            width = len(cards) // len(window)
            left = list(nat)
            out: list[tuple[Card, int | None]] = []
            for r in reversed(window):
                same = [c for c in left if card_code(c) >> 2 == r][:width]
                for c in same:
                    left.remove(c)
                out.extend((c, None) for c in same)
                for _ in range(width - len(same)):
                    if wilds:
                        out.append((wilds.pop(), standing(r)))
            return out + [(c, None) for c in left + wilds]
    if play is not None and combo is ComboType.FULL_HOUSE:
        triple = [c for c in nat if card_code(c) >> 2 == play.key][:3]
        rest = list(nat)
        for c in triple:
            rest.remove(c)
        need = 3 - len(triple)
        pair_rank = card_code(rest[0]) >> 2 if rest else level
        return ([(c, None) for c in triple] + [(c, standing(play.key)) for c in wilds[:need]]
                + [(c, None) for c in rank_order(rest, level)] + [(c, standing(pair_rank)) for c in wilds[need:]])
    if play is not None and combo in (ComboType.PAIR, ComboType.TRIPLE, ComboType.BOMB) and standing(play.key):
        return [(c, None) for c in nat] + [(c, play.key) for c in wilds]  # "♠9 ♥2": the nine, then its stand-in
    return [(c, None) for c in rank_order(cards, level)]


def reading_of(cards: Sequence[Card], level: int) -> Play | None:
    """The strongest reading of a group of cards as a lead (None if they form no combination)."""
    plays = selection_plays(list(cards), level, None)
    return plays[0] if plays else None


def grouped_order(cards: Sequence[Card], level: int) -> tuple[list[Card], list[int]]:
    """The hand regrouped by combinations (the AI's split): bombs first on the left, then the other
    groups strongest first; returns the cards and each card's group number."""
    from ai.guandan import suggest_groups

    try:
        groups = suggest_groups(list(cards), level)
    except Exception:  # noqa: BLE001 - a regroup is a convenience; fall back to the rank order
        return rank_order(cards, level), [0] * len(cards)
    read = [(g, reading_of(g, level)) for g in groups]
    bombs = [(g, p) for g, p in read if p is not None and p.combo.is_bomb]
    rest = [(g, p) for g, p in read if p is None or not p.combo.is_bomb]
    ordered = bombs + list(reversed(rest))
    out: list[Card] = []
    ids: list[int] = []
    for k, (group, play) in enumerate(ordered):
        shown = laid_out(group, play, level)
        out.extend(shown)
        ids.extend([k] * len(shown))
    if Counter(out) != Counter(cards):  # never lose or invent a card
        return rank_order(cards, level), [0] * len(cards)
    return out, ids


class HandModel:
    """Display order, groups and selection of the viewer's hand."""

    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.groups: list[int] = []
        self.grouped = False
        self.selected: set[int] = set()
        self.level = 2

    # ---- contents ------------------------------------------------------------------------
    def set_hand(self, cards: Sequence[Card], level: int) -> bool:
        """Follow the hand in the view. Removed cards leave their places (order, groups and the
        rest of the selection kept); anything else re-sorts. Returns True if the hand changed."""
        new = Counter(cards)
        old = Counter(self.cards)
        if new == old and level == self.level:
            return False
        if level == self.level and not (new - old) and self.cards:
            gone = old - new
            keep: list[int] = []
            # remove selected copies first: those are the ones that were just played
            order = sorted(range(len(self.cards)), key=lambda i: (i not in self.selected, -i))
            drop: set[int] = set()
            for i in order:
                c = self.cards[i]
                if gone[c] > 0:
                    gone[c] -= 1
                    drop.add(i)
            keep = [i for i in range(len(self.cards)) if i not in drop]
            remap = {old_i: new_i for new_i, old_i in enumerate(keep)}
            self.cards = [self.cards[i] for i in keep]
            self.groups = [self.groups[i] for i in keep] if self.groups else [0] * len(self.cards)
            self.selected = {remap[i] for i in self.selected if i in remap}
            return True
        self.level = level
        self.selected = set()
        if self.grouped:
            self.cards, self.groups = grouped_order(list(cards), level)
        else:
            self.cards, self.groups = rank_order(cards, level), [0] * len(cards)
        return True

    def regroup(self) -> None:
        """Switch between the rank order and the grouping by combinations (selection kept by card)."""
        chosen = self.selected_cards()
        self.grouped = not self.grouped
        cards = list(self.cards)
        if self.grouped:
            self.cards, self.groups = grouped_order(cards, self.level)
        else:
            self.cards, self.groups = rank_order(cards, self.level), [0] * len(cards)
        self.select_cards(chosen)

    def clear(self) -> None:
        self.cards, self.groups, self.selected = [], [], set()

    # ---- selection -----------------------------------------------------------------------
    def selected_cards(self) -> list[Card]:
        return [self.cards[i] for i in sorted(self.selected) if i < len(self.cards)]

    def positions_of(self, cards: Sequence[Card]) -> set[int] | None:
        """Positions holding ``cards`` (duplicates matched to distinct positions; the currently
        selected copies preferred); None if the hand does not hold them all."""
        want = Counter(cards)
        out: set[int] = set()
        order = sorted(range(len(self.cards)), key=lambda i: (i not in self.selected, i))
        for i in order:
            c = self.cards[i]
            if want[c] > 0:
                want[c] -= 1
                out.add(i)
        return out if sum(want.values()) == 0 else None

    def select_cards(self, cards: Sequence[Card]) -> bool:
        pos = self.positions_of(cards)
        if pos is None:
            return False
        self.selected = pos
        return True

    def toggle(self, i: int) -> None:
        if 0 <= i < len(self.cards):
            self.selected ^= {i}

    def select_rank(self, i: int) -> None:
        """Select every card of the same face as card ``i`` (a double click)."""
        if not 0 <= i < len(self.cards):
            return
        card = self.cards[i]
        same = {k for k, c in enumerate(self.cards) if c.rank == card.rank and c.is_joker == card.is_joker}
        self.selected |= same


GAP_RATIO = 1.0  # the gap between two groups of a regrouped hand, in card steps


class FanGeometry:
    """Where each hand card lies: one row, or two overlapping rows when the window is narrow."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []
        self.strips: list[pygame.Rect] = []
        self.rows = 1
        self.row_of: list[int] = []
        self.cw, self.ch = 80, 112
        self.lift = 20
        self.area = pygame.Rect(0, 0, 10, 10)
        self.center = 0
        self.spans: list[tuple[int, int, int]] = []  # (x from, x to, top) of each group of the back row

    @staticmethod
    def rows_for(width: int, cw: int, n: int = 28) -> int:
        """One row if ``n`` cards fit with enough of each showing, else two."""
        step = (width - cw) / max(1, n - 1)
        return 1 if step >= max(0.36 * cw, 16) else 2

    @staticmethod
    def height_for(rows: int, ch: int) -> int:
        return ch if rows == 1 else ch + int(ch * 0.44)

    def layout(self, area: pygame.Rect, card_size: tuple[int, int], groups: Sequence[int], rows: int,
               selected: set[int], center: int | None = None) -> None:
        """Lay ``len(groups)`` cards into ``area`` (bottom aligned, centred on ``center`` as far as
        the area allows); gaps between groups."""
        self.area = area
        self.center = area.centerx if center is None else center
        self.cw, self.ch = card_size
        self.lift = self.ch // 5
        n = len(groups)
        self.rects, self.strips, self.row_of, self.spans = [], [], [], []
        self.rows = rows
        if n == 0:
            return
        if rows == 1 or n <= 14:
            spans = [(0, n)]
            self.rows = 1
        else:
            cut = _best_cut(groups)
            spans = [(0, cut), (cut, n)]
        row_dy = int(self.ch * 0.44)
        for r, (a, b) in enumerate(spans):
            y = area.bottom - self.ch - (len(spans) - 1 - r) * row_dy
            step = self._row(area, groups[a:b], a, y, r)
            if r == 0 and len(set(groups[a:b])) > 1:
                self._group_spans(groups[a:b], a, b, step)
        # visible strips: each card up to where the next card of its row begins; the back row
        # only down to where the front row begins
        for i, rect in enumerate(self.rects):
            strip = rect.copy()
            nxt = i + 1
            if nxt < len(self.rects) and self.row_of[nxt] == self.row_of[i]:
                strip.w = max(4, min(rect.w, self.rects[nxt].x - rect.x))
            if self.row_of[i] < len(spans) - 1:
                strip.h = row_dy
            lift = self.lift if i in selected else 0
            strip.y -= lift
            strip.h += lift
            self.strips.append(strip)

    def _row(self, area: pygame.Rect, groups: Sequence[int], first: int, y: int, row: int) -> float:
        """Lay one row of cards; the step from one card to the next (gaps between groups aside)."""
        n = len(groups)
        breaks = sum(1 for k in range(1, n) if groups[k] != groups[k - 1])
        gap_ratio = GAP_RATIO
        full = 0.62 * self.cw
        # width = cw + step * ((n - 1) + breaks * gap_ratio): the gaps scale with the step
        units = (n - 1) + breaks * gap_ratio
        step = min(full, (area.w - self.cw) / units) if units > 0 else 0
        gap = step * gap_ratio if step >= 0.3 * self.cw else 0
        if gap == 0 and units > 0:
            step = min(full, (area.w - self.cw) / max(1, n - 1))
        total = self.cw + step * (n - 1) + gap * breaks
        x = max(area.x, min(self.center - total / 2, area.right - total))
        for k in range(n):
            if k and groups[k] != groups[k - 1]:
                x += gap
            self.rects.append(pygame.Rect(int(x), y, self.cw, self.ch))
            self.row_of.append(row)
            x += step
        return step

    def _group_spans(self, groups: Sequence[int], a: int, b: int, step: float) -> None:
        """The reach of each group of cards ``a``..``b`` (one row): from its first card's left edge to
        where its last card's shown part would end without the gap after it (the gap stays clear)."""
        start = a
        for k in range(a + 1, b + 1):
            if k == b or groups[k - a] != groups[k - 1 - a]:
                last = self.rects[k - 1]
                end = last.right if k == b else min(last.right, last.x + int(step))
                self.spans.append((self.rects[start].x, end, self.rects[start].y))
                start = k

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The card whose visible part is under ``pos`` (front row first)."""
        for i in range(len(self.strips) - 1, -1, -1):
            if self.strips[i].collidepoint(pos):
                return i
        return None

    def band(self, a: tuple[int, int], b: tuple[int, int]) -> set[int]:
        """Cards whose visible part meets the rubber band from ``a`` to ``b``."""
        x0, x1 = sorted((a[0], b[0]))
        y0, y1 = sorted((a[1], b[1]))
        band = pygame.Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)
        return {i for i, s in enumerate(self.strips) if s.colliderect(band)}

    def pos(self, i: int, selected: bool) -> tuple[int, int]:
        r = self.rects[i]
        return r.x, r.y - (self.lift if selected else 0)


def _best_cut(groups: Sequence[int]) -> int:
    """Split into two rows near the middle, at a group boundary when one is close."""
    n = len(groups)
    mid = (n + 1) // 2
    best = mid
    for d in range(0, 4):
        for k in (mid - d, mid + d):
            if 0 < k < n and groups[k] != groups[k - 1]:
                return k
    return best
