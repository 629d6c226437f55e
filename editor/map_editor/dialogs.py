"""The editor's dialogs (adjacency diff, map properties); the Background tab is in
``editor.map_editor.scan_panel``."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.commands import SetMapPropertiesCommand, ZonesCommand
from editor.map_editor.document import MapDocument
from editor.shared.colours import ColourPicker, ask_colour, colour_icon
from sv_desktop.common.i18n import translate
from sv_model.schemas.map import Diocese, Fleet

COLOUR_COLUMN, PICK_COLUMN = 2, 3
LANGUAGE_CODES = ("en", "fr")
"""The languages of the name columns after a diocese's or fleet's own ones (``names``)."""


def _names_cells(names: dict[str, str]) -> list[str]:
    return [names.get(code, "") for code in LANGUAGE_CODES]


def _names_of(cells: list[str]) -> dict[str, str]:
    """A row's names per language from its last cells; empty cells are left out."""
    return {code: text.strip() for code, text in zip(LANGUAGE_CODES, cells, strict=True)
            if text.strip()}
DEFAULT_COLOUR = "#c8b88a"


class AdjacencyDiffDialog(QDialog):
    """What changed in the adjacency since the last save; shown before saving."""

    def __init__(self, doc: MapDocument, parent: QWidget | None = None,
                 before_save: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("AdjacencyDiffDialog", "Adjacency changes since the last save"))
        self.resize(560, 420)
        added, removed, changed = doc.adjacency_diff()
        lay = QVBoxLayout(self)
        if not (added or removed or changed):
            lay.addWidget(QLabel(translate("AdjacencyDiffDialog", "The adjacency is the same as at the last "
                                          "save.")))
        for title, rows, mark in ((translate("AdjacencyDiffDialog", "Added ({count})"), added, "+"),
                                  (translate("AdjacencyDiffDialog", "Removed ({count})"), removed,
                                   "−"),
                                  (translate("AdjacencyDiffDialog", "Changed ({count})"), changed,
                                   "~")):
            if rows:
                heading = f"<b>{title.format(count=len(rows))}</b>"  # a translated title
                lay.addWidget(QLabel(heading))
                box = QListWidget()
                box.addItems([f"{mark} {r}" for r in rows])
                lay.addWidget(box)
        buttons = QDialogButtonBox()
        if before_save:
            buttons.addButton(translate("AdjacencyDiffDialog", "Save"), QDialogButtonBox.ButtonRole.AcceptRole)
            buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class MapPropertiesDialog(QDialog):
    """The map's id, name and description, its sources and whether it is our estimate,
    its dioceses (each colour typed or picked) and its fleets; OK is one undo step."""

    def __init__(self, doc: MapDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWindowTitle(translate("MapPropertiesDialog", "Map properties"))
        self.resize(760, 640)
        m = doc.game_map
        self.map_id, self.name = QLineEdit(m.id), QLineEdit(m.name)
        self.description = QLineEdit(m.description)
        self.estimate = QCheckBox(translate("MapPropertiesDialog", "Our estimate, not entered from the printed "
                                            "map"))
        self.estimate.setChecked(m.authored_estimate)
        self.estimate.setToolTip(translate("MapPropertiesDialog", "Untick once the zones and borders are "
                                           "traced from the printed map (the file's "
                                           "authored_estimate)"))
        self.sources = QPlainTextEdit("\n".join(m.sources))
        self.sources.setPlaceholderText(translate("MapPropertiesDialog", "One source a line: the scan, the "
                                                  "printed map, the data used"))
        self.sources.setTabChangesFocus(True)
        self.sources.setMaximumHeight(76)
        self.pick_colour: ColourPicker = lambda start: ask_colour(
            self, start, translate("MapPropertiesDialog", "Diocese colour"))
        language_headers = [translate("MapPropertiesDialog", "name in English"),
                            translate("MapPropertiesDialog", "name in French")]
        self.dioceses = _table([translate("MapPropertiesDialog", "id"),
                                translate("MapPropertiesDialog", "name"),
                                translate("MapPropertiesDialog", "colour"), "",
                                *language_headers],
                               [[d.id, d.name, d.colour, "", *_names_cells(d.names)]
                                for d in m.dioceses])
        for index, d in enumerate(m.dioceses):  # which diocese each row was: renames carry
            item = self.dioceses.item(index, 0)
            if item is not None:
                item.setData(Qt.ItemDataRole.UserRole, d.id)
            self._add_colour_button(index)
        self.dioceses.itemChanged.connect(self._show_swatch)
        header = self.dioceses.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(PICK_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        self.confirm: Callable[[str, str], bool] = self._confirm
        self.fleets = _table([translate("MapPropertiesDialog", "id"),
                              translate("MapPropertiesDialog", "name"), *language_headers],
                             [[f.id, f.name, *_names_cells(f.names)] for f in m.fleets])
        self.fleets.horizontalHeader().setStretchLastSection(False)
        self.fleets.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for table, first in ((self.dioceses, 4), (self.fleets, 2)):  # the names per language
            for column in (first, first + 1):
                table.horizontalHeader().setSectionResizeMode(
                    column, QHeaderView.ResizeMode.ResizeToContents)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03a2e;")
        self.error.setWordWrap(True)
        self._layout()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(translate("MapPropertiesDialog", "Id"), self.map_id)
        form.addRow(translate("MapPropertiesDialog", "Name"), self.name)
        form.addRow(translate("MapPropertiesDialog", "Description"), self.description)
        form.addRow(translate("MapPropertiesDialog", "Sources"), self.sources)
        form.addRow("", self.estimate)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        for title, table in ((translate("MapPropertiesDialog", "Dioceses"), self.dioceses),
                             (translate("MapPropertiesDialog", "Fleets"), self.fleets)):
            heading = f"<b>{title}</b>"  # a translated title
            lay.addWidget(QLabel(heading))
            lay.addWidget(table, 3 if table is self.dioceses else 1)
            row = QHBoxLayout()
            add = QPushButton(translate("MapPropertiesDialog", "Add"))
            remove = QPushButton(translate("MapPropertiesDialog", "Remove"))
            add.clicked.connect(self._add_diocese if table is self.dioceses else
                                lambda _c=False, t=table: t.insertRow(t.rowCount()))
            remove.clicked.connect(lambda _c=False, t=table: t.removeRow(t.currentRow()))
            row.addWidget(add)
            row.addWidget(remove)
            row.addStretch(1)
            lay.addLayout(row)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    # --- diocese colours ------------------------------------------------------------------------

    def _add_diocese(self) -> None:
        row = self.dioceses.rowCount()
        self.dioceses.insertRow(row)
        self._add_colour_button(row)

    def _add_colour_button(self, row: int) -> None:
        """The "Pick…" button after a diocese's colour, and its swatch."""
        button = QToolButton()
        button.setText(translate("MapPropertiesDialog", "Pick…"))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setAutoRaise(True)
        button.setToolTip(translate("MapPropertiesDialog", "Choose the diocese's colour (or type it as "
                                     "#rrggbb)"))
        button.clicked.connect(lambda _c=False, b=button: self._pick_for(b))
        self.dioceses.setCellWidget(row, PICK_COLUMN, button)
        self._show_swatch(self.dioceses.item(row, COLOUR_COLUMN))

    def colour_button(self, row: int) -> QToolButton | None:
        widget = self.dioceses.cellWidget(row, PICK_COLUMN)
        return widget if isinstance(widget, QToolButton) else None

    def _pick_for(self, button: QToolButton) -> None:
        row = next((r for r in range(self.dioceses.rowCount())
                    if self.dioceses.cellWidget(r, PICK_COLUMN) is button), None)
        if row is None:
            return
        text = _cell_text(self.dioceses.item(row, COLOUR_COLUMN)) or DEFAULT_COLOUR
        chosen = self.pick_colour(QColor(text))
        if chosen is not None:
            self.dioceses.setItem(row, COLOUR_COLUMN, QTableWidgetItem(chosen.name()))

    def _show_swatch(self, item: QTableWidgetItem | None) -> None:
        """The colour cell shows its colour (a typed one once it is #rrggbb)."""
        if item is None or item.column() != COLOUR_COLUMN:
            return
        button = self.colour_button(item.row())
        colour = QColor(item.text().strip())
        valid = colour.isValid() and len(item.text().strip()) == 7
        if button is not None:
            button.setIcon(colour_icon(colour if valid else QColor(DEFAULT_COLOUR)))

    def fields(self) -> dict[str, object] | str:
        try:
            dioceses = [Diocese(id=r[0], name=r[1], colour=r[2] or DEFAULT_COLOUR,
                                names=_names_of(r[4:6])) for r in _rows(self.dioceses)]
            fleets = [Fleet(id=r[0], name=r[1], names=_names_of(r[2:4]))
                      for r in _rows(self.fleets)]
        except ValidationError as exc:
            return "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        map_id = self.map_id.text().strip()
        if not map_id or not map_id.replace("_", "a").isalnum() or not map_id[0].islower():
            return translate("MapPropertiesDialog", "the map id must be lower-case letters, digits and "
                             "underscores")
        sources = [line.strip() for line in self.sources.toPlainText().splitlines()
                   if line.strip()]
        return {"id": map_id, "name": self.name.text().strip() or map_id,
                "description": self.description.text(), "dioceses": dioceses, "fleets": fleets,
                "sources": sources, "authored_estimate": self.estimate.isChecked()}

    def renamed_dioceses(self) -> dict[str, str]:
        """Old id -> new id of the dioceses whose id was edited in their row."""
        out = {}
        for row in range(self.dioceses.rowCount()):
            item = self.dioceses.item(row, 0)
            old = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
            new = _cell_text(item).strip()
            if old and new and new != old:
                out[str(old)] = new
        return out

    def apply(self) -> None:
        """One undoable edit; a renamed diocese takes its zones along, and removing one that
        still has zones is asked first, naming them."""
        fields = self.fields()
        if isinstance(fields, str):
            self.error.setText(fields)
            return
        m = self.doc.game_map
        renamed = self.renamed_dioceses()
        kept = {d.id for d in fields["dioceses"]} if isinstance(fields["dioceses"], list) else set()
        orphans = [z.id for z in m.zones if z.diocese is not None and z.diocese not in kept
                   and z.diocese not in renamed]
        count = len(orphans)  # a plain name: lupdate does not read a call among the arguments
        if orphans and not self.confirm(
                translate("MapPropertiesDialog", "Remove dioceses with zones?"),
                translate("MapPropertiesDialog", "%n zones belong to the dioceses removed: "
                          "{zones}. They will need another diocese. Remove them anyway?",
                          None, count).format(zones=", ".join(orphans))):
            return
        changed = {k: v for k, v in fields.items() if getattr(m, k) != v}
        moved = [z.model_copy(update={"diocese": renamed[z.diocese]}) for z in m.zones
                 if z.diocese in renamed]
        stack = self.doc.undo_stack
        if moved or changed:
            stack.beginMacro(translate("MapPropertiesDialog", "Edit map properties"))
            if moved:
                stack.push(ZonesCommand(self.doc, lambda: translate("MapPropertiesDialog", "Rename diocese"), moved))
            if changed:
                stack.push(SetMapPropertiesCommand(self.doc, changed))
            stack.endMacro()
        self.accept()

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes


def _table(headers: list[str], rows: list[list[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.horizontalHeader().setStretchLastSection(True)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(value))
    return table


def _cell_text(item: QTableWidgetItem | None) -> str:
    return item.text().strip() if item is not None else ""


def _rows(table: QTableWidget) -> list[list[str]]:
    out = []
    for r in range(table.rowCount()):
        cells = [_cell_text(table.item(r, c)) for c in range(table.columnCount())]
        if any(cells):
            out.append(cells)
    return out
