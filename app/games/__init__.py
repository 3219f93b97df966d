"""The table UI of each game, in an explicit table (no scanning: PyInstaller must see them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games import deadline99_narrate, deadline99_ui
from app.games.base import GameUI
from app.games.deadline99_ui import Deadline99UI
from app.games.guandan import GuandanUI
from app.games.guandan import text as guandan_text
from app.games.refusals import ShowParam
from app.games.stars_and_storms import StarsAndStormsUI
from app.games.stars_and_storms import text as stars_text
from app.games.xianshi_tongxing import XianshiUI
from app.games.xianshi_tongxing import text as xianshi_text
from app.games.zhajinhua import ZhaJinHuaUI
from app.games.zhajinhua import text as zhajinhua_text

if TYPE_CHECKING:
    from app.scenes.table import TableScene

UI_CLASSES: dict[str, type[GameUI]] = {
    "deadline99": Deadline99UI,
    "guandan": GuandanUI,
    "stars_and_storms": StarsAndStormsUI,
    "xianshi_tongxing": XianshiUI,
    "zhajinhua": ZhaJinHuaUI,
}

# How each game shows the params of its refusals (a card by its name…); a game not listed shows them as they are.
REFUSAL_VALUES: dict[str, ShowParam] = {
    "deadline99": deadline99_ui.refusal_value,
    "guandan": guandan_text.refusal_value,
    "stars_and_storms": stars_text.refusal_value,
    "xianshi_tongxing": xianshi_text.refusal_value,
    "zhajinhua": zhajinhua_text.refusal_value,
}

# Each game's card names and words (its UI's text module declares them) that a wrapped line keeps
# whole, with the common words of assets/i18n/zh_words.txt (app.ui.lexicon).
TERMS_ZH: dict[str, tuple[str, ...]] = {
    "deadline99": deadline99_narrate.TERMS_ZH,
    "guandan": guandan_text.TERMS_ZH,
    "stars_and_storms": stars_text.TERMS_ZH,
    "xianshi_tongxing": xianshi_text.TERMS_ZH,
    "zhajinhua": zhajinhua_text.TERMS_ZH,
}


def chinese_terms() -> frozenset[str]:
    """The words of every game (a game's word is kept whole in any text: they do not clash)."""
    return frozenset(term for terms in TERMS_ZH.values() for term in terms)


def names_en() -> frozenset[str]:
    """Every game's English name of more than one word ("Xianshi Tongxing"): a wrapped line keeps
    each whole while it fits one (app.ui.lexicon)."""
    from engine.registry import GAMES

    return frozenset(g.info.name_en for g in GAMES.values() if " " in g.info.name_en.strip())


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
