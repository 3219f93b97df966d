"""Start the app: ``python -m app`` (window) or ``python -m app --demo GAME ...`` (off-screen demo).

    python -m app --demo deadline99 --players 4 --frames 600 --screenshot out.png

Wrong arguments print a usage message and exit with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.settings import SMALLEST_WINDOW


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m app", description="牌桌 Paizhuo — a card table for Chinese card games.")
    p.add_argument("--demo", metavar="GAME", help="play an all-AI game of GAME through the real table, off-screen")
    p.add_argument("--players", type=int, help="seats in demo mode (default: 4, within the game's range)")
    p.add_argument("--frames", type=int, default=600, help="frames to run in demo mode (default 600)")
    p.add_argument("--screenshot", type=Path, help="write a PNG of the last demo frame here")
    p.add_argument("--seed", type=int, default=1, help="seed of the demo game (default 1)")
    p.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    p.add_argument("--lang", choices=("zh", "en"), help="language for this run")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="table option in demo mode")
    p.add_argument("--replay", type=Path, metavar="FILE", help="open a saved game record in the replay viewer")
    return p


def _size(parser: argparse.ArgumentParser, text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        parser.error(f"--size takes WIDTHxHEIGHT, not {text!r}")
    if w < SMALLEST_WINDOW[0] or h < SMALLEST_WINDOW[1]:
        parser.error(f"--size must be at least {SMALLEST_WINDOW[0]}x{SMALLEST_WINDOW[1]}")
    return w, h


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    size = _size(parser, args.size)
    if args.demo:
        from engine.registry import GAMES

        if args.demo not in GAMES:
            parser.error(f"unknown game {args.demo!r}; choose from {', '.join(sorted(GAMES))}")
        if args.frames < 1:
            parser.error("--frames must be at least 1")
        if "SDL_VIDEODRIVER" not in os.environ and not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from app.demo import run_demo

        return run_demo(parser, args.demo, args.players, args.frames, args.screenshot, args.seed, size, args.lang,
                        args.option)
    if args.replay is not None and not args.replay.is_file():
        parser.error(f"no such record file: {args.replay}")
    from app.launch import run_interactive

    return run_interactive(size if args.size != "1280x720" else None, args.lang, args.replay)


if __name__ == "__main__":
    sys.exit(main())
