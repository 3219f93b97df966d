"""The engine's refusals in the player's language, by code.

A refusal (:class:`engine.core.Refusal`) with the code ``<prefix>.<name>`` reads from the i18n key
``<prefix>.reason.<name>`` with its params filled in; a game's text module says how to show a param
(a card's identity as the card's name, a kind of play as its name), and a ``seat`` reads as its
number from 1. A code this version has no words for falls back as the caller says: a table's toast on
the engine's English, a replay's message on it for an English reader only (:func:`refusal_text`).
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


def translated(reason: str, show: ShowParam | None = None, to_seat: int | None = None) -> str | None:
    """``reason`` in the current language, by its code; None if it is no :class:`Refusal` or this
    version has no words for its code. Told to ``to_seat`` about that same seat, it reads from the
    key's ``.you`` form where there is one ("It is not your turn now.", not "Seat 2 does not decide
    now." told to seat 2, already named by whoever quotes it)."""
    if not isinstance(reason, Refusal):
        return None
    key = reason_key(reason.code)
    table = i18n.load_table("en")
    if key not in table:
        return None
    if to_seat is not None and ("seat", to_seat) in reason.params and key + ".you" in table:
        key += ".you"
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


# what to say for a refusal this version has no words for (or for text that is no refusal)
Fallback = Callable[[str], str]


def engine_words(reason: str) -> str:
    """A table's fallback: the engine's English as a sentence, in any language (the player still learns
    why); the table's own words (no :class:`Refusal`, already in the player's language) as they are."""
    return as_sentence(reason) if isinstance(reason, Refusal) else reason


def refused_unless_english(reason: str) -> str:
    """A replay's fallback: the engine's words for an English reader, else a plain "the rules do not
    allow it" (the caller logs the engine's words)."""
    if i18n.language() == "en" and reason:
        return as_sentence(reason)
    return i18n.t("replay.refused")


def refusal_text(game_id: str, reason: str, fallback: Fallback, to_seat: int | None = None) -> str:
    """Why the engine refused an action in ``game_id``, to show the player (``to_seat``, if given: see
    :func:`translated`): a refusal in the current language by its code, its params as that game
    shows them; else what ``fallback`` makes of it."""
    from app.games import REFUSAL_VALUES  # not at the top: app.games imports every table, which imports this

    told = translated(reason, REFUSAL_VALUES.get(game_id), to_seat)
    return told if told is not None else fallback(reason)


def french_card(value: ParamValue, name: Callable[[Card], str]) -> str:
    """A card param of a French-suited game (``str(card)``) as ``name`` shows the card; the value as
    it is if it names no card."""
    try:
        return name(Card.from_str(str(value)))
    except ValueError:
        return str(value)
