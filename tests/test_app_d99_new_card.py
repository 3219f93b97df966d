"""Deadline 99 with one person at the table: the card the person's play drew stays marked in their
hand (raised, tagged "New" / "新牌") until their next play, so they can tell which card is new."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app import i18n
from app.games.deadline99_ui import Deadline99UI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.cards import Card
from engine.core import Event
from engine.games import deadline99 as d99
from tests.apptools import drawn_texts, run_until

SIZES = [(960, 600), (1280, 720)]



def _ui(table: TableScene) -> Deadline99UI:
    assert isinstance(table.ui, Deadline99UI)
    return table.ui


def _drawn_positions(app: App, ui: Deadline99UI, monkeypatch: pytest.MonkeyPatch) -> dict[int, tuple[int, int]]:
    """Where each hand card was drawn in a frame (its index → top-left), and the texts written."""
    faces = {id(d99ui.card_face(c, ui.cw, ui.ch)): c for c in ui.hand}
    seen: list[tuple[Card, tuple[int, int]]] = []
    real = d99ui.draw_shadowed

    def spy(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int], *args: Any) -> Any:
        if id(image) in faces:
            seen.append((faces[id(image)], tuple(pos)))
        return real(surface, image, pos, *args)

    monkeypatch.setattr(d99ui, "draw_shadowed", spy)
    app.draw()
    monkeypatch.setattr(d99ui, "draw_shadowed", real)
    out: dict[int, tuple[int, int]] = {}
    for i, card in enumerate(ui.hand):
        spots = [pos for c, pos in seen if c == card]
        out[i] = spots[0] if spots else (-1, -1)
        seen = [s for s in seen if s != (card, out[i])] if spots else seen
    return out


def _play_and_wait(app: App, table: TableScene, ui: Deadline99UI) -> list[tuple[Card, ...]]:
    """The person plays their first legal play; run until their next turn. The cards they drew."""
    drew: list[tuple[Card, ...]] = []
    real = ui.begin

    def spy(event: Event) -> float:
        if isinstance(event, d99.Drew) and event.seat == table.viewer and event.cards:
            drew.append(event.cards)
        return real(event)

    ui.begin = spy  # type: ignore[method-assign]
    table.submit(table.viewer_legal()[0])
    run_until(app, lambda: table.busy or not table.viewer_legal())
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    ui.begin = real  # type: ignore[method-assign]
    return drew


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_a_single_person_drew_stays_marked_till_their_next_play(
        lang_app: App, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """With one person and AI seats, an ordinary draw was not marked at all (only pass-and-play
    raised and named it for a beat before the curtain): the person could not tell which card was new.
    Now the drawn card is raised and tagged "New" (新牌) until the person's next play; the other
    cards lie flat and untagged."""
    app = lang_app
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    ui = _ui(table)
    for _ in range(2):
        drew = _play_and_wait(app, table, ui)
        assert drew, "the person's play drew a card"
        new = list(drew[-1])
        ui.fan.hover = ui.fan.focus = None
        n = len(ui.hand)
        assert ui.hand[n - len(new):] == new
        where = _drawn_positions(app, ui, monkeypatch)
        for i in range(n):
            rest = ui.fan.rects[i].topleft
            if i >= n - len(new):
                assert where[i][1] < rest[1], f"the new card {ui.hand[i]} is raised"
            else:
                assert where[i] == rest, f"an old card {ui.hand[i]} lies in its place"
        with drawn_texts(d99ui) as texts:
            app.draw()
        tag = i18n.t("d99.new_tag")
        assert texts.count(tag) == len(new), texts
        assert {"en": "New", "zh": "新牌"}[lang] == tag


@pytest.mark.parametrize("lang", ["zh"])
@pytest.mark.parametrize("size", [(1280, 720)])
def test_the_mark_follows_the_new_card_when_a_j_takes_another(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """Another seat's J takes a card from before the new one: the places close up and the mark stays
    on the new card (not on the card that slid into its old place, nor past the hand's end); a 7
    swapping hands with the person drops the mark, as the hand is another."""
    app = lang_app
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    ui = _ui(table)
    drew = _play_and_wait(app, table, ui)
    assert drew and ui.new_cards
    new = [ui.hand[i] for i in sorted(ui.new_cards)]
    ui.begin(d99.Stole(seat=1, target=0, card=ui.hand[0], took=True))
    assert [ui.hand[i] for i in sorted(ui.new_cards)] == new
    ui.begin(d99.Swapped(seat=2, target=0, seat_size=len(ui.hand), target_size=len(ui.hand)))
    assert not ui.new_cards
