"""Deadline 99's table: its top bar's keys, whole seat names in its lines, and room above the hand."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.settings import SettingsScene
from app.scenes.table import SeatSetup, TableScene
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


LONG_NAME = "欢乐斗地主小能手一二三"  # and the seat's number: 12 Chinese characters, as long as a name may be


def _long_named_table(app: App, players: int) -> TableScene:
    """Deadline 99 at 960×600 with the person "P1" and AI seats named with 12 Chinese characters."""
    app.screen = pygame.display.set_mode((960, 600))
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"{LONG_NAME}{i}") for i in range(2, players + 1)]
    table = TableScene(app, "deadline99", seats, {}, 1)
    app.reset(table)
    table.on_resize((960, 600))
    app.run_frames(1)
    return table


def _whole(name: str, lines: list[str]) -> bool:
    return any(name in line for line in lines)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("players", [6, 8])
def test_the_waiting_line_keeps_a_long_chinese_name_whole(app: App, lang: str, players: int) -> None:
    """At eight seats the line above the hand wraps between the seats; it read "等待 欢乐斗地主小能手一" /
    "二三2……". The name now goes whole onto the next line."""
    i18n.set_language(lang)
    table = _long_named_table(app, players)
    for seat in range(1, players):
        text = table.ui.waiting_line([seat])
        _, _, lines = table.ui.status_panel(text)
        assert _whole(table.name(seat), lines), lines


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_question_naming_a_seat_keeps_the_name_whole(app: App, lang: str) -> None:
    """"You swapped hands with <name>: this is your new hand." wraps without cutting the name, in
    any width of question the name fits."""
    from app.games import deadline99_places as places
    from app.fonts import get_font

    i18n.set_language(lang)
    table = _long_named_table(app, 6)
    name = table.name(3)
    title = i18n.t("d99.look_swap", target=name)
    for width in range(table.ui.scaled(260), table.ui.scaled(560), 7):
        for style in range(len(places.PROMPT_STYLES)):
            size, lines = places.title_lines(table.ui, title, width, style)
            margin = places.PROMPT_STYLES[style].margin
            room = width - 2 * (table.ui.scaled(margin) + table.ui.scaled(2))
            if get_font(size, True).size(name)[0] <= room:
                assert _whole(name, lines), (width, lines)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_hint_naming_a_seat_keeps_the_name_whole(app: App, lang: str) -> None:
    """The hint "Hint: play ♠A and let <name> play next" shows over the table without cutting the
    name, in any width of message the name fits."""
    from app.fonts import get_font
    from app.ui.widgets import TOAST_SIZE

    i18n.set_language(lang)
    table = _long_named_table(app, 6)
    name = table.name(2)
    table.ui.say_hint(i18n.t("d99.hint.next", card="♠A", name=name))
    toast = app.toast
    for width in range(200, 760, 7):
        lines = toast.lines(width)
        if get_font(TOAST_SIZE).size(name)[0] <= width - 40:
            assert _whole(name, lines), (width, lines)
    width = table.toast_place((960, 600))[1]
    assert _whole(name, toast.lines(width, table.scale))


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (960, 720), (1280, 720)])
@pytest.mark.parametrize("players", [7, 8])
def test_the_line_above_the_hand_keeps_clear_of_the_direction_label(app: App, lang: str, size: tuple[int, int],
                                                                    players: int) -> None:
    """Wrapped between the seats (at eight seats in a 1024×640 window, say), the line above the hand
    came up to 6 px under "clockwise". It now keeps the 12 px other panels keep from it (at
    1280×720), and still stays off the person's cards."""
    from app.games import deadline99_places as places
    from app.ui import theme

    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"{LONG_NAME}{i}") for i in range(2, players + 1)]
    table = TableScene(app, "deadline99", seats, {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    ui = table.ui
    label = ui.direction_rect()
    texts = [ui.waiting_line([seat]) for seat in range(1, players)]
    texts += [i18n.t("d99.no_safe_card"), i18n.t("d99.your_turn"), i18n.t("d99.log.drew_you", cards="♠10 ♥Q ♦K")]
    for text in texts:
        panel, _, lines = ui.status_panel(text)
        if panel.top >= label.top and label.left - panel.w < panel.left < label.right:  # under the label
            assert panel.top - label.bottom >= theme.scaled(12, table.scale), (text, panel, label, lines)
        cards = places.hand_box(ui)
        assert cards is None or not panel.colliderect(cards), (text, panel, cards)
