"""Where the shell's full-window pages show their messages: the statistics page's "the statistics were
damaged" and a message over the rules page showed in the middle of the page, the statistics one right
over "No games played yet". They now show across the title band above the page's panel, as the replay
list's (and the lobby's) do."""

from __future__ import annotations

import pygame
import pytest

import app.scenes.records as records
from app.i18n import t
from app.main import App
from app.scenes.base import Scene
from app.scenes.records import ReplayListScene, StatsScene
from app.scenes.rules import RulesScene
from app.stats import stats_path
from tests.apptools import drawn_text_rects, drawn_toast_rect

SIZES = [(960, 600), (1280, 720), (1920, 1080)]


def _shown(app: App, scene: Scene, size: tuple[int, int]) -> Scene:
    app.reset(scene)
    scene.on_resize(size)
    app.run_frames(1)
    return scene


def _toast_over(app: App, scene: Scene, size: tuple[int, int], message: str) -> pygame.Rect:
    """Where ``message`` is drawn over ``scene`` in a ``size`` window."""
    _shown(app, scene, size)
    app.toast.show(message, 6.0)
    rect = drawn_toast_rect(app)
    assert rect is not None
    return rect


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES, ids=["960", "1280", "1920"])
def test_a_message_shows_in_the_same_place_on_every_page_clear_of_its_panel(lang_app: App, home, size, lang) -> None:
    app = lang_app
    message = t("stats.cleared")
    at_list = _toast_over(app, ReplayListScene(app), size, message)
    for page in (StatsScene(app), RulesScene(app, "xianshi_tongxing")):
        at_page = _toast_over(app, page, size, message)
        assert at_page == at_list, type(page).__name__
        assert at_page.bottom <= page.rect.top, (type(page).__name__, at_page, page.rect)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES, ids=["960", "1280", "1920"])
def test_damaged_statistics_are_told_where_the_replay_list_tells_clear_of_no_games_yet(lang_app: App, home, size,
                                                                                     lang) -> None:
    app = lang_app
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    page = StatsScene(app)
    _shown(app, page, size)
    message = app.toast.text
    assert message, "the page says the statistics were damaged"
    with drawn_text_rects(records) as drawn:
        at_page = drawn_toast_rect(app)
    assert at_page is not None
    (none,) = [rect for text, rect in drawn if text == t("stats.none")]
    assert not at_page.colliderect(none), (at_page, none)
    assert at_page == _toast_over(app, ReplayListScene(app), size, message)


def _games_played() -> None:
    from app import stats

    stats.record_result("guandan", ["human", "heuristic", "heuristic", "heuristic"], (0, 2), bests={0: 14, 2: 14})
    stats.record_result("deadline99", ["human", "heuristic"], (0,))


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES[:2], ids=["960", "1280"])
def test_a_three_line_message_stays_in_the_title_band_clear_of_the_first_game(lang_app: App, home, size,
                                                                             lang) -> None:
    """The damaged-statistics message (three lines, the last the moved file's path) reached ~35 px
    into the statistics panel, over the first game's heading. It is now written to fit the title
    band: clear of the panel and every text in it, 14 px or more, each line whole and inside it."""
    from app.stats import load_stats

    app = lang_app
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    _, problem = load_stats()
    assert problem and problem.count("\n") == 2, problem
    _games_played()
    page = StatsScene(app)
    assert page.blocks, "games are listed"
    _shown(app, page, size)
    app.toast.show(problem, 6.0)
    import app.ui.widgets as widgets

    written: list[tuple[str, int, pygame.Rect]] = []
    real = widgets.blit_text

    def spy(surface, text, size_px, *args, **kwargs):
        rect = real(surface, text, size_px, *args, **kwargs)
        written.append((text, size_px, rect))
        return rect
    with drawn_text_rects(records) as drawn:
        widgets.blit_text = spy
        try:
            at = drawn_toast_rect(app)
        finally:
            widgets.blit_text = real
    assert at is not None
    assert at.bottom <= page.rect.top and at.top >= 0, (at, page.rect)
    heading = [rect for text, rect in drawn if rect.top >= page.rect.top]
    assert heading and not any(at.colliderect(rect) for rect in heading)
    lines = [(text, px, rect) for text, px, rect in written if text and text in problem]
    assert "".join(text for text, _, _ in lines).replace(" ", "") == problem.replace("\n", "").replace(" ", "")
    for text, px, rect in lines:
        assert px >= 14 and at.contains(rect.inflate(0, -(rect.h - px))), (text, px, rect, at)
