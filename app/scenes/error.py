"""Shown after an unexpected error: names the log file and offers to resume the game. Enter
resumes, Esc goes to the lobby and S opens the settings; Tab, Shift+Tab and Left/Right ring the
buttons as on every screen (app.ui.focus.ButtonRing), and Enter then presses the ringed one. Its
keys work once no key has been pressed for a second (app.ui.keygrace), as the results' do."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from app import i18n
from app.i18n import t
from app.scenes.base import Scene
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.keygrace import KeyGrace
from app.ui.widgets import Button, blit_text, draw_panel, fit_line, place_settings_button, wrap_text
from engine.record import Record

if TYPE_CHECKING:
    from app.main import App

TEXT_MARGIN = 40  # px at 1280×720 between the panel's sides and its lines (as far in as the buttons)
LABEL_MARGIN = 14  # px at 1280×720 between a button's sides and its label


class ErrorScene(Scene):
    """Resume from the last good action (the record holds only actions that were applied)."""

    plain = False  # set when drawing with the bundled font failed: fall back to pygame's own font

    def __init__(self, app: "App", log_path: Path | None, record: Record | None) -> None:
        super().__init__(app)
        self.log_path = log_path
        self.record = record
        self.buttons = [
            Button(self.resume_label, self.resume, enabled=lambda: self.record is not None,
                   hotkey=pygame.K_RETURN),
            Button(lambda: t("results.lobby"), self.lobby, hotkey=pygame.K_ESCAPE),
        ]
        # the language and the rest, as the lobby's Settings offer them: S, or the ring (after the screen's own)
        self.settings_button = Button(lambda: t("results.settings"), self.open_settings, hotkey=pygame.K_s)
        # left to right, then Settings in the corner; a greyed Resume is passed over
        self.ring = ButtonRing([*self.buttons, self.settings_button], sideways=True)
        self.keys = KeyGrace()  # it comes up at a key press, often: its keys work after a quiet second
        self._labels_key: tuple[object, ...] = ()  # (language, scale, widths) the labels' size is for

    def resume_label(self) -> str:
        """"Resume … [Enter]" while Enter resumes: with no ring up, or the ring on Resume."""
        ringed = self.ring.focus
        hint = ringed is None or ringed is self.buttons[0]
        return f"{t('error.resume')} [Enter]" if hint else t("error.resume")

    def resume(self) -> None:
        from app.savegame import record_problem
        from app.scenes.table import TableScene
        from engine.errors import RecordError

        assert self.record is not None
        try:
            self.app.reset(TableScene.resume(self.app, self.record))
        except RecordError as exc:
            self.app.toast.show(t("error.cannot_resume", reason=record_problem(self.record, exc)), 6.0)
            self.record = None

    def lobby(self) -> None:
        from app.scenes.lobby import LobbyScene

        self.app.reset(LobbyScene(self.app))

    def open_settings(self) -> None:
        """The settings over the screen: a language switched there re-lays it out as it is drawn."""
        from app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        self.rect = pygame.Rect(0, 0, min(px(760), w - 40), px(360))
        self.rect.center = (w // 2, h // 2)
        bw = min(px(330), (self.rect.w - px(60)) // 2)  # room for "Resume from the last good move [Enter]"
        self.buttons[0].rect = pygame.Rect(self.rect.centerx - px(10) - bw, self.rect.bottom - px(70), bw, px(48))
        self.buttons[1].rect = pygame.Rect(self.rect.centerx + px(10), self.rect.bottom - px(70), bw, px(48))
        for b in self.buttons:
            b.font_size, b.scale = px(20), self.scale
        place_settings_button(self.settings_button, self.rect, self.scale)
        self._fit_labels()

    def _fit_labels(self) -> None:
        """One label size for the row, its labels clear of the buttons' sides: worked out again
        when the language (switched with the screen open) or the buttons' size changes."""
        px = self.px
        key = (i18n.language(), self.scale, tuple(b.rect.w for b in self.buttons))
        if key == self._labels_key:
            return
        self._labels_key = key
        longest = [f"{t('error.resume')} [Enter]", t("results.lobby")]  # Resume's label with its key
        size = min(fit_line(label, b.font_size, 10, b.rect.w - 2 * px(LABEL_MARGIN))[0]
                   for label, b in zip(longest, self.buttons))
        for b in self.buttons:
            b.shared_size = size

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.keys.swallows(event):
            return  # Enter hammered or held as the error came does not resume unread
        if self.ring.handle(event):  # before the hotkeys: Enter on a ringed Back to lobby goes there
            return
        if self.settings_button.handle(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def update(self, dt: float) -> None:
        self.keys.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.plain:
            self._draw_plain(surface)
            return
        px = self.px
        self._fit_labels()  # the language may have changed since the window was sized
        lines = wrap_text(self.body(), px(18), self.rect.w - 2 * px(TEXT_MARGIN))
        self._fit(len(lines), surface.get_height())
        surface.fill((30, 24, 28))
        draw_panel(surface, self.rect, alpha=240)
        blit_text(surface, t("error.title"), px(30), theme.DANGER, bold=True,
                  midtop=(self.rect.centerx, self.rect.y + px(20)))
        y = self.rect.y + px(80)
        for line in lines:
            blit_text(surface, line, px(18), theme.WHITE, midtop=(self.rect.centerx, y))
            y += px(26)
        for b in self.buttons:
            b.draw(surface)
        place_settings_button(self.settings_button, self.rect, self.scale)  # the panel fits its text each frame
        self.settings_button.draw(surface)
        self.ring.draw(surface, self.scale)

    def body(self) -> str:
        """What happened, where the details are (the log's path on a line of its own) and, when
        the game can be resumed, that it can: it said the record was saved and the game could be
        resumed when there was none, and "saved to (the log could not be written)" without a log."""
        parts = [t("error.intro")]
        if self.log_path is None:
            parts.append(t("error.no_log"))
        else:
            parts.append(t("error.saved_with_record" if self.record is not None else "error.saved"))
            parts.append(self.shown_log_path())
        if self.record is not None:
            parts.append(t("error.can_resume"))
        return "\n".join(parts)

    def shown_log_path(self) -> str:
        """The log's path on one line of the panel, as other messages naming a file show it
        (:func:`app.storage.fitted_path`): whole if it fits, else its start, "…" and the file's name
        with as many of its last folders as fit. The app's log names it whole (app.crash)."""
        from app.fonts import get_font
        from app.storage import fitted_path

        px = self.px
        font = get_font(px(18))
        room = self.rect.w - 2 * px(TEXT_MARGIN)
        return fitted_path(str(self.log_path), lambda shown: font.size(shown)[0] <= room)

    def _fit(self, lines: int, h: int) -> None:
        """Make the panel as tall as ``lines`` lines above the buttons need (a long path), in a
        window ``h`` high: no taller, so no empty band above the buttons."""
        px = self.px
        need = min(px(80) + lines * px(26) + px(96), h - 20)
        if need != self.rect.h:
            self.rect.h = need
            self.rect.centery = h // 2
            for b in self.buttons:
                b.rect.bottom = self.rect.bottom - px(22)

    def _draw_plain(self, surface: pygame.Surface) -> None:
        """Last resort: ASCII only, pygame's default font, Enter resumes, Esc goes to the lobby. A
        long log path loses its middle (:func:`app.storage.shown_path`)."""
        from app.storage import shown_path

        surface.fill((30, 24, 28))
        px = self.px
        font = pygame.font.Font(None, px(28))
        lines = ["Something went wrong.", f"Log: {shown_path(str(self.log_path)).replace('…', '...')}" if self.log_path else "No log could be written.",
                 "Enter: resume the game    Esc: back to the lobby"]
        for i, line in enumerate(lines):
            text = line.encode("ascii", "replace").decode("ascii")
            surface.blit(font.render(text, True, (240, 240, 240)), (px(40), px(60) + px(40) * i))
