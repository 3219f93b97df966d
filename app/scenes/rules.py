"""A game's rules page in the chosen language, from assets/rules/<game>.<lang>.md, scrollable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app import i18n
from app.i18n import t
from app.paths import asset_path
from app.scenes.base import Scene
from app.ui import theme
from app.ui.widgets import Button, blit_text, draw_panel, wrap_text
from engine.registry import get_game

if TYPE_CHECKING:
    from app.main import App


def load_rules(game_id: str, lang: str) -> str:
    """The rules text; a readable note if the page is missing."""
    path = asset_path("rules", f"{game_id}.{lang}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return t("rules.missing")


class RulesScene(Scene):
    """Headings (#), bullets (-) and paragraphs; wheel, arrows and PageUp/PageDown scroll."""

    def __init__(self, app: "App", game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self.lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
        self.lang = ""
        self.back = Button(lambda: t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        self.rect = pygame.Rect(0, 0, 800, 600)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(20, 70, w - 40, h - 150)
        self.back.rect = pygame.Rect(w // 2 - 80, h - 66, 160, 46)
        self.lang = ""

    def _layout_text(self) -> None:
        self.lang = i18n.language()
        width = self.rect.w - 60
        out: list[tuple[str, int, tuple[int, int, int], bool]] = []
        for raw in load_rules(self.game_id, self.lang).splitlines():
            line = raw.rstrip()
            if line.startswith("#"):
                level = len(line) - len(line.lstrip("#"))
                size = 28 if level == 1 else 22
                for part in wrap_text(line.lstrip("#").strip(), size, width):
                    out.append((part, size, theme.GOLD, True))
            elif line.startswith(("- ", "* ")):
                parts = wrap_text(line[2:], 18, width - 24)
                for k, part in enumerate(parts):
                    out.append((("• " if k == 0 else "   ") + part, 18, theme.WHITE, False))
            elif not line:
                out.append(("", 10, theme.WHITE, False))
            else:
                for part in wrap_text(line, 18, width):
                    out.append((part, 18, theme.WHITE, False))
        self.lines = out

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: self.rect.h - 60,
                    pygame.K_PAGEUP: -(self.rect.h - 60)}.get(event.key, 0)
            self.scroll = max(0, self.scroll + step)

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        if self.lang != i18n.language() or not self.lines:
            self._layout_text()
        w, h = surface.get_size()
        surface.blit(felt_surface(w, h), (0, 0))
        info = get_game(self.game_id).info
        blit_text(surface, t("rules.title", game=i18n.pick(info.name_zh, info.name_en)), 32, theme.GOLD, bold=True,
                  midtop=(w // 2, 16))
        draw_panel(surface, self.rect, alpha=225)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-8, -8))
        total = sum(size + 10 for _, size, _, _ in self.lines)
        self.scroll = min(self.scroll, max(0, total - self.rect.h + 40))
        y = self.rect.y + 20 - self.scroll
        for text, size, color, bold in self.lines:
            if self.rect.y - 40 < y < self.rect.bottom:
                blit_text(surface, text, size, color, bold=bold, topleft=(self.rect.x + 30, y))
            y += size + 10
        surface.set_clip(clip)
        self.back.draw(surface)
