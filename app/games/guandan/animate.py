"""Guandan events → animation (a mixin of the table UI): cards flying to the table, tribute cards
shown in the tribute panel on their way, bubbles (不出, 报牌, 已选), banners (new hand, 抗贡, 接风, bombs,
places) and the end-of-hand summary with the level rise counted up, then the match end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.games.guandan.table_state import TableBase
from app.games.guandan.text import card_name, combo_name, level_name, narrate, team_short
from app.i18n import join_names, t
from app.ui import theme
from app.ui.cardart import card_back
from engine.cards import Card
from engine.core import Event
from engine.games.guandan import ComboType, Pass, Phase
from engine.games.guandan.state import (
    AFailed, CardsAnnounced, Dealt, HandEnded, HandStarted, LeadTaken, MatchEnded, Passed, Played,
    ReturnPaid, TrickWon, TributeChosen, TributeDue, TributePaid, TributeResisted, WentOut, team_of,
)

HAND_BANNER = 1.2  # seconds of the "Hand 4" banner, before the deal
TRIBUTE_BANNER = 2.0  # seconds of the "Tribute" banner saying who pays whom and why
DEAL_CARDS = 6  # backs flown to each seat
DEAL_FLIGHT = 0.3
BOMB_COLORS = {ComboType.BOMB: (255, 150, 80), ComboType.STRAIGHT_FLUSH: (120, 200, 255),
               ComboType.JOKER_BOMB: (255, 90, 90)}


class Animations(TableBase):
    """Turns each event into motion and text; keeps the displayed table in step with the events."""

    def update_animations(self, dt: float, real_dt: float = 0.0) -> None:
        """Age what is shown by ``dt`` seconds of animation (``real_dt`` real seconds have gone)."""
        for seat in list(self.bubbles):
            text, left, color = self.bubbles[seat]
            left -= dt
            if left <= 0:
                del self.bubbles[seat]
            else:
                self.bubbles[seat] = (text, left, color)
        if self.banner is not None:
            self.banner["age"] += dt
            if self.banner["age"] >= self.banner["time"]:
                self.banner = None
        if self.summary is not None:
            self.summary["age"] += dt
            self.summary["real"] += real_dt
            if self.summary["age"] >= self.summary["time"]:
                self.summary = None
        for f in self.flashes:
            f["age"] += dt
        self.flashes = [f for f in self.flashes if f["age"] < f["time"]]
        self.level_pulse = [max(0.0, p - dt) for p in self.level_pulse]

    # ---- helpers ------------------------------------------------------------------------

    def _take_from_hand(self, cards: tuple[Card, ...]) -> list[tuple[int, int]]:
        """Remove the played or given cards from the viewer's hand; where each one was."""
        pos = self.model.positions_of(cards)
        if pos is None:
            return []
        launch = self.launch_from
        self.launch_from = None
        order = sorted(pos)
        starts = [self.fan.pos(i, i in self.model.selected) if i < len(self.fan.rects) else self.seat_point(self.table.viewer)
                  for i in order]
        if launch and len(launch) == len(starts):
            starts = list(launch)
        # the cards at those positions (in order) match the play's cards as a multiset
        keep = [c for i, c in enumerate(self.model.cards) if i not in pos]
        self.model.selected = set(order)  # let set_hand drop exactly these copies
        self.model.set_hand(keep, self.model.level)
        self.model.selected = set()
        self.relayout_hand()
        return starts

    def _give_to_hand(self, card: Card) -> None:
        self.model.set_hand(list(self.model.cards) + [card], self.model.level)
        self.reveal = max(self.reveal, len(self.model.cards))
        self.relayout_hand()

    # ---- events -------------------------------------------------------------------------
    def narrate(self, event: Event) -> str | None:
        if isinstance(event, HandStarted):
            self.log_level = event.level  # the log is told in order: the level of the plays that follow
        if isinstance(event, HandEnded):
            self.log_places = tuple(event.places)  # (why the next hand's tribute is due)
        level = self.log_level if self.log_level is not None else self.level
        return narrate(event, self.table.name, self.home_team(), level, self.log_places)

    def retell(self, earlier: Sequence[Event]) -> None:
        """A retelling tracks the level and the places from the events before its first line, not
        from where the telling before it ended (a later hand's)."""
        self.log_level, self.log_places = None, ()
        for event in earlier:
            if isinstance(event, HandStarted):
                self.log_level = event.level
            elif isinstance(event, HandEnded):
                self.log_places = tuple(event.places)

    def begin(self, event: Event) -> float:
        tb = self.table
        me = tb.viewer
        sound = tb.app.sound.play
        self._legal = None
        self.last_begun = event
        if isinstance(event, HandStarted):
            self.summary = None  # the last hand's: it outlasts the pause before the deal, and its title
            # ("Hand 1 over") would then read "Hand 2 over" under the new hand's banner
            self.shown.clear()
            self.queued_keys = []  # H or Enter pressed as the last hand ended was for that hand, not this one
            self.standing = None
            self.gifts_to.clear()
            self.paid.clear()
            self.tribute_seats = ((), ())
            self.picked = None
            self.given_back.clear()
            self.returned.clear()
            self.to_panel.clear()
            self.places.clear()
            self.announced = [None] * 4
            self.sizes = [27, 27, 27, 27]
            self.played = []
            self.level = event.level
            self.level_team = event.level_team
            self.hand_no = event.hand_no
            self.extra = event.extra
            self.phase = Phase.PLAY
            # nobody's turn until tribute is due or a lead is taken (the last hand's turn showed a
            # payer "thinking" under the "Tribute resisted … first place leads" banner)
            self.turn = None
            self.deciding = ()
            for team in (0, 1):
                self.levels[team].set(event.levels[team], instant=True)
            self.model.clear()
            self.forget_received()
            self.model.level = event.level
            self.relayout_hand()
            self.show_banner(lambda: t("gd.banner.extra_hand") if event.extra else t("gd.banner.hand", n=event.hand_no),
                             lambda: self.hand_levels_line(event), HAND_BANNER)
            sound("shuffle")
            return HAND_BANNER  # then the deal: its cards fly out of the middle, through the banner's place
        if isinstance(event, Dealt):
            g = self.geo
            back = card_back(g.bw, g.bh)
            if self.rel(event.seat) == 0:
                end = self.seat_point(event.seat, g.bw, g.bh)
            else:  # onto the seat's row of backs, not across its name
                end = self.backs_point(event.seat, g.bw)
            for k in range(DEAL_CARDS):
                tb.fly(back, (g.center[0] - g.bw // 2, g.center[1] - g.bh // 2), end, DEAL_FLIGHT, delay=0.04 * k)
            self.sizes[event.seat] = event.n
            if event.seat == me and event.cards is not None:
                self.model.set_hand(event.cards, self.level)
                self.reveal = 0.0
                self.relayout_hand()
            sound("deal")
            if event.seat == 3:  # the last seat: what follows (a tribute banner) waits for the cards to land
                return DEAL_FLIGHT + 0.04 * (DEAL_CARDS - 1)
            return 0.12
        if isinstance(event, TributeDue):
            self.phase = Phase.TRIBUTE
            self.deciding = tuple(event.payers)
            self.tribute_seats = (tuple(event.payers), tuple(event.receivers))
            self.show_banner(lambda: t("gd.banner.tribute"), lambda: self.tribute_due_line(event), TRIBUTE_BANNER)
            if not tb.replay and any(tb.is_human(s) for s in event.payers):
                # a person pays: their turn (the tribute panel, which the banner stands over) comes as
                # the banner goes; it came after 0.9 s, the panel held back for a second under it
                return TRIBUTE_BANNER
            return 0.9  # computer seats choose (their "chosen" bubbles) under the banner
        if isinstance(event, TributeResisted):
            jokers = sum(event.big_jokers)
            self.show_banner(lambda: t("gd.banner.resisted"),
                             lambda: t("gd.banner.resisted_sub", n=jokers,
                                       payers=t("list.sep").join(tb.name(s) for s in event.payers)),
                             2.4, color=(255, 120, 100), big=True)
            sound("chip")
            return 1.6
        if isinstance(event, TributeChosen):
            self.deciding = tuple(s for s in self.deciding if s != event.seat)
            self.bubble(event.seat, lambda: t("gd.bubble.chosen"), 1.4)
            return 0.2
        if isinstance(event, (TributePaid, ReturnPaid)):
            return self._begin_gift(event)
        if isinstance(event, LeadTaken):
            self.phase = Phase.PLAY
            self.deciding = (event.seat,)
            self.turn = event.seat
            self.bubble(event.seat, lambda: t("gd.bubble.leads"), 1.6, theme.ACCENT)
            return 0.4
        if isinstance(event, Played):
            return self._begin_play(event)
        if isinstance(event, Passed):
            self.shown[event.seat] = (Pass(), False)
            self.turn = (event.seat + 1) % 4
            return 0.25
        if isinstance(event, CardsAnnounced):
            self.announced[event.seat] = event.n
            self.sizes[event.seat] = event.n
            self.bubble(event.seat, lambda: t("gd.bubble.left", n=event.n), 2.0, (255, 130, 110))
            if event.n <= 2:
                sound("chip")
            return 0.2
        if isinstance(event, TrickWon):
            for seat, (action, _stale) in list(self.shown.items()):
                self.shown[seat] = (action, True)
            self.standing = event.seat
            self.turn = event.leader
            if event.jiefeng:
                self.bubble(event.leader, lambda: t("gd.bubble.jiefeng"), 2.0, theme.ACCENT)
                self.show_banner(lambda: t("gd.banner.jiefeng"),
                                 lambda: t("gd.banner.jiefeng_sub", name=tb.name(event.leader)), 1.4)
                return 0.8
            return 0.35
        if isinstance(event, WentOut):
            self.places[event.seat] = event.place
            self.announced[event.seat] = 0
            self.bubbles.pop(event.seat, None)  # a call of the cards left speaks of a hand it no longer has
            self.sizes[event.seat] = 0
            self.show_banner(lambda: t("gd.banner.out", name=tb.name(event.seat), place=t(f"gd.place.{event.place}")),
                             "", 1.3, color=theme.ACCENT)
            sound("win" if event.place == 1 else "chip")
            return 0.7
        if isinstance(event, HandEnded):
            for s, p in enumerate(event.places):
                self.places[s] = p
            self.last_places = tuple(event.places)
            # as long as its texts take to read (the next hand's banner would end it sooner: the table
            # waits as long); a click, Space or Enter puts it away (GuandanUI.dismiss_summary)
            seconds = self.summary_seconds(event)
            self.summary = {"event": event, "age": 0.0, "time": seconds, "real": 0.0}
            self.banner = None  # the last place's banner would cover the summary's rows
            for team in (0, 1):
                # straight to the new level (a pulse marks it): a count-up showed levels nobody has
                self.levels[team].set(event.levels[team], instant=True)
                if event.levels[team] != event.levels_before[team]:
                    self.level_pulse[team] = 2.0
            sound("win")
            return seconds
        if isinstance(event, AFailed):
            self.show_banner(lambda: t("gd.banner.a_dropped") if event.dropped
                             else t("gd.banner.a_failed", n=event.failures),
                             lambda: self.team_word(event.team), 1.6, color=(255, 130, 110))
            return 1.0
        if isinstance(event, MatchEnded):
            self.end_reason = event.reason
            self.summary = None
            lost = self.match_title(event)[1]
            self.show_banner(lambda: self.match_title(event)[0], lambda: self.final_levels(event),
                             4.0, color=(255, 130, 110) if lost else theme.GOLD, big=True)
            if not lost:
                self.flashes.append({"kind": "confetti", "age": 0.0, "time": 3.5})
            sound("chip" if lost else "win")
            return 2.5
        return 0.0

    def hand_levels_line(self, event: HandStarted) -> str:
        """The level played this hand and whose it is, under the "Hand 4" banner."""
        if event.level_team is None:
            return t("gd.banner.both_at", level=level_name(event.level))
        return t("gd.banner.level_of", level=level_name(event.level), team=self.team_word(event.level_team))

    def tribute_due_line(self, event: TributeDue) -> str:
        """Who pays whom and why, under the "Tribute" banner: a single payer with the place it came
        in the hand before ("B3 (Last) pays B2 (1st)"), a double tribute as the team that came 3rd
        and last; the payer's place left out where the table never saw that hand end."""
        tb = self.table
        payers = t("list.sep").join(tb.name(s) for s in event.payers)
        if len(event.payers) == 2:
            return t("gd.banner.tribute_double", payers=payers)
        receiver = tb.name(event.receivers[0])
        places = self.last_places or (self.view.prev_places if self.view is not None else ())
        if len(places) != 4:
            return t("gd.banner.tribute_single", payers=payers, receiver=receiver)
        return t("gd.banner.tribute_single_place", payer=payers, receiver=receiver,
                 place=t(f"gd.place.{places[event.payers[0]]}"), first=t("gd.place.1"))

    def match_title(self, event: MatchEnded) -> tuple[str, bool]:
        """The match banner's title, said to the people at the table when they all sit on one team
        (the screen is theirs whichever of them holds it), else naming the winners (a demo, or
        people on both teams); and whether the people lost (no confetti for the other team)."""
        tb = self.table
        teams = {team_of(s) for s in range(4) if tb.is_human(s)}
        if len(teams) != 1:
            return t("gd.banner.match_names", names=join_names([tb.name(s) for s in event.winners])), False
        if event.team in teams:
            return t("gd.banner.match_won"), False
        return t("gd.banner.match_lost"), True

    def final_levels(self, event: MatchEnded) -> str:
        """Both teams' final levels, the people's team first (else the winners'): the winners'
        level alone read as the loser's own."""
        home = self.home_team()
        first = home if home is not None else event.team
        levels = [team_short(team, home, self.table.name) + " " + level_name(event.levels[team])
                  for team in (first, 1 - first)]
        return t("gd.banner.match_sub", levels="  ·  ".join(levels))

    def _begin_play(self, event: Played) -> float:
        tb = self.table
        play = event.play
        seat = event.seat
        for s, (_a, stale) in list(self.shown.items()):
            if stale:
                del self.shown[s]
        self.shown.pop(seat, None)
        self.standing = seat
        n = len(play.cards)
        left = self.announced[seat]
        if left is not None and left <= n:
            self.bubbles.pop(seat, None)  # its last cards: "1 left!" would outlast them, the seat is out
        targets = self.play_positions(seat, n)
        if seat == tb.viewer and play.cards:
            starts = self._take_from_hand(play.cards)
        else:
            starts = []
        g = self.geo
        if len(starts) != n:
            p = self.seat_point(seat, g.pw, g.ph)
            starts = [p] * n
        self.hiding[seat] = n

        def landed(seat: int = seat, play: Any = play) -> None:
            self.hiding.pop(seat, None)
            self.shown[seat] = (play, False)

        ordered = self.play_order(play.cards, play)
        for k, card in enumerate(ordered):
            tb.fly(self.face(card, g.pw, g.ph), starts[min(k, len(starts) - 1)], targets[k], 0.28, delay=0.015 * k,
                   on_done=landed if k == n - 1 else None, arc=20)
        self.sizes[seat] = max(0, self.sizes[seat] - n)
        self.played.extend(play.cards)
        self.turn = (seat + 1) % 4
        if play.combo.is_bomb:
            zone = self.zone_rect(seat, n)
            self.flashes.append({"kind": "bomb", "text": lambda: t("gd.combo.callout", name=combo_name(play.combo)),
                                 "center": zone.center, "seat": seat, "n": n,
                                 "color": BOMB_COLORS.get(play.combo, theme.GOLD), "age": 0.0, "time": 1.3})
            tb.app.sound.play("eliminate")
            return 0.6
        tb.app.sound.play("play")
        return 0.32

    def _begin_gift(self, event: TributePaid | ReturnPaid) -> float:
        tb = self.table
        g = self.geo
        me = tb.viewer
        card = event.card
        tribute = isinstance(event, TributePaid)
        if tribute:  # its place in the tribute panel, where it is shown on its way
            self.paid[event.giver] = (event.receiver, card)
            stop = self.tribute_slot(list(self.paid).index(event.giver))
            w, h = stop.size
        else:
            w, h = int(g.cw * 1.1), int(g.ch * 1.1)
        image = self.face(card, w, h) if card is not None else card_back(w, h)
        start = self.seat_point(event.giver, w, h)
        if event.giver == me and card is not None:
            starts = self._take_from_hand((card,))
            if starts:
                start = starts[0]
        self.banner = None  # the card is shown in the tribute panel on its way
        end = self.seat_point(event.receiver, w, h)

        def shown(giver: int = event.giver, card: Card | None = card) -> None:
            self.to_panel.discard(giver)  # the panel draws it in its place from now
            # the payer's bubble once its card is away: it came up as the card left, under the card
            self.bubble(giver, lambda: t("gd.bubble.tribute", card=self.card_label(card)), 2.2, theme.GOLD)

        if tribute:  # to its place in the panel (which keeps it), a moment there, then on to the receiver
            self.to_panel.add(event.giver)
            tb.fly(image, start, stop.topleft, 0.4, arc=30, on_done=shown)

        def arrive(card: Card | None = card, receiver: int = event.receiver, giver: int = event.giver) -> None:
            if not tribute:  # the giver's word once its card is away (as it left, the card covered it)
                self.bubble(giver, lambda: t("gd.bubble.returned"), 1.8)
            if self.gifts_to.get(receiver, 0) > 1:
                self.gifts_to[receiver] -= 1
            else:
                self.gifts_to.pop(receiver, None)
            if receiver == me and card is not None:
                self._give_to_hand(card)
                self.mark_received(card)  # only the viewer's own: another seat's card stays unmarked

        self.gifts_to[event.receiver] = self.gifts_to.get(event.receiver, 0) + 1
        if tribute:
            tb.fly(image, stop.topleft, end, 0.4, delay=0.85, on_done=arrive, arc=30)
        else:  # a card given back goes straight to its receiver (from the moment it leaves the hand), not
            tb.fly(image, start, end, 0.85, on_done=arrive, arc=30)  # to rest over the panel's words
        self.sizes[event.giver] -= 1
        self.sizes[event.receiver] += 1
        if tribute:
            if self.phase is not Phase.RETURN:
                self.deciding = ()
            self.phase = Phase.RETURN
            self.deciding = tuple(dict.fromkeys(self.deciding + (event.receiver,)))
        else:
            self.given_back.add(event.giver)
            self.returned[event.giver] = card
            # the cards given back come once every receiver has chosen (the last to choose has no
            # TributeChosen of its own): nobody is waited for from the first one shown
            self.deciding = ()
        tb.app.sound.play("draw")
        return 1.3

    def card_label(self, card: Card | None) -> str:
        return card_name(card)
