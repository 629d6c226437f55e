"""The Zone tab: the selected zone's attributes, or what several selected zones share.

One zone: id, name, kind, diocese and number, people, city and port (with the points
where they are drawn), half, flags and label point. Several zones: the attributes they
can share (``editor.map_editor.zone_edits``), a value they disagree on shown as "(mixed)" (a
half-ticked box for a flag) and left alone unless changed. Apply is one undo step in
both cases. The colour button beside the diocese recolours the whole diocese (one undo
step), and the notes list the problems of the one list of checks that name the zones.
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.geometry_ops import Point
from editor.map_editor.scene import MapDocumentScene
from editor.map_editor.zone_edits import MIXED, shared_values, validation_text, with_shared_changes
from editor.shared.colours import ColourPicker, ask_colour, colour_icon
from editor.shared.terms import severity_name
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.checks import Severity
from sv_model.schemas.map import Half, Zone, ZoneKind

MIXED_DATA = "<mixed>"
"""The data of a combo box's "(mixed)" entry: leave each zone's own value."""
MAX_NOTES = 6
KINDS = ((ZoneKind.DIOCESE, QT_TRANSLATE_NOOP("ZonePanel", "Diocese zone")),
         (ZoneKind.ORIGIN, QT_TRANSLATE_NOOP("ZonePanel", "People's origin")),
         (ZoneKind.SEA, QT_TRANSLATE_NOOP("ZonePanel", "Sea")), (ZoneKind.OUTSIDE, QT_TRANSLATE_NOOP("ZonePanel", "Outside the Empire")))
FLAG_TEXTS = (("inside_empire", QT_TRANSLATE_NOOP("ZonePanel", "Inside the Empire")),
              ("capital", QT_TRANSLATE_NOOP("ZonePanel", "Imperial capital")), ("rome", QT_TRANSLATE_NOOP("ZonePanel", "Rome")),
              ("no_fleet", QT_TRANSLATE_NOOP("ZonePanel", "No fleet may enter")),
              ("east_exception", QT_TRANSLATE_NOOP("ZonePanel", "Eastern zone of 7.3")))
PEOPLE_HINT = QT_TRANSLATE_NOOP("ZonePanel", "people id, e.g. franci")


MISSING_NAMES: Any = object()
"""No name in any language of its own (the field stays out of the file)."""

def _line(placeholder: str = "") -> QLineEdit:
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    return edit


def _spin() -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setDecimals(3)
    box.setRange(-1e9, 1e9)
    return box


def parse_point(text: str) -> Point | str | None:
    """Typed "x, y": the point; empty text: None; anything else: why not."""
    if not text.strip():
        return None
    try:
        x, y = (float(v) for v in text.replace(";", ",").split(","))
    except ValueError:
        return translate("ZonePanel", "type two numbers x, y (or nothing)")
    if not (math.isfinite(x) and math.isfinite(y)):
        return translate("ZonePanel", "type two finite numbers x, y")
    return (x, y)


def point_text(p: Point | None) -> str:
    return "" if p is None else f"{p[0]:g}, {p[1]:g}"


class ZonePanel(QWidget):
    """The selected zones' attributes; Apply makes one undo step."""

    MIXED_TEXT = QT_TRANSLATE_NOOP("ZonePanel", "(mixed)")

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, ctl: EditController) -> None:
        super().__init__()
        self.doc, self.scene, self.ctl = doc, scene, ctl
        self.zone_ids: list[str] = []
        self.pick_colour: ColourPicker = lambda start: ask_colour(
            self, start, translate("ZonePanel", "Diocese colour"))
        self._make_fields()
        self._layout()
        self._connect()
        self.load()

    @property
    def zone_id(self) -> str | None:
        """The one zone selected (None for none or several)."""
        return self.zone_ids[0] if len(self.zone_ids) == 1 else None

    # --- widgets --------------------------------------------------------------------------------

    def _make_fields(self) -> None:
        ident = QRegularExpressionValidator(QRegularExpression(r"[a-z][a-z0-9_]{0,63}"))
        self.title = QLabel(translate("ZonePanel", "No zone selected"))
        self.title.setStyleSheet("font-weight: 600; font-size: 11pt;")
        self.title.setWordWrap(True)
        self.id_edit = _line(translate("ZonePanel", "lower_case_id"))
        self.name_edit = _line(translate("ZonePanel", "Display name"))
        # the name in each language where it differs (``names``, issue 34)
        self.language_names = {"en": _line(translate("ZonePanel", "as the display name")),
                               "fr": _line(translate("ZonePanel", "as the display name"))}
        self.id_edit.setValidator(ident)
        self.kind = QComboBox()
        for k, text in KINDS:
            self.kind.addItem(translate("ZonePanel", text), k.value)
        self.diocese = QComboBox()
        self.colour_button = QToolButton()
        self.colour_button.setToolTip(translate("ZonePanel", "Colour of the diocese (every zone "
                                                "of it); one undo step"))
        self.number = QSpinBox()
        self.number.setRange(1, 30)
        self.people = _line(translate("ZonePanel", PEOPLE_HINT))
        self.people.setValidator(ident)
        self.city, self.port_name = _line(translate("ZonePanel", "none")), _line(translate("ZonePanel", "port name"))
        self.city_at = _line(translate("ZonePanel", "x, y (beside the name)"))
        self.port_at = _line(translate("ZonePanel", "x, y (beside the city)"))
        self.city_at.setToolTip(translate("ZonePanel", "Where the city is drawn; empty: the "
                                          "default place. It should lie inside the zone "
                                          "(check map.marker)"))
        self.port_at.setToolTip(translate("ZonePanel", "Where the port is drawn; empty: the "
                                          "default place. It should lie inside the zone "
                                          "(check map.marker)"))
        self.port = QComboBox()
        self.half = QComboBox()
        for text, value in (("—", ""), (translate("ZonePanel", "West"), Half.WEST.value),
                            (translate("ZonePanel", "East"), Half.EAST.value)):
            self.half.addItem(text, value)
        self.flags = {name: QCheckBox(translate("ZonePanel", text)) for name, text in FLAG_TEXTS}
        self.label_x, self.label_y = _spin(), _spin()
        self.notes, self.error = QLabel(), QLabel()
        for label, colour in ((self.notes, "#7d5a00"), (self.error, "#b03a2e")):
            label.setWordWrap(True)
            label.setStyleSheet(f"color: {colour};")
        self.apply_button, self.revert_button = (QPushButton(translate("ZonePanel", "Apply")),
                                                QPushButton(translate("ZonePanel", "Revert")))
        self.apply_button.setDefault(True)
        self._placeholders = {w: w.placeholderText() for w in self._own_edits()}

    def _own_edits(self) -> tuple[QLineEdit, ...]:
        """The text fields that are each zone's own (blank when several are selected)."""
        return (self.id_edit, self.name_edit, *self.language_names.values(), self.city,
                self.port_name, self.city_at, self.port_at)

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(translate("ZonePanel", "Id"), self.id_edit)
        form.addRow(translate("ZonePanel", "Name"), self.name_edit)
        form.addRow(translate("ZonePanel", "Name in English"), self.language_names["en"])
        form.addRow(translate("ZonePanel", "Name in French"), self.language_names["fr"])
        form.addRow(translate("ZonePanel", "Kind"), self.kind)
        form.addRow(translate("ZonePanel", "Diocese"), _row(self.diocese, self.colour_button,
                                                        QLabel(translate("ZonePanel", "no.")),
                                                        self.number, stretch=0))
        form.addRow(translate("ZonePanel", "People"), self.people)
        form.addRow(translate("ZonePanel", "City"), self.city)
        form.addRow(translate("ZonePanel", "City at"), self.city_at)
        form.addRow(translate("ZonePanel", "Port"), _row(self.port, self.port_name, stretch=1))
        form.addRow(translate("ZonePanel", "Port at"), self.port_at)
        form.addRow(translate("ZonePanel", "Half"), self.half)
        form.addRow(translate("ZonePanel", "Label at"), _row(self.label_x, self.label_y))
        flags = QGroupBox(translate("ZonePanel", "Flags"))
        fl = QVBoxLayout(flags)
        for box in self.flags.values():
            fl.addWidget(box)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.apply_button)
        outer = QVBoxLayout(self)
        outer.addWidget(self.title)
        outer.addLayout(form)
        outer.addWidget(flags)
        outer.addWidget(self.notes)
        outer.addWidget(self.error)
        outer.addLayout(buttons)
        outer.addStretch(1)

    def _connect(self) -> None:
        self.apply_button.clicked.connect(self.apply)
        self.revert_button.clicked.connect(self.load)
        self.kind.currentIndexChanged.connect(self._enable_by_kind)
        self.diocese.currentIndexChanged.connect(self._show_colour)
        self.city.textChanged.connect(self._enable_places)
        self.port.currentIndexChanged.connect(self._enable_places)
        self.colour_button.clicked.connect(self._pick_colour)
        for edit in (self.id_edit, self.name_edit, *self.language_names.values(), self.people,
                     self.city, self.port_name, self.city_at, self.port_at):
            edit.returnPressed.connect(self.apply)
        self.scene.selection_changed.connect(self._on_selection)
        self.doc.zones_changed.connect(self._zones_changed)
        self.doc.meta_changed.connect(self.load)
        self.doc.problems_changed.connect(self._show_notes)

    # --- following the selection and the document -----------------------------------------------

    def _zones_changed(self, changed: set[str], removed: set[str]) -> None:
        if not set(self.zone_ids).isdisjoint(changed | removed):
            self.load()

    def _on_selection(self) -> None:
        chosen = list(self.scene.selected_zones)
        if chosen != self.zone_ids:
            self.zone_ids = chosen
            self.load()

    def load(self) -> None:
        """Show the selected zones as the document has them (Revert)."""
        self.zone_ids = [z for z in self.zone_ids if self.doc.has_zone(z)]
        self.error.clear()
        self.setEnabled(bool(self.zone_ids))
        self._fill_choices()
        if len(self.zone_ids) > 1:
            self._load_many([self.doc.zone(z) for z in self.zone_ids])
        elif self.zone_ids:
            self._load_one(self.doc.zone(self.zone_ids[0]))
        else:
            self.title.setText(translate("ZonePanel", "No zone selected"))
        self._show_notes()

    def _fill_choices(self) -> None:
        for combo in (self.diocese, self.port):
            combo.blockSignals(True)
            combo.clear()
        for d in self.doc.game_map.dioceses:
            self.diocese.addItem(f"{d.name} ({d.id})", d.id)
        self.port.addItem(translate("ZonePanel", "no port"), "")
        for f in self.doc.game_map.fleets:
            self.port.addItem(f.name, f.id)
        for combo in (self.diocese, self.port):
            combo.blockSignals(False)

    def _load_one(self, z: Zone) -> None:
        self.title.setText(z.name)
        self._own_fields_enabled(True)
        for combo in (self.kind, self.half):
            _drop_mixed(combo)
        for box in self.flags.values():
            box.setTristate(False)
        self.id_edit.setText(z.id)
        self.name_edit.setText(z.name)
        for code, line in self.language_names.items():
            line.setText(z.names.get(code, ""))
        self.kind.setCurrentIndex(self.kind.findData(z.kind.value))
        self.diocese.setCurrentIndex(max(self.diocese.findData(z.diocese), 0))
        self.number.setValue(z.number or 1)
        self.people.setText(z.people or "")
        self.people.setPlaceholderText(translate("ZonePanel", PEOPLE_HINT))
        self.city.setText(z.city or "")
        self.port.setCurrentIndex(max(self.port.findData(z.port or ""), 0))
        self.port_name.setText(z.port_name or "")
        self.city_at.setText(point_text(z.city_at))
        self.port_at.setText(point_text(z.port_at))
        self.half.setCurrentIndex(max(self.half.findData(z.half.value if z.half else ""), 0))
        for name, box in self.flags.items():
            box.setChecked(bool(getattr(z, name)))
        self.label_x.setValue(z.label[0])
        self.label_y.setValue(z.label[1])
        self._enable_by_kind()

    def _load_many(self, zones: list[Zone]) -> None:
        """What the zones share; "(mixed)" where they differ."""
        ids = ", ".join(z.id for z in zones[:MAX_NOTES])
        if len(zones) > MAX_NOTES:
            ids = translate("ZonePanel", "{ids} and {more} more").format(
                ids=ids, more=len(zones) - MAX_NOTES)
        self.title.setText(translate("ZonePanel", "{count} zones selected: {ids}").format(
            count=len(zones), ids=ids))
        self._own_fields_enabled(False)
        shared = shared_values(zones)
        kind, half, diocese = shared["kind"], shared["half"], shared["diocese"]
        mixed = translate("ZonePanel", self.MIXED_TEXT)
        _choose(self.kind, MIXED if kind is MIXED else kind.value, mixed)
        _choose(self.half, MIXED if half is MIXED else (half.value if half else ""), mixed)
        _choose(self.diocese, diocese, mixed)
        people = shared["people"]
        self.people.setText(people if isinstance(people, str) else "")
        self.people.setPlaceholderText(mixed if people is MIXED
                                       else translate("ZonePanel", PEOPLE_HINT))
        for name, box in self.flags.items():
            value = shared[name]
            box.setTristate(value is MIXED)
            box.setCheckState(Qt.CheckState.PartiallyChecked if value is MIXED
                              else Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
        self._enable_by_kind()

    def _own_fields_enabled(self, single: bool) -> None:
        for edit in self._own_edits():
            edit.setEnabled(single)
            edit.setPlaceholderText(self._placeholders[edit] if single
                                    else translate("ZonePanel", "each zone's own"))
            if not single:
                edit.clear()
        for widget in (self.number, self.port, self.label_x, self.label_y):
            widget.setEnabled(single)
        self.number.setMinimum(1 if single else 0)  # 0: "—" for several zones
        for spin in (self.number, self.label_x, self.label_y):  # "—", not a made-up value
            spin.setSpecialValueText("" if single else "—")
        if not single:
            self.number.setValue(0)
            for box in (self.label_x, self.label_y):
                box.setValue(box.minimum())

    # --- what may be edited -------------------------------------------------------------------

    def current_kind(self) -> ZoneKind | None:
        """The kind chosen (None: several zones of mixed kinds, left as they are)."""
        data = self.kind.currentData()
        return None if data in (None, MIXED_DATA) else ZoneKind(data)

    def _enable_by_kind(self) -> None:
        kind = self.current_kind()
        single = len(self.zone_ids) == 1
        diocese = kind in (ZoneKind.DIOCESE, None)
        self.diocese.setEnabled(diocese)
        self.number.setEnabled(diocese and single and kind is not None)
        self.people.setEnabled(kind in (ZoneKind.ORIGIN, None))
        self.flags["inside_empire"].setEnabled(diocese)
        self.flags["no_fleet"].setEnabled(kind in (ZoneKind.SEA, None))
        land = kind is not ZoneKind.SEA
        self.city.setEnabled(land and single)
        self.port.setEnabled(land and single)
        self.port_name.setEnabled(land and single)
        self.flags["capital"].setEnabled(land)
        self.flags["rome"].setEnabled(land)
        self._enable_places()
        self._show_colour()

    def _enable_places(self) -> None:
        """A city or port point only for a zone that has a city or a port."""
        single = len(self.zone_ids) == 1 and self.current_kind() is not ZoneKind.SEA
        self.city_at.setEnabled(single and bool(self.city.text().strip()))
        self.port_at.setEnabled(single and bool(self.port.currentData()))

    def _show_colour(self) -> None:
        did = self.diocese.currentData()
        diocese = next((d for d in self.doc.game_map.dioceses if d.id == did), None)
        self.colour_button.setEnabled(diocese is not None and self.diocese.isEnabled())
        self.colour_button.setIcon(colour_icon(QColor(diocese.colour if diocese else "#cccccc")))

    def _pick_colour(self) -> None:
        did = self.diocese.currentData()
        diocese = next((d for d in self.doc.game_map.dioceses if d.id == did), None)
        if diocese is None:
            return
        chosen = self.pick_colour(QColor(diocese.colour))
        if chosen is not None:
            self.ctl.set_diocese_colour(diocese.id, chosen.name())

    def _show_notes(self) -> None:
        """The problems of the one list of checks that name the selected zones."""
        ids = set(self.zone_ids)
        found = [p for p in self.doc.problems if ids & set(p.zones)]
        lines = [f"{'⚠' if p.severity is Severity.ERROR else '•'} {p.check.id} "
                 f"({severity_name(p.severity)}): {p.message}" for p in found[:MAX_NOTES]]
        if len(found) > MAX_NOTES:
            lines.append(translate("ZonePanel", "… and {more} more in the Validation "
                                   "list").format(more=len(found) - MAX_NOTES))
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    # --- applying -----------------------------------------------------------------------------

    def apply(self) -> None:
        if len(self.zone_ids) > 1:
            self._apply_many()
            return
        if self.zone_id is None:
            return
        result = self.edited_zone()
        if isinstance(result, str):
            self.error.setText(result)
            return
        self.error.clear()
        old = self.zone_id
        self.zone_ids = [result.id]
        if not self.ctl.edit_zone(old, result):
            self.zone_ids = [old]
            self.load()

    def edited_zone(self) -> Zone | str:
        """The zone as the fields describe it, or the reason it is not valid."""
        assert self.zone_id is not None
        z = self.doc.zone(self.zone_id)
        kind = self.current_kind() or z.kind
        places = self._places()
        if isinstance(places, str):
            return places
        data: dict[str, Any] = z.model_dump()
        data.update(
            id=self.id_edit.text().strip(), name=self.name_edit.text().strip(), kind=kind,
            names={code: line.text().strip() for code, line in self.language_names.items()
                   if line.text().strip()} or MISSING_NAMES,
            diocese=self.diocese.currentData() if kind is ZoneKind.DIOCESE else None,
            number=self.number.value() if kind is ZoneKind.DIOCESE else None,
            people=(self.people.text().strip() or None) if kind is ZoneKind.ORIGIN else None,
            city=self.city.text().strip() or None, port=self.port.currentData() or None,
            port_name=self.port_name.text().strip() or None, half=self.half.currentData() or None,
            label=(self.label_x.value(), self.label_y.value()), **places)
        for name, box in self.flags.items():
            data[name] = box.isChecked() and box.isEnabled()
        if data["names"] is MISSING_NAMES:  # no name of its own in any language: none written
            del data["names"]
        if kind is ZoneKind.SEA:
            data.update(city=None, port=None, port_name=None, capital=False, rome=False,
                        city_at=None, port_at=None)
        if kind is ZoneKind.DIOCESE and data["diocese"] is None:
            return translate("ZonePanel", "add a diocese first (Map ▸ Properties)")
        try:
            return Zone.model_validate(data)
        except ValidationError as exc:
            return validation_text(exc)

    def _places(self) -> dict[str, Point | None] | str:
        """The city and port points typed (None for none, or the place's field is empty)."""
        out: dict[str, Point | None] = {}
        for name, edit, what in (
                ("city_at", self.city_at, translate("ZonePanel", "city point: {problem}")),
                ("port_at", self.port_at, translate("ZonePanel", "port point: {problem}"))):
            at = parse_point(edit.text()) if edit.isEnabled() else None
            if isinstance(at, str):
                return what.format(problem=at)
            out[name] = at
        return out

    def shared_changes(self) -> dict[str, Any]:
        """The attributes set for every selected zone: what is not "(mixed)"."""
        out: dict[str, Any] = {}
        kind = self.current_kind()
        if kind is not None:
            out["kind"] = kind
        diocese = self.diocese.currentData()
        if self.diocese.isEnabled() and diocese not in (None, MIXED_DATA):
            out["diocese"] = diocese
        half = self.half.currentData()
        if half != MIXED_DATA:
            out["half"] = Half(half) if half else None
        people = self.people.text().strip()
        if self.people.isEnabled() and people:
            out["people"] = people
        for name, box in self.flags.items():
            state = box.checkState()
            if box.isEnabled() and state != Qt.CheckState.PartiallyChecked:
                out[name] = state == Qt.CheckState.Checked
        return out

    def _apply_many(self) -> None:
        zones = [self.doc.zone(z) for z in self.zone_ids]
        result = with_shared_changes(zones, self.shared_changes(), self.doc.zones)
        if isinstance(result, str):
            self.error.setText(result)
            return
        self.error.clear()
        if result:
            self.ctl.edit_zones(result)


def _row(*widgets: QWidget, stretch: int | None = None) -> QHBoxLayout:
    """Widgets side by side; the first (or the one at ``stretch``) takes the room."""
    row = QHBoxLayout()
    for i, w in enumerate(widgets):
        row.addWidget(w, 1 if i == (stretch or 0) and stretch is not None else 0)
    return row


def _drop_mixed(combo: QComboBox) -> None:
    index = combo.findData(MIXED_DATA)
    if index >= 0:
        combo.removeItem(index)


def _choose(combo: QComboBox, value: object, mixed_text: str) -> None:
    """Show ``value`` (or "(mixed)"; blank for a value the combo does not list)."""
    _drop_mixed(combo)
    if value is MIXED:
        combo.insertItem(0, mixed_text, MIXED_DATA)
        combo.setCurrentIndex(0)
        return
    combo.setCurrentIndex(combo.findData(value))
