"""Short table effects: explosions, defusal shields, arrows between seats and rising words."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from app.fonts import get_font, render_text
from app.i18n import LiveText, live
from app.ui.anim import ease_out

Color = tuple[int, int, int]


@dataclass
class Effect:
    pos: tuple[int, int]
    duration: float
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def p(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:  # pragma: no cover - overridden
        pass


@dataclass
class Explosion(Effect):
    """A blast: a white flash, an orange fireball, spikes and flying sparks."""

    size: int = 120

    def draw(self, surface: pygame.Surface) -> None:
        p = self.p
        x, y = self.pos
        r = int(self.size * (0.25 + 0.9 * ease_out(p)))
        layer = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
        c = (r + 4, r + 4)
        fade = max(0.0, 1 - p)
        spikes = []
        for k in range(24):
            a = k * math.pi / 12 + 0.13
            rr = r * (1.0 if k % 2 == 0 else 0.55)
            spikes.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pygame.draw.polygon(layer, (255, 150, 40, int(220 * fade)), spikes)
        pygame.draw.circle(layer, (255, 220, 90, int(230 * fade)), c, int(r * 0.55))
        if p < 0.25:
            pygame.draw.circle(layer, (255, 255, 255, int(255 * (1 - p / 0.25))), c, int(r * 0.4))
        surface.blit(layer, (x - c[0], y - c[1]))
        for k in range(14):
            a = k * 2 * math.pi / 14 + 0.4
            d = self.size * (0.3 + 1.3 * ease_out(p)) * (0.8 + 0.25 * ((k * 7) % 5) / 4)
            sx, sy = x + d * math.cos(a), y + d * math.sin(a) + 40 * p * p
            pygame.draw.circle(surface, (255, 200 - 10 * (k % 5), 60), (int(sx), int(sy)), max(1, int(5 * fade)))


@dataclass
class Shield(Effect):
    """A defusal: a blue ring closing in and a soft glow."""

    size: int = 110
    color: Color = (90, 170, 255)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.p
        x, y = self.pos
        r = int(self.size * (1.3 - 0.6 * ease_out(p)))
        alpha = int(255 * (1 - p) ** 0.6)
        layer = pygame.Surface((r * 2 + 16, r * 2 + 16), pygame.SRCALPHA)
        c = (r + 8, r + 8)
        pygame.draw.circle(layer, (*self.color, alpha // 4), c, r)
        pygame.draw.circle(layer, (*self.color, alpha), c, r, 6)
        pygame.draw.circle(layer, (255, 255, 255, alpha // 2), c, max(1, r - 10), 2)
        surface.blit(layer, (x - c[0], y - c[1]))


@dataclass
class Arrow(Effect):
    """An arrow from one seat to another, drawn in over the first third and faded out at the end."""

    end: tuple[int, int] = (0, 0)
    color: Color = (250, 210, 90)
    label: LiveText = ""  # said again each frame, as Words are
    label_size: int = 22

    def draw(self, surface: pygame.Surface) -> None:
        p = self.p
        grow = ease_out(min(1.0, p * 3))
        alpha = int(255 * min(1.0, (1 - p) * 4))
        (x0, y0), (x1, y1) = self.pos, self.end
        xe, ye = x0 + (x1 - x0) * grow, y0 + (y1 - y0) * grow
        a = math.atan2(ye - y0, xe - x0)
        head = [(xe + 20 * math.cos(a), ye + 20 * math.sin(a)),
                (xe + 16 * math.cos(a + 2.4), ye + 16 * math.sin(a + 2.4)),
                (xe + 16 * math.cos(a - 2.4), ye + 16 * math.sin(a - 2.4))]
        left, top = int(min(x0, xe)) - 24, int(min(y0, ye)) - 24
        box = (int(abs(xe - x0)) + 48, int(abs(ye - y0)) + 48)
        layer = pygame.Surface(box, pygame.SRCALPHA)
        col = (*self.color, alpha)
        pygame.draw.line(layer, col, (x0 - left, y0 - top), (xe - left, ye - top), 7)
        pygame.draw.polygon(layer, col, [(x - left, y - top) for x, y in head])
        surface.blit(layer, (left, top))
        label = live(self.label)
        if label:
            img = render_text(label, self.label_size, (255, 255, 255), True)
            mx, my = (x0 + xe) / 2, (y0 + ye) / 2
            bg = pygame.Rect(0, 0, img.get_width() + 14, img.get_height() + 4)
            bg.center = (int(mx), int(my))
            plate = pygame.Surface(bg.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*self.color, alpha), plate.get_rect(), border_radius=8)
            surface.blit(plate, bg)
            img = img.copy()
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=bg.center))


@dataclass
class Words(Effect):
    """A word that pops up, rises ``rise`` pixels and fades. Its ``text`` is said again each frame (a
    language switched meanwhile shows at once); with ``keep_in`` it is moved sideways into that area
    however wide it reads."""

    text: LiveText = ""
    color: Color = (255, 255, 255)
    size: int = 34
    rise: int = 30
    keep_in: pygame.Rect | None = None

    @property
    def said(self) -> str:
        return live(self.text)

    @staticmethod
    def pill_size(text: str, size: int) -> tuple[int, int]:
        """The size of the pill round ``text`` at font ``size``."""
        w, h = get_font(size, True).size(text)
        return w + 2 * max(8, h // 3), h + 2 * max(2, h // 10)

    def _font_size(self) -> int:
        return max(8, int(self.size * (0.6 + 0.4 * ease_out(min(1.0, self.p * 4)))))

    def rect(self) -> pygame.Rect:
        """Where the pill is now."""
        said = self.said
        rect = pygame.Rect((0, 0), self.pill_size(said, self._font_size()))
        x = self.pos[0]
        if self.keep_in is not None:  # as the pill at its full size fits there
            half = self.pill_size(said, self.size)[0] // 2
            x = max(self.keep_in.left + half + 2, min(self.keep_in.right - half - 2, x))
        rect.center = (x, self.pos[1] - int(self.rise * ease_out(self.p)))
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        img = render_text(self.said, self._font_size(), self.color, True)
        alpha = int(255 * min(1.0, (1 - self.p) * 3))
        rect = self.rect()
        # a dark pill behind the word keeps it readable over the count, card faces and seats
        pill = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (12, 22, 18, int(200 * alpha / 255)), pill.get_rect(), border_radius=rect.h // 2)
        pygame.draw.rect(pill, (*self.color, int(160 * alpha / 255)), pill.get_rect(), 2, border_radius=rect.h // 2)
        surface.blit(pill, rect)
        img = img.copy()
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=rect.center))


class Effects:
    """The running effects of a table."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, effect: Effect) -> None:
        self.items.append(effect)

    def update(self, dt: float) -> None:
        for e in self.items:
            e.update(dt)
        self.items = [e for e in self.items if not e.done]

    def draw(self, surface: pygame.Surface) -> None:
        for e in self.items:
            e.draw(surface)

    def clear(self) -> None:
        self.items.clear()
