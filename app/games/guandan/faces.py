"""Card faces with the Guandan level marks: level cards tinted gold, the wild heart level card
framed with a badge under its index (visible even when the card is overlapped in the fan)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from app.fonts import get_font
from app.ui.cardart import card_face
from engine.cards import Card

LEVEL_TINT = (255, 214, 110)


@lru_cache(maxsize=384)
def marked_face(card: Card, w: int, h: int, mark: int, badge: str) -> pygame.Surface:
    """A card face; ``mark`` 1 tints a level card, 2 also frames the wild heart level card and puts
    ``badge`` under its index (visible even when the card is overlapped)."""
    face = card_face(card, w, h)
    if mark == 0:
        return face
    surf = face.copy()
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


def clear_faces() -> None:
    marked_face.cache_clear()
