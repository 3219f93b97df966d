"""Pass-and-play opens behind the curtain: the person who pressed Start (or Continue) may not be the
first to play, so no hand is shown until the first person to decide takes the screen."""

from __future__ import annotations

import pygame
import pytest

from app.games import playable_games
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from engine.registry import GAMES
from tests.apptools import named_curtain, play_first_choices


def _seats(game_id: str) -> list[SeatSetup]:
    info = GAMES[game_id].info
    players = min(info.max_players, max(info.min_players, 3))
    return [SeatSetup(True, "Ann"), SeatSetup(True, "Bo")] + [SeatSetup(False, f"Bot {i}") for i in range(3, players + 1)]


def _lift(app: App) -> None:
    app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    app.run_frames(1)


def _first_person_to_decide(table: TableScene) -> int:
    deciding = [s for s in table.session.decision().seats if s in table.humans]
    return deciding[0] if deciding else table.humans[0]


def _named_curtain(app: App, table: TableScene) -> CurtainScene:
    """The curtain on top once it names someone: when AI seats are first to act, it first says they
    are playing, and names the person to decide after them once they have."""
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    if curtain.name is None:
        assert not any(s in table.humans for s in table.session.decision().seats)
    named_curtain(app)
    assert app.top is curtain and curtain.name == table.name(_first_person_to_decide(table))
    return curtain


@pytest.mark.parametrize("game_id", playable_games())
@pytest.mark.parametrize("seed", [3, 4])
def test_a_pass_and_play_table_opens_behind_the_curtain(app: App, game_id: str, seed: int) -> None:
    table = TableScene(app, game_id, _seats(game_id), {}, seed)
    app.reset(table)
    curtain = _named_curtain(app, table)
    first = _first_person_to_decide(table)
    app.run_frames(5)
    assert app.top is curtain  # it waits for the person, and the deal (and any AI plays) wait with it
    assert table.busy or table.behind
    _lift(app)
    assert app.top is table and table.viewer == first
    for _ in range(4000):  # then the deal plays for that person
        if not table.busy:
            break
        app.run_frames(1)
    assert not table.busy


def test_one_person_with_ai_seats_gets_no_curtain(app: App) -> None:
    table = TableScene(app, "deadline99", [SeatSetup(True, "Ann"), SeatSetup(False, "Bot")], {}, 3)
    app.reset(table)
    assert app.top is table


@pytest.mark.parametrize("seed", [5, 6])
def test_continuing_a_pass_and_play_game_opens_behind_the_curtain(app: App, seed: int) -> None:
    table = TableScene(app, "deadline99", _seats("deadline99"), {}, seed)
    app.reset(table)
    play_first_choices(app, table, 4)  # a few turns, handing the screen over as asked
    record = table.session.record
    resumed = TableScene.resume(app, record)
    app.reset(resumed)
    _named_curtain(app, resumed)


def test_esc_on_the_curtain_asks_to_leave_without_showing_the_next_hand(app: App) -> None:
    """Esc, like any key, lifted the curtain and showed the next person's cards: the person still at
    the screen could not leave without seeing them."""
    from app.scenes.confirm import ConfirmScene
    from app.scenes.lobby import LobbyScene

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.run_frames(1)

    table = TableScene(app, "deadline99", _seats("deadline99"), {}, 3)
    app.reset(table)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    app.run_frames(62)  # the curtain takes a key after a quiet second (KEY_GRACE)
    key(pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and table.curtain_up
    key(pygame.K_ESCAPE)  # Stay: the curtain is still down
    assert app.top is curtain and table.curtain_up
    key(pygame.K_ESCAPE)
    key(pygame.K_l)  # Leave
    assert isinstance(app.top, LobbyScene) and table.curtain_up
