"""Guandan seats: strength against random and greedy seats, decision time, and situational sense."""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from ai.base import RandomPolicy
from ai.guandan import GreedyGuandan, HeuristicGuandan
from engine.games.guandan import Guandan, Pass, Phase, Play, Return, Tribute
from engine.games.guandan.cards import BJ, parse, to_card, to_cards
from engine.games.guandan.combos import ComboType
from engine.games.guandan.state import GuandanState
from engine.runner import play_game

GAME = Guandan()


def _first_place_rate(kinds: tuple[str, str], hands: int, seed: int) -> tuple[float, list[float]]:
    wins = 0
    times: list[float] = []

    def timed(seat: int, seconds: float) -> None:
        if seat in (0, 2):
            times.append(seconds)

    for i in range(hands):
        s = seed + i
        policies: list[Any] = []
        for seat in range(4):
            kind = kinds[seat & 1]
            if kind == "heuristic":
                policies.append(HeuristicGuandan(seat, s * 1009 + seat))
            elif kind == "greedy":
                policies.append(GreedyGuandan(seat, s * 1009 + seat))
            else:
                policies.append(RandomPolicy(s * 7919 + seat * 104729 + 1))
        result = play_game(GAME, 4, {"hands": 1}, s, policies, on_decide=timed)
        if 0 in result.winners:
            wins += 1
    return wins / hands, times


def test_heuristic_partners_beat_random_seats() -> None:
    rate, times = _first_place_rate(("heuristic", "random"), 40, 5000)
    assert rate >= 0.85
    times.sort()
    assert times[int(0.95 * (len(times) - 1))] < 0.1


def test_heuristic_partners_beat_greedy_seats() -> None:
    rate, _ = _first_place_rate(("heuristic", "greedy"), 60, 7000)
    assert rate >= 0.6


def test_greedy_beats_random() -> None:
    rate, _ = _first_place_rate(("greedy", "random"), 30, 9000)
    assert rate >= 0.7


# ---- situations ------------------------------------------------------------------------------------


def make(hands: list[str], **fields: Any) -> GuandanState:
    state, _ = GAME.start(4, {}, 0)
    codes = tuple(tuple(sorted(parse(h))) for h in hands)
    base: dict[str, Any] = dict(hands=codes, turn=0, top=None, top_seat=0, passes=0, table=(None,) * 4,
                                finished=(), played=(), phase=Phase.PLAY, payers=(), receivers=(),
                                pending=(None,) * 4, tributes=(), returns=())
    base.update(fields)
    return dataclasses.replace(state, **base)


def decide(state: GuandanState, seat: int, sizes: list[int] | None = None) -> Any:
    ai = HeuristicGuandan(seat, 1)
    ai.sizes = sizes or [len(h) for h in state.hands]
    return ai.choose(GAME.view(state, seat), GAME.legal_actions(state, seat))


def _play(text: str, combo: ComboType, key: int) -> Play:
    return Play(to_cards(parse(text)), combo, key)


BIG = "♣3 ♦4 ♣6 ♦7 ♣9 ♦10 ♣J ♦Q ♣K ♠3 ♠5 ♠8"


def test_goes_out_when_it_can() -> None:
    s = make(["♠9 ♦9", BIG, BIG, BIG], turn=0)
    a = decide(s, 0)
    assert isinstance(a, Play) and len(a.cards) == 2


def test_does_not_beat_partner_without_reason() -> None:
    top = _play("♠5", ComboType.SINGLE, 5)
    s = make([BIG, BIG, "♣A ♦K ♠7 ♦8 ♣10 ♥10 ♠J ♠Q", BIG], turn=2, top=top, top_seat=0, passes=1)
    assert isinstance(decide(s, 2), Pass)


def test_passes_on_partners_last_cards_for_jiefeng() -> None:
    top = _play("♠5", ComboType.SINGLE, 5)
    s = make(["", BIG, "♣A ♦K ♠7 ♦8 ♣10", BIG], turn=2, top=top, top_seat=0, passes=1, finished=(0,))
    assert isinstance(decide(s, 2, [0, 12, 5, 12]), Pass)


def test_answers_an_opponent_cheaply() -> None:
    top = _play("♠5", ComboType.SINGLE, 5)
    s = make([BIG, "♠6 ♥A ♦K ♠K ♣Q ♦Q ♠10 ♣10 ♥4 ♣J ♦J", BIG, BIG], turn=1, top=top, top_seat=0)
    a = decide(s, 1)
    assert isinstance(a, Play) and a.combo is ComboType.SINGLE and a.key == 6


def test_keeps_bomb_early_but_bombs_an_opponent_about_to_go_out() -> None:
    hand = "♠9 ♦9 ♣9 ♥9 ♣3 ♦4 ♣6 ♠J ♦Q ♣K ♠7 ♦8 ♥J"
    top = _play("♠K ♦K", ComboType.PAIR, 13)
    early = make([BIG, hand, BIG, BIG], turn=1, top=top, top_seat=0)
    assert isinstance(decide(early, 1, [12, 13, 12, 12]), Pass)
    late = make(["♠4 ♠6", hand, BIG, BIG], turn=1, top=top, top_seat=0)
    a = decide(late, 1, [2, 13, 12, 12])
    assert isinstance(a, Play) and a.combo is ComboType.BOMB


def test_leads_weak_cards_and_keeps_control() -> None:
    s = make(["♣3 BJ ♠K ♦K ♣K ♠8 ♦8", BIG, BIG, BIG], turn=0)
    a = decide(s, 0)
    assert isinstance(a, Play)
    assert to_card(BJ) not in a.cards


def test_feeds_partner_about_to_go_out() -> None:
    s = make(["♣3 ♠7 ♦7 ♣7 ♠Q ♦Q ♥K ♠A", BIG, "♠10", BIG], turn=0)
    a = decide(s, 0, [8, 12, 1, 12])
    assert isinstance(a, Play) and a.combo is ComboType.SINGLE and a.key == 3


def test_tribute_and_return_choices() -> None:
    payer = make(["♣3 ♠4", BIG, "♣5 ♠6", "♠A ♦A ♣3 ♠8 ♦9"], phase=Phase.TRIBUTE, payers=(3,), receivers=(0,),
                 leader=0)
    a = decide(payer, 3)
    assert isinstance(a, Tribute) and a.card.rank == 1
    receiver = make(["♣3 ♠4 ♦4 ♠K ♦K ♣K BJ ♠9", BIG, BIG, "♣5"], phase=Phase.RETURN, payers=(3,),
                    receivers=(0,), leader=3, tributes=((3, 0, BJ),))
    r = decide(receiver, 0)
    assert isinstance(r, Return) and r.card.rank in (3, 9)


def test_greedy_plays_smallest() -> None:
    top = _play("♠5", ComboType.SINGLE, 5)
    s = make([BIG, "♠6 ♠9 ♥A ♦K ♣6 ♦6 ♥6 ♠6", BIG, BIG], turn=1, top=top, top_seat=0)
    g = GreedyGuandan(1, 0)
    a = g.choose(GAME.view(s, 1), GAME.legal_actions(s, 1))
    assert isinstance(a, Play) and a.combo is ComboType.SINGLE and a.key == 6  # the smallest single, not the bomb
    lead = make(["♣3 ♦3 ♣4 ♦5 ♠6 ♠7 ♦K", BIG, BIG, BIG], turn=0)
    a = g.choose(GAME.view(lead, 0), GAME.legal_actions(lead, 0))
    assert isinstance(a, Play) and a.combo is ComboType.STRAIGHT and a.key == 7


def test_decision_time_on_a_full_hand_with_wilds() -> None:
    hand = "♥2 ♥2 ♣3 ♦3 ♠4 ♦5 ♠6 ♠7 ♦8 ♣9 ♠9 ♦10 ♣J ♦Q ♣K ♠K ♦A ♣A SJ BJ ♣5 ♠8 ♦9 ♣10 ♠J ♠Q ♦7"
    s = make([hand, BIG, BIG, BIG], turn=0)
    started = time.perf_counter()
    a = decide(s, 0, [27, 27, 27, 27])
    assert time.perf_counter() - started < 0.5
    assert isinstance(a, Play)


def test_suggested_groups_cover_the_hand() -> None:
    from ai.guandan import suggest_groups

    hand = to_cards(parse("♥2 ♥2 ♣3 ♦3 ♠4 ♦5 ♠6 ♠7 ♦8 ♣9 ♠9 ♦10 ♣J ♦Q ♣K ♠K ♦A ♣A ♣5 ♠8 ♦9 ♣10 ♠J ♠Q ♦7"))
    groups = suggest_groups(hand, 2)
    assert sorted(c for g in groups for c in g) == sorted(hand)
    assert len(groups) <= 6
