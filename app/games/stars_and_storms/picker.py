"""The joker picker: a compact row of ranks and a row of suits, then OK. Its buttons carry the focus
ring of every screen (app.ui.focus.ButtonRing): Tab and Shift+Tab walk them, Left/Right move along a
row and Up/Down between the rows, Enter or Space press the ringed one."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from app.i18n import t
from app.ui import theme
from app.ui.cardart import card_face
from app.ui.focus import ButtonRing, horizontal, vertical
from app.ui.widgets import Button, blit_text, draw_panel, fit_line
from app.games.stars_and_storms.text import card_name, rank_name, ranks_text
from engine.cards import SUITS, Card, Suit
from engine.games.stars_and_storms import rules
from engine.games.stars_and_storms.model import MAX_LEVEL, Form, Star

RANK_KEYS = {
    pygame.K_a: 1, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6,
    pygame.K_7: 7, pygame.K_8: 8, pygame.K_9: 9, pygame.K_0: 10, pygame.K_t: 10, pygame.K_j: 11,
    pygame.K_q: 12, pygame.K_k: 13,
}
SUIT_KEYS = {pygame.K_c: Suit.CLUBS, pygame.K_d: Suit.DIAMONDS, pygame.K_h: Suit.HEARTS, pygame.K_s: Suit.SPADES}


def storm_note(rank: int, level: int, zones: Sequence[Sequence[Star]], viewer: int,
               heat: Suit | None = None) -> list[str]:
    """What a storm of ``rank`` at ``level`` does to the table as it is: the ranks it reaches, then how
    many stars it blows away, the viewer's own among them. ``heat``: the suit a heat card burns first."""
    ranks = rules.reach(rank, level)
    hit = [sum(1 for st in zone if st.as_card.suit is heat or rules.storm_hits(st, rank, level)) for zone in zones]
    mine = hit[viewer] if 0 <= viewer < len(hit) else 0
    reach = t("sns.picker.reaches_all") if level >= MAX_LEVEL else t("sns.picker.reaches", ranks=ranks_text(ranks))
    burn = [t("sns.picker.heat", suit=heat.symbol)] if heat is not None else []
    return burn + [reach, t("sns.picker.hits", n=sum(hit), mine=mine)]


class JokerPicker:
    """Asks which ordinary card a joker stands for. ``done`` gets the card, ``cancel`` is called on Esc."""

    def __init__(self, joker: Card, form: Form, done: Callable[[Card], None], cancel: Callable[[], None],
                 heat_rank: int | None = None, level: int = 1, zones: Sequence[Sequence[Star]] = (),
                 viewer: int = 0) -> None:
        self.joker = joker
        self.level = level  # for a storm: what the declared rank would blow away (storm_note)
        self.zones = zones
        self.viewer = viewer
        self.form = form
        self.done = done
        self.cancel = cancel
        self.heat_rank = heat_rank
        self.rank: int | None = None
        self.suit: Suit | None = None
        self.rect = pygame.Rect(0, 0, 560, 220)
        self.scale = 1.0  # the table's UI scale (set by layout)
        self.rank_buttons = [self._rank_button(r) for r in range(1, 14)]
        self.suit_buttons = [self._suit_button(s) for s in SUITS]
        self.ok = Button(lambda: t("sns.picker.ok"), self._confirm, enabled=lambda: self.chosen is not None,
                         hotkey=pygame.K_RETURN, font_size=18)
        self.no = Button(lambda: t("sns.picker.cancel"), self.cancel, hotkey=pygame.K_ESCAPE, font_size=18)
        self.rows = [self.rank_buttons, self.suit_buttons, [self.ok, self.no]]
        self.ring = ButtonRing([b for row in self.rows for b in row])  # reading order

    def _rank_button(self, rank: int) -> Button:
        return Button(lambda: rank_name(rank), lambda: self._set_rank(rank), font_size=18,
                      selected=lambda: self.rank == rank)

    def _suit_button(self, suit: Suit) -> Button:
        return Button(lambda: suit.symbol, lambda: self._set_suit(suit), font_size=24,
                      selected=lambda: self.suit is suit)

    @property
    def chosen(self) -> Card | None:
        if self.rank is None or self.suit is None:
            return None
        return Card(self.rank, self.suit)

    def _set_rank(self, rank: int) -> None:
        self.rank = rank

    def _set_suit(self, suit: Suit) -> None:
        self.suit = suit

    def _confirm(self) -> None:
        card = self.chosen
        if card is not None:
            self.done(card)

    def px(self, n: int) -> int:
        return theme.scaled(n, self.scale)

    def layout(self, area: pygame.Rect, scale: float = 1.0) -> None:
        """Centre the picker in ``area`` (the table), at ``scale`` (the table's UI scale)."""
        self.scale = scale
        px = self.px
        w = min(px(620), area.w - 24)
        gap = px(4)
        bw = max(px(24), (w - px(36) - 12 * gap) // 13)
        w = px(36) + 13 * bw + 12 * gap
        bh = max(px(32), min(px(42), int(area.h * 0.06)))
        h = px(46) + bh + px(12) + int(bh * 1.2) + px(14) + bh + px(34)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (area.centerx, area.centery - area.h // 12)
        x, y = self.rect.x + px(18), self.rect.y + px(46)
        for b in self.rank_buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            b.font_size = px(18)
            x += bw + gap
        y += bh + px(12)
        sw = int(bh * 1.5)
        x = self.rect.x + px(18)
        for b in self.suit_buttons:
            b.rect = pygame.Rect(x, y, sw, int(bh * 1.2))
            b.font_size = px(24)
            x += sw + px(8)
        self.preview_h = int(bh * 1.2) + px(14) + bh
        self.preview_at = (self.rect.right - px(18) - int(self.preview_h * 5 / 7), y)
        y += int(bh * 1.2) + px(14)
        self.ok.rect = pygame.Rect(self.rect.x + px(18), y, px(140), bh)
        self.no.rect = pygame.Rect(self.ok.rect.right + px(12), y, px(120), bh)
        self.ok.font_size = self.no.font_size = px(18)

    def handle(self, event: pygame.event.Event) -> bool:
        """Every event goes to the picker while it is open (it is modal)."""
        if self._arrow(event) or self.ring.handle(event):
            return True
        for b in [*self.rank_buttons, *self.suit_buttons, self.ok, self.no]:
            if b.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in RANK_KEYS:
                self.rank = RANK_KEYS[event.key]
            elif event.key in SUIT_KEYS:
                self.suit = SUIT_KEYS[event.key]
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _arrow(self, event: pygame.event.Event) -> bool:
        """Left/Right along the ringed button's row, Up/Down to the nearest usable button of the row
        above or below; from no ring, any arrow rings the first button. True if an arrow was used."""
        steps = {pygame.K_LEFT: (horizontal, -1), pygame.K_RIGHT: (horizontal, 1),
                 pygame.K_UP: (vertical, -1), pygame.K_DOWN: (vertical, 1)}
        if event.type != pygame.KEYDOWN or event.key not in steps:
            return False
        if self.ring.focus is None:
            self.ring.first()
            return True
        move, step = steps[event.key]
        self.ring.focus = move([self.rows], self.ring.focus, step, lambda b: b.enabled()) or self.ring.focus
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, alpha=255)  # opaque: the table's lines and cards showed between the buttons
        pygame.draw.rect(surface, theme.GOLD, self.rect, 2, border_radius=12)
        form = t("sns.picker.as_star") if self.form is Form.STAR else t("sns.picker.as_storm")
        px = self.px
        title = t("sns.picker.title", joker=card_name(self.joker), form=form)
        size, title = fit_line(title, px(19), px(13), self.rect.w - px(36), bold=True)
        blit_text(surface, title, size, theme.GOLD, bold=True, topleft=(self.rect.x + px(18), self.rect.y + px(12)))
        for r, b in zip(range(1, 14), self.rank_buttons):
            b.draw(surface)
            if r == self.heat_rank:
                pygame.draw.rect(surface, (240, 120, 60), b.rect, 2, border_radius=8)
        for b in self.suit_buttons:
            b.draw(surface)
        for s, b in zip(SUITS, self.suit_buttons):
            if s.is_red:  # re-colour the red suits' symbols on top of the button
                blit_text(surface, s.symbol, px(24), (255, 120, 120), center=b.rect.center)
        card = self.chosen
        ph = self.preview_h
        if card is not None:
            surface.blit(card_face(card, int(ph * 5 / 7), ph), self.preview_at)
        else:
            box = pygame.Rect(self.preview_at, (int(ph * 5 / 7), ph))
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=6)
            blit_text(surface, "?", ph // 2, theme.MUTED, center=box.center)
        self._draw_note(surface)
        self.ok.draw(surface)
        self.no.draw(surface)
        self.ring.draw(surface, self.scale)
        size, keys = fit_line(t("sns.picker.keys"), px(14), px(11), self.rect.w - px(36))
        blit_text(surface, keys, size, theme.MUTED, topleft=(self.rect.x + px(18), self.rect.bottom - px(24)))

    def note_area(self) -> pygame.Rect:
        """Between the suits and OK/Cancel on the left and the preview card on the right."""
        px = self.px
        left = max(self.suit_buttons[-1].rect.right, self.no.rect.right) + px(16)
        top = self.suit_buttons[0].rect.y
        return pygame.Rect(left, top, self.preview_at[0] - px(12) - left, self.no.rect.bottom - top)

    def _draw_note(self, surface: pygame.Surface) -> None:
        """For a storm with its rank chosen: what it reaches and blows away (the glow on the tiles is
        under the picker)."""
        if self.form is not Form.STORM or self.rank is None:
            return
        area, px = self.note_area(), self.px
        heat = self.suit if self.rank == self.heat_rank else None
        lines = storm_note(self.rank, self.level, self.zones, self.viewer, heat)
        step = area.h // len(lines)
        for k, line in enumerate(lines):
            size, text = fit_line(line, px(16), px(11), area.w)
            blit_text(surface, text, size, theme.WHITE if k == len(lines) - 1 else theme.ACCENT,
                      midleft=(area.x, area.y + step * k + step // 2))
