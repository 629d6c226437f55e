"""Shared set-up of the play-mode GUI tests."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from sv_desktop.app.main_window import MainWindow
from sv_desktop.board.map_view import MapView

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from sv_desktop.play.controller import GameController
    from sv_model.engine import Decision
    from sv_model.loader import ScenarioBundle
    from sv_model.schemas.scenario import Side

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"


class QuietWindow(MainWindow):
    """A main window that discards on close and answers no to every yes/no question,
    keeping the questions' text in ``questions`` and the side of each handover screen
    shown in ``handovers``."""

    def __init__(self) -> None:
        super().__init__()
        self.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
        self.questions: list[str] = []
        self.handovers: list[Side | None] = []
        self.central.currentChanged.connect(self._note_handover)

    def _note_handover(self, _index: int) -> None:
        if self.central.currentWidget() is self.handover:
            self.handovers.append(self.handover.side)

    def ask_yes_no(self, title: str, text: str) -> bool:
        self.questions.append(text)
        return False


def decision(c: GameController) -> Decision:
    """The decision the game on show waits for, which the test expects there is."""
    pending = c.decision
    assert pending is not None, "no decision is pending: no game, or it is over"
    return pending


def quiet_window(qtbot: QtBot, *, show: bool = False) -> QuietWindow:
    """A main window that never blocks a test on a question; shown at 1400×900 if asked."""
    w = QuietWindow()
    qtbot.addWidget(w)
    if show:
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
    return w


def shown_map_view(qtbot: QtBot, bundle: ScenarioBundle, size: tuple[int, int]) -> MapView:
    """Play mode's map view of ``bundle``'s set-up, shown at ``size``."""
    from sv_desktop.board.board_view import board_from_scenario
    from sv_desktop.board.map_scene import MapScene

    scene = MapScene(bundle.game_map)
    scene.set_board(board_from_scenario(bundle))
    v = MapView()
    qtbot.addWidget(v)
    v.resize(*size)
    v.set_map_scene(scene)
    v.show()
    qtbot.waitExposed(v)
    return v


def laptop_window(qtbot: QtBot) -> QuietWindow:
    """A quiet main window shown at 1280×720, a laptop's screen (issue 39)."""
    w = quiet_window(qtbot, show=True)
    w.resize(1280, 720)
    return w


def started_like_the_app(qtbot: QtBot, size: tuple[int, int] = (1280, 720)) -> QuietWindow:
    """The window as ``run_app`` opens it (the default scenario's set-up on show), with
    the start-up cache warm: a first window filled it, as the app does at every launch."""
    from sv_desktop.common.bundle_cache import load_scenario_cached
    from sv_model.paths import DEFAULT_MAP, scenario_path

    target = scenario_path(None)
    load_scenario_cached(target)  # the launch before this one
    w = quiet_window(qtbot)
    w.resize(*size)
    w.open_scenario_or_map(target, DEFAULT_MAP)
    w.show()
    qtbot.waitExposed(w)
    return w
