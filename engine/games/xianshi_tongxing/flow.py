"""The course of a turn: turn start, the draw phase, drawn 通行 (defuse, put back, explode),
elimination, the hand limit, and the 单挑 duel's steps. Works on a :class:`Table`."""

from __future__ import annotations

from engine.games.xianshi_tongxing.cards import CHENGGUAN, TONGXING, Card, Kind
from engine.games.xianshi_tongxing.events import (
    BlindPicked, Defused, DrawPhaseStarted, Drew, DuelDiscarded, DuelEnd, DuelEnded, Eliminated, Exploded, GameEnded,
    PutBackDone, Released, ShuffleReason, TurnStarted, Discarded,
)
from engine.games.xianshi_tongxing.state import HAND_LIMIT, Context, Phase
from engine.games.xianshi_tongxing.table import Table


# ---- turns -------------------------------------------------------------------------------
def start_turn(t: Table, seat: int, extra: int = 0, bottom: bool = False) -> None:
    t.turn = seat
    t.extra = extra
    t.skip = 0
    t.bottom = bottom or t.marks[seat]
    t.marks[seat] = False
    t.strike_used = False
    t.draws_left = 0
    t.context = Context.DRAW
    t.effect = t.window = None
    t.trade = None
    t.beg = None
    t.duel = None
    t.peek = None
    t.revealed = None
    t.holding = None
    t.phase = Phase.PLAY
    t.turns += 1
    t.ev.append(TurnStarted(seat, t.extra, t.bottom))


def pass_turn(t: Table, from_seat: int) -> None:
    """The next living seat after ``from_seat`` starts a fresh turn."""
    if t.phase is Phase.OVER:
        return
    start_turn(t, t.next_alive(from_seat))


def end_play(t: Table) -> None:
    t.draws_left = max(0, 1 + t.extra - t.skip)
    t.context = Context.DRAW
    t.ev.append(DrawPhaseStarted(t.turn, t.draws_left, t.bottom))
    continue_draws(t)


def continue_draws(t: Table) -> None:
    seat = t.turn
    while t.draws_left > 0:
        card = t.draw_one(seat, t.bottom)
        if card is None:
            t.draws_left = 0
            break
        t.draws_left -= 1
        t.ev.append(Drew(seat, card, t.bottom, False))
        if card.kind is Kind.TONGXING:
            t.context = Context.DRAW
            handle_tongxing(t, seat, card)
            return  # handle_tongxing goes on (or waits for a decision)
        t.hands[seat].append(card)
    finish_draw_phase(t, seat)


def finish_draw_phase(t: Table, seat: int) -> None:
    back = t.sealed[seat] + t.sealed_blind[seat] + t.blind[seat]
    if back:
        t.ev.append(Released(seat, tuple(back), len(t.sealed[seat]) + len(t.sealed_blind[seat]), len(t.blind[seat])))
        t.hands[seat].extend(back)
        t.sealed[seat] = []
        t.sealed_blind[seat] = []
        t.blind[seat] = []
    if not t.rules.tuding and len(t.hands[seat]) > HAND_LIMIT:
        t.phase = Phase.DISCARD
        return
    pass_turn(t, seat)


def discard_one(t: Table, seat: int, card: Card) -> None:
    t.take(seat, card)
    t.discard.append(card)
    t.ev.append(Discarded(seat, card))
    if len(t.hands[seat]) <= HAND_LIMIT:
        pass_turn(t, seat)


# ---- a drawn 通行 ---------------------------------------------------------------------------
def handle_tongxing(t: Table, seat: int, card: Card) -> None:
    t.holding = card
    if t.defusers(seat):
        t.phase = Phase.DEFUSE  # always asked, so the choice reveals nothing about the hand
    elif CHENGGUAN in t.blind[seat]:
        t.phase = Phase.NIGHTMARE
    else:
        explode(t, seat)


def defuse(t: Table, seat: int, card: Card) -> None:
    t.take(seat, card)
    t.discard.append(card)
    t.ev.append(Defused(seat, card))
    _after_defuse(t, seat)


def pick_blind(t: Table, seat: int, index: int) -> None:
    card = t.blind[seat][index]
    saved = card == CHENGGUAN
    t.ev.append(BlindPicked(seat, index, card, saved))
    if saved:
        t.blind[seat].pop(index)
        t.discard.append(card)
        t.ev.append(Defused(seat, card))
        _after_defuse(t, seat)
    else:
        explode(t, seat)


def _after_defuse(t: Table, seat: int) -> None:
    if t.rules.three_piles:
        assert t.holding is not None
        t.deck.append(t.holding)
        t.holding = None
        t.shuffle_deck(seat, ShuffleReason.TONGXING_BACK)
        after_tongxing(t, seat)
    else:
        t.phase = Phase.PUTBACK


def put_back(t: Table, seat: int, position: int) -> None:
    assert t.holding is not None
    t.deck.insert(position, t.holding)
    t.holding = None
    t.ev.append(PutBackDone(seat, position, t.rules.tuding, len(t.deck)))
    after_tongxing(t, seat)


def explode(t: Table, seat: int) -> None:
    card = t.holding if t.holding is not None else TONGXING
    t.holding = None
    t.ev.append(Exploded(seat, card))
    if t.rules.three_piles:
        t.deck.append(card)
        t.shuffle_deck(seat, ShuffleReason.TONGXING_BACK)
        eliminate(t, seat, ())
    else:
        eliminate(t, seat, (card,))
    after_tongxing(t, seat)


def eliminate(t: Table, seat: int, extra: tuple[Card, ...]) -> None:
    cards = extra + tuple(t.hands[seat]) + tuple(t.sealed[seat]) + tuple(t.sealed_blind[seat]) + tuple(t.blind[seat])
    t.discard.extend(cards)
    t.hands[seat] = []
    t.sealed[seat] = []
    t.sealed_blind[seat] = []
    t.blind[seat] = []
    t.alive[seat] = False
    t.marks[seat] = False
    t.out_order.append(seat)
    t.ev.append(Eliminated(seat, cards))
    living = t.living()
    if len(living) <= 1:
        t.winners = tuple(living)
        t.phase = Phase.OVER
        t.effect = t.window = None
        t.trade = None
        t.beg = None
        t.duel = None
        t.draws_left = 0
        t.ev.append(GameEnded(t.winners))


def after_tongxing(t: Table, seat: int) -> None:
    """Go on after a drawn 通行 was defused and put back, or exploded."""
    if t.phase is Phase.OVER:
        return
    if t.context is Context.DUEL:
        duel = t.duel
        assert duel is not None
        t.ev.append(DuelEnded(duel.initiator, duel.target, DuelEnd.TONGXING))
        t.duel = None
        t.effect = None
        t.context = Context.DRAW
        if t.alive[duel.initiator]:
            t.phase = Phase.PLAY
        else:
            pass_turn(t, duel.initiator)
        return
    if t.alive[seat]:
        t.phase = Phase.PLAY  # placeholder until the draws go on
        continue_draws(t)
    else:
        pass_turn(t, seat)


# ---- 单挑 ----------------------------------------------------------------------------------
def duel_step(t: Table, seat: int, card: Card | None, blind: int | None) -> None:
    duel = t.duel
    assert duel is not None
    if card is None and blind is None:
        t.ev.append(DuelDiscarded(seat, None, False))
    else:
        thrown, was_blind = t.take_ref(seat, card, blind)
        t.discard.append(thrown)
        t.ev.append(DuelDiscarded(seat, thrown, was_blind))
    drawn = t.draw_one(seat, False)
    if drawn is None:
        duel_stop(t)
        return
    t.ev.append(Drew(seat, drawn, False, True))
    if drawn.kind is Kind.TONGXING:
        t.context = Context.DUEL
        handle_tongxing(t, seat, drawn)
        return
    t.hands[seat].append(drawn)
    other = duel.target if seat == duel.initiator else duel.initiator
    t.duel = duel.__class__(duel.initiator, duel.target, other, duel.steps + 1)
    t.phase = Phase.DUEL


def duel_stop(t: Table) -> None:
    duel = t.duel
    assert duel is not None
    t.ev.append(DuelEnded(duel.initiator, duel.target, DuelEnd.STOPPED))
    t.duel = None
    t.effect = None
    t.phase = Phase.PLAY
