"""掼蛋 Guandan: match engine, combination engine and tribute rules.

Public names: :class:`Guandan` (the game), actions :class:`Play`, :class:`Pass`, :class:`Tribute`,
:class:`Return`, the view :class:`GuandanView`, :class:`ComboType`, and the pure combination
functions in :mod:`engine.games.guandan.combos` and :mod:`engine.games.guandan.listing`.
"""

from engine.games.guandan.combos import ComboType
from engine.games.guandan.rules import Guandan, legal_plays
from engine.games.guandan.state import GuandanState, GuandanView, Pass, Phase, Play, Return, Tribute

__all__ = ["ComboType", "Guandan", "GuandanState", "GuandanView", "Pass", "Phase", "Play", "Return",
           "Tribute", "legal_plays"]
