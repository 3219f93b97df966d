"""Determinized Monte-Carlo look-ahead for the Deadline 99 seat.

At a decision worth it, the seat imagines complete games consistent with what it knows: each
imagined game takes one guess of the hidden hands from the seat's belief (:mod:`ai.deadline99_belief`),
shuffles the guessed draw-pile cards, and deals the hidden faction identities at random. From
each imagined game it plays every candidate play and then the game to its end in the simulator
(:mod:`ai.deadline99_sim`), the other seats choosing uniformly among their legal plays (the
opponent model) and this seat by the fast policy (:mod:`ai.deadline99_fast`).

Every candidate meets the same imagined games and the same random numbers (common random numbers),
so the comparison between two plays is far less noisy than either estimate. After each round,
candidates that trail the leader by more than ``drop_z`` standard errors of the paired difference
are dropped. The heuristic's own choice (``prior``) is replaced only when another play beats it by
at least ``switch_z`` standard errors: the look-ahead corrects the heuristic where the evidence is
clear and otherwise leaves it alone. All randomness comes from the ``Rng`` the seat passes in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ai.deadline99_fast import FastPolicy
from ai.deadline99_sim import ANGEL_CARD, BLACK, DEATH_CARD, FREE, PLAIN_RANKS, RED, Action, Sim
from engine.rng import Rng


class Root:
    """The public part of the decision the look-ahead starts from, as plain ints."""

    __slots__ = ("me", "n", "alive", "count", "direction", "discard", "faction", "king", "hidden_ids", "want")

    def __init__(self, me: int, n: int, alive: list[bool], count: int, direction: int, discard: list[int],
                 want: list[float], faction: list[int] | None = None, king: list[bool] | None = None,
                 hidden_ids: list[tuple[int, bool]] | None = None) -> None:
        self.me = me
        self.n = n
        self.alive = alive
        self.count = count
        self.direction = direction
        self.discard = discard
        self.want = want  # per seat, the gain when it is out (for the fast policy)
        self.faction = faction  # faction mode: per seat 0 red, 1 black, 2 free, -1 hidden
        self.king = king
        self.hidden_ids = hidden_ids or []  # (faction, is_king) not shown, dealt to the hidden seats


class SearchParams:
    """How hard to look and when.

    ``batch`` imagined games per round, at most ``rounds`` rounds (at least ``min_rounds`` before any
    candidate is dropped); ``drop_z``/``switch_z`` as in the module notes; the look-ahead runs when at
    most ``max_alive`` seats are in; ``particles`` is the size of the belief. With at least
    ``survive_from`` seats in (normal mode), an imagined game ends at the next elimination: 1.0 if
    the seat outlived somebody, 0.0 if it went out. The fast policy then decides little of the
    result, so plays whose worth lies far ahead are not judged by its style of play."""

    __slots__ = ("batch", "rounds", "min_rounds", "drop_z", "switch_z", "max_alive", "particles", "survive_from")

    def __init__(self, batch: int = 32, rounds: int = 8, min_rounds: int = 2, drop_z: float = 2.5,
                 switch_z: float = 0.5, max_alive: int = 3, particles: int = 512,
                 survive_from: int = 99) -> None:
        self.batch = batch
        self.rounds = rounds
        self.min_rounds = min_rounds
        self.drop_z = drop_z
        self.switch_z = switch_z
        self.max_alive = max_alive
        self.particles = particles
        self.survive_from = survive_from


def world_from(root: Root, hands: Sequence[Sequence[int]], pool: Sequence[int], rng: Rng) -> Sim | None:
    """A full game state from guessed hands and draw-pile cards (shuffled here), identities dealt."""
    faction = king = None
    if root.faction is not None:
        ids = list(rng.shuffled(root.hidden_ids))
        faction = list(root.faction)
        king = list(root.king or [False] * root.n)
        for s in range(root.n):
            if faction[s] < 0:
                if not ids:
                    return None
                faction[s], king[s] = ids.pop()
    return Sim(root.n, [list(h) for h in hands], list(rng.shuffled(pool)), list(root.discard), list(root.alive),
               root.count, root.direction, root.me, Rng(rng.next64()), faction, king)


def rollout(sim: Sim, me: int, policy: FastPolicy, want: Sequence[float], rng: Rng, limit: int = 400,
            stop_below: int = 0) -> float:
    """Play ``sim`` to its end (others uniformly random, ``me`` by the fast policy): 1.0 if ``me`` wins.
    With ``stop_below``, stop once fewer seats than that are in: 1.0 if ``me`` is still in."""
    faction_mode = sim.faction is not None
    steps = 0
    while sim.winners is None:
        if sim.nalive < stop_below:
            return 1.0 if sim.alive[me] else 0.0
        seat = sim.turn
        legal = sim.legal(seat)
        if seat == me:
            a = legal[0] if len(legal) == 1 else policy.choose(sim, legal, want)
        else:
            a = legal[rng.below(len(legal))]
        sim.apply(a)
        if not faction_mode and not sim.alive[me]:
            return 0.0  # out: in normal mode that is a loss whatever happens next
        steps += 1
        if steps > limit:
            return 1.0 / max(1, sim.nalive)
    return 1.0 if me in sim.winners else 0.0


def search(root: Root, candidates: Sequence[Action], worlds: Callable[[], Sim | None], rng: Rng,
           policy: FastPolicy, params: SearchParams, prior: int = 0) -> tuple[int, list[float], int]:
    """The index of the play to make, the mean result of each candidate, and the rollouts spent."""
    m = len(candidates)
    results: list[list[float]] = [[] for _ in range(m)]
    live = list(range(m))
    spent = 0
    nalive = sum(root.alive)
    stop_below = nalive if (nalive >= params.survive_from and root.faction is None) else 0
    for rnd in range(params.rounds):
        for _ in range(params.batch):
            world = worlds()
            if world is None:
                break
            seed = rng.next64()
            for i in live:
                sim = world.copy(Rng(seed))
                sim.apply(candidates[i])
                results[i].append(rollout(sim, root.me, policy, root.want, Rng(seed ^ 0x5DEECE66D),
                                          stop_below=stop_below))
                spent += 1
        if len(results[prior]) < 2:
            return prior, [0.0] * m, spent
        if rnd + 1 < params.min_rounds:
            continue
        lead = max(live, key=lambda i: _mean(results[i]))
        live = [i for i in live if i in (lead, prior)
                or _mean(results[lead]) - _mean(results[i]) <= params.drop_z * _paired_se(results[lead], results[i])]
        if len(live) == 1:
            break
    means = [_mean(r) for r in results]
    best = max(live, key=lambda i: means[i])
    if best != prior and means[best] - means[prior] < params.switch_z * _paired_se(results[best], results[prior]):
        best = prior
    return best, means, spent


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -1.0


def _paired_se(a: list[float], b: list[float]) -> float:
    """Standard error of the mean paired difference over the imagined games both were played in."""
    k = min(len(a), len(b))
    if k < 2:
        return 1.0
    d = [a[j] - b[j] for j in range(k)]
    mu = sum(d) / k
    var = sum((x - mu) ** 2 for x in d) / (k - 1)
    return float((var / k) ** 0.5) + 1e-3  # float ** float is typed Any (a negative base gives complex)


def full_deck(players: int, angel_death: bool, total_cards: int) -> list[int]:
    """The physical cards in play (simulator ints), from the card total the seat can count."""
    jokers = 2 if angel_death else 0
    decks = max(1, round((total_cards - jokers) / 48))  # 48 cards a deck: 12 ranks, 4 suits
    cards = [r * 8 + s for s in range(4) for r in PLAIN_RANKS] * decks
    if angel_death:
        cards += [ANGEL_CARD, DEATH_CARD]
    return cards


__all__ = ["Root", "SearchParams", "world_from", "rollout", "search", "full_deck", "RED", "BLACK", "FREE"]
