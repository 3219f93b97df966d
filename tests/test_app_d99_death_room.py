"""Deadline 99: a question keeps clear of the count's direction line ("clockwise", 顺时针)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app.main import App
from engine.cards import Card, Suit
from engine.games.deadline99 import DEATH
from tests.test_app_d99_polish import _table_at_persons_turn

ROOM = 12  # px at 1280×720 between a question and the direction line, at the least


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two boxes are (0 if they touch or overlap)."""
    dx, dy = max(b.x - a.right, a.x - b.right, 0), max(b.y - a.bottom, a.y - b.bottom, 0)
    return float(dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_death_question_leaves_clear_room_round_the_direction_line(lang_app: App, lang: str,
                                                                       size: tuple[int, int]) -> None:
    """At 960×600 the Death question sat 4 px to the right of "顺时针" (and 4 px under "clockwise" at
    1280×720): it read as part of the dial. It now keeps at least 12 px (at 1280×720) from the
    direction line, at every table size, hand size and way of play."""
    app = lang_app
    safe = [Card(rank, suit) for suit in Suit for rank in (3, 4, 5, 6, 9)]
    near = []
    for players in range(2, 9):
        table = _table_at_persons_turn(app, players, {"angel_death": True}, 3 + players, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for n in (2, 9, 12):
            for direction in (1, -1):
                state = table.session.state
                table.session.state = replace(state, hands=((DEATH, *safe[:n - 1]),) + state.hands[1:], count=50,
                                              direction=direction)
                ui.sync(table.view())
                ui.try_play(0, None, ui.fan.card_pos(0))
                assert ui.prompt is not None and ui.prompt.title == d99ui.t("d99.ask_death")
                gap = _gap(ui.prompt_rect(), ui.direction_rect())
                if gap < ui.scaled(ROOM):
                    near.append((players, n, direction, gap))
                ui.cancel_pick()
                ui.held = None
    assert not near, near
