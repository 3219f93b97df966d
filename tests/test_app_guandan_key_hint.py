"""The Guandan table's line naming the hand's keys (←/→ · Space): written at the table's label size
in every window, whole, and clear of the hand, the buttons and the pill over Play."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import draw
from app.games.guandan import layout as lay
from app.main import App
from tests.test_app_guandan import _click, _my_lead, _strip_center, _ui


def _written(app: App) -> list[tuple[str, int, pygame.Rect]]:
    """One frame drawn: each text the table wrote with its size and where."""
    out: list[tuple[str, int, pygame.Rect]] = []
    real = draw.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, size, *args, **kwargs)
        out.append((text, size, rect))
        return rect

    draw.blit_text = spy  # type: ignore[assignment]
    try:
        app.draw()
    finally:
        draw.blit_text = real  # type: ignore[assignment]
    return out


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_key_line_is_written_at_the_tables_label_size_clear_of_hand_and_buttons(
        lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """At 960×600 the line was written at 10 px bold (text_px(13)), under the smallest size the table
    lets a label that may be Chinese take (label_px, 11 px); it is now written at label_px(13) in any
    window, whole, and stays clear of the hand (a raised card too), the buttons and the pill saying what
    the selection plays."""
    app = lang_app
    table = _my_lead(app)
    table.on_resize(size)
    app.update_settings(language=lang)
    app.run_frames(2)
    ui = _ui(table)
    _click(app, _strip_center(ui, 0))  # a raised card and the pill over Play
    assert ui.model.selected and ui.key_hint_shown()
    lines = [(s, r) for text, s, r in _written(app) if text == i18n.t("gd.key_hint")]
    assert len(lines) == 1, "the key line is not written whole"
    px, rect = lines[0]
    assert px >= lay.label_px(13, ui.geo.fs) >= lay.MIN_LABEL
    label = ui.play_label_now()
    assert label
    play = ui.buttons["play"].rect
    pill_px = ui.geo.px(13)
    pill = draw._pill_rect(label, pill_px, (play.centerx, play.y - ui.scaled(5) - draw._pill_height(pill_px) // 2))
    obstacles = [b.rect for b in ui.visible_buttons() if b.rect.w] + [pill, ui.geo.me_panel]
    obstacles += [pygame.Rect(ui.fan.pos(i, i in ui.model.selected), (ui.geo.cw, ui.geo.ch))
                  for i in range(len(ui.model.cards))]
    assert rect.collidelist(obstacles) < 0, (rect, obstacles[rect.collidelist(obstacles)])
    assert pygame.Rect((0, 0), size).contains(rect)
