"""The GameController: owns the ``Game`` and tells the window when it changes.

Every change goes through here (apply, undo, redo, new, load) so the window
repaints from one signal. The controller journals every change to the
session's journal (``journal.py``; a checkpoint at each new phase or step), so
a crash loses nothing, and builds the public views (board, panels, log) from
the engine state.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QObject, QTimer, Signal

from sv_desktop.board.board_view import BoardView, Catalogue
from sv_desktop.board.describe import Namer
from sv_desktop.board.position import board_from_state
from sv_desktop.board.public_status import PublicStatus, status_from_view
from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_desktop.panels.side_panels import LogRow
from sv_desktop.session import saves
from sv_desktop.session.journal import SessionJournal
from sv_model.engine.dice import LogEntry
from sv_model.engine.messages import (
    Message,
    MessageId,
    NameOf,
    bundle_names,
    event_ref,
    msg,
    render,
)
from sv_model.errors import DataFileError, IllegalActionError, NoDecisionPendingError
from sv_model.loader import ScenarioBundle
from sv_model.paths import autosave_dir
from sv_model.schemas.scenario import RulesetOptions, Side
from sv_model.seat_players import SeatPlayers

DIE_MESSAGES = (MessageId.DIE_ROLLED, MessageId.DIE_CHOSEN)
PHASE_NAMES = {"A": "A", "B": "B", "C": "C", "D": "D", "E": "E", "F": "F"}


class GameController(QObject):
    """Holds the game; emits ``changed`` after every move of the game."""

    changed = Signal()
    started = Signal()
    refused = Signal(str)  # an illegal action's message (with its rule)
    journaled = Signal(str)  # a checkpoint was written to the journal at this path
    journal_failed = Signal(str)  # the journal cannot be written (said once per game)
    bookmarks_changed = Signal()  # a bookmark or its note was set or removed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Any = None
        self.cat: Catalogue | None = None
        self.namer: Namer | None = None
        self.names: NameOf | None = None
        self.scenario_path: Path | None = None
        self.save_path: Path | None = None
        self.dirty = False
        self.journal = SessionJournal(autosave_dir())
        self.journal_enabled = True
        self.journal_unavailable: str | None = None  # why no game of this session journals
        self.revision = 0
        self._board: tuple[int, BoardView] | None = None
        self._last_phase: tuple[Any, ...] | None = None
        self.last_apply_ms = 0.0
        self._log_src: list[Any] = []
        self._checkpoint_pending = False
        self._log_rows: list[LogRow] = []
        self.bookmarks: dict[int, str] = {}  # position (actions taken) -> note; saved
        self.players = SeatPlayers()  # the seats the computer plays (``ai_driver``); saved
        self.log_notes: Callable[[list[LogRow]], list[LogRow]] | None = None  # AI reasons

    # -- lifecycle ----------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.game is not None

    def new_game(self, scenario_path: Path, seed: int, options: RulesetOptions | None = None,
                 players: SeatPlayers | None = None) -> None:
        """Start a game; DataFileError if the scenario cannot be used."""
        from sv_model.engine import Game

        bundle = load_scenario_cached(scenario_path)
        game = Game.new(bundle, seed, options)
        self._start(game, Path(scenario_path), None, players=players)

    def load(self, path: Path, *, stop_at: int | None = None) -> None:
        """Load and re-check a saved game; DataFileError with a clear message if broken,
        ReplayMismatchError if it replays differently. ``stop_at``: only that many actions,
        as a new untitled game (the file is never touched)."""
        players = saves.save_players(path)
        game, scenario, marks = saves.load_save_with_bookmarks(path, stop_at=stop_at)
        self._start(game, scenario or self.scenario_path, Path(path) if stop_at is None
                    else None, marks, players=players)

    def adopt(self, game: Any, scenario_path: Path | None,
              players: SeatPlayers | None = None,
              bookmarks: dict[int, str] | None = None) -> None:
        """Play on with a game rebuilt from a journal: untitled, so that its first Save
        asks where (it never writes into the autosave folder)."""
        self._start(game, scenario_path, None, bookmarks, players=players)

    def _start(self, game: Any, scenario_path: Path | None, save_path: Path | None,
               bookmarks: dict[int, str] | None = None, *,
               players: SeatPlayers | None = None) -> None:
        self.game = game
        self.bookmarks = dict(bookmarks or {})
        self.players = players or SeatPlayers()
        self._log_src, self._log_rows = [], []
        bundle: ScenarioBundle = game.bundle
        self.cat = Catalogue(bundle.game_map, bundle.roster)
        self.namer = Namer(self.cat)
        self.names = bundle_names(bundle)
        self.scenario_path = scenario_path or bundle.path
        self.save_path = save_path
        self.dirty = save_path is None
        self._last_phase = self._phase_key(game.state)
        self._touch()
        self.started.emit()
        self.changed.emit()
        self.journal_enabled = self.journal_unavailable is None
        self._journal(lambda j: j.start(saves.save_document(
            game, self.scenario_path, self.bookmarks, players=self.players)))
        self._checkpoint_pending = True
        self.flush_checkpoint()

    def close_game(self) -> None:
        """Forget the game; its journal goes too (the caller has offered to save it)."""
        self.game = None
        self.journal.close()
        self._touch()

    # -- playing ------------------------------------------------------------------------
    @property
    def decision(self) -> Any:
        return self.game.decision if self.game is not None else None

    def apply(self, action: Any) -> bool:
        """Apply ``action``; on refusal emit ``refused`` with the engine's message."""
        if self.game is None:
            return False
        t0 = time.perf_counter()
        try:
            self.game.apply(action)
        except (IllegalActionError, NoDecisionPendingError) as exc:
            self.refused.emit(str(exc))
            return False
        self._journal(lambda j: j.applied(action, len(self.game.actions)))
        self.last_apply_ms = (time.perf_counter() - t0) * 1000
        self._after_change()
        return True

    def undo(self) -> bool:
        """Take the last action back (the hotseat limit is ``undo_guard``'s)."""
        if self.game is None or not self.game.undo():
            return False
        self._journal(lambda j: j.undone_to(len(self.game.actions)))
        self._after_change()
        return True

    def undo_to(self, count: int) -> bool:
        """Take back every action after the first ``count`` at once (against the computer,
        ``ai_undo``: its answers since the human's last decision, and that decision)."""
        if self.game is None or not 0 <= count < len(self.game.actions):
            return False
        self.game.undo_to(count)
        self._journal(lambda j: j.undone_to(count))
        self._after_change()
        return True

    def redo(self) -> bool:
        if self.game is None or not self.game.redo():
            return False
        self._journal(lambda j: j.applied(self.game.actions[-1], len(self.game.actions)))
        self._after_change()
        return True

    def _after_change(self) -> None:
        self.dirty = True
        self._touch()
        self.changed.emit()
        self._maybe_checkpoint()

    def can_undo(self) -> bool:
        return self.game is not None and bool(self.game.can_undo)

    def can_redo(self) -> bool:
        return self.game is not None and bool(self.game.can_redo)

    def _touch(self) -> None:
        self.revision += 1
        self._board = None

    # -- saving -------------------------------------------------------------------------
    def save(self, path: Path) -> Path:
        if self.game is None:
            raise DataFileError.single(path, "there is no game to save")
        written = saves.write_save(path, self.game, self.scenario_path, self.bookmarks,
                                   players=self.players)
        self.save_path = written
        self.dirty = False
        return written

    def set_bookmark(self, position: int, note: str | None) -> None:
        """Bookmark the position after ``position`` actions with ``note`` (None: remove
        the bookmark); it goes into the next save."""
        if note is None:
            if self.bookmarks.pop(position, None) is None:
                return
        elif self.bookmarks.get(position) == note:
            return
        else:
            self.bookmarks[position] = note
        self.dirty = True
        self._journal(lambda j: j.bookmarks(self.bookmarks))  # a crash keeps them
        self.bookmarks_changed.emit()

    @staticmethod
    def _phase_key(st: Any) -> tuple[Any, ...]:
        """Changes at every phase and every step of it (each M/CS's E.1, E.2)."""
        return (st.year, st.phase, st.step, st.phasing,
                tuple(sorted((s.value, n) for s, n in st.mcs_left.items())))

    def _maybe_checkpoint(self) -> None:
        """A journal checkpoint (the state's digest) at each new phase or step, once the
        screen has been updated."""
        st = self.game.state
        key = self._phase_key(st)
        if key != self._last_phase or self.game.is_over:
            self._last_phase = key
            if not self._checkpoint_pending:
                self._checkpoint_pending = True
                QTimer.singleShot(0, self.flush_checkpoint)

    def flush_checkpoint(self) -> None:
        """Write a pending checkpoint now."""
        if self._checkpoint_pending and self.game is not None:
            self._checkpoint_pending = False
            self._journal(lambda j: j.checkpoint(self.game))
            if self.journal.path is not None:
                self.journaled.emit(str(self.journal.path))

    def journal_off(self, reason: str) -> None:
        """Play this session without a journal (the window has said why, once)."""
        self.journal_unavailable = reason
        self.journal_enabled = False
        self.journal.close(remove=False)

    def _journal(self, write: Callable[[SessionJournal], object]) -> None:
        """Write to the journal; if the disk refuses, say so once and play on."""
        if not self.journal_enabled:
            return
        try:
            write(self.journal)
        except OSError as exc:
            self.journal.close(remove=False)
            self.journal_enabled = False
            self.journal_failed.emit(f"The game's journal cannot be written ({exc}). Play "
                                     "goes on, but save often: a crash would lose the moves "
                                     "since the last save.")

    # -- views --------------------------------------------------------------------------
    def board(self) -> BoardView:
        if self._board is not None and self._board[0] == self.revision:
            return self._board[1]
        board = board_from_state(self.cat, self.game.view(None).public) if (
            self.game is not None and self.cat is not None) else BoardView()
        self._board = (self.revision, board)
        return board

    def status(self) -> PublicStatus | None:
        if self.game is None or self.cat is None:
            return None
        table = self.game.view(None)
        number = table.public.active_event
        event = self.text(msg(MessageId.EVENT_TITLE, number=number, event=event_ref(number))) \
            if number else ""
        return status_from_view(self.cat, table, event)

    def text(self, message: Message) -> str:
        """``message`` in English with this scenario's names."""
        return render(message, self.names) if self.names is not None else message.id.value

    def public_log(self) -> list[LogRow]:
        """Log lines both players may see (the table's view), dice included.

        Rows are cached: the engine's log only grows, or is cut back by undo."""
        if self.game is None:
            return []
        log = self.game.view(None).log
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
        die = cast("tuple[int, int]", (entry.as_message.arg("sides"),
                                        entry.as_message.arg("value"))) \
            if entry.message in DIE_MESSAGES else None
        return (f"AD {entry.year} · phase {entry.phase}", self.text(entry.as_message),
                entry.rule, die)

    def private_log(self, side: Side) -> list[str]:
        if self.game is None:
            return []
        return [f"AD {e.year}: {self.text(e.as_message)}"
                for e in self.game.view(side).log if e.secret_for is side]

    def hand(self, side: Side) -> list[str]:
        """``side``'s stratagems, from his own view of the game."""
        if self.game is None:
            return []
        return list(self.game.view(side).hand)

    def hand_sizes(self) -> dict[Side, int]:
        if self.game is None:
            return {}
        return dict(self.game.view(None).hand_sizes)

    def vp_history(self) -> list[tuple[int, dict[Side, int]]]:
        """VP at the end of each turn, by replaying the game from its start."""
        if self.game is None:
            return []
        g = self.game
        replay = g.restarted()
        history: list[tuple[int, dict[Side, int]]] = []
        year = replay.state.year
        for action in g.actions:
            replay.apply(action)
            if replay.state.year != year:
                history.append((year, dict(replay.state.vp)))
                year = replay.state.year
        history.append((replay.state.year, dict(replay.state.vp)))
        return history


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
        gc.collect()
        gc.freeze()  # objects alive now (Qt, the scenario) are never scanned again
        gc.disable()

    def collect(self) -> None:
        self.count += 1
        gc.collect(2 if self.count % 50 == 0 else 1 if self.count % 10 == 0 else 0)
