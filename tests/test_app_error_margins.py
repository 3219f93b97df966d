"""The error screen's texts keep clear of their edges: the buttons' labels of the buttons' sides, and
the panel's lines (a long log path fitted to one line included) of the panel's sides."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes import error
from app.scenes.error import ErrorScene
from app.ui import theme, widgets
from engine.record import Record

BUTTON_MARGIN = 12  # px at 1280×720, each side of a button's label
PANEL_MARGIN = 32  # px at 1280×720, each side of a line in the panel
PATHS = [  # a path that (at 18 px) just fitted the panel's old room whole, and one fitted with "…"
    Path("/home/someone-with-a-long-name/.local/state/Paizhuo/logs/crash-20260101-000.log"),
    Path("/home/someone-with-a-rather-long-user-name/.local/state/Paizhuo Card Table/logs")
    / "crash-20260101-000000-with-a-long-tail-to-its-name.log",
]


def _drawn(monkeypatch: pytest.MonkeyPatch, app: App) -> list[tuple[str, pygame.Rect]]:
    """Every text the screen and its buttons wrote in one frame, with where it went."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = widgets.blit_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kwargs)
        seen.append((text, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(error, "blit_text", spy)
    monkeypatch.setattr(widgets, "blit_text", spy)
    app.draw()
    return seen


@pytest.mark.parametrize("path", PATHS, ids=["whole", "fitted"])
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_error_screen_s_texts_keep_a_margin_inside_their_button_or_panel(
        lang: str, size: tuple[int, int], path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Resume from the last good move [Enter]" filled its button edge to edge (5 px each side) in
    English, and a log path fitted to one line came within 20 px of the panel's sides."""
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    try:
        scene = ErrorScene(app, path, Record("deadline99", 1, 4, {}, 1))
        app.reset(scene)
        app.run_frames(1)
        drawn = _drawn(monkeypatch, app)
        px = scene.px
        buttons = scene.buttons + [scene.settings_button]  # Settings, in the panel's corner, is a button too
        labels = [b.label() for b in buttons]
        for b in buttons:
            label = next(rect for text, rect in drawn if text == b.label())
            assert label.left - b.rect.left >= px(BUTTON_MARGIN), (b.label(), label, b.rect)
            assert b.rect.right - label.right >= px(BUTTON_MARGIN), (b.label(), label, b.rect)
        shown = scene.shown_log_path()
        assert shown.endswith(path.name)
        lines = [(text, rect) for text, rect in drawn if text not in labels]
        assert shown in [text for text, _ in lines]
        for text, line in lines:
            assert line.left - scene.rect.left >= px(PANEL_MARGIN), (text, line, scene.rect)
            assert scene.rect.right - line.right >= px(PANEL_MARGIN), (text, line, scene.rect)
        assert theme.ui_scale(size) == scene.scale
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_error_screen_s_labels_follow_a_language_switched_while_it_is_open(
        first: str, then: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The buttons' one label size was worked out only when the window was sized: the language
    switched with the screen open kept the other language's size (English labels at the Chinese
    size ran to the buttons' sides; Chinese ones stayed at the smaller English size)."""
    app = App(headless=True, size=(960, 600))
    i18n.set_language(first)
    try:
        scene = ErrorScene(app, PATHS[1], Record("deadline99", 1, 4, {}, 1))
        app.reset(scene)
        app.run_frames(1)
        i18n.set_language(then)
        app.run_frames(1)
        drawn = _drawn(monkeypatch, app)
        px = scene.px
        buttons = scene.buttons + [scene.settings_button]  # Settings, in the panel's corner, is a button too
        for b in buttons:
            label = next(rect for text, rect in drawn if text == b.label())
            assert label.left - b.rect.left >= px(BUTTON_MARGIN), (b.label(), label, b.rect)
            assert b.rect.right - label.right >= px(BUTTON_MARGIN), (b.label(), label, b.rect)
        labels = [b.label() for b in buttons]
        for text, line in drawn:
            if text not in labels:
                assert line.left - scene.rect.left >= px(PANEL_MARGIN), (text, line, scene.rect)
                assert scene.rect.right - line.right >= px(PANEL_MARGIN), (text, line, scene.rect)
        fresh = ErrorScene(app, PATHS[1], Record("deadline99", 1, 4, {}, 1))
        fresh.on_resize(app.screen.get_size())
        assert [b.shared_size for b in scene.buttons] == [b.shared_size for b in fresh.buttons]
    finally:
        i18n.set_language("zh")
        app.shutdown()
