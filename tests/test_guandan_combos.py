"""Guandan combination engine: every type, ace low and high, wild cards, bomb order, listing."""

from __future__ import annotations

import collections

import pytest

from engine.games.guandan.cards import BJ, DECK, SJ, parse, wild_code
from engine.games.guandan.combos import (
    BOMB, FULL_HOUSE, JOKER_BOMB, PAIR, PLATE, SINGLE, STRAIGHT, STRAIGHT_FLUSH, TRIPLE, TUBE, beats, readings,
)
from engine.games.guandan.listing import HandIndex, all_answers, all_leads
from engine.rng import Rng

L = 2  # level used unless a test says otherwise; the wild card is then ♥2


def R(text: str, level: int = L) -> list[tuple[int, int]]:
    return readings(parse(text), level)


# ---- every type --------------------------------------------------------------------------------


def test_single_pair_triple() -> None:
    assert R("♠5") == [(SINGLE, 5)]
    assert R("SJ") == [(SINGLE, 16)]
    assert R("♠5 ♦5") == [(PAIR, 5)]
    assert readings((SJ, SJ), L) == [(PAIR, 16)]
    assert readings((BJ, BJ), L) == [(PAIR, 17)]
    assert readings((SJ, BJ), L) == []  # a small and a big joker are no pair
    assert R("♠5 ♦6") == []
    assert R("♠9 ♦9 ♣9") == [(TRIPLE, 9)]
    assert R("♠9 ♦9 ♣8") == []


def test_full_house_compares_by_triple_and_may_carry_joker_pair() -> None:
    assert R("♠5 ♦5 ♣5 ♠2 ♦2") == [(FULL_HOUSE, 5)]
    assert readings(parse("♠5 ♦5 ♣5") + (SJ, SJ), L) == [(FULL_HOUSE, 5)]
    assert readings(parse("♠5 ♦5 ♣5") + (SJ, BJ), L) == []
    assert R("♠5 ♦5 ♣5 ♠6 ♦7") == []
    # the triple decides, the pair does not
    assert beats(FULL_HOUSE, 6, 5, FULL_HOUSE, 5, 5, L)
    assert not beats(FULL_HOUSE, 5, 5, FULL_HOUSE, 5, 5, L)


def test_straight_five_cards_only() -> None:
    assert R("♠3 ♦4 ♣5 ♠6 ♦7") == [(STRAIGHT, 7)]
    assert R("♠3 ♦4 ♣5 ♠6") == []
    assert R("♠3 ♦4 ♣5 ♠6 ♦7 ♣8") == []
    assert R("♠3 ♦4 ♣5 ♠6 ♦8") == []


def test_tube_and_plate() -> None:
    assert R("♠3 ♦3 ♣4 ♠4 ♦5 ♣5") == [(TUBE, 5)]
    assert R("♠3 ♦3 ♣4 ♠4 ♦6 ♣6") == []
    assert R("♠3 ♦3 ♣3 ♠4 ♦4 ♣4") == [(PLATE, 4)]
    assert R("♠3 ♦3 ♣3 ♠5 ♦5 ♣5") == []


def test_bombs_and_joker_bomb() -> None:
    assert R("♠8 ♦8 ♣8 ♥8") == [(BOMB, 8)]
    assert R("♠8 ♦8 ♣8 ♥8 ♠8 ♦8 ♣8 ♥8") == [(BOMB, 8)]
    assert readings((SJ, SJ, BJ, BJ), L) == [(JOKER_BOMB, 17)]
    assert readings((SJ, SJ, BJ), L) == []


def test_straight_flush_only_as_a_bomb_without_wild() -> None:
    assert R("♠3 ♠4 ♠5 ♠6 ♠7") == [(STRAIGHT_FLUSH, 7)]


# ---- ace low and high ----------------------------------------------------------------------------


def test_ace_low_and_high_in_sequences() -> None:
    assert R("♠A ♦2 ♣3 ♠4 ♦5", 9) == [(STRAIGHT, 5)]
    assert R("♠10 ♦J ♣Q ♠K ♦A") == [(STRAIGHT, 14)]
    assert R("♠J ♦Q ♣K ♠A ♦2") == []  # no wrapping round
    assert R("♠A ♦A ♣2 ♠2 ♦3 ♣3", 9) == [(TUBE, 3)]
    assert R("♠Q ♦Q ♣K ♠K ♦A ♣A") == [(TUBE, 14)]
    assert R("♠A ♦A ♣A ♠2 ♦2 ♣2", 9) == [(PLATE, 2)]
    assert R("♠K ♦K ♣K ♠A ♦A ♣A") == [(PLATE, 14)]
    assert R("♠A ♠2 ♠3 ♠4 ♠5", 9) == [(STRAIGHT_FLUSH, 5)]
    assert R("♠10 ♠J ♠Q ♠K ♠A") == [(STRAIGHT_FLUSH, 14)]
    # A2345 is the lowest straight, 10JQKA the highest
    assert beats(STRAIGHT, 6, 5, STRAIGHT, 5, 5, L)
    assert beats(STRAIGHT, 14, 5, STRAIGHT, 13, 5, L)
    assert beats(TUBE, 4, 6, TUBE, 3, 6, L)
    assert beats(PLATE, 3, 6, PLATE, 2, 6, L)


def test_level_card_natural_in_sequences_but_high_alone() -> None:
    # level 5: a 5 sits at its place in 34567, but a single 5 beats an ace
    assert R("♠3 ♦4 ♣5 ♠6 ♦7", 5) == [(STRAIGHT, 7)]
    assert beats(SINGLE, 5, 1, SINGLE, 14, 1, 5)
    assert not beats(SINGLE, 14, 1, SINGLE, 5, 1, 5)
    assert beats(SINGLE, 16, 1, SINGLE, 5, 1, 5)
    assert beats(PAIR, 5, 2, PAIR, 14, 2, 5)
    assert beats(FULL_HOUSE, 5, 5, FULL_HOUSE, 14, 5, 5)
    assert beats(BOMB, 5, 4, BOMB, 14, 4, 5)
    assert not beats(STRAIGHT, 7, 5, STRAIGHT, 8, 5, 5)


# ---- the wild card (♥ level card) in every combination ------------------------------------------


def test_wild_in_every_combination() -> None:
    assert R("♥2") == [(SINGLE, 2)]  # alone it is the level card itself
    assert R("♥2 ♥2") == [(PAIR, 2)]
    assert R("♥2 ♠9") == [(PAIR, 9)]
    assert R("♥2 ♠9 ♦9") == [(TRIPLE, 9)]
    assert R("♥2 ♥2 ♠9") == [(TRIPLE, 9)]
    assert R("♥2 ♠9 ♦9 ♣9") == [(BOMB, 9)]
    assert R("♥2 ♥2 ♠9 ♦9") == [(BOMB, 9)]
    assert R("♥2 ♠9 ♦9 ♣5 ♠5") == [(FULL_HOUSE, 9), (FULL_HOUSE, 5)]  # ambiguous: both readings
    assert R("♥2 ♠3 ♦4 ♣5 ♠6") == [(STRAIGHT, 7), (STRAIGHT, 6)]  # the wild as 7 or as itself
    assert R("♥2 ♠3 ♦3 ♣4 ♠4 ♦5") == [(TUBE, 5)]
    assert R("♥2 ♠3 ♦3 ♣3 ♠4 ♦4") == [(PLATE, 4)]
    assert R("♥2 ♠3 ♠4 ♠5 ♠6") == [(STRAIGHT_FLUSH, 7), (STRAIGHT_FLUSH, 6), (STRAIGHT, 7), (STRAIGHT, 6)]


def test_two_wilds_as_a_pair_inside_a_tube() -> None:
    assert (TUBE, 5) in R("♥2 ♥2 ♠3 ♦3 ♣5 ♠5")
    assert R("♥2 ♥2 ♠3 ♦3 ♣4 ♠4") == [(TUBE, 5), (PLATE, 4), (TUBE, 4)]


def test_straight_flush_completed_by_a_wild() -> None:
    assert (STRAIGHT_FLUSH, 9) in R("♥2 ♠5 ♠6 ♠8 ♠9")
    assert (STRAIGHT_FLUSH, 5) in R("♥2 ♠A ♠3 ♠4 ♠5", 2)


def test_wild_never_a_joker() -> None:
    assert R("♥2 SJ") == []
    assert R("♥2 SJ SJ") == []
    assert R("♥2 SJ BJ BJ") == []
    assert R("♥2 ♥2 SJ BJ") == []
    assert readings(parse("♥2 ♠9 ♦9") + (SJ,), L) == []  # no 9-9-9+joker pair
    assert readings(parse("♠9 ♦9 ♣9 ♥2") + (SJ,), L) == []


def test_wild_at_other_levels_is_that_heart() -> None:
    # at level 7 the ♥7 is wild and ♥2 is an ordinary 2
    assert R("♥7 ♠9", 7) == [(PAIR, 9)]
    assert R("♥2 ♠9", 7) == []


# ---- bomb order ------------------------------------------------------------------------------------


@pytest.mark.parametrize("stronger, weaker", [
    ((BOMB, 3, 5), (BOMB, 14, 4)),  # more cards beats fewer
    ((BOMB, 9, 4), (BOMB, 8, 4)),  # same size: higher rank
    ((BOMB, 2, 4), (BOMB, 14, 4)),  # level 2 bombs are the highest of their size
    ((STRAIGHT_FLUSH, 6, 5), (BOMB, 2, 5)),  # a straight flush beats any bomb of five or fewer
    ((STRAIGHT_FLUSH, 6, 5), (BOMB, 14, 4)),
    ((BOMB, 3, 6), (STRAIGHT_FLUSH, 14, 5)),  # six or more beat a straight flush
    ((STRAIGHT_FLUSH, 8, 5), (STRAIGHT_FLUSH, 7, 5)),
    ((BOMB, 3, 10), (BOMB, 14, 9)),
    ((JOKER_BOMB, 17, 4), (BOMB, 2, 10)),  # four jokers beat everything
    ((JOKER_BOMB, 17, 4), (STRAIGHT_FLUSH, 14, 5)),
])
def test_bomb_order(stronger: tuple[int, int, int], weaker: tuple[int, int, int]) -> None:
    assert beats(*stronger, *weaker, L)
    assert not beats(*weaker, *stronger, L)


def test_bombs_beat_every_ordinary_type_and_equal_bombs_do_not_beat() -> None:
    for t, k, n in ((SINGLE, 17, 1), (PAIR, 17, 2), (TRIPLE, 2, 3), (FULL_HOUSE, 2, 5), (STRAIGHT, 14, 5),
                    (TUBE, 14, 6), (PLATE, 14, 6)):
        assert beats(BOMB, 3, 4, t, k, n, L)
        assert not beats(t, k, n, BOMB, 3, 4, L)
    assert not beats(BOMB, 9, 4, BOMB, 9, 4, L)
    assert not beats(STRAIGHT_FLUSH, 9, 5, STRAIGHT_FLUSH, 9, 5, L)


def test_different_ordinary_types_do_not_beat_each_other() -> None:
    assert not beats(PAIR, 14, 2, SINGLE, 3, 1, L)
    assert not beats(STRAIGHT, 14, 5, FULL_HOUSE, 3, 5, L)
    assert not beats(TUBE, 14, 6, PLATE, 3, 6, L)


# ---- listing ------------------------------------------------------------------------------------


def _signature(codes: tuple[int, ...], t: int, k: int, level: int) -> tuple[object, ...]:
    wild = wild_code(level)
    nat = tuple(sorted((c >> 2) if t != STRAIGHT_FLUSH else c for c in codes if c != wild))
    return t, k, nat, codes.count(wild)


def _brute(hand: tuple[int, ...], level: int) -> set[tuple[object, ...]]:
    """Every reading of every sub-multiset of ``hand`` (up to 10 cards), by rank signature."""
    want: set[tuple[object, ...]] = set()
    counts = collections.Counter(hand)
    items = sorted(counts)

    def rec(i: int, cur: list[int]) -> None:
        if i == len(items):
            if cur:
                sel = tuple(cur)
                for t, k in readings(sel, level):
                    want.add(_signature(sel, t, k, level))
            return
        for m in range(counts[items[i]] + 1):
            if len(cur) + m > 10:
                break
            rec(i + 1, cur + [items[i]] * m)

    rec(0, [])
    return want


@pytest.mark.parametrize("seed", range(12))
def test_listing_is_complete_and_agrees_with_the_classifier(seed: int) -> None:
    rng = Rng(seed + 100)
    level = 2 + rng.below(13)
    wild = wild_code(level)
    deck = [c for c in rng.shuffled(DECK) if c != wild]
    hand = deck[:6 + rng.below(6)]
    hand = hand[:len(hand) - seed % 3] + [wild] * (seed % 3)
    hand_t = tuple(sorted(hand))
    listed = collections.Counter()
    for codes, t, k in all_leads(hand_t, level):
        assert (t, k) in readings(codes, level)
        listed[_signature(codes, t, k, level)] += 1
    assert all(n == 1 for n in listed.values()), "a play was listed twice"
    assert set(listed) == _brute(hand_t, level)


def test_listing_includes_the_rare_plays() -> None:
    level = 2
    hand = parse("♥2 ♥2 ♠3 ♦3 ♣5 ♠5 ♠6 ♠7 ♠9 ♦A ♣4")
    plays = {(t, k, tuple(sorted(c))) for c, t, k in all_leads(hand, level)}
    assert (TUBE, 5, tuple(sorted(parse("♥2 ♥2 ♠3 ♦3 ♣5 ♠5")))) in plays  # wild pair as the 4s
    assert (STRAIGHT_FLUSH, 9, tuple(sorted(parse("♥2 ♠5 ♠6 ♠7 ♠9")))) in plays
    assert any(t == STRAIGHT and k == 5 for _, t, k in all_leads(hand, level))  # A2345 via the wild 2
    assert (STRAIGHT, 14, tuple(sorted(parse("♥2 ♥2 ♠9 ♦A ♣4")))) not in plays


def test_answers_are_the_plays_that_beat() -> None:
    level = 2
    hand = parse("♠3 ♦3 ♣3 ♠4 ♠9 ♦9 ♣9 ♥9 ♠K ♦K")
    got = all_answers(hand, level, PAIR, 9, 2)
    kinds = [(t, k) for _, t, k in got]
    assert kinds == [(PAIR, 13), (BOMB, 9)]
    everything = all_leads(hand, level)
    beat = [(c, t, k) for c, t, k in everything if beats(t, k, len(c), PAIR, 9, 2, level)]
    assert sorted(got) == sorted(beat)


def test_answers_to_a_bomb_only_bigger_bombs() -> None:
    hand = parse("♠3 ♦3 ♣3 ♥3 ♠4 ♦4 ♣4 ♥4 ♠4") + (SJ, SJ, BJ, BJ)
    got = [(t, k, len(c)) for c, t, k in all_answers(hand, 2, BOMB, 3, 4)]
    assert got == [(BOMB, 4, 4), (BOMB, 4, 5), (JOKER_BOMB, 17, 4)]


def test_lead_listing_with_both_wilds_is_stable_and_fast_enough() -> None:
    rng = Rng(7)
    wild = wild_code(9)
    deck = [c for c in rng.shuffled(DECK) if c != wild]
    hand = tuple(sorted(deck[:25] + [wild, wild]))
    first = all_leads(hand, 9)
    second = HandIndex(hand, 9).leads()
    assert first == second
    assert len(first) > 200
