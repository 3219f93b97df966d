"""The application object: window, settings, sound and the scene stack, run on a fixed time step."""

from __future__ import annotations

import logging
import os
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import pygame

from app import i18n
from app.scenes.base import Scene
from app.settings import (SMALLEST_WINDOW, Settings, adjusted_message, invalid_message, read_settings,
                          save_settings, write_settings)
from app.sound import SoundBank
from app.storage import Damage, damage_report
from app.ui.pointer import in_scenes, set_area_origin
from app.ui.widgets import Toast, forget_hover

STEP = 1.0 / 60.0
# Frames per second by window state: a window in the background or minimized need not draw at
# full rate, nor one where nothing moves: no input for IDLE_AFTER seconds and the top scene not
# live (no animation, no AI turn). The game itself runs on at real time either way.
FPS_FOCUSED, FPS_BACKGROUND, FPS_IDLE, FPS_MINIMIZED = 60, 30, 20, 5
IDLE_AFTER = 1.5
# The number pad's keys act as the main keyboard's: a hotkey bound to "1", "-" or "=" (the "+"
# key on most layouts) answers the pad's 1, − and +, and a layout's own "+" key too.
_MAIN_KEY = {
    pygame.K_KP0: pygame.K_0, pygame.K_KP1: pygame.K_1, pygame.K_KP2: pygame.K_2, pygame.K_KP3: pygame.K_3,
    pygame.K_KP4: pygame.K_4, pygame.K_KP5: pygame.K_5, pygame.K_KP6: pygame.K_6, pygame.K_KP7: pygame.K_7,
    pygame.K_KP8: pygame.K_8, pygame.K_KP9: pygame.K_9, pygame.K_KP_PLUS: pygame.K_EQUALS,
    pygame.K_PLUS: pygame.K_EQUALS, pygame.K_KP_MINUS: pygame.K_MINUS, pygame.K_KP_ENTER: pygame.K_RETURN,
}


def main_keys(event: pygame.event.Event) -> pygame.event.Event:
    """``event`` with a number-pad key (or a layout's own "+") replaced by its main-keyboard twin."""
    if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in _MAIN_KEY:
        return pygame.event.Event(event.type, {**event.dict, "key": _MAIN_KEY[event.key]})
    return event


_INPUT_EVENTS = frozenset({
    pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN,
    pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED,
})
_log = logging.getLogger(__name__)


MIN_ASPECT = 1.25  # width / height: the tables are laid out for 5:4 and wider
LETTERBOX = (10, 22, 17)  # the bars of a window taller than that


def scene_area(size: tuple[int, int]) -> pygame.Rect:
    """The part of a window of ``size`` the scenes use: all of it, unless it is taller than
    ``MIN_ASPECT`` allows; then a band of that shape across its middle."""
    w, h = size
    band = int(w / MIN_ASPECT)
    if band >= h:
        return pygame.Rect(0, 0, w, h)
    return pygame.Rect(0, (h - band) // 2, w, band)


class App:
    """Owns the window and the stack of scenes; the top scene gets input."""

    def __init__(self, *, headless: bool = False, size: tuple[int, int] | None = None) -> None:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "paizhuo")
        read = read_settings()
        self.settings = read.settings
        i18n.set_language(self.settings.language)
        try:
            pygame.mixer.pre_init(44100, -16, 2, 512)
        except pygame.error:
            pass
        pygame.init()
        self.headless = headless
        self.size = size or tuple(self.settings.window_size)
        self.fullscreen = self.settings.fullscreen and not headless
        self.resized = False  # the player sized the window this run: remembered for the next
        self._set_icon()
        self.window: pygame.Window | None = None  # the display module's window, when pygame-ce lends it
        self.screen = self._frame(self._make_window())
        pygame.display.set_caption(i18n.t("app.title"))
        pygame.key.set_repeat(300, 40)
        self.sound = SoundBank(self.settings.sound and not headless)
        self.scenes: list[Scene] = []
        self.toast = Toast()
        self.running = True
        self.frame = 0
        self.clock = pygame.time.Clock()
        self.focused = True
        self.minimized = False
        self.now: Callable[[], float] = time.monotonic  # replaceable in tests
        self.last_active = self.now()
        self.language_given = False  # the language was chosen for this run (``--lang``)
        self.pressed_by_key = False  # the last press was a key, not a click (a question it opens is ringed)
        # What the message about the files read at start-up tells: settings that were invalid or
        # brought into range, and the files found damaged while it shows (settings, lobby memory,
        # save), all in one message.
        self.invalid_settings = read.invalid
        self.adjusted_settings = read.adjusted
        self.damaged: list[Damage] = [read.damage] if read.damage is not None else []
        self._files_told: Callable[[], str] | None = None  # the message told, as the toast keeps it
        self._unsaved_told: Callable[[], str] | None = None  # "could not save the settings", as shown
        if self.invalid_settings or self.adjusted_settings or self.damaged:
            self.tell_files()

    # ---- window ------------------------------------------------------------------------
    @staticmethod
    def _set_icon() -> None:
        from app.paths import asset_path

        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "paizhuo_64.png"))))
        except (pygame.error, FileNotFoundError, OSError):
            _log.warning("window icon not found")

    def _make_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.size = (max(SMALLEST_WINDOW[0], self.size[0]), max(SMALLEST_WINDOW[1], self.size[1]))
        screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        self._limit_window()
        return screen

    def _limit_window(self) -> None:
        """Ask the window manager not to let the window be dragged smaller than ``SMALLEST_WINDOW``.
        pygame-ce reaches the display module's window only through a deprecated call; without it
        a resize below the minimum is still sized back up (see ``handle``)."""
        self.window = None
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                self.window = pygame.Window.from_display_module()
            self.window.minimum_size = SMALLEST_WINDOW
        except (AttributeError, pygame.error):
            self.window = None

    def _size_window_up(self) -> None:
        """The window was made smaller than the tables allow: size it back up, in place if possible."""
        if self.window is not None:
            try:
                self.window.size = self.size
                surface = pygame.display.get_surface()
                if surface is not None and surface.get_size() == self.size:
                    self.screen = self._frame(surface)
                    return
            except pygame.error:
                pass
        self.screen = self._frame(pygame.display.set_mode(self.size, pygame.RESIZABLE))

    def _frame(self, window: pygame.Surface) -> pygame.Surface:
        """The surface the scenes draw on: the whole window, or in a window narrower than the tables
        are laid out for (a tall or portrait one) a band across its middle (``scene_area``); the
        bars above and below stay dark, and pointer positions are taken relative to the band."""
        area = scene_area(window.get_size())
        set_area_origin(area.topleft)
        return window if area.size == window.get_size() else window.subsurface(area)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._frame(self._make_window())
        self.update_settings(fullscreen=self.fullscreen)
        for scene in self.scenes:
            scene.on_resize(self.screen.get_size())

    def update_settings(self, **changes: object) -> None:
        """Change settings, apply them and save them (a failed save shows a message)."""
        data = {**self.settings.__dict__, **changes}
        self.settings = Settings(**data)  # type: ignore[arg-type]
        i18n.set_language(self.settings.language)
        self.sound.set_enabled(self.settings.sound and not self.headless)
        pygame.display.set_caption(i18n.t("app.title"))
        if not self.headless:
            problem = write_settings(self.settings)
            if problem is not None:  # said in the language of the moment, the next switch's too
                self._unsaved_told = lambda: problem(i18n.language())
                self.toast.show(self._unsaved_told, 5.0)
            elif self._unsaved_told is not None:  # saved now: a failure still showing is no longer true
                if self.toast.said is self._unsaved_told:
                    self.toast.clear()
                self._unsaved_told = None

    # ---- messages about files ------------------------------------------------------------
    def report_damaged(self, damage: Damage) -> None:
        """Tell the player a file was damaged and set aside. One found while that message still
        shows (the lobby memory and save after the settings at start-up) joins it: one compact
        message names them all rather than a screenful of separate ones."""
        if not self.telling_files():
            self.invalid_settings, self.adjusted_settings, self.damaged = (), (), []
        self.damaged.append(damage)
        self.tell_files()

    def telling_files(self) -> bool:
        """Whether the message about the files (see ``tell_files``) is showing."""
        return self._files_told is not None and self.toast.left > 0 and self.toast.said is self._files_told

    def tell_files(self) -> None:
        """Show (again, in the language now set) what was wrong with the files read: settings that
        were invalid or brought into range, files that were damaged. Damaged settings lost the
        language the player chose: unless it was given for this run, the damage is told in Chinese
        and English."""
        lost = not self.language_given and any(d.what == "settings" for d in self.damaged)
        invalid, adjusted, damaged = self.invalid_settings, self.adjusted_settings, tuple(self.damaged)

        def told() -> str:
            """The message in the language of the moment (it follows a switch made while it shows)."""
            language = i18n.language()
            parts = [invalid_message(invalid, language)] if invalid else []
            if adjusted:
                parts.append(adjusted_message(adjusted, language))
            if damaged:
                parts.append(damage_report(damaged, None if lost else language))
            return "\n\n".join(parts)

        self._files_told = told
        self.toast.show(told, 6.0)

    # ---- scenes ------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.last_active = self.now()
        forget_hover()
        if self.top is not None:
            self.top.on_cover()
        self.scenes.append(scene)
        scene.on_resize(self.screen.get_size())
        scene.on_enter()

    def pop(self) -> None:
        self.last_active = self.now()
        forget_hover()
        if self.scenes:
            self.scenes.pop()
        if self.scenes:
            self.scenes[-1].on_enter()

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        self.scenes.clear()
        self.push(scene)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    # ---- loop --------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        self._track_window(event.type)
        event = main_keys(event)
        if event.type in _INPUT_EVENTS:
            self.last_active = self.now()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.pressed_by_key = event.type == pygame.KEYDOWN
        if "pos" in event.dict and in_scenes(event.pos) != event.pos:
            event = pygame.event.Event(event.type, {**event.dict, "pos": in_scenes(event.pos)})
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.size = (max(SMALLEST_WINDOW[0], event.w), max(SMALLEST_WINDOW[1], event.h))
            self.resized = True
            if self.size != (event.w, event.h):
                self._size_window_up()
            else:
                surface = pygame.display.get_surface()
                self.screen = self._frame(surface) if surface is not None else self.screen
            for scene in self.scenes:
                scene.on_resize(self.screen.get_size())
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle_event(event)

    def step(self, dt: float = STEP) -> None:
        """One fixed update of the top scene (and the toast)."""
        if self.top is not None:
            self.top.update(dt)
        self.toast.update(dt)

    def draw(self) -> None:
        surface = self.screen
        window = surface.get_parent()  # set when the scenes draw in a band of a tall window
        if window is not None:
            window.fill(LETTERBOX)
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)
        if self.top is not None:
            size = surface.get_size()
            self.toast.draw(surface, *self.top.toast_place(size), self.top.toast_room(size))

    def run(self) -> None:
        """The interactive loop: input, fixed-step updates, one draw per frame."""
        pending = 0.0
        first_frame_file = os.environ.get("PAIZHUO_FIRST_FRAME_FILE")
        while self.running and self.scenes:
            pending += min(0.25, self.clock.tick(self.frame_rate()) / 1000.0)
            steps = int(pending / STEP)
            pending -= steps * STEP
            self.frame_once(steps)
            if first_frame_file and self.frame == 1:
                _write_first_frame(first_frame_file)
        self.shutdown()

    def _track_window(self, event_type: int) -> None:
        if event_type == pygame.WINDOWFOCUSGAINED:
            self.focused, self.minimized = True, False
        elif event_type == pygame.WINDOWFOCUSLOST:
            self.focused = False
        elif event_type == pygame.WINDOWMINIMIZED:
            self.minimized = True
        elif event_type in (pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            self.minimized = False

    def frame_rate(self) -> int:
        """Frames per second for the window's state: full rate only while it has the focus and
        something moves or was touched in the last ``IDLE_AFTER`` seconds."""
        if self.minimized:
            return FPS_MINIMIZED
        rate = FPS_FOCUSED if self.focused else FPS_BACKGROUND
        if self.now() - self.last_active > IDLE_AFTER:
            rate = min(rate, FPS_IDLE)
        return rate

    def _note_live(self) -> None:
        """Moving scenes and a showing message keep the full frame rate."""
        top = self.top
        if self.toast.left > 0 or (top is not None and top.live()):
            self.last_active = self.now()

    def frame_once(self, steps: int = 1) -> None:
        """Input, ``steps`` fixed updates and one draw. An unexpected error never escapes:
        it is logged with the game record and the error screen takes over."""
        try:
            for event in pygame.event.get():
                self.dispatch(event)
            for _ in range(steps):
                self.step(STEP)
            self._note_live()
            self.draw()
        except Exception as exc:  # noqa: BLE001 - the app must never die on a player's action
            self.crash(exc)
            return
        pygame.display.flip()
        self.frame += 1

    def crash(self, exc: BaseException) -> None:
        """Log the error with the game record and show the error screen (resume offered)."""
        from app.crash import write_crash_log
        from app.scenes.error import ErrorScene

        if isinstance(self.top, ErrorScene):
            # The error screen itself failed (e.g. a font problem): draw it the plainest way, once logged.
            _log.exception("the error screen failed; switching it to plain drawing")
            self.top.plain = True
            self.toast.text = ""
            return
        record = None
        for scene in reversed(self.scenes):
            session = getattr(scene, "session", None)
            if session is not None and not getattr(scene, "replay", False):
                record = session.record
                break
        _log.exception("unexpected error")
        path = write_crash_log(exc, record)
        self.reset(ErrorScene(self, path, record))

    def run_frames(self, frames: int, screenshot: Path | None = None) -> None:
        """Headless: exactly ``frames`` steps and draws as fast as possible, then an optional PNG."""
        for _ in range(frames):
            self.frame_once(1)
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(screenshot))

    def remember_window(self) -> None:
        """Keep the window's size for the next start, if the player sized it this run (a size given
        by ``--size`` alone is for this run only). A failed save is logged: the app is closing."""
        if self.headless or not self.resized or tuple(self.size) == tuple(self.settings.window_size):
            return
        self.settings = Settings(**{**self.settings.__dict__, "window_size": tuple(self.size)})
        problem = save_settings(self.settings)
        if problem:
            _log.warning("the window size was not kept: %s", problem)

    def shutdown(self) -> None:
        self.remember_window()
        for scene in list(self.scenes):
            closer = getattr(scene, "on_quit", None)
            if callable(closer):
                try:
                    closer()
                except Exception:  # noqa: BLE001 - quitting must not fail
                    _log.exception("scene failed to close cleanly")
        self.scenes.clear()
        from app.fonts import clear_caches
        from app.games.base import felt_surface
        from app.ui.cardart import _face, card_back

        clear_caches()  # fonts die with pygame.quit(); a later App must load them again
        _face.cache_clear()
        card_back.cache_clear()
        felt_surface.cache_clear()
        pygame.quit()


def _write_first_frame(path: str) -> None:
    """For the start-up benchmark: note when the first frame reached the screen."""
    try:
        Path(path).write_text(repr(time.time()), encoding="utf-8")
    except OSError:
        _log.warning("cannot write first-frame time to %s", path)
