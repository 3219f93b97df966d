"""Zha Jin Hua hand evaluator: class counts, every ordering and tie rule, the 235 special both ways, speed."""

from __future__ import annotations

import time
from itertools import combinations

import pytest

from engine.games.zhajinhua.evaluator import (
    ALL_CARDS, HandClass, TOTAL_HANDS, beats, build_table, class_counts, classify, compare, is_special_235,
    percentile, rank_all_hands, showdown_winners, strength,
)
from tests.test_zhajinhua_support import cards


def s(text: str) -> int:
    return strength(cards(text))


def test_class_counts_match_the_published_table() -> None:
    counts = class_counts()
    assert TOTAL_HANDS == 22_100
    assert counts[HandClass.STRAIGHT_FLUSH] == 48
    assert counts[HandClass.TRIPS] == 52
    assert counts[HandClass.STRAIGHT] == 720
    assert counts[HandClass.FLUSH] == 1_096
    assert counts[HandClass.PAIR] == 3_744
    assert counts[HandClass.HIGH_CARD] == 16_440


def test_every_hand_looked_up_in_any_card_order() -> None:
    a, b, c = cards("7h Qs 7d")
    assert strength((a, b, c)) == strength((c, a, b)) == strength((b, c, a))
    assert classify((a, b, c)) is HandClass.PAIR


@pytest.mark.parametrize("text, cls", [
    ("9s 9h 9d", HandClass.TRIPS),
    ("Js Qs Ks", HandClass.STRAIGHT_FLUSH),
    ("As 2s 3s", HandClass.STRAIGHT_FLUSH),
    ("2h 7h Kh", HandClass.FLUSH),
    ("Qs Kh Ad", HandClass.STRAIGHT),
    ("As 2h 3d", HandClass.STRAIGHT),
    ("4c 4d Ks", HandClass.PAIR),
    ("As Kh Jd", HandClass.HIGH_CARD),
    ("Ks Ah 2d", HandClass.HIGH_CARD),  # no wrap-around straight
    ("2s 3h 5d", HandClass.HIGH_CARD),  # the 235 special is a high card by class
])
def test_classes(text: str, cls: HandClass) -> None:
    assert classify(cards(text)) is cls


def test_class_order_trips_straight_flush_flush_straight_pair_high() -> None:
    ladder = ["2s 2h 2d", "Qh Kh Ah", "2c 4c 6c", "As Kh Qd", "Ac As Kd", "As Kh Jd"]
    # the weakest trips beat the best straight flush, the weakest straight flush the best flush, …
    weakest = ["2s 2h 2d", "As 2s 3s", "2c 3c 5c", "As 2h 3d", "2c 2d 3s", "2s 3h 5d"]
    best = ["As Ah Ad", "Qh Kh Ah", "Jc Kc Ac", "As Kh Qd", "Ac As Kd", "As Kh Jd"]
    for hi, lo in zip(weakest[:-1], best[1:]):
        assert s(hi) > s(lo), (hi, lo)
    for a, b in zip(ladder, ladder[1:]):
        assert s(a) > s(b)


def test_straights_akq_highest_a23_lowest() -> None:
    assert s("As Kh Qd") > s("Ks Qh Jd") > s("4s 3h 2d") > s("As 2h 3d")
    assert s("Ah Kh Qh") > s("Kh Qh Jh") and s("4h 3h 2h") > s("Ah 2h 3h")
    assert s("As 2h 3d") > s("Ac Kd Js")  # still a straight: beats every high card
    assert s("As 2h 3d") > s("Ac Ad Ks")  # and every pair
    assert s("As Kh Qd") < s("2c 3c 5c")  # but the best straight loses to the weakest flush


def test_high_cards_compare_card_by_card() -> None:
    assert s("As Kh 9d") > s("As Qh Jd")
    assert s("As Kh Jd") > s("As Kh 9d")
    assert s("Kh Qd 9s") > s("Kh Qd 8s")
    assert s("Ad 5h 2c") < s("Ad 6h 2c")


def test_pairs_compare_pair_then_kicker() -> None:
    assert s("3c 3d 2s") > s("2c 2d As")
    assert s("9c 9d Ks") > s("9h 9s Qd")
    assert s("Ac Ad 2s") > s("Kc Kd Qs")
    assert s("9c 9d Ks") == s("9h 9s Kd")


def test_flushes_compare_like_high_cards() -> None:
    assert s("Ah Jh 9h") > s("Ac 10c 9c")
    assert s("Kd 9d 2d") == s("Ks 9s 2s")


def test_suits_never_break_ties() -> None:
    assert compare(s("As Kh Qd"), s("Ac Kd Qh")) == 0
    assert compare(s("5s 5h 5d"), s("5c 5h 5d")) == 0
    assert compare(s("Js Qs Ks"), s("Jh Qh Kh")) == 0
    assert compare(s("As Kh 9d"), s("Ah Ks 9c")) == 0


def test_235_mixed_beats_aaa_only_by_default() -> None:
    special = s("2s 3h 5d")
    assert is_special_235(cards("2s 3h 5d")) and is_special_235(cards("2s 3s 5d"))
    assert beats(special, s("As Ah Ad"))
    assert not beats(s("As Ah Ad"), special)
    assert beats(s("Ks Kh Kd"), special)
    assert beats(s("2c 2h 2d"), special)
    # against anything else it is a plain 5-high
    assert beats(s("2c 3c 6h"), special)
    assert beats(special, s("2c 3d 4s")) is False  # 234 is a straight
    assert beats(s("2c 2d 4s"), special)
    assert compare(special, s("2c 3d 5c")) == 0


def test_235_of_one_suit_is_a_flush_and_not_special() -> None:
    assert classify(cards("2h 3h 5h")) is HandClass.FLUSH
    assert not is_special_235(cards("2h 3h 5h"))
    assert beats(s("As Ah Ad"), s("2h 3h 5h"), beats_all_trips=True)


def test_option_235_beats_every_leopard() -> None:
    special = s("2s 3h 5d")
    for text in ("As Ah Ad", "Ks Kh Kd", "2c 2h 2d", "7c 7h 7d"):
        assert beats(special, s(text), beats_all_trips=True)
        assert not beats(s(text), special, beats_all_trips=True)
    # still a 5-high against everything that is not a 豹子
    assert beats(s("2c 2d 4s"), special, beats_all_trips=True)
    assert beats(s("Qh Kh Ah"), special, beats_all_trips=True)


def test_showdown_with_235() -> None:
    aaa, kkk, sp, pair = s("As Ah Ad"), s("Ks Kh Kd"), s("2s 3h 5d"), s("Qc Qd 4s")
    assert showdown_winners([(0, aaa), (1, sp), (2, pair)]) == (1,)
    assert showdown_winners([(0, kkk), (1, sp), (2, pair)]) == (0,)
    assert showdown_winners([(0, kkk), (1, sp), (2, pair)], beats_all_trips=True) == (1,)
    # the rare cycle AAA > KKK > 235 > AAA: the 235 beats the table's best hand, so it wins
    assert showdown_winners([(0, aaa), (1, kkk), (2, sp)]) == (2,)
    # without any 豹子 the 235 is only 5-high
    assert showdown_winners([(0, pair), (1, sp)]) == (0,)
    # two 235s share
    assert showdown_winners([(0, aaa), (1, sp), (2, s("2c 3d 5h"))]) == (1, 2)


def test_showdown_ties_share() -> None:
    assert showdown_winners([(3, s("As Kh Qd")), (1, s("Ac Kd Qh")), (2, s("Jc Jd 2s"))]) == (3, 1)


def test_percentile_spans_zero_to_one_in_order() -> None:
    lo, mid, hi = percentile(s("2s 3h 5d")), percentile(s("Ac 9d 4s")), percentile(s("As Ah Ad"))
    assert 0.0 <= lo < mid < hi <= 1.0
    assert hi > 0.999 and lo < 0.002


def test_table_agrees_with_a_slow_definition_on_every_hand() -> None:
    """Class counts checked independently: rank counts and suits, without the table."""
    slow: dict[HandClass, int] = {cls: 0 for cls in HandClass}
    for hand in combinations(ALL_CARDS, 3):
        values = sorted(14 if c.rank == 1 else c.rank for c in hand)
        flush = len({c.suit for c in hand}) == 1
        run = values[2] - values[0] == 2 and len(set(values)) == 3 or values == [2, 3, 14]
        if len(set(values)) == 1:
            cls = HandClass.TRIPS
        elif len(set(values)) == 2:
            cls = HandClass.PAIR
        elif run:
            cls = HandClass.STRAIGHT_FLUSH if flush else HandClass.STRAIGHT
        else:
            cls = HandClass.FLUSH if flush else HandClass.HIGH_CARD
        assert classify(hand) is cls
        slow[cls] += 1
    assert slow == class_counts()


def test_ranking_every_hand_is_well_under_a_second() -> None:
    started = time.perf_counter()
    ranked = rank_all_hands()
    elapsed = time.perf_counter() - started
    assert len(ranked) == 22_100
    assert elapsed < 0.5
    started = time.perf_counter()
    table = build_table()
    assert time.perf_counter() - started < 1.0
    assert len(table) == 52 ** 3
