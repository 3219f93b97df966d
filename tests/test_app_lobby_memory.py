"""The lobby remembers the chosen game, each game's seats and its options across restarts
(lobby.json in the config folder): a damaged file is set aside with a message, bad parts fall back alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app.main import App
from app.scenes.lobby import LobbyScene
from app.storage import shown_path
from tests.apptools import post_mouse, quick_app

ZJH_SEATS = [
    {"kind": "human", "ai": "heuristic", "name": "Ann"},
    {"kind": "robot", "ai": "heuristic", "name": "Bo"},        # unknown kind: seat 2's default (AI)
    {"kind": "ai", "ai": "superhuman", "name": "Cy"},          # unknown level: the strongest
    {"kind": "ai", "ai": "random", "name": 123},               # not text: the default name
    {"kind": "human", "ai": "random", "name": "X" * 40},       # too long: the default name
    {"kind": "ai", "ai": "random", "name": "Fay"},
]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home folder of its own and a lobby memory as at start-up; both are put back afterwards,
    so no lobby.json or remembered setup reaches other tests."""
    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    _fresh_run(monkeypatch)
    yield tmp_path


def _fresh_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a new run of the program starts with: nothing in memory, lobby.json not read yet."""
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False, raising=False)


def _open_lobby(monkeypatch: pytest.MonkeyPatch, *, restart: bool = True) -> tuple[App, LobbyScene]:
    if restart:
        _fresh_run(monkeypatch)
    app = quick_app()
    lobby = LobbyScene(app)
    app.push(lobby)
    app.run_frames(1)
    return app, lobby


def _click(app: App, rect: pygame.Rect) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, rect.center)
    app.run_frames(1)


def _setup(lobby: LobbyScene) -> tuple[str, list[tuple[str, str, str]], dict]:
    return lobby.game_id, [(r.kind, r.ai_kind, r.name) for r in lobby.rows], dict(lobby.options)


def _write(home: Path, data: object) -> Path:
    path = home / "config" / "lobby.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_a_restarted_app_shows_the_game_seats_names_and_options_chosen_before(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, lobby = _open_lobby(monkeypatch)
    _click(app, lobby.game_buttons[lobby.games.index("guandan")].rect)
    _click(app, lobby.seat_buttons[2][1].rect)  # seat 3 plays at the next level
    _click(app, next(b for s, b in lobby.option_buttons if s.key == "a_fail_drop").rect)
    guandan = _setup(lobby)
    _click(app, lobby.game_buttons[lobby.games.index("zhajinhua")].rect)
    _click(app, lobby.seat_buttons[4][0].rect)  # seat 5: empty -> human
    _click(app, lobby.seat_buttons[0][2])  # type a name in seat 1
    for text in ("Ann", "李雷"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(1)
    button = next(b for s, b in lobby.option_buttons if s.key == "round_limit")
    _click(app, pygame.Rect(button.rect.right - 8, button.rect.y, 4, button.rect.h))  # its "+" end
    zhajinhua = _setup(lobby)
    assert guandan[1][2][1] == "greedy" and guandan[2]["a_fail_drop"] is True
    assert zhajinhua[1][0][2] == "Ann李雷" and zhajinhua[1][4][0] == "human" and zhajinhua[2]["round_limit"] == 25
    app.shutdown()

    text = (home / "config" / "lobby.json").read_text(encoding="utf-8")
    assert "\n  " in text and "Ann李雷" in text, "readable, indented JSON"

    app, lobby = _open_lobby(monkeypatch)
    assert _setup(lobby) == zhajinhua
    assert "Ann李雷" in lobby.seat_name(0)
    _click(app, lobby.game_buttons[lobby.games.index("guandan")].rect)
    assert _setup(lobby) == guandan
    app.shutdown()


@pytest.mark.parametrize("content", ["{ not json", "[1, 2, 3]", '"zhajinhua"'])
def test_a_damaged_lobby_file_is_set_aside_with_a_message_and_defaults_are_used(
        home: Path, monkeypatch: pytest.MonkeyPatch, content: str) -> None:
    app, lobby = _open_lobby(monkeypatch)
    defaults = _setup(lobby)
    app.shutdown()
    path = _write(home, content)

    app, lobby = _open_lobby(monkeypatch)
    assert _setup(lobby) == defaults
    aside = list(path.parent.glob("lobby.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    assert app.toast.left > 0 and shown_path(str(aside[0])) in app.toast.text and "lobby.json" in app.toast.text
    _click(app, lobby.game_buttons[lobby.games.index("zhajinhua")].rect)  # the lobby carries on and saves again
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "zhajinhua"
    app.shutdown()


def test_bad_parts_fall_back_to_their_defaults_and_the_good_parts_are_kept(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write(home, {
        "version": 1,
        "game": "mahjong",  # a game this version does not have
        "games": {
            "mahjong": {"seats": [], "options": {}},
            "zhajinhua": {"seats": ZJH_SEATS,
                          "options": {"start_chips": 5000, "six_seats": True,  # good (six seats wants six players)
                                      "base": "lots", "pot_cap": 1, "gone_option": 3}},
            "guandan": {"seats": ZJH_SEATS[:2],  # guandan seats four: its seats fall back whole
                        "options": {"announce": 7, "a_fail_drop": True}},
            "stars_and_storms": "not an entry",
        },
    })
    app, lobby = _open_lobby(monkeypatch)
    assert lobby.game_id == lobby.games[0], "an unknown game falls back to the first"
    assert not (app.toast.left > 0 and "lobby.json" in app.toast.text), "bad parts are dropped quietly"

    _click(app, lobby.game_buttons[lobby.games.index("zhajinhua")].rect)
    assert [(r.kind, r.ai_kind, r.name) for r in lobby.rows] == [
        ("human", "heuristic", "Ann"), ("ai", "heuristic", "Bo"), ("ai", "heuristic", "Cy"),
        ("ai", "random", ""), ("human", "random", ""), ("ai", "random", "Fay")]
    assert lobby.options["start_chips"] == 5000 and lobby.options["six_seats"] is True
    assert lobby.options["base"] == 10 and lobby.options["pot_cap"] == 200 and "gone_option" not in lobby.options
    assert lobby.problem() is None

    _click(app, lobby.game_buttons[lobby.games.index("guandan")].rect)
    assert [(r.kind, r.name) for r in lobby.rows] == [("human", ""), ("ai", ""), ("ai", ""), ("ai", "")]
    assert lobby.options["a_fail_drop"] is True and lobby.options["announce"] == 6
    _click(app, lobby.game_buttons[lobby.games.index("stars_and_storms")].rect)
    assert lobby.problem() is None
    app.shutdown()


def test_the_file_is_read_once_a_run_and_a_failed_write_is_told_not_crashed_on(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write(home, {"game": "zhajinhua"})
    app, lobby = _open_lobby(monkeypatch)
    assert lobby.game_id == "zhajinhua"
    app.shutdown()
    _write(home, {"game": "guandan"})  # changed behind the running program's back: its memory stands
    app, lobby = _open_lobby(monkeypatch, restart=False)
    assert lobby.game_id == "zhajinhua"
    from app import lobby_memory

    def refuse(path: Path, data: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(lobby_memory, "atomic_write_json", refuse)
    _click(app, lobby.game_buttons[lobby.games.index("deadline99")].rect)
    assert lobby.game_id == "deadline99" and app.toast.left > 0 and "lobby.json" in app.toast.text
    app.shutdown()


def test_a_name_typed_to_the_limit_is_cut_there_and_survives_a_restart(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A word typed in at once (an input method's) could run a name past the limit the file allows."""
    app, lobby = _open_lobby(monkeypatch)
    _click(app, lobby.seat_buttons[0][2])
    for text in ("A" * 11, "张三丰"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(1)
    assert lobby.rows[0].name == "A" * 11 + "张"
    app.shutdown()
    app, lobby = _open_lobby(monkeypatch)
    assert lobby.rows[0].name == "A" * 11 + "张"
    app.shutdown()
