"""The Chinese words a wrapped line keeps whole while it can end elsewhere ("多余" / "的城管", not "多" /
"余的城管"; see :func:`app.ui.widgets.wrap_text`): the common words of the app's Chinese texts, listed
in assets/i18n/zh_words.txt (tools/zh_words.py proposes new ones), and each game's card names and
words, declared by its text module and gathered in one table, ``app.games.TERMS_ZH``; and the English
names of several words a line keeps whole in the same way ("Xianshi Tongxing", not "Xianshi" /
"Tongxing"): the games' names (``app.games.names_en``)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from app.paths import asset_path

WORD_LIST = ("i18n", "zh_words.txt")

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Lexicon:
    words: frozenset[str]
    longest: int  # the most characters of any word: how far ahead a line looks for one
    phrases: frozenset[str] = frozenset()  # English names of several words, kept on one line


def read_word_list(path: Path) -> list[str]:
    """The words of a list file: one a line; blank lines and what follows a "#" are skipped."""
    words = (line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return [word for word in words if word]


def lexicon_of(words: set[str] | frozenset[str], phrases: frozenset[str] = frozenset()) -> Lexicon:
    kept = frozenset(word for word in words if len(word) > 1)
    return Lexicon(kept, max(map(len, kept), default=0), phrases)


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The common words and every game's words, gathered once."""
    from app.games import chinese_terms, names_en  # the games import the wrapper: asked for at the first wrap

    try:
        common = set(read_word_list(asset_path(*WORD_LIST)))
    except OSError as exc:  # a damaged install still wraps, only between any two characters
        _log.warning("Chinese word list unreadable: %s", exc)
        common = set()
    return lexicon_of(common | chinese_terms(), names_en())
