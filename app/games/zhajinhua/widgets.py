"""Small drawing pieces of the Zha Jin Hua table: the two-line betting button and gold pills."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from app.ui import theme
from app.ui.pill import draw_pill, pill_rect as shared_pill_rect
from app.ui.widgets import Button, blit_text, fit_line
from engine.core import Action


@dataclass
class ActionButton(Button):
    """A betting button: the action and its key on the first line, the cost on the second. Greyed, it
    is written as any disabled button is, its label alone: what cannot be bet costs nothing."""

    sub: Callable[[], str] = lambda: ""
    visible: Callable[[], bool] = lambda: True
    probe: Callable[[], Action | None] = lambda: None  # the action it stands for, to ask why it is refused

    def fitted_size(self) -> int:
        """The largest size up to ``font_size`` at which the (bold) label fits this button."""
        return fit_line(self.label(), self.font_size, 10, self.rect.w - 8, bold=True)[0]

    def draw(self, surface: pygame.Surface) -> None:
        enabled = self.enabled()
        if not enabled:
            color = theme.BUTTON_DISABLED
        else:
            color = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if enabled and self.hovered else theme.PANEL_EDGE, self.rect, 1,
                         border_radius=8)
        text_color = theme.WHITE if enabled else (140, 150, 146)
        sub = self.sub() if enabled else ""
        label = self.label()
        size = self.shared_size if self.shared_size is not None else self.fitted_size()
        if sub:
            blit_text(surface, label, size, text_color, bold=True,
                      center=(self.rect.centerx, self.rect.y + self.rect.h * 36 // 100))
            blit_text(surface, sub, max(10, size - 3), theme.GOLD,
                      center=(self.rect.centerx, self.rect.y + self.rect.h * 74 // 100))
        else:
            blit_text(surface, label, size, text_color, bold=True, center=self.rect.center)


PILL_PAD = (18, 6)  # a pill's width and height beyond its text's


def pill_rect(text: str, size: int, **where: tuple[int, int]) -> pygame.Rect:
    """Where ``pill`` draws ``text`` placed by one rect attribute (``midleft=(x, y)``…)."""
    return shared_pill_rect(text, size, PILL_PAD, **where)


def pill(surface: pygame.Surface, text: str, size: int, alpha: int = 255, **where: tuple[int, int]) -> pygame.Rect:
    """Dark text on a gold pill (bubbles, the winner tag): the shared pill (app.ui.pill)."""
    return draw_pill(surface, text, size, theme.INK, (*theme.ACCENT, alpha), PILL_PAD, **where)
