"""Deadline 99: what the table shows once the game is over (found playing it as a demanding user)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app import i18n
from app.main import App
from engine.cards import Card, Suit
from engine.games import deadline99 as d99
from tests.apptools import drawn_texts, play_people_until, run_until, seated_table


def test_the_new_tag_goes_once_the_game_is_over(app: App) -> None:
    """The card the person's last play drew kept its "New" tag (新牌) on the hand after the game
    ended, under the results: there is no next play for it to be new before."""
    table = seated_table(app, "deadline99", 2, (960, 600), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    state = table.session.state
    nines = tuple(Card(9, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))
    table.session.state = replace(state, hands=((Card(13, Suit.CLUBS), Card(3, Suit.CLUBS)), nines),
                                  count=50, direction=1)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.sync(table.view())
    table.submit(d99.Play(Card(13, Suit.CLUBS)))  # the count becomes 99: B2 holds only nines and busts
    run_until(app, lambda: bool(ui.new_cards))
    run_until(app, lambda: table.session.is_over() and ui.turn == -1 and not table.busy)
    surface = pygame.Surface(app.screen.get_size())
    with drawn_texts(d99ui) as texts:
        ui.draw(surface)
    assert i18n.t("d99.new_tag") not in texts, texts
    assert not ui.new_cards


def _faction_results_title(app: App, mine: d99.Identity) -> list[str]:
    """The texts of the results of a five-seat faction game the red king lost, the person (seat 0)
    holding ``mine``, the black side and every free player still in among the winners."""
    others = [i for i in (d99.Identity.RED_KING, d99.Identity.BLACK_KING, d99.Identity.RED_MINISTER,
                          d99.Identity.BLACK_MINISTER, d99.Identity.FREE) if i != mine]
    return _faction_results(app, (mine, *others), (0,))


def _faction_results(app: App, identities: tuple[d99.Identity, ...], people: tuple[int, ...]) -> list[str]:
    """The texts of the results of a faction game of these ``identities`` (a seat each) with people
    in the seats ``people`` (pass-and-play if more than one) that the red king lost: the black side
    and every free player still in among the winners."""
    from app.scenes import results as results_module
    from app.scenes.results import ResultsScene
    from app.scenes.table import SeatSetup, TableScene
    from engine.core import Outcome

    n = len(identities)
    seats = [SeatSetup(s in people, f"P{s + 1}" if s in people else f"B{s + 1}") for s in range(n)]
    table = TableScene(app, "deadline99", seats, {"faction_mode": True}, 3)
    app.reset(table)
    table.on_resize((960, 600))
    app.run_frames(1)
    alive = tuple(ident is not d99.Identity.RED_KING for ident in identities)
    winners = tuple(s for s, ident in enumerate(identities)
                    if ident.faction is d99.Faction.BLACK or (ident is d99.Identity.FREE and alive[s]))
    table.session.state = replace(table.session.state, identities=identities, alive=alive, winners=winners)
    outcome = Outcome(winners, tuple(float(s in winners) for s in range(n)))
    app.push(ResultsScene(app, table, outcome))
    with drawn_texts(results_module) as texts:
        app.draw()
    app.pop()
    return texts


def test_a_free_player_who_survives_reads_you_won_not_your_side_won(app: App) -> None:
    """A free player has no side, yet surviving a faction game read "Your side won!" (你方获胜！).
    Now a free winner reads "You won!" (你赢了！); a winner of the black side still reads its side's."""
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        free = _faction_results_title(app, d99.Identity.FREE)
        assert i18n.t("results.you_won") in free and i18n.t("results.side_won") not in free, free
        black = _faction_results_title(app, d99.Identity.BLACK_MINISTER)
        assert i18n.t("results.side_won") in black and i18n.t("results.you_won") not in black, black
    i18n.set_language("zh")


def test_people_who_won_apart_at_pass_and_play_are_not_told_your_side_won(app: App) -> None:
    """Pass-and-play, faction mode: a black minister and a free player (both people) won with the
    black king (an AI seat), and both read "Your side won!" (你方获胜！), though the free player
    has no side and the two were not on one. Now people who won but not as one side read "You both
    won!" (three or more: "You all won!"; 你们都赢了！); the winners' line names them. People all of one side
    that won with an AI seat still read "Your side won!", a lone free person "You won!"."""
    I = d99.Identity
    five = (I.BLACK_MINISTER, I.FREE, I.RED_KING, I.BLACK_KING, I.RED_MINISTER)
    eight = (I.FREE, I.FREE, I.BLACK_MINISTER, I.RED_KING, I.BLACK_KING, I.RED_MINISTER, I.BLACK_MINISTER,
             I.RED_MINISTER)
    wrong = ("results.side_won", "results.you_won")
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        for identities, people, key in ((five, (0, 1), "results.both_won"), (eight, (0, 1), "results.both_won"),
                                        (eight, (0, 1, 2), "results.all_won")):
            texts = _faction_results(app, identities, people)
            assert i18n.t(key) in texts, (lang, people, texts)
            assert not any(i18n.t(k) in texts for k in wrong), (lang, people, texts)
            names = next(text for text in texts if text.startswith(i18n.t("results.winners", names="", n=2)))
            assert all(f"P{s + 1}" in names for s in people), names
        same_side = _faction_results(app, eight, (2, 6))  # both black ministers, with the black king (AI)
        assert i18n.t("results.side_won") in same_side, same_side
    i18n.set_language("zh")


def test_the_just_drawn_outline_goes_once_the_game_is_over_at_pass_and_play(app: App) -> None:
    """Pass-and-play: the card the person's play drew is outlined and raised for a beat before the
    curtain (``fresh``). The game's end dropped the lone person's "New" mark but not this one: a
    game ended while it showed left the card outlined under the results. Now the end drops it too."""
    from app.scenes.table import SeatSetup, TableScene

    table = TableScene(app, "deadline99", [SeatSetup(True, "P1"), SeatSetup(True, "P2")], {}, 3)
    app.reset(table)
    table.on_resize((960, 600))
    play_people_until(app, table, lambda: bool(table.viewer_legal()) and not table.busy)  # the curtain lifted
    app.run_frames(1)
    state = table.session.state
    nines = tuple(Card(9, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))
    table.session.state = replace(state, hands=((Card(13, Suit.CLUBS), Card(3, Suit.CLUBS)), nines),
                                  count=50, direction=1)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.sync(table.view())
    table.submit(d99.Play(Card(13, Suit.CLUBS)))  # the count becomes 99; the play draws a card
    run_until(app, lambda: bool(ui.fresh))
    i = max(ui.fresh)
    ui.begin(d99.GameEnded((0,), (), None))
    rect = ui._card_rect(i)
    surface = pygame.Surface(app.screen.get_size())
    ui.draw(surface)
    assert not ui.fresh
    assert tuple(surface.get_at((rect.right, rect.centery)))[:3] != d99ui.NEW_MARK, "no teal outline"
    assert rect.topleft == ui.fan.card_pos(i), "the card lies flat in its place"


def test_people_who_alone_make_up_the_winning_side_read_a_plural_title(app: App) -> None:
    """Pass-and-play, faction mode: the black king and minister, both people and the only winners,
    read "You won!" (你赢了！, said to one person). Now people who won together with no AI seat
    among the winners read "You both won!" (three: "You all won!"; 你们都赢了！); people of a side
    that won with an AI seat still read "Your side won!"."""
    from app.scenes import results as results_module
    from app.scenes.results import ResultsScene
    from app.scenes.table import SeatSetup, TableScene
    from engine.core import Outcome

    I = d99.Identity
    four = (I.BLACK_KING, I.BLACK_MINISTER, I.RED_KING, I.RED_MINISTER)
    six = (I.BLACK_KING, I.BLACK_MINISTER, I.RED_KING, I.RED_MINISTER, I.BLACK_MINISTER, I.RED_MINISTER)
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        for identities, people, key in ((four, (0, 1), "results.both_won"), (six, (0, 1, 4), "results.all_won"),
                                        (six, (0, 1), "results.side_won")):
            n = len(identities)
            seats = [SeatSetup(s in people, f"P{s + 1}" if s in people else f"B{s + 1}") for s in range(n)]
            table = TableScene(app, "deadline99", seats, {"faction_mode": True}, 3)
            app.reset(table)
            table.on_resize((960, 600))
            app.run_frames(1)
            alive = tuple(ident is not I.RED_KING for ident in identities)
            winners = tuple(s for s, ident in enumerate(identities) if ident.faction is d99.Faction.BLACK)
            table.session.state = replace(table.session.state, identities=identities, alive=alive, winners=winners)
            app.push(ResultsScene(app, table, Outcome(winners, tuple(float(s in winners) for s in range(n)))))
            with drawn_texts(results_module) as texts:
                app.draw()
            app.pop()
            assert i18n.t(key) in texts, (lang, people, texts)
            assert not any(i18n.t(k) in texts for k in ("results.you_won", "results.side_won") if k != key), texts
    i18n.set_language("zh")


@pytest.mark.parametrize("seed", [1, 3])
@pytest.mark.parametrize("speed", [1.0, 3.0])
def test_an_eliminated_hand_lands_on_the_discard_pile_before_the_end_is_said(app: App, seed: int,
                                                                             speed: float) -> None:
    """The cards of a player who went out flew onto the discard pile, but the pile kept its count and
    top card ("Discards 19", ♦4) until the table caught up with the game: at the end, the frame
    "Game over" was said, the pile jumped to "Discards 22". Now each lands on the pile as it arrives,
    so whenever the table catches up (after every batch, and at the end) the pile already reads so."""
    from app.scenes.results import ResultsScene
    from app.scenes.table import SeatSetup, TableScene

    app.settings = replace(app.settings, animation_speed=speed)
    table = TableScene(app, "deadline99", [SeatSetup(False, f"B{i}") for i in range(1, 5)], {}, seed)
    app.reset(table)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    caught_up: list[tuple[int, int]] = []  # (shown, in the game) each time the table caught up
    real_sync = ui.sync

    def sync(view: d99.D99View) -> None:
        caught_up.append((len(ui.discard), len(view.discard)))
        real_sync(view)

    ui.sync = sync  # type: ignore[method-assign]
    for _ in range(30000):
        app.run_frames(1)
        if isinstance(app.top, ResultsScene):
            break
    else:
        raise AssertionError("the game never ended")
    assert sum(1 for s, g in caught_up if s == g) > 20
    assert [(s, g) for s, g in caught_up if s != g] == []
