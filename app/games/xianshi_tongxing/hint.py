"""The hint for 现世通行: the whole action the person's adviser would take, and its line in the
current language ("Hint: play Attack (攻击) on B3", "Hint: end play and draw 1", "Hint: let it
stand"). Over the hand limit the hint is every card the adviser would discard ("Hint: discard
Trade (交易), Duel (单挑)"), though the game takes them one Discard at a time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from app.games.xianshi_tongxing.faces import card_label
from app.i18n import t
from engine.core import Action
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, Discard, DuelStep, DuelStop, EndPlay, FlipBlind, Give, PickBlind, Place, Play, PutBack,
    Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import Card, sorted_cards
from engine.games.xianshi_tongxing.events import Discarded
from engine.games.xianshi_tongxing.state import HAND_LIMIT, Phase, XView

Hint = Action | tuple[Action, ...]  # one action, or the Discards of one hand-limit choice


def _after_discard(view: XView, card: Card) -> XView:
    """``view`` once its seat has discarded ``card`` (and is still over the hand limit)."""
    assert view.seat is not None
    me = view.seat
    hand = list(view.hand)
    hand.remove(card)
    hands = tuple(tuple(hand) if s == me else h for s, h in enumerate(view.hands))
    sizes = tuple(n - 1 if s == me else n for s, n in enumerate(view.hand_sizes))
    return replace(view, hands=hands, hand_sizes=sizes, discard=view.discard + (card,))


def discards_plan(adviser: Any, view: XView, legal: tuple[Action, ...]) -> Hint:
    """The adviser's action; over the hand limit by more than one card, all the Discards it would
    make in turn (told each as its seat is shown it, offered the cards left as the engine offers
    them: one Discard per kind held)."""
    first = adviser.choose(view, legal)
    if view.phase is not Phase.DISCARD or view.seat is None or not isinstance(first, Discard):
        return first
    chosen: list[Action] = [first]
    card = first.card
    while len(view.hand) - 1 > HAND_LIMIT:
        adviser.observe(Discarded(view.seat, card))
        view = _after_discard(view, card)
        nxt = adviser.choose(view, tuple(Discard(c) for c in sorted_cards(tuple(set(view.hand)))))
        assert isinstance(nxt, Discard)
        chosen.append(nxt)
        card = nxt.card
    return tuple(chosen) if len(chosen) > 1 else first


def _item(card: Card | None, blind: int | None) -> str:
    """A card held ("Attack (攻击)") or a face-down one by its place among them ("face-down card 2")."""
    if card is not None:
        return card_label(card)
    return t("xt.hint.face_down", n=(blind or 0) + 1)


def _play_line(play: Play, name: Callable[[int], str], me: int) -> str:
    card = card_label(play.card)
    if play.face is not None:
        face = card_label(play.face)
        if play.target is not None:
            return t("xt.hint.play_as_on", card=card, face=face, name=name(play.target))
        return t("xt.hint.play_as", card=card, face=face)
    if play.position is not None:
        return t("xt.hint.look", card=card, n=play.position + 1)
    if play.target is not None and play.target != me:
        return t("xt.hint.play_on", card=card, name=name(play.target))
    return t("xt.hint.play", card=card)


def _position_line(action: PutBack | Place, view: XView) -> str:
    if isinstance(action, Place):
        if view.peek is not None and action.position == view.peek:
            return t("xt.hint.place_keep")
        return t("xt.hint.place", n=action.position + 1)
    if action.position == 0:
        return t("xt.hint.putback_top")
    if action.position >= view.deck_size:
        return t("xt.hint.putback_bottom")
    return t("xt.hint.putback", n=action.position)


def hint_line(action: Hint, view: XView, name: Callable[[int], str], me: int) -> str:
    """What the hint says for ``action``, taken by seat ``me`` (``view`` is that seat's)."""
    if isinstance(action, tuple):  # the cards of one hand-limit discard
        cards = [card_label(a.card) for a in action if isinstance(a, Discard)]
        return t("xt.hint.discard", card=t("xt.list_sep").join(cards))
    if isinstance(action, Play):
        return _play_line(action, name, me)
    if isinstance(action, EndPlay):
        return t("xt.hint.end", n=view.draws_due)
    if isinstance(action, FlipBlind):
        return t("xt.hint.flip", n=action.index + 1)
    if isinstance(action, Cancel):
        return t("xt.hint.cancel", card=card_label(action.card))
    if isinstance(action, Decline):
        return t("xt.hint.decline")
    if isinstance(action, Give):
        return t("xt.hint.give", card=_item(action.card, action.blind))
    if isinstance(action, Refuse):
        return t("xt.hint.refuse")
    if isinstance(action, TradeCards):
        items = [card_label(c) for c in action.cards] + [_item(None, b) for b in action.blind]
        return t("xt.hint.trade", cards=t("xt.list_sep").join(items))
    if isinstance(action, DuelStep):
        if action.card is None and action.blind is None:
            return t("xt.hint.duel_draw")
        return t("xt.hint.duel_step", card=_item(action.card, action.blind))
    if isinstance(action, DuelStop):
        return t("xt.hint.duel_stop")
    if isinstance(action, Defuse):
        return t("xt.hint.defuse", card=card_label(action.card))
    if isinstance(action, PickBlind):
        return t("xt.hint.pick_blind", n=action.index + 1)
    if isinstance(action, (PutBack, Place)):
        return _position_line(action, view)
    if isinstance(action, Discard):
        return t("xt.hint.discard", card=card_label(action.card))
    return t("xt.hint.other")
