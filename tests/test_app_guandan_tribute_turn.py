"""The person's own tribute turn as it comes, frame by frame at the real animation speed: the
"Tribute" banner, the tribute panel and the line on the button row once the tribute is paid."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from app import i18n
from app.main import App
from app.scenes.table import TableScene
from engine.games.guandan import Phase, Tribute
from engine.games.guandan import state as st
from engine.games.guandan.cards import parse, to_cards
from tests.apptools import quick_app
from tests.test_app_guandan import _my_lead, _set_hand, _ui

HAND = "♥2 ♠A ♦A ♣5 ♠3 ♣K"


@contextmanager
def tribute_due_to_me(lang: str, size: tuple[int, int], speed: float = 1.0) -> Iterator[tuple[App, TableScene]]:
    """A table at animation speed ``speed`` where the person (seat 0, last in the hand before) must pay
    tribute to B2 (1st): the engine's state is the tribute phase and the table begins showing its
    TributeDue as it would after a deal (the computer seats wait, so the phase stays)."""
    app = quick_app(animation_speed=speed, size=size)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        i18n.set_language(lang)
        app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
        ui = _ui(table)
        ui.last_places = (4, 1, 3, 2)
        _set_hand(table, HAND, phase=Phase.TRIBUTE, payers=(0,), receivers=(1,), pending=(None,) * 4, turn=0,
                  leader=0, top=None, tributes=(), returns=(), **{"table": (None,) * 4})
        table._enqueue((st.TributeDue((0,), (1,)),))
        yield app, table
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_the_tribute_banner_never_hides_the_tribute_panel_on_the_persons_turn(
        lang: str, size: tuple[int, int], speed: float) -> None:
    """The 2-second "Tribute" banner stood in the middle for about a second after the person's turn
    to pay had come: the cards and Pay tribute took clicks, but the panel saying what to do (and to
    whom) was held back until the banner went. The person's turn now comes as the banner goes: on
    every frame where they can choose, the panel is up and no banner is over it."""
    with tribute_due_to_me(lang, size, speed) as (app, table):
        ui = _ui(table)
        app.run_frames(1)
        assert ui.banner is not None and i18n.live(ui.banner["title"]) == i18n.t("gd.banner.tribute")
        banner_frames = chosen_frames = 0
        for _ in range(int(4 * 60 / speed)):
            app.run_frames(1)
            banner_frames += ui.banner is not None
            if ui.choosing_card():
                chosen_frames += 1
                assert ui.banner is None, "the banner is still up on the person's turn"
                assert ui.tribute_panel_up()
        assert chosen_frames > 0, "the person's turn never came"
        assert banner_frames >= int(1.6 * 60 / speed), "the banner was cut short"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_after_paying_the_button_row_says_from_the_start_whom_the_person_waits_for(lang: str) -> None:
    """Once the person had paid, the line in place of the buttons first said "Waiting for B2 to give
    back..." and, when the card had landed, "You paid ♠A to B2: waiting for B2 to give a card back...":
    it flipped between two texts. It now says the second from the start and does not change until
    the person's panel or turn changes."""
    with tribute_due_to_me(lang, (960, 600)) as (app, table):
        ui = _ui(table)
        for _ in range(400):
            app.run_frames(1)
            if ui.choosing_card():
                break
        assert ui.choosing_card()
        assert ui.submit(Tribute(to_cards(parse("♠A"))[0]))
        said = []
        for _ in range(180):
            app.run_frames(1)
            if not ui.shows_choice_buttons():
                line = ui.bar_line()
                if not said or said[-1] != line:
                    said.append(line)
        assert said == [i18n.t("gd.status.paid", card="♠A", name=table.name(1))], said


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_line_of_a_single_tribute_says_the_places_that_make_it_due(app: App, lang: str) -> None:
    """The log said who pays whom in a single tribute ("Tribute: P1 → B2.") but not why, where a
    double tribute's line names the places. It now names the payer's place in the hand before and
    the receiver's ("Last", "1st"), in both languages, also when the log is told again in the other
    language; with no hand end before it in the log, it says who pays whom as before."""
    from tests.apptools import seated_table

    i18n.set_language(lang)
    table = seated_table(app, "guandan", 4, (960, 600))
    table.tell([st.TributeDue((2,), (1,))], replace=True)
    assert table.log_lines()[-1] == i18n.t("gd.log.tribute_due", payers=table.name(2), receivers=table.name(1))
    table.tell([st.HandEnded((2, 1, 4, 3), 1, 1, (2, 2), (2, 3)), st.HandStarted(2, 3, 1, (2, 3), False),
                st.TributeDue((2,), (1,))], replace=True)
    for told in (lang, "en" if lang == "zh" else "zh"):
        i18n.set_language(told)
        line = table.log_lines()[-1]
        for word in (table.name(2), table.name(1), i18n.t("gd.place.4"), i18n.t("gd.place.1")):
            assert word in line, (word, line)
        assert line.index(table.name(2)) < line.index(table.name(1)), line


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_cards_clicked_under_the_tribute_banner_leave_no_selection_the_tribute_refuses(lang: str) -> None:
    """Under the "Tribute" banner (the person's wait before their turn to pay) a click, a drag or a
    Space on the hand selected any cards, two of them or a low card the rules do not let them pay,
    and the turn began with that selection. Now the hand takes no selection while the person waits:
    the turn begins with nothing selected (or only a card the tribute allows)."""
    import pygame

    from tests.apptools import post_mouse, press

    with tribute_due_to_me(lang, (1280, 720)) as (app, table):
        ui = _ui(table)
        app.run_frames(2)
        assert ui.banner is not None and not ui.choosing_card()
        cards = [str(c) for c in ui.model.cards]
        low = [cards.index("♣5"), cards.index("♠3")]
        for i in low:  # two clicks on two low cards
            post_mouse(pygame.MOUSEBUTTONDOWN, ui.fan.strips[i].center)
            post_mouse(pygame.MOUSEBUTTONUP, ui.fan.strips[i].center)
            app.run_frames(1)
        assert ui.model.selected == set(), [cards[i] for i in sorted(ui.model.selected)]
        a, b = ui.fan.strips[low[0]].center, ui.fan.strips[-1].center  # a rubber band over several
        post_mouse(pygame.MOUSEBUTTONDOWN, a)
        post_mouse(pygame.MOUSEMOTION, b)
        post_mouse(pygame.MOUSEBUTTONUP, b)
        app.run_frames(1)
        assert ui.model.selected == set(), [cards[i] for i in sorted(ui.model.selected)]
        press(app, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE)  # the keyboard's way
        assert ui.banner is not None and not ui.choosing_card(), "the wait ended before the test was done"
        assert ui.model.selected == set(), [cards[i] for i in sorted(ui.model.selected)]
        for _ in range(400):
            app.run_frames(1)
            if ui.choosing_card():
                break
        assert ui.choosing_card()
        chosen = ui.model.selected_cards()
        allowed = ui.allowed_cards() or set()
        assert len(chosen) <= 1 and all(c in allowed for c in chosen), chosen


def _told_one_by_one(table: TableScene, entries: list[st.Event]) -> list[str]:
    """The log as the table tells it in play: from empty, each event told as it comes."""
    table.tell([], replace=True)
    table.log_lines()
    for entry in entries:
        table.tell([entry])
        table.log_lines()
    return list(table.log_lines())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_log_told_again_says_each_hands_places_and_level(app: App, lang: str) -> None:
    """A log told again (the language changed) starts from its last 300 entries; the places and
    level it tracks came over from the end of the telling before, so the lines of an earlier hand
    were told with the last hand's: its tribute line named the wrong places ("P1 (1st) pays B2
    (Last)") and its wild card was no longer read as what it stood in for. The retelling now tracks
    them from the entries before its cut: it reads as the log told in play."""
    from engine.games.guandan import selection_plays
    from tests.apptools import seated_table

    table = seated_table(app, "guandan", 4, (960, 600))
    pair = selection_plays(to_cards(parse("♥4 ♠9")), 4, None)[0]  # level 4: ♥4 stands in for a 9
    entries: list[st.Event] = [
        st.HandStarted(1, 2, None, (2, 2), False), st.HandEnded((4, 1, 2, 3), 1, 2, (2, 2), (2, 4)),
        st.HandStarted(2, 4, 1, (2, 4), False),
        st.TributeDue((0,), (1,)), st.Played(2, pair), *[st.Passed(s % 4) for s in range(295)],  # cut here
        st.HandEnded((1, 3, 2, 4), 0, 3, (2, 4), (5, 4)), st.HandStarted(3, 5, 0, (5, 4), False),
        st.TributeDue((3,), (0,)),
    ]
    assert len(entries) - 300 == 3  # the retelling starts at hand 2's tribute line
    other = "en" if lang == "zh" else "zh"
    i18n.set_language(other)
    expected = _told_one_by_one(table, entries)
    i18n.set_language(lang)
    _told_one_by_one(table, entries)
    i18n.set_language(other)
    retold = table.log_lines()
    due = i18n.t("gd.log.tribute_due_place", payer=table.name(0), receiver=table.name(1),
                 place=i18n.t("gd.place.4"), first=i18n.t("gd.place.1"))
    assert due in expected and i18n.t("gd.wild_as", card="♥4", rank="9") in "".join(expected)
    assert retold[-len(expected):] == expected
