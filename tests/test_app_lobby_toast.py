"""The lobby's short messages ("a name holds at most 12 characters", a save that cannot be
continued, a damaged file) show across its title band, not over its seats, games and options:
in the middle of the window, the name message covered the seat rows under the name being typed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from app import i18n
from app.scenes.lobby import LobbyScene
from tests.apptools import drawn_toast_rect, fresh_lobby, post_mouse


@pytest.fixture()
def lobby(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[LobbyScene]:
    with fresh_lobby(tmp_path, monkeypatch) as scene:
        yield scene
        i18n.set_language("zh")


def _controls(lobby: LobbyScene) -> list[pygame.Rect]:
    """Every button and name field the lobby shows, and its three columns' contents."""
    rects = [b.rect for b in lobby.game_buttons + lobby.action_buttons]
    for kind_b, level_b, name_rect in lobby.seat_buttons:
        rects += [kind_b.rect, level_b.rect, name_rect]
    rects += [b.rect for _, b in lobby.option_buttons]
    rects += [r.rect for r in lobby.option_rows]
    return rects


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_too_long_name_message_covers_no_seat_game_or_option(
        lobby: LobbyScene, lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    app = lobby.app
    pygame.display.set_mode(size, pygame.RESIZABLE)  # the window resized by its user
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run_frames(1)
    assert app.screen.get_size() == size
    field = lobby.seat_buttons[0][2]
    post_mouse(pygame.MOUSEBUTTONDOWN, field.center)
    post_mouse(pygame.MOUSEBUTTONUP, field.center)
    app.run_frames(1)
    assert lobby.editing == 0
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Alexander the Great of Macedon"))
    app.run_frames(1)
    assert app.toast.text == i18n.t("lobby.name_too_long", n=12)
    rect = drawn_toast_rect(app)
    assert rect is not None
    assert app.screen.get_rect().contains(rect)
    for col in (lobby.col_games, lobby.col_seats, lobby.col_opts):
        assert not rect.colliderect(col), (rect, col)
    for control in _controls(lobby):
        assert not rect.colliderect(control), (rect, control)
