"""The bundled Chinese/Latin font (a Noto Sans SC subset) and cached text rendering.

``get_font(size, bold)`` loads ``assets/fonts/NotoSansSC-Paizhuo-{Regular,Bold}.otf`` once per
size; when the Bold file is absent the Regular one is emboldened, and when no bundled file is
found pygame's default font is used and a warning logged (Chinese will not show then).
``render_text`` keeps recently rendered strings in a small LRU cache: the table redraws the
same labels every frame.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pygame

from app.paths import asset_path

FONT_DIR = ("fonts",)
FONT_FILES = {False: "NotoSansSC-Paizhuo-Regular.otf", True: "NotoSansSC-Paizhuo-Bold.otf"}
TEXT_CACHE_SIZE = 512

_log = logging.getLogger(__name__)
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: OrderedDict[tuple[str, int, tuple[int, int, int, int], bool], pygame.Surface] = OrderedDict()
_warned = False
_shown_names: dict[str, str] = {}
PLACEHOLDER = "?"  # drawn for a character of a recorded name the fonts have no glyph for

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str


def font_file(bold: bool = False) -> Path | None:
    """The bundled font file for the weight, falling back to Regular; None if neither exists."""
    for candidate in (FONT_FILES[bold], FONT_FILES[False]):
        path = asset_path(*FONT_DIR, candidate)
        if path.is_file():
            return path
    return None


def undrawable(text: str) -> str:
    """The characters of ``text`` the bundled fonts have no glyph for, each once, in order ("" when
    the fonts cannot be asked: no bundled file, or no pygame.freetype in this build)."""
    faces = _glyph_faces()
    if not faces:
        return ""
    missing: list[str] = []
    for ch in dict.fromkeys(text):
        if any(face.get_metrics(ch)[0] is None for face in faces):
            missing.append(ch)
    return "".join(missing)


def drawable_part(text: str) -> tuple[str, str]:
    """``text`` without the characters the bundled fonts cannot draw, and those characters (each
    once, in order; "" when all can be drawn)."""
    missing = undrawable(text)
    return ("".join(ch for ch in text if ch not in missing) if missing else text), missing


def shown_name(name: str) -> str:
    """``name`` as it can be drawn: each character the bundled fonts have no glyph for becomes
    ``PLACEHOLDER`` (names from saves and records, which no lobby cleaned). Remembered per name,
    as the table asks every frame; plain ASCII is drawable and not looked up."""
    if name.isascii():
        return name
    shown = _shown_names.get(name)
    if shown is None:
        missing = undrawable(name)
        shown = "".join(PLACEHOLDER if ch in missing else ch for ch in name)
        _shown_names[name] = shown
    return shown


def _glyph_faces() -> list[Any]:
    """pygame.freetype faces of the bundled files (it, unlike pygame.font, tells a missing glyph).
    Opened afresh each time: a face dies with pygame.quit, and names are typed rarely."""
    try:
        import pygame.freetype as freetype

        if not freetype.get_init():
            freetype.init()
        paths = sorted({p for p in (font_file(False), font_file(True)) if p is not None})
        return [freetype.Font(str(p), 16) for p in paths]
    except (ImportError, OSError, pygame.error) as exc:
        _log.warning("cannot check glyphs in the bundled font: %s", exc)
        return []


def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of ``size`` pixels; initialises pygame.font if needed."""
    size = max(1, int(size))
    key = (size, bold)
    font = _fonts.get(key)
    if font is not None:
        return font
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_file(bold)
    if path is None:
        _warn_missing()
        font = pygame.font.Font(None, size)
        font.bold = bold
    else:
        font = pygame.font.Font(path, size)
        if bold and path.name != FONT_FILES[True]:
            font.bold = True
    _fonts[key] = font
    return font


def render_text(text: str, size: int, color: ColorLike, bold: bool = False) -> pygame.Surface:
    """Antialiased text on a transparent surface, cached (LRU). Do not draw onto the result."""
    rgba = tuple(pygame.Color(color))
    key = (text, int(size), (rgba[0], rgba[1], rgba[2], rgba[3]), bold)
    surface = _texts.get(key)
    if surface is not None:
        _texts.move_to_end(key)
        return surface
    surface = get_font(size, bold).render(text, True, pygame.Color(*key[2]))
    if key[2][3] != 255:
        surface.set_alpha(key[2][3])
    _texts[key] = surface
    if len(_texts) > TEXT_CACHE_SIZE:
        _texts.popitem(last=False)
    return surface


def clear_caches() -> None:
    """Forget every loaded font and rendered text (call after pygame.font.quit())."""
    _fonts.clear()
    _texts.clear()


def _warn_missing() -> None:
    global _warned
    if not _warned:
        _warned = True
        _log.warning(
            "bundled font %s not found under %s; using pygame's default font "
            "(Chinese text will not display)",
            FONT_FILES[False], asset_path(*FONT_DIR),
        )
