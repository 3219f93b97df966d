"""Words for the Zha Jin Hua table: log lines for every event, hand names, translated refusal reasons."""

from __future__ import annotations

from collections.abc import Callable

from app.i18n import join_names, pick, sentences, t
from engine.cards import ACE, Card
from engine.core import Action, Event, ParamValue
from engine.games import zhajinhua as zjh
from engine.games.zhajinhua.evaluator import HandClass, classify, is_special_235

# The hands' names and the words of the game a wrapped line keeps whole (app.games.TERMS_ZH).
TERMS_ZH = (*(hand.name_zh for hand in HandClass), "底注", "底池", "封顶", "暗注", "明注", "看牌", "比牌", "开牌", "跟注",
            "加注", "下注", "弃牌", "全押", "坐庄", "庄家", "筹码")


def went_out_in(stacks: tuple[int, ...], busted_in: tuple[int, ...], hand_no: int, seat: int) -> int:
    """The hand after which ``seat`` left the table broke, 0 if it is still in (a seat with no chips that
    has not left yet leaves after hand ``hand_no``)."""
    return busted_in[seat] or (hand_no if stacks[seat] == 0 else 0)


def out_words(hand: int) -> str:
    """A broke seat's line: in which hand it went out ("Busted" alone where that is not known)."""
    return t("zjh.status.busted_in", n=hand) if hand else t("zjh.status.busted")


def display_order(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """A hand as players hold it: high to low, a pair before its odd card, A-2-3 as 3-2-A (the ace is low
    there) — so 235 reads 5-3-2 and ♦A ♠4 ♥A reads ♥A ♦A ♠4."""
    def value(card: Card) -> int:
        return 14 if card.rank == ACE else card.rank

    values = sorted((value(c) for c in cards), reverse=True)
    if values == [14, 3, 2]:
        return tuple(sorted(cards, key=lambda c: -c.rank))  # card.rank counts the ace as 1
    paired = {v for v in values if values.count(v) == 2}
    return tuple(sorted(cards, key=lambda c: (value(c) not in paired, -value(c), -int(c.suit))))


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in display_order(cards))


def class_name(hand: zjh.ShownHand) -> str:
    """The hand's class in the current language (the 235 special says so)."""
    name = pick(hand.hand_class.name_zh, hand.hand_class.name_en)
    return t("zjh.special_235", name=name) if hand.special_235 else name


def hand_label(cards: tuple[Card, ...]) -> str:
    """The class of a hand the viewer can see (its own, or one learnt in a compare)."""
    if len(cards) != 3:
        return ""
    hand_class = classify(cards)
    name = pick(hand_class.name_zh, hand_class.name_en)
    return t("zjh.special_235", name=name) if is_special_235(cards) else name


def shown_text(hand: zjh.ShownHand, name: str) -> str:
    return t("zjh.log.shown", name=name, cards=cards_text(hand.cards), cls=class_name(hand))


def bet_label(kind: zjh.BetKind, amount: int, level: int) -> str:
    """A short bubble for a bet: 'Call 20', 'Raise ×5 · 100'…"""
    if kind is zjh.BetKind.ANTE:
        return t("zjh.bubble.ante", amount=chips(amount))
    if kind is zjh.BetKind.CALL:
        return t("zjh.bubble.call", amount=chips(amount))
    if kind is zjh.BetKind.RAISE:
        return t("zjh.bubble.raise", level=level, amount=chips(amount))
    if kind is zjh.BetKind.COMPARE:
        return t("zjh.bubble.compare", amount=chips(amount))
    return t("zjh.bubble.open", amount=chips(amount))


def hint_line(action: Action, amount: str, name: Callable[[int], str]) -> str:
    """The hint as the toast says it: the action, what it costs, and whom a compare is with."""
    if isinstance(action, zjh.Raise):
        return t("zjh.hint.raise", level=action.level, amount=amount)
    if isinstance(action, zjh.Compare):
        return t("zjh.hint.compare", name=name(action.target), amount=amount)
    key = {zjh.Look: "look", zjh.Fold: "fold", zjh.Call: "call", zjh.Open: "open"}[type(action)]
    return t("zjh.hint." + key, amount=amount)


def chips(amount: int) -> str:
    """A chip amount as the table writes it: 2,000."""
    return f"{amount:,}"


MINUS = "\u2212"  # the minus sign (−), not the hyphen, before a loss


def chips_change(amount: int) -> str:
    """A change of chips as the table writes it: +1,200, −30 (a true minus sign) or 0."""
    if amount < 0:
        return MINUS + chips(-amount)
    return f"+{chips(amount)}" if amount else "0"


def narrate(event: Event, name: Callable[[int], str], viewer: int, private_ok: bool) -> str | None:
    """One log line per event. ``private_ok`` False (people share the screen): no private cards in the log."""
    if isinstance(event, zjh.HandStarted):
        return t("zjh.log.hand", n=event.number, dealer=name(event.dealer), base=chips(event.base),
                 cap=chips(event.pot_cap))
    if isinstance(event, zjh.Bet):
        manner = (t("zjh.seen") if event.seen else t("zjh.blind")) + (t("zjh.log.all_in") if event.all_in else "")
        key = {
            zjh.BetKind.ANTE: "zjh.log.ante", zjh.BetKind.CALL: "zjh.log.call", zjh.BetKind.RAISE: "zjh.log.raise",
            zjh.BetKind.COMPARE: "zjh.log.compare_pay", zjh.BetKind.OPEN: "zjh.log.open_pay",
        }[event.kind]
        return t(key, name=name(event.seat), amount=chips(event.amount), level=event.level, manner=manner,
                 pot=chips(event.pot))
    if isinstance(event, zjh.Looked):
        if event.cards is not None and event.seat == viewer and private_ok:
            return t("zjh.log.looked_you", name=name(event.seat), cards=cards_text(event.cards))
        return t("zjh.log.looked", name=name(event.seat))
    if isinstance(event, zjh.Folded):
        return t("zjh.log.folded", name=name(event.seat))
    if isinstance(event, zjh.Compared):
        key = "zjh.log.compared_chain" if event.chained else "zjh.log.compared"
        line = t(key, asker=name(event.asker), target=name(event.target), winner=name(event.winner))
        if private_ok and event.asker_hand is not None and event.target_hand is not None:
            line = sentences(line, t("zjh.log.compare_hands", a=shown_text(event.asker_hand, name(event.asker)),
                                     b=shown_text(event.target_hand, name(event.target))))
            if event.equal:
                line = sentences(line, t("zjh.log.equal_asker_loses"))
        return line
    if isinstance(event, zjh.OutOfChips):
        return t("zjh.log.out_of_chips", name=name(event.seat))
    if isinstance(event, zjh.Showdown):
        reason = t("zjh.showdown." + event.reason.value, name=name(event.opener) if event.opener is not None else "")
        hands = t("zjh.log.shown_sep").join(shown_text(h, name(h.seat)) for h in event.hands)
        return sentences(reason, hands)
    if isinstance(event, zjh.PotAwarded):
        if len(event.winners) == 1:
            return t("zjh.log.pot_won", name=name(event.winners[0]), pot=chips(event.pot))
        shares = t("list.sep").join(f"{name(s)} {chips(a)}" for s, a in zip(event.winners, event.amounts))
        return t("zjh.log.pot_split", pot=chips(event.pot), shares=shares)
    if isinstance(event, zjh.Busted):
        return t("zjh.log.busted", name=name(event.seat))
    if isinstance(event, zjh.SessionEnded):
        names = join_names([name(s) for s in event.winners])
        return sentences(t("zjh.end." + event.reason.value), t("log.winners", names=names, n=len(event.winners)))
    return None


def refusal_value(name: str, value: ParamValue) -> object:
    """A refusal's param as the table writes it: an amount of chips (``cost``, ``stack``) as 2,000, the
    ladder of stake levels ("1, 2, 5, 10") as the raise buttons name them (×1、×2、×5、×10)."""
    if name in ("cost", "stack") and isinstance(value, int):
        return chips(value)
    if name == "ladder":
        return t("list.sep").join(f"×{level.strip()}" for level in str(value).split(","))
    return value
