"""Effects for the Stars and Storms table: cards spinning off the table, banners, glows."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from app.i18n import LiveText, live
from app.ui.anim import Flyer, ease_out
from app.ui.widgets import blit_text, fit_line, get_font


@dataclass
class SpinFlyer(Flyer):
    """A card blown away: it tumbles along its path and fades out near the end."""

    spin: float = 540.0  # degrees over the whole flight
    fade: bool = True

    def draw(self, surface: pygame.Surface) -> None:
        if self.done or not self.started:
            return
        p = min(1.0, max(0.0, (self.t - self.delay) / self.duration)) if self.duration > 0 else 1.0
        x, y = self.position()
        img = pygame.transform.rotozoom(self.image, self.spin * p, 1.0 - 0.25 * p)
        if self.fade:
            img.set_alpha(int(255 * (1.0 - p * p)))
        w, h = self.image.get_size()
        surface.blit(img, img.get_rect(center=(x + w / 2, y + h / 2)))


def off_table_point(start: tuple[float, float], origin: tuple[float, float], size: tuple[int, int],
                    screen: tuple[int, int]) -> tuple[float, float]:
    """Where a card at ``start`` ends when blown away from ``origin``: beyond the nearest screen edge."""
    dx, dy = start[0] - origin[0], start[1] - origin[1]
    d = math.hypot(dx, dy) or 1.0
    reach = max(screen) * 0.75
    return start[0] + dx / d * reach, start[1] + dy / d * reach - size[1]


BAND, BAND_ALPHA = (8, 20, 15), 255  # the banner's band: the felt's darkest green, opaque at full strength


@dataclass
class Banner:
    """A large line of text across the table that swells in and fades out; its lines are said again
    each frame (a language switched meanwhile shows at once)."""

    text: LiveText
    sub: LiveText
    color: tuple[int, int, int]
    total: float = 1.4
    left: float = 1.4

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left > 0

    def draw(self, surface: pygame.Surface, center: tuple[int, int], size: int,
             bounds: pygame.Rect | None = None) -> None:
        """The band across ``bounds`` (the table, which ends before the log panel; default the
        whole ``surface``) at ``center``'s height, the lines about ``center``: each made smaller (down
        to half) and moved along as need be to stay inside ``bounds``."""
        age = self.total - self.left
        grow = ease_out(min(1.0, age / 0.25))
        alpha = int(255 * min(1.0, self.left / 0.35) * grow)  # the words come in with the band, not before it
        across = bounds if bounds is not None else surface.get_rect()
        band = pygame.Surface((across.w, int(size * 2.3)), pygame.SRCALPHA)
        # hiding what it crosses (the storm panel's lines read through it, jumbled with its own) but as it comes and goes
        band.fill((*BAND, int(BAND_ALPHA * min(1.0, self.left / 0.35) * grow)))
        surface.blit(band, (across.x, center[1] - band.get_height() // 2))
        room = across.inflate(-16, 0)
        text, sub = live(self.text), live(self.sub)
        self._line(surface, text, max(10, int(size * (0.7 + 0.3 * grow))), (*self.color, alpha), True,
                   (center[0], center[1] - (size // 4 if sub else 0)), room)
        if sub:
            self._line(surface, sub, max(10, size // 2), (235, 235, 235, alpha), False,
                       (center[0], center[1] + int(size * 0.62)), room)

    @staticmethod
    def _line(surface: pygame.Surface, text: str, size: int, color: tuple[int, ...], bold: bool,
              center: tuple[int, int], room: pygame.Rect) -> None:
        size, text = fit_line(text, size, max(10, size // 2), room.w, bold)
        half = get_font(size, bold).size(text)[0] / 2
        x = int(min(max(center[0], room.x + half), room.right - half))
        blit_text(surface, text, size, color, bold=bold, center=(x, center[1]))


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], strength: float,
              radius: int = 8) -> None:
    """A soft translucent glow behind or over ``rect`` (strength 0…1)."""
    if strength <= 0:
        return
    pad = 8
    s = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    for k in range(3):
        a = int(70 * strength * (k + 1) / 3)
        pygame.draw.rect(s, (*color, a), s.get_rect().inflate(-k * 5, -k * 5), border_radius=radius + pad - k * 2)
    surface.blit(s, (rect.x - pad, rect.y - pad))
