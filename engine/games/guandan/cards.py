"""Guandan cards as small ints, and the conversions to and from :class:`engine.cards.Card`.

Internally a card is ``code = rank * 4 + suit`` with ``rank`` 2..14 (A = 14) and ``suit`` 0..3 in
the order of :class:`engine.cards.Suit` (clubs, diamonds, hearts, spades). The small joker is 64
(rank 16) and the big joker 68 (rank 17), so ``code >> 2`` is always the rank. The two decks hold
every code twice; a hand is a sorted tuple of codes (a multiset).

Ranks used throughout the Guandan package (keys of readings, levels) follow the same scale:
2..10, J 11, Q 12, K 13, A 14, small joker 16, big joker 17. The *power* of a rank is its place
in single/pair/triple/bomb order: the level rank is lifted to 15, between A and the jokers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import ACE, BIG_JOKER, SMALL_JOKER, Card, Suit

ACE_R = 14
LEVEL_POWER = 15
SJ_R = 16
BJ_R = 17
SJ = SJ_R * 4  # 64
BJ = BJ_R * 4  # 68
HEARTS = int(Suit.HEARTS)
NATURAL_RANKS = tuple(range(2, 15))  # 2..A

RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", 16: "SJ", 17: "BJ"}


def rank_text(rank: int) -> str:
    """Short name of a Guandan rank: ``"2"``..``"10"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``, ``"SJ"``, ``"BJ"``."""
    if rank == 1:
        return "A"
    return RANK_TEXT.get(rank, str(rank))


def wild_code(level: int) -> int:
    """The heart level card: wild for any card but a joker."""
    return level * 4 + HEARTS


def power(rank: int, level: int) -> int:
    """Order of a rank in singles, pairs, triples, full houses and bombs (level card above A)."""
    return LEVEL_POWER if rank == level else rank


def _card_of(code: int) -> Card | None:
    rank, suit = code >> 2, code & 3
    if code == SJ:
        return Card(SMALL_JOKER, Suit.JOKER)
    if code == BJ:
        return Card(BIG_JOKER, Suit.JOKER)
    if 2 <= rank <= 14:
        return Card(ACE if rank == 14 else rank, Suit(suit))
    return None


CARD_OF: tuple[Card | None, ...] = tuple(_card_of(c) for c in range(BJ + 1))
CODE_OF: dict[Card, int] = {card: code for code, card in enumerate(CARD_OF) if card is not None}
ALL_CODES: tuple[int, ...] = tuple(code for code, card in enumerate(CARD_OF) if card is not None)
DECK: tuple[int, ...] = tuple(sorted(ALL_CODES * 2))  # 108 cards: two decks with their jokers


def to_card(code: int) -> Card:
    card = CARD_OF[code]
    if card is None:
        raise ValueError(f"{code} is not a Guandan card code")
    return card


def to_cards(codes: Iterable[int]) -> tuple[Card, ...]:
    of = CARD_OF
    return tuple([of[c] for c in codes])  # type: ignore[misc]


def to_code(card: Card) -> int:
    return CODE_OF[card]


def card_code(card: Card) -> int:
    """The code of a card (fast path without hashing); raises ValueError for a card not in the game."""
    rank = card.rank
    suit = card.suit
    if suit is Suit.JOKER:
        if rank == SMALL_JOKER:
            return SJ
        if rank == BIG_JOKER:
            return BJ
    elif type(suit) is Suit and type(rank) is int and 1 <= rank <= 13:
        return (14 if rank == 1 else rank) * 4 + int(suit)
    raise ValueError(f"{card!r} is not a Guandan card")


def to_codes(cards: Iterable[Card]) -> tuple[int, ...]:
    """Codes of ``cards``, sorted; raises KeyError for a card that is not in the game."""
    of = CODE_OF
    return tuple(sorted([of[c] for c in cards]))


def code_text(code: int) -> str:
    if code == SJ:
        return "SJ"
    if code == BJ:
        return "BJ"
    return "♣♦♥♠"[code & 3] + rank_text(code >> 2)


def parse(text: str) -> tuple[int, ...]:
    """Codes from a compact text like ``"♠A ♥2 SJ 10c"`` (for tests and tools).

    Each token is a rank (2-10, J, Q, K, A) with a suit given as a symbol or letter before or
    after it (♣/c, ♦/d, ♥/h, ♠/s), or SJ / BJ.
    """
    suits = {"♣": 0, "c": 0, "♦": 1, "d": 1, "♥": 2, "h": 2, "♠": 3, "s": 3}
    ranks = {"J": 11, "Q": 12, "K": 13, "A": 14}
    out: list[int] = []
    for token in text.split():
        if token.upper() == "SJ":
            out.append(SJ)
            continue
        if token.upper() == "BJ":
            out.append(BJ)
            continue
        if token[0] in suits:
            suit, rank_part = suits[token[0]], token[1:]
        elif token[-1].lower() in suits:
            suit, rank_part = suits[token[-1].lower()], token[:-1]
        else:
            raise ValueError(f"no suit in {token!r}")
        rank = ranks.get(rank_part.upper()) or int(rank_part)
        if not 2 <= rank <= 14:
            raise ValueError(f"bad rank in {token!r}")
        out.append(rank * 4 + suit)
    return tuple(sorted(out))


def sort_for_display(codes: Sequence[int], level: int) -> tuple[int, ...]:
    """Codes in the order players hold them: by power (level cards above A), wilds last of their rank."""
    wild = wild_code(level)
    return tuple(sorted(codes, key=lambda c: (power(c >> 2, level), c == wild, c & 3)))
