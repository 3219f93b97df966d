"""Frozen state of a 现世通行 game and the per-seat view built from it."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.games.xianshi_tongxing.cards import Card, Kind

HAND_LIMIT = 6


class Phase(enum.Enum):
    """What the game waits for."""

    PLAY = "play"  # the turn seat plays cards or ends its play phase
    BLIND = "blind"  # a face-down card (梦魇) was turned: choose how it takes effect
    YANLING = "yanling"  # 言灵: the turn seat saw a card and chooses where it goes
    REACTION = "reaction"  # a 裁判 window is open
    TRIBUTE = "tribute"  # 教主: the target chooses a card to give
    TRADE = "trade"  # 交易: both seats pick two cards at the same time
    BEG = "beg"  # 乞讨: every asked seat secretly gives a card or refuses
    DUEL = "duel"  # 单挑: discard one, draw one, in turns
    DEFUSE = "defuse"  # a drawn 通行: choose which card defuses it
    NIGHTMARE = "nightmare"  # a drawn 通行 under 梦魇: pick one face-down card
    PUTBACK = "putback"  # choose where the defused 通行 goes back
    DISCARD = "discard"  # discard down to the hand limit
    OVER = "over"


class Context(enum.Enum):
    """Where a drawn 通行 came from, so the game knows how to go on afterwards."""

    DRAW = "draw"
    DUEL = "duel"


class PureMode(enum.Enum):
    WILD = "wild"
    REVIVE = "revive"


class JudgePrompt(enum.Enum):
    HOLDERS = "holders"  # ask only seats holding a 裁判 (fast; shows who holds one)
    ALL = "all"  # ask every eligible seat (private)


@dataclass(frozen=True, slots=True)
class Rules:
    """The table options of one game."""

    expansion: bool = False
    pure_mode: PureMode = PureMode.WILD
    judge_prompt: JudgePrompt = JudgePrompt.HOLDERS
    tuding: bool = False  # 图钉: public put-back, no surplus 城管, no hand limit
    three_piles: bool = False  # 二上優/仿生人/路易斯: out-of-game pile, 重连 remix, 通行 always back + shuffle
    bottom_target: bool = False  # 二上優/图钉: 抽底 may target another seat

    @property
    def wild(self) -> bool:
        return self.expansion and self.pure_mode is PureMode.WILD

    @property
    def revive(self) -> bool:
        return self.expansion and self.pure_mode is PureMode.REVIVE


@dataclass(frozen=True, slots=True)
class Effect:
    """A played card whose effect waits for a 裁判 window or is being carried out (public)."""

    owner: int
    card: Card  # the physical card
    face: Card  # what it acts as (differs only for a wild 纯粹)
    target: int | None = None
    position: int | None = None  # 言灵: where the card was seen
    dest: int | None = None  # 言灵: where it went
    blind: bool = False  # played face down under 梦魇

    @property
    def kind(self) -> Kind:
        return self.face.kind


@dataclass(frozen=True, slots=True)
class Window:
    """An open 裁判 window. ``chain`` lists the seats that played 裁判, in order: the first cancels the
    effect, each next one cancels the one before. ``eligible`` may answer the effect itself;
    ``round_asked`` holds the seats asked about the effect itself in this round (public: the window
    named them)."""

    eligible: tuple[int, ...]
    asked: tuple[int, ...]
    chain: tuple[int, ...] = ()
    declined: tuple[int, ...] = ()
    round_asked: tuple[int, ...] = ()

    def others_may_cancel(self, seat: int) -> tuple[int, ...]:
        """The seats besides ``seat`` that may still cancel the effect if ``seat`` lets it stand now.
        None once a 裁判 stands against it (letting that stand cancels the card), else the seats of
        this round not yet heard: a chain involves only its first 裁判 and the card's owner, so the
        others asked keep their 裁判 and are asked again when the chain ends with the card standing."""
        if len(self.chain) % 2 == 1:
            return ()
        return tuple(s for s in self.round_asked if s != seat and s not in self.declined and s not in self.chain)


@dataclass(frozen=True, slots=True)
class Offer:
    """Cards a seat put forward in a secret choice; ``blind[i]`` when card i was picked face down."""

    cards: tuple[Card, ...]
    blind: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Trade:
    """交易 between ``a`` (who played it) and ``b``; offers stay secret until both are in."""

    a: int
    b: int
    offer_a: Offer | None = None
    offer_b: Offer | None = None


@dataclass(frozen=True, slots=True)
class Beg:
    """乞讨: ``asked`` seats answer at once; ``answers[i]`` is None until seat asked[i] answered."""

    beggar: int
    asked: tuple[int, ...]
    answers: tuple[Offer | None, ...]


@dataclass(frozen=True, slots=True)
class Duel:
    """单挑: ``mover`` takes the next "discard one, draw one"; ``steps`` counts finished steps."""

    initiator: int
    target: int
    mover: int
    steps: int = 0


@dataclass(frozen=True)
class XState:
    players: int
    rules: Rules
    rng: int
    deck: tuple[Card, ...]  # index 0 is the top
    discard: tuple[Card, ...]  # the last card is the top
    removed: tuple[Card, ...]  # out of the game
    hands: tuple[tuple[Card, ...], ...]  # the cards each seat holds and sees
    sealed: tuple[tuple[Card, ...], ...]  # 封印: set aside, known to the owner
    sealed_blind: tuple[tuple[Card, ...], ...]  # 封印 taken from face-down cards, unknown to the owner
    blind: tuple[tuple[Card, ...], ...]  # 梦魇: face down, unknown to the owner
    alive: tuple[bool, ...]
    out_order: tuple[int, ...]
    direction: int
    turn: int
    extra: int  # E: extra draws
    skip: int  # S: skipped draws (路过)
    bottom: bool  # draw from the bottom this turn (抽底)
    marks: tuple[bool, ...]  # 抽底 aimed at a seat: its next turn draws from the bottom
    strike_used: bool  # an 攻击 or 逆转 was played this turn
    phase: Phase
    draws_left: int = 0
    context: Context = Context.DRAW
    revealed: Card | None = None  # a face-down card turned in the BLIND phase
    holding: Card | None = None  # the drawn 通行 being defused
    effect: Effect | None = None
    window: Window | None = None
    trade: Trade | None = None
    beg: Beg | None = None
    duel: Duel | None = None
    peek: int | None = None  # 言灵: the position being looked at
    winners: tuple[int, ...] | None = None
    turns: int = 0


@dataclass(frozen=True)
class XView:
    """What one seat may know (``seat`` None: everything)."""

    seat: int | None
    players: int
    rules: Rules
    phase: Phase
    turn: int
    direction: int
    extra: int
    skip: int
    bottom: bool
    marks: tuple[bool, ...]
    strike_used: bool
    draws_left: int
    alive: tuple[bool, ...]
    out_order: tuple[int, ...]
    hands: tuple[tuple[Card, ...] | None, ...]  # None where the seat cannot see the hand
    hand_sizes: tuple[int, ...]  # cards in hand, counting cards put forward in a secret choice
    sealed: tuple[tuple[Card, ...] | None, ...]
    sealed_sizes: tuple[int, ...]
    blind_sizes: tuple[int, ...]
    blind: tuple[tuple[Card, ...] | None, ...]  # only the all-seeing observer sees face-down cards
    deck_size: int
    deck: tuple[Card, ...] | None  # only for the all-seeing observer
    discard: tuple[Card, ...]
    removed: tuple[Card, ...]
    context: Context
    revealed: Card | None
    holding: Card | None
    peek: int | None
    peek_card: Card | None  # 言灵: the card the turn seat is looking at (only for that seat)
    effect: Effect | None
    window: Window | None
    trade_pair: tuple[int, int] | None
    trade_answered: tuple[bool, bool] | None
    my_offer: tuple[Card, ...] | None  # my own secret choice so far (None: not answered; (): refused)
    my_offer_blind: int  # how many of my offered cards I picked face down (unknown to me)
    beg_asked: tuple[int, ...]
    beg_answered: tuple[bool, ...]
    beggar: int | None
    duel: Duel | None
    winners: tuple[int, ...] | None

    @property
    def hand(self) -> tuple[Card, ...]:
        if self.seat is None:
            return ()
        return self.hands[self.seat] or ()

    @property
    def draws_due(self) -> int:
        """Cards the turn seat will draw if it ends its play phase now: max(0, 1 + E - S)."""
        return max(0, 1 + self.extra - self.skip)

    @property
    def my_sealed(self) -> tuple[Card, ...]:
        if self.seat is None:
            return ()
        return self.sealed[self.seat] or ()

    @property
    def defused_with(self) -> Card | None:
        """The card that defused the 通行 being put back (None outside the put-back): defusing lays it
        face up on the discard pile just before the put-back, so it is public and the pile's top."""
        if self.phase is not Phase.PUTBACK or not self.discard:
            return None
        return self.discard[-1]
