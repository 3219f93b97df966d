"""Save after every action, Continue, replay both ways, statistics, crash safety — in the app."""

from __future__ import annotations

import json
import os
import re
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from app import i18n, savegame, stats
from app.fonts import get_font
from app.games import playable_games
from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.lobby import LobbyScene
from app.scenes.replay import ReplayScene
from app.scenes.table import SeatSetup, TableScene
from app.storage import shown_path
from app.ui.widgets import wrap_text
from engine.record import Record, from_json
from tests.apptools import (drag_thumb_past_the_end, drawn_texts, finished_record, open_replay_viewer, play_first_choices, play_people_until,
                            quick_app)


def _play_some(app: App, game_id: str, actions: int) -> TableScene:
    seats = [SeatSetup(False, f"B{i}") for i in range(4)]
    table = TableScene(app, game_id, seats, {}, 5)
    app.reset(table)
    for _ in range(6000):
        if len(table.session.record.actions) >= actions or table.session.is_over():
            break
        app.run_frames(1)
    return table


@pytest.mark.parametrize("game_id", playable_games())
def test_save_quit_continue_restores_the_identical_position(home: Path, game_id: str) -> None:
    app = quick_app()
    table = _play_some(app, game_id, 12)
    assert table.session.record.actions, "the AI seats should have acted"
    state, record = table.session.state, table.session.record
    app.shutdown()  # quitting saves
    saved = json.loads((home / "data" / "autosave.json").read_text(encoding="utf-8"))
    assert saved["game"] == game_id and len(saved["actions"]) == len(record.actions)

    app2 = quick_app()
    lobby = LobbyScene(app2)
    app2.reset(lobby)
    assert lobby.saved is not None
    lobby.continue_saved()
    resumed = app2.top
    assert isinstance(resumed, TableScene)
    assert resumed.session.state == state
    assert [s.name for s in resumed.seats] == [s.name for s in table.seats]
    app2.shutdown()


def test_every_action_is_saved_as_it_happens(home: Path) -> None:
    app = quick_app()
    table = _play_some(app, "deadline99", 5)
    text = (home / "data" / "autosave.json").read_text(encoding="utf-8")
    assert from_json(text).actions == table.session.record.actions
    app.shutdown()


def test_damaged_save_is_set_aside_and_continue_is_not_offered(home: Path) -> None:
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "data" / "autosave.json").write_text("{not json", encoding="utf-8")
    app = quick_app()
    lobby = LobbyScene(app)
    assert lobby.saved is None
    assert app.toast.left > 0 and "autosave.json" in app.toast.text
    assert list((home / "data").glob("autosave.json.damaged-*"))
    app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_record_that_no_longer_replays_is_reported_not_crashed_on(home: Path, lang: str) -> None:
    app = quick_app()
    _play_some(app, "deadline99", 6)
    path = home / "data" / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = 0  # as if written by an older version of the rules
    path.write_text(json.dumps(data), encoding="utf-8")
    i18n.set_language(lang)
    try:
        lobby = LobbyScene(app)
        app.reset(lobby)
        lobby.continue_saved()
        assert isinstance(app.top, LobbyScene)
        assert ("第 0 版规则" if lang == "zh" else "rules version 0") in app.toast.text
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _out_of_turn(record: Record, move: int) -> Record:
    """``record`` with its ``move``-th action given to the next seat, which does not decide then."""
    actions = list(record.actions)
    seat, action = actions[move - 1]
    actions[move - 1] = ((seat + 1) % record.players, action)
    return replace(record, actions=tuple(actions))


@pytest.mark.parametrize("where", ["continue", "resume"])
def test_a_save_that_stops_replaying_is_told_in_chinese_alone(home: Path, where: str) -> None:
    """Continue in the lobby and Resume on the error screen told why a save does not replay in the
    engine's English ("...: seat 2 does not decide now") in the middle of a Chinese message. (The
    acting seat's name, typed in Latin letters here, is now part of the message.)"""
    app = quick_app()
    record = _out_of_turn(_play_some(app, "deadline99", 6).session.record, 3)
    i18n.set_language("zh")
    try:
        if where == "continue":
            savegame.save_in_progress(record)
            lobby = LobbyScene(app)
            app.reset(lobby)
            lobby.continue_saved()
            told = app.toast.text.split("文件已移到")[0]  # (the path after it is the folder's own)
        else:
            error = ErrorScene(app, None, record)
            app.reset(error)
            error.resume()
            told = app.toast.text
        name = record.seat_names[record.actions[2][0]]  # typed at the table ("B3"): no engine English
        assert "第 3 步" in told and name in told and not re.findall("[A-Za-z]+", told.replace(name, "")), told
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_replay_bar_hides_the_table_bar_under_it(home: Path, lang: str, size: tuple[int, int],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The viewer's bar is drawn over the table's own (its Lobby, Rules and Settings buttons and its
    game name in a larger size): nothing of that shows through, e.g. a faint "D" left of "Deadline 99"."""
    before = i18n.language()
    i18n.set_language(lang)
    app = quick_app()
    try:
        viewer = open_replay_viewer(app, size)
        viewer.step(3)
        app.run_frames(30)
        bar = viewer.table.bar_rect
        inside = bar.inflate(-2, -2)  # within its thin edge
        shown = app.screen.subsurface(inside).copy()
        monkeypatch.setattr(TableScene, "_draw_bar", lambda self, surface: surface.fill((255, 255, 255), bar))
        app.run_frames(1)
        under_white = app.screen.subsurface(inside).copy()
        differ = [(x, y) for x in range(inside.w) for y in range(inside.h)
                  if shown.get_at((x, y)) != under_white.get_at((x, y))]
        assert not differ, f"{len(differ)} pixels of the bar show what the table drew under it"
    finally:
        app.shutdown()
        i18n.set_language(before)


def test_replay_viewer_steps_forwards_and_backwards(home: Path) -> None:
    app = quick_app()
    table = _play_some(app, "deadline99", 10)
    record = table.session.record
    assert len(record.actions) >= 10
    viewer = ReplayScene(app, record)
    app.push(viewer)
    for _ in range(10):
        viewer.step(1)
        app.run_frames(2)
    assert viewer.index == 10
    assert viewer.table.session.state == viewer.states[10]
    forward = viewer.table.session.state
    for _ in range(4):
        viewer.step(-1)
    assert viewer.index == 6
    assert viewer.table.session.state == viewer.states[6] != forward
    viewer.jump(0)
    assert viewer.table.session.state == viewer.states[0]
    viewer.jump(len(record.actions))
    assert viewer.table.session.state == table.session.state
    viewer.next_seat()
    assert viewer.table.viewer == 1
    viewer.jump(3)
    text, _ = viewer.table.ui.status_text()  # type: ignore[attr-defined]
    assert text == "", "a replay waits for nobody"
    app.shutdown()


def test_finished_game_goes_to_history_and_statistics(home: Path) -> None:
    app = quick_app()
    seats = [SeatSetup(False, "A"), SeatSetup(False, "B", "random")]
    table = TableScene(app, "deadline99", seats, {}, 9)
    app.reset(table)
    for _ in range(20000):
        if table.session.is_over():
            break
        app.run_frames(1)
    assert table.session.is_over()
    app.run_frames(2)
    assert savegame.finished_games(), "the finished game is kept for replays"
    assert not (home / "data" / "autosave.json").exists()
    tallies, problem = stats.load_stats()
    assert problem is None
    assert tallies["deadline99"]["heuristic"].played == 1 and tallies["deadline99"]["random"].played == 1
    app.shutdown()


def test_damaged_statistics_file_is_set_aside(home: Path) -> None:
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "data" / "stats.json").write_text('{"games": {"deadline99": 5}}', encoding="utf-8")
    tallies, problem = stats.load_stats()
    assert tallies == {} and problem and "stats.json" in problem
    assert list((home / "data").glob("stats.json.damaged-*"))


def test_an_uncaught_error_writes_a_log_and_the_game_can_be_resumed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = quick_app()
    table = _play_some(app, "deadline99", 4)
    good = table.session.record

    def boom(surface):  # a bug in drawing
        raise RuntimeError("drawing exploded")

    monkeypatch.setattr(table.ui, "draw", boom)
    app.run_frames(1)
    assert isinstance(app.top, ErrorScene)
    logs = list((home / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "drawing exploded" in text and '"game": "deadline99"' in text
    app.top.resume()
    assert isinstance(app.top, TableScene)
    assert app.top.session.record.actions == good.actions
    app.shutdown()


def test_a_failing_error_screen_falls_back_to_plain_drawing(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = quick_app()
    table = _play_some(app, "deadline99", 2)
    monkeypatch.setattr(table.ui, "draw", lambda surface: 1 / 0)
    app.run_frames(1)
    error = app.top
    assert isinstance(error, ErrorScene)

    def broken(*args, **kwargs):
        raise RuntimeError("font is broken")

    monkeypatch.setattr("app.scenes.error.blit_text", broken)
    app.run_frames(5)
    assert app.top is error and error.plain
    assert len(list((home / "logs").glob("crash-*.log"))) == 1, "one crash, one log — not one per frame"


@pytest.mark.parametrize("game_id", playable_games())
def test_replay_of_a_finished_game_shows_every_seat_and_everyone(home: Path, game_id: str) -> None:
    app = quick_app()
    record, final = finished_record(game_id, 3)
    viewer = ReplayScene(app, record)
    app.push(viewer)
    assert viewer.finished
    viewer.jump(len(record.actions))
    assert viewer.table.session.state == final
    for _ in range(record.players + 1):
        viewer.next_seat()
        app.run_frames(3)
        assert app.top is viewer, "the replay viewer hit an error"
    viewer.jump(len(record.actions) // 2)
    for _ in range(5):
        viewer.step(1)
        app.run_frames(2)
        viewer.step(-1)
        app.run_frames(2)
    assert app.top is viewer
    app.shutdown()


def test_the_best_level_column_shows_only_for_games_with_levels(home: Path, monkeypatch) -> None:
    import app.scenes.records as records
    from app.i18n import t
    from app.scenes.records import StatsScene

    stats.record_result("deadline99", ["human", "heuristic"], (0,))
    stats.record_result("guandan", ["human", "heuristic", "heuristic", "heuristic"], (0, 2), bests={0: 14, 2: 14})
    app = quick_app()
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = records.blit_text

    def spy(surface, text, size, color, **kw):  # type: ignore[no-untyped-def]
        drawn.append((text, kw.get("topleft", (0, 0))))
        return real(surface, text, size, color, **kw)

    monkeypatch.setattr(records, "blit_text", spy)
    scene = StatsScene(app)
    app.push(scene)
    scene.draw(app.screen)
    headers = [text for text, _ in drawn if text == t("stats.best")]
    assert len(headers) == 1, "one game (Guandan) has levels"
    guandan_y = next(pos[1] for text, pos in drawn if text == t("stats.best"))
    assert any(text == "A" and pos[1] > guandan_y for text, pos in drawn), "level 14 is called A"
    app.shutdown()


def test_statistics_are_cleared_only_after_asking(home: Path) -> None:
    from app.scenes.confirm import ConfirmScene
    from app.scenes.records import StatsScene

    stats.record_result("deadline99", ["person:Ann", "heuristic"], (0,))
    app = quick_app()
    scene = StatsScene(app)
    app.push(scene)
    app.run_frames(1)

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.run_frames(1)

    key(pygame.K_r)
    assert isinstance(app.top, ConfirmScene), "R asks first"
    key(pygame.K_ESCAPE)
    assert app.top is scene and stats.load_stats()[0]["deadline99"], "Esc keeps the counts"
    # the button, clicked, asks too; C clears
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.clear.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.clear.rect.center, button=1))
    app.run_frames(1)
    assert isinstance(app.top, ConfirmScene)
    key(pygame.K_c)
    assert app.top is scene
    assert stats.load_stats() == ({}, None), "the file holds no counts"
    assert scene.blocks == [] and app.toast.text == i18n.t("stats.cleared")
    key(pygame.K_r)
    assert app.top is scene, "with nothing to clear, R does nothing"
    app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_tab_rings_the_statistics_buttons_as_on_every_screen(home: Path, lang: str) -> None:
    """The statistics page had no focus ring: Back and Clear could be worked only by Esc, R or the
    mouse. Now, as on the other screens (app.ui.focus.ButtonRing), Tab and Shift+Tab ring Back and
    Clear (Clear only while there is something to clear), Enter presses the ringed one, and a ring
    that is up follows the pointer."""
    from app.scenes.confirm import ConfirmScene
    from app.scenes.records import StatsScene
    from app.ui import theme

    stats.record_result("deadline99", ["person:Ann", "heuristic"], (0,))
    app = quick_app()
    i18n.set_language(lang)
    try:
        app.reset(LobbyScene(app))
        scene = StatsScene(app)
        app.push(scene)
        app.run_frames(1)

        def key(k: int, mod: int = 0) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
            app.run_frames(1)

        def ringed() -> list[str]:
            app.draw()
            return [name for name, b in (("back", scene.back), ("clear", scene.clear))
                    if app.screen.get_at((b.rect.centerx, b.rect.y - scene.px(4)))[:3] == theme.ACCENT]

        assert ringed() == []
        key(pygame.K_TAB)
        assert ringed() == ["back"], "Back first: it is left of Clear"
        key(pygame.K_TAB)
        assert ringed() == ["clear"]
        key(pygame.K_TAB, pygame.KMOD_LSHIFT)
        assert ringed() == ["back"]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.clear.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.run_frames(1)
        assert ringed() == ["clear"], "the ring follows the pointer"
        key(pygame.K_RETURN)
        assert isinstance(app.top, ConfirmScene), "Enter pressed Clear: it asks first"
        key(pygame.K_c)
        assert app.top is scene and scene.blocks == []
        key(pygame.K_TAB, pygame.KMOD_LSHIFT)
        assert ringed() == ["back"], "nothing to clear: Clear is not rung"
        key(pygame.K_TAB)
        assert ringed() == ["back"]
        key(pygame.K_RETURN)
        assert isinstance(app.top, LobbyScene), "Enter pressed Back"
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_clear_question_calls_the_columns_by_their_names(lang: str) -> None:
    """The question before clearing names what goes back to zero as the columns do: it said 最佳纪录
    ("bests") of the column headed 最高级别 ("Best level")."""
    i18n.set_language(lang)
    try:
        message = i18n.t("confirm.clear_stats.message").lower()
        assert i18n.t("stats.best").lower() in message and i18n.t("stats.streak").lower() in message
    finally:
        i18n.set_language("zh")


def test_continue_names_the_game_it_resumes_in_both_languages(home: Path) -> None:
    import app.ui.widgets as widgets
    from app import i18n

    app = quick_app()
    lobby = LobbyScene(app)
    app.reset(lobby)
    button = lobby.action_buttons[1]
    try:
        with drawn_texts(widgets) as drawn:
            i18n.set_language("en")
            button.draw(app.screen)
            assert drawn == ["Continue [C]"], "no saved game: nothing to name"
            record, _ = finished_record("xianshi_tongxing", 2)
            savegame.save_in_progress(record.truncated(3))
            lobby = LobbyScene(app)
            app.reset(lobby)
            button = lobby.action_buttons[1]
            for lang, texts in (("en", ["Continue [C]", "Xianshi Tongxing"]), ("zh", ["继续 [C]", "现世通行"])):
                i18n.set_language(lang)
                drawn.clear()
                button.draw(app.screen)
                assert drawn == texts
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _play_with_a_person(app: App, game_id: str, actions: int) -> TableScene:
    """P1 (a person, who always takes their first legal action) and three AI seats, played until
    ``actions`` actions are in the record and the table has told everything it shows."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, game_id, seats, {}, 11)
    app.reset(table)
    for _ in range(8000):
        if (len(table.session.record.actions) >= actions or table.session.is_over()) and not table.busy:
            break
        if table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        app.run_frames(1)
    return table


def _all_seeing_lines(table: TableScene) -> list[str]:
    """The game so far narrated with every hand face up (what no seat at the table was shown)."""
    from engine.record import replay

    _, steps = replay(table.game, table.session.record)
    lines = []
    for event in (e for events in steps for e in events):
        seen = table.game.event_for(event, None)
        line = table.ui.narrate(seen) if seen is not None else None
        if line:
            lines.append(line)
    return lines


@pytest.mark.parametrize("game_id", playable_games())
def test_continue_tells_the_game_so_far_again_as_the_person_saw_it(home: Path, game_id: str) -> None:
    app = quick_app()
    table = _play_with_a_person(app, game_id, 14)
    shown = list(table.log)
    assert len(shown) >= 3
    app.shutdown()

    app2 = quick_app()
    lobby = LobbyScene(app2)
    app2.reset(lobby)
    lobby.continue_saved()
    resumed = app2.top
    assert isinstance(resumed, TableScene)
    assert resumed.log == shown + [i18n.t("log.resumed")]
    secret = set(_all_seeing_lines(resumed)) - set(shown)
    assert not secret & set(resumed.log)
    app2.shutdown()


def test_continue_tells_a_pass_and_play_seat_only_what_it_was_shown(home: Path) -> None:
    """Two people share the screen: the log rebuilt on Continue is narrated for the person at the
    screen, never with the other person's cards, and retold for the other one after the handover."""
    app = quick_app()
    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "B3")]
    table = TableScene(app, "deadline99", seats, {}, 7)
    app.reset(table)
    play_first_choices(app, table, 10)
    record = table.session.record

    resumed = TableScene.resume(app, record)
    app.reset(resumed)
    viewer = resumed.viewer
    other = 1 - viewer
    told = [line for line in resumed.log if line != i18n.t("log.resumed")]
    assert told, "the earlier moves are told again"
    table.viewer = viewer  # the first table's log, told for the same seat
    assert told == table.log
    table.viewer = other
    theirs = set(table.log) - set(told)
    assert theirs, "the other person was shown cards of their own"
    assert not theirs & set(resumed.log)


def _latin(text: str) -> bool:
    return bool(re.search("[A-Za-z]", text))


def _cjk(text: str) -> bool:
    return any(ord(ch) > 0x2E80 for ch in text)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_damaged_file_is_reported_in_the_language_shown(home: Path, lang: str) -> None:
    """Once the language is known, a damaged save, record, statistics or lobby file is reported in it
    alone: one short sentence on what happened and what the app does instead, then where the
    damaged file was moved, its path on a line of its own (the message was one long sentence
    naming both paths, with the parser's English error in the middle of the Chinese)."""
    from app.lobby_memory import read_lobby

    data, config = home / "data", home / "config"
    data.mkdir(parents=True, exist_ok=True)
    config.mkdir(parents=True, exist_ok=True)
    i18n.set_language(lang)
    try:
        told = {}
        (data / "autosave.json").write_text("{not json", encoding="utf-8")
        told["autosave.json"] = savegame.load_in_progress().problem
        (data / "old.json").write_text('{"format": "paizhuo-record/1", "game": "deadline99"}', encoding="utf-8")
        told["old.json"] = savegame.read_record_file(data / "old.json").problem
        (data / "stats.json").write_text('{"games": {"deadline99": 5}}', encoding="utf-8")
        told["stats.json"] = stats.load_stats()[1]
        (config / "lobby.json").write_text("[1, 2]", encoding="utf-8")
        memory, damage = read_lobby(playable_games())
        assert memory == {}
        told["lobby.json"] = damage.message(lang) if damage is not None else None
        words = {"zh": ("保存的牌局已损坏", "牌局记录已损坏", "统计数据已损坏", "大厅记住的选择已损坏"),
                 "en": ("saved game was damaged", "game record was damaged", "statistics were damaged",
                        "remembered choices were damaged")}[lang]
        for (name, message), said in zip(told.items(), words):
            assert message is not None
            what, where, path = message.split("\n")
            folder = config if name == "lobby.json" else data
            aside, = folder.glob(name + ".damaged-*")
            assert path == shown_path(str(aside)) and aside.is_file()  # a long path loses its middle
            assert said in what and where == ("损坏的文件已移到：" if lang == "zh" else "The damaged file was moved to:")
            assert not (_latin if lang == "zh" else _cjk)(what + where), message
            assert len(what) <= (20 if lang == "zh" else 90), "one short sentence"
    finally:
        i18n.set_language("zh")


def _toast_lines(app: App, size: tuple[int, int]) -> list[str]:
    """The lines of the message showing over the top scene, checked to be inside the window and
    each as wide as its panel allows at most."""
    from app.ui import theme

    app.draw()
    center, width = app.top.toast_place(size)
    rect = app.toast.draw(app.screen, center, width)
    assert rect is not None and app.screen.get_rect().contains(rect), (rect, app.toast.text)
    scale = theme.ui_scale(size)
    lines = app.toast.lines(width, scale)
    font = get_font(theme.scaled(20, scale))
    for line in lines:
        assert font.size(line)[0] <= width - theme.scaled(40, scale), line
    return lines


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_damaged_file_messages_fit_the_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
                                              size: tuple[int, int]) -> None:
    """A damaged file's path ran off both sides of the screen at 960×600 (it is one long word): now
    it breaks after a folder, and the start-up messages (damaged settings, lobby memory and save
    at once) fit the window, as do the statistics' and a finished game's."""
    home = tmp_path / "Users" / "Someone With A Long Name" / "AppData" / "Local" / "Paizhuo" / "Paizhuo"
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False)
    for name, text in (("config/settings.json", "[1]"), ("config/lobby.json", "[1]"), ("data/autosave.json", "{"),
                       ("data/stats.json", "[1]"), ("data/history/20240101-000000-deadline99-1.json", "{")):
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(text, encoding="utf-8")
    app = App(headless=True, size=size)
    try:
        i18n.set_language(lang)
        app.reset(LobbyScene(app))
        start = _toast_lines(app, size)
        for name in ("settings.json", "lobby.json", "autosave.json"):
            assert any(name in line for line in start), (name, start)
        from app.scenes.records import StatsScene, open_replay

        app.push(StatsScene(app))
        assert any("stats.json" in line for line in _toast_lines(app, size))
        app.pop()
        assert not open_replay(app, home / "data/history/20240101-000000-deadline99-1.json")
        assert any("deadline99-1.json" in line for line in _toast_lines(app, size))
    finally:
        i18n.set_language("zh")
        app.shutdown()


# The folder lines wrap with the path's length, so the message's height depends on it: the home is
# made exactly this long whatever the runner's temporary folder (a plain run's tmp_path was about
# this long; pytest-xdist adds "popen-gw0/"). Longer than any default per-user folder.
HOME_PATH_LENGTH = 72


def _home_of_length(factory: pytest.TempPathFactory, length: int) -> Path:
    """A fresh ``…/Paizhuo`` folder whose path is exactly ``length`` characters long."""
    base = factory.mktemp("h", numbered=True)
    pad = length - len(str(base / "x" / "Paizhuo")) + 1
    assert pad >= 1, f"the temporary folder {base} is too long to build a {length}-character home in"
    home = base / ("S" * pad) / "Paizhuo"
    assert len(str(home)) == length
    return home


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en", None])
def test_files_damaged_at_start_up_are_told_in_one_compact_message(
        tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, lang: str | None, size: tuple[int, int]) -> None:
    """Damaged settings, lobby memory and save at start-up were three messages of a sentence and a
    path each, one after the other: at 960×600 they covered three quarters of the window for six
    seconds. Now one message says what was damaged, that defaults are used and which folders the
    damaged files were left in, naming each file, on at most 40% of the window's height and a
    third of its area. ``lang`` None: no ``--lang``, the language was lost with the settings."""
    from app.launch import use_language

    home = _home_of_length(tmp_path_factory, HOME_PATH_LENGTH)
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False)
    for name, text in (("config/settings.json", "[1]"), ("config/lobby.json", "{"), ("data/autosave.json", "{")):
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(text, encoding="utf-8")
    app = App(headless=True, size=size)
    try:
        if lang is not None:
            use_language(app, lang)
        app.push(LobbyScene(app))
        app.run_frames(1)
        text = app.toast.text
        lines = _toast_lines(app, size)
        rect = app.toast.draw(app.screen, *app.top.toast_place(size))
        assert rect is not None
        w, h = size
        assert rect.height <= 0.4 * h and rect.width * rect.height <= w * h / 3, (rect, lines)
        assert "\n\n" not in text, "one message, not several one after the other"
        for name in ("settings.json", "lobby.json", "autosave.json"):
            assert text.count(name) == 1, (name, text)
        for folder in ("config", "data"):
            assert shown_path(os.path.join(str(home / folder), "")) in text
            assert list((home / folder).glob("*.damaged-*"))
        said = {"zh": ["已改用默认"], "en": ["Defaults are in use"], None: ["已改用默认", "Defaults are in use"]}[lang]
        assert all(words in text for words in said), text
        if lang is not None:  # in that language alone (but for the paths and names)
            assert not (_latin if lang == "zh" else _cjk)(text.split("\n")[0]), text
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en", None])
def test_a_long_home_s_paths_are_shortened_in_the_message_and_whole_in_the_log(
        tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
        lang: str | None, size: tuple[int, int]) -> None:
    """With a home folder of 100 characters the paths wrapped over two or three lines each: the
    start-up message about damaged settings, lobby memory and save took 49% of a 960×600 window's
    height. Now a long path loses its middle ("/tmp/…/Paizhuo/config/"), keeping its start, its last
    folders and the file's name, and stands on one line; the message stays within 35% of the
    window's height and a quarter of its area; the log keeps each path whole."""
    import logging

    from app.launch import use_language

    home = _home_of_length(tmp_path_factory, 100)
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False)
    for name, text in (("config/settings.json", "[1]"), ("config/lobby.json", "{"), ("data/autosave.json", "{")):
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(text, encoding="utf-8")
    caplog.set_level(logging.WARNING)
    app = App(headless=True, size=size)
    try:
        if lang is not None:
            use_language(app, lang)
        app.push(LobbyScene(app))
        app.run_frames(1)
        lines = _toast_lines(app, size)
        rect = app.toast.draw(app.screen, *app.top.toast_place(size))
        assert rect is not None
        w, h = size
        assert rect.height <= 0.35 * h and rect.width * rect.height <= w * h / 4, (rect, lines)
        for folder, names in (("config", "settings.json、lobby.json"), ("data", "autosave.json")):
            shown = [line for line in lines if os.path.join("Paizhuo", folder, "") in line]
            assert len(shown) == 1 and names.split("、")[0] in shown[0] and "…" in shown[0], lines
            assert str(home / folder / names.split("、")[0]) in caplog.text, "the log keeps the path whole"
        app.toast.clear()
        (home / "config" / "lobby.json").write_text("{", encoding="utf-8")  # one more, alone
        LobbyScene.memory_loaded = False
        app.reset(LobbyScene(app))
        app.run_frames(1)
        lines = _toast_lines(app, size)
        aside = next(line for line in lines if "lobby.json.damaged-" in line)
        assert aside.startswith(str(home)[:5]) and "…" in aside and aside.endswith(
            max(home.glob("config/lobby.json.damaged-*")).name), lines
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_game_is_saved_before_anyone_acts(home: Path) -> None:
    """"Leave the table? The game is saved" was untrue until the first action: leaving at once left
    no save and no Continue."""
    app = quick_app()
    try:
        table = TableScene(app, "guandan", [SeatSetup(True, "Ann"), SeatSetup(True, "Ben"),
                                            SeatSetup(False, "B3"), SeatSetup(False, "B4")], {}, 7)
        app.reset(table)
        assert table.session.record.actions == ()
        saved = savegame.load_in_progress()
        assert saved.record is not None and saved.record.seed == 7 and saved.record.game == "guandan"
        lobby = LobbyScene(app)
        assert lobby.saved is not None
    finally:
        app.shutdown()


def test_fast_forward_is_not_offered_once_the_game_is_over(home: Path) -> None:
    """It stayed in the top bar behind the results."""
    app = quick_app()
    try:
        table = _play_some(app, "deadline99", 10_000)
        assert table.session.is_over()
        assert not table.fast_forward_offered() and table.fast_button not in table.bar_buttons()
    finally:
        app.shutdown()


def test_a_seat_type_on_both_sides_of_a_team_game_is_not_counted_for_it(home: Path) -> None:
    # Guandan: a person with an AI partner against two AI seats of the same kind.
    stats.record_result("guandan", ["human", "heuristic", "heuristic", "heuristic"], (1, 3))
    stats.record_result("guandan", ["human", "heuristic", "heuristic", "heuristic"], (0, 2))
    # Three AI seats of one kind in a free-for-all count once, as a win when one of them won.
    stats.record_result("deadline99", ["human", "random", "random", "random"], (2,))
    # A team game where the AI kind sits on one side only is counted as usual.
    stats.record_result("guandan", ["human", "human", "heuristic", "heuristic"], (0, 1))
    tallies, problem = stats.load_stats()
    assert problem is None
    assert tallies["guandan"]["human"].played == 3 and tallies["guandan"]["human"].won == 2
    assert tallies["guandan"]["heuristic"].played == 1 and tallies["guandan"]["heuristic"].won == 0
    assert tallies["deadline99"]["random"].played == 1 and tallies["deadline99"]["random"].won == 1
    assert tallies["deadline99"]["human"].won == 0


def _play_to_the_end(app: App, table: TableScene, limit: int = 20000) -> None:
    """Play as the people would until the game is over (see ``apptools.play_people_until``)."""
    assert play_people_until(app, table, table.session.is_over, limit), "the game never ended"


def _stats_texts(lang: str, size: tuple[int, int] = (1280, 720), scroll_keys: int = 0) -> list[tuple[str, int, int]]:
    """Each text the statistics screen draws in ``lang`` (its text, size and top), drawn once after
    pressing Down ``scroll_keys`` times, in a ``size`` window."""
    import app.scenes.records as records
    from app.scenes.records import StatsScene

    app = quick_app()
    drawn: list[tuple[str, int, int]] = []
    real = records.blit_text

    def spy(surface, text, size, color, **kw):  # type: ignore[no-untyped-def]
        drawn.append((text, size, kw.get("topleft", (0, -1))[1]))
        return real(surface, text, size, color, **kw)

    try:
        i18n.set_language(lang)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.run_frames(2)
        scene = StatsScene(app)
        app.push(scene)
        app.run_frames(1)
        for _ in range(scroll_keys):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        records.blit_text = spy
        scene.draw(app.screen)
        return drawn
    finally:
        records.blit_text = real
        app.shutdown()
        i18n.set_language("zh")


def test_each_person_at_a_pass_and_play_table_is_counted_by_name(home: Path) -> None:
    """Ann and Bo share the screen with an AI seat: each has a row of their own, the AI its level's."""
    app = quick_app()
    try:
        seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "B3")]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        _play_to_the_end(app, table)
        outcome = table.session.outcome()
        assert outcome is not None
    finally:
        app.shutdown()
    tallies, problem = stats.load_stats()
    assert problem is None
    rows = tallies["deadline99"]
    assert set(rows) == {"person:Ann", "person:Bo", "heuristic"}
    for seat, key in enumerate(("person:Ann", "person:Bo", "heuristic")):
        assert rows[key].played == 1 and rows[key].won == int(seat in outcome.winners)


def test_a_persons_row_follows_the_name_shown_at_their_seat(home: Path) -> None:
    """A default name is one row in either language and an empty one is its seat's default; a typed
    name is kept (spaces around it aside), never taken for an AI level or the old row of all people,
    and any text is counted and drawn without harm."""
    assert stats.seat_key("human", "玩家2", 1) == stats.seat_key("human", "Player 2", 1) == stats.seat_key("human", "", 1)
    assert stats.seat_key("human", "Player 2", 0) == "person:Player 2", "typed at seat 1, shown as typed"
    assert stats.seat_key("human", " Ann ", 0) == stats.seat_key("human", "Ann", 3) == "person:Ann"
    assert stats.seat_key("heuristic", "Ann", 0) == "heuristic"
    for name in ("heuristic", "random", "greedy", "human"):
        assert stats.seat_key("human", name, 0) not in ("heuristic", "random", "greedy", "human")
    odd = ["小明", "a\x00b", "\ud800x", "\n\t", "Zoë 😀", "长" * 12]
    keys = [stats.seat_key("human", name, i) for i, name in enumerate(odd)]
    assert stats.record_result("zhajinhua", keys, (0,)) is None
    tallies, problem = stats.load_stats()
    assert problem is None and set(tallies["zhajinhua"]) == set(keys) and len(set(keys)) == len(odd)
    texts = [text for text, _, _ in _stats_texts("en")]
    assert {"小明", "a b", "?x", "Player 4", "Zoë 😀"} <= set(texts)
    # A hand-edited file whose names only differ by what cannot be drawn: one row, nothing lost.
    (home / "data" / "stats.json").write_text(json.dumps({"games": {"deadline99": {
        "person:Ann": {"played": 2, "won": 1}, "person:Ann\u0000": {"played": 3, "won": 2}}}}), encoding="utf-8")
    tallies, problem = stats.load_stats()
    assert problem is None and list(tallies["deadline99"]) == ["person:Ann"]
    assert (tallies["deadline99"]["person:Ann"].played, tallies["deadline99"]["person:Ann"].won) == (5, 3)


def test_an_old_statistics_file_keeps_its_row_of_all_people(home: Path) -> None:
    """A file from before people were counted apart: its "human" row stays, shown as before, and new
    games add rows by name; a damaged file is still set aside."""
    old_people = {"played": 7, "won": 4, "streak": 1, "best_streak": 3, "best": 0}
    old = {"version": 1, "games": {"deadline99": {
        "human": old_people, "heuristic": {"played": 7, "won": 3, "streak": 0, "best_streak": 2, "best": 0}}}}
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "data" / "stats.json").write_text(json.dumps(old), encoding="utf-8")
    keys = [stats.seat_key("human", "Ann", 0), stats.seat_key("human", "Bo", 1), "heuristic"]
    assert stats.record_result("deadline99", keys, (1,)) is None
    tallies, problem = stats.load_stats()
    assert problem is None
    rows = tallies["deadline99"]
    assert vars(rows["human"]) == old_people
    assert (rows["heuristic"].played, rows["heuristic"].won) == (8, 3)
    assert (rows["person:Ann"].played, rows["person:Ann"].won, rows["person:Bo"].won) == (1, 0, 1)
    for lang in ("en", "zh"):
        texts = [text for text, _, _ in _stats_texts(lang)]
        i18n.set_language(lang)
        labels = [i18n.t("lobby.kind.human"), "Ann", "Bo", i18n.t("lobby.kind.ai") + " · " + i18n.t("lobby.level.heuristic")]
        assert [text for text in texts if text in labels] == labels, "people first, the old row among them"
    (home / "data" / "stats.json").write_text('{"games": {"deadline99": {"person:Ann": {"played": "many"}}}}',
                                              encoding="utf-8")
    tallies, problem = stats.load_stats()
    assert tallies == {} and problem and "stats.json" in problem
    assert list((home / "data").glob("stats.json.damaged-*"))


def test_the_statistics_screen_shows_each_person_in_both_languages(home: Path) -> None:
    """Pass-and-play Guandan, Ann and Bo against each other: a row each, and a person who kept the
    default name shows it in the language chosen."""
    seats = [("human", "Ann"), ("heuristic", "B2"), ("human", "Bo"), ("heuristic", "B4")]
    keys = [stats.seat_key(kind, name, i) for i, (kind, name) in enumerate(seats)]
    stats.record_result("guandan", keys, (0, 1), bests={0: 14, 1: 14})
    stats.record_result("deadline99", [stats.seat_key("human", "玩家1", 0), stats.seat_key("human", "Bo", 1)], (0,))
    for lang, default in (("zh", "玩家1"), ("en", "Player 1")):
        texts = [text for text, _, _ in _stats_texts(lang)]
        assert texts.count("Ann") == 1 and texts.count("Bo") == 2 and texts.count(default) == 1


def test_every_row_of_a_long_statistics_page_can_be_scrolled_to(home: Path) -> None:
    """Three games with five rows each at 960×600: pressing Down brings every row and the note into
    the panel, and scrolling stops at the end of the page."""
    from app.scenes.records import _kind_name

    people = ["Ann", "Bo", "小明"]
    for game in ("deadline99", "guandan", "zhajinhua"):
        keys = [stats.seat_key("human", name, i) for i, name in enumerate(people)] + ["heuristic", "random"]
        stats.record_result(game, keys, (0,))
    i18n.set_language("en")
    try:
        note = wrap_text(i18n.t("stats.both_sides"), 15, 960 - 40 - 60)
        wanted = {_kind_name(k) for k in stats.load_stats()[0]["zhajinhua"]} | set(note)
    finally:
        i18n.set_language("zh")
    top, bottom = 70 + 6, 600 - 80 - 6  # the panel, less its edge
    seen: set[str] = set()
    for presses in range(0, 40, 4):
        drawn = _stats_texts("en", (960, 600), presses)
        texts = [text for text, _, _ in drawn]
        if "Zha Jin Hua" not in texts:  # only whole lines are drawn: the last game's rows follow its title
            continue
        for text, size, y in drawn[texts.index("Zha Jin Hua") + 1:]:
            if top <= y and y + get_font(size).get_height() <= bottom:
                seen.add(text)
    assert wanted <= seen
    last = [(text, y) for text, _, y in _stats_texts("en", (960, 600), 200)]
    assert any(text == note[-1] and y < bottom for text, y in last), "scrolling stops at the page's end"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_scrolled_statistics_page_draws_only_whole_lines_in_its_panel(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                                        lang: str, size: tuple[int, int]) -> None:
    """Scrolled to either end or anywhere between, every line the page draws lies wholly in the panel,
    less its padding: a title or row the panel's edge would cut is left out. At 960×600 the top of
    "Zha Jin Hua" showed under the last row, and the foot of "Guandan" over the first once scrolled
    to the end."""
    import app.scenes.records as records
    from app.scenes.records import StatsScene

    for game in ("deadline99", "guandan", "zhajinhua"):
        keys = [stats.seat_key("human", name, i) for i, name in enumerate(["Ann", "Bo", "小明"])]
        stats.record_result(game, keys + ["heuristic", "random"], (0,), bests={0: 9} if game == "guandan" else None)
    app = App(headless=True, size=size)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = records.blit_text

    def spy(surface, text, *args, **kw):  # type: ignore[no-untyped-def]
        drawn.append((text, real(pygame.Surface(surface.get_size()), text, *args, **kw)))  # unclipped
        return real(surface, text, *args, **kw)

    i18n.set_language(lang)
    try:
        scene = StatsScene(app)
        app.push(scene)
        app.run_frames(1)
        monkeypatch.setattr(records, "blit_text", spy)
        assert scene.max_scroll() > 0, "the page is taller than its panel"
        inside = scene.rect.inflate(0, -2 * scene.px(records.STATS_PAD))
        for scroll in [*range(0, scene.max_scroll(), 7), scene.max_scroll()]:
            scene.scroll = scroll
            drawn.clear()
            scene.draw(app.screen)
            cut = [text for text, rect in drawn if rect.colliderect(scene.rect)
                   and not inside.contains(rect)]
            assert not cut, (scroll, cut)
            assert sum(rect.colliderect(scene.rect) for _, rect in drawn) > 10
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_row_holding_every_seat_played_only_itself_and_is_not_counted(home: Path) -> None:
    # Four "Strong" AI seats in a free-for-all: whoever wins, the row wins, so counting it would
    # show a 100% win rate built from games it played against itself.
    stats.record_result("deadline99", ["heuristic"] * 4, (2,))
    # Two people of one name in a team game, all on one side or the other: the same.
    stats.record_result("guandan", ["person:Ann"] * 4, (0, 2))
    # With another row at the table the game counts as usual.
    stats.record_result("deadline99", ["heuristic", "heuristic", "random"], (0,))
    tallies, problem = stats.load_stats()
    assert problem is None
    assert "guandan" not in tallies or "person:Ann" not in tallies["guandan"]
    assert tallies["deadline99"]["heuristic"].played == 1 and tallies["deadline99"]["heuristic"].won == 1
    assert tallies["deadline99"]["random"].played == 1 and tallies["deadline99"]["random"].won == 0


def test_the_statistics_scrollbar_thumb_can_be_dragged_and_the_track_clicked(home: Path) -> None:
    """A statistics page taller than its panel showed a scrollbar that did nothing under the mouse.
    Now the page follows its dragged thumb to the end, and a click at the track's top goes back up."""
    from app.scenes.records import StatsScene
    from tests.apptools import post_mouse

    for game in ("deadline99", "guandan", "zhajinhua"):
        keys = [stats.seat_key("human", name, i) for i, name in enumerate(["Ann", "Bo", "小明"])] + ["heuristic", "random"]
        stats.record_result(game, keys, (0,))
    app = quick_app()
    try:
        scene = StatsScene(app)
        app.reset(scene)
        pygame.display.set_mode((960, 600))
        app.screen = pygame.display.get_surface()
        scene.on_resize((960, 600))
        app.run_frames(1)
        bar = scene.scrollbar_rects()
        assert bar is not None and scene.scroll == 0
        track, thumb = bar
        drag_thumb_past_the_end(track, thumb)
        app.run_frames(1)
        assert scene.scroll == scene.max_scroll() > 0
        post_mouse(pygame.MOUSEBUTTONDOWN, (track.centerx, track.y + 1))
        post_mouse(pygame.MOUSEBUTTONUP, (track.centerx, track.y + 1))
        app.run_frames(1)
        assert scene.scroll == 0
    finally:
        app.shutdown()
