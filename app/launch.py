"""The interactive start: the window opens on the lobby."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app import i18n
from app.crash import setup_logging
from app.scenes.records import open_replay
from app.main import App
from app.scenes.lobby import LobbyScene


def use_language(app: App, lang: str) -> None:
    """``--lang``: this run speaks ``lang``, and the settings say so (a later change of any setting
    would otherwise switch back to the saved language); it is saved only with such a change."""
    app.settings = replace(app.settings, language=lang)
    i18n.set_language(lang)
    app.language_given = True
    if app.telling_files():
        app.tell_files()  # in the language given


def run_interactive(size: tuple[int, int] | None, lang: str | None, replay: Path | None = None) -> int:
    setup_logging()
    app = App(size=size)
    if lang:
        use_language(app, lang)
    app.push(LobbyScene(app))
    if replay is not None:
        open_replay(app, replay, move=False)  # the player's own file: told about, never renamed
    app.run()
    return 0
