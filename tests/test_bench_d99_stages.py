"""The Deadline 99 stage bench: it reproduces the CLI's wins, its stage counts add up, and its oracle
shows the seat exactly the true deal."""

from __future__ import annotations

import json

import pytest

from ai.deadline99 import HeuristicD99, _code, _rank
from bench import d99_stages
from engine import play
from engine.games.deadline99 import D99State
from engine.registry import GAMES


def test_the_wins_match_the_cli_and_the_stages_add_up(capsys: pytest.CaptureFixture[str]) -> None:
    # seeds 5-10: the heuristic seat wins some and loses some, so a seeding that differs shows
    assert d99_stages.main(["--games", "6", "--seed", "5"]) == 0
    bench = json.loads(capsys.readouterr().out)
    assert play.main(["--game", "deadline99", "--players", "4", "--games", "6", "--seed", "5",
                      "--seats", "heuristic,random,random,random"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert bench["games"] == 6 and bench["wins"] == cli["wins"][0]
    st = bench["stages"]
    assert st["4"]["reached"] == 6
    assert st["3"]["reached"] == st["4"]["outlived"] and st["2"]["reached"] == st["3"]["outlived"]
    assert st["2"]["outlived"] == bench["wins"]


def test_stages_count_the_elimination_the_seat_went_out_at() -> None:
    results = [(False, [1, 0, 2]), (True, [2, 3, 1]), (False, [0, 1, 2]), (False, [3, 1, 0])]
    st = d99_stages.stages(results)
    assert st["4"] == {"reached": 4, "outlived": 3, "share": 0.75}
    assert st["3"] == {"reached": 3, "outlived": 2, "share": round(2 / 3, 4)}
    assert st["2"] == {"reached": 2, "outlived": 1, "share": 0.5}


def test_the_oracle_replaces_the_guesses_with_the_true_deal() -> None:
    game = GAMES["deadline99"]
    state, events = game.start(4, game.resolve_options(4, {}), 3)
    assert isinstance(state, D99State)
    seat = HeuristicD99(0, 99)
    for event in events:
        seen = game.event_for(event, 0)
        if seen is not None:
            seat.observe(seen)
    seat.ready(game.view(state, 0))
    assert seat.belief is not None
    truth = [sorted(_code(c) for c in h) for h in state.hands]
    assert any(sorted(p.hands[1]) != truth[1] for p in seat.belief.particles), "guesses before"
    d99_stages.reveal(seat, state)
    pool = sorted(_code(c) for c in state.draw)
    for p in seat.belief.particles:
        assert [sorted(h) for h in p.hands] == truth and sorted(p.pool) == pool
    assert seat.known[2] == [_rank(c) for c in state.hands[2]]
    assert seat.belief.consistent([len(h) for h in state.hands], len(state.draw), state.count)


def test_bad_arguments_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        d99_stages.main(["--games", "0"])
    assert exc.value.code == 2
    assert "--games" in capsys.readouterr().err
