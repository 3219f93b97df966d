"""99死 Deadline 99: keep the running count at 99 or below, or you are out.

Rules from seed 004, settled by rulings.md (deadline99): normal and faction mode, angel and death.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass, replace

from engine.cards import ACE, BIG_JOKER, JACK, KING, QUEEN, SMALL_JOKER, Card, Suit, standard_deck
from engine.core import (
    Action, Decision, DecisionKind, Event, Game, GameInfo, OptionSpec, OptionValue, Outcome, Refusal,
)
from engine.rng import Rng, seed_state

LIMIT = 99
HAND_SIZE = 5
NUMBER_RANKS = frozenset({3, 4, 5, 6, 9})
SIGNED = {10: 10, QUEEN: 20}
TARGETED = frozenset({ACE, JACK, 7})
ANGEL = Card(BIG_JOKER, Suit.JOKER)
DEATH = Card(SMALL_JOKER, Suit.JOKER)


class Faction(enum.Enum):
    RED = "red"
    BLACK = "black"
    FREE = "free"


class Identity(enum.Enum):
    """Faction-mode identity cards: kings are shown, the rest stay hidden until the end."""

    RED_KING = "red_king"
    BLACK_KING = "black_king"
    RED_MINISTER = "red_minister"
    BLACK_MINISTER = "black_minister"
    FREE = "free"

    @property
    def faction(self) -> Faction:
        if self in (Identity.RED_KING, Identity.RED_MINISTER):
            return Faction.RED
        if self in (Identity.BLACK_KING, Identity.BLACK_MINISTER):
            return Faction.BLACK
        return Faction.FREE

    @property
    def is_king(self) -> bool:
        return self in (Identity.RED_KING, Identity.BLACK_KING)


IDENTITY_SETS: dict[int, tuple[Identity, ...]] = {}
_BASE4 = (Identity.RED_KING, Identity.BLACK_KING, Identity.RED_MINISTER, Identity.BLACK_MINISTER)
_BASE6 = _BASE4 + (Identity.RED_MINISTER, Identity.BLACK_MINISTER)
IDENTITY_SETS[4] = _BASE4
IDENTITY_SETS[5] = _BASE4 + (Identity.FREE,)
IDENTITY_SETS[6] = _BASE6
IDENTITY_SETS[7] = _BASE6 + (Identity.FREE,)
IDENTITY_SETS[8] = _BASE6 + (Identity.FREE, Identity.FREE)


class Cause(enum.Enum):
    """Why a seat was eliminated."""

    BUST = "bust"  # its card would have taken the count above 99
    EMPTY_HAND = "empty_hand"  # it began a turn with no cards
    DEATH = "death"  # it played the death card


# ---- actions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Play(Action):
    """Play one card. ``sign`` is +1/−1 for a 10 or Q, else 0; ``target`` is a seat for A, J, 7."""

    card: Card
    sign: int = 0
    target: int | None = None


# ---- events ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    cards: tuple[Card, ...] | None
    n: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class IdentitiesDealt(Event):
    identities: tuple[Identity | None, ...]

    def seen_by(self, seat: int | None) -> Event | None:
        if seat is None:
            return self
        return replace(self, identities=tuple(
            ident if (i == seat or (ident is not None and ident.is_king)) else None
            for i, ident in enumerate(self.identities)))


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: Card
    sign: int
    target: int | None


@dataclass(frozen=True)
class CountChanged(Event):
    old: int
    new: int


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    cards: tuple[Card, ...] | None
    n: int

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat is None or seat == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class Reshuffled(Event):
    n: int


@dataclass(frozen=True)
class Stole(Event):
    seat: int
    target: int
    card: Card | None
    took: bool

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat in (None, self.seat, self.target) else replace(self, card=None)


@dataclass(frozen=True)
class Swapped(Event):
    seat: int
    target: int
    seat_size: int
    target_size: int


@dataclass(frozen=True)
class Reversed(Event):
    direction: int


@dataclass(frozen=True)
class NextChosen(Event):
    seat: int
    target: int


@dataclass(frozen=True)
class Eliminated(Event):
    seat: int
    cause: Cause
    discarded: tuple[Card, ...]


@dataclass(frozen=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    identities: tuple[Identity, ...]
    king_fallen: int | None


# ---- state and view --------------------------------------------------------------------------


@dataclass(frozen=True)
class D99State:
    players: int
    faction_mode: bool
    angel_death: bool
    rng: int
    draw: tuple[Card, ...]  # the last card is the top
    discard: tuple[Card, ...]  # the last card is the top
    hands: tuple[tuple[Card, ...], ...]
    alive: tuple[bool, ...]
    count: int
    direction: int  # +1 clockwise (seat order), −1 reversed
    turn: int
    identities: tuple[Identity, ...]  # empty unless faction mode
    winners: tuple[int, ...] | None  # None while the game runs
    turns: int = 0
    out_order: tuple[int, ...] = ()


@dataclass(frozen=True)
class D99View:
    """One seat's knowledge (``seat`` None: everything; once the game is over, every hand)."""

    seat: int | None
    players: int
    hands: tuple[tuple[Card, ...] | None, ...]  # None where the seat cannot see the hand
    hand_sizes: tuple[int, ...]
    alive: tuple[bool, ...]
    count: int
    direction: int
    turn: int
    draw_size: int
    discard: tuple[Card, ...]
    identities: tuple[Identity | None, ...]
    faction_mode: bool
    angel_death: bool
    winners: tuple[int, ...] | None
    out_order: tuple[int, ...]

    @property
    def hand(self) -> tuple[Card, ...]:
        if self.seat is None:
            return ()
        return self.hands[self.seat] or ()


# ---- the game --------------------------------------------------------------------------------


def _remove_one(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def card_effect_bust(count: int, card: Card, sign: int) -> int | None:
    """The count after ``card`` (None if it does not change the count); may exceed 99."""
    if card.rank in NUMBER_RANKS and not card.is_joker:
        return count + card.rank
    if card.rank in SIGNED and not card.is_joker:
        return max(0, count + sign * SIGNED[card.rank])
    if card.rank == KING:
        return LIMIT
    return None


class Deadline99(Game[D99State]):
    info = GameInfo(
        id="deadline99",
        name_zh="99死",
        name_en="Deadline 99",
        blurb_zh="轮流出牌累加计数，谁让计数超过 99 谁出局；功能牌改变方向、指定下家、抽牌和换牌。",
        blurb_en="Play a card to the running count; whoever must push it past 99 is out. Power cards steal, swap and redirect.",
        min_players=2,
        max_players=8,
        rules_version=1,
        options=(
            OptionSpec("faction_mode", "阵营模式", "Faction mode", False, min_players=4,
                       help_zh="国王、大臣与自由人；国王出局即结束。", help_en="Kings, ministers and free players; a fallen king ends the game."),
            OptionSpec("angel_death", "天使与死神", "Angel and Death", False,
                       help_zh="大王（天使）打出后抽两张；小王（死神）打出即出局。",
                       help_en="Big joker (angel) draws two; small joker (death) eliminates whoever plays it."),
            OptionSpec("extra_decks", "多人加牌", "Extra decks", False,
                       help_zh="7 或 8 人时多加一副牌（6 人以下不变）。", help_en="7 or 8 players: one more deck (6 or fewer: no change)."),
        ),
    )
    refusals = frozenset({
        "d99.not_a_play", "d99.not_held", "d99.choose_sign", "d99.no_sign", "d99.target_any", "d99.target_other",
        "d99.no_target", "d99.bust_to",
    })

    # ---- setup -------------------------------------------------------------------------
    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[D99State, tuple[Event, ...]]:
        rng = Rng(seed_state(seed))
        decks = 2
        if options["extra_decks"] and players > 6:
            decks += -(-(players - 6) // 4)
        ranks = (ACE, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)
        cards = list(standard_deck(ranks) * decks)
        if options["angel_death"]:
            cards += [ANGEL, DEATH]
        draw = rng.shuffled(cards)
        hands: list[list[Card]] = [[] for _ in range(players)]
        pile = list(draw)
        for _ in range(HAND_SIZE):
            for seat in range(players):
                hands[seat].append(pile.pop())
        events: list[Event] = []
        identities: tuple[Identity, ...] = ()
        faction = bool(options["faction_mode"]) and players >= 4
        if faction:
            identities = rng.shuffled(IDENTITY_SETS[players])
            events.append(IdentitiesDealt(identities))
        for seat in range(players):
            events.append(Dealt(seat, tuple(hands[seat]), HAND_SIZE))
        first = rng.below(players)
        state = D99State(
            players=players, faction_mode=faction, angel_death=bool(options["angel_death"]), rng=rng.state,
            draw=tuple(pile), discard=(), hands=tuple(tuple(h) for h in hands), alive=(True,) * players,
            count=0, direction=1, turn=first, identities=identities, winners=None,
        )
        events.append(TurnStarted(first))
        return state, tuple(events)

    # ---- deciding ----------------------------------------------------------------------
    def decision(self, state: D99State) -> Decision:
        if state.winners is not None:
            return Decision(DecisionKind.NONE, ())
        return Decision(DecisionKind.TURN, (state.turn,))

    def _targets(self, state: D99State, seat: int, card: Card) -> tuple[int, ...]:
        alive = [s for s in range(state.players) if state.alive[s]]
        if card.rank == ACE:
            return tuple(alive)
        return tuple(s for s in alive if s != seat)

    def _safe_plays(self, state: D99State, seat: int) -> list[Play]:
        plays: list[Play] = []
        for card in sorted(set(state.hands[seat])):
            if card == DEATH:
                continue
            if card == ANGEL:
                plays.append(Play(card))
            elif card.rank in SIGNED:
                for sign in (1, -1):
                    after = card_effect_bust(state.count, card, sign)
                    if after is not None and after <= LIMIT:
                        plays.append(Play(card, sign))
            elif card.rank in TARGETED:
                plays.extend(Play(card, 0, t) for t in self._targets(state, seat, card))
            else:
                after = card_effect_bust(state.count, card, 0)
                if after is None or after <= LIMIT:
                    plays.append(Play(card))
        return plays

    def legal_actions(self, state: D99State, seat: int) -> tuple[Play, ...]:
        if state.winners is not None or seat != state.turn:
            return ()
        plays = self._safe_plays(state, seat)
        if not plays:  # every card busts: any card may be played, and it eliminates the player
            plays = [Play(c, 1 if c.rank in SIGNED and not c.is_joker else 0) for c in sorted(set(state.hands[seat]))
                     if c != DEATH]
        if DEATH in state.hands[seat]:
            plays.append(Play(DEATH))
        return tuple(plays)

    def _check(self, state: D99State, seat: int, action: Action) -> Refusal | None:
        if not isinstance(action, Play):
            return Refusal("d99.not_a_play", "in Deadline 99 the only action is playing a card")
        card = action.card
        name = str(card)
        if card not in state.hands[seat]:
            return Refusal("d99.not_held", f"you do not hold {card}", card=name)
        signed = card.rank in SIGNED and not card.is_joker
        if signed and action.sign not in (1, -1):
            return Refusal("d99.choose_sign", f"choose + or − for {card}", card=name)
        if not signed and action.sign != 0:
            return Refusal("d99.no_sign", f"{card} has no + or − choice", card=name)
        targeted = card.rank in TARGETED and not card.is_joker
        if targeted:
            if action.target not in self._targets(state, seat, card):
                if card.rank == ACE:
                    return Refusal("d99.target_any", f"{card} needs a target: any seat still in", card=name)
                return Refusal("d99.target_other", f"{card} needs a target: another seat still in", card=name)
        elif action.target is not None:
            return Refusal("d99.no_target", f"{card} takes no target", card=name)
        after = card_effect_bust(state.count, card, action.sign)
        if after is not None and after > LIMIT and self._safe_plays(state, seat):
            return Refusal("d99.bust_to", f"{card} would take the count to {after}, above {LIMIT}, "
                           "and you hold a card that does not", card=name, after=after)
        return None

    # ---- resolving ---------------------------------------------------------------------
    def _resolve(self, state: D99State, seat: int, action: Action) -> tuple[D99State, tuple[Event, ...]]:
        assert isinstance(action, Play)
        rng = Rng(state.rng)
        ev: list[Event] = []
        card = action.card
        hands = list(state.hands)
        hands[seat] = _remove_one(hands[seat], card)
        discard = state.discard + (card,)
        draw = state.draw
        count = state.count
        direction = state.direction
        alive = list(state.alive)
        out_order = list(state.out_order)
        next_seat: int | None = None
        ev.append(CardPlayed(seat, card, action.sign, action.target))
        after = card_effect_bust(count, card, action.sign)

        def eliminate(who: int, cause: Cause) -> None:
            nonlocal discard
            dumped = hands[who]
            discard = discard + dumped
            hands[who] = ()
            alive[who] = False
            out_order.append(who)
            ev.append(Eliminated(who, cause, dumped))

        def draw_cards(who: int, n: int) -> None:
            nonlocal draw, discard
            got: list[Card] = []
            for _ in range(n):
                if not draw and discard:
                    if got:  # the cards drawn before the pile ran out come first in the story
                        hands[who] = hands[who] + tuple(got)
                        ev.append(Drew(who, tuple(got), len(got)))
                        got = []
                    draw = rng.shuffled(discard)
                    ev.append(Reshuffled(len(draw)))
                    discard = ()
                if not draw:
                    break
                got.append(draw[-1])
                draw = draw[:-1]
            hands[who] = hands[who] + tuple(got)
            ev.append(Drew(who, tuple(got), len(got)))

        if card == DEATH:
            eliminate(seat, Cause.DEATH)
        elif after is not None and after > LIMIT:
            eliminate(seat, Cause.BUST)
        else:
            draws = 1
            if after is not None and after != count:
                ev.append(CountChanged(count, after))
                count = after
            if card == ANGEL:
                draws = 2
            elif card.rank == ACE:
                assert action.target is not None
                next_seat = action.target
                ev.append(NextChosen(seat, action.target))
            elif card.rank == 8:
                direction = -direction
                ev.append(Reversed(direction))
            elif card.rank == JACK:
                assert action.target is not None
                victim = hands[action.target]
                draws = 0
                if victim:
                    taken = victim[rng.below(len(victim))]
                    hands[action.target] = _remove_one(victim, taken)
                    hands[seat] = hands[seat] + (taken,)
                    ev.append(Stole(seat, action.target, taken, True))
                else:
                    ev.append(Stole(seat, action.target, None, False))
            elif card.rank == 7:
                assert action.target is not None
                draws = 0
                t = action.target
                hands[seat], hands[t] = hands[t], hands[seat]
                ev.append(Swapped(seat, t, len(hands[seat]), len(hands[t])))
            if draws:
                draw_cards(seat, draws)

        winners = self._winners(state, alive)
        turn = state.turn
        if winners is None:
            start = next_seat if next_seat is not None else self._step(seat, direction, alive, state.players)
            turn = start
            while True:
                if not alive[turn]:
                    turn = self._step(turn, direction, alive, state.players)
                    continue
                if hands[turn]:
                    break
                eliminate(turn, Cause.EMPTY_HAND)
                winners = self._winners(state, alive)
                if winners is not None:
                    break
                turn = self._step(turn, direction, alive, state.players)
        if winners is not None:
            fallen = next((s for s in out_order if state.identities and state.identities[s].is_king), None)
            ev.append(GameEnded(winners, state.identities, fallen))
        else:
            ev.append(TurnStarted(turn))
        new = replace(
            state, rng=rng.state, draw=draw, discard=discard, hands=tuple(hands), alive=tuple(alive), count=count,
            direction=direction, turn=turn, winners=winners, turns=state.turns + 1, out_order=tuple(out_order),
        )
        return new, tuple(ev)

    def seat_done(self, state: D99State, seat: int) -> bool:
        """An eliminated seat is out for good."""
        return not state.alive[seat] or self.is_over(state)

    @staticmethod
    def _step(seat: int, direction: int, alive: list[bool], players: int) -> int:
        s = seat
        for _ in range(players):
            s = (s + direction) % players
            if alive[s]:
                return s
        return seat

    @staticmethod
    def _winners(state: D99State, alive: list[bool]) -> tuple[int, ...] | None:
        if state.identities:
            for s in range(state.players):
                ident = state.identities[s]
                if ident.is_king and not alive[s]:
                    losing = ident.faction
                    return tuple(
                        i for i in range(state.players)
                        if (state.identities[i].faction not in (losing, Faction.FREE))
                        or (state.identities[i].faction is Faction.FREE and alive[i])
                    )
        living = [s for s in range(state.players) if alive[s]]
        if len(living) <= 1:
            return tuple(living)
        return None

    # ---- knowing -----------------------------------------------------------------------
    def view(self, state: D99State, seat: int | None) -> D99View:
        over = state.winners is not None  # once the game is over, hands and identities are shown
        hands = tuple(h if (over or seat is None or seat == i) else None for i, h in enumerate(state.hands))
        if state.identities:
            identities: tuple[Identity | None, ...] = tuple(
                ident if (over or seat is None or seat == i or ident.is_king) else None
                for i, ident in enumerate(state.identities))
        else:
            identities = ()
        return D99View(
            seat=seat, players=state.players, hands=hands, hand_sizes=tuple(len(h) for h in state.hands),
            alive=state.alive, count=state.count, direction=state.direction, turn=state.turn,
            draw_size=len(state.draw), discard=state.discard, identities=identities,
            faction_mode=state.faction_mode, angel_death=state.angel_death, winners=state.winners,
            out_order=state.out_order,
        )

    def outcome(self, state: D99State) -> Outcome | None:
        if state.winners is None:
            return None
        return Outcome(state.winners, tuple(1.0 if s in state.winners else 0.0 for s in range(state.players)))

    # ---- conformance hooks -------------------------------------------------------------
    def census(self, state: D99State) -> Counter[Hashable]:
        c: Counter[Hashable] = Counter(state.draw)
        c.update(state.discard)
        for h in state.hands:
            c.update(h)
        return c

    def scramble_hidden(self, state: D99State, seat: int, rng: Rng) -> D99State:
        # a finished game shows every hand: only the draw pile's order is still unseen
        others = [i for i in range(state.players) if i != seat and state.winners is None]
        pool = list(state.draw)
        for i in others:
            pool.extend(state.hands[i])
        pool = list(rng.shuffled(pool))
        hands = list(state.hands)
        for i in others:
            n = len(hands[i])
            hands[i], pool = tuple(pool[:n]), pool[n:]
        identities = state.identities
        if identities and state.winners is None:
            hidden = [i for i in others if not identities[i].is_king]
            mixed = rng.shuffled([identities[i] for i in hidden])
            ids = list(identities)
            for i, ident in zip(hidden, mixed):
                ids[i] = ident
            identities = tuple(ids)
        return replace(state, draw=tuple(pool), hands=tuple(hands), identities=identities)

    def progress_limit(self, players: int) -> int:
        return 4000
