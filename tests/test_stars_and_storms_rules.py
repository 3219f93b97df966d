"""Scenario tests for the basic rules of Stars and Storms: storms, adjacency, levels, heat, jokers,
the hand limit, the empty-deck rule and ties."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.errors import IllegalAction
from engine.games.stars_and_storms import EndTurn, Star, StarsAndStorms
from engine.games.stars_and_storms.model import (
    Drew, HeatDeath, Play, RoundEnded, StarsBlownAway, StormRaised, TurnSkipped, TurnStarted,
)
from engine.games.stars_and_storms.rules import distance, reach
from tests.test_stars_and_storms_support import c, cards, ranks, situation, star, storm

G = StarsAndStorms()


# ---- the seed's own examples -------------------------------------------------------------------

def test_a_five_blows_away_six_and_four() -> None:
    s = situation(hands=["5c 2d"], zones=["", "6h 4s 3d 7d", "5d"], deck="9s 9h 9d")
    s2, ev = G.apply(s, 0, storm("5c"))
    assert ranks(s2.zones[1]) == [3, 7]
    assert s2.zones[2] == ()  # an equal rank goes too
    blown = next(e for e in ev if isinstance(e, StarsBlownAway))
    assert sorted((z.owner, z.star.rank) for z in blown.removed) == [(1, 4), (1, 6), (2, 5)]
    assert c("5c") in s2.discard and c("6h") in s2.discard


def test_ace_is_next_to_king_and_two() -> None:
    s = situation(hands=["Ac 9d"], zones=["", "Kh 2s Qd 3d"], deck="9s 9h")
    s2, _ = G.apply(s, 0, storm("Ac"))
    assert ranks(s2.zones[1]) == [3, 12]
    s = situation(hands=["Kc 9d"], zones=["", "Ah Qs Jd 2d"], deck="9s 9h")
    s2, _ = G.apply(s, 0, storm("Kc"))
    assert ranks(s2.zones[1]) == [2, 11]
    assert distance(1, 13) == 1 and distance(1, 2) == 1 and distance(13, 2) == 2


def test_a_storm_blows_away_its_own_players_stars_too() -> None:
    s = situation(hands=["8c 9d"], zones=["7h Ks"], deck="9s 9h")
    s2, _ = G.apply(s, 0, storm("8c"))
    assert ranks(s2.zones[0]) == [13]


def test_level_two_ten_reaches_eight_nine_jack_queen() -> None:
    assert reach(10, 2) == (8, 9, 10, 11, 12)
    s = situation(hands=["10c 2d"], zones=["", "8h 9s Jd Qd 7c Kc 10h"], deck="2s 2h", level=2)
    s2, ev = G.apply(s, 0, storm("10c"))
    assert ranks(s2.zones[1]) == [7, 13]
    raised = next(e for e in ev if isinstance(e, StormRaised))
    assert raised.level == 2 and raised.reach == (8, 9, 10, 11, 12)


def test_level_six_blows_away_everything() -> None:
    every = " ".join(f"{r}h" for r in ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"])
    s = situation(hands=["7c 2d"], zones=[every, "As Ks 6s", "8d"], deck="2s", level=6)
    s2, _ = G.apply(s, 0, storm("7c"))
    assert s2.zones == ((), (), (), ())
    assert reach(1, 6) == tuple(range(1, 14))
    s = situation(hands=["7c 2d"], zones=["Ah Kh"], deck="2s", level=5)
    s2, _ = G.apply(s, 0, storm("7c"))  # at level 5 the far side (A, K are 6 from 7) survives
    assert ranks(s2.zones[0]) == [1, 13]


def test_the_club_nine_heat_card_purges_seven_clubs() -> None:
    s = situation(hands=["9c 2d"], zones=["", "Ac 3c Kc 5h", "4c 6c", "Qc Jc 9h"], deck="2s 2h",
                  heat_rank=9, options={"heat_death": True})
    s2, ev = G.apply(s, 0, storm("9c"))
    heat = next(e for e in ev if isinstance(e, HeatDeath))
    assert len(heat.removed) == 7
    assert all(z.star.as_card.suit is c("9c").suit for z in heat.removed)
    assert ranks(s2.zones[1]) == [5]  # the storm of 9 then takes ♥9 (and nothing else left nearby)
    assert s2.zones[3] == ()
    assert [type(e) for e in ev].index(HeatDeath) < [type(e) for e in ev].index(StormRaised)


def test_a_heat_star_is_placed_after_the_purge_and_survives() -> None:
    s = situation(hands=["9c 2d"], zones=["3c 4h", "Kc"], deck="2s 2h", heat_rank=9, options={"heat_death": True})
    s2, _ = G.apply(s, 0, star("9c"))
    assert s2.zones[0] == (Star(c("4h"), c("4h")), Star(c("9c"), c("9c")))
    assert s2.zones[1] == ()


def test_a_card_of_another_rank_is_no_heat_card() -> None:
    s = situation(hands=["8c 2d"], zones=["", "3c"], deck="2s 2h", heat_rank=9, options={"heat_death": True})
    s2, ev = G.apply(s, 0, storm("8c"))
    assert not any(isinstance(e, HeatDeath) for e in ev)
    assert ranks(s2.zones[1]) == [3]


# ---- jokers ------------------------------------------------------------------------------------

def test_a_joker_star_keeps_its_declared_identity() -> None:
    s = situation(hands=["SJ 2d 3d"], deck="9s 9h")
    s2, _ = G.apply(s, 0, star("SJ", "7h"))
    assert s2.zones[0] == (Star(c("SJ"), c("7h")),)
    # an 8 reaches it as a 7 …
    s3 = situation(hands=["8c 2d"], zones=["", "SJ=7h Ks"], deck="9s 9h")
    s4, _ = G.apply(s3, 0, storm("8c"))
    assert ranks(s4.zones[1]) == [13] and c("SJ") in s4.discard
    # … a 10 does not
    s5 = situation(hands=["10c 2d"], zones=["", "SJ=7h"], deck="9s 9h")
    s6, _ = G.apply(s5, 0, storm("10c"))
    assert s6.zones[1] == (Star(c("SJ"), c("7h")),)


def test_a_joker_storm_uses_the_declared_rank() -> None:
    s = situation(hands=["BJ 2d"], zones=["", "Qh Kh 5h"], deck="9s 9h")
    s2, ev = G.apply(s, 0, storm("BJ", "Ks"))
    assert ranks(s2.zones[1]) == [5]
    assert next(e for e in ev if isinstance(e, StormRaised)).as_card == c("Ks")


def test_a_joker_declared_as_a_heat_card_purges_its_declared_suit() -> None:
    s = situation(hands=["SJ 2d"], zones=["", "3s Kh"], deck="9c 9h",
                  heat_rank=9, options={"heat_death": True})
    s2, ev = G.apply(s, 0, star("SJ", "9s"))
    assert any(isinstance(e, HeatDeath) for e in ev)
    assert ranks(s2.zones[1]) == [13]
    # and a joker star declared as a spade is purged by the spade heat card
    s = situation(hands=["9s 2d"], zones=["", "BJ=4s Kh"], deck="9c 9h", heat_rank=9, options={"heat_death": True})
    s2, _ = G.apply(s, 0, star("9s"))
    assert ranks(s2.zones[1]) == [13]


def test_joker_declarations_are_checked() -> None:
    s = situation(hands=["SJ 5d"], deck="9s 9h")
    assert "declared" in (G.check(s, 0, star("SJ")) or "")
    assert G.check(s, 0, star("5d", "6d")) is not None
    assert G.check(s, 0, star("SJ", "BJ")) is not None
    with pytest.raises(IllegalAction):
        G.apply(s, 0, storm("SJ"))
    legal = G.legal_actions(s, 0)
    assert star("SJ", "Ks") in legal and storm("SJ", "Ac") in legal
    assert sum(1 for a in legal if getattr(a, "card", None) == c("SJ")) == 2 * 52



def test_each_refusal_names_its_rule_and_card() -> None:
    class Wave(Action):
        pass

    s = situation(hands=["SJ 5d 6d Kc"], deck="9s 9h")
    expected: list[tuple[Action, str, tuple[tuple[str, object], ...]]] = [
        (EndTurn(), "sns.hand_limit", (("held", 4), ("limit", 2), ("n", 2))),
        (Wave(), "sns.not_an_action", ()),
        (star("9h"), "sns.not_held", (("card", "♥9"),)),
        (Play(c("5d"), "star"), "sns.bad_form", ()),  # type: ignore[arg-type]
        (star("SJ"), "sns.declare", ()),
        (star("SJ", "BJ"), "sns.declare_ordinary", ()),
        (star("5d", "6d"), "sns.not_joker", (("card", "♦5"),)),
    ]
    for action, code, params in expected:
        reason = G.check(s, 0, action)
        assert reason is not None and (reason.code, reason.params) == (code, params), action
        assert code in G.refusals
        with pytest.raises(IllegalAction) as err:
            G.apply(s, 0, action)
        assert err.value.reason.code == code  # type: ignore[attr-defined]
    empty = situation(3, hands=["5d 9h", "Kc"], turn=0)
    assert G.check(empty, 0, EndTurn()).code == "sns.must_play"  # type: ignore[union-attr]

def test_joker_star_points_count_as_declared() -> None:
    s = situation(2, hands=["Kd"], zones=["SJ=Qh", "Kc"], turn=0)
    s2, ev = G.apply(s, 0, star("Kd"))
    result = next(e for e in ev if isinstance(e, RoundEnded)).result
    assert result.points == (12 + 13, 13) and result.stars == (2, 1) and result.winners == (0,)


# ---- the turn: drawing, the hand limit, the empty deck -------------------------------------------

def test_a_turn_draws_two_and_fewer_when_fewer_remain() -> None:
    s = situation(2, hands=["5d"], deck="3s 4s 9h")
    s2, ev = G.apply(s, 0, EndTurn())
    drew = next(e for e in ev if isinstance(e, Drew))
    assert drew.seat == 1 and drew.cards == (c("9h"), c("4s")) and s2.hands[1] == (c("9h"), c("4s"))
    s3, ev = G.apply(s2, 1, EndTurn())
    assert s3.hands[0] == (c("5d"), c("3s")) and s3.deck == ()
    assert next(e for e in ev if isinstance(e, Drew)).n == 1


def test_hand_limit_at_the_end_of_your_own_turn() -> None:
    s = situation(hands=["2c 5d 9h Ks"], deck="3s 4s")
    assert EndTurn() not in G.legal_actions(s, 0)
    reason = G.check(s, 0, EndTurn())
    assert reason is not None and "2" in reason
    with pytest.raises(IllegalAction):
        G.apply(s, 0, EndTurn())
    s2, _ = G.apply(s, 0, star("2c"))
    assert G.check(s2, 0, EndTurn()) is not None  # three is still too many
    s3, _ = G.apply(s2, 0, storm("Ks"))
    assert G.check(s3, 0, EndTurn()) is None
    s4, _ = G.apply(s3, 0, EndTurn())
    assert s4.hands[0] == cards("5d 9h") and s4.turn == 1


def test_empty_deck_requires_a_play_each_turn() -> None:
    s = situation(3, hands=["5d 9h", "Kc"], turn=0)
    assert EndTurn() not in G.legal_actions(s, 0)
    assert "at least one" in (G.check(s, 0, EndTurn()) or "")
    s2, _ = G.apply(s, 0, star("5d"))
    assert G.check(s2, 0, EndTurn()) is None  # one card played: keeping the other is allowed
    s3, ev = G.apply(s2, 0, EndTurn())
    assert s3.turn == 1  # seat 1 holds a card
    # seat 1 plays its last card: its turn ends by itself, seat 2 (no cards, empty deck) is skipped
    s4, ev = G.apply(s3, 1, star("Kc"))
    assert any(isinstance(e, TurnSkipped) and e.seat == 2 for e in ev)
    assert s4.turn == 0 and [e.seat for e in ev if isinstance(e, TurnStarted)] == [2, 0]


def test_the_round_ends_when_deck_and_hands_are_empty() -> None:
    s = situation(3, hands=["5d", "", ""], zones=["", "9c", "Kc"])
    s2, ev = G.apply(s, 0, star("5d"))
    assert s2.over
    assert any(isinstance(e, RoundEnded) for e in ev)
    # not while someone still holds a card
    s = situation(3, hands=["5d", "", "3c"], zones=["", "9c", "Kc"])
    s2, _ = G.apply(s, 0, star("5d"))
    assert not s2.over and s2.turn == 2


# ---- winning and ties --------------------------------------------------------------------------

def test_most_stars_win_then_points() -> None:
    s = situation(3, hands=["2d"], zones=["Ac 3c", "Kc Qc", "9c"])
    s2, _ = G.apply(s, 0, star("2d"))
    out = G.outcome(s2)
    assert out is not None and out.winners == (0,)  # three stars beat two higher ones
    s = situation(3, hands=["2d"], zones=["", "Kc Qc", "Jc 9c"])
    s2, _ = G.apply(s, 0, storm("2d"))
    out = G.outcome(s2)
    assert out is not None and out.winners == (1,)  # equal stars: points decide (25 > 20)


def test_a_full_tie_is_shared() -> None:
    s = situation(4, hands=["2d"], zones=["", "Kc 5c", "Jc 6c", "Kd 5d"])
    s2, ev = G.apply(s, 0, storm("2d"))
    out = G.outcome(s2)
    assert out is not None and out.winners == (1, 3)
    assert out.scores == (0.0, 1.0, 0.0, 1.0)
    result = next(e for e in ev if isinstance(e, RoundEnded)).result
    assert result.winners == (1, 3) and s2.round_wins == (0, 1, 0, 1)


# ---- secrecy -----------------------------------------------------------------------------------

def test_views_hide_other_hands_and_show_every_zone() -> None:
    s = situation(3, hands=["5d 9h", "Kc", "2s"], zones=["3c", "4c", "Qd"], deck="7s 8s")
    v = G.view(s, 1)
    assert v.hand == (c("Kc"),) and v.hands[0] is None and v.hands[2] is None
    assert v.hand_sizes == (2, 1, 1) and v.zones == s.zones and v.deck_size == 2
    s2, ev = G.apply(s, 0, EndTurn())
    drew = next(e for e in ev if isinstance(e, Drew))
    assert G.event_for(drew, 0).cards is None and G.event_for(drew, 1).cards == (c("8s"), c("7s"))
