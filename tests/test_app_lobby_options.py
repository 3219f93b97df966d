"""The lobby's options column: every game's options fit without overlapping, in both languages and
in small and large windows; what is shortened is shown whole on hover."""

from __future__ import annotations

import pygame
import pytest

from app import i18n
from app.fonts import get_font
from app.scenes.lobby import LobbyScene
from app.scenes.lobby_options import HELP_SIZE, button_width, number_steps
from engine.registry import GAMES
from tests.apptools import drawn_text_rects, drawn_texts


@pytest.fixture(params=["zh", "en"])
def lobby(app, request):
    i18n.set_language(request.param)
    scene = LobbyScene(app)
    app.push(scene)
    yield scene
    i18n.set_language("zh")


def _show(lobby: LobbyScene, game_id: str, size: tuple[int, int]) -> None:
    """The lobby in a ``size`` window with ``game_id`` chosen, laid out again for that game's options."""
    lobby.on_resize(size)
    lobby._setup_game(game_id)
    lobby.on_resize(size)


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_options_fit_their_column_without_overlap(lobby: LobbyScene, game_id: str, size: tuple[int, int]) -> None:
    _show(lobby, game_id, size)
    rows = lobby.option_rows
    assert len(rows) == len(lobby.option_buttons)
    col, px = lobby.col_opts, lobby.px  # px: the lobby's 1280×720 sizes as drawn in this window
    for r in rows:
        assert col.contains(r.rect), (r.label_full, r.rect, col)
        assert r.rect.contains(r.button.rect), r.label_full
        assert r.button.rect.w <= button_width(col, lobby.scale), r.label_full
        label_w = col.w - px(28) - r.button.rect.w - px(10)  # beside its own button (a yes/no one is narrower)
        for line in r.label_lines:
            assert get_font(r.label_size).size(line)[0] <= label_w, line
        for line in r.help_lines:
            assert get_font(px(HELP_SIZE)).size(line)[0] <= col.w - px(28), line
    for upper, lower in zip(rows, rows[1:]):
        assert upper.rect.bottom <= lower.rect.top, (upper.label_full, lower.label_full)


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)])
def test_no_option_name_leaves_a_word_alone_on_its_second_line(lobby: LobbyScene, size: tuple[int, int]) -> None:
    """At 1920×1080 Guandan's option "Announce cards left at" was written "Announce cards left" /
    "at". A name wrapped in two lines now has them about even ("Announce" / "cards left at"),
    every game, every window, zh and en: no last line under a third as long as the first."""
    for game_id in sorted(GAMES):
        _show(lobby, game_id, size)
        for r in lobby.option_rows:
            font = get_font(r.label_size)
            widths = [font.size(line)[0] for line in r.label_lines]
            if len(widths) == 2:
                assert 3 * widths[-1] >= max(widths), (game_id, r.label_lines)


def test_a_shortened_option_shows_its_whole_text_on_hover(lobby: LobbyScene, app) -> None:
    lobby.on_resize((960, 600))
    lobby._setup_game("zhajinhua")
    lobby.on_resize((960, 600))
    shortened = [r for r in lobby.option_rows if r.shortened]
    assert shortened, "a small window shortens some help of Zha Jin Hua's eight options"
    row = shortened[0]
    pygame.mouse.set_pos(row.rect.center)
    if pygame.mouse.get_pos() != row.rect.center:
        pytest.skip("the dummy video driver does not move the pointer")
    app.run_frames(1)
    with_tip = app.screen.copy()
    pygame.mouse.set_pos((5, 5))
    app.run_frames(1)
    below = pygame.Rect(row.rect.x, row.rect.bottom + 6, row.rect.w, 20)
    assert any(with_tip.get_at((x, below.centery)) != app.screen.get_at((x, below.centery))
               for x in range(below.x, below.right, 3))


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_game_description_fits_the_games_column(lobby: LobbyScene, game_id: str, size: tuple[int, int]) -> None:
    from app.scenes.lobby import blurb_step

    lobby.on_resize(size)
    lobby._setup_game(game_id)
    info = GAMES[game_id].info
    px = lobby.px
    top = lobby.blurb_top + px(28)
    col = lobby.col_games
    size_px, lines = lobby.blurb_lines(i18n.pick(info.blurb_zh, info.blurb_en), col.bottom - px(8) - top)
    assert lines and size_px >= px(12)
    assert top + len(lines) * blurb_step(size_px) <= col.bottom - px(8)
    for line in lines:
        assert get_font(size_px).size(line)[0] <= col.w - px(28), line
    assert "".join(lines).replace(" ", "") == i18n.pick(info.blurb_zh, info.blurb_en).replace(" ", "")


def test_a_fixed_player_count_reads_as_one_number(app, monkeypatch) -> None:
    import app.scenes.lobby as lobby_module

    for lang, want in (("zh", "4 人"), ("en", "4 players")):
        i18n.set_language(lang)
        try:
            scene = LobbyScene(app)
            app.push(scene)
            scene._setup_game("guandan")
            with drawn_texts(lobby_module) as shown:
                scene.draw(app.screen)
            assert want in shown and not any("4–4" in text for text in shown), shown
        finally:
            i18n.set_language("zh")


def _help_cut(row) -> bool:  # type: ignore[no-untyped-def]
    return "".join(row.help_lines).replace(" ", "") != row.help_full.replace(" ", "")


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_help_is_cut_only_when_closer_options_would_not_show_another_line(lobby: LobbyScene, game_id: str,
                                                                          size: tuple[int, int]) -> None:
    from app.scenes.lobby_options import BOTTOM, HELP_LINE, MIN_GAP

    _show(lobby, game_id, size)
    rows = lobby.option_rows
    if not any(_help_cut(r) for r in rows):
        return
    spare = lobby.col_opts.bottom - BOTTOM - rows[-1].rect.bottom
    spare += sum(max(0, lower.rect.top - upper.rect.bottom - MIN_GAP) for upper, lower in zip(rows, rows[1:]))
    assert spare < HELP_LINE, (game_id, spare, [r.help_lines for r in rows])
    # the lines go round: no help shows more than one line more than a help that is cut
    for cut in (r for r in rows if _help_cut(r)):
        assert all(len(r.help_lines) <= len(cut.help_lines) + 1 for r in rows), [r.help_lines for r in rows]


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_drawn_option_text_stays_in_its_column_clear_of_the_buttons(lobby: LobbyScene, app, monkeypatch,
                                                                          game_id: str, size: tuple[int, int]) -> None:
    import app.scenes.lobby_options as options_module

    pygame.mouse.set_pos((5, 5))  # no hover tip
    _show(lobby, game_id, size)
    with drawn_text_rects(options_module) as drawn:
        lobby.draw(app.screen)
    rows = lobby.option_rows
    buttons = [r.button.rect for r in rows]
    help_texts = {line for r in rows for line in r.help_lines}
    assert help_texts <= {text for text, _ in drawn}
    for text, rect in drawn:
        assert lobby.col_opts.contains(rect), (text, rect, lobby.col_opts)
        if text in help_texts:
            ink = rect.inflate(0, -6).move(0, 3)  # the line's image has room above its letters
            assert not any(ink.colliderect(b) for b in buttons), (text, rect)


def test_a_sixth_zha_jin_hua_seat_turns_six_seats_on_and_off_is_explained(lobby: LobbyScene,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The game seats six only with its Six seats house rule; the toggle follows the seats instead of
    showing Off while the table is dealt with it on."""
    monkeypatch.setattr(LobbyScene, "remembered", {})  # the lobby remembers seats and options for later lobbies
    lobby._setup_game("zhajinhua")
    spec = next(s for s in GAMES["zhajinhua"].info.options if s.key == "six_seats")
    lobby.options["six_seats"] = False
    for row in lobby.rows[1:5]:
        row.kind = "ai"
    lobby.rows[5].kind = "empty"
    assert lobby.problem() is None and lobby.options["six_seats"] is False
    kind_button = lobby.seat_buttons[5][0]
    while lobby.rows[5].kind == "empty":
        kind_button.on_click()
    assert len(lobby.seated()) == 6
    assert lobby.options["six_seats"] is True
    assert lobby.problem() is None
    lobby._cycle_option(spec, 1)  # the person turns it off again with six seated
    assert lobby.options["six_seats"] is False
    problem = lobby.problem()
    assert problem == i18n.t("lobby.option_forced", option=i18n.pick(spec.label_zh, spec.label_en), n=6,
                             value=i18n.t("common.on"))
    lobby.start()
    assert lobby.app.top is lobby, "no table is dealt while the problem stands"


def _click_kind(lobby: LobbyScene, seat: int) -> None:
    """A real click on a seat's kind button (Person → Computer → Empty → …)."""
    from tests.apptools import post_mouse

    lobby.app.run_frames(1)
    centre = lobby.seat_buttons[seat][0].rect.center
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    post_mouse(pygame.MOUSEBUTTONUP, centre)
    lobby.app.run_frames(1)


def test_emptying_the_sixth_zha_jin_hua_seat_turns_six_seats_off_again(lobby: LobbyScene,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A sixth seat turned Six seats on, but emptying it again left the option on with five at the
    table. The option now follows the seats it was turned on by: off again with five, on again with
    six; one the person turned on themselves (with five seated) is theirs and stays on."""
    monkeypatch.setattr(LobbyScene, "remembered", {})
    lobby.on_resize((1280, 720))
    lobby._setup_game("zhajinhua")
    lobby.on_resize((1280, 720))
    lobby.options["six_seats"] = False
    for row in lobby.rows[1:5]:
        row.kind = "ai"
    lobby.rows[5].kind = "empty"
    for expected in (True, False, True, False):  # sixth seat filled, emptied, filled, emptied
        _click_kind(lobby, 5)
        while (lobby.rows[5].kind == "empty") is expected:  # past the other kinds of a filled seat
            _click_kind(lobby, 5)
        assert len(lobby.seated()) == (6 if expected else 5)
        assert lobby.options["six_seats"] is expected, lobby.rows[5].kind
        assert lobby.problem() is None
    spec = next(s for s in GAMES["zhajinhua"].info.options if s.key == "six_seats")
    lobby._cycle_option(spec, 1)  # the person's own choice, five seated
    _click_kind(lobby, 4)  # a seat's kind changes: four seated
    assert lobby.options["six_seats"] is True


def test_an_option_that_needs_another_is_greyed_out_and_says_why(lobby: LobbyScene, app) -> None:
    from app.scenes import lobby_options
    from tests.apptools import drawn_texts, post_mouse

    lobby.on_resize((1280, 720))
    lobby._setup_game("xianshi_tongxing")
    lobby.options["expansion"] = False
    lobby.options["pure_mode"] = "wild"
    app.run_frames(1)
    buttons = {spec.key: b for spec, b in lobby.option_buttons}
    pure = buttons["pure_mode"]
    assert not pure.enabled(), "what Pure does means nothing without the expansion"
    post_mouse(pygame.MOUSEBUTTONDOWN, pure.rect.center)
    app.run_frames(1)
    assert lobby.options["pure_mode"] == "wild", "a greyed option does not change"
    row = next(r for r in lobby.option_rows if r.spec.key == "pure_mode")
    pygame.mouse.set_pos(row.rect.center)
    if pygame.mouse.get_pos() != row.rect.center:
        pytest.skip("the dummy video driver does not move the pointer")
    with drawn_texts(lobby_options) as texts:
        app.run_frames(1)
    expansion = lobby.option_buttons[0][0]
    why = i18n.t("lobby.option_requires", option=i18n.pick(expansion.label_zh, expansion.label_en),
                 value=i18n.t("common.on"))
    assert why.replace(" ", "") in "".join(texts).replace(" ", ""), "the tip says what it needs"
    post_mouse(pygame.MOUSEBUTTONDOWN, buttons["expansion"].rect.center)
    app.run_frames(1)
    assert lobby.options["expansion"] is True and pure.enabled()
    post_mouse(pygame.MOUSEBUTTONDOWN, pure.rect.center)
    app.run_frames(1)
    assert lobby.options["pure_mode"] == "revive"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_why_start_is_not_possible_shows_readably_under_the_seats(lobby: LobbyScene, app, game_id: str,
                                                                  size: tuple[int, int]) -> None:
    """Tiny text squeezed between the columns and Start, against the window's edge, was easy to miss."""
    from app.scenes import lobby as lobby_module
    from tests.apptools import drawn_texts

    _show(lobby, game_id, size)
    saved = [(r.kind, r.name) for r in lobby.rows]
    try:
        for row in lobby.rows:
            row.kind = "empty"
        lobby.rows[-1].kind = "human"  # one seat: every game needs more
        problem = lobby.problem()
        assert problem
        with drawn_texts(lobby_module) as texts:
            lobby.draw(app.screen)
        size_px, lines = lobby.notice_lines(problem)
        assert size_px >= 17 and 1 <= len(lines) <= 2
        assert [text for text in texts if text in lines] == lines, "the reason is written whole"
        assert "".join(lines).replace(" ", "") == problem.replace(" ", "")
        rect = lobby.notice_rect(len(lines))
        assert lobby.col_seats.contains(rect)
        last_seat = max(b.rect.bottom for kind_b, b, _ in lobby.seat_buttons)
        assert rect.top >= last_seat + 4, "clear of the seats"
        for line in lines:
            assert get_font(size_px).size(line)[0] <= rect.w - 20, line
    finally:
        for row, (kind, name) in zip(lobby.rows, saved):
            row.kind, row.name = kind, name


def test_a_number_option_steps_through_round_values_and_stops_at_its_ends() -> None:
    from app.scenes.lobby_options import number_steps

    zjh = {s.key: s for s in GAMES["zhajinhua"].info.options}
    rounds = number_steps(zjh["round_limit"], 20)
    assert rounds[:8] == [1, 2, 3, 4, 5, 6, 8, 10] and rounds[-1] == 1000 and 20 in rounds
    assert len(rounds) < 40  # a few clicks from one end to the other, not 999
    assert number_steps(zjh["start_chips"], 1000)[:3] == [10, 15, 20]
    assert number_steps(zjh["hands"], 20)[0] == 0  # 0 = play until one player has every chip
    assert 1234 in number_steps(zjh["start_chips"], 1234)  # a value off the ladder still has its place
    stars = {s.key: s for s in GAMES["stars_and_storms"].info.options}["rounds"]
    assert number_steps(stars, 5) == list(range(stars.minimum or 0, (stars.maximum or 0) + 1))


def test_a_number_option_goes_down_by_its_minus_end_a_right_click_or_the_wheel(lobby: LobbyScene, app,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Number options only went up, one at a time (1000 → 1001): a stray click could not be undone."""
    from tests.apptools import post_mouse

    monkeypatch.setattr(LobbyScene, "remembered", {})  # the lobby's memory of options is the class's
    lobby.on_resize((1280, 720))
    lobby._setup_game("zhajinhua")
    app.run_frames(2)
    button = next(b for s, b in lobby.option_buttons if s.key == "round_limit")

    def click(x: int, which: int = 1) -> int:
        post_mouse(pygame.MOUSEBUTTONDOWN, (x, button.rect.centery), which)
        post_mouse(pygame.MOUSEBUTTONUP, (x, button.rect.centery), which)
        app.run_frames(1)
        return int(lobby.options["round_limit"])

    left, right = button.rect.x + 6, button.rect.right - 6
    assert lobby.options["round_limit"] == 20
    assert click(right) == 25 and click(button.rect.centerx) == 30
    assert click(left) == 25 and click(right, 3) == 20  # the "−" end, then a right click
    post_mouse(pygame.MOUSEMOTION, button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.run_frames(1)
    assert lobby.options["round_limit"] == 15
    for _ in range(12):
        click(left)
    assert lobby.options["round_limit"] == 1 and not button.can_down() and button.can_up()  # type: ignore[attr-defined]
    label = next(r for r in lobby.option_rows if r.spec.key == "round_limit").button.label()
    assert label == "1"


def test_the_base_stake_is_greyed_while_the_poorest_stack_sets_it(lobby: LobbyScene, app,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LobbyScene, "remembered", {})
    lobby._setup_game("zhajinhua")
    base = next(b for s, b in lobby.option_buttons if s.key == "base")
    assert base.enabled()
    lobby.options["poorest_stack"] = True
    assert not base.enabled()


@pytest.mark.parametrize("size", [(1280, 720), (960, 600), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_wrapped_option_name_ends_above_its_help(lobby: LobbyScene, game_id: str, size: tuple[int, int]) -> None:
    """"Announce cards left / at" sat on its help line: a name's last line ends where its help begins."""
    _show(lobby, game_id, size)
    px = lobby.px
    for r in lobby.option_rows:
        if not r.help_lines:
            continue
        last = r.label_top + (len(r.label_lines) - 1) * (r.label_size + px(4))
        assert last + get_font(r.label_size).get_linesize() <= r.help_top + px(1), (r.label_full, size)


def test_a_greyed_option_shows_what_applies_not_its_kept_value(lobby: LobbyScene, app,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Stakes greyed out (no star destroyer, so nobody settles) still read "On"; now a greyed yes/no says
    "Off" and any other greyed option "—", and each shows its kept value again once it applies."""
    monkeypatch.setattr(LobbyScene, "remembered", {})
    lobby._setup_game("stars_and_storms")
    stakes = next(b for s, b in lobby.option_buttons if s.key == "stakes")
    lobby.options["stakes"] = True
    lobby.options["star_destroyer"] = False
    assert not stakes.enabled() and stakes.label() == i18n.t("common.off")
    lobby.options["star_destroyer"] = True
    assert stakes.enabled() and stakes.label() == i18n.t("common.on")
    lobby._setup_game("zhajinhua")
    base = next(b for s, b in lobby.option_buttons if s.key == "base")
    lobby.options["poorest_stack"] = True
    assert not base.enabled() and base.label() == "—"  # the base comes from the poorest stack
    lobby.options["poorest_stack"] = False
    assert base.label() == f"{lobby.options['base']:,}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_whole_twelve_character_name_shows_in_its_field(app, lobby: LobbyScene, size: tuple[int, int]) -> None:
    """At 960×600 a seat's name field showed about three Chinese characters of the twelve a name may
    have ("欧阳诸…"); the field now holds all twelve (and the caret while typing), clear of the
    seat's buttons, and the columns still sit side by side."""
    import app.scenes.lobby as lobby_module
    from app.lobby_memory import NAME_MAX
    from app.scenes.lobby import NAME_SMALLEST
    from tests.apptools import drawn_texts

    name = "欧阳诸葛司马上官东方西门"
    assert len(name) == NAME_MAX
    for game_id in sorted(GAMES):
        _show(lobby, game_id, size)
        lobby.rows[0].name = name
        with drawn_texts(lobby_module) as texts:
            lobby.draw(app.screen)
        assert name in texts, (game_id, [t for t in texts if t.startswith("欧阳")])
        px = lobby.px
        for i, (kind_b, level_b, field) in enumerate(lobby.seat_buttons):
            width = field.w - px(16)
            assert lobby.name_shown(name, width, False)[1] == name
            size_px, typed = lobby.name_shown(name + "|", width, True)
            assert typed == name + "|" and size_px >= px(NAME_SMALLEST)
            assert lobby.col_seats.contains(field) and field.left >= level_b.rect.right + px(4)
            assert kind_b.rect.left > lobby.col_seats.left + px(24), "room for the seat's number"
            assert kind_b.fitted_size() >= px(16) and level_b.fitted_size() >= px(14)
        assert lobby.col_games.right < lobby.col_seats.left and lobby.col_seats.right < lobby.col_opts.left
        for b in lobby.game_buttons:
            assert lobby.col_games.contains(b.rect) and b.fitted_size() >= px(16)


def test_zha_jin_hua_s_hands_read_no_limit_at_zero(lobby: LobbyScene, monkeypatch: pytest.MonkeyPatch) -> None:
    """The option was named "Hands (0 = until one player has all)" and its button read "0"; it is named
    "Hands" and 0 reads "No limit" (what it means is in the help under it)."""
    monkeypatch.setattr(LobbyScene, "remembered", {})
    lobby._setup_game("zhajinhua")
    spec, hands = next((s, b) for s, b in lobby.option_buttons if s.key == "hands")
    zh = i18n.language() == "zh"
    assert i18n.pick(spec.label_zh, spec.label_en) == ("局数" if zh else "Hands")
    lobby.options["hands"] = 0
    assert hands.label() == ("不限" if zh else "No limit")
    lobby.options["hands"] = 20
    assert hands.label() == "20"


def test_option_help_in_english_calls_a_player_they_not_it() -> None:
    """Stars and Storms' Stakes read "every player settles its star-point difference": a player is
    "they" in English, as the rules page has it ("settles the difference between their star points
    and the destroyer's"), never "it"."""
    import re

    for game in GAMES.values():
        for spec in game.info.options:
            assert not re.search(r"\bplayers?\b[^.;]*\bits\b", spec.help_en), (game.info.id, spec.help_en)


def test_the_help_of_a_no_limit_option_speaks_of_its_word_not_of_zero() -> None:
    """Zha Jin Hua's Hands help said "0 plays until one player holds every chip" ("0 表示…"), yet its
    button never shows 0: stepped down to it, it reads "No limit" (不限). The help names the word the
    button shows."""
    import re

    for game in GAMES.values():
        for spec in game.info.options:
            if not (spec.zero_zh or spec.zero_en):
                continue
            for word, help_text in ((spec.zero_zh, spec.help_zh), (spec.zero_en, spec.help_en)):
                assert not re.search(r"(?<![\d,.])0(?![\d,.])", help_text), (game.info.id, help_text)
                assert word.lower() in help_text.lower(), (game.info.id, word, help_text)


@pytest.mark.parametrize("size", [(960, 600)])
def test_an_option_s_tip_shows_over_the_start_and_continue_buttons(lobby: LobbyScene, app, size: tuple[int, int],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The last option's tip opens downwards over the action row: it is drawn over the buttons, not
    hidden under them."""
    from app.scenes import lobby_options

    monkeypatch.setattr(LobbyScene, "remembered", {})
    _show(lobby, "zhajinhua", size)
    for row in lobby.rows[1:6]:
        row.kind = "ai"
    lobby.options["six_seats"] = False  # greyed reason or not, the pointer on the last option shows a tip
    last = lobby.option_rows[-1]
    monkeypatch.setattr(lobby_options, "pointer_pos", lambda: last.rect.center)
    shown: list[tuple[str, str, pygame.Rect, pygame.Rect, float]] = []
    real_tip = lobby_options._draw_tip

    def spy(surface, title, text, anchor, col, scale):  # type: ignore[no-untyped-def]
        shown.append((title, text, anchor.copy(), col.copy(), scale))
        real_tip(surface, title, text, anchor, col, scale)

    monkeypatch.setattr(lobby_options, "_draw_tip", spy)
    screen = pygame.Surface(size)
    lobby.draw(screen)
    assert shown, "the pointer on the last option shows its tip"
    alone = pygame.Surface(size)
    alone.fill((255, 0, 255))
    real_tip(alone, *shown[-1][:2], *shown[-1][2:])
    tip = [(x, y) for x in range(0, size[0], 2) for y in range(0, size[1], 2) if alone.get_at((x, y))[:3] != (255, 0, 255)]
    over = [p for p in tip if any(b.rect.collidepoint(p) for b in lobby.action_buttons)]
    assert over, "at this size the tip reaches the action row"
    assert all(screen.get_at(p) == alone.get_at(p) for p in over)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_name_shows_whole_in_two_lines_beside_its_button_at_960(lobby: LobbyScene, app,
                                                                               game_id: str) -> None:
    """At 960×600 in English Xianshi Tongxing's "Expansion cards (Beg, Nightmare, Pure)" ran to three
    lines cut with "…" beside a button as wide as "Judge holders (fast)" needs. Every option's name now
    shows whole, in one or two lines, no smaller than 12 px, inside its row and clear of its button."""
    import app.scenes.lobby_options as options_module

    pygame.mouse.set_pos((5, 5))  # no hover tip
    _show(lobby, game_id, (960, 600))
    with drawn_text_rects(options_module) as drawn:
        lobby.draw(app.screen)
    for r in lobby.option_rows:
        assert len(r.label_lines) <= 2, r.label_lines
        assert "".join(r.label_lines).replace(" ", "") == r.label_full.replace(" ", ""), r.label_lines
        assert r.label_size >= 12, (r.label_full, r.label_size)
        for line in r.label_lines:
            (rect,) = [rect for text, rect in drawn if text == line]
            assert r.rect.contains(rect), (line, rect, r.rect)
            assert not rect.colliderect(r.button.rect), (line, rect, r.button.rect)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_option_value_is_written_whole_and_readable_inside_its_button(lobby: LobbyScene, size,
                                                                            monkeypatch) -> None:
    """At 960×600 Xianshi Tongxing's "Judge holders (fast)" was squeezed to 10 px in its 110 px button,
    and Zha Jin Hua's "1,000,000" to 11 px between "−" and "+". Every value every game's options can
    take is now written at 12 px or more, whole, inside its button (on two lines where one would be
    too small), in both languages."""
    import app.scenes.lobby_options as options_module
    import app.ui.widgets as widgets

    drawn: list[tuple[str, int, pygame.Rect]] = []
    for module in (widgets, options_module):
        real = module.blit_text

        def spy(surface, text, size_px, *args, real=real, **kwargs):
            rect = real(surface, text, size_px, *args, **kwargs)
            drawn.append((text, size_px, rect))
            return rect
        monkeypatch.setattr(module, "blit_text", spy)
    surface = pygame.Surface(size)
    checked = 0
    for game_id in sorted(GAMES):
        _show(lobby, game_id, size)
        for spec, button in lobby.option_buttons:
            values = ([True, False] if isinstance(spec.default, bool) else list(spec.choices)
                      or number_steps(spec, int(spec.default)))
            kept = lobby.options[spec.key]
            for value in values:
                lobby.options[spec.key] = value
                want = button.label()
                drawn.clear()
                button.draw(surface)
                parts = [(text, px, rect) for text, px, rect in drawn if text not in ("−", "+")]
                where = (game_id, spec.key, want, [(text, px) for text, px, _ in parts], button.rect)
                assert "".join(text for text, _, _ in parts).replace(" ", "") == want.replace(" ", ""), where
                for _, px, rect in parts:
                    assert px >= 12 and button.rect.contains(rect), where
                checked += 1
            lobby.options[spec.key] = kept
    assert checked > 100
