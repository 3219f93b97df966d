"""The end of a game: winners, the game's own summary lines, Play again, Back to lobby and Settings [S]."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app import i18n
from app.i18n import join_names, t
from app.scenes.base import Scene
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.keygrace import KeyGrace
from app.fonts import get_font
from app.ui.widgets import TOAST_SIZE, Button, blit_text, draw_panel, evened, place_settings_button
from engine.core import Outcome

if TYPE_CHECKING:
    from app.main import App
    from app.scenes.table import TableScene


class ResultsScene(Scene):
    """An overlay above the finished table."""

    opaque = False

    def __init__(self, app: "App", table: "TableScene", outcome: Outcome) -> None:
        super().__init__(app)
        self.table = table
        self.outcome = outcome
        self.lines = table.ui.result_lines(outcome)
        self._lines_language = i18n.language()  # the language self.lines were told in
        self.age = 0.0
        self.keys = KeyGrace()  # a key works after a quiet KEY_GRACE (see handle_event)
        self._winners_cache: tuple[tuple[str, int, int, int], tuple[int, list[str]]] | None = None
        self._summary_cache: tuple[tuple[object, ...], tuple[int, int, list[str]]] | None = None
        self.buttons = [
            Button(self.again_label, self.again, hotkey=pygame.K_RETURN),
            Button(lambda: t("results.lobby"), self.lobby, hotkey=pygame.K_ESCAPE),
            Button(lambda: t("results.export"), self.export, hotkey=pygame.K_e),
        ]
        # the language and the rest, as the lobby's Settings offer them: S, or the ring (after the screen's own)
        self.settings_button = Button(lambda: t("results.settings"), self.open_settings, hotkey=pygame.K_s)
        self.ring = ButtonRing([self.buttons[2], self.buttons[0], self.buttons[1], self.settings_button])  # top to bottom, then Settings

    def again_label(self) -> str:
        """"Play again [Enter]" while Enter plays again: with no ring up, or the ring on Play again.
        With the ring on another button Enter presses that one, and the ring says so: no hint. A
        game of several hands or rounds says "New match" (再来一场), as the button starts a whole one."""
        ringed = self.ring.focus
        hint = ringed is None or ringed is self.buttons[0]
        words = t("results.again_match" if self.table.ui.plays_a_match() else "results.again")
        return f"{words} [Enter]" if hint else words

    def again(self) -> None:
        from app.scenes.table import TableScene

        old = self.table
        seed = old.seed + 1
        self.app.reset(TableScene(self.app, old.game.info.id, old.seats, dict(old.session.record.options), seed,
                                  demo=old.demo))

    def export(self) -> None:
        """Write the finished game's record to the exports folder (Documents, or under PAIZHUO_HOME)
        so it can be shared or replayed."""
        import time

        from app import savegame
        from app.paths import exports_dir

        path = exports_dir() / f"{self.table.game.info.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        problem = savegame.export_record(self.table.session.record, path)
        if problem:
            self.app.toast.show(t("results.export_failed", reason=problem), 5.0)
        else:
            self.app.toast.show(self.exported_message(str(path)), 5.0)

    def exported_message(self, path: str) -> str:
        """"Record saved to <path>" under the panel, no wider than it: on one line where it fits whole,
        else the path on a line of its own, written whole where that fits, else losing its middle (as
        little as it takes; the Paizhuo folder and the file's name stay where they can)."""
        from app.storage import fitted_path

        size = self.app.screen.get_size()
        scale = theme.ui_scale(size)
        room = self.toast_room(size) - theme.scaled(40, scale)  # a message's text, inside its panel
        font = get_font(theme.scaled(TOAST_SIZE, scale))
        whole = t("results.exported", path=path)
        if font.size(whole)[0] <= room:
            return whole
        shown = fitted_path(path, lambda shown: font.size(shown)[0] <= room)
        return t("results.exported", path="").rstrip() + "\n" + shown

    def lobby(self) -> None:
        from app.scenes.lobby import LobbyScene

        self.app.reset(LobbyScene(self.app))

    def open_settings(self) -> None:
        """The settings over the results: a language switched there re-lays them out (follow_language)."""
        from app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        self.rect = pygame.Rect(0, 0, min(px(640), w - 40), min(px(480), h - 80))
        self.rect.h = min(self.rect.h, self._content_height())
        self.rect.center = (w // 2, h // 2)
        self.rect.centerx = self._centre_x(w)
        bw = px(200)
        self.buttons[0].rect = pygame.Rect(self.rect.centerx - bw - px(10), self.rect.bottom - px(64), bw, px(46))
        self.buttons[1].rect = pygame.Rect(self.rect.centerx + px(10), self.rect.bottom - px(64), bw, px(46))
        self.buttons[2].rect = pygame.Rect(self.rect.centerx - px(100), self.rect.bottom - px(118), px(200), px(40))
        for b in self.buttons:
            b.font_size, b.scale = px(20), self.scale
        place_settings_button(self.settings_button, self.rect, self.scale)

    def _centre_x(self, w: int) -> int:
        """Where the panel is centred across a window ``w`` wide: in its middle, unless that lies over the
        table's log panel on the right (at 960×600 it did); then over the table's play area left of the
        log, where it fits there 20 px clear of each side (else in the middle, as before)."""
        tb = self.table
        if tb.rect.w != w or not self.rect.colliderect(tb.log_rect):  # (or a table laid out for another window)
            return w // 2
        room = tb.log_rect.x - 8
        return room // 2 if self.rect.w <= room - 40 else w // 2

    def _content_height(self) -> int:
        """The panel's height with the summary at its full size, a short gap over the buttons: a
        game with a few lines (three places) leaves no empty band in the middle."""
        px = self.px
        size = px(18)
        pitch = max(get_font(size).get_linesize(), size * 26 // 18)
        rows = sum(len(evened(line, size, self.rect.w - px(40))) for line in self.lines)
        return self.summary_offset() + rows * pitch + px(12) + px(118)

    def winners_line(self) -> str:
        names = [self.table.name(s) for s in self.outcome.winners]
        return t("results.winners", names=join_names(names), n=len(names))

    def winners_rows(self) -> tuple[int, list[str]]:
        """The font size and lines of "Winners: …": one line at 22 px, made smaller down to 18 px where
        the names are long, and past that (three or four long names) wrapped at 18 px in even lines.
        Asked several times a frame (drawn, and for where the summary starts): worked out again only
        when the line (its language), the panel's width or the scale changes."""
        px = self.px
        line, width = self.winners_line(), self.rect.w - px(40)
        key = (line, width, px(22), px(18))
        if self._winners_cache is None or self._winners_cache[0] != key:
            self._winners_cache = (key, self._fit_winners(line, width))
        size, rows = self._winners_cache[1]
        return size, list(rows)

    def _fit_winners(self, line: str, width: int) -> tuple[int, list[str]]:
        px = self.px
        for size in range(px(22), px(18) - 1, -1):
            if get_font(size).size(line)[0] <= width:
                return size, [line]
        return px(18), evened(line, px(18), width)

    def summary_offset(self) -> int:
        """How far below the panel's top the summary starts: under the winners' lines."""
        px = self.px
        size, rows = self.winners_rows()
        return max(px(120), px(76) + len(rows) * get_font(size).get_linesize() + px(12))

    def summary_rect(self) -> pygame.Rect:
        """Where the game's summary lines go: under the winners, above the Export button."""
        px, r = self.px, self.rect
        top = r.y + self.summary_offset()
        return pygame.Rect(r.x + px(20), top, r.w - px(40), self.buttons[2].rect.y - px(6) - top)

    def summary_rows(self) -> tuple[int, int, list[str]]:
        """The font size, line pitch and rows of the summary: each line wrapped to the panel's width
        in even lines, the text made smaller (to no less than 14 at 1280×720) until all fit above the
        buttons; any that still do not are left off the end. Laid out again only when the lines,
        the language, the area or the scale change (not every frame)."""
        area = self.summary_rect()
        key = (tuple(self.lines), i18n.language(), area.w, area.h, self.px(18), self.px(14))
        if self._summary_cache is None or self._summary_cache[0] != key:
            self._summary_cache = (key, self._lay_out_summary(area))
        size, pitch, rows = self._summary_cache[1]
        return size, pitch, list(rows)

    def _lay_out_summary(self, area: pygame.Rect) -> tuple[int, int, list[str]]:
        for size in range(self.px(18), self.px(14) - 1, -1):
            pitch = max(get_font(size).get_linesize(), size * 26 // 18)
            rows = [row for line in self.lines for row in evened(line, size, area.w)]  # no word left alone
            if len(rows) * pitch <= area.h:
                break
        return size, pitch, rows[: max(1, area.h // pitch)]

    def toast_room(self, size: tuple[int, int]) -> int:
        """How wide a message's panel may be in a window of ``size``: its text no wider than the results
        panel it is centred under (a usual export path at 960×600, wider, was moved off the panel's
        middle), within the window 20 px in from its edges."""
        scale = theme.ui_scale(size)
        return min(self.rect.w + theme.scaled(40, scale), size[0] - 40, theme.scaled(1000, scale))

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """Messages (the export's, its path shortened in the middle to fit) show under the panel, never
        over the standings, centred under the panel where it lies (moved clear of the log it is left of
        the window's middle, and a message centred on the window looked misplaced), as wide as their
        text and no wider than the panel."""
        h = size[1]
        scale = theme.ui_scale(size)
        room = self.toast_room(size)
        font = get_font(theme.scaled(TOAST_SIZE, scale))
        text_w = max((font.size(line)[0] for line in self.app.toast.lines(room, scale)), default=0)
        width = min(room, text_w + theme.scaled(40, scale) + 2)  # (+2: the line wraps the same at this width)
        return (self.rect.centerx, (self.rect.bottom + h) // 2), width

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.keys.swallows(event):
            # A key meant for what was up before (Enter on a round's summary, Enter hammered or held
            # through the last turn, presses queued before the results appeared) starts no new game:
            # each press in the grace starts it again, so only a press after a quiet second works.
            return
        if self.ring.handle(event) or self.settings_button.handle(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, dt: float) -> None:
        self.age += dt
        self.keys.update(dt)
        if self.table.demo and self.age > 2.5:
            self.again()

    def title(self) -> str:
        """"You won!" when the people at the table won, "Your side won!" when they won with a computer
        partner (a Guandan team, a side of Deadline 99), or what the game says instead (GameUI.win_title),
        else "Game over", or "Match over" where the game says a whole match ended."""
        winners = self.outcome.winners
        if not self.table.people_won(winners):
            return t("results.match_title") if self.table.ui.ended_a_match() else t("results.title")
        return self.table.ui.win_title(winners)

    def follow_language(self) -> None:
        """Tell the summary again, and size the panel for it, when the language was switched with
        the panel open (it kept the lines of the language it opened in)."""
        if self._lines_language == i18n.language():
            return
        self._lines_language = i18n.language()
        self.lines = self.table.ui.result_lines(self.outcome)
        self.on_resize(self.app.screen.get_size())

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        px = self.px
        draw_panel(surface, self.rect, alpha=255, radius=px(16))  # opaque: the table does not show through
        r = self.rect
        title = self.title()
        blit_text(surface, title, px(34), theme.GOLD, bold=True, midtop=(r.centerx, r.y + px(20)))
        size, rows = self.winners_rows()
        for k, row in enumerate(rows):
            blit_text(surface, row, size, theme.WHITE, midtop=(r.centerx, r.y + px(76) + k * get_font(size).get_linesize()))
        size, pitch, rows = self.summary_rows()
        top = self.summary_rect().y
        for k, row in enumerate(rows):
            blit_text(surface, row, size, theme.MUTED, midtop=(r.centerx, top + pitch * k))
        for b in self.buttons:
            b.draw(surface)
        self.settings_button.draw(surface)
        self.ring.draw(surface, self.scale)
