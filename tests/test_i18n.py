"""Every UI string exists in Chinese and English, and every key the code asks for exists."""

import re
from pathlib import Path

from app import i18n

ROOT = Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_keys() -> None:
    zh, en = i18n.load_table("zh"), i18n.load_table("en")
    assert zh and en
    assert sorted(set(zh) ^ set(en)) == []


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
