"""Application start-up: QApplication, main window, default scenario, crash recovery."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from sv_model.paths import DEFAULT_MAP, scenario_path, user_data_dir
from sv_model.yamlio import remove_stale_temp_files

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from sv_desktop.app.main_window import MainWindow


def start_window(scenario: str | None) -> MainWindow:
    """Everything start-up does before the event loop: the application, the stale temporary
    files, the window on ``scenario`` (through the start-up cache), shown; the start-up
    checks (data folder, interrupted games) run once the first frame is on screen.

    Cold start (issue 33): Python's automatic garbage collection is off from here on (it
    ran some 150 times over the imports and the window's construction, for a few hundred
    objects); the idle collector's first full collection and freeze wait until the first
    frame is on screen."""
    gc.disable()
    from PySide6.QtWidgets import QApplication

    from sv_desktop.app import language_switch
    from sv_desktop.app.main_window import MainWindow
    from sv_desktop.common import i18n, screen_fit

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Semper Victor")
    app.setOrganizationName("Semper Victor")
    screen_fit.install(app)
    i18n.install(i18n.language())  # the command line's choice, into the application
    language_switch.install()  # Settings ▸ Language rebuilds the windows
    remove_stale_temp_files(user_data_dir())
    target = scenario_path(scenario)
    window = MainWindow()
    window.open_scenario_or_map(target, DEFAULT_MAP)
    window.show()
    _after_first_frame(window.map_view.viewport(), lambda: _finish_start_up(window))
    return window


def _finish_start_up(window: MainWindow) -> None:
    """Once the first frame is on screen (issue 33): play mode's deferred parts (unless a
    click or key built them already), the idle collector's first collection and freeze
    (the parts' modules with the rest), then the start-up checks, whose questions may
    wait on the user."""
    window.load_play()
    window.idle_gc.install()
    window.start_up_checks()


def _after_first_frame(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once the event loop is back from painting ``widget`` the first time."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstFrame(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, then)
                self.deleteLater()
            return False

    widget.installEventFilter(FirstFrame(widget))


def run_app(scenario: str | None) -> int:
    from PySide6.QtWidgets import QApplication

    start_window(scenario)
    return int(QApplication.exec())
