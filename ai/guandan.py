"""Guandan seats: a heuristic player and a greedy baseline.

``HeuristicGuandan`` values a hand as a split into few strong combinations:

- the split is searched over sequences (straights, 三连对, 钢板, straight flushes) with the rest
  grouped by rank (bombs, triples taking the lowest pairs as full houses, pairs, singles) and the
  wild cards placed where they help most (a bomb, a triple, a pair, a gap in a sequence, or kept);
- every non-bomb group costs ``1 - strength`` where strength is the chance, from the cards still
  unseen (card counting: own hand and every played card are known), that nobody can beat it; bombs
  add value;
- leading sheds the weakest group (longer ones first), keeps the lead with a boss card when the
  hand can then be finished, avoids leads an opponent about to go out could answer, and feeds a
  partner about to go out with low cards;
- following answers an opponent with the answer that leaves the best hand, spends control cards
  early only when cheap, and keeps bombs for when they stop an opponent about to go out or when the
  hand can be finished after winning the lead; it does not beat its partner without reason (only
  to go out, or to stop an opponent about to go out), which also lets 接风 work for the partner;
- tribute gives the highest card that hurts least; the return is the 2–10 card whose loss costs
  least.

``GreedyGuandan`` is the baseline: always the smallest legal play (the lowest card, longest
combination first, when leading; the smallest answer when following), bombs last, never passing
while it can play.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.core import Action
from engine.games.guandan.cards import CARD_OF, card_code, wild_code
from engine.games.guandan.combos import (
    BOMB, FULL_HOUSE, JOKER_BOMB, PAIR, PLATE, PLATE_WINDOWS, SINGLE, STRAIGHT, STRAIGHT_FLUSH, STRAIGHT_WINDOWS,
    TRIPLE, TUBE, TUBE_WINDOWS,
)
from engine.games.guandan.state import (
    Dealt, GuandanView, HandStarted, Pass, Phase, Play, Played, Return, ReturnPaid, Tribute, TributePaid,
)
from engine.rng import Rng

Group = tuple[int, int, tuple[int, ...], int]  # (combo type, key, natural ranks or SF codes, wilds)
NATURAL = tuple(range(2, 15))
_SEQ_WINDOWS: list[tuple[int, int, tuple[int, ...], int]] = []  # (type, key, ranks, cards per rank)
for _top, _win in STRAIGHT_WINDOWS.items():
    _SEQ_WINDOWS.append((STRAIGHT, _top, _win, 1))
for _top, _win in TUBE_WINDOWS.items():
    _SEQ_WINDOWS.append((TUBE, _top, _win, 2))
for _top, _win in PLATE_WINDOWS.items():
    _SEQ_WINDOWS.append((PLATE, _top, _win, 3))


def play_signature(play: Play, level: int) -> Group:
    """The same signature the decomposition uses: type, key, natural ranks (codes for SF), wilds."""
    codes = play.__dict__.get("_codes") or tuple(card_code(c) for c in play.cards)
    return codes_signature(codes, int(play.combo), play.key, level)


def codes_signature(codes: Sequence[int], ctype: int, key: int, level: int) -> Group:
    wild = wild_code(level)
    if ctype == STRAIGHT_FLUSH:
        nat = tuple(sorted(c for c in codes if c != wild))
    else:
        nat = tuple(sorted(c >> 2 for c in codes if c != wild))
    return ctype, key, nat, len(codes) - len(nat)


def _power(r: int, level: int) -> int:
    return 15 if r == level else r


# ---- hand valuation ---------------------------------------------------------------------------


class Valuer:
    """Values hands at one moment of a hand (strengths from the cards still unseen)."""

    def __init__(self, level: int, unseen: list[int], unseen_wild: int, opp_min: int) -> None:
        self.level = level
        self.wild = wild_code(level)
        self.memo: dict[tuple[int, ...], tuple[float, list[Group]]] = {}
        self.leaf_memo: dict[tuple[int, ...], tuple[float, list[Group]]] = {}
        pw = [_power(r, level) for r in range(18)]
        self.pw = pw
        eff = 0.67  # a higher card unseen is with an opponent two times in three
        # singles
        s1 = [0.0] * 18
        for r in list(NATURAL) + [16, 17]:
            above = sum(unseen[x] for x in range(2, 18) if pw[x] > pw[r]) + (unseen_wild if 15 > pw[r] else 0)
            s1[r] = 0.55 ** (above * eff)
        self.s1 = s1
        self.s1_level = s1[level]
        # pairs
        s2 = [0.0] * 18
        for r in list(NATURAL) + [16, 17]:
            higher = 0.0
            for x in range(2, 18):
                if pw[x] > pw[r]:
                    u = unseen[x]
                    if x >= 16:
                        higher += 1 if u >= 2 else 0
                    else:
                        higher += min(u, 4) // 2 + (0.5 if unseen_wild and u == 1 else 0)
            s2[r] = 0.5 ** (higher * eff)
        self.s2 = s2
        s3 = [0.0] * 18
        for r in NATURAL:
            above3 = sum(1 for x in NATURAL if pw[x] > pw[r] and unseen[x] + unseen_wild >= 3)
            s3[r] = 0.5 ** (above3 * eff)
        self.s3 = s3
        seq: dict[tuple[int, int], float] = {}
        for ctype, top, win, width in _SEQ_WINDOWS:
            beaten = 0
            for ctype2, top2, win2, width2 in _SEQ_WINDOWS:
                if ctype2 == ctype and top2 > top:
                    short = sum(max(0, width2 - unseen[x]) for x in win2)
                    if short <= unseen_wild:
                        beaten += 1
            seq[(ctype, top)] = 0.5 ** (beaten * eff)
        self.seq = seq
        self.opp_min = opp_min

    # groups' strength ----------------------------------------------------------------
    def strength(self, g: Group) -> float:
        t, k = g[0], g[1]
        if t == SINGLE:
            return self.s1[k]
        if t == PAIR:
            return self.s2[k]
        if t in (TRIPLE, FULL_HOUSE):
            return self.s3[k]
        if t >= BOMB:
            return 1.0
        return self.seq[(t, k)]

    @staticmethod
    def bomb_value(t: int, n: int) -> float:
        if t == JOKER_BOMB:
            return 1.6
        if t == STRAIGHT_FLUSH:
            return 1.1
        return 0.8 + 0.12 * (n - 4)

    # the search ---------------------------------------------------------------------
    def value(self, codes: Sequence[int]) -> tuple[float, list[Group]]:
        """Best (value, groups) for a hand; higher is better."""
        key = tuple(sorted(codes))
        got = self.memo.get(key)
        if got is not None:
            return got
        wild = self.wild
        c = [0] * 18
        w = 0
        for x in key:
            if x == wild:
                w += 1
            else:
                c[x >> 2] += 1
        best = self._search(c, w, 0)
        for sf_codes, sf_key, used in self._straight_flushes(key, w):
            rest = list(key)
            for x in sf_codes:
                rest.remove(x)
            for _ in range(used):
                rest.remove(wild)
            c2 = [0] * 18
            for x in rest:
                if x != wild:
                    c2[x >> 2] += 1
            v, groups = self._search(c2, w - used, 0)
            v += self.bomb_value(STRAIGHT_FLUSH, 5)
            if v > best[0]:
                best = (v, groups + [(STRAIGHT_FLUSH, sf_key, tuple(sorted(sf_codes)), used)])
        self.memo[key] = best
        return best

    def _straight_flushes(self, key: tuple[int, ...], w: int) -> list[tuple[tuple[int, ...], int, int]]:
        have = set(key)
        wild = self.wild
        out: list[tuple[tuple[int, ...], int, int]] = []
        for s in range(4):
            for top, win in STRAIGHT_WINDOWS.items():
                nat = [r * 4 + s for r in win if r * 4 + s in have and r * 4 + s != wild]
                missing = 5 - len(nat)
                if missing <= min(w, 1):
                    out.append((tuple(nat), top, missing))
        return out[:4]

    def _search(self, c: list[int], w: int, start: int) -> tuple[float, list[Group]]:
        memo_key = (*c[2:15], c[16], c[17], w, start)
        got = self.leaf_memo.get(memo_key)
        if got is not None:
            return got
        best = self._leaf(c, w)
        for i in range(start, len(_SEQ_WINDOWS)):
            ctype, top, win, width = _SEQ_WINDOWS[i]
            missing = 0
            helpful = 0
            ok = True
            for r in win:
                n = c[r]
                if n >= 4:
                    ok = False
                    break
                if n < width:
                    missing += width - n
                if n == width or (width == 1 and n == 1):
                    helpful += 1
            if not ok or missing > w:
                continue
            if ctype == STRAIGHT and helpful + missing < 3:
                continue
            if ctype == TUBE and helpful + (missing + 1) // 2 < 2:
                continue
            if ctype == PLATE and helpful + missing < 1:
                continue
            used = 0
            nat: list[int] = []
            for r in win:
                take = min(c[r], width)
                nat.extend([r] * take)
                used += width - take
                c[r] -= take
            v, groups = self._search(c, w - used, i)
            for r in win:
                c[r] += nat.count(r)
            g: Group = (ctype, top, tuple(sorted(nat)), used)
            v += self.strength(g) - 1.0
            if v > best[0]:
                best = (v, groups + [g])
        self.leaf_memo[memo_key] = best
        return best

    def _leaf(self, c: list[int], w: int) -> tuple[float, list[Group]]:
        """Rank groups for counts without sequences, trying the useful places for the wilds."""
        best = self._grouped(c, w, ())
        if w:
            cands: list[int] = []
            singles: list[int] = []
            pairs: list[int] = []
            for r in NATURAL:
                n = c[r]
                if n >= 3:
                    cands.append(r)
                elif n == 2:
                    pairs.append(r)
                elif n == 1:
                    singles.append(r)
            pw = self.pw
            pairs.sort(key=lambda r: pw[r])
            singles.sort(key=lambda r: pw[r])
            cands += pairs[:2] + singles[:2]
            for r in cands:
                got = self._grouped(c, w, (r,))
                if got[0] > best[0]:
                    best = got
            if w == 2:
                for i, r in enumerate(cands):
                    for r2 in cands[i:]:
                        got = self._grouped(c, w, (r, r2))
                        if got[0] > best[0]:
                            best = got
        return best

    def _grouped(self, c: list[int], w: int, wild_to: tuple[int, ...]) -> tuple[float, list[Group]]:
        s1, s2, s3, pw = self.s1, self.s2, self.s3, self.pw
        val = 0.0
        groups: list[Group] = []
        triples: list[tuple[int, int]] = []
        pairs: list[tuple[int, int]] = []
        for r in NATURAL:
            n = c[r]
            u = wild_to.count(r) if wild_to else 0
            if not n and not u:
                continue
            n += u
            if n >= 4:
                val += self.bomb_value(BOMB, n)
                groups.append((BOMB, r, (r,) * (n - u), u))
            elif n == 3:
                triples.append((r, u))
            elif n == 2:
                pairs.append((r, u))
            else:
                val += s1[r] - 1.0
                groups.append((SINGLE, r, (r,), 0))
        # jokers
        sj, bj = c[16], c[17]
        if sj == 2 and bj == 2:
            val += self.bomb_value(JOKER_BOMB, 4)
            groups.append((JOKER_BOMB, 17, (16, 16, 17, 17), 0))
        else:
            for r, n in ((16, sj), (17, bj)):
                if n == 2:
                    val += s2[r] - 1.0
                    groups.append((PAIR, r, (r, r), 0))
                elif n == 1:
                    val += s1[r] - 1.0
                    groups.append((SINGLE, r, (r,), 0))
        left = w - len(wild_to)
        if left == 2:
            val += s2[self.level] - 1.0
            groups.append((PAIR, self.level, (), 2))
        elif left == 1:
            val += s1[self.level] - 1.0
            groups.append((SINGLE, self.level, (), 1))
        # full houses: triples (lowest first) take the lowest pairs
        triples.sort(key=lambda t: pw[t[0]])
        pairs.sort(key=lambda p: pw[p[0]])
        n_fh = min(len(triples), len(pairs))
        for i, (t, ut) in enumerate(triples):
            if i < n_fh:
                p, up = pairs[i]
                val += s3[t] - 1.0
                groups.append((FULL_HOUSE, t, tuple(sorted((t,) * (3 - ut) + (p,) * (2 - up))), ut + up))
            else:
                val += s3[t] - 1.0
                groups.append((TRIPLE, t, (t,) * (3 - ut), ut))
        for p, up in pairs[n_fh:]:
            val += s2[p] - 1.0
            groups.append((PAIR, p, (p,) * (2 - up), up))
        return val, groups


# ---- the seats --------------------------------------------------------------------------------


def _is_bomb(play: Play) -> bool:
    return int(play.combo) >= BOMB


class GreedyGuandan:
    """Baseline: the smallest legal play, bombs last; never passes while it can play."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def observe(self, event: object) -> None:
        return None

    def choose(self, view: GuandanView, legal: tuple[Action, ...]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        pool = [p for p in plays if not _is_bomb(p)] or plays
        if view.top is not None:
            return pool[0]  # the engine lists answers weakest first, natural cards before wilds
        level = view.level
        wild = wild_code(level)

        def order(p: Play) -> tuple[int, int, int]:
            codes = [card_code(c) for c in p.cards]
            nat = [_power(x >> 2, level) for x in codes if x != wild]
            return (min(nat) if nat else 15), -len(codes), len(codes) - len(nat)

        return min(pool, key=order)


class HeuristicGuandan:
    """Splits its hand into few strong combinations and plays them with partner awareness."""

    # tunables (class attributes so that experiments can subclass)
    LEAD_LENGTH_BONUS = 0.08  # per card: shed long combinations first
    FOLLOW_BONUS = 0.4  # playing a natural group on an opponent's play is worth this much
    WASTE_STRENGTH = 0.6  # groups at least this strong are "control" ...
    WASTE_PENALTY = 0.6  # ... and spending one early on an opponent's play costs this (times strength)
    WASTE_GROUPS = 4  # "early": more non-bomb groups than this left
    THREAT = 5  # an opponent with this many cards or fewer is about to go out

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)
        self.sizes = [27, 27, 27, 27]

    # ---- card counting -------------------------------------------------------------------
    def observe(self, event: object) -> None:
        if isinstance(event, HandStarted):
            self.sizes = [27, 27, 27, 27]
        elif isinstance(event, Dealt):
            self.sizes[event.seat] = event.n
        elif isinstance(event, (TributePaid, ReturnPaid)):
            self.sizes[event.giver] -= 1
            self.sizes[event.receiver] += 1
        elif isinstance(event, Played):
            self.sizes[event.seat] -= len(event.play.cards)

    def _sizes(self, view: GuandanView) -> list[int]:
        out = list(self.sizes)
        for s in range(4):
            if view.announced[s] is not None:
                out[s] = view.announced[s]  # type: ignore[assignment]
        out[self.seat] = len(view.hand)
        return out

    def _valuer(self, view: GuandanView, mine: Sequence[int], sizes: list[int]) -> Valuer:
        level = view.level
        wild = wild_code(level)
        unseen = [0] * 18
        for r in NATURAL:
            unseen[r] = 6 if r == level else 8
        unseen[16] = unseen[17] = 2
        uw = 2
        for x in list(mine) + [card_code(c) for c in view.played]:
            if x == wild:
                uw -= 1
            else:
                unseen[x >> 2] -= 1
        opps = [sizes[s] for s in range(4) if (s & 1) != (self.seat & 1) and sizes[s] > 0]
        return Valuer(level, unseen, uw, min(opps) if opps else 99)

    # ---- choosing ------------------------------------------------------------------------
    def choose(self, view: GuandanView, legal: tuple[Action, ...]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.TRIBUTE:
            return self._give(view, legal, returning=False)
        if view.phase is Phase.RETURN:
            return self._give(view, legal, returning=True)
        mine = [card_code(c) for c in view.hand]
        sizes = self._sizes(view)
        valuer = self._valuer(view, mine, sizes)
        if view.top is None:
            return self._lead(view, legal, mine, sizes, valuer)
        return self._follow(view, legal, mine, sizes, valuer)

    def _give(self, view: GuandanView, legal: tuple[Action, ...], returning: bool) -> Action:
        mine = [card_code(c) for c in view.hand]
        sizes = self._sizes(view)
        valuer = self._valuer(view, mine, sizes)
        best: Action = legal[0]
        best_v = float("-inf")
        for a in legal:
            assert isinstance(a, (Tribute, Return))
            code = card_code(a.card)
            rest = list(mine)
            rest.remove(code)
            v = valuer.value(rest)[0]
            if returning:
                v -= 0.02 * (code >> 2)  # give back a low card when it costs the same
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _lead(self, view: GuandanView, legal: tuple[Action, ...], mine: list[int], sizes: list[int],
              valuer: Valuer) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        level = view.level
        # go out at once if the whole hand is one play
        for p in plays:
            if len(p.cards) == len(mine):
                return p
        by_sig = {play_signature(p, level): p for p in plays}
        value, groups = valuer.value(mine)
        seat = self.seat
        partner = (seat + 2) & 3
        opp_sizes = [sizes[s] for s in ((seat + 1) & 3, (seat + 3) & 3) if sizes[s] > 0]
        opp_min = min(opp_sizes) if opp_sizes else 99
        partner_left = sizes[partner]
        candidates: list[tuple[float, Play]] = []
        non_bomb = [g for g in groups if g[0] < BOMB]
        for g in groups:
            found = by_sig.get(g)
            if found is None:
                continue
            p = found
            n = len(p.cards)
            s = valuer.strength(g)
            bomb = g[0] >= BOMB
            rank_order = valuer.pw[g[1]] if g[0] <= FULL_HOUSE else g[1]
            score = (1.0 - s) * 2.0 + self.LEAD_LENGTH_BONUS * n - 0.01 * rank_order
            if bomb:
                score = -3.0 if non_bomb else 1.0 - 0.01 * valuer.bomb_value(g[0], n)
            # two groups left: lead the boss first, keep the last for after
            if len(groups) == 2 and (s >= 0.95 or bomb):
                score += 5.0
            # an opponent about to go out: do not lead what it could answer with its last cards
            if opp_min <= 6 and not bomb:
                if n == opp_min and s < 0.95:
                    score -= 3.0
                elif n < opp_min and s < 0.6:
                    score -= 0.6 * (1.0 - s)
                elif n > opp_min:
                    score += 0.5
            # feed a partner who is about to go out
            if 0 < partner_left <= 3 and opp_min > 2 and not bomb and n <= partner_left:
                score += 1.0 + (1.0 - s)
            candidates.append((score, p))
        if not candidates:
            # fall back on the value of what remains after each play
            for p in plays[:80]:
                rest = list(mine)
                for c in p.cards:
                    rest.remove(card_code(c))
                candidates.append((valuer.value(rest)[0], p))
        candidates.sort(key=lambda t: -t[0])
        return candidates[0][1]

    def _follow(self, view: GuandanView, legal: tuple[Action, ...], mine: list[int], sizes: list[int],
                valuer: Valuer) -> Action:
        top = view.top
        assert top is not None
        top_seat = view.top_seat if view.top_seat is not None else 0
        seat = self.seat
        partner = (seat + 2) & 3
        plays = [a for a in legal if isinstance(a, Play)]
        pass_action = next((a for a in legal if isinstance(a, Pass)), legal[0])
        if not plays:
            return pass_action
        for p in plays:
            if len(p.cards) == len(mine):
                return p  # going out
        opp_seats = [s for s in ((seat + 1) & 3, (seat + 3) & 3) if sizes[s] > 0]
        opp_min = min((sizes[s] for s in opp_seats), default=99)
        top_from_partner = top_seat == partner
        after_me = (seat + 1) & 3  # the next seat to act after me (an opponent)
        next_opp_left = sizes[after_me] if sizes[after_me] > 0 else sizes[(seat + 3) & 3]
        if top_from_partner:
            # only to stop the next opponent going out on a weak play of my partner
            if not (0 < next_opp_left <= 2 and len(top.cards) <= next_opp_left):
                return pass_action
        base, groups = valuer.value(mine)
        n_groups = sum(1 for g in groups if g[0] < BOMB)
        threatened = opp_min <= self.THREAT or (sizes[top_seat] <= self.THREAT + 1 and not top_from_partner)
        best: Action = pass_action
        best_score = 0.0
        tried = 0
        for p in plays:
            bomb = _is_bomb(p)
            if tried > 60 and not bomb:
                continue
            tried += 1
            rest = list(mine)
            for c in p.cards:
                rest.remove(card_code(c))
            v, rest_groups = valuer.value(rest)
            delta = v - base
            if bomb:
                rest_non_bomb = sum(1 for g in rest_groups if g[0] < BOMB)
                finishing = rest_non_bomb <= 1 or (rest_non_bomb <= 2 and v > -1.2)
                if top_from_partner:
                    continue
                if not (threatened or finishing):
                    continue
                score = delta + (2.5 if sizes[top_seat] <= 3 else 1.5 if threatened else 1.2)
            else:
                sig = play_signature(p, view.level)
                s = valuer.strength(sig)
                score = delta + self.FOLLOW_BONUS
                # spending a strong card on a weak play early is wasteful
                if s > self.WASTE_STRENGTH and n_groups > self.WASTE_GROUPS and not threatened:
                    score -= self.WASTE_PENALTY * s
                if top_from_partner:
                    score -= 0.3
                if threatened:
                    score += 0.5
            if score > best_score + 1e-9:
                best, best_score = p, score
        return best


def suggest_groups(cards: Sequence[Card], level: int) -> list[tuple[Card, ...]]:
    """The hand split into combinations the way the heuristic seat sees it (for a "regroup"
    button): bombs first, then the rest weakest first. Cards not placed (none, normally) come last."""
    codes = [card_code(c) for c in cards]
    wild = wild_code(level)
    unseen = [0] * 18
    for r in NATURAL:
        unseen[r] = 6 if r == level else 8
    unseen[16] = unseen[17] = 2
    uw = 2
    for x in codes:
        if x == wild:
            uw -= 1
        else:
            unseen[x >> 2] -= 1
    valuer = Valuer(level, unseen, uw, 99)
    _, groups = valuer.value(codes)
    left = list(codes)
    out: list[tuple[Card, ...]] = []
    ordered = sorted(groups, key=lambda g: (g[0] < BOMB, valuer.strength(g), -len(g[2]) - g[3]))
    for ctype, _key, nat, wilds in ordered:
        picked: list[int] = []
        for x in nat:
            code = x if ctype == STRAIGHT_FLUSH else next((c for c in left if c != wild and c >> 2 == x), -1)
            if code in left:
                left.remove(code)
                picked.append(code)
        for _ in range(wilds):
            if wild in left:
                left.remove(wild)
                picked.append(wild)
        if picked:
            out.append(tuple(CARD_OF[c] for c in picked))  # type: ignore[misc]
    if left:
        out.append(tuple(CARD_OF[c] for c in left))  # type: ignore[misc]
    return out
