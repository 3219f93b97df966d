"""Where the results panel lies over the finished table: clear of the table's log where the window allows."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import TableScene
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


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_results_panel_keeps_clear_of_the_table_s_log(app: App, game_id: str) -> None:
    """At 960×600 the results panel, centred in the window, lay over the left half of the dimmed log
    panel on the table's right, its lines cut by the panel's edge. Now at 960×600 and 1280×720 (the
    results opened there or the window dragged to it) the panel lies clear of the log and inside the
    window, over the table's play area; at 1280×720 it stays where it was, in the window's middle."""
    record, _ = finished_record(game_id, 4)
    for first, then in (((960, 600), (1280, 720)), ((1280, 720), (960, 600))):
        resize(app, first)
        table = TableScene.resume(app, record)
        app.reset(table)
        table.show_results()
        results = app.top
        assert isinstance(results, ResultsScene)
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
