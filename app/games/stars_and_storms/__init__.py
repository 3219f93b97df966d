"""The 星辰与风暴 Stars and Storms table (see :mod:`app.games.stars_and_storms.table`)."""

from app.games.stars_and_storms.table import StarsAndStormsUI

__all__ = ["StarsAndStormsUI"]
