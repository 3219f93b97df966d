"""Guandan table polish: the person's tribute pick standing while the partner picks, the reasons
given for a key that can do nothing, the double tribute's log, the reading chooser's keys and
place, and the turn prompt waiting for the last play to be shown."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from app import i18n
from app.games.guandan import draw
from app.main import App
from app.scenes.table import TableScene
from app.ui import widgets
from engine.games.guandan import Pass, Phase, Return, Tribute, selection_plays
from engine.games.guandan.cards import parse, to_cards
from tests.apptools import drawn_texts, quick_app
from tests.test_app_guandan import _click, _index_of, _key, _my_lead, _set_hand, _strip_center, _ui


def _frame_texts(app: App) -> list[str]:
    """One frame run and drawn: the texts the table and its buttons wrote on it."""
    app.run_frames(1)
    with drawn_texts(draw) as lines, drawn_texts(widgets) as labels:
        app.draw()
    return lines + labels


def _double_choice(app: App, table: TableScene, phase: Phase) -> None:
    """The person (seat 0) and the partner (seat 2, a computer) both choose: a double tribute paid
    by them, or the give-back of one paid to them; the partner chooses after a short delay."""
    app.settings = replace(app.settings, ai_delay_ms=250, animation_speed=1.0)
    common = dict(pending=(None,) * 4, turn=0, top=None, returns=(), **{"table": (None,) * 4})
    if phase is Phase.TRIBUTE:
        _set_hand(table, "♥2 ♠A ♦A ♣5 ♠3 ♣K", phase=phase, payers=(0, 2), receivers=(1, 3), leader=1,
                  tributes=(), **common)
    else:
        paid = ((1, 0, parse("♠A")[0]), (3, 2, parse("♦K")[0]))
        _set_hand(table, "♥2 ♠A ♦9 ♣5 ♠3 ♣K", phase=phase, payers=(1, 3), receivers=(0, 2), leader=0,
                  tributes=paid, **common)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("phase", [Phase.TRIBUTE, Phase.RETURN])
def test_the_persons_pick_stays_on_screen_while_the_partner_picks(app: App, lang: str, phase: Phase) -> None:
    """When the partner chose its tribute (or give-back) card first, the person's tribute panel, its
    Hint and Pay tribute buttons and the dimming of the cards that cannot be given went for about a
    quarter of a second ("Waiting for B3 to pay tribute..." in their place) and came back. On every
    frame across the partner's choice they now stay, the picked card stays picked, and Enter pressed
    in that moment gives it."""
    i18n.set_language(lang)
    table = _my_lead(app)
    ui = _ui(table)
    _double_choice(app, table, phase)
    card = to_cards(parse("♠A" if phase is Phase.TRIBUTE else "♠3"))[0]
    _click(app, _strip_center(ui, _index_of(ui, card)))
    title = i18n.t("gd.banner.tribute") if phase is Phase.TRIBUTE else i18n.t("gd.btn.return")
    button = (i18n.t("gd.btn.tribute") if phase is Phase.TRIBUTE else i18n.t("gd.btn.return")) + " [Enter]"
    start = len(table.session.record.actions)
    partner_chose = None
    for frame in range(120):
        texts = _frame_texts(app)
        assert title in texts and button in texts, (frame, texts)
        assert ui.choosing_card() and ui.buttons["play"].enabled(), frame
        assert ui.model.selected_cards() == [card], frame
        if partner_chose is None and len(table.session.record.actions) > start:
            partner_chose = frame
            assert table.session.record.actions[-1][0] == 2
            assert table.busy  # its choice is being shown
            _key(app, pygame.K_RETURN)  # pressed in that moment: the pick is given once it is shown
            break
    assert partner_chose is not None, "the partner never chose"
    for _ in range(60):
        if len(table.session.record.actions) > start + 1:
            break
        app.run_frames(1)
    seat, action = table.session.record.actions[start + 1]
    assert seat == 0 and action == (Tribute(card) if phase is Phase.TRIBUTE else Return(card))



@pytest.mark.parametrize("lang", ["zh", "en"])
def test_pass_when_leading_and_enter_with_nothing_selected_say_why(app: App, lang: str) -> None:
    """P (or a click on the greyed Pass) while the person leads the trick, and Enter with no card
    selected on their turn, did nothing at all: the person could not tell whether the key was
    heard. Each now says why in a message, and still plays nothing."""
    i18n.set_language(lang)
    table = _my_lead(app)
    ui = _ui(table)
    _set_hand(table, "♠9 ♥4 ♣3 ♦5")
    before = len(table.session.record.actions)
    for press in ("key", "click"):
        app.toast.clear()
        if press == "key":
            _key(app, pygame.K_p)
        else:
            _click(app, ui.buttons["pass"].rect.center)
        assert app.toast.left > 0 and app.toast.text == i18n.t("gd.toast.lead_no_pass"), (press, app.toast.text)
    assert app.toast.text not in ("", i18n.t("gd.toast.select_first"))
    app.toast.clear()
    assert ui.model.selected == set()
    _key(app, pygame.K_RETURN)
    assert app.toast.left > 0 and app.toast.text == i18n.t("gd.toast.select_first"), app.toast.text
    assert len(table.session.record.actions) == before


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_double_tributes_log_pairs_each_payer_with_the_seat_it_paid(app: App, lang: str) -> None:
    """A double tribute was logged "Tribute: P1, B3 → B2, B4." (「进贡：P1、B3 向 B2、B4 进贡。」) before
    the cards were known, reading as P1 paying B2 and B3 paying B4; but the higher card goes to
    first place, whoever pays it, and here the partner's big joker went to B2 and the person's ace
    to B4. Every log line now names a payer with a receiver only as the engine paired them."""
    i18n.set_language(lang)
    table = _my_lead(app)
    state = table.session.state
    hands = list(state.hands)
    hands[2] = tuple(sorted(hands[2][:-1] + tuple(parse("BJ"))))  # the partner's highest: a big joker
    table.session.state = replace(state, hands=tuple(hands))
    _set_hand(table, "♠A ♦9 ♣5 ♠3", phase=Phase.TRIBUTE, payers=(0, 2), receivers=(1, 3), pending=(None,) * 4,
              turn=0, leader=1, top=None, tributes=(), returns=(), **{"table": (None,) * 4})
    from engine.games.guandan.state import TributeDue

    table.tell([TributeDue((0, 2), (1, 3))], replace=True)  # as the hand's deal tells it
    assert table.submit(Tribute(to_cards(parse("♠A"))[0])) is None
    for _ in range(400):
        if table.session.state.phase is not Phase.TRIBUTE and not table.busy:
            break
        app.run_frames(1)
    engine_pairs = {(giver, receiver) for giver, receiver, _card in table.session.state.tributes}
    assert engine_pairs == {(2, 1), (0, 3)}  # the big joker to first place (B2), the ace to B4
    names = {seat: table.name(seat) for seat in range(4)}
    told = 0
    for line in table.log:
        payers = [s for s in (0, 2) if names[s] in line]
        receivers = [s for s in (1, 3) if names[s] in line]
        if payers and receivers:
            assert len(payers) == 1 and len(receivers) == 1, line  # two of either: which paid whom?
            assert (payers[0], receivers[0]) in engine_pairs, line
            told += 1
    assert told >= 2, table.log  # each tribute paid is logged with its giver and receiver


def _open_reading_chooser(app: App, table: TableScene) -> list[Any]:
    """A wild selection with two readings (♥2 is wild: 2–6 or 3–7) and Play pressed: the chooser
    is open; the plays it offers."""
    ui = _ui(table)
    _set_hand(table, "♥2 ♠3 ♦4 ♣5 ♠6 ♠K ♠Q ♦J ♣9 ♦8 ♣7 ♠7 ♦3 ♣3 ♥9 ♥10 ♠J ♦Q ♣K ♥A ♠A ♦2 ♣2 ♠2 ♥3 ♥4 ♦6")
    for card in to_cards(parse("♥2 ♠3 ♦4 ♣5 ♠6")):
        _click(app, _strip_center(ui, _index_of(ui, card)))
    plays = list(ui.selection_plays())
    assert len(plays) == 2
    _click(app, ui.buttons["play"].rect.center)
    assert ui.prompt is not None and len(ui.prompt.buttons) == 2
    app.draw()  # lays the chooser's buttons out
    return plays


def _inside_clear_of_the_row(ui: Any, rect: pygame.Rect) -> None:
    """The reading chooser at ``rect`` is in the window, off Pass, Hint and Play, and holds its buttons."""
    assert ui.rect.contains(rect), rect
    for name in ("pass", "hint", "play"):
        assert not rect.colliderect(ui.buttons[name].rect), (name, rect, ui.buttons[name].rect)
    for prompt_button in ui.prompt.buttons:
        assert rect.contains(prompt_button.rect), (rect, prompt_button.rect)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_reading_chooser_names_its_keys_and_leaves_the_buttons_uncovered(lang: str, size: tuple[int, int]) -> None:
    """The wild card's reading chooser ("These cards can be read several ways — which one?") said
    nothing of its keys, and at 960×600 it lay over Pass, Hint and Play and the person's panel. Its
    title now names the keys (←/→, Enter, Esc), which work: → then Enter plays the second reading;
    and it stands clear of the button row at both sizes."""
    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        table = _my_lead(app)
        ui = _ui(table)
        plays = _open_reading_chooser(app, table)
        assert ui.prompt is not None
        title = ui.prompt.title
        for key in ("←", "→", "Enter", "Esc"):
            assert key in title, title
        rect = ui.prompt_rect()
        _inside_clear_of_the_row(ui, rect)
        before = len(table.session.record.actions)
        _key(app, pygame.K_RIGHT)
        assert ui.prompt is not None and len(table.session.record.actions) == before
        _key(app, pygame.K_RETURN)
        assert ui.prompt is None
        assert table.session.record.actions[before] == (0, plays[1])
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seat", [1, 3])
def test_the_reading_chooser_leaves_the_play_it_must_beat_in_sight(lang: str, size: tuple[int, int], seat: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Beating a side seat's straight with a wild card that reads two ways, the reading chooser lay
    over the straight's caption ("Straight 8–Q") and at 960×600 over most of its cards: the play
    the person was choosing how to beat was hidden by the question. The chooser now stands above
    that play, still clear of Pass, Hint and Play, nothing it covers (the turn line, another seat's
    "Pass") shows through it, and its reading still plays."""
    from tests.test_app_guandan import _my_follow

    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        table = _my_follow(app)
        ui = _ui(table)
        state = table.session.state
        top = selection_plays(to_cards(parse("♦8 ♣9 ♣10 ♣J ♣Q")), state.level, None)[0]
        lying: list[Any] = [Pass() if s else None for s in range(4)]
        lying[seat] = top
        assert state.level == 2
        wild = "♥2"
        _set_hand(table, f"{wild} ♠10 ♦J ♣Q ♠K ♣3 ♦4 ♠6", top=top, top_seat=seat, table=tuple(lying), turn=0)
        app.run_frames(2)
        assert ui.standing == seat
        for card in to_cards(parse(f"{wild} ♠10 ♦J ♣Q ♠K")):
            _click(app, _strip_center(ui, _index_of(ui, card)))
        plays = list(ui.selection_plays())
        assert len(plays) == 2
        _click(app, ui.buttons["play"].rect.center)
        assert ui.prompt is not None
        pills: list[tuple[str, pygame.Rect]] = []
        real = draw._pill
        monkeypatch.setattr(draw, "_pill", lambda surface, text, *a, **k: (
            pills.append((text, r := real(surface, text, *a, **k))), r)[1])
        app.draw()
        rect = ui.prompt_rect()
        assert pills and all(not rect.colliderect(r) for _, r in pills), (rect, pills)
        cards = ui.zone_rect(seat, 5)
        caption = pygame.Rect(cards.x, cards.bottom, cards.w, ui.geo.px(10) + ui.geo.px(8))
        assert not rect.colliderect(cards.inflate(14, 14)), (rect, cards)
        assert not rect.colliderect(caption), (rect, caption)
        _inside_clear_of_the_row(ui, rect)
        before = len(table.session.record.actions)
        _key(app, pygame.K_RETURN)
        assert ui.prompt is None
        assert table.session.record.actions[before] == (0, plays[0])
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_results_say_your_side_won_when_the_person_won_with_a_computer_partner(app: App, lang: str) -> None:
    """A person who won a Guandan match with their computer partner read 「你赢了！」 ("You won!") over
    "Winners: P1, B3", as if they had won alone. The title now says their side won; a person who
    wins alone still reads "You won!" (with the other people at the table, "You both won!"). A lost match reads
    "Match over"."""
    from app.scenes import results as results_module
    from app.scenes.results import ResultsScene
    from engine.core import Outcome

    i18n.set_language(lang)
    table = _my_lead(app)
    for winners, title in (((0, 2), "results.side_won"), ((1, 3), "results.match_title")):
        outcome = Outcome(winners, tuple(float(s in winners) for s in range(4)))
        app.push(ResultsScene(app, table, outcome))
        with drawn_texts(results_module) as texts:
            app.draw()
        app.pop()
        assert i18n.t(title) in texts and i18n.t("results.you_won") not in texts, texts


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_english_log_keeps_the_trick_and_the_last_play_whole(size: tuple[int, int]) -> None:
    """The log wrapped "B2 wins the" / "trick and leads." at 960×600 (and "Nobody beats B2's last" /
    "play: …", "… B2" / "leads (jiefeng)."): an article or a name left at a line's end, its noun or
    verb on the next. "the trick", "last play" and the leader with "leads" now stay together."""
    import engine.games.guandan.state as st
    from app.games.guandan.text import narrate
    from app.ui.widgets import evened
    from tests.apptools import seated_table

    app = App(headless=True, size=size)
    i18n.set_language("en")
    try:
        table = seated_table(app, "guandan", 4, size, seed=3)
        area, font, _ = table.log_layout()
        for name in ("B2", "Bot 2", "Alexander", "Li"):
            for event in (st.TrickWon(1, 1, False), st.TrickWon(1, 3, True)):
                line = narrate(event, lambda seat: name, 0)
                assert line is not None
                rows = evened(line, font, area.w)
                for row, after in zip(rows, rows[1:]):
                    assert not row.endswith((" the", " last")) and not after.startswith("leads"), rows
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_your_turn_names_the_play_on_top_never_the_one_before(lang: str) -> None:
    """On the frame the table finished showing a computer seat's play, the line in the middle
    already said it was the person's turn but still read the table as it was one play earlier:
    "Your turn: beat B3's Single 9, or pass" with B4's J just played on it, or "beat P1's Bomb"
    when P1 had just won the trick and was to lead. On every frame the line names the play that is
    on top in the game (or says the person leads)."""
    from app.games.guandan.text import play_caption
    from app.scenes.table import SeatSetup

    app = App(headless=True, size=(1280, 720))
    app.settings = replace(app.settings, ai_delay_ms=300, animation_speed=2.0)
    i18n.set_language(lang)
    try:
        seats = [SeatSetup(seat == 0, "P1" if seat == 0 else f"B{seat + 1}") for seat in range(4)]
        table = TableScene(app, "guandan", seats, {"hands": 1}, 4)
        app.reset(table)
        lead = i18n.t("gd.status.lead")
        follow = i18n.t("gd.status.follow", name="\x00", combo="\x00").split("\x00")[0]
        turns = 0
        for _ in range(6000):
            texts = _frame_texts(app)
            said = [text for text in texts if text == lead or text.startswith(follow)]
            state = table.session.state
            if said:
                if state.top is None:
                    expected = lead
                else:
                    expected = i18n.t("gd.status.follow", name=table.name(state.top_seat), combo=play_caption(state.top))
                assert said == [expected], (turns, said, expected)
            legal = table.viewer_legal()
            if legal:
                turns += 1
                if turns >= 12:
                    break
                table.submit(legal[-1] if turns % 2 else legal[0])  # following: pass, or a play
        assert turns >= 12
    finally:
        app.shutdown()
        i18n.set_language("zh")



def test_a_finished_tricks_play_is_dimmed_evenly(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once a trick was over its plays were dimmed with a shade over each card after all of them had
    been laid: where a card covers the one before, the shades piled up, so the person's bomb of four
    lay in darker and darker muddy bands. Each card is now shaded once, as it is laid: every card's
    visible part is as dim as the others'."""
    from engine.games.guandan import selection_plays

    table = _my_lead(app)
    ui = _ui(table)
    white = pygame.Surface((ui.geo.pw, ui.geo.ph))
    white.fill((255, 255, 255))
    monkeypatch.setattr(ui, "face", lambda card, w, h: white)  # plain faces: only the shade shows
    bomb = selection_plays(to_cards(parse("♠6 ♥6 ♦6 ♦6")), 2, None)[0]
    for stale in (False, True):
        ui.shown = {0: (bomb, stale)}
        ui.standing = 0  # the person's bomb stands (stale: it won the trick and they lead again)
        ui.hiding.clear()
        surface = pygame.Surface(app.screen.get_size())
        ui.draw_zone(surface, 0)
        positions = ui.play_positions(0, 4)
        step = positions[1][0] - positions[0][0]
        colours = {tuple(surface.get_at((x + step // 2, y + ui.geo.ph // 2)))[:3] for x, y in positions}
        assert len(colours) == 1, (stale, colours)
        assert (colours == {(255, 255, 255)}) != stale, colours


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_log_never_breaks_a_long_latin_name_across_lines(size: tuple[int, int], lang: str) -> None:
    """A 12-letter Latin name of wide letters was broken inside in the log at 960×600: "WWWWWWWWW" /
    "WWW is out: 1st." (the evening of the lines narrowed it into the name), "Mmmmmmmmmmm" / "m's level)"
    and "WWWWWWWWWWWW\u00a0le" / "ads (jiefeng)." (the name with what is glued to it wider than a line).
    The Chinese log too: "（WWWWWWWWWW" / "WW、". Every name is now whole on its line or, where it cannot
    be with what a line may not be broken from, cut with "…"."""
    import engine.games.guandan.state as st
    from app.scenes.table import SeatSetup
    from app.ui.widgets import ELLIPSIS
    from app.fonts import get_font

    names = ["Maximiliansa", "WWWWWWWWWWWW", "Bartholomewx", "Mmmmmmmmmmmm"]
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    try:
        table = TableScene(app, "guandan", [SeatSetup(False, n) for n in names], {}, 3)  # a demo: teams by name
        app.reset(table)
        table.on_resize(size)
        area, font, _ = table.log_layout()
        events = [st.HandStarted(2, 3, 1, (2, 3), False), st.TrickWon(0, 2, True), st.TrickWon(3, 1, True),
                  st.TrickWon(1, 1, False), st.TrickWon(3, 3, False), st.WentOut(1, 1), st.WentOut(3, 2),
                  st.AFailed(1, 1, False), st.Passed(1), st.LeadTaken(3), st.TributeDue((1,), (0,))]
        for event in events:
            table.tell([event], replace=True)
            words = table.log_lines()[-1].split()  # the entry's words (split at spaces, no-break ones too)
            whole = set(words) | {w.replace(n, n[:k] + ELLIPSIS) for w in words for n in names if n in w
                                  for k in range(len(n) // 2, len(n))}  # or with a name cut, at least half left
            rows = table.log_shown(area.w, 20, font)
            assert rows, event
            for row in rows:
                assert get_font(font).size(row)[0] <= area.w, rows
                assert lang == "zh" or all(w in whole for w in row.split()), (rows, words)  # no word broken
            for name in names:
                if name[:3] in "".join(rows):  # it is told: whole on one line, or cut with at least half left
                    cut = [name[:k] + ELLIPSIS for k in range(len(name) // 2, len(name))]
                    assert any(name in row or any(c in row for c in cut) for row in rows), (name, rows)
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_a_message_stands_clear_of_the_banner_it_comes_up_with(lang: str, size: tuple[int, int]) -> None:
    """Enter pressed as the next hand's "Tribute" banner came up said "Select cards first (click or
    drag across them)." in a panel over the banner's top edge and the top of its title. The message
    now stands above the banner while one is up."""
    from app.fonts import get_font

    app = quick_app(size=size)
    i18n.set_language(lang)
    try:
        table = _my_lead(app)
        ui = _ui(table)
        g = ui.geo
        title, sub = i18n.t("gd.banner.tribute"), i18n.t("gd.banner.tribute_single", payers="P1", receiver="B2")
        ui.show_banner(title, sub)
        ui.banner["age"] = 0.5  # grown to its full size
        ui.toast(i18n.t("gd.toast.select_first"))
        w = max(get_font(g.px(28), True).size(title)[0], get_font(g.px(17)).size(sub)[0]) + g.px(60)
        banner = pygame.Rect(0, 0, min(w, ui.rect.w - 20), g.px(28) + g.px(30) + g.px(26))
        banner.center = g.center
        app.draw()
        rects: list[pygame.Rect] = []
        real = widgets.Toast.draw
        try:
            widgets.Toast.draw = lambda self, surface, center, width, room=None: rects.append(  # type: ignore[method-assign]
                real(self, surface, center, width, room))
            app.draw()
        finally:
            widgets.Toast.draw = real
        assert rects and rects[-1] is not None
        assert not rects[-1].colliderect(banner), (rects[-1], banner)
        assert ui.rect.contains(rects[-1]), rects[-1]
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("phase", [Phase.TRIBUTE, Phase.RETURN])
def test_enter_with_no_card_chosen_for_tribute_says_to_choose_that_card(app: App, lang: str, phase: Phase) -> None:
    """Enter pressed in the tribute (or give-back) phase with no card chosen said "Select cards first
    (click or drag across them)." - as if for a play of several cards. It now says what is asked:
    "Choose your tribute card." / "Choose the card you give back."."""
    from tests.test_app_guandan import _tribute_state

    i18n.set_language(lang)
    table = _my_lead(app)
    ui = _ui(table)
    _tribute_state(table, phase, "♥2 ♠A ♦A ♦9 ♣5 ♠3 ♣K")
    app.run_frames(1)
    assert ui.choosing_card() and not ui.model.selected
    app.toast.clear()
    _key(app, pygame.K_RETURN)
    want = "gd.reason.tribute_phase" if phase is Phase.TRIBUTE else "gd.reason.return_phase"
    assert app.toast.text == i18n.t(want), app.toast.text
