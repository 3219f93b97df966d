"""Crash safety: an uncaught error writes a log with the traceback and the game record, and the
app shows an error screen naming that file instead of dying."""

from __future__ import annotations

import logging
import time
import traceback
from pathlib import Path

from app.paths import UserDirs, user_dirs
from app.storage import atomic_write_text
from engine.record import Record, to_json

_log = logging.getLogger(__name__)


def setup_logging(dirs: UserDirs | None = None) -> Path | None:
    """Log warnings and errors to ``<logs>/paizhuo.log`` (best effort)."""
    try:
        path = (dirs or user_dirs()).logs / "paizhuo.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def write_crash_log(exc: BaseException, record: Record | None, dirs: UserDirs | None = None) -> Path | None:
    """``<logs>/crash-<time>.log``: the traceback, then the game record as JSON (if a game ran)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    if record is not None:
        text += "\n--- game record (replays to the last good action) ---\n" + to_json(record) + "\n"
    try:
        folder = (dirs or user_dirs()).logs
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{stamp}.log"
        n = 2
        while path.exists():
            path = folder / f"crash-{stamp}-{n}.log"
            n += 1
        atomic_write_text(path, text)
    except OSError:
        _log.exception("could not write the crash log")
        return None
    _log.error("crash written to %s", path)
    return path
