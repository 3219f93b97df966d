"""Statistics per game and per row: one row per AI level and one per person, by the name shown at
their seat: games played, won, streaks, and game-specific bests (for Guandan, the highest level
reached). Stored as JSON in the data folder, written atomically; a damaged file is set aside with
a message and counting starts again.

Row keys: an AI level as it is ("heuristic"), a person as ``person:<name>``, a person with the
lobby's default name as ``person#<seat number>`` (so "玩家2" and "Player 2" are one row). Files
from before people were counted apart have a single ``human`` row for everyone; it is kept."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import i18n
from app.i18n import default_seat_key
from app.paths import UserDirs, user_dirs
from app.storage import atomic_write_json, os_problem, read_json

STATS_FILE = "stats.json"
PERSON = "person:"  # + the name someone typed
DEFAULT_PERSON = "person#"  # + the seat number whose default name ("Player 2") a person kept
OLD_PEOPLE = "human"  # every person in one row, as files from before version 2 counted them


@dataclass
class Tally:
    """One line of the statistics table: a game and a row (a person, or an AI level)."""

    played: int = 0
    won: int = 0
    streak: int = 0
    best_streak: int = 0
    best: int = 0  # game-specific best (Guandan: highest level reached, 2–14)

    def add(self, won: bool, best: int | None = None) -> None:
        self.played += 1
        if won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        if best is not None:
            self.best = max(self.best, best)

    def absorb(self, other: "Tally") -> None:
        """Count another row's games in this one (the streak going on is the other's)."""
        self.played += other.played
        self.won += other.won
        self.streak = other.streak
        self.best_streak = max(self.best_streak, other.best_streak)
        self.best = max(self.best, other.best)


def clean_name(name: str) -> str:
    """A name as it can be drawn and written: control characters as spaces, runs of spaces as one,
    none at the ends, and anything UTF-8 cannot hold (a lone surrogate) as "?"."""
    text = name.encode("utf-8", "replace").decode("utf-8")
    return " ".join("".join(" " if unicodedata.category(c) == "Cc" else c for c in text).split())


def seat_key(kind: str, name: str, seat: int) -> str:
    """The row seat ``seat`` is counted in: an AI seat's level (``kind``), or for a person
    (``kind`` "human") the name shown at their seat; a default or empty name by the seat number."""
    if kind != "human":
        return kind
    shown = clean_name(name)
    if not shown or default_seat_key(name, seat) == "lobby.default_human":
        return f"{DEFAULT_PERSON}{seat + 1}"
    return PERSON + shown


def is_person(key: str) -> bool:
    """Whether a row counts a person (or, in an old file, all people) rather than an AI level."""
    return key == OLD_PEOPLE or key.startswith((PERSON, DEFAULT_PERSON))


def person_name(key: str) -> str | None:
    """The name a person's row shows, in the current language for a default name; None for an
    AI level's row and for the old row of all people."""
    if key.startswith(PERSON):
        return key[len(PERSON):]
    if key.startswith(DEFAULT_PERSON):
        number = key[len(DEFAULT_PERSON):]
        return i18n.t("lobby.default_human", n=int(number)) if number.isdecimal() else number
    return None


def _clean_key(key: str) -> str:
    """A row key read from the file, made safe to draw and to write back (only a hand-edited
    file holds a name that needs it)."""
    return PERSON + clean_name(key[len(PERSON):]) if key.startswith(PERSON) else clean_name(key)


def stats_path(dirs: UserDirs | None = None) -> Path:
    return (dirs or user_dirs()).data / STATS_FILE


def load_stats(dirs: UserDirs | None = None) -> tuple[dict[str, dict[str, Tally]], str | None]:
    """All tallies by game id and row key, and a message if the file was damaged."""
    result = read_json(stats_path(dirs), i18n.language(), "stats")
    out: dict[str, dict[str, Tally]] = {}
    if result.data is None:
        return out, result.problem
    try:
        for game, kinds in dict(result.data.get("games", {})).items():
            rows: dict[str, Tally] = out.setdefault(clean_name(str(game)), {})
            for key, row in dict(kinds).items():
                tally = Tally(**{k: int(v) for k, v in dict(row).items() if k in Tally.__dataclass_fields__})
                clean = _clean_key(str(key))
                if clean in rows:
                    rows[clean].absorb(tally)
                else:
                    rows[clean] = tally
    except (AttributeError, TypeError, ValueError) as exc:
        from app.storage import report_damaged

        return {}, report_damaged(stats_path(dirs), "stats", f"does not hold statistics ({exc})", i18n.language())[1]
    return out, None


def save_stats(stats: dict[str, dict[str, Tally]], dirs: UserDirs | None = None) -> str | None:
    data: dict[str, Any] = {"version": 2, "games": {
        game: {kind: vars(tally) for kind, tally in kinds.items()} for game, kinds in stats.items()}}
    try:
        atomic_write_json(stats_path(dirs), data)
    except OSError as exc:
        return i18n.t("storage.save_stats_failed", detail=os_problem(exc))
    return None


def record_result(game: str, seat_keys: list[str], winners: tuple[int, ...],
                  bests: dict[int, int] | None = None, dirs: UserDirs | None = None) -> str | None:
    """Count one finished game; ``seat_keys`` holds each seat's row (see :func:`seat_key`). Each row
    is counted once per game: it won if any of its seats won (so three AI seats of one level add
    one game, not three). A row that sat on both sides of a shared win (a team game with that AI,
    or one name, in both teams) played against itself: that game is not counted for it, else such
    a row would win every game. So is a row that held every seat (an all-AI table of one level)."""
    stats, problem = load_stats(dirs)
    for kind in dict.fromkeys(seat_keys):
        seats = [s for s, k in enumerate(seat_keys) if k == kind]
        if len(seats) == len(seat_keys):
            continue
        won = any(s in winners for s in seats)
        if won and len(winners) > 1 and not all(s in winners for s in seats):
            continue
        best = max((bests or {}).get(s, 0) for s in seats) if bests else None
        stats.setdefault(game, {}).setdefault(kind, Tally()).add(won, best)
    return save_stats(stats, dirs) or problem
