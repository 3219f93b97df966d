"""The rules pages: nested bullets set in deeper than their parent with a mark of their own, and a
page longer than its panel shows a scrollbar and faded edges."""

from __future__ import annotations

import pygame
import pytest

import app.scenes.rules as rules_scene
from app import i18n
from app.main import App
from app.scenes.rules import RulesScene, load_rules
from app.ui import theme
from engine.registry import GAMES
from tests.apptools import drawn_texts


@pytest.fixture(params=["zh", "en"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("zh")


def _page(app: App, game_id: str, size: tuple[int, int] = (960, 600)) -> RulesScene:
    scene = RulesScene(app, game_id)
    app.reset(scene)
    scene.on_resize(size)
    app.run_frames(1)
    return scene


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_rules_line_is_drawn_with_its_raw_markup(app: App, lang: str, game_id: str) -> None:
    scene = _page(app, game_id)
    for line in scene.lines:
        text = "".join(p for p in line.pieces if isinstance(p, str)) if line.pieces else line.text
        assert not text.lstrip().startswith(("- ", "* ", "#")), text


def test_a_nested_bullet_is_set_in_deeper_than_its_parent_with_its_own_mark(app: App, lang: str) -> None:
    source = load_rules("deadline99", lang)
    assert "\n  - " in source, "the Deadline 99 page nests the faction line-ups under a bullet"
    scene = _page(app, "deadline99")
    bullets = [line for line in scene.lines if line.bullet]
    top = [line for line in bullets if line.bullet == 1]
    nested = [line for line in bullets if line.bullet == 2]
    assert len(nested) == 2
    assert all(n.indent > t.indent for n in nested for t in top)
    first = scene.lines.index(nested[0])
    parent = next(line for line in reversed(scene.lines[:first]) if line.bullet == 1)
    assert nested[0].indent > parent.indent


def _thumb_rows(surface: pygame.Surface, scene: RulesScene) -> list[int]:
    track, _ = scene.scrollbar_rects()
    x = track.centerx
    return [y for y in range(track.y, track.bottom) if surface.get_at((x, y))[:3] == theme.MUTED]


def test_a_long_page_shows_a_scrollbar_that_follows_the_scroll(app: App, lang: str) -> None:
    scene = _page(app, "guandan")
    assert scene.max_scroll() > 0
    at_top = _thumb_rows(app.screen, scene)
    assert at_top and at_top[0] <= scene.scrollbar_rects()[0].y + 1
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    lower = _thumb_rows(app.screen, scene)
    assert lower and lower[0] > at_top[0]


def _press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(1)


def _drawn(app: App) -> list[str]:
    with drawn_texts(rules_scene) as texts:
        app.draw()
    return texts


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_home_and_end_jump_to_the_ends_and_space_pages_down(app: App, lang: str, size: tuple[int, int]) -> None:
    """Home, End and Space did nothing on a rules page. Now End shows the page's last line, Home
    its title again, and Space pages down as PageDown does (Shift+Space up, as PageUp)."""
    scene = _page(app, "guandan", size)
    texts = [line.text for line in scene.lines if line.text]
    first, last = texts[0], texts[-1]
    assert scene.max_scroll() > 0 and first in _drawn(app) and last not in _drawn(app)
    _press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll() and last in _drawn(app) and first not in _drawn(app)
    _press(app, pygame.K_HOME)
    assert scene.scroll == 0 and first in _drawn(app)
    _press(app, pygame.K_PAGEDOWN)
    page = scene.scroll
    assert page > 0
    _press(app, pygame.K_HOME)
    _press(app, pygame.K_SPACE)
    assert scene.scroll == page, "Space pages down as far as PageDown"
    _press(app, pygame.K_SPACE)
    assert scene.scroll == min(2 * page, scene.max_scroll())
    _press(app, pygame.K_SPACE, pygame.KMOD_LSHIFT)
    assert scene.scroll == page, "Shift+Space pages back up"
    assert isinstance(app.top, RulesScene), "Space does not leave the page"


def test_a_long_page_fades_out_at_the_edge_where_it_goes_on(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_scene, "load_rules", lambda game_id, lang: "\n".join(["- MMMMMMMMMM"] * 80))
    scene = _page(app, "deadline99")
    pitch = scene.lines[0].height  # every row alike: any band this tall holds the same ink
    view = scene.rect.inflate(-8, -8)
    left = scene.rect.x + rules_scene.TEXT_LEFT + rules_scene.BULLET_INDENT

    def ink(top: int) -> int:
        return sum(sum(app.screen.get_at((x, y))[:3]) for y in range(top, top + pitch) for x in range(left, left + 80))

    middle = ink(view.centery)
    assert ink(view.bottom - pitch) < middle * 0.85, "the last rows fade into the panel"
    scene.scroll = scene.max_scroll()
    app.run_frames(1)
    assert ink(view.y) < middle * 0.85


def test_a_page_that_fits_has_no_scrollbar(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_scene, "load_rules", lambda game_id, lang: "# Short\n- one\n  - two\n")
    scene = _page(app, "deadline99")
    assert scene.max_scroll() == 0
    assert _thumb_rows(app.screen, scene) == []


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rules_page_tells_of_fast_forward_in_its_last_section(game_id: str, lang: str) -> None:
    """The table's Fast forward ▶▶ [F] was on no rules page; each page ends with how to play at the table."""
    text = load_rules(game_id, lang)
    last = text[max(text.rfind("\n# "), text.rfind("\n## ")):]
    assert "[F]" in last and ("快进" if lang == "zh" else "Fast forward") in last


def test_the_wild_card_is_pictured_as_the_guandan_table_marks_it(app: App, lang: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from app.games.guandan import table_state

    scene = _page(app, "guandan")
    badges: list[str] = []
    texts: list[str] = []
    real_face, real_text = rules_scene.marked_face, rules_scene.blit_text
    monkeypatch.setattr(rules_scene, "marked_face", lambda *a: badges.append(a[4]) or real_face(*a))
    monkeypatch.setattr(rules_scene, "blit_text", lambda s, text, *a, **k: texts.append(text) or real_text(s, text, *a, **k))
    wild_rows = [line for line in scene.lines if any(getattr(p, "marked", None) for p in line.pieces or ())]
    assert len(wild_rows) >= 5
    for line in wild_rows:
        RulesScene._draw_pieces(app.screen, line, 0, 0)
    assert badges and set(badges) == {i18n.t("card.wild_badge")}
    assert "★" not in texts
    assert table_state.marked_face is real_face  # one drawing of the wild card for both


def test_tab_rings_back_and_enter_or_space_presses_it(app: App, lang: str) -> None:
    """The rules page had no keyboard focus: Tab now rings Back (Shift+Tab too, it is the only
    button), Enter or Space presses it; with no ring Space still scrolls the page."""
    from app.scenes.lobby import LobbyScene

    def press(key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        app.run_frames(1)

    def ringed() -> bool:
        app.draw()
        rect = scene.back.rect
        return app.screen.get_at((rect.centerx, rect.y - scene.px(4)))[:3] == theme.ACCENT

    for key in (pygame.K_SPACE, pygame.K_RETURN):
        app.reset(LobbyScene(app))
        scene = RulesScene(app, "guandan")
        app.push(scene)
        scene.on_resize((960, 600))
        app.run_frames(1)
        assert not ringed()
        press(pygame.K_SPACE)
        assert scene.scroll > 0 and app.top is scene, "Space scrolls while nothing is ringed"
        press(pygame.K_TAB)
        assert ringed()
        press(pygame.K_TAB, pygame.KMOD_SHIFT)
        assert ringed()
        press(key)
        assert isinstance(app.top, LobbyScene), "Back pressed"


def test_rolling_the_wheel_keeps_the_ring_on_back(app: App, lang: str) -> None:
    """The wheel also sends MOUSEBUTTONDOWN with button 4 or 5 (pygame keeps them for old code);
    app.ui.focus.ButtonRing took them for clicks off its buttons and dropped the ring, so rolling
    the page with the pointer over the text took the ring off Back. Now only a left or right
    click moves the ring, as in the lobby."""
    scene = _page(app, "guandan")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    app.run_frames(1)
    rect = scene.back.rect

    def ringed() -> bool:
        app.draw()
        return app.screen.get_at((rect.centerx, rect.y - scene.px(4)))[:3] == theme.ACCENT

    assert ringed()
    over_text = scene.rect.center
    for button in (5, 4):  # as SDL sends a roll of the wheel: the button press, its release, the wheel event
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=over_text, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=over_text, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if button == 5 else 1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0 if button == 5 else 1.0))
        app.run_frames(1)
        assert ringed(), f"the ring stays on Back as the wheel rolls (button {button})"
    post = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=over_text, button=1)
    pygame.event.post(post)
    app.run_frames(1)
    assert not ringed(), "a click off the buttons still takes the ring away"


def test_the_scrollbar_thumb_can_be_dragged_and_the_track_clicked(app: App, lang: str) -> None:
    """The scrollbar only showed where the page was: pressing on its thumb and dragging, or
    clicking its track, did nothing. Now the page follows the dragged thumb to either end, and a
    click on the track brings the thumb there."""
    from tests.apptools import post_mouse

    scene = _page(app, "guandan", (960, 600))
    track, thumb = scene.scrollbar_rects()
    assert scene.scroll == 0 and scene.max_scroll() > 0
    post_mouse(pygame.MOUSEBUTTONDOWN, thumb.center)
    post_mouse(pygame.MOUSEMOTION, (thumb.centerx, thumb.centery + track.h // 3))
    app.run_frames(1)
    middle = scene.scroll
    assert 0 < middle < scene.max_scroll(), "the page follows the thumb while it is held"
    post_mouse(pygame.MOUSEMOTION, (thumb.centerx + 40, track.bottom + 200))
    app.run_frames(1)
    assert scene.scroll == scene.max_scroll(), "dragged past the end, the page shows its last line"
    post_mouse(pygame.MOUSEBUTTONUP, (thumb.centerx + 40, track.bottom + 200))
    post_mouse(pygame.MOUSEMOTION, (thumb.centerx, track.y))
    app.run_frames(1)
    assert scene.scroll == scene.max_scroll(), "let go, the thumb no longer follows the pointer"
    post_mouse(pygame.MOUSEBUTTONDOWN, (track.centerx, track.y + 2))
    post_mouse(pygame.MOUSEBUTTONUP, (track.centerx, track.y + 2))
    app.run_frames(1)
    assert scene.scroll == 0, "a click at the top of the track goes to the top of the page"
    assert isinstance(app.top, RulesScene)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_rules_page_calls_a_no_limit_option_by_the_word_its_button_shows(game_id: str, lang: str) -> None:
    """Zha Jin Hua's page listed "number of hands (0 plays until one player has everything)", but the
    lobby's button never shows 0: it reads "No limit" (不限). Where a page speaks of such an option
    it names that word, and never a bare "(0 …"."""
    import re

    text = load_rules(game_id, lang)
    for spec in GAMES[game_id].info.options:
        word = spec.zero_zh if lang == "zh" else spec.zero_en
        label = spec.label_zh if lang == "zh" else spec.label_en
        if not word:
            continue
        lines = [line for line in text.splitlines() if label.lower() in line.lower()]
        assert lines, (game_id, label)
        for line in lines:
            assert not re.search(r"[(（]0 ", line), line
        assert any(word in line for line in lines), (word, lines)
