"""Benchmark the Zha Jin Hua evaluator: build the strength table, then rank all 22,100 hands.

    python -m bench.zhajinhua_eval [--runs 7]     (or: python bench/zhajinhua_eval.py)

Prints one JSON object with the median (and min/max) seconds over the runs for: building the table of
every three-card hand from scratch, ranking all 22,100 hands best-to-worst by table look-up, and
evaluating every hand given as Card objects (the engine's public path).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.zhajinhua.evaluator import ALL_CARDS, build_table, rank_all_hands, strength  # noqa: E402


def _time(fn: Callable[[], object], runs: int) -> dict[str, float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return {"median_s": round(statistics.median(times), 5), "min_s": round(min(times), 5),
            "max_s": round(max(times), 5)}


def _evaluate_cards() -> int:
    return sum(strength(hand) for hand in combinations(ALL_CARDS, 3))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    args = p.parse_args(argv)
    out = {
        "hands": len(rank_all_hands()),
        "runs": args.runs,
        "build_table": _time(build_table, args.runs),
        "rank_all_hands": _time(rank_all_hands, args.runs),
        "evaluate_all_as_cards": _time(_evaluate_cards, args.runs),
    }
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
