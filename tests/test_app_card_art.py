"""The shared card art: a joker says which joker it is in the strip of it a fanned hand leaves in view."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.ui import cardart
from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from tests.apptools import quick_app
from tests.test_app_guandan import _my_lead, _set_hand, _ui

BIG, SMALL = Card(BIG_JOKER, Suit.JOKER), Card(SMALL_JOKER, Suit.JOKER)
HAND = "BJ SJ BJ SJ ♥2 ♠A ♦A ♣K ♠K ♦Q ♣Q ♠J ♦10 ♣10 ♠9 ♦9 ♣8 ♠8 ♦7 ♣7 ♠6 ♦6 ♣5 ♠5 ♦4 ♣4 ♠3"


def _ink(face: pygame.Surface, region: pygame.Rect) -> pygame.mask.Mask:
    """Where ``face`` is not plain paper within ``region`` (its colour left out: red or black alike)."""
    from app.ui import theme

    mask = pygame.mask.Mask(region.size)
    for x in range(region.w):
        for y in range(region.h):
            if face.get_at((region.x + x, region.y + y))[:3] != theme.PAPER:
                mask.set_at((x, y))
    return mask


def _visible_parts(size: tuple[int, int]) -> list[tuple[tuple[int, int], pygame.Rect]]:
    """For a Guandan table in a ``size`` window with jokers in the person's hand: each card size the
    table draws a joker at, with the part of a card of that size left in view where it is overlapped
    (the hand's narrowest joker strip, however far down it shows; a played combination's step)."""
    app = quick_app(size=size)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        _set_hand(table, HAND)
        app.run_frames(2)
        ui = _ui(table)
        fan = ui.fan
        jokers = [i for i, card in enumerate(ui.model.cards) if card.is_joker]
        assert len(jokers) == 4
        strips = [fan.strips[i].move(-fan.rects[i].x, -fan.rects[i].y) for i in jokers]
        narrow = pygame.Rect(0, 0, min(s.w for s in strips), min(s.h for s in strips))
        g = ui.geo
        return [((fan.cw, fan.ch), narrow), ((g.pw, g.ph), pygame.Rect(0, 0, int(g.pw * 0.42), g.ph))]
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (960, 768), (1600, 900)])
def test_a_fanned_joker_shows_which_joker_it_is(lang: str, size: tuple[int, int]) -> None:
    """A joker's big or small was written only at its foot, which the next card of a fanned hand
    covered ("BI", "SMA", half of 大/小), and "JOKER" down its corner is the same on both: in the
    back row of a two-row hand (its top only in view) a big and a small joker looked alike. Now the
    corner index says which joker (大 over 王, B over ★), whole within the part left in view, and
    what is in view differs between the two jokers (colour left aside)."""
    i18n.set_language(lang)
    try:
        for (w, h), seen in _visible_parts(size):
            cardart._face.cache_clear()
            big, small = cardart.card_face(BIG, w, h), cardart.card_face(SMALL, w, h)
            a, b = _ink(big, seen), _ink(small, seen)
            assert a.count() != b.count() or a.overlap_area(b, (0, 0)) != a.count(), ((w, h), seen)  # not alike
            for card in (BIG, SMALL):
                index, at = cardart.joker_index(card, w, h)
                box = index.get_bounding_rect().move(at)
                assert seen.contains(box), (card, (w, h), box, seen)
    finally:
        i18n.set_language("zh")
        cardart._face.cache_clear()

