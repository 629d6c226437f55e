"""The computer in play mode: it answers the decisions of the seats it plays.

A seat is a human or the computer at a level (``sv_model.seat_players``, chosen in the
New Game dialog and kept in saves and the journal); a seat keeps its player when the
roles change (5), so the side it decides for is ``GameState.seats``' today.

Each time the play coordinator presents a decision, it asks ``AiDriver.present`` first.
For a decision of the computer, the decision panel says that it decides, and after the
delay the player chose (Game ▸ AI Speed) an ``AiTask`` (``ai_worker``) runs in a thread
of the pool with the computer's player and ``Game.view(side)`` of its side: a copy of
what that side may know, never the game. The window stays responsive, with a
"thinking…" indicator in the status bar. The answer comes back on the GUI thread and is
applied there through the coordinator, if the game is still where it was; its reason
goes into the log (``ai_notes``), and the alternatives it weighed into the AI plans
panel (``ai_plans_panel``, hidden by default). After ``time_cap`` seconds without an
answer the computer answers at random, and the log says so. Game ▸ Skip to End of AI
Turn drops the delays until the M/CS (or, outside phase E, the phase) ends.

Fair play with one human: no handover screen (nobody to hide from), so his stratagems
stay on show; the computer's hand is never shown, nor its secret decisions' reasons
(``ai_notes``). Every secret decision of the computer takes the same time, whatever it
holds, so that how long it thinks does not tell its hand. Undo: ``session.undo_policy``.
"""

from __future__ import annotations

import hashlib
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QProgressBar, QPushButton

from sv_desktop.ai.notes import (
    AiNotes,
    Note,
    ai_name,
    fallback_choice,
    public_alternatives,
    reason_row,
)
from sv_desktop.ai.plans_panel import AiPlansPanel
from sv_desktop.ai.worker import AiTask
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, Wording, language, translate, worded
from sv_desktop.common.menu_actions import add_action
from sv_desktop.panels.presenters import PRESENTERS
from sv_desktop.panels.side_panels import LogRow
from sv_desktop.session.reaction_pass import mcs_key
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.game import Game
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_desktop.play.coordinator import PlayCoordinator
    from sv_model.ai.players import AiPlayer, Choice

SPEEDS: tuple[tuple[str, str, int], ...] = (
    ("instant", QT_TRANSLATE_NOOP("AiDriver", "&Instant"), 0),
    ("fast", QT_TRANSLATE_NOOP("AiDriver", "&Fast"), 300),
    ("normal", QT_TRANSLATE_NOOP("AiDriver", "&Normal"), 900),
    ("slow", QT_TRANSLATE_NOOP("AiDriver", "&Slow"), 2000))
"""AI speed: the pause (ms) before each decision of the computer, to follow its moves (the
menu's words translated where the menu is built)."""
DEFAULT_SPEED = "normal"
SPEED_KEY = "ai/speed"
SKIP_KEY = "Ctrl+Shift+E"
TIME_CAP_S = 10.0
ANSWER_SHARE = 0.8  # the AI answers with its best so far by this share of the cap
SECRET_PACE_S = 0.35
"""Every secret decision of the computer is answered this long after it was asked (its
search budget more at the hard level), whatever its hand: the time tells nothing."""
HISTORY_POLL_MS = 300
def failed_suffix() -> str:
    return translate("AiDriver", " (the computer failed to decide: answered at random)")


REFUSED = QT_TRANSLATE_NOOP("AiDriver", " (its answer was refused: answered at random)")

TurnKey = tuple[int, str, object]


@dataclass(frozen=True)
class Request:
    """A decision the computer is answering."""

    ticket: int
    revision: int  # the controller's revision it was asked at
    side: Side
    seat: int
    level: str
    decision: Decision
    started: float  # time.monotonic()

    @property
    def kind(self) -> DecisionKind:
        return self.decision.kind


def ai_seed(game_seed: int, seat: int) -> int:
    """The computer's own seed: one-way from the game's, so that it cannot learn the
    dice (a pure function of the game's seed) from it."""
    digest = hashlib.sha256(f"semper-victor-ai:{game_seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def turn_key(game: Game) -> TurnKey:
    """Changes when an M/CS ends, or outside phase E when the phase does."""
    st = game.view(None).public
    return (st.year, st.phase, mcs_key(game))


class AiDriver(QObject):
    """Plays the computer's seats of the game ``play`` shows: it takes them
    (``play.seats``, a ``ports.ComputerSeats``) when built. Its AI Plans dock
    (``plans_dock``) is the window's to place; ``reading_past`` says whether the player is
    reading the game's history (an answer then waits)."""

    thinking = Signal(bool)
    answered = Signal(str)  # the log line of an answer ("" for a secret decision)

    def __init__(self, play: PlayCoordinator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.c = play.c
        self.reading_past: Callable[[], bool] = lambda: False
        self.players: dict[int, AiPlayer] = {}
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(4)  # one thinks; late ones that ran over may linger
        self.time_cap = TIME_CAP_S
        self.notes = AiNotes()
        self.c.log_notes = self._merge_notes
        self.request: Request | None = None
        self.last_task: AiTask | None = None
        self.views_sent: list[tuple[int, object]] = []  # (seat, what a task was given)
        self._tasks: dict[int, AiTask] = {}
        self._ticket = 0
        self._applying = False
        self._scheduled: int | None = None
        self._skip: TurnKey | None = None
        self.speed = self._read_speed()
        self._delay = self._timer(self._launch)
        self._cap = self._timer(self._on_time_cap)
        self.busy_label = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # busy: no end known
        self.busy_bar.setMaximumWidth(80)
        self.busy_bar.setMaximumHeight(14)
        # first in the status bar, before the window's own (built before the driver)
        for place, widget in enumerate((self.busy_label, self.busy_bar)):
            play.status.insertPermanentWidget(place, widget)
            widget.hide()
        self.plans = AiPlansPanel()
        self.plans_dock = QDockWidget(translate("AiDriver", "AI Plans"))
        self.plans_dock.setObjectName("ai_plans_dock")
        self.plans_dock.setWidget(self.plans)
        self.plans_dock.toggleViewAction().toggled.connect(self._plans_shown)
        self.skip_action: QAction | None = None
        self.speed_actions: dict[str, QAction] = {}
        self.c.started.connect(self._on_started)
        self.c.changed.connect(self._on_changed)
        play.seats = self

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # -- menus --------------------------------------------------------------------------
    def add_menu(self, menu: QMenu) -> None:
        """Game ▸ AI Speed, Skip to End of AI Turn, Show AI Plans."""
        menu.addSeparator()
        speeds = menu.addMenu(translate("AiDriver", "AI Spee&d"))
        speeds.setToolTipsVisible(True)
        group = QActionGroup(self)
        for key, text, ms in SPEEDS:
            action = speeds.addAction(translate("AiDriver", text))
            action.setCheckable(True)
            action.setChecked(key == self.speed)
            action.setToolTip(translate(
                "AiDriver", "A pause of {seconds} s before each decision of the computer, to "
                "follow its moves").format(seconds=QLocale().toString(ms / 1000, "g"))
                if ms else translate("AiDriver", "The computer answers as soon as it has "
                                     "decided"))
            action.triggered.connect(lambda _c=False, k=key: self.set_speed(k))
            group.addAction(action)
            self.speed_actions[key] = action
        self.skip_action = add_action(
            self, menu, translate("AiDriver", "S&kip to End of AI Turn"), self.skip, SKIP_KEY,
            translate("AiDriver", "The computer plays on without pauses until this M/CS "
                      "(outside phase E, this phase) ends"))
        toggle = self.plans_dock.toggleViewAction()
        toggle.setText(translate("AiDriver", "Show AI &Plans"))
        toggle.setToolTip(translate(
            "AiDriver", "The answers the computer weighed at its last decision, with their "
            "value in VP (never its secret ones while you play against it)"))
        menu.addAction(toggle)

    def _plans_shown(self, visible: bool) -> None:
        if visible:
            self.plans_dock.raise_()

    # -- speed and skip -----------------------------------------------------------------
    def _read_speed(self) -> str:
        value = str(self.play.prefs.qs.value(SPEED_KEY, DEFAULT_SPEED))
        return value if value in {key for key, _t, _ms in SPEEDS} else DEFAULT_SPEED

    def set_speed(self, key: str) -> None:
        """Game ▸ AI Speed; remembered."""
        if key not in {k for k, _t, _ms in SPEEDS}:
            raise ValueError(f"unknown AI speed {key!r}")
        self.speed = key
        self.play.prefs.qs.setValue(SPEED_KEY, key)
        if key in self.speed_actions:
            self.speed_actions[key].setChecked(True)
        if self._delay.isActive():
            self._delay.start(min(self._delay.remainingTime(), self._pause_ms(None)))

    def skip(self) -> None:
        """Game ▸ Skip to End of AI Turn: no pauses until the M/CS (or phase) ends."""
        game = self.c.game
        if game is None:
            return
        self._skip = turn_key(game)
        if self._delay.isActive():
            self._delay.start(0)
        self.play.status.showMessage(translate(
            "AiDriver", "The computer plays on without pauses until this M/CS ends."), 4000)

    def skipping(self) -> bool:
        game = self.c.game
        if self._skip is None or game is None:
            return False
        if turn_key(game) != self._skip:
            self._skip = None
            return False
        return True

    def _pause_ms(self, decision: Decision | None) -> int:
        if decision is not None and decision.secret:
            return 0  # paced after the answer instead (``SECRET_PACE_S``)
        if self.skipping():
            return 0
        return next(ms for key, _t, ms in SPEEDS if key == self.speed)

    # -- seats --------------------------------------------------------------------------
    def is_ai(self, side: Side) -> bool:
        """Whether the computer holds ``side`` now."""
        game = self.c.game
        return game is not None and self.c.players.is_ai(game.view(None).public.seats[side])

    def lone_human(self) -> Side | None:
        """The side of the only human at the screen (None: two humans, or none)."""
        game = self.c.game
        humans = self.c.players.humans
        if game is None or len(humans) != 1:
            return None
        return next(s for s in Side if game.view(None).public.seats[s] == humans[0])

    def at_screen(self, side: Side) -> Side:
        """Who may be shown ``side``'s hand: never the computer's (its human opponent)."""
        return side.other if self.is_ai(side) else side

    def deciding(self) -> bool:
        """The computer must answer now: the map, the panels and the battle dialog may
        not answer for it (``PlayCoordinator.apply`` asks)."""
        d = self.c.decision
        return d is not None and not self._applying and self.is_ai(d.player)

    def present(self, d: Decision) -> bool:
        """Called by the play coordinator before it shows ``d``. True: the computer
        decides and the coordinator shows nothing more. A lone human needs no handover:
        he is at the screen."""
        c = self.c
        if c.game is None or not c.players.any_ai:
            return False
        seat = c.game.view(None).public.seats[d.player]
        level = c.players.level(seat)
        if level is None:
            if self.lone_human() is d.player:
                self._seat(d.player)
            return False
        self._show_waiting(d, level)
        self._schedule(d)
        return True

    def _seat(self, side: Side) -> None:
        """``side``'s human is at the screen: his hand may stay on show."""
        self.play.seat_alone(side)  # no handover, no hiding: nobody to hide from

    def _show_waiting(self, d: Decision, level: str) -> None:
        play, c = self.play, self.c
        human = self.lone_human()
        if human is not None and c.cat is not None:
            self._seat(human)
            play.hand_panel.show_hand(human, c.cat, c.hand(human), {}, c.private_log(human))
        elif human is None:
            play.revealed = None
            play.hand_panel.hide_hand(c.hand_sizes())
        who = ai_name(d.player, level)
        play.decision_panel.show_message(who, translate(
            "AiDriver", "The computer decides. Game ▸ AI Speed sets the pause before each of "
            "its decisions."), d.player)
        skip = QPushButton(translate("AiDriver", "Skip to end of AI turn"))
        skip.setToolTip(translate("AiDriver", "No pauses until this M/CS ends ({key})").format(
            key=SKIP_KEY))
        skip.clicked.connect(self.skip)
        play.decision_panel.add_widget(skip)
        play.host.end_move_action.setEnabled(False)
        play.status.clearMessage()  # the human's hint is over; "thinking…" says the rest
        self._refresh_battle()

    def _refresh_battle(self) -> None:
        """The battle dialog shows the battle, without a question that is not the
        human's."""
        st = self.c.table.public
        combat = self.play.combat
        if st.battle is not None and combat is not None and combat.isVisible():
            combat.show_report(st.battle.report, st)
        else:
            self.play.battles.follow(None)  # a battle just over: its report

    # -- thinking -----------------------------------------------------------------------
    def _schedule(self, d: Decision) -> None:
        c = self.c
        if self.request is not None:
            if self.request.revision == c.revision:
                return  # already thinking about it
            self._abandon()
        if self._scheduled == c.revision and self._delay.isActive():
            return
        self._scheduled = c.revision
        self._delay.start(self._pause_ms(d))

    def _player(self, seat: int, level: str) -> AiPlayer:
        player = self.players.get(seat)
        if player is None or player.level.value != level:
            from sv_model.ai.context import AiContext  # not at start-up (cold start)
            from sv_model.ai.players import AiPlayer, Level

            game = self.c.live
            seed = ai_seed(game.seed, seat)
            context = AiContext(game.bundle, game.options, game.engine.rules_version, seed)
            player = AiPlayer(Level(level), context, seed)
            self.players[seat] = player
        return player

    def _launch(self) -> None:
        c = self.c
        d = c.decision
        if c.game is None or d is None or self._scheduled != c.revision or \
                self.request is not None:
            return
        seat = c.game.view(None).public.seats[d.player]
        level = c.players.level(seat)
        if level is None:
            return
        view = c.game.view(d.player)  # what this side may know: a copy, never the game
        self._ticket += 1
        task = AiTask(self._ticket, self._player(seat, level), view,
                      ANSWER_SHARE * self.time_cap)
        task.signals.done.connect(self._on_done)
        self._tasks[task.ticket] = task
        self.last_task = task
        self.views_sent.append((seat, view))
        del self.views_sent[:-20]
        self.request = Request(task.ticket, c.revision, d.player, seat, level, d,
                               time.monotonic())
        self._set_thinking(ai_name(d.player, level))
        self.pool.start(task)
        self._cap.start(int(self.time_cap * 1000))

    def _set_thinking(self, who: str | None) -> None:
        self.busy_label.setText(translate("AiDriver", "{ai} is thinking…").format(ai=who)
                                if who else "")
        self.busy_label.setVisible(who is not None)
        self.busy_bar.setVisible(who is not None)
        self.thinking.emit(who is not None)

    def _on_done(self, ticket: int, result: object, _seconds: float) -> None:
        self._tasks.pop(ticket, None)
        req = self.request
        if req is None or req.ticket != ticket:
            return  # answered too late, or the game changed meanwhile
        if self.c.game is None or self.c.revision != req.revision:  # closed or changed
            self._abandon()
            return
        self._cap.stop()
        from sv_model.ai.players import Choice  # loaded already: a task ran it

        suffix: Wording = ""
        if isinstance(result, Choice):
            choice = result
        else:
            print(f"The computer failed to decide:\n{result}", file=sys.stderr)
            choice = self._fallback(req, str(ticket))
            suffix = failed_suffix
        wait = self._pace_s(req) - (time.monotonic() - req.started)
        if wait > 0:
            QTimer.singleShot(int(wait * 1000), lambda: self._apply(req, choice, suffix))
        else:
            self._apply(req, choice, suffix)

    def _pace_s(self, req: Request) -> float:
        if not req.kind.secret:
            return 0.0
        player = self.players.get(req.seat)
        budget = float(getattr(player, "budget", 0.0)) if req.level == "hard" else 0.0
        return SECRET_PACE_S + budget

    def _on_time_cap(self) -> None:
        req = self.request
        if req is None:
            return
        if self.c.game is None or self.c.revision != req.revision:
            self._abandon()
            return
        self.players.pop(req.seat, None)  # still busy in its thread: a fresh one next time
        choice = self._fallback(req, str(req.ticket))
        cap = self.time_cap
        self._apply(req, choice, lambda: translate(
            "AiDriver", " (no answer within {seconds} s: answered at random)").format(
                seconds=QLocale().toString(cap, "g")))

    def _abandon(self) -> None:
        """Forget the decision being thought about (the game changed)."""
        req = self.request
        if req is None:
            return
        self.request = None
        self._cap.stop()
        self.players.pop(req.seat, None)  # its engines are busy in the worker
        self._set_thinking(None)

    def _apply(self, req: Request, choice: Choice, suffix: Wording) -> None:
        c = self.c
        if self.request is not req:
            return
        if c.game is None or c.revision != req.revision or c.decision is None:
            self._abandon()
            return
        if self.reading_past():  # the player is reading the past: the answer waits
            QTimer.singleShot(HISTORY_POLL_MS, lambda: self._apply(req, choice, suffix))
            return
        self.request = None
        self._cap.stop()
        self._set_thinking(None)
        self.play.status.clearMessage()  # "... decides": the next decision says its own
        game = c.game
        number = len(game.actions) + 1
        row = reason_row(req.side, req.level, req.kind, choice, game.engine.board, suffix,
                         (c.table.public.year, c.table.public.phase), game.engine.names_in)
        line = None if row is None else row()[1]
        if row is not None:
            self.notes.add(Note(number, choice.action, len(game.view(None).log), row(), row))
        self._show_plans(req, choice)
        self._applying = True
        try:
            applied = self.play.apply(choice.action)
        finally:
            self._applying = False
        if not applied:  # never expected (its options were legal): once, at random
            self.notes.drop(number)
            if not worded(suffix).endswith(translate("AiDriver", REFUSED)):
                self.request = req
                self._apply(req, self._fallback(req, f"refused:{req.ticket}"),
                            lambda: translate("AiDriver", REFUSED))
            return
        self.answered.emit(line or "")

    def _fallback(self, req: Request, seed: str) -> Choice:
        """A random legal answer now (``fallback_choice``), worded with the game's names."""
        game = self.c.game
        assert game is not None
        return fallback_choice(req.decision, game.engine.board, seed, game.engine.names_in("en"))

    def _show_plans(self, req: Request, choice: Choice) -> None:
        alternatives = public_alternatives(choice, req.kind, bool(self.c.players.humans))
        note = translate("AiDriver", "No answer in time: answered at random.") \
            if choice.random_fallback and req.level != "random" else ""
        self.plans.show_plans(ai_name(req.side, req.level), PRESENTERS[req.kind].heading(),
                              choice.action, alternatives, note,
                              self.c.game.engine.names_in(language().value)
                              if self.c.game is not None else None)

    # -- the game -----------------------------------------------------------------------
    def _merge_notes(self, rows: list[LogRow]) -> list[LogRow]:
        game = self.c.game
        return self.notes.merge(rows, game.actions) if game is not None else rows

    def _on_started(self) -> None:
        self._abandon()
        self._delay.stop()
        self._scheduled = None
        self._skip = None
        self.players.clear()
        self.notes.clear()
        self.plans.clear()

    def _on_changed(self) -> None:
        if self.request is not None and self.request.revision != self.c.revision:
            self._abandon()
