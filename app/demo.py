"""Demo mode: an all-AI game through the real table scene, a fixed number of frames, a PNG."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pygame

from app import i18n
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.errors import OptionError
from engine.registry import get_game


def run_demo(parser: argparse.ArgumentParser, game_id: str, players: int | None, frames: int,
             screenshot: Path | None, seed: int, size: tuple[int, int], lang: str | None,
             raw_options: list[str]) -> int:
    from app.games import UI_CLASSES

    if game_id not in UI_CLASSES:
        parser.error(f"{game_id} has no table yet")
    game = get_game(game_id)
    n = players or min(max(4, game.info.min_players), game.info.max_players)
    options: dict[str, object] = {}
    for item in raw_options:
        if "=" not in item:
            parser.error(f"--option takes key=value, not {item!r}")
        key, raw = item.split("=", 1)
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    try:
        game.resolve_options(n, options)
    except OptionError as exc:
        parser.error(str(exc))
    app = App(headless=True, size=size)
    if lang:
        i18n.set_language(lang)
    seats = [SeatSetup(False, i18n.t("lobby.default_ai", n=i + 1)) for i in range(n)]
    app.push(TableScene(app, game_id, seats, options, seed, demo=True))
    try:
        app.run_frames(frames, screenshot)
    except (OSError, pygame.error) as exc:  # e.g. a full disk or a read-only folder
        app.shutdown()
        parser.error(f"--screenshot cannot be written to {screenshot}: {exc}")
    app.shutdown()
    return 0
