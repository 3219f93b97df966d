"""The Deadline 99 table driven with real pygame mouse events under the dummy video driver."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app.games.refusals import engine_words, refusal_text
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from engine.games.deadline99 import Play
from tests.apptools import named_curtain as _named_curtain
from tests.apptools import post_mouse as _mouse
from tests.apptools import drawn_text_rects, finish_look, quick_app
from tests.apptools import run_until as _run_until


def _person_with_three_ai(app: App, seed: int, name: str = "P1") -> TableScene:
    """A Deadline 99 table of one person (seat 0) and three AI seats "B2"…"B4", shown."""
    table = TableScene(app, "deadline99", [SeatSetup(True, name)] + [SeatSetup(False, f"B{i}") for i in (2, 3, 4)],
                       {}, seed)
    app.reset(table)
    return table


def _plain_play(table: TableScene) -> Play | None:
    for action in table.viewer_legal():
        if isinstance(action, Play) and action.sign == 0 and action.target is None:
            return action
    return None


def test_dragging_a_card_onto_the_discard_pile_plays_it(app: App) -> None:
    for seed in range(40):
        table = _person_with_three_ai(app, seed)
        _run_until(app, lambda: bool(table.viewer_legal()))
        play = _plain_play(table)
        if play is not None:
            break
    else:
        pytest.skip("no seed gave the person a plain card")
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    i = ui.hand.index(play.card)
    start = ui.fan.rects[i].center
    before = len(table.session.record.actions)
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for k in range(1, 6):
        x = start[0] + (ui.discard_rect.centerx - start[0]) * k // 5
        y = start[1] + (ui.discard_rect.centery - start[1]) * k // 5
        _mouse(pygame.MOUSEMOTION, (x, y))
        app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONUP, ui.discard_rect.center)
    app.run_frames(1)
    assert len(table.session.record.actions) == before + 1
    assert table.session.record.actions[-1] == (0, play)


def _nine_and_king_at_95(app: App) -> tuple[TableScene, d99ui.Deadline99UI]:
    """A two-seat table at the person's turn, the count at 95, the person holding ♠9 (which busts,
    so a drop of it is refused) and ♥K (safe)."""
    from engine.cards import Card, Suit

    table = TableScene(app, "deadline99", [SeatSetup(True, "P1"), SeatSetup(False, "B2")], {}, 3)
    app.reset(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    state = table.session.state
    hand = (Card(9, Suit.SPADES), Card(13, Suit.HEARTS))
    table.session.state = replace(state, hands=tuple(hand if s == 0 else h for s, h in enumerate(state.hands)),
                                  count=95)
    table.ui.sync(table.view())
    assert isinstance(table.ui, d99ui.Deadline99UI)
    return table, table.ui


def _drag_onto_the_pile(app: App, ui: d99ui.Deadline99UI, start: tuple[int, int]) -> None:
    """Press on the card at ``start``, move onto the discard pile and let go there, a frame each."""
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    _mouse(pygame.MOUSEMOTION, ui.discard_rect.center)
    app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONUP, ui.discard_rect.center)
    app.run_frames(1)


def test_an_illegal_drop_is_refused_with_a_reason_and_the_card_returns(app: App) -> None:
    table, ui = _nine_and_king_at_95(app)
    start = ui.fan.rects[0].center
    before = len(table.session.record.actions)
    _drag_onto_the_pile(app, ui, start)
    assert len(table.session.record.actions) == before
    assert app.toast.left > 0 and "104" in app.toast.text  # 95 + 9, named in the message
    assert "would take" not in app.toast.text  # the Chinese table shows no English
    assert ui.returning == 0


def test_a_card_played_while_a_refused_one_flies_back_is_taken(app: App) -> None:
    """The refused card's flight back into the hand made the table busy for its 0.3 s, so a second
    card dropped at once was refused as "not your turn". The flight is only a picture of the hand."""
    table, ui = _nine_and_king_at_95(app)
    _drag_onto_the_pile(app, ui, ui.fan.rects[0].center)
    assert ui.returning == 0 and any(not f.done for f in table.flyers)  # the 9 is still on its way back
    before = len(table.session.record.actions)
    _drag_onto_the_pile(app, ui, ui.fan.rects[1].center)
    assert len(table.session.record.actions) == before + 1, app.toast.text
    assert table.session.record.actions[-1][1].card.rank == 13
    assert ui.returning is None


def test_a_card_dropped_away_from_the_pointer_is_not_left_lifted(app: App) -> None:
    """The pointer leaves the card it picked up: once a refused card is back in the hand it lies
    flat, as the pointer (still over the pile) is over no card."""
    _, ui = _nine_and_king_at_95(app)
    start = ui.fan.rects[0].center
    _mouse(pygame.MOUSEMOTION, start)  # pointing at the 9 lifts it
    app.run_frames(1)
    assert ui.fan.card_pos(0)[1] < ui.fan.rects[0].y
    _drag_onto_the_pile(app, ui, start)
    assert ui.returning == 0
    _run_until(app, lambda: ui.returning is None)
    assert ui.fan.hover is None
    assert ui.fan.card_pos(0)[1] == ui.fan.rects[0].y


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_bust_refusal_reads_in_the_chosen_language(lang: str) -> None:
    from app import i18n
    from engine.cards import Card, Suit
    from engine.games.deadline99 import Deadline99

    game = Deadline99()
    state, _ = game.start(2, {}, 5)
    seat = state.turn
    hands = tuple((Card(9, Suit.SPADES), Card(13, Suit.HEARTS)) if s == seat else h for s, h in enumerate(state.hands))
    state = replace(state, hands=hands, count=95)
    reason = game.check(state, seat, Play(Card(9, Suit.SPADES)))
    assert reason is not None
    i18n.set_language(lang)
    try:
        text = refusal_text("deadline99", reason, engine_words)
    finally:
        i18n.set_language("zh")
    assert "104" in text and "♠9" in text and "{" not in text and text != reason
    if lang == "zh":
        assert "计数" in text and "would" not in text


def test_pass_and_play_curtain_hides_every_private_card(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    faces_under_curtain: list[object] = []
    real_face = d99ui.card_face

    def spy(card, w, h):
        if isinstance(app.top, CurtainScene):
            faces_under_curtain.append(card)
        return real_face(card, w, h)

    monkeypatch.setattr(d99ui, "card_face", spy)
    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "Bot")]
    table = TableScene(app, "deadline99", seats, {}, 11)
    app.reset(table)
    curtains = 0
    viewers = set()
    for _ in range(4000):
        if isinstance(app.top, CurtainScene):
            name = _named_curtain(app)
            if name is None:  # the person at the screen is next again: no handover
                continue
            curtains += 1
            app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
            app.run_frames(1)
            assert table.name(table.viewer) == name
            # The hand drawn now is the new viewer's own.
            assert table.ui.view.seat == table.viewer
            viewers.add(table.viewer)
        elif table.viewer_legal():
            legal = table.viewer_legal()
            table.submit(legal[0])
        if table.session.is_over() or curtains >= 4:
            break
        app.run_frames(1)
    assert curtains >= 2, "two people at the table must hand over behind a curtain"
    assert viewers == {0, 1}
    assert faces_under_curtain == []


@pytest.mark.parametrize("lang, seed", [("zh", 11), ("en", 12), ("zh", 13), ("en", 14)])
def test_the_log_never_shows_a_person_what_only_the_previous_person_saw(app: App, lang: str, seed: int,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """After the curtain the log is told again for the person now at the screen: their own deal and
    draws, never the cards the person before them was dealt or drew."""
    from app import i18n
    from app.i18n import t
    from engine.games.deadline99 import Dealt, Drew

    i18n.set_language(lang)
    try:
        seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "Bot")]
        told: list[object] = []  # every event the engine produced after the deal
        real_enqueue = TableScene._enqueue

        def spy(self, events):  # type: ignore[no-untyped-def]
            told.extend(events)
            return real_enqueue(self, events)

        monkeypatch.setattr(TableScene, "_enqueue", spy)
        table = TableScene(app, "deadline99", seats, {}, seed)
        app.reset(table)
        handovers = 0
        for _ in range(4000):
            if isinstance(app.top, CurtainScene):
                name = _named_curtain(app)
                if name is None:  # the person at the screen is next again: no handover
                    continue
                app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                                     scancode=0))
                app.run_frames(1)
                assert table.name(table.viewer) == name
                for _ in range(3000):  # the opening curtain keeps the deal to play behind it
                    if not table.busy:
                        break
                    app.run_frames(1)
                handovers += 1
                me = table.viewer
                private: dict[int, list[str]] = {0: [], 1: []}  # the lines only that person may read
                for entry in told:
                    if isinstance(entry, (Dealt, Drew)) and entry.seat in private and entry.cards:
                        cards = " ".join(d99ui.card_name(c) for c in entry.cards)
                        if isinstance(entry, Dealt):
                            private[entry.seat].append(t("d99.log.dealt_you", cards=cards))
                        else:
                            private[entry.seat].append(t("d99.log.drew_you", name=table.name(entry.seat), cards=cards))
                shown = table.log
                other = 1 - me
                assert private[other], "the other person was dealt cards"
                assert not any(line in shown for line in private[other]), (me, shown)
                assert any(line in shown for line in private[me][-3:]) or not private[me]
            elif table.viewer_legal():
                table.submit(table.viewer_legal()[0])
            finish_look(app, table)  # a swap or J: Enter once the person has seen what they got
            if table.session.is_over() or handovers >= 4:
                break
            app.run_frames(1)
        assert handovers >= 2
    finally:
        i18n.set_language("zh")


def test_the_log_panel_shows_the_newest_entries_and_follows_the_language(app: App) -> None:
    from app import i18n

    seats = [SeatSetup(False, f"Bot {i}") for i in range(1, 5)]
    table = TableScene(app, "deadline99", seats, {}, 5, demo=True)
    app.reset(table)
    i18n.set_language("en")
    try:
        app.run_frames(900)
        entries = table.log_lines()
        assert len(entries) > 20
        for width, rows in ((180, 12), (150, 9), (260, 20)):
            shown = table.log_shown(width, rows)
            assert len(shown) == rows, "the panel is full"
            # the panel's text is the end of the log: the last few entries, the oldest of them cut
            # at its start ("…") where it does not fit whole
            text = " ".join(shown).removeprefix("…").split()
            assert " ".join(" ".join(entries).split()).endswith(" ".join(text)), (shown, entries[-6:])
        english = list(entries)
        i18n.set_language("zh")
        chinese = table.log_lines()
        assert len(chinese) == len(english) and chinese != english
        assert not any(line in english for line in chinese if any(ord(ch) > 0x3000 for ch in line))
    finally:
        i18n.set_language("zh")


def test_after_the_persons_play_the_table_never_says_it_waits_for_them(app: App) -> None:
    from app.i18n import t

    table = _person_with_three_ai(app, 3, "Ann")
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    plays = 0
    for _ in range(6000):
        if table.viewer_legal():
            table.submit(table.viewer_legal()[0])
            plays += 1
        text, _ = ui.status_text()
        assert text != t("table.waiting_for", name="Ann"), "waiting for the person who just played"
        if table.session.is_over() or plays >= 5:
            break
        app.run_frames(1)
    assert plays >= 3


def test_a_card_sliding_under_a_still_pointer_is_not_left_lifted(app: App) -> None:
    """After a play the next card moves into the played card's place; it must not stay raised as if
    hovered until the mouse moves (the old hover index outlived the hand it pointed into)."""
    from app.games.base import HandFan

    fan = HandFan()
    area = pygame.Rect(100, 400, 600, 160)
    fan.layout(["a", "b", "c", "d"], area, (90, 126))
    fan.hover = 1
    assert fan.lift(1) > 0
    fan.layout(["a", "c", "d"], area, (90, 126))  # "b" was played; "c" now sits at index 1
    assert fan.hover is None or fan.rects[fan.hover].collidepoint(pygame.mouse.get_pos())
    assert fan.lift(1) == 0
    fan.hover = 2
    fan.layout(["a", "c", "d"], area, (90, 126))  # the same hand laid out again keeps its hover
    assert fan.hover == 2


def test_default_seat_names_follow_a_language_switch_at_the_table(app: App) -> None:
    from app import i18n

    i18n.set_language("zh")
    seats = [SeatSetup(True, i18n.t("lobby.default_human", n=1))]
    seats += [SeatSetup(False, i18n.t("lobby.default_ai", n=i)) for i in (2, 3)] + [SeatSetup(False, "小明")]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    try:
        app.run_frames(200)
        assert [table.name(s) for s in range(4)] == ["玩家1", "电脑2", "电脑3", "小明"]
        i18n.set_language("en")
        assert [table.name(s) for s in range(4)] == ["Player 1", "Bot 2", "Bot 3", "小明"]
        assert not any("电脑" in line or "玩家1" in line for line in table.log_lines())
    finally:
        i18n.set_language("zh")


def test_a_message_for_the_last_person_is_gone_when_the_curtain_comes_up(app: App) -> None:
    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "Bot")]
    table = TableScene(app, "deadline99", seats, {}, 11)
    app.reset(table)
    curtains = 0
    person = -1  # who played last
    for _ in range(4000):
        if isinstance(app.top, CurtainScene):
            if curtains:
                assert app.top.name != table.name(person)
                assert app.toast.draw(app.screen, (640, 300), 600) is None, "nothing of the last person's shows"
                break
            curtains += 1
            app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        elif table.viewer_legal():
            person = table.viewer
            card = table.ui.hand[0]
            app.toast.show(f"{card} would take the count to 108", 3.0)  # as a refused drop says
            table.submit(table.viewer_legal()[0])
        finish_look(app, table)
        app.run_frames(1)
    else:
        raise AssertionError("no second curtain")


def test_enter_on_a_targeted_card_before_the_persons_turn_opens_no_dead_prompt(app: App) -> None:
    from app import i18n

    app.settings = replace(app.settings, ai_delay_ms=60_000)  # the AI seats sit thinking: time to press keys
    for seed in range(60):
        table = _person_with_three_ai(app, seed)
        _run_until(app, lambda: not table.busy and table.session.decision().seats != (0,), limit=600)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        targeted = [i for i, c in enumerate(ui.hand) if not c.is_joker and c.rank in (1, 11, 7)]
        if targeted and not table.viewer_legal():
            break
    else:
        pytest.skip("no seed left the person a targeted card before their turn")
    ui.fan.focus = targeted[0]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(1)
    assert ui.prompt is None and ui.picking_seat is None
    assert app.toast.text == i18n.t("table.not_your_turn")


def _persons_turn(app: App, players: int, cards: list[object], seed: int = 3, count: int | None = None,
                  size: tuple[int, int] = (1280, 720)) -> TableScene:
    """A table of ``players`` (the person in seat 0) at the person's turn, their hand set to ``cards``."""
    from tests.apptools import seated_table

    table = seated_table(app, "deadline99", players, size, seed=seed)
    _run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    hands = tuple(tuple(cards) if s == 0 else h for s, h in enumerate(state.hands))  # type: ignore[misc]
    table.session.state = replace(state, hands=hands, count=state.count if count is None else count)
    table.ui.sync(table.view())
    return table


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_picking_a_seat_names_the_keys_that_pick_and_shows_them_on_the_seats(app: App, lang: str) -> None:
    """Seat numbers are shown nowhere else, so the prompt names the keys of the seats that can be
    picked (not "1–8" at a table of two), says Esc cancels, and each pickable seat wears its key."""
    from app import i18n
    from engine.cards import Card, Suit

    i18n.set_language(lang)
    try:
        table = _persons_turn(app, 2, [Card(1, Suit.SPADES), Card(5, Suit.HEARTS)])
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        ui.try_play(0, None, ui.fan.card_pos(0))
        assert ui.prompt is not None and ui.picking_seat is not None
        title = ui.prompt.title.replace("\u00a0", " ")  # the keys' spaces are no-break ones
        assert "1–8" not in title and ("1 or 2" in title or "1 或 2" in title) and "Esc" in title

        table = _persons_turn(app, 4, [Card(11, Suit.SPADES), Card(7, Suit.HEARTS), Card(5, Suit.HEARTS)])
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        caps: list[tuple[str, tuple[int, int]]] = []
        real_cap = ui.draw_key_cap

        def spy(surface: pygame.Surface, key: str, midright: tuple[int, int]) -> pygame.Rect:
            caps.append((key, midright))
            return real_cap(surface, key, midright)

        ui.draw_key_cap = spy  # type: ignore[method-assign]
        for i in (0, 1):  # J and 7 pick another seat
            ui.try_play(i, None, ui.fan.card_pos(i))
            assert ui.prompt is not None and ui.picking_seat is not None
            assert "2–4" in ui.prompt.title and "Esc" in ui.prompt.title
            caps.clear()
            app.draw()
            assert sorted(key for key, _ in caps) == ["2", "3", "4"]
            for key, at in caps:
                assert ui.seat_rect(int(key) - 1).collidepoint(at[0] - 2, at[1])
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            app.run_frames(1)
            assert ui.picking_seat is None
            caps.clear()
            app.draw()
            assert caps == []

        table = _persons_turn(app, 2, [Card(10, Suit.SPADES), Card(5, Suit.HEARTS)], count=50)
        ui = table.ui
        ui.try_play(0, None, ui.fan.card_pos(0))
        assert ui.prompt is not None and "Esc" in ui.prompt.title
        labels = [b.label() for b in ui.prompt.buttons]
        assert labels[0].endswith("[=]") and labels[1].endswith("[-]")
        assert [b.hotkey for b in ui.prompt.buttons] == [pygame.K_EQUALS, pygame.K_MINUS]
    finally:
        i18n.set_language("zh")


def test_seat_keys_name_runs_and_single_keys() -> None:
    from app import i18n
    from app.games.base import GameUI

    i18n.set_language("en")
    try:
        assert GameUI.seat_keys([0, 1]) == "1\u00a0or\u00a02"  # no-break spaces: a question keeps its keys on one line
        assert GameUI.seat_keys([1, 2, 3]) == "2–4"
        assert GameUI.seat_keys([0, 1, 2, 3, 4, 6, 7]) == "1–5,\u00a07\u00a0or\u00a08"
        assert GameUI.seat_keys([2]) == "3"
        i18n.set_language("zh")
        assert GameUI.seat_keys([1, 3, 5]) == "2、4\u00a0或\u00a06"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_rank_everyone_from_the_winner_to_the_first_out(app: App, lang: str) -> None:
    """Places, not "Last standing first: Bot 2" (which named the first out at a table of two)."""
    from app import i18n
    from engine.core import Outcome
    from tests.apptools import seated_table

    i18n.set_language(lang)
    try:
        place = "{n}. {name}" if lang == "en" else "第 {n} 名：{name}"
        for players, out_order, winner in ((2, (0,), 1), (4, (2, 0, 3), 1)):
            table = seated_table(app, "deadline99", players, (1280, 720))
            state = table.session.state
            alive = tuple(s == winner for s in range(players))
            hands = tuple(h if s == winner else () for s, h in enumerate(state.hands))  # the out dropped theirs
            table.session.state = replace(state, alive=alive, hands=hands, out_order=out_order, winners=(winner,))
            ranked = [winner] + list(reversed(out_order))
            lines = table.ui.result_lines(Outcome((winner,), tuple(float(s == winner) for s in range(players))))
            holding = i18n.t("d99.holding", cards=" ".join(d99ui.card_name(c) for c in hands[winner]))
            assert lines == [place.format(n=k, name=table.name(s)) + (holding if s == winner else "")
                             for k, s in enumerate(ranked, 1)]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_faction_game_says_which_king_fell_and_which_side_that_makes_win(app: App, lang: str) -> None:
    """The log read "Kings: A=Red King, C=Black King." like a debug dump, and the end of a faction
    game listed winners without saying why: now the kings are named in a sentence, and the end names
    the fallen king, the side that wins, and the free players still in when they share it."""
    from app import i18n
    from app.games.deadline99_narrate import narrate
    from engine.core import Outcome
    from engine.games.deadline99 import GameEnded, IdentitiesDealt, Identity
    from tests.apptools import seated_table

    ids = (Identity.RED_KING, Identity.FREE, Identity.BLACK_KING, Identity.RED_MINISTER, Identity.BLACK_MINISTER)
    names = {0: "Ann", 1: "Bo", 2: "Cy", 3: "Di", 4: "Ed"}.__getitem__
    i18n.set_language(lang)
    try:
        t = i18n.t
        kings = narrate(IdentitiesDealt((ids[0], None, ids[2], None, ids[4])), names, 4)
        assert kings == i18n.sentences(t("d99.log.kings", red="Ann", black="Cy"),
                                       t("d99.log.your_identity", identity=t("d99.id.black_minister")))
        king_me = narrate(IdentitiesDealt((ids[0], None, ids[2], None, None)), names, 0)
        assert king_me == ("The Red King is you; the Black King is Cy." if lang == "en"
                           else "红方国王是你，黑方国王是 Cy。")  # and no second "you are"
        red = t("d99.side.red")
        black = t("d99.side.black")
        assert (red, black) == (("Red", "Black") if lang == "en" else ("红方", "黑方"))

        free_out = narrate(GameEnded((2, 4), ids, 0), names, 3)  # the free player is out too
        assert free_out == i18n.sentences(
            t("d99.log.king_out", name="Ann", king=t("d99.id.red_king"), side=black),
            t("log.winners", names=i18n.join_names(["Cy", "Ed"]), n=2))
        free_in = narrate(GameEnded((0, 1, 3), ids, 2), names, 2)
        assert free_in == i18n.sentences(
            t("d99.log.king_out_you", king=t("d99.id.black_king"), side=red), t("d99.log.free_win"),
            t("log.winners", names=i18n.join_names(["Ann", "Bo", "Di"]), n=3))

        table = seated_table(app, "deadline99", 5, (1280, 720))
        state = table.session.state
        alive = (True, True, False, False, True)  # Di went out first, then the Black King
        hands = tuple(h if alive[s] else () for s, h in enumerate(state.hands))
        table.session.state = replace(state, faction_mode=True, identities=ids, alive=alive, hands=hands,
                                      out_order=(3, 2), winners=(0, 1, 3))
        lines = table.ui.result_lines(Outcome((0, 1, 3), (1.0, 1.0, 0.0, 1.0, 0.0)))
        assert lines[0] == i18n.sentences(
            t("d99.log.king_out", name=table.name(2), king=t("d99.id.black_king"), side=red), t("d99.log.free_win"))
        assert len(lines) == 6  # the reason, then every seat's identity
    finally:
        i18n.set_language("zh")


def test_a_card_aimed_at_a_seat_lights_that_seat_while_dragged_not_the_pile(app: App) -> None:
    """Dragging a J over a seat outlined the discard pile, as if the drop would play it there: now
    the seat it would be aimed at is outlined (none when it cannot be aimed there), and a card
    that takes no seat still lights the pile, where a drop on a seat plays it."""
    from engine.cards import Card, Suit
    from app.ui import theme

    table = _persons_turn(app, 4, [Card(11, Suit.SPADES), Card(5, Suit.HEARTS)], count=10)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)

    def lit(rect: pygame.Rect) -> bool:
        app.draw()
        return all(app.screen.get_at(p)[:3] == theme.ACCENT for p in (
            (rect.x + 1, rect.centery), (rect.right - 2, rect.centery), (rect.x + 8, rect.y + 1)))

    def drag_over(i: int, seat: int) -> None:
        start = ui.fan.rects[i].center
        _mouse(pygame.MOUSEBUTTONDOWN, start)
        app.run_frames(1)
        goal = ui.seat_rect(seat).center
        for k in range(1, 6):
            _mouse(pygame.MOUSEMOTION, (start[0] + (goal[0] - start[0]) * k // 5,
                                        start[1] + (goal[1] - start[1]) * k // 5))
            app.run_frames(1)
        assert ui.fan.drag == i and ui.seat_at(ui.fan.drag_centre()) == seat

    pile = ui.discard_rect.inflate(16, 16)
    drag_over(0, 2)  # the J over a seat it may take from
    assert lit(ui.seat_rect(2).inflate(12, 12)) and not lit(pile)
    _mouse(pygame.MOUSEMOTION, ui.seat_rect(table.viewer).center)  # over the person's own seat
    app.run_frames(1)
    assert not lit(ui.seat_rect(table.viewer).inflate(12, 12)) and not lit(pile)
    _mouse(pygame.MOUSEBUTTONUP, ui.seat_rect(table.viewer).center)  # refused: it comes back
    _run_until(app, lambda: ui.fan.drag is None and ui.returning is None)

    drag_over(1, 2)  # a 5 over a seat: dropped there it is played onto the pile
    assert lit(pile) and not lit(ui.seat_rect(2).inflate(12, 12))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_hand_with_nothing_safe_is_told_before_the_card_is_played(app: App, lang: str) -> None:
    """With every card past 99 the line still said "Your turn — drag a card...": now it warns that
    whichever card is played puts the person out; one safe card (or a Death beside it) changes that."""
    from app import i18n
    from engine.cards import SMALL_JOKER, Card, Suit

    i18n.set_language(lang)
    try:
        nine, five, ten = Card(9, Suit.HEARTS), Card(5, Suit.SPADES), Card(10, Suit.CLUBS)
        death = Card(SMALL_JOKER, Suit.JOKER)
        for hand, count, doomed in (([nine, five], 97, True), ([nine, death], 95, True), ([nine, ten], 97, False),
                                    ([nine, five], 94, False)):
            table = _persons_turn(app, 4, hand, count=count)
            text, colour = table.ui.status_text()
            if doomed:
                assert text == i18n.t("d99.no_safe_card") and colour == d99ui.theme.WARNING
            else:
                assert text == i18n.t("d99.your_turn")
    finally:
        i18n.set_language("zh")


def test_pressing_on_a_card_while_another_seat_plays_says_it_is_not_your_turn(app: App) -> None:
    """A press on a card in the hand did nothing at all while an AI seat was to play."""
    from app import i18n

    app.settings = replace(app.settings, ai_delay_ms=60_000)  # the AI seats sit thinking
    for seed in range(30):
        table = _person_with_three_ai(app, seed)
        _run_until(app, lambda: not table.busy and table.session.decision().seats != (0,), limit=600)
        if not table.viewer_legal() and table.ui.hand:
            break
    else:
        pytest.skip("no seed had an AI seat play before the person")
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    app.toast.clear()
    _mouse(pygame.MOUSEBUTTONDOWN, ui.fan.rects[0].center)
    app.run_frames(1)
    assert app.toast.text == i18n.t("table.not_your_turn") and ui.fan.drag is None


def test_pile_captions_keep_clear_of_the_seats(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 960x600 with six players Bot 6's card backs covered "Discards 2": each pile's caption is
    drawn where no seat's panel or card backs lie, close to its pile."""
    from app import i18n
    from app.games import deadline99_places as places
    from tests.apptools import seated_table

    for lang in ("en", "zh"):
        i18n.set_language(lang)
        try:
            for size in ((960, 600), (1280, 720), (1920, 1080)):
                for players in range(2, 9):
                    table = seated_table(app, "deadline99", players, size)
                    ui = table.ui
                    assert isinstance(ui, d99ui.Deadline99UI)
                    state = table.session.state
                    table.session.state = replace(state, discard=(state.draw * 2)[:88])  # the widest caption
                    ui.sync(table.view())
                    with drawn_text_rects(d99ui) as drawn:
                        app.draw()
                    captions = dict(drawn)  # each text at the last place it was drawn
                    seats = [places.seat_area(ui, s) for s in range(players)]
                    for pile, text in ((ui.deck_rect, i18n.t("d99.draw_pile", n=ui.draw_size)),
                                       (ui.discard_rect, i18n.t("d99.discard_pile", n=88))):
                        caption = captions[text]
                        assert caption.collidelist(seats) < 0, (lang, size, players, text)
                        assert abs(caption.centerx - pile.centerx) <= pile.w // 2, (lang, size, players, text)
        finally:
            i18n.set_language("zh")


def test_a_card_waiting_in_its_place_for_its_question_leaves_the_next_cards_corner_in_view(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 10 picked by a double click waited for "plus or minus?" drawn over the whole hand, hiding
    the next card's corner: it stays raised in its place, under the card to its right; a card
    dropped elsewhere still waits on top where it was let go."""
    from engine.cards import Card, Suit

    ten, five, six = Card(10, Suit.SPADES), Card(5, Suit.HEARTS), Card(6, Suit.CLUBS)
    table = _persons_turn(app, 4, [ten, five, six], count=50)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    faces = _faces_drawn(monkeypatch)
    ui.fan.focus = 0
    ui.try_play(0, None, ui.fan.card_pos(0))
    assert ui.prompt is not None and ui.held is not None
    app.draw()
    assert faces.count(ten) == 1 and faces.index(ten) < faces.index(five) < faces.index(six)

    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.prompt is None
    _run_until(app, lambda: ui.returning is None)
    ui.try_play(0, None, ui.discard_rect.topleft)  # as if dropped on the pile
    faces.clear()
    app.draw()
    assert faces.count(ten) == 1 and faces.index(ten) > faces.index(six)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_export_message_shows_under_the_results_not_over_the_standings(app: App,
                                                                           size: tuple[int, int]) -> None:
    from app.scenes.results import ResultsScene
    from engine.core import Outcome
    from tests.apptools import seated_table

    table = seated_table(app, "deadline99", 6, size)
    results = ResultsScene(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0, 0.0, 0.0)))
    app.push(results)
    results.on_resize(size)
    app.toast.show("Record saved to /home/somebody/Documents/Paizhuo/deadline99-20261122-215222.json", 5.0)
    shown = app.toast.draw(pygame.Surface(size), *results.toast_place(size))
    standings = pygame.Rect(results.rect.x, results.rect.y, results.rect.w,
                            results.buttons[2].rect.top - results.rect.y)  # down to the Export button
    assert shown is not None and not shown.colliderect(standings)
    assert pygame.Rect((0, 0), size).contains(shown)
    if size != (960, 600):  # room enough under the panel for all of it
        assert not shown.colliderect(results.rect)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_results_panel_is_as_tall_as_its_lines(app: App, lang: str, size: tuple[int, int]) -> None:
    """The results of three seats (three places) sat at the top of a 640×480 panel with a band of
    empty panel as tall as the standings under them. The panel is now as tall as its lines: a short
    gap between the last one and the Export button, every line shown at its full size, the panel
    inside the window; eight seats in faction mode (a line a seat and why a side won) still fit."""
    from app import i18n
    from app.fonts import get_font
    from app.ui.widgets import wrap_text
    from tests.apptools import finished_record

    i18n.set_language(lang)
    app.screen = pygame.display.set_mode(size)
    for names, options in ((["Ann", "Bo", "Cy"], {}),
                           ([f"S{k}" for k in range(8)], {"faction_mode": True, "angel_death": True})):
        record, _ = finished_record("deadline99", 4, names, options)
        table = TableScene.resume(app, record)
        app.reset(table)
        table.on_resize(size)
        table.show_results()
        results = app.top
        results.on_resize(size)
        px = results.px
        font_size, pitch, rows = results.summary_rows()
        assert len(rows) == sum(len(wrap_text(line, font_size, results.summary_rect().w))
                                for line in results.lines)
        assert pygame.Rect((0, 0), size).contains(results.rect)
        if len(names) == 3:  # (eight seats' lines may fill the largest panel, at a smaller size)
            assert font_size == px(18)
            last = results.summary_rect().y + pitch * (len(rows) - 1) + get_font(font_size).get_height()
            assert 0 <= results.buttons[2].rect.top - last <= px(30), (last, results.buttons[2].rect)


def test_a_new_seat_pick_does_not_light_the_seat_an_earlier_pick_pointed_at(app: App) -> None:
    """The seat last pointed at in one pick stayed lit as "pointed at" in the next (in pass-and-play:
    another person's pick), though the pointer was elsewhere."""
    from engine.cards import Card, Suit

    table = _persons_turn(app, 4, [Card(11, Suit.SPADES), Card(7, Suit.HEARTS), Card(5, Suit.HEARTS)], count=10)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)

    def frame_colour(seat: int) -> tuple[int, ...]:
        app.draw()
        ring = ui.seat_rect(seat).inflate(14, 14)
        return tuple(app.screen.get_at((ring.x + 1, ring.centery)))[:3]

    ui.try_play(0, None, ui.fan.card_pos(0))  # the J asks whom to take from
    assert ui.picking_seat is not None
    _mouse(pygame.MOUSEMOTION, ui.seat_rect(2).center)
    app.run_frames(1)
    assert frame_colour(2) == d99ui.theme.ACCENT  # pointed at
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.picking_seat is None
    _run_until(app, lambda: ui.returning is None)
    ui.try_play(1, None, ui.fan.card_pos(1))  # the 7 asks whom to swap with
    assert ui.picking_seat is not None
    assert ui.seat_at(pygame.mouse.get_pos()) is None  # the pointer (never moved off-screen) is on no seat
    assert frame_colour(2) == (120, 200, 255)  # pickable, not pointed at


def _faces_drawn(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The cards the table draws face up from now on, in drawing order."""
    faces: list[object] = []
    real_face = d99ui.card_face

    def spy(card, w, h):  # type: ignore[no-untyped-def]
        faces.append(card)
        return real_face(card, w, h)

    monkeypatch.setattr(d99ui, "card_face", spy)
    return faces


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("how", ["drag", "click", "keys"])
def test_a_jack_or_seven_with_one_seat_to_aim_at_is_played_on_it_without_asking(app: App, how: str) -> None:
    """Two players, or everyone else out but one: J and 7 have one possible target, so dropping,
    clicking twice or pressing Enter plays on it at once; A still asks (oneself or the other)."""
    from engine.cards import Card, Suit

    for rank in (11, 7):
        for players, alive in ((2, None), (4, (True, False, True, False))):
            card = Card(rank, Suit.SPADES)
            table = _persons_turn(app, players, [card, Card(5, Suit.HEARTS), Card(1, Suit.CLUBS)])
            if alive is not None:
                table.session.state = replace(table.session.state, alive=alive)
                table.ui.sync(table.view())
            target = 1 if alive is None else 2
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            before = len(table.session.record.actions)
            start = ui.fan.rects[0].center
            if how == "drag":
                _mouse(pygame.MOUSEBUTTONDOWN, start)
                app.run_frames(1)
                _mouse(pygame.MOUSEMOTION, ui.discard_rect.center)
                app.run_frames(1)
                _mouse(pygame.MOUSEBUTTONUP, ui.discard_rect.center)
            elif how == "click":
                for _ in range(2):
                    _mouse(pygame.MOUSEBUTTONDOWN, start)
                    _mouse(pygame.MOUSEBUTTONUP, start)
                    app.run_frames(1)
            else:
                _key(pygame.K_RIGHT)
                _key(pygame.K_RETURN)
            app.run_frames(1)
            assert ui.picking_seat is None and ui.prompt is None
            assert list(table.session.record.actions[before:]) == [(0, Play(card, 0, target))], (rank, players, how)

    table = _persons_turn(app, 2, [Card(1, Suit.SPADES), Card(5, Suit.HEARTS)])
    ui = table.ui
    _key(pygame.K_RIGHT)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert ui.picking_seat is not None and ui.pick_allowed == (0, 1)


def test_a_number_key_picks_that_card_and_enter_plays_it(app: App) -> None:
    """Stars and Storms picks a card by its number; here only the arrows did, one step at a time.
    Now 1 is the leftmost card, 3 the third; a number past the hand changes nothing."""
    from engine.cards import Card, Suit

    hand = [Card(3, Suit.SPADES), Card(4, Suit.HEARTS), Card(5, Suit.CLUBS), Card(6, Suit.DIAMONDS)]
    table = _persons_turn(app, 2, hand, count=10)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    _key(pygame.K_3)
    app.run_frames(1)
    assert ui.fan.focus == 2
    _key(pygame.K_9)
    app.run_frames(1)
    assert ui.fan.focus == 2
    before = len(table.session.record.actions)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert list(table.session.record.actions[before:]) == [(0, Play(hand[2], 0, None))]


def test_a_card_dropped_on_the_pile_flies_on_from_where_it_was_dropped(app: App) -> None:
    """The played card's flight starts at the drop point, not back in the hand; a 10 waiting for
    its ± stays where it was dropped, flies on from there once chosen, and goes back into the hand
    from there if the question is cancelled."""
    from engine.cards import Card, Suit

    five, ten = Card(5, Suit.HEARTS), Card(10, Suit.SPADES)

    def drop(table: TableScene, card: Card) -> tuple[int, int]:
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        start = ui.fan.rects[ui.hand.index(card)].center
        spot = (ui.discard_rect.centerx + 9, ui.discard_rect.centery - 7)  # off the pile's own corner
        _mouse(pygame.MOUSEBUTTONDOWN, start)
        app.run_frames(1)
        _mouse(pygame.MOUSEMOTION, spot)
        app.run_frames(1)
        dropped = ui.fan.drag_pos
        _mouse(pygame.MOUSEBUTTONUP, spot)
        return dropped

    def new_flyers(table: TableScene) -> list[Any]:
        """The flyers the next frame starts."""
        before = list(table.flyers)
        app.run_frames(1)
        return [f for f in table.flyers if f not in before]

    def flew_to_the_pile_from(table: TableScene, start: tuple[int, int]) -> bool:
        """Whether the card the next frame sends to the discard pile starts from ``start``."""
        to_pile = [f for f in new_flyers(table) if f.end == table.ui.discard_rect.topleft]
        return bool(to_pile) and to_pile[0].start == start

    table = _persons_turn(app, 4, [five, ten, Card(13, Suit.CLUBS)], count=20)
    dropped = drop(table, five)
    assert flew_to_the_pile_from(table, dropped)
    assert table.session.record.actions[-1] == (0, Play(five))

    table = _persons_turn(app, 4, [five, ten, Card(13, Suit.CLUBS)], count=20)
    ui = table.ui
    dropped = drop(table, ten)
    app.run_frames(1)
    assert ui.prompt is not None and ui.held == (1, dropped)
    _key(pygame.K_MINUS)
    assert flew_to_the_pile_from(table, dropped)
    assert table.session.record.actions[-1] == (0, Play(ten, -1))

    table = _persons_turn(app, 4, [five, ten, Card(13, Suit.CLUBS)], count=20)
    ui = table.ui
    dropped = drop(table, ten)
    app.run_frames(1)
    before = len(table.session.record.actions)
    _key(pygame.K_ESCAPE)
    flown = new_flyers(table)
    assert len(table.session.record.actions) == before and ui.prompt is None and ui.held is None
    assert [(f.start, f.end) for f in flown] == [(dropped, ui.fan.rects[1].topleft)]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_questions_and_refusals_sit_clear_of_the_count_its_direction_and_the_seats(app: App, lang: str,
                                                                                   size: tuple[int, int]) -> None:
    """The ± question, the seat pick and the refused-play message never cover the count, the line
    saying which way play goes, or a seat (its panel or the ring it wears while picked)."""
    from app import i18n
    from app.fonts import get_font
    from app.ui.widgets import wrap_text
    from engine.cards import Card, Suit

    i18n.set_language(lang)
    try:
        for players in (2, 4, 8):
            hand = [Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(11, Suit.CLUBS), Card(9, Suit.CLUBS),
                    Card(13, Suit.HEARTS)]
            table = _persons_turn(app, players, hand, count=95)
            table.on_resize(size)
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            cx, cy = ui.count_center
            reach = int(ui.ch * 0.78) + 26  # the dial's ring and the arrows round it
            way = i18n.t("d99.clockwise") if ui.direction > 0 else i18n.t("d99.counterclockwise")
            label = pygame.Rect((0, 0), get_font(ui.scaled(15)).size(way))  # the line under the count
            label.midtop = (cx, cy + int(ui.ch * 0.78) + ui.scaled(24))
            taken = [pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach), label]
            taken += [ui.seat_rect(s).inflate(14, 14) for s in range(players)]
            window = pygame.Rect((0, 0), size)
            ui.try_play(3, None, ui.fan.card_pos(3))  # 9 at 95: refused
            assert app.toast.left > 0
            (tx, ty), width = table.toast_place(size)
            toast = pygame.Rect(0, 0, width, 16 + 28 * len(wrap_text(app.toast.text, 20, width - 40)))
            toast.center = (tx, ty)
            assert window.contains(toast) and not toast.colliderect(table.log_rect)
            assert toast.collidelist(taken) == -1, (players, toast)
            app.toast.left = 0
            _run_until(app, lambda: not table.busy)
            for i in (1, 0, 2):  # 10 asks for ±, A and J for a seat (J only with someone to choose from)
                ui.try_play(i, None, ui.fan.card_pos(i))
                if ui.prompt is None:
                    continue
                app.draw()
                rect = ui.prompt_rect()
                assert window.contains(rect), (players, i, rect)
                assert rect.collidelist(taken) == -1, (players, i, rect, taken[rect.collidelist(taken)])
                for b in ui.prompt.buttons:
                    assert rect.contains(b.rect)
                _key(pygame.K_ESCAPE)
                app.run_frames(1)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_says_each_play_once_and_calls_the_person_at_the_screen_you(app: App, lang: str) -> None:
    """Told at a pass-and-play table to whoever is at the screen (``me``), or at a table of AI seats
    (None), where nobody is "you"."""
    from app import i18n
    from engine.cards import Card, Suit
    from engine.games import deadline99 as d99

    names = ["P1", "B2", "B3"]
    people = TableScene(app, "deadline99", [SeatSetup(True, n) for n in names], {}, 4)
    bots = TableScene(app, "deadline99", [SeatSetup(False, n) for n in names], {}, 4, demo=True)
    ace, ten, jack = Card(1, Suit.CLUBS), Card(10, Suit.DIAMONDS), Card(11, Suit.HEARTS)
    five = Card(5, Suit.SPADES)

    def told(events: list[object], me: int | None) -> list[str]:
        table = bots if me is None else people
        table.viewer = 0 if me is None else me
        lines = [table.ui.narrate(e) for e in events]  # type: ignore[arg-type]
        return [line for line in lines if line is not None]

    i18n.set_language(lang)
    try:
        en = lang == "en"
        # an A names the next player in the line that plays it, not again in a line of its own
        assert told([d99.CardPlayed(0, ace, 0, 2), d99.NextChosen(0, 2)], 0) == [
            "You played ♣A: B3 plays next" if en else "你打出 ♣A，指定 B3 下一个出牌"]
        assert told([d99.CardPlayed(1, ace, 0, 2), d99.NextChosen(1, 2)], None) == [
            "B2 played ♣A: B3 plays next" if en else "B2 打出 ♣A，指定 B3 下一个出牌"]
        assert told([d99.CardPlayed(1, ace, 0, 0), d99.NextChosen(1, 0)], 0) == [
            "B2 played ♣A: you play next" if en else "B2 打出 ♣A，指定你下一个出牌"]
        assert told([d99.CardPlayed(0, ace, 0, 0), d99.NextChosen(0, 0)], 0) == [
            "You played ♣A and play again" if en else "你打出 ♣A，自己接着出"]
        assert told([d99.CardPlayed(1, ace, 0, 1), d99.NextChosen(1, 1)], 0) == [
            "B2 played ♣A and plays again" if en else "B2 打出 ♣A，自己接着出"]
        # a 10 or Q says which way it counts in words
        assert told([d99.CardPlayed(0, ten, -1, None)], 0) == ["You played ♦10 as −10" if en else "你打出 ♦10 减 10"]
        assert told([d99.CardPlayed(2, ten, 1, None)], 0) == ["B3 played ♦10 as +10" if en else "B3 打出 ♦10 加 10"]
        # a J's target is named once, by what it took
        assert told([d99.CardPlayed(1, jack, 0, 0), d99.Stole(1, 0, five, True)], 0) == [
            "B2 played ♥J" if en else "B2 打出 ♥J", "B2 took ♠5 from you" if en else "B2 从你手里抽走 ♠5"]
        assert told([d99.Swapped(0, 2, 4, 3)], 0) == [
            "You swapped hands with B3" if en else "你与 B3 交换了全部手牌"]
        assert told([d99.Drew(0, (five,), 1)], 0) == ["You drew ♠5" if en else "你摸到 ♠5"]
        assert told([d99.Drew(1, (five,), 1)], None) == ["B2 drew ♠5" if en else "B2 摸到 ♠5"]
        assert told([d99.Eliminated(0, d99.Cause.BUST, ())], 0) == [
            "You could not stay at 99 or below and are out!" if en else "你无法让计数保持在 99 以内，出局！"]
        # the same events told to the other person at the screen (pass and play) or to nobody
        assert told([d99.CardPlayed(0, ten, -1, None), d99.Drew(0, None, 1)], 1) == [
            "P1 played ♦10 as −10" if en else "P1 打出 ♦10 减 10", "P1 drew 1" if en else "P1 摸了 1 张"]
    finally:
        i18n.set_language("zh")


def test_the_table_tells_the_person_at_the_screen_as_you_and_a_table_of_bots_by_name(app: App) -> None:
    from app import i18n
    from engine.cards import Card, Suit
    from engine.games import deadline99 as d99

    i18n.set_language("en")
    try:
        table = _persons_turn(app, 3, [Card(5, Suit.HEARTS)])
        assert table.ui.narrate(d99.CardPlayed(0, Card(5, Suit.HEARTS), 0, None)) == "You played ♥5"
        demo = TableScene(app, "deadline99", [SeatSetup(False, f"B{i}") for i in (1, 2, 3)], {}, 4, demo=True)
        assert demo.ui.narrate(d99.CardPlayed(0, Card(5, Suit.HEARTS), 0, None)) == "B1 played ♥5"
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_out_stamp_covers_neither_the_name_nor_the_small_out_mark(app: App, lang: str,
                                                                      size: tuple[int, int]) -> None:
    """While a seat just out is stamped OUT, the stamp stays clear of its name and status line, and
    the panel's own small OUT mark waits until the stamp has shrunk into its place."""
    import app.games.base as base
    from app import i18n

    i18n.set_language(lang)
    try:
        table = _persons_turn(app, 4, [])
        table.on_resize(size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        drawn: list[tuple[str, pygame.Rect, str]] = []

        for seat in (0, 2):  # the person's own panel and one across the table
            ui.alive[seat] = False
            ui.sizes[seat] = 0
            ui.flash_out = {seat: 1.2}
            panel = ui.seat_rect(seat)
            for left in (1.2, 0.9, 0.6, 0.2):
                ui.flash_out[seat] = left
                with drawn_text_rects(d99ui) as stamped, drawn_text_rects(base) as paneled:
                    ui._draw_seat(app.screen, seat)
                drawn = [(text, r, "stamp") for text, r in stamped] + [(text, r, "panel") for text, r in paneled]
                out = i18n.t("table.out")
                stamps = [r for text, r, where in drawn if text == out and where == "stamp"]
                marks = [r for text, r, where in drawn if text == out and where == "panel"]
                others = [r for text, r, where in drawn if where == "panel" and text != out and panel.contains(r)]
                assert len(stamps) == 1 and marks == [], (left, drawn)
                assert others and stamps[0].collidelist(others) == -1, (left, stamps, others)
            del ui.flash_out[seat]
            with drawn_text_rects(base) as paneled:
                ui._draw_seat(app.screen, seat)
            drawn = [(text, r, "panel") for text, r in paneled]
            assert [r for text, r, _ in drawn if text == i18n.t("table.out")] == [stamps[0]]  # it became the mark
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_the_end_every_hand_left_is_shown_face_up(app: App, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game is over, nothing is secret: the winner's cards turn face up on the table (from the
    final view) and the results list them; never before the end."""
    from app import i18n
    from app.scenes.results import ResultsScene
    from engine.cards import Card, Suit

    i18n.set_language(lang)
    try:
        table = _persons_turn(app, 2, [Card(9, Suit.HEARTS), Card(9, Suit.CLUBS)], count=95)
        theirs = table.session.state.hands[1]
        faces = _faces_drawn(monkeypatch)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        ui.try_play(0, None, ui.fan.card_pos(0))  # nothing safe: the person busts and the bot wins
        assert table.session.is_over()
        shown_before_end: list[object] = []
        for _ in range(3000):
            if isinstance(app.top, ResultsScene):
                break
            if table.busy:
                shown_before_end += faces
            faces.clear()
            app.run_frames(1)
        assert isinstance(app.top, ResultsScene)
        # (a card like one of theirs may fly face up as one of the person's dropped cards)
        assert not [c for c in shown_before_end if c in theirs and c not in table.session.state.discard]
        faces.clear()
        app.draw()
        assert ui.view.hands[1] == theirs
        assert all(card in faces for card in theirs), "the winner's cards are drawn face up"
        held = i18n.t("d99.holding", cards=" ".join(d99ui.card_name(c) for c in theirs))
        assert app.top.lines[0] == i18n.t("d99.place", n=1, name=table.name(1)) + held
    finally:
        i18n.set_language("zh")


def test_enter_while_the_persons_own_turn_is_still_settling_is_not_called_not_their_turn(app: App) -> None:
    table = _person_with_three_ai(app, 3)
    _run_until(app, lambda: bool(table.viewer_legal()))
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    table.fly(d99ui.card_face(ui.hand[0], ui.cw, ui.ch), (10, 10), (20, 20), 5.0)  # e.g. a refused card going back
    assert table.busy and not table.viewer_legal() and table.session.decision().seats == (0,)
    app.toast.clear()
    ui.fan.focus = 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run_frames(1)
    assert app.toast.text == "" and ui.prompt is None


def test_the_number_pad_answers_the_sign_question_and_the_seat_pick(app: App) -> None:
    """The pad's + and − answer "+10 [=] / −10 [-]", and its digits pick a seat, as the main keys do."""
    from engine.cards import Card, Suit

    ten, ace = Card(10, Suit.SPADES), Card(1, Suit.HEARTS)
    for pad, sign in ((pygame.K_KP_PLUS, 1), (pygame.K_KP_MINUS, -1)):
        table = _persons_turn(app, 4, [ten, Card(5, Suit.HEARTS)], count=50)
        table.ui.try_play(0, None, table.ui.fan.card_pos(0))
        assert table.ui.prompt is not None
        _key(pad)
        app.run_frames(1)
        assert table.session.record.actions[-1] == (0, Play(ten, sign))
    table = _persons_turn(app, 4, [ace, Card(5, Suit.HEARTS)], count=50)
    table.ui.try_play(0, None, table.ui.fan.card_pos(0))
    assert table.ui.picking_seat is not None
    _key(pygame.K_KP3)
    app.run_frames(1)
    assert table.session.record.actions[-1] == (0, Play(ace, 0, 2))


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_line_above_the_hand_keeps_off_the_seats_at_a_table_of_eight(app: App, lang: str,
                                                                          size: tuple[int, int]) -> None:
    """Eight seats leave the lower seats level with the line above the hand: it wraps into the gap
    between them, under the direction line and above the hand (or, where that gap would take it
    only small, goes beside the cards, clear of them), every word inside its panel."""
    from app import i18n
    from app.fonts import get_font
    from app.games import deadline99_places as places
    from tests.apptools import seated_table

    i18n.set_language(lang)
    try:
        table = seated_table(app, "deadline99", 8, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for text in (i18n.t("d99.your_turn"), ui.waiting_line([3])):
            panel, font_size, lines = ui.status_panel(text)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")
            assert not any(panel.colliderect(places.seat_area(ui, s)) for s in range(8))
            assert panel.top > ui.direction_rect().bottom
            assert panel.bottom <= ui.hand_area.y or not panel.colliderect(places.hand_box(ui)), (text, panel)
            font = get_font(font_size)
            assert font_size >= 11 and font.get_linesize() * len(lines) <= panel.h
            assert all(font.size(line)[0] <= panel.w for line in lines)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_playing_death_is_told_once_not_twice(lang: str) -> None:
    """The log said "You played Death" and then "You played Death and are out!"."""
    from app import i18n
    from app.games.deadline99_narrate import narrate
    from engine.games.deadline99 import DEATH, CardPlayed, Cause, Eliminated

    i18n.set_language(lang)
    try:
        names = {0: "Ann", 1: "Bot"}.__getitem__
        for me in (0, 1):
            played = narrate(CardPlayed(0, DEATH, 0, None), names, me)
            out = narrate(Eliminated(0, Cause.DEATH, ()), names, me)
            assert played and out
            death = i18n.t("d99.death")
            assert death in played and death in out
            assert played not in out, (played, out)
    finally:
        i18n.set_language("zh")


def test_the_extra_decks_option_says_when_it_adds_a_deck() -> None:
    from engine.games.deadline99 import Deadline99

    spec = next(o for o in Deadline99().info.options if o.key == "extra_decks")
    assert "7" in spec.help_en and "7" in spec.help_zh
    game = Deadline99()
    for players, cards in ((6, 96), (7, 144), (8, 144)):
        state, _ = game._setup(players, {"extra_decks": True, "angel_death": False, "faction_mode": False}, 1)
        total = len(state.draw) + sum(len(h) for h in state.hands) + len(state.discard)
        assert total == cards, (players, total)


def test_death_asks_first_when_a_safe_card_is_in_hand(app: App) -> None:
    """One slip of a drag played Death and ended the person's game while they held safe cards."""
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH

    table = _persons_turn(app, 3, [DEATH, Card(5, Suit.HEARTS)], count=50)
    before = len(table.session.record.actions)
    table.ui.try_play(0, None, table.ui.fan.card_pos(0))
    assert table.ui.prompt is not None and len(table.session.record.actions) == before
    _key(pygame.K_ESCAPE)  # cancel: nothing is played, the card goes back
    app.run_frames(1)
    assert table.ui.prompt is None and len(table.session.record.actions) == before
    table.ui.try_play(0, None, table.ui.fan.card_pos(0))
    _key(pygame.K_y)
    app.run_frames(1)
    assert table.session.record.actions[-1] == (0, Play(DEATH))
    # With nothing safe left (every card busts), Death goes at once: there is nothing to keep.
    table = _persons_turn(app, 3, [DEATH, Card(9, Suit.HEARTS)], count=95)
    table.ui.try_play(0, None, table.ui.fan.card_pos(0))
    assert table.ui.prompt is None and table.session.record.actions[-1] == (0, Play(DEATH))


def test_seat_card_counts_follow_a_steal_or_a_swap_as_the_log_tells_it(app: App) -> None:
    """The counts change when the J's card or the 7's hands fly, not when the next turn starts."""
    from engine.games import deadline99 as d99

    table = TableScene(app, "deadline99", [SeatSetup(False, f"B{i}") for i in range(1, 5)], {}, 5)
    app.reset(table)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    real_begin = ui.begin
    seen: list[str] = []

    def begin(event: Any) -> float:
        before = list(ui.sizes)
        wait = real_begin(event)
        if isinstance(event, d99.Stole) and event.took:
            seen.append("stole")
            assert ui.sizes[event.target] == before[event.target] - 1
            assert ui.sizes[event.seat] == before[event.seat] + 1
        elif isinstance(event, d99.Swapped):
            seen.append("swapped")
            assert (ui.sizes[event.seat], ui.sizes[event.target]) == (event.seat_size, event.target_size)
            assert (event.seat_size, event.target_size) == (before[event.target], before[event.seat])
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    _run_until(app, lambda: {"stole", "swapped"} <= set(seen) or table.session.is_over(), limit=20000)
    assert {"stole", "swapped"} <= set(seen), seen


def test_a_card_taken_from_the_person_leaves_their_fan_as_it_flies(app: App) -> None:
    from engine.games import deadline99 as d99

    table = _person_with_three_ai(app, 3)
    _run_until(app, lambda: len(table.ui.hand) == 5 and not table.busy, settle=True)  # type: ignore[attr-defined]
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    taken = ui.hand[2]
    rest = ui.hand[:2] + ui.hand[3:]
    ui.begin(d99.Stole(1, 0, taken, True))
    assert ui.hand == rest and len(ui.fan.rects) == 4
    assert ui.sizes[0] == 4 and ui.sizes[1] == 6


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1024, 768), (1280, 720)])
def test_no_seat_covers_the_draw_or_discard_pile(lang: str, size: tuple[int, int]) -> None:
    """At 1024×768 (and at 960×600 with the wider panels of faction mode in English) the side seats
    lay over the piles, hiding the last card played: now the piles slide toward the count and a
    seat still in the way is narrowed, its panel and card backs clear of both piles and the dial."""
    from app import i18n
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    try:
        for players in range(2, 9):
            for options in ({}, {"faction_mode": True}) if players >= 4 else ({},):
                seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
                table = TableScene(app, "deadline99", seats, options, 1)
                app.reset(table)
                table.on_resize(size)
                app.run_frames(1)
                ui = table.ui
                assert isinstance(ui, d99ui.Deadline99UI)
                deck = ui.deck_rect.union(ui.deck_rect.move(-10, -10))  # with its stacked backs
                piles = [deck, ui.discard_rect.inflate(10, 10)]           # the discard's outline
                cx = ui.count_center[0]
                reach = int(ui.ch * 0.78) + 26  # the dial's ring and the arrows round it
                assert deck.right <= cx - reach and piles[1].x >= cx + reach, (players, options)
                for seat in range(players):
                    rect = ui.seat_rect(seat)
                    backs = int(ui.ch * 0.42) - 14
                    area = pygame.Rect(rect.x, rect.y - (backs if seat else 0), rect.w, rect.h + (backs if seat else 0))
                    assert area.collidelist(piles) < 0, (players, options, seat, rect, piles)
                    assert rect.w >= ui.scaled(110), (players, options, seat, rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_faction_results_fit_their_panel_with_the_default_names(size: tuple[int, int]) -> None:
    """"Bot 7, the Black King, is out: the Red side wins. The free players still in win too." ran
    past both sides of the results panel: every line is now written inside the panel, above its
    buttons, and nothing of the summary is left off."""
    import app.scenes.results as results
    from app import i18n

    app = App(headless=True, size=size)
    i18n.set_language("en")
    try:
        names = ["Player 1"] + [f"Bot {i}" for i in range(2, 9)]
        table = TableScene(app, "deadline99", [SeatSetup(i == 0, n) for i, n in enumerate(names)],
                           {"faction_mode": True}, 3)
        app.reset(table)
        table.on_resize(size)
        state = table.session.state
        king = next(s for s, i in enumerate(state.identities) if i.is_king)
        alive = tuple(s != king for s in range(8))
        winners = tuple(s for s in range(8) if state.identities[s].faction is not state.identities[king].faction)
        table.session.state = replace(state, alive=alive, out_order=(king,), winners=winners,
                                      hands=tuple(h if alive[s] else () for s, h in enumerate(state.hands)))
        from engine.core import Outcome
        scene = results.ResultsScene(app, table, Outcome(winners, tuple(float(s in winners) for s in range(8))))
        app.push(scene)
        assert len(scene.lines[0]) > 80  # the long reason line
        with drawn_text_rects(results) as drawn:
            app.draw()
        summary = [(text, rect) for text, rect in drawn if rect.y >= scene.rect.y + scene.px(110)]
        assert "".join(text for text, _ in summary).replace(" ", "") == "".join(scene.lines).replace(" ", "")
        for text, rect in summary:
            assert scene.rect.left <= rect.left and rect.right <= scene.rect.right, (text, rect, scene.rect)
            assert rect.bottom <= scene.buttons[2].rect.y, (text, rect)
    finally:
        i18n.set_language("zh")
        app.shutdown()


def _kept_in_view(table: TableScene) -> dict[str, pygame.Rect]:
    """What a message or question must not cover: each seat (with its ring and card backs), the piles
    and their captions, the count with its ring and direction line, the log, and the person's cards
    (one raised), by name."""
    from app.fonts import get_font
    from app.games import deadline99_places as places

    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    cx, cy = ui.count_center
    reach = int(ui.ch * 0.78) + 26
    kept = {"count": pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach), "direction": ui.direction_rect(),
            "log": table.log_rect}
    kept.update({f"pile {k}": box for k, box in enumerate(ui._pile_boxes())})
    for pile, text in ui.pile_captions():
        kept[text] = places.pile_caption(ui, pile, get_font(ui.scaled(16)).size(text))
    kept.update({f"seat {s}": places.seat_area(ui, s) for s in range(table.players)})
    if ui.fan.rects:
        cards = ui.fan.rects[0].unionall(ui.fan.rects[1:])
        cards.h, cards.top = cards.bottom - places.hand_top(ui), places.hand_top(ui)  # a card raised
        kept["cards"] = cards
    return kept


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_refused_play_is_told_clear_of_the_persons_hand(lang: str, size: tuple[int, int]) -> None:
    """At 960×600 with six to eight seats the lower seats leave no room between them above the hand,
    and the refusal ("♣9 would take the count to 104...") lay over the person's cards, just when
    they look for another one to play: it now sits clear of the cards (raised ones too), the seats,
    the piles and their captions, the count and its direction line, and the log, in a readable width."""
    from app import i18n
    from engine.cards import Card, Suit

    big = quick_app(size=size)
    i18n.set_language(lang)
    try:
        for players in range(2, 9):
            for extra in ([], [Card(5, Suit.HEARTS), Card(6, Suit.CLUBS), Card(4, Suit.DIAMONDS)]):
                hand = [Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(11, Suit.CLUBS), Card(9, Suit.CLUBS),
                        Card(13, Suit.HEARTS)] + extra
                table = _persons_turn(big, players, hand, count=95, size=size)
                ui = table.ui
                assert isinstance(ui, d99ui.Deadline99UI)
                ui.try_play(3, None, ui.fan.card_pos(3))  # 9 at 95: refused
                assert big.toast.left > 0 and "104" in big.toast.text
                (tx, ty), width = table.toast_place(size)
                toast = pygame.Rect(0, 0, width, big.toast.height(width, table.scale))
                toast.center = (tx, ty)
                assert pygame.Rect((0, 0), size).contains(toast), (players, toast)
                hit = [what for what, rect in _kept_in_view(table).items() if toast.colliderect(rect)]
                assert not hit, (players, len(hand), toast, hit)
                # a few words a line, not a narrow column: 260 px where the table has it; at six
                # seats in 960×600 the one spot clear of Hint too is the column beside the right seat
                # under the log (234 px, five lines in English), better than lying on Hint or the cards
                assert width >= ui.scaled(220)
                big.toast.clear()
    finally:
        i18n.set_language("zh")
        big.shutdown()


def _play_on_until_the_turn_of(app: App, table: TableScene, person: int, limit: int,
                               wait_for_calm: bool = False) -> None:
    """Play on at pass-and-play (each curtain lifted, everyone else's first legal play) until
    ``person`` is to play (and, with ``wait_for_calm``, the table is no longer animating); the game
    must not end first."""
    from app.scenes.curtain import CurtainScene

    for _ in range(limit):
        if isinstance(app.top, CurtainScene):
            app.top.age = 1.0
            app.top.keys.quiet = app.top.keys.seconds  # and past its key grace (no key pressed lately)
            app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        elif table.viewer_legal() and table.viewer == person and not (wait_for_calm and table.busy):
            return
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        finish_look(app, table)
        app.run_frames(1)
        assert not table.session.is_over(), f"the game ended before seat {person} was to play"
    raise AssertionError(f"seat {person}'s turn never came")


def _person_busts(table: TableScene, person: int) -> None:
    """At ``person``'s turn: their hand is a lone 9 with the count at 95, and they play it (and are out)."""
    from engine.cards import Card, Suit

    state = table.session.state
    hands = tuple((Card(9, Suit.CLUBS),) if s == person else h for s, h in enumerate(state.hands))
    table.session.state = replace(state, hands=hands, count=95)
    table.ui.sync(table.view())
    assert table.submit(Play(Card(9, Suit.CLUBS))) is None


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_table_says_the_person_is_out_while_the_game_goes_on(lang: str, size: tuple[int, int]) -> None:
    """Once the person was out and the AI seats played on, nothing but a small OUT on their own
    panel said so. Now a lasting line where their cards were says they are out, the game goes on,
    and F fast-forwards it (while fast forward is on it leaves that out), clear of the seats, piles,
    count and log; at the end it is gone."""
    from app import i18n
    from app.fonts import get_font
    from tests.apptools import drawn_texts

    big = quick_app(size=size)
    i18n.set_language(lang)
    try:
        for players, options in ((3, {}), (4, {"faction_mode": True, "angel_death": True}), (8, {"angel_death": True})):
            seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
            for seed in range(3, 20):  # the person's fall must not end the game: no king
                table = TableScene(big, "deadline99", seats, options, seed)
                if not table.session.state.identities or not table.session.state.identities[0].is_king:
                    break
            big.reset(table)
            table.on_resize(size)
            _run_until(big, lambda: bool(table.viewer_legal()), settle=True)
            big.settings = replace(big.settings, ai_delay_ms=60_000)  # the AI seats wait while we look
            _person_busts(table, 0)
            _run_until(big, lambda: not table.busy and not table.ui.flash_out, settle=True)
            assert not table.session.is_over()
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            for fast, key in ((False, "d99.out_banner_fast"), (True, "d99.out_banner")):
                if fast:
                    table.toggle_fast_forward()
                with drawn_texts(d99ui) as texts:
                    big.draw()
                banner = ui.out_banner()
                assert banner is not None, players
                rect, font_size, lines = banner
                assert "".join(lines).replace(" ", "") == i18n.t(key).replace(" ", "")
                assert all(line in texts for line in lines)
                font = get_font(font_size, True)
                assert all(font.size(line)[0] <= rect.w for line in lines) and font_size >= ui.scaled(15)
                taken = _kept_in_view(table)
                taken["status"] = ui.status_panel(ui.status_text()[0])[0]
                assert ui.rect.contains(rect), (players, rect)
                hit = [what for what, box in taken.items() if rect.colliderect(box)]
                assert not hit, (players, rect, hit)
            table.toggle_fast_forward()
            big.settings = replace(big.settings, ai_delay_ms=0)
            _run_until(big, lambda: table.session.is_over(), limit=20000)
            assert ui.out_banner() is None
    finally:
        i18n.set_language("zh")
        big.shutdown()


def test_at_pass_and_play_one_person_out_leaves_the_curtain_and_the_others_table_as_they_were(app: App) -> None:
    """Two people and two AI seats: when Ann is out the curtain still comes down and names Bo, and
    Bo's table shows no "you are out" line; once Bo is out too, it says so to Bo."""
    from app import i18n
    from tests.apptools import drawn_texts

    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "B3"), SeatSetup(False, "B4")]
    table = TableScene(app, "deadline99", seats, {}, 5)
    app.reset(table)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    for person in (0, 1):
        _play_on_until_the_turn_of(app, table, person, 6000, True)
        app.settings = replace(app.settings, ai_delay_ms=60_000 if person else 0)
        _person_busts(table, person)
        if person == 0:
            _run_until(app, lambda: isinstance(app.top, CurtainScene))
            assert _named_curtain(app) == "Bo"
            app.top.age = 1.0
            app.top.keys.quiet = app.top.keys.seconds  # and past its key grace (no key pressed lately)
            app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
            _run_until(app, lambda: not table.busy, settle=True)
            assert table.viewer == 1 and ui.out_banner() is None
            with drawn_texts(d99ui) as texts:
                app.draw()
            assert not any(i18n.t("d99.out_banner") in text for text in texts)
    _run_until(app, lambda: not table.busy and not ui.flash_out, settle=True)
    assert not table.session.is_over() and not isinstance(app.top, CurtainScene)
    assert table.viewer == 1 and ui.out_banner() is not None


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1024, 768), (1280, 720)])
def test_a_big_hand_leaves_the_persons_own_panel_in_view(lang: str, size: tuple[int, int]) -> None:
    """The hand spread left over the person's own panel once it held seven cards at 960×600 in
    faction mode in English (the panel is widened for its "Black Minister" badge), ten at
    1280×720: its first card hid the badge and the card count. Now the cards start right of it."""
    from app import i18n
    from engine.cards import Card, Suit

    big = quick_app(size=size)
    i18n.set_language(lang)
    try:
        for players, options in ((4, {}), (4, {"faction_mode": True}), (8, {"faction_mode": True})):
            seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
            table = TableScene(big, "deadline99", seats, options, 3)
            big.reset(table)
            table.on_resize(size)
            _run_until(big, lambda: bool(table.viewer_legal()), settle=True)
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            deck = [Card(rank, suit) for suit in Suit for rank in (1, 3, 4, 5, 6, 9, 10, 11, 12, 13)]
            for n in range(5, 13):
                state = table.session.state
                table.session.state = replace(state, hands=(tuple(deck[:n]),) + state.hands[1:])
                table.ui.sync(table.view())
                own = ui.seat_rect(0)
                cards = ui.fan.rects[0].unionall(ui.fan.rects[1:])
                assert len(ui.fan.rects) == n and not cards.colliderect(own.inflate(8, 8)), (players, options, n)
                assert ui.rect.contains(cards)
    finally:
        i18n.set_language("zh")
        big.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_question_leaves_the_persons_cards_in_view(lang: str, size: tuple[int, int]) -> None:
    """At 960×600 the ± question, the seat pick and the Death question lay across the top of the
    hand, hiding what the person holds while they answer (an A may name themselves to play again).
    Each now sits where it leaves the cards in view, and still clear of the seats, piles, count and
    log, with its buttons inside it."""
    from app import i18n
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH
    from tests.apptools import seated_table

    big = quick_app(size=size)
    i18n.set_language(lang)
    try:
        for players in range(2, 9):
            table = seated_table(big, "deadline99", players, size, seed=3)
            _run_until(big, lambda: bool(table.viewer_legal()), settle=True)
            state = table.session.state
            hand = (Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(11, Suit.CLUBS), DEATH, Card(13, Suit.HEARTS))
            table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=50)
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            ui.sync(table.view())
            asked = 0
            for i in (1, 0, 3, 2):  # 10: ±; A: a seat; Death; J: a seat (with one to choose from it is played)
                ui.try_play(i, None, ui.fan.card_pos(i))
                if ui.prompt is None:
                    continue
                asked += 1
                big.draw()
                rect = ui.prompt_rect()
                assert pygame.Rect((0, 0), size).contains(rect), (players, i, rect)
                hit = [what for what, box in _kept_in_view(table).items() if rect.colliderect(box)]
                assert not hit, (players, i, rect, hit)
                assert all(rect.contains(b.rect) for b in ui.prompt.buttons)
                _key(pygame.K_ESCAPE)
                big.run_frames(1)
            assert asked >= 3
    finally:
        i18n.set_language("zh")
        big.shutdown()
