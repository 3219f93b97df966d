"""掼蛋 Guandan: the match engine (levels, tribute, tricks, 接风, finishing order).

Rules from seed 002 settled by rulings.md (guandan). Decisions where they were silent:

- Seats 0 & 2 are team 0, seats 1 & 3 team 1; play passes from seat s to s + 1 (counter-clockwise
  at the table). First hand: both teams at level 2, a random seat leads.
- A trick ends when every other seat still holding cards has passed after the last play; its
  player leads next. If that player has gone out, the partner leads (接风).
- A hand ends when three players are out, or at once when both players of a team are out
  (双下: the other two are both 下游, shown as places 3 and 4 in turn order).
- Rises: partner 2nd +3, 3rd +2, last +1, capped at A. The next hand is played at the level of the
  team of first place (上游).
- Passing A: a team at A wins the match when, in a hand played at A, it takes first place with its
  partner second or third. A hand played at A that a team at A does not pass (it loses the hand,
  or wins with its partner last) is a failure; with the option "three failures at A", the third
  failure sends that team back to 2 (failures are counted since the team last came to A).
- Match length (option ``hands``): after that many hands without a team passing A the higher level
  wins; on equal levels one extra hand is played and its first place's team wins. ``hands = 0``
  plays to A; as a safety bound such a match is also decided this way after 100 hands.
  With ``hands = 1`` the winners are the team of the first player out.
- Announcing: after each play that leaves a seat with 1..6 cards (10 with the option) the count is
  announced (event ``CardsAnnounced``; the view shows announced counts only).
- Tribute (from the second hand): partner 2nd → both opponents pay, the bigger card to first
  place, the smaller to second, equal cards clockwise (each payer to seat ``payer - 1``); partner 3rd
  or last → the opponent who finished lower pays first place. The tribute is one of the payer's
  highest cards at the new level (big joker > small joker > level card > A …), never the heart
  level card; the return is a card of natural rank 2–10, not the heart level card (a hand without
  one gives its lowest card). Anti-tribute (抗贡): the paying side holds both big jokers → no
  tribute, first place leads; otherwise the payer whose card went to first place leads. Tribute
  cards are shown to all; a returned card only to the two seats involved. Two payers (or two
  receivers) choose at the same time (a simultaneous decision).
- Combinations (see :mod:`engine.games.guandan.combos`): A low or high in straights, straight
  flushes, 三连对 and 钢板; the level card at its natural rank there and above A elsewhere; the
  heart level card stands for any non-joker card, but a selection made only of wild cards reads as
  level cards; five natural cards in suit and sequence are a straight flush only (with a wild in
  them they may also be played as a plain straight); a full house may carry a pair of jokers.
  A play names its reading (type and key), so a wild card's meaning is always explicit.
- Outcome scores: each seat's team level at the end of the match (2..14).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from engine.cards import Card
from engine.core import (
    Action, Decision, DecisionKind, Event, Game, GameInfo, OptionSpec, OptionValue, Outcome, Refusal,
)
from engine.games.guandan import tribute as trib
from engine.games.guandan.cards import CARD_OF, CODE_OF, DECK, card_code, sort_for_display, to_card, to_cards, wild_code
from engine.games.guandan.combos import (
    BOMB, COMBO_TYPES, ComboType, bomb_value, reading_text, readings, value, why_not_beats,
)
from engine.games.guandan.listing import HandIndex, hand_index
from engine.games.guandan.state import (
    AFailed, CardsAnnounced, Dealt, GuandanState, GuandanView, HandEnded, HandStarted, LeadTaken,
    MatchEnd, MatchEnded, Pass, Passed, Phase, Play, Played, Return, ReturnPaid, TrickWon, Tribute,
    TributeChosen, TributeDue, TributePaid, TributeRecord, TributeResisted, WentOut, partner_of, team_of,
)
from engine.rng import Rng, seed_state

ACE_LEVEL = 14
MAX_HANDS = 100  # safety bound for a match to A
HAND_CHOICES = (0, 1, 2, 3, 4, 5, 6, 8, 10, 12)
RISE = {2: 3, 3: 2, 4: 1}
_PASS = Pass()
_PASS_TUPLE: tuple[Action, ...] = (_PASS,)


def _evolve(state: GuandanState, **changes: Any) -> GuandanState:
    """A copy of the frozen state with some fields changed (fast ``dataclasses.replace``)."""
    new = object.__new__(GuandanState)
    d = new.__dict__
    d.update(state.__dict__)
    d.update(changes)
    return new


# ---- legal plays as Play actions, cached per hand ---------------------------------------------

_INTERNED: dict[tuple[tuple[int, ...], int, int], Play] = {}


def _wrapped(idx: HandIndex, group: int) -> tuple[Play, ...]:
    """The plays of one type group of a hand as Play actions (kept on the hand's index)."""
    memo = idx.memo
    got = memo.get(group)
    if got is None:
        got = memo[group] = _wrap_raws(idx.of_type(group))
    return got  # type: ignore[return-value]


def _wrap_raws(raws: list[tuple[tuple[int, ...], int, int]]) -> tuple[Play, ...]:
    """Listed plays as Play actions; recent ones are shared (plays recur while a hand shrinks)."""
    interned = _INTERNED
    if len(interned) > 2_000:
        interned.clear()
    types = COMBO_TYPES
    card_of = CARD_OF
    new = object.__new__
    out: list[Play] = []
    for raw in raws:
        play = interned.get(raw)
        if play is None:
            codes, t, k = raw
            play = new(Play)  # a frozen Play built without __init__ (hot path); same fields as Play(...)
            d = play.__dict__
            d["cards"] = tuple([card_of[c] for c in codes])
            d["combo"] = types[t]
            d["key"] = k
            d["_codes"] = codes
            interned[raw] = play
        out.append(play)
    return tuple(out)


def legal_plays(hand: tuple[int, ...], level: int, top: Play | None) -> tuple[Play, ...]:
    """Every play from ``hand`` (sorted codes) that may lead (``top`` None) or beats ``top``."""
    idx = hand_index(hand, level)
    if top is None:
        got = idx.memo.get("leads")
        if got is None:
            out: list[Play] = []
            for group in range(BOMB + 1):
                out.extend(_wrapped(idx, group))
            got = idx.memo["leads"] = tuple(out)
        return got  # type: ignore[return-value]
    t = int(top.combo)
    n = len(top.cards)
    bombs = _wrapped(idx, BOMB)
    if t >= BOMB:
        i = bisect_right(idx.values_of(BOMB), bomb_value(t, top.key, n, level))
        return bombs[i:]
    raws = idx.above(t, value(t, top.key, n, level))
    if not raws:
        return bombs
    return _wrap_raws(raws) + bombs


_HAND_CARDS: dict[tuple[int, ...], tuple[Card, ...]] = {}


def _hand_cards(hand: tuple[int, ...]) -> tuple[Card, ...]:
    got = _HAND_CARDS.get(hand)
    if got is None:
        if len(_HAND_CARDS) > 64:
            _HAND_CARDS.clear()
        got = _HAND_CARDS[hand] = to_cards(hand)
    return got


def selection_plays(cards: Sequence[Card], level: int, top: Play | None) -> tuple[Play, ...]:
    """The plays a selection of cards allows now: one per reading (leading), or per reading that
    beats ``top``. Empty if the cards form no combination (or none that beats). For the app: one
    play means play it, several mean ask which reading (the wild card's meaning) the player wants."""
    try:
        codes = tuple(sorted([card_code(c) for c in cards]))
    except (ValueError, AttributeError, TypeError):
        return ()
    found = readings(codes, level)
    if top is not None:
        t, k, n = int(top.combo), top.key, len(top.cards)
        found = [(ct, key) for ct, key in found if why_not_beats(ct, key, len(codes), t, k, n, level) is None]
    ordered = to_cards(codes)
    return tuple(Play(ordered, ComboType(ct), key) for ct, key in found)


def sort_cards(cards: Sequence[Card], level: int) -> tuple[Card, ...]:
    """Cards in the order players hold them: by power (level cards above A, wild cards last among
    them), then suit; jokers at the top."""
    return to_cards(sort_for_display([card_code(c) for c in cards], level))


_PLAYED: list[tuple[tuple[int, ...], tuple[Card, ...]]] = [((), ())]


def _played_cards(played: tuple[int, ...]) -> tuple[Card, ...]:
    """Cards of the played pile; extends the last answer when the pile only grew (the usual case)."""
    last, cards = _PLAYED[0]
    if played is last:
        return cards
    n = len(last)
    if len(played) >= n and played[:n] == last:
        cards = cards + to_cards(played[n:])
    else:
        cards = to_cards(played)
    _PLAYED[0] = (played, cards)
    return cards


def play_codes(play: Play) -> tuple[int, ...]:
    """The codes of a play's cards, in its order; raises ValueError/AttributeError/TypeError for bad cards."""
    got = play.__dict__.get("_codes")
    if got is not None:
        return got  # type: ignore[no-any-return]
    return tuple([card_code(c) for c in play.cards])


def _remove(hand: tuple[int, ...], codes: tuple[int, ...]) -> tuple[int, ...]:
    out = list(hand)
    for c in codes:
        out.remove(c)
    return tuple(out)


def _holds(hand: tuple[int, ...], codes: tuple[int, ...]) -> bool:
    if len(codes) == 1:
        return codes[0] in hand
    for c in set(codes):
        if hand.count(c) < codes.count(c):
            return False
    return True


class Guandan(Game[GuandanState]):
    info = GameInfo(
        id="guandan",
        name_zh="掼蛋",
        name_en="Guandan",
        blurb_zh="两副牌四人对家配合，出更大的牌型压过对手；先出完为上游，升级到 A 并过 A 者胜。红心级牌逢人配。",
        blurb_en="Two decks, two partnerships: beat the table with bigger combinations, go out first and "
                 "climb the levels from 2 to A. The heart level card is wild.",
        min_players=4,
        max_players=4,
        rules_version=1,
        options=(
            OptionSpec("announce", "报牌张数", "Announce cards left at", 6, choices=(6, 10),
                       choice_labels_zh=("6 张及以下", "10 张及以下"), choice_labels_en=("6 or fewer", "10 or fewer"),
                       help_zh="出牌后手中剩余张数不超过此数时报牌。",
                       help_en="After a play, a player with this many cards or fewer announces the count."),
            OptionSpec("a_fail_drop", "打 A 三次不过退回 2", "Three failures at A drop to 2", False,
                       help_zh="到 A 的一方在 A 级牌局三次未能过 A，则退回 2 级。",
                       help_en="A team at A that fails three times to pass A goes back to level 2."),
            OptionSpec("hands", "比赛副数", "Match length in hands", 0, choices=HAND_CHOICES,
                       choice_labels_zh=tuple("打到过 A" if h == 0 else f"{h} 副" for h in HAND_CHOICES),
                       choice_labels_en=tuple("until A is passed" if h == 0 else f"{h} hand{'s' if h > 1 else ''}"
                                              for h in HAND_CHOICES),
                       help_zh="限定副数内无人过 A 时级数高者胜；级数相同加打一副决胜。",
                       help_en="If nobody passes A within this many hands the higher level wins; "
                               "on equal levels one extra hand decides."),
        ),
    )
    refusals = frozenset({
        "gd.must_lead", "gd.play_or_pass", "gd.tribute_phase", "gd.not_held_card", "gd.wild_tribute",
        "gd.tribute_highest", "gd.return_phase", "gd.return_range", "gd.not_cards", "gd.empty", "gd.not_held",
        "gd.unknown_combo", "gd.no_combo", "gd.reading", "gd.bomb_only", "gd.wrong_type", "gd.too_low",
    })

    # ---- setup -------------------------------------------------------------------------
    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[GuandanState, tuple[Event, ...]]:
        rng = Rng(seed_state(seed))
        events: list[Event] = []
        base = GuandanState(
            announce=int(options["announce"]), a_fail_drop=bool(options["a_fail_drop"]),
            hands_limit=int(options["hands"]), rng=0, hand_no=0, levels=(2, 2), a_failures=(0, 0),
            level=2, level_team=None, extra=False, winners=None, phase=Phase.PLAY, hands=((),) * 4,
            turn=0, top=None, top_seat=0, passes=0, table=(None,) * 4, finished=(), played=(),
            payers=(), receivers=(), pending=(None,) * 4, tributes=(), returns=(), leader=0, prev_places=(),
        )
        state = self._start_hand(base, rng, None, events)
        return state, tuple(events)

    def _start_hand(self, state: GuandanState, rng: Rng, places: tuple[int, ...] | None,
                    events: list[Event]) -> GuandanState:
        """Deal a new hand; set up tribute from the previous hand's ``places`` (None: first hand)."""
        deck = rng.shuffled(DECK)
        hands = tuple(tuple(sorted(deck[i * 27:(i + 1) * 27])) for i in range(4))
        hand_no = state.hand_no + 1
        level = state.level
        events.append(HandStarted(hand_no, level, state.level_team, state.levels, state.extra))
        for s in range(4):
            events.append(Dealt(s, to_cards(hands[s]), 27))
        common = dict(hand_no=hand_no, hands=hands, top=None, top_seat=0, passes=0, table=(None,) * 4,
                      finished=(), played=(), pending=(None,) * 4, tributes=(), returns=(),
                      prev_places=places or ())
        if places is None:
            leader = rng.below(4)
            events.append(LeadTaken(leader))
            return _evolve(state, rng=rng.state, phase=Phase.PLAY, turn=leader, leader=leader,
                           payers=(), receivers=(), **common)
        payers, receivers = trib.payers_and_receivers(places)
        first = places.index(1)
        if trib.resisted(hands, payers):
            events.append(TributeResisted(payers, tuple(hands[p].count(68) for p in payers)))
            events.append(LeadTaken(first))
            return _evolve(state, rng=rng.state, phase=Phase.PLAY, turn=first, leader=first,
                           payers=payers, receivers=receivers, **common)
        events.append(TributeDue(payers, receivers))
        return _evolve(state, rng=rng.state, phase=Phase.TRIBUTE, turn=payers[0], leader=first,
                       payers=payers, receivers=receivers, **common)

    # ---- deciding ----------------------------------------------------------------------
    def decision(self, state: GuandanState) -> Decision:
        phase = state.phase
        if phase is Phase.PLAY:
            return Decision(DecisionKind.TURN, (state.turn,))
        if phase is Phase.OVER:
            return Decision(DecisionKind.NONE, ())
        group = state.payers if phase is Phase.TRIBUTE else state.receivers
        waiting = tuple(s for s in group if state.pending[s] is None)
        kind = DecisionKind.SIMULTANEOUS if len(group) > 1 else DecisionKind.TURN
        return Decision(kind, waiting)

    def legal_actions(self, state: GuandanState, seat: int) -> tuple[Action, ...]:
        phase = state.phase
        if phase is Phase.PLAY:
            if seat != state.turn:
                return ()
            plays = legal_plays(state.hands[seat], state.level, state.top)
            if state.top is None:
                return plays
            return _PASS_TUPLE + plays
        if phase is Phase.OVER or seat not in self.decision(state).seats:
            return ()
        if phase is Phase.TRIBUTE:
            return tuple(Tribute(to_card(c)) for c in trib.tribute_choices(state.hands[seat], state.level))
        return tuple(Return(to_card(c)) for c in trib.return_choices(state.hands[seat], state.level))

    def _check(self, state: GuandanState, seat: int, action: Action) -> Refusal | None:
        phase = state.phase
        if phase is Phase.PLAY:
            if isinstance(action, Pass):
                if state.top is None:
                    return Refusal("gd.must_lead", "you lead this trick, so you must play")
                return None
            if isinstance(action, Play):
                return self._check_play(state, seat, action)
            return Refusal("gd.play_or_pass", "play cards or pass")
        if phase is Phase.TRIBUTE:
            if not isinstance(action, Tribute):
                return Refusal("gd.tribute_phase", "choose your tribute card")
            code = CODE_OF.get(action.card)
            if code is None or code not in state.hands[seat]:
                return Refusal("gd.not_held_card", f"you do not hold {action.card}", card=str(action.card))
            if code == wild_code(state.level):
                return Refusal("gd.wild_tribute", "the heart level card is never given as tribute")
            if code not in trib.tribute_choices(state.hands[seat], state.level):
                return Refusal("gd.tribute_highest", "the tribute must be one of your highest cards")
            return None
        if not isinstance(action, Return):
            return Refusal("gd.return_phase", "choose the card you give back")
        code = CODE_OF.get(action.card)
        if code is None or code not in state.hands[seat]:
            return Refusal("gd.not_held_card", f"you do not hold {action.card}", card=str(action.card))
        if code not in trib.return_choices(state.hands[seat], state.level):
            return Refusal("gd.return_range", "give back a card from 2 to 10 (not the heart level card)")
        return None

    def _check_play(self, state: GuandanState, seat: int, play: Play) -> Refusal | None:
        try:
            codes = play_codes(play)
        except (ValueError, AttributeError, TypeError):
            return Refusal("gd.not_cards", "those are not Guandan cards")
        if not codes:
            return Refusal("gd.empty", "choose at least one card")
        if not _holds(state.hands[seat], codes):
            return Refusal("gd.not_held", "you do not hold all of those cards")
        try:
            combo = int(play.combo)
        except (TypeError, ValueError):
            combo = -1
        if not 0 <= combo < len(COMBO_TYPES):
            return Refusal("gd.unknown_combo", "unknown combination type")
        found = readings(codes, state.level)
        if not found:
            return Refusal("gd.no_combo", "those cards form no combination")
        if (combo, play.key) not in found:
            options = ", ".join(reading_text(t, k, len(codes)) for t, k in found)
            asked = reading_text(combo, play.key, len(codes))
            return Refusal("gd.reading", f"those cards read as {options}, not {asked}",
                           combo=COMBO_TYPES[combo].name.lower(), key=str(play.key), n=len(codes))
        top = state.top
        if top is None:
            return None
        return why_not_beats(combo, play.key, len(codes), int(top.combo), top.key, len(top.cards), state.level)

    # ---- resolving ---------------------------------------------------------------------
    def _resolve(self, state: GuandanState, seat: int, action: Action) -> tuple[GuandanState, tuple[Event, ...]]:
        if isinstance(action, Play):
            return self._play(state, seat, action)
        if isinstance(action, Pass):
            return self._pass(state, seat)
        if isinstance(action, Tribute):
            return self._tribute(state, seat, CODE_OF[action.card])
        assert isinstance(action, Return)
        return self._return(state, seat, CODE_OF[action.card])

    @staticmethod
    def _next_active(finished: tuple[int, ...], seat: int) -> int:
        s = seat
        for _ in range(4):
            s = (s + 1) & 3
            if s not in finished:
                return s
        return seat

    def _play(self, state: GuandanState, seat: int, action: Play) -> tuple[GuandanState, tuple[Event, ...]]:
        codes = play_codes(action)
        play = action
        if type(play.cards) is not tuple or type(play.combo) is not ComboType:
            play = Play(tuple(play.cards), ComboType(play.combo), play.key)
        hand = _remove(state.hands[seat], codes)
        hands = list(state.hands)
        hands[seat] = hand
        table = list(state.table)
        table[seat] = play
        events: list[Event] = [Played(seat, play)]
        left = len(hand)
        finished = state.finished
        if left == 0:
            finished = finished + (seat,)
            events.append(WentOut(seat, len(finished)))
        elif left <= state.announce:
            events.append(CardsAnnounced(seat, left))
        new = _evolve(state, hands=tuple(hands), table=tuple(table), top=play, top_seat=seat, passes=0,
                      finished=finished, played=state.played + codes, actions=state.actions + 1)
        if left == 0 and (len(finished) == 3 or partner_of(seat) in finished):
            return self._end_hand(new, events)
        new.__dict__["turn"] = self._next_active(finished, seat)
        return new, tuple(events)

    def _pass(self, state: GuandanState, seat: int) -> tuple[GuandanState, tuple[Event, ...]]:
        passes = state.passes + 1
        finished = state.finished
        active = 4 - len(finished)
        top_seat = state.top_seat
        needed = active if top_seat in finished else active - 1
        events: list[Event] = [Passed(seat)]
        if passes >= needed:
            jiefeng = top_seat in finished
            leader = partner_of(top_seat) if jiefeng else top_seat
            events.append(TrickWon(top_seat, leader, jiefeng))
            new = _evolve(state, passes=0, top=None, table=(None,) * 4, turn=leader, actions=state.actions + 1)
            return new, tuple(events)
        table = list(state.table)
        table[seat] = _PASS
        new = _evolve(state, passes=passes, table=tuple(table), turn=self._next_active(finished, seat),
                      actions=state.actions + 1)
        return new, tuple(events)

    def _tribute(self, state: GuandanState, seat: int, code: int) -> tuple[GuandanState, tuple[Event, ...]]:
        pending = list(state.pending)
        pending[seat] = code
        events: list[Event] = []
        if any(pending[p] is None for p in state.payers):
            events.append(TributeChosen(seat))
            return _evolve(state, pending=tuple(pending), actions=state.actions + 1), tuple(events)
        cards = [pending[p] for p in state.payers]
        paid = trib.allocate(state.payers, state.receivers, cards, state.level)  # type: ignore[arg-type]
        hands = [list(h) for h in state.hands]
        for giver, receiver, c in paid:
            hands[giver].remove(c)
            hands[receiver].append(c)
            events.append(TributePaid(giver, receiver, to_card(c)))
        first = state.receivers[0]
        leader = trib.leader_after(paid, first)
        new = _evolve(state, hands=tuple(tuple(sorted(h)) for h in hands), pending=(None,) * 4, tributes=paid,
                      phase=Phase.RETURN, leader=leader, turn=state.receivers[0], actions=state.actions + 1)
        return new, tuple(events)

    def _return(self, state: GuandanState, seat: int, code: int) -> tuple[GuandanState, tuple[Event, ...]]:
        pending = list(state.pending)
        pending[seat] = code
        events: list[Event] = []
        if any(pending[r] is None for r in state.receivers):
            events.append(TributeChosen(seat))
            return _evolve(state, pending=tuple(pending), actions=state.actions + 1), tuple(events)
        hands = [list(h) for h in state.hands]
        returns: list[tuple[int, int, int]] = []
        for giver, receiver, _ in state.tributes:  # the receiver of a tribute gives back to its giver
            c = pending[receiver]
            assert c is not None
            hands[receiver].remove(c)
            hands[giver].append(c)
            returns.append((receiver, giver, c))
            events.append(ReturnPaid(receiver, giver, to_card(c)))
        events.append(LeadTaken(state.leader))
        new = _evolve(state, hands=tuple(tuple(sorted(h)) for h in hands), pending=(None,) * 4,
                      returns=tuple(returns), phase=Phase.PLAY, turn=state.leader, actions=state.actions + 1)
        return new, tuple(events)

    # ---- the end of a hand -------------------------------------------------------------
    def _end_hand(self, state: GuandanState, events: list[Event]) -> tuple[GuandanState, tuple[Event, ...]]:
        order = list(state.finished)
        last = order[-1]
        s = last
        while len(order) < 4:
            s = (s + 1) & 3
            if s not in order:
                order.append(s)
        places = [0] * 4
        for i, seat in enumerate(order):
            places[seat] = i + 1
        first = order[0]
        team = team_of(first)
        rise = RISE[places[partner_of(first)]]
        before = state.levels
        levels = list(before)
        at_a = state.level == ACE_LEVEL
        passed_a = at_a and before[team] == ACE_LEVEL and rise >= 2
        if not passed_a:
            levels[team] = min(ACE_LEVEL, before[team] + rise)
        failures = list(state.a_failures)
        fail_events: list[Event] = []
        for t in (0, 1):
            if at_a and before[t] == ACE_LEVEL and not (passed_a and t == team):
                failures[t] += 1
                dropped = state.a_fail_drop and failures[t] >= 3
                if dropped:
                    levels[t] = 2
                    failures[t] = 0
                fail_events.append(AFailed(t, failures[t] if not dropped else 3, dropped))
        for t in (0, 1):
            if levels[t] != ACE_LEVEL:
                failures[t] = 0
        events.append(HandEnded(tuple(places), team, rise, before, tuple(levels)))  # type: ignore[arg-type]
        events.extend(fail_events)
        winner_team: int | None = None
        reason: MatchEnd | None = None
        extra = False
        limit = state.hands_limit or MAX_HANDS
        if passed_a:
            winner_team, reason = team, MatchEnd.PASSED_A
        elif state.extra:
            winner_team, reason = team, MatchEnd.EXTRA_HAND
        elif state.hand_no >= limit:
            if levels[0] != levels[1]:
                winner_team, reason = (0 if levels[0] > levels[1] else 1), MatchEnd.LEVEL
            else:
                extra = True
        new = _evolve(state, levels=tuple(levels), a_failures=tuple(failures), top=None, passes=0)
        if winner_team is not None:
            assert reason is not None
            winners = (winner_team, winner_team + 2)
            events.append(MatchEnded(winners, winner_team, tuple(levels), reason))  # type: ignore[arg-type]
            new.__dict__.update(winners=winners, phase=Phase.OVER, prev_places=tuple(places))
            return new, tuple(events)
        new.__dict__.update(level=levels[team], level_team=team, extra=extra)
        rng = Rng(state.rng)
        new = self._start_hand(new, rng, tuple(places), events)
        return new, tuple(events)

    # ---- knowing -----------------------------------------------------------------------
    def view(self, state: GuandanState, seat: int | None) -> GuandanView:
        announce = state.announce
        hands_s = state.hands
        announced = tuple([len(h) if len(h) <= announce else None for h in hands_s])
        if seat is None:
            hands: tuple[tuple[Card, ...] | None, ...] = tuple([_hand_cards(h) for h in hands_s])
            choice = None
        else:
            mine: list[tuple[Card, ...] | None] = [None, None, None, None]
            mine[seat] = _hand_cards(hands_s[seat])
            hands = tuple(mine)
            choice = state.pending[seat]
        phase = state.phase
        playing = phase is Phase.PLAY
        top = state.top
        if state.tributes:
            tributes = tuple(TributeRecord(g, r, CARD_OF[c]) for g, r, c in state.tributes)
            returns = tuple(TributeRecord(g, r, CARD_OF[c] if seat is None or seat in (g, r) else None)
                            for g, r, c in state.returns)
        else:
            tributes = returns = ()
        view = object.__new__(GuandanView)
        view.__dict__.update(
            seat=seat, hands=hands, announced=announced, levels=state.levels, level=state.level,
            level_team=state.level_team, hand_no=state.hand_no, hands_limit=state.hands_limit, extra=state.extra,
            announce=announce, a_fail_drop=state.a_fail_drop, a_failures=state.a_failures, phase=phase,
            turn=state.turn if playing else None,
            deciding=(state.turn,) if playing else self.decision(state).seats, top=top,
            top_seat=state.top_seat if top is not None else None, table=state.table,
            finished=state.finished, played=_played_cards(state.played), payers=state.payers, receivers=state.receivers,
            tributes=tributes, returns=returns, my_choice=CARD_OF[choice] if choice is not None else None,
            prev_places=state.prev_places, winners=state.winners,
        )
        return view

    def outcome(self, state: GuandanState) -> Outcome | None:
        if state.winners is None:
            return None
        return Outcome(state.winners, tuple(float(state.levels[team_of(s)]) for s in range(4)))

    # ---- conformance hooks -------------------------------------------------------------
    def census(self, state: GuandanState) -> Counter[Hashable]:
        c: Counter[Hashable] = Counter(state.played)
        for h in state.hands:
            c.update(h)
        return c

    def scramble_hidden(self, state: GuandanState, seat: int, rng: Rng) -> GuandanState:
        others = [i for i in range(4) if i != seat]
        pool: list[int] = []
        kept: dict[int, list[int]] = {}
        for i in others:
            h = list(state.hands[i])
            keep: list[int] = []
            chosen = state.pending[i]
            if chosen is not None:
                h.remove(chosen)  # a hidden choice must stay in its hand
                keep.append(chosen)
            kept[i] = keep
            pool.extend(h)
        mixed = list(rng.shuffled(pool))
        hands = list(state.hands)
        for i in others:
            n = len(hands[i]) - len(kept[i])
            hands[i] = tuple(sorted(mixed[:n] + kept[i]))
            mixed = mixed[n:]
        return _evolve(state, hands=tuple(hands))

    def progress_limit(self, players: int) -> int:
        # a hand takes at most 108 plays with three passes after each, plus four tribute actions
        return (max(MAX_HANDS, max(HAND_CHOICES)) + 1) * (108 * 4 + 4)


def raw_card(code: int) -> Any:
    """The :class:`engine.cards.Card` of a code (re-exported for tools)."""
    return CARD_OF[code]
