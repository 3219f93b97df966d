"""Where a message shows over the settings (an overlay over the lobby or a table): it showed in the
middle of the window, over the rows being changed; it now shows above the rows, across the top of the
window and the settings' title, as the full pages show theirs in their title band."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from app.i18n import t_in
from app.main import App
from app.scenes.lobby import LobbyScene
from app.scenes.settings import SettingsScene
from tests.apptools import drawn_toast_rect


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)], ids=["960", "1280", "1920"])
def test_a_settings_message_covers_no_row_and_no_button(lang_app: App, home: Any, size, lang) -> None:
    app = lang_app
    app.reset(LobbyScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    settings.on_resize(size)
    app.run_frames(1)
    path = "/home/someone/.config/Paizhuo/settings.json"
    app.toast.show(t_in(lang, "storage.save_settings_failed", path=path, detail="Permission denied: " + path), 5.0)
    at = drawn_toast_rect(app)
    assert at is not None and pygame.Rect((0, 0), size).contains(at)
    for _, button in settings.rows:
        assert at.bottom <= button.rect.top, (at, button.rect)
    assert not at.colliderect(settings.back.rect)
