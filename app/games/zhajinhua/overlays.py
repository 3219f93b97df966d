"""Panels drawn above the Zha Jin Hua table: the hand banner, the standings between hands, the place of
the table's messages (the hint's line) and, in pass-and-play, the private result of a compare the viewer
took part in while away from the screen."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from app.fonts import get_font, render_text
from app.games.base import shared_places
from app.games.zhajinhua.drawing import (
    FRAME, LOOK_LIFT, above_hand, banner_up, cards_rect, hand_line_top, pot_text_rect,
)
from app.games.zhajinhua.text import chips, chips_change, class_name, display_order, out_words, went_out_in
from app.i18n import live, sentences, t
from app.ui import theme
from app.ui.cardart import card_face
from app.ui.widgets import Toast, blit_text, draw_panel, fit_line
from engine.games import zhajinhua as zjh

if TYPE_CHECKING:
    from app.games.zhajinhua.ui import ZhaJinHuaUI


def banner_rect(ui: "ZhaJinHuaUI", text: str) -> pygame.Rect:
    """Just above the person's cards, where the line of whose turn it is shows (it gives way to a banner,
    but for "your turn")."""
    box = render_text(text, ui.px(22), theme.GOLD, True).get_rect().inflate(ui.px(36), ui.px(12))
    return above_hand(ui, box).clamp(ui.rect)


def draw_banner(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    if ui.banner is None or not banner_up(ui) or ui.standings is not None or memo_hides_line(ui):
        return
    said, left = ui.banner
    text = live(said)
    box = banner_rect(ui, text)
    draw_panel(surface, box, alpha=int(220 * min(1.0, left / 0.4)))
    blit_text(surface, text, ui.px(22), theme.GOLD, bold=True, center=box.center)


def toast_rect(ui: "ZhaJinHuaUI", toast: Toast) -> pygame.Rect:
    """Where a message (the hint's line, a refused move) shows: just above the person's cards, under
    the pot's lines and between the side seats; where that band is too low for it (two lines in a small
    window), at the top of the room right of the cards, under the log and the right-hand seats (a
    message of two lines there covers the note beside the cards for its few seconds). The table's usual
    place lay over the pot's chips and two seats' cards."""
    tb, gap = ui.table, ui.px(6)
    keep_clear = [ui.seat_rect(s) for s in range(tb.players)] + [ui.hint_button.rect]
    keep_clear += [slot for s in range(tb.players) if s != tb.viewer for slot in ui.card_slots(s)]
    top, bottom = pot_text_rect(ui).bottom + gap, above_hand(ui, pygame.Rect(0, 0, 1, 1)).bottom
    cx = ui.hand_rect.centerx
    half = min(ui.scaled(760), ui.rect.w - 40) // 2
    for box in keep_clear:
        if box.bottom > top and box.y < bottom:  # it reaches into the band
            half = min(half, cx - box.right - gap if box.centerx < cx else box.x - cx - gap)
    if half > 0:
        band = pygame.Rect(0, 0, 2 * half, toast.height(2 * half, tb.scale))
        band.midbottom = (cx, bottom)
        if band.y >= top:
            return band
    left = ui.hand_rect.right + FRAME + gap
    above = [box.bottom for box in keep_clear + [tb.log_rect] if box.right > left and box.y < ui.bar_rect.y]
    room_top = max(above + [ui.rect.y]) + gap
    room = pygame.Rect(left, room_top, tb.rect.right - 12 - left, ui.bar_rect.y - gap - room_top)
    box = pygame.Rect(0, 0, room.w, toast.height(room.w, tb.scale))
    box.midtop = room.midtop  # a one-line message then stays clear of the note beside the cards too
    return box


def ranking(stacks: tuple[int, ...], busted_in: tuple[int, ...], hand_no: int) -> list[tuple[int, int]]:
    """(place, seat), richest first; the broke by how long they lasted, the last to go first (a seat
    with no chips that has not left yet leaves after hand ``hand_no``). Seats level on both share a place."""
    def key(s: int) -> tuple[int, int]:
        gone = went_out_in(stacks, busted_in, hand_no, s)
        return -stacks[s], -gone if gone else -(10 ** 9)

    return shared_places(range(len(stacks)), key)


def seat_footprint(ui: "ZhaJinHuaUI", seat: int) -> pygame.Rect:
    """A seat's panel with the winner's frame round it and the dealer disc on its corner."""
    rect = ui.seat_rect(seat)
    disc = pygame.Rect(0, 0, 2 * ui.px(13) + 2, 2 * ui.px(13) + 2)
    disc.center = (rect.right - ui.px(4), rect.y + ui.px(4))
    return rect.inflate(10, 10).union(disc)


def standings_rect(ui: "ZhaJinHuaUI", rows: int) -> pygame.Rect:
    """Where the standings of ``rows`` seats lie (see ``clear_place``): over the pot and its lines (stale
    between hands) where there is room; as narrow as 330 px and its rows closer together
    (``standings_pitch``) where it must be to keep clear of the seats."""
    px = ui.px
    full_w = min(px(430), ui.rect.w - 40)
    top = ui.pot_center[1] - ui.chip_r * 5
    pot_text_bottom = ui.pot_center[1] + ui.chip_r * 4 + 4 + px(70)
    full_h = max(px(116) + px(26) * rows, pot_text_bottom - top + 8)
    return clear_place(ui, (full_w, full_h), (min(px(330), full_w), px(116) + px(21) * rows))


def clear_place(ui: "ZhaJinHuaUI", full: tuple[int, int], least: tuple[int, int],
                floor: int | None = None) -> pygame.Rect:
    """``clear_spot``'s place clear of the other seats' cards too, else its place clear of the seats
    alone (at 960×600 with four seats or more there is no room between the side seats' cards), or
    with none over the pot at the ``full`` size, still above the cards (above ``floor``, if given)."""
    for cards in (True, False):
        spot = clear_spot(ui, full, least, floor, cards)
        if spot is not None:
            return spot
    rect = pygame.Rect(0, 0, *full)
    rect.midtop = (ui.rect.centerx, ui.pot_center[1] - ui.chip_r * 5)
    rect.bottom = min(rect.bottom, panel_floor(ui) if floor is None else floor)
    return rect.clamp(ui.rect)


def panel_floor(ui: "ZhaJinHuaUI") -> int:
    """How low a panel may reach: above the person's cards (raised, in their frame), Hint and the bar."""
    return min(ui.hand_rect.y - LOOK_LIFT - FRAME, ui.hint_button.rect.y, ui.bar_rect.y) - ui.px(8)


def card_marks(ui: "ZhaJinHuaUI") -> list[pygame.Rect]:
    """Where the cards of the seats other than the viewer's lie, for those dealt them."""
    me = ui.table.viewer
    return [cards_rect(ui, s) for s in range(ui.table.players) if s != me and ui.dealt[s]]


def clear_spot(ui: "ZhaJinHuaUI", full: tuple[int, int], least: tuple[int, int],
               floor: int | None = None, cards: bool = False) -> pygame.Rect | None:
    """A panel of size ``full`` over the pot where there is room, else as near there as is clear of every
    seat's panel (see ``seat_footprint``) and, with ``cards``, of the other seats' cards (``card_marks``),
    no smaller than ``least``; never below ``floor`` (default: ``panel_floor``). As wide and tall as the
    room between them at its height allows, up to ``full``. None: no such place. The search is kept on
    ``ui`` with all it was made from and made again only once any of that has changed: a frame asks
    for the standings' place several times (the hands' names, the Winner tags, the panel) and the
    note's up to eight times."""
    top = ui.pot_center[1] - ui.chip_r * 5
    bottom = panel_floor(ui) if floor is None else floor
    marks = [seat_footprint(ui, s) for s in range(ui.table.players)] + (card_marks(ui) if cards else [])
    key = (tuple(ui.rect), top, bottom, tuple(tuple(mark) for mark in marks), full, least, ui.px(8))
    cache = ui.spot_cache
    if key not in cache:
        if len(cache) >= 32:  # (places for layouts long gone)
            cache.clear()
        cache[key] = find_clear_spot(ui.rect, top, bottom, marks, full, least, ui.px(8))
    spot = cache[key]
    return None if spot is None else spot.copy()


def find_clear_spot(area: pygame.Rect, top: int, bottom: int, marks: list[pygame.Rect], full: tuple[int, int],
                    least: tuple[int, int], gap: int) -> pygame.Rect | None:
    """``clear_spot``'s search: a panel centred across ``area``, from ``top`` (or as near it as may be) and
    no lower than ``bottom``, ``gap`` clear of each of ``marks``."""
    (full_w, full_h), (least_w, least_h) = full, least
    cx = area.centerx
    best: tuple[tuple[bool, int, int, int], pygame.Rect] | None = None
    for y in sorted({top, bottom - full_h} | {f.bottom + gap for f in marks}):
        y = max(area.y + gap, y)
        h = min(full_h, bottom - y)
        if h < least_h:
            continue
        left, right = area.x + gap, area.right - gap
        for f in marks:
            if f.bottom > y and f.y < y + h:  # beside the panel: it must stop short of the mark
                if f.centerx < cx:
                    left = max(left, f.right + gap)
                else:
                    right = min(right, f.x - gap)
        w = min(full_w, right - left, 2 * (cx - left), 2 * (right - cx))
        if w <= 0:
            continue
        rect = pygame.Rect(0, y, w, h)
        rect.centerx = cx
        score = (w >= least_w, h, w, -abs(y - top))  # wide enough, then as tall, as wide and as near as may be
        if best is None or score > best[0]:
            best = (score, rect)
    return best[1] if best is not None and best[1].w >= least_w else None


def standings_pitch(ui: "ZhaJinHuaUI", rect: pygame.Rect, rows: int) -> int:
    """How far apart the rows of the standings in ``rect`` lie (closer in a short panel)."""
    return max(1, min(ui.px(26), (rect.h - ui.px(116)) // max(1, rows)))


def won_line(ui: "ZhaJinHuaUI", award: zjh.PotAwarded) -> str:
    """Who took the pot, and what each winner gained in the hand: the share less what they put in."""
    who = t("list.sep").join(t("zjh.standings.gain", name=ui.table.name(w), gain=chips_change(gain))
                             for w, gain in ui.gains(award).items())
    return t("zjh.standings.won", pot=chips(award.pot), who=who)


def draw_standings(ui: "ZhaJinHuaUI", surface: pygame.Surface, award: zjh.PotAwarded,
                   hand_no: int | None = None, countdown: bool = True) -> pygame.Rect:
    """Who won the pot and what they gained in hand ``hand_no`` (default: the hand on the table); then
    every seat's chips after it, richest first, with the change since the session began; and, with
    ``countdown``, how long until the table goes on. Returns the panel's rect."""
    tb, px = ui.table, ui.px
    hand_no = ui.hand_no if hand_no is None else hand_no
    places = ranking(award.stacks, tuple(ui.busted_in), hand_no)
    rect = standings_rect(ui, len(places))
    draw_panel(surface, rect, alpha=255, radius=14)  # opaque: the stale pot under it does not show through
    blit_text(surface, t("zjh.standings.title", n=hand_no), px(22), theme.GOLD, bold=True,
              midtop=(rect.centerx, rect.y + px(10)))
    size, won = fit_line(won_line(ui, award), px(16), 11, rect.w - px(24))
    blit_text(surface, won, size, theme.WHITE, midtop=(rect.centerx, rect.y + px(40)))
    heads = rect.y + px(66)
    blit_text(surface, t("zjh.standings.chips"), px(13), theme.MUTED, midright=(rect.right - px(120), heads + px(8)))
    blit_text(surface, t("zjh.standings.total"), px(13), theme.MUTED, midright=(rect.right - px(24), heads + px(8)))
    y = heads + px(20)
    room = name_room(ui, award, rect)
    pitch = standings_pitch(ui, rect, len(places))
    for rank, s in places:
        stack = award.stacks[s]
        change = stack - ui.start_chips if ui.start_chips else 0
        color = theme.GOLD if s in award.winners else (theme.WHITE if stack > 0 else (150, 150, 150))
        size, label = fit_line(f"{rank}. {tb.name(s)}", px(16), px(13), room)
        name = blit_text(surface, label, size, color, midleft=(rect.x + px(24), y + px(10)))
        ch_color = (140, 220, 150) if change > 0 else ((235, 120, 110) if change < 0 else theme.MUTED)
        if stack == 0:  # broke: in which hand, across both columns (no chips, and all of them lost)
            gone = went_out_in(award.stacks, tuple(ui.busted_in), hand_no, s)
            size, text = fit_line(out_words(gone), px(16), 11, rect.right - px(24) - name.right - px(12))
            blit_text(surface, text, size, ch_color, midright=(rect.right - px(24), y + px(10)))
        else:
            blit_text(surface, chips(stack), px(16), color, midright=(rect.right - px(120), y + px(10)))
            blit_text(surface, chips_change(change), px(16), ch_color, midright=(rect.right - px(24), y + px(10)))
        y += pitch
    if countdown:
        left = max(1, math.ceil(ui.standings_left()))  # the busts' pauses to come included: it never goes up
        key = "zjh.standings.results" if ui.last_standings() else "zjh.standings.continue"
        size, line = fit_line(t(key, n=left), px(14), 10, rect.w - px(16))
        blit_text(surface, line, size, theme.MUTED, midtop=(rect.centerx, rect.bottom - px(22)))
    return rect


def standings_card(ui: "ZhaJinHuaUI", hand_no: int, award: zjh.PotAwarded) -> pygame.Surface:
    """The standings panel after hand ``hand_no`` on its own, as a pass-and-play curtain shows it."""
    sheet = pygame.Surface(ui.table.app.screen.get_size(), pygame.SRCALPHA)
    rect = draw_standings(ui, sheet, award, hand_no, countdown=False).clip(sheet.get_rect())
    return sheet.subsurface(rect).copy()


def name_room(ui: "ZhaJinHuaUI", award: zjh.PotAwarded, rect: pygame.Rect) -> int:
    """How wide a seat's name may be written in the standings ``rect``: up to a gap before the widest
    figure of the chips column (a long name is made smaller, then cut with "…")."""
    px = ui.px
    widest = max((get_font(px(16)).size(chips(stack))[0] for stack in award.stacks if stack > 0), default=0)
    return rect.right - px(120) - widest - px(12) - (rect.x + px(24))


def memo_rect(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """Where the note of compares made while the person was away lies (see ``memo_layout``)."""
    return memo_layout(ui)[0]


def memo_hand_width(ui: "ZhaJinHuaUI") -> int:
    """How wide one hand of the note is: its three cards and the widest of the shown hands' names."""
    hands = [h for _, event in ui.memo_shown for h in (event.asker_hand, event.target_hand) if h is not None]
    name = max((get_font(ui.px(14)).size(class_name(h))[0] for h in hands), default=0)
    return 3 * (ui.sw + 3) + 4 + name


def memo_floor(ui: "ZhaJinHuaUI") -> int:
    """How low the note may reach and leave the line over the person's cards (``hand_line_top``) clear:
    at 960×600 the note lay over its "Waiting for …"."""
    return min(panel_floor(ui), hand_line_top(ui) - ui.px(8))


def memo_layout(ui: "ZhaJinHuaUI") -> tuple[pygame.Rect, bool]:
    """The note's place, and whether it is narrow: each hand's name then written after its seat's name
    rather than beside its cards. Clear of the seats and the other seats' cards, else of the seats alone
    (``clear_spot``); at each, first above the line over the person's cards (``memo_floor``), else down
    to ``panel_floor`` with that line not drawn under it (``memo_hides_line``: two compares at
    960×600); at each, as wide as before where that fits, else narrower (the room between the side
    seats at 960×600). With none of these, over the pot as before."""
    px, rows = ui.px, len(ui.memo_shown)
    top = ui.pot_center[1] - ui.chip_r * 5
    pot_text_bottom = ui.pot_center[1] + ui.chip_r * 4 + 4 + px(70)
    least_h = px(70) + rows * (ui.sh + px(44))
    full = (min(px(560), ui.rect.w - 40), max(least_h, pot_text_bottom - top + 8))
    wide = (min(2 * (memo_hand_width(ui) + px(24)), full[0]), least_h)
    narrow = (2 * (3 * (ui.sw + 3) + px(24)), least_h)
    for cards in (True, False):  # the seats' cards kept in sight first (at 1280×720 with five seats too)
        for floor in (memo_floor(ui), panel_floor(ui)):
            for least, is_narrow in ((wide, False), (narrow, True)):
                spot = clear_spot(ui, full, least, floor, cards)
                if spot is not None:
                    return spot, is_narrow
    return clear_place(ui, full, full), False


def memo_hides_line(ui: "ZhaJinHuaUI") -> bool:
    """Whether the note is up and reaches down to the line over the person's cards (the status line, a
    banner), which is then not drawn: the note's first click or key closes it, and the line is back."""
    return bool(ui.memo_shown) and memo_rect(ui).bottom > memo_floor(ui)


def standings_hide_line(ui: "ZhaJinHuaUI") -> bool:
    """Whether the standings are up and reach down to the line over the person's cards, which is then not
    drawn (it lay half under their panel): they tell when the table goes on, and the line is back after."""
    cover = ui.standings_cover()
    return cover is not None and cover.bottom > memo_floor(ui)


def draw_memo(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    """A compare this person took part in while someone else had the screen: both hands, who won."""
    tb, px = ui.table, ui.px
    rect, narrow = memo_layout(ui)
    draw_panel(surface, rect, alpha=255, radius=14)  # opaque: the pot under it does not show through
    blit_text(surface, t("zjh.memo.title"), px(20), theme.GOLD, bold=True, midtop=(rect.centerx, rect.y + px(8)))
    y = rect.y + px(40)
    room = rect.w // 2 - px(24)
    for hand_no, event in ui.memo_shown:
        x = rect.x + px(16)
        for hand in (event.asker_hand, event.target_hand):
            if hand is None:
                continue
            kind = class_name(hand)
            if narrow:
                kind_size, kind = fit_line(kind, px(14), px(10), room // 2)
                kind_w = get_font(kind_size).size(kind)[0]
                blit_text(surface, kind, kind_size, theme.GOLD, midright=(x + room, y + px(10)))
                size, name = fit_line(tb.name(hand.seat), px(15), px(10), room - kind_w - px(6), bold=True)
            else:
                size, name = fit_line(tb.name(hand.seat), px(15), px(11), room, bold=True)
                blit_text(surface, kind, px(14), theme.GOLD, topleft=(x + 3 * (ui.sw + 3) + 4, y + px(26)))
            blit_text(surface, name, size, theme.WHITE, bold=True, topleft=(x, y))
            for i, card in enumerate(display_order(hand.cards)):
                surface.blit(card_face(card, ui.sw, ui.sh), (x + i * (ui.sw + 3), y + px(20)))
            x = rect.centerx + px(8)
        result = t("zjh.memo.winner", n=hand_no, name=tb.name(event.winner))
        if event.equal:
            result = sentences(result, t("zjh.log.equal_asker_loses"))
        size, result = fit_line(result, px(14), px(11), rect.w - px(32))  # a long name made it overrun
        blit_text(surface, result, size, theme.ACCENT, topleft=(rect.x + px(16), y + ui.sh + px(22)))
        y += ui.sh + px(44)
    blit_text(surface, t("zjh.memo.dismiss"), px(13), theme.MUTED, midtop=(rect.centerx, rect.bottom - px(20)))
