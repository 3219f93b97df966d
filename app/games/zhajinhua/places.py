"""Where the other seats' cards lie on the Zha Jin Hua table: towards the pot where that leaves the middle
free for the standings and the note of compares made while away, else beside their panel, above it or
below it (at 960×600 with four seats or more, cards towards the pot lay under those panels)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.fonts import get_font
from app.games.zhajinhua.overlays import panel_floor

if TYPE_CHECKING:
    from app.games.zhajinhua.ui import ZhaJinHuaUI

MEMO_ROWS = 2  # the note is kept room for with two compares in it


def middle_room(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """The room over the pot the standings (a row a seat, their rows closest) and the note (two compares,
    its narrow form) need at the least, down to where a panel may reach (``panel_floor``)."""
    px, rows = ui.px, ui.table.players
    full_w = min(px(430), ui.rect.w - 40)
    standings = (min(px(330), full_w), px(116) + px(21) * rows)
    memo = (2 * (3 * (ui.sw + 3) + px(24)), px(70) + MEMO_ROWS * (ui.sh + px(44)))
    w, h = max(standings[0], memo[0]), max(standings[1], memo[1])
    floor = panel_floor(ui)
    room = pygame.Rect(0, floor - h, w, h)
    room.centerx = ui.rect.centerx
    return room


def label_height(ui: "ZhaJinHuaUI") -> int:
    """Room for a hand's name by its cards, with its gap."""
    return get_font(ui.px(15), True).get_height() + 3


def card_group(ui: "ZhaJinHuaUI", seat: int, toward_pot: pygame.Rect) -> pygame.Rect:
    """Where ``seat``'s cards (a group the size of ``toward_pot``) lie: ``toward_pot`` if that keeps out
    of the ``middle_room``; else the first of level with its panel on the side towards the table's middle,
    over the panel, or under it, that keeps out of that room, off every seat's panel and the log and on
    the table, with a line's room for the hand's name beyond it; else ``toward_pot`` after all. Kept on
    ``ui`` with all it was made from (a frame asks for the seats' cards a few hundred times)."""
    key = (seat, tuple(toward_pot), tuple(ui.rect), tuple(ui.bar_rect), tuple(ui.hand_rect), tuple(ui.hint_button.rect),
           tuple(ui.table.log_rect), ui.table.players, ui.table.viewer, ui.px(100))
    cache = ui.group_cache
    if key not in cache:
        if len(cache) >= 64:  # (places for layouts long gone)
            cache.clear()
        cache[key] = find_card_group(ui, seat, toward_pot)
    return cache[key].copy()


def find_card_group(ui: "ZhaJinHuaUI", seat: int, toward_pot: pygame.Rect) -> pygame.Rect:
    """``card_group``'s search."""
    room = middle_room(ui)
    if not toward_pot.colliderect(room):
        return toward_pot
    panel, gap, label = ui.seat_rect(seat), ui.px(8), label_height(ui)
    group = toward_pot.copy()
    inward = panel.centerx <= ui.rect.centerx
    level = group.copy()
    level.centery = panel.centery
    if inward:
        level.x = panel.right + gap
    else:
        level.right = panel.x - gap
    under, over = group.copy(), group.copy()
    under.centerx = over.centerx = panel.centerx
    under.y = panel.bottom + gap
    over.bottom = panel.y - gap
    table = ui.rect.inflate(-8, -8)
    marks = [ui.seat_rect(s).inflate(10, 10) for s in range(ui.table.players) if s != seat]
    marks += [ui.table.log_rect, room, panel.inflate(2 * gap - 2, 2 * gap - 2)]
    for place, named in ((level, (label, -label)), (over, (-label,)), (under, (label,))):
        for reach in named:  # the name under the cards (reach > 0) or over them
            need = place.union(place.move(0, reach))
            if table.contains(need) and need.collidelist(marks) < 0:
                return place
    return toward_pot
