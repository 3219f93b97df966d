"""Zha Jin Hua panels kept apart from what lies under them: the away-compare note from the line above
the person's cards."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

import app.games.zhajinhua.drawing as zjh_drawing
import app.games.zhajinhua.overlays as zjh_overlays
from app import i18n
from app.games.zhajinhua import ZhaJinHuaUI
from app.main import App
from engine.games import zhajinhua as zjh
from tests.apptools import drawn_text_rects, quick_app
from tests.zjh_tables import still_table


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


def away_compares(count: int) -> list[tuple[int, zjh.Compared]]:
    """``count`` compares the person (seat 0) lost to B2 while away, with the widest hand names."""
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    a, b = shown(0, ids("As Ac Ad")), shown(1, ids("Qh Kh Ah"))
    return [(3 + k, zjh.Compared(0, 1, 1, 0, False, False, a, b, True)) for k in range(count)]


# ---- 1. the away-compare note keeps off the line above the person's cards ------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_away_compare_note_and_the_line_above_the_person_s_cards_never_meet(
        app: App, lang: str, size: tuple[int, int], players: int) -> None:
    """At 960×600 with three seats, in English, the note of a compare made while the person was away lay
    a few px over the "Waiting for B2…" line above their cards. Now the note of one compare keeps clear
    of that line's panel (the table's, "Waiting for …" or "Your turn", and "Waiting for" each other
    seat) and of a hand's banner there, both drawn; a note of two compares, where it cannot (960×600
    with four seats or more), lies where it did and the line and the banner are not drawn under it."""
    table, ui = still_table(app, players, size)
    for count in (1, 2):
        ui.memo_shown = away_compares(count)
        note = zjh_overlays.memo_rect(ui)
        for turn in (ui.turn, *range(1, players)):
            ui.turn, ui.banner = turn, None
            text, _ = zjh_drawing.status_text(ui)
            assert text, "no line above the person's cards to keep clear of"
            with drawn_text_rects(zjh_drawing) as drawn:
                ui.draw(app.screen)
            line = zjh_drawing.status_rect(ui, text)
            if any(said == text for said, _ in drawn):
                assert not note.colliderect(line), (count, text, note, line)
            else:
                assert count == 2 and note.colliderect(line), (count, text, note, line)
        ui.banner = (i18n.t("zjh.banner.hand", n=12), 1.0)
        if not zjh_drawing.banner_up(ui):
            continue  # (the person's turn: no banner then)
        with drawn_text_rects(zjh_overlays) as banners:
            ui.draw(app.screen)
        banner = zjh_overlays.banner_rect(ui, i18n.live(ui.banner[0]))
        if any(said == i18n.live(ui.banner[0]) for said, _ in banners):
            assert not note.colliderect(banner), (count, note, banner)
        else:
            assert count == 2 and note.colliderect(banner), (count, note, banner)
            ui.memo_shown = []
            with drawn_text_rects(zjh_overlays) as banners:
                ui.draw(app.screen)
            assert any(said == i18n.live(ui.banner[0]) for said, _ in banners), "no banner with the note closed"


# ---- 2. the compare line ends short of the dealer disc ------------------------------------------------


def distance_to_segment(c: tuple[int, int], p: tuple[int, int], q: tuple[int, int]) -> float:
    """How far point ``c`` lies from the segment ``p``–``q``."""
    import math

    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy
    k = 0.0 if not length2 else max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / length2))
    return math.hypot(p[0] + k * dx - c[0], p[1] + k * dy - c[1])


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_compare_line_never_meets_the_dealer_disc(app: App, size: tuple[int, int], players: int) -> None:
    """A compare line ending at the person's seat ran into the dealer disc on that panel's top right corner
    (at 960×600 with three seats, the person dealing, against B3). Now, for every pair of seats and
    either of them dealing, every leg of the line stops short of the disc (by 3 px or more past its rim), and still
    ends near each panel (no further from it than the disc is wide and a few px)."""
    table, ui = still_table(app, players, size)
    r = ui.px(13)
    for a in range(players):
        for b in range(players):
            if a == b:
                continue
            ui.compare_line = (a, b, 100.0)
            for dealer in (a, b):
                ui.dealer = dealer
                path = zjh_drawing.compare_path(ui)  # (bent once where straight it ran under other seats)
                start, end = path[0], path[-1]
                seat = ui.seat_rect(dealer)
                disc = (seat.right - ui.px(4), seat.y + ui.px(4))
                gap = min(distance_to_segment(disc, p, q) for p, q in zip(path, path[1:])) - r
                assert gap >= 3, (a, b, dealer, path, disc, gap)
                for s, at in ((a, start), (b, end)):
                    near = ui.seat_rect(s).inflate(2 * (2 * r + 8), 2 * (2 * r + 8))
                    assert near.collidepoint(at), (a, b, dealer, s, at, ui.seat_rect(s))


# ---- 3. the standings are opaque: the stale pot does not show through ---------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_nothing_under_the_standings_shows_through_them(app: App, size: tuple[int, int]) -> None:
    """The standings panel (alpha 252) let the stale "Pot 0" under it show faintly through. Now what lies
    under it makes no difference to any pixel inside it (its rounded corners aside): drawn over black
    and over white, the panel's inside is the same."""
    table, ui = still_table(app, 3, size)
    award = zjh.PotAwarded(600, (1,), (600,), (900, 1500, 900))
    ui.winners, ui.winnings_due = (1,), 0
    ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
    assert ui.standings_shown()
    panel = ui.standings_cover()
    assert panel is not None
    inside = panel.inflate(-2 * ui.px(14), -2 * ui.px(14))
    shots = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        app.screen.fill(ground)
        ui.draw_overlay(app.screen)
        shots.append(pygame.image.tobytes(app.screen.subsurface(inside), "RGB"))
    assert shots[0] == shots[1]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_nothing_under_the_away_compare_note_shows_through_it(app: App, size: tuple[int, int]) -> None:
    """The note of a compare made while the person was away (alpha 248) let the pot's "Pot 29" under it
    show faintly through. Now, drawn over black and over white, its inside is the same."""
    table, ui = still_table(app, 3, size)
    ui.memo_shown = away_compares(2)
    note = zjh_overlays.memo_rect(ui)
    inside = note.inflate(-2 * ui.px(14), -2 * ui.px(14))
    shots = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        app.screen.fill(ground)
        ui.draw_overlay(app.screen)
        shots.append(pygame.image.tobytes(app.screen.subsurface(inside), "RGB"))
    assert shots[0] == shots[1]


# ---- 4. the standings and the note keep off the other seats' cards where there is room -----------------


def other_cards_under(ui: ZhaJinHuaUI, panel: pygame.Rect) -> list[int]:
    """The other seats whose cards ``panel`` lies over."""
    tb = ui.table
    return [s for s in range(tb.players) if s != tb.viewer and ui.dealt[s]
            and zjh_drawing.cards_rect(ui, s).colliderect(panel)]


@pytest.mark.parametrize("size, players", [((960, 600), 3), ((1280, 720), 3), ((1280, 720), 4), ((1280, 720), 5),
                                           ((1280, 720), 6)])
def test_the_standings_and_the_note_leave_the_other_seats_cards_in_sight(app: App, lang: str, size: tuple[int, int],
                                                                          players: int) -> None:
    """The standings between hands lay over the side seats' cards at 960×600 with three seats, and the note
    of a compare made while the person was away over them at 1280×720 with any number of seats, though
    there was room clear of them. Now, where there is, the standings (every hand shown face up; at
    960×600 with three seats, at 1280×720 with any number) and a note of one compare (the cards face
    down; at 1280×720) cover no other seat's cards, and the note leaves the line above the person's
    cards whole. (At 960×600 the note has no such room above that line, nor the standings with four
    seats or more: see clear_place.)"""
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    assert all(ui.dealt)
    if size == (1280, 720):
        ui.memo_shown = away_compares(1)
        note = zjh_overlays.memo_rect(ui)
        assert not other_cards_under(ui, note), (note, other_cards_under(ui, note))
        assert not zjh_overlays.memo_hides_line(ui)
        ui.memo_shown = []
    hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 9s", "4c 8c 2c", "As Kd Qh"]
    ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
    ui.my_cards = ui.revealed[0].cards
    award = zjh.PotAwarded(600, (1,), (600,), tuple(1500 if s == 1 else 900 for s in range(players)))
    ui.winners, ui.winnings_due = (1,), 0
    ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
    panel = ui.standings_cover()
    assert panel is not None
    assert not other_cards_under(ui, panel), (panel, other_cards_under(ui, panel))


# ---- 5. the panels' places are searched for once while nothing they keep off moves -------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_panels_places_are_searched_for_once_while_nothing_they_keep_off_moves(
        app: App, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every frame the standings' place was searched for several times (for the hands' names, the Winner
    tags, the person's hand name and the panel itself, each twice once the other seats' cards were kept
    off), and the away note's up to eight times. Now each search is made once: later frames make none
    while nothing the panel keeps off has moved, and a new one as soon as something has (a hand shown
    wider, another window); each place is the one a fresh search finds."""
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, 5, size)
    searches: list[object] = []
    real_search = zjh_overlays.find_clear_spot

    def counted(*args: object) -> object:
        searches.append(real_search(*args))  # type: ignore[arg-type]
        return searches[-1]

    def fresh_places() -> tuple[pygame.Rect, pygame.Rect]:
        kept, shown_now = ui.spot_cache, ui.memo_shown
        with monkeypatch.context() as m:
            m.setattr(zjh_overlays, "find_clear_spot", real_search)
            ui.spot_cache = {}  # searched afresh, and the table's cache left as it was
            standings = zjh_overlays.standings_rect(ui, 5)
            ui.memo_shown = away_compares(1)
            note = zjh_overlays.memo_rect(ui)
        ui.spot_cache, ui.memo_shown = kept, shown_now
        return standings, note

    def frame() -> None:
        ui.draw(app.screen)
        ui.draw_overlay(app.screen)

    monkeypatch.setattr(zjh_overlays, "find_clear_spot", counted)
    award = zjh.PotAwarded(600, (1,), (600,), (900, 1500, 900, 900, 900))
    ui.revealed = {1: shown(1, ids("Ks Kc Kd"))}
    ui.winners, ui.winnings_due = (1,), 0
    ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
    frame()
    first = len(searches)
    assert 1 <= first <= 2, searches  # clear of the cards too, and else of the seats alone
    for _ in range(3):
        frame()
    assert len(searches) == first, searches
    standings, _ = fresh_places()
    assert ui.standings_cover() == standings
    searches.clear()
    ui.revealed[3] = shown(3, ids("5d 5h 9s"))  # a hand shown: its cards lie wider
    frame()
    assert 1 <= len(searches) <= 2, searches
    assert ui.standings_cover() == fresh_places()[0]
    ui.standings, ui.result = None, None
    ui.memo_shown = away_compares(1)
    searches.clear()
    frame()
    once = len(searches)
    assert 1 <= once <= 8, searches
    frame()
    frame()
    assert len(searches) == once, searches
    assert zjh_overlays.memo_rect(ui) == fresh_places()[1]
