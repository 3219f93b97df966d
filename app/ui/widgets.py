"""Small interactive pieces: buttons, panels and text helpers that lay out relative to a rect."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from app.fonts import get_font, render_text
from app.i18n import LiveText, live
from app.ui import theme
from app.ui.lexicon import lexicon


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215, radius: int = 12) -> None:
    """A translucent dark panel with a thin edge."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL[:3], alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*theme.PANEL_EDGE, 200), panel.get_rect(), 1, border_radius=radius)
    surface.blit(panel, rect.topleft)


def blit_text(surface: pygame.Surface, text: str, size: int, color: tuple[int, ...], *, bold: bool = False,
              center: tuple[int, int] | None = None, topleft: tuple[int, int] | None = None,
              midleft: tuple[int, int] | None = None, midright: tuple[int, int] | None = None,
              midtop: tuple[int, int] | None = None) -> pygame.Rect:
    image = render_text(text, size, color, bold)
    rect = image.get_rect()
    if center is not None:
        rect.center = center
    elif midleft is not None:
        rect.midleft = midleft
    elif midright is not None:
        rect.midright = midright
    elif midtop is not None:
        rect.midtop = midtop
    elif topleft is not None:
        rect.topleft = topleft
    return surface.blit(image, rect)


# Line breaking. These never start a line, these never end one.
NO_LINE_START = "，。、；：！？）」』》】〉”’…\u3000,.;:!?)]}%"
NO_LINE_END = "（「『《【〈“‘([{"
BREAK_AFTER = "，。、；：！？）」』》】\u3000"  # a Chinese line ends best right after these (U+3000: a wide space)
PUNCTUATION = NO_LINE_START + NO_LINE_END + "·—–"
BRACKETS = {"（": "）", "「": "」", "『": "』", "《": "》", "【": "】"}
ELLIPSIS = "…"
NO_BREAK_SPACE = "\u00a0"  # keeps two words on one line ("the\u00a0trick") while they fit one
SUITS = "♠♥♣♦"  # a run starting with one is a card
ARROW = "→"  # alone between spaces it points at a seat, "攻击+1 → 电脑1": the two keep together
DASHES = "—–"  # a piece of these alone (" — ", "——") is never left on a line by itself
CHINESE_SENTENCE = "，。、；：！？"  # English never has these
CHINESE_RUN = re.compile(r"[\u4e00-\u9fff]{5,}")  # nor this many Chinese characters in a row
NUMBER = re.compile(r"[+−±×-]?\d[\d,./]*")
LATIN_NAME = re.compile(r"[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*")  # one Latin word: "Alexander", "Bot2"
AFTER_CHINESE_MARK = re.compile(r"[，。、；：！？）」』》】]")  # a word may run on after these with no space

CJK_WORD = 8  # in an English paragraph, words with up to this many Chinese characters stay whole

# How good a place the gap between two characters is to end a line, worst first.
HARD = 0  # never: punctuation rules, a paragraph's closing dash and its word
DASH = 1  # before a dash and the words after it, only where the word before it alone fills the line
SOFT = 2  # only inside a run too long for a line: "2,100", "♥10", "电脑1", a number and its measure word "2 张"
HYPHEN = 3  # the best place inside a run too long for a line: after a hyphen ("counter-" / "clockwise"), a folder
EDGE = 4  # next to the first or last of some Chinese characters: likely inside a word ("星" / "辰：")
PLAIN = 5  # between Chinese characters
SPACE = 6  # at a space, before an opening bracket
GOOD = 7  # after Chinese punctuation
# How much of the width a line may give up to end at a better place (a line may run longer to avoid an EDGE).
_BONUS = {EDGE: -0.3, PLAIN: 0.0, SPACE: 0.25, GOOD: 0.5}
INSIDE = 0.8  # given up, on top, to end a line inside a full-width bracket that fits one: "（波及 3" / "4 5）"


def _is_cjk(ch: str) -> bool:
    return ord(ch) > 0x2E80


@dataclass
class _Paragraph:
    """A paragraph as characters without its spaces: ``seps[k]`` is the spaces before ``chars[k]``
    (before the first: the paragraph's indent), ``gaps[k]`` how good a place it is to end a line there."""

    chars: list[str]
    seps: list[str]
    gaps: list[int]
    inside: set[int] = field(default_factory=set)  # the gaps inside a full-width bracket that fits a line
    widths: dict[tuple[int, int], int] = field(default_factory=dict)  # of lines measured: the tries of a wrap share them
    mean: float | None = None  # the paragraph's mean width of a character, once measured

    def text(self, start: int, end: int) -> str:
        """The line from character ``start`` up to ``end``."""
        head = self.seps[0] if start == 0 else ""
        return head + self.chars[start] + "".join(self.seps[k] + self.chars[k] for k in range(start + 1, end))


def _paragraph(text: str, width: Callable[[str], int], room: int, names: tuple[str, ...] = ()) -> _Paragraph:
    """``text`` (one paragraph) with a grade for every place a line could end; none inside ``names``
    (seats') unless a run is too long for a line."""
    body = text.lstrip(" ")
    chars: list[str] = []
    seps, pending = [text[:len(text) - len(body)]], ""
    for ch in body.rstrip(" "):
        if ch == " ":
            pending += " "
        else:
            if chars:
                seps.append(pending)
            chars.append(ch)
            pending = ""
    words = _words(seps, len(chars))
    english = _english(chars)
    para = _Paragraph(chars, seps, [HARD] * len(chars))
    for k in range(1, len(chars)):
        para.gaps[k] = _gap(para, k, words, english)
    _keep_dashes(para, words)
    _keep_words(para)
    _keep_phrases(para)
    _keep_names(para, tuple(name for name in names if width(name) <= room))  # one too wide breaks as any run
    _keep_arrow_targets(para, words)
    _keep_brackets(para, width, room)
    return para


def _english(chars: list[str]) -> bool:
    """Whether a paragraph is English: more Latin letters than Chinese characters, and none of the
    marks of a Chinese sentence (its punctuation, a run of Chinese longer than a name in brackets).
    Chinese with long Latin names, "Alexander 的牌无人能接，Alexander 接风。", is Chinese."""
    if sum(1 for ch in chars if ch.isascii() and ch.isalpha()) <= sum(1 for ch in chars if _is_cjk(ch)):
        return False
    return not any(ch in CHINESE_SENTENCE for ch in chars) and not CHINESE_RUN.search("".join(chars))


def _words(seps: list[str], n: int) -> list[tuple[int, int]]:
    """For each character, the start and end of the run of characters without a space it is in."""
    out: list[tuple[int, int]] = []
    start = 0
    for k in range(1, n + 1):
        if k == n or seps[k]:
            out.extend([(start, k)] * (k - start))
            start = k
    return out


def _gap(para: _Paragraph, k: int, words: list[tuple[int, int]], english: bool) -> int:
    """How good a place the gap before character ``k`` is to end a line."""
    a, b = para.chars[k - 1], para.chars[k]
    if b in NO_LINE_START or a in NO_LINE_END or b.isspace():
        return HARD  # a no-break space (any space but a plain one) joins: never a line's first character
    if para.seps[k]:
        before = "".join(para.chars[slice(*words[k - 1])])
        if "=" in (a, b):
            return SOFT  # "K = 13"
        if b == "★":
            return SOFT  # a seat's stars keep to its name: "B2 ★3", not "B2" / "★3"
        if before == ARROW:
            return SOFT  # an arrow keeps the seat it points at: "→ Alexander", not "→" / "Alexander"
        if _signed_figure(para, k):
            return SOFT  # a seat's figure keeps to its name: "Bot 2 −4", not "Bot 2" / "−4"
        if before in SUITS:
            return SOFT  # a suit alone keeps to what it is the suit of: "3 ♥ stars", not "3 ♥" / "stars"
        if _count_and_suit(para, k):
            return SOFT  # and to its count: "♦9: 1 ♦ star", not "♦9: 1" / "♦ star"
        if english:  # a number stays on the line of the word before it: "Bot 2", "pot 890"
            counts = words[k][1] < len(para.chars) and _count_and_suit(para, words[k][1])  # "♦9:" / "1 ♦ star"
            return SOFT if b.isdigit() and para.seps[k] == " " and not counts else SPACE
        count = AFTER_CHINESE_MARK.split(before)[-1]  # "3" of "♥9：3": no space after a Chinese mark
        if (NUMBER.fullmatch(count) and _is_cjk(b)) or (before.endswith("第") and b.isdigit()):
            return SOFT  # "2 张", "第 1 局", "♥9：3 颗"
        return SPACE
    if b in DASHES:
        return HARD  # a dash keeps to what is before it: "否决——" / "等待"
    if a in "、，" and b.isdigit() and k >= 2 and para.chars[k - 2].isdigit():
        return SOFT  # a list of numbers keeps together: "1、2、4 或 6", the keys of a seat question
    if a in BREAK_AFTER:
        return GOOD
    if b in NO_LINE_END:
        # a card keeps what it stands for: "♥2（当 J）", not "♥2" / "（当 J）"
        return SOFT if para.chars[words[k - 1][0]] in SUITS else SPACE
    if a in DASHES and _is_cjk(b):  # a paragraph's opening dash keeps to what follows: "——你得到"
        return HARD if all(ch in DASHES for ch in para.chars[:k]) else PLAIN
    cjk_a, cjk_b = _is_cjk(a), _is_cjk(b)
    if english and (cjk_a or cjk_b):
        word = para.chars[slice(*words[k])]
        return PLAIN if sum(1 for ch in word if _is_cjk(ch)) > CJK_WORD else SOFT
    if cjk_a and cjk_b:
        return EDGE if _in_word(para, k) else PLAIN
    if (a == "-" and "".join(para.chars[k - 2:k - 1]).isalpha() and b.isalpha()) or _after_folder(para, k):
        return HYPHEN  # "counter-" / "clockwise", a file's path after a folder
    if cjk_a != cjk_b and (a in NO_LINE_START or b in NO_LINE_END):
        return PLAIN  # ASCII punctuation next to Chinese: "比牌,底池"
    return SOFT  # a Latin run, or one next to Chinese: "♥10", "电脑1", "攻击+1"


def _latin_name(para: _Paragraph, start: int, end: int) -> bool:
    """Whether characters ``start`` up to ``end`` are one Latin word ("Alexander", "Bot2"), nothing else."""
    return (LATIN_NAME.fullmatch("".join(para.chars[start:end])) is not None
            and not any(para.seps[j] for j in range(start + 1, end)))


def _name_alone(para: _Paragraph, start: int, end: int) -> bool:
    """Whether the line from ``start`` up to ``end`` would be a Latin name alone, Chinese after it."""
    return end < len(para.chars) and _is_cjk(para.chars[end]) and _latin_name(para, start, end)


def _count_and_suit(para: _Paragraph, k: int) -> bool:
    """Whether the gap before character ``k`` is a space between a count and a suit alone: "3 ♥ stars"."""
    n = len(para.chars)
    if not para.seps[k] or para.chars[k] not in SUITS or (k + 1 < n and not para.seps[k + 1]):
        return False
    start = k - 1
    while start > 0 and not para.seps[start]:
        start -= 1
    return NUMBER.fullmatch("".join(para.chars[start:k])) is not None


def _signed_figure(para: _Paragraph, k: int) -> bool:
    """Whether character ``k`` opens a signed figure: "+12", "−4", "±0"."""
    nxt = k + 1
    return (para.chars[k] in "+−±" and nxt < len(para.chars) and not para.seps[nxt]
            and para.chars[nxt].isdigit())


def _after_folder(para: _Paragraph, k: int) -> bool:
    """Whether character ``k`` follows a folder's name and its "/" or "\\" ("/home/" / "ann/", not
    after a path's leading "/" alone: "to: /" / "home/")."""
    a, b = para.chars[k - 1], para.chars[k]
    if a not in "/\\" or b in "/\\" or k < 2 or para.seps[k - 1]:
        return False
    return para.chars[k - 2].isalnum() or para.chars[k - 2] in "._-~:"


def _in_word(para: _Paragraph, k: int) -> bool:
    """Whether the gap before character ``k`` leaves one Chinese character alone on either side before
    a space, punctuation or an end: most words have two or more ("星" / "辰：", "筹" / "码。")."""
    def letter(j: int) -> bool:
        ch = para.chars[j] if 0 <= j < len(para.chars) else " "
        return _is_cjk(ch) and ch not in PUNCTUATION

    return not (letter(k - 2) and not para.seps[k - 1]) or not (letter(k + 1) and not para.seps[k + 1])


def _keep_words(para: _Paragraph) -> None:
    """No line ends inside a Chinese word (see :mod:`app.ui.lexicon`) unless a run is too long for a
    line: "多余" / "的城管", not "多" / "余的城管". Overlapping words keep each other whole: "离开牌桌"
    holds "离开", "开牌" and "牌桌"."""
    words, longest = lexicon().words, lexicon().longest
    chars, seps = para.chars, para.seps
    for start, ch in enumerate(chars):
        if not _is_cjk(ch):
            continue
        word = ch
        for end in range(start + 1, min(start + longest, len(chars))):
            if seps[end]:
                break  # a word has no space inside
            word += chars[end]
            if word in words:
                for k in range(start + 1, end + 1):
                    para.gaps[k] = min(para.gaps[k], SOFT)


def _keep_phrases(para: _Paragraph) -> None:
    """No line ends inside an English name of several words (a game's: see :mod:`app.ui.lexicon`)
    unless a run is too long for a line: "of" / "Xianshi Tongxing.", not "of Xianshi" / "Tongxing."."""
    phrases = lexicon().phrases
    if not phrases:
        return
    joined, starts = para.seps[0] if para.seps else "", []
    for k, ch in enumerate(para.chars):
        joined += para.seps[k] if k else ""
        starts.append(len(joined))
        joined += ch
    for phrase in phrases:
        pattern = r"(?<![\w])" + r"\s+".join(map(re.escape, phrase.split())) + r"(?![\w])"
        for m in re.finditer(pattern, joined):
            for k, at in enumerate(starts):
                if m.start() < at < m.end():
                    para.gaps[k] = min(para.gaps[k], SOFT)


def _keep_names(para: _Paragraph, names: tuple[str, ...]) -> None:
    """No line ends inside a seat's name (one that fits a line) unless a run is too long for a line, as
    in "电脑1": a long Chinese name, "国国国国国国国国国国国己" / "摸了 1 张", not "国国国国国国国国" /
    "国国国己 摸了 1 张"."""
    joined = "".join(para.chars)  # the name's own spaces are kept to by the gaps at them
    for name in dict.fromkeys(n.replace(" ", "") for n in names):
        at = joined.find(name) if len(name) > 1 else -1
        while at >= 0:
            for k in range(at + 1, at + len(name)):
                para.gaps[k] = min(para.gaps[k], SOFT)
            at = joined.find(name, at + 1)


def _keep_arrow_targets(para: _Paragraph, words: list[tuple[int, int]]) -> None:
    """What an arrow alone points at ("→ 司马相如", a seat) is not broken inside unless it is too long
    for a line: "→ 司马相如", not "→ 司马" / "相如" (the gap after the arrow: see :func:`_gap`)."""
    for start, end in dict.fromkeys(words):
        if start > 0 and "".join(para.chars[slice(*words[start - 1])]) == ARROW:
            for k in range(start + 1, end):
                para.gaps[k] = min(para.gaps[k], SOFT)


def _keep_dashes(para: _Paragraph, words: list[tuple[int, int]]) -> None:
    """Each piece of dashes alone ("—", "——") stays on the line of the piece before it, a paragraph's
    opening one with the piece after it ("—— 第 1 副" … "副 ——"). Inside a paragraph a dash starts the
    next line rather than a word that fits a line be cut ("cancelled" / "— the", not "cancel" / "led —")."""
    n = len(para.chars)
    for start, end in dict.fromkeys(words):
        if all(ch in DASHES for ch in para.chars[start:end]):
            if start > 0:
                para.gaps[start] = DASH if end < n else HARD
            elif end < n:
                para.gaps[end] = HARD


def _keep_brackets(para: _Paragraph, width: Callable[[str], int], room: int) -> None:
    """Marks the gaps inside each full-width bracket that fits a line ``room`` wide, "（波及 3 4 5）": a line
    breaks there only if what it would give up before the bracket is much more ("封顶" / "（倍底注）",
    not "封顶（倍" / "底注）"). A long list in brackets, "（攻击、逆转、教主、…）", breaks at its 、."""
    chars = para.chars
    for start, ch in enumerate(chars):
        close = BRACKETS.get(ch)
        if close is None:
            continue
        depth = 0
        for end in range(start, len(chars)):
            depth += (chars[end] == ch) - (chars[end] == close)
            if depth == 0:
                while end + 1 < len(chars) and para.gaps[end + 1] == HARD:
                    end += 1  # with the punctuation after it: "（波及 A 2 K）。"
                w = width(para.text(start, end + 1))
                if w <= room and (w <= room * 2 // 3 or "、" not in chars[start + 1:end]):
                    para.inside.update(range(start + 1, end + 1))
                break


def _line_end(para: _Paragraph, start: int, font: pygame.font.Font, width: int, taste: float) -> int:
    """Where the line from character ``start`` ends: at the best place that fits (a better place a
    little further back beats the last one: after "，", at a space; a bracket that fits a line is
    better not broken; ``taste`` scales how much further back for a better place), inside a run too
    long for a line only if there is nothing else, and inside an English word only if the word alone
    is wider than the line. A line is never only dashes."""
    n = len(para.chars)
    fits = _fitting_end(para, start, font, width)
    if fits == n:
        return n
    places: list[int] = []  # where the line may end, in order
    inside_run: dict[tuple[int, int], int] = {}  # the last place of each kind inside a run too long for a line
    last, folder = start, None  # the last place a line may end, and a folder's "/" after it
    dashes = para.chars[start] in DASHES  # the line so far is only dashes
    for k in range(start + 1, fits + 1):
        grade = para.gaps[k]
        if dashes:
            pass
        elif grade >= EDGE:
            places.append(k)
            last, folder = k, None
        elif grade > HARD:
            kind = (_between_words(para, k, grade), grade)
            if kind not in inside_run or para.seps[k] or _run_left(para, k) >= 3:
                inside_run[kind] = k  # leaving at least three characters to the next line: not "combinatio" / "n"
                folder = k if grade == HYPHEN else folder
        dashes = dashes and para.chars[k] in DASHES
    if folder is not None and last > start and font.size(para.text(last, _next_place(para, last)))[0] > width:
        return folder  # a path too long for any line starts where it stands: "… With A Long Name/AppData/"
    if len(places) > 1 and _name_alone(para, start, places[0]):
        del places[0]  # a Latin name keeps the Chinese after it: "Alexander 出完了牌：", not "Alexander" / "出完…"
    if places:
        return _best_place(para, start, places, font, width, taste)
    if inside_run:
        return inside_run[max(inside_run)]
    return next(k for k in range(start + 1, n + 1)  # runs over: nothing fits
                if k == n or (para.gaps[k] > HARD and any(ch not in DASHES for ch in para.chars[start:k])))


def _line_width(para: _Paragraph, start: int, end: int, font: pygame.font.Font) -> int:
    """How wide the line from character ``start`` up to ``end`` is (measured once for all the tries)."""
    w = para.widths.get((start, end))
    if w is None:
        w = para.widths[start, end] = font.size(para.text(start, end))[0]
    return w


def _fitting_end(para: _Paragraph, start: int, font: pygame.font.Font, width: int) -> int:
    """The furthest character the line from ``start`` can run up to within ``width`` (``start`` if
    not even its first fits). A line only grows as it takes more characters: from a first guess (as
    many characters as the width holds at the paragraph's mean width of one), steps twice as long
    each time find two ends, one that fits and one that does not, and halving closes in between; a
    few lines about as long as the one found are measured rather than every line up to it."""
    n = len(para.chars)
    if para.mean is None:
        para.mean = max(1.0, font.size(para.text(0, n))[0] / n)
    guess = min(n, max(start + 1, start + int(width / para.mean)))
    step = max(1, (guess - start) // 8)
    if _line_width(para, start, guess, font) <= width:
        low = guess  # the line up to low fits; beyond high it does not
        while low < n and _line_width(para, start, min(low + step, n), font) <= width:
            low, step = min(low + step, n), step * 2
        high = n if low == n else min(low + step, n) - 1
    else:
        low, high = start, guess - 1
        while high > start and _line_width(para, start, max(high - step + 1, start + 1), font) > width:
            high, step = max(high - step, start), step * 2
        low = max(high - step + 1, start + 1) if high > start else start
    while low < high:
        mid = (low + high + 1) // 2
        if _line_width(para, start, mid, font) <= width:
            low = mid
        else:
            high = mid - 1
    return low


def _best_place(para: _Paragraph, start: int, places: list[int], font: pygame.font.Font, width: int,
                taste: float) -> int:
    """The best of ``places`` to end the line from ``start`` (the last of the best, if several): the
    fuller the line the better, plus the grade's bonus. Looking back from the last place, a place that
    could not beat the best so far even as wide as the nearest line measured after it is not measured."""
    def extra(k: int) -> float:
        bonus = _BONUS[para.gaps[k]]
        bonus *= taste if bonus > 0 else 1.0  # only the preferences are a matter of taste
        return bonus - (INSIDE if k in para.inside else 0.0)

    best = places[-1]
    most = _line_width(para, start, best, font)  # no line up to a place looked at from here on is wider
    top = most / width + extra(best)
    for k in reversed(places[:-1]):
        if most / width + extra(k) <= top:
            continue
        most = _line_width(para, start, k, font)
        if most / width + extra(k) > top:
            best, top = k, most / width + extra(k)
    return best


def _between_words(para: _Paragraph, k: int, grade: int) -> int:
    """Inside a run too long for a line, how good the gap before character ``k`` is: between a count and
    its lone suit (3: "3" / "♥ stars"), at a space, after a
    no-break space or next to a Chinese character (2: "one" / "52-card", "(below" / "2-3-4)."), before a dash (1), inside an
    English word or a number (0: the word alone is wider than the line)."""
    if grade == DASH:
        return 1
    if _count_and_suit(para, k):
        return 3  # a count before a lone suit, "3 ♥ stars" wider than a line: "3" / "♥ stars", not "3 ♥" / "stars"
    if para.seps[k] or para.chars[k - 1] == NO_BREAK_SPACE:  # "Alexander\u00a0leads" wider than a line
        return 2
    return 2 if _is_cjk(para.chars[k - 1]) or _is_cjk(para.chars[k]) else 0


def _next_place(para: _Paragraph, k: int) -> int:
    """The next place after character ``k`` where a line may end (or the paragraph's end)."""
    return next((j for j in range(k + 1, len(para.chars)) if para.gaps[j] >= EDGE), len(para.chars))


def _run_left(para: _Paragraph, k: int) -> int:
    """How many characters of its run are left from character ``k`` up to the next space or place a
    line may end."""
    end = k + 1
    while end < len(para.chars) and not para.seps[end] and para.gaps[end] < EDGE:
        end += 1
    return end - k


def _settle_orphan(para: _Paragraph, ends: list[int], font: pygame.font.Font, width: int) -> None:
    """A Chinese paragraph does not end on a line of one character, with or without its punctuation
    ("…上面有 0 张" / "牌", "牌。"): the last line takes the piece before it along when that fits and
    leaves two characters or more on the line before. A last line of two characters does so only for
    a place as good to break and three characters left before: "在本应用中怎么" / "操作" becomes
    "在本应用中" / "怎么操作", but "进阶规则：" / "三堆" stays (not "进阶" / "规则：三堆"), as does
    "在本牌桌上" / "操作"."""
    if len(ends) < 2:
        return
    start, cut = ends[-3] if len(ends) > 2 else 0, ends[-2]
    last = para.chars[cut:ends[-1]]
    if len(last) > 2 or not _is_cjk(last[0]) or last[0] in PUNCTUATION or not _is_cjk(para.chars[cut - 1]):
        return
    alone = len(last) == 1 or last[1] in PUNCTUATION
    least = PLAIN if alone else max(PLAIN, para.gaps[cut])
    earlier = [k for k in range(start + (2 if alone else 3), cut) if para.gaps[k] >= least]
    if earlier and font.size(para.text(earlier[-1], ends[-1]))[0] <= width:
        ends[-2] = earlier[-1]


def _settle_name(para: _Paragraph, ends: list[int], font: pygame.font.Font, width: int) -> None:
    """A paragraph does not end on a Latin name alone after Chinese ("单挑！Alexander 对" /
    "Alexander"): the last line takes the word before the name along when that fits ("单挑！Alexander" /
    "对 Alexander"), leaving the line before it more than a name alone."""
    if len(ends) < 2:
        return
    start, cut, end = ends[-3] if len(ends) > 2 else 0, ends[-2], ends[-1]
    if not _is_cjk(para.chars[cut - 1]) or not _latin_name(para, cut, end):
        return
    earlier = [k for k in range(start + 1, cut) if para.gaps[k] >= EDGE and not _name_alone(para, start, k)]
    if earlier and font.size(para.text(earlier[-1], end))[0] <= width:
        ends[-2] = earlier[-1]


def fit_line(text: str, size: int, smallest: int, width: float, bold: bool = False, tail: str = "") -> tuple[int, str]:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` + ``tail`` fits ``width``;
    at the smallest size a text still too wide is cut and ends in an ellipsis, ``tail`` kept after it
    (a person's " ★" after "Maximilia…")."""
    while size > smallest and get_font(size, bold).size(text + tail)[0] > width:
        size -= 1
    font = get_font(size, bold)
    if font.size(text + tail)[0] <= width:
        return size, text + tail
    while len(text) > 1 and font.size(text.rstrip() + ELLIPSIS + tail)[0] > width:
        text = text[:-1]
    return size, text.rstrip() + ELLIPSIS + tail


def fit_line_middle(text: str, size: int, smallest: int, width: float, bold: bool = False,
                    tail: str = "") -> tuple[int, str]:
    """As :func:`fit_line`, but a text still too wide at the smallest size loses its middle, not its
    end ("国国国国…国国甲 ★", "Maximi…driguez"): names that differ only at their end stay told apart."""
    size, line = fit_line(text, size, smallest, width, bold, tail)
    if line == text + tail:
        return size, line
    font = get_font(size, bold)
    for keep in range(len(text) - 1, 1, -1):  # the most of the text that fits, its start a little the longer
        shown = text[:(keep + 1) // 2].rstrip() + ELLIPSIS + text[len(text) - keep // 2:].lstrip() + tail
        if font.size(shown)[0] <= width:
            return size, shown
    return size, line


def _line_ends(para: _Paragraph, font: pygame.font.Font, width: int, taste: float) -> list[int]:
    """Where each line of ``para`` ends (see :func:`_line_end`)."""
    ends = [_line_end(para, 0, font, width, taste)]
    while ends[-1] < len(para.chars):
        ends.append(_line_end(para, ends[-1], font, width, taste))
    return ends


def wrap_text(text: str, size: int, width: int, bold: bool = False, names: tuple[str, ...] = ()) -> list[str]:
    """Break text into lines that fit ``width``: English at spaces; Chinese between characters,
    better after its punctuation or at a space when one is near (unless that takes a line more),
    never starting a line with closing punctuation or ending one with opening punctuation, and not
    inside a Chinese word (see :mod:`app.ui.lexicon`), a number, a card ("♥10"), a name ("电脑1"),
    a count and its lone suit ("1 ♦ star"), one of ``names`` (seats') or a short bracket while that fits a line. A
    paragraph does not end on a line of one Chinese character, and only a run too long for ``width``
    is broken inside (a file's path after a "/" or "\\")."""
    return list(_wrapped(text, get_font(size, bold), width, names))


@lru_cache(maxsize=2048)  # the log and the panels wrap the same texts every frame
def _wrapped(text: str, font: pygame.font.Font, width: int, names: tuple[str, ...] = ()) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        para = _paragraph(paragraph, lambda piece: font.size(piece)[0], width, names)
        if not para.chars:
            lines.append("")
            continue
        fewest = _line_ends(para, font, width, 0.0)
        ends = next((ends for ends in (_line_ends(para, font, width, taste) for taste in (1.0, 0.5))
                     if len(ends) == len(fewest)), fewest)
        _settle_orphan(para, ends, font, width)
        _settle_name(para, ends, font, width)
        lines.extend(_trimmed(para, start, end) for start, end in zip([0] + ends, ends))
    return tuple(lines)


def _trimmed(para: _Paragraph, start: int, end: int) -> str:
    """The line from character ``start`` up to ``end`` with no space of any kind at its end (a wide
    space, a no-break space a run too long for a line broke after) nor, but for the paragraph's own
    indent, at its start."""
    line = para.text(start, end).rstrip()
    return line if start == 0 else line.lstrip()


SCROLLBAR_W = 5  # a page's scrollbar at 1280×720 (rules, statistics)


def evened(text: str, size: int, width: int, bold: bool = False, names: tuple[str, ...] = ()) -> list[str]:
    """``text`` wrapped at ``size`` in ``width`` (``names`` kept whole as :func:`wrap_text` keeps
    them); if that leaves a short last line (a full line or two and a word left over, as "(or click
    it" / "twice)"), as even as they come instead: in the narrowest width that still takes no more
    lines and breaks no name. (Evening lines that read well as they are could only move their
    breaks off the punctuation they sit at.)"""
    lines = wrap_text(text, size, width, bold, names)
    if not short_last_line(lines, get_font(size, bold)):
        return lines
    alone, cut, broken = _names_alone(text, lines), _words_cut(text, lines), names_broken(names, lines)

    def fits(w: int) -> bool:  # no more lines, no Latin name left alone and no word or name cut that was not before
        narrower = wrap_text(text, size, w, bold, names)
        return (len(narrower) <= len(lines) and _names_alone(text, narrower) <= alone
                and _words_cut(text, narrower) <= cut and names_broken(names, narrower) <= broken)

    return wrap_text(text, size, narrowest(width, fits), bold, names)


def names_broken(names: tuple[str, ...], lines: list[str]) -> int:
    """How many times one of ``names`` is broken across two of the ``lines`` (found whole on fewer
    lines than in the lines joined)."""
    joined = "".join(line.replace(" ", "") for line in lines)
    return sum(joined.count(name) - sum(line.replace(" ", "").count(name) for line in lines)
               for name in dict.fromkeys(n.replace(" ", "") for n in names) if len(name) > 1)


def _names_alone(text: str, lines: list[str]) -> int:
    """How many of the ``lines`` of a Chinese ``text`` are a Latin name alone ("Alexander")."""
    if not re.search(r"[\u4e00-\u9fff]", text):
        return 0
    return sum(1 for line in lines if LATIN_NAME.fullmatch(line.strip()))


def _words_cut(text: str, lines: list[str]) -> int:
    """How many of the breaks between the ``lines`` of ``text`` fall inside a Latin word or a number
    ("WWWWWWWWW" / "WWW is out") or at a no-break space ("Alexander" / "leads")."""
    cut, pos = 0, 0
    for line in lines[:-1]:
        at = text.find(line, pos)
        if at < 0:
            continue
        pos = at + len(line)
        joint = text[pos - 1:pos + 1]
        cut += (len(joint) == 2 and all(ch.isascii() and ch.isalnum() for ch in joint)) or NO_BREAK_SPACE in joint
    return cut


@lru_cache(maxsize=1024)  # the log asks for every line it shows, every frame
def fit_names(text: str, names: tuple[str, ...], size: int, width: int, bold: bool = False) -> str:
    """``text`` with each Latin name of ``names`` that cannot stand whole on a line ``width`` wide with
    what a line may not be broken from ("Alexander's", "（Alexander、") cut with an ellipsis ("Alexa…'s"),
    so that no line breaks inside the name. (A no-break space, "Alexander\u00a0leads", breaks when it must.)"""
    font = get_font(size, bold)
    for name in dict.fromkeys(names):
        if not LATIN_NAME.fullmatch(name) or name not in text:
            continue
        for paragraph in text.split("\n"):
            for unit in dict.fromkeys(_glued(paragraph, name)):
                if font.size(unit)[0] <= width:
                    continue
                k = len(name) - 1
                while k > 1 and font.size(unit.replace(name, name[:k] + ELLIPSIS))[0] > width:
                    k -= 1
                text = text.replace(unit, unit.replace(name, name[:k] + ELLIPSIS))
    return text


def _glued(paragraph: str, name: str) -> list[str]:
    """Each place ``name`` stands as a word in ``paragraph``, with what the line breaker keeps on its
    line even in a run too long for one (see :func:`_gap` and :func:`_between_words`)."""
    para = _paragraph(paragraph, lambda piece: 0, 0)
    chars, n = "".join(para.chars), len(para.chars)

    def apart(k: int) -> bool:  # a line may end before character k, if only inside a run too long for one
        if k <= 0 or k >= n or para.gaps[k] >= EDGE or para.gaps[k] == DASH:
            return True
        return para.gaps[k] > HARD and _between_words(para, k, para.gaps[k]) >= 2

    units = []
    for m in re.finditer(re.escape(name), chars):
        i, j = m.start(), m.end()
        if any(para.seps[k] for k in range(i + 1, j)) or LATIN_NAME.fullmatch(chars[max(0, i - 1):j + 1]):
            continue  # not the name alone: "Ann" in "Anna"
        while not apart(i):
            i -= 1
        while not apart(j):
            j += 1
        units.append(para.text(i, j).lstrip(" "))
    return units


def tail_rows(rows: Sequence[str], n: int, size: int, width: int) -> list[str]:
    """The last ``n`` of a wrapped entry's ``rows``, the first opening with "…" to say the entry
    began above; where that no longer fits ``width`` its first words (characters, in Chinese) go."""
    if n <= 0 or not rows:
        return []
    tail = list(rows[-n:])
    if len(tail) == len(rows):
        return tail
    font, first = get_font(size), tail[0].lstrip()
    while first and font.size(ELLIPSIS + first)[0] > width:
        first = first.split(" ", 1)[1].lstrip() if " " in first else first[1:]
    tail[0] = ELLIPSIS + first
    return tail


def short_last_line(lines: list[str], font: pygame.font.Font) -> bool:
    """Whether the last of several ``lines`` is less than a third as long as the longest (a word
    or two left over)."""
    return len(lines) > 1 and 3 * font.size(lines[-1])[0] < max(font.size(line)[0] for line in lines)


def narrowest(width: int, fits: Callable[[int], bool], least: int = 0) -> int:
    """The narrowest width from half of ``width`` (or ``least``) up to it at which ``fits`` (as it
    does at ``width``)."""
    least, most = min(width, max(least, width // 2)), width
    while least < most:
        mid = (least + most) // 2
        if fits(mid):
            most = mid
        else:
            least = mid + 1
    return most


def panel_scroll_track(panel: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    """The track of a page's scrollbar along the right edge of its ``panel``."""
    bar_w = theme.scaled(SCROLLBAR_W, scale)
    return pygame.Rect(panel.right - theme.scaled(12, scale) - bar_w, panel.y + theme.scaled(14, scale), bar_w,
                       panel.h - theme.scaled(28, scale))


def scroll_thumb(track: pygame.Rect, shown: int, total: int, scroll: int, least: int) -> pygame.Rect:
    """The thumb on ``track`` for a page ``total`` long of which ``shown`` is in view from ``scroll``
    on (any one unit: pixels, rows), at least ``least`` pixels long."""
    thumb_h = max(least, track.h * shown // max(1, total))
    thumb_y = track.y + (track.h - thumb_h) * scroll // max(1, total - shown)
    return pygame.Rect(track.x, thumb_y, track.w, thumb_h)


class ScrollbarDrag:
    """The mouse on a page's scrollbar: press on the thumb and drag it, or press on the track to
    bring the thumb's middle there (and drag on). The bar is thin, so the pointer may be a little
    to either side of it. ``handle`` gives the new scroll (0 to ``most``, in the page's own unit)
    for an event it took, else None."""

    def __init__(self) -> None:
        self.grab: int | None = None  # while dragging: the pointer's height above the thumb's top

    def handle(self, event: pygame.event.Event, track: pygame.Rect, thumb: pygame.Rect, most: int,
               scale: float = 1.0) -> int | None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.grab is not None:
            self.grab = None
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            reach = max(track.w, theme.scaled(18, scale))
            area = pygame.Rect(track.centerx - reach // 2, track.y, reach, track.h)
            if most <= 0 or not area.collidepoint(event.pos):
                return None
            y = event.pos[1]
            self.grab = y - thumb.y if thumb.y <= y < thumb.bottom else thumb.h // 2
        elif event.type != pygame.MOUSEMOTION or self.grab is None:
            return None
        room = max(1, track.h - thumb.h)
        top = min(max(event.pos[1] - self.grab - track.y, 0), room)
        return (top * most + room // 2) // room


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, thumb: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=radius)
    pygame.draw.rect(surface, theme.MUTED, thumb, border_radius=radius)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0, pad: int = 4,
                    radius: int = 10) -> None:
    """The keyboard focus: a ring in the accent colour ``pad`` pixels (at 1280×720) round ``rect``."""
    grow = theme.scaled(2 * pad, scale)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(grow, grow), theme.scaled(2, scale),
                     border_radius=theme.scaled(radius, scale))


class _Pointer:
    """Counts changes of the scene stack: a button's hover belongs to the screen it was seen on."""

    generation = 0


def forget_hover() -> None:
    """The scene stack changed (a screen opened or closed): no button is under the pointer until
    the pointer moves over it again (else the button that opened a screen stays lit after it closes)."""
    _Pointer.generation += 1


@dataclass
class Button:
    """A clickable label. ``label`` is a callable so the text follows the language setting."""

    label: Callable[[], str]
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 120, 40))
    enabled: Callable[[], bool] = lambda: True
    hotkey: int | None = None
    selected: Callable[[], bool] = lambda: False
    font_size: int = 20
    hover_generation: int = -1  # the ``_Pointer.generation`` in which the pointer was last over it
    shared_size: int | None = None  # set by ``share_text_size``: the size its row is written in
    note: Callable[[], str] | None = None  # a smaller second line under the label ("" for none)
    on_back: Callable[[], None] | None = None  # a right click: e.g. a setting's previous value
    scale: float = 1.0  # the UI scale its margins and note are drawn at (``font_size`` is set apart)

    @property
    def hovered(self) -> bool:
        """Whether the pointer is over the button (as last seen since the scene stack changed)."""
        return self.hover_generation == _Pointer.generation

    @hovered.setter
    def hovered(self, value: bool) -> None:
        self.hover_generation = _Pointer.generation if value else -1

    def px(self, n: int) -> int:
        return theme.scaled(n, self.scale)

    def fitted_size(self) -> int:
        """The largest size up to ``font_size`` at which the label fits the button."""
        return fit_line(self.label(), self.font_size, 10, self.rect.w - self.px(10))[0]

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was used by this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled():
                self.on_click()
            return True
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.on_back is not None
              and self.rect.collidepoint(event.pos)):
            if self.enabled():
                self.on_back()
            return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.enabled():
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        text_color = self.draw_face(surface)
        text = self.label()
        size = self.shared_size if self.shared_size is not None else self.fitted_size()
        note = self.note() if self.note is not None else ""
        if not note:
            blit_text(surface, text, size, text_color, center=self.rect.center)
            return
        x, y, h = self.rect.centerx, self.rect.y, self.rect.h
        px = self.px
        note_size, note = fit_line(note, max(px(11), min(px(15), h * 3 // 10)), px(11), self.rect.w - px(12))
        blit_text(surface, text, min(size, h * 2 // 5), text_color, center=(x, y + h * 9 // 25))
        blit_text(surface, note, note_size, theme.MUTED if text_color == theme.WHITE else text_color,
                  center=(x, y + h * 18 // 25))

    def draw_face(self, surface: pygame.Surface) -> tuple[int, int, int]:
        """The button without its label (for buttons that write their own); returns the text colour."""
        enabled = self.enabled()
        if not enabled:
            color = theme.BUTTON_DISABLED
        elif self.selected():
            color = (150, 120, 40)
        else:
            color = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.selected() else theme.PANEL_EDGE, self.rect, 1, border_radius=8)
        return theme.WHITE if enabled else (140, 150, 146)


def share_text_size(buttons: Sequence[Button]) -> None:
    """Write a row of buttons in one size, the one its longest label needs (a lone shrunken label
    looks like a mistake)."""
    size = min((b.fitted_size() for b in buttons), default=None)
    for b in buttons:
        b.shared_size = size


TOAST_SIZE = 20  # a message's text, at 1280×720
TOAST_SMALLEST = 14  # ... and in a title band too short for it at that size, no smaller
BAND_PAD = 6  # above and below a message's lines in such a band, together


WRAPS_KEPT = 64  # a message's wraps a Toast keeps (by width): a window's resizes and a search for a width


class Toast:
    """A short message that fades out (illegal moves, saves, warnings). It is kept as given (``said``):
    a function is asked for the text again each time it is read, so a language switched while the
    message is up shows in it at once."""

    def __init__(self) -> None:
        self.said: LiveText = ""
        self.left = 0.0
        self.color: tuple[int, int, int] = theme.WHITE
        self.names: tuple[str, ...] = ()  # seats' names the message keeps whole on a line
        # the message's lines by (text, size, width, names): a scene measures the message to place it
        # and it is drawn on the same frame, every frame it shows; each width is wrapped once
        self._wrapped: dict[tuple[str, int, int, tuple[str, ...]], tuple[str, ...]] = {}

    @property
    def text(self) -> str:
        return live(self.said)

    @text.setter
    def text(self, text: LiveText) -> None:
        self.said = text

    def show(self, text: LiveText, seconds: float = 3.0, color: tuple[int, int, int] = theme.WHITE,
             names: tuple[str, ...] = ()) -> None:
        """Show ``text`` (said again in the current language each time it is read) for ``seconds``;
        any of ``names`` in it is not broken across lines where it fits one."""
        self.said, self.left, self.color, self.names = text, seconds, color, names

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def clear(self) -> None:
        """Take the message down at once."""
        self.said, self.left = "", 0.0

    def lines(self, width: int, scale: float = 1.0) -> list[str]:
        """The message's lines in a panel ``width`` wide in a window of UI ``scale``; each is written
        in ``theme.scaled(TOAST_SIZE, scale)``."""
        key = (self.text, theme.scaled(TOAST_SIZE, scale), width - theme.scaled(40, scale), self.names)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) >= WRAPS_KEPT:  # a message tried at many widths (the narrowest that fits)
                self._wrapped.clear()
            text, size, inner, names = key
            lines = self._wrapped[key] = tuple(wrap_text(text, size, inner, names=names))
        return list(lines)

    def _height(self, lines: int, scale: float) -> int:
        return theme.scaled(16, scale) + theme.scaled(28, scale) * lines

    def height(self, width: int, scale: float = 1.0) -> int:
        """How tall the message's panel is at ``width`` in a window of UI ``scale``."""
        return self._height(len(self.lines(width, scale)), scale)

    def fitted(self, width: int, scale: float = 1.0, room: int | None = None) -> tuple[int, int, list[str]]:
        """The message's text size, line step and lines at ``width``: as usual, or in a band only
        ``room`` px tall (a shell page's title band) smaller and closer, down to TOAST_SMALLEST px,
        until it fits the band (a longer one than even that allows keeps the smallest)."""
        size, step = theme.scaled(TOAST_SIZE, scale), theme.scaled(28, scale)
        lines = self.lines(width, scale)
        if room is None or self._height(len(lines), scale) <= room:
            return size, step, lines
        inner, pad = width - theme.scaled(40, scale), theme.scaled(BAND_PAD, scale)
        for size in range(size - 1, theme.scaled(TOAST_SMALLEST, scale) - 1, -1):
            step = size + theme.scaled(3, scale)  # the glyphs' own height and a little: no line touches the next
            lines = wrap_text(self.text, size, inner, names=self.names)
            if pad + step * len(lines) <= room:
                break
        return size, step, lines

    def draw(self, surface: pygame.Surface, center: tuple[int, int], width: int,
             room: int | None = None) -> pygame.Rect | None:
        """Draw the message centred on ``center`` at most ``width`` wide (and where it fits, ``room``
        tall: see :meth:`fitted`); its panel, if shown."""
        if self.left <= 0 or not self.text:
            return None
        scale = theme.ui_scale(surface.get_size())  # grown with the window, as the table's bar and log are

        def px(n: int) -> int:
            return theme.scaled(n, scale)

        size, step, lines = self.fitted(width, scale, room)
        usual = step == px(28)
        rect = pygame.Rect(0, 0, width, self._height(len(lines), scale) if usual else px(BAND_PAD) + step * len(lines))
        rect.center = center
        # a long message (several damaged files at start-up) stays in the window, a little off its edges
        rect.clamp_ip(surface.get_rect().inflate(-px(12), -px(12)))
        draw_panel(surface, rect, alpha=int(255 * min(1.0, self.left / 0.4)))  # opaque: readable over any panel
        first = rect.y + (px(22) if usual else px(BAND_PAD) // 2 + step // 2)
        for i, line in enumerate(lines):
            blit_text(surface, line, size, self.color, center=(rect.centerx, first + step * i))
        return rect


def place_settings_button(button: Button, panel: pygame.Rect, scale: float) -> None:
    """Put a screen's small Settings button (the results', the error screen's) in the top right
    corner of its ``panel``, clear of the centred title, at ``scale``."""
    size, pad = theme.scaled(16, scale), theme.scaled(12, scale)
    w = max(theme.scaled(90, scale), get_font(size).size(button.label())[0] + 2 * theme.scaled(14, scale))
    button.rect = pygame.Rect(panel.right - pad - w, panel.y + pad, w, theme.scaled(34, scale))
    button.font_size, button.scale = size, scale
