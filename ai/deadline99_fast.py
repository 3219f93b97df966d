"""A cheap Deadline 99 policy on simulator states, for the look-ahead's own future moves.

It looks only at what the seat may know in any game: its own hand, the count, the direction,
who is still in and how many cards each seat holds (never another seat's cards). Each legal play
is scored by a few terms: the chance the next seat cannot follow the new count, a seat left
without cards by a J, how many escape cards (anything but 3, 4, 5, 6, 9 and death) the seat keeps,
the risk of a hand of numbers meeting a high count, and its hand size.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.deadline99_sim import (
    IS_NUMBER, JACK, K_ANGEL, K_DEATH, K_EIGHT, K_TARGET_ALL, K_TARGET_OTHER, KIND, LIMIT, VALUE, Action, Sim,
    count_after,
)


class FastParams:
    """Weights of the fast policy (tuned in simulation against random seats)."""

    __slots__ = ("q_num", "kill", "kill2", "empty", "esc1", "esc2", "esc3", "size", "size_le1", "high", "keep7",
                 "risk", "aself")

    def __init__(self, q_num: float = 0.55, kill: float = 3.0, kill2: float = 12.0, empty: float = 3.0,
                 esc1: float = 2.0, esc2: float = 1.0, esc3: float = 0.4, size: float = 0.5, size_le1: float = -1.0,
                 high: float = 0.3, keep7: float = 0.5, risk: float = 1.0, aself: float = -1.0) -> None:
        self.q_num = q_num
        self.kill = kill
        self.kill2 = kill2
        self.empty = empty
        self.esc1 = esc1
        self.esc2 = esc2
        self.esc3 = esc3
        self.size = size
        self.size_le1 = size_le1
        self.high = high
        self.keep7 = keep7
        self.risk = risk
        self.aself = aself


def _dead_table(q_num: float) -> list[float]:
    """Per count: the chance that one unknown card in a random seat's hand cannot be played."""
    out = []
    for c in range(LIMIT + 1):
        dead = sum(1 for r in (3, 4, 5, 6, 9) if c + r > LIMIT)
        out.append(q_num * dead / 5)
    return out


class FastPolicy:
    """Scores each legal play of the seat on turn; ``want[s]`` is the gain when seat ``s`` is out."""

    def __init__(self, params: FastParams | None = None, peek: bool = False) -> None:
        self.peek = peek
        self.p = params or FastParams()
        self.dead = _dead_table(self.p.q_num)

    def choose(self, sim: Sim, legal: Sequence[Action], want: Sequence[float]) -> Action:
        """The first best-scoring play: the choice :meth:`score` makes, computed with shared work."""
        p = self.p
        me = sim.turn
        n = sim.n
        alive = sim.alive
        hands = sim.hands
        hand = hands[me]
        count = sim.count
        nalive = sim.nalive
        kill_w = p.kill2 if nalive == 2 else p.kill
        # the hand as a whole
        e_all = 0
        sevens = 0
        nums: list[int] = []
        for x in hand:
            if IS_NUMBER[x]:
                nums.append(VALUE[x])
            elif KIND[x] != K_DEATH:
                e_all += 1
                if x >> 3 == 7:
                    sevens += 1
        nums.sort()
        low_all = nums[0] if nums else 100
        low_2nd = nums[1] if len(nums) > 1 else 100
        size0 = len(hand) - 1
        d = sim.direction
        nx_fwd = nx_rev = me
        x = me
        for _ in range(n):
            x = (x + d) % n
            if alive[x]:
                nx_fwd = x
                break
        x = me
        for _ in range(n):
            x = (x - d) % n
            if alive[x]:
                nx_rev = x
                break
        dead = self.dead
        miss_p = p.q_num
        q_esc = 1.0 - miss_p
        best = legal[0]
        top = -1e18
        seen: set[tuple[int, int, int]] = set()
        for a in legal:
            card, sign, target = a
            key = (card >> 3, sign, target)
            if key in seen:
                continue
            seen.add(key)
            k = KIND[card]
            if k == K_DEATH:
                sc = -1000.0
                if sc > top:
                    top, best = sc, a
                continue
            c1 = count_after(count, card, sign)
            if c1 > LIMIT:
                sc = -1000.0
                if sc > top:
                    top, best = sc, a
                continue
            is_num = IS_NUMBER[card]
            e0 = e_all if is_num else e_all - 1
            if is_num and VALUE[card] == low_all:
                low = low_2nd
            else:
                low = low_all
            has7 = (sevens - (1 if card >> 3 == 7 else 0)) > 0
            size = size0
            unknown = 0
            draws = 1
            empty_kill = 0.0
            nx = nx_fwd
            pk = -1.0
            if k == K_TARGET_ALL:
                nx = target
            elif k == K_EIGHT:
                nx = nx_rev
            elif k == K_TARGET_OTHER:
                draws = 0
                if card >> 3 == JACK:
                    ts = len(hands[target])
                    if ts > 0:
                        size += 1
                        unknown = 1
                        if ts == 1:
                            empty_kill = want[target]
                        if target == nx:
                            pk = dead[c1] ** (ts - 1) if ts > 1 else 1.0
                else:
                    if target == nx:
                        # the next seat gets my hand without the 7: dead unless it holds an escape
                        pk = 1.0 if size0 == 0 or (e0 == 0 and low + c1 > LIMIT) else 0.0
                    unknown = len(hands[target])
                    size = unknown
                    e0 = 0
                    low = 100
                    has7 = False
            elif k == K_ANGEL:
                draws = 2
            unknown += draws
            size += draws
            kill = 0.0
            if nx != me:
                if pk < 0:
                    sz = len(hands[nx])
                    if self.peek and sz > 0:
                        pk = 1.0
                        for x in hands[nx]:
                            if KIND[x] != K_DEATH and (not IS_NUMBER[x] or c1 + VALUE[x] <= LIMIT):
                                pk = 0.0
                                break
                    else:
                        pk = dead[c1] ** sz if sz > 0 else 1.0
                kill = want[nx] * pk * kill_w
            miss = miss_p ** unknown
            if e0 >= 1:
                p1 = 1.0
                p2 = 1.0 if e0 >= 2 else 1.0 - miss
            else:
                p1 = 1.0 - miss
                p2 = 1.0 - miss - unknown * q_esc * miss_p ** (unknown - 1) if unknown > 0 else 0.0
            risk = 0.0
            if e0 == 0:
                if low == 100:
                    risk = miss if unknown else 1.0
                else:
                    headroom = LIMIT - c1 - low
                    risk = miss * (1.0 if headroom < 0 else (0.6 if headroom < 10 else (0.3 if headroom < 25 else 0.1)))
            sc = (kill + p.empty * empty_kill + p.esc1 * p1 + p.esc2 * p2 + p.esc3 * (e0 >= 3) + p.size * size
                  + p.size_le1 * (size <= 1) + p.high * c1 / 99.0 - p.risk * risk)
            if has7 and not (k == K_TARGET_OTHER and card >> 3 == 7):
                sc += p.keep7
            if k == K_TARGET_ALL and target == me:
                sc += p.aself
            if sc > top:
                top, best = sc, a
        return best

    def score(self, sim: Sim, action: Action, want: Sequence[float]) -> float:
        """One play's score, term by term (the reference :meth:`choose` must agree with)."""
        p = self.p
        card, sign, target = action
        me = sim.turn
        n = sim.n
        alive = sim.alive
        k = KIND[card]
        if k == K_DEATH:
            return -1000.0
        c1 = count_after(sim.count, card, sign)
        if c1 > LIMIT:
            return -1000.0
        hands = sim.hands
        hand = list(hands[me])
        hand.remove(card)
        direction = sim.direction
        draws = 1
        unknown_mine = 0  # cards of mine I will not see before deciding (drawn or taken)
        nx = -1
        given_next: list[int] | None = None
        sizes = [len(h) for h in hands]
        sizes[me] -= 1
        empty_kill = 0.0
        if k == K_TARGET_ALL:
            nx = target
        elif k == K_EIGHT:
            direction = -direction
        elif k == K_TARGET_OTHER:
            draws = 0
            if card >> 3 == JACK:
                if sizes[target] > 0:
                    sizes[target] -= 1
                    sizes[me] += 1
                    unknown_mine = 1
                    if sizes[target] == 0:
                        empty_kill = want[target]
            else:
                unknown_mine = sizes[target]
                given_next = hand
                hand = []
                sizes[me], sizes[target] = sizes[target], sizes[me]
        elif k == K_ANGEL:
            draws = 2
        unknown_mine += draws
        sizes[me] += draws
        if nx < 0:
            x = me
            for _ in range(n):
                x = (x + direction) % n
                if alive[x]:
                    break
            nx = x
        nalive = sim.nalive
        # ---- danger dealt to the seat moving next
        kill = 0.0
        if nx != me:
            if k == K_TARGET_OTHER and target == nx and given_next is not None:
                sz = len(given_next)
                if sz == 0:
                    pk = 1.0
                else:
                    pk = 1.0
                    for x in given_next:
                        if not (IS_NUMBER[x] and c1 + VALUE[x] > LIMIT) and KIND[x] != K_DEATH:
                            pk = 0.0
                            break
            else:
                sz = sizes[nx]
                pk = self.dead[c1] ** sz if sz > 0 else 1.0
            kill = want[nx] * pk * (p.kill2 if nalive == 2 else p.kill)
        # ---- my own hand
        e0 = 0
        low = 100
        for x in hand:
            if IS_NUMBER[x]:
                v = VALUE[x]
                if v < low:
                    low = v
            elif KIND[x] != K_DEATH:
                e0 += 1
        q_esc = 1.0 - p.q_num
        miss = (1.0 - q_esc) ** unknown_mine
        p1 = 1.0 if e0 >= 1 else 1.0 - miss
        p2 = 1.0 if e0 >= 2 else (p1 - miss if e0 == 1 else (1.0 - miss - unknown_mine * q_esc * (1.0 - q_esc) ** max(0, unknown_mine - 1)))
        p3 = 1.0 if e0 >= 3 else 0.0
        risk = 0.0
        if e0 == 0:
            # a hand of numbers (and unknown cards): the count I leave will only grow before my turn
            if low == 100:
                risk = miss if unknown_mine else 1.0
            else:
                headroom = LIMIT - c1 - low
                risk = miss * (1.0 if headroom < 0 else (0.6 if headroom < 10 else (0.3 if headroom < 25 else 0.1)))
        size = sizes[me]
        score = (kill + p.empty * empty_kill + p.esc1 * p1 + p.esc2 * p2 + p.esc3 * p3 + p.size * size
                 + p.size_le1 * (size <= 1) + p.high * c1 / 99.0 - p.risk * risk)
        if k != K_TARGET_OTHER or card >> 3 == JACK:
            score += p.keep7 * any(x >> 3 == 7 for x in hand)
        if k == K_TARGET_ALL and target == me:
            score += p.aself
        return score
