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
from app.games.guandan.ui import GuandanUI
from engine.games.guandan import Play
from engine.games.guandan.state import HandStarted, LeadTaken, Passed, Played, TributePaid, TrickWon


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


@contextmanager
def played_cards_drawn(table: TableScene) -> Iterator[list[set[int]]]:
    """For every frame drawn while the block runs, the seats with played cards drawn in front of
    them (a card of the play size laid where that seat's plays lie)."""
    ui = table.ui
    frames: list[set[int]] = [set()]
    real_card = draw.draw_shadowed
    real_draw = ui.draw

    def spy_card(target: pygame.Surface, image: pygame.Surface, pos: tuple[int, int], lift: int = 0) -> None:
        g = ui.geo
        if image.get_size() == (g.pw, g.ph):
            for seat in range(4):
                if any(tuple(pos) in ui.play_positions(seat, n) for n in range(1, 11)):
                    frames[-1].add(seat)
        real_card(target, image, pos, lift)

    def spy_draw(surface: pygame.Surface) -> None:
        frames.append(set())
        real_draw(surface)

    outer = ui.__dict__.get("draw")  # another watcher's spy, put back as it was
    draw.draw_shadowed = spy_card
    ui.draw = spy_draw
    try:
        yield frames
    finally:
        draw.draw_shadowed = real_card
        if outer is None:
            del ui.draw
        else:
            ui.draw = outer


def trick_seen(events: list[Event]) -> tuple[int | None, set[int]]:
    """From the events shown: the seat whose play stands on the trick (the winner's, once won, until
    the next lead), and the seats that played earlier in it and were beaten."""
    standing: int | None = None
    beaten: set[int] = set()
    won = False
    for event in events:
        if isinstance(event, HandStarted):
            standing, beaten, won = None, set(), False
        elif isinstance(event, TrickWon):
            won = True
        elif isinstance(event, Played):
            if won:
                standing, beaten, won = None, set(), False
            if standing is not None and standing != event.seat:
                beaten.add(standing)
            beaten.discard(event.seat)
            standing = event.seat
    return standing, beaten


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_seats_old_beaten_play_goes_when_its_turn_comes_again(lang: str) -> None:
    """B2 read "thinking…" with its own Pair 9, beaten since by B3, B4 and P1, still laid in
    front of it. On every frame a seat drawn thinking has no cards of its own drawn before it
    unless its play is the one standing on the trick (the winner's, about to lead); the play on
    top of the trick stays."""
    app, table = demo(lang)
    again = 0  # frames on which a seat with a beaten play in this trick was thinking
    top_drawn = 0  # frames on which the standing play was drawn while another seat thought
    try:
        with watched(table) as frames, played_cards_drawn(table) as cards, begun_events(table) as events:
            for _ in range(2400):
                app.run_frames(1)
                standing, beaten = trick_seen(events)
                thinking, drawn = frames[-1].thinking, cards[-1]
                for seat in thinking:
                    assert seat not in drawn or seat == standing, (len(frames), seat, standing, events[-3:])
                    again += seat in beaten
                if thinking and standing is not None and standing not in thinking and standing in drawn:
                    top_drawn += 1
                if table.session.is_over():
                    break
        assert again > 0 and top_drawn > 0, (again, top_drawn)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_persons_old_beaten_play_goes_when_their_turn_comes_again(lang: str) -> None:
    """The person's seat likewise: while the person has the turn, their own play from earlier in
    the trick, beaten since, is no longer laid in front of them (the play on top stays)."""
    app = App(headless=True, size=(960, 600))
    app.settings = replace(app.settings, ai_delay_ms=300, animation_speed=1.5)
    i18n.set_language(lang)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{s + 1}") for s in range(1, 4)]
    table = TableScene(app, "guandan", seats, {"hands": 1}, 3)
    app.reset(table)
    table.on_resize((960, 600))
    ui = table.ui
    assert isinstance(ui, GuandanUI)
    again = 0  # frames with the person to play while their earlier play in the trick stood beaten
    waited = 0  # frames the person has had the turn (they think a while, then play what they can)
    try:
        with played_cards_drawn(table) as cards, begun_events(table) as events:
            for _ in range(6000):
                legal = table.viewer_legal()
                waited = waited + 1 if legal and not table.busy else 0
                if waited > 20:
                    plays = [a for a in legal if isinstance(a, Play)]
                    table.submit(plays[0] if plays else legal[0])
                app.run_frames(1)
                standing, beaten = trick_seen(events)
                if ui.active(0) and 0 in beaten:
                    again += 1
                    assert 0 not in cards[-1], (len(cards), standing, events[-3:])
                if table.session.is_over():
                    break
        assert again > 0
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_glow_marks_the_play_on_top_of_the_trick(lang: str) -> None:
    """In a demo the gold glow stayed under B4's Pair K after P1's Pair A had beaten it (it read
    the top seat from the view, which in a demo lags the plays shown). On every frame the glow,
    when drawn, lies under the play that stands on the trick shown, once it lies on the table (not
    under the play it beat while it flies there), and it is drawn."""
    app, table = demo(lang)
    ui = table.ui
    glows: list[tuple[int, pygame.Rect]] = []
    frame = 0
    real = ui.draw_top_glow

    def spy(surface: pygame.Surface, area: pygame.Rect) -> None:
        glows.append((frame, area.copy()))
        real(surface, area)

    ui.draw_top_glow = spy
    try:
        with begun_events(table) as events:
            for frame in range(1500):
                app.run_frames(1)
                standing, _beaten = trick_seen(events)
                for at, area in glows:
                    if at == frame:
                        lying = ui.on_table(standing) if standing is not None else None
                        assert lying is not None and isinstance(lying[0], Play), (frame, standing, events[-3:])
                        lying = lying[0]
                        assert area == ui.zone_rect(standing, len(lying.cards)), (frame, standing, events[-3:])
                if table.session.is_over():
                    break
        assert glows
    finally:
        del ui.draw_top_glow
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_receiver_is_shown_thinking_only_once_its_tribute_card_has_landed(lang: str) -> None:
    """B2 read "thinking…" (with the turn's ring) as its give-back began, while P1's tribute card
    was only leaving P1's hand. In the second hand of a demo (a double tribute), no seat is drawn
    thinking while a tribute card is still flying to it; a receiver is drawn thinking once its
    card has landed."""
    app = App(headless=True, size=(960, 600))
    fast = replace(app.settings, ai_delay_ms=0, animation_speed=20.0)  # through the first hand
    app.settings = fast
    i18n.set_language(lang)
    seats = [SeatSetup(False, "P1" if s == 0 else f"B{s + 1}") for s in range(4)]
    table = TableScene(app, "guandan", seats, {"hands": 2}, 3)
    app.reset(table)
    table.on_resize((960, 600))
    ui = table.ui
    gifts: list[tuple[int, list[Any]]] = []  # (receiver, the flights of its card)
    paid, landed_thinking = 0, 0
    try:
        with watched(table) as frames, begun_events(table) as events:
            real = ui.begin  # (begun_events's spy, which takes it away at the end)

            def spy(event: Event) -> float:
                before = len(table.flyers)
                wait = real(event)
                if isinstance(event, TributePaid):
                    gifts.append((event.receiver, table.flyers[before:]))
                return wait

            ui.begin = spy
            for _ in range(20000):
                app.run_frames(1)
                second = sum(isinstance(e, HandStarted) for e in events) >= 2
                if app.settings is fast and second:
                    app.settings = replace(fast, ai_delay_ms=300, animation_speed=1.5)
                flying = {r for r, flights in gifts if any(not f.done for f in flights)}
                thinking = frames[-1].thinking
                assert not flying & thinking, (len(frames), flying, thinking, events[-2:])
                paid = len(gifts)
                landed_thinking += any(r in thinking and r not in flying for r, _f in gifts)
                if second and isinstance(events[-1], LeadTaken):
                    break
        assert paid > 0 and landed_thinking > 0, (paid, landed_thinking)
    finally:
        app.shutdown()
        i18n.set_language("zh")
