"""The Guandan table's geometry (app.games.guandan.layout): one rule for its text sizes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from app.fonts import get_font
from app.games.guandan import layout as lay


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (640, 400)])
def test_the_geometry_and_the_counter_legend_share_one_text_size_rule(app: Any, size: tuple[int, int],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """layout.counter_title_h, needed to lay out the card counter before the Geometry exists, wrote
    Geometry.px's rule (a size scaled, never below 9 px) out again, as did the status line's height:
    a change to one would have left the others behind. All three now ask layout.text_px; a changed
    rule reaches each of them."""
    real = lay.text_px
    asked: list[float] = []

    def bigger(px: float, fs: float) -> int:
        asked.append(px)
        return real(px, fs) + 3

    monkeypatch.setattr(lay, "text_px", bigger)
    w, h = size
    g = lay.compute(pygame.Rect(0, 48, w - 272, h - 48), pygame.Rect(0, 0, w, h))
    for px in (9, 13, 17, 40):
        assert g.px(px) == real(px, g.fs) + 3
    assert lay.counter_title_h(g.fs) == get_font(real(13, g.fs) + 3, True).get_height() + 2
    assert 17 in asked, "the status line's height is not sized by the rule"
