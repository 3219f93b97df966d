"""Statistics and the list of finished games (open one in the replay viewer)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from app import i18n, savegame
from app.games import UI_CLASSES
from app.i18n import t
from app.scenes.base import Scene
from app.stats import load_stats
from app.ui import theme
from app.ui.widgets import Button, blit_text, draw_panel
from engine.errors import RecordError
from engine.registry import GAMES

if TYPE_CHECKING:
    from app.main import App


def _kind_name(kind: str) -> str:
    return t("lobby.kind.human") if kind == "human" else t("lobby.kind.ai") + " · " + t("lobby.level." + kind)


class StatsScene(Scene):
    """One block per game: a row per seat type with played, won, win rate, streaks and best."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.stats, problem = load_stats()
        if problem:
            app.toast.show(problem, 6.0)
        self.back = Button(lambda: t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        self.scroll = 0

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(20, 70, w - 40, h - 150)
        self.back.rect = pygame.Rect(w // 2 - 80, h - 66, 160, 46)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        w, h = surface.get_size()
        surface.blit(felt_surface(w, h), (0, 0))
        blit_text(surface, t("stats.title"), 32, theme.GOLD, bold=True, midtop=(w // 2, 16))
        draw_panel(surface, self.rect, alpha=225)
        cols = [t("stats.seat"), t("stats.played"), t("stats.won"), t("stats.rate"), t("stats.streak"),
                t("stats.best_streak"), t("stats.best")]
        xs = [self.rect.x + 30 + int(self.rect.w * f) for f in (0, 0.3, 0.42, 0.54, 0.66, 0.78, 0.9)]
        y = self.rect.y + 16 - self.scroll
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -6))
        if not self.stats:
            blit_text(surface, t("stats.none"), 20, theme.MUTED, center=self.rect.center)
        for game_id, kinds in self.stats.items():
            info = GAMES[game_id].info if game_id in GAMES else None
            name = i18n.pick(info.name_zh, info.name_en) if info else game_id
            blit_text(surface, name, 22, theme.GOLD, bold=True, topleft=(xs[0], y))
            y += 34
            levels = any(tally.best for tally in kinds.values())  # only games with levels (Guandan) have a best
            shown_cols = cols if levels else cols[:-1]
            for x, col in zip(xs, shown_cols):
                blit_text(surface, col, 15, theme.MUTED, topleft=(x, y))
            y += 24
            for kind, tally in kinds.items():
                rate = f"{100 * tally.won / tally.played:.0f}%" if tally.played else "—"
                ui = UI_CLASSES.get(game_id)
                best = (ui.stat_best_label(tally.best) if ui else str(tally.best)) if tally.best else "—"
                row = [_kind_name(kind), str(tally.played), str(tally.won), rate, str(tally.streak),
                       str(tally.best_streak), best][:len(shown_cols)]
                for x, cell in zip(xs, row):
                    blit_text(surface, cell, 17, theme.WHITE, topleft=(x, y))
                y += 26
            y += 16
        surface.set_clip(clip)
        self.back.draw(surface)


class ReplayListScene(Scene):
    """Finished games, newest first; click one to watch it again."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.files = savegame.finished_games()[:12]
        self.buttons = [Button(lambda p=p: self._label(p), lambda p=p: self.open(p), font_size=17) for p in self.files]
        self.back = Button(lambda: t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)

    def _label(self, path: Path) -> str:
        parts = path.stem.split("-")
        game_id = "-".join(parts[2:-1]) if len(parts) >= 4 else path.stem
        info = GAMES[game_id].info if game_id in GAMES else None
        name = i18n.pick(info.name_zh, info.name_en) if info else game_id
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime)) if path.exists() else ""
        return f"{when}   {name}"

    def open(self, path: Path) -> None:
        open_replay(self.app, path)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(w // 2 - 300, 70, 600, h - 150)
        y = self.rect.y + 20
        for b in self.buttons:
            b.rect = pygame.Rect(self.rect.x + 20, y, self.rect.w - 40, 40)
            y += 48
        self.back.rect = pygame.Rect(w // 2 - 80, h - 66, 160, 46)

    def handle_event(self, event: pygame.event.Event) -> None:
        for b in self.buttons + [self.back]:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        w, h = surface.get_size()
        surface.blit(felt_surface(w, h), (0, 0))
        blit_text(surface, t("replay.list_title"), 32, theme.GOLD, bold=True, midtop=(w // 2, 16))
        draw_panel(surface, self.rect, alpha=225)
        if not self.buttons:
            blit_text(surface, t("replay.none"), 20, theme.MUTED, center=self.rect.center)
        for b in self.buttons:
            b.draw(surface)
        self.back.draw(surface)


def open_replay(app: "App", path: Path) -> bool:
    """Open a record file in the replay viewer; a clear message if it cannot be replayed."""
    from app.scenes.replay import ReplayScene

    loaded = savegame.read_record_file(path)
    if loaded.record is None:
        app.toast.show(loaded.problem or t("replay.missing", path=str(path)), 6.0)
        return False
    if loaded.record.game not in GAMES:
        app.toast.show(t("replay.unknown_game", game=loaded.record.game), 6.0)
        return False
    try:
        app.push(ReplayScene(app, loaded.record))
    except RecordError as exc:
        app.toast.show(str(exc), 6.0)
        return False
    return True
