"""The pass-and-play curtain from the keyboard: a key lifts it only after a quiet moment with no key
pressed since it came down, so Enter or Space hammered or held through the end of one person's turn
does not lift the curtain meant for the next person (which would show that person's hand to the one
still at the screen)."""

from __future__ import annotations

import pygame
import pytest

from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from app.ui.keygrace import KEY_GRACE
from tests.apptools import named_curtain

KEYS = [(pygame.K_RETURN, "\r"), (pygame.K_SPACE, " ")]


def _curtain(app: App) -> tuple[TableScene, CurtainScene]:
    """A Deadline 99 table for two people, the curtain down and naming the first to play."""
    table = TableScene(app, "deadline99", [SeatSetup(True, "Ann"), SeatSetup(True, "Bo")], {}, 3)
    app.reset(table)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    assert named_curtain(app) is not None and app.top is curtain
    return table, curtain


def _post(key: int, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))


@pytest.mark.parametrize("key,text", KEYS)
def test_a_key_hammered_past_the_first_moments_does_not_lift_the_curtain(app: App, key: int, text: str) -> None:
    """Pressed every tenth of a second for three seconds: the curtain stays down (it lifted after
    0.3 s); a press after a quiet moment then lifts it."""
    table, curtain = _curtain(app)
    for _ in range(30):
        _post(key, text)
        app.run_frames(6)
        assert app.top is curtain and table.curtain_up, "a hammered key lifted the curtain for the next person"
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _post(key, text)
    app.run_frames(1)
    assert app.top is table and not table.curtain_up


@pytest.mark.parametrize("key,text", KEYS)
def test_a_held_key_repeating_does_not_lift_the_curtain(app: App, key: int, text: str) -> None:
    """Held down (repeating every 50 ms) for three seconds: the curtain stays down."""
    table, curtain = _curtain(app)
    for _ in range(60):
        _post(key, text)
        app.run_frames(3)
        assert app.top is curtain and table.curtain_up, "a held key lifted the curtain for the next person"


def test_esc_hammered_asks_nothing_until_a_quiet_moment(app: App) -> None:
    """Esc too waits for the quiet moment (it asks whether to leave): pressed over and over it asks
    nothing, and the curtain stays down."""
    from app.scenes.confirm import ConfirmScene

    table, curtain = _curtain(app)
    for _ in range(30):
        _post(pygame.K_ESCAPE, "\x1b")
        app.run_frames(6)
        assert app.top is curtain and table.curtain_up
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _post(pygame.K_ESCAPE, "\x1b")
    app.run_frames(1)
    assert isinstance(app.top, ConfirmScene) and table.curtain_up


def test_a_click_still_lifts_it_after_its_first_moments(app: App) -> None:
    """The mouse is as before: a click in the first moments is the one that ended the turn; a click
    after them lifts the curtain."""
    table, curtain = _curtain(app)
    app.run_frames(30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10)))
    app.run_frames(1)
    assert app.top is table and not table.curtain_up
