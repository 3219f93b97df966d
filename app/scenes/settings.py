"""Settings: language, animation speed, AI pace, sound, fullscreen — saved as readable JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app.i18n import t
from app.scenes.base import BAND_MARGIN, Scene
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.widgets import Button, blit_text, draw_panel, fit_line

if TYPE_CHECKING:
    from app.main import App

SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
DELAYS = (0, 300, 700, 1200, 2000)
HINT_SIZE = 14


def _next(values: tuple[Any, ...], current: Any) -> Any:
    later = [v for v in values if v > current]
    return later[0] if later else values[0]


def _previous(values: tuple[Any, ...], current: Any) -> Any:
    earlier = [v for v in values if v < current]
    return earlier[-1] if earlier else values[-1]


def pace_label(ms: int) -> str:
    """The AI pace as the settings show it: "Instant" for no pause, else the pause in milliseconds."""
    return t("settings.no_delay") if ms == 0 else t("settings.ms", ms=ms)


class SettingsScene(Scene):
    """An overlay with one row per setting; every change is applied and saved at once. A click
    steps a value forward, a right click back; Up/Down pick a row, Left/Right step its value.
    Tab and Shift+Tab (and Up/Down) go round the rows and the Back button; once a ring is up it
    follows the pointer, as on every screen (app.ui.focus.ButtonRing)."""

    opaque = False

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        s = lambda: self.app.settings  # noqa: E731 - settings change under us
        update = self.app.update_settings

        def toggle_language() -> None:
            update(language="en" if s().language == "zh" else "zh")

        def toggle_sound() -> None:
            update(sound=not s().sound)

        def toggle_counter() -> None:
            update(show_card_counter=not s().show_card_counter)

        self.rows: list[tuple[str, Button]] = [
            ("settings.language", Button(lambda: "中文" if s().language == "zh" else "English", toggle_language,
                                         on_back=toggle_language)),
            ("settings.animation", Button(lambda: t("settings.speed", speed=f"{s().animation_speed:g}"),
                                          lambda: update(animation_speed=_next(SPEEDS, s().animation_speed)),
                                          on_back=lambda: update(animation_speed=_previous(SPEEDS, s().animation_speed)))),
            ("settings.ai_delay", Button(lambda: pace_label(s().ai_delay_ms),
                                         lambda: update(ai_delay_ms=_next(DELAYS, s().ai_delay_ms)),
                                         on_back=lambda: update(ai_delay_ms=_previous(DELAYS, s().ai_delay_ms)))),
            ("settings.sound", Button(lambda: t("common.on") if s().sound else t("common.off"), toggle_sound,
                                      on_back=toggle_sound)),
            ("settings.fullscreen", Button(lambda: t("common.on") if self.app.fullscreen else t("common.off"),
                                           self.app.toggle_fullscreen, on_back=self.app.toggle_fullscreen)),
            ("settings.card_counter", Button(lambda: t("common.on") if s().show_card_counter else t("common.off"),
                                             toggle_counter, on_back=toggle_counter)),
        ]
        self.back = self.back_button()
        # Tab, Shift+Tab and Up/Down go round the rows, then Back; Enter or Space press Back
        self.ring = ButtonRing([b for _, b in self.rows] + [self.back], arrows=True)
        self.rect = pygame.Rect(0, 0, 560, 480)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        self.rect = pygame.Rect(0, 0, min(px(560), w - 40), min(px(70) + px(56) * len(self.rows) + px(100), h - 40))
        self.rect.center = (w // 2, h // 2)
        y = self.rect.y + px(70)
        for _, b in self.rows:
            b.rect = pygame.Rect(self.rect.right - px(200), y, px(180), px(40))
            y += px(56)
        self.hint_y = y + px(4)
        self.back.rect = pygame.Rect(self.rect.centerx - px(80), self.rect.bottom - px(62), px(160), px(44))
        for b in [b for _, b in self.rows] + [self.back]:
            b.font_size, b.scale = px(20), self.scale

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message (the settings could not be saved) shows above the settings' rows, across the top
        of the window and the panel's title, as the full pages show theirs in their title band: in the
        middle of the window it covered the rows being changed. (The settings are an overlay: what
        shows dimmed around the panel is not in use while they are open.)"""
        (x, _), width = super().toast_place(size)
        return (x, self._rows_top() // 2), width

    def toast_room(self, size: tuple[int, int]) -> int | None:
        return self._rows_top() - 2 * self.px(BAND_MARGIN)

    def _rows_top(self) -> int:
        """The top of the first row (the band above it holds the title and any message)."""
        return self.rows[0][1].rect.y

    @property
    def focus(self) -> int | None:
        """The ringed control: a row's index, ``len(rows)`` for the Back button, None for none."""
        controls = [b for _, b in self.rows] + [self.back]
        return next((k for k, b in enumerate(controls) if b is self.ring.focus), None)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            self.ring.handle(event)  # a ring that is up follows the pointer, and a click takes it along
        for _, b in self.rows:
            if b.handle(event):
                self.app.sound.play("click")
                return
        if event.type == pygame.KEYDOWN and (self._step_key(event.key) or self.ring.handle(event)):
            return
        self.back.handle(event)

    def _step_key(self, key: int) -> bool:
        """Left steps the ringed row's value back, Right, Enter and Space on; True if one did."""
        row = self.focus
        if row is None or row == len(self.rows):
            return False
        button = self.rows[row][1]
        if key == pygame.K_LEFT and button.on_back is not None:
            button.on_back()
        elif key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
            button.on_click()
        else:
            return False
        self.app.sound.play("click")
        return True

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        draw_panel(surface, self.rect, alpha=245, radius=px(16))
        blit_text(surface, t("settings.title"), px(30), theme.GOLD, bold=True,
                  midtop=(self.rect.centerx, self.rect.y + px(16)))
        for key, b in self.rows:
            blit_text(surface, t(key), px(19), theme.WHITE, midleft=(self.rect.x + px(24), b.rect.centery))
            b.draw(surface)
        size, hint = fit_line(t("settings.hint"), px(HINT_SIZE), px(11), self.rect.w - px(48))
        blit_text(surface, hint, size, theme.MUTED, midtop=(self.rect.centerx, self.hint_y))
        self.back.draw(surface)
        self.ring.draw(surface, self.scale)
