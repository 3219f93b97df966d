"""Two seats under one name (after trimming, ignoring case and full-width forms) would make the
pass-and-play curtains and the log ambiguous: Start refuses, and the notice under the seats names
the two seats and the name, as it does for any other reason Start is not possible."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app import fonts, i18n
from app.ui import theme
import app.scenes.lobby as lobby_module
from app.scenes.lobby import LobbyScene
from app.scenes.table import TableScene
from tests.apptools import drawn_texts, fresh_lobby, post_mouse


@pytest.fixture()
def lobby(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[LobbyScene]:
    """A Deadline 99 lobby (a person and three AI seats), whose choices reach no other test."""
    with fresh_lobby(tmp_path, monkeypatch) as scene:
        yield scene
        i18n.set_language("zh")


def _press(lobby: LobbyScene, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    lobby.app.run_frames(1)


def _click(lobby: LobbyScene, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    lobby.app.run_frames(1)


def _type_name(lobby: LobbyScene, seat: int, text: str) -> None:
    """Click seat ``seat``'s name field, rub out what it holds, type ``text`` and leave with Enter."""
    _click(lobby, lobby.seat_buttons[seat][2].center)
    assert lobby.editing == seat
    for _ in lobby.rows[seat].name:
        _press(lobby, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    _press(lobby, pygame.K_RETURN)
    assert lobby.editing is None


def _notice(lobby: LobbyScene) -> str:
    """The notice under the seats as drawn ("" if none)."""
    problem = lobby.problem() or ""
    with drawn_texts(lobby_module) as texts:
        lobby.draw(lobby.app.screen)
    lines = lobby.notice_lines(problem)[1] if problem else []
    assert [x for x in texts if x in lines] == lines, "the notice is drawn whole"
    return "".join(lines)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_two_seats_with_one_name_keep_start_shut_and_the_notice_names_them(lobby: LobbyScene, lang: str) -> None:
    i18n.set_language(lang)
    assert lobby.rows[0].kind == "human" and lobby.rows[2].kind == "ai"
    _type_name(lobby, 0, "Ann")
    _type_name(lobby, 2, "  aNN ")
    notice = _notice(lobby)
    assert "1" in notice and "3" in notice and "Ann" in notice, notice
    start = lobby.action_buttons[0]
    assert not start.enabled()
    _click(lobby, start.rect.center)
    lobby.focus = None
    _press(lobby, pygame.K_RETURN)
    assert isinstance(lobby.app.top, LobbyScene), "Start refused"
    _type_name(lobby, 2, "Bo")
    assert lobby.problem() is None and _notice(lobby) == ""
    _click(lobby, start.rect.center)
    table = lobby.app.top
    assert isinstance(table, TableScene)
    assert [s.name for s in table.seats[:3]] == ["Ann", lobby.seat_name(1), "Bo"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_name_typed_like_an_ai_seat_s_default_name_clashes_with_it(lobby: LobbyScene, lang: str) -> None:
    """Seat 4 is an AI seat left unnamed: its default name ("电脑4", "Bot 4") counts too, full-width
    digits and all."""
    i18n.set_language(lang)
    default = lobby.seat_name(3)
    assert lobby.rows[3].kind == "ai" and lobby.rows[3].name == ""
    _type_name(lobby, 0, default.replace("4", "４").upper())
    notice = _notice(lobby)
    assert "1" in notice and "4" in notice and lobby.seat_name(0) in notice, notice
    assert not lobby.action_buttons[0].enabled()
    _click(lobby, lobby.seat_buttons[3][0].rect.center)  # seat 4 AI → empty: no clash left
    assert lobby.rows[3].kind == "empty"
    assert lobby.problem() is None


def test_names_that_differ_start_as_before(lobby: LobbyScene) -> None:
    _type_name(lobby, 0, "Ann")
    _type_name(lobby, 1, "Anna")
    assert lobby.problem() is None and lobby.action_buttons[0].enabled()


def _edge_colours(lobby: LobbyScene, seat: int) -> set[tuple[int, int, int]]:
    """The colours of the middle of seat ``seat``'s name field's top and left edges, as drawn."""
    rect = lobby.seat_buttons[seat][2]
    screen = lobby.app.screen
    points = [(rect.centerx, rect.top), (rect.centerx, rect.top + 1), (rect.left, rect.centery),
              (rect.left + 1, rect.centery)]
    return {tuple(screen.get_at(p))[:3] for p in points}  # type: ignore[misc]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_two_fields_under_one_name_are_outlined_in_red_until_one_is_renamed(
        lobby: LobbyScene, lang: str) -> None:
    """The notice says which seats clash; their name fields are outlined in red too, so the player
    sees where to fix it. The other seats' fields keep their usual edge."""
    i18n.set_language(lang)
    _type_name(lobby, 0, "Ann")
    _type_name(lobby, 2, "  aNN ")
    lobby.focus = None  # no focus ring over a field
    lobby.draw(lobby.app.screen)
    for seat in (0, 2):
        assert _edge_colours(lobby, seat) == {theme.DANGER}, seat
    for seat in (1, 3):
        assert theme.DANGER not in _edge_colours(lobby, seat), seat
    _type_name(lobby, 2, "Bo")
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    assert all(theme.DANGER not in _edge_colours(lobby, seat) for seat in range(4))


def test_no_field_is_outlined_while_the_notice_asks_for_another_number_of_players(lobby: LobbyScene) -> None:
    """Two seats under one name at a Guandan table of three: the notice asks for four players, so
    no field is marked for a reason it does not give; with the fourth seat back, both are."""
    _click(lobby, next(b for b in lobby.game_buttons if "掼蛋" in b.label()).rect.center)
    assert lobby.game_id == "guandan"
    _type_name(lobby, 0, "Ann")
    _type_name(lobby, 1, "Ann")
    kind = lobby.seat_buttons[3][0].rect.center
    while lobby.rows[3].kind != "empty":
        _click(lobby, kind)
    assert lobby.name_clash() == (0, 1)
    assert lobby.problem() == i18n.t("lobby.need_players_exact", n=4)
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    assert all(theme.DANGER not in _edge_colours(lobby, seat) for seat in range(3))
    _click(lobby, kind)
    assert lobby.rows[3].kind != "empty"
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    assert _edge_colours(lobby, 0) == _edge_colours(lobby, 1) == {theme.DANGER}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_character_the_font_cannot_draw_is_left_out_of_a_name_and_said(lobby: LobbyScene, lang: str) -> None:
    """A name is drawn at the table in the bundled font: a character it has no glyph for would show as a
    box in every seat panel and log line. Typed, it is left out, and a message says so (without
    the character itself, which it could not show either)."""
    import pygame.freetype

    i18n.set_language(lang)
    face = pygame.freetype.Font(str(fonts.font_file(True)), 16)
    rare = "𠀀"  # CJK extension B: outside GB2312 and every string the app has
    assert face.get_metrics(rare + "溥")[0] is None and face.get_metrics("溥")[0] is not None
    _type_name(lobby, 0, "溥" + rare + "仪")
    assert lobby.rows[0].name == "溥仪"
    told = lobby.app.toast.text
    assert told == i18n.t("lobby.name_undrawable", n=1), told
    assert not fonts.undrawable(told), "the message shows the box it speaks of"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_seat_sharing_a_name_is_outlined_and_the_notice_names_all_of_the_first_clash(
        lobby: LobbyScene, lang: str) -> None:
    """Three seats called Ann: all three fields are red and the notice names the three seats. With
    two pairs (Ann, Ann, Bo, Bo) all four are red; the notice names the first pair, the red fields
    show the other, which the notice names once the first is fixed."""
    i18n.set_language(lang)
    for seat in range(3):
        _type_name(lobby, seat, "Ann")
    assert lobby.name_clash() == (0, 1, 2)
    assert lobby.problem() == i18n.t("lobby.same_name_many", seats=i18n.t("list.sep").join(["1", "2"]),
                                     last=3, name="Ann")
    assert "1" in _notice(lobby) and "3" in _notice(lobby)
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    for seat in range(3):
        assert _edge_colours(lobby, seat) == {theme.DANGER}, seat
    assert theme.DANGER not in _edge_colours(lobby, 3)
    _type_name(lobby, 2, "Bo")
    _type_name(lobby, 3, "bo")
    assert lobby.problem() == i18n.t("lobby.same_name", a=1, b=2, name="Ann")
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    for seat in range(4):
        assert _edge_colours(lobby, seat) == {theme.DANGER}, seat
    _type_name(lobby, 1, "Cy")
    assert lobby.problem() == i18n.t("lobby.same_name", a=3, b=4, name="Bo")
    lobby.focus = None
    lobby.draw(lobby.app.screen)
    assert [theme.DANGER in _edge_colours(lobby, seat) for seat in range(4)] == [False, False, True, True]
