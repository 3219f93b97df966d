"""Scenario tests for the advanced rules: early elimination, the star destroyer's levels across a
match, stakes, and the match result."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import OptionError
from engine.core import Action
from engine.games.stars_and_storms import EndTurn, Form, Play, SnSState, StarsAndStorms
from engine.games.stars_and_storms.model import (
    MatchEnded, RoundEnded, RoundStarted, SeatEliminated, StakesSettled, ZoneBlownOut,
)
from engine.games.stars_and_storms.rules import next_term, settle
from tests.test_stars_and_storms_support import c, situation, star, storm

G = StarsAndStorms()
EARLY = {"early_elimination": True}


# ---- early elimination -------------------------------------------------------------------------

def test_second_blow_out_eliminates_the_seat() -> None:
    s = situation(3, hands=["5c 9d"], zones=["", "5h", "Kc"], deck="2s 3s 4s", turns_done=(2, 2, 2),
                  blowouts=(0, 1, 0), options=EARLY)
    s2, ev = G.apply(s, 0, storm("5c"))
    hand1 = s.hands[1]
    assert ZoneBlownOut(1, 2) in ev
    assert any(isinstance(e, SeatEliminated) and e.seat == 1 and e.discarded == hand1 for e in ev)
    assert s2.active == (True, False, True) and s2.hands[1] == () and s2.eliminated == (1,)
    s3, _ = G.apply(s2, 0, star("9d"))  # the hand is empty: the turn passes, skipping seat 1
    assert s3.turn == 2


def test_first_blow_out_only_counts() -> None:
    s = situation(3, hands=["5c 9d"], zones=["", "5h", "Kc"], deck="2s 3s 4s", turns_done=(2, 2, 2), options=EARLY)
    s2, ev = G.apply(s, 0, storm("5c"))
    assert ZoneBlownOut(1, 1) in ev and s2.active == (True, True, True) and s2.blowouts == (0, 1, 0)


def test_blow_outs_before_everyone_had_two_turns_do_not_count() -> None:
    s = situation(3, hands=["5c 9d"], zones=["", "5h", "Kc"], deck="2s 3s 4s", turns_done=(2, 1, 1),
                  blowouts=(0, 1, 0), options=EARLY)
    s2, ev = G.apply(s, 0, storm("5c"))
    assert not any(isinstance(e, (ZoneBlownOut, SeatEliminated)) for e in ev)
    assert s2.active == (True, True, True) and s2.blowouts == (0, 1, 0)
    assert not G.view(s, 0).elimination_armed
    assert G.view(replace(s, turns_done=(2, 2, 2)), 0).elimination_armed


def test_without_the_option_nobody_is_eliminated() -> None:
    s = situation(3, hands=["5c 9d"], zones=["", "5h", "Kc"], deck="2s 3s 4s", turns_done=(2, 2, 2),
                  blowouts=(0, 1, 0))
    s2, ev = G.apply(s, 0, storm("5c"))
    assert not any(isinstance(e, (ZoneBlownOut, SeatEliminated)) for e in ev) and all(s2.active)


def test_blowing_out_your_own_zone_counts_and_an_empty_zone_is_no_blow_out() -> None:
    s = situation(3, hands=["6c 9d"], zones=["5h", "", "Kc"], deck="2s 3s 4s", turns_done=(2, 2, 2),
                  blowouts=(1, 1, 0), options=EARLY)
    s2, ev = G.apply(s, 0, storm("6c"))
    assert ZoneBlownOut(0, 2) in ev and not s2.active[0]
    assert not any(isinstance(e, ZoneBlownOut) and e.seat == 1 for e in ev)  # it was already empty
    assert s2.turn == 1  # the eliminated player's turn ended at once


def test_last_seat_standing_wins_the_round() -> None:
    s = situation(3, hands=["5c 9d", "Kd"], zones=["", "5h", ""], deck="2s 3s 4s", turns_done=(3, 3, 3),
                  blowouts=(0, 1, 2), active=(True, True, False), eliminated=(2,), options=EARLY)
    s2, ev = G.apply(s, 0, storm("5c"))
    result = next(e for e in ev if isinstance(e, RoundEnded)).result
    assert result.winners == (0,) and result.eliminated == (2, 1) and s2.over
    assert G.census(s2) == G.census(s)


def test_early_elimination_needs_three_players() -> None:
    with pytest.raises(OptionError):
        G.start(2, {"early_elimination": True}, 1)


# ---- star destroyer and storm levels -------------------------------------------------------------

def test_terms_and_levels() -> None:
    assert next_term(0, 1, 1, (0,)) == (0, 2, 2)  # re-elected: level up
    assert next_term(0, 5, 5, (0,)) == (0, 6, 6)
    assert next_term(0, 6, 6, (0,)) == (0, 1, 7)  # a level-6 round destroys the universe
    assert next_term(0, 4, 4, (2,)) == (2, 1, 1)  # a new destroyer starts at level 1
    assert next_term(0, 4, 4, (0, 2)) == (None, 1, 0)  # a shared win: nobody is destroyer
    assert next_term(None, 1, 0, (3,)) == (3, 1, 1)


def _finish_round(level: int, destroyer: int | None, winner_hand: str = "Kd", winner: int = 0,
                  **kw: object) -> tuple[object, tuple]:
    """Seat ``winner`` plays its last card as a star and wins; the next round starts."""
    zones = ["", "", ""]
    zones[winner] = "Qd"
    hands = ["", "", ""]
    hands[winner] = winner_hand
    opts = {"rounds": 4, **kw.pop("options", {})}  # type: ignore[dict-item]
    s = situation(3, hands=hands, zones=zones, turn=winner, level=level, destroyer=destroyer,
                  streak=kw.pop("streak", 1), round_no=1, options=opts, **kw)  # type: ignore[arg-type]
    return G.apply(s, winner, star(winner_hand))


def test_re_elected_destroyer_raises_the_level_and_leads() -> None:
    s2, ev = _finish_round(level=2, destroyer=0, streak=2)
    started = next(e for e in ev if isinstance(e, RoundStarted))
    assert (started.round_no, started.destroyer, started.level, started.streak, started.first) == (2, 0, 3, 3, 0)
    assert s2.level == 3 and s2.turn == 0 and len(s2.hands[0]) == 2 and len(s2.deck) == 52
    assert s2.zones == ((), (), ()) and not started.universe_reset


def test_after_a_level_six_round_the_universe_restarts_at_level_one() -> None:
    s2, ev = _finish_round(level=6, destroyer=0, streak=6)
    started = next(e for e in ev if isinstance(e, RoundStarted))
    assert started.level == 1 and started.destroyer == 0 and started.universe_reset


def test_a_new_winner_becomes_destroyer_at_level_one() -> None:
    s2, ev = _finish_round(level=4, destroyer=2, streak=4, winner=1)
    started = next(e for e in ev if isinstance(e, RoundStarted))
    assert (started.destroyer, started.level, started.first) == (1, 1, 1)


def test_a_shared_win_leaves_no_destroyer() -> None:
    s = situation(3, hands=["2d"], zones=["Kc", "Kd", ""], level=3, destroyer=0, streak=3, round_no=1,
                  options={"rounds": 3})
    s2, ev = G.apply(s, 0, storm("2d"))
    started = next(e for e in ev if isinstance(e, RoundStarted))
    assert started.destroyer is None and started.level == 1 and started.first in (0, 1)


def test_without_the_destroyer_rule_the_level_stays_one_and_the_lead_rotates() -> None:
    s2, ev = _finish_round(level=1, destroyer=None, winner=1, options={"star_destroyer": False})
    started = next(e for e in ev if isinstance(e, RoundStarted))
    assert started.destroyer is None and started.level == 1 and started.first == 2


def test_first_round_destroyer_is_a_random_seat_at_level_one() -> None:
    seen = set()
    for seed in range(30):
        s, ev = G.start(4, {}, seed)
        started = ev[0]
        assert isinstance(started, RoundStarted)
        assert started.destroyer == started.first == s.turn and started.level == 1 and started.streak == 1
        seen.add(started.destroyer)
    assert seen == {0, 1, 2, 3}
    s, ev = G.start(4, {"star_destroyer": False}, 3)
    assert ev[0].destroyer is None and s.destroyer is None


def _stars_late(state: SnSState, seat: int) -> Action:
    """Storm away every card beyond two while the deck lasts, then place the last two as stars."""
    legal = G.legal_actions(state, seat)
    if EndTurn() in legal and state.deck:
        return EndTurn()
    form = Form.STAR if not state.deck else Form.STORM
    return next(a for a in legal if isinstance(a, Play) and a.form is form)


def _storm_all(state: SnSState, seat: int) -> Action:
    return next(a for a in G.legal_actions(state, seat) if isinstance(a, Play) and a.form is Form.STORM)


def test_a_streak_over_a_whole_match() -> None:
    """Seat 0 wins every round: its levels go 1, 2, … 6, then 1 again after the universe ends."""
    s, _ = G.start(2, {"rounds": 8}, 7)
    s = replace(s, destroyer=0, turn=0, first=0)  # seat 0 is round 1's destroyer
    levels: list[int] = []
    while not s.over:
        if s.round_no > len(levels):
            levels.append(s.level)
        pick = _stars_late(s, 0) if s.turn == 0 else _storm_all(s, 1)
        s, _ = G.apply(s, s.turn, pick)
    assert [r.winners for r in s.history] == [(0,)] * 8
    assert levels == [1, 2, 3, 4, 5, 6, 1, 2]
    assert [r.level for r in s.history] == levels
    out = G.outcome(s)
    assert out is not None and out.winners == (0,) and out.scores == (8.0, 0.0)


# ---- stakes ------------------------------------------------------------------------------------

def test_settlement_against_the_destroyer() -> None:
    assert settle((10, 25, 7, 0), 1) == (-15, 58, -18, -25)
    assert settle((30, 25, 7), 1) == (5, 13, -18)
    assert sum(settle((3, 9, 4, 12, 1), 3)) == 0


def test_stakes_are_settled_after_a_round_with_running_totals() -> None:
    s = situation(3, hands=["2d"], zones=["Kc Ac", "Qc 5d", "4h"], destroyer=1, chips=(5, -5, 0),
                  options={"stakes": True})
    s2, ev = G.apply(s, 0, star("2d"))
    settled = next(e for e in ev if isinstance(e, StakesSettled))
    # points: seat0 13+1+2=16, seat1 12+5=17, seat2 4 → seat0 −1, seat2 −13, destroyer +14
    assert settled.deltas == (-1, 14, -13) and settled.chips == (4, 9, -13) and s2.chips == (4, 9, -13)
    out = G.outcome(s2)
    assert out is not None and out.scores == (4.0, 9.0, -13.0) and out.winners == (1,)
    assert next(e for e in ev if isinstance(e, RoundEnded)).result.winners == (0,)  # most stars won the round
    assert next(e for e in ev if isinstance(e, MatchEnded)).chips == (4, 9, -13)


def test_no_settlement_without_a_destroyer_or_without_the_option() -> None:
    s = situation(3, hands=["2d"], zones=["Kc", "Qc 5d", "4h"], destroyer=None, options={"stakes": True})
    s2, ev = G.apply(s, 0, star("2d"))
    assert not any(isinstance(e, StakesSettled) for e in ev) and s2.chips == (0, 0, 0)
    s = situation(3, hands=["2d"], zones=["Kc", "Qc 5d", "4h"], destroyer=1)
    s2, ev = G.apply(s, 0, star("2d"))
    assert not any(isinstance(e, StakesSettled) for e in ev) and s2.chips == (0, 0, 0)


def test_match_winner_without_stakes_counts_rounds_won() -> None:
    s = situation(3, hands=["2d"], zones=["Kc Ac", "Qc 5d", "4h"], round_wins=(0, 2, 1), options={"rounds": 1})
    s2, ev = G.apply(s, 0, star("2d"))  # seat 0 wins this round: 1 against 2
    out = G.outcome(s2)
    assert out is not None and out.winners == (1,) and out.scores == (1.0, 2.0, 1.0)
    assert c("2d") in [st.card for st in s2.zones[0]]
