"""The lobby's table-options column: each option's name, its value button and its help lines, laid
out so nothing overlaps in either language. Help wraps to as many lines as the column has room for
(the options close up a little to make more); only then is it shortened with an ellipsis, and shown
whole while the pointer rests on the option. An option that does not apply with the others as set
(``OptionSpec.requires``) is greyed out, and the pointer resting on it says why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from app import i18n
from app.fonts import get_font
from app.i18n import t
from app.ui import theme
from app.ui.pointer import pointer_pos
from app.ui.widgets import ELLIPSIS, Button, blit_text, evened, fit_line, wrap_text
from engine.core import OptionSpec

# Sizes in a 1280×720 window; a larger window grows them by its UI scale (theme.ui_scale).
BUTTON_H = 32
LABEL_SIZES = (16, 15, 14, 13, 12)  # a name shrinks down to 12 px to fit two lines before it takes three
HELP_SIZE = 13
VALUE_SIZE = 16  # the options' buttons write their values at this size
VALUE_SMALLEST = 12  # ... and never smaller
VALUE_ONE_LINE = 14  # a value that would be smaller on one line takes two, in a button TWO_LINE_H tall
TWO_LINE_H = 40
HELP_LINE = 16
GAP = 8  # between options, where the column has room
MIN_GAP = 5  # options close up to this to show more help (the next button still clears descenders)
BOTTOM = 10  # kept free under the last option
OFF_LABEL = (140, 150, 146)  # the name of an option that does not apply, as a disabled button writes


@dataclass
class OptionRow:
    """One option as placed: ``rect`` covers its name, button and help."""

    spec: OptionSpec
    button: Button
    label_lines: list[str]
    label_size: int
    help_lines: list[str]
    help_full: str
    rect: pygame.Rect
    label_full: str = ""
    label_top: int = 0
    help_top: int = 0
    button_h: int = 0

    @property
    def shortened(self) -> bool:
        """Whether the name or the help is not shown whole (wrapping only drops spaces)."""
        return (_letters("".join(self.help_lines)) != _letters(self.help_full)
                or _letters("".join(self.label_lines)) != _letters(self.label_full))


@dataclass(eq=False)
class StepButton(Button):
    """A number option's value written between "−" and "+": a click on its left part steps down
    (``on_back``), elsewhere up (``on_click``); a right click steps down and the wheel steps too."""

    can_down: Callable[[], bool] = lambda: True  # whether each end still steps (its sign is greyed if not)
    can_up: Callable[[], bool] = lambda: True

    def handle(self, event: pygame.event.Event) -> bool:
        down = self.on_back
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and down is not None
                and self.rect.collidepoint(event.pos) and event.pos[0] < self.rect.x + self.rect.w * 3 // 10):
            if self.enabled():
                down()
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered and down is not None and event.y:
            if self.enabled():
                (self.on_click if event.y > 0 else down)()
            return True
        return super().handle(event)

    def fitted_size(self) -> int:
        """The largest size up to ``font_size`` at which the value fits between "−" and "+"."""
        return fit_line(self.label(), self.font_size, 10, self.rect.w - self.px(10) - 2 * self.px(26))[0]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = max(self.px(12), self.rect.h * 5 // 8)
        for sign, can, at in (("−", self.can_down, "midleft"), ("+", self.can_up, "midright")):
            color = theme.MUTED if self.enabled() and can() else theme.BUTTON_DISABLED
            x = self.rect.x + self.px(12) if at == "midleft" else self.rect.right - self.px(12)
            blit_text(surface, sign, size, color, **{at: (x, self.rect.centery)})


def value_lines(text: str, size: int, width: int, height: int, scale: float = 1.0) -> tuple[int, list[str]]:
    """How a value is written in a button ``width`` × ``height`` (inside its margins), from ``size``
    down: on one line at VALUE_ONE_LINE px or more; else on two where they fit the height; else on
    one line as large as fits (cut with an ellipsis only below VALUE_SMALLEST px)."""
    smallest, one_line = theme.scaled(VALUE_SMALLEST, scale), theme.scaled(VALUE_ONE_LINE, scale)
    one_size, one = fit_line(text, size, smallest, width)
    if one == text and one_size >= one_line:
        return one_size, [one]
    for s in range(size, smallest - 1, -1):
        if two_lines_height(s, scale) > height:
            continue
        lines = evened(text, s, width)
        if len(lines) == 2 and all(get_font(s).size(line)[0] <= width for line in lines):
            return (s, lines) if s > one_size or one != text else (one_size, [one])
    return one_size, [one]


def two_lines_height(size: int, scale: float = 1.0) -> int:
    """The height two lines of a value at ``size`` px take in a button, with its margins."""
    return size + theme.scaled(3, scale) + get_font(size).get_linesize() + theme.scaled(2, scale)


@dataclass(eq=False)
class ChoiceButton(Button):
    """A list-of-choices option's value: on one line, else (a long value in a narrow window, as
    "Judge holders (fast)") on two where the layout made the button tall enough."""

    def value_lines(self) -> tuple[int, list[str]]:
        return value_lines(self.label(), self.font_size, self.rect.w - self.px(10), self.rect.h, self.scale)

    def fitted_size(self) -> int:
        return self.value_lines()[0]

    def draw(self, surface: pygame.Surface) -> None:
        color = self.draw_face(surface)
        size, lines = self.value_lines()
        step = size + self.px(3)
        top = self.rect.centery - step * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            blit_text(surface, line, size, color, center=(self.rect.centerx, round(top + k * step)))


def every_value(spec: OptionSpec) -> list[str]:
    """Every text an option's button can show: each of its values (a number's steps) and "—"."""
    if isinstance(spec.default, bool):
        values: list[Any] = [True, False]
    elif spec.choices:
        values = list(spec.choices)
    else:
        values = number_steps(spec, int(spec.default))
    return [value_label(spec, v) for v in values] + ["—"]


def is_number(spec: OptionSpec) -> bool:
    """Whether the option is a number (not yes/no, not a list of choices)."""
    return isinstance(spec.default, int) and not isinstance(spec.default, bool) and not spec.choices


def number_steps(spec: OptionSpec, value: int) -> list[int]:
    """The values a number option steps through: every one in a short range; in a long one round
    numbers (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten), the ends, the default and ``value``."""
    lo = spec.minimum if spec.minimum is not None else 0
    hi = spec.maximum if spec.maximum is not None else lo + 100
    if hi - lo <= 40:
        return list(range(lo, hi + 1))
    found = {v for v in (lo, hi, value, int(spec.default)) if lo <= v <= hi}
    power = 1
    while power <= hi:
        for tenths in (10, 15, 20, 25, 30, 40, 50, 60, 80):
            v = tenths * power // 10
            if lo <= v <= hi and tenths * power % 10 == 0:
                found.add(v)
        power *= 10
    return sorted(found)


def value_label(spec: OptionSpec, value: Any) -> str:
    """An option's value as its button shows it."""
    if isinstance(spec.default, bool):
        return t("common.on") if value else t("common.off")
    if spec.choices:
        labels = spec.choice_labels_zh if i18n.language() == "zh" else spec.choice_labels_en
        idx = spec.choices.index(value) if value in spec.choices else 0
        return labels[idx] if idx < len(labels) else str(value)
    if value == 0 and (spec.zero_zh or spec.zero_en):
        return i18n.pick(spec.zero_zh, spec.zero_en)
    return f"{value:,}" if isinstance(value, int) else str(value)


def shown_value(spec: OptionSpec, options: dict[str, Any]) -> str:
    """What an option's button shows with ``options`` set: its value, or while it does not apply (it is
    greyed out) what the table will use instead: a yes/no option is off, any other has no value ("—").
    The kept value comes back once the option applies again."""
    if not spec.applies(options):
        return t("common.off") if isinstance(spec.default, bool) else "—"
    return value_label(spec, options[spec.key])


def requirement(spec: OptionSpec, rows: list[OptionRow]) -> str:
    """Why ``spec`` does not apply now: the option it needs and the value it needs ("" if none)."""
    if spec.requires is None:
        return ""
    key, value = spec.requires
    other = next((r.spec for r in rows if r.spec.key == key), None)
    if other is None:
        return ""
    return t("lobby.option_requires", option=i18n.pick(other.label_zh, other.label_en), value=value_label(other, value))


def _letters(text: str) -> str:
    return text.replace(" ", "")


def button_width(col: pygame.Rect, scale: float = 1.0) -> int:
    """Wide enough for values such as "Judge holders (fast)", narrower in a small window (where
    such a value takes two lines) but never under half the column: "1,000,000" between "−" and "+"."""
    return max(theme.scaled(110, scale), min(theme.scaled(160, scale), col.w // 2))


def value_button_width(spec: OptionSpec, widest: int, scale: float = 1.0) -> int:
    """A yes/no option's button is as wide as "On", "Off" or "—" need: its name gets the rest of the
    row; any other option's is ``widest`` (its values are longer)."""
    if not isinstance(spec.default, bool):
        return widest
    font = get_font(theme.scaled(VALUE_SIZE, scale))
    need = max(font.size(text)[0] for text in (t("common.on"), t("common.off"), "—")) + theme.scaled(36, scale)
    return min(widest, max(theme.scaled(64, scale), need))


def _label(text: str, width: int, scale: float) -> tuple[list[str], int]:
    """Two lines at the largest size that allows it, else three (shortened if still too long)."""
    for size in (theme.scaled(s, scale) for s in LABEL_SIZES):
        lines = wrap_text(text, size, width)
        if len(lines) <= 2:  # no word left alone on the second line ("Announce cards left" / "at")
            return evened(text, size, width), size
    size = theme.scaled(LABEL_SIZES[-1], scale)
    return _shorten(lines, 3, width, size), size


def _shorten(lines: list[str], keep: int, width: int, size: int) -> list[str]:
    """The first ``keep`` lines, the last ending in an ellipsis that fits ``width``."""
    if keep <= 0:
        return []
    if len(lines) <= keep:
        return lines
    last = lines[keep - 1]
    font = get_font(size)
    while last and font.size(last + ELLIPSIS)[0] > width:
        last = last[:-1]
    return lines[:keep - 1] + [last.rstrip(" ,;:，；：") + ELLIPSIS]


def _spacing(room: int, heads: int, rows: int, lines: int, scale: float) -> tuple[int, int]:
    """The gap between ``rows`` options whose names and buttons take ``heads`` of ``room``, and how
    many of their ``lines`` help lines fit: the rows close up from GAP towards MIN_GAP only as far as
    that shows more help (further still in a window too small for the names alone)."""
    gaps = max(0, rows - 1)
    help_line, gap_most, gap_least = (theme.scaled(n, scale) for n in (HELP_LINE, GAP, MIN_GAP))

    def fits(gap: int) -> int:
        return min(lines, max(0, room - heads - gap * gaps) // help_line)

    widest = gap_most if not gaps else max(0, min(gap_most, (room - heads) // gaps))
    most = fits(min(widest, gap_least))
    gap = next(g for g in range(widest, -1, -1) if fits(g) >= most)
    return gap, fits(gap)


def layout_options(options: list[tuple[OptionSpec, Button]], col: pygame.Rect, top: int,
                   scale: float = 1.0) -> list[OptionRow]:
    """Place every option from ``top`` down inside ``col``, at ``scale`` times the 1280×720 sizes;
    sets each button's rect."""

    def px(n: int) -> int:
        return theme.scaled(n, scale)

    bw = button_width(col, scale)
    text_w = col.w - px(28)
    help_size = px(HELP_SIZE)
    rows: list[OptionRow] = []
    for spec, button in options:
        label_full = i18n.pick(spec.label_zh, spec.label_en)
        label_w = text_w - value_button_width(spec, bw, scale) - px(10)
        label_lines, label_size = _label(label_full, label_w, scale)
        help_full = i18n.pick(spec.help_zh, spec.help_en)
        help_lines = wrap_text(help_full, help_size, text_w) if help_full else []
        rows.append(OptionRow(spec, button, label_lines, label_size, help_lines, help_full, pygame.Rect(0, 0, 0, 0),
                              label_full))

    def label_h(row: OptionRow) -> int:  # the last line's whole height: a wrapped name ends clear of its help
        n = len(row.label_lines)
        return (n - 1) * (row.label_size + px(4)) + get_font(row.label_size).get_linesize() if n else 0

    for r in rows:  # taller where one of its values takes two lines (all its values, so it never jumps)
        r.button_h = px(BUTTON_H)
        if isinstance(r.button, ChoiceButton):
            w, font = value_button_width(r.spec, bw, scale) - px(10), px(VALUE_SIZE)
            if any(len(value_lines(v, font, w, px(TWO_LINE_H), scale)[1]) > 1 for v in every_value(r.spec)):
                r.button_h = px(TWO_LINE_H)

    def head(row: OptionRow) -> int:
        return max(row.button_h, label_h(row))

    room = col.bottom - px(BOTTOM) - top
    heads = sum(head(r) for r in rows)
    gap, budget = _spacing(room, heads, len(rows), sum(len(r.help_lines) for r in rows), scale)
    # give help lines out one at a time, first lines first, while they fit
    keep = [0] * len(rows)
    level = 1
    while budget > 0 and any(keep[i] < len(r.help_lines) for i, r in enumerate(rows)):
        for i, r in enumerate(rows):
            if keep[i] < min(level, len(r.help_lines)) and budget > 0:
                keep[i] += 1
                budget -= 1
        level += 1
    y = top
    for i, r in enumerate(rows):
        r.help_lines = _shorten(r.help_lines, keep[i], text_w, help_size)
        h = head(r) + len(r.help_lines) * px(HELP_LINE)
        r.rect = pygame.Rect(col.x + px(8), y, col.w - px(16), h)
        r.label_top = y + min((head(r) - label_h(r)) // 2 + px(1), head(r) - label_h(r))  # ends inside the row
        r.help_top = y + head(r) + px(1)
        w = value_button_width(r.spec, bw, scale)
        r.button.rect = pygame.Rect(col.right - px(12) - w, y + (head(r) - r.button_h) // 2, w, r.button_h)
        y += h + gap
    return rows


def draw_options(surface: pygame.Surface, rows: list[OptionRow], col: pygame.Rect, scale: float = 1.0,
                 focused: Button | None = None) -> None:
    """The names, buttons and help; the full help of the option under the pointer (else of the
    one whose button has the keyboard ``focused``) when shortened, and why it is greyed out when
    it does not apply."""

    def px(n: int) -> int:
        return theme.scaled(n, scale)

    hovered: OptionRow | None = None
    mouse = pointer_pos()
    for r in rows:
        applies = r.button.enabled()
        for k, line in enumerate(r.label_lines):
            blit_text(surface, line, r.label_size, theme.WHITE if applies else OFF_LABEL,
                      topleft=(col.x + px(14), r.label_top + k * (r.label_size + px(4))))
        for k, line in enumerate(r.help_lines):
            blit_text(surface, line, px(HELP_SIZE), theme.MUTED,
                      topleft=(col.x + px(14), r.help_top + k * px(HELP_LINE)))
        r.button.draw(surface)
        if r.rect.collidepoint(mouse) and (r.shortened or not applies):
            hovered = r
    if hovered is None:
        hovered = next((r for r in rows if r.button is focused and r.shortened), None)
    if hovered is not None:
        why = "" if hovered.button.enabled() else requirement(hovered.spec, rows)
        text = "\n".join(part for part in (why, hovered.help_full) if part)
        _draw_tip(surface, hovered.label_full, text, hovered.rect, col, scale)


def _draw_tip(surface: pygame.Surface, title: str, text: str, anchor: pygame.Rect, col: pygame.Rect,
              scale: float) -> None:
    def px(n: int) -> int:
        return theme.scaled(n, scale)

    width = min(px(360), col.w + px(40))
    head = wrap_text(title, px(15), width - px(20), bold=True)
    lines = wrap_text(text, px(14), width - px(20)) if text else []
    box = pygame.Rect(0, 0, width, px(14) + px(20) * len(head) + px(19) * len(lines))
    box.topright = (col.right, anchor.bottom + px(4))
    if box.bottom > surface.get_height() - px(4):
        box.bottomright = (col.right, anchor.y - px(4))
    pygame.draw.rect(surface, (18, 40, 32), box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=8)
    y = box.y + px(7)
    for line in head:
        blit_text(surface, line, px(15), theme.GOLD, bold=True, topleft=(box.x + px(10), y))
        y += px(20)
    for line in lines:
        blit_text(surface, line, px(14), theme.WHITE, topleft=(box.x + px(10), y))
        y += px(19)
