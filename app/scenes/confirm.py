"""A question over the current screen before a step that would lose or leave something.

The safe answer is the default: Esc and Enter both keep things as they are, so keys pressed by
habit (Esc at the table, then Enter in the lobby) never discard a game. Only a click on the other
button, its own letter key, or Enter with the focus ring put on it, goes ahead. Tab, Shift+Tab and
Left/Right move the ring as on every screen (app.ui.focus.ButtonRing); a question opened from the
keyboard opens with the ring on the safe button, where Enter goes anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from app.scenes.base import Scene
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.widgets import Button, blit_text, draw_panel, evened, share_text_size

if TYPE_CHECKING:
    from app.main import App


class ConfirmScene(Scene):
    """``title`` and ``message`` with two buttons: ``go_label`` runs ``on_go``, ``stay_label`` just closes.
    ``keyboard``: asked by a key (Esc, Enter on Start), so it opens with the ring on the stay button;
    None (the default): as the app's last press was, a key or a click."""

    opaque = False

    def __init__(self, app: "App", title: str, message: str, go_label: str, stay_label: str,
                 on_go: Callable[[], None], go_key: int | None = None, keyboard: bool | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_go = on_go
        self.go = Button(lambda: go_label, self._go, hotkey=go_key, font_size=20)
        self.stay = Button(lambda: stay_label, self.close, font_size=20)
        self.ring = ButtonRing([self.stay, self.go], sideways=True)  # left to right: the safe one first
        if keyboard if keyboard is not None else app.pressed_by_key:
            self.ring.first()
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.lines: list[str] = []  # the message wrapped to the panel (set on resize)

    def _go(self) -> None:
        self.app.pop()
        self.on_go()

    def close(self) -> None:
        self.app.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        pw = min(px(560), w - 80)
        self.lines = evened(self.message, px(18), pw - px(48))  # no word alone on the last line
        ph = px(110) + px(24) * len(self.lines) + px(60)
        self.rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw = min(px(200), (pw - px(60)) // 2)
        y = self.rect.bottom - px(66)
        self.stay.rect = pygame.Rect(self.rect.centerx - bw - px(10), y, bw, px(46))
        self.go.rect = pygame.Rect(self.rect.centerx + px(10), y, bw, px(46))
        for b in (self.stay, self.go):
            b.font_size, b.scale = px(20), self.scale
        share_text_size([self.stay, self.go])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if self.ring.handle(event):  # Enter on a ring presses the ringed button
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.close()  # with no ring up, Enter stays
            return
        for b in (self.stay, self.go):
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        px = self.px
        draw_panel(surface, self.rect, alpha=245)
        blit_text(surface, self.title, px(24), theme.GOLD, bold=True, midtop=(self.rect.centerx, self.rect.y + px(22)))
        for i, line in enumerate(self.lines):
            blit_text(surface, line, px(18), theme.WHITE,
                      midtop=(self.rect.centerx, self.rect.y + px(70) + px(24) * i))
        self.stay.draw(surface)
        self.go.draw(surface)
        self.ring.draw(surface, self.scale)

