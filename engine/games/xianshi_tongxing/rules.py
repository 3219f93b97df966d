"""现世通行 Xianshi Tongxing (rulebook V4.3.8): draw, and hope it is not a 通行.

Rules from seed 001 with its Q&A, settled by rulings.md (xianshi_tongxing). Decisions this engine
takes where the seed and the rulings leave a gap:

- The first seat is drawn at random; seats are counted in play order (direction +1 until 逆转).
- Draw phase: max(0, 1 + E - S) cards, one at a time. An 攻击 hands E (+0/+1/+2) and the 抽底 state
  to its target; S (路过) is lost. 逆转 hands them to the next seat in the new direction.
- Only one 攻击 or 逆转 may be played per turn, even if it was cancelled by 裁判. 攻击 and 逆转 skip the
  draw and discard phases (the seed: "go straight to the next player's play phase").
- 封印 and 梦魇 last until the end of the seat's next draw phase (a draw phase of zero cards counts;
  a turn that ends with 攻击/逆转 has no draw phase, so they stay). Sealed cards cannot be played,
  given, traded, discarded in a duel or used to defuse. 封印 picks two random cards among the held and
  face-down ones; the owner knows the ones it could see.
- 梦魇: the target's held cards join its face-down cards, shuffled. Cards it receives meanwhile (交易,
  教主, 乞讨, 单挑 draws) are held normally. A face-down card is turned with FlipBlind and must then be
  played; a turned 城管/裁判 is a plain discard, a second 攻击/逆转 has no effect. Face-down cards
  cannot answer a 裁判 window. A 通行 drawn under 梦魇: a held 城管 defuses as usual; otherwise, if a
  face-down 城管 exists the seat picks one face-down card and only a real 城管 saves it; otherwise out.
- 裁判 chains: the first 裁判 cancels the card; each next one (only by the owner of the card it
  answers) cancels the one before. When a chain ends with the card standing, the seats that have not
  declined are asked again. A cancelled 言灵 moves the card back (the player still saw it). 交易 and 教主
  without enough cards have no effect and open no window (checked again after the window).
- 言灵: the looked-at position and the destination are public (the card is not).
- 单挑: steps draw from the top (抽底 is for the draw phase); the initiator may stop before any of its
  steps after the first; a seat with nothing to discard just draws. Any drawn 通行 ends the duel.
- 乞讨: the other living seats that can give a card answer at the same time; who gave is public once
  all are in, what was given only to the beggar (and the giver).
- 纯粹 wild: played as any type but 通行 (as 城管 only to defuse, as 裁判 only to cancel). Under 梦魇 only a
  real 城管 saves. 纯粹 revive: an eliminated seat rejoins in its place; it takes the newest 城管 from the
  discard pile (if any), and the newest 通行 in the discard pile is shuffled back into the deck (keeping
  one 通行 fewer than seats). Any other seat may cancel it.
- A drawn 通行 with a usable 城管 (or wild 纯粹) always asks which card defuses it, even with one
  choice, so the pause says nothing about the hand.
- When a draw finds the deck empty, the discard pile is shuffled into a new deck.
- 图钉: the put-back position is public, surplus 城管 leave the game, no hand limit.
  二上優/仿生人/路易斯: 重连 goes out of the game and shuffles the discard pile into the deck; a drawn 通行,
  defused or not, goes back into the deck, which is shuffled (no put-back choice).
  二上優/图钉: 抽底 may target another seat; that seat's next turn draws from the bottom.
- Scores: the number of seats eliminated before a seat (the winner gets players - 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import replace

from engine.core import Action, Decision, Event, Game, GameInfo, OptionSpec, OptionValue, Outcome, Refusal
from engine.games.xianshi_tongxing import effects, flow, legal
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play,
    PutBack, Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import CHENGGUAN, Card, Kind, TONGXING, full_deck
from engine.games.xianshi_tongxing.events import DeckBuilt, Dealt, Flipped, TurnStarted
from engine.games.xianshi_tongxing.state import (
    JudgePrompt, Offer, Phase, PureMode, Rules, XState, XView,
)
from engine.games.xianshi_tongxing.table import Table
from engine.rng import Rng, seed_state

DEAL = 4

OPTIONS = (
    OptionSpec("expansion", "扩展卡（乞讨、梦魇、纯粹）", "Expansion cards (Beg, Nightmare, Pure)", False,
               help_zh="加入乞讨、梦魇、纯粹各一张，共 58 张。", help_en="Adds Beg, Nightmare and Pure: 58 cards."),
    OptionSpec("pure_mode", "纯粹的效果", "What Pure does", "wild", choices=("wild", "revive"),
               choice_labels_zh=("万能牌", "复活一名出局玩家"), choice_labels_en=("Wild card", "Revive a player"),
               help_zh="开局前决定纯粹卡的效果（需扩展卡）。", help_en="Chosen before the game (needs the expansion).",
               requires=("expansion", True)),
    OptionSpec("judge_prompt", "裁判询问方式", "Who is asked for a Judge", "holders", choices=("holders", "all"),
               choice_labels_zh=("持裁判者（快）", "所有人（保密）"),
               choice_labels_en=("Judge holders (fast)", "Everyone (private)"),
               help_zh="只问持有裁判的人最快；问所有可回应的人则不会暴露谁持有裁判。",
               help_en="Asking only Judge holders is quickest; asking every seat that may answer keeps "
                       "who holds a Judge private."),
    OptionSpec("tuding", "进阶规则：图钉（公开放回位置）", "Advanced: Tuding (public put-back)", False,
               help_zh="放回通行的位置公开；多余城管不加入卡组；没有手牌上限。",
               help_en="Put-back position public; surplus Wardens left out; no hand limit."),
    OptionSpec("three_piles", "进阶规则：三堆", "Advanced: three piles", False,
               help_zh="卡组、废牌、场外三堆；重连把废牌混回卡组后移出场外；通行处理后放回卡组并洗牌。",
               help_en="Deck, discard and out-of-game piles; Reconnect remixes the discard pile and leaves the game; "
                       "a resolved Crossing always goes back and the deck is shuffled."),
    OptionSpec("bottom_target", "进阶规则：指定抽底", "Advanced: aimed Bottom Draw", False,
               help_zh="抽底可以指定其他玩家。", help_en="Bottom Draw may target another seat."),
)


def rules_from(options: dict[str, OptionValue]) -> Rules:
    return Rules(
        expansion=bool(options["expansion"]),
        pure_mode=PureMode(str(options["pure_mode"])),
        judge_prompt=JudgePrompt(str(options["judge_prompt"])),
        tuding=bool(options["tuding"]),
        three_piles=bool(options["three_piles"]),
        bottom_target=bool(options["bottom_target"]),
    )


def new_state(players: int, rules: Rules, seed: int) -> tuple[XState, tuple[Event, ...]]:
    """Setup as in the seed: 4 cards + 1 城管 each; surplus 城管 and players-1 通行 into the deck."""
    rng = Rng(seed_state(seed))
    box = full_deck(rules.expansion)
    rest = [c for c in box if c.kind not in (Kind.TONGXING, Kind.CHENGGUAN)]
    n_cg = sum(1 for c in box if c.kind is Kind.CHENGGUAN)
    n_tx = sum(1 for c in box if c.kind is Kind.TONGXING)
    pile = list(rng.shuffled(rest))
    hands: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(DEAL):
        for seat in range(players):
            hands[seat].append(pile.pop(0))
    for seat in range(players):
        hands[seat].append(CHENGGUAN)
    surplus = [CHENGGUAN] * (n_cg - players)
    removed: list[Card] = []
    if rules.tuding:
        removed.extend(surplus)
    else:
        pile.extend(surplus)
    pile.extend([TONGXING] * (players - 1))
    removed.extend([TONGXING] * (n_tx - players + 1))
    deck = rng.shuffled(pile)
    first = rng.below(players)
    empty: tuple[tuple[Card, ...], ...] = tuple(() for _ in range(players))
    state = XState(
        players=players, rules=rules, rng=rng.state, deck=deck, discard=(), removed=tuple(removed),
        hands=tuple(tuple(h) for h in hands), sealed=empty, sealed_blind=empty, blind=empty,
        alive=(True,) * players, out_order=(), direction=1, turn=first, extra=0, skip=0, bottom=False,
        marks=(False,) * players, strike_used=False, phase=Phase.PLAY, turns=1,
    )
    events: list[Event] = [DeckBuilt(len(deck), players - 1, 0 if rules.tuding else len(surplus), tuple(removed), first)]
    events.extend(Dealt(seat, tuple(hands[seat]), len(hands[seat])) for seat in range(players))
    events.append(TurnStarted(first, 0, False))
    return state, tuple(events)


class XianshiTongxing(Game[XState]):
    info = GameInfo(
        id="xianshi_tongxing",
        name_zh="现世通行",
        name_en="Xianshi Tongxing",
        blurb_zh="轮流抽牌，抽到通行又没有城管就出局；用攻击、逆转、路过和裁判把危险推给别人，最后留下的人获胜。",
        blurb_en="Draw and survive: a Crossing without a Warden puts you out. Attack, reverse, skip and judge "
                 "to push the danger onto others; the last player in wins.",
        min_players=2,
        max_players=5,
        rules_version=1,
        options=OPTIONS,
    )
    refusals = legal.REFUSALS

    # ---- setup -------------------------------------------------------------------------
    def _setup(self, players: int, options: dict[str, OptionValue], seed: int) -> tuple[XState, tuple[Event, ...]]:
        return new_state(players, rules_from(options), seed)

    # ---- deciding ----------------------------------------------------------------------
    def decision(self, state: XState) -> Decision:
        return legal.decision(state)

    def legal_actions(self, state: XState, seat: int) -> tuple[Action, ...]:
        return legal.legal_actions(state, seat)

    def _check(self, state: XState, seat: int, action: Action) -> Refusal | None:
        return legal.check(state, seat, action)

    # ---- resolving ---------------------------------------------------------------------
    def _resolve(self, state: XState, seat: int, action: Action) -> tuple[XState, tuple[Event, ...]]:
        t = Table(state)
        p = state.phase
        if isinstance(action, EndPlay):
            flow.end_play(t)
        elif isinstance(action, Play):
            effects.play(t, seat, action.card, action.target, action.position, action.face, p is Phase.BLIND)
        elif isinstance(action, FlipBlind):
            card = t.blind[seat].pop(action.index)
            t.revealed = card
            t.phase = Phase.BLIND
            t.ev.append(Flipped(seat, action.index, card))
        elif isinstance(action, Place):
            effects.place_yanling(t, seat, action.position)
        elif isinstance(action, Cancel):
            effects.cancel(t, seat, action.card)
        elif isinstance(action, Decline):
            effects.decline(t, seat)
        elif isinstance(action, Give):
            if p is Phase.TRIBUTE:
                effects.tribute(t, seat, action.card, action.blind)
            else:
                effects.beg_answer(t, seat, action.card, action.blind, True)
        elif isinstance(action, Refuse):
            effects.beg_answer(t, seat, None, None, False)
        elif isinstance(action, TradeCards):
            effects.trade_pick(t, seat, action.cards, action.blind)
        elif isinstance(action, DuelStep):
            flow.duel_step(t, seat, action.card, action.blind)
        elif isinstance(action, DuelStop):
            flow.duel_stop(t)
        elif isinstance(action, Defuse):
            flow.defuse(t, seat, action.card)
        elif isinstance(action, PickBlind):
            flow.pick_blind(t, seat, action.index)
        elif isinstance(action, PutBack):
            flow.put_back(t, seat, action.position)
        elif isinstance(action, Discard):
            flow.discard_one(t, seat, action.card)
        else:  # pragma: no cover - check() refuses everything else
            raise AssertionError(action)
        return t.freeze(), tuple(t.ev)

    # ---- knowing -----------------------------------------------------------------------
    def view(self, state: XState, seat: int | None) -> XView:
        s = state
        n = s.players
        allsee = seat is None
        offers = _pending_offers(s)
        my_offer: tuple[Card, ...] | None = None
        my_offer_blind = 0
        if seat is not None and seat in offers:
            o = offers[seat]
            if o is not None:
                my_offer = tuple(c for c, b in zip(o.cards, o.blind) if not b)
                my_offer_blind = sum(o.blind)
        held_out = [0] * n
        blind_out = [0] * n
        for i, o in offers.items():
            if o is not None:
                blind_out[i] = sum(o.blind)
                held_out[i] = len(o.blind) - blind_out[i]
        sizes = tuple(len(s.hands[i]) + held_out[i] for i in range(n))
        blind_sizes = tuple(len(s.blind[i]) + blind_out[i] for i in range(n))
        peek_card = None
        if s.phase is Phase.YANLING and s.peek is not None and (allsee or seat == s.turn):
            peek_card = s.deck[s.peek]
        trade_pair = trade_answered = None
        if s.trade is not None:
            trade_pair = (s.trade.a, s.trade.b)
            trade_answered = (s.trade.offer_a is not None, s.trade.offer_b is not None)
        return XView(
            seat=seat, players=n, rules=s.rules, phase=s.phase, turn=s.turn, direction=s.direction,
            extra=s.extra, skip=s.skip, bottom=s.bottom, marks=s.marks, strike_used=s.strike_used,
            draws_left=s.draws_left, alive=s.alive, out_order=s.out_order,
            hands=tuple(h if (allsee or i == seat) else None for i, h in enumerate(s.hands)),
            hand_sizes=sizes,
            sealed=tuple(h if (allsee or i == seat) else None for i, h in enumerate(s.sealed)),
            sealed_sizes=tuple(len(a) + len(b) for a, b in zip(s.sealed, s.sealed_blind)),
            blind_sizes=blind_sizes,
            blind=tuple(h if allsee else None for h in s.blind),
            deck_size=len(s.deck), deck=s.deck if allsee else None,
            discard=s.discard, removed=s.removed, context=s.context,
            revealed=s.revealed, holding=s.holding, peek=s.peek if s.phase is Phase.YANLING else None,
            peek_card=peek_card, effect=s.effect, window=s.window,
            trade_pair=trade_pair, trade_answered=trade_answered,
            my_offer=my_offer, my_offer_blind=my_offer_blind,
            beg_asked=s.beg.asked if s.beg else (),
            beg_answered=tuple(a is not None for a in s.beg.answers) if s.beg else (),
            beggar=s.beg.beggar if s.beg else None,
            duel=s.duel, winners=s.winners,
        )

    def outcome(self, state: XState) -> Outcome | None:
        if state.winners is None:
            return None
        n = state.players
        scores = [float(n - 1)] * n
        for k, s in enumerate(state.out_order):
            scores[s] = float(k)
        return Outcome(state.winners, tuple(scores))

    def seat_done(self, state: XState, seat: int) -> bool:
        """An eliminated seat is out for good, unless 纯粹 revives (then only the end says so)."""
        return (not state.alive[seat] and not state.rules.revive) or self.is_over(state)

    # ---- conformance hooks -------------------------------------------------------------
    def census(self, state: XState) -> Counter[Hashable]:
        c: Counter[Hashable] = Counter(state.deck)
        c.update(state.discard)
        c.update(state.removed)
        for group in (state.hands, state.sealed, state.sealed_blind, state.blind):
            for h in group:
                c.update(h)
        for o in _pending_offers(state).values():
            if o is not None:
                c.update(o.cards)
        if state.revealed is not None:
            c[state.revealed] += 1
        if state.holding is not None:
            c[state.holding] += 1
        return c

    def scramble_hidden(self, state: XState, seat: int, rng: Rng) -> XState:
        s = state
        n = s.players
        fixed: int | None = None
        if s.phase is Phase.YANLING and seat == s.turn and s.peek is not None:
            fixed = s.peek
        deck_free = [c for i, c in enumerate(s.deck) if i != fixed]
        pool: list[Card] = list(deck_free)
        others = [i for i in range(n) if i != seat]
        for i in others:
            pool.extend(s.hands[i])
            pool.extend(s.sealed[i])
        for i in range(n):
            pool.extend(s.sealed_blind[i])
            pool.extend(s.blind[i])
        offers = _pending_offers(s)
        for i, o in offers.items():
            if o is not None:
                pool.extend(c for c, b in zip(o.cards, o.blind) if i != seat or b)
        pool = list(rng.shuffled(pool))

        def take(k: int) -> tuple[Card, ...]:
            nonlocal pool
            got, pool = tuple(pool[:k]), pool[k:]
            return got

        new_deck = list(take(len(deck_free)))
        if fixed is not None:
            new_deck.insert(fixed, s.deck[fixed])
        hands = list(s.hands)
        sealed = list(s.sealed)
        for i in others:
            hands[i] = take(len(s.hands[i]))
            sealed[i] = take(len(s.sealed[i]))
        sealed_blind = [take(len(h)) for h in s.sealed_blind]
        blind = [take(len(h)) for h in s.blind]

        def remix(i: int, o: Offer) -> Offer:
            cards = tuple(c if (i == seat and not b) else take(1)[0] for c, b in zip(o.cards, o.blind))
            return Offer(cards, o.blind)

        trade, beg = s.trade, s.beg
        if trade is not None:
            trade = replace(
                trade,
                offer_a=remix(trade.a, trade.offer_a) if trade.offer_a is not None else None,
                offer_b=remix(trade.b, trade.offer_b) if trade.offer_b is not None else None,
            )
        if beg is not None:
            beg = replace(beg, answers=tuple(
                remix(i, a) if a is not None else None for i, a in zip(beg.asked, beg.answers)))
        assert not pool
        return replace(s, deck=tuple(new_deck), hands=tuple(hands), sealed=tuple(sealed),
                       sealed_blind=tuple(sealed_blind), blind=tuple(blind), trade=trade, beg=beg)

    def progress_limit(self, players: int) -> int:
        return 6000


def _pending_offers(s: XState) -> dict[int, Offer | None]:
    out: dict[int, Offer | None] = {}
    if s.trade is not None:
        out[s.trade.a] = s.trade.offer_a
        out[s.trade.b] = s.trade.offer_b
    if s.beg is not None:
        for i, a in zip(s.beg.asked, s.beg.answers):
            out[i] = a
    return out
