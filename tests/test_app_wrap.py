"""Line breaking of the shared text wrapper: Chinese punctuation rules and whole Latin words."""

from __future__ import annotations

from typing import Any

import pytest

from app.ui.widgets import NO_LINE_END, NO_LINE_START, wrap_text

ZH = "电脑2 付 190(明注,全押)比牌,底池 1830。电脑2 与 电脑3 比牌:电脑2 赢。「换家」之后,你的手牌(共 4 张)全部交给对方。"
EN = "Computer 2 pays 190 (seen, all in) to compare; pot 1830. A 3.5 s delay keeps (most) words whole."


def test_chinese_lines_never_start_with_closing_or_end_with_opening_punctuation(app) -> None:
    for width in range(40, 400, 7):
        lines = wrap_text(ZH, 15, width)
        assert "".join(lines).replace(" ", "") == ZH.replace(" ", "")
        for line in lines[1:]:
            assert line[0] not in NO_LINE_START, (width, lines)
        for line in lines[:-1]:
            assert line[-1] not in NO_LINE_END, (width, lines)


def _widest(pieces: list[str]) -> int:
    from app.fonts import get_font

    return max(get_font(15).size(piece)[0] for piece in pieces)


def test_latin_words_and_numbers_stay_whole(app) -> None:
    """Wherever each word fits a line (a word too long for one is broken rather than running over)."""
    for width in range(_widest(EN.split()), 500, 11):
        lines = wrap_text(EN, 15, width)
        assert " ".join(lines).split() == EN.split(), width


def test_a_number_keeps_to_the_word_before_it_in_english(app) -> None:
    """No English line opens with a number that had a word before it ("Computer / 2", "pot / 1830."),
    wherever the word and its number fit a line together."""
    import re

    for width in range(_widest(re.findall(r"\S+ \d\S*", EN)), 500, 3):
        lines = wrap_text(EN, 15, width)
        for line in lines[1:]:
            assert not line[0].isdigit(), (width, lines)


def test_short_chinese_names_stay_whole_in_english_text(app) -> None:
    text = "Your hand: Attack +1 (攻击+1), Duel (单挑), Reconnect (重连), Bottom Draw (抽底), Warden (城管)"
    names = ("攻击", "单挑", "重连", "抽底", "城管")
    for width in range(_widest(text.split()), 400, 5):
        lines = wrap_text(text, 15, width)
        assert " ".join(lines).split() == text.split(), width
        for line in lines:
            for name in names:
                for k in range(1, len(name)):
                    assert not line.endswith(name[:k]) and not line.startswith(name[k:]), (width, lines)


def test_a_dash_is_never_left_alone_on_a_line(app) -> None:
    """A narrow log wrapped "—— 第 1 副：双方都打 2 ——" with its closing "——" alone on the last
    line; every text with a dash, in both languages, keeps each dash with a word."""
    from collections import defaultdict

    from app.i18n import load_table

    texts = [text.format_map(defaultdict(lambda: "B2")) for lang in ("zh", "en")
             for text in load_table(lang).values() if "—" in text or "–" in text]
    assert "—— 第 B2 副（双方都打 B2）——" in texts
    for text in texts:
        for width in range(20, 420, 4):
            lines = wrap_text(text, 15, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            for line in lines:
                assert line.strip(" —–"), (width, text, lines)


def test_a_chinese_paragraph_does_not_end_on_one_character(app) -> None:
    """The log wrapped "电脑1 把通行放回卡组，上面有 0 张牌" as "…上面有 0 张" / "牌"."""
    from app.fonts import get_font

    text = "电脑1 把通行放回卡组，上面有 0 张牌"
    orphaned = 0
    for width in range(60, 400, 3):
        lines = wrap_text(text, 15, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(get_font(15).size(line)[0] <= width for line in lines if len(line) > 1), (width, lines)
        if len(lines) > 1:
            assert len(lines[-1]) > 1, (width, lines)
        assert wrap_text(text + "\n" + text, 15, width) == lines + lines  # each paragraph on its own
        orphaned += len(lines) > 1
    assert orphaned  # some widths did break the line


def test_a_two_character_last_line_is_not_paid_for_with_a_short_first_line(app) -> None:
    """A heading wrapped "进阶规则：三堆" as "进阶" / "规则：三堆", and the rules page "在本牌桌上操作" as
    "在本" / "牌桌上操作": the rule against a last line of one character acted on two as well, at
    any price. A last line of two characters now takes company only from a place as good to break,
    leaving three characters before; one character (with its punctuation) still always does."""
    from app.fonts import get_font

    font = get_font(15)
    for text, first in (("进阶规则：三堆", "进阶规则："), ("在本牌桌上操作", "在本牌桌上"), ("没有筹码，出局", "没有筹码，")):
        for width in range(font.size(first)[0], font.size(text)[0]):
            assert wrap_text(text, 15, width) == [first, text[len(first):]], (text, width)
    assert wrap_text("在本应用中怎么操作", 15, font.size("在本应用中怎么")[0]) == ["在本应用中", "怎么操作"]
    assert wrap_text("把通行放回卡组：牌。", 15, font.size("把通行放回卡组：")[0]) == ["把通行放回", "卡组：牌。"]


def test_a_short_chinese_bracket_is_not_broken_inside(app) -> None:
    """The lobby wrapped 封顶（倍底注） as "封顶（倍" / "底注）" and 局数（0 为不限） as "局数（0 为不" / "限）"."""
    from app.fonts import get_font

    font = get_font(15)
    for text, head, group in (("封顶（倍底注）", "封顶", "（倍底注）"), ("局数（0 为不限）", "局数", "（0 为不限）")):
        for width in range(font.size(group)[0], font.size(text)[0]):
            assert wrap_text(text, 15, width) == [head, group], width
        narrow = font.size(group)[0] - 4  # the bracket itself does not fit: it breaks, nothing runs over
        lines = wrap_text(text, 15, narrow)
        assert lines != [head, group] and all(font.size(line)[0] <= narrow for line in lines)


def test_chinese_log_sentences_run_on_without_a_space_and_english_ones_keep_it(app) -> None:
    """Deadline 99's kings line and Stars and Storms' round line joined their sentences with " ",
    leaving "。 " gaps in Chinese (and the kings were listed with ", ")."""
    from app import i18n
    from app.games.deadline99_narrate import narrate as d99_narrate
    from app.games.stars_and_storms.narrate import narrate_event
    from engine.games.deadline99 import IdentitiesDealt, Identity
    from engine.games.stars_and_storms.model import RoundStarted

    kings = IdentitiesDealt((Identity.RED_KING, Identity.FREE, Identity.BLACK_KING, Identity.RED_MINISTER))
    rounds = RoundStarted(2, 5, 1, 1, 2, 2, 7, 54, True)
    names = {0: "A", 1: "B", 2: "C", 3: "D"}.__getitem__
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            lines = [d99_narrate(kings, names, 1), narrate_event(rounds, names)]
            for line in lines:
                assert line is not None
                for mark in "。）！":
                    assert mark + " " not in line, line
            if lang == "en":
                assert all(". " in line for line in lines), lines
            else:
                assert ", " not in lines[0] and "，" in lines[0], lines[0]  # Chinese takes full-width commas
    finally:
        i18n.set_language("zh")


def test_a_cards_big_pip_never_covers_its_corner_index(app) -> None:
    """An ace's big pip ran into its corner suits (small cards: the ♥ beside the A merged with it):
    every pixel within one of a corner index's ink is that ink or plain paper."""
    import pygame

    from app.ui import theme
    from app.ui.cardart import card_face, corner_index
    from engine.cards import Card, Suit

    ring = pygame.mask.Mask((3, 3), fill=True)
    for w, h in ((34, 48), (40, 56), (50, 70), (70, 98), (90, 126)):
        for rank in (1, 3, 9, 10):
            for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES):
                card = Card(rank, suit)
                face = card_face(card, w, h)
                index, (x, top) = corner_index(card, w, h)
                small = pygame.transform.rotate(index, 180)
                for image, (cx, cy) in ((index, (x, top)),
                                        (small, (w - x - small.get_width(), h - top - small.get_height()))):
                    own = pygame.mask.from_surface(image, 0)  # every pixel it draws, however faint
                    near = own.convolve(ring)  # offset by one pixel up and left
                    for px, py in near.outline() + [(i, j) for i in range(near.get_size()[0])
                                                   for j in range(near.get_size()[1]) if near.get_at((i, j))]:
                        ix, iy = px - 1, py - 1
                        on_ink = 0 <= ix < own.get_size()[0] and 0 <= iy < own.get_size()[1] and own.get_at((ix, iy))
                        if not on_ink and 0 <= cx + ix < w and 0 <= cy + iy < h:
                            colour = face.get_at((cx + ix, cy + iy))[:3]
                            assert colour == theme.PAPER, (card, (w, h), (cx + ix, cy + iy), colour)


def test_joker_faces_speak_the_language_and_deadline_99_names_its_angel_and_death(
        app, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every joker said 大王 / 小王, also in English, and Deadline 99's Angel and Death looked like any
    joker: a joker's words follow the language, and the Deadline 99 jokers carry their role down
    the corner that a fanned hand leaves in view."""
    from app import i18n
    from app.games import deadline99_ui
    from app.ui import cardart
    from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit

    drawn: list[str] = []
    real_font = cardart.get_font

    class Recording:
        def __init__(self, font: Any) -> None:
            self.font = font

        def render(self, text: str, *args: Any) -> Any:
            drawn.append(text)
            return self.font.render(text, *args)

        def size(self, text: str) -> tuple[int, int]:
            return self.font.size(text)  # type: ignore[no-any-return]

    monkeypatch.setattr(cardart, "get_font", lambda size, bold=False: Recording(real_font(size, bold)))

    def words(face: Any, card: Card) -> str:
        cardart._face.cache_clear()
        drawn.clear()
        face(card, 70, 98)
        return "".join(drawn)

    big, small = Card(BIG_JOKER, Suit.JOKER), Card(SMALL_JOKER, Suit.JOKER)
    try:
        i18n.set_language("en")
        assert words(cardart.card_face, big) == "B★★BIG" and words(cardart.card_face, small) == "S★★SMALL"
        assert words(deadline99_ui.card_face, big) == "ANGEL★" and words(deadline99_ui.card_face, small) == "DEATH★"
        i18n.set_language("zh")
        assert words(cardart.card_face, big) == "大王★大王" and words(cardart.card_face, small) == "小王★小王"
        assert words(deadline99_ui.card_face, big) == "天使★" and words(deadline99_ui.card_face, small) == "死神★"
    finally:
        i18n.set_language("zh")
        cardart._face.cache_clear()


# Chinese log lines as the games write them (Stars and Storms, Xianshi Tongxing, Zha Jin Hua).
ZH_LOG = (
    "电脑1 用 ♠A 掀起 1 级风暴（波及 A 2 K）。",
    "电脑2 用 ♥10 掀起 2 级风暴（波及 8 9 10 J Q）。",
    "风暴吹落 10 颗星辰：电脑1 ♥J、电脑1 ♥9、电脑1 ♦9、电脑2 ♣9、电脑2 ♠10",
    "第 1 局结束，胜者：电脑1（星辰：电脑1 ★6、电脑2 ★5、电脑3 ★3、电脑4 ★5）",
    "电脑2 打出 攻击+1 → 电脑1",
    "电脑3 封印了 电脑4 的 2 张牌",
    "电脑3 打出 言灵，查看第 1 张",
    "电脑2 付 140（明注，全押）比牌，底池 1,170。",
    "—— 第 1 局：电脑4 坐庄，底注 10，封顶 2,100 ——",
    "电脑1 赢得底池 +1,370，电脑2 输掉 −1,370。等待 电脑4……",
    "电脑2 与 电脑3 比牌：电脑3 赢。",
    "电脑2 打出热寂牌 ♥9：3 颗♥星辰热寂。",  # "♥9：3" / "颗♥星辰热寂。" broke the count from its measure word
)
# What never breaks inside while it fits a line: Latin letters and digits ("2,100", "+1,370"), a card
# with its suit ("♥10"), a name with its number ("电脑1"), a number with its measure word ("2 张",
# "第 1 张"), a short bracket.
KEEP = r"第 \d+ [局张]|\d+ [级颗张局]|电脑\d|[^\s\u2e80-\uffff—]+|（[^（）、，]*）[。，、；：]*"


def _wrapped_well(text: str, width: int, lines: list[str]) -> None:
    import re

    from app.fonts import get_font

    font = get_font(15)
    assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
    for line in lines:
        assert font.size(line)[0] <= width, (width, lines)
    for line in lines[1:]:
        assert line[0] not in NO_LINE_START, (width, lines)
    for line in lines[:-1]:
        assert line[-1] not in NO_LINE_END, (width, lines)
    for keep in re.findall(KEEP, text):
        if font.size(keep)[0] <= width:
            assert any(keep in line for line in lines), (keep, width, lines)


def test_chinese_lines_keep_numbers_cards_names_and_short_brackets_whole(app) -> None:
    """The Stars and Storms log wrapped a storm's reach as "（波及 3" / "4 5）", the Xianshi log
    "→ 电脑" / "1", Zha Jin Hua's "封顶" / "2,000"; nothing that belongs together breaks while it
    fits a line, and the punctuation rules still hold."""
    from app.fonts import get_font

    for text in ZH_LOG:
        for width in range(get_font(15).size("电脑1 ♥10、")[0], get_font(15).size(text)[0] + 30, 3):
            _wrapped_well(text, width, wrap_text(text, 15, width))


def test_a_wild_card_keeps_what_it_stands_for_on_its_line(app) -> None:
    """The Guandan log broke 「♣J ♣J ♥2」 / 「（当 J） ♦4 ♣4」 (seen in a real window): a card and the
    bracket after it saying what it stands for stay together while they fit a line; a bracket after
    other words still may start a line."""
    from app.fonts import get_font

    text = "电脑2 出 三带二 J：♣J ♣J ♥2（当 J） ♦4 ♣4"
    for width in range(get_font(15).size("♥2（当 J）")[0], get_font(15).size(text)[0] + 10, 5):
        lines = wrap_text(text, 15, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert not any(line.startswith("（") for line in lines), (width, lines)
    assert wrap_text("封顶 2,000 筹码（倍底注）", 15, get_font(15).size("封顶 2,000 筹码")[0] + 4)[1] == "（倍底注）"


def test_chinese_lines_break_after_punctuation_or_at_a_space_when_one_is_near(app) -> None:
    """At the log's width (172 px at 960×600) a line broke mid-word ("比牌：电" / "脑3 赢。") with a
    comma or a space just before."""
    assert wrap_text("电脑2 与 电脑3 比牌：电脑3 赢。", 15, 172) == ["电脑2 与 电脑3 比牌：", "电脑3 赢。"]
    assert wrap_text("电脑1 交给 电脑3 一张牌：交易", 15, 172) == ["电脑1 交给 电脑3", "一张牌：交易"]
    assert wrap_text("电脑2 付 140（明注，全押）比牌，底池 1,170。", 15, 172) == [
        "电脑2 付 140", "（明注，全押）比牌，", "底池 1,170。"]


def test_a_run_too_long_for_the_width_is_broken_not_left_running_over(app) -> None:
    from app.fonts import get_font

    for text in ("12345678901234567890", "Verylongwordwithoutanyspace here", "电脑1 得分 +1234567890123"):
        for width in (40, 61, 90):
            lines = wrap_text(text, 15, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")
            assert all(get_font(15).size(line)[0] <= width for line in lines), (width, lines)
    assert wrap_text("Play now goes counter-clockwise", 15, 103) == ["Play now goes", "counter-", "clockwise"]
    assert wrap_text("Play now goes counter-clockwise", 15, 150) == ["Play now goes", "counter-clockwise"]


def test_a_path_breaks_after_a_folder_not_after_its_leading_slash(app) -> None:
    """A message naming a file broke "The damaged file was moved to: /" / "home/user/.config/…": the
    path's leading "/" stayed behind alone. A path too long for the line still breaks after a folder's
    "/" (or "\\") and fits; where it fits a line of its own it starts one."""
    import re

    from app.fonts import get_font

    font = get_font(15)
    texts = ("The damaged file was moved to: /home/user/.config/paizhuo/settings.json",
             "无法保存设置到 /home/user/.config/paizhuo/settings.json：权限不足",
             "Could not save settings to C:\\Users\\Ann\\AppData\\Local\\Paizhuo\\settings.json")
    for text in texts:
        for width in range(font.size("paizhuo/settings.json：")[0], font.size(text)[0], 2):
            lines = wrap_text(text, 15, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            assert all(font.size(line)[0] <= width for line in lines), (width, lines)
            assert not any(line.endswith((" /", "：/")) or line == "/" for line in lines), (width, lines)
            path = re.search(r"\S*[/\\][^\s：]*：?", text).group()  # with its colon
            if font.size(path)[0] <= width:
                assert any(path in line for line in lines), (width, lines)


def test_an_equation_stays_on_one_line(app) -> None:
    """The Stars and Storms rules page read "… Q = 12, K" / "= 13)."."""
    text = "the higher total of star points wins (A = 1, 2 = 2, J = 11, Q = 12, K = 13)."
    for width in range(90, 500, 5):
        for line in wrap_text(text, 15, width):
            assert not line.startswith("=") and not line.endswith("="), (width, line)


def test_english_still_wraps_at_spaces_as_many_words_as_fit(app) -> None:
    """Each line takes the next word (with the number after it: "Bot 2") unless that would not fit."""
    import re

    from app.fonts import get_font

    font = get_font(15)
    text = "Stars and Storms: Bot 2 raises a level 2 storm with ♥10 (reach 8 9 10 J Q); it blew away 3 stars."
    for width in range(90, 600, 7):
        lines = wrap_text(text, 15, width)
        assert " ".join(lines).split() == text.split(), width
        for line, after in zip(lines, lines[1:]):
            piece = re.match(r"\S+( \d\S*)*", after)
            assert piece and font.size(line + " " + piece.group())[0] > width, (width, lines)


def _app_texts(lang: str) -> list[str]:
    """Every paragraph of the app's texts in ``lang``: its translation table (placeholders filled in
    with "B2") and its rules pages (without their markup and card pictures)."""
    from collections import defaultdict
    from pathlib import Path

    from app.i18n import load_table
    from app.scenes.rules import bullet_of, split_pieces

    texts = [text.format_map(defaultdict(lambda: "B2")) for text in load_table(lang).values()]
    for path in sorted((Path(__file__).parent.parent / "assets" / "rules").glob(f"*.{lang}.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            bullet = bullet_of(line)
            line = bullet[1] if bullet else line.lstrip("#").strip()
            texts += [piece for piece in split_pieces(line) if isinstance(piece, str)]
    return [para for text in texts for para in text.split("\n") if para.strip()]


def _words_split(text: str, lines: list[str], words: frozenset[str]) -> list[str]:
    """The listed words that ``lines`` (``text`` wrapped) split between two lines."""
    flat = text.replace(" ", "")
    ends, at = [], 0
    for line in lines[:-1]:
        at += len(line.replace(" ", ""))
        while flat[at:at + 1] == "\u3000":  # a wide space at a line's end is dropped
            at += 1
        ends.append(at)
    longest = max(map(len, words))
    return [flat[a:b] for a in range(len(flat)) for b in range(a + 2, min(a + longest, len(flat)) + 1)
            if flat[a:b] in words and any(a < end < b for end in ends)]


def test_chinese_lines_end_between_words(app) -> None:
    """Far from punctuation a line split a word: the Xianshi log wrapped "… 2 张多" / "余的城管。" and
    the lobby "准备好后点" / "击或按任意键". Every Chinese text of the app, at widths from 90 px (six
    characters, the longest word with its brackets) up, ends its lines between the words of the
    list, and still breaks where the words leave room."""
    from app.fonts import get_font
    from app.ui.lexicon import lexicon

    words = lexicon().words
    font = get_font(15)
    assert {"多余", "城管", "点击", "任意键", "逢人配"} <= words
    for text in ("卡组 30 张：洗入 3 张通行和 2 张多余的城管。电脑1 先开始。", "准备好后点击或按任意键（按 Esc 离开牌桌）"):
        for width in (76, 84, 116, 140):
            lines = wrap_text(text, 15, width)
            assert not _words_split(text, lines, frozenset({"多余", "点击", "任意键"})), (width, lines)
    for text in _app_texts("zh"):
        for width in (90, 113, 172, 247, 333, 500):
            if font.size(text)[0] <= width:
                break  # one line
            lines = wrap_text(text, 15, width)
            assert "".join(lines).replace(" ", "").replace("\u3000", "") == text.replace(" ", "").replace("\u3000", "")
            assert not _words_split(text, lines, words), (width, _words_split(text, lines, words), lines)


def test_the_word_list_holds_words_of_the_apps_texts(app) -> None:
    """Each listed word is used by some Chinese text of the app (tools/zh_words.py --stale lists the
    others), once, in the order of its characters' code points."""
    from app.paths import asset_path
    from app.ui.lexicon import WORD_LIST, read_word_list

    listed = read_word_list(asset_path(*WORD_LIST))
    assert listed == sorted(set(listed))
    texts = "\n".join(_app_texts("zh"))
    assert [word for word in listed if word not in texts] == []
    assert all(len(word) > 1 and all("\u4e00" <= ch <= "\u9fff" for ch in word) for word in listed)


def test_every_game_declares_its_words_in_one_table_and_lines_keep_them_whole(app) -> None:
    """Only Xianshi Tongxing kept its card names whole: every game's text module declares its words
    (Guandan's "逢人配", Stars and Storms' "歼星者", Zha Jin Hua's "豹子", Deadline 99's "自由人"),
    app.games gathers them in one table, and a line keeps each whole while it can end elsewhere."""
    from app.fonts import get_font
    from app.games import TERMS_ZH, UI_CLASSES

    assert TERMS_ZH.keys() == UI_CLASSES.keys()
    for game, word in (("guandan", "逢人配"), ("stars_and_storms", "歼星者"), ("zhajinhua", "豹子"),
                       ("deadline99", "自由人"), ("xianshi_tongxing", "仿生人"), ("guandan", "三同张")):
        assert word in TERMS_ZH[game], (game, word)
    font = get_font(15)
    for game, words in TERMS_ZH.items():
        for word in words:
            for k in range(1, len(word)):  # a width that would end the first line inside the word
                lines = wrap_text("的的的的" + word + "的的", 15, font.size("的的的的" + word[:k])[0])
                assert lines[0] == "的的的的" and lines[1].startswith(word), (game, word, lines)


def test_a_games_words_are_kept_without_importing_the_game_first() -> None:
    """Xianshi's card names were registered as its card faces module was imported: a text wrapped
    before that split them ("的的的的梦" / "魇的的"). A fresh interpreter that imports only the wrapper
    keeps a game's word whole."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = ("from app.fonts import get_font\nfrom app.ui.widgets import wrap_text\n"
            "for word in ('梦魇', '仿生人'):\n"
            "    print(wrap_text('的的的的' + word + '的的', 15, get_font(15).size('的的的的' + word[0])[0]))")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parent.parent, env=env,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.split("\n")[:2] == ["['的的的的', '梦魇的的']", "['的的的的', '仿生人的的']"], out


def _runs_split(text: str, lines: list[str]) -> list[str]:
    """The runs of ``text`` without a space ("cancelled", "2-3-4).") that ``lines`` (``text`` wrapped)
    split between two lines; a run that a line starts with a dash before carries it ("— partner": a
    dash is never alone on a line)."""
    split, at = [], 0
    for line in lines[:-1]:
        begin = text.index(line.strip(), at)
        at = begin + len(line.strip())
        if 0 < at < len(text) and text[at] != " " and text[at - 1] != " ":
            start = text.rfind(" ", 0, at) + 1
            end = text.find(" ", at)
            if begin < start and not text[begin:start].strip(" —–"):
                start = begin
            split.append(text[start:end if end >= 0 else len(text)])
    return split


def test_an_english_word_is_broken_only_when_it_is_wider_than_the_line(app) -> None:
    """At narrow widths English words broke mid-word though each fitted a line: "(below 2-3" / "-4).",
    "one 52-c" / "ard deck", "cancel" / "led —". Over the app's English texts at widths 60-500 px, a
    line ends inside a word only if the word alone is wider than the line."""
    from app.fonts import get_font

    font = get_font(15)
    assert wrap_text("one 52-card deck", 15, 70) == ["one", "52-card", "deck"]
    assert wrap_text("Zha Jin Hua (below 2-3-4).", 15, 80)[-1] == "2-3-4)."
    assert wrap_text("the last draw was cancelled — the turn ends", 15, 70)[:2] == ["the last", "draw was"]
    for text in _app_texts("en"):
        for width in (60, 65, 70, 77, 85, 95, 110, 130, 172, 247, 333, 500):
            if font.size(text)[0] <= width:
                break  # one line
            lines = wrap_text(text, 15, width)
            for run in _runs_split(text, lines):
                assert font.size(run)[0] > width, (width, run, lines)


def test_a_lone_suit_keeps_to_its_stars_and_a_signed_figure_to_its_seat(app) -> None:
    """The Stars and Storms log broke its heat death as "…♥9: 3 ♥" / "stars burned out." and its
    stakes as "…Bot 2" / "−4, …": a suit standing alone keeps to the word after it, a signed figure
    ("+12", "−4", "±0") to the seat name before it, wherever the two fit a line together."""
    import re

    from app import i18n
    from app.fonts import get_font

    font = get_font(15)
    for lang in ("en", "zh"):
        i18n.set_language(lang)
        heat = i18n.t("sns.log.heat", name="B2", card="♥9", n=3, suit="♥")
        sep = i18n.t("list.sep")
        stakes = i18n.t("sns.log.stakes", deltas=sep.join(["Alexander +12", "Bot 2 −4", "Computer 3 ±0", "P1 −8"]))
        for width in range(font.size("♥ stars")[0], font.size(heat)[0] + 10, 2):
            lines = wrap_text(heat, 15, width)
            assert "".join(lines).replace(" ", "") == heat.replace(" ", "")
            assert not any(line.endswith(tuple("♠♥♣♦")) for line in lines[:-1]), (lang, width, lines)
        for width in range(font.size("Computer 3 ±0" + sep)[0], font.size(stakes)[0] + 10, 2):
            lines = wrap_text(stakes, 15, width)
            assert "".join(lines).replace(" ", "") == stakes.replace(" ", "")
            assert not any(re.match(r"[+−±]\d", line) for line in lines[1:]), (lang, width, lines)


def test_a_count_keeps_to_the_lone_suit_after_it_and_a_card_stays_whole(app) -> None:
    """The Stars and Storms log broke its heat death as "…heat card ♦9: 1" / "♦ star burned out.": the
    count kept to the word before it (as "Bot 2" does), the lone suit to the word after it, and the
    line broke between the two. A count before a lone suit now keeps to it ("1 ♦ star"), free of the
    card before it, wherever they fit a line together; the card ("♦9") is never broken."""
    import re

    from app import i18n
    from app.fonts import get_font

    font = get_font(15)
    for lang in ("en", "zh"):
        i18n.set_language(lang)
        for card, suit, n in (("♦9", "♦", 1), ("♥10", "♥", 3), ("♠Q", "♠", 12)):
            heat = i18n.t("sns.log.heat", name="Bot 2", card=card, n=n, suit=suit)
            for width in range(font.size(f"{n} {suit} stars")[0], font.size(heat)[0] + 10, 2):
                lines = wrap_text(heat, 15, width)
                assert "".join(lines).replace(" ", "") == heat.replace(" ", ""), (lang, width, lines)
                assert any(card in line for line in lines), (lang, width, lines)
                for line, after in zip(lines, lines[1:]):
                    assert not (re.search(r"\d$", line) and after[0] in "♠♥♣♦"), (lang, width, lines)
                    assert not line.endswith(tuple("♠♥♣♦")), (lang, width, lines)


def test_a_latin_name_is_not_left_alone_on_a_line_of_the_chinese_log(app) -> None:
    """The Chinese log wrapped "Alexander 的牌无人能接，…" as "Alexander" / "的牌无人能接，" / …, and
    "单挑！Alexander 对 Alexander" with the second name alone on its last line. A Latin name next to
    Chinese keeps at least the word after it (or, ending the paragraph, the one before it) wherever
    the line has room for that; everything else about the lines holds as before."""
    from app.fonts import get_font
    from app.i18n import load_table
    from app.ui.widgets import evened

    table = load_table("zh")
    name = "Alexander"
    fill = {"name": name, "leader": name, "a": name, "b": name, "names": name, "place": "头游", "n": 3,
            "card": "♥9"}
    keys = ("gd.log.jiefeng", "gd.log.out", "sns.log.skipped", "xt.log.duel", "xt.log.window",
            "xt.log.exploded", "xt.log.draw_phase", "xt.log.window_chain", "xt.log.defused")
    font = get_font(15)
    for key in keys:
        text = table[key].format(**fill)
        for width in range(font.size(name + " 用♥9化解了")[0], font.size(text)[0] + 10, 3):
            for lines in (wrap_text(text, 15, width), evened(text, 15, width)):  # the log evens its lines
                assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (key, width, lines)
                assert all(font.size(line)[0] <= width for line in lines), (key, width, lines)
                assert name not in [line.strip() for line in lines], (key, width, lines)


def test_a_seat_after_an_arrow_keeps_to_it_and_stays_whole(app) -> None:
    """The Xianshi log ("电脑2 打出 攻击+1 → Alexander") and its order of going out ("出局顺序：Alexander
    → 电脑2 → 司马相如 → Maximilian") ended lines on the arrow, its seat on the next ("攻击+1 →" /
    "Alexander"), and broke a Chinese seat name after it ("电脑2 → 司马" / "相如 →"). The arrow keeps
    the seat after it on its line and the seat stays whole, wherever "→ seat" fits a line."""
    from app import i18n
    from app.fonts import get_font

    font = get_font(15)
    names = ["Alexander", "电脑2", "司马相如", "Maximilian"]
    texts = ["电脑2 打出 攻击+1 → Alexander", "电脑2 打出 攻击+1 → 司马相如",
             i18n.t("xt.out_order", names=" → ".join(names))]
    for text in texts:
        for width in range(font.size("电脑1 ♥10、")[0], font.size(text)[0] + 10, 2):
            lines = wrap_text(text, 15, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            assert all(font.size(line)[0] <= width for line in lines), (width, lines)
            for name in names:
                if "→ " + name in text and font.size("→ " + name)[0] <= width:
                    assert any("→ " + name in line for line in lines), (name, width, lines)


def test_a_game_s_name_stays_on_one_line(app) -> None:
    """The English question before a new game replaced an unfinished one broke "Xianshi" / "Tongxing"
    at 1280×720; no line ends inside a game's name of several words, wherever it fits a line."""
    from app.fonts import get_font
    from app.i18n import set_language, t
    from engine.registry import GAMES

    names = [g.info.name_en for g in GAMES.values() if " " in g.info.name_en]
    assert "Xianshi Tongxing" in names and "Zha Jin Hua" in names
    set_language("en")
    try:
        for name in names:
            text = t("confirm.new.message", game=name)
            for width in range(get_font(18).size(name + ".")[0], 600, 3):
                lines = wrap_text(text, 18, width)
                assert " ".join(lines).split() == text.split(), (width, lines)
                assert any(name in line for line in lines), (width, lines)
    finally:
        set_language("zh")


def test_the_new_game_question_keeps_the_game_s_name_whole_at_1280x720(home) -> None:
    from app import i18n
    from tests.apptools import new_game_question, quick_app

    app = quick_app(size=(1280, 720))
    i18n.set_language("en")
    try:
        confirm = new_game_question(app)
        confirm.on_resize((1280, 720))
        assert any("Xianshi Tongxing" in line for line in confirm.lines), confirm.lines
    finally:
        i18n.set_language("zh")
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_new_game_question_leaves_no_word_alone_on_its_last_line(home, lang: str,
                                                                      size: tuple[int, int]) -> None:
    """With the game's name kept whole the English question took three lines, "instead." alone on
    the last: its lines are now evened."""
    from app import i18n
    from app.fonts import get_font
    from app.ui.widgets import short_last_line
    from tests.apptools import new_game_question, quick_app

    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        confirm = new_game_question(app)
        confirm.on_resize(size)
        assert "".join(confirm.lines).replace(" ", "") == confirm.message.replace(" ", "")
        assert not short_last_line(confirm.lines, get_font(confirm.px(18))), confirm.lines
    finally:
        i18n.set_language("zh")
        app.shutdown()


NO_BREAK_TEXTS = ["Mmmmmmmmmmmm\u00a0leads (jiefeng).", "Nobody beats Alexander's last\u00a0play: Pair 9.",
                  "WWWWWWWWWWWW\u00a0wins the\u00a0trick and\u00a0leads.", "Maximilianus\u00a0leads 电脑2 的牌。"]


def test_no_line_starts_or_ends_with_a_space_of_any_kind(app) -> None:
    """The Guandan log at 1280×720 (236 px at 15 px) read "Mmmmmmmmmmmm" / " leads (jiefeng).": the
    evened lines broke before the no-break space, which then opened the next line. A no-break space
    joins its words, so no line starts with it and evening the lines does not break there (the
    break falls elsewhere: "Mmmmmmmmmmmm leads" / "(jiefeng)."); where a no-break run is wider than
    the line it breaks after the space and the space is dropped. No line starts or ends with any
    space."""
    from app.ui.widgets import evened

    assert evened(NO_BREAK_TEXTS[0], 15, 236) == ["Mmmmmmmmmmmm\u00a0leads", "(jiefeng)."]
    for text in NO_BREAK_TEXTS:
        for width in range(40, 420, 3):
            for wrap in (wrap_text, evened):
                lines = wrap(text, 15, width)
                for line in lines:
                    assert line == line.strip(), (text, width, wrap.__name__, lines)
                assert "".join(lines).replace(" ", "").replace("\u00a0", "") == \
                    text.replace(" ", "").replace("\u00a0", ""), (text, width, lines)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_log_keeps_a_seat_s_name_whole_on_a_line_where_it_fits(app, lang: str) -> None:
    """The log broke a long Chinese seat name across lines where the whole name fitted one:
    "国国国国国国国国" / "国国国己 摸了 1 张" at 1280×720 (a name has no word break inside, and the
    log's even lines narrowed it further). A seat's name stays whole on a line wherever it fits the
    log's width (with the punctuation a line may not start with); a name wider than the line is
    still broken, every line within the width."""
    from app import i18n
    from app.fonts import get_font
    from app.scenes.table import SeatSetup, TableScene

    i18n.set_language(lang)
    names = ["国国国国国国国国国国国" + c for c in "甲乙丙丁戊己庚辛"]
    seats = [SeatSetup(True, names[0])] + [SeatSetup(False, n) for n in names[1:]]
    table = TableScene(app, "deadline99", seats, {}, 3)
    app.reset(table)
    table.on_resize((1280, 720))
    app.run_frames(1)
    entries = [i18n.t("d99.log.drew", name=names[5], n=1), i18n.t("d99.log.out_bust", name=names[6]),
               i18n.t("d99.log.out_death", name=names[7]),
               i18n.t("d99.log.kings", red=names[1], black=names[2])]
    table.log_lines = lambda: entries  # type: ignore[method-assign]
    font, size = get_font(15), 15
    widest = max(font.size(name + "，")[0] for name in names)  # a name and the punctuation kept to it
    for width in range(widest - 30, max(font.size(e)[0] for e in entries) + 10, 3):
        lines = table.log_shown(width, 30, size)
        assert all(font.size(line)[0] <= width for line in lines), (width, lines)
        assert "".join(lines).replace(" ", "") == "".join(entries).replace(" ", ""), (width, lines)
        if width >= widest:
            for name in [names[k] for k in (1, 2, 5, 6, 7)]:
                assert any(name in line for line in lines), (lang, width, name, lines)
    i18n.set_language("zh")
