"""The editors' structure (issue 40): the map editor reaches the scenario designer only
through the opener the ``editor`` package gives its windows (the two editors are siblings
and import neither the other: import-linter's contracts in pyproject.toml, run by
``test_layers.py``, hold the imports themselves)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, quiet_window
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

import editor
from editor.designer.window import DesignerWindow
from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow
from editor.shared.open_windows import OPEN_WINDOWS
from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO

DESIGNER_ENTRY = "Scenario &Designer…"
Discard = QMessageBox.StandardButton.Discard


def designer_entry(window: EditorWindow) -> QAction:
    """Tools ▸ Scenario Designer… of a map editor window."""
    return next(a for m in window.menuBar().findChildren(QMenu) for a in m.actions()
                if a.text() == DESIGNER_ENTRY)


def designer_from(window: EditorWindow, qtbot: Any) -> DesignerWindow:
    """Tools ▸ Scenario Designer…, chosen; the designer window it opened."""
    entry = designer_entry(window)
    assert entry.isEnabled()
    before = list(OPEN_WINDOWS)
    entry.trigger()
    (designer,) = [w for w in OPEN_WINDOWS if w not in before]
    assert isinstance(designer, DesignerWindow)
    qtbot.addWidget(designer, before_close_func=lambda w: setattr(w, "ask", lambda *_a: Discard))
    assert designer.parent() is None  # closing the map editor keeps the designer's work
    return designer


def new_window(before: list[Any], qtbot: Any) -> EditorWindow:
    (window,) = [w for w in OPEN_WINDOWS if w not in before]
    assert isinstance(window, EditorWindow)
    qtbot.addWidget(window)
    window.interactive = False
    return window


@pytest.fixture
def own_map(tmp_path: Path) -> Path:
    """A map file of the user's own: a copy of the shipped map (305 fits on it)."""
    path = tmp_path / "my_map.yaml"
    path.write_bytes(DEFAULT_MAP.read_bytes())
    return path


def test_play_modes_map_editor_opens_the_designer_on_its_map(qtbot: Any) -> None:
    """Play mode's Tools ▸ Map Editor (``editor.open_editor``), then the map editor's
    Tools ▸ Scenario Designer…: an untitled copy of 305 put on the map being edited."""
    w = quiet_window(qtbot)
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    w.open_map_editor()
    window = w._editor_window
    assert isinstance(window, EditorWindow)
    qtbot.addWidget(window)
    designer = designer_from(window, qtbot)
    assert designer.doc.path is None
    assert designer.doc.game_map_path() == (GUI_SCENARIO.parent / "map.yaml").resolve()
    designer.ask = lambda *_a: Discard
    designer.close()
    assert designer not in OPEN_WINDOWS


def test_edit_map_command_opens_a_window_that_opens_the_designer(
        qtbot: Any, own_map: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``semper-victor edit-map MAP``: its window's Tools ▸ Scenario Designer… works."""
    from sv_desktop.cli.main import main
    from sv_desktop.common import screen_fit

    # the command's event loop, and what it sets on the application for good, are left out:
    # the session's other windows keep their sizes and the application its name
    monkeypatch.setattr(QApplication, "exec", lambda *_a: 0)
    monkeypatch.setattr(screen_fit, "install", lambda _app: None)
    monkeypatch.setattr(QApplication, "setApplicationName", lambda *_a: None)
    before = list(OPEN_WINDOWS)
    assert main(["edit-map", str(own_map)]) == 0
    window = new_window(before, qtbot)
    assert window.doc.path == own_map and window.isVisible()
    designer = designer_from(window, qtbot)
    assert designer.doc.path is None  # an untitled copy of 305, put on this map
    assert designer.doc.game_map_path() == own_map.resolve()
    assert designer.doc.error_count() == 0


def test_windows_opened_from_the_map_editor_open_the_designer_too(
        qtbot: Any, own_map: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """File ▸ New map, File ▸ Open… and File ▸ New from a Scan pass the designer on."""
    from test_map_tracing import make_scan

    first = editor.open_editor(None, None)
    assert isinstance(first, EditorWindow)
    qtbot.addWidget(first)
    first.interactive = False
    before = list(OPEN_WINDOWS)
    first.new_map()
    empty = new_window(before, qtbot)
    assert designer_entry(empty).isEnabled()
    before = list(OPEN_WINDOWS)
    first.open_path(own_map)
    opened = new_window(before, qtbot)
    scan = make_scan(tmp_path / "scan.png")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(scan), ""))
    before = list(OPEN_WINDOWS)
    first.tracing.new_from_scan_action.trigger()
    traced = new_window(before, qtbot)
    assert designer_entry(traced).isEnabled()
    designer = designer_from(opened, qtbot)
    assert designer.doc.game_map_path() == own_map.resolve()
    assert designer.doc.error_count() == 0


def test_shipped_or_unsaved_map_opens_the_designer_on_the_default_scenario(
        qtbot: Any) -> None:
    """On the shipped map, or a map not saved yet, the designer opens 305 itself."""
    window = editor.show_editor(MapDocument())
    assert isinstance(window, EditorWindow)
    qtbot.addWidget(window)
    designer = designer_from(window, qtbot)
    assert designer.doc.path == DEFAULT_SCENARIO
    assert editor.open_designer_on_map(None, DEFAULT_MAP) is not None
    shipped = OPEN_WINDOWS[-1]
    assert isinstance(shipped, DesignerWindow)
    qtbot.addWidget(shipped)
    assert shipped.doc.path == DEFAULT_SCENARIO


def test_a_window_made_without_the_opener_has_the_entry_disabled(qtbot: Any) -> None:
    window = EditorWindow(MapDocument())
    qtbot.addWidget(window)
    before = list(OPEN_WINDOWS)
    assert not designer_entry(window).isEnabled()
    window.open_designer()
    assert before == OPEN_WINDOWS  # no designer opened


# -- the import rules ---------------------------------------------------------------------
