"""Short messages show where they cover nothing the player is reading: over a table they stay clear of
the log panel (at 960x600 they lay across it)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.main import App
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import drawn_toast_rect


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_message_over_the_table_leaves_the_log_clear(size: tuple[int, int]) -> None:
    app = App(headless=True, size=size)
    app.settings = replace(app.settings, ai_delay_ms=0, animation_speed=4.0)
    try:
        table = TableScene(app, "deadline99", [SeatSetup(True, "Ann"), SeatSetup(False, "Bot")], {}, 3)
        app.reset(table)
        app.run_frames(3)
        app.toast.show("A long message that wraps over more than one line: " * 3, 5.0)
        rect = drawn_toast_rect(app)
        assert rect is not None
        assert not rect.colliderect(table.log_rect), (rect, table.log_rect)
        assert app.screen.get_rect().contains(rect)
        # Deadline 99 keeps a refusal off the person's cards (they look for another card to play): at
        # 960×600 that is a narrower panel beside the hand, but still a panel, not a narrow strip
        from app.games.deadline99_places import hand_box

        cards = hand_box(table.ui)  # type: ignore[arg-type]
        assert cards is not None and not rect.colliderect(cards), (rect, cards)
        assert rect.w >= 2 * rect.h and rect.w >= min(400, table.log_rect.x - 60), rect
    finally:
        app.shutdown()
