"""The Stars and Storms hint: H (or the Hint button) asks the person's adviser, which hears only what
the person's seat is shown; the table lifts the card it names (or lights End turn), says star or storm
(and a joker's stand-in), and Enter then makes exactly that play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app import i18n
from app.games.stars_and_storms.text import hint_line
from app.main import App
from app.scenes.table import TableScene
from engine.cards import BIG_JOKER, Card, Suit
from engine.games.stars_and_storms.model import Drew, EndTurn, Form, Play
from tests.apptools import run_until, seated_table
from tests.hinttools import english_app, play_as_advised_until, spy_on_adviser


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _at_turn(app: App, seed: int = 3, players: int = 4, size: tuple[int, int] = (1280, 720)) -> TableScene:
    table = seated_table(app, "stars_and_storms", players, size, seed=seed)
    run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, settle=True)
    return table
def test_h_lifts_the_card_the_adviser_would_play_and_says_the_play(app: App) -> None:
    table = _at_turn(app)
    expected = play_as_advised_until(app, table, Play)  # a turn where it plays a card (not End turn)
    _key(pygame.K_h)
    app.run_frames(2)
    ui = table.ui
    assert ui.hinted == expected and expected in table.viewer_legal()
    assert ui.fan.focus is not None and ui.hand[ui.fan.focus] == expected.card
    assert app.toast.text == hint_line(expected)
    form = "star" if expected.form is Form.STAR else "storm"
    assert app.toast.text.startswith("Hint: play ") and f"a {form}" in app.toast.text
    ui.hinted = None  # asking changed nothing the adviser remembers: a second H names the same play
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected


def test_enter_plays_exactly_the_hinted_card_as_hinted(app: App) -> None:
    table = _at_turn(app)
    expected = play_as_advised_until(app, table, Play)
    done = len(table.session.record.actions)
    _key(pygame.K_h)
    app.run_frames(2)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert len(table.session.record.actions) == done + 1
    assert tuple(table.session.record.actions[-1]) == (0, expected)
    assert table.ui.hinted is None


def test_an_end_turn_hint_lights_end_turn_and_enter_ends_the_turn(app: App) -> None:
    table = _at_turn(app)
    play_as_advised_until(app, table, EndTurn)
    ui = table.ui
    assert not ui.end_btn.selected()
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == EndTurn() and ui.end_btn.selected()
    assert app.toast.text == "Hint: end your turn (Enter)"
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert tuple(table.session.record.actions[-1]) == (0, EndTurn())


def test_a_joker_hint_names_what_it_stands_for_and_enter_plays_it(app: App) -> None:
    for seed in range(1, 120):  # a deal that gives the person a joker on their turn
        table = _at_turn(app, seed)
        ui = table.ui
        hint = next((a for a in table.viewer_legal() if isinstance(a, Play) and a.card.is_joker
                     and a.form is Form.STORM and a.declared == Card(5, Suit.HEARTS)), None)
        if hint is not None:
            break
    else:
        pytest.fail("no seed deals the person a joker")
    ui.show_hint(hint)
    assert ui.hand[ui.fan.focus] == hint.card
    joker = "Big\u00a0joker" if hint.card.rank == BIG_JOKER else "Small\u00a0joker"
    assert app.toast.text == f"Hint: play {joker} as ♥5, a storm (Enter)"
    i18n.set_language("zh")
    assert hint_line(hint).startswith("提示：把") and hint_line(hint).endswith("当作 ♥5 掀起风暴（回车）")
    i18n.set_language("en")
    # W opens the picker with ♥5 already chosen, so Enter (its OK) takes it
    _key(pygame.K_w)
    app.run_frames(1)
    assert ui.picker is not None and ui.picker.chosen == Card(5, Suit.HEARTS)
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.picker is None and ui.hand[ui.fan.focus] == hint.card
    _key(pygame.K_RETURN)  # or Enter straight away, without the picker
    app.run_frames(1)
    assert tuple(table.session.record.actions[-1]) == (0, hint)


def test_the_button_asks_too_and_is_greyed_and_silent_off_turn(app: App) -> None:
    table = _at_turn(app)
    button = table.ui.hint_btn
    assert button.enabled() and table.ui.hint_shown()
    _click(button.rect.center)
    app.run_frames(2)
    assert table.ui.hinted is not None
    table.ui.hinted = None
    app.toast.clear()
    if EndTurn() in table.viewer_legal():
        table.ui.end_turn()
    run_until(app, lambda: not table.viewer_legal() and 0 not in table.session.decision().seats)
    assert table.ui.hint_shown() and button.enabled() is False
    _key(pygame.K_h)
    _click(button.rect.center)
    app.run_frames(1)
    assert table.ui.hinted is None and not (app.toast.left > 0 and app.toast.text.startswith("Hint"))


def test_the_adviser_hears_only_what_the_persons_seat_is_shown(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = spy_on_adviser(monkeypatch)
    heard, seen_views = spy.heard, spy.views
    table = _at_turn(app)
    spy.table = table
    for _ in range(3):
        _key(pygame.K_h)
        app.run_frames(2)
        _key(pygame.K_RETURN)
        app.run_frames(1)
        if EndTurn() in table.viewer_legal():
            table.ui.end_turn()
        run_until(app, lambda: (bool(table.viewer_legal()) and not table.busy) or table.session.is_over(),
                  settle=True)
    others = [e for e in heard if isinstance(e, Drew) and e.seat != 0]
    assert others and all(e.cards is None for e in others)  # nobody else's cards, ever
    assert any(isinstance(e, Drew) and e.seat == 0 and e.cards for e in heard)  # its own, yes
    assert seen_views and all(got == persons for got, persons in seen_views)


def test_the_hint_button_is_drawn_clear_of_the_hand_and_seats_in_the_window(app: App) -> None:
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        table = _at_turn(app, 3, 6, size)
        ui = table.ui
        button = ui.hint_btn.rect
        assert pygame.Rect((0, 0), size).contains(button), size
        assert table.rect.contains(button) and not button.colliderect(table.log_rect), size
        assert not any(button.colliderect(r) for r in ui.fan.rects), size
        assert not button.colliderect(ui.lay.hand_area) and not button.colliderect(ui.end_btn.rect), size
        for seat, geom in ui.lay.zones.items():
            if seat != table.viewer:
                assert not button.colliderect(geom.bounds), (size, seat)


def test_the_hints_line_goes_once_the_hinted_play_is_made(app: App) -> None:
    """"Hint: play ♥7 as a star (Enter)" stayed up for its five seconds after ♥7 was placed, over a
    hand without it (and, after an End turn hint, into the next seat's turn). The hint's line now goes
    the moment a play is made; a refused play leaves it up."""
    table = _at_turn(app)
    expected = play_as_advised_until(app, table, Play)
    _key(pygame.K_h)
    app.run_frames(2)
    said = app.toast.text
    assert said == hint_line(expected) and app.toast.left > 0
    absent = next(Card(r, Suit.SPADES) for r in range(1, 14) if Card(r, Suit.SPADES) not in table.ui.hand)
    assert table.submit(Play(absent, Form.STAR)) is not None  # refused: not in the hand
    assert app.toast.text == said and app.toast.left > 0  # a refusal leaves the hint up
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert tuple(table.session.record.actions[-1]) == (0, expected)
    assert not (app.toast.text == said and app.toast.left > 0)
