"""``LocalSession``: a play session on a ``Game`` held on this machine (issue 40).

It owns the game, the seats (``SeatPlayers``), the bookmarks, the undo policy
(``undo_policy``), saving and the session's journal (``journal.SessionJournal``): every
change is journaled as it is made, and a checkpoint (the state's digest) at each new
phase or step, so a crash loses nothing. The checkpoint waits until the screen has
shown the change: the session hands it to ``defer`` (the Qt side schedules it after the
repaint; by default it is written at once). It implements ``PlaySession``: the screen
reads the game through its views and hears its events; it never reads the state.

A session always has a game: "no game" is no session (``GameController.session`` is
``LocalSession | None``), so nothing here guards against a missing game.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Final

from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_desktop.common.os_errors import os_error_text
from sv_desktop.common.wording import QT_TRANSLATE_NOOP, translate
from sv_desktop.session import saves, undo_policy
from sv_desktop.session.events import Event
from sv_desktop.session.journal import SessionJournal
from sv_desktop.session.play_session import PlaySession, Refusal
from sv_desktop.session.undo_policy import UndoPlan
from sv_model.engine.actions import Action
from sv_model.engine.core import Decision
from sv_model.engine.game import Game
from sv_model.engine.messages import Message
from sv_model.engine.state import GameResult
from sv_model.engine.view import PlayerView
from sv_model.errors import IllegalActionError, NoDecisionPendingError
from sv_model.schemas.scenario import RulesetOptions, Side
from sv_model.seat_players import SeatPlayers

PhaseKey = tuple[object, ...]
Defer = Callable[[Callable[[], None]], object]
JOURNAL_FAILED: Final = QT_TRANSLATE_NOOP(
    "LocalSession", "The game's journal cannot be written ({problem}). Play goes on, but save "
    "often: a crash would lose the moves since the last save.")
_UNTOLD: Final = object()  # no decision told yet


def _at_once(write: Callable[[], None]) -> None:
    write()


class LocalSession:
    """A game played on this machine, its seats, bookmarks, saves and journal."""

    def __init__(self, game: Game, *, scenario_path: Path | None = None,
                 save_path: Path | None = None, bookmarks: Mapping[int, str] | None = None,
                 players: SeatPlayers | None = None, journal: SessionJournal | None = None,
                 defer: Defer = _at_once) -> None:
        self._game = game
        self._players = players or SeatPlayers()
        self.bookmarks: dict[int, str] = dict(bookmarks or {})  # position -> note; saved
        self.scenario_path: Path | None = scenario_path or game.bundle.path
        self.save_path = save_path
        self.dirty = save_path is None
        self.journal = journal  # None: this session is not journaled
        self._defer = defer
        self._last_phase = self._phase_key()
        self._checkpoint_pending = False
        self._told: object = _UNTOLD
        self.last_apply_ms = 0.0
        self.on_applied: Event[Action] = Event()
        self.on_undone: Event[int] = Event()
        self.on_decision_changed: Event[Decision | None] = Event()
        self.on_ended: Event[GameResult] = Event()
        self.on_refused: Event[Refusal] = Event()
        self.on_journaled: Event[Path] = Event()
        self.on_journal_failed: Event[str] = Event()
        self.on_bookmarks_changed: Event[Mapping[int, str]] = Event()

    # -- creation -----------------------------------------------------------------------
    @classmethod
    def new(cls, scenario_path: Path, seed: int, options: RulesetOptions | None = None,
            players: SeatPlayers | None = None, *, journal: SessionJournal | None = None,
            defer: Defer = _at_once) -> LocalSession:
        """A new game of ``scenario_path``; DataFileError if the scenario cannot be used."""
        game = Game.new(load_scenario_cached(scenario_path), seed, options)
        return cls(game, scenario_path=Path(scenario_path), players=players,
                   journal=journal, defer=defer)

    @classmethod
    def load(cls, path: Path, *, stop_at: int | None = None,
             scenario_path: Path | None = None, journal: SessionJournal | None = None,
             defer: Defer = _at_once) -> LocalSession:
        """A saved game, replayed and checked (``saves``); ``stop_at``: only that many
        actions, as a new untitled game. ``scenario_path``: where its scenario is if the
        save does not say."""
        players = saves.save_players(path)
        game, scenario, marks = saves.load_save_with_bookmarks(path, stop_at=stop_at)
        return cls(game, scenario_path=scenario or scenario_path,
                   save_path=Path(path) if stop_at is None else None, bookmarks=marks,
                   players=players, journal=journal, defer=defer)

    def begin(self) -> None:
        """Start the journal (its header holds the game as it is now) and tell the
        pending decision; call it once the listeners are connected."""
        journal = self.journal
        if journal is not None:
            self._journal(lambda: journal.start(saves.save_document(
                self._game, self.scenario_path, self.bookmarks, players=self._players)))
        self._checkpoint_pending = True
        self.flush_checkpoint()
        self._tell()

    def close(self) -> None:
        """The game is over for this window: its journal goes (a clean close)."""
        if self.journal is not None:
            self.journal.close()
        self.detach()

    def detach(self) -> None:
        """Write nothing more: the window plays another game now, in the same journal. A
        checkpoint still waiting for the screen is dropped (it would land in the next
        game's journal, which then would not recover)."""
        self._checkpoint_pending = False
        self.journal = None

    # -- reading ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game itself: for the engine's queries (reach, refusal), never its state."""
        return self._game

    @property
    def players(self) -> SeatPlayers:
        return self._players

    def seat(self, side: Side) -> int:
        return self.view(None).public.seats[side]

    def is_ai(self, side: Side) -> bool:
        return self._players.is_ai(self.seat(side))

    def view(self, side: Side | None) -> PlayerView:
        return self._game.view(side)

    @property
    def decision(self) -> Decision | None:
        return self._game.decision

    @property
    def position(self) -> int:
        return len(self._game.actions)

    @property
    def can_undo(self) -> bool:
        return self._game.can_undo

    @property
    def can_redo(self) -> bool:
        return self._game.can_redo

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    @property
    def result(self) -> GameResult | None:
        return self._game.result

    def vp_history(self) -> list[tuple[int, dict[Side, int]]]:
        """VP at the end of each turn, by replaying the game from its start (the table's
        view of each position)."""
        replay = self._game.restarted()
        history: list[tuple[int, dict[Side, int]]] = []
        year = replay.view(None).public.year
        for action in self._game.actions:
            replay.apply(action)
            table = replay.view(None).public
            if table.year != year:
                history.append((year, dict(table.vp)))
                year = table.year
        history.append((year, dict(replay.view(None).public.vp)))
        return history

    # -- playing ------------------------------------------------------------------------
    def apply(self, action: Action) -> Refusal | None:
        """Apply ``action``; its refusal (also told by ``on_refused``) if the engine
        refuses it."""
        t0 = time.perf_counter()
        try:
            self._game.apply(action)
        except (IllegalActionError, NoDecisionPendingError) as exc:
            said = getattr(exc, "said", None)
            refusal = Refusal(action, str(exc), said if isinstance(said, Message) else None)
            self.on_refused.emit(refusal)
            return refusal
        count = self.position
        self._write(lambda j: j.applied(action, count))
        self.last_apply_ms = (time.perf_counter() - t0) * 1000
        self._changed()
        self.on_applied.emit(action)
        self._tell()
        return None

    def undo_plan(self, casual: bool) -> UndoPlan:
        return undo_policy.plan(self._game, self._players, casual)

    def undo(self) -> bool:
        if not self._game.undo():
            return False
        self._taken_back()
        return True

    def undo_to(self, count: int) -> bool:
        if not 0 <= count < self.position:
            return False
        self._game.undo_to(count)
        self._taken_back()
        return True

    def redo(self) -> bool:
        if not self._game.redo():
            return False
        action, count = self._game.actions[-1], self.position
        self._write(lambda j: j.applied(action, count))
        self._changed()
        self.on_applied.emit(action)
        self._tell()
        return True

    def _taken_back(self) -> None:
        count = self.position
        self._write(lambda j: j.undone_to(count))
        self._changed()
        self.on_undone.emit(count)
        self._tell()

    def _changed(self) -> None:
        self.dirty = True
        self._maybe_checkpoint()

    def _tell(self) -> None:
        """``on_decision_changed`` if the pending decision is not the one told last, then
        ``on_ended`` if the game is over now and was not before."""
        decision = self._game.decision
        if decision is self._told or decision == self._told:
            return
        was_over = self._told is None
        self._told = decision
        self.on_decision_changed.emit(decision)
        result = self._game.result
        if decision is None and not was_over and self._game.is_over and result is not None:
            self.on_ended.emit(result)

    # -- bookmarks and saves ------------------------------------------------------------
    def set_bookmark(self, position: int, note: str | None) -> bool:
        """Bookmark the position after ``position`` actions with ``note`` (None: remove
        the bookmark); it goes into the next save. False if nothing changed."""
        if note is None:
            if self.bookmarks.pop(position, None) is None:
                return False
        elif self.bookmarks.get(position) == note:
            return False
        else:
            self.bookmarks[position] = note
        self.dirty = True
        marks = dict(self.bookmarks)
        self._write(lambda j: j.bookmarks(marks))  # a crash keeps them
        self.on_bookmarks_changed.emit(marks)
        return True

    def save(self, path: Path) -> Path:
        """Write the game to ``path`` atomically; OSError or DataFileError if it fails."""
        written = saves.write_save(path, self._game, self.scenario_path, self.bookmarks,
                                   players=self._players)
        self.save_path = written
        self.dirty = False
        return written

    # -- the journal --------------------------------------------------------------------
    def _phase_key(self) -> PhaseKey:
        """Changes at every phase and every step of it (each M/CS's E.1, E.2)."""
        st = self.view(None).public
        return (st.year, st.phase, st.step, st.phasing,
                tuple(sorted((s.value, n) for s, n in st.mcs_left.items())))

    def _maybe_checkpoint(self) -> None:
        """A journal checkpoint at each new phase or step, once the screen has shown it."""
        key = self._phase_key()
        if key != self._last_phase or self._game.is_over:
            self._last_phase = key
            if not self._checkpoint_pending:
                self._checkpoint_pending = True
                self._defer(self.flush_checkpoint)

    def flush_checkpoint(self) -> None:
        """Write a pending checkpoint now."""
        if not self._checkpoint_pending:
            return
        self._checkpoint_pending = False
        self._write(lambda j: j.checkpoint(self._game))
        journal = self.journal
        if journal is not None and journal.path is not None:
            self.on_journaled.emit(journal.path)

    def journal_off(self) -> None:
        """Play on without a journal, keeping its file (the window has said why)."""
        if self.journal is not None:
            self.journal.close(remove=False)
        self.journal = None

    def _write(self, write: Callable[[SessionJournal], object]) -> None:
        journal = self.journal
        if journal is not None:
            self._journal(lambda: write(journal))

    def _journal(self, write: Callable[[], object]) -> None:
        """Write to the journal; if the disk refuses, say so once and play on."""
        try:
            write()
        except OSError as exc:
            self.journal_off()
            self.on_journal_failed.emit(
                translate("LocalSession", JOURNAL_FAILED).format(problem=os_error_text(exc)))


def _a_play_session(session: LocalSession) -> PlaySession:
    """mypy checks here that ``LocalSession`` has every member of ``PlaySession``."""
    return session
