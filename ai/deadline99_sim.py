"""A fast Deadline 99 simulator for the AI's look-ahead: the engine's rules on plain lists and ints.

Cards are ints ``rank * 8 + suit`` (suit 0–3, jokers 4), so sorting the ints sorts the cards the
way the engine does (rank, then suit). An action is a tuple ``(card, sign, target)`` with target
-1 when the card takes none. The legal plays come in the engine's order and every random draw
(the deal, the first seat, reshuffles, which card a J takes) uses ``engine.rng.Rng`` exactly as the
engine does, so a game replayed here with the same seat choices ends exactly as in the engine (a
test checks this for many seeds). The simulator is not the rules: it never touches engine state,
it only mirrors the rules so the AI can imagine games from what its seat knows.
"""

from __future__ import annotations

from engine.rng import Rng, seed_state

LIMIT = 99
ACE, JACK, QUEEN, KING, DEATH, ANGEL = 1, 11, 12, 13, 14, 15
NUMBERS = (3, 4, 5, 6, 9)
PLAIN_RANKS = (ACE, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING)
JOKER_SUIT = 4
ANGEL_CARD = ANGEL * 8 + JOKER_SUIT
DEATH_CARD = DEATH * 8 + JOKER_SUIT

# Card kinds, looked up by card int.
K_NUMBER, K_SIGNED, K_TARGET_ALL, K_TARGET_OTHER, K_KING, K_EIGHT, K_ANGEL, K_DEATH = range(8)
KIND: list[int] = [K_NUMBER] * 128
VALUE: list[int] = [0] * 128  # number: face value; 10/Q: the step
for _code in range(128):
    _r = _code >> 3
    if _r in NUMBERS:
        KIND[_code], VALUE[_code] = K_NUMBER, _r
    elif _r == 10:
        KIND[_code], VALUE[_code] = K_SIGNED, 10
    elif _r == QUEEN:
        KIND[_code], VALUE[_code] = K_SIGNED, 20
    elif _r == ACE:
        KIND[_code] = K_TARGET_ALL
    elif _r in (JACK, 7):
        KIND[_code] = K_TARGET_OTHER
    elif _r == KING:
        KIND[_code] = K_KING
    elif _r == 8:
        KIND[_code] = K_EIGHT
    elif _r == ANGEL:
        KIND[_code] = K_ANGEL
    elif _r == DEATH:
        KIND[_code] = K_DEATH
IS_NUMBER = [KIND[c] == K_NUMBER and (c >> 3) in NUMBERS for c in range(128)]

# Faction-mode identities as ints: faction 0 red, 1 black, 2 free; kings flagged separately.
RED, BLACK, FREE = 0, 1, 2

Action = tuple[int, int, int]


def card_code(rank: int, suit: int) -> int:
    return rank * 8 + suit


def count_after(count: int, card: int, sign: int) -> int:
    """The count once ``card`` is played at ``count`` (above ``LIMIT``: the play busts)."""
    k = KIND[card]
    if k == K_NUMBER:
        return count + VALUE[card]
    if k == K_SIGNED:
        return max(0, count + sign * VALUE[card])
    if k == K_KING:
        return LIMIT
    return count


def deck(players: int, angel_death: bool, extra_decks: bool) -> list[int]:
    """The engine's deck in the engine's order (before shuffling)."""
    decks = 2
    if extra_decks and players > 6:
        decks += -(-(players - 6) // 4)
    one = [r * 8 + s for s in range(4) for r in PLAIN_RANKS]
    cards = one * decks
    if angel_death:
        cards += [ANGEL_CARD, DEATH_CARD]
    return cards


class Sim:
    """One game's full state (a determinization when the AI builds it). Mutable; ``copy`` is cheap."""

    __slots__ = ("n", "hands", "draw", "discard", "alive", "count", "direction", "turn", "rng",
                 "faction", "king", "winners", "turns", "out_order", "nalive")

    def __init__(self, n: int, hands: list[list[int]], draw: list[int], discard: list[int], alive: list[bool],
                 count: int, direction: int, turn: int, rng: Rng, faction: list[int] | None = None,
                 king: list[bool] | None = None, winners: tuple[int, ...] | None = None, turns: int = 0,
                 out_order: list[int] | None = None) -> None:
        self.n = n
        self.hands = hands
        self.draw = draw  # the last card is the top
        self.discard = discard
        self.alive = alive
        self.count = count
        self.direction = direction
        self.turn = turn
        self.rng = rng
        self.faction = faction  # None unless faction mode
        self.king = king
        self.winners = winners
        self.turns = turns
        self.out_order = out_order if out_order is not None else []
        self.nalive = sum(1 for a in alive if a)

    @classmethod
    def new_game(cls, players: int, seed: int, faction_mode: bool = False, angel_death: bool = False,
                 extra_decks: bool = False, identity_set: tuple[tuple[int, bool], ...] = ()) -> "Sim":
        """The engine's deal for this seed. ``identity_set``: (faction, is_king) in the engine's set order."""
        rng = Rng(seed_state(seed))
        pile = list(rng.shuffled(deck(players, angel_death, extra_decks)))
        hands: list[list[int]] = [[] for _ in range(players)]
        for _ in range(5):
            for seat in range(players):
                hands[seat].append(pile.pop())
        faction = king = None
        if faction_mode and players >= 4:
            ids = rng.shuffled(identity_set)
            faction = [f for f, _ in ids]
            king = [k for _, k in ids]
        first = rng.below(players)
        return cls(players, hands, pile, [], [True] * players, 0, 1, first, rng, faction, king)

    def copy(self, rng: Rng | None = None) -> "Sim":
        s = Sim.__new__(Sim)
        s.n = self.n
        s.hands = [list(h) for h in self.hands]
        s.draw = list(self.draw)
        s.discard = list(self.discard)
        s.alive = list(self.alive)
        s.count = self.count
        s.direction = self.direction
        s.turn = self.turn
        s.rng = rng if rng is not None else Rng(self.rng.state)
        s.faction = self.faction
        s.king = self.king
        s.winners = self.winners
        s.turns = self.turns
        s.out_order = list(self.out_order)
        s.nalive = self.nalive
        return s

    # ---- deciding --------------------------------------------------------------------------
    def legal(self, seat: int) -> list[Action]:
        """The engine's legal plays for ``seat``, in the engine's order."""
        count = self.count
        plays: list[Action] = []
        death = False
        for c in sorted(set(self.hands[seat])):
            k = KIND[c]
            if k == K_NUMBER:
                if count + VALUE[c] <= LIMIT:
                    plays.append((c, 0, -1))
            elif k == K_SIGNED:
                if count + VALUE[c] <= LIMIT:
                    plays.append((c, 1, -1))
                plays.append((c, -1, -1))
            elif k == K_TARGET_ALL:
                alive = self.alive
                for t in range(self.n):
                    if alive[t]:
                        plays.append((c, 0, t))
            elif k == K_TARGET_OTHER:
                alive = self.alive
                for t in range(self.n):
                    if alive[t] and t != seat:
                        plays.append((c, 0, t))
            elif k == K_DEATH:
                death = True
            else:  # K, 8, angel
                plays.append((c, 0, -1))
        if not plays:
            plays = [(c, 1 if KIND[c] == K_SIGNED else 0, -1) for c in sorted(set(self.hands[seat]))
                     if c != DEATH_CARD]
        if death:
            plays.append((DEATH_CARD, 0, -1))
        return plays

    # ---- resolving -------------------------------------------------------------------------
    def _eliminate(self, who: int) -> None:
        self.discard.extend(self.hands[who])
        self.hands[who] = []
        self.alive[who] = False
        self.nalive -= 1
        self.out_order.append(who)

    def _check_winners(self) -> bool:
        faction = self.faction
        if faction is not None:
            king = self.king
            assert king is not None
            for s in range(self.n):
                if king[s] and not self.alive[s]:
                    losing = faction[s]
                    self.winners = tuple(i for i in range(self.n)
                                         if (faction[i] != losing and faction[i] != FREE)
                                         or (faction[i] == FREE and self.alive[i]))
                    return True
        if self.nalive <= 1:
            self.winners = tuple(s for s in range(self.n) if self.alive[s])
            return True
        return False

    def _step(self, seat: int, direction: int) -> int:
        n, alive = self.n, self.alive
        s = seat
        for _ in range(n):
            s = (s + direction) % n
            if alive[s]:
                return s
        return seat

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat on turn (assumed legal) and move to the next turn."""
        card, sign, target = action
        seat = self.turn
        hands = self.hands
        hands[seat].remove(card)
        self.discard.append(card)
        k = KIND[card]
        next_seat = -1
        if k == K_DEATH:
            self._eliminate(seat)
        else:
            after = count_after(self.count, card, sign)
            if after > LIMIT:
                self._eliminate(seat)
            else:
                self.count = after
                draws = 1
                if k == K_TARGET_ALL:
                    next_seat = target
                elif k == K_EIGHT:
                    self.direction = -self.direction
                elif k == K_TARGET_OTHER:
                    draws = 0
                    if card >> 3 == JACK:
                        victim = hands[target]
                        if victim:
                            taken = victim[self.rng.below(len(victim))]
                            victim.remove(taken)
                            hands[seat].append(taken)
                    else:
                        hands[seat], hands[target] = hands[target], hands[seat]
                elif k == K_ANGEL:
                    draws = 2
                if draws:
                    hand, draw = hands[seat], self.draw
                    for _ in range(draws):
                        if not draw and self.discard:
                            draw = self.draw = list(self.rng.shuffled(self.discard))
                            self.discard = []
                        if not draw:
                            break
                        hand.append(draw.pop())
        self.turns += 1
        if self._check_winners():
            return
        turn = next_seat if next_seat >= 0 else self._step(seat, self.direction)
        alive = self.alive
        while True:
            if not alive[turn]:
                turn = self._step(turn, self.direction)
                continue
            if hands[turn]:
                break
            self._eliminate(turn)
            if self._check_winners():
                self.turn = turn
                return
            turn = self._step(turn, self.direction)
        self.turn = turn
