"""The shared app shell: words that must agree across screens, buttons and the settings overlay."""

from __future__ import annotations

import pytest

from app import i18n
from app.main import App
from app.scenes import records
from app.scenes.lobby import LobbyScene
from app.scenes.records import ReplayListScene
from tests.apptools import drawn_texts


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
