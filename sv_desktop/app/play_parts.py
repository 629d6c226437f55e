"""Play mode's parts that the first frame does not draw, built after it (issue 33).

The main window's first frame shows a scenario's set-up with ``board``, ``panels`` and
``common`` only. Everything else of play mode is built here, in one go, when the window
first needs it: the game controller and its idle collector, the play coordinator, the
computer's seats, the history browser and the print actions, and through their modules
the rules engine, the play session, the dialogs and the sheets. ``startup`` builds them
when the event loop is idle after the first frame; a property of the window that needs
one, or a click or key in the window (``common.first_input``), builds them sooner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from sv_desktop.ai.driver import AiDriver
from sv_desktop.history.browser import GameActions, HistoryBrowser
from sv_desktop.history.dock import HistoryDock
from sv_desktop.play.controller import GameController, IdleCollector
from sv_desktop.play.coordinator import PlayCoordinator
from sv_desktop.play.ports import PlayWindow
from sv_desktop.sheets.print_actions import PrintActions

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

    from sv_desktop.board.map_scene import MapScene


class PlayHost(PlayWindow, GameActions, Protocol):
    """The main window as its deferred parts see it: play mode's ports, the entries that
    act on the game, and the places the parts go (menus built empty, the AI's dock)."""

    scene: MapScene | None  # the map's scene, if one is on show

    @property
    def file_menu(self) -> QMenu: ...
    @property
    def print_place(self) -> QAction: ...  # File ▸ Print… entries go before it
    @property
    def game_menu(self) -> QMenu: ...  # the AI's entries end it
    @property
    def history_menu(self) -> QMenu: ...
    def place_ai_plans(self, dock: QDockWidget) -> None: ...


class PlayParts:
    """The deferred parts of one window, built from ``window`` (whose ``controller`` is
    already made: the coordinator takes it from the window); ``main`` is the same window
    as a ``QMainWindow`` (the parent of the parts, the print dialogs' window)."""

    def __init__(self, window: PlayHost, main: QMainWindow) -> None:
        self.controller: GameController = window.controller
        self.idle_gc = IdleCollector(self.controller)  # installed by the application
        self.play = PlayCoordinator(window)  # ``play.ports.PlayWindow``: this window
        if window.scene is not None:
            self.play.attach_scene(window.scene)
        self.ai = AiDriver(self.play, main)  # takes the computer's seats of ``play``
        window.place_ai_plans(self.ai.plans_dock)
        self.history_panel = HistoryDock()
        window.history_dock.setWidget(self.history_panel)
        self.history = HistoryBrowser(self.play, window, window.history_dock,
                                      self.history_panel, main)
        self.ai.reading_past = lambda: self.history.viewing is not None
        self.printing = PrintActions(main, lambda: window.preview, lambda: self.controller.game,
                                     lambda title, text: window.show_error(title, text))
        _insert_before(window.file_menu, window.print_place, self.printing.add_to)
        self.ai.add_menu(window.game_menu)  # AI speed, skip to the end of its turn, its plans
        self.history.add_menu(window.history_menu)


def _insert_before(menu: QMenu, before: QAction, fill: Callable[[QMenu], None]) -> None:
    """``fill`` appends entries to ``menu``: they are moved up to stand before ``before``."""
    count = len(menu.actions())
    fill(menu)
    added = menu.actions()[count:]
    for action in added:
        menu.removeAction(action)
    menu.insertActions(before, added)
