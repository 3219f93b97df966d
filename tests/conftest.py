"""Tests never need a display or a sound card, and never touch the real user folders."""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# always a fresh folder: a developer's exported PAIZHUO_HOME is their real data, not the tests'
os.environ["PAIZHUO_HOME"] = tempfile.mkdtemp(prefix="paizhuo-test-")


@pytest.fixture()
def app() -> Iterator[Any]:
    """A headless app whose AI seats act at once and whose animations run fast (modules may override).
    It starts in the settings' language, Chinese, and Chinese is put back after the test."""
    from app import i18n
    from tests.apptools import quick_app

    a = quick_app()
    yield a
    a.shutdown()
    i18n.set_language("zh")


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A PAIZHUO_HOME of the test's own, and a lobby that has remembered nothing and not yet read its
    file this run (as at start-up); both are put back after the test."""
    from app.scenes.lobby import LobbyScene

    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    monkeypatch.setattr(LobbyScene, "remembered", {})
    monkeypatch.setattr(LobbyScene, "memory_loaded", False)
    return tmp_path


@pytest.fixture()
def lang_app(request: pytest.FixtureRequest) -> Iterator[Any]:
    """A headless app in the window ``size`` and the language ``lang`` of the test's parameters;
    Chinese is put back after the test."""
    from app import i18n
    from tests.apptools import quick_app

    size, lang = request.node.callspec.params["size"], request.node.callspec.params["lang"]
    a = quick_app(size=size)
    i18n.set_language(lang)
    try:
        yield a
    finally:
        i18n.set_language("zh")
        a.shutdown()
