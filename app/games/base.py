"""What every game's table UI shares: felt, seats around an oval, a fanned hand with hover,
drag and keyboard focus, choice prompts and seat picking. A game subclasses :class:`GameUI`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from app.fonts import get_font
from app.games import refusals
from app.i18n import LiveText, join_names, t
from app.ui import theme
from app.ui.focus import ButtonRing, tab
from app.ui.pointer import pointer_pos
from app.ui.widgets import ELLIPSIS, NO_BREAK_SPACE, Button, blit_text, draw_panel, fit_line, wrap_text
from engine.core import Event

if TYPE_CHECKING:
    from app.scenes.table import TableScene


@lru_cache(maxsize=8)
def felt_surface(w: int, h: int) -> pygame.Surface:
    """A radial felt gradient (cached per size)."""
    surf = pygame.Surface((w, h))
    surf.fill(theme.FELT_DARK)
    cx, cy = w // 2, int(h * 0.52)
    steps = 28
    for i in range(steps, 0, -1):
        f = i / steps
        color = [int(theme.FELT_DARK[k] + (theme.FELT_LIGHT[k] - theme.FELT_DARK[k]) * (1 - f) ** 0.8) for k in range(3)]
        pygame.draw.ellipse(surf, color, pygame.Rect(0, 0, int(w * 1.1 * f), int(h * 1.05 * f)).move(
            cx - int(w * 1.1 * f) // 2, cy - int(h * 1.05 * f) // 2))
    rail = pygame.Rect(int(w * 0.05), int(h * 0.1), int(w * 0.9), int(h * 0.82))
    pygame.draw.ellipse(surf, (30, 110, 74), rail, 3)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()  # same pixel format as the screen: the per-frame blit gets cheap
    return surf


SEAT_MIN_H = 78  # name (18 px) and two status lines (15 px, 19 px apart) with margins
BADGE_SIZE = 14  # bold text of the badge at a seat panel's top right
OUT_SIZE = 22  # bold text of the OUT mark at a seat panel's bottom right


def shared_places(seats: Iterable[int], key: Callable[[int], Any]) -> list[tuple[int, int]]:
    """(place, seat) in order of ``key`` (lowest first, seat number breaking ties in the order only);
    seats with equal keys share a place and the next place skips as many ("1, 1, 3")."""
    order = sorted(seats, key=lambda s: (key(s), s))
    out: list[tuple[int, int]] = []
    for i, s in enumerate(order):
        out.append((out[-1][0] if i and key(order[i - 1]) == key(s) else i + 1, s))
    return out


def badge_width(label: str, scale: float = 1.0) -> int:
    """How much of a seat panel's width a badge takes, its margin to the name included, with the
    table's bar, log and panels at ``scale`` times their 1280×720 size."""
    return get_font(theme.scaled(BADGE_SIZE, scale), True).size(label)[0] + theme.scaled(10 + 8, scale)


class Prompt:
    """A small modal question on the table: a title and a row of choice buttons, with the focus
    ring of every screen's buttons (Tab and Shift+Tab, greyed buttons skipped, the ring following
    the pointer once it is up). A title given as a callable is written again each time it is read,
    so it follows a language switch made while the question is up."""

    def __init__(self, title: str | Callable[[], str], buttons: list[Button],
                 cancel: Callable[[], None] | None = None, keyboard: bool = False, ringed: int = 0) -> None:
        self.title = title
        self.buttons = buttons
        self.cancel = cancel
        self.keyboard = keyboard  # asked from the keyboard: it opens ringed, and the arrows always move the ring
        self.ring = ButtonRing(self.buttons, arrows=True, sideways=True)
        if self.keyboard:
            self.ring.first()
            if 0 <= ringed < len(buttons) and buttons[ringed].enabled():
                self.ring.focus = buttons[ringed]  # the safe choice of a risky question

    @property
    def title(self) -> str:
        """The question, in the language of the moment when it was given as a callable."""
        words = self._title
        return words if isinstance(words, str) else words()

    @title.setter
    def title(self, words: str | Callable[[], str]) -> None:
        self._title = words

    @property
    def focus(self) -> int | None:
        """The ringed button's place in the row (None: no ring)."""
        return next((k for k, b in enumerate(self.buttons) if b is self.ring.focus), None)


class GameUI:
    """Base class of a game's table. Subclasses draw the view and turn input into actions."""

    offers_hint = False  # a table that shows hints from the person's adviser (``show_hint``)
    # the key of the top bar's Settings button, on a table where no play of its own uses it
    settings_key: int | None = None

    def __init__(self, table: "TableScene") -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 1280, 672)
        self.prompt: Prompt | None = None
        self.picking_seat: Callable[[int], None] | None = None
        self.pick_allowed: Sequence[int] = ()
        self.view: Any = None
        self.hover_seat: int | None = None
        self.seat_min_w = 150  # at 1280×720; a table with identity badges asks for wider seat panels
        # a message on the choice at hand (a hint, a refusal), while it may be up (as the toast keeps it)
        self.about_choice: LiveText = ""
        self.returning: int | None = None  # the hand card flying back after a refusal (not drawn in the fan)

    # ---- hooks for subclasses ------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def sync(self, view: Any) -> None:
        """Show exactly ``view`` (called whenever the animation queue is empty)."""
        self.view = view

    def begin(self, event: Event) -> float:
        """Start animating ``event``; return how long to wait before the next one (seconds)."""
        return 0.0

    def narrate(self, event: Event) -> str | None:
        """One log line for the event in the current language, or None."""
        return None

    def retell(self, earlier: Sequence[Event]) -> None:
        """The log is about to be told again from the start (the seat or the language changed), from
        its last entries: ``earlier`` are the events before those, as the seat at the screen sees
        them, for a UI whose lines hang on what came before (the hand's level, say). Default: nothing."""

    def update(self, dt: float) -> None:
        """Per-frame tweens."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt_surface(surface.get_width(), surface.get_height()), (0, 0))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Prompts and the dragged card, drawn above flying cards."""
        self.draw_prompt(surface)

    def draw_top(self, surface: pygame.Surface) -> None:
        """What goes above everything, the log panel included (an enlarged card). Default: nothing."""

    def handle_input(self, event: pygame.event.Event) -> None:
        """Mouse and keyboard while this table is on top."""
        self.handle_prompt(event)

    def curtain_news(self, seat: int, size: tuple[int, int]) -> pygame.Surface | None:
        """Something public that the person at ``seat``, named by a pass-and-play curtain in a
        ``size`` window, has not seen yet and that the curtain shows them (default: nothing)."""
        return None

    def return_card(self, fan: HandFan, i: int, image: pygame.Surface | None, pos: tuple[int, int],
                    reason: str | None) -> None:
        """A refused card, drawn as ``image``, flies from ``pos`` back to its place ``i`` in ``fan``
        (left out of the fan meanwhile: ``returning``), and the table says why (``reason``, the
        engine's; None: nothing to say). No ``image``: the card is already gone, only the reason."""
        fan.drag = None
        if image is not None and i < len(fan.rects):
            self.returning = i

            def back() -> None:
                self.returning = None

            self.table.fly_home(image, pos, fan.rects[i].topleft, back)
        if reason:
            self.tell_refusal(reason)

    def tell_refusal(self, reason: str) -> None:
        """Say in the person's language why the engine refused their action (``reason``)."""
        game = self.table.game.info.id
        self.table.app.toast.show(lambda: refusals.refusal_text(game, reason, refusals.engine_words), 3.0, theme.ACCENT)

    def clear_private(self) -> None:
        """Forget anything private before a curtain: hand, selection, prompts."""
        self.prompt = None
        self.picking_seat = None
        self.hover_seat = None
        self.view = None

    def has_prompt(self) -> bool:
        return self.prompt is not None or self.picking_seat is not None

    def release_pointer(self) -> None:
        """A screen opened over the table while a button was held: a card being dragged goes back
        to the hand (its button-up will never come here; else the next click would drop it)."""
        fan = getattr(self, "fan", None)
        if isinstance(fan, HandFan):
            fan.drag = None

    def toast_place(self) -> tuple[tuple[int, int], int] | None:
        """Where the table's short messages show (centre, greatest width), if this game has a
        better place for them than the table's own; None: the table's."""
        return None

    def result_lines(self, outcome: Any) -> list[str]:
        """Extra lines for the results screen (scores, identities…)."""
        return []

    def won_with_a_side(self, winners: Sequence[int]) -> bool:
        """Whether the people at the screen, among ``winners``, won with computer seats on their side
        (a Guandan team, a faction of Deadline 99): the results then say "Your side won!", else "You won!"."""
        return not all(self.table.is_human(s) for s in winners)

    def win_title(self, winners: Sequence[int]) -> str:
        """The results' title when every person at the table is among ``winners``: "Your side won!"
        when they won with computer seats on their side (won_with_a_side), else "You won!", or, to
        several people who won together, "You both won!" / "You all won!"."""
        if self.won_with_a_side(winners):
            return t("results.side_won")
        people = sum(1 for s in winners if self.table.is_human(s))
        return t("results.you_won") if people < 2 else t("results.both_won" if people == 2 else "results.all_won")

    def ended_a_match(self) -> bool:
        """Whether what ended is a match (hands or rounds played to a result), not a single game:
        the results are then titled "Match over"."""
        return False

    def plays_a_match(self) -> bool:
        """Whether a game with this table's options is a match of several hands or rounds: the
        results' button that starts another with the same options then says "New match"."""
        return False

    def show_hint(self, action: Any) -> None:
        """Show the person at the screen the ``action`` their adviser would take (tables that set
        ``offers_hint``)."""

    def new_hint_button(self, font_size: int = 20) -> Button:
        """The table's Hint [H] button: asks the person's adviser, greyed while no hint is on offer."""
        return Button(lambda: t("table.hint") + " [H]", self.ask_hint, hotkey=pygame.K_h,
                      enabled=self.table.hint_offered, font_size=font_size)

    def hint_plan(self, adviser: Any, view: Any, legal: tuple[Any, ...]) -> Any:
        """What the hint is, worked out from the person's ``adviser`` (a copy: it may be asked more
        than once) at ``view`` with ``legal``, and handed to ``show_hint``: by default the one action
        it would take. A table whose one choice the game takes as several actions may name them all."""
        return adviser.choose(view, legal)

    def ask_hint(self) -> None:
        """What the Hint button and H do: ask the table for the person's hint."""
        self.table.request_hint()

    def hint_shown(self) -> bool:
        """Whether the Hint button is on the table: the person at the screen has an adviser, no
        curtain is down, the game is on and the person is still in it (``person_in``); it is greyed
        while the decision is another seat's."""
        tb = self.table
        adv = tb.advisers
        return (adv is not None and adv.offers(tb.viewer) and not tb.curtain_up and not tb.session.is_over()
                and self.person_in())

    def person_in(self) -> bool:
        """Whether the person at the screen still plays in this game (a table with seats that go out
        says so)."""
        return True

    def say_hint(self, text: LiveText) -> None:
        """The hint's line, in gold, with the click of a choice made."""
        self.say_about_choice(text, 5.0, theme.GOLD)
        self.table.app.sound.play("click")

    def say_about_choice(self, text: LiveText, seconds: float, color: tuple[int, int, int]) -> None:
        """Show a message about the choice at hand (a hint, a refusal): it goes once the person's
        play is made (:meth:`drop_about_choice`), as it speaks of the choice before it."""
        self.table.app.toast.show(text, seconds, color, names=self.seat_names())
        self.about_choice = text

    def drop_about_choice(self) -> None:
        """The person's play was made: a message about the choice before it goes if still up."""
        toast = self.table.app.toast
        if self.about_choice and toast.said == self.about_choice:
            toast.clear()
        self.about_choice = ""

    def show_what_came(self, done: Callable[[], None]) -> bool:
        """Pass-and-play, as the curtain is about to come down after the person at the screen played:
        show them what that play brought them that they have not seen yet (a hand swapped for theirs)
        and call ``done`` once they have looked; False if there is nothing to show (the curtain comes
        down at once). Default: nothing."""
        return False

    def note_private(self, seat: int, event: Event) -> None:
        """In pass-and-play: ``event`` as ``seat`` (a person away from the screen) sees it, to show
        them later behind their curtain (e.g. a compare result). Default: nothing."""

    def stat_bests(self, outcome: Any) -> dict[int, int] | None:
        """Game-specific best per seat for the statistics (Guandan: level reached), or None."""
        return None

    @staticmethod
    def stat_best_label(best: int) -> str:
        """A best from ``stat_bests`` as players name it on the statistics screen."""
        return str(best)

    # ---- seats ---------------------------------------------------------------------------
    def scaled(self, n: int) -> int:
        """``n`` pixels at 1280×720, grown with the window as the table's bar and log are."""
        return theme.scaled(n, self.table.scale)

    def seat_order(self) -> list[int]:
        """Seats starting from the viewer, in play order."""
        n = self.table.players
        v = self.table.viewer
        return [(v + k) % n for k in range(n)]

    def seat_center(self, seat: int) -> tuple[int, int]:
        """Where a seat sits: the viewer at the bottom, the others clockwise around the oval."""
        n = self.table.players
        k = (seat - self.table.viewer) % n
        r = self.rect
        if k == 0:
            return r.centerx, r.bottom - int(r.h * 0.1)
        # clockwise on screen from bottom: left, top, right
        angle = math.pi / 2 + 2 * math.pi * k / n
        cx, cy = r.centerx, r.y + int(r.h * 0.44)
        rx, ry = r.w * 0.40, r.h * 0.34
        return int(cx + rx * math.cos(angle)), int(cy + ry * math.sin(angle) * 1.0)

    def seat_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's panel goes (the viewer's bottom left, the others round the table)."""
        cx, cy = self.seat_center(seat)
        w = max(self.scaled(self.seat_min_w), int(self.rect.w * 0.13))
        h = max(self.scaled(SEAT_MIN_H), int(self.rect.h * 0.11))
        if seat == self.table.viewer:
            return pygame.Rect(self.rect.x + 12, self.rect.bottom - h - 12, w, h)
        rect = pygame.Rect(cx - w // 2, cy - h // 2, w, h)
        return rect.clamp(self.rect.inflate(-16, -int(self.rect.h * 0.12)))

    def draw_seat(self, surface: pygame.Surface, seat: int, lines: list[tuple[str, tuple[int, int, int]]],
                  active: bool, out: bool, badge: tuple[str, tuple[int, int, int]] | None = None,
                  out_mark: bool = True) -> pygame.Rect:
        """A seat's panel: name, status ``lines``, ``badge``, and for a seat that is ``out`` its small
        OUT mark (unless ``out_mark`` is False: the game is stamping it there)."""
        rect = self.seat_rect(seat)
        glow = active and not out
        if glow:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=14)
        if self.picking_seat is not None and seat in self.pick_allowed:
            color = theme.ACCENT if self.hover_seat == seat else (120, 200, 255)
            pygame.draw.rect(surface, color, rect.inflate(14, 14), 3, border_radius=16)
        draw_panel(surface, rect, alpha=120 if out else 210)
        px = self.scaled
        name = self.table.name(seat)
        star = "" if not self.table.is_human(seat) else " ★"  # kept when the name is cut
        badge_at, beside_name = self.badge_place(seat, rect, name + star, lines, badge, out)
        badge_w = badge_width(badge[0], self.table.scale) if badge is not None and beside_name else 0
        size, who = self.fit_name(name, star, rect.w - 2 * px(10) - badge_w)
        blit_text(surface, who, size, (150, 150, 150) if out else theme.WHITE, bold=True,
                  topleft=(rect.x + px(10), rect.y + px(6)))
        for i, (text, color) in enumerate(lines):
            blit_text(surface, text, px(15), color, topleft=(rect.x + px(10), rect.y + self.seat_line_y(i)))
        if badge is not None:
            label, color = badge
            b = blit_text(surface, label, px(BADGE_SIZE), (20, 20, 20), bold=True, midright=badge_at)
            pygame.draw.rect(surface, color, b.inflate(px(10), px(4)), border_radius=6)
            blit_text(surface, label, px(BADGE_SIZE), (20, 20, 20), bold=True, midright=badge_at)
        if out:
            if out_mark:
                blit_text(surface, t("table.out"), px(OUT_SIZE), theme.DANGER, bold=True, midright=self.out_mark_at(rect))
        elif self.picking_seat is not None and seat in self.pick_allowed:
            self.draw_key_cap(surface, str(seat + 1), self.out_mark_at(rect))
        return rect

    def fit_name(self, name: str, star: str, width: int) -> tuple[int, str]:
        """The size and text of a seat panel's ``name`` (with a person's ``star``, kept when the name
        is cut) in ``width``: from 18 px down to 13 px, then cut with "…"."""
        return fit_line(name, self.scaled(18), self.scaled(13), width, bold=True, tail=star)

    def badge_place(self, seat: int, rect: pygame.Rect, who: str, lines: list[tuple[str, tuple[int, int, int]]],
                    badge: tuple[str, tuple[int, int, int]] | None, out: bool) -> tuple[tuple[int, int], bool]:
        """Where a seat panel's badge ends on the right (its middle), and whether that is beside the
        name ``who`` (the usual place; else the name gets the whole width). A badge that would cut the
        name short goes to the right of the last status line when that line leaves room (and no OUT
        mark or key cap is there), else onto the panel's top edge, like a tab."""
        px = self.scaled
        beside = ((rect.right - px(8), rect.y + px(16)), True)
        if badge is None:
            return beside
        room = rect.w - 2 * px(10)
        badge_w = badge_width(badge[0], self.table.scale)
        if fit_line(who, px(18), px(13), room - badge_w, bold=True)[1] == who:
            return beside
        last = len(lines) - 1
        corner_free = not out and not (self.picking_seat is not None and seat in self.pick_allowed)
        if lines and corner_free and get_font(px(15)).size(lines[last][0])[0] + badge_w <= room:
            return (rect.right - px(8), rect.y + self.seat_line_y(last) + px(10)), False
        return (rect.right - px(8), rect.y - px(4)), False

    def out_mark_at(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where on a seat panel at ``rect`` its OUT mark ends (the middle of its right edge)."""
        return rect.right - self.scaled(10), rect.bottom - self.scaled(18)

    def draw_key_cap(self, surface: pygame.Surface, key: str, midright: tuple[int, int]) -> pygame.Rect:
        """A small key with ``key`` written on it, its right edge's middle at ``midright``."""
        px = self.scaled
        font = get_font(px(15), True)
        w, h = max(font.size(key)[0] + px(10), px(22)), px(22)
        cap = pygame.Rect(0, 0, w, h)
        cap.midright = midright
        pygame.draw.rect(surface, (235, 232, 220), cap, border_radius=px(5))
        pygame.draw.rect(surface, (120, 118, 105), cap, 1, border_radius=px(5))
        pygame.draw.line(surface, (150, 148, 135), (cap.x + 3, cap.bottom - 2), (cap.right - 4, cap.bottom - 2))
        blit_text(surface, key, px(15), (30, 30, 30), bold=True, center=cap.center)
        return cap

    def seat_names(self) -> tuple[str, ...]:
        """Every seat's name as shown, for wrapping a line without breaking one (``wrap_text(names=)``)."""
        return tuple(self.table.name(s) for s in range(self.table.players))

    def waiting_line(self, seats: Iterable[int], key: str = "table.waiting_for") -> str:
        """The line saying whom the table waits for: ``key`` (a text with ``{name}``) naming
        ``seats``, several at once as a list. The person at the screen is never among them (their
        own decision is theirs to make, even while the last move is still being shown), and a
        replay waits for nobody (its bar says where it is): "" when nobody is left to name."""
        tb = self.table
        if tb.replay:
            return ""
        me = tb.viewer if tb.is_human(tb.viewer) else None
        names = [tb.name(s) for s in dict.fromkeys(seats) if s != me]
        return t(key, name=join_names(names)) if names else ""

    def seat_line_y(self, i: int) -> int:
        """How far below a seat panel's top its status line ``i`` (from 0) is written."""
        return self.scaled(32) + self.scaled(19) * i

    @staticmethod
    def seat_keys(seats: Iterable[int]) -> str:
        """The keys that pick ``seats`` (each seat's number, from 1), as a prompt names them: runs
        of three or more as "2–4", the rest one by one ("2 or 4", "1–3, 5 or 6" / "1–3、5 或 6"),
        its spaces no-break ones: a question keeps the keys whole on one line ("7 / or 8" read badly)."""
        items: list[str] = []
        run: list[int] = []
        for key in sorted(s + 1 for s in seats) + [0]:  # 0 ends the last run
            if run and key == run[-1] + 1:
                run.append(key)
                continue
            if len(run) > 2:
                items.append(f"{run[0]}–{run[-1]}")
            else:
                items.extend(str(k) for k in run)
            run = [key]
        if len(items) < 2:
            return "".join(items)
        return t("list.or", first=t("list.sep").join(items[:-1]), last=items[-1]).replace(" ", NO_BREAK_SPACE)

    def start_pick_seat(self, allowed: Sequence[int], done: Callable[[int], None],
                        question: str | Callable[[], str], cancelled: Callable[[], None] | None = None) -> None:
        """Ask the viewer ``question`` and to click a seat (keys 1–8 pick by seat number, Tab or the
        arrows light one and Enter picks it; Esc cancels, then runs ``cancelled`` if given). The
        prompt's title adds all those ways, with the keys of the ``allowed`` seats alone. It is
        written again in the language of the moment while it is up (a language switch made in the
        settings opened over it), the ``question`` too when it is a callable."""
        self.picking_seat = done
        self.pick_allowed = tuple(allowed)
        self.hover_seat = self.seat_at(pointer_pos())  # not the seat pointed at in an earlier pick

        def cancel() -> None:
            self.cancel_pick()
            if cancelled is not None:
                cancelled()

        seats = tuple(allowed)

        def title() -> str:
            asked = question if isinstance(question, str) else question()
            return t("seat_pick.title", question=asked, keys=self.seat_keys(seats))

        self.prompt = Prompt(title, [], cancel=cancel)

    def cancel_pick(self) -> None:
        self.picking_seat = None
        self.pick_allowed = ()
        self.hover_seat = None
        self.prompt = None

    def _finish_pick(self, seat: int) -> None:
        done = self.picking_seat
        self.cancel_pick()
        if done is not None:
            done(seat)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(self.table.players):
            if self.seat_rect(seat).collidepoint(pos):
                return seat
        return None

    # ---- prompts -------------------------------------------------------------------------
    def ask(self, title: str | Callable[[], str],
            choices: Sequence[tuple[str | Callable[[], str], Callable[[], None], bool, int | None]],
            cancelled: Callable[[], None] | None = None, keyboard: bool = False, ringed: int = 0) -> None:
        """Show a choice prompt: (label, action, enabled, hotkey) per button; Esc or a click
        outside cancels, then runs ``cancelled`` if given. Tab and Shift+Tab ring its usable buttons
        and Enter or Space press the ringed one. ``keyboard``: it opens with the ring on button
        ``ringed`` (the first usable one if that one is greyed; a risky question rings its safe
        answer), and ←/→ (↑/↓) move it too (the title should say so); on other prompts the
        arrows move a ring only once Tab has put one up. A title or label given as a callable is
        written again each time it is drawn (it follows a language switch made while it is up)."""
        buttons = []
        for label, action, enabled, key in choices:
            def run(action: Callable[[], None] = action) -> None:
                self.prompt = None
                action()
            words = label if callable(label) else (lambda label=label: label)
            buttons.append(Button(words, run, enabled=lambda e=enabled: e, hotkey=key))

        def cancel() -> None:
            self.prompt = None
            if cancelled is not None:
                cancelled()

        self.prompt = Prompt(title, buttons, cancel=cancel, keyboard=keyboard, ringed=ringed)

    def prompt_rect(self) -> pygame.Rect:
        """Where the open prompt goes, as tall as its title and buttons need."""
        px = self.scaled
        w = min(px(560), self.rect.w - 40)
        return pygame.Rect(self.rect.centerx - w // 2, self.rect.y + int(self.rect.h * 0.56), w, self.prompt_height(w))

    def prompt_title(self, width: int) -> tuple[int, list[str]]:
        """The open prompt's title in a prompt ``width`` wide: its size and lines. On one line, shrunk
        to 15 px if need be, else wrapped at 15 px (at 1280×720) onto as many lines as it takes."""
        px = self.prompt_px
        title = self.prompt.title if self.prompt is not None else ""
        size, line = fit_line(title, px(19), px(15), width - px(24), bold=True)
        if line.endswith(ELLIPSIS):
            return size, wrap_text(title, px(15), width - px(24), bold=True)
        return size, [line]

    def prompt_height(self, width: int) -> int:
        """How tall the open prompt is at ``width``: its title's lines and its row of buttons."""
        px = self.prompt_px
        buttons = self.prompt is not None and bool(self.prompt.buttons)
        return (px(104) if buttons else px(54)) + px(20) * (len(self.prompt_title(width)[1]) - 1)

    def prompt_px(self, n: int) -> int:
        """``n`` pixels of the open prompt at 1280×720, in this window (a table may size it as its own parts)."""
        return self.scaled(n)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        if self.prompt is None:
            return
        px = self.prompt_px
        rect = self.prompt_rect()
        size, lines = self.prompt_title(rect.w)
        extra = px(20) * (len(lines) - 1)
        draw_panel(surface, rect, alpha=235)
        for k, line in enumerate(lines):
            blit_text(surface, line, size, theme.GOLD, bold=True, midtop=(rect.centerx, rect.y + px(10) + px(20) * k))
        n = len(self.prompt.buttons)
        if n:
            bw = min(px(150), (rect.w - px(20)) // n - px(10))
            x = rect.centerx - (n * (bw + px(10)) - px(10)) // 2
            for b in self.prompt.buttons:
                b.rect = pygame.Rect(x, rect.y + px(48) + extra, bw, px(42))
                b.font_size = px(20)
                b.draw(surface)
                x += bw + px(10)
            self.prompt.ring.draw(surface, self.table.scale)

    def handle_prompt(self, event: pygame.event.Event) -> bool:
        """Give the event to an open prompt or seat pick; True if used."""
        if self.picking_seat is not None:
            if event.type == pygame.MOUSEMOTION:
                self.hover_seat = self.seat_at(event.pos)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                seat = self.seat_at(event.pos)
                if seat is not None and seat in self.pick_allowed:
                    self._finish_pick(seat)
                    return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    if self.prompt is not None and self.prompt.cancel is not None:
                        self.prompt.cancel()
                    else:
                        self.cancel_pick()
                    return True
                if pygame.K_1 <= event.key <= pygame.K_9:
                    seat = event.key - pygame.K_1
                    if seat in self.pick_allowed:
                        self._finish_pick(seat)
                        return True
                self._pick_key(event)
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if self.prompt is not None:
            if self._prompt_focus_key(event):
                return True
            for b in self.prompt.buttons:
                if b.handle(event):
                    return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                if self.prompt.cancel is not None:
                    self.prompt.cancel()
                self.prompt = None
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                if not self.prompt_rect().collidepoint(event.pos) and self.prompt.cancel is not None:
                    self.prompt.cancel()
                    self.prompt = None
                return True
        return False

    def _pick_key(self, event: pygame.event.Event) -> None:
        """A seat pick by keys: Tab, Shift+Tab and the arrows light the next or previous seat that may be
        picked (from none, the first or last), as the focus ring goes round a screen's buttons; Enter or
        Space picks the lit one (lit by these keys, the pointer or the table, as a hint's seat)."""
        if event.key in (pygame.K_RETURN, pygame.K_SPACE):
            if self.hover_seat in self.pick_allowed:
                self._finish_pick(self.hover_seat)
            return
        back = (event.key == pygame.K_TAB and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
                or event.key in (pygame.K_LEFT, pygame.K_UP))
        if event.key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN) or back:
            current = self.hover_seat if self.hover_seat in self.pick_allowed else None
            self.hover_seat = tab([[[s] for s in self.pick_allowed]], current, -1 if back else 1, lambda s: True)

    def _prompt_focus_key(self, event: pygame.event.Event) -> bool:
        """The prompt's focus ring (see ``ask``): move it (by key or pointer), or press the ringed
        button; True if a key was used."""
        prompt = self.prompt
        if prompt is None:
            return False
        arrow = prompt.ring.step(event) and event.key != pygame.K_TAB
        if arrow and prompt.ring.focus is None and not prompt.keyboard:
            return False  # the arrows are the table's until Tab puts a ring up
        return prompt.ring.handle(event)


FAN_SPREAD = 0.78  # a hand fan's step from card to card, in card widths, where there is room


class HandFan:
    """The viewer's hand laid out in a gentle arc: hover lifts, drag moves, arrows focus."""

    def __init__(self) -> None:
        self.cards: list[Any] = []
        self.rects: list[pygame.Rect] = []
        self.hover: int | None = None
        self.focus: int | None = None
        self.drag: int | None = None
        self.drag_offset = (0, 0)
        self.drag_pos = (0, 0)
        self.press_pos = (0, 0)
        self.card_w, self.card_h = 90, 126
        self.selected: set[int] = set()

    def layout(self, cards: Sequence[Any], area: pygame.Rect, card_size: tuple[int, int], spread: float = FAN_SPREAD) -> None:
        """Lay ``cards`` centred along the bottom of ``area``, each ``spread`` card widths on from the one
        before (closer where ``area`` is too narrow for that)."""
        changed = list(cards) != self.cards
        self.cards = list(cards)
        self.card_w, self.card_h = card_size
        n = len(self.cards)
        self.rects = []
        if n == 0:  # nothing left to point at: no hover, ring or selection (a ring kept would point past the end)
            self.hover = self.focus = None
            self.selected = set()
            return
        step = min(self.card_w * spread, (area.w - self.card_w) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + self.card_w
        x0 = area.x + (area.w - total) / 2
        for i in range(n):
            self.rects.append(pygame.Rect(int(x0 + i * step), area.bottom - self.card_h, self.card_w, self.card_h))
        if self.focus is not None and self.focus >= n:
            self.focus = n - 1
        self.selected = {i for i in self.selected if i < n}
        if changed:
            # a card that slid under a still pointer is not "hovered" until the pointer says so
            self.hover = None
            if pygame.display.get_init() and pygame.mouse.get_focused():
                self.hover = self.index_at(pointer_pos())

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.rects) - 1, -1, -1):
            r = self.rects[i].copy()
            if i == self.hover or i in self.selected:
                r.y -= self.card_h // 6
                r.h += self.card_h // 6
            if r.collidepoint(pos):
                return i
        return None

    def lift(self, i: int) -> int:
        if i == self.drag:
            return 0
        if i in self.selected:
            return self.card_h // 5
        return self.card_h // 7 if (i == self.hover or i == self.focus) else 0

    def card_pos(self, i: int) -> tuple[int, int]:
        r = self.rects[i]
        return r.x, r.y - self.lift(i)

    def start_drag(self, i: int, pos: tuple[int, int]) -> None:
        """Pick up card ``i`` under the pointer at ``pos``."""
        x, y = self.card_pos(i)
        self.drag = i
        self.drag_offset = (pos[0] - x, pos[1] - y)
        self.drag_pos = (x, y)
        self.press_pos = pos

    def drag_centre(self) -> tuple[int, int]:
        """Where the dragged card's centre is."""
        return self.drag_pos[0] + self.card_w // 2, self.drag_pos[1] + self.card_h // 2

    def finish_drag(self, pos: tuple[int, int]) -> tuple[int, bool, tuple[int, int]]:
        """Let go at ``pos``: the card's index, whether it was only a click (barely moved), and
        where the dragged card's centre is."""
        assert self.drag is not None
        moved = abs(pos[0] - self.press_pos[0]) + abs(pos[1] - self.press_pos[1])
        if moved >= 8:  # the pointer left the card it picked up (no motion is seen during a drag)
            self.hover = None
            self.hover = self.index_at(pos)
        return self.drag, moved < 8, self.drag_centre()
