"""The results and the error screen offer the language as the lobby and the table do: a Settings
button that opens the settings over them; a language switched there re-lays the screen out at once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app import i18n
from app.fonts import get_font
from app.main import App
from app.scenes import error as error_module, results as results_module
from app.scenes.error import ErrorScene
from app.scenes.results import ResultsScene
from app.scenes.settings import SettingsScene
from app.scenes.table import SeatSetup, TableScene
from engine.core import Outcome
from engine.record import Record
from tests.apptools import drawn_texts, post_mouse, quick_app


def _click(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEMOTION, pos)
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.run_frames(1)


def _switch_in_settings(app: App, scene: ResultsScene | ErrorScene) -> SettingsScene:
    """Click the screen's Settings button, then the settings' language row: the settings stay open."""
    button = scene.settings_button
    assert scene.rect.contains(button.rect), (button.rect, scene.rect)
    _click(app, button.rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene), "Settings opened over the screen"
    language = next(b for key, b in settings.rows if key == "settings.language")
    _click(app, language.rect.center)
    return settings


def _results(app: App) -> ResultsScene:
    names = ["Alexandrina", "Bartholomew", "国国国国国国"]
    table = TableScene(app, "deadline99", [SeatSetup(True, names[0])] + [SeatSetup(False, n) for n in names[1:]], {}, 3)
    app.reset(table)
    results = ResultsScene(app, table, Outcome((0,), (1.0, 0.0, 0.0)))
    app.push(results)
    app.run_frames(1)
    return results


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_results_switch_language_from_their_own_settings_button(home: Path, first: str, then: str) -> None:
    """With the results up there was no way to switch the language (the table's Settings lay under
    them). Their Settings button opens the settings over them; switching the language there re-lays
    the results out in it at once (behind the settings, and after Back) as a panel opened in it is."""
    app = quick_app(size=(960, 600))
    try:
        app.update_settings(language=first)
        results = _results(app)
        settings = _switch_in_settings(app, results)
        assert i18n.language() == then and app.settings.language == then
        with drawn_texts(results_module) as behind:
            app.draw()
        assert i18n.t("results.you_won") in behind, behind
        settings.back.on_click()
        app.run_frames(1)
        assert app.top is results
        fresh = ResultsScene(app, results.table, results.outcome)
        fresh.on_resize(app.screen.get_size())
        assert results.lines == fresh.lines and results.rect == fresh.rect
        with drawn_texts(results_module) as texts:
            app.draw()
        assert i18n.t("results.you_won") in texts and results.settings_button.label() == i18n.t("results.settings")
        assert results.rect.contains(results.settings_button.rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_error_screen_switches_language_from_its_own_settings_button(home: Path, first: str, then: str) -> None:
    """The error screen had no way to switch the language. Its Settings button opens the settings
    over it; switching the language there re-lays it out in that language at once."""
    app = quick_app(size=(960, 600))
    try:
        app.update_settings(language=first)
        scene = ErrorScene(app, Path("/tmp/crash.log"), Record("deadline99", 1, 4, {}, 1))
        app.reset(scene)
        app.run_frames(1)
        settings = _switch_in_settings(app, scene)
        assert i18n.language() == then
        settings.back.on_click()
        app.run_frames(1)
        assert app.top is scene
        with drawn_texts(error_module) as texts:
            app.draw()
        assert i18n.t("error.title") in texts, texts
        fresh = ErrorScene(app, Path("/tmp/crash.log"), Record("deadline99", 1, 4, {}, 1))
        fresh.on_resize(app.screen.get_size())
        assert [b.shared_size for b in scene.buttons] == [b.shared_size for b in fresh.buttons]
        assert scene.settings_button.label() == i18n.t("results.settings")
        assert scene.rect.contains(scene.settings_button.rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _screen(app: App, which: str) -> ResultsScene | ErrorScene:
    """The results (of a game the person won) or the error screen, past their keys' quiet second."""
    from app.ui.keygrace import KEY_GRACE

    if which == "results":
        scene: ResultsScene | ErrorScene = _results(app)
    else:
        scene = ErrorScene(app, Path("/tmp/crash.log"), Record("deadline99", 1, 4, {}, 1))
        app.reset(scene)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    return scene


@pytest.mark.parametrize("which", ["results", "error"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_screens_settings_open_from_the_keyboard_by_s_and_by_the_ring(home: Path, which: str, lang: str) -> None:
    """The results' and the error screen's Settings button worked with the mouse only. Now S opens
    the settings over the screen (no other key of the screen is S), the button says so ("Settings
    [S]", "设置 [S]"), and Tab (last in the ring, after the screen's own buttons) or Shift+Tab
    from no ring rings it, Enter then opening the settings."""
    app = quick_app(size=(960, 600))
    try:
        app.update_settings(language=lang)
        scene = _screen(app, which)
        button = scene.settings_button
        assert button.label() == i18n.t("table.settings") + " [S]", button.label()
        assert all(b.hotkey != pygame.K_s for b in scene.buttons)
        assert scene.rect.contains(button.rect) and get_font(button.fitted_size()).size(button.label())[0] <= button.rect.w
        _key(app, pygame.K_s)
        settings = app.top
        assert isinstance(settings, SettingsScene), "S opens the settings over the screen"
        settings.back.on_click()
        app.run_frames(1)
        assert app.top is scene
        _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
        assert scene.ring.focus is button, "Shift+Tab from no ring: Settings, the ring's last"
        _key(app, pygame.K_TAB)
        assert scene.ring.focus is scene.ring.buttons[0] and scene.ring.focus is not button
        for _ in scene.ring.buttons[1:]:
            _key(app, pygame.K_TAB)
        assert scene.ring.focus is button, "Tab comes to Settings after the screen's own buttons"
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, SettingsScene), "Enter on the ringed Settings opens them"
    finally:
        i18n.set_language("zh")
        app.shutdown()
