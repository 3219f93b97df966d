"""Zha Jin Hua secrecy: blind hands, looks, and compare results reach only the seats allowed to know."""

from __future__ import annotations

from engine.games.zhajinhua import Call, Compare, Compared, Dealt, Look, Looked, Showdown
from engine.rng import Rng
from tests.test_zhajinhua_support import GAME, act, cards, of_type, table

HANDS = ["Ks Kh 2d", "9s 7h 3c", "Qs 9h 4c", "Jd Jc 5h"]


def test_nobody_sees_a_blind_hand_not_even_its_owner() -> None:
    state, events = GAME.start(4, {}, 3)
    for seat in range(4):
        view = GAME.view(state, seat)
        assert view.hands == (None,) * 4 and view.hand is None
        for e in of_type(events, Dealt):
            seen = GAME.event_for(e, seat)
            assert seen is not None and seen.cards is None
    assert all(h is not None for h in GAME.view(state, None).hands)  # an all-seeing replay sees them


def test_looking_shows_your_own_cards_to_you_only() -> None:
    state = table(HANDS, dealer=3)
    after, events = act(state, Look())
    looked = of_type(events, Looked)[0]
    assert GAME.event_for(looked, 0).cards == cards(HANDS[0])
    for seat in (1, 2, 3):
        assert GAME.event_for(looked, seat).cards is None
        assert GAME.view(after, seat).hands == (None,) * 4
        assert GAME.view(after, seat).seen[0]  # that seat 0 looked is public
    assert GAME.view(after, 0).hands == (cards(HANDS[0]), None, None, None)


def test_compare_results_reach_only_the_two_players() -> None:
    state = table(HANDS, dealer=3, has_bet=(True,) * 4)
    after, events = act(state, Compare(2))
    result = of_type(events, Compared)[0]
    for seat in (0, 2):
        mine = GAME.event_for(result, seat)
        assert mine.asker_hand is not None and mine.target_hand is not None and mine.equal is False
        assert mine.asker_hand.cards == cards(HANDS[0]) and mine.target_hand.cards == cards(HANDS[2])
    for seat in (1, 3):
        theirs = GAME.event_for(result, seat)
        assert theirs.asker_hand is None and theirs.target_hand is None and theirs.equal is None
        assert (theirs.winner, theirs.loser) == (0, 2)  # who won is public
    # the views: the two know both hands, the others know neither
    assert GAME.view(after, 0).hands == (cards(HANDS[0]), None, cards(HANDS[2]), None)
    assert GAME.view(after, 2).hands == (cards(HANDS[0]), None, cards(HANDS[2]), None)
    assert GAME.view(after, 1).hands == (None,) * 4
    assert GAME.view(after, 3).hands == (None,) * 4


def test_a_tie_is_not_revealed_to_bystanders() -> None:
    state = table(["Ac Kd Qh", "9s 7h 3c", "As Kh Qd"], dealer=2, has_bet=(True,) * 3)
    _, events = act(state, Compare(2))
    result = of_type(events, Compared)[0]
    assert GAME.event_for(result, 0).equal is True and GAME.event_for(result, 2).equal is True
    assert GAME.event_for(result, 1).equal is None


def test_views_do_not_change_when_only_hidden_cards_differ_after_a_compare() -> None:
    state = table(HANDS, dealer=3, has_bet=(True,) * 4)
    after, _ = act(state, Compare(2))
    rng = Rng(5)
    for seat in range(4):
        for _ in range(5):
            scrambled = GAME.scramble_hidden(after, seat, rng.fork())
            assert GAME.view(scrambled, seat) == GAME.view(after, seat)
            assert GAME.census(scrambled) == GAME.census(after)
    # and a bystander's scramble really can move the compared hands
    moved = [GAME.scramble_hidden(after, 1, Rng(k)).hands[0] for k in range(5)]
    assert any(h != after.hands[0] for h in moved)


def test_a_showdown_opens_every_live_hand_to_everyone() -> None:
    state = table(HANDS, dealer=3, round_limit=1, turn=3, live=(True, True, False, True))
    _, events = act(state, Call())  # seat 3 ends the only round: every live hand is opened
    show = of_type(events, Showdown)[0]
    for seat in range(4):
        seen = GAME.event_for(show, seat)
        assert [h.seat for h in seen.hands] == [0, 1, 3]
        assert [h.cards for h in seen.hands] == [cards(HANDS[0]), cards(HANDS[1]), cards(HANDS[3])]


def test_the_last_showdown_of_a_session_stays_visible_in_every_view() -> None:
    state = table(HANDS, dealer=3, round_limit=1, turn=3, live=(True, True, False, True), hands_limit=1)
    after, _ = act(state, Call())
    assert after.over
    for seat in range(4):
        assert GAME.view(after, seat).hands == (cards(HANDS[0]), cards(HANDS[1]), None, cards(HANDS[3]))
