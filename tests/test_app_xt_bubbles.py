"""现世通行: what a seat answers ("nothing", "✓", "gave") shows in a bubble near its seat; drawn just over
the panel it covered that seat's card backs (how many cards it holds). It now covers no card back and
no seat's panel."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

import app.games.xianshi_tongxing.ui as xui
from app import i18n
from app.games.xianshi_tongxing.fx import Words
from app.main import App
from tests.apptools import quick_app, seated_table

SAID = ("xt.fx.declined", "xt.fx.answered", "xt.fx.refused", "xt.fx.gave")


class _Recording(pygame.Surface):
    """A surface that remembers what was blitted onto it and where."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blitted: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.blitted.append((source, rect))
        return rect


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(ai_delay_ms=10**9)
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _drawn_backs(ui: xui.XianshiUI, surface: _Recording, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """Where ``ui`` draws card backs in one frame."""
    backs: list[pygame.Surface] = []
    real = xui.card_back

    def spy(w: int, h: int) -> pygame.Surface:
        back = real(w, h)
        backs.append(back)
        return back

    monkeypatch.setattr(xui, "card_back", spy)
    ui.draw(surface)
    monkeypatch.setattr(xui, "card_back", real)
    return [rect for source, rect in surface.blitted if any(source is b for b in backs)]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)], ids=["1280", "960", "1920"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_answer_bubbles_cover_no_card_backs_and_no_seat_panel(app: App, monkeypatch: pytest.MonkeyPatch,
                                                              lang: str, size: tuple[int, int], players: int) -> None:
    i18n.set_language(lang)
    table = seated_table(app, "xianshi_tongxing", players, size)
    ui = table.ui
    assert isinstance(ui, xui.XianshiUI)
    panels = [ui.seat_rect(s) for s in range(players)]
    for key in SAID:
        for seat in range(players):
            ui.fx.clear()
            ui._say(seat, key, (255, 255, 255), 26)
            surface = _Recording(app.screen.get_size())
            backs = _drawn_backs(ui, surface, monkeypatch)
            assert backs, "the other seats' card backs are drawn"
            (words,) = [w for w in ui.fx.items if isinstance(w, Words)]
            for k in range(11):
                words.t = words.duration * k / 10
                bubble = words.rect()
                assert ui.rect.contains(bubble), (key, seat, bubble)
                assert bubble.collidelist(backs) == -1, (key, seat, bubble, backs[bubble.collidelist(backs)])
                assert bubble.collidelist(panels) == -1, (key, seat, bubble, panels[bubble.collidelist(panels)])
