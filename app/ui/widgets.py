"""Small interactive pieces: buttons, panels and text helpers that lay out relative to a rect."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from app.fonts import get_font, render_text
from app.ui import theme


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215, radius: int = 12) -> None:
    """A translucent dark panel with a thin edge."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL[:3], alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*theme.PANEL_EDGE, 200), panel.get_rect(), 1, border_radius=radius)
    surface.blit(panel, rect.topleft)


def blit_text(surface: pygame.Surface, text: str, size: int, color: tuple[int, ...], *, bold: bool = False,
              center: tuple[int, int] | None = None, topleft: tuple[int, int] | None = None,
              midleft: tuple[int, int] | None = None, midright: tuple[int, int] | None = None,
              midtop: tuple[int, int] | None = None) -> pygame.Rect:
    image = render_text(text, size, color, bold)
    rect = image.get_rect()
    if center is not None:
        rect.center = center
    elif midleft is not None:
        rect.midleft = midleft
    elif midright is not None:
        rect.midright = midright
    elif midtop is not None:
        rect.midtop = midtop
    elif topleft is not None:
        rect.topleft = topleft
    return surface.blit(image, rect)


# Chinese line-breaking: these never start a line, these never end one.
NO_LINE_START = "，。、；：！？）」』》】,.;:!?)]}%"
NO_LINE_END = "（「『《【([{"
ELLIPSIS = "…"
DASHES = "—–"  # a piece of these alone (" — ", "——") is never left on a line by itself

CJK_WORD = 8  # in an English paragraph, words with up to this many Chinese characters stay whole


def _is_cjk(ch: str) -> bool:
    return ord(ch) > 0x2E80


def _split_cjk(text: str) -> list[str]:
    """Latin words, spaces and single Chinese characters, in order."""
    raw: list[str] = []
    word = ""
    for ch in text:
        if ch == " " or _is_cjk(ch):
            if word:
                raw.append(word)
                word = ""
            raw.append(ch)
        else:
            word += ch
    if word:
        raw.append(word)
    return raw


def _tokens(paragraph: str) -> list[str]:
    """Unbreakable pieces: Latin words, single Chinese characters, spaces; in mostly Latin text a
    word stays whole even with Chinese in it (unless that is long), and a number keeps to the word
    before it. A piece that starts with closing punctuation sticks to the piece before it, one that
    ends with opening punctuation to the piece after it. A dash keeps to the piece before it (a
    paragraph's opening dash to the piece after it), with the space between."""
    cjk = sum(1 for ch in paragraph if _is_cjk(ch))
    latin = sum(1 for ch in paragraph if ch.isascii() and ch.isalpha())
    raw: list[str] = []
    if latin > cjk:
        for k, word in enumerate(paragraph.split(" ")):
            if k:
                raw.append(" ")
            if sum(1 for ch in word if _is_cjk(ch)) > CJK_WORD:
                raw.extend(_split_cjk(word))
            elif word:
                if word[0].isdigit() and len(raw) >= 2 and raw[-1] == " " and raw[-2] != " ":
                    raw.pop()  # a number stays on the line of the word before it: "Bot 2", "pot 890"
                    raw[-1] += " " + word
                else:
                    raw.append(word)
    else:
        raw = _split_cjk(paragraph)
    tokens: list[str] = []
    glue_next = False
    for tok in _keep_dashes(raw):
        if tokens and tok != " " and (glue_next or (tok[0] in NO_LINE_START and tokens[-1] != " ")):
            tokens[-1] += tok
        else:
            tokens.append(tok)
        glue_next = tok[-1] in NO_LINE_END
    return tokens


def _short_brackets(tokens: list[str], fits: Callable[[str], bool], longest: int = 6) -> list[str]:
    """``tokens`` with each short full-width bracket, "（倍底注）", made one piece if it ``fits`` a
    line, so a label breaks before it rather than inside it ("封顶（倍" / "底注）")."""
    out: list[str] = []
    k = 0
    while k < len(tokens):
        tok, end = tokens[k], None
        if "（" in tok and "）" not in tok[tok.index("（"):]:
            end = next((e for e in range(k + 1, min(len(tokens), k + longest)) if "）" in tokens[e]), None)
        if end is not None and fits("".join(tokens[k:end + 1])):
            out.append("".join(tokens[k:end + 1]))
            k = end + 1
        else:
            out.append(tok)
            k += 1
    return out


def _keep_dashes(raw: list[str]) -> list[str]:
    """``raw`` with each dash piece ("—", "——") joined to its neighbour: to the piece before it, or
    at the start to the piece after it ("—— 第 1 副 ——" breaks as "—— 第" … "副 ——")."""
    out: list[str] = []
    lead = ""  # an opening dash and the spaces after it, waiting for the next piece
    for tok in raw:
        dash = bool(tok.strip()) and all(ch in DASHES for ch in tok)
        if dash and any(piece != " " for piece in out):
            space = ""
            while out[-1] == " ":
                out.pop()
                space = " "
            out[-1] += space + tok
        elif dash or (lead and tok == " "):
            lead += tok
        else:
            out.append(lead + tok)
            lead = ""
    if lead:
        out.append(lead)
    return out


def fit_line(text: str, size: int, smallest: int, width: float, bold: bool = False) -> tuple[int, str]:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits ``width``; at the
    smallest size a text still too wide is cut and ends in an ellipsis."""
    while size > smallest and get_font(size, bold).size(text)[0] > width:
        size -= 1
    font = get_font(size, bold)
    if font.size(text)[0] <= width:
        return size, text
    while len(text) > 1 and font.size(text + ELLIPSIS)[0] > width:
        text = text[:-1]
    return size, text.rstrip() + ELLIPSIS


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines that fit ``width`` (by words for Latin, by characters for Chinese);
    no line starts with closing punctuation or ends with opening punctuation, and a Chinese
    paragraph does not end on a line holding one character ("…上面有 0 张" / "牌"). A word too
    wide for a line of its own (a file's path) breaks after a "/" or "\\"."""
    font = get_font(size, bold)

    def fits(piece: str) -> bool:
        return font.size(piece)[0] <= width

    lines: list[str] = []
    for paragraph in text.split("\n"):
        rows: list[list[str]] = [[]]
        for tok in [piece for whole in _short_brackets(_tokens(paragraph), fits) for piece in _split_wide(whole, fits)]:
            line = "".join(rows[-1])
            if font.size(line + tok)[0] <= width or not line.strip():  # never a line of spaces alone
                rows[-1].append(tok)
            else:
                rows.append([tok.lstrip()])
        last, before = rows[-1], rows[-2] if len(rows) > 1 else []
        if (len(last) == 1 and len(last[0]) <= 2 and _is_cjk(last[0][0]) and len(before) >= 3
                and _is_cjk(before[-1][-1]) and font.size(before[-1] + last[0])[0] <= width):
            last.insert(0, before.pop())  # the orphan takes the character before it along
        lines.extend("".join(row).rstrip() for row in rows)
    return lines


def _split_wide(token: str, fits: Callable[[str], bool]) -> list[str]:
    """A piece too wide for any line, if it is a file's path, in pieces that break after a "/" or
    "\\" (as many to a piece as fit); any other piece stays whole."""
    if fits(token) or not re.search(r"[/\\].", token):
        return [token]
    pieces: list[str] = []
    for part in re.split(r"(?<=[/\\])", token):
        if pieces and fits(pieces[-1] + part):
            pieces[-1] += part
        elif part:
            pieces.append(part)
    return pieces


SCROLLBAR_W = 5  # a page's scrollbar at 1280×720 (rules, statistics)


def panel_scroll_track(panel: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    """The track of a page's scrollbar along the right edge of its ``panel``."""
    bar_w = theme.scaled(SCROLLBAR_W, scale)
    return pygame.Rect(panel.right - theme.scaled(12, scale) - bar_w, panel.y + theme.scaled(14, scale), bar_w,
                       panel.h - theme.scaled(28, scale))


def scroll_thumb(track: pygame.Rect, shown: int, total: int, scroll: int, least: int) -> pygame.Rect:
    """The thumb on ``track`` for a page ``total`` long of which ``shown`` is in view from ``scroll``
    on (any one unit: pixels, rows), at least ``least`` pixels long."""
    thumb_h = max(least, track.h * shown // max(1, total))
    thumb_y = track.y + (track.h - thumb_h) * scroll // max(1, total - shown)
    return pygame.Rect(track.x, thumb_y, track.w, thumb_h)


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, thumb: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=radius)
    pygame.draw.rect(surface, theme.MUTED, thumb, border_radius=radius)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0, pad: int = 4,
                    radius: int = 10) -> None:
    """The keyboard focus: a ring in the accent colour ``pad`` pixels (at 1280×720) round ``rect``."""
    grow = theme.scaled(2 * pad, scale)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(grow, grow), theme.scaled(2, scale),
                     border_radius=theme.scaled(radius, scale))


class _Pointer:
    """Counts changes of the scene stack: a button's hover belongs to the screen it was seen on."""

    generation = 0


def forget_hover() -> None:
    """The scene stack changed (a screen opened or closed): no button is under the pointer until
    the pointer moves over it again (else the button that opened a screen stays lit after it closes)."""
    _Pointer.generation += 1


@dataclass
class Button:
    """A clickable label. ``label`` is a callable so the text follows the language setting."""

    label: Callable[[], str]
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 120, 40))
    enabled: Callable[[], bool] = lambda: True
    hotkey: int | None = None
    selected: Callable[[], bool] = lambda: False
    font_size: int = 20
    hover_generation: int = -1  # the ``_Pointer.generation`` in which the pointer was last over it
    shared_size: int | None = None  # set by ``share_text_size``: the size its row is written in
    note: Callable[[], str] | None = None  # a smaller second line under the label ("" for none)
    on_back: Callable[[], None] | None = None  # a right click: e.g. a setting's previous value
    scale: float = 1.0  # the UI scale its margins and note are drawn at (``font_size`` is set apart)

    @property
    def hovered(self) -> bool:
        """Whether the pointer is over the button (as last seen since the scene stack changed)."""
        return self.hover_generation == _Pointer.generation

    @hovered.setter
    def hovered(self, value: bool) -> None:
        self.hover_generation = _Pointer.generation if value else -1

    def px(self, n: int) -> int:
        return theme.scaled(n, self.scale)

    def fitted_size(self) -> int:
        """The largest size up to ``font_size`` at which the label fits the button."""
        return fit_line(self.label(), self.font_size, 10, self.rect.w - self.px(10))[0]

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the event was used by this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled():
                self.on_click()
            return True
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.on_back is not None
              and self.rect.collidepoint(event.pos)):
            if self.enabled():
                self.on_back()
            return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.enabled():
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        text_color = self.draw_face(surface)
        text = self.label()
        size = self.shared_size if self.shared_size is not None else self.fitted_size()
        note = self.note() if self.note is not None else ""
        if not note:
            blit_text(surface, text, size, text_color, center=self.rect.center)
            return
        x, y, h = self.rect.centerx, self.rect.y, self.rect.h
        px = self.px
        note_size, note = fit_line(note, max(px(11), min(px(15), h * 3 // 10)), px(11), self.rect.w - px(12))
        blit_text(surface, text, min(size, h * 2 // 5), text_color, center=(x, y + h * 9 // 25))
        blit_text(surface, note, note_size, theme.MUTED if text_color == theme.WHITE else text_color,
                  center=(x, y + h * 18 // 25))

    def draw_face(self, surface: pygame.Surface) -> tuple[int, int, int]:
        """The button without its label (for buttons that write their own); returns the text colour."""
        enabled = self.enabled()
        if not enabled:
            color = theme.BUTTON_DISABLED
        elif self.selected():
            color = (150, 120, 40)
        else:
            color = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        pygame.draw.rect(surface, color, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.selected() else theme.PANEL_EDGE, self.rect, 1, border_radius=8)
        return theme.WHITE if enabled else (140, 150, 146)


def share_text_size(buttons: Sequence[Button]) -> None:
    """Write a row of buttons in one size, the one its longest label needs (a lone shrunken label
    looks like a mistake)."""
    size = min((b.fitted_size() for b in buttons), default=None)
    for b in buttons:
        b.shared_size = size


class Toast:
    """A short message that fades out (illegal moves, saves, warnings)."""

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0
        self.color: tuple[int, int, int] = theme.WHITE

    def show(self, text: str, seconds: float = 3.0, color: tuple[int, int, int] = theme.WHITE) -> None:
        self.text, self.left, self.color = text, seconds, color

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def clear(self) -> None:
        """Take the message down at once."""
        self.text, self.left = "", 0.0

    def _lines(self, width: int, scale: float) -> list[str]:
        return wrap_text(self.text, theme.scaled(20, scale), width - theme.scaled(40, scale))

    def _height(self, lines: int, scale: float) -> int:
        return theme.scaled(16, scale) + theme.scaled(28, scale) * lines

    def height(self, width: int, scale: float = 1.0) -> int:
        """How tall the message's panel is at ``width`` in a window of UI ``scale``."""
        return self._height(len(self._lines(width, scale)), scale)

    def draw(self, surface: pygame.Surface, center: tuple[int, int], width: int) -> pygame.Rect | None:
        """Draw the message centred on ``center`` at most ``width`` wide; its panel, if shown."""
        if self.left <= 0 or not self.text:
            return None
        scale = theme.ui_scale(surface.get_size())  # grown with the window, as the table's bar and log are

        def px(n: int) -> int:
            return theme.scaled(n, scale)

        lines = self._lines(width, scale)
        rect = pygame.Rect(0, 0, width, self._height(len(lines), scale))
        rect.center = center
        # a long message (several damaged files at start-up) stays in the window, a little off its edges
        rect.clamp_ip(surface.get_rect().inflate(-px(12), -px(12)))
        draw_panel(surface, rect, alpha=int(255 * min(1.0, self.left / 0.4)))  # opaque: readable over any panel
        for i, line in enumerate(lines):
            blit_text(surface, line, px(20), self.color, center=(rect.centerx, rect.y + px(22) + px(28) * i))
        return rect
