"""The Deadline 99 table: count in the middle, draw and discard piles, seats round the oval,
the viewer's hand fanned at the bottom. Drag a card onto the discard pile to play it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from app.fonts import get_font
from app.games import deadline99_places as places
from app.games import refusals
from app.games.base import BADGE_SIZE, FAN_SPREAD, OUT_SIZE, GameUI, HandFan, badge_width
from app.games.deadline99_narrate import card_name, cards_text, hint_line, narrate, why_faction_won
from app.i18n import sentences, t
from app.ui import theme
from app.ui.anim import NumberTween
from app.ui.dial import draw_dial
from app.ui.focus import ButtonRing
from app.ui.keygrace import KeyGrace
from app.ui import cardart
from app.ui.cardart import card_back, card_size, draw_shadowed
from app.ui.pill import draw_pill, pill_rect
from app.ui.widgets import Button, blit_text, draw_focus_ring, draw_panel, fit_line, fit_line_middle
from engine.cards import ACE, JACK, QUEEN, SMALL_JOKER, Card
from engine.core import Action, Event, Outcome
from engine.games import deadline99 as d99

DRAW_BEAT = 0.8  # seconds (at normal speed) the cards just drawn show in the hand before a curtain
NAME_LEAST = 11  # a seat's name shrinks to this before it is cut: the smallest Chinese label that reads clearly
NEW_MARK = (110, 225, 200)  # a card the person just drew, marked till their next play (as Guandan's received card)

IDENTITY_COLORS = {
    d99.Identity.RED_KING: (240, 110, 100), d99.Identity.BLACK_KING: (170, 170, 190),
    d99.Identity.RED_MINISTER: (240, 160, 150), d99.Identity.BLACK_MINISTER: (190, 190, 205),
    d99.Identity.FREE: (150, 220, 160),
}


def _plays_of(card: Card, legal: Sequence[Action]) -> list[d99.Play]:
    """The legal plays of ``card`` (its signs or targets)."""
    return [a for a in legal if isinstance(a, d99.Play) and a.card == card]


def card_face(card: Card, w: int, h: int) -> pygame.Surface:
    """A card as this game shows it: its two jokers are the Angel and Death, and say so."""
    return cardart.card_face(card, w, h, card_name(card) if card.is_joker else None)


class Deadline99UI(GameUI):
    """Draws a D99View and turns drags, clicks and keys into Play actions."""

    offers_hint = True
    settings_key = pygame.K_s  # as on the results and error screens: no play here uses S

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.fan = HandFan()
        self.count = NumberTween()
        self.hand: list[Card] = []
        self.sizes: list[int] = [0] * table.players
        self.discard: list[Card] = []
        self.draw_size = 0
        self.direction = 1
        self.alive = [True] * table.players
        self.turn = 0
        self.identities: tuple[Any, ...] = ()
        self.spin = 0.0
        self.arrow: tuple[int, int, float] | None = None
        self.flash_out: dict[int, float] = {}  # seat → seconds of its OUT stamp left at the table's speed
        # A hand card let go of and not yet played or put back (a ± or seat question may be open):
        # its index and where it is drawn, so its flight to the pile starts where it was dropped.
        self.held: tuple[int, tuple[int, int]] | None = None
        self.cw, self.ch = 90, 126
        # where the last message and the last question were put off the hand, and clear of what
        # (places.off_the_hand: finding a spot takes a while)
        self.spots: dict[str, tuple[Any, pygame.Rect | None]] = {}
        self.hint_button = self.new_hint_button()
        self.ring = ButtonRing([])  # Tab and Shift+Tab ring Hint (ring_buttons), as the other tables' buttons
        self.hinted: d99.Play | None = None  # the adviser's last hint, while it is the person's turn
        # pass-and-play: what the person's own 7 or J brought them, to show before the curtain comes down
        # (show_what_came): the number of actions it followed, its line and the card taken (if a J)
        self.look: tuple[int, Callable[[], str], Card | None] | None = None
        # pass-and-play: the cards the person's own ordinary play drew (the number of actions it
        # followed, and the cards), shown in the hand for a beat before the curtain (show_what_came)
        self.drew: tuple[int, tuple[Card, ...]] | None = None
        # places in the hand (indices: two decks hold twins) of drawn cards still flying there, and
        # of those marked while the beat lasts
        self.arriving: set[int] = set()
        self.fresh: set[int] = set()
        # one person at the table: places in the hand of the cards their last draw brought, marked
        # (raised, tagged "New") till their next play; pass-and-play has ``fresh`` and the beat instead
        self.new_cards: set[int] = set()
        self.beat: tuple[float, Callable[[], None]] | None = None  # time left and what then
        self.look_keys: KeyGrace | None = None  # while the look is up: its keys wait for a quiet moment

    # ---- layout --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        in_place = self._held_in_row() if hasattr(self, "deck_rect") else False
        super().layout(rect)
        self.cw, self.ch = card_size(rect.h)
        cx, cy = rect.centerx, rect.y + int(rect.h * 0.43)
        self.deck_rect = pygame.Rect(0, 0, self.cw, self.ch)  # placed by _place_piles
        self.discard_rect = pygame.Rect(0, 0, self.cw, self.ch)
        self.count_center = (cx, cy)
        self._place_piles()
        self.hand_area = pygame.Rect(rect.x + int(rect.w * 0.2), rect.bottom - self.ch - 20, int(rect.w * 0.66), self.ch + 10)
        px = self.scaled
        x = self.hand_area.right + px(12)
        self.hint_button.rect = pygame.Rect(x, rect.bottom - px(60), min(px(130), rect.right - px(12) - x), px(42))
        self.hint_button.font_size, self.hint_button.scale = px(19), self.table.scale
        self._lay_out_fan()
        if self.held is not None:  # a card waiting for its question stays where it waits: its place, or the pile
            i = self.held[0]
            at = self.fan.card_pos(i) if in_place and i < len(self.fan.rects) else self.discard_rect.topleft
            self.held = (i, at)

    def _lay_out_fan(self) -> None:
        """Lay the hand out along the bottom of its area, centred on it as far as the person's own
        panel allows: a big hand would otherwise hide the panel's badge and card count (a faction
        badge widens the panel). A hand too wide for the room left closes up."""
        area, n = self.hand_area, len(self.hand)
        room = max(area.x, self.seat_rect(self.table.viewer).right + self.scaled(8))
        need = self.cw + int(self.cw * FAN_SPREAD * (n - 1)) if n > 1 else self.cw
        fan = pygame.Rect(0, area.y, min(need, area.right - room), area.h)
        fan.centerx = area.centerx
        fan.x = max(fan.x, room)
        self.fan.layout(self.hand, fan, (self.cw, self.ch))

    def _pile_boxes(self) -> list[pygame.Rect]:
        """The room the piles take, a gap round it: the deck with its stacked backs, the discard
        pile with its outline."""
        gap = self.scaled(8)
        deck = self.deck_rect.union(self.deck_rect.move(-10, -10))
        return [deck.inflate(2 * gap, 2 * gap), self.discard_rect.inflate(10 + 2 * gap, 10 + 2 * gap)]

    def _seat_box(self, rect: pygame.Rect) -> pygame.Rect:
        """A seat's panel at ``rect`` with the card backs tucked above it."""
        backs = int(self.ch * 0.42) - 14
        return pygame.Rect(rect.x, rect.y - backs, rect.w, rect.h + backs)

    def _place_piles(self) -> None:
        """Put the piles either side of the count, slid toward it (no nearer than the dial's ring
        and arrows) as far as a side seat beside them needs; what is still in the way the seat
        gives up (seat_rect)."""
        cx, cy = self.count_center
        self.deck_rect.center = (cx - int(self.cw * 2.3), cy)
        self.discard_rect.center = (cx + int(self.cw * 2.3), cy)
        reach = int(self.ch * 0.78) + self.scaled(26)
        seats = [self._seat_box(super(Deadline99UI, self).seat_rect(s)) for s in range(self.table.players)
                 if s != self.table.viewer]
        deck, discard = self._pile_boxes()
        need = max([s.right - deck.x for s in seats if s.colliderect(deck)] + [0])
        self.deck_rect.x += max(0, min(need, cx - reach - deck.right))
        need = max([discard.right - s.x for s in seats if s.colliderect(discard)] + [0])
        self.discard_rect.x -= max(0, min(need, discard.x - (cx + reach)))

    def seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel, narrowed on its side toward a pile that it (or its card backs) would
        cover: the last card played and the deck stay in view."""
        rect = super().seat_rect(seat)
        if seat == self.table.viewer or not hasattr(self, "deck_rect"):
            return rect
        for box in self._pile_boxes():
            if self._seat_box(rect).colliderect(box):
                if rect.centerx < box.centerx:
                    rect.w = box.x - rect.x
                else:
                    rect.w, rect.x = rect.right - box.right, box.right
        return rect

    def sync(self, view: Any) -> None:
        super().sync(view)
        if view is None:
            return
        if list(view.hand) != self.hand:
            self.new_cards = set()  # a hand not as the events left it: its places no longer name the new cards
        self.hand = list(view.hand)
        self.sizes = list(view.hand_sizes)
        self.discard = list(view.discard)
        self.draw_size = view.draw_size
        self.direction = view.direction
        self.alive = list(view.alive)
        self.turn = view.turn if view.winners is None else -1  # nobody is to play after the end
        self.identities = view.identities
        self.seat_min_w = 150 if not self.identities else max(
            150, max(badge_width(t("d99.id." + i.value)) for i in d99.Identity) + 82)  # 82: room for the name
        self.count.set(view.count, instant=self.count.target == view.count)
        self._place_piles()  # the seats may have widened (identity badges) or turned (another viewer)
        self._lay_out_fan()

    def clear_private(self) -> None:
        super().clear_private()
        self.hinted = None
        self.hand = []
        self._lay_out_fan()
        self.fan.drag = None
        self.held = None
        self.look = None
        self.drew = None
        self.arriving = set()
        self.fresh = set()
        self.new_cards = set()
        self.beat = None
        self.look_keys = None
        self.ring.focus = None

    # ---- events → animation --------------------------------------------------------------
    def _seat_point(self, seat: int) -> tuple[int, int]:
        if seat == self.table.viewer:
            return self.hand_area.centerx - self.cw // 2, self.hand_area.y
        cx, cy = self.seat_center(seat)
        return cx - self.cw // 2, cy - self.ch // 2

    def begin(self, event: Event) -> float:
        tb = self.table
        me = tb.viewer
        small = (self.cw, self.ch)
        if isinstance(event, d99.Dealt):
            for k in range(event.n):
                img = card_face(event.cards[k], *small) if event.cards else card_back(*small)
                tb.fly(img, self.deck_rect.topleft, self._seat_point(event.seat), 0.25, delay=0.03 * k)
            tb.app.sound.play("deal")
            self.sizes[event.seat] = event.n
            if event.seat == me and event.cards:
                self.hand = list(event.cards)
                self.new_cards = set()
                self._lay_out_fan()
            return 0.12
        if isinstance(event, d99.TurnStarted):
            self.turn = event.seat
            return 0.0
        if isinstance(event, d99.CardPlayed):
            self.arrow = None  # an A's arrow is done once the next card is played (fast tables outran it)
            start = self._seat_point(event.seat)
            if event.seat == me:
                self.new_cards = set()  # the person's play: the cards drawn before it are like the others now
            if event.seat == me and event.card in self.hand:
                start = self._leave_hand(event.card)
            self.sizes[event.seat] = max(0, self.sizes[event.seat] - 1)
            card = event.card

            def land(card: Card = card) -> None:
                self.discard.append(card)

            tb.fly(card_face(card, *small), start, self.discard_rect.topleft, 0.35, on_done=land, arc=30)
            tb.app.sound.play("play")
            if event.target is not None and card.rank == ACE and not card.is_joker:
                self.arrow = (event.seat, event.target, 1.0)
            return 0.4
        if isinstance(event, d99.CountChanged):
            self.count.set(event.new)
            return 0.25
        if isinstance(event, d99.Drew):
            if event.seat == me and event.cards:
                self._draw_into_hand(event.cards)
            for k in range(0 if event.seat == me and event.cards else event.n):
                tb.fly(card_back(*small), self.deck_rect.topleft, self._seat_point(event.seat), 0.3, delay=0.08 * k)
            self.draw_size = max(0, self.draw_size - event.n)
            if event.n:
                tb.app.sound.play("draw")
            return 0.3 + 0.08 * max(0, event.n - 1)
        if isinstance(event, d99.Reshuffled):
            self.discard = []
            for k in range(5):
                tb.fly(card_back(*small), self.discard_rect.topleft, self.deck_rect.topleft, 0.35, delay=0.05 * k)
            self.draw_size = event.n
            tb.app.sound.play("shuffle")
            return 0.6
        if isinstance(event, d99.Stole):
            img = card_face(event.card, *small) if event.card is not None else card_back(*small)
            if event.took:
                start = self._seat_point(event.target)
                if event.target == me and event.card in self.hand:
                    start = self._leave_hand(event.card)
                tb.fly(img, start, self._seat_point(event.seat), 0.45, arc=40)
                self.sizes[event.target] = max(0, self.sizes[event.target] - 1)  # the seats' counts agree
                self.sizes[event.seat] += 1                                       # with the log at once
                if event.seat == me and event.card is not None:
                    card, target = event.card, event.target
                    self._look_later(lambda: t("d99.look_took", card=card_name(card), target=tb.name(target)), card)
            return 0.5
        if isinstance(event, d99.Swapped):
            a, b = self._seat_point(event.seat), self._seat_point(event.target)
            for k in range(3):
                tb.fly(card_back(*small), a, b, 0.55, delay=0.04 * k, arc=50)
                tb.fly(card_back(*small), b, a, 0.55, delay=0.04 * k, arc=-50)
            self.sizes[event.seat], self.sizes[event.target] = event.seat_size, event.target_size
            if me in (event.seat, event.target):
                self.new_cards = set()  # another hand comes in
            if event.seat == me:
                target = event.target
                self._look_later(lambda: t("d99.look_swap", target=tb.name(target)), None)
            return 0.65
        if isinstance(event, d99.Reversed):
            self.direction = event.direction
            self.spin = 1.0
            return 0.45
        if isinstance(event, d99.NextChosen):
            self.arrow = (event.seat, event.target, 1.2)
            return 0.35
        if isinstance(event, d99.Eliminated):
            self.alive[event.seat] = False
            self.flash_out[event.seat] = 1.2
            flown = event.discarded[:6]  # the rest go onto the pile with the last of them
            for k, card in enumerate(flown):
                lands = (card,) + (event.discarded[6:] if k == len(flown) - 1 else ())

                def land(lands: tuple[Card, ...] = lands) -> None:
                    self.discard.extend(lands)  # on the pile as it arrives: it jumped when the table caught up

                tb.fly(card_face(card, *small), self._seat_point(event.seat), self.discard_rect.topleft, 0.4,
                       delay=0.06 * k, on_done=land)
            self.sizes[event.seat] = 0
            if event.seat == me:
                self.hand = []
                self.new_cards = set()
                self._lay_out_fan()
            tb.app.sound.play("eliminate")
            return 0.8
        if isinstance(event, d99.GameEnded):
            self.turn = -1  # no turn follows the end: nobody is to play (no "to play", no glow)
            self.new_cards = set()  # no next play for a drawn card to be new before: no tag under the results
            self.fresh = set()  # nor a pass-and-play outline: no curtain to show it before
            return 0.4
        return 0.0

    def _draw_into_hand(self, cards: tuple[Card, ...]) -> None:
        """The person's own draw: each card flies face up onto the place it takes at the end of the
        fan (hidden there till it lands). Pass-and-play: kept to show for a beat before the curtain.
        One person at the table: marked in the hand till their next play (``new_cards``)."""
        tb = self.table
        first = len(self.hand)
        self.hand += cards
        self._lay_out_fan()
        for k, card in enumerate(cards):
            self.arriving.add(first + k)
            slot = self.fan.rects[first + k].topleft

            def land(i: int = first + k) -> None:
                self.arriving.discard(i)

            tb.fly(card_face(card, self.cw, self.ch), self.deck_rect.topleft, slot, 0.3, delay=0.08 * k, on_done=land)
        if tb.pass_and_play and not tb.replay and tb.is_human(tb.viewer):
            now = len(tb.session.record.actions)
            before = self.drew[1] if self.drew is not None and self.drew[0] == now else ()
            self.drew = (now, before + cards)  # an angel's two draws may come either side of a reshuffle
        elif not tb.replay and tb.is_human(tb.viewer):
            self.new_cards |= set(range(first, first + len(cards)))

    def _look_later(self, line: Callable[[], str], card: Card | None) -> None:
        """Pass-and-play: the person's own play brought them cards they have not seen in their hand
        (``card``: the one a J took; None: a hand swapped whole); keep ``line`` to show with them."""
        tb = self.table
        if tb.pass_and_play and not tb.replay and tb.is_human(tb.viewer):
            self.look = (len(tb.session.record.actions), line, card)

    def show_what_came(self, done: Callable[[], None]) -> bool:
        """The hand a 7 swapped in, or the card a J took (focused), under a question that says so;
        Enter, Esc or a click goes on to the curtain. The cards an ordinary play drew stay marked in
        the hand for a beat (DRAW_BEAT), then the curtain comes down by itself: a question on every
        turn would be one click too many. Only right after that play (nothing since).
        Its keys work after a quiet KEY_GRACE (app.ui.keygrace): Enter hammered or held through the
        play does not close it unseen."""
        look, self.look = self.look, None
        drew, self.drew = self.drew, None
        now = len(self.table.session.record.actions)
        if look is None and drew is not None and drew[0] == now and tuple(self.hand[-len(drew[1]):]) == drew[1]:
            self.fresh = set(range(len(self.hand) - len(drew[1]), len(self.hand)))
            self.beat = (DRAW_BEAT, done)
            return True
        if look is None or look[0] != now:
            return False
        _, line, card = look
        if card is not None and card in self.hand:
            self.fan.focus = self.hand.index(card)

        def looked() -> None:
            self.look_keys = None
            done()

        self.look_keys = KeyGrace()
        self.ask(line, [(lambda: t("d99.look_done"), looked, True, None)], cancelled=looked, keyboard=True)
        return True

    def _leave_hand(self, card: Card) -> tuple[int, int]:
        """Take ``card`` out of the person's hand (played, or taken by a J) and lay the fan out again;
        returns where it leaves from: where it was held, else its place in the fan (else the seat)."""
        held, self.held = self.held, None  # an index into the hand names another card once one leaves
        if held is not None and held[0] < len(self.hand) and self.hand[held[0]] == card:
            i, start = held
        else:
            i = self.hand.index(card)
            start = self.fan.card_pos(i) if i < len(self.fan.rects) else self._seat_point(self.table.viewer)
        self.hand.pop(i)
        self.new_cards = {k - (k > i) for k in self.new_cards if k != i}  # the places after it close up
        self._lay_out_fan()
        return start

    def narrate(self, event: Event) -> str | None:
        tb = self.table
        me = tb.viewer if tb.is_human(tb.viewer) and not tb.replay and not tb.screen_shared() else None
        return narrate(event, tb.name, me)

    # ---- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.count.update(dt * self.table.speed)  # counts at the table's speed, as the card flies and the wait goes
        if self.beat is not None and not self.arriving:
            left, done = self.beat
            left -= dt * self.table.speed
            self.beat = (left, done) if left > 0 else None
            if self.beat is None:
                self.fresh = set()
                done()
        if self.look_keys is not None:
            self.look_keys.update(dt)
        self.spin = max(0.0, self.spin - dt * 2 * self.table.speed)  # 0.5 s at ×1, as the wait after a reverse
        if self.arrow is not None:
            a, b, left = self.arrow
            left -= dt * self.table.speed  # at the table's speed, as the card that named the seat flew
            self.arrow = (a, b, left) if left > 0 else None
        for seat in list(self.flash_out):  # at the table's speed, as its cards' flight and the wait after it are
            self.flash_out[seat] -= dt * self.table.speed
            if self.flash_out[seat] <= 0:
                del self.flash_out[seat]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # under the piles and the count: a pointer across the table leaves the count and the last card in view
        if self.arrow is not None and self.arrow[0] != self.arrow[1]:  # an A naming its own player: their glow says it
            a, b, _ = self.arrow
            self._draw_arrow(surface, self.seat_rect(a), self.seat_rect(b), self._arrow_box(a), self._arrow_box(b))
        self._draw_piles(surface)
        self._draw_count(surface)
        for seat in range(self.table.players):
            self._draw_seat(surface, seat)
        self._draw_hand(surface)
        if self.hint_shown():
            self.hint_button.draw(surface)
        if self.ring.focus in self.ring_buttons():
            self.ring.draw(surface, self.table.scale)
        self._draw_status(surface)
        self._draw_out_banner(surface)

    def person_in(self) -> bool:
        return self.alive[self.table.viewer]

    def _close_for_hint(self) -> None:
        """H while a question about a chosen card is open: close it as Esc would (nothing is played,
        the card goes back into the hand), as the hint may name another card."""
        cancel = self.prompt.cancel if self.prompt is not None else None
        if cancel is not None:
            cancel()
        self.cancel_pick()

    def hint_shown(self) -> bool:
        """Not while a question about a chosen card is open: the card is chosen, a click off the
        question only cancels it, and the question may need the Hint button's corner to leave the
        person's cards in view."""
        return self.prompt is None and super().hint_shown()

    def show_hint(self, action: Any) -> None:
        """Put the focus on the hinted card and say the whole play (sign or seat too): Enter plays it
        so, and a click or drag of that card offers the hinted sign or seat first."""
        if not isinstance(action, d99.Play) or action.card not in self.hand:
            return
        self.hinted = action
        self.fan.focus = self.hand.index(action.card)
        self.ring.focus = None  # one focus at a time: Enter plays the hinted card
        tb = self.table
        self.say_hint(lambda: hint_line(action, tb.name, tb.viewer))

    def _arrow_box(self, seat: int) -> pygame.Rect:
        """What an A's pointer keeps clear of at ``seat``: its panel, with the card backs above it
        (the person's own seat has none)."""
        rect = self.seat_rect(seat)
        return rect if seat == self.table.viewer else self._seat_box(rect)

    @staticmethod
    def _draw_arrow(surface: pygame.Surface, source: pygame.Rect, target: pygame.Rect,
                    source_box: pygame.Rect, target_box: pygame.Rect) -> None:
        """A pointer from a seat's panel ``source`` to the panel ``target`` of the seat it named (A's
        next player), from the edge of ``source_box`` to just short of ``target_box`` (the seats
        with their card backs). The panels are see-through: from a panel's middle the line crossed
        its text, and a head that reached the target's panel from above lay under its card backs."""
        ex, ey = target.center
        dx, dy = ex - source.centerx, ey - source.centery
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length

        def out_of(rect: pygame.Rect, x: float, y: float, sx: float, sy: float) -> float:
            """How far from (x, y) inside ``rect``, going (sx, sy), its edge is."""
            far_x = ((rect.right - x) / sx if sx > 0 else (rect.x - x) / sx) if sx else 1e9
            far_y = ((rect.bottom - y) / sy if sy > 0 else (rect.y - y) / sy) if sy else 1e9
            return min(far_x, far_y)

        stop = out_of(target_box, ex, ey, -ux, -uy) + 22  # the head's tip (18 px on) stays clear of it
        tip = (ex - ux * stop, ey - uy * stop)
        go = out_of(source_box, source.centerx, source.centery, ux, uy) + 6
        if go < length - stop:  # (seats side by side leave no room for a line: the head alone points)
            start = (source.centerx + ux * go, source.centery + uy * go)
            pygame.draw.line(surface, theme.ACCENT, start, tip, 6)
        head = [(tip[0] + ux * 18, tip[1] + uy * 18), (tip[0] - uy * 12, tip[1] + ux * 12),
                (tip[0] + uy * 12, tip[1] - ux * 12)]
        pygame.draw.polygon(surface, theme.ACCENT, head)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        for k in range(min(6, (self.draw_size + 11) // 12)):
            surface.blit(card_back(self.cw, self.ch), self.deck_rect.move(-k * 2, -k * 2))
        if self.draw_size == 0:
            pygame.draw.rect(surface, theme.FELT_LIGHT, self.deck_rect, 2, border_radius=8)
        pygame.draw.rect(surface, theme.FELT_LIGHT, self.discard_rect.inflate(10, 10), 2, border_radius=10)
        for k, card in enumerate(self.discard[-3:]):
            angle = (-8, 6, -3)[k % 3] if k < 2 else 0
            img = card_face(card, self.cw, self.ch)
            if angle:
                img = pygame.transform.rotate(img, angle)
            surface.blit(img, img.get_rect(center=self.discard_rect.center))
        for pile, text in self.pile_captions():
            self._draw_caption(surface, pile, text)

    def pile_captions(self) -> list[tuple[pygame.Rect, str]]:
        """Each pile with the caption that counts its cards."""
        return [(self.deck_rect, t("d99.draw_pile", n=self.draw_size)),
                (self.discard_rect, t("d99.discard_pile", n=len(self.discard)))]

    def _draw_caption(self, surface: pygame.Surface, pile: pygame.Rect, text: str) -> None:
        size = self.scaled(16)
        where = places.pile_caption(self, pile, get_font(size).size(text))
        blit_text(surface, text, size, theme.WHITE, topleft=where.topleft)

    def _draw_count(self, surface: pygame.Surface) -> None:
        cx, cy = self.count_center
        radius = int(self.ch * 0.78)
        value = self.count.shown
        draw_dial(surface, (cx, cy), radius, value, value / 99, self.direction, self.spin, self.count.pulse,
                  hot=value >= 90)
        blit_text(surface, t("d99.count_label"), self.scaled(15), theme.MUTED, center=(cx, cy + int(radius * 0.58)))
        blit_text(surface, self._direction_text(), self.scaled(15), theme.GOLD, midtop=self.direction_rect().midtop)

    def _direction_text(self) -> str:
        return t("d99.clockwise") if self.direction > 0 else t("d99.counterclockwise")

    def direction_rect(self) -> pygame.Rect:
        """Where the line under the count saying which way play goes is written."""
        cx, cy = self.count_center
        rect = pygame.Rect((0, 0), get_font(self.scaled(15)).size(self._direction_text()))
        rect.midtop = (cx, cy + int(self.ch * 0.78) + self.scaled(24))
        return rect

    def _identity_badge(self, seat: int) -> tuple[str, tuple[int, int, int]] | None:
        if not self.identities or seat >= len(self.identities):
            return None
        ident = self.identities[seat]
        if ident is None:
            return t("d99.id.hidden"), (130, 130, 130)
        return t("d99.id." + ident.value), IDENTITY_COLORS[ident]

    def _seat_lines(self, seat: int) -> list[tuple[str, tuple[int, int, int]]]:
        """A seat panel's status lines: its cards, and "to play" for the seat to play; none while its
        hand is shown face up in their place (at the end)."""
        if self._shown_hand(seat):
            return []
        lines = [(t("d99.cards", n=self.sizes[seat]), theme.MUTED)]
        if seat == self.turn and self.alive[seat]:
            lines.append((t("table.to_play"), theme.ACCENT))
        return lines

    def _shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The hand of another seat still in when it is shown face up (at the end), else None."""
        view = self.view
        if seat == self.table.viewer or not self.alive[seat] or view is None or seat >= len(view.hands):
            return None
        hand: tuple[Card, ...] | None = view.hands[seat]
        return hand

    def shown_row(self, seat: int) -> tuple[pygame.Rect, int, int] | None:
        """Where the face-up hand shown at a seat at the end goes (the row's box, each card's width and
        height), None while it is not shown: in the panel's body under its name and badge, in place of
        its status lines, smaller where the body is not as tall as the cards."""
        known = self._shown_hand(seat)
        if not known:
            return None
        n, rect, px = min(self.sizes[seat], 8), self.seat_rect(seat), self.scaled
        full_w, full_h = int(self.cw * 0.42), int(self.ch * 0.42)
        top = rect.y + px(6) + get_font(px(18), True).get_height()  # under the name
        badge = self._identity_badge(seat)
        if badge is not None:
            star = " ★" if self.table.is_human(seat) else ""
            at, _ = self.badge_place(seat, rect, self.table.name(seat) + star, [], badge, False)
            box = pygame.Rect((0, 0), get_font(px(BADGE_SIZE), True).size(badge[0]))
            box.midright = at
            top = max(top, box.inflate(px(10), px(4)).bottom)
        top += px(2)
        bh = max(1, min(full_h, rect.bottom - px(5) - top))
        bw = max(1, round(full_w * bh / full_h))
        room = rect.w - 2 * px(5)
        step = bw + 2 if n < 2 else min(bw + 2, (room - bw) // (n - 1))  # overlapping within the panel
        w = (n - 1) * step + bw
        return pygame.Rect(rect.centerx - w // 2, top, w, bh), bw, bh

    def fit_name(self, name: str, star: str, width: int) -> tuple[int, str]:
        """Down to NAME_LEAST before it is cut, and cut in the middle: at eight seats in a small window
        long names that differ only at their end (电脑 names, a family's) stay told apart."""
        return fit_line_middle(name, self.scaled(18), self.scaled(NAME_LEAST), width, bold=True, tail=star)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        out = not self.alive[seat]
        lines = self._seat_lines(seat)
        rect = self.seat_rect(seat)
        if seat != self.table.viewer and not out and not self._shown_hand(seat):  # tucked behind the panel
            n = min(self.sizes[seat], 8)
            bw, bh = int(self.cw * 0.42), int(self.ch * 0.42)
            left = rect.centerx - ((n - 1) * 12 + bw) // 2
            for k in range(n):
                surface.blit(card_back(bw, bh), (left + k * 12, rect.y - bh + 14))
        stamping = out and seat in self.flash_out
        self.draw_seat(surface, seat, lines, active=seat == self.turn, out=out, badge=self._identity_badge(seat),
                       out_mark=not stamping)
        if stamping:
            self._draw_out_stamp(surface, rect, lines, self.flash_out[seat])
        self._draw_shown_hand(surface, seat)

    def _draw_shown_hand(self, surface: pygame.Surface, seat: int) -> None:
        """The hand a seat still in shows face up at the end, in its panel (shown_row), above all of it."""
        known, shown = self._shown_hand(seat), self.shown_row(seat)
        if not known or shown is None:
            return
        box, bw, bh = shown
        n = min(self.sizes[seat], 8)
        step = (box.w - bw) // (n - 1) if n > 1 else 0
        for k in range(n):
            image = card_face(known[k], bw, bh) if k < len(known) else card_back(bw, bh)
            surface.blit(image, (box.x + k * step, box.y))

    def _draw_out_stamp(self, surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, Any]],
                        left: float) -> None:
        """A seat just out: a big OUT lands where the panel's small one goes and shrinks into it,
        beside the status lines and below the name (``left``: seconds of the stamp left, at the
        table's speed)."""
        px = self.scaled
        label, (x, y) = t("table.out"), self.out_mark_at(rect)
        name_bottom = rect.y + px(6) + get_font(px(18), True).get_height()
        lines_right = rect.x + px(10) + max(get_font(px(15)).size(text)[0] for text, _ in lines) + px(4)
        big = small = px(OUT_SIZE)
        for size in range(px(40), small, -1):
            w, h = get_font(size, True).size(label)
            if y - h // 2 >= name_bottom and x - w >= lines_right:
                big = size
                break
        landing = min(1.0, max(0.0, (left - 0.6) / 0.6))  # 1 → 0 over the stamp's first 0.6 s, then held
        size = round(small + (big - small) * landing * landing)
        blit_text(surface, label, size, theme.DANGER, bold=True, midright=(x, y))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        fan = self.fan
        in_row = self._held_in_row()
        for i, card in enumerate(self.hand):
            if i >= len(fan.rects) or i == fan.drag or i == self.returning or i in self.arriving:
                continue
            if self.held and i == self.held[0]:
                if in_row:  # raised in its place: under the next card, whose corner stays in view
                    draw_shadowed(surface, card_face(card, self.cw, self.ch), self.held[1], 0)
                continue
            r = self._card_rect(i)
            draw_shadowed(surface, card_face(card, self.cw, self.ch), r.topleft, 0)
            if i in self.new_cards or i in self.fresh:  # just drawn: its glow, under the cards that overlap it
                pygame.draw.rect(surface, NEW_MARK, r.inflate(4, 4), 3, border_radius=8)
        for i in sorted(self.new_cards):
            if self._shown_in_fan(i):
                self._draw_new_tag(surface, i)
        focus = fan.focus
        if focus is not None and focus < len(self.hand) and self._shown_in_fan(focus):
            # the keyboard's card: the ring of every screen, whole, over the cards that overlap it and
            # outside a new card's teal outline (focused and new are told apart)
            draw_focus_ring(surface, self._card_rect(focus), self.table.scale)

    def _card_rect(self, i: int) -> pygame.Rect:
        """Where hand card ``i`` is drawn in the fan: a card just drawn is raised as a focused card is,
        till the curtain (pass-and-play) or the person's next play."""
        x, y = self.fan.card_pos(i)
        if (i in self.fresh or i in self.new_cards) and not self.fan.lift(i):
            y -= self.ch // 7
        return pygame.Rect((x, y), (self.cw, self.ch))

    def _shown_in_fan(self, i: int) -> bool:
        """Whether hand card ``i`` is drawn in its place in the fan (not dragged, held, flying)."""
        return (i < len(self.fan.rects) and i != self.fan.drag and i != self.returning and i not in self.arriving
                and not (self.held and i == self.held[0]))

    def new_tag_rect(self, i: int) -> pygame.Rect:
        """The tag ("New", "新牌") on hand card ``i`` just drawn: at its bottom left, on the part of
        the card that shows (the next card covers its right side), clear of both index corners."""
        card = self._card_rect(i)
        return pill_rect(t("d99.new_tag"), self.scaled(12), self._new_tag_pad(),
                         bottomleft=(card.x + self.scaled(5), card.bottom - self.scaled(6)))

    def _new_tag_pad(self) -> tuple[int, int]:
        return self.scaled(12), 4

    def _draw_new_tag(self, surface: pygame.Surface, i: int) -> None:
        r = self.new_tag_rect(i)
        draw_pill(surface, t("d99.new_tag"), self.scaled(12), (12, 40, 34), NEW_MARK, self._new_tag_pad(),
                  center=r.center)

    def _held_in_row(self) -> bool:
        """Whether the card waiting for its question sits in its own place in the hand (picked by a
        double click or the keyboard, not dropped elsewhere), at most raised a little."""
        if self.held is None or self.held[0] >= len(self.fan.rects):
            return False
        slot, (x, y) = self.fan.rects[self.held[0]], self.held[1]
        return x == slot.x and slot.y - self.ch // 4 <= y <= slot.y

    def draw_overlay(self, surface: pygame.Surface) -> None:
        fan = self.fan
        if fan.drag is not None and fan.drag < len(self.hand):
            lit = self._lit_by_drag(self.hand[fan.drag], fan.drag_centre())
            if lit is not None:
                pygame.draw.rect(surface, theme.ACCENT, lit, 4, border_radius=12)
            draw_shadowed(surface, card_face(self.hand[fan.drag], self.cw, self.ch), fan.drag_pos, 12)
        elif self.held is not None and self.held[0] < len(self.hand) and not self._held_in_row():
            draw_shadowed(surface, card_face(self.hand[self.held[0]], self.cw, self.ch), self.held[1], 0)
        super().draw_overlay(surface)

    def _draw_status(self, surface: pygame.Surface) -> None:
        if self.has_prompt():
            return  # the question takes the line's place
        text, color = self.status_text()
        if text:
            panel, size, lines = self.status_panel(text)
            toast = self.table.app.toast
            if toast.left > 0 and toast.text and panel.colliderect(places.toast_rect(self, toast)):
                return  # a message lies over the line: it would show through
            draw_panel(surface, panel, alpha=150)
            pitch = get_font(size).get_linesize()
            top = panel.centery - pitch * len(lines) // 2
            for k, line in enumerate(lines):
                blit_text(surface, line, size, color, midtop=(panel.centerx, top + pitch * k))

    def _draw_out_banner(self, surface: pygame.Surface) -> None:
        banner = self.out_banner()
        if banner is None:
            return
        rect, size, lines = banner
        draw_panel(surface, rect, alpha=200)
        pitch = get_font(size, True).get_linesize()
        top = rect.centery - pitch * len(lines) // 2
        for k, line in enumerate(lines):
            blit_text(surface, line, size, theme.GOLD, bold=True, midtop=(rect.centerx, top + pitch * k))

    def out_banner(self) -> tuple[pygame.Rect, int, list[str]] | None:
        """Where the person's cards were once they are out and the game goes on among the others:
        a line that says so (and that F hurries the rest, while it is offered and off); its panel,
        font size and lines. At pass-and-play once every person is out it speaks to all of them, not
        to the last one out. None for a person still in, a table of AI seats, a replay, or the end."""
        tb = self.table
        me = tb.viewer
        if tb.replay or not tb.is_human(me) or self.alive[me] or tb.session.is_over():
            return None
        people = [s for s in range(tb.players) if tb.is_human(s)]
        key = "d99.out_banner_all" if len(people) > 1 and not any(self.alive[s] for s in people) else "d99.out_banner"
        hurry = tb.fast_forward_offered() and not tb.fast_forward
        return places.out_banner(self, t(key + "_fast" if hurry else key))

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        """The line above the hand: the person's turn, whom the table waits for, or the end (once
        the last play has been shown)."""
        if self.table.replay:
            return "", theme.MUTED  # a replay waits for nobody; its own bar says where it is
        legal = self.table.viewer_legal()  # a refused card flying home leaves the turn the person's
        if self.fresh:
            drawn = tuple(self.hand[i] for i in sorted(self.fresh) if i < len(self.hand))
            text = t("d99.log.drew_you", cards=cards_text(drawn))  # said with the marked cards
            color = theme.ACCENT
        elif legal and not self._holds_a_safe_play(legal):
            text = t("d99.no_safe_card")  # said before the drag, not after it
            color = theme.WARNING
        elif legal:
            text = t("d99.your_turn")
            color = theme.ACCENT
        elif self.table.end_shown():
            text = t("table.game_over")
            color = theme.GOLD
        else:  # nobody named while the seat whose turn it was goes out (its OUT stamp lands)
            text = self.waiting_line([self.turn]) if self.turn >= 0 and self.alive[self.turn] else ""
            color = theme.MUTED
        return text, color

    def status_panel(self, text: str) -> tuple[pygame.Rect, int, list[str]]:
        """The panel above the hand that fits ``text``, the font size it is written in and its
        lines: one line, unless that would lie over a seat (many seats in a small window) or be
        small (a long line in a small window); then the text wraps into the gap between the seats
        beside it (if larger there), or where that is too narrow for it, into a clear spot round
        the hand."""
        px = self.scaled
        r = pygame.Rect(self.hand_area.x, self.hand_area.y - px(44), self.hand_area.w, px(30))
        size = fit_line(text, px(17), px(12), r.w - px(32))[0]
        panel = pygame.Rect(0, 0, min(r.w, get_font(size).size(text)[0] + px(40)), r.h)
        panel.center = r.center
        if any(panel.colliderect(places.seat_area(self, s)) for s in range(self.table.players)):
            return self._status_off_the_seats(text, panel)
        if size < px(15):  # small over the hand's width: the room between the seats may take it larger
            wider = places.status_between_seats(self, text, panel)
            if wider is not None and wider[1] > size:
                return wider
        return panel, size, [text]

    def _status_off_the_seats(self, text: str, one_line: pygame.Rect) -> tuple[pygame.Rect, int, list[str]]:
        """The line above the hand where it would lie over a seat: in the gap between the seats
        where it reads well there (15 px), else beside the hand where that is clear of the cards (a
        narrow gap at many seats in a small window took English in three lines of 13 px), else in
        the gap at whatever size fits it."""
        between = places.status_between_seats(self, text, one_line)
        if between is not None and between[1] >= self.scaled(15):
            return between
        aside = places.status_aside(self, text)
        cards = places.hand_box(self)
        if between is None or cards is None or not aside[0].colliderect(cards):
            return aside
        return between

    def prompt_rect(self) -> pygame.Rect:
        if self.prompt is None:
            return super().prompt_rect()
        return places.prompt_rect(self, self.prompt.title, len(self.prompt.buttons))

    def draw_prompt(self, surface: pygame.Surface) -> None:
        places.draw_prompt(self, surface)

    def toast_place(self) -> tuple[tuple[int, int], int] | None:
        rect = places.toast_rect(self, self.table.app.toast)
        return rect.center, rect.w

    # ---- input ---------------------------------------------------------------------------
    def _drop_spot(self, centre: tuple[int, int]) -> tuple[bool, int | None]:
        """Where a card let go with its centre at ``centre`` goes: onto the discard pile (True), onto
        a seat (that seat) or back into the hand (False, None)."""
        if self.discard_rect.inflate(30, 30).collidepoint(centre):
            return True, None
        return False, self.seat_at(centre)

    def _lit_by_drag(self, card: Card, centre: tuple[int, int]) -> pygame.Rect | None:
        """What to outline while ``card`` is dragged: the seat an A, J or 7 would be played on if it
        may be aimed there, else the pile for a card that a drop there (or on any seat) plays."""
        on_pile, seat = self._drop_spot(centre)
        if seat is not None and not card.is_joker and card.rank in (ACE, JACK, 7):
            aimed = any(a.target == seat for a in _plays_of(card, self.table.viewer_legal()))
            return self.seat_rect(seat).inflate(12, 12) if aimed else None
        if on_pile or seat is not None:
            return self.discard_rect.inflate(16, 16)
        return None

    def handle_input(self, event: pygame.event.Event) -> None:
        if self.look_keys is not None and self.look_keys.swallows(event):
            return  # a key meant for the play just made, hammered or held, closes no look unseen
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.prompt is not None
                and self.table.hint_offered()):
            self._close_for_hint()
            self.ask_hint()
            return
        if self.handle_prompt(event):
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self._ring_key(event):
            return
        if self.hint_shown() and self.hint_button.handle(event):
            return
        fan = self.fan
        if event.type == pygame.MOUSEMOTION:
            if fan.drag is not None:
                fan.drag_pos = (event.pos[0] - fan.drag_offset[0], event.pos[1] - fan.drag_offset[1])
            else:
                fan.hover = fan.index_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = fan.index_at(event.pos)
            if i is not None and self.table.viewer_legal():
                fan.start_drag(i, event.pos)
            elif i is not None:
                self._tell_not_your_turn()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and fan.drag is not None:
            i, clicked, centre = fan.finish_drag(event.pos)
            if clicked:
                fan.drag = None
                if fan.focus == i:
                    self.try_play(i, None, from_pos=fan.card_pos(i))
                else:
                    fan.focus = i
                return
            on_pile, seat = self._drop_spot(centre)
            if on_pile or seat is not None:
                self.try_play(i, seat, from_pos=fan.drag_pos)
            else:
                self._return_card(i, fan.drag_pos, None)
        elif event.type == pygame.KEYDOWN:
            n = len(self.hand)
            if not n:
                return
            if event.key in (pygame.K_LEFT, pygame.K_a):
                fan.focus = (n - 1) if fan.focus is None else max(0, fan.focus - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_d):
                fan.focus = 0 if fan.focus is None else min(n - 1, fan.focus + 1)
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < n:
                fan.focus = event.key - pygame.K_1  # 1: the leftmost card, as in Stars and Storms
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE) and fan.focus is not None:
                hinted = self.hinted
                if (hinted is not None and fan.focus < n and self.hand[fan.focus] == hinted.card
                        and hinted in self.table.viewer_legal()):
                    self._submit(hinted, fan.focus, fan.card_pos(fan.focus))  # the hint whole: sign or seat too
                else:
                    self.try_play(fan.focus, None, from_pos=fan.card_pos(fan.focus), keyboard=True)

    def ring_buttons(self) -> list[Button]:
        """The buttons Tab rings: Hint, while it is on the table."""
        return [self.hint_button] if self.hint_shown() else []

    def _ring_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab ring Hint while it can be used (the hand's card loses its focus: one focus
        at a time); Enter or Space press it. ←/→, A/D and the number keys take the ring down, back to
        the cards. True if the key was used."""
        ring = self.ring
        ring.buttons = self.ring_buttons()
        if event.type != pygame.KEYDOWN:
            ring.handle(event)  # a ring up follows the pointer (the event is still the button's)
            return False
        cards = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_d)
        if event.key in cards or pygame.K_1 <= event.key <= pygame.K_9:
            ring.focus = None
            return False
        used = ring.handle(event)  # a ring on a greyed or hidden button is dropped: Enter is the hand's
        if ring.focus is not None:
            self.fan.focus = None
        return used

    def _return_card(self, i: int, pos: tuple[int, int], reason: str | None) -> None:
        """Animate a refused card back into the hand and say why."""
        image = card_face(self.hand[i], self.cw, self.ch) if i < len(self.hand) else None
        self.return_card(self.fan, i, image, pos, reason)

    def try_play(self, i: int, seat: int | None, from_pos: tuple[int, int], keyboard: bool = False) -> None:
        """Build the Play for hand card ``i`` (asking for ± or a target as needed) and submit it.
        ``keyboard``: played by key, so a question opens with its focus ring up, as Enter expects."""
        if i >= len(self.hand):
            return
        everything = self.table.viewer_legal()
        if not everything:  # nothing to ask yet
            self._tell_not_your_turn()
            return
        card = self.hand[i]
        legal = _plays_of(card, everything)
        rank = None if card.is_joker else card.rank
        if rank in (10, QUEEN):
            amount = d99.SIGNED[rank]
            signs = {a.sign for a in legal}
            self._hold(i, from_pos)
            if not signs:
                self._submit(d99.Play(card, 1), i, from_pos)
                return
            self.ask(lambda: t("d99.ask_sign", card=card_name(card)), [
                (lambda: f"+{amount} [=]", lambda: self._submit(d99.Play(card, 1), i, from_pos), 1 in signs,
                 pygame.K_EQUALS),
                (lambda: f"−{amount} [-]", lambda: self._submit(d99.Play(card, -1), i, from_pos), -1 in signs,
                 pygame.K_MINUS),
            ], cancelled=self._put_back, keyboard=keyboard)
            if self.prompt is not None and self.prompt.ring.focus is None:
                self.prompt.ring.first()  # opened by the mouse too: Enter takes the first legal sign (the one, at 99)
            hinted = self.hinted
            if hinted is not None and hinted.card == card and self.prompt is not None:
                ringed = self.prompt.buttons[0 if hinted.sign > 0 else 1]  # the hint's sign: Enter takes it
                self.prompt.ring.focus = ringed if ringed.enabled() else None
            return
        if rank in (ACE, JACK, 7):
            targets = [a.target for a in legal if a.target is not None]
            if seat is None and rank != ACE and len(targets) == 1:
                seat = targets[0]  # J or 7 with one other seat left: nothing to ask (A may still name oneself)
            if seat is not None:
                self._submit(d99.Play(card, 0, seat), i, from_pos)
                return
            self._hold(i, from_pos)
            key = {ACE: "d99.ask_next", JACK: "d99.ask_steal", 7: "d99.ask_swap"}[rank]
            self.start_pick_seat(targets, lambda s: self._submit(d99.Play(card, 0, s), i, from_pos),
                                 lambda: t(key), cancelled=self._put_back)
            hinted = self.hinted
            if hinted is not None and hinted.card == card and hinted.target in targets:
                self.hover_seat = hinted.target  # lit as if pointed at, till the pointer moves
            elif self.hover_seat not in targets and targets:
                self.hover_seat = targets[0]  # Enter picks a seat however the question was opened
            return
        if card == d99.DEATH and self._holds_a_safe_play(everything):
            # one slip of a drag would end this person's game while a safe card was in hand: ask first
            self._hold(i, from_pos)
            self.ask(lambda: t("d99.ask_death"), [(lambda: t("d99.play_death"),
                                                    lambda: self._submit(d99.Play(card), i, from_pos), True,
                                                    pygame.K_y)],
                     cancelled=self._put_back)  # no ring: Enter twice must not end a game
            return
        self._submit(d99.Play(card), i, from_pos)

    def _tell_not_your_turn(self) -> None:
        """A card was picked while another seat is to play (on the person's own turn a card may
        still be moving: nothing to say then)."""
        decision = self.table.session.decision()
        if decision.seats and self.table.viewer not in decision.seats:
            self.table.app.toast.show(lambda: t("table.not_your_turn"), 2.0, theme.ACCENT)

    def _holds_a_safe_play(self, legal: Sequence[Action]) -> bool:
        """Whether among the person's ``legal`` plays one keeps them in (not Death, not past 99)."""
        count = self.table.view().count
        for a in legal:
            if isinstance(a, d99.Play) and a.card != d99.DEATH:
                after = d99.card_effect_bust(count, a.card, a.sign)
                if after is None or after <= d99.LIMIT:
                    return True
        return False

    def _hold(self, i: int, pos: tuple[int, int]) -> None:
        """Keep hand card ``i`` where it was let go of (at ``pos``) while it waits to be played."""
        self.fan.drag = None
        self.held = (i, pos)

    def _put_back(self) -> None:
        """A question about the held card was cancelled: the card goes back into the hand."""
        if self.held is not None:
            i, pos = self.held
            self.held = None
            if i >= len(self.fan.rects) or pos != self.fan.card_pos(i):  # not already in its place
                self._return_card(i, pos, None)

    def _submit(self, action: d99.Play, i: int, from_pos: tuple[int, int]) -> None:
        reason = self.table.submit(action)
        if reason is not None:
            self.held = None
            self._return_card(i, from_pos, reason)
        else:
            self._hold(i, from_pos)  # until the play is shown: its flight starts here
            self.fan.focus = None
            self.ring.focus = None  # played: no ring left for an Enter meant for the next turn
            self.hinted = None

    # ---- results -------------------------------------------------------------------------
    def won_with_a_side(self, winners: Sequence[int]) -> bool:
        """A free player has no side: the people at the screen who are all free won alone."""
        identities = self.table.view().identities  # the game is over: every identity is shown
        people = [s for s in winners if self.table.is_human(s)]
        if identities and people and all(identities[s] is d99.Identity.FREE for s in people):
            return False
        return super().won_with_a_side(winners)

    def win_title(self, winners: Sequence[int]) -> str:
        """Pass-and-play, faction mode: people who won but not as one side (a free player among them,
        who has no side) read "You both won!" / "You all won!", not "Your side won!"."""
        identities = self.table.view().identities
        people = [s for s in winners if self.table.is_human(s)]
        sides = {ident.faction for s in people if identities and (ident := identities[s]) is not None}
        if len(people) > 1 and (len(sides) > 1 or d99.Faction.FREE in sides):
            return t("results.both_won" if len(people) == 2 else "results.all_won")
        return super().win_title(winners)

    def result_lines(self, outcome: Outcome) -> list[str]:
        view = self.table.view()  # the game is over: it shows every identity and every hand left

        def holding(seat: int) -> str:
            cards = view.hands[seat]
            return t("d99.holding", cards=cards_text(cards)) if cards else ""

        lines = []
        if view.identities:
            shown = tuple(i for i in view.identities if i is not None)  # every identity is shown at the end
            fallen = next((s for s in view.out_order if shown[s].is_king), None) if len(shown) == view.players else None
            if fallen is not None:
                lines.append(sentences(*why_faction_won(fallen, shown, outcome.winners, self.table.name, None)))
            for seat, ident in enumerate(view.identities):
                line = t("d99.result_identity", name=self.table.name(seat),
                         identity=t("d99.id." + ident.value) if ident else t("d99.id.hidden"))
                lines.append(line + ("" if view.alive[seat] else t("d99.result_out", out=t("table.out"))) + holding(seat))
        else:  # places: the last one standing first, then the others from the last out to the first
            ranking = list(outcome.winners) + [s for s in reversed(view.out_order) if s not in outcome.winners]
            lines += [t("d99.place", n=k, name=self.table.name(s)) + holding(s) for k, s in enumerate(ranking, 1)]
        return lines


def refusal_value(name: str, value: int | str) -> object:
    """How a Deadline 99 refusal shows a param: a card by its name ("♠9", "Death")."""
    return refusals.french_card(value, card_name) if name == "card" else value


_ = (SMALL_JOKER,)
