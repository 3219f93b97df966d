"""扎金花 Zha Jin Hua: a session of hands with chips that persist, from seed 003 and rulings.md (zhajinhua).

Decisions made where the seed and the rulings leave room (all deterministic):

* Seats act in seat order (seat 0, 1, …); the dealer of the first hand is a random seated player, later
  the winner of the last hand (on a split: the first winner after the old dealer). The seat after the
  dealer acts first; cards are dealt one at a time from that seat.
* The stake starts at level 1 (the ante, one base). A raise names a higher rung of 1, 2, 5, 10 × base;
  it becomes the stake and is paid at the raiser's rate (seen players pay double, blind players single).
* Looking is free, only on your own turn, keeps the turn, and is public (everyone sees that you looked).
* Call and raise need more chips than they cost (a bet never leaves a live player with nothing). A player
  whose stack does not exceed the call is *short*: they may fold, or compare/open all-in with the rest
  of their stack. The all-in compare waives the "everyone has bet" condition (the short player cannot
  bet). If an all-in asker wins, they go on comparing, at no further cost, with every other live player
  in seat order (孤注一掷) until they lose one (out; the hand goes on) or beat them all (they win the pot).
  So no player with an empty stack ever waits in a hand, and there are no side pots.
* The ante is one base or the whole stack if smaller; a live player who reaches their turn with no chips
  (their ante took everything) is out of the hand — "with nothing left they are out of the hand".
* "Everyone has bet" means every live player, the asker included, made a call, raise, compare or open
  this hand; the ante does not count. A compare costs one call at the asker's rate; an open costs double.
* After a compare both players have seen both hands, so both count as seen from then on. Compare results
  (hands, and whether they were equal) go to the two players only; the winner and the loser are public.
* A round ends when the turn passes the dealer's position. The pot reaching the cap (200 × base by
  default) or a hand reaching the end of its round limit (20) opens every live hand at once (showdown).
  Opening with two live players is a showdown too: both hands are shown to everyone.
* At a showdown of three or more hands the best plain hand wins, unless it is a 豹子 that the 235 special
  beats and a 235 is present: then the 235 wins (the rare three-way cycle AAA / KKK / 235 goes to 235).
* Split pots: equal shares; the odd chips go one each to the tied winners in seat order starting after
  the dealer.
* A player with no chips after a hand leaves the table. The session ends when one player holds every chip
  or when the players stop: the ``hands`` option (default 20; 0 = no limit) of hands has been played. The outcome's score per seat is
  its net chip change; the winners are the seats holding the most chips. The state notes after which hand
  each seat left, so a ranking can put those who lasted longer above those who went broke first.
* Option "poorest stack": every hand's base is max(1, poorest seated stack ÷ 100), rounded down.
* Six players need the "six seats" house rule (the seed says 2–5): asking for six players turns it on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import replace
from typing import Any

from engine.cards import Card, standard_deck
from engine.core import (
    Action, Decision, DecisionKind, Event, Game, GameInfo, OptionSpec, OptionValue, Outcome, Refusal,
)
from engine.games.zhajinhua.evaluator import (
    SPECIAL_235, beats, card_id, card_of_id, class_of_strength, showdown_winners, strength_of_ids,
)
from engine.games.zhajinhua.state import (
    LADDER, Bet, BetKind, Busted, Call, Compare, Compared, Dealt, EndReason, Fold, Folded, HandStarted, Look,
    Looked, Open, OutOfChips, PotAwarded, Raise, SessionEnded, ShownHand, Showdown, ShowdownReason, TurnStarted,
    ZjhState, ZjhView,
)
from engine.rng import Rng, seed_state

HAND_SIZE = 3
DECK: tuple[int, ...] = tuple(sorted(card_id(c) for c in standard_deck()))  # the state keeps card ids
SEAT_CEILING = 5  # the seed's maximum; a sixth seat needs the house rule


def cards_of(ids: tuple[int, ...]) -> tuple[Card, ...]:
    return tuple(card_of_id(i) for i in ids)


def hand_strength(ids: tuple[int, ...]) -> int:
    a, b, c = ids
    return strength_of_ids(a, b, c)


def shown(seat: int, ids: tuple[int, ...]) -> ShownHand:
    s = hand_strength(ids)
    return ShownHand(seat, cards_of(ids), class_of_strength(s), s == SPECIAL_235)


class _Work:
    """Mutable scratch copy of a state for one engine step."""

    def __init__(self, st: ZjhState) -> None:
        self.st = st
        self.n = st.players
        self.rng = Rng(st.rng)
        self.ev: list[Event] = []
        self.stacks = list(st.stacks)
        self.seated = list(st.seated)
        self.hand_no = st.hand_no
        self.dealer = st.dealer
        self.base = st.base
        self.deck = st.deck
        self.hands = list(st.hands)
        self.live = list(st.live)
        self.seen = list(st.seen)
        self.has_bet = list(st.has_bet)
        self.contributed = list(st.contributed)
        self.knows = list(st.knows)
        self.pot = st.pot
        self.stake_level = st.stake_level
        self.round = st.round
        self.turn = st.turn
        self.over = st.over
        self.end_reason = st.end_reason
        self.busted_in = list(st.busted_in) or [0] * self.n

    def freeze(self) -> ZjhState:
        return replace(
            self.st, rng=self.rng.state, stacks=tuple(self.stacks), seated=tuple(self.seated), hand_no=self.hand_no,
            dealer=self.dealer, base=self.base, deck=self.deck, hands=tuple(self.hands), live=tuple(self.live),
            seen=tuple(self.seen), has_bet=tuple(self.has_bet), contributed=tuple(self.contributed),
            knows=tuple(self.knows), pot=self.pot, stake_level=self.stake_level, round=self.round, turn=self.turn,
            over=self.over, end_reason=self.end_reason, busted_in=tuple(self.busted_in),
        )

    # ---- helpers ---------------------------------------------------------------------------
    def pos(self, seat: int) -> int:
        """Position in the order of play of this hand: 0 for the seat after the dealer."""
        return (seat - self.dealer - 1) % self.n

    def order_from_dealer(self, seats: list[int] | tuple[int, ...]) -> list[int]:
        return sorted(seats, key=self.pos)

    def live_seats(self) -> list[int]:
        return [s for s in range(self.n) if self.live[s]]

    def rate(self, seat: int) -> int:
        return 2 if self.seen[seat] else 1

    def pay(self, seat: int, amount: int, kind: BetKind, all_in: bool = False) -> None:
        assert 0 <= amount <= self.stacks[seat]
        self.stacks[seat] -= amount
        self.pot += amount
        self.contributed[seat] += amount
        if kind is not BetKind.ANTE:
            self.has_bet[seat] = True
        self.ev.append(Bet(seat, kind, amount, self.stake_level, self.seen[seat], all_in, self.stacks[seat], self.pot))

    def strength(self, seat: int) -> int:
        return hand_strength(self.hands[seat])

    # ---- hand lifecycle --------------------------------------------------------------------
    def start_hand(self) -> None:
        st = self.st
        seats = [s for s in range(self.n) if self.seated[s]]
        self.hand_no += 1
        if st.poorest_stack:
            self.base = max(1, min(self.stacks[s] for s in seats) // 100)
        else:
            self.base = st.base_option
        self.pot = 0
        self.stake_level = LADDER[0]
        self.round = 1
        self.live = [self.seated[s] for s in range(self.n)]
        self.seen = [False] * self.n
        self.has_bet = [False] * self.n
        self.contributed = [0] * self.n
        self.knows = [0] * self.n
        self.ev.append(HandStarted(self.hand_no, self.dealer, self.base, st.cap_multiple * self.base,
                                   st.round_limit, tuple(seats)))
        order = self.order_from_dealer(seats)
        for s in order:
            self.pay(s, min(self.base, self.stacks[s]), BetKind.ANTE, all_in=self.stacks[s] <= self.base)
        deck = list(self.rng.shuffled(DECK))
        dealt: dict[int, list[int]] = {s: [] for s in order}
        for _ in range(HAND_SIZE):
            for s in order:
                dealt[s].append(deck.pop())
        self.deck = tuple(deck)
        self.hands = [tuple(dealt[s]) if s in dealt else () for s in range(self.n)]
        for s in order:
            self.ev.append(Dealt(s, HAND_SIZE, cards_of(self.hands[s])))
        self.first_turn(order[0])

    def first_turn(self, seat: int) -> None:
        """Give the hand's first turn to ``seat`` unless its ante took every chip it had."""
        if self.stacks[seat] > 0:
            self.turn = seat
            self.ev.append(TurnStarted(seat, self.round))
            return
        if self.knock_out(seat):
            self.advance_from(seat)

    def knock_out(self, seat: int) -> bool:
        """A live player with no chips at their turn is out; False if that ended the hand."""
        self.live[seat] = False
        self.ev.append(OutOfChips(seat))
        living = self.live_seats()
        if len(living) == 1:
            self.award(living)
            return False
        return True

    def advance_from(self, seat: int) -> None:
        """Pass the turn to the next live seat after ``seat`` (counting rounds), or end the hand."""
        cur = seat
        while True:
            nxt = next((cur + k) % self.n for k in range(1, self.n + 1) if self.live[(cur + k) % self.n])
            if self.pos(nxt) <= self.pos(cur):
                self.round += 1
                if self.round > self.st.round_limit:
                    self.round = self.st.round_limit
                    self.showdown(ShowdownReason.ROUND_LIMIT, None)
                    return
            if self.stacks[nxt] > 0:
                self.turn = nxt
                self.ev.append(TurnStarted(nxt, self.round))
                return
            if not self.knock_out(nxt):
                return
            cur = nxt

    def after_action(self, seat: int) -> None:
        """The acting seat's turn is done: end the hand or pass the turn."""
        living = self.live_seats()
        if len(living) == 1:
            self.award(living)
            return
        if self.pot >= self.st.cap_multiple * self.base:
            self.showdown(ShowdownReason.CAP, None)
            return
        self.advance_from(seat)

    def reveal_to_all(self, seats: list[int]) -> None:
        mask = 0
        for s in seats:
            mask |= 1 << s
        self.knows = [k | mask for k in self.knows]

    def showdown(self, reason: ShowdownReason, opener: int | None) -> None:
        living = self.order_from_dealer(self.live_seats())
        self.reveal_to_all(living)
        for s in living:
            self.seen[s] = True
        hands = tuple(shown(s, self.hands[s]) for s in sorted(living))
        if opener is not None:
            other = next(s for s in living if s != opener)
            winners: tuple[int, ...] = (opener,) if beats(self.strength(opener), self.strength(other),
                                                         self.st.beats_all_trips) else (other,)
        else:
            winners = showdown_winners([(s, self.strength(s)) for s in living], self.st.beats_all_trips)
        self.ev.append(Showdown(reason, opener, hands, winners))
        self.award(list(winners))

    def award(self, winners: list[int]) -> None:
        ordered = self.order_from_dealer(winners)
        share, odd = divmod(self.pot, len(ordered))
        amounts = [share + (1 if i < odd else 0) for i in range(len(ordered))]
        for s, a in zip(ordered, amounts):
            self.stacks[s] += a
        pot = self.pot
        self.pot = 0
        self.ev.append(PotAwarded(pot, tuple(ordered), tuple(amounts), tuple(self.stacks)))
        self.end_hand(ordered[0])

    def end_hand(self, next_dealer: int) -> None:
        self.turn = -1
        for s in range(self.n):
            if self.seated[s] and self.stacks[s] == 0:
                self.seated[s] = False
                self.busted_in[s] = self.hand_no
                self.ev.append(Busted(s))
        still = [s for s in range(self.n) if self.seated[s]]
        reason: EndReason | None = None
        if len(still) == 1:
            reason = EndReason.ONE_LEFT
        elif self.st.hands_limit and self.hand_no >= self.st.hands_limit:
            reason = EndReason.HANDS_PLAYED
        if reason is not None:
            self.over = True
            self.end_reason = reason
            self.ev.append(SessionEnded(reason, tuple(self.stacks), _richest(self.stacks)))
            return
        self.dealer = next_dealer
        self.start_hand()

    # ---- compares --------------------------------------------------------------------------
    def compare(self, asker: int, target: int, all_in: bool, chained: bool) -> bool:
        """One compare; the loser leaves the hand. True if the asker won."""
        sa, st_ = self.strength(asker), self.strength(target)
        won = beats(sa, st_, self.st.beats_all_trips)
        equal = not won and not beats(st_, sa, self.st.beats_all_trips)
        for s in (asker, target):
            self.seen[s] = True
            self.knows[s] |= (1 << asker) | (1 << target)
        winner, loser = (asker, target) if won else (target, asker)
        self.live[loser] = False
        self.ev.append(Compared(asker, target, winner, loser, all_in, chained, shown(asker, self.hands[asker]),
                                shown(target, self.hands[target]), equal))
        return won


def _richest(stacks: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    top = max(stacks)
    return tuple(s for s, c in enumerate(stacks) if c == top)


def _bit(seat: int) -> int:
    return 1 << seat


class ZhaJinHua(Game[ZjhState]):
    info = GameInfo(
        id="zhajinhua",
        name_zh="扎金花",
        name_en="Zha Jin Hua",
        blurb_zh="三张牌比大小：暗注或看牌下注、跟注、加注、比牌、开牌，筹码在多局之间延续。",
        blurb_en="Three-card betting: play blind or look, call, raise, compare and open; chips carry over hand to hand.",
        min_players=2,
        max_players=6,
        rules_version=1,
        options=(
            OptionSpec("start_chips", "初始筹码", "Starting chips", 1000, minimum=10, maximum=1_000_000,
                       help_zh="每位玩家开局的筹码。", help_en="Chips each player starts the session with."),
            OptionSpec("base", "底注", "Base stake", 10, minimum=1, maximum=100_000,
                       help_zh="底金与加注阶梯的单位。", help_en="The ante and the unit of the raise ladder.",
                       requires=("poorest_stack", False)),
            OptionSpec("poorest_stack", "按最少筹码定底注", "Base from the poorest stack", False,
                       help_zh="每局底注为桌上最少筹码的百分之一（至少 1）。",
                       help_en="Each hand's base is 1/100 of the poorest stack at the table (at least 1)."),
            OptionSpec("pot_cap", "封顶（倍底注）", "Pot cap (× base)", 200, minimum=10, maximum=1_000_000,
                       help_zh="底池达到此数即全部开牌。", help_en="When the pot reaches this, every live hand is opened."),
            OptionSpec("round_limit", "轮数上限", "Round limit", 20, minimum=1, maximum=1000,
                       help_zh="一局最多下注轮数，到达后全部开牌。",
                       help_en="Betting rounds per hand; after the last one every live hand is opened."),
            OptionSpec("hands", "局数", "Hands", 20, minimum=0, maximum=1_000_000,
                       zero_zh="不限", zero_en="No limit", help_zh="打满这么多局后结束；不限则打到一人赢得全部筹码为止。",
                       help_en="The session ends after this many hands; with No limit it goes on until one player holds every chip."),
            OptionSpec("beat_all_leopards", "235 大过所有豹子", "235 beats every three of a kind", False,
                       help_zh="杂色 235 大过任何豹子（默认只大过 AAA）。",
                       help_en="Mixed-suit 235 beats every three of a kind (by default only AAA)."),
            OptionSpec("six_seats", "六人桌", "Six seats", False,
                       help_zh="允许 6 人同桌（原规则为 2–5 人）。",
                       help_en="Allow a sixth player (the original rules say 2–5)."),
        ),
    )
    refusals = frozenset({
        "zjh.looked", "zjh.short_call", "zjh.bad_rung", "zjh.low_raise", "zjh.short_raise", "zjh.compare_seat",
        "zjh.compare_self", "zjh.target_out", "zjh.compare_early", "zjh.open_two", "zjh.not_an_action",
    })

    # ---- setup -------------------------------------------------------------------------
    def resolve_options(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, OptionValue]:
        out = super().resolve_options(players, options)
        if players > SEAT_CEILING:
            out["six_seats"] = True  # a six-player table is the six-seat house rule
        return out

    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[ZjhState, tuple[Event, ...]]:
        rng = Rng(seed_state(seed))
        dealer = rng.below(players)
        start = int(options["start_chips"])
        state = ZjhState(
            players=players, start_chips=start, base_option=int(options["base"]),
            poorest_stack=bool(options["poorest_stack"]), cap_multiple=int(options["pot_cap"]),
            round_limit=int(options["round_limit"]), hands_limit=int(options["hands"]),
            beats_all_trips=bool(options["beat_all_leopards"]), rng=rng.state, stacks=(start,) * players,
            seated=(True,) * players, hand_no=0, dealer=dealer, base=0, deck=DECK, hands=((),) * players,
            live=(False,) * players, seen=(False,) * players, has_bet=(False,) * players, contributed=(0,) * players,
            knows=(0,) * players, pot=0, stake_level=LADDER[0], round=0, turn=-1, over=False,
        )
        w = _Work(state)
        w.start_hand()
        return w.freeze(), tuple(w.ev)

    # ---- deciding ----------------------------------------------------------------------
    def decision(self, state: ZjhState) -> Decision:
        if state.over:
            return Decision(DecisionKind.NONE, ())
        return Decision(DecisionKind.TURN, (state.turn,))

    @staticmethod
    def _rate(state: ZjhState, seat: int) -> int:
        return 2 if state.seen[seat] else 1

    def call_cost(self, state: ZjhState, seat: int) -> int:
        return state.stake_level * state.base * self._rate(state, seat)

    def legal_actions(self, state: ZjhState, seat: int) -> tuple[Action, ...]:
        if state.over or seat != state.turn:
            return ()
        out: list[Action] = []
        if not state.seen[seat]:
            out.append(Look())
        out.append(Fold())
        stack = state.stacks[seat]
        rate = self._rate(state, seat)
        if stack > state.stake_level * state.base * rate:
            out.append(Call())
        for level in LADDER:
            if level > state.stake_level and stack > level * state.base * rate:
                out.append(Raise(level))
        if self._may_compare(state, seat):
            out.extend(Compare(t) for t in range(state.players) if t != seat and state.live[t])
        if sum(state.live) == 2:
            out.append(Open())
        return tuple(out)

    def _may_compare(self, state: ZjhState, seat: int) -> bool:
        short = state.stacks[seat] <= self.call_cost(state, seat)
        return short or all(state.has_bet[s] for s in range(state.players) if state.live[s])

    def _check(self, state: ZjhState, seat: int, action: Action) -> Refusal | None:
        stack = state.stacks[seat]
        cost = self.call_cost(state, seat)
        if isinstance(action, Look):
            return Refusal("zjh.looked", "you have already looked at your cards") if state.seen[seat] else None
        if isinstance(action, Fold):
            return None
        if isinstance(action, Call):
            if stack <= cost:
                return Refusal("zjh.short_call", f"calling costs {cost} chips and must leave you some; you have "
                               f"{stack}, so you may only fold, or compare (or open) all-in", cost=cost, stack=stack)
            return None
        if isinstance(action, Raise):
            if not isinstance(action.level, int) or action.level not in LADDER:
                ladder = ", ".join(map(str, LADDER))
                return Refusal("zjh.bad_rung", f"a raise names a rung of the ladder {ladder} (× base)", ladder=ladder)
            if action.level <= state.stake_level:
                return Refusal("zjh.low_raise", f"the stake is already {state.stake_level} × base; raise to a "
                               "higher rung", stake=state.stake_level)
            need = action.level * state.base * self._rate(state, seat)
            if stack <= need:
                return Refusal("zjh.short_raise", f"raising to {action.level} × base costs you {need} chips and "
                               f"must leave you some; you have {stack}", level=action.level, cost=need, stack=stack)
            return None
        if isinstance(action, Compare):
            t = action.target
            if not isinstance(t, int) or not 0 <= t < state.players:
                return Refusal("zjh.compare_seat", "compare with a seat at this table")
            if t == seat:
                return Refusal("zjh.compare_self", "you cannot compare with yourself")
            if not state.live[t]:
                return Refusal("zjh.target_out", f"seat {t + 1} is no longer in this hand", seat=t)
            if not self._may_compare(state, seat):
                return Refusal("zjh.compare_early",
                               "you may compare only after every live player has bet at least once this hand")
            return None
        if isinstance(action, Open):
            if sum(state.live) != 2:
                return Refusal("zjh.open_two", "you may open only when exactly two players are left in the hand")
            return None
        return Refusal("zjh.not_an_action", "in Zha Jin Hua you may look, fold, call, raise, compare or open")

    # ---- resolving ---------------------------------------------------------------------
    def _resolve(self, state: ZjhState, seat: int, action: Action) -> tuple[ZjhState, tuple[Event, ...]]:
        w = _Work(state)
        if isinstance(action, Look):
            w.seen[seat] = True
            w.knows[seat] |= _bit(seat)
            w.ev.append(Looked(seat, cards_of(w.hands[seat])))
            return w.freeze(), tuple(w.ev)
        if isinstance(action, Fold):
            w.live[seat] = False
            w.ev.append(Folded(seat))
            w.after_action(seat)
        elif isinstance(action, Call):
            w.pay(seat, self.call_cost(state, seat), BetKind.CALL)
            w.after_action(seat)
        elif isinstance(action, Raise):
            w.stake_level = action.level
            w.pay(seat, action.level * state.base * self._rate(state, seat), BetKind.RAISE)
            w.after_action(seat)
        elif isinstance(action, Compare):
            cost = self.call_cost(state, seat)
            all_in = state.stacks[seat] <= cost
            w.pay(seat, min(cost, state.stacks[seat]), BetKind.COMPARE, all_in=all_in)
            won = w.compare(seat, action.target, all_in, chained=False)
            if won and all_in:
                for other in sorted((s for s in w.live_seats() if s != seat), key=lambda s: (s - seat) % w.n):
                    if not w.compare(seat, other, all_in=True, chained=True):
                        break
            w.after_action(seat)
        elif isinstance(action, Open):
            cost = 2 * self.call_cost(state, seat)
            all_in = state.stacks[seat] <= cost
            w.pay(seat, min(cost, state.stacks[seat]), BetKind.OPEN, all_in=all_in)
            w.showdown(ShowdownReason.OPEN, seat)
        else:  # pragma: no cover - _check rejects everything else
            raise AssertionError(action)
        return w.freeze(), tuple(w.ev)

    # ---- knowing -----------------------------------------------------------------------
    def view(self, state: ZjhState, seat: int | None) -> ZjhView:
        if seat is None:
            hands: tuple[tuple[Card, ...] | None, ...] = tuple(cards_of(h) if h else None for h in state.hands)
        else:
            mask = state.knows[seat]
            hands = tuple(cards_of(h) if (mask >> i) & 1 and h else None for i, h in enumerate(state.hands))
        return ZjhView(
            seat=seat, players=state.players, start_chips=state.start_chips, stacks=state.stacks,
            seated=state.seated, live=state.live, seen=state.seen, has_bet=state.has_bet,
            contributed=state.contributed, hands=hands, pot=state.pot, base=state.base,
            stake_level=state.stake_level, pot_cap=state.cap_multiple * state.base, round=state.round,
            round_limit=state.round_limit, dealer=state.dealer, turn=None if state.over else state.turn,
            hand_no=state.hand_no, hands_limit=state.hands_limit, beats_all_trips=state.beats_all_trips,
            poorest_stack=state.poorest_stack, over=state.over,
            winners=_richest(state.stacks) if state.over else (),
            busted_in=state.busted_in or (0,) * state.players,
        )

    def outcome(self, state: ZjhState) -> Outcome | None:
        if not state.over:
            return None
        return Outcome(_richest(state.stacks), tuple(float(c - state.start_chips) for c in state.stacks))

    def seat_done(self, state: ZjhState, seat: int) -> bool:
        """A seat that lost all its chips has left the table."""
        return not state.seated[seat] or self.is_over(state)

    # ---- conformance hooks -------------------------------------------------------------
    def census(self, state: ZjhState) -> Counter[Hashable]:
        c: Counter[Hashable] = Counter(state.deck)
        for h in state.hands:
            c.update(h)
        c["chips"] = sum(state.stacks) + state.pot
        return c

    def scramble_hidden(self, state: ZjhState, seat: int, rng: Rng) -> ZjhState:
        mask = state.knows[seat]
        hidden = [i for i in range(state.players) if state.hands[i] and not (mask >> i) & 1]
        pool = list(state.deck)
        for i in hidden:
            pool.extend(state.hands[i])
        pool = list(rng.shuffled(pool))
        hands = list(state.hands)
        for i in hidden:
            hands[i], pool = tuple(pool[:HAND_SIZE]), pool[HAND_SIZE:]
        return replace(state, deck=tuple(pool), hands=tuple(hands))

    def progress_limit(self, players: int) -> int:
        return 2_000_000
