"""The tribute panel while others choose: the tributes paid named from the person's side ("You → B2"),
and the panel standing through the whole exchange in a double tribute paid to computer seats."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from app import i18n
from app.games.guandan import draw
from app.games.guandan.text import card_name
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games.guandan import Phase
from engine.games.guandan import state as st
from engine.games.guandan.cards import parse
from tests.apptools import drawn_text_rects, drawn_texts, quick_app, run_until
from tests.test_app_guandan import _my_lead, _set_hand, _ui


def _return_phase(app: App, seats: list[SeatSetup], payers: tuple[int, int], receivers: tuple[int, int],
                  lang: str) -> tuple[TableScene, Any]:
    """A table in the give-back phase of a double tribute (``payers`` paid ``receivers`` in order),
    seat 0 at the screen; a receiver there has chosen its card to give back already."""
    app.update_settings(language=lang)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)  # the computer seats wait
    table = TableScene(app, "guandan", seats, {}, 1)
    app.reset(table)
    table.on_resize((1280, 720))
    run_until(app, lambda: not table.busy)
    state = table.session.state
    cards = (state.hands[payers[0]][-1], state.hands[payers[1]][-1])
    pending = tuple(parse("♠3")[0] if seat == 0 and seat in receivers else None for seat in range(4))
    _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3", phase=Phase.RETURN, payers=payers, receivers=receivers, pending=pending, turn=receivers[0], leader=receivers[0], top=None,
              tributes=((payers[0], receivers[0], cards[0]), (payers[1], receivers[1], cards[1])), returns=(),
              **{"table": (None,) * 4})
    return table, _ui(table)


def _panel_labels(app: App, ui: Any) -> list[str]:
    with drawn_texts(draw) as drawn:
        ui.draw_tribute_panel(app.screen)
    return [text for text in drawn if "→" in text]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("person_pays", [True, False])
def test_the_tribute_panel_names_the_person_as_the_table_speaks_to_them(app: App, lang: str,
                                                                         person_pays: bool) -> None:
    """While others gave back, the panel labelled the person's own tribute "P1 → B2" (and one paid to
    them "B2 → P1"), where the table speaks to the person as "you" ("You paid ♠A to B2"). The person
    is now "You" / "你" there; every other seat keeps its name."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in (2, 3, 4)]
    payers, receivers = ((0, 2), (3, 1)) if person_pays else ((1, 3), (2, 0))
    table, ui = _return_phase(app, seats, payers, receivers, lang)
    assert ui.tribute_panel_up() and not ui.my_turn()
    you = i18n.t("gd.tribute.you")
    n = table.name
    expected = {f"{n(g) if g else you} → {n(r) if r else you}" for g, r in zip(payers, receivers)}
    assert set(_panel_labels(app, ui)) == expected


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_demo_s_tribute_panel_names_every_seat(app: App, lang: str) -> None:
    """Nobody sits at the screen in a demo: the seat shown at the bottom is not "You" there."""
    seats = [SeatSetup(False, f"B{i}") for i in (1, 2, 3, 4)]
    table, ui = _return_phase(app, seats, (0, 2), (3, 1), lang)
    assert ui.tribute_panel_up()
    n = table.name
    assert set(_panel_labels(app, ui)) == {f"{n(0)} → {n(3)}", f"{n(2)} → {n(1)}"}


def _double_tribute(lang: str, size: tuple[int, int], person_pays: bool) -> tuple[App, TableScene]:
    """A table at the real pace (animations x1, the computer seats after 0.7 s) beginning a double
    tribute: the person and the partner pay the computer seats, or the computer seats pay them."""
    app = quick_app(animation_speed=1.0, size=size)
    table = _my_lead(app)
    table.on_resize(size)
    app.update_settings(language=lang)
    app.settings = replace(app.settings, ai_delay_ms=700, animation_speed=1.0)
    payers, receivers = ((0, 2), (1, 3)) if person_pays else ((1, 3), (0, 2))
    ui = _ui(table)
    ui.last_places = (3, 1, 4, 2) if person_pays else (1, 3, 2, 4)
    _set_hand(table, "♥2 ♠A ♦A ♣5 ♠3 ♣K ♦7 ♣9", phase=Phase.TRIBUTE, payers=payers, receivers=receivers,
              pending=(None,) * 4, turn=payers[0], leader=receivers[0], top=None, tributes=(), returns=(),
              **{"table": (None,) * 4})
    table._enqueue((st.TributeDue(payers, receivers),))
    return app, table


def _frames_until_the_lead(app: App, table: TableScene, before: Callable[[], None] = lambda: None,
                           frames: int = 60 * 20) -> Iterator[None]:
    """Run frames, the person choosing their first legal card whenever asked and ``before`` called
    just before each frame; yields after each one until the lead is taken (or ``frames`` ran)."""
    ui = _ui(table)
    for _ in range(frames):
        if table.viewer_legal():
            assert ui.submit(table.viewer_legal()[0])
        before()
        app.run_frames(1)
        if isinstance(ui.last_begun, st.LeadTaken):
            return
        yield


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("person_pays", [True, False])
def test_the_tribute_panel_stands_through_a_double_tribute_to_computer_seats(
        lang: str, size: tuple[int, int], person_pays: bool) -> None:
    """Computer seats keep the table busy through a double tribute (each card paid flies for 1.3 s, each
    seat thinks 0.7 s), and the panel saying who paid whom which card was up only while the table was
    still: 0.7 s at a time, between flights, and not at all from the last card given back. From the first
    tribute paid until the lead is taken, the panel now stands on every frame, naming every tribute paid
    so far (the one in flight too) beside its card (once that has flown to its place in the panel),
    but on the person's own turn to give a card back."""
    app, table = _double_tribute(lang, size, person_pays)
    ui = _ui(table)
    begun: list[tuple[st.TributePaid, int]] = []  # the tributes paid as shown, and the frame each began
    frame = 0
    real_begin = ui.begin

    def begin(event: Any) -> float:
        if isinstance(event, st.TributePaid):
            begun.append((event, frame))
        return real_begin(event)

    ui.begin = begin  # type: ignore[method-assign]
    faces: list[Any] = []  # the cards drawn in the tribute panel
    real_panel, real_face = ui.draw_tribute_panel, ui.face

    def panel(surface: Any) -> None:
        ui.face = lambda card, w, h: (faces.append(card), real_face(card, w, h))[1]  # type: ignore[method-assign]
        try:
            real_panel(surface)
        finally:
            ui.face = real_face  # type: ignore[method-assign]

    ui.draw_tribute_panel = panel  # type: ignore[method-assign]
    frames = 0

    def before() -> None:
        nonlocal frame
        drawn.clear()
        faces.clear()
        frame += 1

    try:
        with drawn_texts(draw) as drawn:
            for _ in _frames_until_the_lead(app, table, before):
                if not begun:
                    continue
                frames += 1
                assert ui.tribute_panel_up(), f"no tribute panel {frames / 60:.2f} s after the first tribute paid"
                if ui.my_turn():
                    continue  # the person's own give-back: the panel says what they were given and asks
                name = ui.tribute_name
                assert {text for text in drawn if " → " in text} == {
                    f"{name(e.giver)} → {name(e.receiver)}" for e, _at in begun}, drawn
                # each card in its place once its flight there (0.4 s) is over, not twice meanwhile
                come = Counter(str(e.card) for e, at in begun if frame - at > 0.4 * 60 + 1)
                shown, paid = Counter(map(str, faces)), Counter(str(e.card) for e, _at in begun)
                assert come <= shown <= paid, (come, shown, paid)
        assert isinstance(ui.last_begun, st.LeadTaken), "the exchange never ended"
        assert len(begun) == 2 and frames >= 60 * 4
    finally:
        app.shutdown()
        i18n.set_language("zh")


def _bar_lines(app: App, table: TableScene, frames: int) -> list[tuple[str, str, Any, bool]]:
    """Frames run (the person choosing their first legal card whenever asked): for each where the
    person has nothing to press and no banner is up in the tribute phases, the line on the button row,
    the tribute panel's line, the phase and whether a card given back is shown yet; the row's other
    things must not move meanwhile."""
    ui = _ui(table)
    places = [ui.buttons[name].rect.copy() for name in ("regroup", "counter")] + [ui.geo.me_panel.copy()]
    out = []
    with drawn_text_rects(draw) as drawn:
        for _ in _frames_until_the_lead(app, table, drawn.clear, frames):
            if ui.phase is Phase.PLAY or ui.banner is not None or ui.shows_choice_buttons():
                continue
            line = ui.bar_line()
            row = ui.buttons["hint"].rect.union(ui.buttons["play"].rect)
            if line:
                assert any(text == line and abs(r.centery - row.centery) <= 2 for text, r in drawn), (line, drawn)
            out.append((line, ui.status_text(landed=True)[0], ui.phase, bool(ui.given_back)))
    assert places == [ui.buttons[name].rect for name in ("regroup", "counter")] + [ui.geo.me_panel]
    return out


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("person_pays", [True, False])
def test_a_person_waiting_in_a_double_tribute_reads_their_part_on_the_button_row(lang: str,
                                                                                 person_pays: bool) -> None:
    """In the tribute phases a person with no card to choose saw an empty button row (Hint and Play
    gone), but for a payer told what it paid. The row now says the person's part in one line where
    Hint and Play stand, never the panel's line again ("Waiting for …" is said once, in the panel):
    the tribute or the card to give back they chose while the partner chooses, what they paid (until
    the card given back for it flies), or that a tribute comes to them; the small buttons and the
    person's panel stay where they were."""
    app, table = _double_tribute(lang, (960, 600), person_pays)
    try:
        lines = _bar_lines(app, table, 60 * 20)
        ended = len(lines)  # the row says nothing once the card given back to the payer flies (1.3 s)
        while ended and not lines[ended - 1][0]:
            ended -= 1
        if person_pays:
            assert len(lines) - ended <= 1.3 * 60 + 2
        else:  # a receiver's row: nothing from the first card given back shown (the choosing is over)
            assert len(lines) > ended
            assert [back for *_said, back in lines] == [False] * ended + [True] * (len(lines) - ended)
        lines = lines[:ended]
        said = list(dict.fromkeys(line for line, _panel, _phase, _back in lines))
        assert all(line != panel for line, panel, _phase, _back in lines if line)
        ui = _ui(table)
        mine = ui.paid.get(0) if person_pays else None
        if person_pays:
            assert mine is not None
            chosen = i18n.t("gd.status.tribute_chosen", card=card_name(mine[1]))
            paid = i18n.t("gd.status.paid", card=card_name(mine[1]), name=table.name(mine[0]))
            assert said == [chosen, paid], said
        else:
            back = [ev for ev in table.log_events if isinstance(ev, st.ReturnPaid) and ev.giver == 0]
            assert back
            coming = i18n.t("gd.status.tribute_coming")
            assert said == [coming, i18n.t("gd.status.return_chosen", card=card_name(back[0].card))], said
        assert len(lines) > 60 and all(line for line, _panel, _phase, _back in lines)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_person_left_out_of_the_tribute_reads_so_on_the_button_row(lang: str) -> None:
    """B2 pays B3 (Last pays 1st): the person neither pays nor receives, and the row says so."""
    app = quick_app(animation_speed=1.0, size=(960, 600))
    try:
        table = _my_lead(app)
        table.on_resize((960, 600))
        app.update_settings(language=lang)
        app.settings = replace(app.settings, ai_delay_ms=700, animation_speed=1.0)
        _ui(table).last_places = (2, 4, 1, 3)
        _set_hand(table, "♥2 ♠A ♦A ♣5 ♠3 ♣K ♦7 ♣9", phase=Phase.TRIBUTE, payers=(1,), receivers=(2,),
                  pending=(None,) * 4, turn=1, leader=2, top=None, tributes=(), returns=(), **{"table": (None,) * 4})
        table._enqueue((st.TributeDue((1,), (2,)),))
        lines = _bar_lines(app, table, 60 * 12)
        assert len(lines) > 60
        assert {line for line, _panel, _phase, _back in lines} == {i18n.t("gd.status.no_tribute")}
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("person_pays", [True, False])
def test_no_seat_is_waited_for_once_the_cards_given_back_are_shown(lang: str, person_pays: bool) -> None:
    """The cards given back come only once every receiver has chosen one (the last to choose has no
    "chosen" of its own), but while the first flew the other receiver was still drawn thinking, and
    the tribute panel, which now stands meanwhile, said "Waiting for B4 to give back...". From the
    first card given back until the lead is taken, no seat is waited for now."""
    app, table = _double_tribute(lang, (960, 600), person_pays)
    ui = _ui(table)
    shown = 0
    try:
        for _ in _frames_until_the_lead(app, table):
            if not any(isinstance(ev, st.ReturnPaid) for ev in table.log_events):
                continue
            shown += 1
            assert not any(ui.active(seat) for seat in range(4)), [ui.active(seat) for seat in range(4)]
            assert ui.status_text(landed=True)[0] == ""
        assert shown > 60
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("person_pays", [True, False])
def test_the_tribute_panel_shows_the_cards_given_back(lang: str, person_pays: bool) -> None:
    """Once the cards given back (还贡) are shown, until the lead is taken, the panel showed only the
    tributes. Under each tribute it now says what came back for it: the card where the person gave
    or got it, only that one came back where they did not (that card is not theirs to see)."""
    app, table = _double_tribute(lang, (960, 600), person_pays)
    ui = _ui(table)
    shown: set[str] = set()
    try:
        with drawn_texts(draw) as drawn:
            for _ in _frames_until_the_lead(app, table, drawn.clear):
                if ui.tribute_panel_up():
                    shown.update(drawn)
        returns = table.session.view(None).returns
        assert len(returns) == 2
        for rec in returns:
            line = i18n.t("gd.tribute.returned", card=card_name(rec.card))
            if table.viewer in (rec.giver, rec.receiver):
                assert line in shown, (line, shown)
            else:
                assert line not in shown, "a card given back between two other seats is not the person's to see"
        assert i18n.t("gd.tribute.returned_hidden") in shown
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_row_stops_saying_the_card_chosen_once_the_cards_given_back_are_shown(lang: str) -> None:
    """While the cards given back (还贡) were shown in the tribute panel, the row under it still said
    "You chose ♠3 to give back", though the choosing was over. From the first card given back shown
    until the lead is taken, the row now says nothing of a choice (the panel says what came back)."""
    app, table = _double_tribute(lang, (960, 600), person_pays=False)
    ui = _ui(table)
    shown = 0
    try:
        with drawn_texts(draw) as drawn:
            for _ in _frames_until_the_lead(app, table, drawn.clear):
                if not ui.given_back:
                    continue
                shown += 1
                chosen = i18n.t("gd.status.return_chosen", card=card_name(ui.returned.get(0) or ui.picked))
                assert ui.bar_line() == "", ui.bar_line()
                assert chosen not in drawn, drawn
        assert shown > 60
    finally:
        app.shutdown()
        i18n.set_language("zh")
