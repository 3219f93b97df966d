"""Fast forward: once no person at the table has a decision left (everyone out for good, or a demo),
the top bar offers it (and the F key): AI seats act at once and animations run much faster to the
results. While a person is still in, it is not offered and F keeps its meaning at the table."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from ai.base import RandomPolicy
from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from app.ui import widgets
from engine.record import Record
from engine.registry import get_game
from tests.apptools import drawn_texts, seated_table


def _person_out_record() -> Record:
    """Deadline 99 with the person in seat 0 out and three AI seats still playing."""
    game = get_game("deadline99")
    options = game.resolve_options(4, {})
    for seed in range(100):
        state, _ = game.start(4, options, seed)
        record = Record("deadline99", game.info.rules_version, 4, options, seed, seat_names=("P1", "B2", "B3", "B4"),
                        seat_kinds=("human", "heuristic", "heuristic", "heuristic"))
        policy = RandomPolicy(seed)
        while not game.is_over(state) and state.alive[0]:
            seat = game.decision(state).seats[0]
            action = policy.choose(game.view(state, seat), game.legal_actions(state, seat))
            state, _ = game.apply(state, seat, action)
            record = record.with_action(seat, action)
        if not game.is_over(state) and sum(state.alive) >= 3:
            return record
    raise AssertionError("no game found where the person goes out early")


@pytest.fixture()
def paced_app():
    """A headless app at the default pace: AI seats wait 700 ms, animations at 1×."""
    a = App(headless=True, size=(1280, 720))
    a.settings = replace(a.settings, ai_delay_ms=700, animation_speed=1.0)
    yield a
    a.shutdown()


def _press_f() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))


def _steps_to_results(app: App, fast: bool) -> int:
    table = TableScene.resume(app, _person_out_record())
    app.reset(table)
    app.run_frames(1)
    assert table.fast_forward_offered()
    if fast:
        _press_f()
        app.run_frames(1)
        assert table.fast_forward
    for steps in range(60_000):
        if isinstance(app.top, ResultsScene):
            return steps
        app.step()
    raise AssertionError("the results never came")


def test_fast_forward_reaches_the_results_in_far_fewer_frames(paced_app: App) -> None:
    normal = _steps_to_results(paced_app, fast=False)
    fast = _steps_to_results(paced_app, fast=True)
    assert fast * 4 < normal, (fast, normal)


def test_fast_forward_shows_in_the_bar_once_everyone_is_out(paced_app: App) -> None:
    table = TableScene.resume(paced_app, _person_out_record())
    paced_app.reset(table)
    with drawn_texts(widgets) as texts:
        paced_app.run_frames(1)
    assert table.fast_button.label() in texts
    table.fast_button.on_click()
    assert table.fast_forward and table.ai_delay_ms() == 0
    table.fast_button.on_click()
    assert not table.fast_forward, "a second press goes back to the usual pace"


def test_a_demo_offers_fast_forward(paced_app: App) -> None:
    seats = [SeatSetup(False, f"B{i}") for i in range(1, 5)]
    table = TableScene(paced_app, "deadline99", seats, {}, 3, demo=True)
    paced_app.reset(table)
    assert table.fast_forward_offered()


@pytest.mark.parametrize("game_id", ["deadline99", "zhajinhua", "xianshi_tongxing", "stars_and_storms", "guandan"])
def test_fast_forward_is_not_offered_while_a_person_is_still_in(app: App, game_id: str) -> None:
    table = seated_table(app, game_id, 4, (1280, 720), frames=60)
    assert not table.fast_forward_offered()
    with drawn_texts(widgets) as texts:
        app.run_frames(1)
    assert table.fast_button.label() not in texts
    _press_f()
    app.run_frames(1)
    assert not table.fast_forward


def _stars_person_out_in_the_last_round() -> Record:
    """A one-round Stars and Storms match with early elimination, the person in seat 0 blown out."""
    game = get_game("stars_and_storms")
    options = game.resolve_options(4, {"rounds": 1, "early_elimination": True})
    for seed in range(300):
        state, _ = game.start(4, options, seed)
        record = Record("stars_and_storms", game.info.rules_version, 4, options, seed,
                        seat_names=("P1", "B2", "B3", "B4"), seat_kinds=("human", "heuristic", "heuristic", "heuristic"))
        policy = RandomPolicy(seed)
        while not game.is_over(state) and not game.seat_done(state, 0):
            seat = game.decision(state).seats[0]
            action = policy.choose(game.view(state, seat), game.legal_actions(state, seat))
            state, _ = game.apply(state, seat, action)
            record = record.with_action(seat, action)
        if not game.is_over(state):
            return record
    raise AssertionError("no match found where the person is blown out")


def test_fast_forward_does_not_stop_at_the_last_rounds_summary(paced_app: App) -> None:
    table = TableScene.resume(paced_app, _stars_person_out_in_the_last_round())
    paced_app.reset(table)
    paced_app.run_frames(1)
    assert table.fast_forward_offered()
    _press_f()
    paced_app.run_frames(1)
    assert table.fast_forward
    for _ in range(20_000):  # no click: the person asked to be taken to the end
        if isinstance(paced_app.top, ResultsScene):
            return
        paced_app.step()
    raise AssertionError("fast forward stopped before the results")
