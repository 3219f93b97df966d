"""The one error type the engine raises for an action the rules do not allow."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core import Refusal


class IllegalAction(Exception):
    """An action was rejected; ``reason`` says why: a :class:`engine.core.Refusal` (plain words, with
    a code and params). The state is untouched."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(reason)
        self.reason = reason


class RecordError(Exception):
    """A saved record could not be read or no longer replays under the current rules; ``step`` is the
    number (from 1) of the action the rules refused, when that is what went wrong."""

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message)
        self.step = step


class OptionError(ValueError):
    """Table options or a player count that a game does not accept."""
