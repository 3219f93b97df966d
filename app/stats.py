"""Statistics per game and per seat type: games played, won, streaks, and game-specific bests
(for Guandan, the highest level reached). Stored as JSON in the data folder, written atomically;
a damaged file is set aside with a message and counting starts again."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import i18n
from app.paths import UserDirs, user_dirs
from app.storage import atomic_write_json, read_json

STATS_FILE = "stats.json"


@dataclass
class Tally:
    """One line of the statistics table: a game and a seat type (human, heuristic, random…)."""

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


def stats_path(dirs: UserDirs | None = None) -> Path:
    return (dirs or user_dirs()).data / STATS_FILE


def load_stats(dirs: UserDirs | None = None) -> tuple[dict[str, dict[str, Tally]], str | None]:
    """All tallies by game id and seat type, and a message if the file was damaged."""
    result = read_json(stats_path(dirs), i18n.language())
    out: dict[str, dict[str, Tally]] = {}
    if result.data is None:
        return out, result.problem
    try:
        for game, kinds in dict(result.data.get("games", {})).items():
            out[str(game)] = {
                str(kind): Tally(**{k: int(v) for k, v in dict(row).items() if k in Tally.__dataclass_fields__})
                for kind, row in dict(kinds).items()
            }
    except (AttributeError, TypeError, ValueError):
        from app.storage import damaged_message, set_aside

        path = stats_path(dirs)
        aside = set_aside(path)
        return {}, damaged_message(path, "not_stats", aside, language=i18n.language())
    return out, None


def save_stats(stats: dict[str, dict[str, Tally]], dirs: UserDirs | None = None) -> str | None:
    data: dict[str, Any] = {"version": 1, "games": {
        game: {kind: vars(tally) for kind, tally in kinds.items()} for game, kinds in stats.items()}}
    try:
        atomic_write_json(stats_path(dirs), data)
    except OSError as exc:
        return i18n.t("storage.save_stats_failed", detail=str(exc))
    return None


def record_result(game: str, seat_kinds: list[str], winners: tuple[int, ...],
                  bests: dict[int, int] | None = None, dirs: UserDirs | None = None) -> str | None:
    """Count one finished game. Each seat type is counted once per game: it won if any seat of
    that type won (so three AI seats of one kind add one game, not three). A type that sat on both
    sides of a shared win (a team game with that AI, or with people, in both teams) played against
    itself: that game is not counted for it, else such a row would win every game."""
    stats, problem = load_stats(dirs)
    per_game = stats.setdefault(game, {})
    for kind in dict.fromkeys(seat_kinds):
        seats = [s for s, k in enumerate(seat_kinds) if k == kind]
        won = any(s in winners for s in seats)
        if won and len(winners) > 1 and not all(s in winners for s in seats):
            continue
        best = max((bests or {}).get(s, 0) for s in seats) if bests else None
        per_game.setdefault(kind, Tally()).add(won, best)
    return save_stats(stats, dirs) or problem
