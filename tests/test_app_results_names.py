"""The results panel with the lobby's longest names among the winners."""

from __future__ import annotations

import pygame
import pytest

import app.scenes.results as results_module
from app import i18n
from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from engine.core import Outcome
from tests.apptools import drawn_text_rects

NAMES = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "MMMMMMMMMMMM", "爱新觉罗溥仪皇帝陛下万岁", "WWWWWWWWWWW2",
         "Maximilianus"]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("winners", [1, 2, 4])
def test_long_winners_names_stay_inside_the_panel(lang: str, size: tuple[int, int], winners: int) -> None:
    """"Winners: …" was one line at 22 px however long: with three or four twelve-character names (a
    side of Deadline 99, a tie) it ran out of the panel on both sides. Every text now stays inside the
    panel, and none covers another or a button."""
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    try:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        seats = [SeatSetup(i == 0, name) for i, name in enumerate(NAMES)]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        scores = tuple(1.0 if s < winners else 0.0 for s in range(len(NAMES)))
        results = ResultsScene(app, table, Outcome(tuple(range(winners)), scores))
        app.push(results)
        results.on_resize(size)
        app.run_frames(1)
        with drawn_text_rects(results_module) as drawn:
            results.draw(app.screen)
        texts = [(text, rect) for text, rect in drawn if rect.w]
        line = [text for text, _ in texts if NAMES[0] in text]
        assert line, texts
        for text, rect in texts:
            assert results.rect.contains(rect), (text, rect, results.rect)
            for button in results.buttons:
                assert not rect.colliderect(button.rect), (text, rect, button.rect)
        for i, (text, rect) in enumerate(texts):
            for other, orect in texts[i + 1:]:
                assert not rect.colliderect(orect), (text, rect, other, orect)
        shown = "".join(text for text, _ in texts)
        for name in NAMES[:winners]:
            assert name in shown, name
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_the_winners_line_is_wrapped_once_until_its_text_or_width_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The winners' rows were worked out three times a frame (drawn, and twice for where the summary
    starts) and again every frame. Now a frame drawn again wraps nothing; a new language or window
    size wraps anew."""
    app = App(headless=True, size=(960, 600))
    try:
        seats = [SeatSetup(i == 0, name) for i, name in enumerate(NAMES)]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        results = ResultsScene(app, table, Outcome((0, 1, 2, 3), (1.0,) * 4 + (0.0,) * 2))
        app.push(results)
        results.on_resize((960, 600))
        wrapped: list[str] = []
        real = results_module.evened

        def counted(text: str, size: int, width: int) -> list[str]:
            if text == results.winners_line():
                wrapped.append(text)
            return real(text, size, width)

        monkeypatch.setattr(results_module, "evened", counted)
        results.draw(app.screen)
        assert len(wrapped) <= 1, wrapped
        first = results.winners_rows()
        assert len(first[1]) > 1, "four long names are wrapped"
        wrapped.clear()
        results.draw(app.screen)
        results.draw(app.screen)
        assert wrapped == [], "drawn again, nothing changed: not wrapped again"
        i18n.set_language("en")
        results.draw(app.screen)
        assert len(wrapped) == 1 and results.winners_rows() != first
        wrapped.clear()
        results.on_resize((1280, 720))
        results.draw(app.screen)
        assert len(wrapped) <= 1 and results.winners_rows()[1] != first[1]
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_the_summary_rows_are_laid_out_once_until_their_size_language_or_lines_change(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The summary's rows were laid out (each line wrapped into even rows, at every size tried until
    they fit) every time they were asked for: every frame drawn. Now frames drawn again lay nothing
    out; a new window size or language lays them out anew, once."""
    app = App(headless=True, size=(960, 600))
    try:
        seats = [SeatSetup(i == 0, name) for i, name in enumerate(NAMES)]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        results = ResultsScene(app, table, Outcome((0, 1, 2, 3), (1.0,) * 4 + (0.0,) * 2))
        app.push(results)
        app.run_frames(1)
        assert results.lines, "deadline99 has summary lines"
        laid: list[str] = []
        real = results_module.evened

        def counted(text: str, size: int, width: int) -> list[str]:
            if text in results.lines:
                laid.append(text)
            return real(text, size, width)

        monkeypatch.setattr(results_module, "evened", counted)
        app.run_frames(5)
        assert laid == [], "five frames drawn again, nothing changed: nothing laid out again"
        width = results.summary_rect().w
        i18n.set_language("en")
        app.run_frames(5)
        once = len(laid)
        assert once > 0, "a new language lays the rows out anew"
        app.run_frames(3)
        assert len(laid) == once, "and only once"
        laid.clear()
        pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
        app.run_frames(5)
        once = len(laid)
        assert once > 0 and results.summary_rect().w != width, "a new size lays the rows out anew"
        app.run_frames(3)
        assert len(laid) == once, "a new size: laid out once"
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_results_follow_a_language_switched_while_they_are_open(first: str, then: str) -> None:
    """The summary lines were told once, in the language of the moment the panel opened, and the
    panel's height fitted to them: a language switched with the panel open kept the other
    language's lines. They are now told again in the new language and the panel sized for them,
    as a panel opened in that language is, every text inside it."""
    size = (960, 600)
    app = App(headless=True, size=size)
    i18n.set_language(first)
    try:
        seats = [SeatSetup(i == 0, name) for i, name in enumerate(NAMES)]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        outcome = Outcome((0, 1), (1.0, 1.0, 0.0, 0.0, 0.0, 0.0))
        results = ResultsScene(app, table, outcome)
        app.push(results)
        app.run_frames(1)
        i18n.set_language(then)
        app.run_frames(1)
        fresh = ResultsScene(app, table, outcome)
        fresh.on_resize(size)
        with drawn_text_rects(results_module) as drawn:
            results.draw(app.screen)
        shown = [text for text, rect in drawn if rect.w]
        assert results.lines == fresh.lines
        assert results.rect == fresh.rect
        for row in fresh.summary_rows()[2]:
            assert row in shown, (row, shown)
        for text, rect in drawn:
            if rect.w:
                assert results.rect.contains(rect), (text, rect, results.rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()
