"""Zha Jin Hua by keyboard alone: every decision of the person can be taken with keys, and what the
keys act on is drawn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app.main import App
from app.scenes.table import SeatSetup, TableScene
from engine.games import zhajinhua as zjh
from tests.apptools import press, run_until
from tests.hinttools import english_app


@pytest.fixture()
def app(home: Path) -> Iterator[App]:
    yield from english_app()


def _settled(table: TableScene) -> bool:
    return (bool(table.viewer_legal()) and not table.busy) or table.session.is_over()


def _compare_with_two(app: App) -> tuple[TableScene, list[int]]:
    """A four-seat table at the person's turn where they may compare with two opponents or more."""
    for seed in range(3, 40):
        seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
        table = TableScene(app, "zhajinhua", seats, {}, seed)
        app.reset(table)
        table.on_resize((1280, 720))
        run_until(app, lambda: _settled(table), settle=True)
        while not table.session.is_over() and not any(isinstance(a, zjh.Compare) for a in table.viewer_legal()):
            legal = table.viewer_legal()
            assert table.submit(zjh.Call() if zjh.Call() in legal else legal[0]) is None
            run_until(app, lambda: _settled(table), settle=True)
        targets = [a.target for a in table.viewer_legal() if isinstance(a, zjh.Compare)]
        if len(targets) >= 2:
            return table, targets
    pytest.fail("no game offers the person a compare with two opponents")


def test_tab_and_the_arrows_light_each_opponent_to_compare_with_and_enter_picks_the_lit_one(app: App) -> None:
    """Compare [V] asks for an opponent: only their seat number picked one; Tab, the arrows and
    Enter did nothing, and an opponent lit for the person (the hint's) could not be taken with Enter."""
    table, targets = _compare_with_two(app)
    ui = table.ui
    press(app, pygame.K_v)
    assert ui.picking_seat is not None
    press(app, pygame.K_TAB)
    assert ui.hover_seat == targets[0]
    press(app, pygame.K_TAB)
    assert ui.hover_seat == targets[1]
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert ui.hover_seat == targets[0]
    press(app, pygame.K_RIGHT)
    assert ui.hover_seat == targets[1]
    press(app, pygame.K_LEFT)
    assert ui.hover_seat == targets[0]
    press(app, pygame.K_ESCAPE)
    assert ui.picking_seat is None
    hint = zjh.Compare(targets[-1])
    ui.show_hint(hint)
    press(app, pygame.K_v)  # (not Enter, which would take the hint at once)
    assert ui.picking_seat is not None and ui.hover_seat == targets[-1]
    press(app, pygame.K_RETURN)
    assert ui.picking_seat is None
    assert tuple(table.session.record.actions[-1]) == (0, hint)


def test_space_picks_the_opponent_lit_by_tab(app: App) -> None:
    table, targets = _compare_with_two(app)
    ui = table.ui
    press(app, pygame.K_v)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # from none, the last
    assert ui.hover_seat == targets[-1]
    press(app, pygame.K_SPACE)
    assert tuple(table.session.record.actions[-1]) == (0, zjh.Compare(targets[-1]))


def _my_turn(app: App, seed: int = 3) -> TableScene:
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, 5)]
    table = TableScene(app, "zhajinhua", seats, {}, seed)
    app.reset(table)
    table.on_resize((1280, 720))
    run_until(app, lambda: _settled(table), settle=True)
    return table


def _ringed(app: App, table: TableScene) -> list[object]:
    """The bar's buttons drawn with the focus ring (its accent colour just above their middle)."""
    from app.ui import theme

    app.run_frames(1)
    gap = theme.scaled(3, table.scale)
    return [b for b in table.ui.visible_buttons() if app.screen.get_at((b.rect.centerx, b.rect.y - gap))[:3] == theme.ACCENT]


def test_tab_rings_each_usable_betting_button_and_enter_or_space_presses_it(app: App) -> None:
    """The betting bar answered only to its letter keys: Tab did nothing and no button was ever ringed."""
    table = _my_turn(app)
    ui = table.ui
    usable = [b for b in ui.ring_buttons() if b.enabled()]
    assert ui.ring_buttons()[len(ui.ring_buttons()) - len(ui.visible_buttons()):] == ui.visible_buttons()
    assert len(usable) >= 3 and any(not b.enabled() for b in ui.visible_buttons())
    seen = []
    for _ in usable:
        press(app, pygame.K_TAB)
        assert ui.ring.focus is not None and ui.ring.focus.enabled()  # never a greyed one
        assert _ringed(app, table) == [b for b in [ui.ring.focus] if b in ui.visible_buttons()]
        seen.append(ui.ring.focus)
    assert seen == usable  # in the bar's order, each once
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert ui.ring.focus is usable[-2]
    call = next(b for b in usable if b.hotkey == pygame.K_c)
    while ui.ring.focus is not call:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert tuple(table.session.record.actions[-1]) == (0, zjh.Call())
    assert ui.ring.focus is None  # the next turn starts with no ring: Enter cannot bet by accident
    run_until(app, lambda: _settled(table), settle=True)
    if table.session.is_over():
        return
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    last = ui.ring.focus
    assert last is [b for b in ui.visible_buttons() if b.enabled()][-1]
    before = len(table.session.record.actions)
    press(app, pygame.K_SPACE)
    if last.hotkey == pygame.K_v:  # Compare asks for the opponent
        assert ui.picking_seat is not None
    else:
        assert len(table.session.record.actions) == before + 1


def test_after_a_hint_tab_moves_its_ring_on_and_one_ring_shows_what_enter_presses(app: App) -> None:
    """The hinted button wore the same ring as Tab's and kept it while Tab ringed another: two alike
    rings, and Enter pressed Tab's one. Now Tab takes the ring on from the hinted button, only the
    ring Enter presses is drawn, and Enter takes the hint while the ring is still on it."""
    table = _my_turn(app)
    ui = table.ui
    press(app, pygame.K_h)
    hinted = ui.hinted
    assert hinted is not None
    bar = [b for b in ui.visible_buttons() if b.enabled()]
    on_hint = [b for b in bar if ui.hint_for(b)]
    assert len(on_hint) == 1
    assert _ringed(app, table) == on_hint
    press(app, pygame.K_TAB)
    usable = [b for b in ui.ring_buttons() if b.enabled()]
    after = usable[(usable.index(on_hint[0]) + 1) % len(usable)]
    assert ui.ring.focus is after
    assert _ringed(app, table) == [b for b in [after] if b in ui.visible_buttons()]
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert ui.ring.focus is on_hint[0] and _ringed(app, table) == on_hint
    before = len(table.session.record.actions)
    press(app, pygame.K_RETURN)
    assert tuple(table.session.record.actions[before]) == (0, hinted)  # the hint whole (a compare's opponent too)
