"""The "Waiting for ..." line of every game's table: it names the seats the table waits for (several at
once as a list), never the person at the screen (their own decision is theirs to make, even while the
last move is still being shown), and nothing at all in the replay viewer."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

from ai.base import RandomPolicy
from app import i18n
from app.main import App
from app.scenes.replay import ReplayScene
from app.scenes.table import SeatSetup, TableScene
from app.ui import widgets
from tests.apptools import finished_record, quick_app, seated_table

GAMES = ("deadline99", "stars_and_storms", "zhajinhua", "xianshi_tongxing", "guandan")
NEVER = 10**9  # AI seats wait for the test to act for them
NAMES = ("P1", "B2", "B3", "B4")  # as tests.apptools.seated_table names a four-seat table


@contextmanager
def screen_texts() -> Iterator[list[str]]:
    """Every text written with ``blit_text`` (by any module) while the block runs."""
    texts: list[str] = []
    real = widgets.render_text

    def spy(text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real(text, *args, **kwargs)

    widgets.render_text = spy
    try:
        yield texts
    finally:
        widgets.render_text = real


def waiting_lines(texts: list[str]) -> list[str]:
    """The texts shaped as the table's waiting line: "Waiting for …..." / "等待 ……" (a log entry wrapped
    after "否决——" also starts with "等待" but does not end as the waiting line does)."""
    prefix, suffix = (part.strip() for part in i18n.t("table.waiting_for", name="\0").split("\0"))
    return [text for text in texts if text.startswith(prefix) and text.endswith(suffix)]


@pytest.fixture()
def app() -> Iterator[App]:
    a = quick_app(ai_delay_ms=NEVER)
    i18n.set_language("en")  # after the app, which takes its language from the settings
    yield a
    a.shutdown()
    i18n.set_language("zh")


def _act(table: TableScene, policy: RandomPolicy) -> None:
    """The next move, an AI seat's first when the person and AI seats decide at once (so the person
    still has to act while the AI's move is being shown)."""
    seats = table.session.decision().seats
    ai = [s for s in seats if not table.is_human(s)]
    if ai:
        table.perform(ai[0], table._thinker(ai[0])())
    else:
        table.submit(policy.choose(table.view(), table.viewer_legal()))


@pytest.mark.parametrize("game", GAMES)
def test_the_table_waits_for_the_seats_that_decide_and_never_for_the_person_at_the_screen(
        app: App, game: str) -> None:
    table = seated_table(app, game, 4, (1280, 720), seed=2)
    policy = RandomPolicy(4)
    me = table.name(table.viewer)
    named = person_due_while_busy = 0
    with screen_texts() as texts:
        for _ in range(45):
            for _ in range(3000):  # the move is shown; the line is read on every frame
                texts.clear()
                busy = table.busy
                app.run_frames(1)
                for line in waiting_lines(texts):
                    assert me not in line, (game, line)
                    assert "…" not in line, (game, line)  # the font's centred CJK ellipsis
                if table.session.is_over():
                    return
                if busy and table.viewer in table.session.decision().seats:
                    person_due_while_busy += 1
                if not busy and not table.busy:
                    break
            seats = table.session.decision().seats
            lines = waiting_lines(texts)
            if lines and not table.viewer_legal():
                for line in lines:
                    for s in range(4):
                        assert (table.name(s) in line) == (s in seats), (game, seats, line)
                named += 1
            _act(table, policy)
    assert named >= 3, named
    assert person_due_while_busy, "the person's decision never came while a move was still shown"


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_viewer_waits_for_nobody(app: App, game: str) -> None:
    record, _ = finished_record(game, 5, NAMES)
    viewer = ReplayScene(app, record)
    app.push(viewer)
    last = len(viewer.states) - 1
    with screen_texts() as texts:
        for seat in (0, 1):
            for index in range(0, last + 1, max(1, last // 40)):
                viewer.jump(index)
                texts.clear()
                app.run_frames(1)
                assert waiting_lines(texts) == [], (game, seat, index)
            viewer.next_seat()


def _frames_until_still(app: App, table: TableScene, texts: list[str]) -> list[str]:
    """Run until the table is still, checking on every frame that no line waits for the person; the
    waiting lines of the last frame."""
    me = table.name(table.viewer)
    for _ in range(3000):
        texts.clear()
        busy = table.busy
        app.run_frames(1)
        lines = waiting_lines(texts)
        assert not any(me in line for line in lines), lines
        if not busy and not table.busy:
            return lines
    raise AssertionError("the table never came to rest")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_xianshi_waits_for_every_seat_a_window_still_asks_but_the_person(app: App, lang: str) -> None:
    from engine.games.xianshi_tongxing.actions import Decline, Play
    from engine.games.xianshi_tongxing.cards import Card
    from engine.games.xianshi_tongxing.state import Phase

    i18n.set_language(lang)
    table = TableScene(app, "xianshi_tongxing", [SeatSetup(True, "P1")] + [SeatSetup(False, n) for n in NAMES[1:]],
                       {"judge_prompt": "all"}, 7)  # every window asks every other living seat
    app.reset(table)
    state = table.session.state
    hands = list(state.hands)
    hands[1] = (Card.QIANGYU, Card.QIANGYU, Card.LUGUO)
    table.session.state = replace(state, hands=tuple(hands), turn=1, phase=Phase.PLAY)
    table.ui.sync(table.view())
    with screen_texts() as texts:
        _frames_until_still(app, table, texts)
        # 强欲 opens a window for every other seat; the person answers first, two AI seats are left
        table.perform(1, Play(Card.QIANGYU))
        assert _frames_until_still(app, table, texts) == [] and table.session.decision().seats == (2, 3, 0)
        assert table.submit(Decline()) is None
        lines = _frames_until_still(app, table, texts)
        assert len(lines) == 2 and all(i18n.join_names(["B3", "B4"]) in line for line in lines), lines
        assert not any(table.name(s) in line for line in lines for s in (0, 1))
        table.perform(2, Decline())
        table.perform(3, Decline())
        _frames_until_still(app, table, texts)
        # the second window: B3 answers first, and the person is still asked while that is shown
        table.perform(1, Play(Card.QIANGYU))
        _frames_until_still(app, table, texts)
        table.perform(2, Decline())
        lines = _frames_until_still(app, table, texts)
        assert table.session.decision().seats == (3, 0) and table.viewer_legal() and lines == []
        assert table.submit(Decline()) is None
        lines = _frames_until_still(app, table, texts)
    assert table.session.decision().seats == (3,)
    assert len(lines) == 2 and all("B4" in line and "B3" not in line for line in lines), lines


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_guandan_waits_for_both_payers_of_a_double_tribute_never_for_the_person(app: App, lang: str) -> None:
    from engine.games.guandan import Phase, Tribute

    i18n.set_language(lang)
    table = seated_table(app, "guandan", 4, (1280, 720), seed=3, frames=2)
    changes = dict(phase=Phase.TRIBUTE, pending=(None,) * 4, leader=0, top=None, tributes=(), returns=(),
                   table=(None,) * 4)
    with screen_texts() as texts:
        _frames_until_still(app, table, texts)
        table.session.state = replace(table.session.state, payers=(1, 3), receivers=(0, 2), turn=1, **changes)
        table.ui.sync(table.view())
        lines = _frames_until_still(app, table, texts)
        expected = i18n.t("gd.status.wait_tribute", name=i18n.join_names(["B2", "B4"]))
        assert lines and set(lines) == {expected}, lines
        table.session.state = replace(table.session.state, payers=(0, 2), receivers=(1, 3), turn=0, **changes)
        table.ui.sync(table.view())
        assert _frames_until_still(app, table, texts) == [] and table.viewer_legal()
        tribute = [a for a in table.game.legal_actions(table.session.state, 2) if isinstance(a, Tribute)][0]
        table.perform(2, tribute)  # the partner pays first: the person's tribute is due while it is shown
        assert _frames_until_still(app, table, texts) == [] and table.viewer_legal()
        assert table.submit(table.viewer_legal()[0]) is None
        _frames_until_still(app, table, texts)


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_viewer_never_asks_the_watcher_to_play_a_recorded_persons_turn(app: App, game: str) -> None:
    record, _ = finished_record(game, 5, NAMES)
    record = replace(record, seat_kinds=("human",) + record.seat_kinds[1:])  # P1 was a person
    viewer = ReplayScene(app, record)
    app.push(viewer)
    assert viewer.table.is_human(0) and viewer.table.viewer == 0
    prompts = {i18n.t(key) for key in ("d99.your_turn", "sns.your_turn", "zjh.your_turn", "gd.status.lead",
                                       "xt.status.reaction", "xt.status.choose")}
    turns = 0
    with screen_texts() as texts:
        for index, state in enumerate(viewer.states):
            if 0 not in viewer.table.game.decision(state).seats:
                continue
            turns += 1
            viewer.jump(index)
            texts.clear()
            app.run_frames(1)
            assert viewer.table.viewer_legal() == (), (game, index)
            assert not prompts & set(texts), (game, index, prompts & set(texts))
    assert turns
