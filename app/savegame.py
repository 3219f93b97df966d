"""Saving the game in progress (after every action and on quit), Continue, and finished games.

A save is the game's record (game, rules version, options, seed, actions, seat names and kinds)
as JSON — never a pickle. The game in progress lives in ``<data>/autosave.json``; finished games
are kept in ``<data>/history/`` for the replay viewer and can be exported anywhere.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import i18n
from app.paths import UserDirs, user_dirs
from app.storage import Damage, atomic_write_text, os_problem, read_json, set_damaged_aside
from engine.errors import IllegalAction, OptionError, RecordError
from engine.record import Record, from_json, replay, to_data, to_json
from engine.registry import GAMES

_log = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"
HISTORY = "history"
HISTORY_KEEP = 50


@dataclass(frozen=True)
class Loaded:
    """A record read from disk, or why it could not be (``damage``: the file set aside, as data)."""

    record: Record | None
    problem: str | None
    damage: Damage | None = None


def autosave_path(dirs: UserDirs | None = None) -> Path:
    return (dirs or user_dirs()).data / AUTOSAVE


def save_in_progress(record: Record, dirs: UserDirs | None = None) -> str | None:
    """Write the game in progress atomically; returns a message if it could not be written."""
    try:
        atomic_write_text(autosave_path(dirs), to_json(record))
    except OSError as exc:
        return i18n.t("storage.save_game_failed", detail=os_problem(exc))
    return None


def record_problem(record: Record, exc: RecordError) -> str:
    """Why ``record`` does not replay, as a sentence in the current language. The engine says it in
    English, which goes to the log."""
    from app.games.refusals import refusal_text, refused_unless_english

    _log.warning("the %s record does not replay: %s", record.game, exc)
    game = GAMES.get(record.game)
    cause = exc.__cause__
    if game is None:
        return i18n.t("replay.unknown_game", game=record.game)
    if record.rules_version != game.info.rules_version:
        return i18n.t("replay.old_rules", made=record.rules_version, now=game.info.rules_version)
    if isinstance(cause, OptionError):
        return i18n.t("replay.bad_options")
    if isinstance(cause, IllegalAction) and exc.step is not None:
        # the refusal speaks to the seat that acted ("you do not hold ♠K"): quoted as told to that seat
        acting = record.actions[exc.step - 1][0] if 1 <= exc.step <= len(record.actions) else None
        return i18n.t("replay.broken", n=exc.step, seat=_seat_shown(record, acting),
                      reason=refusal_text(record.game, cause.reason, refused_unless_english, to_seat=acting))
    return i18n.t("replay.not_replayable")


def _seat_shown(record: Record, seat: int | None) -> str:
    """``seat`` of ``record`` (None: a move the record does not have): its name as shown, else its
    number."""
    if seat is None:
        return i18n.t("replay.seat_number", n="?")
    if 0 <= seat < len(record.seat_names) and record.seat_names[seat]:
        return i18n.seat_labels(record.seat_names)[seat]
    return i18n.t("replay.seat_number", n=seat + 1)


def clear_in_progress(dirs: UserDirs | None = None) -> None:
    try:
        autosave_path(dirs).unlink(missing_ok=True)
    except OSError:
        pass


def read_record_file(path: Path, what: str = "record", move: bool = True) -> Loaded:
    """Read a record file: a finished game's (``what`` "record") or the game in progress ("save").
    A damaged file is set aside (left as it is if not ``move``: a file of the player's own) with
    a message; it never raises."""
    result = read_json(path, i18n.language(), what, move)
    if result.problem is not None:
        return Loaded(None, result.problem, result.damage)
    if result.data is None:
        return Loaded(None, None)
    try:
        record = from_json(json.dumps(result.data))
    except RecordError as exc:
        damage = set_damaged_aside(path, what, f"is not a usable game record ({exc})", move)
        return Loaded(None, damage.message(i18n.language()), damage)
    return Loaded(record, None)


def load_in_progress(dirs: UserDirs | None = None) -> Loaded:
    return read_record_file(autosave_path(dirs), "save")


def archive_finished(record: Record, dirs: UserDirs | None = None) -> Path | None:
    """Keep a finished game in the history folder (newest 50) and drop the autosave."""
    folder = (dirs or user_dirs()).data / HISTORY
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder / f"{stamp}-{record.game}-{record.seed}.json"
        atomic_write_text(path, to_json(record))
        old = sorted(folder.glob("*.json"))
        for extra in old[:-HISTORY_KEEP]:
            extra.unlink(missing_ok=True)
    except OSError:
        return None
    clear_in_progress(dirs)
    return path


def finished_games(dirs: UserDirs | None = None) -> list[Path]:
    """Finished game records, newest first."""
    folder = (dirs or user_dirs()).data / HISTORY
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.json"), reverse=True)


def game_in_file_name(path: Path) -> str:
    """The game id in a history file's name (``<date>-<time>-<game>-<seed>.json``), else the stem."""
    parts = path.stem.split("-")
    return "-".join(parts[2:-1]) if len(parts) >= 4 else path.stem


@dataclass(frozen=True)
class Summary:
    """Who played a finished game and who won it, as the list of finished games shows it.

    ``winners`` are seat numbers, None when the record does not replay to its end in this version
    of the app; ``readable`` is False (and ``names`` empty) when the file is not a usable record.
    """

    game: str
    names: tuple[str, ...]
    winners: tuple[int, ...] | None
    readable: bool = True
    options: tuple[tuple[str, Any], ...] = ()  # the table options the game was played with


_summaries: dict[tuple[Path, int, int], Summary] = {}


def _summary_key(path: Path) -> tuple[Path, int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return path, info.st_mtime_ns, info.st_size


def cached_summary(path: Path) -> Summary | None:
    """The summary of a file already worked out by :func:`summarize`, if the file has not changed."""
    key = _summary_key(path)
    return _summaries.get(key) if key else None


def summarize(path: Path) -> Summary:
    """Read a finished game's record and replay it to its end to name the seats and the winners.
    Remembered while the file is unchanged; never raises and never moves a damaged file."""
    key = _summary_key(path)
    if key in _summaries:
        return _summaries[key]
    try:
        record = from_json(path.read_text(encoding="utf-8-sig"))  # as read_json reads it
    except (OSError, UnicodeDecodeError, RecordError):
        return Summary(game_in_file_name(path), (), None, readable=False)
    names = tuple(record.seat_names[i] if i < len(record.seat_names) else f"{i + 1}"
                  for i in range(record.players))  # as the table names unnamed seats
    summary = Summary(record.game, names, _winners(record), options=tuple(record.options.items()))
    if key is not None:
        _summaries[key] = summary
    return summary


def _winners(record: Record) -> tuple[int, ...] | None:
    """The winning seats of a finished record, or None if it does not replay to an end here."""
    game = GAMES.get(record.game)
    if game is None:
        return None
    try:
        state, _ = replay(game, record)
        outcome = game.outcome(state)
    except RecordError:  # made under other rules, or no longer replays
        return None
    except Exception:  # noqa: BLE001 - a damaged record must not break the list it is shown in
        _log.warning("cannot replay %s to its end", record.game, exc_info=True)
        return None
    return outcome.winners if outcome is not None else None


def export_record(record: Record, path: Path) -> str | None:
    """Write a record where the player asked; returns a message on failure."""
    try:
        atomic_write_text(path, json.dumps(to_data(record), ensure_ascii=False, indent=1))
    except OSError as exc:
        return os_problem(exc)
    return None
