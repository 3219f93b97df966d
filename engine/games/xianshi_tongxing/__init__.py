"""现世通行 Xianshi Tongxing: see rules.py for the rule decisions."""

from engine.games.xianshi_tongxing.rules import XianshiTongxing

__all__ = ["XianshiTongxing"]
