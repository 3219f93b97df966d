"""Keys asleep until a quiet moment: a screen that comes up after a key press (the results, the
pass-and-play curtain) must not take a key meant for what was up before, even hammered or held
(key repeat every 40 ms) past its first moments."""

from __future__ import annotations

import pygame

KEY_GRACE = 1.0  # seconds with no key pressed, after a screen comes up, before its keys work


class KeyGrace:
    """Counts the seconds since the screen came up or a key was last pressed; a key works only once
    ``seconds`` have passed so. Each press in the grace is swallowed and starts it again."""

    def __init__(self, seconds: float = KEY_GRACE) -> None:
        self.seconds = seconds
        self.quiet = 0.0

    def update(self, dt: float) -> None:
        self.quiet += dt

    def restart(self) -> None:
        """Start the grace again (the screen shows something new, as the curtain a name)."""
        self.quiet = 0.0

    def swallows(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a key pressed in the grace (it then starts the grace again)."""
        if event.type != pygame.KEYDOWN or self.quiet >= self.seconds:
            return False
        self.quiet = 0.0
        return True
