"""The Guandan table as the turn goes round, watched frame by frame in a demo of four computer
seats: a seat's "Pass" from earlier in the trick goes when its turn comes again, the finished
trick's plays go when the winner leads, and a seat is shown thinking only once the play before
has landed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import draw
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.core import Event
from engine.games.guandan.state import HandStarted, Passed, Played, TrickWon


@dataclass
class Frame:
    """What one frame drew: the seats shown thinking and the seats with a "Pass" in front of them."""

    thinking: set[int] = field(default_factory=set)
    passes: set[int] = field(default_factory=set)


@contextmanager
def watched(table: TableScene) -> Iterator[list[Frame]]:
    """Record, for every frame drawn while the block runs, which seats the Guandan table drew
    "thinking…" on (by where the text lies: inside the seat's panel) and which it drew a "Pass" in
    front of (a pill centred on the seat's play area)."""
    ui = table.ui
    frames: list[Frame] = [Frame()]
    real_text = draw.blit_text
    real_draw = ui.draw

    def spy_text(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        g = ui.geo
        for seat in range(4):
            rel = ui.rel(seat)
            if text.startswith(i18n.t("gd.seat.thinking")) and rel and g.panels[rel].collidepoint(kwargs.get("topleft", (-1, -1))):
                frames[-1].thinking.add(seat)
            if text == i18n.t("gd.pass_word") and kwargs.get("center") == ui.zone_rect(seat, 2).center:
                frames[-1].passes.add(seat)
        return real_text(surface, text, *args, **kwargs)

    def spy_draw(surface: pygame.Surface) -> None:
        frames.append(Frame())
        real_draw(surface)

    draw.blit_text = spy_text
    ui.draw = spy_draw
    try:
        yield frames
    finally:
        draw.blit_text = real_text
        del ui.draw


@contextmanager
def begun_events(table: TableScene) -> Iterator[list[Event]]:
    """The events the table has begun showing, in order, as the block runs."""
    ui = table.ui
    events: list[Event] = []
    real = ui.begin

    def spy(event: Event) -> float:
        events.append(event)
        return real(event)

    ui.begin = spy
    try:
        yield events
    finally:
        del ui.begin


def demo(lang: str, size: tuple[int, int] = (960, 600), seed: int = 3) -> tuple[App, TableScene]:
    """A Guandan demo (four computer seats) in a ``size`` window at the usual pace."""
    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=300, animation_speed=1.5)
    i18n.set_language(lang)
    seats = [SeatSetup(False, "P1" if s == 0 else f"B{s + 1}") for s in range(4)]
    table = TableScene(app, "guandan", seats, {"hands": 1}, seed)
    app.reset(table)
    table.on_resize(size)
    return app, table


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_seats_old_pass_goes_when_its_turn_comes_again_and_a_finished_trick_goes_at_the_lead(lang: str) -> None:
    """After P1 led a straight flush and B2 and B3 passed, B4 showed "thinking…" with its "Pass"
    from earlier in the trick still beside it. On every frame a seat shown thinking has no "Pass"
    in front of it, and every "Pass" drawn is one the seat said in the trick on the table (dimmed
    once the trick is won): when the winner leads, the finished trick's passes are all gone."""
    app, table = demo(lang)
    seen_again = 0  # frames on which a seat that passed earlier in the trick was thinking again
    try:
        with watched(table) as frames, begun_events(table) as events:
            for _ in range(2400):
                app.run_frames(1)
                frame = frames[-1]
                passed: set[int] = set()  # seats that passed in the trick shown (or the one just won)
                for event in events:
                    if isinstance(event, HandStarted):
                        passed = set()
                    elif isinstance(event, Passed):
                        passed.add(event.seat)
                    elif isinstance(event, Played):
                        passed.discard(event.seat)
                    elif isinstance(event, TrickWon):
                        passed = {-1 - s for s in passed}  # kept, dimmed, until the winner's lead
                    if isinstance(event, Played) and any(s < 0 for s in passed):
                        passed = {s for s in passed if s >= 0}  # the winner led: the old trick is gone
                said = {s for s in passed if s >= 0} | {-1 - s for s in passed if s < 0}
                assert frame.passes <= said, (len(frames), frame.passes, said, events[-3:])
                assert not frame.thinking & frame.passes, (len(frames), frame.thinking, frame.passes, events[-3:])
                seen_again += bool(frame.thinking & said)
                if table.session.is_over():
                    break
        assert seen_again > 0  # the case itself came up: a seat that had passed thought again
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_seat_is_shown_thinking_only_once_the_play_before_has_landed(lang: str) -> None:
    """The next seat read "thinking…" (and had the turn's ring) from the moment the seat before it
    played, while that play's cards were still flying to the table. No frame now shows a seat
    thinking while cards of a play are in the air; the seat after a play is still shown thinking
    once they have landed."""
    app, table = demo(lang)
    after_play = 0  # frames showing the seat after a landed play thinking
    try:
        with watched(table) as frames, begun_events(table) as events:
            for _ in range(1500):
                app.run_frames(1)
                last = next((e for e in reversed(events) if not isinstance(e, TrickWon)), None)
                flying = isinstance(last, Played) and any(not f.done for f in table.flyers)
                thinking = frames[-1].thinking
                assert not (flying and thinking), (len(frames), thinking, last)
                if isinstance(last, Played) and (last.seat + 1) % 4 in thinking:
                    after_play += 1
                if table.session.is_over():
                    break
        assert after_play > 0
    finally:
        app.shutdown()
        i18n.set_language("zh")
