"""AI seats may think on a worker thread: the table keeps running frames meanwhile and plays the
answer once it is in (real windows only; headless runs decide on the spot)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.table import SeatSetup, TableScene
from engine.core import Action


class Held:
    """Wraps the real policies of every AI seat; each decision waits until the test lets it go."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.threads: list[str] = []
        self.seats: list[int] = []
        self.fail = False

    def wrap(self, seat: int, inner: object) -> object:
        held = self

        class Seat:
            def observe(self, event: object) -> None:
                inner.observe(event)  # type: ignore[attr-defined]

            def choose(self, view: object, legal: tuple[Action, ...]) -> Action:
                held.threads.append(threading.current_thread().name)
                held.seats.append(seat)
                held.started.set()
                assert held.go.wait(10)
                if held.fail:
                    raise RuntimeError("policy failed")
                return inner.choose(view, legal)  # type: ignore[attr-defined,no-any-return]

        return Seat()


def _all_ai_table(app: App) -> tuple[TableScene, Held]:
    table = TableScene(app, "deadline99", [SeatSetup(False, f"B{i}") for i in range(4)], {}, 4)
    held = Held()
    table.policies = {s: held.wrap(s, p) for s, p in table.policies.items()}  # type: ignore[misc]
    table.background_thinking = True
    app.reset(table)
    return table, held


def _frames_until(app: App, cond: Callable[[], bool]) -> None:
    """Run frames (with real pauses: headless frames outrun the worker thread) until ``cond()``."""
    for _ in range(2000):
        app.run_frames(1)
        if cond():
            return
        time.sleep(0.005)


def test_the_table_keeps_running_while_an_ai_seat_thinks(app: App) -> None:
    table, held = _all_ai_table(app)
    before = len(table.session.record.actions)
    _frames_until(app, held.started.is_set)  # the deal animates first; then the seat to move thinks
    assert held.started.is_set()
    seat = held.seats[0]
    app.run_frames(20)  # frames go on; nothing is played while the seat has not answered
    assert len(table.session.record.actions) == before
    assert held.threads and held.threads[0] != threading.main_thread().name
    held.go.set()
    _frames_until(app, lambda: len(table.session.record.actions) > before)
    assert len(table.session.record.actions) == before + 1
    assert table.session.record.actions[-1][0] == seat
    assert table.thought is None


def test_a_policy_error_reaches_the_error_screen(app: App) -> None:
    table, held = _all_ai_table(app)
    held.fail = True
    _frames_until(app, held.started.is_set)
    assert held.started.is_set()
    held.go.set()
    _frames_until(app, lambda: isinstance(app.top, ErrorScene))  # the crash guard, as on the main thread
    assert isinstance(app.top, ErrorScene)
    assert len(table.session.record.actions) == 0


def test_headless_tables_decide_on_the_spot(app: App) -> None:
    table = TableScene(app, "deadline99", [SeatSetup(False, f"B{i}") for i in range(4)], {}, 4)
    app.reset(table)
    assert table.background_thinking is False
    app.run_frames(200)
    assert table.thought is None and len(table.session.record.actions) > 0
