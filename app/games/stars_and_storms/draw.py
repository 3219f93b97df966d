"""Drawing the Stars and Storms table from the UI's displayed state (drawing never changes state)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from app.fonts import get_font
from app.i18n import live, t
from app.ui import theme
from app.ui.cardart import card_back, card_face, corner_index, draw_shadowed
from app.ui.pill import draw_pill
from app.ui.widgets import blit_text, draw_focus_ring, fit_line, wrap_text
from app.games.stars_and_storms.fx import BAND, glow_rect
from app.games.stars_and_storms.layout import TableLayout, ZoneGeom
from app.games.stars_and_storms.picker import storm_note
from app.games.stars_and_storms.text import rank_name, ranks_text, signed, stars_points
from engine.games.stars_and_storms.model import MAX_LEVEL, EndTurn, Star

if TYPE_CHECKING:
    from app.games.stars_and_storms.table import StarsAndStormsUI
    from engine.cards import Card

STORM = (120, 200, 255)
HEAT = (245, 130, 60)
DESTROYER = (225, 80, 95)  # the star destroyer's crimson (turn = yellow accent, heat = orange)
DESTROYER_TEXT = (255, 150, 155)
EMPTY_SLOT = (70, 130, 100)
MIN_LABEL = 11  # px: the table's smallest label (the piles' at 960×600); Chinese below it is a blur

Color = tuple[int, int, int]


def _fit(text: str, size: int, width: int, bold: bool = False) -> int:
    """The largest size ≤ ``size`` (9 at least) at which ``text`` fits ``width`` pixels."""
    return fit_line(text, size, 9, width, bold)[0]


PILL_PAD = (12, 2)  # a pill's width and height beyond its text's


def _pill(surface: pygame.Surface, text: str, size: int, fg: tuple[int, int, int], bg: tuple[int, int, int],
          center: tuple[int, int], pad: int = PILL_PAD[0]) -> pygame.Rect:
    """The shared pill (app.ui.pill), solid, round ``center``; ``pad`` is its width beyond the text."""
    return draw_pill(surface, text, size, fg, bg, (pad, PILL_PAD[1]), center=center)


def fs(ui: "StarsAndStormsUI", size: int) -> int:
    """A font size scaled with the window."""
    return max(9, int(size * ui.lay.scale))

# ---- the whole table -----------------------------------------------------------------
def draw_table(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    lay = ui.lay
    _draw_round_info(ui, surface)
    _draw_eye(ui, surface)
    badges = dial_badges(ui)
    for seat, geom in lay.zones.items():
        if geom.big:
            _draw_big_zone(ui, surface, geom)
        else:
            _draw_dial(ui, surface, geom, badges[seat])
    if ui.sweep is not None:
        _draw_sweep(ui, surface)
    _draw_hand(ui, surface)
    if ui.end_visible():
        ui.end_btn.draw(surface)
    if ui.hint_shown():
        ui.hint_btn.draw(surface)
    if ui.ring.focus in ui.ring_buttons():
        ui.ring.draw(surface, ui.table.scale)

def _round_info(ui: "StarsAndStormsUI") -> list[tuple[str, int, Color, bool, tuple[int, int]]]:
    """The round's number and the match's options, top left: (text, size, colour, bold, top-left)."""
    if not ui.round_no:
        return []
    r = ui.lay.rect
    x, y = r.x + 12, r.y + 8
    lines = [(t("sns.round", round=ui.round_no, rounds=ui.rounds, n=ui.rounds), fs(ui, 17), theme.GOLD, True, (x, y))]
    flags = []
    if ui.flags.get("heat_death"):
        flags.append(t("sns.flag.heat"))
    if ui.flags.get("early_elimination"):
        flags.append(t("sns.flag.elimination_armed") if ui.armed else t("sns.flag.elimination"))
    if ui.flags.get("stakes"):
        flags.append(t("sns.flag.stakes"))
    top = y + fs(ui, 24)
    size = fs(ui, 13)
    for f in flags:
        rows = _flag_rows(ui, f, size, x, top)
        lines.extend((text, size, theme.MUTED, False, pos) for text, pos in rows)
        top = rows[-1][1][1] + fs(ui, 17)
    return lines


def _flag_rows(ui: "StarsAndStormsUI", text: str, size: int, x: int, top: int) -> list[tuple[str, tuple[int, int]]]:
    """One match option's line as rows of (text, top-left) at ``size``, the size of every option line: a
    line that would run into a dial goes on over as many rows as it needs, the later ones indented so
    they read as one option (rather than shrunk smaller than the others, or cut short)."""
    if get_font(size).size(text)[0] <= _room_left_of_dials(ui, x, top, fs(ui, 17)):
        return [(text, (x, top))]
    row_h = size + size // 4 + 1
    indent = fs(ui, 10)
    rows: list[tuple[str, tuple[int, int]]] = []
    rest = text
    while rest:  # row by row: the room beside the dials narrows or widens going down
        left, row_top = x + (indent if rows else 0), top + len(rows) * row_h
        row = wrap_text(rest, size, _room_left_of_dials(ui, left, row_top, row_h))[0]
        if not row or not rest.startswith(row) or len(rows) == 5:  # (no room, or not a plain prefix: the rest in one)
            row = rest
        rows.append((row, (left, row_top)))
        rest = rest[len(row):].lstrip()
    return rows


def _room_left_of_dials(ui: "StarsAndStormsUI", x: int, top: int, height: int) -> int:
    """How wide a line from (x, top), ``height`` tall, may run before it meets another seat's dial."""
    room = ui.lay.rect.right - x
    for zone in ui.lay.zones.values():
        if zone.big:
            continue
        cx, cy = zone.center
        disc = zone.bounds.w // 2  # the dial's disc, drawn inside its bounds
        dy = 0 if top <= cy <= top + height else min(abs(cy - top), abs(cy - top - height))
        if dy < disc and cx > x:
            room = min(room, int(cx - math.sqrt(disc * disc - dy * dy)) - x - 6)
    return max(1, room)


def _round_info_rects(ui: "StarsAndStormsUI") -> list[pygame.Rect]:
    return [pygame.Rect(pos, get_font(size, bold).size(text)) for text, size, _, bold, pos in _round_info(ui)]


def _draw_round_info(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    for text, size, color, bold, pos in _round_info(ui):
        blit_text(surface, text, size, color, bold=bold, topleft=pos)

# ---- the middle: storm level, destroyer, heat rank, piles ----------------------------
def _draw_eye(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    lay = ui.lay
    eye = lay.eye
    aimed = ui.storm_aimed()
    hot = aimed is not None
    pulse = ui.eye_pulse
    s = pygame.Surface(eye.size, pygame.SRCALPHA)
    for k in range(5):
        f = 1 - k * 0.17
        rr = pygame.Rect(0, 0, int(eye.w * f), int(eye.h * f))
        rr.center = (eye.w // 2, eye.h // 2)
        a = int(28 + 14 * k + 60 * pulse + (40 if hot else 0))
        pygame.draw.ellipse(s, (*STORM, min(200, a)) if (hot or pulse) else (10, 60, 50, min(200, a + 40)), rr,
                            0 if k == 0 else 2)
    surface.blit(s, eye.topleft)
    edge = theme.ACCENT if hot else (STORM if pulse > 0 else (60, 120, 100))
    pygame.draw.ellipse(surface, edge, eye, 3 if hot else 2)
    # draw pile and discard pile
    d = lay.deck_rect
    for k in range(min(5, (ui.deck_size + 9) // 10)):
        surface.blit(card_back(d.w, d.h), d.move(-k * 2, -k * 2))
    if not ui.deck_size:
        pygame.draw.rect(surface, (60, 120, 100), d, 2, border_radius=6)
    blit_text(surface, t("sns.deck", n=ui.deck_size), fs(ui, 13), theme.WHITE, midtop=(d.centerx, d.bottom + 3))
    dr = lay.discard_rect
    pygame.draw.rect(surface, (60, 120, 100), dr, 2, border_radius=6)
    for k, card in enumerate(ui.discard[-3:]):
        img = card_face(card, dr.w, dr.h)
        angle = (-9, 7, 0)[k] if len(ui.discard) >= 3 else (0, 0, 0)[k]
        if angle:
            img = pygame.transform.rotate(img, angle)
        surface.blit(img, img.get_rect(center=dr.center))
    blit_text(surface, t("sns.discard", n=len(ui.discard)), fs(ui, 13), theme.WHITE, midtop=(dr.centerx, dr.bottom + 3))
    # level gauge in the centre
    cx = eye.centerx
    size, top, pip_y, pr, y, inner_w = _gauge(ui)
    title = t("sns.level", level=ui.level)
    blit_text(surface, title, size, STORM if ui.level < MAX_LEVEL else (255, 140, 120), bold=True,
              midtop=(cx, top))
    for k in range(MAX_LEVEL):
        px = cx + int((k - (MAX_LEVEL - 1) / 2) * pr * 3)
        filled = k < ui.level
        color = STORM if filled else (40, 80, 70)
        if filled and k == MAX_LEVEL - 1:
            color = (255, 140, 120)
        pygame.draw.circle(surface, color, (px, pip_y), pr)
        pygame.draw.circle(surface, (20, 40, 34), (px, pip_y), pr, 1)
    if not (aimed is not None and not ui.hand[aimed].is_joker):  # (else draw_drag names this storm's ranks here)
        reach = t("sns.reach_all") if ui.level >= MAX_LEVEL else t("sns.reach", level=ui.level)
        blit_text(surface, reach, _fit(reach, fs(ui, 13), inner_w), theme.MUTED, midtop=(cx, y))
    y += fs(ui, 18)
    lines: list[tuple[str, tuple[int, int, int]]] = []
    if ui.flags.get("star_destroyer"):
        if ui.destroyer is not None:
            lines.append((t("sns.destroyer_line", name=ui.table.name(ui.destroyer), n=ui.streak), DESTROYER_TEXT))
        else:
            lines.append((t("sns.no_destroyer"), theme.MUTED))
    if ui.heat_rank is not None:
        lines.append((t("sns.heat_rank", rank=rank_name(ui.heat_rank)), HEAT))
    if hot:
        lines = []  # their place shows what a release or click does (draw_drag, above the dragged card)
    for text, color in lines:
        if y + fs(ui, 14) > eye.bottom - 2:
            break
        blit_text(surface, text, _fit(text, fs(ui, 14), inner_w, True), color, bold=True, midtop=(cx, y))
        y += fs(ui, 18)
    # a heat or storm card shown in the eye
    if ui.centre is not None:
        card, as_card, kind = ui.centre
        w, h = ui.centre_size()
        swirl = vortex_rect(ui)
        vortex = pygame.Surface(swirl.size, pygame.SRCALPHA)
        tint = HEAT if kind == "heat" else STORM
        for k in range(6):
            f = 1 - k * 0.14
            rr = pygame.Rect(0, 0, int(swirl.w * f), int(swirl.h * f))
            rr.center = (swirl.w // 2, swirl.h // 2)
            fill = (12 + k * 6, 40 + k * 10, 60 + k * 14)
            # opaque, its ring the tint mixed into the fill: it covers the gauge under it (a see-through
            # swirl let the gauge's title and pips show through its rings)
            pygame.draw.ellipse(vortex, fill, rr)
            pygame.draw.ellipse(vortex, _mix(fill, tint, 120 / 255), rr, 2)
        surface.blit(vortex, swirl.topleft)
        img = card_face(as_card if card.is_joker else card, w, h)
        draw_shadowed(surface, img, (eye.centerx - w // 2, eye.centery - h // 2), 6)
        if kind == "storm" and ui.reach_fx is not None:
            _storm_caption(ui, surface, frozenset(ui.reach_fx[0]), w)


def vortex_rect(ui: "StarsAndStormsUI") -> pygame.Rect:
    """Where the swirl behind a heat or storm card shown in the middle is drawn: the middle's
    height, between the deck and discard piles and their labels (it covered the deck and part
    of its "Deck N" at 1280×720)."""
    lay = ui.lay
    font = get_font(fs(ui, 13))
    deck_w = font.size(t("sns.deck", n=ui.deck_size))[0]
    discard_w = font.size(t("sns.discard", n=len(ui.discard)))[0]
    left = max(lay.deck_rect.right, lay.deck_rect.centerx + (deck_w + 1) // 2) + 6
    right = min(lay.discard_rect.left - 10, lay.discard_rect.centerx - (discard_w + 1) // 2) - 6  # (-10: tilted cards)
    return pygame.Rect(left, lay.eye.y, max(0, right - left), lay.eye.h)


def _storm_caption(ui: "StarsAndStormsUI", surface: pygame.Surface, ranks: frozenset[int], card_w: int) -> None:
    """Beside a storm's card in the middle (its vortex covers the gauge): the level on the left, the
    ranks it reaches on the right, each kept inside the middle's ellipse; on one line each, shrunk
    to fit, down to MIN_LABEL, and below that at MIN_LABEL on as many lines as they take."""
    eye = vortex_rect(ui)  # the captions stay on the swirl
    gap = max(8, card_w // 5)
    side = int(eye.w * 0.5 - card_w / 2 - gap - eye.w * 0.08)  # the ellipse narrows towards its ends
    if side < 30:
        return
    level = t("sns.level", level=ui.level)
    reach = (t("sns.picker.reaches_all") if ui.level >= MAX_LEVEL
             else t("sns.picker.reaches", ranks=ranks_text(sorted(ranks))))
    size = max(MIN_LABEL, min(_fit(level, fs(ui, 16), side, True), _fit(reach, fs(ui, 16), side, True)))
    step = get_font(size, True).get_linesize()
    for text, color, spot, x in ((level, STORM, "midright", eye.centerx - card_w // 2 - gap),
                                 (reach, theme.WHITE, "midleft", eye.centerx + card_w // 2 + gap)):
        lines = wrap_text(text, size, side, True)
        y = eye.centery - step * (len(lines) - 1) // 2
        for k, line in enumerate(lines):
            blit_text(surface, line, size, color, bold=True, **{spot: (x, y + k * step)})

def _gauge(ui: "StarsAndStormsUI") -> tuple[int, int, int, int, int, int]:
    """Where the middle's storm gauge goes: the title's size and top, the pips' centre line and
    radius, the top of the reach line, and the width the lines may take."""
    lay = ui.lay
    eye = lay.eye
    inner_w = lay.discard_rect.x - lay.deck_rect.right - 16
    top = eye.y + max(8, eye.h // 10)
    size = _fit(t("sns.level", level=ui.level), max(16, eye.h // 6), inner_w, True)
    pip_y = top + get_font(size, True).get_linesize() + 4
    pr = max(5, min(9, eye.h // 18))
    return size, top, pip_y, pr, pip_y + pr + 6, inner_w


# ---- zones ---------------------------------------------------------------------------
def _slot_glow(ui: "StarsAndStormsUI", surface: pygame.Surface, geom: ZoneGeom) -> None:
    ranks, strength = ui.highlight_ranks()
    if not ranks or strength <= 0:
        return
    for r in ranks:
        rect = ui.slot_span(geom, r)
        glow_rect(surface, rect.inflate(6, 6), STORM, strength)


def _lit(ui: "StarsAndStormsUI", rank: int) -> float:
    """How strongly ``rank``'s tiles are lit as in a storm's reach (0: not)."""
    ranks, strength = ui.highlight_ranks()
    return strength if rank in ranks else 0.0


def _empty_tile(surface: pygame.Surface, slot: pygame.Rect, rank: int, col: Color, lit: float, size: int,
                width: int, radius: int) -> None:
    """An empty tile: its outline and rank; in a storm's reach filled with the storm's blue and
    outlined in it, its rank in white, so the reach reads at a glance."""
    if lit > 0:
        fill = pygame.Surface(slot.size, pygame.SRCALPHA)
        pygame.draw.rect(fill, (*STORM, int(150 * lit)), fill.get_rect(), border_radius=radius)
        surface.blit(fill, slot.topleft)
        col = _mix(col, STORM, lit)
        width += 1
    pygame.draw.rect(surface, col, slot, width, border_radius=radius)
    blit_text(surface, rank_name(rank), size, _mix(col, theme.WHITE, lit), bold=True, center=slot.center)


def _mix(a: Color, b: Color, f: float) -> Color:
    f = max(0.0, min(1.0, f))
    return (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f))


def _reach_ring(ui: "StarsAndStormsUI", surface: pygame.Surface, span: pygame.Rect, rank: int) -> None:
    """Round the stars of ``rank`` in a storm's reach: a storm-blue ring just outside them (over none
    of their rank or suit)."""
    lit = _lit(ui, rank)
    if lit > 0:
        pygame.draw.rect(surface, _mix((40, 90, 110), STORM, lit), span.inflate(6, 6), 2,
                         border_radius=max(4, span.w // 4))

def zone_ring(geom: ZoneGeom) -> pygame.Rect:
    """The rect of the ellipse through the centres of a zone's slots (its rings are this, inflated)."""
    pts = [s.center for s in geom.slots]
    ring = pygame.Rect(min(p[0] for p in pts), min(p[1] for p in pts), 1, 1)
    ring.union_ip(pygame.Rect(max(p[0] for p in pts), max(p[1] for p in pts), 1, 1))
    return ring


def _draw_big_zone(ui: "StarsAndStormsUI", surface: pygame.Surface, geom: ZoneGeom) -> None:
    seat = geom.seat
    lay = ui.lay
    out = not ui.active[seat]
    ring = zone_ring(geom)
    band = pygame.Surface(geom.bounds.size, pygame.SRCALPHA)
    local = ring.move(-geom.bounds.x, -geom.bounds.y)
    pygame.draw.ellipse(band, (0, 0, 0, 55), local.inflate(lay.sw * 2, lay.sh + 8))
    pygame.draw.ellipse(band, (8, 40, 28, 90), local.inflate(-lay.sw * 0.6, -lay.sh * 0.5))
    surface.blit(band, geom.bounds.topleft)
    if ui.destroyer == seat:
        pygame.draw.ellipse(surface, DESTROYER, ring.inflate(lay.sw * 2 + 14, lay.sh + 22), 3)
    if ui.turn == seat and ui.active[seat] and ui.round_live:
        pygame.draw.ellipse(surface, theme.ACCENT, ring.inflate(lay.sw * 2 + 4, lay.sh + 12), 3)
    pygame.draw.ellipse(surface, (60, 120, 100), ring, 1)
    if ui.drag_target == "star" and ui.aimed_card() is not None:
        pygame.draw.ellipse(surface, theme.ACCENT, ring.inflate(lay.sw * 2 + 14, lay.sh + 22), 3)
    _slot_glow(ui, surface, geom)
    zone = ui.zones[seat]
    font_r = max(12, lay.sh // 3)
    for rank in range(1, 14):
        slot = geom.slot(rank)
        stars = [st for st in zone if st.rank == rank]
        heat = rank == ui.heat_rank
        if not stars:
            _empty_tile(surface, slot, rank, HEAT if heat else EMPTY_SLOT, _lit(ui, rank), font_r, 2, 6)
            continue
        _reach_ring(ui, surface, ui.slot_span(geom, rank), rank)
        for k, st in enumerate(stars):
            x, y = ui.star_pos(geom, rank, k, len(stars))
            draw_shadowed(surface, card_face(st.as_card, lay.sw, lay.sh), (x, y), 0)
            if st.is_joker:
                _pill(surface, t("sns.joker_tag"), max(9, lay.sh // 6), theme.WHITE, (150, 60, 160),
                      (x + lay.sw // 2, y + lay.sh - 6))
        if heat:
            pygame.draw.rect(surface, HEAT, ui.slot_span(geom, rank).inflate(4, 4), 2, border_radius=6)
    _draw_big_info(ui, surface, geom, out)

def _draw_big_info(ui: "StarsAndStormsUI", surface: pygame.Surface, geom: ZoneGeom, out: bool) -> None:
    seat = geom.seat
    inner = geom.inner
    cx = inner.centerx
    name = ui.table.name(seat)
    head = name
    y = inner.y + max(0, (inner.h - fs(ui, 62)) // 2)
    r = blit_text(surface, head, _fit(head, fs(ui, 18), inner.w // 2, True), (150, 150, 150) if out else theme.WHITE,
                  bold=True, midtop=(cx, y))
    x = r.right + 10
    badges = _seat_badges(ui, seat)
    if out:  # beside the name: in the middle of the zone it covered the line of stars and points
        badges.insert(0, (t("table.out"), theme.WHITE, theme.DANGER))
    for text, fg, bg in badges:
        bw = get_font(fs(ui, 13), True).size(text)[0] + 12
        _pill(surface, text, fs(ui, 13), fg, bg, (x + bw // 2, r.centery))
        x += bw + 8
    stars = ui.zones[seat]
    parts = [stars_points(len(stars), sum(s.rank for s in stars)),
             t("sns.wins", n=ui.round_wins[seat])]
    if ui.flags.get("stakes"):
        parts.append(t("sns.chips", n=signed(ui.chips[seat].shown)))
    line = "   ".join(parts)
    blit_text(surface, line, _fit(line, fs(ui, 16), inner.w), theme.MUTED, midtop=(cx, y + fs(ui, 24)))
    status, color = ui.status_text()
    if status:
        blit_text(surface, status, _fit(status, fs(ui, 16), inner.w, True), color, bold=True, midtop=(cx, y + fs(ui, 46)))
    _draw_flash(ui, surface, seat, geom)

def dial_name_room(geom: ZoneGeom, top: int, size: int) -> int:
    """How wide a dial's name, centred at ``top``, may be: up to a small gap before the nearest tiles
    beside its row on either side (the ring's tiles reach in past its inner width)."""
    cx = geom.center[0]
    row = pygame.Rect(geom.bounds.x, top, geom.bounds.w, get_font(size, True).get_height())
    beside = [slot for slot in geom.slots if slot.colliderect(row)]
    left = max((slot.right for slot in beside if slot.centerx < cx), default=geom.inner.x - 5)
    right = min((slot.left for slot in beside if slot.centerx > cx), default=geom.inner.right + 5)
    return max(0, 2 * min(cx - left, right - cx) - 4)


def dial_name(geom: ZoneGeom, name: str, top: int, biggest: int) -> tuple[int, str]:
    """A dial's name at the largest size from ``biggest`` down to 9 px at which it fits its row between
    the tiles (a smaller row clears more of them); at 9 px a name still too long is cut with "…"."""
    for size in range(biggest, 9, -1):
        if get_font(size, True).size(name)[0] <= dial_name_room(geom, top, size):
            return size, name
    return fit_line(name, 9, 9, dial_name_room(geom, top, 9), True)


def _draw_dial(ui: "StarsAndStormsUI", surface: pygame.Surface, geom: ZoneGeom, badges: list[Badge]) -> None:
    seat = geom.seat
    lay = ui.lay
    out = not ui.active[seat]
    cx, cy = geom.center
    outer = geom.radius + lay.tile // 2 + 5
    disc = pygame.Surface((outer * 2 + 4, outer * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(disc, (8, 36, 26, 150 if not out else 90), (outer + 2, outer + 2), outer)
    surface.blit(disc, (cx - outer - 2, cy - outer - 2))
    if ui.destroyer == seat:
        pygame.draw.circle(surface, DESTROYER, (cx, cy), outer + 6, 3)
    if ui.turn == seat and not out and ui.round_live:
        pygame.draw.circle(surface, theme.ACCENT, (cx, cy), outer + 2, 3)
    pygame.draw.circle(surface, (50, 100, 80), (cx, cy), geom.radius, 1)
    _slot_glow(ui, surface, geom)
    zone = ui.zones[seat]
    tile = lay.tile
    for rank in range(1, 14):
        slot = geom.slot(rank)
        stars = [st for st in zone if st.rank == rank]
        _draw_tile(ui, surface, slot, rank, stars, rank == ui.heat_rank, out)
    # the seat in the middle of its dial
    inner = geom.inner
    name = ui.table.name(seat)
    ny = cy - int(inner.h * 0.5)
    size, name = dial_name(geom, name, ny, max(12, tile * 6 // 10))
    blit_text(surface, name, size, (150, 150, 150) if out else theme.WHITE, bold=True, midtop=(cx, ny))
    small = max(11, tile // 2)
    sp = t("sns.stars_points_short", stars=len(zone), points=sum(s.rank for s in zone))
    sp_rect = blit_text(surface, sp, _fit(sp, small, inner.w + 6), theme.GOLD, midtop=(cx, ny + int(tile * 0.75)))
    n = ui.sizes[seat]
    bw, bh = max(8, tile * 2 // 5), max(11, tile * 14 // 25)
    by = ny + int(tile * 0.75) + small + 4
    step = bw * 2 // 3
    x0 = cx - (step * (n - 1) + bw) // 2
    below = by + bh + 3  # where the line of wins goes
    if out:  # in the row of its cards (it holds none), under its stars and points
        size = max(10, min(tile * 3 // 4, bh))
        ph = get_font(size, True).size(t("table.out"))[1] + 2
        pill = _pill(surface, t("table.out"), size, theme.WHITE, theme.DANGER, (cx, sp_rect.bottom + 1 + ph // 2))
        below = max(below, pill.bottom + 1)
    else:
        for k in range(n):
            back = pygame.Rect(x0 + k * step, by, bw, bh)
            pygame.draw.rect(surface, theme.PAPER, back, border_radius=2)
            pygame.draw.rect(surface, theme.BACK_RED, back.inflate(-3, -3), border_radius=2)
        if n == 0:
            blit_text(surface, t("sns.no_cards"), max(10, small - 2), theme.MUTED, midtop=(cx, by))
    wl = t("sns.wins", n=ui.round_wins[seat])
    blit_text(surface, wl, _fit(wl, max(10, small - 1), inner.w + 6), theme.MUTED, midtop=(cx, below))
    chips = ui.chips[seat]
    for text, size, fg, bg, rect in badges:
        if text == chips_badge(round(chips.target)):  # placed for the settled figure, counting to it
            text = chips_badge(chips.shown)
        _pill(surface, text, size, fg, bg, rect.center)
    _draw_flash(ui, surface, seat, geom)

# ---- the small dials' badges ---------------------------------------------------------
Badge = tuple[str, int, Color, Color, pygame.Rect]  # text, size, colours, where
ATTACH = 6  # px: the farthest a small dial's badge may be from the dial's rings (unless by one of its own)


def chips_badge(chips: int) -> str:
    """A seat's chips as its badge says them: "−9 chips", "+1 chip" (筹码 −9)."""
    return t("sns.chips_badge", chips=signed(chips), n=abs(chips))


def _seat_badges(ui: "StarsAndStormsUI", seat: int) -> list[tuple[str, Color, Color]]:
    """A small dial's badges: star destroyer, times blown out, and (with stakes) its chips, placed for
    the settled figure (the badge counts to it as the chips change)."""
    badges: list[tuple[str, Color, Color]] = []
    if ui.destroyer == seat:
        badges.append((t("sns.destroyer_badge"), theme.WHITE, DESTROYER))
    if ui.flags.get("early_elimination") and ui.blowouts[seat]:
        badges.append((t("sns.blowouts", n=ui.blowouts[seat]), theme.WHITE, (150, 50, 45)))
    return badges


def _chips_badges(ui: "StarsAndStormsUI", seat: int) -> list[tuple[str, Color, Color]]:
    """With stakes, a small dial's chips as a badge of its own (the big zone says them in its line),
    placed for the settled figure (the badge counts to it as the chips change)."""
    if not ui.flags.get("stakes"):
        return []
    return [(chips_badge(round(ui.chips[seat].target)), theme.GOLD, (22, 54, 42))]


def _hits_ellipse(rect: pygame.Rect, ellipse: pygame.Rect) -> bool:
    """Whether ``rect`` overlaps the ellipse inscribed in ``ellipse``."""
    rx, ry = ellipse.w / 2, ellipse.h / 2
    cx, cy = ellipse.x + rx, ellipse.y + ry
    nx = min(max(cx, rect.left), rect.right) - cx  # the rect's point nearest the ellipse's centre
    ny = min(max(cy, rect.top), rect.bottom) - cy
    return (nx / rx) ** 2 + (ny / ry) ** 2 < 1


def _dial_reach(lay: TableLayout, geom: ZoneGeom) -> int:
    """The radius of a small dial's disc with the rings drawn round it."""
    return geom.radius + lay.tile // 2 + 5 + 8


def _dial_disc(lay: TableLayout, geom: ZoneGeom) -> pygame.Rect:
    """The square around a small dial's disc and the rings drawn round it."""
    reach = _dial_reach(lay, geom)
    return pygame.Rect(geom.center[0] - reach, geom.center[1] - reach, 2 * reach, 2 * reach)


def _ring_gap(rect: pygame.Rect, lay: TableLayout, geom: ZoneGeom) -> float:
    """How far ``rect`` is from a small dial's rings (0 or less: it reaches them)."""
    cx, cy = geom.center
    x, y = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
    return math.hypot(x - cx, y - cy) - _dial_reach(lay, geom)


def _attached(rects: list[pygame.Rect], lay: TableLayout, geom: ZoneGeom, own: list[pygame.Rect], gap: int) -> bool:
    """Whether every one of ``rects`` hangs on its dial: within ATTACH of its rings, or within ``gap``
    (as far apart as a row's badges) of one that is, or of ``own`` (the dial's badges placed before)."""
    held = [r.inflate(2 * gap, 2 * gap) for r in own]
    loose = list(rects)
    while loose:
        near = [r for r in loose if _ring_gap(r, lay, geom) <= ATTACH or r.collidelist(held) >= 0]
        if not near:
            return False
        held += [r.inflate(2 * gap, 2 * gap) for r in near]
        loose = [r for r in loose if r not in near]
    return True


def _in_the_way(ui: "StarsAndStormsUI", seat: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What ``seat``'s badges must not touch: boxes (the piles, the round's lines, the person's slots)
    and ellipses (the middle, the other dials)."""
    lay = ui.lay
    d, dr = lay.deck_rect, lay.discard_rect
    boxes = [d.union(d.move(-8, -8)).inflate(4, 4), dr.inflate(dr.h // 4, dr.w // 4)]
    boxes += [r.inflate(4, 4) for r in _round_info_rects(ui)]
    ellipses = [lay.eye]
    for geom in lay.zones.values():
        if geom.big:
            boxes += [slot.inflate(6, 6) for slot in geom.slots]
        elif geom.seat != seat:
            ellipses.append(_dial_disc(lay, geom))
    return boxes, ellipses


def _place_badges(ui: "StarsAndStormsUI", geom: ZoneGeom, taken: list[pygame.Rect],
                  badges: list[tuple[str, Color, Color]], own: list[pygame.Rect] = ()) -> tuple[list[Badge], bool]:
    """A small dial's ``badges`` as pills clear of its tiles, the middle, the other zones and ``taken``,
    each hanging on the dial (_attached; ``own``: its badges placed before, which these may sit
    beside): in a row just under its lowest tiles (slid aside if need be), else one under the other
    there, else one under the other beside its lower half, each against the dial's rings (a dial
    wedged in by its neighbours), each nearer its own dial than any other. With whether that place is
    clear (else it is the first tried)."""
    if not badges:
        return [], True
    lay = ui.lay
    size = max(10, max(11, lay.tile // 2) - 1)
    font = get_font(size, True)
    sizes = [(font.size(text)[0] + 12, font.size(text)[1] + 2) for text, _, _ in badges]
    gap = max(8, size * 3 // 4)
    cx, cy = geom.center
    top = max(slot.bottom for slot in geom.slots) + 2
    width = sum(w for w, _ in sizes) + gap * (len(sizes) - 1)
    inside = lay.rect.inflate(-8, -4)

    def row(x: int) -> list[pygame.Rect]:
        x = max(inside.x, min(x, inside.right - width))
        out = []
        for w, h in sizes:
            out.append(pygame.Rect(x, top, w, h))
            x += w + gap
        return out

    def column(y: int, side: int) -> list[pygame.Rect]:
        """Pills one under the other from ``y``: centred under the dial (side 0), or beside it, each
        against its rings."""
        out = []
        ring = _dial_reach(lay, geom) + 2
        for w, h in sizes:
            r = pygame.Rect(0, y, w, h)
            dy = max(0, r.top - cy, cy - r.bottom)
            edge = int(math.ceil(math.sqrt(max(0, ring * ring - dy * dy))))
            if side == 0:
                r.centerx = cx
            elif side > 0:
                r.x = cx + edge
            else:
                r.right = cx - edge
            out.append(r)
            y += h + 3
        return out

    def beside(o: pygame.Rect) -> list[list[pygame.Rect]]:
        """One pill next to ``o`` (one of the dial's badges placed before): after it or before it in its
        row, or under or over it."""
        w, h = sizes[0]
        return [[pygame.Rect(o.right + gap, o.y, w, h)], [pygame.Rect(o.x - gap - w, o.y, w, h)],
                [pygame.Rect(o.centerx - w // 2, o.bottom + 3, w, h)], [pygame.Rect(o.centerx - w // 2, o.y - 3 - h, w, h)]]

    inwards = 1 if cx <= lay.rect.centerx else -1
    candidates = [c for o in own for c in beside(o)] if len(sizes) == 1 else []
    candidates += [row(cx - width // 2 + sign * shift) for shift in range(0, width // 2, 4) for sign in (-inwards, inwards)]
    if len(sizes) > 1:
        candidates.append(column(top, 0))
    tall = sum(h + 3 for _, h in sizes) - 3
    for side in (inwards, -inwards):
        candidates += [column(y, side) for y in range(top - tall, cy - 1, -4)]
    boxes, ellipses = _in_the_way(ui, geom.seat)
    boxes = boxes + taken
    others = [g for g in lay.zones.values() if not g.big and g.seat != geom.seat]

    def clear(rects: list[pygame.Rect]) -> bool:
        return all(inside.contains(r) and r.collidelist(boxes) < 0 and not any(_hits_ellipse(r, e) for e in ellipses)
                   for r in rects) and _attached(rects, lay, geom, list(own), gap) and all(
            _ring_gap(r, lay, geom) < min((_ring_gap(r, lay, g) for g in others), default=math.inf) for r in rects)

    chosen = next((c for c in candidates if clear(c)), None)
    return [(text, size, fg, bg, r) for (text, fg, bg), r in zip(badges, chosen or candidates[0])], chosen is not None


def dial_badges(ui: "StarsAndStormsUI") -> dict[int, list[Badge]]:
    """Every small dial's badges, placed clear of each other too (the dial with most badges first).
    Placing tries many spots, so a placement is kept until the table or a badge or line changes."""
    zones = ui.lay.zones
    key = (tuple(ui.lay.rect), tuple(zones), tuple(tuple(_seat_badges(ui, s) + _chips_badges(ui, s)) for s in zones),
           tuple(line[0] for line in _round_info(ui)))
    if ui.badges_placed is not None and ui.badges_placed[0] == key:
        return ui.badges_placed[1]
    dials = sorted((g for g in ui.lay.zones.values() if not g.big), key=lambda g: -len(_seat_badges(ui, g.seat)))
    placed: dict[int, list[Badge]] = {}
    taken: list[pygame.Rect] = []
    later = []
    for geom in dials:  # the chips with the dial's other badges where they all fit, else on their own after
        placed[geom.seat], fits = _place_badges(ui, geom, taken, _seat_badges(ui, geom.seat) + _chips_badges(ui, geom.seat))
        if not fits and _chips_badges(ui, geom.seat):
            placed[geom.seat] = _place_badges(ui, geom, taken, _seat_badges(ui, geom.seat))[0]
            later.append(geom)
        taken += [r.inflate(12, 6) for *_, r in placed[geom.seat]]
    for geom in later:
        own = [r for *_, r in placed[geom.seat]]
        chips = _place_badges(ui, geom, taken, _chips_badges(ui, geom.seat), own)[0]
        placed[geom.seat] = placed[geom.seat] + chips
        taken += [r.inflate(12, 6) for *_, r in chips]
    ui.badges_placed = (key, placed)
    return placed


def _draw_tile(ui: "StarsAndStormsUI", surface: pygame.Surface, slot: pygame.Rect, rank: int,
               stars: list[Star], heat: bool, out: bool) -> None:
    size = slot.w
    if not stars:
        _empty_tile(surface, slot, rank, HEAT if heat else EMPTY_SLOT, _lit(ui, rank), max(9, size * 9 // 20), 1,
                    size // 4)
        return
    _reach_ring(ui, surface, slot, rank)
    pygame.draw.rect(surface, (225, 222, 210) if out else theme.PAPER, slot, border_radius=size // 4)
    if heat:
        pygame.draw.rect(surface, HEAT, slot, 2, border_radius=size // 4)
    if any(st.is_joker for st in stars):
        pygame.draw.circle(surface, (150, 60, 160), (slot.right - 4, slot.y + 4), max(2, size // 9))
    rs = max(9, size * 11 // 20)
    red = all(st.as_card.suit.is_red for st in stars)
    blit_text(surface, rank_name(rank), rs, theme.RED if red else theme.INK, bold=True,
              center=(slot.centerx, slot.y + int(size * 0.36)))
    ss = max(8, size * 7 // 20)
    if len(stars) <= 2:
        syms = [(st.as_card.suit.symbol, theme.RED if st.as_card.suit.is_red else theme.INK) for st in stars]
        font = get_font(ss)
        total = sum(font.size(sy)[0] for sy, _ in syms)
        x = slot.centerx - total // 2
        for sy, col in syms:
            r = blit_text(surface, sy, ss, col, topleft=(x, slot.y + int(size * 0.58)))
            x = r.right
    else:
        blit_text(surface, f"×{len(stars)}", ss, theme.INK, bold=True,
                  center=(slot.centerx, slot.y + int(size * 0.76)))

def _draw_flash(ui: "StarsAndStormsUI", surface: pygame.Surface, seat: int, geom: ZoneGeom) -> None:
    if seat not in ui.flash:
        return
    said, left = ui.flash[seat]
    text = live(said)
    alpha = int(255 * min(1.0, left / 0.4))
    size = ui.scaled(30) if geom.big else max(16, ui.lay.tile)
    w, h = get_font(size, True).size(text)
    box = pygame.Rect(0, 0, w + size // 2 + 8, h + 4)
    box.center = geom.center
    back = pygame.Surface(box.size, pygame.SRCALPHA)  # hiding the zone's lines it crosses, as the banner's band does
    pygame.draw.rect(back, (*BAND, alpha), back.get_rect(), border_radius=box.h // 3)
    surface.blit(back, box.topleft)
    blit_text(surface, text, size, (255, 110, 90, alpha), bold=True, center=geom.center)

def _draw_sweep(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    assert ui.sweep is not None
    suit, left, total = ui.sweep
    p = 1 - left / total
    r = ui.lay.rect
    x = r.x + int(r.w * (p * 1.3 - 0.15))
    band_w = max(60, r.w // 7)
    s = pygame.Surface((band_w, r.h), pygame.SRCALPHA)
    for k in range(band_w):
        a = int(110 * math.sin(math.pi * k / band_w))
        pygame.draw.line(s, (*HEAT, a), (k, 0), (k, r.h))
    surface.blit(s, (x - band_w // 2, r.y))
    blit_text(surface, suit.symbol, max(40, r.h // 6), (255, 200, 160, int(200 * min(1.0, left / 0.3))),
              center=(x, r.centery))

# ---- the hand ------------------------------------------------------------------------
HEAT_PAD = 8  # the heat tag's width beyond its word


def heat_tag(card: Card, r: pygame.Rect, size: int, shown: int) -> tuple[int, pygame.Rect]:
    """The heat tag's font size and place on the hand card at ``r``, of which the fan leaves the left
    ``shown`` pixels in view: at the card's foot by its left edge, below the centre pip (the middle
    half of the card's width over its middle three fifths, as the card art draws it, a court card's
    frame included), hanging a little below the card where its foot is too short, and ending before
    the bottom-right index and the next card (made smaller down to 8 px if need be)."""
    text = t("sns.heat_tag")
    index, (ix, top) = corner_index(card, r.w, r.h)
    right = min(r.right - ix - index.get_width(), r.x + shown) - 2
    size = fit_line(text, size, 8, right - r.x - 2 - HEAT_PAD, True)[0]
    w, h = get_font(size, True).size(text)
    tag = pygame.Rect(r.x + 2, 0, w + HEAT_PAD, h + 2)  # as _pill sizes it with this pad
    pip_bottom = r.y + int(r.h * 0.2) + int(r.h * 0.6)
    tag.top = max(r.bottom - top - tag.h, pip_bottom + 1)
    return size, tag

def _draw_hand(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    fan = ui.fan
    lay = ui.lay
    shown = len(ui.hand) - ui.incoming
    for i, card in enumerate(ui.hand):
        if i >= len(fan.rects) or i == fan.drag or i == ui.returning or i >= shown:
            continue
        pos = fan.card_pos(i)
        r = pygame.Rect(pos, (lay.cw, lay.ch))
        if ui.heat_rank is not None and card.rank == ui.heat_rank and not card.is_joker:
            glow_rect(surface, r.inflate(4, 4), HEAT, 1.0)
        draw_shadowed(surface, card_face(card, lay.cw, lay.ch), pos, 0)
        if ui.heat_rank is not None and card.rank == ui.heat_rank and not card.is_joker:  # (it may hang below)
            on_top = [fan.rects[k].x - r.x for k in range(i + 1, shown) if k != fan.drag and k != ui.returning]
            size, tag = heat_tag(card, r, fs(ui, 12), min([lay.cw, *on_top]))
            _pill(surface, t("sns.heat_tag"), size, theme.WHITE, (200, 90, 40), tag.center, HEAT_PAD)
    focus = fan.focus
    if focus is not None and focus < min(shown, len(fan.rects)) and focus != fan.drag and focus != ui.returning:
        # the keyboard's card: the ring of every screen, whole, over the cards that overlap it
        r = pygame.Rect(fan.card_pos(focus), (lay.cw, lay.ch))
        draw_focus_ring(surface, r, ui.table.scale)
        if ui.table.viewer_legal() and not isinstance(ui.hinted, EndTurn):  # (Enter then ends the turn)
            _draw_key_hint(ui, surface, r, min(rect.x for rect in fan.rects[:shown] or [r]))


def _draw_key_hint(ui: "StarsAndStormsUI", surface: pygame.Surface, card: pygame.Rect, fan_left: int) -> None:
    """'S star · W storm · Enter asks' beside the hand, left of the fan (above the card it crossed the
    zone's rings); where a wide fan leaves no room before the Hint button, just above that button
    instead, slid left (and made smaller if need be) to end before the fan."""
    text, size = t("sns.key_hint"), fs(ui, 13)
    w, h = get_font(size, True).size(text)
    spot = pygame.Rect(0, 0, w, h)
    spot.midright = (fan_left - fs(ui, 14), card.centery)
    hint = ui.hint_btn.rect
    if (ui.hint_shown() and spot.colliderect(hint.inflate(fs(ui, 8), 0))) or spot.x < ui.lay.rect.x:
        left, right = ui.lay.rect.x + 4, fan_left - fs(ui, 6)
        size = _fit(text, size, right - left, True)
        spot.size = get_font(size, True).size(text)
        spot.midbottom = (hint.centerx, hint.y - fs(ui, 6))
        spot.right = min(spot.right, right)
        spot.x = max(spot.x, left)
    blit_text(surface, text, size, theme.ACCENT, bold=True, topleft=spot.topleft)

def draw_drag(ui: "StarsAndStormsUI", surface: pygame.Surface) -> None:
    """The dragged card, and where a dragged (or selected) card would land as a star."""
    fan = ui.fan
    lay = ui.lay
    asked = ui.prompt_storm()
    if asked is not None:  # Storm ringed on the star-or-storm question: its reach and toll, no "click" label
        if not ui.hand[asked].is_joker:
            *_, y, inner_w = _gauge(ui)
            _draw_aim_note(ui, surface, ui.hand[asked], pygame.Rect(lay.eye.centerx, y, 0, fs(ui, 16)), y, inner_w)
        return
    i = ui.aimed_card()
    if i is None or (fan.drag is None and ui.drag_target is None):
        return
    card = ui.hand[i]
    dragging = fan.drag is not None
    if ui.drag_target == "star" and not card.is_joker:
        geom = lay.zones[ui.table.viewer]
        glow_rect(surface, ui.slot_span(geom, card.rank).inflate(10, 10), theme.ACCENT, 1.0)
        blit_text(surface, t("sns.drop_star") if dragging else t("sns.click_star"), fs(ui, 18), theme.ACCENT,
                  bold=True, midtop=(geom.inner.centerx, geom.inner.bottom - 4))
    if dragging:
        draw_shadowed(surface, card_face(card, lay.cw, lay.ch), fan.drag_pos, 12)
    if ui.drag_target == "storm":  # inside the middle, under the reach line (below it, it crossed the zone's rings)
        *_, y, inner_w = _gauge(ui)
        label = t("sns.drop_storm") if dragging else t("sns.click_storm")
        size = _fit(label, fs(ui, 16), inner_w - 12, True)
        h = get_font(size, True).get_linesize()
        pill = _pill(surface, label, size, theme.ACCENT, (12, 40, 34), (lay.eye.centerx, y + fs(ui, 18) + h // 2))
        if not card.is_joker:  # (a joker's rank is chosen in its picker, which says the same)
            _draw_aim_note(ui, surface, card, pill, y, inner_w)


def _draw_aim_note(ui: "StarsAndStormsUI", surface: pygame.Surface, card: Card, pill: pygame.Rect, y: int,
                   inner_w: int) -> None:
    """Round the aimed storm's label: over the middle's reach line (from ``y``), the ranks this storm
    reaches; under the label, the stars it blows away (the person's own among them), as the joker's
    picker says them. The lit tiles show where."""
    heat = card.suit if card.rank == ui.heat_rank else None
    reach, hits = storm_note(card.rank, ui.level, ui.zones, ui.table.viewer, heat)[-2:]
    for text, spot in ((reach, "midtop"), (hits, "below")):
        size, text = fit_line(text, fs(ui, 14), 11, inner_w - 12, True)
        box = pygame.Rect((0, 0), get_font(size, True).size(text)).inflate(12, 2)
        if spot == "midtop":
            box.midtop = (pill.centerx, y - 1)
        else:
            box.midtop = (pill.centerx, pill.bottom + 2)
        pygame.draw.rect(surface, (12, 40, 34), box, border_radius=box.h // 2)
        blit_text(surface, text, size, STORM if spot == "midtop" else theme.WHITE, bold=True, center=box.center)
