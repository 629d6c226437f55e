"""The designer's panels for everything in a scenario but the counters: the card (names,
texts, years, Constantinople), the ruleset options, diocese control and the peoples.

Every panel shows ``set_data(data)`` and asks for edits through ``edit(text, values)``:
the window turns each into one undo command on the document.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from editor.designer.scenario_edits import set_record
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, Wording, translate
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import ModifierFScope, RRReading, RulesetOptions
from sv_model.setup_checks import people_controller

YEARS = (305, 363)
SIDES = ((QT_TRANSLATE_NOOP("ScenarioPanels", "nobody"), None), ("PRIMUS", "PRIMUS"), ("SECONDUS", "SECONDUS"))
"""The sides a diocese or people may belong to (0.5); PRIMUS and SECONDUS are the same
words in both rule books."""
TEXT_LABELS = {"description": QT_TRANSLATE_NOOP("ScenarioPanels", "Description"),
               "introduction": QT_TRANSLATE_NOOP("ScenarioPanels", "Introduction"),
               "initiative_note": QT_TRANSLATE_NOOP("ScenarioPanels", "Initiative note"),
               "victory_notes": QT_TRANSLATE_NOOP("ScenarioPanels", "Victory notes"),
               "special_rules": QT_TRANSLATE_NOOP("ScenarioPanels", "Special rules")}
"""The scenario's texts, by key."""
OPTION_LABELS = {
    "dux_can_be_assassinated": QT_TRANSLATE_NOOP("ScenarioPanels", "Dux can be assassinated"),
    "role_bound_stratagems_follow_role": QT_TRANSLATE_NOOP("ScenarioPanels", "Role-bound stratagems follow the role"),
    "assassinat_targets_non_romans": QT_TRANSLATE_NOOP("ScenarioPanels", "Assassinat targets non-Romans"),
    "ask_at_every_window": QT_TRANSLATE_NOOP("ScenarioPanels", "Ask at every window"),
    "armenia_open_to_all_peoples_at_war": QT_TRANSLATE_NOOP("ScenarioPanels", "Armenia open to all peoples at war"),
    RRReading.NO_WINNER: QT_TRANSLATE_NOOP("ScenarioPanels", "no winner"),
    RRReading.UPPER_DEFENDER_LOWER_ATTACKER: QT_TRANSLATE_NOOP("ScenarioPanels", "upper defender lower attacker"),
    ModifierFScope.ROMAN_ONLY: QT_TRANSLATE_NOOP("ScenarioPanels", "roman only"),
    ModifierFScope.ALL_BATTLES: QT_TRANSLATE_NOOP("ScenarioPanels", "all battles"),
}
"""The ruleset options and their choices (docs/rules-decisions.md), by key or value."""


def side_combo(value: Any) -> QComboBox:
    box = QComboBox()
    for text, data in SIDES:
        box.addItem(translate("ScenarioPanels", text), data)
    box.setCurrentIndex(max(0, box.findData(value)))
    return box


class Panel(QWidget):
    edit = Signal(object, object)  # undo text (a Wording: worded again on a switch), {key: value}

    def __init__(self) -> None:
        super().__init__()
        self.data: dict[str, Any] = {}
        self._filling = False

    def set_data(self, data: dict[str, Any]) -> None:
        self.data = data
        self._filling = True
        try:
            self.fill()
        finally:
            self._filling = False

    def fill(self) -> None:
        raise NotImplementedError

    def send(self, text: Wording, values: dict[str, Any]) -> None:
        if not self._filling and values:
            self.edit.emit(text, values)


class CardPanel(Panel):
    """Name, number, author, texts, the estimate flag, years and Constantinople."""

    TEXTS = ("description", "introduction", "initiative_note", "victory_notes")

    def __init__(self) -> None:
        super().__init__()
        form = QFormLayout(self)
        self.lines = {key: QLineEdit() for key in ("id", "name", "author")}
        for key, label in (("id", translate("ScenarioPanels", "Id")), ("name", translate("ScenarioPanels", "Name")),
                           ("author", translate("ScenarioPanels", "Author"))):
            form.addRow(label, self.lines[key])
            self.lines[key].editingFinished.connect(
                lambda key=key: self._line(key, self.lines[key].text().strip()))
        self.number = QSpinBox()
        self.number.setRange(0, 999)
        self.number.setSpecialValueText(translate("ScenarioPanels", "none"))
        form.addRow(translate("ScenarioPanels", "Number"), self.number)
        self.start, self.end, self.due = QSpinBox(), QSpinBox(), QSpinBox()
        for box in (self.start, self.end):
            box.setRange(*YEARS)
        self.due.setRange(YEARS[0] - 1, YEARS[1])
        self.due.setSpecialValueText(translate("ScenarioPanels", "not begun"))
        form.addRow(translate("ScenarioPanels", "First year"), self.start)
        form.addRow(translate("ScenarioPanels", "Last year"), self.end)
        self.estimate = QCheckBox(translate("ScenarioPanels", "Our estimate, not the printed one"))
        form.addRow("", self.estimate)
        self.built = QCheckBox(translate("ScenarioPanels", "Constantinopolis built (3.1.2)"))
        form.addRow("", self.built)
        form.addRow(translate("ScenarioPanels", "Completed in"), self.due)
        self.texts, self.rules = text_rows(form, self.TEXTS, self.commit_texts)
        self.number.valueChanged.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "Scenario number"), {"number": v or None}))
        self.start.valueChanged.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "First year"), {"start_year": v}))
        self.end.valueChanged.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "Last year"), {"end_year": v}))
        self.due.valueChanged.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "Constantinopolis completion"),
            {"constantinopolis_due": v if v >= YEARS[0] else None}))
        self.estimate.toggled.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "Estimate flag"), {"authored_estimate": v}))
        self.built.toggled.connect(lambda v: self.send(
            lambda: translate("ScenarioPanels", "Constantinopolis"), {"constantinopolis_built": v}))

    def _line(self, key: str, text: str) -> None:
        if text != str(self.data.get(key) or ""):
            labels = {"id": QT_TRANSLATE_NOOP("ScenarioPanels", "Id"),
                      "name": QT_TRANSLATE_NOOP("ScenarioPanels", "Name"),
                      "author": QT_TRANSLATE_NOOP("ScenarioPanels", "Author")}
            label = labels[key]
            self.send(lambda: translate("ScenarioPanels", label), {key: text})

    def _typed(self) -> dict[str, Any]:
        """The texts as typed: the scenario's keys and their values."""
        values: dict[str, Any] = {key: box.typed_text() for key, box in self.texts.items()}
        values["special_rules"] = [line.strip() for line in
                                   self.rules.typed_text().splitlines() if line.strip()]
        return values

    def commit_texts(self) -> None:
        """Texts go to the scenario when they lose focus, and before saving or playing: all
        those changed in one edit."""
        changed = {k: v for k, v in self._typed().items()
                   if v != (self.data.get(k) or ([] if k == "special_rules" else ""))}
        if changed:
            keys = list(changed)
            self.send(lambda: ", ".join(translate("ScenarioPanels", TEXT_LABELS[k]) for k in keys),
                      changed)

    def fill(self) -> None:
        d = self.data
        for key, line in self.lines.items():
            line.setText(str(d.get(key) or ""))
            line.setCursorPosition(0)  # a long name reads from its start
        self.number.setValue(int(d.get("number") or 0))
        self.start.setValue(int(d.get("start_year") or YEARS[0]))
        self.end.setValue(int(d.get("end_year") or YEARS[1]))
        self.due.setValue(int(d.get("constantinopolis_due") or YEARS[0] - 1))
        self.estimate.setChecked(bool(d.get("authored_estimate", True)))
        self.built.setChecked(bool(d.get("constantinopolis_built")))
        for key, box in self.texts.items():
            box.show_text(str(d.get(key) or ""))
        self.rules.show_text("\n".join(str(r) for r in d.get("special_rules") or []))


def text_rows(form: QFormLayout, keys: tuple[str, ...], commit: Callable[[], None]
              ) -> tuple[dict[str, TextBox], TextBox]:
    """A box per scenario text of ``keys`` and one for the special rules (one a line),
    added to ``form``; each commits its text through ``commit`` when it loses focus."""
    texts = {key: TextBox(commit) for key in keys}
    for key in keys:
        texts[key].setMaximumHeight(90)
        form.addRow(translate("ScenarioPanels", TEXT_LABELS[key]), texts[key])
    rules = TextBox(commit)
    rules.setPlaceholderText(translate("ScenarioPanels", "One special rule per line"))
    rules.setMaximumHeight(120)
    form.addRow(translate("ScenarioPanels", TEXT_LABELS["special_rules"]), rules)
    return texts, rules


class TextBox(QPlainTextEdit):
    """A text of the scenario: committed on focus out; while it holds typing not yet
    committed, other edits do not overwrite it."""

    def __init__(self, commit: Callable[[], None]) -> None:
        super().__init__()
        self.commit = commit
        self.shown = ""

    def typed_text(self) -> str:
        """The text as typed, no-break spaces kept (``toPlainText`` turns them into plain
        spaces, which would lose French typography, issue 34)."""
        return self.document().toRawText().replace("\u2029", "\n")

    def show_text(self, text: str) -> None:
        if self.typed_text() != self.shown:  # typing in progress: keep it
            self.shown = text
            return
        self.shown = text
        if self.typed_text() != text:
            self.setPlainText(text)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.commit()


class OptionsPanel(Panel):
    """The ruleset options a scenario sets (docs/rules-decisions.md)."""

    def __init__(self) -> None:
        super().__init__()
        form = QFormLayout(self)
        self.rr = QComboBox()
        for r in RRReading:
            self.rr.addItem(translate("ScenarioPanels", OPTION_LABELS[r]), r.value)
        self.scope = QComboBox()
        for s in ModifierFScope:
            self.scope.addItem(translate("ScenarioPanels", OPTION_LABELS[s]), s.value)
        form.addRow(translate("ScenarioPanels", "RR result (8.4)"), self.rr)
        form.addRow(translate("ScenarioPanels", "Modifier F (8.3)"), self.scope)
        self.flags = {name: QCheckBox(translate("ScenarioPanels", OPTION_LABELS[name])) for name in (
            "dux_can_be_assassinated", "role_bound_stratagems_follow_role",
            "assassinat_targets_non_romans", "ask_at_every_window",
            "armenia_open_to_all_peoples_at_war")}
        for box in self.flags.values():
            form.addRow("", box)
            box.toggled.connect(self._changed)
        self.rr.currentIndexChanged.connect(self._changed)
        self.scope.currentIndexChanged.connect(self._changed)

    def _options(self) -> dict[str, Any]:
        value = self.data.get("options")
        return dict(value) if isinstance(value, dict) else {}

    def _changed(self, *_args: object) -> None:
        defaults = RulesetOptions().model_dump(mode="json")
        chosen = {"rr_reading": self.rr.currentData(),
                  "modifier_f_scope": self.scope.currentData(),
                  **{name: box.isChecked() for name, box in self.flags.items()}}
        options = {k: v for k, v in chosen.items() if v != defaults.get(k)}
        if options != self._options():
            self.send(lambda: translate("ScenarioPanels", "Ruleset options"), {"options": options})

    def fill(self) -> None:
        merged = {**RulesetOptions().model_dump(mode="json"), **self._options()}
        self.rr.setCurrentIndex(max(0, self.rr.findData(merged["rr_reading"])))
        self.scope.setCurrentIndex(max(0, self.scope.findData(merged["modifier_f_scope"])))
        for name, box in self.flags.items():
            box.setChecked(bool(merged.get(name)))


class ControlPanel(Panel):
    """Who controls each diocese (3.7.1); the map can be painted with ``paint``."""

    def __init__(self, game_map: GameMap) -> None:
        super().__init__()
        self.dioceses = [d for d in game_map.dioceses]
        layout = QVBoxLayout(self)
        self.paint = QComboBox()
        self.paint.addItem(translate("ScenarioPanels", "Clicks on the map select a zone"), "off")
        for text, value in SIDES:
            self.paint.addItem(translate("ScenarioPanels", "Clicks on the map give the diocese to {side}").format(
                side=translate("ScenarioPanels", text)), value or "")
        layout.addWidget(self.paint)
        self.table = QTableWidget(len(self.dioceses), 2)
        self.table.setHorizontalHeaderLabels([translate("ScenarioPanels", "Diocese"),
                                              translate("ScenarioPanels", "Controlled by")])
        self.table.verticalHeader().hide()
        for i, d in enumerate(self.dioceses):
            self.table.setCellWidget(i, 0, QLabel(d.name))
            box = side_combo(None)
            box.currentIndexChanged.connect(lambda _i, d=d.id, b=box: self.set_control(
                d, b.currentData()))
            self.table.setCellWidget(i, 1, box)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)

    def painting(self) -> str | None:
        """The side clicks give a diocese to ("" for nobody), or None when not painting."""
        value = self.paint.currentData()
        return None if value == "off" else str(value)

    def set_control(self, diocese: str, side: str | None) -> None:
        control = dict(self.data.get("diocese_control") or {})
        if side:
            control[diocese] = side
        else:
            control.pop(diocese, None)
        if control != (self.data.get("diocese_control") or {}):
            self.send(lambda: translate("ScenarioPanels", "Diocese control"), {"diocese_control": control})

    def fill(self) -> None:
        control = self.data.get("diocese_control") or {}
        for i, d in enumerate(self.dioceses):
            box = self.table.cellWidget(i, 1)
            assert isinstance(box, QComboBox)
            box.setCurrentIndex(max(0, box.findData(control.get(d.id))))


class PeoplesPanel(Panel):
    """Each people: at war, who controls it, pacified until (4, 9.4); a button places the
    selected one in its zones of origin."""

    place_people = Signal(str)  # a people's id

    def __init__(self, roster: Roster) -> None:
        super().__init__()
        self.peoples = list(roster.peoples)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(self.peoples), 4)
        self.table.setHorizontalHeaderLabels([translate("ScenarioPanels", "People"), translate("ScenarioPanels", "At war"),
                                              translate("ScenarioPanels", "Controlled by"),
                                              translate("ScenarioPanels", "Pacified until")])
        self.table.verticalHeader().hide()
        for i, p in enumerate(self.peoples):
            self.table.setCellWidget(i, 0, QLabel(
                translate("ScenarioPanels", "{people} (major)").format(people=p.name)
                if p.major else p.name))
            war = QCheckBox()
            side = side_combo(None)
            until = QSpinBox()
            until.setRange(YEARS[0] - 1, YEARS[1] + 1)
            until.setSpecialValueText("—")
            self.table.setCellWidget(i, 1, war)
            self.table.setCellWidget(i, 2, side)
            self.table.setCellWidget(i, 3, until)
            war.toggled.connect(lambda _v, i=i: self._row_changed(i))
            side.currentIndexChanged.connect(lambda _v, i=i: self._row_changed(i))
            until.valueChanged.connect(lambda _v, i=i: self._row_changed(i))
        self.table.resizeColumnsToContents()
        layout.addWidget(self.table)
        self.place = QPushButton(translate("ScenarioPanels", "Place the selected people in its zones of "
                                           "origin"))
        self.place.setToolTip(translate("ScenarioPanels", "Its units, and its leaders in the game in the "
                                        "first year, go to its zones of origin (4.2.3), in "
                                        "one undoable edit"))
        self.place.clicked.connect(self._place_selected)
        layout.addWidget(self.place)

    def _place_selected(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.peoples):
            self.place_people.emit(self.peoples[row].id)

    def _cells(self, i: int) -> tuple[QCheckBox, QComboBox, QSpinBox]:
        war, side, until = (self.table.cellWidget(i, c) for c in (1, 2, 3))
        assert isinstance(war, QCheckBox) and isinstance(side, QComboBox)
        assert isinstance(until, QSpinBox)
        return war, side, until

    def _row_changed(self, i: int) -> None:
        war, side, until = self._cells(i)
        people = self.peoples[i]
        controller = side.currentData()
        if war.isChecked() and controller is None:  # the side 4.4.1 gives it
            expected = people_controller(self.data.get("diocese_control") or {}, people)
            controller = expected.value if expected is not None else None
        values = {"at_war": war.isChecked(), "controller": controller,
                  "pacified_until": until.value() if until.value() >= YEARS[0] else None}
        changes = set_record(self.data, "peoples", "people", people.id, values)
        name = people.name
        self.send(lambda: translate("ScenarioPanels", "{people}: war and control").format(people=name),
                  changes)

    def fill(self) -> None:
        rows = {r.get("people"): r for r in self.data.get("peoples") or []
                if isinstance(r, dict)}
        for i, p in enumerate(self.peoples):
            war, side, until = self._cells(i)
            row = rows.get(p.id, {})
            war.setChecked(bool(row.get("at_war")))
            side.setCurrentIndex(max(0, side.findData(row.get("controller"))))
            until.setValue(int(row.get("pacified_until") or YEARS[0] - 1))
