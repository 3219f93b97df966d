"""Zha Jin Hua at the smallest window (960×600) and at 1280×720: the standings, the note of compares made
while away and the compare line leave every seat's cards and name panel in sight."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

import app.games.zhajinhua.drawing as zjh_drawing
import app.games.zhajinhua.overlays as zjh_overlays
from app import i18n
from app.games.zhajinhua import ZhaJinHuaUI
from app.games.zhajinhua.text import bet_label
from app.main import App
from app.settings import SMALLEST_WINDOW
from engine.games import zhajinhua as zjh
from engine.games.zhajinhua.rules import shown
from tests.apptools import quick_app
from tests.test_zhajinhua_support import ids
from tests.zjh_tables import still_table

SIZES = sorted({SMALLEST_WINDOW, (960, 600), (1280, 720)})  # the smallest window is 960×600 now
HANDS = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 9s", "4c 8c 2c", "As Kd Qh"]


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(animation_speed=4.0)
    yield a
    a.shutdown()


@pytest.fixture(params=["zh", "en"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("zh")


@contextmanager
def drawn_rects(module: Any, name: str, rect_of: Any) -> Iterator[list[pygame.Rect]]:
    """Every rect ``module``'s ``name`` (a drawing function) is called to draw while the block runs."""
    real = getattr(module, name)
    drawn: list[pygame.Rect] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        drawn.append(rect_of(*args, **kwargs))
        return real(*args, **kwargs)

    setattr(module, name, spy)
    try:
        yield drawn
    finally:
        setattr(module, name, real)


@contextmanager
def table_drawn() -> Iterator[tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]]:
    """The panels the table draws (seats, the status line), the cards it draws face up or down, and the
    panels drawn over the table (the standings, the note), while the block runs."""
    def panel(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> pygame.Rect:
        return pygame.Rect(rect)

    def card(surface: pygame.Surface, img: pygame.Surface, topleft: tuple[int, int], *args: Any) -> pygame.Rect:
        return img.get_rect(topleft=topleft)

    with drawn_rects(zjh_drawing, "draw_panel", panel) as panels, \
            drawn_rects(zjh_drawing, "draw_shadowed", card) as cards, \
            drawn_rects(zjh_overlays, "draw_panel", panel) as over:
        yield panels, cards, over


def revealed_table(app: App, players: int, size: tuple[int, int]) -> ZhaJinHuaUI:
    """A still table with every seat's hand shown face up (the widest groups of cards)."""
    _, ui = still_table(app, players, size)
    ui.revealed = {s: shown(s, ids(HANDS[s])) for s in range(players)}
    ui.my_cards = ui.revealed[0].cards
    return ui


def crossing(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_standings_and_the_note_cover_no_seat_s_cards_or_panel(app: App, lang: str, size: tuple[int, int],
                                                                  players: int) -> None:
    """At 960×600 the side seats' cards, laid towards the pot, lay half under the standings and under
    the note of compares made while away. Now, with every hand face up, the cards and panels the table
    draws overlap nothing of each other, and neither panel drawn over the table (the standings; the note
    with one or two compares) covers any of them, at 960×600 and at 1280×720."""
    ui = revealed_table(app, players, size)
    award = zjh.PotAwarded(600, (1,), (600,), tuple(10_500 if s == 1 else 9_900 for s in range(players)))
    ui.winners, ui.winnings_due = (1,), 0
    ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
    a, b = shown(0, ids("As Ac Ad")), shown(1, ids("Qh Kh Ah"))
    compares = [[], [(3, zjh.Compared(0, 1, 1, 0, False, False, a, b, True))],
                [(3 + k, zjh.Compared(0, 1, 1, 0, False, False, a, b, True)) for k in range(2)]]
    for memo in compares:
        ui.memo_shown = memo
        if memo:
            ui.standings = None
        with table_drawn() as (panels, cards, over):
            ui.draw(app.screen)
            ui.draw_overlay(app.screen)
        assert len(cards) == 3 * players, cards
        assert len(over) == 1, over
        seats = [ui.seat_rect(s) for s in range(players)]
        assert all(seat in panels for seat in seats), (seats, panels)
        hands = [cards[k].unionall(cards[k + 1:k + 3]) for k in range(0, len(cards), 3)]  # a seat's three overlap
        assert not crossing(panels + hands), crossing(panels + hands)
        covered = [r for r in panels + hands if r.colliderect(over[0])]
        assert not covered, (len(memo), over[0], covered)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_compare_line_runs_under_no_other_seat_s_panel_or_any_cards(app: App, lang: str, size: tuple[int, int],
                                                                       players: int) -> None:
    """At 960×600 with six seats the compare line from the person to the seat across ran under a side
    seat's panel and two seats' cards (drawn over it). Now, for every two seats compared, every leg of
    the line as drawn keeps off every other seat's panel and off every seat's cards as drawn (the
    hands of the two face up), at 960×600 and 1280×720; the seats' panels are not moved for it."""
    _, ui = still_table(app, players, size)
    for a in range(players):
        for b in range(a + 1, players):
            ui.revealed = {s: shown(s, ids(HANDS[s])) for s in (a, b)}
            ui.compare_line = (a, b, 5.0)
            with table_drawn() as (panels, cards, _), \
                    drawn_rects(zjh_drawing.pygame.draw, "line", lambda surface, color, p, q, *rest: (p, q)) as legs:
                ui.draw(app.screen)
            hands = [cards[k].unionall(cards[k + 1:k + 3]) for k in range(0, len(cards), 3)]
            others = [ui.seat_rect(s) for s in range(players) if s not in (a, b)]
            assert all(seat in panels for seat in others)
            under = [(leg, mark) for leg in legs for mark in others + hands
                     if mark.clipline(*leg)]  # type: ignore[arg-type]
            assert legs and not under, (a, b, under)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_seats_bubbles_cover_no_panel_cards_or_pot_line(app: App, lang: str, size: tuple[int, int],
                                                           players: int) -> None:
    """With the side seats' cards laid over their panels at 960×600, a bubble ("Loses the compare",
    "Raise ×5 · 100") of a lower side seat at six seats went beside its panel and over the pot's lines.
    Now every other seat's bubble, all up at once, as drawn, covers no other seat's panel, no cards
    drawn and none of the pot's lines, at 960×600 and 1280×720. The person's own bubble too, a raise
    ("Raise ×5 · 100"): beside their panel at six seats it reached over the edge of their first card."""
    ui = revealed_table(app, players, size)
    ui._bubble(ui.table.viewer, lambda: bet_label(zjh.BetKind.RAISE, 100, 5), 5.0)
    for s in range(1, players):
        ui._bubble(s, lambda: i18n.t("zjh.bubble.lost_compare"), 5.0)
    with table_drawn() as (panels, cards, _), \
            drawn_rects(zjh_drawing, "pill", lambda surface, text, size, alpha=255, **where:
                        zjh_drawing.pill_rect(text, size, **where)) as pills:
        ui.draw(app.screen)
    assert len(pills) == players and ui.table.viewer == 0
    hands = [cards[k].unionall(cards[k + 1:k + 3]) for k in range(0, len(cards), 3)]
    for seat, pill in zip(ui.bubbles, pills):
        marks = [ui.seat_rect(s) for s in range(players) if s != seat] + hands + zjh_drawing.pot_line_rects(ui)
        assert pill.collidelist(marks) < 0, (seat, pill, marks[pill.collidelist(marks)])
