"""现世通行 passes the shared conformance checks (reaction windows and secret choices included)."""

from engine.games.xianshi_tongxing import XianshiTongxing
from tests.conformance import play_checked


def test_conformance_300_seeded_games() -> None:
    game = XianshiTongxing()
    total = 0
    for seed in range(300):
        total += play_checked(game, seed)
    assert total > 300 * 20
