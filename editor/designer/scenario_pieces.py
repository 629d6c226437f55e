"""The designer's counter widgets: the roster palette and the zone inspector.

Both are lists of counters that can be dragged onto the map (``PIECES_MIME``: one
``kind:id`` token per line). The palette filters the whole roster; the inspector shows the
pieces of one zone and edits the selected one: side, face, title, Protectores.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.designer.scenario_edits import FLEET, LEADER, UNIT, PieceRef, placed, row_of, rows
from editor.shared.terms import nationality_name, title_name
from sv_desktop.board.board_view import Catalogue, fleet_spec, leader_spec, unit_spec
from sv_desktop.board.counters import CounterSpec, counter_pixmap
from sv_desktop.common.i18n import translate
from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Side, Title

PIECES_MIME = "application/x-sv-pieces"
ICON = 36
ANY = ""


def pieces_mime(pieces: Sequence[PieceRef]) -> QMimeData:
    mime = QMimeData()
    mime.setData(PIECES_MIME, "\n".join(p.token() for p in pieces).encode())
    return mime


def pieces_from_mime(mime: QMimeData) -> list[PieceRef]:
    if not mime.hasFormat(PIECES_MIME):
        return []
    tokens = bytes(mime.data(PIECES_MIME).data()).decode(errors="replace").splitlines()
    return [p for t in tokens if (p := PieceRef.parse(t)) is not None]


@dataclass(frozen=True)
class Entry:
    """One counter of the palette, with what its filters look at."""

    piece: PieceRef
    name: str
    detail: str
    spec: CounterSpec
    nationality: str
    category: str
    band: str


def roster_entries(cat: Catalogue) -> list[Entry]:
    out: list[Entry] = []
    for x in cat.roster.leaders:
        spec = leader_spec(cat, x, Side.PRIMUS if x.nationality is Nationality.ROMAN else None,
                           pax_romana=False, markers=())
        detail = translate("RosterPalette", "CC {cc} · SR {sr} · TB {tb}").format(
            cc=x.cc, sr=x.sr, tb=x.tb) + (translate("RosterPalette", " · PC {pc}").format(
                pc=x.pc) if x.pc else "")
        out.append(Entry(PieceRef(LEADER, x.id), x.name, detail, spec, x.nationality.value,
                         "leader", x.people or ""))
    for u in cat.roster.units:
        n = u.normal
        out.append(Entry(PieceRef(UNIT, u.id), u.name, translate("RosterPalette", "SP-QU-TB {sp}-{qu}-{tb}").format(
                             sp=n.sp, qu=n.qu, tb=n.tb),
                         unit_spec(cat, u, None, False), u.nationality.value,
                         u.category.value if u.category else "warband",
                         u.diocese or u.people or ""))
    for f in cat.game_map.fleets:
        out.append(Entry(PieceRef(FLEET, f.id), f.name, translate("RosterPalette", "fleet (3.4.2)"), fleet_spec(f.name, None),
                         "roman", "fleet", ""))
    return out


_ICONS: dict[CounterSpec, QIcon] = {}


def icon_of(spec: CounterSpec) -> QIcon:
    """A counter's list icon, drawn once per face."""
    icon = _ICONS.get(spec)
    if icon is None:
        icon = QIcon(counter_pixmap(spec).scaled(
            ICON, ICON, Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation))
        _ICONS[spec] = icon
    return icon


class PieceList(QListWidget):
    """A list of counters that drags its selection as ``PIECES_MIME``."""

    def __init__(self) -> None:
        super().__init__()
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setIconSize(QPixmap(ICON, ICON).size())
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:
        return pieces_mime([i.data(Qt.ItemDataRole.UserRole) for i in items])

    def selected_pieces(self) -> list[PieceRef]:
        return [i.data(Qt.ItemDataRole.UserRole) for i in self.selectedItems()]


class RosterPalette(QWidget):
    """Every counter of the roster and every fleet, with a search and filters."""

    def __init__(self, cat: Catalogue) -> None:
        super().__init__()
        self.cat = cat
        self.entries = roster_entries(cat)
        self.data: dict[str, Any] = {}
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("RosterPalette", "Search counters…"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.kind = self._combo([(translate("RosterPalette", "All counters"), ANY),
                                 (translate("RosterPalette", "Leaders"), LEADER),
                                 (translate("RosterPalette", "Units"), UNIT), (translate("RosterPalette", "Fleets"), FLEET)])
        self.nationality = self._combo([(translate("RosterPalette", "Any nationality"), ANY)] + [
            (nationality_name(n), n.value) for n in Nationality])
        self.category = self._combo([(translate("RosterPalette", "Any category"), ANY),
                                     (translate("RosterPalette", "Comitatenses (CO)"), "CO"),
                                     (translate("RosterPalette", "Pseudo-comitatenses (PC)"), "PC"),
                                     (translate("RosterPalette", "Ripenses (RI)"), "RI"),
                                     (translate("RosterPalette", "Warbands"), "warband")])
        self.band = self._combo([(translate("RosterPalette", "Any band"), ANY)] + [(d.name, d.id) for d in
                                                        cat.game_map.dioceses] + [
            (p.name, p.id) for p in cat.roster.peoples])
        self.side = self._combo([(translate("RosterPalette", "Any side"), ANY), ("PRIMUS", "PRIMUS"),
                                 ("SECONDUS", "SECONDUS")])
        self.unplaced = QCheckBox(translate("RosterPalette", "Not yet placed"))
        for row in ((self.kind, self.nationality), (self.category, self.band),
                    (self.side, self.unplaced)):
            line = QHBoxLayout()
            for w in row:
                line.addWidget(w)
            layout.addLayout(line)
        self.list = PieceList()
        layout.addWidget(self.list)
        self.count = QLabel()
        layout.addWidget(self.count)
        self.search.textChanged.connect(self.refresh)
        self.unplaced.toggled.connect(self.refresh)

    def _combo(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for text, value in items:
            box.addItem(text, value)
        box.currentIndexChanged.connect(self.refresh)
        return box

    def set_data(self, data: dict[str, Any]) -> None:
        self.data = data
        self.refresh()

    def set_catalogue(self, cat: Catalogue) -> None:
        """New counter values (edited in the roster table)."""
        self.cat = cat
        self.entries = roster_entries(cat)

    def visible_entries(self) -> list[Entry]:
        where = placed(self.data)
        words = self.search.text().casefold().split()
        want: dict[str, str] = {name: box.currentData() or ANY for name, box in (
            ("kind", self.kind), ("nationality", self.nationality), ("category", self.category),
            ("band", self.band), ("side", self.side))}
        sides = {PieceRef(kind, str(r.get(kind))): r.get("side")
                 for kind in (LEADER, UNIT, FLEET) for r in rows(self.data, kind)}
        out = []
        for e in self.entries:
            checks = [
                all(w in f"{e.name} {e.detail} {e.piece.id}".casefold() for w in words),
                want["kind"] in (ANY, e.piece.kind),
                want["nationality"] in (ANY, e.nationality),
                want["category"] in (ANY, e.category),
                want["band"] in (ANY, e.band),
                want["side"] in (ANY, sides.get(e.piece)),
                not (self.unplaced.isChecked() and e.piece in where)]
            if all(checks):
                out.append(e)
        return out

    def refresh(self) -> None:
        where = placed(self.data)
        self.list.clear()
        shown = self.visible_entries()
        for e in shown:
            zone = where.get(e.piece, "")
            place = self.cat.zone_title(zone) if zone else translate("RosterPalette", "not placed")
            item = QListWidgetItem(icon_of(e.spec), f"{e.name}\n{e.detail} · {place}")
            item.setData(Qt.ItemDataRole.UserRole, e.piece)
            item.setToolTip(translate("RosterPalette", "{counter}: drag onto a zone of the map").format(
                counter=e.name))
            self.list.addItem(item)
        total = len(self.entries)  # a plain name: lupdate does not read a call among the arguments
        self.count.setText(translate("RosterPalette", "{shown} of %n counters", None,
                                     total).format(shown=len(shown)))


class ZoneInspector(QWidget):
    """The pieces of one zone, and the set-up fields of the selected one."""

    edit_field = Signal(object, str, object)  # PieceRef, field, value
    remove = Signal(object)  # list[PieceRef]

    def __init__(self, cat: Catalogue) -> None:
        super().__init__()
        self.cat = cat
        self.entries = {e.piece: e for e in roster_entries(cat)}
        self.zone: str | None = None
        self.data: dict[str, Any] = {}
        self._filling = False
        layout = QVBoxLayout(self)
        self.title = QLabel(translate("ZoneInspector", "Click a zone of the map"))
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.list = PieceList()
        layout.addWidget(self.list, 1)
        form = QFormLayout()
        self.side = QComboBox()
        for text, value in (("—", None), ("PRIMUS", "PRIMUS"), ("SECONDUS", "SECONDUS")):
            self.side.addItem(text, value)
        self.title_box = QComboBox()
        self.title_box.addItem(translate("ZoneInspector", "no title"), None)
        for t in Title:
            self.title_box.addItem(title_name(t), t.value)
        self.weakened = QCheckBox(translate("CounterMenu", "Weakened face up (1.3)"))
        self.pax = QCheckBox(translate("CounterMenu", "Pax Romana face up (1.2.1)"))
        self.protectores = QCheckBox(translate("CounterMenu", "Protectores Domestici (3.5.3)"))
        self.civil_war = QCheckBox(translate("CounterMenu", "Civil war marker (3.6)"))
        self.returns = QSpinBox()
        self.returns.setRange(0, 400)
        self.returns.setSpecialValueText(translate("ZoneInspector", "in play"))
        self.note = QLineEdit()
        # the note in each language, beside the default one (``notes``, issue 34)
        self.notes = {"en": QLineEdit(), "fr": QLineEdit()}
        self.holder = QLabel()
        self.holder.setWordWrap(True)
        self.owner_of: Callable[[PieceRef], str] = lambda _p: ""
        for label, widget in ((translate("ZoneInspector", "Side"), self.side), (translate("ZoneInspector", "Title"), self.title_box),
                              ("", self.weakened), ("", self.pax), ("", self.protectores),
                              ("", self.civil_war), (translate("ZoneInspector", "Away until"), self.returns),
                              (translate("ZoneInspector", "Note"), self.note),
                              (translate("ZoneInspector", "Note in English"), self.notes["en"]),
                              (translate("ZoneInspector", "Note in French"), self.notes["fr"]),
                              (translate("ZoneInspector", "Held by"), self.holder)):
            form.addRow(label, widget)
        layout.addLayout(form)
        self.remove_button = QPushButton(translate("CounterMenu", "Remove from the set-up"))
        layout.addWidget(self.remove_button)
        self.remove_button.clicked.connect(lambda: self.remove.emit(self.list.selected_pieces()))
        self.list.itemSelectionChanged.connect(self._fill_fields)
        self._wire()
        self._fill_fields()

    def _wire(self) -> None:
        def sender(field: str, value: Callable[[], Any]) -> Callable[..., None]:
            def send(*_args: object) -> None:
                piece = self.current()
                if piece is not None and not self._filling:
                    self.edit_field.emit(piece, field, value())
            return send

        self.side.currentIndexChanged.connect(sender("side", self.side.currentData))
        self.title_box.currentIndexChanged.connect(sender("title", self.title_box.currentData))
        self.weakened.toggled.connect(sender("weakened", self.weakened.isChecked))
        self.pax.toggled.connect(sender("pax_romana", self.pax.isChecked))
        self.protectores.toggled.connect(sender("protectores", self.protectores.isChecked))
        self.civil_war.toggled.connect(sender("civil_war", self.civil_war.isChecked))
        self.returns.valueChanged.connect(sender("returns_year",
                                                 lambda: self.returns.value() or None))
        self.note.editingFinished.connect(sender("note", self.note.text))
        for line in self.notes.values():
            line.editingFinished.connect(sender("notes", lambda: {
                code: box.text().strip() for code, box in self.notes.items() if box.text().strip()}))

    def set_catalogue(self, cat: Catalogue) -> None:
        self.cat = cat
        self.entries = {e.piece: e for e in roster_entries(cat)}

    def current(self) -> PieceRef | None:
        chosen = self.list.selected_pieces()
        return chosen[0] if len(chosen) == 1 else None

    def show_zone(self, zone: str | None, data: dict[str, Any],
                  select: PieceRef | None = None, also: Sequence[PieceRef] = ()) -> None:
        """The pieces the set-up puts in ``zone``, and ``also`` (fleets in their home port,
        which the set-up need not name)."""
        self.zone, self.data = zone, data
        keep = {p.token() for p in self.list.selected_pieces()}
        if select is not None:
            keep = {select.token()}
        self.list.clear()
        self.title.setText(self.cat.zone_title(zone) if zone
                           else translate("ZoneInspector", "Click a zone of the map"))
        here = [p for p, where in placed(data).items() if where == zone]
        for piece in here + [p for p in also if p not in here]:
            if piece not in self.entries:
                continue
            spec, detail = self._face(piece, data)
            item = QListWidgetItem(icon_of(spec), f"{self.entries[piece].name}\n{detail}")
            item.setData(Qt.ItemDataRole.UserRole, piece)
            self.list.addItem(item)
            item.setSelected(piece.token() in keep)
        self._fill_fields()

    def _face(self, piece: PieceRef, data: dict[str, Any]) -> tuple[CounterSpec, str]:
        """The face the set-up shows: a unit set up weakened shows its weakened face (1.3)."""
        e = self.entries[piece]
        row = row_of(data, piece) if piece.kind == UNIT else None
        unit = self.cat.units.get(piece.id)
        if row is None or not row.get("weakened") or unit is None:
            return e.spec, e.detail
        w = unit.weakened
        return (unit_spec(self.cat, unit, None, True),
                translate("RosterPalette", "weakened face up · SP-QU-TB {sp}-{qu}-{tb}")
                .format(sp=w.sp, qu=w.qu, tb=w.tb))

    def _fill_fields(self) -> None:
        piece = self.current()
        row = row_of(self.data, piece) if piece is not None else None
        self._filling = True
        try:
            for w in (self.side, self.title_box, self.weakened, self.pax, self.protectores,
                      self.civil_war, self.returns, self.note, *self.notes.values()):
                w.setEnabled(False)
            self.remove_button.setEnabled(bool(self.list.selected_pieces()))
            self.holder.setText(self.owner_of(piece) if piece is not None else "")
            if piece is not None and row is None and piece.kind == FLEET:
                row = {"fleet": piece.id}  # in its home port: not named by the set-up
            if piece is None or row is None:
                return
            fields = {LEADER: (self.side, self.title_box, self.pax, self.protectores,
                               self.civil_war, self.note, *self.notes.values()),
                      UNIT: (self.weakened, self.note, *self.notes.values()),
                      FLEET: (self.returns,)}[piece.kind]
            for w in fields:
                w.setEnabled(True)
            self.side.setCurrentIndex(max(0, self.side.findData(row.get("side"))))
            self.title_box.setCurrentIndex(max(0, self.title_box.findData(row.get("title"))))
            self.weakened.setChecked(bool(row.get("weakened")))
            self.pax.setChecked(bool(row.get("pax_romana")))
            self.protectores.setChecked(bool(row.get("protectores")))
            self.civil_war.setChecked(bool(row.get("civil_war")))
            self.returns.setValue(int(row.get("returns_year") or 0))
            self.note.setText(str(row.get("note") or ""))
            notes = row.get("notes") if isinstance(row.get("notes"), dict) else {}
            for code, line in self.notes.items():
                line.setText(str((notes or {}).get(code) or ""))
        finally:
            self._filling = False

