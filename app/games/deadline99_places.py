"""Where the Deadline 99 table puts its questions and messages: clear of the count, its direction
line and every seat (a seat to be picked must stay in sight), and of the person's cards where there
is room, in any window and at any table size."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from app.fonts import get_font
from app.ui import theme
from app.ui.widgets import (
    ELLIPSIS, TOAST_SIZE, Toast, blit_text, draw_panel, evened, fit_line, names_broken, narrowest, short_last_line,
    wrap_text,
)

if TYPE_CHECKING:
    from app.games.deadline99_ui import Deadline99UI


class PromptStyle(NamedTuple):
    """How a question is set, in pixels at 1280×720."""

    title: int  # the title's size on one line
    least: int  # the least it shrinks to on one line, and its size wrapped
    margin: int
    button: int  # the buttons' height
    button_text: int


# A question as laid out, then tighter for a spot too small for that (a big hand beside many seats
# in a small window).
PROMPT_STYLES = (PromptStyle(19, 15, 10, 40, 20), PromptStyle(16, 13, 7, 34, 17))


def title_lines(ui: "Deadline99UI", title: str, width: int, style: int = 0) -> tuple[int, list[str]]:
    """The prompt's title at ``width`` in ``style``: on one line shrunk down to its least size if
    need be, else wrapped at that size."""
    px = ui.scaled
    how = PROMPT_STYLES[style]
    room = width - 2 * (px(how.margin) + px(2))
    size, line = fit_line(title, px(how.title), px(how.least), room, bold=True)
    if not line.endswith(ELLIPSIS):
        return size, [line]
    return px(how.least), evened(title, px(how.least), room, bold=True, names=ui.seat_names())


def prompt_height(ui: "Deadline99UI", title: str, buttons: int, width: int, style: int = 0) -> int:
    px = ui.scaled
    how = PROMPT_STYLES[style]
    size, lines = title_lines(ui, title, width, style)
    h = px(how.margin) + get_font(size, True).get_linesize() * len(lines) + px(how.margin)
    return h + (px(how.button) + px(how.margin) if buttons else 0)


def prompt_style(ui: "Deadline99UI", title: str, buttons: int, rect: pygame.Rect) -> int:
    """The style of a question that fits ``rect``: as laid out where it has room, else tighter."""
    fits = [k for k in range(len(PROMPT_STYLES)) if prompt_height(ui, title, buttons, rect.w, k) <= rect.h]
    return fits[0] if fits else len(PROMPT_STYLES) - 1


def seat_area(ui: "Deadline99UI", seat: int) -> pygame.Rect:
    """A seat's panel with the ring it wears while picked and the card backs tucked above it."""
    px = ui.scaled
    rect = ui.seat_rect(seat)
    area = rect.inflate(px(16), px(16))
    if seat != ui.table.viewer:
        area.union_ip(pygame.Rect(rect.x, rect.y - int(ui.ch * 0.42) + 14, rect.w, 1))
    return area


def pile_caption(ui: "Deadline99UI", pile: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """Where a pile's caption of ``size`` goes: under the pile, slid toward the count (at most half
    a card) when a seat's panel or its card backs are in the way, else over the pile likewise."""
    gap = ui.scaled(6)
    toward = 1 if pile.centerx < ui.count_center[0] else -1
    seats = [seat_area(ui, s) for s in range(ui.table.players)]
    for top in (pile.bottom + gap, pile.y - gap - size[1]):
        for shift in range(0, pile.w // 2 + 1, max(1, ui.scaled(4))):
            rect = pygame.Rect(0, 0, *size)
            rect.midtop = (pile.centerx + toward * shift, top)
            if rect.collidelist(seats) < 0:
                return rect
    rect = pygame.Rect(0, 0, *size)
    rect.midtop = (pile.centerx, pile.bottom + gap)
    return rect


def direction_box(ui: "Deadline99UI") -> pygame.Rect:
    """The count's direction line with room round it: a panel a few pixels off it ("顺时针" at a
    question's edge) read as part of the dial. With the gap kept from every box, 12 px at 1280×720."""
    return ui.direction_rect().inflate(2 * ui.scaled(8), 2 * ui.scaled(8))


def hand_top(ui: "Deadline99UI") -> int:
    """The top of the hand with a card raised (hovered or focused)."""
    return ui.hand_area.bottom - ui.ch - ui.ch // 7


def place(ui: "Deadline99UI", height: Callable[[int], int], widest: int, low: bool = False) -> pygame.Rect:
    """A panel at most ``widest`` wide, ``height(width)`` tall, below the count's direction line (clear of it):
    between the seats beside it and above the hand if it fits there, else under the seats over the
    hand (on the line above the hand, and on the hand if need be), clear of the person's own panel.
    ``low``: a panel that must lie on the hand lies on its lower part (the cards' corners show)."""
    px = ui.scaled
    gap = px(4)
    top = direction_box(ui).bottom + gap
    bottom = hand_top(ui) - gap
    cx = ui.count_center[0]
    seats = [seat_area(ui, s) for s in range(ui.table.players)]
    left, right = ui.rect.x + gap, ui.rect.right - gap
    for area in seats:
        if area.bottom > top and area.top < bottom:
            if area.centerx < cx:
                left = max(left, area.right + gap)
            else:
                right = min(right, area.left - gap)
    w = min(widest, 2 * min(cx - left, right - cx))
    if w >= px(300) and height(w) <= bottom - top:
        rect = pygame.Rect(0, 0, w, height(w))
        rect.center = (cx, (top + bottom) // 2)
        return rect
    column = pygame.Rect(0, top, 0, 0)
    column.x = max(ui.rect.x, seats[ui.table.viewer].right) + gap
    column.w = ui.rect.right - gap - column.x
    for area in seats:
        if area.right > column.x and area.left < column.right and area.bottom > column.y:
            column.y = area.bottom + gap
    w = min(widest, column.w)
    rect = pygame.Rect(0, column.y, w, height(w))
    rect.centerx = cx  # under the count where there is room, else as near as the person's panel allows
    rect.left = max(rect.left, column.x)
    if low and rect.bottom > ui.hand_area.bottom - ui.ch:
        rect.bottom = ui.rect.bottom - gap
        rect.top = max(rect.top, column.y)
    rect.bottom = min(rect.bottom, ui.rect.bottom - gap)
    return rect


def status_between_seats(ui: "Deadline99UI", text: str,
                         one_line: pygame.Rect) -> tuple[pygame.Rect, int, list[str]] | None:
    """The line above the hand (``one_line`` on one line) wrapped into the gap between the seats
    beside it, its foot where it was, its head under the count's direction line (as clear of it as
    any panel: direction_box): the panel, the font size and the lines; None if it fits there at no
    readable size. A size that keeps every seat's name whole on a line is taken over a larger one
    that breaks one."""
    px = ui.scaled
    gap = px(4)
    top, bottom, cx = direction_box(ui).bottom + gap, one_line.bottom, one_line.centerx
    left, right = ui.rect.x + gap, ui.rect.right - gap
    for s in range(ui.table.players):
        area = seat_area(ui, s)
        if area.bottom > top and area.top < bottom:
            if area.centerx < cx:
                left = max(left, area.right + gap)
            else:
                right = min(right, area.left - gap)
    width = 2 * min(cx - left, right - cx)
    names = ui.seat_names()
    fitting: list[tuple[pygame.Rect, int, list[str]]] = []
    for size in range(px(16), px(11) - 1, -1):
        lines = wrap_text(text, size, width - px(24), names=names)
        font = get_font(size)
        height = font.get_linesize() * len(lines) + px(8)
        if height <= bottom - top and all(font.size(line)[0] <= width - px(24) for line in lines):
            lines = evened(text, size, width - px(24), names=names)
            rect = pygame.Rect(0, 0, min(width, max(font.size(line)[0] for line in lines) + px(32)), height)
            rect.midbottom = (cx, bottom)
            fitting.append((rect, size, lines))
            if not names_broken(names, lines):
                return fitting[-1]
    return fitting[0] if fitting else None


def status_aside(ui: "Deadline99UI", text: str) -> tuple[pygame.Rect, int, list[str]]:
    """The line above the hand where the gap between the seats is too narrow for it (a long line
    at many seats in a small window): wrapped where a question would go, off the person's cards;
    the panel, the font size and the lines."""
    px = ui.scaled
    size = px(15)
    pitch, names = get_font(size).get_linesize(), ui.seat_names()
    spot = off_the_hand(ui, "status", text,
                        [lambda w: pitch * len(wrap_text(text, size, w - px(24), names=names)) + px(8)], ui.scaled(560))
    lines = evened(text, size, spot.w - px(24), names=names)
    rect = pygame.Rect(0, 0, min(spot.w, max(get_font(size).size(line)[0] for line in lines) + px(32)), spot.h)
    rect.center = spot.center
    half = rect.w // 2  # as near the middle of the table as the spot allows: beside the cards, not off at its edge
    rect.centerx = min(max(ui.count_center[0], spot.left + half), spot.right - rect.w + half)
    return rect, size, lines


def prompt_rect(ui: "Deadline99UI", title: str, buttons: int) -> pygame.Rect:
    """Where a question goes: off the person's cards where there is room (they may want to see
    them while they answer: an A may name themselves to play again), set tighter if only that fits."""
    heights = [lambda w, k=k: prompt_height(ui, title, buttons, w, k) for k in range(len(PROMPT_STYLES))]
    return off_the_hand(ui, "prompt", f"{buttons} {title}", heights, ui.scaled(560))


def draw_prompt(ui: "Deadline99UI", surface: pygame.Surface) -> None:
    """The open question: its title, then its buttons in a row."""
    prompt = ui.prompt
    if prompt is None:
        return
    px = ui.scaled
    rect = ui.prompt_rect()
    draw_panel(surface, rect, alpha=245)
    n = len(prompt.buttons)
    style = prompt_style(ui, prompt.title, n, rect)
    how = PROMPT_STYLES[style]
    size, lines = title_lines(ui, prompt.title, rect.w, style)
    pitch, top = get_font(size, True).get_linesize(), rect.y + px(how.margin)
    for k, line in enumerate(lines):
        blit_text(surface, line, size, theme.GOLD, bold=True, midtop=(rect.centerx, top + pitch * k))
    if n:
        bw = min(px(150), (rect.w - 2 * px(how.margin)) // n - px(10))
        x = rect.centerx - (n * (bw + px(10)) - px(10)) // 2
        for b in prompt.buttons:
            b.rect = pygame.Rect(x, rect.bottom - px(how.margin) - px(how.button), bw, px(how.button))
            b.font_size = px(how.button_text)
            b.draw(surface)
            x += bw + px(10)
        prompt.ring.draw(surface, ui.table.scale)


def hand_box(ui: "Deadline99UI") -> pygame.Rect | None:
    """The person's cards, one of them raised (hovered or focused); None while the hand is empty."""
    rects = ui.fan.rects
    if not rects:
        return None
    box = rects[0].unionall(rects[1:])
    top = min(box.top, hand_top(ui))
    return pygame.Rect(box.x, top, box.w, box.bottom - top)


def taken(ui: "Deadline99UI") -> list[pygame.Rect]:
    """What a message must leave in view: the seats, the piles with their captions, the count with
    its direction line (and room round it), the person's cards, the log and the Hint button while it is shown (with
    room for its focus ring)."""
    px = ui.scaled
    cx, cy = ui.count_center
    reach = int(ui.ch * 0.78) + px(26)  # the dial's ring and the arrows round it
    boxes = [seat_area(ui, s) for s in range(ui.table.players)] + ui._pile_boxes()
    for pile, text in ui.pile_captions():
        boxes.append(pile_caption(ui, pile, get_font(px(16)).size(text)))
    boxes += [pygame.Rect(cx - reach, cy - reach, 2 * reach, 2 * reach), direction_box(ui), ui.table.log_rect]
    return boxes + near_the_hand(ui)


def near_the_hand(ui: "Deadline99UI") -> list[pygame.Rect]:
    """The person's cards and the Hint button beside them (with room for its focus ring), those shown."""
    hint = [ui.hint_button.rect.inflate(2 * ui.scaled(4), 2 * ui.scaled(4))] if ui.hint_shown() else []
    cards = hand_box(ui)
    return ([cards] if cards is not None else []) + hint


def clear_spot(ui: "Deadline99UI", height: Callable[[int], int], widest: int,
               least: int = 260) -> pygame.Rect | None:
    """The widest panel (no narrower than a few words: ``least`` px at 1280×720) that fits in the
    window below the top bar clear of everything ``taken``, and of those the nearest to the middle
    above the hand; None if there is none. Its edges are tried against the window's and each taken
    box's edges."""
    px = ui.scaled
    gap = px(4)
    bounds = pygame.Rect(ui.table.rect.x + gap, ui.rect.y + gap, ui.table.rect.w - 2 * gap, 0)
    bounds.h = ui.table.rect.bottom - gap - bounds.y
    boxes = taken(ui)
    anchor = (ui.count_center[0], hand_top(ui))
    lefts = [bounds.left, anchor[0]] + [b.right + gap for b in boxes]
    rights = [bounds.right] + [b.left - gap for b in boxes]
    tops = [bounds.top] + [b.bottom + gap for b in boxes]
    bottoms = [bounds.bottom] + [b.top - gap for b in boxes]
    w = min(widest, bounds.w)
    while w >= px(least):
        h = height(w)
        xs = set(lefts + [r - w for r in rights] + [anchor[0] - w // 2])
        ys = set(tops + [b - h for b in bottoms])
        spots = [pygame.Rect(x, y, w, h) for x in xs for y in ys]
        clear = [s for s in spots if bounds.contains(s) and s.collidelist(boxes) < 0]
        if clear:
            return min(clear, key=lambda s: (s.centerx - anchor[0]) ** 2 + (s.centery - anchor[1]) ** 2)
        w = w * 9 // 10
    return None


def out_banner(ui: "Deadline99UI", text: str) -> tuple[pygame.Rect, int, list[str]]:
    """The line saying the person is out, where their cards were: clear of their own panel, on one
    line if it fits at a size still easy to read, else wrapped; the panel, the font size and the lines."""
    px = ui.scaled
    gap = px(4)
    left = max(ui.hand_area.x, seat_area(ui, ui.table.viewer).right + gap)
    room = pygame.Rect(left, ui.hand_area.y, ui.rect.right - gap - left, ui.hand_area.h)
    size, line = fit_line(text, px(20), px(16), room.w - px(40), bold=True)
    if line.endswith(ELLIPSIS):  # a sentence a line, each wrapped if need be (not "...Press F to fast" / "forward.")
        size = px(18)
        lines = [part for sentence in re.split(r"(?<=[.。!！])\s*", text) if sentence
                 for part in wrap_text(sentence, size, room.w - px(40), bold=True)]
    else:
        lines = [line]
    font = get_font(size, True)
    rect = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + px(40),
                       font.get_linesize() * len(lines) + px(20))
    rect.center = (ui.hand_area.centerx, ui.hand_area.bottom - ui.ch // 2)
    rect.clamp_ip(room)
    return rect, size, lines


def off_the_hand(ui: "Deadline99UI", kind: str, text: str, heights: Sequence[Callable[[int], int]], widest: int,
                 low: bool = False, least: int = 260) -> pygame.Rect:
    """Where ``place`` puts a panel of ``kind`` showing ``text`` (``heights[0]`` tall at a width) if
    that leaves the person's cards and Hint in view, else the nearest clear spot round them for the
    first of ``heights`` (the panel laid out tighter and tighter) that one fits, no narrower than
    ``least`` px at 1280×720 (found once for each text and table, as it takes a while), else where
    ``place`` puts it (with ``low``)."""
    rect = place(ui, heights[0], widest)
    if rect.collidelist(near_the_hand(ui)) < 0:
        return rect
    key = (text, ui.table.scale, tuple(map(tuple, taken(ui))))
    found = ui.spots.get(kind)
    if found is None or found[0] != key:
        spot = next((s for s in (clear_spot(ui, h, widest, least) for h in heights) if s is not None), None)
        found = ui.spots[kind] = (key, spot)
    return found[1] or place(ui, heights[0], widest, low=low)


def toast_rect(ui: "Deadline99UI", toast: Toast) -> pygame.Rect:
    """Where a message shows over the table: where a question would, off the person's cards (they
    look for another card to play), else on the lower part of the hand; narrower, about its
    middle, where that evens out its lines; a message on one line, as wide as that line and its
    margins (not a long empty band for a few words)."""
    scale = ui.table.scale
    # a message is gone in seconds: a narrow column clear of everything beats lying on the cards or Hint
    rect = off_the_hand(ui, "toast", toast.text, [lambda w: toast.height(w, scale)], ui.scaled(760), low=True,
                        least=220)
    lines, font = toast.lines(rect.w, scale), get_font(ui.scaled(TOAST_SIZE))
    if short_last_line(lines, font):
        # still a wide panel, not a strip down the table
        w = narrowest(rect.w, lambda w: toast.height(w, scale) <= rect.h, max(2 * rect.h, ui.scaled(400)))
    elif len(lines) == 1:
        w = min(rect.w, font.size(lines[0])[0] + ui.scaled(80))  # Toast.lines keeps 40 of it clear
    else:
        return rect
    snug = pygame.Rect(0, 0, w, rect.h)
    snug.center = rect.center
    return snug
