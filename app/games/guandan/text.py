"""Words of the Guandan table: card and rank names, combination captions, log lines for every
event, and the engine's refusals in the player's language."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

from app.games import refusals
from app.i18n import t
from app.ui.widgets import NO_BREAK_SPACE
from engine.cards import BIG_JOKER, Card
from engine.core import Event
from engine.games.guandan import ComboType, Play
from engine.games.guandan.cards import card_code, rank_text
from engine.games.guandan.combos import NAMES_ZH, PLATE_WINDOWS, STRAIGHT_WINDOWS, TUBE_WINDOWS
from engine.games.guandan.rules import ACE_LEVEL
from engine.games.guandan.state import (
    AFailed, CardsAnnounced, Dealt, HandEnded, HandStarted, LeadTaken, MatchEnd, MatchEnded, Passed, Played,
    ReturnPaid, TrickWon, TributeChosen, TributeDue, TributePaid, TributeResisted, WentOut,
)

COMBO_KEYS = {
    ComboType.SINGLE: "gd.combo.single", ComboType.PAIR: "gd.combo.pair", ComboType.TRIPLE: "gd.combo.triple",
    ComboType.FULL_HOUSE: "gd.combo.full_house", ComboType.STRAIGHT: "gd.combo.straight",
    ComboType.TUBE: "gd.combo.tube", ComboType.PLATE: "gd.combo.plate", ComboType.BOMB: "gd.combo.bomb",
    ComboType.STRAIGHT_FLUSH: "gd.combo.straight_flush", ComboType.JOKER_BOMB: "gd.combo.joker_bomb",
}
SEQUENCE_WINDOWS = {ComboType.STRAIGHT: STRAIGHT_WINDOWS, ComboType.STRAIGHT_FLUSH: STRAIGHT_WINDOWS,
                    ComboType.TUBE: TUBE_WINDOWS, ComboType.PLATE: PLATE_WINDOWS}
PLACE_KEYS = {1: "gd.place.1", 2: "gd.place.2", 3: "gd.place.3", 4: "gd.place.4"}
# The combinations' names and the words of the game a wrapped line keeps whole (app.games.TERMS_ZH).
TERMS_ZH = (*NAMES_ZH, "逢人配", "级牌", "级数", "上游", "二游", "三游", "下游", "进贡", "还贡", "抗贡", "贡牌", "接风",
            "报牌", "双下", "对家", "上家", "下家", "小王", "大王", "记牌器", "理牌", "领出")


READ_RATE = 15.0  # characters a second of a line read through (a Chinese character counts as two)


def reading_seconds(text: str) -> float:
    """About how long ``text`` takes to read: its characters but spaces at READ_RATE, a wide
    (Chinese) character counted as two, as it says about as much as two letters."""
    size = sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text if not ch.isspace())
    return size / READ_RATE


def gd_rank(card: Card) -> int:
    """The Guandan rank of a card: 2..14 (A = 14), 16 small joker, 17 big joker."""
    return card_code(card) >> 2


def rank_name(rank: int) -> str:
    """A rank for people: 2..10, J, Q, K, A, and the jokers by name."""
    if rank == 16:
        return t("gd.small_joker")
    if rank == 17:
        return t("gd.big_joker")
    return rank_text(rank)


def level_name(level: int) -> str:
    return rank_text(level)


def card_name(card: Card | None) -> str:
    if card is None:
        return t("gd.hidden_card")
    if card.is_joker:
        return t("gd.big_joker") if card.rank == BIG_JOKER else t("gd.small_joker")
    return str(card)


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_name(c) for c in cards)


def combo_name(combo: ComboType) -> str:
    return t(COMBO_KEYS[ComboType(combo)])


def combo_caption(combo: ComboType, key: int, n: int) -> str:
    """A short caption for a reading: "顺子 3–7", "对子 8", "5 张炸弹 9", "天王炸"; its name and rank
    joined by no-break spaces, so that a line of the log does not part them."""
    combo = ComboType(combo)
    name = combo_name(combo)
    if combo is ComboType.JOKER_BOMB:
        return name
    windows = SEQUENCE_WINDOWS.get(combo)
    if windows is not None and key in windows:
        win = windows[key]
        return f"{name}{NO_BREAK_SPACE}{rank_text(win[0])}–{rank_text(win[-1])}"
    if combo is ComboType.BOMB:
        return t("gd.combo.bomb_n", n=n, rank=rank_name(key))  # (its spaces are no-break spaces too)
    return f"{name}{NO_BREAK_SPACE}{rank_name(key)}"


def play_caption(play: Play) -> str:
    return combo_caption(play.combo, play.key, len(play.cards))


def team_word(team: int, home: int | None, name: Callable[[int], str]) -> str:
    """"Our team" / "Their team" said to the people at the screen when they all sit on team
    ``home``; with no such team (a demo, or people on both teams) the team by its players."""
    if home is None:
        return t("gd.team.named", a=name(team), b=name(team + 2))
    return t("gd.team.us") if team == home else t("gd.team.them")


def team_short(team: int, home: int | None, name: Callable[[int], str]) -> str:
    """The short team label of the level panel ("Us" / "Them", or the players' names)."""
    if home is None:
        return t("gd.team.named_short", a=name(team), b=name(team + 2))
    return t("gd.team.us_short") if team == home else t("gd.team.them_short")


def relation(seat: int, viewer: int) -> str:
    """下家 / 对家 / 上家 / 你, seen from the viewer."""
    return t(("gd.rel.me", "gd.rel.next", "gd.rel.partner", "gd.rel.prev")[(seat - viewer) % 4])


def play_cards_text(play: Play, level: int | None) -> str:
    """A play's cards in the order the combination reads (a full house's triple first, sequences
    low to high), each wild card with the rank it stands in for ("♥2 as 8"); at an unknown level
    as they were played."""
    if level is None:
        return cards_text(play.cards)
    from app.games.guandan.hand import SEQUENCES, stand_ins

    read = stand_ins(play.cards, play, level)
    if play.combo in SEQUENCES:
        read.reverse()
    return " ".join(card_name(c) if rank is None else t("gd.wild_as", card=card_name(c), rank=rank_name(rank))
                    for c, rank in read)


def narrate(event: Event, name: Callable[[int], str], home: int | None, level: int | None = None,
            places: Sequence[int] = ()) -> str | None:
    """One log line for an event (None for the redacted deal of another seat); ``home`` is the
    team of the people at the screen, if they all sit on one (see team_word); ``level`` the
    hand's level (to order a play's cards and say what its wild cards stand in for); ``places``
    each seat's place in the hand before (why a tribute is due), () where the log has not told it."""
    if isinstance(event, HandStarted):
        if event.level_team is None:
            return t("gd.log.hand_first", n=event.hand_no, level=level_name(event.level))
        key = "gd.log.hand_extra" if event.extra else "gd.log.hand"
        return t(key, n=event.hand_no, level=level_name(event.level), team=team_word(event.level_team, home, name))
    if isinstance(event, Dealt):
        if event.cards is not None:
            return t("gd.log.dealt", n=event.n)
        return None
    if isinstance(event, TributeDue):
        payers = t("list.sep").join(name(s) for s in event.payers)
        if len(event.payers) == 2:  # who pays whom hangs on the cards: the paid lines say it
            return t("gd.log.tribute_due_double", payers=payers)
        receivers = t("list.sep").join(name(s) for s in event.receivers)
        if len(places) == 4 and len(event.receivers) == 1:  # "B3 (Last) pays B2 (1st)", as the banner says
            return t("gd.log.tribute_due_place", payer=payers, receiver=receivers,
                     place=t(PLACE_KEYS[places[event.payers[0]]]), first=t(PLACE_KEYS[places[event.receivers[0]]]))
        return t("gd.log.tribute_due", payers=payers, receivers=receivers)
    if isinstance(event, TributeResisted):
        return t("gd.log.resisted", payers=t("list.sep").join(name(s) for s in event.payers))
    if isinstance(event, TributeChosen):
        return t("gd.log.chosen", name=name(event.seat))
    if isinstance(event, TributePaid):
        return t("gd.log.tribute_paid", giver=name(event.giver), receiver=name(event.receiver),
                 card=card_name(event.card))
    if isinstance(event, ReturnPaid):
        if event.card is None:
            return t("gd.log.return_hidden", giver=name(event.giver), receiver=name(event.receiver))
        return t("gd.log.return_paid", giver=name(event.giver), receiver=name(event.receiver),
                 card=card_name(event.card))
    if isinstance(event, LeadTaken):
        return t("gd.log.lead", name=name(event.seat))
    if isinstance(event, Played):
        combo, cards = play_caption(event.play), play_cards_text(event.play, level)
        if combo.endswith(cards):  # a single joker: "plays Single Big Joker", not "…: Big Joker" again
            return t("gd.log.played_plain", name=name(event.seat), combo=combo)
        return t("gd.log.played", name=name(event.seat), combo=combo, cards=cards)
    if isinstance(event, Passed):
        return t("gd.log.passed", name=name(event.seat))
    if isinstance(event, CardsAnnounced):
        return t("gd.log.announced", name=name(event.seat), n=event.n)
    if isinstance(event, TrickWon):
        if event.jiefeng:
            return t("gd.log.jiefeng", leader=name(event.leader))  # (the line before names who went out)
        return t("gd.log.trick", name=name(event.seat))
    if isinstance(event, WentOut):
        return t("gd.log.out", name=name(event.seat), place=t(PLACE_KEYS[event.place]))
    if isinstance(event, HandEnded):
        return t("gd.log.hand_ended", change=level_change(event, team_word(event.winning_team, home, name), level))
    if isinstance(event, AFailed):
        if event.dropped:
            return t("gd.log.a_dropped", team=team_word(event.team, home, name))
        return t("gd.log.a_failed", team=team_word(event.team, home, name), n=event.failures)
    if isinstance(event, MatchEnded):
        names = t("list.sep").join(name(s) for s in event.winners)
        return t("gd.log.match", names=names, reason=reason_line(event.reason))
    return None


def level_change(event: HandEnded, team: str, hand_level: int | None) -> str:
    """How a hand moved its winners' level (``team`` names them), for the summary and the log: up so
    many levels, up to A (a rise past A stops there), A passed (the hand was played at their A), still
    at A, or back to 2 after a third failure at A."""
    before, after = event.levels_before[event.winning_team], event.levels[event.winning_team]
    if after < before:
        return t("gd.summary.back_to", team=team, level=level_name(after))
    if after == before:
        if after == ACE_LEVEL and hand_level == ACE_LEVEL and event.rise >= 2:
            return t("gd.summary.passed_a", team=team)
        return t("gd.summary.no_rise", team=team, level=level_name(after))
    if after == ACE_LEVEL:
        return t("gd.summary.reach_a", team=team, before=level_name(before))
    return t("gd.summary.rise", team=team, n=after - before, rise=after - before,
             before=level_name(before), after=level_name(after))


def reason_line(reason: MatchEnd) -> str:
    return t({MatchEnd.PASSED_A: "gd.end.passed_a", MatchEnd.LEVEL: "gd.end.level",
              MatchEnd.EXTRA_HAND: "gd.end.extra"}[reason])


def refusal_value(name: str, value: int | str) -> object:
    """How a Guandan refusal shows a param: a card by its name, a kind of play ("pair") by its name."""
    if name == "card":
        return refusals.french_card(value, card_name)
    if name in ("mine", "top"):
        combo = ComboType.__members__.get(str(value).upper())
        return combo_name(combo) if combo is not None else value
    return value
