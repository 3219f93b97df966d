"""现世通行: a scenario for every card type and every answer of the rulebook's Q&A."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import DecisionKind
from engine.errors import IllegalAction
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play, PutBack,
    Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.events import (
    Attacked, BegResolved, BlindPicked, BottomSet, CardPlayed, DuelEnd, DuelEnded, DuelStarted, EffectCancelled,
    Drew, Eliminated, Flipped, Gave, Judged, Nightmared, NoEffect, NoEffectReason, Peeked, Released, Reversed, Revived,
    Sealed, Shuffled, Traded, WindowOpened, YanlingMoved, YanlingUndone,
)
from engine.games.xianshi_tongxing.state import JudgePrompt, Phase, PureMode, Rules
from tests.test_xianshi_tongxing_helpers import GAME, C, act, filler, of, run, table

ALL = Rules(judge_prompt=JudgePrompt.ALL)
EXP = Rules(expansion=True)
DECK = [C.YUZHI, C.JIAOYI, C.DANTIAO, C.LUGUO, C.QIANGYU, C.FENGYIN]


# ---- 通行 / 城管 ----------------------------------------------------------------------------
def test_tongxing_cannot_be_played_and_must_be_defused() -> None:
    s = table([[C.LUGUO], [C.LUGUO]], [C.TONGXING])
    assert all(getattr(a, "card", None) != C.TONGXING for a in GAME.legal_actions(s, 0))


def test_chengguan_acts_the_moment_the_tongxing_is_drawn_and_drawing_goes_on() -> None:
    s = table([[C.CHENGGUAN], [C.LUGUO]], [C.YUZHI, C.TONGXING, C.JIAOYI, C.DANTIAO], extra=2)
    s, _ = act(s, 0, EndPlay())
    assert s.phase is Phase.DEFUSE and s.draws_left == 1 and s.hands[0] == (C.CHENGGUAN, C.YUZHI)
    s, _ = run(s, (0, Defuse(C.CHENGGUAN)), (0, PutBack(0)))
    # it went back on top, so the remaining draw takes it again; no 城管 left: out
    assert not s.alive[0]


# ---- 裁判 -----------------------------------------------------------------------------------
def test_caipan_cancels_an_attack_aimed_at_you() -> None:
    s = table([[C.GONGJI_2, C.LUGUO], [C.CAIPAN], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.GONGJI_2, target=1))
    assert GAME.decision(s).kind is DecisionKind.REACTION
    assert GAME.decision(s).seats == (1,)  # only the target, not seat 2
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    assert of(ev, EffectCancelled) and s.turn == 0 and s.phase is Phase.PLAY
    assert s.strike_used  # one 攻击/逆转 per turn, even a cancelled one
    assert all(not (isinstance(a, Play) and a.card == C.GONGJI_2) for a in GAME.legal_actions(s, 0))


def test_caipan_chain_back_and_forth() -> None:
    s = table([[C.GONGJI, C.CAIPAN], [C.CAIPAN, C.CAIPAN], [C.LUGUO]], DECK)
    s, _ = act(s, 0, Play(C.GONGJI, target=1))
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    assert GAME.decision(s).seats == (0,)  # the 裁判 is aimed at the attacker
    assert of(ev, Judged)[0].against == 0
    s, ev = act(s, 0, Cancel(C.CAIPAN))
    assert GAME.decision(s).seats == (1,) and of(ev, Judged)[0].against == 1
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    # three 裁判: the attack is cancelled; seat 0 has none left to answer with
    assert of(ev, EffectCancelled) and s.turn == 0 and s.phase is Phase.PLAY


def test_caipan_chain_ends_with_the_card_standing() -> None:
    s = table([[C.GONGJI_1, C.CAIPAN], [C.CAIPAN, C.CAIPAN], [C.LUGUO]], DECK, extra=1)
    s, _ = run(s, (0, Play(C.GONGJI_1, target=1)), (1, Cancel(C.CAIPAN)), (0, Cancel(C.CAIPAN)))
    s, ev = act(s, 1, Decline())
    assert of(ev, Attacked)[0].extra == 2 and s.turn == 1 and s.extra == 2


def test_deck_card_may_be_cancelled_by_any_other_seat_and_window_reopens() -> None:
    s = table([[C.QIANGYU, C.CAIPAN], [C.CAIPAN], [C.CAIPAN, C.CAIPAN]], DECK)
    s, _ = act(s, 0, Play(C.QIANGYU))
    assert set(GAME.decision(s).seats) == {1, 2}
    s, _ = act(s, 2, Cancel(C.CAIPAN))
    s, _ = act(s, 0, Cancel(C.CAIPAN))  # the owner cancels the 裁判 back
    s, ev = act(s, 2, Decline())
    # the 强欲 stands for now; seat 1 has not answered yet and is asked again
    assert GAME.decision(s).seats == (1,) and s.phase is Phase.REACTION
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    assert of(ev, EffectCancelled) and s.extra == 0


def test_chain_asks_no_seat_without_a_caipan_by_default() -> None:
    s = table([[C.QIANGYU], [C.CAIPAN], [C.LUGUO]], DECK)
    s, _ = act(s, 0, Play(C.QIANGYU))
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    assert of(ev, EffectCancelled) and s.extra == 0  # seat 0 holds no 裁判, so it is not asked
    s = table([[C.QIANGYU], [C.CAIPAN], [C.LUGUO]], DECK, rules=ALL)
    s, _ = run(s, (0, Play(C.QIANGYU)), (2, Decline()), (1, Cancel(C.CAIPAN)))
    assert GAME.decision(s).seats == (0,) and GAME.legal_actions(s, 0) == (Decline(),)


def test_caipan_cannot_touch_luguo_or_yuzhi_even_when_everyone_is_asked() -> None:
    s = table([[C.LUGUO, C.YUZHI], [C.CAIPAN], [C.CAIPAN]], DECK, rules=ALL)
    s, ev = act(s, 0, Play(C.LUGUO))
    assert s.phase is Phase.PLAY and not of(ev, WindowOpened)
    s, ev = act(s, 0, Play(C.YUZHI))
    assert s.phase is Phase.PLAY and not of(ev, WindowOpened)


def test_caipan_in_own_play_phase_is_a_plain_discard() -> None:
    s = table([[C.CAIPAN], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.CAIPAN))
    assert of(ev, NoEffect)[0].reason is NoEffectReason.PLAIN_DISCARD and s.phase is Phase.PLAY


def test_caipan_cannot_answer_a_card_aimed_at_someone_else() -> None:
    s = table([[C.JIAOZHU], [C.LUGUO], [C.CAIPAN]], DECK, rules=ALL)
    s, _ = act(s, 0, Play(C.JIAOZHU, target=1))
    assert GAME.decision(s).seats == (1,)
    with pytest.raises(IllegalAction):
        act(s, 2, Cancel(C.CAIPAN))


def test_only_seats_holding_caipan_are_asked_by_default() -> None:
    s = table([[C.GONGJI], [C.LUGUO], [C.LUGUO]], DECK)
    s, ev = act(s, 0, Play(C.GONGJI, target=1))
    assert not of(ev, WindowOpened) and s.turn == 1  # nobody could answer: resolved at once


# ---- 攻击 / 逆转 ------------------------------------------------------------------------------
def test_attack_carries_the_extra_draws_plus_its_bonus() -> None:
    s = table([[C.QIANGYU, C.GONGJI_2, C.LUGUO], [C.LUGUO], [C.LUGUO], [C.LUGUO]], filler(12, C.YUZHI))
    s, _ = run(s, (0, Play(C.LUGUO)), (0, Play(C.QIANGYU)), (0, Play(C.GONGJI_2, target=2)))
    assert s.turn == 2 and s.extra == 5 and s.skip == 0  # 3 + 2; 路过 never travels
    assert s.hands[0] == ()  # the attacker skipped its draw phase
    s, ev = act(s, 2, EndPlay())
    assert len(of(ev, Drew)) == 6 and s.phase is Phase.DISCARD and len(s.hands[2]) == 7
    # turns go on from the attacked seat
    s, _ = act(s, 2, Discard(C.YUZHI))
    assert s.turn == 3


@pytest.mark.parametrize("card,bonus", [(C.GONGJI, 0), (C.GONGJI_1, 1), (C.GONGJI_2, 2)])
def test_attack_strengths(card: Card, bonus: int) -> None:
    s = table([[card], [C.LUGUO], [C.LUGUO]], DECK, extra=1)
    s, ev = act(s, 0, Play(card, target=2))
    assert of(ev, Attacked)[0].extra == 1 + bonus and s.turn == 2


def test_attack_may_aim_at_any_other_living_seat() -> None:
    s = table([[C.GONGJI], [C.LUGUO], [], [C.LUGUO]], DECK, alive=[True, True, False, True], out_order=[2])
    targets = {a.target for a in GAME.legal_actions(s, 0) if isinstance(a, Play) and a.card == C.GONGJI}
    assert targets == {1, 3}


def test_only_one_attack_or_reverse_per_turn() -> None:
    s = table([[C.GONGJI, C.NIZHUAN], [C.CAIPAN], [C.LUGUO]], DECK)
    s, _ = run(s, (0, Play(C.GONGJI, target=1)), (1, Cancel(C.CAIPAN)))
    with pytest.raises(IllegalAction, match="only one"):
        act(s, 0, Play(C.NIZHUAN))


def test_reverse_passes_the_count_to_the_next_seat_in_the_new_order() -> None:
    s = table([[C.LUGUO], [C.NIZHUAN, C.QIANGYU], [C.CAIPAN], [C.CAIPAN]], DECK, turn=1)
    s, _ = act(s, 1, Play(C.QIANGYU))
    s, _ = run(s, (2, Decline()), (3, Decline()))
    s, ev = act(s, 1, Play(C.NIZHUAN))
    # the receiving seat is seat 0; seat 2 (holding 裁判) is not asked
    assert s.phase is Phase.PLAY and s.turn == 0 and s.direction == -1 and s.extra == 3
    assert of(ev, Reversed)[0].target == 0
    s, _ = act(s, 0, EndPlay())
    assert s.turn == 3  # play goes on in the new direction


def test_reverse_may_be_cancelled_by_the_receiving_seat() -> None:
    s = table([[C.CAIPAN], [C.NIZHUAN], [C.LUGUO]], DECK, turn=1)
    s, _ = act(s, 1, Play(C.NIZHUAN))
    assert GAME.decision(s).seats == (0,)
    s, _ = act(s, 0, Cancel(C.CAIPAN))
    assert s.direction == 1 and s.turn == 1


# ---- 路过 -----------------------------------------------------------------------------------
def test_luguo_one_card_cancels_one_of_three() -> None:
    s = table([[C.LUGUO] * 3, [C.LUGUO]], filler(8, C.YUZHI), extra=2)
    s, _ = act(s, 0, Play(C.LUGUO))
    assert max(0, 1 + s.extra - s.skip) == 2
    s, _ = run(s, (0, Play(C.LUGUO)), (0, Play(C.LUGUO)))
    s, ev = act(s, 0, EndPlay())
    assert not of(ev, Drew)


def test_luguo_does_not_pass_on_choudi_or_greed() -> None:
    # 路过 only cancels a draw: it does not move the 抽底 state or the 强欲 count to anyone
    s = table([[C.LUGUO, C.CHOUDI], [C.LUGUO]], [C.YUZHI, C.JIAOYI])
    s, _ = run(s, (0, Play(C.CHOUDI)), (0, Play(C.LUGUO)), (0, EndPlay()))
    assert s.turn == 1 and not s.bottom and s.extra == 0


# ---- 交易 -----------------------------------------------------------------------------------
def test_trade_is_simultaneous_and_each_sees_what_it_receives() -> None:
    s = table([[C.JIAOYI, C.LUGUO, C.YUZHI, C.CHENGGUAN], [C.GONGJI, C.CAIPAN, C.DANTIAO], [C.LUGUO]], DECK)
    s, _ = act(s, 0, Play(C.JIAOYI, target=1))
    assert GAME.decision(s).seats == (1,)  # the target may cancel it first
    s, _ = act(s, 1, Decline())
    assert s.phase is Phase.TRADE
    d = GAME.decision(s)
    assert d.kind is DecisionKind.SIMULTANEOUS and d.seats == (0, 1)
    s, _ = act(s, 1, TradeCards((C.DANTIAO, C.CAIPAN)))
    # seat 0 cannot see seat 1's pick; the hand sizes shown do not change
    v0 = GAME.view(s, 0)
    assert v0.my_offer is None and v0.hand_sizes[1] == 3 and v0.trade_answered == (False, True)
    assert GAME.decision(s).seats == (0,)
    s, ev = act(s, 0, TradeCards((C.LUGUO, C.YUZHI)))
    assert Counter(s.hands[0]) == Counter([C.CHENGGUAN, C.DANTIAO, C.CAIPAN])
    assert Counter(s.hands[1]) == Counter([C.GONGJI, C.LUGUO, C.YUZHI])
    traded = of(ev, Traded)[0]
    assert traded.seen_by(0).b_gave == (C.DANTIAO, C.CAIPAN)
    assert traded.seen_by(2).a_gave == (None, None) and traded.seen_by(2).b_gave == (None, None)


def test_trade_needs_two_cards_on_each_side() -> None:
    s = table([[C.JIAOYI, C.LUGUO, C.YUZHI], [C.GONGJI], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.JIAOYI, target=1))
    assert of(ev, NoEffect)[0].reason is NoEffectReason.TOO_FEW_CARDS and s.phase is Phase.PLAY
    s = table([[C.JIAOYI, C.LUGUO], [C.GONGJI, C.LUGUO]], DECK)
    s, ev = act(s, 0, Play(C.JIAOYI, target=1))  # only one card left after playing 交易
    assert of(ev, NoEffect)


def test_trade_with_a_sealed_seat_uses_only_its_free_cards() -> None:
    s = table([[C.JIAOYI, C.LUGUO, C.YUZHI], [C.GONGJI], [C.CAIPAN]], DECK, sealed=[[], [C.CHENGGUAN, C.LUGUO], []])
    s, ev = act(s, 0, Play(C.JIAOYI, target=1))
    assert of(ev, NoEffect)  # sealed cards cannot be traded


def test_trade_can_be_cancelled_by_its_target() -> None:
    s = table([[C.JIAOYI, C.LUGUO, C.YUZHI], [C.CAIPAN, C.GONGJI, C.LUGUO], [C.CAIPAN]], DECK)
    s, _ = act(s, 0, Play(C.JIAOYI, target=1))
    assert GAME.decision(s).seats == (1,)
    s, ev = act(s, 1, Cancel(C.CAIPAN))
    assert of(ev, EffectCancelled) and s.phase is Phase.PLAY


# ---- 单挑 -----------------------------------------------------------------------------------
def test_duel_alternates_and_the_initiator_may_stop() -> None:
    s = table([[C.DANTIAO, C.LUGUO, C.GONGJI], [C.YUZHI, C.CAIPAN], [C.LUGUO]], [C.JIAOYI, C.FENGYIN, C.QIANGYU])
    s, ev = act(s, 0, Play(C.DANTIAO, target=1))
    assert GAME.decision(s).seats == (1,)  # 裁判 window for the target first
    s, ev = act(s, 1, Decline())
    assert of(ev, DuelStarted) and s.phase is Phase.DUEL and GAME.decision(s).seats == (0,)
    legal = GAME.legal_actions(s, 0)
    assert all(isinstance(a, DuelStep) for a in legal)  # no stopping before the first step; no cards
    with pytest.raises(IllegalAction):
        act(s, 0, Play(C.GONGJI, target=1))  # nobody plays cards during a duel
    s, _ = act(s, 0, DuelStep(card=C.LUGUO))
    assert s.hands[0] == (C.GONGJI, C.JIAOYI) and GAME.decision(s).seats == (1,)
    with pytest.raises(IllegalAction):
        act(s, 1, Cancel(C.CAIPAN))
    assert DuelStop() not in GAME.legal_actions(s, 1)  # only the initiator may stop
    s, _ = act(s, 1, DuelStep(card=C.YUZHI))
    assert s.hands[1] == (C.CAIPAN, C.FENGYIN)
    assert DuelStop() in GAME.legal_actions(s, 0)
    s, ev = act(s, 0, DuelStop())
    assert of(ev, DuelEnded)[0].reason is DuelEnd.STOPPED
    assert s.phase is Phase.PLAY and s.turn == 0  # the initiator's play phase goes on


def test_duel_ends_on_a_drawn_tongxing() -> None:
    s = table([[C.DANTIAO, C.LUGUO], [C.YUZHI], [C.LUGUO]], [C.JIAOYI, C.TONGXING, C.QIANGYU])
    s, _ = act(s, 0, Play(C.DANTIAO, target=1))
    s, _ = act(s, 0, DuelStep(card=C.LUGUO))
    s, ev = act(s, 1, DuelStep(card=C.YUZHI))
    assert of(ev, Eliminated)[0].seat == 1 and of(ev, DuelEnded)[0].reason is DuelEnd.TONGXING
    # two players left alive (0 and 2): the initiator's play phase continues
    assert s.alive == (True, False, True) and s.turn == 0 and s.phase is Phase.PLAY


def test_duel_tongxing_may_be_defused() -> None:
    s = table([[C.DANTIAO, C.LUGUO, C.CHENGGUAN], [C.YUZHI], [C.LUGUO]], [C.TONGXING, C.QIANGYU])
    s, _ = act(s, 0, Play(C.DANTIAO, target=1))
    s, _ = act(s, 0, DuelStep(card=C.LUGUO))
    assert s.phase is Phase.DEFUSE
    s, _ = act(s, 0, Defuse(C.CHENGGUAN))
    s, ev = act(s, 0, PutBack(1))
    assert of(ev, DuelEnded)[0].reason is DuelEnd.TONGXING and s.phase is Phase.PLAY and s.turn == 0


def test_duel_initiator_out_passes_the_turn() -> None:
    s = table([[C.DANTIAO, C.LUGUO], [C.YUZHI], [C.LUGUO]], [C.TONGXING, C.QIANGYU])
    s, _ = act(s, 0, Play(C.DANTIAO, target=1))
    s, ev = act(s, 0, DuelStep(card=C.LUGUO))
    assert not s.alive[0] and s.turn == 1 and s.phase is Phase.PLAY


# ---- 抽底 -----------------------------------------------------------------------------------
def test_choudi_makes_the_whole_draw_phase_draw_from_the_bottom() -> None:
    s = table([[C.CHOUDI, C.CHOUDI, C.QIANGYU], [C.LUGUO]], DECK)
    s, _ = run(s, (0, Play(C.CHOUDI)), (0, Play(C.CHOUDI)), (0, Play(C.QIANGYU)))
    assert s.bottom is True  # does not stack: it is a way of drawing
    s, _ = act(s, 0, EndPlay())
    assert s.hands[0] == (C.FENGYIN, C.QIANGYU, C.LUGUO, C.DANTIAO)


def test_choudi_travels_with_attack_and_reverse() -> None:
    s = table([[C.CHOUDI, C.GONGJI], [C.LUGUO], [C.LUGUO]], DECK)
    s, ev = run(s, (0, Play(C.CHOUDI)), (0, Play(C.GONGJI, target=2)))
    assert of(ev, BottomSet) and s.turn == 2 and s.bottom
    s, _ = act(s, 2, EndPlay())
    assert s.hands[2] == (C.LUGUO, C.FENGYIN)
    s = table([[C.CHOUDI, C.NIZHUAN], [C.LUGUO], [C.LUGUO]], DECK)
    s, _ = run(s, (0, Play(C.CHOUDI)), (0, Play(C.NIZHUAN)))
    assert s.turn == 2 and s.bottom


def test_choudi_can_be_cancelled_by_any_other_seat() -> None:
    s = table([[C.CHOUDI], [C.LUGUO], [C.CAIPAN]], DECK)
    s, _ = act(s, 0, Play(C.CHOUDI))
    assert GAME.decision(s).seats == (2,)
    s, _ = act(s, 2, Cancel(C.CAIPAN))
    assert not s.bottom


# ---- 教主 -----------------------------------------------------------------------------------
def test_jiaozhu_target_gives_a_card_of_its_choice() -> None:
    s = table([[C.JIAOZHU], [C.CHENGGUAN, C.LUGUO], [C.LUGUO]], DECK)
    s, _ = act(s, 0, Play(C.JIAOZHU, target=1))
    assert s.phase is Phase.TRIBUTE and GAME.decision(s).seats == (1,)
    assert set(GAME.legal_actions(s, 1)) == {Give(card=C.CHENGGUAN), Give(card=C.LUGUO)}
    s, ev = act(s, 1, Give(card=C.LUGUO))
    assert s.hands[0] == (C.LUGUO,) and s.hands[1] == (C.CHENGGUAN,) and s.phase is Phase.PLAY
    gave = of(ev, Gave)[0]
    assert gave.seen_by(0).card == C.LUGUO and gave.seen_by(2).card is None


# ---- 强欲 -----------------------------------------------------------------------------------
def test_qiangyu_with_attack_moves_the_count() -> None:
    s = table([[C.QIANGYU, C.GONGJI], [C.LUGUO]], DECK)
    s, _ = run(s, (0, Play(C.QIANGYU)), (0, Play(C.GONGJI, target=1)))
    assert s.turn == 1 and s.extra == 3


def test_qiangyu_can_be_cancelled() -> None:
    s = table([[C.QIANGYU], [C.CAIPAN]], DECK)
    s, _ = run(s, (0, Play(C.QIANGYU)), (1, Cancel(C.CAIPAN)))
    assert s.extra == 0


# ---- 预知 / 言灵 ------------------------------------------------------------------------------
def test_yuzhi_shows_the_top_card_to_the_player_only() -> None:
    s = table([[C.YUZHI], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.YUZHI))
    peek = of(ev, Peeked)[0]
    assert peek.seen_by(0).card == C.YUZHI and peek.seen_by(1).card is None
    assert s.deck == tuple(DECK)  # the order is not changed


def test_yanling_look_anywhere_and_move_anywhere() -> None:
    s = table([[C.YANLING], [C.LUGUO], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.YANLING, position=3))
    assert s.phase is Phase.YANLING
    assert GAME.view(s, 0).peek_card == C.LUGUO and GAME.view(s, 1).peek_card is None
    assert of(ev, Peeked)[0].seen_by(2).card is None
    s, ev = act(s, 0, Place(0))
    assert s.deck[0] == C.LUGUO and of(ev, YanlingMoved)
    assert GAME.decision(s).seats == (2,)  # it moved a card: any other seat may cancel
    s, ev = act(s, 2, Cancel(C.CAIPAN))
    assert of(ev, YanlingUndone) and s.deck == tuple(DECK)


def test_yanling_that_moved_nothing_cannot_be_cancelled() -> None:
    s = table([[C.YANLING], [C.CAIPAN], [C.CAIPAN]], DECK, rules=ALL)
    s, _ = act(s, 0, Play(C.YANLING, position=2))
    s, ev = act(s, 0, Place(2))
    assert s.phase is Phase.PLAY and not of(ev, WindowOpened) and s.deck == tuple(DECK)


# ---- 重连 -----------------------------------------------------------------------------------
def test_chonglian_shuffles_the_deck_and_can_be_cancelled() -> None:
    deck = [C.TONGXING] + filler(9, C.YUZHI) + filler(10, C.LUGUO)
    s = table([[C.CHONGLIAN], [C.LUGUO]], deck)
    s, ev = act(s, 0, Play(C.CHONGLIAN))
    assert of(ev, Shuffled) and Counter(s.deck) == Counter(deck) and s.deck != tuple(deck)
    s = table([[C.CHONGLIAN], [C.CAIPAN]], deck)
    s, _ = run(s, (0, Play(C.CHONGLIAN)), (1, Cancel(C.CAIPAN)))
    assert s.deck == tuple(deck)


# ---- 封印 -----------------------------------------------------------------------------------
def test_fengyin_seals_two_cards_and_a_sealed_chengguan_cannot_save() -> None:
    s = table([[C.FENGYIN], [C.CHENGGUAN, C.LUGUO], [C.LUGUO]], [C.YUZHI, C.TONGXING, C.JIAOYI])
    s, ev = act(s, 0, Play(C.FENGYIN, target=1))
    sealed = of(ev, Sealed)[0]
    assert sealed.n == 2 and s.hands[1] == () and Counter(s.sealed[1]) == Counter([C.CHENGGUAN, C.LUGUO])
    assert sealed.seen_by(1).cards is not None and sealed.seen_by(2).cards is None
    v = GAME.view(s, 2)
    assert v.sealed_sizes[1] == 2 and v.sealed[1] is None
    # seat 1 cannot play sealed cards in its turn
    s, _ = act(s, 0, EndPlay())
    assert s.turn == 1 and GAME.legal_actions(s, 1) == (EndPlay(),)
    s, ev = act(s, 1, EndPlay())
    assert of(ev, Eliminated)[0].seat == 1  # the sealed 城管 could not defuse


def test_fengyin_cards_come_back_after_the_draw_phase() -> None:
    s = table([[C.LUGUO], [C.LUGUO]], [C.YUZHI], turn=1, sealed=[[], [C.CHENGGUAN, C.GONGJI]])
    s, ev = act(s, 1, EndPlay())
    assert of(ev, Released)[0].sealed == 2
    assert Counter(s.hands[1]) == Counter([C.LUGUO, C.YUZHI, C.CHENGGUAN, C.GONGJI]) and s.sealed[1] == ()


# ---- 乞讨 (expansion) -----------------------------------------------------------------------
def test_qitao_answers_are_simultaneous_and_secret() -> None:
    s = table([[C.QITAO], [C.CHENGGUAN, C.LUGUO], [C.GONGJI], [C.LUGUO], []], DECK, rules=EXP)
    s, ev = act(s, 0, Play(C.QITAO))
    d = GAME.decision(s)
    assert d.kind is DecisionKind.SIMULTANEOUS and d.seats == (1, 2, 3)  # seat 4 has nothing to give
    s, _ = act(s, 2, Give(card=C.GONGJI))
    # nobody else can tell what seat 2 answered
    for seat in (0, 1, 3):
        v = GAME.view(s, seat)
        assert v.hand_sizes[2] == 1 and v.my_offer is None
    assert GAME.view(s, 2).my_offer == (C.GONGJI,)
    assert GAME.decision(s).seats == (1, 3)
    s, _ = act(s, 3, Refuse())
    s, ev = act(s, 1, Give(card=C.LUGUO))
    res = of(ev, BegResolved)[0]
    assert res.givers == (1, 2) and res.refusers == (3,)
    assert res.seen_by(0).cards == (C.LUGUO, C.GONGJI) and res.seen_by(3).cards == (None, None)
    assert Counter(s.hands[0]) == Counter([C.LUGUO, C.GONGJI]) and s.phase is Phase.PLAY


def test_qitao_cancelled_for_everyone() -> None:
    s = table([[C.QITAO], [C.CAIPAN, C.LUGUO], [C.GONGJI]], DECK, rules=EXP)
    s, ev = run(s, (0, Play(C.QITAO)), (1, Cancel(C.CAIPAN)))
    assert of(ev, EffectCancelled) and s.phase is Phase.PLAY and s.hands[2] == (C.GONGJI,)


# ---- 梦魇 (expansion) -----------------------------------------------------------------------
def test_mengyan_blind_play() -> None:
    s = table([[C.MENGYAN], [C.GONGJI_1, C.CHENGGUAN], [C.LUGUO]], DECK, rules=EXP)
    s, ev = act(s, 0, Play(C.MENGYAN, target=1))
    assert of(ev, Nightmared)[0].n == 2 and s.hands[1] == () and len(s.blind[1]) == 2
    v1 = GAME.view(s, 1)
    assert v1.blind_sizes[1] == 2 and v1.blind[1] is None  # its own cards are face down to it too
    s, _ = act(s, 0, EndPlay())
    legal = GAME.legal_actions(s, 1)
    assert legal == (EndPlay(), FlipBlind(0), FlipBlind(1))
    i = s.blind[1].index(C.GONGJI_1)
    s, ev = act(s, 1, FlipBlind(i))
    assert of(ev, Flipped)[0].card == C.GONGJI_1 and s.phase is Phase.BLIND
    assert EndPlay() not in GAME.legal_actions(s, 1)  # a turned card must be played
    s, ev = act(s, 1, Play(C.GONGJI_1, target=2))
    assert of(ev, CardPlayed)[0].blind and s.turn == 2 and s.extra == 1


def test_mengyan_flipped_chengguan_is_a_plain_discard() -> None:
    s = table([[C.LUGUO], [C.LUGUO]], DECK, turn=1, rules=EXP, blind=[[], [C.CHENGGUAN]])
    s, _ = act(s, 1, FlipBlind(0))
    assert GAME.legal_actions(s, 1) == (Play(C.CHENGGUAN),)
    s, ev = act(s, 1, Play(C.CHENGGUAN))
    assert of(ev, NoEffect)[0].reason is NoEffectReason.PLAIN_DISCARD


def test_mengyan_drawn_tongxing_pick_a_face_down_card() -> None:
    base = dict(turn=1, rules=EXP)
    s = table([[C.LUGUO], []], [C.TONGXING, C.YUZHI], blind=[[], [C.LUGUO, C.CHENGGUAN]], **base)
    s, _ = act(s, 1, EndPlay())
    assert s.phase is Phase.NIGHTMARE and GAME.legal_actions(s, 1) == (PickBlind(0), PickBlind(1))
    saved, ev = act(s, 1, PickBlind(1))
    assert of(ev, BlindPicked)[0].saved and saved.phase is Phase.PUTBACK
    lost, ev = act(s, 1, PickBlind(0))
    assert not of(ev, BlindPicked)[0].saved and not lost.alive[1]
    # no 城管 among the face-down cards: out at once
    s = table([[C.LUGUO], []], [C.TONGXING, C.YUZHI], blind=[[], [C.LUGUO, C.CAIPAN]], **base)
    s, ev = act(s, 1, EndPlay())
    assert not s.alive[1] and not of(ev, BlindPicked)


def test_mengyan_cards_return_after_the_draw_phase() -> None:
    s = table([[C.LUGUO], []], [C.YUZHI], turn=1, rules=EXP, blind=[[], [C.LUGUO, C.CHENGGUAN]])
    s, ev = act(s, 1, EndPlay())
    assert Counter(s.hands[1]) == Counter([C.LUGUO, C.CHENGGUAN, C.YUZHI]) and s.blind[1] == ()
    assert of(ev, Released)[0].blind == 2


def test_mengyan_then_attack_makes_the_attacked_seats_draw_phase_blind() -> None:
    """梦魇 and then 攻击 on the same seat: its turn starts at once with every card face down and the
    attacker's draws to make. A drawn 通行 finds the 城管 face down: a blind pick, not a defuse."""
    hands = [[C.MENGYAN, C.GONGJI_1], [C.CHENGGUAN, C.LUGUO], [C.LUGUO]]
    s = table(hands, [C.YUZHI, C.TONGXING, C.JIAOYI], rules=EXP)
    s, _ = run(s, (0, Play(C.MENGYAN, target=1)), (0, Play(C.GONGJI_1, target=1)))
    assert s.turn == 1 and s.hands[1] == () and len(s.blind[1]) == 2
    assert GAME.view(s, 1).draws_due == 2
    s, ev = act(s, 1, EndPlay())
    assert [d.card for d in of(ev, Drew)] == [C.YUZHI, C.TONGXING]
    assert s.phase is Phase.NIGHTMARE and GAME.legal_actions(s, 1) == (PickBlind(0), PickBlind(1))


def test_mengyan_cards_stay_face_down_until_a_draw_phase_of_their_own_ends() -> None:
    """A nightmared seat that leaves its turn without drawing (here by an 攻击 turned over blind) keeps
    its other cards face down into its next turn; they come back when that turn's draw phase ends."""
    s = table([[C.LUGUO], [], [C.LUGUO]], [C.YUZHI, C.JIAOYI, C.DANTIAO], turn=1, rules=EXP,
              blind=[[], [C.GONGJI, C.CHENGGUAN], []])
    s, _ = run(s, (1, FlipBlind(s.blind[1].index(C.GONGJI))), (1, Play(C.GONGJI, target=2)))
    assert s.turn == 2 and s.blind[1] == (C.CHENGGUAN,)
    s, _ = run(s, (2, EndPlay()), (0, EndPlay()))
    assert s.turn == 1 and s.hands[1] == () and s.blind[1] == (C.CHENGGUAN,)
    s, ev = act(s, 1, EndPlay())
    assert s.blind[1] == () and Counter(s.hands[1]) == Counter([C.CHENGGUAN, C.DANTIAO])
    assert of(ev, Released)[0].blind == 1


@pytest.mark.parametrize("lang, words", [("en", ("攻击", "draw phase", "face down")),
                                         ("zh", ("攻击", "抽牌阶段", "盖着"))])
def test_the_rules_page_says_a_nightmare_before_an_attack_makes_the_draw_phase_blind(
        lang: str, words: tuple[str, ...]) -> None:
    """The 梦魇 entry of the rules page tells what the two tests above show (it said only "they take the
    rest back after drawing")."""
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "assets" / "rules" / f"xianshi_tongxing.{lang}.md")
    text = page.read_text(encoding="utf-8")
    start = text.index("- 梦魇")
    entry = text[start:text.index("\n- ", start)]  # with its nested lines
    for word in words:
        assert word in entry, (lang, word)


def test_trade_with_a_nightmared_seat_is_blind_on_its_side() -> None:
    s = table([[C.JIAOYI, C.LUGUO, C.YUZHI], [], [C.LUGUO]], DECK, rules=EXP, blind=[[], [C.CHENGGUAN, C.GONGJI], []])
    s, _ = act(s, 0, Play(C.JIAOYI, target=1))
    assert GAME.legal_actions(s, 1) == (TradeCards(blind=(0, 1)),)
    s, _ = act(s, 1, TradeCards(blind=(0, 1)))
    s, ev = act(s, 0, TradeCards((C.LUGUO, C.YUZHI)))
    assert Counter(s.hands[0]) == Counter([C.CHENGGUAN, C.GONGJI])
    assert Counter(s.hands[1]) == Counter([C.LUGUO, C.YUZHI])  # received cards are held normally
    assert of(ev, Traded)[0].seen_by(1).b_gave == (None, None)  # it never saw what it handed over


# ---- 纯粹 (expansion) -----------------------------------------------------------------------
def test_chuncui_wild_plays_as_any_card() -> None:
    s = table([[C.CHUNCUI], [C.LUGUO], [C.LUGUO]], DECK, rules=EXP, extra=1)
    assert Play(C.CHUNCUI, target=1, face=C.GONGJI_2) in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, Play(C.CHUNCUI))  # must say what it stands for
    s, ev = act(s, 0, Play(C.CHUNCUI, target=2, face=C.GONGJI_2))
    assert of(ev, CardPlayed)[0].face == C.GONGJI_2 and s.turn == 2 and s.extra == 3


def test_chuncui_wild_defuses_and_cancels() -> None:
    s = table([[C.CHUNCUI], [C.LUGUO]], [C.TONGXING, C.YUZHI], rules=EXP)
    s, _ = act(s, 0, EndPlay())
    assert GAME.legal_actions(s, 0) == (Defuse(C.CHUNCUI),)
    s = table([[C.GONGJI], [C.CHUNCUI]], DECK, rules=EXP)
    s, _ = act(s, 0, Play(C.GONGJI, target=1))
    assert Cancel(C.CHUNCUI) in GAME.legal_actions(s, 1)


def test_chuncui_revive_brings_a_seat_back() -> None:
    rules = Rules(expansion=True, pure_mode=PureMode.REVIVE)
    s = table([[C.CHUNCUI], [C.LUGUO], []], DECK, rules=rules, alive=[True, True, False], out_order=[2],
              discard=[C.TONGXING, C.CHENGGUAN, C.LUGUO])
    assert GAME.legal_actions(s, 0) == (EndPlay(), Play(C.CHUNCUI, target=2))
    s, ev = act(s, 0, Play(C.CHUNCUI, target=2))
    rev = of(ev, Revived)[0]
    assert rev.seat == 2 and rev.chengguan and rev.tongxing_back
    assert s.alive[2] and s.hands[2] == (C.CHENGGUAN,) and C.TONGXING in s.deck and s.out_order == ()
    # it cannot defuse as 城管 in this mode
    assert GAME.legal_actions(table([[C.CHUNCUI], [C.LUGUO]], DECK, rules=rules), 0)[1:] == (Play(C.CHUNCUI),)


def test_window_events_name_the_asked_seats() -> None:
    s = table([[C.GONGJI], [C.CAIPAN]], DECK)
    s, ev = act(s, 0, Play(C.GONGJI, target=1))
    w = of(ev, WindowOpened)[0]
    assert w.owner == 0 and w.asked == (1,) and w.face == C.GONGJI
    assert GAME.legal_actions(s, 1) == (Cancel(C.CAIPAN), Decline())
