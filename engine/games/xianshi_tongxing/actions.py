"""The typed actions of 现世通行. Face-down (梦魇) cards are named by their index among the seat's
face-down cards, since the seat cannot see them."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action
from engine.games.xianshi_tongxing.cards import Card


@dataclass(frozen=True)
class EndPlay(Action):
    """End the play phase and go to the draw phase."""


@dataclass(frozen=True)
class Play(Action):
    """Play a card from the hand (or the card just turned face up under 梦魇).

    ``target``: a seat for 攻击, 交易, 单挑, 教主, 封印, 梦魇, 抽底 (advanced rule) and 纯粹 (revive: an
    eliminated seat). ``position``: for 言灵, the deck position to look at (0 = top).
    ``face``: for a wild 纯粹, the card it is played as.
    """

    card: Card
    target: int | None = None
    position: int | None = None
    face: Card | None = None


@dataclass(frozen=True)
class FlipBlind(Action):
    """梦魇: turn one of your face-down cards; it must then be played."""

    index: int


@dataclass(frozen=True)
class Place(Action):
    """言灵: where the seen card goes (deck position, 0 = top); the same position moves nothing."""

    position: int


@dataclass(frozen=True)
class Cancel(Action):
    """Answer a reaction window with a 裁判 (or a wild 纯粹)."""

    card: Card


@dataclass(frozen=True)
class Decline(Action):
    """Let the card in the reaction window stand."""


@dataclass(frozen=True)
class Give(Action):
    """Give one card: a card you hold (``card``) or a face-down one (``blind`` index). 教主 and 乞讨."""

    card: Card | None = None
    blind: int | None = None


@dataclass(frozen=True)
class Refuse(Action):
    """乞讨: give nothing."""


@dataclass(frozen=True)
class TradeCards(Action):
    """交易: the two cards you hand over — cards you hold and/or face-down indices."""

    cards: tuple[Card, ...] = ()
    blind: tuple[int, ...] = ()


@dataclass(frozen=True)
class DuelStep(Action):
    """单挑: discard this card (held, or a face-down index), then draw one. Nothing to discard: both None."""

    card: Card | None = None
    blind: int | None = None


@dataclass(frozen=True)
class DuelStop(Action):
    """单挑: the initiator ends the duel."""


@dataclass(frozen=True)
class Defuse(Action):
    """Defuse the drawn 通行 with this card (城管, or a wild 纯粹)."""

    card: Card


@dataclass(frozen=True)
class PickBlind(Action):
    """梦魇: a 通行 was drawn; try one face-down card (saved only if it is a 城管)."""

    index: int


@dataclass(frozen=True)
class PutBack(Action):
    """Put the defused 通行 back into the deck with ``position`` cards above it (0 = top)."""

    position: int


@dataclass(frozen=True)
class Discard(Action):
    """Discard one card down to the hand limit."""

    card: Card
