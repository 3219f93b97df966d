"""Packaging: build.spec, the bundle's asset lookup, the icons, the Linux desktop entry and tarball.

Nothing here runs PyInstaller (far too slow for the suite). build.spec is executed with stand-ins
for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE that record their arguments, so the test also
works where PyInstaller is not installed. The bundle's layout is simulated by copying the spec's
data list into a folder and pointing ``sys._MEIPASS`` at it; if a real build exists in dist/ (or
``$PAIZHUO_DIST``), its asset folder is checked against the spec too.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import sys
import tarfile
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest

from app import fonts, i18n, paths

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
SPEC = REPO / "build.spec"


def _load_tool(name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", REPO / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _version() -> str:
    with open(REPO / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


# ---- build.spec, run with recording stand-ins ----------------------------------------------------
class Recorder:
    """Stands in for one PyInstaller build target; keeps what it was given."""

    calls: list["Recorder"] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.pure = ["pure"]
        self.scripts = ["scripts"]
        self.binaries = ["binaries"]
        self.datas = ["datas"]
        Recorder.calls.append(self)


def _stand_in(kind: str) -> type:
    return type(kind, (Recorder,), {})


def run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str | None = None,
             env: dict[str, str] | None = None) -> dict[str, Any]:
    """Execute build.spec as PyInstaller would, with stand-ins; returns its globals."""
    Recorder.calls = []
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, **_: [package, f"{package}.<every submodule>"]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.delenv("PAIZHUO_ONEFILE", raising=False)
    for key, value in (env or {}).items():
        monkeypatch.setenv(key, value)
    spec_globals: dict[str, Any] = {
        "__name__": "__main__", "__file__": str(SPEC),
        "SPEC": str(SPEC), "SPECPATH": str(REPO), "DISTPATH": str(tmp_path / "dist"),
        "workpath": str(tmp_path / "work"),
        **{kind: _stand_in(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    with monkeypatch.context() as patch:
        if platform is not None:
            patch.setattr(sys, "platform", platform)
        exec(code, spec_globals)
    return spec_globals


def _calls(kind: str) -> list[Recorder]:
    return [c for c in Recorder.calls if type(c).__name__ == kind]


@pytest.fixture
def spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Any]:
    return run_spec(monkeypatch, tmp_path)


def test_spec_bundles_every_asset_folder_under_assets(spec: dict[str, Any]) -> None:
    datas: list[tuple[str, str]] = spec["datas"]
    bundled = {Path(src).resolve().relative_to(ASSETS).as_posix(): dest for src, dest in datas}
    for src, dest in datas:
        assert Path(src).is_file(), src
        assert Path(dest).as_posix() == ("assets/" + Path(src).resolve().parent.relative_to(ASSETS).as_posix()).rstrip("/.")
    # every folder of assets/ that holds files is a destination, and the app's own assets are all in
    folders = {p.parent.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()}
    destinations = {Path(dest).relative_to("assets").as_posix() for _, dest in datas}
    assert folders == destinations
    for needed in ("fonts/NotoSansSC-Paizhuo-Regular.otf", "fonts/NotoSansSC-Paizhuo-Bold.otf", "fonts/OFL.txt",
                   "i18n/zh.json", "i18n/en.json", "rules/deadline99.en.md", "icons/paizhuo_256.png"):
        assert needed in bundled, needed
    for lang in ("zh", "en"):
        for f in (ASSETS / "i18n" / lang).glob("*.json"):
            assert f"i18n/{lang}/{f.name}" in bundled
    # only the icon containers and the oversize icon PNGs stay out
    left_out = {p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*") if p.is_file()} - set(bundled)
    assert left_out, "the .ico/.icns containers belong to the executable, not the data"
    for name in left_out:
        assert name.startswith("icons/") and (name.endswith((".ico", ".icns")) or int(name[:-4].rsplit("_", 1)[1]) > 256)


def test_spec_collects_our_packages_and_leaves_test_tools_out(spec: dict[str, Any]) -> None:
    (analysis,) = _calls("Analysis")
    hidden = analysis.kwargs["hiddenimports"]
    for package in ("app", "engine", "ai", "platformdirs"):
        assert f"{package}.<every submodule>" in hidden
    excludes = analysis.kwargs["excludes"]
    for package in ("pytest", "_pytest", "hypothesis", "fontTools", "mypy", "numpy", "tkinter"):
        assert package in excludes
    assert analysis.kwargs["datas"] is spec["datas"]
    script = Path(analysis.args[0][0])
    assert script.is_file() and "app.__main__" in script.read_text(encoding="utf-8")


def test_spec_default_is_one_folder_windowed_stripped_without_upx(spec: dict[str, Any]) -> None:
    (exe,) = _calls("EXE")
    assert exe.kwargs["console"] is False and exe.kwargs["upx"] is False
    assert exe.kwargs["exclude_binaries"] is True
    assert exe.kwargs["name"] == "Paizhuo"
    assert exe.kwargs["strip"] is (not sys.platform.startswith("win"))
    (collect,) = _calls("COLLECT")
    assert collect.kwargs["name"] == "Paizhuo" and collect.kwargs["upx"] is False


def test_spec_onefile_switch(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    run_spec(monkeypatch, tmp_path, env={"PAIZHUO_ONEFILE": "1"})
    (exe,) = _calls("EXE")
    assert ["binaries"] in exe.args and ["datas"] in exe.args
    assert "exclude_binaries" not in exe.kwargs
    assert not _calls("COLLECT") and not _calls("BUNDLE")


def test_spec_macos_app_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    run_spec(monkeypatch, tmp_path, platform="darwin")
    (exe,) = _calls("EXE")
    assert exe.kwargs["strip"] is True and exe.kwargs["icon"].endswith(".icns") and Path(exe.kwargs["icon"]).is_file()
    (bundle,) = _calls("BUNDLE")
    assert bundle.kwargs["name"] == "Paizhuo.app"
    assert bundle.kwargs["version"] == _version()
    plist = bundle.kwargs["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == _version()
    assert plist["CFBundleIdentifier"] == bundle.kwargs["bundle_identifier"]


def test_spec_windows_icon_and_version_resource(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    run_spec(monkeypatch, tmp_path, platform="win32")
    (exe,) = _calls("EXE")
    assert exe.kwargs["strip"] is False and exe.kwargs["console"] is False
    assert exe.kwargs["icon"].endswith(".ico") and Path(exe.kwargs["icon"]).is_file()
    text = Path(exe.kwargs["version"]).read_text(encoding="utf-8")
    tree = ast.parse(text, mode="eval")  # PyInstaller evaluates this file as one expression

    def build(name: str) -> Any:
        return lambda *a, **k: (name, a, k)

    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    value = eval(compile(tree, "version_info", "eval"), {n: build(n) for n in names})  # noqa: S307
    flat = repr(value)
    version = _version()
    assert f"('ProductVersion', '{version}')" in flat and f"('FileVersion', '{version}')" in flat
    numbers = tuple(int(p) for p in version.split("."))
    ffi = value[2]["ffi"][2]
    assert ffi["filevers"][: len(numbers)] == numbers and len(ffi["filevers"]) == 4


# ---- asset lookup: checkout and bundle -----------------------------------------------------------
def test_assets_found_in_a_checkout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.assets_root() == ASSETS
    assert fonts.font_file(False) == ASSETS / "fonts" / "NotoSansSC-Paizhuo-Regular.otf"
    assert paths.asset_path("rules", "deadline99.zh.md").is_file()


def _lay_out_bundle(datas: list[tuple[str, str]], root: Path) -> None:
    """What PyInstaller does with the data list: each file copied into its destination folder."""
    for src, dest in datas:
        target = root / dest
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target / Path(src).name)


def test_assets_found_in_a_bundle_layout(spec: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    meipass = tmp_path / "Paizhuo" / "_internal"
    _lay_out_bundle(spec["datas"], meipass)
    monkeypatch.setattr(sys, "_MEIPASS", str(meipass), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert paths.assets_root() == meipass / "assets"
    regular = fonts.font_file(False)
    bold = fonts.font_file(True)
    assert regular is not None and regular.parent == meipass / "assets" / "fonts"
    assert bold is not None and bold.name == "NotoSansSC-Paizhuo-Bold.otf"
    import pygame

    pygame.font.init()
    assert pygame.font.Font(regular, 14).metrics("牌")[0] is not None
    monkeypatch.setattr(i18n, "_tables", {})
    for lang in i18n.LANGUAGES:
        table = i18n.load_table(lang)
        assert table.get("app.title"), lang
    assert paths.asset_path("rules", "deadline99.en.md").is_file()
    assert paths.asset_path("icons", "paizhuo_64.png").is_file()
    # and nothing resolves back into the checkout
    shutil.rmtree(meipass / "assets" / "fonts")
    assert fonts.font_file(False) is None


def _built_folder() -> Path | None:
    dist = Path(os.environ.get("PAIZHUO_DIST", REPO / "dist"))
    folder = dist / "Paizhuo"
    return folder if (folder / "_internal" / "assets").is_dir() else None


def test_a_built_bundle_holds_every_bundled_asset(spec: dict[str, Any]) -> None:
    folder = _built_folder()
    if folder is None:
        pytest.skip("no one-folder build in dist/ (pyinstaller build.spec --noconfirm)")
    assets = folder / "_internal" / "assets"
    expected = {(Path(dest) / Path(src).name).relative_to("assets").as_posix() for src, dest in spec["datas"]}
    present = {p.relative_to(assets).as_posix() for p in assets.rglob("*") if p.is_file()}
    if expected != present:
        newest_asset = max(p.stat().st_mtime for p in ASSETS.rglob("*") if p.is_file())
        if (folder / "Paizhuo").stat().st_mtime < newest_asset:
            pytest.skip(f"the build in {folder} is older than assets/; rebuild it")
    assert expected == present
    for rel in expected:
        assert (assets / rel).read_bytes() == (ASSETS / rel).read_bytes(), rel
    assert os.access(folder / ("Paizhuo.exe" if sys.platform == "win32" else "Paizhuo"), os.X_OK)


# ---- icons ------------------------------------------------------------------------------------
def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def icon_tool() -> types.ModuleType:
    return _load_tool("make_icon")


def test_icon_pngs_exist_in_every_size(icon_tool: types.ModuleType) -> None:
    assert set(icon_tool.PNG_SIZES) >= {16, 32, 48, 64, 128, 256, 512, 1024}
    for size in icon_tool.PNG_SIZES:
        data = (ASSETS / "icons" / f"paizhuo_{size}.png").read_bytes()
        assert _png_size(data) == (size, size)
        assert data[25] == 6, "RGBA (colour type 6), so the corners are transparent"


def test_windows_ico_holds_every_size(icon_tool: types.ModuleType) -> None:
    data = (ASSETS / "icons" / "paizhuo.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count == len(icon_tool.ICO_SIZES)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        payload = data[offset: offset + length]
        assert len(payload) == length and bpp == 32 and planes == 1
        real = _png_size(payload)
        assert real == ((w or 256), (h or 256))
        sizes.append(real[0])
    assert sorted(sizes) == sorted(icon_tool.ICO_SIZES) and 256 in sizes and 16 in sizes


def test_macos_icns_holds_every_size(icon_tool: types.ModuleType) -> None:
    data = (ASSETS / "icons" / "paizhuo.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    pos = 8
    while pos < len(data):
        kind, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        found[kind] = _png_size(data[pos + 8: pos + length])[0]
        pos += length
    assert pos == len(data)
    assert found == {kind: size for kind, size in icon_tool.ICNS_TYPES}
    assert found[b"ic10"] == 1024 and found[b"ic07"] == 128


# ---- Linux: desktop entry and tarball ----------------------------------------------------------
def test_desktop_entry_is_complete_and_matches_the_window_class() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(REPO / "packaging" / "linux" / "paizhuo.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"] == "Paizhuo" and entry["Icon"] == "paizhuo"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert entry["Name[zh_CN]"] == "牌桌"
    # the window class the app sets, so docks group the window under this entry
    assert f'"SDL_VIDEO_X11_WMCLASS", "{entry["StartupWMClass"]}"' in (REPO / "app" / "main.py").read_text(encoding="utf-8")


def test_linux_folder_gets_desktop_files_and_a_tarball(tmp_path: Path) -> None:
    tool = _load_tool("package_linux")
    folder = tmp_path / "Paizhuo"
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / "_internal" / "assets" / "x.json").write_text("{}", encoding="utf-8")
    exe = folder / "Paizhuo"
    exe.write_bytes(b"\x7fELF")
    exe.chmod(0o755)
    tool.finish_folder(folder)
    out = tool.make_tarball(folder)
    assert out.name == f"paizhuo-{_version()}-linux-{tool.platform.machine().lower()}.tar.gz"
    with tarfile.open(out) as tar:
        members = {m.name: m for m in tar.getmembers()}
    for name in ("Paizhuo", "Paizhuo/Paizhuo", "Paizhuo/paizhuo.desktop", "Paizhuo/paizhuo.png",
                 "Paizhuo/install-desktop-entry.sh", "Paizhuo/_internal/assets/x.json"):
        assert name in members, name
    assert members["Paizhuo/Paizhuo"].mode & 0o111 and members["Paizhuo/install-desktop-entry.sh"].mode & 0o111
    assert members["Paizhuo/Paizhuo"].uid == 0
    with pytest.raises(FileNotFoundError):
        tool.finish_folder(tmp_path / "nothing")


def test_build_extra_declares_pyinstaller_6() -> None:
    with open(REPO / "pyproject.toml", "rb") as fh:
        extras = tomllib.load(fh)["project"]["optional-dependencies"]
    assert any(req.replace(" ", "").lower().startswith("pyinstaller>=6") for req in extras["build"])
