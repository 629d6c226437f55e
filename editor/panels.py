"""Side panels: the selected zone's attributes, the selected edge, and validation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.analysis import Pair, Problem
from editor.controller import EditController
from editor.document import MapDocument
from editor.scene import MapDocumentScene
from sv_model.checks import Severity
from sv_model.schemas.map import EdgeKind, Half, Zone, ZoneKind

CHECK_COLOURS = {
    "self-intersection": "#c0392b", "overlap": "#c0392b", "gap": "#d35400",
    "sliver": "#d68910", "unreachable": "#7d3c98", "zone 1": "#1f618d",
    "duplicate name": "#1f618d", "port": "#117a65", "link": "#6e2c00", "reference": "#555555",
    "origin": "#1f618d", "marker": "#9a7d0a", "river": "#2f6fb0",
}


def problem_summary(problems: Sequence[Problem]) -> str:
    """"No problems", or how many errors (play refuses the map) and warnings."""
    if not problems:
        return "✔ No problems found"
    n_err = sum(p.severity is Severity.ERROR for p in problems)
    n_warn = len(problems) - n_err
    parts = [f"{n} {word}{'s' * (n != 1)}" for n, word in ((n_err, "error"), (n_warn, "warning"))
             if n]
    tail = " (play mode will not open the map until the errors are fixed)" if n_err else ""
    return f"⚠ {', '.join(parts)}{tail}"


def _line(placeholder: str = "") -> QLineEdit:
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    return edit


class ZonePanel(QWidget):
    """Id, name, owner and flags of the selected zone; Apply makes one undo step."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, ctl: EditController) -> None:
        super().__init__()
        self.doc, self.scene, self.ctl = doc, scene, ctl
        self.zone_id: str | None = None
        ident = QRegularExpressionValidator(QRegularExpression(r"[a-z][a-z0-9_]{0,63}"))
        self.title = QLabel("No zone selected")
        self.title.setStyleSheet("font-weight: 600; font-size: 11pt;")
        self.id_edit, self.name_edit = _line("lower_case_id"), _line("Display name")
        self.id_edit.setValidator(ident)
        self.kind = QComboBox()
        for k, text in ((ZoneKind.DIOCESE, "Diocese zone"), (ZoneKind.ORIGIN, "People's origin"),
                        (ZoneKind.SEA, "Sea"), (ZoneKind.OUTSIDE, "Outside the Empire")):
            self.kind.addItem(text, k.value)
        self.diocese = QComboBox()
        self.number = QSpinBox()
        self.number.setRange(1, 30)
        self.people = _line("people id, e.g. franci")
        self.people.setValidator(ident)
        self.city, self.port_name = _line("none"), _line("port name")
        self.port = QComboBox()
        self.half = QComboBox()
        for text, value in (("—", ""), ("West", Half.WEST.value), ("East", Half.EAST.value)):
            self.half.addItem(text, value)
        self.flags = {name: QCheckBox(text) for name, text in (
            ("inside_empire", "Inside the Empire"), ("capital", "Imperial capital"),
            ("rome", "Rome"), ("no_fleet", "No fleet may enter"),
            ("east_exception", "Eastern zone of 7.3"))}
        self.label_x, self.label_y = _spin(), _spin()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b03a2e;")
        self.apply_button, self.revert_button = QPushButton("Apply"), QPushButton("Revert")
        self.apply_button.setDefault(True)
        self._layout()
        self.apply_button.clicked.connect(self.apply)
        self.revert_button.clicked.connect(self.load)
        self.kind.currentIndexChanged.connect(self._enable_by_kind)
        for edit in (self.id_edit, self.name_edit, self.people, self.city, self.port_name):
            edit.returnPressed.connect(self.apply)
        scene.selection_changed.connect(self._on_selection)
        doc.zones_changed.connect(self._zones_changed)
        doc.meta_changed.connect(self.load)
        self.load()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow("Id", self.id_edit)
        form.addRow("Name", self.name_edit)
        form.addRow("Kind", self.kind)
        owner = QHBoxLayout()
        owner.addWidget(self.diocese, 1)
        owner.addWidget(QLabel("no."))
        owner.addWidget(self.number)
        form.addRow("Diocese", owner)
        form.addRow("People", self.people)
        form.addRow("City", self.city)
        port = QHBoxLayout()
        port.addWidget(self.port)
        port.addWidget(self.port_name, 1)
        form.addRow("Port", port)
        form.addRow("Half", self.half)
        flags = QGroupBox("Flags")
        fl = QVBoxLayout(flags)
        for box in self.flags.values():
            fl.addWidget(box)
        label = QHBoxLayout()
        label.addWidget(self.label_x)
        label.addWidget(self.label_y)
        form.addRow("Label at", label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.apply_button)
        outer = QVBoxLayout(self)
        outer.addWidget(self.title)
        outer.addLayout(form)
        outer.addWidget(flags)
        outer.addWidget(self.error)
        outer.addLayout(buttons)
        outer.addStretch(1)

    def _zones_changed(self, changed: set[str], removed: set[str]) -> None:
        if self.zone_id in changed or self.zone_id in removed:
            self.load()

    def _on_selection(self) -> None:
        chosen = self.scene.selected_zones
        new = chosen[0] if len(chosen) == 1 else None
        if new != self.zone_id:
            self.zone_id = new
            self.load()
        elif len(chosen) > 1:
            self.load()

    def load(self) -> None:
        if self.zone_id is not None and not self.doc.has_zone(self.zone_id):
            self.zone_id = None
        chosen = self.scene.selected_zones
        self.setEnabled(self.zone_id is not None)
        self.error.clear()
        if self.zone_id is None:
            self.title.setText(f"{len(chosen)} zones selected" if len(chosen) > 1
                               else "No zone selected")
            return
        z = self.doc.zone(self.zone_id)
        self.title.setText(z.name)
        self.diocese.clear()
        for d in self.doc.game_map.dioceses:
            self.diocese.addItem(f"{d.name} ({d.id})", d.id)
        self.port.clear()
        self.port.addItem("no port", "")
        for f in self.doc.game_map.fleets:
            self.port.addItem(f.name, f.id)
        self.id_edit.setText(z.id)
        self.name_edit.setText(z.name)
        self.kind.setCurrentIndex(self.kind.findData(z.kind.value))
        self.diocese.setCurrentIndex(max(self.diocese.findData(z.diocese), 0))
        self.number.setValue(z.number or 1)
        self.people.setText(z.people or "")
        self.city.setText(z.city or "")
        self.port.setCurrentIndex(max(self.port.findData(z.port or ""), 0))
        self.port_name.setText(z.port_name or "")
        self.half.setCurrentIndex(max(self.half.findData(z.half.value if z.half else ""), 0))
        for name, box in self.flags.items():
            box.setChecked(bool(getattr(z, name)))
        self.label_x.setValue(z.label[0])
        self.label_y.setValue(z.label[1])
        self._enable_by_kind()

    def current_kind(self) -> ZoneKind:
        return ZoneKind(self.kind.currentData())

    def _enable_by_kind(self) -> None:
        kind = self.current_kind()
        diocese = kind is ZoneKind.DIOCESE
        self.diocese.setEnabled(diocese)
        self.number.setEnabled(diocese)
        self.people.setEnabled(kind is ZoneKind.ORIGIN)
        self.flags["inside_empire"].setEnabled(diocese)
        self.flags["no_fleet"].setEnabled(kind is ZoneKind.SEA)
        for w in (self.city, self.port, self.port_name, self.flags["capital"], self.flags["rome"]):
            w.setEnabled(kind is not ZoneKind.SEA)

    def edited_zone(self) -> Zone | str:
        """The zone as the fields describe it, or the reason it is not valid."""
        assert self.zone_id is not None
        z = self.doc.zone(self.zone_id)
        kind = self.current_kind()
        data: dict[str, Any] = z.model_dump()
        data.update(
            id=self.id_edit.text().strip(), name=self.name_edit.text().strip(), kind=kind,
            diocese=self.diocese.currentData() if kind is ZoneKind.DIOCESE else None,
            number=self.number.value() if kind is ZoneKind.DIOCESE else None,
            people=(self.people.text().strip() or None) if kind is ZoneKind.ORIGIN else None,
            city=self.city.text().strip() or None, port=self.port.currentData() or None,
            port_name=self.port_name.text().strip() or None, half=self.half.currentData() or None,
            label=(self.label_x.value(), self.label_y.value()))
        for name, box in self.flags.items():
            data[name] = box.isChecked() and box.isEnabled()
        if kind is ZoneKind.SEA:
            data.update(city=None, port=None, port_name=None, capital=False, rome=False)
        if kind is ZoneKind.DIOCESE and data["diocese"] is None:
            return "add a diocese first (Map ▸ Properties)"
        try:
            return Zone.model_validate(data)
        except ValidationError as exc:
            return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'zone'}: "
                             f"{e['msg'].removeprefix('Value error, ')}" for e in exc.errors())

    def apply(self) -> None:
        if self.zone_id is None:
            return
        result = self.edited_zone()
        if isinstance(result, str):
            self.error.setText(result)
            return
        self.error.clear()
        old = self.zone_id
        self.zone_id = result.id
        if not self.ctl.edit_zone(old, result):
            self.zone_id = old
            self.load()


def _spin() -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setDecimals(3)
    box.setRange(-1e9, 1e9)
    return box


class EdgePanel(QWidget):
    """The selected adjacency edge: ordinary, river (named) or strait (optionally named);
    hand links removable. A river edge comes from the river lines (7.2) unless marked
    by hand; "Follow the river lines" drops the mark."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, ctl: EditController) -> None:
        super().__init__()
        self.doc, self.scene, self.ctl = doc, scene, ctl
        self.title = QLabel("Click an adjacency line to select it")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: 600;")
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.group = QButtonGroup(self)
        self.radios = {k: QRadioButton(t) for k, t in ((EdgeKind.LAND, "Ordinary border"),
                                                       (EdgeKind.RIVER, "River crossing"),
                                                       (EdgeKind.STRAIT, "Strait"))}
        for r in self.radios.values():
            self.group.addButton(r)
        self.river = QComboBox()
        self.river.setEditable(True)
        self.river.setPlaceholderText("river name")
        self.strait = _line("strait name, e.g. Bosporus (optional)")
        self.apply_button = QPushButton("Apply")
        self.remove_button = QPushButton("Remove hand-made link")
        self.follow_button = QPushButton("Follow the river lines")
        self.follow_button.setToolTip("Drop the mark by hand: the kind comes from the river "
                                      "lines again (7.2)")
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.info)
        for k, r in self.radios.items():
            lay.addWidget(r)
            if k is EdgeKind.RIVER:
                lay.addWidget(self.river)
            if k is EdgeKind.STRAIT:
                lay.addWidget(self.strait)
        row = QHBoxLayout()
        row.addWidget(self.remove_button)
        row.addWidget(self.follow_button)
        row.addStretch(1)
        row.addWidget(self.apply_button)
        lay.addLayout(row)
        lay.addStretch(1)
        self.apply_button.clicked.connect(self.apply)
        self.remove_button.clicked.connect(self._remove)
        self.follow_button.clicked.connect(self._follow)
        self.strait.returnPressed.connect(self.apply)
        self.radios[EdgeKind.RIVER].toggled.connect(self.river.setEnabled)
        self.radios[EdgeKind.STRAIT].toggled.connect(self.strait.setEnabled)
        scene.selection_changed.connect(self.load)
        doc.edges_changed.connect(self.load)
        self.load()

    def load(self) -> None:
        pair = self.scene.selected_edge
        self.setEnabled(pair is not None)
        if pair is None:
            self.title.setText("Click an adjacency line to select it")
            self.info.setText("")
            return
        a, b = sorted(pair)
        kind, note = self.doc.kind_of(a, b)
        self.title.setText(f"{self.doc.zone(a).name} – {self.doc.zone(b).name}")
        self.info.setText(self._describe(pair, kind))
        names = sorted({r.name for r in self.doc.game_map.rivers}
                       | {m[1] for m in self.doc.marks.values()
                          if m[0] is EdgeKind.RIVER and m[1]})
        self.river.clear()
        self.river.addItems(names)
        self.river.setCurrentText(note if kind is EdgeKind.RIVER and note else "")
        self.strait.setText(note if kind is EdgeKind.STRAIT and note else "")
        land = kind in self.radios
        for r in self.radios.values():
            r.setEnabled(land)
        if land:
            self.radios[kind].setChecked(True)
        self.river.setEnabled(kind is EdgeKind.RIVER)
        self.strait.setEnabled(kind is EdgeKind.STRAIT)
        self.remove_button.setEnabled(pair in self.doc.manual)
        self.follow_button.setEnabled(land and pair in self.doc.marks
                                      and pair not in self.doc.manual)
        self.apply_button.setEnabled(land)

    def _describe(self, pair: Pair, kind: EdgeKind) -> str:
        """The edge's kind and where it comes from: the zones, the river lines or a mark."""
        text = f"{kind.value} edge; " + ("the zones touch." if pair in self.doc.analysis.pairs
                                         else "a link drawn by hand.")
        derived = self.doc.river_edges.get(pair)
        if pair in self.doc.marks and (kind is not EdgeKind.STRAIT or derived is not None):
            lines = (f"the {derived} line would make it a river crossing" if derived
                     else "the river lines would make it an ordinary border")
            return text + f" Marked by hand ({lines})."
        if derived is not None and kind is EdgeKind.RIVER:
            return text + f" The {derived} runs between the zones: +1 MP (7.2)."
        return text

    def mark(self, kind: EdgeKind, river: str | None = None) -> bool:
        pair = self.scene.selected_edge
        return pair is not None and self.ctl.set_edge_kind(pair, kind, river)

    def apply(self) -> None:
        kind = next(k for k, r in self.radios.items() if r.isChecked())
        field = {EdgeKind.RIVER: self.river.currentText(), EdgeKind.STRAIT: self.strait.text()}
        self.mark(kind, field.get(kind, "").strip() or None)

    def _follow(self) -> None:
        if self.scene.selected_edge is not None:
            self.ctl.follow_river_lines(self.scene.selected_edge)

    def _remove(self) -> None:
        if self.scene.selected_edge is not None:
            self.ctl.remove_link(self.scene.selected_edge)


class ProblemsPanel(QWidget):
    """Live validation: each row zooms to its problem when clicked."""

    zoom_requested = Signal(object, object)  # bounds, zone ids

    def __init__(self, doc: MapDocument) -> None:
        super().__init__()
        self.doc = doc
        self.summary = QLabel()
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["Check", "Problem"])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setColumnWidth(0, 120)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.summary)
        lay.addWidget(self.tree)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.itemActivated.connect(self._clicked)
        doc.problems_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.tree.clear()
        problems = self.doc.problems
        for p in problems:
            item = QTreeWidgetItem([p.label, p.message])
            item.setData(0, Qt.ItemDataRole.UserRole, p)
            item.setForeground(0, QBrush(QColor(CHECK_COLOURS.get(p.label, "#333333"))))
            spec = p.check
            rule = f" (rule {spec.rule})" if spec.rule else ""
            item.setToolTip(0, f"{spec.severity.value.capitalize()}: {spec.id}{rule}: "
                               f"{spec.summary}")
            item.setToolTip(1, p.message)
            if p.severity is Severity.WARNING:
                item.setText(0, f"{p.label} (warning)")
            self.tree.addTopLevelItem(item)
        self.summary.setText(problem_summary(problems))
        blocking = any(p.severity is Severity.ERROR for p in problems)
        colour = "#b03a2e" if blocking else "#9a7d0a" if problems else "#1e8449"
        self.summary.setStyleSheet(f"color: {colour}; font-weight: 600;")

    def _clicked(self, item: QTreeWidgetItem) -> None:
        p: Problem = item.data(0, Qt.ItemDataRole.UserRole)
        self.zoom_requested.emit(p.bounds, p.zones)
