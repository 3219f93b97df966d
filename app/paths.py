"""Where things live: bundled assets and the per-user folders.

Assets are looked up under ``assets/`` next to the ``app`` package in a checkout, or under
``sys._MEIPASS/assets`` inside a PyInstaller bundle (one-folder or one-file).

User folders come from platformdirs (app name "Paizhuo"). Setting the environment variable
``PAIZHUO_HOME`` to a folder puts everything in ``$PAIZHUO_HOME/config``, ``/data`` and ``/logs``
instead (portable installs and tests); exported records then go to ``$PAIZHUO_HOME/exports``
rather than the user's Documents folder.
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "Paizhuo"
HOME_ENV = "PAIZHUO_HOME"

_log = logging.getLogger(__name__)


def assets_root() -> Path:
    """The folder that holds the assets: the bundle's when frozen, else the checkout's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of an asset, e.g. ``asset_path("fonts", "NotoSansSC-Paizhuo.otf")``.

    The path is returned whether or not the file exists; callers decide how to fall back.
    """
    return assets_root().joinpath(*parts)


@dataclass(frozen=True)
class UserDirs:
    """The three per-user folders: settings, saves/statistics, and logs."""

    config: Path
    data: Path
    logs: Path


def _home_override() -> Path | None:
    """The folder ``PAIZHUO_HOME`` names, if it is set."""
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def exports_dir() -> Path:
    """Where exported records go: ``$PAIZHUO_HOME/exports``, else ``<Documents>/Paizhuo``.

    Not created here: the export makes it when it writes, and reports it if it cannot.
    """
    root = _home_override()
    if root is not None:
        return root / "exports"
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / APP_NAME


def user_dirs() -> UserDirs:
    """The user's folders (honouring ``PAIZHUO_HOME``), created if missing.

    Creation is best effort: if a folder cannot be made the path is still returned and the
    later write reports the problem.
    """
    root = _home_override()
    if root is not None:
        dirs = UserDirs(config=root / "config", data=root / "data", logs=root / "logs")
    else:
        import platformdirs

        dirs = UserDirs(
            config=platformdirs.user_config_path(APP_NAME, False),
            data=platformdirs.user_data_path(APP_NAME, False),
            logs=platformdirs.user_log_path(APP_NAME, False),
        )
    for folder in (dirs.config, dirs.data, dirs.logs):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            _log.warning("could not create %s: %s", folder, exc)
    return dirs
