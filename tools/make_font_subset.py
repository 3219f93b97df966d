"""Build the bundled Chinese font: a subset of Noto Sans CJK SC (SIL OFL 1.1).

Run from the repository root whenever player-facing strings change:

    python tools/make_font_subset.py

Reads Debian's fonts-noto-cjk collection (``apt-get install fonts-noto-cjk``), picks the
Simplified Chinese face by its name table, and writes

    assets/fonts/NotoSansSC-Paizhuo-Regular.otf
    assets/fonts/NotoSansSC-Paizhuo-Bold.otf      (unless --no-bold)
    assets/fonts/OFL.txt                          (license, from the package's copyright file)

The subset covers printable ASCII, Latin-1, common CJK and fullwidth punctuation, card suits,
arrows, a few math and shape symbols, all 6763 GB2312 hanzi (level 2 holds many characters of
personal names, and players type their names), and every non-ASCII
character that appears in app/, engine/, ai/ (*.py), assets/ (*.json, *.md) and docs/ (*.md).

fontTools is a development-only dependency (``pip install fonttools``); the app only loads the
committed files.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import unicodedata
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

REPO = Path(__file__).resolve().parent.parent
OUT_DIR = REPO / "assets" / "fonts"
FONT_STEM = "NotoSansSC-Paizhuo"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
SOURCES = {
    "Regular": NOTO_DIR / "NotoSansCJK-Regular.ttc",
    "Bold": NOTO_DIR / "NotoSansCJK-Bold.ttc",
}
COPYRIGHT_FILE = Path("/usr/share/doc/fonts-noto-cjk/copyright")
WANTED_FACE = "Noto Sans CJK SC"

# (root folder, file name patterns) scanned for characters the UI may draw
SCANNED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("app", ("*.py",)),
    ("engine", ("*.py",)),
    ("ai", ("*.py",)),
    ("assets", ("*.json", "*.md")),
    ("docs", ("*.md",)),
)

SUITS = "♠♥♣♦♤♡♧♢"
MATH = "×÷±−≤≥≠≈∞°"
SHAPES = "●○◎■□▲△▼▽◆◇★☆✓✔✗✘"
# hanzi outside GB2312 that the games' terms need (梦魇, 血色羁绊, 骰子, 魅影, 掼蛋 ...);
# anything else is picked up by scanning the sources
EXTRA_HANZI = "掼魇羁骰魅優箫"


def fixed_ranges() -> set[int]:
    """Code points always included, independent of the sources."""
    points: set[int] = set(range(0x20, 0x7F))  # printable ASCII
    points |= set(range(0xA0, 0x100))  # Latin-1 supplement (names, ¥, ·, ×, ÷, ±)
    points |= set(range(0x2010, 0x2028))  # dashes, quotes, bullets, ellipsis
    points |= set(range(0x2030, 0x203C))  # per mille, primes, angle quotes, ※
    points |= set(range(0x2190, 0x2200))  # arrows
    points |= set(range(0x2460, 0x2474))  # ① … ⑳
    points |= set(range(0x3000, 0x3040))  # CJK symbols and punctuation
    points |= set(range(0xFF01, 0xFF5F))  # fullwidth forms
    points |= set(range(0xFFE0, 0xFFE7))  # fullwidth ￠￡￢￣￤￥￦
    points |= {ord(c) for c in SUITS + MATH + SHAPES + EXTRA_HANZI}
    return points


def gb2312_hanzi() -> set[int]:
    """The 6763 hanzi of GB2312 (level 1, rows 0xB0–0xD7; level 2, rows 0xD8–0xF7) and the symbol
    row 0xA1."""
    points: set[int] = set()
    for row in [0xA1, *range(0xB0, 0xF8)]:
        for col in range(0xA1, 0xFF):
            try:
                points.add(ord(bytes((row, col)).decode("gb2312")))
            except UnicodeDecodeError:
                continue
    return points


def used_characters(repo: Path = REPO) -> dict[int, str]:
    """Every non-ASCII printable character in the scanned sources, with one file that uses it."""
    found: dict[int, str] = {}
    for folder, patterns in SCANNED:
        root = repo / folder
        if not root.is_dir():
            continue
        for pattern in patterns:
            for path in sorted(root.rglob(pattern)):
                try:
                    text = path.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as exc:
                    print(f"warning: skipped {path}: {exc}", file=sys.stderr)
                    continue
                for ch in text:
                    cp = ord(ch)
                    if cp < 0x80 or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
                        continue
                    found.setdefault(cp, str(path.relative_to(repo)))
    return found


def open_face(collection: Path) -> TTFont:
    """The Simplified Chinese face of a Noto CJK collection, found by its family name."""
    faces = TTCollection(str(collection), lazy=True).fonts
    for index, face in enumerate(faces):
        if face["name"].getDebugName(1) == WANTED_FACE:
            font = TTFont(str(collection), fontNumber=index, recalcTimestamp=False)
            return font
    raise SystemExit(f"{collection}: no face named {WANTED_FACE!r}")


def subset_options() -> subset.Options:
    """Horizontal text only: no vertical features or metrics, no hints; English name records.

    Dropping the CFF hints saves ~15% with no visible difference at UI sizes under FreeType.
    """
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["ccmp", "kern", "liga", "calt", "locl"]
    options.drop_tables += ["vhea", "vmtx", "VORG"]
    options.name_languages = [0x409]
    options.notdef_outline = True
    options.recalc_timestamp = False
    return options


def build_face(source: Path, style: str, wanted: set[int]) -> tuple[Path, set[int]]:
    """Write one subset face; returns its path and the wanted code points the source lacks."""
    font = open_face(source)
    cmap = font.getBestCmap()
    missing = {cp for cp in wanted if cp not in cmap}
    subsetter = subset.Subsetter(options=subset_options())
    subsetter.populate(unicodes=sorted(wanted - missing))
    subsetter.subset(font)
    out = OUT_DIR / f"{FONT_STEM}-{style}.otf"
    font.save(str(out))
    return out, missing


def ofl_text(copyright_line: str) -> str:
    """The license file: the font's copyright, provenance, and the OFL 1.1 text from Debian."""
    lines = COPYRIGHT_FILE.read_text(encoding="utf-8").splitlines()
    # the stanza "License: SIL-1.1" followed by indented text (not the one-line field under Files:)
    start = next(
        i + 1 for i, line in enumerate(lines[:-1])
        if line == "License: SIL-1.1" and lines[i + 1].startswith(" ")
    )
    body: list[str] = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line == " ." else line[1:])
    try:
        version = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-noto-cjk"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        version = "unknown"
    header = [
        f"{FONT_STEM}-Regular.otf and {FONT_STEM}-Bold.otf",
        "",
        "A subset (Modified Version) of Noto Sans CJK SC, made by tools/make_font_subset.py",
        f"from Debian's fonts-noto-cjk package (version {version}).",
        "",
        f"Font copyright: {copyright_line}",
        "Debian copyright file: Copyright 2010-2012, Google Corporation.",
        "Noto is a trademark of Google LLC.",
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "The license text follows and is also available at https://openfontlicense.org",
        "",
    ]
    return "\n".join(header + body).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-bold", action="store_true", help="build only the Regular face")
    args = parser.parse_args(argv)

    for path in [SOURCES["Regular"], COPYRIGHT_FILE]:
        if not path.exists():
            print(f"missing {path}: install Debian's fonts-noto-cjk", file=sys.stderr)
            return 1
    used = used_characters()
    wanted = fixed_ranges() | gb2312_hanzi() | set(used)
    OUT_DIR.mkdir(parents=True, exist_ok=True)

    styles = ["Regular"] if args.no_bold else ["Regular", "Bold"]
    total = 0
    for style in styles:
        out, missing = build_face(SOURCES[style], style, wanted)
        size = out.stat().st_size
        total += size
        print(f"{out.relative_to(REPO)}: {size / 1e6:.2f} MB")
        really_missing = sorted(cp for cp in missing if cp in used)
        for cp in really_missing:
            print(f"  NOT IN FONT: U+{cp:04X} {chr(cp)!r} used in {used[cp]}", file=sys.stderr)
    if args.no_bold:
        stale = OUT_DIR / f"{FONT_STEM}-Bold.otf"
        if stale.exists():
            stale.unlink()
    with TTFont(str(OUT_DIR / f"{FONT_STEM}-Regular.otf"), lazy=True) as regular:
        copyright_line = regular["name"].getDebugName(0) or "Adobe"
    (OUT_DIR / "OFL.txt").write_text(ofl_text(copyright_line), encoding="utf-8")
    print(f"{len(wanted)} code points requested, {len(used)} found in sources; total {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
