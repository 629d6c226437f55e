"""Work a window defers until after its first frame, done first when input comes sooner.

Play mode's window draws its first frame without the rules engine and play mode's
machinery (issue 33, cold start) and builds them when the event loop is idle after it.
A click, a key or a shortcut that reaches the window before then must not be lost or
find half a window: ``BeforeFirstInput`` sees it first (an application event filter),
runs the deferred work, then lets the event go on to its widget, which now has its
handlers (a click on the map reaches the play coordinator; a menu opens with all its
entries; a shortcut finds its action, since Qt looks shortcuts up after the
ShortcutOverride event this filter sees).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

INPUT = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress,
    QEvent.Type.ShortcutOverride, QEvent.Type.ContextMenu, QEvent.Type.Drop,
    QEvent.Type.TabletPress, QEvent.Type.TouchBegin,
})


class BeforeFirstInput(QObject):
    """Calls ``load`` once, before the first input event for ``window`` or a widget in
    it; ``done()`` (after ``load`` ran some other way) stops watching, and so does the
    window's closing."""

    def __init__(self, window: QWidget, load: Callable[[], object]) -> None:
        super().__init__(window)
        self._window = window
        self._load = load
        self._app = QCoreApplication.instance()
        if self._app is not None:
            self._app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in INPUT and self._is_mine(watched):
            self.done()
            self._load()
        elif kind == QEvent.Type.Close and watched is self._window:
            self.done()  # a window closed unused: no more watching
        return False

    def _is_mine(self, watched: QObject) -> bool:
        return isinstance(watched, QWidget) and (
            watched is self._window or self._window.isAncestorOf(watched))

    def done(self) -> None:
        if self._app is not None:
            self._app.removeEventFilter(self)
            self._app = None
