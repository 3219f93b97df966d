"""Guandan under the shared conformance checks, imported directly (not through the registry).

The registered-games suite (tests/test_conformance.py) runs the 300 seeds (and 2,000 more with
``-m slow``); here a quick sample and the termination of a default match.
"""

from engine.games.guandan import Guandan
from tests.conformance import play_checked


def test_conformance_sample() -> None:
    game = Guandan()
    for seed in (0, 1, 5, 17, 42, 123, 299):
        play_checked(game, seed)


def test_a_default_match_of_random_seats_ends() -> None:
    from ai.base import RandomPolicy
    from engine.runner import play_game

    game = Guandan()
    limit = game.progress_limit(4)
    for seed in range(3):
        result = play_game(game, 4, None, seed, [RandomPolicy(seed * 10 + s) for s in range(4)])
        assert result.turns < limit
        assert result.winners in ((0, 2), (1, 3))
