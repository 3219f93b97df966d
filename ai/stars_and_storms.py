"""A heuristic seat for 星辰与风暴 Stars and Storms.

It values a position as the stars each seat can expect to keep at the end of the round: every star
survives each still-unseen card that could reach it (by the current storm level, by heat death of its
suit, or as a joker) with a fixed probability, and every card in hand is worth a late, safe star.
Each legal play is scored by the position it leads to (stars taken from the leading opponents weigh
against its own losses and the card it spends); ``EndTurn`` is scored by the position as it stands.
Unseen cards are counted from the view: 54 minus its hand, every star on the table and the face-up
discard pile.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.cards import Card, standard_deck
from engine.core import Action
from engine.games.stars_and_storms.model import EndTurn, Form, Play, SnSView, Star
from engine.games.stars_and_storms.rules import distance
from engine.rng import Rng

FULL_DECK: tuple[Card, ...] = standard_deck(jokers=True)


class Weights:
    """Tuning knobs (kept together so experiments can vary them)."""

    hit_chance = 0.38  # chance that one unseen card reaching a star is in the end used against it
    heat_chance = 0.45  # same for an unseen heat card of the star's suit
    hand_card = 0.78  # a card held for a late star
    hand_joker = 0.95
    opp_hand_card = 0.55
    leader_weight = 0.75  # the best opponent
    rest_weight = 0.25  # the mean of the other opponents
    point_weight = 0.002  # star points break ties
    blowout_penalty = 3.0  # emptying our own zone when a second blow-out would eliminate us


class HeuristicSnS:
    """Greedy one-play search over an expected-surviving-stars evaluation."""

    def __init__(self, seat: int, seed: int, weights: type[Weights] = Weights) -> None:
        self.seat = seat
        self.rng = Rng(seed * 2654435761 + seat)
        self.w = weights

    def observe(self, event: Any) -> None:  # everything it needs is public in the view
        return None

    # ---- choosing ---------------------------------------------------------------------------
    def choose(self, view: SnSView, legal: tuple[Action, ...]) -> Action:
        seat = view.seat if view.seat is not None else view.turn
        unseen = self._unseen(view)
        threat = self._threat_table(view, unseen)
        best: Action = legal[0]
        best_value = float("-inf")
        for action in legal:
            value = self._value_after(view, seat, action, threat)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    @staticmethod
    def _unseen(view: SnSView) -> Counter[Card]:
        left = Counter(FULL_DECK)
        left.subtract(view.hand)
        left.subtract(view.discard)
        for zone in view.zones:
            left.subtract(st.card for st in zone)
        return +left

    def _threat_table(self, view: SnSView, unseen: Counter[Card]) -> dict[tuple[int, int], float]:
        """Survival chance of a star by (rank, suit) against every unseen card."""
        by_rank = Counter[int]()
        jokers = 0
        heat_by_suit = Counter[int]()
        for card, k in unseen.items():
            if card.is_joker:
                jokers += k
                continue
            by_rank[card.rank] += k
            if view.heat_rank is not None and card.rank == view.heat_rank:
                heat_by_suit[int(card.suit)] += k
        level = view.level
        miss = 1.0 - self.w.hit_chance
        heat_miss = 1.0 - self.w.heat_chance
        table: dict[tuple[int, int], float] = {}
        for rank in range(1, 14):
            reaching = sum(k for r, k in by_rank.items() if distance(r, rank) <= level) + jokers
            for suit in range(4):
                extra = 0
                if view.heat_rank is not None:
                    extra = heat_by_suit[suit]
                    if distance(view.heat_rank, rank) <= level:
                        extra = 0  # already counted as a storm that reaches it
                table[(rank, suit)] = (miss ** reaching) * (heat_miss ** extra)
        return table

    # ---- evaluating -------------------------------------------------------------------------
    def _value_after(self, view: SnSView, seat: int, action: Action, threat: dict[tuple[int, int], float]) -> float:
        zones = list(view.zones)
        hand = list(view.hand)
        if isinstance(action, Play):
            hand.remove(action.card)
            zones = _apply_play(zones, seat, action, view.level, view.heat_rank)
        elif not isinstance(action, EndTurn):
            return float("-inf")
        return self._evaluate(view, seat, zones, hand, threat)

    def _evaluate(self, view: SnSView, seat: int, zones: Sequence[tuple[Star, ...]], hand: Sequence[Card],
                  threat: dict[tuple[int, int], float]) -> float:
        w = self.w
        mine = self._zone_value(zones[seat], threat)
        mine += sum(w.hand_joker if c.is_joker else w.hand_card for c in hand)
        mine += w.point_weight * sum(st.rank for st in zones[seat])
        opps = [
            self._zone_value(zones[s], threat) + w.opp_hand_card * view.hand_sizes[s]
            + w.point_weight * sum(st.rank for st in zones[s])
            for s in range(view.players) if s != seat and view.active[s]
        ]
        value = mine
        if opps:
            opps.sort(reverse=True)
            rest = opps[1:]
            value -= w.leader_weight * opps[0]
            if rest:
                value -= w.rest_weight * sum(rest) / len(rest)
        if (view.early_elimination and view.elimination_armed and view.blowouts[seat] >= 1
                and view.zones[seat] and not zones[seat]):
            value -= w.blowout_penalty
        return value

    @staticmethod
    def _zone_value(zone: Sequence[Star], threat: dict[tuple[int, int], float]) -> float:
        return sum(threat[(st.as_card.rank, int(st.as_card.suit))] for st in zone)


def _apply_play(zones: list[tuple[Star, ...]], seat: int, play: Play, level: int,
                heat_rank: int | None) -> list[tuple[Star, ...]]:
    """The zones after ``play`` (the engine's rule, restated on the public zones)."""
    as_card = play.as_card
    if heat_rank is not None and as_card.rank == heat_rank:
        zones = [tuple(st for st in z if st.as_card.suit is not as_card.suit) for z in zones]
    if play.form is Form.STAR:
        zones[seat] = zones[seat] + (Star(play.card, as_card),)
    else:
        zones = [tuple(st for st in z if distance(st.rank, as_card.rank) > level) for z in zones]
    return zones
