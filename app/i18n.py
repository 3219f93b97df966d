"""Every string the app shows, in Chinese and English.

Shared strings live in assets/i18n/<lang>.json; each game's strings in assets/i18n/<lang>/<game>.json
(one file per game, so the tables can grow independently). Keys must be unique across files.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from typing import Any

from app.paths import asset_path

LANGUAGES = ("zh", "en")
_log = logging.getLogger(__name__)
_tables: dict[str, dict[str, str]] = {}
_current = "zh"


def load_table(lang: str) -> dict[str, str]:
    """The key → text table of one language (cached)."""
    table = _tables.get(lang)
    if table is None:
        table = {}
        folder = asset_path("i18n", lang)
        files = [asset_path("i18n", f"{lang}.json")]
        if folder.is_dir():
            files += sorted(folder.glob("*.json"))
        for path in files:
            try:
                table.update(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError) as exc:
                _log.error("cannot read translations %s: %s", path, exc)
        _tables[lang] = table
    return table


def set_language(lang: str) -> None:
    global _current
    _current = lang if lang in LANGUAGES else "zh"


def language() -> str:
    return _current


def t(key: str, **values: Any) -> str:
    """The text for ``key`` in the current language, formatted with ``values``. When ``n`` is 1 (or 0)
    the key's ``.one`` (``.zero``) variant is used if the language has one ("1 card" rather than
    "1 cards", "no cards" rather than "0 cards"). A value that ends (starts) with a full-width bracket
    takes no space after (before) it: the bracket brings its own."""
    return t_in(_current, key, **values)


def t_in(lang: str, key: str, **values: Any) -> str:
    """:func:`t` in ``lang`` rather than the current language."""
    table = load_table(lang)
    count = values.get("n")
    text = table.get(key + ".one") if count == 1 else (table.get(key + ".zero") if count == 0 else None)
    if text is None:
        text = table.get(key)
    if text is None:
        text = load_table("en").get(key, key)
    if values:
        try:
            return _close_up(text, values).format(**values)
        except (KeyError, IndexError, ValueError):
            return text
    return text


FULL_WIDTH_OPEN = "（「『【《"
FULL_WIDTH_CLOSE = "）」』】》"


def _close_up(text: str, values: dict[str, Any]) -> str:
    """The template ``text`` without the space between a value and a full-width bracket at its edge:
    "{name} 把 {card} 放成星辰。" with the card "小王（当作 ♣A）" reads "…（当作 ♣A）放成星辰。" (the
    bracket brings its own space), with "♣A" still "把 ♣A 放成星辰。"."""
    for key, value in values.items():
        if isinstance(value, str) and value:
            if value[-1] in FULL_WIDTH_CLOSE:
                text = text.replace("{%s} " % key, "{%s}" % key)
            if value[0] in FULL_WIDTH_OPEN:
                text = text.replace(" {%s}" % key, "{%s}" % key)
    return text


# A text a table keeps on screen for a while (a bubble, a banner): a function that says it, asked
# again each frame, so a language switched meanwhile shows at once; or a string the same in every
# language (a name, a number)
LiveText = Callable[[], str] | str


def live(text: LiveText) -> str:
    """What ``text`` says now, in the current language."""
    return text() if callable(text) else text


def live_t(key: str, **values: Any) -> Callable[[], str]:
    """:func:`t` of ``key`` as a ``LiveText``: said in the language of the moment each time it is read."""
    return lambda: t(key, **values)


def sentences(*parts: str) -> str:
    """Parts of one log line run together: a space after English text, none after Chinese punctuation
    (a space after "。" or "】" is a gap in a Chinese line)."""
    out = ""
    for part in parts:
        if out and part:
            out += "" if ord(out[-1]) >= 0x3000 else " "
        out += part
    return out


def join_names(names: Sequence[str]) -> str:
    """Names as a list in running text: "A、B" in Chinese, "A, B" in English ("—" for none)."""
    return t("list.sep").join(names) or "—"


DEFAULT_SEAT_KEYS = ("lobby.default_ai", "lobby.default_human")


def default_seat_key(name: str, seat: int) -> str | None:
    """Which default name ("lobby.default_ai", "lobby.default_human") seat ``seat`` has, in any
    language; None for a name someone typed."""
    for key in DEFAULT_SEAT_KEYS:
        if any(load_table(lang).get(key, key).format(n=seat + 1) == name for lang in LANGUAGES):
            return key
    return None


def seat_label(name: str, seat: int) -> str:
    """A seat's name as shown: a name the lobby gave by default ("电脑2", "Bot 2") follows the
    current language, whichever language it was saved in; a name someone typed is kept, with "?"
    for each character the bundled font cannot draw (a record keeps the name as it was)."""
    key = default_seat_key(name, seat)
    if key:
        return t(key, n=seat + 1)
    from app.fonts import shown_name  # pygame is loaded only where names are shown

    return shown_name(name)


def seat_labels(names: Sequence[str]) -> list[str]:
    """Every seat's name as shown (``seat_label``); names that would look alike (two typed names
    differing only in characters the font cannot draw, or a record with one name twice) are told
    apart by their seat numbers."""
    labels = [seat_label(name, seat) for seat, name in enumerate(names)]
    return [t("seat.numbered", name=label, n=seat + 1) if labels.count(label) > 1 else label
            for seat, label in enumerate(labels)]


def pick(zh: str, en: str) -> str:
    """Choose between two inline texts (engine-declared names and labels)."""
    return zh if _current == "zh" else en
