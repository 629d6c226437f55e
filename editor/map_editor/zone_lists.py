"""Two lists for finding zones: every zone of the map, searchable, and the zone ids that
the shipped scenarios need, ticked when the map has them.

A click selects the zone; a double-click (or Enter in the search field) zooms to it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.document import MapDocument
from editor.map_editor.scene import MapDocumentScene
from editor.shared.terms import zone_kind_name
from sv_desktop.common.i18n import translate
from sv_model.scenario_zones import ZoneNeeds, zones_needed

ID_ROLE = Qt.ItemDataRole.UserRole


def matches(query: str, zone_id: str, name: str) -> bool:
    """Every word typed appears in the id or the name (case ignored)."""
    text = f"{zone_id} {name}".casefold()
    return all(word in text for word in query.casefold().split())


class NameFirstTree(QTreeWidget):
    """A two-column list whose first column (what a person reads: a name) keeps at least
    three fifths of the width, and the second (an id, a count) gets what it needs of the
    rest, so a narrow dock never cuts the first column down to "Ac…"."""

    FIRST_SHARE = 0.6

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        header = self.header()
        room = self.viewport().width()
        second_wants = max(self.sizeHintForColumn(1), header.sectionSizeHint(1))
        first_wants = max(self.sizeHintForColumn(0), header.sectionSizeHint(0))
        if first_wants + second_wants <= room:
            second = second_wants
        else:
            second = max(header.sectionSizeHint(1),
                         min(second_wants, int(room * (1 - self.FIRST_SHARE))))
        header.resizeSection(1, second)
        header.resizeSection(0, max(header.sectionSizeHint(0), room - second))


def make_tree(headers: list[str]) -> NameFirstTree:
    """A flat list whose first column takes the room left by the second (names elide,
    never below three fifths of the width)."""
    tree = NameFirstTree()
    tree.setHeaderLabels(headers)
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    tree.setRootIsDecorated(False)
    tree.setAlternatingRowColors(True)
    tree.setUniformRowHeights(True)
    tree.setSelectionMode(QTreeWidget.SelectionMode.ExtendedSelection)
    return tree


class ZoneListPanel(QWidget):
    """Every zone by name and id; type to filter."""

    zoom_requested = Signal(object)  # list of zone ids

    def __init__(self, doc: MapDocument, scene: MapDocumentScene) -> None:
        super().__init__()
        self.doc, self.scene = doc, scene
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("ZoneListPanel", "Search zones (id or name)"))
        self.search.setClearButtonEnabled(True)
        self.tree = make_tree([translate("ZoneListPanel", "Name"), translate("ZoneListPanel", "Id")])
        self.count = QLabel()
        self._listed: list[tuple[str, str]] | None = None  # None: never listed yet
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.search)
        lay.addWidget(self.tree)
        lay.addWidget(self.count)
        self.search.textChanged.connect(self.apply_filter)
        self.search.returnPressed.connect(self._zoom_first)
        self.tree.itemSelectionChanged.connect(self._picked)
        self.tree.itemDoubleClicked.connect(
            lambda item, _c: self.zoom_requested.emit([item.data(0, ID_ROLE)]))
        doc.zones_changed.connect(self._on_zones_changed)  # a method: dropped with the panel
        scene.selection_changed.connect(self._follow_selection)
        self.refresh()

    def _on_zones_changed(self, _changed: object, _removed: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        listed = [(z.id, z.name) for z in self.doc.zones]
        if listed == self._listed:
            return  # a reshaped zone: the list is the same
        self._listed = listed
        self.tree.blockSignals(True)
        self.tree.clear()
        for z in sorted(self.doc.zones, key=lambda z: z.name.casefold()):
            item = QTreeWidgetItem([z.name, z.id])
            item.setData(0, ID_ROLE, z.id)
            tip = translate("ZoneListPanel", "{name} ({id}, {kind}); double-click to "
                            "zoom").format(name=z.name, id=z.id, kind=zone_kind_name(z.kind))
            item.setToolTip(0, tip)
            item.setToolTip(1, tip)  # a long id may elide in a narrow dock
            self.tree.addTopLevelItem(item)
        self.tree.blockSignals(False)
        self.tree.fit_columns()
        self.apply_filter()
        self._follow_selection()

    def visible_ids(self) -> list[str]:
        return [str(item.data(0, ID_ROLE)) for item in self._items() if not item.isHidden()]

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def apply_filter(self) -> None:
        query = self.search.text()
        shown = 0
        for item in self._items():
            hide = not matches(query, item.text(1), item.text(0))
            item.setHidden(hide)
            shown += not hide
        total = self.tree.topLevelItemCount()
        self.count.setText(
            translate("ZoneListPanel", "{shown} of %n zones", None, total).format(shown=shown)
            if query else translate("ZoneListPanel", "%n zones", None, total))

    def _picked(self) -> None:
        ids = [str(item.data(0, ID_ROLE)) for item in self.tree.selectedItems()]
        if ids and ids != self.scene.selected_zones:
            self.scene.select_zones(ids)

    def _follow_selection(self) -> None:
        chosen = set(self.scene.selected_zones)
        self.tree.blockSignals(True)
        for item in self._items():
            item.setSelected(item.data(0, ID_ROLE) in chosen)
        self.tree.blockSignals(False)
        selected = self.tree.selectedItems()
        if selected:
            self.tree.scrollToItem(selected[0])

    def _zoom_first(self) -> None:
        ids = self.visible_ids()
        if ids:
            self.scene.select_zones(ids[:1])
            self.zoom_requested.emit(ids[:1])


class ZoneNeedsPanel(QWidget):
    """The zone ids the shipped scenarios place pieces in: ticked when the map has them."""

    zoom_requested = Signal(object)  # list of zone ids

    def __init__(self, doc: MapDocument, scene: MapDocumentScene,
                 rename: Callable[[str, str], bool],
                 needs: Callable[[], ZoneNeeds] = zones_needed) -> None:
        super().__init__()
        self.doc, self.scene, self.rename = doc, scene, rename
        self.needs = needs()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.missing_only = QCheckBox(translate("ZoneNeedsPanel", "Missing only"))
        self.tree = make_tree([translate("ZoneNeedsPanel", "Zone id"),
                           translate("ZoneNeedsPanel", "Scenarios")])
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.SingleSelection)
        self.name_button = QPushButton(translate("ZoneNeedsPanel",
                                                 "Give the selected zone this id"))
        self.name_button.setToolTip(translate("ZoneNeedsPanel", "Rename the zone selected on "
                                              "the map to the missing id chosen here (one "
                                              "undo step)"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.summary)
        lay.addWidget(self.missing_only)
        lay.addWidget(self.tree)
        lay.addWidget(self.name_button)
        self.missing_only.toggled.connect(lambda _on: self.refresh())
        self.tree.itemClicked.connect(self._clicked)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        self.tree.itemSelectionChanged.connect(self._enable)
        self.name_button.clicked.connect(self.name_selected_zone)
        self._ids = [z.id for z in doc.zones]
        doc.zones_changed.connect(self._zones_changed)  # a method: dropped with the panel
        scene.selection_changed.connect(self._enable)
        self.refresh()

    def missing(self) -> list[str]:
        return self.needs.missing(z.id for z in self.doc.zones)

    def _zones_changed(self, _changed: object = None, _removed: object = None) -> None:
        ids = [z.id for z in self.doc.zones]
        if ids != self._ids:
            self._ids = ids
            self.refresh()

    def refresh(self) -> None:
        current = self.current_id()
        self.tree.clear()
        missing = set(self.missing())
        for zone_id, scenarios in self.needs.zones.items():
            present = zone_id not in missing
            if present and self.missing_only.isChecked():
                continue
            item = QTreeWidgetItem([zone_id, str(len(scenarios))])
            item.setData(0, ID_ROLE, zone_id)
            item.setCheckState(0, Qt.CheckState.Checked if present else Qt.CheckState.Unchecked)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(0, (translate("ZoneNeedsPanel", "On the map; named by:\n{names}")
                                if present else
                                translate("ZoneNeedsPanel", "Missing from the map; named "
                                          "by:\n{names}")).format(names="\n".join(scenarios)))
            self.tree.addTopLevelItem(item)
            item.setSelected(zone_id == current)
        self.tree.fit_columns()
        total = len(self.needs.zones)
        text = translate("ZoneNeedsPanel", "The shipped scenarios name %n zones; the map "
                         "has {present}, {missing} missing.", None, total).format(
            present=total - len(missing), missing=len(missing))
        if self.needs.unreadable:
            text += " " + translate("ZoneNeedsPanel", "Not read: {files}").format(
                files="; ".join(self.needs.unreadable))
        self.summary.setText(text)
        self._enable()

    def current_id(self) -> str | None:
        items = self.tree.selectedItems()
        return str(items[0].data(0, ID_ROLE)) if items else None

    def _enable(self) -> None:
        chosen = self.current_id()
        self.name_button.setEnabled(chosen is not None and not self.doc.has_zone(chosen)
                                    and len(self.scene.selected_zones) == 1)

    def _clicked(self, item: QTreeWidgetItem) -> None:
        zone_id = str(item.data(0, ID_ROLE))
        if self.doc.has_zone(zone_id):
            self.scene.select_zones([zone_id])

    def _double_clicked(self, item: QTreeWidgetItem) -> None:
        zone_id = str(item.data(0, ID_ROLE))
        if self.doc.has_zone(zone_id):
            self.zoom_requested.emit([zone_id])

    def name_selected_zone(self) -> bool:
        chosen = self.current_id()
        if chosen is None or len(self.scene.selected_zones) != 1:
            return False
        return self.rename(self.scene.selected_zones[0], chosen)
