"""Helpers for the Zha Jin Hua scenario tests: cards from text and exact tables built directly."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, Suit
from engine.core import Action, Event
from engine.games.zhajinhua import ZhaJinHua, ZjhState
from engine.games.zhajinhua.evaluator import card_id
from engine.games.zhajinhua.rules import DECK

GAME = ZhaJinHua()
_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
_SUITS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}


def card(text: str) -> Card:
    """'As', 'Td', '10h', '2c' → Card."""
    rank_text, suit_text = text[:-1], text[-1]
    rank = _RANKS[rank_text] if rank_text in _RANKS else int(rank_text)
    return Card(rank, _SUITS[suit_text])


def cards(text: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in text.split())


def ids(text: str) -> tuple[int, ...]:
    return tuple(card_id(c) for c in cards(text))


def table(hands: Sequence[str], *, stacks: Sequence[int] | None = None, dealer: int = 0, turn: int | None = None,
          seen: Sequence[bool] | None = None, has_bet: Sequence[bool] | None = None,
          live: Sequence[bool] | None = None, seated: Sequence[bool] | None = None,
          contributed: Sequence[int] | None = None, stake_level: int = 1, base: int = 10, round: int = 1,
          start_chips: int = 1000, poorest_stack: bool = False, cap_multiple: int = 200, round_limit: int = 20,
          hands_limit: int = 0, beats_all_trips: bool = False, hand_no: int = 1, seed: int = 7) -> ZjhState:
    """A table in the middle of a hand. ``hands`` uses '' for a seat not dealt in.

    By default every dealt seat has paid a one-base ante and nothing else; stacks default to 990.
    The start chips only matter for the outcome's net scores.
    """
    n = len(hands)
    dealt = [bool(h) for h in hands]
    hand_ids = tuple(ids(h) if h else () for h in hands)
    used = {i for h in hand_ids for i in h}
    assert len(used) == 3 * sum(dealt), "duplicate cards in the scenario"
    deck = tuple(i for i in DECK if i not in used)
    seated_t = tuple(seated) if seated is not None else tuple(dealt)
    contributed_t = tuple(contributed) if contributed is not None else tuple(base if d else 0 for d in dealt)
    if turn is None:
        turn = next((dealer + k) % n for k in range(1, n + 1) if dealt[(dealer + k) % n])
    seen_t = tuple(seen) if seen is not None else (False,) * n
    knows = tuple((1 << s) if seen_t[s] else 0 for s in range(n))
    return ZjhState(
        players=n, start_chips=start_chips, base_option=base, poorest_stack=poorest_stack,
        cap_multiple=cap_multiple, round_limit=round_limit, hands_limit=hands_limit,
        beats_all_trips=beats_all_trips, rng=seed, stacks=tuple(stacks) if stacks is not None else
        tuple(990 if s else 0 for s in seated_t), seated=seated_t, hand_no=hand_no, dealer=dealer, base=base,
        deck=deck, hands=hand_ids, live=tuple(live) if live is not None else tuple(dealt), seen=seen_t,
        has_bet=tuple(has_bet) if has_bet is not None else (False,) * n, contributed=contributed_t,
        knows=knows, pot=sum(contributed_t), stake_level=stake_level, round=round, turn=turn, over=False,
    )


def act(state: ZjhState, action: Action, seat: int | None = None) -> tuple[ZjhState, tuple[Event, ...]]:
    """Apply ``action`` for the seat to act (or ``seat``), checking chips and cards are conserved."""
    who = state.turn if seat is None else seat
    before = GAME.census(state)
    new, events = GAME.apply(state, who, action)
    assert GAME.census(new) == before, "chips or cards were created or destroyed"
    return new, events


def of_type(events: Sequence[Event], cls: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, cls)]
