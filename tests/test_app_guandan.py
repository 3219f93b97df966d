"""The Guandan table driven with real pygame mouse and key events under the dummy video driver:
selecting (click, rubber band), playing (button, Enter, dragging the selection onto the table),
passing, hints, the wild-card reading chooser, tribute and return, and whole AI matches."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import GuandanUI
from app.games.guandan.hand import FanGeometry, HandModel
from app.games.guandan.text import narrate
from app.games.refusals import engine_words, refusal_text
from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.results import ResultsScene
from app.scenes.table import SeatSetup, TableScene
from engine.cards import Card
from engine.games.guandan import ComboType, Pass, Phase, Play, Return, Tribute, selection_plays
from engine.games.guandan import state as st
from engine.games.guandan.cards import parse, to_cards
from tests.apptools import drawn_text_rects
from tests.apptools import post_mouse as _mouse
from tests.apptools import quick_app
from tests.apptools import run_until as _run_until
from tests.apptools import seated_table


def _click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    _mouse(pygame.MOUSEBUTTONDOWN, pos, button)
    _mouse(pygame.MOUSEBUTTONUP, pos, button)
    app.run_frames(1)


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


def _table(app: App, seed: int, humans: int = 1, options: dict[str, Any] | None = None) -> TableScene:
    seats = [SeatSetup(True, f"P{i + 1}") if i < humans else SeatSetup(False, f"B{i + 1}") for i in range(4)]
    table = TableScene(app, "guandan", seats, options or {}, seed)
    app.reset(table)
    return table


def _people_at(app: App, people: tuple[int, ...], viewer: int) -> tuple[TableScene, GuandanUI]:
    """A Guandan table with people in the seats ``people`` (AI in the others), seen from ``viewer``."""
    seats = [SeatSetup(s in people, f"P{s + 1}" if s in people else f"B{s + 1}") for s in range(4)]
    table = TableScene(app, "guandan", seats, {}, 1)
    table.viewer = viewer
    return table, _ui(table)


def _ui(table: TableScene) -> GuandanUI:
    assert isinstance(table.ui, GuandanUI)
    return table.ui


def _last(table: TableScene) -> tuple[int, Any]:
    return table.session.record.actions[-1]


def _my_lead(app: App) -> TableScene:
    """A table where the person (seat 0) leads the first trick."""
    for seed in range(60):
        table = _table(app, seed)
        if table.session.state.turn == 0:
            _run_until(app, lambda: bool(table.viewer_legal()))
            return table
    raise AssertionError("no seed lets seat 0 lead")


def _set_hand(scene: TableScene, text: str, **changes: Any) -> None:
    """Give the person an exact hand (and other state changes) and show it."""
    table = scene
    state = table.session.state
    hands = list(state.hands)
    hands[0] = parse(text)
    table.session.state = replace(state, hands=tuple(hands), **changes)
    table.ui.sync(table.view())


def _strip_center(ui: GuandanUI, i: int) -> tuple[int, int]:
    return ui.fan.strips[i].center


def _index_of(ui: GuandanUI, card: Card, skip: set[int] | None = None) -> int:
    for i, c in enumerate(ui.model.cards):
        if c == card and (skip is None or i not in skip):
            return i
    raise AssertionError(f"{card} not in hand")


# ---- selecting and playing ---------------------------------------------------------------------


def test_clicking_cards_then_the_play_button_plays_them(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠8 ♥8 ♣3 ♦5 ♠K")
    eights = [i for i, c in enumerate(ui.model.cards) if c.rank == 8]
    for i in eights:
        _click(app, _strip_center(ui, i))
    assert ui.model.selected == set(eights)
    assert ui.buttons["play"].enabled()
    before = len(table.session.record.actions)
    _click(app, ui.buttons["play"].rect.center)
    assert len(table.session.record.actions) == before + 1
    seat, action = _last(table)
    assert seat == 0 and isinstance(action, Play)
    assert action.combo is ComboType.PAIR and sorted(action.cards) == sorted(to_cards(parse("♠8 ♥8")))


def test_clicking_a_selected_card_again_unselects_it_and_right_click_clears(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠8 ♥8 ♣3 ♦5 ♠K")
    _click(app, _strip_center(ui, 0))
    _click(app, _strip_center(ui, 1))
    assert ui.model.selected == {0, 1}
    _click(app, _strip_center(ui, 0))
    assert ui.model.selected == {1}
    _click(app, (640, 300), button=3)
    assert ui.model.selected == set()


def test_dragging_across_cards_selects_them_and_dragging_the_selection_up_plays_it(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥9 ♣9 ♦5 ♠K ♣3")
    nines = sorted(i for i, c in enumerate(ui.model.cards) if c.rank == 9)
    assert nines == list(range(nines[0], nines[0] + 3))  # sorted by rank: the 9s sit together
    start, end = _strip_center(ui, nines[0]), _strip_center(ui, nines[-1])
    _mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for k in range(1, 5):
        _mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 4, start[1]))
        app.run_frames(1)
    _mouse(pygame.MOUSEBUTTONUP, end)
    app.run_frames(1)
    assert ui.model.selected == set(nines)
    # now carry the selection up onto the table
    grab = _strip_center(ui, nines[1])
    before = len(table.session.record.actions)
    _mouse(pygame.MOUSEBUTTONDOWN, grab)
    app.run_frames(1)
    for k in range(1, 6):
        _mouse(pygame.MOUSEMOTION, (grab[0], grab[1] - 60 * k))
        app.run_frames(1)
    assert ui.carry is not None
    _mouse(pygame.MOUSEBUTTONUP, (grab[0], grab[1] - 300))
    app.run_frames(1)
    assert len(table.session.record.actions) == before + 1
    seat, action = _last(table)
    assert seat == 0 and isinstance(action, Play) and action.combo is ComboType.TRIPLE and action.key == 9


def test_dropping_the_selection_back_on_the_hand_plays_nothing(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥9 ♣3 ♦5")
    _click(app, _strip_center(ui, 0))
    _click(app, _strip_center(ui, 1))
    grab = _strip_center(ui, 0)
    before = len(table.session.record.actions)
    _mouse(pygame.MOUSEBUTTONDOWN, grab)
    app.run_frames(1)
    _mouse(pygame.MOUSEMOTION, (grab[0], grab[1] - 30))
    app.run_frames(1)
    assert ui.carry is not None
    _mouse(pygame.MOUSEBUTTONUP, (grab[0] + 200, ui.geo.hand_area.bottom - 5))
    app.run_frames(1)
    assert ui.carry is None and len(table.session.record.actions) == before
    assert ui.model.selected == {0, 1}


def test_a_selection_that_is_no_combination_is_refused_with_a_reason(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥4 ♣3 ♦5")
    _click(app, _strip_center(ui, 0))
    _click(app, _strip_center(ui, 1))
    assert not ui.buttons["play"].enabled()
    before = len(table.session.record.actions)
    app.toast.left = 0.0
    _key(app, pygame.K_RETURN)  # Play is disabled: Enter plays nothing but says why
    assert len(table.session.record.actions) == before
    assert app.toast.left > 0 and app.toast.text == i18n.t("gd.reason.no_combo")
    app.toast.left = 0.0
    ui.play_selection()  # the button's own path says the same
    assert len(table.session.record.actions) == before
    assert app.toast.left > 0 and app.toast.text == i18n.t("gd.reason.no_combo")


def test_enter_plays_and_esc_clears_the_selection_before_leaving(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥4 ♣3 ♦5")
    _click(app, _strip_center(ui, 0))
    _key(app, pygame.K_ESCAPE)
    assert ui.model.selected == set() and app.top is table  # Esc cleared, did not leave
    _click(app, _strip_center(ui, 0))
    _key(app, pygame.K_RETURN)
    seat, action = _last(table)
    assert seat == 0 and action == selection_plays([ui_card for ui_card in to_cards(parse("♠9"))], 2, None)[0]


# ---- pass and hint -----------------------------------------------------------------------------


def _my_follow(app: App) -> TableScene:
    for seed in range(60):
        table = _table(app, seed)
        if table.session.state.turn != 0:
            _run_until(app, lambda: bool(table.viewer_legal()))
            if table.session.state.top is not None:
                return table
    raise AssertionError("no seed gives seat 0 a play to answer")


def test_pass_button_and_key(app: App) -> None:
    table = _my_follow(app)
    ui = _ui(table)
    assert ui.buttons["pass"].enabled()
    before = len(table.session.record.actions)
    _key(app, pygame.K_p)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, Pass())


def test_pass_is_disabled_when_leading(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    assert not ui.buttons["pass"].enabled()
    before = len(table.session.record.actions)
    _key(app, pygame.K_p)
    assert len(table.session.record.actions) == before


def test_hint_selects_legal_plays_and_cycles(app: App) -> None:
    table = _my_follow(app)
    ui = _ui(table)
    legal = {(tuple(sorted(a.cards)), a.combo, a.key) for a in table.viewer_legal() if isinstance(a, Play)}
    if not legal:
        pytest.skip("nothing beats the table in this deal")
    seen = []
    for _ in range(3):
        _key(app, pygame.K_h)
        cards = tuple(sorted(ui.model.selected_cards()))
        assert ui.hinted is not None and tuple(sorted(ui.hinted.cards)) == cards
        assert (cards, ui.hinted.combo, ui.hinted.key) in legal
        seen.append(cards)
    if len(ui.hint_plays) > 1:
        assert seen[0] != seen[1]
    before = len(table.session.record.actions)
    hinted = ui.hinted
    _key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, hinted)


def test_hint_when_leading_starts_with_a_whole_combination(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥9 ♣9 ♦5 ♦5 ♣3 ♠4 ♥6 ♣7 ♦8")
    _key(app, pygame.K_h)
    assert ui.hinted is not None and ui.model.selected
    assert ui.hinted in table.viewer_legal()
    first = ui.hinted
    _key(app, pygame.K_h)
    assert ui.hinted != first


def test_each_hint_press_selects_different_cards_even_where_a_wild_card_reads_two_ways(app: App) -> None:
    """♥2 ♣2 ♣3 ♣4 ♣5 (♥2 wild) reads as several straights: each reading was a hint of its own, so
    H selected the very same cards again (the tester saw it on two presses in a row)."""
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♥2 ♣2 ♣3 ♣4 ♣5 ♠9 ♠9")
    assert len(selection_plays(to_cards(parse("♥2 ♣2 ♣3 ♣4 ♣5")), 2, None)) > 1
    _key(app, pygame.K_h)
    seen = [tuple(sorted(ui.model.selected_cards()))]
    for _ in range(len(ui.hint_plays) - 1):
        _key(app, pygame.K_h)
        seen.append(tuple(sorted(ui.model.selected_cards())))
    assert len(seen) > 1
    assert len(set(seen)) == len(seen), seen  # one round of presses never selects the same cards twice


# ---- the wild card -----------------------------------------------------------------------------


def test_an_ambiguous_wild_selection_asks_for_the_reading(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    assert table.session.state.level == 2
    _set_hand(table, "♥2 ♠3 ♦4 ♣5 ♠6 ♠K")  # ♥2 is wild: 2-3-4-5-6 or 3-4-5-6-7
    for card in to_cards(parse("♥2 ♠3 ♦4 ♣5 ♠6")):
        _click(app, _strip_center(ui, _index_of(ui, card)))
    plays = ui.selection_plays()
    assert {p.key for p in plays if p.combo is ComboType.STRAIGHT} == {6, 7}
    before = len(table.session.record.actions)
    _click(app, ui.buttons["play"].rect.center)
    assert ui.prompt is not None and len(ui.prompt.buttons) == len(plays)
    assert len(table.session.record.actions) == before
    labels = [b.label() for b in ui.prompt.buttons]
    k = next(i for i, p in enumerate(plays) if p.combo is ComboType.STRAIGHT and p.key == 7)
    assert "7" in labels[k]
    _click(app, ui.prompt.buttons[k].rect.center)
    seat, action = _last(table)
    assert seat == 0 and action.combo is ComboType.STRAIGHT and action.key == 7


def test_the_wild_heart_level_card_sits_with_the_level_cards_next_to_the_jokers(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠3 ♥2 ♠A BJ ♣2 SJ ♦K")
    names = [str(c) for c in ui.model.cards]
    assert names == ["BJ", "SJ", "♥2", "♣2", "♠A", "♦K", "♠3"]


# ---- tribute and return ------------------------------------------------------------------------


def _tribute_state(table: TableScene, phase: Phase, hand: str) -> None:
    state = table.session.state
    if phase is Phase.TRIBUTE:
        _set_hand(table, hand, phase=Phase.TRIBUTE, payers=(0,), receivers=(3,), pending=(None,) * 4, turn=0,
                  leader=0, top=None, tributes=(), returns=(), **{"table": (None,) * 4})
    else:
        giver_card = state.hands[1][-1]
        _set_hand(table, hand, phase=Phase.RETURN, payers=(1,), receivers=(0,), pending=(None,) * 4, turn=0,
                  leader=1, top=None, tributes=((1, 0, giver_card),), returns=(), **{"table": (None,) * 4})


def test_tribute_screen_offers_only_the_highest_cards(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _tribute_state(table, Phase.TRIBUTE, "♥2 ♠A ♦A ♣5 ♠3 ♣K")  # ♥2 is wild and never given: an A must go
    app.run_frames(1)
    assert ui.choosing_card()
    assert ui.allowed_cards() == set(to_cards(parse("♠A ♦A")))
    assert ui._play_label().startswith(i18n.t("gd.btn.tribute"))
    wild = _index_of(ui, to_cards(parse("♥2"))[0])
    _click(app, _strip_center(ui, wild))
    assert ui.model.selected == set() and app.toast.left > 0
    ace = _index_of(ui, to_cards(parse("♦A"))[0])
    _click(app, _strip_center(ui, ace))
    assert ui.model.selected == {ace}
    _click(app, ui.buttons["play"].rect.center)
    assert _last(table) == (0, Tribute(to_cards(parse("♦A"))[0]))


def test_return_screen_gives_back_a_low_card(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    _tribute_state(table, Phase.RETURN, "♥2 ♠A ♦9 ♣5 ♠3 ♣K BJ")
    app.run_frames(1)
    assert ui.choosing_card()
    assert ui.allowed_cards() == set(to_cards(parse("♦9 ♣5 ♠3")))
    king = _index_of(ui, to_cards(parse("♣K"))[0])
    _click(app, _strip_center(ui, king))
    assert ui.model.selected == set()
    three = _index_of(ui, to_cards(parse("♠3"))[0])
    _click(app, _strip_center(ui, three))
    _key(app, pygame.K_RETURN)
    assert _last(table) == (0, Return(to_cards(parse("♠3"))[0]))


# ---- the hand model ----------------------------------------------------------------------------


def test_hand_model_keeps_order_and_selection_when_cards_leave() -> None:
    model = HandModel()
    cards = to_cards(parse("♠9 ♥9 ♣9 ♦5 ♠K ♣3 ♣3"))
    model.set_hand(cards, 2)
    model.regroup()
    order = list(model.cards)
    model.select_cards(to_cards(parse("♣3")))
    kept = model.selected_cards()
    played = to_cards(parse("♠9 ♥9 ♣9"))
    rest = list(cards)
    for c in played:
        rest.remove(c)
    model.set_hand(rest, 2)
    assert model.cards == [c for c in order if c not in played]
    assert model.selected_cards() == kept


def test_two_rows_when_the_window_is_narrow() -> None:
    assert FanGeometry.rows_for(1256, 81) == 1
    assert FanGeometry.rows_for(600, 70) == 2
    fan = FanGeometry()
    fan.layout(pygame.Rect(10, 400, 600, 200), (70, 98), [0] * 27, 2, set())
    assert fan.rows == 2 and len(fan.rects) == 27
    assert all(fan.rects[i].right <= 610 and fan.rects[i].x >= 10 for i in range(27))
    # every card can be hit somewhere on its visible strip
    assert [fan.index_at(s.center) for s in fan.strips] == list(range(27))


# ---- whole matches, narration, results ---------------------------------------------------------


def test_demo_table_runs_a_one_hand_match_to_the_results(app: App) -> None:
    seats = [SeatSetup(False, f"B{i + 1}") for i in range(4)]
    table = TableScene(app, "guandan", seats, {"hands": 1}, 5, demo=True)
    app.reset(table)
    _run_until(app, lambda: isinstance(app.top, ResultsScene), limit=20000)
    outcome = table.session.outcome()
    assert outcome is not None
    lines = table.ui.result_lines(outcome)
    assert any("B1" in line for line in lines) and len(lines) >= 3
    assert table.ui.stat_bests(outcome) == {s: int(outcome.scores[s]) for s in range(4)}
    assert not any("{" in line for line in table.log)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_event_gets_a_log_line(lang: str) -> None:
    i18n.set_language(lang)
    play = selection_plays(to_cards(parse("♠9 ♥9")), 2, None)[0]
    card = to_cards(parse("♠A"))[0]
    events = [
        st.HandStarted(1, 2, None, (2, 2), False), st.HandStarted(2, 5, 1, (2, 5), False),
        st.HandStarted(9, 9, 0, (9, 9), True), st.Dealt(0, to_cards(parse("♠9")), 27),
        st.TributeDue((1, 3), (0, 2)), st.TributeResisted((1,), (2,)), st.TributeChosen(1),
        st.TributePaid(1, 0, card), st.ReturnPaid(0, 1, card), st.ReturnPaid(0, 1, None), st.LeadTaken(2),
        st.Played(1, play), st.Passed(2), st.CardsAnnounced(3, 5), st.TrickWon(1, 1, False),
        st.TrickWon(1, 3, True), st.WentOut(1, 1), st.HandEnded((1, 3, 2, 4), 0, 2, (2, 2), (4, 2)),
        st.AFailed(0, 1, False), st.AFailed(0, 3, True),
        st.MatchEnded((0, 2), 0, (14, 9), st.MatchEnd.PASSED_A),
    ]
    for event in events:
        line = narrate(event, lambda s: f"S{s}", 0)
        assert line and "{" not in line and "gd." not in line, (event, line)
    assert narrate(st.Dealt(1, None, 27), lambda s: f"S{s}", 0) is None
    from engine.games.guandan.combos import BOMB, PAIR, SINGLE, why_not_beats

    for reason in (why_not_beats(SINGLE, 5, 1, BOMB, 9, 4, 2), why_not_beats(PAIR, 9, 2, SINGLE, 5, 1, 2),
                   why_not_beats(PAIR, 3, 2, PAIR, 9, 2, 2)):  # the engine's refusals, read by their codes
        assert reason is not None
        text = refusal_text("guandan", reason, engine_words)
        assert text != reason.text and "{" not in text and (lang == "en") == (" " in text.strip("."))
    i18n.set_language("zh")


# ---- the rules page ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_rules_page_pictures_real_combinations(lang: str) -> None:
    from app.scenes.rules import CARDS_TAG, load_rules, parse_cards

    text = load_rules("guandan", lang)
    groups = [m.group(1) for m in CARDS_TAG.finditer(text)]
    assert len(groups) >= 30
    not_plays = {"♠6 ♠A ♠7 SJ BJ", "♥2* BJ"}  # the order of ranks; the wild card is never a joker
    kinds = set()
    for spec in groups:
        cards = parse_cards(spec)
        assert cards is not None, spec
        plays = selection_plays(list(cards), 2, None)
        if spec.strip() in not_plays:
            assert not plays or spec.startswith("♠6"), spec
            continue
        assert plays, f"{spec} is no combination at level 2"
        kinds.update(p.combo for p in plays)
        if "*" in spec:
            assert getattr(cards, "marked", None), spec
    assert kinds == set(ComboType)


def test_a_person_plays_a_whole_match_with_hints_enter_and_pass(app: App) -> None:
    """A person with an AI partner plays two hands (so a tribute too) only through keys."""
    table = _table(app, 21, humans=1, options={"hands": 2})
    ui = _ui(table)
    moves = 0
    for _ in range(60000):
        if isinstance(app.top, ResultsScene):
            break
        assert not isinstance(app.top, ErrorScene), "the table crashed"
        if table.viewer_legal():
            before = len(table.session.record.actions)
            _key(app, pygame.K_h)
            if ui.model.selected:
                _key(app, pygame.K_RETURN)
            if len(table.session.record.actions) == before:
                _key(app, pygame.K_p)
            assert len(table.session.record.actions) == before + 1, "the person could not act"
            moves += 1
        else:
            app.run_frames(1)
    assert isinstance(app.top, ResultsScene)
    assert moves > 10
    assert table.session.state.hand_no >= 2


def test_four_people_pass_the_computer_and_each_sees_only_their_own_hand(app: App) -> None:
    from app.scenes.curtain import CurtainScene

    table = _table(app, 8, humans=4)
    ui = _ui(table)
    curtains = 0
    viewers = set()
    for _ in range(6000):
        if isinstance(app.top, CurtainScene):
            curtains += 1
            assert ui.model.cards == [] and ui.view is None  # nothing private behind the curtain
            name = app.top.name
            app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
            _key(app, pygame.K_SPACE)
            assert table.name(table.viewer) == name
            for _ in range(3000):  # the opening curtain keeps the deal to play behind it
                if not table.busy:
                    break
                app.run_frames(1)
            hand = table.session.state.hands[table.viewer]
            assert sorted(ui.model.cards) == sorted(to_cards(hand))
            viewers.add(table.viewer)
        elif table.viewer_legal():
            before = len(table.session.record.actions)
            _key(app, pygame.K_h)
            _key(app, pygame.K_RETURN)
            if len(table.session.record.actions) == before:
                _key(app, pygame.K_p)
        if curtains >= 6:
            break
        app.run_frames(1)
    assert curtains >= 6 and len(viewers) >= 3
    # seats sit relative to the person at the screen: the partner is always at the top
    assert ui.rel((table.viewer + 2) % 4) == 2


def test_card_counter_counts_the_cards_neither_held_nor_played(app: App) -> None:
    app.settings = replace(app.settings, show_card_counter=True)
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♥2 ♥2 ♠2 BJ ♠A ♦A ♣5")
    ui.played = list(to_cards(parse("SJ ♠A ♠A ♦5")))
    counts = {label: left for label, left, _level in ui.counter_counts()}
    assert counts[i18n.t("card.wild_badge")] == 0  # both wild hearts are in the hand
    assert counts["2"] == 5 and counts[i18n.t("gd.counter.big")] == 1 and counts[i18n.t("gd.counter.small")] == 1
    assert counts["A"] == 4 and counts["5"] == 6 and counts["K"] == 8
    assert sum(counts.values()) == 108 - 7 - 4
    assert ui.buttons["counter"].selected()
    _key(app, pygame.K_c)
    assert not app.settings.show_card_counter


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_single_joker_is_named_once_in_the_log(lang: str) -> None:
    i18n.set_language(lang)
    try:
        joker = selection_plays(to_cards(parse("BJ")), 2, None)[0]
        line = narrate(st.Played(1, joker), lambda s: f"S{s}", 0)
        assert line is not None
        assert line.count(i18n.t("gd.big_joker")) == 1, line
        pair = narrate(st.Played(1, selection_plays(to_cards(parse("♠9 ♥9")), 2, None)[0]), lambda s: f"S{s}", 0)
        assert pair is not None and "♠9" in pair  # other plays still list their cards
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_small_button_pair_shares_one_text_size(lang: str) -> None:
    app = quick_app()
    i18n.set_language(lang)  # after the app, which takes its language from the settings
    try:
        table = seated_table(app, "guandan", 4, (1280, 720), seed=3, frames=5)
        table.draw(app.screen)
        pair = [table.ui.buttons["counter"], table.ui.buttons["regroup"]]
        assert i18n.language() == lang and ("Counter" in pair[0].label()) == (lang == "en")
        assert pair[0].shared_size is not None and pair[0].shared_size == pair[1].shared_size
        assert pair[0].shared_size == min(b.fitted_size() for b in pair)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_lists_of_names_use_the_languages_separator(lang: str) -> None:
    i18n.set_language(lang)
    try:
        sep = i18n.t("list.sep")
        other = "、" if lang == "en" else ", "
        for event in (st.TributeDue((1, 3), (0, 2)), st.TributeResisted((1, 3), (1, 1)),
                      st.MatchEnded((0, 2), 0, (14, 9), st.MatchEnd.PASSED_A)):
            line = narrate(event, lambda s: f"S{s}", 0)
            assert line is not None and other not in line, line
            assert f"S1{sep}S3" in line or f"S0{sep}S2" in line, line
    finally:
        i18n.set_language("zh")


def test_english_guandan_texts_end_with_full_stops_not_the_centred_ellipsis() -> None:
    """The bundled font's '…' is the centred CJK form: English writes '...' (as 'Waiting for Bot 3...')."""
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "assets" / "i18n" / "en" / "guandan.json"
    texts = json.loads(path.read_text(encoding="utf-8"))
    assert [key for key, text in texts.items() if "…" in text] == []


def test_english_resisted_tribute_reads_right_for_one_holder_and_for_two() -> None:
    i18n.set_language("en")
    try:
        one = narrate(st.TributeResisted((1,), (2,)), lambda s: f"S{s}", 0)
        two = narrate(st.TributeResisted((1, 3), (1, 1)), lambda s: f"S{s}", 0)
        banner = i18n.t("gd.banner.resisted_sub", payers="S1", n=2)
        for line in (one, two, banner):
            assert line is not None and " hold " not in line, line  # not "S1 hold both big jokers"
        assert one is not None and "S1" in one and two is not None and "S1, S3" in two
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_tribute_and_return_buttons_keep_their_text_size(lang: str, size: tuple[int, int]) -> None:
    """'Pay tribute [Enter]' and 'Give back [Enter]' are written as large as 'Play [Enter]', not shrunk."""
    app = quick_app()
    i18n.set_language(lang)  # after the app, which takes the language from the settings
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        play, bar = ui.buttons["play"], [ui.buttons[n] for n in ("pass", "hint", "play", "regroup", "counter")]
        for phase in (Phase.PLAY, Phase.TRIBUTE, Phase.RETURN):
            ui.phase = phase
            assert play.fitted_size() == play.font_size, (phase, play.label())
        for i, a in enumerate(bar):
            for b in bar[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.label(), b.label())
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_return_screen_names_a_received_joker_in_words(app: App, lang: str, monkeypatch: Any) -> None:
    """'gave you Small Joker' / '向你进贡：小王', not the internal 'SJ'."""
    from app.games.guandan import draw

    table = _my_lead(app)
    i18n.set_language(lang)
    ui = _ui(table)
    _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3", phase=Phase.RETURN, payers=(1,), receivers=(0,), pending=(None,) * 4,
              turn=0, leader=1, top=None, tributes=((1, 0, parse("SJ")[0]),), returns=(), **{"table": (None,) * 4})
    app.run_frames(1)
    texts: list[str] = []
    real = draw.blit_text
    monkeypatch.setattr(draw, "blit_text", lambda surface, text, *a, **k: (texts.append(text), real(surface, text, *a, **k))[1])
    try:
        ui.draw_tribute_panel(app.screen)
        received = [text for text in texts if text == i18n.t("gd.tribute.received", card=i18n.t("gd.small_joker"))]
        assert received and not any("SJ" in text for text in texts), texts
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_return_screen_says_the_giver_gave_the_card_to_the_person(app: App, lang: str) -> None:
    """Under the name of the seat to give back to, the return screen said "received Big Joker" /
    "收到贡牌 大王": read with the name above it, that seat had received the joker it had given."""
    from app.games.guandan import draw
    from tests.apptools import drawn_texts

    table = _my_lead(app)
    i18n.set_language(lang)
    try:
        ui = _ui(table)
        _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3", phase=Phase.RETURN, payers=(1,), receivers=(0,), pending=(None,) * 4,
                  turn=0, leader=1, top=None, tributes=((1, 0, parse("BJ")[0]),), returns=(),
                  **{"table": (None,) * 4})
        app.run_frames(1)
        with drawn_texts(draw) as texts:
            ui.draw_tribute_panel(app.screen)
        giver = texts.index(table.name(1))
        note = texts[giver + 1]  # written under the giver's name
        assert i18n.t("gd.big_joker") in note
        you, received = ("gave you", "received") if lang == "en" else ("向你", "收到")
        assert note.startswith(you) and received not in note, note
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_tribute_panel_leaves_the_side_seats_panels_uncovered(app: App, size: tuple[int, int],
                                                                   monkeypatch: Any) -> None:
    from app.games.guandan import draw

    table = _my_lead(app)
    table.on_resize(size)
    app.run_frames(1)
    ui = _ui(table)
    _tribute_state(table, Phase.TRIBUTE, "♥2 ♠A ♦A ♣5 ♠3 ♣K")
    app.run_frames(1)
    panels: list[pygame.Rect] = []
    real = draw.draw_panel
    monkeypatch.setattr(draw, "draw_panel", lambda surface, rect, *a, **k: (panels.append(pygame.Rect(rect)),
                                                                            real(surface, rect, *a, **k))[1])
    ui.draw_tribute_panel(app.screen)
    assert len(panels) == 1
    for pos in (1, 3):
        assert not panels[0].colliderect(ui.geo.panels[pos]), (panels[0], ui.geo.panels[pos])


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_tribute_panels_line_starts_below_its_title(app: App, lang: str, size: tuple[int, int],
                                                        monkeypatch: Any) -> None:
    """The line under "Tribute" / "进贡" ("Pay tribute: choose one of your highest cards...") was set
    5 px into the title's box, the two lines touching; it starts below it, above the card slot."""
    from app.games.guandan import draw

    i18n.set_language(lang)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        app.run_frames(1)
        ui = _ui(table)
        _tribute_state(table, Phase.TRIBUTE, "♥2 ♠A ♦A ♣5 ♠3 ♣K")
        app.run_frames(1)
        drawn: dict[str, pygame.Rect] = {}
        real = draw.blit_text
        monkeypatch.setattr(draw, "blit_text", lambda surface, text, *a, **k: drawn.setdefault(
            text, real(surface, text, *a, **k)))
        ui.draw_tribute_panel(app.screen)
        g = ui.geo
        title, line = drawn[i18n.t("gd.banner.tribute")], drawn[i18n.t("gd.status.tribute")]
        slot_top = drawn[i18n.t("gd.tribute.pick")].centery - int(g.ch * 0.8) // 2
        assert line.y >= title.bottom - 2 and line.bottom + 2 <= slot_top, (title, line, slot_top)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_risen_level_swells_above_the_level_panels_note(lang: str, size: tuple[int, int],
                                                          monkeypatch: Any) -> None:
    """After a hand the winners' level ("Them 5" / "对方 5") swelled downwards into the note under it
    ("Their team's level · ♥5 is wild"), its underline (whose level it is) through the note's letters."""
    from app.games.guandan import draw
    from app.ui.widgets import render_text

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        ui.level_team = 1
        drawn: dict[str, tuple[int, pygame.Rect, pygame.Rect]] = {}
        real = draw.blit_text

        def spy(surface: pygame.Surface, text: str, px: int, color: Any, **kwargs: Any) -> pygame.Rect:
            box = real(surface, text, px, color, **kwargs)
            ink = render_text(text, px, color, kwargs.get("bold", False)).get_bounding_rect().move(box.topleft)
            drawn[text] = (px, box, ink)
            return box

        monkeypatch.setattr(draw, "blit_text", spy)
        ui.draw_level_panel(app.screen)
        calm = drawn[f"{i18n.t('gd.team.them_short')} 2"][0]
        ui.level_pulse = [0.0, 2.0]
        drawn.clear()
        ui.draw_level_panel(app.screen)
        px, box, _ = drawn[f"{i18n.t('gd.team.them_short')} 2"]
        note = next(ink for text, (_, _, ink) in drawn.items() if i18n.t("gd.panel.whose", team="") in text)
        assert px > calm and box.bottom + 2 <= note.y, (calm, px, box, note)  # the underline: 2 px at the bottom
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_risen_level_in_the_two_row_panel_swells_a_little_clear_of_the_row_and_note_under_it(
        lang: str, size: tuple[int, int], monkeypatch: Any) -> None:
    """With no person at the table (the demo) each team's level has a row of its own ("P1 & B3: 5").
    A risen level there was meant to swell by 3 px but took the layout's 9 px floor and swelled by
    9 px in any window (15 → 24 px at 1280×720), over the row under it and the note. It now swells
    by about 3 px (at 1280×720) about its baseline: every row's letters clear of the other row's
    and of the note's."""
    from app.games.guandan import draw
    from app.ui.widgets import render_text

    app = quick_app()
    i18n.set_language(lang)
    try:
        seats = [SeatSetup(False, f"B{i}") for i in range(1, 5)]
        table = TableScene(app, "guandan", seats, {}, 3)
        app.reset(table)
        table.on_resize(size)
        app.run_frames(2)
        ui = _ui(table)
        assert ui.home_team() is None  # teams named by their players: a row each
        ui.level_team = 1
        drawn: dict[str, tuple[int, pygame.Rect]] = {}
        real = draw.blit_text

        def spy(surface: pygame.Surface, text: str, px: int, color: Any, **kwargs: Any) -> pygame.Rect:
            box = real(surface, text, px, color, **kwargs)
            drawn[text] = (px, render_text(text, px, color, kwargs.get("bold", False)).get_bounding_rect().move(box.topleft))
            return box

        monkeypatch.setattr(draw, "blit_text", spy)
        ui.draw_level_panel(app.screen)
        calm = dict(drawn)
        ui.level_pulse = [2.0, 2.0]
        drawn.clear()
        ui.draw_level_panel(app.screen)
        title, note = ui.level_panel_texts()
        rows = [text for text in drawn if text not in (title, note)]
        assert len(rows) == 2
        for text in rows:
            assert calm[text][0] < drawn[text][0] <= calm[text][0] + max(1, round(3 * ui.geo.fs)), (text, drawn[text])
        inks = [drawn[text][1] for text in rows + [note]]
        assert all(not a.colliderect(b) for k, a in enumerate(inks) for b in inks[k + 1:]), (rows, inks)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_level_panels_note_is_written_at_full_size(lang: str, size: tuple[int, int], monkeypatch: Any) -> None:
    """"Their team's level · ♥10 is wild" was shrunk to 9 px at 960×600 (11 at 1280×720) to fit the
    panel: the panel widens for it, short of the partner's panel."""
    from app.games.guandan import draw

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        ui.level, ui.level_team = 10, 1
        sizes: dict[str, int] = {}
        panels: list[pygame.Rect] = []
        real_text, real_panel = draw.blit_text, draw.draw_panel
        monkeypatch.setattr(draw, "blit_text", lambda surface, text, px, *a, **k: (
            sizes.setdefault(text, px), real_text(surface, text, px, *a, **k))[1])
        monkeypatch.setattr(draw, "draw_panel", lambda surface, rect, *a, **k: (
            panels.append(pygame.Rect(rect)), real_panel(surface, rect, *a, **k))[1])
        ui.draw_level_panel(app.screen)
        title, note = ui.level_panel_texts()
        assert sizes[note] == ui.geo.px(14) and sizes[title] == ui.geo.px(18), sizes
        assert panels[0].right < ui.geo.panels[2].x and panels[0].w >= ui.geo.level_panel.w
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_level_panels_texts_keep_a_margin_from_its_edge(lang: str, size: tuple[int, int]) -> None:
    """In hand 2, the levels apart, the English note "Their team's level · ♥10 is wild" ended 6 px
    from the panel's rounded right edge: every text of the panel now keeps at least 10 px from it."""
    from app.games.guandan import draw

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        ui.hand_no, ui.level, ui.level_team = 2, 10, 1
        ui.levels[0].set(3, instant=True)
        ui.levels[1].set(10, instant=True)
        with drawn_text_rects(draw) as drawn:
            ui.draw_level_panel(app.screen)
        panel = ui.level_panel_rect(*ui.level_panel_texts())
        assert panel.right < ui.geo.panels[2].x
        assert len(drawn) == 4, drawn
        for text, rect in drawn:
            assert rect.right <= panel.right - 10 and panel.contains(rect), (text, rect, panel)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("name", ["Maximilianus", "司马相如司马相如"])
@pytest.mark.parametrize("level_team", [None, 1])
def test_the_two_row_level_panel_cuts_long_names_not_the_size(lang: str, size: tuple[int, int], name: str,
                                                              level_team: int | None) -> None:
    """With the teams named by their players (a demo) the rows "Maximilianus & Maximilianus: 3" were
    shrunk to fit, down to 9 px (a 9 px note too when it names the level's team): every row and the
    note are now written no smaller than the note's size, long names cut with "…", the level whole,
    inside the panel with its margin and short of the partner's panel."""
    from app.fonts import get_font
    from app.games.guandan import draw
    from app.games.guandan.text import level_name

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = TableScene(app, "guandan", [SeatSetup(False, name) for _ in range(4)], {}, 3)
        app.reset(table)
        table.on_resize(size)
        app.run_frames(2)
        ui = _ui(table)
        assert ui.home_team() is None
        ui.level_team = level_team
        ui.levels[0].set(3, instant=True)
        ui.levels[1].set(10, instant=True)
        with drawn_text_rects(draw) as drawn:
            ui.draw_level_panel(app.screen)
        title, note = ui.level_panel_texts()
        panel = ui.level_panel_rect(title, note)
        assert panel.right < ui.geo.panels[2].x
        assert len(drawn) == 4, drawn
        least = get_font(ui.geo.px(14), True).get_height()
        for (text, rect), level in zip(drawn[1:3], ("3", "10")):
            assert text.endswith(" " + level_name(int(level))), text
            assert name in text or "…" in text, text
            assert rect.h >= least, (text, rect.h, least)
        text, rect = drawn[3]
        assert text == note or "…" in text, (text, note)
        assert rect.h >= get_font(ui.geo.px(14)).get_height(), (text, rect.h)
        for text, rect in drawn:
            assert rect.right <= panel.right - 10 and panel.contains(rect), (text, rect, panel)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("demo", [False, True])
def test_the_level_teams_underline_keeps_a_margin_from_the_text_under_it(lang: str, size: tuple[int, int],
                                                                        demo: bool, monkeypatch: Any) -> None:
    """The gold underline under the level's team touched the note under it at 960×600 (with the teams
    named by their players, a row each, it ran through the note's letters and the first row's through
    the second's). It now keeps a margin of a few px (3 at 960×600, 4 at 1280×720) from the letters
    under it, inside the panel, the card counter still clear of the panel."""
    from app.games.guandan import draw
    from app.ui.widgets import render_text

    app = quick_app()
    i18n.set_language(lang)
    try:
        if demo:  # teams named by their players: a row each
            table = TableScene(app, "guandan", [SeatSetup(False, n) for n in ("Maximiliansa", "B2", "Bartholomewx", "B4")],
                               {}, 3)
            app.reset(table)
            table.on_resize(size)
            app.run_frames(2)
        else:
            table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        assert (ui.home_team() is None) == demo
        least = {(960, 600): 3, (1280, 720): 4}[size]
        for team in (0, 1):
            ui.level_team = team
            inks: list[pygame.Rect] = []
            real_blit = draw.blit_text

            def spy(surface: pygame.Surface, text: str, px: int, color: Any, **kwargs: Any) -> pygame.Rect:
                box = real_blit(surface, text, px, color, **kwargs)
                inks.append(render_text(text, px, color, kwargs.get("bold", False)).get_bounding_rect().move(box.topleft))
                return box

            lines: list[tuple[int, int, int]] = []
            real_line = pygame.draw.line

            def line(surface: pygame.Surface, color: Any, a: Any, b: Any, width: int = 1) -> pygame.Rect:
                if tuple(color)[:3] == tuple(draw.theme.GOLD)[:3]:
                    lines.append((min(a[0], b[0]), max(a[0], b[0]), a[1]))
                return real_line(surface, color, a, b, width)

            monkeypatch.setattr(draw, "blit_text", spy)
            monkeypatch.setattr(pygame.draw, "line", line)
            ui.draw_level_panel(app.screen)
            monkeypatch.undo()
            panel = ui.level_panel_rect(*ui.level_panel_texts())
            assert len(lines) == 1, lines
            x0, x1, y = lines[0]
            under = pygame.Rect(x0, y, x1 - x0, 2)  # the 2 px line covers y and y + 1
            assert panel.contains(under), (under, panel)
            below = [ink for ink in inks if ink.y > y and ink.x < x1 and ink.right > x0]
            assert below, inks
            gap = min(ink.y for ink in below) - under.bottom
            assert gap >= least, (team, gap, under, below)
            assert not any(ink.colliderect(under) for ink in inks), (under, inks)
            assert ui.counter_rect().y >= panel.bottom + 4
    finally:
        app.shutdown()
        i18n.set_language("zh")


def test_confetti_only_when_the_person_at_the_screen_did_not_lose(app: App) -> None:
    table = _my_lead(app)
    ui = _ui(table)
    played: list[str] = []
    app.sound.play = played.append  # type: ignore[method-assign]
    for team, celebrate in ((1, False), (0, True)):
        ui.flashes.clear()
        played.clear()
        ui.begin(st.MatchEnded((team, team + 2), team, (14, 9), st.MatchEnd.PASSED_A))
        confetti = [f for f in ui.flashes if f["kind"] == "confetti"]
        assert bool(confetti) == celebrate and ("win" in played) == celebrate, (team, played)
        assert (ui.banner["color"] == (255, 130, 110)) != celebrate


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_place_badge_beside_my_panel_clears_the_buttons(lang: str, size: tuple[int, int],
                                                             monkeypatch: Any) -> None:
    from app.games.guandan import draw

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        pills: list[pygame.Rect] = []
        real = draw._pill
        monkeypatch.setattr(draw, "_pill", lambda *a, **k: (pills.append(real(*a, **k)), pills[-1])[1])
        for place in (1, 2, 3, 4):
            ui.places = {table.viewer: place}
            pills.clear()
            ui.draw_me_panel(app.screen)
            assert len(pills) == 1
            for name in ("pass", "hint", "play"):
                assert not pills[0].colliderect(ui.buttons[name].rect), (place, name, pills[0], ui.buttons[name].rect)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_match_banner_speaks_to_the_people_or_names_the_winners(app: App, lang: str) -> None:
    """A person whose team lost reads "You lose the match", not "Their team wins" (whichever partner
    holds the screen in pass-and-play); with people on both teams, or none, it names the winners."""
    i18n.set_language(lang)
    try:
        for people, viewer in (((0,), 0), ((0, 2), 2), ((0, 1), 0), ((0, 1), 1), ((), 0)):
            table, ui = _people_at(app, people, viewer)
            for team in (0, 1):
                ui.begin(st.MatchEnded((team, team + 2), team, (14, 9), st.MatchEnd.PASSED_A))
                title = i18n.live(ui.banner["title"])
                if len({s % 2 for s in people}) == 1:
                    expected = "gd.banner.match_won" if team == people[0] % 2 else "gd.banner.match_lost"
                    assert title == i18n.t(expected), (people, viewer, team, title)
                else:
                    names = i18n.join_names([table.name(team), table.name(team + 2)])
                    assert title == i18n.t("gd.banner.match_names", names=names), (people, viewer, team, title)
                assert i18n.t("gd.team.them") not in title
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_hint_and_play_sit_centred_in_the_tribute_phases_as_the_row_does_in_play(lang: str,
                                                                                 size: tuple[int, int]) -> None:
    """Pass is hidden in the tribute and return phases: Hint and Play are centred without it (not left
    where the three-button row put them), and the hidden Pass takes no click meant for Hint."""
    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        ui.draw_buttons(app.screen)
        leftmost = ui.buttons["pass"].rect.x  # a small window pushes the row right, clear of the person's panel
        for phase, row in ((Phase.PLAY, ("pass", "hint", "play")), (Phase.TRIBUTE, ("hint", "play")),
                           (Phase.RETURN, ("hint", "play")), (Phase.PLAY, ("pass", "hint", "play"))):
            ui.phase = phase
            ui.draw_buttons(app.screen)
            first, last = ui.buttons[row[0]].rect, ui.buttons[row[-1]].rect
            centred = abs((first.x + last.right) / 2 - ui.rect.centerx) <= 1
            assert centred or first.x == leftmost, (phase, first, last, ui.rect)
            hint = ui.buttons["hint"].rect.center
            assert [name for name, b in ui.buttons.items() if b.rect.collidepoint(hint)] == ["hint"], phase
    finally:
        app.shutdown()
        i18n.set_language("zh")


def test_the_rules_page_says_who_pays_tribute_when_first_place_partner_is_last() -> None:
    """The engine has the lower-placed opponent of first place pay (the 3rd when first's partner is
    last); the rules page said "the last player pays", which that case contradicts."""
    from app.scenes.rules import load_rules
    from engine.games.guandan import tribute as trib

    assert trib.payers_and_receivers((1, 3, 4, 2)) == ((1,), (0,))  # seat 2, first's partner, was last
    for lang, says_last_pays, names_third in (("en", "the last player pays tribute", "the 3rd"),
                                              ("zh", "下游要向上游进贡", "由三游进贡")):
        section = load_rules("guandan", lang).split("\n## ")
        tribute = next(s for s in section if s.startswith(("Tribute", "进贡")))
        assert says_last_pays not in tribute
        assert names_third in tribute


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_we_and_they_only_where_the_people_at_the_screen_sit_on_one_team(app: App, lang: str) -> None:
    """With one person, or people all on one team, the table says "our team" / "Us"; with people on
    both teams (pass-and-play Ann vs Cat) or none (a demo) nobody is "we": teams go by their players."""
    from engine.core import Outcome

    i18n.set_language(lang)
    words = [i18n.t(k) for k in ("gd.team.us", "gd.team.them", "gd.team.us_short", "gd.team.them_short")]
    try:
        for people, viewer in (((0,), 0), ((0, 2), 2), ((0, 1), 0), ((0, 1), 1), ((), 0)):
            table, ui = _people_at(app, people, viewer)
            ended = st.HandEnded((1, 3, 2, 4), 0, 2, (2, 2), (4, 2))
            outcome = Outcome(winners=(0, 2), scores=(14, 9, 14, 9))
            table.session.state = replace(table.session.state, levels=(14, 9), hand_no=3)
            texts = [ui.narrate(ended), ui.narrate(st.HandStarted(2, 4, 0, (4, 2), False)),
                     ui.narrate(st.AFailed(1, 1, False)), ui.team_word(0), ui.team_word(1)]
            texts += ui.result_lines(outcome)
            one_team = len({s % 2 for s in people}) == 1
            joined = "\n".join(str(x) for x in texts)
            if one_team:
                home = people[0] % 2
                assert ui.team_word(home) == words[0] and ui.team_word(1 - home) == words[1]
                assert words[0] in joined
            else:
                assert not any(w in joined for w in words), (people, joined)
                assert table.name(0) in ui.team_word(0) and table.name(2) in ui.team_word(0)
                assert table.name(1) in ui.team_word(1) and table.name(3) in ui.team_word(1)
    finally:
        i18n.set_language("zh")


RESULTS = {  # (our team won, why the match ended) -> the results' lines, in each language
    "en": {(True, st.MatchEnd.PASSED_A): ["P1 & B3: final level A — won", "B2 & B4: final level 9", "5 hands played",
                                          "The winners passed A", "We won the match"],
           (False, st.MatchEnd.LEVEL): ["B2 & B4: final level A — won", "P1 & B3: final level 9", "1 hand played",
                                        "All hands played: the higher level wins", "We lost the match"],
           (False, st.MatchEnd.EXTRA_HAND): ["B2 & B4: final level A — won", "P1 & B3: final level 9",
                                             "5 hands played", "Levels were equal: the extra hand decided",
                                             "We lost the match"]},
    "zh": {(True, st.MatchEnd.PASSED_A): ["P1、B3：终局级数 A，获胜", "B2、B4：终局级数 9", "共打 5 副", "率先过 A",
                                          "我方赢得了比赛"],
           (False, st.MatchEnd.LEVEL): ["B2、B4：终局级数 A，获胜", "P1、B3：终局级数 9", "共打 1 副",
                                        "副数打满，级数高者胜", "我方输掉了比赛"],
           (False, st.MatchEnd.EXTRA_HAND): ["B2、B4：终局级数 A，获胜", "P1、B3：终局级数 9", "共打 5 副",
                                             "级数相同，加赛一副定胜负", "我方输掉了比赛"]},
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_say_in_sentences_who_reached_which_level_and_whether_we_won(app: App, lang: str) -> None:
    """The results read "Our team · lost" ("我方 · 惜败", a narrow loss whatever the score), the teams'
    levels as "P1 & B3: level 2" (an "&" in Chinese too) and the end of a match by passing A as a bare
    "Passed A"; the log's match line said "获胜（过 A 获胜）". The winning team's line comes first."""
    from engine.core import Outcome

    i18n.set_language(lang)
    try:
        table, ui = _people_at(app, (0,), 0)
        for (won, reason), expected in RESULTS[lang].items():
            ours, theirs = (14, 9) if won else (9, 14)
            hands = 1 if reason is st.MatchEnd.LEVEL else 5
            table.session.state = replace(table.session.state, levels=(ours, theirs), hand_no=hands)
            ui.end_reason = reason
            winners = (0, 2) if won else (1, 3)
            assert ui.result_lines(Outcome(winners=winners, scores=(ours, theirs, ours, theirs))) == expected
        line = narrate(st.MatchEnded((1, 3), 1, (9, 14), st.MatchEnd.PASSED_A), table.name, 0)
        assert line == {"en": "Match over: B2, B4 win. The winners passed A.",
                        "zh": "比赛结束：B2、B4 获胜（率先过 A）。"}[lang]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_match_banner_gives_the_losers_their_own_final_level_too(app: App, lang: str) -> None:
    """The banner under "You lose the match" gave only the winners' level ("Final level J" when ours was 5)."""
    i18n.set_language(lang)
    try:
        table = _table(app, 1)  # a person at seat 0 (team 0)
        ui = _ui(table)
        ui.begin(st.MatchEnded((1, 3), 1, (5, 11), st.MatchEnd.LEVEL))
        sub = i18n.live(ui.banner["sub"])
        assert f"{i18n.t('gd.team.us_short')} 5" in sub and f"{i18n.t('gd.team.them_short')} J" in sub, sub
        assert sub.index(i18n.t("gd.team.us_short")) < sub.index(i18n.t("gd.team.them_short"))
    finally:
        i18n.set_language("zh")


def test_the_rules_page_describes_the_wild_card_as_the_table_marks_it_and_writes_no_cjk_ellipsis() -> None:
    """The table marks the wild card with a badge (W / 配) the page never mentioned (it spoke only of
    the star of its pictures); and the English page drew "A … 2" with the font's centred CJK dots."""
    from app.scenes.rules import load_rules

    for lang, badge in (("en", "{} badge"), ("zh", "「{}」字标")):
        i18n.set_language(lang)
        try:
            wild = next(s for s in load_rules("guandan", lang).split("\n## ") if s.startswith(("The wild", "逢人配")))
            assert badge.format(i18n.t("card.wild_badge")) in wild
        finally:
            i18n.set_language("zh")
    assert "…" not in load_rules("guandan", "en") and "⋯" not in load_rules("guandan", "en")


def test_a_refusal_toast_goes_when_the_selection_changes_or_a_play_is_made(app: App) -> None:
    """'Not high enough…' stayed up after the selection was cleared and a legal play made, still
    showing after the next bot's bomb."""
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥4 ♣3 ♦5 ♠K")
    _click(app, _strip_center(ui, _index_of(ui, to_cards(parse("♠9"))[0])))
    _click(app, _strip_center(ui, _index_of(ui, to_cards(parse("♥4"))[0])))
    _key(app, pygame.K_RETURN)
    assert app.toast.left > 0 and app.toast.text == i18n.t("gd.reason.no_combo")
    app.run_frames(3)
    assert app.toast.left > 0  # the same selection: the reason stays
    _click(app, (640, 300), button=3)  # right-click clears the selection
    assert app.toast.left <= 0 or app.toast.text != i18n.t("gd.reason.no_combo")
    # refused again, then a legal play with the message still up: it goes with the play
    _click(app, _strip_center(ui, _index_of(ui, to_cards(parse("♠9"))[0])))
    _click(app, _strip_center(ui, _index_of(ui, to_cards(parse("♥4"))[0])))
    _key(app, pygame.K_RETURN)
    assert app.toast.left > 0
    ui.model.selected = {_index_of(ui, to_cards(parse("♠K"))[0])}  # chosen without a frame in between
    before = len(table.session.record.actions)
    ui.play_selection()
    assert len(table.session.record.actions) == before + 1
    assert app.toast.left <= 0 or app.toast.text != i18n.t("gd.reason.no_combo")


def test_a_refusal_goes_when_the_hand_ends_and_other_messages_stay(app: App) -> None:
    """"Nothing beats the table: pass." (or "Not your turn") said just before the hand ended stood
    across the hand's summary for the rest of its seconds."""
    table = _my_lead(app)
    ui = _ui(table)
    ui.toast(i18n.t("gd.toast.no_answer"))
    ui.begin(st.HandEnded((1, 3, 2, 4), 0, 3, (2, 2), (5, 2)))
    assert ui.summary is not None and (app.toast.left <= 0 or not app.toast.text)
    app.toast.show("Saved", 3.0)  # not the table's refusal: left alone
    ui.begin(st.HandEnded((1, 3, 2, 4), 0, 3, (2, 2), (5, 2)))
    assert app.toast.left > 0 and app.toast.text == "Saved"


def test_the_hand_summary_states_the_new_level_at_once_and_nothing_covers_it(app: App) -> None:
    """While the count-up ran the summary read "Their team rises 3: 2 → 4" (the log: 2 → 5) and the
    level panel and seats showed levels nobody had; the last place's banner covered its rows."""
    i18n.set_language("en")
    try:
        table = _table(app, 1)
        ui = _ui(table)
        ui.begin(st.WentOut(3, 3))
        assert ui.banner is not None
        ended = st.HandEnded((1, 2, 4, 3), 0, 3, (2, 2), (5, 2))
        ui.begin(ended)
        assert ui.banner is None
        for _ in range(3):
            ui.update(0.05)
            assert [tween.shown for tween in ui.levels] == [5, 2]
            assert ui.summary_line(ended) == i18n.t("gd.summary.rise", team=ui.team_word(0), rise=3,
                                                    before="2", after="5")
    finally:
        i18n.set_language("zh")


LEVEL_CHANGES = [  # (the event, the hand's level) -> the summary's last line in English and Chinese
    (st.HandEnded((1, 3, 2, 4), 0, 3, (2, 2), (5, 2)), 2, "Our team goes up 3 levels: 2 → 5", "我方升\u00a03\u00a0级：2 → 5"),
    (st.HandEnded((1, 3, 4, 2), 0, 1, (2, 2), (3, 2)), 2, "Our team goes up 1 level: 2 → 3", "我方升\u00a01\u00a0级：2 → 3"),
    (st.HandEnded((3, 1, 4, 2), 1, 3, (2, 12), (2, 14)), 12, "Their team reaches A: Q → A", "对方升到 A：Q → A"),
    (st.HandEnded((1, 3, 2, 4), 0, 2, (14, 9), (14, 9)), 14, "Our team passes A", "我方过 A"),
    (st.HandEnded((1, 3, 4, 2), 0, 1, (14, 9), (14, 9)), 14, "Our team stays at A", "我方仍是 A"),
    (st.HandEnded((1, 3, 2, 4), 0, 3, (14, 9), (14, 9)), 9, "Our team stays at A", "我方仍是 A"),
    (st.HandEnded((1, 3, 4, 2), 0, 1, (14, 9), (2, 9)), 14, "Our team goes back to 2", "我方退回 2"),
]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_hand_summary_says_how_the_level_moved_in_words_that_fit_the_case(app: App, lang: str) -> None:
    """The summary read "Our team rises 1: 2 → 3", "rises 2: A → A" when A was passed, "rises 3: K → A"
    for the one level left to A and "rises 1: A → 2" after a third failure at A; its rows tagged the
    teams "(Their team)" mid-line, and in Chinese "B2 （对方）" with a gap before the bracket."""
    i18n.set_language(lang)
    try:
        table = _table(app, 1)  # a person at seat 0 (team 0)
        ui = _ui(table)
        for event, hand_level, en, zh in LEVEL_CHANGES:
            ui.level = hand_level
            assert ui.summary_line(event) == {"en": en, "zh": zh}[lang], event
        first = LEVEL_CHANGES[0][0]
        ui.level = 2
        assert ui.narrate(first) == {"en": "Hand over. Our team goes up 3 levels: 2 → 5.",
                                     "zh": "本副结束。我方升\u00a03\u00a0级：2 → 5。"}[lang]
        rows = [ui.summary_row(seat, first.places[seat]) for seat in (0, 1)]
        assert rows == {"en": ["1st  P1  (our team)", "3rd  B2  (their team)"],
                        "zh": ["上游  P1（我方）", "三游  B2（对方）"]}[lang]
    finally:
        i18n.set_language("zh")


def test_the_hand_summary_goes_when_the_next_hand_begins(app: App) -> None:
    """The summary outlasted the pause after a hand (3.4 s against 3.0) and, the next hand begun,
    its title read "Hand 2 over" over the first hand's places, with the new hand's banner behind it."""
    from app.games.guandan import draw
    from tests.apptools import drawn_texts

    table = _table(app, 1)
    ui = _ui(table)
    ui.hand_no = 1
    pause = ui.begin(st.HandEnded((1, 3, 2, 4), 0, 3, (2, 2), (5, 2)))
    ui.update(pause / max(0.25, table.speed) - 0.01)
    assert ui.summary is not None
    with drawn_texts(draw) as texts:
        ui.draw_overlay(app.screen)
    assert i18n.t("gd.summary.title", n=1) in texts
    ui.update(0.02)
    ui.begin(st.HandStarted(2, 5, 0, (5, 2), False))
    with drawn_texts(draw) as texts:
        ui.banner["age"] = 0.5
        ui.draw_overlay(app.screen)
    assert i18n.t("gd.summary.title", n=2) not in texts and i18n.t("gd.banner.hand", n=2) in texts, texts


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_game_over_does_not_show_through_the_last_hands_summary(app: App, lang: str) -> None:
    """Once the last hand ended, the status line "Game over" was drawn under the half-see-through
    hand summary, between its rows of places."""
    from app.games.guandan import draw
    from tests.apptools import drawn_texts

    i18n.set_language(lang)
    try:
        seats = [SeatSetup(False, f"B{i + 1}") for i in range(4)]
        table = TableScene(app, "guandan", seats, {"hands": 1}, 5, demo=True)
        app.reset(table)
        ui = _ui(table)
        _run_until(app, lambda: ui.summary is not None and table.session.is_over(), limit=20000)
        with drawn_texts(draw) as texts:
            app.run_frames(1)
        assert ui.summary is not None
        assert i18n.t("gd.summary.title", n=1) in texts
        assert i18n.t("table.game_over") not in texts
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_seat_across_calls_its_last_cards_below_what_it_played(lang: str, size: tuple[int, int],
                                                                   monkeypatch: Any) -> None:
    """The partner's "1 left!" (报牌) bubble sat just under its panel, where it plays its cards: it
    covered their corners (at 960×600 the ranks) and, after a pass, the "Pass" word."""
    from app.games.guandan import draw

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        pills: list[tuple[str, pygame.Rect]] = []
        real = draw._pill
        monkeypatch.setattr(draw, "_pill", lambda surface, text, *a, **k: (pills.append((text, real(
            surface, text, *a, **k))), pills[-1][1])[1])
        bubble = i18n.t("gd.bubble.left", n=1)
        for text in ("♥10 ♦10", "♠3 ♦4 ♣5 ♠6 ♥7", "♠9 ♥9 ♣9 ♦9 ♠9 ♥9 ♣9 ♦9"):
            cards = to_cards(parse(text))
            play = next(p for p in selection_plays(cards, 2, None) if len(p.cards) == len(cards))
            for flying in (True, False):  # the bubble comes as the cards leave and stays where it is
                ui.shown.clear()
                ui.hiding.clear()
                if flying:
                    ui.hiding[2] = len(cards)
                else:
                    ui.shown[2] = (play, False)
                ui.bubbles = {2: (bubble, 2.0, (255, 130, 110))}
                pills.clear()
                ui.draw_zone(app.screen, 2)
                ui.draw_bubbles(app.screen)
                ours = [r for t, r in pills if t == bubble]
                assert len(ours) == 1
                others = [r for t, r in pills if t != bubble]
                cards_at = [pygame.Rect(pos, (ui.geo.pw, ui.geo.ph)) for pos in ui.play_positions(2, len(cards))]
                assert ours[0].collidelist(cards_at + others) == -1, (text, flying, ours[0], cards_at, others)
        ui.shown[2] = (Pass(), False)
        pills.clear()
        ui.draw_zone(app.screen, 2)
        ui.draw_bubbles(app.screen)
        ours = [r for t, r in pills if t == bubble]
        assert len(ours) == 1 and ours[0].collidelist([r for t, r in pills if t != bubble]) == -1
    finally:
        app.shutdown()
        i18n.set_language("zh")


def test_the_last_plays_stay_off_the_table_once_the_match_has_ended(app: App, monkeypatch: Any) -> None:
    """The summary of the last hand cleared the table, but once the match's banner replaced it the
    hand's last plays ("Single J") came back under the banner."""
    table = _my_lead(app)
    ui = _ui(table)
    play = selection_plays(to_cards(parse("♠J")), 2, None)[0]
    ui.shown = {0: (play, False), 2: (Pass(), False)}
    ui.begin(st.HandEnded((2, 3, 1, 4), 0, 2, (5, 2), (7, 2)))
    zones: list[int] = []
    monkeypatch.setattr(ui, "draw_zone", lambda surface, seat: zones.append(seat))
    ui.summary = None
    ui.draw(app.screen)
    assert zones == [0, 1, 2, 3]  # the summary gone with the match going on: the table as it lies
    zones.clear()
    ui.begin(st.MatchEnded((0, 2), 0, (14, 2), st.MatchEnd.PASSED_A))
    assert ui.summary is None and ui.banner is not None
    ui.draw(app.screen)
    assert zones == []


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_status_line_ends_above_the_side_seats_backs_and_clear_of_the_partners_play(
        lang: str, size: tuple[int, int], monkeypatch: Any) -> None:
    """The line in the middle ("Your turn: beat B4's Pair 7, or pass") reached a few pixels below the
    tops of the left and right seats' rows of card backs, neither clear of them nor in line with them."""
    from app.games.guandan import draw

    app = quick_app()
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        ui = _ui(table)
        app.toast.clear()
        cards = to_cards(parse("♠3 ♦4 ♣5 ♠6 ♥7"))
        ui.shown = {2: (next(p for p in selection_plays(cards, 2, None) if len(p.cards) == 5), False)}
        ui.hiding.clear()
        line = i18n.t("gd.status.follow", name="B4", combo=i18n.t("gd.combo.straight") + " 3–7")
        monkeypatch.setattr(ui, "status_text", lambda: (line, (255, 255, 255)))
        pills: list[tuple[str, pygame.Rect]] = []
        real = draw._pill
        monkeypatch.setattr(draw, "_pill", lambda surface, text, *a, **k: (pills.append((text, real(
            surface, text, *a, **k))), pills[-1][1])[1])
        ui.draw_zone(app.screen, 2)
        ui.draw_status(app.screen)
        status = next(r for text, r in pills if text == line)
        caption = next(r for text, r in pills if text != line)
        g = ui.geo
        for seat in (1, 3):
            backs = pygame.Rect(ui.backs_point(seat, g.bw + 7 * max(4, g.bw // 4)), (g.bw, g.bh))
            assert status.bottom <= backs.y - 4, (seat, status, backs)
        assert status.y >= caption.bottom + 4, (status, caption)
    finally:
        app.shutdown()
        i18n.set_language("zh")


def test_nobody_is_shown_thinking_from_a_new_deal_until_someone_must_act(app: App) -> None:
    """Under "Tribute resisted! … first place leads" a paying seat (the previous hand's turn) was
    shown "thinking" although first place leads."""
    table = _table(app, 1, humans=0)
    ui = _ui(table)
    ui.turn = 1  # whose turn it was when the last hand ended
    ui.begin(st.HandStarted(2, 5, 0, (5, 2), False))
    ui.begin(st.TributeResisted((1,), (2,)))
    assert [s for s in range(4) if ui.active(s)] == []
    ui.begin(st.LeadTaken(0))
    assert [s for s in range(4) if ui.active(s)] == [0]


def test_the_log_reads_a_play_as_the_combination_reads_with_each_wild_cards_stand_in() -> None:
    """The person's full house was logged pair first ("♣3 ♠3 ♦A ♥A ♠A"), a bot's triple first; and a
    wild card's stand-in was never shown ("Straight 4–8: ♥2 ♥4 ♦5 ♦6 ♣7")."""
    i18n.set_language("en")
    try:
        def line(text: str, combo: ComboType, key: int, level: int = 2) -> str | None:
            cards = to_cards(parse(text))
            play = next(p for p in selection_plays(cards, level, None) if p.combo is combo and p.key == key)
            out = narrate(st.Played(1, play), lambda s: f"S{s}", 0, level)
            assert out == narrate(st.Played(1, Play(tuple(reversed(play.cards)), combo, key)), lambda s: f"S{s}", 0,
                                  level), "the order played must not matter"
            return out

        assert line("♣3 ♠3 ♦A ♥A ♠A", ComboType.FULL_HOUSE, 14).endswith(": ♠A ♥A ♦A ♠3 ♣3")  # triple first
        assert line("♥2 ♥4 ♦5 ♦6 ♣7", ComboType.STRAIGHT, 8).endswith(": ♥4 ♦5 ♦6 ♣7 ♥2\u00a0(as\u00a08)")
        assert line("♥4 ♦5 ♥2 ♣7 ♣8", ComboType.STRAIGHT, 8).endswith(": ♥4 ♦5 ♥2\u00a0(as\u00a06) ♣7 ♣8")
        assert line("♥2 ♠9", ComboType.PAIR, 9).endswith(": ♠9 ♥2\u00a0(as\u00a09)")
        assert line("♥2 ♠2", ComboType.PAIR, 2).endswith(": ♥2 ♠2")  # the level card as itself
        assert narrate(st.Played(1, selection_plays(to_cards(parse("♥2 ♠9")), 2, None)[0]),
                       lambda s: f"S{s}", 0) is not None  # no level known: as played
    finally:
        i18n.set_language("zh")


def test_nothing_shows_through_a_message_the_reading_chooser_or_a_banner(app: App,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The status line was readable under an error message; the reading chooser showed the person's
    last pile and the '2 readings' label through it; dealt backs flew across the 'Hand 4' banner and
    landed on the seats' names."""
    from app.games.guandan import draw

    table = _my_lead(app)
    ui = _ui(table)
    pills: list[str] = []
    real = draw._pill
    monkeypatch.setattr(draw, "_pill", lambda surface, text, *a, **k: (pills.append(text), real(surface, text, *a, **k))[1])
    status, _ = ui.status_text()
    app.toast.clear()
    ui.draw_status(app.screen)
    assert pills == [status]
    pills.clear()
    ui.toast("no")
    ui.draw_status(app.screen)
    assert pills == []
    app.toast.clear()
    # the chooser: a wild selection with two readings, over the person's last play
    _set_hand(table, "♥2 ♠3 ♦4 ♣5 ♠6 ♠K")
    ui.shown[0] = (selection_plays(to_cards(parse("♠K")), 2, None)[0], True)
    ui.standing = 0  # the trick the person won with it, leading again
    for card in to_cards(parse("♥2 ♠3 ♦4 ♣5 ♠6")):
        _click(app, _strip_center(ui, _index_of(ui, card)))
    label = ui.play_label_now()
    pills.clear()
    ui.draw_buttons(app.screen)
    ui.draw_zone(app.screen, 0)
    assert label in pills and len(pills) == 2
    ui.play_selection()
    assert ui.prompt is not None
    pills.clear()
    ui.draw_buttons(app.screen)
    ui.draw_zone(app.screen, 0)
    assert pills == []
    # the deal: after the hand's banner, onto the rows of backs beside the seats' panels
    table.flyers.clear()
    wait = ui.begin(st.HandStarted(2, 2, 0, (2, 2), False))
    assert wait >= ui.banner["time"]
    for seat in range(4):
        wait = ui.begin(st.Dealt(seat, to_cards(parse("♠9")) if seat == 0 else None, 27))
    assert wait >= max(f.delay + f.duration for f in table.flyers)  # a tribute banner comes after they land
    for f in table.flyers:
        landed = pygame.Rect(f.end, f.image.get_size())
        for rel in (1, 2, 3):
            panel = ui.geo.panels[rel]
            assert not panel.inflate(-8, -8).collidepoint(landed.center), (f.end, panel)


def test_hint_and_enter_pressed_during_the_deal_act_once_it_is_over(app: App) -> None:
    """H and Enter pressed while the deal was still flying were dropped without a word."""
    from app.ui.anim import Flyer

    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥9 ♣3 ♦5 ♠K")
    flight = Flyer(pygame.Surface((4, 4)), (0, 0), (10, 10), 0.3)
    table.flyers.append(flight)
    assert table.busy
    _key(app, pygame.K_h)
    assert not ui.model.selected  # nothing yet: the cards are still flying
    _run_until(app, lambda: not table.busy, settle=True)
    assert ui.model.selected and ui.hinted is not None
    hinted = ui.hinted
    before = len(table.session.record.actions)
    table.flyers.append(Flyer(pygame.Surface((4, 4)), (0, 0), (10, 10), 0.3))
    _key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before
    _run_until(app, lambda: len(table.session.record.actions) > before)
    assert _last(table) == (0, hinted)


def test_hint_then_enter_pressed_during_a_flight_play_the_hint_once_it_is_over(app: App) -> None:
    """H then Enter pressed quickly while the last play was still flying (seen in a real window):
    Enter took the place of H in the one-key queue, so once the cards had landed nothing was hinted
    and Enter said "Select cards first". Both now act, in order: the hinted play is played."""
    from app.ui.anim import Flyer

    table = _my_lead(app)
    _set_hand(table, "♠9 ♥9 ♣3 ♦5 ♠K")
    table.flyers.append(Flyer(pygame.Surface((4, 4)), (0, 0), (10, 10), 0.3))
    assert table.busy
    before = len(table.session.record.actions)
    app.toast.clear()
    _key(app, pygame.K_h)
    _key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before  # nothing yet: the cards are still flying
    _run_until(app, lambda: len(table.session.record.actions) > before)
    seat, action = _last(table)
    assert seat == 0 and isinstance(action, Play) and action.cards, action
    assert app.toast.text != i18n.t("gd.toast.select_first") or app.toast.left <= 0


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_hands_log_header_never_leaves_its_level_alone_on_a_line(size: tuple[int, int]) -> None:
    """At 960×600 the Chinese header of the first hand wrapped as '…双方都打' / '2 ——'."""
    import re

    from app.ui.widgets import wrap_text

    app = App(headless=True, size=size)
    i18n.set_language("zh")
    try:
        table = seated_table(app, "guandan", 4, size, seed=3, frames=2)
        area, font, _ = table.log_layout()
        for n in (1, 9, 10):
            for event in (st.HandStarted(n, 2, None, (2, 2), False), st.HandStarted(n, 10, 0, (10, 2), False),
                          st.HandStarted(n, 10, 1, (2, 10), True)):
                line = table.ui.narrate(event)
                assert line is not None
                for row in wrap_text(line, font, area.w):
                    assert not re.fullmatch(r"[\dJQKA\s—）]+", row), (line, row)
    finally:
        app.shutdown()


def test_only_a_computer_seat_is_shown_thinking(app: App) -> None:
    """A person waiting to take the screen ("Ben ★ thinking..") and a seat in the replay viewer
    ("Bot 3 thinking…" at move 0) were shown as thinking."""
    import app.games.guandan.draw as gd_draw
    from app.scenes.replay import ReplayScene
    from tests.apptools import drawn_texts, finished_record

    i18n.set_language("en")
    try:
        app.settings = replace(app.settings, ai_delay_ms=500)  # the computer takes time to think
        table = _table(app, 3, humans=0)
        ui = _ui(table)
        for _ in range(3000):
            if not table.busy and ui.phase.name == "PLAY":
                break
            app.run_frames(1)
        with drawn_texts(gd_draw) as texts:
            app.draw()
        assert any(x.startswith("thinking") for x in texts)  # a computer at work

        table.is_human = lambda seat: True  # type: ignore[method-assign]  # the same seat, a person's
        with drawn_texts(gd_draw) as texts:
            app.draw()
        assert not any(x.startswith("thinking") for x in texts) and "to play" in texts

        record, _ = finished_record("guandan", 3)
        viewer = ReplayScene(app, record)
        app.push(viewer)
        viewer.jump(5)
        app.run_frames(30)
        with drawn_texts(gd_draw) as texts:
            app.draw()
        assert not any(x.startswith("thinking") for x in texts)
    finally:
        i18n.set_language("zh")


def _settled_at_the_persons_turn(app: App, lang: str, size: tuple[int, int]) -> tuple[TableScene, GuandanUI]:
    """Seed 2's table in ``lang`` in a ``size`` window, at the person's first turn with nothing moving."""
    i18n.set_language(lang)
    table = seated_table(app, "guandan", 4, size, seed=2)
    _run_until(app, lambda: bool(table.viewer_legal()) and not table.busy, limit=8000, settle=True)
    return table, _ui(table)


def _drawn_call_out(app: App, ui: Any, name: str, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """Where the next frame writes the one big call-out starting with ``name`` ("Straight flush!"),
    not the plays' smaller captions."""
    from app.fonts import get_font
    from app.games.guandan import draw as gdraw

    calls: list[tuple[str, int, tuple[int, int]]] = []
    real = gdraw.blit_text

    def spy(surface: pygame.Surface, text: str, px: int, *args: Any, **kw: Any) -> Any:
        if text.startswith(name) and px >= ui.geo.px(30):
            calls.append((text, px, kw["center"]))
        return real(surface, text, px, *args, **kw)

    monkeypatch.setattr(gdraw, "blit_text", spy)
    app.draw()
    monkeypatch.setattr(gdraw, "blit_text", real)
    assert len(calls) == 1, calls
    text, px, centre = calls[0]
    box = pygame.Rect((0, 0), get_font(px, True).size(text))
    box.center = centre
    return box


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_big_play_s_call_out_stays_clear_of_the_turn_line_shown_once_the_play_lands(
        monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]) -> None:
    """A call-out ("Straight flush!") is placed while the play still flies to the table, when the
    line in the middle is hidden; it was placed as if that line were not there, and once the play
    landed "Waiting for Bot 4…" came up across the fading call-out. Its place now keeps clear of the
    line as it reads once the play is down."""
    from app.games.guandan import draw as gdraw
    from app.games.guandan.text import combo_name
    from engine.cards import Suit

    app = quick_app()
    try:
        table, ui = _settled_at_the_persons_turn(app, lang, size)
        flush = Play(tuple(Card(r, Suit.SPADES) for r in range(6, 11)), ComboType.STRAIGHT_FLUSH, 10)
        name = combo_name(flush.combo)
        for seat in (1, 2):  # (the person is to act after seat 3: the test's state has no line for that)
            ui.shown = {}
            ui.flashes.clear()
            ui.begin(st.Played(seat, flush))
            assert table.busy and ui.status_text()[0] == ""  # the play is flying: no line yet
            for f in ui.flashes:
                f["age"] = 0.45
            box = _drawn_call_out(app, ui, name, monkeypatch)
            table.flyers.clear()  # landed
            line_text = ui.status_text()[0]
            assert line_text, seat
            line_px = gdraw._fit(line_text, ui.geo.px(17), ui.rect.w - 60, True)
            line = gdraw._pill_rect(line_text, line_px, ui.geo.status_center)
            assert not box.colliderect(line), (seat, line_text, box, line)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("n", [5, 8])
def test_a_big_play_s_call_out_stays_clear_of_the_cards(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                        size: tuple[int, int], n: int) -> None:
    """The call-out over a big play ("Straight flush!", 「同花顺！」) stood centred just above the play,
    its lower half over the cards just played (and the top seat's over that seat's panel). With every
    seat's last play on the table, a straight flush (or a bomb of 8) from each seat calls out, at its
    largest, clear of every play's cards and of the person's hand."""
    from app.games.guandan.text import combo_name
    from engine.cards import Suit

    app = quick_app()
    try:
        table, ui = _settled_at_the_persons_turn(app, lang, size)
        five = Play(tuple(Card(r, Suit.SPADES) for r in range(3, 8)), ComboType.STRAIGHT_FLUSH, 7)
        big = five if n == 5 else Play(tuple(Card(9, Suit(k % 4)) for k in range(8)), ComboType.BOMB, 9)
        name = combo_name(big.combo)
        for seat in range(4):
            ui.shown = {s: (five, False) for s in range(4)}
            ui.flashes.clear()
            ui.begin(st.Played(seat, big))
            for f in ui.flashes:
                f["age"] = 0.45  # grown to its largest
            box = _drawn_call_out(app, ui, name, monkeypatch)
            cards = [ui.zone_rect(s, 5) for s in range(4) if s != seat] + [ui.zone_rect(seat, n)]
            hand = ui.geo.hand_area.copy()
            hand.y -= ui.geo.ch // 5
            hand.h += ui.geo.ch // 5
            assert box.collidelist(cards + [hand]) < 0, (seat, box, cards, hand)
            assert ui.rect.contains(box), (seat, box)
            table.flyers.clear()
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_long_names_of_the_tributes_paid_keep_inside_the_tribute_panel(app: App, lang: str,
                                                                       size: tuple[int, int]) -> None:
    """While others return their cards, the tribute panel shows each tribute paid as "giver → receiver"
    beside its card. With twelve-character names the line was only made smaller (to 9 px, never cut):
    at 960×600 it ran over the next tribute's card and out of the panel. Each line now stays inside the
    panel, clear of the cards and of the other line."""
    from app.games.guandan import draw

    i18n.set_language(lang)
    try:
        names = ["WWWWWWWWWWWW", "国国国国国国国国国国国国", "MMMMMMMMMMMM", "爱新觉罗溥仪皇帝陛下万岁"]
        table = TableScene(app, "guandan", [SeatSetup(i == 0, n) for i, n in enumerate(names)], {}, 1)
        app.reset(table)
        table.on_resize(size)
        app.run_frames(2)
        ui = _ui(table)
        state = table.session.state
        cards = (state.hands[1][-1], state.hands[3][-1])
        _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3", phase=Phase.RETURN, payers=(1, 3), receivers=(0, 2),
                  pending=(None,) * 4, turn=2, leader=1, top=None,
                  tributes=((1, 2, cards[0]), (3, 0, cards[1])), returns=(),
                  **{"table": (None,) * 4})
        app.run_frames(1)
        assert not ui.my_turn()
        panels: list[pygame.Rect] = []
        real_panel = draw.draw_panel
        draw.draw_panel = lambda surface, rect, *a, **k: (panels.append(pygame.Rect(rect)),  # type: ignore[assignment]
                                                          real_panel(surface, rect, *a, **k))[1]
        try:
            with drawn_text_rects(draw) as drawn:
                ui.draw_tribute_panel(app.screen)
        finally:
            draw.draw_panel = real_panel
        panel = panels[0]
        sh = int(ui.geo.ch * 0.8)
        sw = sh * 5 // 7
        heads = (i18n.t("gd.btn.return"), ui.status_text(landed=True)[0])  # (the line while cards fly too)
        labels = [(text, rect) for text, rect in drawn if text not in heads]
        assert sum("→" in text for text, _ in labels) == 2, drawn
        lefts = sorted({rect.x for _, rect in labels})
        assert len(lefts) == 2, labels  # each tribute's words start beside its card
        for text, rect in labels:
            assert panel.contains(rect), (text, rect, panel)
        second_card_x = lefts[1] - 6 - sw
        for text, rect in labels:
            if rect.x == lefts[0]:
                assert rect.right < second_card_x, (text, rect, second_card_x)
    finally:
        i18n.set_language("zh")


def _a_follow_the_ai_would_pass(app: App) -> TableScene:
    """A deal where seat 0 answers a play it could beat and the AI, in its place, would pass."""
    for seed in range(80):
        table = _table(app, seed)
        if table.session.state.turn == 0:
            continue
        _run_until(app, lambda: bool(table.viewer_legal()))
        legal = table.viewer_legal()
        if (table.session.state.top is not None and any(isinstance(a, Play) for a in legal)
                and isinstance(_ui(table).ai_choice(legal), Pass)):
            return table
    raise AssertionError("no seed gives seat 0 a play it could beat but should let go")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_where_the_ai_would_pass_the_first_hint_is_to_pass(app: App, lang: str) -> None:
    """The hint's first suggestion is the AI's play, but where the AI would pass (a partner's trick,
    cards worth keeping) it was skipped and H selected the first play that beats the table: in
    pass-and-play the hint had each partner bomb the other. Now the first H says to pass, selects
    nothing and rings Pass, so Enter passes; H again goes on to the plays that beat the table."""
    i18n.set_language(lang)
    table = _a_follow_the_ai_would_pass(app)
    ui = _ui(table)
    _key(app, pygame.K_h)
    assert ui.model.selected_cards() == [] and ui.hinted is None
    assert ui.ring.focus is ui.buttons["pass"]
    assert app.toast.text == i18n.t("gd.hint.pass")
    _key(app, pygame.K_h)
    assert ui.hinted is not None and ui.hinted in table.viewer_legal()
    assert sorted(ui.model.selected_cards()) == sorted(ui.hinted.cards)
    assert ui.ring.focus is not ui.buttons["pass"]
    for _ in range(len(ui.hint_plays) - 1):  # round again to the pass hint, then Enter
        _key(app, pygame.K_h)
    assert ui.ring.focus is ui.buttons["pass"] and not ui.model.selected_cards()
    before = len(table.session.record.actions)
    _key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, Pass())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_where_nothing_beats_the_table_h_then_enter_passes(app: App, lang: str) -> None:
    """H with nothing that beats the table said "Nothing beats the table: pass.", but Enter then
    said "Select cards first (click or drag across them)": the advice to pass left the person
    nothing to press. Now H rings Pass and says so, as the AI's pass hint does, and Enter passes."""
    i18n.set_language(lang)
    table = _my_follow(app)
    ui = _ui(table)
    big_joker = selection_plays(to_cards(parse("BJ")), 2, None)[0]
    _set_hand(table, "♣3 ♦4", top=big_joker, top_seat=3)
    assert table.viewer_legal() == (Pass(),)
    _key(app, pygame.K_h)
    assert ui.ring.focus is ui.buttons["pass"]
    assert app.toast.text == i18n.t("gd.toast.no_answer")
    before = len(table.session.record.actions)
    _key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, Pass())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_keys_for_a_turn_pressed_on_another_seats_turn_say_it_is_not_yours(lang: str) -> None:
    """Enter, P and H pressed while a computer seat was to play (the table still) did nothing at
    all, and P in the person's own tribute turn did nothing either. Now the first three say "It is
    not your turn." (as a card picked on another's turn does in Deadline 99), and P in a tribute or
    give-back turn says to choose the card."""
    i18n.set_language(lang)
    app = quick_app(ai_delay_ms=10 ** 7)
    try:
        for seed in range(40):
            table = _table(app, seed)
            if table.session.state.turn != 0:
                break
        _run_until(app, lambda: not table.busy and bool(table.session.decision().seats), settle=True)
        assert table.session.decision().seats != (0,) and not table.viewer_legal()
        for key in (pygame.K_RETURN, pygame.K_p, pygame.K_h):
            app.toast.clear()
            _key(app, key)
            assert app.toast.text == i18n.t("table.not_your_turn"), pygame.key.name(key)
        for phase, reason in ((Phase.TRIBUTE, "gd.reason.tribute_phase"), (Phase.RETURN, "gd.reason.return_phase")):
            _tribute_state(table, phase, "♥2 ♠A ♦A ♣5 ♠3 ♣K")
            app.run_frames(1)
            assert _ui(table).choosing_card()
            app.toast.clear()
            _key(app, pygame.K_p)
            assert app.toast.text == i18n.t(reason), phase
    finally:
        app.shutdown()


def test_h_and_enter_pressed_as_a_hand_ends_do_not_act_in_the_next_hand(app: App) -> None:
    """H and Enter pressed while the table still shows the end of a hand were kept for the person's
    next turn, which is in the next hand: once its deal was over they hinted and played (in the
    tribute phase: gave the hinted card) without the person having seen the new hand. Keys pressed
    for one hand are now dropped when the next one begins. (The new hand is a HandStarted put in the
    table's queue behind a flight, as the end of a hand is shown.)"""
    from app.ui.anim import Flyer

    table = _my_lead(app)
    _set_hand(table, "♠9 ♥9 ♣3 ♦5 ♠K")
    table.flyers.append(Flyer(pygame.Surface((4, 4)), (0, 0), (10, 10), 0.3))
    view = table.session.view(table.viewer)
    started = st.HandStarted(view.hand_no + 1, view.level, view.level_team, view.levels, False)
    table.queue.append((started, started))
    before = len(table.session.record.actions)
    _key(app, pygame.K_h)
    _key(app, pygame.K_RETURN)
    _run_until(app, lambda: not table.busy)
    app.run_frames(5)
    assert len(table.session.record.actions) == before, _last(table)
