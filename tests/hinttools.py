"""Shared by the hint tests: an app in English with a home of its own, and a spy on the person's
adviser that records what it is told and the views it decides from."""

from __future__ import annotations

import copy

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from app.main import App
from app.scenes.advice import Advisers
from app.scenes.table import TableScene


def english_app() -> Iterator[App]:
    """A quick headless app in English (Chinese is put back after); for a module's ``app`` fixture,
    which asks for conftest's ``home`` so the app's files stay in the test's own folder."""
    from app import i18n
    from tests.apptools import quick_app

    a = quick_app()
    i18n.set_language("en")
    try:
        yield a
    finally:
        i18n.set_language("zh")
        a.shutdown()


@dataclass
class AdviserSpy:
    """What seat 0's adviser heard, and each view it decided from beside the person's own view at
    that moment (``table`` must be set once the table exists)."""

    heard: list[Any] = field(default_factory=list)
    views: list[tuple[Any, Any]] = field(default_factory=list)
    table: TableScene | None = None


def spy_on_adviser(monkeypatch: pytest.MonkeyPatch) -> AdviserSpy:
    """Wrap seat 0's adviser, as soon as the table first tells it anything, to record into the spy."""
    spy = AdviserSpy()
    real_hear = Advisers.hear

    def spy_hear(self: Advisers, events: Any) -> None:
        adviser = self.by_seat[0]
        if not hasattr(adviser, "_spied"):
            real_observe, real_choose = adviser.observe, adviser.choose

            def observe(event: Any) -> None:
                spy.heard.append(event)
                real_observe(event)

            def choose(view: Any, legal: Any) -> Any:
                spy.views.append((view, spy.table.session.view(0) if spy.table is not None else None))
                return real_choose(view, legal)

            adviser.observe = observe  # type: ignore[method-assign]
            adviser.choose = choose  # type: ignore[method-assign]
            adviser._spied = True  # type: ignore[attr-defined]
        real_hear(self, events)

    monkeypatch.setattr(Advisers, "hear", spy_hear)
    return spy


def advisers_choice(table: TableScene) -> Any:
    """What the person's (seat 0's) adviser itself would choose now: decided on a copy, so with the
    same memory and the same dice as the hint."""
    assert table.advisers is not None
    return copy.deepcopy(table.advisers.by_seat[0]).choose(table.session.view(0), table.viewer_legal())


def settled(table: TableScene) -> bool:
    """The person is to decide and the table has shown everything, or the game is over."""
    return (bool(table.viewer_legal()) and not table.busy) or table.session.is_over()


def play_as_advised_until(app: App, table: TableScene, wanted: type, limit: int = 400) -> Any:
    """Play the person's seat as its adviser would until the adviser would next take a ``wanted``
    action, and return that action (the test fails if it never does)."""
    from tests.apptools import run_until

    for _ in range(limit):
        if table.session.is_over():
            break
        expected = advisers_choice(table)
        if isinstance(expected, wanted):
            return expected
        assert table.submit(expected) is None
        run_until(app, lambda: settled(table), settle=True)
    pytest.fail(f"the adviser never chose a {wanted.__name__}")
