"""Every UI string exists in Chinese and English, and every key the code asks for exists."""

import re
from pathlib import Path

import pygame

from app import i18n

ROOT = Path(__file__).resolve().parent.parent


def _bases(table: dict[str, str]) -> set[str]:
    return {k for k in table if not k.endswith((".one", ".zero"))}


def test_both_languages_have_the_same_keys() -> None:
    zh, en = i18n.load_table("zh"), i18n.load_table("en")
    assert zh and en
    assert sorted(_bases(zh) ^ _bases(en)) == []


def test_singular_variants_belong_to_a_counted_key() -> None:
    for lang in i18n.LANGUAGES:
        table = i18n.load_table(lang)
        for key in set(table) - _bases(table):
            base = key.removesuffix(".one").removesuffix(".zero")
            assert base in table, key
            assert "{n}" not in table[key], key


def test_english_counts_agree_with_their_nouns() -> None:
    en = i18n.load_table("en")
    assert [k for k, v in en.items() if "(s)" in v] == []
    i18n.set_language("en")
    try:
        assert i18n.t("d99.cards", n=1) == "1 card"
        assert i18n.t("d99.cards", n=2) == "2 cards"
        assert i18n.t("sns.log.turn_ended", name="Bot 2", n=1) == "Bot 2 ended the turn keeping 1 card."
        assert i18n.t("sns.log.turn_ended", name="Bot 2", n=0) == "Bot 2 ended the turn with no cards left."
        assert i18n.t("sns.log.turn_ended", name="Bot 2", n=2) == "Bot 2 ended the turn keeping 2 cards."
    finally:
        i18n.set_language("zh")
    assert i18n.t("d99.cards", n=1) == i18n.load_table("zh")["d99.cards"].format(n=1)


def test_every_literal_key_used_in_the_app_exists() -> None:
    en = i18n.load_table("en")
    used: set[str] = set()
    for path in (ROOT / "app").rglob("*.py"):
        used.update(re.findall(r"""\bt\(\s*["']([a-z0-9_]+\.[a-z0-9_.]*[a-z0-9])["']""", path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in en)
    assert missing == []


def test_language_switch_changes_text() -> None:
    i18n.set_language("en")
    english = i18n.t("lobby.start")
    i18n.set_language("zh")
    chinese = i18n.t("lobby.start")
    assert english == "Start" and chinese == "开始"


def test_english_text_uses_chinese_only_as_a_gloss_in_brackets() -> None:
    """An English player reads English: Chinese may follow a term in brackets ("Seal (封印)"), as in
    the brand "牌桌 Paizhuo", but never stands in for a word ("3 × 通行 inside", "beats every 豹子")."""
    import glob
    import json
    import re

    from engine.registry import GAMES

    cjk = re.compile(r"[\u3400-\u9fff]")
    texts: list[tuple[str, str]] = []
    root = Path(__file__).resolve().parent.parent / "assets" / "i18n"
    for path in [str(root / "en.json"), *sorted(glob.glob(str(root / "en" / "*.json")))]:
        with open(path, encoding="utf-8") as f:
            texts += [(key, value) for key, value in json.load(f).items() if key != "app.title"]
    for game_id, game in GAMES.items():
        info = game.info
        texts.append((game_id + ".blurb", info.blurb_en))
        for spec in info.options:
            for text in (spec.label_en, spec.help_en, *(spec.choice_labels_en or ())):
                texts.append((f"{game_id}.{spec.key}", text or ""))
    assert len(texts) > 300
    for key, text in texts:
        assert not cjk.search(re.sub(r"\([^)]*\)", "", text)), (key, text)


def test_a_single_winner_is_named_in_the_singular_and_lists_follow_the_language() -> None:
    try:
        i18n.set_language("en")
        assert i18n.t("results.winners", names=i18n.join_names(["Bot 4"]), n=1) == "Winner: Bot 4"
        assert i18n.t("log.winners", names=i18n.join_names(["A", "B"]), n=2) == "Winners: A, B"
        i18n.set_language("zh")
        assert i18n.join_names(["电脑2", "电脑4"]) == "电脑2、电脑4"
        assert i18n.join_names([]) == "—"
    finally:
        i18n.set_language("zh")


def test_chinese_text_uses_full_width_punctuation() -> None:
    """Chinese sentences take ，；：！？（） — not ASCII commas and brackets beside Chinese characters."""
    import glob
    import json

    from engine.registry import GAMES

    beside = re.compile(r"[\u4e00-\u9fff][,;:!?()\"“”]|[,;:!?()\"“”][\u4e00-\u9fff]")  # quotes: 「」
    root = Path(__file__).resolve().parent.parent / "assets"
    texts: list[tuple[str, str]] = []
    for path in [str(root / "i18n" / "zh.json"), *sorted(glob.glob(str(root / "i18n" / "zh" / "*.json")))]:
        with open(path, encoding="utf-8") as f:
            texts += list(json.load(f).items())
    for path in sorted(glob.glob(str(root / "rules" / "*.zh.md"))):
        with open(path, encoding="utf-8") as f:
            texts += [(path, line) for line in f.read().splitlines()]
    for game_id, game in GAMES.items():
        texts.append((game_id, game.info.blurb_zh))
        for spec in game.info.options:
            texts += [(spec.key, text or "") for text in (spec.label_zh, spec.help_zh, *(spec.choice_labels_zh or ()))]
    assert len(texts) > 500
    for key, text in texts:
        assert not beside.search(text), (key, text)


def test_english_text_writes_three_full_stops_not_the_fonts_centred_ellipsis() -> None:
    """The bundled font draws '…' as the centred Chinese form ('choosing···', 'Continuing in 3···'), so
    English text writes '...' (every game's strings, not one table's)."""
    english = i18n.load_table("en")
    assert [k for k, v in english.items() if "…" in v] == []
    pages = Path(__file__).resolve().parent.parent / "assets" / "rules"
    assert len(list(pages.glob("*.en.md"))) >= 5
    for page in pages.glob("*.en.md"):  # the rules pages too ("A … 2", "2 = 2 … J = 11")
        assert "…" not in page.read_text(encoding="utf-8"), page.name


def test_the_chinese_texts_join_clauses_with_chinese_punctuation() -> None:
    """「轮到你了 — 把一张牌拖到弃牌堆（或连点两下）」, 「暗牌 — 点击看牌」 and 「规则 — 掼蛋」 joined their
    parts with a spaced half-width dash, as English does; Chinese texts use full-width punctuation."""
    import json
    from pathlib import Path

    root = Path(__file__).parents[1] / "assets/i18n"
    dashed = {f"{path.name}: {key}": text for path in [root / "zh.json", *sorted((root / "zh").glob("*.json"))]
              for key, text in json.loads(path.read_text(encoding="utf-8")).items()
              if " — " in text or " - " in text}
    assert not dashed, dashed


def test_a_button_names_its_key_in_square_brackets() -> None:
    """Buttons wrote their keys three ways: "Hint [H]" sat beside "End turn (E)", and Chinese
    Xianshi Tongxing answers read "不回应（N）" where Guandan's read "记牌器 [C]". A label that ends in
    its key now writes it " [K]" in both languages; round brackets at the end are left to the hint
    sentences ("Hint: fold (Enter)" / "提示：弃牌（回车）"), which name a key inside a sentence."""
    import glob
    import json

    keys = r"(?:[A-Z0-9]|Enter|Esc|Tab|Space|Home|End|回车|空格)"
    round_end = re.compile(r"[(（]" + keys + r"[)）]$")
    root = Path(__file__).resolve().parent.parent / "assets" / "i18n"
    found = []
    for lang in ("en", "zh"):
        for path in [str(root / f"{lang}.json"), *sorted(glob.glob(str(root / lang / "*.json")))]:
            with open(path, encoding="utf-8") as f:
                found += [(key, text) for key, text in json.load(f).items() if round_end.search(text)]
    sentences = [(key, text) for key, text in found if text.startswith(("Hint:", "提示："))]
    assert sentences, "the hint sentences are what the rule leaves alone"
    assert found == sentences, [pair for pair in found if pair not in sentences]


def test_every_back_button_names_esc() -> None:
    """The settings, rules, statistics and replay-list screens' Back buttons closed on Esc but did
    not say so, unlike every other button with a key. Each now reads "Back [Esc]" / "返回 [Esc]",
    and Esc still closes its screen."""
    from app.scenes.lobby import LobbyScene
    from app.scenes.records import ReplayListScene, StatsScene
    from app.scenes.rules import RulesScene
    from app.scenes.settings import SettingsScene
    from tests.apptools import quick_app

    app = quick_app()
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            for make in (SettingsScene, StatsScene, ReplayListScene, lambda a: RulesScene(a, "deadline99")):
                lobby = LobbyScene(app)
                app.reset(lobby)
                screen = make(app)
                app.push(screen)
                app.run_frames(1)
                assert screen.back.label() == i18n.t("common.back") + " [Esc]", (lang, screen)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0))
                app.run_frames(2)
                assert app.top is lobby, (lang, screen)
    finally:
        i18n.set_language("zh")
        app.shutdown()
