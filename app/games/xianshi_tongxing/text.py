"""Log lines for every 现世通行 event and the engine's refusals in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.games.xianshi_tongxing.faces import card_label
from app.i18n import t
from engine.core import Event
from engine.games.xianshi_tongxing import events as ev
from engine.games.xianshi_tongxing.cards import NAMES_ZH, Card, Kind

Names = Callable[[int], str]

# The card names and the words of the game a wrapped line keeps whole (app.games.TERMS_ZH): a face read
# "抽到又无城" / "管即出局" and "本回合从卡" / "组底部抽".
TERMS_ZH = (*NAMES_ZH.values(), "卡组", "手牌", "抽牌", "出牌", "玩家", "出局", "转给", "交给", "化解", "否决", "复活",
            "保命", "互换", "顺序", "下家", "秘密", "移动", "盲出", "盲翻", "底部", "本回合", "对方", "任一", "其他",
            "万能牌", "阶段", "位置", "弃牌堆", "二上優", "仿生人", "路易斯", "图钉")


def cards_text(cards: Sequence[Card | None]) -> str:
    known = [card_label(c) for c in cards if c is not None]
    hidden = sum(1 for c in cards if c is None)
    parts = known + ([t("xt.face_down_n", n=hidden)] if hidden else [])
    return t("xt.list_sep").join(parts)


def names_text(names: Names, seats: Sequence[int]) -> str:
    return t("xt.list_sep").join(names(s) for s in seats) or "—"


def released_text(sealed: int, blind: int) -> str:
    """What a seat takes back after its draw phase, leaving out a kind it has none of ("2 sealed cards",
    "1 sealed card and 2 face-down cards")."""
    parts = [t(key, n=count) for key, count in (("xt.log.released_sealed", sealed), ("xt.log.released_blind", blind))
             if count]
    return t("xt.log.released_and").join(parts)


def from_bottom(bottom: bool) -> str:
    return t("xt.log.from_bottom") if bottom else ""


def narrate(event: Event, names: Names, viewer: int, players: int) -> str | None:
    """One log line for ``event`` as the viewer saw it."""
    n = names
    e = event
    if isinstance(e, ev.DeckBuilt):
        return t("xt.log.deck_built", size=e.size, tx=e.tongxing, cg=e.chengguan, name=n(e.first),
                 crossings=t("xt.log.deck_crossings", n=e.tongxing), wardens=t("xt.log.deck_wardens", n=e.chengguan))
    if isinstance(e, ev.Dealt):
        if e.cards is not None and e.seat == viewer:
            return t("xt.log.dealt_you", cards=cards_text(e.cards))
        return t("xt.log.dealt", name=n(e.seat), n=e.n)
    if isinstance(e, ev.TurnStarted):
        line = t("xt.log.turn", name=n(e.seat))
        if e.extra:
            line += t("xt.log.turn_extra", n=e.extra)
        return line + from_bottom(e.bottom)
    if isinstance(e, ev.DrawPhaseStarted):
        return t("xt.log.draw_phase", name=n(e.seat), n=e.draws) + from_bottom(e.bottom)
    if isinstance(e, ev.Drew):
        src = t("xt.log.duel_draw") if e.duel else from_bottom(e.bottom)
        if e.card is not None and e.card.kind is Kind.TONGXING:
            return t("xt.log.drew_tongxing", name=n(e.seat)) + src
        if e.card is not None:
            return t("xt.log.drew_you", card=card_label(e.card)) + src
        return t("xt.log.drew", name=n(e.seat)) + src
    if isinstance(e, ev.CardPlayed):
        line = t("xt.log.played", name=n(e.seat), card=card_label(e.card))
        if e.face != e.card:
            line += t("xt.log.played_as", card=card_label(e.face))
        if e.blind:
            line += t("xt.log.blind")
        if e.target is not None:
            line += " → " + n(e.target)
        if e.position is not None:
            line += t("xt.log.looks_at", pos=e.position + 1)
        return line
    if isinstance(e, ev.NoEffect):
        return t("xt.log.no_effect", card=card_label(e.card), why=t(f"xt.no_effect.{e.reason.value}"))
    if isinstance(e, ev.CountsChanged):
        return counts_line(e.extra, e.skip)
    if isinstance(e, ev.BottomSet):
        if e.target == e.seat:
            return t("xt.log.bottom_self", name=n(e.seat))
        return t("xt.log.bottom_other", name=n(e.seat), target=n(e.target))
    if isinstance(e, ev.WindowOpened):
        if e.chain:
            return t("xt.log.window_chain", names=names_text(n, e.asked))
        return t("xt.log.window", card=card_label(e.face), names=names_text(n, e.asked))
    if isinstance(e, ev.Judged):
        return t("xt.log.judged", name=n(e.seat), target=n(e.against), card=card_label(e.card))
    if isinstance(e, ev.Declined):
        return t("xt.log.declined", name=n(e.seat))
    if isinstance(e, ev.EffectCancelled):
        return t("xt.log.cancelled", name=n(e.owner), card=card_label(e.face))
    if isinstance(e, ev.Attacked):
        return t("xt.log.attacked", name=n(e.seat), target=n(e.target), n=1 + e.extra) + from_bottom(e.bottom)
    if isinstance(e, ev.Reversed):
        return t("xt.log.reversed", target=n(e.target), n=1 + e.extra) + from_bottom(e.bottom)
    if isinstance(e, ev.Peeked):
        if e.card is not None and e.seat == viewer:
            return t("xt.log.peeked_you", pos=e.position + 1, card=card_label(e.card))
        return t("xt.log.peeked", name=n(e.seat), pos=e.position + 1)
    if isinstance(e, ev.YanlingMoved):
        return t("xt.log.moved", name=n(e.seat), src=e.source + 1, dest=e.dest + 1)
    if isinstance(e, ev.YanlingUndone):
        return t("xt.log.unmoved", src=e.source + 1)
    if isinstance(e, ev.Shuffled):
        return t(f"xt.log.shuffled_{e.reason.value}", name=n(e.seat), n=e.size)
    if isinstance(e, ev.Sealed):
        line = t("xt.log.sealed", name=n(e.by), target=n(e.seat), n=e.n)
        if e.cards:
            line += t("xt.log.sealed_yours", cards=cards_text(e.cards))
        return line
    if isinstance(e, ev.Nightmared):
        return t("xt.log.nightmared", name=n(e.by), target=n(e.seat), n=e.n)
    if isinstance(e, ev.Released):
        return t("xt.log.released", name=n(e.seat), what=released_text(e.sealed, e.blind))
    if isinstance(e, ev.Flipped):
        return t("xt.log.flipped", name=n(e.seat), card=card_label(e.card))
    if isinstance(e, ev.SecretChoiceOpened):
        if e.face.kind is Kind.JIAOYI:
            return t("xt.log.trade_open", a=n(e.seats[0]), b=n(e.seats[-1]))
        key = "xt.log.beg_open" if len(e.seats) > 1 else "xt.log.beg_open_one"  # "P1 answers", not "P1 answer"
        return t(key, name=n(e.owner), names=names_text(n, e.seats))
    if isinstance(e, ev.Answered):
        return t("xt.log.answered", name=n(e.seat))
    if isinstance(e, ev.Traded):
        line = t("xt.log.traded", a=n(e.a), b=n(e.b))
        if viewer == e.a:
            line += t("xt.log.trade_you", gave=cards_text(e.a_gave), got=cards_text(e.b_gave))
        elif viewer == e.b:
            line += t("xt.log.trade_you", gave=cards_text(e.b_gave), got=cards_text(e.a_gave))
        return line
    if isinstance(e, ev.Gave):
        line = t("xt.log.gave", name=n(e.giver), target=n(e.receiver))
        if e.card is not None and viewer in (e.giver, e.receiver):
            line += t("xt.log.card_was", card=card_label(e.card))
        return line
    if isinstance(e, ev.BegResolved):
        if not e.givers:
            line = t("xt.log.beg_none_gave", name=n(e.beggar))
        elif not e.refusers:
            line = t("xt.log.beg_all_gave", name=n(e.beggar), givers=names_text(n, e.givers))
        else:
            line = t("xt.log.beg_done", name=n(e.beggar), givers=names_text(n, e.givers),
                     refusers=names_text(n, e.refusers))
        if viewer == e.beggar and e.cards:
            line += t("xt.log.beg_got", cards=cards_text(e.cards))
        return line
    if isinstance(e, ev.DuelStarted):
        return t("xt.log.duel", a=n(e.initiator), b=n(e.target))
    if isinstance(e, ev.DuelDiscarded):
        if e.card is None:
            return t("xt.log.duel_nothing", name=n(e.seat))
        return t("xt.log.duel_discard", name=n(e.seat), card=card_label(e.card)) + (t("xt.log.blind") if e.blind else "")
    if isinstance(e, ev.DuelEnded):
        if e.reason is ev.DuelEnd.STOPPED:
            return t("xt.log.duel_stopped", name=n(e.initiator))
        return t("xt.log.duel_tongxing")
    if isinstance(e, ev.Defused):
        return t("xt.log.defused", name=n(e.seat), card=card_label(e.card))
    if isinstance(e, ev.BlindPicked):
        key = "xt.log.blind_saved" if e.saved else "xt.log.blind_failed"
        return t(key, name=n(e.seat), card=card_label(e.card))
    if isinstance(e, ev.PutBackDone):
        if e.position is not None:
            return t("xt.log.put_back_at", name=n(e.seat), n=e.position)
        return t("xt.log.put_back", name=n(e.seat))
    if isinstance(e, ev.Exploded):
        return t("xt.log.exploded", name=n(e.seat))
    if isinstance(e, ev.Eliminated):
        return t("xt.log.eliminated", name=n(e.seat), n=len(e.discarded))
    if isinstance(e, ev.Discarded):
        return t("xt.log.discarded", name=n(e.seat), card=card_label(e.card))
    if isinstance(e, ev.Revived):
        line = t("xt.log.revived", name=n(e.by), target=n(e.seat))
        if e.chengguan:
            line += t("xt.log.revived_cg")
        return line
    if isinstance(e, ev.GameEnded):
        return t("log.winners", names=names_text(n, e.winners), n=len(e.winners))
    return None


def refusal_value(name: str, value: int | str) -> object:
    """How a 现世通行 refusal shows a param: a card by its name (its identity is the card's value)."""
    if name == "card" and value in _CARD_VALUES:
        return card_label(Card(value))
    return value


_CARD_VALUES = frozenset(c.value for c in Card)


def counts_line(extra: int, skip: int) -> str:
    """The draws due this turn, with the extra draws and Pass Bys that make them; a count of none is
    left out ("Draws due: 4 (extra 3)", not "(extra 3, Pass By 0)")."""
    due = max(0, 1 + extra - skip)
    parts = ([t("xt.log.count_extra", n=extra)] if extra else []) + ([t("xt.log.count_skip", n=skip)] if skip else [])
    if not parts:
        return t("xt.log.counts_plain", due=due)
    return t("xt.log.counts", due=due, parts=t("list.sep").join(parts))
