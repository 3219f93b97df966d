"""The list of finished games says who played, who won and how many sat down; damaged files stay
listed with a note; the list fits the smallest window and scrolls."""

from __future__ import annotations

import json
import logging
import re
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import app.scenes.records as records
from app import i18n, savegame
from app.main import App
from app.scenes.lobby import LobbyScene
from app.scenes.records import ReplayListScene
from app.scenes.replay import ReplayScene
from engine.record import to_json
from app.ui import theme
from engine.registry import get_game
from tests.apptools import drag_thumb_past_the_end, drawn_texts, finished_record, post_mouse, quick_app, run_until

SMALLEST = (960, 600)


def _archive(game_id: str, seed: int, names: list[str]) -> tuple[Path, list[str]]:
    """A finished game kept in the history folder, and the names of its winners."""
    record, final = finished_record(game_id, seed, names)
    outcome = get_game(game_id).outcome(final)
    assert outcome is not None
    path = savegame.archive_finished(record)
    assert path is not None
    return path, [names[s] for s in outcome.winners]


def _open_list(app: App) -> ReplayListScene:
    """The list shown in the smallest window, once every row it shows has read its record."""
    scene = ReplayListScene(app)
    app.push(scene)
    scene.on_resize(SMALLEST)
    run_until(app, lambda: not scene.live())
    return scene


def _drawn(app: App, scene: ReplayListScene) -> list[str]:
    """Every text the list draws in one frame."""
    with drawn_texts(records) as texts:
        scene.draw(app.screen)
    return texts


def test_each_game_names_its_players_its_winners_and_their_number(home: Path) -> None:
    d99, d99_winners = _archive("deadline99", 4, ["Ann", "Bo", "Cy", "Di"])
    guandan, guandan_winners = _archive("guandan", 5, ["Eve", "Fu", "Gil", "Hal"])
    assert len(d99_winners) == 1 and len(guandan_winners) == 2
    damaged = home / "data" / "history" / "20000101-000000-deadline99-1.json"
    damaged.write_text('{"format": "paizhuo-record/1", "game": ', encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        assert set(scene.files) == {d99, guandan, damaged}, "the damaged file is still listed"
        i18n.set_language("en")
        english = _drawn(app, scene)
        assert "Winner: " + d99_winners[0] in english
        assert "Winners: " + ", ".join(guandan_winners) in english
        assert "Players: Ann, Bo, Cy, Di" in english and "Players: Eve, Fu, Gil, Hal" in english
        assert english.count("4 players") == 2
        assert "Cannot read this file" in english
        i18n.set_language("zh")
        chinese = _drawn(app, scene)
        assert "获胜：" + d99_winners[0] in chinese
        assert "获胜：" + "、".join(guandan_winners) in chinese
        assert "玩家：Ann、Bo、Cy、Di" in chinese and "玩家：Eve、Fu、Gil、Hal" in chinese
        assert chinese.count("4 人") == 2
        assert "无法读取此文件" in chinese
        assert damaged.exists(), "listing a damaged file does not move it aside"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_record_that_no_longer_replays_keeps_its_players_and_says_the_result_is_unknown(home: Path) -> None:
    path, _ = _archive("deadline99", 6, ["Ann", "Bo", "Cy"])
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] = 0  # as if made by an older version of the rules
    path.write_text(json.dumps(data), encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        i18n.set_language("en")
        assert scene.result(path) == "Result unknown: this record no longer replays"
        assert scene.players(path) == "Players: Ann, Bo, Cy" and scene.count(path) == "3 players"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_clicking_a_damaged_record_sets_it_aside_and_its_row_leaves_the_list(home: Path) -> None:
    good, _ = _archive("deadline99", 4, ["Ann", "Bo", "Cy", "Di"])
    damaged = home / "data" / "history" / "29990101-000000-deadline99-1.json"  # the newest: the top row
    damaged.write_text('{"format": "paizhuo-record/1", "game": "deadline99", "seed": 1}', encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        assert scene.files == [damaged, good]
        top = scene.buttons[0].rect.copy()
        post_mouse(pygame.MOUSEBUTTONDOWN, top.center)
        post_mouse(pygame.MOUSEBUTTONUP, top.center)
        app.run_frames(2)
        assert app.top is scene, "a damaged record does not open"
        assert not damaged.exists() and list(damaged.parent.glob(damaged.name + ".damaged-*")), "set aside"
        assert scene.files == [good], "the row of the file set aside is gone"
        assert scene.buttons[0].rect == top, "the next row moved up into its place"
        assert app.toast.text and "damaged" in app.toast.text.lower()
    finally:
        app.shutdown()


def test_default_seat_names_follow_the_language_and_typed_names_stay(home: Path) -> None:
    path, winners = _archive("deadline99", 4, ["玩家1", "电脑2", "Bot 3", "电脑9"])  # 电脑9 sits in seat 4: typed
    app = quick_app()
    try:
        scene = _open_list(app)
        i18n.set_language("en")
        assert scene.players(path) == "Players: Player 1, Bot 2, Bot 3, 电脑9"
        shown = {"玩家1": "Player 1", "电脑2": "Bot 2", "Bot 3": "Bot 3", "电脑9": "电脑9"}
        assert shown[winners[0]] in scene.result(path)
        i18n.set_language("zh")
        assert scene.players(path) == "玩家：玩家1、电脑2、电脑3、电脑9"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_long_lists_of_names_give_way_to_a_count_of_the_rest(home: Path) -> None:
    names = ["Konstantinos", "Bartholomew", "Christopher", "Alexandria", "Evangeline", "Jacqueline",
             "Maximilian", "Wilhelmina"]
    path, _ = _archive("deadline99", 7, names)
    app = quick_app()
    try:
        scene = _open_list(app)
        i18n.set_language("en")
        cut = scene.players(path, 420)
        assert cut.startswith("Players: Konstantinos, ") and cut.endswith(" more")
        assert records.get_font(records.PLAYERS_SIZE).size(cut)[0] <= 420
        i18n.set_language("zh")
        assert scene.players(path, 420).endswith(" 等 8 人")
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_long_history_fits_the_smallest_window_and_scrolls(home: Path) -> None:
    import pygame

    record, _ = finished_record("deadline99", 8, ["Ann", "Bo"])
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    for i in range(14):
        (folder / f"200001{i + 1:02d}-000000-deadline99-{i}.json").write_text(
            to_json(record), encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        shown = list(scene.visible())
        assert 0 < len(shown) < 14
        for i in shown:
            assert scene.rect.contains(scene.buttons[i].rect), "every row shown lies inside the panel"
        assert not scene.buttons[shown[-1]].rect.colliderect(scene.back.rect)
        assert scene.files[13] not in scene.summaries, "rows not shown are not read yet"
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False, precise_x=0.0,
                                             precise_y=-20.0, touch=False, which=0))
        app.run_frames(1)
        run_until(app, lambda: not scene.live())
        assert 13 in scene.visible() and scene.files[13] in scene.summaries
        assert scene.buttons[13].rect.bottom <= scene.rect.bottom
    finally:
        app.shutdown()


def test_each_game_says_the_table_options_it_was_played_with(home: Path) -> None:
    """The list did not say which options a game had: those that differ from the defaults follow
    the game's name (a plain game says none)."""
    record, _ = finished_record("deadline99", 6, ["Ann", "Bo", "Cy", "Di"],
                                {"faction_mode": True, "angel_death": True})
    special = savegame.archive_finished(record)
    plain, _ = _archive("deadline99", 7, ["Eve", "Fu", "Gil", "Hal"])
    assert special is not None
    app = quick_app()
    try:
        scene = _open_list(app)
        for lang, said in (("en", "Faction mode, Angel and Death"), ("zh", "阵营模式、天使与死神")):
            i18n.set_language(lang)
            assert scene.options(special) == said and scene.options(plain) == ""
            assert said in _drawn(app, scene)
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_number_option_is_named_without_the_lobby_s_note_on_its_zero(home: Path) -> None:
    """Zha Jin Hua's hands read "Hands (0 = until one player has all): 2" in the list; the name is now
    "Hands" and what 0 means is said where 0 is shown."""
    record, _ = finished_record("zhajinhua", 5, ["Ann", "Bo", "Cy"], {"hands": 2})
    path = savegame.archive_finished(record)
    assert path is not None
    app = quick_app()
    try:
        scene = _open_list(app)
        for lang, said in (("en", "Hands: 2"), ("zh", "局数：2")):
            i18n.set_language(lang)
            assert scene.options(path) == said
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _latin_words(text: str) -> list[str]:
    """The runs of Latin letters in ``text``."""
    return re.findall(r"[A-Za-z]+", text)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_record_that_stops_replaying_says_why_in_the_language_shown(
        home: Path, lang: str, caplog: pytest.LogCaptureFixture) -> None:
    """In Chinese, a record whose move the rules refuse ended its message in the engine's English
    reason; now it reads in Chinese alone and the English reason goes to the log."""
    record, _ = finished_record("deadline99", 3, ["Ann", "Bo", "Cy", "Di"])
    seat, action = record.actions[2]
    actions = list(record.actions)
    actions[2] = ((seat + 1) % record.players, action)  # move 3 is now another seat's, out of turn
    path = savegame.archive_finished(replace(record, actions=tuple(actions)))
    assert path is not None
    app = quick_app()
    i18n.set_language(lang)
    try:
        with caplog.at_level(logging.WARNING):
            assert not records.open_replay(app, path)
        told = app.toast.text
        out_of_turn = (seat + 1) % record.players + 1  # as players count seats
        quote = "”" if lang == "zh" else '"'  # quoted as what the table told the seat that moved
        # read by its code and said to that seat, whose name the message gives: not "Bo: Seat 2 ..."
        assert told.endswith(i18n.t("core.reason.not_deciding.you") + quote), told
        assert i18n.t("core.reason.not_deciding", seat=out_of_turn) not in told, told
        name = record.seat_names[(seat + 1) % record.players]  # typed at the table: no engine English
        assert name in told
        if lang == "zh":
            assert "第 3 步" in told and not _latin_words(told.replace(name, "")), told
        else:
            assert "Move 3" in told and "It is not your turn now." in told
        assert "does not decide now" in caplog.text, "the engine's own words are kept in the log"
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_record_whose_table_options_this_version_refuses_says_so_instead_of_failing(
        home: Path, lang: str) -> None:
    """The viewer rebuilt the game itself and let the engine's option error escape; now it says
    the options are not accepted, in the language shown."""
    record, _ = finished_record("deadline99", 3, ["Ann", "Bo", "Cy", "Di"])
    path = savegame.archive_finished(replace(record, options={**record.options, "faction_mode": "sometimes"}))
    assert path is not None
    app = quick_app()
    i18n.set_language(lang)
    try:
        assert not records.open_replay(app, path)
        assert app.toast.text == i18n.t("replay.bad_options")
        assert not isinstance(app.top, ReplayScene)
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _key(app: App, key: int, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _ringed(scene: ReplayListScene, i: int) -> bool:
    """Whether row ``i`` has the focus ring (drawn a few pixels outside its left edge)."""
    if i not in scene.visible():
        return False
    rect = scene.buttons[i].rect
    scene.draw(scene.app.screen)
    screen = scene.app.screen
    return any(screen.get_at((x, rect.centery))[:3] == theme.ACCENT for x in range(rect.x - scene.px(6), rect.x))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_arrows_ring_a_record_and_enter_opens_it(home: Path, size: tuple[int, int], lang: str) -> None:
    """The arrows only scrolled the list: no row showed it was chosen and Enter did nothing. Now
    Down and Up move a focus ring from row to row, the list scrolling to keep it in view, and
    Enter opens the ringed record."""
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    paths = []
    for i in range(14):
        record, _ = finished_record("deadline99", 20 + i, ["Ann", "Bo"])
        paths.append(folder / f"200001{i + 1:02d}-000000-deadline99-{i}.json")
        paths[-1].write_text(to_json(record), encoding="utf-8")
    app = quick_app()
    i18n.set_language(lang)
    try:
        scene = _open_list(app)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.run_frames(1)
        assert app.screen.get_size() == size
        assert not any(_ringed(scene, i) for i in scene.visible()), "no ring before a key is pressed"
        _key(app, pygame.K_DOWN)
        assert _ringed(scene, 0) and not _ringed(scene, 1)
        _key(app, pygame.K_DOWN)
        assert _ringed(scene, 1) and not _ringed(scene, 0)
        _key(app, pygame.K_UP)
        assert _ringed(scene, 0)
        _key(app, pygame.K_DOWN, times=12)  # past the rows shown: the list follows the ring
        assert 12 in scene.visible() and _ringed(scene, 12)
        assert scene.rect.contains(scene.buttons[12].rect)
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, ReplayScene)
        assert to_json(app.top.record) == paths[::-1][12].read_text(encoding="utf-8"), "the ringed record opened"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _back_ringed(scene: ReplayListScene) -> bool:
    """Whether the Back button has the focus ring (its accent colour just outside its left edge)."""
    rect = scene.back.rect
    scene.draw(scene.app.screen)
    return any(scene.app.screen.get_at((x, rect.centery))[:3] == theme.ACCENT for x in range(rect.x - scene.px(6), rect.x))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_tab_walks_the_records_then_back_and_the_ring_follows_the_pointer(home: Path, lang: str) -> None:
    """The list kept its own ring for the rows only: Tab did nothing, Back could not be reached
    from the keyboard but by Esc, and the ring did not follow the pointer onto Back. Now, as on
    the other screens (app.ui.focus), Tab goes from the ringed record to the next and after the
    last to Back, Shift+Tab goes back (from no ring, to Back), Enter on Back closes the list, the
    arrows still move within the list, and a ring that is up follows the pointer over rows and Back."""
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    for i in range(3):
        record, _ = finished_record("deadline99", 20 + i, ["Ann", "Bo"])
        (folder / f"200001{i + 1:02d}-000000-deadline99-{i}.json").write_text(to_json(record), encoding="utf-8")
    app = quick_app()
    i18n.set_language(lang)
    try:
        app.reset(LobbyScene(app))
        scene = _open_list(app)
        assert len(scene.files) == 3 and list(scene.visible()) == [0, 1, 2]
        shift = pygame.KMOD_LSHIFT
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=shift, unicode="", scancode=0))
        app.run_frames(1)
        assert _back_ringed(scene) and not any(_ringed(scene, i) for i in range(3)), "Shift+Tab from none: Back"
        _key(app, pygame.K_TAB)
        assert _ringed(scene, 0) and not _back_ringed(scene), "round to the first record"
        _key(app, pygame.K_TAB)
        assert _ringed(scene, 1)
        _key(app, pygame.K_UP)
        assert _ringed(scene, 0), "the arrows still move within the list"
        _key(app, pygame.K_END)
        assert _ringed(scene, 2)
        _key(app, pygame.K_TAB)
        assert _back_ringed(scene) and not _ringed(scene, 2)
        post_mouse(pygame.MOUSEMOTION, scene.buttons[1].rect.center)
        app.run_frames(1)
        assert _ringed(scene, 1) and not _back_ringed(scene), "the ring follows the pointer to a record"
        post_mouse(pygame.MOUSEMOTION, scene.back.rect.center)
        app.run_frames(1)
        assert _back_ringed(scene) and not _ringed(scene, 1), "and to Back"
        _key(app, pygame.K_RETURN)
        assert isinstance(app.top, LobbyScene), "Enter on Back closes the list"
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_a_ringed_record_that_leaves_the_list_hands_the_ring_to_the_row_in_its_place(home: Path) -> None:
    """A guard for the move onto app.ui.focus (it passed before too): the ring stays on its
    record when another leaves, goes to the row moving up into a ringed row's place, or to the
    new last row when the last one leaves."""
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    for i in range(4):
        record, _ = finished_record("deadline99", 20 + i, ["Ann", "Bo"])
        (folder / f"200001{i + 1:02d}-000000-deadline99-{i}.json").write_text(to_json(record), encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        files = list(scene.files)
        _key(app, pygame.K_DOWN, times=3)
        assert scene.ringed == 2
        scene.forget(files[0])
        assert scene.ringed == 1 and scene.files[1] == files[2], "the same record, one row up"
        scene.forget(files[2])
        assert scene.ringed == 1 and scene.files[1] == files[3], "the row that moved into its place"
        scene.forget(files[3])
        assert scene.ringed == 0 and scene.files == [files[1]] and _ringed(scene, 0), "the new last row"
        scene.forget(files[1])
        assert scene.ringed is None
    finally:
        app.shutdown()


def test_the_scrollbar_thumb_can_be_dragged_and_the_track_clicked(home: Path) -> None:
    """A history longer than the window showed a scrollbar that did nothing under the mouse. Now
    the list follows its dragged thumb to the last record, and a click at the track's top goes back
    to the first; neither opens a record."""
    record, _ = finished_record("deadline99", 8, ["Ann", "Bo"])
    folder = home / "data" / "history"
    folder.mkdir(parents=True)
    for i in range(14):
        (folder / f"200001{i + 1:02d}-000000-deadline99-{i}.json").write_text(to_json(record), encoding="utf-8")
    app = quick_app()
    try:
        scene = _open_list(app)
        bar = scene.scrollbar_rects()
        assert bar is not None and scene.first == 0
        track, thumb = bar
        drag_thumb_past_the_end(track, thumb)
        app.run_frames(1)
        assert scene.first == len(scene.files) - scene.room > 0 and 13 in scene.visible()
        post_mouse(pygame.MOUSEBUTTONDOWN, (track.centerx, track.y + 1))
        post_mouse(pygame.MOUSEBUTTONUP, (track.centerx, track.y + 1))
        app.run_frames(1)
        assert scene.first == 0 and app.top is scene
    finally:
        app.shutdown()
