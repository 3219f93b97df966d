"""The paired Deadline 99 strength bench: it reproduces the CLI's seeding and refuses unknown settings."""

from __future__ import annotations

import json

import pytest

from bench import d99_strength
from engine import play


def test_the_same_settings_on_both_sides_win_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert d99_strength.main(["--games", "4", "--seed", "11", "--variant", "look_ahead=false",
                              "--base", "look_ahead=false"]) == 0
    bench = json.loads(capsys.readouterr().out)
    assert bench["games"] == 4
    assert bench["base_wins"] == bench["variant_wins"] and bench["diff_points"] == 0


def test_the_default_baseline_matches_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    # seeds 5-8: the heuristic seat wins two of the four, so a seeding that differs shows
    assert d99_strength.main(["--games", "4", "--seed", "5", "--variant", "switch_z=0.5"]) == 0
    bench = json.loads(capsys.readouterr().out)
    assert play.main(["--game", "deadline99", "--players", "4", "--games", "4", "--seed", "5",
                      "--seats", "heuristic,random,random,random"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert bench["base_wins"] == cli["wins"][0]
    assert bench["variant_wins"] == cli["wins"][0]  # switch_z 0.5 is the default: the same games


@pytest.mark.parametrize("arg", ["nonsense=1", "no_equals", "batch=notjson"])
def test_a_bad_variant_is_a_usage_error(arg: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        d99_strength.main(["--games", "1", "--variant", arg])
    assert exc.value.code == 2
    assert "--variant" in capsys.readouterr().err
