"""The map editor's main window: menus, tool bar, panels, files.

``EditorWindow`` builds the parts its frame (``window_frame.MapWindowFrame``) declares.
Tools ▸ Scenario Designer… runs the ``DesignerOpener`` the window was given: the map editor
does not import the designer, its sibling; ``editor.open_editor`` (the package above both)
passes ``editor.open_designer_on_map``, and every window opened from a window passes it on.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QProcess, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QToolButton,
    QUndoView,
    QWidget,
)
from shiboken6 import isValid

from editor.map_editor.analysis import Bounds
from editor.map_editor.controller import EditController
from editor.map_editor.dialogs import AdjacencyDiffDialog, MapPropertiesDialog
from editor.map_editor.document import MapDocument
from editor.map_editor.panels import EdgePanel, ProblemsPanel
from editor.map_editor.play import launch_play_mode
from editor.map_editor.river_panel import RiverPanel
from editor.map_editor.scan_panel import BackgroundPanel, scrolled
from editor.map_editor.scene import MapDocumentScene
from editor.map_editor.tracing import Tracing
from editor.map_editor.view import MapDocumentView
from editor.map_editor.window_frame import MapWindowFrame, with_key
from editor.map_editor.zone_panel import ZonePanel
from editor.shared.icons import icon
from editor.shared.open_windows import close_if_saved, keep_open, save_failure
from sv_desktop.common import help_dialogs
from sv_desktop.common.language_menu import add_settings_menu
from sv_desktop.common.menu_actions import FIT_MAP_KEY
from sv_model.errors import DataFileError
from sv_model.paths import DEFAULT_MAP, free_name, is_shipped, user_file_dir

MAP_FILTER = "Semper Victor maps (*.yaml *.yml);;All files (*)"
TOOLS = (("select", "Select / shape", "V"), ("draw", "Draw zone", "D"),
         ("split", "Split zone", "S"), ("link", "Add strait / sea link", "L"),
         ("river", "Rivers", "R"), ("background", "Move background", "B"))


# Opens the scenario designer on a map file (None: a map not saved yet) beside a window.
DesignerOpener = Callable[[QWidget | None, Path | None], QMainWindow]


class EditorWindow(MapWindowFrame):
    """One map being edited. The ``open_designer`` callable given (``designer_opener``) is
    what Tools ▸ Scenario Designer… runs; without it (a window made on its own, as in
    tests) that entry is disabled."""

    def __init__(self, doc: MapDocument, parent: QWidget | None = None,
                 open_designer: DesignerOpener | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.last_error = ""
        self.ask_save_path: Callable[[], Path | None] = self._ask_save_path
        self.designer_opener = open_designer
        self.scene = MapDocumentScene(doc)
        self.controller = EditController(doc, self.scene, self.show_status)
        self.view = MapDocumentView(doc, self.scene, self.controller)
        self.setCentralWidget(self.view)
        self.zone_panel = ZonePanel(doc, self.scene, self.controller)
        self.edge_panel = EdgePanel(doc, self.scene, self.controller)
        self.river_panel = RiverPanel(doc, self.scene, self.controller)
        self.problems = ProblemsPanel(doc)
        self.background_panel = BackgroundPanel(doc)
        self.position = QLabel()
        self._build_docks()
        # the Align tool, the zone lists, New from a Scan (which opens another window)
        self.tracing = Tracing(self, lambda new: self.open_window(new).tracing)
        self._build_actions()
        self.statusBar().addPermanentWidget(self.position)
        self.view.status_message.connect(self.show_status)
        self.view.position.connect(self._show_position)
        self.problems.zoom_requested.connect(self.zoom_to_problem)
        self.river_panel.draw_requested.connect(self.use_river_tool)
        self.scene.selection_changed.connect(self._selection_tab)
        doc.undo_stack.cleanChanged.connect(self._update_title)
        doc.undo_stack.indexChanged.connect(self._edited)
        doc.path_changed.connect(self._update_title)
        doc.meta_changed.connect(self._update_title)
        self.resize(1440, 900)
        self._update_title()
        self.view.set_tool("select")
        self.tracing.attach()

    # --- layout -------------------------------------------------------------------------------

    def _build_docks(self) -> None:
        self.tabs = QTabWidget()
        self.zone_page = scrolled(self.zone_panel)  # fits a 1280×720 screen
        self.tabs.addTab(self.zone_page, "Zone")
        self.tabs.addTab(self.edge_panel, "Edge")
        self.tabs.addTab(self.river_panel, "River")
        self.tabs.addTab(self.background_panel, "Background")
        self.tabs.addTab(QUndoView(self.doc.undo_stack), "History")
        right = QDockWidget("Properties", self)
        right.setObjectName("properties")
        right.setWidget(self.tabs)
        right.setMinimumWidth(330)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, right)
        bottom = QDockWidget("Validation", self)
        bottom.setObjectName("validation")
        bottom.setWidget(self.problems)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, bottom)
        self.resizeDocks([bottom], [125], Qt.Orientation.Vertical)

    def _build_actions(self) -> None:
        stack: QUndoStack = self.doc.undo_stack
        undo, redo = stack.createUndoAction(self, "Undo"), stack.createRedoAction(self, "Redo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        file_menu = self.menuBar().addMenu("&File")
        for a in (self.make_action("&New map", self.new_map, QKeySequence.StandardKey.New),
                  self.tracing.new_from_scan_action,
                  self.make_action("&Open…", self.open_dialog, QKeySequence.StandardKey.Open),
                  self.make_action("Open the &shipped map", lambda: self.open_path(DEFAULT_MAP)),
                  None,
                  self.make_action("&Save", self.save, QKeySequence.StandardKey.Save),
                  self.make_action("Save &as…", self.save_as, QKeySequence.StandardKey.SaveAs),
                  self.make_action("&Adjacency changes since last save…", self.show_diff),
                  None,
                  self.make_action("Open in &play mode", self.open_in_play_mode, "Ctrl+P"),
                  None,
                  self.make_action("&Close", self.close, QKeySequence.StandardKey.Close)):
            file_menu.addSeparator() if a is None else file_menu.addAction(a)
        edit = self.menuBar().addMenu("&Edit")
        self.merge_action = self.make_action("&Merge two zones", self._merge, "Ctrl+M")
        self.merge_action.setIcon(icon("merge"))
        self.delete_action = self.make_action(
            "&Delete\tDel", self.controller.delete_selection,
            tip="Delete the selected vertices, link, zones or river (Del)")
        edit.addActions([undo, redo])
        edit.addSeparator()
        edit.addActions([self.merge_action, self.delete_action])
        map_menu = self.menuBar().addMenu("&Map")
        map_menu.addAction(self.make_action("&Properties (dioceses, fleets)…",
                                            self.edit_properties))
        map_menu.addAction(self.make_action(
            "Put &Labels Inside Their Zones", self.controller.labels_inside,
            tip="Move every label point left outside its zone to the point farthest inside "
                "it (play mode stands the zone's counters there)"))
        map_menu.addAction(self.make_action(
            "&Rivers…", self.use_river_tool,
            tip="Draw and edit river lines; a major river between two land zones makes "
                "their edge a river crossing, +1 MP (7.2)"))
        map_menu.addAction(self.make_action("&Import background image…",
                                            self.background_panel.ask_import))
        map_menu.addActions([self.tracing.fit_scan_action, self.tracing.align_action])
        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(self.make_action(
            "&Keyboard Shortcuts", lambda: help_dialogs.show_menu_shortcuts(self, "Map editor"),
            "F1"))
        tools = self.menuBar().addMenu("&Tools")
        designer = self.make_action("Scenario &Designer…", self.open_designer, "Ctrl+Shift+D",
                                    "Design a scenario on the shipped map")
        designer.setEnabled(self.designer_opener is not None)
        tools.addAction(designer)
        view_menu = self.menuBar().addMenu("&View")
        self.fit_action = self.make_action("&Fit map", self.view.fit_all, FIT_MAP_KEY,
                                           "Fit the whole map in the window")
        self.fit_action.setIconText("Fit")
        self.fit_action.setIcon(icon("fit"))
        zoom_in = self.make_action("Zoom &in", lambda: self.view.zoom_by(1.25), "Ctrl++")
        zoom_in.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        view_menu.addActions([self.fit_action, zoom_in,
                              self.make_action("Zoom &out", lambda: self.view.zoom_by(0.8),
                                               "Ctrl+-"),
                              self.tracing.zoom_zone_action, self.tracing.find_zone_action])
        view_menu.addSeparator()
        view_menu.addActions(self.tracing.list_toggles)
        add_settings_menu(self)  # Settings ▸ Language (issue 34)
        self._build_toolbar(undo, redo)

    def _undo_buttons(self, bar: QToolBar, undo: QAction, redo: QAction) -> None:
        """Icon-only Undo and Redo whose tool tips say what they would undo or redo."""
        stack = self.doc.undo_stack
        for action, name, text_changed in ((undo, "undo", stack.undoTextChanged),
                                           (redo, "redo", stack.redoTextChanged)):
            action.setIcon(icon(name))
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            bar.addWidget(button)

            def tip(text: str, a: QAction = action, verb: str = name.title()) -> None:
                if isValid(a):  # the stack may outlive the window
                    a.setToolTip(with_key(f"{verb} {text}".strip(), a.shortcut()))

            text_changed.connect(tip)
            tip("")

    def _build_toolbar(self, undo: QAction, redo: QAction) -> None:
        bar = QToolBar("Tools")
        bar.setObjectName("tools")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.setIconSize(QSize(22, 22))
        self.addToolBar(bar)
        group = QActionGroup(self)
        self.tool_actions = {}
        for name, text, key in TOOLS:
            action = self.make_action(text, lambda _c=False, n=name: self.view.set_tool(n),
                                      key, f"{text}\n{self.view.tools[name].hint}")
            action.setCheckable(True)
            action.setIcon(icon(name))
            group.addAction(action)
            bar.addAction(action)
            self.tool_actions[name] = action
        self.tool_actions["select"].setChecked(True)
        bar.addSeparator()
        bar.addAction(self.merge_action)
        self._undo_buttons(bar, undo, redo)
        bar.addAction(self.fit_action)
        bar.addSeparator()
        self.snap_box = QCheckBox("Snap")
        self.snap_box.setChecked(True)
        self.snap_box.setToolTip("Snap to nearby vertices and edges while drawing and dragging")
        self.snap_box.toggled.connect(lambda on: setattr(self.view, "snapping", on))
        self.tolerance = QDoubleSpinBox()
        self.tolerance.setRange(1, 60)
        self.tolerance.setDecimals(0)
        self.tolerance.setSuffix(" px")
        self.tolerance.setValue(self.view.snap_px)
        self.tolerance.setToolTip("Snap tolerance, in screen pixels")
        self.tolerance.valueChanged.connect(lambda v: setattr(self.view, "snap_px", float(v)))
        bar.addWidget(self.snap_box)
        bar.addWidget(self.tolerance)
        bar.addSeparator()
        bar.addWidget(QLabel(" x, y: "))
        self.coordinates = QLineEdit()
        self.coordinates.setPlaceholderText("e.g. 120.5, 340 ⏎")
        self.coordinates.setMaximumWidth(170)
        self.coordinates.setToolTip("Typed coordinates: add a vertex while drawing or "
                                    "splitting, or move the selected vertex")
        self.coordinates.returnPressed.connect(self._typed_coordinates)
        self.coordinates.textEdited.connect(lambda _t: self.coordinates.setStyleSheet(""))
        bar.addWidget(self.coordinates)
        bar.addSeparator()
        for text, attr, tip in (
                ("Labels", "show_labels", "Show zone and diocese names (the selected zone's "
                 "name always shows)"),
                ("Adjacency", "show_edges", "Show adjacency lines between label points: "
                 "blue river crossings, purple dashed straits, dotted coasts and sea links")):
            box = QCheckBox(text)
            box.setChecked(True)
            box.setToolTip(tip)
            box.toggled.connect(lambda on, a=attr: self._toggle_layer(a, on))
            bar.addWidget(box)

    def _show_position(self, x: float, y: float) -> None:
        """Cursor coordinates in map units, and the zone under the cursor."""
        zid = self.doc.zone_at((x, y))
        where = f"   {self.doc.zone(zid).name} ({zid})" if zid is not None else ""
        self.position.setText(f"x {x:.2f}   y {y:.2f}{where}")

    def _toggle_layer(self, attr: str, on: bool) -> None:
        setattr(self.scene, attr, on)
        self.scene.restyle_all()

    def _typed_coordinates(self) -> None:
        """A typed point goes to the tool; text that is not two finite numbers, or a point
        the tool refuses, stays marked and selected, so that the next keystroke replaces
        it."""
        text = self.coordinates.text().replace(";", ",")
        try:
            x, y = (float(v) for v in text.split(","))
            if not (math.isfinite(x) and math.isfinite(y)):
                raise ValueError(text)
        except ValueError:
            self.show_status(f"Not a point: {text.strip() or 'nothing'}. Type two numbers: x, y")
            self._mark_coordinates()
            return
        if not self.view.tool.typed_point((x, y)):
            self._mark_coordinates()  # the tool said why in the status bar
            return
        self.coordinates.setStyleSheet("")
        self.coordinates.clear()

    def _mark_coordinates(self) -> None:
        """A refused typed point: the box keeps it, marked and selected, to be corrected."""
        self.coordinates.setStyleSheet("QLineEdit { border: 2px solid #b3261e; }")
        self.coordinates.selectAll()

    def _selection_tab(self) -> None:
        if self.scene.selected_river is not None:
            self.tabs.setCurrentWidget(self.river_panel)
        elif self.scene.selected_edge is not None:
            self.tabs.setCurrentWidget(self.edge_panel)
        elif self.scene.selected_zones and self.tabs.currentWidget() is self.edge_panel:
            self.tabs.setCurrentWidget(self.zone_page)

    def use_river_tool(self) -> None:
        """The river tool and the River tab (rule 7.2)."""
        self.view.set_tool("river")
        self.tool_actions["river"].setChecked(True)
        self.tabs.setCurrentWidget(self.river_panel)

    def _merge(self) -> None:
        self.controller.merge(self.scene.selected_zones)

    def _edited(self) -> None:
        if isValid(self) and not self._status_fresh:  # the stack may outlive the window
            self.statusBar().clearMessage()

    def _update_title(self) -> None:
        if not isValid(self.doc.undo_stack):  # the window is being destroyed
            return
        where = str(self.doc.path) if self.doc.path else "not saved yet"
        self.setWindowTitle(f"{self.doc.game_map.name} — {where}[*] — Semper Victor map editor")
        self.setWindowModified(not self.doc.undo_stack.isClean())

    def zoom_to_problem(self, bounds: Bounds | None, zones: tuple[str, ...]) -> None:
        if bounds is not None:
            self.view.zoom_to(bounds)
        self.scene.select_zones(list(zones))

    # --- files --------------------------------------------------------------------------------

    def new_map(self) -> None:
        show_editor_window(MapDocument(), None, self.designer_opener)

    def open_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, "Open map", str(DEFAULT_MAP.parent),
                                               MAP_FILTER)
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> EditorWindow | None:
        """A new window on ``path``; a file that cannot be read is reported here, and no
        window opens (this one stays as it was)."""
        try:
            doc = MapDocument.open(path)
        except DataFileError as exc:
            self.last_error = str(exc)
            self.message("Cannot open map", str(exc))
            return None
        return self.open_window(doc)

    def open_window(self, doc: MapDocument) -> EditorWindow:
        """Another editor window on ``doc``, beside this one; it opens the designer as this
        one does."""
        return show_editor_window(doc, self, self.designer_opener)

    def save(self) -> bool:
        if self.doc.path is None or is_shipped(self.doc.path):
            return self.save_as()  # the shipped map is read-only: save a copy
        return self.save_to(self.doc.path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return path is not None and self.save_to(path)

    def _ask_save_path(self) -> Path | None:
        """The file dialog; the user's maps folder for a new map or the shipped one."""
        current = self.doc.path
        if current is None or is_shipped(current):
            folder = user_file_dir("maps")
            folder.mkdir(parents=True, exist_ok=True)
            start = free_name(folder, current.stem if current else self.doc.game_map.id)
        else:
            start = current
        path, _f = QFileDialog.getSaveFileName(self, "Save map as", str(start), MAP_FILTER)
        return Path(path) if path else None

    def save_to(self, path: Path) -> bool:
        """Save atomically after showing problems and the adjacency diff (if interactive).
        The shipped map is never overwritten."""
        if is_shipped(path):
            self.message("Cannot save over the shipped map",
                          f"{path} is the map every shipped scenario uses; save your map "
                          f"under another name (your maps folder is {user_file_dir('maps')}).")
            return False
        problems = self.doc.save_problems()
        if not self.doc.zones:
            self.message("Cannot save", "Draw at least one zone before saving.")
            return False
        if problems and self.interactive:
            text = "\n".join(f"• {p}" for p in problems[:12])
            answer = QMessageBox.question(
                self, "Save with problems?",
                f"Play mode cannot open this map until these are fixed:\n\n{text}\n\n"
                "Save it anyway to go on editing later?")
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if (self.interactive and any(self.doc.adjacency_diff())
                and AdjacencyDiffDialog(self.doc, self).exec() != QDialog.DialogCode.Accepted):
            return False
        reason = save_failure(lambda: self.doc.save(path), path)
        if reason is not None:  # said, and the map stays unsaved
            self.message("Cannot save", reason)
            return False
        self.show_status(f"Saved {path}")
        return True

    def show_diff(self) -> None:
        AdjacencyDiffDialog(self.doc, self, before_save=False).exec()

    def edit_properties(self) -> None:
        MapPropertiesDialog(self.doc, self).exec()

    def maybe_save(self) -> bool:
        """True if the window may close: nothing unsaved, saved, or discarded."""
        if self.doc.undo_stack.isClean() or not self.interactive:
            return True
        answer = QMessageBox.question(
            self, "Unsaved changes", f"Save the changes to {self.doc.game_map.name}?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        close_if_saved(self, event, self.maybe_save)

    def open_designer(self) -> None:
        """Tools ▸ Scenario Designer…: the designer opened on this map's file (see
        ``editor.open_designer_on_map``)."""
        if self.designer_opener is not None:
            self._designer_window = self.designer_opener(self, self.doc.path)

    def open_in_play_mode(self) -> None:
        if (not self.doc.undo_stack.isClean() or self.doc.path is None) and not self.save():
            return
        assert self.doc.path is not None
        result = launch_play_mode(self.doc.path, QProcess.startDetached)
        if isinstance(result, str):
            self.message("Cannot open in play mode", result)
        else:
            self.show_status(f"Play mode opened on {self.doc.path.name}")


def open_editor_window(map_path: Path | None, parent: QWidget | None = None,
                       open_designer: DesignerOpener | None = None) -> EditorWindow:
    """A new editor window on a map file (or a new empty map); errors shown, not raised."""
    try:
        doc = MapDocument.open(map_path) if map_path is not None else MapDocument()
    except DataFileError as exc:
        QMessageBox.critical(parent, "Cannot open map", str(exc))
        doc = MapDocument()
    return show_editor_window(doc, parent, open_designer)


def show_editor_window(doc: MapDocument, parent: QWidget | None,
                       open_designer: DesignerOpener | None = None) -> EditorWindow:
    """An editor window on ``doc``, shown beside ``parent`` and kept open until it closes."""
    # No Qt parent: closing play mode must not destroy an editor with unsaved work.
    window = EditorWindow(doc, None, open_designer)
    keep_open(window, parent)
    window.view.fit_all()
    return window
