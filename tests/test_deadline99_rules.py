"""Scenario tests for Deadline 99 (99死): each builds one exact state, applies one play and checks
the rule's outcome — every card's function, the count floor, both eliminations, reshuffling,
winning in normal and faction mode, what each seat may see, and the table options."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from engine.cards import ACE, JACK, KING, QUEEN, Card, Suit
from engine.core import Action
from engine.errors import IllegalAction, OptionError
from engine.games.deadline99 import (
    ANGEL, DEATH, IDENTITY_SETS, Cause, CardPlayed, CountChanged, D99State, Deadline99, Dealt, Drew,
    Eliminated, GameEnded, Identity, IdentitiesDealt, NextChosen, Play, Reshuffled, Reversed, Stole, Swapped,
    TurnStarted,
)

G = Deadline99()
_SUITS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
_RANKS = {"A": ACE, "J": JACK, "Q": QUEEN, "K": KING}


def c(text: str) -> Card:
    """'9c', '10h', 'Qs', 'BJ' (angel), 'SJ' (death)."""
    if text == "BJ":
        return ANGEL
    if text == "SJ":
        return DEATH
    rank, suit = text[:-1], text[-1]
    return Card(_RANKS[rank] if rank in _RANKS else int(rank), _SUITS[suit])


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(t) for t in text.split())


def situation(hands: list[str], count: int = 0, draw: str = "9s 9h 9d 9c", discard: str = "", turn: int = 0,
              direction: int = 1, alive: tuple[bool, ...] | None = None,
              identities: tuple[Identity, ...] = (), angel_death: bool = False) -> D99State:
    players = len(hands)
    return D99State(
        players=players, faction_mode=bool(identities), angel_death=angel_death, rng=12345,
        draw=cards(draw) if draw else (), discard=cards(discard) if discard else (),
        hands=tuple(cards(h) if h else () for h in hands), alive=alive or (True,) * players,
        count=count, direction=direction, turn=turn, identities=identities, winners=None,
    )


def of(events: tuple[object, ...], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


# ---- number cards -------------------------------------------------------------------------------

@pytest.mark.parametrize("rank", [3, 4, 5, 6, 9])
def test_number_cards_add_their_value_and_the_player_draws(rank: int) -> None:
    card = Card(rank, Suit.HEARTS)
    s = situation([f"{rank}h Kc", "3c", "3d"], count=40, draw="4s 8d")
    s2, ev = G.apply(s, 0, Play(card))
    assert s2.count == 40 + rank
    assert s2.hands[0] == (c("Kc"), c("8d"))  # the top of the draw pile (its last card)
    assert s2.draw == (c("4s"),)
    assert s2.discard == (card,)
    assert s2.turn == 1 and s2.direction == 1
    assert of(ev, CountChanged) == [CountChanged(40, 40 + rank)]


def test_a_number_may_reach_exactly_99() -> None:
    s = situation(["9h 9c", "3c", "3d"], count=90)
    assert G.check(s, 0, Play(c("9h"))) is None
    s2, _ = G.apply(s, 0, Play(c("9h")))
    assert s2.count == 99 and all(s2.alive)


# ---- 10, Q, K -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "sign", "before", "after"), [
    ("10h", 1, 50, 60), ("10h", -1, 50, 40), ("Qh", 1, 50, 70), ("Qh", -1, 50, 30),
    ("10h", -1, 99, 89), ("Qh", -1, 99, 79),
])
def test_ten_and_queen_move_the_count_either_way(text: str, sign: int, before: int, after: int) -> None:
    s = situation([f"{text} 3c", "3d", "3h"], count=before)
    s2, ev = G.apply(s, 0, Play(c(text), sign))
    assert s2.count == after
    assert len(s2.hands[0]) == 2  # drew one
    assert of(ev, CountChanged) == [CountChanged(before, after)]


@pytest.mark.parametrize(("text", "sign", "before"), [("10h", -1, 4), ("Qh", -1, 15), ("Qh", -1, 0)])
def test_the_count_never_goes_below_zero(text: str, sign: int, before: int) -> None:
    s = situation([f"{text} 3c", "3d", "3h"], count=before)
    s2, _ = G.apply(s, 0, Play(c(text), sign))
    assert s2.count == 0


def test_ten_or_queen_needs_a_sign() -> None:
    s = situation(["10h 3c", "3d", "3h"], count=10)
    reason = G.check(s, 0, Play(c("10h"), 0))
    assert reason is not None and "+" in reason
    with pytest.raises(IllegalAction):
        G.apply(s, 0, Play(c("10h"), 0))


def test_plus_ten_above_99_is_refused_but_minus_ten_is_fine() -> None:
    s = situation(["10h 3c", "3d", "3h"], count=95)
    assert G.check(s, 0, Play(c("10h"), 1)) is not None
    assert G.check(s, 0, Play(c("10h"), -1)) is None
    assert Play(c("10h"), 1) not in G.legal_actions(s, 0)


@pytest.mark.parametrize("before", [0, 42, 98, 99])
def test_king_sets_the_count_to_99_even_when_it_already_is(before: int) -> None:
    s = situation(["Kh 3c", "3d", "3h"], count=before)
    s2, ev = G.apply(s, 0, Play(c("Kh")))
    assert s2.count == 99
    assert s2.alive == (True, True, True)
    assert not of(ev, Eliminated)
    assert len(s2.hands[0]) == 2


# ---- A and 8 ------------------------------------------------------------------------------------

def test_ace_chooses_the_next_seat_and_keeps_the_direction() -> None:
    s = situation(["Ah 3c", "3d", "3h", "3s"], count=50)
    s2, ev = G.apply(s, 0, Play(c("Ah"), 0, 2))
    assert s2.turn == 2 and s2.direction == 1
    assert of(ev, NextChosen) == [NextChosen(0, 2)]
    assert s2.count == 50 and len(s2.hands[0]) == 2  # no count change, drew one
    s3, _ = G.apply(s2, 2, Play(c("3h")))
    assert s3.turn == 3  # play goes on clockwise from the chosen seat


def test_ace_may_choose_oneself() -> None:
    s = situation(["Ah 3c", "3d", "3h", "3s"], count=50)
    assert Play(c("Ah"), 0, 0) in G.legal_actions(s, 0)
    s2, _ = G.apply(s, 0, Play(c("Ah"), 0, 0))
    assert s2.turn == 0


def test_ace_after_a_reverse_keeps_going_the_reversed_way() -> None:
    s = situation(["Ah 3c", "3d", "3h", "3s"], count=50, direction=-1)
    s2, _ = G.apply(s, 0, Play(c("Ah"), 0, 2))
    assert s2.turn == 2 and s2.direction == -1
    s3, _ = G.apply(s2, 2, Play(c("3h")))
    assert s3.turn == 1


def test_ace_needs_a_living_target() -> None:
    s = situation(["Ah 3c", "", "3h", "3s"], count=50, alive=(True, False, True, True))
    reason = G.check(s, 0, Play(c("Ah"), 0, 1))
    assert reason is not None and "target" in reason
    assert G.check(s, 0, Play(c("Ah"))) is not None


def test_eight_reverses_the_direction() -> None:
    s = situation(["8h 3c", "3d", "3h", "3s"], count=50)
    s2, ev = G.apply(s, 0, Play(c("8h")))
    assert s2.direction == -1 and s2.turn == 3
    assert of(ev, Reversed) == [Reversed(-1)]
    assert s2.count == 50 and len(s2.hands[0]) == 2
    s3, _ = G.apply(situation(["8h 3c", "3d", "3h", "3s"], direction=-1), 0, Play(c("8h")))
    assert s3.direction == 1 and s3.turn == 1


# ---- J and 7 ------------------------------------------------------------------------------------

def test_jack_takes_the_targets_only_card_and_draws_nothing() -> None:
    s = situation(["Jh 3c", "Qd 4d", "5h"], count=50, draw="9s 9h")
    s2, ev = G.apply(s, 0, Play(c("Jh"), 0, 2))
    assert s2.hands[0] == (c("3c"), c("5h"))
    assert s2.hands[2] == ()
    assert s2.draw == s.draw  # no draw after a J
    assert s2.count == 50
    assert of(ev, Stole) == [Stole(0, 2, c("5h"), True)]
    assert not of(ev, Drew)


def test_jack_takes_one_random_card_of_the_target() -> None:
    taken: set[Card] = set()
    victim = cards("4d 5d 6d 9d Kd")
    for seed in range(40):
        s = replace(situation(["Jh 3c", "4d 5d 6d 9d Kd", "5h"], count=50), rng=seed)
        s2, _ = G.apply(s, 0, Play(c("Jh"), 0, 1))
        got = s2.hands[0][-1]
        assert got in victim and len(s2.hands[1]) == 4 and got not in s2.hands[1]
        assert Counter(s2.hands[1]) + Counter([got]) == Counter(victim)
        taken.add(got)
    assert len(taken) >= 3  # random, not always the same position


def test_jack_cannot_target_oneself() -> None:
    s = situation(["Jh 3c", "3d", "3h"], count=50)
    assert G.check(s, 0, Play(c("Jh"), 0, 0)) is not None
    assert all(a.target != 0 for a in G.legal_actions(s, 0) if a.card == c("Jh"))


def test_seven_swaps_whole_hands_and_draws_nothing() -> None:
    s = situation(["7h 3c 4c", "Qd 4d 5d 6d", "5h"], count=50, draw="9s 9h")
    s2, ev = G.apply(s, 0, Play(c("7h"), 0, 1))
    assert s2.hands[0] == cards("Qd 4d 5d 6d")
    assert s2.hands[1] == cards("3c 4c")
    assert s2.draw == s.draw and s2.count == 50
    assert of(ev, Swapped) == [Swapped(0, 1, 4, 2)]
    assert s2.turn == 1


def test_seven_as_the_last_card_leaves_the_target_empty_handed_and_out_at_its_turn() -> None:
    s = situation(["7h", "Qd 4d", "5h"], count=50)
    s2, ev = G.apply(s, 0, Play(c("7h"), 0, 1))
    assert s2.hands[0] == cards("Qd 4d")
    assert s2.alive == (True, False, True)
    assert of(ev, Eliminated) == [Eliminated(1, Cause.EMPTY_HAND, ())]
    assert s2.turn == 2


# ---- angel and death ----------------------------------------------------------------------------

def test_angel_draws_two_and_leaves_the_count() -> None:
    s = situation(["BJ 3c", "3d", "3h"], count=70, draw="4s 5s 6s", angel_death=True)
    s2, ev = G.apply(s, 0, Play(ANGEL))
    assert s2.hands[0] == cards("3c 6s 5s")
    assert s2.count == 70 and s2.draw == cards("4s")
    assert of(ev, Drew)[0].n == 2


def test_an_angel_draw_tells_its_first_card_before_the_reshuffle_that_brings_the_second() -> None:
    s = situation(["BJ 3c", "3d", "3h"], count=70, draw="4s", discard="5c 6c", angel_death=True)
    before = G.census(s)
    s2, ev = G.apply(s, 0, Play(ANGEL))
    story = [e for e in ev if isinstance(e, (Drew, Reshuffled))]
    assert [type(e) for e in story] == [Drew, Reshuffled, Drew]
    first, shuffled, second = story
    assert first == Drew(0, cards("4s"), 1)  # the last card of the old pile
    assert shuffled == Reshuffled(3)  # 5c 6c and the angel just played
    assert second.seat == 0 and second.n == 1 and second.cards is not None
    assert s2.hands[0] == cards("3c 4s") + second.cards
    assert len(s2.draw) == 2 and G.census(s2) == before


def test_death_eliminates_at_once_and_leaves_the_count() -> None:
    s = situation(["SJ 3c Kc", "3d", "3h"], count=70, angel_death=True)
    assert Play(DEATH) in G.legal_actions(s, 0)
    s2, ev = G.apply(s, 0, Play(DEATH))
    assert s2.alive == (False, True, True)
    assert s2.count == 70
    assert of(ev, Eliminated) == [Eliminated(0, Cause.DEATH, cards("3c Kc"))]
    assert s2.hands[0] == () and c("Kc") in s2.discard and DEATH in s2.discard
    assert s2.turn == 1


def test_death_is_never_offered_as_a_safe_card() -> None:
    s = situation(["SJ 9c", "3d", "3h"], count=95, angel_death=True)
    legal = G.legal_actions(s, 0)
    assert Play(c("9c")) in legal  # no safe card: the 9 is a forced (eliminating) play
    assert Play(DEATH) in legal


# ---- eliminations --------------------------------------------------------------------------------

def test_a_busting_card_is_refused_while_a_safe_card_exists() -> None:
    s = situation(["9h 3c Kc", "3d", "3h"], count=95)
    reason = G.check(s, 0, Play(c("9h")))
    assert reason is not None and "99" in reason
    with pytest.raises(IllegalAction) as err:
        G.apply(s, 0, Play(c("9h")))
    assert err.value.reason == reason
    assert s == situation(["9h 3c Kc", "3d", "3h"], count=95)  # untouched
    assert Play(c("9h")) not in G.legal_actions(s, 0)
    assert Play(c("3c")) in G.legal_actions(s, 0)


def test_a_forced_bust_eliminates_keeps_the_count_and_discards_the_hand() -> None:
    s = situation(["9h 5c 6d", "3d 3s", "3h 4h"], count=97, draw="Ks")
    legal = G.legal_actions(s, 0)
    assert set(legal) == {Play(c("9h")), Play(c("5c")), Play(c("6d"))}
    s2, ev = G.apply(s, 0, Play(c("5c")))
    assert s2.alive == (False, True, True)
    assert s2.count == 97
    assert s2.hands[0] == ()
    assert Counter(s2.discard) == Counter(cards("9h 5c 6d"))
    assert s2.draw == cards("Ks")  # no draw for the eliminated player
    assert of(ev, Eliminated) == [Eliminated(0, Cause.BUST, cards("9h 6d"))]
    assert s2.turn == 1 and s2.winners is None


def test_a_player_starting_a_turn_with_no_cards_is_eliminated() -> None:
    s = situation(["Jh 3c", "5d", "3h 4h", "4s"], count=20)
    s2, ev = G.apply(s, 0, Play(c("Jh"), 0, 1))
    assert s2.alive == (True, False, True, True)
    assert of(ev, Eliminated) == [Eliminated(1, Cause.EMPTY_HAND, ())]
    assert s2.turn == 2
    assert of(ev, TurnStarted) == [TurnStarted(2)]


def test_an_empty_handed_seat_is_not_out_before_its_turn() -> None:
    s = situation(["Jh 3c", "3s 4s", "5d", "4h"], count=20)
    s2, _ = G.apply(s, 0, Play(c("Jh"), 0, 2))
    assert s2.hands[2] == () and s2.alive[2]  # seat 1 moves first
    s3, ev = G.apply(s2, 1, Play(c("3s")))
    assert not s3.alive[2] and s3.turn == 3
    assert of(ev, Eliminated) == [Eliminated(2, Cause.EMPTY_HAND, ())]


# ---- reshuffle and winning -------------------------------------------------------------------------

def test_an_empty_draw_pile_is_refilled_from_the_shuffled_discard() -> None:
    s = situation(["3h 4c", "3d", "3s"], count=10, draw="", discard="5c 6c 9c Kc")
    before = G.census(s)
    s2, ev = G.apply(s, 0, Play(c("3h")))
    assert of(ev, Reshuffled) == [Reshuffled(5)]  # the four old discards and the 3 just played
    assert s2.discard == ()
    assert len(s2.draw) == 4 and len(s2.hands[0]) == 2
    assert Counter(s2.draw) + Counter([s2.hands[0][1]]) == Counter(cards("5c 6c 9c Kc 3h"))
    assert G.census(s2) == before


def test_the_last_player_standing_wins() -> None:
    s = situation(["9h", "3d", "Kh"], count=95, alive=(True, False, True))
    s2, ev = G.apply(s, 0, Play(c("9h")))
    assert s2.winners == (2,)
    assert G.decision(s2).seats == ()
    out = G.outcome(s2)
    assert out is not None and out.winners == (2,) and out.scores == (0.0, 0.0, 1.0)
    assert of(ev, GameEnded) == [GameEnded((2,), (), None)]
    assert G.legal_actions(s2, 2) == ()


def test_the_game_goes_on_while_two_are_left() -> None:
    s = situation(["9h", "3d", "Kh"], count=95)
    s2, _ = G.apply(s, 0, Play(c("9h")))
    assert s2.winners is None and s2.turn == 1


# ---- faction mode -----------------------------------------------------------------------------------

R_K, B_K, R_M, B_M, FREE = (Identity.RED_KING, Identity.BLACK_KING, Identity.RED_MINISTER,
                            Identity.BLACK_MINISTER, Identity.FREE)


@pytest.mark.parametrize(("players", "expected"), [
    (4, {R_K: 1, B_K: 1, R_M: 1, B_M: 1}),
    (5, {R_K: 1, B_K: 1, R_M: 1, B_M: 1, FREE: 1}),
    (6, {R_K: 1, B_K: 1, R_M: 2, B_M: 2}),
    (7, {R_K: 1, B_K: 1, R_M: 2, B_M: 2, FREE: 1}),
    (8, {R_K: 1, B_K: 1, R_M: 2, B_M: 2, FREE: 2}),
])
def test_faction_identity_sets(players: int, expected: dict[Identity, int]) -> None:
    assert Counter(IDENTITY_SETS[players]) == Counter(expected)
    seen: set[tuple[Identity, ...]] = set()
    for seed in range(6):
        state, ev = G.start(players, {"faction_mode": True}, seed)
        assert Counter(state.identities) == Counter(expected)
        assert state.faction_mode and len(of(ev, IdentitiesDealt)) == 1
        seen.add(state.identities)
    assert len(seen) > 1  # dealt at random


def test_no_identities_without_faction_mode() -> None:
    state, ev = G.start(5, {}, 3)
    assert state.identities == () and not of(ev, IdentitiesDealt)
    assert G.view(state, 0).identities == ()


FIVE = (R_M, R_K, B_M, B_K, FREE)


def test_kings_are_shown_and_other_identities_hidden_even_after_elimination() -> None:
    s = situation(["9h", "3d Kd", "4d Kc", "5d Ks", "6d Kh"], count=95, identities=FIVE)
    for seat in range(5):
        ids = G.view(s, seat).identities
        assert ids[1] == R_K and ids[3] == B_K
        assert ids[seat] == FIVE[seat]
        assert all(ids[i] is None for i in (0, 2, 4) if i != seat)
    s2, _ = G.apply(s, 0, Play(c("9h")))  # the red minister busts; no king fell, the game goes on
    assert not s2.alive[0] and s2.winners is None
    for seat in range(1, 5):
        ids = G.view(s2, seat).identities
        assert ids[0] is None  # hidden also once eliminated
        assert ids[1] == R_K and ids[3] == B_K
    assert G.view(s2, 0).identities[0] == R_M


def test_identities_are_revealed_when_the_game_ends() -> None:
    s = situation(["3c", "3d Kd", "4d Kc", "9h", "6d Kh"], count=95, identities=FIVE, turn=3)
    s2, ev = G.apply(s, 3, Play(c("9h")))
    assert s2.winners is not None
    for seat in range(5):
        assert G.view(s2, seat).identities == FIVE
    ended = of(ev, GameEnded)[0]
    assert ended.identities == FIVE and ended.king_fallen == 3


def test_a_kings_elimination_ends_the_game_and_the_opposing_faction_wins() -> None:
    # the red minister (seat 0) is already out; the black king (seat 3) busts with four seats alive
    s = situation(["", "3d Kd", "4d Kc", "9h", "6d Kh"], count=95, identities=FIVE, turn=3,
                  alive=(False, True, True, True, True))
    s2, ev = G.apply(s, 3, Play(c("9h")))
    assert s2.winners == (0, 1, 4)  # red faction incl. the eliminated minister, and the living free player
    assert G.decision(s2).seats == ()
    assert G.outcome(s2).scores == (1.0, 1.0, 0.0, 0.0, 1.0)  # type: ignore[union-attr]


def test_an_eliminated_free_player_does_not_win() -> None:
    s = situation(["3c Kc", "9h", "4d Kd", "5d Ks", ""], count=95, identities=FIVE, turn=1,
                  alive=(True, True, True, True, False))
    s2, _ = G.apply(s, 1, Play(c("9h")))  # the red king busts
    assert s2.winners == (2, 3)  # black faction only; the free player is out


def test_a_king_out_by_an_empty_hand_ends_the_game_at_once() -> None:
    s = situation(["Jh 3c", "5d", "4d Kc", "5c Ks", "6d Kh"], count=20, identities=FIVE)
    s2, ev = G.apply(s, 0, Play(c("Jh"), 0, 1))  # takes the red king's last card
    assert of(ev, Eliminated) == [Eliminated(1, Cause.EMPTY_HAND, ())]
    assert s2.winners == (2, 3, 4)
    assert of(ev, GameEnded)[0].king_fallen == 1


# ---- what each seat sees ---------------------------------------------------------------------------

def test_drawn_and_dealt_cards_are_hidden_from_other_seats() -> None:
    drew = Drew(1, cards("Kc 3d"), 2)
    assert G.event_for(drew, 1) == drew
    assert G.event_for(drew, None) == drew
    assert G.event_for(drew, 0) == Drew(1, None, 2)
    state, ev = G.start(4, {}, 5)
    for d in of(ev, Dealt):
        assert G.event_for(d, d.seat).cards == state.hands[d.seat]  # type: ignore[union-attr]
        other = (d.seat + 1) % 4
        assert G.event_for(d, other) == Dealt(d.seat, None, 5)


def test_a_stolen_card_is_seen_only_by_the_thief_and_the_victim() -> None:
    s = situation(["Jh 3c", "Qd", "5h", "4s"], count=50)
    _, ev = G.apply(s, 0, Play(c("Jh"), 0, 1))
    stole = of(ev, Stole)[0]
    assert G.event_for(stole, 0).card == c("Qd")  # type: ignore[union-attr]
    assert G.event_for(stole, 1).card == c("Qd")  # type: ignore[union-attr]
    assert G.event_for(stole, 2) == Stole(0, 1, None, True)
    assert G.event_for(stole, 3).card is None  # type: ignore[union-attr]


def test_a_view_shows_only_the_own_hand() -> None:
    s = situation(["Jh 3c", "Qd", "5h 6h"], count=50)
    v = G.view(s, 2)
    assert v.hands == (None, None, cards("5h 6h")) and v.hand == cards("5h 6h")
    assert v.hand_sizes == (2, 1, 2) and v.count == 50 and v.draw_size == 4
    assert G.view(s, None).hands == s.hands


def test_every_hand_left_is_shown_once_the_game_is_over_and_not_before() -> None:
    s = situation(["9h 9c", "3d 4d 5c", ""], count=95, turn=0, alive=(True, True, False))
    for seat in range(3):
        assert G.view(s, seat).hands[1] == (cards("3d 4d 5c") if seat == 1 else None)
    s2, _ = G.apply(replace(s, count=50), 0, Play(c("9h")))  # the game goes on: still hidden
    assert s2.winners is None and G.view(s2, 2).hands[1] is None and G.view(s2, 1).hands[0] is None
    s3, _ = G.apply(s, 0, Play(c("9h")))  # seat 0 has no safe card and busts: seat 1 wins
    assert s3.winners == (1,)
    for seat in range(3):
        assert G.view(s3, seat).hands == ((), cards("3d 4d 5c"), ())


def test_identities_event_shows_only_kings_and_the_own_identity() -> None:
    event = IdentitiesDealt(FIVE)
    assert G.event_for(event, 4) == IdentitiesDealt((None, R_K, None, B_K, FREE))
    assert G.event_for(event, 0) == IdentitiesDealt((R_M, R_K, None, B_K, None))


def test_played_cards_are_public() -> None:
    s = situation(["Ah 3c", "3d", "3h"], count=50)
    _, ev = G.apply(s, 0, Play(c("Ah"), 0, 2))
    played = of(ev, CardPlayed)[0]
    assert G.event_for(played, 1) == CardPlayed(0, c("Ah"), 0, 2)


# ---- options --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_faction_mode_is_refused_below_four_players(players: int) -> None:
    with pytest.raises(OptionError):
        G.resolve_options(players, {"faction_mode": True})
    assert G.resolve_options(players, {})["faction_mode"] is False


@pytest.mark.parametrize(("players", "extra", "total"), [
    (4, True, 96), (6, True, 96), (7, True, 144), (8, True, 144), (8, False, 96), (2, False, 96),
])
def test_deck_size_and_extra_decks(players: int, extra: bool, total: int) -> None:
    state, _ = G.start(players, {"extra_decks": extra}, 1)
    assert sum(G.census(state).values()) == total
    assert all(len(h) == 5 for h in state.hands)
    assert not any(card.rank == 2 or card.is_joker for card in G.census(state))


def test_angel_and_death_add_two_jokers() -> None:
    state, _ = G.start(4, {"angel_death": True}, 1)
    census = G.census(state)
    assert sum(census.values()) == 98
    assert census[ANGEL] == 1 and census[DEATH] == 1


def test_player_counts_two_to_eight() -> None:
    for players in range(2, 9):
        state, _ = G.start(players, {}, players)
        assert state.players == players and 0 <= state.turn < players and state.count == 0
    for bad in (1, 9):
        with pytest.raises(OptionError):
            G.start(bad, {}, 1)


# ---- refusals ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("action", "code", "params"), [
    ("9h", "d99.bust_to", (("card", "♥9"), ("after", 104))),
    ("5s", "d99.not_held", (("card", "♠5"),)),
    ("10h", "d99.choose_sign", (("card", "♥10"),)),
    ("3c+", "d99.no_sign", (("card", "♣3"),)),
    ("Ah", "d99.target_any", (("card", "♥A"),)),
    ("Jh>0", "d99.target_other", (("card", "♥J"),)),
    ("3c>1", "d99.no_target", (("card", "♣3"),)),
    ("SJ+", "d99.no_sign", (("card", "SJ"),)),
])
def test_each_refused_play_names_its_rule_and_card(action: str, code: str, params: tuple[object, ...]) -> None:
    s = situation(["9h 3c Kc 10h Ah Jh SJ", "3d", "3h"], count=95, angel_death=True)
    text, _, target = action.partition(">")
    sign = 1 if text.endswith("+") else 0
    play = Play(c(text.rstrip("+")), sign, int(target) if target else None)
    reason = G.check(s, 0, play)
    assert reason is not None and (reason.code, reason.params) == (code, params)  # type: ignore[attr-defined]
    assert code in G.refusals
    with pytest.raises(IllegalAction) as err:
        G.apply(s, 0, play)
    assert err.value.reason.code == code  # type: ignore[attr-defined]


def test_only_a_play_is_an_action() -> None:
    class Shout(Action):
        pass

    reason = G.check(situation(["3c", "3d", "3h"]), 0, Shout())
    assert reason is not None and reason.code == "d99.not_a_play"  # type: ignore[attr-defined]
