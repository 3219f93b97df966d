"""Frame time of the real table scene (update + draw) at 1920×1080, off-screen.

    python -m bench.frame_time [--game deadline99] [--frames 900] [--size 1920x1080]

Prints JSON with the median and 95th percentile in milliseconds. An all-AI game is played through
the table (as in demo mode) so the frames include animation, flying cards and the log.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="deadline99")
    p.add_argument("--frames", type=int, default=900)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--players", type=int, default=4)
    args = p.parse_args()
    w, h = (int(x) for x in args.size.split("x"))

    import pygame

    from app.main import STEP, App
    from app.scenes.table import SeatSetup, TableScene

    app = App(headless=True, size=(w, h))
    seats = [SeatSetup(False, f"Bot {i + 1}") for i in range(args.players)]
    app.push(TableScene(app, args.game, seats, {}, 1, demo=True))
    app.run_frames(30)  # warm caches (fonts, card art)
    times = []
    for _ in range(args.frames):
        start = time.perf_counter()
        app.step(STEP)
        app.draw()
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    app.shutdown()
    times.sort()
    print(json.dumps({
        "game": args.game, "size": args.size, "frames": args.frames,
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
        "max_ms": round(times[-1], 2),
    }))


if __name__ == "__main__":
    main()
