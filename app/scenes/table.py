"""The table scene shared by every game: whose turn, AI pacing, pass-and-play curtains,
the event-driven animation queue, the log, and handing the finished game to the results.

Everything game-specific (layout, drawing, drag and drop, narration) lives in a GameUI from
``app.games``. The table only ever gives the UI the view of the seat at the screen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ai.registry import make_policy
from app import i18n
from app.i18n import seat_labels, t
from app.scenes.advice import Advisers, tell_seats
from app.scenes.base import Scene
from app.scenes.thinking import Thought
from app.ui import theme
from app.ui.anim import Flyer
from app.ui.widgets import Button, blit_text, draw_panel, evened, fit_line, fit_names, tail_rows
from engine.core import Action, Event
from engine.errors import IllegalAction
from engine.record import Record
from engine.registry import get_game
from engine.session import Session

if TYPE_CHECKING:
    from app.games.base import GameUI
    from app.main import App


FAST_FORWARD = 8.0  # while fast-forwarding, animations run this many times faster (AI seats act at once)
RESULTS_PAUSE = 1.2  # real seconds the finished table stays up before the results (less while fast-forwarding)


@dataclass(frozen=True)
class SeatSetup:
    """One chair: a person or an AI of some kind, with a name."""

    human: bool
    name: str
    ai_kind: str = "heuristic"

    @property
    def kind_label(self) -> str:
        return "human" if self.human else self.ai_kind


class TableScene(Scene):
    """Runs one game session at the table."""

    def __init__(self, app: "App", game_id: str, seats: list[SeatSetup], options: dict[str, Any], seed: int,
                 record: Record | None = None, demo: bool = False, replay: bool = False) -> None:
        super().__init__(app)
        from app.games import make_ui

        self.game = get_game(game_id)
        self.seats = seats
        self._labels: list[str] = []  # the seats' names as shown, in _labels_language
        self._labels_language = ""
        self.seed = seed
        self.demo = demo
        self.replay = replay
        self.persist = not (demo or replay)  # autosave, history and statistics
        names = tuple(s.name for s in seats)
        kinds = tuple(s.kind_label for s in seats)
        history: list[tuple[Event, ...]] = []
        if record is not None:
            self.session, history = Session.resume_with_history(self.game, record)
            setup_events: tuple[Event, ...] = ()
        else:
            self.session, setup_events = Session.new(self.game, len(seats), options, seed, names, kinds)
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.pass_and_play = len(self.humans) >= 2
        self.viewer = self._first_viewer()
        # Pass-and-play opens behind the curtain: whoever pressed Start may not be the first to play.
        self.opening_curtain = self.pass_and_play and not (demo or replay)
        # Pass-and-play: while AI seats play between two people's decisions, the curtain is down and
        # what happens is kept here (whole events, one tuple per action) to be shown to the next
        # person once they take the screen, through their eyes; ``behind_from`` is the state it
        # started from. None: the table is not playing behind the curtain.
        self.behind: list[tuple[Event, ...]] | None = None
        self.behind_from: Any = None
        self.behind_next: int | None = None  # the person the curtain now names (None: not yet known)
        self.behind_after_turn = False  # it came down after the viewer's turn (not the opening one)
        self.later: deque[tuple[Event, ...]] = deque()  # plays from behind the curtain still to show
        self.policies = {} if replay else {i: make_policy(game_id, s.ai_kind, i, seed * 7 + i)
                                           for i, s in enumerate(seats) if not s.human}
        self.queue: deque[tuple[Event, Event]] = deque()  # (the event, as the viewer sees it) to animate
        self.flyers: list[Flyer] = []
        self.wait = 0.0
        self.ai_clock = 0.0
        # A real window lets AI seats think on a worker thread during their delay; headless runs
        # (demos, tests) decide on the spot, so frames and results stay reproducible.
        self.background_thinking = not app.headless
        self.thought: Thought | None = None
        # What the log tells, as whole events (a str is a message key): narrated when drawn, for the
        # seat at the screen and in the current language, so a new viewer never reads another's cards.
        self.log_events: list[Event | str] = []
        # the (seat, language, screen_shared()) _log_lines are told for
        self._log_key: tuple[int | None, str, bool] | None = None
        self._log_lines: list[str] = []
        self._log_done = 0  # how many of log_events _log_lines covers
        self.log_back = 0  # entries the log panel is scrolled back from the newest (0: it follows play)
        self.pointer = (-1, -1)  # where the mouse was last seen, for the wheel
        self.finished_shown = False
        self.end_pause = 0.0
        self.fast_forward = False
        self._nobody_left = False  # no person has a decision left, as far as the table has shown
        self.curtain_up = False
        # pass-and-play: the person who just played looks at what it brought them (a swapped hand) before
        # the curtain comes down for the next person (GameUI.show_what_came)
        self.looking = False
        if self.opening_curtain and not self._people_decide():
            self.behind, self.behind_from = [], self.session.state  # the deal is shown with what follows
        self.ui: GameUI = make_ui(self)
        # Hints, where the game's table offers them: an adviser per person, hearing what their seat hears.
        self.advisers = (Advisers(self.game, self.humans, seed)
                         if self.ui.offers_hint and self.humans and not (demo or replay) else None)
        self.buttons = [
            Button(lambda: t("table.lobby"), self.ask_to_leave, hotkey=None),  # as Esc does
            Button(lambda: t("table.rules"), self.open_rules),
            self._settings_button(),
        ]
        self.fast_button = Button(lambda: t("table.fast_forward"), self.toggle_fast_forward, hotkey=pygame.K_f,
                                  selected=lambda: self.fast_forward)
        self.on_resize(self.app.screen.get_size())
        self._observe_all(setup_events)
        self._enqueue(setup_events)
        if record is None:
            self.save()  # "The game is saved" holds before anyone has acted: Continue is there at once
        if record is not None and not replay:
            for events in history:  # AI seats hear the whole game again, as they would have
                self._observe_all(events)
            self.ui.sync(self.view())
            # The log tells the game so far again, as events narrated for whoever is at the screen.
            self.tell([event for events in history for event in events] + ["log.resumed"])

    def _settings_button(self) -> Button:
        """Settings, with its key on it where the game's table leaves it one ("Settings [S]")."""
        key = self.ui.settings_key
        if key is None:
            return Button(lambda: t("table.settings"), self.open_settings)
        cap = pygame.key.name(key).upper()
        return Button(lambda: f"{t('table.settings')} [{cap}]", self.open_settings, hotkey=key)

    def _first_viewer(self) -> int:
        """The seat whose eyes the table starts with: the first person to decide, else the first person."""
        if not self.humans:
            return 0
        if not self.session.is_over():
            deciding = [s for s in self.session.decision().seats if s in self.humans]
            if deciding:
                return deciding[0]
        return self.humans[0]

    def on_cover(self) -> None:
        self.ui.release_pointer()  # the button-up of a drag now goes to the screen on top

    def on_enter(self) -> None:
        if self.opening_curtain:
            self.opening_curtain = False
            if self.behind is not None:
                self._push_curtain_behind()
            else:
                self.raise_curtain(self.viewer, opening=True)

    def _people_decide(self) -> bool:
        """Whether a person is among those to decide now (False once the game is over)."""
        return not self.session.is_over() and any(self.is_human(s) for s in self.session.decision().seats)

    @classmethod
    def resume(cls, app: "App", record: Record) -> "TableScene":
        """Continue a saved game: seats from the record, state by replaying it (RecordError if not)."""
        seats = seats_from_record(record)
        return cls(app, record.game, seats, dict(record.options), record.seed, record=record)

    # ---- seats and views -----------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    view_all = False  # replay of a finished game: everything face up

    def view(self) -> Any:
        return self.session.view(None if self.view_all else self.viewer)

    def name(self, seat: int) -> str:
        if self._labels_language != i18n.language():  # default names follow the language
            self._labels = seat_labels([s.name for s in self.seats])
            self._labels_language = i18n.language()
        return self._labels[seat]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    def viewer_legal(self) -> tuple[Action, ...]:
        """The viewer's legal actions when it is their decision and the table is idle, else () (always
        in a replay, where nobody decides: a recorded person's turn is not the watcher's)."""
        if self.replay or self.busy or self.curtain_up or not self.is_human(self.viewer):
            return ()
        decision = self.session.decision()
        if self.viewer not in decision.seats:
            return ()
        return self.game.legal_actions(self.session.state, self.viewer)

    @property
    def busy(self) -> bool:
        return bool(self.queue or self.later) or self.wait > 0 or any(not f.done and f.blocking for f in self.flyers)

    def end_shown(self) -> bool:
        """Whether the game is over and the table has shown all of it (the engine is ahead of what is
        drawn until the last events have played out)."""
        return self.session.is_over() and not self.busy

    def live(self) -> bool:
        """Animating, thinking, or a seat other than a person is due to act."""
        if self.busy or self.thought is not None:
            return True
        if self.replay or self.curtain_up:
            return False
        if self.session.is_over():
            return not self.finished_shown
        return not all(self.is_human(s) for s in self.session.decision().seats)

    def fast_forward_offered(self) -> bool:
        """Fast forward is offered once no person at the table has a decision left in this game
        (every person out for good, or nobody but AI seats) and the table has shown that much;
        never in a replay, which has its own controls."""
        if self.replay or self.session.is_over():
            return False  # (over: nothing is left to hurry, and the results are up)
        if not self._nobody_left and (not self.busy or not self.humans):
            state = self.session.state
            self._nobody_left = all(self.game.seat_done(state, s) for s in self.humans)
        return self._nobody_left

    def toggle_fast_forward(self) -> None:
        """AI seats act at once and animations run FAST_FORWARD times faster to the end (or not)."""
        if self.fast_forward_offered():
            self.fast_forward = not self.fast_forward

    # ---- acting --------------------------------------------------------------------------
    def submit(self, action: Action) -> str | None:
        """A human's action for the viewer seat: None if played, else the reason it was refused."""
        if not self.viewer_legal():
            return t("table.not_your_turn")
        try:
            self.perform(self.viewer, action)
        except IllegalAction as exc:
            self.app.sound.play("error")
            return exc.reason
        self.ui.drop_about_choice()
        return None

    def perform(self, seat: int, action: Action) -> None:
        events = self.session.act(seat, action)
        self._land_flights()
        self._observe_all(events)
        self._enqueue(events)
        self.ai_clock = 0.0
        self.save()

    def save(self) -> None:
        """Autosave after every action; a finished game goes to the history and the statistics."""
        if not self.persist:
            return
        from app import savegame, stats

        if self.session.is_over():
            if getattr(self, "_archived", False):
                return
            self._archived = True
            savegame.archive_finished(self.session.record)
            outcome = self.session.outcome()
            assert outcome is not None
            rows = [stats.seat_key(s.kind_label, s.name, i) for i, s in enumerate(self.seats)]
            problem = stats.record_result(self.game.info.id, rows, outcome.winners, self.ui.stat_bests(outcome))
        else:
            problem = savegame.save_in_progress(self.session.record)
        if problem:
            self.app.toast.show(problem, 5.0)

    def _observe_all(self, events: tuple[Event, ...]) -> None:
        tell_seats(self.game, self.policies, events)
        if self.advisers is not None:
            self.advisers.hear(events)

    def _enqueue(self, events: tuple[Event, ...]) -> None:
        if self.behind is not None:
            self.behind.append(tuple(events))  # shown to the next person when they lift the curtain
            return
        for event in events:
            seen = self.game.event_for(event, self.viewer)
            if seen is not None:
                self.queue.append((event, seen))
            if self.pass_and_play and not self.replay:
                # People away from the screen keep what they alone learned, filtered for them.
                for seat in self.humans:
                    if seat != self.viewer:
                        theirs = self.game.event_for(event, seat)
                        if theirs is not None:
                            self.ui.note_private(seat, theirs)

    # ---- navigation ----------------------------------------------------------------------
    def leave(self) -> None:
        from app.scenes.lobby import LobbyScene

        self.app.reset(LobbyScene(self.app))

    def ask_to_leave(self, keyboard: bool = False) -> None:
        """Esc: a game people are playing is left only once they say so (it stays saved for
        Continue); a demo or a finished game is left at once. ``keyboard``: asked by Esc, so the
        question opens with its ring on Stay."""
        from app.scenes.confirm import ConfirmScene

        if not self.persist or not self.humans or self.session.is_over():
            self.leave()
            return
        self.app.push(ConfirmScene(self.app, t("confirm.leave.title"), t("confirm.leave.message"),
                                   t("confirm.leave.go"), t("confirm.leave.stay"), self.leave, go_key=pygame.K_l,
                                   keyboard=keyboard))

    def _esc_to_leave(self) -> None:
        """Esc on a curtain: ask to leave, as Esc at the table does."""
        self.ask_to_leave(keyboard=True)

    def open_rules(self) -> None:
        from app.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game.info.id))

    def open_settings(self) -> None:
        from app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    # ---- frame ---------------------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(0, 0, w, h)
        self.scale = theme.ui_scale(size)
        self.bar_rect = pygame.Rect(0, 0, w, self.px(48))
        self.log_rect = pygame.Rect(w - int(w * 0.2) - 8, self.px(52), int(w * 0.2), int(h * 0.42))
        widths = [130 if b.hotkey is not None else 110 for b in self.buttons]  # "Settings [S]" needs more
        self.place_bar_buttons(self.buttons + [self.fast_button], widths + [200])
        self.ui.layout(pygame.Rect(0, self.bar_rect.h, self.log_rect.x - 8, h - self.bar_rect.h))
        self.ui.sync(self.ui_view_now())

    def toast_place(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """Messages show over the table, clear of the log panel on its right (or where the game puts them)."""
        placed = self.ui.toast_place()
        if placed is not None:
            return placed
        (_, y), width = super().toast_place(size)
        room = self.log_rect.x - 8
        return (room // 2, y), min(width, room - 40)

    def place_bar_buttons(self, buttons: Sequence[Button], widths: Sequence[int]) -> None:
        """Lay ``buttons`` left to right in the top bar, each as wide as its ``widths`` at 1280×720."""
        x = 8
        for b, bw in zip(buttons, widths):
            b.rect = pygame.Rect(self.px(x), self.px(8), self.px(bw), self.px(34))
            b.font_size = self.px(20)
            x += bw + 8

    # ---- hints -----------------------------------------------------------------------------
    def hint_offered(self) -> bool:
        """Whether the person at the screen may ask for a hint now (their decision, none being
        worked out)."""
        adv = self.advisers
        return adv is not None and adv.offers(self.viewer) and not adv.thinking and bool(self.viewer_legal())

    def request_hint(self) -> None:
        """Ask the viewer's adviser what it would do; the UI shows the answer (``show_hint``) once
        it is ready (at once in a headless run, else after a worker thread's thought)."""
        if not self.hint_offered():
            return
        assert self.advisers is not None
        seat = self.viewer
        self.advisers.ask(seat, len(self.session.record.actions), self.session.view(seat), self.viewer_legal(),
                          self.background_thinking, self.ui.hint_plan)
        self._collect_hint()

    def _collect_hint(self) -> None:
        if self.advisers is None or not self.advisers.thinking:
            return
        answer = self.advisers.answer(self.viewer, len(self.session.record.actions))
        if isinstance(answer, Exception):
            self.app.toast.show(lambda: t("table.hint_failed"), 3.0, theme.ACCENT)
        elif answer is not None:
            self.ui.show_hint(answer)

    def ui_view_now(self) -> Any:
        return self.view()

    def handle_event(self, event: pygame.event.Event) -> None:
        for b in self.bar_buttons():
            if b.handle(event):
                return
        if self.scroll_log(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.ui.has_prompt():
            self.ask_to_leave(keyboard=True)
            return
        self.ui.handle_input(event)

    def scroll_log(self, event: pygame.event.Event) -> bool:
        """The wheel over the log panel scrolls it back through earlier entries and forward again; a
        click on it goes back to the newest. True if the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.pointer) and event.y:
            self.log_back = max(0, min(len(self.log_lines()) - 1, self.log_back + event.y))
            return True
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.log_back
              and self.log_rect.collidepoint(event.pos)):
            self.log_back = 0
            return True
        return False

    def bar_buttons(self) -> list[Button]:
        """The top bar's buttons now: Fast forward only while it is offered."""
        return self.buttons + ([self.fast_button] if self.fast_forward_offered() else [])

    @property
    def speed(self) -> float:
        return max(0.1, self.app.settings.animation_speed) * (FAST_FORWARD if self.fast_forward else 1.0)

    def update(self, dt: float) -> None:
        adt = dt * self.speed
        self._collect_hint()
        for f in self.flyers:
            f.update(adt)
        self.flyers = [f for f in self.flyers if not f.done]
        self.ui.update(dt)
        if self.wait > 0:
            self.wait = max(0.0, self.wait - adt)
            if self.wait > 0:
                return
            # the wait is over: go on in this very frame (the next event, or the UI synced to the
            # game) — else this frame drew the person's turn over the table one play behind
        while self.queue and self.wait <= 0:
            event, seen = self.queue.popleft()
            self.tell([event])
            self.wait = self.ui.begin(seen)
        if self.later and not self.queue and self.wait <= 0:
            # the next play made behind the curtain, after the pause an AI seat takes to act
            self._enqueue(self.later.popleft())
            self.wait = min(self.ai_delay_ms(), 600) / 1000
            return
        if self.busy:
            return
        self.ui.sync(self.view())
        # the table has shown all so far: look now, before an AI seat acting at once makes it busy again
        self.fast_forward_offered()
        if not self.replay:
            self._next_decision(dt)

    def _next_decision(self, dt: float) -> None:
        if self.session.is_over():
            self.end_pause += dt * (FAST_FORWARD if self.fast_forward else 1.0)
            if not self.finished_shown and self.end_pause > RESULTS_PAUSE:
                self.finished_shown = True
                self.show_results()
            return
        decision = self.session.decision()
        ai_seats = [s for s in decision.seats if not self.is_human(s)]
        if ai_seats and self.viewer not in decision.seats and self._away_from_people():
            if not self._looks_first():
                self.lower_curtain()
            return
        if ai_seats:
            self._act_for_ai(dt, ai_seats[0], len(decision.seats) == 1)
            return
        seat = self.viewer if self.viewer in decision.seats else decision.seats[0]
        if seat != self.viewer:
            if self.pass_and_play:
                if not self._looks_first():
                    self.raise_curtain(seat)
            else:
                self.viewer = seat
                self.ui.sync(self.view())

    def results_in(self) -> float:
        """A finished game whose last events are all shown: real seconds until the results come."""
        return max(0.0, RESULTS_PAUSE - self.end_pause) / (FAST_FORWARD if self.fast_forward else 1.0)

    def hurry_to_results(self) -> None:
        """A finished game: its flights land and its events still to show are told and begun at once,
        without their pauses, and the results come on the next frame."""
        if not self.session.is_over():
            return
        while self.queue or self.later:
            if not self.queue:
                self._enqueue(self.later.popleft())
                continue
            event, seen = self.queue.popleft()
            self.tell([event])
            self.ui.begin(seen)
        self._land_flights(home_only=False)
        self.wait = 0.0
        self.end_pause = max(self.end_pause, RESULTS_PAUSE)

    def _act_for_ai(self, dt: float, seat: int, alone: bool, at_once: bool = False) -> None:
        """Let AI ``seat`` act once its delay is up (``at_once``: no delay), thinking on a worker
        thread in a real window when it alone decides."""
        self.ai_clock += dt
        due = at_once or self.ai_clock * 1000 >= self.ai_delay_ms()
        if self.background_thinking and alone:
            step = len(self.session.record.actions)
            if self.thought is None or self.thought.step != step or self.thought.seat != seat:
                self.thought = Thought(seat, step, self._thinker(seat))
            if due and self.thought.done:
                thought, self.thought = self.thought, None
                self.perform(seat, thought.result())
        elif due:
            self.perform(seat, self._thinker(seat)())

    def _away_from_people(self) -> bool:
        """Pass-and-play: AI seats are to act while a person has the screen, and some person still
        has a decision to come, so the curtain comes down until the next person is known (else the
        one who just played would show their hand to whoever looks on meanwhile)."""
        if not self.pass_and_play or self.replay or self.demo or self.curtain_up:
            return False
        state = self.session.state
        return not all(self.game.seat_done(state, s) for s in self.humans)

    def _looks_first(self) -> bool:
        """Pass-and-play, the curtain due for the next person: whether it waits while the person at
        the screen looks at what their play brought them (the UI shows it, if there is anything)."""
        if not self.looking:
            self.looking = self.ui.show_what_came(self._looked)
        return self.looking

    def _looked(self) -> None:
        self.looking = False

    def lower_curtain(self) -> None:
        """Pass-and-play: the person at the screen is done for now and AI seats play next. The curtain
        comes down at once; the AI seats play behind it, and their plays are shown to whichever person
        decides next, once that person lifts it."""
        self.behind, self.behind_from = [], self.session.state
        self._push_curtain_behind()
        self.behind_after_turn = True

    def _push_curtain_behind(self) -> None:
        from app.scenes.curtain import CurtainScene

        self.curtain_up = True
        self.looking = False
        self.behind_next = None
        self.ui.clear_private()
        self.app.push(CurtainScene(self.app, None, self._lift_behind, on_escape=self._esc_to_leave,
                                   advance=self._play_behind, news=self._news_behind))

    def _news_behind(self, size: tuple[int, int]) -> pygame.Surface | None:
        """What the curtain that AI seats played behind shows the person it names, once it names one."""
        return None if self.behind_next is None else self.ui.curtain_news(self.behind_next, size)

    def _play_behind(self, dt: float) -> str | None:
        """Behind the curtain: let the AI seats act (no delay: nobody watches) until a person is to
        decide or the game is over; then the name the curtain shows."""
        if not self.session.is_over():
            decision = self.session.decision()
            people = [s for s in decision.seats if self.is_human(s)]
            ai_seats = [s for s in decision.seats if not self.is_human(s)]
            if ai_seats:
                self._act_for_ai(dt, ai_seats[0], len(decision.seats) == 1, at_once=True)
                return None
            if not (self.behind_after_turn and self.viewer in people):
                self.behind_next = self.viewer if self.viewer in people else people[0]
                return self.name(self.behind_next)
        # The game is over (nothing is private any more), or the person who had the screen decides
        # next: the curtain lifts by itself, with no one to name.
        self.app.pop()
        self._lift_behind()
        return None

    def _lift_behind(self) -> None:
        """The next person took the screen: the table as it was when the curtain came down, seen
        through their eyes, then everything since played out for them."""
        assert self.behind is not None
        seat = self.viewer if self.behind_next is None else self.behind_next  # (None: the game is over)
        batches, start = self.behind, self.behind_from
        self.behind, self.behind_from, self.behind_next, self.behind_after_turn = None, None, None, False
        self.curtain_up = False
        self.viewer = seat
        self.ai_clock = 0.0
        self.ui.sync(self.game.view(start, seat))
        if batches:
            self._enqueue(batches[0])
            self.later.extend(batches[1:])

    def _thinker(self, seat: int) -> Callable[[], Action]:
        """The AI seat's decision as a call, with its view and legal actions taken now."""
        policy = self.policies[seat]
        view = self.session.view(seat)
        legal = self.game.legal_actions(self.session.state, seat)
        return lambda: policy.choose(view, legal)

    def ai_delay_ms(self) -> int:
        if self.fast_forward:
            return 0
        return 250 if self.demo else self.app.settings.ai_delay_ms

    def raise_curtain(self, seat: int, opening: bool = False) -> None:
        """Hide the table until ``seat``'s person takes the screen. Between turns the previous
        person's pending animations are dropped (told to the log only); the ``opening`` curtain keeps
        the deal, which is already seen through ``seat``'s eyes, to play once it lifts."""
        from app.scenes.curtain import CurtainScene

        self.curtain_up = True
        self.looking = False
        if not opening:
            self.tell([event for event, _ in self.queue])  # not shown, but still told
            self.tell([event for events in self.later for event in events])
            self.queue.clear()
            self.later.clear()
            self.flyers.clear()
        self.ui.clear_private()

        def lifted() -> None:
            self.curtain_up = False
            self.viewer = seat
            self.ui.sync(self.view())

        self.app.push(CurtainScene(self.app, self.name(seat), lifted, on_escape=self._esc_to_leave,
                                   news=lambda size: self.ui.curtain_news(seat, size)))

    def people_won(self, winners: Sequence[int]) -> bool:
        """Whether "you won" is true for whoever is at the screen: every person at the table is among
        the winners (at a pass-and-play table with people on both sides it is true for nobody)."""
        return bool(self.humans) and all(s in winners for s in self.humans)

    def show_results(self) -> None:
        from app.scenes.results import ResultsScene

        outcome = self.session.outcome()
        assert outcome is not None
        self.app.sound.play("win")
        self.app.push(ResultsScene(self.app, self, outcome))

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw(surface)
        for f in self.flyers:
            f.draw(surface)
        self.ui.draw_overlay(surface)
        self._draw_bar(surface)
        self._draw_log(surface)
        self.ui.draw_top(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.bar_rect, alpha=170, radius=0)
        for b in self.bar_buttons():
            b.draw(surface)
        info = self.game.info
        title = f"{i18n.pick(info.name_zh, info.name_en)}"
        blit_text(surface, title, self.px(24), theme.GOLD, bold=True,
                  midright=(self.bar_rect.right - self.px(16), self.bar_rect.centery))

    def screen_shared(self) -> bool:
        """Whether every person at the table reads the screen now: the results of a pass-and-play
        game are up (the log then speaks to no one seat as "you")."""
        return self.pass_and_play and self.finished_shown and not self.replay

    def tell(self, entries: Sequence[Event | str], replace: bool = False) -> None:
        """Add events (or message keys) to the log; ``replace``: they become the whole log."""
        if replace:
            self.log_events = list(entries)
            self._log_key = None
        else:
            self.log_events.extend(entries)
            if len(self.log_events) > 1200:
                del self.log_events[:-1000]
                self._log_key = None

    @property
    def log(self) -> list[str]:
        """The log's lines as the table shows them now."""
        return self.log_lines()

    def log_lines(self) -> list[str]:
        """The log as the seat at the screen may read it, in the current language (told again from
        the events when the seat or the language changes, else only the new events)."""
        seat = None if self.view_all else self.viewer
        key = (seat, i18n.language(), self.screen_shared())
        if self._log_key != key:
            self._log_key, self._log_lines = key, []
            self._log_done = max(0, len(self.log_events) - 300)
            self.log_back = 0
            earlier = (self.game.event_for(e, seat) for e in self.log_events[:self._log_done] if not isinstance(e, str))
            self.ui.retell([e for e in earlier if e is not None])
        before = len(self._log_lines)
        for entry in self.log_events[self._log_done:]:
            if isinstance(entry, str):
                self._log_lines.append(t(entry))
                continue
            seen = self.game.event_for(entry, seat)
            line = self.ui.narrate(seen) if seen is not None else None
            if line:
                self._log_lines.append(line)
        self._log_done = len(self.log_events)
        if self.log_back:  # scrolled back: the entries being read stay in place as new ones come
            self.log_back += len(self._log_lines) - before
        del self._log_lines[:-300]
        self.log_back = min(self.log_back, max(0, len(self._log_lines) - 1))
        return self._log_lines

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.log_rect
        draw_panel(surface, rect, alpha=150)
        blit_text(surface, t("table.log"), self.px(16), theme.GOLD, bold=True,
                  topleft=(rect.x + self.px(10), rect.y + self.px(6)))
        area, size, pitch = self.log_layout()
        for i, line in enumerate(self.log_shown(area.w, max(1, area.h // pitch), size)):
            blit_text(surface, line, size, theme.WHITE, topleft=(area.x, area.y + pitch * i))
        if self.log_back:
            size, line = fit_line(t("table.log_newer", n=self.log_back), self.px(13), self.px(10), area.w)
            blit_text(surface, line, size, theme.GOLD, midright=(area.right, rect.bottom - self.px(13)))

    def log_layout(self) -> tuple[pygame.Rect, int, int]:
        """Where the log panel writes its lines (under its title), their font size and line pitch."""
        r, px = self.log_rect, self.px
        return pygame.Rect(r.x + px(10), r.y + px(30), r.w - 2 * px(10), r.h - px(34)), px(15), px(20)

    def log_shown(self, width: int, max_lines: int, size: int = 15) -> list[str]:
        """The log panel's lines at font ``size``: the newest entries, or those ``log_back`` entries
        further back (a line kept free to say so), filling the panel: an entry too tall for the room
        left above the newer ones shows its last rows, the first opening with "…" (tail_rows). A
        seat's Latin name too wide for a line with what is glued to it is cut with "…" (fit_names); a
        seat's name that fits a line is not broken across two (a long Chinese one)."""
        shown: list[str] = []
        entries = self.log_lines()
        if self.log_back:
            entries = entries[:len(entries) - self.log_back]
            max_lines = max(1, max_lines - 1)
        for entry in reversed(entries[-max_lines:]):
            names = tuple(self.name(s) for s in range(self.players))
            entry = fit_names(entry, names, size, width)
            wrapped = evened(entry, size, width, names=names)  # not a card or a word left alone: "…♥5 ♥6" / "♦7"
            if len(shown) + len(wrapped) > max_lines:
                shown[:0] = tail_rows(wrapped, max_lines - len(shown), size, width)
                break
            shown[:0] = wrapped
        return shown

    def fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float], duration: float,
            delay: float = 0.0, on_done: Callable[[], None] | None = None, arc: float = 0.0,
            blocking: bool = True) -> Flyer:
        """Animate ``image`` from ``start`` to ``end``; the table is busy (no one acts) until it lands,
        unless not ``blocking``."""
        flyer = Flyer(image, start, end, duration, delay, on_done, arc, blocking)
        self.flyers.append(flyer)
        return flyer

    def fly_home(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
                 on_done: Callable[[], None]) -> Flyer:
        """A refused card's flight back into the person's hand. Only a picture: the table is not
        busy for it, and it lands at once (``on_done``) when anyone acts, as the hand changes then."""
        return self.fly(image, start, end, 0.3, on_done=on_done, blocking=False)

    def _land_flights(self, home_only: bool = True) -> None:
        """Land the flights at once (``home_only``: only refused cards flying back into the hand)."""
        for flyer in self.flyers:
            if not (home_only and flyer.blocking) and not flyer.done:
                flyer.done = True
                if flyer.on_done is not None:
                    flyer.on_done()

    def on_quit(self) -> None:
        self.save()


def seats_from_record(record: Record) -> list[SeatSetup]:
    """Chairs as they were saved (older records without names get numbered seats)."""
    seats = []
    for i in range(record.players):
        name = record.seat_names[i] if i < len(record.seat_names) else f"{i + 1}"
        kind = record.seat_kinds[i] if i < len(record.seat_kinds) else "heuristic"
        seats.append(SeatSetup(kind == "human", name, "heuristic" if kind == "human" else kind))
    return seats
