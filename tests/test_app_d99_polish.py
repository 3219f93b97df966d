"""Deadline 99 table polish: the Death question's place, the Angel and Death corners, the line for a
pass-and-play table whose people are all out."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from types import ModuleType
from typing import Any

import pygame
import pytest

import app.games.deadline99_ui as d99ui
from app.main import App
from app.scenes.table import SeatSetup, TableScene
from tests.apptools import run_until
from tests.test_app_deadline99 import _key, _kept_in_view



@contextmanager
def _written(module: ModuleType) -> Iterator[list[tuple[str, int, pygame.Rect]]]:
    """Each text ``module`` writes with its ``blit_text`` while the block runs: the text, its size
    and where it went."""
    written: list[tuple[str, int, pygame.Rect]] = []
    real = module.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        box = real(surface, text, size, *args, **kwargs)
        written.append((text, size, box))
        return box

    module.blit_text = spy
    try:
        yield written
    finally:
        module.blit_text = real


def _table_at_persons_turn(app: App, players: int, options: dict[str, Any], seed: int,
                           size: tuple[int, int]) -> TableScene:
    """A Deadline 99 table of the person "P1" (seat 0) and AI seats, at the person's first turn."""
    seats = [SeatSetup(True, "P1")] + [SeatSetup(False, f"B{i}") for i in range(2, players + 1)]
    table = TableScene(app, "deadline99", seats, options, seed)
    app.reset(table)
    table.on_resize(size)
    run_until(app, lambda: bool(table.viewer_legal()), settle=True)
    return table


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_death_question_always_leaves_the_hand_and_the_seats_in_view(lang_app: App, lang: str,
                                                                         size: tuple[int, int]) -> None:
    """In English at 960×600 with eight seats in faction mode (the badges widen the panels), a hand of
    nine or more cards left the Death question no clear spot at its size: it fell back onto the
    person's cards. It is now set tighter where only that fits, and never covers the cards, a seat,
    the piles, the count or the log, whatever the seats, the hand or the way play goes."""
    from app.games import deadline99_places as places
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH

    app = lang_app
    safe = [Card(rank, suit) for suit in Suit for rank in (3, 4, 5, 6, 9)]
    for players in range(2, 9):
        factions = [{"angel_death": True, "faction_mode": True}] if players >= 4 else []
        for options in [{"angel_death": True}] + factions:
            table = _table_at_persons_turn(app, players, options, 3 + players, size)
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            for n in (2, 5, 8, 9, 12):
                for direction in (1, -1):
                    state = table.session.state
                    hand = (DEATH,) + tuple(safe[:n - 1])
                    table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=50,
                                                  direction=direction)
                    ui.sync(table.view())
                    ui.try_play(0, None, ui.fan.card_pos(0))
                    assert ui.prompt is not None and ui.prompt.title == d99ui.t("d99.ask_death")
                    with _written(places) as written:
                        app.draw()
                    rect = ui.prompt_rect()
                    where = (players, options, n, direction, rect)
                    assert pygame.Rect((0, 0), size).contains(rect), where
                    hit = [what for what, box in _kept_in_view(table).items() if rect.colliderect(box)]
                    assert not hit, (where, hit)
                    assert all(rect.contains(b.rect) for b in ui.prompt.buttons), where
                    title = [(px, box) for _, px, box in written if box.colliderect(rect)]  # its lines
                    assert title and all(rect.contains(box) for _, box in title), (where, title)
                    assert min(px for px, _ in title) >= ui.scaled(13), where  # still easy to read
                    assert max(box.bottom for _, box in title) <= min(b.rect.y for b in ui.prompt.buttons), where
                    _key(pygame.K_ESCAPE)
                    app.run_frames(1)
                    assert ui.prompt is None


def _corner_and_star(face: pygame.Surface, ink: tuple[int, int, int],
                     faint: int = 40) -> tuple[list[pygame.Rect], pygame.Rect]:
    """On a joker's ``face``: the boxes of the marks written in ``ink`` beside its star (each letter
    or group of strokes), and the star's box; ``faint``: how far from ``ink`` a pixel's colour may
    be and still count (a small card's letters are mostly their smoothed edges)."""
    from app.ui import theme

    flat = pygame.Surface(face.get_size())
    flat.fill(theme.PAPER)  # the see-through corners are no ink
    flat.blit(face, (0, 0))
    mask = pygame.mask.from_threshold(flat, (*ink, 255), (faint, faint, faint, 255))
    parts = sorted(mask.connected_components(), key=lambda part: part.count(), reverse=True)
    star = parts[0].get_bounding_rects()[0]
    marks = [part.get_bounding_rects()[0] for part in parts[1:] if part.count() >= (8 if faint <= 40 else 4)]
    return marks, star


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_angel_and_death_corners_read_as_words(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """In English the Angel's and Death's corners stacked A-N-G-E-L and D-E-A-T-H one letter under
    another, upright, down the edge: a column of letters, not a word. The name now reads as one
    line, turned to read downwards, in the strip of the card a close fan leaves in view; in Chinese
    天使 and 死神 stay upright, one character under the other. Either way the name keeps clear of
    the star, starts at the top corner and is big enough to read, on the cards of the hand."""
    from app.ui import theme
    from engine.games.deadline99 import ANGEL, DEATH

    table = _table_at_persons_turn(lang_app, 4, {"angel_death": True}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    w, h = ui.cw, ui.ch
    for card, ink, name in ((ANGEL, theme.RED, "d99.angel"), (DEATH, theme.INK, "d99.death")):
        marks, star = _corner_and_star(d99ui.card_face(card, w, h), ink)
        word = marks[0].unionall(marks[1:])
        where = (card, w, h, marks)
        assert not word.colliderect(star) and word.top <= h // 8, where
        assert word.right <= w // 2, where  # in view where a hand of twelve closes up at 960×600
        if lang == "en":
            assert len(marks) == len(d99ui.t(name)), where  # each letter whole, none run together
            upright = sum(m.h > m.w for m in marks) > len(marks) // 2
            centres = [m.center for m in marks]
            across = max(x for x, _ in centres) - min(x for x, _ in centres)
            down = max(y for _, y in centres) - min(y for _, y in centres)
            # letters read as a word along their line: upright ones side by side, ones on their side one under another
            assert (across > down) if upright else (down > across), where
            assert min(m.w if not upright else m.h for m in marks) >= h // 12, where
        else:
            assert 1.6 <= word.h / word.w <= 2.6 and word.w >= h // 8, where  # two square characters, upright


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_small_angel_and_death_on_the_seats_keep_their_names_clear_of_the_star(
        lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """At the end each seat's cards left are shown face up, small, above its panel: there the star
    of the Angel and Death lay over the lower part of their name (天使, DEATH...). It now moves
    right, and shrinks if need be, to keep clear of it."""
    from app.ui import theme
    from engine.games.deadline99 import ANGEL, DEATH

    table = _table_at_persons_turn(lang_app, 4, {"angel_death": True}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    w, h = int(ui.cw * 0.42), int(ui.ch * 0.42)  # as _draw_seat shows a seat's cards
    for card, ink in ((ANGEL, theme.RED), (DEATH, theme.INK)):
        marks, star = _corner_and_star(d99ui.card_face(card, w, h), ink, faint=100)
        assert marks, (card, w, h, star)  # not all run into the star
        word = marks[0].unionall(marks[1:])
        assert not word.colliderect(star) and pygame.Rect(0, 0, w, h).contains(star), (card, w, h, marks, star)


def _out_in_turn(app: App, table: TableScene, people: list[int]) -> None:
    """Play on (each person their first legal play, each curtain lifted) until each of ``people``
    in turn is to play and then goes out on a 9 at 95; the AI seats then wait while we look."""
    from app.scenes.curtain import CurtainScene
    from tests.test_app_deadline99 import _person_busts, _play_on_until_the_turn_of

    for k, person in enumerate(people):
        _play_on_until_the_turn_of(app, table, person, 8000)
        if k == len(people) - 1:
            app.settings = replace(app.settings, ai_delay_ms=60_000)
        _person_busts(table, person)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    run_until(app, lambda: not table.busy and not ui.flash_out and not isinstance(app.top, CurtainScene),
              settle=True)
    assert not table.session.is_over()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_once_every_person_at_pass_and_play_is_out_the_line_speaks_to_the_table(lang_app: App, lang: str,
                                                                                size: tuple[int, int]) -> None:
    """Two or three people and AI seats at one computer: once the last of them was out, the line
    where the cards were said "You are out" to whoever held the screen, as if the others still
    played. It now says that everyone at this computer is out and the game goes on among the AI
    seats (and that F hurries it), clear of the seats, piles, count and log. A person alone at a
    table of AI seats is still told "You are out"."""
    from app import i18n
    from app.fonts import get_font
    from tests.apptools import drawn_texts

    app = lang_app
    cases = (([0, 1], 4, "d99.out_banner_all"), ([0, 2, 5], 8, "d99.out_banner_all"), ([0], 3, "d99.out_banner"))
    for people, players, key in cases:
        app.settings = replace(app.settings, ai_delay_ms=0)
        seats = [SeatSetup(s in people, f"P{s + 1}" if s in people else f"B{s + 1}") for s in range(players)]
        table = TableScene(app, "deadline99", seats, {}, 5)
        app.reset(table)
        table.on_resize(size)
        _out_in_turn(app, table, people)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for fast, text in ((False, key + "_fast"), (True, key)):
            if fast:
                table.toggle_fast_forward()
            with drawn_texts(d99ui) as texts:
                app.draw()
            banner = ui.out_banner()
            assert banner is not None, people
            rect, font_size, lines = banner
            assert "".join(lines).replace(" ", "") == i18n.t(text).replace(" ", ""), (people, lines)
            assert all(line in texts for line in lines)
            font = get_font(font_size, True)
            assert all(font.size(line)[0] <= rect.w for line in lines) and font_size >= ui.scaled(15)
            kept = _kept_in_view(table)
            kept["status"] = ui.status_panel(ui.status_text()[0])[0]
            hit = [what for what, box in kept.items() if rect.colliderect(box)]
            assert ui.rect.contains(rect) and not hit, (people, rect, hit)
        table.toggle_fast_forward()


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["en"])
def test_an_ace_naming_its_own_player_leaves_no_mark_on_their_panel(lang_app: App, lang: str,
                                                                   size: tuple[int, int]) -> None:
    """An A names who plays next; naming its own player drew the pointer from their panel's middle
    to itself: a stray dash in the middle of the panel, beside its card count. Now there is no pointer
    then (the log says they play again, and their panel glows as it is their turn)."""
    from engine.cards import Card, Suit
    from engine.games.deadline99 import Play

    app = lang_app
    table = _table_at_persons_turn(app, 3, {}, 15, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ace = Card(1, Suit.SPADES)
    state = table.session.state
    table.session.state = replace(state, hands=((ace, Card(5, Suit.HEARTS)),) + state.hands[1:], count=50)
    ui.sync(table.view())
    assert table.submit(Play(ace, 0, 0)) is None
    ui.arrow = None  # an AI seat's earlier A may still be pointing
    run_until(app, lambda: ui.arrow is not None)
    assert ui.arrow is not None and ui.arrow[:2] == (0, 0)
    app.draw()
    named = app.screen.copy()
    ui.arrow = None
    app.draw()
    shown, plain = pygame.image.tobytes(named, "RGB"), pygame.image.tobytes(app.screen, "RGB")
    first = next((k // 3 for k, (p, q) in enumerate(zip(shown, plain)) if p != q), None)
    assert first is None, ("drawn at", (first % size[0], first // size[0]), ui.seat_rect(0))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_line_above_the_hand_never_lies_over_a_seat(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """In English at 960×600 with eight seats, "No card you hold keeps the count at 99 or below:
    whichever you play, you are out." fitted neither one line nor the gap between the lower seats,
    and was then written on one line in 12 px across both of those seats' panels. It now goes
    beside the hand where it has room. Every line above the hand, at 2-8 seats with and without
    faction mode, keeps clear of the
    seats, the piles, the count, the log and the cards, each word inside its panel."""
    from app import i18n
    from app.fonts import get_font
    from engine.cards import Card, Suit

    app = lang_app
    tables = [(players, {"angel_death": True}) for players in range(2, 9)]
    tables += [(players, {"faction_mode": True}) for players in range(4, 9)]  # badges widen the seats
    for players, options in tables:
        table = _table_at_persons_turn(app, players, options, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        state = table.session.state
        busting = (Card(9, Suit.CLUBS), Card(5, Suit.HEARTS), Card(6, Suit.SPADES))
        table.session.state = replace(state, hands=(busting,) + state.hands[1:], count=95)
        ui.sync(table.view())
        assert ui.status_text()[0] == i18n.t("d99.no_safe_card")
        for text in (i18n.t("d99.no_safe_card"), i18n.t("d99.your_turn"), ui.waiting_line([1])):
            panel, font_size, lines = ui.status_panel(text)
            where = (players, options, text, panel, lines)
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), where
            hit = [what for what, box in _kept_in_view(table).items() if panel.colliderect(box)]
            assert pygame.Rect((0, 0), size).contains(panel) and not hit, (where, hit)
            font = get_font(font_size)
            assert font_size >= 11 and font.get_linesize() * len(lines) <= panel.h, where
            assert all(font.size(line)[0] <= panel.w for line in lines), where


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_line_above_the_hand_wraps_into_even_lines(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """Wrapped into the gap between the seats at a table of eight, the line above the hand filled
    its lines and left a word over: "Your turn — drag a card onto" / "the discard pile (or click it"
    / "twice)". Its lines are now about as long as each other (as few as before)."""
    from app import i18n
    from app.fonts import get_font

    app = lang_app
    for options in ({}, {"faction_mode": True}):
        table = _table_at_persons_turn(app, 8, options, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for text in (i18n.t("d99.your_turn"), i18n.t("d99.no_safe_card")):
            panel, font_size, lines = ui.status_panel(text)
            widths = [get_font(font_size).size(line)[0] for line in lines]
            assert len(lines) == 1 or 3 * min(widths) >= max(widths), (options, lines)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_questions_title_leaves_no_word_alone_on_its_last_line(lang_app: App, lang: str,
                                                                 size: tuple[int, int]) -> None:
    """At 1280×720 the Death question read "Play Death? You are out at once, and you hold a card
    that keeps you in." over a last line of "(Esc cancels)" alone. A title that wraps so now
    breaks into even lines ("... and you" / "hold a card that keeps you in. (Esc cancels)")."""
    from app.games import deadline99_places as places
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH

    app = lang_app
    for players in (2, 5, 8):
        table = _table_at_persons_turn(app, players, {"angel_death": True}, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        state = table.session.state
        hand = (DEATH, Card(10, Suit.HEARTS), Card(5, Suit.CLUBS))
        table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=50)
        ui.sync(table.view())
        for i in (0, 1):  # Death; 10: plus or minus
            ui.try_play(i, None, ui.fan.card_pos(i))
            with _written(places) as written:
                app.draw()
            widths = [box.w for _, _, box in written]
            assert widths and (len(widths) == 1 or 3 * widths[-1] >= max(widths)), (players, written)
            _key(pygame.K_ESCAPE)
            app.run_frames(1)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_refused_plays_message_leaves_no_word_alone_on_its_last_line(lang_app: App, lang: str,
                                                                       size: tuple[int, int]) -> None:
    """A refused play was told "♣9 would take the count to 104, past 99 — you have a card that keeps
    it at 99" over "or below." alone. The message's panel now narrows about its middle until its
    lines are even, as many as before, still clear of the cards, seats, piles, count and log."""
    from app.fonts import get_font
    from app.ui.widgets import wrap_text
    from engine.cards import Card, Suit

    app = lang_app
    for players in (2, 3, 5, 8):
        table = _table_at_persons_turn(app, players, {}, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        state = table.session.state
        hand = (Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(9, Suit.CLUBS), Card(13, Suit.HEARTS))
        table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=95)
        ui.sync(table.view())
        ui.try_play(2, None, ui.fan.card_pos(2))  # 9 at 95: refused
        assert "104" in app.toast.text
        (tx, ty), width = table.toast_place(size)
        font_size = ui.scaled(20)
        lines = wrap_text(app.toast.text, font_size, width - ui.scaled(40))
        widths = [get_font(font_size).size(line)[0] for line in lines]
        assert len(lines) == 1 or 3 * widths[-1] >= max(widths), (players, lines)
        toast = pygame.Rect(0, 0, width, app.toast.height(width, table.scale))
        toast.center = (tx, ty)
        hit = [what for what, box in _kept_in_view(table).items() if toast.colliderect(box)]
        assert pygame.Rect((0, 0), size).contains(toast) and not hit, (players, toast, hit)
        app.toast.clear()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_line_above_the_hand_is_not_set_small_where_the_table_has_room(lang_app: App, lang: str,
                                                                            size: tuple[int, int]) -> None:
    """At 960×600 with two to five seats "No card you hold keeps the count at 99 or below:
    whichever you play, you are out." was shrunk to 12 px to fit the hand's width, with the table
    clear on either side of it; it is now written at 15 px or more, wider than the hand, still
    clear of the seats, the count and the cards."""
    from app import i18n

    app = lang_app
    for players in (2, 3, 5):
        table = _table_at_persons_turn(app, players, {}, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for text in (i18n.t("d99.no_safe_card"), i18n.t("d99.your_turn")):
            panel, font_size, lines = ui.status_panel(text)
            assert font_size >= ui.scaled(15), (players, text, font_size)
            hit = [what for what, box in _kept_in_view(table).items() if panel.colliderect(box)]
            assert not hit, (players, text, panel, hit)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh"])
def test_an_aces_pointer_across_the_table_leaves_the_count_and_the_piles_in_view(
        lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """The pointer from a seat that played an A to the seat it named was drawn over the piles and
    the count: from the top right seat of three to the person's, a thick line across the last card
    played and the count's ring. It now runs under them (its ends and head still show)."""
    from app.fonts import get_font
    from app.games import deadline99_places as places

    app = lang_app
    table = _table_at_persons_turn(app, 3, {}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)

    def drawn(arrow: tuple[int, int, float] | None) -> pygame.Surface:
        ui.arrow = arrow
        app.draw()
        return app.screen.copy()

    pointed, plain = drawn((2, 0, 1.0)), drawn(None)
    assert pygame.image.tobytes(pointed, "RGB") != pygame.image.tobytes(plain, "RGB")  # it is drawn
    kept = [ui.discard_rect, ui.deck_rect]
    kept += [places.pile_caption(ui, pile, get_font(ui.scaled(16)).size(text)) for pile, text in ui.pile_captions()]
    changed = [box for box in kept if pygame.image.tobytes(pointed.subsurface(box), "RGB")
               != pygame.image.tobytes(plain.subsurface(box), "RGB")]
    assert not changed, changed
    (cx, cy), ring = ui.count_center, int(ui.ch * 0.78) - 3  # the count's disc (its smoothed rim aside)
    on_the_count = [(x, y) for x in range(cx - ring, cx + ring) for y in range(cy - ring, cy + ring)
                    if (x - cx) ** 2 + (y - cy) ** 2 <= ring * ring and pointed.get_at((x, y)) != plain.get_at((x, y))]
    assert not on_the_count, on_the_count[:5]


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_your_turn_line_at_eight_seats_reads_at_15_px(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """At 960×600 with eight seats "Your turn — drag a card onto the discard pile (or click it
    twice)" was wrapped into the narrow gap between the two lower seats in three lines of 13 px.
    Where the gap takes it only that small it now goes beside the hand at 15 px or more, clear of
    the seats, the piles, the count, the log and the cards, with and without faction mode."""
    from app import i18n

    app = lang_app
    for options in ({}, {"faction_mode": True}):
        table = _table_at_persons_turn(app, 8, options, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        panel, font_size, lines = ui.status_panel(i18n.t("d99.your_turn"))
        assert font_size >= ui.scaled(15) and len(lines) <= 2, (options, font_size, lines)
        hit = [what for what, box in _kept_in_view(table).items() if panel.colliderect(box)]
        assert pygame.Rect((0, 0), size).contains(panel) and not hit, (options, panel, hit)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en"])
def test_the_line_above_the_hand_stays_while_a_card_goes_back_into_the_hand(lang_app: App, lang: str,
                                                                           size: tuple[int, int]) -> None:
    """A card dragged and let go of away from the pile and the seats flies back into the hand; the
    table counts as busy for that flight, and the your-turn line blinked off for it (about 0.3 s).
    It now stays on every frame of the flight."""
    from app import i18n
    from tests.apptools import post_mouse

    app = lang_app
    table = _table_at_persons_turn(app, 3, {}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    panel, _, lines = ui.status_panel(i18n.t("d99.your_turn"))
    card = ui.fan.rects[0]
    away = (card.centerx, panel.top - ui.ch)  # above the line: no pile, no seat
    assert ui._drop_spot(away) == (False, None)
    post_mouse(pygame.MOUSEBUTTONDOWN, card.center)
    post_mouse(pygame.MOUSEMOTION, away)
    post_mouse(pygame.MOUSEBUTTONUP, away)
    app.run_frames(1)
    frames = 0
    while ui.returning is not None:
        with _written(d99ui) as written:
            app.run_frames(1)
        frames += 1
        assert set(lines) <= {text for text, _, _ in written}, (frames, [text for text, _, _ in written])
        assert frames < 200
    assert frames >= 3  # the flight was seen


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_game_is_called_over_only_once_the_last_play_is_shown(lang_app: App, lang: str,
                                                                  size: tuple[int, int]) -> None:
    """A person who played Death (or a King at a table it ends) saw "Game over" above the hand the
    moment the card left it, while it still flew, their panel still said "to play" and the log had
    not yet told them they were out. The line now says so once the end has been shown."""
    from app import i18n
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH

    app = lang_app
    table = _table_at_persons_turn(app, 2, {"angel_death": True}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    state = table.session.state
    table.session.state = replace(state, hands=((DEATH, Card(9, Suit.HEARTS)),) + state.hands[1:], count=95)
    ui.sync(table.view())
    ui.try_play(0, None, ui.fan.card_pos(0))  # nothing safe in hand: Death goes at once
    assert table.session.is_over()
    over = i18n.t("table.game_over")
    shown = 0
    for _ in range(400):
        if not table.busy:
            break
        with _written(d99ui) as written:
            app.run_frames(1)
        shown += 1
        if table.busy:  # still showing the last play
            assert over not in {text for text, _, _ in written}, shown
    assert shown >= 3  # the play was seen
    with _written(d99ui) as written:
        app.run_frames(1)
    assert over in {text for text, _, _ in written}


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["zh"])
def test_an_aces_arrow_is_gone_once_the_next_card_is_played(lang_app: App, lang: str,
                                                            size: tuple[int, int]) -> None:
    """The arrow from an A's player to the seat it named lasted 1.2 s whatever the table's speed:
    fast-forwarded (or at a fast animation setting) it still pointed while the named seat and the
    seats after it played, even at a seat just gone out. It now goes when the next card is played."""
    from engine.cards import Card, Suit
    from engine.games.deadline99 import CardPlayed, NextChosen

    app = lang_app
    table = _table_at_persons_turn(app, 4, {}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    drawn: list[Any] = []
    real = ui._draw_arrow
    ui._draw_arrow = lambda surface, start, target, *boxes: (  # type: ignore[method-assign]
        drawn.append(target), real(surface, start, target, *boxes))
    ui.begin(CardPlayed(1, Card(1, Suit.SPADES), 0, 3))
    ui.begin(NextChosen(1, 3))
    app.draw()
    assert drawn == [ui.seat_rect(3)]  # the A points at the seat it named
    ui.begin(CardPlayed(3, Card(6, Suit.CLUBS), 0, None))
    drawn.clear()
    app.draw()
    assert not drawn


def _small_faces_drawn(
        monkeypatch: pytest.MonkeyPatch) -> Callable[[d99ui.Deadline99UI, tuple[int, int]], list[pygame.Rect]]:
    """Card faces made recognisable; the returned function draws ``ui`` on a ``size`` surface and gives
    the rects of the small faces drawn (the seats' cards, narrower than the person's)."""

    class Face(pygame.Surface):
        pass

    def face(card: Any, w: int, h: int) -> pygame.Surface:
        return Face((w, h))

    monkeypatch.setattr(d99ui, "card_face", face)

    def drawn(ui: d99ui.Deadline99UI, size: tuple[int, int]) -> list[pygame.Rect]:
        shown: list[pygame.Rect] = []

        class Spy(pygame.Surface):
            def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
                if isinstance(source, Face) and source.get_width() < ui.cw:
                    shown.append(pygame.Rect(dest, source.get_size()))
                return super().blit(source, dest, *args, **kwargs)

        ui.draw(Spy(size))
        return shown

    return drawn


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en"])
def test_the_hands_shown_at_the_end_stay_over_their_own_seats(lang_app: App, lang: str, size: tuple[int, int],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """At the end every hand is shown face up above its seat, each card beside the last: six cards
    or more ran past the panel, off the window's left edge, under the log and over the draw pile
    or a neighbour. Each row is now as wide as its seat's panel at most."""
    from engine.cards import Card, Suit

    app = lang_app
    players = 8
    table = _table_at_persons_turn(app, players, {"angel_death": True, "faction_mode": True}, 5, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    cards = [Card(rank, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS) for rank in (10, 12, 11, 13)]

    small_faces = _small_faces_drawn(monkeypatch)
    for n in (5, 6, 8):
        state = table.session.state
        table.session.state = replace(state, hands=(tuple(cards[:n]),) * players, winners=(1,))
        ui.sync(table.view())
        shown = small_faces(ui, size)
        assert len(shown) == n * (players - 1)
        for k in range(players - 1):
            seat = (table.viewer + 1 + k) % players
            panel = ui.seat_rect(seat)
            row = shown[k * n:(k + 1) * n]
            assert all(panel.left <= r.left and r.right <= panel.right for r in row), (n, seat, panel, row)
            assert not any(r.colliderect(table.log_rect) for r in row), (n, seat)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_summary_leaves_no_word_alone_on_a_line(lang_app: App, lang: str,
                                                            size: tuple[int, int]) -> None:
    """At 960×600 the faction game's reason line "Bo, the Red King, is out: the Black side wins. The
    free players still in win too." ended on a line of its own: "too.". A long summary line now
    wraps into even lines, as many as before."""
    import app.scenes.results as results
    from app.fonts import get_font
    from app.ui.widgets import short_last_line
    from engine.core import Outcome

    app = lang_app
    players = 5
    names = ["Ann", "Bot 2", "Bo", "Bot 4", "Cy"]
    table = TableScene(app, "deadline99", [SeatSetup(n in ("Ann", "Bo", "Cy"), n) for n in names],
                       {"faction_mode": True, "angel_death": True}, 3)
    app.reset(table)
    table.on_resize(size)
    state = table.session.state
    king = next(s for s, i in enumerate(state.identities) if i.is_king)
    alive = tuple(s != king for s in range(players))
    winners = tuple(s for s in range(players)
                    if state.identities[s].faction is not state.identities[king].faction and alive[s])
    table.session.state = replace(state, alive=alive, out_order=(king,), winners=winners,
                                  hands=tuple(h if alive[s] else () for s, h in enumerate(state.hands)))
    scene = results.ResultsScene(app, table, Outcome(winners, tuple(float(s in winners) for s in range(players))))
    app.push(scene)
    app.draw()
    size_px, _, rows = scene.summary_rows()
    font = get_font(size_px)
    start = 0
    for line in scene.lines:  # each line's rows, in turn
        text = line.replace(" ", "")
        k = start
        while "".join(rows[start:k]).replace(" ", "") != text:
            k += 1
            assert k <= len(rows), (line, rows)
        assert not short_last_line(rows[start:k], font), rows[start:k]
        start = k


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_question_beside_the_hand_is_not_drawn_over_the_hint_button(lang_app: App, lang: str,
                                                                      size: tuple[int, int]) -> None:
    """At 960×600 with eight seats, the Death question found its spot right of the person's cards,
    over the Hint button: "Hin" peeked out from behind "Play Death [Y]", two buttons on top of each
    other (and a click there only cancelled the question). The Hint button now steps aside while a
    question about a chosen card is open, and comes back when it closes."""
    from engine.cards import Card, Suit
    from engine.games.deadline99 import DEATH

    app = lang_app
    safe = [Card(rank, suit) for suit in Suit for rank in (3, 4, 5, 6, 9)]
    for players in (4, 6, 8):
        table = _table_at_persons_turn(app, players, {"angel_death": True, "faction_mode": True},
                                       3 + players, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for n in (5, 7, 9, 12):
            state = table.session.state
            hand = (DEATH, Card(9, Suit.SPADES)) + tuple(safe[:n - 2])
            table.session.state = replace(state, hands=(hand,) + state.hands[1:], count=95)
            ui.sync(table.view())
            ui.try_play(0, None, ui.fan.card_pos(0))
            assert ui.prompt is not None
            drawn: list[pygame.Rect] = []
            real = ui.hint_button.draw

            def spy(surface: pygame.Surface) -> None:
                drawn.append(ui.hint_button.rect.copy())
                real(surface)

            ui.hint_button.draw = spy  # type: ignore[method-assign]
            app.draw()
            del ui.hint_button.draw
            where = (players, n)
            prompt = ui.prompt_rect()
            assert not any(prompt.colliderect(r) for r in drawn), (where, prompt, drawn)
            _key(pygame.K_ESCAPE)
            app.run_frames(1)
            assert ui.prompt is None and ui.hint_shown()  # back once the question is gone


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_one_line_message_gets_a_panel_its_own_size(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """"Hint: play ♥5" sat in the middle of a panel 760 px wide at 1280×720, a long empty band over
    the table for a few words. A message on one line now gets a panel about as wide as its line
    (its margins and a little room), still where it was put; a long message keeps its width."""
    from app.fonts import get_font
    from app.games import deadline99_places as places
    from app.ui.widgets import TOAST_SIZE

    app = lang_app
    for players in (2, 4, 8):
        table = _table_at_persons_turn(app, players, {}, 3, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        _key(pygame.K_h)
        app.run_frames(2)
        assert app.toast.left > 0 and ui.hinted is not None
        rect = places.toast_rect(ui, app.toast)
        assert app.toast.lines(rect.w, table.scale) == [app.toast.text], (players, rect)
        text_w = get_font(ui.scaled(TOAST_SIZE)).size(app.toast.text)[0]
        assert rect.w <= text_w + ui.scaled(100), (players, rect, text_w)
        hit = [what for what, box in _kept_in_view(table).items() if rect.colliderect(box)]
        assert not hit, (players, rect, hit)
        app.toast.clear()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_refused_plays_message_leaves_hint_in_view(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """In English at 960×600 with six seats and eight cards in hand, the long message of a refused
    play (♣9 past 99) lay over the top of the Hint button for its 3 s, just when the person may want
    a hint: the spot found for it clear of the cards, seats, piles, count and log did not count Hint.
    It now does (with room for Tab's ring); where only a narrower column is clear (beside the seat
    on the right, under the log: 234 px in English, five lines) the message takes that rather than
    lie on the cards or Hint."""
    from engine.cards import Card, Suit

    app = lang_app
    cards = [Card(rank, suit) for rank in (1, 10, 9, 13, 4, 5, 6, 8, 3, 2) for suit in (Suit.HEARTS,)]
    cards[2] = Card(9, Suit.CLUBS)
    for players in (2, 4, 6, 7, 8):
        for n in (4, 8, 10):
            table = _table_at_persons_turn(app, players, {}, 3, size)
            ui = table.ui
            assert isinstance(ui, d99ui.Deadline99UI)
            state = table.session.state
            table.session.state = replace(state, hands=(tuple(cards[:n]),) + state.hands[1:], count=95)
            ui.sync(table.view())
            ui.try_play(2, None, ui.fan.card_pos(2))  # 9 at 95: refused
            assert "104" in app.toast.text and ui.hint_shown()
            (tx, ty), width = table.toast_place(size)
            toast = pygame.Rect(0, 0, width, app.toast.height(width, table.scale))
            toast.center = (tx, ty)
            kept = _kept_in_view(table)
            kept["hint"] = ui.hint_button.rect.inflate(ui.scaled(8), ui.scaled(8))  # Tab's ring: 4 px out
            hit = [what for what, box in kept.items() if toast.colliderect(box)]
            assert pygame.Rect((0, 0), size).contains(toast) and not hit, (players, n, toast, hit)
            app.toast.clear()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_an_aces_pointer_runs_between_the_seats_and_its_head_shows(lang_app: App, lang: str, size: tuple[int, int],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """An A's pointer to the seat it names was drawn from the middle of its player's panel: the
    panels are see-through, so a yellow line ran across that player's card count and "to play";
    and it stopped 22 px short of the named panel, so from above its head lay under that seat's
    card backs (the pointer is drawn under the seats). It now runs from the edge of its player's
    seat (panel and card backs) and its head ends clear of the named seat's, for every pair of
    seats at 2, 4 and 8 seats (in this window and language: the panels' widths follow the text)."""
    calls: list[tuple[str, Any]] = []  # the pointer's stroke, and every filled polygon, in order
    real_line, real_polygon = pygame.draw.line, pygame.draw.polygon

    def line(surface: pygame.Surface, color: Any, start: Any, end: Any, width: int = 1) -> Any:
        if width == 6:
            calls.append(("line", (start, end)))
        return real_line(surface, color, start, end, width)

    def polygon(surface: pygame.Surface, color: Any, points: Any, width: int = 0) -> Any:
        calls.append(("polygon", list(points)))
        return real_polygon(surface, color, points, width)

    for players in (2, 4, 8):
        table = _table_at_persons_turn(lang_app, players, {}, 5, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        for a in range(players):
            for b in range(players):
                if a == b:
                    continue
                ui.arrow = (a, b, 1.0)
                calls.clear()
                monkeypatch.setattr(pygame.draw, "line", line)
                monkeypatch.setattr(pygame.draw, "polygon", polygon)
                ui.draw(lang_app.screen)
                monkeypatch.setattr(pygame.draw, "line", real_line)
                monkeypatch.setattr(pygame.draw, "polygon", real_polygon)
                where = f"{players} seats, {a}→{b}"
                k = next((k for k, (kind, _) in enumerate(calls) if kind == "line"), None)
                mine, theirs = ui.seat_rect(a), ui.seat_rect(b)
                if b != table.viewer:
                    theirs = ui._seat_box(theirs)  # its card backs above it too
                if a != table.viewer:
                    mine = ui._seat_box(mine)
                assert k is not None, f"{where}: no pointer drawn"
                (start, end), head = calls[k][1], calls[k + 1][1]  # the head is drawn right after it
                assert not mine.clipline(start, end), f"{where}: the pointer crosses its player's panel {mine}"
                assert not theirs.clipline(start, end), f"{where}: the pointer runs under the named seat"
                assert not any(theirs.collidepoint(p) for p in head), \
                    f"{where}: the head {head} lies under the named seat {theirs}"
        ui.arrow = None


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("which", ["sign", "death"])
def test_the_sign_and_death_questions_follow_a_language_switch_made_while_they_are_up(
        lang_app: App, lang: str, size: tuple[int, int], which: str) -> None:
    """The question whether a 10 adds or takes away, and the one before Death is played while a
    safe card is in hand, were written once: the settings opened over them (the table's Settings
    button), the language switched and Esc back left them in the old language. They now read in
    the new one, title and buttons, and still wait for the person."""
    from app import i18n
    from app.games import deadline99_places
    from app.games.deadline99_narrate import card_name
    from engine.cards import Card, Suit
    from engine.games import deadline99 as d99
    from tests.apptools import drawn_texts, press, switch_language_in_settings

    app = lang_app
    app.update_settings(language=lang)
    table = _table_at_persons_turn(app, 3, {"angel_death": True}, 5, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ten = Card(10, Suit.HEARTS)
    first = ten if which == "sign" else d99.DEATH
    state = table.session.state
    table.session.state = replace(state, hands=((first, Card(5, Suit.CLUBS)),) + state.hands[1:], count=50)
    ui.sync(table.view())
    press(app, pygame.K_1, pygame.K_RETURN)
    assert ui.prompt is not None
    switch_language_in_settings(app, table)
    then = "zh" if lang == "en" else "en"
    assert i18n.language() == then
    press(app, pygame.K_ESCAPE)
    assert app.top is table and ui.prompt is not None, "back at the question, which still waits"
    with drawn_texts(deadline99_places) as texts:
        app.run_frames(1)
    title = i18n.t("d99.ask_sign", card=card_name(ten)) if which == "sign" else i18n.t("d99.ask_death")
    assert "".join(texts).replace(" ", "") == title.replace(" ", ""), f"the question reads {texts}, not {title!r}"
    labels = [b.label() for b in ui.prompt.buttons]
    assert labels == (["+10 [=]", "−10 [-]"] if which == "sign" else [i18n.t("d99.play_death")])


@pytest.mark.parametrize("size", [(1280, 720)])
@pytest.mark.parametrize("lang", ["en"])
@pytest.mark.parametrize("speed, fast", [(0.5, False), (3.0, False), (1.0, True)])
def test_the_out_stamp_goes_at_the_animation_speed(lang_app: App, lang: str, size: tuple[int, int],
                                                   speed: float, fast: bool) -> None:
    """The big OUT stamped on a seat that goes out took 1.2 real seconds at every animation speed, fast
    forward included, while the flight of its cards and the table's wait after it scale with the speed.
    It now lasts 1.2 s at ×1 and goes at the table's speed, as they do."""
    from engine.games import deadline99 as d99

    app = lang_app
    app.settings = replace(app.settings, animation_speed=speed)
    table = _table_at_persons_turn(app, 4, {}, 5, size)
    table.fast_forward = fast
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.begin(d99.Eliminated(2, d99.Cause.BUST, ()))
    frames = 0
    while 2 in ui.flash_out:
        ui.update(1 / 60)
        frames += 1
    assert abs(frames - 60 * 1.2 / table.speed) <= 2, f"{frames} frames at ×{table.speed}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_nothing_covers_the_hands_shown_at_the_end(lang_app: App, lang: str, size: tuple[int, int],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """At the end every hand still in is shown face up by its seat. The rows were tucked under the panels,
    and in faction mode the identity badges beside the names lay over their last cards. Each row now sits
    in its panel's body, in place of the status lines, and nothing is drawn over it: not its name or
    badge, another panel or its glow, a text, a pile, the count or the log, at 4 to 8 seats, whoever was
    to play; and it stays on the table."""
    import app.games.base as base
    import app.games.deadline99_places as places
    from engine.cards import Card, Suit

    app = lang_app
    cards = [Card(rank, suit) for suit in (Suit.CLUBS, Suit.DIAMONDS) for rank in (10, 12, 11, 13)]

    small_faces = _small_faces_drawn(monkeypatch)
    for players in range(4, 9):
        table = _table_at_persons_turn(app, players, {"angel_death": True, "faction_mode": True}, 5 + players, size)
        ui = table.ui
        assert isinstance(ui, d99ui.Deadline99UI)
        px = ui.scaled
        badges = {d99ui.t("d99.id." + ident.value) for ident in d99ui.IDENTITY_COLORS} | {d99ui.t("d99.id.hidden")}
        for n, turn in ((5, 0), (8, 0), (5, players // 2), (8, 1)):
            state = table.session.state
            table.session.state = replace(state, hands=(tuple(cards[:n]),) * players, winners=(1,), turn=turn)
            ui.sync(table.view())
            with _written(base) as words, _written(d99ui) as more, _written(places) as placed:
                shown = small_faces(ui, size)
            assert len(shown) == n * (players - 1), (players, n)
            others = [s for s in range(players) if s != table.viewer]
            panels = {s: ui.seat_rect(s).inflate(8, 8) if s == ui.turn else ui.seat_rect(s) for s in range(players)}
            things = [(text, box.inflate(px(10), px(4)) if text in badges else box)
                      for text, _, box in words + more + placed]
            things += [("deck", ui.deck_rect), ("discards", ui.discard_rect), ("log", table.log_rect)]
            reach = int(ui.ch * 0.78) + px(26)  # the count's dial, its ring and arrows: within a circle
            cx, cy = ui.count_center
            where = f"{players} seats, {n} cards, turn {turn}"
            for k, seat in enumerate(others):
                row = shown[k * n:(k + 1) * n]
                panel = ui.seat_rect(seat)
                for card in row:
                    assert ui.rect.contains(card), f"{where}: a card of seat {seat} at {card} leaves the table"
                    assert panel.contains(card), (where, seat, card, panel)
                    assert card.h >= int(ui.ch * 0.42) * 4 // 5, f"{where}: seat {seat}'s cards shrank to {card.size}"
                    hit = [name for name, box in things if box.colliderect(card)]
                    hit += [f"panel {s}" for s, box in panels.items() if s != seat and box.colliderect(card)]
                    near = (min(max(cx, card.left), card.right) - cx, min(max(cy, card.top), card.bottom) - cy)
                    hit += ["count"] if near[0] ** 2 + near[1] ** 2 < reach ** 2 else []
                    assert not hit, f"{where}: seat {seat}'s card {card} lies under or over {hit}"
                    mine = set(range(k * n, (k + 1) * n))
                    assert not any(card.colliderect(c) for j, c in enumerate(shown) if j not in mine), (where, seat)


@pytest.mark.parametrize("size", [(1280, 720)])
@pytest.mark.parametrize("lang", ["en"])
@pytest.mark.parametrize("speed, fast", [(0.5, False), (3.0, False), (1.0, True)])
def test_the_aces_pointer_and_the_arrows_spin_go_at_the_animation_speed(
        lang_app: App, lang: str, size: tuple[int, int], speed: float, fast: bool) -> None:
    """The A's pointer (1.2 s) and the spin of the direction arrows on a reverse (0.5 s) ran in real
    seconds at every animation speed, fast forward included, while the rest of the table follows the
    speed. They now last 1.2 s and 0.5 s at ×1 and go at the table's speed."""
    from engine.games import deadline99 as d99

    app = lang_app
    app.settings = replace(app.settings, animation_speed=speed)
    table = _table_at_persons_turn(app, 4, {}, 5, size)
    table.fast_forward = fast
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    ui.begin(d99.NextChosen(1, 3))
    frames = 0
    while ui.arrow is not None:
        ui.update(1 / 60)
        frames += 1
    assert abs(frames - 60 * 1.2 / table.speed) <= 2, f"the pointer: {frames} frames at ×{table.speed}"
    ui.begin(d99.Reversed(-ui.direction))
    frames = 0
    while ui.spin > 0:
        ui.update(1 / 60)
        frames += 1
    assert abs(frames - 60 * 0.5 / table.speed) <= 2, f"the spin: {frames} frames at ×{table.speed}"


@pytest.mark.parametrize("size", [(960, 600)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_nobody_is_to_play_once_the_game_is_over(lang_app: App, lang: str, size: tuple[int, int]) -> None:
    """A person whose play ended the game (the other seat, with no card left, went out) kept "to play"
    and the turn's glow on their panel after the end: no turn follows the end, so the table kept the
    last one it was told of. Once the game is over nobody is to play."""
    from app import i18n
    from engine.cards import Card, Suit

    app = lang_app
    table = _table_at_persons_turn(app, 2, {}, 3, size)
    ui = table.ui
    assert isinstance(ui, d99ui.Deadline99UI)
    state = table.session.state
    table.session.state = replace(state, hands=((Card(4, Suit.HEARTS), Card(5, Suit.HEARTS)), ()), count=10)
    ui.sync(table.view())
    assert ui.turn == 0 and i18n.t("table.to_play") in [text for text, _ in ui._seat_lines(0)]
    ended: list[bool] = []
    begin = ui.begin

    def seen(event: Any) -> float:
        ended.append(type(event).__name__ == "GameEnded" or bool(ended and ended[-1]))
        return begin(event)

    ui.begin = seen  # type: ignore[method-assign]
    glowing: list[int] = []
    real = ui.draw_seat

    def spy(surface: pygame.Surface, seat: int, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("active") and not kwargs.get("out"):
            glowing.append(seat)
        return real(surface, seat, *args, **kwargs)

    ui.draw_seat = spy  # type: ignore[method-assign]
    ui.try_play(0, None, ui.fan.card_pos(0))
    assert table.session.is_over() and table.session.state.alive[0]
    frames = 0
    for _ in range(400):
        glowing.clear()
        with _written(d99ui) as written:
            app.run_frames(1)
        if ended and ended[-1]:
            frames += 1
            assert i18n.t("table.to_play") not in {text for text, _, _ in written}, frames
            assert glowing == [], frames
            assert i18n.t("table.to_play") not in [text for text, _ in ui._seat_lines(0)], frames
        if not table.busy:
            break
    assert frames >= 3  # the end was seen while the table still showed it
