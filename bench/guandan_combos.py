"""Guandan combination engine speed (medians of several runs), printed as JSON.

    python -m bench.guandan_combos [--hands 300] [--runs 5]

- ``check_ms``: ``Guandan.check`` of one selection (a Play action: cards + reading) against a
  27-card hand, the way the app checks a drop: card lookup, hand membership, the classifier and
  the comparison with the table. Selections are every lead of random hands (all types).
- ``classify_ms``: the classifier alone (``combos.readings``) on the same selections.
- ``list_leads_ms``: listing every lead (``listing.all_leads``, no cache) for a 27-card hand that
  holds both wild cards; also ``list_leads_plays_median`` (how many plays that is).
- ``legal_actions_leads_ms``: the same through ``Guandan.legal_actions`` (Play actions, cold cache).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import time

from engine.games.guandan import Guandan, Phase, Play
from engine.games.guandan import listing, rules
from engine.games.guandan.cards import DECK, to_cards, wild_code
from engine.games.guandan.combos import COMBO_TYPES, readings
from engine.rng import Rng


def wild_hands(n: int, seed: int) -> list[tuple[tuple[int, ...], int]]:
    """Random 27-card hands that hold both wild cards, with their level."""
    rng = Rng(seed)
    out = []
    for _ in range(n):
        level = 2 + rng.below(13)
        wild = wild_code(level)
        deck = [c for c in rng.shuffled(DECK) if c != wild]
        out.append((tuple(sorted(deck[:25] + [wild, wild])), level))
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    game = Guandan()
    hands = wild_hands(args.hands, args.seed)
    base, _ = game.start(4, {}, 0)

    # listing every lead
    list_runs, legal_runs, counts = [], [], []
    for _ in range(args.runs):
        times = []
        for hand, level in hands:
            t = time.perf_counter()
            plays = listing.all_leads(hand, level)
            times.append(time.perf_counter() - t)
            counts.append(len(plays))
        list_runs.append(statistics.median(times))
        times = []
        for hand, level in hands:
            listing._INDEX_CACHE.clear()
            rules._INTERNED.clear()
            state = dataclasses.replace(base, hands=(hand, base.hands[1], base.hands[2], base.hands[3]),
                                        level=level, turn=0, top=None, phase=Phase.PLAY)
            t = time.perf_counter()
            game.legal_actions(state, 0)
            times.append(time.perf_counter() - t)
        legal_runs.append(statistics.median(times))

    # checking a selection: a sample of every hand's leads, as the app would send them
    rng = Rng(args.seed + 1)
    samples = []
    for hand, level in hands:
        plays = listing.all_leads(hand, level)
        for _ in range(10):
            codes, t, k = plays[rng.below(len(plays))]
            samples.append((hand, level, codes, Play(to_cards(codes), COMBO_TYPES[t], k)))
    check_runs, classify_runs = [], []
    for _ in range(args.runs):
        times = []
        for hand, level, codes, play in samples:
            state = dataclasses.replace(base, hands=(hand, base.hands[1], base.hands[2], base.hands[3]),
                                        level=level, turn=0, top=None, phase=Phase.PLAY)
            fresh = Play(play.cards, play.combo, play.key)  # as if built by the app: nothing cached
            t = time.perf_counter()
            reason = game.check(state, 0, fresh)
            times.append(time.perf_counter() - t)
            assert reason is None, reason
        check_runs.append(statistics.median(times))
        times = []
        for hand, level, codes, play in samples:
            t = time.perf_counter()
            readings(codes, level)
            times.append(time.perf_counter() - t)
        classify_runs.append(statistics.median(times))

    out = {
        "check_ms": round(statistics.median(check_runs) * 1000, 4),
        "classify_ms": round(statistics.median(classify_runs) * 1000, 4),
        "list_leads_ms": round(statistics.median(list_runs) * 1000, 3),
        "list_leads_plays_median": statistics.median(counts),
        "legal_actions_leads_ms": round(statistics.median(legal_runs) * 1000, 3),
        "runs": args.runs,
        "hands": args.hands,
        "selections": len(samples),
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
