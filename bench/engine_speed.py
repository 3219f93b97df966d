"""Engine speed: random-vs-random games per second for every registered game (median of runs).

    python -m bench.engine_speed [--games 200] [--runs 5] [--game ID]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from ai.base import RandomPolicy
from engine.registry import GAMES
from engine.runner import play_game


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--game", action="append")
    args = p.parse_args()
    out = {}
    for game_id in args.game or sorted(GAMES):
        game = GAMES[game_id]
        players = min(max(4, game.info.min_players), game.info.max_players)
        rates = []
        for run in range(args.runs):
            start = time.perf_counter()
            for i in range(args.games):
                seed = run * 100_000 + i
                play_game(game, players, None, seed, [RandomPolicy(seed * 10 + s) for s in range(players)])
            rates.append(args.games / (time.perf_counter() - start))
        out[game_id] = {"players": players, "games_per_second_median": round(statistics.median(rates), 1),
                        "runs": [round(r, 1) for r in rates]}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
