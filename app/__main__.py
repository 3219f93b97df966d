"""Start the app: ``python -m app`` (window) or ``python -m app --demo GAME ...`` (off-screen demo).

    python -m app --demo deadline99 --players 4 --frames 600 --screenshot out.png

Wrong arguments print a usage message and exit with status 2: so do the demo's own options
(``--players``, ``--frames``, ``--screenshot``, ``--seed``, ``--option``) without ``--demo``, and
``--replay`` with it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from app.settings import LARGEST_WINDOW, SMALLEST_WINDOW

DEMO_FRAMES, DEMO_SEED = 600, 1
DEFAULT_SIZE = "1280x720"  # the window of a first run, and of a demo without --size
DEMO_ONLY = (("players", "--players"), ("frames", "--frames"), ("screenshot", "--screenshot"), ("seed", "--seed"),
             ("option", "--option"))  # (dest, flag): options that mean something only in demo mode


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m app", description="牌桌 Paizhuo — a card table for Chinese card games.")
    p.add_argument("--demo", metavar="GAME", help="play an all-AI game of GAME through the real table, off-screen")
    p.add_argument("--players", type=int, help="seats in demo mode (default: 4, within the game's range)")
    p.add_argument("--frames", type=int, help=f"frames to run in demo mode (default {DEMO_FRAMES})")
    p.add_argument("--screenshot", type=Path, help="write a PNG of the last demo frame here (demo mode)")
    p.add_argument("--seed", type=int, help=f"seed of the demo game (default {DEMO_SEED})")
    p.add_argument("--size", help="window size WxH, from {0[0]}x{0[1]} to {1[0]}x{1[1]} (default: the last window's size, else 1280x720)".format(SMALLEST_WINDOW, LARGEST_WINDOW))
    p.add_argument("--lang", choices=("zh", "en"), help="language for this run")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="table option in demo mode")
    p.add_argument("--replay", type=Path, metavar="FILE",
                   help="open a saved game record in the replay viewer (not with --demo)")
    return p


def _check_mode(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse (usage, exit 2) the demo's options without ``--demo`` and ``--replay`` with it:
    silently ignored, they would open a window the caller did not ask for, or run the wrong thing."""
    if args.demo and args.replay is not None:
        parser.error("--replay cannot be used with --demo: open a record, or run a demo")
    given = [flag for dest, flag in DEMO_ONLY if getattr(args, dest) not in (None, [])]
    if not args.demo and given:
        said = given[0] if len(given) == 1 else ", ".join(given[:-1]) + " and " + given[-1]
        parser.error(f"{said} can only be used with --demo GAME")


def _size(parser: argparse.ArgumentParser, text: str) -> tuple[int, int]:
    """The window size ``--size`` gives, refused (usage, exit 2) unless it is WIDTHxHEIGHT within
    ``SMALLEST_WINDOW``..``LARGEST_WINDOW``."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        parser.error(f"--size takes WIDTHxHEIGHT, not {text!r}")
    (low_w, low_h), (high_w, high_h) = SMALLEST_WINDOW, LARGEST_WINDOW
    if not (low_w <= w <= high_w and low_h <= h <= high_h):  # larger, the system shrinks the window
        parser.error(f"--size {text}: the window can be from {low_w}x{low_h} to {high_w}x{high_h}")
    return w, h


def _check_screenshot(parser: argparse.ArgumentParser, path: Path) -> None:
    """Refuse a screenshot name that is not a PNG, or whose folder cannot be made, before the demo
    runs: pygame picks the format from the suffix, and a late failure would lose the whole run."""
    if path.suffix.lower() != ".png":
        parser.error(f"--screenshot writes a PNG: give a file name ending in .png, not {str(path)!r}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        parser.error(f"--screenshot cannot be written to {path}: {exc.strerror or exc}")
    if path.is_dir():
        parser.error(f"--screenshot cannot be written to {path}: it is a folder")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    size = _size(parser, DEFAULT_SIZE if args.size is None else args.size)
    _check_mode(parser, args)
    if args.demo:
        from engine.registry import GAMES

        if args.demo not in GAMES:
            parser.error(f"unknown game {args.demo!r}; choose from {', '.join(sorted(GAMES))}")
        frames = DEMO_FRAMES if args.frames is None else args.frames
        if frames < 1:
            parser.error("--frames must be at least 1")
        if args.screenshot is not None:
            _check_screenshot(parser, args.screenshot)
        if "SDL_VIDEODRIVER" not in os.environ and not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
            os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from app.demo import run_demo

        return run_demo(parser, args.demo, args.players, frames, args.screenshot,
                        DEMO_SEED if args.seed is None else args.seed, size, args.lang, args.option)
    if args.replay is not None and not args.replay.is_file():
        parser.error(f"no such record file: {args.replay}")
    from app.launch import run_interactive

    return run_interactive(None if args.size is None else size, args.lang, args.replay)  # None: the remembered size


if __name__ == "__main__":
    sys.exit(main())
