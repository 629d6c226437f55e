"""What play mode asks of the window it plays in, and of the computer's seats (issue 40).

``PlayCoordinator`` and its helpers never import the main window: they depend on these
small protocols, which ``sv_desktop.app.main_window.MainWindow`` satisfies by its shape
(its panels, its status bar, its few window-level services), and on ``ComputerSeats``,
which ``sv_desktop.ai.driver.AiDriver`` satisfies once the window plugs it in
(``HumanSeats`` until then: two humans at one screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget, QStatusBar, QWidget

    from sv_desktop.board.board_view import Catalogue
    from sv_desktop.board.map_scene import MapScene
    from sv_desktop.board.map_view import MapView
    from sv_desktop.common.settings import Preferences
    from sv_desktop.panels.decision_panel import DecisionPanel
    from sv_desktop.panels.side_panels import ControlPanel, LogPanel, TurnPanel
    from sv_desktop.panels.stack_inspector import StackInspector
    from sv_desktop.play.controller import GameController
    from sv_desktop.play.hotseat import HandoverScreen, HandPanel
    from sv_model.engine.core import Decision
    from sv_model.loader import ScenarioBundle
    from sv_model.schemas.map import GameMap
    from sv_model.schemas.scenario import Side


class PlayScreen(Protocol):
    """The widgets play mode draws on. The coordinator takes each of them once, when it
    is built, and holds it."""

    @property
    def controller(self) -> GameController: ...
    @property
    def prefs(self) -> Preferences: ...
    @property
    def map_view(self) -> MapView: ...
    @property
    def central(self) -> QStackedWidget: ...  # the map, or the handover screen over it
    @property
    def handover(self) -> HandoverScreen: ...
    @property
    def decision_panel(self) -> DecisionPanel: ...
    @property
    def decision_dock(self) -> QDockWidget: ...
    @property
    def hand_panel(self) -> HandPanel: ...
    @property
    def log_panel(self) -> LogPanel: ...
    @property
    def turn_panel(self) -> TurnPanel: ...
    @property
    def control_panel(self) -> ControlPanel: ...
    @property
    def inspector(self) -> StackInspector: ...
    @property
    def hand_dock(self) -> QDockWidget: ...
    @property
    def inspector_dock(self) -> QDockWidget: ...
    @property
    def history_dock(self) -> QDockWidget: ...
    @property
    def autosave_label(self) -> QLabel: ...
    def statusBar(self) -> QStatusBar: ...  # Qt's name
    def window(self) -> QWidget: ...  # the window itself: the parent of play's dialogs


class PlayWindow(PlayScreen, Protocol):
    """The window's own business, which play mode asks for when it needs it: the scenario
    on show before a game, the map file, the scene of a map, files and errors, and the
    Game ▸ End Movement entry (built with the menus, before the coordinator)."""

    preview: ScenarioBundle | None  # the scenario shown before a game starts
    map_path: Path | None  # the map file the Tools ▸ Map Editor opens

    @property
    def catalogue(self) -> Catalogue | None: ...  # the preview's names
    @property
    def end_move_action(self) -> QAction: ...
    def may_leave_game(self) -> bool: ...
    def show_map(self, game_map: GameMap) -> MapScene: ...
    def show_error(self, title: str, text: str) -> None: ...


class ComputerSeats(Protocol):
    """The computer's seats, as play mode asks about them before it shows a decision."""

    def lone_human(self) -> Side | None:
        """The side of the only human at the screen (None: two humans, or none)."""
        ...

    def deciding(self) -> bool:
        """The computer must answer now: nothing on screen may answer for it."""
        ...

    def present(self, d: Decision) -> bool:
        """True: ``d`` is the computer's, and it shows what it needs itself."""
        ...

    def at_screen(self, side: Side) -> Side:
        """Who may be shown ``side``'s hand (never the computer)."""
        ...


class HumanSeats:
    """Two humans at one screen: the computer holds no seat."""

    def lone_human(self) -> Side | None:
        return None

    def deciding(self) -> bool:
        return False

    def present(self, d: Decision) -> bool:
        return False

    def at_screen(self, side: Side) -> Side:
        return side
