"""Deadline 99: what the table shows once the game is over (found playing it as a demanding user)."""

from __future__ import annotations

from dataclasses import replace

import pygame

import app.games.deadline99_ui as d99ui
from app import i18n
from app.main import App
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import drawn_texts, run_until, seated_table


def test_the_new_tag_goes_once_the_game_is_over(app: App) -> None:
    """The card the person's last play drew kept its "New" tag (新牌) on the hand after the game
    ended, under the results: there is no next play for it to be new before."""
    table = seated_table(app, "deadline99", 2, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    nines = tuple(Card(9, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))
    table.session.state = replace(state, hands=((Card(13, Suit.CLUBS), Card(3, Suit.CLUBS)), nines),
                                  count=50, direction=1)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.sync(table.view())
    table.submit(d99.Play(Card(13, Suit.CLUBS)))  # the count becomes 99: B2 holds only nines and busts
    run_until(app, lambda: bool(ui.new_cards))
    run_until(app, lambda: table.session.is_over() and ui.turn == -1 and not table.busy)
    surface = pygame.Surface(app.screen.get_size())
    with drawn_texts(d99ui) as texts:
        ui.draw(surface)
    assert i18n.t("d99.new_tag") not in texts, texts
    assert not ui.new_cards
