"""A language switched in the Settings mid-hand reaches the texts the tables keep up for a while (seat
bubbles, banners, call-outs): they read in the new language at once, not in the old one until they go."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes.table import TableScene
from app.ui import theme
from tests.apptools import drawn_texts, press, switch_language_in_settings
from tests.test_app_waiting_line import screen_texts


def _start_in(app: App, lang: str, wait: bool = True) -> None:
    """The app in ``lang``; with ``wait`` the computer seats wait, so nothing moves on meanwhile."""
    app.update_settings(language=lang)
    if wait:
        app.settings = replace(app.settings, ai_delay_ms=10 ** 7)


def _said_in_both(keys: list[tuple[str, dict[str, object]]], first: str, then: str) -> tuple[list[str], list[str]]:
    """The texts of ``keys`` in the language switched from, and in the one switched to."""
    return ([i18n.t_in(first, key, **values) for key, values in keys],
            [i18n.t_in(then, key, **values) for key, values in keys])


def _switch_and_read(app: App, table: TableScene, then: str, said: Callable[[], list[str]]) -> list[str]:
    """Switch to ``then`` through the table's Settings, draw a frame and check that every text
    ``said()`` gives now is drawn and none it gave before is; the texts drawn."""
    old = said()
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    with screen_texts() as texts:
        app.draw()
    assert [text for text in said() if text not in texts] == [], texts
    assert not any(text in texts for text in old), texts
    return texts


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])

def test_guandan_bubbles_banner_and_bomb_call_follow_the_language(app: App, first: str, then: str) -> None:
    """A 报牌 bubble, the 接风 banner and a bomb's call-out were kept as finished strings and stayed in
    the language they were made in until they went; they are now said again in the new language."""
    from app.games.guandan import draw
    from app.games.guandan.text import combo_name
    from engine.games.guandan import selection_plays
    from engine.games.guandan import state as st
    from engine.games.guandan.cards import parse, to_cards
    from tests.test_app_guandan import _my_lead, _ui

    _start_in(app, first)
    table = _my_lead(app)
    ui = _ui(table)
    bomb = selection_plays(to_cards(parse("♠9 ♥9 ♣9 ♦9")), 2, None)[0]
    for event in (st.CardsAnnounced(1, 2), st.TrickWon(2, 2, True), st.Played(3, bomb)):
        ui.begin(event)
    app.run_frames(2)  # the banner comes up (a banner just begun is not yet drawn)
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    with drawn_texts(draw) as texts:
        app.draw()
    name = table.name(2)
    old, new = _said_in_both([("gd.bubble.left", {"n": 2}), ("gd.bubble.jiefeng", {}), ("gd.banner.jiefeng", {}),
                              ("gd.banner.jiefeng_sub", {"name": name})], first, then)
    callout = i18n.t("gd.combo.callout", name=combo_name(bomb.combo))
    assert [text for text in new + [callout] if text not in texts] == [], texts
    assert not any(text in texts for text in old), texts


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_zha_jin_hua_bubbles_follow_the_language(app: App, first: str, then: str) -> None:
    """The seats' bubbles ("Fold", "Look", "Raise ×5 · 100") stayed in the language they were made in
    until they went; they are now said again in the new language."""
    from app.games.zhajinhua.text import bet_label
    from engine.games import zhajinhua as zjh
    from tests.test_app_zhajinhua import _my_turn, _table

    _start_in(app, first, wait=False)  # the person's turn comes, and the table waits for them
    table = _table(app, 2, players=4)
    _my_turn(app, table)
    raised = zjh.Bet(3, zjh.BetKind.RAISE, 100, 5, False, False, 900, 140)
    for event in (zjh.Folded(1), zjh.Looked(2, None), raised):
        table.ui.begin(event)
    app.run_frames(1)

    def said() -> list[str]:
        return [i18n.t("zjh.bubble.fold"), i18n.t("zjh.bubble.look"),
                bet_label(raised.kind, raised.amount, raised.level)]

    _switch_and_read(app, table, then, said)


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_xianshi_tongxing_words_and_arrows_follow_the_language(app: App, first: str, then: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The words popping up on the table (a seat's "lets it stand", "Bottom draw", "as Greed"), and
    the arrows' labels ("draws 1") stayed in the language they were made in until they went; they are
    now said again in the new language, the card's name in it too."""
    from app.games.xianshi_tongxing import faces, fx
    from engine.games.xianshi_tongxing import events as ev
    from engine.games.xianshi_tongxing.cards import Card
    from tests.test_app_xianshi_tongxing import _run_until, _table, _ui

    _start_in(app, first, wait=False)  # the person's turn comes, and the table waits for them
    table = _table(app)
    _run_until(app, lambda: bool(table.viewer_legal()))
    ui = _ui(table)
    for event in (ev.Declined(1), ev.BottomSet(2, 3), ev.Attacked(1, 2, 0, False),
                  ev.CardPlayed(3, Card.CHUNCUI, Card.QIANGYU, None, None, False)):
        ui.begin(event)
    app.run_frames(1)

    def said() -> list[str]:
        return [i18n.t("xt.fx.declined"), i18n.t("xt.fx.bottom"), i18n.t("xt.fx.draws", n=1),
                i18n.t("xt.fx.as", card=faces.short_name(Card.QIANGYU))]

    old = said()
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    texts: list[str] = []
    real = fx.render_text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(fx, "render_text", spy)
    app.draw()
    assert [text for text in said() if text not in texts] == [], texts
    assert not any(text in texts for text in old), texts


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_stars_and_storms_banner_and_flashes_follow_the_language(app: App, first: str, then: str) -> None:
    """The round's banner and the words flashed over a zone ("Skipped", "Blown out 1×") stayed in the
    language they were made in until they went; they are now said again in the new language."""
    from engine.games.stars_and_storms.model import RoundStarted, TurnSkipped, ZoneBlownOut
    from tests.test_app_stars_and_storms import _table

    _start_in(app, first, wait=False)  # the person's turn comes, and the table waits for them
    table = _table(app)
    for event in (RoundStarted(2, 5, 0, 1, 3, 2, None, 30, False), TurnSkipped(1), ZoneBlownOut(2, 1)):
        table.ui.begin(event)
    app.run_frames(2)  # the banner swells in

    def said() -> list[str]:
        return [i18n.t("sns.banner.round", round=2, rounds=5, n=5), i18n.t("sns.flash.skipped"),
                i18n.t("sns.flash.blown_out", n=1)]

    texts = _switch_and_read(app, table, then, said)
    level = i18n.t("sns.level", level=3)
    assert any(text.startswith(level) for text in texts), texts


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_deadline_99_hint_message_follows_the_language(app: App, home: Path, first: str, then: str) -> None:
    """The hint's message (the shared toast, as every table's hints and refusals are) was kept as a
    finished string and stayed in the language it was asked in for its five seconds; it is now said
    again in the new language, the card and the seat in it too."""
    from app.games.deadline99_narrate import hint_line
    from tests.apptools import press, run_until, seated_table

    _start_in(app, first, wait=False)  # the person's turn comes, and the table waits for them
    table = seated_table(app, "deadline99", 4, (1280, 720), seed=3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    press(app, pygame.K_h)
    run_until(app, lambda: table.ui.hinted is not None)
    hinted = table.ui.hinted
    old = hint_line(hinted, table.name, 0)
    assert app.toast.text == old and app.toast.left > 0
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    with screen_texts() as texts:
        app.draw()
    new = hint_line(hinted, table.name, 0)
    assert new != old and app.toast.text == new
    _, width = app.top.toast_place(app.screen.get_size())  # the message is drawn over the settings
    lines = app.toast.lines(width, theme.ui_scale(app.screen.get_size()))
    assert lines and [line for line in lines if line not in texts] == [], (lines, texts)
    assert not any(text in old for text in texts if len(text) > 3 and text not in new), texts


def _crossing_drawn(app: App, first: str) -> tuple[TableScene, Any]:
    """A Xianshi Tongxing table in ``first`` where the person drew the Crossing and holds a Warden:
    the defuse question is up."""
    from app.games.xianshi_tongxing.panels import PromptPanel
    from engine.games.xianshi_tongxing.actions import EndPlay
    from engine.games.xianshi_tongxing.cards import Card
    from engine.games.xianshi_tongxing.state import Phase
    from tests.test_app_xianshi_tongxing import _run_until, _set, _table, _ui

    _start_in(app, first, wait=False)
    table = _table(app)
    deck = (Card.TONGXING,) + tuple(c for c in table.session.state.deck if c is not Card.TONGXING)[:20]
    _set(table, {0: [Card.CHENGGUAN, Card.LUGUO]}, turn=0, phase=Phase.PLAY, deck=deck)
    ui = _ui(table)
    table.perform(0, EndPlay())
    _run_until(app, lambda: isinstance(ui.panel, PromptPanel))
    return table, ui


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_xianshi_tongxing_question_panels_follow_the_language(app: App, first: str, then: str) -> None:
    """A question panel (the defuse question, then the put-back slider) kept its title, subtitle,
    buttons and the slider's ends as the strings it was opened with, in the old language until it
    closed; they are now said again in the new language."""
    from app.games.xianshi_tongxing.faces import card_label
    from app.games.xianshi_tongxing.panels import SliderPanel
    from engine.games.xianshi_tongxing.cards import Card
    from tests.test_app_xianshi_tongxing import _click, _run_until

    def defuse_said() -> list[str]:
        return [i18n.t("xt.defuse.title"), i18n.t("xt.defuse.sub", card=card_label(Card.CHENGGUAN)),
                i18n.t("xt.defuse.with", card=card_label(Card.CHENGGUAN))]

    def putback_said() -> list[str]:
        return [i18n.t("xt.putback.title"), i18n.t("xt.putback.confirm"), i18n.t("xt.top"), i18n.t("xt.bottom")]

    table, ui = _crossing_drawn(app, first)
    old = defuse_said()
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    with screen_texts() as texts:
        app.draw()
    assert [text for text in defuse_said() if text not in " ".join(texts)] == [], texts
    assert not any(text in " ".join(texts) for text in old), texts

    press(app, pygame.K_ESCAPE)  # the settings closed, and back in the first language: on to the slider
    _start_in(app, first, wait=False)
    _click(app, ui.panel.buttons[0].rect.center)
    _run_until(app, lambda: isinstance(ui.panel, SliderPanel))
    old = putback_said() + [ui.panel.subtitle]
    switch_language_in_settings(app, table)
    with screen_texts() as texts:
        app.draw()
    defused = i18n.t("xt.putback.defused", card=card_label(Card.CHENGGUAN))
    assert defused in ui.panel.subtitle and ui.panel.subtitle not in old
    assert [text for text in putback_said() if text not in texts] == [], texts
    assert not any(text in texts for text in old), texts


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_xianshi_tongxing_unaimed_note_follows_the_language(app: App, first: str, then: str) -> None:
    """The note an unaimed card dropped on a seat brings ("not aimed at anyone: played in the middle")
    was a finished string and stayed in the old language for its seconds; it now follows the switch."""
    from app.games.xianshi_tongxing.faces import card_label
    from engine.games.xianshi_tongxing.actions import Play
    from engine.games.xianshi_tongxing.cards import Card
    from engine.games.xianshi_tongxing.state import Phase
    from tests.test_app_xianshi_tongxing import _drag, _hand_center, _last, _run_until, _set, _table, _ui

    _start_in(app, first, wait=False)
    table = _table(app)
    _set(table, {0: [Card.LUGUO, Card.CHENGGUAN]}, turn=0, phase=Phase.PLAY, direction=1)
    ui = _ui(table)
    _run_until(app, lambda: bool(table.viewer_legal()))
    app.toast.clear()
    _drag(app, _hand_center(ui, Card.LUGUO), ui.seat_rect(2).center)
    assert _last(table) == (0, Play(Card.LUGUO))
    old = i18n.t("xt.unaimed", card=card_label(Card.LUGUO))
    assert app.toast.text == old
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    assert app.toast.text == i18n.t("xt.unaimed", card=card_label(Card.LUGUO)) != old


def _switch_language_in_lobby_settings(app: App, lobby: Any) -> None:
    """Open the lobby's Settings and click the language row, as a person would; they stay open."""
    from app.scenes.settings import SettingsScene
    from tests.apptools import post_mouse

    lobby.open_settings()
    app.run_frames(2)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    rect = dict(settings.rows)["settings.language"].rect
    post_mouse(pygame.MOUSEBUTTONDOWN, rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, rect.center)
    app.run_frames(2)


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_files_message_and_the_lobby_message_joined_to_it_follow_the_language(home: Path, first: str,
                                                                                   then: str) -> None:
    """At start-up the app tells in one message what was wrong with the files (here the settings and
    the save), and the lobby adds its own (names it had to clean) after a blank line: all of it was
    joined into one string and stayed in the old language after a switch; it is now joined as read."""
    from app import savegame
    from app.scenes.lobby import LobbyScene
    from app.settings import adjusted_message, invalid_message
    from tests.apptools import quick_app
    from tests.test_app_undrawable_names import EMOJI, _write_lobby

    _write_lobby(home, ["Ann" + EMOJI, "Bo"])
    savegame.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    savegame.autosave_path().write_text("{ not json", encoding="utf-8")
    app = quick_app()
    try:
        _start_in(app, first, wait=False)
        app.invalid_settings, app.adjusted_settings = ("sound",), ("ai_delay_ms",)
        app.tell_files()  # as at start-up: the settings' message, which the save's damage then joins
        lobby = LobbyScene(app)
        app.push(lobby)
        app.run_frames(1)
        assert len(app.damaged) == 1, app.damaged

        def said(lang: str) -> str:
            return "\n\n".join([invalid_message(("sound",), lang), adjusted_message(("ai_delay_ms",), lang),
                                app.damaged[0].message(lang), i18n.t_in(lang, "lobby.saved_name_undrawable", n=1)])

        assert app.toast.text == said(first) and app.toast.left > 0
        _switch_language_in_lobby_settings(app, lobby)
        assert i18n.language() == then
        assert app.toast.text == said(then)
    finally:
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_files_message_is_still_known_as_such_after_a_switch(home: Path, first: str, then: str) -> None:
    """A file found damaged while the files' message shows joins it (``telling_files``); after a
    language switch the message showing is still the files' one, so a later one joins it still."""
    from app.scenes.lobby import LobbyScene
    from app.storage import Damage
    from tests.apptools import quick_app

    app = quick_app()
    try:
        _start_in(app, first, wait=False)
        lobby = LobbyScene(app)
        app.push(lobby)
        app.run_frames(1)
        first_damage = Damage("stats", home / "stats.json", home / "stats.json.damaged-1")
        app.report_damaged(first_damage)
        _switch_language_in_lobby_settings(app, lobby)
        assert i18n.language() == then
        assert app.telling_files()
        app.report_damaged(Damage("lobby", home / "lobby.json", home / "lobby.json.damaged-1"))
        assert first_damage in app.damaged and len(app.damaged) == 2
    finally:
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_guandan_button_row_is_laid_out_again_for_the_new_language(app: App, first: str, then: str) -> None:
    """Pass, Hint and Play kept the widths and places laid out for the old language (Play as wide as
    its longest label in it, the row clear of the widest place badge in it) until the next re-layout;
    the row is now laid out again as soon as it is drawn in the new language."""
    from app.fonts import get_font
    from tests.test_app_guandan import _my_lead, _ui

    _start_in(app, first)
    table = _my_lead(app)
    ui = _ui(table)
    row = ("pass", "hint", "play")
    before = [ui.buttons[n].rect.copy() for n in row]
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    app.draw()
    drawn = [ui.buttons[n].rect.copy() for n in row]
    ui.place_buttons()  # as a re-layout in the new language lays them out
    fresh = [ui.buttons[n].rect.copy() for n in row]
    assert fresh != before  # the languages' rows differ, or there would be nothing to see
    assert drawn == fresh, (drawn, fresh)
    play = ui.buttons["play"]
    font = get_font(play.font_size)
    assert all(font.size(i18n.t(key) + " [Enter]")[0] + 14 <= play.rect.w
               for key in ("gd.btn.play", "gd.btn.tribute", "gd.btn.return"))


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_guandan_joker_faces_follow_the_language(app: App, first: str, then: str) -> None:
    """A joker's face in the Guandan hand (大 over 王, B over ★, and its foot) was cached with the
    level marks by card alone, so after a switch it kept the old language's words; it is now the
    face of the new language, as every other table draws it."""
    from app.ui.cardart import card_face
    from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
    from tests.test_app_guandan import _my_lead, _ui

    _start_in(app, first)
    table = _my_lead(app)
    ui = _ui(table)
    jokers = [Card(BIG_JOKER, Suit.JOKER), Card(SMALL_JOKER, Suit.JOKER)]
    old = [ui.face(joker, 80, 112) for joker in jokers]
    switch_language_in_settings(app, table)
    assert i18n.language() == then
    for joker, was in zip(jokers, old):
        assert ui.face(joker, 80, 112) is card_face(joker, 80, 112) is not was


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_lobby_cannot_continue_message_follows_the_language(home: Path, first: str, then: str) -> None:
    """Continue on a save that no longer replays says why and where the file went, in one message of
    several parts joined into one string: it stayed in the old language after a switch; it now
    follows it, the reason in it too."""
    import json

    from app.scenes.lobby import LobbyScene
    from engine.record import to_json
    from engine.registry import GAMES
    from tests.apptools import quick_app
    from tests.test_app_path_messages import _record

    (home / "data").mkdir()
    data = json.loads(to_json(_record()))  # type: ignore[arg-type]
    data["rules_version"] = 0  # as if written by an older version of the rules: it no longer replays
    (home / "data" / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    app = quick_app()
    try:
        _start_in(app, first, wait=False)
        lobby = LobbyScene(app)
        app.reset(lobby)
        lobby.continue_saved()

        def said(lang: str) -> list[str]:
            reason = i18n.t_in(lang, "replay.old_rules", made=0, now=GAMES["deadline99"].info.rules_version)
            return [i18n.t_in(lang, "lobby.cannot_continue", reason=reason),
                    i18n.t_in(lang, "lobby.cannot_continue.moved")]

        assert app.toast.text.split("\n")[:2] == said(first)
        aside = app.toast.text.split("\n")[2]
        _switch_language_in_lobby_settings(app, lobby)
        assert i18n.language() == then
        assert app.toast.text.split("\n") == said(then) + [aside]
    finally:
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_lobby_save_failure_message_follows_the_language(home: Path, first: str, then: str) -> None:
    """The lobby could not write its memory (a file where the config folder should be): the message
    was a finished string, and stayed in the old language after a switch; it now follows it."""
    from app.lobby_memory import save_lobby
    from app.paths import user_dirs
    from app.scenes.lobby import LobbyScene
    from tests.apptools import quick_app

    (home / "config").write_text("", encoding="utf-8")  # a file where the folder should be: the save fails
    app = quick_app()
    try:
        _start_in(app, first, wait=False)
        lobby = LobbyScene(app)
        app.reset(lobby)
        app.toast.clear()
        lobby._choose_game("guandan")  # as a click on the game does
        assert app.toast.text == save_lobby({}, first, user_dirs()) and app.toast.left > 0
        _switch_language_in_lobby_settings(app, lobby)
        assert i18n.language() == then
        assert app.toast.text == save_lobby({}, then, user_dirs())
    finally:
        app.shutdown()


@pytest.mark.parametrize("first, then", [("zh", "en"), ("en", "zh")])
def test_the_settings_save_failure_message_follows_the_language_and_goes_once_a_save_works(
        home: Path, first: str, then: str) -> None:
    """The settings could not be written (a file where the config folder should be). The message is
    said in the language of the moment while it shows; once a later save works it is no longer true,
    so it goes at once (it used to stay up, in the language it was made in, until it faded)."""
    from app.paths import user_dirs
    from app.scenes.lobby import LobbyScene
    from app.settings import Settings, save_settings

    app = App(headless=False)  # a headless app never writes its settings
    try:
        app.update_settings(language=first)
        lobby = LobbyScene(app)
        app.reset(lobby)
        app.toast.clear()
        _block_the_config_folder(home)
        _switch_language_in_lobby_settings(app, lobby)
        assert i18n.language() == then
        failed = save_settings(Settings(language=then), user_dirs())
        assert failed and app.toast.text == failed and app.toast.left > 0
        i18n.set_language(first)  # the language read anew while the message shows
        assert app.toast.text == save_settings(Settings(language=first), user_dirs()) != failed
        (home / "config").unlink()  # the next save works: the failure is taken down
        app.update_settings(language=first)
        assert app.toast.left == 0 and app.toast.text == ""
    finally:
        if (home / "config").is_file():
            (home / "config").unlink()
        app.shutdown()


def test_a_save_that_works_leaves_other_messages_up(home: Path) -> None:
    """Only the save failure goes when a later save works: a message shown after it stays."""
    app = App(headless=False)
    try:
        _block_the_config_folder(home)
        app.update_settings(language="en")
        assert app.toast.left > 0
        app.toast.show("Record saved", 5.0)
        (home / "config").unlink()
        app.update_settings(language="zh")
        assert app.toast.text == "Record saved" and app.toast.left > 0
    finally:
        if (home / "config").is_file():
            (home / "config").unlink()
        app.shutdown()


def _block_the_config_folder(home: Path) -> None:
    """Put a file where the config folder should be: saving the settings fails."""
    import shutil

    shutil.rmtree(home / "config", ignore_errors=True)
    (home / "config").write_text("", encoding="utf-8")
