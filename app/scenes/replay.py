"""The replay viewer: step forwards and backwards through a recorded game, with the table drawn
from any seat's view — or every seat's, once the game is over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app import i18n
from app.fonts import get_font
from app.i18n import t
from app.scenes.base import Scene
from app.scenes.table import TableScene, seats_from_record
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.widgets import Button, blit_text, draw_panel, fit_line
from engine.core import Event
from engine.record import Record, replay_states
from engine.registry import get_game

if TYPE_CHECKING:
    from app.main import App

# The help panel's rows: a key (as written, or an i18n key for a word) and what it does.
HELP_ROWS = (("Home", "replay.help.start"), ("←", "replay.help.back"), ("→", "replay.help.forward"),
             ("End", "replay.help.end"), ("replay.key.space", "replay.help.play"), ("S", "replay.help.seat"),
             ("replay.key.wheel", "replay.help.wheel"), ("Tab", "replay.help.tab"), ("?", "replay.help.toggle"),
             ("Esc", "replay.help.exit"))
HELP_KEYS = (pygame.K_QUESTION, pygame.K_SLASH, pygame.K_F1)  # ? is Shift+/ on most keyboards


def replay_steps(record: Record) -> tuple[list[Any], list[tuple[Event, ...]]]:
    """Every state of the game (index = actions applied) and the events that led to it: the deal's
    (told in the log, never animated) first, then each action's. Raises :class:`RecordError`;
    :func:`app.savegame.record_problem` says why in words."""
    states: list[Any] = []
    events: list[tuple[Event, ...]] = []
    for state, step_events in replay_states(get_game(record.game), record):
        states.append(state)
        events.append(step_events)
    return states, events


class ReplayScene(Scene):
    """Keys: ←/→ step, Home/End jump, Space plays, S changes the seat at the screen, ? (or F1)
    shows them all in a panel; Tab and Shift+Tab ring the bar's buttons and Enter presses one."""

    def __init__(self, app: "App", record: Record) -> None:
        super().__init__(app)
        self.record = record
        self.states, self.events = replay_steps(record)
        self.table = TableScene(app, record.game, seats_from_record(record), dict(record.options), record.seed,
                                record=record.truncated(0), replay=True)
        self.index = 0
        self.playing = False
        self.clock = 0.0
        self.seat_choice = 0  # 0..players-1, or players for "everyone" (finished games only)
        self.finished = get_game(record.game).is_over(self.states[-1])
        self.buttons = [
            Button(lambda: "|◀", lambda: self.jump(0), hotkey=pygame.K_HOME),
            Button(lambda: "◀", lambda: self.step(-1), hotkey=pygame.K_LEFT),
            Button(self.play_label, self.toggle_play, hotkey=pygame.K_SPACE),
            Button(lambda: "▶", lambda: self.step(1), hotkey=pygame.K_RIGHT),
            Button(lambda: "▶|", lambda: self.jump(len(self.states) - 1), hotkey=pygame.K_END),
            Button(self.seat_label, self.next_seat, hotkey=pygame.K_s),
            self.back_button(),
            Button(lambda: "?", self.toggle_help),
        ]
        self.help_open = False  # the panel naming every key
        self.ring = ButtonRing(self.buttons)  # Tab and Shift+Tab ring the bar, Enter presses as on every screen
        # What each button does and its key, shown under the button the pointer is over.
        self.tips = [lambda: t("replay.tip.start"), lambda: t("replay.tip.back"),
                     lambda: t("replay.tip.pause") if self.playing else t("replay.tip.play"),
                     lambda: t("replay.tip.forward"), lambda: t("replay.tip.end"),
                     lambda: t("replay.tip.seat"), lambda: t("replay.tip.exit"), lambda: t("replay.tip.help")]
        self.size = app.screen.get_size()
        self._show(animate_from=None)

    def play_label(self) -> str:
        """"Play [Space]" or "Pause [Space]": the worded buttons name their keys as on every screen
        (the glyph buttons |◀ ◀ ▶ ▶| do not: with their keys the bar has no room left at 960×600)."""
        return f"{t('replay.pause') if self.playing else t('replay.play')} [{t('replay.key.space')}]"

    def seat_label(self) -> str:
        """Whose view the table shows, "View: Ann [S]"."""
        if self.seat_choice >= self.table.players:
            return t("replay.everyone") + " [S]"
        return t("replay.seat", name=self.table.name(self.seat_choice)) + " [S]"

    def next_seat(self) -> None:
        limit = self.table.players + (1 if self.finished else 0)
        self.seat_choice = (self.seat_choice + 1) % limit
        self._show(animate_from=None)

    def toggle_help(self) -> None:
        self.help_open = not self.help_open

    def toggle_play(self) -> None:
        self.playing = not self.playing

    def step(self, delta: int) -> None:
        target = max(0, min(len(self.states) - 1, self.index + delta))
        if target == self.index:
            return
        previous = self.index
        self.index = target
        self._show(animate_from=previous if delta == 1 else None)

    def jump(self, index: int) -> None:
        self.index = index
        self._show(animate_from=None)

    def _show(self, animate_from: int | None) -> None:
        table = self.table
        table.queue.clear()
        table.flyers.clear()
        table.wait = 0.0
        everyone = self.seat_choice >= table.players
        table.view_all = everyone
        table.viewer = 0 if everyone else self.seat_choice
        table.session.state = self.states[self.index]
        table.session.record = self.record.truncated(self.index)
        self._narrate_upto(self.index - 1 if animate_from is not None else self.index)
        if animate_from is not None:
            table.session.state = self.states[animate_from]
            table.ui.sync(table.view())
            table.session.state = self.states[self.index]
            table._enqueue(self.events[self.index])
        else:
            table.ui.sync(table.view())

    def _narrate_upto(self, index: int) -> None:
        """The log tells the recent moves up to this point (the table narrates them for the seat at
        the screen)."""
        self.table.tell([event for events in self.events[max(0, index - 30): index + 1] for event in events], replace=True)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.table.on_resize(size)
        self.table.place_bar_buttons(self.buttons, (44, 44, 140, 44, 44, 170, 104, 44))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and (event.key in HELP_KEYS or getattr(event, "unicode", "") == "?"):
            self.toggle_help()
            return
        if self.help_open and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.help_open = False  # Esc closes the help first; pressed again it leaves the viewer
            return
        if (self.help_open and event.type == pygame.MOUSEBUTTONDOWN
                and not self.buttons[-1].rect.collidepoint(event.pos)):
            self.help_open = False  # a click anywhere closes it, and a bar button still does its work
        if self.ring.handle(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return
        self.table.scroll_log(event)

    def live(self) -> bool:
        return self.playing or self.table.busy

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.playing and not self.table.busy:
            self.clock += dt
            if self.clock > 0.6:
                self.clock = 0.0
                if self.index >= len(self.states) - 1:
                    self.playing = False
                else:
                    self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        bar = self.table.bar_rect
        draw_panel(surface, bar, alpha=255, radius=0)  # opaque: the table's own title and buttons lie under it
        for b in self.buttons:
            b.draw(surface)
        self.ring.draw(surface, self.table.scale)
        for text, size, color, bold, at in self.bar_texts():
            blit_text(surface, text, size, color, bold=bold, midright=at)
        if self.help_open:
            self._draw_help(surface)
        self._draw_tip(surface)

    def _help_lines(self) -> tuple[int, int, list[tuple[str, str]]]:
        """The help's font size, line pitch and rows (key, what it does) in the language shown."""
        size = self.table.px(18)
        rows = [(t(key) if key.startswith("replay.") else key, t(what)) for key, what in HELP_ROWS]
        return size, size * 3 // 2, rows

    def help_rect(self) -> pygame.Rect:
        """The help panel: its title, the rows in two columns (keys gold, on the left) and how to
        close it, centred on the table below the bar."""
        px = self.table.px
        size, pitch, rows = self._help_lines()
        font, bold = get_font(size), get_font(size, True)
        key_w = max(bold.size(key)[0] for key, _ in rows)
        what_w = max(font.size(what)[0] for _, what in rows)
        close_w = get_font(px(15)).size(t("replay.help.close"))[0]
        title_w = get_font(px(22), True).size(t("replay.help.title"))[0]
        w = max(key_w + px(24) + what_w, close_w, title_w) + 2 * px(28)
        h = px(56) + pitch * len(rows) + px(44)
        bar = self.table.bar_rect
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.size[0] // 2, (bar.bottom + self.size[1]) // 2)
        rect.top = max(rect.top, bar.bottom + px(8))
        return rect

    def _draw_help(self, surface: pygame.Surface) -> None:
        px = self.table.px
        rect = self.help_rect()
        size, pitch, rows = self._help_lines()
        key_w = max(get_font(size, True).size(key)[0] for key, _ in rows)
        draw_panel(surface, rect, alpha=255, radius=px(12))  # opaque: the table does not show through
        blit_text(surface, t("replay.help.title"), px(22), theme.GOLD, bold=True,
                  midtop=(rect.centerx, rect.y + px(14)))
        y = rect.y + px(56)
        for key, what in rows:
            blit_text(surface, key, size, theme.GOLD, bold=True, midleft=(rect.x + px(28), y + pitch // 2))
            blit_text(surface, what, size, theme.WHITE, midleft=(rect.x + px(28) + key_w + px(24), y + pitch // 2))
            y += pitch
        blit_text(surface, t("replay.help.close"), px(15), theme.MUTED, midtop=(rect.centerx, y + px(12)))

    def _tip(self) -> tuple[str, int, pygame.Rect] | None:
        """The tip of the button under the pointer: its text, size and panel, just under the bar
        below the button (moved in from the window's edge where it would leave it); None if none."""
        hovered = [i for i, b in enumerate(self.buttons) if b.hovered]
        if not hovered:
            return None
        button, px = self.buttons[hovered[0]], self.table.px
        text = self.tips[hovered[0]]()
        size = px(16)
        w, h = get_font(size).size(text)
        rect = pygame.Rect(0, 0, w + px(20), h + px(10))
        rect.midtop = (button.rect.centerx, self.table.bar_rect.bottom + px(4))
        rect.left = max(px(4), min(rect.left, self.size[0] - px(4) - rect.w))
        return text, size, rect

    def tip_rect(self) -> pygame.Rect | None:
        """Where the tip of the button under the pointer is drawn (None while there is none)."""
        tip = self._tip()
        return tip[2] if tip is not None else None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        tip = self._tip()
        if tip is None:
            return
        text, size, rect = tip
        draw_panel(surface, rect, alpha=240, radius=self.table.px(6))
        blit_text(surface, text, size, theme.WHITE, center=rect.center)

    def bar_texts(self) -> list[tuple[str, int, tuple[int, int, int], bool, tuple[int, int]]]:
        """The move counter and the game's name on the bar, right of its buttons: each as its text,
        size, colour, weight and right-centre point. They shrink rather than touch the buttons."""
        bar, px = self.table.bar_rect, self.table.px
        left, right = max(b.rect.right for b in self.buttons) + px(12), bar.right - px(16)
        info = get_game(self.record.game).info
        name_size, name = fit_line(i18n.pick(info.name_zh, info.name_en), px(22), px(14), (right - left) * 3 // 5,
                                   bold=True)
        name_left = right - get_font(name_size, True).size(name)[0]
        position = t("replay.position", n=self.index, total=len(self.states) - 1)
        size, position = fit_line(position, px(18), px(11), name_left - px(12) - left)
        centre = (left + name_left - px(12)) // 2
        return [(position, size, theme.WHITE, False, (centre + get_font(size).size(position)[0] // 2, bar.centery)),
                (name, name_size, theme.GOLD, True, (right, bar.centery))]
