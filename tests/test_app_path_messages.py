"""Messages that name a file or folder of the player's: a long path (a long home or Documents
folder) loses its middle, keeping its start, its last folders and the file's name, so the message
does not crowd the window at 960×600; a usual path is shown whole."""

from __future__ import annotations

from pathlib import Path

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
    results.export()
    exported, = (documents / "Paizhuo").glob("deadline99-*.json")
    return results, exported


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_export_message_shows_a_long_path_on_one_line(app: App, tmp_path: Path, lang: str, size: tuple[int, int],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """With a Documents folder of 100 characters the message "Record saved to …" took two lines
    under the results. It now takes one: the path loses its middle ("…"), keeping its start, the
    Paizhuo folder and the file's whole name; the standings are not covered."""
    i18n.set_language(lang)
    results, exported = _export(app, size, _folder_of_length(tmp_path, 100), monkeypatch)
    center, width = results.toast_place(size)
    lines = app.toast.lines(width, theme.ui_scale(size))
    assert len(lines) == 1, lines
    line = lines[0]
    assert "…" in line and line.startswith(i18n.t("results.exported", path="")[:2]), line
    assert exported.name in line and str(Path("Paizhuo") / exported.name) in line, line
    assert line.split(" ")[-1].split("…")[0] == str(tmp_path)[:len(line.split(" ")[-1].split("…")[0])], line
    shown = app.toast.draw(app.screen, center, width)
    standings = pygame.Rect(results.rect.x, results.rect.y, results.rect.w, results.buttons[2].rect.top - results.rect.y)
    assert shown is not None and not shown.colliderect(standings)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_usual_documents_path_is_shown_whole(app: App, lang: str, size: tuple[int, int],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """"/home/somebody/Documents/Paizhuo/deadline99-20261124-105300.json" fits the line at 960×600:
    it is shown whole, so the player knows where to look. (The file is not written: the folder
    is not there.)"""
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
    results.export()
    path, = written
    assert str(path).startswith("/home/somebody/Documents/Paizhuo/deadline99-") and len(str(path)) == 64
    assert app.toast.text == i18n.t("results.exported", path=str(path))
    assert len(app.toast.lines(results.toast_place(size)[1], theme.ui_scale(size))) == 1

