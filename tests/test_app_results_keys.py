"""The results from the keyboard: Tab and Shift+Tab ring their buttons in reading order (Export,
then Play again and Back to lobby), then Settings in the panel's corner, Enter or Space presses the ringed one; no key works until a second
passes with no key pressed after they appear (a key meant for what was up before, hammered or held,
starts no new game)."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.lobby import LobbyScene
from app.scenes.results import ResultsScene
from app.ui.keygrace import KEY_GRACE
from app.scenes.table import SeatSetup, TableScene
from app.ui import theme
from engine.core import Outcome


def _press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _results(app: App, size: tuple[int, int] = (1280, 720)) -> ResultsScene:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    table = TableScene(app, "deadline99", [SeatSetup(True, "P1"), SeatSetup(False, "B2")], {}, 3)
    app.reset(table)
    results = ResultsScene(app, table, Outcome((0,), (1.0, 0.0)))
    app.push(results)
    results.on_resize(size)
    app.run_frames(1)
    return results


def _ring_at(app: App, scene: ResultsScene, button: object) -> bool:
    """Whether the accent ring shows just over ``button``."""
    rect = button.rect  # type: ignore[attr-defined]
    app.draw()
    return app.screen.get_at((rect.centerx, rect.y - scene.px(4)))[:3] == theme.ACCENT


def test_tab_waits_out_the_first_second_like_every_key(app: App) -> None:
    results = _results(app)
    _press(app, pygame.K_TAB)
    assert not any(_ring_at(app, results, b) for b in results.buttons)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _press(app, pygame.K_TAB)
    assert _ring_at(app, results, results.buttons[2]), "Export, the top button, first"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_tab_and_shift_tab_walk_the_buttons_with_a_ring(app: App, size: tuple[int, int], lang: str) -> None:
    i18n.set_language(lang)
    results = _results(app, size)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    export, again, lobby = results.buttons[2], results.buttons[0], results.buttons[1]
    settings = results.settings_button  # after the screen's own buttons
    for expected in (export, again, lobby, settings, export):
        _press(app, pygame.K_TAB)
        assert _ring_at(app, results, expected)
        assert [b for b in results.buttons + [settings] if _ring_at(app, results, b)] == [expected], "one ring"
    _press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert _ring_at(app, results, settings)


def test_enter_presses_the_ringed_button_not_play_again(app: App) -> None:
    _results(app)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    for _ in range(3):
        _press(app, pygame.K_TAB)  # Export, Play again, Back to lobby
    _press(app, pygame.K_RETURN)
    assert isinstance(app.top, LobbyScene)


def test_space_presses_the_ringed_button(app: App) -> None:
    results = _results(app)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    table = results.table
    _press(app, pygame.K_TAB)
    _press(app, pygame.K_TAB)  # Play again
    _press(app, pygame.K_SPACE)
    assert isinstance(app.top, TableScene) and app.top is not table


def test_with_no_ring_enter_still_plays_again(app: App) -> None:
    results = _results(app)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _press(app, pygame.K_SPACE)  # no ring: Space does nothing
    assert app.top is results
    _press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top is not results.table


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_enter_hint_is_on_play_again_only_while_enter_plays_again(app: App, lang: str) -> None:
    """"Play again [Enter]" kept its hint while the ring was on Back to lobby or Export, where Enter
    presses the ringed button. Now the hint shows while Enter plays again (no ring, or the ring on
    Play again) and is gone while the ring is elsewhere; the ring and the other hints stay."""
    import app.ui.widgets as widgets
    from tests.apptools import drawn_text_rects

    i18n.set_language(lang)
    results = _results(app)
    app.run_frames(int(KEY_GRACE * 60) + 2)
    again = results.buttons[0]

    def labels() -> list[str]:
        with drawn_text_rects(widgets) as drawn:
            app.draw()
        return [text for text, _ in drawn]

    def again_label() -> str:
        return next(text for text in labels() if i18n.t("results.again") in text)

    assert again_label().endswith("[Enter]"), "no ring: Enter plays again"
    for ringed, hint in (("export", False), ("again", True), ("lobby", False), ("settings", False), ("export", False)):
        _press(app, pygame.K_TAB)
        assert _ring_at(app, results, {"export": results.buttons[2], "again": again, "lobby": results.buttons[1],
                                       "settings": results.settings_button}[ringed])
        assert again_label().endswith("[Enter]") == hint, (ringed, again_label())
        assert any(text.endswith("[Esc]") for text in labels()) and any(text.endswith("[E]") for text in labels())
    _press(app, pygame.K_TAB)  # on Play again
    _press(app, pygame.K_TAB)  # on Back to lobby
    _press(app, pygame.K_RETURN)
    assert isinstance(app.top, LobbyScene), "Enter did what the hints say: the ringed button"


def test_enter_hammered_past_the_first_second_starts_no_new_game(app: App) -> None:
    """A player still hammering Enter (pressed every tenth of a second, or held so that it repeats)
    when the results appear: the presses keep the keys asleep; the results stay up until a press
    after a quiet second, which then plays again."""
    results = _results(app)
    for _ in range(30):  # three seconds of presses, well past KEY_GRACE after the results appeared
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.run_frames(6)
        assert app.top is results, "a press in a burst that began before the results skipped them"
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top is not results.table


def test_a_held_enter_repeating_never_plays_again(app: App) -> None:
    """Enter held down from the last turn: its repeats (every 40 ms) do not pass the results."""
    results = _results(app)
    for _ in range(int(KEY_GRACE * 60) * 2 // 3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.run_frames(3)
    assert app.top is results
