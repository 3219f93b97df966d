"""The engine's refusals read in the player's language by their code: every code a game declares
has words in English and Chinese, the refusals met in random games read with their particulars and
no English left in the Chinese, and a code the app does not know falls back on the engine's words."""

from __future__ import annotations

import re
import string
from dataclasses import replace

import pytest

from app import i18n
from app.games.refusals import engine_words, reason_key, refusal_text, refused_unless_english
from engine.core import CORE_REFUSALS, Refusal
from engine.registry import GAMES
from tests.conformance import play_checked

GAME_IDS = sorted(GAMES)


def _said(game_id: str, reason: str) -> str:
    """A refusal with words for its code, as a table or a replay says it (the fallback is not met)."""
    return refusal_text(game_id, reason, engine_words)


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(autouse=True)
def _chinese_after() -> object:
    yield
    i18n.set_language("zh")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_code_a_game_declares_has_words_in_english_and_chinese(game_id: str) -> None:
    en, zh = i18n.load_table("en"), i18n.load_table("zh")
    codes = GAMES[game_id].refusals | CORE_REFUSALS
    assert len(codes) > len(CORE_REFUSALS)
    for code in sorted(codes):
        key = reason_key(code)
        assert key in en and key in zh, code
        assert _placeholders(en[key]) == _placeholders(zh[key]), code


def test_every_refusal_text_belongs_to_a_code_a_game_declares() -> None:
    """A code a game stops declaring takes its words with it (none are left for a refusal never made),
    its ``.you`` form (told to the seat it names) too."""
    keys = {reason_key(code) for code in CORE_REFUSALS.union(*(game.refusals for game in GAMES.values()))}
    for lang in i18n.LANGUAGES:
        texts = {key.removesuffix(".you") for key in i18n.load_table(lang) if ".reason." in key}
        assert not texts - keys, lang


def test_a_refusal_about_the_seat_it_is_told_to_says_you() -> None:
    """Quoted to seat 2 (whom the message names), "Seat 2 does not decide now." reads "It is not your
    turn now."; told to another seat, or to nobody in particular, it names the seat."""
    idle = Refusal("core.not_deciding", "seat 2 does not decide now", seat=1)
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        try:
            assert refusal_text("deadline99", idle, refused_unless_english, to_seat=1) == \
                i18n.t("core.reason.not_deciding.you")
            for to_seat in (0, None):
                assert refusal_text("deadline99", idle, refused_unless_english, to_seat=to_seat) == \
                    i18n.t("core.reason.not_deciding", seat=2)
        finally:
            i18n.set_language("zh")
    en, zh = i18n.load_table("en"), i18n.load_table("zh")
    assert {k for k in en if k.endswith(".you")} == {k for k in zh if k.endswith(".you")}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_refusals_met_in_random_games_read_in_both_languages(game_id: str) -> None:
    seen: dict[str, Refusal] = {}
    for seed in range(12):
        play_checked(GAMES[game_id], seed, seen=seen)
    assert len(seen) >= 4  # the conformance games meet a good part of every game's rules
    for code, reason in seen.items():
        key = reason_key(code)
        assert _placeholders(i18n.load_table("en")[key]) <= {name for name, _ in reason.params}, code
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            text = refusal_text(game_id, reason, refused_unless_english)
            assert refusal_text(game_id, reason, engine_words) == text  # a table's toast and a replay's message agree
            assert "{" not in text and text != reason.text, (lang, code, text)
            if lang == "zh":
                assert not re.search(r"[A-Za-z]{3,}", text), (code, text)  # no English words
            else:
                assert not re.search(r"[\u4e00-\u9fff]", re.sub(r"\([^)]*\)", "", text)), (code, text)


def test_a_refusal_shows_its_card_kind_of_play_and_seat_in_the_players_language() -> None:
    from engine.games.xianshi_tongxing.cards import Card as XCard

    death = Refusal("d99.not_held", "you do not hold SJ", card="SJ")
    judge = Refusal("xt.not_held", "you do not hold 裁判", card=XCard.CAIPAN.value)
    wrong = Refusal("gd.wrong_type", "a pair cannot answer a single; play a single or a bomb", mine="pair", top="single")
    idle = Refusal("core.not_deciding", "seat 2 does not decide now", seat=1)
    i18n.set_language("zh")
    assert _said("zhajinhua", idle) == "现在不轮到 2 号座位行动。"
    assert _said("deadline99", death) == "你手里没有 死神。"
    assert _said("xianshi_tongxing", judge) == "你手里没有裁判。"
    assert _said("guandan", wrong) == "对子压不了单张：要出单张或炸弹。"
    i18n.set_language("en")
    assert _said("zhajinhua", idle) == "Seat 2 does not decide now."
    assert _said("deadline99", death) == "You do not hold Death."
    assert _said("xianshi_tongxing", judge) == "You do not hold Judge (裁判)."
    assert _said("guandan", wrong) == "A Pair cannot answer a Single: play a Single or a bomb."


def test_a_zha_jin_hua_refusal_about_chips_says_the_amounts() -> None:
    """Too few chips for a call or a raise, or a raise below the stake: the player reads how many chips it takes
    and how many they have, as the table writes chips (2,000), and the stake as the buttons show it (×5)."""
    call = Refusal("zjh.short_call", "calling costs 2000", cost=2000, stack=25)
    rise = Refusal("zjh.short_raise", "raising to 10 × base costs you 1000", level=10, cost=1000, stack=999)
    low = Refusal("zjh.low_raise", "the stake is already 5 × base", stake=5)
    i18n.set_language("zh")
    assert _said("zhajinhua", call) == "跟注需要多于 2,000 的筹码，你只有 25：可以弃牌，或全押比牌/开牌。"
    assert _said("zhajinhua", rise) == "加注到 ×10 需要多于 1,000 的筹码，你只有 999。"
    assert _said("zhajinhua", low) == "注额已是 ×5：加注必须比它高一档以上。"
    i18n.set_language("en")
    assert _said("zhajinhua", call) == ("You need more than 2,000 chips to call; you have 25. "
                                        "Fold, or compare or open all in.")
    assert _said("zhajinhua", rise) == "You need more than 1,000 chips to raise to ×10; you have 999."
    assert _said("zhajinhua", low) == "The stake is already ×5: raise to a higher rung."


def test_every_zha_jin_hua_refusal_says_the_amounts_it_carries() -> None:
    """A raise to no rung of the ladder said "one of the stake levels on the buttons" without naming them:
    every amount a Zha Jin Hua refusal carries (chips, stake levels) is in the words the player reads."""
    from engine.games.zhajinhua import Call, Raise

    game = GAMES["zhajinhua"]
    session_state, _ = game.start(4, None, 3)
    seat = game.decision(session_state).seats[0]
    poor = replace(session_state, stacks=tuple(1 if s == seat else n for s, n in enumerate(session_state.stacks)))
    reasons = [game.check(session_state, seat, Raise(3)), game.check(session_state, seat, Raise(1)),
               game.check(poor, seat, Call()), game.check(poor, seat, Raise(10))]
    assert [r.code for r in reasons if isinstance(r, Refusal)] == [
        "zjh.bad_rung", "zjh.low_raise", "zjh.short_call", "zjh.short_raise"]
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        for reason in reasons:
            assert isinstance(reason, Refusal)
            text = _said("zhajinhua", reason)
            for name, value in reason.params:
                for amount in re.findall(r"\d+", str(value)):
                    assert re.search(rf"(?<![\d,]){amount}(?![\d,])", text.replace(",", "")), (lang, name, text)
    i18n.set_language("zh")
    assert _said("zhajinhua", reasons[0]) == "只能加注到这几档：×1、×2、×5、×10。"
    i18n.set_language("en")
    assert _said("zhajinhua", reasons[0]) == "Raise to one of the stake levels: ×1, ×2, ×5, ×10."


def test_the_stars_and_storms_hand_limit_reads_the_limit_the_refusal_carries() -> None:
    """The text said a fixed 2 whatever limit the engine sent."""
    over = Refusal("sns.hand_limit", "you hold 5 cards and may keep only 3", held=5, limit=3, n=2)
    i18n.set_language("zh")
    assert _said("stars_and_storms", over) == "回合结束时最多留 3 张手牌：还须再出 2 张。"
    i18n.set_language("en")
    assert _said("stars_and_storms", over) == "You may keep only 3 cards at the end of your turn: play 2 more."


def test_a_code_the_app_does_not_know_falls_back_as_the_caller_says() -> None:
    odd = Refusal("d99.dance", "you may not dance on the table")
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        assert refusal_text("deadline99", odd, engine_words) == "You may not dance on the table."  # a toast
        assert refusal_text("deadline99", "已经是玩家的话", engine_words) == "已经是玩家的话"  # the table's own words
    assert refusal_text("deadline99", odd, refused_unless_english) == "You may not dance on the table."
    i18n.set_language("zh")
    assert refusal_text("deadline99", odd, refused_unless_english) == i18n.t("replay.refused")  # a replay stops
