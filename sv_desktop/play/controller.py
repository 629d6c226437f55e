"""The GameController: the Qt face of the play session (``session.LocalSession``).

The session owns the game, the seats, the bookmarks, the undo policy, saves and the
journal, and tells its events as plain callbacks; the controller holds the session of
the game on show (None: no game), re-emits those events as the signals the window
listens to (``changed`` after every change, so the window repaints from one signal),
schedules the session's journal checkpoints after the repaint, and builds the public
views (board, panels, log) from the session's views of the game.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from sv_desktop.board.board_view import BoardView, Catalogue
from sv_desktop.board.describe import Namer
from sv_desktop.board.position import board_from_state
from sv_desktop.board.public_status import PublicStatus, status_from_view
from sv_desktop.common.i18n import language, translate
from sv_desktop.panels.side_panels import LogRow
from sv_desktop.session.journal import SessionJournal
from sv_desktop.session.local import LocalSession
from sv_desktop.session.play_session import Refusal
from sv_model.collector import generation_after, switch_off
from sv_model.engine.actions import Action
from sv_model.engine.core import Decision
from sv_model.engine.dice import LogEntry
from sv_model.engine.game import Game
from sv_model.engine.messages import (
    Message,
    MessageId,
    NameOf,
    as_is,
    bundle_names,
    cite,
    event_ref,
    msg,
    render,
)
from sv_model.engine.view import PlayerView
from sv_model.paths import autosave_dir
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error
from sv_model.schemas.scenario import RulesetOptions, Side
from sv_model.seat_players import SeatPlayers

DIE_MESSAGES = (MessageId.DIE_ROLLED, MessageId.DIE_CHOSEN)
PHASE_NAMES = {"A": "A", "B": "B", "C": "C", "D": "D", "E": "E", "F": "F"}


class NoGameError(RuntimeError):
    """A game was needed where none is on show (a slot called out of its order)."""


class GameController(QObject):
    """Holds the session; emits ``changed`` after every move of the game."""

    changed = Signal()
    started = Signal()
    refused = Signal(str)  # an illegal action's message (with its rule)
    journaled = Signal(str)  # a checkpoint was written to the journal at this path
    journal_failed = Signal(str)  # the journal cannot be written (said once per game)
    bookmarks_changed = Signal()  # a bookmark or its note was set or removed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: LocalSession | None = None
        self.cat: Catalogue | None = None
        self.namer: Namer | None = None
        self.names: NameOf | None = None
        self._scenario_path: Path | None = None  # the last game's, when none is on
        self.journal = SessionJournal(autosave_dir())  # this window's; each game writes it
        self.journal_unavailable: str | None = None  # why no game of this session journals
        self.revision = 0
        self._board: tuple[int, BoardView] | None = None
        self._log_src: list[LogEntry] = []
        self._log_rows: list[LogRow] = []
        self.log_notes: Callable[[list[LogRow]], list[LogRow]] | None = None  # AI reasons

    # -- the session's facts ------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game on show, for the engine's queries (never its state: ``view``)."""
        return self.session.game if self.session is not None else None

    @property
    def live(self) -> Game:
        """The game on show, where there must be one: in a slot of ``started`` or
        ``changed``, or with a decision in hand (both come only from a session).
        ``NoGameError`` otherwise, never a silent None."""
        if self.session is None:
            raise NoGameError("no game is on show")
        return self.session.game

    @property
    def table(self) -> PlayerView:
        """What both players see of the game on show (``live``'s rule): every widget
        reads the position through it, never through the game's state."""
        return self.live.view(None)

    @property
    def active(self) -> bool:
        return self.session is not None

    @property
    def players(self) -> SeatPlayers:
        """The seats the computer plays (``ai_driver``); saved."""
        return self.session.players if self.session is not None else SeatPlayers()

    @property
    def bookmarks(self) -> Mapping[int, str]:
        """Position (actions taken) -> note; saved."""
        return self.session.bookmarks if self.session is not None else {}

    @property
    def scenario_path(self) -> Path | None:
        return self.session.scenario_path if self.session is not None else self._scenario_path

    @property
    def save_path(self) -> Path | None:
        return self.session.save_path if self.session is not None else None

    @property
    def dirty(self) -> bool:
        return self.session is not None and self.session.dirty

    @dirty.setter
    def dirty(self, changed: bool) -> None:
        """Mark the game on show as changed since its save (or not)."""
        if self.session is not None:
            self.session.dirty = changed

    @property
    def last_apply_ms(self) -> float:
        return self.session.last_apply_ms if self.session is not None else 0.0

    def view(self, side: Side | None) -> PlayerView | None:
        """What ``side`` may know of the game on show (None: the table); None: no game."""
        return self.session.view(side) if self.session is not None else None

    # -- lifecycle ----------------------------------------------------------------------
    def new_game(self, scenario_path: Path, seed: int, options: RulesetOptions | None = None,
                 players: SeatPlayers | None = None) -> None:
        """Start a game; DataFileError if the scenario cannot be used."""
        self._begin(LocalSession.new(scenario_path, seed, options, players,
                                     journal=self._journal_for_game(), defer=_after_repaint))

    def load(self, path: Path, *, stop_at: int | None = None) -> None:
        """Load and re-check a saved game; DataFileError with a clear message if broken,
        ReplayMismatchError if it replays differently. ``stop_at``: only that many actions,
        as a new untitled game (the file is never touched)."""
        self._begin(LocalSession.load(path, stop_at=stop_at, scenario_path=self.scenario_path,
                                      journal=self._journal_for_game(), defer=_after_repaint))

    def adopt(self, game: Game, scenario_path: Path | None,
              players: SeatPlayers | None = None,
              bookmarks: Mapping[int, str] | None = None) -> None:
        """Play on with a game rebuilt from a journal: untitled, so that its first Save
        asks where (it never writes into the autosave folder)."""
        self._start(game, scenario_path, None, bookmarks, players=players)

    def _start(self, game: Game, scenario_path: Path | None, save_path: Path | None,
               bookmarks: Mapping[int, str] | None = None, *,
               players: SeatPlayers | None = None) -> None:
        self._begin(LocalSession(game, scenario_path=scenario_path, save_path=save_path,
                                 bookmarks=bookmarks, players=players,
                                 journal=self._journal_for_game(), defer=_after_repaint))

    def _journal_for_game(self) -> SessionJournal | None:
        return self.journal if self.journal_unavailable is None else None

    def _begin(self, session: LocalSession) -> None:
        if self.session is not None:  # replaced: nothing of it reaches the new journal
            self.session.detach()
        self.session = session
        self._scenario_path = session.scenario_path
        self._log_src, self._log_rows = [], []
        bundle = session.game.bundle
        self.cat = Catalogue(bundle.game_map, bundle.roster)
        self.namer = Namer(self.cat)
        self.names = bundle_names(bundle, language().value)
        session.on_applied.connect(self._on_changed)
        session.on_undone.connect(self._on_changed)
        session.on_refused.connect(self._on_refused)
        session.on_journaled.connect(lambda path: self.journaled.emit(str(path)))
        session.on_journal_failed.connect(self.journal_failed.emit)
        session.on_bookmarks_changed.connect(lambda _marks: self.bookmarks_changed.emit())
        self._touch()
        self.started.emit()
        self.changed.emit()
        session.begin()

    def close_game(self) -> None:
        """Forget the game; its journal goes too (the caller has offered to save it)."""
        if self.session is not None:
            self.session.close()
        self.session = None
        self.journal.close()
        self._touch()

    # -- playing ------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.session.decision if self.session is not None else None

    def apply(self, action: Action) -> bool:
        """Apply ``action``; on refusal emit ``refused`` with the engine's message."""
        return self.session is not None and self.session.apply(action) is None

    def undo(self) -> bool:
        """Take the last action back (the hotseat limit is ``undo_guard``'s)."""
        return self.session is not None and self.session.undo()

    def undo_to(self, count: int) -> bool:
        """Take back every action after the first ``count`` at once (against the computer,
        ``session.undo_policy``: its answers since the human's last decision, and that decision)."""
        return self.session is not None and self.session.undo_to(count)

    def redo(self) -> bool:
        return self.session is not None and self.session.redo()

    def _on_changed(self, _what: object) -> None:
        self._touch()
        self.changed.emit()

    def _on_refused(self, refusal: Refusal) -> None:
        said = refusal.said
        self.refused.emit(refusal.message if said is None else
                          render(said, self.names or as_is, language().value))

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo

    def _touch(self) -> None:
        self.revision += 1
        self._board = None

    # -- saving -------------------------------------------------------------------------
    def save(self, path: Path) -> Path:
        if self.session is None:
            raise data_error(path, P.NO_GAME_TO_SAVE)
        return self.session.save(path)

    def set_bookmark(self, position: int, note: str | None) -> None:
        """Bookmark the position after ``position`` actions with ``note`` (None: remove
        the bookmark); it goes into the next save."""
        if self.session is not None:
            self.session.set_bookmark(position, note)

    def flush_checkpoint(self) -> None:
        """Write a pending checkpoint now."""
        if self.session is not None:
            self.session.flush_checkpoint()

    def journal_off(self, reason: str) -> None:
        """Play this session without a journal (the window has said why, once)."""
        self.journal_unavailable = reason
        if self.session is not None:
            self.session.journal_off()
        self.journal.close(remove=False)

    # -- views --------------------------------------------------------------------------
    def board(self) -> BoardView:
        if self._board is not None and self._board[0] == self.revision:
            return self._board[1]
        table = self.view(None)
        board = board_from_state(self.cat, table.public) if (
            table is not None and self.cat is not None) else BoardView()
        self._board = (self.revision, board)
        return board

    def status(self) -> PublicStatus | None:
        table = self.view(None)
        if table is None or self.cat is None:
            return None
        number = table.public.active_event
        event = self.text(msg(MessageId.EVENT_TITLE, number=number, event=event_ref(number))) \
            if number else ""
        return status_from_view(self.cat, table, event)

    def name(self, ident: str) -> str:
        """The name of a piece, zone or marker ``ident`` in this scenario (``ident``
        itself before a game)."""
        return self.namer(ident) if self.namer is not None else ident

    def text(self, message: Message) -> str:
        """``message`` in the interface's language with this scenario's names."""
        if self.names is None:
            return message.id.value
        return render(message, self.names, language().value)

    def public_log(self) -> list[LogRow]:
        """Log lines both players may see (the table's view), dice included.

        Rows are cached: the engine's log only grows, or is cut back by undo."""
        table = self.view(None)
        if table is None:
            return []
        log = table.log
        keep = 0
        limit = min(len(log), len(self._log_src))
        while keep < limit and log[keep] is self._log_src[keep]:
            keep += 1
        del self._log_src[keep:]
        del self._log_rows[keep:]
        for entry in log[keep:]:
            self._log_src.append(entry)
            self._log_rows.append(self.log_row(entry))
        rows = list(self._log_rows)
        return self.log_notes(rows) if self.log_notes is not None else rows

    def log_row(self, entry: LogEntry) -> LogRow:
        """One line of the Record log: its heading, words, rule and die."""
        when = translate("GameController", "AD {year} · phase {phase}").format(
            year=entry.year, phase=entry.phase)
        return (when, self.text(entry.as_message), cite(entry.rule, language().value),
                _die(entry))

    def private_log(self, side: Side) -> list[str]:
        view = self.view(side)
        if view is None:
            return []
        return [translate("GameController", "AD {year}: {text}").format(
            year=e.year, text=self.text(e.as_message)) for e in view.log if e.secret_for is side]

    def hand(self, side: Side) -> list[str]:
        """``side``'s stratagems, from his own view of the game."""
        view = self.view(side)
        return list(view.hand) if view is not None else []

    def hand_sizes(self) -> dict[Side, int]:
        table = self.view(None)
        return dict(table.hand_sizes) if table is not None else {}

    def vp_history(self) -> list[tuple[int, dict[Side, int]]]:
        """VP at the end of each turn, by replaying the game from its start."""
        return self.session.vp_history() if self.session is not None else []


def _die(entry: LogEntry) -> tuple[int, int] | None:
    """The die of a die's log line: its number of sides and the face rolled."""
    if entry.message not in DIE_MESSAGES:
        return None
    said = entry.as_message
    sides, value = said.arg("sides"), said.arg("value")
    return (sides, value) if isinstance(sides, int) and isinstance(value, int) else None


def _after_repaint(write: Callable[[], None]) -> None:
    """The session's journal checkpoint, once the screen has shown the change."""
    QTimer.singleShot(0, write)


class IdleCollector(QObject):
    """Python's garbage collector, run between actions instead of during them.

    A full collection takes tens of milliseconds once a long game holds many undo
    snapshots; left automatic it lands in the middle of an action's screen update.
    The application turns automatic collection off and collects in idle moments.
    """

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.count = 0
        controller.changed.connect(lambda: QTimer.singleShot(0, self.collect))

    def install(self) -> None:
        switch_off()

    def collect(self) -> None:
        self.count += 1
        gc.collect(generation_after(self.count))
