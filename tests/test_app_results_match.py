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
