"""Drawing the Zha Jin Hua table from the UI's display state: the pot and its lines, the seats with
their chips, status, dealer button and cards, the compare line, the viewer's cards and the bubbles."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from app.fonts import get_font, render_text
from app.games.zhajinhua.chips import draw_pot_pile, draw_stack
from app.games.zhajinhua.text import chips, chips_change, class_name, display_order, hand_label, out_words
from app.games.zhajinhua.widgets import pill, pill_rect
from app.i18n import live, t
from app.ui import theme
from app.ui.cardart import card_back, card_face, draw_shadowed
from app.ui.widgets import blit_text, draw_panel, fit_line
from engine.games import zhajinhua as zjh

if TYPE_CHECKING:
    from app.games.zhajinhua.ui import ZhaJinHuaUI


LOOK_LIFT = 10  # how far the person's face-down cards rise under the pointer when a click would look
FRAME = 5  # the frame round those cards stands this far out from them
Label = tuple[str, pygame.Rect]  # a hand's name and where it is written
Point = tuple[int, int]


def above_hand(ui: "ZhaJinHuaUI", box: pygame.Rect) -> pygame.Rect:
    """``box`` centred over the person's cards, clear of them and of their frame even when they are raised."""
    box = box.copy()
    box.midbottom = (ui.hand_rect.centerx, ui.hand_rect.y - LOOK_LIFT - FRAME - 3)
    return box


def hand_line_top(ui: "ZhaJinHuaUI") -> int:
    """The top of the band above the person's cards where their status line ("Your turn", "Waiting for
    …") and the hand's banners go: as tall as the taller of the two, whatever either says."""
    status = get_font(ui.px(17), True).get_height() + ui.px(8)
    banner = get_font(ui.px(22), True).get_height() + ui.px(12)
    return above_hand(ui, pygame.Rect(0, 0, 1, max(status, banner))).y


def pot_lines(ui: "ZhaJinHuaUI") -> list[tuple[str, int, tuple[int, int, int], bool, tuple[int, int]]]:
    """The pot's lines of text under its chips: (text, size, colour, bold, midtop)."""
    cx, cy = ui.pot_center
    y = cy + ui.chip_r * 4 + 4
    stake = ui.stake_level * ui.base
    hands = (t("zjh.hand_of", n=ui.hand_no, total=ui.hands_limit) if ui.hands_limit
             else t("zjh.hand_no", n=ui.hand_no))
    lines = [
        (t("zjh.pot", amount=chips(ui.pot.shown)), ui.px(24), theme.GOLD, True, (cx, y)),
        (t("zjh.stake", level=ui.stake_level, blind=chips(stake), seen=chips(stake * 2)), ui.px(16), theme.WHITE,
         False, (cx, y + ui.px(30))),
        (t("zjh.round_cap", round=ui.round, limit=ui.round_limit, cap=chips(ui.pot_cap)) + " · " + hands,
         ui.px(14), theme.MUTED, False, (cx, y + ui.px(52))),
    ]
    rules = house_rules(ui)
    if rules:
        lines.append((rules, ui.px(14), theme.MUTED, False, (cx, y + ui.px(70))))
    return lines


def house_rules(ui: "ZhaJinHuaUI") -> str:
    """The house rules this table plays by, as the lobby set them (public: every seat agreed to
    them), in one line; "" when it plays the plain rules."""
    options = ui.table.session.record.options
    rules = [t(key) for option, key in (("beat_all_leopards", "zjh.house.235"), ("poorest_stack", "zjh.house.poorest"))
             if options.get(option)]
    return " · ".join(rules)


def pot_line_rects(ui: "ZhaJinHuaUI") -> list[pygame.Rect]:
    """Where each of the pot's lines of text lies."""
    return [render_text(text, size, color, bold).get_rect(midtop=at) for text, size, color, bold, at in pot_lines(ui)]


def pot_text_rect(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """Where the pot's lines of text lie."""
    rects = pot_line_rects(ui)
    return rects[0].unionall(rects[1:])


def draw_pot(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    cx, cy = ui.pot_center
    r = ui.chip_r
    place = pot_felt_rect(ui)
    felt = pygame.Surface(place.size, pygame.SRCALPHA)
    pygame.draw.ellipse(felt, (0, 0, 0, 50), felt.get_rect())
    surface.blit(felt, place)
    draw_pot_pile(surface, ui.pot.shown, (cx, cy + r), int(r * 1.25))
    for text, size, color, bold, at in pot_lines(ui):
        blit_text(surface, text, size, color, bold=bold, midtop=at)


def status_line(ui: "ZhaJinHuaUI", seat: int) -> tuple[str, tuple[int, int, int]]:
    if not ui.seated[seat]:
        return out_words(ui.busted_in[seat]), theme.DANGER
    award = ui.hand_result()
    if award is not None:
        return result_line(ui, seat, award)
    if not ui.live[seat]:
        reason = ui.out_reason.get(seat, "out")
        return t("zjh.status." + reason), (235, 120, 110)
    if ui.stacks[seat].target <= 0:  # the ante took its last chip (out at its turn), or an all-in compare
        return t("zjh.status.no_chips"), (235, 120, 110)
    cost = ui.stake_level * ui.base * (2 if ui.seen[seat] else 1)
    if ui.seen[seat]:
        return t("zjh.status.seen", cost=chips(cost)), theme.GOLD
    return t("zjh.status.blind", cost=chips(cost)), (150, 200, 255)


def result_line(ui: "ZhaJinHuaUI", seat: int, award: zjh.PotAwarded) -> tuple[str, tuple[int, int, int]]:
    """A seat's line once its hand is over, as the standings tell it: what it won or lost in the hand, or
    that it has no chips left (under the standings the seats still read "Seen · call 200", "Folded"…)."""
    if award.stacks[seat] == 0:
        return out_words(ui.busted_in[seat] or ui.hand_no), theme.DANGER
    gains = ui.gains(award)
    if seat in gains:
        return t("zjh.status.hand_won", gain=chips_change(gains[seat])), theme.GOLD
    put_in = ui.standings_put_in
    return t("zjh.status.hand_lost", n=chips(put_in[seat] if seat < len(put_in) else 0)), (235, 120, 110)


def draw_seat(ui: "ZhaJinHuaUI", surface: pygame.Surface, seat: int, labels: dict[int, Label]) -> None:
    """A seat's panel and, but for the person's, its cards with their hand's name (``labels``: hand_labels)."""
    rect = ui.seat_rect(seat)
    me = seat == ui.table.viewer
    active = seat == ui.turn and ui.live[seat]
    dim = not ui.seated[seat] or not ui.live[seat]
    if seat in ui.winners:
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), 3, border_radius=15)
    elif active:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=14)
    if ui.picking_seat is not None and seat in ui.pick_allowed:
        color = theme.ACCENT if ui.hover_seat == seat else (120, 200, 255)
        pygame.draw.rect(surface, color, rect.inflate(16, 16), 3, border_radius=16)
    draw_panel(surface, rect, alpha=120 if dim else 215)
    stack = (draw_stack(surface, ui.stacks[seat].shown, (rect.right - ui.chip_r - 12, rect.bottom - 8),
                        ui.chip_r, columns=1, limit=7) if ui.seated[seat] else None)
    size, name = seat_name(ui, seat, name_room(ui, seat, stack))
    blit_text(surface, name, size, (150, 150, 150) if dim else theme.WHITE, bold=True,
              topleft=(rect.x + ui.px(10), rect.y + ui.px(5)))
    blit_text(surface, t("zjh.chips", n=chips(ui.stacks[seat].shown)), ui.px(15), theme.GOLD,
              topleft=(rect.x + ui.px(10), rect.y + ui.px(28)))
    status, color = status_line(ui, seat)
    blit_text(surface, status, ui.px(15), color, topleft=(rect.x + ui.px(10), rect.y + ui.px(47)))
    if ui.contributed[seat] and ui.seated[seat] and ui.hand_result() is None:  # (once it is over, the pot is given)
        blit_text(surface, t("zjh.in_pot", n=chips(ui.contributed[seat])), ui.px(13), theme.MUTED,
                  topleft=(rect.x + ui.px(10), rect.y + ui.px(66)))
    disc = dealer_disc(ui, seat)
    if disc is not None:
        pygame.draw.circle(surface, (245, 245, 235), disc, ui.px(13))
        pygame.draw.circle(surface, (60, 60, 60), disc, ui.px(13), 2)
        blit_text(surface, t("zjh.dealer_mark"), ui.px(14), (30, 30, 30), bold=True, center=disc)
    if ui.picking_seat is not None and seat in ui.pick_allowed:
        blit_text(surface, f"[{seat + 1}]", ui.px(18), theme.ACCENT, bold=True,
                  midright=(rect.right - ui.px(22), rect.y + ui.px(16)))
    if not me:
        draw_seat_cards(ui, surface, seat, labels)


def dealer_disc(ui: "ZhaJinHuaUI", seat: int) -> tuple[int, int] | None:
    """The centre of the dealer disc (radius ``ui.px(13)``) on ``seat``'s panel's top right corner (None:
    the seat does not deal, or has left the table)."""
    if seat != ui.dealer or not ui.seated[seat]:
        return None
    rect = ui.seat_rect(seat)
    return rect.right - ui.px(4), rect.y + ui.px(4)


def name_room(ui: "ZhaJinHuaUI", seat: int, stack: pygame.Rect | None) -> int:
    """How wide a seat's name may be: from its place to a small gap before the dealer disc's place (kept
    whether or not the seat deals, so a name does not change as the disc moves), before the "[n]" of a
    seat being picked and before the chip stack should that reach up to the name's row."""
    rect = ui.seat_rect(seat)
    left, gap = rect.x + ui.px(10), ui.px(4)
    right = rect.right - ui.px(4) - ui.px(13) - gap
    if ui.picking_seat is not None and seat in ui.pick_allowed:
        right = min(right, rect.right - ui.px(22) - get_font(ui.px(18), True).size(f"[{seat + 1}]")[0] - gap)
    name_bottom = rect.y + ui.px(5) + get_font(ui.px(17), True).get_linesize()
    if stack is not None and stack.w and stack.top < name_bottom:
        right = min(right, stack.left - gap)
    return max(0, right - left)


def seat_name(ui: "ZhaJinHuaUI", seat: int, width: int) -> tuple[int, str]:
    """A seat's name, with a ★ for a person, at the size it fits ``width`` (17 px down to 12 px); a name
    still too long is cut with "…" before the ★, which always stays."""
    star = " ★" if ui.table.is_human(seat) else ""
    return fit_line(ui.table.name(seat), ui.px(17), ui.px(12), width, bold=True, tail=star)


def draw_seat_cards(ui: "ZhaJinHuaUI", surface: pygame.Surface, seat: int, labels: dict[int, Label]) -> None:
    n = ui.dealt[seat]
    if not n:
        return
    slots = ui.card_slots(seat)
    shown = ui.revealed.get(seat)
    cards = shown.cards if shown is not None else ui.known.get(seat)
    if cards is not None:
        cards = display_order(cards)
    faded = not ui.live[seat] and seat not in ui.revealed
    for i in range(min(n, 3)):
        slot = slots[i]
        img = card_face(cards[i], slot.w, slot.h) if cards is not None else card_back(slot.w, slot.h)
        if faded:
            img = img.copy()
            img.set_alpha(110)
            surface.blit(img, slot.topleft)
        else:
            draw_shadowed(surface, img, slot.topleft, 0)
    label = labels.get(seat)
    if label is not None:
        text, at = label
        color = theme.GOLD if seat in ui.winners else theme.WHITE
        r = blit_text(surface, text, ui.px(15), color, bold=True, topleft=at.topleft)
        tag = winner_tag_rect(ui, seat, r, labels) if seat in ui.winners else None
        if tag is not None:
            pill(surface, t("zjh.winner_tag"), ui.px(14), topleft=tag.topleft)


def cards_rect(ui: "ZhaJinHuaUI", seat: int) -> pygame.Rect:
    """Where a seat's three cards lie together."""
    slots = ui.card_slots(seat)
    return slots[0].union(slots[2])


def hand_labels(ui: "ZhaJinHuaUI") -> dict[int, Label]:
    """The name of each other seat's hand the viewer may see, and where it goes by its cards (label_places):
    places clear of every seat panel, every seat's cards, the person's cards with the line above them, the
    winners' bubbles and, by a gap, the pot's lines and each other, the seats with the fewest such places
    placed first. In a small window with five or six seats a long name under the cards of a side seat ran
    into the pot's lines; a greedy choice seat by seat could leave a seat no place. While the standings are
    up their panel is kept clear too, and a hand with no place clear of it is not named (the panel's edge
    cut the names)."""
    me, size, gap = ui.table.viewer, ui.px(15), ui.px(16)
    dealt = [s for s in range(ui.table.players) if ui.dealt[s] and s != me]
    cover = ui.standings_cover()
    blocked = table_marks(ui, dealt) + [mine_rect(ui)] + ([cover] if cover is not None else [])
    wanted: list[tuple[int, str, list[pygame.Rect], list[pygame.Rect]]] = []
    for seat in dealt:
        shown = ui.revealed.get(seat)
        cards = shown.cards if shown is not None else ui.known.get(seat)
        if cards is None:
            continue
        text = class_name(shown) if shown is not None else hand_label(cards)
        boxes = label_places(ui, seat, render_text(text, size, theme.WHITE, True).get_rect())
        clear = [b for b in boxes if ui.rect.contains(b) and b.collidelist(blocked) < 0]
        if clear or cover is None:
            wanted.append((seat, text, clear, boxes))
    wanted.sort(key=lambda w: len(w[2]))
    fits = fit_labels([w[2] for w in wanted], [], gap, [400])
    if fits is None:  # no way to place them all clear: each in its first free place, else under its cards
        fits = []
        for _, _, clear, boxes in wanted:
            free = (b for b in clear if b.collidelist([f.inflate(gap, 2) for f in fits]) < 0)
            fits.append(next(free, boxes[0]))
    return {seat: (text, at) for (seat, text, _, _), at in zip(wanted, fits)
            if cover is None or not at.colliderect(cover)}


def table_marks(ui: "ZhaJinHuaUI", card_seats: list[int]) -> list[pygame.Rect]:
    """What a hand's name or a Winner tag keeps off: every seat panel, the cards of ``card_seats``, the
    winners' bubbles and, by a gap, the pot's lines."""
    return ([ui.seat_rect(s) for s in range(ui.table.players)] + [cards_rect(ui, s) for s in card_seats]
            + [r.inflate(ui.px(16), 2) for r in pot_line_rects(ui)] + [bubble_zone(ui, w) for w in ui.winners])


def fit_labels(options: list[list[pygame.Rect]], placed: list[pygame.Rect], gap: int,
               budget: list[int]) -> list[pygame.Rect] | None:
    """One place from each list of ``options`` (best first), no two closer than ``gap``; None if there is
    none (or the ``budget`` of tries runs out)."""
    if len(placed) == len(options):
        return placed
    for box in options[len(placed)]:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        if box.inflate(gap, 2).collidelist(placed) < 0:
            found = fit_labels(options, placed + [box], gap, budget)
            if found is not None:
                return found
    return None


def label_places(ui: "ZhaJinHuaUI", seat: int, box: pygame.Rect) -> list[pygame.Rect]:
    """Where a seat's hand name (``box``) may go by its cards, best first: under them (centred, else drawn
    back from the pot), over them likewise, beside them away from the pot, then under or over them drawn
    towards the pot."""
    group = cards_rect(ui, seat)
    left_of_pot = group.centerx <= ui.pot_center[0]
    under, over = {"top": group.bottom + 3}, {"bottom": group.y - 3}
    mid = {"centerx": group.centerx}
    back, toward = ({"right": group.right}, {"x": group.x}) if left_of_pot else ({"x": group.x}, {"right": group.right})
    beside = {"right": group.x - 6} if left_of_pot else {"x": group.right + 6}
    places = [(under, mid), (under, back), (over, mid), (over, back), (beside, {"centery": group.centery}),
              (under, toward), (over, toward)]
    boxes = []
    for upright, across in places:
        place = box.copy()
        for edge, at in (*upright.items(), *across.items()):
            setattr(place, edge, at)
        boxes.append(place)
    return boxes


def mine_rect(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """The person's cards (raised) with the line above them ("Your turn", a banner)."""
    top = ui.hand_rect.y - LOOK_LIFT - FRAME - 3 - ui.px(36)
    return pygame.Rect(ui.hand_rect.x - ui.px(40), top, ui.hand_rect.w + ui.px(80), ui.hand_rect.bottom - top)


def winner_tag_rect(ui: "ZhaJinHuaUI", seat: int, label: pygame.Rect,
                    labels: dict[int, Label]) -> pygame.Rect | None:
    """Where a seat's "Winner" tag goes by its hand's name: after it, before it, under it or over it, the first
    place that covers no seat panel, no other seat's cards or hand name, no winner's bubble and none of the
    pot's lines (after it, the tag of a seat on the table's right ran over that seat's own panel). While the
    standings are up it keeps clear of their panel too, and is not drawn (None) where it cannot or where
    the hand's name is under the panel: it stood half under it, and the panel names the winner."""
    cover = ui.standings_cover()
    if cover is not None and label.colliderect(cover):
        return None
    text, size = t("zjh.winner_tag"), ui.px(14)
    below, above = label.bottom + 2, label.y - 2
    places = [{"midleft": (label.right + 6, label.centery)}, {"midright": (label.x - 6, label.centery)},
              {"midtop": (label.centerx, below)}, {"topleft": (label.x, below)}, {"topright": (label.right, below)},
              {"midbottom": (label.centerx, above)}, {"bottomleft": (label.x, above)},
              {"bottomright": (label.right, above)}]
    others = [s for s in range(ui.table.players) if s != seat and s != ui.table.viewer and ui.dealt[s]]
    blocked = table_marks(ui, others) + [at for s, (_, at) in labels.items() if s != seat]
    blocked += [cover] if cover is not None else []
    boxes = [pill_rect(text, size, **where) for where in places]
    box = next((box for box in boxes if ui.rect.contains(box) and box.collidelist(blocked) < 0), boxes[0])
    return None if cover is not None and box.colliderect(cover) else box


def compare_ends(ui: "ZhaJinHuaUI") -> tuple[tuple[int, int], tuple[int, int]]:
    """The compare line's two ends (``compare_path``), at the edges of the two seats' panels."""
    path = compare_path(ui)
    return path[0], path[-1]


def longest_leg(ui: "ZhaJinHuaUI") -> tuple[Point, Point]:
    """The compare line's longest leg (the whole line where it is straight): the VS disc goes by it."""
    path = compare_path(ui)
    return max(zip(path, path[1:]), key=lambda leg: math.dist(*leg))


def panel_edge(ui: "ZhaJinHuaUI", seat: int, toward: Point) -> Point:
    """Where a line from ``seat``'s panel towards ``toward`` leaves it, or short of the dealer disc on
    its corner (the line ran into it where it left the panel by that corner)."""
    rect = ui.seat_rect(seat)
    inside = rect.inflate(8, 8).clipline(rect.center, toward)
    edge: Point = inside[1] if inside else rect.center
    disc = dealer_disc(ui, seat)
    return stop_short(toward, edge, disc, ui.px(13) + 5) if disc is not None else edge  # 4 px line 3 px clear


def line_marks(ui: "ZhaJinHuaUI") -> list[pygame.Rect]:
    """What the compare line must not run under: the panels of the seats not in the compare, every
    seat's cards (the person's with the line above them), the seats' bubbles and the hands' names."""
    assert ui.compare_line is not None
    a, b, _ = ui.compare_line
    me = ui.table.viewer
    marks = [ui.seat_rect(s).inflate(6, 6) for s in range(ui.table.players) if s not in (a, b)]
    marks += [cards_rect(ui, s).inflate(10, 10) for s in range(ui.table.players) if s != me and ui.dealt[s]]
    marks += [bubble_zone(ui, s) for s in ui.bubbles]
    return marks + [mine_rect(ui)] + [at.inflate(6, 6) for _, at in hand_labels(ui).values()]


def edge_points(ui: "ZhaJinHuaUI", seat: int) -> list[Point]:
    """Where a bent compare line may leave ``seat``'s panel: a quarter, half and three quarters along each
    side, just outside it, none by the dealer disc."""
    r = ui.seat_rect(seat).inflate(8, 8)
    disc = dealer_disc(ui, seat)
    points = [(r.x + r.w * k // 4, y) for k in (1, 2, 3) for y in (r.y, r.bottom - 1)]
    points += [(x, r.y + r.h * k // 4) for k in (1, 2, 3) for x in (r.x, r.right - 1)]
    rim = ui.px(13) + 5
    return [p for p in points if disc is None or math.dist(p, disc) > rim]


def compare_path(ui: "ZhaJinHuaUI") -> list[Point]:
    """The compare line's points, from the edge of one seat's panel to the other's: straight where that
    runs under nothing of ``line_marks``, else bent once at the point on the table giving the shortest
    line whose two legs, each leaving its panel at one of its ``edge_points``, run under none of them
    nor the two seats' own panels (at 960×600 with six seats the line from the person to the seat across
    ran under a side seat's panel and cards); straight after all if there is none. Kept on ``ui`` with
    all it was made from, as the VS disc's place is."""
    assert ui.compare_line is not None
    a, b, _ = ui.compare_line
    ca, cb = ui.seat_rect(a).center, ui.seat_rect(b).center
    marks = line_marks(ui)
    key = (a, b, tuple(ui.rect), tuple(tuple(m) for m in marks), dealer_disc(ui, a), dealer_disc(ui, b))
    if ui.path_cache is not None and ui.path_cache[0] == key:
        return ui.path_cache[1]

    def clear(p: Point, q: Point, keep_off: list[pygame.Rect]) -> bool:
        return not any(mark.clipline(p, q) for mark in keep_off)

    straight = [panel_edge(ui, a, cb), panel_edge(ui, b, ca)]
    path = straight
    if not clear(*straight, marks):
        rim = ui.px(13) + 5  # the line 3 px clear of a dealer disc
        discs = [pygame.Rect(d[0] - rim, d[1] - rim, 2 * rim, 2 * rim) for d in (dealer_disc(ui, a), dealer_disc(ui, b))
                 if d is not None]
        bent_marks = marks + [ui.seat_rect(a), ui.seat_rect(b)] + discs
        starts, ends = edge_points(ui, a), edge_points(ui, b)
        step, area = max(8, ui.px(16)), ui.rect.inflate(-ui.px(24), -ui.px(24))
        bends = [(x, y) for x in range(area.x, area.right, step) for y in range(area.y, area.bottom, step)]
        bends.sort(key=lambda v: math.dist(ca, v) + math.dist(v, cb))
        for v in bends:
            start = min((p for p in starts if clear(p, v, bent_marks)), key=lambda p: math.dist(p, v), default=None)
            end = min((p for p in ends if clear(v, p, bent_marks)), key=lambda p: math.dist(p, v), default=None)
            if start is not None and end is not None:
                path = [start, v, end]
                break
    ui.path_cache = (key, path)
    return path


def stop_short(start: Point, end: Point, centre: Point, radius: int) -> Point:
    """``end``, or where the segment from ``start`` to it first comes within ``radius`` of ``centre``."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    fx, fy = start[0] - centre[0], start[1] - centre[1]
    a = dx * dx + dy * dy
    b = 2 * (fx * dx + fy * dy)
    c = fx * fx + fy * fy - radius * radius
    root = b * b - 4 * a * c
    if not a or root < 0 or c <= 0:  # no line, it misses the circle, or starts within it
        return end
    k = (-b - math.sqrt(root)) / (2 * a)
    if k > 1:
        return end
    return round(start[0] + dx * k), round(start[1] + dy * k)


def pot_felt_rect(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """The dark oval the pot's chips lie on."""
    cx, cy = ui.pot_center
    r = ui.chip_r
    return pygame.Rect(cx - r * 8, cy - r * 4, r * 16, r * 8)


PathCache = tuple[tuple[object, ...], list[Point]]  # what the compare line's path was found from, and it
VsPlace = tuple[Point, Point | None]  # the VS disc's centre, and the foot of its tie on the line (None: on it)
VsCache = tuple[tuple[object, ...], VsPlace]  # what a search for the VS disc's place was made from, and its answer


def vs_place(ui: "ZhaJinHuaUI", labels: dict[int, Label] | None = None) -> VsPlace:
    """Where the VS disc sits and where its tie meets the compare line (find_vs_place), from what the disc
    keeps off (``labels``: hand_labels). The search is kept on ``ui`` with all it was made from, and made
    again only once any of that has changed: a frame draws the tie under the seats and the disc over them
    from one search, and a still table searches no more."""
    start, end = longest_leg(ui)
    r = ui.px(22) + 3
    text = [pot_text_rect(ui)] + [at for _, at in (hand_labels(ui) if labels is None else labels).values()]
    me = ui.table.viewer
    hard = text + [cards_rect(ui, s) for s in range(ui.table.players) if s != me and ui.dealt[s]] + [
        ui.seat_rect(s) for s in range(ui.table.players)] + [mine_rect(ui)]
    soft = hard + [ui.bar_rect, ui.hint_button.rect, pot_felt_rect(ui)] + [bubble_zone(ui, s) for s in ui.bubbles]
    key = (start, end, r, tuple(ui.rect), len(text), len(hard), tuple(tuple(mark) for mark in soft))
    if ui.vs_cache is None or ui.vs_cache[0] != key:
        ui.vs_cache = (key, find_vs_place(ui.rect, start, end, r, text, hard, soft))
    return ui.vs_cache[1]


def find_vs_place(table: pygame.Rect, start: Point, end: Point, r: int, text: list[pygame.Rect],
                  hard: list[pygame.Rect], soft: list[pygame.Rect]) -> VsPlace:
    """Where the VS disc (of radius ``r``) sits, and where a short tie from it meets the compare line (None: it sits on
    the line). On the line as near its middle as it can; else just off it, as near the line as it can,
    tied to it by a tie that crosses no cards, panel or text; so that the disc covers no seat panel, no
    seat's cards (the person's with the line above them), no hand's name (``labels``: hand_labels) and
    none of the pot's lines, and stays on the table clear of the bar, the Hint button, the pot's chips
    and the seats' bubbles. Failing that it keeps only clear of the text, the cards and the panels
    (tied if it can); failing that, the nearest point on the line that hides no text. (Searching the
    line alone, at five or six seats in a small window the disc lay on a seat's cards or over the
    person's panel and the one above it.) ``text`` are the pot's lines and the hands' names, ``hard`` those
    with the cards and panels, ``soft`` those with the rest, all within the ``table`` rect."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length  # across the line
    fractions = [0.5 + (k + 1) // 2 * 0.025 * (1 if k % 2 else -1) for k in range(33)]  # 0.5, 0.525 … 0.1
    on_line = [(int(start[0] + dx * f), int(start[1] + dy * f)) for f in fractions]

    def off_line() -> Iterator[tuple[Point, Point]]:
        """Points beside the line, nearest it first, each with the point of the line it is beside."""
        for k in range(1, 13):
            for x, y in on_line:
                for side in (1, -1):
                    yield (int(x + nx * r * k / 2 * side), int(y + ny * r * k / 2 * side)), (x, y)

    def disc(p: Point) -> pygame.Rect:
        return pygame.Rect(p[0] - r, p[1] - r, 2 * r, 2 * r)

    def clear(p: Point, marks: list[pygame.Rect]) -> bool:
        return table.contains(disc(p)) and disc(p).collidelist(marks) < 0

    def tied(p: Point, foot: Point) -> bool:
        return not any(mark.clipline(foot, p) for mark in hard)

    for marks in (soft, hard):
        found = next((p for p in on_line if clear(p, marks)), None)
        if found is not None:
            return found, None
        tied_off = next(((p, foot) for p, foot in off_line() if clear(p, marks) and tied(p, foot)), None)
        if tied_off is not None:
            return tied_off
    loose = next((p for p, _ in off_line() if clear(p, hard)), None)
    if loose is not None:
        return loose, None
    return next((p for p in on_line if disc(p).collidelist(text) < 0), on_line[0]), None


def draw_compare_line(ui: "ZhaJinHuaUI", surface: pygame.Surface, disc: bool,
                      labels: dict[int, Label] | None = None) -> None:
    """A line between the two seats of a compare (edge to edge, broken round the pot's lines) with a VS disc
    (``labels``: the hands' names as drawn, which the disc keeps off)."""
    if ui.compare_line is None:
        return
    if not disc:
        path = compare_path(ui)
        for start, end in zip(path, path[1:]):
            crossing = pot_text_rect(ui).inflate(ui.px(10), ui.px(4)).clipline(start, end)
            if crossing:  # broken where it would run through the pot's lines
                pygame.draw.line(surface, theme.ACCENT, start, crossing[0], 4)
                pygame.draw.line(surface, theme.ACCENT, crossing[1], end, 4)
            else:
                pygame.draw.line(surface, theme.ACCENT, start, end, 4)
        if len(path) == 3:  # a round joint at the bend
            pygame.draw.circle(surface, theme.ACCENT, path[1], 2)
        mid, foot = vs_place(ui, labels)
        if foot is not None:  # the disc sits off the line: tied to it, under the seats like the line
            pygame.draw.line(surface, theme.ACCENT, foot, mid, 2)
        return
    mid, _ = vs_place(ui, labels)
    pygame.draw.circle(surface, theme.BACK_RED, mid, ui.px(22))
    pygame.draw.circle(surface, theme.ACCENT, mid, ui.px(22), 3)
    blit_text(surface, "VS", ui.px(18), theme.WHITE, bold=True, center=mid)


def draw_my_hand(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    me = ui.table.viewer
    n = ui.dealt[me]
    if not n:
        return
    slots = ui.card_slots(me)
    can_look = ui.my_cards is None and ui.can(zjh.Look())
    lift = LOOK_LIFT if (can_look and ui.hover_cards) else 0
    faded = not ui.live[me] and me not in ui.revealed
    mine = display_order(ui.my_cards) if ui.my_cards is not None else None
    for i in range(min(n, 3)):
        slot = slots[i]
        if mine is not None and ui.flip > 0:
            phase = 1.0 - ui.flip  # 0 → 0.5: back shrinking; 0.5 → 1: face growing
            img = card_back(slot.w, slot.h) if phase < 0.5 else card_face(mine[i], slot.w, slot.h)
            scale = abs(math.cos(math.pi * phase))
            img = pygame.transform.smoothscale(img, (max(1, int(slot.w * scale)), slot.h))
            surface.blit(img, img.get_rect(center=slot.center))
            continue
        img = card_face(mine[i], slot.w, slot.h) if mine is not None else card_back(slot.w, slot.h)
        if faded:
            img = img.copy()
            img.set_alpha(120)
            surface.blit(img, slot.topleft)
        else:
            draw_shadowed(surface, img, (slot.x, slot.y), lift)
    if can_look:
        pygame.draw.rect(surface, theme.ACCENT if ui.hover_cards else theme.PANEL_EDGE,
                         pygame.Rect(slots[0].x, slots[0].y - lift, slots[2].right - slots[0].x,
                                     slots[0].h).inflate(2 * FRAME, 2 * FRAME),
                         2, border_radius=10)
    right = slots[2].right + 16
    if ui.my_cards is not None and len(ui.my_cards) == 3 and ui.flip <= 0:
        draw_my_hand_name(ui, surface, (right, slots[0].centery))
    elif ui.my_cards is None and ui.live[me]:
        hint = t("zjh.your_cards_blind") if can_look else t("zjh.cards_face_down")
        blit_text(surface, hint, ui.px(16), (150, 200, 255), midleft=(right, slots[0].centery))


def draw_my_hand_name(ui: "ZhaJinHuaUI", surface: pygame.Surface, at: Point) -> None:
    """The name of the person's hand beside their cards (``at``: the left end of its row), with their
    Winner tag under it; while the standings are up, each only if the panel leaves it whole (at 960×600
    with five or six seats the panel's edge cut them)."""
    assert ui.my_cards is not None
    shown = ui.revealed.get(ui.table.viewer)
    label = class_name(shown) if shown is not None else hand_label(ui.my_cards)
    cover = ui.standings_cover()
    name_at = (at[0], at[1] - ui.px(12))
    box = render_text(label, ui.px(20), theme.GOLD, True).get_rect(midleft=name_at)
    if cover is None or not box.colliderect(cover):
        blit_text(surface, label, ui.px(20), theme.GOLD, bold=True, midleft=name_at)
    tag_at = (at[0], at[1] + ui.px(16))
    tag = pill_rect(t("zjh.winner_tag"), ui.px(16), midleft=tag_at)
    if ui.table.viewer in ui.winners and (cover is None or not tag.colliderect(cover)):
        pill(surface, t("zjh.winner_tag"), ui.px(16), midleft=tag_at)


def status_text(ui: "ZhaJinHuaUI") -> tuple[str, tuple[int, int, int]]:
    """The line above the person's cards: their turn, the end (once the last hand has been shown), or
    (once the table is still) whom it waits for; "" for none."""
    tb = ui.table
    if tb.viewer_legal():
        return t("zjh.your_turn"), theme.ACCENT
    if tb.end_shown():
        return t("table.game_over"), theme.GOLD
    if ui.turn is not None and not tb.busy:
        return ui.waiting_line([ui.turn]), theme.MUTED
    return "", theme.MUTED


def status_rect(ui: "ZhaJinHuaUI", text: str) -> pygame.Rect:
    """Where the line above the person's cards goes."""
    return above_hand(ui, render_text(text, ui.px(17), theme.WHITE, True).get_rect().inflate(ui.px(24), ui.px(8)))


def banner_up(ui: "ZhaJinHuaUI") -> bool:
    """Whether a banner ("Hand 3", "showdown") stands where the line above the person's cards goes; never
    on the person's turn, whose cue that line is."""
    return ui.banner is not None and not ui.table.viewer_legal()


def draw_status(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    text, color = status_text(ui)
    if not text or banner_up(ui):
        return
    back = status_rect(ui, text)
    draw_panel(surface, back, alpha=160, radius=10)
    blit_text(surface, text, ui.px(17), color, bold=True, center=back.center)


def draw_bubbles(ui: "ZhaJinHuaUI", surface: pygame.Surface) -> None:
    """What each seat just did, on a fading pill above its panel (beside it when there is no room above)."""
    for seat, (text, left) in ui.bubbles.items():
        alpha = int(255 * min(1.0, left / 0.4))
        pill(surface, live(text), ui.px(16), alpha=alpha, **bubble_place(ui, seat))


def bubble_place(ui: "ZhaJinHuaUI", seat: int) -> dict[str, tuple[int, int]]:
    """Where a seat's bubble goes: above its panel; else, where its cards lie over the panel (a small
    window), over them and their name, else level with them on the side of the table's middle; else
    beside the panel, on the side of the middle, then the other; else beside its cards where they lie
    level with the panel (the person's: past them, over the name of their hand): the first clear of the
    other panels, every seat's cards and the pot's lines (at six seats in a small window the person's
    "Call 10" lay over the "In the pot" line of the seat above theirs; the top seat's bubble, beside its
    panel, lay over its own cards there, and the person's, beside theirs, over their first card)."""
    rect = ui.seat_rect(seat)
    h = pill_rect("0", ui.px(16), topleft=(0, 0)).h
    above = pygame.Rect(rect.x, rect.y - 4 - h, rect.w, h)
    others = [ui.seat_rect(s) for s in range(ui.table.players) if s != seat]
    cards = cards_rect(ui, seat) if seat != ui.table.viewer else None
    if rect.y - render_text("0", ui.px(16), theme.INK, True).get_height() - 10 >= ui.rect.y \
            and above.collidelist(others + ([cards] if cards is not None else [])) < 0:
        return {"midbottom": (rect.centerx, rect.y - 4)}
    left = rect.centerx <= ui.rect.centerx + 4
    inward = {"midleft": (rect.right + 8, rect.y + ui.px(16))}
    outward = {"midright": (rect.x - 8, rect.y + ui.px(16))}
    places = [inward, outward] if left else [outward, inward]
    if cards is not None:
        if cards.bottom <= rect.y:  # its cards lie over its panel
            top = cards.y - get_font(ui.px(15), True).get_height() - 3 - 4
            level = {"midleft": (cards.right + 8, cards.centery)} if left else {"midright": (cards.x - 8, cards.centery)}
            places = [{"midbottom": (rect.centerx, top)}, level] + places
        elif cards.x >= rect.right or cards.right <= rect.x:  # level with the panel, beside it
            places.append({"midleft": (cards.right + 8, cards.centery)} if cards.x >= rect.right
                          else {"midright": (cards.x - 8, cards.centery)})
    marks = others + pot_line_rects(ui) + [cards_rect(ui, s) for s in range(ui.table.players)
                                           if s != ui.table.viewer and ui.dealt[s]]
    if seat == ui.table.viewer:
        marks.append(my_cards_zone(ui))
        mine = cards_rect(ui, seat)
        if mine.x >= rect.right:  # past their cards, over the name of their hand
            name_top = mine.centery - ui.px(12) - get_font(ui.px(20), True).get_height() // 2
            places.append({"bottomleft": (mine.right + 16, name_top - 2)})
    for place in places:
        box = pygame.Rect(0, 0, rect.w, h)
        setattr(box, *next(iter(place.items())))
        if ui.rect.contains(box) and box.collidelist(marks) < 0:
            return place
    return inward if left else outward


def my_cards_zone(ui: "ZhaJinHuaUI") -> pygame.Rect:
    """Where the person's cards lie, raised under the pointer, with the frame round them."""
    box = cards_rect(ui, ui.table.viewer).inflate(2 * FRAME, 2 * FRAME)
    return box.union(box.move(0, -LOOK_LIFT))


def bubble_zone(ui: "ZhaJinHuaUI", seat: int) -> pygame.Rect:
    """Where a seat's bubbles go, as wide as its panel (a winner's "Wins 2,110" stays there a while)."""
    anchor, at = next(iter(bubble_place(ui, seat).items()))
    box = pygame.Rect(0, 0, ui.seat_rect(seat).w, pill_rect("0", ui.px(16), topleft=(0, 0)).h)
    setattr(box, anchor, at)
    return box
