"""Finish the Linux one-folder build: desktop entry and icon alongside, then a tar.gz of the folder.

build.spec calls ``finish_folder`` and ``make_tarball`` after COLLECT on Linux (set
``PAIZHUO_TARBALL=0`` to skip the tarball, as CI does until the smoke runs pass). By hand:

    python tools/package_linux.py                 # dist/Paizhuo -> dist/paizhuo-<version>-linux-<arch>.tar.gz
    python tools/package_linux.py --dist DIR      # another PyInstaller dist folder

The folder gets ``paizhuo.desktop`` (Exec/Icon names, for packagers), ``paizhuo.png`` (256 px) and
``install-desktop-entry.sh``, which writes a per-user menu entry pointing at wherever the folder
was unpacked. The archive holds one top folder ``Paizhuo/`` with the file modes kept (the
executable stays executable), owner root:root and sorted entries.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import sys
import tarfile
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
APP_NAME = "Paizhuo"
LINUX_DIR = REPO / "packaging" / "linux"
ALONGSIDE = {
    LINUX_DIR / "paizhuo.desktop": "paizhuo.desktop",
    LINUX_DIR / "install-desktop-entry.sh": "install-desktop-entry.sh",
    REPO / "assets" / "icons" / "paizhuo_256.png": "paizhuo.png",
}


def project_version() -> str:
    """The version declared in pyproject.toml."""
    with open(REPO / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def tarball_name(version: str | None = None) -> str:
    machine = platform.machine().lower() or "unknown"
    return f"paizhuo-{version or project_version()}-linux-{machine}.tar.gz"


def finish_folder(folder: Path) -> list[Path]:
    """Copy the desktop entry, icon and installer next to the executable; returns the copies."""
    if not (folder / APP_NAME).is_file():
        raise FileNotFoundError(f"{folder / APP_NAME} not found: build with `pyinstaller build.spec` first")
    written = []
    for source, name in ALONGSIDE.items():
        target = folder / name
        shutil.copyfile(source, target)
        target.chmod(0o755 if name.endswith(".sh") else 0o644)
        written.append(target)
    return written


def _reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def make_tarball(folder: Path, out: Path | None = None) -> Path:
    """Write ``<folder's parent>/paizhuo-<version>-linux-<arch>.tar.gz`` (or ``out``) of ``folder``."""
    out = out or folder.parent / tarball_name()
    tmp = out.with_name(out.name + ".part")
    with tarfile.open(tmp, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=APP_NAME, recursive=False, filter=_reset)
        for path in sorted(folder.rglob("*")):
            tar.add(path, arcname=f"{APP_NAME}/{path.relative_to(folder).as_posix()}", recursive=False,
                    filter=_reset)
    tmp.replace(out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Desktop entry, icon and tar.gz for the Linux build.")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="PyInstaller's dist folder (default dist/)")
    parser.add_argument("--out", type=Path, help="the tar.gz to write (default: in the dist folder)")
    args = parser.parse_args(argv)
    folder = args.dist / APP_NAME
    try:
        finish_folder(folder)
    except FileNotFoundError as exc:
        print(exc, file=sys.stderr)
        return 1
    out = make_tarball(folder, args.out)
    print(f"{out} ({out.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
