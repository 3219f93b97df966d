"""The 现世通行 Xianshi Tongxing table: original card faces, panels for secret choices, the table UI."""

from app.games.xianshi_tongxing.ui import XianshiUI

__all__ = ["XianshiUI"]
