"""Geometry of the Guandan table for any window: the viewer at the bottom with the hand across the
whole window width, the partner at the top, the next player (下家) on the right and the previous
one (上家) on the left — play passes counter-clockwise, as at a real table. Each seat has a panel
and a zone in front of it where its last play lies."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from app.fonts import get_font
from app.games.guandan.hand import FanGeometry
from app.ui import theme


MIN_TEXT = 9  # the smallest text drawn on the table, in pixels
MIN_LABEL = 11  # the smallest size of the small labels that may be Chinese (at 9 or 10 px it is a blur)


def text_px(size: float, fs: float) -> int:
    """A text size given for 1280×720 (``size``) at text scale ``fs``, never below MIN_TEXT: the one
    rule for the table's texts, asked by Geometry.px and by what is laid out before the geometry."""
    return max(MIN_TEXT, int(size * fs))


def label_px(size: float, fs: float) -> int:
    """As text_px, never below MIN_LABEL: the card counter's legend and rank labels (大王, 小王, 配),
    the summary's note, small texts that may be Chinese."""
    return max(MIN_LABEL, text_px(size, fs))


@dataclass(frozen=True)
class CounterCells:
    """The card counter's cells: its rank labels' and counts' text sizes, where their font boxes'
    tops are in a row, and the row's height."""
    label_px: int
    count_px: int
    label_top: int
    count_top: int
    row_h: int


def counter_cells(fs: float) -> CounterCells:
    """Rows tall enough for a label (a Q's tail included) over its count with a gap between their
    inks, at least the 35 px at 1280×720 scaled; the two texts centred in the row together."""
    label, count = label_px(12, fs), text_px(16, fs)
    label_font, count_font = get_font(label), get_font(count, True)
    ink = count_font.render("0123456789", True, (255, 255, 255)).get_bounding_rect()
    gap = max(2, int(3 * fs))
    count_top = label_font.get_height() + gap - ink.y
    content = count_top + ink.bottom
    row_h = max(int(35 * fs), content + 2)
    top = (row_h - content) // 2
    return CounterCells(label, count, top, top + count_top, row_h)


@dataclass
class Geometry:
    fs: float  # text and panel scale (1.0 at 1280×720; the shared UI scale above, less in a small window)
    cw: int  # hand card
    ch: int
    pw: int  # played card
    ph: int
    bw: int  # card back beside another seat
    bh: int
    rows: int  # hand rows
    hand_area: pygame.Rect
    bar: pygame.Rect  # row of buttons above the hand
    me_panel: pygame.Rect
    panels: dict[int, pygame.Rect]  # by position 1 (right), 2 (top), 3 (left)
    zones: dict[int, pygame.Rect]  # where each position's play lies (0 = viewer)
    level_panel: pygame.Rect
    counter: pygame.Rect
    side_backs_top: int  # top of the left and right seats' rows of card backs, above their panels
    status_center: tuple[int, int]
    center: tuple[int, int]

    def px(self, size: float) -> int:
        return text_px(size, self.fs)


def counter_title_h(fs: float) -> int:
    """The height of the card counter's legend row at text scale ``fs``."""
    return get_font(label_px(13, fs), True).get_height() + 2


def compute(rect: pygame.Rect, screen: pygame.Rect, scale: float = 1.0) -> Geometry:
    """Everything placed from the table rect (left of the log) and the whole window, with the
    table's bar and log at ``scale`` (theme.ui_scale)."""
    fs = theme.game_scale(scale, min(rect.h / 672, rect.w / 820), 0.55)
    ch = max(56, int(rect.h * 0.17))
    cw = ch * 5 // 7
    hand_w = screen.w - 24
    rows = FanGeometry.rows_for(hand_w, cw)
    hand_h = FanGeometry.height_for(rows, ch)
    lift = ch // 5
    hand_area = pygame.Rect(12, screen.bottom - 8 - hand_h, hand_w, hand_h)
    bar_h = max(30, int(38 * fs))
    bar = pygame.Rect(12, hand_area.y - lift - 8 - bar_h, screen.w - 24, bar_h)
    # played cards: two five-card plays (left and right seats) must fit between the side panels
    side_w = int(190 * fs)
    middle = rect.w - 2 * (12 + side_w) - 3 * int(14 * fs)
    ph = max(36, min(int(ch * 0.6), int(middle / (2 * 2.7) * 7 / 5)))
    pw = ph * 5 // 7
    bh = max(30, int(ch * 0.36))
    bw = bh * 5 // 7
    sw, sh = side_w, int(74 * fs)
    me_panel = pygame.Rect(bar.x, bar.y, min(int(220 * fs), rect.w // 4), bar_h)
    top = pygame.Rect(0, 0, sw, sh)
    top.midtop = (rect.centerx, rect.y + 8)
    side_y = rect.y + int(rect.h * 0.5)
    left = pygame.Rect(rect.x + 12, side_y - sh // 2, sw, sh)
    right = pygame.Rect(rect.right - 12 - sw, side_y - sh // 2, sw, sh)
    gap = int(14 * fs)
    zones = {
        0: pygame.Rect(rect.centerx - 5 * pw, bar.y - 10 - ph - int(18 * fs), 10 * pw, ph),
        2: pygame.Rect(rect.centerx - 5 * pw, top.bottom + gap, 10 * pw, ph),
        3: pygame.Rect(left.right + gap, side_y - ph // 2 - int(9 * fs), 0, ph),
        1: pygame.Rect(right.x - gap, side_y - ph // 2 - int(9 * fs), 0, ph),
    }
    level_panel = pygame.Rect(rect.x + 12, rect.y + 8, int(250 * fs), int(86 * fs))
    cell = max(int(30 * fs), 2 * label_px(12, fs) + 6)  # a two-character label (大王, 小王) with room each side
    # the card counter: its legend ("Unseen cards by rank") over two rows of ranks and counts
    counter = pygame.Rect(level_panel.x, level_panel.bottom + 8, 8 * cell + 16,
                          2 * counter_cells(fs).row_h + 8 + counter_title_h(fs))
    mid_y = (zones[2].bottom + zones[0].y) // 2 - int(10 * fs)
    backs_top = left.y - bh + bh // 3
    # the status line (a pill of 17-pt bold text) ends a little above the side seats' backs: lower,
    # it ran into their tops, which it looked misaligned with
    pill_h = get_font(text_px(17, fs), True).get_height() + 4
    status_y = min(mid_y, backs_top - max(4, int(8 * fs)) - (pill_h + 1) // 2)
    return Geometry(fs=fs, cw=cw, ch=ch, pw=pw, ph=ph, bw=bw, bh=bh, rows=rows, hand_area=hand_area, bar=bar,
                    me_panel=me_panel, panels={1: right, 2: top, 3: left}, zones=zones, level_panel=level_panel,
                    counter=counter, side_backs_top=backs_top, status_center=(rect.centerx, status_y),
                    center=(rect.centerx, (zones[2].bottom + zones[0].y) // 2))
