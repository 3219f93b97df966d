"""Settings: language, animation speed, AI pace, sound, fullscreen — saved as readable JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app.i18n import t
from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, blit_text, draw_panel

if TYPE_CHECKING:
    from app.main import App

SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
DELAYS = (0, 300, 700, 1200, 2000)


def _next(values: tuple[Any, ...], current: Any) -> Any:
    later = [v for v in values if v > current]
    return later[0] if later else values[0]


class SettingsScene(Scene):
    """An overlay with one row per setting; every change is applied and saved at once."""

    opaque = False

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        s = lambda: self.app.settings  # noqa: E731 - settings change under us
        self.rows: list[tuple[str, Button]] = [
            ("settings.language", Button(lambda: "中文" if s().language == "zh" else "English",
                                         lambda: self.app.update_settings(language="en" if s().language == "zh" else "zh"))),
            ("settings.animation", Button(lambda: f"×{s().animation_speed:g}",
                                          lambda: self.app.update_settings(animation_speed=_next(SPEEDS, s().animation_speed)))),
            ("settings.ai_delay", Button(lambda: t("settings.ms", ms=s().ai_delay_ms),
                                         lambda: self.app.update_settings(ai_delay_ms=_next(DELAYS, s().ai_delay_ms)))),
            ("settings.sound", Button(lambda: t("common.on") if s().sound else t("common.off"),
                                      lambda: self.app.update_settings(sound=not s().sound))),
            ("settings.fullscreen", Button(lambda: t("common.on") if self.app.fullscreen else t("common.off"),
                                           self.app.toggle_fullscreen)),
            ("settings.card_counter", Button(lambda: t("common.on") if s().show_card_counter else t("common.off"),
                                             lambda: self.app.update_settings(show_card_counter=not s().show_card_counter))),
        ]
        self.back = Button(lambda: t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        self.rect = pygame.Rect(0, 0, 560, 480)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(0, 0, min(560, w - 40), min(70 + 56 * len(self.rows) + 80, h - 40))
        self.rect.center = (w // 2, h // 2)
        y = self.rect.y + 70
        for _, b in self.rows:
            b.rect = pygame.Rect(self.rect.right - 200, y, 180, 40)
            y += 56
        self.back.rect = pygame.Rect(self.rect.centerx - 80, self.rect.bottom - 62, 160, 44)

    def handle_event(self, event: pygame.event.Event) -> None:
        for _, b in self.rows:
            if b.handle(event):
                self.app.sound.play("click")
                return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        draw_panel(surface, self.rect, alpha=245, radius=16)
        blit_text(surface, t("settings.title"), 30, theme.GOLD, bold=True, midtop=(self.rect.centerx, self.rect.y + 16))
        for key, b in self.rows:
            blit_text(surface, t(key), 19, theme.WHITE, midleft=(self.rect.x + 24, b.rect.centery))
            b.draw(surface)
        self.back.draw(surface)
