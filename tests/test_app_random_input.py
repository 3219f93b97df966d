"""The app never dies on a player's action: seeded random clicks, drags, keys, wheel turns, typed
text and window sizes, thrown at the lobby and at every game's table (one person, and two people
passing the computer), never reach the error screen. Between them, a person now and then takes a
random legal action, so the games move on into their later phases."""

from __future__ import annotations

import random
import traceback
from dataclasses import replace

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.lobby import LobbyScene
from app.scenes.table import SeatSetup, TableScene
from engine.registry import get_game

GAMES = ("deadline99", "stars_and_storms", "zhajinhua", "xianshi_tongxing", "guandan")
KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_EQUALS, pygame.K_MINUS,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_KP_ENTER,
        pygame.K_f, pygame.K_h, pygame.K_r, pygame.K_c, pygame.K_e, pygame.K_p, pygame.K_s, pygame.K_n,
        *(pygame.K_0 + i for i in range(10)))
STEPS = 220


def _app(rng: random.Random, game: str | None, people: int, lang: str, crashes: list[str]) -> App:
    """A headless app in ``lang`` with the lobby, and ``game``'s table over it (people first, then AI seats)."""
    app = App(headless=True, size=(1280, 720))
    app.settings = replace(app.settings, ai_delay_ms=0, animation_speed=3.0)
    i18n.set_language(lang)
    real_crash = app.crash

    def crash(exc: BaseException) -> None:
        crashes.append("".join(traceback.format_exception(exc)))
        real_crash(exc)

    app.crash = crash  # type: ignore[method-assign]
    app.push(LobbyScene(app))
    if game is not None:
        info = get_game(game).info
        n = rng.randint(max(people, info.min_players), min(6, info.max_players))
        seats = [SeatSetup(i < people, f"P{i + 1}" if i < people else f"B{i + 1}") for i in range(n)]
        app.push(TableScene(app, game, seats, {}, rng.randrange(1000)))
    return app


def _events(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random piece of input, mostly on the lower part of the window where the hands are."""
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h) if rng.random() < 0.5 else rng.randrange(h * 2 // 3, h))
    r = rng.random()
    if r < 0.35:
        button = 1 if rng.random() < 0.85 else 3
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if r < 0.5:
        to = (rng.randrange(w), rng.randrange(h))
        path = [(pos[0] + (to[0] - pos[0]) * k // 4, pos[1] + (to[1] - pos[1]) * k // 4) for k in range(1, 5)]
        return ([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]
                + [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)) for p in path]
                + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1)])
    if r < 0.6:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if r < 0.65:
        y = rng.choice((-1, 1))
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]
    if r < 0.67:
        nw, nh = rng.randrange(960, 1700), rng.randrange(600, 1100)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))]
    if r < 0.69:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "张", "9", " ", "é")))]
    key = rng.choice(KEYS)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    uni = chr(key) if 32 <= key < 127 else ""
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)]


@pytest.mark.parametrize("game", (None, *GAMES))
@pytest.mark.parametrize("people", [1, 2])
def test_random_input_never_reaches_the_error_screen(game: str | None, people: int) -> None:
    seed = (GAMES.index(game) + 1 if game else 0) * 10 + people
    rng = random.Random(seed)
    lang = "zh" if seed % 2 else "en"
    crashes: list[str] = []
    app = _app(rng, game, people, lang, crashes)
    try:
        for _ in range(STEPS):
            if not app.running or not app.scenes:  # a random Esc and Enter may quit: start again
                app.shutdown()
                app = _app(rng, game, people, lang, crashes)
            top = app.top
            if isinstance(top, TableScene) and not top.busy and rng.random() < 0.15:
                legal = top.viewer_legal()
                if legal:
                    top.submit(rng.choice(list(legal)))
            for event in _events(rng, app.screen.get_size()):
                pygame.event.post(event)
            app.run_frames(rng.choice((1, 1, 2, 5, 20)))
            assert not crashes, crashes[0]
    finally:
        app.shutdown()
        i18n.set_language("zh")
