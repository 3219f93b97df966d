"""The replay viewer's log tells the game from its beginning: at move 0 (and after) it shows what the
table told when the game began (the round or hand opening, the deal), as the live table did."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app import i18n
from app.main import App
from app.scenes.replay import ReplayScene
from engine.registry import GAMES, get_game
from tests.apptools import finished_record, quick_app


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    a = quick_app()
    yield a
    a.shutdown()
    i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_log_at_move_0_tells_how_the_game_began(app: App, game_id: str, lang: str) -> None:
    """At move 0 the log was empty, and from move 1 on it began with the first move: a Stars and Storms
    replay never said who leads, the storm level or the heat rank; Zha Jin Hua's never said who deals,
    the base and the antes."""
    i18n.set_language(lang)
    record, _ = finished_record(game_id, 3)
    game = get_game(game_id)
    _, start = game.start(record.players, record.options, record.seed)
    viewer = ReplayScene(app, record)
    app.push(viewer)
    table = viewer.table
    seen = [game.event_for(e, table.viewer) for e in start]
    told = [line for line in (table.ui.narrate(e) for e in seen if e is not None) if line]
    assert told, "every game tells something as it begins"
    assert table.log_lines()[:len(told)] == told
    viewer.step(1)
    assert table.log_lines()[:len(told)] == told
    viewer.step(-1)
    assert table.log_lines() == told
