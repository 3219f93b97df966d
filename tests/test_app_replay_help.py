"""The replay viewer's keys without hovering: a "?" button in the bar (and the ? key, or F1)
opens a panel naming every key and what it does, in Chinese and English, inside the window
under the bar with no text over another; ?, Esc or a click close it (Esc then leaves the viewer
only when pressed again)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import app.scenes.replay as replay
from app import i18n
from app.main import App
from app.scenes.replay import ReplayScene
from tests.apptools import drawn_text_rects, open_replay_viewer, post_mouse, quick_app

KEYS = {"zh": ["Home", "←", "→", "End", "空格", "S", "Tab", "Esc", "?"],
        "en": ["Home", "←", "→", "End", "Space", "S", "Tab", "Esc", "?"]}


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    a = quick_app()
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _question(app: App) -> None:
    """? typed as on most keyboards: Shift and the / key."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT,
                                         unicode="?", scancode=0))
    app.run_frames(1)


def _press(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _help_texts(app: App) -> list[tuple[str, pygame.Rect]]:
    """The texts the viewer draws below its bar (the help panel's, when it is open)."""
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    with drawn_text_rects(replay) as drawn:
        app.draw()
    return [(text, rect) for text, rect in drawn if rect.top >= viewer.table.bar_rect.bottom]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_help_names_every_key_inside_the_window_without_overlap(app: App, lang: str,
                                                                     size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    viewer = open_replay_viewer(app, size)
    app.run_frames(2)
    assert _help_texts(app) == [], "closed at first"
    button = next(b for b in viewer.buttons if b.label() == "?")  # in the bar, seen without hovering
    assert viewer.table.bar_rect.contains(button.rect)
    assert not any(button.rect.colliderect(b.rect) for b in viewer.buttons if b is not button)
    _question(app)
    drawn = _help_texts(app)
    texts = [text for text, _ in drawn]
    for key in KEYS[lang]:
        assert key in texts, f"{key} not named: {texts}"
    assert len(drawn) >= 2 * len(KEYS[lang]), "each key with what it does"
    panel = viewer.help_rect()
    window = app.screen.get_rect()
    assert window.contains(panel) and panel.top >= viewer.table.bar_rect.bottom
    for k, (text, rect) in enumerate(drawn):
        assert panel.contains(rect), f"{text!r} leaves the panel"
        for other, other_rect in drawn[k + 1:]:
            assert not rect.colliderect(other_rect), f"{text!r} overlaps {other!r}"


def test_question_esc_and_clicks_open_and_close_it(app: App) -> None:
    viewer = open_replay_viewer(app, (960, 600))
    app.run_frames(2)
    _question(app)
    assert _help_texts(app)
    _question(app)
    assert not _help_texts(app), "? again closes it"
    _press(app, pygame.K_F1)
    assert _help_texts(app)
    _press(app, pygame.K_ESCAPE)
    assert not _help_texts(app) and app.top is viewer, "Esc closes the help, not the viewer"
    button = next(b for b in viewer.buttons if b.label() == "?")
    post_mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)
    app.run_frames(1)
    assert _help_texts(app)
    post_mouse(pygame.MOUSEBUTTONDOWN, (480, 400))
    app.run_frames(1)
    assert not _help_texts(app)
    _question(app)
    _press(app, pygame.K_RIGHT)
    assert viewer.index == 1, "the keys still work while it is open"
    _press(app, pygame.K_ESCAPE)
    _press(app, pygame.K_ESCAPE)
    assert app.top is not viewer
