"""What the Guandan table tells the person beside the cards: the tribute phases' buttons and waiting
line, the seats' bubbles (报牌, tribute) and the reason a selection cannot be played."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.table import TableScene
from app.ui import widgets
from engine.games.guandan import Phase
from engine.games.guandan.cards import parse, to_cards
from tests.apptools import drawn_texts, quick_app
from tests.test_app_guandan import _click, _index_of, _my_lead, _set_hand, _strip_center, _ui


def _return_phase(app: App, table: TableScene, payer: int, receiver: int, hand: str) -> None:
    """The give-back phase of a single tribute: ``payer`` gave its ♠A to ``receiver``, who must give
    a card back now (the computer seats wait, so the phase stays on screen)."""
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
    _set_hand(table, hand, phase=Phase.RETURN, payers=(payer,), receivers=(receiver,), pending=(None,) * 4,
              turn=receiver, leader=payer, top=None, tributes=((payer, receiver, parse("♠A")[0]),), returns=(),
              **{"table": (None,) * 4})
    app.run_frames(2)


def _bar_texts(app: App, table: TableScene) -> list[str]:
    """The texts written on the button row (the buttons' labels and any line in their place)."""
    from app.games.guandan import draw

    with drawn_texts(widgets) as labels, drawn_texts(draw) as lines:
        _ui(table).draw_buttons(app.screen)
    return labels + lines


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_payer_waits_for_the_give_back_without_a_give_back_button(app: App, lang: str) -> None:
    """While the receiver chose its card to give back, the seat that had paid tribute saw greyed
    "Hint" and "Give back [Enter]" buttons that had nothing to do with it. It now sees a line saying
    what it paid and to whom (the tribute panel says whom the table waits for); the hidden buttons
    take no clicks."""
    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    _return_phase(app, table, payer=0, receiver=1, hand="♥2 ♦9 ♣5 ♠3 ♣K")
    assert not ui.choosing_card()
    texts = _bar_texts(app, table)
    give_back = i18n.t("gd.btn.return") + " [Enter]"
    hint = i18n.t("gd.btn.hint") + " [H]"
    assert give_back not in texts and hint not in texts, texts
    waiting = i18n.t("gd.status.paid", card="♠A", name=table.name(1))
    assert waiting in texts, texts
    before = len(table.session.record.actions)
    app.toast.clear()
    _click(app, ui.buttons["play"].rect.center)
    _click(app, ui.buttons["hint"].rect.center)
    assert len(table.session.record.actions) == before and app.toast.left <= 0
    assert ui.model.selected == set()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("payer", [0, 3])
def test_the_give_back_wait_is_said_once_on_the_screen(app: App, lang: str, payer: int) -> None:
    """In the give-back phase the tribute panel said "Waiting for B2 to give back..." under its title
    and the line in place of the buttons said it again ("You paid ♠A to B2: waiting for B2 to give a
    card back...", or the same waiting line to a seat left out). The wait is now said once, in the
    panel; the person who paid is still told on the button row what they paid and to whom."""
    from tests.test_app_waiting_line import screen_texts

    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    _return_phase(app, table, payer=payer, receiver=1, hand="♥2 ♦9 ♣5 ♠3 ♣K")
    assert ui.tribute_panel_up() and not ui.choosing_card()
    with screen_texts() as texts:
        app.run_frames(1)
    word = "等待" if lang == "zh" else "waiting"
    said = [text for text in texts if word in text.lower() and table.name(1) in text]
    assert len(said) == 1, said
    if payer == 0:
        assert any("♠A" in text and table.name(1) in text and text not in said for text in texts), texts


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_tribute_wait_is_said_once_on_the_screen(app: App, lang: str) -> None:
    """As in the give-back phase: the person waiting for a tribute paid to them read "Waiting for B2
    to pay tribute..." in the tribute panel and again on the button row; now in the panel only."""
    from tests.test_app_waiting_line import screen_texts

    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
    _set_hand(table, "♥2 ♦9 ♣5 ♠3 ♣K", phase=Phase.TRIBUTE, payers=(1,), receivers=(0,), pending=(None,) * 4,
              turn=1, leader=1, top=None, tributes=(), returns=(), **{"table": (None,) * 4})
    app.run_frames(2)
    assert ui.tribute_panel_up() and not ui.choosing_card()
    with screen_texts() as texts:
        app.run_frames(1)
    said = [text for text in texts if text == i18n.t("gd.status.wait_tribute", name=table.name(1))]
    assert len(said) == 1, said


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_receiver_gets_the_give_back_button_and_no_waiting_line(app: App, lang: str) -> None:
    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    _return_phase(app, table, payer=1, receiver=0, hand="♥2 ♦9 ♣5 ♠3 ♣K")
    assert ui.choosing_card()
    texts = _bar_texts(app, table)
    assert i18n.t("gd.btn.return") + " [Enter]" in texts and i18n.t("gd.btn.hint") + " [H]" in texts
    assert not any(text.startswith(i18n.t("gd.status.wait_return", name="")[:2]) for text in texts), texts
    _click(app, _strip_center(ui, _index_of(ui, to_cards(parse("♠3"))[0])))
    assert ui.buttons["play"].enabled()


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_seats_last_cards_call_goes_as_it_plays_them(app: App, seat: int) -> None:
    """The "1 left!" / 「报牌：剩 1 张」 bubble stayed up about two seconds after that seat had played
    its last card and was out (its place badge already showing); it now goes with the last cards."""
    from engine.games.guandan import selection_plays
    from engine.games.guandan import state as st

    table = _my_lead(app)
    ui = _ui(table)
    ui.begin(st.CardsAnnounced(seat, 1))
    assert seat in ui.bubbles
    ui.update(0.1)
    ui.begin(st.Played(seat, selection_plays(to_cards(parse("♠K")), 2, None)[0]))
    assert seat not in ui.bubbles
    ui.begin(st.CardsAnnounced(seat, 2))
    ui.begin(st.WentOut(seat, 1))  # however the last cards went, the call goes once the seat is out
    assert seat not in ui.bubbles
    # a seat still holding cards keeps its call
    ui.begin(st.CardsAnnounced(3, 3))
    ui.begin(st.Played(3, selection_plays(to_cards(parse("♠Q")), 2, None)[0]))
    assert 3 in ui.bubbles


def _toast_rect(app: App, table: TableScene) -> pygame.Rect:
    """Where the message up now is drawn."""
    center, width = table.toast_place(app.screen.get_size())
    rect = pygame.Rect(0, 0, width, app.toast.height(width, table.scale))
    rect.center = center
    return rect


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_clicking_the_greyed_play_button_says_why_the_selection_cannot_be_played(lang: str,
                                                                                size: tuple[int, int]) -> None:
    """A click on the greyed Play button did nothing: only the short tag above it ("does not beat",
    "no combination") hinted at why. It now shows the engine's reason in the player's language, in
    a message clear of the hand and of the button row."""
    from app.games.refusals import engine_words, refusal_text
    from engine.games.guandan import selection_plays

    app = quick_app(size=size)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        i18n.set_language(lang)
        ui = _ui(table)
        aces = selection_plays(to_cards(parse("♠A ♥A")), 2, None)[0]
        _set_hand(table, "♠3 ♥3 ♦4 ♠K ♣9", top=aces, top_seat=3)
        app.run_frames(1)
        ui.shown[3] = (aces, False)  # the pair to beat lies in front of the seat on the left
        ui.shown[2] = (selection_plays(to_cards(parse("♠9 ♥9 ♣9 ♦9 ♠9")), 2, None)[0], True)
        cases = (("♠3 ♥3", i18n.t("gd.reason.too_low")),
                 ("♠K", i18n.t("gd.reason.wrong_type", mine=i18n.t("gd.combo.single"), top=i18n.t("gd.combo.pair"))),
                 ("♠3 ♦4", i18n.t("gd.reason.no_combo")))
        for cards, reason in cases:
            ui.model.selected = {_index_of(ui, card) for card in to_cards(parse(cards))}
            ui.relayout_hand()
            assert ui.my_turn() and not ui.buttons["play"].enabled()
            app.toast.clear()
            before = len(table.session.record.actions)
            _click(app, ui.buttons["play"].rect.center)
            assert len(table.session.record.actions) == before
            assert app.toast.left > 0 and app.toast.text == reason, (cards, app.toast.text)
            assert refusal_text("guandan", reason, engine_words) == reason  # already in the player's words, not the engine's English
            shown = _toast_rect(app, table)
            hand = [pygame.Rect(ui.fan.pos(i, i in ui.model.selected), (ui.geo.cw, ui.geo.ch))
                    for i in range(len(ui.model.cards))]
            g = ui.geo
            backs = [pygame.Rect(ui.backs_point(seat, g.bw * 3), (g.bw * 3, g.bh)) for seat in (1, 2, 3)]
            plays = [ui.zone_rect(3, 2), ui.zone_rect(2, 5).inflate(0, 2 * g.px(20))]  # with its caption
            assert shown.collidelist(hand + [g.bar] + backs + plays) == -1, (cards, shown)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_seat_that_has_given_back_is_no_longer_waited_for(app: App, lang: str) -> None:
    """While B2's card was on its way back to B3 (and the log said so), the line over the hand still
    read "Waiting for B2 to give back..." and B2's panel was still lit as the seat to act. (The cards
    given back come only once both receivers have chosen: from the first one shown, neither is waited
    for; the person's row still says what they paid to B2 until B2's card given back is shown.)"""
    from engine.games.guandan import state as st

    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    _return_phase(app, table, payer=0, receiver=1, hand="♥2 ♦9 ♣5 ♠3 ♣K")
    ui.deciding = (1, 3)  # a double tribute: both receivers choose the card they give back
    ui.begin(st.ReturnPaid(3, 2, None))
    assert ui.deciding == () and not ui.active(3) and not ui.active(1)
    line = ui.bar_line()
    assert table.name(1) in line and table.name(3) not in line, line
    ui.begin(st.ReturnPaid(1, 0, to_cards(parse("♦9"))[0]))
    assert ui.deciding == () and not ui.active(1)
    assert ui.bar_line() == ""


class _CardSpy(pygame.Surface):
    """A screen that notes where images of the given card sizes (faces, backs, their shadows) go."""

    sizes: set[tuple[int, int]]
    cards: list[pygame.Rect]

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        if source.get_size() in self.sizes:
            self.cards.append(pygame.Rect(tuple(dest)[:2], source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


def _card_sizes(table: TableScene) -> set[tuple[int, int]]:
    """Every size the Guandan table draws cards at: the hand, the plays, the backs, the give-back
    panel's cards."""
    g = _ui(table).geo
    slot = int(g.ch * 0.8)
    return {(g.cw, g.ch), (g.pw, g.ph), (g.bw, g.bh), (slot * 5 // 7, slot)}


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_tribute_bubbles_lie_clear_of_every_card(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """A guard for the tribute bubbles ("Tribute: Small Joker", the widest): on every seat, while the
    give-back is chosen (the person waiting or choosing) and into the first trick with a play in
    front of each seat, none lies over a card in a hand, a row of backs, the give-back panel or the
    plays on the table. (It passed before these changes too: no such overlap was found.)"""
    from app.games.guandan import draw
    from app.games.guandan.text import card_name
    from engine.games.guandan import selection_plays

    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7, animation_speed=3.0)
    i18n.set_language("en")
    try:
        table = _my_lead(app)
        table.on_resize(size)
        ui = _ui(table)
        joker = parse("SJ")[0]
        text = i18n.t("gd.bubble.tribute", card=card_name(to_cards(parse("SJ"))[0]))
        bubbles: list[pygame.Rect] = []
        real = draw._pill

        def pill(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real(surface, words, *args, **kwargs)
            if words == text:
                bubbles.append(rect)
            return rect

        monkeypatch.setattr(draw, "_pill", pill)
        straight = selection_plays(to_cards(parse("♠3 ♦4 ♣5 ♠6 ♥7")), 2, None)[0]
        setups = {"waiting": ((0, 2), (1, 3)), "choosing": ((1, 3), (0, 2))}
        for name, (payers, receivers) in setups.items():
            _set_hand(table, "♥2 ♦9 ♣5 ♠3 ♣K BJ ♠A ♦A ♣Q ♥J", phase=Phase.RETURN, payers=payers,
                      receivers=receivers, pending=(None,) * 4, turn=receivers[0], leader=payers[0], top=None,
                      tributes=tuple((p, r, joker) for p, r in zip(payers, receivers)), returns=(),
                      **{"table": (None,) * 4})
            app.run_frames(1)
            for first_trick in (False, True):
                ui.shown.clear()
                if first_trick:
                    ui.phase = Phase.PLAY
                    ui.shown.update({seat: (straight, False) for seat in range(4)})
                ui.bubbles = {seat: (text, 2.0, (255, 215, 0)) for seat in range(4)}
                spy = _CardSpy(size)
                spy.sizes, spy.cards = _card_sizes(table), []
                bubbles.clear()
                ui.draw(spy)
                assert len(bubbles) == 4 and len(spy.cards) > 10, (name, first_trick)
                for rect in bubbles:
                    hit = rect.collidelist(spy.cards)
                    assert hit == -1, (name, first_trick, rect, spy.cards[hit])
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_person_who_is_out_sees_no_play_buttons_while_the_hand_goes_on(lang: str, size: tuple[int, int]) -> None:
    """Once the person had gone out, greyed Pass, Hint and Play stayed under the "1st" badge for the
    rest of the hand, though nothing was theirs to do until the next deal; a line says so instead,
    clear of the badge and the small buttons."""
    from app.games.guandan import draw

    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7, animation_speed=3.0)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        i18n.set_language(lang)
        ui = _ui(table)
        _set_hand(table, "", turn=1, finished=(0,), top=None)
        app.run_frames(1)
        assert ui.places == {0: 1} and ui.phase is Phase.PLAY
        texts = _bar_texts(app, table)
        for key, hotkey in (("gd.btn.pass", "P"), ("gd.btn.hint", "H"), ("gd.btn.play", "Enter")):
            assert f"{i18n.t(key)} [{hotkey}]" not in texts, texts
        line = i18n.t("gd.status.out_wait", place=i18n.t("gd.place.1"))
        assert line in texts, texts
        pills: list[tuple[str, pygame.Rect]] = []
        real = draw._pill

        def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            pills.append((text, real(surface, text, *args, **kwargs)))
            return pills[-1][1]

        draw._pill = spy
        try:
            ui.draw_me_panel(app.screen)
            ui.draw_buttons(app.screen)
        finally:
            draw._pill = real
        badge = next(r for text, r in pills if text == i18n.t("gd.place.1"))
        shown = next(r for text, r in pills if text == line)
        small = [ui.buttons[name].rect for name in ("regroup", "counter")]
        assert shown.collidelist([badge, ui.geo.me_panel] + small) == -1, (shown, badge, small)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_play_buttons_under_the_hand_summary_or_once_the_match_is_over(app: App, lang: str) -> None:
    """Greyed Pass, Hint and Play (and what the selection would play, over Play) stayed on the row
    under the end-of-hand summary and the match's result, with nothing left to press."""
    from engine.games.guandan import state as st
    from tests.apptools import play_people_until

    i18n.set_language(lang)
    labels = [f"{i18n.t(key)} [{hotkey}]" for key, hotkey in
              (("gd.btn.pass", "P"), ("gd.btn.hint", "H"), ("gd.btn.play", "Enter"))]
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥9 ♣3")
    ui.model.selected = {_index_of(ui, c) for c in to_cards(parse("♠9 ♥9"))}
    caption = ui.play_label_now()
    assert caption is not None
    texts = _bar_texts(app, table)
    assert all(label in texts for label in labels) and caption in texts, texts  # the row as it is in play
    ui.begin(st.HandEnded((3, 4, 1, 2), 1, 3, (2, 2), (2, 5)))
    assert ui.summary is not None
    texts = _bar_texts(app, table)
    assert not any(label in texts for label in labels) and caption not in texts, texts
    assert [name for name, b in ui.buttons.items() if b in ui.visible_buttons()] == ["regroup", "counter"]

    over = TableScene(app, "guandan", table.seats, {"hands": 1}, 5)
    app.reset(over)
    assert play_people_until(app, over, lambda: _ui(over).match_end_shown(), limit=20000)  # the end as the table shows it
    _ui(over).summary = None
    texts = _bar_texts(app, over)
    assert not any(label in texts for label in labels), texts


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_jiefeng_line_takes_two_log_lines_at_960x600(app: App, lang: str) -> None:
    """At 960×600 in English "Nobody beats Player 1's play: Bot 3 leads (jiefeng)." took three lines
    of the log; with the lobby's default names (the longest, "Player n", on either side) it now takes
    two or fewer, in both languages."""
    from app.scenes.table import SeatSetup
    from engine.games.guandan.state import TrickWon

    i18n.set_language(lang)
    seats = [SeatSetup(True, "Player 1"), SeatSetup(False, "Bot 2"), SeatSetup(True, "Player 3"),
             SeatSetup(False, "Bot 4")]
    table = TableScene(app, "guandan", seats, {}, 1)
    app.reset(table)
    table.on_resize((960, 600))
    app.run_frames(1)
    area, size, pitch = table.log_layout()
    for seat in range(4):
        table.log_events.append(TrickWon(seat, (seat + 2) % 4, True))
        line = table.log_lines()[-1]
        assert table.name((seat + 2) % 4) in line
        assert len(widgets.evened(line, size, area.w)) <= 2, (line, widgets.evened(line, size, area.w))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("names", [("Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm"),
                                   ("欧阳长孙司马上官诸葛东方", "二二二二二二二二二二二二", "三三三三三三三三三三三三",
                                    "四四四四四四四四四四四四")])
def test_the_jiefeng_line_takes_two_log_lines_with_the_longest_names(
        app: App, lang: str, size: tuple[int, int], names: tuple[str, ...]) -> None:
    """With names of 12 letters (the longest the lobby takes) the jiefeng line, "Nobody beats
    WWWWWWWWWWWW: Mmmmmmmmmmmm leads (jiefeng).", took three or four lines of the log at 960×600 (and
    three at 1280×720), both names and the words between them each on lines of their own. The line
    now names the seat that takes the lead (the line before it names who went out) and takes two
    lines or fewer, in both languages, at both sizes."""
    from app.scenes.table import SeatSetup
    from engine.games.guandan.state import TrickWon

    i18n.set_language(lang)
    table = TableScene(app, "guandan", [SeatSetup(s in (0, 2), n) for s, n in enumerate(names)], {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    area, font, _pitch = table.log_layout()
    for seat in range(4):
        table.tell([TrickWon(seat, (seat + 2) % 4, True)], replace=True)
        rows = table.log_shown(area.w, 20, font)
        assert names[(seat + 2) % 4][:6] in "".join(rows), rows
        assert len(rows) <= 2, rows


def _tribute_panel_rect(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """The tribute / give-back panel in the middle, as drawn."""
    from app.games.guandan import draw

    panels: list[pygame.Rect] = []
    real = draw.draw_panel

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        panels.append(pygame.Rect(rect))
        real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "draw_panel", spy)
    _ui(table).draw_tribute_panel(app.screen)
    monkeypatch.setattr(draw, "draw_panel", real)
    assert len(panels) == 1, panels
    return panels[0]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("phase", [Phase.TRIBUTE, Phase.RETURN])
def test_a_refusal_in_the_tribute_phases_leaves_the_tribute_panel_readable(
        lang: str, size: tuple[int, int], phase: Phase, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pressing Pay tribute (or Give back) with no card picked said "Pick a card to pay as tribute."
    in a message laid right across the tribute panel, hiding its title and the line saying to whom
    the card goes. The message now stands clear of that panel, of the side seats' panels, of the hand
    and of the button row."""
    from tests.test_app_guandan import _tribute_state

    app = quick_app(size=size)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        i18n.set_language(lang)
        ui = _ui(table)
        app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
        _tribute_state(table, phase, "♥2 ♠A ♦A ♣5 ♠3 ♣K")
        app.run_frames(2)
        assert ui.choosing_card() and not ui.model.selected
        app.toast.clear()
        _click(app, ui.buttons["play"].rect.center)
        assert app.toast.left > 0 and app.toast.text, "no message"
        shown = _toast_rect(app, table)
        panel = _tribute_panel_rect(app, table, monkeypatch)
        hand = [pygame.Rect(ui.fan.pos(i, False), (ui.geo.cw, ui.geo.ch)) for i in range(len(ui.model.cards))]
        buttons = [b.rect for b in ui.visible_buttons() if b.rect.w]
        assert not shown.colliderect(panel), (shown, panel)
        sides = [ui.geo.panels[1], ui.geo.panels[3]]  # the side seats' panels
        assert shown.collidelist(hand + buttons + sides) == -1, shown
        assert app.screen.get_rect().contains(shown), shown
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_play_s_name_stays_whole_on_a_log_line(app: App, lang: str, size: tuple[int, int]) -> None:
    """The log broke a combination's name from its rank: 「电脑3 出 4 张炸弹」 / 「7：♠7 ♠7 ♥7 ♣7」,
    「玩家1 出 三连对」 / 「4–6：♥2（当 4）…」, "Bot 4 plays Bomb" / "of 4 × 6: ♣6 …" (seen in a real
    window at 960×600 and 1280×720). A play's name ("4 张炸弹 7", "Tube 4–6") now stays on one line."""
    from app.games.guandan.text import play_caption
    from app.scenes.table import SeatSetup
    from engine.games.guandan import selection_plays
    from engine.games.guandan.state import Played

    i18n.set_language(lang)
    seats = [SeatSetup(True, "Player 1"), SeatSetup(False, "Bot 2"), SeatSetup(True, "Player 3"),
             SeatSetup(False, "Bot 4")]
    table = TableScene(app, "guandan", seats, {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    area, px, _pitch = table.log_layout()
    hands = ("♠7 ♠7 ♥7 ♣7", "♠Q ♠Q ♥Q ♦Q ♣Q", "♥2 ♠4 ♦5 ♥5 ♠6 ♠6", "♣6 ♦6 ♥6 ♠6", "♠A ♦A ♦2 ♠2 ♣3 ♠3",
             "♦7 ♥8 ♦9 ♦10 ♠J", "♣9 ♥9 ♠9 ♣8 ♠8", "♠10 ♦10 ♣10 ♠6 ♣6")
    for seat in range(4):
        for cards in hands:
            play = selection_plays(to_cards(parse(cards)), 2, None)[0]
            table.log_events.append(Played(seat, play))
            line = table.log_lines()[-1]
            caption = play_caption(play).replace("\u00a0", " ")
            lines = [text.replace("\u00a0", " ") for text in widgets.evened(line, px, area.w)]
            assert any(caption in text for text in lines), (caption, lines)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_tribute_banner_says_why_each_payer_pays(app: App, lang: str) -> None:
    """The "Tribute" banner said who pays ("Tribute: B3 → B2", "Double tribute: P1, B3 both pay")
    but never why: a first-time player could not tell that the last hand's places decide it. A single
    payer is now named with its place in the hand before and the receiver as 1st ("B3 (Last) pays B2
    (1st)"), a double tribute as the team that came 3rd and last."""
    import engine.games.guandan.state as st
    from tests.apptools import seated_table

    i18n.set_language(lang)
    table = seated_table(app, "guandan", 4, (960, 600))
    ui = _ui(table)
    last, third, first = i18n.t("gd.place.4"), i18n.t("gd.place.3"), i18n.t("gd.place.1")
    for places, payers, receivers, said in (((2, 1, 3, 4), (3,), (1,), (last, first)),
                                            ((3, 1, 4, 2), (0,), (1,), (third, first)),
                                            ((3, 1, 4, 2), (0, 2), (1, 3), (third, last))):
        ui.begin(st.HandEnded(places, 1, 3, (2, 2), (5, 5)))
        ui.begin(st.HandStarted(2, 5, 1, (2, 5), False))
        ui.begin(st.TributeDue(payers, receivers))
        assert ui.banner is not None and i18n.live(ui.banner["title"]) == i18n.t("gd.banner.tribute")
        sub = i18n.live(ui.banner["sub"])
        for word in said:
            assert word.lower() in sub.lower(), (word, sub)
        for seat in payers:
            assert table.name(seat) in sub, sub


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_hand_summary_keeps_a_long_level_line_readable(app: App, lang: str, size: tuple[int, int]) -> None:
    """With people on both teams the summary's last line names the winners by their players; with
    12-letter names, "Team WWWWWWWWWWWW & Mmmmmmmmmmmm goes up 3 levels: 2 → 5" was shrunk to 9 px
    at 960×600 to fit one line. It now goes on two lines where one would take it below 15 px (at
    1280×720), each inside the summary, below its rows."""
    import engine.games.guandan.state as st
    from app.games.guandan import draw
    from app.scenes.table import SeatSetup
    from tests.apptools import drawn_text_rects

    i18n.set_language(lang)
    names = ("Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm")
    table = TableScene(app, "guandan", [SeatSetup(s in (0, 1), n) for s, n in enumerate(names)], {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    ui = _ui(table)
    event = st.HandEnded((3, 1, 4, 2), 1, 3, (2, 2), (2, 5))
    ui.begin(event)
    ui.summary["age"] = 1.0  # (grown to its place, past the pulse)
    sizes: list[int] = []
    real = draw.blit_text

    def spy(surface: pygame.Surface, text: str, size_px: int, *args: Any, **kwargs: Any) -> Any:
        sizes.append(size_px)
        return real(surface, text, size_px, *args, **kwargs)

    line = ui.summary_line(event)
    draw.blit_text = spy
    try:
        with drawn_text_rects(draw) as drawn:
            ui.draw_summary(app.screen)
    finally:
        draw.blit_text = real
    texts = [text for text, _rect in drawn]
    rows = [rect for text, rect in drawn if text in [ui.summary_row(s, p) for s, p in enumerate(event.places)]]
    parts = [(text, rect, px) for (text, rect), px in zip(drawn, sizes) if text and text in line]
    assert "".join(text for text, _r, _p in parts).replace(" ", "") == line.replace(" ", ""), texts
    smallest = round(15 * ui.geo.fs)
    for text, rect, px in parts:
        assert px >= smallest, (text, px)
        assert rect.y >= max(r.bottom for r in rows), (text, rect, rows)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("people", [(0,), (0, 1)])
def test_the_hand_summary_says_how_places_move_the_level(app: App, lang: str, size: tuple[int, int],
                                                         people: tuple[int, ...]) -> None:
    """The hand summary said "Their team goes up 3 levels: 2 → 5" but not why 3: nothing told a
    first-time player that 1st with the partner 2nd goes up 3, with 3rd 2 and with last 1. A line
    under the places now says so, clear of the places and of the level line under it (one line or,
    with long names on both teams, two), inside the summary."""
    import engine.games.guandan.state as st
    from app.games.guandan import draw
    from app.scenes.table import SeatSetup
    from tests.apptools import drawn_text_rects

    i18n.set_language(lang)
    names = ("Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm")
    table = TableScene(app, "guandan", [SeatSetup(s in people, n) for s, n in enumerate(names)], {}, 1)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(1)
    ui = _ui(table)
    event = st.HandEnded((3, 1, 4, 2), 1, 3, (2, 2), (2, 5))
    ui.begin(event)
    ui.summary["age"] = 1.0
    panels: list[pygame.Rect] = []
    real = draw.draw_panel
    draw.draw_panel = lambda surface, rect, *a, **k: (panels.append(pygame.Rect(rect)), real(surface, rect, *a, **k))[1]
    try:
        with drawn_text_rects(draw) as drawn:
            ui.draw_summary(app.screen)
    finally:
        draw.draw_panel = real
    rule = i18n.t("gd.summary.rule")
    ruled = [rect for text, rect in drawn if text == rule]
    assert len(ruled) == 1, [text for text, _ in drawn]
    rows = [rect for text, rect in drawn if text in [ui.summary_row(s, p) for s, p in enumerate(event.places)]]
    line = ui.summary_line(event)
    level = [rect for text, rect in drawn if text and text in line]
    assert level and rows
    assert ruled[0].y >= max(r.bottom for r in rows) and ruled[0].bottom <= min(r.y for r in level), (ruled, rows, level)
    assert panels[0].contains(ruled[0]) and all(panels[0].contains(r) for r in level), (panels, ruled, level)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_chinese_log_keeps_a_rise_with_its_number(app: App, size: tuple[int, int]) -> None:
    """The Chinese log broke "本副结束。我方升 2 级：5 → 7。" as "本副结束。我方升" / "2 级：5 → 7。" at
    960×600: the verb on one line, how many levels on the next. "升 2 级" now stays on one line, for
    either team and any rise, in the hand-over line and in the summary's level line."""
    import engine.games.guandan.state as st
    from tests.apptools import seated_table

    i18n.set_language("zh")
    table = seated_table(app, "guandan", 4, size)
    area, font, _pitch = table.log_layout()
    for team in (0, 1):
        for before, after in ((5, 7), (2, 5), (9, 10)):
            levels = (after, 2) if team == 0 else (2, after)
            table.tell([st.HandEnded((1, 3, 2, 4) if team == 0 else (3, 1, 4, 2), team, after - before,
                                     (before, 2) if team == 0 else (2, before), levels)], replace=True)
            rows = table.log_shown(area.w, 20, font)
            rise = f"升 {after - before} 级".replace(" ", "")
            assert any(rise in row.replace(" ", "").replace("\u00a0", "") for row in rows), rows


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_summary_of_a_hand_at_a_says_what_passes_a(app: App, lang: str) -> None:
    """A team at A that won its A hand with the partner last read "Our team stays at A" and then
    "A not passed (failure 1)", with nothing saying what passing A takes. Under the places of a hand
    played at the winners' A the summary now says that 1st with the partner 2nd or 3rd passes A; a
    hand won by the other team keeps the line on how places move the level."""
    import engine.games.guandan.state as st
    from app.games.guandan import draw
    from tests.apptools import drawn_texts, seated_table

    i18n.set_language(lang)
    table = seated_table(app, "guandan", 4, (960, 600))
    ui = _ui(table)
    for event, key in ((st.HandEnded((1, 3, 4, 2), 0, 1, (14, 9), (14, 9)), "gd.summary.rule_a"),
                       (st.HandEnded((3, 1, 4, 2), 1, 3, (14, 9), (14, 12)), "gd.summary.rule")):
        ui.begin(st.HandStarted(3, 14, 0, (14, 9), False))
        ui.begin(event)
        ui.summary["age"] = 1.0
        with drawn_texts(draw) as texts:
            ui.draw_summary(app.screen)
        assert i18n.t(key) in texts, (key, texts)


def test_the_keys_of_the_hand_are_not_named_once_the_match_is_over(app: App) -> None:
    """Under the match's banner (and round the results) the table still said "←/→ move along your
    cards · Space selects / unselects" beside the cards the person was left with, though nothing can
    be played any more. The line goes once the match is over."""
    from app.games.guandan import draw
    from tests.apptools import play_people_until, seated_table

    i18n.set_language("en")
    table = seated_table(app, "guandan", 4, (1280, 720))
    over = TableScene(app, "guandan", table.seats, {"hands": 1}, 2)
    app.reset(over)
    over.on_resize((1280, 720))
    assert play_people_until(app, over, lambda: _ui(over).match_end_shown(), limit=20000)  # the end as the table shows it
    ui = _ui(over)
    assert ui.model.cards  # the person was left with cards
    with drawn_texts(widgets) as labels, drawn_texts(draw) as lines:
        ui.draw_buttons(app.screen)
    assert i18n.t("gd.key_hint") not in labels + lines


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("phase", [Phase.TRIBUTE, Phase.RETURN])
def test_a_person_choosing_a_tribute_card_is_not_said_to_be_playing(app: App, lang: str, phase: Phase) -> None:
    """In pass-and-play the partner's panel said "to play" (「出牌中」) while they chose the card to pay
    or give back, when nobody plays. It now says what they are to do: pay tribute, or give back."""
    from app.games.guandan import draw
    from app.scenes.table import SeatSetup

    i18n.set_language(lang)
    table = TableScene(app, "guandan", [SeatSetup(s in (0, 2), n) for s, n in enumerate(("Ann", "B2", "Cai", "B4"))],
                       {}, 1)
    app.reset(table)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
    app.run_frames(2)
    ui = _ui(table)
    tributes = ((1, 2, parse("♠A")[0]),) if phase is Phase.RETURN else ()
    state = replace(table.session.state, phase=phase, payers=(1,) if tributes else (2,), receivers=(2,) if tributes else (1,),
                    pending=(None,) * 4, turn=2, leader=0, top=None, tributes=tributes, returns=(), table=(None,) * 4)
    table.session.state = state
    ui.sync(table.view())
    assert 2 in ui.deciding and ui.active(2) and table.viewer != 2
    with drawn_texts(draw) as texts:
        ui.draw_seat_panel(app.screen, 2)
    word = i18n.t("gd.seat.paying" if phase is Phase.TRIBUTE else "gd.seat.giving_back")
    assert word in texts and i18n.t("table.to_play") not in texts, texts
