"""Application start-up: QApplication, main window, default scenario, crash recovery."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from sv_model.paths import DEFAULT_MAP, scenario_path, user_data_dir
from sv_model.yamlio import remove_stale_temp_files

if TYPE_CHECKING:
    from sv_desktop.app.main_window import MainWindow


def start_window(scenario: str | None) -> MainWindow:
    """Everything start-up does before the event loop: the application, the stale temporary
    files, the window on ``scenario`` (through the start-up cache), shown; the start-up
    checks (data folder, interrupted games) run once the loop starts."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from sv_desktop.app.main_window import MainWindow
    from sv_desktop.common import screen_fit

    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("Semper Victor")
    app.setOrganizationName("Semper Victor")
    screen_fit.install(app)
    remove_stale_temp_files(user_data_dir())
    target = scenario_path(scenario)
    window = MainWindow()
    window.open_scenario_or_map(target, DEFAULT_MAP)
    window.show()
    window.idle_gc.install()
    QTimer.singleShot(0, window.start_up_checks)
    return window


def run_app(scenario: str | None) -> int:
    from PySide6.QtWidgets import QApplication

    start_window(scenario)
    return int(QApplication.exec())
