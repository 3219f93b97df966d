"""Crash-safe file writes and forgiving JSON reads for settings, saves, statistics and logs.

Writes go to a temporary file in the same folder, are flushed and fsynced, then renamed over
the target with ``os.replace`` (atomic on POSIX and Windows): a reader sees either the old file
or the new one, never half of one. Reads never raise: a file that cannot be read or parsed is
renamed aside to ``<name>.damaged-<YYYYmmdd-HHMMSS>`` and described in a message.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.i18n import sentences, t_in

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Damage:
    """A damaged file: what it held (save, record, stats, lobby, settings or file), where it was,
    and where it was set aside to (None if it could not be moved, or was ``kept``: a file of the
    player's own, such as a record opened with --replay, is left as it is)."""

    what: str
    path: Path
    aside: Path | None
    kept: bool = False

    def message(self, language: str | None = None) -> str:
        """What the player is told about it alone (see :func:`damaged_message`)."""
        return damaged_message(self.what, self.path, self.aside, language, self.kept)


@dataclass(frozen=True)
class ReadResult:
    """Outcome of :func:`read_json`.

    ``data`` is the parsed JSON or None; ``problem`` a user-facing message (in the language asked
    for, else Chinese and English) when the file was damaged or unreadable; ``set_aside`` where
    the damaged file now lives (None if it could not be moved); ``damage`` all of that as data.
    """

    data: Any | None
    problem: str | None
    set_aside: Path | None
    damage: Damage | None = None


def atomic_write_text(path: Path | str, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically, creating the folder if needed.

    On any failure the previous file is left intact, the temporary file is removed and the
    exception propagates (usually OSError).
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    _fsync_dir(target.parent)


def atomic_write_json(path: Path | str, data: Any) -> None:
    """Write ``data`` as indented, human-readable UTF-8 JSON, atomically."""
    text = json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"
    atomic_write_text(path, text)


def read_json(path: Path | str, language: str | None = None, what: str = "file", move: bool = True) -> ReadResult:
    """Read a JSON file without ever raising.

    Missing file: ``ReadResult(None, None, None)``. Unreadable or not JSON: the file is set
    aside (see :func:`set_aside`; left as it is if not ``move``, for a file of the player's own)
    and the result carries the message of :func:`damaged_message` for ``what`` the file holds,
    in ``language`` (None: Chinese and English, for a file read before the language is known).
    """
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError:
        return ReadResult(None, None, None)
    except OSError as exc:
        return _damaged(source, what, f"cannot be read: {exc.strerror or exc}", language, move)
    try:
        return ReadResult(json.loads(raw.decode("utf-8-sig")), None, None)
    except UnicodeDecodeError:
        return _damaged(source, what, "is not UTF-8 text", language, move)
    except (ValueError, RecursionError) as exc:
        return _damaged(source, what, f"is not valid JSON ({_short(exc)})", language, move)


def set_aside(path: Path | str) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<YYYYmmdd-HHMMSS>`` (``-2``, ``-3``… if taken).

    Returns the new path, or None if the rename failed (the failure is logged, not raised).
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = source.with_name(f"{source.name}.damaged-{stamp}")
    candidate = base
    counter = 2
    while candidate.exists():
        candidate = base.with_name(f"{base.name}-{counter}")
        counter += 1
    try:
        os.replace(source, candidate)
    except OSError as exc:
        _log.warning("could not set aside %s: %s", source, exc)
        return None
    return candidate


SHOWN_PATH = 56  # characters of a path a message shows; a longer one loses its middle (the log keeps it whole)


def shown_path(path: str, limit: int = SHOWN_PATH) -> str:
    """``path`` as a message shows it: whole up to ``limit`` characters; past that its start (the
    root or drive and the first folder), "…" and as many of its last parts as fit, the last (the
    file's name, or a folder's) always: "/home/…/Paizhuo/config/settings.json"."""
    if len(path) <= limit:
        return path
    sep = os.sep if os.sep in path else ("\\" if "\\" in path else "/")
    parts = path.split(sep)
    head, rest = sep.join(parts[:2]) + sep + "…", parts[2:]
    keep = 1 if rest and rest[-1] else 2  # a folder's path ends in its separator: an empty last part
    while keep < len(rest) and len(head + sep + sep.join(rest[-keep - 1:])) <= limit:
        keep += 1
    return path if keep >= len(rest) else head + sep + sep.join(rest[-keep:])


def os_problem(exc: BaseException) -> str:
    """What went wrong writing or reading a file, for a message: "File exists: /home/…/config" (the
    system's words, and the path as :func:`shown_path` shows it) where ``str(exc)`` wrote the whole
    path, once or twice, with the error number."""
    if not isinstance(exc, OSError) or not exc.strerror:
        return str(exc)
    paths = [shown_path(os.fsdecode(p)) for p in (exc.filename, exc.filename2) if p is not None]
    return ": ".join([exc.strerror, " -> ".join(paths)] if paths else [exc.strerror])


def fitted_path(path: str, fits: Callable[[str], bool]) -> str:
    """``path`` whole if ``fits`` it, else the longest :func:`shown_path` of it that does (the
    shortest, its start, "…" and the file's name, if none does): for a message that must keep
    to a line, which says where a usual path is in full."""
    shown = path
    for limit in range(len(path), 0, -1):
        candidate = shown_path(path, limit)
        if candidate == shown and limit < len(path):
            continue  # the same as the last one tried
        shown = candidate
        if fits(shown):
            return shown
    return shown


def damaged_message(what: str, path: Path, aside: Path | None, language: str | None = None,
                    kept: bool = False) -> str:
    """What the player is told about a damaged file: what happened and what the app does instead
    (``storage.damaged.<what>``: save, record, stats, lobby, settings or file), then where the
    damaged file now is (``aside``, or still at ``path`` if it could not be moved or was ``kept``),
    the path on a line of its own. In ``language``; None gives Chinese, then English, with the path once."""
    where_key = "storage.kept" if kept else "storage.moved" if aside is not None else "storage.not_moved"
    where = shown_path(str(aside if aside is not None else path))  # whole in the log (set_damaged_aside)
    if language is not None:
        return f"{t_in(language, f'storage.damaged.{what}')}\n{t_in(language, where_key)}\n{where}"
    said = [t_in(lang, f"storage.damaged.{what}") for lang in ("zh", "en")]
    places = [t_in(lang, where_key).rstrip(":：") for lang in ("zh", "en")]
    return f"{said[0]}\n{said[1]}\n{places[0]} / {places[1]}:\n{where}"


def damage_report(damages: Sequence[Damage], language: str | None = None) -> str:
    """One message for several damaged files at once (the settings, lobby memory and save found at
    start-up): what was damaged and what the app does instead, then the folders the damaged files
    were left in, renamed, each on a line of its own with the names of its files. A single file
    gets :func:`damaged_message`. In ``language``; None says what happened in Chinese, then English."""
    if len(damages) == 1:
        return damages[0].message(language)
    said = _damage_summary(damages, language or "zh")
    if language is None:
        said += "\n" + _damage_summary(damages, "en")
    moved = [d for d in damages if d.aside is not None]
    stuck = [d for d in damages if d.aside is None]
    if moved:
        said += "\n" + _both(language, "storage.moved.many") + _folder_lines(moved, language or "zh")
    if stuck:
        said += "\n" + _both(language, "storage.not_moved.many") + _folder_lines(stuck, language or "zh")
    return said


def _damage_summary(damages: Sequence[Damage], language: str) -> str:
    """"Damaged: the settings, the saved game. Defaults are in use. The saved game cannot be continued."."""
    things = t_in(language, "list.sep").join(t_in(language, f"storage.thing.{d.what}") for d in damages)
    kinds = {d.what for d in damages}
    after = [t_in(language, "storage.many.defaults")] if kinds - {"save", "record"} else []
    after += [t_in(language, f"storage.many.{what}") for what in ("save", "record") if what in kinds]
    return sentences(t_in(language, "storage.damaged.many", things=things), *after)


def _folder_lines(damages: Sequence[Damage], language: str) -> str:
    """A line for each folder the files are in, naming them: "/home/ann/.config/Paizhuo/ (settings.json)"."""
    folders: dict[str, list[str]] = {}
    for d in damages:
        folders.setdefault(os.path.join(str(d.path.parent), ""), []).append(d.path.name)
    sep = t_in(language, "list.sep")
    return "".join("\n" + t_in(language, "storage.folder_files", folder=shown_path(folder), files=sep.join(names))
                   for folder, names in folders.items())


def _both(language: str | None, key: str) -> str:
    """``key`` in ``language``, or for None in Chinese, then English ("…已改名，留在 / The …:")."""
    if language is not None:
        return t_in(language, key)
    return f"{t_in('zh', key).rstrip(':：')} / {t_in('en', key)}"


def report_damaged(path: Path | str, what: str, why: str, language: str | None = None) -> tuple[Path | None, str]:
    """Set a damaged file aside, log ``why`` it is damaged (in English, the player is not shown it)
    and return where it went and the player's message (see :func:`damaged_message`)."""
    damage = set_damaged_aside(path, what, why)
    return damage.aside, damage.message(language)


def set_damaged_aside(path: Path | str, what: str, why: str, move: bool = True) -> Damage:
    """:func:`report_damaged`, giving the damage as data (to be told later, or with others); with
    ``move`` False the file is only logged and left as it is (a file of the player's own)."""
    source = Path(path)
    if not move:
        _log.warning("%s %s; left as it is", source, why)
        return Damage(what, source, None, kept=True)
    aside = set_aside(source)
    _log.warning("%s %s; %s", source, why, f"moved aside to {aside}" if aside else "it could not be moved aside")
    return Damage(what, source, aside)


def _damaged(source: Path, what: str, why: str, language: str | None, move: bool = True) -> ReadResult:
    damage = set_damaged_aside(source, what, why, move)
    return ReadResult(None, damage.message(language), damage.aside, damage)


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 80 else text[:77] + "..."


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (best effort, POSIX only)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
