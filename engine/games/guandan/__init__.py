"""掼蛋 Guandan: match engine, combination engine and tribute rules.

Public names:

- :class:`Guandan` — the game (``engine.core.Game``); one engine game is a whole match.
- actions :class:`Play` (cards + reading: ``combo``, ``key``), :class:`Pass`, :class:`Tribute`,
  :class:`Return`; the view :class:`GuandanView`; :class:`Phase`; :class:`ComboType`.
- helpers for tables and hints: :func:`selection_plays` (the plays, one per wild-card reading, that
  a selection allows now), :func:`legal_plays`, :func:`sort_cards`.
- the pure combination functions on int card codes in :mod:`engine.games.guandan.combos`
  (``readings``, ``beats``) and :mod:`engine.games.guandan.listing` (``all_leads``,
  ``all_answers``, ``HandIndex``); card codes in :mod:`engine.games.guandan.cards`.
"""

from engine.games.guandan.combos import ComboType
from engine.games.guandan.rules import Guandan, legal_plays, selection_plays, sort_cards
from engine.games.guandan.state import GuandanState, GuandanView, Pass, Phase, Play, Return, Tribute

__all__ = ["ComboType", "Guandan", "GuandanState", "GuandanView", "Pass", "Phase", "Play", "Return",
           "Tribute", "legal_plays", "selection_plays", "sort_cards"]
