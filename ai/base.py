"""What a seat policy is: it sees a seat's view and its legal actions, nothing more."""

from __future__ import annotations

from typing import Any, Protocol

from engine.core import Action
from engine.rng import Rng


class Policy(Protocol):
    """Chooses one of ``legal`` from what ``view`` shows. Must not touch engine state.

    A policy that keeps a memory costly to rebuild may also offer ``ready(view)``: bring it up to
    ``view`` without deciding (the hint's adviser calls it before copying itself to decide)."""

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action: ...

    def observe(self, event: Any) -> None:
        """Hear one event as this seat sees it (for policies that count cards)."""


class RandomPolicy:
    """Uniformly random among the legal actions: the baseline every AI is measured against."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, legal: tuple[Action, ...]) -> Action:
        return self.rng.choice(legal)

    def observe(self, event: Any) -> None:
        return None
