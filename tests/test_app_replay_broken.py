"""A record that no longer replays says whose move it was and what the table told that seat: the
engine's refusal speaks to the acting player ("you do not hold ♦4"), the reader is someone else."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from app import i18n, savegame
from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.lobby import LobbyScene
from app.scenes.records import ReplayListScene, open_replay
from engine.record import from_json, to_json
from tests.apptools import drawn_toast_rect, finished_record, post_mouse, quick_app, run_until

# seat 1 (a default name, shown in the reader's language) plays at move 3; the damage gives it the
# card seat 2 played at move 1, which it cannot hold
NAMES = ("Ann", "电脑2", "电脑3")
TOLD = {
    "zh": "记录的第 3 步（电脑2）已无法重放。牌桌现在告诉电脑2：“你手里没有 {card}。”",
    "en": "Move 3 of the record (Bot 2) no longer replays. The table now tells Bot 2: \"You do not hold {card}.\"",
}


def _damaged_json() -> tuple[str, str]:
    """A finished Deadline 99 record whose third move (seat 1's) plays the card of the first, as
    JSON, and that card's name in the current language."""
    from app.games.deadline99_ui import refusal_value

    record, _ = finished_record("deadline99", 3, names=NAMES)
    data = json.loads(to_json(record))
    assert [seat for seat, _ in data["actions"][:3]] == [2, 0, 1]
    first, third = data["actions"][0][1], data["actions"][2][1]
    data["actions"][2][1] = dict(third, card=first["card"], sign=first["sign"], target=None)
    text = json.dumps(data, ensure_ascii=False)
    card = from_json(text).actions[0][1].card  # type: ignore[attr-defined]
    return text, str(refusal_value("card", str(card)))


def _told(lang: str) -> tuple[str, str]:
    text, card = _damaged_json()
    return text, TOLD[lang].format(card=card)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_replays_list_says_whose_move_no_longer_replays(home: Path, lang: str) -> None:
    """Clicked in the list of finished games (the --replay path opens a file the same way)."""
    text, told = _told(lang)
    path = home / "data" / "history" / "20240101-000000-deadline99-3.json"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    app = quick_app()
    i18n.set_language(lang)
    try:
        scene = ReplayListScene(app)
        app.push(scene)
        run_until(app, lambda: not scene.live())
        row = scene.buttons[0].rect.center
        post_mouse(pygame.MOUSEBUTTONDOWN, row)
        post_mouse(pygame.MOUSEBUTTONUP, row)
        app.run_frames(2)
        assert app.top is scene
        assert app.toast.text == told
        assert not open_replay(app, path)  # as --replay FILE does
        assert app.toast.text == told
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_continue_and_resume_say_whose_move_no_longer_replays(home: Path, lang: str) -> None:
    text, told = _told(lang)
    path = savegame.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app: App = quick_app()
    i18n.set_language(lang)
    try:
        lobby = LobbyScene(app)
        app.reset(lobby)
        assert lobby.saved is not None
        lobby.continue_saved()
        assert isinstance(app.top, LobbyScene)
        assert told in app.toast.text
        error = ErrorScene(app, None, from_json(text))
        app.reset(error)
        error.resume()
        assert told in app.toast.text
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_message_of_a_record_that_does_not_open_leaves_the_list_s_rows_clear(
        home: Path, lang: str, size: tuple[int, int]) -> None:
    """The message showed in the middle of the window, over the rows of the list the player had just
    clicked in (and would pick another game from) for six seconds. It now shows across the
    title band above the list, clear of every row and of Back."""
    text, told = _told(lang)
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    for i in range(8):  # enough rows to fill the panel
        record, _ = finished_record("deadline99", 20 + i, ["Ann", "Bo"])
        (folder / f"20230101-0000{i:02d}-deadline99-{i}.json").write_text(to_json(record), encoding="utf-8")
    (folder / "20240101-000000-deadline99-3.json").write_text(text, encoding="utf-8")  # the newest: the top row
    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        scene = ReplayListScene(app)
        app.push(scene)
        run_until(app, lambda: not scene.live())
        row = scene.buttons[0].rect.center
        post_mouse(pygame.MOUSEBUTTONDOWN, row)
        post_mouse(pygame.MOUSEBUTTONUP, row)
        app.run_frames(2)
        assert app.top is scene and app.toast.text == told
        rect = drawn_toast_rect(app)
        assert rect is not None and app.screen.get_rect().contains(rect)
        assert len(scene.visible()) >= 5
        for i in scene.visible():
            assert not rect.colliderect(scene.buttons[i].rect), (rect, i, scene.buttons[i].rect)
        assert not rect.colliderect(scene.back.rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()
