"""Zha Jin Hua table polish: how losses are written, where the compare's VS disc sits, how long the
bubbles stay."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

import pygame
import pytest

import app.games.zhajinhua.drawing as zjh_drawing
import app.games.zhajinhua.overlays as zjh_overlays
from app import i18n
from app.games.zhajinhua import ZhaJinHuaUI
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.core import Event
from engine.games import zhajinhua as zjh
from tests.apptools import drawn_texts, quick_app, run_until
from tests.zjh_tables import still_table

MINUS = "\u2212"
HYPHEN_FIGURE = re.compile(r"-\d")


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(animation_speed=4.0)
    yield a
    a.shutdown()


@pytest.fixture(params=["zh", "en"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("zh")


# ---- 1. a loss is written with a true minus sign --------------------------------------------------


def test_a_change_of_chips_is_signed_with_a_true_minus() -> None:
    from app.games.zhajinhua.text import chips_change

    assert chips_change(-30) == MINUS + "30"
    assert chips_change(-1200) == MINUS + "1,200"
    assert chips_change(1200) == "+1,200"
    assert chips_change(0) == "0"


def test_the_standings_write_losses_with_a_true_minus(app: App, lang: str) -> None:
    """"After hand 1" listed the losers' totals as "-10" and "-30", with a hyphen. A split pot's winner
    who got back less than they had put in is written with a minus too, in the panel and on the seat."""
    table, ui = still_table(app, 3, (1280, 720))
    ui.hand_no, ui.start_chips = 1, 1000
    ui.contributed = [20, 20, 10]
    ui.begin(zjh.PotAwarded(45, (0, 1), (15, 30), (995, 1010, 990)))
    ui.standings_age, ui.winnings_due = 1.0, 0
    with drawn_texts(zjh_overlays) as panel, drawn_texts(zjh_drawing) as seats:
        ui.draw(app.screen)
        ui.draw_overlay(app.screen)
    texts = panel + seats
    assert any(MINUS + "10" in text for text in panel), panel  # B3 since the start
    assert any(MINUS + "5" in text for text in panel), panel  # P1 since the start and this hand
    assert any(MINUS + "5" in text for text in seats), seats  # P1's seat: "Won −5"
    assert not [text for text in texts if HYPHEN_FIGURE.search(text)], texts


def test_the_final_results_write_losses_with_a_true_minus(app: App, lang: str) -> None:
    table, ui = still_table(app, 3, (1280, 720))
    state = table.session.state
    table.session.state = replace(state, over=True, stacks=(1500, 0, 1500), seated=(True, False, True),
                                  busted_in=(0, 4, 0), hand_no=9)
    lines = ui.result_lines(table.session.outcome())
    joined = "\n".join(lines)
    assert MINUS + "1,000" in joined and "+500" in joined, joined
    assert not HYPHEN_FIGURE.search(joined), joined



# ---- 2. the compare's VS disc hides no seat ---------------------------------------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_vs_disc_hides_no_seat_s_cards_or_name_plate(app: App, lang: str, size: tuple[int, int],
                                                         players: int) -> None:
    """Five or six seats at 960×600: the VS disc of a compare between two seats lay on a seat's cards,
    between the person's panel and the seat above it over both, or on the person's cards under the
    Hand banner. For every pair of seats, with their hands face down or shown, the disc as drawn covers
    no seat panel, no seat's cards (the person's with the line above them), no hand's name and none of
    the pot's lines, and stays on the table."""
    from app.games.zhajinhua.drawing import cards_rect, hand_labels, mine_rect, pot_text_rect
    from engine.games.zhajinhua.rules import shown
    from tests.apptools import drawn_text_rects
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 5s", "4c 3c 2c", "As Kd 2h"]
    r = ui.px(22)
    for a in range(players):
        for b in range(a + 1, players):
            for face_up in (False, True):
                ui.revealed = {s: shown(s, ids(hands[s])) for s in (a, b)} if face_up else {}
                ui.my_cards = ui.revealed[0].cards if 0 in ui.revealed else None
                ui.compare_line = (a, b, 100.0)
                with drawn_text_rects(zjh_drawing) as drawn:
                    ui.draw(app.screen)
                (vs,) = [rect for text, rect in drawn if text == "VS"]
                disc = pygame.Rect(0, 0, 2 * r, 2 * r)
                disc.center = vs.center
                marks = {f"seat {s}": ui.seat_rect(s) for s in range(players)}
                marks |= {f"cards {s}": cards_rect(ui, s) for s in range(1, players) if ui.dealt[s]}
                marks |= {"the person's cards": mine_rect(ui), "pot lines": pot_text_rect(ui)}
                marks |= {f"hand name {s}": at for s, (_, at) in hand_labels(ui).items()}
                covered = [name for name, mark in marks.items() if disc.colliderect(mark)]
                assert not covered, ((a, b), face_up, disc, covered)
                assert ui.rect.contains(disc), ((a, b), face_up, disc, ui.rect)


# ---- 3. the end-of-hand bubbles go at the animation speed -------------------------------------------


def _wins_up(ui: ZhaJinHuaUI) -> bool:
    from app.i18n import t

    word = t("zjh.bubble.wins", amount="0").split("0")[0].strip()
    return any(i18n.live(text).startswith(word) for text, _ in ui.bubbles.values())


def _hand_one_played(app: App, speed: float, bust: bool = False) -> tuple[TableScene, ZhaJinHuaUI]:
    """A three-seat table at animation speed ``speed`` whose first hand has just been played (B3 folds,
    the other two call until one opens), its end still to be shown; with ``bust``, B3 had no chips
    left after its ante and goes out."""
    from engine.games.zhajinhua import Call, Open

    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720), seed=5)
    session, folded = table.session, False
    if bust:
        session.state = replace(session.state, stacks=(*session.state.stacks[:2], 0))
    while session.state.hand_no == 1:
        state = session.state
        if not folded and state.turn != 0:
            folded = True
            table.perform(state.turn, zjh.Fold())
        else:
            table.perform(state.turn, Open() if Open() in table.game.legal_actions(state, state.turn) else Call())
    return table, ui


@pytest.mark.parametrize("speed", [0.5, 1.0, 3.0])
def test_the_winner_s_bubble_stays_as_long_as_the_animation_speed_says(app: App, speed: float) -> None:
    """"Wins 50" stayed 2.5 real seconds at every animation speed: at ×3 it was still over the winner's
    seat while the next hand was dealt. Now it stays 2.5 s at ×1 and scales like the rest of the
    hand's timing: gone before the next hand begins at ×3."""
    table, ui = _hand_one_played(app, speed)
    run_until(app, lambda: _wins_up(ui))
    frames, hand = 0, ui.hand_no
    while _wins_up(ui):
        assert ui.hand_no == hand, f"still up in hand {ui.hand_no} after {frames} frames"
        app.run_frames(1)
        frames += 1
    assert abs(frames - 60 * 2.5 / speed) <= 3, frames


def _frames_up(ui: ZhaJinHuaUI, up: Callable[[], bool]) -> int:
    """How many 1/60 s frames of the UI's own clock pass until ``up()`` no longer holds."""
    frames = 0
    while up():
        ui.update(1 / 60)
        frames += 1
    return frames


def _bubble_frames(ui: ZhaJinHuaUI, event: Event, seat: int, text: str) -> int:
    """How many frames ``seat``'s bubble (``text``) stays up after ``event`` begins."""
    ui.begin(event)
    assert i18n.live(ui.bubbles[seat][0]) == text
    return _frames_up(ui, lambda: seat in ui.bubbles)


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_busted_bubble_stays_as_long_as_the_animation_speed_says(app: App, speed: float) -> None:
    from app.i18n import t

    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720))
    frames = _bubble_frames(ui, zjh.Busted(2), 2, t("zjh.bubble.busted"))
    assert abs(frames - 60 * 2.0 / speed) <= 2, frames


# ---- 4. the betting bubbles go at the animation speed -----------------------------------------------


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_betting_bubbles_stay_as_long_as_the_animation_speed_says(app: App, speed: float) -> None:
    """Call, Fold, Looks… and Out of chips stayed 1.6 real seconds at every animation speed, while the
    chips' flight and the wait before the next seat acts scale with it. Now they stay 1.6 s at ×1,
    0.53 s at ×3 and 3.2 s at ×0.5."""
    from app.games.zhajinhua.text import bet_label
    from app.i18n import t

    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720))
    call = zjh.Bet(1, zjh.BetKind.CALL, 10, 1, False, False, 980, 60)
    shown = {
        call: (1, bet_label(call.kind, call.amount, call.level)),
        zjh.Looked(2, None): (2, t("zjh.bubble.look")),
        zjh.Folded(1): (1, t("zjh.bubble.fold")),
        zjh.OutOfChips(2): (2, t("zjh.bubble.no_chips")),
    }
    for event, (seat, text) in shown.items():
        frames = _bubble_frames(ui, event, seat, text)
        assert abs(frames - 60 * 1.6 / speed) <= 2, (event, frames)


# ---- 5. the hand's banners go at the animation speed ------------------------------------------------


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_hand_banners_stay_as_long_as_the_animation_speed_says(app: App, speed: float) -> None:
    """"Hand 2" (1.4 s) and the showdown's banner (2.2 s) stayed as long in real seconds at every
    animation speed, while the deal under "Hand 2" and the showdown's wait scale with it. Now they stay
    1.4 s and 2.2 s at ×1 and scale like the rest of the table."""
    from app.i18n import t

    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720))
    assert not table.viewer_legal()  # (the person's turn would end a banner at once)
    banners = {
        zjh.HandStarted(2, 1, 10, 2000, 20, (0, 1, 2)): (t("zjh.banner.hand", n=2), 1.4),
        zjh.Showdown(zjh.ShowdownReason.CAP, None, (), (0,)): (t("zjh.banner.cap", name=""), 2.2),
    }
    for event, (text, seconds) in banners.items():
        ui.begin(event)
        assert ui.banner is not None and i18n.live(ui.banner[0]) == text
        frames = _frames_up(ui, lambda: ui.banner is not None)
        assert abs(frames - 60 * seconds / speed) <= 2, (text, frames)


# ---- 6. the person's cards turn over at the animation speed -----------------------------------------


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_person_s_cards_turn_over_at_the_animation_speed(app: App, speed: float) -> None:
    """Looking, the person's cards turned over in 0.4 real seconds at every animation speed, while the
    table waits 0.45 s at ×1 before it goes on: at ×3 they were still turning well after it had gone on,
    at ×0.5 the table stood still for half a second after. Now the turn takes 0.4 s at ×1, scaled."""
    from tests.test_zhajinhua_support import cards

    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720))
    wait = ui.begin(zjh.Looked(0, cards("8c 2h 9d")))
    assert ui.flip == 1.0
    frames = _frames_up(ui, lambda: ui.flip > 0)
    assert abs(frames - 60 * 0.4 / speed) <= 2, frames
    assert frames <= 60 * wait / speed, (frames, wait)  # over before the table goes on


# ---- 7. the hand's banner never covers the person's cards being dealt -------------------------------


def _hidden_flights(table: TableScene, ui: ZhaJinHuaUI) -> tuple[int, int]:
    """Of the cards flying into the person's hand this frame, (how many cross the banner, how many of
    those are drawn under something): drawing the flying cards again on the frame changes no pixel of
    them inside the banner's box only if nothing was drawn over them."""
    from app.games.zhajinhua.drawing import banner_up

    if ui.banner is None or not banner_up(ui) or ui.standings is not None:
        return 0, 0
    box = zjh_overlays.banner_rect(ui, i18n.live(ui.banner[0]))
    slots = {slot.topleft for slot in ui.card_slots(table.viewer)}
    flights = [f for f in table.flyers if f.started and not f.done and tuple(map(round, f.end)) in slots]
    crossing = [f.image.get_rect(topleft=f.position()).clip(box) for f in flights]
    crossing = [area for area in crossing if area.w and area.h]
    screen = table.app.screen
    table.draw(screen)
    again = screen.copy()
    for f in table.flyers:
        f.draw(again)
    hidden = [area for area in crossing if pygame.image.tobytes(screen.subsurface(area), "RGB")
              != pygame.image.tobytes(again.subsurface(area), "RGB")]
    return len(crossing), len(hidden)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("speed", [1.0, 3.0])
def test_the_hand_banner_never_covers_the_person_s_cards_being_dealt(app: App, lang: str, size: tuple[int, int],
                                                                      speed: float) -> None:
    """At ×3 the "Hand 1" banner, just above the person's cards, was drawn over their cards as they flew
    in from the dealer (at ×1 too, as it faded). Now the cards being dealt go over it: every frame of
    the deal, no flying card of the person's is drawn under anything where it crosses the banner."""
    app.settings = replace(app.settings, animation_speed=speed, ai_delay_ms=100_000)
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 4)]
    table = TableScene(app, "zhajinhua", seats, {}, 5)
    app.reset(table)
    table.on_resize(size)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    crossed = 0
    for frame in range(600):
        app.run_frames(1)
        crossing, hidden = _hidden_flights(table, ui)
        crossed += crossing
        assert not hidden, (frame, hidden)
        if ui.dealt[table.viewer] == 3 and not table.busy:
            break
    assert ui.dealt[table.viewer] == 3
    assert crossed, "no card of the person's crossed the banner: the test saw nothing"


# ---- 8. the standings come up at the animation speed ------------------------------------------------


@pytest.mark.parametrize("speed", [0.5, 3.0])
def test_the_standings_come_up_at_the_animation_speed(app: App, speed: float) -> None:
    """"After hand 1" came up 0.7 real seconds after the pot was awarded (once the winnings had landed)
    at every animation speed, while the pause it stands in scales with it: at ×3 the table waited over
    the landed chips for most of the pause and the panel was up for half a second. Now it comes up 0.7 s
    after the award at ×1, scaled, or as the winnings land if they land later."""
    table, ui = _hand_one_played(app, speed)
    run_until(app, lambda: ui.standings is not None)
    frames, landed, shown = 0, None, None
    while ui.standings is not None and shown is None:
        landed = frames if landed is None and not ui.winnings_due else landed
        shown = frames if ui.standings_shown() else None
        app.run_frames(1)
        frames += 1
    assert landed is not None and shown is not None
    assert abs(shown - max(landed, 60 * 0.7 / speed)) <= 2, (landed, shown)


# ---- 9. the chip and pot figures count at the animation speed ---------------------------------------


def _count_frames(table: TableScene, ui: ZhaJinHuaUI, speed: float, fast: bool) -> int:
    """How many frames B2's chips and the pot count for after a Raise of 400 whose chips have landed,
    at animation speed ``speed`` (with Fast forward if ``fast``)."""
    table.app.settings = replace(table.app.settings, animation_speed=speed)
    table.fast_forward = fast
    ui.stacks[1].set(1000, instant=True)
    ui.pot.set(30, instant=True)
    ui.begin(zjh.Bet(1, zjh.BetKind.RAISE, 400, 200, True, False, 600, 430))
    for flyer in table.flyers:  # the chips land in the pot
        flyer.update(100.0)
    table.flyers = []
    assert ui.pot.target == 430 and ui.stacks[1].target == 600
    return _frames_up(ui, lambda: ui.pot.shown != 430 or ui.stacks[1].shown != 600)


@pytest.mark.parametrize(("speed", "fast"), [(0.5, False), (3.0, False), (1.0, True)])
def test_the_chip_and_pot_figures_count_at_the_animation_speed(app: App, speed: float, fast: bool) -> None:
    """A seat's chips and the pot counted to their new figures in the same real time (about 1.1 s for a
    raise of 400) at every animation speed and with Fast forward: at ×3 the pot was still counting when
    the next seat's chips were flying. Now they count at the table's speed: the frames they take at ×1,
    divided by the speed (give or take the step a frame makes)."""
    table, ui = still_table(app, 3, (1280, 720))
    at_one = _count_frames(table, ui, 1.0, False)
    frames = _count_frames(table, ui, speed, fast)
    assert abs(frames - at_one / table.speed) <= 3, (at_one, frames, table.speed)


# ---- 10. the Busted bubble is seen until the next hand, not over its deal ---------------------------


def _busted_up(ui: ZhaJinHuaUI, seat: int) -> bool:
    from app.i18n import live, t

    return live(ui.bubbles.get(seat, ("", 0.0))[0]) == t("zjh.bubble.busted")


@pytest.mark.parametrize(("speed", "fast"), [(0.5, False), (1.0, False), (3.0, False), (1.0, True)])
def test_the_busted_bubble_is_seen_until_the_next_hand_and_not_over_its_deal(app: App, speed: float,
                                                                             fast: bool) -> None:
    """B3 goes out with no chips: "Busted" came up over B3 as the table waited 0.6 s before the next
    hand and stayed 2.0 s, so it floated over the next hand's deal at every speed. Now the table holds
    the bust for 1.0 s (at ×1, scaled) with the bubble up all that time, and the next hand begins with
    no bubble of the last: none is up while its cards are dealt."""
    table, ui = _hand_one_played(app, speed, bust=True)
    table.fast_forward = fast
    run_until(app, lambda: _busted_up(ui, 2))
    frames = 0
    while ui.hand_no == 1:
        assert _busted_up(ui, 2), frames
        app.run_frames(1)
        frames += 1
    assert frames >= 60 * 1.0 / table.speed - 2, (frames, table.speed)
    for frame in range(600):
        assert not ui.bubbles, (frame, ui.bubbles)
        if ui.dealt[table.viewer] == 3 and not table.busy:
            break
        app.run_frames(1)
    assert ui.dealt[table.viewer] == 3


def test_a_seat_with_no_chips_left_does_not_read_call(app: App, lang: str) -> None:
    """A seat still in the hand with no chips left (its ante took its last ones: it is put out at its turn;
    or it went all in to compare) still read "Blind · call 10" / "Seen · call 100" while the others played,
    though it has nothing to call with (seen in a played session: B4 "Chips 0 · Seen · call 100" during
    its all-in compares). Now it reads "No chips left to bet"; a seat with chips still says what a call
    costs it."""
    from app.games.zhajinhua.drawing import status_line
    from app.i18n import t

    table, ui = still_table(app, 4, (1280, 720), seed=3)
    ui.live[1] = ui.live[2] = True
    ui.seen[1], ui.seen[2] = False, True
    ui.stacks[1].set(0, instant=True)
    ui.stacks[2].set(0, instant=True)
    ui.stacks[3].set(500, instant=True)
    ui.live[3], ui.seen[3] = True, True
    assert status_line(ui, 1)[0] == t("zjh.status.no_chips")
    assert status_line(ui, 2)[0] == t("zjh.status.no_chips")
    assert status_line(ui, 3)[0] == t("zjh.status.seen", cost=f"{ui.stake_level * ui.base * 2:,}")
