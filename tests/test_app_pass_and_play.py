"""Pass-and-play with AI seats between the people: the person who just played does not leave their
hand on the screen while the AI seats play; those plays are shown to the next person, through the
next person's eyes, once they have taken the screen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app import i18n
from app.games import playable_games
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from engine.registry import GAMES
from tests.apptools import finish_look, named_curtain


def _seats(game_id: str) -> list[SeatSetup]:
    """Two people with an AI seat after each, so AI seats always play between them."""
    players = min(4, GAMES[game_id].info.max_players)
    seats = [SeatSetup(True, "Ann"), SeatSetup(False, "Bot 1"), SeatSetup(True, "Bo"), SeatSetup(False, "Bot 2")]
    return seats[:players]


def _lift(app: App) -> None:
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    curtain.age = 1.0  # past the moment in which it ignores keys
    curtain.keys.quiet = curtain.keys.seconds  # and past its key grace (no key pressed lately)
    curtain.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))


def _people_left(table: TableScene) -> bool:
    state = table.session.state
    return not all(table.game.seat_done(state, s) for s in table.humans)


@pytest.mark.parametrize("game_id", playable_games())
def test_a_person_s_table_is_never_left_showing_while_ai_seats_play(app: App, game_id: str) -> None:
    app.settings = replace(app.settings, ai_delay_ms=300)  # AI seats take their time, as in play
    table = TableScene(app, game_id, _seats(game_id), {}, 21)
    app.reset(table)
    behind = still = 0
    for _ in range(12000):
        if table.session.is_over() or behind >= 4:
            break
        if isinstance(app.top, CurtainScene):
            if app.top.name is None:
                behind += 1
                for _ in range(3000):  # the AI seats play behind it until a person is to decide
                    if app.top.name is not None or not isinstance(app.top, CurtainScene):
                        break
                    app.run_frames(1)
            if isinstance(app.top, CurtainScene):
                _lift(app)
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        app.run_frames(1)
        if finish_look(app, table):  # the person who played sees what they got before the curtain
            still = 0
            continue
        if app.top is table and not table.busy and not table.session.is_over() and _people_left(table):
            deciding = table.session.decision().seats
            # On screen and still: the person at the screen is to decide, else the curtain comes down
            # (by the next frame: the frame an animation ends in only finishes it).
            still = still + 1 if table.viewer not in deciding else 0
            assert still < 2, f"{game_id}: the table shows seat {table.viewer} while {deciding} decide"
    assert behind >= 2, "AI seats should have played behind the curtain"


def test_ai_plays_behind_the_curtain_are_shown_to_the_next_person_through_their_eyes(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    faces: list[tuple[bool, Any]] = []  # (a curtain was on top, the card drawn face up)
    real_face = d99ui.card_face

    def spy(card: Any, w: int, h: int) -> Any:
        faces.append((isinstance(app.top, CurtainScene), card))
        return real_face(card, w, h)

    monkeypatch.setattr(d99ui, "card_face", spy)
    table = TableScene(app, "deadline99", _seats("deadline99"), {}, 5)
    app.reset(table)
    for _ in range(6000):  # up to the first time the curtain comes down for AI seats
        if isinstance(app.top, CurtainScene) and app.top.name is None:
            break
        if isinstance(app.top, CurtainScene):
            _lift(app)
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        app.run_frames(1)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name is None
    before = len(table.session.record.actions)
    faces.clear()
    named_curtain(app)
    assert app.top is curtain
    assert table.behind, "the AI seats' plays wait behind the curtain"
    assert len(table.session.record.actions) > before
    assert faces == [], "nothing is drawn under the curtain"
    nxt = table.behind_next
    assert nxt is not None and curtain.name == table.name(nxt)
    held = list(table.behind)
    _lift(app)
    assert table.viewer == nxt and table.busy
    # Every play made behind the curtain is animated, one after the other, as the next person may see it.
    seen_by_next = [[(e, table.game.event_for(e, nxt)) for e in events] for events in held]
    expected = [[(e, seen) for e, seen in batch if seen is not None] for batch in seen_by_next]
    assert list(table.queue) == expected[0] and list(table.later) == held[1:]
    told_before = len(table.log_events)
    shown: list[Any] = []
    real_begin = table.ui.begin

    def begin(seen: Any) -> float:
        shown.append(seen)
        return real_begin(seen)

    monkeypatch.setattr(table.ui, "begin", begin)
    for _ in range(4000):
        if not table.busy:
            break
        app.run_frames(1)
    assert not table.busy
    assert shown == [seen for batch in expected for _, seen in batch]
    assert len(table.log_events) - told_before == len(shown), "each play is told in the log as it is shown"


def test_when_the_person_who_had_the_screen_is_next_again_the_curtain_lifts_by_itself(app: App) -> None:
    """With Bo out, every round of AI plays brought the curtain down and then named Ann, who already
    had the screen, for a click: it lifts by itself then (nobody else may look, nobody to name).
    (A different person next is still named: the tests above.)"""
    table = TableScene(app, "deadline99", _seats("deadline99"), {}, 21)
    app.reset(table)
    for _ in range(3000):  # to the first person's decision
        if isinstance(app.top, CurtainScene) and app.top.name is not None:
            _lift(app)
        if app.top is table and table.viewer_legal():
            break
        app.run_frames(1)
    state = table.session.state
    hands = tuple(() if s == 2 else h for s, h in enumerate(state.hands))
    table.session.state = replace(state, alive=(True, True, False, True), hands=hands, out_order=(2,), turn=0)
    table.viewer = 0  # Ann has the screen and is to play
    table.ui.sync(table.view())
    played = len(table.session.record.actions)
    named: list[str] = []
    for _ in range(3):  # three rounds: Ann plays, the AI seats play behind the curtain, Ann again
        legal = table.viewer_legal()
        if table.session.is_over() or not legal:
            break
        table.submit(legal[0])
        for _ in range(4000):
            if isinstance(app.top, CurtainScene) and app.top.name is not None:
                named.append(app.top.name)
                _lift(app)
            if table.session.is_over() or (app.top is table and not table.busy and table.viewer_legal()):
                break
            app.run_frames(1)
    assert len(table.session.record.actions) - played >= 4, "Ann and the AI seats should have played"
    assert named == [], f"the curtain named {named} though Ann kept the screen"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_at_the_results_of_a_pass_and_play_game_says_no_you(app: App, lang: str) -> None:
    """At the results of a Deadline 99 game with two people the log still spoke to the last person
    at the screen ("You played ♥5", "You could not stay at 99…") while everyone reads it, and told
    that person's drawn cards. Once the results are up it names every seat, as for a watcher."""
    from app import i18n
    from app.scenes.results import ResultsScene

    i18n.set_language(lang)
    table = TableScene(app, "deadline99", _seats("deadline99"), {}, 21)
    app.reset(table)
    last_person_lines: list[str] = []
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, CurtainScene):
            _lift(app)
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        finish_look(app, table)
        app.run_frames(1)
        if table.session.is_over() and not isinstance(app.top, ResultsScene):
            last_person_lines = list(table.log_lines())
    assert isinstance(app.top, ResultsScene)
    you = i18n.t("d99.you")
    assert any(you in line for line in last_person_lines), "before the results the person reads of themselves"
    app.run_frames(1)
    lines = table.log_lines()
    assert lines and not any(you in line for line in lines), lines
    last = table.seats[table.viewer].name
    assert any(last in line for line in lines[-6:]), "the last person is named"


@pytest.mark.parametrize("seats", [("Ann", "Bo", None, None), ("Ann", None, "Bo", None)])
def test_every_person_at_a_zha_jin_hua_table_sees_the_standings_after_each_hand(app: App, seats: tuple[Any, ...]) -> None:
    """The standings between hands came up only for whoever had the screen when the hand ended; the
    next person took the screen at the next hand's deal, never told how the last one went. Standings
    are public: the curtain that names a person who has not seen them shows them, so after every hand
    both people have seen them (on the table, or on the curtain before they take the screen)."""
    from app.games.zhajinhua import overlays
    from tests.apptools import drawn_texts

    setup = [SeatSetup(True, name) if name else SeatSetup(False, f"Bot {k}") for k, name in enumerate(seats)]
    people = [k for k, name in enumerate(seats) if name]
    table = TableScene(app, "zhajinhua", setup, {}, 5)
    app.reset(table)
    ui: Any = table.ui
    seen: set[tuple[int, int]] = set()  # (hand, seat) that saw the standings after that hand
    title = {h: i18n.t("zjh.standings.title", n=h) for h in range(1, 8)}
    for _ in range(20000):
        state = table.session.state
        if state.hand_no >= 5 or table.session.is_over():
            break
        top = app.top
        if isinstance(top, CurtainScene):
            if top.name is not None:
                top.news_drawn = None  # drawn afresh (it keeps its news drawn once)
                with drawn_texts(overlays) as lines:
                    app.draw()
                named = next(s for s in people if table.name(s) == top.name)
                seen |= {(h, named) for h, text in title.items() if text in lines}
                _lift(app)
        elif top is table:
            if ui.standings is not None and ui.standings_shown():
                seen.add((ui.hand_no, table.viewer))
            if table.viewer_legal() and not table.busy:
                table.submit(table.viewer_legal()[0])
        app.run_frames(1)
    finished = table.session.state.hand_no - 1
    assert finished >= 3
    missed = [(h, s) for h in range(1, finished) for s in people if (h, s) not in seen]
    assert not missed, f"standings not seen (hand, seat): {missed}"
