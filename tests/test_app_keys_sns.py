"""Stars and Storms by keyboard alone: the joker picker's buttons carry the focus ring of every
screen (app.ui.focus.ButtonRing), so a rank, a suit and OK can be reached and pressed by key."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app.main import App
from engine.cards import Card, Suit
from engine.games.stars_and_storms import Form, Play
from tests.apptools import press, run_until
from tests.hinttools import english_app
from tests.test_app_stars_and_storms import JOKER, _give, _last, _table


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def test_tab_and_the_arrows_ring_the_jokers_ranks_suits_and_ok_and_enter_presses_the_ringed_one(app: App) -> None:
    """The picker answered only to its letter keys (A 2–9 0 J Q K, C D H S): Tab and the arrows
    did nothing and no button was ever ringed."""
    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), JOKER))
    press(app, pygame.K_2)
    press(app, pygame.K_w)  # the joker as a storm
    picker = ui.picker
    assert picker is not None and picker.form is Form.STORM
    press(app, pygame.K_TAB)
    assert picker.ring.focus is picker.rank_buttons[0]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert picker.ring.focus is picker.rank_buttons[2]
    press(app, pygame.K_RETURN)  # presses the ringed 3: OK is still greyed, nothing is played
    assert picker.rank == 3 and ui.picker is picker
    press(app, pygame.K_DOWN)
    assert picker.ring.focus in picker.suit_buttons
    while picker.ring.focus is not picker.suit_buttons[2]:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)
    assert picker.chosen == Card(3, Suit.HEARTS)
    press(app, pygame.K_DOWN)  # the button under the third suit: Cancel
    assert picker.ring.focus is picker.no
    press(app, pygame.K_LEFT)
    assert picker.ring.focus is picker.ok
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back onto the suits' last, then forward again
    assert picker.ring.focus is picker.suit_buttons[-1]
    press(app, pygame.K_TAB)
    assert picker.ring.focus is picker.ok
    press(app, pygame.K_RETURN)
    assert ui.picker is None
    assert _last(table) == (table.viewer, Play(JOKER, Form.STORM, Card(3, Suit.HEARTS)))


def test_tab_skips_a_greyed_ok(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), JOKER))
    press(app, pygame.K_2)
    press(app, pygame.K_s)
    picker = ui.picker
    assert picker is not None and not picker.ok.enabled()
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from none, the last usable: Cancel
    assert picker.ring.focus is picker.no
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # OK is greyed: the last suit
    assert picker.ring.focus is picker.suit_buttons[-1]


def test_tab_rings_hint_and_end_turn_and_enter_or_space_presses_the_ringed_one(app: App) -> None:
    """Hint [H] and End turn (E) had their keys, but Tab did nothing at the table and neither was
    ever ringed, unlike every other screen's buttons."""
    from engine.games.stars_and_storms import EndTurn

    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)))
    press(app, pygame.K_1)
    assert ui.fan.focus == 0
    ringable = [b for b in (ui.hint_btn, ui.end_btn) if b.enabled() and (b is ui.end_btn or ui.hint_shown())]
    assert ringable
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ringable[0]
    assert ui.fan.focus is None  # one focus at a time: S and W act on no card meanwhile
    press(app, pygame.K_RIGHT)  # back to the cards
    assert ui.ring.focus is None and ui.fan.focus == 0
    press(app, pygame.K_s)  # S is the card's again: a star
    assert table.session.record.actions[-1][1] == Play(Card(5, Suit.CLUBS), Form.STAR)
    for _ in range(400):
        if EndTurn() in table.viewer_legal():
            break
        app.run_frames(1)
    assert ui.end_btn.enabled()
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from none, the last usable: End turn
    assert ui.ring.focus is ui.end_btn
    app.run_frames(1)
    from app.ui import theme
    gap = theme.scaled(3, table.scale)
    assert app.screen.get_at((ui.end_btn.rect.centerx, ui.end_btn.rect.y - gap))[:3] == theme.ACCENT
    press(app, pygame.K_SPACE)
    assert table.session.record.actions[-1] == (table.viewer, EndTurn())
    assert ui.ring.focus is None


def test_enter_on_a_chosen_card_asks_star_or_storm_and_its_keys_play_it(app: App) -> None:
    """With a card chosen (by click, ←/→ or its number) Enter did nothing unless a hint was up for that
    very card, though Enter plays the chosen card at every other table and a click on the zone or the
    middle plays it here. A card plays as a star or as a storm, so Enter now asks which (the prompt
    opens ringed on Star, Enter takes it, W or the Storm button raises a storm, Esc leaves the card
    chosen); Space does the same. The key line beside the hand says so."""
    from app.i18n import t

    table = _table(app)
    ui = table.ui
    five, nine = Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)
    _give(table, (five, nine))
    press(app, pygame.K_2)
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert ui.prompt is not None and len(ui.prompt.buttons) == 2
    assert len(table.session.record.actions) == before
    press(app, pygame.K_ESCAPE)
    assert ui.prompt is None and ui.fan.focus == 1 and len(table.session.record.actions) == before
    press(app, pygame.K_SPACE)
    assert ui.prompt is not None
    press(app, pygame.K_w)
    assert ui.prompt is None
    assert _last(table) == (table.viewer, Play(nine, Form.STORM))
    run_until(app, lambda: bool(table.viewer_legal()))
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)
    assert ui.prompt is not None and ui.prompt.ring.focus is ui.prompt.buttons[0]
    press(app, pygame.K_RETURN)  # the ringed Star
    assert _last(table) == (table.viewer, Play(five, Form.STAR))
    assert "Enter" in t("sns.key_hint")


def test_enter_on_a_chosen_joker_asks_star_or_storm_then_opens_the_picker(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), JOKER))
    press(app, pygame.K_2)
    press(app, pygame.K_RETURN)
    assert ui.prompt is not None
    press(app, pygame.K_RIGHT)  # the ring onto Storm
    press(app, pygame.K_RETURN)
    assert ui.prompt is None and ui.picker is not None and ui.picker.form is Form.STORM


def test_enter_with_no_card_chosen_says_to_choose_one_first(app: App) -> None:
    from app.i18n import t

    table = _table(app)
    ui = table.ui
    assert ui.fan.focus is None and ui.hinted is None
    app.toast.clear()
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert ui.prompt is None and len(table.session.record.actions) == before
    assert app.toast.text == t("sns.pick_first")
