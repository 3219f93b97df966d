"""In a window larger than 1280×720 the table's top bar, its log and the seat panels grow with the window
(the cards always did); at 1280×720 and smaller they stay exactly as they were."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from app.fonts import get_font
from app.main import App
from app.scenes.base import Scene
from app.scenes.table import TableScene
from app.ui import theme
from tests.apptools import post_mouse, seated_table

BIG = (1920, 1080)


def _window(app: App, size: tuple[int, int]) -> None:
    """Resize the app's window as a person dragging its edge would: the window changes, then the app
    is told."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.run_frames(2)
    assert app.screen.get_size() == size


def _table(app: App, game_id: str, size: tuple[int, int]) -> TableScene:
    _window(app, size)
    return seated_table(app, game_id, 4, size)


def _disjoint(rects: list[pygame.Rect]) -> None:
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), (a, b)


def test_the_scale_is_one_up_to_1280x720_and_follows_the_smaller_ratio_above() -> None:
    for size in ((960, 600), (1100, 700), (1280, 720), (1280, 1080), (1920, 720)):
        assert theme.ui_scale(size) == 1.0, size
    assert theme.ui_scale(BIG) == 1.5
    assert theme.ui_scale((2560, 1080)) == 1.5
    assert theme.ui_scale((7680, 4320)) == theme.MAX_UI_SCALE
    assert [theme.scaled(n, 1.0) for n in (8, 15, 34)] == [8, 15, 34]


@pytest.mark.parametrize("game_id", ["deadline99", "xianshi_tongxing"])
def test_bar_log_and_seat_panels_grow_in_a_large_window(app: App, game_id: str) -> None:
    small = _table(app, game_id, (1280, 720))
    small_buttons = [(b.rect.copy(), b.font_size) for b in small.buttons]
    small_log = small.log_layout()
    small_seats = [small.ui.seat_rect(s) for s in range(4)]

    big = _table(app, game_id, BIG)
    for b, (rect, font_size) in zip(big.buttons, small_buttons):
        assert b.rect.w > rect.w and b.rect.h > rect.h and b.font_size > font_size
    area, size, pitch = big.log_layout()
    assert size > small_log[1] and pitch > small_log[2]
    assert area.w >= small_log[0].w * 1.4
    for seat, rect in enumerate(small_seats):
        grown = big.ui.seat_rect(seat)
        assert grown.w > rect.w and grown.h > rect.h, (seat, rect, grown)


@pytest.mark.parametrize("game_id", ["deadline99", "xianshi_tongxing"])
def test_the_grown_pieces_stay_inside_the_window_and_apart(app: App, game_id: str) -> None:
    table = _table(app, game_id, BIG)
    window = pygame.Rect((0, 0), BIG)
    buttons = [b.rect for b in table.buttons]
    assert window.contains(table.bar_rect)
    for rect in buttons:
        assert table.bar_rect.contains(rect), rect
        assert get_font(table.buttons[0].fitted_size()).get_height() <= rect.h
    _disjoint(buttons)
    assert max(r.right for r in buttons) < table.log_rect.x  # the game's name is written above the log

    log, (area, size, pitch) = table.log_rect, table.log_layout()
    assert window.contains(log) and log.top >= table.bar_rect.bottom and log.contains(area)
    assert not log.colliderect(table.ui.rect)
    lines = table.log_shown(area.w, area.h // pitch, size)
    assert lines and len(lines) * pitch <= area.h
    assert all(get_font(size).size(line)[0] <= area.w for line in lines)

    ui = table.ui
    seats = [ui.seat_rect(s) for s in range(4)]
    for rect in seats:
        assert ui.rect.contains(rect), rect
    _disjoint(seats)
    others = [ui.deck_rect, ui.discard_rect, *ui.fan.rects]
    if game_id == "deadline99":
        others.append(ui.status_panel(ui.status_text()[0] or "…")[0])
    for rect in seats:
        for other in others:
            assert not rect.colliderect(other), (rect, other)


def test_a_click_on_a_grown_bar_button_where_it_is_drawn_works(app: App) -> None:
    from app.scenes.rules import RulesScene

    table = _table(app, "deadline99", BIG)
    rules = table.buttons[1].rect
    corner = (rules.right - 4, rules.bottom - 4)  # outside where the button was at 1280×720
    assert not pygame.Rect(126, 8, 110, 34).collidepoint(corner)
    app.draw()
    assert app.screen.get_at(corner)[:3] in (theme.BUTTON, theme.BUTTON_HOVER)
    post_mouse(pygame.MOUSEBUTTONDOWN, corner)
    app.run_frames(1)
    assert isinstance(app.top, RulesScene)


def test_the_replay_bar_grows_too(app: App) -> None:
    from app.scenes.replay import ReplayScene
    from tests.apptools import finished_record

    record, _ = finished_record("deadline99", 3)
    _window(app, (1280, 720))
    viewer = ReplayScene(app, record)
    app.push(viewer)
    small = [b.rect.copy() for b in viewer.buttons]
    _window(app, BIG)
    grown = [b.rect for b in viewer.buttons]
    assert all(g.w > s.w and g.h > s.h for g, s in zip(grown, small))
    assert all(viewer.table.bar_rect.contains(g) for g in grown)
    _disjoint(grown)


@pytest.mark.parametrize("game_id", ["deadline99", "xianshi_tongxing"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_at_1280x720_and_smaller_the_table_is_laid_out_as_before(app: App, game_id: str,
                                                                 size: tuple[int, int]) -> None:
    w, h = size
    table = _table(app, game_id, size)
    settings_w = 130 if game_id == "deadline99" else 110  # "Settings [S]" where the table gives it a key
    assert [b.rect for b in table.buttons] == [pygame.Rect(8 + 118 * k, 8, bw, 34)
                                               for k, bw in enumerate((110, 110, settings_w))]
    assert all(b.font_size == 20 for b in table.buttons)
    assert table.bar_rect == pygame.Rect(0, 0, w, 48)
    log = pygame.Rect(w - int(w * 0.2) - 8, 52, int(w * 0.2), int(h * 0.42))
    assert table.log_rect == log
    assert table.log_layout() == (pygame.Rect(log.x + 10, log.y + 30, log.w - 20, log.h - 34), 15, 20)
    assert table.ui.rect == pygame.Rect(0, 48, log.x - 8, h - 48)
    for seat in range(4):
        assert table.ui.seat_rect(seat).size == (max(150, int(table.ui.rect.w * 0.13)), 78)


def test_the_deadline99_line_above_the_hand_grows_and_keeps_above_it(app: App) -> None:
    from app.i18n import t

    text = t("table.waiting_for", name="B2")
    small_panel, small_size, _ = _table(app, "deadline99", (1280, 720)).ui.status_panel(text)
    ui = _table(app, "deadline99", BIG).ui
    panel, size, _ = ui.status_panel(text)
    assert size > small_size and panel.h > small_panel.h
    assert get_font(size).size(text)[0] <= panel.w and ui.rect.contains(panel)
    assert panel.bottom <= ui.hand_area.y and not any(panel.colliderect(r) for r in ui.fan.rects)


def _close(big: float, small: float, scale: float = 1.5) -> bool:
    """``big`` is ``small`` grown by ``scale``, give or take the pixel each size is rounded to."""
    return abs(big - small * scale) <= 2


def _drawn_prompt(app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, size: tuple[int, int],
                  buttons: bool) -> tuple[pygame.Rect, list[pygame.Rect], list[int], list[int]]:
    """The shared choice prompt (or seat pick) drawn at a ``game_id`` table in a ``size`` window: its
    panel, its buttons, their font sizes and the sizes its title is written in."""
    import app.games.base as base
    import app.games.deadline99_places as d99_places  # Deadline 99 places and draws its own prompt

    table = _table(app, game_id, size)
    if buttons:
        table.ui.ask("Q: + or −?", [("+20", lambda: None, True, None), ("−20", lambda: None, True, None)])
    else:
        table.ui.start_pick_seat([1, 2], lambda seat: None, "Pick a seat")
    sizes: list[int] = []
    real = base.blit_text

    def spy(surface: pygame.Surface, text: str, size_px: int, *args: object, **kwargs: object) -> pygame.Rect:
        sizes.append(size_px)
        return real(surface, text, size_px, *args, **kwargs)  # type: ignore[arg-type]

    panel: list[pygame.Rect] = []
    real_panel = base.draw_panel

    def panel_spy(surface: pygame.Surface, rect: pygame.Rect, **kwargs: int) -> None:
        panel.append(rect.copy())
        real_panel(surface, rect, **kwargs)

    for module in (base, d99_places):
        monkeypatch.setattr(module, "blit_text", spy)
        monkeypatch.setattr(module, "draw_panel", panel_spy)
    table.ui.draw_prompt(app.screen)
    monkeypatch.undo()
    assert table.ui.prompt is not None
    prompt_buttons = table.ui.prompt.buttons
    return panel[-1], [b.rect.copy() for b in prompt_buttons], [b.font_size for b in prompt_buttons], sizes


@pytest.mark.parametrize("game_id", ["deadline99", "xianshi_tongxing", "guandan"])
@pytest.mark.parametrize("buttons", [True, False])
def test_the_choice_prompt_grows_with_the_window(app: App, monkeypatch: pytest.MonkeyPatch, game_id: str,
                                                 buttons: bool) -> None:
    """The panel asking + or − for a 10 or Q (or for a seat) was drawn at its 1280×720 size in any window."""
    panel, rects, fonts, sizes = _drawn_prompt(app, monkeypatch, game_id, (1280, 720), buttons)
    big_panel, big_rects, big_fonts, big_sizes = _drawn_prompt(app, monkeypatch, game_id, BIG, buttons)
    assert _close(big_panel.w, panel.w) and _close(big_panel.h, panel.h), (panel, big_panel)
    assert sizes and all(_close(b, s) for b, s in zip(big_sizes, sizes, strict=True)), (sizes, big_sizes)
    for rect, big in zip(rects, big_rects, strict=True):
        assert _close(big.w, rect.w) and _close(big.h, rect.h), (rect, big)
        assert big_panel.contains(big)
    assert all(_close(b, s) for b, s in zip(big_fonts, fonts, strict=True))
    table = app.top
    assert isinstance(table, TableScene) and table.ui.rect.contains(big_panel)


def test_a_message_grows_with_the_window(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A toast (a refused move, a save problem) was written at its 1280×720 size in any window."""
    import app.ui.widgets as widgets

    def shown(size: tuple[int, int]) -> tuple[pygame.Rect, list[int]]:
        _table(app, "deadline99", size)
        sizes: list[int] = []
        real = widgets.blit_text

        def spy(surface: pygame.Surface, text: str, size_px: int, *args: object, **kwargs: object) -> pygame.Rect:
            sizes.append(size_px)
            return real(surface, text, size_px, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(widgets, "blit_text", spy)
        app.toast.show("It is not your turn.", 3.0)
        rect = app.toast.draw(app.screen, *app.top.toast_place(size))
        monkeypatch.undo()
        assert rect is not None
        return rect, sizes

    rect, sizes = shown((1280, 720))
    big, big_sizes = shown(BIG)
    assert sizes == [20] and big_sizes == [30]
    assert _close(big.h, rect.h) and app.screen.get_rect().contains(big)


def _drawn_lobby(app: App, monkeypatch: pytest.MonkeyPatch,
                 size: tuple[int, int]) -> tuple[dict[str, int], list[pygame.Rect]]:
    """Zha Jin Hua's lobby (six seats, eight options) in a ``size`` window: the size each text is
    written in, and every button."""
    import app.scenes.lobby as lobby_module
    import app.scenes.lobby_options as options_module
    import app.ui.widgets as widgets
    from app.scenes.lobby import LobbyScene

    monkeypatch.setattr(LobbyScene, "remembered", {"game": "zhajinhua"})
    _window(app, size)
    lobby = LobbyScene(app)
    app.reset(lobby)
    app.run_frames(1)
    sizes: dict[str, int] = {}
    for module in (lobby_module, options_module, widgets):
        def spy(surface: pygame.Surface, text: str, size_px: int, *args: object,
                real: object = module.blit_text, **kwargs: object) -> pygame.Rect:
            sizes[text] = size_px
            return real(surface, text, size_px, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(module, "blit_text", spy)
    pygame.mouse.set_pos((5, 5))  # no option's tip
    lobby.draw(app.screen)
    monkeypatch.undo()
    buttons = lobby.game_buttons + lobby.action_buttons
    buttons += [b for kind_b, level_b, _ in lobby.seat_buttons for b in (kind_b, level_b)]
    buttons += [b for _, b in lobby.option_buttons]  # last
    return sizes, [b.rect.copy() for b in buttons]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_lobby_grows_with_the_window(app: App, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The lobby kept its 1280×720 sizes: small in the middle of a large window."""
    from app import i18n

    i18n.set_language(lang)
    try:
        sizes, buttons = _drawn_lobby(app, monkeypatch, (1280, 720))
        big_sizes, big_buttons = _drawn_lobby(app, monkeypatch, BIG)
        named = {i18n.t("app.title"), i18n.t("lobby.seats"), i18n.t("lobby.start") + " [Enter]"}
    finally:
        i18n.set_language("zh")
    options = len(buttons) - 8  # Zha Jin Hua's eight options' buttons come last
    common = sizes.keys() & big_sizes.keys()  # lines of the description and help may wrap elsewhere
    assert named <= common
    assert len(common) >= 0.8 * len(sizes)
    for text in common:
        assert _close(big_sizes[text], sizes[text]), (text, sizes[text], big_sizes[text])
    for k, (rect, big) in enumerate(zip(buttons, big_buttons, strict=True)):
        assert _close(big.w, rect.w) and _close(big.h, rect.h), (rect, big)
        assert pygame.Rect((0, 0), BIG).contains(big)
        if k < options:  # an option's place follows how its help wraps at the size it is written in
            assert _close(big.x, rect.x) and _close(big.y, rect.y), (rect, big)
    _disjoint(big_buttons)


LARGER = (2560, 1440)  # a UI scale of 2: above where the games' own scales used to stop (1.4 to 1.7)


def _own_size(table: TableScene, n: int) -> int:
    """A text of ``n`` px at 1280×720 as the table's game sizes it by its own scale."""
    from app.games.stars_and_storms.draw import fs

    ui: Any = table.ui
    return {"zhajinhua": lambda: ui.px(n), "guandan": lambda: ui.geo.px(n),
            "stars_and_storms": lambda: fs(ui, n), "xianshi_tongxing": lambda: ui.f(n)}[table.game.info.id]()


@pytest.mark.parametrize("size", [BIG, LARGER])
@pytest.mark.parametrize("game_id", ["zhajinhua", "guandan", "stars_and_storms", "xianshi_tongxing"])
def test_each_games_own_texts_grow_as_the_shared_panels_do(app: App, game_id: str, size: tuple[int, int]) -> None:
    """Xianshi's own texts stopped at 1.4 times their size (1.5 at 1920×1080), the other games' at 1.6 or
    1.7, while the bar, the log and the seat panels kept growing."""
    table = _table(app, game_id, size)
    scale = theme.ui_scale(size)
    for n in (14, 16, 22):
        assert abs(_own_size(table, n) - n * scale) <= 1, (n, _own_size(table, n), scale)


@pytest.mark.parametrize("game_id, sizes", [("zhajinhua", (16, 16)), ("guandan", (13, 16)),
                                            ("stars_and_storms", (13, 16)), ("xianshi_tongxing", (14, 16))])
def test_in_small_windows_the_games_own_texts_are_sized_as_before(app: App, game_id: str,
                                                                   sizes: tuple[int, int]) -> None:
    """A window no larger than 1280×720 keeps each game's own sizes (some shrink them at 960×600)."""
    for size, want in zip([(960, 600), (1280, 720)], sizes, strict=True):
        assert _own_size(_table(app, game_id, size), 16) == want, size


def test_zha_jin_hua_standings_and_compare_memo_grow_with_the_window(app: App) -> None:
    from app.games.zhajinhua import overlays

    def panels(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
        ui: Any = _table(app, "zhajinhua", size).ui
        return overlays.standings_rect(ui, 4), overlays.memo_rect(ui)

    for small, big in zip(panels((1280, 720)), panels(BIG), strict=True):
        assert _close(big.w, small.w) and abs(big.h - 1.5 * small.h) <= 0.03 * big.h, (small, big)


def test_the_stars_joker_picker_and_round_panel_grow_with_the_window(app: App,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import app.games.stars_and_storms.table as sns_table
    from engine.cards import BIG_JOKER, Card, Suit
    from engine.games.stars_and_storms import Form
    from engine.games.stars_and_storms.model import RoundResult
    from tests.apptools import run_until

    def panels(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, int]:
        table = _table(app, "stars_and_storms", size)
        ui: Any = table.ui
        run_until(app, lambda: bool(table.viewer_legal()))
        ui.hand.append(Card(BIG_JOKER, Suit.JOKER))
        ui.try_play(len(ui.hand) - 1, Form.STORM, (0, 0))
        picker = ui.picker.rect.copy(), ui.picker.ok.font_size
        ui.picker = None
        result = RoundResult(1, (0,), (3, 1, 0, 2), (20, 5, 0, 9), 1, 0, (0, 0, 0, 0), ())
        ui.summary = sns_table.RoundSummary(result, (1, 0, 0, 0), (0, 0, 0, 0), 5, False, True, 0, auto=True)
        drawn: list[pygame.Rect] = []
        real = sns_table.draw_summary
        monkeypatch.setattr(sns_table, "draw_summary", lambda *args: drawn.append(real(*args)))
        ui.draw_overlay(app.screen)
        monkeypatch.undo()
        ui.summary = None
        return picker[0], drawn[0], picker[1]

    picker, summary, font = panels((1280, 720))
    big_picker, big_summary, big_font = panels(BIG)
    assert _close(big_font, font)
    for small, big in ((picker, big_picker), (summary, big_summary)):
        assert abs(big.w - 1.5 * small.w) <= 0.03 * big.w and abs(big.h - 1.5 * small.h) <= 0.03 * big.h, (small, big)


def test_the_enlarged_xianshi_card_grows_with_the_window(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.games.xianshi_tongxing.ui as xui
    from engine.games.xianshi_tongxing.cards import Card

    def box(size: tuple[int, int]) -> pygame.Rect:
        ui: Any = _table(app, "xianshi_tongxing", size).ui
        ui.pinned = (Card.LUGUO, ui.fan.rects[0])
        drawn: list[pygame.Rect] = []
        real = xui.draw_enlarged
        monkeypatch.setattr(xui, "draw_enlarged", lambda *args: drawn.append(real(*args)))
        ui.draw_top(app.screen)  # (drawn above the log panel)
        monkeypatch.undo()
        return drawn[0]

    small, big = box((1280, 720)), box(BIG)
    assert abs(big.w - 1.5 * small.w) <= 0.03 * big.w and abs(big.h - 1.5 * small.h) <= 0.03 * big.h, (small, big)
    assert big.top >= _table(app, "xianshi_tongxing", BIG).bar_rect.bottom


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), BIG])
def test_the_replay_bar_move_counter_and_game_name_keep_clear_of_its_buttons(app: App, lang: str,
                                                                              size: tuple[int, int]) -> None:
    """At 960x600 the counter ("第 14 / 42 步", "Move 14 / 83") ran into Back and the game's name."""
    from app import i18n
    from app.fonts import get_font
    from app.scenes.replay import ReplayScene
    from tests.apptools import finished_record

    i18n.set_language(lang)
    try:
        _window(app, size)
        for game_id in ("deadline99", "xianshi_tongxing", "stars_and_storms"):
            record, _ = finished_record(game_id, 3)
            viewer = ReplayScene(app, record)
            app.push(viewer)
            viewer.jump(len(viewer.states) - 1)
            texts = []
            for text, font_size, _, bold, at in viewer.bar_texts():
                rect = pygame.Rect((0, 0), get_font(font_size, bold).size(text))
                rect.midright = at
                assert "…" not in text and font_size >= 11
                texts.append(rect)
            _disjoint([*texts, *(b.rect for b in viewer.buttons)])
            assert all(viewer.table.bar_rect.contains(r) for r in texts)
            app.pop()
    finally:
        i18n.set_language("zh")


# ---- the other screens: settings, the confirm question, the results, the curtain, the error screen,
# ---- the rules pages, the statistics and the list of finished games ---------------------------------

Written = list[tuple[str, int, tuple[int, int]]]  # each text drawn: its words, its size, where it is anchored


def _settings_screen(app: App) -> Scene:
    from app.scenes.lobby import LobbyScene
    from app.scenes.settings import SettingsScene

    app.reset(LobbyScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    return scene


def _confirm_screen(app: App) -> Scene:
    from app.i18n import t
    from app.scenes.confirm import ConfirmScene
    from app.scenes.lobby import LobbyScene

    app.reset(LobbyScene(app))
    scene = ConfirmScene(app, t("confirm.new.title"), t("confirm.new.message", game="Xianshi Tongxing"),
                         t("confirm.new.go"), t("confirm.new.stay"), lambda: setattr(app, "went", True))
    app.push(scene)
    return scene


def _results_screen(app: App) -> Scene:
    from app.scenes.results import ResultsScene
    from tests.apptools import finished_record

    record, _ = finished_record("deadline99", 4, ["Ann", "Bo", "Cy", "Di"])
    table = TableScene.resume(app, record)
    app.reset(table)
    table.show_results()
    assert isinstance(app.top, ResultsScene)
    return app.top


def _curtain_screen(app: App) -> Scene:
    from app.scenes.curtain import CurtainScene

    table = seated_table(app, "deadline99", 4, app.screen.get_size())
    scene = CurtainScene(app, "Ann", lambda: None)
    app.push(scene)
    assert app.top is scene and app.scenes[0] is table
    return scene


def _error_screen(app: App) -> Scene:
    from pathlib import Path

    from app.scenes.error import ErrorScene
    from tests.apptools import finished_record

    record, _ = finished_record("deadline99", 4)
    scene = ErrorScene(app, Path("/home/someone/.local/share/paizhuo/logs/crash-20240101-120000.log"),
                       record.truncated(3))
    app.reset(scene)
    return scene


def _rules_screen(app: App) -> Scene:
    from app.scenes.lobby import LobbyScene
    from app.scenes.rules import RulesScene

    app.reset(LobbyScene(app))
    scene = RulesScene(app, "guandan")  # a long page with card pictures
    app.push(scene)
    return scene


def _stats_screen(app: App) -> Scene:
    from app import stats
    from app.scenes.lobby import LobbyScene
    from app.scenes.records import StatsScene

    stats.record_result("deadline99", ["human", "heuristic"], (0,))
    stats.record_result("guandan", ["human", "heuristic", "heuristic", "heuristic"], (0, 2), bests={0: 14, 2: 14})
    app.reset(LobbyScene(app))
    scene = StatsScene(app)
    app.push(scene)
    return scene


def _replays_screen(app: App) -> Scene:
    """The list of finished games, longer than the panel, each row's record read."""
    import os

    from app.scenes.lobby import LobbyScene
    from app.scenes.records import ReplayListScene
    from engine.record import to_json
    from tests.apptools import finished_record, run_until

    record, _ = finished_record("deadline99", 8, ["Ann", "Bo"])
    folder = os.path.join(os.environ["PAIZHUO_HOME"], "data", "history")
    os.makedirs(folder, exist_ok=True)
    for i in range(20):  # more than fit even a larger window's panel at 1280×720 sizes
        with open(os.path.join(folder, f"200001{i + 1:02d}-000000-deadline99-{i}.json"), "w", encoding="utf-8") as f:
            f.write(to_json(record))
    app.reset(LobbyScene(app))
    scene = ReplayListScene(app)
    app.push(scene)
    run_until(app, lambda: not scene.live())
    return scene


def _settings_parts(scene: Any) -> dict[str, Any]:
    parts = {f"row {k}": b for k, (_, b) in enumerate(scene.rows)}
    return {"panel": scene.rect, **parts, "back": scene.back}


def _confirm_parts(scene: Any) -> dict[str, Any]:
    return {"panel": scene.rect, "stay": scene.stay, "go": scene.go}


def _error_parts(scene: Any) -> dict[str, Any]:
    return {"panel": scene.rect, "resume": scene.buttons[0], "lobby": scene.buttons[1]}


def _rules_parts(scene: Any) -> dict[str, Any]:
    track, thumb = scene.scrollbar_rects()
    return {"panel": scene.rect, "back": scene.back, "track": track, "thumb": thumb}


def _stats_parts(scene: Any) -> dict[str, Any]:
    return {"panel": scene.rect, "back": scene.back}


def _replays_parts(scene: Any) -> dict[str, Any]:
    rows = {f"row {i}": scene.buttons[i] for i in scene.visible()}
    track, thumb = scene.scrollbar_rects()
    return {"panel": scene.rect, **rows, "back": scene.back, "track": track, "thumb": thumb}


def _results_parts(scene: Any) -> dict[str, Any]:
    return {"panel": scene.rect, **{key: b for key, b in zip(("again", "lobby", "export"), scene.buttons)}}


# name: (how the screen is opened, its panel and buttons by name, the button a click test presses)
SCREENS: dict[str, tuple[Any, Any, str]] = {
    "settings": (_settings_screen, _settings_parts, "back"),
    "confirm": (_confirm_screen, _confirm_parts, "go"),
    "results": (_results_screen, _results_parts, "lobby"),
    "curtain": (_curtain_screen, lambda scene: {}, ""),  # all of it is the button: a click anywhere lifts it
    "error": (_error_screen, _error_parts, "lobby"),
    "rules": (_rules_screen, _rules_parts, "back"),
    "stats": (_stats_screen, _stats_parts, "back"),
    "replays": (_replays_screen, _replays_parts, "row 0"),
}


def _parts(scene: Scene, name: str) -> dict[str, pygame.Rect]:
    """The screen's panel and buttons (their rects), by name."""
    return {key: getattr(part, "rect", part).copy() for key, part in SCREENS[name][1](scene).items()}


def _written(app: App, scene: Scene) -> Written:
    """Every text ``scene`` writes in one frame, with its size and the point it is placed by."""
    import importlib

    import app.ui.widgets as widgets

    written: Written = []
    with pytest.MonkeyPatch.context() as mp:
        for module in {widgets, importlib.import_module(type(scene).__module__)}:
            def spy(surface: pygame.Surface, text: str, size_px: int, *args: object,
                    real: Any = module.blit_text, **kwargs: Any) -> pygame.Rect:
                written.append((text, size_px, next(iter(kwargs[k] for k in kwargs if k != "bold"))))
                return real(surface, text, size_px, *args, **kwargs)

            mp.setattr(module, "blit_text", spy)
        pygame.mouse.set_pos((5, 5))
        scene.draw(app.screen)
    return written


def _numbered(written: Written) -> dict[tuple[str, int], tuple[int, tuple[int, int]]]:
    """The texts keyed by their words and which time they were written."""
    seen: dict[str, int] = {}
    out = {}
    for text, size, at in written:
        seen[text] = seen.get(text, -1) + 1
        out[(text, seen[text])] = (size, at)
    return out


def _near(big: float, small: float) -> bool:
    """``big`` is ``small`` grown by 1.5, give or take the pixel each of the sizes it follows is rounded to
    (a caption after five pictured cards)."""
    return abs(big - small * 1.5) <= max(2.0, 0.01 * big)


def _grown_screen(app: App, name: str,
                  lang: str) -> tuple[Scene, dict[str, pygame.Rect], dict[str, pygame.Rect], Written, Written]:
    """The screen opened in a 1280×720 window, then the window dragged to 1920×1080: the screen, its parts
    and its texts before and after."""
    from app import i18n

    i18n.set_language(lang)
    _window(app, (1280, 720))
    scene = SCREENS[name][0](app)
    app.run_frames(1)
    parts, written = _parts(scene, name), _written(app, scene)
    _window(app, BIG)
    return scene, parts, _parts(scene, name), written, _written(app, scene)


@pytest.fixture()
def screen_home(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A fresh user folder for the statistics and finished games the screens show; the language back to
    Chinese afterwards."""
    from app import i18n

    monkeypatch.setenv("PAIZHUO_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", list(SCREENS))
def test_the_other_screens_grow_with_the_window(app: App, screen_home: Any, name: str, lang: str) -> None:
    """Settings, the rules, the lists, the results, the curtain, the error screen and the confirm question
    kept their 1280×720 sizes: small in the middle of a large window. At 1920×1080 each is its 1280×720
    self 1.5 times as large: panel, buttons, texts and where they are."""
    _, parts, big_parts, written, big_written = _grown_screen(app, name, lang)
    window = pygame.Rect((0, 0), BIG)
    for key, rect in parts.items():
        big = big_parts[key]
        assert all(_close(b, s) for b, s in zip(big, rect)), (key, rect, big)
        assert window.contains(big), (key, big)
    texts, big_texts = _numbered(written), _numbered(big_written)
    common = texts.keys() & big_texts.keys()  # long lines may wrap elsewhere
    assert len(common) >= 0.8 * len(texts) and len(texts) >= 3
    for key in common:
        (size, at), (big_size, big_at) = texts[key], big_texts[key]
        assert _close(big_size, size) and _near(big_at[0], at[0]) and _near(big_at[1], at[1]), \
            (key, size, at, big_size, big_at)


@pytest.mark.parametrize("name", [name for name in SCREENS if SCREENS[name][2]])
def test_a_click_on_a_grown_button_of_the_other_screens_works(app: App, screen_home: Any, name: str) -> None:
    """A real click near a corner of the grown button, where the button drawn at its 1280×720 size would
    not reach."""
    scene, parts, big_parts, _, _ = _grown_screen(app, name, "en")
    key = SCREENS[name][2]
    big, small = big_parts[key], parts[key].copy()
    small.center = big.center
    corner = (big.right - 4, big.bottom - 4)
    assert not small.collidepoint(corner)
    app.draw()
    assert app.screen.get_at(corner)[:3] in (theme.BUTTON, theme.BUTTON_HOVER)
    post_mouse(pygame.MOUSEBUTTONDOWN, corner)
    post_mouse(pygame.MOUSEBUTTONUP, corner)
    app.run_frames(1)
    assert app.top is not scene
    if name == "confirm":
        assert getattr(app, "went", False)
    if name in ("results", "error"):
        from app.scenes.lobby import LobbyScene

        assert isinstance(app.top, LobbyScene)
    if name == "replays":
        from app.scenes.replay import ReplayScene

        assert isinstance(app.top, ReplayScene)


def _old_settings(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    w, h = size
    panel = pygame.Rect(0, 0, 560, 506)
    panel.center = (w // 2, h // 2)
    rows = {f"row {k}": pygame.Rect(panel.right - 200, panel.y + 70 + 56 * k, 180, 40) for k in range(6)}
    return {"panel": panel, **rows, "back": pygame.Rect(panel.centerx - 80, panel.bottom - 62, 160, 44)}


def _old_confirm(size: tuple[int, int], lines: int) -> dict[str, pygame.Rect]:
    w, h = size
    ph = 110 + 24 * lines + 60
    panel = pygame.Rect((w - 560) // 2, (h - ph) // 2, 560, ph)
    return {"panel": panel, "stay": pygame.Rect(panel.centerx - 210, panel.bottom - 66, 200, 46),
            "go": pygame.Rect(panel.centerx + 10, panel.bottom - 66, 200, 46)}


def _old_results(size: tuple[int, int], rows: int) -> dict[str, pygame.Rect]:
    w, h = size
    # (as tall as its ``rows`` of summary at 27 px, a 12 px gap over the Export button; it was 480 for any)
    panel = pygame.Rect(0, 0, 640, min(480, h - 80, 120 + 27 * rows + 12 + 118))
    panel.center = (w // 2, h // 2)
    log_x = w - int(w * 0.2) - 8  # the table's log panel, on its right
    if panel.right > log_x:  # (at 960×600) over the play area left of the log instead, clear of it
        panel.centerx = (log_x - 8) // 2
    return {"panel": panel, "again": pygame.Rect(panel.centerx - 210, panel.bottom - 64, 200, 46),
            "lobby": pygame.Rect(panel.centerx + 10, panel.bottom - 64, 200, 46),
            "export": pygame.Rect(panel.centerx - 100, panel.bottom - 118, 200, 40)}


def _old_error(size: tuple[int, int], lines: int) -> dict[str, pygame.Rect]:
    w, h = size
    panel = pygame.Rect(0, 0, 760, 80 + 26 * lines + 96)  # as tall as its lines and buttons need (was 360)
    panel.center = (w // 2, h // 2)
    # (the buttons are 330 wide since "Resume from the last good move [Enter]" names its key; they were 240)
    return {"panel": panel, "resume": pygame.Rect(panel.centerx - 340, panel.bottom - 70, 330, 48),
            "lobby": pygame.Rect(panel.centerx + 10, panel.bottom - 70, 330, 48)}


def _error_lines(scene: Any) -> int:
    from app.ui.widgets import wrap_text

    return len(wrap_text(scene.body(), 18, scene.rect.w - 40))


def _old_rules(size: tuple[int, int], page: int) -> dict[str, pygame.Rect]:
    w, h = size
    panel = pygame.Rect(20, 70, w - 40, h - 150)
    track = pygame.Rect(panel.right - 17, panel.y + 14, 5, panel.h - 28)
    return {"panel": panel, "back": pygame.Rect(w // 2 - 80, h - 66, 160, 46), "track": track,
            "thumb": pygame.Rect(track.x, track.y, 5, max(24, track.h * (panel.h - 40) // page))}


def _old_stats(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    w, h = size
    return {"panel": pygame.Rect(20, 70, w - 40, h - 150), "back": pygame.Rect(w // 2 - 80, h - 66, 160, 46)}


def _old_replays(size: tuple[int, int], files: int) -> dict[str, pygame.Rect]:
    w, h = size
    panel = pygame.Rect(w // 2 - 440, 70, 880, h - 150)
    room = (panel.h - 28 + 6) // 58
    rows = {f"row {i}": pygame.Rect(panel.x + 20, panel.y + 14 + 58 * i, 836, 52) for i in range(room)}
    track = pygame.Rect(panel.right - 16, panel.y + 14, 4, room * 58 - 6)
    return {"panel": panel, **rows, "back": pygame.Rect(w // 2 - 80, h - 66, 160, 46), "track": track,
            "thumb": pygame.Rect(track.x, track.y, 4, max(16, track.h * room // files))}


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("name", list(SCREENS))
def test_at_1280x720_and_smaller_the_other_screens_are_laid_out_as_before(app: App, screen_home: Any, name: str,
                                                                         size: tuple[int, int]) -> None:
    w, h = size
    _window(app, size)
    scene: Any = SCREENS[name][0](app)
    app.run_frames(1)
    if name == "curtain":
        assert [(size_px, at) for _, size_px, at in _written(app, scene)] == [
            (28, (w // 2, h // 2 - 70)), (56, (w // 2, h // 2)), (20, (w // 2, h // 2 + 60)),
            (20, (w // 2, h // 2 + 110))]
        return
    old = {"settings": lambda: _old_settings(size), "confirm": lambda: _old_confirm(size, len(scene.lines)),
           "results": lambda: _old_results(size, len(scene.summary_rows()[2])), "error": lambda: _old_error(size, _error_lines(scene)),
           "rules": lambda: _old_rules(size, scene.page_height()), "stats": lambda: _old_stats(size),
           "replays": lambda: _old_replays(size, len(scene.files))}[name]()
    assert _parts(scene, name) == old
    buttons = [part for part in SCREENS[name][1](scene).values() if hasattr(part, "font_size")]
    assert buttons and all(b.font_size == 20 and b.scale == 1.0 for b in buttons)


def test_the_error_screens_plain_last_resort_grows_too(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """When even the bundled font fails, pygame's own font writes the error screen: 28 px at 1280×720."""
    real = pygame.font.Font
    scene: Any = None

    def drawn_size(size: tuple[int, int]) -> list[int]:
        nonlocal scene
        _window(app, size)
        scene = scene or _error_screen(app)
        scene.plain = True
        sizes: list[int] = []

        def spy(name: object, size_px: int) -> pygame.font.Font:
            sizes.append(size_px)
            return real(name, size_px)  # type: ignore[arg-type]

        monkeypatch.setattr(pygame.font, "Font", spy)
        scene.draw(app.screen)
        monkeypatch.undo()
        return sizes

    assert drawn_size((1280, 720)) == [28] and drawn_size(BIG) == [42]


def test_the_rules_pages_card_pictures_and_scroll_steps_grow_with_the_window(app: App) -> None:
    """A row of card pictures, and a notch of the wheel or a PageDown, kept their 1280×720 sizes."""
    from app.scenes.rules import RulesScene

    def measured(size: tuple[int, int]) -> tuple[int, int, int, int]:
        _window(app, size)
        scene = RulesScene(app, "guandan")
        app.reset(scene)
        app.run_frames(1)
        pictured = next(line for line in scene.lines if line.pieces and not isinstance(line.pieces[0], str))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0, touch=False, which=0))
        app.run_frames(1)
        wheel = scene.scroll
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
        app.run_frames(1)
        return pictured.height, scene.page_height(), wheel, scene.scroll - wheel

    (row, page, wheel, page_down), big = measured((1280, 720)), measured(BIG)
    assert (row, wheel, page_down) == (76, 60, 510)
    assert big[0] == 114 and big[2:] == (90, 765)
    assert abs(big[1] - 1.5 * page) <= 0.02 * big[1]


def test_the_rules_page_keeps_its_place_when_the_window_grows(app: App) -> None:
    from app.scenes.rules import RulesScene

    _window(app, (1280, 720))
    scene = RulesScene(app, "guandan")
    app.reset(scene)
    app.run_frames(1)
    scene.scroll = 600
    _window(app, BIG)
    assert scene.scroll == 900
