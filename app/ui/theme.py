"""Colours and sizes shared by every scene."""

FELT = (22, 94, 62)
FELT_DARK = (12, 60, 40)
FELT_LIGHT = (38, 122, 82)
INK = (28, 28, 32)
PAPER = (250, 248, 242)
RED = (200, 30, 45)
GOLD = (236, 196, 90)
WHITE = (245, 245, 245)
MUTED = (170, 190, 180)
PANEL = (16, 40, 32, 215)
PANEL_EDGE = (90, 150, 120)
BUTTON = (48, 110, 86)
BUTTON_HOVER = (66, 140, 108)
BUTTON_DISABLED = (60, 72, 68)
ACCENT = (250, 210, 90)
DANGER = (220, 70, 60)
WARNING = (255, 170, 150)  # a problem written on a button or panel, where DANGER reads too dark
BACK_RED = (150, 28, 40)
BACK_RED_DARK = (105, 18, 28)
SHADOW = (0, 0, 0, 90)

BASE_WINDOW = (1280, 720)  # the window the table's bar, log and seat panels are sized for
MAX_UI_SCALE = 3.0


def ui_scale(size: tuple[int, int]) -> float:
    """How much larger than in a 1280×720 window the table's bar, log and seat panels are drawn in a
    window of ``size``: 1.0 at 1280×720 and smaller, above it the lesser of the width and height
    ratios (1.5 at 1920×1080), at most MAX_UI_SCALE."""
    return max(1.0, min(MAX_UI_SCALE, size[0] / BASE_WINDOW[0], size[1] / BASE_WINDOW[1]))


def scaled(n: int, scale: float) -> int:
    """A size of ``n`` pixels at 1280×720, at ``scale`` (exactly ``n`` at 1.0)."""
    return int(n * scale + 0.5)


def game_scale(scale: float, room: float, least: float) -> float:
    """The scale a game draws the texts and panels it sizes itself at: the shared UI ``scale`` in a
    window larger than 1280×720; in one no larger, ``room`` (how much of the game's 1280×720 layout
    its table has room for), at most 1 and at least ``least``."""
    return scale if scale > 1 else max(least, min(1.0, room))
