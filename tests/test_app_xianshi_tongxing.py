"""The 现世通行 table driven with real pygame mouse and key events under the dummy video driver:
playing by drag, aiming by dropping on a seat, answering a 裁判 window with its buttons, the put-back
slider, and the pass-and-play curtain before a reaction answer."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

import app.games.xianshi_tongxing.faces as xfaces
from app.games.xianshi_tongxing import status
from app.games.xianshi_tongxing.panels import ChooserPanel, PromptPanel, SliderPanel
from app.games.xianshi_tongxing.ui import XianshiUI
from app.i18n import t
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from app.ui import theme
from engine.games.xianshi_tongxing.actions import Cancel, Decline, Defuse, EndPlay, Play, PutBack, TradeCards
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.state import Phase
from tests.apptools import quick_app, drawn_texts
from tests.apptools import post_mouse as _mouse
from tests.apptools import run_until

NEVER = 10**9  # AI seats wait for the test to act for them


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(ai_delay_ms=NEVER, animation_speed=4.0)
    yield a
    a.shutdown()


def _table(app: App, humans: int = 1, players: int = 4, options: dict[str, Any] | None = None) -> TableScene:
    seats = [SeatSetup(True, f"P{i + 1}") for i in range(humans)]
    seats += [SeatSetup(False, f"Bot {i + 1}") for i in range(humans, players)]
    table = TableScene(app, "xianshi_tongxing", seats, options or {}, 7)
    app.reset(table)
    if humans >= 2:  # pass-and-play opens behind the curtain
        assert isinstance(app.top, CurtainScene)
        app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
        _key(pygame.K_SPACE)
        app.run_frames(1)
    _run_until(app, lambda: not table.busy)
    return table


def _ui(table: TableScene) -> XianshiUI:
    assert isinstance(table.ui, XianshiUI)
    return table.ui


def _set(table: TableScene, hands: dict[int, list[Card]], **changes: Any) -> None:
    """Put the session in an exact position (hands by seat, other state fields) and show it."""
    state = table.session.state
    all_hands = list(state.hands)
    for seat, cards in hands.items():
        all_hands[seat] = tuple(cards)
    table.session.state = replace(state, hands=tuple(all_hands), **changes)
    _ui(table).sync(table.view())


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _click(app: App, pos: tuple[int, int]) -> None:
    _mouse(pygame.MOUSEMOTION, pos)
    _mouse(pygame.MOUSEBUTTONDOWN, pos)
    _mouse(pygame.MOUSEBUTTONUP, pos)
    app.run_frames(1)


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for k in range(1, 7):
        _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6))
        app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONUP, end)
    app.run_frames(1)


def _last(table: TableScene) -> tuple[int, Any]:
    return table.session.record.actions[-1]


def _hand_center(ui: XianshiUI, card: Card) -> tuple[int, int]:
    i = ui.items.index(("card", card))
    return ui.fan.rects[i].center


def test_dragging_a_card_to_the_middle_plays_it(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.LUGUO, Card.YUZHI, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    assert isinstance(ui, XianshiUI)
    _run_until(app, lambda: bool(table.viewer_legal()))
    before = len(table.session.record.actions)
    _drag(app, _hand_center(ui, Card.LUGUO), ui.play_zone.center)
    assert len(table.session.record.actions) == before + 1
    assert _last(table) == (0, Play(Card.LUGUO))
    _run_until(app, lambda: not table.busy)
    assert ui.view.skip == 1 and ui.meter.target == 0  # the meter shows the draws now due


def test_dropping_an_attack_on_a_seat_aims_it(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.GONGJI_2, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    _drag(app, _hand_center(ui, Card.GONGJI_2), ui.seat_rect(2).center)
    assert _last(table) == (0, Play(Card.GONGJI_2, target=2))


def test_an_attack_dropped_in_the_middle_asks_for_a_seat(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.GONGJI, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    before = len(table.session.record.actions)
    _drag(app, _hand_center(ui, Card.GONGJI), ui.play_zone.center)
    assert len(table.session.record.actions) == before and ui.picking_seat is not None
    app.run_frames(20)
    _click(app, ui.seat_rect(3).center)
    assert _last(table) == (0, Play(Card.GONGJI, target=3))


def test_answering_a_window_with_the_judge_button(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.CAIPAN, Card.LUGUO], 2: [Card.GONGJI_1, Card.QIANGYU]}, turn=2, phase=Phase.PLAY)
    table.perform(2, Play(Card.GONGJI_1, target=0))  # an AI seat attacks the person
    ui = _ui(table)
    _run_until(app, lambda: bool(ui.judge_buttons))
    assert ui.view.phase is Phase.REACTION and ui.asked == (0,)
    cancel = ui.judge_buttons[0]
    _click(app, cancel.rect.center)
    assert _last(table) == (0, Cancel(Card.CAIPAN))
    _run_until(app, lambda: not table.busy)
    assert table.session.state.turn == 2  # the attack was cancelled: still the attacker's turn


def test_everyone_sees_the_window_and_who_is_asked(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.LUGUO], 1: [Card.CAIPAN], 2: [Card.FENGYIN]}, turn=2, phase=Phase.PLAY)
    table.perform(2, Play(Card.FENGYIN, target=1))
    ui = _ui(table)
    _run_until(app, lambda: not table.busy)
    assert ui.asked == (1,) and not ui.judge_buttons  # the person is not asked, but sees the window
    lines = " ".join(text for text, _ in status.banner_text(ui))
    assert table.name(1) == "电脑2" and table.name(1) in lines  # "Bot 2" as the table shows it in Chinese


def test_put_back_slider_places_the_defused_tongxing(app: App) -> None:
    table = _table(app)
    state = table.session.state
    deck = (Card.TONGXING,) + tuple(c for c in state.deck if c is not Card.TONGXING)[:20]
    _set(table, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
    ui = _ui(table)
    _run_until(app, lambda: ui.end_button.enabled())
    _key(pygame.K_e)  # End play
    app.run_frames(1)
    assert _last(table) == (0, EndPlay())
    _run_until(app, lambda: isinstance(ui.panel, PromptPanel))
    assert ui.panel is not None
    _click(app, ui.panel.buttons[0].rect.center)
    assert _last(table) == (0, Defuse(Card.CHENGGUAN))
    _run_until(app, lambda: isinstance(ui.panel, SliderPanel))
    slider = ui.panel
    assert isinstance(slider, SliderPanel) and slider.hi == len(table.session.state.deck)
    _click(app, (slider.x_of(5), slider.track.centery))
    assert slider.value == 5
    _key(pygame.K_RIGHT)
    _key(pygame.K_RIGHT)
    _key(pygame.K_LEFT)
    app.run_frames(1)
    assert slider.value == 6
    _click(app, slider.buttons[0].rect.center)
    assert _last(table) == (0, PutBack(6))
    assert table.session.state.deck[6] is Card.TONGXING


@pytest.mark.parametrize("grip", ["knob", "marker"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_put_back_slider_is_dragged_by_its_knob_and_by_its_card(size: tuple[int, int], grip: str) -> None:
    """The put-back slider's round knob (under the deck row) and the Crossing card riding over it are
    what a person takes hold of ("drag the slider"), yet a press there fell outside the row the
    slider listened on: the drag did nothing (only a click on the row itself moved it). Both now
    take the slider along, in every window size."""
    app = quick_app(ai_delay_ms=NEVER, animation_speed=4.0, size=size)
    try:
        table = _table(app)
        state = table.session.state
        deck = (Card.TONGXING,) + tuple(c for c in state.deck if c is not Card.TONGXING)[:20]
        _set(table, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
        ui = _ui(table)
        _run_until(app, lambda: ui.end_button.enabled())
        _key(pygame.K_e)
        _run_until(app, lambda: isinstance(ui.panel, PromptPanel))
        assert ui.panel is not None
        _click(app, ui.panel.buttons[0].rect.center)
        _run_until(app, lambda: isinstance(ui.panel, SliderPanel))
        slider = ui.panel
        assert isinstance(slider, SliderPanel) and slider.value == 0
        app.run_frames(1)
        knob, marker = slider.knob_rect(), slider.marker_rect()
        start = knob.center if grip == "knob" else marker.center
        assert not slider.track.collidepoint(start)  # what is held is beside the row, not on it
        _mouse(pygame.MOUSEMOTION, start)
        _mouse(pygame.MOUSEBUTTONDOWN, start)
        app.run_frames(1)
        for x in (slider.x_of(5), slider.x_of(10)):
            _mouse(pygame.MOUSEMOTION, (x, start[1]))
            app.run_frames(1)
        _mouse(pygame.MOUSEBUTTONUP, (slider.x_of(10), start[1]))
        app.run_frames(1)
        assert slider.value == 10
    finally:
        app.shutdown()


def _traded_with(app: App) -> tuple[TableScene, XianshiUI, ChooserPanel]:
    """A table where seat 1 has just played a Trade on the person in seat 0, whose panel is open."""
    table = _table(app)
    _set(table, {0: [Card.LUGUO, Card.YUZHI, Card.QIANGYU], 1: [Card.JIAOYI, Card.CHONGLIAN, Card.CHOUDI]},
         turn=1, phase=Phase.PLAY)
    table.perform(1, Play(Card.JIAOYI, target=0))
    ui = _ui(table)
    _run_until(app, lambda: isinstance(ui.panel, ChooserPanel))
    assert isinstance(ui.panel, ChooserPanel)
    return table, ui, ui.panel


def test_trade_panel_hands_over_two_chosen_cards(app: App) -> None:
    table, ui, panel = _traded_with(app)
    assert panel.need == 2
    picks = [i for i, (c, _) in enumerate(panel.items) if c in (Card.LUGUO, Card.QIANGYU)]
    for i in picks:
        _click(app, panel.rects[i].center)
    _click(app, panel.buttons[0].rect.center)
    kind, action = _last(table)
    assert kind == 0 and isinstance(action, TradeCards) and set(action.cards) == {Card.LUGUO, Card.QIANGYU}


def test_esc_during_a_trade_asks_to_leave_and_stay_keeps_the_panel(app: App) -> None:
    from app.scenes.confirm import ConfirmScene

    table, ui, panel = _traded_with(app)
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, ConfirmScene), "Esc asks to leave, as it does everywhere at the table"
    _key(pygame.K_ESCAPE)  # Stay
    app.run_frames(1)
    assert app.top is table and ui.panel is panel


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hand_limit_panel_takes_every_card_to_discard_at_once(app: App, lang: str) -> None:
    """Two over the limit: the panel asks for two cards and its title says two (it said "discard 2 more"
    over a 0 / 1 counter and took one card a round); both are discarded, one action each."""
    from app import i18n
    from engine.games.xianshi_tongxing.actions import Discard

    i18n.set_language(lang)
    try:
        table = _table(app)
        hand = [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN, Card.FENGYIN,
                Card.JIAOYI]
        _set(table, {0: hand}, turn=0, phase=Phase.DISCARD)
        ui = _ui(table)
        _run_until(app, lambda: isinstance(ui.panel, ChooserPanel))
        panel = ui.panel
        assert isinstance(panel, ChooserPanel) and panel.need == 2
        assert panel.title == i18n.t("xt.discard.title", n=2)
        picks = [i for i, (c, _) in enumerate(panel.items) if c in (Card.QIANGYU, Card.FENGYIN)]
        for i in picks:
            _click(app, panel.rects[i].center)
        assert panel.ready
        before = len(table.session.record.actions)
        _click(app, panel.buttons[0].rect.center)
        _run_until(app, lambda: table.session.state.phase is not Phase.DISCARD)
        actions = table.session.record.actions[before:]
        assert sorted(a.card.value for _, a in actions) == sorted(c.value for c in (Card.QIANGYU, Card.FENGYIN))
        assert all(seat == 0 and isinstance(a, Discard) for seat, a in actions)
        assert len(table.session.state.hands[0]) == 6
        _run_until(app, lambda: not table.busy)
        assert not isinstance(ui.panel, ChooserPanel)
    finally:
        i18n.set_language("zh")


def _curtain_case(app: App, monkeypatch: pytest.MonkeyPatch, options: dict[str, Any],
                  p2_hand: list[Card]) -> tuple[TableScene, list[Card]]:
    faces_under_curtain: list[Card] = []
    real = xfaces.card_face

    def spy(card: Card, w: int, h: int) -> Any:
        if isinstance(app.top, CurtainScene):
            faces_under_curtain.append(card)
        return real(card, w, h)

    monkeypatch.setattr(xfaces, "card_face", spy)
    import app.games.xianshi_tongxing.panels as xpanels
    import app.games.xianshi_tongxing.ui as xui

    monkeypatch.setattr(xui, "card_face", spy)
    monkeypatch.setattr(xpanels, "card_face", spy)
    table = _table(app, humans=2, players=3, options=options)
    if isinstance(app.top, CurtainScene):  # the first turn may belong to P2
        app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
        _key(pygame.K_SPACE)
        app.run_frames(1)
    _set(table, {0: [Card.GONGJI, Card.LUGUO], 1: p2_hand}, turn=0, phase=Phase.PLAY)
    table.viewer = 0
    _ui(table).sync(table.view())
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    _drag(app, _hand_center(ui, Card.GONGJI), ui.seat_rect(1).center)
    assert _last(table) == (0, Play(Card.GONGJI, target=1))
    _run_until(app, lambda: isinstance(app.top, CurtainScene))
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "P2"
    app.run_frames(62)  # the curtain stays up, drawn, hiding every card; it takes a key after a quiet second
    _key(pygame.K_SPACE)
    app.run_frames(1)
    assert table.viewer == 1 and _ui(table).view.seat == 1
    _run_until(app, lambda: bool(_ui(table).judge_buttons))
    return table, faces_under_curtain


def test_pass_and_play_curtain_comes_down_before_a_reaction_answer(app: App,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    table, hidden = _curtain_case(app, monkeypatch, {}, [Card.CAIPAN, Card.YUZHI])
    ui = _ui(table)
    assert len(ui.judge_buttons) == 2  # cancel with 裁判, or let it stand
    assert t("xt.banner.you_asked") in [text for text, _ in status.banner_text(ui)]
    _click(app, ui.judge_buttons[-1].rect.center)
    assert _last(table) == (1, Decline())
    assert hidden == []


def test_the_judge_window_says_what_letting_the_card_stand_does(app: App) -> None:
    """"Let it stand" did not say what follows: the target is told the card then takes effect (an
    Attack is aimed at it, so nobody else may cancel it), and the owner, asked to answer the Judge,
    that their card is cancelled."""
    from app.games.xianshi_tongxing.faces import card_label

    table = _table(app, humans=2, players=3)
    if isinstance(app.top, CurtainScene):
        app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
        _key(pygame.K_SPACE)
        app.run_frames(1)
    _set(table, {0: [Card.GONGJI, Card.CAIPAN, Card.LUGUO], 1: [Card.CAIPAN, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    table.viewer = 0
    _ui(table).sync(table.view())
    _run_until(app, lambda: bool(table.viewer_legal()))
    ui = _ui(table)
    _drag(app, _hand_center(ui, Card.GONGJI), ui.seat_rect(1).center)
    assert _last(table) == (0, Play(Card.GONGJI, target=1))
    attack = card_label(Card.GONGJI)
    for viewer, key in ((1, "xt.banner.stand_takes_effect_alone"), (0, "xt.banner.stand_cancels")):
        _run_until(app, lambda: isinstance(app.top, CurtainScene))
        app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
        _key(pygame.K_SPACE)
        app.run_frames(1)
        _run_until(app, lambda: bool(_ui(table).judge_buttons))
        assert table.viewer == viewer
        banner = [text for text, _ in status.banner_text(_ui(table))]
        assert t(key, card=attack) in banner
        assert t("xt.banner.stand_cancels" if viewer == 1 else "xt.banner.stand_takes_effect_alone",
                 card=attack) not in banner
        assert t("xt.banner.stand_takes_effect", card=attack) not in banner
        if viewer == 1:
            _click(app, _ui(table).judge_buttons[0].rect.center)  # P2 cancels the Attack: P1 may answer


def test_curtain_also_asks_seats_without_a_judge_when_asking_everyone(app: App,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    table, hidden = _curtain_case(app, monkeypatch, {"judge_prompt": "all"}, [Card.YUZHI, Card.LUGUO])
    ui = _ui(table)
    assert len(ui.judge_buttons) == 1  # nothing to cancel with: only "let it stand"
    banner = [text for text, _ in status.banner_text(ui)]
    assert t("xt.banner.you_asked_no_judge") in banner and t("xt.banner.you_asked") not in banner
    _key(pygame.K_n)
    app.run_frames(1)
    assert _last(table) == (1, Decline())
    assert hidden == []


def test_right_click_pins_an_enlarged_card(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.YANLING, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    pos = _hand_center(ui, Card.YANLING)
    _mouse(pygame.MOUSEBUTTONDOWN, pos, button=3)
    app.run_frames(2)
    assert ui.pinned is not None and ui.pinned[0] is Card.YANLING
    import app.games.xianshi_tongxing.ui as xui

    order: list[str] = []
    real_enlarged, real_log = xui.draw_enlarged, table._draw_log

    def enlarged(*args: Any, **kwargs: Any) -> Any:
        order.append("card")
        return real_enlarged(*args, **kwargs)

    def log(surface: pygame.Surface) -> None:
        order.append("log")
        real_log(surface)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(xui, "draw_enlarged", enlarged)
        mp.setattr(table, "_draw_log", log)
        table.draw(app.screen)
    assert order == ["log", "card"], "the enlarged card is drawn over the log panel, not under it"
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.pinned is None and app.top is table


def test_the_deck_line_counts_crossings_and_wardens_in_good_english() -> None:
    """The first line of the log read "3 Crossing and 2 spare Wardens shuffled in" (and "1 spare
    Wardens", "0 spare Wardens"); each count now takes its own singular or plural."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import DeckBuilt

    names = {2: "B3"}.__getitem__
    cases = {(3, 2): "3 Crossings and 2 spare Wardens", (1, 1): "1 Crossing and 1 spare Warden",
             (4, 0): "4 Crossings and no spare Wardens"}
    try:
        i18n.set_language("en")
        for (tx, cg), words in cases.items():
            line = narrate(DeckBuilt(37, tx, cg, (), 2), names, 0, 4)
            assert line == f"A deck of 37 cards: {words} shuffled in. B3 starts."
        i18n.set_language("zh")
        assert narrate(DeckBuilt(37, 3, 2, (), 2), names, 0, 4) == "卡组 37 张：洗入 3 张通行和 2 张多余的城管。B3 先开始。"
    finally:
        i18n.set_language("zh")


def test_a_seat_out_with_an_empty_hand_is_not_said_to_discard_zero_cards() -> None:
    """A seat that goes out holding nothing was logged "B3 is out (0 cards to the discard pile)"
    (「B3 出局（0 张牌进入弃牌堆）」); it now says it had no cards, and counts them otherwise."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import Eliminated

    names = {2: "B3"}.__getitem__
    cases = {(): ("B3 is out, with no cards in hand", "B3 出局（手里没有牌）"),
             (Card.LUGUO,): ("B3 is out (1 card to the discard pile)", "B3 出局（1 张牌进入弃牌堆）"),
             (Card.LUGUO, Card.YUZHI): ("B3 is out (2 cards to the discard pile)", "B3 出局（2 张牌进入弃牌堆）")}
    try:
        for cards, (en, zh) in cases.items():
            i18n.set_language("en")
            assert narrate(Eliminated(2, cards), names, 0, 4) == en
            i18n.set_language("zh")
            assert narrate(Eliminated(2, cards), names, 0, 4) == zh
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("options", [{"expansion": True}, {"expansion": True, "pure_mode": "revive", "tuding": True},
                                     {"three_piles": True, "bottom_target": True, "judge_prompt": "all"}])
def test_whole_ai_games_run_through_the_table(options: dict[str, Any]) -> None:
    a = App(headless=True, size=(1024, 640))
    a.settings = replace(a.settings, ai_delay_ms=0, animation_speed=40.0)
    try:
        seats = [SeatSetup(False, f"Bot {i + 1}") for i in range(4)]
        table = TableScene(a, "xianshi_tongxing", seats, options, 3, demo=True)
        a.reset(table)
        for frame in range(20000):  # every event animated and narrated; drawn now and then (errors propagate)
            if table.session.is_over() and not table.busy:
                break
            a.step()
            if frame % 12 == 0:
                a.draw()
        assert table.session.is_over()
        a.run_frames(3)
        assert a.top is table and len(table.log) > 50
    finally:
        a.shutdown()


def test_every_event_gets_a_log_line_in_both_languages() -> None:
    from ai.registry import make_policy
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.core import DecisionKind
    from engine.games.xianshi_tongxing import XianshiTongxing

    game = XianshiTongxing()
    seen_types: set[str] = set()
    names = {s: f"S{s}" for s in range(5)}.__getitem__
    try:
        cases: list[dict[str, Any]] = [{"expansion": True}, {"expansion": True, "pure_mode": "revive"},
                                       {"three_piles": True, "bottom_target": True, "tuding": True}] * 3
        for seed, options in enumerate(cases):
            state, events = game.start(4, game.resolve_options(4, options), seed)
            policies = [make_policy("xianshi_tongxing", "random", s, seed) for s in range(4)]
            for _ in range(400):
                for event in events:
                    shown = game.event_for(event, 0)
                    if shown is None:
                        continue
                    seen_types.add(type(shown).__name__)
                    for lang in ("zh", "en"):
                        i18n.set_language(lang)
                        line = narrate(shown, names, 0, 4)
                        assert line and "{" not in line and "xt." not in line, (shown, line)
                decision = game.decision(state)
                if decision.kind is DecisionKind.NONE:
                    break
                seat = decision.seats[0]
                action = policies[seat].choose(game.view(state, seat), game.legal_actions(state, seat))
                state, events = game.apply(state, seat, action)
    finally:
        i18n.set_language("zh")
    assert len(seen_types) >= 30, sorted(seen_types)


def test_taking_back_cards_names_only_the_kinds_taken_back_in_the_right_number() -> None:
    """After the draw phase a seat takes back its sealed and face-down cards; the log said "takes back 2
    sealed and 0 face-down cards"."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import Released

    names = {1: "Bot 2"}.__getitem__
    cases = {(2, 0): ("Bot 2 takes back 2 sealed cards", "Bot 2 收回 2 张封印牌"),
             (1, 0): ("Bot 2 takes back 1 sealed card", "Bot 2 收回 1 张封印牌"),
             (0, 1): ("Bot 2 takes back 1 face-down card", "Bot 2 收回 1 张盖牌"),
             (0, 3): ("Bot 2 takes back 3 face-down cards", "Bot 2 收回 3 张盖牌"),
             (1, 2): ("Bot 2 takes back 1 sealed card and 2 face-down cards", "Bot 2 收回 1 张封印牌和 2 张盖牌")}
    try:
        for (sealed, blind), (en, zh) in cases.items():
            event = Released(1, None, sealed, blind)
            i18n.set_language("en")
            assert narrate(event, names, 0, 4) == en
            i18n.set_language("zh")
            assert narrate(event, names, 0, 4) == zh
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("options", [{"expansion": True}, {"expansion": True, "pure_mode": "revive",
                                                            "judge_prompt": "all", "tuding": True}])
def test_a_person_can_play_whole_games_through_every_panel(options: dict[str, Any]) -> None:
    """Seat 0 is a person answering every decision through the UI's own panels and buttons when one
    is shown (else any legal action): no decision leaves the person without a way to act."""
    from engine.rng import Rng

    a = App(headless=True, size=(1280, 720))
    a.settings = replace(a.settings, ai_delay_ms=0, animation_speed=40.0)
    rng = Rng(11)
    panels_seen: set[str] = set()
    try:
        for seed in (1, 2):
            seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"Bot {i}") for i in (2, 3, 4)]
            table = TableScene(a, "xianshi_tongxing", seats, options, seed)
            a.reset(table)
            ui = _ui(table)
            for frame in range(30000):
                if table.session.is_over() and not table.busy:
                    break
                a.step()
                if frame % 15 == 0:
                    a.draw()
                legal = table.viewer_legal()
                if not legal or ui.legal != legal:
                    continue
                phase = ui.view.phase
                if phase is Phase.PLAY or phase is Phase.BLIND and ui.panel is None:
                    table.submit(legal[rng.below(len(legal))])
                elif phase is Phase.REACTION:
                    assert ui.judge_buttons, "a window asked the person without buttons"
                    ui.judge_buttons[rng.below(len(ui.judge_buttons))].on_click()
                else:
                    assert ui.panel is not None, f"no panel for {phase}"
                    panels_seen.add(type(ui.panel).__name__ + ":" + phase.value)
                    if isinstance(ui.panel, ChooserPanel):
                        for i in range(ui.panel.need):
                            ui.panel.toggle(i)
                        ui.panel.confirm()
                    elif isinstance(ui.panel, SliderPanel):
                        ui.panel.set(rng.below(ui.panel.hi + 1))
                        ui.panel.confirm.run()
                    else:
                        ui.panel.buttons[0].on_click()
            assert table.session.is_over()
    finally:
        a.shutdown()
    assert len(panels_seen) >= 2, panels_seen


def test_simultaneous_trade_between_two_people_hands_over_behind_a_curtain(app: App) -> None:
    table = _table(app, humans=2, players=3)
    if isinstance(app.top, CurtainScene):
        app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
        _key(pygame.K_SPACE)
        app.run_frames(1)
    _set(table, {0: [Card.JIAOYI, Card.LUGUO, Card.YUZHI], 1: [Card.QIANGYU, Card.CHOUDI, Card.LUGUO]},
         turn=0, phase=Phase.PLAY)
    table.viewer = 0
    ui = _ui(table)
    ui.sync(table.view())
    _run_until(app, lambda: bool(table.viewer_legal()))
    _drag(app, _hand_center(ui, Card.JIAOYI), ui.seat_rect(1).center)
    assert _last(table) == (0, Play(Card.JIAOYI, target=1))
    _run_until(app, lambda: isinstance(ui.panel, ChooserPanel))  # P1 chooses first, P2 is not asked yet
    panel = ui.panel
    assert isinstance(panel, ChooserPanel) and table.viewer == 0
    for i in range(2):
        _click(app, panel.rects[i].center)
    _click(app, panel.buttons[0].rect.center)
    assert _last(table)[0] == 0 and isinstance(_last(table)[1], TradeCards)
    _run_until(app, lambda: isinstance(app.top, CurtainScene))
    app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
    _key(pygame.K_SPACE)
    app.run_frames(1)
    assert table.viewer == 1
    _run_until(app, lambda: isinstance(ui.panel, ChooserPanel))
    panel = ui.panel
    assert isinstance(panel, ChooserPanel)
    assert all(c in (Card.QIANGYU, Card.CHOUDI, Card.LUGUO) for c, _ in panel.items)  # P2's own cards only
    for i in range(2):
        _click(app, panel.rects[i].center)
    _click(app, panel.buttons[0].rect.center)
    assert _last(table)[0] == 1 and isinstance(_last(table)[1], TradeCards)


def _run_until(app: App, cond: Callable[[], bool], limit: int = 3000) -> None:
    run_until(app, cond, limit, settle=True)


def test_the_waiting_line_names_the_player_whose_turn_the_table_shows(app: App) -> None:
    """While a new turn's events are still playing, the status line names that turn's player, not the
    one the table waited for before (it used to say "waiting for" the previous player)."""
    from engine.games.xianshi_tongxing import events as ev

    app.settings = replace(app.settings, ai_delay_ms=0, animation_speed=0.5)
    seats = [SeatSetup(False, f"Bot {i + 1}") for i in range(4)]
    table = TableScene(app, "xianshi_tongxing", seats, {}, 3)
    app.reset(table)
    ui = _ui(table)
    begun: list[Any] = []
    real_begin = ui.begin

    def spy(event: Any) -> float:
        begun.append(event)
        return real_begin(event)

    ui.begin = spy  # type: ignore[method-assign]
    checked = 0
    for _ in range(3000):
        app.run_frames(1)
        turns = [e for e in begun if isinstance(e, ev.TurnStarted)]
        if table.busy and turns and ui.view is not None and ui.view.turn != turns[-1].seat:
            text, _ = status.status_text(ui)
            assert table.name(turns[-1].seat) in text, text
            checked += 1
        if checked >= 5 or table.session.is_over():
            break
    assert checked >= 5


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_table_stops_saying_a_seat_chooses_once_its_choice_is_shown(app: App, lang: str) -> None:
    """The person's 教主 makes Bot 2 give them a card. Once the card flies and the log says "Bot 2 gives
    Player 1 a card", the banner, Bot 2's seat and the status line no longer say Bot 2 is choosing (the
    banner read "Tribute: Bot 2 chooses a card…" until the whole move had been shown)."""
    from app import i18n
    from engine.games.xianshi_tongxing import events as ev
    from engine.games.xianshi_tongxing.actions import Give

    i18n.set_language(lang)
    try:
        table = _table(app)
        _set(table, {0: [Card.JIAOZHU, Card.LUGUO], 1: [Card.QIANGYU, Card.YUZHI], 2: [Card.LUGUO],
                     3: [Card.CHOUDI]}, turn=0, phase=Phase.PLAY)
        ui = _ui(table)
        _run_until(app, lambda: bool(table.viewer_legal()))
        _drag(app, _hand_center(ui, Card.JIAOZHU), ui.seat_rect(1).center)
        assert _last(table) == (0, Play(Card.JIAOZHU, target=1))
        _run_until(app, lambda: not table.busy)
        assert ui.view.phase is Phase.TRIBUTE
        bot = table.name(1)
        choosing = i18n.t("xt.banner.tribute", name=bot, owner=table.name(0))
        assert [text for text, _ in status.banner_text(ui)] == [choosing]
        assert bot in status.status_text(ui)[0]
        table.perform(1, Give(card=Card.QIANGYU))
        shown = 0
        while table.busy:
            app.run_frames(1)
            if any(isinstance(e, ev.Gave) for e in table.log_events) and table.busy:
                shown += 1
                assert [text for text, _ in status.banner_text(ui)] == []
                assert bot not in status.status_text(ui)[0]
                assert status.seat_status(ui, 1) is None
        assert shown >= 3
    finally:
        i18n.set_language("zh")


def test_the_banner_never_tells_the_person_what_they_are_doing_themselves(app: App) -> None:
    """While the person's own hand-limit discards are shown, the banner said "P1 discards down to six
    cards…" (as it does, rightly, to everyone else)."""
    from engine.games.xianshi_tongxing.actions import Discard

    from app.i18n import t

    table = _table(app)
    hand = [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN, Card.FENGYIN,
            Card.JIAOYI]
    _set(table, {0: hand}, turn=0, phase=Phase.DISCARD)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    assert table.submit(Discard(Card.JIAOYI)) is None  # one of two: still over the limit
    assert table.session.state.phase is Phase.DISCARD
    shown = 0
    while table.busy:
        app.run_frames(1)
        shown += 1
        assert status.banner_text(ui) == []
    assert shown >= 3
    ui.table.viewer = 1  # another seat, watching the same discards
    ui.sync(table.view())
    assert [text for text, _ in status.banner_text(ui)] == [t("xt.banner.discard", name="P1")]


def test_draw_chips_leave_a_count_of_none_out_of_their_labels(app: App) -> None:
    """Under the dial, no extra draws read "Extra" and no Pass Bys "Pass By" (not "+0", "−0"); the
    piles stay where they are whatever the counts."""
    import app.games.xianshi_tongxing.ui as xui
    from app import i18n

    table = _table(app)
    ui = _ui(table)
    cases = (("en", 0, 0, ["Extra", "Pass By"]), ("en", 2, 1, ["Extra +2", "Pass By −1"]),
             ("zh", 0, 0, ["加抽", "路过"]), ("zh", 1, 3, ["加抽 +1", "路过 −3"]))
    try:
        with drawn_texts(xui) as drawn:
            for lang, extra, skip, labels in cases:
                i18n.set_language(lang)
                ui.extra, ui.skip = extra, skip
                ui.layout(ui.rect)
                deck = ui.deck_rect.copy()
                drawn.clear()
                ui.draw(app.screen)
                for label in labels:
                    assert label in drawn, (lang, label)
                assert not [text for text in drawn if text.endswith(("+0", "−0"))]
                ui.extra, ui.skip = 5, 5
                ui.layout(ui.rect)
                assert ui.deck_rect == deck, "the counts do not move the piles"
    finally:
        i18n.set_language("zh")


def _word_rects(ui: XianshiUI, event: Any) -> Iterator[pygame.Rect]:
    """Where the words ``event`` puts on the table are drawn, at every tenth of their time."""
    from app.games.xianshi_tongxing.fx import Words

    before = list(ui.fx.items)
    ui.begin(event)
    words = [w for w in ui.fx.items if isinstance(w, Words) and w not in before]
    assert words, event
    for w in words:
        for k in range(11):
            w.t = w.duration * k / 10
            yield w.rect()
    ui.fx.clear()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_words_about_the_draws_leave_the_count_on_the_dial_in_sight(app: App, lang: str) -> None:
    """"Draw 1", "+2" and "Pass By" popped up over the dial's number, hiding the count they were about;
    they show over the turn label above the dial, clear of the seats."""
    from app import i18n
    from engine.games.xianshi_tongxing import events as ev

    i18n.set_language(lang)
    try:
        table = _table(app)
        ui = _ui(table)
        for size in ((960, 600), (1280, 720), (1920, 1080)):
            table.on_resize(size)
            cx, cy = ui.meter_center
            r = ui.meter_r
            dial = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
            for event in (ev.DrawPhaseStarted(1, 3, False), ev.CountsChanged(1, ui.extra + 2, ui.skip + 1),
                          ev.DuelEnded(1, 2, ev.DuelEnd.STOPPED)):
                for rect in _word_rects(ui, event):
                    assert not rect.colliderect(dial), (size, event, rect, dial)
                    assert ui.rect.contains(rect), (size, event, rect)
                    for seat in range(4):
                        assert not rect.colliderect(ui.seat_rect(seat)), (size, event, seat)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("players", [4, 5])
def test_what_a_seat_answers_shows_beside_its_panel_not_over_its_name(app: App, players: int) -> None:
    """"lets it stand" popped up on the middle of the seat's panel, over its name; it shows in a bubble
    next to the panel, on the table."""
    from app import i18n
    from engine.games.xianshi_tongxing import events as ev

    table = _table(app, players=players)
    ui = _ui(table)
    try:
        for lang in ("en", "zh"):
            i18n.set_language(lang)
            for size in ((960, 600), (1280, 720), (1920, 1080)):
                table.on_resize(size)
                for seat in range(players):
                    for event in (ev.Declined(seat), ev.Answered(seat)):
                        for rect in _word_rects(ui, event):
                            assert not rect.colliderect(ui.seat_rect(seat)), (lang, size, event, rect)
                            assert ui.rect.contains(rect), (lang, size, event, rect)
    finally:
        i18n.set_language("zh")


def test_the_hand_spreads_out_where_there_is_room_and_keeps_clear_of_the_seat_and_button(app: App) -> None:
    """The hand lay fanned three quarters over each other with room to spare, cutting every card's effect
    line short ("Defuses a drawn Crossin", "Pass your dra"); now cards lie side by side while they fit (five
    at 960×600, six at 1280×720 and 1920×1080) and closer only beyond that, never under the person's seat
    panel or the End button (at 960×600 a long hand reached under the panel)."""
    cards = [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN, Card.FENGYIN,
             Card.JIAOYI, Card.JIAOZHU, Card.GONGJI]
    table = _table(app)
    ui = _ui(table)
    for size, fit in (((960, 600), 5), ((1280, 720), 6), ((1920, 1080), 6)):
        table.on_resize(size)
        for n in range(2, len(cards) + 1):
            _set(table, {0: cards[:n]}, turn=0, phase=Phase.PLAY)
            rects = ui.fan.rects
            assert len(rects) == n
            if n <= fit:
                assert all(a.right < b.x for a, b in zip(rects, rects[1:])), (size, n)
            for r in rects:
                assert ui.hand_area.x <= r.x and r.right <= ui.hand_area.right, (size, n)
                assert not r.colliderect(ui.seat_rect(0)) and not r.colliderect(ui.end_button.rect), (size, n)


def _face_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str, tuple[int, ...], int]]:
    """A list that fills with (size, text, colour, width) of every text the card faces render from now on."""
    drawn: list[tuple[int, str, tuple[int, ...], int]] = []
    real = xfaces.get_font

    class Spy:
        def __init__(self, size: int, bold: bool) -> None:
            self.font, self.size = real(size, bold), size

        def render(self, text: str, aa: bool, color: tuple[int, ...]) -> pygame.Surface:
            img = self.font.render(text, aa, color)
            drawn.append((self.size, text, tuple(color), img.get_width()))
            return img

        def __getattr__(self, name: str) -> Any:
            return getattr(self.font, name)

    monkeypatch.setattr(xfaces, "get_font", lambda size, bold=False: Spy(size, bold))
    xfaces.clear_caches()
    return drawn


def _smallest_faces(app: App) -> list[tuple[int, int]]:
    """The sizes of the smallest faces that show a card's names and effect: the hand's and the played
    card's at 960×600."""
    table = _table(app)
    table.on_resize((960, 600))
    ui = _ui(table)
    return [(ui.hw, ui.hh), ui.hold_rect.size]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_card_faces_show_the_english_name_at_a_readable_size_in_the_smallest_window(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """At 960×600 the English name under each card's Chinese name was drawn at 7 px, too small to read."""
    from app import i18n

    sizes = _smallest_faces(app)
    drawn = _face_texts(monkeypatch)
    i18n.set_language(lang)
    try:
        for w, h in sizes:
            inner_w = w - 2 * max(2, w // 24)
            for card in Card:
                drawn.clear()
                xfaces.card_face(card, w, h)
                ink = tuple(int(v * 0.7) for v in xfaces.role_color(card))  # the English name's colour
                gloss = [(size, text, width) for size, text, color, width in drawn if color == ink]
                assert " ".join(text for _, text, _ in gloss) == card.name_en.split(" +")[0], (card, gloss)
                for size, text, width in gloss:
                    assert size >= 10, (card, w, h, size)
                    assert width <= inner_w, (card, text, width, inner_w)
    finally:
        i18n.set_language("zh")
        xfaces.clear_caches()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_card_faces_show_their_whole_effect_line_in_the_smallest_window(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The effect under the icon keeps two lines; in English 通行's and 城管's needed three at 960×600 and
    lost their last words ("… you are out", "… you draw")."""
    from app import i18n
    from app.i18n import t

    sizes = _smallest_faces(app)
    drawn = _face_texts(monkeypatch)
    i18n.set_language(lang)
    try:
        for w, h in sizes:
            for card in Card:
                drawn.clear()
                xfaces.card_face(card, w, h)
                effect = t("xt.short.gongji_bonus", n=card.bonus) if card.bonus else t(f"xt.short.{card.kind.value}")
                lines = [text for _, text, color, _ in drawn if color == xfaces.INK]
                assert "".join(lines).replace(" ", "") == effect.replace(" ", ""), (card, w, h, lines)
    finally:
        i18n.set_language("zh")
        xfaces.clear_caches()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_card_face_shows_its_effect_line_whole_or_not_at_all(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Between 96 and 102 px tall (a pile card in windows about 650 px high) the English face of 攻击 drew
    "Pass your draws / to any" and dropped "seat"; every face from 97 px up shows its whole effect."""
    from app import i18n
    from app.i18n import t

    drawn = _face_texts(monkeypatch)
    i18n.set_language(lang)
    try:
        for h in list(range(90, 131)) + list(range(137, 231, 7)):
            w = h * 5 // 7
            for card in Card:
                drawn.clear()
                xfaces.card_face(card, w, h)
                effect = t("xt.short.gongji_bonus", n=card.bonus) if card.bonus else t(f"xt.short.{card.kind.value}")
                shown = "".join(text for _, text, color, _ in drawn if color == xfaces.INK).replace(" ", "")
                assert shown == (effect.replace(" ", "") if h >= 97 else ""), (card, w, h, shown)
    finally:
        i18n.set_language("zh")
        xfaces.clear_caches()


def test_cards_taken_back_count_on_the_seats_as_the_log_tells_it(app: App) -> None:
    """After its draw phase a seat takes back its sealed cards: the log said so while the seats still
    showed "Sealed 2" and the person's sealed cards stayed set aside until the next turn had been shown."""
    from engine.games.xianshi_tongxing import events as ev

    table = _table(app)
    ui = _ui(table)
    state = table.session.state
    deck = tuple(c for c in state.deck if c is not Card.TONGXING)
    for seat in (0, 1):
        sealed = [()] * 4
        sealed[seat] = (Card.QIANGYU, Card.YUZHI)
        _set(table, {seat: [Card.LUGUO]}, turn=seat, phase=Phase.PLAY, deck=deck, sealed=tuple(sealed))
        assert ui.sealed_sizes[seat] == 2 and ui.sizes[seat] == 1
        table.perform(seat, EndPlay())
        told = 0
        while table.busy:
            app.run_frames(1)
            if any(isinstance(e, ev.Released) and e.seat == seat for e in table.log_events[-4:]) and table.busy:
                told += 1
                assert ui.sealed_sizes[seat] == 0 and ui.sizes[seat] == 4, seat  # drew one, took back two
                if seat == 0:
                    assert {Card.QIANGYU, Card.YUZHI} <= set(ui.hand) and ui._own_sealed_rects() == []
        assert told, seat
        _run_until(app, lambda: not table.busy)


def test_the_log_says_a_crossing_put_back_on_top_is_on_top() -> None:
    """It said "puts the Crossing back with 0 cards above it" / "上面有 0 张牌"."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import PutBackDone

    names = {1: "Bot 2"}.__getitem__
    cases = {0: ("Bot 2 puts the Crossing back on top of the deck", "Bot 2 把通行放回卡组最上面"),
             1: ("Bot 2 puts the Crossing back with 1 card above it", "Bot 2 把通行放回卡组，上面有 1 张牌"),
             5: ("Bot 2 puts the Crossing back with 5 cards above it", "Bot 2 把通行放回卡组，上面有 5 张牌")}
    try:
        for position, (en, zh) in cases.items():
            event = PutBackDone(1, position, True, 20)
            i18n.set_language("en")
            assert narrate(event, names, 0, 4) == en
            i18n.set_language("zh")
            assert narrate(event, names, 0, 4) == zh
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_beg_line_reads_well_when_nobody_or_everybody_gave(lang: str) -> None:
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import BegResolved

    names = {0: "Ann", 1: "Bot 2", 2: "Bot 3"}.__getitem__
    i18n.set_language(lang)
    try:
        nobody = narrate(BegResolved(0, (), (), (), (1, 2)), names, 1, 3)
        everybody = narrate(BegResolved(0, (1, 2), (None, None), (False, False), ()), names, 1, 3)
        mixed = narrate(BegResolved(0, (1,), (None,), (False,), (2,)), names, 2, 3)
    finally:
        i18n.set_language("zh")
    assert nobody is not None and everybody is not None and mixed is not None
    assert "—" not in nobody + everybody + mixed  # (the placeholder for an empty list of names)
    assert "Ann" in nobody and "Bot" not in nobody
    assert "Bot 2" in everybody and "Bot 3" in everybody
    assert "Bot 2" in mixed and "Bot 3" in mixed


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_badge_does_not_cut_the_seat_s_name_short(app: App, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Nightmare or Sealed badge beside the name left 'Pla…' of 'Player 3 ★' on the person's own
    small panel: when the name would be cut, the badge goes elsewhere on the panel (the end of the
    last status line, or its top edge)."""
    import app.games.base as base
    from app import i18n

    i18n.set_language(lang)
    try:
        seats = [SeatSetup(True, "Player 3")] + [SeatSetup(False, f"Bot {i}") for i in range(2, 5)]
        table = TableScene(app, "xianshi_tongxing", seats, {}, 7)
        app.reset(table)
        ui = _ui(table)
        drawn: list[tuple[str, dict[str, Any]]] = []
        real = base.blit_text

        def spy(surface: pygame.Surface, text: str, size: int, color: Any, **kw: Any) -> pygame.Rect:
            drawn.append((text, kw))
            return real(surface, text, size, color, **kw)

        monkeypatch.setattr(base, "blit_text", spy)
        badge = (t("xt.badge.nightmare"), (230, 150, 210))
        lines = [(t("table.to_play"), theme.ACCENT)]
        for seat in (0, 1):
            drawn.clear()
            rect = ui.draw_seat(app.screen, seat, lines, active=True, out=False, badge=badge)
            name = table.name(seat) + (" ★" if seat == 0 else "")
            assert name in [text for text, _ in drawn], f"the name is written whole: {drawn}"
            badge_y = [kw["midright"][1] for text, kw in drawn if text == badge[0]]
            assert badge_y and all(rect.y - ui.scaled(10) <= y < rect.bottom for y in badge_y)
            if seat == 1:
                assert badge_y[0] < rect.y + ui.seat_line_y(0), "a short name keeps the badge beside it"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("between", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_deck_sliders_top_and_bottom_words_stay_clear_of_the_deck_strip(
        app: App, between: bool, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """With a deck of 37 the end cards of the strip reached over "Top" and "Bottom": the words are
    drawn the same whether or not the deck's cards are drawn beside them."""
    from app import i18n
    from app.games.xianshi_tongxing import panels

    words: list[pygame.Rect] = []
    real = panels.blit_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kw)
        if text in (t("xt.top"), t("xt.bottom")):
            words.append(rect)
        return rect

    monkeypatch.setattr(panels, "blit_text", spy)
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            panel = SliderPanel("k", "Title", "", 37, between, 0, str, panels.Choice("OK", lambda: None),
                                top_label=t("xt.top"), bottom_label=t("xt.bottom"))
            panel.layout(pygame.Rect((0, 0), size), theme.ui_scale(size))
            words.clear()
            with_deck = pygame.Surface(size)
            panel.draw(with_deck)
            panel.deck_size = 0  # the same panel without the strip's cards
            without = pygame.Surface(size)
            panel.draw(without)
            assert len(words) == 4
            for rect in words[:2]:
                assert all(with_deck.get_at((x, y)) == without.get_at((x, y))
                           for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)), (lang, rect)
    finally:
        i18n.set_language("zh")


# Cards that take no target: a drop on another seat plays them in the middle, and says so.
UNAIMED = [Card.NIZHUAN, Card.LUGUO, Card.QIANGYU, Card.YUZHI, Card.CHONGLIAN, Card.CHOUDI]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("card", UNAIMED)
def test_an_unaimed_card_dropped_on_a_seat_is_played_in_the_middle_and_says_so(app: App, lang: str,
                                                                                card: Card) -> None:
    """A 逆转 (or any card without a target) let go over Bot 3 is played as if dropped in the middle; a
    message says it takes no aim, and for 逆转 who takes the draws (the next seat the other way round,
    here Bot 4, not the seat it was dropped on). It used to be played without a word."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    i18n.set_language(lang)
    try:
        table = _table(app)
        _set(table, {0: [card, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY, direction=1)
        ui = _ui(table)
        _run_until(app, lambda: bool(table.viewer_legal()))
        app.toast.clear()
        _drag(app, _hand_center(ui, card), ui.seat_rect(2).center)
        assert _last(table) == (0, Play(card))
        if card is Card.NIZHUAN:
            expected = t("xt.unaimed.nizhuan", card=card_label(card), name=table.name(3))
        else:
            expected = t("xt.unaimed", card=card_label(card))
        assert app.toast.text == expected and app.toast.left > 0
    finally:
        i18n.set_language("zh")


def test_an_unaimed_card_dropped_on_ones_own_seat_is_played_without_a_word(app: App) -> None:
    table = _table(app)
    _set(table, {0: [Card.QIANGYU, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    app.toast.clear()
    _drag(app, _hand_center(ui, Card.QIANGYU), ui.seat_rect(0).center)
    assert _last(table) == (0, Play(Card.QIANGYU)) and not app.toast.text


def _outlined(app: App, rect: pygame.Rect) -> bool:
    """Whether the drag outline (accent colour) runs down the left edge of ``rect``."""
    return tuple(app.screen.get_at((rect.left + 1, rect.centery))[:3]) == theme.ACCENT


@pytest.mark.parametrize("card, seat_lit", [(Card.NIZHUAN, False), (Card.QIANGYU, False), (Card.GONGJI, True)])
def test_a_card_dragged_over_a_seat_outlines_where_a_drop_would_send_it(app: App, card: Card,
                                                                        seat_lit: bool) -> None:
    """Over a seat, an Attack outlines the seat it would be aimed at; a card without a target outlines
    the middle, where it would be played (every seat lit up under any card before)."""
    table = _table(app)
    _set(table, {0: [card, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    start, end = _hand_center(ui, card), ui.seat_rect(2).center
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for k in range(1, 7):
        _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6))
        app.run_frames(1)
    assert _outlined(app, ui.seat_rect(2).inflate(14, 14)) is seat_lit
    assert _outlined(app, ui.play_zone) is not seat_lit
    _mouse(pygame.MOUSEBUTTONUP, end)
    app.run_frames(1)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_pass_by_that_would_cancel_nothing_asks_before_it_is_played(app: App, lang: str) -> None:
    """With no draws left to cancel, a 路过 asks first (it would do nothing unless the draws go up
    later this turn); Keep puts it back, Play it plays it. With a draw to cancel it is played at once."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    i18n.set_language(lang)
    try:
        table = _table(app)
        _set(table, {0: [Card.LUGUO, Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY, skip=1)
        ui = _ui(table)
        _run_until(app, lambda: bool(table.viewer_legal()))
        assert ui.view is not None and ui.view.draws_due == 0
        before = len(table.session.record.actions)
        _drag(app, _hand_center(ui, Card.LUGUO), ui.play_zone.center)
        assert len(table.session.record.actions) == before
        assert ui.prompt is not None and ui.prompt.title == t("xt.idle_skip.title", card=card_label(Card.LUGUO))
        _key(pygame.K_n)
        app.run_frames(1)
        assert ui.prompt is None and len(table.session.record.actions) == before
        _drag(app, _hand_center(ui, Card.LUGUO), ui.play_zone.center)
        _run_until(app, lambda: not table.busy)  # the card flies back into the hand first
        _key(pygame.K_y)
        app.run_frames(1)
        assert _last(table) == (0, Play(Card.LUGUO)) and ui.prompt is None
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_pure_that_would_revive_nobody_asks_before_it_is_played(app: App, lang: str) -> None:
    """With 纯粹 set to revive and nobody out, a dropped 纯粹 asks first (it would be thrown away with
    no effect); Keep puts it back, Play it plays it. It was played at once, for nothing."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    i18n.set_language(lang)
    try:
        table = _table(app, options={"expansion": True, "pure_mode": "revive"})
        _set(table, {0: [Card.CHUNCUI, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
        ui = _ui(table)
        _run_until(app, lambda: bool(table.viewer_legal()))
        before = len(table.session.record.actions)
        _drag(app, _hand_center(ui, Card.CHUNCUI), ui.play_zone.center)
        assert len(table.session.record.actions) == before
        assert ui.prompt is not None and ui.prompt.title == t("xt.idle_revive.title", card=card_label(Card.CHUNCUI))
        _key(pygame.K_n)
        app.run_frames(1)
        assert ui.prompt is None and len(table.session.record.actions) == before
        _drag(app, _hand_center(ui, Card.CHUNCUI), ui.play_zone.center)
        _run_until(app, lambda: not table.busy)  # the card flies back into the hand first
        _key(pygame.K_y)
        app.run_frames(1)
        assert _last(table) == (0, Play(Card.CHUNCUI)) and ui.prompt is None
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("card", [Card.CHONGLIAN, Card.CHUNCUI])
def test_a_reconnect_with_three_piles_says_the_card_left_the_game(app: App, lang: str, card: Card) -> None:
    """With three piles a Reconnect (or a Pure played as one) goes out of the game, a pile the table
    does not show: the log line for the remix says so. The card just vanished with the discards."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app, options={"expansion": True, "three_piles": True})
        _set(table, {0: [card, Card.YUZHI]}, turn=0, phase=Phase.PLAY, discard=(Card.LUGUO, Card.GONGJI))
        _run_until(app, lambda: bool(table.viewer_legal()))
        face = Card.CHONGLIAN if card is Card.CHUNCUI else None
        table.submit(Play(card, face=face))
        _run_until(app, lambda: table.session.state.phase is Phase.PLAY and not table.busy)
        assert table.session.state.removed[-1] == card
        remix = t("xt.log.shuffled_chonglian_remix", name="P1", n=len(table.session.state.deck))
        assert remix in table.log
        assert remix.endswith({"en": "; the card played leaves the game", "zh": "，打出的这张牌移出场外"}[lang])
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("card", [Card.CHENGGUAN, Card.YANLING])
def test_an_unaimed_card_that_asks_first_says_where_it_went_once_played(app: App, card: Card) -> None:
    """A 城管 (asked whether to throw it away) or a 言灵 (asked which deck card to see) dropped on a seat
    says, once played, that it went to the middle, as every card without a target does."""
    from app.games.xianshi_tongxing.faces import card_label

    table = _table(app)
    _set(table, {0: [card, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    app.toast.clear()
    _drag(app, _hand_center(ui, card), ui.seat_rect(2).center)
    _run_until(app, lambda: not table.busy)
    assert not app.toast.text  # nothing is played yet
    _key(pygame.K_y if card is Card.CHENGGUAN else pygame.K_RETURN)
    app.run_frames(1)
    assert _last(table)[1].card == card and _last(table)[1].target is None
    assert app.toast.text == t("xt.unaimed", card=card_label(card))


def _panels_drawn(monkeypatch: pytest.MonkeyPatch, module: Any, draw: Callable[[], None]) -> list[pygame.Rect]:
    """The panels ``draw()`` draws through ``module``'s ``draw_panel``."""
    real = module.draw_panel
    rects: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> Any:
        rects.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(module, "draw_panel", spy)
    draw()
    monkeypatch.setattr(module, "draw_panel", real)
    return rects


def _question_open(a: App, longer: bool, players: int = 4) -> tuple[TableScene, XianshiUI]:
    """A table whose person dropped a 路过 with no draws to cancel, so it asks before playing it; with
    ``longer`` the question is twice as long (two lines or more)."""
    from app.games.xianshi_tongxing.faces import card_label

    table = _table(a, players=players)
    _set(table, {0: [Card.LUGUO, Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY, skip=1)
    ui = _ui(table)
    _run_until(a, lambda: bool(table.viewer_legal()))
    _drag(a, _hand_center(ui, Card.LUGUO), ui.play_zone.center)
    _run_until(a, lambda: not table.busy)
    assert ui.prompt is not None
    if longer:
        ui.prompt.title += " " + t("xt.plain.title", card=card_label(Card.CAIPAN))
    return table, ui


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("longer", [False, True])
def test_a_question_stays_clear_of_the_line_over_the_hand_and_of_the_seats(monkeypatch: pytest.MonkeyPatch,
                                                                            lang: str, size: tuple[int, int],
                                                                            longer: bool) -> None:
    """The question a 路过 asks with no draws to cancel (and one twice as long, on two lines or more):
    its title and buttons lie in its panel, which keeps clear of the hand and of every seat, and the
    status line over the hand is not drawn while it is open. It grew down over that line: at 960×600
    any question covered it, at 1280×720 one on two lines, and the line peeked out under it."""
    import app.games.base as base
    import app.games.xianshi_tongxing.ui as xui
    from app import i18n

    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    i18n.set_language(lang)
    try:
        table, ui = _question_open(a, longer)
        status_line = _panels_drawn(monkeypatch, xui, lambda: ui._draw_status(a.screen))
        titles: list[pygame.Rect] = []
        real_text = base.blit_text

        def text_spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            titles.append(real_text(pygame.Surface(surface.get_size()), text, *args, **kwargs))  # unclipped
            return real_text(surface, text, *args, **kwargs)

        monkeypatch.setattr(base, "blit_text", text_spy)
        panel = _panels_drawn(monkeypatch, base, lambda: ui.draw_prompt(a.screen))
        assert status_line == [] and len(panel) == 1
        assert not longer or len(titles) >= 2, "the longer question takes two lines"
        for part in titles + [b.rect for b in ui.prompt.buttons]:
            assert panel[0].contains(part), (part, panel[0])
        assert panel[0].bottom <= ui.hand_area.y, panel[0]
        for seat in range(table.players):
            assert not panel[0].colliderect(ui.seat_rect(seat)), (seat, panel[0])
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("longer", [False, True])
@pytest.mark.parametrize("players", [3, 5])
def test_a_question_keeps_clear_of_the_chips_under_the_dial(lang: str, size: tuple[int, int], longer: bool,
                                                             players: int) -> None:
    """At 960×600 a question on two lines was lifted clear of the hand over the chips under the dial
    (Extra, Pass By, From bottom) and the deck's "Crossings ×4", and a one-line one touched them: it
    now stays under them, and clear of the hand, in the table's own sizes."""
    from app import i18n
    from app.fonts import get_font

    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    i18n.set_language(lang)
    try:
        table, ui = _question_open(a, longer, players)
        a.run_frames(1)
        question = ui.prompt_rect()
        chips = ui._chips_rect()
        drawn = ui._chip_specs(ui.extra, ui.skip, ui.bottom)
        assert chips.w >= sum(get_font(ui.f(14), True).size(label)[0] + 16 for label, _, _ in drawn)
        for area in [chips, *ui.pile_areas]:
            assert question.top > area.bottom, (area, question)
        assert question.bottom <= ui.hand_area.y and all(b.rect.bottom < question.bottom for b in ui.prompt.buttons)
    finally:
        i18n.set_language("zh")
        a.shutdown()


def _judge_window_open(a: App, players: int, answered: bool) -> tuple[TableScene, XianshiUI]:
    """A 裁判 window that asks the person, who holds a 裁判 and a 纯粹 (three buttons): an AI seat's
    攻击+1 aimed at them (three lines over the buttons), or, ``answered``, the person's 攻击 that the
    seat cancelled with a 裁判 (a fourth line: who answered)."""
    table = _table(a, players=players, options={"expansion": True})
    other = players - 1
    mine = [Card.CAIPAN, Card.CHUNCUI, Card.LUGUO, Card.YUZHI, Card.GONGJI, Card.FENGYIN, Card.QIANGYU]
    if answered:
        _set(table, {0: mine, other: [Card.CAIPAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
        table.perform(0, Play(Card.GONGJI, target=other))
        _run_until(a, lambda: not table.busy)
        table.perform(other, Cancel(Card.CAIPAN))
    else:
        _set(table, {0: mine, other: [Card.GONGJI_1, Card.LUGUO]}, turn=other, phase=Phase.PLAY)
        table.perform(other, Play(Card.GONGJI_1, target=0))
    ui = _ui(table)
    _run_until(a, lambda: len(ui.judge_buttons) == 3 and not table.busy)
    a.run_frames(1)
    return table, ui


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("answered", [False, True])
def test_the_judge_question_never_covers_the_hand_or_its_buttons(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                                 size: tuple[int, int], players: int,
                                                                 answered: bool) -> None:
    """The banner that asks the person whether to answer with a 裁判 (what was played, who answered,
    "You may answer with a Judge", what letting it stand does, and a button for each answer) keeps
    clear of the hand, of every seat, of the chips under the dial and of the piles' labels, its
    buttons inside it and readable. With four lines, its row of buttons under them reached down into
    the hand (at 960×600 and 1280×720 alike), which is drawn over it: the buttons were half hidden."""
    import app.games.xianshi_tongxing.ui as xui
    from app import i18n

    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    i18n.set_language(lang)
    try:
        table, ui = _judge_window_open(a, players, answered)
        lines = status.banner_text(ui)
        assert len(lines) == (4 if answered else 3), lines
        drawn = _panels_drawn(monkeypatch, xui, lambda: ui._draw_banner(a.screen))
        assert len(drawn) == 1
        banner = drawn[0]
        assert ui.rect.contains(banner) and banner.bottom <= ui.hand_area.y, (banner, ui.hand_area)
        for card in ui.fan.rects:
            assert not banner.colliderect(card), (banner, card)
        for area in [ui._chips_rect(), *ui.pile_areas]:
            assert banner.top > area.bottom, (area, banner)
        for seat in range(players):
            assert not banner.colliderect(ui.seat_rect(seat)), (seat, banner)
        for b in ui.judge_buttons:
            assert banner.contains(b.rect), (b.rect, banner)
            assert b.shared_size is not None and b.shared_size >= ui.f(14), b.label()
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_refused_drop_s_message_covers_no_seat(lang: str, size: tuple[int, int], players: int) -> None:
    """A second 逆转 dropped in the middle is refused with a message; it, and the longest message a drop
    brings (an unaimed 逆转's), show clear of every seat's panel, of the dial and of the hand. As wide as
    the table's own messages they covered the side seats' names and the dial."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    i18n.set_language(lang)
    try:
        table = _table(a, players=players)
        _set(table, {0: [Card.NIZHUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, strike_used=True)
        ui = _ui(table)
        _run_until(a, lambda: bool(table.viewer_legal()))
        a.toast.clear()
        _drag(a, _hand_center(ui, Card.NIZHUAN), ui.play_zone.center)
        assert a.toast.text == t("xt.reason.one_strike") and a.toast.left > 0
        longest = t("xt.unaimed.nizhuan", card=card_label(Card.NIZHUAN), name=table.name(players - 1))
        for text in (a.toast.text, longest):
            a.toast.show(text, 3.0)
            shown = a.toast.draw(a.screen, *table.toast_place(a.screen.get_size()))
            assert shown is not None and ui.rect.contains(shown)
            dial = pygame.Rect(0, 0, 2 * ui.meter_r, 2 * ui.meter_r)
            dial.center = ui.meter_center
            assert not shown.colliderect(dial), (text, shown, dial)
            assert shown.bottom <= ui.hand_area.y, shown
            for seat in range(players):
                assert not shown.colliderect(ui.seat_rect(seat)), (text, seat, shown, ui.seat_rect(seat))
    finally:
        i18n.set_language("zh")
        a.shutdown()


def test_card_faces_keep_card_names_and_game_words_whole(app: App) -> None:
    """The faces read "抽到又无城" / "管即出局", "本回合从卡" / "组底部抽", "把抽牌数转" / "给任一玩家": a
    wrapped effect keeps a card name or one of the game's words on one line (when the face is large
    enough to write the effect at all)."""
    from app import i18n
    from engine.games.xianshi_tongxing.cards import NAMES_ZH

    words = [*NAMES_ZH.values(), "卡组", "抽牌", "转给", "玩家", "秘密"]
    i18n.set_language("zh")
    for card in Card:
        for h in range(97, 260, 3):
            w = h * 5 // 7
            _, lines = xfaces.effect_lines(card, h, w - 2 * max(2, w // 24) - 6)
            for line, after in zip(lines, lines[1:]):
                for word in words:
                    for k in range(1, len(word)):
                        assert not (line.endswith(word[:k]) and after.startswith(word[k:])), (card, h, lines)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_finished_game_names_nobody_as_to_play(app: App, lang: str) -> None:
    """At the end of a game (its table, its replay's last move) the line over the dial still said
    whose turn it was: the seat that had just drawn the last Crossing and was out ("Bo's turn" over
    "Winner: Cy"). A finished game names nobody there."""
    from app import i18n
    from app.games.xianshi_tongxing import ui as xui

    i18n.set_language(lang)
    names = ["Ann", "Bo", "Cy", "Di"]
    _replay_at_its_end(app, names)
    with drawn_texts(xui) as texts:
        app.draw()
    turns = {t("xt.turn_of", name=name) for name in names}
    assert not turns & set(texts), [text for text in texts if text in turns]


def _replay_at_its_end(a: App, names: list[str]) -> XianshiUI:
    """The replay of a finished four-seat game (seed 5, seats ``names``) shown at its last step."""
    from app.scenes.replay import ReplayScene
    from tests.apptools import finished_record

    record, _ = finished_record("xianshi_tongxing", 5, names)
    replay = ReplayScene(a, record)
    a.push(replay)
    replay.jump(len(replay.states) - 1)
    a.run_frames(60)
    ui = replay.table.ui
    assert isinstance(ui, XianshiUI) and ui.view is not None and ui.view.phase is Phase.OVER
    return ui


def _dial_shown(monkeypatch: pytest.MonkeyPatch, a: App, ui: XianshiUI) -> tuple[int, list[str]]:
    """The number the dial shows and the chips under it that are lit, as drawn."""
    from app.games.xianshi_tongxing import ui as xui

    values: list[int] = []
    real = xui.draw_dial

    def spy(surface: pygame.Surface, center: tuple[int, int], radius: int, value: int, *args: Any, **kw: Any) -> None:
        values.append(value)
        real(surface, center, radius, value, *args, **kw)

    monkeypatch.setattr(xui, "draw_dial", spy)
    a.draw()
    lit = [label for label, _, on in ui._chip_specs(ui.extra, ui.skip, ui.bottom) if on]
    return values[-1], lit


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_finished_game_shows_no_draws_due_on_the_dial(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Once the game was over the dial still read "1 draws due" (「1 本回合抽牌」), on the table and at
    a replay's last step, though nobody draws any more. A finished game's dial shows none due and no
    extra draw, Pass By or bottom draw lit under it."""
    from app import i18n
    from tests.apptools import play_people_until, quick_app, seated_table

    i18n.set_language(lang)
    a = quick_app()
    try:
        table = seated_table(a, "xianshi_tongxing", 4, (1280, 720), seed=3)
        assert play_people_until(a, table, lambda: table.session.is_over() and not table.busy, 20000)
        a.run_frames(30)
        ui = _ui(table)
        assert ui.view is not None and ui.view.phase is Phase.OVER
        assert _dial_shown(monkeypatch, a, ui) == (0, [])
        ui = _replay_at_its_end(a, ["Ann", "Bo", "Cy", "Di"])
        assert _dial_shown(monkeypatch, a, ui) == (0, [])
    finally:
        a.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_line_over_the_hand_is_as_wide_as_its_text(app: App, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                       size: tuple[int, int]) -> None:
    """The line over the hand was two thirds of the hand wide whatever it said: a long bar round a
    short "Game over" (「游戏结束」). It is now its text's width and a margin, as other games' lines are,
    not narrower than a short button, and inside the window."""
    from app import i18n
    from app.games.xianshi_tongxing import ui as xui
    from app.ui.widgets import get_font

    i18n.set_language(lang)
    table = _table(app)
    table.on_resize(size)
    app.run_frames(2)
    ui = _ui(table)
    for text in [t("table.game_over"), t("xt.status.out"), t("xt.status.play", n=3),
                 ui.waiting_line([1]), t("xt.status.play_blind", n=2), t("xt.status.reaction")]:
        monkeypatch.setattr(status, "status_text", lambda _ui, text=text: (text, theme.GOLD))
        centres: list[tuple[int, int]] = []
        real = xui.blit_text

        def spy(surface: pygame.Surface, shown: str, size: int, *args: Any, **kw: Any) -> Any:
            drawn = real(surface, shown, size, *args, **kw)
            if shown == text:
                centres.append((kw["center"], size))
            return drawn

        monkeypatch.setattr(xui, "blit_text", spy)
        panels = _panels_drawn(monkeypatch, xui, app.draw)
        monkeypatch.setattr(xui, "blit_text", real)
        assert len(centres) == 1, text
        centre, px = centres[0]
        box = next(p for p in panels if p.center == centre)
        tw = get_font(px).size(text)[0]
        assert tw + 8 <= box.w <= max(tw + ui.f(48), ui.f(120)), (text, box, tw)
        assert table.rect.contains(box) or app.screen.get_rect().contains(box), (text, box)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_seat_discarding_to_the_hand_limit_says_so_not_to_play(app: App, lang: str) -> None:
    """A seat discarding down to six after its draw read "to play" (出牌中) under its name, as if
    its play phase were still on; it reads "discarding" (弃牌中), for the person's own seat and for
    a seat the others watch."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app)
        hand = [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN, Card.FENGYIN,
                Card.JIAOYI]
        for seat in (1, 0):
            _set(table, {seat: hand}, turn=seat, phase=Phase.DISCARD)
            ui = _ui(table)
            app.run_frames(2)
            said = status.seat_status(ui, seat)
            assert said is not None and said[0] == i18n.t("xt.seat.discarding") != i18n.t("table.to_play")
    finally:
        i18n.set_language("zh")


JUDGE_QUESTION_CASES = {
    # a card aimed at the person: only its target may cancel it, however many others sit in
    "aimed_two": (2, Card.FENGYIN, {}, (), False),
    "aimed_three": (3, Card.FENGYIN, {2: [Card.CAIPAN]}, (), False),
    # a card that changes the deck: any other seat asked (one holding a Judge) may still cancel it
    "deck_other_holds_judge": (3, Card.QIANGYU, {2: [Card.CAIPAN]}, (), True),
    "deck_nobody_else_holds_judge": (3, Card.QIANGYU, {2: [Card.LUGUO]}, (), False),
    "deck_other_already_declined": (3, Card.QIANGYU, {2: [Card.CAIPAN]}, ((2, "decline"),), False),
    # the person cancelled, the owner cancelled back: the card stands unless a seat not yet heard cancels
    "chain_other_still_to_answer": (3, Card.QIANGYU, {2: [Card.CAIPAN]}, ((0, "cancel"), (1, "cancel")), True),
    "chain_other_declined": (3, Card.QIANGYU, {2: [Card.CAIPAN]},
                             ((2, "decline"), (0, "cancel"), (1, "cancel")), False),
    "chain_on_aimed_card": (3, Card.FENGYIN, {2: [Card.CAIPAN]}, ((0, "cancel"), (1, "cancel")), False),
}


@pytest.mark.parametrize("case", list(JUDGE_QUESTION_CASES))
def test_the_judge_question_speaks_of_other_players_only_where_the_rules_let_them_cancel(app: App,
                                                                                      case: str) -> None:
    """Asked whether to answer a card with a Judge, the person read "If you let it stand, Seal takes
    effect, unless another player cancels it" also where nobody else may cancel it: a card aimed at
    the person (only its target may cancel it), a deck card nobody else was asked about, or a seat
    that has already let it stand. The "unless" is said only where another seat may still cancel."""
    from app.games.xianshi_tongxing.text import card_label

    players, played, others, moves, unless = JUDGE_QUESTION_CASES[case]
    table = _table(app, players=players)
    hands = {0: [Card.CAIPAN, Card.CAIPAN, Card.LUGUO], 1: [played, Card.CAIPAN, Card.LUGUO]}
    hands.update(others)
    _set(table, hands, turn=1, phase=Phase.PLAY)
    table.perform(1, Play(played, target=0 if played is Card.FENGYIN else None))
    for seat, move in moves:
        table.perform(seat, Cancel(Card.CAIPAN) if move == "cancel" else Decline())
    ui = _ui(table)
    _run_until(app, lambda: not table.busy and bool(table.viewer_legal()))
    assert ui.view.phase is Phase.REACTION and 0 in ui.asked
    lines = [text for text, _ in status.banner_text(ui)]
    alone = t("xt.banner.stand_takes_effect_alone", card=card_label(played))
    with_others = t("xt.banner.stand_takes_effect", card=card_label(played))
    assert (with_others if unless else alone) in lines, lines
    assert (alone if unless else with_others) not in lines, lines


def _enlarged_boxes(monkeypatch: pytest.MonkeyPatch, a: App, table: TableScene) -> list[pygame.Rect]:
    """The enlarged cards' boxes drawn in a frame of ``table``."""
    real = xfaces.draw_panel
    boxes: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> Any:
        boxes.append(pygame.Rect(rect))
        return real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(xfaces, "draw_panel", spy)
    _ui(table).draw_top(a.screen)
    monkeypatch.setattr(xfaces, "draw_panel", real)
    return boxes


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("question", ["defuse", "judge", "pick"])
def test_the_card_under_the_pointer_never_covers_a_question(monkeypatch: pytest.MonkeyPatch,
                                                             size: tuple[int, int], question: str) -> None:
    """The enlarged card the pointer rests on keeps clear of the question the person must answer:
    the Crossing's defuse panel (the pointer on its Crossing), a 裁判 window's banner (the pointer
    on a hand card) and the question which seat an Attack goes to, with the seats it may go to. It was drawn over the panel's title and its Defuse button, and over the banner's
    answers, till the pointer moved; now it goes beside the question, or is not shown."""
    from app.games.xianshi_tongxing.ui import HOVER_DELAY

    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    try:
        if question == "defuse":
            table = _table(a)
            deck = (Card.TONGXING,) + tuple(c for c in table.session.state.deck if c is not Card.TONGXING)[:20]
            _set(table, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
            ui = _ui(table)
            _run_until(a, lambda: ui.end_button.enabled())
            _key(pygame.K_e)
            _run_until(a, lambda: isinstance(ui.panel, PromptPanel) and not table.busy)
            assert ui.panel is not None
            at = ui.panel.rects[0].center
        elif question == "judge":
            table, ui = _judge_window_open(a, 4, False)
            at = ui.fan.rects[2].center
        else:  # an Attack dropped in the middle asks which seat it goes to
            table = _table(a, players=5)
            _set(table, {0: [Card.GONGJI, Card.LUGUO, Card.JIAOYI]}, turn=0, phase=Phase.PLAY)
            ui = _ui(table)
            _run_until(a, lambda: bool(table.viewer_legal()))
            _drag(a, _hand_center(ui, Card.GONGJI), ui.play_zone.center)
            _run_until(a, lambda: not table.busy)
            assert ui.picking_seat is not None and ui.pick_allowed
            at = _hand_center(ui, Card.LUGUO)
        _mouse(pygame.MOUSEMOTION, at)
        a.run_frames(1)
        ui.hover_time = HOVER_DELAY  # the pointer has rested there
        a.run_frames(1)
        assert ui.hover_hit is not None
        if question == "defuse":
            assert ui.panel is not None
            asked = [ui.panel.rect]
        elif question == "judge":
            asked = [ui.banner_box(len(status.banner_text(ui)))[0]]
        else:
            asked = [ui.prompt_rect()] + [ui.seat_rect(seat) for seat in ui.pick_allowed]
        boxes = _enlarged_boxes(monkeypatch, a, table)
        assert question != "judge" or boxes, "with room above the banner the card is still shown"
        for box in boxes:
            for rect in asked:
                assert not box.colliderect(rect), (box, rect)
    finally:
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hand_limit_title_counts_down_with_the_cards_chosen(app: App, lang: str) -> None:
    """Four over the limit: the title says how many are still to choose as cards are chosen and
    taken back, and once all four are chosen that they are, with the button to press. It said
    "discard 4 more" over a 4 / 4 counter."""
    import app.games.xianshi_tongxing.panels as xpanels
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app)
        hand = [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN, Card.FENGYIN,
                Card.JIAOYI, Card.GONGJI, Card.NIZHUAN]
        _set(table, {0: hand}, turn=0, phase=Phase.DISCARD)
        ui = _ui(table)
        _run_until(app, lambda: isinstance(ui.panel, ChooserPanel))
        panel = ui.panel
        assert isinstance(panel, ChooserPanel) and panel.need == 4
        for k in range(4):
            assert panel.title == t("xt.discard.title", n=4 - k)
            _click(app, panel.rects[k].center)
        assert panel.ready
        ready = t("xt.discard.title_ready", n=4)
        assert panel.title == ready and ready != t("xt.discard.title", n=4)
        assert str(4) in ready and t("xt.discard.confirm") in ready
        with drawn_texts(xpanels) as texts:
            panel.draw(app.screen)
        assert ready in texts and not any(t("xt.discard.title", n=n) in texts for n in range(5))
        _click(app, panel.rects[0].center)  # one taken back
        assert panel.title == t("xt.discard.title", n=1)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_judge_answers_write_their_keys_alike(lang: str) -> None:
    """The Chinese 裁判 window wrote "用裁判否决 (J)" beside "不回应（N）": the first answer's key was
    added in English brackets after a space. Every answer's key is now written as every button of the
    app writes its key, " [J]" in both languages (tests/test_i18n.py checks the strings)."""
    import re

    from app import i18n

    a = App(headless=True, size=(1280, 720))
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    i18n.set_language(lang)
    try:
        _, ui = _judge_window_open(a, 4, False)
        labels = [b.label() for b in ui.judge_buttons]
        keyed = re.compile(r"\S \[[A-Z]\]$")
        assert keyed.search(labels[0]) and keyed.search(labels[-1]), labels  # the answers with a key
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("players", [2, 3])
def test_a_beg_speaks_of_one_answerer_as_one(app: App, players: int) -> None:
    """In a two-seat game the log said "Bot 2 begs; P1 answer in secret" and the panel "Everyone
    answers in secret; the answers are shown together" to the only seat asked. With one seat asked
    the line says "answers" and the panel asks just for a card or nothing, in secret; with more, as
    before."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import SecretChoiceOpened

    names = {0: "P1", 1: "Bot 2", 2: "Bot 3"}.__getitem__
    asked = tuple(range(players))[:-1]
    i18n.set_language("en")
    try:
        line = narrate(SecretChoiceOpened(players - 1, Card.QITAO, asked), names, 0, players)
        assert line is not None and line.endswith(" answers in secret" if players == 2 else " answer in secret")
        table = _table(app, players=players, options={"expansion": True})
        bot = players - 1
        _set(table, {0: [Card.LUGUO, Card.YUZHI], bot: [Card.QITAO, Card.LUGUO]}, turn=bot, phase=Phase.PLAY)
        table.perform(bot, Play(Card.QITAO))
        ui = _ui(table)
        for _ in range(3000):
            if isinstance(ui.panel, ChooserPanel) and not table.busy:
                break
            if not table.busy and any(isinstance(x, Decline) for x in table.viewer_legal()):
                table.submit(Decline())  # let the beg stand
            app.run_frames(1)
        panel = ui.panel
        assert isinstance(panel, ChooserPanel) and table.session.state.phase is Phase.BEG
        assert panel.subtitle == t("xt.beg.sub_one" if players == 2 else "xt.beg.sub")
    finally:
        i18n.set_language("zh")


def test_a_card_landing_under_a_still_pointer_is_not_shown_large(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the pointer left on the discard pile, every card played landed under it and was shown
    large after a moment, over the dial and the seats, though the person had not moved (in a real
    window the pointer rests at the window's middle, on the pile, at 1280×720). A card is shown large
    once the pointer has moved over it; a card brought under a still one waits for the pointer to
    move."""
    from app.games.xianshi_tongxing.ui import HOVER_DELAY

    a = App(headless=True, size=(1280, 720))
    a.settings = replace(a.settings, ai_delay_ms=NEVER, animation_speed=4.0)
    frames = int(HOVER_DELAY * 60) + 30
    try:
        table = _table(a)
        _set(table, {0: [Card.LUGUO, Card.YUZHI]}, discard=(Card.QIANGYU,))
        ui = _ui(table)
        _mouse(pygame.MOUSEMOTION, ui.discard_rect.center)
        a.run_frames(frames)
        assert _enlarged_boxes(monkeypatch, a, table), "the pile's card the pointer moved onto is shown large"
        _set(table, {}, discard=(Card.QIANGYU, Card.CHONGLIAN))  # a card lands under the still pointer
        a.run_frames(frames)
        assert ui.hover_hit is not None and ui.hover_hit[0] is Card.CHONGLIAN
        assert not _enlarged_boxes(monkeypatch, a, table), "the pointer has not moved: no card shown large"
        _mouse(pygame.MOUSEMOTION, (ui.discard_rect.centerx + 2, ui.discard_rect.centery))
        a.run_frames(frames)
        assert _enlarged_boxes(monkeypatch, a, table), "moved over it, the new card is shown large"
    finally:
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_draws_line_leaves_a_count_of_none_out(lang: str) -> None:
    """After a Greed the log said "Draws due: 4 (extra 3, Pass By 0)"; a count of none is left out,
    as on the chips under the dial, and with neither the line is the draws alone."""
    from app import i18n
    from app.games.xianshi_tongxing.text import narrate
    from engine.games.xianshi_tongxing.events import CountsChanged

    names = {0: "P1", 1: "Bot 2"}.__getitem__
    i18n.set_language(lang)
    try:
        greed, skip, both, none = (narrate(CountsChanged(0, e, s), names, 0, 2) for e, s in
                                   ((3, 0), (0, 1), (3, 1), (0, 0)))
        extra_word, skip_word = ("extra", "Pass By") if lang == "en" else ("加抽", "路过")
    finally:
        i18n.set_language("zh")
    assert greed is not None and skip is not None and both is not None and none is not None
    assert "4" in greed and extra_word + " 3" in greed and skip_word not in greed, greed
    assert "0" in skip and skip_word + " 1" in skip and extra_word not in skip, skip
    assert "3" in both and extra_word + " 3" in both and skip_word + " 1" in both, both
    assert "1" in none and extra_word not in none and skip_word not in none and "(" not in none, none


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("face_down", [0, 2])
def test_the_tribute_panel_speaks_of_face_down_cards_only_when_there_are_some(app: App, lang: str,
                                                                           face_down: int) -> None:
    """Asked to give a card to a Tribute, the person read "Face-down cards are given unseen" also with
    no face-down card before them; that sentence is there only while a Nightmare left some."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app)
        state = table.session.state
        blind = list(state.blind)
        blind[0] = (Card.YUZHI, Card.CHONGLIAN)[:face_down]
        _set(table, {0: [Card.LUGUO, Card.CAIPAN], 1: [Card.JIAOZHU, Card.LUGUO]}, turn=1, phase=Phase.PLAY,
             blind=tuple(blind))
        table.perform(1, Play(Card.JIAOZHU, target=0))
        table.perform(0, Decline())
        ui = _ui(table)
        _run_until(app, lambda: not table.busy and ui.panel is not None)
        assert ui.view.phase is Phase.TRIBUTE and isinstance(ui.panel, ChooserPanel)
        assert len(ui.panel.items) == 2 + face_down
        sub = ui.panel.subtitle
        unseen = {"zh": "盖着的牌", "en": "Face-down"}[lang]
        assert (unseen in sub) == bool(face_down), sub
        assert sub.strip()
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("defuser", [Card.CHENGGUAN, Card.CHUNCUI])
def test_the_defuse_panels_name_the_card_that_defused(app: App, lang: str, defuser: Card) -> None:
    """The defuse question said "Discard a Warden to defuse it" whatever could defuse (a wild Pure
    alone too), and the put-back that follows never said what had defused the Crossing. The question
    now names only cards that can defuse, and the put-back panel names the card of the engine's
    Defused event."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label, short_name

    i18n.set_language(lang)
    try:
        table = _table(app, options={"expansion": True, "pure_mode": "wild"})
        state = table.session.state
        deck = (Card.TONGXING,) + tuple(c for c in state.deck if c is not Card.TONGXING)[:20]
        _set(table, {0: [defuser, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
        ui = _ui(table)
        table.perform(0, EndPlay())
        _run_until(app, lambda: isinstance(ui.panel, PromptPanel))
        assert ui.panel is not None
        other = Card.CHUNCUI if defuser is Card.CHENGGUAN else Card.CHENGGUAN
        asked = ui.panel.title + " " + ui.panel.subtitle
        assert short_name(other) not in asked, asked  # no card the person cannot defuse with
        _click(app, ui.panel.buttons[0].rect.center)
        assert _last(table) == (0, Defuse(defuser))
        _run_until(app, lambda: isinstance(ui.panel, SliderPanel))
        shown = ui.panel.title + " " + ui.panel.subtitle
        assert i18n.t("xt.putback.defused", card=card_label(defuser)) in shown, shown
        assert short_name(other) not in shown, shown
    finally:
        i18n.set_language("zh")


def _record_at_putback(people: Callable[[int], list[int]]) -> tuple[Any, Card]:
    """A game played by random seats up to a defused Crossing waiting to be put back and saved there,
    with ``people(seat putting it back)`` played by people; and the card that defused it, as the
    engine's Defused event says."""
    from ai.base import RandomPolicy
    from engine.games.xianshi_tongxing.events import Defused
    from engine.record import Record
    from engine.registry import get_game

    game = get_game("xianshi_tongxing")
    options = game.resolve_options(4, {})
    for seed in range(1, 40):
        state, _ = game.start(4, options, seed)
        policy = RandomPolicy(seed)
        actions: list[tuple[int, Any]] = []
        defused: Card | None = None
        while state.phase is not Phase.PUTBACK and game.decision(state).seats:
            seat = game.decision(state).seats[0]
            action = policy.choose(game.view(state, seat), game.legal_actions(state, seat))
            state, events = game.apply(state, seat, action)
            actions.append((seat, action))
            defused = next((e.card for e in events if isinstance(e, Defused)), defused)
        if state.phase is Phase.PUTBACK and defused is not None:
            humans = people(actions[-1][0])
            kinds = tuple("human" if seat in humans else "random" for seat in range(4))
            return Record("xianshi_tongxing", game.info.rules_version, 4, options, seed, tuple(actions),
                          tuple(f"P{k + 1}" for k in range(4)), kinds), defused
    raise AssertionError("no game of those seeds came to a put-back")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_game_reopened_at_the_put_back_names_the_card_that_defused(app: App, lang: str) -> None:
    """The put-back panel's "Defused with …" line came from the Defused event as the table animated
    it: a saved game reopened at the put-back step never showed that event, and the line was missing.
    It is now read from the game itself."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    record, defuser = _record_at_putback(lambda putter: [putter])
    i18n.set_language(lang)
    try:
        table = TableScene.resume(app, record)
        app.reset(table)
        ui = _ui(table)
        _run_until(app, lambda: isinstance(ui.panel, SliderPanel))
        assert ui.panel is not None
        assert i18n.t("xt.putback.defused", card=card_label(defuser)) in ui.panel.subtitle, ui.panel.subtitle
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("reopened", [True, False])
def test_the_banner_others_see_names_the_card_that_defused(app: App, lang: str, reopened: bool) -> None:
    """While a computer seat put a defused Crossing back, the banner said only that it was hiding it;
    the card that defused it, played face up, is public: the banner now names it, whether the defuse
    played out on the table or the game was reopened after it."""
    from app import i18n
    from app.games.xianshi_tongxing.faces import card_label

    record, defuser = _record_at_putback(lambda putter: [(putter + 1) % 4])
    putter, defuse = record.actions[-1]
    i18n.set_language(lang)
    try:
        table = TableScene.resume(app, record if reopened else record.truncated(len(record.actions) - 1))
        app.reset(table)
        _run_until(app, lambda: not table.busy)
        if not reopened:
            table.perform(putter, defuse)  # the computer seat defuses before the person's eyes
        ui = _ui(table)
        _run_until(app, lambda: not table.busy and ui.view.phase is Phase.PUTBACK)
        lines = " ".join(text for text, _ in status.banner_text(ui))
        assert card_label(defuser) in lines and table.name(putter) in lines, lines
    finally:
        i18n.set_language("zh")


def _contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21; 3 is the least for a mark to be told apart)."""
    def luminance(c: tuple[int, ...]) -> float:
        lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_chosen_card_s_mark_stands_apart_from_every_face_and_the_panel(app: App, lang: str) -> None:
    """A chosen card's mint outline ran straight into the face's own coloured edge: on the teal Greed
    (and orange and gold faces) the two read as one thicker edge, and the card hardly looked chosen.
    Now, on every face, what lies just outside a chosen card contrasts with the face's edge (3:1, as
    for any mark) and the mark contrasts with the panel round it; an unchosen card has no such mark."""
    from app import i18n
    from app.games.xianshi_tongxing.panels import ChooserPanel

    i18n.set_language(lang)
    try:
        for card, marked in [(card, marked) for card in Card for marked in (True, False)]:
            panel = ChooserPanel("k", "t", "s", [(card, 0)], 1, "OK", lambda chosen: None)
            panel.layout(pygame.Rect(0, 0, 1280, 720), 1.0)
            panel.selected, panel.focus, panel.age = [0] if marked else [], None, 5.0
            surface = pygame.Surface((1280, 720))
            panel.draw(surface)
            rect = panel.rects[0].move(0, -14 if marked else 0)
            y = rect.centery
            edge, ground = surface.get_at((rect.x + 1, y)), surface.get_at((rect.x - 24, y))
            outside = [surface.get_at((rect.x - k, y)) for k in range(1, 12)]
            if marked:
                assert _contrast(outside[0], edge) >= 3, (card, outside[0], edge)
                assert max(_contrast(c, ground) for c in outside) >= 3, (card, outside, ground)
            else:
                assert all(c == ground for c in outside), (card, outside, ground)
    finally:
        i18n.set_language("zh")


def test_a_chosen_card_is_marked_once_on_its_corner_not_again_below_it(app: App) -> None:
    """A chosen card wore a corner badge and a second tick under it, and in a two-row chooser the next
    row hid that second tick; the badge alone marks it, so the strip under a chosen card is bare panel."""
    from app.games.xianshi_tongxing.panels import ChooserPanel

    cards = list(Card)[:8]
    panel = ChooserPanel("k", "t", "s", [(card, 0) for card in cards], 2, "OK", lambda chosen: None)
    panel.layout(pygame.Rect(0, 0, 1280, 720), 1.0)
    panel.selected, panel.focus, panel.age = [0], None, 5.0
    surface = pygame.Surface((1280, 720))
    panel.draw(surface)
    rect = panel.rects[0].move(0, -14)
    ground = surface.get_at((rect.x - 24, rect.centery))
    below = [surface.get_at((x, y)) for x in range(rect.centerx - 8, rect.centerx + 9)
             for y in range(rect.bottom + 8, rect.bottom + 14)]
    assert all(c == ground for c in below), {tuple(c) for c in below}
    corner = [surface.get_at((rect.right - 3 + dx, rect.y + 3 + dy)) for dx in (-2, 0, 2) for dy in (-2, 0, 2)]
    assert any(c != ground and c != surface.get_at((rect.centerx, rect.centery)) for c in corner)
