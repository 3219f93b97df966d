"""Deadline 99 seat names at eight seats in the smallest window: long names stay told apart."""

from __future__ import annotations

import pygame
import pytest

import app.games.base as base_module
from app.games.deadline99_ui import Deadline99UI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import run_until
from tests.test_app_d99_polish import _written

LONG = {"zh": ["国国国国国国国国国国国" + c for c in "甲乙丙丁戊己庚辛"],
        "en": ["W" * 11 + c for c in "ABCDEFGH"]}


@pytest.mark.parametrize("faction", [False, True])
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600)])
def test_long_names_that_differ_only_at_their_end_draw_differently(lang_app: App, lang: str,
                                                                   size: tuple[int, int], faction: bool) -> None:
    """At eight seats in a 960×600 window every 12-character name was cut to its start ("国国国国国国
    国国国…"), so eight different names looked the same. A name now shrinks to 11 px before it is cut,
    and loses its middle, not its end ("国国国国国…国国国甲"): each seat's name is drawn differently,
    inside its panel, at no less than 11 px, its ★ kept for the person."""
    app = lang_app
    names = LONG[lang]
    seats = [SeatSetup(True, names[0])] + [SeatSetup(False, name) for name in names[1:]]
    table = TableScene(app, "deadline99", seats, {"faction_mode": faction} if faction else {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    ui = table.ui
    assert isinstance(ui, Deadline99UI)
    with _written(base_module) as drawn:
        ui.draw(pygame.Surface(app.screen.get_size()))
    shown = [(text, rect) for text, size, rect in drawn if text.startswith(names[0][:3]) and size >= 11]
    assert all(size >= 11 for text, size, _ in drawn if text.startswith(names[0][:3])), drawn
    assert len(shown) == 8, shown
    texts = [text for text, _ in shown]
    assert len(set(texts)) == 8, texts
    for seat in range(8):
        mine = [(text, rect) for text, rect in shown if text.rstrip(" ★").endswith(names[seat][-1])]
        assert len(mine) == 1, (seat, texts)
        text, rect = mine[0]
        assert ui.seat_rect(seat).contains(rect), (seat, text, rect, ui.seat_rect(seat))
        assert text.endswith(" ★") == (seat == 0), text


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_seat_questions_keys_stay_on_one_line(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """At eight seats the seat question's keys were broken across its lines: "press 1, 2, 4, 6, 7 /
    or 8", "按 1、2、4、/ 5 或 7". The keys now stay whole on one line, for every set of seats
    the question may offer (an A: any seat still in; a J or a 7: any other)."""
    from itertools import combinations

    import app.games.deadline99_places as places
    from app.i18n import t
    from tests.apptools import drawn_texts

    app = lang_app
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 9)]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    ui = table.ui
    assert isinstance(ui, Deadline99UI)
    surface = pygame.Surface(app.screen.get_size())
    split = []
    for key, among in (("d99.ask_next", range(8)), ("d99.ask_steal", range(1, 8))):
        for n in range(2, len(among) + 1):
            for allowed in combinations(among, n):
                ui.start_pick_seat(allowed, lambda seat: None, t(key))
                with drawn_texts(places) as lines:
                    ui.draw_prompt(surface)
                keys = ui.seat_keys(allowed)
                if not any(keys in line for line in lines):
                    split.append(lines)
                ui.cancel_pick()
    assert not split, (len(split), split[:3])
