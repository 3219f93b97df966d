"""扎金花 Zha Jin Hua: evaluator (hand strength), state (data classes) and rules (the game)."""

from engine.games.zhajinhua.rules import ZhaJinHua
from engine.games.zhajinhua.state import (
    LADDER, Bet, BetKind, Busted, Call, Compare, Compared, Dealt, EndReason, Fold, Folded, HandStarted, Look,
    Looked, Open, OutOfChips, PotAwarded, Raise, SessionEnded, ShownHand, Showdown, ShowdownReason, TurnStarted,
    ZjhState, ZjhView,
)

__all__ = [
    "LADDER", "Bet", "BetKind", "Busted", "Call", "Compare", "Compared", "Dealt", "EndReason", "Fold", "Folded",
    "HandStarted", "Look", "Looked", "Open", "OutOfChips", "PotAwarded", "Raise", "SessionEnded", "ShownHand",
    "Showdown", "ShowdownReason", "TurnStarted", "ZhaJinHua", "ZjhState", "ZjhView",
]
