"""A heuristic Zha Jin Hua seat: blind or seen by position and stakes, bets by hand strength.

It sees only its view, its legal actions and the events its seat may see. Its hand strength is the
percentile of its hand among all 22,100 hands, raised to the number of live opponents (the chance to
beat that many random hands), then lowered for opponents whose betting suggests strength. How much the
betting counts is learned per opponent from the hands they show in compares and showdowns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Card
from engine.core import Action, Event
from engine.games.zhajinhua.evaluator import card_id, percentile, strength_of_ids
from engine.games.zhajinhua.state import (
    Bet, BetKind, Call, Compare, Compared, Fold, HandStarted, Look, Open, Raise, Showdown, ShownHand,
    ZjhView,
)
from engine.rng import Rng


def hand_strength(cards: tuple[Card, ...]) -> int:
    a, b, c = (card_id(x) for x in cards)
    return strength_of_ids(a, b, c)


@dataclass
class _Reads:
    """What the betting of one opponent suggests in this hand, and how honest it has been before."""

    seen_raises: int = 0  # raises made after looking
    seen_calls: int = 0  # calls/compares made after looking
    honesty: float = 0.5  # 0: their betting says nothing; 1: they bet exactly by strength
    samples: list[float] = field(default_factory=list)


class HeuristicZjh:
    """The ``heuristic`` seat for zhajinhua."""

    BLUFF_RATE = 0.06
    BLIND_RATE = 0.6
    STRONG = 0.7  # value-bet when the chance to win beats this share of a fair 1/(players) chance
    VERY_STRONG = 0.6  # raise straight to the top rung

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed * 2654435761 + seat + 11)
        self.reads: dict[int, _Reads] = {}
        self.bluffing = False

    # ---- listening -----------------------------------------------------------------------
    def _read(self, seat: int) -> _Reads:
        if seat not in self.reads:
            self.reads[seat] = _Reads()
        return self.reads[seat]

    def observe(self, event: Event) -> None:
        if isinstance(event, HandStarted):
            for r in self.reads.values():
                r.seen_raises = 0
                r.seen_calls = 0
            self.bluffing = False
        elif isinstance(event, Bet) and event.seat != self.seat and event.seen:
            r = self._read(event.seat)
            if event.kind is BetKind.RAISE:
                r.seen_raises += 1
            elif event.kind in (BetKind.CALL, BetKind.COMPARE, BetKind.OPEN):
                r.seen_calls += 1
        elif isinstance(event, Compared):
            for hand in (event.asker_hand, event.target_hand):
                if hand is not None:
                    self._learn(hand)
        elif isinstance(event, Showdown):
            for hand in event.hands:
                self._learn(hand)

    def _learn(self, hand: ShownHand) -> None:
        """Did this opponent's seen betting match the hand they turned out to hold?"""
        if hand.seat == self.seat:
            return
        r = self._read(hand.seat)
        if r.seen_raises == 0:
            return
        p = percentile(hand_strength(hand.cards))
        r.samples.append(p)
        if len(r.samples) > 30:
            r.samples.pop(0)
        mean = sum(r.samples) / len(r.samples)
        # a random bettor's raises average 0.5; a strength bettor's average well above
        r.honesty = max(0.0, min(1.0, (mean - 0.45) / 0.35))

    # ---- judging -------------------------------------------------------------------------
    def _floor(self, view: ZjhView, opp: int) -> float:
        """The lowest percentile this opponent's betting suggests (0 = no information)."""
        r = self.reads.get(opp)
        if r is None or not view.seen[opp]:
            return 0.0
        signal = min(0.75, 0.3 * r.seen_raises + 0.1 * r.seen_calls)
        return signal * r.honesty

    def _beat_chance(self, s: int, view: ZjhView, opp: int) -> float:
        """Chance to beat this one opponent, given what their betting suggests."""
        p = percentile(s)
        f = self._floor(view, opp)
        if f <= 0.0:
            return p
        return max(0.0, (p - f) / (1.0 - f)) if p > f else 0.05 * p

    def _win_chance(self, s: int, view: ZjhView) -> float:
        w = 1.0
        for opp in view.live_seats:
            if opp != self.seat:
                w *= self._beat_chance(s, view, opp)
        return w

    # ---- choosing ------------------------------------------------------------------------
    def choose(self, view: ZjhView, legal: tuple[Action, ...]) -> Action:
        me = self.seat
        opponents = [s for s in view.live_seats if s != me]
        if view.hand is None:
            action = self._blind(view, legal, len(opponents))
            if action is not None:
                return action
            return Look() if Look() in legal else legal[0]
        s = hand_strength(view.hand)
        return self._seen(view, legal, s, opponents)

    def _blind(self, view: ZjhView, legal: tuple[Action, ...], n_opp: int) -> Action | None:
        """Play blind (call) while it is cheap and early; else return None to look first."""
        if Look() not in legal:
            return None
        if Call() not in legal:
            return None  # short: look before deciding between an all-in compare and folding
        cheap = view.call_cost(self.seat) * 20 <= view.stacks[self.seat]
        early = view.round <= 1 + (1 if n_opp >= 3 else 0)
        if not (cheap and early and view.stake_level <= 2):
            return None
        # late seats (the dealer's end of the order) see more of the betting first: blind more often;
        # a raise already made this hand halves the appetite
        seats = max(1, sum(view.seated) - 1)
        late = ((self.seat - view.dealer - 1) % view.players) / max(1, view.players - 1) if seats > 1 else 1.0
        chance = self.BLIND_RATE * (0.7 + 0.6 * late) * (0.5 if view.stake_level > 1 else 1.0)
        return Call() if self.rng.random() < chance else None

    def _seen(self, view: ZjhView, legal: tuple[Action, ...], s: int, opponents: list[int]) -> Action:
        me = self.seat
        w = self._win_chance(s, view)
        pot = view.pot
        stack = view.stacks[me]
        call_cost = view.call_cost(me)
        compares = [a for a in legal if isinstance(a, Compare)]
        can_call = Call() in legal
        raises = [a for a in legal if isinstance(a, Raise)]
        pct = percentile(s)

        if not can_call:  # short: all-in compare (and chain) or open, else fold
            risk = min(stack, call_cost)
            if compares and w * (pot + risk) > risk * 1.1:
                return self._best_compare(view, compares, s)
            if Open() in legal and w * (pot + risk) > risk * 1.1:
                return Open()
            return Fold()

        # strong: build the pot; the cap and random folds pay us
        fair = 1.0 / (len(opponents) + 1)
        if w >= self.STRONG * fair or (pct >= 0.985 and w >= 0.5):
            if raises and pot + call_cost < view.pot_cap * 0.9:
                return raises[-1] if w >= self.VERY_STRONG else raises[0]
            return Call()

        # a bluff now and then: keep betting a weak hand while stakes are low
        if not self.bluffing and view.stake_level <= 2 and w < 0.3 and self.rng.random() < self.BLUFF_RATE:
            self.bluffing = True
        if self.bluffing:
            if view.stake_level <= 2 and raises and self.rng.random() < 0.5:
                return raises[0]
            if call_cost * 10 <= pot and view.stake_level <= 5:
                return Call()
            self.bluffing = False

        # medium: compare with the most beatable opponent when the pot is worth it
        pot_odds = call_cost / (pot + call_cost)
        if compares:
            target, chance = self._best_target(view, compares, s)
            if chance > 0.5 + 0.15 * (len(opponents) - 1) * (1 - chance) or (chance > 0.5 and pot >= 8 * call_cost):
                return target
        if Open() in legal and not compares:
            other = opponents[0]
            if self._beat_chance(s, view, other) > 0.6:
                return Open()
        if w > pot_odds * 1.2 and w >= 0.25:
            return Call()
        if compares:
            target, chance = self._best_target(view, compares, s)
            if chance > pot_odds * 1.5 and chance >= 0.45:
                return target
        return Fold()

    def _best_target(self, view: ZjhView, compares: list[Compare], s: int) -> tuple[Compare, float]:
        best = max(compares, key=lambda a: (self._beat_chance(s, view, a.target), -a.target))
        return best, self._beat_chance(s, view, best.target)

    def _best_compare(self, view: ZjhView, compares: list[Compare], s: int) -> Compare:
        return self._best_target(view, compares, s)[0]


__all__ = ["HeuristicZjh"]
