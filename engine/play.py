"""Command line: play seeded AI-vs-AI games headless and print the results as one JSON object.

    python -m engine.play --game deadline99 --players 4 --games 1000 --seed 1 \\
        --seats heuristic,random,random,random [--option faction_mode=true]

Wrong arguments print a usage message and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from engine.core import GameInfo
from engine.errors import OptionError
from engine.registry import GAMES
from engine.runner import play_game


def _parse_option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"--option takes key=value, not {text!r}")
    key, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key.strip(), value


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine.play", description="Play seeded AI games and print JSON results.")
    p.add_argument("--game", required=True, help="game id: " + ", ".join(sorted(GAMES)))
    p.add_argument("--players", type=int, help="number of seats (default: the number of --seats, else the game's fewest)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=1, help="first seed (game i uses seed+i)")
    p.add_argument("--seats", default="", help="comma-separated policy per seat, e.g. heuristic,random,random,random")
    p.add_argument("--option", action="append", type=_parse_option, default=[], metavar="KEY=VALUE",
                   help="table option, repeatable; values are JSON (true, 3, \"x\") or plain text")
    p.add_argument("--rotate", action="store_true", help="rotate seat policies every game; wins stay reported per --seats position")
    return p


def _seats(n: int) -> str:
    return f"{n} seat" if n == 1 else f"{n} seats"


def seat_count_problem(info: GameInfo, players: int | None, kinds: list[str]) -> str | None:
    """What is wrong with the number of seats, said of what was typed (--players, else the seats
    --seats lists), or None. The game's own refusal ("takes 2 to 8 players, not 1") spoke of
    players when only --seats was given."""
    span = (f"exactly {info.min_players}" if info.min_players == info.max_players
            else f"{info.min_players} to {info.max_players}")
    if players is not None:
        if not info.min_players <= players <= info.max_players:
            return f"--players {players}: {info.name_en} takes {span} players"
        if kinds and len(kinds) != players:
            return f"--seats lists {_seats(len(kinds))} but --players is {players}"
        return None
    if kinds and not info.min_players <= len(kinds) <= info.max_players:
        listed = f" ({','.join(kinds)})" if len(kinds) == 1 else ""
        return (f"--seats lists {_seats(len(kinds))}{listed}, but {info.name_en} takes {span} players: "
                "give one policy per seat")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from ai.registry import kinds_for, make_policy  # the command line, not the rules, needs the AI

    if args.game not in GAMES:
        parser.error(f"unknown game {args.game!r}; choose from {', '.join(sorted(GAMES))}")
    game = GAMES[args.game]
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()] if args.seats else []
    problem = seat_count_problem(game.info, args.players, kinds)
    if problem:
        parser.error(problem)
    players = args.players if args.players is not None else (len(kinds) or game.info.min_players)
    if not kinds:
        kinds = ["random"] * players
    offered = kinds_for(args.game)
    for k in kinds:
        if k not in offered:
            parser.error(f"no {k!r} seat for {args.game}; choose from {', '.join(offered)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        options = game.resolve_options(players, dict(args.option))
    except OptionError as exc:
        parser.error(str(exc))

    wins = [0] * players
    score_sums = [0.0] * players
    turns: list[int] = []
    kind_wins: dict[str, int] = {k: 0 for k in kinds}
    decide_times: list[float] = []
    started = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        shift = i % players if args.rotate else 0
        seat_kinds = [kinds[(s - shift) % players] for s in range(players)]
        policies = [make_policy(args.game, seat_kinds[s], s, seed * 1009 + s) for s in range(players)]
        heuristic_seats = {s for s in range(players) if seat_kinds[s] != "random"}

        def timed(seat: int, seconds: float) -> None:
            if seat in heuristic_seats:
                decide_times.append(seconds)

        result = play_game(game, players, options, seed, policies, on_decide=timed)
        for s in result.winners:
            wins[(s - shift) % players] += 1
            kind_wins[seat_kinds[s]] += 1
        for s, sc in enumerate(result.scores):
            score_sums[(s - shift) % players] += sc
        turns.append(result.turns)
    elapsed = time.perf_counter() - started
    out: dict[str, Any] = {
        "game": args.game,
        "players": players,
        "seats": kinds,
        "options": options,
        "games": args.games,
        "seed": args.seed,
        "wins": wins,
        "win_rates": [round(w / args.games, 4) for w in wins],
        "mean_scores": [round(s / args.games, 4) for s in score_sums],
        "mean_turns": round(statistics.fmean(turns), 2),
        "games_per_second": round(args.games / elapsed, 2) if elapsed > 0 else None,
    }
    if decide_times:
        ordered = sorted(decide_times)
        out["decision_ms_median"] = round(statistics.median(ordered) * 1000, 3)
        out["decision_ms_p95"] = round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 3)
    json.dump(out, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
