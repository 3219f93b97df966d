"""Helps keep assets/i18n/zh_words.txt (the Chinese words a wrapped line keeps whole) in step with the
app's Chinese texts: assets/i18n/zh.json, assets/i18n/zh/*.json and the rules pages assets/rules/*.zh.md.

    python tools/zh_words.py              # candidates: runs of 2-3 Chinese characters seen at least
                                          # twice, not yet listed nor a game's word, most frequent first
    python tools/zh_words.py --stale      # listed words no text uses any more

The candidates are only counted, not judged: most are not words ("的牌", "张牌"). Add the real words
by hand (a line does not split them while it can end elsewhere), keeping the file sorted.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the games' modules import pygame
WORDS = ROOT / "assets" / "i18n" / "zh_words.txt"
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def chinese_texts() -> list[str]:
    """Every Chinese string of the app: the zh translation tables and the zh rules pages."""
    texts: list[str] = []
    i18n = ROOT / "assets" / "i18n"
    for path in [i18n / "zh.json", *sorted((i18n / "zh").glob("*.json"))]:
        texts += [v for v in json.loads(path.read_text(encoding="utf-8")).values() if isinstance(v, str)]
    for path in sorted((ROOT / "assets" / "rules").glob("*.zh.md")):
        texts += path.read_text(encoding="utf-8").splitlines()
    return texts


def listed() -> set[str]:
    from app.ui.lexicon import read_word_list

    return set(read_word_list(WORDS))


def game_terms() -> set[str]:
    """The words the games declare themselves (app.games.TERMS_ZH)."""
    from app.games import chinese_terms

    return set(chinese_terms())


def candidates(texts: list[str], known: set[str]) -> list[tuple[str, int]]:
    """Runs of 2 and 3 Chinese characters seen at least twice, most frequent first; a run of 3 only
    when it is most of the uses of the pairs in it (a likely word: "逢人配", not "一名玩")."""
    runs = [run for text in texts for run in CJK_RUN.findall(text)]
    pairs = Counter(run[i:i + 2] for run in runs for i in range(len(run) - 1))
    threes = Counter(run[i:i + 3] for run in runs for i in range(len(run) - 2))
    found = [(w, n) for w, n in pairs.items() if n >= 2]
    found += [(w, n) for w, n in threes.items() if n >= 2 and n >= 0.6 * max(pairs[w[:2]], pairs[w[1:]])]
    return sorted(((w, n) for w, n in found if w not in known), key=lambda item: (-item[1], item[0]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stale", action="store_true", help="list the words no text uses any more")
    args = parser.parse_args()
    texts = chinese_texts()
    if args.stale:
        corpus = "\n".join(texts)
        print("\n".join(sorted(w for w in listed() if w not in corpus)))
        return
    for word, count in candidates(texts, listed() | game_terms()):
        print(word, count)


if __name__ == "__main__":
    main()
