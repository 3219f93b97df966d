"""The pass-and-play curtain: full screen, names the next player, hides every private card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from app.i18n import t
from app.scenes.base import Scene
from app.ui import theme
from app.ui.keygrace import KeyGrace
from app.ui.widgets import blit_text

if TYPE_CHECKING:
    from app.main import App


CLICK_GRACE = 0.3  # seconds after it comes down (or names the person) before a click lifts it


class CurtainScene(Scene):
    """Opaque: nothing below is drawn while it shows. A click or any key lifts it: a click after its
    first moments (the click that ended the turn does not), a key after a quiet KEY_GRACE with no key
    pressed since it came down (app.ui.keygrace), so Enter or Space hammered or held through the end
    of one person's turn does not show the next person's hand to them.

    Without a ``name`` it first says that the AI seats are playing and calls ``advance`` every frame
    (the table plays them behind it) until that gives the name of the person to pass to; only then
    can it be lifted."""

    opaque = True

    def __init__(self, app: "App", name: str | None, on_lift: Callable[[], None],
                 on_escape: Callable[[], None] | None = None,
                 advance: Callable[[float], str | None] | None = None,
                 news: Callable[[tuple[int, int]], pygame.Surface | None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.news = news  # public news for the person named (between Zha Jin Hua hands: the standings)
        self.news_drawn: tuple[tuple[int, int], pygame.Surface | None] | None = None  # (window size, image)
        self.on_lift = on_lift
        self.on_escape = on_escape  # Esc: e.g. ask to leave, without showing the next person's cards
        self.advance = advance
        self.age = 0.0  # seconds since it came down, or since it named the person (for clicks)
        self.keys = KeyGrace()

    def on_enter(self) -> None:
        # a message for the person who just played (a refused card names it) is not for the next one
        self.app.toast.clear()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                return
            if self.keys.swallows(event):
                return  # a key meant for the turn that ended, hammered or held (Esc too)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape is not None:
                self.on_escape()
                return
            if self.age < CLICK_GRACE or self.name is None:
                return  # the click that ended the previous turn; or nobody to pass to yet
            self.app.pop()
            self.on_lift()

    def update(self, dt: float) -> None:
        if self.name is None and self.advance is not None:
            self.name = self.advance(dt)
            if self.name is not None:
                self.age = 0.0  # a click or key just before the name came does not lift it
                self.keys.restart()
        self.age += dt
        self.keys.update(dt)

    def live(self) -> bool:
        return self.name is None  # AI seats are playing behind it

    def on_resize(self, size: tuple[int, int]) -> None:
        self.scale = theme.ui_scale(size)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        px = self.px
        surface.fill((18, 22, 30))
        for y in range(0, h, px(6)):
            pygame.draw.line(surface, (24, 30, 40), (0, y), (w, y), px(1))
        if self.name is None:
            blit_text(surface, t("curtain.ai_playing"), px(28), theme.MUTED, center=(w // 2, h // 2 - px(70)))
            blit_text(surface, t("curtain.wait"), px(20), theme.WHITE, center=(w // 2, h // 2))
            return
        if self.news is not None and (self.news_drawn is None or self.news_drawn[0] != (w, h)):
            self.news_drawn = ((w, h), self.news((w, h)))
        news = self.news_drawn[1] if self.news_drawn is not None else None
        mid = h // 2
        if news is not None:  # the words move up, the news goes under them
            block = px(110) + px(70) + px(40) + px(24) + news.get_height()  # the words' extent, a gap, the news
            mid = max(px(90), (h - block) // 2 + px(90))
            news_top = min(mid + px(110) + px(34), h - news.get_height() - px(8))
            surface.blit(news, news.get_rect(midtop=(w // 2, news_top)))
        blit_text(surface, t("curtain.pass_to"), px(28), theme.MUTED, center=(w // 2, mid - px(70)))
        blit_text(surface, self.name, px(56), theme.GOLD, bold=True, center=(w // 2, mid))
        blit_text(surface, t("curtain.others_look_away"), px(20), theme.WHITE, center=(w // 2, mid + px(60)))
        blit_text(surface, t("curtain.continue"), px(20), theme.ACCENT, center=(w // 2, mid + px(110)))
