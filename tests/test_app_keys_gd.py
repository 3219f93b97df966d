"""Guandan by keyboard alone: the card the arrows are on is drawn as the focus of every screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app.main import App
from app.ui import theme
from tests.apptools import press
from tests.hinttools import english_app
from tests.test_app_guandan import _my_lead


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


@pytest.mark.parametrize("selected", [False, True])
def test_the_focused_card_is_ringed_whole_over_the_cards_beside_it(app: App, selected: bool) -> None:
    """The keyboard's card had its outline drawn under the next cards of the fan, so only a sliver of
    it showed, in nearly the colour of a selected card's: which card Space would pick was hard to see."""
    table = _my_lead(app)
    ui = table.ui
    for _ in range(6):
        press(app, pygame.K_RIGHT)
    if selected:
        press(app, pygame.K_SPACE)
    i = ui.focus
    assert i == 5 and (i in ui.model.selected) is selected
    app.run_frames(1)
    x, y = ui.fan.pos(i, selected)
    card = pygame.Rect((x, y), (ui.geo.cw, ui.geo.ch))
    assert ui.fan.pos(i + 1, False)[0] < card.right  # the next card lies over this one's right side
    gap = theme.scaled(2, table.scale)  # the shared ring (draw_focus_ring): 4 px out, 2 px wide
    right = app.screen.get_at((card.right + gap, card.centery))[:3]
    assert right == theme.ACCENT


@pytest.mark.parametrize("lang, space", [("en", "Space"), ("zh", "空格")])
def test_the_rules_page_says_how_to_pick_cards_by_key_and_those_keys_do_it(app: App, lang: str, space: str) -> None:
    """←/→ and Space chose cards, but nothing on the table or its rules page said so: a person without
    a mouse could only play what Hint (H) selected."""
    from app.scenes.rules import load_rules

    text = load_rules("guandan", lang)
    assert "←/→" in text and space in text
    table = _my_lead(app)
    ui = table.ui
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_SPACE)
    assert ui.model.selected == {0}
    press(app, pygame.K_UP)
    assert ui.model.selected == set()


def test_tab_rings_the_tables_usable_buttons_and_enter_or_space_presses_the_ringed_one(app: App) -> None:
    """Pass, Hint, Play, Group and Counter had their keys, but Tab did nothing at the table and none
    of them was ever ringed, unlike every other screen's buttons."""
    table = _my_lead(app)
    ui = table.ui
    b = ui.buttons
    assert not b["pass"].enabled() and not b["play"].enabled()  # leading, nothing selected
    press(app, pygame.K_TAB)
    assert ui.ring.focus is b["hint"]  # the greyed Pass is passed over
    press(app, pygame.K_TAB)
    assert ui.ring.focus is b["regroup"]  # and the greyed Play
    press(app, pygame.K_TAB)
    assert ui.ring.focus is b["counter"]
    press(app, pygame.K_TAB)
    assert ui.ring.focus is b["hint"]  # round again
    app.run_frames(1)
    gap = theme.scaled(3, table.scale)
    assert app.screen.get_at((b["hint"].rect.centerx, b["hint"].rect.y - gap))[:3] == theme.ACCENT
    press(app, pygame.K_SPACE)  # presses Hint: a play is selected
    assert ui.hinted is not None and ui.model.selected
    hinted = ui.hinted
    press(app, pygame.K_TAB, mod=0)
    assert ui.ring.focus is b["play"]  # usable now
    press(app, pygame.K_RETURN)
    assert tuple(table.session.record.actions[-1]) == (0, hinted)
    assert ui.ring.focus is None  # played: no ring left for an Enter meant for the next turn


def test_the_arrows_take_the_ring_off_the_buttons_back_to_the_card(app: App) -> None:
    table = _my_lead(app)
    ui = table.ui
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert ui.focus == 1
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from none, the last usable: Counter
    assert ui.ring.focus is ui.buttons["counter"]
    press(app, pygame.K_RIGHT)
    assert ui.ring.focus is None and ui.focus == 2
    press(app, pygame.K_SPACE)  # Space is the card's again
    assert ui.model.selected == {2}


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_label_over_play_leaves_the_ring_on_play_whole(app: App, size: tuple[int, int]) -> None:
    """What the selection would play is written over Play; with Tab's ring on Play that label was
    drawn across the ring's top edge, so the ring looked broken just where the eye looks."""
    table = _my_lead(app)
    table.on_resize(size)
    ui = table.ui
    press(app, pygame.K_h)  # a play is selected, and Play is usable
    assert ui.model.selected and ui.play_label_now()
    while ui.ring.focus is not ui.buttons["play"]:
        press(app, pygame.K_TAB)
    app.run_frames(1)
    play = ui.buttons["play"].rect
    gap = theme.scaled(3, table.scale)  # the ring: 4 px out, 2 px wide
    top = [app.screen.get_at((x, play.y - gap))[:3] for x in range(play.x + play.w // 4, play.right - play.w // 4)]
    assert all(colour == theme.ACCENT for colour in top)


def test_space_with_no_card_in_focus_puts_the_focus_on_the_first_card(app: App) -> None:
    """The table says "←/→ move along your cards · Space selects / unselects", but Space (or ↑/↓)
    pressed before any arrow did nothing at all. It now brings the keyboard's ring onto the first card
    (selecting nothing), and the next Space selects that card."""
    table = _my_lead(app)
    ui = table.ui
    assert ui.focus is None
    press(app, pygame.K_SPACE)
    assert ui.focus == 0 and ui.model.selected == set()
    press(app, pygame.K_SPACE)
    assert ui.model.selected == {0}
