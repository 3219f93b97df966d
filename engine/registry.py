"""The explicit list of games. No directory scanning: a packaged app must see every game."""

from __future__ import annotations

from typing import Any

from engine.core import Game
from engine.games.deadline99 import Deadline99
from engine.games.guandan import Guandan
from engine.games.stars_and_storms import StarsAndStorms
from engine.games.zhajinhua import ZhaJinHua
from engine.games.xianshi_tongxing import XianshiTongxing

GAMES: dict[str, Game[Any]] = {
    game.info.id: game
    for game in (
        Deadline99(),
        Guandan(),
        StarsAndStorms(),
        ZhaJinHua(),
        XianshiTongxing(),
    )
}


def get_game(game_id: str) -> Game[Any]:
    """The game with this id; raises KeyError naming the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}") from None
