"""The replay viewer's bar tells each button's key: the button under the pointer shows a tip with
what it does and its key, inside the window, in Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import app.scenes.replay as replay
from app import i18n
from tests.apptools import drawn_texts, open_replay_viewer, post_mouse, quick_app

KEYS = {"zh": ["[Home]", "[←]", "[空格]", "[→]", "[End]", "[S]", "[Esc]", "[?]"],
        "en": ["[Home]", "[←]", "[Space]", "[→]", "[End]", "[S]", "[Esc]", "[?]"]}


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_button_under_the_pointer_tells_its_key(home: Path, lang: str, size: tuple[int, int]) -> None:
    before = i18n.language()
    app = quick_app()
    i18n.set_language(lang)
    try:
        viewer = open_replay_viewer(app, size)
        app.run_frames(2)
        with drawn_texts(replay) as texts:
            app.run_frames(1)
        assert not [t for t in texts if t.endswith("]")], "no tip while the pointer is over no button"
        window = app.screen.get_rect()
        for button, key in zip(viewer.buttons, KEYS[lang]):
            post_mouse(pygame.MOUSEMOTION, button.rect.center)
            with drawn_texts(replay) as texts:
                app.run_frames(1)
            tips = [t for t in texts if t.endswith(key)]
            assert len(tips) == 1 and len(tips[0]) > len(key), f"{button.label()!r} shows no tip with {key}: {texts}"
            tip = viewer.tip_rect()
            assert tip is not None and window.contains(tip), f"the tip {tip} leaves the {size} window"
            assert tip.top >= viewer.table.bar_rect.bottom, "the tip covers the bar"
            assert tip.left <= button.rect.centerx <= tip.right, "the tip stands under its button"
    finally:
        app.shutdown()
        i18n.set_language(before)
