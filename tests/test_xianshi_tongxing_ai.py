"""现世通行 heuristic seat: its strength against random seats and the habits it is built on."""

from __future__ import annotations

from typing import Any

from ai.base import RandomPolicy
from ai.xianshi_tongxing import HeuristicXianshi
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, EndPlay, Play, PutBack, Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import Card
from engine.games.xianshi_tongxing.events import CardPlayed, DeckBuilt, Defused
from engine.games.xianshi_tongxing.state import Phase, Rules, XState
from engine.runner import play_game
from tests.test_xianshi_tongxing_helpers import GAME, C, act, filler, table


def _strength(games: int, options: dict[str, Any], rotate: bool = True) -> float:
    wins = 0
    players = 4
    for i in range(games):
        seed = 1 + i
        me = i % players if rotate else 0
        policies: list[Any] = [
            HeuristicXianshi(s, seed * 1009 + s) if s == me else RandomPolicy(seed * 7919 + s * 104729 + 1)
            for s in range(players)
        ]
        result = play_game(GAME, players, options, seed, policies)
        wins += me in result.winners
    return wins / games


def test_beats_three_random_seats() -> None:
    # Target 50 % over 1000 games (measured about 86 %); 200 games with a margin.
    assert _strength(200, {}, rotate=False) >= 0.6


def test_beats_random_seats_with_the_expansion_and_rotation() -> None:
    assert _strength(200, {"expansion": True}) >= 0.6


def test_plays_every_option_set_without_error() -> None:
    for i, opts in enumerate([
        {"expansion": True, "pure_mode": "revive"}, {"tuding": True}, {"three_piles": True},
        {"bottom_target": True, "judge_prompt": "all", "expansion": True},
    ]):
        for seed in range(15):
            policies = [HeuristicXianshi(s, seed + s) for s in range(2 + (seed + i) % 4)]
            play_game(GAME, len(policies), opts, seed, policies)


def _drive(state: XState, ai: HeuristicXianshi, seat: int, until: int = 10) -> list[Any]:
    """Let the AI act for ``seat`` while it must decide; returns its actions."""
    chosen: list[Any] = []
    for _ in range(until):
        if seat not in GAME.decision(state).seats:
            break
        action = ai.choose(GAME.view(state, seat), GAME.legal_actions(state, seat))
        chosen.append(action)
        state, events = act(state, seat, action)
        for e in events:
            seen = e.seen_by(seat)
            if seen is not None:
                ai.observe(seen)
        if isinstance(action, EndPlay):
            break
    return chosen


def _ai(seat: int, deck_size: int) -> HeuristicXianshi:
    ai = HeuristicXianshi(seat, 5)
    ai.observe(DeckBuilt(deck_size, 2, 3, (), 0))
    return ai


def test_peeks_then_shuffles_away_a_tongxing_on_top() -> None:
    deck = [C.TONGXING] + filler(9, C.LUGUO)
    s = table([[C.YUZHI, C.CHONGLIAN], [C.LUGUO], [C.LUGUO]], deck)
    chosen = _drive(s, _ai(0, len(deck)), 0, until=2)
    assert chosen == [Play(C.YUZHI), Play(C.CHONGLIAN)]


def test_attacks_the_seat_most_likely_to_explode() -> None:
    deck = [C.TONGXING] + filler(9, C.LUGUO)
    s = table([[C.YUZHI, C.GONGJI], [C.LUGUO] * 3, [C.LUGUO] * 3, [C.LUGUO] * 3], deck)
    ai = _ai(0, len(deck))
    ai.observe(Defused(2, C.CHENGGUAN))  # seat 2 spent its 城管 in public
    chosen = _drive(s, ai, 0, until=2)
    assert chosen[-1] == Play(C.GONGJI, target=2)


def test_keeps_chengguan_and_caipan() -> None:
    played = 0
    for seed in range(40):
        policies: list[Any] = [HeuristicXianshi(0, seed)] + [RandomPolicy(seed * 13 + s) for s in range(1, 4)]

        class Spy(RandomPolicy):
            def observe(self, event: Any) -> None:
                nonlocal played
                if isinstance(event, CardPlayed) and event.seat == 0 and event.card in (C.CHENGGUAN, C.CAIPAN):
                    played += 1

        policies[1] = Spy(seed * 13 + 1)
        play_game(GAME, 4, {}, seed, policies)
    assert played == 0  # never wasted as a plain discard


def test_answers_judge_windows_only_when_it_matters() -> None:
    hands = [[C.GONGJI, C.GONGJI_2], [C.CAIPAN, C.CHENGGUAN, C.LUGUO], [C.LUGUO]]
    deck = filler(10, C.LUGUO)
    s = table(hands, deck)
    plain, _ = act(s, 0, Play(C.GONGJI, target=1))
    ai = _ai(1, len(deck))
    assert ai.choose(GAME.view(plain, 1), GAME.legal_actions(plain, 1)) == Decline()
    strong, _ = act(s, 0, Play(C.GONGJI_2, target=1))
    assert ai.choose(GAME.view(strong, 1), GAME.legal_actions(strong, 1)) == Cancel(C.CAIPAN)


def test_hides_a_defused_tongxing_for_the_next_seat() -> None:
    deck = [C.TONGXING] + filler(8, C.LUGUO)
    s = table([[C.CHENGGUAN], [C.LUGUO], [C.LUGUO]], deck)
    ai = _ai(0, len(deck))
    s, _ = act(s, 0, EndPlay())
    assert ai.choose(GAME.view(s, 0), GAME.legal_actions(s, 0)) == Defuse(C.CHENGGUAN)
    s, _ = act(s, 0, Defuse(C.CHENGGUAN))
    assert s.phase is Phase.PUTBACK
    assert ai.choose(GAME.view(s, 0), GAME.legal_actions(s, 0)) == PutBack(0)


def test_refuses_to_give_and_trades_away_its_worst_cards() -> None:
    rules = Rules(expansion=True)
    s = table([[C.QITAO, C.JIAOYI, C.LUGUO, C.LUGUO], [C.CHENGGUAN, C.LUGUO, C.DANTIAO, C.YUZHI], [C.LUGUO]], filler(5), rules=rules)
    beg, _ = act(s, 0, Play(C.QITAO))
    ai = _ai(1, 5)
    assert ai.choose(GAME.view(beg, 1), GAME.legal_actions(beg, 1)) == Refuse()
    trade, _ = act(s, 0, Play(C.JIAOYI, target=1))
    chosen = ai.choose(GAME.view(trade, 1), GAME.legal_actions(trade, 1))
    assert isinstance(chosen, TradeCards) and set(chosen.cards) == {C.DANTIAO, C.YUZHI}


def test_random_reference_card_is_never_played() -> None:
    assert Card.TONGXING not in {a.card for a in GAME.legal_actions(table([[C.LUGUO], [C.LUGUO]], [C.YUZHI]), 0)
                                 if isinstance(a, Play)}
