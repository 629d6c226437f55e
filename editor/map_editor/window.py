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

from PySide6.QtCore import QLocale, QProcess, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent, QUndoStack
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
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_desktop.common.language_menu import add_settings_menu
from sv_desktop.common.menu_actions import FIT_MAP_KEY
from sv_model.errors import DataFileError
from sv_model.paths import DEFAULT_MAP, free_name, is_shipped, user_file_dir

MAP_FILTER = QT_TRANSLATE_NOOP("EditorWindow", "Semper Victor maps (*.yaml *.yml);;All files (*)")
TOOLS = (("select", QT_TRANSLATE_NOOP("EditorWindow", "Select / shape"), "V"),
         ("draw", QT_TRANSLATE_NOOP("EditorWindow", "Draw zone"), "D"),
         ("split", QT_TRANSLATE_NOOP("EditorWindow", "Split zone"), "S"),
         ("link", QT_TRANSLATE_NOOP("EditorWindow", "Add strait / sea link"), "L"),
         ("river", QT_TRANSLATE_NOOP("EditorWindow", "Rivers"), "R"),
         ("background", QT_TRANSLATE_NOOP("EditorWindow", "Move background"), "B"))
"""The tool bar's tools: name, text (translated where shown), shortcut."""


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
        self.tabs.addTab(self.zone_page, translate("EditorWindow", "Zone"))
        self.tabs.addTab(self.edge_panel, translate("EditorWindow", "Edge"))
        self.tabs.addTab(self.river_panel, translate("EditorWindow", "River"))
        self.tabs.addTab(self.background_panel, translate("EditorWindow", "Background"))
        self.tabs.addTab(QUndoView(self.doc.undo_stack), translate("EditorWindow", "History"))
        right = QDockWidget(translate("EditorWindow", "Properties"), self)
        right.setObjectName("properties")
        right.setWidget(self.tabs)
        right.setMinimumWidth(330)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, right)
        bottom = QDockWidget(translate("EditorWindow", "Validation"), self)
        bottom.setObjectName("validation")
        bottom.setWidget(self.problems)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, bottom)
        self.resizeDocks([bottom], [125], Qt.Orientation.Vertical)

    def _build_actions(self) -> None:
        stack: QUndoStack = self.doc.undo_stack
        undo = stack.createUndoAction(self, translate("EditorWindow", "Undo"))
        redo = stack.createRedoAction(self, translate("EditorWindow", "Redo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        file_menu = self.menuBar().addMenu(translate("EditorWindow", "&File"))
        for a in (self.make_action(translate("EditorWindow", "&New map"), self.new_map, QKeySequence.StandardKey.New),
                  self.tracing.new_from_scan_action,
                  self.make_action(translate("EditorWindow", "&Open…"), self.open_dialog, QKeySequence.StandardKey.Open),
                  self.make_action(translate("EditorWindow", "Open the s&hipped map"), lambda: self.open_path(DEFAULT_MAP)),
                  None,
                  self.make_action(translate("EditorWindow", "&Save"), self.save, QKeySequence.StandardKey.Save),
                  self.make_action(translate("EditorWindow", "Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs),
                  self.make_action(translate("EditorWindow", "A&djacency changes since last save…"), self.show_diff),
                  None,
                  self.make_action(translate("EditorWindow", "Open in &play mode"), self.open_in_play_mode, "Ctrl+P"),
                  None,
                  self.make_action(translate("EditorWindow", "&Close"), self.close, QKeySequence.StandardKey.Close)):
            file_menu.addSeparator() if a is None else file_menu.addAction(a)
        edit = self.menuBar().addMenu(translate("EditorWindow", "&Edit"))
        self.merge_action = self.make_action(translate("EditorWindow", "&Merge two zones"), self._merge, "Ctrl+M")
        self.merge_action.setIcon(icon("merge"))
        self.delete_action = self.make_action(
            translate("EditorWindow", "&Delete\tDel"), self.controller.delete_selection,
            tip=translate("EditorWindow", "Delete the selected vertices, link, zones or river (Del)"))
        edit.addActions([undo, redo])
        edit.addSeparator()
        edit.addActions([self.merge_action, self.delete_action])
        map_menu = self.menuBar().addMenu(translate("EditorWindow", "&Map"))
        map_menu.addAction(self.make_action(translate("EditorWindow", "&Properties (dioceses, fleets)…"),
                                            self.edit_properties))
        map_menu.addAction(self.make_action(
            translate("EditorWindow", "Put &Labels Inside Their Zones"), self.controller.labels_inside,
            tip=translate("EditorWindow", "Move every label point left outside its zone to the point farthest "
                          "inside it (play mode stands the zone's counters there)")))
        map_menu.addAction(self.make_action(
            translate("EditorWindow", "&Rivers…"), self.use_river_tool,
            tip=translate("EditorWindow", "Draw and edit river lines; a major river between two land zones "
                          "makes their edge a river crossing, +1 MP (7.2)")))
        map_menu.addAction(self.make_action(translate("EditorWindow", "&Import background image…"),
                                            self.background_panel.ask_import))
        map_menu.addActions([self.tracing.fit_scan_action, self.tracing.align_action])
        help_menu = self.menuBar().addMenu(translate("EditorWindow", "&Help"))
        help_menu.addAction(self.make_action(
            translate("EditorWindow", "&Keyboard Shortcuts"),
            lambda: help_dialogs.show_menu_shortcuts(self, translate("EditorWindow", "Map editor")), "F1"))
        tools = self.menuBar().addMenu(translate("EditorWindow", "&Tools"))
        designer = self.make_action(translate("EditorWindow", "Scenario &Designer…"), self.open_designer,
                                    "Ctrl+Shift+D",
                                    translate("EditorWindow", "Design a scenario on the shipped map"))
        designer.setEnabled(self.designer_opener is not None)
        tools.addAction(designer)
        view_menu = self.menuBar().addMenu(translate("EditorWindow", "&View"))
        self.fit_action = self.make_action(translate("EditorWindow", "&Fit map"), self.view.fit_all, FIT_MAP_KEY,
                                           translate("EditorWindow", "Fit the whole map in the window"))
        self.fit_action.setIconText(translate("EditorWindow", "Fit"))
        self.fit_action.setIcon(icon("fit"))
        zoom_in = self.make_action(translate("EditorWindow", "Zoom &in"), lambda: self.view.zoom_by(1.25), "Ctrl++")
        zoom_in.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        view_menu.addActions([self.fit_action, zoom_in,
                              self.make_action(translate("EditorWindow", "Zoom &out"), lambda: self.view.zoom_by(0.8),
                                               "Ctrl+-"),
                              self.tracing.zoom_zone_action, self.tracing.find_zone_action])
        view_menu.addSeparator()
        view_menu.addActions(self.tracing.list_toggles)
        add_settings_menu(self)  # Settings ▸ Language (issue 34)
        self._build_toolbar(undo, redo)

    def _undo_buttons(self, bar: QToolBar, undo: QAction, redo: QAction) -> None:
        """Icon-only Undo and Redo whose tool tips say what they would undo or redo."""
        stack = self.doc.undo_stack
        for action, name, verb, text_changed in (
                (undo, "undo", translate("EditorWindow", "Undo"), stack.undoTextChanged),
                (redo, "redo", translate("EditorWindow", "Redo"), stack.redoTextChanged)):
            action.setIcon(icon(name))
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            bar.addWidget(button)

            def tip(text: str, a: QAction = action, verb: str = verb) -> None:
                if isValid(a):  # the stack may outlive the window
                    a.setToolTip(with_key(f"{verb} {text}".strip(), a.shortcut()))

            text_changed.connect(tip)
            tip("")

    def _build_toolbar(self, undo: QAction, redo: QAction) -> None:
        bar = self.tools_bar = QToolBar(translate("EditorWindow", "Tools"))
        bar.setObjectName("tools")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.setIconSize(QSize(22, 22))
        self.addToolBar(bar)
        group = QActionGroup(self)
        self.tool_actions = {}
        for name, text, key in TOOLS:
            shown = translate("EditorWindow", text)
            action = self.make_action(shown, lambda _c=False, n=name: self.view.set_tool(n),
                                      key, f"{shown}\n{self.view.tools[name].hint_text()}")
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
        bar = self._drawing_bar()
        self.snap_box = QCheckBox(translate("EditorWindow", "Snap"))
        self.snap_box.setChecked(True)
        self.snap_box.setToolTip(
            translate("EditorWindow", "Snap to nearby vertices and edges while drawing and dragging"))
        self.snap_box.toggled.connect(lambda on: setattr(self.view, "snapping", on))
        self.tolerance = QDoubleSpinBox()
        self.tolerance.setRange(1, 60)
        self.tolerance.setDecimals(0)
        self.tolerance.setSuffix(translate("EditorWindow", " px"))
        self.tolerance.setValue(self.view.snap_px)
        self.tolerance.setToolTip(translate("EditorWindow", "Snap tolerance, in screen pixels"))
        self.tolerance.valueChanged.connect(lambda v: setattr(self.view, "snap_px", float(v)))
        bar.addWidget(self.snap_box)
        bar.addWidget(self.tolerance)
        bar.addSeparator()
        bar.addWidget(QLabel(translate("EditorWindow", " x, y: ")))
        self.coordinates = QLineEdit()
        self.coordinates.setPlaceholderText(translate("EditorWindow", "e.g. 120.5, 340 ⏎"))
        self.coordinates.setMaximumWidth(170)
        self.coordinates.setToolTip(translate(
            "EditorWindow", "Typed coordinates: add a vertex while drawing or splitting, or "
            "move the selected vertex"))
        self.coordinates.returnPressed.connect(self._typed_coordinates)
        self.coordinates.textEdited.connect(lambda _t: self.coordinates.setStyleSheet(""))
        bar.addWidget(self.coordinates)
        bar.addSeparator()
        for text, attr, tip in (
                (translate("EditorWindow", "Labels"), "show_labels",
                 translate("EditorWindow", "Show zone and diocese names (the selected "
                           "zone's name always shows)")),
                (translate("EditorWindow", "Adjacency"), "show_edges",
                 translate("EditorWindow", "Show adjacency lines between label points: blue "
                           "river crossings, purple dashed straits, dotted coasts and sea "
                           "links"))):
            box = QCheckBox(text)
            box.setChecked(True)
            box.setToolTip(tip)
            box.toggled.connect(lambda on, a=attr: self._toggle_layer(a, on))
            bar.addWidget(box)

    def _drawing_bar(self) -> QToolBar:
        """The snap, typed coordinates and layer switches: a second tool bar, which goes
        beside the tools on a wide screen and under them on a laptop's (issue 34: in
        French one bar for all overflowed at 1280×720, hiding the coordinates)."""
        bar = QToolBar(translate("EditorWindow", "Drawing"))
        bar.setObjectName("drawing")
        self.addToolBar(bar)
        self.drawing_bar = bar
        return bar

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wide = self.tools_bar.sizeHint().width() + self.drawing_bar.sizeHint().width() + 16 \
            <= self.width()
        if wide == self.toolBarBreak(self.drawing_bar):  # beside when both fit, else under
            if wide:
                self.removeToolBarBreak(self.drawing_bar)
            else:
                self.insertToolBarBreak(self.drawing_bar)

    def _show_position(self, x: float, y: float) -> None:
        """Cursor coordinates in map units, and the zone under the cursor."""
        zid = self.doc.zone_at((x, y))
        where = f"   {self.doc.zone(zid).name} ({zid})" if zid is not None else ""
        locale = QLocale()
        self.position.setText(translate("EditorWindow", "x {x}   y {y}{where}").format(
            x=locale.toString(x, "f", 2), y=locale.toString(y, "f", 2), where=where))

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
            self.show_status(translate(
                "EditorWindow", "Not a point: {text}. Type two numbers: x, y").format(
                text=text.strip() or translate("EditorWindow", "nothing")))
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
        where = str(self.doc.path) if self.doc.path else translate("EditorWindow",
                                                                    "not saved yet")
        self.setWindowTitle(translate(
            "EditorWindow", "{map} — {where}[*] — Semper Victor map editor").format(
            map=self.doc.game_map.name, where=where))
        self.setWindowModified(not self.doc.undo_stack.isClean())

    def zoom_to_problem(self, bounds: Bounds | None, zones: tuple[str, ...]) -> None:
        if bounds is not None:
            self.view.zoom_to(bounds)
        self.scene.select_zones(list(zones))

    # --- files --------------------------------------------------------------------------------

    def new_map(self) -> None:
        show_editor_window(MapDocument(), None, self.designer_opener)

    def open_dialog(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, translate("EditorWindow", "Open map"),
                                               str(DEFAULT_MAP.parent), map_filter())
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> EditorWindow | None:
        """A new window on ``path``; a file that cannot be read is reported here, and no
        window opens (this one stays as it was)."""
        try:
            doc = MapDocument.open(path)
        except DataFileError as exc:
            self.last_error = str(exc)
            self.message(translate("EditorWindow", "Cannot open map"), error_text(exc))
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
        path, _f = QFileDialog.getSaveFileName(self, translate("EditorWindow", "Save map as"), str(start),
                                               map_filter())
        return Path(path) if path else None

    def save_to(self, path: Path) -> bool:
        """Save atomically after showing problems and the adjacency diff (if interactive).
        The shipped map is never overwritten."""
        if is_shipped(path):
            self.message(translate("EditorWindow", "Cannot save over the shipped map"),
                         translate("EditorWindow", "{path} is the map every shipped scenario "
                                   "uses; save your map under another name (your maps "
                                   "folder is {folder}).").format(
                             path=path, folder=user_file_dir("maps")))
            return False
        problems = self.doc.save_problems()
        if not self.doc.zones:
            self.message(translate("EditorWindow", "Cannot save"),
                         translate("EditorWindow", "Draw at least one zone before saving."))
            return False
        if problems and self.interactive:
            text = "\n".join(f"• {p}" for p in problems[:12])
            answer = QMessageBox.question(
                self, translate("EditorWindow", "Save with problems?"),
                translate("EditorWindow", "Play mode cannot open this map until these are "
                          "fixed:\n\n{problems}\n\nSave it anyway to go on editing "
                          "later?").format(problems=text))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if (self.interactive and any(self.doc.adjacency_diff())
                and AdjacencyDiffDialog(self.doc, self).exec() != QDialog.DialogCode.Accepted):
            return False
        reason = save_failure(lambda: self.doc.save(path), path)
        if reason is not None:  # said, and the map stays unsaved
            self.message(translate("EditorWindow", "Cannot save"), reason)
            return False
        self.show_status(translate("EditorWindow", "Saved {path}").format(path=path))
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
            self, translate("EditorWindow", "Unsaved changes"),
            translate("EditorWindow", "Save the changes to {map}?").format(
                map=self.doc.game_map.name),
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
            self.message(translate("EditorWindow", "Cannot open in play mode"), result)
        else:
            self.show_status(translate("EditorWindow", "Play mode opened on {file}").format(
                file=self.doc.path.name))


def map_filter() -> str:
    """The file dialogs' filter for map files, in the interface's language."""
    return translate("EditorWindow", MAP_FILTER)


def open_editor_window(map_path: Path | None, parent: QWidget | None = None,
                       open_designer: DesignerOpener | None = None) -> EditorWindow:
    """A new editor window on a map file (or a new empty map); errors shown, not raised."""
    try:
        doc = MapDocument.open(map_path) if map_path is not None else MapDocument()
    except DataFileError as exc:
        QMessageBox.critical(parent, translate("EditorWindow", "Cannot open map"), error_text(exc))
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
