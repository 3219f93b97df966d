"""A game's rules page in the chosen language, from assets/rules/<game>.<lang>.md, scrollable.

Besides headings (#), bullets (- ) and paragraphs, a line may picture cards: ``[cards: ♠A ♥A ♣A]``
(ranks A, 2–10, J, Q, K after a suit ♠♥♣♦; jokers BJ and SJ), optionally followed or preceded by text
(a caption); a line may hold several such groups, e.g. ``[cards: ♠A ♠K ♠Q] > [cards: ♥A ♥2 ♥3]``.
A card written with a trailing ``*`` (``♥2*``) is drawn marked with a gold frame and star (e.g. a
wild card).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from app import i18n
from app.fonts import get_font
from app.i18n import t
from app.paths import asset_path
from app.scenes.base import Scene
from app.ui import theme
from app.ui.cardart import card_face
from app.ui.widgets import Button, blit_text, draw_panel, wrap_text
from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from engine.registry import get_game

if TYPE_CHECKING:
    from app.main import App


CARDS_TAG = re.compile(r"\[cards:\s*([^\]]*)\]")
SUIT_SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♣": Suit.CLUBS, "♦": Suit.DIAMONDS}
RANK_TOKENS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, **{str(n): n for n in range(2, 11)}}
PICTURE_CARD_H = 64
PICTURE_GAP = 12


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

    @property
    def height(self) -> int:
        if any(not isinstance(p, str) for p in self.pieces):
            return max(self.size + 10, PICTURE_CARD_H + 12)
        return self.size + 10


def picture_width(cards: tuple[Card, ...]) -> int:
    cw = PICTURE_CARD_H * 5 // 7
    return len(cards) * (cw + 4) - 4


def layout_pictured(line: str, size: int, width: int, indent: int) -> list[RuleLine]:
    """Rows for a line holding ``[cards: …]`` groups, wrapped to ``width``."""
    rows: list[list[Piece]] = [[]]
    used = 0
    font = get_font(size)
    for piece in split_pieces(line):
        if isinstance(piece, str):
            parts = wrap_text(piece, size, max(60, width - used)) if used else wrap_text(piece, size, width)
            for k, part in enumerate(parts):
                if k > 0:
                    rows.append([])
                    used = 0
                rows[-1].append(part)
                used += font.size(part)[0] + PICTURE_GAP
        else:
            w = picture_width(piece)
            if used and used + w > width:
                rows.append([])
                used = 0
            rows[-1].append(piece)
            used += w + PICTURE_GAP
    return [RuleLine("", size, theme.WHITE, False, tuple(row), indent) for row in rows if row]


def load_rules(game_id: str, lang: str) -> str:
    """The rules text; a readable note if the page is missing."""
    path = asset_path("rules", f"{game_id}.{lang}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return t("rules.missing")


class RulesScene(Scene):
    """Headings (#), bullets (-) and paragraphs; wheel, arrows and PageUp/PageDown scroll."""

    def __init__(self, app: "App", game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self.lines: list[RuleLine] = []
        self.lang = ""
        self.back = Button(lambda: t("common.back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        self.rect = pygame.Rect(0, 0, 800, 600)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(20, 70, w - 40, h - 150)
        self.back.rect = pygame.Rect(w // 2 - 80, h - 66, 160, 46)
        self.lang = ""

    def _layout_text(self) -> None:
        self.lang = i18n.language()
        width = self.rect.w - 60
        out: list[RuleLine] = []
        for raw in load_rules(self.game_id, self.lang).splitlines():
            line = raw.rstrip()
            if line.startswith("#"):
                level = len(line) - len(line.lstrip("#"))
                size = 28 if level == 1 else 22
                for part in wrap_text(line.lstrip("#").strip(), size, width, bold=True):
                    out.append(RuleLine(part, size, theme.GOLD, True))
            elif CARDS_TAG.search(line) and any(not isinstance(p, str) for p in split_pieces(line)):
                bullet = line.startswith(("- ", "* "))
                out.extend(layout_pictured(("• " + line[2:]) if bullet else line, 18, width - (24 if bullet else 0),
                                           24 if bullet else 0))
            elif line.startswith(("- ", "* ")):
                parts = wrap_text(line[2:], 18, width - 24)
                for k, part in enumerate(parts):
                    out.append(RuleLine(("• " if k == 0 else "   ") + part, 18, theme.WHITE, False))
            elif not line:
                out.append(RuleLine("", 10, theme.WHITE, False))
            else:
                for part in wrap_text(line, 18, width):
                    out.append(RuleLine(part, 18, theme.WHITE, False))
        self.lines = out

    @staticmethod
    def _draw_pieces(surface: pygame.Surface, line: RuleLine, x: int, y: int) -> None:
        """Text and card pictures of one row, vertically centred on the row."""
        ch = PICTURE_CARD_H
        cw = ch * 5 // 7
        mid = y + (line.height - 10) // 2
        for piece in line.pieces:
            if isinstance(piece, str):
                x = blit_text(surface, piece, line.size, line.color, bold=line.bold, midleft=(x, mid)).right + PICTURE_GAP
            else:
                marked: frozenset[int] = getattr(piece, "marked", frozenset())
                for k, card in enumerate(piece):
                    surface.blit(card_face(card, cw, ch), (x, mid - ch // 2))
                    if k in marked:
                        frame = pygame.Rect(x, mid - ch // 2, cw, ch)
                        pygame.draw.rect(surface, theme.GOLD, frame, 3, border_radius=max(3, cw // 10))
                        pygame.draw.circle(surface, theme.GOLD, (frame.right - 8, frame.bottom - 8), 9)
                        blit_text(surface, "★", 13, (120, 60, 0), center=(frame.right - 8, frame.bottom - 8))
                    x += cw + 4
                x += PICTURE_GAP - 4

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: self.rect.h - 60,
                    pygame.K_PAGEUP: -(self.rect.h - 60)}.get(event.key, 0)
            self.scroll = max(0, self.scroll + step)

    def draw(self, surface: pygame.Surface) -> None:
        from app.games.base import felt_surface

        if self.lang != i18n.language() or not self.lines:
            self._layout_text()
        w, h = surface.get_size()
        surface.blit(felt_surface(w, h), (0, 0))
        info = get_game(self.game_id).info
        blit_text(surface, t("rules.title", game=i18n.pick(info.name_zh, info.name_en)), 32, theme.GOLD, bold=True,
                  midtop=(w // 2, 16))
        draw_panel(surface, self.rect, alpha=225)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-8, -8))
        total = sum(line.height for line in self.lines)
        self.scroll = min(self.scroll, max(0, total - self.rect.h + 40))
        y = self.rect.y + 20 - self.scroll
        for line in self.lines:
            if self.rect.y - line.height < y < self.rect.bottom:
                if line.pieces:
                    self._draw_pieces(surface, line, self.rect.x + 30 + line.indent, y)
                else:
                    blit_text(surface, line.text, line.size, line.color, bold=line.bold, topleft=(self.rect.x + 30, y))
            y += line.height
        surface.set_clip(clip)
        self.back.draw(surface)
