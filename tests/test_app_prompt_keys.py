"""A table prompt's focus ring behaves as the other screens' (app.ui.focus.ButtonRing): Tab and
Shift+Tab (and, on a prompt opened from the keyboard, the arrows) never ring a greyed button, a
prompt opened from the keyboard starts on its first usable button, Tab rings a prompt opened by
the mouse, and a ring that is up follows the pointer. Real pygame events throughout."""

from __future__ import annotations

from dataclasses import replace

import pygame

from app.games.base import GameUI
from app.main import App
from app.scenes.table import TableScene
from app.ui import theme
from engine.cards import Card, Suit
from engine.games.deadline99 import Play
from tests.apptools import run_until, seated_table


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(1)


def _ringed(app: App, table: TableScene) -> list[int]:
    """The prompt's buttons drawn with the focus ring (its accent colour just above their middle)."""
    ui = table.ui
    assert ui.prompt is not None
    app.draw()
    gap = theme.scaled(3, table.scale)
    return [k for k, b in enumerate(ui.prompt.buttons) if app.screen.get_at((b.rect.centerx, b.rect.y - gap))[:3] == theme.ACCENT]


def _table(app: App, game_id: str = "guandan", players: int = 4) -> TableScene:
    """A table at the person's turn (Guandan draws the shared prompt; Deadline 99 its own)."""
    table = seated_table(app, game_id, players, (1280, 720))
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    return table


def _ask(ui: GameUI, usable: list[bool], pressed: list[int]) -> None:
    """A keyboard prompt of one button per entry of ``usable`` (greyed where False)."""
    ui.ask("?", [(f"choice {k}", lambda k=k: pressed.append(k), ok, None) for k, ok in enumerate(usable)],
           keyboard=True)


def test_a_keyboard_prompt_starts_on_its_first_usable_button_and_tab_skips_greyed_ones(app: App) -> None:
    """The ring started on a greyed first button and Tab and the arrows stopped on greyed ones
    (where Enter did nothing); Shift+Tab went forwards."""
    table = _table(app)
    pressed: list[int] = []
    _ask(table.ui, [False, True, False, True, False], pressed)
    app.run_frames(1)
    assert _ringed(app, table) == [1], "the first usable button, not the greyed first one"
    for key, mod, expected in ((pygame.K_TAB, 0, 3), (pygame.K_TAB, 0, 1), (pygame.K_TAB, pygame.KMOD_LSHIFT, 3),
                               (pygame.K_TAB, pygame.KMOD_LSHIFT, 1), (pygame.K_RIGHT, 0, 3), (pygame.K_LEFT, 0, 1),
                               (pygame.K_LEFT, 0, 3), (pygame.K_DOWN, 0, 1), (pygame.K_UP, 0, 3)):
        _key(app, key, mod)
        assert _ringed(app, table) == [expected], (pygame.key.name(key), mod, expected)
    _key(app, pygame.K_RETURN)
    assert pressed == [3] and table.ui.prompt is None


def test_a_ring_on_a_keyboard_prompt_follows_the_pointer(app: App) -> None:
    """Over a usable button the ring moves there (the lit button and the ringed one are never two);
    over a greyed one or off the buttons it stays; Enter presses the ringed one."""
    table = _table(app)
    pressed: list[int] = []
    _ask(table.ui, [True, False, True], pressed)
    app.run_frames(1)
    assert table.ui.prompt is not None
    buttons = table.ui.prompt.buttons
    assert _ringed(app, table) == [0]
    _move(app, buttons[2].rect.center)
    assert _ringed(app, table) == [2], "the ring follows the pointer"
    _move(app, buttons[1].rect.center)
    assert _ringed(app, table) == [2], "not onto a greyed button"
    _move(app, (buttons[0].rect.centerx, buttons[0].rect.bottom + 30))
    assert _ringed(app, table) == [2], "nor away when the pointer leaves the buttons"
    _key(app, pygame.K_RETURN)
    assert pressed == [2]


def test_tab_rings_the_usable_sign_of_a_ten_and_enter_plays_it(app: App) -> None:
    """Deadline 99's '+10 / −10' prompt at a count of 95, where only −10 keeps the count in, asked
    by the mouse: Tab did nothing. The question now opens ringed on −10 (a question opened by the
    mouse rings its first usable answer, as one opened by keys does); Tab keeps the ring on −10,
    never the greyed +10, and Enter plays it."""
    table = _table(app, "deadline99", 3)
    state = table.session.state
    ten = Card(10, Suit.SPADES)
    hands = tuple((ten, Card(5, Suit.HEARTS)) if s == 0 else h for s, h in enumerate(state.hands))
    table.session.state = replace(state, hands=hands, count=95)
    table.ui.sync(table.view())
    ui = table.ui
    ui.try_play(0, None, ui.fan.card_pos(0))
    app.run_frames(1)
    assert ui.prompt is not None and [b.enabled() for b in ui.prompt.buttons] == [False, True]
    assert _ringed(app, table) == [1], "asked by the mouse: ringed on the usable −10"
    before = len(table.session.record.actions)
    _key(app, pygame.K_TAB)
    assert _ringed(app, table) == [1]
    _key(app, pygame.K_TAB)
    assert _ringed(app, table) == [1], "round to −10 again, past the greyed +10"
    _key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert _ringed(app, table) == [1]
    _key(app, pygame.K_RETURN)
    run_until(app, lambda: len(table.session.record.actions) > before)
    assert table.session.record.actions[before] == (0, Play(ten, -1))


def _ten_at(app: App, count: int) -> tuple[TableScene, Card]:
    """A three-seat Deadline 99 table at the person's turn, their hand ♠10 and ♥5, the count ``count``."""
    table = _table(app, "deadline99", 3)
    state = table.session.state
    ten = Card(10, Suit.SPADES)
    hands = tuple((ten, Card(5, Suit.HEARTS)) if s == 0 else h for s, h in enumerate(state.hands))
    table.session.state = replace(state, hands=hands, count=count)
    table.ui.sync(table.view())
    return table, ten


def test_a_ten_played_by_enter_asks_with_the_ring_up_on_its_usable_sign(app: App) -> None:
    """A card played from the keyboard (arrows, Enter) opened its ± question with no ring, so a second
    Enter did nothing; it now opens ringed on the first usable sign (−10 at 95: +10 is greyed) and a
    second Enter plays that."""
    table, ten = _ten_at(app, 95)
    ui = table.ui
    ui.fan.focus = 0
    _key(app, pygame.K_RETURN)
    assert ui.prompt is not None and _ringed(app, table) == [1]
    before = len(table.session.record.actions)
    _key(app, pygame.K_RETURN)
    run_until(app, lambda: len(table.session.record.actions) > before)
    assert table.session.record.actions[before] == (0, Play(ten, -1))


def test_the_death_question_stays_unringed_even_from_the_keyboard(app: App) -> None:
    """Playing Death while a safe card is in hand asks first; Enter twice must not end the person's
    game, so that question never opens with a ring."""
    table = _table(app, "deadline99", 3)
    from engine.games.deadline99 import DEATH

    state = table.session.state
    hands = tuple((DEATH, Card(5, Suit.HEARTS)) if s == 0 else h for s, h in enumerate(state.hands))
    table.session.state = replace(state, hands=hands, count=10)
    table.ui.sync(table.view())
    ui = table.ui
    ui.fan.focus = 0
    _key(app, pygame.K_RETURN)
    assert ui.prompt is not None and _ringed(app, table) == []
    before = len(table.session.record.actions)
    _key(app, pygame.K_RETURN)
    app.run_frames(3)
    assert len(table.session.record.actions) == before
