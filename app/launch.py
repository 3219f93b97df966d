"""The interactive start: the window opens on the lobby."""

from __future__ import annotations

from app import i18n
from app.main import App
from app.scenes.lobby import LobbyScene


def run_interactive(size: tuple[int, int] | None, lang: str | None) -> int:
    app = App(size=size)
    if lang:
        i18n.set_language(lang)
    app.push(LobbyScene(app))
    app.run()
    return 0
