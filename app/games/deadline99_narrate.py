"""The Deadline 99 log: one line per event as the seat at the screen saw it. The table tells the log
again for whoever sits at the screen, so the person there reads about themselves as "You"."""

from __future__ import annotations

import re
from collections.abc import Callable

from app.i18n import join_names, sentences, t
from engine.cards import ACE, BIG_JOKER, JACK, Card
from engine.core import Event
from engine.games import deadline99 as d99

# The words of the game a wrapped line keeps whole (app.games.TERMS_ZH).
TERMS_ZH = ("计数", "出局", "国王", "大臣", "自由人", "天使", "死神", "阵营", "身份", "红方", "黑方", "弃牌堆", "牌堆",
            "多人加牌")


def card_name(card: Card) -> str:
    if card.is_joker:
        return t("d99.angel") if card.rank == BIG_JOKER else t("d99.death")
    return str(card)


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card_name(c) for c in cards)


def hint_line(play: d99.Play, name: Callable[[int], str], me: int) -> str:
    """The hint for the person at seat ``me``: the card, and the sign or seat the play takes."""
    card = card_name(play.card)
    rank = None if play.card.is_joker else play.card.rank
    if rank in d99.SIGNED:
        amount = d99.SIGNED[rank]
        return t("d99.hint.sign", card=card, amount=f"+{amount}" if play.sign > 0 else f"−{amount}")
    if play.target is not None:
        if rank == ACE:
            return t("d99.hint.next_self", card=card) if play.target == me else t("d99.hint.next", card=card,
                                                                                   name=name(play.target))
        key = "d99.hint.steal" if rank == JACK else "d99.hint.swap"
        return t(key, card=card, name=name(play.target))
    return t("d99.hint.play", card=card)


YOU = "\ue000"  # marks "you" in a line being put together (a private-use character, never shown)
_SPACED_YOU = re.compile(f"(?<=[\u4e00-\u9fff]) (?={YOU})|(?<={YOU}) (?=[\u4e00-\u9fff])")


def narrate(event: Event, name: Callable[[int], str], me: int | None) -> str | None:
    """One log line for ``event``; ``me``: the seat of the person at the screen (None for nobody:
    a table of AI seats, or a replay's watcher)."""
    line = _line(event, name, me)
    if line is None:
        return None
    # Chinese sets names apart with spaces ("电脑4 从 电脑5 手里"), but not 你 ("电脑4 从你手里")
    return _SPACED_YOU.sub("", line).replace(YOU, "")


def _line(event: Event, name: Callable[[int], str], me: int | None) -> str | None:
    def who(seat: int) -> str:
        return YOU + t("d99.you") + YOU if seat == me else name(seat)

    def whom(seat: int) -> str:
        return YOU + t("d99.you_object") + YOU if seat == me else name(seat)

    if isinstance(event, d99.Dealt):
        if not event.cards:
            return None
        if event.seat == me:
            return t("d99.log.dealt_you", cards=cards_text(event.cards))
        return t("d99.log.dealt", name=name(event.seat), cards=cards_text(event.cards))
    if isinstance(event, d99.IdentitiesDealt):
        kings = {ident: i for i, ident in enumerate(event.identities) if ident is not None and ident.is_king}
        line = t("d99.log.kings", red=whom(kings[d99.Identity.RED_KING]), black=whom(kings[d99.Identity.BLACK_KING]))
        mine = event.identities[me] if me is not None and me < len(event.identities) else None
        if mine is not None and not mine.is_king:  # a king was just named: "you" already says it
            line = sentences(line, t("d99.log.your_identity", identity=t("d99.id." + mine.value)))
        return line
    if isinstance(event, d99.CardPlayed):
        return _played(event, who, whom, me)
    if isinstance(event, d99.CountChanged):
        return t("d99.log.count", old=event.old, new=event.new)
    if isinstance(event, d99.Drew):
        if event.cards:
            if event.seat == me:
                return t("d99.log.drew_you", cards=cards_text(event.cards))
            return t("d99.log.drew_cards", name=name(event.seat), cards=cards_text(event.cards))
        return t("d99.log.drew", name=who(event.seat), n=event.n) if event.n else None
    if isinstance(event, d99.Reshuffled):
        return t("d99.log.reshuffled", n=event.n)
    if isinstance(event, d99.Stole):
        if not event.took:
            return t("d99.log.stole_nothing", name=who(event.seat), target=whom(event.target))
        if event.card is not None:
            return t("d99.log.stole_card", name=who(event.seat), target=whom(event.target), card=card_name(event.card))
        return t("d99.log.stole", name=who(event.seat), target=whom(event.target))
    if isinstance(event, d99.Swapped):
        return t("d99.log.swapped", name=who(event.seat), target=whom(event.target))
    if isinstance(event, d99.Reversed):
        return t("d99.log.reversed_cw") if event.direction > 0 else t("d99.log.reversed_ccw")
    if isinstance(event, d99.NextChosen):
        return None  # told with the A that chose
    if isinstance(event, d99.Eliminated):
        if event.seat == me:
            return t("d99.log.out_" + event.cause.value + "_you")
        return t("d99.log.out_" + event.cause.value, name=name(event.seat))
    if isinstance(event, d99.GameEnded):
        winners = t("log.winners", names=join_names([who(s) for s in event.winners]), n=len(event.winners))
        if event.king_fallen is None:
            return winners
        return sentences(*why_faction_won(event.king_fallen, event.identities, event.winners, who, me), winners)
    return None


def why_faction_won(fallen: int, identities: tuple[d99.Identity, ...], winners: tuple[int, ...],
                    who: Callable[[int], str], me: int | None) -> tuple[str, ...]:
    """Why a faction game ended: which king fell, which side that hands the win, and whether free
    players still in share it."""
    king = identities[fallen]
    side = t("d99.side." + ("black" if king.faction is d99.Faction.RED else "red"))
    key = "d99.log.king_out_you" if fallen == me else "d99.log.king_out"
    parts = [t(key, name=who(fallen), king=t("d99.id." + king.value), side=side)]
    if any(identities[s].faction is d99.Faction.FREE for s in winners):
        parts.append(t("d99.log.free_win"))
    return tuple(parts)


def _played(event: d99.CardPlayed, who: Callable[[int], str], whom: Callable[[int], str], me: int | None) -> str:
    """A card played: a 10 or Q says which way it counts, an A whom it names to play next. A J's or
    7's target is named by the line after it (what it took, or the swap)."""
    card, seat = event.card, event.seat
    if event.sign:
        key = "d99.log.played_plus" if event.sign > 0 else "d99.log.played_minus"
        return t(key, name=who(seat), card=card_name(card), n=d99.SIGNED[card.rank])
    if card.rank == ACE and not card.is_joker and event.target is not None:
        if event.target == seat:
            return t("d99.log.played_again_you" if seat == me else "d99.log.played_again", name=who(seat),
                     card=card_name(card))
        if event.target == me:
            return t("d99.log.played_next_you", name=who(seat), card=card_name(card))
        return t("d99.log.played_next", name=who(seat), card=card_name(card), target=whom(event.target))
    return t("d99.log.played", name=who(seat), card=card_name(card))
