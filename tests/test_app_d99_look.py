"""Deadline 99 at pass-and-play: the person who swaps hands with a 7 (or takes a card with a J) sees
what they got before the curtain comes down for the next person; nobody else's cards are shown
meanwhile, and a person playing alone is not held up."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from app.ui.keygrace import KEY_GRACE
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import press

OLD = (Card(7, Suit.SPADES), Card(5, Suit.HEARTS), Card(3, Suit.CLUBS))
THEIRS = (Card(9, Suit.DIAMONDS), Card(4, Suit.SPADES), Card(6, Suit.HEARTS), Card(13, Suit.CLUBS))


def _lift_by_key(app: App) -> None:
    """Lift the named curtain on top with a real key press (past the moment it ignores keys)."""
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name is not None
    curtain.age = 1.0
    curtain.keys.quiet = curtain.keys.seconds  # and past its key grace (no key pressed lately)
    press(app, pygame.K_SPACE)


def _first_turn(app: App, seats: list[SeatSetup], first: Card) -> TableScene:
    """A table of ``seats`` at the first person's turn, their hand ``first`` and two more cards, the
    next seat's hand THEIRS (seat 0 plays first: the count is low, nothing else changes)."""
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    for _ in range(3000):
        if isinstance(app.top, CurtainScene) and app.top.name is not None:
            _lift_by_key(app)
        if app.top is table and table.viewer_legal():
            break
        app.run_frames(1)
    me = table.viewer
    other = (me + 1) % len(seats)
    state = table.session.state
    hands = list(state.hands)
    hands[me], hands[other] = (first,) + OLD[1:], THEIRS
    table.session.state = replace(state, hands=tuple(hands), count=10)
    table.ui.sync(table.view())
    return table


def _play_first_card_on_next_seat(app: App, table: TableScene) -> int:
    """The person plays their first card on the seat after theirs, by keys: 1, Enter, the seat's
    number. Returns that seat."""
    target = (table.viewer + 1) % table.players
    press(app, pygame.K_1, pygame.K_RETURN)
    if table.ui.picking_seat is not None:
        press(app, pygame.K_1 + target)
    return target


def _until_shown(app: App, table: TableScene) -> None:
    """Run frames until the play has been shown: a question is up on the table or a curtain is down."""
    for _ in range(3000):
        if isinstance(app.top, CurtainScene) or (not table.busy and table.ui.prompt is not None):
            return
        app.run_frames(1)
    raise AssertionError("the play was never shown")


def _faces_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[Card]:
    """Every card drawn face up in one frame."""
    drawn: list[Card] = []
    real = d99ui.card_face

    def spy(card: Card, w: int, h: int) -> Any:
        drawn.append(card)
        return real(card, w, h)

    monkeypatch.setattr(d99ui, "card_face", spy)
    app.run_frames(1)
    monkeypatch.setattr(d99ui, "card_face", real)
    return drawn


PEOPLE_AND_BOTS = [SeatSetup(True, "Ann"), SeatSetup(False, "Bot 1"), SeatSetup(True, "Bo"), SeatSetup(False, "Bot 2")]
TWO_PEOPLE = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo")]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("seats", [PEOPLE_AND_BOTS, TWO_PEOPLE], ids=["ai-next", "person-next"])
def test_the_person_who_swapped_sees_their_new_hand_before_the_curtain(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                       lang: str, seats: list[SeatSetup]) -> None:
    """A 7's swap flew three card backs each way, then the curtain came down for the next person in
    the same frame the new hand was synced: the person who swapped never saw what they got. The new
    hand now shows face up in their fan under a question that says so, and the curtain waits for
    their Enter (or click); no other seat acts meanwhile."""
    from app import i18n

    i18n.set_language(lang)
    table = _first_turn(app, seats, Card(7, Suit.SPADES))
    me = table.viewer
    target = _play_first_card_on_next_seat(app, table)
    played = len(table.session.record.actions)
    assert played and table.session.record.actions[-1][1] == d99.Play(Card(7, Suit.SPADES), 0, target)
    _until_shown(app, table)
    assert app.top is table, "the curtain came down before the person saw their new hand"
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI) and ui.prompt is not None
    assert table.viewer == me and ui.hand == list(THEIRS)
    assert table.name(target) in ui.prompt.title
    drawn = _faces_drawn(app, monkeypatch)
    assert set(THEIRS) <= set(drawn), "the new hand is drawn face up"
    public = set(ui.discard[-3:])
    assert set(drawn) <= set(THEIRS) | public, f"only the person's own cards and the pile: {drawn}"
    assert len(table.session.record.actions) == played, "nobody plays while the person looks"
    app.run_frames(int(KEY_GRACE * 60) + 2)  # its keys wait for a quiet second
    assert app.top is table and ui.prompt is not None and len(table.session.record.actions) == played
    press(app, pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, CurtainScene), "Enter brings the curtain down"
    assert ui.hand == [] and ui.prompt is None
    since = len(table.session.record.actions) - played
    assert since == (len(table.behind) if table.behind is not None else 0), "whatever was played since, behind it"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_person_who_took_a_card_with_a_jack_sees_which_before_the_curtain(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """A J's card flew face up from the other seat to the hand's corner for under half a second,
    and the curtain came down as it landed: it never showed in the hand. It now does, focused,
    and the question names it; a click anywhere brings the curtain down."""
    from app import i18n
    from app.games.deadline99_narrate import card_name

    i18n.set_language(lang)
    table = _first_turn(app, PEOPLE_AND_BOTS, Card(11, Suit.SPADES))
    target = _play_first_card_on_next_seat(app, table)
    _until_shown(app, table)
    assert app.top is table, "the curtain came down before the person saw the card they took"
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI) and ui.prompt is not None
    stole = [e for e in table.log_events if isinstance(e, d99.Stole)][-1]
    assert stole.seat == table.viewer and stole.target == target and stole.card in THEIRS
    assert ui.hand == list(OLD[1:]) + [stole.card]
    assert card_name(stole.card) in ui.prompt.title and table.name(target) in ui.prompt.title
    assert ui.fan.focus == len(ui.hand) - 1, "the card taken is the focused one"
    drawn = _faces_drawn(app, monkeypatch)
    assert stole.card in drawn and set(drawn) <= set(ui.hand) | set(ui.discard[-3:]), drawn
    corner = (ui.rect.x + 4, ui.rect.y + 4)  # off the question
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner, button=1))
    app.run_frames(2)
    assert isinstance(app.top, CurtainScene), "a click brings the curtain down"


def test_a_person_playing_alone_is_not_held_up_after_a_swap(app: App) -> None:
    """One person and AI seats: no curtain, so nothing waits for a key; the AI seat plays on as
    before while the person's new hand shows."""
    seats = [SeatSetup(True, "Ann")] + [SeatSetup(False, f"Bot {i}") for i in (1, 2, 3)]
    table = _first_turn(app, seats, Card(7, Suit.SPADES))
    _play_first_card_on_next_seat(app, table)
    played = len(table.session.record.actions)
    for _ in range(600):
        assert table.ui.prompt is None
        if len(table.session.record.actions) > played:
            break
        app.run_frames(1)
    assert len(table.session.record.actions) > played, "the next seat played without a key from the person"
    assert app.top is table


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("seats", [PEOPLE_AND_BOTS, TWO_PEOPLE], ids=["ai-next", "person-next"])
def test_the_card_drawn_after_an_ordinary_play_lands_in_the_hand_and_shows_before_the_curtain(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str, seats: list[SeatSetup]) -> None:
    """An ordinary card played at pass-and-play: the card drawn for it flew face up to the middle of
    the hand, on top of the other cards, and the curtain came down in the frame it landed; it never
    showed in the fan, so the person first met it at their next turn. It now lands in its own place
    in the fan and stays there, marked, for a short beat before the curtain comes down by itself
    (no key: an ordinary turn is not held up by a question); nothing else is drawn face up but the
    person's own cards and the pile, and nobody plays meanwhile."""
    from app import i18n

    i18n.set_language(lang)
    table = _first_turn(app, seats, Card(5, Suit.SPADES))
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    press(app, pygame.K_1, pygame.K_RETURN)
    played = len(table.session.record.actions)
    assert played and table.session.record.actions[-1][1] == d99.Play(Card(5, Suit.SPADES), 0)
    flight = None
    for _ in range(600):  # until the drawn card's flight starts
        drawn = [e for e in table.log_events if isinstance(e, d99.Drew) and e.seat == table.viewer]
        if drawn:
            flight = table.flyers[-1]
            break
        app.run_frames(1)
    assert drawn and drawn[-1].cards and flight is not None
    card = drawn[-1].cards[0]
    assert card in ui.hand, "the drawn card has its place in the fan while it flies there"
    slot = ui.fan.rects[ui.hand.index(card)]
    assert abs(flight.end[0] - slot.x) <= 2 and abs(flight.end[1] - slot.y) <= slot.h // 5, \
        f"the drawn card lands on its own place in the fan {slot.topleft}, not at {flight.end}"
    shown = 0.0  # how long the drawn card shows in the still hand before the curtain
    for _ in range(600):
        if isinstance(app.top, CurtainScene):
            break
        still = not table.flyers
        faces = _faces_drawn(app, monkeypatch)
        assert set(faces) <= set(ui.hand) | set(ui.discard[-3:]) | {card}, f"only the person's own cards: {faces}"
        if still and card in faces and app.top is table:
            assert ui.prompt is None, "no question to answer on an ordinary turn"
            assert len(table.session.record.actions) == played, "nobody plays while the drawn card shows"
            shown += 1 / 60
    else:
        raise AssertionError("the curtain never came down by itself")
    assert shown * app.settings.animation_speed >= 0.5, f"the drawn card showed for only {shown:.2f} s"
    assert ui.hand == [] and ui.prompt is None


@pytest.mark.parametrize("first, then", [("en", "zh"), ("zh", "en")])
def test_the_look_after_a_jack_follows_a_language_switch_made_while_it_is_up(
        app: App, monkeypatch: pytest.MonkeyPatch, first: str, then: str) -> None:
    """The line after a J ("You took ♠4 from Bo…") and its Continue button were written once, in
    the language of the moment: the settings opened over the question, the language changed and
    Esc back left them in the old language. They now read in the new one, as the table's other
    texts do, and the question still waits for the person."""
    from app import i18n
    from app.games import deadline99_places
    from app.games.deadline99_narrate import card_name
    from tests.apptools import drawn_texts, switch_language_in_settings

    app.update_settings(language=first)
    table = _first_turn(app, PEOPLE_AND_BOTS, Card(11, Suit.SPADES))
    target = _play_first_card_on_next_seat(app, table)
    _until_shown(app, table)
    ui = table.ui
    assert app.top is table and isinstance(ui, d99ui.Deadline99UI) and ui.prompt is not None
    assert i18n.language() == first
    stole = [e for e in table.log_events if isinstance(e, d99.Stole)][-1]
    assert stole.card is not None
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    press(app, pygame.K_ESCAPE)
    assert app.top is table and ui.prompt is not None, "back at the question, which still waits"
    with drawn_texts(deadline99_places) as texts:
        app.run_frames(1)
    line = i18n.t("d99.look_took", card=card_name(stole.card), target=table.name(target))
    assert "".join(texts).replace(" ", "") == line.replace(" ", ""), f"the question reads {texts}, not {line!r}"
    assert ui.prompt.title == line
    assert ui.prompt.buttons[0].label() == i18n.t("d99.look_done")
    app.run_frames(int(KEY_GRACE * 60) + 2)  # its keys wait for a quiet second
    press(app, pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, CurtainScene), "Enter still brings the curtain down"


@pytest.mark.parametrize("frames", [6, 3], ids=["hammered", "held"])
def test_enter_hammered_or_held_through_the_play_leaves_the_look_up(app: App, frames: int) -> None:
    """Enter pressed every tenth of a second (or held, repeating) from the play on: the look at the
    new hand closed the moment it came up (it showed for two frames), so the person never saw what
    they got. It now waits, like the curtain after it, for a key after a quiet second."""
    table = _first_turn(app, TWO_PEOPLE, Card(7, Suit.SPADES))
    _play_first_card_on_next_seat(app, table)
    shown = 0
    for _ in range(180 // frames):  # three seconds of Enter
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.run_frames(frames)
        if shown or (app.top is table and table.ui.prompt is not None):
            shown += 1
            assert app.top is table and table.ui.prompt is not None, "the hammered Enter closed the look"
    assert shown >= 60 // frames, "the look came up within two seconds and stayed"
    app.run_frames(int(KEY_GRACE * 60) + 2)
    press(app, pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, CurtainScene), "Enter after a quiet second brings the curtain down"


def test_both_cards_an_angel_drew_across_a_reshuffle_show_for_the_beat(app: App) -> None:
    """An angel played with one card left in the draw pile: the engine tells the first card's draw,
    the reshuffle, then the second card's draw. The beat before the curtain marked only the cards of
    the last draw, so the first card never showed as new; both now do."""
    table = _first_turn(app, TWO_PEOPLE, d99.ANGEL)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    last = Card(4, Suit.DIAMONDS)
    table.session.state = replace(table.session.state, draw=(last,),
                                  discard=(Card(9, Suit.CLUBS), Card(10, Suit.CLUBS)))
    table.ui.sync(table.view())
    press(app, pygame.K_1, pygame.K_RETURN)
    assert table.session.record.actions[-1][1] == d99.Play(d99.ANGEL, 0)
    for _ in range(600):
        if ui.beat is not None:
            break
        app.run_frames(1)
    else:
        raise AssertionError("the beat after the angel's draw never came")
    drawn = [c for e in table.log_events if isinstance(e, d99.Drew) and e.seat == table.viewer
             for c in e.cards or ()]
    assert drawn[0] == last and len(drawn) == 2
    assert {ui.hand[i] for i in ui.fresh} == set(drawn), "both cards the angel drew are marked for the beat"
