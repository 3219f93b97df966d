"""The keyboard's focus on a hand card is the shared ring of every screen
(app.ui.widgets.draw_focus_ring) in Xianshi Tongxing and Stars and Storms, as in Guandan and
Deadline 99: one look for "this card is focused" at every table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import app.games.stars_and_storms.draw as sns_draw
import app.games.xianshi_tongxing.ui as xt_ui
from app import i18n
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from app.ui import theme
from tests.apptools import quick_app, run_until

SIZES = [(960, 600), (1280, 720)]


@pytest.fixture(params=SIZES, ids=["960", "1280"])
def sized_app(request: pytest.FixtureRequest) -> Iterator[tuple[App, tuple[int, int]]]:
    a = quick_app(size=request.param)
    i18n.set_language("en")
    try:
        yield a, request.param
    finally:
        i18n.set_language("zh")
        a.shutdown()


def _table(app: App, size: tuple[int, int], game: str) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 4)]
    table = TableScene(app, game, seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    return table


def _rings(module: Any, app: App, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rects ``module`` rang with draw_focus_ring in one frame (still drawn as usual)."""
    from app.ui.widgets import draw_focus_ring

    seen: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        seen.append(pygame.Rect(rect))
        draw_focus_ring(surface, rect, *args, **kwargs)

    monkeypatch.setattr(module, "draw_focus_ring", spy, raising=False)
    app.draw()
    return seen


def _ringed_at(app: App, table: TableScene, card: pygame.Rect) -> None:
    """The shared ring's accent shows just outside the card's right and top edges."""
    gap = theme.scaled(2, table.scale)  # the shared ring: 4 px out, 2 px wide (at 1280×720)
    assert app.screen.get_at((card.right + gap, card.centery))[:3] == theme.ACCENT
    assert app.screen.get_at((card.centerx, card.y - 1 - gap))[:3] == theme.ACCENT


def test_xianshi_tongxing_rings_the_focused_hand_card_with_the_shared_ring(
        sized_app: tuple[App, tuple[int, int]], monkeypatch: pytest.MonkeyPatch) -> None:
    """The focused card had Xianshi Tongxing's own thin outline, 2 px round it and under the cards
    beside it, unlike the ring of Guandan and the other screens."""
    app, size = sized_app
    table = _table(app, size, "xianshi_tongxing")
    ui = table.ui
    assert isinstance(ui, xt_ui.XianshiUI)
    last = len(ui.items) - 1
    ui.ring.focus, ui.fan.hover, ui.fan.focus = None, None, last
    rings = _rings(xt_ui, app, monkeypatch)
    card = pygame.Rect(ui.fan.card_pos(last), (ui.hw, ui.hh))
    assert card in rings
    _ringed_at(app, table, card)


def test_stars_and_storms_rings_the_focused_hand_card_with_the_shared_ring(
        sized_app: tuple[App, tuple[int, int]], monkeypatch: pytest.MonkeyPatch) -> None:
    """The focused card had Stars and Storms' own 3 px outline, 2 px round it and under the cards
    beside it, unlike the ring of Guandan and the other screens."""
    app, size = sized_app
    table = _table(app, size, "stars_and_storms")
    ui = table.ui
    last = len(ui.hand) - 1
    ui.fan.hover, ui.fan.focus = None, last
    rings = _rings(sns_draw, app, monkeypatch)
    card = pygame.Rect(ui.fan.card_pos(last), (ui.lay.cw, ui.lay.ch))
    assert card in rings
    _ringed_at(app, table, card)
