"""Deadline 99 by keyboard alone: Tab rings the table's Hint button as Tab rings the buttons of the
Guandan, Zha Jin Hua and Stars and Storms tables (app.ui.focus.ButtonRing); the cards stay with the
arrows and the number keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app.main import App
from app.ui import theme
from engine.cards import Card, Suit
from tests.apptools import press
from tests.hinttools import english_app
from tests.test_app_deadline99 import _persons_turn

HAND = [Card(5, Suit.HEARTS), Card(9, Suit.CLUBS), Card(3, Suit.SPADES)]


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _ringed(app: App, button: pygame.Rect, scale: float) -> bool:
    """Whether the focus ring of every screen is drawn round ``button`` (its top edge, 3 px out)."""
    app.run_frames(1)
    return app.screen.get_at((button.centerx, button.y - theme.scaled(3, scale)))[:3] == theme.ACCENT


def test_tab_rings_hint_and_enter_or_space_presses_it(app: App) -> None:
    """Hint had its key H but Tab did nothing at the table and Hint was never ringed, unlike the
    buttons of every other table and screen."""
    table = _persons_turn(app, 4, HAND)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI) and ui.hint_shown() and ui.hint_button.enabled()
    press(app, pygame.K_2)
    assert ui.fan.focus == 1
    press(app, pygame.K_TAB)
    assert _ringed(app, ui.hint_button.rect, table.scale), "Tab rings Hint"
    assert ui.fan.focus is None, "one focus at a time: Enter is Hint's, not the card's"
    assert ui.ring.focus is ui.hint_button
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.hint_button  # the only button: round to itself
    press(app, pygame.K_SPACE)  # presses Hint
    hinted = ui.hinted
    assert hinted is not None and ui.fan.focus == ui.hand.index(hinted.card)
    assert ui.ring.focus is None, "the hinted card has the focus now: Enter plays it"
    assert not _ringed(app, ui.hint_button.rect, table.scale)
    press(app, pygame.K_RETURN)
    assert table.session.record.actions[-1] == (0, hinted)


def test_the_arrows_and_the_number_keys_take_the_ring_back_to_the_cards(app: App) -> None:
    table = _persons_turn(app, 4, HAND)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    for key, focus in ((pygame.K_RIGHT, 0), (pygame.K_LEFT, 2), (pygame.K_3, 2), (pygame.K_d, 0)):
        press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
        assert ui.ring.focus is ui.hint_button and ui.fan.focus is None
        press(app, key)
        assert ui.ring.focus is None and ui.fan.focus == focus, pygame.key.name(key)
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)  # Enter is the card's again
    assert len(table.session.record.actions) == before + 1
    assert table.session.record.actions[-1][1].card == HAND[0]


def test_tab_rings_nothing_while_hint_is_greyed_and_the_ring_follows_the_pointer(app: App) -> None:
    table = _persons_turn(app, 4, HAND)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.hint_button
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ui.fan.rects[0].center, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(1)
    assert ui.ring.focus is ui.hint_button  # off every button, a ring up stays (as on every screen)
    press(app, pygame.K_1, pygame.K_RETURN)  # plays the 5: the AI seats' turn
    assert ui.ring.focus is None
    assert not table.viewer_legal() and not ui.hint_button.enabled()
    press(app, pygame.K_TAB)
    assert ui.ring.focus is None, "a greyed Hint is passed over"
