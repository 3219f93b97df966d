"""A settled Zha Jin Hua table for the app tests (tests/test_app_zhajinhua*.py)."""

from __future__ import annotations

from dataclasses import replace

from app.games.zhajinhua import ZhaJinHuaUI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import run_until


def still_table(app: App, players: int, size: tuple[int, int], seed: int = 1,
                options: dict[str, object] | None = None) -> tuple[TableScene, ZhaJinHuaUI]:
    """A ``players``-seat table (P1 the person) in a ``size`` window, settled, its AI seats waiting;
    ``options`` besides Six seats (on at six players)."""
    options = {**(options or {}), **({"six_seats": True} if players == 6 else {})}
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "zhajinhua", seats, options, seed)
    app.reset(table)
    table.on_resize(size)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    run_until(app, lambda: not table.busy, settle=True)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    return table, ui
