"""Tracing a printed map in the editor window: the Align tool, the zone lists, New from a
Scan, Zoom to Zone and the missing-scan warning (see docs/tracing.md).

``Tracing`` sees its window as a ``window_frame.MapWindowFrame`` and opens a new one (New
from a Scan) through the callable the window gives it: it does not import ``window``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFileDialog, QWidget

from editor.map_editor.align_tool import AlignTool
from editor.map_editor.document import MapDocument
from editor.map_editor.scan_files import missing_scan
from editor.map_editor.scan_image import scan_refusal
from editor.map_editor.scan_panel import image_filter
from editor.map_editor.window_frame import MapWindowFrame
from editor.map_editor.zone_lists import ZoneListPanel, ZoneNeedsPanel
from sv_desktop.common.i18n import translate

LIST_DOCK_WIDTH = 230
PROPERTIES_WIDTH = 340


class Tracing:
    """What an editor window adds for tracing a scan; its actions go in the window's menus.
    ``open_window`` opens another editor window on a document and gives its ``Tracing``."""

    def __init__(self, window: MapWindowFrame,
                 open_window: Callable[[MapDocument], Tracing]) -> None:
        self.window = window
        self.open_window = open_window
        self.doc = window.doc
        self.align_tool = AlignTool(window.view)
        window.view.tools[self.align_tool.name] = self.align_tool
        panel = window.background_panel
        panel.status.connect(window.show_status)
        panel.align_requested.connect(self.start_alignment)
        panel.keep_shape.toggled.connect(lambda on: setattr(self.align_tool, "keep_shape", on))
        self.doc.background_changed.connect(self._background_changed)
        self.zone_list = ZoneListPanel(self.doc, window.scene)
        self.needs = ZoneNeedsPanel(self.doc, window.scene, self.rename_zone)
        for source in (self.zone_list, self.needs):
            source.zoom_requested.connect(self.zoom_to_zones)
        self.zones_dock = self._dock(translate("Tracing", "Zones"), "zones", self.zone_list)
        self.needs_dock = self._dock(translate("Tracing", "Scenario zones"), "scenario_zones", self.needs)
        window.tabifyDockWidget(self.zones_dock, self.needs_dock)
        self.zones_dock.raise_()
        self._actions()

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setMinimumWidth(180)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.window.resizeDocks([dock], [LIST_DOCK_WIDTH], Qt.Orientation.Horizontal)
        return dock

    def _actions(self) -> None:
        w = self.window
        self.new_from_scan_action = w.make_action(
            translate("Tracing", "Ne&w from a Scan…"), self.ask_new_from_scan,
            tip=translate("Tracing", "A new empty map with a scanned printed map behind it, "
                          "to draw its zones on"))
        self.align_action = w.make_action(
            translate("Tracing", "&Align Scan on Points"), self.start_alignment, "A",
            translate("Tracing", "Click a point on the scan, then the same place on the map; "
                      "two pairs or more, then Enter (as QGIS's Georeferencer)"))
        self.fit_scan_action = w.make_action(
            translate("Tracing", "&Fit Scan to Map"), self.window.background_panel.fit_to_map,
            tip=translate("Tracing", "Scale the scan over the zones"))
        self.zoom_zone_action = w.make_action(
            translate("Tracing", "Zoom to &Zone"), self.zoom_to_selection, "Z",
            translate("Tracing", "Fit the view on the selected zones"))
        self.find_zone_action = w.make_action(
            translate("Tracing", "Fin&d Zone…"), self.find_zone, "Ctrl+F",
            translate("Tracing", "Search the zone list"))
        self.list_toggles: list[QAction] = [self.zones_dock.toggleViewAction(),
                                            self.needs_dock.toggleViewAction()]

    # --- alignment ----------------------------------------------------------------------------

    def attach(self) -> None:
        """Once the window's tool bar is built: the Align action joins the tools' group,
        and a missing scan is reported."""
        group = self.window.tool_actions["select"].actionGroup()
        self.align_action.setCheckable(True)
        if group is not None:
            group.addAction(self.align_action)
        properties = self.window.findChild(QDockWidget, "properties")
        if properties is not None:  # the map keeps the room the zone lists take
            self.window.resizeDocks([properties], [PROPERTIES_WIDTH], Qt.Orientation.Horizontal)
        self.warn_missing_scan()

    def start_alignment(self) -> None:
        if self.window.view.tool is not self.align_tool:  # again: the points made stay
            self.window.view.set_tool(self.align_tool.name)
        self.align_action.setChecked(True)
        self.align_tool.show_pins()

    def _background_changed(self) -> None:
        if self.window.view.tool is self.align_tool:
            self.align_tool.show_pins()
        if self.window.scene.background_problem:
            self.warn_missing_scan()  # never a blank canvas without a word

    # --- zones --------------------------------------------------------------------------------

    def zoom_to_zones(self, zone_ids: list[str]) -> None:
        ids = [z for z in zone_ids if self.doc.has_zone(z)]
        if not ids:
            return
        boxes = [self.doc.zone_bounds(z) for z in ids]
        self.window.view.zoom_to((min(b[0] for b in boxes), min(b[1] for b in boxes),
                                  max(b[2] for b in boxes), max(b[3] for b in boxes)))
        if self.window.scene.selected_zones != ids:
            self.window.scene.select_zones(ids)

    def zoom_to_selection(self) -> None:
        ids = self.window.scene.selected_zones
        if not ids:
            self.window.show_status(translate("Tracing", "Select a zone first (click it, or "
                                              "pick it in the Zones list), then Zoom to Zone"))
            return
        self.zoom_to_zones(list(ids))

    def find_zone(self) -> None:
        self.zones_dock.show()
        self.zones_dock.raise_()
        self.zone_list.search.setFocus()
        self.zone_list.search.selectAll()

    def rename_zone(self, old: str, new: str) -> bool:
        zone = self.doc.zone(old).model_copy(update={"id": new})
        return self.window.controller.edit_zone(old, zone)

    # --- files --------------------------------------------------------------------------------

    def ask_new_from_scan(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self.window, translate("Tracing", "New map from a scan"),
                                               "", image_filter())
        if path:
            self.new_from_scan(Path(path))

    def new_from_scan(self, path: Path) -> MapWindowFrame | None:
        """A new window on an empty map with the scan behind it, pixel for map unit, and
        the list of the zones the scenarios need in front."""
        refusal = scan_refusal(str(path))  # a large scan loads downsampled for display
        if refusal is not None:
            self._refuse_scan(refusal)
            return None
        traced = self.open_window(MapDocument())
        window = traced.window
        window.interactive = self.window.interactive
        window.background_panel.import_image(str(path))
        refusal = window.scene.background_problem  # a damaged image whose header reads
        if refusal is not None:
            window.doc.undo_stack.setClean()
            window.close()
            self._refuse_scan(refusal)
            return None
        window.view.fit_all()
        traced.needs_dock.raise_()
        factor, full = window.scene.background_factor[0], window.scene.background_size
        locale = QLocale()
        shown = " " + translate(
            "Tracing", "The {width} × {height} scan is shown at 1/{factor} of its resolution; "
            "alignment uses all of its pixels.").format(
            width=locale.toString(full.width()), height=locale.toString(full.height()),
            factor=f"{factor:.0f}") if factor > 1 else ""
        window.show_status(translate("Tracing", "Draw the zones over the scan; the Scenario "
                                     "zones list ticks the ids the scenarios need as the map "
                                     "gets them.") + shown)
        return window

    def _refuse_scan(self, refusal: str) -> None:
        self.window.message(translate("Tracing", "New map from a scan"),
                            translate("Tracing", "Cannot use this scan: {reason}").format(
                                reason=refusal))

    def warn_missing_scan(self) -> None:
        """Say which image file is missing or cannot be shown; the map is open without it."""
        problem = self.window.scene.background_problem
        warning = missing_scan(self.doc) or (
            translate("Tracing", "Background image cannot be shown: {problem}").format(
                problem=problem) if problem else None)
        if warning:
            self.window.tabs.setCurrentWidget(self.window.background_panel)
            self.window.show_status(warning)
