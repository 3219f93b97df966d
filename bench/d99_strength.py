"""Paired strength bench for the Deadline 99 AI: a variant against the default, on the same games.

    python -m bench.d99_strength --games 300 --seed 1 --variant max_alive=4 [--workers 2]

Seat 0 is the heuristic seat, seats 1-3 are uniformly random; every game is seeded exactly as
``python -m engine.play --seed S`` seeds it (game i: seed S+i, seat policies seed*1009+seat), so the
baseline column reproduces the CLI's figure. The variant plays the same deals against the same
random seats; the paired difference of win rates and its standard error are printed as JSON.
``--variant`` takes ``name=value`` for any field of ``SearchParams`` or ``Weights`` (repeatable) or
``look_ahead=false``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from typing import Any

from ai.base import RandomPolicy
from ai.deadline99 import DEFAULT_WEIGHTS, HeuristicD99, Weights
from ai.deadline99_search import SearchParams
from engine.registry import GAMES
from engine.runner import Chooser, play_game

GAME = GAMES["deadline99"]


def _parse_variant(items: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    weight_names = {f.name for f in fields(Weights)}
    for item in items:
        if "=" not in item:
            raise argparse.ArgumentTypeError(f"--variant takes name=value, not {item!r}")
        key, raw = item.split("=", 1)
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            raise argparse.ArgumentTypeError(f"--variant {item}: the value must be a number, true or false") from None
        if key not in weight_names and key not in SearchParams.__slots__ and key != "look_ahead":
            raise argparse.ArgumentTypeError(f"--variant: no setting named {key!r}")
        out[key] = value
    return out


def make_seat(variant: dict[str, Any], seat: int, seed: int) -> HeuristicD99:
    """The heuristic seat with ``variant`` applied to its weights and search settings."""
    weight_names = {f.name for f in fields(Weights)}
    weights = replace(DEFAULT_WEIGHTS, **{k: v for k, v in variant.items() if k in weight_names})
    params = SearchParams()
    for k, v in variant.items():
        if k in SearchParams.__slots__:
            setattr(params, k, v)
    return HeuristicD99(seat, seed, weights, params, bool(variant.get("look_ahead", True)))


def play_one(args: tuple[int, int, dict[str, Any], dict[str, Any]]) -> tuple[int, int, int, float]:
    """(seed, base won, variant won, variant seconds per game) for one deal."""
    seed, players, base, variant = args
    options = GAME.resolve_options(players, {})
    won = []
    spent = 0.0
    for settings in (base, variant):
        policies: list[Chooser] = [make_seat(settings, 0, seed * 1009)]
        policies += [RandomPolicy((seed * 1009 + s) * 7919 + s * 104729 + 1) for s in range(1, players)]
        started = time.perf_counter()
        result = play_game(GAME, players, options, seed, policies)
        spent = time.perf_counter() - started
        won.append(int(0 in result.winners))
    return seed, won[0], won[1], spent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.d99_strength", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--base", action="append", default=[], metavar="NAME=VALUE", help="settings of the baseline")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--per-game", metavar="FILE", help="write seed,base,variant lines here")
    args = p.parse_args(argv)
    try:
        variant = _parse_variant(args.variant)
        base = _parse_variant(args.base)
    except argparse.ArgumentTypeError as exc:
        p.error(str(exc))
    jobs = [(args.seed + i, args.players, base, variant) for i in range(args.games)]
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            rows = list(pool.map(play_one, jobs, chunksize=4))
    else:
        rows = [play_one(j) for j in jobs]
    diffs = [v - b for _, b, v, _ in rows]
    n = len(rows)
    se = statistics.stdev(diffs) / n ** 0.5 if n > 1 else 0.0
    if args.per_game:
        with open(args.per_game, "w", encoding="utf-8") as fh:
            fh.writelines(f"{s},{b},{v}\n" for s, b, v, _ in rows)
    out = {
        "games": n, "seed": args.seed, "base": base, "variant": variant,
        "base_wins": sum(b for _, b, _, _ in rows), "variant_wins": sum(v for _, _, v, _ in rows),
        "diff_points": round(100 * statistics.fmean(diffs), 2), "se_points": round(100 * se, 2),
        "variant_seconds_per_game_median": round(statistics.median(t for *_, t in rows), 3),
    }
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
