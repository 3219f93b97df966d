"""Modal panels for the secret and special choices of 现世通行: a slider over the deck (put back a
defused 通行, 言灵's look and move), a card chooser (交易, 教主, 乞讨, 单挑, discards, 梦魇 picks,
纯粹's face) and a card prompt (defuse, a card turned face up under 梦魇).

A panel's buttons carry the focus ring of every screen (app.ui.focus.ButtonRing): Tab and Shift+Tab
ring its usable buttons, Enter and Space press the ringed one; a hint rings the button that takes it."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from app.fonts import get_font
from app.games.xianshi_tongxing.faces import card_back, card_face, wrap
from app.i18n import LiveText, live
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.widgets import Button, blit_text, draw_focus_ring, draw_panel
from engine.games.xianshi_tongxing.cards import Card

CardHit = tuple[Card, pygame.Rect]
CHOSEN = (120, 215, 165)  # a chosen card's outline and corner badge: not the focus ring's gold, so the two never double
# between a chosen card and its outline: the outline never runs into a face's own coloured edge (mint on
# the teal, orange and gold faces read as one thicker edge), near black to stand apart from every edge
CHOSEN_GAP = (8, 10, 12)
FOCUS_PAD = 8  # the focus ring's gap round a card, clear of a chosen card's outline
CARD_GAP = 14  # between the chooser's cards: a card's focus ring clears its chosen neighbour's outline


@dataclass
class Choice:
    """A button of a panel: label (said again each time it is drawn), what it does, whether it is
    enabled, a hotkey."""

    label: LiveText
    run: Callable[[], None]
    enabled: bool = True
    hotkey: int | None = None
    action: Any = None  # the game action the button takes, if it takes one outright (for hints)


def _const(value: Any) -> Callable[[], Any]:
    return lambda: value


class Panel:
    """A modal box centred on the table area. Its title and subtitle are kept as given (``LiveText``)
    and said again each time they are read, so a language switched while it is up shows at once (the
    table lays the panel out again for the new words)."""

    modal = True
    sideways = False  # Left and Right move the ring over its buttons (when nothing else takes them)

    def __init__(self, key: Hashable, title: LiveText, subtitle: LiveText = "") -> None:
        self.key = key
        self.said_title = title
        self.said_subtitle = subtitle
        self.rect = pygame.Rect(0, 0, 600, 300)
        self.area = pygame.Rect(0, 0, 1000, 600)
        self.buttons: list[Button] = []
        self.age = 0.0
        self.s = 1.0
        self.button_actions: list[Any] = []  # each button's ``Choice.action``
        self.ring = ButtonRing(self.buttons, sideways=self.sideways)

    @property
    def ringed(self) -> int | None:
        """The ringed button's place in the row (None: no ring)."""
        return next((k for k, b in enumerate(self.buttons) if b is self.ring.focus), None)

    @ringed.setter
    def ringed(self, k: int | None) -> None:
        self.ring.focus = self.buttons[k] if k is not None and 0 <= k < len(self.buttons) else None

    @property
    def title(self) -> str:
        return live(self.said_title)

    @property
    def subtitle(self) -> str:
        return live(self.said_subtitle)

    # subclasses ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.age += dt

    def layout(self, area: pygame.Rect, scale: float) -> None:
        """Place the panel in the table's ``area``, its texts and boxes at ``scale`` (the table's)."""
        self.area = area
        self.s = scale

    def f(self, size: int) -> int:
        return int(size * self.s)

    def grown(self, n: int) -> int:
        """``n`` px at 1280×720, grown with a larger window as the texts are (a smaller one keeps it)."""
        return theme.scaled(n, max(1.0, self.s))

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect, alpha=240)
        pygame.draw.rect(surface, theme.GOLD, self.rect, 2, border_radius=12)
        y = self.rect.y + 12
        for line in wrap(self.title, self.f(22), self.rect.w - 40, balance=False):
            blit_text(surface, line, self.f(22), theme.GOLD, bold=True, midtop=(self.rect.centerx, y))
            y += self.f(30)
        subtitle = self.subtitle
        for line in wrap(subtitle, self.f(16), self.rect.w - 40, balance=False) if subtitle else []:
            blit_text(surface, line, self.f(16), theme.MUTED, midtop=(self.rect.centerx, y))
            y += self.f(22)
        for b in self.buttons:
            b.draw(surface)
        self.ring.draw(surface, self.s)

    def ring_action(self, action: Any) -> bool:
        """Ring the button that takes ``action``; False if none does."""
        if action in self.button_actions:
            self.ringed = self.button_actions.index(action)
            return True
        return False

    def handle_ring(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab (and Left and Right if ``sideways``) move the ring over the usable
        buttons, Enter and Space press the ringed one; True if the key was used. A ring on a button
        greyed since (a chosen card taken back) is dropped (ButtonRing.handle), so the key goes to
        the panel."""
        return self.ring.handle(event)

    def header_height(self, width: int) -> int:
        h = 12 + self.f(30) * len(wrap(self.title, self.f(22), width - 40, balance=False))
        subtitle = self.subtitle
        if subtitle:
            h += self.f(22) * len(wrap(subtitle, self.f(16), width - 40, balance=False))
        return h + 8

    def handle(self, event: pygame.event.Event) -> bool:
        if self.handle_ring(event):
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def card_at(self, pos: tuple[int, int]) -> CardHit | None:
        return None

    def make_buttons(self, choices: Sequence[Choice], y: int) -> None:
        """The row of buttons at ``y``; a ring stays on the button in the same place."""
        ringed = self.ringed
        self.buttons = []
        self.button_actions = [c.action for c in choices]
        n = len(choices)
        self.ring.buttons = self.buttons
        if not n:
            self.ring.focus = None
            return
        bw = min(self.f(230), (self.rect.w - 40) // n - 12)
        x = self.rect.centerx - (n * (bw + 12) - 12) // 2
        for c in choices:
            self.buttons.append(Button(lambda label=c.label: live(label), c.run, pygame.Rect(x, y, bw, self.f(44)),
                                       enabled=_const(c.enabled), hotkey=c.hotkey, font_size=self.f(19)))
            x += bw + 12
        self.ring.buttons = self.buttons
        self.ringed = ringed


class SliderPanel(Panel):
    """Choose a deck position with a slider drawn over the deck (mouse, arrows, Home/End, Enter;
    Tab rings its buttons, and a move of the slider takes the ring off them).

    ``between``: positions sit between cards (0 = on top … deck_size = at the bottom), for putting a
    card back; otherwise positions are the cards themselves (0 = the top card … deck_size - 1)."""

    def __init__(self, key: Hashable, title: LiveText, subtitle: LiveText, deck_size: int, between: bool,
                 value: int, describe: Callable[[int], str], confirm: Choice, cancel: Choice | None = None,
                 card: Card | None = None, marker: Card | None = None, top_label: LiveText = "",
                 bottom_label: LiveText = "",
                 keep: int | None = None) -> None:
        super().__init__(key, title, subtitle)
        self.deck_size = deck_size
        self.between = between
        self.lo = 0
        self.hi = deck_size if between else max(0, deck_size - 1)
        self.value = max(self.lo, min(self.hi, value))
        self.describe = describe
        self.confirm = confirm
        self.cancel = cancel
        self.card = card
        self.marker = marker
        self.said_top, self.said_bottom = top_label, bottom_label  # the track's ends, said when drawn
        self.keep = keep  # 言灵: the position the card was seen at
        self.dragging = False
        self.track = pygame.Rect(0, 0, 400, 60)
        self.sliver_w = 14
        self.card_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, area: pygame.Rect, scale: float) -> None:
        super().layout(area, scale)
        w = min(area.w - 40, self.f(860))
        g = self.grown
        card_h = min(g(150), int(area.h * 0.2)) if self.card is not None else 0
        h = self.header_height(w) + card_h + (g(10) if card_h else 0) + g(66) + g(70) + g(60) + self.f(66)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (area.centerx, area.y + int(area.h * 0.42))
        self.rect.clamp_ip(area)
        y = self.rect.y + self.header_height(w)
        if card_h:
            self.card_rect = pygame.Rect(0, y, card_h * 5 // 7, card_h)
            self.card_rect.centerx = self.rect.centerx
            y += card_h + g(10)
        font = get_font(self.f(15))
        track_h = g(70)
        self.sliver_w = max(14, min(g(46), int((track_h - g(14)) * 5 / 7)))
        # the end cards reach half a card past the track: the labels go beyond them
        ends = (live(self.said_top), live(self.said_bottom))
        margin = max(font.size(ends[0])[0], font.size(ends[1])[0]) + g(24) + self.sliver_w // 2
        self.track = pygame.Rect(self.rect.x + margin, y + g(66), self.rect.w - 2 * margin, track_h)
        choices = [self.confirm] + ([self.cancel] if self.cancel else [])
        self.make_buttons(choices, self.rect.bottom - self.f(58))

    def x_of(self, value: int) -> int:
        span = max(1, self.hi - self.lo)
        return self.track.x + int((value - self.lo) / span * self.track.w)

    def value_at(self, x: int) -> int:
        span = max(1, self.hi - self.lo)
        v = round((x - self.track.x) / max(1, self.track.w) * span) + self.lo
        return max(self.lo, min(self.hi, v))

    def set(self, value: int) -> None:
        self.value = max(self.lo, min(self.hi, value))

    def grabs(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` takes hold of the slider: on the deck row, its knob or its card."""
        return any(area.collidepoint(pos) for area in
                   (self.track.inflate(24, 30), self.knob_rect().inflate(10, 10), self.marker_rect().inflate(8, 8)))

    def knob_rect(self) -> pygame.Rect:
        """The round knob under the deck row, at the chosen place."""
        r = self.grown(11)
        return pygame.Rect(0, 0, 2 * r, 2 * r).move(self.x_of(self.value) - r, self.track.bottom + self.grown(14) - r)

    def marker_rect(self) -> pygame.Rect:
        """The card riding over the deck row at the chosen place (putting a card back); empty otherwise."""
        if not self.between or self.marker is None:
            return pygame.Rect(self.x_of(self.value), self.track.y, 0, 0)
        mw = max(22, int(self.sliver_w * 1.1))
        mh = mw * 7 // 5
        return pygame.Rect(self.x_of(self.value) - mw // 2, self.track.y - mh + 2, mw, mh)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.handle_ring(event):  # Enter on a ringed Cancel cancels
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.grabs(event.pos):
            self.dragging = True
            self.set(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set(self.value - event.y)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_a: -1, pygame.K_d: 1, pygame.K_DOWN: 1,
                    pygame.K_UP: -1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}.get(event.key)
            if step is not None or event.key in (pygame.K_HOME, pygame.K_END):
                # back on the slider: the ring leaves the buttons, and Enter takes the place chosen
                self.ring.focus = None
                self.set(self.lo if event.key == pygame.K_HOME else self.hi if event.key == pygame.K_END
                         else self.value + (step or 0))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.confirm.run()
                return True
            if event.key == pygame.K_ESCAPE and self.cancel is not None:
                self.cancel.run()
                return True
        return super().handle(event)

    def card_at(self, pos: tuple[int, int]) -> CardHit | None:
        if self.card is not None and self.card_rect.collidepoint(pos):
            return self.card, self.card_rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.card is not None:
            surface.blit(card_face(self.card, self.card_rect.w, self.card_rect.h), self.card_rect)
        tr, g = self.track, self.grown
        n = self.deck_size
        # the deck as a row of slivers, top on the left
        sh = tr.h - g(14)
        sw = self.sliver_w
        back = card_back(sw, sh)
        chosen_rect = None
        for i in range(n):
            if self.between:
                x = tr.x + (i + 0.5) / max(1, n) * tr.w - sw / 2
            else:
                x = self.x_of(i) - sw / 2 if self.hi > 0 else tr.centerx - sw / 2
            y = tr.y + g(8)
            if not self.between and i == self.value:
                chosen_rect = pygame.Rect(int(x), y - g(14), sw, sh)
                continue
            surface.blit(back, (int(x), y))
        if self.between:
            x = self.x_of(self.value)
            pygame.draw.line(surface, theme.ACCENT, (x, tr.y - 4), (x, tr.bottom + 4), 4)
            if self.marker is not None:
                marker = self.marker_rect()
                surface.blit(card_face(self.marker, marker.w, marker.h), marker)
        else:
            if self.keep is not None and self.keep != self.value:
                kx = self.x_of(self.keep)
                pygame.draw.circle(surface, theme.MUTED, (kx, tr.bottom + 8), 5, 2)
            if chosen_rect is not None:
                face = card_face(self.marker, sw, sh) if self.marker is not None else back
                surface.blit(face, chosen_rect)
                pygame.draw.rect(surface, theme.ACCENT, chosen_rect.inflate(6, 6), 3, border_radius=6)
        # knob
        knob = self.knob_rect()
        pygame.draw.circle(surface, theme.ACCENT, knob.center, knob.w // 2)
        pygame.draw.circle(surface, theme.INK, knob.center, knob.w // 2, 2)
        reach = sw // 2 + g(8)
        blit_text(surface, live(self.said_top), self.f(15), theme.MUTED, midright=(tr.x - reach, tr.centery))
        blit_text(surface, live(self.said_bottom), self.f(15), theme.MUTED, midleft=(tr.right + reach, tr.centery))
        blit_text(surface, self.describe(self.value), self.f(19), theme.WHITE, bold=True,
                  midtop=(self.rect.centerx, tr.bottom + g(30)))


class ChooserPanel(Panel):
    """Pick ``need`` of the shown cards (face-down ones as backs), then confirm: Left/Right and
    Up/Down move over the cards (Down past the last row onto the buttons), Space chooses. The
    keyboard's card wears the focus ring of every screen (round a chosen card too, whose own mark is
    not gold; the ring follows the pointer over the cards), except while Tab has the ring on a button."""

    def __init__(self, key: Hashable, title: LiveText, subtitle: LiveText,
                 items: Sequence[tuple[Card | None, Hashable]], need: int, confirm_label: LiveText,
                 on_confirm: Callable[[list[Hashable]], None],
                 extra: Sequence[Choice] = (), hotkey_confirm: int | None = pygame.K_RETURN,
                 retitle: Callable[[int], str] | None = None) -> None:
        self.retitle = retitle  # the title for a count of chosen cards (None: ``title`` whatever is chosen)
        self.selected: list[int] = []
        super().__init__(key, title, subtitle)
        self.items = list(items)
        self.need = need
        self.confirm_label = confirm_label
        self.on_confirm = on_confirm
        self.extra = list(extra)
        self.hotkey_confirm = hotkey_confirm
        self.focus: int | None = 0 if self.items else None
        self.rects: list[pygame.Rect] = []
        self.cw, self.ch = 80, 112
        self.per_row = max(1, len(self.items))  # cards in a row (two rows for more than six)

    @property
    def title(self) -> str:
        """The title as the chosen cards make it ("discard 2 more", "4 chosen")."""
        return live(self.said_title) if self.retitle is None else self.retitle(len(self.selected))

    def header_height(self, width: int) -> int:
        """At its tallest whatever is chosen: the cards stay put as the title changes."""
        if self.retitle is None:
            return super().header_height(width)
        chosen = self.selected
        heights = []
        for n in range(self.need + 1):
            self.selected = list(range(n))
            heights.append(super().header_height(width))
        self.selected = chosen
        return max(heights)

    @property
    def ready(self) -> bool:
        return len(self.selected) == self.need

    def confirm(self) -> None:
        if self.ready:
            self.on_confirm([self.items[i][1] for i in self.selected])

    def layout(self, area: pygame.Rect, scale: float) -> None:
        super().layout(area, scale)
        w = min(area.w - 30, self.f(900))
        n = max(1, len(self.items))
        g = self.grown
        ch = min(int(area.h * 0.24), g(170))
        cw = ch * 5 // 7
        per_row = n
        rows = 1
        while per_row * (cw + CARD_GAP) > w - 40 and ch > 70:
            if rows == 1 and n > 6:
                rows = 2
                per_row = (n + 1) // 2
                continue
            ch -= 6
            cw = ch * 5 // 7
        self.cw, self.ch = cw, ch
        self.per_row = per_row
        step = min(cw + CARD_GAP, (w - 40 - cw) // max(1, per_row - 1)) if per_row > 1 else 0
        h = self.header_height(w) + rows * (ch + g(26)) + g(16) + self.f(60)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (area.centerx, area.y + int(area.h * 0.42))
        self.rect.clamp_ip(area)
        top = self.rect.y + self.header_height(w) + g(18)
        self.rects = []
        for i in range(len(self.items)):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(self.items) - row * per_row)
            total = step * (in_row - 1) + cw
            x = self.rect.centerx - total // 2 + col * step
            self.rects.append(pygame.Rect(x, top + row * (ch + g(26)), cw, ch))
        choices = [Choice(self.confirm_label, self.confirm, True, self.hotkey_confirm)] + self.extra
        self.make_buttons(choices, self.rect.bottom - self.f(58))
        self.buttons[0].enabled = lambda: self.ready

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.rects) - 1, -1, -1):
            r = self.rects[i].move(0, -14 if i in self.selected else 0)
            if r.collidepoint(pos):
                return i
        return None

    def toggle(self, i: int) -> None:
        if i in self.selected:
            self.selected.remove(i)
        elif self.need == 1:
            self.selected = [i]
        elif len(self.selected) < self.need:
            self.selected.append(i)
        else:
            self.selected = self.selected[1:] + [i]

    def handle(self, event: pygame.event.Event) -> bool:
        """The ring's keys first (Space on a ringed button presses it); Left and Right go back to
        the cards, taking the ring off the buttons; Space chooses the focused card or takes it back,
        Enter too until enough are chosen."""
        if self.handle_ring(event):
            return True
        if event.type == pygame.MOUSEMOTION:  # the focus follows the pointer: lit and focused are one
            self.focus = self.index_at(event.pos) if self.index_at(event.pos) is not None else self.focus
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i is not None:
                self.toggle(i)
                self.focus = i
                return True
        if event.type == pygame.KEYDOWN and self.items:
            n = len(self.items)
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.focus = (self.focus or 0) - 1 if self.focus else n - 1
                self.ring.focus = None
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d):
                self.focus = ((self.focus if self.focus is not None else -1) + 1) % n
                self.ring.focus = None
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.row_key(event.key == pygame.K_DOWN)
                return True
            if event.key == pygame.K_SPACE and self.focus is not None:
                self.toggle(self.focus)
                return True
            if event.key == pygame.K_RETURN and not self.ready and self.focus is not None:
                self.toggle(self.focus)
                if self.ready and self.need == 1:
                    self.confirm()
                return True
        return super().handle(event)

    def row_key(self, down: bool) -> None:
        """Down: the card below the focus, from the last row onto the buttons (the first usable
        one); Up: from the buttons back to the focused card, else the card above."""
        if not down and self.ring.focus is not None:
            self.ring.focus = None
            return
        if self.focus is None:
            self.focus = 0
            return
        to = self.focus + (self.per_row if down else -self.per_row)
        if down and self.focus // self.per_row == (len(self.items) - 1) // self.per_row:
            self.ring.first()
        elif 0 <= to:
            self.focus = min(to, len(self.items) - 1)
            self.ring.focus = None

    def focus_rect(self, i: int) -> pygame.Rect:
        """Where the keyboard focus round card ``i`` is drawn (the shared ring, as
        :func:`draw_focus_ring` draws it): clear of the mark of a chosen card."""
        grow = theme.scaled(2 * FOCUS_PAD, max(1.0, self.s))
        return self.rects[i].move(0, -14 if i in self.selected else 0).inflate(grow, grow)

    def card_at(self, pos: tuple[int, int]) -> CardHit | None:
        i = self.index_at(pos)
        if i is not None and self.items[i][0] is not None:
            card = self.items[i][0]
            assert card is not None
            return card, self.rects[i]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for i, (card, _) in enumerate(self.items):
            r = self.rects[i].move(0, -14 if i in self.selected else 0)
            img = card_face(card, self.cw, self.ch) if card is not None else card_back(self.cw, self.ch)
            surface.blit(img, r)
            if i in self.selected:
                pygame.draw.rect(surface, CHOSEN_GAP, r.inflate(4, 4), 2, border_radius=9)
                pygame.draw.rect(surface, CHOSEN, r.inflate(10, 10), 3, border_radius=11)
                self._draw_badge(surface, (r.right - 3, r.y + 3))
            if i == self.focus and self.ring.focus is None:  # one focus: the card's or a button's ring
                draw_focus_ring(surface, r, max(1.0, self.s), pad=FOCUS_PAD, radius=12)
        count = f"{len(self.selected)} / {self.need}"
        blit_text(surface, count, self.f(15), theme.MUTED, midright=(self.rect.right - 14, self.rect.y + 18))


    def _draw_badge(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """A chosen card's tick on its top corner, a mint disc ringed in the gap's dark: over the face,
        so it shows on every face and where the cards overlap."""
        radius = self.grown(11)
        pygame.draw.circle(surface, CHOSEN_GAP, center, radius + 2)
        pygame.draw.circle(surface, CHOSEN, center, radius)
        blit_text(surface, "✓", self.grown(16), CHOSEN_GAP, bold=True, center=center)


class PromptPanel(Panel):
    """Show one or more cards large, with a row of buttons (Left and Right move the ring too)."""

    sideways = True

    def __init__(self, key: Hashable, title: LiveText, subtitle: LiveText, cards: Sequence[Card | None],
                 choices: Sequence[Choice], glow: tuple[int, int, int] | None = None) -> None:
        super().__init__(key, title, subtitle)
        self.cards = list(cards)
        self.choices = list(choices)
        self.glow = glow
        self.rects: list[pygame.Rect] = []

    def layout(self, area: pygame.Rect, scale: float) -> None:
        super().layout(area, scale)
        w = min(area.w - 40, self.f(760))
        ch = min(int(area.h * 0.3), self.grown(220)) if self.cards else 0
        cw = ch * 5 // 7
        h = self.header_height(w) + (ch + self.grown(24) if ch else 0) + self.f(70)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (area.centerx, area.y + int(area.h * 0.42))
        self.rect.clamp_ip(area)
        top = self.rect.y + self.header_height(w) + 8
        n = len(self.cards)
        total = n * (cw + 14) - 14
        self.rects = [pygame.Rect(self.rect.centerx - total // 2 + k * (cw + 14), top, cw, ch) for k in range(n)]
        self.make_buttons(self.choices, self.rect.bottom - self.f(58))

    def card_at(self, pos: tuple[int, int]) -> CardHit | None:
        for card, r in zip(self.cards, self.rects):
            if card is not None and r.collidepoint(pos):
                return card, r
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for card, r in zip(self.cards, self.rects):
            if self.glow is not None:
                pulse = 0.5 + 0.5 * math.sin(self.age * 6)
                pygame.draw.rect(surface, self.glow, r.inflate(10 + int(8 * pulse), 10 + int(8 * pulse)),
                                 4, border_radius=12)
            img = card_face(card, r.w, r.h) if card is not None else card_back(r.w, r.h)
            surface.blit(img, r)
