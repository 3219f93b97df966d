"""The engine's shared pieces: seeded RNG, JSON codec, options, records and the command line."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import serial
from engine.cards import Card, Suit, standard_deck
from engine.core import OptionSpec, Refusal
from engine.errors import IllegalAction, OptionError, RecordError
from engine.play import main as play_main
from engine.record import Record, from_json, replay, to_json
from engine.registry import GAMES, get_game
from engine.rng import Rng, seed_state

cards = st.builds(Card, st.integers(1, 15), st.sampled_from(list(Suit)))
values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.text(max_size=8) | cards,
    lambda inner: st.lists(inner, max_size=5).map(tuple) | st.frozensets(st.integers(0, 9), max_size=4),
    max_leaves=20,
)


@given(st.integers(0, 2**63), st.integers(1, 10**6))
def test_rng_below_stays_in_range_and_repeats(seed: int, n: int) -> None:
    a, b = Rng(seed_state(seed)), Rng(seed_state(seed))
    xs = [a.below(n) for _ in range(5)]
    assert all(0 <= x < n for x in xs)
    assert xs == [b.below(n) for _ in range(5)]


@given(st.integers(0, 2**32), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    out = Rng(seed).shuffled(items)
    assert sorted(out) == sorted(items)


def test_rng_is_fixed_across_python_versions() -> None:
    # Our own generator: these numbers must never change, or old records stop replaying.
    r = Rng(seed_state(1))
    assert [r.below(100) for _ in range(6)] == [79, 36, 45, 28, 46, 58]


@given(values)
@settings(max_examples=200)
def test_codec_round_trip(value: object) -> None:
    assert serial.loads(serial.dumps(value)) == value


@pytest.mark.parametrize("bad", ['{"$": "os:system"}', '{"$": "engine.cards:Nope"}', '{"$e": "engine.cards:Suit", "v": 9}',
                                 "[1, 2", '{"$d": 3}'])
def test_codec_refuses_foreign_or_damaged_data(bad: str) -> None:
    with pytest.raises(serial.CodecError):
        serial.loads(bad)


def test_a_refusal_is_its_english_text_and_carries_its_code_and_params_unchangeably() -> None:
    r = Refusal("d99.bust_to", "♠9 would take the count to 104", card="♠9", after=104)
    assert r == "♠9 would take the count to 104" and f"at: {r}" == "at: ♠9 would take the count to 104"
    assert type(r.text) is str and type(str(r)) is str and r.text == r
    assert (r.code, r.params, r.param("after")) == ("d99.bust_to", (("card", "♠9"), ("after", 104)), 104)
    with pytest.raises(AttributeError):
        r.code = "other"  # type: ignore[misc]
    with pytest.raises(KeyError):
        r.param("nope")
    copied = copy.deepcopy(r)
    assert (copied.code, copied.params, copied.text) == (r.code, r.params, r.text)


def test_a_card_reads_back_from_its_name() -> None:
    for card in standard_deck(jokers=True):
        assert Card.from_str(str(card)) == card
    for bad in ("", "♠", "♠1", "♠14", "x5", "10", "JK"):
        with pytest.raises(ValueError):
            Card.from_str(bad)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_check_refuses_an_idle_seat_and_a_finished_game_with_the_core_codes(game_id: str) -> None:
    game = GAMES[game_id]
    players = game.info.min_players
    state, _ = game.start(players, {}, 3)
    seat = game.decision(state).seats[0]
    idle = next(s for s in range(players) if s not in game.decision(state).seats)
    action = game.legal_actions(state, seat)[0]
    refusal = game.check(state, idle, action)
    assert isinstance(refusal, Refusal) and refusal.code == "core.not_deciding" and refusal.params == (("seat", idle),)
    with pytest.raises(IllegalAction) as raised:
        game.apply(state, idle, action)
    assert raised.value.reason.code == "core.not_deciding"  # type: ignore[attr-defined]
    rng = Rng(9)
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    over = game.check(state, 0, action)
    assert isinstance(over, Refusal) and over.code == "core.over"

def test_option_specs_check_types_and_ranges() -> None:
    flag = OptionSpec("f", "旗", "Flag", False)
    assert flag.check(True) is True
    with pytest.raises(OptionError):
        flag.check(1)
    pick = OptionSpec("p", "选", "Pick", "a", choices=("a", "b"))
    with pytest.raises(OptionError):
        pick.check("c")
    num = OptionSpec("n", "数", "Num", 5, minimum=1, maximum=9)
    assert num.check(9) == 9
    for bad in (0, 10, True, "5"):
        with pytest.raises(OptionError):
            num.check(bad)


def test_unknown_options_and_player_counts_are_refused() -> None:
    game = get_game("deadline99")
    with pytest.raises(OptionError, match="unknown option"):
        game.resolve_options(4, {"nope": True})
    with pytest.raises(OptionError, match="2 to 8 players"):
        game.resolve_options(9, {})
    with pytest.raises(OptionError, match="at least 4 players"):
        game.resolve_options(3, {"faction_mode": True})
    with pytest.raises(OptionError, match="Guandan takes exactly 4 players, not 5"):
        get_game("guandan").resolve_options(5, {})


@given(st.text(max_size=200))
@settings(max_examples=100)
def test_damaged_record_text_gives_a_record_error_only(text: str) -> None:
    try:
        from_json(text)
    except RecordError:
        pass


def test_record_round_trip_and_replay() -> None:
    game = GAMES["deadline99"]
    state, _ = game.start(3, {}, 42)
    record = Record("deadline99", game.info.rules_version, 3, game.resolve_options(3, {}), 42)
    rng = Rng(5)
    for _ in range(20):
        seat = game.decision(state).seats[0]
        action = rng.choice(game.legal_actions(state, seat))
        state, _ = game.apply(state, seat, action)
        record = record.with_action(seat, action)
    again = from_json(to_json(record))
    assert again == record
    assert replay(game, again)[0] == state
    old = json.loads(to_json(record))
    old["rules_version"] = 99
    with pytest.raises(RecordError, match="rules version"):
        replay(game, from_json(json.dumps(old)))


@pytest.mark.parametrize("argv", [["--game", "nope"], ["--game", "deadline99", "--seats", "genius,random"],
                                  ["--game", "deadline99", "--games", "0"], ["--game", "deadline99", "--option", "x"],
                                  ["--game", "deadline99", "--players", "3", "--seats", "random,random"], []])
def test_command_line_rejects_wrong_arguments_with_status_2(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        play_main(argv)
    assert exc.value.code == 2


@pytest.mark.parametrize("argv, said", [
    (["--seats", "heuristic"], "--seats lists 1 seat (heuristic), but Deadline 99 takes 2 to 8 players"),
    (["--seats", ",".join(["random"] * 9)], "--seats lists 9 seats, but Deadline 99 takes 2 to 8 players"),
    (["--players", "1"], "--players 1: Deadline 99 takes 2 to 8 players"),
    (["--players", "0"], "--players 0: Deadline 99 takes 2 to 8 players"),
    (["--players", "3", "--seats", "random"], "--seats lists 1 seat but --players is 3"),
])
def test_a_wrong_number_of_seats_is_told_in_the_terms_typed(
        argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """One seat given and no --players said "takes 2 to 8 players, not 1" of players never typed."""
    with pytest.raises(SystemExit) as exc:
        play_main(["--game", "deadline99", *argv])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: python -m engine.play") and said in err, err


def test_command_line_prints_the_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert play_main(["--game", "deadline99", "--players", "3", "--games", "5", "--seats", "heuristic,random,random"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 5 and len(out["wins"]) == 3 and sum(out["wins"]) == 5
    assert out["mean_turns"] > 0 and out["games_per_second"] > 0


# Options under which a seat can be out for good before the end (and Xianshi's revive, where it cannot).
_SEAT_DONE_CASES = [
    ("deadline99", 4, {}), ("xianshi_tongxing", 4, {}), ("xianshi_tongxing", 4, {"expansion": True, "pure_mode": "revive"}),
    ("zhajinhua", 4, {"start_chips": 30, "base": 5}), ("guandan", 4, {"hands": 1}),
    ("stars_and_storms", 4, {"rounds": 2, "early_elimination": True}),
]


@pytest.mark.parametrize(("game_id", "players", "options"), _SEAT_DONE_CASES)
def test_a_seat_done_is_never_asked_to_decide_again(game_id: str, players: int, options: dict[str, object]) -> None:
    from ai.base import RandomPolicy

    game = get_game(game_id)
    done_early = 0
    for seed in range(6):
        state, _ = game.start(players, options, seed)
        policy = RandomPolicy(seed)
        done: set[int] = set()
        for _ in range(4000):
            decision = game.decision(state)
            assert not done & set(decision.seats), "a seat said to be done is asked to decide"
            if game.is_over(state):
                assert all(game.seat_done(state, s) for s in range(players))
                break
            now = {s for s in range(players) if game.seat_done(state, s)}
            assert done <= now, "a seat done stays done"
            done_early += len(now - done)
            done = now
            seat = decision.seats[0]
            state, _ = game.apply(state, seat, policy.choose(game.view(state, seat), game.legal_actions(state, seat)))
    if game_id != "guandan" and options.get("pure_mode") != "revive":
        assert done_early, "some seat went out for good before the end"


def test_an_option_that_needs_another_names_one_of_its_games_options_and_a_value_it_takes() -> None:
    needing = 0
    for game in GAMES.values():
        specs = {spec.key: spec for spec in game.info.options}
        for spec in game.info.options:
            if spec.requires is None:
                continue
            needing += 1
            key, value = spec.requires
            assert key in specs and key != spec.key, (game.info.id, spec.key)
            assert specs[key].check(value) == value
            defaults = {k: s.default for k, s in specs.items()}
            assert spec.applies({**defaults, key: value})
    assert get_game("xianshi_tongxing").info.options[1].requires == ("expansion", True)
    assert needing >= 2
