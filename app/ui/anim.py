"""Animation primitives driven by the table's event queue: flying images and tweened numbers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 3 * t * t - 2 * t * t * t


@dataclass
class Flyer:
    """An image moving from ``start`` to ``end`` (top-left positions) over ``duration`` seconds."""

    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    arc: float = 0.0  # pixels of upward bow along the way
    blocking: bool = True  # False: a picture only (a refused card going home), the table is not busy for it
    t: float = 0.0
    done: bool = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.t += dt
        if self.t >= self.delay + self.duration:
            self.done = True
            if self.on_done is not None:
                self.on_done()

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    def position(self) -> tuple[float, float]:
        p = ease_in_out((self.t - self.delay) / self.duration) if self.duration > 0 else 1.0
        x = self.start[0] + (self.end[0] - self.start[0]) * p
        y = self.start[1] + (self.end[1] - self.start[1]) * p - self.arc * 4 * p * (1 - p)
        return x, y

    def draw(self, surface: pygame.Surface) -> None:
        if self.done or not self.started:
            return
        surface.blit(self.image, self.position())


@dataclass
class NumberTween:
    """A displayed number that glides towards its target value."""

    value: float = 0.0
    target: float = 0.0
    speed: float = 6.0  # sixtieths of the gap closed per 1/60 s (6: a tenth a frame at 60 fps), at any frame rate
    pulse: float = 0.0
    history: list[float] = field(default_factory=list)

    def set(self, target: float, instant: bool = False) -> None:
        if target != self.target:
            self.pulse = 1.0
        self.target = target
        if instant:
            self.value = target

    def update(self, dt: float) -> None:
        """Close the gap as 60 frames a second of ``speed``/60 each would in ``dt`` seconds: the same
        value at the same elapsed time whatever the step; lands on the target once within half a unit."""
        kept = max(0.0, 1.0 - self.speed / 60) ** (max(0.0, dt) * 60)  # the share of the gap left after dt
        self.value = self.target - (self.target - self.value) * kept
        if abs(self.target - self.value) < 0.5:
            self.value = self.target
        self.pulse = max(0.0, self.pulse - dt * 1.5)

    @property
    def shown(self) -> int:
        return int(round(self.value))
