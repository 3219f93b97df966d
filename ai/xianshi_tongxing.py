"""A heuristic seat for 现世通行 Xianshi Tongxing.

It remembers what it has seen (cards peeked with 预知/言灵, its own and public put-back positions,
cards handed to it, every 城管 spent in public) and keeps the deck size in step with the events, so
it can price the next draws: the chance of a 通行 at each position it will draw. It avoids a risky
draw phase with 攻击 (aimed at the seat least likely to hold a 城管, after 强欲 when that seat looks
defenceless), 逆转 and 路过; escapes a known 通行 on top with 抽底, 重连 or 言灵; hides a defused 通行
where the next seat draws it; keeps 城管 and 裁判 for when they matter; answers 裁判 windows only
when the card would hurt; refuses 乞讨 and hands over its least useful cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action
from engine.games.xianshi_tongxing.actions import (
    Cancel, Decline, Defuse, DuelStop, EndPlay, FlipBlind, Place, Play, PutBack, Refuse, TradeCards,
)
from engine.games.xianshi_tongxing.cards import Card, Kind
from engine.games.xianshi_tongxing.events import (
    BegResolved, CardPlayed, DeckBuilt, Defused, Discarded, Drew, DuelDiscarded, Gave, Peeked, PutBackDone,
    Shuffled, Traded, YanlingMoved, YanlingUndone, Eliminated, Revived,
)
from engine.games.xianshi_tongxing.state import Context, Phase, XView
from engine.rng import Rng

# How much a card is worth keeping (higher = keep).
VALUE: dict[Kind, float] = {
    Kind.CHENGGUAN: 100, Kind.CHUNCUI: 80, Kind.CAIPAN: 60, Kind.GONGJI: 50, Kind.NIZHUAN: 45,
    Kind.LUGUO: 40, Kind.CHOUDI: 30, Kind.YANLING: 32, Kind.CHONGLIAN: 28, Kind.YUZHI: 26,
    Kind.FENGYIN: 24, Kind.MENGYAN: 24, Kind.QIANGYU: 20, Kind.JIAOZHU: 18, Kind.QITAO: 18,
    Kind.DANTIAO: 12, Kind.JIAOYI: 10, Kind.TONGXING: 0,
}


def value(card: Card, revive_mode: bool = False) -> float:
    if card.kind is Kind.CHUNCUI and revive_mode:
        return 5.0
    return VALUE[card.kind] + card.bonus


@dataclass
class _Seen:
    """What this seat knows about the deck: known cards by position from the top."""

    size: int = 0
    known: dict[int, Card] | None = None
    suspect_top: bool = False  # someone else just hid a 通行 where we cannot see

    def reset(self) -> None:
        self.known = {}
        self.suspect_top = False


class HeuristicXianshi:
    """Card-counting heuristic seat."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed * 2654435761 + seat)
        self.deck = _Seen(0, {})
        self.cg_lost: dict[int, int] = {}
        self.unknown_in: dict[int, int] = {}

    # ---- memory --------------------------------------------------------------------------
    def _known(self) -> dict[int, Card]:
        if self.deck.known is None:
            self.deck.known = {}
        return self.deck.known

    def _insert(self, pos: int, card: Card | None) -> None:
        known = self._known()
        shifted = {(k + 1 if k >= pos else k): c for k, c in known.items()}
        if card is not None:
            shifted[pos] = card
        self.deck.known = shifted
        self.deck.size += 1

    def _remove(self, pos: int) -> Card | None:
        known = self._known()
        got = known.pop(pos, None)
        self.deck.known = {(k - 1 if k > pos else k): c for k, c in known.items()}
        self.deck.size = max(0, self.deck.size - 1)
        return got

    def observe(self, event: object) -> None:
        me = self.seat
        if isinstance(event, DeckBuilt):
            self.deck = _Seen(event.size, {})
        elif isinstance(event, Drew):
            if event.bottom:
                self._remove(self.deck.size - 1)
            else:
                self._remove(0)
                self.deck.suspect_top = False
            if event.seat != me and (event.card is None or event.card.kind is not Kind.TONGXING):
                self.unknown_in[event.seat] = self.unknown_in.get(event.seat, 0) + 1
        elif isinstance(event, Peeked):
            if event.seat == me and event.card is not None:
                self._known()[event.position] = event.card
        elif isinstance(event, YanlingMoved):
            card = self._known().pop(event.source, None)
            self.deck.size -= 1
            self.deck.known = {(k - 1 if k > event.source else k): c for k, c in self._known().items()}
            self._insert(event.dest, card)
        elif isinstance(event, YanlingUndone):
            card = self._known().pop(event.dest, None)
            self.deck.size -= 1
            self.deck.known = {(k - 1 if k > event.dest else k): c for k, c in self._known().items()}
            self._insert(event.source, card)
        elif isinstance(event, PutBackDone):
            if event.position is not None:
                self._insert(event.position, Card.TONGXING)
                self.deck.size = event.deck_size
            else:
                self.deck.known = {}
                self.deck.size = event.deck_size
                self.deck.suspect_top = True
        elif isinstance(event, Shuffled):
            self.deck.size = event.size
            self.deck.reset()
        elif isinstance(event, Defused):
            if event.card.kind is Kind.CHENGGUAN:
                self.cg_lost[event.seat] = self.cg_lost.get(event.seat, 0) + 1
        elif isinstance(event, CardPlayed):
            if event.card.kind is Kind.CHENGGUAN:
                self.cg_lost[event.seat] = self.cg_lost.get(event.seat, 0) + 1
        elif isinstance(event, (Discarded, DuelDiscarded)):
            if event.card is not None and event.card.kind is Kind.CHENGGUAN:
                self.cg_lost[event.seat] = self.cg_lost.get(event.seat, 0) + 1
        elif isinstance(event, Gave):
            self.unknown_in[event.receiver] = self.unknown_in.get(event.receiver, 0) + 1
            if event.giver != me and event.card is not None and event.card.kind is Kind.CHENGGUAN:
                self.cg_lost[event.giver] = self.cg_lost.get(event.giver, 0) + 1
        elif isinstance(event, Traded):
            for s in (event.a, event.b):
                self.unknown_in[s] = self.unknown_in.get(s, 0) + 2
        elif isinstance(event, BegResolved):
            self.unknown_in[event.beggar] = self.unknown_in.get(event.beggar, 0) + len(event.givers)
        elif isinstance(event, (Eliminated, Revived)):
            self.cg_lost.pop(event.seat, None)
            self.unknown_in.pop(event.seat, None)

    # ---- estimates -------------------------------------------------------------------------
    @staticmethod
    def _tongxing_in_deck(v: XView) -> int:
        out = 4 - sum(1 for c in v.removed if c is Card.TONGXING) - sum(1 for c in v.discard if c is Card.TONGXING)
        if v.holding is not None:
            out -= 1
        return max(0, out)

    def _sync(self, v: XView) -> None:
        if self.deck.size != v.deck_size or self.deck.known is None:
            self.deck = _Seen(v.deck_size, {})
        known = self._known()
        for k in [k for k in known if k >= v.deck_size]:
            del known[k]

    def _p_unknown(self, v: XView) -> float:
        known = self._known()
        tx = self._tongxing_in_deck(v) - sum(1 for c in known.values() if c is Card.TONGXING)
        rest = v.deck_size - len(known)
        if rest <= 0:
            return 0.0
        return max(0.0, min(1.0, tx / rest))

    def _p_at(self, v: XView, pos: int) -> float:
        known = self._known()
        if pos in known:
            return 1.0 if known[pos] is Card.TONGXING else 0.0
        p = self._p_unknown(v)
        if pos == 0 and self.deck.suspect_top:
            p = max(p, 0.35)
        return p

    def _risk(self, v: XView, draws: int, bottom: bool) -> float:
        """Chance of at least one 通行 in the next ``draws`` draws."""
        n = v.deck_size
        safe = 1.0
        for i in range(min(draws, n)):
            pos = n - 1 - i if bottom else i
            safe *= 1.0 - self._p_at(v, pos)
        return 1.0 - safe

    def _cg_fraction(self, v: XView) -> float:
        total = 6 if not v.rules.tuding else 0
        total += 0 if not v.rules.tuding else sum(1 for _ in range(v.players))
        seen = sum(1 for c in v.discard if c is Card.CHENGGUAN) + sum(1 for c in v.removed if c is Card.CHENGGUAN)
        seen += sum(1 for c in v.hand if c is Card.CHENGGUAN) + sum(1 for c in v.my_sealed if c is Card.CHENGGUAN)
        alive_others = [s for s in range(v.players) if s != self.seat and v.alive[s]]
        base = sum(1 for s in alive_others if self.cg_lost.get(s, 0) == 0)
        unseen_cards = v.deck_size + sum(v.hand_sizes[s] + v.sealed_sizes[s] + v.blind_sizes[s] for s in alive_others)
        free = max(0, total - seen - base)
        return free / unseen_cards if unseen_cards > 0 else 0.0

    def _p_defenceless(self, v: XView, s: int) -> float:
        """Chance that seat ``s`` has no usable 城管."""
        f = self._cg_fraction(v)
        base = 1.0 if self.cg_lost.get(s, 0) == 0 else 0.0
        unknown = min(v.hand_sizes[s] + v.blind_sizes[s], self.unknown_in.get(s, 0))
        p_none = (1.0 - 0.85 * base) * (1.0 - f) ** unknown
        if v.blind_sizes[s] > 0:
            p_none = 1.0 - (1.0 - p_none) * 0.4
        if v.sealed_sizes[s] > 0:
            p_none = 1.0 - (1.0 - p_none) * 0.7
        return p_none

    # ---- helpers -----------------------------------------------------------------------------
    def _my_draws(self, v: XView) -> int:
        return max(0, 1 + v.extra - v.skip)

    def _defences(self, v: XView) -> int:
        n = sum(1 for c in v.hand if c is Card.CHENGGUAN)
        if v.rules.wild:
            n += sum(1 for c in v.hand if c is Card.CHUNCUI)
        return n

    def _victim(self, v: XView, candidates: list[int]) -> int:
        def score(s: int) -> tuple[float, int]:
            return (self._p_defenceless(v, s), -v.hand_sizes[s])
        return max(candidates, key=score)

    # ---- choosing ----------------------------------------------------------------------------
    def choose(self, view: object, legal: tuple[Action, ...]) -> Action:
        v = view
        assert isinstance(v, XView)
        self._sync(v)
        if len(legal) == 1:
            return legal[0]
        p = v.phase
        if p is Phase.PLAY:
            return self._play_phase(v, legal)
        if p is Phase.BLIND:
            return self._blind(v, legal)
        if p is Phase.YANLING:
            return self._place(v, legal)
        if p is Phase.REACTION:
            return self._react(v, legal)
        if p in (Phase.TRIBUTE, Phase.DUEL, Phase.DISCARD):
            return self._throw(v, legal)
        if p is Phase.BEG:
            return next(a for a in legal if isinstance(a, Refuse))
        if p is Phase.TRADE:
            return self._trade(v, legal)
        if p is Phase.DEFUSE:
            pref = [a for a in legal if isinstance(a, Defuse) and a.card is Card.CHENGGUAN]
            return pref[0] if pref else legal[0]
        if p is Phase.NIGHTMARE:
            return self.rng.choice(legal)
        if p is Phase.PUTBACK:
            return self._put_back(v, legal)
        return legal[0]

    def _plays(self, legal: tuple[Action, ...], kind: Kind) -> list[Play]:
        return [a for a in legal if isinstance(a, Play) and a.card.kind is kind and a.face is None]

    def _play_phase(self, v: XView, legal: tuple[Action, ...]) -> Action:
        me = self.seat
        draws = self._my_draws(v)
        bottom = v.bottom
        defences = self._defences(v)
        others = [s for s in range(v.players) if s != me and v.alive[s]]
        known = self._known()
        top_known = (v.deck_size - 1 if bottom else 0) in known
        risk = self._risk(v, draws, bottom)
        threshold = 0.30 if defences else 0.10
        if v.deck_size <= 8 and defences == 0:
            threshold = 0.05

        # Look before leaping.
        if draws > 0 and not bottom and not top_known and risk > 0.08:
            peek = self._plays(legal, Kind.YUZHI)
            if peek:
                return peek[0]
        # Take free cards.
        beg = self._plays(legal, Kind.QITAO)
        if beg:
            return beg[0]
        tribute = self._plays(legal, Kind.JIAOZHU)
        if tribute:
            return max(tribute, key=lambda a: (v.hand_sizes[a.target or 0] + v.blind_sizes[a.target or 0],
                                               -(a.target or 0)))

        if draws > 0 and risk > threshold:
            # Pass the draws on.
            attacks = self._plays(legal, Kind.GONGJI)
            if attacks:
                victim = self._victim(v, others)
                greed = self._plays(legal, Kind.QIANGYU)
                if greed and self._p_defenceless(v, victim) > 0.5 and v.extra < 6:
                    return greed[0]
                seal = self._plays(legal, Kind.FENGYIN)
                if seal and self._p_defenceless(v, victim) < 0.5:
                    aimed = [a for a in seal if a.target == victim]
                    if aimed:
                        return aimed[0]
                mine = [a for a in attacks if a.target == victim]
                return max(mine, key=lambda a: a.card.bonus)
            rev = self._plays(legal, Kind.NIZHUAN)
            if rev and draws <= 2:
                return rev[0]
            # A known 通行 on top: dodge it.
            if top_known and known.get(v.deck_size - 1 if bottom else 0) is Card.TONGXING:
                bot = [a for a in self._plays(legal, Kind.CHOUDI) if a.target is None]
                if bot and not bottom and self._p_at(v, v.deck_size - 1) < 0.5:
                    return bot[0]
                look = [a for a in self._plays(legal, Kind.YANLING) if a.position == (v.deck_size - 1 if bottom else 0)]
                if look:
                    return look[0]
                shuffle = self._plays(legal, Kind.CHONGLIAN)
                if shuffle:
                    return shuffle[0]
            if rev:
                return rev[0]
            skip = self._plays(legal, Kind.LUGUO)
            if skip:
                return skip[0]
            if not top_known and not bottom:
                look = [a for a in self._plays(legal, Kind.YANLING) if a.position == 0]
                if look:
                    return look[0]
            if top_known and known.get(0) is Card.TONGXING and not bottom:
                shuffle = self._plays(legal, Kind.CHONGLIAN)
                if shuffle:
                    return shuffle[0]
            # Under 梦魇: gamble on a face-down card (most of them help more than they cost).
            flips = [a for a in legal if isinstance(a, FlipBlind)]
            if len(flips) >= 2:
                return self.rng.choice(flips)
        # Weaken the seat that plays next before it draws.
        nxt = self._next_seat(v)
        if nxt is not None:
            for kind in (Kind.MENGYAN, Kind.FENGYIN):
                aimed = [a for a in self._plays(legal, kind) if a.target == nxt]
                if aimed and self._p_defenceless(v, nxt) < 0.6:
                    return aimed[0]
        trade = self._plays(legal, Kind.JIAOYI)
        if trade and len(v.hand) >= 4 and self._junk(v) >= 2:
            return max(trade, key=lambda a: v.hand_sizes[a.target or 0])
        return EndPlay()

    def _next_seat(self, v: XView) -> int | None:
        s = self.seat
        for _ in range(v.players):
            s = (s + v.direction) % v.players
            if v.alive[s] and s != self.seat:
                return s
        return None

    def _junk(self, v: XView) -> int:
        return sum(1 for c in v.hand if value(c, v.rules.revive) < 25)

    def _blind(self, v: XView, legal: tuple[Action, ...]) -> Action:
        me = self.seat
        others = [s for s in range(v.players) if s != me and v.alive[s]]
        plays = [a for a in legal if isinstance(a, Play)]
        targeted = [a for a in plays if a.target is not None]
        if targeted and others:
            victim = self._victim(v, others)
            aimed = [a for a in targeted if a.target == victim]
            if aimed:
                return max(aimed, key=lambda a: (a.face.bonus if a.face else a.card.bonus))
        yl = [a for a in plays if a.position == (v.deck_size - 1 if v.bottom else 0)]
        if yl:
            return yl[0]
        return legal[0]

    def _place(self, v: XView, legal: tuple[Action, ...]) -> Action:
        card = v.peek_card
        here = v.peek if v.peek is not None else 0
        n = v.deck_size
        if card is Card.TONGXING:
            draws = self._my_draws(v)
            dest = draws if (not v.bottom and draws < n) else (n - 1 if not v.bottom else 0)
            if v.bottom:
                dest = 0 if n - draws > 0 else here
            return Place(min(max(dest, 0), n - 1))
        return Place(here)

    def _react(self, v: XView, legal: tuple[Action, ...]) -> Action:
        cancels = [a for a in legal if isinstance(a, Cancel)]
        if not cancels:
            return Decline()
        cancel = next((a for a in cancels if a.card is Card.CAIPAN), cancels[0])
        eff, window = v.effect, v.window
        if eff is None or window is None:
            return Decline()
        me = self.seat
        chain = window.chain
        if chain:
            # My card was cancelled (I am the owner), or my 裁判 was answered.
            if eff.owner == me:
                return cancel if self._mine_matters(v) else Decline()
            return cancel if self._hurts_me(v) else Decline()
        return cancel if self._hurts_me(v) else Decline()

    def _hurts_me(self, v: XView) -> bool:
        eff = v.effect
        assert eff is not None
        me = self.seat
        kind = eff.kind
        defences = self._defences(v)
        if eff.card.kind is Kind.CHUNCUI and v.rules.revive:
            return True
        if eff.target != me:
            if kind is Kind.CHONGLIAN:
                return sum(1 for c in v.hand if c is Card.CAIPAN) >= 2 and self._known().get(0) is Card.TONGXING
            return False
        if kind in (Kind.GONGJI, Kind.NIZHUAN):
            draws = 1 + v.extra + eff.face.bonus
            if draws >= 2:
                return True
            return defences == 0 and self._risk(v, draws, v.bottom) > 0.12
        if kind is Kind.FENGYIN:
            return defences == 1
        if kind is Kind.MENGYAN:
            return defences >= 1
        if kind is Kind.DANTIAO:
            return defences == 0
        return False

    def _mine_matters(self, v: XView) -> bool:
        eff = v.effect
        assert eff is not None
        if eff.kind in (Kind.GONGJI, Kind.NIZHUAN):
            draws = self._my_draws(v)
            return draws >= 2 or self._risk(v, draws, v.bottom) > 0.25 or self._defences(v) == 0
        return False

    def _throw(self, v: XView, legal: tuple[Action, ...]) -> Action:
        stop = [a for a in legal if isinstance(a, DuelStop)]
        if stop:
            return stop[0]
        revive = v.rules.revive

        def worth(a: Action) -> float:
            card = getattr(a, "card", None)
            if card is None:
                return 30.0  # a face-down card: worth an average card
            return value(card, revive)
        return min(legal, key=worth)

    def _trade(self, v: XView, legal: tuple[Action, ...]) -> Action:
        revive = v.rules.revive

        def worth(a: Action) -> float:
            assert isinstance(a, TradeCards)
            return sum(value(c, revive) for c in a.cards) + 30.0 * len(a.blind)
        return min(legal, key=worth)

    def _put_back(self, v: XView, legal: tuple[Action, ...]) -> Action:
        n = v.deck_size
        mine = v.turn == self.seat
        if not mine:
            pos = n if v.bottom else 0
        elif v.context is Context.DUEL:
            draws = self._my_draws(v)
            pos = 0 if v.bottom else min(draws, n)
        else:
            pos = 0 if v.bottom else min(v.draws_left, n)
        if v.bottom and mine and v.context is Context.DRAW and v.draws_left >= n:
            pos = n
        return PutBack(max(0, min(pos, n)))
