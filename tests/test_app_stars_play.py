"""Stars and Storms at a real table: what the results and the round panels tell a person."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from app import i18n
from app.games.stars_and_storms import StarsAndStormsUI
from app.games.stars_and_storms.text import signed
from app.main import App
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import quick_app, finished_record


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.games import UI_CLASSES

    monkeypatch.setitem(UI_CLASSES, "stars_and_storms", StarsAndStormsUI)


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(ai_delay_ms=100_000, animation_speed=4.0)
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _results(app: App, seed: int, players: int, options: dict[str, object],
             size: tuple[int, int] = (1280, 720)) -> tuple[TableScene, ResultsScene]:
    """A match played to its end by random seats (P1, B2…), its results up at a table of ``size``."""
    names = ("P1",) + tuple(f"B{i}" for i in range(2, players + 1))
    record, state = finished_record("stars_and_storms", seed, names=names, options=options)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, n) for n in names[1:]]
    table = TableScene(app, "stars_and_storms", seats, dict(record.options), seed)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(2)
    table.session.state = state
    table.show_results()
    app.run_frames(2)
    assert isinstance(app.top, ResultsScene)
    return table, app.top


def _places(lines: list[str], names: tuple[str, ...]) -> dict[str, int]:
    out = {}
    for line in lines:
        m = re.match(r"(\d+)\. (\S+?)[:：]", line)
        if m and m.group(2) in names:
            out[m.group(2)] = int(m.group(1))
    return out


# ---- 4. with stakes the results go by chips -------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("seed, players, tied", [(7, 4, ("P1", "B2")), (33, 3, ("B2", "B3"))])
def test_with_stakes_the_results_say_chips_win_list_them_first_and_share_places(
        app: App, lang: str, seed: int, players: int, tied: tuple[str, str]) -> None:
    """A three-round match with stakes: P1 and B2 both ended on +33 chips with one round won each (both
    winners), yet the results listed "1. P1: won 1 · 8 stars · 61 points · Chips +33" and "2. B2: …", the
    chips last and nothing saying that chips decide the match."""
    i18n.set_language(lang)
    table, results = _results(app, seed, players, {"rounds": 3, "stakes": True})
    state = table.session.state
    names = tuple(table.name(s) for s in range(players))
    rule = results.lines[1] if len(results.lines) > players + 1 else ""
    assert ("most chips" in rule) if lang == "en" else ("筹码最多" in rule), results.lines
    places = _places(results.lines, names)
    assert sorted(places) == sorted(names), results.lines
    assert places[tied[0]] == places[tied[1]], results.lines
    for s, name in enumerate(names):
        line = next(line for line in results.lines if re.match(rf"\d+\. {name}[:：]", line))
        figure = signed(state.chips[s])
        wins = line.index("won" if lang == "en" else "胜")
        assert figure in line and line.index(figure) < wins, line
        better = sum(1 for o in range(players) if (state.chips[o], state.round_wins[o])
                     > (state.chips[s], state.round_wins[s]))
        assert places[name] == better + 1, results.lines


# ---- the round banner ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_round_banner_hides_the_table_under_it(size: tuple[int, int]) -> None:
    """At its full strength the band of "Round 1 of 5" let the table show faintly through: the storm panel's
    own "Storm level 1", "Heat rank 10" and "Outs" read under the banner's lines, jumbled with them."""
    import pygame

    from app.games.stars_and_storms.fx import Banner

    def drawn(under: tuple[int, int, int]) -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(under)
        banner = Banner("Round 1 of 5", "Storm level 1 · Star destroyer P1 · term 1", (240, 200, 90), 1.6, 1.6)
        banner.left = 0.8  # swollen in, not yet fading
        banner.draw(surface, (size[0] // 2, size[1] // 2), max(26, size[1] // 14))
        return surface

    light, dark = drawn((255, 255, 255)), drawn((0, 0, 0))
    half = max(26, size[1] // 14) * 23 // 20
    for y in range(size[1] // 2 - half + 1, size[1] // 2 + half - 1, 4):
        for x in (3, size[0] // 8, size[0] - 4):  # in the band, clear of its letters
            a, b = light.get_at((x, y)), dark.get_at((x, y))
            assert max(abs(a[k] - b[k]) for k in range(3)) <= 2, (x, y, a, b)


# ---- the last round's panel -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("stakes", [False, True])
def test_the_last_rounds_panel_names_the_match_winner(app: App, lang: str, stakes: bool) -> None:
    """A two-round match: the last round's panel said "Round winner: B4" over "The match is over"
    (「比赛结束」) while B3 had won the match (on chips with stakes, on stars at one round each without): the
    one name on the panel was not the winner's."""
    import app.games.stars_and_storms.summary as sns_summary
    from app.i18n import join_names, t
    from tests.apptools import drawn_texts

    i18n.set_language(lang)
    app.settings = replace(app.settings, ai_delay_ms=0, animation_speed=8.0)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "stars_and_storms", seats, {"rounds": 2, "stakes": stakes}, 4)
    app.reset(table)
    table.on_resize((960, 600))
    ui = table.ui
    assert isinstance(ui, StarsAndStormsUI)
    for _ in range(30000):
        if ui.summary is not None and ui.summary_waiting():
            if ui.summary.last:
                break
            ui.dismiss_summary()
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        app.run_frames(1)
    assert ui.summary is not None and ui.summary.last
    winners = table.session.state.match_winners
    assert winners and set(winners) != set(ui.summary.result.winners), "the match and round winners differ here"
    with drawn_texts(sns_summary) as texts:
        app.run_frames(1)
    said = t("sns.sum.match_won", names=join_names([table.name(w) for w in winners]), n=len(winners))
    assert said in texts, texts
    assert all(table.name(w) in said for w in winners)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_game_over_waits_until_the_last_rounds_panel_is_gone(app: App, lang: str) -> None:
    """At the end of a match the line above the person's stars read "Game over" while the last
    round's panel was still up: drawn under it, and peeking out below it in a 1280×720 window. It
    now waits, as Zha Jin Hua's does, until the panel has been dismissed and the table is still."""
    import app.games.stars_and_storms.draw as sns_draw
    from app.i18n import t
    from tests.apptools import drawn_texts

    i18n.set_language(lang)
    app.settings = replace(app.settings, ai_delay_ms=0, animation_speed=8.0)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "stars_and_storms", seats, {"rounds": 1}, 4)
    app.reset(table)
    table.on_resize((1280, 720))
    ui = table.ui
    assert isinstance(ui, StarsAndStormsUI)
    over = t("table.game_over")
    panel_frames = 0
    said_after = False
    for _ in range(30000):
        if app.top is not table:
            break
        if ui.summary is not None and ui.summary_waiting() and table.session.is_over() and panel_frames >= 30:
            ui.dismiss_summary()  # the person clicks the panel away after half a second
        elif ui.summary is None and table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        with drawn_texts(sns_draw) as texts:
            app.run_frames(1)
        if ui.summary is not None and table.session.is_over():
            panel_frames += 1
            assert over not in texts, "drawn under the last round's panel"
        elif over in texts:
            assert not table.busy
            said_after = True
            break
    assert panel_frames >= 30 and said_after


# ---- the log ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_round_s_end_in_the_log_keeps_each_seat_with_its_stars(app: App, lang: str) -> None:
    """The log's "Round 2 over. Winner: B4 (stars: P1 ★1, B2 ★3, B3 ★4, B4 ★4)" broke between a seat and
    its stars in Chinese: "（星辰：P1 ★1、B2" / "★3、B3 ★4、B4 ★4）"."""
    from app.games.stars_and_storms.narrate import narrate_event
    from app.ui.widgets import evened
    from engine.games.stars_and_storms.model import RoundEnded

    i18n.set_language(lang)
    _, state = finished_record("stars_and_storms", 4, names=("P1", "B2", "B3", "B4", "B5", "B6"),
                               options={"rounds": 1})
    line = narrate_event(RoundEnded(state.history[0], state.round_wins), lambda s: f"{'PB'[s > 0]}{s + 1}")
    assert line is not None and "★" in line
    for width in range(120, 400, 3):
        rows = evened(line, 15, width)
        assert not any(row.startswith("★") for row in rows[1:]), (width, rows)


# ---- without stakes the results say how the match is decided ------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("seed, players, rounds", [(5, 6, 3), (8, 2, 2), (3, 4, 1)])
def test_without_stakes_the_results_say_rounds_won_then_stars_then_points_decide(
        app: App, lang: str, seed: int, players: int, rounds: int) -> None:
    """A three-round, six-seat match without stakes listed "2. B4: won 0 · 9 stars · 50 points" above
    "3. B5: won 0 · 6 stars …" and a two-seat match named P1 the winner over P2 at one round each, with
    nothing saying why: the stakes results say chips decide, these said nothing. Now a line under the
    header names the order (rounds won, then stars, then points; a one-round game: stars, then points),
    and the places follow it."""
    i18n.set_language(lang)
    table, results = _results(app, seed, players, {"rounds": rounds}, size=(960, 600))
    state = table.session.state
    lines = results.lines
    rule = lines[1]
    if rounds > 1:
        assert rule == i18n.t("sns.res.by_wins"), lines
        assert ("rounds won" in rule) if lang == "en" else ("胜局" in rule), rule
    else:
        assert rule == i18n.t("sns.res.by_stars"), lines
    assert ("stars" in rule and "points" in rule) if lang == "en" else ("星辰" in rule and "点数" in rule), rule
    names = tuple(table.name(s) for s in range(players))
    places = _places(lines, names)
    stars = [sum(r.stars[s] for r in state.history) for s in range(players)]
    points = [sum(r.points[s] for r in state.history) for s in range(players)]
    key = [(state.round_wins[s], stars[s], points[s]) for s in range(players)]
    for s, name in enumerate(names):
        assert places[name] == 1 + sum(1 for o in range(players) if key[o] > key[s]), lines


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_universe_reset_banner_is_shown_whole(app: App, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                 size: tuple[int, int]) -> None:
    """At 960×600 the banner of a round after a level-6 storm, "The universe is destroyed! Back to level 1",
    ran off both edges of the window ("he universe is destroyed! Back to level 1" showing). Every line of
    a round's banner now fits the window, at every moment it is shown."""
    import app.games.stars_and_storms.fx as sns_fx
    from app.games.stars_and_storms import animate
    from app.ui.widgets import get_font
    from engine.games.stars_and_storms.model import RoundStarted

    i18n.set_language(lang)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"Bot-{i}") for i in range(2, 7)]
    table = TableScene(app, "stars_and_storms", seats, {"heat_death": True, "stakes": True}, 5)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(2)
    ui = table.ui
    assert isinstance(ui, StarsAndStormsUI)
    table.wait = 10.0
    animate.begin_round(ui, RoundStarted(4, 5, 2, 2, 1, 7, 11, 54, True))
    title = i18n.t("sns.banner.reset")
    drawn: list[tuple[str, int, bool, tuple[int, int]]] = []
    real = sns_fx.blit_text

    def spy(surface, text, size, color, *, bold=False, center=(0, 0)):  # type: ignore[no-untyped-def]
        drawn.append((text, size, bold, center))
        return real(surface, text, size, color, bold=bold, center=center)

    monkeypatch.setattr(sns_fx, "blit_text", spy)
    seen = 0
    window = pygame.Rect((0, 0), size)
    while ui.banner is not None:
        app.run_frames(1)
    for text, px, bold, centre in drawn:
        w, h = get_font(px, bold).size(text)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = centre
        assert window.contains(rect), (text, rect, window)
        seen += text == title
    assert seen > 10


@pytest.mark.parametrize("lang, plain, on_points", [
    ("en", "Round winner: B3", "Round winner: B3 (level on stars, more points)"),
    ("zh", "本局胜者：B3", "本局胜者：B3（星辰相同，点数更多）"),
])
def test_the_round_panel_says_when_points_broke_a_tie_on_stars(app: App, lang: str, plain: str,
                                                               on_points: str) -> None:
    """B2 and B3 both ended a round on 4 stars and B3 won it on points (30 to 21); the panel said only
    "Round winner: B3" over two rows of 4 stars, as if the round had been won on stars. It now says the
    points decided; a round won on stars reads as before."""
    import app.games.stars_and_storms.summary as sns_summary
    from tests.apptools import drawn_texts
    from engine.games.stars_and_storms.model import RoundResult

    i18n.set_language(lang)
    names = ("P1", "B2", "B3")
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, n) for n in names[1:]]
    table = TableScene(app, "stars_and_storms", seats, {"rounds": 2}, 3)
    app.reset(table)
    table.on_resize((960, 600))
    app.run_frames(2)
    ui = table.ui
    assert isinstance(ui, StarsAndStormsUI)
    for stars, said in (((2, 4, 4), on_points), ((2, 3, 4), plain)):
        result = RoundResult(1, (2,), stars, (9, 21, 30), 1, 0, (0, 0, 0), ())
        ui.summary = sns_summary.RoundSummary(result, (0, 0, 1), (0, 0, 0), 2, False, True, 1, auto=False)
        with drawn_texts(sns_summary) as texts:
            app.draw()
        assert said in texts, texts
