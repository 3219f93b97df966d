"""The Zha Jin Hua table driven with real pygame mouse and key events under the dummy video driver."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import re

import pygame
import pytest

import app.games.zhajinhua.drawing as zjh_drawing
import app.games.zhajinhua.overlays as zjh_overlays
import app.games.zhajinhua.ui as zjh_ui
from app.games.zhajinhua import ZhaJinHuaUI
from app.games.zhajinhua.widgets import ActionButton
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.rules import RulesScene, parse_cards, split_pieces
from app.scenes.table import SeatSetup, TableScene
from engine.cards import Card
from engine.games.zhajinhua import Call, Compare, Fold, Look, Open, Raise
from engine.games.zhajinhua.rules import cards_of
from tests.apptools import quick_app, run_until as _run_until
from tests.apptools import drawn_text_rects, drawn_texts, seated_table
from tests.zjh_tables import still_table


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(animation_speed=4.0)
    yield a
    a.shutdown()


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(1)


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _table(app: App, seed: int, humans: int = 1, players: int = 4) -> TableScene:
    seats = [SeatSetup(i < humans, f"P{i + 1}" if i < humans else f"B{i + 1}") for i in range(players)]
    table = TableScene(app, "zhajinhua", seats, {}, seed)
    app.reset(table)
    return table


def _my_turn(app: App, table: TableScene) -> None:
    _run_until(app, lambda: bool(table.viewer_legal()))
    app.run_frames(1)  # the frame that syncs the view after the last animation


def _button(table: TableScene, key: int) -> ActionButton:
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    return next(b for b in ui.buttons if b.hotkey == key)


def _last(table: TableScene) -> tuple[int, object]:
    return table.session.record.actions[-1]


def _everyone_has_bet(table: TableScene) -> None:
    """Make the viewer's turn one where comparing is allowed (every live player has bet)."""
    state = table.session.state
    table.session.state = replace(state, has_bet=tuple(True for _ in range(state.players)))
    table.ui.sync(table.view())
    table.app.run_frames(1)


# ---- the buttons ------------------------------------------------------------------------------


def test_clicking_look_and_call_sends_them_to_the_engine(app: App) -> None:
    table = _table(app, 1)
    _my_turn(app, table)
    assert Look() in table.viewer_legal()
    before = len(table.session.record.actions)
    _click(app, _button(table, pygame.K_l).rect.center)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, Look())
    _my_turn(app, table)  # looking keeps the turn
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI) and ui.my_cards is not None  # face up now
    call = _button(table, pygame.K_c)
    view = table.view()
    assert call.sub() == f"{view.call_cost(0):,}"  # the button shows what a call costs (seen: double)
    _click(app, call.rect.center)
    assert _last(table) == (0, Call())


def test_keys_send_fold_and_raise_and_the_ladder_shows_one_button_per_rung(app: App) -> None:
    table = _table(app, 2)
    _my_turn(app, table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    view = table.view()
    raises = [b for b in ui.visible_buttons() if b.hotkey in (pygame.K_2, pygame.K_5, pygame.K_0)]
    levels = sorted(a.level for a in table.viewer_legal() if isinstance(a, Raise))
    assert len(raises) == len([lv for lv in (2, 5, 10) if lv > view.stake_level])
    assert levels, "a fresh hand leaves room to raise"
    top = levels[-1]
    key = {2: pygame.K_2, 5: pygame.K_5, 10: pygame.K_0}[top]
    assert _button(table, key).sub() == f"{view.raise_cost(0, top):,}"
    _key(app, key)
    assert _last(table) == (0, Raise(top))
    _my_turn(app, table)
    _key(app, pygame.K_f)
    assert _last(table) == (0, Fold())


def test_compare_then_click_an_opponent_seat(app: App) -> None:
    table = _table(app, 3)
    _my_turn(app, table)
    _everyone_has_bet(table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    targets = sorted(a.target for a in table.viewer_legal() if isinstance(a, Compare))
    assert targets
    _click(app, _button(table, pygame.K_v).rect.center)
    assert ui.picking_seat is not None and sorted(ui.pick_allowed) == targets
    before = len(table.session.record.actions)
    target = targets[-1]
    _click(app, ui.seat_rect(target).center)
    assert len(table.session.record.actions) == before + 1
    assert _last(table) == (0, Compare(target))


def test_compare_by_keys_and_escape_cancels(app: App) -> None:
    table = _table(app, 4)
    _my_turn(app, table)
    _everyone_has_bet(table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    before = len(table.session.record.actions)
    _key(app, pygame.K_v)
    assert ui.picking_seat is not None
    _key(app, pygame.K_ESCAPE)
    assert ui.picking_seat is None and len(table.session.record.actions) == before
    assert isinstance(app.top, TableScene)  # Esc closed the pick, it did not leave the table
    _key(app, pygame.K_v)
    target = ui.pick_allowed[0]
    _key(app, pygame.K_1 + target)
    assert _last(table) == (0, Compare(target))


def test_disabled_buttons_do_nothing(app: App) -> None:
    table = _table(app, 5)
    _my_turn(app, table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    legal = table.viewer_legal()
    assert not any(isinstance(a, Compare) for a in legal)  # nobody may compare before they have bet
    assert Open() not in legal  # four players are in the hand
    before = len(table.session.record.actions)
    for key in (pygame.K_v, pygame.K_o):
        button = _button(table, key)
        assert not button.enabled()
        _click(app, button.rect.center)
        _key(app, key)
    assert ui.picking_seat is None
    assert len(table.session.record.actions) == before
    # Not the viewer's turn: every button is disabled and clicks and keys do nothing.
    _click(app, _button(table, pygame.K_c).rect.center)
    _run_until(app, lambda: table.session.decision().seats != (0,))
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    assert not table.viewer_legal()
    count = len(table.session.record.actions)
    for button in ui.visible_buttons():
        assert not button.enabled()
        _click(app, button.rect.center)
    for key in (pygame.K_l, pygame.K_c, pygame.K_f, pygame.K_2):
        _key(app, key)
    assert len(table.session.record.actions) == count


def test_clicking_the_face_down_cards_looks(app: App) -> None:
    table = _table(app, 6)
    _my_turn(app, table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    assert ui.my_cards is None
    _click(app, ui.card_slots(0)[1].center)
    assert _last(table) == (0, Look())


# ---- compare privacy on screen -----------------------------------------------------------------


class FaceSpy:
    """Every card face the table draws, with the seat at the screen (−1: under a curtain)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.drawn: list[tuple[int, Card]] = []

    def clear(self) -> None:
        self.drawn.clear()

    def seen_by(self) -> dict[int, set[Card]]:
        out: dict[int, set[Card]] = {}
        for viewer, card in self.drawn:
            out.setdefault(viewer, set()).add(card)
        return out


@pytest.fixture()
def faces(app: App, monkeypatch: pytest.MonkeyPatch) -> FaceSpy:
    spy = FaceSpy(app)
    real = zjh_drawing.card_face

    def face(card: Card, w: int, h: int) -> pygame.Surface:
        top = app.top
        if isinstance(top, TableScene):
            spy.drawn.append((top.viewer, card))
        elif isinstance(top, CurtainScene):
            spy.drawn.append((-1, card))
        return real(card, w, h)

    monkeypatch.setattr(zjh_drawing, "card_face", face)
    monkeypatch.setattr(zjh_overlays, "card_face", face)
    return spy


def _ai_compare(app: App, faces: FaceSpy, asker: int, target: int) -> tuple[TableScene, set[Card]]:
    table = _table(app, 7)
    app.settings = replace(app.settings, ai_delay_ms=100_000)  # the bots wait: only the compare below happens
    app.run_frames(5)
    state = table.session.state
    table.session.state = replace(state, turn=asker, has_bet=tuple(True for _ in range(state.players)))
    hands = set(cards_of(state.hands[asker])) | set(cards_of(state.hands[target]))
    faces.clear()
    table.perform(asker, Compare(target))
    app.run_frames(150)
    return table, hands


def test_a_compare_between_two_others_shows_no_faces_to_the_third_seat(app: App, faces: FaceSpy) -> None:
    table, hands = _ai_compare(app, faces, asker=1, target=2)
    assert faces.drawn == [] or not any(card in hands for _, card in faces.drawn)
    assert not any(str(card) in line for line in table.log for card in hands)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    assert ui.revealed == {} and 1 not in ui.known and 2 not in ui.known


def test_a_compare_with_the_viewer_shows_both_hands_to_the_viewer(app: App, faces: FaceSpy) -> None:
    _, hands = _ai_compare(app, faces, asker=1, target=0)
    assert hands <= faces.seen_by().get(0, set())  # the viewer sees the asker's hand and their own


def test_pass_and_play_compare_is_seen_by_the_two_only(app: App, faces: FaceSpy) -> None:
    """Three people share the screen; P1 compares with P2. P3 never sees either hand; the winner sees the
    loser's hand at their next turn, the loser sees both hands when they next get the screen."""
    table = _table(app, 11, humans=3, players=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    hands: dict[int, set[Card]] = {}
    winner = loser = -1
    screens_after: list[int] = []
    log_before_open: int | None = None
    for _ in range(6000):
        if isinstance(app.top, CurtainScene):
            app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
            app.run_frames(1)
            if hands:
                screens_after.append(table.viewer)
                app.run_frames(40)  # the new person looks at the table for a while
                if {0, 1, 2} <= set(screens_after) and loser in screens_after[screens_after.index(2):]:
                    break
            continue
        if ui.memo_shown:
            app.run_frames(62)  # the note of a compare made away takes a key after a quiet second (KEY_GRACE)
        legal = table.viewer_legal()
        if not legal:
            app.run_frames(1)
        elif not hands and table.viewer == 0 and any(isinstance(a, Compare) for a in legal):
            state = table.session.state
            hands = {s: set(cards_of(state.hands[s])) for s in range(3)}
            faces.clear()
            _key(app, pygame.K_v)
            _click(app, ui.seat_rect(1).center)
            assert _last(table) == (0, Compare(1))
            winner = 0 if table.session.state.live[0] else 1
            loser = 1 - winner
            app.run_frames(60)
        elif hands and table.viewer == winner and Open() in legal and 2 in screens_after:
            log_before_open = len(table.log)
            _key(app, pygame.K_o)  # ends the hand, so the loser gets the screen in the next one
        else:
            _key(app, pygame.K_c)
    assert hands, "P1 never had a chance to compare"
    assert 2 in screens_after and winner in screens_after and loser in screens_after
    seen_by = faces.seen_by()
    compared = hands[0] | hands[1]
    # P3 (seat 2) never had a compared card drawn on their screen, and nothing shows under a curtain.
    assert not (seen_by.get(2, set()) & compared)
    assert -1 not in seen_by
    # The winner saw the loser's hand at their next turn; the loser saw the winner's on their next screen.
    assert hands[loser] <= seen_by.get(winner, set())
    assert hands[winner] <= seen_by.get(loser, set())
    # The shared log never names the loser's cards, nor the winner's before the winner opened.
    assert log_before_open is not None
    assert not any(str(card) in line for line in table.log for card in hands[loser])
    assert not any(str(card) in line for line in table.log[:log_before_open] for card in compared)


# ---- rules page pictures --------------------------------------------------------------------------


def test_rules_card_syntax_parses_cards_and_captions() -> None:
    pieces = split_pieces("[cards: ♠A ♥10 ♣Q] beats [cards: ♦2 BJ sj] [cards: nonsense]")
    assert pieces[0] == parse_cards("♠A ♥10 ♣Q")
    assert [c.rank for c in pieces[0]] == [1, 10, 12]  # type: ignore[union-attr]
    assert pieces[1] == "beats"
    assert [c.rank for c in pieces[2]] == [2, 15, 14]  # type: ignore[union-attr]
    assert pieces[3] == "[cards: nonsense]"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_rules_page_draws_the_pictured_hands(app: App, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.scenes.rules as rules_scene
    from app import i18n

    drawn: list[Card] = []
    real = rules_scene.card_face

    def spy(card: Card, w: int, h: int) -> pygame.Surface:
        drawn.append(card)
        return real(card, w, h)

    monkeypatch.setattr(rules_scene, "card_face", spy)
    i18n.set_language(lang)
    scene = RulesScene(app, "zhajinhua")
    app.reset(scene)
    for _ in range(30):  # scroll through the whole page
        app.run_frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    pictured = [line for line in scene.lines if line.pieces]
    assert len(pictured) >= 8
    assert Card(5, next(c.suit for c in drawn if c.rank == 5)) in drawn  # the 235 example is drawn
    assert len(set(drawn)) >= 20


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_betting_buttons_share_one_text_size(app: App, lang: str, size: tuple[int, int]) -> None:
    from app import i18n
    from app.fonts import get_font

    i18n.set_language(lang)
    try:
        table = seated_table(app, "zhajinhua", 3, size, seed=4, frames=30)
        table.draw(app.screen)
        shown = table.ui.visible_buttons()
        assert len(shown) >= 4
        sizes = {b.shared_size for b in shown}
        assert len(sizes) == 1 and None not in sizes, sizes
        (row,) = sizes
        for b in shown:
            assert get_font(row, True).size(b.label())[0] <= b.rect.w - 8, b.label()
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_writes_chip_amounts_as_the_table_does(lang: str) -> None:
    """The table says "cap 2,000"; the log said "cap 2000" and "pot 1440"."""
    from app import i18n
    from app.games.zhajinhua.text import narrate
    from engine.games import zhajinhua as zjh

    i18n.set_language(lang)
    try:
        lines = [
            narrate(zjh.HandStarted(1, 0, 10, 2000, 20, (0, 1, 2)), lambda s: f"S{s}", 0, True),
            narrate(zjh.Bet(1, zjh.BetKind.RAISE, 1200, 10, True, False, 300, 14400), lambda s: f"S{s}", 0, True),
            narrate(zjh.PotAwarded(14400, (0, 1), (7200, 7200), (7200, 7200, 0)), lambda s: f"S{s}", 0, True),
        ]
        for line in lines:
            assert line is not None
            assert not re.search(r"\d{4}", line), line
        assert "2,000" in lines[0] and "1,200" in lines[1] and "14,400" in lines[1] and "7,200" in lines[2]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_compare_instruction_hides_no_seat_and_no_pot_line(app: App, size: tuple[int, int]) -> None:
    """Six seats: while the person picks an opponent, the instruction lies on the betting bar, clear of every
    seat panel, every seat's cards and the pot's lines, and is written whole."""
    from app.ui.widgets import ELLIPSIS, fit_line

    table = seated_table(app, "zhajinhua", 6, size)
    _my_turn(app, table)
    _everyone_has_bet(table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    _key(app, pygame.K_v)
    assert ui.picking_seat is not None and ui.prompt is not None
    rect = ui.prompt_rect()
    assert ui.rect.contains(rect)
    for seat in range(6):
        assert not rect.colliderect(ui.seat_rect(seat)), seat
        for slot in ui.card_slots(seat):
            assert not rect.colliderect(slot), seat
    cx, cy = ui.pot_center
    pot_lines_bottom = cy + ui.chip_r * 4 + 4 + ui.px(52) + ui.px(14)
    assert rect.y >= pot_lines_bottom
    _, line = fit_line(ui.prompt.title, ui.px(19), 12, rect.w - 24, bold=True)
    assert not line.endswith(ELLIPSIS)
    target = ui.pick_allowed[0]
    _click(app, ui.seat_rect(target).center)
    assert _last(table) == (0, Compare(target))


# ---- findings of a tester's long game --------------------------------------------------------------


def test_the_final_ranking_puts_the_broke_by_how_long_they_lasted(app: App) -> None:
    """P1 went broke after hand 2, B2 after hand 9, B4 and B5 together after hand 5: they were listed in seat
    order below the winner ("2. P1 — 0 chips")."""
    from app import i18n

    i18n.set_language("en")
    try:
        table = _table(app, 1, players=5)
        state = table.session.state
        table.session.state = replace(state, over=True, stacks=(0, 0, 5000, 0, 0), seated=(False, False, True,
                                      False, False), busted_in=(2, 9, 0, 5, 5), hand_no=12)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        outcome = table.session.outcome()
        lines = ui.result_lines(outcome)
        ranked = [re.match(r"(\d+)\. (\S+)", line).groups() for line in lines[1:]]  # type: ignore[union-attr]
        assert ranked == [("1", "B3"), ("2", "B2"), ("3", "B4"), ("3", "B5"), ("5", "P1")]
    finally:
        i18n.set_language("zh")


def test_the_standings_between_hands_rank_the_broke_by_how_long_they_lasted(app: App) -> None:
    from engine.games import zhajinhua as zjh

    table = _table(app, 1, players=4)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    app.run_frames(3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    ui.hand_no = 6
    ui.busted_in = [2, 0, 0, 0]  # P1 left after hand 2; B3 goes broke in this hand
    ui.standings = zjh.PotAwarded(40, (1,), (40,), (0, 3000, 0, 1000))
    ui.standings_age = 1.0
    with drawn_texts(zjh_overlays) as texts:
        ui.draw_overlay(app.screen)
    rows = [text for text in texts if re.match(r"\d+\. ", text)]
    assert rows == ["1. B2", "2. B4", "3. B3", "4. P1"]


def test_a_resumed_game_still_says_who_folded_and_who_lost_a_compare(app: App) -> None:
    """After Continue, a seat that had folded read "Out of this hand" (the reason was only kept from the
    animated events); one that lost a compare likewise."""
    from app import i18n
    from app.games.zhajinhua.drawing import status_line
    from engine.games import zhajinhua as zjh

    i18n.set_language("en")
    try:
        table = _table(app, 3)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        app.run_frames(3)
        session = table.session
        folder = loser = -1
        while loser < 0:
            state = session.state
            seat = state.turn
            others = [s for s in range(4) if s not in (seat, 0) and state.live[s]]
            if folder < 0 and seat != 0:
                session.act(seat, Fold())
                folder = seat
            elif seat != 0 and others and all(state.has_bet[s] for s in range(4) if state.live[s]):
                events = session.act(seat, Compare(others[0]))
                loser = next(e.loser for e in events if isinstance(e, zjh.Compared))
            else:
                session.act(seat, Call())
        assert not session.state.live[folder] and not session.state.live[loser] and session.state.hand_no == 1
        resumed = TableScene.resume(app, session.record)
        app.reset(resumed)
        app.run_frames(3)
        ui = resumed.ui
        assert isinstance(ui, ZhaJinHuaUI)
        assert status_line(ui, folder)[0] == "Folded"
        assert status_line(ui, loser)[0] == "Lost a compare"
        # The next hand reached without its events (as behind a curtain): last hand's reasons are not kept.
        resumed.session.state = replace(session.state, hand_no=2)
        resumed.tell([zjh.HandStarted(2, 0, 10, 2000, 20, (0, 1, 2, 3)), zjh.Folded(loser)])
        app.run_frames(2)
        assert status_line(ui, loser)[0] == "Folded" and status_line(ui, folder)[0] == "Out of this hand"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_broke_person_sees_a_note_instead_of_the_betting_buttons(app: App, lang: str, size: tuple[int, int]) -> None:
    """Broke, the person still saw every betting button, "Fold [F]" beside "Fast forward [F]"."""
    from app import i18n
    from app.i18n import t
    from app.ui.widgets import ELLIPSIS

    i18n.set_language(lang)
    try:
        table = seated_table(app, "zhajinhua", 3, size, seed=4, frames=3)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        state = table.session.state
        table.session.state = replace(state, stacks=(0, *state.stacks[1:]), seated=(False, True, True),
                                      live=(False, True, True), busted_in=(1, 0, 0))
        _run_until(app, lambda: not table.busy, settle=True)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        assert ui.visible_buttons() == []
        with drawn_texts(zjh_ui) as texts:
            ui.draw(app.screen)
        note = t("zjh.watching_fast")
        assert ui.watching_note() == note and ("[F]" in note)
        assert any(text == note for text in texts), texts  # written whole on the bar
        assert not any(text.endswith(ELLIPSIS) for text in texts)
        _key(app, pygame.K_f)
        assert table.fast_forward
    finally:
        i18n.set_language("zh")


def test_the_standings_say_what_the_winner_gained_not_the_pot(app: App) -> None:
    """"Won: Bot 2 +20" when Bot 2 won a 20-chip pot, half of it its own ante; the rows below give the change
    since the start, under their own heading."""
    from app import i18n
    from engine.games import zhajinhua as zjh

    i18n.set_language("en")
    try:
        table = _table(app, 5, players=3)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        _run_until(app, lambda: not table.busy, settle=True)
        session = table.session
        while session.state.hand_no == 1:
            state = session.state
            call = state.turn == 0 and state.round < 2 and Call() in table.game.legal_actions(state, 0)
            table.perform(state.turn, Call() if call else Fold())
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        _run_until(app, lambda: ui.standings is not None and ui.standings_age > 0.8)
        award = ui.standings
        assert isinstance(award, zjh.PotAwarded)
        (winner,) = award.winners
        gain = award.pot - state.contributed[winner]
        assert 0 < gain < award.pot
        with drawn_texts(zjh_overlays) as texts:
            ui.draw_overlay(app.screen)
        assert f"Pot of {award.pot:,} to {table.name(winner)} (+{gain:,} this hand)" in texts, texts
        assert "Since the start" in texts
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_standings_count_down_to_going_on_by_themselves(app: App, lang: str) -> None:
    """The panel said "Click or press Space to go on" and closed by itself moments later."""
    from app import i18n
    from app.i18n import t

    i18n.set_language(lang)
    try:
        app.settings = replace(app.settings, animation_speed=1.0)
        table = _table(app, 5, players=3)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        _run_until(app, lambda: not table.busy, settle=True)
        while table.session.state.hand_no == 1:
            table.perform(table.session.state.turn, Fold())
        _run_until(app, lambda: ui.standings is not None and ui.standings_age > 0.8)
        counts: list[int] = []
        while ui.standings is not None:
            with drawn_texts(zjh_overlays) as texts:
                ui.draw_overlay(app.screen)
            counts += [n for n in range(1, 10) for text in texts if text == t("zjh.standings.continue", n=n)]
            app.run_frames(1)
        assert counts and counts[0] >= 2 and counts[-1] == 1, counts
        assert counts == sorted(counts, reverse=True)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_table_writes_every_chip_amount_with_thousands_separators(app: App, lang: str) -> None:
    """The bubble said "Wins 2040" and the seat "In the pot: 1020" while the pot and the log said "2,040"."""
    from app import i18n
    from app.games.zhajinhua.text import bet_label
    from engine.games import zhajinhua as zjh

    i18n.set_language(lang)
    try:
        table = _table(app, 2, players=3)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        _run_until(app, lambda: not table.busy, settle=True)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        ui.base, ui.stake_level = 500, 10  # a call costs 5,000 blind, 10,000 seen
        ui.contributed = [1020, 3500, 12000]
        ui.seen = [False, True, False]
        ui.begin(zjh.PotAwarded(2040, (1,), (2040,), (1000, 3040, 1000)))
        texts = [bet_label(kind, 1200, 10) for kind in zjh.BetKind]
        texts += [i18n.live(text) for text, _ in ui.bubbles.values()]
        with drawn_texts(zjh_drawing) as drawn:
            ui.draw(app.screen)
        texts += drawn
        assert any("1,020" in text for text in texts) and any("2,040" in text for text in texts)
        for text in texts:
            assert not re.search(r"\d{4}", text), text
    finally:
        i18n.set_language("zh")


def test_chinese_log_lines_and_the_rules_page_keep_chinese_typography() -> None:
    """"两手牌都亮出。 玩家1：…" had a space after "。"; the rules page quoted with ASCII quotes."""
    from pathlib import Path

    from app import i18n
    from app.games.zhajinhua.text import narrate
    from engine.games import zhajinhua as zjh
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    a, b = shown(0, ids("As 9d Th")), shown(1, ids("6d 2h Qc"))
    events = [
        zjh.Showdown(zjh.ShowdownReason.OPEN, 0, (a, b), (0,)),
        zjh.Showdown(zjh.ShowdownReason.CAP, None, (a, b), (0,)),
        zjh.Compared(0, 1, 1, 0, False, False, a, b, True),
        zjh.SessionEnded(zjh.EndReason.HANDS_PLAYED, (10, 20), (1,)),
    ]
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        try:
            name = (lambda s: f"玩家{s + 1}") if lang == "zh" else (lambda s: f"Player {s + 1}")
            lines = [narrate(e, name, 0, True) for e in events]
        finally:
            i18n.set_language("zh")
        for line in lines:
            assert line is not None
            if lang == "zh":
                assert not re.search(r"[。：】）] ", line), line
            else:
                assert re.search(r"[.\]] \S", line), line  # English sentences keep their space
    page = (Path(__file__).resolve().parent.parent / "assets" / "rules" / "zhajinhua.zh.md").read_text(encoding="utf-8")
    assert '"' not in page and "「235 大过所有豹子」" in page


def test_the_rules_page_says_a_compare_makes_both_players_seen() -> None:
    """Compared while blind, a player became seen and paid double; the page said only Look did that."""
    from pathlib import Path

    from engine.games.zhajinhua import Compare as CompareAction
    from tests.test_zhajinhua_support import act, table

    state = table(["9s 7h 3c", "Ks Kh 2d", "Qs 9h 4c"], dealer=2, has_bet=(True, True, True))
    after, _ = act(state, CompareAction(1))  # seat 0, blind, asks blind seat 1
    assert after.seen[0] and after.seen[1] and not after.seen[2]  # the behaviour the page describes
    rules = Path(__file__).resolve().parent.parent / "assets" / "rules"
    assert "counts as seen from then on" in (rules / "zhajinhua.en.md").read_text(encoding="utf-8")
    assert "从此也算明家" in (rules / "zhajinhua.zh.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_grey_button_or_its_key_says_why_it_cannot_be_used(app: App, lang: str) -> None:
    """V before everyone had bet, or C without the chips for a call, did nothing and said nothing; the
    refusal of a call says what it costs and what the player has."""
    from app import i18n
    from app.games.zhajinhua.text import chips
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = _table(app, 5)
        _my_turn(app, table)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        before = len(table.session.record.actions)
        for key, why in ((pygame.K_v, "zjh.reason.compare_early"), (pygame.K_o, "zjh.reason.open_two")):
            app.toast.clear()
            _key(app, key)
            assert app.toast.text == t(why)
            app.toast.clear()
            _click(app, _button(table, key).rect.center)
            assert app.toast.text == t(why)
        state, cost = table.session.state, table.view().call_cost(0)
        table.session.state = replace(state, stacks=(cost, *state.stacks[1:]))  # a call would leave nothing
        table.ui.sync(table.view())
        app.toast.clear()
        _key(app, pygame.K_c)
        assert app.toast.text == t("zjh.reason.short_call", cost=chips(cost), stack=chips(cost))  # the amounts
        assert f" {cost} " in app.toast.text
        assert len(table.session.record.actions) == before
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI) and ui.picking_seat is None
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_grey_raise_says_what_the_raise_costs_and_what_the_player_has(app: App, lang: str) -> None:
    """A raise the player's chips cannot pay for, its grey button clicked: the refusal names the rung, the
    chips it takes and the chips the player has, as the table writes them."""
    from app import i18n
    from app.games.zhajinhua.text import chips
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = _table(app, 5)
        _my_turn(app, table)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        state = table.session.state
        stack = table.view().call_cost(0) + 1  # enough to call, not to raise to ×10
        need = 10 * state.base * (2 if state.seen[0] else 1)
        table.session.state = replace(state, stacks=(stack, *state.stacks[1:]))
        table.ui.sync(table.view())
        app.toast.clear()
        _click(app, _button(table, pygame.K_0).rect.center)
        assert app.toast.text == t("zjh.reason.short_raise", level=10, cost=chips(need), stack=chips(stack))
        assert "×10" in app.toast.text and chips(need) in app.toast.text and chips(stack) in app.toast.text
    finally:
        i18n.set_language("zh")


def test_hands_show_high_to_low_with_pairs_together(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards showed in deal order ("8 3 4", an opponent's "♦A ♠4 ♥A" with the pair split)."""
    from app.games.zhajinhua.text import cards_text, display_order
    from tests.test_zhajinhua_support import cards

    def order(text: str) -> str:
        return " ".join(str(c) for c in display_order(cards(text)))

    assert order("8s 3h 4d") == "♠8 ♦4 ♥3"
    assert order("Ad 4s Ah") == "♥A ♦A ♠4"
    assert order("8d Ac 8s") == "♠8 ♦8 ♣A"  # the pair first, as the rules page pictures it
    assert order("2c Ah 3d") == "♦3 ♣2 ♥A"  # A-2-3: the ace is low
    assert order("Qh Ah Kh") == "♥A ♥K ♥Q"
    assert order("3s 5h 2d") == "♥5 ♠3 ♦2"  # 235
    assert cards_text(cards("Ad 4s Ah")) == "♥A ♦A ♠4"  # the log writes them so too

    table = _table(app, 2, players=3)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    _run_until(app, lambda: not table.busy, settle=True)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    drawn: list[Card] = []
    real = zjh_drawing.card_face

    def spy(card: Card, w: int, h: int) -> pygame.Surface:
        drawn.append(card)
        return real(card, w, h)

    monkeypatch.setattr(zjh_drawing, "card_face", spy)
    ui.my_cards, ui.flip = cards("8c 2h 9d"), 0.0
    ui.known = {1: cards("Ad 4s Ah")}
    ui.dealt = [3, 3, 3]
    ui.draw(app.screen)
    assert " ".join(str(c) for c in drawn) == "♥A ♦A ♠4 ♦9 ♣8 ♥2"


def test_the_away_compare_note_says_which_hand_it_was_in(app: App) -> None:
    """"Your compare while you were away" showed in hand 3 about hand 2 without saying so."""
    from app import i18n
    from engine.games import zhajinhua as zjh
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    i18n.set_language("en")
    try:
        table = _table(app, 11, humans=2, players=3)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        a, b = shown(0, ids("As 9d Th")), shown(1, ids("6d 2h Qc"))
        ui.note_private(1, zjh.HandStarted(2, 0, 10, 2000, 20, (0, 1, 2)))
        ui.note_private(1, zjh.Compared(0, 1, 0, 1, False, False, a, b, False))
        ui.note_private(1, zjh.HandStarted(3, 0, 10, 2000, 20, (0, 1, 2)))
        ui.sync(replace(table.view(), seat=1))
        assert ui.memo_shown
        with drawn_texts(zjh_overlays) as texts:
            ui.draw_overlay(app.screen)
        assert "Hand 2: P1 won the compare." in texts, texts
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_face_up_opponent_cards_overlap_little_and_stay_clear_of_the_panels(app: App, size: tuple[int, int]) -> None:
    """A shown hand's middle card was 62 % visible: an ace's big pip, cut off, hid its suit."""
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table = seated_table(app, "zhajinhua", 6, size, seed=4, frames=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    for seat in range(1, 6):
        face_down = ui.card_slots(seat)
        assert face_down[1].x - face_down[0].x < 0.7 * ui.sw  # face down they still overlap as before
    ui.revealed = {s: shown(s, ids(h)) for s, h in enumerate(["Kc 5s 4c", "6d Ah Ad", "9h Jd Ks", "2c 3h 5d",
                                                              "Qh Qd 7s", "8c 8h 8s"])}
    for seat in range(1, 6):
        slots = ui.card_slots(seat)
        assert slots[1].x - slots[0].x >= 0.8 * ui.sw and slots[2].x - slots[1].x >= 0.8 * ui.sw
        group = slots[0].union(slots[2])
        assert ui.rect.contains(group)
        for other in range(6):
            assert not group.colliderect(ui.seat_rect(other)), (seat, other)
        assert not group.colliderect(ui.hand_rect)


def test_the_betting_bar_has_no_gap_on_the_frame_a_raise_hides_rungs(app: App) -> None:
    """A raise to ×10 begun in a frame's update hid three raise buttons; that frame drew the rest where they
    had stood, leaving a gap in the bar (the next update closed it)."""
    table = seated_table(app, "zhajinhua", 3, (1280, 720), seed=4, frames=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    ui.update(0.0)
    assert len(ui.visible_buttons()) == 8
    ui.stake_level = 10  # as begin() does for a Bet event, after this frame's update placed the buttons
    ui.draw(app.screen)
    shown = ui.visible_buttons()
    assert len(shown) == 5
    gaps = {b.rect.x - a.rect.right for a, b in zip(shown, shown[1:])}
    assert len(gaps) == 1 and gaps.pop() <= ui.px(8)
    left, right = shown[0].rect.x - ui.bar_rect.x, ui.bar_rect.right - shown[-1].rect.right
    assert abs(left - right) <= 2  # centred on the bar


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_line_above_the_cards_clears_them_when_they_rise(app: App, lang: str, size: tuple[int, int],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """"Your turn" overlapped the person's face-down cards when the pointer raised them (and their frame);
    a "Hand 3" banner was drawn over it. A banner goes in the same place (not on the person's turn now)."""
    from app import i18n
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = seated_table(app, "zhajinhua", 6, size, seed=4, frames=3)
        _my_turn(app, table)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI) and ui.my_cards is None
        slots = ui.card_slots(0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=slots[1].center, rel=(0, 0), buttons=(0, 0, 0)))
        app.run_frames(1)
        assert ui.hover_cards
        ui.banner = None
        panels: list[pygame.Rect] = []
        for module in (zjh_drawing, zjh_overlays):
            real_panel = module.draw_panel

            def panel(surface: pygame.Surface, rect: pygame.Rect, *args: object, real: object = real_panel,
                      **kwargs: object) -> None:
                panels.append(rect.copy())
                real(surface, rect, *args, **kwargs)  # type: ignore[operator]

            monkeypatch.setattr(module, "draw_panel", panel)
        frames: list[pygame.Rect] = []
        real_rect = pygame.draw.rect

        def rect_spy(surface: pygame.Surface, color: object, rect: pygame.Rect, *args: object,
                     **kwargs: object) -> object:
            if rect.w > 3 * ui.cw:
                frames.append(pygame.Rect(rect))
            return real_rect(surface, color, rect, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(zjh_drawing.pygame.draw, "rect", rect_spy)
        ui.draw(app.screen)

        def over_hand() -> list[pygame.Rect]:
            return [p for p in panels if abs(p.centerx - ui.hand_rect.centerx) <= 2 and p.y < ui.hand_rect.y
                    and p.bottom > ui.pot_center[1]]

        (status,) = over_hand()
        (frame,) = [f for f in frames if abs(f.centerx - ui.hand_rect.centerx) <= 2]
        assert frame.y < ui.hand_rect.y - 10  # the cards and their frame are raised
        pot_lines_bottom = ui.pot_center[1] + ui.chip_r * 4 + 4 + ui.px(52) + ui.px(14)
        assert status.bottom <= frame.y and status.y >= pot_lines_bottom, (status, frame, pot_lines_bottom)
        banner = zjh_overlays.banner_rect(ui, t("zjh.banner.hand", n=12))
        assert banner.bottom <= frame.y and banner.y >= pot_lines_bottom, (banner, frame)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_compare_line_and_its_vs_disc_leave_the_pot_lines_readable(app: App, lang: str, size: tuple[int, int],
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A compare between the person and the seat across: the line and the VS disc were drawn over the
    Stake and Round lines under the pot."""
    from app import i18n
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = seated_table(app, "zhajinhua", 3, size, seed=4, frames=3)
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        _run_until(app, lambda: not table.busy, settle=True)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        ui.compare_line = (0, 2, 100.0)
        lines: list[tuple[tuple[int, int], tuple[int, int]]] = []
        real_line = pygame.draw.line

        def line_spy(surface: pygame.Surface, color: object, start: tuple[int, int], end: tuple[int, int],
                     *args: object) -> object:
            lines.append((tuple(start), tuple(end)))  # type: ignore[arg-type]
            return real_line(surface, color, start, end, *args)  # type: ignore[arg-type]

        monkeypatch.setattr(zjh_drawing.pygame.draw, "line", line_spy)
        with drawn_text_rects(zjh_drawing) as texts:
            ui.draw(app.screen)
        pot_word = t("zjh.pot", amount="0").split("0")[0].strip()
        top = next(rect for text, rect in texts if text.startswith(pot_word))
        pot_text = [rect for text, rect in texts if text != "VS" and rect.y >= top.y
                    and abs(rect.centerx - top.centerx) <= 2 and rect.y <= top.bottom + ui.px(40)]
        assert len(pot_text) == 3
        block = pot_text[0].unionall(pot_text[1:])
        (vs,) = [rect for text, rect in texts if text == "VS"]
        disc = pygame.Rect(0, 0, 2 * ui.px(22), 2 * ui.px(22))
        disc.center = vs.center
        assert not disc.colliderect(block), (disc, block)
        assert lines
        for start, end in lines:
            assert not block.clipline(start, end), (start, end, block)
    finally:
        i18n.set_language("zh")


def test_no_betting_bar_where_no_person_bets(app) -> None:
    """At a table of computers (the demo) Fold [F] sat greyed beside Fast forward ▶▶ [F]."""
    from app.scenes.table import SeatSetup, TableScene

    table = TableScene(app, "zhajinhua", [SeatSetup(False, f"B{i}") for i in range(1, 5)], {}, 3)
    app.reset(table)
    app.run_frames(3)
    assert table.ui.visible_buttons() == []
    person = TableScene(app, "zhajinhua", [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in (2, 3)], {}, 3)
    app.reset(person)
    app.run_frames(3)
    assert person.ui.visible_buttons()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_winner_tag_covers_no_seat_and_no_pot_line(app: App, lang: str, size: tuple[int, int],
                                                       players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The seat left of the person's (on the right of the table) won a showdown and its "Winner" tag,
    drawn right of its hand's name, lay over its own panel: "inner 2,319" where "Chips 2,319" stood."""
    from app import i18n
    from app.games.zhajinhua.drawing import pot_line_rects
    from app.i18n import t
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    tags: list[pygame.Rect] = []
    real = zjh_drawing.pill

    def spy(surface: pygame.Surface, text: str, size: int, alpha: int = 255, **where: tuple[int, int]) -> pygame.Rect:
        rect = real(surface, text, size, alpha, **where)
        if text == t("zjh.winner_tag"):
            tags.append(rect)
        return rect

    monkeypatch.setattr(zjh_drawing, "pill", spy)
    i18n.set_language(lang)
    try:
        table, ui = still_table(app, players, size, 1)
        hands = ["Qh Jh 10h", "Kc Qc Jc", "9s 8s 7s", "5d 4d 3d", "Ah Kh Qh", "4c 3c 2c"]  # long class names
        ui.revealed = {s: shown(s, ids(hands[s])) for s in range(1, players)}
        ui.winners = tuple(range(1, players))  # every opponent's tag is drawn (a split pot)
        ui.draw(app.screen)
        assert len(tags) == players - 1
        pot_text = pot_line_rects(ui)
        for tag in tags:
            assert ui.rect.contains(tag), tag
            assert tag.collidelist(pot_text) < 0, (tag, pot_text)
            for seat in range(players):
                assert not tag.colliderect(ui.seat_rect(seat)), (tag, seat, ui.seat_rect(seat))
    finally:
        i18n.set_language("zh")


def test_after_a_showdown_only_the_winner_is_framed(app: App) -> None:
    """The person opened and lost: through the showdown and the standings their panel kept the frame of
    the player to act, beside the winner's gold one, so both looked like winners."""
    from app.ui import theme
    from engine.games import zhajinhua as zjh
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table = _table(app, 3, players=3)
    _my_turn(app, table)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    ui.live = [True, True, False]
    mine = ui.seat_rect(0)

    def framed() -> bool:
        ui.draw(app.screen)
        return tuple(app.screen.get_at((mine.x - 3, mine.centery)))[:3] == tuple(theme.ACCENT)

    assert ui.turn == 0 and framed()  # the person to act is framed
    ui.begin(zjh.Showdown(zjh.ShowdownReason.OPEN, 0, (shown(0, ids("9c 6c 5s")), shown(1, ids("Kc 9s 4c"))), (1,)))
    ui.update(0.5)
    assert not framed()
    ui.begin(zjh.PotAwarded(80, (1,), (80,), (950, 1070, 990)))
    ui.update(1.0)
    assert not framed()


def _first_turn_buttons(app: App) -> tuple[TableScene, ZhaJinHuaUI, list[ActionButton]]:
    """A five-seat table at 960×600 on the person's first turn, drawn once, and its betting buttons shown."""
    table = seated_table(app, "zhajinhua", 5, (960, 600), seed=7, frames=3)
    _my_turn(app, table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    ui.draw(app.screen)
    return table, ui, ui.visible_buttons()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_in_a_small_window_the_betting_buttons_stay_readable(app: App, lang: str) -> None:
    """At 960×600 the eight buttons of a hand's first turn shared the table's width left of the log: their
    names were drawn at 11 px and what each costs at 10 px, while the strip below the log stood empty."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table, ui, shown = _first_turn_buttons(app)
        assert len(shown) == 8
        assert all(b.shared_size is not None and b.shared_size >= 14 for b in shown), [b.shared_size for b in shown]
        window = app.screen.get_rect()
        for a, b in zip(shown, shown[1:]):
            assert a.rect.right < b.rect.x
        for b in shown:
            assert window.contains(b.rect) and not b.rect.colliderect(table.log_rect)
            assert not b.rect.colliderect(ui.seat_rect(0)) and not b.rect.colliderect(ui.hand_rect)
    finally:
        i18n.set_language("zh")


# ---- play-test polish ----------------------------------------------------------------------------------


def _drawn_by(button: ActionButton, surface: pygame.Surface) -> list[str]:
    """The texts ``button`` writes when drawn."""
    import app.games.zhajinhua.widgets as zjh_widgets

    with drawn_texts(zjh_widgets) as texts:
        button.draw(surface)
    return texts


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_greyed_betting_button_advertises_no_cost(app: App, lang: str) -> None:
    """Compare [V] and Open [O] greyed on the person's first turn still read "10" and "20" under their names,
    and every button did while another seat was to act, as if they could be bought."""
    from app import i18n

    i18n.set_language(lang)
    try:
        table, ui, shown = _first_turn_buttons(app)
        greyed = [b for b in shown if not b.enabled()]
        assert any(b.sub() for b in greyed)  # a cost there is to leave out
        for b in shown:
            texts = _drawn_by(b, app.screen)
            assert texts == ([b.label(), b.sub()] if b.enabled() and b.sub() else [b.label()]), texts
        app.settings = replace(app.settings, ai_delay_ms=100_000)
        _key(app, pygame.K_c)
        _run_until(app, lambda: not table.busy, settle=True)
        assert not table.viewer_legal()
        for b in ui.visible_buttons():
            assert not b.enabled() and _drawn_by(b, app.screen) == [b.label()]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_person_first_to_act_is_told_it_is_their_turn_under_the_hand_banner(app: App, lang: str) -> None:
    """The person first to act in a hand got no "Your turn": the "Hand 1" banner stood in its place for its
    1.4 s (most of it at a quick animation speed), so the turn began silently. (The banner now goes at the
    animation speed, so it ends about as the deal does; it is made to last here, as it still can at two
    seats.)"""
    from app import i18n
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = seated_table(app, "zhajinhua", 3, (1280, 720), seed=4)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        due: tuple[str, float] | None = None
        while not table.viewer_legal():
            if ui.banner is not None and due is None:
                ui.banner = (ui.banner[0], 60.0)
            due = ui.banner
            app.run_frames(1)
        assert not table.session.record.actions  # the person is first to act
        assert due is not None and due[1] > 0.2  # while the hand's banner was due to stay on
        banner = due[0]
        for _ in range(40):
            with drawn_texts(zjh_drawing) as texts, drawn_texts(zjh_overlays) as overlaid:
                table.draw(app.screen)
            assert t("zjh.your_turn") in texts and banner not in overlaid
            app.run_frames(1)
        _key(app, pygame.K_l)  # looking keeps the turn; the banner does not come back meanwhile
        for _ in range(20):
            with drawn_texts(zjh_overlays) as overlaid:
                table.draw(app.screen)
            assert banner not in overlaid
            app.run_frames(1)
        assert table.viewer_legal()
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_shown_hand_names_run_into_nothing(app: App, lang: str, size: tuple[int, int], players: int) -> None:
    """At 960×600 with four to six seats, "Three of a kind" and "Straight flush" under the cards of the side
    seats were written over the pot's lines ("Stake ×1…", "Round 1/20…") and over a seat's panel."""
    from app import i18n
    from app.games.zhajinhua.drawing import pot_lines
    from app.games.zhajinhua.text import class_name
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    i18n.set_language(lang)
    try:
        table, ui = still_table(app, players, size, 1)
        hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 5s", "4c 3c 2c", "As Kd 2h"]  # the longest names
        ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
        ui.winners = (1,)
        names = {class_name(ui.revealed[s]) for s in range(1, players)}
        with drawn_text_rects(zjh_drawing) as drawn:
            ui.draw(app.screen)
        pot = {line[0] for line in pot_lines(ui)}
        pot_rects = [rect for text, rect in drawn if text in pot]
        labels = [rect for text, rect in drawn if text in names]
        assert len(pot_rects) == 3 and len(labels) == players - 1
        cards = [ui.card_slots(s)[0].union(ui.card_slots(s)[2]) for s in range(1, players)]
        for i, label in enumerate(labels):
            assert ui.rect.contains(label), label
            assert label.collidelist(pot_rects) < 0, (label, pot_rects)
            assert label.collidelist([ui.seat_rect(s) for s in range(players)]) < 0, label
            assert label.collidelist(cards) < 0 and not label.colliderect(ui.hand_rect), label
            assert label.collidelist(labels[i + 1:]) < 0, (label, labels)
    finally:
        i18n.set_language("zh")


def _frames_under_the_standings(app: App, table: TableScene, ui: ZhaJinHuaUI) -> Iterator[tuple[list[str], list[str]]]:
    """Frame by frame until the between-hands standings go: the table's texts and the panel's, for each
    frame the panel shows."""
    from app.i18n import t

    while ui.standings is not None:
        with drawn_texts(zjh_drawing) as texts, drawn_texts(zjh_overlays) as panel:
            table.draw(app.screen)
        if t("zjh.standings.title", n=1) in panel:
            yield texts, panel
        app.run_frames(1)


def _play_hand_one_to_its_standings(app: App, table: TableScene) -> tuple[dict[int, int], int]:
    """Play hand 1 by hand (the first seat after the person folds, the others call, then open) up to its
    standings panel; what each seat put into the pot and the seat that folded."""
    from engine.games import zhajinhua as zjh

    app.settings = replace(app.settings, ai_delay_ms=100_000)
    _run_until(app, lambda: not table.busy, settle=True)
    session, folder = table.session, -1
    while session.state.hand_no == 1:
        state = session.state
        legal = table.game.legal_actions(state, state.turn)
        if folder < 0 and state.turn != 0:
            folder = state.turn
            table.perform(state.turn, Fold())
        else:
            table.perform(state.turn, Open() if Open() in legal else Call())
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    _run_until(app, lambda: ui.standings is not None)
    put_in: dict[int, int] = {}
    for event in table.log_events:
        if isinstance(event, zjh.Bet):
            put_in[event.seat] = put_in.get(event.seat, 0) + event.amount
    return put_in, folder


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_under_the_standings_the_seats_say_how_the_hand_went(app: App, lang: str) -> None:
    """Under "After hand 1" the seats still read "Seen · call 20", "Folded" and "In the pot: 40": the betting of
    a hand that was over. Now each says what it won or lost in the hand, as the panel does."""
    from app import i18n
    from app.games.zhajinhua.text import chips_change
    from app.i18n import t

    i18n.set_language(lang)
    try:
        table = _table(app, 5, players=3)
        put_in, folder = _play_hand_one_to_its_standings(app, table)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        award = ui.standings
        assert award is not None and len(award.winners) == 1 and folder not in award.winners
        (winner,), (share,) = award.winners, award.amounts
        gain = share - put_in[winner]
        expected = {s: t("zjh.status.hand_lost", n=f"{put_in[s]:,}") for s in range(3)}
        expected[winner] = t("zjh.status.hand_won", gain=chips_change(gain))
        stale = [t(key, cost="") for key in ("zjh.status.seen", "zjh.status.blind")] + [t("zjh.in_pot", n="")]
        stale = [text.strip() for text in stale]
        _run_until(app, lambda: ui.standings_age > 0.8)
        shown = 0
        for texts, panel in _frames_under_the_standings(app, table, ui):
            shown += 1
            assert f"+{gain:,}" in " ".join(panel)  # the panel's figure for the winner
            for s in range(3):
                assert expected[s] in texts, (s, expected[s], texts)
            for word in (t("zjh.status.folded"), t("zjh.status.lost"), t("zjh.status.out")):
                assert word not in texts
            assert not any(text.startswith(prefix) for text in texts for prefix in stale), texts
        assert shown >= 3
    finally:
        i18n.set_language("zh")


def test_under_the_standings_the_winner_s_chips_show_their_final_figure(app: App) -> None:
    """The standings came up while the winnings still flew to the winner, and its "Chips" went on counting up
    under the panel for a second or more. Now the panel waits for the chips to land, and from then on every
    seat reads what the panel says."""
    from app.games.zhajinhua.text import chips
    from app.i18n import t

    app.settings = replace(app.settings, animation_speed=1.0)
    table = _table(app, 5, players=3)
    _play_hand_one_to_its_standings(app, table)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    award = ui.standings
    assert award is not None
    shown = 0
    for texts, _ in _frames_under_the_standings(app, table, ui):
        shown += 1
        assert all(f.done for f in table.flyers)  # nothing flies under the panel
        for s in range(3):
            assert t("zjh.chips", n=chips(award.stacks[s])) in texts, (s, award.stacks[s], texts)
    assert shown >= 60  # a second or more (the real animation speed)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_winner_s_bubble_hides_no_hand_name_and_no_winner_tag(app: App, lang: str, size: tuple[int, int],
                                                                players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Five seats at 960×600: the seat on the right won with its hand's name over its cards, and the "Winner"
    tag beside that name lay under its "Wins 2,110" bubble."""
    from app import i18n
    from app.games.zhajinhua.text import class_name
    from app.i18n import t
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    i18n.set_language(lang)
    try:
        table, ui = still_table(app, players, size, 7)
        hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 5s", "4c 3c 2c", "As Kd 2h"]
        ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
        names = {class_name(ui.revealed[s]) for s in range(1, players)}
        wins, tag = t("zjh.bubble.wins", amount="2,110"), t("zjh.winner_tag")
        real_pill = zjh_drawing.pill
        with drawn_text_rects(zjh_drawing) as drawn:

            def pill_spy(surface: pygame.Surface, text: str, size: int, alpha: int = 255,
                         **where: tuple[int, int]) -> pygame.Rect:
                rect = real_pill(surface, text, size, alpha, **where)
                drawn.append((text, rect))
                return rect

            monkeypatch.setattr(zjh_drawing, "pill", pill_spy)
            for winner in range(1, players):
                ui.winners = (winner,)
                ui.bubbles = {winner: (wins, 2.0)}
                drawn.clear()
                ui.draw(app.screen)
                (bubble,) = [rect for text, rect in drawn if text == wins]
                covered = [(text, rect) for text, rect in drawn if (text in names or text == tag)
                           and rect.colliderect(bubble)]
                assert not covered, (winner, bubble, covered)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_seat_s_bubble_lies_on_no_other_seat_s_panel(app: App, lang: str, size: tuple[int, int],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Six seats at 960×600: the person's seat sits just under the next one's, and the person's
    "Call 10" bubble, above their panel, lay over that seat's "In the pot" line. A bubble goes
    beside its seat where above it would cover another seat: at three to six seats every seat's
    bubble ("Call 10", and a winner's "Wins 2,110") is drawn clear of every other seat's panel,
    inside the window."""
    from app import i18n
    from app.i18n import t

    i18n.set_language(lang)
    try:
        for players in range(3, 7):
            table, ui = still_table(app, players, size, 7)
            drawn: list[tuple[str, pygame.Rect]] = []
            real_pill = zjh_drawing.pill

            def pill_spy(surface: pygame.Surface, text: str, px: int, alpha: int = 255,
                         **where: tuple[int, int]) -> pygame.Rect:
                rect = real_pill(surface, text, px, alpha, **where)
                drawn.append((text, rect))
                return rect

            monkeypatch.setattr(zjh_drawing, "pill", pill_spy)
            for text in (t("zjh.bubble.call", amount="10"), t("zjh.bubble.wins", amount="2,110")):
                for seat in range(players):
                    ui.bubbles = {seat: (text, 2.0)}
                    drawn.clear()
                    zjh_drawing.draw_bubbles(ui, app.screen)
                    (bubble,) = [rect for said, rect in drawn if said == text]
                    hit = [s for s in range(players) if s != seat and ui.seat_rect(s).colliderect(bubble)]
                    assert not hit and pygame.Rect((0, 0), size).contains(bubble), (players, seat, text, bubble, hit)
            monkeypatch.undo()
            ui.bubbles = {}
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_between_hands_a_broke_seat_says_in_which_hand_it_went_out(app: App, lang: str,
                                                                    size: tuple[int, int]) -> None:
    """The standings and the seat panels said only "Busted" (已出局) for a broke seat; the results at the
    end already said "busted in hand N". Now both say in which hand, and the words stay in their panel."""
    from app import i18n
    from app.i18n import t
    from engine.games import zhajinhua as zjh

    i18n.set_language(lang)
    try:
        table, ui = still_table(app, 6, size, seed=1)
        ui.hand_no = 12
        ui.busted_in = [0, 0, 9, 0, 0, 0]  # B3 left after hand 9; P1 goes broke in this hand
        ui.seated[2] = False
        ui.standings = zjh.PotAwarded(40, (1,), (40,), (0, 3000, 0, 1000, 1500, 500))
        ui.result = (ui.hand_no, ui.standings)
        ui.standings_age = 1.0
        with drawn_text_rects(zjh_overlays) as over, drawn_text_rects(zjh_drawing) as table_drawn:
            ui.draw(app.screen)
            ui.draw_overlay(app.screen)
        drawn = over + table_drawn
        texts = [text for text, _ in drawn]
        assert t("zjh.status.busted") not in texts, texts
        panel = zjh_overlays.standings_rect(ui, 6)
        for seat, hand in ((2, 9), (0, 12)):
            words = t("zjh.status.busted_in", n=hand)
            assert str(hand) in words
            at = [rect for text, rect in drawn if text == words]
            assert len(at) == 2, f"{words!r} in the standings and in the seat panel: {texts}"
            assert any(panel.contains(rect) for rect in at), "the standings' words leave their panel"
            assert any(ui.seat_rect(seat).contains(rect) for rect in at), "the seat's words leave its panel"
            row = [rect for text, rect in drawn if text.endswith(". " + table.name(seat))]
            assert len(row) == 1 and not any(r.colliderect(row[0]) for r in at), "they run into the name"
            assert "0" not in [text for text, rect in drawn if panel.contains(rect) and abs(rect.centery - row[0].centery) < 4]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_long_names_in_the_standings_keep_clear_of_the_chips(lang: str, size: tuple[int, int]) -> None:
    """With names of the lobby's longest (twelve Chinese characters) and a million starting chips, the
    standings between hands wrote "国际象棋大师级别的超级玩" right up against "1,000,000": a name was
    never fitted. Every name now keeps a clear gap before the figures on its row (made smaller, or cut
    with "…", where it is too long), inside the panel."""
    from app import i18n
    from app.lobby_memory import NAME_MAX
    from engine.games import zhajinhua as zjh

    big = App(headless=True, size=size)
    big.settings = replace(big.settings, ai_delay_ms=100_000)
    i18n.set_language(lang)
    try:
        names = ["国际象棋大师级别的超级玩家", "WWWWWWWWWWWWW", "麦克斯韦尔汉密尔顿先生国际", "Alexander Great",
                 "汉密尔顿先生国际象棋大师级", "B6"]
        seats = [SeatSetup(i == 0, name[:NAME_MAX]) for i, name in enumerate(names)]
        table = TableScene(big, "zhajinhua", seats, {"start_chips": 1_000_000}, 1)
        big.reset(table)
        table.on_resize(size)
        big.run_frames(3)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        ui.hand_no = 3
        ui.busted_in = [0, 0, 0, 0, 3, 0]
        ui.standings = zjh.PotAwarded(400, (1,), (400,), (1_000_000, 2_400_000, 1_500_000, 1_100_000, 0, 0))
        ui.standings_age = 1.0
        with drawn_text_rects(zjh_overlays) as drawn:
            ui.draw_overlay(big.screen)
        panel = zjh_overlays.standings_rect(ui, 6)
        rows = [rect for text, rect in drawn if re.match(r"\d\. ", text)]
        assert len(rows) == 6
        for name in rows:
            assert panel.contains(name), (name, panel)
            beside = [(text, rect) for text, rect in drawn
                      if rect is not name and rect.left >= name.left and abs(rect.centery - name.centery) < name.h // 2]
            assert beside, name
            for text, rect in beside:
                assert rect.left - name.right >= ui.px(8), (text, rect, name)
    finally:
        i18n.set_language("zh")
        big.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_long_names_stay_inside_their_seat_panels(lang: str, size: tuple[int, int]) -> None:
    """A seat panel wrote its name at 17 px however long: twelve-character names ("WWWWWWWWWWWW",
    "国国国国国国国国国国国国") ran out of the panel, over the dealer disc and into the log. Each name now
    stays inside its panel and clear of the dealer disc, the chip stack and the "[n]" of a seat being
    picked, and the person's name keeps its ★."""
    from app import i18n
    from app.lobby_memory import NAME_MAX

    big = App(headless=True, size=size)
    big.settings = replace(big.settings, ai_delay_ms=100_000)
    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "Maximilianus", "MMMMMMMMMMMM",
                 "爱新觉罗溥仪皇帝陛下万岁", "Wolfgang Amadeus"]
        seats = [SeatSetup(i == 0, name[:NAME_MAX]) for i, name in enumerate(names)]
        table = TableScene(big, "zhajinhua", seats, {}, 1)
        big.reset(table)
        table.on_resize(size)
        big.run_frames(3)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        for picking in (False, True):
            if picking:  # the "[n]" key caps of a compare's pick stand on the name's row
                ui.picking_seat = 0
                ui.pick_allowed = set(range(1, 6))
            for dealer in range(6):
                ui.dealer = dealer
                stacks: list[pygame.Rect] = []
                real_stack = zjh_drawing.draw_stack

                def spy(*args: object, **kwargs: object) -> pygame.Rect:
                    rect = real_stack(*args, **kwargs)  # type: ignore[arg-type]
                    stacks.append(rect)
                    return rect

                zjh_drawing.draw_stack = spy  # type: ignore[assignment]
                try:
                    with drawn_text_rects(zjh_drawing) as drawn:
                        ui.draw(big.screen)
                finally:
                    zjh_drawing.draw_stack = real_stack
                for seat, name in enumerate(names):
                    panel = ui.seat_rect(seat)
                    found = [(text, rect) for text, rect in drawn
                             if text[:2] == name[:2] and panel.colliderect(rect)]
                    assert len(found) == 1, (seat, found)
                    text, rect = found[0]
                    assert panel.contains(rect), (text, rect, panel)
                    assert text.endswith("★") == (seat == 0), text
                    for stack in stacks:
                        if panel.contains(stack):
                            assert not rect.colliderect(stack), (text, rect, stack)
                    if seat == dealer:
                        r = ui.px(13)
                        disc = pygame.Rect(panel.right - ui.px(4) - r, panel.y + ui.px(4) - r, 2 * r, 2 * r)
                        assert not rect.colliderect(disc), (text, rect, disc)
                    if picking and seat in ui.pick_allowed:
                        cap = [r for t_, r in drawn if t_ == f"[{seat + 1}]" and panel.colliderect(r)]
                        assert cap and not rect.colliderect(cap[0]), (text, rect, cap)
    finally:
        i18n.set_language("zh")
        big.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_long_names_stay_inside_the_away_compare_note(lang: str, size: tuple[int, int]) -> None:
    """The note of a compare a person took part in while someone else had the screen wrote its last line
    ("Hand 12: 国国国国国国国国国国国国 won the compare. (equal hands: the asker loses)") at 14 px however
    long: with a twelve-character name it ran past the note's right edge. Every text of the note now
    stays inside it."""
    from app import i18n
    from engine.games import zhajinhua as zjh
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    big = App(headless=True, size=size)
    big.settings = replace(big.settings, ai_delay_ms=100_000)
    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "MMMMMMMMMMMM"]
        table = TableScene(big, "zhajinhua", [SeatSetup(i < 2, n) for i, n in enumerate(names)], {}, 11)
        big.reset(table)
        table.on_resize(size)
        big.run_frames(2)
        ui = table.ui
        assert isinstance(ui, ZhaJinHuaUI)
        a, b = shown(0, ids("As 9d Th")), shown(1, ids("Ad 9c Tc"))
        ui.note_private(0, zjh.HandStarted(12, 0, 10, 2000, 20, (0, 1, 2)))
        ui.note_private(0, zjh.Compared(0, 1, 1, 0, False, False, a, b, True))
        ui.note_private(0, zjh.HandStarted(13, 0, 10, 2000, 20, (0, 1, 2)))
        ui.sync(replace(table.view(), seat=0))
        assert ui.memo_shown
        with drawn_text_rects(zjh_overlays) as drawn:
            ui.draw_overlay(big.screen)
        note = zjh_overlays.memo_rect(ui)
        assert any(names[1] in text for text, _ in drawn), drawn
        for text, rect in drawn:
            assert note.contains(rect), (text, rect, note)
    finally:
        i18n.set_language("zh")
        big.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [4, 6])
def test_the_table_names_its_house_rules_under_the_pot(lang: str, size: tuple[int, int], players: int) -> None:
    """The lobby's house rules (235 beats every three of a kind, the base from the poorest stack)
    were shown nowhere at the table, so a player could not tell what they played by. They now
    read on a line under the pot's, clear of every seat panel and of the person's cards; a table
    on the plain rules shows no such line."""
    from app import i18n
    from app.games.zhajinhua import drawing

    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        _, ui = still_table(app, players, size, 4, {"beat_all_leopards": True, "poorest_stack": True})
        rule = i18n.t("zjh.house.235") + " · " + i18n.t("zjh.house.poorest")
        with drawn_text_rects(drawing) as drawn:
            app.draw()
        rects = [rect for text, rect in drawn if text == rule]
        assert len(rects) == 1, [text for text, _ in drawn]
        line = rects[0]
        assert app.screen.get_rect().contains(line)
        for seat in range(players):
            assert not line.colliderect(ui.seat_rect(seat)), (seat, line, ui.seat_rect(seat))
        assert not line.colliderect(ui.hand_rect), (line, ui.hand_rect)
        assert line.colliderect(drawing.pot_text_rect(ui))  # one of the pot's lines, kept clear with them

        still_table(app, players, size, 4)
        with drawn_texts(drawing) as texts:
            app.draw()
        assert not any(i18n.t("zjh.house.235") in text or i18n.t("zjh.house.poorest") in text for text in texts)
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _press_enter() -> None:
    """Enter pressed (posted only: the caller runs the frames)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))


@pytest.mark.parametrize("frames", [6, 3], ids=["hammered", "held"])
def test_enter_hammered_or_held_as_the_hand_ends_leaves_the_standings_up(app: App, frames: int) -> None:
    """The standings between hands closed at the first Enter or Space 0.3 s after the pot was won:
    Enter hammered (every tenth of a second) or held to call through the hand's end skipped them
    unread. Their keys now wait, as the results' do, for a quiet second; then Enter closes them."""
    from app.ui.keygrace import KEY_GRACE

    app.settings = replace(app.settings, animation_speed=0.5)  # the panel waits 7.2 s by itself
    table = _table(app, 5, players=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    _run_until(app, lambda: not table.busy, settle=True)
    while table.session.state.hand_no == 1:
        table.perform(table.session.state.turn, Fold())
    _run_until(app, lambda: ui.standings is not None)
    for _ in range(150 // frames):  # two and a half seconds of Enter, from the pot's award on
        _press_enter()
        app.run_frames(frames)
        assert ui.standings is not None, "a hammered Enter closed the standings"
    assert ui.standings_shown()
    app.run_frames(int(KEY_GRACE * 60) + 2)
    assert ui.standings is not None and table.wait > 0  # still up by itself
    _key(app, pygame.K_RETURN)
    assert ui.standings is None


@pytest.mark.parametrize("frames", [6, 3], ids=["hammered", "held"])
def test_enter_hammered_or_held_as_the_away_compare_note_comes_up_leaves_it_up(app: App, frames: int) -> None:
    """The note of a compare made while the person was away closed at any key: Enter hammered or held
    through the curtain (or to call) took it down unread. Its keys now wait for a quiet second."""
    from engine.games import zhajinhua as zjh
    from engine.games.zhajinhua.rules import shown
    from app.ui.keygrace import KEY_GRACE
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, 3, (1280, 720), seed=11)
    a, b = shown(0, ids("As 9d Th")), shown(1, ids("6d 2h Qc"))
    ui.note_private(0, zjh.HandStarted(2, 0, 10, 2000, 20, (0, 1, 2)))
    ui.note_private(0, zjh.Compared(0, 1, 0, 1, False, False, a, b, False))
    ui.sync(table.view())
    assert ui.memo_shown
    actions = len(table.session.record.actions)
    for _ in range(150 // frames):
        _press_enter()
        app.run_frames(frames)
        assert ui.memo_shown, "a hammered Enter closed the note"
    assert len(table.session.record.actions) == actions  # nor did it bet under the note
    app.run_frames(int(KEY_GRACE * 60) + 2)
    _key(app, pygame.K_RETURN)
    assert not ui.memo_shown
