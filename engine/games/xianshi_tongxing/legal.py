"""Who decides now, what each seat may do, and why an action is refused."""

from __future__ import annotations

from itertools import combinations

from engine.core import Action, Decision, DecisionKind
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


def _play_problem(s: XState, seat: int, a: Play) -> str | None:
    blind = s.phase is Phase.BLIND
    if blind:
        if a.card != s.revealed:
            return f"you must play the card you turned over ({s.revealed})"
    elif a.card not in s.hands[seat]:
        return f"you do not hold {a.card}"
    if a.card.kind is Kind.TONGXING:
        return "通行 cannot be played"
    if a in play_options(s, seat, a.card, blind):
        return None
    face = a.face if a.card.kind is Kind.CHUNCUI else a.card
    if a.face is not None and a.card.kind is not Kind.CHUNCUI:
        return "only 纯粹 can be played as another card"
    if a.card.kind is Kind.CHUNCUI and s.rules.wild and face is None:
        return "say which card 纯粹 stands for"
    if face is not None and face.kind in (Kind.GONGJI, Kind.NIZHUAN) and s.strike_used:
        return "only one 攻击 or 逆转 may be played in a turn"
    if face is not None and face.kind is Kind.YANLING:
        return f"言灵 needs a deck position from 0 to {len(s.deck) - 1}"
    if a.target is not None:
        return f"seat {a.target + 1} is not a seat this card can aim at"
    return f"{a.card} needs a target seat" if face is not None and face.kind in TARGETED else "that play is not allowed"


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
def check(s: XState, seat: int, a: Action) -> str | None:
    """``None`` if ``a`` is legal for ``seat`` (who must be deciding), else why not."""
    p = s.phase
    if isinstance(a, Play):
        if p not in (Phase.PLAY, Phase.BLIND):
            return "cards can only be played in your own play phase"
        return _play_problem(s, seat, a)
    if isinstance(a, TradeCards):
        if p is not Phase.TRADE:
            return "there is no 交易 to answer"
        n = len(a.cards) + len(a.blind)
        if n != 2:
            return "交易: hand over exactly two cards"
        hand = list(s.hands[seat])
        for c in a.cards:
            if c not in hand:
                return f"you do not hold {c}"
            hand.remove(c)
        if len(set(a.blind)) != len(a.blind) or any(not 0 <= i < len(s.blind[seat]) for i in a.blind):
            return "those face-down cards do not exist"
        return None
    if a in legal_actions(s, seat):
        return None
    return _reason(s, seat, a)


def _reason(s: XState, seat: int, a: Action) -> str:
    p = s.phase
    if isinstance(a, EndPlay):
        return "you can only end your own play phase"
    if isinstance(a, FlipBlind):
        return "there is no such face-down card to turn" if p is Phase.PLAY else "cards can only be turned in your play phase"
    if isinstance(a, (Cancel, Decline)):
        if p is not Phase.REACTION:
            return "there is no card to answer"
        if s.rules.judge_prompt is JudgePrompt.ALL and isinstance(a, Cancel):
            return f"you cannot answer with {a.card}"
        return f"you hold no {a.card}" if isinstance(a, Cancel) else "you cannot decline now"
    if isinstance(a, (Give, Refuse)):
        return "that card is not yours to give" if p in (Phase.TRIBUTE, Phase.BEG) else "nobody asked you for a card"
    if isinstance(a, DuelStep):
        return "discard a card you hold" if p is Phase.DUEL else "there is no duel"
    if isinstance(a, DuelStop):
        return "only the initiator may stop the duel, after the first step" if p is Phase.DUEL else "there is no duel"
    if isinstance(a, Defuse):
        return "you hold no such card to defuse with" if p is Phase.DEFUSE else "there is no 通行 to defuse"
    if isinstance(a, PickBlind):
        return "there is no such face-down card" if p is Phase.NIGHTMARE else "there is nothing to pick"
    if isinstance(a, PutBack):
        return f"put it back at a position from 0 to {len(s.deck)}" if p is Phase.PUTBACK else "there is no 通行 to put back"
    if isinstance(a, Place):
        return f"choose a deck position from 0 to {len(s.deck) - 1}" if p is Phase.YANLING else "there is no 言灵 card to place"
    if isinstance(a, Discard):
        return "discard a card you hold" if p is Phase.DISCARD else "you do not need to discard now"
    return "that is not an action of 现世通行"
