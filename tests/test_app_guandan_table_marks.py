"""Guandan table polish a player meets: the card a tribute or a give-back brought into the person's
hand is marked there (and nobody else's is); the card counter says what it counts; the keys that
move over the hand are named; a regrouped hand shows its groups; a replay's open hands
keep clear of the rest of the table."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import GuandanUI, draw
from app.main import App
from app.scenes.curtain import CurtainScene
from app.scenes.table import SeatSetup, TableScene
from engine.cards import Card
from engine.games.guandan import ComboType, Phase, Play, Return, Tribute
from engine.games.guandan.cards import parse, to_cards
from tests.apptools import drawn_text_rects, drawn_texts, quick_app
from tests.apptools import run_until as _run_until
from tests.test_app_guandan import _index_of, _key, _my_lead, _set_hand, _strip_center, _click, _ui


def _tags(app: App) -> list[str]:
    """The "New" tags the table wrote on the person's hand in one frame."""
    app.run_frames(1)
    with drawn_texts(draw) as lines:
        app.draw()
    return [line for line in lines if line == i18n.t("gd.received_tag")]


def _marked(table: TableScene) -> list[Card]:
    ui = _ui(table)
    return [ui.model.cards[i] for i in sorted(ui.received_positions())]


def _tribute_to(table: TableScene, payer: int, receiver: int, hand: str) -> None:
    """A single tribute due from ``payer`` to ``receiver`` (the person, seat 0, holds ``hand``)."""
    _set_hand(table, hand, phase=Phase.TRIBUTE, payers=(payer,), receivers=(receiver,), pending=(None,) * 4,
              turn=payer, leader=payer, top=None, tributes=(), returns=(), **{"table": (None,) * 4})


def test_the_tribute_the_person_receives_is_marked_until_they_give_back(app: App) -> None:
    """Seat 1 pays the person a tribute: once its card has flown into the person's hand that card
    wears a glow and a "New" tag (the person then chooses what to give back, and sees what came
    in); giving a card back takes the mark off. Nothing was marked: the card sank into the sorted
    hand unseen."""
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        table = _my_lead(app)
        ui = _ui(table)
        _tribute_to(table, 1, 0, "♥2 ♠A ♦9 ♣5 ♠3 ♣K BJ")
        assert _tags(app) == []
        _run_until(app, lambda: ui.choosing_card() and not table.busy)
        view = table.view()
        got = [rec.card for rec in view.tributes if rec.receiver == 0]
        assert len(got) == 1 and got[0] is not None
        assert _tags(app) == [i18n.t("gd.received_tag")]
        assert _marked(table) == got, (lang, _marked(table), got)
        i = next(iter(ui.received_positions()))
        tag = ui.received_tag_rect(i)
        assert tag.colliderect(ui.fan.strips[i]) and ui.geo.hand_area.contains(tag)  # on that card
        assert tag.top > ui.fan.rects[i].y + ui.geo.ch // 3  # below its index corner
        three = _index_of(ui, to_cards(parse("♠3"))[0])
        _click(app, _strip_center(ui, three))
        assert _marked(table) == got  # choosing is not acting: the mark stays
        _key(app, pygame.K_RETURN)
        assert table.session.record.actions[-1] == (0, Return(to_cards(parse("♠3"))[0]))
        assert _marked(table) == [] and _tags(app) == []


def test_the_card_given_back_to_the_person_is_marked_for_a_few_seconds(app: App) -> None:
    """The person pays seat 3 a tribute: while seat 3 holds it nothing is marked in the person's
    hand (seat 3's cards are its own); the card seat 3 gives back is marked once it lands, and the
    mark goes after a few seconds even if the person has not acted."""
    table = _my_lead(app)
    ui = _ui(table)
    app.settings = replace(app.settings, ai_delay_ms=10 ** 7)
    _tribute_to(table, 0, 3, "♥2 ♠A ♦9 ♣5 ♠3 ♣K")
    app.run_frames(1)
    ace = _index_of(ui, to_cards(parse("♠A"))[0])
    _click(app, _strip_center(ui, ace))
    _key(app, pygame.K_RETURN)
    _run_until(app, lambda: table.view().phase is Phase.RETURN and not table.busy)
    assert _tags(app) == [] and _marked(table) == []  # seat 3's new card: not the person's to see marked
    app.settings = replace(app.settings, ai_delay_ms=0)
    _run_until(app, lambda: table.view().phase is not Phase.RETURN and not table.busy)
    back = [rec.card for rec in table.view().returns if rec.receiver == 0]
    assert len(back) == 1 and back[0] is not None
    assert _tags(app) == [i18n.t("gd.received_tag")]
    assert _marked(table) == back
    for _ in range(20):
        ui.update(0.5)
    assert _marked(table) == [] and _tags(app) == []


@contextmanager
def _counter_on(size: tuple[int, int], **settings: Any) -> Iterator[App]:
    """An app of ``size`` with the card counter on (and ``settings``); after it, the app is shut
    down and the language is Chinese again."""
    app = quick_app(size=size)
    try:
        app.settings = replace(app.settings, show_card_counter=True, **settings)
        yield app
    finally:
        app.shutdown()
        i18n.set_language("zh")


def _lead_in(app: App, lang: str, size: tuple[int, int]) -> tuple[TableScene, GuandanUI]:
    """The person's lead (seat 0) at a new table of ``size``, in ``lang``."""
    i18n.set_language(lang)
    table = _my_lead(app)
    table.on_resize(size)
    return table, _ui(table)


@contextmanager
def _inked_texts() -> Iterator[list[tuple[str, int, pygame.Rect]]]:
    """Every text the Guandan drawing writes while the block runs: the text, its size in pixels and
    where its ink (not its font box) went."""
    from app.ui import widgets

    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = draw.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, color: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, size, color, **kwargs)
        ink = widgets.render_text(text, size, color, kwargs.get("bold", False)).get_bounding_rect()
        drawn.append((text, size, ink.move(rect.topleft)))
        return rect

    draw.blit_text = spy
    try:
        yield drawn
    finally:
        draw.blit_text = real


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_card_counters_legend_and_rank_labels_are_big_enough_to_read(size: tuple[int, int]) -> None:
    """At 960×600 the card counter wrote its rank labels (大王, 小王, 配 and the ranks) at 9 px and its
    legend at 10 px: Chinese at that size is a blur. They are now at least 11 px, in both languages
    (one layout), each label's ink clear of its count's and all of it inside the counter."""
    with _counter_on(size) as app:
        for lang in ("zh", "en"):
            table, ui = _lead_in(app, lang, size)
            app.run_frames(1)
            with _inked_texts() as drawn:
                ui.draw_counter(app.screen)
            box = ui.counter_rect()
            legend = [(size_, ink) for text, size_, ink in drawn if text == i18n.t("gd.counter.legend")]
            assert len(legend) == 1 and legend[0][0] >= 11, (lang, legend)
            cells = [(text, size_, ink) for text, size_, ink in drawn if text != i18n.t("gd.counter.legend")]
            labels, counts = cells[0::2], cells[1::2]
            assert len(labels) == len(counts) == 16
            assert [text for text, _s, _i in labels] == [label for label, _l, _v in ui.counter_counts()]
            for (text, size_, ink), (_n, _s, count) in zip(labels, counts):
                assert size_ >= 11, (lang, text, size_)
                assert ink.bottom < count.y and box.contains(ink) and box.contains(count), (lang, text, ink, count)
                assert ink.y > legend[0][1].bottom, (lang, text, ink, legend)


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_card_counter_says_what_its_numbers_count(size: tuple[int, int]) -> None:
    """The card counter (记牌器) showed ranks over bare numbers: a first-time player could not tell
    what they counted. Its legend ("Unseen cards by rank", "记牌器：外面还有几张") now heads it, whole,
    inside the panel and clear of the ranks and counts, and the taller panel stays clear of the
    level panel above it and the left seat's cards below it."""
    with _counter_on(size) as app:
        for lang in ("zh", "en"):
            table, ui = _lead_in(app, lang, size)
            app.run_frames(1)
            with drawn_text_rects(draw) as drawn:
                ui.draw_counter(app.screen)
            legend = i18n.t("gd.counter.legend")
            heads = [rect for text, rect in drawn if text == legend]
            assert len(heads) == 1, (lang, size, [text for text, _ in drawn])
            head = heads[0]
            box = ui.counter_rect()
            assert box.contains(head), (head, box)
            cells = [rect for text, rect in drawn if text != legend]
            assert len(cells) == 2 * 16 and not any(head.colliderect(c) for c in cells), (head, cells)
            assert all(box.contains(c) for c in cells), (box, cells)
            assert head.h >= 9
            level = ui.level_panel_rect(*ui.level_panel_texts())
            g = ui.geo
            assert box.y >= level.bottom + 4 and box.bottom < min(g.panels[3].y, g.side_backs_top) - 4


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_table_names_the_keys_that_move_over_the_hand(size: tuple[int, int]) -> None:
    """Every button named its key ([P], [H], [Enter], [R], [C]) but nothing said that ←/→ move over
    the cards and Space picks one. A line now says so, above the Group and Counter buttons, clear of
    the buttons (and Tab's ring round them), the line over Play, the person's panel and hand, the
    plays that land in front of the person and the right-hand seat, the seats' panels and the log."""
    with _counter_on(size) as app:
        for lang in ("zh", "en"):
            table, ui = _lead_in(app, lang, size)
            _set_hand(table, "♠8 ♥8 ♣3 ♦5 ♠K ♠9 ♥9 ♣9 ♦9 ♠4 ♥4 ♣Q ♦J ♠7 ♥6 ♣5 ♦3 ♠2 ♥A ♣A ♦K BJ SJ ♠10 ♥J "
                             "♣7 ♦6")
            _click(app, _strip_center(ui, 0))  # a selection: the line over Play shows
            with drawn_text_rects(draw) as drawn:
                app.draw()
            hints = [rect for text, rect in drawn if "←/→" in text and ("Space" in text or "空格" in text)]
            assert len(hints) == 1, (lang, size, [text for text, _ in drawn])
            hint = hints[0]
            assert app.screen.get_rect().contains(hint) and hint.h >= 9
            g = ui.geo
            ring = table.scale * 8 + 2
            avoid = [b.rect.inflate(ring, ring) for b in ui.visible_buttons() if b.rect.w]
            avoid += [rect for text, rect in drawn if text == ui.play_label_now()]
            hand = g.hand_area.copy()
            hand.y -= g.ch // 5
            hand.h += g.ch // 5
            me = table.viewer
            avoid += [g.me_panel, hand, *g.panels.values(), table.log_rect, ui.counter_rect(),
                      ui.footprint(me, _play_of(10)), ui.footprint((me + 1) % 4, _play_of(5))]
            assert not [r for r in avoid if r.colliderect(hint)], (lang, size, hint, avoid)


def _play_of(n: int) -> Play:
    """A play of ``n`` cards (a straight's caption is as long as most), to measure where it lies."""
    cards = to_cards(parse("♠3 ♥4 ♣5 ♦6 ♠7 ♥8 ♣9 ♦10 ♠J ♥Q")[:n])
    return Play(tuple(cards), ComboType.STRAIGHT, 7)


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_regrouped_hand_shows_where_each_group_begins_and_ends(size: tuple[int, int],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """After Group [R] the groups were told apart only by a slightly wider strip of one card every
    few cards: at 1280×720 they ran together. Each group now has a thin bracket over its cards, the
    gaps between groups left open, and the hand stays within its area."""
    app = quick_app(size=size)
    try:
        table = _my_lead(app)
        table.on_resize(size)
        ui = _ui(table)
        _key(app, pygame.K_r)
        assert ui.model.grouped
        groups = ui.model.groups
        firsts = [k for k in range(len(groups)) if k == 0 or groups[k] != groups[k - 1]]
        assert len(firsts) >= 4, groups
        g = ui.geo
        assert all(g.hand_area.contains(r) for r in ui.fan.rects)
        drawn: list[list[tuple[int, int]]] = []
        real = pygame.draw.lines

        def spy(surface: pygame.Surface, color: Any, closed: bool, points: Any, width: int = 1) -> pygame.Rect:
            drawn.append([tuple(p) for p in points])
            return real(surface, color, closed, points, width)

        monkeypatch.setattr(pygame.draw, "lines", spy)
        ui.draw_hand(app.screen)
        monkeypatch.undo()
        over = [pts for pts in drawn if max(y for _x, y in pts) <= g.hand_area.y]
        assert len(over) == len(firsts), (over, groups)
        spans = sorted((min(x for x, _y in pts), max(x for x, _y in pts), min(y for _x, y in pts)) for pts in over)
        ends = firsts[1:] + [len(groups)]
        for (x0, x1, top), first, end in zip(spans, firsts, ends):
            assert ui.fan.rects[first].x <= x0 < x1 <= ui.fan.rects[end - 1].right, (x0, x1, first, end)
            assert g.bar.bottom < top < g.hand_area.y
        for (_a, right, _t), (left, _b, _u) in zip(spans, spans[1:]):
            assert left - right >= g.px(12), spans  # open felt between two groups' brackets
    finally:
        app.shutdown()


class _Blits(pygame.Surface):
    """A surface that notes where every image is blitted on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.rects: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.rects.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return rect


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_replays_open_hands_keep_clear_of_each_other_and_the_table(size: tuple[int, int]) -> None:
    """In a finished game's replay with every hand shown, the side seats' open hands sat where their
    backs sit, tucked 11-13 px under their panels (which covered the cards' lower third) and under
    the plays laid in front of those seats. At every move of a whole replay each open hand now
    keeps clear of the other hands, every seat's panel, the plays on the table with their captions,
    the level panel and card counter, the line in the middle, the log and the person's hand."""
    from app.scenes.replay import ReplayScene
    from tests.apptools import finished_record

    record, _ = finished_record("guandan", 5, names=("Eve", "Fu", "Gil", "Hal"))
    app = quick_app(size=size)
    try:
        i18n.set_language("en")
        app.settings = replace(app.settings, show_card_counter=True)
        pygame.display.set_mode(size)
        app.screen = pygame.display.get_surface()
        viewer = ReplayScene(app, record)
        app.push(viewer)
        viewer.on_resize(size)
        viewer.seat_choice = 4  # everyone
        ui = viewer.table.ui
        assert isinstance(ui, GuandanUI)
        checked = 0
        for index in range(0, len(viewer.states), 3):
            viewer.jump(index)
            g = ui.geo
            rows = {}
            for seat in (1, 2, 3):
                canvas = _Blits(size)
                ui.draw_backs(canvas, seat, g.panels[ui.rel(seat)])
                if canvas.rects:
                    rows[seat] = canvas.rects[0].unionall(canvas.rects)
            avoid = {f"panel{pos}": rect for pos, rect in g.panels.items()}
            avoid.update(me=g.me_panel, level=ui.level_panel_rect(*ui.level_panel_texts()), log=viewer.table.log_rect,
                         hand=g.hand_area, counter=ui.counter_rect())
            for seat in range(4):
                lying = ui.on_table(seat)
                if lying is not None:
                    avoid[f"play{seat}"] = ui.footprint(seat, lying[0])
            text = ui.status_text()[0]
            if text:
                avoid["status"] = draw._pill_rect(text, draw._fit(text, g.px(17), ui.rect.w - 60, True), g.status_center)
            for seat, row in rows.items():
                assert ui.rect.contains(row), (index, seat, row, ui.rect)
                hit = {name: rect for name, rect in avoid.items() if rect.colliderect(row)}
                hit.update({f"hand{s}": r for s, r in rows.items() if s != seat and r.colliderect(row)})
                assert not hit, (size, index, seat, row, hit)
                checked += 1
        assert checked > 60
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("phase", [Phase.TRIBUTE, Phase.RETURN])
def test_the_tribute_panel_keeps_clear_of_the_card_counter(size: tuple[int, int], phase: Phase,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """With the card counter on, the tribute / give-back panel in the middle lay over the counter's
    lower right corner (seen in a real window at 960×600, and at 1280×720 once the counter had its
    legend). It now stands below the counter, still clear of the side seats' panels, the button row
    and the hand."""
    from tests.test_app_guandan import _tribute_state
    from tests.test_app_guandan_notices import _tribute_panel_rect

    with _counter_on(size, ai_delay_ms=10 ** 7) as app:
        for lang in ("zh", "en"):
            table, ui = _lead_in(app, lang, size)
            _tribute_state(table, phase, "♥2 ♠A ♦A ♣5 ♠3 ♣K")
            app.run_frames(2)
            assert ui.choosing_card() and ui.tribute_panel_up()
            panel = _tribute_panel_rect(app, table, monkeypatch)
            counter = ui.counter_rect()
            assert not panel.colliderect(counter), (lang, panel, counter)
            g = ui.geo
            buttons = [b.rect for b in ui.visible_buttons() if b.rect.w]
            hand = g.hand_area.inflate(0, 2 * (g.ch // 5))
            assert panel.collidelist([g.panels[1], g.panels[3], hand, *buttons]) == -1, panel


def _pass_and_play(app: App) -> TableScene:
    """A pass-and-play table, Ann in seat 0 and Bo in seat 1 (AI seats 2 and 3), Ann at the screen
    (her curtain lifted) to lead the first trick."""
    from tests.test_app_pass_and_play import _lift

    seats = [SeatSetup(True, "Ann"), SeatSetup(True, "Bo"), SeatSetup(False, "B3"), SeatSetup(False, "B4")]
    for seed in range(60):
        table = TableScene(app, "guandan", seats, {}, seed)
        if table.session.state.turn != 0:
            continue
        app.reset(table)
        _run_until(app, lambda: isinstance(app.top, CurtainScene))
        assert app.top.name == "Ann"
        _lift(app)
        _run_until(app, lambda: app.top is table and bool(table.viewer_legal()))
        return table
    raise AssertionError("no seed lets seat 0 lead")


def _to_the_curtain_for(app: App, name: str) -> None:
    """Run the table until the curtain comes down for ``name``: frame by frame, no "New" tag may be
    drawn meanwhile (the person at the screen gave the card: it is not theirs to see marked)."""
    from tests.test_app_pass_and_play import _lift

    for _ in range(3000):
        if isinstance(app.top, CurtainScene):
            break
        assert _tags(app) == []
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == name
    assert _tags(app) == []  # (the curtain hides the table)
    _lift(app)


def test_a_card_given_to_a_person_away_from_the_screen_is_marked_when_they_take_it(app: App) -> None:
    """Pass-and-play: Ann pays Bo a tribute while Bo is away from the screen; Bo gives a card back
    while Ann is away. Each card was marked only if it landed while its receiver had the screen, so
    both came in unmarked, just when the person came to the screen to see what they got. Now the
    card is marked for its receiver once they lift their curtain (never while the other person has
    the screen), until they act or for the usual seconds counted from then."""
    from app.games.guandan.table_state import RECEIVED_SECONDS

    table = _pass_and_play(app)
    ui = _ui(table)
    _tribute_to(table, 0, 1, "♥2 ♠A ♦9 ♣5 ♠3 ♣K")
    app.run_frames(1)
    ace = to_cards(parse("♠A"))[0]
    _click(app, _strip_center(ui, _index_of(ui, ace)))
    _key(app, pygame.K_RETURN)
    assert table.session.record.actions[-1] == (0, Tribute(ace))
    _to_the_curtain_for(app, "Bo")
    _run_until(app, lambda: ui.choosing_card() and not table.busy)
    assert table.viewer == 1 and ace in ui.model.cards
    assert _marked(table) == [ace] and _tags(app) == [i18n.t("gd.received_tag")]
    for _ in range(int(RECEIVED_SECONDS) - 1):
        ui.update(1.0)  # the seconds count from when Bo saw it (Ann's turn and the curtain do not count)
    assert _marked(table) == [ace]
    give = next(c for c in ui.model.cards if c in ui.allowed_cards())
    _click(app, _strip_center(ui, _index_of(ui, give)))
    _key(app, pygame.K_RETURN)
    assert table.session.record.actions[-1] == (1, Return(give))
    assert _marked(table) == [] and _tags(app) == []  # Bo acted
    _to_the_curtain_for(app, "Ann")
    _run_until(app, lambda: app.top is table and bool(table.viewer_legal()))
    assert table.viewer == 0 and _marked(table) == [give] and _tags(app) == [i18n.t("gd.received_tag")]
    for _ in range(int(RECEIVED_SECONDS) + 1):
        ui.update(1.0)
    assert _marked(table) == [] and _tags(app) == []
