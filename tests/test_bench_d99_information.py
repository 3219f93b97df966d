"""The Deadline 99 information bench: what each mode's imagined games know, and its command line."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ai.deadline99_sim import Sim
from bench import d99_information
from engine.rng import Rng


def _mid_game(seed: int) -> Sim:
    sim = Sim.new_game(2, seed)
    rng = Rng(seed)
    for _ in range(9):
        if sim.winners is not None:
            break
        legal = sim.legal(sim.turn)
        sim.apply(legal[rng.below(len(legal))])
    return sim


@pytest.mark.parametrize("seed", range(1, 6))
def test_each_mode_s_worlds_keep_exactly_what_that_mode_knows(seed: int) -> None:
    sim = _mid_game(seed)
    hidden = Counter(sim.hands[1] + sim.draw)
    worlds = {mode: d99_information._worlds(mode, sim, Rng(seed))() for mode in ("search", "hand-known", "cheat")}
    for mode, world in worlds.items():
        assert world is not None
        assert world.hands[0] == sim.hands[0] and world.count == sim.count and world.discard == sim.discard
        assert Counter(world.hands[1] + world.draw) == hidden and len(world.hands[1]) == len(sim.hands[1]), mode
    assert worlds["cheat"].draw == sim.draw and worlds["cheat"].hands[1] == sim.hands[1]
    assert worlds["hand-known"].hands[1] == sim.hands[1] and Counter(worlds["hand-known"].draw) == Counter(sim.draw)
    # the unknowing mode deals the opponent's hand afresh: over a few worlds it is not always the true one
    dealt = {tuple(sorted(w.hands[1])) for w in (d99_information._worlds("search", sim, Rng(seed + k))()
                                                  for k in range(8)) if w is not None}
    assert dealt - {tuple(sorted(sim.hands[1]))}


def test_the_heuristic_choice_does_not_read_the_opponent_s_hand() -> None:
    changed = 0
    for seed in range(1, 40):
        sim = _mid_game(seed)
        if sim.winners is not None or sim.turn != 0:
            continue
        legal = sim.legal(0)
        before = d99_information.heuristic_choice(sim, legal)
        swapped = sim.copy()
        k = len(swapped.hands[1])
        pool = list(Rng(seed).shuffled(swapped.hands[1] + swapped.draw))
        swapped.hands[1], swapped.draw = pool[:k], pool[k:]
        changed += swapped.hands[1] != sim.hands[1]
        assert d99_information.heuristic_choice(swapped, legal) == before
    assert changed >= 5


def test_a_short_run_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert d99_information.main(["--mode", "search", "--games", "2", "--batch", "4", "--rounds", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mode"] == "search" and out["games"] == 2 and 0 <= out["wins"] <= 2
    assert out["share"] == out["wins"] / 2


@pytest.mark.parametrize("argv", [["--mode", "psychic"], ["--mode", "fast", "--games", "0"], []])
def test_bad_arguments_are_a_usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        d99_information.main(argv)
    assert exc.value.code == 2
    assert "usage" in capsys.readouterr().err
