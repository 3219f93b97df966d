"""Where the Stars and Storms table shows its short messages (the hint's line, a refused card).

The table's usual place, over the middle of the table, lay on the storm panel. Here a message goes
in the column under the log panel, right-aligned with it, widened to the left over the felt as far
as it stays clear of everything a player needs while it shows: the storm panel, every other seat's
dial, the person's own star slots and the words inside that ring, the hand (lifted as on hover),
the Hint and End turn buttons and an open joker picker. Of all the heights in that column it takes
the one where it can be widest (fewest lines), the highest of those."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from app.games.stars_and_storms.layout import TableLayout

STEP = 8  # pixels between the widths and heights tried
MOST_OF_A_RANK = 6  # four suits and two jokers: the tallest stack a star slot can hold


def keep_clear(lay: TableLayout, viewer: int, extra: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """The parts of the table a message must not cover; each of the person's star slots as wide as
    its stack could grow while the message shows (a star played, a stack fanned out)."""
    hand = lay.hand_area.copy()
    hand.y -= lay.ch // 7  # a card lifts by this much under the pointer
    hand.h += lay.ch // 7
    mine = lay.zones[viewer]
    grown = lay.stack_dx(True) * (MOST_OF_A_RANK - 1)
    parts = [lay.eye, hand, lay.end_button, lay.hint_button, mine.inner, *extra]
    parts += [slot.inflate(grown, 0) for slot in mine.slots]
    parts += [z.bounds for s, z in lay.zones.items() if s != viewer]
    return parts


def toast_box(parts: Sequence[pygame.Rect], column: pygame.Rect, widest: int, gap: int,
              height: Callable[[int], int]) -> pygame.Rect:
    """The message's panel in ``column`` (under the log, down to the window's bottom edge), its
    right edge on the column's, at most ``widest`` wide and at least the column's width, clear of
    ``parts`` by ``gap``; ``height(width)`` is how tall the message is at a width. Where no height
    in the column leaves even the column's width clear (not at any size the table allows), the
    column's top, covering only what reaches under the log."""
    blocks = [p.inflate(2 * gap, 2 * gap) for p in parts]
    for width in range(max(widest, column.w), column.w - 1, -STEP):
        h = height(width)
        for top in range(column.y, column.bottom - h + 1, STEP):
            box = pygame.Rect(column.right - width, top, width, h)
            if box.collidelist(blocks) < 0:
                return box
    return pygame.Rect(column.x, column.y, column.w, height(column.w))
