"""Deadline 99: a ± or seat question opened by the mouse answers Enter too (found as a demanding user)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from app.main import App
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import post_mouse, press, run_until, seated_table


def _persons_turn(app: App, players: int, hand: tuple[Card, ...], count: int) -> Any:
    """A table of ``players`` at 960×600 at the person's turn, their hand ``hand``, the count ``count``."""
    table = seated_table(app, "deadline99", players, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=count)
    table.ui.sync(table.view())
    app.run_frames(2)
    return table


def _open_by_mouse(app: App, table: Any, i: int, how: str) -> None:
    """Open hand card ``i``'s question by dragging it onto the pile or by clicking it twice."""
    ui = table.ui
    start = ui.fan.rects[i].center
    if how == "drag":
        post_mouse(pygame.MOUSEBUTTONDOWN, start)
        app.run_frames(1)
        post_mouse(pygame.MOUSEMOTION, ui.discard_rect.center)
        app.run_frames(1)
        post_mouse(pygame.MOUSEBUTTONUP, ui.discard_rect.center)
        app.run_frames(1)
    else:
        for _ in range(2):
            post_mouse(pygame.MOUSEBUTTONDOWN, start)
            post_mouse(pygame.MOUSEBUTTONUP, start)
            app.run_frames(1)
    assert ui.has_prompt()


@pytest.mark.parametrize("how", ["drag", "click"])
def test_enter_answers_a_sign_question_opened_by_mouse_with_its_one_legal_sign(app: App, how: str) -> None:
    """At 99 the ♠Q may only take 20 off: its question, opened by the mouse, rang nothing and Enter
    did nothing. Now the one legal answer (−20) is ringed and Enter plays it."""
    queen = Card(12, Suit.SPADES)
    table = _persons_turn(app, 3, (queen, Card(5, Suit.HEARTS)), 99)
    _open_by_mouse(app, table, 0, how)
    prompt = table.ui.prompt
    assert prompt is not None and prompt.focus == 1, "the −20 answer is ringed"
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert list(table.session.record.actions[before:]) == [(0, d99.Play(queen, -1))]


def test_enter_answers_a_sign_question_opened_by_mouse_with_its_first_answer(app: App) -> None:
    """With both signs legal, the question opened by the mouse rings the first (+), as the one
    opened by key does."""
    ten = Card(10, Suit.SPADES)
    table = _persons_turn(app, 3, (ten, Card(5, Suit.HEARTS)), 40)
    _open_by_mouse(app, table, 0, "drag")
    prompt = table.ui.prompt
    assert prompt is not None and prompt.focus == 0
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert list(table.session.record.actions[before:]) == [(0, d99.Play(ten, 1))]


@pytest.mark.parametrize("how", ["drag", "click"])
def test_enter_answers_a_seat_question_opened_by_mouse(app: App, how: str) -> None:
    """A J dropped on the pile (or clicked twice) at a table of three asks whom to take from; no seat
    was lit, so Enter did nothing. Now the first seat it may take from is lit and Enter picks it."""
    jack = Card(11, Suit.SPADES)
    table = _persons_turn(app, 3, (jack, Card(5, Suit.HEARTS)), 40)
    _open_by_mouse(app, table, 0, how)
    ui = table.ui
    assert ui.picking_seat is not None and ui.pick_allowed == (1, 2)
    assert ui.hover_seat == 1
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert list(table.session.record.actions[before:]) == [(0, d99.Play(jack, 0, 1))]
