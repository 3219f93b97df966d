"""Events → animation for the 现世通行 table: cards flying between the deck, the seats, the centre and
the discard pile, explosions, defusals, arrows and words, with sounds. Keeps the table's own copy of
the counts in step while the queue plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.xianshi_tongxing import faces
from app.games.xianshi_tongxing.faces import ROLE_COLORS, card_back, card_face
from app.games.xianshi_tongxing.fx import Arrow, Explosion, Shield
from app.i18n import t
from app.ui import theme
from engine.core import Event
from engine.games.xianshi_tongxing import events as ev
from engine.games.xianshi_tongxing.cards import TONGXING, Card, Kind, Role, sorted_cards

if TYPE_CHECKING:
    from app.games.xianshi_tongxing.ui import XianshiUI

DANGER = ROLE_COLORS[Role.DANGER]
DEFENCE = ROLE_COLORS[Role.DEFENCE]
DECK = ROLE_COLORS[Role.DECK_CONTROL]


def animate(ui: "XianshiUI", event: Event) -> float:  # noqa: C901 - one branch per event type
    """Start animating ``event``; return how long the table waits before the next one."""
    e = event
    tb = ui.table
    snd = tb.app.sound.play
    small = (ui.cw, ui.ch)
    back = card_back(*small)
    ui.legal = ()
    ui.judge_buttons = []
    ui.judge_key = None
    if isinstance(e, ev.DeckBuilt):
        ui.deck_size = e.size
        snd("shuffle")
        return 0.2
    if isinstance(e, ev.Dealt):
        for k in range(e.n):
            img = card_face(e.cards[k], *small) if e.cards else back
            ui._fly(img, ui.deck_rect.topleft, ui._seat_point(e.seat), 0.3, delay=0.04 * k)
        ui.sizes[e.seat] = e.n
        if e.seat == ui.me and e.cards:
            ui.hand = list(sorted_cards(e.cards))
            ui.items = [("card", c) for c in ui.hand]
            ui._layout_hand()
        snd("deal")
        return 0.1
    if isinstance(e, ev.TurnStarted):
        ui.turn = e.seat
        ui.extra, ui.skip, ui.bottom = e.extra, 0, e.bottom
        ui.marks[e.seat] = False
        ui.meter.set(1 + e.extra)
        ui.banner_override = None
        ui.asked = ()
        return 0.2
    if isinstance(e, ev.DrawPhaseStarted):
        ui.meter.set(e.draws)
        ui._meter_words("xt.fx.draw_n", theme.WHITE, n=e.draws)
        return 0.3
    if isinstance(e, ev.Drew):
        start = ui.deck_rect.move(0, 10 if e.bottom else -4).topleft
        ui.deck_size = max(0, ui.deck_size - 1)
        if e.card is not None and e.card.kind is Kind.TONGXING:
            big = card_face(e.card, ui.hold_rect.w, ui.hold_rect.h)

            def land(card: Card = e.card) -> None:
                ui.holding = card

            ui._fly(big, start, ui.hold_rect.topleft, 0.45, done=land, arc=40)
            ui._words((ui.hold_rect.centerx, ui.hold_rect.y - 10), "xt.fx.tongxing", DANGER, 40, 1.4)
            snd("error")
            return 1.0
        img = card_face(e.card, *small) if e.card is not None else back
        ui._fly(img, start, ui._seat_point(e.seat), 0.32)
        ui.sizes[e.seat] += 1
        if e.seat == ui.me and e.card is not None:
            ui._add_own(e.card)
        snd("draw")
        return 0.3
    if isinstance(e, ev.CardPlayed):
        start = ui._seat_point(e.seat)
        if e.seat == ui.me:
            if ui.last_drop is not None and ui.last_drop[0] == e.card:
                start = ui.last_drop[1]
            elif e.card in ui.hand:
                i = ui.hand.index(e.card)
                if i < len(ui.fan.rects):
                    start = ui.fan.card_pos(i)
            if e.blind:
                start = ui.hold_rect.topleft
            ui.last_drop = None
        if not e.blind:
            ui._remove_own(e.seat, e.card)
        card = e.card

        def land(card: Card = card) -> None:
            ui.discard.append(card)

        ui._fly(card_face(card, *small), start, ui.discard_rect.topleft, 0.4, done=land, arc=30)
        if e.target is not None and e.target != e.seat:
            ui.fx.add(Arrow(ui._seat_mid(e.seat), 1.1, end=ui._seat_mid(e.target),
                              color=faces.role_color(e.face)))
        if e.face != e.card:
            ui._words(ui.discard_rect.midtop, "xt.fx.as", theme.GOLD, 22, 1.2, card=lambda: faces.short_name(e.face))
        snd("play")
        return 0.45
    if isinstance(e, ev.NoEffect):
        ui._words(ui.discard_rect.midtop, "xt.fx.no_effect", theme.MUTED, 24)
        return 0.35
    if isinstance(e, ev.CountsChanged):
        if e.extra != ui.extra:
            ui._meter_words("xt.fx.plus", ROLE_COLORS[Role.ATTACK], n=e.extra - ui.extra)
        if e.skip != ui.skip:
            ui._meter_words("xt.fx.skip", DEFENCE)
        ui.extra, ui.skip = e.extra, e.skip
        ui.meter.set(max(0, 1 + e.extra - e.skip))
        snd("chip")
        return 0.35
    if isinstance(e, ev.BottomSet):
        if e.target == e.seat:
            ui.bottom = True
        else:
            ui.marks[e.target] = True
        ui._words(ui._seat_mid(e.target), "xt.fx.bottom", DECK, 30)
        return 0.4
    if isinstance(e, ev.WindowOpened):
        ui.asked = e.asked
        ui.banner_override = None
        return 0.15
    if isinstance(e, ev.Judged):
        ui._remove_own(e.seat, e.card)
        card = e.card

        def land_j(card: Card = card) -> None:
            ui.discard.append(card)

        ui._fly(card_face(card, *small), ui._seat_point(e.seat), ui.discard_rect.topleft, 0.4, done=land_j,
                  arc=30)
        ui.fx.add(Arrow(ui._seat_mid(e.seat), 1.0, end=ui._seat_mid(e.against), color=DEFENCE,
                          label=lambda: t("xt.fx.judge"), label_size=ui.scaled(22)))
        snd("play")
        return 0.7
    if isinstance(e, ev.Declined):
        ui._say(e.seat, "xt.fx.declined", theme.MUTED, 22, 0.8)
        ui.asked = tuple(s for s in ui.asked if s != e.seat)
        return 0.2
    if isinstance(e, ev.EffectCancelled):
        ui._words(ui.discard_rect.midtop, "xt.fx.cancelled", DEFENCE, 36)
        ui.asked = ()
        snd("chip")
        return 0.5
    if isinstance(e, ev.Attacked):
        ui.fx.add(Arrow(ui._seat_mid(e.seat), 1.3, end=ui._seat_mid(e.target),
                          color=ROLE_COLORS[Role.ATTACK], label=lambda: t("xt.fx.draws", n=1 + e.extra),
                          label_size=ui.scaled(22)))
        ui.asked = ()
        snd("chip")
        return 0.8
    if isinstance(e, ev.Reversed):
        ui.direction = e.direction
        ui.spin = 1.0
        ui.fx.add(Arrow(ui._seat_mid(e.seat), 1.2, end=ui._seat_mid(e.target),
                          color=ROLE_COLORS[Role.ATTACK], label=lambda: t("xt.fx.draws", n=1 + e.extra),
                          label_size=ui.scaled(22)))
        ui.asked = ()
        return 0.7
    if isinstance(e, ev.Peeked):
        above = (ui.deck_rect.x, ui.deck_rect.y - ui.ch // 2)
        img = card_face(e.card, *small) if e.card is not None else back
        ui._fly(img, ui.deck_rect.topleft, above, 0.3)
        ui._fly(img, above, ui.deck_rect.topleft, 0.3, delay=0.5 if e.card is not None else 0.2)
        ui._words((ui.deck_rect.centerx, ui.deck_rect.y - 20), "xt.fx.peek", ROLE_COLORS[Role.INFORMATION],
                    24, pos=e.position + 1)
        return 0.6
    if isinstance(e, (ev.YanlingMoved, ev.YanlingUndone)):
        ui._fly(back, ui.deck_rect.move(0, -6).topleft, ui.deck_rect.move(0, 6).topleft, 0.35, arc=50)
        if isinstance(e, ev.YanlingMoved):
            ui.asked = ()
        return 0.4
    if isinstance(e, ev.Shuffled):
        if e.reason in (ev.ShuffleReason.CHONGLIAN_REMIX, ev.ShuffleReason.EMPTY_DECK):
            for k in range(min(6, len(ui.discard))):
                ui._fly(back, ui.discard_rect.topleft, ui.deck_rect.topleft, 0.35, delay=0.04 * k)
            ui.discard = []
        for k in range(4):
            off = (-1) ** k * int(ui.cw * 0.5)
            ui._fly(back, ui.deck_rect.topleft, ui.deck_rect.move(off, -10).topleft, 0.18, delay=0.08 * k)
            ui._fly(back, ui.deck_rect.move(off, -10).topleft, ui.deck_rect.topleft, 0.18,
                      delay=0.18 + 0.08 * k)
        ui.deck_size = e.size
        snd("shuffle")
        return 0.7
    if isinstance(e, ev.Sealed):
        if e.cards:
            for c in e.cards:
                if c in ui.hand:
                    ui.hand.remove(c)
            ui.items = [("card", c) for c in ui.hand] + [it for it in ui.items if it[0] == "blind"]
            ui._layout_hand()
        ui.sealed_sizes[e.seat] += e.n
        ui.sizes[e.seat] = max(0, ui.sizes[e.seat] - (len(e.cards) if e.cards else e.n))
        ui._words(ui._seat_mid(e.seat), "xt.fx.sealed", ROLE_COLORS[Role.HAND_CONTROL], 32)
        snd("chip")
        return 0.6
    if isinstance(e, ev.Nightmared):
        ui.blind_sizes[e.seat] += ui.sizes[e.seat]
        ui.sizes[e.seat] = 0
        if e.seat == ui.me:
            ui.hand = []
            ui.items = [("blind", i) for i in range(ui.blind_sizes[e.seat])]
            ui._layout_hand()
        ui._words(ui._seat_mid(e.seat), "xt.fx.nightmare", ROLE_COLORS[Role.HAND_CONTROL], 34)
        snd("shuffle")
        return 0.7
    if isinstance(e, ev.Released):
        ui.sizes[e.seat] += e.sealed + e.blind
        ui.sealed_sizes[e.seat] = 0
        ui.blind_sizes[e.seat] = 0
        if e.seat == ui.me and e.cards is not None:
            ui.hand = list(sorted_cards(tuple(ui.hand) + e.cards))
            ui.items = [("card", c) for c in ui.hand]
            ui._layout_hand()
        ui._words(ui._seat_mid(e.seat), "xt.fx.released", theme.MUTED, 24)
        return 0.3
    if isinstance(e, ev.Flipped):
        start = ui._seat_point(e.seat)
        if e.seat == ui.me:
            items = [k for k, it in enumerate(ui.items) if it == ("blind", e.index)]
            if items and items[0] < len(ui.fan.rects):
                start = ui.fan.card_pos(items[0])
        ui.blind_sizes[e.seat] = max(0, ui.blind_sizes[e.seat] - 1)
        ui._fly(card_face(e.card, ui.hold_rect.w, ui.hold_rect.h), start, ui.hold_rect.topleft, 0.45, arc=30)
        snd("draw")
        return 0.6
    if isinstance(e, ev.SecretChoiceOpened):
        ui.answered = set()
        return 0.2
    if isinstance(e, ev.Answered):
        ui.answered.add(e.seat)
        ui._say(e.seat, "xt.fx.answered", theme.ACCENT, 26, 0.8)
        return 0.2
    if isinstance(e, ev.Traded):
        a, b = ui._seat_point(e.a), ui._seat_point(e.b)
        for k in range(2):
            ui._fly(back, a, b, 0.55, delay=0.06 * k, arc=50)
            ui._fly(back, b, a, 0.55, delay=0.06 * k, arc=-50)
        snd("deal")
        return 0.7
    if isinstance(e, ev.Gave):
        img = card_face(e.card, *small) if e.card is not None else back
        ui._fly(img, ui._seat_point(e.giver), ui._seat_point(e.receiver), 0.5, arc=40)
        snd("deal")
        return 0.6
    if isinstance(e, ev.BegResolved):
        for k, (g, given) in enumerate(zip(e.givers, e.cards)):
            img = card_face(given, *small) if given is not None else back
            ui._fly(img, ui._seat_point(g), ui._seat_point(e.beggar), 0.5, delay=0.08 * k, arc=40)
        for s in e.refusers:
            ui._say(s, "xt.fx.refused", theme.MUTED)
        for s in e.givers:
            ui._say(s, "xt.fx.gave", theme.ACCENT)
        snd("deal")
        return 0.9
    if isinstance(e, ev.DuelStarted):
        ui.fx.add(Arrow(ui._seat_mid(e.initiator), 1.2, end=ui._seat_mid(e.target),
                          color=ROLE_COLORS[Role.ATTACK], label=lambda: t("xt.fx.duel")))
        snd("chip")
        return 0.7
    if isinstance(e, ev.DuelDiscarded):
        if e.card is not None:
            if not e.blind:
                ui._remove_own(e.seat, e.card)
            else:
                ui.blind_sizes[e.seat] = max(0, ui.blind_sizes[e.seat] - 1)
            card = e.card

            def land_d(card: Card = card) -> None:
                ui.discard.append(card)

            ui._fly(card_face(card, *small), ui._seat_point(e.seat), ui.discard_rect.topleft, 0.35,
                      done=land_d, arc=20)
            snd("play")
        return 0.4
    if isinstance(e, ev.DuelEnded):
        ui._meter_words("xt.fx.duel_over", theme.GOLD)
        return 0.4
    if isinstance(e, ev.Defused):
        ui._remove_own(e.seat, e.card)
        card = e.card

        def land_c(card: Card = card) -> None:
            ui.discard.append(card)

        ui._fly(card_face(card, *small), ui._seat_point(e.seat), ui.hold_rect.topleft, 0.4, arc=30)
        ui._fly(card_face(card, *small), ui.hold_rect.topleft, ui.discard_rect.topleft, 0.3, delay=0.55,
                  done=land_c)
        ui.fx.add(Shield(ui.hold_rect.center, 1.1, size=int(ui.hold_rect.h * 0.8), color=(90, 170, 255)))
        ui._words((ui.hold_rect.centerx, ui.hold_rect.bottom + 16), "xt.fx.defused", (140, 200, 255), 38, 1.3)
        snd("chip")
        return 1.0
    if isinstance(e, ev.BlindPicked):
        ui._fly(card_face(e.card, *small), ui._seat_point(e.seat), (ui.hold_rect.right + 10, ui.hold_rect.y),
                  0.5, arc=30)
        if not e.saved:
            ui._words((ui.hold_rect.centerx, ui.hold_rect.bottom + 16), "xt.fx.not_warden", DANGER, 30, 1.2)
        return 0.8
    if isinstance(e, ev.PutBackDone):
        target = ui.deck_rect.topleft
        if e.position is not None and e.deck_size > 1:
            frac = e.position / max(1, e.deck_size - 1)
            target = ui.deck_rect.move(0, int(-8 + 16 * frac)).topleft
        ui.holding = None
        ui._fly(card_face(TONGXING, *small) if e.position is not None else back, ui.hold_rect.topleft, target,
                  0.45, arc=30)
        ui.deck_size = e.deck_size
        snd("deal")
        return 0.5
    if isinstance(e, ev.Exploded):
        ui.holding = None
        ui.fx.add(Explosion(ui.hold_rect.center, 1.1, size=int(ui.hold_rect.h * 1.1)))
        ui.fx.add(Explosion(ui._seat_mid(e.seat), 1.3, size=int(ui.ch * 0.9)))
        ui._words(ui._seat_mid(e.seat), "xt.fx.boom", (255, 200, 90), 44, 1.5)
        snd("eliminate")
        return 1.3
    if isinstance(e, ev.Eliminated):
        ui.alive[e.seat] = False
        ui.out_flash[e.seat] = 1.4
        pos = ui._seat_point(e.seat)
        for k, card in enumerate(e.discarded[:8]):
            ui._fly(card_face(card, *small), pos, ui.discard_rect.topleft, 0.4, delay=0.05 * k)
        ui.sizes[e.seat] = 0
        ui.blind_sizes[e.seat] = 0
        ui.sealed_sizes[e.seat] = 0
        if e.seat == ui.me:
            ui.hand = []
            ui.items = []
            ui._layout_hand()
        return 0.7
    if isinstance(e, ev.Discarded):
        ui._remove_own(e.seat, e.card)
        ui._fly(card_face(e.card, *small), ui._seat_point(e.seat), ui.discard_rect.topleft, 0.3)
        snd("play")
        return 0.3
    if isinstance(e, ev.Revived):
        ui.alive[e.seat] = True
        ui._words(ui._seat_mid(e.seat), "xt.fx.revived", ROLE_COLORS[Role.WILD], 36, 1.3)
        snd("win")
        return 0.8
    if isinstance(e, ev.GameEnded):  # the dial's final state at once: no draws due, nobody's turn
        ui.end_shown = True
        ui.meter.set(0, instant=True)
        ui.meter.pulse = 0.0
        ui.extra, ui.skip, ui.bottom = 0, 0, False
        return 0.5
    return 0.0
