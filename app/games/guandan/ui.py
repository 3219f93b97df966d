"""The 掼蛋 Guandan table.

Four seats with partners opposite (the viewer at the bottom, the partner at the top, the next
player on the right: play passes counter-clockwise). The level panel shows both teams' levels, the
level card of this hand (the heart one is wild) and whose level it is; an optional card counter
(记牌器) counts the cards not yet seen by rank. Each seat's last play lies in front of it (不出
shown too) with a caption naming the combination.

The viewer's 27 cards are sorted high to low (jokers, the wild heart level card, the other level
cards, A down to 2) or regrouped by combinations (理牌). Click cards, or drag across them (a rubber band),
to select; drag the selection up onto the table, or press 出牌 (Enter), to play it; 不出 (P) passes;
提示 (H) cycles through plays that are legal now, starting with what the AI would do. A selection
that a wild card makes ambiguous asks which reading is meant. Tribute and return pick one card
from those the rules allow (the others are dimmed).

Only the viewer's view and the events filtered for the viewer are drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from app.games import refusals
from app.games.guandan import layout as lay
from app.games.guandan.animate import Animations
from app.games.guandan.draw import Drawing, clear_surfaces
from app.games.guandan.faces import clear_faces
from app.games.guandan.text import level_name, play_caption
from app.fonts import get_font
from app.i18n import LiveText, language, t
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.widgets import Button, evened
from engine.cards import Card
from engine.core import Action, Event, Outcome
from engine.games.guandan import GuandanView, Pass, Phase, Play, Return, Tribute, selection_plays
from engine.games.guandan.cards import card_code
from engine.games.guandan.state import HandEnded, team_of

DRAG_START = 7  # pixels of movement before a press becomes a drag
DOUBLE_CLICK = 0.35  # seconds
QUEUED_KEYS = 3  # H and Enter kept while the table animates
SUMMARY_GUARD = 0.4  # real seconds the hand summary stands before a click or key puts it away


def play_id(play: Play) -> tuple[tuple[int, ...], int, int]:
    """A play's identity regardless of card order."""
    return tuple(sorted(card_code(c) for c in play.cards)), int(play.combo), play.key


class GuandanUI(Drawing, Animations):
    """Draws a GuandanView and turns selections, drags, buttons and keys into actions."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        clear_faces()
        clear_surfaces()
        self.buttons = self._make_buttons()
        self.ring = ButtonRing([])  # Tab and Shift+Tab round the table's buttons (ring_buttons)

    # ---- buttons ------------------------------------------------------------------------
    def _make_buttons(self) -> dict[str, Button]:
        b = {
            "regroup": Button(lambda: t("gd.btn.regroup_back") if self.model.grouped else t("gd.btn.regroup"),
                              self.regroup, enabled=lambda: bool(self.model.cards), hotkey=pygame.K_r),
            "counter": Button(lambda: t("gd.btn.counter"), self.toggle_counter, hotkey=pygame.K_c,
                              selected=lambda: self.counter_on()),
            "pass": Button(lambda: t("gd.btn.pass") + " [P]", self.do_pass, enabled=lambda: Pass() in self.legal(),
                           hotkey=pygame.K_p),
            "hint": Button(lambda: t("gd.btn.hint") + " [H]", self.hint, enabled=lambda: bool(self.legal()),
                           hotkey=pygame.K_h),
            "play": Button(self._play_label, self.play_selection, enabled=self.can_play, hotkey=pygame.K_RETURN),
        }
        return b

    def ring_buttons(self) -> list[Button]:
        """The buttons Tab rings, left to right as drawn: Pass, Hint, Play, then Group and Counter."""
        shown = self.visible_buttons()
        return [self.buttons[n] for n in ("pass", "hint", "play", "regroup", "counter") if self.buttons[n] in shown]

    def ring_key(self, event: pygame.event.Event) -> bool:
        """Tab and Shift+Tab move the ring over the usable buttons; Enter or Space press the ringed
        one while it can be used (else they are the hand's and Play's as before). ←/→ take the ring
        down: the keyboard is back on the hand's card. True if the key was used."""
        ring = self.ring
        ring.buttons = self.ring_buttons()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            ring.focus = None
            return False
        return ring.handle(event)  # a ring on a greyed or hidden button is dropped: Enter is Play's

    def _play_label(self) -> str:
        if self.phase is Phase.TRIBUTE:
            return t("gd.btn.tribute") + " [Enter]"
        if self.phase is Phase.RETURN:
            return t("gd.btn.return") + " [Enter]"
        return t("gd.btn.play") + " [Enter]"

    def toggle_counter(self) -> None:
        self.table.app.update_settings(show_card_counter=not self.counter_on())

    def regroup(self) -> None:
        self.model.regroup()
        self.relayout_hand()
        self.table.app.sound.play("click")

    # ---- layout and view ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        screen = getattr(self.table, "rect", pygame.Rect(0, 0, rect.right + 272, rect.bottom))
        self.geo = lay.compute(rect, screen, self.table.scale)
        self.place_buttons()
        self.relayout_hand()

    def place_buttons(self) -> None:
        g = self.geo
        bar = g.bar
        bw = int(112 * g.fs)
        gap = int(10 * g.fs)
        for b in self.buttons.values():
            b.font_size = g.px(18)
        # Pass only in play (a tribute or return cannot be passed): without it Hint and Play are
        # centred on their own, and the hidden Pass takes no clicks meant for them
        self.row_with_pass = self.phase is Phase.PLAY
        self.row_language = language()
        mid = [self.buttons[n] for n in (("pass", "hint", "play") if self.row_with_pass else ("hint", "play"))]
        if not self.row_with_pass:
            self.buttons["pass"].rect = pygame.Rect(0, 0, 0, 0)
        # the play button also reads "Pay tribute [Enter]" / "Give back [Enter]": wide enough for the
        # longest of its labels at the row's text size, so the label is never shrunk to a whisper
        font = get_font(g.px(18))
        need = max(font.size(t(key) + " [Enter]")[0] for key in ("gd.btn.play", "gd.btn.tribute", "gd.btn.return"))
        widths = [bw] * (len(mid) - 1) + [max(bw, need + 14)]
        total = sum(widths) + (len(mid) - 1) * gap
        # clear of the place badge ('Last', '下游') drawn right of the viewer's panel once out
        badge = max(get_font(g.px(15), True).size(t(f"gd.place.{p}"))[0] for p in (1, 2, 3, 4)) + 16
        x = max(g.me_panel.right + g.px(30) + badge // 2 + gap, self.rect.centerx - total // 2)
        for b, w in zip(mid, widths):
            b.rect = pygame.Rect(x, bar.y, w, bar.h)
            x += w + gap
        small = int(96 * g.fs)
        right = bar.right
        for name in ("counter", "regroup"):
            b = self.buttons[name]
            b.rect = pygame.Rect(right - small, bar.y, small, bar.h)
            right -= small + gap
        if self.buttons["regroup"].rect.x < x:  # a narrow window: the small buttons above the bar
            y = bar.y - bar.h - 6
            self.buttons["counter"].rect.y = y
            self.buttons["regroup"].rect.y = y

    def my_hand_in(self, view: GuandanView) -> tuple[Card, ...]:
        seat = self.table.viewer
        if seat < len(view.hands) and view.hands[seat] is not None:
            return view.hands[seat] or ()
        return ()

    def sync(self, view: Any) -> None:
        super().sync(view)
        self._legal = None
        if not self.table.busy:
            self.hiding.clear()  # nothing is flying any more (a curtain may have cut animations short)
            self.gifts_to.clear()
            self.to_panel.clear()
        if view is None:
            return
        first = self.hand_no == 0
        self.level = view.level
        self.level_team = view.level_team
        self.hand_no = view.hand_no
        self.extra = view.extra
        for team in (0, 1):
            self.levels[team].set(view.levels[team], instant=first or self.levels[team].target == view.levels[team])
        self.phase = view.phase
        self.turn = view.turn
        self.deciding = tuple(view.deciding)
        self.announced = list(view.announced)
        self.places = {seat: i + 1 for i, seat in enumerate(view.finished)}
        if view.phase is Phase.OVER and view.prev_places:
            self.places = {s: p for s, p in enumerate(view.prev_places)}
        self.played = list(view.played)
        self.paid = {rec.giver: (rec.receiver, rec.card) for rec in view.tributes}
        if view.phase in (Phase.TRIBUTE, Phase.RETURN):
            self.tribute_seats = (tuple(view.payers), tuple(view.receivers))
        self.picked = view.my_choice
        self.given_back = {rec.giver for rec in view.returns}
        self.returned = {rec.giver: rec.card for rec in view.returns}
        if view.top is not None:
            self.standing = view.top_seat
        elif not any(stale for _a, stale in self.shown.values()):
            self.standing = None  # (a won trick's winner stands until it leads)
        for seat in range(4):
            now = view.table[seat] if seat < len(view.table) else None
            if now is not None:
                self.shown[seat] = (now, False)
            elif seat in self.shown and not self.shown[seat][1]:
                del self.shown[seat]
        if self.model.set_hand(self.my_hand_in(view), view.level):
            self.hint_key = None
        self.reveal = max(self.reveal, len(self.model.cards))
        self.relayout_hand()
        self.show_waiting()

    def clear_private(self) -> None:
        super().clear_private()
        self.model.clear()
        self.relayout_hand()
        self.press = None
        self.carry = None
        self.hint_plays, self.hint_key, self.hinted = [], None, None
        self.queued_keys = []
        self.picked = None
        self.hiding.clear()
        self.gifts_to.clear()
        self.forget_received()
        self.bubbles.clear()
        self.focus = None
        self.ring.focus = None
        self._legal = None

    def has_prompt(self) -> bool:
        """Esc first clears a selection (or drops a carried one) before it leaves the table."""
        return super().has_prompt() or bool(self.model.selected) or self.carry is not None

    # ---- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._legal = None
        self.clock += dt
        if self.received:
            self.received_left -= dt
            if self.received_left <= 0:
                self.forget_received()
        for tween in self.levels:
            tween.update(dt * self.table.speed)  # counts at the table's speed, as the cards fly (fast forward too)
        if self.reveal < len(self.model.cards):
            self.reveal += dt * 40 * max(0.25, self.table.speed)
        self.update_animations(dt * max(0.25, self.table.speed), dt)
        self.drop_stale_toast()
        self.run_queued_key()

    def queue_key(self, key: int) -> None:
        """Keep Hint or Play pressed during an animation for when it is over, after those pressed
        before it (H then Enter: the hint is played), a few at most."""
        if len(self.queued_keys) < QUEUED_KEYS:
            self.queued_keys.append(key)

    def run_queued_key(self) -> None:
        """Hint or Play pressed during an animation, done in order once it is over (while it is then
        the person's turn: else they are dropped, as the keys would have done nothing)."""
        tb = self.table
        if not self.queued_keys or tb.busy:
            return
        keys, self.queued_keys = self.queued_keys, []
        if tb.curtain_up or not self.interactive():
            return
        for key in keys:
            self.sync(tb.view())
            if tb.busy or not self.my_turn():
                return  # played already (or no longer the person's turn): the rest was for this turn
            self._key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    # ---- input --------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        if self.handle_prompt(event):
            return
        if self.dismiss_summary(event):
            return
        if not self.interactive():
            return
        tb = self.table
        if not tb.busy and not tb.curtain_up and self.view is not None:
            self.sync(tb.view())  # the input may come before this frame's update has synced
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.ring.buttons = self.ring_buttons()
            self.ring.handle(event)  # a ring up follows the pointer (the event is still the buttons')
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.visible_buttons():
                b.handle(event)
            self._drag(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            for b in self.visible_buttons():
                if b.handle(event):
                    if event.button == 1 and not b.enabled() and self.my_turn():  # greyed: say why
                        if b is self.buttons["play"]:
                            self.play_selection()  # as Enter and a drop on the table do
                        elif b is self.buttons["pass"]:
                            self.do_pass()  # as P does
                    return
            if event.button == 1:
                self._press(event.pos)
            elif event.button == 3:
                self.model.selected = set()
                self.relayout_hand()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
            return
        if event.type == pygame.KEYDOWN and not self.ring_key(event):
            self._key(event)

    def dismiss_summary(self, event: pygame.event.Event) -> bool:
        """A left click, Space or Enter on the hand summary puts it away and the table goes on at once
        (it stays long enough to be read, longer than one who knows it needs); not in the first moment,
        which a click meant for the last play would reach. True if the event was used."""
        s = self.summary
        if s is None or s["real"] < SUMMARY_GUARD:
            return False
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not click and not (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
            return False
        self.summary = None
        if isinstance(self.last_begun, HandEnded):  # the table's wait is the summary's
            self.table.wait = 0.0
        self.table.app.sound.play("click")
        return True

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in (pygame.K_h, pygame.K_RETURN) and self.table.busy:
            self.queue_key(key)  # pressed while the deal (or a play) is still shown: acted on after it
            return
        for b in self.buttons.values():
            if b.hotkey == key and b.enabled():
                b.on_click()
                return
        if key == pygame.K_RETURN and self.my_turn():
            self.play_selection()  # Play is disabled (nothing selected, or no play): say why, as a click does
            return
        if key == pygame.K_p and self.my_turn():
            self.do_pass()  # Pass is disabled (the person leads, or gives a card): say why
            return
        if key in (pygame.K_RETURN, pygame.K_p, pygame.K_h) and self.others_turn():
            self.toast(lambda: t("table.not_your_turn"), 2.0)  # (they did nothing at all)
            return
        n = len(self.model.cards)
        if key == pygame.K_ESCAPE:
            self.carry = None
            self.press = None
            self.model.selected = set()
            self.relayout_hand()
        elif key == pygame.K_LEFT and n:
            self.focus = n - 1 if self.focus is None else max(0, self.focus - 1)
        elif key == pygame.K_RIGHT and n:
            self.focus = 0 if self.focus is None else min(n - 1, self.focus + 1)
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and self.focus is not None:
            self._click_card(self.focus)
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and n:
            self.focus = 0  # no card in focus yet: the ring comes to the first (it did nothing)

    def waits_to_give(self) -> bool:
        """In the tribute phases, while the person is not choosing a card (the Tribute banner before
        their turn, another seat choosing, the wait for a card given back): the hand takes no
        selection then, as the turn would begin with one the tribute may not allow."""
        return self.phase in (Phase.TRIBUTE, Phase.RETURN) and not self.choosing_card()

    def _press(self, pos: tuple[int, int]) -> None:
        i = self.fan.index_at(pos)
        if i is None or i >= self.reveal or self.waits_to_give():
            return
        before = set(self.model.selected)
        double = self.last_click[0] == i and self.clock - self.last_click[1] < DOUBLE_CLICK
        self.last_click = (i, self.clock)
        if self.choosing_card():
            self._click_card(i)
            self.press = None
            if double and self.can_play():
                self.play_selection()
            return
        target = i not in before
        self.press = {"pos": pos, "i": i, "before": before, "target": target, "mode": None, "double": double}
        self._apply_band(pos)

    def _apply_band(self, pos: tuple[int, int]) -> None:
        p = self.press
        if p is None:
            return
        swept = self.fan.band(p["pos"], pos) | {p["i"]}
        sel = set(p["before"])
        if p["target"]:
            sel |= swept
        else:
            sel -= swept
        self.model.selected = {i for i in sel if i < len(self.model.cards)}
        self.relayout_hand()

    def _drag(self, pos: tuple[int, int]) -> None:
        p = self.press
        if p is None:
            return
        dx, dy = pos[0] - p["pos"][0], pos[1] - p["pos"][1]
        if p["mode"] is None and abs(dx) + abs(dy) >= DRAG_START:
            lifted = p["i"] in p["before"]
            if lifted and -dy > abs(dx) and p["before"]:
                p["mode"] = "carry"
                self.model.selected = set(p["before"])
                self.relayout_hand()
                x, y = self.fan.pos(p["i"], True)
                self.carry = (p["pos"][0] - x, p["pos"][1] - y)
            else:
                p["mode"] = "band"
        if p["mode"] == "band":
            self._apply_band(pos)

    def release_pointer(self) -> None:
        super().release_pointer()
        if self.press is not None:  # a carry or a rubber band ends where it was: nothing is played
            self.press = None
            self.carry = None
            self.relayout_hand()

    def _release(self, pos: tuple[int, int]) -> None:
        p = self.press
        self.press = None
        if p is None:
            return
        if p["mode"] == "carry":
            carried_from = self.carry_positions(pos)
            self.carry = None
            if self.drop_zone().collidepoint(pos) or pos[1] < self.geo.bar.y:
                self.play_selection(from_positions=carried_from)
            return
        if p["mode"] is None and p["double"]:
            self.model.select_rank(p["i"])
            self.relayout_hand()

    def _click_card(self, i: int) -> None:
        if self.waits_to_give():
            return
        allowed = self.allowed_cards()
        if allowed is not None:
            card = self.model.cards[i]
            if card not in allowed:
                self.toast(lambda: t("gd.toast.not_allowed_tribute" if self.phase is Phase.TRIBUTE
                             else "gd.toast.not_allowed_return"), 2.5)
                return
            self.model.selected = set() if i in self.model.selected else {i}
        else:
            self.model.toggle(i)
        self.relayout_hand()

    # ---- acting -------------------------------------------------------------------------
    def toast(self, text: LiveText, seconds: float = 3.0) -> None:
        """Say why a selection or an action was refused; the message goes as soon as the selection
        changes or a play is made (see drop_stale_toast), not minutes of play later."""
        self.table.app.toast.show(text, seconds, theme.ACCENT)
        self.toasted = (text, self.selection_key())

    def selection_key(self) -> tuple[int, ...]:
        return tuple(sorted(card_code(c) for c in self.model.selected_cards()))

    def drop_stale_toast(self, acted: bool = False) -> None:
        """Take our refusal down once it no longer speaks of what is selected."""
        if self.toasted is None:
            return
        toast = self.table.app.toast
        text, selection = self.toasted
        if toast.said != text or toast.left <= 0:
            self.toasted = None  # gone already, or another message replaced it
        elif acted or selection != self.selection_key():
            toast.clear()
            self.toasted = None

    def begin(self, event: Event) -> float:
        if isinstance(event, HandEnded):
            self.drop_stale_toast(acted=True)  # a refusal in the hand just over would stand on its summary
        return super().begin(event)

    def submit(self, action: Action) -> bool:
        reason = self.table.submit(action)
        self._legal = None
        if reason is not None:
            game = self.table.game.info.id
            self.toast(lambda: refusals.refusal_text(game, reason, refusals.engine_words))
            return False
        self.table.app.sound.play("click")
        if isinstance(action, (Tribute, Return)):
            self.picked = action.card  # (the view says so once the table is still)
        self.drop_stale_toast(acted=True)
        self.forget_received()  # acted: the cards given to the person are theirs like the others now
        self.ring.focus = None  # acted: no ring left for an Enter meant for the next turn
        self.hinted = None
        self.hint_key = None
        return True

    def do_pass(self) -> None:
        """Pass; leading a trick (when nobody may pass) say so instead of doing nothing."""
        if Pass() in self.legal():
            if self.submit(Pass()):
                self.model.selected = set()
                self.relayout_hand()
        elif self.phase is Phase.PLAY and self.my_turn():
            self.toast(lambda: t("gd.toast.lead_no_pass"))
        elif self.choosing_card():  # a tribute or a card given back is never passed
            key = "gd.reason.tribute_phase" if self.phase is Phase.TRIBUTE else "gd.reason.return_phase"
            self.toast(lambda: t(key))

    def others_turn(self) -> bool:
        """Whether another seat is to act now, the table still (a key for the person's turn pressed
        while a play is shown waits for it instead: queue_key)."""
        tb = self.table
        if not self.interactive() or tb.busy or tb.session.is_over() or self.my_turn():
            return False
        seats = tb.session.decision().seats
        return bool(seats) and tb.viewer not in seats

    def play_selection(self, from_positions: list[tuple[int, int]] | None = None) -> None:
        """Play (or give) the selected cards; ask for the reading when a wild card makes it ambiguous."""
        if not self.interactive():
            return
        if not self.my_turn():
            self.toast(lambda: t("table.not_your_turn"))
            return
        if self.table.busy:  # another seat's tribute choice is still shown: given once it has been
            self.queue_key(pygame.K_RETURN)
            return
        cards = self.model.selected_cards()
        if not cards:  # (in the tribute phases one card is asked for, not a play)
            self.toast(lambda: t({Phase.TRIBUTE: "gd.reason.tribute_phase", Phase.RETURN: "gd.reason.return_phase"}.get(
                self.phase, "gd.toast.select_first")))
            return
        self.launch_from = from_positions
        if self.phase is Phase.TRIBUTE:
            if len(cards) != 1:
                self.toast(lambda: t("gd.toast.one_card"))
                return
            self.submit(Tribute(cards[0]))
            return
        if self.phase is Phase.RETURN:
            if len(cards) != 1:
                self.toast(lambda: t("gd.toast.one_card"))
                return
            self.submit(Return(cards[0]))
            return
        plays = self.selection_plays()
        if self.hinted is not None and play_id(self.hinted) in {play_id(p) for p in plays}:
            self.submit(self.hinted)
            return
        if not plays:
            leads = selection_plays(cards, self.level, None)
            if not leads:
                self.table.app.sound.play("error")
                self.toast(lambda: t("gd.reason.no_combo"))
                return
            self.submit(leads[0])  # refused: the engine says why it does not beat the table
            return
        if len(plays) == 1:
            self.submit(plays[0])
            return
        self.ask_reading(plays)

    def ask_reading(self, plays: tuple[Play, ...]) -> None:
        choices: list[tuple[str, Callable[[], None], bool, int | None]] = []
        for k, play in enumerate(plays[:6]):
            def choose(p: Play = play) -> None:
                self.submit(p)

            choices.append((play_caption(play), choose, True, pygame.K_1 + k))
        self.ask(t("gd.ask_reading"), choices, keyboard=True)  # (its title names the keys)

    def prompt_rect(self) -> pygame.Rect:
        """The reading chooser above the button row it would cover in a small window (Pass, Hint,
        Play), between the side seats' panels when its buttons fit there, and above the play it
        must beat when it would cover that play."""
        rect = super().prompt_rect()
        if self.prompt is None:
            return rect
        g = self.geo
        gap = g.px(8)
        room = g.panels[1].x - g.panels[3].right - 2 * gap
        need = len(self.prompt.buttons) * self.scaled(130) + self.scaled(20)
        if need <= room < rect.w:
            rect = pygame.Rect(0, 0, room, self.prompt_height(room))
            rect.centerx = self.rect.centerx
            rect.y = self.rect.y + int(self.rect.h * 0.56)
        row = [b.rect for b in self.visible_buttons() if b.rect.w and b.rect.x < rect.right and b.rect.right > rect.x]
        rect.bottom = min(rect.bottom, min((r.y for r in row), default=g.bar.y) - gap)
        # the play to beat (a side seat's, level with the chooser) stays in sight: the chooser stands
        # above it, below the partner's panel, where it fits there
        top = self.top_play_area()
        if top is not None and rect.colliderect(top) and top.y - gap - rect.h >= g.panels[2].bottom + gap:
            rect.bottom = top.y - gap
        return rect

    def prompt_title(self, width: int) -> tuple[int, list[str]]:
        """As every prompt's, but a title too long for a line puts its keys ("(←/→ choose, …)") on a
        line of their own rather than breaking them across two."""
        size, lines = super().prompt_title(width)
        title = self.prompt.title if self.prompt is not None else ""
        cut = max(title.rfind("("), title.rfind("（"))
        if len(lines) == 1 or cut <= 0:
            return size, lines
        px = self.prompt_px
        return size, [line for part in (title[:cut].rstrip(), title[cut:])
                      for line in evened(part, size, width - px(24), bold=True)]

    # ---- hints --------------------------------------------------------------------------
    def hint(self) -> None:
        """Select the next hinted play (the AI's choice first, then the legal plays in order). Where
        the AI would pass, the first hint is to pass: nothing selected, Pass ringed for Enter."""
        legal = self.legal()
        if not legal or self.view is None:
            return
        if self.table.busy:  # another seat's tribute choice is still shown: hinted once it has been
            self.queue_key(pygame.K_h)
            return
        key = (self.phase, self.view.top, tuple(self.model.cards), self.table.viewer)
        if key != self.hint_key:
            self.hint_key = key
            self.hint_plays = self.compute_hints(legal)
            self.hint_i = -1
        pass_button = self.buttons["pass"]
        if not self.hint_plays:
            if Pass() in legal:  # nothing beats the table: Enter passes, as the toast says
                self._ring_pass()
            self.toast(lambda: t("gd.toast.no_answer"))
            return
        self.hint_i = (self.hint_i + 1) % len(self.hint_plays)
        choice = self.hint_plays[self.hint_i]
        if isinstance(choice, Pass):
            self._ring_pass()
            self.toast(lambda: t("gd.hint.pass"))
            self.table.app.sound.play("click")
            return
        if self.ring.focus is pass_button:  # on to a play: Enter is Play's again
            self.ring.focus = None
        if isinstance(choice, Play):
            self.model.select_cards(choice.cards)
            self.hinted = choice
        else:
            self.model.select_cards([choice.card])
        self.relayout_hand()
        self.table.app.sound.play("click")

    def _ring_pass(self) -> None:
        """The hint to pass: nothing selected, the ring on Pass so that Enter (or Space) passes."""
        self.model.selected = set()
        self.hinted = None
        self.relayout_hand()
        self.ring.buttons = self.ring_buttons()
        self.ring.focus = self.buttons["pass"]

    def compute_hints(self, legal: tuple[Action, ...]) -> list[Any]:
        out: list[Any] = []
        seen: set[Any] = set()

        def add(a: Action) -> None:
            if isinstance(a, Play):
                # by the cards alone: two readings of one selection (a wild card's) would select the
                # same cards twice and H would seem to do nothing (Enter plays the reading hinted first)
                k: Any = tuple(sorted(card_code(c) for c in a.cards))
            elif isinstance(a, (Tribute, Return)):
                k = a
            else:
                return
            if k not in seen:
                seen.add(k)
                out.append(a)

        ai = self.ai_choice(legal)
        if isinstance(ai, Pass) and any(isinstance(a, Play) for a in legal):
            out.append(ai)  # letting the trick go is the advice (a partner's play, cards worth keeping)
        elif ai is not None:
            add(ai)
        if self.phase is Phase.PLAY and self.view is not None and self.view.top is None:
            for play in self.group_leads():
                add(play)
        for a in legal:
            add(a)
        return out

    def group_leads(self) -> list[Play]:
        """The hand's combinations as the AI splits it, weakest first (a good order to lead)."""
        try:
            from ai.guandan import suggest_groups

            groups = suggest_groups(list(self.model.cards), self.level)
        except Exception:  # noqa: BLE001 - hints must never break the table
            return []
        plays: list[Play] = []
        for group in groups:
            found = selection_plays(list(group), self.level, None)
            if found:
                plays.append(found[0])
        plays.sort(key=lambda p: p.combo.is_bomb)
        return plays

    def ai_choice(self, legal: tuple[Action, ...]) -> Action | None:
        try:
            from ai.guandan import HeuristicGuandan

            ai = HeuristicGuandan(self.table.viewer, 0)
            ai.sizes = list(self.sizes)
            choice = ai.choose(self.view, legal)
        except Exception:  # noqa: BLE001 - hints must never break the table
            return None
        return choice if choice in legal else None

    # ---- results ------------------------------------------------------------------------
    def stat_bests(self, outcome: Outcome) -> dict[int, int] | None:
        return {seat: int(score) for seat, score in enumerate(outcome.scores)}

    @staticmethod
    def stat_best_label(best: int) -> str:
        return level_name(best)  # level 14 is "A"

    def ended_a_match(self) -> bool:
        """One Guandan game is a whole match (hands played to A, or to the agreed number of hands)."""
        return True

    def plays_a_match(self) -> bool:
        """A match to A (0 hands) or of several hands; one hand is a single game."""
        return int(self.table.session.record.options.get("hands", 0)) != 1

    def result_lines(self, outcome: Outcome) -> list[str]:
        from app.games.guandan.text import level_name, reason_line

        state = self.table.session.state
        n = self.table.name
        lines = []
        first = team_of(outcome.winners[0]) if outcome.winners else 0
        for team in (first, 1 - first):  # the winning team's line first
            won = team == first if outcome.winners else False
            key = "gd.result.team_won" if won else "gd.result.team"  # a word: ★ marks a person at the tables
            lines.append(t(key, a=n(team), b=n(team + 2), level=level_name(state.levels[team])))
        lines.append(t("gd.result.hands", n=state.hand_no))
        if self.end_reason is not None:
            lines.append(reason_line(self.end_reason))
        home = self.home_team()
        if home is not None:  # people on both teams (or none): the team line above says who won
            won = any(team_of(s) == home for s in outcome.winners)
            lines.append(t("gd.result.we_won") if won else t("gd.result.we_lost"))
        return lines

