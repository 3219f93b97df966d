"""The table UI of each game, in an explicit table (no scanning: PyInstaller must see them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.base import GameUI
from app.games.deadline99_ui import Deadline99UI
from app.games.guandan import GuandanUI
from app.games.stars_and_storms import StarsAndStormsUI
from app.games.xianshi_tongxing import XianshiUI
from app.games.zhajinhua import ZhaJinHuaUI

if TYPE_CHECKING:
    from app.scenes.table import TableScene

UI_CLASSES: dict[str, type[GameUI]] = {
    "deadline99": Deadline99UI,
    "guandan": GuandanUI,
    "stars_and_storms": StarsAndStormsUI,
    "xianshi_tongxing": XianshiUI,
    "zhajinhua": ZhaJinHuaUI,
}


def make_ui(table: "TableScene") -> GameUI:
    """The UI for the table's game."""
    return UI_CLASSES[table.game.info.id](table)


def playable_games() -> tuple[str, ...]:
    """Games that have both rules and a table."""
    from engine.registry import GAMES

    return tuple(g for g in GAMES if g in UI_CLASSES)


def game_name(game_id: str) -> str:
    """A game's name in the current language (its id if this version does not know it)."""
    from app import i18n
    from engine.registry import GAMES

    game = GAMES.get(game_id)
    return i18n.pick(game.info.name_zh, game.info.name_en) if game is not None else game_id
