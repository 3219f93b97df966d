"""The Deadline 99 heuristic seat: it only sees its view, never plays an illegal card, makes the
obvious strong plays, plays for its faction, and beats random seats clearly. Its look-ahead parts:
the simulator replays engine games exactly, the fast policy's shortcut agrees with its scores, the
belief accounts for every card, and the search picks a clearly better play and otherwise keeps
the heuristic's."""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import ai.deadline99 as d99ai
import ai.deadline99_belief
import ai.deadline99_fast
import ai.deadline99_search
import ai.deadline99_sim
from ai.base import RandomPolicy
from ai.deadline99 import HeuristicD99, _code, faction_wants
from ai.deadline99_fast import FastPolicy
from ai.deadline99_search import Root, SearchParams, search
from ai.deadline99_sim import BLACK, FREE, RED, Sim
from engine.core import Action, Event
from engine.games.deadline99 import IDENTITY_SETS, D99View, Deadline99, Drew, Faction, Identity, Play, Stole
from engine.rng import Rng
from engine.runner import play_game
from tests.test_deadline99_rules import c, situation

G = Deadline99()


def decide(state: Any, seat: int = 0, seed: int = 1) -> Play:
    ai = HeuristicD99(seat, seed)
    action = ai.choose(G.view(state, seat), G.legal_actions(state, seat))
    assert isinstance(action, Play)
    return action


# ---- it sees only what its seat may see --------------------------------------------------------

def test_the_module_never_touches_engine_state() -> None:
    source = inspect.getsource(d99ai)
    assert "D99State" not in source
    assert "scramble_hidden" not in source and ".hands[" not in source.replace("view.hands[", "")
    for module in (ai.deadline99_sim, ai.deadline99_fast, ai.deadline99_belief, ai.deadline99_search):
        text = inspect.getsource(module)  # the look-ahead works on its own ints, never on engine objects
        assert "engine.games" not in text and "D99State" not in text and "scramble_hidden" not in text


class Watchful(HeuristicD99):
    """Checks every view and event it is handed for anything its seat should not know."""

    def observe(self, event: Event) -> None:
        if isinstance(event, Drew) and event.seat != self.seat:
            assert event.cards is None
        if isinstance(event, Stole) and self.seat not in (event.seat, event.target):
            assert event.card is None
        super().observe(event)

    def choose(self, view: D99View, legal: tuple[Action, ...]) -> Action:
        assert view.seat == self.seat
        assert all(h is None for s, h in enumerate(view.hands) if s != self.seat)
        action = super().choose(view, legal)
        assert action in legal
        return action


@pytest.mark.parametrize("options", [{}, {"faction_mode": True}, {"angel_death": True}])
def test_it_is_only_handed_its_own_view_and_filtered_events(options: dict[str, Any]) -> None:
    for seed in range(8):
        policies = [Watchful(s, seed * 10 + s) for s in range(5)]
        play_game(G, 5, G.resolve_options(5, options), seed, policies)


def _mid_game(players: int, seeds: range, plays: Callable[[int], int], rng: Rng) -> Iterator[Any]:
    """Games of ``players`` seats after ``plays(seed)`` random plays, skipping the ones already over."""
    for seed in seeds:
        state, _ = G.start(players, {}, seed)
        for _ in range(plays(seed)):
            state, _ = G.apply(state, state.turn, rng.choice(G.legal_actions(state, state.turn)))
            if state.winners is not None:
                break
        if state.winners is None:
            yield state


def _choices_on_both(ai: HeuristicD99, state: Any, other: Any) -> tuple[HeuristicD99, Any, Any]:
    """The seat's choice on the real state and on one with the hidden cards scrambled (fresh copies)."""
    seat = ai.seat
    first_ai, second_ai = copy.deepcopy(ai), copy.deepcopy(ai)
    first = first_ai.choose(G.view(state, seat), G.legal_actions(state, seat))
    second = second_ai.choose(G.view(other, seat), G.legal_actions(other, seat))
    return first_ai, first, second


def test_hidden_cards_do_not_change_its_choice() -> None:
    rng = Rng(7)
    for state in _mid_game(4, range(30), lambda seed: seed % 7, rng):
        other = G.scramble_hidden(state, state.turn, rng)
        assert other != state or len(state.draw) == 0
        _, first, second = _choices_on_both(HeuristicD99(state.turn, 3), state, other)
        assert first == second


def test_hidden_cards_do_not_change_its_look_ahead() -> None:
    """Two seats left: the look-ahead runs, from a belief built on the view alone."""
    rng = Rng(11)
    checked = 0
    for state in _mid_game(2, range(12), lambda seed: 3 + seed % 5, rng):
        ai = HeuristicD99(state.turn, 5, search_params=SearchParams(batch=8, rounds=2))
        other = G.scramble_hidden(state, state.turn, rng)
        searched_ai, first, second = _choices_on_both(ai, state, other)
        assert first == second
        checked += searched_ai.searched
    assert checked > 0


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_it_never_returns_an_illegal_action(players: int) -> None:
    for seed in range(6):
        options = G.resolve_options(players, {"faction_mode": players >= 4 and seed % 2 == 0,
                                              "angel_death": seed % 3 == 0, "extra_decks": seed % 2 == 1})
        policies = [HeuristicD99(s, seed * 100 + s) if s % 2 == 0 else RandomPolicy(seed * 100 + s)
                    for s in range(players)]
        play_game(G, players, options, seed, policies)  # raises on an illegal action


# ---- sensible plays ------------------------------------------------------------------------------

def test_takes_the_last_card_of_a_seat_with_a_jack() -> None:
    s = situation(["Jh 3c 4c Kc", "5d 6d 9d", "Qd", "4s 5s"], count=40)
    assert decide(s) == Play(c("Jh"), 0, 2)


def test_hands_a_dead_hand_to_the_next_seat_with_a_seven() -> None:
    s = situation(["7h 9c 6c", "5d 6d Kd", "Qd 4d", "4s 5s"], count=99)
    assert decide(s) == Play(c("7h"), 0, 1)


def test_a_last_seven_empties_somebody() -> None:
    s = situation(["7h", "5d 6d Kd", "Qd 4d 3d 3s", "4s 5s"], count=50)
    assert decide(s).card == c("7h")


def test_plays_a_number_at_a_low_count_and_keeps_its_power_cards() -> None:
    s = situation(["Kh 9c 5c 4h Jd", "5d 6d Kd", "Qd 4d", "4s 5s"], count=30)
    assert decide(s) == Play(c("9c"))  # the biggest number first: it is the first to go dead


def test_does_not_give_itself_another_turn_for_nothing() -> None:
    s = situation(["Ah 5c 9c Qh Jd", "5d 6d Kd", "Qd 4d", "4s 5s"], count=97)
    play = decide(s)
    assert not (play.card == c("Ah") and play.target == 0)


def test_faction_goals() -> None:
    ids = (Identity.RED_MINISTER, Identity.RED_KING, Identity.BLACK_MINISTER, Identity.BLACK_KING)
    s = situation(["3c", "3d", "3h", "3s"], identities=ids)
    want, own = faction_wants(G.view(s, 0), 0)
    assert want[1] < 0 < want[3] and want[2] > 0  # own king protected, enemy king hunted
    assert want[3] > want[2]
    free = situation(["3c", "3d", "3h", "3s", "4s"], identities=ids + (Identity.FREE,))
    want, _ = faction_wants(G.view(free, 4), 4)
    assert want[1] > 0 and want[3] > 0


def test_does_not_hand_a_dead_hand_to_its_own_king() -> None:
    ids = (Identity.RED_MINISTER, Identity.RED_KING, Identity.BLACK_MINISTER, Identity.BLACK_KING)
    s = situation(["7h 9c 6c", "5d 6d", "Qd 4d", "4s 5s"], count=99, identities=ids)
    play = decide(s)  # only the 7 is playable; the king (seat 1) moves next
    assert play.card == c("7h") and play.target != 1


def test_goes_for_the_enemy_king_with_a_jack() -> None:
    ids = (Identity.RED_MINISTER, Identity.RED_KING, Identity.BLACK_MINISTER, Identity.BLACK_KING)
    s = situation(["Jh 3c 4c Kc", "5d", "Qd 4d", "4s"], count=40, identities=ids)
    assert decide(s) == Play(c("Jh"), 0, 3)


# ---- the look-ahead simulator plays exactly by the engine's rules ------------------------------

def _same(state: Any, sim: Sim) -> None:
    assert [[_code(x) for x in h] for h in state.hands] == sim.hands
    assert [_code(x) for x in state.draw] == sim.draw
    assert [_code(x) for x in state.discard] == sim.discard
    assert list(state.alive) == sim.alive
    assert (state.count, state.direction, state.turn, state.rng) == (sim.count, sim.direction, sim.turn, sim.rng.state)
    assert (state.winners, list(state.out_order), state.turns) == (sim.winners, sim.out_order, sim.turns)


def test_the_simulator_replays_engine_games_exactly() -> None:
    """Same seed, same seat choices: the same legal plays, states and winners at every step."""
    factions = {Faction.RED: RED, Faction.BLACK: BLACK, Faction.FREE: FREE}
    for seed in range(240):
        players = 2 + seed % 7
        options = G.resolve_options(players, {"faction_mode": players >= 4 and seed % 2 == 0,
                                              "angel_death": seed % 3 == 0, "extra_decks": seed % 5 == 0})
        state, _ = G.start(players, options, seed)
        ids = tuple((factions[i.faction], i.is_king) for i in IDENTITY_SETS[players]) if state.faction_mode else ()
        sim = Sim.new_game(players, seed, state.faction_mode, bool(options["angel_death"]),
                           bool(options["extra_decks"]), ids)
        _same(state, sim)
        chooser = Rng(seed + 99)
        while state.winners is None:
            legal = G.legal_actions(state, state.turn)
            mirrored = sim.legal(sim.turn)
            assert [(_code(p.card), p.sign, -1 if p.target is None else p.target) for p in legal] == mirrored
            i = chooser.below(len(legal))
            state, _ = G.apply(state, state.turn, legal[i])
            sim.apply(mirrored[i])
            _same(state, sim)


def test_the_fast_policy_shortcut_agrees_with_its_scores() -> None:
    policy = FastPolicy()
    chooser = Rng(3)
    checked = 0
    for seed in range(60):
        players = 2 + seed % 5
        sim = Sim.new_game(players, seed, angel_death=seed % 2 == 0)
        while sim.winners is None:
            legal = sim.legal(sim.turn)
            if len(legal) > 1:
                want = [0.0 if s == sim.turn else 1.0 for s in range(players)]
                scores = [policy.score(sim, a, want) for a in legal]
                assert policy.choose(sim, legal, want) == legal[scores.index(max(scores))]
                checked += 1
            sim.apply(legal[chooser.below(len(legal))])
    assert checked > 1000


def test_the_belief_accounts_for_every_card() -> None:
    """Every particle holds the seat's true hand, the true hand sizes, and exactly the real deck."""
    from collections import Counter
    checked = 0
    for seed in range(16):
        players = 3 + seed % 4
        options = G.resolve_options(players, {"angel_death": seed % 3 == 0,
                                              "faction_mode": players >= 4 and seed % 2 == 0})
        state, events = G.start(players, options, seed)
        seat = seed % players
        policies: list[Any] = [HeuristicD99(s, seed * 31 + s, search_params=SearchParams(batch=2, rounds=1))
                               if s == seat else RandomPolicy(seed * 7 + s) for s in range(players)]
        for e in events:
            for s, p in enumerate(policies):
                seen = G.event_for(e, s)
                if seen is not None:
                    p.observe(seen)
        while state.winners is None:
            t = state.turn
            action = policies[t].choose(G.view(state, t), G.legal_actions(state, t))
            belief = policies[seat].belief
            if t == seat and belief is not None:
                deck = Counter(_code(x) for x in state.draw + state.discard + tuple(x for h in state.hands for x in h))
                for p in belief.particles:
                    assert Counter(p.pool + belief.discard + [x for h in p.hands for x in h]) == deck
                    assert sorted(p.hands[seat]) == sorted(_code(x) for x in state.hands[seat])
                    assert [len(h) for h in p.hands] == [len(h) for h in state.hands]
                checked += 1
            state, events = G.apply(state, t, action)
            for e in events:
                for s, p in enumerate(policies):
                    seen = G.event_for(e, s)
                    if seen is not None:
                        p.observe(seen)
        assert policies[seat].belief_failures == 0
    assert checked > 50


def test_the_search_takes_a_clearly_better_play() -> None:
    # Count 95, seat 1 holds two 9s. A K leaves it dead at 99; a 7 would hand it the K and leave me the 9s.
    K, SEVEN, NINE = 13 * 8, 7 * 8, 9 * 8
    world = Sim(2, [[K, SEVEN, NINE], [NINE + 1, NINE + 2]], [NINE + 3] * 10, [], [True, True], 95, 1, 0, Rng(1))
    root = Root(0, 2, [True, True], 95, 1, [], [0.0, 1.0])
    best, means, _ = search(root, [(SEVEN, 0, 1), (K, 0, -1)], lambda: world.copy(), Rng(2), FastPolicy(),
                            SearchParams(batch=8, rounds=2), prior=0)
    assert best == 1 and means == [0.0, 1.0]


def test_the_search_keeps_the_heuristic_choice_without_clear_evidence() -> None:
    # Two plays that are the same card in another suit: never a clear difference, so the prior stays.
    world = Sim(2, [[3 * 8, 3 * 8 + 1, 9 * 8], [5 * 8, 6 * 8, 4 * 8]], [4 * 8 + s for s in range(4)] * 5, [],
                [True, True], 20, 1, 0, Rng(1))
    for prior in (0, 1):
        best, _, _ = search(Root(0, 2, [True, True], 20, 1, [], [0.0, 1.0]), [(3 * 8, 0, -1), (3 * 8 + 1, 0, -1)], lambda: world.copy(), Rng(4),
                            FastPolicy(), SearchParams(batch=16, rounds=3), prior=prior)
        assert best == prior


def test_a_survival_rollout_ends_at_the_next_elimination() -> None:
    # Three seats, count 95. My K leaves 99; seat 1 holds only 9s and must bust next. With
    # survive_from=3 the rollout stops there (I outlived someone: 1.0); played to the end, the
    # heads-up with seat 2 that follows is lost in some of the imagined games.
    K, NINE, FOUR = 13 * 8, 9 * 8, 4 * 8
    world = Sim(3, [[K, NINE], [NINE + 1, NINE + 2], [FOUR, FOUR + 1, 7 * 8]], [NINE + 3, FOUR + 2] * 8, [],
                [True, True, True], 95, 1, 0, Rng(1))
    root = Root(0, 3, [True, True, True], 95, 1, [], [0.0, 1.0, 1.0])
    short = SearchParams(batch=16, rounds=2, survive_from=3)
    _, means, _ = search(root, [(K, 0, -1), (NINE, 0, -1)], lambda: world.copy(), Rng(2), FastPolicy(), short, prior=0)
    assert means == [1.0, 0.0]  # the 9 busts me: out first, 0
    _, full, _ = search(root, [(K, 0, -1)], lambda: world.copy(), Rng(2), FastPolicy(), SearchParams(batch=16, rounds=2),
                        prior=0)
    assert full[0] < 1.0


# ---- strength ---------------------------------------------------------------------------------------

def _win_share(games: int, options: dict[str, Any], first_seed: int) -> float:
    wins = 0
    resolved = G.resolve_options(4, options)
    for i in range(games):
        seed = first_seed + i
        seat = i % 4  # rotate the heuristic seat
        policies = [HeuristicD99(s, seed * 1009 + s) if s == seat else RandomPolicy(seed * 7919 + s)
                    for s in range(4)]
        if seat in play_game(G, 4, resolved, seed, policies).winners:
            wins += 1
    return wins / games


def test_beats_three_random_seats() -> None:
    share = _win_share(300, {}, 1)
    # Random is 0.25. Over 1000 games the CLI measures about 0.48 (the target is 0.50, not
    # reached yet); these 300 seeded games give 0.480, and the bar leaves room for one standard error.
    assert share >= 0.45, share


def test_plays_for_its_faction() -> None:
    share = _win_share(200, {"faction_mode": True}, 5000)
    assert share >= 0.56, share  # a random seat's faction wins half the time
