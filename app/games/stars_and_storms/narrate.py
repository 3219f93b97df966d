"""The log: one line per Stars and Storms event, in the current language."""

from __future__ import annotations

from collections.abc import Callable

from app.i18n import join_names, sentences, t
from app.games.stars_and_storms.text import card_name, played_name, rank_name, ranks_text, signed, star_name
from engine.core import Event
from engine.games.stars_and_storms.model import (
    Drew, HeatDeath, MatchEnded, RoundEnded, RoundStarted, SeatEliminated, StakesSettled, StarPlaced,
    StarsBlownAway, StormRaised, TurnEnded, TurnSkipped, TurnStarted, ZoneBlownOut,
)


def narrate_event(event: Event, n: Callable[[int], str]) -> str | None:
    """One log line for ``event`` (``n`` names a seat)."""
    if isinstance(event, RoundStarted):
        line = t("sns.log.round", round=event.round_no, rounds=event.rounds, n=event.rounds, name=n(event.first),
                 level=event.level)
        if event.destroyer is not None:
            line = sentences(line, t("sns.log.destroyer", name=n(event.destroyer), n=event.streak))
        if event.heat_rank is not None:
            line = sentences(line, t("sns.log.heat_rank", rank=rank_name(event.heat_rank)))
        if event.universe_reset:
            line = sentences(t("sns.log.reset"), line)
        return line
    if isinstance(event, TurnStarted):
        return t("sns.log.turn", name=n(event.seat))
    if isinstance(event, Drew):
        if not event.n:
            return None
        if event.cards:
            return t("sns.log.drew_cards", name=n(event.seat), cards=" ".join(card_name(c) for c in event.cards),
                     left=event.deck_left)
        return t("sns.log.drew", name=n(event.seat), n=event.n, left=event.deck_left)
    if isinstance(event, TurnSkipped):
        return t("sns.log.skipped", name=n(event.seat))
    if isinstance(event, HeatDeath):
        return t("sns.log.heat", name=n(event.seat), card=played_name(event.card, event.as_card),
                 suit=event.as_card.suit.symbol, n=len(event.removed))
    if isinstance(event, StarPlaced):
        return t("sns.log.star", name=n(event.seat), card=played_name(event.card, event.as_card))
    if isinstance(event, StormRaised):
        return t("sns.log.storm", name=n(event.seat), card=played_name(event.card, event.as_card),
                 level=event.level, ranks=ranks_text(event.reach))
    if isinstance(event, StarsBlownAway):
        if not event.removed:
            return t("sns.log.blown_none")
        return t("sns.log.blown", n=len(event.removed),
                 stars=t("list.sep").join(f"{n(z.owner)} {star_name(z.star)}" for z in event.removed))
    if isinstance(event, ZoneBlownOut):
        return t("sns.log.blown_out", name=n(event.seat), n=event.times)
    if isinstance(event, SeatEliminated):
        return t("sns.log.eliminated", name=n(event.seat))
    if isinstance(event, TurnEnded):
        return t("sns.log.turn_ended", name=n(event.seat), n=event.kept)
    if isinstance(event, RoundEnded):
        r = event.result
        return t("sns.log.round_ended", round=r.round_no, n=len(r.winners), names=join_names([n(s) for s in r.winners]),
                 stars=t("list.sep").join(t("sns.log.seat_stars", name=n(s), n=x) for s, x in enumerate(r.stars)))
    if isinstance(event, StakesSettled):
        return t("sns.log.stakes", deltas=t("list.sep").join(f"{n(s)} {signed(d)}" for s, d in enumerate(event.deltas)))
    if isinstance(event, MatchEnded):
        return t("log.winners", names=join_names([n(s) for s in event.winners]), n=len(event.winners))
    return None
