"""Deadline 99: the keyboard's focus on a hand card and the mark of a card just drawn look different
(the focus: the shared ring of every screen; new: a teal outline and its tag), so a person can tell
which card Enter plays from which card is new."""

from __future__ import annotations


import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app import i18n
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from app.ui import theme
from tests.apptools import drawn_texts, run_until
from tests.test_app_d99_new_card import _drawn_positions, _play_and_wait, _ui

SIZES = [(960, 600), (1280, 720)]



def _table_with_a_new_card(app: App, size: tuple[int, int]) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    assert _play_and_wait(app, table, _ui(table)), "the person's play drew a card"
    return table


def _card_rect(app: App, table: TableScene, i: int, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """Where hand card ``i`` was drawn in a fresh frame."""
    ui = _ui(table)
    return pygame.Rect(_drawn_positions(app, ui, monkeypatch)[i], (ui.cw, ui.ch))


def _rgb(app: App, x: int, y: int) -> tuple[int, int, int]:
    r, g, b, _ = app.screen.get_at((x, y))
    return (r, g, b)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_a_focused_new_card_shows_both_the_focus_ring_and_the_new_mark(
        lang_app: App, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The focus outline was drawn where the new card's teal outline is, in the same shape: on a new
    card it hid the teal, and on another card it looked like the new mark. Now the focus is the
    shared ring outside the teal outline, and both show with the tag."""
    app = lang_app
    table = _table_with_a_new_card(app, size)
    ui = _ui(table)
    new = max(ui.new_cards)
    assert new == len(ui.hand) - 1  # the last card: nothing lies over its right side
    ui.fan.hover, ui.fan.focus = None, new
    with drawn_texts(d99ui) as texts:
        r = _card_rect(app, table, new, monkeypatch)
    assert texts.count(i18n.t("d99.new_tag")) == 1
    gap = theme.scaled(2, table.scale)  # the shared ring (draw_focus_ring): 4 px out, 2 px wide
    assert _rgb(app, r.right, r.centery) == d99ui.NEW_MARK, "the teal outline just outside the card"
    assert _rgb(app, r.right + gap, r.centery) == theme.ACCENT, "the focus ring outside the teal"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_focus_on_an_old_card_does_not_look_like_the_new_mark(
        lang_app: App, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """An old card with the focus gets the shared ring, not an outline where the new mark's is."""
    app = lang_app
    table = _table_with_a_new_card(app, size)
    ui = _ui(table)
    ui.fan.hover, ui.fan.focus = None, 0
    r = _card_rect(app, table, 0, monkeypatch)
    gap = theme.scaled(2, table.scale)
    assert _rgb(app, r.x - 1 - gap, r.centery) == theme.ACCENT, "the shared ring round the focused card"
    assert _rgb(app, r.x - 1, r.centery) not in (theme.ACCENT, d99ui.NEW_MARK), "no outline where new's is"
    assert _rgb(app, r.centerx, r.y - 1 - gap) == theme.ACCENT


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720)])
def test_the_pass_and_play_beat_marks_drawn_cards_as_new_not_as_focused(
        lang_app: App, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards a pass-and-play draw brought (shown for a beat) were outlined exactly as the focused
    card is; now they have the new mark's teal outline."""
    app = lang_app
    table = _table_with_a_new_card(app, size)
    ui = _ui(table)
    last = len(ui.hand) - 1
    ui.new_cards, ui.fresh = set(), {last}
    ui.fan.hover = ui.fan.focus = None
    r = _card_rect(app, table, last, monkeypatch)
    assert _rgb(app, r.right, r.centery) == d99ui.NEW_MARK
