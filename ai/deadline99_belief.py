"""What the Deadline 99 seat believes about the hidden cards: a particle filter over whole deals.

Each particle is one complete guess of every hand and of the draw pile's contents (not its order),
consistent with everything the seat has been shown. The particles follow the events the seat
sees: draws add cards from the particle's own draw pile, a J between two other seats moves a
random card, a 7 swaps the guessed hands, and cards that are revealed (played, taken from or
given to this seat, dumped by an eliminated seat, drawn by this seat) are put into place, moving
the guess's other cards aside when needed.

The opponent model weighs the particles: a seat that picks uniformly among its legal plays shows
a play with probability 1 / (number of legal plays of its hand at that count). A hand with many
power cards (an A offers a play per seat, a J or 7 one per other seat, a 10 or Q both signs) has
many legal plays, so each number card the seat plays makes number-heavy guesses more likely.
The weights are kept normalised and the particles resampled when too few carry the weight.
Everything random comes from the ``Rng`` given to the filter.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.deadline99_sim import (
    DEATH_CARD, K_DEATH, K_NUMBER, K_SIGNED, K_TARGET_ALL, K_TARGET_OTHER, KIND, LIMIT, VALUE,
)
from engine.rng import Rng


def n_legal(hand: Sequence[int], count: int, nalive: int) -> int:
    """How many legal plays the engine offers for ``hand`` at ``count`` with ``nalive`` seats in."""
    total = 0
    death = False
    distinct = set(hand)
    for c in distinct:
        k = KIND[c]
        if k == K_NUMBER:
            if count + VALUE[c] <= LIMIT:
                total += 1
        elif k == K_SIGNED:
            total += 2 if count + VALUE[c] <= LIMIT else 1
        elif k == K_TARGET_ALL:
            total += nalive
        elif k == K_TARGET_OTHER:
            total += nalive - 1
        elif k == K_DEATH:
            death = True
        else:
            total += 1
    if total == 0:
        total = len(distinct) - (1 if death else 0)
    return total + (1 if death else 0)


def is_legal_play(hand: Sequence[int], card: int, count: int) -> bool:
    """Whether playing ``card`` from ``hand`` at ``count`` is legal (a bust only when nothing is safe)."""
    k = KIND[card]
    if k != K_NUMBER or count + VALUE[card] <= LIMIT:
        return True
    for c in hand:  # a busting number: legal only if no card in the hand is safe
        kc = KIND[c]
        if kc == K_DEATH:
            continue
        if kc != K_NUMBER or count + VALUE[c] <= LIMIT:
            return False
    return True


class Particle:
    """One guess: every seat's hand and the draw pile's cards (in no particular order)."""

    __slots__ = ("hands", "pool")

    def __init__(self, hands: list[list[int]], pool: list[int]) -> None:
        self.hands = hands
        self.pool = pool

    def copy(self) -> "Particle":
        return Particle([list(h) for h in self.hands], list(self.pool))


class Belief:
    """Particles over the hidden cards, as seen by seat ``me``."""

    def __init__(self, me: int, n: int, full_deck: Sequence[int], my_hand: Sequence[int], sizes: Sequence[int],
                 rng: Rng, size: int = 128, discard: Sequence[int] = (), count: int = 0,
                 alive: Sequence[bool] | None = None) -> None:
        """Start from the deal (the defaults) or from any later view: ``sizes[s]`` cards for seat s,
        ``my_hand`` for ``me``, the ``discard`` pile public, every other card guessed at random."""
        self.me = me
        self.n = n
        self.rng = rng
        self.size = size
        self.count = count
        self.alive = list(alive) if alive is not None else [True] * n
        self.nalive = sum(1 for a in self.alive if a)
        self.discard: list[int] = list(discard)
        self.particles: list[Particle] = []
        self.weights: list[float] = []
        self.broken = False
        self.broken_particles = False
        self.my_known = True  # False after a 7 gave this seat a hand it has not looked at yet
        hidden = list(full_deck)
        for c in list(my_hand) + list(discard):
            if c in hidden:
                hidden.remove(c)
            else:
                self.broken = True
        for _ in range(size):
            pool = list(hidden)
            hands: list[list[int]] = []
            for s in range(n):
                if s == me:
                    hands.append(list(my_hand))
                else:
                    hands.append([self._pop_random(pool) for _ in range(min(sizes[s], len(pool)))])
            self.particles.append(Particle(hands, pool))
            self.weights.append(1.0)

    # ---- helpers ---------------------------------------------------------------------------
    def _pop_random(self, pool: list[int]) -> int:
        i = self.rng.below(len(pool))
        pool[i], pool[-1] = pool[-1], pool[i]
        return pool.pop()

    def _take(self, p: Particle, card: int, avoid: int) -> bool:
        """Take one ``card`` out of the pool or another guessed hand (not seat ``avoid``)."""
        pool = p.pool
        if card in pool:
            pool.remove(card)
            return True
        for t in range(self.n):
            if t == avoid or (t == self.me and self.my_known):
                continue
            h = p.hands[t]
            if card in h and pool:
                h[h.index(card)] = self._pop_random(pool)
                return True
        return False

    def _force(self, p: Particle, seat: int, card: int) -> bool:
        """Make sure the guessed hand of ``seat`` holds ``card`` (swapping a random card of it out)."""
        h = p.hands[seat]
        if card in h:
            return True
        if not h:
            return False
        pool = p.pool
        j = self.rng.below(len(h))
        old = h[j]
        if card in pool:
            pool[pool.index(card)] = old
        else:
            for t in range(self.n):
                if t != seat and card in p.hands[t] and (t != self.me or not self.my_known):
                    ht = p.hands[t]
                    ht[ht.index(card)] = old
                    break
            else:
                return False
        h[j] = card
        return True

    def _normalise(self) -> None:
        total = sum(self.weights)
        if self.broken_particles and total > 0.0:
            self.broken_particles = False
            self._resample()  # drops the particles that could not explain the play
            return
        if total <= 0.0:
            self.broken = True
            self.weights = [1.0] * len(self.particles)
            return
        k = len(self.weights) / total
        self.weights = [w * k for w in self.weights]
        ess = len(self.weights) ** 2 / sum(w * w for w in self.weights)
        if ess < 0.5 * len(self.weights):
            self._resample()

    def _resample(self) -> None:
        """Systematic resampling: particles kept in proportion to their weight."""
        m = len(self.particles)
        total = sum(self.weights)
        step = total / m
        u = self.rng.random() * step
        out: list[Particle] = []
        acc = 0.0
        i = 0
        for p, w in zip(self.particles, self.weights):
            acc += w
            first = True
            while u < acc and i < m:
                out.append(p if first else p.copy())
                first = False
                u += step
                i += 1
        while len(out) < m:
            out.append(out[-1].copy())
        self.particles = out
        self.weights = [1.0] * m

    # ---- events ------------------------------------------------------------------------------
    def played(self, seat: int, card: int) -> None:
        """``seat`` played ``card`` (before the count changes)."""
        if seat != self.me:
            count, nalive = self.count, self.nalive
            for i, p in enumerate(self.particles):
                if not self._force(p, seat, card):
                    self.weights[i] = 0.0
                    self.broken_particles = True
                    continue
                h = p.hands[seat]
                if not is_legal_play(h, card, count):
                    self.weights[i] *= 1e-3  # not the seat's legal play: nearly impossible
                self.weights[i] /= n_legal(h, count, nalive)
            self._normalise()
        for p in self.particles:
            h = p.hands[seat]
            if card in h:
                h.remove(card)
        self.discard.append(card)

    def count_changed(self, new: int) -> None:
        self.count = new

    def drew(self, seat: int, cards: Sequence[int] | None, n: int) -> None:
        for p in self.particles:
            h = p.hands[seat]
            if cards is not None:
                for c in cards:
                    if not self._take(p, c, seat if (seat != self.me or self.my_known) else -1):
                        self.broken = True
                    h.append(c)
            else:
                for _ in range(n):
                    if p.pool:
                        h.append(self._pop_random(p.pool))

    def reshuffled(self) -> None:
        for p in self.particles:
            p.pool.extend(self.discard)
        self.discard = []

    def stole(self, thief: int, victim: int, card: int | None) -> None:
        for p in self.particles:
            hv = p.hands[victim]
            if card is None:
                if hv:
                    taken = hv.pop(self.rng.below(len(hv)))
                    p.hands[thief].append(taken)
            else:
                if victim != self.me:
                    self._force(p, victim, card)
                if card in hv:
                    hv.remove(card)
                else:  # my own hand was a guess (a 7 since my last look): fix the guess
                    if not self._take(p, card, -1):
                        self.broken = True
                    if hv:
                        p.pool.append(hv.pop(self.rng.below(len(hv))))
                p.hands[thief].append(card)

    def swapped(self, a: int, b: int) -> None:
        if self.me in (a, b):
            self.my_known = False
        for p in self.particles:
            p.hands[a], p.hands[b] = p.hands[b], p.hands[a]

    def eliminated(self, seat: int, discarded: Sequence[int]) -> None:
        for p in self.particles:
            p.pool.extend(p.hands[seat])
            p.hands[seat] = []
            for c in discarded:
                if not self._take(p, c, seat):
                    self.broken = True
        self.discard.extend(discarded)
        if self.alive[seat]:
            self.alive[seat] = False
            self.nalive -= 1

    def sync_hand(self, hand: Sequence[int]) -> None:
        """The seat's own hand as its view shows it."""
        me = self.me
        target = sorted(hand)
        for p in self.particles:
            if sorted(p.hands[me]) == target:
                continue
            p.pool.extend(p.hands[me])
            p.hands[me] = []
            for c in hand:
                if not self._take(p, c, me):
                    self.broken = True
            p.hands[me] = list(hand)
        self.my_known = True

    def consistent(self, sizes: Sequence[int], draw_size: int, count: int) -> bool:
        """Whether every particle matches the public card counts (a check against drift)."""
        if self.broken or count != self.count:
            return False
        for p in self.particles:
            if len(p.pool) != draw_size:
                return False
            for s in range(self.n):
                if len(p.hands[s]) != sizes[s]:
                    return False
        return True

    def sample(self) -> Particle:
        """A particle drawn in proportion to the weights."""
        total = sum(self.weights)
        u = self.rng.random() * total
        acc = 0.0
        for p, w in zip(self.particles, self.weights):
            acc += w
            if u < acc:
                return p
        return self.particles[-1]


__all__ = ["Belief", "Particle", "n_legal", "is_legal_play", "DEATH_CARD"]
