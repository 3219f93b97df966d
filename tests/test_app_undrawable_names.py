"""Seat names with characters the bundled font has no glyph for. Typed in the lobby they are left out
(tests/test_app_lobby_names.py); read back from lobby.json they are left out the same way, with one
message; in a save or a finished game's record they are kept as recorded and shown with "?" in
place of each such character (a box or nothing would hide that the name holds more)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import fonts, i18n
from app.lobby_memory import default_rows
from app.scenes.lobby import LobbyScene
from app.scenes.replay import ReplayScene
from app.scenes.table import TableScene
from tests.apptools import finished_record, quick_app

RARE = "𠀀"  # CJK extension B: outside GB2312 and every string the app has
EMOJI = "😀"


def test_the_characters_are_outside_the_font() -> None:
    assert fonts.undrawable("Ann" + RARE + EMOJI) == RARE + EMOJI


def _write_lobby(home: Path, names: list[str]) -> None:
    rows = default_rows("deadline99")
    seats = [{"kind": r.kind, "ai": r.ai_kind, "name": names[i] if i < len(names) else ""}
             for i, r in enumerate(rows)]
    path = home / "config" / "lobby.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"version": 1, "game": "deadline99", "games": {"deadline99": {"seats": seats}}}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_remembered_name_loses_what_the_font_cannot_draw_with_one_message(home: Path, lang: str) -> None:
    _write_lobby(home, ["Ann" + EMOJI, RARE, "溥" + RARE + "仪", "Bo"])
    app = quick_app()
    i18n.set_language(lang)
    try:
        lobby = LobbyScene(app)
        app.push(lobby)
        app.run_frames(1)
        assert [r.name for r in lobby.rows[:4]] == ["Ann", "", "溥仪", "Bo"]
        assert lobby.seat_name(1) == i18n.t("lobby.default_ai", n=2)  # nothing left: the default name
        told = i18n.t("lobby.saved_name_undrawable", n=3)
        assert app.toast.left > 0 and app.toast.text == told, app.toast.text
        assert not fonts.undrawable(told)
        again = LobbyScene(app)  # the file is read once a run: the message is not repeated
        app.toast.show("", 0.0)
        app.push(again)
        app.run_frames(1)
        assert app.toast.text == ""
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_clean_remembered_file_says_nothing(home: Path) -> None:
    _write_lobby(home, ["Ann", "李雷"])
    app = quick_app()
    try:
        lobby = LobbyScene(app)
        app.push(lobby)
        app.run_frames(1)
        assert [r.name for r in lobby.rows[:2]] == ["Ann", "李雷"]
        assert not app.toast.text
    finally:
        app.shutdown()


def test_a_recorded_name_is_shown_with_a_question_mark_and_the_record_kept(home: Path) -> None:
    names = ("Ann" + EMOJI, RARE, "溥" + RARE + "仪")
    record, _ = finished_record("deadline99", 3, names=names)
    app = quick_app()
    try:
        table = TableScene.resume(app, record.truncated(2))
        assert [table.name(s) for s in range(3)] == ["Ann?", "?", "溥?仪"]
        assert table.session.record.seat_names == names
        replay = ReplayScene(app, record)
        app.push(replay)
        app.run_frames(2)
        assert [replay.table.name(s) for s in range(3)] == ["Ann?", "?", "溥?仪"]
        assert i18n.seat_label("电脑2", 1) == i18n.t("lobby.default_ai", n=2)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_recorded_names_that_would_look_alike_are_told_apart_by_seat(home: Path, lang: str) -> None:
    names = ("Ann" + EMOJI, "Ann" + RARE, "Bo", "Bo")  # alike once drawn, and one name twice
    record, _ = finished_record("deadline99", 3, names=names)
    app = quick_app()
    i18n.set_language(lang)
    try:
        table = TableScene.resume(app, record.truncated(2))
        shown = [table.name(s) for s in range(4)]
        assert shown == [i18n.t("seat.numbered", name="Ann?", n=1), i18n.t("seat.numbered", name="Ann?", n=2),
                         i18n.t("seat.numbered", name="Bo", n=3), i18n.t("seat.numbered", name="Bo", n=4)]
        assert len(set(shown)) == 4
        assert i18n.seat_labels(["Ann" + EMOJI, "Bo"]) == ["Ann?", "Bo"]  # nothing alike: as before
        assert not fonts.undrawable("".join(shown))
    finally:
        i18n.set_language("zh")
        app.shutdown()
