"""Deadline 99's table: its top bar's keys, whole seat names in its lines, and room above the hand."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.settings import SettingsScene
from tests.apptools import press, seated_table


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_settings_button_shows_its_key_and_the_key_opens_settings(app: App, lang: str) -> None:
    """Settings was the one top-bar button with no key ("Fast forward ▶▶ [F]", "Hint [H]"); it now
    reads "Settings [S]" as on the results and error screens, and S opens the settings."""
    i18n.set_language(lang)
    table = seated_table(app, "deadline99", 4, (960, 600))
    settings = next(b for b in table.buttons if b.on_click == table.open_settings)
    assert settings.label() == i18n.t("results.settings")
    assert settings.fitted_size() == table.buttons[0].fitted_size(), "written as large as Lobby and Rules"
    press(app, pygame.K_s)
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_other_tables_keep_s_for_their_own_plays(app: App) -> None:
    """S is Stars and Storms' "star" key: its table's Settings takes no key from it."""
    table = seated_table(app, "stars_and_storms", 4, (960, 600))
    settings = next(b for b in table.buttons if b.on_click == table.open_settings)
    assert settings.hotkey is None and settings.label() == i18n.t("table.settings")
