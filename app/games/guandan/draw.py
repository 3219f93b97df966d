"""Drawing the Guandan table from the state the table shows (drawing never changes the game)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

import pygame

from app.fonts import get_font, render_text
from app.games.base import felt_surface
from app.games.guandan import layout as lay
from app.games.guandan.table_state import TableBase
from app.games.guandan.text import (
    card_name, cards_text, level_change, level_name, play_caption, rank_name, reading_seconds, relation, team_short,
    team_word,
)
from app.i18n import language, live, t
from app.ui import theme
from app.ui.cardart import card_back
from app.ui.pill import draw_pill, pill_height, pill_rect, pill_surface
from app.ui.widgets import blit_text, draw_focus_ring, evened, fit_line, share_text_size
from engine.games.guandan import Pass, Phase, Play, sort_cards
from engine.games.guandan.cards import BJ_R, SJ_R, card_code, to_card, wild_code
from engine.games.guandan.rules import ACE_LEVEL
from engine.games.guandan.state import HandEnded

US = (120, 200, 255)  # the viewer's team
THEM = (255, 140, 120)
SELECT = (255, 226, 120)
GROUP = (205, 190, 130)  # the brackets over a regrouped hand's groups
RECEIVED = (110, 225, 200)  # a card just given to the viewer (tribute or give-back)
SUMMARY_GLANCE = 1.2  # seconds to take in the hand summary as it appears
SUMMARY_ROW = 0.4  # seconds to glance at a seat's place in it


def _fit(text: str, size: int, width: int, bold: bool = False) -> int:
    return fit_line(text, size, 9, width, bold)[0]


def tribute_label(giver: str, receiver: str, width: int, px: Callable[[int], int]) -> tuple[int, list[str]]:
    """A tribute paid, "giver → receiver", as it fits ``width`` beside its card: one line at 14 px down to
    11 px; else (long names) the giver over "→ receiver", both at one size down to 10 px, a name still too
    long cut with "…"."""
    one = f"{giver} → {receiver}"
    size, line = fit_line(one, px(14), px(11), width)
    if line == one:
        return size, [one]
    lines = [giver, f"→ {receiver}"]
    size = min(fit_line(text, px(14), px(10), width)[0] for text in lines)
    return size, [fit_line(text, size, size, width)[1] for text in lines]


PILL_PAD = (16, 4)  # a pill's width and height beyond its text's


def _pill(surface: pygame.Surface, text: str, size: int, fg: tuple[int, int, int], bg: tuple[int, ...],
          center: tuple[int, int]) -> pygame.Rect:
    """The shared pill (app.ui.pill) round ``center``; an RGB ground is a little see-through."""
    return draw_pill(surface, text, size, fg, bg if len(bg) == 4 else (*bg, 235), PILL_PAD, center=center)


def _pill_rect(text: str, size: int, center: tuple[int, int]) -> pygame.Rect:
    """Where ``_pill`` draws ``text`` at ``size`` round ``center``."""
    return pill_rect(text, size, PILL_PAD, center=center)


def _pill_height(size: int) -> int:
    """The height of a ``_pill`` written at ``size``."""
    return pill_height(size, PILL_PAD[1])


@lru_cache(maxsize=32)
def _shade_surface(w: int, h: int, alpha: int) -> pygame.Surface:
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (10, 30, 20, alpha), shade.get_rect(), border_radius=max(3, w // 10))
    return shade


def _dim(surface: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    surface.blit(_shade_surface(rect.w, rect.h, alpha), rect.topleft)


@lru_cache(maxsize=32)
def _shadow_surface(w: int, h: int) -> pygame.Surface:
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=max(3, w // 10))
    return shadow


def draw_shadowed(target: pygame.Surface, image: pygame.Surface, pos: tuple[int, int], lift: int = 0) -> None:
    """A card with a soft shadow (as app.ui.cardart.draw_shadowed, with the shadow cached)."""
    x, y = int(pos[0]), int(pos[1] - lift)
    off = 3 + lift // 3
    target.blit(_shadow_surface(*image.get_size()), (x + off, y + off))
    target.blit(image, (x, y))


@lru_cache(maxsize=48)
def _panel_surface(w: int, h: int, alpha: int, radius: int) -> pygame.Surface:
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL[:3], alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*theme.PANEL_EDGE, 200), panel.get_rect(), 1, border_radius=radius)
    return panel


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215, radius: int = 12) -> None:
    """The app's translucent panel (as app.ui.widgets.draw_panel), cached per size."""
    surface.blit(_panel_surface(rect.w, rect.h, alpha, radius), rect.topleft)


@lru_cache(maxsize=2)
def _felt(w: int, h: int) -> pygame.Surface:
    """The shared felt in the display's pixel format (blits several times faster)."""
    felt = felt_surface(w, h)
    return felt.convert() if pygame.display.get_surface() is not None else felt


def clear_surfaces() -> None:
    for cache in (pill_surface, _shade_surface, _shadow_surface, _panel_surface, _felt):
        cache.cache_clear()


class Drawing(TableBase):
    """Methods that draw the table from the UI's displayed state."""

    # ---- geometry shared with the animations ---------------------------------------------

    # ---- the whole table -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_felt(surface.get_width(), surface.get_height()), (0, 0))
        if self.view is None and not self.model.cards:
            return
        self.draw_level_panel(surface)
        if self.counter_on():
            self.draw_counter(surface)
        for seat in range(4):
            if self.rel(seat):
                self.draw_seat_panel(surface, seat)
        # the hand is over: its last plays would peek out round the summary, and come back under the
        # match's banner once the summary has gone
        if self.summary is None and self.end_reason is None:
            for seat in range(4):
                self.draw_zone(surface, seat)
        self.draw_me_panel(surface)
        if self.tribute_panel_up():
            self.draw_tribute_panel(surface)
        elif self.banner is None and self.summary is None:  # ("Game over") would show through them
            self.draw_status(surface)
        self.draw_buttons(surface)
        self.draw_hand(surface)
        self.draw_bubbles(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.draw_carried(surface)
        self.draw_flashes(surface)
        if self.summary is not None:
            self.draw_summary(surface)
        if self.banner is not None:
            self.draw_banner(surface)
        self.draw_prompt(surface)

    # ---- level and counter ---------------------------------------------------------------
    def level_panel_texts(self, name: Callable[[int], str] | None = None) -> tuple[str, str]:
        """The level panel's title ("Hand 2/6 · level 5") and note ("Their team's level · ♥5 is wild"),
        the players named by ``name`` (the table's names unless told)."""
        hand = t("gd.panel.hand", n=self.hand_no)
        if self.view is not None and self.view.hands_limit:
            hand = t("gd.panel.hand_of", n=self.hand_no, total=self.view.hands_limit)
        if self.extra:
            hand = t("gd.panel.extra")
        note = t("gd.panel.wild", card=str(to_card(wild_code(self.level))))
        if self.level_team is not None:
            word = team_word(self.level_team, self.home_team(), name or self.table.name)
            note = t("gd.panel.whose", team=word) + " · " + note
        return hand + " · " + t("gd.panel.level", level=level_name(self.level)), note

    def level_label(self, team: int, name: Callable[[int], str] | None = None) -> str:
        """A team's level on the panel: "Us 5", or "P1 & B3: 5" with the players named by ``name``."""
        level = level_name(max(2, min(14, self.levels[team].shown)))
        return team_short(team, self.home_team(), name or self.table.name) + " " + level

    def fit_named(self, team: int, compose: Callable[[Callable[[int], str]], str], size: int, smallest: int,
                  width: int, bold: bool = False) -> tuple[int, str]:
        """``compose``'s text naming ``team``'s two players at the largest size from ``size`` down to
        ``smallest`` at which it fits ``width``; below that the names are cut with "…" (the longer
        one first, each keeping at least half the room the names have) and the rest stays whole."""
        name = self.table.name
        size, text = fit_line(compose(name), size, smallest, width, bold)
        if text == compose(name):
            return size, text
        font = get_font(size, bold)
        seats = (team, team + 2)
        widths = [font.size(name(seat))[0] for seat in seats]
        room = width - font.size(compose(lambda seat: name(seat) if seat not in seats else ""))[0]
        while True:
            half = room // 2
            allow = [room - widths[1] if widths[1] <= half else half, room - widths[0] if widths[0] <= half else half]
            cut = {seat: fit_line(name(seat), size, size, max(1, allow[k]), bold)[1] for k, seat in enumerate(seats)}
            text = compose(lambda seat: cut.get(seat, name(seat)))
            if font.size(text)[0] <= width or room <= 2:
                return size, text
            room -= 2  # kerning about the cut names took a pixel or two more

    def level_panel_rect(self, title: str, note: str) -> pygame.Rect:
        """The level panel, wider than the layout's where its title, note or (teams named by their
        players) rows need it to be written at full size (the English note was shrunk to 9 px at
        960×600), as far as the partner's panel."""
        g = self.geo
        r = g.level_panel
        text_x = 14 + (r.h - 12) * 5 // 7  # the card's room and the margin after it
        widths = [get_font(g.px(18), True).size(title)[0], get_font(g.px(14)).size(note)[0]]
        if self.home_team() is None:
            widths += [get_font(g.px(15), True).size(self.level_label(team))[0] for team in (0, 1)]
        need = text_x + max(widths) + self.level_margin()
        room = g.panels[2].x - g.px(12) - r.x
        base = pygame.Rect(r.x, r.y, max(r.w, min(need, room)), r.h)
        _rows, note_y, _floor = self.level_rows(base, g.px(15) if self.home_team() is None else g.px(17), note)
        base.h = max(r.h, note_y + g.px(22) - r.y)  # taller where an underline and its margin need it
        return base

    def underline_margin(self) -> int:
        """The room between the level team's gold underline and the letters under it (it touched the
        note at 960×600): 3 px there, 4 at 1280×720, grown with the window."""
        return max(3, round(4 * self.geo.fs))

    def level_rows(self, r: pygame.Rect, size: int, note: str) -> tuple[list[int], int, int]:
        """Where the level panel ``r`` writes its team rows (written at ``size``; one row "Us 5  Them 3",
        or with the teams named by their players a row each, the person's team's first) and its note:
        the tops of their texts, so that an underline at the foot of any row (2 px) keeps
        ``underline_margin`` from the letters under it. The note is where the layout puts it or lower
        (the panel then grows). Also the lowest a row's text may reach (a risen level swells)."""
        g = self.geo
        foot = get_font(size, True).get_height() + 2 + self.underline_margin()

        def ink_top(text: str, px: int, bold: bool) -> int:
            return render_text(text, px, theme.WHITE, bold).get_bounding_rect().y

        ys = [r.y + 5 + g.px(25)]
        if self.home_team() is None:
            second = self.level_label(1 - (self.table.viewer & 1))
            ys.append(ys[0] + max(g.px(17), foot - ink_top(second, size, True)))
        note_ink = ink_top(note, g.px(14), False)
        note_y = max(r.bottom - g.px(22), ys[-1] + foot - note_ink)
        return ys, note_y, note_y + note_ink - 2 - self.underline_margin()

    def counter_rect(self) -> pygame.Rect:
        """The card counter, under the level panel as tall as it is drawn."""
        g = self.geo
        panel = self.level_panel_rect(*self.level_panel_texts())
        return g.counter.move(0, max(0, panel.bottom - g.level_panel.bottom))

    def level_margin(self) -> int:
        """The room the level panel keeps right of its texts (6 px had the note touch the rounded edge)."""
        return max(10, self.geo.px(12))

    def draw_level_panel(self, surface: pygame.Surface) -> None:
        g = self.geo
        title, note = self.level_panel_texts()
        r = self.level_panel_rect(title, note)
        draw_panel(surface, r, alpha=200)
        me = self.table.viewer
        ch = g.level_panel.h - 12  # the layout's: a panel grown for an underline's margin keeps its card
        cw = ch * 5 // 7
        surface.blit(self.face(to_card(wild_code(self.level)), cw, ch), (r.x + 6, r.centery - ch // 2))
        x = r.x + cw + 14
        width = r.right - x - self.level_margin()
        blit_text(surface, title, _fit(title, g.px(18), width, True), theme.GOLD, bold=True, topleft=(x, r.y + 5))
        mine = me & 1
        cx = x
        # "Us 5  Them 3" on one row; teams named by their players get a row each, no smaller than the
        # note: long names are cut with "…" (they were shrunk to 9 px), the level kept whole
        rows = self.home_team() is None
        labels = {team: self.level_label(team) for team in (0, 1)}
        fit = g.px(17)
        if rows:
            fitted = {team: self.fit_named(team, lambda name, team=team: self.level_label(team, name),
                                           g.px(15), g.px(14), width, True) for team in (0, 1)}
            fit = min(size for size, _text in fitted.values())
            labels = {team: self.fit_named(team, lambda name, team=team: self.level_label(team, name),
                                           fit, fit, width, True)[1] for team in (0, 1)}
        ys, note_y, floor = self.level_rows(r, fit, note)
        foot = get_font(fit, True).get_height()  # a row's underline: at the foot of its text, unswelled
        for row, team in enumerate((mine, 1 - mine)):
            y = ys[row] if rows else ys[0]
            color = US if team == mine else THEM
            # a risen level swells (by 8 or, a row each, 3 px at 1280×720: not g.px, whose 9 px floor
            # swelled a row by 9 px in any window, over the row below and the note)
            size = fit + int((3 if rows else 8) * g.fs * min(1.0, self.level_pulse[team]))
            if not rows:  # it and the level team's underline, with its margin, stay above the note
                while size > fit and y + get_font(size, True).get_height() > floor:
                    size -= 1
            else:  # and a row filling the width swells no further than the panel's edge
                while size > fit and get_font(size, True).size(labels[team])[0] > r.right - 4 - cx:
                    size -= 1
            # a row swells about its baseline, up into the leading over it: its foot stays clear of the row or note under it
            lift = get_font(size, True).get_ascent() - get_font(fit, True).get_ascent() if rows else 0
            rr = blit_text(surface, labels[team], size, color, bold=True, topleft=(cx, y - lift))
            if self.level_team == team:
                under = y + foot if rows else rr.bottom
                pygame.draw.line(surface, theme.GOLD, (rr.x, under), (rr.right, under), 2)
            if not rows:
                cx = rr.right + g.px(14)
        if rows and self.level_team is not None:  # the note names the level's team: its names are cut too
            note = self.fit_named(self.level_team, lambda name: self.level_panel_texts(name)[1],
                                  g.px(14), g.px(14), width)[1]
        blit_text(surface, note, _fit(note, g.px(14), width), theme.MUTED, topleft=(x, note_y))

    def counter_counts(self) -> list[tuple[str, int, bool]]:
        """(label, cards not yet seen, is a level column) for the card counter: the jokers, the wild
        heart level card, the other level cards and A … 2, counted from the viewer's own hand and
        every card played this hand (public)."""
        level = self.level
        wild = wild_code(level)
        seen = Counter(card_code(c) >> 2 for c in list(self.played) + list(self.model.cards)
                       if card_code(c) != wild)
        wild_seen = sum(1 for c in list(self.played) + list(self.model.cards) if card_code(c) == wild)
        cols: list[tuple[str, int, bool]] = [
            (t("gd.counter.big"), 2 - seen[BJ_R], False), (t("gd.counter.small"), 2 - seen[SJ_R], False),
            (t("card.wild_badge"), 2 - wild_seen, True), (level_name(level), 6 - seen[level], True)]
        for r in range(14, 1, -1):
            if r != level:
                cols.append((rank_name(r), 8 - seen[r], False))
        return cols

    def counter_legend(self) -> str:
        """The card counter's legend: what its numbers count."""
        return t("gd.counter.legend")

    def draw_counter(self, surface: pygame.Surface) -> None:
        g = self.geo
        r = self.counter_rect()
        draw_panel(surface, r, alpha=190)
        legend = self.counter_legend()
        size, line = fit_line(legend, lay.label_px(13, g.fs), 9, r.w - 16, True)
        title_h = lay.counter_title_h(g.fs)
        blit_text(surface, line, size, theme.GOLD, bold=True, midtop=(r.centerx, r.y + 4))
        cols = self.counter_counts()
        per_row = 8
        cell_w = (r.w - 16) // per_row
        cells = lay.counter_cells(g.fs)
        for k, (label, left, is_level) in enumerate(cols):
            cx = r.x + 8 + (k % per_row) * cell_w + cell_w // 2
            y = r.y + 4 + title_h + (k // per_row) * cells.row_h
            color = theme.GOLD if is_level else theme.MUTED
            blit_text(surface, label, _fit(label, cells.label_px, cell_w - 2), color, midtop=(cx, y + cells.label_top))
            value_color = (110, 120, 115) if left <= 0 else (theme.WHITE if left < 4 else (200, 220, 210))
            blit_text(surface, str(max(0, left)), cells.count_px, value_color, bold=True,
                      midtop=(cx, y + cells.count_top))

    # ---- seats ---------------------------------------------------------------------------

    def draw_seat_panel(self, surface: pygame.Surface, seat: int) -> None:
        g = self.geo
        pos = self.rel(seat)
        rect = g.panels[pos]
        me = self.table.viewer
        self.draw_backs(surface, seat, rect)
        if self.active(seat):
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
            color = (250, int(190 + 40 * pulse), 90)
            pygame.draw.rect(surface, color, rect.inflate(8, 8), 3, border_radius=14)
        draw_panel(surface, rect, alpha=215)
        team_color = US if (seat & 1) == (me & 1) else THEM
        pygame.draw.rect(surface, team_color, pygame.Rect(rect.x, rect.y + 8, 4, rect.h - 16), border_radius=2)
        star = " ★" if self.table.is_human(seat) else ""  # kept when the name is cut
        size, name = fit_line(self.table.name(seat), g.px(18), g.px(14), self.name_room(seat, rect), True, tail=star)
        blit_text(surface, name, size, theme.WHITE, bold=True, topleft=(rect.x + 12, rect.y + 5))
        level = level_name(max(2, min(14, self.levels[seat & 1].shown)))
        line = relation(seat, me) + " · " + t("gd.seat.level", level=level)
        blit_text(surface, line, g.px(14), team_color, topleft=(rect.x + 12, rect.y + g.px(29)))
        n = self.announced[seat]
        if seat in self.places:
            pass
        elif n is not None:
            blit_text(surface, t("gd.seat.left", n=n), g.px(16), (255, 130, 110), bold=True,
                      topleft=(rect.x + 12, rect.y + g.px(49)))
        elif self.active(seat):
            if self.phase in (Phase.TRIBUTE, Phase.RETURN) and self.table.is_human(seat):  # a card to choose, not a play
                status = t("gd.seat.paying" if self.phase is Phase.TRIBUTE else "gd.seat.giving_back")
            elif self.table.is_human(seat) or self.table.replay:  # a person, or a recorded move: nobody thinks
                status = t("table.to_play")
            else:
                status = t("gd.seat.thinking") + "." * (1 + int(self.clock * 2.5) % 3)
            blit_text(surface, status, g.px(14), theme.ACCENT, topleft=(rect.x + 12, rect.y + g.px(50)))
        if seat in self.places:
            self.draw_place_badge(surface, seat, rect)

    def name_room(self, seat: int, rect: pygame.Rect) -> int:
        """How wide a seat's name may be written in its panel ``rect``: to the panel's right margin,
        or up to its place badge once the seat is out."""
        g = self.geo
        right = rect.right - g.px(10)
        if seat in self.places:
            badge_w = get_font(g.px(15), True).size(t(f"gd.place.{self.places[seat]}"))[0] + 16
            right = rect.right - g.px(30) - badge_w // 2 - g.px(6)
        return right - (rect.x + 12)

    def draw_place_badge(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        place = self.places[seat]
        color = {1: theme.GOLD, 2: (200, 220, 235), 3: (215, 160, 110), 4: (150, 150, 150)}[place]
        text = t(f"gd.place.{place}")
        _pill(surface, text, self.geo.px(15), (30, 24, 10), color, (rect.right - self.geo.px(30), rect.y + self.geo.px(16)))

    def draw_backs(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """Another seat's cards: backs (or faces in a replay that shows every hand) beside its panel."""
        g = self.geo
        if seat in self.places:
            return
        known = None
        if self.view is not None and seat < len(self.view.hands):
            known = self.view.hands[seat]
        n = self.announced[seat]
        count = min(8, n if n is not None else 8)
        if known is not None:
            count = len(known)
        if count <= 0:
            return
        bw, bh = g.bw, g.bh
        step = max(4, bw // 4) if known is None else max(6, int(bw * 0.36))
        x, y = self.backs_point(seat, bw + step * (count - 1))
        if known is not None:
            y = self.open_hand_top(seat, y)
        cards = list(reversed(sort_cards(list(known), self.level))) if known is not None else []
        for k in range(count):
            image = self.face(cards[k], bw, bh) if cards else card_back(bw, bh)
            surface.blit(image, (x + k * step, y))

    def open_hand_top(self, seat: int, y: int) -> int:
        """The top of a side seat's open hand (a replay showing every hand): wholly above its panel
        and the play laid in front of it, where its backs (``y``) tuck under the panel. The seat
        across keeps ``y``, beside its panel."""
        g = self.geo
        pos = self.rel(seat)
        if pos not in (1, 3):
            return y
        return min(g.panels[pos].y, g.zones[pos].y) - g.px(4) - g.bh

    def draw_me_panel(self, surface: pygame.Surface) -> None:
        g = self.geo
        rect = g.me_panel
        me = self.table.viewer
        if self.active(me) and not self.table.is_human(me):
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 2, border_radius=12)
        draw_panel(surface, rect, alpha=200)
        pygame.draw.rect(surface, US, pygame.Rect(rect.x, rect.y + 6, 4, rect.h - 12), border_radius=2)
        level = t("gd.seat.level", level=level_name(max(2, min(14, self.levels[me & 1].shown))))
        rest = (" ★" if self.table.is_human(me) else "") + f" · {level}"  # kept when the name is cut
        n = self.announced[me]
        if n is not None and me not in self.places:
            rest += " · " + t("gd.seat.left", n=n)
        size, text = fit_line(self.table.name(me), g.px(16), g.px(14), rect.w - 16, True, tail=rest)
        blit_text(surface, text, size, theme.WHITE, bold=True, midleft=(rect.x + 10, rect.centery))
        badge = self.my_badge_rect()
        if badge is not None:
            _pill(surface, t(f"gd.place.{self.places[me]}"), g.px(15), (30, 24, 10), theme.GOLD, badge.center)

    def my_badge_rect(self) -> pygame.Rect | None:
        """The viewer's place badge ('1st', '上游') right of their panel, once they are out."""
        place = self.places.get(self.table.viewer)
        if place is None:
            return None
        g = self.geo
        size = g.px(15)
        rect = pygame.Rect(0, 0, get_font(size, True).size(t(f"gd.place.{place}"))[0] + 16, _pill_height(size))
        rect.center = (g.me_panel.right + g.px(30), g.me_panel.centery)
        return rect

    # ---- plays on the table --------------------------------------------------------------
    def draw_zone(self, surface: pygame.Surface, seat: int) -> None:
        lying = self.on_table(seat)
        if lying is None:
            return
        action, stale = lying
        if self.prompt is not None and (self.rel(seat) == 0 or self.under_prompt(self.footprint(seat, action))):
            return  # the reading chooser stands over it (the person's last play), which would show through
        g = self.geo
        if isinstance(action, Pass):
            r = self.zone_rect(seat, 2)
            _pill(surface, t("gd.pass_word"), g.px(20), (235, 235, 235) if not stale else (150, 160, 155),
                  (20, 40, 32, 200 if not stale else 120), r.center)
            return
        if not isinstance(action, Play):
            return
        cards = self.play_order(action.cards, action)
        positions = self.play_positions(seat, len(cards))
        area = self.zone_rect(seat, len(cards))
        # the play standing on the trick as shown (the synced view lags the plays shown in a demo)
        is_top = not stale and self.standing == seat and self.phase is Phase.PLAY
        if is_top:
            self.draw_top_glow(surface, area)
        for card, pos in zip(cards, positions):
            draw_shadowed(surface, self.face(card, g.pw, g.ph), pos, 0)
            if stale:  # shaded as it is laid: shades laid after all the cards piled up where they overlap
                _dim(surface, pygame.Rect(pos, (g.pw, g.ph)), 110)
        caption = play_caption(action)
        color = theme.GOLD if action.combo.is_bomb else (theme.WHITE if not stale else theme.MUTED)
        _pill(surface, caption, self.caption_px(), color, (16, 40, 32, 190), (area.centerx, area.bottom + g.px(10)))

    def footprint(self, seat: int, action: object) -> pygame.Rect:
        """Where ``seat``'s last action is drawn in front of it: a "Pass" pill, or a play's cards with
        the gold glow they may wear and their caption."""
        g = self.geo
        if not isinstance(action, Play):
            return _pill_rect(t("gd.pass_word"), g.px(20), self.zone_rect(seat, 2).center)
        area = self.zone_rect(seat, len(action.cards))
        return area.inflate(14, 14).union(_pill_rect(play_caption(action), self.caption_px(),
                                                     (area.centerx, area.bottom + g.px(10))))

    def under_prompt(self, rect: pygame.Rect) -> bool:
        """Whether the open prompt (the reading chooser) covers ``rect``."""
        return self.prompt is not None and self.prompt_rect().colliderect(rect)

    def top_play_area(self) -> pygame.Rect | None:
        """Where the play on top of the trick is drawn (None while no play stands on the trick)."""
        seat = self.standing
        lying = self.on_table(seat) if seat is not None and self.phase is Phase.PLAY else None
        if seat is None or lying is None or lying[1] or not isinstance(lying[0], Play):
            return None
        return self.footprint(seat, lying[0])

    def draw_top_glow(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The gold glow under the play on top of the trick."""
        glow = pygame.Surface(area.inflate(14, 14).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (255, 220, 110, 60), glow.get_rect(), border_radius=10)
        surface.blit(glow, area.inflate(14, 14).topleft)

    # ---- prompt texts ------------------------------------------------------------------
    def status_text(self, landed: bool = False) -> tuple[str, tuple[int, int, int]]:
        """The line in the middle and its colour: none while a play or deal is shown, unless
        ``landed`` asks for the line as it will read once what is shown has landed; "Game over" once
        the table shows the match's end (said at once it came before the last play was laid down)."""
        tb = self.table
        me = tb.viewer
        if tb.end_shown() or (landed and tb.session.is_over()):
            return t("table.game_over"), theme.GOLD
        if self.busy_now() and not self.choosing_card() and not landed:
            return "", theme.MUTED
        if self.my_turn():
            if self.phase is Phase.TRIBUTE:
                return t("gd.status.tribute"), theme.ACCENT
            if self.phase is Phase.RETURN:
                to = [rec.giver for rec in (self.view.tributes if self.view else ()) if rec.receiver == me]
                name = tb.name(to[0]) if to else ""
                return t("gd.status.return", name=name), theme.ACCENT
            top = self.view.top if self.view is not None else None
            if top is None:
                return t("gd.status.lead"), theme.ACCENT
            who = self.view.top_seat if self.view.top_seat is not None else me
            return t("gd.status.follow", name=tb.name(who), combo=play_caption(top)), theme.ACCENT
        if self.phase in (Phase.TRIBUTE, Phase.RETURN):
            key = "gd.status.wait_tribute" if self.phase is Phase.TRIBUTE else "gd.status.wait_return"
            return self.waiting_line(self.deciding, key), theme.MUTED
        return self.waiting_line([] if self.turn is None else [self.turn]), theme.MUTED

    def toast_place(self) -> tuple[tuple[int, int], int]:
        """Messages (why a selection cannot be played) show across the table between the partner's
        play with its caption and the side seats' rows of cards, clear of the hand: the table's usual
        place ran over the tops of those rows. While a banner is up they stand above it."""
        g = self.geo
        width = min(self.scaled(760), self.rect.w - 40)
        height = self.table.app.toast.height(width, self.table.scale)
        top = g.zones[2].bottom + g.px(10) + _pill_height(self.caption_px()) // 2 + g.px(4)
        bottom = g.side_backs_top - g.px(4)
        cy = (top + bottom) // 2 if height <= bottom - top else top + height // 2
        if self.banner is not None:  # a banner in the middle ("Tribute"): the message stands above it
            cy = min(cy, self.banner_rect().y - g.px(6) - (height + 1) // 2)
        elif self.tribute_panel_up():  # the tribute panel: the message below it (else above), not across it
            panel = self.tribute_panel_rect()  # and as narrow as the panel, between the side seats' panels
            width = panel.w
            height = self.table.app.toast.height(width, self.table.scale)
            below = panel.bottom + g.px(6) + height // 2
            room = min([b.rect.y for b in self.visible_buttons() if b.rect.w] + [g.bar.y]) - g.px(4)
            cy = below if below + (height + 1) // 2 <= room else panel.y - g.px(6) - (height + 1) // 2
        return (self.rect.centerx, cy), width

    def tribute_panel_up(self) -> bool:
        """Whether the tribute / give-back panel is drawn in the middle now: through the tribute phases
        but under a banner, while cards fly and seats choose too (computer seats kept the table busy
        nearly all the time, and the panel saying who paid whom came up for 0.7 s at a time)."""
        return self.phase in (Phase.TRIBUTE, Phase.RETURN) and self.banner is None and self.summary is None

    def tribute_panel_rect(self) -> pygame.Rect:
        """Where the tribute / give-back panel stands: centred a little above the table's middle,
        clear of the side seats' panels, which it would cover in small windows, and below the card
        counter when that is up and would be covered."""
        g = self.geo
        gap = g.px(8)
        w = min(self.rect.w - 40, g.px(520), g.panels[1].x - g.panels[3].right - 2 * gap)
        rect = pygame.Rect(0, 0, w, self._tribute_slot_top() + int(g.ch * 0.8) + g.px(22))
        rect.center = (self.rect.centerx, g.center[1] - g.px(10))
        if self.counter_on():
            counter = self.counter_rect()
            if rect.colliderect(counter.inflate(2 * gap, 2 * gap)):
                rect.y = counter.bottom + gap
        return rect

    def tribute_card_size(self) -> tuple[int, int]:
        """The size of the cards in the tribute panel."""
        sh = int(self.geo.ch * 0.8)
        return sh * 5 // 7, sh

    def tribute_slot(self, k: int) -> pygame.Rect:
        """Where the ``k``-th tribute paid this hand lies in the tribute panel while others choose: the
        hand's tributes (one or two) side by side, each with its words right of it, in the places they
        will keep once all are paid."""
        g = self.geo
        sw, sh = self.tribute_card_size()
        rect = self.tribute_panel_rect()
        n = max(len(self.paid), len(self.tribute_seats[0]), k + 1)
        pitch = sw + g.px(120)
        return pygame.Rect(rect.centerx - n * pitch // 2 + k * pitch, rect.y + self._tribute_slot_top(), sw, sh)

    def _tribute_slot_top(self) -> int:
        """The card slots' offset in the tribute panel: below the title's box and the line under it."""
        g = self.geo
        line_top = g.px(6) + get_font(g.px(22), True).get_height()
        return line_top + get_font(g.px(15)).get_height() + int(6 * g.fs)

    def draw_status(self, surface: pygame.Surface) -> None:
        toast = self.table.app.toast
        if toast.left > 0 and toast.text:
            return  # a message is up where the status line is: the line would show through it
        text, color = self.status_text()
        if not text:
            return
        g = self.geo
        size = _fit(text, g.px(17), self.rect.w - 60, True)
        if self.under_prompt(_pill_rect(text, size, g.status_center)):
            return  # the reading chooser stands over it (its question says what the line would)
        _pill(surface, text, size, color, (16, 40, 32, 210), g.status_center)

    def draw_tribute_panel(self, surface: pygame.Surface) -> None:
        """The tribute / return screen in the middle: what to give and to whom, the chosen card in
        its slot (or, while others choose, the tributes paid so far, each with the card given back
        for it once that is shown: its name where the person may see it)."""
        g = self.geo
        tb = self.table
        me = tb.viewer
        view = self.view
        if view is None:
            return
        tribute = self.phase is Phase.TRIBUTE
        sw, sh = self.tribute_card_size()
        # the line under the title starts below the title's box (a fixed offset set it a few pixels
        # into it: the two lines touched), the card slots below that line
        line_top = g.px(6) + get_font(g.px(22), True).get_height()
        top = self._tribute_slot_top()
        rect = self.tribute_panel_rect()
        w = rect.w
        draw_panel(surface, rect, alpha=230, radius=14)
        title = t("gd.banner.tribute") if tribute else t("gd.btn.return")
        blit_text(surface, title, g.px(22), theme.GOLD, bold=True, midtop=(rect.centerx, rect.y + g.px(6)))
        text, color = self.status_text(landed=True)  # (whom the table waits for, as shown, while cards fly)
        if text:
            blit_text(surface, text, _fit(text, g.px(15), w - 20), color, midtop=(rect.centerx, rect.y + line_top))
        y = rect.y + top
        if self.my_turn():
            slot = pygame.Rect(rect.centerx - sw - g.px(40), y, sw, sh)
            chosen = self.model.selected_cards()
            if len(chosen) == 1:
                surface.blit(self.face(chosen[0], sw, sh), slot.topleft)
            else:
                pygame.draw.rect(surface, theme.MUTED, slot, 2, border_radius=8)
                blit_text(surface, t("gd.tribute.pick"), _fit(t("gd.tribute.pick"), g.px(14), sw - 6), theme.MUTED,
                          center=slot.center)
            arrow_y = slot.centery
            pygame.draw.line(surface, theme.GOLD, (slot.right + 10, arrow_y), (slot.right + g.px(56), arrow_y), 3)
            pygame.draw.polygon(surface, theme.GOLD, [(slot.right + g.px(62), arrow_y),
                                                       (slot.right + g.px(52), arrow_y - 7),
                                                       (slot.right + g.px(52), arrow_y + 7)])
            if tribute:
                if len(view.receivers) == 2:
                    to = t("gd.tribute.to_double")
                else:
                    to = tb.name(view.receivers[0]) if view.receivers else ""
            else:
                givers = [rec.giver for rec in view.tributes if rec.receiver == me]
                to = tb.name(givers[0]) if givers else ""
            blit_text(surface, to, _fit(to, g.px(18), rect.right - slot.right - g.px(76), True), theme.WHITE,
                      bold=True, midleft=(slot.right + g.px(70), arrow_y - g.px(10)))
            if not tribute:
                got = [rec.card for rec in view.tributes if rec.receiver == me and rec.card is not None]
                if got:
                    note = t("gd.tribute.received", card=cards_text(got))
                    blit_text(surface, note, g.px(14), theme.MUTED, midleft=(slot.right + g.px(70), arrow_y + g.px(14)))
            return
        # others are choosing: the tributes paid so far, as the table has shown them (the words of one
        # still flying here too, its card once it has come)
        for i, (payer, (to, card)) in enumerate(self.paid.items()):
            slot = self.tribute_slot(i)
            if card is not None and payer not in self.to_panel:
                surface.blit(self.face(card, sw, sh), slot.topleft)
            giver, receiver = self.tribute_name(payer), self.tribute_name(to)
            size, lines = tribute_label(giver, receiver, g.px(110), g.px)
            colors = [theme.WHITE] * len(lines)
            if to in self.returned:
                lines.append(fit_line(self.returned_line(to), size, size, g.px(110))[1])
                colors.append(theme.ACCENT)
            pitch = get_font(size).get_linesize()
            top = slot.centery - pitch * len(lines) // 2
            for k, (line, color) in enumerate(zip(lines, colors)):
                blit_text(surface, line, size, color, midleft=(slot.right + 6, top + pitch * k + pitch // 2))

    def returned_line(self, receiver: int) -> str:
        """What the tribute panel says under a tribute whose ``receiver`` gave a card back: the card
        ("还贡 ♠5") where the person at the screen may see it, else only that one was given back."""
        card = self.returned.get(receiver)
        return t("gd.tribute.returned", card=card_name(card)) if card is not None else t("gd.tribute.returned_hidden")

    def tribute_name(self, seat: int) -> str:
        """A seat as the tribute panel names it: "You" ("你") for the person at the screen, as the table
        speaks to them ("You paid ♠A to B2"); every other seat, and any seat in a demo or a replay, by
        its name."""
        tb = self.table
        if seat == tb.viewer and tb.is_human(seat) and not tb.replay:
            return t("gd.tribute.you")
        return tb.name(seat)

    # ---- buttons and hand ----------------------------------------------------------------
    def play_label_now(self) -> str | None:
        """What the selection would play, or why it cannot (None: say nothing)."""
        if not self.model.selected or self.phase is not Phase.PLAY:
            return None
        plays = self.selection_plays()
        if len(plays) == 1:
            return play_caption(plays[0])
        if len(plays) > 1:
            return t("gd.sel.readings", n=len(plays))
        from engine.games.guandan import selection_plays

        if not selection_plays(self.model.selected_cards(), self.level, None):
            return t("gd.sel.no_combo")
        return t("gd.sel.too_low") if self.my_turn() else None

    def draw_buttons(self, surface: pygame.Surface) -> None:
        if self.row_with_pass != (self.phase is Phase.PLAY) or self.row_language != language():
            # Pass comes and goes with the tribute phases, and the widths are the words': a language
            # switched in the Settings (over the table) lays the row out again, as a phase does
            self.place_buttons()
        share_text_size([self.buttons["counter"], self.buttons["regroup"]])  # the small pair, one size
        for b in self.visible_buttons():
            b.draw(surface)
        if self.ring.focus in self.visible_buttons():
            self.ring.draw(surface, self.table.scale)
        if not self.shows_choice_buttons() and self.interactive():
            self.draw_bar_line(surface)
        self.draw_key_hint(surface)
        # what the selection would play, over Play (the reading chooser says it itself)
        label = self.play_label_now() if self.prompt is None and self.shows_choice_buttons() else None
        if label:
            b = self.buttons["play"]
            ok = self.can_play()
            color = (170, 240, 170) if ok else (255, 150, 130)
            size = self.caption_px()
            clear = self.scaled(5)  # above Tab's ring round Play (4 px out), whether it is up or not
            _pill(surface, label, size, color, (16, 40, 32, 220),
                  (b.rect.centerx, b.rect.y - clear - (_pill_height(size) + 1) // 2))

    def caption_px(self) -> int:
        """The size of a play's caption on the table and of the pill over Play saying what the selection
        plays: the table's label size, never under MIN_LABEL (they were 10 px at 960×600)."""
        return lay.label_px(13, self.geo.fs)

    def key_hint_shown(self) -> bool:
        """Whether the keys for the hand (←/→, Space) are named: for a person at the screen holding cards,
        until the table shows the match's end (its last cards stay in hand under the match's banner and results).
        Not under a hand's summary either: Space puts the summary away there, it selects no card."""
        return (self.interactive() and bool(self.model.cards) and self.prompt is None
                and self.summary is None and not self.match_end_shown())

    def key_hint_px(self) -> int:
        """The size the hand's keys are named at: the table's label size (it was 10 px at 960×600)."""
        return lay.label_px(13, self.geo.fs)

    def key_hint_rect(self) -> pygame.Rect:
        """Where the hand's keys are named: right-aligned just above the small buttons (Group, Counter),
        clear of the row, the play pill over Play and the person's play in the middle."""
        g = self.geo
        size = self.key_hint_px()
        w, h = get_font(size, True).size(t("gd.key_hint"))
        small = self.buttons["regroup"].rect.union(self.buttons["counter"].rect)
        rect = pygame.Rect(0, 0, min(w, g.bar.w // 2), h)
        rect.bottomright = (small.right, small.y - g.px(6))
        return rect

    def draw_key_hint(self, surface: pygame.Surface) -> None:
        if not self.key_hint_shown():
            return
        rect = self.key_hint_rect()
        size, line = fit_line(t("gd.key_hint"), self.key_hint_px(), lay.MIN_LABEL, rect.w, True)
        blit_text(surface, line, size, theme.MUTED, bold=True, midright=rect.midright)

    def bar_line(self) -> str:
        """In place of Hint and Play, for a person with nothing to press: out before the hand ends,
        they wait for its end; in the tribute phases, their part in them (the row stood empty): the
        tribute paid and to whom, the card chosen to pay or give back while the partner chooses (not
        once the cards given back are shown: the choosing is over), a tribute coming to them, or none
        for them this hand. Whom the tribute phases wait for is the tribute panel's line under its
        title, said there only."""
        me = self.table.viewer
        if self.out_while_hand_goes_on():
            return t("gd.status.out_wait", place=t(f"gd.place.{self.places[me]}"))
        if self.phase not in (Phase.TRIBUTE, Phase.RETURN):
            return ""
        payers, receivers = self.tribute_seats
        receiver, card = self.paid.get(me, (None, None))  # (as shown: the view lags while the card flies)
        if receiver is not None and card is not None:  # paid: said while that seat owes a card back
            owed = receiver not in self.given_back
            return t("gd.status.paid", card=card_name(card), name=self.table.name(receiver)) if owed else ""
        if me in receivers and self.given_back:
            return ""  # the cards given back are being shown: the choosing is over, the panel says them
        if self.picked is not None and (me in payers or me in receivers):  # (a payer's, till it is shown paid)
            return t("gd.status.tribute_chosen" if me in payers else "gd.status.return_chosen",
                     card=card_name(self.picked))
        if me in receivers:  # (in the give-back phase too, while the card paid to them still flies)
            return t("gd.status.tribute_coming")
        if payers and me not in payers and me not in receivers:
            return t("gd.status.no_tribute")
        return ""

    def draw_bar_line(self, surface: pygame.Surface) -> None:
        """The bar line in place of Hint and Play, centred where they stand."""
        text = self.bar_line()
        if not text:
            return
        g = self.geo
        row = self.buttons["hint"].rect.union(self.buttons["play"].rect)
        badge = self.my_badge_rect()
        left = (badge.right if badge is not None else g.me_panel.right) + g.px(12)
        small = [self.buttons[name].rect for name in ("regroup", "counter") if self.buttons[name].rect.y == row.y]
        right = min((r.x for r in small), default=g.bar.right) - g.px(12)
        size = _fit(text, g.px(17), right - left - 16, True)
        width = get_font(size, True).size(text)[0] + 16
        cx = max(left + width // 2, min(row.centerx, right - width // 2))
        _pill(surface, text, size, theme.MUTED, (16, 40, 32, 210), (cx, row.centery))

    def draw_hand(self, surface: pygame.Surface) -> None:
        g = self.geo
        fan = self.fan
        model = self.model
        allowed = self.allowed_cards()
        hover = fan.index_at(self.mouse) if self.interactive() and self.press is None else None
        received = self.received_positions()
        if model.grouped:
            self.draw_group_brackets(surface)
        for i, card in enumerate(model.cards):
            if i >= len(fan.rects) or i >= int(self.reveal):
                continue
            sel = i in model.selected
            if sel and self.carry is not None:
                continue
            pos = fan.pos(i, sel)
            draw_shadowed(surface, self.face(card, g.cw, g.ch), pos, 6 if sel else 0)
            rect = pygame.Rect(pos, (g.cw, g.ch))
            if allowed is not None and card not in allowed:
                _dim(surface, rect, 140)
            if i in received:  # its glow, under the cards that overlap it (its tag goes over them)
                pygame.draw.rect(surface, RECEIVED, rect.inflate(4, 4), 3, border_radius=max(3, g.cw // 10))
            if sel:
                pygame.draw.rect(surface, SELECT, rect.inflate(2, 2), 2, border_radius=max(3, g.cw // 10))
            elif i == hover:
                pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=max(3, g.cw // 10))
        for i in sorted(received):
            if i < len(fan.rects) and i < int(self.reveal) and not (i in model.selected and self.carry is not None):
                self.draw_received_tag(surface, i)
        focus = self.focus
        if focus is not None and self.ring.focus is None and focus < min(len(model.cards), len(fan.rects), int(self.reveal)):
            # the keyboard's card: the ring of every screen, whole, over the cards that overlap it
            sel = focus in model.selected
            if not (sel and self.carry is not None):
                draw_focus_ring(surface, pygame.Rect(fan.pos(focus, sel), (g.cw, g.ch)), self.table.scale)

    def group_brackets(self) -> list[pygame.Rect]:
        """The brackets over the groups of a regrouped hand (its back row, in two rows): a thin line
        just above each group's cards, its ends turned down, the gaps between groups left open."""
        g = self.geo
        inset = max(2, g.px(3))
        top = max(2, g.px(7))
        shown = min(len(self.fan.rects), int(self.reveal))
        if shown < len(self.model.cards):
            return []  # still being dealt
        return [pygame.Rect(x0 + inset, y - top, max(2, x1 - x0 - 2 * inset), top - 2)
                for x0, x1, y in self.fan.spans]

    def draw_group_brackets(self, surface: pygame.Surface) -> None:
        for r in self.group_brackets():
            pygame.draw.lines(surface, GROUP, False, [r.bottomleft, r.topleft, r.topright, r.bottomright], 2)

    def tag_px(self) -> int:
        """The "New" tag's size: the table's label size, never under MIN_LABEL (it was 9 px at 960×600)."""
        return lay.label_px(12, self.geo.fs)

    def received_tag_rect(self, i: int) -> pygame.Rect:
        """The tag ("New", "收到") on card ``i`` just given to the viewer: low on the part of the card
        that shows (its index corner stays readable, and a raised card's tag stays off the buttons)."""
        g = self.geo
        fan = self.fan
        x, y = fan.pos(i, i in self.model.selected)
        strip = fan.strips[i] if i < len(fan.strips) else fan.rects[i]
        front = i >= len(fan.row_of) or fan.row_of[i] == fan.rows - 1
        shown = g.ch if front else int(fan.ch * 0.44)  # a back row's card shows down to the front row
        size = self.tag_px()
        center = (x + min(strip.w, g.cw) // 2, y + shown - g.px(6) - _pill_height(size) // 2)
        return _pill_rect(t("gd.received_tag"), size, center)

    def draw_received_tag(self, surface: pygame.Surface, i: int) -> None:
        r = self.received_tag_rect(i)
        _pill(surface, t("gd.received_tag"), self.tag_px(), (12, 40, 34), RECEIVED, r.center)

    def draw_carried(self, surface: pygame.Surface) -> None:
        if self.carry is None:
            return
        g = self.geo
        if self.drop_zone().collidepoint(self.mouse) or self.mouse[1] < g.bar.y:
            zone = self.zone_rect(self.table.viewer, max(1, len(self.model.selected)))
            pygame.draw.rect(surface, theme.ACCENT, zone.inflate(20, 20), 3, border_radius=12)
        for card, pos in zip(self.model.selected_cards(), self.carry_positions(self.mouse)):
            draw_shadowed(surface, self.face(card, g.cw, g.ch), pos, 12)

    # ---- bubbles, banners and effects ----------------------------------------------------
    def draw_bubbles(self, surface: pygame.Surface) -> None:
        g = self.geo
        for seat, (text, left, color) in self.bubbles.items():
            alpha = int(235 * min(1.0, left / 0.3))
            _pill(surface, live(text), g.px(15), color, (10, 30, 24, alpha), self.bubble_center(seat))

    def bubble_center(self, seat: int) -> tuple[int, int]:
        """Where ``seat``'s bubble goes: over the person's panel, under another seat's. The seat
        across plays its cards just under its panel, so there the bubble goes below what it played
        (or is still sending there) and the caption, or below its "Pass", not over them."""
        g = self.geo
        pos = self.rel(seat)
        if pos == 0:
            return g.me_panel.centerx, g.me_panel.y - g.px(16)
        r = g.panels[pos]
        if pos == 2 and self.summary is None:
            half = (_pill_height(g.px(15)) + 1) // 2 + g.px(4)  # the bubble's half height and a gap
            action = (self.on_table(seat) or (None, False))[0]  # what is drawn there
            n = self.hiding.get(seat) or (len(action.cards) if isinstance(action, Play) else 0)
            if n:  # the caption is centred px(10) under the cards (draw_zone)
                caption = self.zone_rect(seat, n).bottom + g.px(10) + (_pill_height(self.caption_px()) + 1) // 2
                return r.centerx, caption + half
            if isinstance(action, Pass):
                return r.centerx, self.zone_rect(seat, 2).centery + (_pill_height(g.px(20)) + 1) // 2 + half
        return r.centerx, r.bottom + g.px(14)

    def banner_rect(self, scale: float = 1.0) -> pygame.Rect:
        """The panel of the banner showing ("Hand 4", "Tribute"), grown to ``scale`` of its size."""
        b, g = self.banner, self.geo
        if b is None:
            return pygame.Rect(g.center, (0, 0))
        title_size = g.px(40 if b["big"] else 28)
        title, sub = live(b["title"]), live(b["sub"])
        w = max(get_font(title_size, True).size(title)[0], get_font(g.px(17)).size(sub)[0]) + g.px(60)
        w = min(w, self.rect.w - 20)
        h = title_size + (g.px(30) if sub else 0) + g.px(26)
        rect = pygame.Rect(0, 0, int(w * scale), int(h * scale))
        rect.center = g.center
        return rect

    def draw_banner(self, surface: pygame.Surface) -> None:
        b = self.banner
        if b is None:
            return
        g = self.geo
        age, total = b["age"], b["time"]
        appear = min(1.0, age / 0.18)
        fade = min(1.0, (total - age) / 0.3)
        alpha = max(0.0, min(appear, fade))
        if alpha <= 0:
            return
        title_size = g.px(40 if b["big"] else 28)
        scale = 0.85 + 0.15 * appear
        rect = self.banner_rect(scale)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (12, 34, 26, int(230 * alpha)), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (*b["color"], int(255 * alpha)), panel.get_rect(), 2, border_radius=16)
        surface.blit(panel, rect.topleft)
        # the words fade in and out with the panel (written only above 15%, the panel stood empty for
        # a frame or two as it came and a few as it went), in steps that keep the text cache small
        ink = 255 if alpha >= 1 else max(16, int(alpha * 16) * 16)
        title, sub = live(b["title"]), live(b["sub"])
        size = _fit(title, int(title_size * scale), rect.w - 20, True)
        blit_text(surface, title, size, (*b["color"], ink), bold=True,
                  center=(rect.centerx, rect.y + g.px(12) + size // 2 + 2))
        if sub:
            blit_text(surface, sub, _fit(sub, g.px(17), rect.w - 20), (*theme.WHITE, ink),
                      center=(rect.centerx, rect.bottom - g.px(22)))

    def draw_flashes(self, surface: pygame.Surface) -> None:
        g = self.geo
        for f in self.flashes:
            p = f["age"] / f["time"]
            if f["kind"] == "bomb":
                size = int(g.px(30) * (1.0 + 0.6 * min(1.0, p * 3)))
                alpha = int(255 * (1 - p))
                color = f["color"]
                cx, cy = f["center"]
                ring = int(g.ph * (0.6 + 1.4 * p))
                ring_surf = pygame.Surface((ring * 2 + 8, ring * 2 + 8), pygame.SRCALPHA)
                pygame.draw.circle(ring_surf, (*color, alpha // 2), (ring + 4, ring + 4), ring, 5)
                surface.blit(ring_surf, (cx - ring - 4, cy - ring - 4))
                text = live(f["text"])
                if f.get("spot_for") != text:  # found once (the plays landing meanwhile are counted in),
                    f["spot"] = self.callout_spot(f["seat"], f["n"], text)  # again for a language switched
                    f["spot_for"] = text
                spot, largest = f["spot"]
                size = int(largest * min(1.0, size / (g.px(30) * 1.6)))
                blit_text(surface, text, size, (*color, alpha), bold=True, center=spot)
            elif f["kind"] == "confetti":
                colors = (theme.GOLD, US, THEM, (170, 240, 170), (255, 255, 255))
                w, h = self.table.rect.size if hasattr(self.table, "rect") else surface.get_size()
                for k in range(70):
                    x = (k * 97 + int(40 * math.sin(f["age"] * 2 + k))) % max(1, w)
                    y = int((f["age"] * (120 + (k * 37) % 160) + (k * 53) % h)) % max(1, h)
                    pygame.draw.rect(surface, colors[k % len(colors)], pygame.Rect(x, y, 6, 10), border_radius=2)

    def callout_spot(self, seat: int, n: int, text: str) -> tuple[tuple[int, int], int]:
        """Where a big play's call-out ("Straight flush!") is centred and the size it grows to: as
        near the ``n`` cards ``seat`` plays as it goes clear of every play on the table, the seats,
        the buttons, the line in the middle and the person's hand, a little smaller where it must
        be. It was centred just above the play, half over its cards (and over the top seat's panel)."""
        g = self.geo
        zone = self.zone_rect(seat, n)
        covered = self.callout_obstacles(seat, n)
        step = max(4, g.px(8))
        reach = zone.w // 2 + g.ph * 3
        largest = _fit(text, int(g.px(30) * 1.6), self.rect.w - 20, True)
        for size in (largest, largest * 5 // 6, largest * 2 // 3):
            box = pygame.Rect((0, 0), get_font(size, True).size(text))
            spots = [(zone.centerx + dx, zone.centery + dy) for dx in range(-reach, reach + 1, step)
                     for dy in range(-reach, reach + 1, step)]
            spots.sort(key=lambda p: math.hypot(p[0] - zone.centerx, 1.5 * (p[1] - zone.centery)))
            for spot in spots:
                box.center = spot
                if self.rect.contains(box) and box.collidelist(covered) < 0:
                    return spot, size
        return (zone.centerx, zone.y - g.px(6) - get_font(largest, True).get_height() // 2), largest

    def callout_obstacles(self, seat: int, n: int) -> list[pygame.Rect]:
        """What a call-out must not cover: the plays on the table with their captions (``seat``'s new
        play of ``n`` cards among them), the seats' panels, the row of the person's panel and buttons,
        the person's hand with its raised cards and the line in the middle."""
        g = self.geo
        pill = _pill_height(self.caption_px())
        plays = {s: len(a.cards) if isinstance(a, Play) else 2 for s, (a, _) in self.shown.items()}
        plays[seat] = n
        rects = []
        for s, k in plays.items():
            r = self.zone_rect(s, k)
            rects.append(r.inflate(8, 0).union(pygame.Rect(r.x, r.bottom, r.w, g.px(10) + pill // 2 + 2)))
        hand = g.hand_area.copy()
        hand.y -= g.ch // 5
        hand.h += g.ch // 5
        rects += [hand, *g.panels.values(), g.bar]
        if self.key_hint_shown():
            rects.append(self.key_hint_rect())
        text = self.status_text(landed=True)[0]
        if text:  # the line in the middle saying whose turn it is (hidden while this play flies in)
            size = _fit(text, g.px(17), self.rect.w - 60, True)
            line = pygame.Rect(0, 0, get_font(size, True).size(text)[0] + 16, _pill_height(size))
            line.center = g.status_center
            rects.append(line)
        return rects

    def summary_line(self, ev: HandEnded) -> str:
        """The hand summary's last line: how the winners' level moved (this hand's level still shown)."""
        return level_change(ev, self.team_word(ev.winning_team), self.level)

    def summary_row(self, seat: int, place: int) -> str:
        """A seat's row in the hand summary: its place and name, and its team when the people at the
        screen sit on one (else the colour tells the teams apart: a team named by its players would
        repeat the names)."""
        values = {"place": t(f"gd.place.{place}"), "name": self.table.name(seat)}
        home = self.home_team()
        if home is None:
            return t("gd.summary.row", **values)
        return t("gd.summary.row_team", team=t("gd.summary.ours" if (seat & 1) == home else "gd.summary.theirs"),
                 **values)

    def summary_rule_key(self, ev: HandEnded) -> str:
        """The summary's line on the rules of the level: what passes A, after a hand played at the
        winners' A; else how the places move the level."""
        at_a = self.level == ACE_LEVEL and ev.levels_before[ev.winning_team] == ACE_LEVEL
        return "gd.summary.rule_a" if at_a else "gd.summary.rule"

    def summary_seconds(self, ev: HandEnded) -> float:
        """How long the summary of the hand ``ev`` ended stays at animation speed x1: a moment to take
        it in, a glance at each seat's row, and its title, rule line and level line read through."""
        lines = (t("gd.summary.title", n=self.hand_no), t(self.summary_rule_key(ev)), self.summary_line(ev))
        return SUMMARY_GLANCE + 4 * SUMMARY_ROW + sum(reading_seconds(line) for line in lines)

    def draw_summary(self, surface: pygame.Surface) -> None:
        s = self.summary
        if s is None:
            return
        ev = s["event"]
        g = self.geo
        tb = self.table
        me = tb.viewer
        appear = min(1.0, s["age"] / 0.25)
        w = min(self.rect.w - 40, g.px(460))
        line_h = g.px(26)
        rule_h = g.px(20)  # the line saying how places move the level
        note_px = lay.label_px(13, g.fs)  # the note at the foot saying how to put the summary away
        note_h = max(g.px(18), get_font(note_px).get_height() - 2)
        h = g.px(60) + line_h * 4 + rule_h + g.px(64) + note_h
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (g.center[0], g.center[1] - int((1 - appear) * 30))
        draw_panel(surface, rect, alpha=int(240 * appear), radius=16)
        blit_text(surface, t("gd.summary.title", n=self.hand_no), g.px(24), theme.GOLD, bold=True,
                  midtop=(rect.centerx, rect.y + g.px(10)))
        order = sorted(range(4), key=lambda seat: ev.places[seat])
        y = rect.y + g.px(48)
        for seat in order:
            color = US if (seat & 1) == (me & 1) else THEM
            row = self.summary_row(seat, ev.places[seat])
            blit_text(surface, row, _fit(row, g.px(17), rect.w - 20), color, midtop=(rect.centerx, y))
            y += line_h
        rule = t(self.summary_rule_key(ev))  # (the rise was told but not why: 1st with 2nd, 3rd or last)
        blit_text(surface, rule, _fit(rule, g.px(14), rect.w - 20), theme.MUTED, midtop=(rect.centerx, y))
        note = t("gd.summary.go_on")
        blit_text(surface, note, _fit(note, note_px, rect.w - 20), theme.MUTED,
                  center=(rect.centerx, rect.bottom - g.px(8) - note_h // 2))
        line = self.summary_line(ev)
        # the level line (or its two lines) in the middle between the rule line and the note
        line_y = (y + rule_h + rect.bottom - g.px(8) - note_h) // 2
        pulse = 1.0 + 0.12 * math.sin(min(1.0, s["age"] / 0.8) * math.pi)
        size = _fit(line, int(g.px(22) * pulse), rect.w - 20, True)
        smallest = round(15 * g.fs)  # (a line naming both winners by 12-letter names was shrunk to 9 px)
        if size >= smallest:
            blit_text(surface, line, size, theme.GOLD, bold=True, center=(rect.centerx, line_y))
            return
        size = max(smallest, int(g.px(17) * pulse))
        lines = evened(line, size, rect.w - 20, bold=True)[:2]  # two lines in the room under the rows
        pitch = get_font(size, True).get_linesize()
        top = line_y - pitch * len(lines) // 2
        for k, part in enumerate(lines):
            part = fit_line(part, size, size, rect.w - 20, True)[1]
            blit_text(surface, part, size, theme.GOLD, bold=True, center=(rect.centerx, top + pitch * k + pitch // 2))
