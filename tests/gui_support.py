"""Shared set-up of the play-mode GUI tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from sv_desktop.main_window import MainWindow

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
