"""The designer's list panels: the stratagem cup, the arrivals timeline with the
scenario's overrides, and the live problems (each row cites its rule; clicking it shows
the place on the map)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.designer.scenario_edits import PieceRef
from editor.designer.scenario_panels import YEARS, Panel
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, Wording, language, translate
from sv_model.checks import check
from sv_model.engine.messages import words_for
from sv_model.errors import DataProblem, Severity
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario
from sv_model.timeline import EventKind, scenario_timeline

PARAGRAPH = re.compile(r"\(\d+(\.\d+)*[,)]")  # a message citing its rule: "(3.5.1)"
FIELD_ROW = re.compile(r"^(leaders|units|fleets|peoples|arrivals)\[([^\]]+)\]")
EVENT_NAMES = {EventKind.LEADER: QT_TRANSLATE_NOOP("ScenarioLists", "leader"),
               EventKind.DEPARTURE: QT_TRANSLATE_NOOP("ScenarioLists", "departure"),
               EventKind.FLEET: QT_TRANSLATE_NOOP("ScenarioLists", "fleet"), EventKind.PEOPLE: QT_TRANSLATE_NOOP("ScenarioLists", "people"),
               EventKind.CONSTANTINOPOLIS: QT_TRANSLATE_NOOP("ScenarioLists", "Constantinopolis")}
"""The kinds of event of a scenario's timeline."""
ROW_KEY = {"leaders": "leader", "units": "unit", "fleets": "fleet", "peoples": "people",
           "arrivals": "leader"}


def wrapped(text: str) -> QLabel:
    """A label that wraps rather than widening its panel (French runs longer)."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class CupPanel(Panel):
    """The stratagem counters in the cup at the start (6)."""

    def __init__(self, roster: Roster) -> None:
        super().__init__()
        self.ids = [s.id for s in roster.stratagems]
        layout = QVBoxLayout(self)
        self.all = QCheckBox(translate("ScenarioLists", "Every stratagem of the roster"))
        layout.addWidget(self.all)
        self.list = QListWidget()
        for s in roster.stratagems:
            item = QListWidgetItem(translate("ScenarioLists", "{stratagem} (phase {phase})").format(
                stratagem=s.name, phase=s.phase))
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        layout.addWidget(self.list)
        note = QLabel(translate("ScenarioLists", "The scenario format holds the cup; the hands are "
                                "drawn from it in the first phase A (6)."))
        note.setWordWrap(True)
        layout.addWidget(note)
        self.all.toggled.connect(self._changed)
        self.list.itemChanged.connect(self._changed)

    def _changed(self, *_args: object) -> None:
        if self._filling:
            return
        if self.all.isChecked():
            cup: Any = "all"
        else:
            cup = [self.list.item(i).data(Qt.ItemDataRole.UserRole)
                   for i in range(self.list.count())
                   if self.list.item(i).checkState() == Qt.CheckState.Checked]
        if cup != self.data.get("stratagem_cup", "all"):
            self.send(lambda: translate("CupPanel", "Stratagem cup"), {"stratagem_cup": cup})

    def fill(self) -> None:
        cup = self.data.get("stratagem_cup", "all")
        self.all.setChecked(cup == "all")
        chosen = set(self.ids) if cup == "all" else set(cup or [])
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole)
                               in chosen else Qt.CheckState.Unchecked)
        self.list.setEnabled(cup != "all")


class ArrivalsPanel(Panel):
    """What enters the map year by year, and the scenario's own arrival dates (3.3.1)."""

    def __init__(self, game_map: GameMap, roster: Roster) -> None:
        super().__init__()
        self.roster = roster
        self.zones = {z.id: z.name for z in game_map.zones}
        self.scenario: Scenario | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(wrapped(translate("ScenarioLists", "Timeline: arrivals, departures and "
                                           "returns, year by year")))
        self.timeline = QTreeWidget()
        self.timeline.setHeaderLabels([translate("ScenarioLists", "Year"), translate("ScenarioLists", "Event"),
                                       translate("ScenarioLists", "Rule")])
        self.timeline.setRootIsDecorated(True)
        header = self.timeline.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.timeline.itemClicked.connect(self._pick)
        layout.addWidget(self.timeline, 2)
        layout.addWidget(wrapped(translate("ScenarioLists", "This scenario's arrival dates (they "
                                           "replace the table's)")))
        self.overrides = QListWidget()
        layout.addWidget(self.overrides, 1)
        form = QFormLayout()
        self.leader, self.year, self.zone = QComboBox(), QSpinBox(), QComboBox()
        for x in roster.leaders:
            self.leader.addItem(x.name, x.id)
        self.year.setRange(YEARS[0] - 1, YEARS[1])
        self.year.setSpecialValueText(translate("ScenarioLists", "never"))
        self.zone.addItem(translate("ScenarioLists", "table's entry zone"), None)
        for zid, name in sorted(self.zones.items(), key=lambda kv: kv[1]):
            self.zone.addItem(name, zid)
        self.set_button = QPushButton(translate("ScenarioLists", "Set this arrival"))
        self.remove_button = QPushButton(translate("ScenarioLists", "Back to the table"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.set_button)
        buttons.addWidget(self.remove_button)
        form.addRow(translate("ScenarioLists", "Leader"), self.leader)
        form.addRow(translate("ScenarioLists", "Arrives in"), self.year)
        form.addRow(translate("ScenarioLists", "At"), self.zone)
        form.addRow("", buttons)
        layout.addLayout(form)
        self.set_button.clicked.connect(self._set)
        self.remove_button.clicked.connect(self._remove)

    def _pick(self, item: QTreeWidgetItem) -> None:
        """Clicking a leader's event picks him for the arrival form."""
        index = self.leader.findData(item.data(0, Qt.ItemDataRole.UserRole))
        if index >= 0:
            self.leader.setCurrentIndex(index)

    def _rows(self) -> list[dict[str, Any]]:
        value = self.data.get("arrivals")
        return [dict(r) for r in value if isinstance(r, dict)] if isinstance(value, list) else []

    def _set(self) -> None:
        leader = self.leader.currentData()
        row: dict[str, Any] = {"leader": leader,
                               "year": self.year.value() if self.year.value() >= YEARS[0]
                               else None}
        if self.zone.currentData():
            row["zone"] = self.zone.currentData()
        rows = [r for r in self._rows() if r.get("leader") != leader] + [row]
        self.send(self._arrival_of(self.leader.currentText()), {"arrivals": rows})

    @staticmethod
    def _arrival_of(leader: str) -> Wording:
        return lambda: translate("ScenarioLists", "Arrival of {leader}").format(leader=leader)

    def _remove(self) -> None:
        leader = self.leader.currentData()
        rows = [r for r in self._rows() if r.get("leader") != leader]
        if rows != self._rows():
            self.send(self._arrival_of(self.leader.currentText()), {"arrivals": rows})

    def set_scenario(self, scenario: Scenario | None) -> None:
        self.scenario = scenario
        self.timeline.clear()
        if scenario is None:
            self.timeline.addTopLevelItem(QTreeWidgetItem(
                ["", translate("ScenarioLists", "(fix the scenario's errors to see its timeline)"), ""]))
            return
        names = {x.id: x.name for x in self.roster.leaders}
        years: dict[int, QTreeWidgetItem] = {}
        for e in scenario_timeline(scenario, self.roster):
            if e.year not in years:
                years[e.year] = QTreeWidgetItem([str(e.year), "", ""])
                self.timeline.addTopLevelItem(years[e.year])
            who = names.get(e.subject, e.subject)
            where = self.zones.get(e.where) or words_for(e.where, language().value)
            kind = translate("ScenarioLists", EVENT_NAMES.get(e.kind, e.kind.value))
            text = translate("ScenarioLists", "{kind}: {who} {where}").format(
                kind=kind, who=who, where=where)
            item = QTreeWidgetItem(["", text.strip(), e.rule])
            item.setData(0, Qt.ItemDataRole.UserRole, e.subject)
            years[e.year].addChild(item)
        for year in years.values():
            n = year.childCount()
            year.setText(1, translate("ScenarioLists", "1 event") if n == 1 else
                         translate("ScenarioLists", "{count} events").format(count=n))
        self.timeline.expandAll()
        self.timeline.resizeColumnToContents(0)

    def fill(self) -> None:
        self.overrides.clear()
        names = {x.id: x.name for x in self.roster.leaders}
        for r in self._rows():
            year = r.get("year") or translate("ScenarioLists", "never")
            zone = self.zones.get(str(r.get("zone")),
                                  translate("ScenarioLists", "the table's entry zone"))
            self.overrides.addItem(f"{names.get(str(r.get('leader')), r.get('leader'))}: "
                                   f"{year}, {zone}")


class ProblemsPanel(QWidget):
    """The live problems of the scenario: errors first, each citing its rule paragraph and
    naming its counter; clicking a row selects the counter and frames its zone."""

    show_problem = Signal(str, object)  # the zone, and the counter (a PieceRef or None)

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.list = QListWidget()
        layout.addWidget(self.list)
        self.data: dict[str, Any] = {}
        self.name_of: Callable[[str, str], str] = lambda _kind, ident: ident
        self.list.itemActivated.connect(self._go)
        self.list.itemClicked.connect(self._go)

    def set_problems(self, problems: list[DataProblem], data: dict[str, Any]) -> None:
        self.data = data
        self.list.clear()
        ordered = sorted(problems, key=lambda p: p.severity is not Severity.ERROR)
        for p in ordered:
            rule = check(p.check).rule if p.check else ""
            cited = rule and not PARAGRAPH.search(p.problem)
            where = self.field_title(p.field or "")
            item = QListWidgetItem(f"{'⚠' if p.severity is Severity.WARNING else '✖'} "
                                   f"{where + ': ' if where else ''}{p.problem}"
                                   f"{f' ({rule})' if cited else ''}")
            piece = piece_of_field(data, p.field or "")
            item.setData(Qt.ItemDataRole.UserRole, (zone_of_field(data, p.field or ""), piece))
            item.setToolTip((translate("ScenarioLists", "{field}: check {check}, rule {rule}") if rule else
                             translate("ScenarioLists", "{field}: check {check}")).format(
                field=p.field, check=p.check, rule=rule))
            if p.severity is Severity.ERROR:
                item.setForeground(QBrush(QColor("#9b1c1c")))
            self.list.addItem(item)
        n_err = sum(1 for p in problems if p.severity is Severity.ERROR)
        n_warn = len(problems) - n_err  # a plain name: lupdate does not read a call there
        errors = translate("ScenarioLists", "%n errors", None, n_err)
        warnings = translate("ScenarioLists", "%n warnings", None, n_warn)
        self.summary.setText(f"{errors}, {warnings}" if problems else translate(
            "ScenarioLists", "No problems: the scenario can be played."))

    def field_title(self, field: str) -> str:
        """A problem's field as the user knows it: ``units[batavi]`` is "Batavi"."""
        m = FIELD_ROW.match(field)
        if m is None:
            return field.replace("_", " ")
        rest = field[m.end():].lstrip(".").replace("_", " ")
        name = self.name_of(ROW_KEY[m.group(1)], m.group(2))
        if m.group(1) == "arrivals":
            name = translate("ScenarioLists", "arrival of {leader}").format(leader=name)
        return f"{name}, {rest}" if rest else name

    def _go(self, item: QListWidgetItem) -> None:
        zone, piece = item.data(Qt.ItemDataRole.UserRole)
        if zone:
            self.show_problem.emit(zone, piece)


def _row_of_field(data: dict[str, Any], field: str) -> tuple[str, dict[str, Any]] | None:
    m = FIELD_ROW.match(field)
    rows = data.get(m.group(1)) if m is not None else None
    if m is None or not isinstance(rows, list):
        return None
    key, which = ROW_KEY[m.group(1)], m.group(2)
    found = [r for i, r in enumerate(rows) if isinstance(r, dict) and (
        str(i) == which if which.isdigit() else r.get(key) == which)]
    return (m.group(1), found[0]) if found else None


def piece_of_field(data: dict[str, Any], field: str) -> PieceRef | None:
    """The counter of the set-up row a problem's field points at."""
    found = _row_of_field(data, field)
    if found is None or found[0] not in ("leaders", "units", "fleets"):
        return None
    kind = ROW_KEY[found[0]]
    ident = found[1].get(kind)
    return PieceRef(kind, ident) if isinstance(ident, str) else None


def zone_of_field(data: dict[str, Any], field: str) -> str | None:
    """The zone a problem's field points at: ``units[3].zone`` is the zone of row 3, and
    ``units[batavi]`` the zone of the row of that unit."""
    found = _row_of_field(data, field)
    zone = found[1].get("zone") if found else None
    return str(zone) if zone else None
