"""The Guandan hand summary's time on screen: as long as its texts take to read, at the table's
animation speed, and put away at once by a click, Space or Enter."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games.guandan import state as st
from tests.apptools import post_mouse, press, quick_app, run_until
from tests.test_app_guandan import _ui

ENDED = st.HandEnded((3, 1, 4, 2), 1, 3, (2, 2), (2, 5))  # B2 1st with B4 2nd: their team goes up 3


@contextmanager
def hand_ending(lang: str, size: tuple[int, int], speed: float, names: tuple[str, ...] = ("P1", "B2", "B3", "B4"),
                people: tuple[int, ...] = (0,)) -> Iterator[tuple[App, TableScene]]:
    """A table at animation speed ``speed`` that begins showing a hand's end and the next hand's start
    (the computer seats wait meanwhile)."""
    app = quick_app(animation_speed=speed, size=size)
    try:
        i18n.set_language(lang)
        table = TableScene(app, "guandan", [SeatSetup(s in people, n) for s, n in enumerate(names)], {}, 1)
        app.reset(table)
        table.on_resize(size)
        app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
        run_until(app, lambda: not table.busy, settle=True)
        table._enqueue((ENDED, st.HandStarted(2, 5, 1, (2, 5), False)))
        app.run_frames(1)
        assert _ui(table).summary is not None
        yield app, table
    finally:
        app.shutdown()
        i18n.set_language("zh")


def seconds_shown(app: App, table: TableScene) -> float:
    """Real seconds (frames of 1/60 s) the summary stays up from now, at most a minute."""
    ui = _ui(table)
    for frame in range(3600):
        if ui.summary is None:
            return frame / 60
        app.run_frames(1)
    raise AssertionError("the summary never went")


def reading_floor(lang: str, table: TableScene) -> float:
    """What the summary's rule line and level line take to read at a brisk 4 words a second (8
    Chinese characters), and two seconds for its title and four rows."""
    ui = _ui(table)
    text = i18n.t(ui.summary_rule_key(ENDED)) + " " + ui.summary_line(ENDED)
    if lang == "zh":
        return 2.0 + sum(unicodedata.east_asian_width(ch) == "W" for ch in text) / 8
    return 2.0 + len(text.split()) / 4


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_hand_summary_stays_as_long_as_it_takes_to_read_at_the_animation_speed(lang: str) -> None:
    """The summary (title, four places, the rule line, the level line) stood 3.4 s at x1, cut to 3.0 s
    by the next hand's banner: too short to read once the rule line came. It now stays as long as its
    texts take to read, and half as long at x2."""
    with hand_ending(lang, (960, 600), 1.0) as (app, table):
        floor = reading_floor(lang, table)
        at_1 = seconds_shown(app, table)
    assert at_1 >= floor, (at_1, floor)
    with hand_ending(lang, (960, 600), 2.0) as (app, table):
        at_2 = seconds_shown(app, table)
    assert abs(at_2 - at_1 / 2) <= 3 / 60, (at_1, at_2)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_longer_summary_stays_longer(lang: str) -> None:
    """Watching computer seats play, the level line names the winners by their players: with 12-letter
    names there is more to read than with "P1", "B2"…, and the summary stays longer."""
    with hand_ending(lang, (1280, 720), 1.0, people=()) as (app, table):
        short = seconds_shown(app, table)
    names = ("Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm")
    with hand_ending(lang, (1280, 720), 1.0, names=names, people=()) as (app, table):
        long = seconds_shown(app, table)
    assert long > short + 0.5, (short, long)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("how", ["click", "space", "enter"])
def test_a_click_or_key_puts_the_summary_away_and_the_next_hand_comes_at_once(lang: str, how: str) -> None:
    """One who has read the summary need not wait for it: a click on it, Space or Enter puts it away
    and the next hand's banner comes at once (not in its first moment, which a click meant for the
    last play would reach)."""
    with hand_ending(lang, (960, 600), 1.0) as (app, table):
        ui = _ui(table)
        center = (ui.rect.centerx, ui.geo.center[1])

        def put_away() -> None:
            if how == "click":
                post_mouse(pygame.MOUSEBUTTONDOWN, center)
                post_mouse(pygame.MOUSEBUTTONUP, center)
                app.run_frames(1)
            else:
                press(app, pygame.K_SPACE if how == "space" else pygame.K_RETURN)

        put_away()
        assert ui.summary is not None, "put away in its first moment"
        app.run_frames(60)
        assert ui.summary is not None
        put_away()
        assert ui.summary is None
        app.run_frames(1)
        assert isinstance(ui.last_begun, st.HandStarted), ui.last_begun
        assert ui.banner is not None and i18n.live(ui.banner["title"]) == i18n.t("gd.banner.hand", n=2)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("names", [("P1", "B2", "B3", "B4"),
                                   ("Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm")])
def test_the_note_at_the_summarys_foot_stands_clear_of_the_level_line(
        app: App, lang: str, size: tuple[int, int], names: tuple[str, ...]) -> None:
    """The note saying how to put the summary away ("Click or press Space to go on") came under the
    level line; where that line takes two lines (long names on both teams, at 960×600) its second
    line touched the note. Every line of the level line now stands clear of the note and of the rule
    line above it, inside the summary."""
    from app.games.guandan import draw
    from tests.apptools import drawn_text_rects

    i18n.set_language(lang)
    table = TableScene(app, "guandan", [SeatSetup(s in (0, 1), n) for s, n in enumerate(names)], {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    ui = _ui(table)
    ui.begin(ENDED)
    assert ui.summary is not None
    ui.summary["age"] = 0.4  # (grown to its place, the level line swollen most)
    with drawn_text_rects(draw) as drawn:
        ui.draw_summary(app.screen)
    line = ui.summary_line(ENDED)
    note = [rect for text, rect in drawn if text == i18n.t("gd.summary.go_on")]
    rule = [rect for text, rect in drawn if text == i18n.t(ui.summary_rule_key(ENDED))]
    parts = [rect for text, rect in drawn if text and text in line]
    assert len(note) == 1 and len(rule) == 1 and parts, drawn
    gap = 2
    for rect in parts:
        assert rect.bottom + gap <= note[0].y, (rect, note[0])
        assert rect.y >= rule[0].bottom + gap, (rect, rule[0])


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_note_at_the_summarys_foot_is_big_enough_to_read(app: App, lang: str, size: tuple[int, int]) -> None:
    """At 960×600 the note saying how to put the summary away (「点击或按空格键继续」) was written at
    10 px, a blur in Chinese. It is now at least 11 px, inside the summary."""
    from app.games.guandan import draw

    sizes: list[int] = []
    real = draw.blit_text

    def spy(surface: pygame.Surface, text: str, px: int, *args: object, **kwargs: object) -> pygame.Rect:
        if text == i18n.t("gd.summary.go_on"):
            sizes.append(px)
        return real(surface, text, px, *args, **kwargs)  # type: ignore[arg-type]

    i18n.set_language(lang)
    table = TableScene(app, "guandan", [SeatSetup(s == 0, n) for s, n in enumerate(("P1", "B2", "B3", "B4"))], {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    ui = _ui(table)
    ui.begin(ENDED)
    assert ui.summary is not None
    ui.summary["age"] = 1.0
    draw.blit_text = spy  # (the note alone is noted, with its size)
    try:
        ui.draw_summary(app.screen)
    finally:
        draw.blit_text = real
    assert sizes and min(sizes) >= 11, sizes
