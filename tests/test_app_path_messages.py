"""Messages that name a file or folder of the player's: a long path (a long home or Documents
folder) loses its middle, keeping its start, its last folders and the file's name, so the message
does not crowd the window at 960×600; a usual path is shown whole."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.results import ResultsScene
from app.ui import theme
from engine.core import Outcome
from tests.apptools import seated_table


def _folder_of_length(base: Path, length: int) -> Path:
    """A folder under ``base`` whose path is exactly ``length`` characters long, ending in "Documents"."""
    pad = length - len(str(base / "x" / "Documents")) + 1
    assert pad >= 1, f"{base} is too long for a {length}-character folder"
    folder = base / ("S" * pad) / "Documents"
    assert len(str(folder)) == length
    return folder


def _export(app: App, size: tuple[int, int], documents: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[ResultsScene, Path]:
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    app.screen = pygame.display.set_mode(size)
    table = seated_table(app, "deadline99", 4, size)
    results = ResultsScene(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0)))
    app.push(results)
    results.on_resize(size)
    with monkeypatch.context() as just_the_export:  # no PAIZHUO_HOME: the record goes to Documents
        just_the_export.delenv("PAIZHUO_HOME")
        results.export()
    exported, = (documents / "Paizhuo").glob("deadline99-*.json")
    return results, exported


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_export_message_shows_a_long_path_on_one_line(app: App, tmp_path: Path, lang: str, size: tuple[int, int],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """With a Documents folder of 100 characters the message "Record saved to …" took two lines
    under the results, the path broken across them. The path now keeps to one line (its own, where the
    message is wider than the results panel): it loses its middle ("…"), keeping its start, the
    Paizhuo folder and the file's whole name; the standings are not covered."""
    i18n.set_language(lang)
    results, exported = _export(app, size, _folder_of_length(tmp_path, 100), monkeypatch)
    center, width = results.toast_place(size)
    lines = app.toast.lines(width, theme.ui_scale(size))
    assert lines == app.toast.text.split("\n"), lines  # no line wrapped: the path stays on one line
    assert app.toast.text.startswith(i18n.t("results.exported", path="")[:2]), lines
    line = lines[-1]
    assert "…" in line, line
    assert exported.name in line and str(Path("Paizhuo") / exported.name) in line, line
    assert line.split(" ")[-1].split("…")[0] == str(tmp_path)[:len(line.split(" ")[-1].split("…")[0])], line
    shown = app.toast.draw(app.screen, center, width)
    standings = pygame.Rect(results.rect.x, results.rect.y, results.rect.w, results.buttons[2].rect.top - results.rect.y)
    assert shown is not None and not shown.colliderect(standings)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_usual_documents_path_keeps_its_documents_folder(app: App, lang: str, size: tuple[int, int],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """"/home/somebody/Documents/Paizhuo/deadline99-20261124-105300.json" is a little wider than the
    results panel it is written under: it keeps to a line of its own and loses only the home folder
    ("/home/…/Documents/Paizhuo/…"), so the player knows where to look. (The file is not written: the
    folder is not there.)"""
    import platformdirs

    from app import savegame

    i18n.set_language(lang)
    written: list[Path] = []
    monkeypatch.setattr(savegame, "export_record", lambda record, path: written.append(path))
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: "/home/somebody/Documents")
    app.screen = pygame.display.set_mode(size)
    table = seated_table(app, "deadline99", 4, size)
    results = ResultsScene(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0)))
    app.push(results)
    results.on_resize(size)
    with monkeypatch.context() as just_the_export:  # no PAIZHUO_HOME: the record goes to Documents
        just_the_export.delenv("PAIZHUO_HOME")
        results.export()
    path, = written
    assert str(path).startswith("/home/somebody/Documents/Paizhuo/deadline99-") and len(str(path)) == 64
    lines = app.toast.lines(results.toast_place(size)[1], theme.ui_scale(size))
    assert lines[-1] in (str(path), "/home/…/Documents/Paizhuo/" + path.name), lines
    assert lines == app.toast.text.split("\n") and app.toast.text.startswith(i18n.t("results.exported", path="")[:2])


def test_with_paizhuo_home_the_export_goes_under_it_not_into_documents(app: App, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Exports went to the user's real Documents/Paizhuo even under PAIZHUO_HOME (so every test that
    pressed Export wrote there). They now go to $PAIZHUO_HOME/exports, and the message says so."""
    import platformdirs

    documents, home = tmp_path / "Documents", tmp_path / "portable"
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(documents))
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    table = seated_table(app, "deadline99", 4, (960, 600))
    results = ResultsScene(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0)))
    app.push(results)
    results.export()
    exported, = (home / "exports").glob("deadline99-*.json")
    assert not documents.exists()
    assert str(Path("portable", "exports", exported.name)) in app.toast.text, app.toast.text


LONG_HOME = 100  # characters: a long home folder, as in test_app_persistence


def _long_home(factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh PAIZHUO_HOME ``…/Paizhuo`` of LONG_HOME characters, and a lobby that has read nothing."""
    from app.scenes.lobby import LobbyScene

    base = factory.mktemp("h", numbered=True)
    home = base / ("S" * (LONG_HOME - len(str(base / "x" / "Paizhuo")) + 1)) / "Paizhuo"
    assert len(str(home)) == LONG_HOME
    home.mkdir(parents=True)
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False)
    return home


def _record() -> object:
    from tests.apptools import finished_record

    record, _ = finished_record("deadline99", 4, ["Ann", "Bo", "Cy"], {})
    return record


def _settings_message(home: Path, lang: str) -> str | None:
    from app.paths import user_dirs
    from app.settings import Settings, save_settings

    (home / "config").write_text("", encoding="utf-8")  # a file where the folder should be: the save fails
    return save_settings(Settings(language=lang), user_dirs())


def _lobby_message(home: Path, lang: str) -> str | None:
    from app.lobby_memory import save_lobby
    from app.paths import user_dirs

    (home / "config").write_text("", encoding="utf-8")
    return save_lobby({}, lang, user_dirs())


def _game_message(home: Path, lang: str) -> str | None:
    from app.paths import user_dirs
    from app.savegame import save_in_progress

    (home / "data").write_text("", encoding="utf-8")
    return save_in_progress(_record(), user_dirs())  # type: ignore[arg-type]


def _stats_message(home: Path, lang: str) -> str | None:
    from app.paths import user_dirs
    from app.stats import save_stats

    (home / "data").write_text("", encoding="utf-8")
    return save_stats({}, user_dirs())


def _missing_replay_message(home: Path, lang: str) -> str | None:
    from app.scenes.records import open_replay
    from tests.apptools import quick_app

    app = quick_app()
    try:
        assert not open_replay(app, home / "records" / "deadline99-20261124-105300.json", move=False)
        return app.toast.text
    finally:
        app.shutdown()


def _cannot_continue_message(home: Path, lang: str) -> str | None:
    import json

    from app.scenes.lobby import LobbyScene
    from engine.record import to_json
    from tests.apptools import quick_app

    (home / "data").mkdir()
    data = json.loads(to_json(_record()))  # type: ignore[arg-type]
    data["rules_version"] = 0  # as if written by an older version of the rules: it no longer replays
    (home / "data" / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    app = quick_app()
    i18n.set_language(lang)
    try:
        lobby = LobbyScene(app)
        app.reset(lobby)
        lobby.continue_saved()
        return app.toast.text
    finally:
        app.shutdown()


def _export_failed_message(home: Path, lang: str) -> str | None:
    from tests.apptools import quick_app

    (home / "exports").write_text("", encoding="utf-8")  # the export's folder cannot be made
    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "deadline99", 4, (960, 600))
        results = ResultsScene(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0)))
        app.push(results)
        results.export()
        return app.toast.text
    finally:
        app.shutdown()


MESSAGES = {"settings": _settings_message, "lobby": _lobby_message, "game": _game_message, "stats": _stats_message,
            "missing replay": _missing_replay_message, "cannot continue": _cannot_continue_message,
            "export failed": _export_failed_message}


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("which", list(MESSAGES))
def test_a_message_about_a_file_shows_a_long_path_without_its_middle(
        tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, which: str, lang: str) -> None:
    """With a home folder of 100 characters each path in these messages wrapped over two or three
    lines (and a failed save named the path twice, its error repeating it). Now each path loses its
    middle as in the message about damaged files (storage.shown_path): no path in the message is
    longer than SHOWN_PATH, each keeps its start and its last part and is written on one line at
    960×600."""
    from app.storage import SHOWN_PATH
    from app.ui.widgets import TOAST_SIZE, wrap_text

    home = _long_home(tmp_path_factory, monkeypatch)
    i18n.set_language(lang)
    try:
        message = MESSAGES[which](home, lang)
    finally:
        i18n.set_language("zh")
    assert message
    paths = [p.rstrip(":,.") for p in re.findall(r"[^\s'\"：，。（）]*/[^\s'\"：，。（）]*", message)]
    assert paths, message
    for path in paths:
        assert len(path) <= SHOWN_PATH and "…" in path and path.startswith(str(home)[:5]), (path, message)
    assert str(home) not in message, message
    width = min(theme.scaled(760, 1.0), 960 - 40) - theme.scaled(40, 1.0)  # a message's text over a screen at 960×600
    lines = wrap_text(message, TOAST_SIZE, width)
    assert all(any(path in line for line in lines) for path in paths), f"a path over two lines: {lines}"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_message_is_wrapped_once_per_width_not_every_frame(app: App, tmp_path: Path, lang: str,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Each frame the results wrapped their message to measure it (``toast_place``) and the message
    wrapped it again to draw it. It is now wrapped once for each width it is laid out at, however many
    frames it shows, the lines as a fresh wrap gives them; a language switched meanwhile is wrapped anew."""
    from app.ui import widgets

    i18n.set_language(lang)
    size = (1280, 720)
    results, _ = _export(app, size, _folder_of_length(tmp_path, 100), monkeypatch)
    wrapped: list[tuple[str, int]] = []
    real = widgets.wrap_text

    def counting(text: str, size: int, width: int, *args: Any, **kwargs: Any) -> list[str]:
        wrapped.append((text, width))
        return real(text, size, width, *args, **kwargs)

    monkeypatch.setattr(widgets, "wrap_text", counting)
    for _ in range(5):
        app.draw()
    widths = [width for text, width in wrapped if text == app.toast.text]
    assert widths and len(widths) == len(set(widths)), widths
    center, width = results.toast_place(size)
    scale = theme.ui_scale(size)
    assert app.toast.lines(width, scale) == real(app.toast.text, theme.scaled(widgets.TOAST_SIZE, scale),
                                                 width - theme.scaled(40, scale))
    wrapped.clear()
    i18n.set_language("en" if lang == "zh" else "zh")
    app.toast.show(lambda: i18n.t("results.exported", path="x"), 5.0)
    app.draw()
    assert i18n.t("results.exported", path="x") in {text for text, _ in wrapped}, wrapped
