"""The 现世通行 hint: H (or the Hint button) asks the person's adviser, which hears only what the person's
seat is shown; the table picks out what it names (the card in the hand or the panel, the seat, the
button) and says the whole action, and Enter then takes exactly that action."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.xianshi_tongxing.faces import card_label
from app.games.xianshi_tongxing.hint import hint_line
from app.games.xianshi_tongxing.panels import ChooserPanel, SliderPanel
from app.games.xianshi_tongxing.ui import XianshiUI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.core import Action
from engine.games.xianshi_tongxing import events as ev
from engine.games.xianshi_tongxing.actions import Cancel, Decline, Discard, EndPlay, Give, Play, PutBack
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.state import Phase
from tests.apptools import post_mouse as _mouse
from tests.apptools import quick_app, run_until, seated_table
from tests.test_app_xianshi_tongxing import _set
from tests.hinttools import advisers_choice, english_app, spy_on_adviser

NEVER = 10**9  # AI seats wait for the test to act for them


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _ui(table: TableScene) -> XianshiUI:
    assert isinstance(table.ui, XianshiUI)
    return table.ui


def _table(app: App, players: int = 4) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "xianshi_tongxing", seats, {}, 7)
    app.reset(table)
    run_until(app, lambda: not table.busy)
    return table


def _last(table: TableScene) -> tuple[int, Any]:
    return tuple(table.session.record.actions[-1])  # type: ignore[return-value]


def _play_turn(app: App, seed: int = 3, players: int = 4,
               pick: Callable[[TableScene], Action] = advisers_choice) -> TableScene:
    """A real game (every seat's AI running) at the person's first play decision, the person's
    earlier decisions taken by ``pick``."""
    app.settings = replace(app.settings, ai_delay_ms=0)
    table = seated_table(app, "xianshi_tongxing", players, (1280, 720), seed=seed)
    for _ in range(60):
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        if table.session.view(0).phase is Phase.PLAY:
            return table
        table.submit(pick(table))
    raise AssertionError("the person never came to play")


def test_h_at_a_play_decision_hints_the_advisers_own_choice_and_says_it(app: App) -> None:
    table = _play_turn(app)
    ui = _ui(table)
    expected = advisers_choice(table)
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected and expected in table.viewer_legal()
    assert app.toast.text == hint_line(expected, table.session.view(0), table.name, 0)
    assert app.toast.text.startswith("Hint: ")
    if isinstance(expected, Play):
        assert ui.fan.focus is not None and ui.items[ui.fan.focus] == ("card", expected.card)
    ui.hinted = None  # asking changed nothing the adviser remembers: a second H names the same
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected


def _judged(app: App) -> TableScene:
    """An AI seat has attacked the person, who holds a 裁判: the person's 裁判 window is open."""
    table = _table(app)
    _set(table, {0: [Card.CAIPAN, Card.LUGUO], 2: [Card.GONGJI_1, Card.QIANGYU]}, turn=2, phase=Phase.PLAY)
    table.perform(2, Play(Card.GONGJI_1, target=0))
    run_until(app, lambda: bool(_ui(table).judge_buttons), settle=True)
    return table


def test_h_at_a_judge_window_hints_the_advisers_own_answer_and_enter_gives_it(app: App) -> None:
    table = _judged(app)
    ui = _ui(table)
    expected = advisers_choice(table)
    assert set(table.viewer_legal()) == {Cancel(Card.CAIPAN), Decline()}
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected
    said = {Decline(): "Hint: let it stand", Cancel(Card.CAIPAN): "Hint: cancel it with Judge (裁判)"}
    assert app.toast.text == said[expected]
    ringed = ui._judge_ringed()
    assert ringed is not None and ringed is ui.judge_buttons[ui.judge_actions.index(expected)]
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, expected)


@pytest.mark.parametrize("hint", [Cancel(Card.CAIPAN), Decline()])
def test_each_judge_answer_hinted_is_ringed_and_j_and_n_still_work(app: App, hint: Action) -> None:
    table = _judged(app)
    ui = _ui(table)
    ui.show_hint(hint)
    assert ui._judge_ringed() is ui.judge_buttons[0 if hint == Cancel(Card.CAIPAN) else 1]
    other = pygame.K_n if hint == Cancel(Card.CAIPAN) else pygame.K_j
    _key(other)  # the person may still answer otherwise with the old keys
    app.run_frames(1)
    assert _last(table) == (0, Decline() if hint == Cancel(Card.CAIPAN) else Cancel(Card.CAIPAN))


def test_the_button_asks_too_and_is_greyed_and_silent_off_the_persons_decision(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.LUGUO, Card.GONGJI]}, turn=2, phase=Phase.PLAY)  # an AI seat's turn
    app.run_frames(2)
    assert not table.viewer_legal() and ui.hint_shown()
    assert ui.hint_button.enabled() is False
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted is None and not (app.toast.left > 0 and app.toast.text.startswith("Hint"))
    _set(table, {0: [Card.LUGUO, Card.GONGJI]}, turn=0, phase=Phase.PLAY)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    assert ui.hint_button.enabled()
    centre = ui.hint_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    app.run_frames(2)
    assert ui.hinted is not None and ui.hinted == advisers_choice(table)


def test_the_adviser_hears_only_what_the_persons_seat_is_shown(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = spy_on_adviser(monkeypatch)
    heard, seen_views = spy.heard, spy.views
    table = _play_turn(app, pick=lambda tb: tb.viewer_legal()[0])  # the adviser is asked only below
    spy.table = table
    ui = _ui(table)
    assert not seen_views
    for _ in range(4):  # a few of the person's decisions, each taken as hinted
        _key(pygame.K_h)
        app.run_frames(2)
        assert ui.hinted is not None
        table.submit(ui.hinted)
        run_until(app, lambda: bool(table.viewer_legal()) or table.session.is_over(), settle=True)
        if table.session.is_over():
            break
    others = [e for e in heard if isinstance(e, (ev.Dealt, ev.Drew)) and e.seat != 0]
    assert any(isinstance(e, ev.Dealt) for e in others)
    assert all((e.cards if isinstance(e, ev.Dealt) else e.card) is None for e in others
               if not (isinstance(e, ev.Drew) and e.card is Card.TONGXING))  # a drawn 通行 is shown to all
    assert any(isinstance(e, ev.Dealt) and e.seat == 0 and e.cards for e in heard)  # its own, yes
    assert seen_views and all(got == persons for got, persons in seen_views)


def test_enter_plays_the_hinted_card_at_the_hinted_seat(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.GONGJI, Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    hint = Play(Card.GONGJI, target=3)
    ui.show_hint(hint)
    assert ui.items[ui.fan.focus] == ("card", Card.GONGJI)
    assert app.toast.text == "Hint: play Attack (攻击) on B4"
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, hint)


def test_a_hinted_seat_is_lit_when_the_card_is_played_another_way(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.GONGJI, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    ui.show_hint(Play(Card.GONGJI, target=2))
    i = ui.items.index(("card", Card.GONGJI))
    ui.try_item(i, None, ui.fan.card_pos(i))  # as dropped in the middle: the seat question opens
    assert ui.picking_seat is not None and ui.hover_seat == 2
    run_until(app, lambda: not table.busy)  # the card flies back to the hand
    _key(pygame.K_RETURN)  # the lit seat is taken
    app.run_frames(1)
    assert _last(table) == (0, Play(Card.GONGJI, target=2))


def test_a_hinted_end_of_play_rings_the_end_button_and_enter_ends_play(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    ui.show_hint(EndPlay())
    assert ui.fan.focus is None
    assert app.toast.text == "Hint: end play and draw 1"
    i18n.set_language("zh")
    assert hint_line(EndPlay(), table.session.view(0), table.name, 0) == "提示：结束出牌，抽 1 张"
    i18n.set_language("en")
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, EndPlay())


def test_a_hinted_tribute_card_is_chosen_in_the_panel_and_enter_gives_it(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.LUGUO, Card.CHENGGUAN, Card.YUZHI], 2: [Card.JIAOZHU, Card.QIANGYU]}, turn=2,
         phase=Phase.PLAY)
    table.perform(2, Play(Card.JIAOZHU, target=0))
    run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
    if Decline() in table.viewer_legal():  # no 裁判 here, but a window may still be asked
        table.submit(Decline())
        run_until(app, lambda: isinstance(ui.panel, ChooserPanel), settle=True)
    panel = ui.panel
    assert isinstance(panel, ChooserPanel)
    ui.show_hint(Give(card=Card.LUGUO))
    assert [panel.items[i][1] for i in panel.selected] == [("card", Card.LUGUO)] and panel.ringed == 0
    assert app.toast.text == "Hint: give Pass By (路过)"
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, Give(card=Card.LUGUO))


def test_a_hinted_put_back_sets_the_slider_and_enter_puts_it_there(app: App) -> None:
    table = _table(app)
    ui = _ui(table)
    state = table.session.state
    deck = (Card.TONGXING,) + tuple(c for c in state.deck if c is not Card.TONGXING)[:20]
    _set(table, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
    run_until(app, lambda: ui.end_button.enabled())
    table.submit(EndPlay())
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    table.submit(table.viewer_legal()[0])  # defuse with the 城管
    run_until(app, lambda: isinstance(ui.panel, SliderPanel) and bool(table.viewer_legal()), settle=True)
    ui.show_hint(PutBack(3))
    assert isinstance(ui.panel, SliderPanel) and ui.panel.value == 3 and ui.panel.ringed == 0
    assert app.toast.text == "Hint: put it back with 3 cards above it"
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, PutBack(3))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hint_button_is_in_the_window_and_clear_of_hand_seats_and_end_play(app: App, lang: str) -> None:
    i18n.set_language(lang)
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        table = seated_table(app, "xianshi_tongxing", 5, size, seed=3)
        ui = _ui(table)
        _set(table, {0: [Card.GONGJI, Card.LUGUO, Card.YUZHI, Card.CHENGGUAN, Card.NIZHUAN, Card.QIANGYU,
                         Card.CAIPAN, Card.JIAOYI]}, turn=0, phase=Phase.PLAY)
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        surface = pygame.Surface(size)
        table.draw(surface)
        button = ui.hint_button.rect
        assert ui.hint_shown() and ui.end_button.enabled()
        assert ui.rect.contains(button) and pygame.Rect((0, 0), size).contains(button), size
        assert not button.colliderect(ui.end_button.rect), size
        assert not any(button.colliderect(r) for r in ui.fan.rects), size
        assert not button.colliderect(ui.hand_area), size
        for seat in range(5):
            assert not button.colliderect(ui.seat_rect(seat)), (size, seat)
        assert ui.hint_button.fitted_size() >= ui.f(15), size  # its label whole and readable


def _click_card(app: App, ui: XianshiUI, card: Card) -> None:
    """One click on a hand card (a real press and release where it lies)."""
    centre = ui.fan.rects[ui.items.index(("card", card))].center
    _mouse(pygame.MOUSEMOTION, centre)
    _mouse(pygame.MOUSEBUTTONDOWN, centre)
    _mouse(pygame.MOUSEBUTTONUP, centre)
    app.run_frames(1)


def _ask_hint(app: App, ui: XianshiUI, how: str) -> None:
    """H, or a click on the Hint button."""
    if how == "key":
        _key(pygame.K_h)
    else:
        centre = ui.hint_button.rect.center
        _mouse(pygame.MOUSEBUTTONDOWN, centre)
        _mouse(pygame.MOUSEBUTTONUP, centre)
    app.run_frames(2)


def _attack_due(app: App) -> TableScene:
    """The person's play, three extra draws due, holding an 攻击 and a 城管: the adviser would attack."""
    table = _table(app)
    _set(table, {0: [Card.GONGJI, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY, extra=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    return table


def _hint_closes_it_and_enter_takes_it(app: App, table: TableScene, ui: XianshiUI, how: str, expected: Action,
                                       closed: Callable[[], bool]) -> None:
    """With a question open about a picked card: once the card is back in the hand, a hint asked by
    ``how`` closes the question (``closed``) with nothing played, picks out the hinted card and says
    the hint; Enter then takes exactly that action."""
    run_until(app, lambda: not table.busy)  # the card is back in the hand
    done = len(table.session.record.actions)
    _ask_hint(app, ui, how)
    assert closed() and len(table.session.record.actions) == done
    assert ui.hinted == expected and isinstance(expected, Play)
    assert ui.fan.focus is not None and ui.items[ui.fan.focus] == ("card", expected.card)
    assert app.toast.text == hint_line(expected, table.session.view(0), table.name, 0)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table) == (0, expected)


@pytest.mark.parametrize("how", ["key", "button"])
def test_a_hint_asked_at_the_seat_question_closes_it_and_shows_the_whole_hint(app: App, how: str) -> None:
    table = _attack_due(app)
    ui = _ui(table)
    expected = advisers_choice(table)
    assert isinstance(expected, Play) and expected.target is not None
    _click_card(app, ui, Card.GONGJI)
    _click_card(app, ui, Card.GONGJI)  # the second click asks which seat
    assert ui.picking_seat is not None and ui.prompt is not None
    _hint_closes_it_and_enter_takes_it(app, table, ui, how, expected,
                                       lambda: ui.picking_seat is None and ui.prompt is None)


@pytest.mark.parametrize("how", ["key", "button"])
def test_a_hint_asked_at_a_play_it_anyway_question_closes_it_and_shows_the_hint(app: App, how: str) -> None:
    table = _attack_due(app)
    ui = _ui(table)
    expected = advisers_choice(table)
    _click_card(app, ui, Card.CHENGGUAN)
    _click_card(app, ui, Card.CHENGGUAN)  # a 城管 played now does nothing: the table asks first
    assert ui.prompt is not None and ui.picking_seat is None
    _hint_closes_it_and_enter_takes_it(app, table, ui, how, expected, lambda: ui.prompt is None)


def _advisers_discards(table: TableScene) -> list[Action]:
    """The Discards the person's adviser would make one by one, played out on copies of the game and
    of the adviser (which hears each discard as the person's seat is shown it)."""
    assert table.advisers is not None
    session = copy.deepcopy(table.session)
    thinker = copy.deepcopy(table.advisers.by_seat[0])
    chosen: list[Action] = []
    while 0 in session.decision().seats and session.view(0).phase is Phase.DISCARD:
        action = thinker.choose(session.view(0), table.game.legal_actions(session.state, 0))
        chosen.append(action)
        for event in session.act(0, action):
            seen = table.game.event_for(event, 0)
            if seen is not None:
                thinker.observe(seen)
    return chosen


NINE = [Card.GONGJI, Card.LUGUO, Card.YUZHI, Card.CHENGGUAN, Card.NIZHUAN, Card.QIANGYU, Card.JIAOYI, Card.DANTIAO,
        Card.CAIPAN]
TWO_TRADES = [Card.JIAOYI, Card.GONGJI, Card.JIAOYI, Card.YUZHI, Card.CHENGGUAN, Card.NIZHUAN, Card.QIANGYU,
              Card.DANTIAO, Card.CAIPAN]  # the adviser throws both 交易: two places in the panel


@pytest.mark.parametrize("how, hand", [("key", NINE), ("button", NINE), ("key", TWO_TRADES)])
def test_a_multi_card_discard_hint_chooses_every_card_and_enter_discards_them_all(
        app: App, how: str, hand: list[Card]) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: hand}, turn=0, phase=Phase.DISCARD)
    run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
    expected = _advisers_discards(table)
    assert len(expected) == 3 and all(isinstance(a, Discard) for a in expected)
    cards = [a.card for a in expected]  # type: ignore[attr-defined]
    assert hand is not TWO_TRADES or cards.count(Card.JIAOYI) == 2
    panel = ui.panel
    assert isinstance(panel, ChooserPanel) and panel.need == 3
    _ask_hint(app, ui, how)
    assert Counter(panel.items[i][1] for i in panel.selected) == Counter(cards) and len(set(panel.selected)) == 3
    assert panel.ready and panel.ringed == 0
    assert app.toast.text == "Hint: discard " + ", ".join(card_label(c) for c in cards)
    done = len(table.session.record.actions)
    _key(pygame.K_RETURN)
    run_until(app, lambda: len(table.session.record.actions) >= done + 3, settle=True)
    assert [a for _, a in table.session.record.actions[done:done + 3]] == expected
    assert Counter(table.session.state.hands[0]) == Counter(hand) - Counter(cards)


@pytest.mark.parametrize("how", ["key", "button"])
def test_a_hint_asked_with_the_look_slider_open_closes_it_and_shows_the_hint(app: App, how: str) -> None:
    table = _table(app)
    ui = _ui(table)
    _set(table, {0: [Card.YANLING, Card.GONGJI]}, turn=0, phase=Phase.PLAY, extra=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    expected = advisers_choice(table)
    _click_card(app, ui, Card.YANLING)
    _click_card(app, ui, Card.YANLING)  # a 言灵 asks which card to look at, in a panel of the person's own
    assert isinstance(ui.panel, SliderPanel) and ui.panel_local
    _hint_closes_it_and_enter_takes_it(app, table, ui, how, expected, lambda: ui.panel is None)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_hint_at_a_card_chooser_keeps_off_its_cards_and_buttons(home: Path, lang: str, size: tuple[int, int]) -> None:
    """Over the hand limit, the hint's line showed across the chooser's second row of cards, over the
    marks of the very cards it chose. It now keeps off the chooser's cards and buttons, inside the window."""
    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        table = _table(app)
        ui = _ui(table)
        _set(table, {0: NINE}, turn=0, phase=Phase.DISCARD)
        run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
        _ask_hint(app, ui, "key")
        panel = ui.panel
        assert isinstance(panel, ChooserPanel) and panel.ready and len(panel.rects) == len(NINE)
        assert app.screen.get_size() == size
        box = app.toast.draw(app.screen, *table.toast_place(size))
        assert box is not None and app.toast.text.startswith(("Hint", "提示"))
        assert table.ui.rect.contains(box)
        for card in panel.rects:
            assert not box.colliderect(card.move(0, -14)) and not box.colliderect(card), (box, card)
        for button in panel.buttons:
            assert not box.colliderect(button.rect), (box, button.rect)
        assert not box.colliderect(ui.hint_button.rect) and not box.colliderect(ui.seat_rect(0))
    finally:
        i18n.set_language("zh")
        app.shutdown()


def test_yes_at_once_while_the_card_flies_home_plays_it(app: App) -> None:
    """Dropping a card that would do nothing now asks first and sends the card home; a "yes" during
    that 0.3 s flight was refused as "not your turn", as if the flight kept the table busy."""
    table = _attack_due(app)
    ui = _ui(table)
    i = ui.items.index(("card", Card.CHENGGUAN))
    ui.try_item(i, None, ui.rect.center)  # dropped in the middle of the table
    assert ui.prompt is not None and ui.returning == i and any(not f.done for f in table.flyers)
    before = len(table.session.record.actions)
    _key(pygame.K_y)
    app.run_frames(1)
    assert len(table.session.record.actions) == before + 1, app.toast.text
    assert _last(table) == (0, Play(Card.CHENGGUAN))
    assert ui.returning is None
