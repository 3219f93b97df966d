"""Guandan random-vs-random hands from deal to finish, per second, in one process (JSON).

    python -m bench.guandan_hands [--hands 300] [--runs 5]

Each hand is one match with ``hands=1`` played by ``engine.runner.play_game`` with four random
seats, exactly as the command line plays (views, legal actions, checks, events to every seat).
Reports the median of ``--runs`` runs, by wall clock and by the process's CPU time (the machine
may be shared), and the mean number of actions per hand.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from ai.base import RandomPolicy
from engine.games.guandan import Guandan
from engine.runner import play_game


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    game = Guandan()
    wall, cpu, turns = [], [], []
    for run in range(args.runs):
        w0, c0 = time.perf_counter(), time.process_time()
        for i in range(args.hands):
            seed = run * 100_000 + i
            result = play_game(game, 4, {"hands": 1}, seed, [RandomPolicy(seed * 10 + s) for s in range(4)])
            turns.append(result.turns)
        wall.append(args.hands / (time.perf_counter() - w0))
        cpu.append(args.hands / max(1e-9, time.process_time() - c0))
    out = {
        "hands_per_second_median": round(statistics.median(wall), 1),
        "hands_per_cpu_second_median": round(statistics.median(cpu), 1),
        "runs_wall": [round(r, 1) for r in wall],
        "runs_cpu": [round(r, 1) for r in cpu],
        "mean_actions_per_hand": round(statistics.fmean(turns), 1),
        "hands": args.hands,
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
