"""Driving the map editor window with the mouse and keyboard in pytest-qt tests."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Point
from editor.map_editor.tools import DrawZoneTool
from editor.map_editor.window import EditorWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

NO_MODS = Qt.KeyboardModifier.NoModifier


def scene_pos(win: EditorWindow, p: tuple[float, float]) -> QPoint:
    """Where the map point ``p`` is on the view's viewport."""
    return win.view.mapFromScene(QPointF(*p))


def click(win: EditorWindow, p: tuple[float, float],
          mods: Qt.KeyboardModifier = NO_MODS) -> None:
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, mods, scene_pos(win, p))


def drag(win: EditorWindow, a: tuple[float, float], b: tuple[float, float]) -> None:
    vp = win.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, NO_MODS, scene_pos(win, a))
    QTest.mouseMove(vp, scene_pos(win, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)))
    QTest.mouseMove(vp, scene_pos(win, b))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NO_MODS, scene_pos(win, b))


def drawn_points(win: EditorWindow) -> list[Point]:
    """The points of the zone being drawn (the draw tool is the view's tool)."""
    tool = win.view.tool
    assert isinstance(tool, DrawZoneTool), tool
    return tool.points


def key(win: EditorWindow, k: Qt.Key) -> None:
    QTest.keyClick(win.view, k)


def shown_editor(qtbot: QtBot, path: Path) -> EditorWindow:
    """A non-interactive editor window on the map file ``path``, shown and fitted."""
    win = EditorWindow(MapDocument.open(path))
    win.interactive = False
    qtbot.addWidget(win)
    win.show()
    win.view.fit_all()
    return win
