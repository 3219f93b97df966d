"""Statistics and the list of finished games (open one in the replay viewer)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from app import i18n, savegame
from app.games import UI_CLASSES, game_name
from app.fonts import get_font
from app.i18n import join_names, seat_labels, t
from app.scenes.base import PAGE_TOP, Scene
from app.scenes.lobby_options import value_label
from app.stats import OLD_PEOPLE, Tally, is_person, load_stats, person_name, save_stats
from app.storage import shown_path
from app.ui import focus as nav
from app.ui.focus import ButtonRing
from app.ui import theme
from app.ui.widgets import (ELLIPSIS, Button, ScrollbarDrag, blit_text, draw_focus_ring, draw_panel, draw_scrollbar,
                             fit_line, panel_scroll_track, scroll_thumb, wrap_text)
from engine.errors import RecordError
from engine.registry import GAMES

if TYPE_CHECKING:
    from app.main import App


def page_rects(size: tuple[int, int], px: Callable[[int], int]) -> tuple[pygame.Rect, pygame.Rect]:
    """A full-window page's panel and its Back button below it."""
    w, h = size
    return (pygame.Rect(px(20), px(PAGE_TOP), w - px(40), h - px(150)),
            pygame.Rect(w // 2 - px(80), h - px(66), px(160), px(46)))


def _kind_name(kind: str) -> str:
    """A statistics row's label: a person's name, "Person" for the old row of all people, or the AI level."""
    if kind == OLD_PEOPLE:
        return t("lobby.kind.human")
    name = person_name(kind)
    if name is not None:
        return name or t("lobby.kind.human")
    return t("lobby.kind.ai") + " · " + t("lobby.level." + kind)


def ordered_rows(kinds: dict[str, Tally]) -> list[tuple[str, Tally]]:
    """People first, then AI levels, each in the order they were first counted."""
    return sorted(kinds.items(), key=lambda item: not is_person(item[0]))


# The statistics page, from its top: each game's title, column heads and rows, a gap, and the note.
STATS_PAD = 16
STATS_GAME_H = 34
STATS_HEAD_H = 24
STATS_ROW_H = 26
STATS_GAP = 16
STATS_NOTE_H = 22
STATS_COLUMNS = (0, 0.3, 0.42, 0.54, 0.66, 0.78, 0.9)  # where each column starts, across the rows' width
STATS_SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}  # rows
STATS_PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


class StatsScene(Scene):
    """One block per game: a row per person and per AI level with played, won, win rate, streaks and
    best. The wheel, the arrow keys, PageUp/PageDown, Home/End and the scrollbar (drag its thumb or
    click its track) scroll a page taller than the panel.
    "Clear statistics" (R) asks first, then sets every count back to zero. Tab and Shift+Tab ring
    Back and Clear as on every screen (app.ui.focus.ButtonRing)."""

    title_band = PAGE_TOP

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        stats, problem = load_stats()
        if problem:
            app.toast.show(problem, 6.0)
        self.blocks = [(game_id, ordered_rows(kinds)) for game_id, kinds in stats.items()]
        self.back = self.back_button()
        self.clear = Button(lambda: t("stats.clear"), self.ask_clear, hotkey=pygame.K_r,
                            enabled=lambda: bool(self.blocks))
        self.ring = ButtonRing([self.back, self.clear])  # left to right
        self.bar = ScrollbarDrag()
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: tuple[int, int]) -> None:
        scale = theme.ui_scale(size)
        self.scroll = int(self.scroll * scale / self.scale)
        self.scale = scale
        self.rect, self.back.rect = page_rects(size, self.px)
        self.back.font_size, self.back.scale = self.px(20), scale
        self.clear.rect = pygame.Rect(self.rect.right - self.px(220), self.back.rect.y, self.px(220), self.back.rect.h)
        self.clear.font_size, self.clear.scale = self.px(18), scale

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message (the statistics were damaged, or could not be cleared) shows across the title
        band, as on the other pages: in the middle it covered "No games played yet" or the rows."""
        return self.title_band_toast_place(size)

    # ---- clearing ------------------------------------------------------------------------------
    def ask_clear(self) -> None:
        """Ask before clearing: the counts cannot be brought back."""
        if not self.blocks:
            return
        from app.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, t("confirm.clear_stats.title"), t("confirm.clear_stats.message"),
                                   t("confirm.clear_stats.go"), t("confirm.clear_stats.stay"), self.clear_all,
                                   go_key=pygame.K_c))

    def clear_all(self) -> None:
        """Every count back to zero, on disk and on the page (kept as it was if the file cannot be written)."""
        problem = save_stats({})
        if problem:
            self.app.toast.show(problem, 6.0)
            return
        self.blocks, self.scroll = [], 0
        self.app.toast.show(t("stats.cleared"), 3.0)

    # ---- scrolling ---------------------------------------------------------------------------
    def note_lines(self) -> list[str]:
        """The note under the tables, wrapped to the panel ([] when there are no tables)."""
        return wrap_text(t("stats.both_sides"), self.px(15), self.rect.w - self.px(60)) if self.blocks else []

    def page_height(self) -> int:
        """The height of everything the panel shows, from the first game's title to the note's end."""
        px = self.px
        blocks = sum(px(STATS_GAME_H) + px(STATS_HEAD_H) + len(rows) * px(STATS_ROW_H) + px(STATS_GAP)
                     for _, rows in self.blocks)
        return 2 * px(STATS_PAD) + blocks + len(self.note_lines()) * px(STATS_NOTE_H)

    def max_scroll(self) -> int:
        return max(0, self.page_height() - self.rect.h)

    def scroll_by(self, step: int) -> None:
        self.scroll = max(0, min(self.scroll + step, self.max_scroll()))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ring.handle(event) or self.back.handle(event) or (self.blocks and self.clear.handle(event)):
            return
        bar = self.scrollbar_rects()
        dragged = self.bar.handle(event, *bar, self.max_scroll(), self.scale) if bar else None
        if dragged is not None:
            self.scroll = dragged
            return
        px = self.px
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * px(40))
        elif event.type == pygame.KEYDOWN:
            if event.key in STATS_SCROLL_KEYS:
                self.scroll_by(STATS_SCROLL_KEYS[event.key] * px(STATS_ROW_H))
            elif event.key in STATS_PAGE_KEYS:
                self.scroll_by(STATS_PAGE_KEYS[event.key] * (self.rect.h - px(60)))
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if event.key == pygame.K_HOME else self.max_scroll()

    def scrollbar_rects(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scrollbar's track along the panel's right edge and its thumb, when the page is taller
        than the panel."""
        if not self.max_scroll():
            return None
        track = panel_scroll_track(self.rect, self.scale)
        return track, scroll_thumb(track, self.rect.h, self.page_height(), self.scroll, self.px(24))

    # ---- drawing -----------------------------------------------------------------------------
    def columns(self) -> list[tuple[int, int]]:
        """Each column's left edge and the width its texts may take, clear of the scrollbar."""
        px = self.px
        left, right = self.rect.x + px(30), self.rect.right - px(30)
        xs = [left + int((right - left) * f) for f in STATS_COLUMNS] + [right + px(8)]
        return [(x, nxt - x - px(8)) for x, nxt in zip(xs, xs[1:])]

    def list_area(self) -> pygame.Rect:
        """Where the page's lines show: the panel less its padding above and below (the page's top
        and bottom line there when scrolled to either end)."""
        return self.rect.inflate(0, -2 * self.px(STATS_PAD))

    def shows(self, y: int, h: int) -> bool:
        """Whether a line ``h`` tall from ``y`` is drawn: only whole lines, none cut by the panel's edge."""
        area = self.list_area()
        return area.top <= y and y + h <= area.bottom

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        w, h = surface.get_size()
        px = self.px
        surface.blit(felt_surface(w, h), (0, 0))
        blit_text(surface, t("stats.title"), px(32), theme.GOLD, bold=True, midtop=(w // 2, px(16)))
        draw_panel(surface, self.rect, alpha=225)
        self.scroll = min(self.scroll, self.max_scroll())  # the window may have grown
        cols = self.columns()
        y = self.rect.y + px(STATS_PAD) - self.scroll
        if not self.blocks:
            blit_text(surface, t("stats.none"), px(20), theme.MUTED, center=self.rect.center)
        for game_id, rows in self.blocks:
            y = self._draw_block(surface, game_id, rows, cols, y)
        for line in self.note_lines():
            if self.shows(y, px(STATS_NOTE_H)):
                blit_text(surface, line, px(15), theme.MUTED, topleft=(cols[0][0], y))
            y += px(STATS_NOTE_H)
        bar = self.scrollbar_rects()
        if bar is not None:
            draw_scrollbar(surface, *bar, px(3))
        self.back.draw(surface)
        if self.blocks:
            self.clear.draw(surface)
        self.ring.draw(surface, self.scale)

    def _draw_block(self, surface: pygame.Surface, game_id: str, rows: list[tuple[str, Tally]],
                    cols: list[tuple[int, int]], y: int) -> int:
        """One game's title, column heads and rows from ``y`` down; returns where the next one starts."""
        px = self.px
        if self.shows(y, px(STATS_GAME_H)):
            blit_text(surface, game_name(game_id), px(22), theme.GOLD, bold=True, topleft=(cols[0][0], y))
        y += px(STATS_GAME_H)
        levels = any(tally.best for _, tally in rows)  # only games with levels (Guandan) have a best
        heads = [t("stats.seat"), t("stats.played"), t("stats.won"), t("stats.rate"), t("stats.streak"),
                 t("stats.best_streak"), t("stats.best")][:len(cols) if levels else len(cols) - 1]
        self._draw_cells(surface, heads, cols, y, STATS_HEAD_H, (15, 12), theme.MUTED)
        y += px(STATS_HEAD_H)
        ui = UI_CLASSES.get(game_id)
        for kind, tally in rows:
            rate = f"{100 * tally.won / tally.played:.0f}%" if tally.played else "—"
            best = (ui.stat_best_label(tally.best) if ui else str(tally.best)) if tally.best else "—"
            cells = [_kind_name(kind), str(tally.played), str(tally.won), rate, str(tally.streak),
                     str(tally.best_streak), best][:len(heads)]
            self._draw_cells(surface, cells, cols, y, STATS_ROW_H, (17, 13), theme.WHITE)
            y += px(STATS_ROW_H)
        return y + px(STATS_GAP)

    def _draw_cells(self, surface: pygame.Surface, cells: list[str], cols: list[tuple[int, int]], y: int,
                    height: int, sizes: tuple[int, int], color: tuple[int, int, int]) -> None:
        """One line of ``cells`` from ``y`` (``height`` tall at 1280×720), each shrunk from ``sizes[0]``
        down to ``sizes[1]`` px to fit its column; nothing if the panel's edge would cut the line."""
        px = self.px
        if not self.shows(y, px(height)):
            return
        for (x, width), cell in zip(cols, cells):
            size, text = fit_line(cell, px(sizes[0]), px(sizes[1]), width)
            blit_text(surface, text, size, color, topleft=(x, y))


ROW_H = 52  # one finished game: when and what on the first line, result and players on the second
ROW_GAP = 6
PLAYERS_SIZE = 15
# key: (rows, pages) it moves the ring by
SCROLL_KEYS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_PAGEUP: (0, -1), pygame.K_PAGEDOWN: (0, 1)}
OPEN_KEYS = (pygame.K_RETURN, pygame.K_SPACE)
SUMMARY_BUDGET = 0.01  # seconds of record replaying per update while rows still wait for theirs


class ReplayListScene(Scene):
    """Finished games, newest first, with who played and who won; click one to watch it again.
    The mouse wheel and the scrollbar (drag its thumb, click its track) scroll a list longer than
    the window; the arrow keys (and PageUp/PageDown, Home/End) ring a row, the list scrolling to
    keep it in view, and Enter or Space opens it. Tab
    and Shift+Tab go on from the rows to Back (app.ui.focus, as on every screen); a ring that is
    up follows the pointer, and a click takes it along or away."""

    title_band = PAGE_TOP

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.files = savegame.finished_games()
        self.summaries: dict[Path, savegame.Summary] = {}
        for path in self.files:
            known = savegame.cached_summary(path)
            if known is not None:
                self.summaries[path] = known
        self.ended = {path: _ended(path) for path in self.files}  # read once, not on every frame
        self.buttons = [Button(lambda p=p: self.title(p), lambda p=p: self.open(p)) for p in self.files]
        self.back = self.back_button()
        self.first = 0  # the row at the top of the panel
        self.bar = ScrollbarDrag()
        self.focus: Button | None = None  # a row's button or Back: the control the keys chose (None until a key)
        self.room = 1  # rows that fit in the panel
        self.rect = pygame.Rect(0, 0, 0, 0)

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message (a record that does not open) shows across the title band above the list, not
        over the rows the player picks another game from."""
        return self.title_band_toast_place(size)

    # ---- texts -------------------------------------------------------------------------------
    def title(self, path: Path) -> str:
        """When the game ended and which game it was."""
        summary = self.summaries.get(path)
        game_id = summary.game if summary else savegame.game_in_file_name(path)
        return f"{self.ended[path]}   {game_name(game_id)}"

    def count(self, path: Path) -> str:
        """How many played ("" until the record is read, or if it cannot be)."""
        summary = self.summaries.get(path)
        return t("replay.player_count", n=len(summary.names)) if summary and summary.readable else ""

    def result(self, path: Path) -> str:
        """Who won, or why that is not known ("…" while the record is still being read)."""
        summary = self.summaries.get(path)
        if summary is None:
            return ELLIPSIS
        if not summary.readable:
            return t("replay.unreadable")
        if summary.winners is None:
            return t("replay.no_result")
        labels = seat_labels(summary.names)
        names = [labels[s] for s in summary.winners if 0 <= s < len(labels)]
        return t("results.winners", names=join_names(names), n=len(names)) if names else t("replay.no_winner")

    def options(self, path: Path) -> str:
        """The table options that differ from the game's defaults ("" for none, or while unread)."""
        summary = self.summaries.get(path)
        if summary is None or not summary.readable or summary.game not in GAMES:
            return ""
        specs = {spec.key: spec for spec in GAMES[summary.game].info.options}
        said = []
        for key, value in summary.options:
            spec = specs.get(key)
            if spec is None or value == spec.default:
                continue
            label = i18n.pick(spec.label_zh, spec.label_en)
            said.append(label if value is True else t("replay.option", option=label, value=value_label(spec, value)))
        return t("list.sep").join(said)

    def players(self, path: Path, width: float = float("inf")) -> str:
        """Everyone who sat at the table, in seat order; to fit ``width``, the last names give way
        to "and 3 more" ("" if not even one name fits)."""
        summary = self.summaries.get(path)
        if summary is None or not summary.readable:
            return ""
        font = get_font(self.px(PLAYERS_SIZE))
        names = seat_labels(summary.names)
        for shown in range(len(names), 0, -1):
            text = (t("replay.players", names=join_names(names)) if shown == len(names) else
                    t("replay.players_more", names=join_names(names[:shown]), n=len(names) - shown, total=len(names)))
            if font.size(text)[0] <= width:
                return text
        return ""

    # ---- reading records ---------------------------------------------------------------------
    def visible(self) -> range:
        """Indexes of the rows shown now."""
        return range(self.first, min(len(self.files), self.first + self.room))

    def update(self, dt: float) -> None:
        """Read the shown rows' records a few at a time, so the list opens at once."""
        started = time.perf_counter()
        for i in self.visible():
            path = self.files[i]
            if path not in self.summaries:
                self.summaries[path] = savegame.summarize(path)
                if time.perf_counter() - started > SUMMARY_BUDGET:
                    return

    def live(self) -> bool:
        return any(self.files[i] not in self.summaries for i in self.visible())

    # ---- input and layout --------------------------------------------------------------------
    def open(self, path: Path) -> None:
        """Watch the game again; a file that could not be opened and is gone (set aside as
        damaged, or deleted meanwhile) leaves the list, the message saying where it went."""
        if not open_replay(self.app, path) and not path.exists():
            self.forget(path)

    def forget(self, path: Path) -> None:
        """Take one file's row out of the list, the rows below moving up."""
        if path not in self.files:
            return
        i = self.files.index(path)
        del self.files[i]
        del self.buttons[i]
        self.summaries.pop(path, None)
        self.ended.pop(path, None)
        if self.focus is not None and self.focus is not self.back and not any(b is self.focus for b in self.buttons):
            self.focus = self.buttons[min(i, len(self.buttons) - 1)] if self.buttons else None  # the row moved up
        self.scroll_to(self.first)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        page, self.back.rect = page_rects(size, px)
        width = min(px(880), w - px(80))
        self.rect = pygame.Rect(w // 2 - width // 2, page.y, width, page.h)
        self.room = max(1, (self.rect.h - px(28) + px(ROW_GAP)) // self.pitch())
        self.scroll_to(self.first)
        self.back.font_size, self.back.scale = px(20), self.scale

    def pitch(self) -> int:
        """From one row's top to the next one's."""
        return self.px(ROW_H) + self.px(ROW_GAP)

    def scroll_to(self, first: int) -> None:
        """Show the rows from ``first`` on (kept within the list) and place their buttons."""
        self.first = max(0, min(first, len(self.files) - self.room))
        y = self.rect.y + self.px(14)
        for i, b in enumerate(self.buttons):
            if i in self.visible():
                b.rect = pygame.Rect(self.rect.x + self.px(20), y, self.rect.w - self.px(44), self.px(ROW_H))
                y += self.pitch()
            else:
                b.rect = pygame.Rect(0, 0, 0, 0)
                b.hovered = False

    @property
    def ringed(self) -> int | None:
        """The ringed row (None if no row is: no ring, or the ring on Back)."""
        return next((i for i, b in enumerate(self.buttons) if b is self.focus), None)

    def sections(self) -> list[list[list[Button]]]:
        """The screen's controls for app.ui.focus: the rows (a list), then Back."""
        return [[[b] for b in self.buttons], [[self.back]]]

    def ring(self, i: int) -> None:
        """Ring row ``i`` (kept within the list), scrolling just enough to show it."""
        if not self.files:
            return
        i = max(0, min(i, len(self.files) - 1))
        self.focus = self.buttons[i]
        if i < self.first:
            self.scroll_to(i)
        elif i >= self.first + self.room:
            self.scroll_to(i - self.room + 1)

    def _key(self, event: pygame.event.Event) -> bool:
        """The arrows, PageUp/PageDown and Home/End move the ring in the list (the first press rings
        the top row shown, or Up, and Up from Back, the bottom one); Tab and Shift+Tab go round
        the rows and Back (from no ring Tab starts as Down does); Enter and Space press the ringed
        control. True if used."""
        key, shown = event.key, self.visible()
        if key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            if self.focus is None and not back:
                self.ring(self.first)
            else:
                self.focus = nav.tab(self.sections(), self.focus, -1 if back else 1, lambda b: True)
                if self.ringed is not None:
                    self.ring(self.ringed)  # scrolled into view
        elif key in SCROLL_KEYS:
            rows, pages = SCROLL_KEYS[key]
            at = self.ringed
            if self.focus is self.back and rows > 0:
                pass  # nothing below Back
            elif at is None or at not in shown:
                self.ring(shown[-1] if rows < 0 and shown else self.first)
            else:
                self.ring(at + rows + pages * self.room)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.ring(0 if key == pygame.K_HOME else len(self.files) - 1)
        elif key in OPEN_KEYS and self.focus is not None:
            self.focus.on_click()
        else:
            return False
        return True

    def _control_at(self, pos: tuple[int, int]) -> Button | None:
        """The shown row or Back under the pointer."""
        controls = [self.buttons[i] for i in self.visible()] + [self.back]
        return next((b for b in controls if b.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y)
            return
        bar = self.scrollbar_rects()
        dragged = self.bar.handle(event, *bar, len(self.files) - self.room, self.scale) if bar else None
        if dragged is not None:
            self.scroll_to(dragged)
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.MOUSEMOTION and self.focus is not None:
            # the ring follows the pointer, so the lit control and the ringed one are never two
            self.focus = self._control_at(event.pos) or self.focus
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.focus is not None:
            self.focus = self._control_at(event.pos)  # a keyboard user's click takes the ring along (or away)
        for i in self.visible():
            if self.buttons[i].handle(event):
                return
        self.back.handle(event)

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        w, h = surface.get_size()
        surface.blit(felt_surface(w, h), (0, 0))
        blit_text(surface, t("replay.list_title"), self.px(32), theme.GOLD, bold=True, midtop=(w // 2, self.px(16)))
        draw_panel(surface, self.rect, alpha=225)
        if not self.buttons:
            blit_text(surface, t("replay.none"), self.px(20), theme.MUTED, center=self.rect.center)
        for i in self.visible():
            self._draw_row(surface, self.buttons[i], self.files[i])
        if self.ringed is not None and self.ringed in self.visible():
            draw_focus_ring(surface, self.buttons[self.ringed].rect, self.scale, pad=3)  # within the rows' gap
        self._draw_scrollbar(surface)
        self.back.draw(surface)
        if self.focus is self.back:
            draw_focus_ring(surface, self.back.rect, self.scale)

    def _draw_row(self, surface: pygame.Surface, button: Button, path: Path) -> None:
        """Two lines: date and game with the number of players at the right; then the result and
        the players, the list of players cut short first when the row is too narrow."""
        px = self.px
        color = button.draw_face(surface)
        x, width = button.rect.x + px(14), button.rect.w - px(28)
        top, bottom = button.rect.y + px(15), button.rect.y + px(37)
        count = self.count(path)
        right = blit_text(surface, count, px(15), theme.MUTED, midright=(x + width, top)).w + px(16) if count else 0
        size, text = fit_line(self.title(path), px(17), px(13), width - right)
        title = blit_text(surface, text, size, color, midleft=(x, top))
        options = self.options(path)
        room = width - right - title.w - px(24)
        if options and room > px(60):
            size, text = fit_line(options, px(15), px(12), room)
            blit_text(surface, text, size, theme.MUTED, midleft=(title.right + px(24), top))
        summary = self.summaries.get(path)
        warn = summary is not None and (not summary.readable or summary.winners is None)
        size, text = fit_line(self.result(path), px(15), px(12), width)
        used = blit_text(surface, text, size, theme.WARNING if warn else theme.ACCENT, midleft=(x, bottom)).w
        players = self.players(path, width - used - px(24))
        if players:
            blit_text(surface, players, px(PLAYERS_SIZE), theme.MUTED, midleft=(x + used + px(24), bottom))

    def scrollbar_rects(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The thin bar at the panel's right edge and its thumb, when not every row fits."""
        if len(self.files) <= self.room:
            return None
        px = self.px
        track = pygame.Rect(self.rect.right - px(16), self.rect.y + px(14), px(4),
                            self.room * self.pitch() - px(ROW_GAP))
        return track, scroll_thumb(track, self.room, len(self.files), self.first, px(16))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.scrollbar_rects()
        if bar is not None:
            draw_scrollbar(surface, *bar, self.px(2))


def _ended(path: Path) -> str:
    """When a finished game's file was written, as the list shows it ("" if it cannot be read)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        return ""


def open_replay(app: "App", path: Path, move: bool = True) -> bool:
    """Open a record file in the replay viewer; a clear message if it cannot be replayed. A damaged
    file is set aside, unless not ``move`` (a file the player gave, not one of the app's)."""
    from app.scenes.replay import ReplayScene

    loaded = savegame.read_record_file(path, move=move)
    if loaded.record is None:
        app.toast.show(loaded.problem or t("replay.missing", path=shown_path(str(path))), 6.0)
        return False
    if loaded.record.game not in GAMES:
        app.toast.show(t("replay.unknown_game", game=loaded.record.game), 6.0)
        return False
    try:
        app.push(ReplayScene(app, loaded.record))
    except RecordError as exc:
        app.toast.show(savegame.record_problem(loaded.record, exc), 6.0)
        return False
    return True
