"""An AI seat's decision worked out on a worker thread, so the table keeps drawing meanwhile.

The thread gets the seat's view and legal actions (immutable data) and the seat's own policy;
nothing else touches that policy until the result is collected, because the table performs no
action while an AI seat alone is to decide.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from engine.core import Action


class Thought:
    """One decision in progress: ``done`` once the policy has answered; ``result()`` gives the action
    (or raises what the policy raised, on the caller's thread)."""

    def __init__(self, seat: int, step: int, think: Callable[[], Action], background: bool = True) -> None:
        self.seat = seat
        self.step = step  # how many actions the game had when the thought began
        self._action: Action | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if not background:  # worked out here and now (headless runs stay reproducible)
            self._run(think)
            return
        self._thread = threading.Thread(target=self._run, args=(think,), name=f"ai-seat-{seat}", daemon=True)
        self._thread.start()

    def _run(self, think: Callable[[], Action]) -> None:
        try:
            self._action = think()
        except BaseException as exc:  # handed to the table's thread in result()
            self._error = exc

    @property
    def done(self) -> bool:
        return self._thread is None or not self._thread.is_alive()

    def result(self) -> Action:
        if self._thread is not None:
            self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._action is not None
        return self._action
