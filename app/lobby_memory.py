"""What the lobby remembers between runs: the chosen game and, for each game, its seats and table
options, kept as readable JSON in ``<config dir>/lobby.json``::

    {"version": 1, "game": "guandan",
     "games": {"guandan": {"seats": [{"kind": "human", "ai": "heuristic", "name": "Ann"}, ...],
                           "options": {"announce": 10}}}}

Loading never fails and keeps what still makes sense:

- A file that cannot be read or is not JSON, or whose top level is not an object, is damaged: it
  is set aside (``lobby.json.damaged-<time>``), a message says so and the lobby starts from defaults.
- Inside, each part is checked on its own and a bad part alone is dropped, its default used: a
  chosen game this version cannot play; a game entry that is unknown or not an object; seats that
  are not a list of exactly the game's ``max_players`` rows (that game's seats fall back whole);
  within a row, a seat kind other than human/ai/empty (that seat's default kind), an AI level the
  game does not offer (its first, strongest level), a name that is not a printable string of at
  most ``NAME_MAX`` characters (the default name); an option the game no longer declares, or a
  value ``resolve_options`` rejects at every player count the game allows. These drops come from
  an older version or a hand edit, so they are only logged: the lobby shows what it uses.
- Options that are each fine but clash together are kept: the lobby already says why Start is not
  possible then. Unknown keys are ignored, so a newer version's file still loads.

In memory the lobby keeps the same as a dict: ``"game"`` -> game id, ``("seats", id)`` -> list of
:class:`SeatRow`, ``("options", id)`` -> dict of option values.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ai.registry import kinds_for
from app.i18n import t_in
from app.paths import UserDirs, user_dirs
from app.storage import Damage, atomic_write_json, os_problem, read_json, set_damaged_aside, shown_path
from engine.errors import OptionError
from engine.registry import get_game

LOBBY_FILE = "lobby.json"
LOBBY_VERSION = 1
SEAT_KINDS = ("human", "ai", "empty")
NAME_MAX = 12  # the longest seat name the lobby lets a person type

_log = logging.getLogger(__name__)


@dataclass
class SeatRow:
    kind: str  # "human", "ai" or "empty"
    ai_kind: str
    name: str  # "" means the default name


def default_rows(game_id: str) -> list[SeatRow]:
    """A new game's chairs: the person first, AI seats up to four players (or what the game
    needs), the rest empty; every AI at the game's strongest level."""
    info = get_game(game_id).info
    first = kinds_for(game_id)[0]
    players = min(max(4, info.min_players), info.max_players)
    return [SeatRow("human" if i == 0 else ("ai" if i < players else "empty"), first, "")
            for i in range(info.max_players)]


def lobby_path(dirs: UserDirs | None = None) -> Path:
    """Where the lobby's memory lives."""
    return (dirs or user_dirs()).config / LOBBY_FILE


def read_lobby(games: tuple[str, ...], dirs: UserDirs | None = None) -> tuple[dict[Any, Any], Damage | None]:
    """The remembered lobby for the playable ``games`` and the damage, if any, as data (the lobby
    tells it with the others found at start-up). Missing file: nothing remembered, no damage."""
    path = lobby_path(dirs)
    result = read_json(path, what="lobby")
    if result.damage is not None:
        return {}, result.damage
    if result.data is None:
        return {}, None
    if not isinstance(result.data, dict):
        return {}, set_damaged_aside(path, "lobby", "does not hold a lobby setup")
    return memory_from_json(result.data, games), None


def save_lobby(remembered: dict[Any, Any], language: str, dirs: UserDirs | None = None) -> str | None:
    """Write the lobby's memory atomically. Returns None, or a user-facing message in ``language`` if
    it failed."""
    problem = write_lobby(remembered, dirs)
    return problem(language) if problem is not None else None


def write_lobby(remembered: dict[Any, Any], dirs: UserDirs | None = None) -> Callable[[str], str] | None:
    """Write the lobby's memory atomically. Returns None, or if it failed what to tell the player, in a
    language given (a message that follows a language switched while it shows)."""
    path = lobby_path(dirs)
    try:
        atomic_write_json(path, memory_to_json(remembered))
    except (OSError, ValueError) as exc:
        _log.warning("could not save the lobby to %s: %s", path, exc)
        shown, detail = shown_path(str(path)), os_problem(exc)
        return lambda language: t_in(language, "storage.save_lobby_failed", path=shown, detail=detail)
    return None


def memory_to_json(remembered: dict[Any, Any]) -> dict[str, Any]:
    """The file's form of the in-memory dict."""
    games: dict[str, dict[str, Any]] = {}
    for key, value in remembered.items():
        if isinstance(key, tuple) and key[0] == "seats":
            games.setdefault(key[1], {})["seats"] = [{"kind": r.kind, "ai": r.ai_kind, "name": r.name}
                                                     for r in value]
        elif isinstance(key, tuple) and key[0] == "options":
            games.setdefault(key[1], {})["options"] = dict(value)
    data: dict[str, Any] = {"version": LOBBY_VERSION}
    if "game" in remembered:
        data["game"] = remembered["game"]
    data["games"] = games
    return data


def memory_from_json(data: dict[str, Any], games: tuple[str, ...]) -> dict[Any, Any]:
    """The in-memory dict from the file's form, keeping only what is still valid (see the module)."""
    out: dict[Any, Any] = {}
    if data.get("game") in games:
        out["game"] = data["game"]
    entries = data.get("games")
    if not isinstance(entries, dict):
        return out
    for game_id, entry in entries.items():
        if game_id not in games or not isinstance(entry, dict):
            _log.info("lobby memory: dropped the entry for %r", game_id)
            continue
        rows = _checked_rows(game_id, entry.get("seats"))
        if rows is not None:
            out[("seats", game_id)] = rows
        if isinstance(entry.get("options"), dict):
            out[("options", game_id)] = _checked_options(game_id, entry["options"])
    return out


def _checked_rows(game_id: str, seats: Any) -> list[SeatRow] | None:
    """The remembered chairs with each bad field at its default; None if there are none or the
    number does not match the game."""
    defaults = default_rows(game_id)
    if not isinstance(seats, list) or len(seats) != len(defaults):
        if seats is not None:
            _log.info("lobby memory: dropped the seats of %s", game_id)
        return None
    kinds = kinds_for(game_id)
    rows = []
    for seat, default in zip(seats, defaults):
        seat = seat if isinstance(seat, dict) else {}
        kind, ai_kind, name = seat.get("kind"), seat.get("ai"), seat.get("name")
        rows.append(SeatRow(kind if kind in SEAT_KINDS else default.kind,
                            ai_kind if ai_kind in kinds else default.ai_kind,
                            name if _good_name(name) else ""))
    return rows


def _good_name(name: Any) -> TypeGuard[str]:
    return isinstance(name, str) and len(name) <= NAME_MAX and name.isprintable()


def _checked_options(game_id: str, options: dict[str, Any]) -> dict[str, Any]:
    """The options the game still declares with a value it accepts."""
    game = get_game(game_id)
    declared = {spec.key for spec in game.info.options}
    kept = {}
    for key, value in options.items():
        if key in declared and _accepted(game_id, key, value):
            kept[key] = value
        else:
            _log.info("lobby memory: dropped option %s=%r of %s", key, value, game_id)
    return kept


def _accepted(game_id: str, key: str, value: Any) -> bool:
    """Whether the game takes ``value`` for ``key`` (the others at their defaults) at some player
    count: an option that needs more players is still a good value to remember."""
    game = get_game(game_id)
    for players in range(game.info.min_players, game.info.max_players + 1):
        try:
            game.resolve_options(players, {key: value})
        except OptionError:
            continue
        return True
    return False
