"""What knowing more is worth in Deadline 99: two-seat simulator games against a uniformly random seat.

    python -m bench.d99_information --mode hand-known --games 300 [--seed 1] [--batch 32 --rounds 8]

Seat 0 plays, seat 1 picks uniformly among its legal plays; every game runs in the AI's simulator
(:mod:`ai.deadline99_sim`), so this measures the look-ahead itself, not the app seat. Modes:

- ``fast``: the fast rollout policy alone; ``heuristic``: the heuristic's choice alone (knowing only
  its hand, the discard pile and the hand sizes);
- ``search``: the heuristic's choice checked by the look-ahead, each imagined game dealing the
  opponent's hand and the draw pile afresh from every card the seat cannot see (no memory of what a
  7 or a J showed, no reading of the opponent's plays);
- ``hand-known``: the same look-ahead when the opponent's hand is known (the draw pile still unknown);
- ``cheat``: the same look-ahead knowing the draw pile's order too (an upper bound, not a strategy).

It prints one JSON object: the games, seat 0's wins and share, and the seconds taken.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable

from ai.deadline99 import Situation, best_play
from ai.deadline99_fast import FastPolicy
from ai.deadline99_search import Root, SearchParams, search
from ai.deadline99_sim import PLAIN_RANKS, Action, Sim
from engine.rng import Rng

MODES = ("fast", "heuristic", "search", "hand-known", "cheat")
WANT = [0.0, 1.0]  # seat 0 gains when seat 1 is out


def heuristic_choice(sim: Sim, legal: list[Action]) -> Action:
    """The heuristic's play for the seat on turn, from what that seat can see in ``sim``."""
    me = sim.turn
    decks = 2  # the simulator's two-seat deal: two decks, no jokers
    unseen = {r: 4 * decks for r in PLAIN_RANKS}
    hand = [c >> 3 for c in sim.hands[me]]
    for r in [c >> 3 for c in sim.discard] + hand:
        unseen[r] -= 1
    sit = Situation(me, sim.n, sim.alive, [len(h) for h in sim.hands], sim.count, sim.direction, hand,
                    [[] for _ in range(sim.n)], {r: k for r, k in unseen.items() if k > 0}, WANT)
    plays: dict[tuple[int, int, int | None], Action] = {}
    for a in legal:
        plays.setdefault((a[0] >> 3, a[1], None if a[2] < 0 else a[2]), a)
    return plays[best_play(sit, list(plays))]


def _worlds(mode: str, sim: Sim, rng: Rng) -> Callable[[], Sim | None]:
    def world() -> Sim | None:
        w = sim.copy(Rng(rng.next64()))
        if mode == "cheat":
            return w
        if mode == "hand-known":
            w.draw = list(rng.shuffled(w.draw))
            return w
        unseen = list(rng.shuffled(w.hands[1] + w.draw))
        k = len(w.hands[1])
        w.hands[1], w.draw = unseen[:k], unseen[k:]
        return w

    return world


def play(seed: int, mode: str, params: SearchParams) -> bool:
    """One game from the simulator's deal for ``seed``: whether seat 0 won."""
    sim = Sim.new_game(2, seed)
    fast = FastPolicy()
    rng, opponent = Rng(seed * 7 + 3), Rng(seed * 13 + 5)
    while sim.winners is None:
        legal = sim.legal(sim.turn)
        if sim.turn == 1:
            action = legal[opponent.below(len(legal))]
        elif len(set(legal)) == 1 or mode == "fast":
            action = legal[0] if len(set(legal)) == 1 else fast.choose(sim, legal, WANT)
        else:
            action = heuristic_choice(sim, legal)
            if mode != "heuristic":
                root = Root(0, 2, list(sim.alive), sim.count, sim.direction, list(sim.discard), WANT)
                best, _, _ = search(root, legal, _worlds(mode, sim, rng), rng, fast, params, legal.index(action))
                action = legal[best]
        sim.apply(action)
    return 0 in sim.winners


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.d99_information", description=__doc__.split("\n")[0])
    p.add_argument("--mode", choices=MODES, required=True)
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--batch", type=int, default=32, help="imagined games per round of the look-ahead")
    p.add_argument("--rounds", type=int, default=8, help="rounds of the look-ahead at most")
    args = p.parse_args(argv)
    if args.games < 1 or args.batch < 1 or args.rounds < 1:
        p.error("--games, --batch and --rounds must be at least 1")
    params = SearchParams(batch=args.batch, rounds=args.rounds)
    started = time.perf_counter()
    wins = sum(play(args.seed + i, args.mode, params) for i in range(args.games))
    out = {"mode": args.mode, "games": args.games, "seed": args.seed, "wins": wins,
           "share": round(wins / args.games, 4), "seconds": round(time.perf_counter() - started, 1)}
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
