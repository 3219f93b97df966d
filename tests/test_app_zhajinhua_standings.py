"""The Zha Jin Hua standings between hands: their countdown, what they leave of the winner's tag, and the
compare's VS disc placed once a frame."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

import app.games.zhajinhua.overlays as zjh_overlays
from app import i18n
from app.games.zhajinhua import ZhaJinHuaUI
from app.i18n import t
from app.main import App
from app.scenes.table import TableScene
from engine.games import zhajinhua as zjh
from tests.apptools import drawn_texts, quick_app, run_until
from tests.zjh_tables import still_table


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


def hand_one_played(app: App, speed: float, bust: bool) -> tuple[TableScene, ZhaJinHuaUI]:
    """A three-seat table at animation speed ``speed`` whose first hand has just been played (B3 folds,
    the other two call until one opens), its end still to be shown; with ``bust``, B3 had no chips
    left after its ante and goes out after the hand."""
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
            legal = table.game.legal_actions(state, state.turn)
            table.perform(state.turn, zjh.Open() if zjh.Open() in legal else zjh.Call())
    return table, ui


def countdown(app: App, ui: ZhaJinHuaUI) -> int | None:
    """The number the standings' "Continues in N s" says this frame (None: no countdown drawn)."""
    with drawn_texts(zjh_overlays) as texts:
        ui.draw_overlay(app.screen)
    said = [n for n in range(1, 60) for text in texts if text == t("zjh.standings.continue", n=n)]
    return said[0] if said else None


# ---- 1. the countdown counts the whole wait, a bust's pause included ------------------------------


@pytest.mark.parametrize("speed", [0.5, 1.0, 3.0])
@pytest.mark.parametrize("bust", [True, False])
def test_the_standings_countdown_never_goes_up_and_counts_the_whole_wait(app: App, lang: str, speed: float,
                                                                         bust: bool) -> None:
    """At ×0.5, with a seat going broke in the hand, "Continues in 1 s" went back up to "2 s": the count
    was of the pot's pause alone, and the bust's pause came after it with the panel still up. Now every
    frame it says the real seconds the panel has left, rounded up: it never goes up, it ends on 1, and
    it is never less than the time the panel then stays."""
    table, ui = hand_one_played(app, speed, bust)
    run_until(app, lambda: ui.standings is not None and ui.standings_shown())
    said: list[int] = []
    while ui.standings is not None:
        n = countdown(app, ui)
        if n is not None:
            said.append(n)
        app.run_frames(1)
    assert said and said[-1] == 1, said
    assert said == sorted(said, reverse=True), f"the countdown went up: {said}"
    frames = len(said)  # one a frame, the panel's last frame included
    for k, n in enumerate(said):
        left = (frames - k) / 60  # real seconds the panel stays from this frame on
        assert n >= left - 1 / 60 - 1e-9, (k, n, left, said)
        assert n < left + 1 + 1 / 60, (k, n, left, said)


# ---- 2. the winner's tag is whole or not drawn while the standings are up ---------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_winner_s_tag_is_never_half_under_the_standings(app: App, lang: str, size: tuple[int, int],
                                                            players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The "Winner" tag by the winning hand's name stood half under the standings panel between hands (at
    960×600 and at 1280×720 with four seats or more). For every seat winning, all hands shown, the tag is
    now drawn clear of the panel or not at all; and with the panel down it is drawn for every winner."""
    import app.games.zhajinhua.drawing as zjh_drawing
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    tags: list[pygame.Rect] = []
    real_pill = zjh_drawing.pill

    def spy(surface: pygame.Surface, text: str, size: int, alpha: int = 255, **where: tuple[int, int]) -> pygame.Rect:
        box = real_pill(surface, text, size, alpha, **where)
        if text == t("zjh.winner_tag"):
            tags.append(box)
        return box

    monkeypatch.setattr(zjh_drawing, "pill", spy)
    hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 5s", "4c 3c 2c", "As Kd 2h"]
    ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
    ui.my_cards = ui.revealed[0].cards
    panel = zjh_overlays.standings_rect(ui, players)
    for winner in range(players):
        stacks = tuple(1500 if s == winner else 900 for s in range(players))
        award = zjh.PotAwarded(600, (winner,), (600,), stacks)
        ui.winners = (winner,)
        ui.standings, ui.result, ui.winnings_due = None, None, 0
        tags.clear()
        ui.draw(app.screen)
        assert len(tags) == 1, (winner, tags)  # no standings: the tag is there
        ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
        assert ui.standings_shown()
        tags.clear()
        ui.draw(app.screen)
        ui.draw_overlay(app.screen)
        assert len(tags) <= 1, tags
        assert not any(tag.colliderect(panel) for tag in tags), (winner, tags, panel)


# ---- 3. the VS disc's place is searched for once, not twice a frame -----------------------------------


def test_the_vs_disc_s_place_is_searched_for_once_while_nothing_it_keeps_off_moves(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """While a compare's line showed, every frame searched for the VS disc's place twice (for the tie drawn
    under the seats and for the disc over them). Now a frame searches once, later frames not at all while
    nothing the disc keeps off has moved, and again as soon as something has (a bubble, the seats
    compared); the place is the one a fresh search finds."""
    import app.games.zhajinhua.drawing as zjh_drawing
    from engine.games.zhajinhua.rules import shown
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, 5, (960, 600))
    searches: list[zjh_drawing.VsPlace] = []
    real_search = zjh_drawing.find_vs_place

    def counted(*args: object) -> zjh_drawing.VsPlace:
        searches.append(real_search(*args))  # type: ignore[arg-type]
        return searches[-1]

    def fresh() -> zjh_drawing.VsPlace:
        with monkeypatch.context() as m:
            m.setattr(zjh_drawing, "find_vs_place", real_search)
            ui.vs_cache = None
            return zjh_drawing.vs_place(ui, zjh_drawing.hand_labels(ui))

    monkeypatch.setattr(zjh_drawing, "find_vs_place", counted)
    ui.compare_line = (1, 3, 100.0)
    ui.draw(app.screen)
    assert len(searches) == 1, searches
    for _ in range(3):
        ui.draw(app.screen)
    assert len(searches) == 1, searches
    assert searches[-1] == fresh()
    ui.revealed = {s: shown(s, ids(h)) for s, h in ((1, "Qh Jh 10h"), (3, "Ks Kc Kd"))}
    ui.bubbles = {1: ("Wins 600", 2.0), 3: ("Lost", 2.0)}
    ui.draw(app.screen)
    assert len(searches) == 2, searches
    changed = searches[-1]
    assert changed == fresh()
    ui.compare_line = (2, 4, 100.0)
    ui.draw(app.screen)
    assert len(searches) == 3, searches
    again = searches[-1]
    assert again == fresh()
    ui.compare_line = (1, 3, 100.0)
    ui.draw(app.screen)
    assert len(searches) == 4, searches
    assert searches[-1] == changed == fresh()


# ---- 4. the hands' names are whole or not drawn while the standings are up --------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_hand_s_name_is_cut_by_the_standings(app: App, lang: str, size: tuple[int, int], players: int) -> None:
    """Between hands the names of the shown hands by the side seats' cards ("High card", "单张") were cut by
    the standings panel's edge, at 960×600 with any number of seats and at 1280×720 with five or six. Now
    a name the panel would cut is not drawn while it is up; with it down every name is drawn."""
    import app.games.zhajinhua.drawing as zjh_drawing
    from app.games.zhajinhua.text import class_name
    from engine.games.zhajinhua.rules import shown
    from tests.apptools import drawn_text_rects
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 9s", "4c 8c 2c", "As Kd Qh"]  # six classes, none twice
    ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
    ui.my_cards = ui.revealed[0].cards
    names = {class_name(ui.revealed[s]) for s in range(1, players)}
    panel = zjh_overlays.standings_rect(ui, players)
    award = zjh.PotAwarded(600, (1,), (600,), tuple(1500 if s == 1 else 900 for s in range(players)))
    ui.winners, ui.winnings_due = (1,), 0
    with drawn_text_rects(zjh_drawing) as drawn:
        ui.draw(app.screen)
    assert len([text for text, _ in drawn if text in names]) == players - 1
    ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
    assert ui.standings_shown()
    with drawn_text_rects(zjh_drawing) as drawn:
        ui.draw(app.screen)
    mine = class_name(ui.revealed[0])  # the person's, beside their cards
    cut = [(text, rect) for text, rect in drawn if text in names | {mine} and rect.colliderect(panel)]
    assert not cut, (cut, panel)


# ---- 5. the session's end: no betting bar, and the last standings say the results come next ----------


def last_hand_played(app: App, speed: float, bust: bool) -> tuple[TableScene, ZhaJinHuaUI]:
    """A three-seat session of one hand at animation speed ``speed``, played to its end (everyone calls
    until someone opens), the end still to be shown; with ``bust``, B3 had only its ante, folds and goes
    broke."""
    app.settings = replace(app.settings, animation_speed=speed)
    table, ui = still_table(app, 3, (1280, 720), seed=5, options={"hands": 1})
    session = table.session
    if bust:
        session.state = replace(session.state, stacks=(*session.state.stacks[:2], 0))
    while not session.is_over():
        state = session.state
        legal = table.game.legal_actions(state, state.turn)
        if state.stacks[state.turn] == 0:
            table.perform(state.turn, zjh.Fold())
        else:
            table.perform(state.turn, zjh.Open() if zjh.Open() in legal else zjh.Call())
    return table, ui


def said_on_the_panel(app: App, ui: ZhaJinHuaUI) -> list[str]:
    with drawn_texts(zjh_overlays) as texts:
        ui.draw_overlay(app.screen)
    return texts


@pytest.mark.parametrize("bust", [True, False])
def test_the_end_shows_no_betting_bar_and_the_last_standings_count_to_the_results(app: App, lang: str,
                                                                                   bust: bool) -> None:
    """Once the last hand's pot was awarded, the betting bar stood greyed under the last standings and on
    its own for 1.7 s after them, until the results came; and the last panel said "Continues in N s · click
    or press Space to go on now" though the results, not a hand, came next. Now from the last award on no
    betting button (nor Hint) is drawn; the last panel stays up until the results come and says so, its
    count never going up, ending on 1, and never short of the real time left."""
    from app.games.zhajinhua import widgets
    from app.scenes.results import ResultsScene

    table, ui = last_hand_played(app, 1.0, bust)
    drawn: list[object] = []
    real_draw = widgets.ActionButton.draw

    def spy(button: widgets.ActionButton, surface: pygame.Surface) -> None:
        drawn.append(button)
        real_draw(button, surface)

    widgets.ActionButton.draw = spy  # type: ignore[method-assign]
    try:
        run_until(app, lambda: ui.result is not None)  # the last pot is being awarded
        said: list[int] = []
        frames_after = 0
        while not isinstance(app.top, ResultsScene):
            drawn.clear()
            app.run_frames(1)
            assert isinstance(app.top, ResultsScene) or not drawn, "a betting button was drawn after the end"
            assert not ui.hint_shown() and not ui.watching_note()
            if isinstance(app.top, ResultsScene):
                break
            texts = said_on_the_panel(app, ui)
            assert not any(t("zjh.standings.continue", n=n) in texts for n in range(1, 60)), texts
            shown = [n for n in range(1, 60) if t("zjh.standings.results", n=n) in texts]
            if said:
                assert shown, "the last standings went before the results came"
            if shown:
                said.append(shown[0])
            frames_after += 1
            assert frames_after < 3000
    finally:
        widgets.ActionButton.draw = real_draw  # type: ignore[method-assign]
    assert said and said[-1] == 1, said
    assert said == sorted(said, reverse=True), said
    frames = len(said)
    for k, n in enumerate(said):
        left = (frames - k) / 60  # real seconds until the results come, from this frame
        assert n >= left - 1 / 60 - 1e-9, (k, n, left, said)
        assert n < left + 1 + 1 / 60, (k, n, left, said)


def test_a_click_on_the_last_standings_brings_the_results_at_once(app: App) -> None:
    """The last panel says a click brings the results now: within two frames of the click they are up."""
    from app.scenes.results import ResultsScene
    from tests.apptools import post_mouse

    table, ui = last_hand_played(app, 1.0, bust=True)
    run_until(app, lambda: ui.standings is not None and ui.standings_shown())
    app.run_frames(30)  # past the moment in which a click is not taken
    post_mouse(pygame.MOUSEBUTTONDOWN, ui.standings_cover().center)  # type: ignore[union-attr]
    app.run_frames(2)
    assert isinstance(app.top, ResultsScene)
    assert not table.queue and ui.standings is None
    assert not table.ui.seated[2]  # the bust still happened on the table


# ---- 6. the standings keep off the person's cards, the buttons, and the seats -------------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_standings_cover_no_card_of_the_person_no_button_and_no_seat(app: App, lang: str,
                                                                        size: tuple[int, int], players: int) -> None:
    """At 960×600 the standings panel lay over the side seats' panels and the dealer disc, and with six
    seats over the person's own cards and the Hint button. Now, with every seat's hand shown and a winner
    tagged, the panel stays clear of the person's cards (raised, in their frame), of Hint, the betting
    bar and the top bar, of every seat's panel (its winner frame and dealer disc included), and all it
    writes stays inside it."""
    from app.games.zhajinhua.drawing import FRAME, LOOK_LIFT
    from engine.games.zhajinhua.rules import shown
    from tests.apptools import drawn_text_rects
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    hands = ["Qh Jh 10h", "Ks Kc Kd", "2s 3h 5c", "5d 5h 9s", "4c 8c 2c", "As Kd Qh"]
    ui.revealed = {s: shown(s, ids(hands[s])) for s in range(players)}
    ui.my_cards = ui.revealed[0].cards
    for dealer in range(players):
        ui.dealer = dealer
        award = zjh.PotAwarded(600, (dealer,), (600,), tuple(10_500 if s == dealer else 9_900 for s in range(players)))
        ui.winners, ui.winnings_due = (dealer,), 0
        ui.standings, ui.result, ui.standings_age = award, (ui.hand_no, award), 1.0
        assert ui.standings_shown()
        with drawn_text_rects(zjh_overlays) as drawn:
            ui.draw(app.screen)
            ui.draw_overlay(app.screen)
        panel = ui.standings_cover()
        assert panel is not None
        slots = ui.card_slots(0)
        mine = slots[0].unionall(slots[1:]).inflate(2 * FRAME, 2 * FRAME)
        mine.y -= LOOK_LIFT
        keep = {"the person's cards": mine, "Hint": ui.hint_button.rect}
        keep |= {f"bar button {k}": b.rect for k, b in enumerate(ui.visible_buttons())}
        keep |= {f"top button {k}": b.rect for k, b in enumerate(table.bar_buttons())}
        for s in range(players):
            seat = ui.seat_rect(s)
            keep[f"seat {s}"] = seat.inflate(10, 10)  # the winner's frame
        dealer_seat = ui.seat_rect(dealer)
        disc = pygame.Rect(0, 0, 2 * ui.px(13), 2 * ui.px(13))
        disc.center = (dealer_seat.right - ui.px(4), dealer_seat.y + ui.px(4))
        keep["the dealer disc"] = disc
        covered = [what for what, rect in keep.items() if rect.colliderect(panel)]
        assert not covered, (covered, panel)
        assert ui.rect.contains(panel), panel
        outside = [(text, rect) for text, rect in drawn if not panel.contains(rect)]
        assert not outside, (outside, panel)


def test_the_last_standings_are_gone_from_under_the_results(app: App, lang: str) -> None:
    """Once the results came up over the table, the last standings panel was still drawn under them (the
    table is not updated under the results screen), its edge and rows showing beside the results'
    panel. Now from the results' first frame on, the table under them draws no standings."""
    from app.scenes.results import ResultsScene

    table, ui = last_hand_played(app, 4.0, bust=False)
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    for _ in range(3):
        with drawn_texts(zjh_overlays) as texts:
            app.run_frames(1)
        assert t("zjh.standings.title", n=ui.hand_no) not in texts, texts


# ---- 7. the note of a compare made while the person was away keeps off the same -----------------------


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_away_compare_note_covers_no_card_of_the_person_no_button_and_no_seat(
        app: App, lang: str, size: tuple[int, int], players: int) -> None:
    """At 960×600 the note of a compare the person took part in while away (560 px wide over the pot)
    lay over the side seats' panels, and with two compares in it over the person's own cards and
    their seat. Now, with one or two compares (the widest hand names), it stays clear of the person's
    cards, Hint, the betting bar and top bar, every seat's panel (winner frame and dealer disc
    included), and what it writes stays inside it, no text over another."""
    from app.games.zhajinhua.drawing import FRAME, LOOK_LIFT
    from engine.games.zhajinhua.rules import shown
    from tests.apptools import drawn_text_rects
    from tests.test_zhajinhua_support import ids

    table, ui = still_table(app, players, size)
    a, b = shown(0, ids("As Ac Ad")), shown(1, ids("Qh Kh Ah"))
    event = zjh.Compared(0, 1, 1, 0, False, False, a, b, True)
    for count in (1, 2):
        ui.memo_shown = [(3 + k, event) for k in range(count)]
        with drawn_text_rects(zjh_overlays) as drawn:
            ui.draw(app.screen)
            ui.draw_overlay(app.screen)
        note = zjh_overlays.memo_rect(ui)
        slots = ui.card_slots(0)
        mine = slots[0].unionall(slots[1:]).inflate(2 * FRAME, 2 * FRAME)
        mine.y -= LOOK_LIFT
        keep = {"the person's cards": mine, "Hint": ui.hint_button.rect}
        keep |= {f"bar button {k}": b.rect for k, b in enumerate(ui.visible_buttons())}
        keep |= {f"top button {k}": b.rect for k, b in enumerate(table.bar_buttons())}
        keep |= {f"seat {s}": zjh_overlays.seat_footprint(ui, s) for s in range(players)}
        covered = [what for what, rect in keep.items() if rect.colliderect(note)]
        assert not covered, (count, covered, note)
        assert ui.rect.contains(note), note
        mine_texts = [(text, rect) for text, rect in drawn if note.contains(rect)]
        outside = [(text, rect) for text, rect in drawn if note.colliderect(rect) and not note.contains(rect)]
        assert not outside, (outside, note)
        assert any(t("zjh.memo.dismiss") == text for text, _ in mine_texts)
        crossing = [(p, q) for i, p in enumerate(mine_texts) for q in mine_texts[i + 1:] if p[1].colliderect(q[1])]
        assert not crossing, crossing
