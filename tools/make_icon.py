"""Draw the app icon (a fan of three cards, the front one bearing 牌, on a felt tile) and write it
in every size and container the packages need.

Run from the repository root whenever the design changes (pygame-ce only, no display needed):

    python tools/make_icon.py

Writes into ``assets/icons/``:

    paizhuo_<N>.png    N = 16, 24, 32, 48, 64, 128, 256, 512, 1024 (RGBA)
    paizhuo.ico        Windows: 16–256 px, PNG-compressed entries
    paizhuo.icns       macOS: 16–1024 px including the @2x variants, PNG entries

The large sizes are drawn once on a 2048 px master and reduced with pygame's area-averaging
``smoothscale``; sizes up to 32 px use a simpler master (one upright card) that stays legible.
The ICO and ICNS containers are written by hand (both are a small header plus PNG payloads).
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
OUT_DIR = REPO / "assets" / "icons"
FONT = REPO / "assets" / "fonts" / "NotoSansSC-Paizhuo-Bold.otf"
STEM = "paizhuo"
MASTER = 2048
SMALL_MAX = 32

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element type -> pixel size (PNG payloads; "@2x" types hold the double-size image).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)

# The app's palette (kept in step with app/ui/theme.py by hand: this tool must not import the app).
FELT = (22, 94, 62)
FELT_DARK = (12, 60, 40)
FELT_LIGHT = (46, 134, 92)
GOLD = (236, 196, 90)
PAPER = (250, 248, 242)
PAPER_EDGE = (176, 170, 158)
RED = (200, 30, 45)
BACK_RED = (150, 28, 40)
BACK_RED_DARK = (105, 18, 28)
INK = (28, 28, 32)


def _tile(size: int) -> pygame.Surface:
    """The rounded felt square with a soft vertical gradient and a gold rim."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    margin = size * 0.06
    rect = pygame.Rect(round(margin), round(margin), round(size - 2 * margin), round(size - 2 * margin))
    radius = round(rect.w * 0.2)
    grad = pygame.Surface(rect.size, pygame.SRCALPHA)
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        colour = tuple(round(FELT_LIGHT[i] * (1 - t) + FELT_DARK[i] * t) for i in range(3))
        pygame.draw.line(grad, (*colour, 255), (0, y), (rect.w, y))
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(grad, rect.topleft)
    pygame.draw.rect(surf, GOLD, rect, max(1, round(size * 0.018)), border_radius=radius)
    return surf


def _card_face(w: int, h: int, font: pygame.font.Font | None, pips: bool = True) -> pygame.Surface:
    """A paper card with a large red 牌 (and red corner marks when ``pips``)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.1)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, PAPER_EDGE, surf.get_rect(), max(1, round(w * 0.02)), border_radius=radius)
    if font is not None:
        glyph = font.render("牌", True, RED)
        fill = 0.78 if pips else 0.92
        scale = min(w * fill / glyph.get_width(), h * 0.7 / glyph.get_height())
        glyph = pygame.transform.smoothscale(glyph, (round(glyph.get_width() * scale),
                                                     round(glyph.get_height() * scale)))
        surf.blit(glyph, glyph.get_rect(center=(w // 2, round(h * 0.52))))
    else:  # no font: a red diamond keeps the icon recognisable
        cx, cy, r = w / 2, h / 2, w * 0.3
        pygame.draw.polygon(surf, RED, [(cx, cy - r * 1.3), (cx + r, cy), (cx, cy + r * 1.3), (cx - r, cy)])
    if not pips:
        return surf
    pip = max(2, round(w * 0.07))
    for x, y in ((round(w * 0.14), round(h * 0.1)), (w - round(w * 0.14), h - round(h * 0.1))):
        pygame.draw.polygon(surf, RED, [(x, y - pip), (x + pip * 0.75, y), (x, y + pip), (x - pip * 0.75, y)])
    return surf


def _card_back(w: int, h: int) -> pygame.Surface:
    """A red lattice back like the app's own."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.1)
    pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, PAPER_EDGE, surf.get_rect(), max(1, round(w * 0.02)), border_radius=radius)
    inner = surf.get_rect().inflate(-round(w * 0.14), -round(w * 0.14))
    pygame.draw.rect(surf, BACK_RED, inner, border_radius=max(2, radius - 4))
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 7)
    width = max(1, w // 36)
    for i in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pattern, (*BACK_RED_DARK, 255), (i, 0), (i + inner.h, inner.h), width)
        pygame.draw.line(pattern, (*BACK_RED_DARK, 255), (i, inner.h), (i + inner.h, 0), width)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius - 4))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, inner.topleft)
    pygame.draw.circle(surf, GOLD, inner.center, round(w * 0.2))
    pygame.draw.circle(surf, BACK_RED_DARK, inner.center, round(w * 0.2), max(1, w // 36))
    return surf


def _shadow(card: pygame.Surface, alpha: int) -> pygame.Surface:
    shade = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    shade.blit(card, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return shade


def _place(target: pygame.Surface, card: pygame.Surface, angle: float, pivot: tuple[float, float],
           offset: float) -> None:
    """Rotate ``card`` by ``angle`` degrees about a pivot below it, with a drop shadow."""
    rotated = pygame.transform.rotozoom(card, angle, 1.0)
    shadow = pygame.transform.rotozoom(_shadow(card, 70), angle, 1.0)
    rad = math.radians(angle)
    cx = pivot[0] - math.sin(rad) * offset
    cy = pivot[1] - math.cos(rad) * offset
    drop = target.get_width() * 0.012
    target.blit(shadow, shadow.get_rect(center=(round(cx + drop), round(cy + drop * 1.5))))
    target.blit(rotated, rotated.get_rect(center=(round(cx), round(cy))))


def draw_master(size: int, font: pygame.font.Font | None, small: bool) -> pygame.Surface:
    """The icon drawn at ``size`` pixels (the fan, or one upright card when ``small``)."""
    surf = _tile(size)
    if small:
        w = round(size * 0.62)
        h = round(w * 1.32)
        face = _card_face(w, h, font, pips=False)
        surf.blit(_shadow(face, 80), face.get_rect(center=(size // 2 + size // 60, size // 2 + size // 40)))
        surf.blit(face, face.get_rect(center=(size // 2, size // 2)))
        return surf
    w = round(size * 0.4)
    h = round(w * 1.4)
    pivot = (size * 0.5, size * 0.93)
    offset = h * 0.78
    _place(surf, _card_back(w, h), 24, pivot, offset)
    _place(surf, _card_back(w, h), -24, pivot, offset)
    _place(surf, _card_face(w, h, font), 0, pivot, offset)
    return surf


def load_font(size: int) -> pygame.font.Font | None:
    """The bundled bold face at ``size`` px if it has 牌, else None."""
    if not FONT.is_file():
        print(f"warning: {FONT} not found; the icon gets a diamond instead of 牌", file=sys.stderr)
        return None
    font = pygame.font.Font(FONT, size)
    if font.metrics("牌")[0] is None:
        print("warning: the bundled font has no 牌; the icon gets a diamond", file=sys.stderr)
        return None
    return font


def png_bytes(surface: pygame.Surface, path: Path) -> bytes:
    pygame.image.save(surface, str(path))
    return path.read_bytes()


def write_ico(path: Path, images: dict[int, bytes]) -> None:
    """A Windows .ico holding one PNG per size (supported since Windows Vista)."""
    sizes = [s for s in ICO_SIZES if s in images]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for s in sizes:
        data = images[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    path.write_bytes(header + entries + payload)


def write_icns(path: Path, images: dict[int, bytes]) -> None:
    """A macOS .icns: the 'icns' header then one (type, length, PNG) element per entry."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[s])) + images[s] for kind, s in ICNS_TYPES)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help=f"output folder (default {OUT_DIR})")
    args = parser.parse_args(argv)
    pygame.init()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    big = draw_master(MASTER, load_font(MASTER // 2), small=False)
    little = draw_master(MASTER // 4, load_font(MASTER // 4), small=True)
    images: dict[int, bytes] = {}
    for size in PNG_SIZES:
        master = little if size <= SMALL_MAX else big
        image = pygame.transform.smoothscale(master, (size, size))
        images[size] = png_bytes(image, out / f"{STEM}_{size}.png")
    write_ico(out / f"{STEM}.ico", images)
    write_icns(out / f"{STEM}.icns", images)
    pygame.quit()
    total = sum(p.stat().st_size for p in out.iterdir() if p.name.startswith(STEM))
    print(f"wrote {len(PNG_SIZES)} PNGs, {STEM}.ico and {STEM}.icns to {out} ({total / 1024:.0f} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
