"""Where everything sits on the Stars and Storms table, relative to the table's rectangle.

Every star zone is a ring of 13 rank slots in circular order (A at the top, clockwise to K, so A sits
between K and 2). The viewer's zone is a wide ring above their hand; the other zones are compact dials
on an arc around the storm "eye" in the middle of the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from app.ui import theme
from app.ui.cardart import card_size

RANKS = tuple(range(1, 14))
HAND_MARGIN = 10  # pixels between the hand's cards and the bottom of the window, as in Deadline 99


@dataclass
class ZoneGeom:
    """One seat's star zone: a slot rectangle per rank (index rank - 1)."""

    seat: int
    big: bool
    center: tuple[int, int]
    slots: list[pygame.Rect]
    bounds: pygame.Rect  # hit area for drops and clicks
    radius: int  # dial radius (compact) or the ring's vertical radius (big)
    inner: pygame.Rect  # free space in the middle of the ring for the seat's name and numbers

    def slot(self, rank: int) -> pygame.Rect:
        return self.slots[rank - 1]


@dataclass
class TableLayout:
    rect: pygame.Rect
    cw: int  # hand card size
    ch: int
    sw: int  # star card size in the viewer's zone
    sh: int
    tile: int  # slot tile size in a compact zone
    hand_area: pygame.Rect
    end_button: pygame.Rect
    hint_button: pygame.Rect  # left of the hand, as End turn is right of it
    eye: pygame.Rect  # the middle of the table: drop here for a storm
    deck_rect: pygame.Rect
    discard_rect: pygame.Rect
    zones: dict[int, ZoneGeom]
    scale: float  # text scale relative to a 1280×720 window (the shared UI scale above it)

    def stack_dx(self, big: bool) -> int:
        return max(6, int(self.sw * 0.3)) if big else 0


def _ellipse_points(cx: float, cy: float, rx: float, ry: float, n: int) -> list[tuple[int, int]]:
    """``n`` points at equal arc length on an ellipse, starting at the top and going clockwise."""
    samples = 720
    pts = []
    for k in range(samples + 1):
        phi = -math.pi / 2 + 2 * math.pi * k / samples
        pts.append((cx + rx * math.cos(phi), cy + ry * math.sin(phi)))
    lengths = [0.0]
    for k in range(1, len(pts)):
        lengths.append(lengths[-1] + math.dist(pts[k - 1], pts[k]))
    total = lengths[-1]
    out: list[tuple[int, int]] = []
    j = 0
    for i in range(n):
        target = total * i / n
        while j < len(lengths) - 1 and lengths[j + 1] < target:
            j += 1
        out.append((int(round(pts[j][0])), int(round(pts[j][1]))))
    return out


def _big_zone(seat: int, cx: int, cy: int, rx: int, ry: int, sw: int, sh: int) -> ZoneGeom:
    slots = []
    for x, y in _ellipse_points(cx, cy, rx, ry, 13):
        r = pygame.Rect(0, 0, sw, sh)
        r.center = (x, y)
        slots.append(r)
    bounds = pygame.Rect(0, 0, 2 * rx + sw * 2, 2 * ry + sh + 10)
    bounds.center = (cx, cy)
    inner = pygame.Rect(0, 0, int(2 * (rx - sw * 1.2)), max(20, int(2 * (ry - sh * 0.55))))
    inner.center = (cx, cy)
    return ZoneGeom(seat, True, (cx, cy), slots, bounds, ry, inner)


def _dial(seat: int, cx: int, cy: int, radius: int, tile: int) -> ZoneGeom:
    slots = []
    for i in range(13):
        a = -math.pi / 2 + 2 * math.pi * i / 13
        r = pygame.Rect(0, 0, tile, tile)
        r.center = (int(cx + radius * math.cos(a)), int(cy + radius * math.sin(a)))
        slots.append(r)
    span = 2 * radius + tile + 8
    bounds = pygame.Rect(0, 0, span, span)
    bounds.center = (cx, cy)
    side = int(2 * (radius - tile * 0.55) * 0.78)
    inner = pygame.Rect(0, 0, side, side)
    inner.center = (cx, cy)
    return ZoneGeom(seat, False, (cx, cy), slots, bounds, radius, inner)


def clear_place(home: pygame.Rect, narrower: list[tuple[int, int]], area: pygame.Rect,
                keep: list[list[pygame.Rect]], step: int = 6) -> pygame.Rect:
    """Where a panel goes: ``home`` if it covers nothing in ``keep`` (groups of rects, the most needed
    first); else the place nearest ``home`` inside ``area``, at its size or one of the ``narrower``
    sizes (each tried in turn), that covers none of them; failing that, none of all but the last
    group, and so on down to the first alone; else ``home``."""
    if home.collidelist([r for group in keep for r in group]) < 0:
        return home
    shapes = []
    for w, h in [home.size, *narrower]:
        start = pygame.Rect(0, 0, w, h)
        start.midtop = home.midtop
        xs = [*range(0, area.right - start.right + 1, step), *range(-step, area.x - start.x - 1, -step)]
        ys = [*range(0, area.bottom - start.bottom + 1, step), *range(-step, area.y - start.y - 1, -step)]
        moves = sorted(((dx, dy) for dx in xs for dy in ys), key=lambda m: m[0] * m[0] + m[1] * m[1])
        shapes.append((start, moves))
    for n in range(len(keep), 0, -1):
        blocks = [r for group in keep[:n] for r in group]
        for start, moves in shapes:
            for dx, dy in moves:
                spot = start.move(dx, dy)
                if spot.collidelist(blocks) < 0:
                    return spot
    return home


def _arc_angles(k: int) -> list[float]:
    """Screen angles (degrees, 180 = left, 270 = top, 360 = right) for ``k`` other seats, in play order."""
    presets = {
        1: [270.0], 2: [212.0, 328.0], 3: [180.0, 270.0, 360.0], 4: [180.0, 242.0, 298.0, 360.0],
        5: [180.0, 225.0, 270.0, 315.0, 360.0],
    }
    if k in presets:
        return presets[k]
    return [180.0 + 180.0 * i / max(1, k - 1) for i in range(k)]


def compute(rect: pygame.Rect, viewer: int, players: int, ui_scale: float = 1.0) -> TableLayout:
    """The whole table for ``players`` seats with ``viewer`` at the bottom, with the table's bar and
    log at ``ui_scale`` (theme.ui_scale)."""
    w, h = rect.w, rect.h
    cw, ch = card_size(h, 0.78)
    sh = max(36, int(h * 0.08))
    sw = int(sh * 5 / 7)
    others = [(viewer + k) % players for k in range(1, players)]
    crowd = len(others)
    radius = int(min(h * (0.1 if crowd <= 3 else 0.092), w * (0.075 if crowd >= 5 else 0.09)))
    radius = max(38, radius)
    tile = max(16, int(2 * math.pi * radius / 13 * 0.8))
    dial_half = radius + tile // 2 + 4

    hand_w = int(min(w * 0.42, cw * 5.2))
    hand_area = pygame.Rect(rect.centerx - hand_w // 2, rect.bottom - ch - 4 - HAND_MARGIN, hand_w, ch + 4)
    end_button = pygame.Rect(0, 0, max(120, int(w * 0.14)), max(40, int(h * 0.065)))
    end_button.midleft = (hand_area.right + 18, hand_area.centery + 6)
    if end_button.right > rect.right - 8:
        end_button.right = rect.right - 8
    hint_button = pygame.Rect(0, 0, max(100, int(w * 0.1)), end_button.h)
    hint_button.midright = (hand_area.x - 18, end_button.centery)
    if hint_button.x < rect.x + 8:
        hint_button.x = rect.x + 8

    # the viewer's ring: between the middle band and the hand (the hand lifts by ch/7 on hover)
    zone_bottom = hand_area.y - ch // 7 - 6
    zone_top = rect.y + int(h * 0.5)
    ry = max(int(sh * 0.9), (zone_bottom - zone_top - sh) // 2)
    rx = int(min(w * 0.40, w / 2 - sw - 12))
    zcy = zone_bottom - sh // 2 - ry
    zones: dict[int, ZoneGeom] = {viewer: _big_zone(viewer, rect.centerx, zcy, rx, ry, sw, sh)}

    # the eye in the middle and the other dials on an arc above it
    ring_top = zcy - ry - sh // 2
    scale = theme.game_scale(ui_scale, h / 672, 0.85)
    eye_w = int(min(w * 0.42, 460 * scale))
    eye_h = int(min(h * 0.2, 150 * scale, max(84, (ring_top - rect.y) - 2 * dial_half - 18)))
    eye_cy = ring_top - eye_h // 2 - 10
    top_cy = rect.y + dial_half + 4
    arc_rx = w / 2 - dial_half - 6
    arc_ry = max(0, eye_cy - top_cy)
    for seat, deg in zip(others, _arc_angles(crowd)):
        a = math.radians(deg)
        cx = int(rect.centerx + arc_rx * math.cos(a))
        cy = int(eye_cy + arc_ry * math.sin(a))
        zones[seat] = _dial(seat, cx, cy, radius, tile)
    eye = pygame.Rect(0, 0, eye_w, eye_h)
    eye.center = (rect.centerx, eye_cy)
    pile_h = int(min(sh * 1.15, eye_h * 0.62))
    pile_w = int(pile_h * 5 / 7)
    deck_rect = pygame.Rect(0, 0, pile_w, pile_h)
    deck_rect.midleft = (eye.x + 16, eye.centery - 6)
    discard_rect = pygame.Rect(0, 0, pile_w, pile_h)
    discard_rect.midright = (eye.right - 16, eye.centery - 6)
    return TableLayout(rect, cw, ch, sw, sh, tile, hand_area, end_button, hint_button, eye, deck_rect, discard_rect, zones,
                       scale)
