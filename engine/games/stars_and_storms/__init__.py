"""星辰与风暴 Stars and Storms (seed 000): see :mod:`engine.games.stars_and_storms.game` for the rules."""

from engine.games.stars_and_storms.game import StarsAndStorms
from engine.games.stars_and_storms.model import (
    EndTurn, Form, Play, SnSState, SnSView, Star, ZoneStar,
)

__all__ = ["EndTurn", "Form", "Play", "SnSState", "SnSView", "Star", "StarsAndStorms", "ZoneStar"]
