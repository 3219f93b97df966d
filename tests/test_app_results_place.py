"""Where the results panel lies over the finished table: clear of the table's log where the window allows."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from app.main import App
from app.ui import theme
from app.scenes.results import ResultsScene
from app.scenes.table import TableScene
from engine.record import Record
from engine.registry import GAMES
from tests.apptools import finished_record, quick_app


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app()
    yield a
    a.shutdown()


def resize(app: App, size: tuple[int, int]) -> None:
    """The window dragged to ``size``: the window changes, then the app is told."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run_frames(2)
    assert app.screen.get_size() == size


def _results_over(app: App, record: Record) -> tuple[TableScene, ResultsScene]:
    """The finished ``record`` resumed on a table at the window's size, its results screen opened over it."""
    table = TableScene.resume(app, record)
    app.reset(table)
    table.show_results()
    results = app.top
    assert isinstance(results, ResultsScene)
    return table, results


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_results_panel_keeps_clear_of_the_table_s_log(app: App, game_id: str) -> None:
    """At 960×600 the results panel, centred in the window, lay over the left half of the dimmed log
    panel on the table's right, its lines cut by the panel's edge. Now at 960×600 and 1280×720 (the
    results opened there or the window dragged to it) the panel lies clear of the log and inside the
    window, over the table's play area; at 1280×720 it stays where it was, in the window's middle."""
    record, _ = finished_record(game_id, 4)
    for first, then in (((960, 600), (1280, 720)), ((1280, 720), (960, 600))):
        resize(app, first)
        table, results = _results_over(app, record)
        for size in (first, then):
            if size != first:
                resize(app, size)
            assert table.rect.size == size
            window = pygame.Rect((0, 0), size)
            assert window.contains(results.rect), (size, results.rect)
            assert not results.rect.colliderect(table.log_rect), (size, results.rect, table.log_rect)
            assert results.rect.right < table.log_rect.x, (size, results.rect, table.log_rect)
            if size == (1280, 720):
                assert results.rect.center == (640, 360), results.rect


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("failed", [False, True])
def test_a_message_on_the_results_is_centred_under_the_panel(app: App, game_id: str, lang: str, failed: bool,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """With the results panel moved clear of the log (960×600), a message shown on it (the record
    exported with E, or why it was not) was still centred on the window, right of the panel. It is
    now centred under the panel where it lies, at 960×600 and 1280×720, inside the window, clear of
    the log and of the standings."""
    from pathlib import Path

    from app import i18n, paths, savegame

    monkeypatch.setattr(paths, "exports_dir", lambda: Path("/tmp/pz"))
    monkeypatch.setattr(savegame, "export_record", lambda record, path: "disk full" if failed else None)
    i18n.set_language(lang)
    record, _ = finished_record(game_id, 4)
    try:
        for size in ((960, 600), (1280, 720)):
            resize(app, size)
            table, results = _results_over(app, record)
            results.export()
            assert ("disk full" in app.toast.text) == failed, app.toast.text
            shown = app.toast.draw(app.screen, *results.toast_place(size))
            assert shown is not None
            assert abs(shown.centerx - results.rect.centerx) <= 1, (size, shown, results.rect)
            assert pygame.Rect((0, 0), size).contains(shown), (size, shown)
            assert not shown.colliderect(table.log_rect) and shown.y >= results.buttons[1].rect.bottom, shown
            assert shown.w <= results.rect.w + theme.scaled(40, theme.ui_scale(size)), (size, shown, results.rect)
            # no line wrapped: the message's own lines (the path on one of its own where the whole is too wide)
            assert app.toast.lines(results.toast_place(size)[1], theme.ui_scale(size)) == app.toast.text.split("\n")
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("folder", ["/home/somebody/Documents/Paizhuo",
                                    "/home/somebody/a/very/long/folder/name/that/goes/on/and/on/for/ever/Paizhuo/exports"])
def test_the_exported_path_is_drawn_centred_on_the_panel_and_inside_it(app: App, game_id: str, lang: str, folder: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """After "Export record" at 960×600 the message with the file's path (a usual path, written whole,
    wider than the room either side of the panel's middle) was moved over to the window's left edge,
    off the panel's centre. Now the drawn message, as the frame draws it, is centred on the panel and
    within its width at 960×600 and 1280×720, a path too wide for it shortened in its middle with "…"
    (the file's name kept), on one line."""
    from pathlib import Path

    import app.ui.widgets as widgets
    from app import i18n, paths, savegame
    from tests.apptools import drawn_text_rects

    monkeypatch.setattr(paths, "exports_dir", lambda: Path(folder))
    monkeypatch.setattr(savegame, "export_record", lambda record, path: None)
    record, _ = finished_record(game_id, 4)
    try:
        for size in ((960, 600), (1280, 720)):
            resize(app, size)
            i18n.set_language(lang)
            _, results = _results_over(app, record)
            results.export()
            with drawn_text_rects(widgets) as drawn:
                app.run_frames(1)
            said = [(text, rect) for text, rect in drawn if f"{game_id}-" in text and text.endswith(".json")]
            assert len(said) == 1, (size, drawn)
            text, rect = said[0]
            panel = results.rect
            assert abs(rect.centerx - panel.centerx) <= 1, (size, rect, panel)
            assert panel.x <= rect.x and rect.right <= panel.right, (size, rect, panel)
            if len(folder) > 40:
                assert "…" in text, text
    finally:
        i18n.set_language("zh")
