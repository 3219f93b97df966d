"""现世通行 table polish: the OUT flash of a seat going out leaves its panel's words readable and goes at
the animation speed, as do the direction dial's spin and the meter's count."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pygame
import pytest

import app.games.base as base_ui
from app import i18n
from app.games.xianshi_tongxing.ui import XianshiUI
from app.i18n import t
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games.xianshi_tongxing.events import CountsChanged, Eliminated, Reversed
from tests.apptools import drawn_text_rects, quick_app, run_until


@pytest.fixture(params=[(1280, 720), (960, 600)], ids=["1280", "960"])
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    a = quick_app(ai_delay_ms=10**9, animation_speed=4.0, size=request.param)
    yield a
    a.shutdown()


def _still_table(app: App) -> tuple[TableScene, XianshiUI]:
    """A four-seat table (P1 the person, then three AI seats), settled after its deal."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"Bot {i}") for i in range(1, 4)]
    table = TableScene(app, "xianshi_tongxing", seats, {}, 7)
    app.reset(table)
    run_until(app, lambda: not table.busy)
    ui = table.ui
    assert isinstance(ui, XianshiUI)
    return table, ui


def _frames_up(ui: XianshiUI, up: Callable[[], bool]) -> int:
    """How many 1/60 s frames of the UI's own clock pass until ``up()`` no longer holds."""
    frames = 0
    while up():
        ui.update(1 / 60)
        frames += 1
    return frames


def _seat_words(ui: XianshiUI, table: TableScene, app: App) -> list[tuple[str, pygame.Rect]]:
    """Each seat's name and "Hand 0" as the panels write them."""
    count = t("xt.seat.cards", n=0)
    names = {table.name(s) for s in range(4)} | {table.name(s) + " ★" for s in range(4)}
    with drawn_text_rects(base_ui) as words:
        ui.draw(app.screen)
    kept = [(text, rect) for text, rect in words if text == count or text in names]
    assert len(kept) == 8, kept
    return kept


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_out_flash_leaves_the_seat_s_name_and_hand_count_readable(app: App, lang: str) -> None:
    """A seat going out flashed a big "OUT" over the middle of its panel for 1.4 s, right over its
    "Hand 0" (and its name). Now, all through the flash, each seat's name and count are drawn the
    same as without it; the flash is drawn big on the panel at first, and at its end it is the
    panel's own small OUT mark."""
    i18n.set_language(lang)
    try:
        table, ui = _still_table(app)
        for seat in (1, 2, 3, 0):
            ui.begin(Eliminated(seat, ()))
        assert ui.out_flash == {0: 1.4, 1: 1.4, 2: 1.4, 3: 1.4}
        ui.out_flash = {}
        words = _seat_words(ui, table, app)
        plain = app.screen.copy()
        for left in (1.4, 1.0, 0.8, 0.6, 0.4, 0.1):
            ui.out_flash = dict.fromkeys(range(4), left)
            ui.draw(app.screen)
            for text, rect in words:
                assert _pixels(app.screen, rect) == _pixels(plain, rect), (left, text, rect)
            for seat in range(4):
                same = _pixels(app.screen, ui.seat_rect(seat)) == _pixels(plain, ui.seat_rect(seat))
                assert same == (left <= 0.4), (left, seat)  # big at first; the small mark at the end
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_out_flash_goes_at_the_animation_speed(app: App, speed: float) -> None:
    """The OUT flash lasted 1.4 real seconds at every animation speed, while the discarded cards' flight
    and the wait after a seat goes out scale with it. Now it lasts 1.4 s at ×1 and scales like the rest of the
    table: twice the wait after a seat goes out at every speed."""
    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = _still_table(app)
    ui.begin(Eliminated(2, ()))
    frames = _frames_up(ui, lambda: 2 in ui.out_flash)
    assert abs(frames - 60 * 1.4 / speed) <= 2, frames


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_dial_spins_round_at_the_animation_speed(app: App, speed: float) -> None:
    """A Reverse spun the direction dial round in 0.67 real seconds at every animation speed, while the
    Reverse's arrow and the table's wait after it (0.7 s at ×1) scale with it: at ×3 the dial was still
    turning after the table had gone on. Now it turns in 0.67 s at ×1, scaled, within the wait."""
    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = _still_table(app)
    wait = ui.begin(Reversed(1, -ui.direction, 2, 0, False))
    assert ui.spin == 1.0
    frames = _frames_up(ui, lambda: ui.spin > 0)
    assert abs(frames - 60 / 1.5 / speed) <= 2, frames
    assert frames <= 60 * wait / speed, (frames, wait)  # round before the table goes on


def _meter_frames(table: TableScene, ui: XianshiUI, speed: float, fast: bool) -> int:
    """How many frames the draw meter counts for from 1 to 5 (a seat's extra draws going up by 4), at
    animation speed ``speed`` (with Fast forward if ``fast``)."""
    table.app.settings = replace(table.app.settings, animation_speed=speed)
    table.fast_forward = fast
    ui.extra, ui.skip = 0, 0
    ui.meter.set(1, instant=True)
    ui.begin(CountsChanged(ui.turn, 4, 0))
    assert ui.meter.target == 5
    return _frames_up(ui, lambda: ui.meter.shown != 5)


@pytest.mark.parametrize(("speed", "fast"), [(0.5, False), (3.0, False), (1.0, True)])
def test_the_meter_counts_at_the_animation_speed(app: App, speed: float, fast: bool) -> None:
    """The draw meter counted to its new figure in the same real time (a third of a second from 1 to 5)
    at every animation speed and with Fast forward, while the words beside it and the table's wait
    scale with it. Now it counts at the table's speed: the frames it takes at ×1, divided by the speed
    (give or take the step a frame makes)."""
    table, ui = _still_table(app)
    at_one = _meter_frames(table, ui, 1.0, False)
    frames = _meter_frames(table, ui, speed, fast)
    assert abs(frames - at_one / table.speed) <= 2, (at_one, frames, table.speed)
