"""Zha Jin Hua played to its end at a real table: what the person sees as the last hand is shown, when a
bet is refused, and once the game is over."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

import app.games.zhajinhua.drawing as zjh_drawing
from app import i18n
from app.games.zhajinhua import ZhaJinHuaUI
from app.i18n import t
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games import zhajinhua as zjh
from tests.apptools import quick_app, drawn_text_rects, drawn_texts


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(animation_speed=4.0)
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _table(app: App, size: tuple[int, int], options: dict[str, object], seed: int, players: int = 4) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "zhajinhua", seats, options, seed)
    app.reset(table)
    table.on_resize(size)
    return table


def _calling(table: TableScene) -> None:
    """On the person's turn, they call (or take their first choice where they cannot)."""
    legal = table.viewer_legal()
    if legal:
        table.submit(zjh.Call() if zjh.Call() in legal else legal[0])


# ---- 1. "Game over" waits for the last hand -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_game_over_is_written_only_once_the_last_hand_has_been_shown(app: App, lang: str) -> None:
    """A one-hand game: the line above the person's cards said "Game over" (「牌局结束」) as soon as the
    engine had ended the session, while the last bets, the showdown and the pot still played out."""
    i18n.set_language(lang)
    table = _table(app, (960, 600), {"hands": 1}, seed=1)
    over = t("table.game_over")
    seen_still = False
    for _ in range(6000):
        _calling(table)
        with drawn_texts(zjh_drawing) as texts:
            app.run_frames(1)
        if over in texts:
            pending = [type(seen).__name__ for _, seen in table.queue]
            assert not table.busy, f"'{over}' written while the table still shows {pending or 'a wait'}"
            seen_still = True
        if table.finished_shown:
            break
    assert table.session.is_over() and table.finished_shown
    assert seen_still, f"'{over}' never written once the table was still"


# ---- 2. a refusal goes once a bet is taken --------------------------------------------------------------


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(1)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_refusal_goes_once_the_next_bet_is_taken(app: App, lang: str) -> None:
    """Compare [V] pressed before everyone had bet put up "You may compare only after every player…"; Call
    [C] pressed next was taken, yet the refusal stayed over the table for its three seconds, as if the call
    had been refused too."""
    from tests.apptools import run_until

    i18n.set_language(lang)
    table = _table(app, (960, 600), {}, seed=5)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    app.settings = replace(app.settings, ai_delay_ms=100_000)
    refusal = t("zjh.reason.compare_early")
    _key(app, pygame.K_v)
    assert app.toast.text == refusal and app.toast.left > 0
    before = len(table.session.record.actions)
    _key(app, pygame.K_c)
    assert table.session.record.actions[before:] == ((0, zjh.Call()),)
    app.run_frames(2)
    assert app.toast.left <= 0 or app.toast.text != refusal, "the refusal still stands after the call"
    # A message that is no refusal (a save's warning) stays for its time when the person bets.
    app.settings = replace(app.settings, ai_delay_ms=0)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    app.toast.show("saved", 3.0)
    _key(app, pygame.K_c if zjh.Call() in table.viewer_legal() else pygame.K_f)
    assert len(table.session.record.actions) > before + 1
    assert app.toast.text == "saved" and app.toast.left > 0


# ---- 3. the results say when each broke player went out ---------------------------------------------------


def _played_to_the_end(app: App, size: tuple[int, int], seed: int = 3) -> TableScene:
    """A four-seat game of 60 chips each, base 10, played until one player holds every chip (the person
    calling), its results up."""
    from app.scenes.results import ResultsScene

    table = _table(app, size, {"start_chips": 60, "base": 10, "hands": 0}, seed)
    app.settings = replace(app.settings, animation_speed=8.0)
    for _ in range(40000):
        if isinstance(app.top, ResultsScene):
            break
        _calling(table)
        app.run_frames(1)
    assert isinstance(app.top, ResultsScene)
    app.run_frames(2)
    return table


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_say_in_which_hand_each_broke_player_went_out(app: App, lang: str) -> None:
    """The results listed the broke below the winner as "2. B3 — 0 chips (-60)", "3. B2 — 0 chips (-60)":
    who lasted longer was only told by the order."""
    import re

    from app.scenes.results import ResultsScene

    i18n.set_language(lang)
    table = _played_to_the_end(app, (1280, 720))
    state = table.session.state
    gone = {table.name(s): state.busted_in[s] for s in range(state.players) if state.busted_in[s]}
    assert len(gone) >= 2, "the game should have broke players"
    results = app.top
    assert isinstance(results, ResultsScene)
    for name, hand in gone.items():
        line = next(line for line in results.lines if re.match(rf"\d+\. {name}\b", line))
        said = t("zjh.result.out_in", n=hand)
        assert said in line and str(hand) in said, line
    winner = next(s for s in range(state.players) if state.stacks[s])
    line = next(line for line in results.lines if re.match(rf"\d+\. {table.name(winner)}\b", line))
    assert t("zjh.result.out_in", n=state.hand_no) not in line


# ---- 5. no "watching" bar once the game is over ---------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_broke_person_is_no_longer_told_they_are_watching_once_the_game_is_over(app: App, lang: str,
                                                                                   size: tuple[int, int]) -> None:
    """P1 went broke in hand 3; under the results the bar still said "You have no chips left: you are
    watching the rest of the game." (「你的筹码已经输光，正在观看余下的牌局。」) with nothing left to watch."""
    import app.games.zhajinhua.ui as zjh_ui

    i18n.set_language(lang)
    table = _played_to_the_end(app, size)
    assert table.session.state.busted_in[0], "the person should have gone broke"
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    with drawn_texts(zjh_ui) as texts:
        app.run_frames(1)
    for note in (t("zjh.watching"), t("zjh.watching_fast")):
        assert note not in texts
    assert ui.watching_note() == ""


# ---- the compare's VS disc ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_vs_disc_hides_no_hand_name(app: App, lang: str) -> None:
    """Five seats at 960×600, the person comparing with B4 across the table: the VS disc sat in the middle
    of the line, right on B4's "High card" (「单张」) under its cards."""
    from app.games.zhajinhua.text import class_name

    i18n.set_language(lang)
    table = _table(app, (960, 600), {}, seed=3, players=5)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    for _ in range(3000):
        legal = table.viewer_legal()
        if legal:
            compares = [a for a in legal if isinstance(a, zjh.Compare)]
            table.submit(compares[-1] if compares else (zjh.Call() if zjh.Call() in legal else legal[0]))
        app.run_frames(1)
        if ui.compare_line is not None and ui.revealed:
            break
    assert ui.compare_line is not None and ui.revealed, "the person should have compared"
    with drawn_text_rects(zjh_drawing) as texts:
        ui.draw(app.screen)
    names = {class_name(hand) for seat, hand in ui.revealed.items() if seat != table.viewer}
    labels = [rect for text, rect in texts if text in names]
    assert labels
    (vs,) = [rect for text, rect in texts if text == "VS"]
    disc = pygame.Rect(0, 0, 2 * ui.px(22), 2 * ui.px(22))
    disc.center = vs.center
    assert disc.collidelist(labels) < 0, (disc, labels)


@pytest.mark.parametrize("speed", [1.0, 2.0, 4.0])
def test_the_compare_line_is_gone_when_the_standings_come_up(app: App, speed: float) -> None:
    """Three seats, the person's compare ending the hand: at animation speed ×2 or ×4 the compare line and
    its VS disc (timed in real seconds) were still drawn beside and under the standings panel, the
    compare long over."""
    import app.games.zhajinhua.drawing as drawing

    i18n.set_language("en")
    app.settings = replace(app.settings, animation_speed=speed)
    table = _table(app, (1280, 720), {}, seed=2, players=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    compared = standings = False
    for _ in range(4000):
        legal = table.viewer_legal()
        if legal:
            compares = [a for a in legal if isinstance(a, zjh.Compare)]
            table.submit(compares[0] if compares else (zjh.Call() if zjh.Call() in legal else legal[0]))
        with drawn_texts(drawing) as texts:
            app.run_frames(1)
        compared = compared or ui.compare_line is not None
        if ui.standings is not None and ui.standings_shown():
            standings = True
            assert "VS" not in texts and ui.compare_line is None, "the compare line is drawn with the standings"
        if ui.hand_no >= 2:
            break
    assert compared and standings


@pytest.mark.parametrize("speed", [1.0, 2.0, 4.0])
def test_the_compare_bubbles_go_with_the_compare_line(app: App, speed: float) -> None:
    """Three seats, the person comparing: "Wins the compare" / "Loses the compare" were timed in real
    seconds while the compare line runs at the table's speed, so at ×2 or ×4 they stayed up well after it."""
    i18n.set_language("en")
    app.settings = replace(app.settings, animation_speed=speed)
    table = _table(app, (1280, 720), {}, seed=2, players=3)
    ui = table.ui
    assert isinstance(ui, ZhaJinHuaUI)
    words = {t("zjh.bubble.won_compare"), t("zjh.bubble.lost_compare")}
    seen_with_line = ended = 0
    for _ in range(4000):
        legal = table.viewer_legal()
        if legal:
            compares = [a for a in legal if isinstance(a, zjh.Compare)]
            table.submit(compares[0] if compares else (zjh.Call() if zjh.Call() in legal else legal[0]))
        line_before = ui.compare_line is not None
        app.run_frames(1)
        bubbles = [i18n.live(text) for text, _ in ui.bubbles.values() if i18n.live(text) in words]
        if ui.compare_line is not None and bubbles:
            seen_with_line += 1
        if line_before and ui.compare_line is None:
            ended += 1
            assert not bubbles, f"{bubbles} still up when the compare line went, at ×{speed:g}"
        if ui.hand_no >= 3:
            break
    assert seen_with_line and ended
