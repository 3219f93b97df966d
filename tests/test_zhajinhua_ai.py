"""The Zha Jin Hua heuristic seat: sensible single decisions, only legal moves, and a winning margin."""

from __future__ import annotations

import statistics

from ai.base import RandomPolicy
from ai.zhajinhua import HeuristicZjh
from engine.games.zhajinhua import Call, Compare, Fold, Look, Open, Raise, ZjhState
from engine.runner import play_game
from tests.test_zhajinhua_support import GAME, table


def decide(state: ZjhState, seed: int = 1) -> object:
    seat = state.turn
    return HeuristicZjh(seat, seed).choose(GAME.view(state, seat), GAME.legal_actions(state, seat))


def test_raises_with_a_monster() -> None:
    state = table(["As Ah Ad", "9s 7h 3c", "Qs 9h 4c", "Jd Jc 5h"], dealer=3, seen=(True, False, False, False))
    assert isinstance(decide(state), Raise)


def test_folds_rubbish_against_a_big_stake() -> None:
    state = table(["2s 4h 7d", "9s 7h 3c", "Qs 9h 4c", "Jd Jc 5h"], dealer=3, seen=(True, True, True, True),
                  stake_level=10, has_bet=(False, True, True, True))
    assert all(decide(state, seed) == Fold() for seed in range(20))


def test_looks_before_paying_a_big_blind_stake() -> None:
    state = table(["2s 4h 7d", "9s 7h 3c", "Qs 9h 4c"], dealer=2, stake_level=10)
    assert all(decide(state, seed) == Look() for seed in range(20))


def test_short_stack_goes_all_in_with_a_strong_hand_and_folds_a_weak_one() -> None:
    strong = table(["Ks Kh Kd", "9s 7h 3c", "Qs 9h 4c"], dealer=2, stacks=(15, 990, 990), seen=(True, False, False))
    assert isinstance(decide(strong), Compare)
    weak = table(["2s 4h 7d", "9s 7h 3c", "Qs 9h 4c"], dealer=2, stacks=(15, 990, 990), seen=(True, False, False))
    assert decide(weak) == Fold()


def test_heads_up_opens_or_compares_a_good_hand_rather_than_folding() -> None:
    state = table(["Qs Qh 4d", "9s 7h 3c"], dealer=1, seen=(True, False), stake_level=10)
    assert isinstance(decide(state), (Open, Raise, Call, Compare))


def test_only_legal_actions_in_whole_sessions_with_every_option() -> None:
    opts = [{}, {"poorest_stack": True}, {"beat_all_leopards": True, "hands": 5},
            {"start_chips": 60, "hands": 0}, {"round_limit": 3, "pot_cap": 10, "hands": 10}]
    for i, o in enumerate(opts):
        for players in (2, 4, 6):
            policies = [HeuristicZjh(s, i * 10 + s) for s in range(players)]
            play_game(GAME, players, o, 100 + i, policies)  # raises on any illegal choice
            mixed = [HeuristicZjh(0, i), RandomPolicy(i)] + [RandomPolicy(i * 3 + s) for s in range(2, players)]
            play_game(GAME, players, o, 200 + i, mixed)


def test_beats_three_random_seats_by_a_wide_margin() -> None:
    """Full figure (2000 hands, CLI) is about +113 chips a hand; here 500 hands must clear +40."""
    scores = []
    for seed in range(1, 501):
        policies = [HeuristicZjh(0, seed * 1009)] + [RandomPolicy(seed * 7919 + s * 104729 + 1) for s in (1, 2, 3)]
        result = play_game(GAME, 4, {"hands": 1}, seed, policies)
        scores.append(result.scores[0])
    assert statistics.fmean(scores) > 40


def test_wins_most_longer_sessions_against_random_seats() -> None:
    wins = 0
    for seed in range(40):
        policies = [HeuristicZjh(0, seed)] + [RandomPolicy(seed * 5 + s) for s in (1, 2, 3)]
        result = play_game(GAME, 4, {"hands": 20}, seed, policies)
        wins += 0 in result.winners
    assert wins >= 20
