"""The results screen after a match (Guandan to A, several rounds or hands) says so, and lists
the winning team first."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app import i18n
from app.main import App
from app.scenes import results as results_module
from app.scenes.results import ResultsScene
from engine.core import Outcome
from tests.apptools import drawn_texts, seated_table

MATCH = {"en": "Match over", "zh": "比赛结束"}
GAME = {"en": "Game over", "zh": "牌局结束"}


def _title(app: App, table: object, outcome: Outcome) -> list[str]:
    results = ResultsScene(app, table, outcome)  # type: ignore[arg-type]
    app.push(results)
    try:
        with drawn_texts(results_module) as texts:
            app.draw()
    finally:
        app.pop()
    return texts


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_finished_match_is_titled_match_over(lang: str) -> None:
    """A Guandan match lost by the person's team (many hands, to A), a Stars and Storms match of
    rounds and a Zha Jin Hua session of several hands were all titled "Game over" (牌局结束). They
    now read "Match over" (比赛结束); a single game (Deadline 99, one hand of Zha Jin Hua) keeps
    "Game over"."""
    app = App(headless=True, size=(1280, 720))
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, (1280, 720), seed=3)
        table.session.state = replace(table.session.state, levels=(9, 14), hand_no=7)
        texts = _title(app, table, Outcome((1, 3), (9.0, 14.0, 9.0, 14.0)))
        assert MATCH[lang] in texts and GAME[lang] not in texts, texts

        table = seated_table(app, "stars_and_storms", 3, (1280, 720), seed=3)
        texts = _title(app, table, Outcome((1,), (0.0, 1.0, 0.0)))
        assert MATCH[lang] in texts and GAME[lang] not in texts, texts

        table = seated_table(app, "zhajinhua", 3, (1280, 720), seed=3)
        table.session.state = replace(table.session.state, hand_no=5)
        texts = _title(app, table, Outcome((1,), (0.0, 1.0, 0.0)))
        assert MATCH[lang] in texts and GAME[lang] not in texts, texts
        table.session.state = replace(table.session.state, hand_no=1)
        texts = _title(app, table, Outcome((1,), (0.0, 1.0, 0.0)))
        assert GAME[lang] in texts and MATCH[lang] not in texts, texts

        table = seated_table(app, "deadline99", 4, (1280, 720), seed=3)
        texts = _title(app, table, Outcome((1,), (0.0, 1.0, 0.0, 0.0)))
        assert GAME[lang] in texts and MATCH[lang] not in texts, texts
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_winning_guandan_team_is_listed_first(lang: str) -> None:
    """The results listed P1 & B3 (team 0) first even when B2 & B4 had won: the losers' line over
    the winners'. The winning team's line now comes first, whichever team it is."""
    app = App(headless=True, size=(1280, 720))
    i18n.set_language(lang)
    try:
        table = seated_table(app, "guandan", 4, (1280, 720), seed=3)
        table.session.state = replace(table.session.state, levels=(9, 14), hand_no=7)
        for winners, first, second in (((1, 3), "B2", "P1"), ((0, 2), "P1", "B2")):
            lines = table.ui.result_lines(Outcome(winners, (0.0,) * 4))
            assert lines[0].startswith(first) and lines[1].startswith(second), lines
            won = i18n.t("gd.result.team_won", a="x", b="y", level="A").split("A", 1)[1]
            assert lines[0].endswith(won) and not lines[1].endswith(won), lines
    finally:
        i18n.set_language("zh")
        app.shutdown()


NEW_MATCH = {"en": "New match", "zh": "再来一场"}
AGAIN = {"en": "Play again", "zh": "再来一局"}


def _again_label(app: App, table: object) -> str:
    results = ResultsScene(app, table, Outcome((1,), (0.0,) * len(table.seats)))  # type: ignore[attr-defined, arg-type]
    return results.buttons[0].label()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game_id, players, options, match", [
    ("guandan", 4, {}, True),                         # to A
    ("guandan", 4, {"hands": 6}, True),
    ("guandan", 4, {"hands": 1}, False),              # a single hand
    ("stars_and_storms", 3, {}, True),                # five rounds
    ("stars_and_storms", 3, {"rounds": 1}, False),
    ("zhajinhua", 3, {}, True),                       # twenty hands
    ("zhajinhua", 3, {"hands": 0}, True),             # no limit
    ("zhajinhua", 3, {"hands": 1}, False),
    ("deadline99", 4, {}, False),
    ("xianshi_tongxing", 4, {}, False),
])
def test_the_again_button_says_it_starts_a_new_match(lang: str, game_id: str, players: int,
                                                     options: dict[str, int], match: bool) -> None:
    """After a Guandan, Stars and Storms or Zha Jin Hua match the button read "再来一局" (one more
    hand) though it starts a whole new match. Where its new game is a match of several hands or
    rounds it now reads "再来一场" / "New match"; where it is one game, "再来一局" / "Play again"."""
    from app.scenes.table import SeatSetup, TableScene

    app = App(headless=True, size=(1280, 720))
    i18n.set_language(lang)
    try:
        seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
        table = TableScene(app, game_id, seats, options, 3)
        app.reset(table)
        app.run_frames(1)
        label = _again_label(app, table)
        want, other = (NEW_MATCH, AGAIN) if match else (AGAIN, NEW_MATCH)
        assert label.startswith(want[lang]) and other[lang] not in label, label
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_stars_and_storms_game_of_one_round_is_not_called_a_match(lang: str) -> None:
    """With the table option rounds = 1 the end screen was titled "Match over" (比赛结束) and the
    round's panel closed on "The match is over: B2 wins the match", though only one round was
    played. One round is now one game: "Game over" (牌局结束), and the panel says the game is
    over and who won it; a match of several rounds keeps its match words."""
    from app.games.stars_and_storms.summary import RoundSummary
    from engine.games.stars_and_storms.model import RoundResult

    app = App(headless=True, size=(1280, 720))
    i18n.set_language(lang)
    try:
        for rounds, title, other in ((1, GAME, MATCH), (3, MATCH, GAME)):
            table = seated_table(app, "stars_and_storms", 3, (1280, 720), seed=3)
            table.session.state = replace(table.session.state, rounds=rounds)
            texts = _title(app, table, Outcome((1,), (0.0, 1.0, 0.0)))
            assert title[lang] in texts and other[lang] not in texts, (rounds, texts)
            result = RoundResult(rounds, (1,), (0, 2, 0), (0, 9, 0), 1, None, (0, 0, 0), ())
            summary = RoundSummary(result, (0, 1, 0), (0, 0, 0), rounds, False, True, 0, False, match_winners=(1,))
            line = summary.next_line(table.name)
            said_match = i18n.t("sns.sum.match_won", names="B2", n=1)
            assert (line == said_match) is (rounds > 1), (rounds, line)
            assert "B2" in line
    finally:
        i18n.set_language("zh")
        app.shutdown()
