"""Where the Deadline 99 AI wins and loses: its share at each stage of a 4-seat game against random seats.

    python -m bench.d99_stages --games 1000 --seed 1 [--oracle] [--workers 2]

Games are seeded exactly as ``python -m engine.play --game deadline99 --players 4 --seats
heuristic,random,random,random --seed S`` seeds them, so the wins reproduce the CLI's figure. For
each number of seats still in (4, 3, 2) it counts the games in which the heuristic seat (seat 0)
was among them and those in which it outlived the next elimination.

``--oracle`` shows the seat every hand and the draw pile's contents before each of its decisions
(its belief's guesses and its memory of other hands are replaced by the truth; the pile's order
stays hidden): what knowing the hidden cards would be worth. An upper bound, not a strategy.

It prints one JSON object: games, wins, share and, per stage, reached, outlived and their ratio.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ai.deadline99 import HeuristicD99, _code, _rank
from ai.deadline99_belief import Particle
from ai.registry import make_policy
from engine.core import DecisionKind
from engine.games.deadline99 import D99State
from engine.registry import GAMES

GAME = GAMES["deadline99"]
PLAYERS = 4
KINDS = ("heuristic", "random", "random", "random")


def reveal(seat: HeuristicD99, state: D99State) -> None:
    """Show ``seat`` the true hands and draw-pile contents: every particle of its belief becomes the
    true deal (equal weights) and its memory of each other hand becomes that hand."""
    belief = seat.belief
    if belief is not None:
        hands = [[_code(c) for c in h] for h in state.hands]
        pool = [_code(c) for c in state.draw]
        belief.particles = [Particle([list(h) for h in hands], list(pool)) for _ in belief.particles]
        belief.weights = [1.0] * len(belief.particles)
    for s in range(state.players):
        if s != seat.seat:
            seat.known[s] = [_rank(c) for c in state.hands[s]]


def play_one(args: tuple[int, bool]) -> tuple[bool, list[int]]:
    """(whether seat 0 won, the seats in the order they went out) for one seeded game."""
    seed, oracle = args
    options = GAME.resolve_options(PLAYERS, {})
    policies = [make_policy("deadline99", KINDS[s], s, seed * 1009 + s) for s in range(PLAYERS)]
    state, events = GAME.start(PLAYERS, options, seed)

    def tell(events: Any) -> None:
        for s, policy in enumerate(policies):
            for event in events:
                seen = GAME.event_for(event, s)
                if seen is not None:
                    policy.observe(seen)

    tell(events)
    while True:
        decision = GAME.decision(state)
        if decision.kind is DecisionKind.NONE:
            break
        seat = decision.seats[0]
        view = GAME.view(state, seat)
        policy = policies[seat]
        if oracle and isinstance(policy, HeuristicD99):
            policy.ready(view)
            reveal(policy, state)
        action = policy.choose(view, GAME.legal_actions(state, seat))
        state, events = GAME.apply(state, seat, action)
        tell(events)
    assert state.winners is not None
    return 0 in state.winners, list(state.out_order)


def stages(results: list[tuple[bool, list[int]]]) -> dict[str, dict[str, float]]:
    """Per number of seats in: the games seat 0 reached that stage in, and outlived it in."""
    reached = {n: 0 for n in range(PLAYERS, 1, -1)}
    outlived = dict(reached)
    for _, order in results:
        alive = PLAYERS
        for out in order:
            if alive < 2:
                break
            reached[alive] += 1
            if out == 0:
                break
            outlived[alive] += 1
            alive -= 1
    return {str(n): {"reached": reached[n], "outlived": outlived[n],
                     "share": round(outlived[n] / reached[n], 4) if reached[n] else 0.0} for n in reached}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.d99_stages", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--oracle", action="store_true", help="show the seat every hand (an upper bound)")
    p.add_argument("--workers", type=int, default=1)
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    jobs = [(args.seed + i, args.oracle) for i in range(args.games)]
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = list(pool.map(play_one, jobs, chunksize=4))
    else:
        results = [play_one(j) for j in jobs]
    wins = sum(1 for won, _ in results if won)
    out = {"games": len(results), "seed": args.seed, "oracle": args.oracle, "wins": wins,
           "share": round(wins / len(results), 4), "stages": stages(results)}
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
