"""The scene protocol: every screen handles events, updates on a fixed step and draws."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.i18n import t
from app.ui import theme
from app.ui.widgets import Button

if TYPE_CHECKING:
    from app.main import App

PAGE_TOP = 70  # a full-window page's panel (statistics, replays, rules) starts here, under its title
BAND_MARGIN = 5  # a message in a title band is kept this far from the window's edge and from the panel


class Scene:
    """One screen. ``opaque`` scenes hide the ones below; overlays let them show through."""

    opaque = True
    title_band: int | None = None  # a shell page's title band height at 1280×720: its messages show in it
    scale = 1.0  # drawn at this many times its 1280×720 size (set on resize by the screens that grow)

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw; never changes game state."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def back_button(self) -> Button:
        """The screen's Back button: it closes the screen, Esc does too, and it says so."""
        return Button(lambda: t("common.back") + " [Esc]", self.app.pop, hotkey=pygame.K_ESCAPE)

    def px(self, n: int) -> int:
        """``n`` pixels at 1280×720, grown with the window by the scene's ``scale``."""
        return theme.scaled(n, self.scale)

    def live(self) -> bool:
        """Whether something on this screen moves by itself now (keeps the full frame rate)."""
        return False

    def on_cover(self) -> None:
        """Another screen opens over this one (it gets the input from now on)."""

    def on_enter(self) -> None:
        """The scene became the top of the stack."""

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """Where a short message shows over this scene: its centre and its greatest width."""
        w, h = size
        return (w // 2, int(h * 0.42)), min(theme.scaled(760, theme.ui_scale(size)), w - 40)

    def toast_room(self, size: tuple[int, int]) -> int | None:
        """How tall a message over this scene may be (None: as tall as it needs): in a title band,
        the band less a margin above and below, so a message in it covers nothing under the band."""
        if self.title_band is None:
            return None
        return self.px(self.title_band) - 2 * theme.scaled(BAND_MARGIN, theme.ui_scale(size))

    def title_band_toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message across the title band (``title_band`` px tall at 1280×720) above a shell page's
        panel (or the lobby's columns): every shell page shows its messages there, not over the rows,
        text or note in its panel; a long one is written smaller to stay in the band
        (``toast_room``)."""
        (x, _), width = Scene.toast_place(self, size)
        return (x, self.px(self.title_band or PAGE_TOP) // 2), width
