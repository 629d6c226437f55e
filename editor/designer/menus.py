"""The scenario designer's menus (File, Edit, View, Help), in the interface's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from sv_desktop.common import help_dialogs
from sv_desktop.common.i18n import translate
from sv_desktop.common.menu_actions import FIT_MAP_KEY, add_action

if TYPE_CHECKING:
    from editor.designer.window import DesignerWindow


def build_menus(w: DesignerWindow) -> None:
    """The window's menu bar; Edit ▸ Undo names the edit it would undo."""
    bar = w.menuBar()
    _file_menu(w)
    e = bar.addMenu(translate("DesignerWindow", "&Edit"))
    undo = w.undo_group.createUndoAction(w, translate("DesignerWindow", "&Undo"))
    redo = w.undo_group.createRedoAction(w, translate("DesignerWindow", "&Redo"))
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo.setShortcut(QKeySequence.StandardKey.Redo)
    e.addActions([undo, redo])
    e.addSeparator()
    add_action(w, e, translate("DesignerWindow", "&Remove Selected Counters"),
               w.delete_selection, QKeySequence.StandardKey.Delete)
    v = bar.addMenu(translate("DesignerWindow", "&View"))
    add_action(w, v, translate("DesignerWindow", "&Find a Zone…"), w.finder.setFocus,
               QKeySequence.StandardKey.Find,
               translate("DesignerWindow", "Type a zone's name: the zone is framed on the map"))
    add_action(w, v, translate("DesignerWindow", "&Fit Map to Window"), w.view.fit_map,
               FIT_MAP_KEY)
    add_action(w, v, translate("DesignerWindow", "Zoom &In"), lambda: w.view.zoom_by(1.25),
               QKeySequence.StandardKey.ZoomIn)
    add_action(w, v, translate("DesignerWindow", "Zoom &Out"), lambda: w.view.zoom_by(0.8),
               QKeySequence.StandardKey.ZoomOut)
    _help_menu(w)


def _file_menu(w: DesignerWindow) -> None:
    f = w.menuBar().addMenu(translate("DesignerWindow", "&File"))
    add_action(w, f, translate("DesignerWindow", "&New Scenario"), w.new_scenario,
               QKeySequence.StandardKey.New,
               translate("DesignerWindow", "An empty set-up on the shipped map and roster"))
    add_action(w, f, translate("DesignerWindow", "New as &Copy"), w.new_copy, "Ctrl+Shift+N",
               translate("DesignerWindow", "A copy of this scenario, untitled"))
    add_action(w, f, translate("DesignerWindow", "&Open Scenario…"), w.open_dialog,
               QKeySequence.StandardKey.Open)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "&Save"), w.save, QKeySequence.StandardKey.Save)
    add_action(w, f, translate("DesignerWindow", "Save &As…"), w.save_as,
               QKeySequence.StandardKey.SaveAs)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "Put on Another &Map…"), w.choose_map,
               tip=translate("DesignerWindow", "Use another map file: every zone the set-up "
                             "names must exist on it"))
    f.addSeparator()
    w.printing.add_to(f)
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "&Play Now"), w.play_now, "Ctrl+P",
               translate("DesignerWindow", "Open play mode on the scenario as it stands, "
                         "saved or not"))
    add_action(w, f, translate("DesignerWindow", "&Balance Report…"), w.balance_report,
               "Ctrl+B", translate("DesignerWindow", "Play seeded random games of the "
                                   "scenario and chart who wins"))
    f.addSeparator()
    add_action(w, f, translate("DesignerWindow", "&Close"), w.close,
               QKeySequence.StandardKey.Close)


def _help_menu(w: DesignerWindow) -> None:
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
                   w, "scenarios.md", "## Entering a scenario from the printed game"))
