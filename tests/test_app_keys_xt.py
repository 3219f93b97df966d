"""现世通行 played without a mouse: every decision the table asks of the person can be taken with
real key presses (Tab and Shift+Tab ring a panel's usable buttons as on every screen, Enter and Space
press the ringed one)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from app.games.xianshi_tongxing.panels import ChooserPanel, PromptPanel, SliderPanel
from app.games.xianshi_tongxing.ui import XianshiUI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games.xianshi_tongxing.actions import Cancel, Decline, Defuse, EndPlay, Play, PutBack
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.state import Phase
from app.i18n import t
from app.ui import theme
from tests.apptools import press, quick_app, run_until

NEVER = 10**9  # AI seats wait for the test to act for them


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(ai_delay_ms=NEVER, animation_speed=4.0)
    yield a
    a.shutdown()


def _table(app: App, hands: dict[int, list[Card]], **changes: Any) -> TableScene:
    """One person and three AI seats, with the expansion (纯粹 is wild), in an exact position."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "xianshi_tongxing", seats, {"expansion": True}, 7)
    app.reset(table)
    run_until(app, lambda: not table.busy)
    state = table.session.state
    all_hands = list(state.hands)
    for seat, cards in hands.items():
        all_hands[seat] = tuple(cards)
    table.session.state = replace(state, hands=tuple(all_hands), **changes)
    _ui(table).sync(table.view())
    return table


def _ui(table: TableScene) -> XianshiUI:
    assert isinstance(table.ui, XianshiUI)
    return table.ui


def _last(table: TableScene) -> tuple[int, Any]:
    return tuple(table.session.record.actions[-1])  # type: ignore[return-value]


def _defusing(app: App) -> tuple[TableScene, PromptPanel]:
    """The person drew a 通行 holding a 城管 and a 纯粹: the defuse panel offers both."""
    table = _table(app, {0: [Card.CHENGGUAN, Card.CHUNCUI]}, turn=0, phase=Phase.PLAY)
    deck = (Card.TONGXING,) + tuple(c for c in table.session.state.deck if c is not Card.TONGXING)[:20]
    table.session.state = replace(table.session.state, deck=deck)
    ui = _ui(table)
    ui.sync(table.view())
    run_until(app, lambda: ui.end_button.enabled(), settle=True)
    press(app, pygame.K_e)
    assert _last(table) == (0, EndPlay())
    run_until(app, lambda: isinstance(ui.panel, PromptPanel) and bool(table.viewer_legal()), settle=True)
    assert isinstance(ui.panel, PromptPanel)
    assert set(table.viewer_legal()) == {Defuse(Card.CHENGGUAN), Defuse(Card.CHUNCUI)}
    return table, ui.panel


@pytest.mark.parametrize("keys", [(pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN),
                                  (pygame.K_TAB, pygame.K_TAB, pygame.K_SPACE),
                                  (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)])
def test_the_second_defuser_is_chosen_with_the_ring(app: App, keys: tuple[int, ...]) -> None:
    table, panel = _defusing(app)
    press(app, *keys[:-1])
    assert panel.ringed == 1  # the ring is on "Defuse with Pure (纯粹)"
    press(app, keys[-1])
    assert _last(table) == (0, Defuse(Card.CHUNCUI))


def test_shift_tab_goes_back_round_the_panel_s_buttons(app: App) -> None:
    table, panel = _defusing(app)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from no ring: the last button
    assert panel.ringed == 1
    press(app, pygame.K_TAB, pygame.K_TAB)  # round past the end to the first and on
    assert panel.ringed == 1
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert panel.ringed == 0
    press(app, pygame.K_RETURN)
    assert _last(table) == (0, Defuse(Card.CHENGGUAN))


def test_tab_never_rings_a_greyed_confirm_in_a_card_chooser(app: App) -> None:
    table = _table(app, {0: [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN,
                             Card.FENGYIN, Card.JIAOYI]}, turn=0, phase=Phase.DISCARD)
    ui = _ui(table)
    run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
    panel = ui.panel
    assert isinstance(panel, ChooserPanel) and panel.need == 2 and len(panel.buttons) == 1
    press(app, pygame.K_TAB)
    assert panel.ringed is None  # "Discard these" is greyed: nothing to ring
    press(app, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE)  # two cards chosen
    assert panel.ready
    press(app, pygame.K_TAB)
    assert panel.ringed == 0
    press(app, pygame.K_LEFT)  # back among the cards: the ring leaves the button, Space picks again
    assert panel.ringed is None and panel.focus == 0
    press(app, pygame.K_SPACE)
    assert not panel.ready
    press(app, pygame.K_TAB)
    assert panel.ringed is None
    press(app, pygame.K_SPACE, pygame.K_TAB, pygame.K_SPACE)  # chosen again, ringed, pressed with Space
    run_until(app, lambda: table.session.state.phase is not Phase.DISCARD)
    assert len(table.session.state.hands[0]) == 6


def _judged(app: App) -> TableScene:
    """An AI seat attacks the person, who holds a 裁判 and a 纯粹: the window offers both and "let it stand"."""
    table = _table(app, {0: [Card.CAIPAN, Card.CHUNCUI, Card.LUGUO], 2: [Card.GONGJI_1, Card.QIANGYU]}, turn=2,
                   phase=Phase.PLAY)
    table.perform(2, Play(Card.GONGJI_1, target=0))
    run_until(app, lambda: bool(_ui(table).judge_buttons) and bool(table.viewer_legal()), settle=True)
    assert set(table.viewer_legal()) == {Cancel(Card.CAIPAN), Cancel(Card.CHUNCUI), Decline()}
    return table


@pytest.mark.parametrize("keys", [(pygame.K_TAB, pygame.K_TAB, pygame.K_RETURN),
                                  (pygame.K_TAB, pygame.K_DOWN, pygame.K_SPACE),
                                  (pygame.K_TAB, pygame.K_RIGHT, pygame.K_RETURN)])
def test_a_judge_window_s_second_card_is_answered_with_the_ring(app: App, keys: tuple[int, ...]) -> None:
    table = _judged(app)
    ui = _ui(table)
    press(app, *keys[:-1])
    assert ui.judge_ring.focus is ui.judge_buttons[1]  # "Cancel it with Pure (纯粹)"
    press(app, keys[-1])
    assert _last(table) == (0, Cancel(Card.CHUNCUI))


def test_the_arrows_leave_a_judge_window_alone_till_tab_rings_a_button(app: App) -> None:
    table = _judged(app)
    ui = _ui(table)
    press(app, pygame.K_DOWN, pygame.K_RIGHT)
    assert ui.judge_ring.focus is None
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from no ring: the last, "let it stand"
    assert ui.judge_ring.focus is ui.judge_buttons[-1]
    press(app, pygame.K_RETURN)
    assert _last(table) == (0, Decline())


def test_a_hinted_judge_answer_is_ringed_and_tab_moves_the_same_ring_on(app: App) -> None:
    table = _judged(app)
    ui = _ui(table)
    ui.show_hint(Decline())
    assert ui.judge_ring.focus is ui.judge_buttons[-1]
    press(app, pygame.K_TAB)  # round to the first: Enter now answers as ringed, not as hinted
    assert ui.judge_ring.focus is ui.judge_buttons[0]
    press(app, pygame.K_RETURN)
    assert _last(table) == (0, Cancel(Card.CAIPAN))


def test_a_play_it_anyway_question_opened_with_enter_rings_the_safe_answer(app: App) -> None:
    """Enter on a 城管 that would do nothing now asks first; asked from the keyboard, the question
    opens with the ring on "No" (the safe answer), so a second Enter keeps the card and plays
    nothing; Left then Enter plays it."""
    table = _table(app, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    done = len(table.session.record.actions)
    press(app, *[pygame.K_RIGHT] * (ui.items.index(("card", Card.CHENGGUAN)) + 1), pygame.K_RETURN)
    assert ui.prompt is not None and ui.prompt.focus == 1
    assert ui.prompt.buttons[1].label() == t("xt.plain.no")
    press(app, pygame.K_RETURN)  # Enter again: "No", nothing is played
    assert ui.prompt is None and len(table.session.record.actions) == done
    run_until(app, lambda: not table.busy)
    press(app, pygame.K_RETURN)  # the card is still focused: asked again
    assert ui.prompt is not None and ui.prompt.focus == 1
    run_until(app, lambda: not table.busy)  # the card flies back to the hand while it asks
    press(app, pygame.K_LEFT, pygame.K_RETURN)  # "Discard it"
    assert _last(table) == (0, Play(Card.CHENGGUAN))


def test_a_play_it_anyway_question_opened_with_the_mouse_opens_unringed(app: App) -> None:
    table = _table(app, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    centre = ui.fan.rects[ui.items.index(("card", Card.CHENGGUAN))].center
    for _ in range(2):  # two clicks: focus, then play
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=centre, button=1, rel=(0, 0), buttons=(1, 0, 0)))
        app.run_frames(1)
    assert ui.prompt is not None and ui.prompt.focus is None


FOCUS = theme.ACCENT  # a chooser's keyboard focus round a card: the ring of every screen
GOLDS = (theme.ACCENT, theme.GOLD)


def _traded(app: App) -> tuple[TableScene, ChooserPanel]:
    """Seat 1 has played a Trade on the person, whose panel asks for two of three cards."""
    table = _table(app, {0: [Card.LUGUO, Card.YUZHI, Card.QIANGYU],
                         1: [Card.JIAOYI, Card.CHONGLIAN, Card.CHOUDI]}, turn=1, phase=Phase.PLAY)
    table.perform(1, Play(Card.JIAOYI, target=0))
    ui = _ui(table)
    run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
    assert isinstance(ui.panel, ChooserPanel)
    return table, ui.panel


def _focus_drawn(app: App, table: TableScene, panel: ChooserPanel, i: int) -> bool:
    """Whether the keyboard focus is drawn round card ``i`` of the open chooser (lifted if chosen)."""
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    r = panel.focus_rect(i)
    return all(surface.get_at(p)[:3] == FOCUS for p in ((r.x, r.centery), (r.right - 1, r.centery)))


def test_the_chooser_s_focus_shows_on_a_chosen_card_and_leaves_it_for_a_ringed_button(app: App) -> None:
    table, panel = _traded(app)
    assert panel.focus == 0 and _focus_drawn(app, table, panel, 0)
    press(app, pygame.K_SPACE)  # chosen: the focus still shows round it, beside the chosen mark
    assert panel.selected == [0] and _focus_drawn(app, table, panel, 0)
    press(app, pygame.K_RIGHT, pygame.K_SPACE)
    assert panel.ready and _focus_drawn(app, table, panel, 1) and not _focus_drawn(app, table, panel, 0)
    press(app, pygame.K_TAB)  # the ring on the confirm button: one focus on screen, not two
    assert panel.ringed == 0 and not _focus_drawn(app, table, panel, 1)
    press(app, pygame.K_LEFT)
    assert panel.ringed is None and _focus_drawn(app, table, panel, 0)
    centre = panel.rects[2].center  # the pointer over a card takes the focus there: one outline, not two
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    app.run_frames(1)
    assert panel.focus == 2 and _focus_drawn(app, table, panel, 2) and not _focus_drawn(app, table, panel, 0)


def _gold_outlines_left_of(app: App, table: TableScene, panel: ChooserPanel, i: int) -> int:
    """How many separate gold outlines a row of pixels crosses from just left of card ``i``'s focus
    ring to the card's own edge, at the card's middle height (lifted if chosen)."""
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    card = panel.rects[i].move(0, -14 if i in panel.selected else 0)
    runs, inside = 0, False
    for x in range(panel.focus_rect(i).x - 4, card.x):
        gold = surface.get_at((x, card.centery))[:3] in GOLDS
        runs += gold and not inside
        inside = gold
    return runs


def test_the_chooser_marks_chosen_and_focused_cards_each_once(app: App) -> None:
    """The chooser drew its own pale outline for the keyboard's card instead of the focus ring of
    every screen, and a chosen card had a gold outline of its own: with the shared (gold) ring a
    chosen, focused card would wear two gold outlines. The focus is the shared ring; a chosen card
    is lifted, ticked and outlined in another colour, so each state has one clear mark."""
    table, panel = _traded(app)
    assert panel.focus == 0 and _focus_drawn(app, table, panel, 0)
    assert _gold_outlines_left_of(app, table, panel, 0) == 1  # focused only: the ring
    press(app, pygame.K_SPACE)
    assert panel.selected == [0]
    assert _gold_outlines_left_of(app, table, panel, 0) == 1  # chosen and focused: still one gold ring
    press(app, pygame.K_RIGHT)
    assert panel.focus == 1 and not _focus_drawn(app, table, panel, 0)
    assert _gold_outlines_left_of(app, table, panel, 0) == 0  # chosen only: its mark is not the ring's gold
    surface = pygame.Surface(app.screen.get_size())
    table.draw(surface)
    card = panel.rects[0].move(0, -14)
    assert surface.get_at((card.x - 2, card.centery))[:3] == surface.get_at((card.right + 1, card.centery))[:3] \
        not in GOLDS  # the chosen outline is there, all round
    unchosen = panel.rects[2]
    assert surface.get_at((card.x - 2, card.centery))[:3] != surface.get_at((unchosen.x - 2, unchosen.centery))[:3]


def test_up_and_down_move_between_a_chooser_s_rows_and_its_buttons(app: App) -> None:
    table = _table(app, {0: [Card.LUGUO, Card.YUZHI, Card.QIANGYU, Card.CHONGLIAN, Card.CHOUDI, Card.CAIPAN,
                             Card.FENGYIN, Card.JIAOYI]}, turn=0, phase=Phase.DISCARD)
    ui = _ui(table)
    run_until(app, lambda: isinstance(ui.panel, ChooserPanel) and bool(table.viewer_legal()), settle=True)
    panel = ui.panel
    assert isinstance(panel, ChooserPanel) and len(panel.items) == 8
    assert panel.rects[4].y > panel.rects[0].y and panel.rects[4].x == panel.rects[0].x  # two rows of four
    press(app, pygame.K_RIGHT, pygame.K_DOWN)
    assert panel.focus == 5  # the card under it
    press(app, pygame.K_DOWN)
    assert panel.focus == 5 and panel.ringed is None  # "Discard" is greyed: Down rings nothing
    press(app, pygame.K_SPACE, pygame.K_UP, pygame.K_SPACE)
    assert panel.ready and panel.focus == 1
    press(app, pygame.K_DOWN, pygame.K_DOWN)  # past the last row: onto the button row
    assert panel.ringed == 0
    press(app, pygame.K_UP)  # back to the cards, where the focus was
    assert panel.ringed is None and panel.focus == 5
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    run_until(app, lambda: table.session.state.phase is not Phase.DISCARD)
    assert len(table.session.state.hands[0]) == 6


# ---- the number pad's Enter is the main Enter everywhere the table takes Enter ---------------

def test_the_pad_s_enter_plays_the_focused_card(app: App) -> None:
    table = _table(app, {0: [Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    press(app, *[pygame.K_RIGHT] * (ui.items.index(("card", Card.LUGUO)) + 1), pygame.K_KP_ENTER)
    assert _last(table) == (0, Play(Card.LUGUO))


def test_the_pad_s_enter_places_the_defused_tongxing_from_the_slider(app: App) -> None:
    table, panel = _defusing(app)
    press(app, pygame.K_KP_ENTER)  # the first defuser's key is Enter
    assert _last(table) == (0, Defuse(Card.CHENGGUAN))
    ui = _ui(table)
    run_until(app, lambda: isinstance(ui.panel, SliderPanel) and bool(table.viewer_legal()), settle=True)
    slider = ui.panel
    assert isinstance(slider, SliderPanel)
    press(app, pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_KP_ENTER)
    assert _last(table) == (0, PutBack(slider.lo + 2))


def test_the_pad_s_enter_chooses_the_chooser_s_focused_cards_and_confirms(app: App) -> None:
    """A 交易 asks the person for two cards: the pad's Enter chooses the focused card while more
    are wanted, then presses the ringed confirm button."""
    table, panel = _traded(app)
    done = len(table.session.record.actions)
    press(app, pygame.K_KP_ENTER, pygame.K_RIGHT, pygame.K_KP_ENTER)
    assert panel.selected == [0, 1] and panel.ready
    press(app, pygame.K_TAB, pygame.K_KP_ENTER)
    assert len(table.session.record.actions) == done + 1 and _last(table)[0] == 0


def test_tab_rings_the_table_s_hint_and_end_buttons_and_enter_presses_the_ringed_one(app: App) -> None:
    """Hint [H] and End [E] had their keys, but Tab did nothing at the table and neither was ever
    ringed, unlike Guandan's and Zha Jin Hua's buttons; now Tab and Shift+Tab go round them (as
    drawn, Hint over End), the arrows take the ring down to the hand, and Enter presses the ringed
    button (not the focused card)."""
    from app.ui import theme

    table = _table(app, {0: [Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    run_until(app, lambda: ui.end_button.enabled() and ui.hint_button.enabled())
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.hint_button
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.end_button
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.hint_button  # round again
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert ui.ring.focus is ui.end_button
    app.run_frames(1)
    gap = theme.scaled(3, table.scale)
    end = ui.end_button.rect
    assert app.screen.get_at((end.centerx, end.y - gap))[:3] == theme.ACCENT, "the ring is drawn round End"
    press(app, pygame.K_RIGHT)  # back to the hand: the ring comes down, the arrow moves the card focus
    assert ui.ring.focus is None and ui.fan.focus is not None
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from none, the last usable: End
    assert ui.ring.focus is ui.end_button
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert len(table.session.record.actions) == before + 1 and _last(table) == (0, EndPlay())
    assert ui.ring.focus is None  # acted: no ring left for the next decision


def test_space_on_a_ringed_hint_asks_for_the_hint_not_the_focused_card(app: App) -> None:
    table = _table(app, {0: [Card.LUGUO, Card.YUZHI]}, turn=0, phase=Phase.PLAY)
    ui = _ui(table)
    run_until(app, lambda: ui.end_button.enabled() and ui.hint_button.enabled())
    press(app, pygame.K_LEFT)  # a card focused
    assert ui.fan.focus is not None
    press(app, pygame.K_TAB)
    assert ui.ring.focus is ui.hint_button
    before = len(table.session.record.actions)
    press(app, pygame.K_SPACE)
    run_until(app, lambda: ui.hinted is not None)
    assert len(table.session.record.actions) == before, "Space pressed Hint: no card was played"
