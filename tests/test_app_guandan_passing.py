"""Passing moments of the Guandan table: a banner's panel never stands empty as it fades in or out,
and a tribute's bubble never shows under its own card flying away."""

from __future__ import annotations

import pytest

from app import i18n
from app.games.guandan import draw
from tests.apptools import drawn_texts
from tests.test_app_guandan import _ui
from tests.test_app_guandan_tribute_turn import tribute_due_to_me


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_tribute_banner_is_never_an_empty_outline_as_it_fades_in_or_out(lang: str) -> None:
    """The banner's panel fades in over 0.18 s and out over 0.3 s, but its title and line were written
    only above 15% of full strength: the first frame or two, and the last few, showed an empty outline
    in the middle of the table. They now fade with the panel: on every frame it is drawn, so are they."""
    with tribute_due_to_me(lang, (960, 600)) as (app, table):
        ui = _ui(table)
        frames = 0
        for _ in range(4 * 60):
            with drawn_texts(draw) as drawn:
                app.run_frames(1)
            b = ui.banner
            if b is None or i18n.live(b["title"]) != i18n.t("gd.banner.tribute"):
                if frames:
                    break
                continue
            if 0 < b["age"] < b["time"]:
                frames += 1
                assert i18n.live(b["title"]) in drawn and i18n.live(b["sub"]) in drawn, (round(b["age"], 3), drawn)
        assert frames >= 100


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_card_given_back_is_in_sight_from_the_hand_to_its_receiver(lang: str) -> None:
    """The person's card given back leaves the hand as its flight begins and is drawn on every frame
    until it lands with the seat that paid the tribute: no moment where it is nowhere."""
    from engine.games.guandan import state as st
    from tests.test_app_guandan_tribute_panel import _double_tribute

    app, table = _double_tribute(lang, (960, 600), person_pays=False)
    ui = _ui(table)
    flights: list = []
    real_begin = ui.begin

    def begin(event: object) -> float:
        before = len(table.flyers)
        wait = real_begin(event)
        if isinstance(event, st.ReturnPaid) and event.giver == table.viewer:
            flights.extend(table.flyers[before:])
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    seen = 0
    try:
        for _ in range(60 * 20):
            if table.viewer_legal():
                assert ui.submit(table.viewer_legal()[0])
            app.run_frames(1)
            if flights and not all(f.done for f in flights):
                seen += 1
                assert any(f.started for f in flights if not f.done), f"the card is nowhere {seen} frames in"
            if isinstance(ui.last_begun, st.LeadTaken):
                break
        assert flights and seen > 20
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("person_pays", [True, False])
def test_a_tribute_bubble_never_shows_under_its_own_flying_card(lang: str, size: tuple[int, int],
                                                                person_pays: bool) -> None:
    """The payer's bubble ("Tribute: Big Joker") came up as its card left the seat, under the card's
    first moments of flight (the partner's card starts over the partner's panel, and the bubble stands
    just under it). The bubble now comes up once the card has reached its place in the tribute panel:
    on no frame is it drawn under one of that card's flights."""
    import pygame

    from engine.games.guandan import state as st
    from tests.test_app_guandan_tribute_panel import _double_tribute

    app, table = _double_tribute(lang, size, person_pays)
    ui = _ui(table)
    flights: dict[int, list] = {}
    real_begin = ui.begin

    def begin(event: object) -> float:
        before = len(table.flyers)
        wait = real_begin(event)
        if isinstance(event, st.TributePaid):
            flights[event.giver] = table.flyers[before:]
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    bubbles = 0
    try:
        for _ in range(60 * 20):
            if table.viewer_legal():
                assert ui.submit(table.viewer_legal()[0])
            app.run_frames(1)
            for giver, flown in flights.items():
                text = i18n.live(ui.bubbles.get(giver, ("",))[0])
                if not text.startswith(i18n.t("gd.bubble.tribute", card="")[:2]):
                    continue
                bubbles += 1
                bubble = draw._pill_rect(text, ui.geo.px(15), ui.bubble_center(giver))
                for f in flown:
                    if f.started and not f.done:
                        card = pygame.Rect(f.position(), f.image.get_size())
                        assert not card.colliderect(bubble), (giver, card, bubble)
            if isinstance(ui.last_begun, st.LeadTaken):
                break
        assert len(flights) == 2 and bubbles > 60
    finally:
        app.shutdown()
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("person_pays", [True, False])
def test_a_give_back_bubble_never_shows_under_its_own_flying_card(lang: str, size: tuple[int, int],
                                                                person_pays: bool) -> None:
    """As the tribute's: the giver's bubble ("Gives back") came up as its card left the giver's panel,
    for a moment under the card. It now comes up once the card has reached the seat it goes to."""
    import pygame

    from engine.games.guandan import state as st
    from tests.test_app_guandan_tribute_panel import _double_tribute

    app, table = _double_tribute(lang, size, person_pays)
    ui = _ui(table)
    flights: dict[int, list] = {}
    real_begin = ui.begin

    def begin(event: object) -> float:
        before = len(table.flyers)
        wait = real_begin(event)
        if isinstance(event, st.ReturnPaid):
            flights[event.giver] = table.flyers[before:]
        return wait

    ui.begin = begin  # type: ignore[method-assign]
    bubbles = 0
    try:
        for _ in range(60 * 20):
            if table.viewer_legal():
                assert ui.submit(table.viewer_legal()[0])
            app.run_frames(1)
            for giver, flown in flights.items():
                text = i18n.live(ui.bubbles.get(giver, ("",))[0])
                if text != i18n.t("gd.bubble.returned"):
                    continue
                bubbles += 1
                bubble = draw._pill_rect(text, ui.geo.px(15), ui.bubble_center(giver))
                for f in flown:
                    if f.started and not f.done:
                        card = pygame.Rect(f.position(), f.image.get_size())
                        assert not card.colliderect(bubble), (giver, card, bubble)
            if isinstance(ui.last_begun, st.LeadTaken):
                break
        assert len(flights) == 2 and bubbles > 60
    finally:
        app.shutdown()
        i18n.set_language("zh")
