"""Deadline 99: what the table says while a play is shown (found playing it as a demanding user)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.main import App
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import run_until, seated_table


def test_the_line_above_the_hand_never_waits_for_a_seat_just_out(app: App) -> None:
    """A seat busting on its turn was shown OUT while the line above the hand still said "Waiting
    for B2..." for the length of its stamp: the table waited for someone who had left it."""
    table = seated_table(app, "deadline99", 3, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    nines = tuple(Card(9, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))
    hands = ((Card(13, Suit.CLUBS), Card(3, Suit.CLUBS)), nines) + state.hands[2:]
    table.session.state = replace(state, hands=hands, count=50, direction=1)
    ui = table.ui
    ui.sync(table.view())
    said: list[str] = []
    real_begin = ui.begin

    def begin(event: Any) -> float:
        wait = real_begin(event)
        if isinstance(event, d99.Eliminated):
            said.append(ui.status_text()[0])
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    table.submit(d99.Play(Card(13, Suit.CLUBS)))  # the count becomes 99: B2 holds only nines
    run_until(app, lambda: bool(said))
    assert not table.session.state.alive[1]
    assert "B2" not in said[0], said


def _asked_about_the_queen(app: App, by_drag: bool) -> Any:
    """A four-seat table at 960×600 at the person's turn, their ♥Q asked about (± question open):
    picked with the keyboard (the card waits in its place) or dropped on the discard pile."""
    import pygame

    from tests.apptools import post_mouse, press

    table = seated_table(app, "deadline99", 4, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    hand = (Card(3, Suit.CLUBS), Card(12, Suit.HEARTS), Card(5, Suit.SPADES))
    table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=40)
    ui = table.ui
    ui.sync(table.view())
    app.run_frames(2)
    if by_drag:
        start = ui.fan.rects[1].center
        post_mouse(pygame.MOUSEBUTTONDOWN, start)
        app.run_frames(1)
        post_mouse(pygame.MOUSEMOTION, ui.discard_rect.center)
        app.run_frames(1)
        post_mouse(pygame.MOUSEBUTTONUP, ui.discard_rect.center)
        app.run_frames(1)
    else:
        press(app, pygame.K_2, pygame.K_RETURN)
    assert ui.has_prompt() and ui.held is not None and ui.held[0] == 1
    return table


def _resize(app: App, table: Any, size: tuple[int, int]) -> None:
    import pygame

    pygame.display.set_mode(size)
    app.screen = pygame.display.get_surface()
    table.on_resize(size)
    app.run_frames(2)


def test_a_card_waiting_in_its_place_for_its_question_stays_there_when_the_window_changes(app: App) -> None:
    """The ♥Q picked by key waited for its ± question at its place in the 960×600 fan; after the
    window grew to 1280×720 it floated where that place had been, apart from the hand, over
    nothing (its own place an empty gap)."""
    table = _asked_about_the_queen(app, by_drag=False)
    _resize(app, table, (1280, 720))
    ui = table.ui
    assert ui.has_prompt()
    assert ui.held is not None and ui.held[1] == ui.fan.card_pos(1)


def test_a_card_waiting_on_the_pile_for_its_question_stays_on_it_when_the_window_changes(app: App) -> None:
    """The ♥Q dropped on the discard pile waits there for its ± question; after the window
    changed size it was left where the pile had been."""
    import pygame

    table = _asked_about_the_queen(app, by_drag=True)
    _resize(app, table, (1280, 720))
    ui = table.ui
    assert ui.has_prompt() and ui.held is not None
    card = pygame.Rect(ui.held[1], (ui.cw, ui.ch))
    assert ui.discard_rect.collidepoint(card.center), (card, ui.discard_rect)


def test_fast_forward_is_offered_once_the_person_is_out_when_ai_seats_act_at_once() -> None:
    """With the AI pace set to "at once" (0 ms) the person who went out was never offered Fast
    forward: the table was idle only inside its own update, where the next AI seat acted straight
    away, so it was busy whenever the button's offer was looked at."""
    from tests.apptools import press, quick_app

    import pygame

    app = quick_app(ai_delay_ms=0, animation_speed=1.0, size=(960, 600))
    try:
        table = seated_table(app, "deadline99", 4, (960, 600), seed=3)
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        state = table.session.state
        hand = (Card(9, Suit.CLUBS), Card(9, Suit.HEARTS))
        table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=95)
        table.ui.sync(table.view())
        app.run_frames(2)
        press(app, pygame.K_1, pygame.K_RETURN)  # every card busts: the person is out
        assert not table.session.state.alive[0]
        run_until(app, lambda: table.fast_forward_offered() or table.session.is_over(), limit=600)
        assert not table.session.is_over(), "the game ended before Fast forward was offered"
    finally:
        app.shutdown()
