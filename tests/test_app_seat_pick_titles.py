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


QUESTIONS = {"deadline99": "d99.ask_steal", "xianshi_tongxing": "xt.pick.gongji", "zhajinhua": "zjh.pick_compare"}
PROMPT_DRAWN_BY = {"deadline99": "app.games.deadline99_places", "xianshi_tongxing": "app.games.base",
                   "zhajinhua": "app.games.zhajinhua.ui"}


@pytest.mark.parametrize("first, then", [("en", "zh"), ("zh", "en")])
@pytest.mark.parametrize("game", sorted(ASKS))
def test_a_seat_question_follows_a_language_switch_made_while_it_is_up(app: App, game: str, first: str,
                                                                      then: str) -> None:
    """The seat question was written once, in the language of the moment (the shared
    start_pick_seat): the table's Settings opened over it, the language switched and Esc back left
    it in the old language. It now reads in the new one, question, keys and all, and still waits."""
    import importlib

    import pygame

    from tests.apptools import drawn_texts, press, switch_language_in_settings

    app.update_settings(language=first)
    assert i18n.language() == first
    table = ASKS[game](app)
    ui = table.ui
    assert ui.picking_seat is not None and ui.prompt is not None
    allowed = ui.pick_allowed
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    press(app, pygame.K_ESCAPE)
    assert app.top is table and ui.picking_seat is not None and ui.prompt is not None, "the question still waits"
    assert ui.pick_allowed == allowed
    title = i18n.t("seat_pick.title", question=i18n.t(QUESTIONS[game]), keys=ui.seat_keys(allowed))
    assert ui.prompt.title == title
    with drawn_texts(importlib.import_module(PROMPT_DRAWN_BY[game])) as texts:
        app.run_frames(1)
    flat = title.replace(" ", "")
    shown = [x.replace(" ", "").rstrip("…") for x in texts]
    assert any(len(x) >= 6 and flat.startswith(x) for x in shown), f"the question reads {texts}, not {title!r}"
