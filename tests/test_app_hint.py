"""The Deadline 99 hint: H (or the Hint button) asks the person's adviser, which hears only what the
person's seat is shown, and the table puts the focus on the card it names and says the whole play."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.deadline99_narrate import hint_line
from app.main import App
from app.scenes.advice import Advisers
from app.scenes.error import ErrorScene
from app.scenes.table import SeatSetup, TableScene, seats_from_record
from engine.cards import JACK, QUEEN
from engine.games import deadline99 as d99
from tests.apptools import finished_record, run_until, seated_table
from tests.hinttools import english_app, spy_on_adviser


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _at_turn(app: App, seed: int = 3, players: int = 4) -> TableScene:
    table = seated_table(app, "deadline99", players, (1280, 720), seed=seed)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    return table


def test_h_focuses_the_card_the_adviser_would_play_and_says_the_play(app: App) -> None:
    table = _at_turn(app)
    assert table.advisers is not None
    view, legal = table.session.view(0), table.viewer_legal()
    expected = copy.deepcopy(table.advisers.by_seat[0]).choose(view, legal)  # the same memory, the same dice
    _key(pygame.K_h)
    app.run_frames(2)
    ui = table.ui
    assert ui.hinted == expected and expected in legal
    assert ui.fan.focus is not None and ui.hand[ui.fan.focus] == expected.card
    assert app.toast.text == hint_line(expected, table.name, 0)
    assert app.toast.text.startswith("Hint: play ")
    # asking changed nothing the adviser remembers: a second H names the same play
    ui.hinted = None
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected


def test_the_hint_button_is_greyed_off_the_persons_turn_and_h_does_nothing(app: App) -> None:
    table = seated_table(app, "deadline99", 4, (1280, 720), seed=3)
    run_until(app, lambda: not table.viewer_legal() and table.session.decision().seats != [0]
              and 0 not in table.session.decision().seats)
    assert table.ui.hint_button.enabled() is False
    _key(pygame.K_h)
    app.run_frames(1)
    assert table.ui.hinted is None and not (app.toast.left > 0 and app.toast.text.startswith("Hint"))


def test_the_button_asks_too(app: App) -> None:
    table = _at_turn(app)
    button = table.ui.hint_button
    assert button.enabled()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.run_frames(2)
    assert table.ui.hinted is not None


def test_the_adviser_hears_only_what_the_persons_seat_is_shown(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = spy_on_adviser(monkeypatch)
    heard, seen_views = spy.heard, spy.views
    table = _at_turn(app)
    spy.table = table
    for _ in range(3):  # a few turns round the table
        _key(pygame.K_h)
        app.run_frames(2)
        table.ui.try_play(table.ui.fan.focus or 0, table.ui.hinted.target if table.ui.hinted else None, (0, 0))
        if table.ui.prompt is not None:
            _key(pygame.K_RETURN)
        run_until(app, lambda: bool(table.viewer_legal()) or table.session.is_over(), settle=True)
        if table.session.is_over():
            break
    others = [e for e in heard if isinstance(e, (d99.Dealt, d99.Drew)) and e.seat != 0]
    assert others and all(e.cards is None for e in others)  # nobody else's cards, ever
    assert any(isinstance(e, d99.Drew) and e.seat == 0 and e.cards for e in heard)  # its own, yes
    assert seen_views and all(got == persons for got, persons in seen_views)


def test_a_hinted_card_played_by_the_mouse_asks_with_the_hinted_sign_ringed(app: App) -> None:
    for seed in range(3, 60):  # a game that deals the person a Q they may take 20 off with
        table = _at_turn(app, seed)
        ui = table.ui
        q = next((c for c in ui.hand if not c.is_joker and c.rank == QUEEN), None)
        if q is not None and d99.Play(q, -1) in table.viewer_legal():
            queen = d99.Play(q, -1)
            break
    else:
        pytest.fail("no seed deals the person a Q they may play as −20")
    ui.show_hint(queen)
    assert ui.hand[ui.fan.focus] == queen.card
    ui.try_play(ui.fan.focus, None, ui.fan.card_pos(ui.fan.focus))  # clicked twice: the ± question, −20 ringed
    app.run_frames(1)
    assert ui.prompt is not None and ui.prompt.focus == 1
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert tuple(table.session.record.actions[-1]) == (0, queen)


def test_a_hinted_seat_is_lit_in_the_seat_question(app: App) -> None:
    for seed in range(3, 80):
        table = _at_turn(app, seed)
        ui = table.ui
        jack = next((a for a in table.viewer_legal() if not a.card.is_joker and a.card.rank == JACK), None)
        if jack is not None:
            break
    else:
        pytest.fail("no seed deals the person a J")
    others = sorted({a.target for a in table.viewer_legal() if a.card == jack.card})
    target = others[-1]
    ui.show_hint(d99.Play(jack.card, 0, target))
    ui.try_play(ui.fan.focus, None, (0, 0))
    assert ui.picking_seat is not None and ui.hover_seat == target
    assert app.toast.text == hint_line(d99.Play(jack.card, 0, target), table.name, 0)


def test_a_failing_adviser_says_so_and_the_game_goes_on(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _at_turn(app)
    assert table.advisers is not None

    def broken(view: Any, legal: Any) -> Any:
        raise RuntimeError("the adviser lost its way")

    monkeypatch.setattr(table.advisers.by_seat[0], "choose", broken)
    _key(pygame.K_h)
    app.run_frames(2)
    assert not isinstance(app.top, ErrorScene)
    assert app.toast.text == i18n.t("table.hint_failed")
    assert table.ui.hinted is None and table.viewer_legal()


def test_a_hint_for_a_move_already_made_is_dropped() -> None:
    from engine.registry import get_game

    game = get_game("deadline99")
    advisers = Advisers(game, [0], 1)
    from engine.session import Session

    session, events = Session.new(game, 4, {}, 1)
    advisers.hear(events)
    seat = session.decision().seats[0]
    advisers.by_seat[seat] = advisers.by_seat.pop(0)
    advisers.ask(seat, 0, session.view(seat), game.legal_actions(session.state, seat), background=False)
    assert advisers.thinking
    assert advisers.answer(seat, 1) is None and not advisers.thinking  # the game moved on: dropped
    advisers.ask(seat, 0, session.view(seat), game.legal_actions(session.state, seat), background=False)
    assert isinstance(advisers.answer(seat, 0), d99.Play)


def test_pass_and_play_gives_each_person_an_adviser_and_ai_seats_none(app: App) -> None:
    seats = [SeatSetup(True, "Ann"), SeatSetup(False, "B2"), SeatSetup(True, "Cy"), SeatSetup(False, "B4")]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    assert table.advisers is not None and sorted(table.advisers.by_seat) == [0, 2]


def test_no_adviser_in_a_replay_or_for_a_table_without_hints(app: App) -> None:
    record, _ = finished_record("deadline99", 2)
    replay = TableScene(app, "deadline99", seats_from_record(record), {}, record.seed, record=record, replay=True)
    assert replay.advisers is None
    guandan = seated_table(app, "guandan", 4, (1280, 720))
    assert guandan.advisers is None  # its own hint cycles through the plays


def test_the_hint_button_is_drawn_clear_of_the_hand_and_in_the_window(app: App) -> None:
    for size, players in (((1280, 720), 4), ((960, 600), 8), ((1920, 1080), 6)):
        table = seated_table(app, "deadline99", players, size, seed=3)
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        button = table.ui.hint_button.rect
        assert pygame.Rect((0, 0), size).contains(button)
        assert not any(button.colliderect(r) for r in table.ui.fan.rects)
        for seat in range(players):
            if seat != table.viewer:
                assert not button.colliderect(table.ui.seat_rect(seat)), (size, players, seat)


def test_enter_on_the_hinted_card_plays_the_whole_hint_seat_and_all(app: App) -> None:
    for seed in range(3, 80):  # a game where the person may play a J on either of two seats
        table = _at_turn(app, seed)
        ui = table.ui
        jacks = [a for a in table.viewer_legal() if not a.card.is_joker and a.card.rank == JACK]
        if len({a.target for a in jacks}) > 1:
            break
    else:
        pytest.fail("no seed deals the person a J with a choice of seats")
    hinted = max(jacks, key=lambda a: a.target)  # not the first seat a question would light
    ui.show_hint(hinted)
    before = len(table.session.record.actions)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert ui.picking_seat is None and ui.prompt is None
    assert tuple(table.session.record.actions[before]) == (0, hinted)


def test_the_adviser_keeps_its_belief_up_to_date_instead_of_each_hint_rebuilding_it() -> None:
    from engine.registry import get_game
    from engine.session import Session

    game = get_game("deadline99")
    session, events = Session.new(game, 4, {}, 2)
    advisers = Advisers(game, [0], 1)
    advisers.hear(events)
    adviser = advisers.by_seat[0]
    hints = 0
    while not session.is_over() and hints < 3:
        seat = session.decision().seats[0]
        legal = game.legal_actions(session.state, seat)
        if seat == 0:
            advisers.ask(0, hints, session.view(0), legal, background=False)
            hint = advisers.answer(0, hints)
            assert hint in legal
            assert adviser.belief is not None and adviser.pending == []  # kept, not rebuilt by each copy
            hints += 1
            action = hint
        else:
            action = legal[0]
        advisers.hear(session.act(seat, action))
    assert hints == 3


def test_the_hints_line_goes_once_the_hinted_card_is_played(app: App) -> None:
    """"Hint: play ♥5" stayed up for its five seconds after ♥5 was played, into the next seats'
    turns. The hint's line now goes the moment the person's play is made."""
    table = _at_turn(app)
    _key(pygame.K_h)
    app.run_frames(2)
    said = app.toast.text
    assert said.startswith("Hint: play ") and app.toast.left > 0
    hinted = table.ui.hinted
    assert hinted is not None
    assert table.submit(hinted) is None
    app.run_frames(1)
    assert not (app.toast.text == said and app.toast.left > 0)


def test_h_while_a_question_is_open_closes_it_and_gives_the_hint(app: App) -> None:
    """With the Hint button stepped aside while a question about a chosen card is open, H did
    nothing there. H now closes the question as Esc would (nothing played, the card back in the
    hand) and gives the hint, which may name another card than the one asked about."""
    for seed in range(3, 60):  # a hand with a 10 or a Q: its ± question
        table = _at_turn(app, seed)
        ui = table.ui
        i = next((k for k, c in enumerate(ui.hand) if not c.is_joker and c.rank in (10, QUEEN)), None)
        if i is not None:
            break
    else:
        pytest.fail("no seed deals the person a 10 or a Q")
    done = len(table.session.record.actions)
    ui.try_play(i, None, ui.fan.card_pos(i))
    app.run_frames(1)
    assert ui.prompt is not None
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.prompt is None and ui.held is None
    assert len(table.session.record.actions) == done  # nothing played
    assert ui.hinted is not None and app.toast.text.startswith("Hint: play ")
