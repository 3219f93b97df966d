"""Original card art for 现世通行, drawn with pygame primitives: a colour per role, an icon per type,
the Chinese name, an English gloss and a one-line effect; a back unlike the French deck's; and an
enlarged, readable view of any card."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from app import i18n
from app.fonts import get_font
from app.i18n import t
from app.ui import theme
from app.ui.widgets import blit_text, draw_panel, fit_line, wrap_text
from engine.games.xianshi_tongxing.cards import BASE_COUNTS, EXPANSION_COUNTS, ROLES, Card, Kind, Role

Color = tuple[int, int, int]

ROLE_COLORS: dict[Role, Color] = {
    Role.DANGER: (196, 38, 46),
    Role.DEFENCE: (38, 104, 196),
    Role.ATTACK: (226, 118, 26),
    Role.INFORMATION: (128, 72, 190),
    Role.DECK_CONTROL: (16, 140, 132),
    Role.HAND_CONTROL: (186, 58, 132),
    Role.WILD: (196, 150, 30),
}
ROLE_TINTS: dict[Role, Color] = {r: tuple(int(c + (255 - c) * 0.84) for c in col) for r, col in ROLE_COLORS.items()}  # type: ignore[misc]
PAPER = (252, 249, 240)
INK = (34, 32, 40)
BACK_NAVY = (26, 30, 70)
BACK_NAVY_LIGHT = (44, 52, 110)
BACK_GOLD = (222, 184, 92)

_faces: dict[tuple[Card, int, int, str], pygame.Surface] = {}
_backs: dict[tuple[int, int], pygame.Surface] = {}
_icons: dict[tuple[Kind, int], pygame.Surface] = {}


def clear_caches() -> None:
    """Forget drawn cards (fonts are reloaded after pygame restarts)."""
    _faces.clear()
    _backs.clear()
    _icons.clear()


def role_color(card: Card) -> Color:
    return ROLE_COLORS[ROLES[card.kind]]


def card_label(card: Card) -> str:
    """The card's name in the current language (Chinese names in Chinese, glosses in English)."""
    return card.name_zh if i18n.language() == "zh" else f"{card.name_en} ({card.name_zh})"


def short_name(card: Card) -> str:
    return card.name_zh if i18n.language() == "zh" else card.name_en


def deck_count(card: Card) -> int:
    for c, n in BASE_COUNTS + EXPANSION_COUNTS:
        if c == card:
            return n
    return 0


# ---- icons ---------------------------------------------------------------------------------
SS = 3  # icons are drawn at 3× and smoothed down


def _rot(cx: float, cy: float, w: float, h: float, angle: float) -> list[tuple[float, float]]:
    """Corners of a w×h rectangle centred on (cx, cy), turned by ``angle`` radians."""
    ca, sa = math.cos(angle), math.sin(angle)
    out = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        out.append((cx + dx * ca - dy * sa, cy + dx * sa + dy * ca))
    return out


class _Pen:
    """Draws on a square surface in unit coordinates (0..1)."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.s = surf
        self.n = surf.get_width()

    def p(self, x: float, y: float) -> tuple[int, int]:
        return int(x * self.n), int(y * self.n)

    def w(self, v: float) -> int:
        return max(1, int(v * self.n))

    def poly(self, color: Color, pts: list[tuple[float, float]], width: float = 0) -> None:
        pygame.draw.polygon(self.s, color, [self.p(x, y) for x, y in pts], self.w(width) if width else 0)

    def lines(self, color: Color, pts: list[tuple[float, float]], width: float) -> None:
        pygame.draw.lines(self.s, color, False, [self.p(x, y) for x, y in pts], self.w(width))
        for x, y in pts:  # round joints
            pygame.draw.circle(self.s, color, self.p(x, y), self.w(width) // 2)

    def circle(self, color: Color, x: float, y: float, r: float, width: float = 0) -> None:
        pygame.draw.circle(self.s, color, self.p(x, y), self.w(r), self.w(width) if width else 0)

    def rect(self, color: Color, x: float, y: float, w: float, h: float, width: float = 0, radius: float = 0) -> None:
        pygame.draw.rect(self.s, color, pygame.Rect(*self.p(x, y), self.w(w), self.w(h)),
                         self.w(width) if width else 0, border_radius=self.w(radius) if radius else 0)

    def ellipse(self, color: Color, x: float, y: float, w: float, h: float, width: float = 0) -> None:
        pygame.draw.ellipse(self.s, color, pygame.Rect(*self.p(x, y), self.w(w), self.w(h)),
                            self.w(width) if width else 0)

    def arrow_head(self, color: Color, x: float, y: float, angle: float, size: float) -> None:
        tip = (x + math.cos(angle) * size, y + math.sin(angle) * size)
        left = (x + math.cos(angle + 2.4) * size * 0.8, y + math.sin(angle + 2.4) * size * 0.8)
        right = (x + math.cos(angle - 2.4) * size * 0.8, y + math.sin(angle - 2.4) * size * 0.8)
        self.poly(color, [tip, left, right])

    def arc(self, color: Color, cx: float, cy: float, r: float, a0: float, a1: float, width: float) -> list[tuple[float, float]]:
        steps = 24
        pts = [(cx + r * math.cos(a0 + (a1 - a0) * k / steps), cy + r * math.sin(a0 + (a1 - a0) * k / steps))
               for k in range(steps + 1)]
        self.lines(color, pts, width)
        return pts

    def text(self, text: str, x: float, y: float, size: float, color: Color) -> None:
        img = get_font(max(6, int(size * self.n)), bold=True).render(text, True, color)
        self.s.blit(img, img.get_rect(center=self.p(x, y)))

    def card(self, color: Color, fill: Color, x: float, y: float, w: float, h: float, width: float = 0.04) -> None:
        self.rect(fill, x, y, w, h, radius=0.04)
        self.rect(color, x, y, w, h, width, radius=0.04)


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = -math.pi / 2) -> list[tuple[float, float]]:
    pts = []
    for k in range(points * 2):
        r = r_out if k % 2 == 0 else r_in
        a = turn + math.pi * k / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _icon_tongxing(d: _Pen, c: Color) -> None:
    # a bomb with a lit fuse, sitting on a ticket stub
    d.rect((236, 214, 160), 0.08, 0.66, 0.84, 0.22, radius=0.04)
    for x in (0.2, 0.8):
        d.circle(PAPER, x, 0.77, 0.05)
    d.rect((150, 120, 60), 0.08, 0.66, 0.84, 0.22, 0.02, radius=0.04)
    d.circle((36, 30, 40), 0.46, 0.52, 0.27)
    d.circle((110, 104, 120), 0.37, 0.43, 0.06)
    d.poly((60, 54, 66), _rot(0.64, 0.28, 0.16, 0.1, -0.75))
    d.lines((120, 90, 50), [(0.68, 0.24), (0.74, 0.16), (0.82, 0.14)], 0.03)
    d.poly((250, 200, 40), _star(0.85, 0.12, 0.1, 0.04, 6))
    d.poly(c, _star(0.85, 0.12, 0.05, 0.02, 6))


def _icon_chengguan(d: _Pen, c: Color) -> None:
    shield = [(0.5, 0.08), (0.86, 0.2), (0.82, 0.56), (0.5, 0.92), (0.18, 0.56), (0.14, 0.2)]
    d.poly(c, shield)
    inner = [(0.5, 0.17), (0.77, 0.26), (0.74, 0.54), (0.5, 0.82), (0.26, 0.54), (0.23, 0.26)]
    d.poly(PAPER, inner, 0.03)
    d.lines(PAPER, [(0.34, 0.5), (0.46, 0.63), (0.68, 0.36)], 0.08)


def _icon_caipan(d: _Pen, c: Color) -> None:
    a = -0.7
    d.poly(c, _rot(0.6, 0.62, 0.08, 0.56, a))  # handle
    d.poly(c, _rot(0.38, 0.35, 0.52, 0.22, a))  # head
    d.poly((255, 255, 255), _rot(0.38, 0.35, 0.06, 0.22, a))
    d.rect(c, 0.1, 0.8, 0.5, 0.1, radius=0.03)  # sound block
    d.rect((255, 255, 255), 0.16, 0.83, 0.38, 0.025)


def _icon_gongji(d: _Pen, c: Color) -> None:
    a = -math.pi / 4
    d.poly(c, _rot(0.4, 0.6, 0.52, 0.16, a))
    d.arrow_head(c, 0.62, 0.38, a, 0.3)
    for k in range(3):  # speed lines
        x0 = 0.1 + 0.08 * k
        d.lines(c, [(x0, 0.62 + 0.12 * k), (x0 + 0.16, 0.46 + 0.12 * k)], 0.03)


def _icon_nizhuan(d: _Pen, c: Color) -> None:
    d.arc(c, 0.5, 0.5, 0.32, math.radians(200), math.radians(330), 0.09)
    d.arrow_head(c, 0.5 + 0.32 * math.cos(math.radians(330)), 0.5 + 0.32 * math.sin(math.radians(330)),
                 math.radians(330 + 90), 0.17)
    d.arc(c, 0.5, 0.5, 0.32, math.radians(20), math.radians(150), 0.09)
    d.arrow_head(c, 0.5 + 0.32 * math.cos(math.radians(150)), 0.5 + 0.32 * math.sin(math.radians(150)),
                 math.radians(150 + 90), 0.17)


def _icon_luguo(d: _Pen, c: Color) -> None:
    d.card(c, PAPER, 0.36, 0.5, 0.28, 0.38)
    d.lines(c, [(0.44, 0.62), (0.56, 0.76)], 0.04)
    d.lines(c, [(0.56, 0.62), (0.44, 0.76)], 0.04)
    pts = [(0.12 + 0.7 * k / 16, 0.62 - 2.0 * (0.35 * k / 16) * (1 - k / 16)) for k in range(17)]
    d.lines(c, pts, 0.06)
    d.arrow_head(c, 0.84, 0.62, math.radians(70), 0.14)


def _icon_jiaoyi(d: _Pen, c: Color) -> None:
    d.lines(c, [(0.14, 0.36), (0.7, 0.36)], 0.08)
    d.arrow_head(c, 0.7, 0.36, 0.0, 0.18)
    d.lines(c, [(0.86, 0.64), (0.3, 0.64)], 0.08)
    d.arrow_head(c, 0.3, 0.64, math.pi, 0.18)


def _icon_dantiao(d: _Pen, c: Color) -> None:
    for sign in (1, -1):
        x0, x1 = (0.2, 0.82) if sign > 0 else (0.8, 0.18)
        d.lines((120, 126, 140), [(x0, 0.78), (x1, 0.16)], 0.06)  # blade
        a = math.atan2(0.16 - 0.78, x1 - x0)
        gx, gy = x0 + (x1 - x0) * 0.15, 0.78 + (0.16 - 0.78) * 0.15
        d.poly(c, _rot(gx, gy, 0.06, 0.3, a))  # guard
        d.circle(c, x0 - (x1 - x0) * 0.05, 0.78 + 0.62 * 0.05, 0.06)


def _icon_choudi(d: _Pen, c: Color) -> None:
    for k in range(3):
        d.card(c, PAPER, 0.22 + 0.03 * k, 0.08 + 0.06 * k, 0.42, 0.32)
    d.card(c, ROLE_TINTS[Role.DECK_CONTROL], 0.34, 0.4, 0.42, 0.32)
    d.lines(c, [(0.55, 0.56), (0.55, 0.78)], 0.08)
    d.arrow_head(c, 0.55, 0.8, math.pi / 2, 0.16)


def _icon_jiaozhu(d: _Pen, c: Color) -> None:
    crown = [(0.14, 0.72), (0.14, 0.3), (0.33, 0.52), (0.5, 0.2), (0.67, 0.52), (0.86, 0.3), (0.86, 0.72)]
    d.poly(c, crown)
    d.rect(c, 0.14, 0.74, 0.72, 0.12, radius=0.02)
    for x, y in ((0.14, 0.28), (0.5, 0.18), (0.86, 0.28)):
        d.circle((250, 210, 80), x, y, 0.055)
    d.circle((255, 255, 255), 0.5, 0.6, 0.06)


def _icon_qiangyu(d: _Pen, c: Color) -> None:
    for k, a in enumerate((-0.35, 0.0, 0.35)):
        pts = _rot(0.42 + 0.08 * (k - 1), 0.5, 0.34, 0.48, a)
        d.poly(PAPER, pts)
        d.poly(c, pts, 0.035)
    d.circle(c, 0.72, 0.7, 0.2)
    d.text("+3", 0.72, 0.69, 0.24, (255, 255, 255))


def _icon_yuzhi(d: _Pen, c: Color) -> None:
    lens = [(0.1, 0.5)] + [(0.1 + 0.8 * k / 16, 0.5 - 0.5 * math.sin(math.pi * k / 16) * 0.5) for k in range(17)]
    lens += [(0.9 - 0.8 * k / 16, 0.5 + 0.5 * math.sin(math.pi * k / 16) * 0.5) for k in range(17)]
    d.poly(PAPER, lens)
    d.poly(c, lens, 0.06)
    d.circle(c, 0.5, 0.5, 0.16)
    d.circle(INK, 0.5, 0.5, 0.07)
    d.circle((255, 255, 255), 0.45, 0.45, 0.03)


def _icon_yanling(d: _Pen, c: Color) -> None:
    d.rect(c, 0.08, 0.1, 0.84, 0.58, radius=0.14)
    d.poly(c, [(0.26, 0.64), (0.22, 0.9), (0.46, 0.66)])
    d.card(PAPER, (255, 255, 255), 0.22, 0.2, 0.24, 0.38, 0.0)
    d.lines(PAPER, [(0.66, 0.22), (0.66, 0.56)], 0.06)
    d.arrow_head(PAPER, 0.66, 0.2, -math.pi / 2, 0.11)
    d.arrow_head(PAPER, 0.66, 0.58, math.pi / 2, 0.11)


def _icon_chonglian(d: _Pen, c: Color) -> None:
    d.lines(c, [(0.1, 0.3), (0.34, 0.3), (0.6, 0.7), (0.76, 0.7)], 0.08)
    d.arrow_head(c, 0.76, 0.7, 0.0, 0.16)
    d.lines(c, [(0.1, 0.7), (0.34, 0.7), (0.6, 0.3), (0.76, 0.3)], 0.08)
    d.arrow_head(c, 0.76, 0.3, 0.0, 0.16)


def _icon_fengyin(d: _Pen, c: Color) -> None:
    d.arc(c, 0.5, 0.42, 0.2, math.pi, 2 * math.pi, 0.08)
    d.lines(c, [(0.3, 0.42), (0.3, 0.5)], 0.08)
    d.lines(c, [(0.7, 0.42), (0.7, 0.5)], 0.08)
    d.rect(c, 0.18, 0.46, 0.64, 0.44, radius=0.08)
    d.circle(PAPER, 0.5, 0.62, 0.07)
    d.poly(PAPER, [(0.46, 0.64), (0.54, 0.64), (0.56, 0.8), (0.44, 0.8)])


def _icon_qitao(d: _Pen, c: Color) -> None:
    bowl = [(0.1, 0.52)] + [(0.1 + 0.8 * k / 16, 0.52 + 0.34 * math.sin(math.pi * k / 16)) for k in range(17)]
    d.poly(c, bowl)
    d.rect(c, 0.06, 0.48, 0.88, 0.07, radius=0.03)
    d.circle((232, 190, 70), 0.5, 0.28, 0.17)
    d.circle((170, 130, 30), 0.5, 0.28, 0.17, 0.025)
    d.rect(PAPER, 0.45, 0.23, 0.1, 0.1)


def _icon_mengyan(d: _Pen, c: Color) -> None:
    d.circle(c, 0.46, 0.5, 0.34)
    d.circle(ROLE_TINTS[Role.HAND_CONTROL], 0.6, 0.4, 0.3)
    d.poly((240, 200, 90), _star(0.74, 0.7, 0.1, 0.04, 5))
    d.poly((240, 200, 90), _star(0.82, 0.3, 0.07, 0.03, 5))
    d.arc(INK, 0.36, 0.5, 0.07, 0.2, math.pi - 0.2, 0.03)


def _icon_chuncui(d: _Pen, c: Color) -> None:
    pts = _star(0.5, 0.5, 0.42, 0.18, 8, turn=-math.pi / 2)
    hues = [(230, 70, 70), (240, 150, 40), (230, 210, 50), (90, 190, 80), (50, 170, 200), (70, 100, 220),
            (150, 80, 200), (220, 90, 170)]
    for k in range(8):
        tri = [(0.5, 0.5), pts[(2 * k - 1) % 16], pts[2 * k], pts[(2 * k + 1) % 16]]
        d.poly(hues[k], tri)
    d.poly(c, pts, 0.025)
    d.circle(PAPER, 0.5, 0.5, 0.1)


ICONS: dict[Kind, Callable[[_Pen, Color], None]] = {
    Kind.TONGXING: _icon_tongxing, Kind.CHENGGUAN: _icon_chengguan, Kind.CAIPAN: _icon_caipan,
    Kind.GONGJI: _icon_gongji, Kind.NIZHUAN: _icon_nizhuan, Kind.LUGUO: _icon_luguo, Kind.JIAOYI: _icon_jiaoyi,
    Kind.DANTIAO: _icon_dantiao, Kind.CHOUDI: _icon_choudi, Kind.JIAOZHU: _icon_jiaozhu,
    Kind.QIANGYU: _icon_qiangyu, Kind.YUZHI: _icon_yuzhi, Kind.YANLING: _icon_yanling,
    Kind.CHONGLIAN: _icon_chonglian, Kind.FENGYIN: _icon_fengyin, Kind.QITAO: _icon_qitao,
    Kind.MENGYAN: _icon_mengyan, Kind.CHUNCUI: _icon_chuncui,
}


def icon(kind: Kind, size: int) -> pygame.Surface:
    """The type's icon, ``size`` pixels square, anti-aliased by drawing large and smoothing down."""
    key = (kind, size)
    img = _icons.get(key)
    if img is None:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        ICONS[kind](_Pen(big), ROLE_COLORS[ROLES[kind]])
        img = pygame.transform.smoothscale(big, (size, size))
        _icons[key] = img
    return img


def wrap(text: str, size: int, width: int, balance: bool = True) -> list[str]:
    """Lines that fit ``width``; with ``balance`` the lines are made about equally long (a short
    orphan at the end looks poor on a small card)."""
    lines = wrap_text(text, size, width)
    if balance and len(lines) > 1:
        lo, hi = width // 3, width
        while lo < hi:
            mid = (lo + hi) // 2
            if len(wrap_text(text, size, mid)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        lines = wrap_text(text, size, lo)
    return lines


# ---- faces ---------------------------------------------------------------------------------
def _fit(text: str, size: int, width: int, bold: bool = False) -> int:
    return fit_line(text, size, 7, width, bold)[0]


GLOSS_MIN = 10  # the English name under the Chinese one is never smaller: at 7 px it could not be read


def gloss_lines(card: Card, h: int, width: int) -> tuple[int, list[str]]:
    """The size and lines of the English name on an ``h`` pixels tall face, ``width`` pixels wide inside:
    one line if it fits at ``GLOSS_MIN`` px or more, else its words over two; none on a face under 94 px
    (a flying card or a pile at the smallest window, too small for more than the name and icon)."""
    if h < 94:
        return 0, []
    gloss = card.name_en.split(" +")[0]
    size, line = fit_line(gloss, max(GLOSS_MIN, int(h * 0.075)), GLOSS_MIN, width)
    if line == gloss:
        return size, [gloss]
    return GLOSS_MIN, wrap(gloss, GLOSS_MIN, width)[:2]


def effect_lines(card: Card, h: int, width: int) -> tuple[int, list[str]]:
    """The size and (at most two) lines of the short effect on an ``h`` pixels tall face, ``width``
    pixels wide inside; none on a face under 97 px, or where the effect would not fit whole (a line cut
    short reads wrong: "Pass your draws to any" for "… to any seat")."""
    if h < 97:
        return 0, []
    text = t("xt.short.gongji_bonus", n=card.bonus) if card.bonus else t(f"xt.short.{card.kind.value}")
    fs = max(8, int(h * 0.072))
    lines = wrap(text, fs, width)
    while len(lines) > 2 and fs > 8:
        fs -= 1
        lines = wrap(text, fs, width)
    return (fs, lines) if len(lines) <= 2 else (0, [])


def card_face(card: Card, w: int, h: int) -> pygame.Surface:
    """The face of ``card`` at w×h pixels in the current language (cached)."""
    key = (card, w, h, i18n.language())
    surf = _faces.get(key)
    if surf is None:
        surf = _draw_face(card, w, h)
        if len(_faces) > 600:
            _faces.clear()
        _faces[key] = surf
    return surf


def _draw_face(card: Card, w: int, h: int) -> pygame.Surface:
    role = ROLES[card.kind]
    col = ROLE_COLORS[role]
    tint = ROLE_TINTS[role]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    pygame.draw.rect(surf, col, surf.get_rect(), border_radius=radius)
    m = max(2, w // 24)
    inner = surf.get_rect().inflate(-2 * m, -2 * m)
    pygame.draw.rect(surf, PAPER, inner, border_radius=max(2, radius - m))
    # name band
    band = pygame.Rect(inner.x, inner.y, inner.w, max(12, int(h * 0.2)))
    pygame.draw.rect(surf, col, band, border_top_left_radius=max(2, radius - m), border_top_right_radius=max(2, radius - m))
    name = card.name_zh.split("+")[0]
    size = _fit(name, int(band.h * 0.72), band.w - (int(band.h * 0.9) if card.bonus else 6), True)
    img = get_font(size, True).render(name, True, (255, 255, 255))
    nx = band.centerx + (band.h * 0.3 if card.bonus else 0)
    surf.blit(img, img.get_rect(center=(int(nx), band.centery)))
    if card.bonus:
        r = max(8, int(band.h * 0.42))
        bc = (band.x + r + max(1, w // 40), band.centery)
        pygame.draw.circle(surf, (255, 255, 255), bc, r)
        b = get_font(max(8, int(r * 1.35)), True).render(f"+{card.bonus}", True, col)
        surf.blit(b, b.get_rect(center=bc))
    y = band.bottom + max(1, h // 70)
    gs, glosses = gloss_lines(card, h, inner.w - 4)
    for line in glosses:
        g = get_font(gs).render(line, True, tuple(int(v * 0.7) for v in col))
        surf.blit(g, g.get_rect(midtop=(inner.centerx, y)))
        y += g.get_height()
    fs, lines = effect_lines(card, h, inner.w - 6)
    # icon on a tinted disc
    effect_h = int(h * 0.2) if lines else 0
    room = inner.bottom - effect_h - y - max(2, h // 40)
    isize = max(10, min(int(inner.w * 0.74), room))
    centre = (inner.centerx, y + room // 2 + max(1, h // 80))
    pygame.draw.circle(surf, tint, centre, int(isize * 0.56))
    ic = icon(card.kind, isize)
    surf.blit(ic, ic.get_rect(center=centre))
    # effect line
    if effect_h:
        box = pygame.Rect(inner.x + 2, inner.bottom - effect_h, inner.w - 4, effect_h - 2)
        pygame.draw.line(surf, tint, (box.x + 4, box.y), (box.right - 4, box.y), max(1, h // 120))
        lh = get_font(fs).get_linesize()
        top = box.centery - lh * len(lines) // 2
        for k, line in enumerate(lines):
            li = get_font(fs).render(line, True, INK)
            surf.blit(li, li.get_rect(midtop=(box.centerx, top + k * lh)))
    return surf


def card_back(w: int, h: int) -> pygame.Surface:
    """The back of every 现世通行 card: night-blue with a gold gate between two worlds."""
    key = (w, h)
    surf = _backs.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    pygame.draw.rect(surf, BACK_NAVY, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 8), -max(4, w // 8))
    pat = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(5, w // 7)
    for x in range(0, inner.w + step, step):
        for y in range(0, inner.h + step, step):
            pygame.draw.circle(pat, (*BACK_NAVY_LIGHT, 255), (x, y), max(1, step // 5))
    surf.blit(pat, inner.topleft)
    pygame.draw.rect(surf, BACK_GOLD, inner, max(1, w // 50), border_radius=max(2, radius - 2))
    cx, cy = inner.center
    r = int(min(inner.w, inner.h) * 0.36)
    pygame.draw.circle(surf, BACK_NAVY, (cx, cy), r)
    pygame.draw.circle(surf, BACK_GOLD, (cx, cy), r, max(1, w // 40))
    pygame.draw.circle(surf, BACK_GOLD, (cx, cy), int(r * 0.82), max(1, w // 80))
    # a gate: two posts and two beams
    gw, gh = int(r * 0.9), int(r * 0.8)
    lw = max(1, w // 30)
    top = cy - gh // 2
    pygame.draw.line(surf, BACK_GOLD, (cx - gw // 2 - lw, top), (cx + gw // 2 + lw, top), lw + 1)
    pygame.draw.line(surf, BACK_GOLD, (cx - gw // 2, top + gh // 4), (cx + gw // 2, top + gh // 4), lw)
    for sx in (cx - gw // 3, cx + gw // 3):
        pygame.draw.line(surf, BACK_GOLD, (sx, top), (sx, top + gh), lw)
    # little stars in the corners
    for fx, fy in ((0.2, 0.12), (0.8, 0.88), (0.82, 0.14), (0.18, 0.86)):
        pygame.draw.circle(surf, BACK_GOLD, (int(w * fx), int(h * fy)), max(1, w // 36))
    _backs[key] = surf
    return surf


# ---- enlarged view -------------------------------------------------------------------------
def draw_enlarged(surface: pygame.Surface, card: Card, near: pygame.Rect, scale: float = 1.0,
                  avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """A large face with its names, role and full effect, placed near ``near`` inside the window
    below the table's top bar; its texts at ``scale`` (the table's UI scale). It keeps clear of the
    rects of ``avoid`` (a question the person must answer); where it cannot, it is not drawn (None)."""

    def px(n: int) -> int:
        return theme.scaled(n, scale)

    sw, sh = surface.get_size()
    ch = max(px(200), min(int(sh * 0.46), px(400)))
    cw = ch * 5 // 7
    text_w = max(px(220), min(px(340), int(sw * 0.22)))
    lines = wrap(t(f"xt.long.{card.kind.value}"), px(16), text_w - px(20), balance=False)
    if card.bonus:
        lines += wrap(t("xt.long.gongji_bonus", n=card.bonus), px(16), text_w - px(20), balance=False)
    panel_h = max(ch, px(96) + px(21) * len(lines) + px(36))
    box = pygame.Rect(0, 0, cw + text_w + px(30), panel_h + px(20))
    box.midbottom = (near.centerx, near.y - 10)
    if box.y < px(52):
        box.midleft = (near.right + 12, near.centery)
    if box.right > sw - 6:
        box.right = near.x - 12 if near.x - 12 - box.w > 0 else sw - 6
    window = pygame.Rect(0, px(50), sw, sh - px(50))
    box.clamp_ip(window)
    if avoid:
        clear = _clear_place(box, near, window, avoid)
        if clear is None:
            return None
        box = clear
    draw_panel(surface, box, alpha=245)
    col = role_color(card)
    face = card_face(card, cw, ch)
    surface.blit(face, (box.x + px(10), box.y + px(10)))
    x = box.x + cw + px(22)
    y = box.y + px(14)
    blit_text(surface, card.name_zh, px(30), theme.WHITE, bold=True, topleft=(x, y))
    blit_text(surface, card.name_en, px(18), theme.MUTED, topleft=(x, y + px(40)))
    role = ROLES[card.kind]
    at = (x + px(6), y + px(68))
    tag = blit_text(surface, t(f"xt.role.{role.value}"), px(15), (255, 255, 255), bold=True, topleft=at)
    pygame.draw.rect(surface, col, tag.inflate(px(12), px(4)), border_radius=6)
    blit_text(surface, t(f"xt.role.{role.value}"), px(15), (255, 255, 255), bold=True, topleft=at)
    yy = y + px(96)
    for line in lines:
        blit_text(surface, line, px(16), theme.WHITE, topleft=(x, yy))
        yy += px(21)
    blit_text(surface, t("xt.in_box", n=deck_count(card)), px(14), theme.MUTED, topleft=(x, yy + px(10)))
    return box


def _clear_place(box: pygame.Rect, near: pygame.Rect, window: pygame.Rect,
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """``box`` where it is if it touches none of ``avoid``, else moved beside ``near`` or beside one
    of ``avoid`` (above, below, left, right), inside ``window`` and clear of them all (off ``near``
    where it can be); None where no such place is."""
    gap = 10
    spots: list[pygame.Rect] = [box]
    for other in [near, *avoid]:
        for side in ("top", "bottom", "left", "right"):
            spot = box.copy()
            spot.center = other.center
            if side == "top":
                spot.bottom = other.top - gap
            elif side == "bottom":
                spot.top = other.bottom + gap
            elif side == "left":
                spot.right = other.left - gap
            else:
                spot.left = other.right + gap
            spots.append(spot.clamp(window))
    fits = [spot for spot in spots if window.contains(spot) and spot.collidelist(list(avoid)) < 0]
    return min(fits, key=lambda spot: spot.colliderect(near), default=None)
