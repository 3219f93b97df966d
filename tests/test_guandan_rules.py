"""Guandan match rules as scenarios: turns, passing, 接风, announcing, finishing, levels, A, tribute."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine.core import DecisionKind
from engine.errors import IllegalAction
from engine.games.guandan import Guandan, Pass, Phase, Play, Return, Tribute
from engine.games.guandan import tribute as trib
from engine.games.guandan.cards import BJ, SJ, parse, to_card, to_cards, wild_code
from engine.games.guandan.combos import ComboType
from engine.games.guandan.rules import legal_plays
from engine.games.guandan.state import (
    AFailed, CardsAnnounced, GuandanState, HandEnded, MatchEnd, MatchEnded, ReturnPaid, TributeDue,
    TributePaid, TributeResisted, TrickWon, WentOut,
)
from engine.rng import Rng

GAME = Guandan()


def make(hands: list[str] | list[tuple[int, ...]], **fields: Any) -> GuandanState:
    """A state in the play phase with exactly these hands (other fields from a fresh match)."""
    options = fields.pop("options", {})
    state, _ = GAME.start(4, options, 0)
    codes = tuple(tuple(sorted(parse(h) if isinstance(h, str) else h)) for h in hands)
    base: dict[str, Any] = dict(hands=codes, turn=0, top=None, top_seat=0, passes=0, table=(None,) * 4,
                                finished=(), played=(), phase=Phase.PLAY, payers=(), receivers=(),
                                pending=(None,) * 4, tributes=(), returns=())
    base.update(fields)
    return dataclasses.replace(state, **base)


def play(state: GuandanState, seat: int, text: str, combo: ComboType, key: int) -> tuple[GuandanState, tuple[Any, ...]]:
    return GAME.apply(state, seat, Play(to_cards(parse(text)), combo, key))


def pass_(state: GuandanState, seat: int) -> tuple[GuandanState, tuple[Any, ...]]:
    return GAME.apply(state, seat, Pass())


FILLER = "♣3 ♣3 ♦3 ♦4 ♦4 ♣6 ♣6 ♦7 ♦7 ♣8"


# ---- turns and tricks ------------------------------------------------------------------------------


def test_turn_passes_to_the_next_seat_and_three_passes_win_the_trick() -> None:
    s = make(["♠9 ♠K", FILLER, FILLER, FILLER])
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    assert GAME.decision(s).seats == (1,)
    s, _ = pass_(s, 1)
    s, _ = pass_(s, 2)
    assert s.turn == 3
    s, ev = pass_(s, 3)
    assert TrickWon(0, 0, False) in ev
    assert s.top is None and s.turn == 0


def test_the_leader_must_play_and_answers_must_beat() -> None:
    s = make(["♠9 ♠K", "♦5 ♦Q ♣Q", FILLER, FILLER])
    with pytest.raises(IllegalAction, match="lead"):
        pass_(s, 0)
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    with pytest.raises(IllegalAction, match="not higher"):
        play(s, 1, "♦5", ComboType.SINGLE, 5)
    with pytest.raises(IllegalAction, match="cannot answer"):
        play(s, 1, "♦Q ♣Q", ComboType.PAIR, 12)
    with pytest.raises(IllegalAction, match="do not hold"):
        play(s, 1, "♠A", ComboType.SINGLE, 14)
    with pytest.raises(IllegalAction, match="read as"):
        play(s, 1, "♦Q", ComboType.SINGLE, 13)
    s2, _ = play(s, 1, "♦Q", ComboType.SINGLE, 12)
    assert s2.top_seat == 1


def test_wild_reading_must_be_stated_and_is_kept() -> None:
    s = make(["♥2 ♠3 ♦4 ♣5 ♠6 ♠K", FILLER, FILLER, FILLER])
    with pytest.raises(IllegalAction, match="read as"):
        play(s, 0, "♥2 ♠3 ♦4 ♣5 ♠6", ComboType.STRAIGHT, 8)
    s7, _ = play(s, 0, "♥2 ♠3 ♦4 ♣5 ♠6", ComboType.STRAIGHT, 7)
    assert s7.top is not None and s7.top.key == 7
    s6, _ = play(s, 0, "♥2 ♠3 ♦4 ♣5 ♠6", ComboType.STRAIGHT, 6)
    assert s6.top is not None and s6.top.key == 6


def test_jiefeng_partner_leads_when_nobody_answers_the_last_cards() -> None:
    s = make(["♠9", FILLER, FILLER, FILLER])
    s, ev = play(s, 0, "♠9", ComboType.SINGLE, 9)
    assert WentOut(0, 1) in ev
    s, _ = pass_(s, 1)
    s, _ = pass_(s, 2)
    s, ev = pass_(s, 3)
    assert TrickWon(0, 2, True) in ev
    assert s.turn == 2 and s.top is None


def test_after_going_out_an_answer_is_won_normally_and_out_seats_are_skipped() -> None:
    s = make(["♠9", "♠10 ♠J", FILLER, FILLER])
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    s, _ = play(s, 1, "♠10", ComboType.SINGLE, 10)
    s, _ = pass_(s, 2)
    s, ev = pass_(s, 3)  # seat 0 is out: two passes end the trick
    assert TrickWon(1, 1, False) in ev
    assert s.turn == 1
    s, _ = play(s, 1, "♠J", ComboType.SINGLE, 11)
    s, _ = pass_(s, 2)
    assert s.turn == 3  # seat 0 is skipped


@pytest.mark.parametrize("announce, left, told", [(6, 6, True), (6, 7, False), (10, 10, True), (10, 11, False)])
def test_announcing_hand_sizes(announce: int, left: int, told: bool) -> None:
    first = parse("♠K") + parse("♣3 ♦3 ♥3 ♠3 ♣4 ♦4 ♥4 ♠4 ♣6 ♦6 ♥6 ♠6")[:left]
    s = make([first, FILLER, FILLER, FILLER], announce=announce)
    s, ev = play(s, 0, "♠K", ComboType.SINGLE, 13)
    assert (CardsAnnounced(0, left) in ev) is told
    view = GAME.view(s, 1)
    assert view.announced[0] == (left if told else None)


# ---- finishing, levels and the match ----------------------------------------------------------------


def _finish(order: tuple[int, ...], **fields: Any) -> tuple[GuandanState, tuple[Any, ...]]:
    """Play out a hand where seats go out one by one in ``order`` with single cards nobody beats."""
    hands = [FILLER] * 4
    for s in order:
        hands[s] = "♠A"
    s = make(hands, **fields)
    events: tuple[Any, ...] = ()
    for seat in order:
        s = dataclasses.replace(s, turn=seat, top=None, passes=0)
        s, events = play(s, seat, "♠A", ComboType.SINGLE, 14)
        if s.hand_no != fields.get("hand_no", 1) or s.winners is not None:
            return s, events
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("order, rise", [((0, 2), 3), ((0, 1, 2), 2), ((0, 1, 3), 1)])
def test_level_rises_by_partner_place(order: tuple[int, ...], rise: int) -> None:
    s, ev = _finish(order, hand_no=1, levels=(2, 2), level=2, level_team=None)
    ended = next(e for e in ev if isinstance(e, HandEnded))
    assert ended.rise == rise and ended.winning_team == 0
    assert s.levels == (2 + rise, 2)
    assert s.level == 2 + rise and s.level_team == 0  # the next hand is played at the winners' level


def test_double_down_ends_the_hand_at_once() -> None:
    s, ev = _finish((1, 3))
    ended = next(e for e in ev if isinstance(e, HandEnded))
    assert ended.places[1] == 1 and ended.places[3] == 2
    assert sorted((ended.places[0], ended.places[2])) == [3, 4]


def test_levels_are_capped_at_a() -> None:
    s, _ = _finish((0, 2), levels=(12, 5), level=5, level_team=1)
    assert s.levels == (14, 5)
    assert s.winners is None  # reaching A is not yet passing it


@pytest.mark.parametrize("order", [(0, 2), (0, 1, 2)])
def test_passing_a_with_partner_second_or_third_wins(order: tuple[int, ...]) -> None:
    s, ev = _finish(order, levels=(14, 9), level=14, level_team=0)
    assert s.winners == (0, 2)
    assert MatchEnded((0, 2), 0, (14, 9), MatchEnd.PASSED_A) in ev
    assert GAME.decision(s).kind is DecisionKind.NONE
    out = GAME.outcome(s)
    assert out is not None and out.winners == (0, 2)


def test_first_and_last_at_a_is_not_a_win_but_a_failure() -> None:
    s, ev = _finish((0, 1, 3), levels=(14, 9), level=14, level_team=0)
    assert s.winners is None
    assert AFailed(0, 1, False) in ev
    assert s.levels == (14, 9) and s.a_failures == (1, 0)


def test_winning_at_another_teams_level_does_not_pass_a() -> None:
    s, _ = _finish((0, 2), levels=(14, 9), level=9, level_team=1)
    assert s.winners is None and s.level == 14


def test_losing_a_hand_at_a_counts_as_a_failure() -> None:
    s, ev = _finish((1, 3), levels=(14, 9), level=14, level_team=0)
    assert AFailed(0, 1, False) in ev
    assert s.levels == (14, 12) and s.level == 12


@pytest.mark.parametrize("option, expected", [(False, 14), (True, 2)])
def test_three_failures_at_a_option(option: bool, expected: int) -> None:
    s, ev = _finish((0, 1, 3), levels=(14, 9), level=14, level_team=0, a_failures=(2, 0), a_fail_drop=option)
    assert AFailed(0, 3, option) in ev
    assert s.levels[0] == expected
    assert s.level == expected  # team 0 won the hand, so its level is played next


def test_match_of_one_hand_is_won_by_the_first_players_team() -> None:
    s, ev = _finish((1, 0, 2), hands_limit=1)
    assert s.winners == (1, 3)
    assert any(isinstance(e, MatchEnded) and e.reason is MatchEnd.LEVEL for e in ev)


def test_match_length_tie_plays_one_extra_hand() -> None:
    s, _ = _finish((1, 0, 2), hands_limit=2, hand_no=2, levels=(5, 4), level=5, level_team=0)
    assert s.winners is None and s.extra and s.levels == (5, 5)
    s2, ev = _finish((0, 1, 3), hands_limit=2, hand_no=3, levels=(5, 5), level=5, level_team=1, extra=True)
    assert s2.winners == (0, 2)
    assert any(isinstance(e, MatchEnded) and e.reason is MatchEnd.EXTRA_HAND for e in ev)


def test_match_length_higher_level_wins() -> None:
    s, _ = _finish((1, 0, 2), hands_limit=2, hand_no=2, levels=(9, 4), level=9, level_team=0)
    assert s.winners == (0, 2)


# ---- tribute ------------------------------------------------------------------------------------


def test_who_pays_whom() -> None:
    # places by seat: 1 = first
    assert trib.payers_and_receivers((1, 3, 4, 2)) == ((1,), (0,))  # partner last: the 3rd (an opponent) pays
    assert trib.payers_and_receivers((1, 4, 3, 2)) == ((1,), (0,))
    assert trib.payers_and_receivers((1, 2, 3, 4)) == ((3,), (0,))  # partner 3rd: last place pays
    assert trib.payers_and_receivers((1, 3, 2, 4)) == ((1, 3), (0, 2))  # double down: both pay


def test_heart_level_card_is_never_tribute() -> None:
    hand = parse("♥7 ♥7 ♠7 ♣A ♦5")
    assert trib.tribute_choices(hand, 7) == parse("♠7")
    hand = parse("♥7 ♥7 ♣A ♦A ♦5")
    assert trib.tribute_choices(hand, 7) == parse("♣A ♦A")
    hand = parse("♥7 BJ ♣A")
    assert trib.tribute_choices(hand, 7) == (BJ,)


def test_return_is_a_card_from_2_to_10() -> None:
    assert trib.return_choices(parse("♠J ♠10 ♦2 ♥5 ♣A"), 5) == parse("♦2 ♠10")
    assert trib.return_choices(parse("♠J ♠Q ♣A"), 5) == parse("♠J")  # none from 2 to 10: the lowest


def _tribute_state(places: tuple[int, ...], hands: list[str], level: int = 2) -> GuandanState:
    payers, receivers = trib.payers_and_receivers(places)
    return make(hands, phase=Phase.TRIBUTE, payers=payers, receivers=receivers, leader=places.index(1),
                prev_places=places, level=level)



def _code(state: GuandanState, seat: int, action: Any) -> tuple[str, tuple[tuple[str, object], ...]]:
    reason = GAME.check(state, seat, action)
    assert reason is not None and reason.code in GAME.refusals  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, action)
    assert err.value.reason == reason
    return reason.code, reason.params  # type: ignore[attr-defined]


def _cards(text: str) -> tuple[Any, ...]:
    return to_cards(parse(text))


def test_each_refused_play_names_its_rule() -> None:
    s = make(["♠9 ♠K", "♦5 ♦Q ♣Q ♠2 ♠2 ♠2 ♠2", "♦4 ♦4 ♣5 ♣5 ♦5 ♠5", FILLER])
    assert _code(s, 0, Pass()) == ("gd.must_lead", ())
    assert _code(s, 0, Tribute(to_card(parse("♠9")[0])))[0] == "gd.play_or_pass"
    assert _code(s, 0, Play((), ComboType.SINGLE, 9))[0] == "gd.empty"
    assert _code(s, 0, Play(("♠9",), ComboType.SINGLE, 9))[0] == "gd.not_cards"  # type: ignore[arg-type]
    assert _code(s, 0, Play(_cards("♠A"), ComboType.SINGLE, 14))[0] == "gd.not_held"
    assert _code(s, 0, Play(_cards("♠9 ♠K"), ComboType.PAIR, 9))[0] == "gd.no_combo"
    assert _code(s, 0, Play(_cards("♠9"), 42, 9))[0] == "gd.unknown_combo"  # type: ignore[arg-type]
    assert _code(s, 0, Play(_cards("♠9"), ComboType.SINGLE, 13)) == (
        "gd.reading", (("combo", "single"), ("key", "13"), ("n", 1)))
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    assert _code(s, 1, Play(_cards("♦5"), ComboType.SINGLE, 5)) == (
        "gd.too_low", (("mine", "single"), ("top", "single")))
    assert _code(s, 1, Play(_cards("♦Q ♣Q"), ComboType.PAIR, 12)) == (
        "gd.wrong_type", (("mine", "pair"), ("top", "single")))
    s, _ = play(s, 1, "♠2 ♠2 ♠2 ♠2", ComboType.BOMB, 2)
    assert _code(s, 2, Play(_cards("♦4 ♦4"), ComboType.PAIR, 4))[0] == "gd.bomb_only"
    assert _code(s, 2, Play(_cards("♣5 ♣5 ♦5 ♠5"), ComboType.BOMB, 5)) == (
        "gd.too_low", (("mine", "bomb"), ("top", "bomb")))


def test_each_refused_tribute_or_return_names_its_rule_and_card() -> None:
    s = _tribute_state((1, 2, 3, 4), ["♠3 ♠4", "♠5 ♠6", "♠7 ♠8", "BJ ♠9 ♥2"])
    assert _code(s, 3, Pass())[0] == "gd.tribute_phase"
    assert _code(s, 3, Tribute(to_card(parse("♠A")[0]))) == ("gd.not_held_card", (("card", "♠A"),))
    assert _code(s, 3, Tribute(to_card(wild_code(2))))[0] == "gd.wild_tribute"
    assert _code(s, 3, Tribute(to_card(parse("♠9")[0])))[0] == "gd.tribute_highest"
    s, _ = GAME.apply(s, 3, Tribute(to_card(BJ)))
    assert _code(s, 0, Pass())[0] == "gd.return_phase"
    assert _code(s, 0, Return(to_card(parse("♠A")[0]))) == ("gd.not_held_card", (("card", "♠A"),))
    assert _code(s, 0, Return(to_card(BJ)))[0] == "gd.return_range"

def test_single_tribute_and_return_then_payer_leads() -> None:
    s = _tribute_state((1, 2, 3, 4), ["♠3 ♠4", "♠5 ♠6", "♠7 ♠8", "BJ ♠9 ♥2"])
    assert GAME.decision(s).seats == (3,)
    assert GAME.legal_actions(s, 3) == (Tribute(to_card(BJ)),)
    with pytest.raises(IllegalAction, match="highest"):
        GAME.apply(s, 3, Tribute(to_card(parse("♠9")[0])))
    with pytest.raises(IllegalAction, match="never"):
        GAME.apply(s, 3, Tribute(to_card(wild_code(2))))
    s, ev = GAME.apply(s, 3, Tribute(to_card(BJ)))
    assert TributePaid(3, 0, to_card(BJ)) in ev
    assert BJ in s.hands[0] and BJ not in s.hands[3]
    assert s.phase is Phase.RETURN and GAME.decision(s).seats == (0,)
    with pytest.raises(IllegalAction, match="2 to 10"):
        GAME.apply(s, 0, Return(to_card(BJ)))
    s, ev = GAME.apply(s, 0, Return(to_card(parse("♠4")[0])))
    assert any(isinstance(e, ReturnPaid) and e.giver == 0 and e.receiver == 3 for e in ev)
    returned = next(e for e in ev if isinstance(e, ReturnPaid))
    assert returned.seen_by(1).card is None and returned.seen_by(3).card is not None
    assert s.phase is Phase.PLAY and s.turn == 3  # the payer leads


def test_double_tribute_bigger_card_to_first_place() -> None:
    s = _tribute_state((1, 3, 2, 4), ["♠3", "♠K ♦4", "♠5", "SJ ♦6"])
    assert GAME.decision(s).kind is DecisionKind.SIMULTANEOUS
    assert set(GAME.decision(s).seats) == {1, 3}
    s, ev = GAME.apply(s, 1, Tribute(to_card(parse("♠K")[0])))
    assert not any(isinstance(e, TributePaid) for e in ev)  # hidden until both have chosen
    assert GAME.view(s, 3).my_choice is None and GAME.view(s, 1).my_choice is not None
    s, ev = GAME.apply(s, 3, Tribute(to_card(SJ)))
    assert TributePaid(3, 0, to_card(SJ)) in ev and TributePaid(1, 2, to_card(parse("♠K")[0])) in ev
    assert s.phase is Phase.RETURN and set(GAME.decision(s).seats) == {0, 2}
    s, _ = GAME.apply(s, 0, Return(to_card(parse("♠3")[0])))
    s, _ = GAME.apply(s, 2, Return(to_card(parse("♠5")[0])))
    assert parse("♠3")[0] in s.hands[3] and parse("♠5")[0] in s.hands[1]
    assert s.turn == 3  # who paid first place leads


def test_double_tribute_equal_cards_go_clockwise() -> None:
    # seats 1 and 3 pay equal aces; each gives to the opponent at its clockwise side (seat - 1)
    s = _tribute_state((2, 3, 1, 4), ["♠3", "♠A ♦4", "♠5", "♦A ♦6"])
    assert s.receivers == (2, 0)
    s, _ = GAME.apply(s, 1, Tribute(to_card(parse("♠A")[0])))
    s, ev = GAME.apply(s, 3, Tribute(to_card(parse("♦A")[0])))
    assert TributePaid(1, 0, to_card(parse("♠A")[0])) in ev
    assert TributePaid(3, 2, to_card(parse("♦A")[0])) in ev
    assert s.leader == 3  # seat 3 paid first place (seat 2)


def _next_hand_from(places: tuple[int, ...], want_resist: bool) -> tuple[GuandanState, list[Any]]:
    """Start the next hand with a deal found by seed so that the payers do (not) hold both big jokers."""
    base = make([FILLER] * 4, hand_no=1, level=5, level_team=0, levels=(5, 2))
    payers, _ = trib.payers_and_receivers(places)
    for seed in range(5000):
        events: list[Any] = []
        state = GAME._start_hand(base, Rng(seed), places, events)
        if trib.resisted(state.hands, payers) == want_resist:
            return state, events
    raise AssertionError("no deal found")


@pytest.mark.parametrize("places", [(1, 2, 3, 4), (1, 3, 2, 4)])
def test_anti_tribute_first_place_leads(places: tuple[int, ...]) -> None:
    state, events = _next_hand_from(places, want_resist=True)
    assert any(isinstance(e, TributeResisted) for e in events)
    assert state.phase is Phase.PLAY and state.turn == 0


def test_tribute_is_due_without_both_big_jokers() -> None:
    state, events = _next_hand_from((1, 2, 3, 4), want_resist=False)
    assert TributeDue((3,), (0,)) in events
    assert state.phase is Phase.TRIBUTE and GAME.decision(state).seats == (3,)


def test_tribute_follows_a_real_hand() -> None:
    s, _ = _finish((0, 1, 2), levels=(2, 2), level=2)
    assert s.hand_no == 2
    assert s.payers == (3,) or (s.phase is Phase.PLAY and s.turn == 0)


# ---- views and listing -------------------------------------------------------------------------


def test_view_hides_other_hands_and_shows_table() -> None:
    s = make(["♠9 ♠K", "♦5 ♦Q", FILLER, FILLER])
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    v = GAME.view(s, 1)
    assert v.hand == to_cards(parse("♦5 ♦Q"))
    assert v.hands[0] is None and v.hands[2] is None
    assert v.top is not None and v.top_seat == 0 and v.table[0] == v.top
    assert v.played == to_cards(parse("♠9"))
    assert v.wild == to_card(wild_code(2))


def test_legal_actions_follow_with_pass_first() -> None:
    s = make(["♠9 ♠K", "♦5 ♦Q ♠Q ♣Q ♥Q", FILLER, FILLER])
    s, _ = play(s, 0, "♠9", ComboType.SINGLE, 9)
    legal = GAME.legal_actions(s, 1)
    assert legal[0] == Pass()
    kinds = [(a.combo, a.key, len(a.cards)) for a in legal[1:]]
    assert kinds == [(ComboType.SINGLE, 12, 1), (ComboType.BOMB, 12, 4)]
    for a in legal:
        assert GAME.check(s, 1, a) is None
    assert GAME.legal_actions(s, 2) == ()


def test_legal_plays_helper_matches_engine() -> None:
    hand = tuple(sorted(parse("♠9 ♦9 ♠K")))
    assert legal_plays(hand, 2, None) == GAME.legal_actions(make([hand, FILLER, FILLER, FILLER]), 0)


def test_selection_plays_lists_each_reading_that_may_be_played() -> None:
    from engine.games.guandan import selection_plays, sort_cards

    sel = to_cards(parse("♥2 ♠3 ♦4 ♣5 ♠6"))
    lead = selection_plays(sel, 2, None)
    assert [(p.combo, p.key) for p in lead] == [(ComboType.STRAIGHT, 7), (ComboType.STRAIGHT, 6)]
    top = Play(to_cards(parse("♠2 ♦3 ♣4 ♠5 ♦6")), ComboType.STRAIGHT, 6)
    assert [(p.combo, p.key) for p in selection_plays(sel, 3, top)] == []  # at level 3 ♥2 is no wild
    assert [(p.combo, p.key) for p in selection_plays(sel, 2, top)] == [(ComboType.STRAIGHT, 7)]
    assert selection_plays(to_cards(parse("♠3 ♦5")), 2, None) == ()
    s = make(["♥2 ♠3 ♦4 ♣5 ♠6 ♠K", FILLER, FILLER, FILLER])
    for p in lead:
        assert GAME.check(s, 0, p) is None
    ordered = sort_cards(to_cards(parse("♥2 ♠2 ♠A ♣3") + (BJ,)), 2)
    assert ordered == tuple(to_card(parse(t)[0]) for t in "♣3 ♠A ♠2 ♥2".split()) + (to_card(BJ),)
