"""The Zha Jin Hua table: seats with chip stacks round the oval, the pot in the middle that chips slide
into, the viewer's three cards face down until looked at, and a bar of betting buttons (legal ones
enabled, each with its key). Compare asks for an opponent seat to be clicked.

Only the viewer's view and the events filtered for the viewer are drawn. In pass-and-play the two
people in a compare are shown its result (their own filtered copy of the event) the next time they get
the screen; the shared log never names private cards then.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from app.games import refusals
from app.games.base import GameUI
from app.games.zhajinhua.chips import chip_image, chips_for
from app.games.zhajinhua.drawing import (
    PathCache, VsCache, draw_bubbles, draw_compare_line, draw_my_hand, draw_pot, draw_seat, draw_status, hand_labels,
)
from app.games.zhajinhua.overlays import (
    draw_banner, draw_memo, draw_standings, memo_hides_line, ranking, standings_card, standings_hide_line, standings_rect,
    toast_rect,
)
from app.games.zhajinhua.places import card_group
from app.games.zhajinhua.text import bet_label, chips, chips_change, hint_line, narrate, went_out_in
from app.games.zhajinhua.widgets import ActionButton
from app.i18n import LiveText, t
from app.ui import theme
from app.ui.anim import NumberTween
from app.ui.cardart import card_back, card_size
from app.ui.focus import ButtonRing
from app.ui.keygrace import KeyGrace
from app.ui.widgets import Button, blit_text, draw_focus_ring, draw_panel, fit_line, share_text_size
from engine.cards import Card
from engine.core import Action, Event, Outcome
from engine.games import zhajinhua as zjh

RAISE_KEYS = {2: pygame.K_2, 5: pygame.K_5, 10: pygame.K_0}
BUST_PAUSE = 1.0  # how long the table holds a seat's going broke, at ×1 (the standings stay up through it)
END_PAUSE = 0.5  # how long the table holds the session's end, at ×1 (the last standings stay up through it)


def out_reasons(told: list[Event | str]) -> dict[int, str]:
    """Why each seat left the hand in progress at the end of ``told`` (the table's log, newest last)."""
    out: dict[int, str] = {}
    for event in reversed(told):
        if isinstance(event, zjh.HandStarted):
            break
        if isinstance(event, zjh.Folded):
            out[event.seat] = "folded"
        elif isinstance(event, zjh.Compared):
            out[event.loser] = "lost"
        elif isinstance(event, zjh.OutOfChips):
            out[event.seat] = "broke"
    return out
KEY_NAMES = {pygame.K_l: "L", pygame.K_f: "F", pygame.K_c: "C", pygame.K_v: "V", pygame.K_o: "O",
             pygame.K_2: "2", pygame.K_5: "5", pygame.K_0: "0"}


class ZhaJinHuaUI(GameUI):
    """Draws a ZjhView (plus the events as they arrive) and turns clicks and keys into actions."""

    offers_hint = True

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        n = table.players
        self.stacks = [NumberTween() for _ in range(n)]
        self.pot = NumberTween()
        self.seated = [True] * n
        self.busted_in = [0] * n  # the hand after which each seat left the table (0: still seated)
        self.live = [False] * n
        self.seen = [False] * n
        self.dealt = [0] * n
        self.contributed = [0] * n
        self.known: dict[int, tuple[Card, ...]] = {}  # other seats' hands the view shows
        self.revealed: dict[int, zjh.ShownHand] = {}  # hands shown by a compare or showdown event
        self.winners: tuple[int, ...] = ()
        self.out_reason: dict[int, str] = {}
        self.reasons_hand = 0  # the hand out_reason is about
        self.reasons_told = -1  # how long the log was when the reasons were last read from it
        # seat → (text, seconds left at the table's speed); the texts of bubbles and the banner are said
        # again each frame (a language switched mid-hand shows at once)
        self.bubbles: dict[int, tuple[LiveText, float]] = {}
        self.compare_line: tuple[int, int, float] | None = None
        self.vs_cache: VsCache | None = None  # the VS disc's last place (drawing.vs_place)
        self.path_cache: PathCache | None = None  # the compare line's last path (drawing.compare_path)
        self.group_cache: dict[tuple[object, ...], pygame.Rect] = {}  # the seats' cards' places (places.card_group)
        self.spot_cache: dict[tuple[object, ...], pygame.Rect | None] = {}  # panels' places (overlays.clear_spot)
        self.banner: tuple[LiveText, float] | None = None  # (text, seconds left at the table's speed)
        self.dealer = 0
        self.turn: int | None = None
        self.hand_no = 0
        self.base = 1
        self.stake_level = 1
        self.round = 1
        self.round_limit = 20
        self.pot_cap = 0
        self.hands_limit = 0
        self.start_chips = 0
        self.my_cards: tuple[Card, ...] | None = None
        self.flip = 0.0
        self.hover_cards = False
        self.standings: zjh.PotAwarded | None = None
        self.standings_age = 0.0  # seconds since the pot was awarded, at the table's speed (the panel waits 0.7)
        self.standings_real_age = 0.0  # the same in real seconds (a click ends the standings after 0.3)
        self.standings_keys = KeyGrace()  # a key ends them after a quiet second, started again at each award
        self.standings_put_in: tuple[int, ...] = ()  # what each seat had put into the pot the standings are about
        self.result: tuple[int, zjh.PotAwarded] | None = None  # the pot of a hand over (hand number, award)
        self.last_award: tuple[int, zjh.PotAwarded] | None = None  # the last hand over, kept into the next hand
        self.standings_seen: set[tuple[int, int]] = set()  # (hand, seat): that person saw the standings after it
        self.winnings_due = 0  # winners whose chips are still flying from the pot
        # (hand number, compare) per person away from the screen, and those shown now
        self.memo: dict[int, list[tuple[int, zjh.Compared]]] = {}
        self.memo_shown: list[tuple[int, zjh.Compared]] = []
        self.memo_keys = KeyGrace()  # a key closes the note after a quiet second, started again as it comes up
        self.private_hand = table.session.state.hand_no  # the hand the events note_private hears are in
        self.dealt_sound = False
        self.cw, self.ch = 70, 98
        self.synced_seat: int | None = -1
        self.sw, self.sh = 40, 56
        self.chip_r = 10
        self.bar_rect = pygame.Rect(0, 0, 10, 10)
        self.buttons_room = self.bar_rect.copy()  # the bar and, in a small window, the strip below the log
        self.hand_rect = pygame.Rect(0, 0, 10, 10)
        self.pot_center = (0, 0)
        self.buttons = self._make_buttons()
        self.hint_button = self.new_hint_button()
        self.hinted: Action | None = None  # the adviser's last hint, until the person acts
        self.ring = ButtonRing([], sideways=True)  # Tab, Shift+Tab, ←/→ over Hint and the bar (ring_buttons)

    # ---- buttons ------------------------------------------------------------------------
    def _make_buttons(self) -> list[ActionButton]:
        def key(k: int) -> str:
            return f" [{KEY_NAMES[k]}]"

        buttons = [
            ActionButton(lambda: t("zjh.btn.look") + key(pygame.K_l), lambda: self._act(zjh.Look()),
                         enabled=lambda: self.can(zjh.Look()), hotkey=pygame.K_l, sub=lambda: t("zjh.free"),
                         probe=zjh.Look),
            ActionButton(lambda: t("zjh.btn.fold") + key(pygame.K_f), lambda: self._act(zjh.Fold()),
                         enabled=lambda: self.can(zjh.Fold()), hotkey=pygame.K_f, probe=zjh.Fold),
            ActionButton(lambda: t("zjh.btn.call") + key(pygame.K_c), lambda: self._act(zjh.Call()),
                         enabled=lambda: self.can(zjh.Call()), hotkey=pygame.K_c,
                         sub=lambda: self._cost(self.price(zjh.Call)), probe=zjh.Call),
        ]
        buttons += [self._raise_button(level, k) for level, k in RAISE_KEYS.items()]
        buttons += [
            ActionButton(lambda: t("zjh.btn.compare") + key(pygame.K_v), self._start_compare,
                         enabled=lambda: any(isinstance(a, zjh.Compare) for a in self.legal()), hotkey=pygame.K_v,
                         sub=lambda: self._cost(self.price(zjh.Compare)), probe=self._compare_probe),
            ActionButton(lambda: t("zjh.btn.open") + key(pygame.K_o), lambda: self._act(zjh.Open()),
                         enabled=lambda: self.can(zjh.Open()), hotkey=pygame.K_o,
                         sub=lambda: self._cost(self.price(zjh.Open)), probe=zjh.Open),
        ]
        for b in buttons:
            b.font_size = 18  # scaled in layout
        return buttons

    def _raise_button(self, level: int, k: int) -> ActionButton:
        """One rung of the ladder: shown while it is above the stake, enabled when legal."""

        def label() -> str:
            return t("zjh.btn.raise", level=level) + f" [{KEY_NAMES[k]}]"

        def cost() -> str:
            return self._cost(self.price(zjh.Raise, level))

        return ActionButton(label, lambda: self._act(zjh.Raise(level)), enabled=lambda: self.can(zjh.Raise(level)),
                            hotkey=k, sub=cost, visible=lambda: level > self.stake_level,
                            probe=lambda: zjh.Raise(level))

    # What the viewer would pay, from the table as drawn (it follows the events as they animate).
    def my_rate(self) -> int:
        return 2 if self.seen[self.table.viewer] else 1

    def my_call_cost(self) -> int:
        return self.stake_level * self.base * self.my_rate()

    def my_stack(self) -> int:
        return int(self.stacks[self.table.viewer].target)

    def price(self, kind: type[Action], level: int = 0) -> int:
        """What an action of ``kind`` (a Raise to ``level``) costs the viewer, as the betting bar and
        the hint tell it: a call at their rate, a compare that (all-in: the rest of the stack), an
        open twice a call; nothing for Look and Fold."""
        if kind is zjh.Call:
            return self.my_call_cost()
        if kind is zjh.Raise:
            return level * self.base * self.my_rate()
        if kind is zjh.Compare:
            return min(self.my_stack(), self.my_call_cost())
        if kind is zjh.Open:
            return min(self.my_stack(), 2 * self.my_call_cost())
        return 0

    def _cost(self, amount: int) -> str:
        me = self.table.viewer
        if self.view is None or not self.seated[me] or not self.live[me]:
            return ""
        return chips(amount)

    def visible_buttons(self) -> list[ActionButton]:
        """The betting bar's buttons now: none once the viewer has left the table (a note says so), none
        where no person bets from this seat (a table of computers, a replay), and none once the game is
        over (``game_over``)."""
        tb = self.table
        if not self.seated[tb.viewer] or not tb.is_human(tb.viewer) or tb.replay or self.game_over():
            return []
        return [b for b in self.buttons if b.visible()]

    def ring_buttons(self) -> list[Button]:
        """The buttons the focus ring goes round, left to right: Hint (when shown) and the betting bar's."""
        return ([self.hint_button] if self.hint_shown() else []) + list(self.visible_buttons())

    def watching_note(self) -> str:
        """What the bar says in place of the buttons to a person who has left the table with no chips
        (nothing once the game is over: there is no more to watch)."""
        tb = self.table
        if self.seated[tb.viewer] or not tb.is_human(tb.viewer) or tb.replay:
            return ""
        if self.game_over():
            return ""
        return t("zjh.watching_fast") if tb.fast_forward_offered() else t("zjh.watching")

    def game_over(self) -> bool:
        """Whether the table has come to the session's end: its last hand's pot has been awarded on the
        table (the last standings, then the results, follow), or all of the game has been shown."""
        tb = self.table
        if not tb.session.is_over():
            return False
        return tb.end_shown() or (self.hand_result() is not None and self.hand_no == tb.session.state.hand_no)

    def last_standings(self) -> bool:
        """Whether the standings up are the session's last: the results, not a hand, come after them."""
        return self.standings is not None and self.game_over()

    def legal(self) -> tuple[Action, ...]:
        return self.table.viewer_legal()

    def can(self, action: Action) -> bool:
        return action in self.legal()

    def hint_for(self, button: ActionButton) -> bool:
        """Whether ``button`` takes the adviser's hint now (it is ringed, and Enter takes it)."""
        hinted = self.hinted
        if hinted is None or hinted not in self.legal():
            return False
        probe = button.probe()
        return probe == hinted or (isinstance(hinted, zjh.Compare) and isinstance(probe, zjh.Compare))

    def person_in(self) -> bool:
        return self.seated[self.table.viewer] and bool(self.visible_buttons())

    def show_hint(self, action: Any) -> None:
        """Ring the button of the hinted action (Enter takes it) and say it whole, with its cost."""
        if action not in self.legal():
            return
        self.hinted = action
        self.ring.focus = None  # the hinted button is ringed instead, and Enter takes the hint
        amount = self.price(type(action), action.level if isinstance(action, zjh.Raise) else 0)
        self.say_hint(lambda: hint_line(action, chips(amount), self.table.name))

    def hinted_button(self) -> ActionButton | None:
        """The usable bar button that takes the hint now (None if no hint is up)."""
        return next((b for b in self.visible_buttons() if b.enabled() and self.hint_for(b)), None)

    def _ring_from_hint(self, event: pygame.event.Event) -> bool:
        """The hint's ring is where Tab's starts: Tab moves on from the hinted button, not from the
        bar's start. Enter on that ring takes the hint whole (a compare with its opponent). True if
        the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        hinted = self.hinted_button()
        if hinted is None:
            return False
        if self.ring.focus is None and self.ring.step(event):
            self.ring.focus = hinted
            return False  # the ring moves on from there
        return (self.ring.focus is hinted and event.key in (pygame.K_RETURN, pygame.K_SPACE)
                and self._take_hint())

    def _take_hint(self) -> bool:
        """Enter: take the hinted action while it is still there to take."""
        hinted = self.hinted
        if hinted is None or hinted not in self.legal():
            return False
        self._act(hinted)
        return True

    def _act(self, action: Action) -> None:
        self.memo_shown = []
        self.hinted = None
        self.ring.focus = None  # the next turn starts with no ring: Enter cannot bet by accident
        reason = self.table.submit(action)
        if reason is not None:  # (once an action is taken, TableScene.submit takes a refusal down)
            game = self.table.game.info.id
            self._refuse(lambda: refusals.refusal_text(game, reason, refusals.engine_words))

    def _refuse(self, text: LiveText) -> None:
        """Say why a bet or a button was refused (until the person's next action is taken)."""
        self.say_about_choice(text, 3.0, theme.ACCENT)

    def _compare_probe(self) -> Action | None:
        """A compare with the first opponent still in the hand (any would be refused for the same reason)."""
        me = self.table.viewer
        target = next((s for s in range(len(self.live)) if s != me and self.live[s]), None)
        return None if target is None else zjh.Compare(target)

    def _explain_refusal(self, event: pygame.event.Event) -> bool:
        """On the viewer's turn, a grey button clicked or its key pressed says why it cannot be used now."""
        if not self.legal() or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return False
        for b in self.visible_buttons():
            pressed = (b.rect.collidepoint(event.pos) and event.button == 1 if event.type == pygame.MOUSEBUTTONDOWN
                       else event.key == b.hotkey)
            if pressed and not b.enabled():
                action = b.probe()
                tb = self.table
                reason = None if action is None else tb.game.check(tb.session.state, tb.viewer, action)
                if reason is not None:
                    tb.app.sound.play("error")
                    game = tb.game.info.id
                    self._refuse(lambda: refusals.refusal_text(game, reason, refusals.engine_words))
                return True
        return False

    def _start_compare(self) -> None:
        targets = [a.target for a in self.legal() if isinstance(a, zjh.Compare)]
        if targets:
            self.start_pick_seat(targets, lambda s: self._act(zjh.Compare(s)),
                                 lambda: t("zjh.pick_compare"))
            hinted = self.hinted
            if isinstance(hinted, zjh.Compare) and hinted.target in targets:
                self.hover_seat = hinted.target  # lit as if pointed at, till the pointer moves

    # ---- private compare results for people who share the screen ---------------------------
    def note_private(self, seat: int, event: Event) -> None:
        """Keep each person's own copy of a compare they took part in while someone else had the screen."""
        if isinstance(event, zjh.HandStarted):
            self.private_hand = event.number
        elif isinstance(event, zjh.Compared) and seat in (event.asker, event.target) and self.table.is_human(seat):
            self.memo.setdefault(seat, []).append((self.private_hand, event))

    # ---- layout --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        r = rect
        for b in self.buttons:
            b.font_size = self.px(18)
        self.cw, self.ch = card_size(r.h, 0.8)
        self.sw, self.sh = card_size(r.h, 0.44)
        self.chip_r = max(7, r.h // 64)
        bar_h = self.px(46)
        self.bar_rect = pygame.Rect(r.x + 12, r.bottom - 10 - bar_h, r.w - 24, bar_h)
        self.buttons_room = self._buttons_room()
        self.pot_center = (r.centerx, r.y + int(r.h * 0.40))
        gap = max(6, self.cw // 8)
        hand_w = 3 * self.cw + 2 * gap
        self.hand_rect = pygame.Rect(r.centerx - hand_w // 2, self.bar_rect.y - 14 - self.ch, hand_w, self.ch)
        self._place_buttons()
        # Hint: between the person's seat panel and their cards, level with the cards' foot
        left, right = self.seat_rect(self.table.viewer).right, self.hand_rect.x
        w, h = min(self.px(130), right - left - self.px(16)), self.px(42)
        self.hint_button.rect = pygame.Rect((left + right - w) // 2, self.hand_rect.bottom - h, w, h)
        self.hint_button.font_size, self.hint_button.scale = self.px(19), self.table.scale

    def toast_place(self) -> tuple[tuple[int, int], int]:
        rect = toast_rect(self, self.table.app.toast)
        return rect.center, rect.w

    def px(self, size: int) -> int:
        """A font size or text offset grown with the window as the table's bar and log are."""
        return self.scaled(size)

    def _buttons_room(self) -> pygame.Rect:
        """The betting bar, reaching on to the window's right edge below the log panel when that panel
        ends above it: in a small window a hand's eight buttons then keep readable names and costs."""
        tb, bar = self.table, self.bar_rect
        if tb.log_rect.bottom >= bar.y or tb.rect.right - 12 <= bar.right:
            return bar.copy()
        return pygame.Rect(bar.x, bar.y, tb.rect.right - 12 - bar.x, bar.h)

    def _place_buttons(self) -> None:
        """Side by side, centred under the table; where that would make them too narrow for their names,
        spread on into the room below the log."""
        shown = self.visible_buttons()
        if not shown:
            return
        gap = self.px(8)

        def width(room: pygame.Rect) -> int:
            return min(self.px(150), (room.w - gap * (len(shown) - 1)) // len(shown))

        room = self.bar_rect if width(self.bar_rect) >= self.px(120) else self.buttons_room
        bw = width(room)
        total = bw * len(shown) + gap * (len(shown) - 1)
        x = max(room.x, min(self.bar_rect.centerx - total // 2, room.right - total))
        for b in shown:
            b.rect = pygame.Rect(x, self.bar_rect.y, bw, self.bar_rect.h)
            x += bw + gap

    def seat_center(self, seat: int) -> tuple[int, int]:
        """As the base oval, a little wider: side seats sit further out to leave the middle to the pot."""
        n = self.table.players
        k = (seat - self.table.viewer) % n
        r = self.rect
        if k == 0:
            return super().seat_center(seat)
        angle = math.pi / 2 + 2 * math.pi * k / n
        cx, cy = r.centerx, r.y + int(r.h * 0.44)
        return int(cx + r.w * 0.44 * math.cos(angle)), int(cy + r.h * 0.34 * math.sin(angle))

    def seat_rect(self, seat: int) -> pygame.Rect:
        w = max(self.px(164), int(self.rect.w * 0.16))
        h = max(self.px(88), int(self.rect.h * 0.12))
        if seat == self.table.viewer:
            return pygame.Rect(self.rect.x + 12, self.bar_rect.y - 12 - h, w, h)
        cx, cy = self.seat_center(seat)
        rect = pygame.Rect(cx - w // 2, cy - h // 2, w, h)
        return rect.clamp(self.rect.inflate(-16, -12))

    def card_slots(self, seat: int) -> list[pygame.Rect]:
        """Where a seat's three cards lie: the viewer's big at the bottom, the others' towards the pot."""
        if seat == self.table.viewer:
            gap = (self.hand_rect.w - 3 * self.cw) // 2
            return [pygame.Rect(self.hand_rect.x + i * (self.cw + gap), self.hand_rect.y, self.cw, self.ch)
                    for i in range(3)]
        panel = self.seat_rect(seat)
        # face up they overlap less: the middle card shows whole but for its right edge (an ace's big pip
        # hides its corner suit), so every suit can be read
        face_up = seat in self.revealed or seat in self.known
        step = int(self.sw * (0.84 if face_up else 0.62))
        gw, gh = self.sw + 2 * step, self.sh
        px, py = self.pot_center
        dx, dy = px - panel.centerx, py - panel.centery
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        need_x = (panel.w + gw) / 2 + 10
        need_y = (panel.h + gh) / 2 + 22
        tx = need_x / abs(ux) if abs(ux) > 1e-3 else math.inf
        ty = need_y / abs(uy) if abs(uy) > 1e-3 else math.inf
        dist = min(tx, ty)
        group = pygame.Rect(0, 0, gw, gh)
        group.center = (int(panel.centerx + ux * dist), int(panel.centery + uy * dist))
        group = card_group(self, seat, group.clamp(self.rect.inflate(-8, -8)))
        return [pygame.Rect(group.x + i * step, group.y, self.sw, self.sh) for i in range(3)]

    def stack_point(self, seat: int) -> tuple[int, int]:
        """Where a seat's chips sit (bets fly from here, winnings land here)."""
        panel = self.seat_rect(seat)
        return panel.right - self.chip_r * 2 - 8, panel.bottom - 12

    # ---- view ----------------------------------------------------------------------------
    def sync(self, view: Any) -> None:
        super().sync(view)
        if view is None:
            return
        me = self.table.viewer
        if view.seat != self.synced_seat:  # another seat at the screen (a replay switching seats)
            self.synced_seat = view.seat
            self.revealed = {}
            self.compare_line = None
        for s in range(view.players):
            self.stacks[s].set(view.stacks[s])
        self.pot.set(view.pot)
        self.seated = list(view.seated)
        self.busted_in = list(view.busted_in)
        self.live = list(view.live)
        self.seen = list(view.seen)
        self.contributed = list(view.contributed)
        self.dealt = [3 if c > 0 else 0 for c in view.contributed]
        self.known = {s: h for s, h in enumerate(view.hands) if s != me and h is not None}
        self.my_cards = view.hands[me] if me < len(view.hands) else None
        self.dealer = view.dealer
        self.turn = view.turn
        self.hand_no = view.hand_no
        self.base = view.base
        self.stake_level = view.stake_level
        self.round = view.round
        self.round_limit = view.round_limit
        self.pot_cap = view.pot_cap
        self.hands_limit = view.hands_limit
        self.start_chips = view.start_chips
        self._recall_out_reasons()
        if view.seat is not None and self.memo.get(view.seat):
            self.memo_shown = self.memo.pop(view.seat)
            self.memo_keys.restart()  # Enter hammered through the curtain or to call does not close it unread

    def _recall_out_reasons(self) -> None:
        """A seat out of the hand whose leaving was not animated here (a resumed game, a replay's jump, a
        curtain) gets its reason from the log, so it reads "Folded" rather than "Out of this hand"."""
        told = self.table.log_events
        if self.reasons_hand != self.hand_no:  # the view moved on to another hand without its events
            self.out_reason, self.reasons_hand, self.reasons_told = {}, self.hand_no, -1
        missing = [s for s in range(len(self.live)) if self.seated[s] and not self.live[s] and s not in self.out_reason]
        if missing and self.reasons_told != len(told):
            self.reasons_told = len(told)
            recalled = out_reasons(told)
            for s in missing:
                if s in recalled:
                    self.out_reason[s] = recalled[s]

    def clear_private(self) -> None:
        super().clear_private()
        self.hinted = None
        self.my_cards = None
        self.known = {}
        self.revealed = {}
        self.memo_shown = []
        self.compare_line = None
        self.standings = None
        self.winnings_due = 0

    # ---- events → animation --------------------------------------------------------------
    def _fly_chips(self, amount: int, start: tuple[int, int], end: tuple[int, int], duration: float,
                   on_done: Callable[[], None] | None = None, count: int = 4) -> None:
        values = chips_for(amount, count) or [1]
        for k, value in enumerate(values):
            img = chip_image(self.chip_r, value)
            jitter = ((k * 7) % 11 - 5, (k * 5) % 7 - 3)
            self.table.fly(img, (start[0] - self.chip_r + jitter[0], start[1] - self.chip_r),
                           (end[0] - self.chip_r + jitter[0], end[1] - self.chip_r + jitter[1]), duration,
                           delay=0.05 * k, on_done=on_done if k == len(values) - 1 else None, arc=24)

    def _bubble(self, seat: int, text: LiveText, seconds: float = 1.6) -> None:
        """``text`` over ``seat`` for ``seconds`` at ×1, timed at the table's animation speed as the
        events' waits and the flights are (fast forward included)."""
        self.bubbles[seat] = (text, seconds)

    def begin(self, event: Event) -> float:
        tb = self.table
        me = tb.viewer
        demo = tb.demo or not tb.humans
        if isinstance(event, zjh.HandStarted):
            n = tb.players
            self.hand_no = event.number
            self.dealer = event.dealer
            self.base = event.base
            self.pot_cap = event.pot_cap
            self.round_limit = event.round_limit
            self.stake_level = zjh.LADDER[0]
            self.round = 1
            self.live = [s in event.seats for s in range(n)]
            self.seen = [False] * n
            self.dealt = [0] * n
            self.contributed = [0] * n
            self.known, self.revealed, self.out_reason = {}, {}, {}
            self.reasons_hand = event.number
            self.winners = ()
            self.my_cards = None
            self.standings = None
            self.result = None
            self.winnings_due = 0
            self.compare_line = None
            self.bubbles = {}  # the last hand's ("Busted", "Wins 50"…) are not carried over the deal
            self.pot.set(0, instant=True)
            self.dealt_sound = False
            self.banner = (lambda: t("zjh.banner.hand", n=event.number), 1.4)
            return 0.45
        if isinstance(event, zjh.Bet):
            s = event.seat
            self.stacks[s].set(event.stack)
            self.contributed[s] += event.amount
            self.stake_level = event.level
            self.seen[s] = event.seen
            pot = event.pot

            def land_in_pot(pot: int = pot) -> None:
                self.pot.set(pot)

            self._fly_chips(event.amount, self.stack_point(s), self.pot_center, 0.45, land_in_pot,
                            count=2 if event.kind is zjh.BetKind.ANTE else 4)
            tb.app.sound.play("chip")
            if event.kind is zjh.BetKind.ANTE:
                return 0.06
            self._bubble(s, lambda: bet_label(event.kind, event.amount, event.level)
                         + (t("zjh.all_in_short") if event.all_in else ""))
            return 0.4
        if isinstance(event, zjh.Dealt):
            s = event.seat
            slots = self.card_slots(s)
            start = self.card_slots(self.dealer)[0].topleft if self.dealer != s else self.pot_center
            for k, slot in enumerate(slots[:event.n]):
                def land_card(s: int = s) -> None:
                    self.dealt[s] = min(3, self.dealt[s] + 1)

                tb.fly(card_back(slot.w, slot.h), start, slot.topleft, 0.3, delay=0.09 * k, on_done=land_card)
            if not self.dealt_sound:
                tb.app.sound.play("deal")
                self.dealt_sound = True
            return 0.1
        if isinstance(event, zjh.TurnStarted):
            self.turn = event.seat
            self.round = event.round
            return 0.0
        if isinstance(event, zjh.Looked):
            self.seen[event.seat] = True
            self._bubble(event.seat, lambda: t("zjh.bubble.look"))
            tb.app.sound.play("click")
            if event.seat == me and event.cards is not None:
                self.my_cards = event.cards
                self.flip = 1.0
                return 0.45
            return 0.3
        if isinstance(event, zjh.Folded):
            self.live[event.seat] = False
            self.out_reason[event.seat] = "folded"
            self._bubble(event.seat, lambda: t("zjh.bubble.fold"))
            tb.app.sound.play("draw")
            return 0.35
        if isinstance(event, zjh.Compared):
            a, b = event.asker, event.target
            wait = 1.8 if event.asker_hand is not None else 1.1
            self.compare_line = (a, b, wait)
            self.live[event.loser] = False
            self.out_reason[event.loser] = "lost"
            self.seen[a] = self.seen[b] = True
            # the result stays up as long as the line, at the table's speed like it
            self._bubble(event.winner, lambda: t("zjh.bubble.won_compare"), wait)
            self._bubble(event.loser, lambda: t("zjh.bubble.lost_compare"), wait)
            for hand in (event.asker_hand, event.target_hand):
                if hand is not None:
                    self.revealed[hand.seat] = hand
                    if hand.seat == me:
                        self.my_cards = hand.cards
            tb.app.sound.play("play")
            return wait
        if isinstance(event, zjh.OutOfChips):
            self.live[event.seat] = False
            self.out_reason[event.seat] = "broke"
            self._bubble(event.seat, lambda: t("zjh.bubble.no_chips"))
            return 0.5
        if isinstance(event, zjh.Showdown):
            self.turn = None  # the betting is over: the opener or last caller is no longer the one to act
            for hand in event.hands:
                self.revealed[hand.seat] = hand
                self.seen[hand.seat] = True
                if hand.seat == me:
                    self.my_cards = hand.cards
            self.winners = event.winners
            self.banner = (lambda: t("zjh.banner." + event.reason.value,
                                     name=tb.name(event.opener) if event.opener is not None else ""), 2.2)
            tb.app.sound.play("play")
            return 1.2 if demo else 2.4
        if isinstance(event, zjh.PotAwarded):
            for w, amount in zip(event.winners, event.amounts):
                stack = event.stacks[w]

                def land_winnings(w: int = w, stack: int = stack) -> None:
                    self.stacks[w].set(stack)
                    self.winnings_due = max(0, self.winnings_due - 1)

                self._fly_chips(amount, self.pot_center, self.stack_point(w), 0.6, land_winnings, count=6)
                self._bubble(w, lambda amount=amount: t("zjh.bubble.wins", amount=chips(amount)), 2.5)
            self.pot.set(0)
            self.winnings_due = len(event.winners)
            self.winners = event.winners
            self.standings = event
            self.standings_age = self.standings_real_age = 0.0
            self.standings_keys.restart()  # Enter hammered to call through the hand's end does not skip them
            self.standings_put_in = tuple(self.contributed)
            self.result = (self.hand_no, event)
            self.last_award = self.result
            won = me in event.winners and tb.is_human(me)
            tb.app.sound.play("win" if won else "chip")
            return 1.4 if demo else 3.6
        if isinstance(event, zjh.Busted):
            self.seated[event.seat] = False
            self.busted_in[event.seat] = self.hand_no
            # the table holds the bust a moment, the bubble up all of it; the next hand clears it
            self._bubble(event.seat, lambda: t("zjh.bubble.busted"), 2.0)
            tb.app.sound.play("eliminate")
            return BUST_PAUSE
        if isinstance(event, zjh.SessionEnded):  # the last standings stay up till the results come
            for s, stack in enumerate(event.stacks):
                self.stacks[s].set(stack)
            return END_PAUSE
        return 0.0

    def standings_shown(self) -> bool:
        """Whether the standings panel is up: a moment after the pot is awarded (0.7 s at ×1, at the table's
        speed as the pause it stands in is), once the winnings have landed, and never under the results
        (the table is not updated under them). From then on the seats' chips show their final figures
        (they were still counting up under the panel)."""
        return (self.standings is not None and self.standings_age > 0.7 and not self.winnings_due
                and not self.table.finished_shown)

    def standings_cover(self) -> pygame.Rect | None:
        """Where the standings panel lies while it is up (None while it is not)."""
        if self.standings is None or not self.standings_shown():
            return None
        return standings_rect(self, self.table.players)

    def standings_left(self) -> float:
        """Real seconds until the standings go by themselves: what is left of the pause the table is in
        and the pause of each bust queued after it (the next hand takes them down), at the table's speed
        now; the last standings, up till the results come, count the session end's pause and the table's
        wait before the results too."""
        tb = self.table
        wait = tb.wait
        for _, seen in tb.queue:
            if isinstance(seen, zjh.SessionEnded):
                wait += END_PAUSE
            elif not isinstance(seen, zjh.Busted):
                break
            else:
                wait += BUST_PAUSE
        left = wait / max(0.01, tb.speed)
        return left + tb.results_in() if self.last_standings() else left

    def curtain_news(self, seat: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The standings are public: a person at a pass-and-play table who did not have the screen
        while they were up after the last hand sees them on the curtain that names them."""
        tb = self.table
        if self.last_award is None or tb.replay or tb.demo:
            return None
        hand, award = self.last_award
        if hand < tb.session.state.hand_no - 1 or (hand, seat) in self.standings_seen:
            return None  # an older hand's, or seen (once they take the screen, they have)
        return standings_card(self, hand, award)

    def hand_result(self) -> zjh.PotAwarded | None:
        """How the pot of the hand on the table went, once it is over (until the next hand starts)."""
        if self.result is None or self.result[0] != self.hand_no:
            return None
        return self.result[1]

    def gains(self, award: zjh.PotAwarded) -> dict[int, int]:
        """What each winner of ``award`` gained in the hand: their share less what they had put in."""
        put_in = self.standings_put_in
        return {w: a - (put_in[w] if w < len(put_in) else 0) for w, a in zip(award.winners, award.amounts)}

    def narrate(self, event: Event) -> str | None:
        tb = self.table
        return narrate(event, tb.name, tb.viewer, private_ok=not tb.pass_and_play)

    # ---- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for tween in self.stacks:  # the figures count at the table's speed, as the chips fly (fast forward too)
            tween.update(dt * self.table.speed)
        self.pot.update(dt * self.table.speed)
        self.flip = max(0.0, self.flip - dt * 2.5 * self.table.speed)  # 0.4 s at ×1, within Looked's wait
        self.standings_age += dt * self.table.speed
        self.standings_real_age += dt
        self.standings_keys.update(dt)
        self.memo_keys.update(dt)
        for seat in list(self.bubbles):
            text, left = self.bubbles[seat]
            left -= dt * self.table.speed
            if left <= 0:
                del self.bubbles[seat]
            else:
                self.bubbles[seat] = (text, left)
        if self.compare_line is not None:  # timed as the compare's own wait, at the table's speed
            a, b, left = self.compare_line
            left -= dt * self.table.speed
            self.compare_line = (a, b, left) if left > 0 else None
        if self.banner is not None:  # timed at the table's speed, as the deal and the showdown's wait are
            text, left = self.banner
            left -= dt * self.table.speed
            # the person's turn ends it (it would come back over the table once they have acted)
            mine = self.table.viewer_legal()
            self.banner = (text, left) if left > 0 and not mine else None
        if self.last_standings():
            if self.table.finished_shown:  # the results are up
                self.standings = None
        elif self.standings is not None and self.table.wait <= 0 and not self.table.queue:
            self.standings = None
        if self.last_award is not None and not self.table.curtain_up:  # on the table or the curtain they lifted
            self.standings_seen.add((self.last_award[0], self.table.viewer))
        award = self.standings
        if award is not None and self.standings_shown():
            self.pot.set(0, instant=True)
            for s, stack in enumerate(award.stacks):  # the chips on the table read as the panel does
                self.stacks[s].set(stack, instant=True)
        self._place_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_pot(self, surface)
        draw_compare_line(self, surface, disc=False)
        labels = hand_labels(self)
        for seat in range(self.table.players):
            draw_seat(self, surface, seat, labels)
        draw_compare_line(self, surface, disc=True, labels=labels)
        draw_my_hand(self, surface)
        if not memo_hides_line(self) and not standings_hide_line(self):
            draw_status(self, surface)
        note = self.watching_note()
        if note:
            draw_panel(surface, self.bar_rect, alpha=200)
            size, line = fit_line(note, self.px(18), 11, self.bar_rect.w - 24, bold=True)
            blit_text(surface, line, size, theme.GOLD, bold=True, center=self.bar_rect.center)
        elif self.picking_seat is None:  # while a seat is picked its instruction takes the bar's place
            self._place_buttons()  # a bet animated this frame may have hidden raise rungs: close the gap now
            shown = self.visible_buttons()
            share_text_size(shown)
            for b in shown:
                b.draw(surface)
                if self.hint_for(b) and self.ring.focus is None:  # Tab's ring, once up, is the only one
                    draw_focus_ring(surface, b.rect, self.table.scale)
        if self.hint_shown():
            self.hint_button.draw(surface)
        if self.picking_seat is None and not note:
            self.ring.buttons = self.ring_buttons()
            self.ring.draw(surface, self.table.scale)
        draw_bubbles(self, surface)
        # under the flying cards: the person's cards being dealt pass over it on their way in
        draw_banner(self, surface)

    # overlays -------------------------------------------------------------------------------
    def prompt_rect(self) -> pygame.Rect:
        """Picking an opponent to compare with, the instruction lies on the betting bar (whose buttons
        cannot be used meanwhile), so it never hides a seat to be clicked or the pot's lines."""
        if self.picking_seat is not None:
            return self.bar_rect.copy()
        return super().prompt_rect()

    def draw_prompt(self, surface: pygame.Surface) -> None:
        if self.picking_seat is None or self.prompt is None:
            super().draw_prompt(surface)
            return
        rect = self.prompt_rect()
        draw_panel(surface, rect, alpha=235)
        size, line = fit_line(self.prompt.title, self.px(19), 12, rect.w - 24, bold=True)
        blit_text(surface, line, size, theme.GOLD, bold=True, center=rect.center)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.standings is not None and self.standings_shown():
            draw_standings(self, surface, self.standings)
        if self.memo_shown:
            draw_memo(self, surface)
        super().draw_overlay(surface)

    # ---- input ---------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        if self.handle_prompt(event):
            return
        if self.memo_shown and self.memo_keys.swallows(event):
            return
        if self.memo_shown and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.memo_shown = []
            return
        if self.standings is not None and self.standings_keys.swallows(event):
            return
        if self.standings is not None and self.standings_real_age > 0.3 and (
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
            if self.last_standings():
                self.table.hurry_to_results()
            self.standings = None
            self.table.wait = 0.0
            return
        self._place_buttons()
        self.ring.buttons = self.ring_buttons()
        if self._ring_from_hint(event):
            return
        if self.ring.handle(event):
            return
        if self.hint_shown() and self.hint_button.handle(event):
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN
                and self._take_hint()):
            return
        if self._explain_refusal(event):
            return
        for b in self.visible_buttons():
            if b.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover_cards = self._over_my_cards(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._over_my_cards(event.pos):
            if self.my_cards is None and self.can(zjh.Look()):
                self._act(zjh.Look())

    def _over_my_cards(self, pos: tuple[int, int]) -> bool:
        me = self.table.viewer
        if not self.dealt[me]:
            return False
        slots = self.card_slots(me)
        return pygame.Rect(slots[0].x, slots[0].y - 12, slots[2].right - slots[0].x, slots[0].h + 12).collidepoint(pos)

    # ---- results -------------------------------------------------------------------------
    def ended_a_match(self) -> bool:
        """A session of several hands is a match; a session stopped after one hand is one game."""
        return int(self.table.session.state.hand_no) > 1

    def plays_a_match(self) -> bool:
        """A session of several hands (0: no limit) is a match; one of a single hand is one game."""
        return int(self.table.session.record.options.get("hands", 20)) != 1

    def result_lines(self, outcome: Outcome) -> list[str]:
        state = self.table.session.state  # the session is over: the final state is public
        lines = [t("zjh.result.hands", n=state.hand_no)]
        for rank, s in ranking(state.stacks, state.busted_in, state.hand_no):
            change = chips_change(state.stacks[s] - state.start_chips)
            gone = went_out_in(state.stacks, state.busted_in, state.hand_no, s)
            if gone:  # broke: when they went out says how long they lasted
                lines.append(t("zjh.result.line_out", rank=rank, name=self.table.name(s),
                               out=t("zjh.result.out_in", n=gone), change=change))
            else:
                lines.append(t("zjh.result.line", rank=rank, name=self.table.name(s), chips=chips(state.stacks[s]),
                               change=change))
        return lines
