"""The Zha Jin Hua (扎金花) table UI: chips, pot, betting buttons, compares and showdowns."""

from app.games.zhajinhua.ui import ZhaJinHuaUI

__all__ = ["ZhaJinHuaUI"]
