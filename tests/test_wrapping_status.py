"""The map editor's status bar wraps a tool hint instead of cutting it: in French at
1280 px the selection and river hints ran past the bar's width and lost their ends."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QMainWindow
from test_audit34_dialogs import french

from sv_desktop.common.wrapping_status import MAX_LINES, WrappingStatusBar

USED_FIXTURES = (french,)


def test_a_long_message_takes_two_lines_and_a_short_one_gives_them_back(qtbot: Any) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    bar = WrappingStatusBar(window)
    window.setStatusBar(bar)
    position = QLabel("x, y: 1234.5, 678.9")
    bar.addPermanentWidget(position)
    window.resize(800, 400)
    window.show()
    qtbot.waitExposed(window)
    one_line = bar.height()
    long = " ".join(["Click a zone to select it, drag a name to move its label point."] * 2)
    bar.showMessage(long)
    qtbot.waitUntil(lambda: bar.height() > one_line)
    assert bar.lines_needed(long) == 2
    assert bar.message_rect().right() < position.x()  # beside the permanent widget
    bar.showMessage("Saved")
    qtbot.waitUntil(lambda: bar.height() == one_line)
    assert bar.lines_needed("Saved") == 1


def test_the_map_editors_hints_fit_in_french_at_1280(qtbot: Any, french: None) -> None:
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow
    from sv_model.paths import DEFAULT_MAP

    editor = EditorWindow(MapDocument.open(DEFAULT_MAP))
    qtbot.addWidget(editor)
    editor.resize(1280, 720)
    editor.show()
    qtbot.waitExposed(editor)
    bar = editor.statusBar()
    assert isinstance(bar, WrappingStatusBar)
    wrapped = 0
    for tool in editor.view.tools:
        editor.view.set_tool(tool)
        hint = bar.currentMessage()
        lines = bar.lines_needed(hint)
        assert hint and lines <= MAX_LINES, (tool, hint)
        wrapped += lines > 1
    assert wrapped >= 1  # the selection hint, at least, needs its second line in French
