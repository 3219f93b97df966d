"""The 现世通行 table: the deck and discard pile, the draw meter (draws due, extra draws, 路过 skips,
抽底), seats with their hand sizes, seals and 梦魇 cards, the viewer's hand (drag a card to the middle
to play it, or onto a seat to aim it), 裁判 windows everyone can follow, and a panel for each secret
choice. Only the viewer's view and the events it may see are used."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any, cast

import pygame

from app.fonts import get_font
from app.games.base import GameUI, HandFan
from app.games.xianshi_tongxing import faces, outflash
from app.games.xianshi_tongxing.animate import animate
from app.games.xianshi_tongxing.faces import ROLE_COLORS, card_back, card_face, card_label, draw_enlarged
from app.games.xianshi_tongxing.fx import Effects, Words
from app.games.xianshi_tongxing.hint import discards_plan, hint_line
from app.games.xianshi_tongxing import status
from app.games.xianshi_tongxing.panels import ChooserPanel, Choice, Panel, PromptPanel, SliderPanel
from app.games.xianshi_tongxing.text import narrate
from app import i18n
from app.i18n import LiveText, live_t, t
from app.ui.dial import draw_dial
from app.ui.focus import ButtonRing
from app.ui import theme
from app.ui.anim import NumberTween
from app.ui.cardart import card_size, draw_shadowed
from app.ui.widgets import Button, blit_text, draw_focus_ring, draw_panel, fit_line, share_text_size
from engine.core import Action, Event, Outcome
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play, PutBack,
    Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import TONGXING, Card, Kind, Role, sorted_cards
from engine.games.xianshi_tongxing.state import HAND_LIMIT, Context, Phase, XView
from engine.games.xianshi_tongxing.table import next_living

Item = tuple[str, Any]  # ("card", Card) or ("blind", index)
DANGER = ROLE_COLORS[Role.DANGER]
DEFENCE = ROLE_COLORS[Role.DEFENCE]
DECK = ROLE_COLORS[Role.DECK_CONTROL]
PICK_TITLES = {
    Kind.GONGJI: "xt.pick.gongji", Kind.JIAOYI: "xt.pick.jiaoyi", Kind.DANTIAO: "xt.pick.dantiao",
    Kind.JIAOZHU: "xt.pick.jiaozhu", Kind.FENGYIN: "xt.pick.fengyin", Kind.MENGYAN: "xt.pick.mengyan",
    Kind.CHOUDI: "xt.pick.choudi", Kind.CHUNCUI: "xt.pick.revive",
}
HOVER_DELAY = 0.55
HAND_SPREAD = 1.07  # a hand card's width and a small gap


class XianshiUI(GameUI):
    """Draws an XView and turns drags, clicks and keys into 现世通行 actions."""

    offers_hint = True

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        faces.clear_caches()
        n = table.players
        self.fan = HandFan()
        self.items: list[Item] = []
        self.hand: list[Card] = []
        self.sizes = [0] * n
        self.blind_sizes = [0] * n
        self.sealed_sizes = [0] * n
        self.alive = [True] * n
        self.marks = [False] * n
        self.deck_size = 0
        self.discard: list[Card] = []
        self.turn = 0
        self.direction = 1
        self.extra = 0
        self.skip = 0
        self.bottom = False
        self.holding: Card | None = None
        self.meter = NumberTween()
        self.end_shown = False  # the table has shown the game's end (GameEnded), or synced to it
        self.fx = Effects()
        self.spin = 0.0
        self.clock = 0.0
        self.legal: tuple[Action, ...] = ()
        self.panel: Panel | None = None
        self.panel_local = False
        self.judge_buttons: list[Button] = []
        self.judge_actions: list[Action] = []  # what each 裁判 button answers
        self.judge_ring = ButtonRing([], arrows=True, sideways=True)  # the ring over the 裁判 buttons
        self.judge_key: Hashable = None
        self.banner_override: str | None = None
        # the choice the view waits for has been made and its outcome is being shown (see status.settles)
        self.settled = False
        self.asked: tuple[int, ...] = ()
        self.answered: set[int] = set()
        self.mouse = (0, 0)
        self.hover_hit: tuple[Card, pygame.Rect] | None = None
        self.hover_time = 0.0
        # a card is shown large only once the pointer has moved over it: a card that lands under a
        # pointer left still (a new discard under one resting on the pile) is not (see update)
        self.hover_live = False
        self.pointer_moved = False
        self.pinned: tuple[Card, pygame.Rect] | None = None
        self.last_drop: tuple[Card, tuple[int, int]] | None = None
        self.out_flash: dict[int, float] = {}  # seat → seconds left at the table's speed
        self.discarding: list[Card] = []  # chosen for the hand limit, one Discard each once the table is idle
        self.cw, self.ch = 80, 112
        self.hw, self.hh = 90, 126
        self.end_button = Button(self._end_label, self._end_play, hotkey=pygame.K_e,
                                 enabled=lambda: any(isinstance(a, EndPlay) for a in self.legal), font_size=19)
        self.hint_button = self.new_hint_button(font_size=19)
        self.ring = ButtonRing([])  # Tab and Shift+Tab round the table's own buttons (ring_buttons)
        self.hinted: Action | None = None  # the adviser's hint, while it is still one of the person's choices
        self.hinted_more: tuple[Action, ...] = ()  # the Discards a hand-limit hint names after ``hinted``
        self.deck_rect = pygame.Rect(0, 0, 80, 112)
        self.discard_rect = pygame.Rect(0, 0, 80, 112)
        self.hold_rect = pygame.Rect(0, 0, 96, 134)
        self.hand_area = pygame.Rect(0, 0, 600, 140)
        self.banner_rect = pygame.Rect(0, 0, 600, 70)
        self.pile_areas: list[pygame.Rect] = []  # measured in layout
        self.meter_center = (0, 0)
        self.meter_r = 60
        self.s = 1.0
        self._layout_lang = ""
        self._rotated: dict[tuple[Card, int, int, int, str], pygame.Surface] = {}

    # ---- layout --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.s = theme.game_scale(self.table.scale, rect.h / 672, 0.9)
        self.cw, self.ch = card_size(rect.h, 0.95)
        self.hw, self.hh = card_size(rect.h, 1.12)
        cx, cy = rect.centerx, rect.y + int(rect.h * 0.41)
        self.meter_center = (cx, cy)
        self.meter_r = int(self.ch * 0.56)
        gap = max(int(self.cw * 2.25), self._chips_width() // 2 + self._pile_label_width() // 2 + 12)
        self._layout_lang = i18n.language()
        self.deck_rect = pygame.Rect(0, 0, self.cw, self.ch)
        self.deck_rect.center = (cx - gap, cy)
        self.discard_rect = pygame.Rect(0, 0, self.cw, self.ch)
        self.discard_rect.center = (cx + gap, cy)
        hw = int(self.ch * 1.2)
        self.hold_rect = pygame.Rect(0, 0, hw * 5 // 7, hw)
        self.hold_rect.center = (cx, cy)
        self.play_zone = self.deck_rect.union(self.discard_rect).inflate(40, 60)
        # the hand runs from the person's seat panel to the End button
        left = max(rect.x + int(rect.w * 0.19), self.seat_rect(self.me).right + 12)
        right = rect.x + int(rect.w * 0.79)
        self.hand_area = pygame.Rect(left, rect.bottom - self.hh - 14, right - left, self.hh + 6)
        bw = max(120, min(self.f(200), rect.right - self.hand_area.right - 24))
        self.end_button.rect = pygame.Rect(self.hand_area.right + 12, rect.bottom - self.f(64), bw, self.f(50))
        self.end_button.font_size = self.f(19)
        end = self.end_button.rect  # the Hint button stands on it
        self.hint_button.rect = pygame.Rect(end.x, end.y - self.f(8) - self.f(42), end.w, self.f(42))
        self.hint_button.font_size, self.hint_button.scale = self.f(19), self.table.scale
        self.pile_areas = self._measure_pile_areas()
        banner_w = min(int(rect.w * 0.62), self.f(660))
        self.banner_rect = pygame.Rect(cx - banner_w // 2, cy + self.meter_r + self.f(44), banner_w, 62)
        self._clear_banner_of_seats()
        self._layout_hand()
        if self.panel is not None:
            self.panel.layout(self.rect, self.s)

    def seat_center(self, seat: int) -> tuple[int, int]:
        """As round every table, except that with five seats the two side seats sit level with the
        piles, as with four: lower down their panels would cover the piles' labels."""
        n = self.table.players
        k = (seat - self.table.viewer) % n
        if n == 5 and k in (1, 4):
            r = self.rect
            return int(r.centerx + (-1 if k == 1 else 1) * r.w * 0.40), r.y + int(r.h * 0.44)
        return super().seat_center(seat)

    def seat_rect(self, seat: int) -> pygame.Rect:
        """As round every table, lifted a little where a panel would touch a pile or its label."""
        rect = super().seat_rect(seat)
        if seat == self.me:
            return rect
        for area in self.pile_areas:
            if rect.colliderect(area) and rect.bottom - area.top < self.f(24):
                rect.bottom = area.top - 4
        return rect

    def _measure_pile_areas(self) -> list[pygame.Rect]:
        """The piles and their labels as drawn."""
        deck, discard = self.deck_rect, self.discard_rect
        return [deck.inflate(10, 10), discard.inflate(10, 10), *self._pile_labels(deck, discard)]

    def _pile_labels(self, deck: pygame.Rect, discard: pygame.Rect) -> list[pygame.Rect]:
        """Where the piles' labels go under ``deck`` and ``discard``, at their widest ("Deck 55",
        "4 × 通行", "Discards 55")."""

        def label(text: str, size: int, bold: bool, pile: pygame.Rect, y: int) -> pygame.Rect:
            w, h = get_font(size, bold).size(text)
            return pygame.Rect(pile.centerx - w // 2, y, w, h)

        return [label(t("xt.deck", n=55), self.f(16), True, deck, deck.bottom + 6),
                label(t("xt.deck_tongxing", n=4), self.f(15), False, deck, deck.bottom + 6 + self.f(20)),
                label(t("xt.discard_pile", n=55), self.f(16), True, discard, discard.bottom + 6)]

    def _clear_banner_of_seats(self) -> None:
        """Narrow the banner until no side seat's panel reaches into it (five or more seats in a small
        window put the side panels at the banner's height)."""
        band = self.banner_rect.copy()
        band.h = 14 + self.f(24) * 2 + self.f(54)  # two lines and the 裁判 buttons: its tallest
        cleared = self._clear_of_seats(band)
        self.banner_rect = pygame.Rect(cleared.x, band.y, cleared.w, self.banner_rect.h)

    def _clear_of_seats(self, box: pygame.Rect, also: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """``box`` narrowed about its centre until no other seat's panel (nor a rect of ``also``)
        reaches into it (no narrower than 300 px at the table's scale)."""
        cx = box.centerx
        half = box.w // 2
        n = self.table.players
        for seat in [self.seat_rect((self.me + k) % n).inflate(16, 8) for k in range(1, n)] + list(also):
            if seat.colliderect(box):
                half = min(half, cx - seat.right if seat.centerx < cx else seat.left - cx)
        half = max(half, self.f(150))
        return pygame.Rect(cx - half, box.y, 2 * half, box.h)

    def _placed_clear_of_seats(self, widest: int, place: Callable[[int], pygame.Rect],
                               also: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """The box ``place(width)`` puts at a width, from ``widest`` down until no other seat's panel
        (nor a rect of ``also``) reaches into it (a narrower box may wrap onto another line and grow
        into another seat)."""
        box = place(widest)
        while True:
            clear = self._clear_of_seats(box, also)
            if clear.w >= box.w:
                return box
            box = place(clear.w)

    def _chip_specs(self, extra: int, skip: int, bottom: bool) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The chips under the dial as (label, colour, lit): extra draws, Pass Bys, drawing from the
        bottom. A count of none is left out of the label ("Pass By", not "Pass By −0")."""
        return [(t("xt.chip.extra", n=extra), ROLE_COLORS[Role.ATTACK], extra > 0),
                (t("xt.chip.skip", n=skip), DEFENCE, skip > 0),
                (t("xt.chip.bottom"), DECK, bottom)]

    def _chips_width(self) -> int:
        """The chips' width at their widest (a one-digit count on each), whatever the counts are now."""
        return sum(get_font(self.f(14), True).size(c[0])[0] + 16 for c in self._chip_specs(9, 9, True)) + 12

    def _pile_label_width(self) -> int:
        nowhere = pygame.Rect(0, 0, 0, 0)
        return max(label.w for label in self._pile_labels(nowhere, nowhere))

    def f(self, size: int) -> int:
        """A font or box size scaled to the window (as the table's bar and log above 1280×720)."""
        return int(size * self.s)

    def _layout_hand(self) -> None:
        # side by side, whole faces showing, while they fit
        self.fan.layout(self.items, self.hand_area, (self.hw, self.hh), spread=HAND_SPREAD)

    def _chips_rect(self) -> pygame.Rect:
        """The row of chips under the dial, at its widest."""
        cx, cy = self.meter_center
        width = self._chips_width()
        return pygame.Rect(cx - width // 2, cy + self.meter_r + self.f(18), width, self.f(14) + 8)

    def prompt_rect(self) -> pygame.Rect:
        """A question goes where the banner does, narrowed clear of the side seats. It may reach down
        over the line above the hand, which is not drawn while a question is open (the question is
        what the player has to do now); a tall one is lifted clear of the hand, but never over the
        chips under the dial or the piles' labels (at 960×600 it covered them)."""
        floor = max(area.bottom for area in [*self.pile_areas, self._chips_rect()]) + self.f(4)

        def place(width: int) -> pygame.Rect:
            h = self.prompt_height(width)
            top = max(floor, min(self.banner_rect.y, self.hand_area.y - self.f(8) - h))
            return pygame.Rect(self.rect.centerx - width // 2, top, width, h)

        return self._placed_clear_of_seats(min(self.scaled(600), self.rect.w - 40), place)

    def prompt_px(self, n: int) -> int:
        """The question in the table's own sizes (a little smaller in a small window, as the dial and the
        banner are): so a question on two lines fits between the chips and the hand."""
        return self.f(n)

    def toast_place(self) -> tuple[tuple[int, int], int]:
        """Messages (a card that cannot go where it was dropped) show just above the line over the hand,
        narrowed clear of the side seats: as wide as the table's own, at its usual height, they covered
        those seats' names and the dial."""
        toast, scale = self.table.app.toast, self.table.scale
        panel = self.panel if self.panel is not None and self.prompt is None and self.picking_seat is None else None

        def place(width: int) -> pygame.Rect:
            box = pygame.Rect(0, 0, width, toast.height(width, scale))
            box.midbottom = (self.rect.centerx, self._status_top() - self.f(8))
            if panel is not None and box.colliderect(panel.rect):
                self._off_panel(box, panel.rect)
            return box

        # under an open panel the message is beside the person's own seat and the Hint button
        also = [] if panel is None else [self.seat_rect(self.me).inflate(16, 8), self.hint_button.rect.inflate(16, 8)]
        box = self._placed_clear_of_seats(min(self.scaled(760), self.rect.w - 40), place, also)
        return box.center, box.w

    def _off_panel(self, box: pygame.Rect, panel: pygame.Rect) -> None:
        """Move ``box`` (a message) off an open panel (a card chooser filled the table, and the hint
        covered its cards): under it if there is room in the table, else above it, else on its top
        edge, over the panel's title rather than its cards and buttons."""
        gap = self.f(6)
        if panel.bottom + gap + box.h <= self.rect.bottom:
            box.top = panel.bottom + gap
        elif panel.top - gap - box.h >= self.rect.top:
            box.bottom = panel.top - gap
        else:
            box.top = max(self.rect.top, panel.top - box.h // 2)

    # ---- view ----------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.table.viewer

    def sync(self, view: XView | None) -> None:
        super().sync(view)
        if view is None:
            return
        self.hand = list(sorted_cards(view.hand))
        nb = view.blind_sizes[self.me] if view.seat is not None else 0
        self.items = [("card", c) for c in self.hand] + [("blind", i) for i in range(nb)]
        self.sizes = list(view.hand_sizes)
        self.blind_sizes = list(view.blind_sizes)
        self.sealed_sizes = list(view.sealed_sizes)
        self.alive = list(view.alive)
        self.marks = list(view.marks)
        self.deck_size = view.deck_size
        self.discard = list(view.discard)
        self.turn = view.turn
        self.direction = view.direction
        self.extra, self.skip, self.bottom = view.extra, view.skip, view.bottom
        if view.phase is Phase.OVER:  # nobody draws any more: no extra draws, Pass Bys or bottom draw lit
            self.extra, self.skip, self.bottom = 0, 0, False
        self.holding = view.holding
        self.asked = view.window.asked if view.window is not None else ()
        self.answered = set()
        if view.trade_pair is not None and view.trade_answered is not None:
            self.answered = {s for s, a in zip(view.trade_pair, view.trade_answered) if a}
        elif view.beg_asked:
            self.answered = {s for s, a in zip(view.beg_asked, view.beg_answered) if a}
        self.banner_override = None
        self.settled = False
        self.end_shown = view.phase is Phase.OVER
        self.meter.set(self._meter_value(view), instant=self.meter.target == self._meter_value(view))
        self._layout_hand()
        self.legal = self.table.viewer_legal()
        if self.hinted is not None and self.hinted not in self.legal:
            self.hinted, self.hinted_more = None, ()  # the decision it was for has passed
        if self.discarding:
            if view.phase is Phase.DISCARD and self.legal:
                self._submit(Discard(self.discarding.pop(0)))
                return
            self.discarding = []
        self._refresh_judge_buttons()
        self._refresh_panel(view)

    def _meter_value(self, view: XView) -> int:
        """The draws the dial shows: none once the game is over (the view still counts the last turn's)."""
        if view.phase is Phase.OVER:
            return 0
        if view.phase in (Phase.DEFUSE, Phase.NIGHTMARE, Phase.PUTBACK) and view.context is Context.DRAW:
            return view.draws_left
        return view.draws_due

    def clear_private(self) -> None:
        super().clear_private()
        self.hinted, self.hinted_more = None, ()
        self.hand = []
        self.items = []
        self.panel = None
        self.panel_local = False
        self.pinned = None
        self.hover_hit = None
        self.legal = ()
        self.judge_buttons = []
        self.judge_key = None
        self.judge_ring = ButtonRing([], arrows=True, sideways=True)
        self.ring.focus = None
        self.discarding = []
        self.fan.drag = None
        self.fan.focus = None
        self._layout_hand()

    def has_prompt(self) -> bool:
        """Esc goes to a panel the person opened (it closes it) or to a pinned card; a panel for a
        decision the game asks for cannot be closed, so there Esc asks to leave, as anywhere."""
        return super().has_prompt() or (self.panel is not None and self.panel_local) or self.pinned is not None

    # ---- panels for the viewer's decisions -----------------------------------------------
    def _refresh_panel(self, view: XView) -> None:
        if not self.legal:
            self.panel = None
            self.panel_local = False
            return
        if self.picking_seat is not None or self.prompt is not None:
            return
        if self.panel is not None and self.panel_local:
            if view.phase in (Phase.PLAY, Phase.BLIND):
                return
            self.panel_local = False
        built = self._phase_panel(view)
        if built is None:
            self.panel = None
            return
        key, build = built
        if self.panel is None or self.panel.key != key:
            self.panel = build()
            self.panel.layout(self.rect, self.s)
            self._hint_panel()

    def _hand_items(self, view: XView) -> list[tuple[Card | None, Hashable]]:
        items: list[tuple[Card | None, Hashable]] = [(c, ("card", c)) for c in self.hand]
        items += [(None, ("blind", i)) for i in range(view.blind_sizes[self.me])]
        return items

    def _phase_panel(self, view: XView) -> tuple[Hashable, Callable[[], Panel]] | None:
        key: Hashable
        p = view.phase
        me = self.me
        hand_key = (tuple(self.hand), view.blind_sizes[me])
        n = self.table.name
        if p is Phase.TRIBUTE and view.effect is not None:
            owner = view.effect.owner
            return ("tribute", hand_key), lambda: ChooserPanel(
                ("tribute", hand_key), lambda: t("xt.tribute.title", name=n(owner)),
                live_t("xt.tribute.sub_blind" if view.blind_sizes[me] else "xt.tribute.sub"),
                self._hand_items(view), 1, live_t("xt.give"), lambda sel: self._give(sel[0]))
        if p is Phase.BEG and view.beggar is not None:
            beggar = view.beggar
            return ("beg", hand_key), lambda: ChooserPanel(
                ("beg", hand_key), lambda: t("xt.beg.title", name=n(beggar)),
                live_t("xt.beg.sub" if len(view.beg_asked) > 1 else "xt.beg.sub_one"), self._hand_items(view), 1,
                live_t("xt.give"), lambda sel: self._give(sel[0]),
                extra=[Choice(live_t("xt.beg.refuse"), lambda: self._submit(Refuse()), True, pygame.K_n, Refuse())])
        if p is Phase.TRADE and view.trade_pair is not None:
            a, b = view.trade_pair
            other = b if me == a else a
            return ("trade", hand_key), lambda: ChooserPanel(
                ("trade", hand_key), lambda: t("xt.trade.title", name=n(other)), live_t("xt.trade.sub"),
                self._hand_items(view), 2, live_t("xt.trade.confirm"), self._trade)
        if p is Phase.DUEL and view.duel is not None:
            duel = view.duel
            other = duel.target if me == duel.initiator else duel.initiator
            key = ("duel", hand_key, duel.steps)
            stop = [Choice(live_t("xt.duel.stop"), lambda: self._submit(DuelStop()), True, pygame.K_s, DuelStop())] \
                if any(isinstance(a, DuelStop) for a in self.legal) else []
            def title() -> str:
                return t("xt.duel.title", name=n(other))

            sub = live_t("xt.duel.sub", n=duel.steps + 1)
            if any(isinstance(a, DuelStep) and a.card is None and a.blind is None for a in self.legal):
                draw = Choice(live_t("xt.duel.draw"), lambda: self._submit(DuelStep()), True, pygame.K_RETURN,
                              DuelStep())
                return key, lambda: PromptPanel(key, title, live_t("xt.duel.nothing"), [], [draw] + stop)
            return key, lambda: ChooserPanel(key, title, sub, self._hand_items(view), 1, live_t("xt.duel.confirm"),
                                             self._duel_step, extra=stop)
        if p is Phase.DEFUSE:
            key = ("defuse", tuple(self.legal))
            defusers = [a for a in self.legal if isinstance(a, Defuse)]
            choices = [Choice(lambda card=a.card: t("xt.defuse.with", card=card_label(card)), self._sender(a), True,
                              pygame.K_RETURN if k == 0 else None, a) for k, a in enumerate(defusers)]
            only = defusers[0].card
            asked: LiveText = (lambda: t("xt.defuse.sub", card=card_label(only))) if len(defusers) == 1 \
                else live_t("xt.defuse.sub_choose")
            return key, lambda: PromptPanel(key, live_t("xt.defuse.title"), asked, [view.holding or TONGXING],
                                            choices, glow=DANGER)
        if p is Phase.NIGHTMARE:
            nb = view.blind_sizes[me]
            key = ("nightmare", nb)
            return key, lambda: ChooserPanel(key, live_t("xt.nightmare.title"), live_t("xt.nightmare.sub"),
                                             [(None, i) for i in range(nb)], 1, live_t("xt.nightmare.confirm"),
                                             lambda sel: self._submit(PickBlind(cast(int, sel[0]))))
        if p is Phase.PUTBACK:
            defused = view.defused_with  # read from the game, so a game reopened here names it too
            key = ("putback", view.deck_size, defused)
            public = view.rules.tuding

            def how() -> str:
                said_how = t("xt.putback.sub_public" if public else "xt.putback.sub")
                if defused is None:
                    return said_how
                return i18n.sentences(t("xt.putback.defused", card=card_label(defused)), said_how)

            return key, lambda: SliderPanel(
                key, live_t("xt.putback.title_public" if public else "xt.putback.title"), how, view.deck_size, True,
                0, self._describe_putback, Choice(live_t("xt.putback.confirm"), self._confirm_slider(PutBack), True),
                marker=view.holding or TONGXING, top_label=live_t("xt.top"), bottom_label=live_t("xt.bottom"))
        if p is Phase.YANLING and view.peek is not None:
            peek = view.peek
            seen = view.peek_card
            key = ("yanling", peek, view.deck_size)
            return key, lambda: SliderPanel(
                key, lambda: t("xt.yanling.place_title", card=card_label(seen) if seen else "?"),
                live_t("xt.yanling.place_sub"), view.deck_size, False, peek, lambda v: self._describe_place(v, peek),
                Choice(live_t("xt.yanling.place_confirm"), self._confirm_slider(Place), True), card=seen, marker=seen,
                top_label=live_t("xt.top"), bottom_label=live_t("xt.bottom"), keep=peek)
        if p is Phase.BLIND and view.revealed is not None:
            card = view.revealed
            key = ("blind", card)
            plain = card.kind in (Kind.CHENGGUAN, Kind.CAIPAN)
            label = live_t("xt.blind.discard" if plain else "xt.blind.play")
            return key, lambda: PromptPanel(key, lambda: t("xt.blind.title", card=card_label(card)),
                                            live_t("xt.blind.sub"), [card],
                                            [Choice(label, lambda: self._play_card(card, None, self.hold_rect.topleft,
                                                                                   None, blind=True), True,
                                                    pygame.K_RETURN)])
        if p is Phase.DISCARD:
            extra = len(self.hand) - HAND_LIMIT
            key = ("discard", tuple(self.hand))
            return key, lambda: ChooserPanel(key, live_t("xt.discard.title", n=extra), live_t("xt.discard.sub"),
                                             [(c, c) for c in self.hand], extra, live_t("xt.discard.confirm"),
                                             self._discard, retitle=self._discard_title(extra))
        return None

    @staticmethod
    def _discard_title(need: int) -> Callable[[int], str]:
        """The hand-limit panel's title for a count of chosen cards: how many more, or that all are
        chosen and the Discard button takes them."""
        return lambda chosen: (t("xt.discard.title", n=need - chosen) if chosen < need
                               else t("xt.discard.title_ready", n=need))

    def _describe_putback(self, v: int) -> str:
        if v == 0:
            return t("xt.putback.on_top")
        if v >= self.deck_size:
            return t("xt.putback.at_bottom")
        return t("xt.putback.under", n=v)

    def _describe_place(self, v: int, peek: int) -> str:
        if v == peek:
            return t("xt.yanling.keep", n=v + 1)
        return t("xt.yanling.move", n=v + 1)

    def _confirm_slider(self, make: Callable[[int], Action]) -> Callable[[], None]:
        def run() -> None:
            if isinstance(self.panel, SliderPanel):
                self._submit(make(self.panel.value))
        return run

    def _give(self, token: Hashable) -> None:
        kind, value = cast(Item, token)
        self._submit(Give(card=value) if kind == "card" else Give(blind=value))

    def _trade(self, tokens: list[Hashable]) -> None:
        items = [cast(Item, tok) for tok in tokens]
        cards = tuple(v for k, v in items if k == "card")
        blind = tuple(v for k, v in items if k == "blind")
        self._submit(TradeCards(cards=cards, blind=blind))

    def _discard(self, tokens: list[Hashable]) -> None:
        """Discard the chosen cards: the engine takes one at a time, the rest follow as the table idles."""
        cards = [cast(Card, tok) for tok in tokens]
        self.discarding = cards[1:]
        self._submit(Discard(cards[0]))

    def _duel_step(self, tokens: list[Hashable]) -> None:
        kind, value = cast(Item, tokens[0])
        self._submit(DuelStep(card=value) if kind == "card" else DuelStep(blind=value))

    # ---- hints ---------------------------------------------------------------------------
    def person_in(self) -> bool:
        return self.alive[self.table.viewer]

    def hint_plan(self, adviser: Any, view: Any, legal: tuple[Any, ...]) -> Any:
        return discards_plan(adviser, view, legal)

    def show_hint(self, hint: Any) -> None:
        """Show the adviser's action: its card focused in the hand or chosen in the open panel, its
        seat lit, its button ringed (Enter takes the whole action), and a line saying all of it. A
        hand-limit hint (a tuple of Discards) chooses all its cards at once."""
        plan = hint if isinstance(hint, tuple) else (hint,)
        action = plan[0]
        if self.view is None or action not in self.table.viewer_legal():
            return
        self.hinted, self.hinted_more = action, plan[1:]
        self.fan.focus = None
        item: Item | None = None
        if isinstance(action, Play) and action.card in self.hand and self.view.phase is Phase.PLAY:
            item = ("card", action.card)
        elif isinstance(action, FlipBlind):
            item = ("blind", action.index)
        if item is not None and item in self.items:
            self.fan.focus = self.items.index(item)
        self._hint_panel()
        self._ring_hinted_judge()
        tb = self.table
        view = self.view
        self.say_hint(lambda: hint_line(hint, view, tb.name, tb.viewer))

    def ask_hint(self) -> None:
        """A hint asked while the table asks about a card the person picked (which seat to aim it at,
        whether to play it anyway, which face or deck card in a panel of their own) first closes that
        question as Esc would (nothing is played; the card is already back in the hand): the hint may
        name another card or End play, which the question could not show, so it is shown as at any
        decision (its card picked out, its seat lit, its line said), and Enter takes it."""
        if self.table.hint_offered():
            if self.prompt is not None or self.picking_seat is not None:
                cancel = self.prompt.cancel if self.prompt is not None else None
                if cancel is not None:
                    cancel()
                self.cancel_pick()
            if self.panel is not None and self.panel_local:
                self._close_local()  # a turned-up card's own panel comes back with the next sync
        self.table.request_hint()

    def _hinted_play(self, card: Card) -> Play | None:
        """The hinted Play of ``card``, if that is the hint."""
        hinted = self.hinted
        return hinted if isinstance(hinted, Play) and hinted.card == card else None

    def _hint_tokens(self, action: Action) -> list[Hashable]:
        """The cards of a panel that ``action`` chooses, as the panel names them."""
        if isinstance(action, (Give, DuelStep)):
            if action.card is not None:
                return [("card", action.card)]
            return [("blind", action.blind)] if action.blind is not None else []
        if isinstance(action, TradeCards):
            return [("card", c) for c in action.cards] + [("blind", b) for b in action.blind]
        if isinstance(action, PickBlind):
            return [action.index]
        if isinstance(action, Discard):
            return [action.card] + [a.card for a in self.hinted_more if isinstance(a, Discard)]
        return []

    def _preselect(self, panel: Panel | None, tokens: list[Hashable]) -> None:
        """Choose ``tokens`` in a card chooser, so Enter confirms them."""
        if not isinstance(panel, ChooserPanel):
            return
        keys = [tok for _, tok in panel.items]
        if not tokens or len(tokens) > panel.need:
            return
        chosen: list[int] = []
        for tok in tokens:  # two of the same card are two places in the panel
            k = next((k for k, key in enumerate(keys) if key == tok and k not in chosen), None)
            if k is None:
                return
            chosen.append(k)
        panel.selected = chosen
        panel.focus = panel.selected[-1]
        if panel.ready:
            panel.ringed = 0  # its confirm button
        else:
            panel.focus = None  # Enter would take the focused card back out

    def _hint_panel(self) -> None:
        """Put the hint into the panel the decision opened: its cards chosen, its slider set, its
        button ringed."""
        panel, hinted = self.panel, self.hinted
        if panel is None or hinted is None or self.panel_local:
            return
        if panel.ring_action(hinted):
            return
        if isinstance(panel, SliderPanel) and isinstance(hinted, (PutBack, Place)):
            panel.set(hinted.position)
            panel.ringed = 0
        elif isinstance(panel, PromptPanel) and isinstance(hinted, Play):  # a card turned up under 梦魇
            panel.ringed = 0
        else:
            self._preselect(panel, self._hint_tokens(hinted))

    def _judge_ringed(self) -> Button | None:
        """The 裁判 window's ringed button (the hint rings the answer it names)."""
        return self.judge_ring.focus if self.judge_ring.focus in self.judge_buttons else None

    def _ring_hinted_judge(self) -> None:
        """Ring the 裁判 window's button that gives the hinted answer, if the hint is one."""
        hinted = self.hinted
        if hinted is not None and hinted in self.judge_actions:
            k = self.judge_actions.index(hinted)
            if k < len(self.judge_buttons):
                self.judge_ring.focus = self.judge_buttons[k]

    def _hint_key(self, event: pygame.event.Event) -> bool:
        """Enter takes the hint where a button or seat stands for it; True if it did."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_RETURN:
            return False
        hinted = self.hinted
        if hinted is None:
            return False
        if self.picking_seat is not None:
            if self.hover_seat is not None and self.hover_seat in self.pick_allowed:
                self._finish_pick(self.hover_seat)
                return True
            return False
        if self.prompt is not None:
            return False
        if isinstance(hinted, EndPlay) and self.fan.focus is None and hinted in self.legal:
            self._end_play()
            return True
        focus = self.fan.focus
        if (isinstance(hinted, Play) and focus is not None and focus < len(self.items)
                and self.items[focus] == ("card", hinted.card) and hinted in self.legal):
            self._take_hint(focus)
            return True
        return False

    def _take_hint(self, i: int) -> None:
        """Play the hinted card exactly as hinted (its seat, face or position too)."""
        assert self.hinted is not None
        self.last_drop = (self.items[i][1], self.fan.card_pos(i))
        self._submit(self.hinted, i, self.fan.card_pos(i))

    # ---- 裁判 window buttons --------------------------------------------------------------
    def _refresh_judge_buttons(self) -> None:
        view = self.view
        if view is None or view.phase is not Phase.REACTION or not self.legal:
            self.judge_buttons = []
            self.judge_actions = []
            self.judge_key = None
            self.judge_ring = ButtonRing([], arrows=True, sideways=True)
            return
        key = tuple(self.legal)
        if key == self.judge_key:
            return
        self.judge_key = key
        buttons = []
        self.judge_actions = []
        first = True
        for a in self.legal:
            if isinstance(a, Cancel):
                label = t("xt.judge.cancel_with_key" if first else "xt.judge.cancel_with", card=card_label(a.card))
                buttons.append(Button(_const(label), self._sender(a), hotkey=pygame.K_j if first else None,
                                      font_size=18))
                self.judge_actions.append(a)
                first = False
        buttons.append(Button(lambda: t("xt.judge.decline"), lambda: self._submit(Decline()), hotkey=pygame.K_n,
                              font_size=18))
        self.judge_actions.append(Decline())
        self.judge_buttons = buttons
        self.judge_ring = ButtonRing(buttons, arrows=True, sideways=True)
        self._ring_hinted_judge()

    # ---- acting --------------------------------------------------------------------------
    def _end_label(self) -> str:
        due = self.view.draws_due if self.view is not None else 1
        return t("xt.end_play", n=due)

    def _end_play(self) -> None:
        self._submit(EndPlay())

    def _submit(self, action: Action, i: int | None = None, from_pos: tuple[int, int] | None = None,
                note: LiveText | None = None) -> None:
        """Send the viewer's action; a refused one comes back with the reason, an accepted one shows
        ``note`` if given."""
        reason = self.table.submit(action)
        if reason is not None:
            self.discarding = []
            self._return_card(i, from_pos, reason)
            return
        self.fan.drag = None
        self.fan.focus = None
        self.hinted, self.hinted_more = None, ()
        self.panel = None
        self.panel_local = False
        self.legal = ()
        self.judge_buttons = []
        self.judge_key = None
        self.judge_ring = ButtonRing([], arrows=True, sideways=True)
        self.ring.focus = None  # acted: no ring left for an Enter meant for the next decision
        self.table.app.sound.play("click")
        if note:
            self.table.app.toast.show(note, 3.5)

    def _sender(self, action: Action) -> Callable[[], None]:
        return lambda: self._submit(action)

    def _return_card(self, i: int | None, pos: tuple[int, int] | None, reason: str | None) -> None:
        if i is None or pos is None:
            self.fan.drag = None
            if reason:
                self.tell_refusal(reason)
            return
        image = self._item_image(self.items[i]) if i < len(self.items) else None
        self.return_card(self.fan, i, image, pos, reason)

    def _item_image(self, item: Item) -> pygame.Surface:
        if item[0] == "card":
            return card_face(item[1], self.hw, self.hh)
        return card_back(self.hw, self.hh)

    def try_item(self, i: int, seat: int | None, from_pos: tuple[int, int], keyboard: bool = False) -> None:
        """Play hand item ``i`` (a face-down card is turned over), aimed at ``seat`` if dropped on one;
        ``keyboard``: played with a key (a question it asks opens ringed)."""
        if i >= len(self.items):
            return
        kind, value = self.items[i]
        if kind == "blind":
            self._submit(FlipBlind(value), i, from_pos)
            return
        self.last_drop = (value, from_pos)
        self._play_card(value, seat, from_pos, i, keyboard=keyboard)

    def _play_card(self, card: Card, seat: int | None, from_pos: tuple[int, int], i: int | None,
                   face: Card | None = None, blind: bool = False, keyboard: bool = False) -> None:
        """Build the Play for ``card``, asking for what it needs (face, deck position, target seat);
        ``keyboard``: asked from the keyboard, a "play it anyway?" question opens ringed."""
        self.fan.drag = None
        legal = [a for a in self.table.viewer_legal() if isinstance(a, Play) and a.card == card]
        if not legal:
            self._submit(Play(card), i, from_pos)
            return
        wild = any(a.face is not None for a in legal)
        if wild and face is None:
            faces_legal = sorted_cards(tuple({a.face for a in legal if a.face is not None}))

            def chosen(sel: list[Hashable]) -> None:
                self.panel = None
                self.panel_local = False
                self._play_card(card, seat, from_pos, i, face=cast(Card, sel[0]), blind=blind, keyboard=keyboard)

            self._open_local(ChooserPanel("wild", live_t("xt.wild.title"), live_t("xt.wild.sub"),
                                          [(f, f) for f in faces_legal], 1, live_t("xt.wild.confirm"), chosen,
                                          extra=[Choice(live_t("xt.cancel"), self._close_local, True,
                                                        pygame.K_ESCAPE)]))
            hinted = self._hinted_play(card)
            if hinted is not None and hinted.face in faces_legal:
                self._preselect(self.panel, [hinted.face])
            return
        plays = [a for a in legal if a.face == face] if wild else legal
        acting = face or card
        # a card that takes no aim, let go over another seat, is played in the middle: say so
        stray = seat is not None and seat != self.me and all(a.target is None for a in plays)
        note = self._unaimed_note(acting) if stray else None
        positions = sorted({a.position for a in plays if a.position is not None})
        if positions:
            size = len(positions)

            def look() -> None:
                if isinstance(self.panel, SliderPanel):
                    v = self.panel.value
                    self._close_local()
                    self._submit(Play(card, position=v, face=face), i, from_pos, note)

            self._open_local(SliderPanel(
                "yanling_look", live_t("xt.yanling.look_title"), live_t("xt.yanling.look_sub"), size, False, 0,
                lambda v: t("xt.yanling.look_at", n=v + 1), Choice(live_t("xt.yanling.look_confirm"), look, True),
                cancel=None if blind else Choice(live_t("xt.cancel"), self._close_local, True),
                top_label=live_t("xt.top"), bottom_label=live_t("xt.bottom")))
            hinted = self._hinted_play(card)
            if hinted is not None and hinted.position in positions and isinstance(self.panel, SliderPanel):
                self.panel.set(hinted.position)
                self.panel.ringed = 0
            return
        targets = sorted({a.target for a in plays if a.target is not None})
        self_ok = any(a.target is None for a in plays)
        if targets:
            if seat is not None and seat in targets:
                self._submit(Play(card, target=seat, face=face), i, from_pos)
                return
            if seat == self.me and self_ok:
                self._submit(Play(card, face=face), i, from_pos)
                return
            if len(targets) == 1 and not self_ok:
                self._submit(Play(card, target=targets[0], face=face), i, from_pos)
                return
            kind = (face or card).kind
            if card.kind is Kind.CHUNCUI and face is None:
                kind = Kind.CHUNCUI
            allowed = targets + ([self.me] if self_ok else [])
            if blind:
                self.panel = None

            def picked(s: int) -> None:
                self._submit(Play(card, target=None if s == self.me else s, face=face), i, from_pos)

            self.start_pick_seat(allowed, picked, lambda: t(PICK_TITLES.get(kind, "xt.pick.any")))
            hinted = self._hinted_play(card)
            if hinted is not None and hinted.face == face:
                lit = self.me if hinted.target is None else hinted.target
                if lit in allowed:
                    self.hover_seat = lit  # lit as if pointed at, till the pointer moves; Enter takes it
            if i is not None and from_pos is not None:
                self._return_card(i, from_pos, None)
            return
        if card.kind in (Kind.CHENGGUAN, Kind.CAIPAN) and not blind:
            self._ask_before(plays[0], i, from_pos, note, lambda: t("xt.plain.title", card=card_label(card)),
                             live_t("xt.plain.yes"), keyboard)
            return
        if card.kind is Kind.CHUNCUI and not blind and self.view is not None and self.view.rules.revive:
            # with nobody out to revive, the 纯粹 is thrown away for nothing
            self._ask_before(plays[0], i, from_pos, note, lambda: t("xt.idle_revive.title", card=card_label(card)),
                             live_t("xt.idle_skip.yes"), keyboard)
            return
        if acting.kind is Kind.LUGUO and not blind and self.view is not None and self.view.draws_due == 0:
            # allowed, and it counts if the draws go up later this turn, but most often it is wasted
            self._ask_before(plays[0], i, from_pos, note, lambda: t("xt.idle_skip.title", card=card_label(acting)),
                             live_t("xt.idle_skip.yes"), keyboard)
            return
        self._submit(plays[0], i, from_pos, note)

    def _ask_before(self, play: Play, i: int | None, from_pos: tuple[int, int] | None,
                    note: LiveText | None, question: Callable[[], str], yes: Callable[[], str],
                    keyboard: bool = False) -> None:
        """Put the card back and ask ``question`` before a play that would do nothing now (asked
        from the keyboard, with the ring on the no: a second Enter keeps the card; ← then Enter, or
        Y, plays it)."""
        if i is not None:
            self._return_card(i, from_pos, None)
        self.ask(question, [
            (yes, lambda: self._submit(play, note=note), True, pygame.K_y),
            (live_t("xt.plain.no"), lambda: None, True, pygame.K_n),
        ], keyboard=keyboard, ringed=1)

    def _unaimed_note(self, card: Card) -> LiveText:
        """What a ``card`` that takes no aim does when dropped on another seat: it is played in the
        middle (a 逆转 hands the draws to the next seat the other way round); said again when read."""
        if card.kind is Kind.NIZHUAN:
            receiver = next_living(self.alive, self.me, -self.direction)  # as the engine hands the draws on
            return lambda: t("xt.unaimed.nizhuan", card=card_label(card), name=self.table.name(receiver))
        return lambda: t("xt.unaimed", card=card_label(card))

    def _open_local(self, panel: Panel) -> None:
        self.panel = panel
        self.panel_local = True
        panel.layout(self.rect, self.s)

    def _close_local(self) -> None:
        self.panel = None
        self.panel_local = False

    # ---- events → animation --------------------------------------------------------------
    def _seat_point(self, seat: int, w: int | None = None, h: int | None = None) -> tuple[int, int]:
        w = w or self.cw
        h = h or self.ch
        if seat == self.me:
            return self.hand_area.centerx - w // 2, self.hand_area.y
        cx, cy = self.seat_center(seat)
        return cx - w // 2, cy - h // 2

    def _seat_mid(self, seat: int) -> tuple[int, int]:
        if seat == self.me:
            return self.hand_area.centerx, self.hand_area.y + 20
        return self.seat_rect(seat).center

    def _fly(self, img: pygame.Surface, a: tuple[int, int], b: tuple[int, int], dur: float, delay: float = 0.0,
             done: Callable[[], None] | None = None, arc: float = 0.0) -> None:
        self.table.fly(img, a, b, dur, delay=delay, on_done=done, arc=arc)

    def _words(self, at: tuple[int, int], key: str, color: tuple[int, int, int], size: int = 34, dur: float = 1.0,
               rise: int = 30, **kw: Any) -> None:
        """``key``'s words at ``at``, said again each frame; a value given as a function (a card's name)
        is asked again too."""
        self.fx.add(Words(at, dur, text=lambda: t(key, **{k: v() if callable(v) else v for k, v in kw.items()}),
                          color=color, size=self.scaled(size), rise=rise))

    def _say(self, seat: int, key: str, color: tuple[int, int, int], size: int = 24, dur: float = 1.0) -> None:
        """What a seat answers ("lets it stand", "✓", "nothing"), in a bubble by its seat (see _say_spot):
        on the panel it covered the seat's name, just over it the seat's card backs."""
        size = self.scaled(size)
        w, h = Words.pill_size(t(key), size)
        self.fx.add(Words(self._say_spot(seat, w, h), dur, text=lambda: t(key), color=color, size=size, rise=0,
                          keep_in=self.rect.copy()))

    def _say_spot(self, seat: int, w: int, h: int) -> tuple[int, int]:
        """The centre of a ``w``×``h`` bubble by ``seat``: over its card backs, else beside its panel
        (right, then left), else under it (over or under a little further off if a pile is in the way);
        the first place inside the table that covers no seat's panel or card backs and no pile, else the
        one covering least of them."""
        panel = self.seat_rect(seat)
        backs = self._back_rects(seat)
        top = min([panel.top] + [r.top for r in backs])
        steps = [self.f(8) * k for k in range(4)]  # a little further off where a pile is in the way
        above, below = top - 4 - (h + 1) // 2, panel.bottom + 4 + (h + 1) // 2
        right, left = panel.right + 6 + (w + 1) // 2, panel.left - 6 - (w + 1) // 2
        spots = ([(panel.centerx, above - d) for d in steps] + [(right, panel.centery), (left, panel.centery)]
                 + [(panel.centerx, below + d) for d in steps])
        deck_stack = self.deck_rect.union(self.deck_rect.move(-12, -12))  # its backs step up and left
        covered = [self.seat_rect(s).inflate(6, 6) for s in range(self.table.players)] + self.pile_areas + [deck_stack]
        for s in range(self.table.players):
            covered += self._back_rects(s)

        def cost(spot: tuple[int, int]) -> int:
            box = pygame.Rect(0, 0, w, h)
            box.center = spot
            box.x = max(self.rect.left + 2, min(self.rect.right - 2 - w, box.x))  # as Words keeps it in
            if box.top < self.rect.top or box.bottom > self.rect.bottom:
                return 10**9
            return sum(box.clip(r).w * box.clip(r).h for r in covered)

        return min(spots, key=cost)  # the first of the best

    def _back_rects(self, seat: int) -> list[pygame.Rect]:
        """Where another seat's card backs (up to nine) stand over its panel; none for the person's seat
        or a seat that is out."""
        if seat == self.me or not self.alive[seat]:
            return []
        rect = self.seat_rect(seat)
        n = min(self.sizes[seat] + self.blind_sizes[seat], 9)
        bw, bh = int(self.cw * 0.4), int(self.ch * 0.4)
        return [pygame.Rect(rect.centerx - (n * 11) // 2 + k * 11 - bw // 2 + 5, rect.y - bh + 12, bw, bh)
                for k in range(n)]

    def _turn_label_at(self) -> tuple[int, int]:
        cx, cy = self.meter_center
        return cx, cy - self.meter_r - self.f(30)

    def _meter_words(self, key: str, color: tuple[int, int, int], **kw: Any) -> None:
        """A word about the draws ("Draw 1", "+1", "Pass By"), over the turn label above the dial: on the
        dial it hid the very count it was about."""
        self.fx.add(Words(self._turn_label_at(), 1.0, text=lambda: t(key, **kw), color=color, size=self.f(30), rise=0))

    def narrate(self, event: Event) -> str | None:
        return narrate(event, self.table.name, self.me, self.table.players)

    def begin(self, event: Event) -> float:
        self.settled = self.settled or status.settles(event)
        return animate(self, event)

    def _add_own(self, card: Card) -> None:
        self.hand = list(sorted_cards(tuple(self.hand) + (card,)))
        self.items = [("card", c) for c in self.hand] + [it for it in self.items if it[0] == "blind"]
        self._layout_hand()

    def _remove_own(self, seat: int, card: Card) -> None:
        self.sizes[seat] = max(0, self.sizes[seat] - 1)
        if seat == self.me and card in self.hand:
            self.hand.remove(card)
            self.items = [("card", c) for c in self.hand] + [it for it in self.items if it[0] == "blind"]
            self._layout_hand()

    # ---- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.meter.update(dt * self.table.speed)  # counts at the table's speed, as its words and the wait go
        self.fx.update(dt * self.table.speed)
        self.spin = max(0.0, self.spin - dt * 1.5 * self.table.speed)  # 0.67 s at ×1, within Reversed's wait
        for seat in list(self.out_flash):  # at the table's speed, as the cards' flight and the wait are
            self.out_flash[seat] -= dt * self.table.speed
            if self.out_flash[seat] <= 0:
                del self.out_flash[seat]
        if self.panel is not None:
            self.panel.update(dt)
        hit = self._card_under(self.mouse)
        if hit is not None and self.hover_hit is not None and hit[0] == self.hover_hit[0] and hit[1] == self.hover_hit[1]:
            self.hover_time += dt
            if self.pointer_moved and not self.hover_live:  # the pointer moves on the card: from now
                self.hover_live, self.hover_time = True, 0.0
        else:
            self.hover_hit = hit
            self.hover_time = 0.0
            self.hover_live = self.pointer_moved
        self.pointer_moved = False

    def _card_under(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        if self.fan.drag is not None:
            return None
        if self.panel is not None:
            return self.panel.card_at(pos)
        i = self.fan.index_at(pos)
        if i is not None and i < len(self.items) and self.items[i][0] == "card":
            x, y = self.fan.card_pos(i)
            return self.items[i][1], pygame.Rect(x, y, self.hw, self.hh)
        if self.discard and self.discard_rect.collidepoint(pos):
            return self.discard[-1], self.discard_rect
        if self.holding is not None and self.hold_rect.collidepoint(pos):
            return self.holding, self.hold_rect
        view = self.view
        if view is not None and view.revealed is not None and self.hold_rect.collidepoint(pos):
            return view.revealed, self.hold_rect
        for card, rect in self._own_sealed_rects():
            if card is not None and rect.collidepoint(pos):
                return card, rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout_lang != i18n.language():
            self.layout(self.rect)
        super().draw(surface)
        view = self.view
        self._draw_piles(surface)
        self._draw_meter(surface)
        for seat in range(self.table.players):
            self._draw_seat(surface, seat)
        self._draw_centre_card(surface)
        self._draw_banner(surface)
        self._draw_own_sealed(surface)
        self._draw_hand(surface)
        self._draw_status(surface)
        if view is not None and any(isinstance(a, EndPlay) for a in self.legal):
            self.end_button.draw(surface)
        self._draw_hint(surface)
        if self.ring.focus in self.ring_buttons():
            self.ring.draw(surface, self.table.scale)
        self.fx.draw(surface)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The Hint button, and what a hint names on the table: the End button or the 裁判 window's
        answer ringed, the seat a hinted card is aimed at lit."""
        if not self.hint_shown():
            return
        self.hint_button.draw(surface)
        hinted = self.hinted
        scale = self.table.scale
        if (isinstance(hinted, EndPlay) and self.fan.focus is None and hinted in self.legal
                and self.ring.focus is None):  # Tab's ring, once up, is the only one
            draw_focus_ring(surface, self.end_button.rect, scale)
        if (isinstance(hinted, Play) and hinted.target is not None and hinted.target != self.me
                and self.picking_seat is None and self.panel is None):
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
            grow = 10 + int(6 * pulse)
            pygame.draw.rect(surface, theme.GOLD, self.seat_rect(hinted.target).inflate(grow, grow), 3,
                             border_radius=16)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        back = card_back(self.cw, self.ch)
        for k in range(min(6, (self.deck_size + 7) // 8)):
            surface.blit(back, self.deck_rect.move(-k * 2, -k * 2))
        if self.deck_size == 0:
            pygame.draw.rect(surface, theme.FELT_LIGHT, self.deck_rect, 2, border_radius=8)
        blit_text(surface, t("xt.deck", n=self.deck_size), self.f(16), theme.WHITE, bold=True,
                  midtop=(self.deck_rect.centerx, self.deck_rect.bottom + 6))
        tx = self._tongxing_in_deck()
        if tx is not None:
            blit_text(surface, t("xt.deck_tongxing", n=tx), self.f(15), (255, 140, 130),
                      midtop=(self.deck_rect.centerx, self.deck_rect.bottom + 6 + self.f(20)))
        pygame.draw.rect(surface, theme.FELT_LIGHT, self.discard_rect.inflate(10, 10), 2, border_radius=10)
        for k, card in enumerate(self.discard[-3:]):
            angle = (-7, 5, 0)[k + 3 - min(3, len(self.discard))] if len(self.discard) > 1 else 0
            img = self._turned(card, angle)
            surface.blit(img, img.get_rect(center=self.discard_rect.center))
        blit_text(surface, t("xt.discard_pile", n=len(self.discard)), self.f(16), theme.WHITE, bold=True,
                  midtop=(self.discard_rect.centerx, self.discard_rect.bottom + 6))

    def _turned(self, card: Card, angle: int) -> pygame.Surface:
        """A discard-pile card, slightly turned (cached: rotating every frame is slow)."""
        key = (card, angle, self.cw, self.ch, i18n.language())
        img = self._rotated.get(key)
        if img is None:
            img = card_face(card, self.cw, self.ch)
            if angle:
                img = pygame.transform.rotate(img, angle)
            self._rotated[key] = img
        return img

    def _tongxing_in_deck(self) -> int | None:
        """通行 still in the deck, from public facts: players − 1 in play, minus those in the discard pile
        or being handled (a 通行 is never held)."""
        view = self.view
        if view is None:
            return None
        n = view.players - 1 - sum(1 for c in self.discard if c is TONGXING) - (1 if self.holding is TONGXING else 0)
        return max(0, min(n, self.deck_size))

    def _draw_meter(self, surface: pygame.Surface) -> None:
        cx, cy = self.meter_center
        r = self.meter_r
        value = self.meter.shown
        draw_dial(surface, (cx, cy), r, value, value / 4, self.direction, self.spin, self.meter.pulse,
                  hot=value >= 3, arrow_gap=12, arrow_size=10, number_scale=0.95, number_lift=1 / 6)
        blit_text(surface, t("xt.meter_label"), self.f(14), theme.MUTED, center=(cx, cy + int(r * 0.5)))
        name = self.table.name(self.turn) if self.turn < self.table.players else ""
        at = self._turn_label_at()
        if not self.end_shown and not any(isinstance(e, Words) and e.pos == at for e in self.fx.items):  # a word shows there for now
            blit_text(surface, t("xt.turn_of", name=name), self.f(15), theme.GOLD, bold=True, center=at)
        # chips: extra draws, skips, bottom draw
        chips = self._chip_specs(self.extra, self.skip, self.bottom)
        fs = self.f(14)
        widths = [get_font(fs, True).size(c[0])[0] + 16 for c in chips]
        total = sum(widths) + 6 * (len(chips) - 1)
        x = cx - total // 2
        y = self._chips_rect().y
        for (label, color, lit), w in zip(chips, widths):
            rect = pygame.Rect(x, y, w, fs + 8)
            if lit:
                pygame.draw.rect(surface, color, rect, border_radius=11)
                blit_text(surface, label, fs, (255, 255, 255), bold=True, center=rect.center)
            else:
                pygame.draw.rect(surface, (40, 70, 56), rect, border_radius=11)
                blit_text(surface, label, fs, (120, 150, 136), bold=True, center=rect.center)
            x += w + 6

    def _draw_centre_card(self, surface: pygame.Surface) -> None:
        view = self.view
        card = self.holding
        if card is None and view is not None and view.revealed is not None:
            card = view.revealed
        if card is None:
            return
        r = self.hold_rect
        if card is TONGXING:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 7)
            glow = pygame.Surface((r.w + 40, r.h + 40), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*DANGER, int(90 + 100 * pulse)), glow.get_rect(), border_radius=20)
            surface.blit(glow, (r.x - 20, r.y - 20))
        draw_shadowed(surface, card_face(card, r.w, r.h), r.topleft, 6)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        out = not self.alive[seat]
        parts = [t("xt.seat.cards", n=self.sizes[seat])]
        if self.sealed_sizes[seat]:
            parts.append(t("xt.seat.sealed", n=self.sealed_sizes[seat]))
        if self.blind_sizes[seat]:
            parts.append(t("xt.seat.blind", n=self.blind_sizes[seat]))
        lines = [(" · ".join(parts), theme.MUTED)]
        said = status.seat_status(self, seat)
        if said and not out and self.seat_rect(seat).h >= self.seat_line_y(2):
            lines.append(said)
        badge = None
        if self.marks[seat] and not out:
            badge = (t("xt.badge.bottom"), (110, 220, 210))
        elif self.blind_sizes[seat] and not out:
            badge = (t("xt.badge.nightmare"), (230, 150, 210))
        elif self.sealed_sizes[seat] and not out:
            badge = (t("xt.badge.sealed"), (230, 150, 210))
        active = seat == self.turn
        if seat in self.asked and not out:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
            rect = self.seat_rect(seat)
            pygame.draw.rect(surface, (120, 190, 255), rect.inflate(12 + int(6 * pulse), 12 + int(6 * pulse)), 3,
                             border_radius=16)
        stamping = out and seat in self.out_flash
        rect = self.draw_seat(surface, seat, lines, active=active, out=out, badge=badge, out_mark=not stamping)
        for back in self._back_rects(seat):
            surface.blit(card_back(back.w, back.h), back.topleft)
        if stamping:  # clear of the name and "Hand 0", shrinking into the small OUT mark
            outflash.draw_flash(self, surface, seat, [text for text, _ in lines], self.out_flash[seat])

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if self.prompt is not None or self.picking_seat is not None:
            return
        lines = status.banner_text(self)
        if not lines:
            return
        rect, column = self.banner_box(len(lines))
        draw_panel(surface, rect, alpha=225)
        pygame.draw.rect(surface, (120, 190, 255) if self.asked else theme.PANEL_EDGE, rect, 2, border_radius=12)
        text = rect.copy()
        if column is not None:  # the lines in the room left of the buttons, centred on its height
            text.w = column.x - rect.x
            text.y += (rect.h - self._banner_text_height(len(lines))) // 2
        lh = self.f(24)
        for k, (line, color) in enumerate(lines):
            size, shown = fit_line(line, self.f(18 if k == 0 else 16), 11, text.w - 20, bold=k == 0)
            blit_text(surface, shown, size, color, bold=k == 0, midtop=(text.centerx, text.y + 8 + lh * k))
        self._place_judge_buttons(rect, column)
        for b in self.judge_buttons:
            b.draw(surface)
        self.judge_ring.draw(surface, self.table.scale)

    def _banner_text_height(self, lines: int) -> int:
        return 14 + self.f(24) * lines

    def banner_box(self, lines: int) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The banner for ``lines`` lines of text and the 裁判 buttons if any, and the column the
        buttons stand in beside the text (None: in a row under it). In a row while that keeps the
        banner above the hand and their labels readable; else (a window answered with a 裁判 has four
        lines, or three answers do not fit a row) beside the text, in a banner as wide as the other
        seats leave it, lifted clear of the hand but not over the chips under the dial or the piles'
        labels. The row under four lines reached down into the hand, which was drawn over it."""
        rect = self.banner_rect.copy()
        rect.h = self._banner_text_height(lines)
        if not self.judge_buttons:
            return rect, None
        rect.h += self.f(54)
        room = self.hand_area.y - self.f(4)  # the banner's foot may go no lower
        if rect.bottom <= room and self._row_text_size(rect) >= self.f(15):
            return rect, None
        n = len(self.judge_buttons)
        height = max(self._banner_text_height(lines), 12 + n * self.f(32) + (n - 1) * self.f(5))
        floor = max(area.bottom for area in [*self.pile_areas, self._chips_rect()]) + self.f(4)
        top = max(floor, min(self.banner_rect.y, room - height))

        def place(width: int) -> pygame.Rect:
            return pygame.Rect(self.rect.centerx - width // 2, top, width, height)

        box = self._placed_clear_of_seats(min(self.rect.w - 40, self.f(900)), place)
        widest = max(get_font(self.f(17)).size(b.label())[0] for b in self.judge_buttons) + self.f(24)
        width = max(self.f(150), min(widest, box.w * 2 // 5))
        return box, pygame.Rect(box.right - width - 10, box.y + 6, width, box.h - 12)

    def _row_width(self, rect: pygame.Rect) -> int:
        """Each 裁判 button's width in a row under the banner's text."""
        return min(self.scaled(230), (rect.w - 30) // len(self.judge_buttons) - self.scaled(10))

    def _row_text_size(self, rect: pygame.Rect) -> int:
        """The size the 裁判 buttons' labels are written in, in a row under the text of ``rect``."""
        width = self._row_width(rect) - self.scaled(10)
        return min(fit_line(b.label(), self.f(18), 10, width)[0] for b in self.judge_buttons)

    def _place_judge_buttons(self, rect: pygame.Rect, column: pygame.Rect | None) -> None:
        """The 裁判 buttons in a row at the banner's foot, or stacked in ``column``; written in one
        size (a lone shrunken "Cancel it with Judge (裁判) (J)" beside its neighbours looked amiss)."""
        n = len(self.judge_buttons)
        if n == 0:
            return
        if column is not None:
            bh, gap = self.f(32), self.f(5)
            y = column.centery - (n * bh + (n - 1) * gap) // 2
            for b in self.judge_buttons:
                b.rect = pygame.Rect(column.x, y, column.w, bh)
                b.font_size = self.f(17)
                y += bh + gap
        else:
            gap = self.scaled(10)
            bw = self._row_width(rect)
            x = rect.centerx - (n * (bw + gap) - gap) // 2
            for b in self.judge_buttons:
                b.rect = pygame.Rect(x, rect.bottom - self.f(50), bw, self.f(42))
                b.font_size = self.f(18)
                x += bw + gap
        share_text_size(self.judge_buttons)

    def _own_sealed_rects(self) -> list[tuple[Card | None, pygame.Rect]]:
        view = self.view
        if view is None or view.seat is None:
            return []
        known = list(view.my_sealed)
        total = self.sealed_sizes[self.me]
        cards: list[Card | None] = [*known[:total], *[None] * max(0, total - len(known))]
        if not cards:
            return []
        seat = self.seat_rect(self.me)
        w, h = int(self.hw * 0.6), int(self.hh * 0.6)
        out = []
        for k, c in enumerate(cards):
            out.append((c, pygame.Rect(seat.x + 8 + k * (w + 6), seat.y - h - 26, w, h)))
        return out

    def _draw_own_sealed(self, surface: pygame.Surface) -> None:
        rects = self._own_sealed_rects()
        if not rects:
            return
        x0 = rects[0][1].x
        blit_text(surface, t("xt.sealed_label"), self.f(14), (230, 150, 210), bold=True,
                  topleft=(x0, rects[0][1].y - self.f(20)))
        for card, r in rects:
            img = card_face(card, r.w, r.h).copy() if card is not None else card_back(r.w, r.h).copy()
            img.fill((120, 120, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(img, r)
            lock = faces.icon(Kind.FENGYIN, int(r.w * 0.7))
            surface.blit(lock, lock.get_rect(center=r.center))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        fan = self.fan
        for i, item in enumerate(self.items):
            if i >= len(fan.rects) or i == fan.drag or i == self.returning:
                continue
            pos = fan.card_pos(i)
            draw_shadowed(surface, self._item_image(item), pos, 0)
        focus = fan.focus
        if (focus is not None and focus < min(len(self.items), len(fan.rects)) and focus != fan.drag
                and focus != self.returning and self.ring.focus is None):  # one focus: the card's or a button's
            # the ring of every screen, whole, over the cards that overlap it
            draw_focus_ring(surface, pygame.Rect(fan.card_pos(focus), (self.hw, self.hh)), self.table.scale)

    def _status_bottom(self) -> int:
        """The foot of the line over the hand."""
        return self.hand_area.y - 16

    def _status_top(self) -> int:
        """The top of the line over the hand at its tallest (its text at full size)."""
        return self._status_bottom() - self.f(17) - 13

    def status_rect(self, text: str) -> tuple[pygame.Rect, int]:
        """The line over the hand sized to ``text`` (it was two thirds of the hand wide, a long bar
        round a short "Game over"), no narrower than a short button, and the size it is written in."""
        size = fit_line(text, self.f(17), 12, self.rect.w - 60)[0]
        tw = get_font(size).size(text)[0]
        h = size + 13
        width = min(self.rect.w - 20, max(self.f(120), tw + self.f(40)))
        r = pygame.Rect(0, self._status_bottom() - h, width, h)
        r.centerx = self.hand_area.centerx
        r.clamp_ip(self.rect)
        return r, size

    def _draw_status(self, surface: pygame.Surface) -> None:
        text, color = status.status_text(self)
        if not text or self.judge_buttons or self.prompt is not None:
            return
        r, size = self.status_rect(text)
        draw_panel(surface, r, alpha=160)
        blit_text(surface, text, size, color, center=r.center)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        fan = self.fan
        if fan.drag is not None and fan.drag < len(self.items):
            centre = (fan.drag_pos[0] + self.hw // 2, fan.drag_pos[1] + self.hh // 2)
            lit = self._lit_by_drag(fan.drag, centre)
            if lit is self.play_zone:
                pygame.draw.rect(surface, theme.ACCENT, lit, 3, border_radius=16)
            elif lit is not None:
                pygame.draw.rect(surface, theme.ACCENT, lit, 4, border_radius=16)
            draw_shadowed(surface, self._item_image(self.items[fan.drag]), fan.drag_pos, 12)
        if self.panel is not None and self.prompt is None and self.picking_seat is None:
            dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            dim.fill((0, 0, 0, 90))
            surface.blit(dim, (0, 0))
            self.panel.draw(surface)
            if self.hint_shown():  # the panel's decision may be hinted too
                self.hint_button.draw(surface)
        super().draw_overlay(surface)

    def draw_top(self, surface: pygame.Surface) -> None:
        shown = self.pinned
        if shown is None and self.hover_hit is not None and self.hover_live and self.hover_time >= HOVER_DELAY:
            shown = self.hover_hit
        if shown is not None:
            draw_enlarged(surface, shown[0], shown[1], self.table.scale, self.question_rects())

    def question_rects(self) -> list[pygame.Rect]:
        """Where a question the person must answer is drawn: an open panel, a question over the
        table (a play to confirm; a seat to pick, with the seats it may be) or a 裁判 window's banner
        with its answers. An enlarged card keeps clear of them (it covered the Crossing's defuse panel
        till the pointer moved, and the seats an Attack could be aimed at)."""
        rects = []
        if self.panel is not None and self.prompt is None and self.picking_seat is None:
            rects.append(self.panel.rect)
        if self.prompt is not None:
            rects.append(self.prompt_rect())
        if self.picking_seat is not None:  # the seats to pick from answer the question
            rects += [self.seat_rect(seat).inflate(8, 8) for seat in self.pick_allowed]
        lines = status.banner_text(self) if self.judge_buttons and self.prompt is None else []
        if lines:
            rects.append(self.banner_box(len(lines))[0])
        return rects

    def _lit_by_drag(self, i: int, centre: tuple[int, int]) -> pygame.Rect | None:
        """What to outline while hand item ``i`` is dragged with its centre at ``centre``: the seat a
        card would be aimed at, else the middle for a card that a drop there (or on any seat, as it
        takes no aim) plays; nothing over a seat the card cannot be aimed at."""
        if self.play_zone.collidepoint(centre):
            return self.play_zone
        seat = self.seat_at(centre)
        if seat is None:
            return None
        kind, value = self.items[i]
        seats = self._aim_seats(value) if kind == "card" else set()
        if not seats:
            return self.play_zone
        return self.seat_rect(seat).inflate(14, 14) if seat in seats else None

    def _aim_seats(self, card: Card) -> set[int]:
        """The seats ``card`` may be aimed at now (one's own seat where it may be played on oneself);
        empty for a card that takes no aim."""
        plays = [a for a in self.legal if isinstance(a, Play) and a.card == card]
        seats = {a.target for a in plays if a.target is not None}
        if seats and any(a.target is None for a in plays):
            seats.add(self.me)
        return seats

    # ---- input ---------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.pointer_moved = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self._card_under(event.pos)
            self.pinned = None if (hit is None or (self.pinned is not None and self.pinned[0] == hit[0])) else hit
            return
        if self.pinned is not None and (event.type == pygame.MOUSEBUTTONDOWN or
                                        (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)):
            self.pinned = None
            if event.type == pygame.KEYDOWN:
                return
        if self.hint_shown() and self.hint_button.handle(event):  # before an open question takes the keys
            return
        if self._table_ring_key(event):
            return
        if self._hint_key(event):
            return
        if self.panel is not None and self.prompt is None and self.picking_seat is None:
            self.panel.handle(event)
            return
        if self.handle_prompt(event):
            return
        if self._judge_ring_key(event):
            return
        for b in self.judge_buttons:
            if b.handle(event):
                return
        if any(isinstance(a, EndPlay) for a in self.legal) and self.end_button.handle(event):
            return
        self._handle_hand(event)

    def ring_buttons(self) -> list[Button]:
        """The table's own buttons Tab rings, top to bottom as drawn: Hint (when shown) and End. None
        while a panel, a question or a 裁判 window is open: Tab rings its buttons instead."""
        if self.panel is not None or self.prompt is not None or self.picking_seat is not None or self.judge_buttons:
            return []
        shown = [self.hint_button] if self.hint_shown() else []
        return shown + ([self.end_button] if any(isinstance(a, EndPlay) for a in self.legal) else [])

    def _table_ring_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab ring the table's usable buttons (ring_buttons), Enter and Space press
        the ringed one; a ring that is up follows the pointer. Left and Right take the ring down: the
        keys are the hand's again. True if the key was used."""
        ring = self.ring
        ring.buttons = self.ring_buttons()
        if not ring.buttons:
            ring.focus = None
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_d):
            ring.focus = None
            return False
        return ring.handle(event)

    def _judge_ring_key(self, event: pygame.event.Event) -> bool:
        """The 裁判 window's ring, as a prompt's: Tab and Shift+Tab ring its answers, the arrows move
        a ring that is up (till then they are the hand's), Enter and Space press the ringed one; a
        ring that is up follows the pointer. True if a key was used."""
        ring = self.judge_ring
        if not self.judge_buttons:
            return False
        if ring.step(event) and event.key != pygame.K_TAB and ring.focus is None:
            return False
        return ring.handle(event)

    def _handle_hand(self, event: pygame.event.Event) -> None:
        fan = self.fan
        if event.type == pygame.MOUSEMOTION:
            if fan.drag is not None:
                fan.drag_pos = (event.pos[0] - fan.drag_offset[0], event.pos[1] - fan.drag_offset[1])
            else:
                fan.hover = fan.index_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = fan.index_at(event.pos)
            if i is not None and self.legal and self.view is not None and self.view.phase is Phase.PLAY:
                fan.start_drag(i, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and fan.drag is not None:
            i, clicked, centre = fan.finish_drag(event.pos)
            if clicked:
                fan.drag = None
                hinted = self.hinted
                if fan.focus == i and isinstance(hinted, Play) and self.items[i] == ("card", hinted.card):
                    self._take_hint(i)  # the second click on the hinted card plays the hint
                elif fan.focus == i:
                    self.try_item(i, None, fan.card_pos(i))
                else:
                    fan.focus = i
                return
            seat = self.seat_at(centre)
            if self.play_zone.collidepoint(centre):
                self.try_item(i, None, fan.drag_pos)
            elif seat is not None:
                self.try_item(i, seat, fan.drag_pos)
            else:
                self._return_card(i, fan.drag_pos, None)
        elif event.type == pygame.KEYDOWN:
            n = len(self.items)
            if not n:
                return
            if event.key in (pygame.K_LEFT, pygame.K_a):
                fan.focus = (n - 1) if fan.focus is None else max(0, fan.focus - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_d):
                fan.focus = 0 if fan.focus is None else min(n - 1, fan.focus + 1)
            elif event.key in (pygame.K_RETURN, pygame.K_SPACE) and fan.focus is not None:
                if self.legal and self.view is not None and self.view.phase is Phase.PLAY:
                    self.try_item(fan.focus, None, fan.card_pos(fan.focus), keyboard=True)

    # ---- results -------------------------------------------------------------------------
    def result_lines(self, outcome: Outcome) -> list[str]:
        state = self.table.session.state  # the game is over: the final state is public
        order = list(state.out_order)
        if not order:
            return []
        return [t("xt.out_order", names=" → ".join(self.table.name(s) for s in order))]


def _const(text: str) -> Callable[[], str]:
    return lambda: text
