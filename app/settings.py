"""User settings, kept as readable JSON in ``<config dir>/settings.json``.

Loading never fails: a damaged file is set aside and defaults are used; a single value that is
missing, of the wrong type or out of range falls back to its default while the others are kept,
except the window's size, which is brought into the range ``--size`` takes. Unknown keys are
ignored (a newer version's file still loads).
"""

from __future__ import annotations

import logging
import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Callable

from app.i18n import t_in
from app.paths import UserDirs, user_dirs
from app.storage import Damage, atomic_write_json, os_problem, read_json, set_damaged_aside, shown_path

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1

LANGUAGES: tuple[str, ...] = ("zh", "en")
ANIMATION_SPEED_MIN = 0.25
ANIMATION_SPEED_MAX = 3.0
AI_DELAY_MIN_MS = 0
AI_DELAY_MAX_MS = 3000
SMALLEST_WINDOW: tuple[int, int] = (960, 600)  # the smallest window the tables and lobby are laid out for
LARGEST_WINDOW: tuple[int, int] = (7680, 4320)  # the largest --size taken (an 8K screen); a saved size too

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. Change with ``dataclasses.replace``."""

    language: str = "zh"
    animation_speed: float = 1.0
    ai_delay_ms: int = 700
    sound: bool = True
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    show_card_counter: bool = False


def settings_path(dirs: UserDirs | None = None) -> Path:
    """Where the settings file lives."""
    return (dirs or user_dirs()).config / SETTINGS_FILE


@dataclass(frozen=True)
class SettingsRead:
    """The settings as read, with what went wrong: the file was damaged (set aside, defaults in
    use), some values were not valid (``invalid``: their names; they fell back to defaults) or
    out of range and brought into it (``adjusted``: their names; the window's size)."""

    settings: Settings
    damage: Damage | None = None
    invalid: tuple[str, ...] = ()
    adjusted: tuple[str, ...] = ()


def read_settings(dirs: UserDirs | None = None) -> SettingsRead:
    """Read the settings. Missing file: defaults. Damaged file: set aside, defaults. Bad single
    values: those fall back to defaults (a window size out of range is brought into it), the
    others are kept."""
    path = settings_path(dirs)
    result = read_json(path, what="settings")
    if result.damage is not None:
        return SettingsRead(Settings(), result.damage)
    if result.data is None:
        return SettingsRead(Settings())
    if not isinstance(result.data, dict):
        return SettingsRead(Settings(), set_damaged_aside(path, "settings", "does not hold a settings object"))
    settings, bad, adjusted = settings_from_dict(result.data)
    if bad:
        _log.warning("invalid settings in %s reset to their defaults: %s", path, ", ".join(bad))
    if adjusted:
        _log.warning("settings in %s out of range brought into it: %s", path, ", ".join(adjusted))
    return SettingsRead(settings, None, tuple(bad), tuple(adjusted))


# How the Settings screen names each setting (the window's size has no row there).
LABEL_KEYS: dict[str, str] = {
    "language": "settings.language", "animation_speed": "settings.animation", "ai_delay_ms": "settings.ai_delay",
    "sound": "settings.sound", "fullscreen": "settings.fullscreen", "window_size": "settings.window_size",
    "show_card_counter": "settings.card_counter",
}


def invalid_message(names: tuple[str, ...], language: str) -> str:
    """The message naming the settings that were invalid and fell back to their defaults (as the
    Settings screen names them), in ``language``: given, not the app's current one, as the settings
    are read before the app's language is set from them (and, with ``--lang``, changed after)."""
    labels = [t_in(language, LABEL_KEYS.get(name, name)) for name in names]
    return t_in(language, "settings.invalid", names=t_in(language, "list.sep").join(labels))


def adjusted_message(names: tuple[str, ...], language: str) -> str:
    """The message naming the settings that were out of range and brought into it, in ``language``
    (as ``invalid_message``)."""
    labels = [t_in(language, LABEL_KEYS.get(name, name)) for name in names]
    return t_in(language, "settings.adjusted", names=t_in(language, "list.sep").join(labels))


def save_settings(settings: Settings, dirs: UserDirs | None = None) -> str | None:
    """Write ``settings.json`` atomically. Returns None, or a user-facing message in the settings'
    language if it failed."""
    problem = write_settings(settings, dirs)
    return problem(settings.language) if problem is not None else None


def write_settings(settings: Settings, dirs: UserDirs | None = None) -> Callable[[str], str] | None:
    """Write ``settings.json`` atomically. Returns None, or if it failed what to tell the player, in a
    language given (a message that follows a language switched while it shows)."""
    path = settings_path(dirs)
    clean, _, _ = settings_from_dict(settings_to_dict(settings))
    try:
        atomic_write_json(path, settings_to_dict(clean))
    except (OSError, ValueError) as exc:
        _log.warning("could not save settings to %s: %s", path, exc)
        shown, detail = shown_path(str(path)), os_problem(exc)
        return lambda language: t_in(language, "storage.save_settings_failed", path=shown, detail=detail)
    return None


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    """The JSON form: a version number plus every field (window_size as a two-item list)."""
    data: dict[str, Any] = {"version": SETTINGS_VERSION}
    for key, value in asdict(settings).items():
        data[key] = list(value) if isinstance(value, tuple) else value
    return data


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str], list[str]]:
    """Build Settings from JSON data; returns them, the names of values that were rejected and
    the names of those brought into range."""
    values: dict[str, Any] = {}
    bad: list[str] = []
    adjusted: list[str] = []
    for field in fields(Settings):
        name = field.name
        if name not in data:
            continue
        checked = _VALIDATORS[name](data[name])
        if checked is None:
            bad.append(name)
            continue
        kept = _IN_RANGE.get(name, lambda v: v)(checked)
        if kept != checked:
            adjusted.append(name)
        values[name] = kept
    return Settings(**values), bad, adjusted


def _check_language(value: Any) -> str | None:
    return value if isinstance(value, str) and value in LANGUAGES else None


def _check_speed(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    if not math.isfinite(number) or not ANIMATION_SPEED_MIN <= number <= ANIMATION_SPEED_MAX:
        return None
    return number


def _check_delay(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or not AI_DELAY_MIN_MS <= value <= AI_DELAY_MAX_MS:
        return None
    return value


def _check_bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _check_window(value: Any) -> tuple[int, int] | None:
    """Two whole numbers (any size: ``window_in_range`` brings them into range), else None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if any(isinstance(item, bool) or not isinstance(item, int) for item in value):
        return None
    return (value[0], value[1])


def window_in_range(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` with each side brought into ``SMALLEST_WINDOW``..``LARGEST_WINDOW`` (as --size takes)."""
    w, h = (min(max(side, low), high) for side, low, high in zip(size, SMALLEST_WINDOW, LARGEST_WINDOW))
    return (w, h)


_VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "language": _check_language,
    "animation_speed": _check_speed,
    "ai_delay_ms": _check_delay,
    "sound": _check_bool,
    "fullscreen": _check_bool,
    "window_size": _check_window,
    "show_card_counter": _check_bool,
}
_IN_RANGE: dict[str, Callable[[Any], Any]] = {"window_size": window_in_range}  # brought in, not reset
