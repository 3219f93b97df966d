"""Keys pressed by habit never lose a game: Esc at the table asks before leaving, and Start in the
lobby asks before a new game replaces an unfinished saved one (Enter and Esc keep things as they are)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from app import i18n, savegame
from app.ui import theme
from app.main import App
from app.scenes.confirm import ConfirmScene
from app.scenes.lobby import LobbyScene
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import finished_record, new_game_question, post_mouse, quick_app


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _person_table(app: App) -> TableScene:
    table = TableScene(app, "deadline99", [SeatSetup(True, "Ann"), SeatSetup(False, "Bot")], {}, 3)
    app.reset(table)
    app.run_frames(5)
    return table


def test_esc_at_the_table_asks_and_enter_or_esc_stay(home: Path) -> None:
    app = quick_app()
    table = _person_table(app)
    for answer in (pygame.K_RETURN, pygame.K_ESCAPE):
        _key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, ConfirmScene)
        _key(app, answer)
        assert app.top is table, "Enter and Esc keep the game"
    _key(app, pygame.K_ESCAPE)
    _key(app, pygame.K_l)
    assert isinstance(app.top, LobbyScene)
    app.shutdown()


def test_the_lobby_button_asks_like_esc(home: Path) -> None:
    app = quick_app()
    table = _person_table(app)
    lobby_button = table.buttons[0]
    post_mouse(pygame.MOUSEBUTTONDOWN, lobby_button.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, lobby_button.rect.center)
    app.run_frames(1)
    assert isinstance(app.top, ConfirmScene), "a game in play is left only once the person says so"
    _key(app, pygame.K_ESCAPE)
    assert app.top is table
    app.shutdown()


def test_clicking_leave_goes_to_the_lobby_with_the_game_saved(home: Path) -> None:
    app = quick_app()
    table = _person_table(app)
    for _ in range(3000):  # let a few moves happen so there is something saved
        if len(table.session.record.actions) >= 2:
            break
        if table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        app.run_frames(1)
    _key(app, pygame.K_ESCAPE)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    post_mouse(pygame.MOUSEBUTTONDOWN, confirm.go.rect.center)
    app.run_frames(1)
    assert isinstance(app.top, LobbyScene)
    assert app.top.saved is not None and app.top.saved.actions == table.session.record.actions
    app.shutdown()


def test_a_table_without_people_is_left_at_once(home: Path) -> None:
    app = quick_app()
    table = TableScene(app, "deadline99", [SeatSetup(False, "B1"), SeatSetup(False, "B2")], {}, 3)
    app.reset(table)
    app.run_frames(2)
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LobbyScene)
    app.shutdown()


@pytest.mark.parametrize("lang, name", [("en", "Xianshi Tongxing"), ("zh", "现世通行")])
def test_start_asks_before_replacing_an_unfinished_game(home: Path, lang: str, name: str) -> None:
    app = quick_app()
    i18n.set_language(lang)
    try:
        record, _ = finished_record("xianshi_tongxing", 2)
        savegame.save_in_progress(record.truncated(3))
        saved_text = savegame.autosave_path().read_text(encoding="utf-8")
        lobby = LobbyScene(app)
        app.reset(lobby)
        lobby.start()
        confirm = app.top
        assert isinstance(confirm, ConfirmScene) and name in confirm.message
        _key(app, pygame.K_RETURN)
        assert app.top is lobby, "Enter keeps the saved game"
        assert savegame.autosave_path().read_text(encoding="utf-8") == saved_text
        lobby.start()
        _key(app, pygame.K_n)
        assert isinstance(app.top, TableScene) and app.top.game.info.id == lobby.game_id
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_replace_question_says_how_to_go_back_to_the_saved_game(home: Path, lang: str) -> None:
    """Starting over an unfinished game, the English question said "Continue in the lobby resumes that
    one instead"; the Chinese one only said the game would be replaced, not that 继续 takes it up
    again. Both languages name the lobby's Continue button."""
    app = quick_app()
    i18n.set_language(lang)
    try:
        confirm = new_game_question(app)
        assert i18n.t("lobby.continue") in confirm.message
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_start_without_a_saved_game_deals_at_once(home: Path) -> None:
    app = quick_app()
    lobby = LobbyScene(app)
    app.reset(lobby)
    assert lobby.saved is None
    lobby.start()
    assert isinstance(app.top, TableScene)
    app.shutdown()


def _ringed(app: App, buttons: list) -> list[int]:
    """Which of ``buttons`` are drawn with the focus ring (its accent colour just left of them)."""
    app.draw()
    screen, scale = app.screen, app.top.scale
    pad = theme.scaled(6, scale)
    return [k for k, b in enumerate(buttons)
            if any(screen.get_at((x, b.rect.centery))[:3] == theme.ACCENT for x in range(b.rect.x - pad, b.rect.x))]


def _tab(app: App, shift: bool = False) -> None:
    mod = pygame.KMOD_LSHIFT if shift else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_tab_rings_the_confirm_buttons_and_enter_presses_the_ringed_one(home: Path, lang: str) -> None:
    """The question had hotkeys but no ring: Tab did nothing, so a keyboard user could reach its
    buttons only by their letters. Now, as on every screen (app.ui.focus.ButtonRing), Tab and
    Shift+Tab ring Stay and Leave in turn, the ring follows the pointer, and Enter presses the
    ringed button; opened by a click, no ring shows until a key puts one up."""
    app = quick_app()
    i18n.set_language(lang)
    try:
        table = _person_table(app)
        post_mouse(pygame.MOUSEBUTTONDOWN, table.buttons[0].rect.center)
        post_mouse(pygame.MOUSEBUTTONUP, table.buttons[0].rect.center)
        app.run_frames(1)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        buttons = [confirm.stay, confirm.go]
        assert _ringed(app, buttons) == [], "opened by a click: no ring yet"
        for shift, expected in ((False, 0), (False, 1), (False, 0), (True, 1), (True, 0)):
            _tab(app, shift)
            assert _ringed(app, buttons) == [expected], ("Shift+Tab" if shift else "Tab") + f" should ring {expected}"
        _key(app, pygame.K_RIGHT)
        assert _ringed(app, buttons) == [1], "Right moves along the row"
        post_mouse(pygame.MOUSEMOTION, confirm.stay.rect.center)
        app.run_frames(1)
        assert _ringed(app, buttons) == [0], "the ring follows the pointer"
        _key(app, pygame.K_SPACE)
        assert app.top is table, "Space on Stay stays"
        _key(app, pygame.K_ESCAPE)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        _tab(app, shift=True)
        assert _ringed(app, [confirm.stay, confirm.go]) == [1]
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, LobbyScene), "Enter presses the ringed Leave"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_confirm_opened_by_a_key_opens_ringed_on_the_safe_button(home: Path) -> None:
    """Esc at the table or in the lobby opens the question from the keyboard: it opens with the
    ring already on Stay, where Enter already went (never on Leave or Quit), so what Enter will do
    is drawn; Tab then moves it to the other button."""
    app = quick_app()
    try:
        table = _person_table(app)
        _key(app, pygame.K_ESCAPE)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == [0]
        _key(app, pygame.K_RETURN)
        assert app.top is table, "Enter keeps the game"
        lobby = LobbyScene(app)
        app.reset(lobby)
        app.run_frames(1)
        _key(app, pygame.K_ESCAPE)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == [0]
        _tab(app)
        assert _ringed(app, [confirm.stay, confirm.go]) == [1]
        _tab(app)
        _key(app, pygame.K_RETURN)
        assert app.top is lobby, "Enter on Stay stays"
    finally:
        app.shutdown()


def test_start_and_clear_pressed_by_key_open_their_question_ringed_and_by_click_not(home: Path) -> None:
    """Start (Enter) and the statistics' Clear (R) could not tell a key from a click, so their
    questions never opened ringed; they now open as the press was made: by key ringed on the safe
    button, by click with no ring."""
    from app import stats
    from app.scenes.records import StatsScene

    app = quick_app()
    try:
        record, _ = finished_record("deadline99", 2)
        savegame.save_in_progress(record.truncated(3))
        lobby = LobbyScene(app)
        app.reset(lobby)
        app.run_frames(1)
        _key(app, pygame.K_RETURN)  # Start's key
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == [0]
        _key(app, pygame.K_RETURN)
        assert app.top is lobby and savegame.autosave_path().exists(), "Enter on the ringed Stay stays"
        post_mouse(pygame.MOUSEBUTTONDOWN, lobby.action_buttons[0].rect.center)
        app.run_frames(1)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == []
        _key(app, pygame.K_ESCAPE)

        stats.record_result("deadline99", ["person:Ann", "heuristic"], (0,))
        scene = StatsScene(app)
        app.push(scene)
        app.run_frames(1)
        _key(app, pygame.K_r)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == [0]
        _key(app, pygame.K_ESCAPE)
        post_mouse(pygame.MOUSEBUTTONDOWN, scene.clear.rect.center)
        app.run_frames(1)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        assert _ringed(app, [confirm.stay, confirm.go]) == []
    finally:
        app.shutdown()
