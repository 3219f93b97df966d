"""The Stars and Storms table: star zones by rank, the storm eye in the middle, the viewer's hand.

Drag a card onto your own star zone to place a star, onto the middle to raise a storm (or select a
card and press S / W, or click the zone / the middle). A joker asks which card it stands for. End
your turn with the button or E. Storms highlight their reach, then blow the stars off the table;
heat death sweeps its suit. A panel sums up every round; the results screen sums up the match.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from app.games.base import GameUI, HandFan, shared_places
from app.i18n import LiveText, t
from app.ui import theme
from app.ui.anim import NumberTween
from app.ui.cardart import card_face
from app.ui.focus import ButtonRing
from app.ui.keygrace import KeyGrace
from app.ui.widgets import Button
from app.games.stars_and_storms import animate
from app.games.stars_and_storms import layout as geo
from app.games.stars_and_storms.draw import draw_drag, draw_table
from app.games.stars_and_storms.fx import Banner
from app.games.stars_and_storms.narrate import narrate_event
from app.games.stars_and_storms.picker import JokerPicker
from app.games.stars_and_storms.summary import RoundSummary, draw_summary
from app.games.stars_and_storms.text import card_name, hint_line, signed
from app.games.stars_and_storms.toast import keep_clear, toast_box
from engine.cards import Card
from engine.core import Event, Outcome
from engine.games.stars_and_storms import rules
from engine.games.stars_and_storms.model import EndTurn, Form, Play, Star

class StarsAndStormsUI(GameUI):
    """Draws an SnSView and turns drags, clicks and keys into Play / EndTurn actions."""

    offers_hint = True

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        n = table.players
        self.fan = HandFan()
        self.hand: list[Card] = []
        self.hand_limit = 0  # from the view: cards the person may keep at the end of their turn
        self.incoming = 0  # cards at the end of the hand still flying in
        self.badges_placed: tuple[Hashable, Any] | None = None  # the small dials' badges and what they were placed for
        self.sizes = [0] * n
        self.zones: list[list[Star]] = [[] for _ in range(n)]
        self.deck_size = 54
        self.discard: list[Card] = []
        self.level = 1
        self.destroyer: int | None = None
        self.streak = 0
        self.heat_rank: int | None = None
        self.active = [True] * n
        self.blowouts = [0] * n
        self.chips = [NumberTween() for _ in range(n)]
        self.round_wins = [0] * n
        self.round_no = 0
        self.rounds = 1
        self.turn = 0
        self.armed = False
        self.round_live = True
        self.flags: dict[str, bool] = {}
        # effects
        self.reach_fx: tuple[frozenset[int], float, float] | None = None  # ranks, time left, total
        self.sweep: tuple[Any, float, float] | None = None
        self.banner: Banner | None = None
        self.flash: dict[int, tuple[LiveText, float]] = {}  # seat → (its word, said each frame; seconds left)
        self.centre: tuple[Card, Card, str] | None = None
        self.centre_left = 0.0
        self.eye_pulse = 0.0
        # input
        self.drag_target: str | None = None
        self.drop: tuple[Card, tuple[int, int]] | None = None
        self.picker: JokerPicker | None = None
        self.end_queued = False  # E (or the button) pressed on the person's turn while the table still animated
        self.summary: RoundSummary | None = None
        self.form_ask: tuple[Any, int] | None = None  # the star-or-storm question (its Prompt) and the card it asks about
        self.summary_keys = KeyGrace()  # started again as each round's panel comes up (animate.begin_round_end)
        self.end_btn = Button(lambda: t("sns.end_turn"), self.end_turn, enabled=self.can_end, hotkey=pygame.K_e,
                              font_size=19, selected=lambda: isinstance(self.hinted, EndTurn))
        self.hint_btn = self.new_hint_button(font_size=19)
        self.ring = ButtonRing([])  # Tab and Shift+Tab over Hint and End turn (ring_buttons)
        self.hinted: Play | EndTurn | None = None  # the adviser's last hint, until the person acts
        self._lay_key: tuple[Any, ...] = ()
        self._toast_key: tuple[Any, ...] = ()  # what the message's place was worked out for
        self._toast_box = pygame.Rect(0, 0, 0, 0)
        self._ask_key: tuple[Any, ...] = ()  # what the star-or-storm question's place was worked out for
        self._ask_rect = pygame.Rect(0, 0, 0, 0)
        self.lay = geo.compute(self.rect, table.viewer, n, table.scale)

    # ---- layout --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._relayout()

    def _relayout(self) -> None:
        key = (tuple(self.rect), self.table.viewer, self.table.players, self.table.scale)
        if key != self._lay_key:
            self._lay_key = key
            self.lay = geo.compute(self.rect, self.table.viewer, self.table.players, self.table.scale)
            self.end_btn.rect = self.lay.end_button
            self.end_btn.font_size = max(19, int(19 * self.lay.scale))  # grows with the button (never below 19)
            self.end_btn.scale = max(1.0, self.lay.scale)
            self.hint_btn.rect = self.lay.hint_button
            self.hint_btn.font_size, self.hint_btn.scale = self.end_btn.font_size, self.end_btn.scale
            if self.picker is not None:
                self.picker.layout(self.rect, self.table.scale)
        self.fan.layout(self.hand, self.lay.hand_area, (self.lay.cw, self.lay.ch))

    def toast_place(self) -> tuple[tuple[int, int], int]:
        """Messages show under the log panel, widened over the felt only where they cover nothing a
        player needs (see ``toast``): at the table's usual place they lay over the storm panel."""
        tb, toast = self.table, self.table.app.toast
        extra = [self.picker.rect] if self.picker is not None else []
        key = (toast.text, tuple(self.rect), tb.scale, tuple(tb.log_rect), tuple(map(tuple, extra)))
        if self._toast_key != key:
            self._toast_key = key
            gap = self.scaled(8)
            column = pygame.Rect(tb.log_rect.x, tb.log_rect.bottom + gap, tb.log_rect.w,
                                 self.rect.bottom - gap - tb.log_rect.bottom - gap)
            self._toast_box = toast_box(keep_clear(self.lay, tb.viewer, extra), column, self.scaled(560), gap,
                                        lambda w: toast.height(w, tb.scale))
        return self._toast_box.center, self._toast_box.w

    def prompt_rect(self) -> pygame.Rect:
        """The star-or-storm question sits where it covers none of the tiles its storm lights (at the
        shared place it hid the top of the person's zone), nor the middle, the hand or the buttons."""
        home = super().prompt_rect()
        ask = self.form_ask
        if ask is None or self.prompt is not ask[0] or ask[1] >= len(self.hand) or self.hand[ask[1]].is_joker:
            return home
        ranks = rules.reach(self.hand[ask[1]].rank, self.level)
        lit = [self.slot_span(geom, r).inflate(6, 6) for geom in self.lay.zones.values() for r in ranks]
        key = (tuple(home), tuple(map(tuple, lit)))
        if self._ask_key != key:
            lay = self.lay
            hand = keep_clear(lay, self.table.viewer)[1]  # lifted as under the pointer
            dials = [z.bounds for s, z in lay.zones.items() if s != self.table.viewer]
            keep = [lit + [hand], [lay.end_button, lay.hint_button], [lay.eye], dials]
            narrower = [(w, self.prompt_height(w)) for w in (self.scaled(440), self.scaled(360))]
            self._ask_key, self._ask_rect = key, geo.clear_place(home, narrower, self.rect.inflate(-8, -8), keep)
        return self._ask_rect

    def slot_span(self, geom: geo.ZoneGeom, rank: int) -> pygame.Rect:
        """The area the stars of ``rank`` cover in a zone (a whole stack in the viewer's zone)."""
        slot = geom.slot(rank)
        if not geom.big:
            return slot
        m = sum(1 for st in self.zones[geom.seat] if st.rank == rank)
        extra = self.lay.stack_dx(True) * max(0, m - 1)
        r = slot.inflate(extra, 0)
        return r

    def star_pos(self, geom: geo.ZoneGeom, rank: int, k: int, m: int) -> tuple[int, int]:
        """Top-left of the k-th of m stars of ``rank`` in the viewer's zone."""
        slot = geom.slot(rank)
        dx = self.lay.stack_dx(True)
        total = self.lay.sw + dx * (m - 1)
        return slot.centerx - total // 2 + k * dx, slot.y

    def star_point(self, seat: int, star: Star) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where ``star`` is drawn now (top-left) and its size, for a card flying away from it."""
        geom = self.lay.zones[seat]
        rank = star.rank
        if geom.big:
            same = [st for st in self.zones[seat] if st.rank == rank]
            k = same.index(star) if star in same else 0
            return self.star_pos(geom, rank, k, max(1, len(same))), (self.lay.sw, self.lay.sh)
        slot = geom.slot(rank)
        return slot.topleft, self.tile_card()

    def tile_card(self) -> tuple[int, int]:
        tile = self.lay.tile
        return max(14, int(tile * 0.8)), max(20, int(tile * 1.12))

    def centre_size(self) -> tuple[int, int]:
        h = int(min(self.lay.eye.h * 0.8, self.lay.sh * 1.5))
        return int(h * 5 / 7), h

    def centre_topleft(self) -> tuple[int, int]:
        w, h = self.centre_size()
        return self.lay.eye.centerx - w // 2, self.lay.eye.centery - h // 2

    def seat_anchor(self, seat: int, size: tuple[int, int]) -> tuple[int, int]:
        if seat == self.table.viewer:
            return self.lay.hand_area.centerx - size[0] // 2, self.lay.hand_area.y
        cx, cy = self.lay.zones[seat].center
        return cx - size[0] // 2, cy - size[1] // 2

    # ---- the view ------------------------------------------------------------------------
    def sync(self, view: Any) -> None:
        super().sync(view)
        if view is None:
            return
        self._relayout()
        self.hand = list(view.hand)
        self.hand_limit = view.hand_limit
        self.incoming = 0
        self.sizes = list(view.hand_sizes)
        self.zones = [list(z) for z in view.zones]
        self.deck_size = view.deck_size
        self.discard = list(view.discard)
        self.level = view.level
        self.destroyer = view.destroyer
        self.streak = view.streak
        self.heat_rank = view.heat_rank
        self.active = list(view.active)
        self.blowouts = list(view.blowouts)
        for tw, c in zip(self.chips, view.chips):
            tw.set(c, instant=tw.target == c)
        self.round_wins = list(view.round_wins)
        self.round_no = view.round_no
        self.rounds = view.rounds
        self.turn = view.turn
        self.armed = view.elimination_armed
        self.round_live = not view.over
        # Stakes are settled with the star destroyer: without one (the lobby greys Stakes out) they are off.
        self.flags = {"heat_death": view.heat_death, "star_destroyer": view.destroyer_rule,
                      "early_elimination": view.early_elimination, "stakes": view.stakes and view.destroyer_rule}
        if self.centre is not None and self.centre_left <= 0:
            self.centre = None
        self.fan.layout(self.hand, self.lay.hand_area, (self.lay.cw, self.lay.ch))

    def clear_private(self) -> None:
        super().clear_private()
        self.hinted = None
        self.hand = []
        self.incoming = 0
        self.picker = None
        self.end_queued = False
        self.ring.focus = None
        self.fan.drag = None
        self.fan.focus = None
        self.fan.selected = set()
        self.drag_target = None
        self.fan.layout([], self.lay.hand_area, (self.lay.cw, self.lay.ch))

    def has_prompt(self) -> bool:
        return super().has_prompt() or self.picker is not None or self.summary_waiting()

    def release_pointer(self) -> None:
        super().release_pointer()
        self.drag_target = None

    def summary_waiting(self) -> bool:
        return self.summary is not None and not self.summary.auto

    # ---- events → animation (app.games.stars_and_storms.animate) ----------------------------
    def begin(self, event: Event) -> float:
        return animate.begin(self, event)

    def dismiss_summary(self) -> None:
        if self.summary is None:
            return
        self.summary = None
        if self.table.wait > 0:
            self.table.wait = 0.0
        self.table.app.sound.play("click")

    # ---- the log -------------------------------------------------------------------------
    def narrate(self, event: Event) -> str | None:
        return narrate_event(event, self.table.name)

    # ---- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        speed = self.table.speed
        adt = dt * speed
        self.summary_keys.update(dt)
        for tw in self.chips:
            tw.update(adt)  # counts at the table's speed, as the settlement's wait runs (fast forward too)
        if self.reach_fx is not None:
            ranks, left, total = self.reach_fx
            self.reach_fx = (ranks, left - adt, total) if left - adt > 0 else None
        if self.sweep is not None:
            suit, left, total = self.sweep
            self.sweep = (suit, left - adt, total) if left - adt > 0 else None
        if self.banner is not None and not self.banner.update(adt):
            self.banner = None
        for seat in list(self.flash):
            text, left = self.flash[seat]
            if left - adt <= 0:
                del self.flash[seat]
            else:
                self.flash[seat] = (text, left - adt)
        self.eye_pulse = max(0.0, self.eye_pulse - adt * 1.2)
        if self.end_queued and not self.table.busy:
            self.end_queued = False
            if self.table.viewer_legal() and self.picker is None and self.fan.drag is None:
                self.end_turn()  # (refused, e.g. over the hand limit: the toast says why)
        if self.centre is not None:
            self.centre_left -= adt
            if self.centre_left <= 0 and self.centre[2] == "storm":
                animate.centre_to_discard(self)

    def highlight_ranks(self) -> tuple[frozenset[int], float]:
        """Ranks to glow in every zone: a storm's reach as it lands, or a preview while aiming one."""
        if self.reach_fx is not None:
            ranks, left, total = self.reach_fx
            age = total - left
            strength = min(1.0, age / 0.15) * min(1.0, left / 0.3)
            blink = 0.75 + 0.25 * abs(((age * 3.0) % 2.0) - 1.0)
            return ranks, strength * blink
        rank = self._aimed_storm_rank()
        if rank is not None:
            return frozenset(rules.reach(rank, self.level)), 0.8
        return frozenset(), 0.0

    def _aimed_storm_rank(self) -> int | None:
        if self.picker is not None:
            if self.picker.form is Form.STORM and self.picker.rank is not None:
                return self.picker.rank
            return None
        i = self.storm_aimed()
        if i is not None:
            card = self.hand[i]
            return None if card.is_joker else card.rank
        return None

    def prompt_storm(self) -> int | None:
        """The hand card the star-or-storm question asks about, while its Storm button is ringed or
        under the pointer (the storm is then shown as when aimed at the middle)."""
        if self.form_ask is None or self.prompt is not self.form_ask[0] or len(self.prompt.buttons) < 2:
            return None
        storm, i = self.prompt.buttons[1], self.form_ask[1]
        if self.prompt.ring.focus is not storm and not storm.hovered:
            return None
        return i if i < len(self.hand) else None

    def storm_aimed(self) -> int | None:
        """The hand card aimed as a storm: dragged (or chosen) over the middle, or Storm of the
        star-or-storm question ringed or hovered."""
        i = self.aimed_card()
        if self.drag_target == "storm" and i is not None:
            return i
        return self.prompt_storm()

    def aimed_card(self) -> int | None:
        """The hand card being dragged, or the selected one while the pointer is over a target."""
        i = self.fan.drag if self.fan.drag is not None else self.fan.focus
        return i if i is not None and i < len(self.hand) else None

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        tb = self.table
        if tb.end_shown() and not self.round_live and self.summary is None:  # (once the last round's panel has gone)
            return t("table.game_over"), theme.GOLD
        if not self.active[tb.viewer] and self.round_live:
            return t("sns.out_of_round"), theme.DANGER
        legal = tb.viewer_legal()
        if legal:
            if EndTurn() in legal:
                return t("sns.your_turn"), theme.ACCENT
            extra = len(self.hand) - self.hand_limit
            if extra > 0:
                return t("sns.must_play_more", limit=self.hand_limit, n=extra), theme.ACCENT
            return t("sns.must_play_one"), theme.ACCENT
        if self.summary is not None or not self.round_live:
            return "", theme.MUTED
        return self.waiting_line([self.turn]), theme.MUTED

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_table(self, surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        draw_drag(self, surface)
        if self.banner is not None:
            self.banner.draw(surface, (self.lay.rect.centerx, self.lay.eye.centery), max(26, self.lay.rect.h // 14),
                             self.rect)
        if self.picker is not None:
            self.picker.draw(surface)
        if self.summary is not None:
            countdown = self.table.wait / self.table.speed if self.summary.auto else None  # real seconds left
            draw_summary(surface, self.summary, self.rect, self.table.name, self.table.viewer, countdown,
                         self.table.scale)
        super().draw_overlay(surface)

    # ---- input ---------------------------------------------------------------------------
    def ring_buttons(self) -> list[Button]:
        """The buttons Tab rings, left to right: Hint (when shown) and End turn (when shown)."""
        return ([self.hint_btn] if self.hint_shown() else []) + ([self.end_btn] if self.end_visible() else [])

    def ring_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab ring the usable buttons (the hand's card loses its focus: one focus at a
        time); Enter or Space press the ringed one. ←/→ and the number keys take the ring down, back
        to the cards. True if the key was used."""
        ring = self.ring
        ring.buttons = self.ring_buttons()
        if event.type != pygame.KEYDOWN:
            ring.handle(event)  # a ring up follows the pointer (the event is still the buttons')
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) or pygame.K_1 <= event.key <= pygame.K_9:
            ring.focus = None
            return False
        if event.key == pygame.K_TAB:
            self.fan.focus = None
        return ring.handle(event)  # a ring on a greyed or hidden button is dropped: Enter is the hand's

    def can_end(self) -> bool:
        return EndTurn() in self.table.viewer_legal() and self.picker is None and self.fan.drag is None

    def end_visible(self) -> bool:
        """End turn is shown to a person still in the round (not in a replay, where nobody plays)."""
        tb = self.table
        return tb.is_human(tb.viewer) and self.round_live and not tb.replay and bool(self.active[tb.viewer])

    def person_in(self) -> bool:
        return self.end_visible()  # in the round

    def show_hint(self, action: Any) -> None:
        """Lift the hinted card (or light End turn) and say the whole play; Enter then takes it. Under
        the star-or-storm question: a hint for its card rings the hinted answer; any other closes it."""
        if self.form_ask is not None and self.prompt is self.form_ask[0]:
            i = self.form_ask[1]
            if isinstance(action, Play) and i < len(self.hand) and self.hand[i] == action.card:
                self.prompt.ring.focus = self.prompt.buttons[0 if action.form is Form.STAR else 1]
                self.hinted = action
                self.say_hint(lambda: hint_line(action))
                return
            self.prompt = None
        if isinstance(action, Play):
            if action.card not in self.hand[:len(self.hand) - self.incoming]:
                return
            self.fan.focus = self.hand.index(action.card)
        elif not isinstance(action, EndTurn):
            return
        self.hinted = action
        self.say_hint(lambda: hint_line(action))

    def _take_hint(self) -> bool:
        """Enter: play the hint, if it is still the card in focus (or End turn). True if it was
        the hint's (done, or waiting for the table)."""
        hinted, fan = self.hinted, self.fan
        if isinstance(hinted, EndTurn):
            self.end_turn()
            return True
        if (isinstance(hinted, Play) and fan.focus is not None and fan.focus < len(self.hand)
                and self.hand[fan.focus] == hinted.card):
            if self.table.viewer_legal():
                self._submit(hinted, fan.focus, fan.card_pos(fan.focus))
            return True
        return False

    def _enter(self) -> None:
        """Enter or Space at the hand: the hint, if one is up for the card in focus (or End turn);
        else, on the person's turn, ask whether the chosen card is a star or a storm (as a click on
        the zone or the middle would say), or with no card chosen say how to choose one."""
        if self._take_hint() or not self.table.viewer_legal():
            return
        i = self.fan.focus
        if i is None or i >= len(self.hand) - self.incoming:
            self.say_about_choice(lambda: t("sns.pick_first"), 3.0, theme.ACCENT)
            return
        card = self.hand[i]

        def play(form: Form) -> None:
            if i < len(self.hand) and self.hand[i] == card:
                self.try_play(i, form, self.fan.card_pos(i))

        self.ask(lambda: t("sns.ask_form", card=card_name(card)), [
            (lambda: t("sns.ask_star"), lambda: play(Form.STAR), True, pygame.K_s),
            (lambda: t("sns.ask_storm"), lambda: play(Form.STORM), True, pygame.K_w),
        ], keyboard=True)
        self.form_ask = (self.prompt, i)

    def _my_turn_behind_animation(self) -> bool:
        """The person is to decide and has played this turn, but the table is still animating that
        (not someone else's turn or the person's own draw: E there is not yet meant for this turn)."""
        tb = self.table
        return (tb.busy and not tb.replay and not tb.curtain_up and tb.is_human(tb.viewer)
                and self.turn == tb.viewer and tb.viewer in tb.session.decision().seats
                and tb.session.state.played > 0)

    def end_turn(self) -> None:
        reason = self.table.submit(EndTurn())
        if reason is not None:
            self.tell_refusal(reason)
        else:
            self.fan.focus = None
            self.ring.focus = None  # the turn is over: no ring left for an Enter meant for the next
            self.hinted = None
            self.table.app.sound.play("click")

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        """What a card dropped at ``pos`` (its centre) becomes: "star", "storm" or nothing."""
        lay = self.lay
        if lay.eye.inflate(30, 24).collidepoint(pos):
            return "storm"
        if lay.zones[self.table.viewer].bounds.collidepoint(pos) and not lay.hand_area.collidepoint(pos):
            return "star"
        return None

    def handle_input(self, event: pygame.event.Event) -> None:
        if self.summary is not None:
            if self.summary_waiting() and self.summary_keys.swallows(event):
                return  # Enter hammered or held through the last turn does not close it unread
            if self.summary_waiting() and (
                    (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                    or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                                       pygame.K_ESCAPE))):
                self.dismiss_summary()
            return
        if self.picker is not None:
            self.picker.handle(event)
            return
        if self.handle_prompt(event):
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and self.ring_key(event):
            return
        if self.end_visible():
            asked = ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                      and self.end_btn.rect.collidepoint(event.pos))
                     or (event.type == pygame.KEYDOWN and event.key == pygame.K_e))
            legal = self.table.viewer_legal() if asked else ()
            if asked and not legal and self._my_turn_behind_animation():
                self.end_queued = True  # acted on once the table has shown what is under way
                return
            if asked and legal and EndTurn() not in legal and self.fan.drag is None:
                self.end_turn()  # refused: the toast says why (hand limit, or must play once)
                return
            if self.end_btn.handle(event):
                return
        if self.hint_shown() and self.hint_btn.handle(event):
            return
        fan = self.fan
        if event.type == pygame.MOUSEMOTION:
            if fan.drag is not None:
                fan.drag_pos = (event.pos[0] - fan.drag_offset[0], event.pos[1] - fan.drag_offset[1])
                centre = (fan.drag_pos[0] + self.lay.cw // 2, fan.drag_pos[1] + self.lay.ch // 2)
                self.drag_target = self._target_at(centre)
            else:
                fan.hover = fan.index_at(event.pos)
                aim = fan.focus is not None and fan.hover is None and bool(self.table.viewer_legal())
                self.drag_target = self._target_at(event.pos) if aim else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = fan.index_at(event.pos)
            if i is not None and i < len(self.hand) - self.incoming:
                x, y = fan.card_pos(i)
                fan.drag = i
                fan.drag_offset = (event.pos[0] - x, event.pos[1] - y)
                fan.drag_pos = (x, y)
                fan.press_pos = event.pos
                self.drag_target = None
            elif fan.focus is not None and (target := self._target_at(event.pos)) is not None:
                self.try_play(fan.focus, Form.STAR if target == "star" else Form.STORM, fan.card_pos(fan.focus))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and fan.drag is not None:
            i = fan.drag
            moved = abs(event.pos[0] - fan.press_pos[0]) + abs(event.pos[1] - fan.press_pos[1])
            centre = (fan.drag_pos[0] + self.lay.cw // 2, fan.drag_pos[1] + self.lay.ch // 2)
            target = self._target_at(centre)
            self.drag_target = None
            if moved < 8:
                fan.drag = None
                fan.focus = None if fan.focus == i else i
                return
            if target is None:  # back into the hand is a change of mind; anywhere else, say where cards go
                aside = self.lay.hand_area.collidepoint(centre)
                self._return_card(i, fan.drag_pos, None if aside else t("sns.drop_where"))
                return
            self.try_play(i, Form.STAR if target == "star" else Form.STORM, fan.drag_pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _key(self, key: int) -> None:
        fan = self.fan
        n = len(self.hand) - self.incoming
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._enter()
            return
        if n <= 0:
            return
        if key == pygame.K_LEFT:
            fan.focus = (n - 1) if fan.focus is None else max(0, fan.focus - 1)
        elif key == pygame.K_RIGHT:
            fan.focus = 0 if fan.focus is None else min(n - 1, fan.focus + 1)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < n:
            fan.focus = key - pygame.K_1
        elif key in (pygame.K_s, pygame.K_UP) and fan.focus is not None:
            self.try_play(fan.focus, Form.STAR, fan.card_pos(fan.focus))
        elif key == pygame.K_w and fan.focus is not None:
            self.try_play(fan.focus, Form.STORM, fan.card_pos(fan.focus))
        elif key in (pygame.K_s, pygame.K_UP, pygame.K_w) and self.table.viewer_legal():
            self.say_about_choice(lambda: t("sns.pick_first"), 3.0, theme.ACCENT)  # no card chosen: say how

    def _return_card(self, i: int, pos: tuple[int, int], reason: str | None) -> None:
        """Animate a refused card back into the hand and say why."""
        self.drag_target = None
        image = card_face(self.hand[i], self.lay.cw, self.lay.ch) if i < len(self.hand) else None
        self.return_card(self.fan, i, image, pos, reason)

    def try_play(self, i: int, form: Form, from_pos: tuple[int, int]) -> None:
        """Play hand card ``i`` as a star or a storm (a joker first asks what it stands for)."""
        if i >= len(self.hand):
            return
        card = self.hand[i]
        if not self.table.viewer_legal():  # on the person's own turn the table is still moving: no message
            mine = not self.table.session.is_over() and self.table.viewer in self.table.session.decision().seats
            self._return_card(i, from_pos, None if mine else t("table.not_your_turn"))
            return
        if card.is_joker:
            self.fan.drag = None
            self.fan.focus = i
            self.drag_target = None

            def chosen(declared: Card) -> None:
                self.picker = None
                self._submit(Play(card, form, declared), i, self.fan.card_pos(i) if i < len(self.fan.rects) else from_pos)

            def cancel() -> None:
                self.picker = None

            self.picker = JokerPicker(card, form, chosen, cancel, self.heat_rank, self.level, self.zones,
                                      self.table.viewer)
            self.picker.layout(self.rect, self.table.scale)
            hinted = self.hinted
            if isinstance(hinted, Play) and hinted.card == card and hinted.form is form and hinted.declared is not None:
                self.picker.rank, self.picker.suit = hinted.declared.rank, hinted.declared.suit  # Enter takes it
            return
        self._submit(Play(card, form), i, from_pos)

    def _submit(self, action: Play, i: int, from_pos: tuple[int, int]) -> None:
        self.drop = (action.card, from_pos)
        reason = self.table.submit(action)
        if reason is not None:
            self.drop = None
            self._return_card(i, from_pos, reason)
        else:
            self.returning = None
            self.fan.drag = None
            self.fan.focus = None
            self.hinted = None
            self.drag_target = None

    # ---- results -------------------------------------------------------------------------
    def ended_a_match(self) -> bool:
        """A game of several rounds is a match; a game of one round (the option rounds = 1) is not."""
        return int(self.table.session.state.rounds) > 1

    def plays_a_match(self) -> bool:
        """A match of several rounds; one round is a single game."""
        return int(self.table.session.record.options.get("rounds", 5)) != 1

    def result_lines(self, outcome: Outcome) -> list[str]:
        """Rounds played, a line saying how the match is decided (chips with stakes; else rounds won, then
        stars, then points), then every seat in that order (players level on it share a place), with
        stakes each seat's chips before the rest."""
        state = self.table.session.state  # the match is over: the final state is public
        n = state.players
        stars = [sum(r.stars[s] for r in state.history) for s in range(n)]
        points = [sum(r.points[s] for r in state.history) for s in range(n)]
        stakes = state.stakes and state.destroyer_rule  # (nobody settles without a star destroyer)
        keys = ([(state.chips[s], state.round_wins[s]) for s in range(n)] if stakes  # as the engine decides
                else [(state.round_wins[s], stars[s], points[s]) for s in range(n)])
        lines = [t("sns.res.header", n=len(state.history))]
        lines.append(t("sns.res.by_chips") if stakes else
                     t("sns.res.by_wins") if len(state.history) > 1 else t("sns.res.by_stars"))
        for place, s in shared_places(range(n), lambda s: tuple(-k for k in keys[s])):
            name, wins = self.table.name(s), state.round_wins[s]
            stars_text, points_text = t("sns.n_stars", n=stars[s]), t("sns.n_points", n=points[s])
            if stakes:
                chips = t("sns.res.chips", chips=signed(state.chips[s]), n=abs(state.chips[s]))
                lines.append(t("sns.res.line_chips", place=place, name=name, chips=chips, wins=wins,
                               stars=stars_text, points=points_text))
            else:
                lines.append(t("sns.res.line", place=place, name=name, wins=wins, stars=stars_text,
                               points=points_text))
        return lines
