"""现世通行: setup, the turn's phases, draw counts, defusing, elimination, the hand limit and the
advanced rule sets. Each test builds one exact table."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Action, DecisionKind
from engine.errors import IllegalAction
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play, PutBack,
    Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import Kind
from engine.games.xianshi_tongxing.events import (
    Dealt, DeckBuilt, Defused, Discarded, Drew, Eliminated, Exploded, GameEnded, PutBackDone, Shuffled, TurnStarted,
)
from engine.games.xianshi_tongxing.state import JudgePrompt, Phase, Rules, XState
from tests.test_xianshi_tongxing_helpers import GAME, C, act, filler, of, run, table


# ---- setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_counts(players: int) -> None:
    state, events = GAME.start(players, {}, seed=players)
    for hand in state.hands:
        assert len(hand) == 5
        assert hand.count(C.CHENGGUAN) == 1  # the four dealt cards never hold 城管 or 通行
        assert C.TONGXING not in hand
    assert state.deck.count(C.TONGXING) == players - 1
    assert state.deck.count(C.CHENGGUAN) == 6 - players
    assert state.removed.count(C.TONGXING) == 5 - players
    assert len(state.deck) == 50 - 4 * players
    assert sum(GAME.census(state).values()) == 55
    built = of(events, DeckBuilt)[0]
    assert built.tongxing == players - 1 and built.size == len(state.deck)
    assert state.turn == built.first and state.phase is Phase.PLAY
    assert GAME.decision(state).seats == (state.turn,)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_counts_with_expansion(players: int) -> None:
    state, _ = GAME.start(players, {"expansion": True}, seed=11)
    assert sum(GAME.census(state).values()) == 58
    assert len(state.deck) == 53 - 4 * players
    census = GAME.census(state)
    assert census[C.QITAO] == census[C.MENGYAN] == census[C.CHUNCUI] == 1


def test_deal_is_secret() -> None:
    _, events = GAME.start(3, {}, seed=1)
    dealt = of(events, Dealt)
    assert dealt[0].seen_by(0).cards is not None
    assert dealt[0].seen_by(1).cards is None


def test_deck_composition_is_the_rulebook_one() -> None:
    from engine.games.xianshi_tongxing.cards import full_deck
    c = Counter(card.kind for card in full_deck(False))
    assert c[Kind.TONGXING] == 4 and c[Kind.CHENGGUAN] == 6 and c[Kind.CAIPAN] == 4 and c[Kind.GONGJI] == 8
    assert c[Kind.LUGUO] == 8 and c[Kind.NIZHUAN] == 3 and c[Kind.JIAOZHU] == 4 and len(full_deck(False)) == 55
    bonuses = Counter(card.bonus for card in full_deck(False) if card.kind is Kind.GONGJI)
    assert bonuses == Counter({0: 4, 1: 3, 2: 1})
    assert len({card.kind for card in full_deck(True)}) == 18


# ---- the draw phase -------------------------------------------------------------------------
def test_plain_turn_draws_one_and_passes() -> None:
    s = table([[C.LUGUO], [C.LUGUO], [C.LUGUO]], [C.YUZHI, C.JIAOYI, C.DANTIAO])
    s, ev = act(s, 0, EndPlay())
    assert s.hands[0] == (C.LUGUO, C.YUZHI)
    assert s.turn == 1 and s.phase is Phase.PLAY
    assert of(ev, TurnStarted)[-1].seat == 1


def test_rulebook_example_greed_draws_four_then_discards_two() -> None:
    # 5 cards, play 强欲: draw 3 + 1 = 4, then discard 2 down to six.
    hand = [C.QIANGYU, C.LUGUO, C.LUGUO, C.JIAOYI, C.DANTIAO]
    s = table([hand, [C.LUGUO]], filler(6, C.YUZHI))
    s, _ = act(s, 0, Play(C.QIANGYU))
    assert s.extra == 3 and GAME.view(s, 1).draws_due == 4
    s, ev = act(s, 0, EndPlay())
    assert len(of(ev, Drew)) == 4
    assert s.phase is Phase.DISCARD and len(s.hands[0]) == 8
    s, _ = act(s, 0, Discard(C.YUZHI))
    assert s.phase is Phase.DISCARD
    s, ev = act(s, 0, Discard(C.YUZHI))
    assert len(s.hands[0]) == 6 and s.turn == 1 and len(of(ev, Discarded)) == 1


def test_luguo_cancels_exactly_one_draw() -> None:
    s = table([[C.LUGUO, C.DANTIAO], [C.LUGUO]], filler(6, C.YUZHI), extra=2)
    s, _ = act(s, 0, Play(C.LUGUO))
    s, ev = act(s, 0, EndPlay())
    assert len(of(ev, Drew)) == 2  # 3 draws, one cancelled


def test_surplus_luguo_does_not_travel() -> None:
    s = table([[C.LUGUO] * 3, [C.DANTIAO]], filler(6, C.YUZHI))
    for _ in range(3):
        s, _ = act(s, 0, Play(C.LUGUO))
    s, ev = act(s, 0, EndPlay())
    assert of(ev, Drew) == []  # at least one draw, unless 路过 was used
    assert s.turn == 1 and s.extra == 0 and s.skip == 0
    s, ev = act(s, 1, EndPlay())
    assert len(of(ev, Drew)) == 1


def test_surplus_luguo_cancels_draws_a_later_greed_adds() -> None:
    # Two 路过 with nothing to cancel, then 强欲: 1 + 3 - 2 = 2 draws, as the rules page says.
    s = table([[C.LUGUO, C.LUGUO, C.QIANGYU, C.DANTIAO], [C.DANTIAO]], filler(8, C.YUZHI))
    for _ in range(2):
        s, _ = act(s, 0, Play(C.LUGUO))
    assert GAME.view(s, 0).draws_due == 0
    s, _ = act(s, 0, Play(C.QIANGYU))
    assert GAME.view(s, 0).draws_due == 2
    s, ev = act(s, 0, EndPlay())
    assert len(of(ev, Drew)) == 2


def test_rules_pages_do_not_call_surplus_luguo_wasted() -> None:
    from pathlib import Path
    rules = Path(__file__).resolve().parent.parent / "assets" / "rules"
    en = (rules / "xianshi_tongxing.en.md").read_text(encoding="utf-8")
    zh = (rules / "xianshi_tongxing.zh.md").read_text(encoding="utf-8")
    luguo_en = next(line for line in en.splitlines() if line.startswith("- 路过 ("))
    luguo_zh = next(line for line in zh.splitlines() if line.startswith("- 路过（"))
    assert "wasted" not in luguo_en and "later" in luguo_en
    assert "作废" not in luguo_zh and "抵消" in luguo_zh


def test_defuse_put_back_and_keep_drawing() -> None:
    s = table([[C.CHENGGUAN], [C.LUGUO]], [C.TONGXING, C.YUZHI, C.JIAOYI, C.DANTIAO], extra=1)
    s, ev = act(s, 0, EndPlay())
    assert s.phase is Phase.DEFUSE and s.holding == C.TONGXING
    assert GAME.legal_actions(s, 0) == (Defuse(C.CHENGGUAN),)
    s, ev = act(s, 0, Defuse(C.CHENGGUAN))
    assert of(ev, Defused) and s.phase is Phase.PUTBACK
    assert len(GAME.legal_actions(s, 0)) == len(s.deck) + 1
    s, ev = act(s, 0, PutBack(2))  # hide it under the next card
    put = of(ev, PutBackDone)[0]
    assert put.seen_by(0).position == 2 and put.seen_by(1).position is None  # secret to the others
    # one draw remained: the 预知 now on top
    assert s.hands[0] == (C.YUZHI,)
    assert s.deck == (C.JIAOYI, C.TONGXING, C.DANTIAO)
    assert C.CHENGGUAN in s.discard and s.turn == 1


def test_no_chengguan_means_out_and_cards_discarded() -> None:
    s = table([[C.LUGUO, C.CAIPAN], [C.LUGUO], [C.LUGUO]], [C.TONGXING, C.YUZHI])
    s, ev = act(s, 0, EndPlay())
    assert of(ev, Exploded)[0].seat == 0
    out = of(ev, Eliminated)[0]
    assert out.seat == 0 and Counter(out.discarded) == Counter([C.TONGXING, C.LUGUO, C.CAIPAN])
    assert not s.alive[0] and s.hands[0] == () and s.turn == 1
    assert Counter(s.discard) == Counter([C.TONGXING, C.LUGUO, C.CAIPAN])


def test_last_player_in_wins() -> None:
    s = table([[C.LUGUO], [C.LUGUO]], [C.TONGXING, C.YUZHI])
    s, ev = act(s, 0, EndPlay())
    assert of(ev, GameEnded)[0].winners == (1,)
    assert GAME.decision(s).kind is DecisionKind.NONE
    out = GAME.outcome(s)
    assert out is not None and out.winners == (1,) and out.scores == (0.0, 1.0)


def test_chengguan_in_play_phase_is_a_plain_discard() -> None:
    s = table([[C.CHENGGUAN, C.LUGUO], [C.CAIPAN]], filler(3))
    s, ev = act(s, 0, Play(C.CHENGGUAN))
    assert s.phase is Phase.PLAY and s.hands[0] == (C.LUGUO,) and s.discard == (C.CHENGGUAN,)


def test_hand_limit_six() -> None:
    s = table([[C.LUGUO] * 6, [C.LUGUO]], filler(3, C.YUZHI))
    s, _ = act(s, 0, EndPlay())
    assert s.phase is Phase.DISCARD
    with pytest.raises(IllegalAction):
        act(s, 0, Discard(C.DANTIAO))
    s, _ = act(s, 0, Discard(C.LUGUO))
    assert len(s.hands[0]) == 6 and s.turn == 1


def test_empty_deck_is_refilled_from_discard() -> None:
    s = table([[C.LUGUO], [C.LUGUO]], [], discard=[C.YUZHI])
    s, ev = act(s, 0, EndPlay())
    assert s.hands[0] == (C.LUGUO, C.YUZHI) and of(ev, Shuffled)


# ---- advanced rule sets ---------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tuding_setup_leaves_surplus_chengguan_out(players: int) -> None:
    state, _ = GAME.start(players, {"tuding": True}, seed=3)
    assert state.deck.count(C.CHENGGUAN) == 0
    assert state.removed.count(C.CHENGGUAN) == 6 - players
    assert sum(GAME.census(state).values()) == 55


def test_tuding_put_back_is_public_and_no_hand_limit() -> None:
    rules = Rules(tuding=True)
    s = table([[C.CHENGGUAN] + [C.LUGUO] * 6, [C.LUGUO]], [C.TONGXING, C.YUZHI, C.JIAOYI], rules=rules, extra=1)
    s, _ = act(s, 0, EndPlay())
    s, _ = act(s, 0, Defuse(C.CHENGGUAN))
    s, ev = act(s, 0, PutBack(1))
    assert of(ev, PutBackDone)[0].seen_by(1).position == 1
    assert len(s.hands[0]) == 7 and s.turn == 1  # no discard phase


def test_three_piles_tongxing_always_goes_back_and_shuffles() -> None:
    rules = Rules(three_piles=True)
    s = table([[C.CHENGGUAN], [C.LUGUO], [C.LUGUO]], [C.TONGXING] + filler(5, C.YUZHI), rules=rules)
    s, ev = act(s, 0, EndPlay())
    s, ev = act(s, 0, Defuse(C.CHENGGUAN))
    assert s.phase is not Phase.PUTBACK  # no put-back choice
    assert of(ev, Shuffled) and s.deck.count(C.TONGXING) == 1 and len(s.deck) == 6
    # exploding: the 通行 goes back into the deck too, the hand to the discard pile
    s = table([[C.LUGUO], [C.LUGUO], [C.LUGUO]], [C.TONGXING] + filler(5, C.YUZHI), rules=rules)
    s, ev = act(s, 0, EndPlay())
    assert not s.alive[0] and s.deck.count(C.TONGXING) == 1 and s.discard == (C.LUGUO,)


def test_three_piles_chonglian_remixes_discard_and_leaves_the_game() -> None:
    rules = Rules(three_piles=True)
    s = table([[C.CHONGLIAN], [C.LUGUO]], filler(3, C.YUZHI), rules=rules, discard=[C.DANTIAO, C.JIAOYI])
    s, ev = act(s, 0, Play(C.CHONGLIAN))
    assert s.discard == () and s.removed == (C.CHONGLIAN,)
    assert Counter(s.deck) == Counter([C.YUZHI] * 3 + [C.DANTIAO, C.JIAOYI])


def test_bottom_target_rule() -> None:
    hands = [[C.CHOUDI, C.CHOUDI], [C.LUGUO], [C.LUGUO]]
    deck = [C.YUZHI, C.JIAOYI, C.DANTIAO]
    plain = table(hands, deck)
    assert Play(C.CHOUDI, target=2) not in GAME.legal_actions(plain, 0)
    with pytest.raises(IllegalAction):
        act(plain, 0, Play(C.CHOUDI, target=2))
    s = table(hands, deck, rules=Rules(bottom_target=True))
    s, _ = act(s, 0, Play(C.CHOUDI, target=2))
    assert s.marks[2] and not s.bottom
    s, _ = run(s, (0, EndPlay()), (1, EndPlay()))
    assert s.turn == 2 and s.bottom
    s, ev = act(s, 2, EndPlay())
    assert of(ev, Drew)[0].bottom and s.hands[2] == (C.LUGUO, C.DANTIAO)


def test_judge_prompt_all_asks_every_eligible_seat() -> None:
    hands = [[C.QIANGYU], [C.LUGUO], [C.CAIPAN], [C.LUGUO]]
    s = table(hands, filler(5), rules=Rules(judge_prompt=JudgePrompt.ALL))
    s, _ = act(s, 0, Play(C.QIANGYU))
    d = GAME.decision(s)
    assert d.kind is DecisionKind.REACTION and d.seats == (1, 2, 3)
    assert GAME.legal_actions(s, 1) == (Decline(),)
    holders = table(hands, filler(5))
    holders, _ = act(holders, 0, Play(C.QIANGYU))
    assert GAME.decision(holders).seats == (2,)


# ---- refusals -------------------------------------------------------------------------------
def _refusal(state: XState, seat: int, action: Action) -> tuple[str, tuple[tuple[str, object], ...]]:
    reason = GAME.check(state, seat, action)
    assert reason is not None and reason.code in GAME.refusals, (action, reason)  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction) as err:
        act(state, seat, action)
    assert err.value.reason == reason
    return reason.code, reason.params  # type: ignore[attr-defined]


def test_each_refusal_in_the_play_phase_names_its_rule() -> None:
    class Dance(Action):
        pass

    hand = [C.LUGUO, C.GONGJI, C.TONGXING, C.YANLING, C.JIAOZHU, C.CHUNCUI]
    s = table([hand, [C.LUGUO], [C.LUGUO]], [C.YUZHI, C.JIAOYI, C.DANTIAO],
              rules=Rules(expansion=True))
    expected: list[tuple[Action, str, tuple[tuple[str, object], ...]]] = [
        (Play(C.CAIPAN), "xt.not_held", (("card", "caipan"),)),
        (Play(C.TONGXING), "xt.tongxing", ()),
        (Play(C.LUGUO, face=C.GONGJI), "xt.not_wild", ()),
        (Play(C.CHUNCUI), "xt.wild_face", ()),
        (Play(C.YANLING, position=9), "xt.yanling_range", (("last", 2),)),
        (Play(C.JIAOZHU, target=0), "xt.bad_target", (("seat", 0),)),
        (Play(C.JIAOZHU), "xt.needs_target", (("card", "jiaozhu"),)),
        (Play(C.LUGUO, position=1), "xt.play_not_allowed", ()),
        (TradeCards((C.LUGUO, C.GONGJI)), "xt.no_trade", ()),
        (FlipBlind(0), "xt.flip_missing", ()),
        (Cancel(C.CAIPAN), "xt.no_reaction", ()),
        (Decline(), "xt.no_reaction", ()),
        (Give(card=C.LUGUO), "xt.nobody_asked", ()),
        (Refuse(), "xt.nobody_asked", ()),
        (DuelStep(), "xt.no_duel", ()),
        (DuelStop(), "xt.no_duel", ()),
        (Defuse(C.CHENGGUAN), "xt.no_defuse", ()),
        (PickBlind(0), "xt.no_pick", ()),
        (PutBack(0), "xt.no_putback", ()),
        (Place(0), "xt.no_place", ()),
        (Discard(C.LUGUO), "xt.no_discard", ()),
        (Dance(), "xt.not_an_action", ()),
    ]
    for action, code, params in expected:
        assert _refusal(s, 0, action) == (code, params), action
    struck = table([[C.GONGJI], [C.LUGUO]], [C.YUZHI], strike_used=True)
    assert _refusal(struck, 0, Play(C.GONGJI, target=1)) == ("xt.one_strike", ())


def test_each_refusal_while_defusing_names_its_rule() -> None:
    s = table([[C.CHENGGUAN], [C.LUGUO]], [C.TONGXING, C.YUZHI, C.JIAOYI, C.DANTIAO], extra=1)
    s, _ = act(s, 0, EndPlay())
    assert s.phase is Phase.DEFUSE
    assert _refusal(s, 0, Defuse(C.LUGUO))[0] == "xt.no_defuser"
    assert _refusal(s, 0, EndPlay())[0] == "xt.end_play"
    assert _refusal(s, 0, Play(C.CHENGGUAN))[0] == "xt.not_play_phase"
    s, _ = act(s, 0, Defuse(C.CHENGGUAN))
    assert s.phase is Phase.PUTBACK
    assert _refusal(s, 0, PutBack(9)) == ("xt.putback_range", (("last", 3),))  # three cards left


def test_each_refusal_in_a_reaction_window_names_its_rule_and_card() -> None:
    hands = [[C.QIANGYU], [C.LUGUO], [C.CAIPAN], [C.LUGUO]]
    everyone = table(hands, filler(5), rules=Rules(judge_prompt=JudgePrompt.ALL))
    everyone, _ = act(everyone, 0, Play(C.QIANGYU))
    assert _refusal(everyone, 1, Cancel(C.CAIPAN)) == ("xt.cannot_answer", (("card", "caipan"),))
    assert _refusal(everyone, 2, Give(card=C.CAIPAN))[0] == "xt.nobody_asked"
    holders = table(hands, filler(5))
    holders, _ = act(holders, 0, Play(C.QIANGYU))
    assert _refusal(holders, 2, Cancel(C.CHUNCUI)) == ("xt.no_canceller", (("card", "chuncui"),))


@pytest.mark.parametrize("prompt", ["holders", "all"])
def test_a_seat_asked_in_a_reaction_window_may_always_let_the_card_stand(prompt: str) -> None:
    """The rules never make a seat answer with 裁判 (the chain goes on until someone declines): a Decline
    is legal for every seat a window asks, in random games with every card, so the game declares no
    refusal for declining inside a window ("xt.cannot_decline" could never be met)."""
    from ai.base import RandomPolicy

    assert "xt.cannot_decline" not in GAME.refusals
    windows = 0
    for seed in range(12):
        options = GAME.resolve_options(4, {"expansion": True, "judge_prompt": prompt})
        state, _ = GAME.start(4, options, seed)
        policy = RandomPolicy(seed)
        for _ in range(400):
            decision = GAME.decision(state)
            if decision.kind is DecisionKind.NONE:
                break
            if decision.kind is DecisionKind.REACTION:
                windows += 1
                assert all(GAME.check(state, seat, Decline()) is None for seat in decision.seats)
            seat = decision.seats[0]
            state, _ = GAME.apply(state, seat, policy.choose(GAME.view(state, seat), GAME.legal_actions(state, seat)))
    assert windows >= 20


@pytest.mark.parametrize("prompt", ["holders", "all"])
def test_the_window_foretells_who_else_may_cancel_when_a_seat_lets_the_card_stand(prompt: str) -> None:
    """Window.others_may_cancel(seat) is what the table tells an asked seat ("unless another player
    cancels it"): over random games, whenever a seat asked while the card stands lets it stand, the
    seats then asked about the card are exactly the ones it named (none: the card took effect)."""
    import random

    checked = chained = 0
    # a chain with a seat still to answer is rare in dealt games: some start from one (1 cancels 0's
    # Greed, 0 cancels back, 1 may answer again while 2 has not been heard)
    chain = [[C.QIANGYU, C.CAIPAN, C.LUGUO], [C.CAIPAN, C.CAIPAN], [C.CAIPAN], [C.LUGUO]]
    for seed in range(60):
        rnd = random.Random(seed)
        if seed < 40:
            options = GAME.resolve_options(4, {"expansion": True, "judge_prompt": prompt})
            s, _ = GAME.start(4, options, seed)
        else:
            s, _ = run(table(chain, filler(8, C.LUGUO), rules=Rules(judge_prompt=JudgePrompt(prompt))),
                       (0, Play(C.QIANGYU)), (1, Cancel(C.CAIPAN)), (0, Cancel(C.CAIPAN)))
        for _ in range(400):
            if GAME.is_over(s):
                break
            d = GAME.decision(s)
            seat = rnd.choice(d.seats)
            legal = GAME.legal_actions(s, seat)
            window, effect = s.window, s.effect
            if d.kind is DecisionKind.REACTION and window is not None and len(window.chain) % 2 == 0 \
                    and rnd.random() < 0.4:
                foretold = window.others_may_cancel(seat)
                chained += bool(window.chain and foretold)
                s, _ = act(s, seat, Decline())
                after = s.window
                if foretold:
                    assert after is not None and s.effect is effect and not after.chain
                    assert set(after.asked) == set(foretold), (seed, window, after)
                else:
                    assert after is None or s.effect is not effect, (seed, window, after)
                checked += 1
                continue
            cancels = [a for a in legal if isinstance(a, Cancel)]  # (chains: answered Judges answered again)
            s, _ = act(s, seat, rnd.choice(cancels if cancels and rnd.random() < 0.8 else legal))
    assert checked > 30 and chained > 0


def test_every_seat_s_view_of_a_put_back_names_the_card_that_defused() -> None:
    """A game reopened at the put-back has no Defused event to show, so the table names the card that
    defused from the view: every seat's view of every put-back in random games names the card of the
    Defused event just before, and no view outside a put-back names one."""
    from ai.base import RandomPolicy

    put_backs = 0
    for seed in range(1, 13):
        state, _ = GAME.start(4, GAME.resolve_options(4, {"expansion": True, "pure_mode": "wild"}), seed)
        policy = RandomPolicy(seed)
        defused = None
        while GAME.decision(state).kind is not DecisionKind.NONE:
            views = [GAME.view(state, seat) for seat in (None, 0, 1, 2, 3)]
            if state.phase is Phase.PUTBACK:
                put_backs += 1
                assert [view.defused_with for view in views] == [defused] * 5
            else:
                assert all(view.defused_with is None for view in views)
            seat = GAME.decision(state).seats[0]
            action = policy.choose(GAME.view(state, seat), GAME.legal_actions(state, seat))
            state, events = GAME.apply(state, seat, action)
            defused = next((e.card for e in of(events, Defused)), None)
    assert put_backs >= 5
