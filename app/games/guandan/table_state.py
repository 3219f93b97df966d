"""The Guandan table's shared state and the small queries every part of the table asks: legal
actions, the selection's plays, where each seat's cards lie on screen, card faces with the level
marks. The drawing (draw.py), the animations (animate.py) and the input (ui.py) build on it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from app.games.base import GameUI
from app.games.guandan import layout as lay
from app.games.guandan.faces import marked_face
from app.games.guandan.hand import FanGeometry, HandModel, table_order
from app.games.guandan.text import gd_rank, team_word
from app.i18n import LiveText, t
from app.ui import theme
from app.ui.anim import NumberTween
from app.ui.widgets import Button
from engine.cards import Card
from engine.core import Action, Event
from engine.games.guandan import Pass, Phase, Play, Return, Tribute, selection_plays
from engine.games.guandan.cards import card_code, wild_code
from engine.games.guandan.state import HandEnded, HandStarted, MatchEnd, ReturnPaid, TributeChosen, TributePaid

RECEIVED_SECONDS = 8.0  # how long a card given to the viewer stays marked in their hand, at most


class TableBase(GameUI):
    """State of the Guandan table as drawn (it follows the events as they animate)."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.geo = lay.compute(pygame.Rect(0, 48, 1008, 672), pygame.Rect(0, 0, 1280, 720))
        self.model = HandModel()
        self.fan = FanGeometry()
        self.levels = [NumberTween(value=2, target=2), NumberTween(value=2, target=2)]
        self.level = 2
        self.log_level: int | None = None  # the level of the hand the log is telling
        self.log_places: tuple[int, ...] = ()  # each seat's place in the hand the log told ended last
        self.level_team: int | None = None
        self.hand_no = 0
        self.extra = False
        self.phase = Phase.PLAY
        self.turn: int | None = None
        self.deciding: tuple[int, ...] = ()
        self.shown: dict[int, tuple[Play | Pass, bool]] = {}  # seat -> (last action, stale)
        self.standing: int | None = None  # whose play stands on the trick shown (the winner's, once won)
        self.announced: list[int | None] = [None] * 4
        self.places: dict[int, int] = {}
        self.last_places: tuple[int, ...] = ()  # each seat's place in the hand shown last (why tribute is due)
        self.sizes = [27, 27, 27, 27]  # counted from public events (for the hint's AI only)
        self.played: list[Card] = []
        self.reveal = 99.0  # cards of the hand shown so far while dealing
        # seat -> (what it says, seconds left, colour); a banner's "title" and "sub" and a flash's "text"
        # are LiveTexts too: said again each frame, in the language of the moment
        self.bubbles: dict[int, tuple[LiveText, float, tuple[int, int, int]]] = {}
        self.banner: dict[str, Any] | None = None
        self.summary: dict[str, Any] | None = None
        self.flashes: list[dict[str, Any]] = []
        self.hiding: dict[int, int] = {}  # seat -> cards still flying to its zone
        self.gifts_to: dict[int, int] = {}  # seat -> tribute cards still flying to it
        # payer -> (receiver, card) of the tributes paid this hand, as the table has shown them (the
        # view, synced once the table is still, lags behind while a tribute card flies)
        self.paid: dict[int, tuple[int, Card | None]] = {}
        # this hand's payers and receivers of tribute, as shown (the tributes' places in the panel, the
        # person's part in them); and the card the person chose to pay or give back, not yet given
        self.tribute_seats: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self.picked: Card | None = None
        self.given_back: set[int] = set()  # the receivers whose card given back the table has shown leaving
        # receiver of a tribute -> the card it gave back, as shown (None: a card the viewer may not see)
        self.returned: dict[int, Card | None] = {}
        self.to_panel: set[int] = set()  # payers whose tribute card is still flying to its place in the panel
        self.received: list[Card] = []  # tribute or give-back cards just come into the viewer's hand
        self.received_left = 0.0  # seconds they stay marked (unless the viewer acts first)
        self.received_by: int | None = None  # whose hand they are in
        # pass-and-play: cards given to people away from the screen, marked once they take it
        self.waiting: dict[int, list[Card]] = {}
        self.launch_from: list[tuple[int, int]] | None = None
        self.end_reason: MatchEnd | None = None
        self.level_pulse = [0.0, 0.0]
        # input
        self.press: dict[str, Any] | None = None
        self.carry: tuple[int, int] | None = None  # offset of the carried selection from the mouse
        self.mouse = (0, 0)
        self.last_click = (-1, -1.0)
        self.clock = 0.0
        self.focus: int | None = None
        self.hint_plays: list[Play] = []
        self.hint_key: Any = None
        self.hint_i = -1
        self.hinted: Play | None = None
        self.queued_keys: list[int] = []  # H and Enter pressed while the table was still animating
        self.toasted: tuple[LiveText, tuple[int, ...]] | None = None  # our refusal shown, and the selection it spoke of
        self._legal: tuple[Action, ...] | None = None
        self.last_begun: Event | None = None  # the event the table showed last
        self._sel_cache: tuple[Any, tuple[Play, ...]] = (None, ())
        self.buttons: dict[str, Button] = {}
        self.row_with_pass = True  # the button row was laid out with Pass (in play), not without it
        self.row_language = ""  # the language the button row was laid out for (its widths are its words')

    def place_buttons(self) -> None:
        """Lay the buttons out in the row above the hand (the table's UI knows them)."""

    def tribute_slot(self, k: int) -> pygame.Rect:
        """Where the ``k``-th tribute paid this hand lies in the tribute panel (the drawing knows it)."""
        return pygame.Rect(self.geo.center, (0, 0))

    def summary_seconds(self, ev: HandEnded) -> float:
        """How long the hand summary stays at speed x1 (the drawing knows its texts)."""
        return 3.4

    def counter_on(self) -> bool:
        return bool(getattr(self.table.app.settings, "show_card_counter", False))

    def legal(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = self.table.viewer_legal() or self.standing_choice()
        return self._legal

    def standing_choice(self) -> tuple[Action, ...]:
        """The person's tribute or give-back choices while the table shows another seat choosing
        (its "chosen" bubble): the person still chooses, so their panel, buttons, dimmed cards and
        pick stay (they went for a moment and came back). () at any other time; a key or button
        pressed meanwhile acts once the table is still (see GuandanUI.play_selection)."""
        tb = self.table
        if self.phase not in (Phase.TRIBUTE, Phase.RETURN) or not tb.busy or tb.replay or tb.curtain_up:
            return ()
        me = tb.viewer
        if not tb.is_human(me) or me not in self.deciding or tb.later or any(not f.done for f in tb.flyers):
            return ()
        if not all(isinstance(event, TributeChosen) for event, _ in tb.queue):
            return ()
        if tb.wait > 0 and not isinstance(self.last_begun, TributeChosen):
            return ()  # a banner's or a card's pause (the tribute's own banner, a card given)
        if tb.session.is_over() or me not in tb.session.decision().seats:
            return ()
        return tb.game.legal_actions(tb.session.state, me)

    def my_turn(self) -> bool:
        return bool(self.legal())

    def interactive(self) -> bool:
        tb = self.table
        return tb.is_human(tb.viewer) and not getattr(tb, "replay", False) and self.view is not None

    def choosing_card(self) -> bool:
        """The viewer must pick a tribute or return card now."""
        return self.phase in (Phase.TRIBUTE, Phase.RETURN) and self.my_turn()

    def shows_choice_buttons(self) -> bool:
        """Whether Hint and Play (and Pass, in play) are on the button row: in play for a person at the
        screen (greyed while others play) until they are out, in the tribute phases only while the
        viewer picks a card. A payer waiting for the give-back, a seat left out of the tribute or a
        person out before the hand ends has nothing to press: a line in their place says the person's
        part in the tribute or that they wait for the hand's end (see bar_line). While the hand's
        summary is up, and once the match is over, the row is left to the small buttons: greyed Pass,
        Hint and Play under the summary offered nothing. The match is over as the table shows it: the
        last play is laid down first, the buttons as they were until then."""
        if self.summary is not None or self.match_end_shown():
            return False
        if self.phase in (Phase.TRIBUTE, Phase.RETURN):
            return self.choosing_card()
        if self.out_while_hand_goes_on():
            return False
        return self.my_turn() or self.interactive()

    def match_end_shown(self) -> bool:
        """Whether the table shows the match's end: its banner, or all of the end shown (the engine is
        over a moment earlier, while the last play is still on its way to the table)."""
        return self.end_reason is not None or self.table.end_shown()

    def out_while_hand_goes_on(self) -> bool:
        """The viewer has gone out and the others still play this hand."""
        return self.phase is Phase.PLAY and self.table.viewer in self.places and len(self.places) < 3

    def visible_buttons(self) -> list[Button]:
        """The buttons on screen now, which alone take clicks (Pass only in play)."""
        choice = self.shows_choice_buttons()
        return [b for name, b in self.buttons.items()
                if (choice or name not in ("pass", "hint", "play")) and (name != "pass" or self.phase is Phase.PLAY)]

    def allowed_cards(self) -> set[Card] | None:
        """During tribute/return: the cards the viewer may give (None outside)."""
        if not self.choosing_card():
            return None
        return {a.card for a in self.legal() if isinstance(a, (Tribute, Return))}

    def selection_plays(self) -> tuple[Play, ...]:
        """Plays the current selection allows now (one per reading), cached per selection."""
        cards = self.model.selected_cards()
        top = self.view.top if self.view is not None else None
        key = (tuple(sorted(card_code(c) for c in cards)), self.level, top)
        if self._sel_cache[0] != key:
            plays = selection_plays(cards, self.level, top) if cards else ()
            self._sel_cache = (key, plays)
        return self._sel_cache[1]

    def can_play(self) -> bool:
        if not self.my_turn() or not self.model.selected:
            return False
        if self.phase is Phase.PLAY:
            return bool(self.selection_plays())
        allowed = self.allowed_cards() or set()
        cards = self.model.selected_cards()
        return len(cards) == 1 and cards[0] in allowed

    def relayout_hand(self) -> None:
        g = self.geo
        self.fan.layout(g.hand_area, (g.cw, g.ch), self.model.groups, g.rows, self.model.selected, self.rect.centerx)
        if self.focus is not None and self.focus >= len(self.model.cards):
            self.focus = len(self.model.cards) - 1 if self.model.cards else None

    def mark_received(self, card: Card) -> None:
        """Mark ``card``, just given to the viewer (a tribute or a card given back), in their hand."""
        self.received.append(card)
        self.received_left = RECEIVED_SECONDS
        self.received_by = self.table.viewer

    def forget_received(self) -> None:
        self.received = []
        self.received_left = 0.0
        self.received_by = None

    def note_private(self, seat: int, event: Event) -> None:
        """Pass-and-play: a tribute or give-back card that ``seat``, a person away from the screen,
        receives waits to be marked in their hand until they take the screen (a new hand drops it)."""
        if isinstance(event, HandStarted):
            self.waiting.pop(seat, None)
        elif isinstance(event, (TributePaid, ReturnPaid)) and event.receiver == seat and event.card is not None:
            self.waiting.setdefault(seat, []).append(event.card)

    def show_waiting(self) -> None:
        """The person at the screen (no curtain down) sees their hand: the cards given to them while
        they were away are marked now, for the usual time counted from now."""
        tb = self.table
        if tb.curtain_up or tb.viewer not in self.waiting:
            return
        cards = self.waiting.pop(tb.viewer)
        if self.received_by != tb.viewer:
            self.forget_received()
        for card in cards:
            self.mark_received(card)

    def received_positions(self) -> set[int]:
        """Where the viewer's hand holds the cards just given to them (one copy of each); nothing
        while a curtain is down or if they were given to another seat."""
        out: set[int] = set()
        if self.table.curtain_up or self.received_by != self.table.viewer:
            return out
        for card in self.received:
            i = next((k for k, c in enumerate(self.model.cards) if c == card and k not in out), None)
            if i is not None:
                out.add(i)
        return out

    def drop_zone(self) -> pygame.Rect:
        g = self.geo
        return pygame.Rect(self.rect.x, self.rect.y + int(self.rect.h * 0.15), self.rect.w,
                           g.bar.y - self.rect.y - int(self.rect.h * 0.15))

    def carry_positions(self, mouse: tuple[int, int]) -> list[tuple[int, int]]:
        """Top-left corners of the carried cards drawn at the mouse."""
        if self.carry is None:
            return []
        ox, oy = self.carry
        sel = sorted(self.model.selected)
        step = int(self.geo.cw * 0.4)
        x0 = mouse[0] - ox - step * sel.index(sel[0])
        return [(x0 + k * step, mouse[1] - oy) for k in range(len(sel))]

    def home_team(self) -> int | None:
        """The team of the people at the screen when they all sit on one team (they are "we");
        None in a demo or with people on both teams (the teams are then named by their players)."""
        teams = {seat & 1 for seat in range(4) if self.table.is_human(seat)}
        return teams.pop() if len(teams) == 1 else None

    def team_word(self, team: int) -> str:
        return team_word(team, self.home_team(), self.table.name)

    def rel(self, seat: int) -> int:
        return (seat - self.table.viewer) % 4

    def face(self, card: Card, w: int, h: int) -> pygame.Surface:
        mark = 0
        if not card.is_joker and gd_rank(card) == self.level:
            mark = 2 if card_code(card) == wild_code(self.level) else 1
        return marked_face(card, w, h, mark, t("card.wild_badge") if mark == 2 else "")

    def seat_point(self, seat: int, w: int = 0, h: int = 0) -> tuple[int, int]:
        """Top-left for an image of w×h centred on a seat (the viewer: the middle of the hand)."""
        g = self.geo
        if self.rel(seat) == 0:
            cx, cy = g.hand_area.centerx, g.hand_area.centery
        else:
            cx, cy = g.panels[self.rel(seat)].center
        return cx - w // 2, cy - h // 2

    def backs_point(self, seat: int, width: int) -> tuple[int, int]:
        """Top-left of another seat's row of cards ``width`` wide: right of the partner's panel, above
        a side seat's."""
        g = self.geo
        rect = g.panels[self.rel(seat)]
        if self.rel(seat) == 2:
            return rect.right + 10, rect.centery - g.bh // 2
        x = rect.centerx - width // 2
        return max(self.rect.x + 4, min(x, self.rect.right - width - 4)), g.side_backs_top

    def zone_rect(self, seat: int, n: int) -> pygame.Rect:
        """The area ``n`` played cards take in front of ``seat``."""
        g = self.geo
        step = int(g.pw * 0.42)
        width = g.pw + step * max(0, n - 1)
        zone = g.zones[self.rel(seat)]
        r = pygame.Rect(0, zone.y, width, g.ph)
        pos = self.rel(seat)
        if pos in (0, 2):
            r.centerx = zone.centerx
        elif pos == 3:
            r.x = zone.x
        else:
            r.right = zone.x
        return r

    def play_positions(self, seat: int, n: int) -> list[tuple[int, int]]:
        r = self.zone_rect(seat, n)
        step = int(self.geo.pw * 0.42)
        return [(r.x + k * step, r.y) for k in range(n)]

    def play_order(self, cards: Sequence[Card], play: Play | None = None) -> list[Card]:
        """A play's cards as people lay them out (sequences low to high on the table)."""
        return table_order(cards, play, self.level)

    def active(self, seat: int) -> bool:
        """Whether ``seat`` is shown to have the turn (its ring, "thinking…"): in play, only once
        the play before it has landed on the table, not while its cards are still flying there; a
        receiver choosing its give-back, only once the tribute paid to it has landed."""
        if self.phase is Phase.PLAY:
            return self.turn == seat and seat not in self.places and not self.hiding
        if self.phase in (Phase.TRIBUTE, Phase.RETURN):
            return seat in self.deciding and not self.gifts_to.get(seat)
        return False

    def on_table(self, seat: int) -> tuple[Play | Pass, bool] | None:
        """What lies in front of ``seat``: its last play or pass and whether its trick is over;
        None while its cards are still flying there, and neither a "Pass" nor a beaten play once
        its turn has come round again (they answered an earlier play, not the one it now thinks
        about). The play standing on the trick stays, the winner's too as it leads again."""
        if seat in self.hiding or seat not in self.shown:
            return None
        action, stale = self.shown[seat]
        if self.active(seat) and (isinstance(action, Pass) or seat != self.standing):
            return None
        return action, stale

    def busy_now(self) -> bool:
        return self.table.busy or self.summary is not None

    def show_banner(self, title: LiveText, sub: LiveText = "", seconds: float = 1.6,
                    color: tuple[int, int, int] = theme.GOLD, big: bool = False) -> None:
        self.banner = {"title": title, "sub": sub, "time": seconds, "age": 0.0, "color": color, "big": big}

    def bubble(self, seat: int, text: LiveText, seconds: float = 1.6,
               color: tuple[int, int, int] = theme.WHITE) -> None:
        self.bubbles[seat] = (text, seconds, color)
