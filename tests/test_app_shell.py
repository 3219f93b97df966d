"""The shared app shell: words that must agree across screens, buttons and the settings overlay."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes import records
from app.scenes.lobby import LobbyScene
from app.scenes.records import ReplayListScene
from app.ui import theme
from tests.apptools import drawn_texts, post_mouse, seated_table


@pytest.fixture(params=["zh", "en"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("zh")


def test_the_replays_screen_is_titled_as_the_lobby_button_that_opens_it(app: App, lang: str) -> None:
    lobby = LobbyScene(app)
    app.reset(lobby)
    button = next(b for b in lobby.action_buttons if b.on_click == lobby.open_replays)
    button.on_click()
    assert isinstance(app.top, ReplayListScene)
    with drawn_texts(records) as texts:
        app.run_frames(1)
    assert texts[0] == button.label()


def test_the_curtain_does_not_name_the_device_with_the_word_for_ai_seats(lang: str) -> None:
    assert i18n.t("lobby.kind.ai") not in i18n.t("curtain.pass_to")


@pytest.mark.parametrize("which", [1, 2])
def test_a_top_bar_button_is_not_left_lit_after_the_screen_it_opened_closes(app: App, which: int) -> None:
    table = seated_table(app, "deadline99", 4, (1280, 720))
    button = table.buttons[which]  # Rules, Settings
    post_mouse(pygame.MOUSEMOTION, button.rect.center)
    app.run_frames(1)
    assert button.hovered and app.screen.get_at((button.rect.x + 4, button.rect.centery))[:3] == theme.BUTTON_HOVER
    post_mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)
    app.run_frames(1)
    assert app.top is not table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    assert app.top is table
    assert not button.hovered
    assert app.screen.get_at((button.rect.x + 4, button.rect.centery))[:3] == theme.BUTTON
    post_mouse(pygame.MOUSEMOTION, button.rect.center)
    app.run_frames(1)
    assert button.hovered, "the pointer coming back over it lights it again"
