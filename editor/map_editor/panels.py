"""Side panels: the selected edge and validation (the Zone tab is ``editor.map_editor.zone_panel``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.analysis import Pair, Problem
from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.scene import MapDocumentScene
from editor.shared.terms import edge_kind_name, severity_name
from sv_desktop.common.i18n import translate
from sv_model.checks import Severity
from sv_model.schemas.map import EdgeKind

CHECK_COLOURS = {
    "self-intersection": "#c0392b", "overlap": "#c0392b", "gap": "#d35400",
    "sliver": "#d68910", "unreachable": "#7d3c98", "zone 1": "#1f618d",
    "duplicate name": "#1f618d", "port": "#117a65", "link": "#6e2c00", "reference": "#555555",
    "origin": "#1f618d", "marker": "#9a7d0a", "river": "#2f6fb0",
    "edge missing in the file": "#6e2c00", "edge kind in the file": "#6e2c00",
    "edge in the file": "#6e2c00",
}


def problem_summary(problems: Sequence[Problem]) -> str:
    """"No problems", or how many errors (play refuses the map) and warnings."""
    if not problems:
        return translate("ProblemsPanel", "✔ No problems found")
    n_err = sum(p.severity is Severity.ERROR for p in problems)
    n_warn = len(problems) - n_err
    parts = [text.format(count=n) for n, text in (
        (n_err, translate("ProblemsPanel", "1 error") if n_err == 1
         else translate("ProblemsPanel", "{count} errors")),
        (n_warn, translate("ProblemsPanel", "1 warning") if n_warn == 1
         else translate("ProblemsPanel", "{count} warnings"))) if n]
    tail = " " + translate("ProblemsPanel", "(play mode will not open the map until the "
                           "errors are fixed)") if n_err else ""
    return f"⚠ {', '.join(parts)}{tail}"


class EdgePanel(QWidget):
    """The selected adjacency edge: ordinary, river (named) or strait (optionally named);
    hand links removable. A river edge comes from the river lines (7.2) unless marked
    by hand; "Follow the river lines" drops the mark."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, ctl: EditController) -> None:
        super().__init__()
        self.doc, self.scene, self.ctl = doc, scene, ctl
        self.title = QLabel(translate("EdgePanel", "Click an adjacency line to select it"))
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: 600;")
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.group = QButtonGroup(self)
        self.radios = {k: QRadioButton(t) for k, t in (
            (EdgeKind.LAND, translate("EdgePanel", "Ordinary border")),
            (EdgeKind.RIVER, translate("EdgePanel", "River crossing")),
            (EdgeKind.STRAIT, translate("EdgePanel", "Strait")))}
        for r in self.radios.values():
            self.group.addButton(r)
        self.river = QComboBox()
        self.river.setEditable(True)
        self.river.setPlaceholderText(translate("EdgePanel", "river name"))
        self.strait = QLineEdit()
        self.strait.setPlaceholderText(translate("EdgePanel", "strait name, e.g. Bosporus (optional)"))
        self.apply_button = QPushButton(translate("EdgePanel", "Apply"))
        self.remove_button = QPushButton(translate("EdgePanel", "Remove hand-made link"))
        self.follow_button = QPushButton(translate("EdgePanel", "Follow the river lines"))
        self.follow_button.setToolTip(translate("EdgePanel", "Drop the mark by hand: the kind "
                                                "comes from the river lines again (7.2)"))
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
            self.title.setText(translate("EdgePanel", "Click an adjacency line to select it"))
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
        text = (translate("EdgePanel", "{kind} edge; the zones touch.")
                if pair in self.doc.analysis.pairs else
                translate("EdgePanel", "{kind} edge; a link drawn by hand.")).format(
            kind=edge_kind_name(kind))
        derived = self.doc.river_edges.get(pair)
        if pair in self.doc.marks and (kind is not EdgeKind.STRAIT or derived is not None):
            lines = (translate("EdgePanel", "Marked by hand (the {river} line would make it "
                               "a river crossing).").format(river=derived) if derived else
                     translate("EdgePanel", "Marked by hand (the river lines would make it "
                               "an ordinary border)."))
            return f"{text} {lines}"
        if derived is not None and kind is EdgeKind.RIVER:
            return text + " " + translate("EdgePanel", "The {river} runs between the zones: "
                                          "+1 MP (7.2).").format(river=derived)
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
        self.tree.setHeaderLabels([translate("ProblemsPanel", "Check"),
                                    translate("ProblemsPanel", "Problem")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setColumnWidth(0, 120)  # widened to its longest check (``refresh``)
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
            rule = " " + translate("ProblemsPanel", "(rule {rule})").format(
                rule=spec.rule) if spec.rule else ""
            item.setToolTip(0, f"{severity_name(spec.severity).capitalize()}: {spec.id}{rule}: "
                               f"{spec.summary}")
            item.setToolTip(1, p.message)
            if p.severity is Severity.WARNING:
                item.setText(0, translate("ProblemsPanel", "{check} (warning)").format(
                    check=p.label))
            self.tree.addTopLevelItem(item)
        self.tree.setColumnWidth(0, max(120, self.tree.sizeHintForColumn(0)))  # never elided
        self.summary.setText(problem_summary(problems))
        blocking = any(p.severity is Severity.ERROR for p in problems)
        colour = "#b03a2e" if blocking else "#9a7d0a" if problems else "#1e8449"
        self.summary.setStyleSheet(f"color: {colour}; font-weight: 600;")

    def _clicked(self, item: QTreeWidgetItem) -> None:
        p: Problem = item.data(0, Qt.ItemDataRole.UserRole)
        self.zoom_requested.emit(p.bounds, p.zones)
