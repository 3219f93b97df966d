"""The engine's refusals in the player's language, by code.

A refusal (:class:`engine.core.Refusal`) with the code ``<prefix>.<name>`` reads from the i18n key
``<prefix>.reason.<name>`` with its params filled in; a game's text module says how to show a param
(a card's identity as the card's name, a kind of play as its name), and a ``seat`` reads as its
number from 1. A code this version has no words for falls back on the engine's English.
"""

from __future__ import annotations

from collections.abc import Callable

from app import i18n
from engine.cards import Card
from engine.core import ParamValue, Refusal

# how a game shows one param of a refusal: (param name, value) → what the sentence says
ShowParam = Callable[[str, ParamValue], object]


def reason_key(code: str) -> str:
    """The i18n key of a refusal code: "d99.bust_to" → "d99.reason.bust_to"."""
    prefix, _, name = code.partition(".")
    return f"{prefix}.reason.{name}"


def translated(reason: str, show: ShowParam | None = None) -> str | None:
    """``reason`` in the current language, by its code; None if it is no :class:`Refusal` or this
    version has no words for its code."""
    if not isinstance(reason, Refusal):
        return None
    key = reason_key(reason.code)
    if key not in i18n.load_table("en"):
        return None
    values = {name: _shown(name, value, show) for name, value in reason.params}
    return i18n.t(key, **values)


def _shown(name: str, value: ParamValue, show: ShowParam | None) -> object:
    if name == "seat" and isinstance(value, int):
        value += 1  # a seat reads as players count seats, from 1
    return show(name, value) if show is not None else value


def as_sentence(text: str) -> str:
    """The engine's English words as a sentence: "you do not hold ♠5" → "You do not hold ♠5."."""
    if not text:
        return text
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")


def reason_text(reason: str, show: ShowParam | None = None) -> str:
    """Why an action was refused, to show the player: a refusal in words by its code (else the
    engine's English as a sentence); any other text (the table's own words, already in the player's
    language) as it is."""
    told = translated(reason, show)
    if told is not None:
        return told
    return as_sentence(reason) if isinstance(reason, Refusal) else reason


def french_card(value: ParamValue, name: Callable[[Card], str]) -> str:
    """A card param of a French-suited game (``str(card)``) as ``name`` shows the card; the value as
    it is if it names no card."""
    try:
        return name(Card.from_str(str(value)))
    except ValueError:
        return str(value)
