"""Every seat question says every way to answer it: click a seat, press its number, or Tab (the
arrows) then Enter, and Esc to cancel. Zha Jin Hua's said so; Deadline 99's named no Tab and
Xianshi Tongxing's said nothing of keys at all."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app import i18n
from app.main import App
from app.scenes.table import TableScene
from engine.cards import Card as PlayingCard, Suit
from engine.games.xianshi_tongxing.cards import Card
from tests.hinttools import english_app
from tests.test_app_deadline99 import _persons_turn
from tests.test_app_hint_xt import _attack_due, _click_card, _ui
from tests.test_app_keys_zjh import _compare_with_two


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _deadline99(app: App) -> TableScene:
    table = _persons_turn(app, 4, [PlayingCard(11, Suit.SPADES), PlayingCard(5, Suit.HEARTS)])
    table.ui.try_play(0, None, table.ui.fan.card_pos(0))  # a J: whose card to take?
    return table


def _xianshi(app: App) -> TableScene:
    table = _attack_due(app)
    _click_card(app, _ui(table), Card.GONGJI)
    _click_card(app, _ui(table), Card.GONGJI)  # the second click asks whom to attack
    return table


def _zhajinhua(app: App) -> TableScene:
    table, _ = _compare_with_two(app)
    table.ui._start_compare()
    return table


ASKS: dict[str, Callable[[App], TableScene]] = {
    "deadline99": _deadline99, "xianshi_tongxing": _xianshi, "zhajinhua": _zhajinhua}
SAYS = {"en": ("click a seat", "press", "Tab", "Enter", "Esc cancels"),
        "zh": ("点击座位", "按", "Tab", "回车", "Esc 取消")}


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game", sorted(ASKS))
def test_a_seat_question_names_the_keys_tab_enter_and_esc(app: App, game: str, lang: str) -> None:
    i18n.set_language(lang)
    try:
        table = ASKS[game](app)
        ui = table.ui
        assert ui.picking_seat is not None and ui.prompt is not None
        title = ui.prompt.title
        for words in SAYS[lang] + (ui.seat_keys(ui.pick_allowed),):
            assert words in title, (words, title)
        assert ui.seat_keys(range(table.players)) not in title or len(ui.pick_allowed) == table.players
    finally:
        i18n.set_language("zh")
