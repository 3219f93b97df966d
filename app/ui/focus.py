"""Keyboard focus among a screen's controls, given as sections of rows (a list is rows of one, a
grid rows of several, a bar one row): Tab walks every control in reading order, the arrows move
within a section. Controls that cannot take the focus now (disabled ones) are skipped."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from app.ui.widgets import Button, draw_focus_ring

C = TypeVar("C")
Sections = Sequence[Sequence[Sequence[C]]]


def _same(a: object, b: object) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _where(sections: Sections[C], control: C | None) -> tuple[int, int, int] | None:
    """The section, row and column of ``control`` (None if it is not there)."""
    for s, section in enumerate(sections):
        for r, row in enumerate(section):
            for c, item in enumerate(row):
                if _same(item, control):
                    return s, r, c
    return None


def tab(sections: Sections[C], current: C | None, step: int, can_focus: Callable[[C], bool]) -> C | None:
    """The control Tab (``step`` 1) or Shift+Tab (-1) moves to from ``current``, going round at
    the ends; from no focus the first (or last) one. None if no control can take the focus."""
    order = [c for section in sections for row in section for c in row]
    start = next((k for k, c in enumerate(order) if _same(c, current)), -1 if step > 0 else len(order))
    for k in range(1, len(order) + 1):
        candidate = order[(start + step * k) % len(order)]
        if can_focus(candidate):
            return candidate
    return None


def vertical(sections: Sections[C], current: C | None, step: int, can_focus: Callable[[C], bool]) -> C | None:
    """The control Up (``step`` -1) or Down (1) moves to from ``current``: in the nearest row of
    its section with one that can take the focus, the one nearest its column (the left one of
    two as near). None at the section's end."""
    at = _where(sections, current)
    if at is None:
        return None
    s, r, c = at
    rows = sections[s]
    for other in range(r + step, len(rows) if step > 0 else -1, step):
        near = sorted((abs(k - c), k) for k, item in enumerate(rows[other]) if can_focus(item))
        if near:
            return rows[other][near[0][1]]
    return None


def horizontal(sections: Sections[C], current: C | None, step: int, can_focus: Callable[[C], bool]) -> C | None:
    """The control Left (``step`` -1) or Right (1) moves to from ``current`` in its row; None at
    the row's end."""
    at = _where(sections, current)
    if at is None:
        return None
    s, r, c = at
    row = sections[s][r]
    return next((row[k] for k in range(c + step, len(row) if step > 0 else -1, step) if can_focus(row[k])), None)


class ButtonRing:
    """The focus over a screen's few buttons, in reading order: Tab and Shift+Tab put the ring on
    the next or previous usable one (from none, the first or last), Enter and Space press the
    ringed one; a click takes the ring to the clicked button (or away), and once a ring is up it
    follows the pointer, so the lit button and the ringed one are never two. With ``arrows``, Down
    and Up move the ring as Tab and Shift+Tab do (for buttons in one column); with ``sideways``,
    Right and Left do (for buttons in one row)."""

    def __init__(self, buttons: Sequence[Button], arrows: bool = False, sideways: bool = False) -> None:
        self.buttons = list(buttons)
        self.focus: Button | None = None
        self.arrows = arrows
        self.sideways = sideways

    def step(self, event: pygame.event.Event) -> int:
        """1 if the key ``event`` moves the ring on, -1 if back, 0 if it does not move it."""
        if event.type != pygame.KEYDOWN:
            return 0
        if event.key == pygame.K_TAB:
            return -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
        if self.arrows and event.key in (pygame.K_DOWN, pygame.K_UP):
            return 1 if event.key == pygame.K_DOWN else -1
        if self.sideways and event.key in (pygame.K_RIGHT, pygame.K_LEFT):
            return 1 if event.key == pygame.K_RIGHT else -1
        return 0

    def first(self) -> None:
        """Ring the first usable button (none if none is)."""
        self.focus = self._moved(None, 1)

    def _moved(self, start: Button | None, step: int) -> Button | None:
        """The usable button ``step`` on from ``start`` in reading order, round at the ends."""
        return tab([[[b] for b in self.buttons]], start, step, lambda b: b.enabled())

    def handle(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab (and the arrows if asked), and Enter or Space on a ring; True if the key
        was used. A pointer move or click moves the ring but is left for the buttons (False). A ring
        on a button greyed or gone since (it is not drawn) is dropped first, so Enter and Space go
        on to the screen as with no ring."""
        if self.focus is not None and (self.focus not in self.buttons or not self.focus.enabled()):
            self.focus = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.focus is not None:
            self.focus = self._at(event.pos)  # as the lobby's ring: a left or right click (4, 5: the wheel)
        elif event.type == pygame.MOUSEMOTION and self.focus is not None:
            self.focus = self._at(event.pos) or self.focus
        if event.type != pygame.KEYDOWN:
            return False
        step = self.step(event)
        if step:
            self.focus = self._moved(self.focus, step)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.focus is not None:
            if self.focus.enabled():
                self.focus.on_click()
            return True
        return False

    def _at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos) and b.enabled()), None)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """The ring round the focused button, if it can be used now."""
        if self.focus is not None and self.focus.enabled():
            draw_focus_ring(surface, self.focus.rect, scale)
