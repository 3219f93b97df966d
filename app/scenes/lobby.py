"""The lobby: pick a game, fill the chairs (people, AI seats of a chosen level, or empty), set the
table options the game declares, and start. Also the way to settings, rules and quitting."""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ai.registry import kinds_for
from app import i18n
from app.fonts import drawable_part, get_font
from app.games import game_name, playable_games
from app.i18n import LiveText, live, live_t, t
from app.lobby_memory import NAME_MAX, SEAT_KINDS, SeatRow, default_rows, read_lobby, write_lobby
from app.scenes.base import Scene
from app.scenes.lobby_options import (VALUE_SIZE, ChoiceButton, OptionRow, StepButton, draw_options, is_number,
                                      layout_options, number_steps, shown_value, value_label)
from app.scenes.table import SeatSetup, TableScene
from app.ui import focus as nav
from app.ui import theme
from app.ui.pointer import in_window
from app.ui.widgets import (ELLIPSIS, Button, blit_text, draw_focus_ring, draw_panel, fit_line, share_text_size,
                            wrap_text)
from engine.core import OptionSpec
from engine.errors import OptionError
from engine.registry import get_game

if TYPE_CHECKING:
    from app.main import App

NOTICE_SIZES = (18, 17, 16)  # why Start is not possible: on two lines at the largest that allows it
NOTICE_PITCH = 23
COLUMNS_TOP = 90  # the games, seats and options columns start here; the title band is above
NOTICE_ROOM = 2 * NOTICE_PITCH + 26  # kept free at the foot of the seats column for it, with margins
NAME_SMALLEST = 13  # a seat's name shrinks down to this size (at 1280×720) before it is cut
# A seat row at 1280×720: its number, kind button, AI level button and name field, with their gaps.
# In a window too narrow for a whole name the buttons take their narrow widths (still room for
# "Person" and "Random") and the seats column grows into the games column, whose buttons then
# stand closer to leave its description the height it lost in width.
SEAT_NUMBER_W, SEAT_GAP, SEAT_MARGIN = 34, 6, 12
KIND_W, LEVEL_W = 96, 104
NARROW_NUMBER_W, NARROW_KIND_W, NARROW_LEVEL_W = 26, 72, 72
GAME_STEP, NARROW_GAME_STEP = 48, 43  # from one game button to the next (each 8 less tall)


@dataclass(frozen=True)
class NameField:
    """Seat ``seat``'s name field, as a place the keyboard focus can be."""

    seat: int


Control = Button | NameField  # what the keyboard focus can be on


def blurb_step(size: int) -> int:
    """Line spacing of the game description at a font size (6 px between lines at the 1280×720
    sizes, more between the larger lines of a larger window)."""
    return size + max(6, size * 3 // 8)


def drop_undrawable_names(remembered: dict[Any, Any]) -> int:
    """Leave out of the remembered seat names (a hand edit or another build's file) the characters
    the bundled font cannot draw, as the name field does when they are typed; how many were left out."""
    dropped = 0
    for key, rows in remembered.items():
        if isinstance(key, tuple) and key[0] == "seats":
            for row in rows:
                kept, missing = drawable_part(row.name)
                if missing:
                    dropped += len(row.name) - len(kept)
                    row.name = kept.strip()
    return dropped


def _joined(first: LiveText, then: LiveText) -> Callable[[], str]:
    """Two messages as one, a blank line between, each said in the language of the moment."""
    return lambda: live(first) + "\n\n" + live(then)


class LobbyScene(Scene):
    """Game list on the left, chairs in the middle, options on the right."""

    title_band = COLUMNS_TOP

    remembered: dict[Any, Any] = {}  # the setup chosen so far, kept in lobby.json too (app.lobby_memory)
    memory_loaded = False  # lobby.json is read once, by the first lobby of the run

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.games = playable_games()
        self._load_memory()
        self.game_id = self.remembered.get("game", self.games[0])
        if self.game_id not in self.games:
            self.game_id = self.games[0]
        self.editing: int | None = None
        self.name_before = ""  # the name in the field being edited as it was before (Esc puts it back)
        self.composing = ""  # text an input method (pinyin and the like) is still putting together
        self.focus: Control | None = None  # the control the keys act on (ringed); None: Enter starts
        self.message = ""
        self.saved = None
        self._check_saved()
        if self._names_cleaned:  # after the files' message, which it then joins
            self._tell(live_t("lobby.saved_name_undrawable", n=self._names_cleaned))
        self.size = (1280, 720)
        self._setup_game(self.game_id)

    # ---- state -----------------------------------------------------------------------------
    def _setup_game(self, game_id: str) -> None:
        self.game_id = game_id
        game = get_game(game_id)
        info = game.info
        saved = self.remembered.get(("seats", game_id))
        if saved:
            self.rows = [SeatRow(r.kind, r.ai_kind, r.name.strip()) for r in saved]
        else:
            self.rows = default_rows(game_id)
        self.options: dict[str, Any] = dict(self.remembered.get(("options", game_id), {}))
        for spec in info.options:
            self.options.setdefault(spec.key, spec.default)
        self._build_buttons()

    def _choose_game(self, game_id: str) -> None:
        """Show a game's setup; the next run opens on it too."""
        self._setup_game(game_id)
        LobbyScene.remembered["game"] = game_id
        self._save_memory()

    def seat_name(self, i: int) -> str:
        """The name seat ``i`` plays under: the one typed, trimmed, or (if none) the seat's default."""
        row = self.rows[i]
        if row.name.strip():
            return row.name.strip()
        return t("lobby.default_human", n=i + 1) if row.kind == "human" else t("lobby.default_ai", n=i + 1)

    def seated(self) -> list[int]:
        return [i for i, r in enumerate(self.rows) if r.kind != "empty"]

    def name_clashes(self) -> list[tuple[int, ...]]:
        """Every group of two or more seated seats that play under one name (default names
        included; case, full-width forms and spaces round it not telling them apart), each in seat
        order, the groups in the order of their first seat."""
        groups: dict[str, list[int]] = {}
        for i in self.seated():
            key = unicodedata.normalize("NFKC", self.seat_name(i)).casefold().strip()
            groups.setdefault(key, []).append(i)
        return [tuple(seats) for seats in groups.values() if len(seats) > 1]

    def name_clash(self) -> tuple[int, ...] | None:
        """The first group of seats under one name (see ``name_clashes``), or None."""
        clashes = self.name_clashes()
        return clashes[0] if clashes else None

    def _count_problem(self) -> str | None:
        """Why the number of seated seats does not do for this game, or None."""
        info = get_game(self.game_id).info
        if not info.min_players <= len(self.seated()) <= info.max_players:
            if info.min_players == info.max_players:
                return t("lobby.need_players_exact", n=info.min_players)
            return t("lobby.need_players", min=info.min_players, max=info.max_players)
        return None

    def marked_names(self) -> tuple[int, ...]:
        """The seats whose name fields are outlined in red: every seat whose name another seat
        shares, while the notice speaks of names (not while it asks for another number of players).
        The notice names the first clash; the red fields show any other, named once it is fixed."""
        if self._count_problem() is not None:
            return ()
        return tuple(sorted(seat for group in self.name_clashes() for seat in group))

    def problem(self) -> str | None:
        """Why Start is not possible now, or None."""
        count = self._count_problem()
        if count is not None:
            return count
        n = len(self.seated())
        clash = self.name_clash()
        if clash is not None:  # the curtains and the log would not tell the two apart
            *first, last = [seat + 1 for seat in clash]
            name = self.seat_name(clash[0])
            if len(first) == 1:
                return t("lobby.same_name", a=first[0], b=last, name=name)
            return t("lobby.same_name_many", seats=t("list.sep").join(map(str, first)), last=last, name=name)
        try:
            resolved = get_game(self.game_id).resolve_options(n, self.options)
        except OptionError as exc:
            return self._option_problem(exc)
        for spec, value in self._forced_by(resolved):
            return t("lobby.option_forced", option=i18n.pick(spec.label_zh, spec.label_en), n=n,
                     value=self._value_label(spec, value))
        return None

    def _option_problem(self, exc: OptionError) -> str:
        for spec in get_game(self.game_id).info.options:
            if spec.key in str(exc) and "players" in str(exc):
                return t("lobby.option_needs_players", option=i18n.pick(spec.label_zh, spec.label_en),
                         n=spec.min_players)
        return t("lobby.bad_options", reason=str(exc))

    # ---- buttons ---------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        kept = self._focused_game()
        self.game_buttons = [
            Button(lambda g=g: self._game_label(g), lambda g=g: self._choose_game(g),
                   selected=lambda g=g: g == self.game_id)
            for g in self.games
        ]
        self.seat_buttons: list[tuple[Button, Button, pygame.Rect]] = []
        for i in range(len(self.rows)):
            kind_b = Button(lambda i=i: self._kind_label(i), lambda i=i: self._cycle_kind(i))
            level_b = Button(lambda i=i: self._level_label(i), lambda i=i: self._cycle_level(i),
                             enabled=lambda i=i: self.rows[i].kind == "ai")
            self.seat_buttons.append((kind_b, level_b, pygame.Rect(0, 0, 0, 0)))
        self.option_buttons: list[tuple[OptionSpec, Button]] = []
        self.option_rows: list[OptionRow] = []
        self._options_key: tuple[object, ...] | None = None
        for spec in get_game(self.game_id).info.options:
            value = lambda s=spec: self._option_value_label(s)  # noqa: E731 - one per option
            up, down = (lambda s=spec: self._cycle_option(s, +1)), (lambda s=spec: self._cycle_option(s, -1))
            applies = lambda s=spec: s.applies(self.options)  # noqa: E731
            if is_number(spec):
                button: Button = StepButton(value, up, enabled=applies, on_back=down,
                                            can_down=lambda s=spec: self._can_step(s, -1),
                                            can_up=lambda s=spec: self._can_step(s, +1))
            else:
                button = (ChoiceButton if spec.choices else Button)(value, up, enabled=applies, on_back=down)
            self.option_buttons.append((spec, button))
        self.action_buttons = [
            Button(lambda: t("lobby.start") + " [Enter]", self.start, enabled=lambda: self.problem() is None,
                   hotkey=pygame.K_RETURN),
            Button(lambda: t("lobby.continue") + " [C]", self.continue_saved, enabled=lambda: self.saved is not None,
                   hotkey=pygame.K_c, note=self.saved_game_name),
            Button(lambda: t("lobby.rules"), self.open_rules),
            Button(lambda: t("lobby.settings"), self.open_settings),
            Button(lambda: t("lobby.stats"), self.open_stats),
            Button(lambda: t("lobby.replay"), self.open_replays),
            Button(lambda: t("lobby.quit"), self.quit),
        ]
        self.focus = self.game_buttons[kept] if kept is not None else None
        self.on_resize(self.size)

    def _focused_game(self) -> int | None:
        """Which game's button has the focus (the game list is built anew with each choice)."""
        buttons = getattr(self, "game_buttons", [])
        return next((k for k, b in enumerate(buttons) if b is self.focus), None)

    def _game_label(self, game_id: str) -> str:
        info = get_game(game_id).info
        return f"{info.name_zh} {info.name_en}"

    def _kind_label(self, i: int) -> str:
        return t("lobby.kind." + self.rows[i].kind)

    def _level_label(self, i: int) -> str:
        row = self.rows[i]
        return t("lobby.level." + row.ai_kind) if row.kind == "ai" else "—"

    def _cycle_kind(self, i: int) -> None:
        row = self.rows[i]
        before = self._seat_forced()
        row.kind = SEAT_KINDS[(SEAT_KINDS.index(row.kind) + 1) % len(SEAT_KINDS)]
        after = self._seat_forced()
        for spec in get_game(self.game_id).info.options:  # e.g. the sixth Zha Jin Hua seat emptied: Six seats off
            if spec.key in before and spec.key not in after and self.options.get(spec.key) == before[spec.key]:
                self.options[spec.key] = spec.default
        for spec, value in self._forced_options():  # e.g. a sixth Zha Jin Hua seat turns Six seats on
            self.options[spec.key] = value
        self._remember()

    def _seat_forced(self) -> dict[str, Any]:
        """The options the seats filled now set by themselves (away from their defaults), with the value."""
        game = get_game(self.game_id)
        defaults = {spec.key: spec.default for spec in game.info.options}
        try:
            resolved = game.resolve_options(len(self.seated()), defaults)
        except OptionError:
            return {}
        return {key: value for key, value in resolved.items() if key in defaults and value != defaults[key]}

    def _forced_options(self) -> list[tuple[OptionSpec, Any]]:
        """Options the game sets otherwise than shown for the seats filled now, with the value it uses."""
        try:
            return self._forced_by(get_game(self.game_id).resolve_options(len(self.seated()), self.options))
        except OptionError:
            return []

    def _forced_by(self, resolved: dict[str, Any]) -> list[tuple[OptionSpec, Any]]:
        """The options ``resolved`` (the game's reading of the shown ones) sets otherwise than shown."""
        return [(spec, resolved[spec.key]) for spec in get_game(self.game_id).info.options
                if spec.key in resolved and resolved[spec.key] != self.options.get(spec.key)]

    def _cycle_level(self, i: int) -> None:
        kinds = kinds_for(self.game_id)
        row = self.rows[i]
        row.ai_kind = kinds[(kinds.index(row.ai_kind) + 1) % len(kinds)] if row.ai_kind in kinds else kinds[0]
        self._remember()

    def _option_value_label(self, spec: OptionSpec) -> str:
        return shown_value(spec, self.options)

    def _value_label(self, spec: OptionSpec, value: Any) -> str:
        return value_label(spec, value)

    def _cycle_option(self, spec: OptionSpec, step: int) -> None:
        value = self.options[spec.key]
        if isinstance(spec.default, bool):
            self.options[spec.key] = not value
        elif spec.choices:
            idx = spec.choices.index(value) if value in spec.choices else 0
            self.options[spec.key] = spec.choices[(idx + step) % len(spec.choices)]
        elif isinstance(spec.default, int):
            steps = number_steps(spec, value)  # a stepper: it stops at either end
            self.options[spec.key] = steps[max(0, min(len(steps) - 1, steps.index(value) + step))]
        self._remember()

    def _can_step(self, spec: OptionSpec, step: int) -> bool:
        """Whether a number option can step that way (it stops at its ends)."""
        steps = number_steps(spec, self.options[spec.key])
        return 0 <= steps.index(self.options[spec.key]) + step < len(steps)

    def _remember(self) -> None:
        """Keep the setup for later lobbies and for the next run (a failed write says so)."""
        LobbyScene.remembered["game"] = self.game_id
        LobbyScene.remembered[("seats", self.game_id)] = [SeatRow(r.kind, r.ai_kind, r.name) for r in self.rows]
        LobbyScene.remembered[("options", self.game_id)] = dict(self.options)
        self._save_memory()

    def _save_memory(self) -> None:
        problem = write_lobby(LobbyScene.remembered)
        if problem is not None:
            self._tell(lambda: problem(i18n.language()))

    def _load_memory(self) -> None:
        """Fill the memory from lobby.json once a run; what this run already chose stays (a damaged
        file is set aside and reported; characters of names the font cannot draw are left out, as
        when typed, and counted in ``_names_cleaned`` for one message)."""
        self._names_cleaned = 0
        if LobbyScene.memory_loaded:
            return
        LobbyScene.memory_loaded = True
        loaded, damage = read_lobby(self.games)
        self._names_cleaned = drop_undrawable_names(loaded)
        for key, value in loaded.items():
            LobbyScene.remembered.setdefault(key, value)
        if damage is not None:
            self.app.report_damaged(damage)

    def _tell(self, text: LiveText) -> None:
        """Show a message, after the one still showing if any. Both are kept as given and joined as
        read, so a language switched while they show reaches both."""
        toast = self.app.toast
        if toast.left > 0 and toast.text:
            before = toast.said
            if live(text) in toast.text:
                text = before
            else:
                text = _joined(before, text)
        toast.show(text, 6.0)

    # ---- actions ---------------------------------------------------------------------------
    def start(self) -> None:
        """Start the table; if that would replace an unfinished saved game, ask first."""
        from app.scenes.confirm import ConfirmScene

        if self.problem() is not None:
            return
        if self.saved is not None:
            self.app.push(ConfirmScene(self.app, t("confirm.new.title"),
                                       t("confirm.new.message", game=self.saved_game_name()),
                                       t("confirm.new.go"), t("confirm.new.stay"), self.start_new, go_key=pygame.K_n))
            return
        self.start_new()

    def start_new(self) -> None:
        """Seat everyone and deal a new game (an unfinished saved game is replaced by it); ``start``
        has checked the table can start."""
        self._remember()
        seats = [SeatSetup(self.rows[i].kind == "human", self.seat_name(i), self.rows[i].ai_kind)
                 for i in self.seated()]
        seed = int(time.time() * 1000) % 2_000_000_000
        self.app.sound.play("shuffle")
        self.app.reset(TableScene(self.app, self.game_id, seats, dict(self.options), seed))

    def _check_saved(self) -> None:
        """Offer Continue only for a saved game that can be read."""
        from app import savegame

        loaded = savegame.load_in_progress()
        if loaded.damage is not None:
            self.app.report_damaged(loaded.damage)  # with the others found at start-up
        self.saved = loaded.record

    def saved_game_name(self) -> str:
        """The name of the game Continue resumes ("" when there is none)."""
        return game_name(self.saved.game) if self.saved is not None else ""

    def continue_saved(self) -> None:
        """Replay the saved record to the same position; a record that no longer replays is reported."""
        from app import savegame
        from app.storage import set_aside, shown_path
        from engine.errors import RecordError

        if self.saved is None:
            return
        try:
            table = TableScene.resume(self.app, self.saved)
        except (RecordError, KeyError) as exc:
            aside = set_aside(savegame.autosave_path())
            saved, problem = self.saved, exc  # kept for the message (``exc`` goes with the except)
            told_in: dict[str, str] = {}  # the message by language: its reason worked out (and logged) once

            def told() -> str:
                """The message in the language of the moment (it follows a switch made while it shows)."""
                language = i18n.language()
                if language not in told_in:
                    reason = savegame.record_problem(saved, problem) if isinstance(problem, RecordError) else \
                        t("replay.unknown_game", game=saved.game)
                    moved = f"\n{t('lobby.cannot_continue.moved')}\n{shown_path(str(aside))}" if aside else ""
                    told_in[language] = t("lobby.cannot_continue", reason=reason) + moved
                return told_in[language]

            self.app.toast.show(told, 8.0)
            self.saved = None
            return
        self.app.reset(table)

    def open_stats(self) -> None:
        from app.scenes.records import StatsScene

        self.app.push(StatsScene(self.app))

    def open_replays(self) -> None:
        from app.scenes.records import ReplayListScene

        self.app.push(ReplayListScene(self.app))

    def open_rules(self) -> None:
        from app.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game_id))

    def open_settings(self) -> None:
        from app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def ask_quit(self) -> None:
        """Esc asks before quitting (it is pressed by habit to back out); the Quit button does not."""
        from app.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, t("confirm.quit.title"), t("confirm.quit.message"),
                                   t("confirm.quit.go"), t("confirm.quit.stay"), self.quit, go_key=pygame.K_q,
                                   keyboard=True))  # asked only by Esc

    # ---- layout and input ------------------------------------------------------------------
    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message shows across the title band above the three columns (over the title, not over a
        seat, game or option: the name message would hide the seats under the name being typed)."""
        return self.title_band_toast_place(size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.scale = theme.ui_scale(size)
        px = self.px
        widths = self.seat_widths(int(w * 0.36))
        seats_w = max(int(w * 0.36), sum(widths) + px(SEAT_MARGIN) * 2 + px(SEAT_GAP) * 2)
        self.col_games = pygame.Rect(px(20), px(COLUMNS_TOP), int(w * 0.3) - (seats_w - int(w * 0.36)), h - px(190))
        self.col_seats = pygame.Rect(self.col_games.right + px(16), px(COLUMNS_TOP), seats_w, h - px(190))
        self.col_opts = pygame.Rect(self.col_seats.right + px(16), px(COLUMNS_TOP), w - self.col_seats.right - px(36),
                                    h - px(190))
        y = self.col_games.y + px(46)
        step = px(GAME_STEP if seats_w == int(w * 0.36) else NARROW_GAME_STEP)
        for b in self.game_buttons:
            b.rect = pygame.Rect(self.col_games.x + px(12), y, self.col_games.w - px(24), step - px(8))
            y += step
        self.blurb_top = y + px(8)
        row_h = min(px(44), (self.col_seats.h - px(56) - px(NOTICE_ROOM)) // max(1, len(self.rows)))
        y = self.col_seats.y + px(46)
        new = []
        number_w, kind_w, level_w, _ = widths
        for kind_b, level_b, _ in self.seat_buttons:
            x = self.col_seats.x + px(SEAT_MARGIN) + number_w
            kind_b.rect = pygame.Rect(x, y, kind_w, row_h - px(6))
            level_b.rect = pygame.Rect(kind_b.rect.right + px(SEAT_GAP), y, level_w, row_h - px(6))
            name_x = level_b.rect.right + px(SEAT_GAP)
            name_rect = pygame.Rect(name_x, y, self.col_seats.right - px(SEAT_MARGIN) - name_x, row_h - px(6))
            new.append((kind_b, level_b, name_rect))
            y += row_h
        self.seat_buttons = new
        self._place_options()
        self.action_buttons[0].rect = pygame.Rect(w - px(240), h - px(80), px(220), px(56))
        self.action_buttons[1].rect = pygame.Rect(w - px(420), h - px(76), px(168), px(48))
        rest = self.action_buttons[2:]
        bw = min(px(130), (w - px(460) - px(12) * len(rest)) // len(rest))
        x = px(20)
        for b in rest:
            b.rect = pygame.Rect(x, h - px(72), bw, px(44))
            x += bw + px(12)
        for b, size_px in self._font_sizes():
            b.font_size, b.scale = px(size_px), self.scale
        # a narrow window shrinks the longest game name, or "Statistics" in the bottom row: the others match it
        share_text_size(self.game_buttons)
        share_text_size(self.action_buttons[2:])

    def seat_widths(self, column: int) -> tuple[int, int, int, int]:
        """A seat row's number, kind button, level button and the least name field that shows a whole
        name of NAME_MAX Chinese characters (and the caret) at its smallest size, in a seats column
        ``column`` wide: the narrow widths when the usual ones leave the name too little room."""
        px = self.px
        name = get_font(px(NAME_SMALLEST)).size("国" * NAME_MAX + "|")[0] + px(16)
        usual = (px(SEAT_NUMBER_W), px(KIND_W), px(LEVEL_W))
        if column - px(SEAT_MARGIN) * 2 - px(SEAT_GAP) * 2 - sum(usual) >= name:
            return (*usual, name)
        return px(NARROW_NUMBER_W), px(NARROW_KIND_W), px(NARROW_LEVEL_W), name

    def _font_sizes(self) -> list[tuple[Button, int]]:
        """Every button with the size its label is written in at 1280×720."""
        sizes = [(b, 20) for b in self.game_buttons]
        for kind_b, level_b, _ in self.seat_buttons:
            sizes += [(kind_b, 17), (level_b, 16)]
        sizes += [(b, VALUE_SIZE) for _, b in self.option_buttons]
        sizes += [(b, 24 if k == 0 else 20) for k, b in enumerate(self.action_buttons)]
        return sizes

    def _place_options(self) -> None:
        """Lay the options out again when the language, the window or the game changed."""
        key = (i18n.language(), tuple(self.col_opts), self.scale, self.game_id, len(self.option_buttons))
        if key != self._options_key:
            self._options_key = key
            self.option_rows = layout_options(self.option_buttons, self.col_opts, self.col_opts.y + self.px(46),
                                              self.scale)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            if self._edit_name(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.focus is not None:
            self.focus = self._control_at(event.pos)  # a keyboard user's click takes the ring along
        elif event.type == pygame.MOUSEMOTION and self.focus is not None:
            # the ring follows the pointer, so the lit button and the ringed one are never two
            self.focus = self._control_at(event.pos) or self.focus
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        for b in self.game_buttons + self.action_buttons:
            if b.handle(event):
                return
        for i, (kind_b, level_b, name_rect) in enumerate(self.seat_buttons):
            if kind_b.handle(event) or level_b.handle(event):
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and name_rect.collidepoint(event.pos):
                self._start_editing(i)
                return
        for spec, b in self.option_buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()

    def _start_editing(self, i: int) -> None:
        """Type seat ``i``'s name (an empty seat has none)."""
        if self.rows[i].kind != "empty":
            self.editing = i
            self.name_before = self.rows[i].name  # what Esc puts back
            self.composing = ""
            pygame.key.start_text_input()
            # the input method's candidate list opens by the field, not wherever the system guesses
            pygame.key.set_text_input_rect(in_window(self.seat_buttons[i][2]))

    def _stop_editing(self) -> None:
        """Leave the name field; the name is kept trimmed ("" if only spaces: the default name)."""
        if self.editing is not None:
            row = self.rows[self.editing]
            row.name = row.name.strip()
        self.editing = None
        self.composing = ""
        pygame.key.stop_text_input()
        self._remember()

    def _edit_name(self, event: pygame.event.Event) -> bool:
        i = self.editing
        assert i is not None
        row = self.rows[i]
        if event.type == pygame.TEXTINPUT:
            text, missing = drawable_part(event.text)
            if missing:  # it would show as a box at the table, in every panel and log line
                self.app.toast.show(t("lobby.name_undrawable", n=len(missing)), 5.0)  # not named: no glyph
            if len(row.name + text) > NAME_MAX:  # said, not silently cut
                self.app.toast.show(t("lobby.name_too_long", n=NAME_MAX), 4.0)
            row.name = (row.name + text)[:NAME_MAX]  # a typed-in word can bring several at once
            self.composing = ""
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = event.text
            return True
        if event.type == pygame.KEYDOWN and self.composing:
            return True  # Backspace, Enter and Esc belong to the input method while it composes
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                row.name = row.name[:-1]
            elif event.key == pygame.K_ESCAPE:  # the edit is cancelled: the name as it was
                row.name = self.name_before
                self._stop_editing()
            elif event.key in (pygame.K_RETURN, pygame.K_TAB):
                self._stop_editing()
            if event.key == pygame.K_TAB:  # on to the next control, as in any form
                self.focus = NameField(i)
                self._key(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._stop_editing()
        return False

    # ---- keyboard focus --------------------------------------------------------------------
    def focus_sections(self) -> list[list[list[Control]]]:
        """Every control in reading order, as sections of rows: the game list, the seats (kind,
        AI level, name), the options, and the bottom row from Rules to Start."""
        actions = self.action_buttons
        games: list[list[Control]] = [[b] for b in self.game_buttons]
        seats: list[list[Control]] = [[kind_b, level_b, NameField(i)]
                                      for i, (kind_b, level_b, _) in enumerate(self.seat_buttons)]
        options: list[list[Control]] = [[b] for _, b in self.option_buttons]
        bottom: list[Control] = [*actions[2:], actions[1], actions[0]]
        return [games, seats, options, [bottom]]

    def can_focus(self, control: Control) -> bool:
        """Whether the control can be used now (a disabled one, or an empty seat's name, cannot)."""
        if isinstance(control, NameField):
            return self.rows[control.seat].kind != "empty"
        return control.enabled()

    def focus_rect(self, control: Control) -> pygame.Rect:
        return self.seat_buttons[control.seat][2] if isinstance(control, NameField) else control.rect

    def _control_at(self, pos: tuple[int, int]) -> Control | None:
        """The usable control under the pointer, if any."""
        return next((c for section in self.focus_sections() for row in section for c in row
                     if self.focus_rect(c).collidepoint(pos) and self.can_focus(c)), None)

    def _key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab, the arrows, -/+ and Space/Enter for the focused control; True if used."""
        key, sections = event.key, self.focus_sections()
        if key == pygame.K_TAB:
            back = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            self.focus = nav.tab(sections, self.focus, -1 if back else 1, self.can_focus)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            if self.focus is None:
                self._move(self.game_buttons[self.games.index(self.game_id)])
            else:
                self._move(nav.vertical(sections, self.focus, step, self.can_focus) or self._beyond(0, step))
            return True
        if self.focus is None:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS, pygame.K_EQUALS):
            self._step(key in (pygame.K_RIGHT, pygame.K_EQUALS), arrow=key in (pygame.K_LEFT, pygame.K_RIGHT))
            return True
        if key in (pygame.K_SPACE, pygame.K_RETURN):
            self._activate(self.focus)
            return True
        return False

    def _move(self, control: Control | None) -> None:
        """Put the focus on ``control`` (if any); in the game list that chooses the game too."""
        if control is None:
            return
        self.focus = control
        if isinstance(control, Button) and control in self.game_buttons and not control.selected():
            self._activate(control)

    def _step(self, up: bool, arrow: bool) -> None:
        """-/+ and Left/Right step the focused option's value; the arrows elsewhere move along the row,
        and from its end on to the next column."""
        focused = self.focus
        if isinstance(focused, Button) and focused.on_back is not None:
            if focused.enabled():
                (focused.on_click if up else focused.on_back)()
        elif arrow:
            step = 1 if up else -1
            self._move(nav.horizontal(self.focus_sections(), focused, step, self.can_focus) or self._beyond(step, 0))

    def _beyond(self, dx: int, dy: int) -> Control | None:
        """The usable control nearest the focused one in another column (or the bottom row), in the
        arrow's direction (``dx`` or ``dy`` is -1 or 1): what an arrow at a column's edge moves to.
        Into the game list it is the chosen game's button, so crossing does not change the game."""
        if self.focus is None:
            return None
        sections = self.focus_sections()
        here = next(i for i, section in enumerate(sections) if any(self.focus in row for row in section))
        at = self.focus_rect(self.focus)
        best: tuple[int, Control] | None = None
        for i, section in enumerate(sections):
            if i == here:
                continue
            for control in (c for row in section for c in row if self.can_focus(c)):
                r = self.focus_rect(control)
                ahead = (r.centerx - at.centerx) * dx + (r.centery - at.centery) * dy
                aside = abs(r.centery - at.centery) if dx else abs(r.centerx - at.centerx)
                if ahead > 0 and (best is None or ahead + 2 * aside < best[0]):
                    best = (ahead + 2 * aside, control)
        if best is not None and best[1] in self.game_buttons:
            return self.game_buttons[self.games.index(self.game_id)]
        return best[1] if best else None

    def _activate(self, control: Control) -> None:
        """What a click on the control does."""
        if isinstance(control, NameField):
            self._start_editing(control.seat)
        elif control.enabled():
            control.on_click()

    # ---- drawing ---------------------------------------------------------------------------
    def blurb_lines(self, text: str, height: int) -> tuple[int, list[str]]:
        """The game's description wrapped to the games column and fitted into ``height``: the
        largest size from 16 down to 12 (at 1280×720) at which it fits, else the lines that fit
        ending in "…"."""
        width = self.col_games.w - self.px(28)
        smallest = self.px(12)
        for size in range(self.px(16), smallest - 1, -1):
            lines = wrap_text(text, size, width)
            if len(lines) * blurb_step(size) <= height:
                return size, lines
        room = max(1, height // blurb_step(smallest))
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = fit_line(lines[-1] + ELLIPSIS, smallest, smallest, width)[1]
        return smallest, lines

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        w, h = surface.get_size()
        px = self.px
        surface.blit(felt_surface(w, h), (0, 0))
        title = blit_text(surface, t("app.title"), px(40), theme.GOLD, bold=True, topleft=(px(24), px(18)))
        sub = blit_text(surface, t("lobby.subtitle"), px(18), theme.MUTED,
                        midleft=(title.right + px(18), title.centery + px(4)))
        self._draw_key_hint(surface, sub.right + px(24), title.centery + px(4))
        for col, title in ((self.col_games, t("lobby.games")), (self.col_seats, t("lobby.seats")),
                           (self.col_opts, t("lobby.options"))):
            draw_panel(surface, col)
            blit_text(surface, title, px(20), theme.GOLD, bold=True, topleft=(col.x + px(14), col.y + px(10)))
        for b in self.game_buttons:
            b.draw(surface)
        info = get_game(self.game_id).info
        y = self.blurb_top
        players = (t("lobby.players_exact", n=info.min_players) if info.min_players == info.max_players
                   else t("lobby.players_range", min=info.min_players, max=info.max_players))
        blit_text(surface, players, px(17), theme.ACCENT, topleft=(self.col_games.x + px(14), y))
        y += px(28)
        size, lines = self.blurb_lines(i18n.pick(info.blurb_zh, info.blurb_en), self.col_games.bottom - px(8) - y)
        for line in lines:
            blit_text(surface, line, size, theme.WHITE, topleft=(self.col_games.x + px(14), y))
            y += blurb_step(size)
        clash = self.marked_names()
        for i, (kind_b, level_b, name_rect) in enumerate(self.seat_buttons):
            row = self.rows[i]
            blit_text(surface, str(i + 1), px(18), theme.MUTED, midleft=(self.col_seats.x + px(16), name_rect.centery))
            kind_b.draw(surface)
            level_b.draw(surface)
            if row.kind != "empty":
                editing = self.editing == i
                pygame.draw.rect(surface, (30, 60, 48) if not editing else (50, 90, 70), name_rect, border_radius=6)
                if i in clash:  # where to fix what the notice says: every field whose name another has
                    pygame.draw.rect(surface, theme.DANGER, name_rect, px(2), border_radius=6)
                else:
                    pygame.draw.rect(surface, theme.ACCENT if editing else theme.PANEL_EDGE, name_rect, 1,
                                     border_radius=6)
                composing = self.composing if editing else ""
                text = (row.name + composing + ("|" if editing else "")) if (row.name or editing) else self.seat_name(i)
                size, text = self.name_shown(text, name_rect.w - px(16), editing)
                shown = blit_text(surface, text, size, theme.WHITE if row.name or editing else theme.MUTED,
                                  midleft=(name_rect.x + px(8), name_rect.centery))
                if composing:  # underlined, as text an input method has not yet handed over
                    font = get_font(size)
                    left = shown.x + font.size(text[: max(0, len(text) - len(composing) - 1)])[0]
                    right = min(shown.right, left + font.size(composing)[0])
                    pygame.draw.line(surface, theme.ACCENT, (left, shown.bottom - 2), (right, shown.bottom - 2), 2)
        for b in self.action_buttons:
            b.draw(surface)
        problem = self.problem()
        if problem:
            self._draw_notice(surface, problem)
        self._place_options()
        self._draw_focus(surface)  # before the options: a help tip showing over the seats covers it
        # the options last: a help tip opening down over the action row or the notice shows whole
        draw_options(surface, self.option_rows, self.col_opts, self.scale,
                     self.focus if isinstance(self.focus, Button) else None)
        if not self.option_buttons:
            blit_text(surface, t("lobby.no_options"), px(16), theme.MUTED,
                      topleft=(self.col_opts.x + px(14), self.col_opts.y + px(46)))

    def name_shown(self, text: str, width: int, editing: bool) -> tuple[int, str]:
        """A seat's name as it fits its field: smaller (down to 13 at 1280×720) if need be, then cut
        with "…": at its start while it is typed, so the end and the caret stay in sight."""
        if not editing:
            return fit_line(text, self.px(17), self.px(NAME_SMALLEST), width)
        size, shown = fit_line(text, self.px(17), self.px(NAME_SMALLEST), width)
        if shown == text:
            return size, text
        font = get_font(size)
        while len(text) > 1 and font.size(ELLIPSIS + text)[0] > width:
            text = text[1:]
        return size, ELLIPSIS + text

    def _draw_key_hint(self, surface: pygame.Surface, left: int, y: int) -> None:
        """The lobby's keys on one muted line at the right of the title row, shrunk to the room left."""
        right = self.size[0] - self.px(20)
        size, text = fit_line(t("lobby.keys_hint"), self.px(15), self.px(11), right - left)
        blit_text(surface, text, size, theme.MUTED, midright=(right, y))

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """The ring round the control the keys act on (none on one that cannot be used now)."""
        if self.focus is not None and self.can_focus(self.focus):
            draw_focus_ring(surface, self.focus_rect(self.focus), self.scale)

    def notice_rect(self, lines: int = 2) -> pygame.Rect:
        """Where the reason Start is not possible shows, on ``lines`` lines: the foot of the seats
        column, under the seats."""
        px = self.px
        col = self.col_seats
        h = px(NOTICE_PITCH) * lines + px(12)
        return pygame.Rect(col.x + px(12), col.bottom - px(10) - h, col.w - px(24), h)

    def notice_lines(self, text: str) -> tuple[int, list[str]]:
        """``text`` on at most two lines of the notice, at the largest size that allows it."""
        width = self.notice_rect().w - self.px(20)
        for size in (self.px(n) for n in NOTICE_SIZES):
            lines = wrap_text(text, size, width)
            if len(lines) <= 2:
                return size, lines
        return size, lines[:1] + [fit_line(" ".join(lines[1:]), size, size, width)[1]]

    def _draw_notice(self, surface: pygame.Surface, text: str) -> None:
        size, lines = self.notice_lines(text)
        rect = self.notice_rect(len(lines))
        pitch = self.px(NOTICE_PITCH)
        pygame.draw.rect(surface, (54, 48, 22), rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=8)
        top = rect.centery - pitch * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(surface, line, size, theme.ACCENT, center=(rect.centerx, top + pitch * k + pitch // 2))
