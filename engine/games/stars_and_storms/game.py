"""星辰与风暴 Stars and Storms: the rules engine (one engine game = a match of rounds).

Rules from seed 000, settled by rulings.md (stars_and_storms). Decisions this engine makes where the
seed and rulings leave room (so the app, the rules page and the AI agree):

* A turn starts with an automatic draw of two (fewer when fewer remain). The player then plays cards one
  action at a time (``Play`` with ``Form.STAR`` or ``Form.STORM``) and finishes with ``EndTurn``.
  ``EndTurn`` is illegal while holding more than two cards (no discarding: extra cards must be played),
  and, once the draw pile is empty, before at least one card was played this turn. A turn ends by
  itself when the player's hand becomes empty. A seat with no cards while the pile is empty is skipped.
* A joker is declared as any of the 52 ordinary cards (duplicates of real cards allowed) as part of the
  ``Play`` action. It counts as that card for everything: storm rank, star rank and points, and heat
  (a joker declared with the heat rank is a heat card; as a star it is purged with its declared suit).
* Heat death: the heat rank is drawn at random before every round. A heat card first removes every star
  of its suit in every zone (its player's own included), then resolves as a star (placed after the
  purge) or a storm.
* Star destroyer (option, on by default): round 1's destroyer is a random seat at level 1 (its first
  term). After each round a sole winner becomes the destroyer; if it already was, that is a re-election:
  level + 1, but a round played at level 6 is followed by level 1 (universe destroyed) even on a
  re-election. A shared win leaves the next round without a destroyer, at level 1, led by a random
  tied winner. The destroyer takes the round's first turn. With the option off every round is played
  at level 1, round 1 starts at a random seat and each later round at the next seat.
* Early elimination (option, 3+ players): only blow-outs after every seat has finished two turns of the
  round count. A blow-out is a play (storm or heat purge, anyone's, also your own) that leaves a zone
  which held stars with none. At the second counted blow-out the seat leaves the round at once, its hand
  discarded face up; it ranks below every remaining seat. When one seat remains the round ends and it
  wins; if the last seats go out together, they share the win.
* Round winners: most stars, then most star points (A=1 … K=13); otherwise shared. A shared win
  counts as a win for every tied seat (``Outcome.winners`` lists them all).
* Stakes (option): after a round with a destroyer, every other seat receives (or pays) the difference
  between its star points and the destroyer's, one chip per point; chips are running totals from 0.
* Match result: with stakes (and a destroyer) the most chips win, then most rounds won; otherwise
  most rounds won, then most stars over the match, then most star points; ties shared. Scores are the
  chip totals with stakes, else the rounds won.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace

from engine.cards import Card, standard_deck
from engine.core import (
    Action, Decision, DecisionKind, Event, Game, GameInfo, OptionSpec, OptionValue, Outcome, Refusal,
)
from engine.games.stars_and_storms import rules
from engine.games.stars_and_storms.model import (
    DRAW_PER_TURN, HAND_LIMIT, MAX_ROUNDS, Drew, EndTurn, Form, HeatDeath, MatchEnded, Play, RoundEnded,
    RoundResult, RoundStarted, SeatEliminated, SnSState, SnSView, StakesSettled, Star, StarPlaced,
    StarsBlownAway, StormRaised, TurnEnded, TurnSkipped, TurnStarted, ZoneBlownOut, ZoneStar,
)
from engine.rng import Rng, seed_state

DECK: tuple[Card, ...] = standard_deck(jokers=True)
ORDINARY: tuple[Card, ...] = standard_deck()  # what a joker may be declared as


@dataclass
class _Table:
    """A mutable working copy of the state used inside one engine step."""

    s: SnSState
    deck: list[Card]
    hands: list[tuple[Card, ...]]
    zones: list[tuple[Star, ...]]
    discard: list[Card]
    active: list[bool]
    blowouts: list[int]
    turns_done: list[int]
    eliminated: list[int]
    chips: list[int]
    round_wins: list[int]
    history: list[RoundResult]
    turn: int
    first: int
    played: int
    level: int
    destroyer: int | None
    streak: int
    heat_rank: int | None
    round_no: int
    over: bool
    match_winners: tuple[int, ...]
    ev: list[Event]

    @classmethod
    def of(cls, s: SnSState) -> _Table:
        return cls(s, list(s.deck), list(s.hands), list(s.zones), list(s.discard), list(s.active),
                   list(s.blowouts), list(s.turns_done), list(s.eliminated), list(s.chips), list(s.round_wins),
                   list(s.history), s.turn, s.first, s.played, s.level, s.destroyer, s.streak, s.heat_rank,
                   s.round_no, s.over, s.match_winners, [])

    def freeze(self, rng: Rng) -> SnSState:
        return replace(
            self.s, rng=rng.state, round_no=self.round_no, deck=tuple(self.deck), hands=tuple(self.hands),
            zones=tuple(self.zones), discard=tuple(self.discard), turn=self.turn, first=self.first,
            played=self.played, level=self.level, destroyer=self.destroyer, streak=self.streak,
            heat_rank=self.heat_rank, active=tuple(self.active), blowouts=tuple(self.blowouts),
            turns_done=tuple(self.turns_done), eliminated=tuple(self.eliminated), chips=tuple(self.chips),
            round_wins=tuple(self.round_wins), history=tuple(self.history), over=self.over,
            match_winners=self.match_winners,
        )

    @property
    def n(self) -> int:
        return self.s.players


def _remove_one(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def elimination_armed(turns_done: tuple[int, ...] | list[int]) -> bool:
    """Blow-outs count once every seat has finished two turns of the round."""
    return min(turns_done) >= 2


class StarsAndStorms(Game[SnSState]):
    info = GameInfo(
        id="stars_and_storms",
        name_zh="星辰与风暴",
        name_en="Stars and Storms",
        blurb_zh="每回合摸两张，把牌放成自己的星辰，或掀起风暴吹落点数相邻的星辰；牌尽时星辰最多者胜。",
        blurb_en="Draw two a turn; place cards as stars in your zone or raise storms that blow away "
                 "stars of nearby ranks. Most stars when the cards run out wins.",
        min_players=2,
        max_players=6,
        rules_version=1,
        options=(
            OptionSpec("rounds", "局数", "Rounds in the match", 5, minimum=1, maximum=MAX_ROUNDS,
                       help_zh="一场比赛打几局。", help_en="How many rounds one match lasts."),
            OptionSpec("star_destroyer", "歼星者与风暴等级", "Star destroyer and storm levels", True,
                       help_zh="上局赢家任歼星者并先手；连任一次风暴升一级，6 级之后重回 1 级。",
                       help_en="The last round's winner is star destroyer and leads; each re-election raises "
                               "the storm level; after a level-6 round it starts again at 1."),
            OptionSpec("heat_death", "热寂", "Heat death", False,
                       help_zh="每局随机抽一个点数为热寂牌；打出热寂牌时，场上同花色的星辰全部热寂。",
                       help_en="Each round a random rank becomes the heat rank; playing one of its cards "
                               "removes every star of that suit."),
            OptionSpec("early_elimination", "提前淘汰", "Early elimination", False, min_players=3,
                       help_zh="每人走完两回合后，星区第二次被吹空的玩家当局出局。",
                       help_en="After everyone has had two turns, a player whose zone is blown empty for "
                               "the second time is out of the round."),
            OptionSpec("stakes", "赌注", "Stakes", False,
                       help_zh="每局结束按与歼星者的星辰点数差额结算筹码。",
                       help_en="After each round every player settles their star-point difference with the "
                               "star destroyer in chips.",
                       requires=("star_destroyer", True)),
        ),
    )
    refusals = frozenset({
        "sns.hand_limit", "sns.must_play", "sns.not_an_action", "sns.not_held", "sns.bad_form", "sns.declare",
        "sns.declare_ordinary", "sns.not_joker",
    })

    # ---- setup -------------------------------------------------------------------------
    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[SnSState, tuple[Event, ...]]:
        rng = Rng(seed_state(seed))
        destroyer_rule = bool(options["star_destroyer"])
        zeros = (0,) * players
        state = SnSState(
            players=players, rounds=int(options["rounds"]), heat_death=bool(options["heat_death"]),
            destroyer_rule=destroyer_rule, early_elimination=bool(options["early_elimination"]) and players >= 3,
            stakes=bool(options["stakes"]), rng=rng.state, round_no=0, deck=DECK, hands=((),) * players,
            zones=((),) * players, discard=(), turn=0, first=0, played=0, level=1, destroyer=None, streak=0,
            heat_rank=None, active=(True,) * players, blowouts=zeros, turns_done=zeros, eliminated=(),
            chips=zeros, round_wins=zeros, history=(),
        )
        t = _Table.of(state)
        first = rng.below(players)
        if destroyer_rule:
            t.destroyer, t.level, t.streak = first, 1, 1
        self._start_round(t, rng, first, universe_reset=False)
        return t.freeze(rng), tuple(t.ev)

    def _start_round(self, t: _Table, rng: Rng, first: int, universe_reset: bool) -> None:
        """Gather every card, shuffle, draw the heat rank and start the first turn."""
        t.round_no += 1
        t.deck = list(rng.shuffled(DECK))
        t.hands = [()] * t.n
        t.zones = [()] * t.n
        t.discard = []
        t.active = [True] * t.n
        t.blowouts = [0] * t.n
        t.turns_done = [0] * t.n
        t.eliminated = []
        t.heat_rank = 1 + rng.below(13) if t.s.heat_death else None
        t.first = first
        t.ev.append(RoundStarted(t.round_no, t.s.rounds, first, t.destroyer, t.level, t.streak, t.heat_rank,
                                 len(t.deck), universe_reset))
        self._begin_turn(t, first)

    def _begin_turn(self, t: _Table, seat: int) -> None:
        """Start turns from ``seat`` on, skipping seats that have nothing to do."""
        while True:
            t.turn = seat
            t.played = 0
            t.ev.append(TurnStarted(seat))
            n = min(DRAW_PER_TURN, len(t.deck))
            if n:
                got = tuple(reversed(t.deck[-n:]))
                del t.deck[-n:]
                t.hands[seat] = t.hands[seat] + got
                t.ev.append(Drew(seat, got, n, len(t.deck)))
            if t.hands[seat]:
                return
            t.ev.append(TurnSkipped(seat))
            t.turns_done[seat] += 1
            seat = self._next_active(t, seat)

    @staticmethod
    def _next_active(t: _Table, seat: int) -> int:
        s = seat
        for _ in range(t.n):
            s = (s + 1) % t.n
            if t.active[s]:
                return s
        return seat

    # ---- deciding ----------------------------------------------------------------------
    def decision(self, state: SnSState) -> Decision:
        if state.over:
            return Decision(DecisionKind.NONE, ())
        return Decision(DecisionKind.TURN, (state.turn,))

    @staticmethod
    def may_end_turn(state: SnSState) -> Refusal | None:
        """``None`` if the player to move may end the turn now, else why not."""
        hand = state.hands[state.turn]
        if len(hand) > HAND_LIMIT:
            more = len(hand) - HAND_LIMIT
            return Refusal("sns.hand_limit", f"you hold {len(hand)} cards and may keep only {HAND_LIMIT} at the "
                           f"end of your turn: play {more} more", held=len(hand), limit=HAND_LIMIT, n=more)
        if not state.deck and hand and state.played == 0:
            return Refusal("sns.must_play", "the draw pile is empty, so you must play at least one card this turn")
        return None

    def legal_actions(self, state: SnSState, seat: int) -> tuple[Action, ...]:
        if state.over or seat != state.turn:
            return ()
        out: list[Action] = []
        for card in sorted(set(state.hands[seat])):
            for form in (Form.STAR, Form.STORM):
                if card.is_joker:
                    out.extend(Play(card, form, d) for d in ORDINARY)
                else:
                    out.append(Play(card, form))
        if self.may_end_turn(state) is None:
            out.append(EndTurn())
        return tuple(out)

    def _check(self, state: SnSState, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, EndTurn):
            return self.may_end_turn(state)
        if not isinstance(action, Play):
            return Refusal("sns.not_an_action",
                           "in Stars and Storms you play a card as a star or a storm, or end your turn")
        card = action.card
        if not isinstance(card, Card) or card not in state.hands[seat]:
            return Refusal("sns.not_held", f"you do not hold {card}", card=str(card))
        if not isinstance(action.form, Form):
            return Refusal("sns.bad_form", "a played card becomes a star or a storm")
        if card.is_joker:
            if action.declared is None:
                return Refusal("sns.declare", "a joker must be declared as a card: choose its rank and suit")
            if not isinstance(action.declared, Card) or action.declared not in ORDINARY:
                return Refusal("sns.declare_ordinary",
                               "a joker may stand for any ordinary card (A to K of ♣♦♥♠), not a joker")
        elif action.declared is not None:
            return Refusal("sns.not_joker", f"only a joker is declared as another card; {card} is itself",
                           card=str(card))
        return None

    # ---- resolving ---------------------------------------------------------------------
    def _resolve(self, state: SnSState, seat: int, action: Action) -> tuple[SnSState, tuple[Event, ...]]:
        rng = Rng(state.rng)
        t = _Table.of(state)
        if isinstance(action, EndTurn):
            self._end_turn(t, rng, seat)
            return t.freeze(rng), tuple(t.ev)
        assert isinstance(action, Play)
        self._play(t, seat, action)
        if not t.active[seat] or not t.hands[seat] or self._active_count(t) <= 1:
            self._end_turn(t, rng, seat)
        return t.freeze(rng), tuple(t.ev)

    @staticmethod
    def _active_count(t: _Table) -> int:
        return sum(t.active)

    def _play(self, t: _Table, seat: int, action: Play) -> None:
        card, as_card = action.card, action.as_card
        t.hands[seat] = _remove_one(t.hands[seat], card)
        t.played += 1
        before = [len(z) for z in t.zones]
        if rules.is_heat(as_card, t.heat_rank):
            removed = self._remove(t, lambda st: st.as_card.suit is as_card.suit)
            t.ev.append(HeatDeath(seat, card, as_card, removed))
        if action.form is Form.STAR:
            t.zones[seat] = t.zones[seat] + (Star(card, as_card),)
            t.ev.append(StarPlaced(seat, card, as_card))
        else:
            t.ev.append(StormRaised(seat, card, as_card, t.level, rules.reach(as_card.rank, t.level)))
            removed = self._remove(t, lambda st: rules.storm_hits(st, as_card.rank, t.level))
            t.ev.append(StarsBlownAway(seat, removed))  # even when empty: the log says the storm blew nothing away
            t.discard.append(card)
        if t.s.early_elimination and elimination_armed(t.turns_done):
            self._count_blowouts(t, before)

    @staticmethod
    def _remove(t: _Table, hit: Callable[[Star], bool]) -> tuple[ZoneStar, ...]:
        removed: list[ZoneStar] = []
        for owner in range(t.n):
            keep: list[Star] = []
            for st in t.zones[owner]:
                if hit(st):
                    removed.append(ZoneStar(owner, st))
                    t.discard.append(st.card)
                else:
                    keep.append(st)
            t.zones[owner] = tuple(keep)
        return tuple(removed)

    def _count_blowouts(self, t: _Table, before: list[int]) -> None:
        out_now: list[int] = []
        for s in range(t.n):
            if t.active[s] and before[s] > 0 and not t.zones[s]:
                t.blowouts[s] += 1
                t.ev.append(ZoneBlownOut(s, t.blowouts[s]))
                if t.blowouts[s] >= 2:
                    out_now.append(s)
        for s in out_now:
            dumped = t.hands[s]
            t.hands[s] = ()
            t.discard.extend(dumped)
            t.active[s] = False
            t.eliminated.append(s)
            t.ev.append(SeatEliminated(s, dumped))

    def _end_turn(self, t: _Table, rng: Rng, seat: int) -> None:
        t.ev.append(TurnEnded(seat, len(t.hands[seat])))
        t.turns_done[seat] += 1
        alive = self._active_count(t)
        if alive <= 1 or (not t.deck and not any(t.hands[s] for s in range(t.n) if t.active[s])):
            self._end_round(t, rng)
            return
        self._begin_turn(t, self._next_active(t, seat))

    def _end_round(self, t: _Table, rng: Rng) -> None:
        stars = tuple(len(z) if t.active[s] else 0 for s, z in enumerate(t.zones))
        points = tuple(rules.zone_points(z) if t.active[s] else 0 for s, z in enumerate(t.zones))
        live = [s for s in range(t.n) if t.active[s]]
        if live:
            winners = rules.rank_seats(stars, points, live)
        else:  # the last seats went out together, in this step: they share the round
            winners = tuple(sorted(set(t.eliminated) - set(t.s.eliminated)))
        deltas = (0,) * t.n
        if t.s.stakes and t.destroyer is not None:
            deltas = rules.settle(points, t.destroyer)
        for s in winners:
            t.round_wins[s] += 1
        result = RoundResult(t.round_no, winners, stars, points, t.level, t.destroyer, deltas, tuple(t.eliminated))
        t.history.append(result)
        t.ev.append(RoundEnded(result, tuple(t.round_wins)))
        if t.s.stakes and t.destroyer is not None:
            t.chips = [c + d for c, d in zip(t.chips, deltas)]
            t.ev.append(StakesSettled(t.destroyer, deltas, tuple(t.chips)))
        if t.round_no >= t.s.rounds:
            t.over = True
            t.match_winners = self._match_winners(t)
            t.ev.append(MatchEnded(t.match_winners, tuple(t.round_wins), tuple(t.chips)))
            return
        reset = False
        if t.s.destroyer_rule:
            reset = t.level >= 6 and len(winners) == 1
            t.destroyer, t.level, t.streak = rules.next_term(t.destroyer, t.level, t.streak, winners)
            first = t.destroyer if t.destroyer is not None else winners[rng.below(len(winners))]
        else:
            first = (t.first + 1) % t.n
        self._start_round(t, rng, first, universe_reset=reset)

    def _match_winners(self, t: _Table) -> tuple[int, ...]:
        seats = range(t.n)
        total_stars = [sum(r.stars[s] for r in t.history) for s in seats]
        total_points = [sum(r.points[s] for r in t.history) for s in seats]
        keys: list[tuple[int, ...]]
        if t.s.stakes and t.s.destroyer_rule:
            keys = [(t.chips[s], t.round_wins[s]) for s in seats]
        else:
            keys = [(t.round_wins[s], total_stars[s], total_points[s]) for s in seats]
        best = max(keys)
        return tuple(s for s in seats if keys[s] == best)

    # ---- knowing -----------------------------------------------------------------------
    def view(self, state: SnSState, seat: int | None) -> SnSView:
        hands = tuple(h if (seat is None or seat == i) else None for i, h in enumerate(state.hands))
        return SnSView(
            seat=seat, players=state.players, round_no=state.round_no, rounds=state.rounds, turn=state.turn,
            hand=state.hands[seat] if seat is not None else (), hands=hands,
            hand_sizes=tuple(len(h) for h in state.hands), zones=state.zones, deck_size=len(state.deck),
            discard=state.discard, played_this_turn=state.played,
            must_play=(not state.over and not state.deck and bool(state.hands[state.turn]) and state.played == 0),
            hand_limit=HAND_LIMIT,
            level=state.level, destroyer=state.destroyer, streak=state.streak, heat_rank=state.heat_rank,
            heat_death=state.heat_death, destroyer_rule=state.destroyer_rule,
            early_elimination=state.early_elimination, stakes=state.stakes,
            elimination_armed=state.early_elimination and elimination_armed(state.turns_done),
            active=state.active, blowouts=state.blowouts, turns_done=state.turns_done, chips=state.chips,
            round_wins=state.round_wins, history=state.history, over=state.over,
            match_winners=state.match_winners,
        )

    def seat_done(self, state: SnSState, seat: int) -> bool:
        """Early elimination puts a seat out of its round only: out for good in the last round."""
        last = state.round_no >= state.rounds
        return (last and not state.active[seat]) or self.is_over(state)

    def outcome(self, state: SnSState) -> Outcome | None:
        if not state.over:
            return None
        if state.stakes and state.destroyer_rule:
            scores = tuple(float(c) for c in state.chips)
        else:
            scores = tuple(float(w) for w in state.round_wins)
        return Outcome(state.match_winners, scores)

    # ---- conformance hooks -------------------------------------------------------------
    def census(self, state: SnSState) -> Counter[Hashable]:
        c: Counter[Hashable] = Counter(state.deck)
        c.update(state.discard)
        for h in state.hands:
            c.update(h)
        for z in state.zones:
            c.update(st.card for st in z)
        c["chips (net)"] = sum(state.chips)
        return c

    def scramble_hidden(self, state: SnSState, seat: int, rng: Rng) -> SnSState:
        others = [i for i in range(state.players) if i != seat]
        pool = list(state.deck)
        for i in others:
            pool.extend(state.hands[i])
        pool = list(rng.shuffled(pool))
        hands = list(state.hands)
        for i in others:
            k = len(hands[i])
            hands[i], pool = tuple(pool[:k]), pool[k:]
        return replace(state, deck=tuple(pool), hands=tuple(hands), rng=rng.next64())

    def progress_limit(self, players: int) -> int:
        return 200 * MAX_ROUNDS

