"""The bundled font covers every character the app can show; get_font / render_text work.

Coverage is checked with pygame.freetype (always installed), so this runs without fontTools.
If it fails after you added strings, re-run ``python tools/make_font_subset.py`` and commit
assets/fonts/.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import io
import logging
import tokenize
import unicodedata
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from app import fonts

REPO = Path(__file__).resolve().parent.parent
FONT_DIR = REPO / "assets" / "fonts"
MAX_TOTAL_BYTES = 6_000_000  # both faces with all of GB2312 came to 5.5 MB


def _printable_non_ascii(text: str) -> set[str]:
    return {
        ch for ch in text
        if ord(ch) >= 0x80 and unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn")
    }


def _python_string_chars(path: Path) -> set[str]:
    """Non-ASCII characters inside string literals (comments are never drawn)."""
    found: set[str] = set()
    source = path.read_text(encoding="utf-8")
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING or token.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            found |= _printable_non_ascii(token.string)
    return found


def used_characters() -> dict[str, str]:
    """Character -> one file using it, over app/, engine/, ai/ strings and assets/ json/md."""
    used: dict[str, str] = {}
    for folder in ("app", "engine", "ai"):
        for path in sorted((REPO / folder).rglob("*.py")):
            for ch in _python_string_chars(path):
                used.setdefault(ch, str(path.relative_to(REPO)))
    assets = REPO / "assets"
    for pattern in ("*.json", "*.md"):
        for path in sorted(assets.rglob(pattern)):
            for ch in _printable_non_ascii(path.read_text(encoding="utf-8")):
                used.setdefault(ch, str(path.relative_to(REPO)))
    return used


def _missing_from(font_path: Path, chars: list[str]) -> list[str]:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(font_path), 16)
    metrics = face.get_metrics("".join(chars))
    return [ch for ch, m in zip(chars, metrics) if m is None]


@pytest.mark.parametrize("style", ["Regular", "Bold"])
def test_font_covers_every_character_the_app_uses(style: str) -> None:
    path = FONT_DIR / f"NotoSansSC-Paizhuo-{style}.otf"
    if style == "Bold" and not path.exists():
        pytest.skip("no Bold face bundled; Regular is emboldened")
    used = used_characters()
    missing = _missing_from(path, sorted(used))
    report = ", ".join(f"{ch!r} U+{ord(ch):04X} ({used[ch]})" for ch in missing)
    assert not missing, (
        f"{path.name} lacks {len(missing)} character(s): {report}. "
        "Run `python tools/make_font_subset.py` and commit assets/fonts/ "
        "(if it reports NOT IN FONT, Noto CJK itself lacks the character: use another one)."
    )


def test_font_covers_the_basics() -> None:
    basics = [chr(c) for c in range(0x21, 0x7F)] + list("♠♥♣♦←→↑↓×÷±−，。、：；！？“”（）【】《》…—")
    basics += list("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家")
    basics += list("掼蛋炸金花乞讨裁判死")
    regular = FONT_DIR / "NotoSansSC-Paizhuo-Regular.otf"
    assert _missing_from(regular, basics) == []


@pytest.mark.parametrize("style", ["Regular", "Bold"])
def test_every_gb2312_hanzi_is_covered(style: str) -> None:
    """Both levels of GB2312 (6763 hanzi), in both faces: seat names are typed by players and
    drawn in bold, and level 2 holds many characters of personal names (溥, 婧, 瑾)."""
    hanzi = []
    for row in range(0xB0, 0xF8):
        for col in range(0xA1, 0xFF):
            try:
                hanzi.append(bytes((row, col)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    assert len(hanzi) == 6763
    assert _missing_from(FONT_DIR / f"NotoSansSC-Paizhuo-{style}.otf", hanzi) == []


def test_font_files_small_and_licensed() -> None:
    total = sum(p.stat().st_size for p in FONT_DIR.glob("*.otf"))
    assert 0 < total <= MAX_TOTAL_BYTES
    license_text = (FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text
    assert "Adobe" in license_text


def test_get_font_is_cached_and_renders_chinese() -> None:
    fonts.clear_caches()
    font = fonts.get_font(24)
    assert fonts.get_font(24) is font
    assert fonts.get_font(24, bold=True) is not font
    width_cjk = font.size("掼蛋")[0]
    assert width_cjk >= 40  # two full-width glyphs, not two narrow boxes
    surface = fonts.render_text("出牌 ♠A", 20, (255, 255, 255))
    assert surface.get_width() > 0 and surface.get_height() > 0
    assert fonts.render_text("出牌 ♠A", 20, (255, 255, 255)) is surface
    assert fonts.render_text("出牌 ♠A", 20, pygame.Color(255, 255, 255)) is surface
    assert fonts.render_text("出牌 ♠A", 20, (255, 0, 0)) is not surface


def test_render_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    fonts.clear_caches()
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 5)
    first = fonts.render_text("0", 12, "white")
    for i in range(1, 10):
        fonts.render_text(str(i), 12, "white")
    assert len(fonts._texts) == 5
    assert fonts.render_text("0", 12, "white") is not first


def test_missing_font_file_falls_back_with_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    fonts.clear_caches()
    monkeypatch.setattr(fonts, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    monkeypatch.setattr(fonts, "_warned", False)
    with caplog.at_level(logging.WARNING, logger="app.fonts"):
        font = fonts.get_font(18)
    assert isinstance(font, pygame.font.Font)
    assert "not found" in caplog.text
    assert fonts.render_text("hello", 18, (0, 0, 0)).get_width() > 0
    fonts.clear_caches()
