"""Which seat policies exist for which game: an explicit table, like the game registry."""

from __future__ import annotations

from collections.abc import Callable

from ai.base import Policy, RandomPolicy

# (game id, kind) -> factory(seat, seed). Kind "random" works for every game.
PolicyFactory = Callable[[int, int], Policy]
_FACTORIES: dict[tuple[str, str], PolicyFactory] = {}


def register(game_id: str, kind: str, factory: PolicyFactory) -> None:
    _FACTORIES[(game_id, kind)] = factory


def kinds_for(game_id: str) -> tuple[str, ...]:
    """Policy kinds available for a game, strongest first, ``random`` last."""
    own = [k for (g, k) in _FACTORIES if g == game_id]
    return tuple(own) + ("random",)


def make_policy(game_id: str, kind: str, seat: int, seed: int) -> Policy:
    """A fresh policy for one seat; raises KeyError naming the kinds on offer."""
    if kind == "random":
        return RandomPolicy(seed * 7919 + seat * 104729 + 1)
    try:
        factory = _FACTORIES[(game_id, kind)]
    except KeyError:
        raise KeyError(f"no {kind!r} seat for {game_id}; choose from {', '.join(kinds_for(game_id))}") from None
    return factory(seat, seed)


def _load() -> None:
    # Explicit imports keep every policy visible to PyInstaller.
    from ai import deadline99
    from ai import guandan
    from ai import stars_and_storms
    from ai import zhajinhua
    from ai import xianshi_tongxing

    register("deadline99", "heuristic", deadline99.HeuristicD99)
    register("guandan", "heuristic", guandan.HeuristicGuandan)
    register("guandan", "greedy", guandan.GreedyGuandan)
    register("stars_and_storms", "heuristic", stars_and_storms.HeuristicSnS)
    register("zhajinhua", "heuristic", zhajinhua.HeuristicZjh)
    register("xianshi_tongxing", "heuristic", xianshi_tongxing.HeuristicXianshi)


_load()
