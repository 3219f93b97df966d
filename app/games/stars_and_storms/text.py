"""Names of cards, ranks and the engine's refusal reasons in the current language."""

from __future__ import annotations

from app.games import refusals
from app.i18n import t
from engine.cards import BIG_JOKER, RANK_NAMES, Card, Suit
from engine.games.stars_and_storms.model import EndTurn, Form, Play, Star

SUIT_KEYS = {Suit.CLUBS: "c", Suit.DIAMONDS: "d", Suit.HEARTS: "h", Suit.SPADES: "s"}
# The words of the game a wrapped line keeps whole (app.games.TERMS_ZH).
TERMS_ZH = ("星辰", "风暴", "星区", "歼星者", "热寂", "热寂牌", "吹落", "吹空", "掀起", "波及", "宇宙", "连任", "王牌",
            "筹码", "牌堆", "小王", "大王")


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def card_name(card: Card) -> str:
    if card.is_joker:
        return t("sns.big_joker") if card.rank == BIG_JOKER else t("sns.small_joker")
    return str(card)


def played_name(card: Card, as_card: Card) -> str:
    """A played card as the log shows it: a joker says what it stood for."""
    if card.is_joker:
        return t("sns.joker_as", joker=card_name(card), card=str(as_card))
    return str(card)


def hint_line(action: Play | EndTurn) -> str:
    """The hint as the toast says it: the card, a joker's stand-in, and star or storm (or end the turn)."""
    if isinstance(action, EndTurn):
        return t("sns.hint.end")
    form = "star" if action.form is Form.STAR else "storm"
    if action.card.is_joker:
        return t("sns.hint.joker_" + form, joker=card_name(action.card), card=str(action.as_card))
    return t("sns.hint." + form, card=str(action.card))


def star_name(star: Star) -> str:
    return played_name(star.card, star.as_card)


def ranks_text(ranks: tuple[int, ...] | list[int]) -> str:
    return " ".join(rank_name(r) for r in ranks)


def stars_points(stars: int, points: int) -> str:
    """A zone's count and points: '3 stars · 21 points', '1 star · 1 point' ('星辰 3 颗 · 21 点')."""
    return t("sns.stars_points", stars=t("sns.n_stars", n=stars), points=t("sns.n_points", n=points))


def tagged(label: str, tag: str) -> str:
    """``label`` followed by ``tag``: "Bot 2 (destroyer)", but "电脑2（歼星者）" (a full-width bracket
    brings its own space)."""
    wide = any(0x3000 <= ord(c) <= 0x303F or 0xFF00 <= ord(c) <= 0xFF0F for c in (label[-1:] + tag[:1]))
    return label + ("" if wide else " ") + tag


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("±0" if n == 0 else f"−{-n}")


def refusal_value(name: str, value: int | str) -> object:
    """How a Stars and Storms refusal shows a param: a card by its name ("♠9", "Small joker")."""
    return refusals.french_card(value, card_name) if name == "card" else value
