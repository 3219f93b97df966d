"""Events → animation on the Stars and Storms table: cards fly, storms light up their reach and blow
stars off the table, heat death sweeps its suit, rounds end with the summary panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from app.i18n import LiveText, t
from app.ui import theme
from app.ui.cardart import card_back, card_face
from app.games.stars_and_storms.fx import Banner, SpinFlyer, off_table_point
from app.games.stars_and_storms.summary import RoundSummary
from app.games.stars_and_storms.text import rank_name
from engine.cards import Card
from engine.core import Event
from engine.games.stars_and_storms.model import (
    Drew, HeatDeath, MatchEnded, RoundEnded, RoundStarted, SeatEliminated, StakesSettled, Star, StarPlaced,
    StarsBlownAway, StormRaised, TurnEnded, TurnSkipped, TurnStarted, ZoneBlownOut,
)

if TYPE_CHECKING:
    from app.games.stars_and_storms.table import StarsAndStormsUI

HOLD = 1e9  # "wait until the player closes the round panel"
AUTO_SUMMARY = 4.5  # seconds the round panel stays up when nobody is at the table
FLASH_READ = 1.0  # real seconds a word flashed over a zone stays up at least, however fast the table runs


def take_from_hand(ui: "StarsAndStormsUI", seat: int, card: Card) -> tuple[tuple[int, int], tuple[int, int]]:
    """Start point and size of a card leaving ``seat``'s hand (or the eye, for a heat card)."""
    if ui.centre is not None and ui.centre[0] == card and ui.centre[2] == "heat":
        ui.centre = None
        return ui.centre_topleft(), ui.centre_size()
    ui.sizes[seat] = max(0, ui.sizes[seat] - 1)
    size = (ui.lay.cw, ui.lay.ch)
    if seat == ui.table.viewer and card in ui.hand:
        i = ui.hand.index(card)
        pos = ui.fan.card_pos(i) if i < len(ui.fan.rects) else ui.seat_anchor(seat, size)
        if ui.drop is not None and ui.drop[0] == card:
            pos = ui.drop[1]
            ui.drop = None
        ui.hand.pop(i)
        ui.fan.focus = None
        ui.fan.layout(ui.hand, ui.lay.hand_area, size)
        return pos, size
    size = (ui.lay.sw, ui.lay.sh)
    return ui.seat_anchor(seat, size), size

def flash(ui: "StarsAndStormsUI", seat: int, text: LiveText, seconds: float) -> None:
    """``text`` over ``seat``'s zone for ``seconds`` at ×1, timed at the table's speed as the waits
    and flights are, but up for at least FLASH_READ real seconds (at ×4, 0.8 s was a fifth of one)."""
    ui.flash[seat] = (text, max(seconds, FLASH_READ * ui.table.speed))


def begin(ui: "StarsAndStormsUI", event: Event) -> float:
    tb = ui.table
    lay = ui.lay
    sound = tb.app.sound
    if isinstance(event, RoundStarted):
        return begin_round(ui, event)
    if isinstance(event, TurnStarted):
        ui.turn = event.seat
        return 0.05
    if isinstance(event, Drew):
        size = (lay.cw, lay.ch) if event.seat == tb.viewer else (lay.sw, lay.sh)
        first = len(ui.hand)
        if event.seat == tb.viewer and event.cards:
            ui.hand.extend(event.cards)
            ui.incoming += len(event.cards)
            ui.fan.layout(ui.hand, lay.hand_area, (lay.cw, lay.ch))
        for k in range(event.n):
            if event.seat == tb.viewer and event.cards and first + k < len(ui.fan.rects):
                img = card_face(event.cards[k], *size)
                end = ui.fan.rects[first + k].topleft
            else:
                img = card_back(*size)
                end = ui.seat_anchor(event.seat, size)

            def landed(seat: int = event.seat) -> None:
                ui.sizes[seat] += 1
                if seat == ui.table.viewer:
                    ui.incoming = max(0, ui.incoming - 1)

            tb.fly(img, lay.deck_rect.topleft, end, 0.3, delay=0.09 * k, on_done=landed, arc=20)
        ui.deck_size = event.deck_left
        if event.n:
            sound.play("draw")
        return 0.3 + 0.09 * max(0, event.n - 1)
    if isinstance(event, TurnSkipped):
        flash(ui, event.seat, lambda: t("sns.flash.skipped"), 0.8)
        return 0.35
    if isinstance(event, HeatDeath):
        return begin_heat(ui, event)
    if isinstance(event, StarPlaced):
        start, _ = take_from_hand(ui, event.seat, event.card)
        geom = lay.zones[event.seat]
        rank = event.as_card.rank
        if geom.big:
            m = sum(1 for st in ui.zones[event.seat] if st.rank == rank) + 1
            end = ui.star_pos(geom, rank, m - 1, m)
            img = card_face(event.as_card, lay.sw, lay.sh)
        else:
            end = geom.slot(rank).topleft
            img = card_face(event.as_card, *ui.tile_card())
        star = Star(event.card, event.as_card)

        def land(seat: int = event.seat, star: Star = star) -> None:
            ui.zones[seat].append(star)

        tb.fly(img, start, end, 0.4, on_done=land, arc=40)
        sound.play("play")
        return 0.45
    if isinstance(event, StormRaised):
        return begin_storm(ui, event)
    if isinstance(event, StarsBlownAway):  # (a storm that hit nothing: its card stays in the middle a while)
        return blow_away(ui, event.removed, sweep=False) if event.removed else 0.0
    if isinstance(event, ZoneBlownOut):
        ui.blowouts[event.seat] = event.times
        flash(ui, event.seat, lambda: t("sns.flash.blown_out", n=event.times), 1.3)
        return 0.5
    if isinstance(event, SeatEliminated):
        ui.active[event.seat] = False
        flash(ui, event.seat, lambda: t("table.out"), 1.4)
        start = ui.seat_anchor(event.seat, (lay.sw, lay.sh))
        for k, card in enumerate(event.discarded):
            tb.fly(card_face(card, lay.sw, lay.sh), start, lay.discard_rect.topleft, 0.4, delay=0.07 * k,
                   on_done=onto_discard(ui, card))
        ui.sizes[event.seat] = 0
        if event.seat == tb.viewer:
            ui.hand = []
            ui.fan.layout(ui.hand, lay.hand_area, (lay.cw, lay.ch))
        sound.play("eliminate")
        return 0.9
    if isinstance(event, TurnEnded):
        return 0.15
    if isinstance(event, RoundEnded):
        return begin_round_end(ui, event)
    if isinstance(event, StakesSettled):
        for tw, c in zip(ui.chips, event.chips):
            tw.set(c)
        sound.play("chip")
        return hold(ui) if ui.summary is not None else 0.6
    if isinstance(event, MatchEnded):
        ui.summary = None
        ui.round_live = False
        return 0.3
    return 0.0

def begin_round(ui: "StarsAndStormsUI", event: RoundStarted) -> float:
    tb = ui.table
    lay = ui.lay
    ui.summary = None
    gathered = 0
    for seat, zone in enumerate(ui.zones):
        for star in zone:
            pos, size = ui.star_point(seat, star)
            tb.fly(card_back(*size), pos, lay.deck_rect.topleft, 0.35, delay=0.015 * gathered)
            gathered += 1
    ui.zones = [[] for _ in range(tb.players)]
    ui.hand = []
    ui.incoming = 0
    ui.fan.layout(ui.hand, lay.hand_area, (lay.cw, lay.ch))
    ui.sizes = [0] * tb.players
    ui.discard = []
    ui.deck_size = event.deck_size
    ui.level = event.level
    ui.destroyer = event.destroyer
    ui.streak = event.streak
    ui.heat_rank = event.heat_rank
    ui.active = [True] * tb.players
    ui.blowouts = [0] * tb.players
    ui.round_no = event.round_no
    ui.rounds = event.rounds
    ui.turn = event.first
    ui.armed = False
    ui.round_live = True
    ui.centre = None
    ui.banner = Banner(lambda: round_title(event), lambda: round_line(tb.name, event), theme.GOLD, 1.6, 1.6)
    tb.app.sound.play("shuffle")
    return 1.0 if event.round_no == 1 and not gathered else 1.4

def round_title(event: RoundStarted) -> str:
    """The round's banner: "Round 2 of 5", or the universe reset."""
    if event.universe_reset:
        return t("sns.banner.reset")
    return t("sns.banner.round", round=event.round_no, rounds=event.rounds, n=event.rounds)

def round_line(name: Callable[[int], str], event: RoundStarted) -> str:
    """Under the round's banner: the level, the destroyer and its streak, the heat rank."""
    sub = [t("sns.level", level=event.level)]
    if event.destroyer is not None:
        sub.append(t("sns.destroyer_line", name=name(event.destroyer), n=event.streak))
    if event.heat_rank is not None:
        sub.append(t("sns.heat_rank", rank=rank_name(event.heat_rank)))
    return " · ".join(sub)

def begin_storm(ui: "StarsAndStormsUI", event: StormRaised) -> float:
    tb = ui.table
    size = ui.centre_size()
    if ui.centre is not None and ui.centre[0] == event.card:
        ui.centre = (event.card, event.as_card, "storm")
        ui.centre_left = 1.5
    else:
        start, _ = take_from_hand(ui, event.seat, event.card)
        face = event.as_card if event.card.is_joker else event.card

        def arrive(card: Card = event.card, as_card: Card = event.as_card) -> None:
            clear_centre(ui)
            ui.centre = (card, as_card, "storm")
            ui.centre_left = 1.2

        tb.fly(card_face(face, *size), start, ui.centre_topleft(), 0.3, on_done=arrive, arc=30)
    ui.level = event.level
    ui.reach_fx = (frozenset(event.reach), 1.3, 1.3)
    ui.eye_pulse = 1.0
    tb.app.sound.play("shuffle")
    return 1.0

def begin_heat(ui: "StarsAndStormsUI", event: HeatDeath) -> float:
    tb = ui.table
    start, _ = take_from_hand(ui, event.seat, event.card)
    face = event.as_card if event.card.is_joker else event.card

    def arrive(card: Card = event.card, as_card: Card = event.as_card) -> None:
        clear_centre(ui)
        ui.centre = (card, as_card, "heat")
        ui.centre_left = 99.0  # until the card resolves as a star or a storm

    tb.fly(card_face(face, *ui.centre_size()), start, ui.centre_topleft(), 0.3, on_done=arrive, arc=30)
    suit = event.as_card.suit
    ui.sweep = (suit, 1.1, 1.1)
    ui.banner = Banner(lambda: t("sns.banner.heat", suit=suit.symbol),
                       lambda: t("sns.banner.heat_sub", n=len(event.removed)), (255, 160, 110), 1.3, 1.3)
    tb.app.sound.play("eliminate" if event.removed else "shuffle")
    blow_away(ui, event.removed, sweep=True)
    return 1.25

def blow_away(ui: "StarsAndStormsUI", removed: tuple[Any, ...], sweep: bool) -> float:
    """Remove stars from the zones and send them tumbling off the table."""
    tb = ui.table
    lay = ui.lay
    screen = tb.app.screen.get_size()
    origin = lay.eye.center
    for k, zs in enumerate(removed):
        pos, size = ui.star_point(zs.owner, zs.star)
        zone = ui.zones[zs.owner]
        if zs.star in zone:
            zone.remove(zs.star)
        img = card_face(zs.star.as_card, *size)
        if sweep:
            delay = 0.15 + 0.75 * max(0.0, min(1.0, (pos[0] - lay.rect.x) / max(1, lay.rect.w)))
        else:
            delay = 0.04 * k
        end = off_table_point(pos, origin, size, screen)
        tb.flyers.append(SpinFlyer(img, pos, end, 0.7, delay, None, 30.0, spin=(420.0 if k % 2 else -480.0)))
    if not sweep and ui.centre is not None and ui.centre[2] == "storm":
        centre_to_discard(ui)
    if removed and not sweep:
        tb.app.sound.play("eliminate")
    return 0.75 if removed else 0.2

def clear_centre(ui: "StarsAndStormsUI") -> None:
    """A card about to land in the middle: an earlier storm card still shown there goes to the discard."""
    if ui.centre is not None and ui.centre[2] == "storm":
        centre_to_discard(ui)


def centre_to_discard(ui: "StarsAndStormsUI") -> None:
    if ui.centre is None:
        return
    card = ui.centre[0]
    size = ui.centre_size()
    ui.centre = None
    ui.table.fly(card_face(card, *size), ui.centre_topleft(), ui.lay.discard_rect.topleft, 0.3,
                 on_done=onto_discard(ui, card))


def onto_discard(ui: "StarsAndStormsUI", card: Card) -> Callable[[], None]:
    """What a card flying to the discard does as it lands: join the pile, unless a new round has begun
    meanwhile (its pile starts empty)."""
    round_no = ui.round_no

    def onto() -> None:
        if ui.round_no == round_no:
            ui.discard.append(card)

    return onto

def begin_round_end(ui: "StarsAndStormsUI", event: RoundEnded) -> float:
    tb = ui.table
    r = event.result
    chips_after = tuple(int(tw.target) + d for tw, d in zip(ui.chips, r.chip_deltas))
    ui.summary = RoundSummary(r, event.round_wins, chips_after, ui.rounds, ui.flags.get("stakes", False),
                                ui.flags.get("star_destroyer", False), ui.streak,
                                auto=(not tb.humans) or tb.demo or tb.fast_forward,  # nobody to wait for
                                match_winners=match_winners(ui))
    ui.summary_keys.restart()  # its keys work after a quiet second: a key meant for the last turn does not skip it
    ui.round_wins = list(event.round_wins)
    ui.round_live = False
    tb.app.sound.play("win")
    nxt = tb.queue[0][1] if tb.queue else None
    if isinstance(nxt, StakesSettled):
        return 0.4
    return hold(ui)


def match_winners(ui: "StarsAndStormsUI") -> tuple[int, ...]:
    """Who won the match, when the round being shown ended it: its MatchEnded follows in the queue."""
    return next((seen.winners for _, seen in ui.table.queue if isinstance(seen, MatchEnded)), ())


def hold(ui: "StarsAndStormsUI") -> float:
    if ui.summary is None:
        return 0.0
    if ui.summary.auto:
        return AUTO_SUMMARY
    return HOLD
