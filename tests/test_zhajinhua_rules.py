"""Zha Jin Hua betting flow, one exact table per test: every rule's outcome asserted."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Action, DecisionKind
from engine.errors import IllegalAction, OptionError
from engine.games.zhajinhua import (
    Bet, BetKind, Busted, Call, Compare, Compared, Dealt, EndReason, Fold, HandStarted, Look, Looked, Open,
    OutOfChips, PotAwarded, Raise, SessionEnded, Showdown, ShowdownReason, TurnStarted, ZjhState,
)
from tests.test_zhajinhua_support import GAME, act, of_type, table

TRIPS_A, PAIR_K, HIGH_Q, HIGH_9 = "As Ah Ad", "Ks Kh 2d", "Qs 9h 4c", "9s 7h 3c"
AKQ_1, AKQ_2 = "Ac Kd Qh", "As Kh Qd"


# ---- starting a session --------------------------------------------------------------------------

def test_session_starts_with_antes_blind_hands_and_the_seat_after_the_dealer() -> None:
    state, events = GAME.start(4, {}, 11)
    started = of_type(events, HandStarted)[0]
    assert started.number == 1 and started.base == 10 and started.pot_cap == 2000 and started.round_limit == 20
    antes = of_type(events, Bet)
    assert [b.kind for b in antes] == [BetKind.ANTE] * 4 and all(b.amount == 10 for b in antes)
    assert state.pot == 40 and state.stacks == (990,) * 4
    assert len(of_type(events, Dealt)) == 4 and all(len(h) == 3 for h in state.hands)
    assert state.turn == (state.dealer + 1) % 4
    assert of_type(events, TurnStarted)[-1].seat == state.turn
    assert not any(state.seen) and not any(state.has_bet)


def test_first_dealer_is_random_and_reproducible() -> None:
    dealers = {GAME.start(3, {}, seed)[0].dealer for seed in range(40)}
    assert dealers == {0, 1, 2}
    assert GAME.start(3, {}, 5) == GAME.start(3, {}, 5)


def test_six_players_need_the_six_seat_house_rule() -> None:
    assert GAME.resolve_options(5, {})["six_seats"] is False
    assert GAME.resolve_options(6, {})["six_seats"] is True
    assert GAME.resolve_options(6, {"six_seats": False})["six_seats"] is True
    with pytest.raises(OptionError):
        GAME.resolve_options(7, {})
    with pytest.raises(OptionError):
        GAME.resolve_options(1, {})


# ---- look, call, raise -----------------------------------------------------------------------------

def test_look_is_free_keeps_the_turn_and_only_once() -> None:
    state = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2)
    assert state.turn == 0
    after, events = act(state, Look())
    assert after.turn == 0 and after.seen[0] and after.stacks == state.stacks
    assert of_type(events, Looked)[0].cards is not None
    with pytest.raises(IllegalAction, match="already looked"):
        GAME.apply(after, 0, Look())
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Look())  # not seat 1's turn


def test_seen_players_pay_double() -> None:
    state = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2)
    state, _ = act(state, Look())
    state, events = act(state, Call())  # seat 0, seen: 2 × 1 × 10
    assert of_type(events, Bet)[0].amount == 20 and state.stacks[0] == 970
    state, events = act(state, Call())  # seat 1, blind
    assert of_type(events, Bet)[0].amount == 10
    state, events = act(state, Raise(5))  # seat 2, blind raise to 5 × base
    assert of_type(events, Bet)[0].amount == 50 and state.stake_level == 5
    state, events = act(state, Call())  # seat 0, seen: 2 × 5 × 10
    assert of_type(events, Bet)[0].amount == 100
    state, events = act(state, Look())
    state, events = act(state, Raise(10))  # seat 1, now seen: 2 × 10 × 10
    assert of_type(events, Bet)[0].amount == 200 and state.stake_level == 10


def test_raises_climb_the_ladder_only() -> None:
    state = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stake_level=2)
    legal = GAME.legal_actions(state, 0)
    assert Raise(5) in legal and Raise(10) in legal and Raise(2) not in legal and Raise(1) not in legal
    with pytest.raises(IllegalAction, match="higher rung"):
        GAME.apply(state, 0, Raise(2))
    with pytest.raises(IllegalAction, match="ladder"):
        GAME.apply(state, 0, Raise(3))
    top = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stake_level=10)
    assert not [a for a in GAME.legal_actions(top, 0) if isinstance(a, Raise)]


def test_legal_actions_in_a_stable_order() -> None:
    state = table([HIGH_Q, HIGH_9], dealer=1, has_bet=(True, True))
    assert GAME.legal_actions(state, 0) == (
        Look(), Fold(), Call(), Raise(2), Raise(5), Raise(10), Compare(1), Open())
    assert GAME.legal_actions(state, 1) == ()


def test_a_short_player_cannot_call_or_raise() -> None:
    state = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stacks=(20, 990, 990), seen=(True, False, False))
    legal = GAME.legal_actions(state, 0)
    assert Call() not in legal and not [a for a in legal if isinstance(a, Raise)]
    with pytest.raises(IllegalAction, match="all-in"):
        GAME.apply(state, 0, Call())
    # a blind player with the same stack can still call (half the price)
    blind = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stacks=(20, 990, 990))
    assert Call() in GAME.legal_actions(blind, 0)



def test_each_refusal_names_its_rule_and_amounts() -> None:
    class Bluff(Action):
        pass

    def code(state: ZjhState, action: Action) -> tuple[str, tuple[tuple[str, object], ...]]:
        reason = GAME.check(state, state.turn, action)
        assert reason is not None and reason.code in GAME.refusals  # type: ignore[attr-defined]
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, state.turn, action)
        assert err.value.reason == reason
        return reason.code, reason.params  # type: ignore[attr-defined]

    short = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stacks=(20, 990, 990), seen=(True, False, False),
                  has_bet=(False, True, True), live=(True, True, False))
    assert code(short, Look()) == ("zjh.looked", ())
    assert code(short, Call()) == ("zjh.short_call", (("cost", 20), ("stack", 20)))
    assert code(short, Raise(2)) == ("zjh.short_raise", (("level", 2), ("cost", 40), ("stack", 20)))
    assert code(short, Raise(3)) == ("zjh.bad_rung", (("ladder", "1, 2, 5, 10"),))
    assert code(short, Compare(2)) == ("zjh.target_out", (("seat", 2),))
    assert code(short, Compare(0)) == ("zjh.compare_self", ())
    assert code(short, Compare(7)) == ("zjh.compare_seat", ())
    assert code(short, Bluff()) == ("zjh.not_an_action", ())
    three = table([HIGH_Q, HIGH_9, PAIR_K], dealer=2, stake_level=2, has_bet=(False, True, True))
    assert code(three, Raise(2)) == ("zjh.low_raise", (("stake", 2),))
    assert code(three, Compare(1)) == ("zjh.compare_early", ())
    assert code(three, Open()) == ("zjh.open_two", ())

# ---- compare ------------------------------------------------------------------------------------

def test_compare_only_after_every_live_player_has_bet() -> None:
    state = table([PAIR_K, HIGH_9, HIGH_Q], dealer=2, has_bet=(False, True, True))
    assert not [a for a in GAME.legal_actions(state, 0) if isinstance(a, Compare)]
    with pytest.raises(IllegalAction, match="every live player has bet"):
        GAME.apply(state, 0, Compare(1))
    # a folded player who never bet does not hold it up
    ready = table([PAIR_K, HIGH_9, HIGH_Q], dealer=2, has_bet=(True, True, False), live=(True, True, False))
    assert Compare(1) in GAME.legal_actions(ready, 0)


def test_compare_costs_one_call_and_the_loser_is_out() -> None:
    state = table([PAIR_K, HIGH_9, HIGH_Q], dealer=2, has_bet=(True, True, True), stake_level=2)
    after, events = act(state, Compare(1))
    bet = of_type(events, Bet)[0]
    assert bet.kind is BetKind.COMPARE and bet.amount == 20  # blind rate, stake 2 × 10
    result = of_type(events, Compared)[0]
    assert (result.winner, result.loser, result.equal) == (0, 1, False)
    assert after.live == (True, False, True)
    assert after.seen[0] and after.seen[1]  # both have now seen their cards
    assert after.turn == 2


def test_seen_asker_pays_double_for_a_compare_and_may_pick_any_live_opponent() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q, TRIPS_A], dealer=3, has_bet=(True,) * 4, seen=(True, False, False, False))
    targets = [a.target for a in GAME.legal_actions(state, 0) if isinstance(a, Compare)]
    assert targets == [1, 2, 3]
    after, events = act(state, Compare(2))
    assert of_type(events, Bet)[0].amount == 20
    assert of_type(events, Compared)[0].winner == 2 and after.live == (False, True, True, True)
    assert after.turn == 1


def test_equal_hands_the_asker_loses_the_compare() -> None:
    state = table([AKQ_1, AKQ_2, HIGH_9], dealer=2, has_bet=(True, True, True))
    after, events = act(state, Compare(1))
    result = of_type(events, Compared)[0]
    assert result.equal is True and result.winner == 1 and result.loser == 0
    assert after.live == (False, True, True)


def test_235_compare_against_aaa_and_kkk_both_settings() -> None:
    hands = ["2s 3h 5d", TRIPS_A, "Ks Kh Kd"]
    default = table(hands, dealer=2, has_bet=(True,) * 3)
    _, ev = act(default, Compare(1))
    assert of_type(ev, Compared)[0].winner == 0
    _, ev = act(default, Compare(2))
    assert of_type(ev, Compared)[0].winner == 2
    every = table(hands, dealer=2, has_bet=(True,) * 3, beats_all_trips=True)
    _, ev = act(every, Compare(2))
    assert of_type(ev, Compared)[0].winner == 0


def test_last_compare_winner_takes_the_pot() -> None:
    state = table([PAIR_K, HIGH_9], dealer=1, has_bet=(True, True), contributed=(60, 50))
    after, events = act(state, Compare(1))
    award = of_type(events, PotAwarded)[0]
    assert award.winners == (0,) and award.pot == 120 and award.amounts == (120,)
    assert after.stacks[0] == 990 - 10 + 120 - 10  # the next hand's ante is already in
    started = of_type(events, HandStarted)[-1]
    assert started.dealer == 0  # the winner deals the next hand
    assert after.turn == 1  # and the seat after the dealer acts first


# ---- open ---------------------------------------------------------------------------------------

def test_open_only_with_two_live_players_any_time_and_costs_double() -> None:
    three = table([PAIR_K, HIGH_9, HIGH_Q], dealer=2)
    with pytest.raises(IllegalAction, match="exactly two"):
        GAME.apply(three, 0, Open())
    two = table([HIGH_9, PAIR_K, HIGH_Q], dealer=2, live=(True, True, False), stake_level=2)
    assert Open() in GAME.legal_actions(two, 0)  # nobody has bet yet: opening is still allowed
    after, events = act(two, Open())
    bet = of_type(events, Bet)[0]
    assert bet.kind is BetKind.OPEN and bet.amount == 40  # 2 × (2 × 10) blind
    show = of_type(events, Showdown)[0]
    assert show.reason is ShowdownReason.OPEN and show.opener == 0 and show.winners == (1,)
    assert {h.seat for h in show.hands} == {0, 1}
    assert of_type(events, PotAwarded)[0].winners == (1,)


def test_equal_hands_the_opener_loses() -> None:
    two = table([AKQ_1, AKQ_2], dealer=1)
    _, events = act(two, Open())
    assert of_type(events, Showdown)[0].winners == (1,)
    flipped = table([AKQ_2, AKQ_1], dealer=1)
    _, events = act(flipped, Open())
    assert of_type(events, Showdown)[0].winners == (1,)


# ---- the cap and the round limit ------------------------------------------------------------------

def test_the_pot_cap_opens_every_live_hand() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q, TRIPS_A], dealer=3, cap_multiple=20, contributed=(50, 50, 50, 40),
                  live=(True, True, True, False))
    after, events = act(state, Call())  # pot 190 + 10 reaches 200 = 20 × base
    show = of_type(events, Showdown)[0]
    assert show.reason is ShowdownReason.CAP
    assert [h.seat for h in show.hands] == [0, 1, 2]  # every live hand, nobody folded shown
    assert show.winners == (1,)
    assert of_type(events, PotAwarded)[0].pot == 200


def test_the_round_limit_opens_every_live_hand() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q], dealer=2, round=2, round_limit=2, turn=1)
    mid, events = act(state, Call())  # seat 1 → seat 2, same round
    assert of_type(events, TurnStarted)[0] == TurnStarted(2, 2)
    after, events = act(mid, Call())  # seat 2 ends round 2, the last one
    show = of_type(events, Showdown)[0]
    assert show.reason is ShowdownReason.ROUND_LIMIT and show.winners == (1,)


def test_rounds_count_when_the_turn_passes_the_dealer() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q], dealer=0, turn=0)  # order 1, 2, 0: seat 0 acts last
    after, events = act(state, Call())
    assert after.round == 2 and of_type(events, TurnStarted)[0] == TurnStarted(1, 2)


def test_equal_best_hands_split_the_pot_odd_chip_after_the_dealer() -> None:
    hands = [AKQ_1, HIGH_9, AKQ_2]
    state = table(hands, dealer=2, round=1, round_limit=1, turn=2, contributed=(10, 11, 10))
    _, events = act(state, Call())  # pot 41, split between seats 0 and 2
    award = of_type(events, PotAwarded)[0]
    assert award.winners == (0, 2) and award.amounts == (21, 20)
    state = table(hands, dealer=0, round=1, round_limit=1, turn=0, contributed=(10, 11, 10))
    _, events = act(state, Call())  # now seat 2 comes first after the dealer
    award = of_type(events, PotAwarded)[0]
    assert award.winners == (2, 0) and award.amounts == (21, 20)


def test_showdown_applies_the_235_rule_both_ways() -> None:
    hands = ["2s 3h 5d", "Ks Kh Kd", "Qc Qd 4s"]
    state = table(hands, dealer=2, round=1, round_limit=1, turn=2)
    _, events = act(state, Call())
    assert of_type(events, Showdown)[0].winners == (1,)
    state = table(hands, dealer=2, round=1, round_limit=1, turn=2, beats_all_trips=True)
    _, events = act(state, Call())
    shown = of_type(events, Showdown)[0]
    assert shown.winners == (0,) and shown.hands[0].special_235


# ---- short stacks, busting and the end --------------------------------------------------------------

def test_all_in_compare_waives_the_bet_condition_and_chains_through_the_table() -> None:
    state = table([TRIPS_A, HIGH_9, HIGH_Q], dealer=2, stacks=(15, 990, 990), seen=(True, False, False))
    legal = GAME.legal_actions(state, 0)
    assert Compare(1) in legal and Compare(2) in legal  # nobody has bet yet
    after, events = act(state, Compare(2))
    bet = of_type(events, Bet)[0]
    assert bet.amount == 15 and bet.all_in
    compares = of_type(events, Compared)
    assert [(c.target, c.chained, c.winner) for c in compares] == [(2, False, 0), (1, True, 0)]
    assert of_type(events, PotAwarded)[0].winners == (0,)


def test_all_in_asker_who_loses_a_chained_compare_is_out_and_the_hand_goes_on() -> None:
    state = table([PAIR_K, HIGH_9, TRIPS_A, HIGH_Q], dealer=3, stacks=(5, 990, 990, 990))
    after, events = act(state, Compare(1))
    compares = of_type(events, Compared)
    assert [(c.target, c.winner) for c in compares] == [(1, 0), (2, 2)]
    assert after.live == (False, False, True, True)
    assert after.stacks[0] == 0 and after.pot == 45
    assert after.turn == 2 and not of_type(events, PotAwarded)


def test_all_in_open_pays_what_is_left() -> None:
    state = table([TRIPS_A, HIGH_9], dealer=1, stacks=(30, 990), stake_level=2, seen=(True, False))
    after, events = act(state, Open())
    bet = of_type(events, Bet)[0]
    assert bet.amount == 30 and bet.all_in
    assert of_type(events, Showdown)[0].winners == (0,)


def test_ante_that_takes_everything_leaves_the_player_out_at_their_turn_then_busted() -> None:
    # seat 0 has 5 chips and has folded; seat 1 folds, seat 2 wins and deals the next hand
    state = table([HIGH_9, HIGH_Q, PAIR_K], dealer=0, stacks=(5, 990, 990), live=(False, True, True), turn=1)
    after, events = act(state, Fold())
    assert of_type(events, PotAwarded)[0].winners == (2,)
    nxt = of_type(events, HandStarted)[-1]
    assert nxt.dealer == 2 and nxt.seats == (0, 1, 2)
    antes = [b for b in of_type(events, Bet) if b.kind is BetKind.ANTE]
    assert antes[0].seat == 0 and antes[0].amount == 5 and antes[0].all_in
    assert OutOfChips(0) in events and after.turn == 1 and not after.live[0]
    done, events = act(after, Fold())  # seat 1 folds: seat 2 wins, seat 0 leaves the table
    assert Busted(0) in events and not done.seated[0]
    last = of_type(events, HandStarted)[-1]
    assert last.seats == (1, 2) and done.hands[0] == ()


def test_the_state_and_views_note_after_which_hand_each_seat_left() -> None:
    # seat 3 left after hand 2; seat 0's last 5 chips go in hand 5's ante and it leaves after that hand
    state = table([HIGH_9, HIGH_Q, PAIR_K, ""], dealer=0, stacks=(5, 990, 990, 0), live=(False, True, True, False),
                  seated=(True, True, True, False), turn=1, hand_no=4)
    state = replace(state, busted_in=(0, 0, 0, 2))  # seat 3 left after hand 2
    after, _ = act(state, Fold())  # hand 5: seat 0's ante takes its last chips
    after, events = act(after, Fold())
    assert Busted(0) in events and after.busted_in == (5, 0, 0, 2)
    assert GAME.view(after, 1).busted_in == (5, 0, 0, 2) and GAME.view(after, None).busted_in == (5, 0, 0, 2)
    fresh, _ = GAME.start(3, GAME.resolve_options(3, {}), 1)
    assert fresh.busted_in == (0, 0, 0) and GAME.view(fresh, 0).busted_in == (0, 0, 0)


def test_session_ends_when_one_player_holds_every_chip() -> None:
    state = table([HIGH_9, TRIPS_A], dealer=1, stacks=(10, 990), has_bet=(True, True), seen=(True, False),
                  start_chips=510)
    after, events = act(state, Compare(1))  # all-in for 10 and loses
    assert Busted(0) in events
    end = of_type(events, SessionEnded)[0]
    assert end.reason is EndReason.ONE_LEFT and end.winners == (1,)
    assert after.over and GAME.decision(after).kind is DecisionKind.NONE
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == (1,)
    assert outcome.scores == (-510.0, 510.0)
    assert after.stacks == (0, 1020)


def test_session_ends_after_the_agreed_number_of_hands() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q], dealer=2, hands_limit=3, hand_no=3)
    after, events = act(state, Fold())
    assert not after.over
    after, events = act(after, Fold())
    end = of_type(events, SessionEnded)[0]
    assert end.reason is EndReason.HANDS_PLAYED and after.over
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.scores == (-10.0, -10.0, 20.0) and outcome.winners == (2,)
    assert GAME.legal_actions(after, 0) == ()


def test_poorest_stack_option_sets_each_hands_base() -> None:
    state = table([HIGH_9, PAIR_K, HIGH_Q], dealer=2, stacks=(450, 1300, 990), poorest_stack=True)
    after, events = act(state, Fold())
    after, events = act(after, Fold())  # seat 2 wins 30
    started = of_type(events, HandStarted)[-1]
    assert started.base == 4 and after.base == 4  # 450 // 100
    assert started.pot_cap == 800
    state = table([HIGH_9, PAIR_K], dealer=1, stacks=(40, 990), poorest_stack=True, start_chips=50)
    _, events = act(state, Fold())
    assert of_type(events, HandStarted)[-1].base == 1  # never below 1


def test_a_whole_session_with_options_conserves_chips() -> None:
    from engine.rng import Rng
    for seed, opts in enumerate([{}, {"poorest_stack": True}, {"hands": 0, "start_chips": 100},
                                 {"beat_all_leopards": True, "round_limit": 2, "pot_cap": 10}]):
        state, _ = GAME.start(4, opts, seed)
        total = GAME.census(state)
        rng = Rng(seed)
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.decision(state).seats[0]
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            assert GAME.census(state) == total
            steps += 1
        assert steps < 20_000
        outcome = GAME.outcome(state)
        assert outcome is not None and sum(outcome.scores) == 0
