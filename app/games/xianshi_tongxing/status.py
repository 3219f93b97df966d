"""What the 现世通行 table says: each seat's status line, the banner over the centre (裁判 windows,
secret choices, the duel, a 通行 being handled) and the status line above the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.xianshi_tongxing.faces import ROLE_COLORS, card_label
from app.i18n import t
from app.ui import theme
from engine.core import Event
from engine.games.xianshi_tongxing import events as ev
from engine.games.xianshi_tongxing.actions import Cancel
from engine.games.xianshi_tongxing.cards import Kind, Role
from engine.games.xianshi_tongxing.state import Context, Phase, XView

if TYPE_CHECKING:
    from app.games.xianshi_tongxing.ui import XianshiUI

# Events that answer only part of what the view waits for: others in the window, the trade or the beg
# still have to answer (the table counts the answers as they are shown), the duel goes on, more cards
# go for the hand limit.
PARTIAL = (ev.Declined, ev.Judged, ev.WindowOpened, ev.Answered, ev.DuelDiscarded, ev.Drew, ev.Discarded)


def settles(event: Event) -> bool:
    """Whether showing ``event`` means the choice the view waits for has been made. The view is the one
    from before the move being shown (the table brings it up to date once the move has played), so from
    then on the banner, the seats and the status line stop saying whom it waits for."""
    return not isinstance(event, PARTIAL)


def seat_status(ui: "XianshiUI", seat: int) -> tuple[str, tuple[int, int, int]] | None:
    view = ui.view
    if view is None:
        return None
    if seat in ui.asked:
        return t("xt.seat.asked"), (140, 200, 255)
    p = None if ui.settled else view.phase
    if p in (Phase.TRADE, Phase.BEG) and (seat in (view.trade_pair or ()) or seat in view.beg_asked):
        done = seat in ui.answered
        return (t("xt.seat.chosen") if done else t("xt.seat.choosing")), (theme.ACCENT if done else theme.MUTED)
    if p is Phase.DUEL and view.duel is not None and seat in (view.duel.initiator, view.duel.target):
        return (t("xt.seat.duel_move") if seat == view.duel.mover else t("xt.seat.duel")), ROLE_COLORS[Role.ATTACK]
    if p is Phase.TRIBUTE and view.effect is not None and seat == view.effect.target:
        return t("xt.seat.choosing"), theme.MUTED
    if seat == ui.turn:
        if p in (Phase.DEFUSE, Phase.NIGHTMARE, Phase.PUTBACK):
            return t("xt.seat.defusing"), (255, 150, 140)
        if p is Phase.DISCARD:
            return t("xt.seat.discarding"), theme.ACCENT
        return t("table.to_play"), theme.ACCENT
    return None


def banner_text(ui: "XianshiUI") -> list[tuple[str, tuple[int, int, int]]]:
    view = ui.view
    if view is None or ui.settled:
        return []
    n = ui.table.name
    p = view.phase
    me = ui.me
    if p is Phase.REACTION and view.effect is not None:
        eff = view.effect
        head = t("xt.banner.played", name=n(eff.owner), card=card_label(eff.face))
        if eff.target is not None and eff.kind not in (Kind.CHOUDI,):
            head += " → " + n(eff.target)
        lines = [(head, theme.WHITE)]
        if view.window is not None and view.window.chain:
            last = view.window.chain[-1]
            lines.append((t("xt.banner.chain", name=n(last), n=len(view.window.chain)), (140, 200, 255)))
        if me in ui.asked and ui.legal:
            can_judge = any(isinstance(a, Cancel) for a in ui.legal)
            lines.append((t("xt.banner.you_asked" if can_judge else "xt.banner.you_asked_no_judge"), theme.ACCENT))
            chain = view.window.chain if view.window is not None else ()
            stand = "xt.banner.stand_cancels" if len(chain) % 2 == 1 else "xt.banner.stand_takes_effect"
            if stand == "xt.banner.stand_takes_effect" and (
                    view.window is None or not view.window.others_may_cancel(me)):
                stand += "_alone"  # the rules leave nobody else who could cancel it
            lines.append((t(stand, card=card_label(eff.face)), theme.MUTED))
        elif waiting := ui.waiting_line(ui.asked, "xt.banner.waiting"):
            lines.append((waiting, theme.MUTED))
        return lines
    if p is Phase.TRADE and view.trade_pair is not None:
        a, b = view.trade_pair
        return [(t("xt.banner.trade", a=n(a), b=n(b)), theme.WHITE), (answers_line(ui, [a, b]), theme.MUTED)]
    if p is Phase.BEG and view.beggar is not None:
        return [(t("xt.banner.beg", name=n(view.beggar)), theme.WHITE),
                (answers_line(ui, list(view.beg_asked)), theme.MUTED)]
    if p is Phase.DUEL and view.duel is not None:
        d = view.duel
        return [(t("xt.banner.duel", a=n(d.initiator), b=n(d.target), n=d.steps + 1), theme.WHITE),
                (t("xt.banner.duel_move", name=n(d.mover)), ROLE_COLORS[Role.ATTACK])]
    if p is Phase.TRIBUTE and view.effect is not None and view.effect.target is not None:
        return [(t("xt.banner.tribute", name=n(view.effect.target), owner=n(view.effect.owner)), theme.WHITE)]
    if p in (Phase.DEFUSE, Phase.NIGHTMARE) and not ui.legal:
        return [(t("xt.banner.defusing", name=n(drawer(ui, view))), (255, 160, 150))]
    if p is Phase.PUTBACK and not ui.legal:
        defused = view.defused_with
        if defused is None:
            return [(t("xt.banner.putback", name=n(drawer(ui, view))), (255, 160, 150))]
        return [(t("xt.banner.putback_with", name=n(drawer(ui, view)), card=card_label(defused)), (255, 160, 150))]
    if p is Phase.YANLING and not ui.legal and view.effect is not None and view.effect.position is not None:
        return [(t("xt.banner.yanling", name=n(view.turn), n=view.effect.position + 1), theme.WHITE)]
    if p is Phase.BLIND and not ui.legal and view.revealed is not None:
        return [(t("xt.banner.blind", name=n(view.turn), card=card_label(view.revealed)), theme.WHITE)]
    if p is Phase.DISCARD and not ui.legal and not (view.turn == me and ui.table.is_human(me)):
        return [(t("xt.banner.discard", name=n(view.turn)), theme.MUTED)]
    return []


def drawer(ui: "XianshiUI", view: XView) -> int:
    if view.context is Context.DUEL and view.duel is not None:
        return view.duel.mover
    return view.turn


def answers_line(ui: "XianshiUI", seats: list[int]) -> str:
    marks = [f"{ui.table.name(s)} {'✓' if s in ui.answered else '…'}" for s in seats]
    return t("xt.banner.answers", list="  ".join(marks))


def status_text(ui: "XianshiUI") -> tuple[str, tuple[int, int, int]]:
    view = ui.view
    if ui.table.replay:
        return "", theme.MUTED  # a replay waits for nobody; its own bar says where it is
    if ui.end_shown:  # said when the table shows the end, not before its last draw has shown
        return t("table.game_over"), theme.GOLD
    if view is None:
        return "", theme.MUTED
    if ui.legal:
        if view.phase is Phase.PLAY:
            key = "xt.status.play_blind" if ui.blind_sizes[ui.me] else "xt.status.play"
            return t(key, n=view.draws_due), theme.ACCENT
        if view.phase is Phase.REACTION:
            return t("xt.status.reaction"), theme.ACCENT
        return t("xt.status.choose"), theme.ACCENT
    if not ui.alive[ui.me] and ui.table.is_human(ui.me):
        return t("xt.status.out"), theme.MUTED
    if ui.table.busy and (ui.settled or ui.turn != view.turn):
        # the view is brought up to date once the queued events have played; until then the player
        # whose turn the table shows is the one it waits for
        return ui.waiting_line([ui.turn]), theme.MUTED
    return ui.waiting_line(deciders(ui, view)), theme.MUTED


def deciders(ui: "XianshiUI", view: XView) -> list[int]:
    """The seats the view waits for: those asked in a 裁判 window, the traders or the asked who have
    not answered yet, whoever is paying tribute or moving in a duel, else the one drawing or playing."""
    if view.phase is Phase.REACTION and ui.asked:
        return list(ui.asked)
    if view.phase is Phase.TRADE and view.trade_pair is not None:
        return [s for s in view.trade_pair if s not in ui.answered]
    if view.phase is Phase.BEG:
        return [s for s in view.beg_asked if s not in ui.answered]
    if view.phase is Phase.TRIBUTE and view.effect is not None and view.effect.target is not None:
        return [view.effect.target]
    if view.phase is Phase.DUEL and view.duel is not None:
        return [view.duel.mover]
    return [drawer(ui, view)]
