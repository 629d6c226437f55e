"""The history browser: any earlier position of the game in progress, read-only.

The dock (``history_dock``) lists the game as year ▸ phase ▸ decision
(``history_model``), from ``sv_model.history.GameHistory``, which follows the game by
replaying it on a copy of its own. Choosing a decision shows the game as it stood after
it, on the map and in the turn and control panels, rebuilt apart from the game
(``GameHistory.position``: the nearest of its snapshots and at most 15 actions): the
game itself is never touched. While a position is on show, the map, the decision and
stratagem panels and Undo/Redo take no action, and a banner across the map says so;
Esc, the banner's button or any change of the game returns to the present.

Fair hotseat: everything shown is what the player at the screen may know
(``PlayCoordinator.revealed``; nobody in particular: what both may know). Log lines
come from his ``entries``, positions from his ``Game.view``; when the screen changes
hands, his lines leave the dock at once and the browser returns to the present.
"""

from __future__ import annotations

import time
from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMenu

from sv_desktop.board.board_view import BoardView, describe_zone
from sv_desktop.board.describe import describe_action
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.position import board_from_state
from sv_desktop.board.public_status import status_from_view
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_desktop.common.menu_actions import add_action
from sv_desktop.common.settings import dialog_folder
from sv_desktop.history.dock import HistoryBanner, HistoryDock
from sv_desktop.history.model import EntryRow, bookmark_of, entry_html, entry_rows
from sv_desktop.session import saves
from sv_desktop.session.last_moves import Trace, traces_at
from sv_model.engine.actions import Action
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.messages import MessageId, event_ref, msg
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from sv_desktop.play.coordinator import PlayCoordinator
    from sv_model.history import Entry, GameHistory

HISTORY_KEY = "F9"
NAVIGATION = (
    # menu text, toolbar text, shortcut, method, step, tip (the toolbar's order); the
    # texts are translated where the menu is built
    (QT_TRANSLATE_NOOP("HistoryBrowser", "Previous &Turn"),
     QT_TRANSLATE_NOOP("HistoryBrowser", "« Turn"), "Alt+PgUp", "go_turn", -1,
     QT_TRANSLATE_NOOP("HistoryBrowser",
                       "The start of this turn, or of the one before (Alt+PgUp)")),
    (QT_TRANSLATE_NOOP("HistoryBrowser", "Previous &Battle"),
     QT_TRANSLATE_NOOP("HistoryBrowser", "‹ Battle"), "Alt+Shift+Left", "go_battle", -1,
     QT_TRANSLATE_NOOP("HistoryBrowser",
                       "The position after the battle before this one, 8 (Alt+Shift+Left)")),
    (QT_TRANSLATE_NOOP("HistoryBrowser", "&Previous Decision"), "‹", "Alt+Left",
     "go_decision", -1,
     QT_TRANSLATE_NOOP("HistoryBrowser",
                       "The position after the decision before this one (Alt+Left)")),
    (QT_TRANSLATE_NOOP("HistoryBrowser", "&Next Decision"), "›", "Alt+Right", "go_decision", 1,
     QT_TRANSLATE_NOOP("HistoryBrowser", "The position after the next decision (Alt+Right)")),
    (QT_TRANSLATE_NOOP("HistoryBrowser", "Next B&attle"),
     QT_TRANSLATE_NOOP("HistoryBrowser", "Battle ›"), "Alt+Shift+Right", "go_battle", 1,
     QT_TRANSLATE_NOOP("HistoryBrowser",
                       "The position after the next battle, 8 (Alt+Shift+Right)")),
    (QT_TRANSLATE_NOOP("HistoryBrowser", "Next T&urn"),
     QT_TRANSLATE_NOOP("HistoryBrowser", "Turn »"), "Alt+PgDown", "go_turn", 1,
     QT_TRANSLATE_NOOP("HistoryBrowser", "The start of the next turn (Alt+PgDown)")),
)


def _never(_piece: str) -> bool:
    return False


class GameActions(Protocol):
    """The window's menu entries that act on the game: off while the past is on show
    (``app.main_window.MainWindow`` satisfies it)."""

    @property
    def undo_action(self) -> QAction: ...
    @property
    def redo_action(self) -> QAction: ...
    @property
    def end_move_action(self) -> QAction: ...


class HistoryBrowser(QObject):
    """Glue between the game, the history dock, the map and the History menu: play mode
    (``play``: the map, the panels, the player at the screen) and the window's
    ``actions``."""

    def __init__(self, play: PlayCoordinator, actions: GameActions, dock: QDockWidget,
                 panel: HistoryDock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play, self.actions, self.c = play, actions, play.c
        self.dock, self.panel = dock, panel
        self.history: GameHistory | None = None
        self.entries: list[Entry] = []
        self.viewer: Side | None = play.revealed
        self.viewing: int | None = None  # the entry on show; None: the present
        self.last_jump_ms = 0.0
        self.ask_branch_path = self._ask_branch_path
        self.banner = HistoryBanner(play.map_view)
        self.banner.button.clicked.connect(self.return_to_present)
        self._locked = False
        self._board: BoardView | None = None
        self._scene: MapScene | None = None  # its stack clicks list the past's pieces
        self._worded: list[Entry] = []  # the entries of ``_rows``
        self._rows: list[EntryRow] = []
        self.c.started.connect(self._on_started)
        self.c.changed.connect(self._on_changed)
        self.c.bookmarks_changed.connect(self._on_bookmarks)
        play.listen_to_viewer(self._on_viewer)
        dock.visibilityChanged.connect(self._on_visible)
        panel.entry_chosen.connect(self.show_entry)
        panel.note_edited.connect(self._on_note)
        panel.branch_requested.connect(self.branch)
        panel.present_button.clicked.connect(self.return_to_present)

    # -- menu -----------------------------------------------------------------------------
    def add_menu(self, menu: QMenu) -> None:
        """The History menu; its navigation entries are the dock's buttons too."""
        add_action(self, menu, translate("HistoryBrowser", "&History Browser"), self.open,
                   HISTORY_KEY, translate(
                       "HistoryBrowser", "Every decision of the game, by year and phase; click "
                       "one to see the game as it stood then"))
        menu.addSeparator()
        buttons = []
        for text, short, key, method, step, tip in NAVIGATION:
            action = add_action(self, menu, translate("HistoryBrowser", text),
                                partial(getattr(self, method), step), key,
                                translate("HistoryBrowser", tip))
            action.setIconText(translate("HistoryBrowser", short))
            buttons.append(action)
        add_action(self, menu, translate("HistoryBrowser", "&Return to the Present (Esc)"),
                   self.return_to_present, "Alt+End",
                   translate("HistoryBrowser", "Back to the game in progress"))
        menu.addSeparator()
        add_action(self, menu, translate("HistoryBrowser", "Branch &from Here…"),
                   lambda: self.branch(self.viewing),
                   tip=translate("HistoryBrowser",
                                 "Save a new game that stops at the position on show"))
        menu.setToolTipsVisible(True)
        self.panel.set_actions(buttons)

    def open(self) -> None:
        """Show the dock, up to date."""
        self.dock.show()
        self.dock.raise_()
        self._update()

    # -- following the game ---------------------------------------------------------------
    def _on_started(self) -> None:
        self._unlock()
        self.history = None
        self._clear_rows()

    def _on_changed(self) -> None:
        self._unlock()  # the game moved: the present is on show again (play mode drew it)
        if self.dock.isVisible():
            self._update()

    def _on_visible(self, visible: bool) -> None:
        if visible:
            self._update()

    def _on_viewer(self, side: Side | None) -> None:
        """Another player at the screen: the last one's lines leave the dock now."""
        self.viewer = side
        self.panel.set_chosen(None, "", None)
        if self.dock.isVisible():
            self._update()
        else:
            self._clear_rows()
        if self._locked:
            QTimer.singleShot(0, self.return_to_present)

    def _update(self) -> None:
        if not self.c.active:
            self._clear_rows()
            return
        if self.history is None:
            from sv_model.history import GameHistory  # when first opened (cold start)

            self.history = GameHistory(self.c.live)
        else:
            self.history.sync(self.c.live.actions)
        self.entries = self.history.entries(self.viewer)
        self._show_rows()

    def _clear_rows(self) -> None:
        self.entries, self._worded, self._rows = [], [], []
        self.panel.set_rows([])

    def _on_bookmarks(self) -> None:
        self._worded = []  # every row is worded again
        self._show_rows()

    def _show_rows(self) -> None:
        """Word the entries that changed since the last time (the game moves on at the
        end), and show them."""
        old, keep = self._worded, 0
        limit = min(len(old), len(self.entries))
        while keep < limit and old[keep] == self.entries[keep]:
            keep += 1
        self._rows = self._rows[:keep] + entry_rows(self.entries[keep:], self._describe,
                                                    self.c.bookmarks, keep)
        self._worded = list(self.entries)
        self.panel.set_rows(self._rows)

    def _describe(self, action: Action) -> str:
        return describe_action(self.c.namer, action) if self.c.namer else str(action)

    # -- navigation -----------------------------------------------------------------------
    def _here(self) -> int:
        return self.viewing if self.viewing is not None else len(self.entries)

    def _ready(self) -> bool:
        if not self.c.active:
            return False
        if not self.dock.isVisible() or self.history is None:
            self.open()
        return bool(self.entries)

    def go_decision(self, step: int) -> None:
        if self._ready():
            self._go(max(self._here() + step, 0))

    def go_turn(self, step: int) -> None:
        if not self._ready():
            return
        here = self._here()
        year = self.entries[here].year if here < len(self.entries) else self.c.table.public.year
        starts = [i for i, e in enumerate(self.entries)
                  if i == 0 or e.year != self.entries[i - 1].year]
        if step < 0:
            earlier = [i for i in starts if i < here]
            if earlier:
                this_turn = [i for i in earlier if self.entries[i].year == year]
                self._go(this_turn[-1] if this_turn else earlier[-1])
        else:
            later = [i for i in starts if i > here]
            self._go(later[0] if later else len(self.entries))

    def go_battle(self, step: int) -> None:
        if not self._ready():
            return
        here = self._here()
        found = [i for i, e in enumerate(self.entries) if e.battle
                 and (i > here if step > 0 else i < here)]
        if found:
            self._go(found[0] if step > 0 else found[-1])
        else:
            self.play.status.showMessage(
                translate("HistoryBrowser", "No later battle.") if step > 0 else
                translate("HistoryBrowser", "No earlier battle."), 3000)

    def _go(self, number: int) -> None:
        if number >= len(self.entries):
            self.return_to_present()
        else:
            self.show_entry(number)

    # -- showing a position ---------------------------------------------------------------
    def show_entry(self, number: int) -> None:
        """Show the game as it stood at entry ``number``, read-only."""
        start = time.perf_counter()
        if self.history is None or not 0 <= number < len(self.entries):
            return
        entry = self.entries[number]
        view = self.history.position(entry.last, self.viewer)
        self._lock()
        self._show_view(view)
        self.play.show_traces(self._traces(entry, view.public))
        self.viewing = number
        st = view.public
        where = translate("HistoryBrowser", "the end of the game") if st.over else \
            translate("HistoryBrowser", "AD {year}, phase {phase}").format(
                year=st.year, phase=st.phase)
        self.banner.show_text(translate("HistoryBrowser", "Viewing {where} — read-only.")
                              .format(where=where))
        self.play.status.showMessage(translate(
            "HistoryBrowser", "Viewing {where}: nothing on screen acts on the game until you "
            "return to the present (Esc).").format(where=where))
        mark = bookmark_of(entry, self.c.bookmarks)
        self.panel.set_chosen(number, entry_html(number, entry, self._describe,
                                                         lambda line: self.c.text(line.as_message)),
                              self.c.bookmarks[mark] if mark is not None else None)
        self.last_jump_ms = (time.perf_counter() - start) * 1000

    def _traces(self, entry: Entry, after: GameState) -> list[Trace]:
        """The move and the battle of the decision on show, drawn on the map."""
        if self.history is None or entry.action is None or entry.first < 1:
            return []
        before = self.history.position(entry.first - 1, self.viewer).public
        return traces_at(before, entry.action, entry.first, entry.player, after)

    def _show_view(self, view: PlayerView) -> None:
        play, cat = self.play, self.c.cat
        scene = play.scene
        if cat is None or scene is None:
            return
        board = board_from_state(cat, view.public)
        self._board = board
        scene.clear_highlight()
        scene.set_board(board)
        play.map_view.describe_zone = lambda z: describe_zone(cat, board, z)
        number = view.public.active_event
        event = self.c.text(msg(MessageId.EVENT_TITLE, number=number,
                                event=event_ref(number))) if number else ""
        status = status_from_view(cat, view, event)
        play.turn_panel.set_status(status)
        play.control_panel.set_status(cat, status)
        # the Record log as it stood then (the public lines, as in the present)
        play.log_panel.set_entries([self.c.log_row(e) for e in view.log if e.secret_for is None])
        if play.inspector.zone_id:
            self._inspect(play.inspector.zone_id)

    def _inspect(self, zone: str, _group: str = "") -> None:
        cat, board = self.c.cat, self._board
        if self._locked and cat is not None and board is not None:
            self.play.inspector.show_zone(zone, cat.zone_title(zone), board.in_zone(zone))

    def _lock(self) -> None:
        """Nothing on screen may act on the game while the past is on show."""
        if self._locked:
            return
        self._locked = True
        play = self.play
        play.map_view.can_drag = _never
        for blocked in (play.map_view, play.inspector):
            blocked.blockSignals(True)
        play.map_view.horizontalScrollBar().rangeChanged.connect(self._relay_zoom)
        for widget in (play.decision_panel, play.hand_panel):
            widget.setEnabled(False)
        acts = self.actions
        for action in (acts.undo_action, acts.redo_action, acts.end_move_action):
            action.setEnabled(False)
        if play.combat is not None:
            play.combat.hide()
        self._scene = play.scene
        if self._scene is not None:
            self._scene.stack_clicked.connect(self._inspect)

    def _relay_zoom(self, _low: int = 0, _high: int = 0) -> None:
        """The map's signals are blocked while the past is on show, but a zoom (which
        changes the scroll range) still reaches the zoom read-out."""
        view = self.play.map_view
        view.blockSignals(False)
        view.zoom_changed.emit(view.current_scale())
        view.blockSignals(True)

    def _unlock(self) -> None:
        if not self._locked:
            return
        self._locked = False
        play = self.play
        play.map_view.can_drag = play.can_drag
        play.map_view.horizontalScrollBar().rangeChanged.disconnect(self._relay_zoom)
        for blocked in (play.map_view, play.inspector):
            blocked.blockSignals(False)
        for widget in (play.decision_panel, play.hand_panel):
            widget.setEnabled(True)
        self.actions.undo_action.setEnabled(self.c.can_undo())
        self.actions.redo_action.setEnabled(self.c.can_redo())
        d = self.c.decision
        self.actions.end_move_action.setEnabled(d is not None
                                                and d.kind is DecisionKind.MOVEMENT)
        if self._scene is not None:
            with suppress(RuntimeError, TypeError):  # the scene of a game closed since
                self._scene.stack_clicked.disconnect(self._inspect)
            self._scene = None
        self.banner.hide()
        self.viewing = None
        self._board = None
        self.panel.set_chosen(None, "", None)

    def return_to_present(self) -> bool:
        """Esc: the game in progress again. False if it was on show already."""
        if not self._locked:
            return False
        self._unlock()
        self.play.refresh()
        self.play.status.showMessage(translate("HistoryBrowser", "Back to the present."), 2000)
        return True

    # -- bookmarks and branches -----------------------------------------------------------
    def _on_note(self, number: int, note: object) -> None:
        if not 0 <= number < len(self.entries):
            return
        entry = self.entries[number]
        mark = bookmark_of(entry, self.c.bookmarks)
        self.c.set_bookmark(entry.last if mark is None else mark,
                            note if isinstance(note, str) else None)

    def branch(self, number: int | None) -> Path | None:
        """Save a new game made of the actions up to entry ``number``'s position, in a
        new file (never over an existing one). The game in progress is not changed."""
        if number is None or not self.c.active or not 0 <= number < len(self.entries):
            self.play.status.showMessage(translate(
                "HistoryBrowser", "Choose a decision in the History browser first."), 4000)
            return None
        entry = self.entries[number]
        game = self.c.live
        path = self.ask_branch_path(_free_name(dialog_folder(), game.bundle.scenario.id,
                                               entry))
        if path is None:
            return None
        if not path.name.endswith(saves.SAVE_SUFFIX):
            path = path.with_name(path.name + saves.SAVE_SUFFIX)
        if path.exists():
            self.play.host.show_error(
                translate("HistoryBrowser", "Choose a new file"), translate(
                    "HistoryBrowser", "{path} exists. A branch is always saved as a new game: "
                    "it never replaces a saved file.").format(path=path))
            return None
        branch = game.restarted(checkpoints=True)
        for action in game.actions[:entry.last]:
            branch.apply(action)
        marks = {n: note for n, note in self.c.bookmarks.items() if n <= entry.last}
        try:
            saves.write_save(path, branch, self.c.scenario_path, marks)
        except OSError as exc:
            self.play.host.show_error(
                translate("HistoryBrowser", "The branch could not be saved"), error_text(exc))
            return None
        self.play.prefs.add_recent(path)
        actions = entry.last
        self.play.status.showMessage(translate(
            "HistoryBrowser", "Branch saved to {path} (%n action(s)). Your game is unchanged; "
            "File ▸ Load Game plays the branch.", None, actions).format(path=path), 8000)
        return path

    def _ask_branch_path(self, default: Path) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            self.play.host.window(),
            translate("HistoryBrowser", "Branch from here: save a new game"), str(default),
            translate("HistoryBrowser", "Saved games (*{suffix})").format(
                suffix=saves.SAVE_SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite)
        return Path(path) if path else None


def _free_name(folder: Path, scenario_id: str, entry: Entry) -> Path:
    """A file name in ``folder`` that no file has yet."""
    stem = f"{scenario_id}_{entry.year}{entry.phase}_branch"
    path = folder / f"{stem}{saves.SAVE_SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"{stem}_{number}{saves.SAVE_SUFFIX}"
        number += 1
    return path
