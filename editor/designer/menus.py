"""The scenario designer's menus (File, Edit, View, Help), in the interface's language."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QKeySequence, QUndoGroup
from PySide6.QtWidgets import QLineEdit, QMainWindow

from sv_desktop.common import help_dialogs
from sv_desktop.common.i18n import translate
from sv_desktop.common.language_menu import add_settings_menu
from sv_desktop.common.menu_actions import FIT_MAP_KEY, add_action
from sv_desktop.sheets.print_actions import PrintActions


class ZoomableView(Protocol):
    def fit_map(self) -> None: ...
    def zoom_by(self, factor: float) -> None: ...


class MenuHost(Protocol):
    """What the menus need of ``editor.designer.window.DesignerWindow`` (which imports
    this module)."""

    undo_group: QUndoGroup
    finder: QLineEdit
    printing: PrintActions

    @property
    def view(self) -> ZoomableView: ...
    def new_scenario(self) -> None: ...
    def new_copy(self) -> None: ...
    def open_dialog(self) -> None: ...
    def save(self) -> bool: ...
    def save_as(self) -> bool: ...
    def choose_map(self) -> None: ...
    def play_now(self) -> None: ...
    def balance_report(self) -> object: ...
    def delete_selection(self) -> None: ...


def build_menus(w: QMainWindow, host: MenuHost) -> None:
    """The menu bar of ``w``, whose actions ``host`` (the same window, seen through what
    the menus call) carries out; Edit ▸ Undo names the edit it would undo."""
    bar = w.menuBar()
    _file_menu(w, host)
    e = bar.addMenu(translate("DesignerWindow", "&Edit"))
    undo = host.undo_group.createUndoAction(w, translate("DesignerWindow", "&Undo"))
    redo = host.undo_group.createRedoAction(w, translate("DesignerWindow", "&Redo"))
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo.setShortcut(QKeySequence.StandardKey.Redo)
    e.addActions([undo, redo])
    e.addSeparator()
    add_action(w, e, translate("DesignerWindow", "Re&move Selected Counters"),
               host.delete_selection, QKeySequence.StandardKey.Delete)
    v = bar.addMenu(translate("DesignerWindow", "&View"))
    add_action(w, v, translate("DesignerWindow", "Fin&d a Zone…"), host.finder.setFocus,
               QKeySequence.StandardKey.Find,
               translate("DesignerWindow", "Type a zone's name: the zone is framed on the map"))
    add_action(w, v, translate("DesignerWindow", "&Fit Map to Window"), host.view.fit_map,
               FIT_MAP_KEY)
    add_action(w, v, translate("DesignerWindow", "Zoom &In"), lambda: host.view.zoom_by(1.25),
               QKeySequence.StandardKey.ZoomIn)
    add_action(w, v, translate("DesignerWindow", "Zoom &Out"), lambda: host.view.zoom_by(0.8),
               QKeySequence.StandardKey.ZoomOut)
    add_settings_menu(w)  # Settings ▸ Language (issue 34)
    _help_menu(w)


def _file_menu(w: QMainWindow, host: MenuHost) -> None:
    f = w.menuBar().addMenu(translate("DesignerWindow", "&File"))
    add_action(w, f, translate("DesignerWindow", "&New Scenario"), host.new_scenario,
               QKeySequence.StandardKey.New,
               translate("DesignerWindow", "An empty set-up on the shipped map and roster"))
    add_action(w, f, translate("DesignerWindow", "New as &Copy"), host.new_copy, "Ctrl+Shift+N",
               translate("DesignerWindow", "A copy of this scenario, untitled"))
    add_action(w, f, translate("DesignerWindow", "&Open Scenario…"), host.open_dialog,
               QKeySequence.StandardKey.Open)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "&Save"), host.save, QKeySequence.StandardKey.Save)
    add_action(w, f, translate("DesignerWindow", "Save &As…"), host.save_as,
               QKeySequence.StandardKey.SaveAs)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "Put on Another &Map…"), host.choose_map,
               tip=translate("DesignerWindow", "Use another map file: every zone the set-up "
                             "names must exist on it"))
    f.addSeparator()
    host.printing.add_to(f)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "Pla&y Now"), host.play_now, "Ctrl+P",
               translate("DesignerWindow", "Open play mode on the scenario as it stands, "
                         "saved or not"))
    add_action(w, f, translate("DesignerWindow", "&Balance Report…"), host.balance_report,
               "Ctrl+B", translate("DesignerWindow", "Play seeded random games of the "
                                   "scenario and chart who wins"))
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "C&lose"), w.close,
               QKeySequence.StandardKey.Close)


def _help_menu(w: QMainWindow) -> None:
    h = w.menuBar().addMenu(translate("DesignerWindow", "&Help"))
    add_action(w, h, translate("DesignerWindow", "&Keyboard Shortcuts"),
               lambda: help_dialogs.show_menu_shortcuts(
                   w, translate("DesignerWindow", "Scenario designer")), "F1")
    add_action(w, h, translate("DesignerWindow", "What the &Counters Show"),
               lambda: help_dialogs.show_counter_values(w))
    add_action(w, h, translate("DesignerWindow", "&Rules Decisions"),
               lambda: help_dialogs.show_rules_decisions(w))
    add_action(w, h, translate("DesignerWindow", "&Entering a Scenario from the Printed Game"),
               lambda: help_dialogs.show_markdown_section(
                   w, "scenarios.md", help_dialogs.ENTERING_A_SCENARIO))
