"""Who decides now, what each seat may do, and why an action is refused."""

from __future__ import annotations

from itertools import combinations

from engine.core import Action, Decision, DecisionKind, Refusal
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play,
    PutBack, Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import CAIPAN, CHENGGUAN, CHUNCUI, Card, Kind, sorted_cards, wild_faces
from engine.games.xianshi_tongxing.effects import TARGETED
from engine.games.xianshi_tongxing.state import Context, JudgePrompt, Phase, XState


def drawer(s: XState) -> int:
    if s.context is Context.DUEL and s.duel is not None:
        return s.duel.mover
    return s.turn


def decision(s: XState) -> Decision:
    p = s.phase
    if p is Phase.OVER:
        return Decision(DecisionKind.NONE, ())
    if p is Phase.REACTION:
        assert s.window is not None
        return Decision(DecisionKind.REACTION, s.window.asked)
    if p is Phase.TRADE:
        assert s.trade is not None
        seats = tuple(x for x, o in ((s.trade.a, s.trade.offer_a), (s.trade.b, s.trade.offer_b)) if o is None)
        return Decision(DecisionKind.SIMULTANEOUS, seats)
    if p is Phase.BEG:
        assert s.beg is not None
        return Decision(DecisionKind.SIMULTANEOUS,
                        tuple(x for x, a in zip(s.beg.asked, s.beg.answers) if a is None))
    if p is Phase.TRIBUTE:
        assert s.effect is not None and s.effect.target is not None
        return Decision(DecisionKind.TURN, (s.effect.target,))
    if p is Phase.DUEL:
        assert s.duel is not None
        return Decision(DecisionKind.TURN, (s.duel.mover,))
    if p in (Phase.DEFUSE, Phase.NIGHTMARE, Phase.PUTBACK):
        return Decision(DecisionKind.TURN, (drawer(s),))
    return Decision(DecisionKind.TURN, (s.turn,))


def _distinct(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return sorted_cards(tuple(set(cards)))


def others(s: XState, seat: int) -> tuple[int, ...]:
    return tuple(i for i in range(s.players) if s.alive[i] and i != seat)


def judges(s: XState, seat: int) -> tuple[Card, ...]:
    hand = s.hands[seat]
    out = [c for c in (CAIPAN,) if c in hand]
    if s.rules.wild and CHUNCUI in hand:
        out.append(CHUNCUI)
    return tuple(out)


def defusers(s: XState, seat: int) -> tuple[Card, ...]:
    hand = s.hands[seat]
    out = [c for c in (CHENGGUAN,) if c in hand]
    if s.rules.wild and CHUNCUI in hand:
        out.append(CHUNCUI)
    return tuple(out)


# ---- playing a card -----------------------------------------------------------------------
def play_options(s: XState, seat: int, card: Card, blind: bool) -> list[Play]:
    """Every legal way to play ``card`` now (``blind``: it was turned face up and must be played)."""
    if card.kind is Kind.TONGXING:
        return []
    if card.kind is Kind.CHUNCUI:
        if s.rules.revive:
            dead = [Play(card, target=d) for d in range(s.players) if not s.alive[d]]
            return dead or [Play(card)]
        out: list[Play] = []
        for face in wild_faces(s.rules.expansion):
            out.extend(_face_options(s, seat, card, face, blind))
        return out or [Play(card)]
    return _face_options(s, seat, card, card, blind)


def _face_options(s: XState, seat: int, card: Card, face: Card, blind: bool) -> list[Play]:
    k = face.kind
    f = face if card.kind is Kind.CHUNCUI else None
    if k in (Kind.GONGJI, Kind.NIZHUAN) and s.strike_used:
        return [Play(card, face=f)] if blind and f is None else []
    rivals = others(s, seat)
    if k in TARGETED:
        plays = [Play(card, target=o, face=f) for o in rivals]
        return plays or ([Play(card, face=f)] if blind and f is None else [])
    if k is Kind.CHOUDI:
        plays = [Play(card, face=f)]
        if s.rules.bottom_target:
            plays.extend(Play(card, target=o, face=f) for o in rivals)
        return plays
    if k is Kind.YANLING:
        return [Play(card, position=p, face=f) for p in range(len(s.deck))] or [Play(card, face=f)]
    return [Play(card, face=f)]


def _play_problem(s: XState, seat: int, a: Play) -> Refusal | None:
    blind = s.phase is Phase.BLIND
    if blind:
        if a.card != s.revealed:
            return Refusal("xt.must_play_turned", f"you must play the card you turned over ({s.revealed})",
                           card=card_id(s.revealed))
    elif a.card not in s.hands[seat]:
        return Refusal("xt.not_held", f"you do not hold {a.card}", card=card_id(a.card))
    if a.card.kind is Kind.TONGXING:
        return Refusal("xt.tongxing", "通行 cannot be played")
    if a in play_options(s, seat, a.card, blind):
        return None
    face = a.face if a.card.kind is Kind.CHUNCUI else a.card
    if a.face is not None and a.card.kind is not Kind.CHUNCUI:
        return Refusal("xt.not_wild", "only 纯粹 can be played as another card")
    if a.card.kind is Kind.CHUNCUI and s.rules.wild and face is None:
        return Refusal("xt.wild_face", "say which card 纯粹 stands for")
    if face is not None and face.kind in (Kind.GONGJI, Kind.NIZHUAN) and s.strike_used:
        return Refusal("xt.one_strike", "only one 攻击 or 逆转 may be played in a turn")
    if face is not None and face.kind is Kind.YANLING:
        last = len(s.deck) - 1
        return Refusal("xt.yanling_range", f"言灵 needs a deck position from 0 to {last}", last=last)
    if a.target is not None:
        return Refusal("xt.bad_target", f"seat {a.target + 1} is not a seat this card can aim at", seat=a.target)
    if face is not None and face.kind in TARGETED:
        return Refusal("xt.needs_target", f"{a.card} needs a target seat", card=card_id(a.card))
    return Refusal("xt.play_not_allowed", "that play is not allowed")


def card_id(card: object) -> str:
    """A card as a refusal's param: its identity (the enum value, "gongji+1"), in no language."""
    return card.value if isinstance(card, Card) else str(card)


# ---- legal actions ------------------------------------------------------------------------
def legal_actions(s: XState, seat: int) -> tuple[Action, ...]:
    d = decision(s)
    if seat not in d.seats:
        return ()
    p = s.phase
    out: list[Action] = []
    if p is Phase.PLAY:
        out.append(EndPlay())
        for card in _distinct(s.hands[seat]):
            out.extend(play_options(s, seat, card, False))
        out.extend(FlipBlind(i) for i in range(len(s.blind[seat])))
    elif p is Phase.BLIND:
        assert s.revealed is not None
        out.extend(play_options(s, seat, s.revealed, True))
    elif p is Phase.YANLING:
        out.extend(Place(i) for i in range(len(s.deck)))
    elif p is Phase.REACTION:
        out.extend(Cancel(c) for c in judges(s, seat))
        out.append(Decline())
    elif p is Phase.TRIBUTE:
        out.extend(_gives(s, seat))
    elif p is Phase.BEG:
        out.extend(_gives(s, seat))
        out.append(Refuse())
    elif p is Phase.TRADE:
        out.extend(_trades(s, seat))
    elif p is Phase.DUEL:
        assert s.duel is not None
        steps: list[Action] = [DuelStep(card=c) for c in _distinct(s.hands[seat])]
        steps.extend(DuelStep(blind=i) for i in range(len(s.blind[seat])))
        out.extend(steps or [DuelStep()])
        if seat == s.duel.initiator and s.duel.steps > 0:
            out.append(DuelStop())
    elif p is Phase.DEFUSE:
        out.extend(Defuse(c) for c in defusers(s, seat))
    elif p is Phase.NIGHTMARE:
        out.extend(PickBlind(i) for i in range(len(s.blind[seat])))
    elif p is Phase.PUTBACK:
        out.extend(PutBack(i) for i in range(len(s.deck) + 1))
    elif p is Phase.DISCARD:
        out.extend(Discard(c) for c in _distinct(s.hands[seat]))
    return tuple(out)


def _gives(s: XState, seat: int) -> list[Action]:
    out: list[Action] = [Give(card=c) for c in _distinct(s.hands[seat])]
    out.extend(Give(blind=i) for i in range(len(s.blind[seat])))
    return out


def _trades(s: XState, seat: int) -> list[Action]:
    hand = sorted_cards(s.hands[seat])
    pairs: set[tuple[Card, ...]] = set(combinations(hand, 2))
    out: list[Action] = [TradeCards(cards=c) for c in sorted(pairs, key=lambda p: (p[0].sort_key, p[1].sort_key))]
    nb = len(s.blind[seat])
    out.extend(TradeCards(cards=(c,), blind=(i,)) for c in _distinct(s.hands[seat]) for i in range(nb))
    out.extend(TradeCards(blind=(i, j)) for i, j in combinations(range(nb), 2))
    return out


# ---- checking -----------------------------------------------------------------------------
REFUSALS = frozenset({
    "xt.not_play_phase", "xt.no_trade", "xt.trade_two", "xt.not_held", "xt.trade_blind", "xt.end_play",
    "xt.flip_missing", "xt.flip_phase", "xt.no_reaction", "xt.cannot_answer", "xt.no_canceller",
    "xt.not_yours", "xt.nobody_asked", "xt.discard_held", "xt.no_duel", "xt.duel_stop",
    "xt.no_defuser", "xt.no_defuse", "xt.pick_missing", "xt.no_pick", "xt.putback_range", "xt.no_putback",
    "xt.place_range", "xt.no_place", "xt.no_discard", "xt.not_an_action", "xt.must_play_turned", "xt.tongxing",
    "xt.not_wild", "xt.wild_face", "xt.one_strike", "xt.yanling_range", "xt.bad_target", "xt.needs_target",
    "xt.play_not_allowed",
})


def check(s: XState, seat: int, a: Action) -> Refusal | None:
    """``None`` if ``a`` is legal for ``seat`` (who must be deciding), else why not."""
    p = s.phase
    if isinstance(a, Play):
        if p not in (Phase.PLAY, Phase.BLIND):
            return Refusal("xt.not_play_phase", "cards can only be played in your own play phase")
        return _play_problem(s, seat, a)
    if isinstance(a, TradeCards):
        if p is not Phase.TRADE:
            return Refusal("xt.no_trade", "there is no 交易 to answer")
        n = len(a.cards) + len(a.blind)
        if n != 2:
            return Refusal("xt.trade_two", "交易: hand over exactly two cards")
        hand = list(s.hands[seat])
        for c in a.cards:
            if c not in hand:
                return Refusal("xt.not_held", f"you do not hold {c}", card=card_id(c))
            hand.remove(c)
        if len(set(a.blind)) != len(a.blind) or any(not 0 <= i < len(s.blind[seat]) for i in a.blind):
            return Refusal("xt.trade_blind", "those face-down cards do not exist")
        return None
    if a in legal_actions(s, seat):
        return None
    return _reason(s, seat, a)


def _reason(s: XState, seat: int, a: Action) -> Refusal:
    p = s.phase
    if isinstance(a, EndPlay):
        return Refusal("xt.end_play", "you can only end your own play phase")
    if isinstance(a, FlipBlind):
        if p is Phase.PLAY:
            return Refusal("xt.flip_missing", "there is no such face-down card to turn")
        return Refusal("xt.flip_phase", "cards can only be turned in your play phase")
    if isinstance(a, (Cancel, Decline)) and p is not Phase.REACTION:
        return Refusal("xt.no_reaction", "there is no card to answer")
    if isinstance(a, Cancel):  # a seat asked in a window may always decline: only a Cancel is refused there
        if s.rules.judge_prompt is JudgePrompt.ALL:
            return Refusal("xt.cannot_answer", f"you cannot answer with {a.card}", card=card_id(a.card))
        return Refusal("xt.no_canceller", f"you hold no {a.card}", card=card_id(a.card))
    if isinstance(a, (Give, Refuse)):
        if p in (Phase.TRIBUTE, Phase.BEG):
            return Refusal("xt.not_yours", "that card is not yours to give")
        return Refusal("xt.nobody_asked", "nobody asked you for a card")
    if isinstance(a, DuelStep):
        return Refusal("xt.discard_held", "discard a card you hold") if p is Phase.DUEL else _no_duel()
    if isinstance(a, DuelStop):
        if p is Phase.DUEL:
            return Refusal("xt.duel_stop", "only the initiator may stop the duel, after the first step")
        return _no_duel()
    if isinstance(a, Defuse):
        if p is Phase.DEFUSE:
            return Refusal("xt.no_defuser", "you hold no such card to defuse with")
        return Refusal("xt.no_defuse", "there is no 通行 to defuse")
    if isinstance(a, PickBlind):
        if p is Phase.NIGHTMARE:
            return Refusal("xt.pick_missing", "there is no such face-down card")
        return Refusal("xt.no_pick", "there is nothing to pick")
    if isinstance(a, PutBack):
        if p is Phase.PUTBACK:
            last = len(s.deck)
            return Refusal("xt.putback_range", f"put it back at a position from 0 to {last}", last=last)
        return Refusal("xt.no_putback", "there is no 通行 to put back")
    if isinstance(a, Place):
        if p is Phase.YANLING:
            last = len(s.deck) - 1
            return Refusal("xt.place_range", f"choose a deck position from 0 to {last}", last=last)
        return Refusal("xt.no_place", "there is no 言灵 card to place")
    if isinstance(a, Discard):
        if p is Phase.DISCARD:
            return Refusal("xt.discard_held", "discard a card you hold")
        return Refusal("xt.no_discard", "you do not need to discard now")
    return Refusal("xt.not_an_action", "that is not an action of 现世通行")


def _no_duel() -> Refusal:
    return Refusal("xt.no_duel", "there is no duel")
