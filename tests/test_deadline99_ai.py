"""The Deadline 99 heuristic seat: it only sees its view, never plays an illegal card, makes the
obvious strong plays, plays for its faction, and beats random seats clearly."""

from __future__ import annotations

import copy
import inspect
from typing import Any

import pytest

import ai.deadline99 as d99ai
from ai.base import RandomPolicy
from ai.deadline99 import HeuristicD99, faction_wants
from engine.core import Action, Event
from ai.deadline99_sim import BLACK, FREE, RED, Sim
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


def test_hidden_cards_do_not_change_its_choice() -> None:
    rng = Rng(7)
    for seed in range(30):
        state, events = G.start(4, {}, seed)
        ai = HeuristicD99(state.turn, 3)
        for e in events:
            seen = G.event_for(e, state.turn)
            if seen is not None:
                ai.observe(seen)
        for _ in range(seed % 7):  # a few random plays first
            state, _ = G.apply(state, state.turn, rng.choice(G.legal_actions(state, state.turn)))
            if state.winners is not None:
                break
        if state.winners is not None:
            continue
        seat = state.turn
        ai = HeuristicD99(seat, 3)
        other = G.scramble_hidden(state, seat, rng)
        assert other != state or len(state.draw) == 0
        first = copy.deepcopy(ai).choose(G.view(state, seat), G.legal_actions(state, seat))
        second = copy.deepcopy(ai).choose(G.view(other, seat), G.legal_actions(other, seat))
        assert first == second


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

def _code(card: Any) -> int:
    return int(card.rank) * 8 + int(card.suit)


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
    # Random is 0.25. Over 1000 games the CLI measures about 0.44 (the target is 0.50, not
    # reached yet); these 300 seeded games give 0.433, and the bar leaves room for one standard error.
    assert share >= 0.40, share


def test_plays_for_its_faction() -> None:
    share = _win_share(200, {"faction_mode": True}, 5000)
    assert share >= 0.56, share  # a random seat's faction wins half the time
