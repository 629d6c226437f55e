"""The background image panel and the editor's dialogs (adjacency diff, map properties)."""

from __future__ import annotations

import base64
import os
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QImageWriter
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.commands import SetBackgroundCommand, SetMapPropertiesCommand, ZonesCommand
from editor.document import MapDocument
from sv_model.schemas.map import BackgroundImage, Diocese, Fleet


def png_base64(path: str) -> str | None:
    """The image at ``path`` re-encoded as PNG, in base64; None if it cannot be read."""
    image = QImage(path)
    if image.isNull():
        return None
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"PNG")).write(image)
    return base64.b64encode(bytes(data.data())).decode("ascii")


class BackgroundPanel(QWidget):
    """Import a scan to trace over, then move, scale, rotate and fade it (each undoable)."""

    def __init__(self, doc: MapDocument) -> None:
        super().__init__()
        self.doc = doc
        self.source = QLabel("No background image")
        self.source.setWordWrap(True)
        self.import_button = QPushButton("Import image…")
        self.remove_button = QPushButton("Remove")
        self.embed = QCheckBox("Embed the image in the map file")
        self.x_box, self.y_box = _box(-1e7, 1e7, 2), _box(-1e7, 1e7, 2)
        self.scale = _box(1e-4, 1e4, 4)
        self.scale.setSingleStep(0.01)
        self.rotation = _box(-360, 360, 2)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.import_button)
        row.addWidget(self.remove_button)
        lay.addWidget(self.source)
        lay.addLayout(row)
        lay.addWidget(self.embed)
        form = QFormLayout()
        form.addRow("x", self.x_box)
        form.addRow("y", self.y_box)
        form.addRow("Scale", self.scale)
        form.addRow("Rotation °", self.rotation)
        form.addRow("Opacity", self.opacity)
        lay.addLayout(form)
        lay.addStretch(1)
        self.import_button.clicked.connect(self.ask_import)
        self.remove_button.clicked.connect(self.remove)
        self.embed.toggled.connect(self._embed_toggled)
        for name, box in (("x", self.x_box), ("y", self.y_box), ("scale", self.scale),
                          ("rotation", self.rotation)):
            box.valueChanged.connect(lambda v, n=name: self._set(n, float(v)))
        self.opacity.valueChanged.connect(lambda v: self._set("opacity", v / 100.0))
        doc.background_changed.connect(self.load)
        self.load()

    def load(self) -> None:
        bg = self.doc.game_map.background
        widgets = (self.x_box, self.y_box, self.scale, self.rotation, self.opacity, self.embed)
        for w in widgets:
            w.blockSignals(True)
            w.setEnabled(bg is not None)
        self.remove_button.setEnabled(bg is not None)
        if bg is None:
            self.source.setText("No background image. Import a scan of a printed map to "
                                "trace its zones.")
        else:
            self.source.setText(f"Embedded image ({len(bg.embedded_png_base64) * 3 // 4 // 1024}"
                                " KiB)" if bg.embedded_png_base64 else f"Image file: {bg.path}")
            self.x_box.setValue(bg.x)
            self.y_box.setValue(bg.y)
            self.scale.setValue(bg.scale)
            self.rotation.setValue(bg.rotation)
            self.opacity.setValue(round(bg.opacity * 100))
            self.embed.setChecked(bool(bg.embedded_png_base64))
            self.embed.setEnabled(bool(bg.path) or not bg.embedded_png_base64)
        for w in widgets:
            w.blockSignals(False)

    def _set(self, field: str, value: float) -> None:
        bg = self.doc.game_map.background
        if bg is None or getattr(bg, field) == value:
            return
        verb = {"x": "Move", "y": "Move", "scale": "Scale", "rotation": "Rotate",
                "opacity": "Fade"}[field]
        self.doc.undo_stack.push(SetBackgroundCommand(
            self.doc, f"{verb} background", bg.model_copy(update={field: value}), merge=True))

    def ask_import(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, "Import background image", "",
                                               "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff)")
        if path:
            self.import_image(path)

    def import_image(self, path: str, embed: bool = False) -> bool:
        """Put an image behind the map; stored as a path relative to the map, or embedded."""
        if QImage(path).isNull():
            self.source.setText(f"Cannot read {path} as an image")
            return False
        stored = path
        if self.doc.path is not None:
            try:
                stored = Path(os.path.relpath(path, self.doc.path.parent)).as_posix()
            except ValueError:  # another drive on Windows
                stored = path
        data = png_base64(path) if embed else None
        bg = BackgroundImage(path=stored, embedded_png_base64=data or "")
        self.doc.undo_stack.push(SetBackgroundCommand(self.doc, "Import background", bg))
        return True

    def remove(self) -> None:
        self.doc.undo_stack.push(SetBackgroundCommand(self.doc, "Remove background", None))

    def _embed_toggled(self, on: bool) -> None:
        bg = self.doc.game_map.background
        if bg is None:
            return
        if on:
            source = self.doc.background_source()
            data = png_base64(source) if source else None
            if data is None:
                self.load()
                return
            new = bg.model_copy(update={"embedded_png_base64": data})
        elif bg.path:
            new = bg.model_copy(update={"embedded_png_base64": ""})
        else:
            return
        self.doc.undo_stack.push(SetBackgroundCommand(
            self.doc, "Embed background" if on else "Link background file", new))


def _box(low: float, high: float, decimals: int) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setKeyboardTracking(False)
    return box


class AdjacencyDiffDialog(QDialog):
    """What changed in the adjacency since the last save; shown before saving."""

    def __init__(self, doc: MapDocument, parent: QWidget | None = None,
                 before_save: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle("Adjacency changes since the last save")
        self.resize(560, 420)
        added, removed, changed = doc.adjacency_diff()
        lay = QVBoxLayout(self)
        if not (added or removed or changed):
            lay.addWidget(QLabel("The adjacency is the same as at the last save."))
        for title, rows, mark in (("Added", added, "+"), ("Removed", removed, "−"),
                                  ("Changed", changed, "~")):
            if rows:
                lay.addWidget(QLabel(f"<b>{title} ({len(rows)})</b>"))
                box = QListWidget()
                box.addItems([f"{mark} {r}" for r in rows])
                lay.addWidget(box)
        buttons = QDialogButtonBox()
        if before_save:
            buttons.addButton("Save", QDialogButtonBox.ButtonRole.AcceptRole)
            buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class MapPropertiesDialog(QDialog):
    """The map's id, name and description, its dioceses and its fleets."""

    def __init__(self, doc: MapDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWindowTitle("Map properties")
        self.resize(560, 520)
        m = doc.game_map
        self.map_id, self.name = QLineEdit(m.id), QLineEdit(m.name)
        self.description = QLineEdit(m.description)
        self.dioceses = _table(["id", "name", "colour"],
                               [[d.id, d.name, d.colour] for d in m.dioceses])
        for index, d in enumerate(m.dioceses):  # which diocese each row was: renames carry
            item = self.dioceses.item(index, 0)
            if item is not None:
                item.setData(Qt.ItemDataRole.UserRole, d.id)
        self.confirm: Callable[[str, str], bool] = self._confirm
        self.fleets = _table(["id", "name"], [[f.id, f.name] for f in m.fleets])
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03a2e;")
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Id", self.map_id)
        form.addRow("Name", self.name)
        form.addRow("Description", self.description)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        for title, table in (("Dioceses", self.dioceses), ("Fleets", self.fleets)):
            lay.addWidget(QLabel(f"<b>{title}</b>"))
            lay.addWidget(table)
            row = QHBoxLayout()
            add, remove = QPushButton("Add"), QPushButton("Remove")
            add.clicked.connect(lambda _c=False, t=table: t.insertRow(t.rowCount()))
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

    def fields(self) -> dict[str, object] | str:
        try:
            dioceses = [Diocese(id=r[0], name=r[1], colour=r[2] or "#c8b88a")
                        for r in _rows(self.dioceses)]
            fleets = [Fleet(id=r[0], name=r[1]) for r in _rows(self.fleets)]
        except ValidationError as exc:
            return "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        map_id = self.map_id.text().strip()
        if not map_id or not map_id.replace("_", "a").isalnum() or not map_id[0].islower():
            return "the map id must be lower-case letters, digits and underscores"
        return {"id": map_id, "name": self.name.text().strip() or map_id,
                "description": self.description.text(), "dioceses": dioceses, "fleets": fleets}

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
        if orphans and not self.confirm(
                "Remove dioceses with zones?",
                f"{len(orphans)} zones belong to the dioceses removed: {', '.join(orphans)}. "
                "They will need another diocese. Remove them anyway?"):
            return
        changed = {k: v for k, v in fields.items() if getattr(m, k) != v}
        moved = [z.model_copy(update={"diocese": renamed[z.diocese]}) for z in m.zones
                 if z.diocese in renamed]
        stack = self.doc.undo_stack
        if moved or changed:
            stack.beginMacro("Edit map properties")
            if moved:
                stack.push(ZonesCommand(self.doc, "Rename diocese", moved))
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
