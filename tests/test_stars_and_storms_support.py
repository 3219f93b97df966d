"""Helpers that build exact Stars and Storms situations for the scenario tests (no tests here)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.cards import Card, Suit, standard_deck
from engine.games.stars_and_storms import StarsAndStorms
from engine.games.stars_and_storms.model import Play, SnSState, Star, Form

GAME = StarsAndStorms()
FULL = standard_deck(jokers=True)
SJ = Card(14, Suit.JOKER)
BJ = Card(15, Suit.JOKER)
_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
_SUITS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}


def c(text: str) -> Card:
    """``"5h"`` → ♥5, ``"10c"`` → ♣10, ``"Ks"`` → ♠K, ``"SJ"``/``"BJ"`` → jokers."""
    if text == "SJ":
        return SJ
    if text == "BJ":
        return BJ
    rank, suit = text[:-1], text[-1]
    return Card(_RANKS.get(rank) or int(rank), _SUITS[suit])


def cards(text: str) -> tuple[Card, ...]:
    return tuple(c(t) for t in text.split())


def stars(text: str) -> tuple[Star, ...]:
    """Plain stars, e.g. ``"4h 6s"``; a joker star as ``"SJ=7h"``."""
    out = []
    for t in text.split():
        if "=" in t:
            phys, as_ = t.split("=")
            out.append(Star(c(phys), c(as_)))
        else:
            out.append(Star(c(t), c(t)))
    return tuple(out)


def situation(players: int = 4, *, hands: Sequence[str] = (), zones: Sequence[str] = (), deck: str | None = None,
              turn: int = 0, played: int = 0, level: int = 1, heat_rank: int | None = None,
              destroyer: int | None = None, streak: int = 1, turns_done: Sequence[int] | None = None,
              blowouts: Sequence[int] | None = None, options: dict[str, Any] | None = None,
              **extra: Any) -> SnSState:
    """A state with exactly these hands, zones and deck; every other card is in the discard pile.

    ``deck`` None means an empty draw pile; its text is listed bottom first (the last card is the top).
    """
    opts = {"rounds": 1, **(options or {})}
    state, _ = GAME.start(players, opts, 0)
    hand_t = tuple(cards(h) if h else () for h in hands) + ((),) * (players - len(hands))
    zone_t = tuple(stars(z) if z else () for z in zones) + ((),) * (players - len(zones))
    deck_t = cards(deck) if deck else ()
    used = list(deck_t) + [x for h in hand_t for x in h] + [st.card for z in zone_t for st in z]
    rest = list(FULL)
    for x in used:
        rest.remove(x)  # raises if a card is used twice
    return replace(
        state, deck=deck_t, hands=hand_t, zones=zone_t, discard=tuple(rest), turn=turn, first=turn, played=played,
        level=level, heat_rank=heat_rank, destroyer=destroyer, streak=streak,
        turns_done=tuple(turns_done) if turns_done is not None else (0,) * players,
        blowouts=tuple(blowouts) if blowouts is not None else (0,) * players, **extra,
    )


def star(card: str, declared: str | None = None) -> Play:
    return Play(c(card), Form.STAR, c(declared) if declared else None)


def storm(card: str, declared: str | None = None) -> Play:
    return Play(c(card), Form.STORM, c(declared) if declared else None)


def ranks(zone: Sequence[Star]) -> list[int]:
    return sorted(st.rank for st in zone)
