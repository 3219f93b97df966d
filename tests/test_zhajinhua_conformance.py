"""Zha Jin Hua passes the shared conformance checks over 300 seeded random sessions (game imported directly)."""

from __future__ import annotations

from engine.games.zhajinhua import ZhaJinHua
from tests.conformance import play_checked


def test_conformance_300_seeded_sessions() -> None:
    game = ZhaJinHua()
    for seed in range(300):
        play_checked(game, seed)
