"""Shared set-up of the play-mode GUI tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from sv_desktop.app.main_window import MainWindow

GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"


def quiet_window(qtbot: Any, *, show: bool = False) -> MainWindow:
    """A main window that never blocks a test on a question; shown at 1400×900 if asked."""
    w = MainWindow()
    w.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
    questions: list[str] = []
    w.questions = questions  # type: ignore[attr-defined]
    w.ask_yes_no = lambda _title, text: questions.append(text) and False  # type: ignore[method-assign]
    qtbot.addWidget(w)
    if show:
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
    return w


def shown_map_view(qtbot: Any, bundle: Any, size: tuple[int, int]) -> Any:
    """Play mode's map view of ``bundle``'s set-up, shown at ``size``."""
    from sv_desktop.board.board_view import board_from_scenario
    from sv_desktop.board.map_scene import MapScene
    from sv_desktop.board.map_view import MapView

    scene = MapScene(bundle.game_map)
    scene.set_board(board_from_scenario(bundle))
    v = MapView()
    qtbot.addWidget(v)
    v.resize(*size)
    v.set_map_scene(scene)
    v.show()
    qtbot.waitExposed(v)
    return v


def laptop_window(qtbot: Any) -> MainWindow:
    """A quiet main window shown at 1280×720, a laptop's screen (issue 39)."""
    w = quiet_window(qtbot, show=True)
    w.resize(1280, 720)
    return w


def started_like_the_app(qtbot: Any, size: tuple[int, int] = (1280, 720)) -> MainWindow:
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
