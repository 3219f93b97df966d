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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.i18n import t_in

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReadResult:
    """Outcome of :func:`read_json`.

    ``data`` is the parsed JSON or None; ``problem`` a user-facing message (in the language asked
    for, else English and Chinese) when the file was damaged or unreadable; ``set_aside`` where
    the damaged file now lives (None if it could not be moved).
    """

    data: Any | None
    problem: str | None
    set_aside: Path | None


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


def read_json(path: Path | str, language: str | None = None) -> ReadResult:
    """Read a JSON file without ever raising.

    Missing file: ``ReadResult(None, None, None)``. Unreadable or not JSON: the file is set
    aside (see :func:`set_aside`) and the result carries a message naming both files, in
    ``language`` (None: English and Chinese, for a file read before the language is known).
    """
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError:
        return ReadResult(None, None, None)
    except OSError as exc:
        return _damaged(source, "unreadable", str(exc.strerror or exc), language)
    try:
        return ReadResult(json.loads(raw.decode("utf-8-sig")), None, None)
    except UnicodeDecodeError:
        return _damaged(source, "not_utf8", "", language)
    except (ValueError, RecursionError) as exc:
        return _damaged(source, "not_json", _short(exc), language)


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


def damaged_message(path: Path, reason: str, aside: Path | None, detail: str = "",
                    language: str | None = None) -> str:
    """The message shown when a file was damaged and (maybe) set aside: ``reason`` names what is
    wrong with it (``storage.reason.<reason>`` in the translations), ``detail`` adds the error's
    own words in English. In ``language``; None gives English and Chinese, one line each."""
    def told(lang: str) -> str:
        why = t_in(lang, f"storage.reason.{reason}", detail=detail)
        key = "storage.damaged" if aside is not None else "storage.damaged_kept"
        return t_in(lang, key, path=str(path), reason=why, aside=str(aside))

    return told(language) if language is not None else told("en") + "\n" + told("zh")


def _damaged(source: Path, reason: str, detail: str, language: str | None) -> ReadResult:
    aside = set_aside(source)
    _log.warning("%s", damaged_message(source, reason, aside, detail, "en"))
    return ReadResult(None, damaged_message(source, reason, aside, detail, language), aside)


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
