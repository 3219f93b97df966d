"""A game's rules page in the chosen language, from assets/rules/<game>.<lang>.md, scrollable.

Besides headings (#), bullets (- ; indented by two spaces per level for nested bullets) and
paragraphs, a line may picture cards: ``[cards: ♠A ♥A ♣A]``
(ranks A, 2–10, J, Q, K after a suit ♠♥♣♦; jokers BJ and SJ), optionally followed or preceded by text
(a caption); a line may hold several such groups, e.g. ``[cards: ♠A ♠K ♠Q] > [cards: ♥A ♥2 ♥3]``.
A card written with a trailing ``*`` (``♥2*``) is drawn marked as a wild card, exactly as the tables
mark one (gold frame and the W / 配 badge).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame
import pygame.gfxdraw

from app import i18n
from app.fonts import get_font
from app.i18n import t
from app.paths import asset_path
from app.scenes.base import PAGE_TOP, Scene
from app.ui import theme
from app.ui.focus import ButtonRing
from app.ui.cardart import card_face, marked_face
from app.ui.widgets import (ScrollbarDrag, blit_text, draw_panel, draw_scrollbar, panel_scroll_track, scroll_thumb,
                             wrap_text)
from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from engine.registry import get_game

if TYPE_CHECKING:
    from app.main import App


CARDS_TAG = re.compile(r"\[cards:\s*([^\]]*)\]")
SUIT_SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♣": Suit.CLUBS, "♦": Suit.DIAMONDS}
RANK_TOKENS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, **{str(n): n for n in range(2, 11)}}
PICTURE_CARD_H = 64
PICTURE_GAP = 12
BULLET_INDENT = 24  # each level of bullets sets its text in this much further
TEXT_LEFT = 30  # the page's text starts this far inside the panel
FADE_H = 28  # where more of the page lies above or below, the text fades out over this height


def parse_card(token: str) -> Card | None:
    """``♠A``, ``♥10``, ``BJ`` (big joker), ``SJ`` (small joker); None if it is not a card."""
    token = token.strip()
    if token.upper() == "BJ":
        return Card(BIG_JOKER, Suit.JOKER)
    if token.upper() == "SJ":
        return Card(SMALL_JOKER, Suit.JOKER)
    if len(token) < 2 or token[0] not in SUIT_SYMBOLS:
        return None
    rank = RANK_TOKENS.get(token[1:].upper())
    return None if rank is None else Card(rank, SUIT_SYMBOLS[token[0]])


class MarkedCards(tuple):  # type: ignore[type-arg]
    """A card group (a tuple of cards) with the positions of the cards marked ``*``."""

    marked: frozenset[int] = frozenset()


def parse_cards(spec: str) -> tuple[Card, ...] | None:
    """The cards of one ``[cards: …]`` group (space or comma separated); None if any token is not a card.
    Cards written with a trailing ``*`` are marked (a :class:`MarkedCards` remembers which)."""
    tokens = [tok for tok in re.split(r"[\s,]+", spec.strip()) if tok]
    marked = frozenset(i for i, tok in enumerate(tokens) if tok.endswith("*") and len(tok) > 1)
    cards = [parse_card(tok[:-1] if i in marked else tok) for i, tok in enumerate(tokens)]
    if not cards or any(c is None for c in cards):
        return None
    group = MarkedCards(c for c in cards if c is not None)
    group.marked = marked
    return group


Piece = str | tuple[Card, ...]


def split_pieces(line: str) -> list[Piece]:
    """Text and card groups of a line, in order (a group that does not parse stays text)."""
    pieces: list[Piece] = []
    pos = 0
    for match in CARDS_TAG.finditer(line):
        cards = parse_cards(match.group(1))
        if cards is None:
            continue
        if line[pos:match.start()].strip():
            pieces.append(line[pos:match.start()].strip())
        pieces.append(cards)
        pos = match.end()
    if line[pos:].strip():
        pieces.append(line[pos:].strip())
    return pieces


@dataclass(frozen=True)
class RuleLine:
    """One drawn row: text, or (``pieces``) text and card pictures side by side."""

    text: str
    size: int
    color: tuple[int, int, int]
    bold: bool
    pieces: tuple[Piece, ...] = ()
    indent: int = 0
    bullet: int = 0  # a bullet's first row: 1 for a top-level mark before it, 2 for a nested one
    scale: float = 1.0  # the UI scale its margins and card pictures are drawn at (``size`` is set apart)

    @property
    def pad(self) -> int:
        """The room below the row's text."""
        return theme.scaled(10, self.scale)

    @property
    def height(self) -> int:
        if any(not isinstance(p, str) for p in self.pieces):
            return max(self.size + self.pad, card_height(self.scale) + theme.scaled(12, self.scale))
        return self.size + self.pad


def card_height(scale: float) -> int:
    """How tall a pictured card is drawn at the UI ``scale``."""
    return theme.scaled(PICTURE_CARD_H, scale)


def picture_width(cards: tuple[Card, ...], scale: float = 1.0) -> int:
    cw = card_height(scale) * 5 // 7
    return len(cards) * (cw + theme.scaled(4, scale)) - theme.scaled(4, scale)


def layout_pictured(line: str, size: int, width: int, indent: int, scale: float = 1.0) -> list[RuleLine]:
    """Rows for a line holding ``[cards: …]`` groups, wrapped to ``width``."""
    rows: list[list[Piece]] = [[]]
    used = 0
    font = get_font(size)
    gap = theme.scaled(PICTURE_GAP, scale)
    for piece in split_pieces(line):
        if isinstance(piece, str):
            parts = (wrap_text(piece, size, max(theme.scaled(60, scale), width - used)) if used
                     else wrap_text(piece, size, width))
            for k, part in enumerate(parts):
                if k > 0:
                    rows.append([])
                    used = 0
                rows[-1].append(part)
                used += font.size(part)[0] + gap
        else:
            w = picture_width(piece, scale)
            if used and used + w > width:
                rows.append([])
                used = 0
            rows[-1].append(piece)
            used += w + gap
    return [RuleLine("", size, theme.WHITE, False, tuple(row), indent, scale=scale) for row in rows if row]


def load_rules(game_id: str, lang: str) -> str:
    """The rules text; a readable note if the page is missing."""
    path = asset_path("rules", f"{game_id}.{lang}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return t("rules.missing")


def _x_height(font: pygame.font.Font) -> int:
    metrics = font.metrics("x")
    glyph = metrics[0] if metrics else None
    return glyph[3] if glyph else font.get_ascent() // 2


def bullet_of(line: str) -> tuple[int, str] | None:
    """A bullet line's depth (0 at the margin, 1 for two leading spaces, …) and its text; None for
    any other line."""
    text = line.lstrip(" ")
    if not text.startswith(("- ", "* ")):
        return None
    return (len(line) - len(text)) // 2, text[2:]


class RulesScene(Scene):
    """Headings (#), bullets (-, nested by indenting) and paragraphs; wheel, arrows,
    PageUp/PageDown and Space scroll, Home/End jump to the ends, and a scrollbar (its thumb can be
    dragged, its track clicked) with faded edges shows there is more."""

    title_band = PAGE_TOP

    def __init__(self, app: "App", game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self.lines: list[RuleLine] = []
        self.lang = ""
        self.back = self.back_button()
        self.ring = ButtonRing([self.back])  # Tab rings Back; Space then presses it instead of scrolling
        self.bar = ScrollbarDrag()
        self.rect = pygame.Rect(0, 0, 800, 600)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        scale = theme.ui_scale(size)
        self.scroll = int(self.scroll * scale / self.scale)  # the same part of the page stays in view
        self.scale = scale
        px = self.px
        self.rect = pygame.Rect(px(20), px(PAGE_TOP), w - px(40), h - px(150))
        self.back.rect = pygame.Rect(w // 2 - px(80), h - px(66), px(160), px(46))
        self.back.font_size, self.back.scale = px(20), scale
        self.lang = ""

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """A message over the rules (a setting that could not be saved) shows across the title band,
        as on the other pages, not over the text being read."""
        return self.title_band_toast_place(size)

    def _layout_text(self) -> None:
        self.lang = i18n.language()
        px, scale = self.px, self.scale
        width = self.rect.w - 2 * px(TEXT_LEFT)
        body = px(18)
        out: list[RuleLine] = []
        for raw in load_rules(self.game_id, self.lang).splitlines():
            line = raw.rstrip()
            bullet = bullet_of(line)
            if line.startswith("#"):
                level = len(line) - len(line.lstrip("#"))
                size = px(28) if level == 1 else px(22)
                for part in wrap_text(line.lstrip("#").strip(), size, width, bold=True):
                    out.append(RuleLine(part, size, theme.GOLD, True, scale=scale))
            elif bullet is not None:
                depth, text = bullet
                indent = px(BULLET_INDENT) * (depth + 1)
                if CARDS_TAG.search(text) and any(not isinstance(p, str) for p in split_pieces(text)):
                    rows = layout_pictured(text, body, width - indent, indent, scale)
                else:
                    rows = [RuleLine(part, body, theme.WHITE, False, indent=indent, scale=scale)
                            for part in wrap_text(text, body, width - indent)]
                if rows:
                    rows[0] = replace(rows[0], bullet=min(depth, 1) + 1)
                out.extend(rows)
            elif CARDS_TAG.search(line) and any(not isinstance(p, str) for p in split_pieces(line)):
                out.extend(layout_pictured(line, body, width, 0, scale))
            elif not line:
                out.append(RuleLine("", px(10), theme.WHITE, False, scale=scale))
            else:
                for part in wrap_text(line, body, width):
                    out.append(RuleLine(part, body, theme.WHITE, False, scale=scale))
        self.lines = out

    @staticmethod
    def _draw_pieces(surface: pygame.Surface, line: RuleLine, x: int, y: int) -> None:
        """Text and card pictures of one row, vertically centred on the row."""
        def px(n: int) -> int:
            return theme.scaled(n, line.scale)

        ch = card_height(line.scale)
        cw = ch * 5 // 7
        gap = px(PICTURE_GAP)
        mid = y + (line.height - line.pad) // 2
        for piece in line.pieces:
            if isinstance(piece, str):
                x = blit_text(surface, piece, line.size, line.color, bold=line.bold, midleft=(x, mid)).right + gap
            else:
                marked: frozenset[int] = getattr(piece, "marked", frozenset())
                for k, card in enumerate(piece):
                    wild = k in marked
                    face = marked_face(card, cw, ch, 2, t("card.wild_badge")) if wild else card_face(card, cw, ch)
                    surface.blit(face, (x, mid - ch // 2))
                    x += cw + px(4)
                x += gap - px(4)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ring.handle(event) or self.back.handle(event):
            return
        dragged = self.bar.handle(event, *self.scrollbar_rects(), self.max_scroll(), self.scale)
        if dragged is not None:
            self.scroll = dragged
            return
        px = self.px
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * px(60))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))

    def _key(self, key: int, mod: int) -> None:
        """Up/Down scroll a line's worth, PageUp/PageDown and Space (Shift+Space up) a page, Home
        and End to the top and the bottom of the page."""
        px = self.px
        if key == pygame.K_HOME:
            self.scroll = 0
        elif key == pygame.K_END:
            self.scroll = self.max_scroll()
        else:
            page = self.rect.h - px(60)
            if key == pygame.K_SPACE:
                key = pygame.K_PAGEUP if mod & pygame.KMOD_SHIFT else pygame.K_PAGEDOWN
            step = {pygame.K_DOWN: px(40), pygame.K_UP: -px(40), pygame.K_PAGEDOWN: page,
                    pygame.K_PAGEUP: -page}.get(key, 0)
            self.scroll = max(0, min(self.scroll + step, self.max_scroll()))

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        if self.lang != i18n.language() or not self.lines:
            self._layout_text()
        w, h = surface.get_size()
        px = self.px
        surface.blit(felt_surface(w, h), (0, 0))
        info = get_game(self.game_id).info
        blit_text(surface, t("rules.title", game=i18n.pick(info.name_zh, info.name_en)), px(32), theme.GOLD,
                  bold=True, midtop=(w // 2, px(16)))
        draw_panel(surface, self.rect, alpha=225)
        clip = surface.get_clip()
        view = self.rect.inflate(-px(8), -px(8))
        surface.set_clip(view)
        total = self.page_height()
        self.scroll = min(self.scroll, self.max_scroll())
        y = self.rect.y + px(20) - self.scroll
        left = self.rect.x + px(TEXT_LEFT)
        for line in self.lines:
            if self.rect.y - line.height < y < self.rect.bottom:
                if line.pieces:
                    self._draw_pieces(surface, line, left + line.indent, y)
                else:
                    blit_text(surface, line.text, line.size, line.color, bold=line.bold, topleft=(left + line.indent, y))
                if line.bullet:
                    self._draw_bullet(surface, line, left + line.indent - px(BULLET_INDENT) // 2, y)
            y += line.height
        self._draw_fades(surface, view)
        surface.set_clip(clip)
        if total > self.view_height():
            self._draw_scrollbar(surface)
        self.back.draw(surface)
        self.ring.draw(surface, self.scale)

    def page_height(self) -> int:
        return sum(line.height for line in self.lines)

    def view_height(self) -> int:
        """How much of the page the panel shows at once."""
        return self.rect.h - self.px(40)

    def max_scroll(self) -> int:
        return max(0, self.page_height() - self.view_height())

    @staticmethod
    def _draw_bullet(surface: pygame.Surface, line: RuleLine, x: int, y: int) -> None:
        """A disc before a bullet, a ring before a nested one, on the middle of its first text line."""
        font = get_font(line.size)
        mid = y + (line.height - line.pad) // 2 if line.pieces else y + font.get_ascent() - _x_height(font) // 2
        r = max(2, line.size // 6)
        if line.bullet == 1:
            pygame.gfxdraw.filled_circle(surface, x, mid, r, theme.ACCENT)
            pygame.gfxdraw.aacircle(surface, x, mid, r, theme.ACCENT)
        else:
            pygame.gfxdraw.aacircle(surface, x, mid, r, theme.MUTED)

    def _draw_fades(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        """Fade the text out at an edge beyond which the page goes on."""
        color = theme.PANEL[:3]
        fade_h = self.px(FADE_H)
        for edge, more in (("top", self.scroll > 0), ("bottom", self.scroll < self.max_scroll())):
            if not more:
                continue
            fade = pygame.Surface((view.w, fade_h), pygame.SRCALPHA)
            for k in range(fade_h):
                alpha = 235 * (fade_h - k) // fade_h
                fade.fill((*color, alpha), pygame.Rect(0, k if edge == "top" else fade_h - 1 - k, view.w, 1))
            surface.blit(fade, (view.x, view.y if edge == "top" else view.bottom - fade_h))

    def scrollbar_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The scrollbar's track along the panel's right edge and its thumb, sized to the part shown."""
        track = panel_scroll_track(self.rect, self.scale)
        return track, scroll_thumb(track, self.view_height(), self.page_height(), self.scroll, self.px(24))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        draw_scrollbar(surface, *self.scrollbar_rects(), self.px(3))
