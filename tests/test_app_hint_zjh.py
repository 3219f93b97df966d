"""The Zha Jin Hua hint: H (or the Hint button) asks the person's adviser, which hears only what the
person's seat is shown; the table rings the button of the action it names, says the whole move with
its cost, and Enter then takes exactly that action."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.table import TableScene
from engine.games import zhajinhua as zjh
from tests.apptools import run_until, seated_table
from tests.hinttools import advisers_choice, english_app, play_as_advised_until, settled, spy_on_adviser


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _at_turn(app: App, seed: int = 3, players: int = 4, size: tuple[int, int] = (1280, 720)) -> TableScene:
    table = seated_table(app, "zhajinhua", players, size, seed=seed)
    run_until(app, lambda: settled(table), settle=True)
    return table


def _ringed(table: TableScene) -> list[Any]:
    return [b.probe() for b in table.ui.visible_buttons() if table.ui.hint_for(b)]


def test_h_rings_the_button_the_adviser_would_press_and_says_the_move(app: App) -> None:
    table = _at_turn(app)
    expected = advisers_choice(table)
    assert _ringed(table) == []
    _key(pygame.K_h)
    app.run_frames(2)
    ui = table.ui
    assert ui.hinted == expected and expected in table.viewer_legal()
    ringed = _ringed(table)
    assert len(ringed) == 1 and (ringed[0] == expected or isinstance(expected, zjh.Compare))
    assert app.toast.text.startswith("Hint: ") and app.toast.text.endswith("(Enter)")
    ui.hinted = None  # asking changed nothing the adviser remembers: a second H names the same move
    _key(pygame.K_h)
    app.run_frames(2)
    assert ui.hinted == expected


@pytest.mark.parametrize("wanted", [zjh.Look, zjh.Call, zjh.Raise, zjh.Fold])
def test_enter_takes_exactly_the_hinted_action(app: App, wanted: type) -> None:
    table = _at_turn(app, 5)
    expected = play_as_advised_until(app, table, wanted)
    _key(pygame.K_h)
    app.run_frames(2)
    assert table.ui.hinted == expected
    done = len(table.session.record.actions)
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert len(table.session.record.actions) == done + 1
    assert tuple(table.session.record.actions[-1]) == (0, expected)
    assert table.ui.hinted is None


def test_the_hint_line_names_the_move_and_its_cost(app: App) -> None:
    table = _at_turn(app, 5)
    ui = table.ui
    call = ui.my_call_cost()
    for action, en, zh in (
            (zjh.Look(), "Hint: look at your cards (Enter)", "提示：看牌（回车）"),
            (zjh.Fold(), "Hint: fold (Enter)", "提示：弃牌（回车）"),
            (zjh.Call(), f"Hint: call {call} (Enter)", f"提示：跟注 {call}（回车）"),
            (zjh.Raise(5), f"Hint: raise to ×5, paying {5 * ui.base * ui.my_rate()} (Enter)",
             f"提示：加注到 ×5，付 {5 * ui.base * ui.my_rate()}（回车）")):
        if action not in table.viewer_legal():
            continue
        ui.show_hint(action)
        assert app.toast.text == en
        i18n.set_language("zh")
        ui.show_hint(action)
        assert app.toast.text == zh
        i18n.set_language("en")


def test_a_compare_hint_names_the_opponent_and_enter_compares_with_them(app: App) -> None:
    for seed in range(3, 40):
        table = _at_turn(app, seed)
        targets = [a.target for a in table.viewer_legal() if isinstance(a, zjh.Compare)]
        if len(targets) >= 2:
            break
        while not table.session.is_over() and not any(isinstance(a, zjh.Compare) for a in table.viewer_legal()):
            assert table.submit(zjh.Call() if zjh.Call() in table.viewer_legal() else table.viewer_legal()[0]) is None
            run_until(app, lambda: settled(table), settle=True)
        targets = [a.target for a in table.viewer_legal() if isinstance(a, zjh.Compare)]
        if len(targets) >= 2:
            break
    else:
        pytest.fail("no game offers the person a compare with two opponents")
    ui = table.ui
    hint = zjh.Compare(targets[-1])  # not the first: the one a plain click would not pick
    ui.show_hint(hint)
    assert app.toast.text.startswith(f"Hint: compare with {table.name(targets[-1])}, paying ")
    compare_button = next(b for b in ui.visible_buttons() if b.hotkey == pygame.K_v)
    assert [b for b in ui.visible_buttons() if ui.hint_for(b)] == [compare_button]
    # clicking Compare lights the named opponent in the seat question
    _click(compare_button.rect.center)
    app.run_frames(1)
    assert ui.picking_seat is not None and ui.hover_seat == targets[-1]
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ui.picking_seat is None
    _key(pygame.K_RETURN)  # Enter compares with the opponent the hint named
    app.run_frames(1)
    assert tuple(table.session.record.actions[-1]) == (0, hint)


def test_the_button_asks_too_and_is_greyed_and_silent_off_turn(app: App) -> None:
    table = _at_turn(app)
    button = table.ui.hint_button
    assert button.enabled() and table.ui.hint_shown()
    _click(button.rect.center)
    app.run_frames(2)
    assert table.ui.hinted is not None
    _key(pygame.K_RETURN)
    app.run_frames(1)
    app.toast.clear()
    run_until(app, lambda: not table.viewer_legal() and not table.session.is_over()
              and 0 not in table.session.decision().seats)
    assert table.ui.hint_shown() and button.enabled() is False
    _key(pygame.K_h)
    _click(button.rect.center)
    app.run_frames(1)
    assert table.ui.hinted is None and not (app.toast.left > 0 and app.toast.text.startswith("Hint"))
    assert _ringed(table) == []


def test_the_adviser_hears_only_what_the_persons_seat_is_shown(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = spy_on_adviser(monkeypatch)
    heard, seen_views = spy.heard, spy.views
    table = _at_turn(app, 3, 6)
    spy.table = table
    for _ in range(12):  # a few hands' worth of the person's turns
        _key(pygame.K_h)
        app.run_frames(2)
        _key(pygame.K_RETURN)
        app.run_frames(1)
        run_until(app, lambda: settled(table), settle=True)
        if table.session.is_over():
            break
    dealt = [e for e in heard if isinstance(e, zjh.Dealt)]
    looked = [e for e in heard if isinstance(e, zjh.Looked) and e.seat != 0]
    compared = [e for e in heard if isinstance(e, zjh.Compared) and 0 not in (e.asker, e.target)]
    assert dealt and all(e.cards is None for e in dealt)  # face down: nobody's, not even its own
    assert looked and all(e.cards is None for e in looked)  # nobody else's cards, ever
    assert all(e.asker_hand is None and e.target_hand is None for e in compared)
    assert seen_views and all(got == persons for got, persons in seen_views)


def test_the_hint_button_is_drawn_clear_of_the_hand_seats_and_bar_in_the_window(app: App) -> None:
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        table = _at_turn(app, 3, 6, size)
        ui = table.ui
        button = ui.hint_button.rect
        assert pygame.Rect((0, 0), size).contains(button), size
        assert table.rect.contains(button) and not button.colliderect(table.log_rect), size
        assert not any(button.colliderect(r) for r in ui.card_slots(0)), size
        assert not button.colliderect(ui.hand_rect) and not button.colliderect(ui.bar_rect), size
        assert not any(button.colliderect(b.rect) for b in ui.visible_buttons()), size
        for seat in range(6):
            assert not button.colliderect(ui.seat_rect(seat)), (size, seat)
            assert not any(button.colliderect(r) for r in ui.card_slots(seat)), (size, seat)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hint_line_covers_no_seat_cards_pot_or_button_at_six_seats(app: App, lang: str) -> None:
    """The hint's line showed over the middle of the table (on the pot's chips and two seats' cards)
    for seconds; now it lies where it hides no seat panel, no seat's cards, not the person's hand
    (raised under the pointer, with its frame), not the pot, nor a button, in the smallest, the usual
    and a large window, with six seats and a seat of a 12-character name."""
    from app.games.zhajinhua import drawing
    from app.games.zhajinhua.text import hint_line
    from app.scenes.table import SeatSetup, TableScene

    i18n.set_language(lang)
    long_name = "Maximiliansa" if lang == "en" else "欧阳长风欧阳长风欧阳长风"
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        seats = [SeatSetup(True, "P1"), SeatSetup(False, long_name)] + [SeatSetup(False, f"B{i}") for i in range(3, 7)]
        table = TableScene(app, "zhajinhua", seats, {}, 3)
        app.reset(table)
        table.on_resize(size)
        run_until(app, lambda: settled(table), settle=True)
        ui = table.ui
        cx, cy = ui.pot_center
        r = ui.chip_r
        hand = ui.hand_rect.inflate(2 * drawing.FRAME, 2 * drawing.FRAME)
        keep_clear = [drawing.pot_text_rect(ui), pygame.Rect(cx - 8 * r, cy - 4 * r, 16 * r, 8 * r),
                      hand.union(hand.move(0, -drawing.LOOK_LIFT)), ui.hint_button.rect, table.log_rect]
        keep_clear += [b.rect for b in ui.visible_buttons()]
        for seat in range(6):
            keep_clear += [ui.seat_rect(seat)] + ui.card_slots(seat)
        for action in (zjh.Compare(1), zjh.Raise(10), zjh.Open(), zjh.Look(), zjh.Call(), zjh.Fold()):
            text = hint_line(action, "2,000", table.name)
            app.toast.show(text, 5.0)
            shown = app.toast.draw(pygame.Surface(size), *table.toast_place(size))
            assert shown is not None and pygame.Rect(0, table.bar_rect.bottom, size[0], size[1] - table.bar_rect.bottom).contains(shown), (size, text)
            hit = [k for k in keep_clear if shown.colliderect(k)]
            assert not hit, (size, text, shown, hit)
