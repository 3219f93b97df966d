"""The lobby from the keyboard alone: Tab and Shift+Tab ring every usable control in reading order,
the arrows move in the game list (choosing the game), the seats and the options, Left/Right step a
number option, Space/Enter work the ringed control; Enter with nothing ringed still starts."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.lobby_memory import SEAT_KINDS
from app.main import App
import app.scenes.lobby as lobby_module
from app.scenes.lobby import LobbyScene, NameField
from app.scenes.table import TableScene
from app.ui import theme
from tests.apptools import drawn_texts, fresh_lobby, post_mouse


@pytest.fixture()
def lobby(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[LobbyScene]:
    """A lobby on the first game with its default seats, whose choices reach no other test."""
    with fresh_lobby(tmp_path, monkeypatch) as scene:
        yield scene


def _press(app: App, key: int, mod: int = 0, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _resize(app: App, size: tuple[int, int]) -> None:
    """The window resized by its user to ``size``."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run_frames(1)


def _tab_to(lobby: LobbyScene, target: object, limit: int = 80) -> None:
    """Press Tab until ``target`` has the focus."""
    for _ in range(limit):
        _press(lobby.app, pygame.K_TAB)
        if getattr(lobby, "focus", None) == target:
            return
    raise AssertionError("Tab never reached the control")


def test_tab_reaches_a_seats_kind_button_and_space_changes_the_seat(lobby: LobbyScene) -> None:
    _press(lobby.app, pygame.K_TAB, times=len(lobby.games) + 1)  # past the game list
    seat = 0
    assert getattr(lobby, "focus", None) is lobby.seat_buttons[seat][0]
    before = lobby.rows[seat].kind
    _press(lobby.app, pygame.K_SPACE)
    assert lobby.rows[seat].kind != before
    assert isinstance(lobby.app.top, LobbyScene)


def test_tab_rings_every_usable_control_once_in_reading_order(lobby: LobbyScene) -> None:
    seen: list[object] = []
    for _ in range(200):
        _press(lobby.app, pygame.K_TAB)
        focus = getattr(lobby, "focus", None)
        if seen and focus is seen[0]:
            break
        seen.append(focus)
    actions = lobby.action_buttons
    expected = list(lobby.game_buttons)
    for i, (kind_b, level_b, _) in enumerate(lobby.seat_buttons):
        expected += [kind_b] + ([level_b] if lobby.rows[i].kind == "ai" else [])
        expected += [NameField(i)] if lobby.rows[i].kind != "empty" else []
    expected += [b for _, b in lobby.option_buttons if b.enabled()]
    expected += [b for b in actions[2:] + [actions[1], actions[0]] if b.enabled()]  # Continue: no saved game
    assert seen == expected


def test_down_in_the_game_list_chooses_the_next_game(lobby: LobbyScene) -> None:
    first = lobby.games.index(lobby.game_id)
    _press(lobby.app, pygame.K_TAB, times=first + 1)
    _press(lobby.app, pygame.K_DOWN)
    assert lobby.game_id == lobby.games[first + 1]
    assert lobby.focus is lobby.game_buttons[first + 1]  # the ring stays on it in the new list
    _press(lobby.app, pygame.K_DOWN)
    _press(lobby.app, pygame.K_UP)
    assert lobby.game_id == lobby.games[first + 1]


def test_right_and_left_step_a_number_option(lobby: LobbyScene) -> None:
    lobby._choose_game("zhajinhua")
    spec, button = next((s, b) for s, b in lobby.option_buttons if s.key == "base")
    _tab_to(lobby, button)
    start = lobby.options["base"]
    _press(lobby.app, pygame.K_RIGHT)
    assert lobby.options["base"] > start
    _press(lobby.app, pygame.K_LEFT, times=2)
    assert lobby.options["base"] < start
    _press(lobby.app, pygame.K_EQUALS)
    assert lobby.options["base"] == start


def test_shift_tab_goes_back(lobby: LobbyScene) -> None:
    _press(lobby.app, pygame.K_TAB, times=3)
    third = lobby.focus
    _press(lobby.app, pygame.K_TAB)
    _press(lobby.app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert lobby.focus is third
    _press(lobby.app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT, times=3)
    assert lobby.focus is lobby.action_buttons[0]  # round to Start, the last control


def test_up_and_down_move_through_the_seats_keeping_the_column(lobby: LobbyScene) -> None:
    _tab_to(lobby, NameField(0))
    _press(lobby.app, pygame.K_DOWN)
    assert lobby.focus == NameField(1)
    _press(lobby.app, pygame.K_LEFT, times=2)
    assert lobby.focus is lobby.seat_buttons[1][0]


def test_enter_works_the_ringed_control_and_with_nothing_ringed_starts(lobby: LobbyScene) -> None:
    _tab_to(lobby, lobby.seat_buttons[1][0])
    before = lobby.rows[1].kind
    _press(lobby.app, pygame.K_RETURN)
    assert isinstance(lobby.app.top, LobbyScene) and lobby.rows[1].kind != before
    _press(lobby.app, pygame.K_RETURN, times=len(SEAT_KINDS) - 1)  # round the seat kinds to where it was
    assert lobby.rows[1].kind == before
    corner = (lobby.size[0] - 5, 5)  # a click on no control puts the ring away
    post_mouse(pygame.MOUSEBUTTONDOWN, corner)
    post_mouse(pygame.MOUSEBUTTONUP, corner)
    lobby.app.run_frames(1)
    assert lobby.focus is None
    _press(lobby.app, pygame.K_RETURN)
    assert isinstance(lobby.app.top, TableScene)


def test_a_click_moves_the_ring_to_the_clicked_control(lobby: LobbyScene) -> None:
    _press(lobby.app, pygame.K_TAB)
    target = lobby.action_buttons[3]  # Settings opens over the lobby
    post_mouse(pygame.MOUSEBUTTONDOWN, target.rect.center)
    lobby.app.run_frames(1)
    assert lobby.focus is target


def test_the_name_field_edits_from_the_keyboard(lobby: LobbyScene) -> None:
    _tab_to(lobby, NameField(0))
    _press(lobby.app, pygame.K_SPACE)
    assert lobby.editing == 0
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoe"))
    _press(lobby.app, pygame.K_TAB)  # leaves the field for the next control
    assert lobby.editing is None and lobby.rows[0].name == "Zoe"
    assert lobby.focus is lobby.seat_buttons[1][0]


def _type_name(lobby: LobbyScene, seat: int, text: str) -> None:
    """Type ``text`` into seat ``seat``'s name field and leave it with Enter."""
    _tab_to(lobby, NameField(seat))
    _press(lobby.app, pygame.K_SPACE)
    assert lobby.editing == seat
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    _press(lobby.app, pygame.K_RETURN)
    assert lobby.editing is None


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_name_of_spaces_is_the_seat_s_default_name_and_names_are_trimmed(lobby: LobbyScene, lang: str) -> None:
    """A name of only spaces was kept as the seat's name: the field showed nothing and the table
    seated a player called "   ". Now the name is trimmed when the field is left: spaces alone
    leave the seat its default name, and spaces round a name go."""
    i18n.set_language(lang)
    try:
        default = lobby.seat_name(0)
        _type_name(lobby, 0, "   ")
        assert lobby.rows[0].name == "" and lobby.seat_name(0) == default
        with drawn_texts(lobby_module) as texts:
            lobby.draw(lobby.app.screen)
        assert default in texts, "the field shows the default name"
        _type_name(lobby, 1, "  Zoe ")
        assert lobby.rows[1].name == "Zoe" and lobby.seat_name(1) == "Zoe"
        lobby.start()
        table = lobby.app.top
        assert isinstance(table, TableScene)
        assert [s.name for s in table.seats[:2]] == [default, "Zoe"]
    finally:
        i18n.set_language("zh")


def test_esc_in_a_name_field_cancels_the_edit_and_keeps_the_lobby(lobby: LobbyScene) -> None:
    """Esc in a name field kept the typed text, as Enter does; a person expects Esc to cancel the
    edit. It now puts back the name the field had (a typed name, or none: the seat's default) and
    leaves the field, without asking to quit the lobby."""
    app = lobby.app
    _type_name(lobby, 0, "Zoe")
    for seat, before in ((0, "Zoe"), (1, "")):
        _tab_to(lobby, NameField(seat))
        _press(app, pygame.K_SPACE)
        assert lobby.editing == seat
        _press(app, pygame.K_BACKSPACE)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Max"))
        app.run_frames(1)
        assert lobby.rows[seat].name != before
        _press(app, pygame.K_ESCAPE)
        assert lobby.editing is None and lobby.rows[seat].name == before
        assert app.top is lobby, "Esc in the field does not ask to quit"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_name_cut_at_its_longest_says_so(lobby: LobbyScene, lang: str) -> None:
    """A name was cut at 12 characters without a word: the letters typed after simply did not come.
    A message now says how long a name may be; a name that fits says nothing."""
    from app.lobby_memory import NAME_MAX

    i18n.set_language(lang)
    try:
        lobby.app.toast.clear()
        _type_name(lobby, 0, "Bartholomew")  # 11 letters
        _type_name(lobby, 1, "张" * NAME_MAX)
        assert not lobby.app.toast.text
        _type_name(lobby, 2, "Maximilianus Jr")
        assert lobby.rows[2].name == "Maximilianus Jr"[:NAME_MAX]
        assert lobby.app.toast.text == i18n.t("lobby.name_too_long", n=NAME_MAX)
    finally:
        i18n.set_language("zh")


def test_a_remembered_name_of_spaces_is_the_seat_s_default_name(lobby: LobbyScene) -> None:
    """A name of spaces kept from before (lobby.json) is not shown or seated either."""
    rows = [replace(r) for r in lobby.rows]
    rows[0].name = "  "
    rows[1].name = " Ann "
    LobbyScene.remembered[("seats", lobby.game_id)] = rows
    again = LobbyScene(lobby.app)
    assert again.seat_name(0) == i18n.t("lobby.default_human", n=1) and again.rows[0].name == ""
    assert again.seat_name(1) == "Ann"


@pytest.mark.parametrize("editing", [True, False])
@pytest.mark.parametrize("typed", ["张" * 40, "W" * 40], ids=["chinese", "latin"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_long_name_stays_inside_its_field(lobby: LobbyScene, size: tuple[int, int], typed: str,
                                            editing: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The longest name a person can type (Chinese or wide Latin letters) is drawn inside its field,
    not over the options column: while typed (its end and the caret in sight) and after."""
    import app.scenes.lobby as lobby_module

    _resize(lobby.app, size)
    _tab_to(lobby, NameField(0))
    _press(lobby.app, pygame.K_SPACE)
    lobby.rows[0].name = ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    if not editing:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    lobby.app.run_frames(1)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = lobby_module.blit_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((text, real(surface, text, *args, **kwargs)))
        return drawn[-1][1]

    monkeypatch.setattr(lobby_module, "blit_text", spy)
    lobby.app.run_frames(1)
    field = lobby.seat_buttons[0][2]
    name = lobby.rows[0].name
    shown = [(text, rect) for text, rect in drawn if text.strip("…|") and text.strip("…|") in name + "|"]
    assert len(shown) == 1, "the name is drawn once"
    text, rect = shown[0]
    assert field.contains(rect), f"{text!r} at {rect} leaves its field {field}"
    assert text.endswith("|") == editing and (not editing or text.endswith(name[-1] + "|"))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_focus_ring_shows_in_the_accent_colour(lobby: LobbyScene, size: tuple[int, int], lang: str) -> None:
    i18n.set_language(lang)
    try:
        _resize(lobby.app, size)
        lobby._choose_game("zhajinhua")
        for target in (lobby.seat_buttons[0][0], lobby.option_buttons[0][1], lobby.action_buttons[0]):
            _tab_to(lobby, target)
            ring_top = target.rect.y - lobby.px(4)  # the ring's outer edge, 4 px (at 1280×720) out
            assert lobby.app.screen.get_at((target.rect.centerx, ring_top))[:3] == theme.ACCENT
    finally:
        i18n.set_language("zh")


def _move_mouse(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(1)


def test_the_ring_follows_the_pointer_onto_another_control(lobby: LobbyScene) -> None:
    _press(lobby.app, pygame.K_TAB)
    ringed = lobby.focus
    settings = lobby.action_buttons[3]
    assert ringed is not settings
    _move_mouse(lobby.app, settings.rect.center)
    assert lobby.focus is settings and settings.hovered
    _move_mouse(lobby.app, (2, 2))  # off every control: the ring stays where it was
    assert lobby.focus is settings


def test_the_pointer_alone_puts_no_ring_up(lobby: LobbyScene) -> None:
    _move_mouse(lobby.app, lobby.action_buttons[3].rect.center)
    assert lobby.focus is None


def test_esc_asks_before_quitting_and_esc_or_enter_stay(lobby: LobbyScene) -> None:
    from app.scenes.confirm import ConfirmScene

    app = lobby.app
    for stay_key in (pygame.K_ESCAPE, pygame.K_RETURN):
        _press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, ConfirmScene) and app.running
        _press(app, stay_key)
        assert app.top is lobby and app.running
    _press(app, pygame.K_ESCAPE)
    _press(app, pygame.K_q)
    assert not app.running


def test_the_quit_button_quits_without_asking(lobby: LobbyScene) -> None:
    quit_button = lobby.action_buttons[-1]
    post_mouse(pygame.MOUSEBUTTONDOWN, quit_button.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, quit_button.rect.center)
    lobby.app.run_frames(1)
    assert not lobby.app.running


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_keys_are_named_whole_beside_the_title(lobby: LobbyScene, lang: str, size: tuple[int, int],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import app.scenes.lobby as lobby_module

    before = i18n.language()
    i18n.set_language(lang)
    try:
        _resize(lobby.app, size)
        drawn: dict[str, pygame.Rect] = {}
        real = lobby_module.blit_text

        def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            drawn[text] = real(surface, text, *args, **kwargs)
            return drawn[text]

        monkeypatch.setattr(lobby_module, "blit_text", spy)
        lobby.app.run_frames(1)
        hint, subtitle = i18n.t("lobby.keys_hint"), i18n.t("lobby.subtitle")
        assert hint in drawn and subtitle in drawn, "the subtitle and the whole key hint are drawn"
        assert drawn[hint].left > drawn[subtitle].right and drawn[hint].right <= size[0]
        assert drawn[hint].top >= 0 and drawn[hint].bottom < lobby.col_games.top
    finally:
        i18n.set_language(before)


def test_text_an_input_method_is_composing_shows_in_the_field(lobby: LobbyScene,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Typing 张 with pinyin: the letters being composed ("zhang") show in the field, Backspace while
    composing is the input method's (the name keeps its letters), the candidate box is placed by the
    field, and the chosen character then joins the name."""
    import app.scenes.lobby as lobby_module

    boxes: list[pygame.Rect] = []
    monkeypatch.setattr(lobby_module.pygame.key, "set_text_input_rect", lambda r: boxes.append(pygame.Rect(r)))
    _tab_to(lobby, NameField(0))
    _press(lobby.app, pygame.K_SPACE)
    assert lobby.editing == 0 and boxes == [lobby.seat_buttons[0][2]]  # no letterbox at 1280×720
    lobby.rows[0].name = "Li"
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="zhang", start=5, length=0))
    with drawn_texts(lobby_module) as texts:
        lobby.app.run_frames(1)
    assert "Lizhang|" in texts
    _press(lobby.app, pygame.K_BACKSPACE)
    assert lobby.rows[0].name == "Li" and lobby.editing == 0
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="", start=0, length=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="张"))
    with drawn_texts(lobby_module) as texts:
        lobby.app.run_frames(1)
    assert lobby.rows[0].name == "Li张" and "Li张|" in texts


def test_the_arrows_cross_from_one_column_to_the_next(lobby: LobbyScene) -> None:
    """The key hint says the arrows move, but at a column's edge they did nothing: Right on a game
    did not reach the seats, Down from the last game did not reach the buttons below. Now an arrow
    with nowhere to go in its column moves to the nearest control that way in the next one, and
    entering the game list lands on the chosen game (the game does not change)."""
    game = lobby.game_id
    chosen = lobby.game_buttons[lobby.games.index(game)]
    _tab_to(lobby, chosen)
    _press(lobby.app, pygame.K_RIGHT)
    assert lobby.focus is lobby.seat_buttons[0][0], "Right on the first game reaches seat 1"
    _press(lobby.app, pygame.K_DOWN, times=2)
    _press(lobby.app, pygame.K_LEFT)
    assert lobby.focus is chosen and lobby.game_id == game, "Left from seat 3 comes back to the chosen game"
    _tab_to(lobby, NameField(0))
    _press(lobby.app, pygame.K_RIGHT)
    assert lobby.focus is lobby.option_buttons[0][1], "Right from seat 1's name reaches the first option"
    _tab_to(lobby, lobby.game_buttons[-1])
    _press(lobby.app, pygame.K_DOWN)
    assert lobby.focus in lobby.action_buttons, "Down from the last game reaches the buttons below"
    start = lobby.action_buttons[0]
    _tab_to(lobby, start)
    _press(lobby.app, pygame.K_UP)
    assert lobby.focus in [b for _, b in lobby.option_buttons], "Up from Start goes into the options"
    assert isinstance(lobby.app.top, LobbyScene)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_start_and_continue_name_their_keys(home: Path, lang: str, size: tuple[int, int]) -> None:
    """Start (Enter) and Continue (C) did not say their keys, where every other screen's buttons
    write theirs " [K]"; they now read "Start [Enter]" and "Continue [C]" in both languages,
    written whole at their size, inside the window. (Rules, Settings, Statistics, Replays and Quit
    have no key of their own: Esc asks before quitting; they stay as they are.)"""
    from tests.apptools import new_game_question, quick_app

    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        new_game_question(app)  # a saved game: Continue is offered
        app.pop()
        lobby = app.top
        assert isinstance(lobby, LobbyScene)
        lobby.on_resize(size)
        app.run_frames(1)
        start, cont = lobby.action_buttons[:2]
        assert start.label() == f"{i18n.t('lobby.start')} [Enter]" and cont.label() == f"{i18n.t('lobby.continue')} [C]"
        window = pygame.Rect((0, 0), size)
        for b in (start, cont):
            assert window.contains(b.rect) and b.fitted_size() == b.font_size, b.label()
        assert [b.label() for b in lobby.action_buttons[2:]] == [
            i18n.t(k) for k in ("lobby.rules", "lobby.settings", "lobby.stats", "lobby.replay", "lobby.quit")]
    finally:
        app.shutdown()
        i18n.set_language("zh")
