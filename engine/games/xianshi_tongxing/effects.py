"""Playing cards: what each of the 18 types does, the 裁判 windows and chains, and the secret
choices of 交易, 教主 and 乞讨. Works on a :class:`Table`."""

from __future__ import annotations

from engine.games.xianshi_tongxing import flow
from engine.games.xianshi_tongxing.cards import CHENGGUAN, TONGXING, Card, Kind
from engine.games.xianshi_tongxing.events import (
    Answered, Attacked, BegResolved, BottomSet, CardPlayed, CountsChanged, DuelStarted, EffectCancelled, Gave,
    Judged, Declined, Nightmared, NoEffect, NoEffectReason, Peeked, Reversed, Revived, Sealed, SecretChoiceOpened,
    ShuffleReason, Traded, WindowOpened, YanlingMoved, YanlingUndone,
)
from engine.games.xianshi_tongxing.state import Beg, Duel, Effect, JudgePrompt, Offer, Phase, Trade, Window
from engine.games.xianshi_tongxing.table import Table

# Cards aimed at one seat: only that seat may cancel them.
AIMED = frozenset({Kind.GONGJI, Kind.NIZHUAN, Kind.JIAOZHU, Kind.JIAOYI, Kind.FENGYIN, Kind.MENGYAN, Kind.DANTIAO})
# Cards that change the deck (or the table): any other seat may cancel them.
DECK_CHANGING = frozenset({Kind.QIANGYU, Kind.CHOUDI, Kind.CHONGLIAN, Kind.QITAO, Kind.YANLING, Kind.CHUNCUI})
# Cards that need a target seat among the other living seats.
TARGETED = frozenset({Kind.GONGJI, Kind.JIAOYI, Kind.DANTIAO, Kind.JIAOZHU, Kind.FENGYIN, Kind.MENGYAN})


def play(t: Table, seat: int, card: Card, target: int | None, position: int | None, face: Card | None,
         blind: bool) -> None:
    """Play ``card`` (already checked). ``blind``: it is the card turned face up under 梦魇."""
    if blind:
        t.revealed = None
    else:
        t.take(seat, card)
    t.discard.append(card)
    acting = face if (face is not None and card.kind is Kind.CHUNCUI) else card
    t.ev.append(CardPlayed(seat, card, acting, target, position, blind))
    t.phase = Phase.PLAY
    kind = acting.kind
    if card.kind is Kind.CHUNCUI and t.rules.revive:
        if target is None:
            t.ev.append(NoEffect(seat, card, NoEffectReason.NOBODY))
            return
        _open(t, Effect(seat, card, acting, target, blind=blind), tuple(t.others_in_order(seat)))
        return
    if kind in (Kind.CHENGGUAN, Kind.CAIPAN):
        t.ev.append(NoEffect(seat, card, NoEffectReason.PLAIN_DISCARD))
    elif kind in (Kind.GONGJI, Kind.NIZHUAN) and t.strike_used:
        t.ev.append(NoEffect(seat, card, NoEffectReason.SECOND_STRIKE))
    elif kind in TARGETED and target is None:
        t.ev.append(NoEffect(seat, card, NoEffectReason.NO_TARGET))
    elif kind is Kind.LUGUO:
        t.skip += 1
        t.ev.append(CountsChanged(seat, t.extra, t.skip))
    elif kind is Kind.YUZHI:
        if t.deck:
            t.ev.append(Peeked(seat, 0, t.deck[0]))
        else:
            t.ev.append(NoEffect(seat, card, NoEffectReason.EMPTY_DECK))
    elif kind is Kind.YANLING:
        if position is None:
            t.ev.append(NoEffect(seat, card, NoEffectReason.EMPTY_DECK))
        else:
            t.peek = position
            t.effect = Effect(seat, card, acting, None, position, None, blind)
            t.phase = Phase.YANLING
            t.ev.append(Peeked(seat, position, t.deck[position]))
    elif kind is Kind.GONGJI:
        t.strike_used = True
        assert target is not None
        _open(t, Effect(seat, card, acting, target, blind=blind), (target,))
    elif kind is Kind.NIZHUAN:
        t.strike_used = True
        receiver = t.next_alive(seat, -t.direction)
        _open(t, Effect(seat, card, acting, receiver, blind=blind), (receiver,))
    elif kind in AIMED:
        assert target is not None
        if (kind is Kind.JIAOYI and (t.available(seat) < 2 or t.available(target) < 2)) or (
                kind is Kind.JIAOZHU and t.available(target) < 1):
            t.ev.append(NoEffect(seat, card, NoEffectReason.TOO_FEW_CARDS))
            return
        _open(t, Effect(seat, card, acting, target, blind=blind), (target,))
    else:  # 强欲, 抽底, 重连, 乞讨
        _open(t, Effect(seat, card, acting, target, blind=blind), tuple(t.others_in_order(seat)))


def place_yanling(t: Table, seat: int, dest: int) -> None:
    effect = t.effect
    assert effect is not None and effect.position is not None
    source = effect.position
    t.peek = None
    t.phase = Phase.PLAY
    if dest == source:
        t.effect = None
        return
    card = t.deck.pop(source)
    t.deck.insert(dest, card)
    t.ev.append(YanlingMoved(seat, source, dest))
    moved = Effect(effect.owner, effect.card, effect.face, None, source, dest, effect.blind)
    _open(t, moved, tuple(t.others_in_order(seat)))


# ---- 裁判 windows ---------------------------------------------------------------------------
def _ask(t: Table, seats: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """Of the seats that may answer, the ones the window asks (all, or only 裁判 holders)."""
    living = [s for s in seats if t.alive[s]]
    if t.rules.judge_prompt is JudgePrompt.ALL:
        return tuple(living)
    return tuple(s for s in living if t.judges(s))


def _open(t: Table, effect: Effect, eligible: tuple[int, ...]) -> None:
    t.effect = effect
    asked = _ask(t, eligible)
    if not asked:
        t.window = None
        resolve(t)
        return
    t.window = Window(eligible, asked, round_asked=asked)
    t.phase = Phase.REACTION
    t.ev.append(WindowOpened(effect.owner, effect.face, asked, 0))


def cancel(t: Table, seat: int, card: Card) -> None:
    window, effect = t.window, t.effect
    assert window is not None and effect is not None
    t.take(seat, card)
    t.discard.append(card)
    against = window.chain[-1] if window.chain else effect.owner
    t.ev.append(Judged(seat, card, against))
    chain = window.chain + (seat,)
    responder = effect.owner if len(chain) % 2 == 1 else chain[0]
    asked = _ask(t, (responder,))
    declined = window.declined
    if asked:
        t.window = Window(window.eligible, asked, chain, declined, window.round_asked)
        t.ev.append(WindowOpened(effect.owner, effect.face, asked, len(chain)))
        return
    _close_chain(t, chain, declined + (responder,))


def decline(t: Table, seat: int) -> None:
    window = t.window
    assert window is not None
    t.ev.append(Declined(seat))
    if window.chain:
        _close_chain(t, window.chain, window.declined + (seat,))
        return
    asked = tuple(s for s in window.asked if s != seat)
    declined = window.declined + (seat,)
    if asked:
        t.window = Window(window.eligible, asked, (), declined, window.round_asked)
    else:
        t.window = None
        resolve(t)


def _close_chain(t: Table, chain: tuple[int, ...], declined: tuple[int, ...]) -> None:
    window, effect = t.window, t.effect
    assert window is not None and effect is not None
    if len(chain) % 2 == 1:
        _cancelled(t)
        return
    asked = _ask(t, tuple(s for s in window.eligible if s not in declined))
    if asked:
        t.window = Window(window.eligible, asked, (), declined, asked)
        t.ev.append(WindowOpened(effect.owner, effect.face, asked, 0))
    else:
        t.window = None
        resolve(t)


def _cancelled(t: Table) -> None:
    effect = t.effect
    assert effect is not None
    t.ev.append(EffectCancelled(effect.owner, effect.face))
    if effect.kind is Kind.YANLING and effect.dest is not None and effect.position is not None:
        card = t.deck.pop(effect.dest)
        t.deck.insert(effect.position, card)
        t.ev.append(YanlingUndone(effect.owner, effect.position, effect.dest))
    t.effect = None
    t.window = None
    t.phase = Phase.PLAY


# ---- effects ------------------------------------------------------------------------------
def resolve(t: Table) -> None:
    """Carry out the effect that survived its window."""
    effect = t.effect
    assert effect is not None
    t.window = None
    t.phase = Phase.PLAY
    seat, kind, target = effect.owner, effect.kind, effect.target
    if effect.card.kind is Kind.CHUNCUI and t.rules.revive:
        assert target is not None
        _revive(t, seat, target)
        t.effect = None
        return
    if kind is Kind.GONGJI:
        assert target is not None
        extra = t.extra + effect.face.bonus
        t.ev.append(Attacked(seat, target, extra, t.bottom))
        flow.start_turn(t, target, extra, t.bottom)
        return
    if kind is Kind.NIZHUAN:
        assert target is not None
        t.direction = -t.direction
        t.ev.append(Reversed(seat, t.direction, target, t.extra, t.bottom))
        flow.start_turn(t, target, t.extra, t.bottom)
        return
    t.effect = None
    if kind is Kind.QIANGYU:
        t.extra += 3
        t.ev.append(CountsChanged(seat, t.extra, t.skip))
    elif kind is Kind.CHOUDI:
        if target is None or target == seat:
            t.bottom = True
            t.ev.append(BottomSet(seat, seat))
        else:
            t.marks[target] = True
            t.ev.append(BottomSet(seat, target))
    elif kind is Kind.CHONGLIAN:
        if t.rules.three_piles:
            for i in range(len(t.discard) - 1, -1, -1):
                if t.discard[i] == effect.card:
                    t.removed.append(t.discard.pop(i))
                    break
            t.deck.extend(t.discard)
            t.discard = []
            t.shuffle_deck(seat, ShuffleReason.CHONGLIAN_REMIX)
        else:
            t.shuffle_deck(seat, ShuffleReason.CHONGLIAN)
    elif kind is Kind.YANLING:
        pass  # the move already happened and stood
    elif kind is Kind.QITAO:
        asked = tuple(s for s in t.others_in_order(seat) if t.available(s) > 0)
        if not asked:
            t.ev.append(NoEffect(seat, effect.card, NoEffectReason.NOBODY))
            return
        t.effect = effect
        t.beg = Beg(seat, asked, (None,) * len(asked))
        t.phase = Phase.BEG
        t.ev.append(SecretChoiceOpened(seat, effect.face, asked))
    elif kind is Kind.JIAOYI:
        assert target is not None
        if t.available(seat) < 2 or t.available(target) < 2:
            t.ev.append(NoEffect(seat, effect.card, NoEffectReason.TOO_FEW_CARDS))
            return
        t.effect = effect
        t.trade = Trade(seat, target)
        t.phase = Phase.TRADE
        t.ev.append(SecretChoiceOpened(seat, effect.face, (seat, target)))
    elif kind is Kind.JIAOZHU:
        assert target is not None
        if t.available(target) < 1:
            t.ev.append(NoEffect(seat, effect.card, NoEffectReason.TOO_FEW_CARDS))
            return
        t.effect = effect
        t.phase = Phase.TRIBUTE
    elif kind is Kind.FENGYIN:
        assert target is not None
        _seal(t, seat, target)
    elif kind is Kind.MENGYAN:
        assert target is not None
        cards = t.blind[target] + t.hands[target]
        t.blind[target] = list(t.rng.shuffled(cards))
        t.hands[target] = []
        t.ev.append(Nightmared(target, seat, len(cards)))
    elif kind is Kind.DANTIAO:
        assert target is not None
        t.effect = effect
        t.duel = Duel(seat, target, seat, 0)
        t.phase = Phase.DUEL
        t.ev.append(DuelStarted(seat, target))


def _seal(t: Table, seat: int, target: int) -> None:
    pool = [(i, False) for i in range(len(t.hands[target]))] + [(i, True) for i in range(len(t.blind[target]))]
    picks: list[tuple[int, bool]] = []
    for _ in range(min(2, len(pool))):
        picks.append(pool.pop(t.rng.below(len(pool))))
    held = sorted((i for i, b in picks if not b), reverse=True)
    down = sorted((i for i, b in picks if b), reverse=True)
    known = [t.hands[target].pop(i) for i in held]
    unknown = [t.blind[target].pop(i) for i in down]
    t.sealed[target].extend(known)
    t.sealed_blind[target].extend(unknown)
    t.ev.append(Sealed(target, seat, tuple(known), len(known) + len(unknown)))


def _revive(t: Table, seat: int, target: int) -> None:
    t.alive[target] = True
    t.out_order.remove(target)
    got = t.remove_last(t.discard, CHENGGUAN.kind)
    if got is not None:
        t.hands[target].append(got)
    back = t.remove_last(t.discard, TONGXING.kind)
    t.ev.append(Revived(target, seat, got is not None, back is not None))
    if back is not None:
        t.deck.append(back)
        t.shuffle_deck(seat, ShuffleReason.REVIVE)


# ---- secret choices -----------------------------------------------------------------------
def tribute(t: Table, seat: int, card: Card | None, blind: int | None) -> None:
    effect = t.effect
    assert effect is not None
    given, was_blind = t.take_ref(seat, card, blind)
    t.hands[effect.owner].append(given)
    t.ev.append(Gave(seat, effect.owner, given, was_blind))
    t.effect = None
    t.phase = Phase.PLAY


def _offer(t: Table, seat: int, cards: tuple[Card, ...], blind: tuple[int, ...]) -> Offer:
    out: list[Card] = []
    flags: list[bool] = []
    for c in cards:
        out.append(t.take(seat, c))
        flags.append(False)
    for i in sorted(blind, reverse=True):
        out.append(t.blind[seat].pop(i))
        flags.append(True)
    return Offer(tuple(out), tuple(flags))


def trade_pick(t: Table, seat: int, cards: tuple[Card, ...], blind: tuple[int, ...]) -> None:
    trade = t.trade
    assert trade is not None
    offer = _offer(t, seat, cards, blind)
    if seat == trade.a:
        trade = Trade(trade.a, trade.b, offer, trade.offer_b)
    else:
        trade = Trade(trade.a, trade.b, trade.offer_a, offer)
    t.ev.append(Answered(seat))
    if trade.offer_a is None or trade.offer_b is None:
        t.trade = trade
        return
    t.hands[trade.b].extend(trade.offer_a.cards)
    t.hands[trade.a].extend(trade.offer_b.cards)
    t.ev.append(Traded(trade.a, trade.b, trade.offer_a.cards, trade.offer_b.cards,
                       trade.offer_a.blind, trade.offer_b.blind))
    t.trade = None
    t.effect = None
    t.phase = Phase.PLAY


def beg_answer(t: Table, seat: int, card: Card | None, blind: int | None, give: bool) -> None:
    beg = t.beg
    assert beg is not None
    if give:
        got, was_blind = t.take_ref(seat, card, blind)
        answer = Offer((got,), (was_blind,))
    else:
        answer = Offer((), ())
    i = beg.asked.index(seat)
    answers = beg.answers[:i] + (answer,) + beg.answers[i + 1:]
    t.ev.append(Answered(seat))
    if any(a is None for a in answers):
        t.beg = Beg(beg.beggar, beg.asked, answers)
        return
    givers: list[int] = []
    cards: list[Card] = []
    flags: list[bool] = []
    refusers: list[int] = []
    for s, a in zip(beg.asked, answers):
        assert a is not None
        if a.cards:
            givers.append(s)
            cards.append(a.cards[0])
            flags.append(a.blind[0])
            t.hands[beg.beggar].append(a.cards[0])
        else:
            refusers.append(s)
    t.ev.append(BegResolved(beg.beggar, tuple(givers), tuple(cards), tuple(flags), tuple(refusers)))
    t.beg = None
    t.effect = None
    t.phase = Phase.PLAY
