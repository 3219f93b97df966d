"""Every registered game passes the conformance checks over hundreds of seeded random games."""

import pytest

from engine.registry import GAMES
from tests.conformance import play_checked

GAME_IDS = sorted(GAMES)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_conformance_300_seeded_games(game_id: str) -> None:
    game = GAMES[game_id]
    for seed in range(300):
        play_checked(game, seed)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_conformance_2000_more_games(game_id: str) -> None:
    game = GAMES[game_id]
    for seed in range(300, 2300):
        play_checked(game, seed, check_every=29)
