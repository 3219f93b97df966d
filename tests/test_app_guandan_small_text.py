"""Guandan's smallest texts stay readable at 960×600 (at least layout.MIN_LABEL, 11 px): the pill over
Play saying what the selection plays, the captions under plays on the table and the "New" tag."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import draw
from app.games.guandan import layout as lay
from app.games.guandan.text import play_caption
from app.main import App
from tests.apptools import quick_app, run_until
from tests.test_app_guandan import _click, _key, _my_lead, _strip_center, _ui


@contextmanager
def _pills() -> Iterator[list[tuple[str, int]]]:
    """The (text, size) of every pill the Guandan table draws meanwhile."""
    drawn: list[tuple[str, int]] = []
    real = draw._pill

    def spy(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append((text, size))
        return real(surface, text, size, *args, **kwargs)

    draw._pill = spy  # type: ignore[assignment]
    try:
        yield drawn
    finally:
        draw._pill = real  # type: ignore[assignment]


def _sizes_of(app: App, text: str) -> list[int]:
    with _pills() as drawn:
        app.draw()
    return [size for shown, size in drawn if shown == text]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_play_pill_captions_and_new_tag_are_at_least_11_px_at_960x600(lang: str) -> None:
    """At 960×600 they were written at 9 and 10 px, a blur in Chinese."""
    app = quick_app(size=(960, 600))
    i18n.set_language(lang)
    try:
        app.screen = pygame.display.set_mode((960, 600))
        table = _my_lead(app)
        table.on_resize((960, 600))
        ui = _ui(table)
        app.run_frames(2)
        _click(app, _strip_center(ui, 0))
        label = ui.play_label_now()
        assert label
        sizes = _sizes_of(app, label)
        assert sizes and min(sizes) >= lay.MIN_LABEL, ("play pill", sizes)
        card = ui.model.cards[-1]
        ui.mark_received(card)
        sizes = _sizes_of(app, i18n.t("gd.received_tag"))
        assert sizes and min(sizes) >= lay.MIN_LABEL, ("new tag", sizes)
        assert ui.received_tag_rect(ui.model.cards.index(card)).h >= lay.MIN_LABEL
        done = len(table.session.record.actions)
        _key(app, pygame.K_RETURN)
        seat, action = table.session.record.actions[done]
        assert seat == 0
        run_until(app, lambda: not table.busy)
        sizes = _sizes_of(app, play_caption(action))
        assert sizes and min(sizes) >= lay.MIN_LABEL, ("caption", sizes)
    finally:
        app.shutdown()
        i18n.set_language("zh")
