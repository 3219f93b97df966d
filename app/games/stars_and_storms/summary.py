"""The between-rounds panel: who won the round, every zone's stars and points, chips and standings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from app.i18n import join_names, t
from app.ui import theme
from app.ui.widgets import blit_text, draw_panel, fit_line
from app.games.stars_and_storms.text import signed, tagged
from engine.games.stars_and_storms import rules
from engine.games.stars_and_storms.model import MAX_LEVEL, RoundResult


@dataclass
class RoundSummary:
    result: RoundResult
    round_wins: tuple[int, ...]
    chips: tuple[int, ...]  # running totals after this round's settlement
    rounds: int
    stakes: bool
    destroyer_rule: bool
    streak: int
    auto: bool  # no person at the table: it closes by itself
    match_winners: tuple[int, ...] = ()  # after the last round: who won the match (by chips with stakes)

    @property
    def last(self) -> bool:
        return self.result.round_no >= self.rounds

    def on_points(self) -> bool:
        """The round was won on points: a seat still in it that did not win had as many stars."""
        r = self.result
        if not r.winners:
            return False
        best = r.stars[r.winners[0]]
        return any(r.stars[s] == best for s in range(len(r.stars)) if s not in r.winners and s not in r.eliminated)

    def next_line(self, name: Callable[[int], str]) -> str:
        r = self.result
        if self.last:  # (one round is one game, not a match)
            kind = "match" if self.rounds > 1 else "game"
            if not self.match_winners:
                return t(f"sns.sum.{kind}_over")
            return t(f"sns.sum.{kind}_won", names=join_names([name(w) for w in self.match_winners]),
                     n=len(self.match_winners))
        if not self.destroyer_rule:
            return t("sns.sum.next_plain")
        nxt, level, _ = rules.next_term(r.destroyer, r.level, self.streak, r.winners)
        if nxt is None:
            return t("sns.sum.next_shared")
        if r.level >= MAX_LEVEL and nxt == r.destroyer:
            return t("sns.sum.next_reset", name=name(nxt))
        return t("sns.sum.next", name=name(nxt), level=level)


def panel_rect(area: pygame.Rect, players: int, scale: float = 1.0) -> pygame.Rect:
    w = min(theme.scaled(720, scale), area.w - 30)
    h = min(area.h - 30, theme.scaled(190, scale) + theme.scaled(34, scale) * players)
    r = pygame.Rect(0, 0, w, h)
    r.center = (area.centerx, area.centery - area.h // 16)
    return r


def columns(stakes: bool, rounds: int = 2) -> list[tuple[str, float]]:
    """The panel's columns and where each starts, as a fraction of its width: six with stakes,
    else four spread over the whole panel (at the six's places they left its right third empty).
    A one-round game has no Wins column (it could only say 1 or 0), and with stakes one chips column,
    the game's ("delta_game": its chips are the round's)."""
    if rounds <= 1:
        if stakes:
            return [("player", 0.06), ("stars", 0.50), ("points", 0.66), ("delta_game", 0.82)]
        return [("player", 0.06), ("stars", 0.55), ("points", 0.78)]
    if stakes:
        return [("player", 0.05), ("stars", 0.40), ("points", 0.51), ("wins", 0.62), ("delta", 0.73), ("chips", 0.86)]
    return [("player", 0.06), ("stars", 0.50), ("points", 0.66), ("wins", 0.82)]


def draw_summary(surface: pygame.Surface, s: RoundSummary, area: pygame.Rect, name: Callable[[int], str],
                 viewer: int, countdown: float | None, scale: float = 1.0) -> pygame.Rect:
    """The panel over ``area`` (the table), at ``scale`` (the table's UI scale); its rect. All of
    ``surface`` is dimmed under it (only the table was, and the felt by the log stayed bright)."""

    def px(n: int) -> int:
        return theme.scaled(n, scale)

    r = s.result
    n = len(r.stars)
    rect = panel_rect(area, n, scale)
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 90))
    surface.blit(dim, (0, 0))
    draw_panel(surface, rect, alpha=255, radius=16)  # opaque: the table showed behind the figures
    pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=16)
    blit_text(surface, t("sns.sum.title", round=r.round_no, rounds=s.rounds, n=s.rounds), px(26), theme.GOLD, bold=True,
              midtop=(rect.centerx, rect.y + px(12)))
    winners = join_names([name(w) for w in r.winners])
    winner = "sns.sum.winner" if s.rounds > 1 else "sns.sum.game_winner"  # one round is the game
    key = "sns.sum.shared" if len(r.winners) > 1 else (winner + "_on_points" if s.on_points() else winner)
    size, line = fit_line(t(key, names=winners), px(20), px(13), rect.w - px(24), bold=True)  # a tie of long names
    blit_text(surface, line, size, theme.WHITE, bold=True, midtop=(rect.centerx, rect.y + px(50)))
    # the table of seats
    cols = columns(s.stakes, s.rounds)
    at = {key: rect.x + int(rect.w * fx) for key, fx in cols}
    y = rect.y + px(86)
    for key, _ in cols:
        blit_text(surface, t("sns.col." + key), px(15), theme.MUTED, bold=True, topleft=(at[key], y))
    y += px(24)
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + px(16), y - px(3)), (rect.right - px(16), y - px(3)))
    row_h = min(px(32), max(px(22), (rect.bottom - px(70) - y) // max(1, n)))
    for seat in range(n):
        won = seat in r.winners
        out = seat in r.eliminated
        color = theme.ACCENT if won else ((150, 150, 150) if out else theme.WHITE)
        if seat == viewer:
            pygame.draw.rect(surface, (40, 80, 64),
                             pygame.Rect(rect.x + px(10), y - px(2), rect.w - px(20), row_h - px(2)), border_radius=6)
        label = name(seat)
        if r.destroyer == seat:
            label = tagged(label, t("sns.sum.destroyer_mark"))
        if out:
            label = tagged(label, t("table.out"))
        tags = label[len(name(seat)):]  # kept after a name cut with "…"
        size, label = fit_line(name(seat), px(17), px(11), at["stars"] - at["player"] - rect.w * 0.01, bold=won,
                               tail=tags)
        blit_text(surface, label, size, color, bold=won, topleft=(at["player"], y))
        blit_text(surface, str(r.stars[seat]), px(17), color, topleft=(at["stars"], y))
        blit_text(surface, str(r.points[seat]), px(17), color, topleft=(at["points"], y))
        if "wins" in at:
            blit_text(surface, str(s.round_wins[seat]), px(17), color, topleft=(at["wins"], y))
        if s.stakes:
            d = r.chip_deltas[seat]
            dc = (120, 220, 140) if d > 0 else ((240, 120, 110) if d < 0 else theme.MUTED)
            blit_text(surface, signed(d), px(17), dc, topleft=(at["delta"] if "delta" in at else at["delta_game"], y))
            if "chips" in at:
                blit_text(surface, signed(s.chips[seat]), px(17), color, topleft=(at["chips"], y))
        y += row_h
    if s.stakes and r.destroyer is None:
        blit_text(surface, t("sns.sum.no_stakes"), px(15), theme.MUTED, midtop=(rect.centerx, y + px(2)))
    size, line = fit_line(s.next_line(name), px(17), px(11), rect.w - px(24))
    blit_text(surface, line, size, theme.GOLD, center=(rect.centerx, rect.bottom - px(46)))
    hint = t("sns.sum.auto", s=max(1, int(countdown + 0.99))) if countdown is not None else t("sns.sum.continue")
    blit_text(surface, hint, px(15), theme.MUTED, center=(rect.centerx, rect.bottom - px(18)))
    return rect

