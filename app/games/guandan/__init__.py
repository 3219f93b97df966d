"""The 掼蛋 Guandan table UI: level panel, card counter, seats with their plays, the 27-card hand
with rubber-band selection, hints, wild-card readings, tribute and return."""

from app.games.guandan.ui import GuandanUI

__all__ = ["GuandanUI"]
