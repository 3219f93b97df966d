"""The error screen's buttons by keyboard: Tab rings them as on every screen (app.ui.focus.ButtonRing)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app import i18n
from app.i18n import t
from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.lobby import LobbyScene
from app.scenes.table import TableScene
from app.ui import theme
from app.ui.keygrace import KEY_GRACE
from tests.apptools import finished_record, post_mouse, quick_app


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _ringed(app: App, scene: ErrorScene) -> list[int]:
    """Which of the screen's buttons (Resume, Lobby, then Settings in the corner) are drawn with the
    focus ring (its accent colour just left of them)."""
    app.draw()
    pad = theme.scaled(6, scene.scale)
    return [k for k, b in enumerate(scene.buttons + [scene.settings_button])
            if any(app.screen.get_at((x, b.rect.centery))[:3] == theme.ACCENT for x in range(b.rect.x - pad, b.rect.x))]


def _error(app: App, resumable: bool, hammered: bool = False) -> ErrorScene:
    record = finished_record("deadline99", 3)[0].truncated(4) if resumable else None
    scene = ErrorScene(app, Path("/tmp/crash.log"), record)
    app.reset(scene)
    app.run_frames(1 if hammered else int(KEY_GRACE * 60) + 2)  # its keys work after a quiet KEY_GRACE
    return scene


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_tab_rings_resume_and_lobby_and_enter_presses_the_ringed_one(home: Path, lang: str) -> None:
    """The error screen had Enter and Esc but no ring: Tab did nothing. Now Tab and Shift+Tab ring
    Resume and Back to lobby in turn, the ring follows the pointer, and Enter presses the ringed
    button (Back to lobby, not Resume, when that is ringed); Resume's "[Enter]" goes while the ring
    is on the other button, since Enter then does not resume."""
    app = quick_app()
    i18n.set_language(lang)
    try:
        scene = _error(app, resumable=True)
        resume, lobby = scene.buttons
        assert _ringed(app, scene) == [], "no ring until a key puts one up"
        for mod, expected in ((0, 0), (0, 1), (0, 2), (0, 0), (pygame.KMOD_LSHIFT, 2)):
            _key(app, pygame.K_TAB, mod)
            assert _ringed(app, scene) == [expected], f"Tab (mod {mod}) should ring {expected}"
        assert "[Enter]" not in resume.label() and resume.label() == t("error.resume")
        post_mouse(pygame.MOUSEMOTION, resume.rect.center)
        app.run_frames(1)
        assert _ringed(app, scene) == [0], "the ring follows the pointer"
        assert resume.label().endswith("[Enter]")
        _key(app, pygame.K_RIGHT)
        assert _ringed(app, scene) == [1], "Right moves along the row"
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, LobbyScene), "Enter presses the ringed Back to lobby"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_the_ring_never_lands_on_a_greyed_resume(home: Path) -> None:
    """With no record to resume, Resume is greyed: Tab and Shift+Tab ring only Back to lobby and
    Settings, and Space presses Back to lobby."""
    app = quick_app()
    try:
        scene = _error(app, resumable=False)
        for mod, expected in ((0, 1), (0, 2), (0, 1), (pygame.KMOD_LSHIFT, 2), (pygame.KMOD_LSHIFT, 1)):
            _key(app, pygame.K_TAB, mod)
            assert _ringed(app, scene) == [expected]
        _key(app, pygame.K_SPACE)
        assert isinstance(app.top, LobbyScene)
    finally:
        app.shutdown()


def test_enter_still_resumes_with_no_ring(home: Path) -> None:
    app = quick_app()
    try:
        _error(app, resumable=True)
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_panel_is_as_tall_as_its_text_and_buttons_need(home: Path, size: tuple[int, int]) -> None:
    """The panel kept a fixed height, leaving an empty band above the buttons under a short message."""
    from app.ui.widgets import wrap_text

    app = App(headless=True, size=size)
    try:
        scene = _error(app, resumable=True)
        app.draw()
        px = scene.px
        lines = wrap_text(scene.body(), px(18), scene.rect.w - px(40))
        text_bottom = scene.rect.y + px(80) + len(lines) * px(26)
        gap = min(b.rect.top for b in scene.buttons) - text_bottom
        assert 0 < gap <= px(30), gap
        assert all(scene.rect.contains(b.rect) for b in scene.buttons)
        assert scene.rect.bottom - max(b.rect.bottom for b in scene.buttons) == px(22)
    finally:
        app.shutdown()


@pytest.mark.parametrize("frames", [6, 3], ids=["hammered", "held"])
def test_enter_hammered_or_held_as_the_error_screen_comes_up_leaves_it_up(home: Path, frames: int) -> None:
    """The error screen comes up by itself, often at a key press: Enter hammered or held on took
    Resume at once, so the person never read what happened or where the log is (and could land in
    the same error again). Its keys now wait for a quiet second, as the results' do."""
    app = quick_app()
    try:
        scene = _error(app, resumable=True, hammered=True)
        for _ in range(150 // frames):  # two and a half seconds of Enter
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
            app.run_frames(frames)
            assert app.top is scene, "a hammered Enter left the error screen"
        app.run_frames(int(KEY_GRACE * 60) + 2)
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, TableScene)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_log_path_takes_one_line_and_the_log_keeps_it_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        lang: str, size: tuple[int, int]) -> None:
    """With a home folder of 150 characters the error screen wrote the crash log's whole path over
    three or four lines. It now takes one line, as the other messages naming a file do
    (storage.fitted_path): its start, "…" and the file's name; the app's log names it whole."""
    import logging

    from app.scenes import error
    from tests.apptools import drawn_texts

    long_home = tmp_path / ("H" * max(1, 150 - len(str(tmp_path))))
    monkeypatch.setenv("PAIZHUO_HOME", str(long_home))
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    try:
        with caplog.at_level(logging.ERROR):
            app.crash(RuntimeError("boom"))
        scene = app.top
        assert isinstance(scene, ErrorScene) and scene.log_path is not None
        full = str(scene.log_path)
        assert len(full) > 150 and any(full in r.getMessage() for r in caplog.records), "the log names it whole"
        with drawn_texts(error) as texts:
            app.run_frames(1)
        shown = [line for line in texts if scene.log_path.name in line or "…" in line]
        assert len(shown) == 1, texts
        line = shown[0]
        assert "…" in line and line.endswith(scene.log_path.name) and line.startswith(full[:5]), line
        px = scene.px
        from app.fonts import get_font
        assert get_font(px(18)).size(line)[0] <= scene.rect.w - px(40), line
    finally:
        i18n.set_language("zh")
        app.shutdown()
