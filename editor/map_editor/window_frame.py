"""The frame of a map editor window: the parts its helpers work with, and its actions,
status line and messages.

``window.EditorWindow`` builds the parts (document, scene, view, panels, tool actions);
``tracing.Tracing`` adds the tracing docks and actions to a window and sees it as a
``MapWindowFrame``, so that tracing need not import the window module that makes it.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget, QWidget

from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.scan_panel import BackgroundPanel
from editor.map_editor.scene import MapDocumentScene
from editor.map_editor.view import MapDocumentView
from sv_desktop.common.wrapping_status import WrappingStatusBar

STATUS_TIMEOUT_MS = 8000


class MapWindowFrame(QMainWindow):
    """A map editor window as its helpers see it. The parts are made by the subclass,
    ``window.EditorWindow``; ``interactive`` False (tests, scripts) turns the message
    boxes into status messages."""

    doc: MapDocument
    scene: MapDocumentScene
    view: MapDocumentView
    controller: EditController
    background_panel: BackgroundPanel
    tabs: QTabWidget  # the Properties dock's pages
    tool_actions: dict[str, QAction]  # the tool bar's tools, by tool name

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStatusBar(WrappingStatusBar(self))  # tool hints run past 1280 px in French
        self.interactive = True
        self.status_timeout_ms = STATUS_TIMEOUT_MS
        self._status_fresh = False

    def make_action(self, text: str, slot: object,
                    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                    tip: str = "") -> QAction:
        """An action whose tool tip names its shortcut, e.g. "Fit map (Ctrl+0)"."""
        action = QAction(text, self)
        tip = tip or text.replace("&", "").removesuffix("…")
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            tip = with_key(tip, action.shortcut())
        action.setToolTip(tip)
        action.setStatusTip(tip.replace("\n", " — "))
        action.triggered.connect(slot)
        return action

    def show_status(self, message: str) -> None:
        """A message for ``status_timeout_ms``. A later edit, undo or redo clears it (the
        state it spoke of is gone: ``EditorWindow._edited``), and a new tool replaces it
        with its hint; a message the edit itself gives (a refused drag in an undo macro)
        stays."""
        self.statusBar().showMessage(message, self.status_timeout_ms)
        self._status_fresh = True
        QTimer.singleShot(0, self, self._status_settled)

    def _status_settled(self) -> None:
        """Back in the event loop: the message shown belongs to an action that is over."""
        self._status_fresh = False

    def message(self, title: str, text: str) -> None:
        """A warning in a message box, or in the status line when not interactive."""
        if self.interactive:
            QMessageBox.warning(self, title, text)
        else:
            self.show_status(f"{title}: {text}")


def with_key(tip: str, key: QKeySequence) -> str:
    """A tool tip with its shortcut after the first line: "Fit map (Ctrl+0)"."""
    if key.isEmpty():
        return tip
    first, _sep, rest = tip.partition("\n")
    shortcut = key.toString(QKeySequence.SequenceFormat.NativeText)
    return f"{first} ({shortcut})" + (f"\n{rest}" if rest else "")
