"""Our own card art, drawn by the app: faces and backs of French-suited cards at any size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from app.fonts import get_font
from app.i18n import t
from app.ui import theme
from app.ui.widgets import fit_line
from engine.cards import BIG_JOKER, Card

FACE_LETTERS = {11: "J", 12: "Q", 13: "K"}


def _ink(card: Card) -> tuple[int, int, int]:
    if card.is_joker:
        return theme.RED if card.rank == BIG_JOKER else theme.INK
    return theme.RED if card.suit.is_red else theme.INK


def _rounded(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, width, border_radius=radius)


def corner_index(card: Card, w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The rank over the suit as a card of w×h shows it in its top-left corner, and where it goes
    (the bottom-right corner shows it turned round)."""
    ink = _ink(card)
    rank = get_font(max(9, int(h * 0.2)), bold=True).render(card.rank_name, True, ink)
    pip = get_font(max(8, int(h * 0.15))).render(card.suit.symbol, True, ink)
    index = pygame.Surface((max(rank.get_width(), pip.get_width()), int(rank.get_height() * 0.82) + pip.get_height()),
                           pygame.SRCALPHA)
    index.blit(rank, ((index.get_width() - rank.get_width()) // 2, 0))
    index.blit(pip, ((index.get_width() - pip.get_width()) // 2, int(rank.get_height() * 0.82)))
    return index, (max(2, w // 14), max(1, h // 40))


def joker_index(card: Card, w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """A joker's corner index and where it goes, as :func:`corner_index` gives a card's: which
    joker it is, one glyph under another by the left edge (大 over 王, B over ★), small enough to
    stand whole in the strip a fanned hand leaves in view."""
    ink = _ink(card)
    glyphs = t("card.big_joker_index" if card.rank == BIG_JOKER else "card.small_joker_index")
    top = get_font(max(9, int(h * 0.2)), bold=True).render(glyphs[:1], True, ink)
    under = get_font(max(8, int(h * 0.15)), bold=True).render(glyphs[1:], True, ink)
    top, under = (image.subsurface(image.get_bounding_rect()) for image in (top, under))  # the ink, no leading
    gap = max(1, h // 40)
    index = pygame.Surface((max(top.get_width(), under.get_width()), top.get_height() + gap + under.get_height()),
                           pygame.SRCALPHA)
    index.blit(top, ((index.get_width() - top.get_width()) // 2, 0))
    index.blit(under, ((index.get_width() - under.get_width()) // 2, top.get_height() + gap))
    return index, (max(2, w // 14), max(2, h // 20))


def card_face(card: Card, w: int, h: int, joker_role: str | None = None) -> pygame.Surface:
    """The face of ``card`` at w×h pixels (cached). A joker shows which it is in its corner (see
    :func:`joker_index`), where a fanned hand shows it, and big or small (in the current language) at
    its foot; a game that gives its jokers a role passes the role's name (``joker_role``), which
    then runs down the corner instead: a word in Chinese one character under another, a word in
    Latin letters turned to read downwards (its letters stacked one under another would not read
    as a word)."""
    if not card.is_joker:
        return _face(card, w, h, "", "")
    if joker_role is not None:
        return _face(card, w, h, joker_role.upper(), "", joker_role.isascii())
    return _face(card, w, h, t("card.big_joker_index" if card.rank == BIG_JOKER else "card.small_joker_index"),
                 t("card.big_joker" if card.rank == BIG_JOKER else "card.small_joker"))


@lru_cache(maxsize=512)
def _face(card: Card, w: int, h: int, corner: str, foot: str, turned: bool = False) -> pygame.Surface:
    """A face drawn; ``corner`` and ``foot`` are a joker's words (they also key the cache, so a
    change of language draws the jokers again)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    _rounded(surf, theme.PAPER, surf.get_rect(), radius)
    _rounded(surf, (180, 176, 165), surf.get_rect(), radius, max(1, w // 60))
    ink = _ink(card)
    if card.is_joker:
        _draw_joker(surf, w, h, card, ink, corner, foot, turned)
        return surf
    index, (x, top) = corner_index(card, w, h)
    small = pygame.transform.rotate(index, 180)
    far = (w - x - small.get_width(), h - top - small.get_height())  # where the turned-round index goes
    centre = pygame.Rect(int(w * 0.25), int(h * 0.2), int(w * 0.5), int(h * 0.6))
    if card.rank in FACE_LETTERS:
        tint = (248, 226, 226) if card.suit.is_red else (226, 232, 244)
        _rounded(surf, tint, centre, max(2, w // 16))
        _rounded(surf, ink, centre, max(2, w // 16), max(1, w // 40))
        big = get_font(max(10, int(h * 0.34)), bold=True).render(FACE_LETTERS[card.rank], True, ink)
        surf.blit(big, big.get_rect(center=(centre.centerx, centre.centery - h // 20)))
        sym = get_font(max(8, int(h * 0.16))).render(card.suit.symbol, True, ink)
        surf.blit(sym, sym.get_rect(center=(centre.centerx, centre.bottom - h // 10)))
    else:
        size, least = max(10, int(h * (0.5 if card.rank == 1 else 0.36))), max(6, h // 8)
        ring = pygame.mask.Mask((3, 3), fill=True)
        corners = [(pygame.mask.from_surface(image, 0).convolve(ring), (cx - 1, cy - 1))  # each index, 1 px round it
                   for image, (cx, cy) in ((index, (x, top)), (small, far))]
        while True:  # as large as it may be without touching a corner index (small cards: an ace)
            big = get_font(size).render(card.suit.symbol, True, ink)
            at = big.get_rect(center=(w // 2, h // 2))
            pip = pygame.mask.from_surface(big, 0)
            if size <= least or not any(pip.overlap(m, (cx - at.x, cy - at.y)) for m, (cx, cy) in corners):
                break
            size -= 1
        surf.blit(big, at)
    surf.blit(index, (x, top))  # the corners last: nothing covers the rank and suit
    surf.blit(small, far)
    return surf


def _draw_joker(surf: pygame.Surface, w: int, h: int, card: Card, ink: tuple[int, int, int], corner: str,
                foot: str, turned: bool = False) -> None:
    """A joker: with a ``foot`` word, its corner index (:func:`joker_index`), a star and the word
    below it; without one, ``corner`` (a role's name) written downwards by the left edge
    (``turned``: as one line turned to read downwards, else a letter under another) and a star."""
    if foot:
        index, at = joker_index(card, w, h)
        word = surf.blit(index, at)
    else:
        word = (_draw_turned_corner if turned else _draw_stacked_corner)(surf, w, h, ink, corner)
    _draw_star(surf, w, h, ink, (w // 2 + w // 10, h // 2 + (h // 12 if foot else 0)), word)
    if foot:
        size = fit_line(foot, max(8, int(h * 0.14)), 7, w * 3 // 4, bold=True)[0]  # "SMALL" shrinks to fit
        label = get_font(size, bold=True).render(foot, True, ink)
        shift = w // 10 if label.get_width() < w * 0.6 else w // 20  # clear of the corner word
        surf.blit(label, label.get_rect(midbottom=(w // 2 + shift, h - h // 14)))


def _draw_star(surf: pygame.Surface, w: int, h: int, ink: tuple[int, int, int], centre: tuple[int, int],
               word: pygame.Rect) -> None:
    """A joker's star about ``centre``, moved right and made smaller as far as need be to keep
    clear of the corner ``word`` (on a small card, such as a seat's cards shown at the end)."""
    gap, size = max(1, w // 30), max(10, int(h * 0.42))
    while True:
        star = get_font(size).render("★", True, ink)
        at = star.get_rect(center=centre)
        box = star.get_bounding_rect().move(at.topleft)
        if box.colliderect(word.inflate(2 * gap, 2 * gap)):
            at.x += word.right + gap - box.x
            box.x = word.right + gap
        if box.right <= w - gap or size <= 6:
            surf.blit(star, at)
            return
        size -= 1


def _draw_stacked_corner(surf: pygame.Surface, w: int, h: int, ink: tuple[int, int, int],
                         corner: str) -> pygame.Rect:
    """``corner`` one letter under another by the left edge; returns where its letters are."""
    font = get_font(max(8, int(h * (0.13 if corner.isascii() else 0.16))), bold=True)  # two CJK glyphs have room
    y = max(2, h // 20)
    boxes = []
    for ch in corner:
        glyph = font.render(ch, True, ink)
        at = (max(2, w // 12) + (font.size("W")[0] - glyph.get_width()) // 2, y)
        surf.blit(glyph, at)
        boxes.append(glyph.get_bounding_rect().move(at))
        y += int(glyph.get_height() * (0.78 if ch.isascii() else 0.92))  # Latin capitals sit high in the line
    return boxes[0].unionall(boxes[1:])


def _draw_turned_corner(surf: pygame.Surface, w: int, h: int, ink: tuple[int, int, int],
                        corner: str) -> pygame.Rect:
    """``corner`` on one line turned to read downwards, its letters' feet toward the left edge, from
    the top corner down along the edge (at most half way down: it shrinks to fit); returns where
    its letters are."""
    size = fit_line(corner, max(8, int(h * 0.15)), 7, h // 2, bold=True)[0]
    line = get_font(size, bold=True).render(corner, True, ink)
    word = pygame.transform.rotate(line.subsurface(line.get_bounding_rect()), -90)  # the letters, no line spacing
    return surf.blit(word, (max(3, w // 10), max(3, h // 14)))


LEVEL_TINT = (255, 214, 110)


def marked_face(card: Card, w: int, h: int, mark: int, badge: str) -> pygame.Surface:
    """A card face; ``mark`` 1 tints it (Guandan: a level card), 2 also frames it as a wild card and puts
    ``badge`` under its index (visible even when the card is overlapped in a fan). An unmarked face is
    :func:`card_face`'s, cached by a joker's words: a language switched since draws it again."""
    if mark == 0:
        return card_face(card, w, h)
    return _tinted_face(card, w, h, mark, badge)  # a level card, never a joker: no words but ``badge``


def clear_marked_faces() -> None:
    _tinted_face.cache_clear()


@lru_cache(maxsize=384)
def _tinted_face(card: Card, w: int, h: int, mark: int, badge: str) -> pygame.Surface:
    surf = card_face(card, w, h).copy()
    tint = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    pygame.draw.rect(tint, (*LEVEL_TINT, 70 if mark == 1 else 95), tint.get_rect(), border_radius=radius)
    surf.blit(tint, (0, 0))
    if mark == 2:
        pygame.draw.rect(surf, (222, 160, 20), surf.get_rect(), max(2, w // 22), border_radius=radius)
        size = max(9, int(h * 0.13))
        text = get_font(size, True).render(badge, True, (90, 40, 0))
        box = text.get_rect().inflate(6, 2)
        box.topleft = (max(2, w // 16), int(h * 0.44))
        pygame.draw.rect(surf, (250, 200, 60), box, border_radius=4)
        surf.blit(text, text.get_rect(center=box.center))
    return surf


@lru_cache(maxsize=32)
def card_back(w: int, h: int) -> pygame.Surface:
    """The back of every card: a red lattice with a 牌 seal."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 10)
    _rounded(surf, theme.PAPER, surf.get_rect(), radius)
    inner = surf.get_rect().inflate(-max(4, w // 9), -max(4, w // 9))
    _rounded(surf, theme.BACK_RED, inner, max(2, radius - 2))
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 6)
    for i in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pattern, (*theme.BACK_RED_DARK, 255), (i, 0), (i + inner.h, inner.h), max(1, w // 40))
        pygame.draw.line(pattern, (*theme.BACK_RED_DARK, 255), (i, inner.h), (i + inner.h, 0), max(1, w // 40))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius - 2))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, inner.topleft)
    r = max(6, w // 4)
    pygame.draw.circle(surf, theme.GOLD, inner.center, r)
    pygame.draw.circle(surf, theme.BACK_RED_DARK, inner.center, r, max(1, w // 40))
    seal = get_font(max(8, int(r * 1.2)), bold=True).render("牌", True, theme.BACK_RED_DARK)
    surf.blit(seal, seal.get_rect(center=inner.center))
    return surf


def card_size(screen_h: int, scale: float = 1.0) -> tuple[int, int]:
    """A card size proportional to the window height (5:7)."""
    h = max(42, int(screen_h * 0.17 * scale))
    return int(h * 5 / 7), h


def draw_shadowed(target: pygame.Surface, image: pygame.Surface, pos: tuple[float, float], lift: float = 0.0) -> pygame.Rect:
    """Blit a card with a soft shadow; ``lift`` raises it and lengthens the shadow."""
    x, y = int(pos[0]), int(pos[1] - lift)
    shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shadow, theme.SHADOW, shadow.get_rect(), border_radius=max(3, image.get_width() // 10))
    off = 3 + int(lift / 3)
    target.blit(shadow, (x + off, y + off))
    return target.blit(image, (x, y))
