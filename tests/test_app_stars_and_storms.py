"""The Stars and Storms table driven with real pygame mouse and key events under the dummy driver."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pygame
import pytest

import app.games.stars_and_storms.draw as sns_draw
import app.games.stars_and_storms.table as sns_table
from app.games.stars_and_storms import StarsAndStormsUI
from app.i18n import t
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from engine.cards import BIG_JOKER, Card, Suit
from engine.games.stars_and_storms import EndTurn, Form, Play
from tests.apptools import drawn_text_rects, drawn_texts, drawn_toast_rect
from tests.apptools import post_mouse as _mouse
from tests.apptools import run_until as _run_until

JOKER = Card(BIG_JOKER, Suit.JOKER)


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table is found even before its line in app/games/__init__.py is committed."""
    from app.games import UI_CLASSES

    monkeypatch.setitem(UI_CLASSES, "stars_and_storms", StarsAndStormsUI)


def _sized_app(size: tuple[int, int]) -> App:
    """A headless app of ``size`` whose AI seats act at once and whose animations run fast."""
    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=0, animation_speed=4.0)
    return a


@pytest.fixture()
def app() -> App:
    a = _sized_app((1280, 720))
    yield a
    a.shutdown()


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for k in range(1, 7):
        _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6))
        app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONUP, end)
    app.run_frames(1)


def _table(app: App, seed: int = 5, options: dict | None = None, players: int = 3) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "stars_and_storms", seats, options or {}, seed)
    app.reset(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    return table


def _every_flag_table(app: App, players: int, size: tuple[int, int]) -> TableScene:
    """A match with every option whose line shows at top left (early elimination, stakes, heat death) in a
    ``size`` window, its first round begun."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "stars_and_storms", seats, {"early_elimination": True, "stakes": True, "heat_death": True}, 1)
    app.reset(table)
    table.on_resize(size)
    _run_until(app, lambda: bool(table.ui.round_no))
    return table


def _give(table: TableScene, hand: tuple[Card, ...]) -> None:
    """Put exactly ``hand`` in the person's hand, swapping cards with the deck and other hands so every card
    still exists once."""
    s = table.session.state
    me = table.viewer
    deck = list(s.deck)
    hands = [list(h) for h in s.hands]
    old = list(hands[me])
    for card in hand:
        if card in old:
            old.remove(card)
            continue
        taken = False
        for pile in [deck, *[hands[i] for i in range(len(hands)) if i != me]]:
            if card in pile:
                i = pile.index(card)
                if old:
                    pile[i] = old.pop()
                else:
                    del pile[i]
                taken = True
                break
        assert taken, f"{card} is not in the deck or another hand"
    deck.extend(old)  # leftover cards of the old hand go back to the bottom of the deck
    hands[me] = list(hand)
    table.session.state = replace(s, deck=tuple(deck), hands=tuple(tuple(h) for h in hands))
    table.ui.sync(table.view())


def _last(table: TableScene):
    return table.session.record.actions[-1]


def _ordinary(table: TableScene) -> Card:
    return next(c for c in table.ui.hand if not c.is_joker)


def _card_centre(ui: StarsAndStormsUI, card: Card) -> tuple[int, int]:
    return ui.fan.rects[ui.hand.index(card)].center


def test_dragging_onto_your_own_zone_places_a_star(app: App) -> None:
    table = _table(app)
    ui = table.ui
    assert isinstance(ui, StarsAndStormsUI)
    card = _ordinary(table)
    zone = ui.lay.zones[table.viewer]
    before = len(table.session.record.actions)
    _drag(app, _card_centre(ui, card), zone.slot(4).center)
    assert len(table.session.record.actions) == before + 1
    assert _last(table) == (table.viewer, Play(card, Form.STAR))
    assert any(st.card == card for st in table.session.state.zones[table.viewer])


def test_dragging_onto_the_middle_raises_a_storm(app: App) -> None:
    table = _table(app)
    ui = table.ui
    card = _ordinary(table)
    before = len(table.session.record.actions)
    _drag(app, _card_centre(ui, card), ui.lay.eye.center)
    assert len(table.session.record.actions) == before + 1
    assert _last(table) == (table.viewer, Play(card, Form.STORM))
    assert card in table.session.state.discard


def test_dropping_elsewhere_plays_nothing_and_the_card_slides_back(app: App) -> None:
    table = _table(app)
    ui = table.ui
    card = _ordinary(table)
    before = len(table.session.record.actions)
    r = ui.lay.rect
    _drag(app, _card_centre(ui, card), (r.x + 12, r.y + 12))
    assert len(table.session.record.actions) == before
    assert ui.returning == ui.hand.index(card)


def test_a_joker_asks_for_its_card_with_the_picker(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (JOKER, Card(5, Suit.CLUBS)))
    before = len(table.session.record.actions)
    _drag(app, _card_centre(ui, JOKER), ui.lay.eye.center)
    assert ui.picker is not None and ui.picker.form is Form.STORM
    assert len(table.session.record.actions) == before  # nothing is played before the card is chosen
    picker = ui.picker
    assert not picker.ok.enabled()
    for button in (picker.rank_buttons[9], picker.suit_buttons[2]):  # 10, ♥
        _mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)
        app.run_frames(1)
    assert picker.chosen == Card(10, Suit.HEARTS)
    _mouse(pygame.MOUSEBUTTONDOWN, picker.ok.rect.center)
    app.run_frames(1)
    assert ui.picker is None
    assert _last(table) == (table.viewer, Play(JOKER, Form.STORM, Card(10, Suit.HEARTS)))


def test_the_joker_picker_works_from_the_keyboard_and_esc_cancels(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), JOKER))
    before = len(table.session.record.actions)
    _key(pygame.K_2)  # select the second card, the joker
    _key(pygame.K_s)  # as a star
    app.run_frames(1)
    assert ui.picker is not None and ui.picker.form is Form.STAR
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.picker is None and len(table.session.record.actions) == before
    assert isinstance(app.top, TableScene)  # Esc closed the picker, not the table
    for key in (pygame.K_2, pygame.K_s, pygame.K_q, pygame.K_d, pygame.K_RETURN):
        _key(key)
        app.run_frames(1)
    assert _last(table) == (table.viewer, Play(JOKER, Form.STAR, Card(12, Suit.DIAMONDS)))
    star = table.session.state.zones[table.viewer][-1]
    assert star.card == JOKER and star.as_card == Card(12, Suit.DIAMONDS)


def test_select_then_w_raises_a_storm_and_click_on_the_zone_places_a_star(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (Card(3, Suit.SPADES), Card(9, Suit.HEARTS), Card(11, Suit.CLUBS)))
    _mouse(pygame.MOUSEBUTTONDOWN, _card_centre(ui, Card(9, Suit.HEARTS)))
    _mouse(pygame.MOUSEBUTTONUP, _card_centre(ui, Card(9, Suit.HEARTS)))
    app.run_frames(1)
    assert ui.fan.focus == ui.hand.index(Card(9, Suit.HEARTS))
    _key(pygame.K_w)
    app.run_frames(1)
    assert _last(table) == (table.viewer, Play(Card(9, Suit.HEARTS), Form.STORM))
    _run_until(app, lambda: bool(table.viewer_legal()))
    centre = _card_centre(ui, Card(3, Suit.SPADES))
    _mouse(pygame.MOUSEBUTTONDOWN, centre)
    _mouse(pygame.MOUSEBUTTONUP, centre)
    app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONDOWN, ui.lay.zones[table.viewer].slot(8).center)
    app.run_frames(1)
    assert _last(table) == (table.viewer, Play(Card(3, Suit.SPADES), Form.STAR))


def test_end_turn_is_offered_only_when_legal(app: App) -> None:
    table = _table(app)
    ui = table.ui
    _give(table, (Card(2, Suit.SPADES), Card(6, Suit.HEARTS), Card(13, Suit.CLUBS)))
    before = len(table.session.record.actions)
    assert not ui.end_btn.enabled()  # three cards: one more must be played first
    _mouse(pygame.MOUSEBUTTONDOWN, ui.end_btn.rect.center)
    app.run_frames(1)
    assert len(table.session.record.actions) == before
    assert app.toast.left > 0 and "2" in app.toast.text  # says why
    _drag(app, _card_centre(ui, Card(13, Suit.CLUBS)), ui.lay.zones[table.viewer].slot(13).center)
    _run_until(app, lambda: bool(table.viewer_legal()))
    assert ui.end_btn.enabled()
    _key(pygame.K_e)
    app.run_frames(1)
    assert _last(table) == (table.viewer, EndTurn())
    assert not table.viewer_legal()


def test_the_round_panel_waits_for_the_person_then_the_next_round_starts(app: App) -> None:
    app.settings = replace(app.settings, animation_speed=40.0)
    table = _table(app, seed=2, options={"rounds": 2}, players=2)
    ui = table.ui
    for _ in range(20000):
        if ui.summary is not None:
            break
        legal = table.viewer_legal()
        if legal:
            table.submit(EndTurn() if EndTurn() in legal else legal[0])
        app.run_frames(1)
    assert ui.summary is not None and ui.summary.result.round_no == 1
    app.run_frames(120)
    assert ui.summary is not None and table.busy  # it stays until dismissed
    _key(pygame.K_RETURN)
    _run_until(app, lambda: ui.round_no == 2)
    assert ui.summary is None


def test_pass_and_play_hides_private_cards_behind_the_curtain(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    faces_under_curtain: list[object] = []
    real_face = sns_draw.card_face

    def spy(card, w, h):
        if isinstance(app.top, CurtainScene):
            faces_under_curtain.append(card)
        return real_face(card, w, h)

    monkeypatch.setattr(sns_draw, "card_face", spy)
    monkeypatch.setattr(sns_table, "card_face", spy)
    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo")]
    table = TableScene(app, "stars_and_storms", seats, {}, 4)
    app.reset(table)
    curtains = 0
    viewers = set()
    for _ in range(4000):
        if isinstance(app.top, CurtainScene):
            curtains += 1
            name = app.top.name
            app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
            _key(pygame.K_SPACE)
            app.run_frames(1)
            assert table.name(table.viewer) == name
            assert table.ui.view.seat == table.viewer
            viewers.add(table.viewer)
        elif table.viewer_legal():
            legal = table.viewer_legal()
            table.submit(EndTurn() if EndTurn() in legal else legal[0])
        if curtains >= 3:
            break
        app.run_frames(1)
    assert curtains >= 2 and viewers == {0, 1}
    assert faces_under_curtain == []


@pytest.mark.parametrize("lang, expected", [("en", "1 star · 1 point"), ("zh", "星辰 1 颗 · 1 点")])
def test_a_zone_with_one_star_says_star_and_point_in_the_singular(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                  lang: str, expected: str) -> None:
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app)
        ui = table.ui
        ace = Card(1, Suit.SPADES)
        _give(table, (ace, Card(7, Suit.HEARTS)))
        ui.fan.focus = ui.hand.index(ace)
        _key(pygame.K_s)
        app.run_frames(1)
        assert _last(table) == (table.viewer, Play(ace, Form.STAR))
        _run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        with drawn_texts(sns_draw) as drawn:
            app.run_frames(1)
        assert any(line.startswith(expected) for line in drawn), drawn
    finally:
        i18n.set_language("zh")


def test_the_status_line_never_says_the_person_is_waiting_for_themselves(app: App) -> None:
    table = _table(app)
    ui = table.ui
    me = table.viewer
    _give(table, (Card(4, Suit.CLUBS), Card(9, Suit.HEARTS), Card(12, Suit.SPADES)))
    ui.fan.focus = 0
    _key(pygame.K_s)
    app.run_frames(1)
    assert _last(table) == (me, Play(Card(4, Suit.CLUBS), Form.STAR))
    waiting_for_me = t("table.waiting_for", name=table.name(me))
    seen_busy = 0
    while table.busy and ui.turn == me:
        seen_busy += 1
        assert ui.status_text()[0] != waiting_for_me
        app.run_frames(1)
    assert seen_busy  # the star was still flying into the zone on the person's own turn
    _run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    assert ui.status_text()[0] in (t("sns.your_turn"), t("sns.must_play_more", limit=2, n=1))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_hand_limit_line_reads_the_limit_the_engine_declares(
        app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The line said "Hand limit 2" and counted from 2 whatever limit the rules hold: with a limit of 3 and
    five cards in hand it says the limit is 3 and two more cards must be played."""
    from app import i18n
    from engine.games.stars_and_storms import game as sns_game

    monkeypatch.setattr(sns_game, "HAND_LIMIT", 3)
    i18n.set_language(lang)
    try:
        table = _table(app)
        ui = table.ui
        _give(table, (Card(2, Suit.CLUBS), Card(4, Suit.CLUBS), Card(6, Suit.HEARTS), Card(9, Suit.HEARTS),
                      Card(12, Suit.SPADES)))
        assert EndTurn() not in table.viewer_legal()
        text = ui.status_text()[0]
        assert text == t("sns.must_play_more", limit=3, n=2)
        assert "3" in text and "2" in text and text != t("sns.must_play_more", limit=2, n=3)
    finally:
        i18n.set_language("zh")


@contextmanager
def _drawn_rects() -> Iterator[tuple[list[tuple[str, pygame.Rect]], list[tuple[str, pygame.Rect]]]]:
    """Lists that fill with (text, rect) of every text and every pill the table draws while the block runs."""
    pills: list[tuple[str, pygame.Rect]] = []
    real_pill = sns_draw._pill

    def pill_spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real_pill(surface, text, *args, **kwargs)
        pills.append((text, rect))
        return rect

    sns_draw._pill = pill_spy
    try:
        with drawn_text_rects(sns_draw) as texts:
            yield texts, pills
    finally:
        sns_draw._pill = real_pill


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_eliminated_seats_out_pill_covers_none_of_its_lines(monkeypatch: pytest.MonkeyPatch,
                                                               size: tuple[int, int], lang: str) -> None:
    """The 'Out' pill sat on the middle of a small dial, over the seat's stars-and-points line."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        seats = [SeatSetup(False, f"B{i}") for i in range(1, 7)]
        table = TableScene(a, "stars_and_storms", seats, {"early_elimination": True}, 3)
        a.reset(table)
        a.run_frames(60)
        ui = table.ui
        assert isinstance(ui, StarsAndStormsUI)
        out_seat = next(s for s in range(6) if s != table.viewer)
        ui.active[out_seat] = False
        ui.sizes[out_seat] = 0
        ui.blowouts[out_seat] = 2
        with _drawn_rects() as (texts, pills):
            table.draw(a.screen)
        out_pills = [r for text, r in pills if text == t("table.out")]
        assert len(out_pills) == 1
        zone = ui.zones[out_seat]
        lines = [t("sns.stars_points_short", stars=len(zone), points=sum(s.rank for s in zone)),
                 t("sns.wins", n=ui.round_wins[out_seat]), table.name(out_seat)]
        near = [r for text, r in texts if text in lines and r.colliderect(out_pills[0].inflate(0, 80))]
        assert len(near) >= 3  # the seat's name, stars-and-points and wins lines are drawn around it
        for r in near:
            assert not r.colliderect(out_pills[0]), (r, out_pills[0])
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_small_dials_badges_sit_clear_of_each_other_and_of_every_tile_and_text(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    """The star destroyer's and the blown-out badges under a small dial touched each other, covered the
    dial's lowest tiles and, on a crowded table, a neighbour's dial or the draw pile."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        for players in range(2, 7):
            seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
            table = TableScene(a, "stars_and_storms", seats, {"early_elimination": players >= 3}, 3)
            a.reset(table)
            a.run_frames(1)
            ui = table.ui
            assert isinstance(ui, StarsAndStormsUI)
            ui.banner = None
            lay = ui.lay
            slots = [slot for geom in lay.zones.values() for slot in geom.slots]
            piles = [lay.deck_rect, lay.discard_rect]
            for seat in (s for s in range(players) if s != table.viewer):
                ui.destroyer = seat
                ui.blowouts = [1] * players  # every seat blown out once: all their badges show at once
                with _drawn_rects() as (texts, pills):
                    table.draw(a.screen)
                badge_texts = {t("sns.destroyer_badge"), t("sns.blowouts", n=1)}
                big = lay.zones[table.viewer].inner
                badges = [r for text, r in pills if text in badge_texts and not big.colliderect(r)]
                assert len(badges) == (players - 1 if players >= 3 else 0) + 1
                assert any(r.colliderect(lay.zones[seat].bounds.inflate(80, 80)) for r in badges)
                for k, r in enumerate(badges):
                    assert lay.rect.contains(r), (players, seat, r)
                    for other in badges[k + 1:]:
                        assert not r.inflate(6, 2).colliderect(other), (players, seat, r, other)
                    assert r.collidelist(slots) < 0, (players, seat, r, slots[r.collidelist(slots)])
                    assert r.collidelist(piles) < 0, (players, seat, r)
                    for text, tr in texts:
                        inside_a_pill = any(p.contains(tr) for _, p in pills)
                        assert inside_a_pill or not r.colliderect(tr), (players, seat, r, text, tr)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 6])
def test_the_hand_stands_clear_of_the_windows_bottom_edge(size: tuple[int, int], players: int) -> None:
    """The person's cards stood 6 px above the window's bottom edge (their shadow touched it); Deadline 99's
    hand keeps 10 px."""
    from tests.apptools import quick_app, seated_table

    a = quick_app()
    try:
        table = seated_table(a, "stars_and_storms", players, size)
        ui = table.ui
        assert isinstance(ui, StarsAndStormsUI)
        _run_until(a, lambda: bool(table.viewer_legal()), settle=True)
        assert len(ui.fan.rects) >= 2
        for r in ui.fan.rects:
            assert r.bottom <= size[1] - 10, (r, size)
        lift = ui.fan.card_h // 7  # a hovered or chosen card rises this much
        slots = ui.lay.zones[table.viewer].slots
        for r in ui.fan.rects:
            assert r.move(0, -lift).collidelist(slots) < 0
            assert not r.colliderect(ui.lay.end_button)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_persons_own_out_mark_covers_none_of_their_zones_lines(monkeypatch: pytest.MonkeyPatch,
                                                                   size: tuple[int, int], lang: str) -> None:
    """A big red 'OUT' sat over the person's '0 stars · 0 points  Won 0' line, and the status under it said
    'Game over' while the match went on (the engine had finished it; the table was still showing it)."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a, options={"early_elimination": True})
        ui = table.ui
        me = table.viewer
        ui.active[me] = False
        ui.blowouts[me] = 2
        monkeypatch.setattr(type(table.session), "is_over", lambda self: True)
        assert ui.status_text()[0] == t("sns.out_of_round")
        with _drawn_rects() as (texts, pills):
            table.draw(a.screen)
        inner = ui.lay.zones[me].inner
        outs = [r for text, r in pills if text == t("table.out") and inner.colliderect(r)]
        assert len(outs) == 1
        mine = [(text, r) for text, r in texts if inner.contains(r) and not any(p.contains(r) for _, p in pills)]
        assert any(text == t("sns.out_of_round") for text, _ in mine)
        assert not any(text == t("table.game_over") for text, _ in mine)
        for text, r in mine:
            assert not r.colliderect(outs[0]), (text, r, outs[0])
        ui.round_live = False  # the match's end shown
        assert ui.status_text()[0] == t("table.game_over")
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lists_in_the_log_and_round_panel_use_the_languages_separator(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                      lang: str) -> None:
    """The Chinese log read '风暴吹落 3 颗星辰：玩家1 ♦10, 电脑2 ♦Q' (an English comma), and the round panel
    '玩家1  （歼星者）' (two spaces before a full-width bracket)."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.games.stars_and_storms.model import (
        RoundEnded, RoundResult, StakesSettled, Star, StarsBlownAway, ZoneStar,
    )

    i18n.set_language(lang)
    try:
        names = ["玩家1", "电脑2", "电脑3"] if lang == "zh" else ["Player 1", "Bot 2", "Bot 3"]
        name = names.__getitem__
        sep = t("list.sep")
        c1, c2 = Card(10, Suit.DIAMONDS), Card(12, Suit.DIAMONDS)
        blown = StarsBlownAway(2, (ZoneStar(0, Star(c1, c1)), ZoneStar(1, Star(c2, c2))))
        assert narrate_event(blown, name).endswith(f"{name(0)} {c1}{sep}{name(1)} {c2}")
        result = RoundResult(1, (0, 1), (2, 2, 0), (9, 9, 0), 1, 0, (5, 0, -5), (2,))
        assert f"{name(0)}{sep}{name(1)}" in narrate_event(RoundEnded(result, (1, 1, 0)), name)  # type: ignore[arg-type]
        assert f"{name(0)} +5{sep}{name(1)} ±0" in narrate_event(StakesSettled(0, (5, 0, -5), (5, 0, -5)), name)  # type: ignore[arg-type]
        s = sns_summary.RoundSummary(result, (1, 1, 0), (5, 0, -5), 5, True, True, 1, auto=False)
        with drawn_text_rects(sns_summary) as texts:
            sns_summary.draw_summary(app.screen, s, app.screen.get_rect(), name, 0, None)
        drawn = [text for text, _ in texts]
        assert t("sns.sum.shared", names=f"{name(0)}{sep}{name(1)}") in drawn
        mark = t("sns.sum.destroyer_mark")
        labelled = next(text for text in drawn if text.startswith(name(0)) and mark in text)
        assert labelled == (f"{name(0)}{mark}" if lang == "zh" else f"{name(0)} {mark}")
        assert "  " not in next(text for text in drawn if text.startswith(name(2)))
    finally:
        i18n.set_language("zh")


def test_the_joker_picker_elimination_flag_and_round_log_say_what_they_mean(app: App) -> None:
    """'Which card is the Small joker? (as a star)' asked what the joker *is*; 'Early elimination: from turn 3'
    did not match the rule (after everyone has had two turns); 'Winner: Bot 2 (stars 3/9)' did not say whose
    stars were whose."""
    from app import i18n
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.games.stars_and_storms.model import RoundEnded, RoundResult

    i18n.set_language("en")
    try:
        assert t("sns.picker.title", joker=t("sns.small_joker"), form=t("sns.picker.as_star")) \
            == "Which card does the Small\u00a0joker stand for? (played as a star)"
        assert "turn 3" not in t("sns.flag.elimination") and "2 turns each" in t("sns.flag.elimination")
        names = ["Player 1", "Bot 2"]
        line = narrate_event(RoundEnded(RoundResult(1, (1,), (3, 9), (20, 50), 1, None, (0, 0), ()), (0, 1)),
                             names.__getitem__)
        assert line == "Round 1 over. Winner: Bot 2 (stars: Player 1 ★3, Bot 2 ★9)"
        i18n.set_language("zh")
        line = narrate_event(RoundEnded(RoundResult(1, (1,), (3, 9), (20, 50), 1, None, (0, 0), ()), (0, 1)),
                             ["玩家1", "电脑2"].__getitem__)
        assert line == "第 1 局结束，胜者：电脑2（星辰：玩家1 ★3、电脑2 ★9）"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_joker_pickers_title_fits_its_panel(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
                                                lang: str) -> None:
    from app import i18n
    from app.games.stars_and_storms import picker as sns_picker
    from engine.cards import SMALL_JOKER

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        for joker in (Card(SMALL_JOKER, Suit.JOKER), JOKER):
            for form in (Form.STAR, Form.STORM):
                ui.hand.append(joker)
                ui.try_play(len(ui.hand) - 1, form, (0, 0))
                assert ui.picker is not None
                with drawn_text_rects(sns_picker) as texts:
                    ui.picker.draw(a.screen)
                title = texts[0][1]
                assert ui.picker.rect.inflate(-20, 0).contains(title), (title, ui.picker.rect)
                ui.picker = None
                ui.hand.pop()
    finally:
        i18n.set_language("zh")
        a.shutdown()


def test_e_pressed_while_a_storm_still_animates_ends_the_turn_once_it_has_landed(app: App) -> None:
    """E pressed about 0.2 s after raising a storm did nothing at all: no message, nothing queued."""
    table = _table(app)
    ui = table.ui
    me = table.viewer
    _give(table, (Card(3, Suit.SPADES), Card(9, Suit.HEARTS), Card(11, Suit.CLUBS)))
    ui.fan.focus = ui.hand.index(Card(9, Suit.HEARTS))
    _key(pygame.K_w)
    app.run_frames(2)
    assert _last(table) == (me, Play(Card(9, Suit.HEARTS), Form.STORM))
    assert table.busy and not table.viewer_legal()  # the storm is still on its way
    before = len(table.session.record.actions)
    _key(pygame.K_e)
    app.run_frames(1)
    assert len(table.session.record.actions) == before  # not yet: the storm is still landing
    _run_until(app, lambda: len(table.session.record.actions) > before)
    assert table.session.record.actions[before] == (me, EndTurn())


def test_e_pressed_while_the_turn_before_still_animates_does_not_end_the_persons_next_turn(app: App) -> None:
    table = _table(app)
    me = table.viewer
    _give(table, ())  # the next turn's draw leaves two cards: ending it at once would be legal
    _key(pygame.K_e)
    app.run_frames(1)
    assert _last(table) == (me, EndTurn())
    ended = len(table.session.record.actions)
    pressed_while_mine = 0
    for _ in range(4000):  # E, again and again, while the bots' turns and the person's next draw are shown
        if table.viewer_legal():
            break
        pressed_while_mine += me in table.session.decision().seats
        _key(pygame.K_e)
        app.run_frames(1)
    assert pressed_while_mine  # (some of them while the engine already waited for the person)
    app.run_frames(3)
    assert (me, EndTurn()) not in table.session.record.actions[ended:]


def test_a_card_dropped_on_an_opponents_dial_says_where_cards_go(app: App) -> None:
    """Dropped on another seat's dial, the card slid back without a word."""
    table = _table(app)
    ui = table.ui
    card = _ordinary(table)
    other = next(g for s, g in ui.lay.zones.items() if s != table.viewer)
    before = len(table.session.record.actions)
    app.toast.left = 0
    _drag(app, _card_centre(ui, card), other.center)
    assert len(table.session.record.actions) == before
    assert ui.returning == ui.hand.index(card)
    assert app.toast.left > 0 and app.toast.text == t("sns.drop_where")
    app.run_frames(30)
    app.toast.left = 0
    centre = _card_centre(ui, card)
    _drag(app, centre, (centre[0] + 30, centre[1] - 10))  # back into the hand: a change of mind, no message
    assert app.toast.left <= 0


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_key_hint_and_the_storm_label_stay_off_the_persons_zone_rings(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    """'S star · W storm' above a chosen card and 'Release to raise a storm' under the middle were written
    across the rings round the person's zone."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        _run_until(a, lambda: bool(table.viewer_legal()), settle=True)
        lay = ui.lay
        geom = lay.zones[table.viewer]
        outer = sns_draw.zone_ring(geom).inflate(lay.sw * 2 + 14 + 6, lay.sh + 22 + 6)  # the outermost ring
        ui.fan.focus = 0
        cases = [(None, t("sns.key_hint")), ("storm", t("sns.click_storm"))]
        for target, label in cases:
            ui.drag_target = target
            with _drawn_rects() as (texts, pills):
                ui.draw(a.screen)
                ui.draw_overlay(a.screen)
            rects = [r for text, r in texts + pills if text == label]
            assert rects, label
            for r in rects:
                assert not sns_draw._hits_ellipse(r, outer), (label, r, outer)
                assert lay.rect.contains(r)
            if target == "storm":
                assert any(lay.eye.contains(r) for r in rects)
        ui.fan.drag = 0  # dragged over the middle
        ui.fan.drag_pos = (lay.eye.centerx - lay.cw // 2, lay.eye.centery - lay.ch // 2)
        with _drawn_rects() as (texts, pills):
            ui.draw(a.screen)
            ui.draw_overlay(a.screen)
        rects = [r for text, r in pills if text == t("sns.drop_storm")]
        assert rects and all(lay.eye.contains(r) for r in rects)
    finally:
        i18n.set_language("zh")
        a.shutdown()


def test_the_replay_viewer_shows_no_end_turn_button(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """At move 0 of a replay with a person in it, a greyed 'End turn (E)' stood on the table: nobody ends a
    turn in a replay."""
    from app.scenes.replay import ReplayScene
    from tests.apptools import finished_record

    record, _ = finished_record("stars_and_storms", 5, ("P1", "B2", "B3"))
    record = replace(record, seat_kinds=("human", "random", "random"))
    viewer = ReplayScene(app, record)
    app.push(viewer)
    ui = viewer.table.ui
    assert isinstance(ui, StarsAndStormsUI)
    for index in (0, 1, len(viewer.states) // 2):
        viewer.jump(index)
        app.run_frames(2)
        assert viewer.table.is_human(viewer.table.viewer)
        drawn: list[pygame.Rect] = []
        with monkeypatch.context() as m:
            m.setattr(ui.end_btn, "draw", lambda surface: drawn.append(ui.end_btn.rect))
            app.run_frames(1)
        assert not drawn, index
        assert not ui.end_visible()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_end_turn_label_grows_with_its_button(lang: str) -> None:
    """At 1920×1080 'End turn (E)' stayed at its 1280×720 size inside a button half as big again."""
    from app import i18n
    from app.fonts import get_font
    from tests.apptools import quick_app, seated_table

    a = quick_app()
    i18n.set_language(lang)
    try:
        sizes = {}
        for size in ((960, 600), (1280, 720), (1920, 1080)):
            table = seated_table(a, "stars_and_storms", 3, size)
            ui = table.ui
            assert isinstance(ui, StarsAndStormsUI)
            btn = ui.end_btn
            font = btn.fitted_size()
            sizes[size] = (btn.rect.h, font)
            assert get_font(font).size(btn.label())[0] <= btn.rect.w - 10
        (_, f0), (h1, f1), (h2, f2) = sizes[(960, 600)], sizes[(1280, 720)], sizes[(1920, 1080)]
        assert f1 >= f0
        assert f2 / f1 >= 0.85 * h2 / h1, sizes  # the label grows about as much as the button
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [5, 6])
def test_the_match_option_lines_stay_clear_of_the_dials(app, lang: str, size: tuple[int, int], players: int) -> None:
    """With five or six players "Elimination: after 2 turns each" ran across the nearest dial."""
    import math

    from app import i18n
    from app.games.stars_and_storms import draw

    i18n.set_language(lang)
    try:
        table = _every_flag_table(app, players, size)
        rects = draw._round_info_rects(table.ui)
        assert len(rects) >= 4  # four lines; one too wide for its room takes two rows (checked whole in the next test)
        for zone in table.ui.lay.zones.values():
            if zone.big:
                continue
            disc = zone.bounds.w // 2
            for r in rects:  # the nearest point of the line's box to the dial's centre lies outside its disc
                nx = min(max(zone.center[0], r.left), r.right)
                ny = min(max(zone.center[1], r.top), r.bottom)
                assert math.hypot(nx - zone.center[0], ny - zone.center[1]) >= disc, (r, zone.center, disc)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_match_option_lines_are_shown_whole(app, lang: str, size: tuple[int, int], players: int) -> None:
    """At 960×600 with six players "Elimination: after 2 turns each" was cut to "Elimination: after 2 turn…"
    to keep clear of a dial: a line too wide even at the smallest size now runs on to a second row."""
    from app import i18n
    from app.games.stars_and_storms import draw
    from app.ui.widgets import ELLIPSIS

    i18n.set_language(lang)
    try:
        table = _every_flag_table(app, players, size)
        lines = draw._round_info(table.ui)
        texts = [text for text, *_ in lines[1:]]
        assert not any(ELLIPSIS in text for text in texts), texts
        whole = [t("sns.flag.heat"), t("sns.flag.elimination"), t("sns.flag.stakes")]
        assert "".join(texts).replace(" ", "") == "".join(whole).replace(" ", "")  # every word, in order
        tops = [pos[1] for *_, pos in lines]
        assert tops == sorted(tops) and len(set(tops)) == len(tops)  # one row under another, none on top of one
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_the_match_option_lines_are_all_one_size(app, lang: str, size: tuple[int, int], players: int) -> None:
    """With six players "Elimination: after 2 turns each" was drawn smaller than "Heat death: on" and
    "Stakes: on" (at 960×600 in two rows of 9-pixel text): every option row is now the same size, and
    the rows an option runs on to are indented under its first."""
    from app import i18n
    from app.games.stars_and_storms import draw

    i18n.set_language(lang)
    try:
        table = _every_flag_table(app, players, size)
        rows = draw._round_info(table.ui)[1:]
        assert len({size for _, size, *_ in rows}) == 1, [(text, size) for text, size, *_ in rows]
        assert rows[0][1] == draw.fs(table.ui, 13)
        starts = (t("sns.flag.heat"), t("sns.flag.elimination"), t("sns.flag.stakes"))
        left = rows[0][4][0]
        for text, _, _, _, (x, _) in rows:
            assert x == left if any(whole.startswith(text) for whole in starts) else x > left, (text, x, left)
    finally:
        i18n.set_language("zh")


def test_no_end_turn_for_a_person_out_of_the_round_and_no_wrong_turn_message(app) -> None:
    """An eliminated person still saw a greyed End turn; a card played on the person's own turn
    while the table still moved said "It is not your turn."."""
    from app import i18n
    from engine.games.stars_and_storms.model import Form
    from tests.apptools import run_until, seated_table

    i18n.set_language("en")
    try:
        table = seated_table(app, "stars_and_storms", 3, (1280, 720), seed=2)
        ui = table.ui
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        assert ui.end_visible()
        ui.active[table.viewer] = False
        assert not ui.end_visible()
        ui.active[table.viewer] = True
        played = len(table.session.record.actions)
        table.wait = 5.0  # the person's turn, the table still animating
        assert table.busy and not table.viewer_legal()
        app.toast.text = ""
        ui.try_play(0, Form.STAR, ui.fan.card_pos(0))
        assert app.toast.text != i18n.t("table.not_your_turn")
        assert len(table.session.record.actions) == played  # and nothing was played
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("rounds", [1, 2])
def test_the_results_say_how_many_rounds_were_played_in_words_that_agree(app: App, rounds: int) -> None:
    """A one-round match ended on "1 rounds played"."""
    from app import i18n
    from engine.registry import get_game
    from tests.apptools import finished_record

    _, state = finished_record("stars_and_storms", 3, names=("P1", "B2", "B3"), options={"rounds": rounds})
    table = _table(app)
    table.session.state = state
    outcome = get_game("stars_and_storms").outcome(state)
    try:
        i18n.set_language("en")
        assert table.ui.result_lines(outcome)[0] == ("1 round played" if rounds == 1 else "2 rounds played")
        i18n.set_language("zh")
        assert table.ui.result_lines(outcome)[0] == f"共 {rounds} 局"
    finally:
        i18n.set_language("zh")


def test_the_log_says_how_often_a_zone_was_blown_empty_in_plain_words() -> None:
    """With early elimination the English log read "B2's zone was blown empty (time 1).\""""
    from app import i18n
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.games.stars_and_storms.model import ZoneBlownOut

    names = ["P1", "B2", "B3"].__getitem__
    try:
        i18n.set_language("en")
        first = narrate_event(ZoneBlownOut(1, 1), names)
        assert first.startswith("B2's zone was blown empty for the first time") and "time 1" not in first
        assert narrate_event(ZoneBlownOut(1, 2), names) == "B2's zone was blown empty for the second time."
        i18n.set_language("zh")
        assert narrate_event(ZoneBlownOut(1, 1), names) == "B2 的星区被吹空（第 1 次）。"
    finally:
        i18n.set_language("zh")


def _toast_pixels(app: App) -> tuple[pygame.Rect, bytes]:
    """Where the message's panel is drawn in a new frame, and its pixels (clear of its rounded corners)."""
    shown = drawn_toast_rect(app)
    assert shown is not None, "the message was drawn"
    inner = shown.inflate(-30, -4)
    return inner, pygame.image.tobytes(app.screen.subsurface(inner), "RGB")


@pytest.mark.parametrize("over", ["picker", "summary"])
def test_a_message_over_the_joker_picker_or_the_round_panel_is_opaque(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                      over: str) -> None:
    """The message's panel let the picker's buttons and the round panel's figures show through it."""
    from engine.games.stars_and_storms.model import RoundResult
    from app.games.stars_and_storms.summary import RoundSummary

    table = _table(app)
    ui = table.ui
    colour = [(255, 0, 255)]

    def paint(surface: pygame.Surface, *args: object, **kwargs: object) -> pygame.Rect:
        surface.fill(colour[0])  # a loud colour over the whole window, wherever the message shows
        return surface.get_rect()

    if over == "picker":
        ui.hand.append(JOKER)
        ui.try_play(len(ui.hand) - 1, Form.STORM, (0, 0))
        assert ui.picker is not None
        monkeypatch.setattr(ui.picker, "draw", paint)
    else:
        result = RoundResult(1, (0,), (2, 1, 0), (9, 5, 0), 1, 0, (0, 0, 0), ())
        ui.summary = RoundSummary(result, (1, 0, 0), (0, 0, 0), 5, False, True, 1, auto=False)
        monkeypatch.setattr(sns_table, "draw_summary", paint)
    app.toast.show("You hold 3 cards: play 1 more before ending your turn.", 3.0, (255, 220, 90))
    rect, magenta = _toast_pixels(app)
    colour[0] = (0, 255, 0)
    again, green = _toast_pixels(app)
    assert rect == again and app.screen.get_rect().contains(rect)
    assert magenta == green, "what lies under the message shows through its panel"


def test_a_storm_that_blows_nothing_away_says_so_in_the_log() -> None:
    """A storm that reached no star left only "B2 raised a level-1 storm with ♣K (reaches A Q K)." and then
    nothing: the log did not say how it ended, where a storm that hit wrote whose stars it blew away."""
    from app import i18n
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.games.stars_and_storms import StarsAndStorms
    from tests.test_stars_and_storms_support import situation, storm

    game = StarsAndStorms()
    state = situation(hands=["Kc 9d"], zones=["", "5h 7s"], deck="9s 9h")
    _, events = game.apply(state, 0, storm("Kc"))
    names = ["P1", "B2"].__getitem__
    try:
        for lang, expected in (("en", "The storm blew no stars away."), ("zh", "风暴没有吹落任何星辰。")):
            i18n.set_language(lang)
            lines = [narrate_event(e, names) for e in events]
            said = [line for line in lines if line]
            storm_line = next(i for i, e in enumerate(events) if type(e).__name__ == "StormRaised")
            assert expected in said, said
            assert lines.index(expected) == storm_line + 1  # right after the storm's own line
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_stakes_without_a_star_destroyer_are_not_shown_at_the_table(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                   lang: str) -> None:
    """Stakes on with Star destroyer off (the lobby greys Stakes out: nobody settles without a star
    destroyer) still showed "Stakes: on" top left, chips ±0 under every seat and chip columns on the
    round panel and the results, none of which could ever change."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from engine.registry import get_game
    from tests.apptools import drawn_texts, finished_record

    i18n.set_language(lang)
    try:
        options = {"star_destroyer": False, "stakes": True, "rounds": 1}
        table = _table(app, options=options)
        ui = table.ui
        with drawn_texts(sns_draw) as texts:
            app.draw()
        chips = t("sns.chips", n="±0")
        assert t("sns.flag.stakes") not in texts
        assert not any(chips in text or text.endswith("±0") for text in texts), texts
        _, state = finished_record("stars_and_storms", 3, names=("P1", "B2", "B3"), options=options)
        table.session.state = state
        lines = ui.result_lines(get_game("stars_and_storms").outcome(state))
        assert not any(t("sns.chips", n="").strip() in line for line in lines), lines
        assert not ui.flags["stakes"]  # the round panel is drawn from these flags: no chip columns
        with drawn_texts(sns_summary) as texts:
            result = state.history[0]
            ui.summary = sns_summary.RoundSummary(result, state.round_wins, state.chips, 1, ui.flags["stakes"],
                                                  ui.flags["star_destroyer"], 1, auto=False)
            app.draw()
        assert t("sns.col.chips") not in texts and t("sns.sum.no_stakes") not in texts
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("over", ["picker", "summary"])
def test_the_joker_picker_and_the_round_panel_hide_the_table_beneath(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                      over: str) -> None:
    """Both panels were slightly see-through: the middle's lines, card faces and the person's zone line
    showed between the picker's buttons and behind the round panel's figures."""
    from engine.games.stars_and_storms.model import RoundResult
    from app.games.stars_and_storms.summary import RoundSummary, panel_rect

    table = _table(app)
    ui = table.ui
    colour = [(255, 0, 255)]
    monkeypatch.setattr(sns_table, "draw_table", lambda u, surface: surface.fill(colour[0], u.rect))
    if over == "picker":
        ui.hand.append(JOKER)
        ui.try_play(len(ui.hand) - 1, Form.STORM, (0, 0))
        assert ui.picker is not None
        panel = ui.picker.rect
    else:
        result = RoundResult(1, (0,), (2, 1, 0), (9, 5, 0), 1, 0, (0, 0, 0), ())
        ui.summary = RoundSummary(result, (1, 0, 0), (0, 0, 0), 5, False, True, 1, auto=False)
        panel = panel_rect(ui.rect, 3, table.scale)
    inner = panel.inflate(-40, -40)
    shots = []
    for fill in ((255, 0, 255), (0, 255, 0)):
        colour[0] = fill
        app.draw()
        shots.append(pygame.image.tobytes(app.screen.subsurface(inner), "RGB"))
    assert shots[0] == shots[1], "the table beneath shows through the panel"


def test_a_jokers_bracket_in_the_log_has_no_space_after_it(app: App) -> None:
    """The Chinese log wrote "玩家1 把 小王（当作 ♣A） 放成星辰。": a full-width bracket brings its own
    space. The English log keeps its spaces."""
    from app import i18n
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.cards import SMALL_JOKER
    from engine.games.stars_and_storms.model import StarPlaced, StormRaised

    joker, ace = Card(SMALL_JOKER, Suit.JOKER), Card(1, Suit.CLUBS)
    names = {0: "玩家1", 1: "Bot 2"}.__getitem__
    try:
        i18n.set_language("zh")
        assert narrate_event(StarPlaced(0, joker, ace), names) == "玩家1 把 小王（当作 ♣A）放成星辰。"
        assert narrate_event(StormRaised(0, joker, ace, 1, (13, 1, 2)), names) == (
            "玩家1 用 小王（当作 ♣A）掀起 1 级风暴（波及 K A 2）。")
        assert narrate_event(StarPlaced(0, ace, ace), names) == "玩家1 把 ♣A 放成星辰。"
        i18n.set_language("en")
        assert narrate_event(StarPlaced(1, joker, ace), names) == "Bot 2 placed Small\u00a0joker (as ♣A) as a star."
    finally:
        i18n.set_language("zh")


def test_a_banner_hides_what_it_crosses() -> None:
    """The round's banner ("Round 1 of 5" over "Storm level 1 · Star destroyer Ann · term 1") lay
    on a band only half dark across the storm panel, whose own "Storm level 1" and destroyer line
    read through it, jumbled with the banner's. At its full strength the band now all but hides
    what is under it: the felt shows through it at most faintly."""
    from app.games.stars_and_storms.fx import Banner

    def drawn(under: tuple[int, int, int]) -> pygame.Surface:
        surface = pygame.Surface((800, 400))
        surface.fill(under)
        banner = Banner("Round 1 of 5", "Storm level 1", (240, 200, 90), 1.6, 1.6)
        banner.left = 1.0  # past its swelling in, not yet fading
        banner.draw(surface, (400, 200), 40)
        return surface

    light, dark = drawn((255, 255, 255)), drawn((0, 0, 0))
    for y in (170, 200, 230):  # in the band, at its left end (no letters there)
        a, b = light.get_at((5, y)), dark.get_at((5, y))
        assert max(abs(a[k] - b[k]) for k in range(3)) <= 50, (y, a, b)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("stakes", [False, True])
def test_the_round_panels_columns_fill_its_width(app: App, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                stakes: bool) -> None:
    """Without stakes the round panel's four columns (player, stars, points, wins) stood where the
    six of a game with stakes do, and left the right third of the panel empty. They now spread
    over it: the last column's heading ends in the panel's last quarter, the headings in order and
    clear of each other, inside the panel, as with stakes."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from engine.games.stars_and_storms.model import RoundResult

    i18n.set_language(lang)
    try:
        result = RoundResult(1, (1,), (1, 2, 0, 1), (6, 11, 0, 12), 1, 3, (0, 0, 0, 0), ())
        s = sns_summary.RoundSummary(result, (0, 1, 0, 0), (0, 0, 0, 0), 5, stakes, True, 1, auto=False)
        area = pygame.Rect(0, 48, 752, 552)  # the table left of the log at 960×600
        with drawn_text_rects(sns_summary) as texts:
            panel = sns_summary.draw_summary(app.screen, s, area, ["B1", "B2", "B3", "B4"].__getitem__, 0, None)
        drawn = dict(texts)
        keys = ["player", "stars", "points", "wins"] + (["delta", "chips"] if stakes else [])
        heads = [drawn[t("sns.col." + key)] for key in keys]
        assert all(a.right < b.left for a, b in zip(heads, heads[1:])), heads
        assert all(panel.contains(head) for head in heads), (panel, heads)
        assert heads[-1].right >= panel.right - panel.w // 4, (panel, heads[-1])
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("stakes", [False, True])
@pytest.mark.parametrize("rounds", [1, 5])
def test_a_one_round_games_panel_names_the_games_winner_without_a_wins_column(app: App, lang: str, stakes: bool,
                                                                              rounds: int) -> None:
    """A one-round game's panel said "Round winner: B2" and had a Wins column (always 1 or 0). With
    one round it now names the game's winner and has no Wins column, its columns still in order,
    inside the panel and spread over it; a match of several rounds keeps both."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from engine.games.stars_and_storms.model import RoundResult

    i18n.set_language(lang)
    try:
        result = RoundResult(1, (1,), (1, 2, 0, 1), (6, 11, 0, 12), 1, 3, (0, 0, 0, 0), ())
        s = sns_summary.RoundSummary(result, (0, 1, 0, 0), (0, 0, 0, 0), rounds, stakes, True, 1, auto=False)
        area = pygame.Rect(0, 48, 752, 552)
        with drawn_text_rects(sns_summary) as texts:
            panel = sns_summary.draw_summary(app.screen, s, area, ["B1", "B2", "B3", "B4"].__getitem__, 0, None)
        drawn = dict(texts)
        round_line = t("sns.sum.winner", names="B2")
        if rounds > 1:
            assert t("sns.col.wins") in drawn and round_line in drawn, list(drawn)
            return
        assert t("sns.col.wins") not in drawn, list(drawn)
        assert round_line not in drawn and t("sns.sum.game_winner", names="B2") in drawn, list(drawn)
        keys = ["player", "stars", "points"] + (["delta_game"] if stakes else [])
        heads = [drawn[t("sns.col." + key)] for key in keys]
        assert all(a.right < b.left for a, b in zip(heads, heads[1:])), heads
        assert all(panel.contains(head) for head in heads), (panel, heads)
        assert heads[-1].right >= panel.right - panel.w // 4, (panel, heads[-1])
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("stakes", [True, False])
def test_long_names_stay_inside_the_round_summary(lang: str, stakes: bool) -> None:
    """With three twelve-character names sharing a round, "Shared win: …" was one 20 px line however long
    and ran out of the round's panel at 960×600. Every text of the panel now stays inside it, none over
    another, and a seat's name keeps clear of its figures."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from engine.games.stars_and_storms.model import RoundResult

    size = (960, 600)
    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "MMMMMMMMMMMM", "爱新觉罗溥仪皇帝陛下万岁", "WWWWWWWWWWW2",
                 "Maximilianus"]
        table = TableScene(app, "stars_and_storms", [SeatSetup(i == 0, n) for i, n in enumerate(names)], {}, 1)
        app.reset(table)
        table.on_resize(size)
        app.run_frames(2)
        ui = table.ui
        result = RoundResult(1, (0, 1, 2), (3, 3, 3, 0, 1, 2), (20, 20, 20, 0, 5, 9), 1, 1,
                             (0, 0, 0, -11, -15, -11) if stakes else (0,) * 6, (3,))
        s = sns_summary.RoundSummary(result, (1, 1, 1, 0, 0, 0), (0, 0, 0, -11, -15, -11), 5, stakes, True, 1,
                                     auto=False)
        with drawn_text_rects(sns_summary) as texts:
            rect = sns_summary.draw_summary(app.screen, s, ui.rect, table.name, 0, None, table.scale)
        drawn = [(text, r) for text, r in texts if r.w]
        for i, (text, r) in enumerate(drawn):
            assert rect.contains(r), (text, r, rect)
            for other, o in drawn[i + 1:]:
                assert not r.colliderect(o), (text, r, other, o)
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_long_names_on_the_dials_keep_off_the_tiles(lang: str, size: tuple[int, int]) -> None:
    """A dial's name was only made smaller (to 9 px, never cut) to the ring's inner width plus 10 px: a
    twelve-character name ("国国国国国国国国国国国国", "MMMMMMMMMMMM") lay over the tiles of the Q and the
    3 beside it. Each name now keeps clear of its dial's tiles."""
    from app import i18n

    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "Maximilianus", "MMMMMMMMMMMM", "爱新觉罗溥仪皇帝陛下万岁",
                 "WWWWWWWWWWW2"]
        table = TableScene(app, "stars_and_storms", [SeatSetup(i == 0, n) for i, n in enumerate(names)], {}, 1)
        app.reset(table)
        table.on_resize(size)
        app.run_frames(2)
        ui = table.ui
        assert isinstance(ui, StarsAndStormsUI)
        with drawn_text_rects(sns_draw) as drawn:
            ui.draw(app.screen)
        dials = [(seat, geom) for seat, geom in ui.lay.zones.items() if not geom.big]
        assert dials
        for seat, geom in dials:
            ring = geom.bounds
            found = [(text, rect) for text, rect in drawn
                     if text[:2] == names[seat][:2] and ring.colliderect(rect)]
            assert len(found) == 1, (seat, found)
            text, rect = found[0]
            for rank in range(1, 14):
                assert not rect.colliderect(geom.slot(rank)), (text, rect, rank, geom.slot(rank))
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_long_name_in_the_round_summary_is_cut_before_the_stars_column(app: App, lang: str) -> None:
    """The round summary fitted a seat's label ("WWWWWWWWWWWW (destroyer) OUT") with fit_line but then
    wrote the whole label, at the fitted size, over the stars column when even 11 px was too wide (a
    table area of 600 px: the panel's player column with stakes is 194 px). It writes the fitted one:
    the name cut with "…", its tags kept."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from app.games.stars_and_storms.text import tagged
    from engine.games.stars_and_storms.model import RoundResult

    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "P3", "P4", "P5", "P6"]
        result = RoundResult(1, (2,), (0, 0, 3, 1, 1, 1), (0, 0, 9, 3, 3, 3), 1, 0, (5, -5, 0, 0, 0, 0), (0, 1))
        s = sns_summary.RoundSummary(result, (0, 0, 1, 0, 0, 0), (5, -5, 0, 0, 0, 0), 5, True, True, 1, auto=False)
        with drawn_text_rects(sns_summary) as texts:
            rect = sns_summary.draw_summary(app.screen, s, pygame.Rect(0, 0, 600, 600), names.__getitem__, 2, None)
        stars_x = next(r.x for text, r in texts if text == t("sns.col.stars"))
        labels = {seat: next((text, r) for text, r in texts if text.startswith(names[seat][:3])) for seat in (0, 1)}
        tags = tagged(tagged("…", t("sns.sum.destroyer_mark")), t("table.out"))  # as after a cut name
        assert labels[0][0].startswith("WWW") and labels[0][0].endswith(tags), labels[0]
        for text, box in labels.values():
            assert box.right < stars_x, (text, box, stars_x, rect)
    finally:
        i18n.set_language("zh")


def test_a_ringed_card_gone_with_the_whole_hand_leaves_no_ring_behind(app: App) -> None:
    """Found by a long random-input run: the person's only card was ringed, the hand emptied (the
    table showed a view with no cards), and the ring stayed on card 0 of an empty fan, so a click on
    the star zone asked for that card's place and the app went to the error screen. An empty fan now
    drops its ring and selection, as a shorter hand already moved the ring onto its last card."""
    from app.scenes.error import ErrorScene

    table = _table(app)
    ui = table.ui
    card = _ordinary(table)
    _give(table, (card,))
    _mouse(pygame.MOUSEBUTTONDOWN, _card_centre(ui, card))
    _mouse(pygame.MOUSEBUTTONUP, _card_centre(ui, card))
    app.run_frames(1)
    assert ui.fan.focus == 0
    _give(table, ())
    assert ui.fan.rects == [] and ui.fan.focus is None and not ui.fan.selected
    _mouse(pygame.MOUSEBUTTONDOWN, ui.lay.zones[table.viewer].slot(8).center)
    _mouse(pygame.MOUSEBUTTONUP, ui.lay.zones[table.viewer].slot(8).center)
    app.run_frames(2)
    assert not any(isinstance(scene, ErrorScene) for scene in app.scenes)
    assert app.top is table


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("cards", [2, 4, 6, 8])
def test_the_key_hint_beside_the_hand_is_not_covered_by_a_button(size: tuple[int, int], lang: str,
                                                                 cards: int) -> None:
    """With four cards in hand at 1280x720 'S star · W storm', written left of the fan, ran under the Hint
    button and read '· W storm'."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        table.on_resize(size)
        ui = table.ui
        _run_until(a, lambda: bool(table.viewer_legal()), settle=True)
        ranks = [1, 3, 5, 7, 9, 11, 13, 2]
        ui.hand = [Card(r, Suit.SPADES) for r in ranks[:cards]]
        ui.incoming = 0
        ui.fan.layout(ui.hand, ui.lay.hand_area, (ui.lay.cw, ui.lay.ch))
        for focus in range(cards):
            ui.fan.focus = focus
            with _drawn_rects() as (texts, _):
                ui.draw(a.screen)
            rects = [r for text, r in texts if text == t("sns.key_hint")]
            assert rects
            for r in rects:
                for button in (ui.hint_btn, ui.end_btn):
                    assert not r.colliderect(button.rect), (focus, r, button.rect)
                assert not any(r.colliderect(c) for c in ui.fan.rects[:cards]), (focus, r)
                assert a.screen.get_rect().contains(r)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_joker_picker_s_cancel_names_its_key_like_ok(app: App, lang: str) -> None:
    """The picker wrote "OK [Enter]" beside a plain "Cancel", though Esc cancels as Enter confirms."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _table(app)
        ui = table.ui
        _give(table, (Card(5, Suit.CLUBS), JOKER))
        _key(pygame.K_2)
        _key(pygame.K_s)
        app.run_frames(1)
        picker = ui.picker
        assert picker is not None
        assert picker.ok.label().endswith(" [Enter]")
        assert picker.no.label().endswith(" [Esc]")
        from app.fonts import get_font
        for b in (picker.ok, picker.no):
            assert get_font(b.font_size).size(b.label())[0] < b.rect.w
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("joker", [14, BIG_JOKER])
def test_a_joker_s_name_is_never_split_across_log_lines(size: tuple[int, int], joker: int) -> None:
    """At 960x600 the log read "Player 1 drew ♥10 Small" / "joker (52 left)": the joker's two-word
    English name broke over two lines."""
    from app import i18n
    from engine.games.stars_and_storms.model import Drew

    a = _sized_app(size)
    i18n.set_language("en")
    try:
        seats = [SeatSetup(True, "Player 1"), SeatSetup(False, "Bot 2"), SeatSetup(False, "Bot 3")]
        table = TableScene(a, "stars_and_storms", seats, {}, 5)
        a.reset(table)
        table.on_resize(size)
        area, font_size, _ = table.log_layout()
        for others in ((Card(10, Suit.HEARTS),), (Card(10, Suit.HEARTS), Card(7, Suit.CLUBS)), ()):
            table.tell([Drew(0, others + (Card(joker, Suit.JOKER),), len(others) + 1, 52)], replace=True)
            lines = table.log_shown(area.w, 20, font_size)
            name = t("sns.big_joker" if joker == BIG_JOKER else "sns.small_joker").replace("\u00a0", " ")
            assert any(name in line.replace("\u00a0", " ") for line in lines), lines
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("frames", [6, 3], ids=["hammered", "held"])
def test_enter_hammered_or_held_as_the_round_ends_leaves_its_panel_up(app: App, frames: int) -> None:
    """The round's panel closed at the first Enter after it came up: Enter hammered (every tenth of
    a second) or held through the last turn skipped it unread. Its keys now wait, as the results'
    do, for a quiet second; then Enter closes it."""
    from app.ui.keygrace import KEY_GRACE

    app.settings = replace(app.settings, animation_speed=40.0)
    table = _table(app, seed=2, options={"rounds": 2}, players=2)
    ui = table.ui
    for _ in range(20000):
        if ui.summary is not None:
            break
        legal = table.viewer_legal()
        if legal:
            table.submit(EndTurn() if EndTurn() in legal else legal[0])
        app.run_frames(1)
    assert ui.summary_waiting()
    for _ in range(180 // frames):  # three seconds of Enter
        _key(pygame.K_RETURN)
        app.run_frames(frames)
        assert ui.summary_waiting() and ui.summary.result.round_no == 1, "a hammered Enter closed the round's panel"
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _key(pygame.K_RETURN)
    _run_until(app, lambda: ui.round_no == 2)
    assert ui.summary is None


def test_a_storm_card_still_in_the_middle_goes_to_the_discard_when_the_next_storm_comes(app: App) -> None:
    """A heat card raised as a storm on an empty table, then at once a second storm: the first card (it blew
    nothing away, so it stays in the middle 1.5 s) vanished on the spot when the second landed over it,
    instead of flying to the discard pile as every other storm card does."""
    app.settings = replace(app.settings, animation_speed=1.0)
    table = _table(app, options={"heat_death": True})
    ui = table.ui
    heat = table.session.state.heat_rank
    first, second = Card(heat, Suit.SPADES), Card((heat + 5) % 13 + 1, Suit.HEARTS)
    _give(table, (first, second))
    s = table.session.state
    table.session.state = replace(s, zones=tuple(() for _ in s.zones))
    ui.sync(table.view())
    _key(pygame.K_1)
    _key(pygame.K_w)
    app.run_frames(1)
    assert _last(table) == (table.viewer, Play(first, Form.STORM))
    _run_until(app, lambda: bool(table.viewer_legal()))
    assert ui.centre is not None and ui.centre[0] == first  # still shown in the middle
    _key(pygame.K_1)
    _key(pygame.K_w)
    app.run_frames(1)
    assert _last(table) == (table.viewer, Play(second, Form.STORM))
    flew, seen_second = False, False
    for _ in range(240):
        if not (ui.centre is not None and ui.centre[0] == first) and not flew:
            flew = any(not f.done and tuple(map(int, f.end)) == ui.lay.discard_rect.topleft for f in table.flyers)
            assert flew, "the first storm card left the middle without flying to the discard pile"
        seen_second = seen_second or (ui.centre is not None and ui.centre[0] == second)
        app.run_frames(1)
    assert seen_second


@pytest.mark.parametrize("lang, reaches, hits", [
    ("en", "Reaches J Q K", "Blows away 2 stars (1 yours)"),
    ("zh", "波及 J Q K", "吹落 2 颗星辰（你的 1 颗）"),
])
def test_the_joker_picker_says_what_the_storm_it_declares_will_blow_away(
        app: App, lang: str, reaches: str, hits: str) -> None:
    """The picker covers the middle of the table, the person's own zone's top row with it, so the glow that
    shows a storm's reach on the tiles was hidden while a joker's rank was chosen for a storm. The picker now
    says it in words once a rank is chosen: the ranks reached and how many stars go, the person's own among
    them (here level 1, ♠Q in the person's zone and ♥K and ♣5 in another)."""
    from app import i18n
    import app.games.stars_and_storms.picker as sns_picker
    from engine.games.stars_and_storms.model import Star

    i18n.set_language(lang)
    try:
        table = _table(app, options={"heat_death": False})
        ui = table.ui
        _give(table, (JOKER, Card(2, Suit.CLUBS)))
        s = table.session.state
        zones = [() for _ in s.zones]
        zones[table.viewer] = (Star(Card(12, Suit.SPADES), Card(12, Suit.SPADES)),)
        other = (table.viewer + 1) % len(zones)
        zones[other] = (Star(Card(13, Suit.HEARTS), Card(13, Suit.HEARTS)), Star(Card(5, Suit.CLUBS), Card(5, Suit.CLUBS)))
        deck = tuple(c for c in s.deck if c not in (Card(12, Suit.SPADES), Card(13, Suit.HEARTS), Card(5, Suit.CLUBS)))
        hands = tuple(tuple(c for c in h if c not in (Card(13, Suit.HEARTS), Card(5, Suit.CLUBS), Card(12, Suit.SPADES)))
                      for h in s.hands)
        table.session.state = replace(s, zones=tuple(zones), deck=deck, hands=hands, level=1)
        ui.sync(table.view())
        assert ui.level == 1
        _key(pygame.K_1)
        _key(pygame.K_w)
        app.run_frames(1)
        assert ui.picker is not None and ui.picker.form is Form.STORM
        with drawn_texts(sns_picker) as before:
            app.run_frames(1)
        assert not any(reaches in x for x in before)  # no rank chosen yet: nothing to say
        _key(pygame.K_q)
        with drawn_texts(sns_picker) as texts:
            app.run_frames(1)
        assert reaches in texts, texts
        assert hits in texts, texts
    finally:
        i18n.set_language("zh")


def test_a_heat_storms_note_counts_the_suit_it_burns_first() -> None:
    """A joker declared as the heat rank burns every star of its suit before the storm: the picker's count
    takes them in (♥3 far from the storm's reach, ♠Q inside it, ♣5 untouched)."""
    from app import i18n
    from app.games.stars_and_storms.picker import storm_note
    from engine.games.stars_and_storms.model import Star

    zones = [(Star(Card(12, Suit.SPADES), Card(12, Suit.SPADES)),),
             (Star(Card(3, Suit.HEARTS), Card(3, Suit.HEARTS)), Star(Card(5, Suit.CLUBS), Card(5, Suit.CLUBS)))]
    i18n.set_language("en")
    try:
        assert storm_note(12, 1, zones, 0) == ["Reaches J Q K", "Blows away 1 star (1 yours)"]
        assert storm_note(12, 1, zones, 0, Suit.HEARTS) == ["Heat card: first burns every ♥ star", "Reaches J Q K",
                                                            "Blows away 2 stars (1 yours)"]
        assert storm_note(12, 6, zones, 1)[0] == "Reaches every rank"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("key", [pygame.K_s, pygame.K_w, pygame.K_UP])
def test_s_or_w_with_no_card_chosen_says_to_choose_one_first(app: App, key: int) -> None:
    """The key hint beside the hand reads "S star · W storm"; pressed on the person's turn with no card
    chosen, S, W (and Up) did nothing at all. They now say how to choose a card, and play nothing."""
    table = _table(app)
    ui = table.ui
    assert ui.fan.focus is None
    before = len(table.session.record.actions)
    app.toast.clear()
    _key(key)
    app.run_frames(1)
    assert len(table.session.record.actions) == before
    assert app.toast.text == t("sns.pick_first") and app.toast.left > 0
    _key(pygame.K_1)
    app.run_frames(1)
    assert ui.fan.focus == 0


def test_the_round_panels_countdown_counts_real_seconds_at_any_animation_speed() -> None:
    """With nobody at the table the round panel counts down ("Continuing in 5...") and goes by itself. At
    animation speed 4 it said 5 and was gone in about 1.1 s: the count was of animation time. It now
    counts the seconds the panel really stays up."""
    import app.games.stars_and_storms.summary as sns_summary
    from app import i18n
    from tests.apptools import drawn_texts

    a = _sized_app((960, 600))
    a.settings = replace(a.settings, ai_delay_ms=0, animation_speed=4.0)
    i18n.set_language("en")
    try:
        seats = [SeatSetup(False, f"B{i}") for i in range(1, 4)]
        table = TableScene(a, "stars_and_storms", seats, {"rounds": 2}, 3)
        a.reset(table)
        ui = table.ui
        _run_until(a, lambda: ui.summary is not None, limit=40000)
        assert ui.summary.auto
        with drawn_texts(sns_summary) as texts:
            a.run_frames(1)
        said = [x for x in texts if x.startswith("Continuing in")]
        real_left = table.wait / table.speed  # seconds until the panel goes by itself
        assert said == [f"Continuing in {max(1, int(real_left + 0.99))}..."], (said, real_left)
        assert real_left < 2.0
    finally:
        a.shutdown()
        i18n.set_language("zh")


def test_a_storm_card_landing_on_the_discard_after_the_next_round_began_is_not_in_its_discard(app: App) -> None:
    """A round's last storm card, on its way to the discard pile as the next round began, landed in the new
    round's (emptied) discard: the pile read "Outs 1" under last round's card while the first cards of the
    new round were dealt. It now lands in the pile it was thrown on, not the new round's."""
    from app.games.stars_and_storms import animate
    from engine.games.stars_and_storms.model import RoundStarted

    table = _table(app)
    ui = table.ui
    card = Card(9, Suit.DIAMONDS)
    ui.centre = (card, card, "storm")
    animate.centre_to_discard(ui)
    flyer = table.flyers[-1]
    assert tuple(map(int, flyer.end)) == ui.lay.discard_rect.topleft
    animate.begin_round(ui, RoundStarted(2, 2, 0, None, 1, 0, None, 54, False))
    table.wait = 10.0  # the new round's banner and deal still under way: no sync with the game yet
    assert ui.discard == []
    for _ in range(120):
        if flyer.done:
            break
        app.run_frames(1)
    assert flyer.done
    assert card not in ui.discard, ui.discard


@pytest.mark.parametrize("lang, reach", [("en", "Reaches 9 10 J"), ("zh", "波及 9 10 J")])
def test_a_storm_in_the_middle_says_its_level_and_the_ranks_it_reaches(app: App, lang: str, reach: str) -> None:
    """While a storm's card spun in the middle, its vortex covered the middle's "Storm level 1" and "Blows
    away ranks within 1": at the moment a first-time player most needs them, only the glowing tiles said
    which stars would go. The middle now writes the level beside the card and the ranks it reaches,
    both inside the middle, for as long as the storm lights its reach."""
    from app import i18n

    i18n.set_language(lang)
    try:
        app.settings = replace(app.settings, animation_speed=1.0)
        table = _table(app)
        ui = table.ui
        _give(table, (Card(10, Suit.SPADES), Card(2, Suit.CLUBS)))
        _key(pygame.K_1)
        _key(pygame.K_w)
        app.run_frames(1)
        assert _last(table) == (table.viewer, Play(Card(10, Suit.SPADES), Form.STORM))
        said = 0
        for _ in range(90):
            with drawn_text_rects(sns_draw) as drawn:
                app.run_frames(1)
            if ui.centre is not None and ui.centre[2] == "storm" and ui.reach_fx is not None:
                card = pygame.Rect(ui.centre_topleft(), ui.centre_size())
                level = t("sns.level", level=ui.level)
                beside = [r for text, r in drawn if text == level and r.right <= card.left
                          and card.top <= r.centery <= card.bottom]
                right = [r for text, r in drawn if text == reach and r.left >= card.right]
                assert beside and right, [text for text, _ in drawn]
                assert ui.lay.eye.contains(beside[0]) and ui.lay.eye.contains(right[0]), (beside, right, ui.lay.eye)
                said += 1
        assert said > 10
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_heat_tag_leaves_both_corner_indices_of_a_hand_card_readable(lang: str, size: tuple[int, int]) -> None:
    """The heat tag on a hand card of the heat rank sat at the card's bottom middle, wide enough to
    cover part of the turned-round index in its bottom-right corner. It now keeps clear of both
    corner indices."""
    from app import i18n
    from app.ui.cardart import corner_index

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        assert isinstance(ui, StarsAndStormsUI)
        ui.heat_rank = ui.hand[-1].rank
        surface = pygame.Surface(size)
        with _drawn_rects() as (_, pills):
            table.draw(surface)
        tags = [r for text, r in pills if text == i18n.t("sns.heat_tag")]
        heat = [i for i, c in enumerate(ui.hand) if c.rank == ui.heat_rank and not c.is_joker]
        assert len(tags) == len(heat) >= 1
        cw, ch = ui.lay.cw, ui.lay.ch
        for i, tag in zip(heat, tags):
            x, y = ui.fan.card_pos(i)
            index, (ix, top) = corner_index(ui.hand[i], cw, ch)
            near = pygame.Rect((x + ix, y + top), index.get_size())
            far = pygame.Rect((x + cw - ix - index.get_width(), y + ch - top - index.get_height()), index.get_size())
            assert not tag.colliderect(near) and not tag.colliderect(far), (ui.hand[i], tag, near, far)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("speed, real_seconds", [(4.0, 0.9), (3.0, 0.9), (1.0, 0.9), (0.5, 1.5)])
def test_the_skipped_flash_stays_up_long_enough_to_read_at_any_speed(speed: float, real_seconds: float) -> None:
    """"Skipped" over a seat's zone lasted 0.8 s of animation time: at animation speed 3 or 4 it was
    gone in a fifth of a second, too quick to read. It now stays up at least about a second of real
    time, and still longer at a slow speed (0.8 s of animation time at ×0.5 is 1.6 s)."""
    from app.games.stars_and_storms import animate
    from engine.games.stars_and_storms.model import TurnSkipped

    a = _sized_app((1280, 720))
    a.settings = replace(a.settings, animation_speed=speed)
    try:
        table = _table(a)
        ui = table.ui
        seat = (table.viewer + 1) % table.players
        animate.begin(ui, TurnSkipped(seat))
        assert seat in ui.flash
        for _ in range(int(real_seconds * 60)):
            ui.update(1 / 60)
        assert seat in ui.flash, (speed, real_seconds)
        for _ in range(int(3.0 * 60)):
            ui.update(1 / 60)
        assert seat not in ui.flash
    finally:
        a.shutdown()


@pytest.mark.parametrize("speed", [4.0, 0.5])
def test_the_chip_counts_glide_at_the_tables_animation_speed(speed: float) -> None:
    """The chips' figures glided in real seconds while every other timing on the table (the chips'
    settlement wait, the flights) ran at the animation speed: at ×4 the count was still climbing as the
    next round began, at ×0.5 it had landed long before. It now counts at the table's speed, as the
    other tables' counts do."""
    from app.ui.anim import NumberTween

    a = _sized_app((1280, 720))
    a.settings = replace(a.settings, animation_speed=speed)
    try:
        table = _table(a)
        ui = table.ui
        tween = ui.chips[1]
        tween.set(0, instant=True)
        tween.set(60)
        expected = NumberTween()
        expected.set(60)
        for _ in range(12):
            ui.update(1 / 60)
            expected.update(speed / 60)
        assert abs(tween.value - expected.value) < 1e-6, (tween.value, expected.value)
    finally:
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_round_banners_band_stops_short_of_the_log_panel(lang: str, size: tuple[int, int]) -> None:
    """The round's banner lay on a band across the whole window: it ran under the log panel (cut off
    by it) and at 1280×720 showed again below the panel's foot. The band now spans the table only,
    ending before the log panel's edge."""
    from app import i18n
    from app.games.stars_and_storms.fx import BAND, Banner

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        ui.banner = Banner(t("sns.banner.round", round=2, rounds=5), t("sns.level", level=2), (240, 200, 90), 1.6, 1.6)
        ui.banner.left = 1.0  # at full strength
        table.draw(a.screen)
        cy, half = ui.lay.eye.centery, int(max(26, ui.lay.rect.h // 14) * 2.3) // 2
        log = table.log_rect
        rows = range(cy - half + 2, cy + half - 2)
        assert a.screen.get_at((ui.rect.centerx - 200, cy))[:3] == BAND  # the band is there, left of the text
        for y in rows:
            assert a.screen.get_at((log.x - 3, y))[:3] != BAND, y
            if y > log.bottom + 1:
                assert a.screen.get_at((log.centerx, y))[:3] != BAND, y
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_heat_tag_leaves_the_centre_pip_readable_and_shows_whole(lang: str, size: tuple[int, int]) -> None:
    """Where the card's foot was too narrow for it ("HEAT" in English), the heat tag went above the
    bottom-right index, over the middle of the card: it covered the centre pip (a court card's letter
    and suit), and on a card with another card fanned over its right part it was cut to "HEA". It now
    sits at the card's foot by its left edge, below the centre pip, clear of both corner indices, and
    inside the part of the card the fan leaves in view."""
    from app import i18n
    from app.ui.cardart import corner_index

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a, options={"heat_death": True})
        ui = table.ui
        heat = table.session.state.heat_rank
        _give(table, (Card(heat, Suit.HEARTS), Card(heat, Suit.SPADES), Card(1 if heat != 1 else 2, Suit.CLUBS)))
        surface = pygame.Surface(size)
        with _drawn_rects() as (_, pills):
            table.draw(surface)
        tags = [r for text, r in pills if text == i18n.t("sns.heat_tag")]
        assert len(tags) == 2
        cw, ch = ui.lay.cw, ui.lay.ch
        for i, tag in enumerate(tags):
            x, y = ui.fan.card_pos(i)
            centre = pygame.Rect(x + int(cw * 0.25), y + int(ch * 0.2), int(cw * 0.5), int(ch * 0.6))
            index, (ix, top) = corner_index(ui.hand[i], cw, ch)
            near = pygame.Rect((x + ix, y + top), index.get_size())
            far = pygame.Rect((x + cw - ix - index.get_width(), y + ch - top - index.get_height()), index.get_size())
            assert not tag.colliderect(centre), (i, tag, centre)
            assert not tag.colliderect(near) and not tag.colliderect(far), (i, tag, near, far)
            assert x <= tag.x and tag.right <= ui.fan.rects[i + 1].x, (i, tag, ui.fan.rects[i + 1])
            assert surface.get_rect().contains(tag)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_aiming_a_storm_says_the_ranks_it_reaches_and_the_stars_it_blows_away(lang: str, size: tuple[int, int]) -> None:
    """Aiming a storm (a card dragged over the middle, or chosen with the pointer there) lit the
    tiles it reaches, faintly, and said only "Release to raise a storm": which ranks, and how many
    stars (the person's own among them), was written only once the storm had landed, or in the
    joker's picker. The middle now says both under that label while the storm is aimed."""
    from app import i18n
    from app.games.stars_and_storms.picker import storm_note
    from engine.games.stars_and_storms import rules
    from engine.games.stars_and_storms.model import Star

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        _give(table, (Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)))
        zones = [(), (), ()]
        zones[(table.viewer + 1) % 3] = (Star(Card(4, Suit.HEARTS), Card(4, Suit.HEARTS)),)
        zones[table.viewer] = (Star(Card(6, Suit.SPADES), Card(6, Suit.SPADES)),)
        table.session.state = replace(table.session.state, zones=tuple(zones))
        ui.sync(table.view())
        a.run_frames(1)
        start, end = _card_centre(ui, Card(5, Suit.CLUBS)), ui.lay.eye.center
        _mouse(pygame.MOUSEBUTTONDOWN, start)
        a.run_frames(1)
        for k in range(1, 7):
            _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6))
            a.run_frames(1)
        assert ui.drag_target == "storm"
        with drawn_text_rects(sns_draw) as drawn:
            ui.draw_overlay(a.screen)
        reach, hits = storm_note(5, ui.level, ui.zones, table.viewer)
        assert rules.reach(5, ui.level) == (4, 5, 6) and hits == t("sns.picker.hits", n=2, mine=1)
        for part in (reach, hits):  # on one line, or one under the other where the middle is narrow
            said = [r for text, r in drawn if part in text]
            assert said, (part, [text for text, _ in drawn])
            assert ui.lay.eye.contains(said[0]), (part, said, ui.lay.eye)
            assert said[0].h >= 11
        _mouse(pygame.MOUSEBUTTONUP, ui.lay.hand_area.center)  # back into the hand: nothing played
        a.run_frames(1)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_zones_flash_is_backed_so_it_reads_over_the_zones_lines(lang: str, size: tuple[int, int]) -> None:
    """"Skipped" (and "Blown out", "Out") was written straight over the middle of a zone, across the
    seat's name, stars and cards, and read jumbled with them. It now stands on a dark backing as the
    banner does, hiding what is under it while it is up."""
    from app import i18n
    from app.games.stars_and_storms import animate
    from app.games.stars_and_storms.fx import BAND
    from engine.games.stars_and_storms.model import TurnSkipped

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        for seat in range(table.players):
            animate.begin(ui, TurnSkipped(seat))
        with drawn_text_rects(sns_draw) as drawn:
            ui.draw(a.screen)
        words = [r for text, r in drawn if text == t("sns.flash.skipped")]
        assert len(words) == table.players
        for r in words:
            for x in (r.x - 3, r.right + 2):
                assert a.screen.get_at((x, r.centery))[:3] == BAND, (r, x)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_game_of_one_round_is_not_called_round_1_of_1(lang: str) -> None:
    """With the table option rounds = 1 the table said "Round 1 of 1" (第 1 / 1 局) at top left, in
    its banner, in the log and as the round panel's title ("Round 1 of 1 is over"). A single round
    is now named as the game it is; a match of several rounds keeps "Round 1 of 3"."""
    from app import i18n
    import app.games.stars_and_storms.summary as sns_summary
    from app.games.stars_and_storms.summary import RoundSummary
    from engine.games.stars_and_storms.model import RoundResult

    of_1 = {"en": "of 1", "zh": "1 局"}[lang]
    a = _sized_app((1280, 720))
    i18n.set_language(lang)
    try:
        for rounds in (1, 3):
            seats = [SeatSetup(True, "P1"), SeatSetup(False, "B2"), SeatSetup(False, "B3")]
            table = TableScene(a, "stars_and_storms", seats, {"rounds": rounds}, 5)
            a.reset(table)
            _run_until(a, lambda: table.ui.banner is not None)
            ui = table.ui
            assert ui.rounds == rounds
            banner = i18n.live(ui.banner.text)
            with drawn_texts(sns_draw) as top:
                ui.draw(a.screen)
            summary = RoundSummary(RoundResult(1, (1,), (0, 2, 0), (0, 9, 0), 1, None, (0, 0, 0), ()),
                                   (0, 1, 0), (0, 0, 0), rounds, False, True, 0, False)
            with drawn_texts(sns_summary) as panel:
                sns_summary.draw_summary(a.screen, summary, ui.rect, table.name, table.viewer, None)
            log = [line for line in table.log_lines() if "P1" in line or "B2" in line or "B3" in line][:1]
            said = {"top left": top[:1], "banner": [banner], "panel": panel[:1], "log": log}
            assert all(said.values()), said
            if rounds == 1:
                wrong = {w: x[0] for w, x in said.items() if of_1 in x[0] or "1/1" in x[0]}
            else:
                wrong = {w: x[0] for w, x in said.items() if "3" not in x[0]}
            assert not wrong, (rounds, wrong)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_storm_button_of_the_star_or_storm_question_shows_the_storms_reach(lang: str,
                                                                            size: tuple[int, int]) -> None:
    """Enter on a chosen card asks star or storm. With its Storm button ringed (→) or under the
    pointer the table showed nothing of the storm, though aiming one at the middle lights the tiles
    it reaches and says which ranks and how many stars it blows away. It now shows both while Storm
    is ringed or hovered, and neither while Star is."""
    from app import i18n
    from app.games.stars_and_storms.picker import storm_note
    from engine.games.stars_and_storms import rules
    from engine.games.stars_and_storms.model import Star

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        table = _table(a)
        ui = table.ui
        _give(table, (Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)))
        zones = [(), (), ()]
        zones[(table.viewer + 1) % 3] = (Star(Card(4, Suit.HEARTS), Card(4, Suit.HEARTS)),)
        zones[table.viewer] = (Star(Card(6, Suit.SPADES), Card(6, Suit.SPADES)),)
        table.session.state = replace(table.session.state, zones=tuple(zones))
        ui.sync(table.view())
        a.run_frames(1)
        _key(pygame.K_1)
        _key(pygame.K_RETURN)
        a.run_frames(2)
        assert ui.prompt is not None and ui.prompt.focus == 0  # Star ringed: no storm shown
        reach, hits = storm_note(5, ui.level, ui.zones, table.viewer)
        assert ui.highlight_ranks()[0] == frozenset()

        def shown() -> list[str]:
            with drawn_text_rects(sns_draw) as drawn:
                ui.draw(a.screen)
                ui.draw_overlay(a.screen)
            return [text for text, r in drawn if ui.lay.eye.contains(r) and text in (reach, hits)]

        assert shown() == []
        _key(pygame.K_RIGHT)
        a.run_frames(1)
        assert ui.prompt is not None and ui.prompt.focus == 1
        ranks, strength = ui.highlight_ranks()
        assert ranks == frozenset(rules.reach(5, ui.level)) and strength > 0
        assert sorted(shown()) == sorted([reach, hits])
        _key(pygame.K_LEFT)
        a.run_frames(1)
        assert ui.highlight_ranks()[0] == frozenset() and shown() == []
        ui.prompt.ring.focus = None
        _mouse(pygame.MOUSEMOTION, ui.prompt.buttons[1].rect.center)  # the pointer over Storm
        a.run_frames(1)
        assert ui.highlight_ranks()[0] == frozenset(rules.reach(5, ui.level))
        assert sorted(shown()) == sorted([reach, hits])
        _key(pygame.K_ESCAPE)
        a.run_frames(1)
        assert ui.prompt is None and ui.highlight_ranks()[0] == frozenset()
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("same_card", [False, True])
def test_a_hint_asked_under_the_star_or_storm_question_is_what_enter_then_plays(
        app: App, monkeypatch: pytest.MonkeyPatch, same_card: bool) -> None:
    """H under the star-or-storm question showed the hint ("Hint: play ♥9 as a star (Enter)") and
    lifted its card, but left the question up on the first card with Star ringed: Enter then played
    that card as a star, not the hint. A hint for another card now closes the question (Enter plays
    the hint); a hint for the asked card rings its answer (Enter plays it)."""
    table = _table(app)
    ui = table.ui
    five, nine = Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)
    _give(table, (five, nine))
    app.run_frames(1)
    hint = Play(five, Form.STORM) if same_card else Play(nine, Form.STAR)
    monkeypatch.setattr(ui, "hint_plan", lambda adviser, view, legal: hint)
    _key(pygame.K_1)
    _key(pygame.K_RETURN)
    app.run_frames(2)
    assert ui.prompt is not None and ui.prompt.focus == 0
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == hint
    assert (ui.prompt is not None) is same_card
    _key(pygame.K_RETURN)
    app.run_frames(3)
    assert _last(table) == (table.viewer, hint)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_an_aimed_storms_reach_is_clearly_lit_on_empty_tiles_and_leaves_stars_readable(
        size: tuple[int, int]) -> None:
    """Aiming a storm lit the tiles it reaches with a glow so faint (an average change of about 25
    of 255 on an empty tile) that the reach was hard to see. An empty tile in reach now changes
    clearly (60 or more on some channel, on the person's zone and on a dial), a tile out of reach
    not at all, and the middle of a star in reach (its rank and suit) is drawn exactly as before."""
    from engine.games.stars_and_storms.model import Star

    a = _sized_app(size)
    try:
        table = _table(a)
        ui = table.ui
        _give(table, (Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)))
        zones = [(), (), ()]
        other = (table.viewer + 1) % 3
        zones[other] = (Star(Card(4, Suit.HEARTS), Card(4, Suit.HEARTS)),)
        zones[table.viewer] = (Star(Card(6, Suit.SPADES), Card(6, Suit.SPADES)),)
        table.session.state = replace(table.session.state, zones=tuple(zones))
        ui.sync(table.view())
        a.run_frames(1)

        def shot() -> pygame.Surface:
            a.screen.fill((0, 0, 0))
            ui.draw(a.screen)
            return a.screen.copy()

        unlit = shot()
        start, end = _card_centre(ui, Card(5, Suit.CLUBS)), ui.lay.eye.center
        _mouse(pygame.MOUSEBUTTONDOWN, start)
        a.run_frames(1)
        for k in range(1, 7):
            _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6))
            a.run_frames(1)
        assert ui.drag_target == "storm"
        lit = shot()

        def change(rect: pygame.Rect) -> int:
            before, after = pygame.transform.average_color(unlit, rect), pygame.transform.average_color(lit, rect)
            return max(abs(x - y) for x, y in zip(before[:3], after[:3]))

        mine, theirs = ui.lay.zones[table.viewer], ui.lay.zones[other]
        for geom, empty, star in ((mine, (4, 5), 6), (theirs, (5, 6), 4)):
            for rank in empty:
                assert change(geom.slot(rank)) >= 60, (geom.seat, rank, change(geom.slot(rank)))
            assert change(geom.slot(9)) == 0
            middle = geom.slot(star).inflate(-geom.slot(star).w // 2, -geom.slot(star).h // 2)
            for x in range(middle.x, middle.right):
                for y in range(middle.y, middle.bottom):
                    assert unlit.get_at((x, y)) == lit.get_at((x, y)), (geom.seat, star, (x, y))
        _mouse(pygame.MOUSEBUTTONUP, ui.lay.hand_area.center)
        a.run_frames(1)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_small_dials_chips_say_they_are_chips_and_sit_clear(size: tuple[int, int], lang: str) -> None:
    """With stakes a small dial's line of wins ended in a bare figure ("Won 0 −9"), with no word
    saying it counts chips. Each dial now shows its chips as "−9 chips" (筹码 −9), whole, at the
    size of the badges, inside the table and clear of every tile, badge and line of text."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        for players in range(3, 7):
            table = _every_flag_table(a, players, size)
            ui = table.ui
            chips = [-12, 9, 1, 0, -5, 7][:players]
            table.session.state = replace(table.session.state, chips=tuple(chips))
            ui.sync(table.view())
            for tw in ui.chips:
                tw.update(100.0)
            ui.banner = None
            ui.destroyer = next(s for s in range(players) if s != table.viewer)
            ui.blowouts = [1] * players
            lay = ui.lay
            slots = [slot for geom in lay.zones.values() for slot in geom.slots]
            with _drawn_rects() as (texts, pills):
                table.draw(a.screen)
            drawn = pills + texts  # (a pill's own text is inside it)
            for seat in (s for s in range(players) if s != table.viewer):
                said = t("sns.chips_badge", chips=sns_table.signed(chips[seat]), n=abs(chips[seat]))
                assert t("sns.col.chips")[:2].lower() in said.lower() or "筹码" in said
                where = [r for text, r in drawn if text == said]
                assert where, (players, seat, said, [x for x, _ in drawn])
                r = where[0]
                assert r.h >= 11 and lay.rect.contains(r), (players, seat, r)
                assert r.collidelist(slots) < 0, (players, seat, r)
                for text, other in drawn:
                    if other != r and not r.contains(other):
                        assert not r.colliderect(other), (players, seat, said, text, r, other)
            wins = {t("sns.wins", n=w) for w in ui.round_wins}
            assert not [x for x, _ in texts if any(x.startswith(w) and x != w for w in wins)]
    finally:
        i18n.set_language("zh")
        a.shutdown()


def test_a_banner_s_words_come_in_no_stronger_than_its_band() -> None:
    """As a banner swelled in (a heat death's "Heat death ♥" over "Heat-dead stars: 0"), its band
    came in from nothing over a quarter second but its words were drawn at full strength from the
    first frame, jumbled with the storm panel's lines they crossed. The words now come in with the
    band: never more opaque than it."""
    import app.games.stars_and_storms.fx as fx

    for age in (0.0, 0.03, 0.1, 0.2, 0.5):
        banner = fx.Banner("Heat death ♥", "Heat-dead stars: 0", (255, 160, 110), 1.3, 1.3)
        banner.left = banner.total - age
        surface = pygame.Surface((800, 400))
        with drawn_texts_with_colour(fx) as colours:
            banner.draw(surface, (400, 200), 40)
        band = fx.BAND_ALPHA * fx.ease_out(min(1.0, age / 0.25)) * min(1.0, banner.left / 0.35)
        assert colours and all(alpha <= band + 1 for alpha in colours), (age, colours, band)


@contextmanager
def drawn_texts_with_colour(module):  # type: ignore[no-untyped-def]
    """The alpha of every text ``module`` writes with its ``blit_text`` while the block runs."""
    alphas: list[int] = []
    real = module.blit_text

    def spy(surface, text, size, color, *args, **kwargs):  # type: ignore[no-untyped-def]
        alphas.append(color[3] if len(color) > 3 else 255)
        return real(surface, text, size, color, *args, **kwargs)

    module.blit_text = spy
    try:
        yield alphas
    finally:
        module.blit_text = real


def test_with_end_turn_hinted_the_chosen_card_does_not_say_enter_asks(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a card chosen, H could hint "end your turn (Enter)": End turn lit, but the chosen card
    kept its key line "S star · W storm · Enter asks", while Enter ended the turn. The key line
    now stays away while the hint is to end the turn (S and W still play the card)."""
    table = _table(app)
    ui = table.ui
    _give(table, (Card(5, Suit.CLUBS), Card(9, Suit.HEARTS)))
    table.session.state = replace(table.session.state, played=1)  # one card played: ending is legal
    ui.sync(table.view())
    app.run_frames(1)
    assert EndTurn() in table.viewer_legal()
    monkeypatch.setattr(ui, "hint_plan", lambda adviser, view, legal: EndTurn())
    _key(pygame.K_1)
    app.run_frames(1)
    with drawn_texts(sns_draw) as before:
        ui.draw(app.screen)
    assert t("sns.key_hint") in before
    _key(pygame.K_h)
    app.run_frames(2)
    assert isinstance(ui.hinted, EndTurn) and ui.fan.focus == 0
    with drawn_texts(sns_draw) as after:
        ui.draw(app.screen)
    assert t("sns.key_hint") not in after


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_storm_cards_swirl_leaves_the_deck_and_its_label_readable(size: tuple[int, int]) -> None:
    """While a storm card showed in the middle, its swirl was drawn over the whole middle and covered
    the deck pile and part of its "Deck N" label. The swirl now keeps clear of the deck, the
    discard pile and both their labels."""
    a = _sized_app(size)
    table = _table(a)
    ui = table.ui
    card = Card(9, Suit.DIAMONDS)
    ui.centre = (card, card, "storm")
    with drawn_text_rects(sns_draw) as texts:
        a.draw()
    drawn = dict(texts)
    swirl = sns_draw.vortex_rect(ui)
    deck_label = drawn[t("sns.deck", n=ui.deck_size)]
    discard_label = drawn[t("sns.discard", n=len(ui.discard))]
    for rect in (deck_label, ui.lay.deck_rect, discard_label, ui.lay.discard_rect):
        assert not swirl.colliderect(rect), (swirl, rect)
    assert swirl.w >= ui.centre_size()[0] * 2, (swirl, ui.centre_size())  # still a swirl round the card


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_star_or_storm_question_leaves_the_storms_lit_reach_in_view(lang: str, size: tuple[int, int],
                                                                         players: int) -> None:
    """The star-or-storm question sat at the shared place (56% down the table), over the upper tiles of
    the person's zone: with Storm ringed, an A's reach (K, A, 2) was lit under it. For every rank at
    levels 1 to 3 the question now covers none of the tiles its storm lights, in any zone, nor the
    hand, and stays inside the table; at levels 1 and 2 it covers the middle (which says what the
    storm reaches) neither. (From level 4 a 960×600 table with six seats may have no such place.)"""
    from app import i18n
    from engine.games.stars_and_storms import rules

    a = _sized_app(size)
    a.update_settings(language=lang)
    try:
        table = _table(a, players=players)
        ui = table.ui
        for level in range(1, 4):
            table.session.state = replace(table.session.state, level=level)
            for rank in range(1, 14):
                card = Card(rank, Suit.CLUBS if rank != 1 else Suit.SPADES)
                _give(table, (card,))
                a.run_frames(1)
                _key(pygame.K_1)
                _key(pygame.K_RETURN)
                _key(pygame.K_RIGHT)
                a.run_frames(2)
                assert ui.prompt is not None and ui.prompt_storm() == 0
                ranks = ui.highlight_ranks()[0]
                assert ranks == frozenset(rules.reach(rank, level))
                lit = [ui.slot_span(geom, r).inflate(6, 6) for geom in ui.lay.zones.values() for r in ranks]
                box = ui.prompt_rect()
                ui.draw_prompt(a.screen)
                assert all(box.contains(b.rect) for b in ui.prompt.buttons)
                assert box.collidelist(lit) < 0, (level, rank, box, [lit[k] for k in box.collidelistall(lit)])
                assert not box.colliderect(ui.lay.hand_area) and ui.rect.contains(box), (box, ui.rect)
                assert level > 2 or not box.colliderect(ui.lay.eye), (level, rank, box)
                _key(pygame.K_ESCAPE)
                a.run_frames(1)
                assert ui.prompt is None
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_storm_cards_captions_are_drawn_at_the_tables_label_size(lang: str, size: tuple[int, int]) -> None:
    """Beside a storm's card in the middle, its level and reach were shrunk to fit one line each: at
    960×600 down to 9 px (14 px high), smaller than any other label on the table (the piles' labels
    are 11 px there). They are now never below sns_draw.MIN_LABEL (11 px), going onto more lines
    instead, at every level: every word shown, every line inside the swirl and clear of the card and
    of the other lines."""
    from app import i18n
    from engine.games.stars_and_storms import rules
    from engine.games.stars_and_storms.model import MAX_LEVEL
    from app.games.stars_and_storms.text import ranks_text

    a = _sized_app(size)
    a.update_settings(language=lang)
    try:
        table = _table(a)
        ui = table.ui
        card = Card(9, Suit.DIAMONDS)
        ui.centre, ui.centre_left = (card, card, "storm"), 99.0
        for level in range(1, MAX_LEVEL + 1):
            ui.level = level
            ranks = frozenset(rules.reach(9, level))
            drawn: list[tuple[str, int, pygame.Rect]] = []
            real = sns_draw.blit_text

            def spy(surface: pygame.Surface, text: str, size: int, *args, **kwargs) -> pygame.Rect:
                rect = real(surface, text, size, *args, **kwargs)
                drawn.append((text, size, rect))
                return rect

            sns_draw.blit_text = spy
            try:
                w, _ = ui.centre_size()
                sns_draw._storm_caption(ui, a.screen, ranks, w)
            finally:
                sns_draw.blit_text = real
            reach = (t("sns.picker.reaches_all") if level >= MAX_LEVEL
                     else t("sns.picker.reaches", ranks=ranks_text(sorted(ranks))))
            said = "".join(text for text, _, _ in drawn).replace(" ", "")
            assert said == (t("sns.level", level=level) + reach).replace(" ", ""), (level, drawn)
            swirl, card_rect = sns_draw.vortex_rect(ui), pygame.Rect(ui.centre_topleft(), ui.centre_size())
            for k, (text, px, rect) in enumerate(drawn):
                assert px >= 11, (level, text, px)
                assert swirl.contains(rect) and not rect.colliderect(card_rect), (level, text, rect, swirl, card_rect)
                assert all(not rect.colliderect(other) for _, _, other in drawn[k + 1:]), (level, drawn)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_one_round_games_panel_with_stakes_heads_its_chips_as_the_games(app: App, lang: str) -> None:
    """With stakes, a one-round game's panel headed its chips "Round ±" (本局±), though the panel
    otherwise speaks of the game ("The game's result", "Winner: …"), and beside it a "Chips" total
    that could only repeat the same figures. It now has one chips column, headed "Chips ±" (筹码 ±),
    each seat's signed chips under it; a match of several rounds keeps "Round ±" and "Chips"."""
    from app import i18n
    from app.games.stars_and_storms import summary as sns_summary
    from engine.games.stars_and_storms.model import RoundResult

    i18n.set_language(lang)
    try:
        result = RoundResult(1, (1,), (1, 2, 0, 1), (6, 11, 0, 12), 1, 3, (-5, 15, -11, 1), ())
        for rounds in (1, 5):
            chips = (-5, 15, -11, 1) if rounds == 1 else (-8, 20, -11, -1)
            s = sns_summary.RoundSummary(result, (0, 1, 0, 0), chips, rounds, True, True, 1, auto=False)
            area = pygame.Rect(0, 48, 752, 552)
            with drawn_text_rects(sns_summary) as texts:
                sns_summary.draw_summary(app.screen, s, area, ["B1", "B2", "B3", "B4"].__getitem__, 0, None)
            said = [text for text, _ in texts]
            game_head = {"en": "Chips ±", "zh": "筹码 ±"}[lang]
            if rounds > 1:
                assert t("sns.col.delta") in said and t("sns.col.chips") in said and game_head not in said, said
                continue
            assert game_head in said and t("sns.col.delta") not in said and t("sns.col.chips") not in said, said
            for d in (-5, 15, -11, 1):
                assert said.count(sns_table.signed(d)) == 1, (d, said)
    finally:
        i18n.set_language("zh")


def _rect_gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rects are (0 if they touch or overlap)."""
    return max(0, a.x - b.right, b.x - a.right, a.y - b.bottom, b.y - a.bottom)


def _ring_gap(r: pygame.Rect, centre: tuple[int, int], radius: int) -> float:
    """How far ``r`` is from a circle of ``radius`` round ``centre`` (≤ 0: it reaches it)."""
    import math

    x, y = min(max(centre[0], r.left), r.right), min(max(centre[1], r.top), r.bottom)
    return math.hypot(x - centre[0], y - centre[1]) - radius


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_badge_of_a_small_dial_stays_attached_to_its_own_dial(size: tuple[int, int], lang: str) -> None:
    """A chips badge placed on its own, where the dial's other badges left it no room, went beside the
    dial's lower half as far out as its row, 19 px off its rings on a six-seat 960×600 table, between
    two dials (and a column of badges hung likewise off its dial). Every badge of a small dial now
    reaches to within 6 px of its dial's rings, or to within 12 px of one of its own badges that does
    (a row or column of them), and is nearer its own dial than any other, at every seat count and
    for each seat as star destroyer."""
    from app import i18n

    a = _sized_app(size)
    i18n.set_language(lang)
    try:
        for players in range(3, 7):
            table = _every_flag_table(a, players, size)
            ui = table.ui
            table.session.state = replace(table.session.state, chips=tuple([-12, 9, 1, 0, -5, 7][:players]))
            ui.sync(table.view())
            for tw in ui.chips:
                tw.update(100.0)
            ui.banner = None
            lay = ui.lay
            dials = {s: g for s, g in lay.zones.items() if not g.big}
            rings = {s: g.radius + lay.tile // 2 + 13 for s, g in dials.items()}  # the disc and its rings
            for destroyer in dials:
                ui.destroyer, ui.blowouts = destroyer, [1] * players
                for seat, badges in sns_draw.dial_badges(ui).items():
                    rects = [r for *_, r in badges]
                    attached = [r for r in rects if _ring_gap(r, dials[seat].center, rings[seat]) <= 6]
                    grew = True
                    while grew:
                        more = [r for r in rects if r not in attached
                                and any(_rect_gap(r, o) <= 12 for o in attached)]
                        attached += more
                        grew = bool(more)
                    loose = [(text, r, round(_ring_gap(r, dials[seat].center, rings[seat]), 1))
                             for text, *_, r in badges if r not in attached]
                    assert not loose, (players, destroyer, seat, loose)
                    for text, *_, r in badges:
                        own = _ring_gap(r, dials[seat].center, rings[seat])
                        for other, g in dials.items():
                            if other != seat:
                                assert own < _ring_gap(r, g.center, rings[other]), (players, seat, text, other)
    finally:
        i18n.set_language("zh")
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_round_panel_dims_the_whole_table_with_no_seam_at_the_log(size: tuple[int, int]) -> None:
    """The round panel dimmed the table only up to the log's column: the felt beside and under the
    log stayed bright, a seam running down the table at the column's edge. The whole felt is now
    dimmed alike: just left of that edge, just right of it, under the log and at the window's
    bottom right corner, the felt darkens by the same amount."""
    from engine.games.stars_and_storms.model import RoundResult
    from app.games.stars_and_storms.summary import RoundSummary

    a = _sized_app(size)
    try:
        table = _table(a)
        ui = table.ui
        edge, bottom = ui.rect.right, ui.rect.bottom - 4
        spots = [(edge - 3, bottom), (edge + 3, bottom), (table.log_rect.centerx, bottom),
                 (a.screen.get_width() - 2, a.screen.get_height() - 2)]

        def shot() -> list[tuple[int, ...]]:
            table.draw(a.screen)
            return [tuple(a.screen.get_at(p))[:3] for p in spots]

        bright = shot()
        result = RoundResult(1, (0,), (2, 1, 0), (9, 5, 0), 1, 0, (0, 0, 0), ())
        ui.summary = RoundSummary(result, (1, 0, 0), (0, 0, 0), 5, False, True, 1, auto=False)
        dimmed = shot()
        drops = [sum(b) - sum(d) for b, d in zip(bright, dimmed)]
        assert drops[0] > 30, (bright, dimmed)
        assert all(abs(drop - drops[0]) <= 6 for drop in drops), (spots, bright, dimmed, drops)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_storm_gauge_does_not_show_through_the_storm_swirl(size: tuple[int, int]) -> None:
    """With a storm card in the middle, its swirl is drawn over the storm gauge (the captions beside
    the card say the level), yet the swirl's rings were see-through: the gauge's title, pips and
    reach line showed through them. Inside the swirl the picture is now the same whatever the
    gauge says (level 0 or the last level), apart from the card and its captions."""
    from engine.games.stars_and_storms.model import MAX_LEVEL

    a = _sized_app(size)
    try:
        table = _table(a)
        ui = table.ui
        card = Card(9, Suit.DIAMONDS)
        ui.centre, ui.centre_left = (card, card, "storm"), 99.0
        shots, skip = [], []
        for level in (0, MAX_LEVEL):
            ui.level = level
            surface = pygame.Surface(a.screen.get_size())
            with drawn_text_rects(sns_draw) as texts:
                ui.draw(surface)
            skip += [rect for text, rect in texts if ui.lay.eye.colliderect(rect)
                     and rect.centery > ui.lay.eye.centery - ui.centre_size()[1] // 2]
            shots.append(surface)
        swirl = sns_draw.vortex_rect(ui)
        card_rect = pygame.Rect(ui.centre_topleft(), ui.centre_size()).inflate(16, 16)
        size_, top, pip_y, pr, y, inner_w = sns_draw._gauge(ui)
        gauge = pygame.Rect(0, top, inner_w, y + 20 - top)
        gauge.centerx = ui.lay.eye.centerx
        inside = []
        for x in range(gauge.left, gauge.right):
            for yy in range(gauge.top, gauge.bottom):
                dx = (x - swirl.centerx) / (swirl.w / 2)
                dy = (yy - swirl.centery) / (swirl.h / 2)
                if dx * dx + dy * dy < 0.9 and not card_rect.collidepoint(x, yy) \
                        and not any(r.collidepoint(x, yy) for r in skip):
                    inside.append((x, yy))
        assert len(inside) > 200  # the gauge lies under the swirl
        differ = [p for p in inside if shots[0].get_at(p) != shots[1].get_at(p)]
        assert not differ, (len(differ), differ[:5])
    finally:
        a.shutdown()
