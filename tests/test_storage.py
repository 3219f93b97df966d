"""Atomic writes, forgiving JSON reads, user folders and asset lookup (app.storage, app.paths)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import sys
from pathlib import Path

import pytest

from app import paths, storage
from app.paths import UserDirs, asset_path, user_dirs
from app.storage import ReadResult, atomic_write_json, atomic_write_text, read_json, shown_path


def _leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_atomic_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "file.txt"
    atomic_write_text(target, "第一\n")
    assert target.read_text(encoding="utf-8") == "第一\n"
    atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert _leftovers(target.parent, {"file.txt"}) == []


def test_atomic_write_survives_failure_between_write_and_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "save.json"
    atomic_write_json(target, {"old": True})
    before = target.read_bytes()
    written: list[str] = []

    def failing_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        # the temporary file is complete at this point; the rename "crashes"
        written.append(Path(src).read_text(encoding="utf-8"))
        raise OSError(28, "simulated failure before rename")

    monkeypatch.setattr(storage.os, "replace", failing_replace)
    with pytest.raises(OSError, match="simulated"):
        atomic_write_json(target, {"new": True})
    assert written and json.loads(written[0]) == {"new": True}
    assert target.read_bytes() == before
    assert _leftovers(tmp_path, {"save.json"}) == []


def test_atomic_write_failure_during_write_keeps_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "stats.json"
    atomic_write_text(target, "old")

    def failing_fsync(fd: int) -> None:
        raise OSError(5, "disk gone")

    monkeypatch.setattr(storage.os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert _leftovers(tmp_path, {"stats.json"}) == []


def test_atomic_write_json_is_readable_utf8(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    atomic_write_json(target, {"名字": "掼蛋", "n": [1, 2]})
    text = target.read_text(encoding="utf-8")
    assert "掼蛋" in text and "\n  " in text
    assert read_json(target) == ReadResult({"名字": "掼蛋", "n": [1, 2]}, None, None)


def test_read_json_missing_file(tmp_path: Path) -> None:
    assert read_json(tmp_path / "nothing.json") == ReadResult(None, None, None)


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"", b"[1, 2"])
def test_read_json_damaged_file_is_set_aside(tmp_path: Path, content: bytes) -> None:
    target = tmp_path / "saves.json"
    target.write_bytes(content)
    result = read_json(target)
    assert result.data is None
    assert result.set_aside is not None and result.problem is not None
    assert not target.exists()
    assert result.set_aside.parent == tmp_path
    assert result.set_aside.name.startswith("saves.json.damaged-")
    stamp = result.set_aside.name[len("saves.json.damaged-"):]
    assert len(stamp) == len("YYYYmmdd-HHMMSS") and stamp[8] == "-"
    assert result.set_aside.read_bytes() == content
    assert shown_path(str(result.set_aside)) in result.problem  # a long path loses its middle


def test_two_damaged_files_in_the_same_second_both_kept(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    target.write_text("bad one")
    first = read_json(target).set_aside
    target.write_text("bad two")
    second = read_json(target).set_aside
    assert first is not None and second is not None and first != second
    assert {first.read_text(), second.read_text()} == {"bad one", "bad two"}


def test_paizhuo_home_redirects_every_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "portable"
    monkeypatch.setenv("PAIZHUO_HOME", str(home))
    dirs = user_dirs()
    assert dirs == UserDirs(config=home / "config", data=home / "data", logs=home / "logs")
    for folder in (dirs.config, dirs.data, dirs.logs):
        assert folder.is_dir()


def test_without_paizhuo_home_platformdirs_are_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PAIZHUO_HOME", raising=False)
    # keep the test away from the real home folder
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xc"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xd"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xs"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "ad"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "lad"))
    dirs = user_dirs()
    for folder in (dirs.config, dirs.data, dirs.logs):
        assert "Paizhuo" in str(folder)
        assert folder.is_dir()


def test_paizhuo_home_puts_exports_under_it_not_in_documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A portable install (and every test) keeps its exported records in its own folder: they went to
    the user's real Documents/Paizhuo whatever PAIZHUO_HOME said."""
    import platformdirs

    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path / "portable"))
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    assert paths.exports_dir() == tmp_path / "portable" / "exports"


def test_without_paizhuo_home_exports_go_to_documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("PAIZHUO_HOME", raising=False)
    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    assert paths.exports_dir() == tmp_path / "Documents" / "Paizhuo"
    assert not (tmp_path / "Documents").exists(), "made only when a record is written"


def test_asset_path_from_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    repo = Path(__file__).resolve().parent.parent
    assert paths.assets_root() == repo / "assets"
    assert asset_path("fonts", "x.otf") == repo / "assets" / "fonts" / "x.otf"
    assert asset_path("fonts", "OFL.txt").is_file()


def test_asset_path_from_pyinstaller_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "assets" / "fonts" / "a.otf").write_bytes(b"font")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    found = asset_path("fonts", "a.otf")
    assert found == tmp_path / "assets" / "fonts" / "a.otf"
    assert found.read_bytes() == b"font"


def test_several_damaged_files_are_told_in_one_message(tmp_path: Path) -> None:
    """What was damaged, what the app does instead, and each folder with its files' names; a file
    that could not be moved is named where it still is."""
    from app.storage import Damage, damage_report

    config, data = tmp_path / "config", tmp_path / "data"
    damages = [Damage("settings", config / "settings.json", config / "settings.json.damaged-1"),
               Damage("lobby", config / "lobby.json", config / "lobby.json.damaged-1"),
               Damage("save", data / "autosave.json", None)]
    lines = damage_report(damages, "en").split("\n")
    assert lines == ["Damaged: the settings, the lobby's choices, the saved game. Defaults are in use. "
                     "The saved game cannot be continued.",
                     "The damaged files were renamed and left in:",
                     f"{shown_path(str(config) + os.sep)} (settings.json, lobby.json)",
                     "The damaged files could not be moved; they are still in:",
                     f"{shown_path(str(data) + os.sep)} (autosave.json)"]
    both = damage_report(damages[:2], None).split("\n")
    assert both[0] == "已损坏：设置、大厅的选择。已改用默认。" and both[1].startswith("Damaged: the settings")
    assert both[2] == "损坏的文件已改名，留在 / The damaged files were renamed and left in:"
    assert damage_report(damages[:1], "en") == damages[0].message("en")
