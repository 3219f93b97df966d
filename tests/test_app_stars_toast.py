"""Where Stars and Storms shows its short messages (the hint's line, a refused card): clear of
everything a player needs while one shows, the storm panel, every seat's dial, the person's own
star slots, the hand and the buttons, at the usual window sizes with the most seats, in both
languages, for the longest lines."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app import i18n
from app.games.stars_and_storms.table import StarsAndStormsUI
from app.main import App
from app.scenes.table import TableScene
from app.ui import theme
from tests.apptools import quick_app, run_until, seated_table

SIZES = [(960, 600), (1280, 720), (1920, 1080)]
MOST_SEATS = 6


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    a = quick_app()
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _messages() -> list[str]:
    """The longest hint line and the longest refusal, in the current language."""
    t = i18n.t
    return [t("sns.hint.joker_storm", joker=t("sns.small_joker"), card="♠10"),
            t("sns.reason.hand_limit", limit=7, n=2),
            t("sns.reason.declare_ordinary")]


def _needed(ui: StarsAndStormsUI) -> list[tuple[str, pygame.Rect]]:
    """What the toast must not cover: the storm panel, the seats, the person's star slots (as wide
    as their stacks may grow) and the words in the middle of that zone, the hand (lifted as on
    hover) and the buttons."""
    lay, me = ui.lay, ui.table.viewer
    hand = lay.hand_area.copy()
    hand.y -= lay.ch // 7
    hand.h += lay.ch // 7
    parts = [("storm panel", lay.eye), ("hand", hand), ("end button", lay.end_button),
             ("hint button", lay.hint_button), ("own zone words", lay.zones[me].inner)]
    parts += [(f"seat {s}", z.bounds) for s, z in lay.zones.items() if s != me]
    stack = lay.stack_dx(True) * 5  # a slot's stack of six stars (four suits, two jokers) fans out this much
    parts += [(f"own slot {k + 1}", slot.inflate(stack, 0)) for k, slot in enumerate(lay.zones[me].slots)]
    return parts


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", SIZES)
def test_the_table_s_messages_cover_nothing_a_player_needs(app: App, size: tuple[int, int], lang: str) -> None:
    app.screen = pygame.display.set_mode(size)
    i18n.set_language(lang)
    table = seated_table(app, "stars_and_storms", MOST_SEATS, size, seed=3)
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    assert isinstance(table, TableScene) and isinstance(table.ui, StarsAndStormsUI)
    for text in _messages():
        app.toast.show(text, 5.0, theme.GOLD)
        centre, width = table.toast_place(size)
        shown = app.toast.draw(pygame.Surface(size), centre, width)
        assert shown is not None
        assert pygame.Rect((0, 0), size).contains(shown), (text, shown)
        assert not shown.colliderect(table.log_rect) and not shown.colliderect(table.bar_rect)
        covered = [name for name, rect in _needed(table.ui) if shown.colliderect(rect)]
        assert covered == [], (size, lang, text, shown)
