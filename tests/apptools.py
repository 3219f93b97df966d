"""Shared helpers for the app tests: run frames until something holds, post real input events."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

from app.main import App
from app.scenes.error import ErrorScene
from app.scenes.lobby import LobbyScene
from app.scenes.replay import ReplayScene
from app.scenes.table import SeatSetup, TableScene
from engine.record import Record


def quick_app(ai_delay_ms: int = 0, animation_speed: float = 3.0, size: tuple[int, int] = (1280, 720)) -> App:
    """A headless app of ``size`` whose AI seats act after ``ai_delay_ms`` (at once by default) and
    whose animations run ``animation_speed`` times faster."""
    a = App(headless=True, size=size)
    a.settings = replace(a.settings, ai_delay_ms=ai_delay_ms, animation_speed=animation_speed)
    return a


@contextmanager
def fresh_lobby(home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[LobbyScene]:
    """A lobby on the first game with its default seats, its files in ``home`` and no choices
    remembered from other tests (nor leaking to them), drawn once; the app is shut down after."""
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", True)
    app = quick_app()
    scene = LobbyScene(app)
    app.push(scene)
    app.run_frames(1)
    try:
        yield scene
    finally:
        app.shutdown()


def seated_table(app: App, game_id: str, players: int, size: tuple[int, int], seed: int = 1,
                 frames: int = 1) -> TableScene:
    """A table of ``game_id`` with the person "P1" in seat 0 and AI seats "B2", "B3"…, shown in a
    ``size`` window for ``frames`` frames."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, game_id, seats, {}, seed)
    app.reset(table)
    table.on_resize(size)
    app.run_frames(frames)
    return table


def run_until(app: App, cond: Callable[[], bool], limit: int = 4000, settle: bool = False) -> None:
    """Run frames until ``cond()``; fail if it never holds or the app fell onto its error screen.
    ``settle`` runs one more frame (the table syncs its UI on the frame after it goes idle)."""
    for _ in range(limit):
        if cond():
            if settle:
                app.run_frames(1)
            return
        app.run_frames(1)
        assert not isinstance(app.top, ErrorScene), "the app hit an unexpected error"
    raise AssertionError("condition never met")


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Real key presses (with modifiers ``mod``), one frame each."""
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        app.run_frames(1)


def post_mouse(kind: int, pos: tuple[int, int], button: int = 1) -> None:
    """Queue a real mouse event (motion with the left button held, or a press/release)."""
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))


def switch_language_in_settings(app: App, table: TableScene) -> None:
    """Click the table's Settings button, then the language row, as a person would (the settings open
    over whatever is up); the settings stay open (Esc goes back)."""
    from app.scenes.settings import SettingsScene

    for button in (table.buttons[2], None):  # the table's Settings, then the language row
        scene = app.top
        rect = button.rect if button is not None else dict(scene.rows)["settings.language"].rect  # type: ignore[attr-defined]
        post_mouse(pygame.MOUSEBUTTONDOWN, rect.center)
        post_mouse(pygame.MOUSEBUTTONUP, rect.center)
        app.run_frames(2)
        assert isinstance(app.top, SettingsScene), "the settings open over the table"


def drag_thumb_past_the_end(track: pygame.Rect, thumb: pygame.Rect) -> None:
    """Queue a press on a scrollbar's ``thumb``, a drag 100 px past the end of its ``track`` and
    the release there."""
    below = (thumb.centerx, track.bottom + 100)
    post_mouse(pygame.MOUSEBUTTONDOWN, thumb.center)
    post_mouse(pygame.MOUSEMOTION, below)
    post_mouse(pygame.MOUSEBUTTONUP, below)


def new_game_question(app: App) -> Any:
    """Start a new game from the lobby over a saved, unfinished Xianshi Tongxing game: the question
    whether to replace it (the ConfirmScene now on top)."""
    from app import savegame
    from app.scenes.confirm import ConfirmScene

    record, _ = finished_record("xianshi_tongxing", 2)
    savegame.save_in_progress(record.truncated(3))
    lobby = LobbyScene(app)
    app.reset(lobby)
    lobby.start()
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    return confirm


def finished_record(game_id: str, seed: int, names: Sequence[str] = (),
                    options: dict[str, Any] | None = None) -> tuple[Record, Any]:
    """A whole game played by random seats with the real engine (one hand or round where the game
    has an option for it, unless ``options`` are given), as a record and its final state. ``names``
    name the seats and set how many there are (default: four, or what the game allows, named S0, S1…)."""
    from ai.base import RandomPolicy
    from engine.core import DecisionKind
    from engine.registry import get_game

    game = get_game(game_id)
    players = len(names) or min(max(4, game.info.min_players), game.info.max_players)
    if options is None:
        options = {"hands": 1} if game_id in ("guandan", "zhajinhua") else (
            {"rounds": 1} if game_id == "stars_and_storms" else {})
    resolved = game.resolve_options(players, options)
    state, _ = game.start(players, resolved, seed)
    record = Record(game_id, game.info.rules_version, players, resolved, seed,
                    seat_names=tuple(names) or tuple(f"S{i}" for i in range(players)),
                    seat_kinds=("random",) * players)
    policy = RandomPolicy(seed)
    while game.decision(state).kind is not DecisionKind.NONE:
        seat = game.decision(state).seats[0]
        action = policy.choose(game.view(state, seat), game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
        record = record.with_action(seat, action)
    return record, state


def open_replay_viewer(app: App, size: tuple[int, int]) -> ReplayScene:
    """A finished three-seat Deadline 99 game (A, B, C) open in the replay viewer, in a window of ``size``."""
    record, _ = finished_record("deadline99", 3, names=("A", "B", "C"))
    viewer = ReplayScene(app, record)
    app.push(viewer)
    pygame.display.set_mode(size)
    app.screen = pygame.display.get_surface()
    viewer.on_resize(size)
    return viewer


@contextmanager
def _spied_texts(module: ModuleType, record: Callable[[str, pygame.Rect], None]) -> Iterator[None]:
    """Call ``record`` with each text ``module`` writes with its ``blit_text``, or through the shared
    pill (app.ui.pill.draw_pill) it calls, and where it went, while the block runs (drawn as usual)."""
    import app.ui.pill as pill

    real_blit = module.blit_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        rect = real_blit(surface, text, *args, **kwargs)
        record(text, rect)
        return rect

    real_pill = getattr(module, "draw_pill", None)

    def pill_spy(*args: Any, **kwargs: Any) -> Any:
        assert real_pill is not None
        pill_blit = pill.blit_text

        def blit(surface: pygame.Surface, text: str, *more: Any, **named: Any) -> Any:
            rect = pill_blit(surface, text, *more, **named)
            record(text, rect)
            return rect

        pill.blit_text = blit
        try:
            return real_pill(*args, **kwargs)
        finally:
            pill.blit_text = pill_blit

    module.blit_text = spy
    if real_pill is not None:
        module.draw_pill = pill_spy
    try:
        yield
    finally:
        module.blit_text = real_blit
        if real_pill is not None:
            module.draw_pill = real_pill


@contextmanager
def drawn_texts(module: ModuleType) -> Iterator[list[str]]:
    """Every text ``module`` writes with its ``blit_text`` (or its pills, app.ui.pill) while the block
    runs (still drawn as usual)."""
    texts: list[str] = []
    with _spied_texts(module, lambda text, _rect: texts.append(text)):
        yield texts


@contextmanager
def drawn_text_rects(module: ModuleType) -> Iterator[list[tuple[str, pygame.Rect]]]:
    """Every text ``module`` writes with its ``blit_text`` (or its pills, app.ui.pill) while the block
    runs, with where it went."""
    drawn: list[tuple[str, pygame.Rect]] = []
    with _spied_texts(module, lambda text, rect: drawn.append((text, rect))):
        yield drawn


def play_first_choices(app: App, table: TableScene, actions: int, limit: int = 8000) -> None:
    """Play until the record holds ``actions`` actions and the table is still (with nothing held
    behind a pass-and-play curtain): each person takes their first legal action, and a curtain is
    lifted with a key once it names someone, as a person would."""
    if not play_people_until(app, table, lambda: len(table.session.record.actions) >= actions
                             and not table.busy and not table.behind, limit):
        raise AssertionError(f"the table never reached {actions} actions")


def play_people_until(app: App, table: TableScene, done: Callable[[], bool], limit: int = 8000) -> bool:
    """Frames with each person taking their first legal action (and lifting the curtain once it
    names them, and going on after looking at what a swap brought them) until ``done()``; False if
    ``limit`` frames were not enough."""
    from app.scenes.curtain import CurtainScene

    for _ in range(limit):
        if done():
            return True
        if isinstance(app.top, CurtainScene):
            app.top.age = 1.0  # past the moment in which it ignores keys
            app.top.keys.quiet = app.top.keys.seconds  # and past its key grace (no key pressed lately)
            app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        elif table.viewer_legal():
            table.submit(table.viewer_legal()[0])
        finish_look(app, table)
        app.run_frames(1)
    return False


def finish_look(app: App, table: TableScene) -> bool:
    """If the person who just played is looking at what it brought them before the curtain (a
    Deadline 99 swap or J, or the beat a draw shows for), True; for a swap or J, whose question
    waits for a key, queue their Enter, as a person would (a draw's beat ends by itself)."""
    if app.top is not table or not table.looking:
        return False
    if table.ui.has_prompt():
        keys = getattr(table.ui, "look_keys", None)
        if keys is not None:
            keys.quiet = keys.seconds  # past its key grace: the person has looked a while
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    return True


def named_curtain(app: App, limit: int = 3000) -> str | None:
    """The name on the pass-and-play curtain on top, once it names someone (AI seats may first
    play behind it); None if it lifted by itself instead (the person who had the screen is next)."""
    from app.scenes.curtain import CurtainScene

    for _ in range(limit):
        curtain = app.top
        if not isinstance(curtain, CurtainScene):
            return None
        if curtain.name is not None:
            return curtain.name
        app.run_frames(1)
    raise AssertionError("the curtain never named the next person")


def drawn_toast_rect(app: App) -> pygame.Rect | None:
    """Draw one frame of ``app`` and return where its message panel was drawn (None: no panel)."""
    shown: list[pygame.Rect | None] = []
    real = app.toast.draw

    def spy(surface: pygame.Surface, center: tuple[int, int], width: int, room: int | None = None) -> pygame.Rect | None:
        rect = real(surface, center, width) if room is None else real(surface, center, width, room)
        shown.append(rect)
        return rect

    app.toast.draw = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        del app.toast.draw  # the instance's spy goes; the class's draw shows through again
    return shown[-1] if shown else None
