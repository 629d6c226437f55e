"""The editor windows opened from other windows: kept alive here (they have no Qt parent,
so that closing play mode never destroys unsaved work) until they close."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from sv_desktop.common.i18n import translate
from sv_desktop.common.os_errors import reason_text

OPEN_WINDOWS: list[QMainWindow] = []


def keep_open(window: QMainWindow, parent: QWidget | None) -> None:
    """Hold ``window`` until it closes, and show it beside the window that opened it."""
    OPEN_WINDOWS.append(window)
    if parent is not None:
        window.move(parent.window().pos() + QPoint(40, 40))
    window.show()


def close_if_saved(window: QMainWindow, event: QCloseEvent, maybe_save: Callable[[], bool]
                   ) -> None:
    """A close event: accepted (and the window let go) once its work is saved or
    discarded; ignored when the user cancels."""
    if maybe_save():
        if window in OPEN_WINDOWS:
            OPEN_WINDOWS.remove(window)
        event.accept()
    else:
        event.ignore()


def save_failure(save: Callable[[], Any], path: Path) -> str | None:
    """Run an editor's save; None when it worked, else why it did not, in words for the
    user. Every failure is caught and said: a save that fails silently (and a close that
    follows it) would lose the work."""
    try:
        save()
    except OSError as exc:
        return translate("SaveFailure", "{path} could not be written: {error}").format(
            path=path, error=reason_text(exc))
    except Exception as exc:  # any other fault is said too, never lost in a log
        return translate("SaveFailure", "{path} was not saved: {error}").format(
            path=path, error=exc)
    return None
