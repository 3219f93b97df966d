"""The replay viewer's bar tells each button's key: the button under the pointer shows a tip with
what it does, inside the window, in Chinese and English; the tip names the key of a glyph button
(|◀ ◀ ▶ ▶| ?), not again the key a worded button (Play, View, Back) already shows."""

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
    """Each button's tip is under it, inside the window, and says what it does; a glyph button's tip
    names its key; Play, View and Back name theirs on the button, and their tips ("Play [Space]"
    under "Play [Space]") no longer repeat it."""
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
            label, tip_text = button.label(), viewer.tips[viewer.buttons.index(button)]()
            assert tip_text in texts, f"{label!r} shows no tip: {texts}"
            if label.endswith(" " + key):  # Play, View and Back name their keys themselves
                assert key not in tip_text, f"the tip {tip_text!r} repeats the key {label!r} shows"
                assert tip_text not in label, f"the tip {tip_text!r} only repeats {label!r}"
            else:
                assert tip_text.endswith(key) and len(tip_text) > len(key), f"{label!r}'s tip {tip_text!r} lacks {key}"
            tip = viewer.tip_rect()
            assert tip is not None and window.contains(tip), f"the tip {tip} leaves the {size} window"
            assert tip.top >= viewer.table.bar_rect.bottom, "the tip covers the bar"
            assert tip.left <= button.rect.centerx <= tip.right, "the tip stands under its button"
        viewer.playing = True  # Pause [Space]: its tip says what it does, without the key
        assert viewer.tips[2]() not in viewer.buttons[2].label() and KEYS[lang][2] not in viewer.tips[2]()
    finally:
        app.shutdown()
        i18n.set_language(before)


def test_tab_rings_the_bar_buttons_and_enter_presses_the_ringed_one(home: Path) -> None:
    """Tab did nothing in the replay viewer, unlike every other screen. Now Tab and Shift+Tab ring
    the bar's buttons in reading order, Enter presses the ringed one, and the ring is drawn."""
    from app.ui import theme
    from tests.apptools import press

    app = quick_app()
    try:
        viewer = open_replay_viewer(app, (960, 600))
        press(app, pygame.K_END)
        app.run_frames(30)
        last = viewer.index
        assert last > 0
        press(app, pygame.K_TAB, pygame.K_TAB)
        back = viewer.buttons[1]
        ring = [app.screen.get_at((back.rect.centerx, y))[:3] for y in range(max(0, back.rect.y - 10), back.rect.y)]
        assert theme.ACCENT in ring, "the ringed button shows the ring"
        press(app, pygame.K_RETURN)
        assert viewer.index == last - 1, "Enter pressed the ringed ◀"
        press(app, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB)
        assert not viewer.help_open
        press(app, pygame.K_RETURN)
        assert viewer.help_open, "the eighth stop is the ? button"
        press(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
        press(app, pygame.K_RETURN)
        assert app.top is not viewer, "Shift+Tab goes back to Back, and Enter leaves"
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_bar_s_worded_buttons_name_their_keys_and_fit(home: Path, lang: str, size: tuple[int, int]) -> None:
    """Play, View and Back showed their keys only in the tip under the pointer or in the help, where
    every other screen's buttons write theirs " [K]". They now do too ("Play [Space]", "View: A [S]",
    "Back [Esc]"), each written whole at the bar's size, apart, inside the bar; the row takes no
    more room than it did (it ended 704 px in), so the move counter and the game's name beside it
    are written whole, at 960×600 as at 1280×720. The glyph buttons (|◀ ◀ ▶ ▶| ?) keep their glyphs:
    with their keys too the bar leaves no room for the counter at 960×600."""
    before = i18n.language()
    app = quick_app()
    i18n.set_language(lang)
    try:
        viewer = open_replay_viewer(app, size)
        app.run_frames(2)
        play, seat, back = viewer.buttons[2], viewer.buttons[5], viewer.buttons[6]
        space = i18n.t("replay.key.space")
        assert play.label() == f"{i18n.t('replay.play')} [{space}]"
        assert back.label() == f"{i18n.t('common.back')} [Esc]"
        for playing in (False, True):
            viewer.playing = playing
            for _ in range(viewer.table.players + 1):  # each seat's view, then everyone's
                assert seat.label().endswith(" [S]"), seat.label()
                for b in viewer.buttons:
                    assert b.fitted_size() == b.font_size, f"{b.label()!r} is written smaller than the bar's size"
                viewer.next_seat()
        assert play.label() == f"{i18n.t('replay.pause')} [{space}]"
        viewer.playing = False
        rects = [b.rect for b in viewer.buttons]
        assert all(viewer.table.bar_rect.contains(r) for r in rects)
        assert all(a.right < b.left for a, b in zip(rects, rects[1:])), "in a row, apart"
        assert rects[-1].right <= viewer.table.px(704)
        (position, *_), (name, *_) = viewer.bar_texts()
        assert "…" not in position + name
    finally:
        app.shutdown()
        i18n.set_language(before)
