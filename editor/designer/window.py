"""The scenario designer's window: the map with the set-up's counters, the roster palette,
the zone inspector, the scenario's panels and its live problems.

Every edit is one undo command on the ``ScenarioDocument``; the map and the panels only
mirror the document (``_refresh`` after each change), as in the map editor.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QProcess, Qt
from PySide6.QtGui import QCloseEvent, QShowEvent, QUndoGroup
from PySide6.QtWidgets import (
    QCompleter,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)
from shiboken6 import isValid

from editor.designer.balance_dialog import BalanceDialog
from editor.designer.counter_menu import counter_menu, field_name
from editor.designer.files import ChangesPanel, play_scenario_file
from editor.designer.menus import build_menus
from editor.designer.pages import PageBook, scenario_pages
from editor.designer.roster_panel import RosterPanel
from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import (
    PieceRef,
    move_pieces,
    place_people,
    remove_pieces,
    row_of,
    set_field,
)
from editor.designer.scenario_lists import ArrivalsPanel, CupPanel, ProblemsPanel, zone_of_field
from editor.designer.scenario_panels import (
    CardPanel,
    ControlPanel,
    OptionsPanel,
    Panel,
    PeoplesPanel,
)
from editor.designer.scenario_pieces import RosterPalette, ZoneInspector
from editor.designer.texts_panel import TextsPanel
from editor.designer.view import DesignerMapView, board_of_data, piece_ref
from editor.shared.open_windows import close_if_saved, keep_open, save_failure
from sv_desktop.board.board_view import Catalogue
from sv_desktop.board.map_scene import MapScene
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_desktop.sheets.print_actions import PrintActions
from sv_model.errors import DataFileError
from sv_model.loader import ScenarioBundle
from sv_model.paths import SCENARIOS_DIR, free_name, is_shipped, user_file_dir

YAML_FILTER = QT_TRANSLATE_NOOP("DesignerWindow", "Scenario files (*.yaml *.yml)")
Button = QMessageBox.StandardButton


class DesignerWindow(QMainWindow):
    """One scenario being designed. Tests replace ``start_process``, ``ask_path`` and
    ``ask`` (the file and message dialogs)."""

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(1400, 880)
        self.start_process: Any = QProcess.startDetached
        self.ask_path: Any = self._ask_path
        self.ask: Any = self._ask
        self.undo_group = QUndoGroup(self)
        self.view = DesignerMapView()
        self.setCentralWidget(self.view)
        self.view.pieces_dropped.connect(self.move_to)
        self.view.piece_dropped.connect(self._map_drag)
        self.view.zone_clicked.connect(self.zone_clicked)
        self.view.piece_clicked.connect(self._piece_clicked)
        self.view.counter_menu.connect(self._counter_menu)
        self.view.describe_piece = self._describe_piece
        self.printing = PrintActions(self, self.printable_bundle)
        self._docks: dict[str, QDockWidget] = {}
        self._problem_zones: set[str] = set()
        self.selected_zone: str | None = None
        self._sized = False
        self.doc = doc
        self.finder = QLineEdit()
        self.finder.setPlaceholderText(translate("DesignerWindow", "Find a zone (Ctrl+F)…"))
        self.finder.setToolTip(translate("DesignerWindow", "Type a zone's name, diocese or number: the "
                                         "zone is framed"))
        self.finder.setClearButtonEnabled(True)
        self.finder.returnPressed.connect(lambda: self.find_zone(self.finder.text()))
        self.finder.setFixedWidth(280)
        build_menus(self, self)
        corner = QWidget(self)  # the menu bar places its corner by the size hint: a layout's
        row = QHBoxLayout(corner)
        row.setContentsMargins(0, 0, 4, 0)
        row.addWidget(self.finder)
        self.menuBar().setCornerWidget(corner)  # beside the menus: no row of its own
        self.set_document(doc)

    # ---------------------------------------------------------------- document

    def set_document(self, doc: ScenarioDocument) -> None:
        """Show ``doc``: the map, the palette and every panel are built for its map and
        roster."""
        self.doc = doc
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        doc.changed.connect(self._changed)
        doc.undo_stack.cleanChanged.connect(self._clean_changed)
        self._build_for_map()

    def _build_for_map(self) -> None:
        doc = self.doc
        self.cat = Catalogue(doc.game_map, doc.roster)
        self.scene = MapScene(doc.game_map)
        self.view.set_map_scene(self.scene)
        self.roster_palette = RosterPalette(self.cat)
        self.inspector = ZoneInspector(self.cat)
        self.inspector.edit_field.connect(self.set_piece_field)
        self.inspector.remove.connect(self.remove)
        self.inspector.owner_of = self._owner_of
        self.card, self.options = CardPanel(), OptionsPanel()
        self.control, self.peoples = ControlPanel(doc.game_map), PeoplesPanel(doc.roster)
        self.cup, self.arrivals = CupPanel(doc.roster), ArrivalsPanel(doc.game_map, doc.roster)
        self.languages = TextsPanel()
        self.panels: list[Panel] = [self.card, self.options, self.control, self.peoples,
                                    self.cup, self.arrivals, self.languages]
        for panel in self.panels:
            panel.edit.connect(self.doc.edit)
        self.peoples.place_people.connect(self.place_people)
        self.zone_titles = {self.cat.zone_title(z): z for z in self.cat.zones}
        self.finder.setCompleter(zone_completer(self.zone_titles, self))
        self.finder.completer().activated.connect(self.find_zone)
        self.roster_panel = RosterPanel(tuple(d.id for d in doc.game_map.dioceses))
        self.roster_panel.edit.connect(self.doc.edit_roster)
        self.tabs = PageBook()  # nine pages in four tabs, all in sight at 1280×720
        scenario_pages(self.tabs, {
            "zone": self.inspector, "card": self.card, "languages": self.languages,
            "options": self.options, "control": self.control, "peoples": self.peoples,
            "arrivals": self.arrivals, "stratagems": self.cup, "roster": self.roster_panel})
        self.problems = ProblemsPanel()
        self.problems.name_of = self._piece_name
        self.problems.show_problem.connect(self.show_problem)
        self.changes = ChangesPanel(self.cat)
        self.changes.show_zone.connect(self.show_zone)
        self._dock(QT_TRANSLATE_NOOP("DesignerWindow", "Counters"), self.roster_palette, Qt.DockWidgetArea.LeftDockWidgetArea)
        self._dock(QT_TRANSLATE_NOOP("DesignerWindow", "Scenario"), self.tabs, Qt.DockWidgetArea.RightDockWidgetArea)
        self._dock(QT_TRANSLATE_NOOP("DesignerWindow", "Problems"), self.problems, Qt.DockWidgetArea.BottomDockWidgetArea)
        self._dock(QT_TRANSLATE_NOOP("DesignerWindow", "Changes since last save"), self.changes,
                   Qt.DockWidgetArea.BottomDockWidgetArea)
        if "tabified" not in self._docks:
            self.tabifyDockWidget(self._docks["Problems"],
                                  self._docks["Changes since last save"])
            self._docks["Problems"].raise_()
            self._docks["tabified"] = self._docks["Problems"]
        self.selected_zone = None
        self._refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:  # the map gets what the docks do not need
            self._sized = True
            self.resizeDocks([self._docks["Counters"], self._docks["Scenario"]],
                             [max(280, self.width() // 6), max(420, self.width() // 4)],
                             Qt.Orientation.Horizontal)
            self.resizeDocks([self._docks["Problems"]], [130], Qt.Orientation.Vertical)
            self.view.fit_map()

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        """The dock named ``title`` (its English name, marked for translation, is its key
        and object name; it shows translated)."""
        dock = self._docks.get(title)
        if dock is None:
            dock = QDockWidget(translate("DesignerWindow", title), self)
            dock.setObjectName(title)
            self.addDockWidget(area, dock)
            self._docks[title] = dock
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None:
            old.deleteLater()

    def _changed(self, keys: set[str]) -> None:
        if {"map", "roster"} & keys:
            self._build_for_map()
            return
        if "roster values" in keys:  # the counters show the values just typed
            self.cat = Catalogue(self.doc.game_map, self.doc.roster)
            self.roster_palette.set_catalogue(self.cat)
            self.inspector.set_catalogue(self.cat)
            self.changes.cat = self.cat
        self._refresh()

    def _refresh(self) -> None:
        data = self.doc.data
        self.scene.set_board(board_of_data(self.cat, data))
        self.roster_palette.set_data(data)
        self.inspector.show_zone(self.selected_zone, data, also=self._ported(self.selected_zone))
        for panel in self.panels:
            panel.set_data(data)
        source = self.doc.roster_source
        self.roster_panel.set_roster(
            source.data if source is not None else None,
            translate("DesignerWindow", "Counter values of {file}").format(file=source.path)
            if source is not None else
            translate("DesignerWindow", "The scenario's roster could not be read: fix its "
                      "file to edit its values."))
        self.arrivals.set_scenario(self.doc.bundle.scenario if self.doc.bundle else None)
        problems = self.doc.all_problems()
        self.problems.set_problems(problems, data)
        self.changes.set_changes(self.doc.saved_data(), data)
        self._mark_problem_zones({z for p in problems
                                  if (z := zone_of_field(data, p.field or ""))})
        self._update_title()

    def _mark_problem_zones(self, zones: set[str]) -> None:
        for zone in self._problem_zones - zones:
            self.scene.set_zone_highlight(zone, None)
        for zone in zones:
            self.scene.set_zone_highlight(zone, "battle")
        self._problem_zones = zones

    def _clean_changed(self, _clean: bool) -> None:
        if isValid(self) and isValid(self.doc.undo_stack):  # not while being destroyed
            self._update_title()

    def _update_title(self) -> None:
        where = self.doc.path.name if self.doc.path else translate("DesignerWindow", "untitled")
        if self.doc.path is not None and is_shipped(self.doc.path):
            where = translate("DesignerWindow", "{file}, shipped: Save makes your copy").format(file=where)
        errors = self.doc.error_count()
        state = " — " + translate("DesignerWindow", "%n errors", None, errors) if errors else ""
        self.setWindowTitle(translate("DesignerWindow", "{scenario} ({where}){errors}[*] — Scenario "
                                       "Designer").format(scenario=self.doc.name, where=where,
                                                          errors=state))
        self.setWindowModified(self.doc.is_dirty())

    def printable_bundle(self) -> ScenarioBundle | None:
        """The scenario as it stands, for the setup sheet: only when it has no errors."""
        return self.doc.bundle if self.doc.error_count() == 0 else None

    # ---------------------------------------------------------------- edits

    def move_to(self, pieces: list[PieceRef], zone: str) -> None:
        """Pieces dropped on a zone: placed ones move there, the others join the set-up.
        Counters unknown to this roster and map (a drop from elsewhere) are ignored."""
        pieces = [p for p in pieces if piece_ref(self.cat, p.id) == p]
        if not pieces:
            return
        values = move_pieces(self.doc.data, pieces, zone, self.doc.game_map, self.doc.roster)
        if values:
            count, first, title = len(pieces), pieces[0].id, self.cat.zone_title(zone)

            def text() -> str:
                names = first if count == 1 else translate(
                    "DesignerWindow", "{count} counters").format(count=count)
                return translate("DesignerWindow", "Place {counters} in {zone}").format(
                    counters=names, zone=title)

            self.doc.edit(text, values)
        self.show_zone(zone, select=pieces[0] if len(pieces) == 1 else None)

    def _map_drag(self, piece_id: str, zone: str) -> None:
        """A counter dragged on the map; with others selected in its zone, they go too."""
        piece = piece_ref(self.cat, piece_id)
        if piece is None:
            return
        chosen = self.inspector.list.selected_pieces()
        self.move_to(chosen if piece in chosen else [piece], zone)

    def place_people(self, people: str) -> None:
        """Every counter of a people in its zones of origin (4.2.3): one undoable edit."""
        values = place_people(self.doc.data, people, self.doc.game_map, self.doc.roster)
        name = self.cat.peoples[people].name if people in self.cat.peoples else people
        if values:
            self.doc.edit(lambda: translate("DesignerWindow", "Place the {people} in their zones "
                                            "of origin").format(people=name), values)
        zones = sorted(z for z, zone in self.cat.zones.items() if zone.people == people)
        if zones:
            self.show_zone(zones[0])
            self.view.frame_zone(zones[0])

    def find_zone(self, text: str) -> str | None:
        """The zone finder: the zone whose name is typed (or the first that contains the
        text) is shown in the inspector and framed on the map."""
        typed = text.strip().casefold()
        if not typed:
            return None
        zone = next((z for title, z in self.zone_titles.items() if title.casefold() == typed),
                    None) or next((z for title, z in sorted(self.zone_titles.items())
                                   if typed in title.casefold() or typed == z), None)
        if zone is None:
            self.statusBar().showMessage(translate("DesignerWindow", "No zone is named '{text}'").format(
                text=text.strip()), 6000)
            return None
        self.show_zone(zone)
        self.view.frame_zone(zone)
        return zone

    def set_piece_field(self, piece: PieceRef, field: str, value: object) -> None:
        values = set_field(self.doc.data, piece, field, value)
        if values:
            self.doc.edit(lambda: translate("DesignerWindow", "{piece}: {field}").format(
                piece=piece.id, field=field_name(field)), values)

    def remove(self, pieces: list[PieceRef]) -> None:
        values = remove_pieces(self.doc.data, pieces)
        if values:
            count, first = len(pieces), pieces[0].id
            self.doc.edit(lambda: translate("DesignerWindow", "Remove {count} counters").format(
                count=count) if count > 1 else translate(
                "DesignerWindow", "Remove {counter}").format(counter=first), values)

    def delete_selection(self) -> None:
        chosen = self.inspector.list.selected_pieces()
        if chosen:
            self.remove(chosen)

    # ---------------------------------------------------------------- map clicks

    def zone_clicked(self, zone: str) -> None:
        side = self.control.painting()
        diocese = self.cat.zones[zone].diocese if zone in self.cat.zones else None
        if side is not None and diocese is not None:
            self.control.set_control(diocese, side or None)
            return
        self.show_zone(zone)

    def _piece_clicked(self, piece_id: str) -> None:
        piece = piece_ref(self.cat, piece_id)
        board_piece = self.scene.board.piece(piece_id) if self.scene.board else None
        if piece is not None and board_piece is not None:
            self.show_zone(board_piece.zone, select=piece)

    def counter_menu(self, piece_id: str) -> QMenu | None:
        """The right-click menu of a counter on the map (None: not in the set-up)."""
        piece = piece_ref(self.cat, piece_id)
        row = row_of(self.doc.data, piece) if piece is not None else None
        if piece is None or row is None:
            return None
        return counter_menu(self, piece, row, self.set_piece_field,
                            lambda: self.remove([piece]))

    def _counter_menu(self, piece_id: str, where: QPoint) -> None:
        self._piece_clicked(piece_id)
        menu = self.counter_menu(piece_id)
        if menu is not None:
            menu.exec(where)

    def show_zone(self, zone: str, select: PieceRef | None = None) -> None:
        self.selected_zone = zone
        self.scene.highlight_single(zone, "origin")
        self.inspector.show_zone(zone, self.doc.data, select, self._ported(zone))
        self.tabs.show_page(self.inspector)
        if zone in self.cat.zones and not self.view.viewport().rect().contains(
                self.view.mapFromScene(self.scene.zone_anchor(zone))):
            self.view.center_on_zone(zone)

    def show_problem(self, zone: str, piece: PieceRef | None) -> None:
        """A Problems row clicked: its counter selected, its zone framed on the map."""
        self.show_zone(zone, select=piece)
        self.view.frame_zone(zone)

    def _piece_name(self, kind: str, ident: str) -> str:
        """A counter, people or fleet by the name its players know."""
        if kind == "people" and ident in self.cat.peoples:
            return self.cat.peoples[ident].name
        piece = piece_ref(self.cat, ident)
        board = self.scene.board.piece(ident) if self.scene.board else None
        if board is not None:
            return board.name
        if piece is not None and piece.kind == "leader":
            return self.cat.leaders[ident].name
        if piece is not None and piece.kind == "unit":
            return self.cat.units[ident].name
        return self.cat.fleet_names.get(ident, ident)

    def _ported(self, zone: str | None) -> list[PieceRef]:
        """Fleets the map shows in ``zone`` (in port, whether the set-up names them or not)."""
        board = self.scene.board
        return [PieceRef("fleet", p.id) for p in board.in_zone(zone)
                if p.id in self.cat.fleet_names] if board is not None and zone else []

    def _owner_of(self, piece: PieceRef) -> str:
        """Who holds a counter as the set-up stands; for a fleet, why (2.F)."""
        shown = self.scene.board.piece(piece.id) if self.scene.board else None
        owner = (shown.owner.value if shown is not None and shown.owner
                 else translate("DesignerWindow", "nobody"))
        if piece.kind == "fleet":
            return translate("DesignerWindow", "{owner}: a fleet follows the control of its port's "
                             "diocese (2.F)").format(owner=owner)
        return owner

    def _describe_piece(self, piece_id: str) -> str:
        piece = self.scene.board.piece(piece_id) if self.scene.board else None
        return piece.detail if piece is not None else piece_id

    # ---------------------------------------------------------------- files

    def commit_texts(self) -> None:
        """The texts typed in the Scenario and Languages tabs and not yet sent (their
        field still has the focus) become edits: before a save, a close or a language
        switch (``language_switch.rebuild_designer``)."""
        self.card.commit_texts()
        self.languages.commit_texts()

    def maybe_save(self) -> bool:
        """True when the window may drop its document (saved, discarded, or clean)."""
        self.commit_texts()
        if self.doc.undo_stack.isClean() and not (self.doc.path is None
                                                   and self.doc.undo_stack.count()):
            return True
        answer = self.ask(translate("DesignerWindow", "Unsaved changes"),
                          translate("DesignerWindow", "Save the changes to {scenario}?").format(
                              scenario=self.doc.name),
                          Button.Save | Button.Discard | Button.Cancel)
        if answer == Button.Save:
            return self.save()
        return bool(answer == Button.Discard)

    def new_scenario(self) -> None:
        if self.maybe_save():
            self.set_document(ScenarioDocument.new())

    def new_copy(self) -> None:
        self.commit_texts()
        self.set_document(ScenarioDocument.new(copy_of=self.doc))

    def open_dialog(self) -> None:
        path = self.ask_path(translate("DesignerWindow", "Open scenario"), False)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        if not self.maybe_save():
            return False
        try:
            doc = ScenarioDocument.open(path)
        except DataFileError as exc:
            self.ask(translate("DesignerWindow", "Cannot open scenario"), error_text(exc), Button.Ok)
            return False
        self.set_document(doc)
        return True

    def save(self) -> bool:
        if self.doc.path is None or is_shipped(self.doc.path):
            return self.save_as()  # a shipped scenario is read-only: save a copy
        return self._save_to(self.doc.path)

    def save_as(self) -> bool:
        path = self.ask_path(translate("DesignerWindow", "Save scenario as"), True)
        return self._save_to(path) if path is not None else False

    def _save_to(self, path: Path) -> bool:
        self.commit_texts()
        if is_shipped(path):
            self.ask(translate("DesignerWindow", "Cannot save over a shipped scenario"),
                     translate("DesignerWindow", "{path} ships with Semper Victor; save your scenario under "
                               "another name (your scenarios folder is {folder}).").format(
                         path=path, folder=user_file_dir("scenarios")), Button.Ok)
            return False
        errors = self.doc.error_count()
        if errors and self.ask(
                translate("DesignerWindow", "Save a scenario with errors?"),
                translate("DesignerWindow", "{scenario} has %n errors (see Problems): it "
                          "can be saved, but play mode and validate will refuse it until they "
                          "are fixed.", None, errors).format(scenario=self.doc.name),
                Button.Save | Button.Cancel) != Button.Save:
            return False
        reason = save_failure(lambda: self.doc.save(path), path)
        if reason is not None:  # said, and the document stays unsaved
            self.ask(translate("DesignerWindow", "Cannot save"), reason, Button.Ok)
            self._refresh()
            return False
        self._refresh()
        self.statusBar().showMessage(translate("DesignerWindow", "Saved {path}").format(path=path), 6000)
        return True

    def choose_map(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("DesignerWindow", "Put the scenario on another "
                                                                "map"),
                                              str(self.doc.game_map_path().parent),
                                              translate("DesignerWindow", "Map files (*.yaml *.yml)"))
        if name:
            self.put_on_map(Path(name))

    def put_on_map(self, path: Path) -> None:
        self.doc.edit(lambda: translate("DesignerWindow", "Put on the map {file}").format(
            file=path.name), {"map": self.doc.reference_to(path)})

    def play_now(self) -> None:
        self.commit_texts()
        result = play_scenario_file(self.doc)
        if isinstance(result, str):
            self.ask(translate("DesignerWindow", "Cannot play this scenario yet"), result, Button.Ok)
            return
        started = self.start_process(sys.executable,
                                     ["-m", "sv_desktop", "play", str(result)])
        ok = started[0] if isinstance(started, tuple) else bool(started)
        if ok:
            self.statusBar().showMessage(translate("DesignerWindow", "Play mode opened on {scenario}").format(
                scenario=self.doc.name), 6000)
        else:
            self.ask(translate("DesignerWindow", "Cannot play"),
                     translate("DesignerWindow", "The play-mode process could not be started."), Button.Ok)

    def balance_report(self) -> BalanceDialog | None:
        """The balance report of the scenario as it stands (it must have no errors)."""
        self.commit_texts()
        bundle = self.printable_bundle()
        if bundle is None:
            self.ask(translate("DesignerWindow", "No balance report yet"),
                     translate("DesignerWindow", "Fix the scenario's errors (see Problems) to play games "
                               "of it."), Button.Ok)
            return None
        dialog = BalanceDialog(bundle, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _ask_path(self, title: str, saving: bool) -> Path | None:
        start = str(self.doc.path or SCENARIOS_DIR)
        if saving and (self.doc.path is None or is_shipped(self.doc.path)):
            folder = user_file_dir("scenarios")
            folder.mkdir(parents=True, exist_ok=True)
            start = str(free_name(folder, self.doc.path.stem if self.doc.path else
                                  str(self.doc.data.get("id") or "scenario")))
        if saving:
            name, _ = QFileDialog.getSaveFileName(self, title, start, yaml_filter())
            if name and not name.lower().endswith((".yaml", ".yml")):
                name += ".yaml"
        else:
            name, _ = QFileDialog.getOpenFileName(self, title, start, yaml_filter())
        return Path(name) if name else None

    def _ask(self, title: str, text: str, buttons: QMessageBox.StandardButton) -> Any:
        box = QMessageBox(QMessageBox.Icon.Question if buttons != Button.Ok else
                          QMessageBox.Icon.Warning, title, text, buttons, self)
        return box.exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        close_if_saved(self, event, self.maybe_save)


def yaml_filter() -> str:
    """The file dialogs' filter for scenario files, in the interface's language."""
    return translate("DesignerWindow", YAML_FILTER)


def zone_completer(titles: dict[str, str], parent: QWidget) -> QCompleter:
    """Completion of zone names anywhere in the name, whatever the case."""
    completer = QCompleter(sorted(titles), parent)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    return completer


def open_designer_window(path: Path | None, parent: QWidget | None = None) -> DesignerWindow:
    """A designer window on a scenario file (or a new one); errors shown, not raised."""
    doc: ScenarioDocument | None = None
    if path is not None:
        try:
            doc = ScenarioDocument.open(path)
        except DataFileError as exc:
            QMessageBox.critical(parent, translate("DesignerWindow", "Cannot open scenario"), error_text(exc))
    # No Qt parent: closing the window that opened it must not lose unsaved work.
    window = DesignerWindow(doc or ScenarioDocument.new(), None)
    keep_open(window, parent)
    return window
