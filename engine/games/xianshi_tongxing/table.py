"""A mutable working copy of the frozen state, used inside one engine step, with the small
primitives every rule needs (moving cards, drawing, seat order). ``freeze()`` gives the new state."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.core import Event
from engine.games.xianshi_tongxing.cards import CHENGGUAN, CHUNCUI, CAIPAN, Card, Kind
from engine.games.xianshi_tongxing.events import ShuffleReason, Shuffled
from engine.games.xianshi_tongxing.state import (
    Beg, Duel, Effect, Rules, Trade, Window, XState,
)
from engine.rng import Rng


def next_living(alive: Sequence[bool], seat: int, direction: int) -> int:
    """The first seat still in after ``seat`` going ``direction`` (1 or -1); ``seat`` if none is."""
    n = len(alive)
    for k in range(1, n + 1):
        s = (seat + direction * k) % n
        if alive[s]:
            return s
    return seat


class Table:
    """Lists instead of tuples; every rule in flow.py and effects.py works on one of these."""

    def __init__(self, s: XState) -> None:
        self.base = s
        self.players = s.players
        self.rules: Rules = s.rules
        self.rng = Rng(s.rng)
        self.deck: list[Card] = list(s.deck)
        self.discard: list[Card] = list(s.discard)
        self.removed: list[Card] = list(s.removed)
        self.hands: list[list[Card]] = [list(h) for h in s.hands]
        self.sealed: list[list[Card]] = [list(h) for h in s.sealed]
        self.sealed_blind: list[list[Card]] = [list(h) for h in s.sealed_blind]
        self.blind: list[list[Card]] = [list(h) for h in s.blind]
        self.alive: list[bool] = list(s.alive)
        self.out_order: list[int] = list(s.out_order)
        self.marks: list[bool] = list(s.marks)
        self.direction = s.direction
        self.turn = s.turn
        self.extra = s.extra
        self.skip = s.skip
        self.bottom = s.bottom
        self.strike_used = s.strike_used
        self.phase = s.phase
        self.draws_left = s.draws_left
        self.context = s.context
        self.revealed = s.revealed
        self.holding = s.holding
        self.effect: Effect | None = s.effect
        self.window: Window | None = s.window
        self.trade: Trade | None = s.trade
        self.beg: Beg | None = s.beg
        self.duel: Duel | None = s.duel
        self.peek = s.peek
        self.winners = s.winners
        self.turns = s.turns
        self.ev: list[Event] = []

    def freeze(self) -> XState:
        return replace(
            self.base,
            rng=self.rng.state,
            deck=tuple(self.deck), discard=tuple(self.discard), removed=tuple(self.removed),
            hands=tuple(tuple(h) for h in self.hands),
            sealed=tuple(tuple(h) for h in self.sealed),
            sealed_blind=tuple(tuple(h) for h in self.sealed_blind),
            blind=tuple(tuple(h) for h in self.blind),
            alive=tuple(self.alive), out_order=tuple(self.out_order), marks=tuple(self.marks),
            direction=self.direction, turn=self.turn, extra=self.extra, skip=self.skip, bottom=self.bottom,
            strike_used=self.strike_used, phase=self.phase, draws_left=self.draws_left, context=self.context,
            revealed=self.revealed, holding=self.holding, effect=self.effect, window=self.window,
            trade=self.trade, beg=self.beg, duel=self.duel, peek=self.peek, winners=self.winners,
            turns=self.turns,
        )

    # ---- seats ---------------------------------------------------------------------------
    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def next_alive(self, seat: int, direction: int | None = None) -> int:
        return next_living(self.alive, seat, self.direction if direction is None else direction)

    def others_in_order(self, seat: int) -> list[int]:
        """The other living seats, in turn order starting after ``seat``."""
        out: list[int] = []
        s = seat
        for _ in range(self.players - 1):
            s = (s + self.direction) % self.players
            if self.alive[s] and s != seat:
                out.append(s)
        return out

    def available(self, seat: int) -> int:
        """Cards the seat can hand over or discard: held plus face down, not sealed."""
        return len(self.hands[seat]) + len(self.blind[seat])

    def judges(self, seat: int) -> list[Card]:
        """Distinct cards the seat can answer a window with."""
        out: list[Card] = []
        if CAIPAN in self.hands[seat]:
            out.append(CAIPAN)
        if self.rules.wild and CHUNCUI in self.hands[seat]:
            out.append(CHUNCUI)
        return out

    def defusers(self, seat: int) -> list[Card]:
        out: list[Card] = []
        if CHENGGUAN in self.hands[seat]:
            out.append(CHENGGUAN)
        if self.rules.wild and CHUNCUI in self.hands[seat]:
            out.append(CHUNCUI)
        return out

    # ---- cards ---------------------------------------------------------------------------
    def take(self, seat: int, card: Card) -> Card:
        self.hands[seat].remove(card)
        return card

    def take_ref(self, seat: int, card: Card | None, blind: int | None) -> tuple[Card, bool]:
        """Remove a card named as held (``card``) or by face-down index; returns (card, was_blind)."""
        if card is not None:
            return self.take(seat, card), False
        assert blind is not None
        return self.blind[seat].pop(blind), True

    def shuffle_deck(self, seat: int, reason: ShuffleReason) -> None:
        self.deck = list(self.rng.shuffled(self.deck))
        self.ev.append(Shuffled(seat, reason, len(self.deck)))

    def draw_one(self, seat: int, bottom: bool) -> Card | None:
        """Take the top (or bottom) card; an empty deck is first refilled from the discard pile."""
        if not self.deck and self.discard:
            self.deck = list(self.discard)
            self.discard = []
            self.shuffle_deck(seat, ShuffleReason.EMPTY_DECK)
        if not self.deck:
            return None
        return self.deck.pop() if bottom else self.deck.pop(0)

    def remove_last(self, pile: list[Card], kind: Kind) -> Card | None:
        for i in range(len(pile) - 1, -1, -1):
            if pile[i].kind is kind:
                return pile.pop(i)
        return None
