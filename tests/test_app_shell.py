"""The shared app shell: words that must agree across screens, buttons and the settings overlay."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.main import App
from app.scenes import records
from app.scenes.lobby import LobbyScene
from app.scenes.records import ReplayListScene
from app.scenes.settings import SettingsScene
from app.ui import theme
from tests.apptools import drawn_texts, post_mouse, seated_table


@pytest.fixture(params=["zh", "en"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("zh")


def test_the_replays_screen_is_titled_as_the_lobby_button_that_opens_it(app: App, lang: str) -> None:
    lobby = LobbyScene(app)
    app.reset(lobby)
    button = next(b for b in lobby.action_buttons if b.on_click == lobby.open_replays)
    button.on_click()
    assert isinstance(app.top, ReplayListScene)
    with drawn_texts(records) as texts:
        app.run_frames(1)
    assert texts[0] == button.label()


def test_the_curtain_does_not_name_the_device_with_the_word_for_ai_seats(lang: str) -> None:
    assert i18n.t("lobby.kind.ai") not in i18n.t("curtain.pass_to")


@pytest.mark.parametrize("which", [1, 2])
def test_a_top_bar_button_is_not_left_lit_after_the_screen_it_opened_closes(app: App, which: int) -> None:
    table = seated_table(app, "deadline99", 4, (1280, 720))
    button = table.buttons[which]  # Rules, Settings
    post_mouse(pygame.MOUSEMOTION, button.rect.center)
    app.run_frames(1)
    assert button.hovered and app.screen.get_at((button.rect.x + 4, button.rect.centery))[:3] == theme.BUTTON_HOVER
    post_mouse(pygame.MOUSEBUTTONDOWN, button.rect.center)
    app.run_frames(1)
    assert app.top is not table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    assert app.top is table
    assert not button.hovered
    assert app.screen.get_at((button.rect.x + 4, button.rect.centery))[:3] == theme.BUTTON
    post_mouse(pygame.MOUSEMOTION, button.rect.center)
    app.run_frames(1)
    assert button.hovered, "the pointer coming back over it lights it again"


def _settings(app: App) -> SettingsScene:
    app.reset(LobbyScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.run_frames(1)
    return scene


def _key(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def test_a_right_click_steps_a_setting_back(app: App) -> None:
    scene = _settings(app)
    app.update_settings(ai_delay_ms=300, animation_speed=1.0)
    pace = dict(scene.rows)["settings.ai_delay"]
    post_mouse(pygame.MOUSEBUTTONDOWN, pace.rect.center, button=3)
    app.run_frames(1)
    assert app.settings.ai_delay_ms == 0
    post_mouse(pygame.MOUSEBUTTONDOWN, pace.rect.center, button=3)
    app.run_frames(1)
    assert app.settings.ai_delay_ms == 2000, "back from the first value wraps to the last"
    post_mouse(pygame.MOUSEBUTTONDOWN, pace.rect.center, button=1)
    app.run_frames(1)
    assert app.settings.ai_delay_ms == 0
    speed = dict(scene.rows)["settings.animation"]
    post_mouse(pygame.MOUSEBUTTONDOWN, speed.rect.center, button=3)
    app.run_frames(1)
    assert app.settings.animation_speed == 0.75


def test_arrow_keys_pick_a_setting_and_step_it_both_ways(app: App) -> None:
    scene = _settings(app)
    app.update_settings(animation_speed=1.0)
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT):
        _key(key)
    app.run_frames(1)
    assert scene.rows[scene.focus][0] == "settings.animation"
    assert app.settings.animation_speed == 0.75
    _key(pygame.K_RIGHT)
    _key(pygame.K_RIGHT)
    app.run_frames(1)
    assert app.settings.animation_speed == 1.5
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert not isinstance(app.top, SettingsScene)


def _ringed(scene: SettingsScene) -> list[int]:
    """Which controls (the settings' rows in order, then Back) are drawn with the focus ring (its
    accent colour just outside their left edge)."""
    scene.app.draw()
    screen = scene.app.screen
    controls = [b for _, b in scene.rows] + [scene.back]
    return [k for k, b in enumerate(controls)
            if any(screen.get_at((x, b.rect.centery))[:3] == theme.ACCENT for x in range(b.rect.x - scene.px(6), b.rect.x))]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_tab_reaches_back_and_shift_tab_goes_backwards(app: App, lang: str, size: tuple[int, int]) -> None:
    """Tab went round the settings only, never to Back, and Shift+Tab went forwards as Tab did.
    Now Tab goes on from the last setting to Back and round to the first; Shift+Tab goes the
    other way; Enter on Back closes the settings."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    scene = _settings(app)
    back = len(scene.rows)  # Back comes after the rows
    shift = pygame.KMOD_LSHIFT
    for mod, expected in ((shift, back), (shift, back - 1), (shift, back - 2), (0, back - 1), (0, back), (0, 0),
                          (shift, back)):
        _key(pygame.K_TAB, mod)
        app.run_frames(1)
        assert _ringed(scene) == [expected], ("Shift+Tab" if mod else "Tab") + f" should ring {expected}"
    language = app.settings.language
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert not isinstance(app.top, SettingsScene), "Enter on Back closes the settings"
    assert app.settings.language == language, "and changes no setting"


def test_the_settings_ring_follows_the_pointer_like_every_screen_s(app: App, lang: str) -> None:
    """The settings' ring stayed where the keys put it while the pointer lit another control (it
    saw only keys), so Enter or Right then worked a control other than the lit one. Now, as on the
    results and rules pages (app.ui.focus.ButtonRing), a ring that is up follows the pointer over the
    rows and Back, stays when the pointer leaves them, and goes with a click."""
    scene = _settings(app)
    back = len(scene.rows)
    post_mouse(pygame.MOUSEMOTION, scene.rows[2][1].rect.center)
    app.run_frames(1)
    assert _ringed(scene) == [], "no ring until a key puts one up"
    _key(pygame.K_TAB)
    app.run_frames(1)
    assert _ringed(scene) == [0]
    for k in (3, back, 1):
        control = scene.back if k == back else scene.rows[k][1]
        post_mouse(pygame.MOUSEMOTION, control.rect.center)
        app.run_frames(1)
        assert _ringed(scene) == [k], f"the ring follows the pointer to {k}"
    post_mouse(pygame.MOUSEMOTION, (scene.rect.x + scene.px(30), scene.rect.bottom - scene.px(10)))
    app.run_frames(1)
    assert _ringed(scene) == [1], "off the controls the ring stays"
    app.update_settings(ai_delay_ms=300)
    pace = dict(scene.rows)["settings.ai_delay"]
    post_mouse(pygame.MOUSEBUTTONDOWN, pace.rect.center, button=1)
    app.run_frames(1)
    assert _ringed(scene) == [2] and app.settings.ai_delay_ms == 700, "a click takes the ring along"
    _key(pygame.K_RIGHT)
    app.run_frames(1)
    assert app.settings.ai_delay_ms == 1200, "Right steps the clicked (and ringed) row"


def test_no_ai_pause_reads_as_instant_not_as_zero_ms(app: App, lang: str) -> None:
    """The AI pace's first value read "0 ms" (「0 毫秒」), as if it were a setting of nothing; it now
    reads "Instant" (「立即」), and the others still in milliseconds."""
    scene = _settings(app)
    pace = dict(scene.rows)["settings.ai_delay"]
    app.update_settings(language=lang, ai_delay_ms=0)
    assert pace.label() == ("Instant" if lang == "en" else "立即")
    app.update_settings(ai_delay_ms=300)
    assert pace.label() == ("300 ms" if lang == "en" else "300 毫秒")


def test_speeds_read_as_one_times_in_english(app: App, lang: str) -> None:
    scene = _settings(app)
    app.update_settings(language=lang, animation_speed=1.5)
    label = dict(scene.rows)["settings.animation"].label()
    assert label == ("1.5×" if lang == "en" else "1.5 倍速")


def test_the_wheel_scrolls_the_log_back_and_new_entries_leave_the_view_in_place(app: App) -> None:
    """The log showed only its newest dozen lines: what scrolled away could not be read again."""
    import app.scenes.table as table_module
    from app.ui.widgets import evened
    from tests.apptools import run_until

    table = seated_table(app, "deadline99", 4, (1280, 720))
    for _ in range(3):
        run_until(app, lambda: bool(table.viewer_legal()), settle=True)
        table.submit(table.viewer_legal()[0])
        app.run_frames(3)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    area, size, pitch = table.log_layout()
    rows = max(1, area.h // pitch)
    newest = table.log_shown(area.w, rows, size)
    lines = list(table.log_lines())
    assert len(lines) > rows + 6

    def wheel(y: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
        app.run_frames(1)

    post_mouse(pygame.MOUSEMOTION, table.ui.rect.center)
    wheel(3)
    assert table.log_back == 0, "the wheel over the table leaves the log alone"
    post_mouse(pygame.MOUSEMOTION, table.log_rect.center)
    wheel(3)
    back = table.log_shown(area.w, rows, size)
    last = evened(lines[-4], size, area.w)  # the newest entry shown is the fourth newest
    assert table.log_back == 3 and back != newest and back[-len(last):] == last
    with drawn_texts(table_module) as texts:
        app.draw()
    assert i18n.t("table.log_newer", n=3) in texts
    table.tell(["table.game_over"])  # a new entry arrives while the person reads
    assert table.log_shown(area.w, rows, size) == back and table.log_back == 4
    wheel(-1)
    assert table.log_back == 3
    post_mouse(pygame.MOUSEBUTTONDOWN, table.log_rect.center)
    app.run_frames(1)
    assert table.log_back == 0 and table.log_shown(area.w, rows, size)[-1] == i18n.t("table.game_over")


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("back", [0, 1])
def test_the_log_panel_is_full_when_an_older_entry_does_not_fit(app: App, size: tuple[int, int], lang: str,
                                                                   back: int) -> None:
    """An entry too tall for the room left above the newer ones was dropped whole, and the panel
    showed half its rows empty. Now its last rows fill the room, the first of them opening with
    "…" (cut cleanly, within the panel's width), newest entries whole at the bottom as before."""
    from app.fonts import get_font
    from app.ui.widgets import evened

    i18n.set_language(lang)
    table = seated_table(app, "deadline99", 4, size)
    area, font_size, pitch = table.log_layout()
    rows = max(1, area.h // pitch)
    long = ("很长的一条记录，写了这一轮里每个人打出的每一张牌和它们加起来的分数。" * 6 if lang == "zh" else
            "A long entry telling every card each seat played this round and what they added up to. " * 6)
    short = ["Bot 2 passes." if lang == "en" else "电脑2 不要。"] * (rows // 2 + back)
    table.log_lines = lambda: [long] + short  # type: ignore[method-assign]
    table.log_back = back
    wrapped = evened(long, font_size, area.w)
    assert len(wrapped) > rows - rows // 2, "the long entry cannot fit whole above the short ones"
    shown = table.log_shown(area.w, rows, font_size)
    assert len(shown) == rows - back, shown  # scrolled back: a line is kept free to say so
    tail = shown[:len(shown) - rows // 2]
    assert tail and tail[0].startswith("…"), shown
    assert "".join(wrapped).endswith("".join(tail)[1:]), tail
    assert shown[len(tail):] == short[:rows // 2]
    assert all(get_font(font_size).size(line)[0] <= area.w for line in shown)


def test_a_language_given_on_the_command_line_stays_when_another_setting_changes(app: App) -> None:
    """`--lang en` over saved Chinese: Settings showed 中文, and turning the sound off switched the
    whole app back to Chinese."""
    from dataclasses import replace

    from app.launch import use_language

    app.settings = replace(app.settings, language="zh")
    i18n.set_language("zh")
    try:
        use_language(app, "en")
        assert i18n.language() == "en" and app.settings.language == "en"
        app.update_settings(sound=not app.settings.sound)
        assert i18n.language() == "en"
    finally:
        i18n.set_language("zh")


def test_the_results_say_you_won_only_when_every_person_at_the_table_won(app: App) -> None:
    """With people on both sides of a pass-and-play table the results told the one last at the
    screen "You won!" (or not) while the other person read it too."""
    from app.scenes.results import ResultsScene
    from app.scenes.table import SeatSetup, TableScene
    from engine.core import Outcome

    def title(humans: tuple[int, ...], winners: tuple[int, ...], viewer: int) -> list[str]:
        seats = [SeatSetup(i in humans, f"S{i}") for i in range(4)]
        table = TableScene(app, "deadline99", seats, {}, 3)
        app.reset(table)
        table.viewer = viewer
        outcome = Outcome(winners, tuple(float(s in winners) for s in range(4)))
        results = ResultsScene(app, table, outcome)
        app.push(results)
        with drawn_texts(__import__("app.scenes.results", fromlist=["x"])) as texts:
            app.draw()
        return texts

    i18n.set_language("en")
    try:
        assert "You won!" in title((0,), (0,), 0)
        assert "You won!" not in title((0,), (2,), 0)
        assert "You both won!" in title((0, 2), (0, 2), 2)  # partners, both at the screen in turn
        for viewer in (0, 1):  # people on both sides: nobody is told "you"
            texts = title((0, 1), (1,), viewer)
            assert "You won!" not in texts and "Game over" in texts
        assert "You won!" not in title((), (1,), 0)  # a table of computers
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("game_id", ["deadline99", "stars_and_storms"])
def test_esc_in_the_middle_of_a_drag_puts_the_card_back(app: App, game_id: str) -> None:
    """Esc while dragging opened "Leave the table?"; after Stay the card stuck to the pointer with the
    button up, and the next click played it."""
    from tests.apptools import run_until

    table = seated_table(app, game_id, 2, (1280, 720), seed=4)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    fan = table.ui.fan  # type: ignore[attr-defined]
    start = fan.rects[0].center
    post_mouse(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    post_mouse(pygame.MOUSEMOTION, (start[0], start[1] - 150))
    app.run_frames(1)
    assert fan.drag == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    assert app.top is not table
    post_mouse(pygame.MOUSEBUTTONUP, (start[0], start[1] - 150))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(2)  # Stay
    assert app.top is table and fan.drag is None
    before = len(table.session.record.actions)
    post_mouse(pygame.MOUSEBUTTONDOWN, table.ui.rect.center)
    post_mouse(pygame.MOUSEBUTTONUP, table.ui.rect.center)
    app.run_frames(2)
    assert len(table.session.record.actions) == before


def test_a_key_pressed_as_the_results_appear_does_not_start_a_new_game(app: App) -> None:
    """Enter on Stars and Storms' last round summary, pressed twice, skipped the results and began a
    new match; the results' keys work after a moment, and their buttons name them."""
    from app.scenes.results import ResultsScene
    from app.ui.keygrace import KEY_GRACE
    from app.scenes.table import SeatSetup, TableScene
    from engine.core import Outcome

    def enter() -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.run_frames(1)

    table = TableScene(app, "deadline99", [SeatSetup(True, "P1"), SeatSetup(False, "B2")], {}, 3)
    app.reset(table)
    results = ResultsScene(app, table, Outcome((0,), (1.0, 0.0)))
    app.push(results)
    enter()
    assert app.top is results
    app.run_frames(int(KEY_GRACE * 60) + 2)
    assert results.buttons[0].label().endswith("[Enter]")
    enter()
    assert app.top is not results and isinstance(app.top, TableScene) and app.top is not table


def _drawn_sizes(monkeypatch: pytest.MonkeyPatch, draw) -> dict[str, int]:
    """Each text the widgets write while ``draw()`` runs, with its size."""
    from app.ui import widgets

    sizes: dict[str, int] = {}
    real = widgets.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, *args: object, **kwargs: object) -> pygame.Rect:
        sizes[text] = size
        return real(surface, text, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(widgets, "blit_text", spy)
    draw()
    monkeypatch.undo()
    return sizes


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_error_screen_s_buttons_share_one_size_and_name_their_keys(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                                        size: tuple[int, int]) -> None:
    """"Resume from the last good move" was shrunk to fit its button, beside "Back to lobby [Esc]" at
    full size, and did not say that Enter resumes: both now name their key, in one readable size."""
    from app.fonts import get_font
    from app.scenes.error import ErrorScene
    from engine.record import Record

    a = App(headless=True, size=size)
    try:
        scene = ErrorScene(a, None, Record("deadline99", 1, 4, {}, 1))
        a.reset(scene)
        scene.on_resize(size)
        sizes = _drawn_sizes(monkeypatch, lambda: [b.draw(a.screen) for b in scene.buttons])
        labels = [b.label() for b in scene.buttons]
        assert labels[0].endswith("[Enter]") and labels[1].endswith("[Esc]")
        assert sizes[labels[0]] == sizes[labels[1]] >= scene.px(18), sizes
        for b in scene.buttons:
            assert get_font(sizes[b.label()]).size(b.label())[0] <= b.rect.w - scene.px(10)
            assert scene.rect.contains(b.rect)
        assert not scene.buttons[0].rect.colliderect(scene.buttons[1].rect)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("log, record", [(True, True), (True, False), (False, True), (False, False)])
def test_the_error_screen_says_only_what_happened(lang: str, size: tuple[int, int], log: bool, record: bool,
                                                  tmp_path) -> None:
    """The error screen said the details "and the game record" were saved "to (the log could not be
    written)", and that the game could be resumed, whether or not there was a log or a game. Now it
    names the log's path on a line of its own, the record only when there is one, and offers to
    resume only a game it can; every line stays in the panel, above the buttons."""
    from app.scenes import error
    from app.scenes.error import ErrorScene
    from engine.record import Record

    path = tmp_path / "Someone With A Long Name" / "Paizhuo" / "logs" / "crash-20260101-000000.log"
    a = App(headless=True, size=size)
    try:
        scene = ErrorScene(a, path if log else None, Record("deadline99", 1, 4, {}, 1) if record else None)
        a.reset(scene)
        with drawn_texts(error) as texts:
            a.run_frames(1)
        said = "\n".join(texts)
        body = texts[1:]
        assert (i18n.t("error.can_resume") in body) == record, said
        assert (i18n.t("error.saved_with_record") in body) == (log and record), said
        assert (i18n.t("error.saved") in body) == (log and not record), said
        assert (i18n.t("error.no_log") in body) == (not log), said
        if log:  # the path alone on one line: whole, or its start, "…" and the file's name (storage.fitted_path)
            shown = [line for line in body if line.endswith(path.name)]
            assert len(shown) == 1 and (shown[0] == str(path) or (
                "…" in shown[0] and shown[0].startswith(str(path.parents[-2])))), said
        lines = len(body)
        assert scene.rect.y + scene.px(80) + lines * scene.px(26) <= min(b.rect.top for b in scene.buttons), said
        assert a.screen.get_rect().contains(scene.rect)
    finally:
        a.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_lobby_s_bottom_row_is_written_in_one_size(app: App, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                        size: tuple[int, int]) -> None:
    """At 960×600 in English "Statistics" alone was shrunk to fit its button, smaller than Rules,
    Settings, Replays and Quit beside it: the row now shares one size, each label still whole."""
    from app.fonts import get_font

    lobby = LobbyScene(app)
    app.push(lobby)
    lobby.on_resize(size)
    row = lobby.action_buttons[2:]
    sizes = _drawn_sizes(monkeypatch, lambda: [b.draw(app.screen) for b in row])
    assert len({sizes[b.label()] for b in row}) == 1, sizes
    for b in row:
        assert get_font(sizes[b.label()]).size(b.label())[0] <= b.rect.w - lobby.px(10), b.label()
        assert sizes[b.label()] >= lobby.px(16)


def test_the_results_panel_hides_the_table_beneath(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The results panel was slightly see-through: the table's cards and lines showed behind the
    standings. The pixels inside it are the same whatever colour the table is drawn in."""
    from app.scenes.results import ResultsScene
    from app.scenes.table import SeatSetup, TableScene
    from engine.core import Outcome

    table = TableScene(app, "stars_and_storms", [SeatSetup(True, "P1"), SeatSetup(False, "B2")], {}, 3)
    app.reset(table)
    results = ResultsScene(app, table, Outcome((0,), (1.0, 0.0)))
    app.push(results)
    colour = [(255, 0, 255)]
    monkeypatch.setattr(table, "draw", lambda surface: surface.fill(colour[0]))
    shots = []
    for fill in ((255, 0, 255), (0, 255, 0)):
        colour[0] = fill
        app.draw()
        shots.append(pygame.image.tobytes(app.screen.subsurface(results.rect.inflate(-40, -40)), "RGB"))
    assert shots[0] == shots[1], "the table beneath shows through the results panel"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_log_entry_leaves_no_card_or_word_alone_on_its_last_line(app: App, lang: str) -> None:
    """A Guandan play in the log wrapped its card list and left the last card alone: "玩家1 出 顺子
    4–8：♦4 ♦5 ♦6 ♣7" over "♣8". An entry's lines are as even as they come, in as many lines."""
    from app.fonts import get_font
    from app.ui.widgets import short_last_line, wrap_text
    from engine.core import DecisionKind
    from engine.registry import get_game
    from engine.rng import Rng

    table = seated_table(app, "guandan", 4, (1280, 720))
    i18n.set_language(lang)
    area, size, pitch = table.log_layout()
    game, rng = get_game("guandan"), Rng(5)
    state, events = game.start(players=4, options={}, seed=5)
    seen = list(events)
    while len(seen) < 400 and game.decision(state).kind is not DecisionKind.NONE:
        seat = game.decision(state).seats[0]
        legal = game.legal_actions(state, seat)
        state, events = game.apply(state, seat, legal[rng.below(len(legal))])
        seen.extend(events)
    was_short = 0
    for event in seen:
        table.tell([event], replace=True)
        entry = table.log_lines()
        if not entry:
            continue
        lines = table.log_shown(area.w, area.h // pitch, size)
        plain = wrap_text(entry[0], size, area.w)
        was_short += short_last_line(plain, get_font(size))
        assert len(lines) == len(plain) and "".join(lines).replace(" ", "") == entry[0].replace(" ", "")
        assert not short_last_line(lines, get_font(size)), lines
        # a bomb's size and rank, a wild card and what it stands for, stay on one line
        assert not any(line.endswith(("×", "(as")) or line.startswith(("×", "(as")) for line in lines), lines
    assert was_short > 0  # the game did wrap some entry badly before
