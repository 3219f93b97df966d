"""The shared pill (app.ui.pill): one drawing for the tags of Guandan, Stars and Storms, Zha Jin Hua
and Deadline 99, each table keeping its own padding and colours."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
import app.games.guandan.draw as gd_draw
import app.games.stars_and_storms.draw as sns_draw
import app.games.zhajinhua.widgets as zjh_widgets
from app import i18n
from app.fonts import get_font
from app.main import App
from app.ui import pill, theme
from tests.apptools import quick_app


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app()
    i18n.set_language("en")
    yield a
    i18n.set_language("zh")
    a.shutdown()


def test_a_pill_is_its_text_grown_by_its_padding_and_placed_by_one_point(app: App) -> None:
    w, h = get_font(15, True).size("Pass")
    r = pill.pill_rect("Pass", 15, (16, 4), midleft=(10, 50))
    assert r.size == (w + 16, h + 4) and r.midleft == (10, 50)
    assert pill.pill_height(15, 4) == get_font(15, True).get_height() + 4


def test_an_rgb_pill_is_solid_and_an_rgba_pill_is_blended(app: App) -> None:
    ground = pygame.Surface((200, 60))
    ground.fill((0, 0, 0))
    solid = pill.draw_pill(ground, "x", 14, theme.WHITE, (200, 100, 50), (40, 10), center=(100, 30))
    assert ground.get_at((solid.x + solid.h // 2, solid.y + 1))[:3] == (200, 100, 50)
    ground.fill((0, 0, 0))
    seen = pill.draw_pill(ground, "x", 14, theme.WHITE, (200, 100, 50, 128), (40, 10), center=(100, 30))
    r, g, b = ground.get_at((seen.x + seen.h // 2, seen.y + 1))[:3]
    assert 90 <= r <= 110 and 40 <= g <= 60 and 15 <= b <= 35


def _through_the_shared_pill(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, tuple[int, int]]]:
    """Spy on the shared pill as ``module`` calls it: the texts and paddings it was asked to draw."""
    calls: list[tuple[str, tuple[int, int]]] = []
    real = pill.draw_pill

    def spy(surface: pygame.Surface, text: str, size: int, fg: Any, bg: Any, pad: tuple[int, int],
            **where: tuple[int, int]) -> pygame.Rect:
        calls.append((text, pad))
        return real(surface, text, size, fg, bg, pad, **where)

    monkeypatch.setattr(module, "draw_pill", spy)
    return calls


@pytest.mark.parametrize("module, draw, pad", [
    (gd_draw, lambda s: gd_draw._pill(s, "Pass", 15, theme.WHITE, (16, 40, 32), (100, 30)), (16, 4)),
    (sns_draw, lambda s: sns_draw._pill(s, "Pass", 15, theme.WHITE, (16, 40, 32), (100, 30)), (12, 2)),
    (zjh_widgets, lambda s: zjh_widgets.pill(s, "Pass", 15, center=(100, 30)), (18, 6)),
], ids=["guandan", "stars_and_storms", "zhajinhua"])
def test_each_table_s_pill_is_the_shared_pill_with_its_own_padding(
        app: App, monkeypatch: pytest.MonkeyPatch, module: Any, draw: Any, pad: tuple[int, int]) -> None:
    calls = _through_the_shared_pill(monkeypatch, module)
    r = draw(pygame.Surface((200, 60)))
    w, h = get_font(15, True).size("Pass")
    assert calls == [("Pass", pad)] and r.size == (w + pad[0], h + pad[1])


def test_deadline_99_s_new_tag_is_the_shared_pill(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.scenes.table import SeatSetup, TableScene
    from tests.apptools import run_until

    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.new_cards = {len(ui.hand) - 1}
    calls = _through_the_shared_pill(monkeypatch, d99ui)
    app.draw()
    assert calls == [(i18n.t("d99.new_tag"), (ui.scaled(12), 4))]
