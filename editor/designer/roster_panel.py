"""The designer's roster tables: every leader's CC, SR, TB, PC and loyalty (1.2) and every
unit's SP, QU and TB on both faces and its movement (1.3), edited in place.

Each value carries a tick: ticked, it was entered from the printed counter; unticked, it
is still our estimate (shown in grey italics). Typing a value ticks it. The edits go to
the roster file the scenario names, as undo commands on the scenario's stack.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.schemas.roster import Category, Loyalty, PlayerRole

ESTIMATE_COLOUR = QColor("#7a7a7a")
Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    """A value column: its field (``weakened.sp``: a field of a face), what the editor
    allows (a range, a list of choices, or yes/no), and whether the value carries the
    printed-or-estimate tick (counter values do; peoples and stratagems have none)."""

    name: str
    low: int = 0
    high: int = 9
    choices: tuple[str, ...] = ()
    yes_no: bool = False
    flagged: bool = True
    title: str = ""  # marked with QT_TRANSLATE_NOOP("RosterPanel", ...)
    words: tuple[str, ...] = ()  # each choice as a reader says it (QT_TRANSLATE_NOOP)

    def word(self, value: object) -> str:
        """A choice as the interface's language says it; the file's value otherwise."""
        if value in self.choices and self.words:
            return translate("RosterPanel", self.words[self.choices.index(value)])
        return "" if value is None else str(value)

    @property
    def header(self) -> str:
        """The column's title in the interface's language (the rule books' abbreviations,
        1.2, 1.3)."""
        return translate("RosterPanel", self.title) if self.title else self.name


LEADER_COLUMNS = (Column("cc", title=QT_TRANSLATE_NOOP("RosterPanel", "CC")), Column("sr", title=QT_TRANSLATE_NOOP("RosterPanel", "SR")),
                  Column("tb", title=QT_TRANSLATE_NOOP("RosterPanel", "TB")), Column("pc", title=QT_TRANSLATE_NOOP("RosterPanel", "PC")),
                  Column("loyalty", choices=tuple(v.value for v in Loyalty),
                         title=QT_TRANSLATE_NOOP("RosterPanel", "loyalty"),
                         words=(QT_TRANSLATE_NOOP("RosterPanel", "cross"),
                                QT_TRANSLATE_NOOP("RosterPanel", "sun"),
                                QT_TRANSLATE_NOOP("RosterPanel", "none"))))
PEOPLE_COLUMNS = (Column("major", yes_no=True, flagged=False, title=QT_TRANSLATE_NOOP("RosterPanel", "major")),
                  Column("allied_to_rome", yes_no=True, flagged=False,
                         title=QT_TRANSLATE_NOOP("RosterPanel", "allied")))
STRATAGEM_COLUMNS = (Column("phase", choices=("A", "B", "C", "D", "E", "F"), flagged=False,
                            title=QT_TRANSLATE_NOOP("RosterPanel", "phase")),
                     Column("player", choices=tuple(r.value for r in PlayerRole),
                            flagged=False, title=QT_TRANSLATE_NOOP("RosterPanel", "player"),
                            words=("PRIMUS", "SECONDUS",
                                   QT_TRANSLATE_NOOP("RosterPanel", "both"))),
                     Column("removed_after_use", yes_no=True, flagged=False,
                            title=QT_TRANSLATE_NOOP("RosterPanel", "removed after use")))


def unit_columns(dioceses: tuple[str, ...]) -> tuple[Column, ...]:
    """The units' columns: category and band (limitanei), both faces, movement (1.3)."""
    return (Column("category", choices=tuple(c.value for c in Category),
                   title=QT_TRANSLATE_NOOP("RosterPanel", "cat.")),
            Column("diocese", choices=dioceses, title=QT_TRANSLATE_NOOP("RosterPanel", "band")),
            Column("normal.sp", 0, 50, title=QT_TRANSLATE_NOOP("RosterPanel", "SP")),
            Column("normal.qu", title=QT_TRANSLATE_NOOP("RosterPanel", "QU")),
            Column("normal.tb", title=QT_TRANSLATE_NOOP("RosterPanel", "TB")),
            Column("weakened.sp", 0, 50, title=QT_TRANSLATE_NOOP("RosterPanel", "wSP")),
            Column("weakened.qu", title=QT_TRANSLATE_NOOP("RosterPanel", "wQU")),
            Column("weakened.tb", title=QT_TRANSLATE_NOOP("RosterPanel", "wTB")),
            Column("movement", 1, 9, title=QT_TRANSLATE_NOOP("RosterPanel", "MP")))


def read_value(record: dict[str, Any], name: str) -> Any:
    face, _dot, value = name.rpartition(".")
    holder = record.get(face) if face else record
    return holder.get(value) if isinstance(holder, dict) else None


def write_value(record: dict[str, Any], name: str, value: Any) -> None:
    """Set a value (``face.key`` in a face); an empty text removes it, and its holder
    when nothing is left there (a name in one language: ``names.fr``, issue 34)."""
    face, _dot, key = name.rpartition(".")
    holder = record.setdefault(face, {}) if face else record
    if isinstance(value, str) and not value.strip():
        holder.pop(key, None)
        if face and not holder:
            record.pop(face, None)
        return
    holder[key] = value.strip() if isinstance(value, str) else value


def set_value(records: list[dict[str, Any]], ident: str, name: str, value: Any,
              printed: bool) -> list[dict[str, Any]]:
    """The records with one value of one counter set, and its printed tick set."""
    out = copy.deepcopy(records)
    for record in out:
        if record.get("id") != ident:
            continue
        if value is not None:
            write_value(record, name, value)
        ticks = [v for v in record.get("printed") or [] if v != name]
        if printed:
            ticks.append(name)
        if ticks:
            record["printed"] = ticks
        else:
            record.pop("printed", None)
    return out


class ValueDelegate(QStyledItemDelegate):
    """A spin box (or a list, for loyalty) limited to the values the schema allows."""

    def __init__(self, columns: tuple[Column, ...], first: int) -> None:
        super().__init__()
        self.columns = columns
        self.first = first

    def column(self, index: Index) -> Column | None:
        i = index.column() - self.first
        return self.columns[i] if 0 <= i < len(self.columns) else None

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        col = self.column(index)
        if col is None:
            return super().createEditor(parent, option, index)
        if col.choices:
            box = QComboBox(parent)
            for value in col.choices:  # the reader's words; the file's value as data
                box.addItem(col.word(value), value)
            return box
        spin = QSpinBox(parent)
        spin.setRange(col.low, col.high)
        return spin

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        """A choice is shown in the reader's words (loyalty: cross, sun; 1.2)."""
        super().initStyleOption(option, index)
        col = self.column(index)
        if col is not None and col.words:
            option.text = col.word(index.data(Qt.ItemDataRole.EditRole))

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(str(value))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,
                     index: Index) -> None:
        if isinstance(editor, QSpinBox):
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


class RosterTable(QTableWidget):
    """One list of the roster (``leaders`` or ``units``) as a table of values."""

    value_edited = Signal(object, object)  # undo text (a Wording), {key: records}

    def __init__(self, key: str, columns: tuple[Column, ...], info: Callable[[dict[str, Any]],
                                                                            str]) -> None:
        super().__init__(0, 2 + len(columns))
        self.key = key
        self.columns = columns
        self.info = info
        self.records: list[dict[str, Any]] = []
        self._shown: list[dict[str, Any]] = []  # the records the rows show, in order
        self._filling = False
        self.setHorizontalHeaderLabels([translate("RosterPanel", "Name"), ""] + [c.header for c in columns])
        self.setItemDelegate(ValueDelegate(columns, 2))
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        for c in range(2 + len(columns)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.setColumnHidden(1, key in ("leaders", "units"))  # the people is in the tooltip
        self.itemChanged.connect(self._item_changed)

    def fill(self, records: list[dict[str, Any]], words: list[str]) -> None:
        """Show the records matching ``words``. When the same counters are shown, only the
        rows whose values changed are filled again (a value typed in updates one row, not
        the thousand cells of the table)."""
        self.records = records
        shown = [r for r in records if all(w in f"{r.get('name', '')} {r.get('id', '')} "
                                           f"{self.info(r)}".casefold() for w in words)]
        same = [r.get("id") for r in shown] == [r.get("id") for r in self._shown]
        self._filling = True
        try:
            if not same:
                self.setRowCount(len(shown))
            for row, record in enumerate(shown):
                if not same or record != self._shown[row]:
                    self._fill_row(row, record)
        finally:
            self._filling = False
        self._shown = list(shown)  # edits replace records, never change one in place

    def _fill_row(self, row: int, record: dict[str, Any]) -> None:
        name = QTableWidgetItem(str(record.get("name", record.get("id"))))
        name.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        name.setData(Qt.ItemDataRole.UserRole, record.get("id"))
        name.setToolTip(" · ".join(str(v) for v in (record.get("id"), self.info(record)) if v))
        self.setItem(row, 0, name)
        info = QTableWidgetItem(self.info(record))
        info.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.setItem(row, 1, info)
        printed = set(record.get("printed") or [])
        for i, col in enumerate(self.columns):
            item = self._cell(col, read_value(record, col.name), col.name in printed)
            item.setData(Qt.ItemDataRole.UserRole, col.name)
            self.setItem(row, 2 + i, item)

    @staticmethod
    def _cell(col: Column, value: Any, entered: bool) -> QTableWidgetItem:
        item = QTableWidgetItem()
        editable = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if col.yes_no:  # the tick is the value
            item.setFlags(editable | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
            return item
        if value is None:
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            return item
        item.setData(Qt.ItemDataRole.EditRole, value)
        item.setFlags(editable | Qt.ItemFlag.ItemIsEditable)
        if not col.flagged:
            return item
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if entered else Qt.CheckState.Unchecked)
        if not entered:
            font = QFont(item.font())
            font.setItalic(True)
            item.setFont(font)
            item.setForeground(QBrush(ESTIMATE_COLOUR))
        item.setToolTip(translate("RosterPanel", "Entered from the printed counter") if entered else
                        translate("RosterPanel", "Our estimate: type the printed value, or tick it if it "
                                  "is already right"))
        return item

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() < 2:
            return
        ident = self.ident(item.row())
        col = self.columns[item.column() - 2]
        record = next((r for r in self.records if r.get("id") == ident), None)
        if record is None or ident is None:
            return
        checked = item.checkState() == Qt.CheckState.Checked
        before = read_value(record, col.name)
        if col.yes_no:
            value: Any = checked
            ticked = False
        else:
            value = item.data(Qt.ItemDataRole.EditRole)
            ticked = checked and col.flagged
        was_ticked = col.name in (record.get("printed") or [])
        if value != before:
            ticked = col.flagged  # a value typed in comes from the printed counter
        elif ticked == was_ticked:
            return
        records = set_value(self.records, ident, col.name, value, ticked)
        name, changed = record.get("name", ident), value != before

        def text() -> str:
            said = value if changed else (translate("RosterPanel", "printed") if ticked
                                          else translate("RosterPanel", "estimate"))
            return translate("RosterPanel", "{name}: {column} {value}").format(
                name=name, column=col.header, value=said)  # the header worded when shown
        self.value_edited.emit(text, {self.key: records})

    def ident(self, row: int) -> str | None:
        item = self.item(row, 0)
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def row_of(self, ident: str) -> int:
        return next((r for r in range(self.rowCount()) if self.ident(r) == ident), -1)


class RosterPanel(QWidget):
    """The Roster tab: leaders, units, peoples and stratagems of the roster file the
    scenario names; ``dioceses`` are the bands a limitanei unit may have."""

    edit = Signal(object, object)  # undo text (a Wording: worded again on a switch), values

    def __init__(self, dioceses: tuple[str, ...]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.where = QLabel()
        self.where.setWordWrap(True)
        layout.addWidget(self.where)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("RosterPanel", "Search the roster…"))
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.leaders = RosterTable("leaders", LEADER_COLUMNS, _leader_info)
        self.units = RosterTable("units", unit_columns(dioceses), _unit_info)
        self.peoples = RosterTable("peoples", PEOPLE_COLUMNS, _people_info)
        self.stratagems = RosterTable("stratagems", STRATAGEM_COLUMNS, _stratagem_info)
        self.tables = (self.leaders, self.units, self.peoples, self.stratagems)
        self.tabs = QTabWidget()
        for table, title in zip(self.tables, (translate("RosterPanel", "Leaders"), translate("RosterPanel", "Units"),
                                              translate("RosterPanel", "Peoples"),
                                              translate("RosterPanel", "Stratagems")), strict=True):
            self.tabs.addTab(table, title)
        layout.addWidget(self.tabs, 1)
        self.names = NamesRow()
        self.names.edited.connect(self._name_edited)
        layout.addWidget(self.names)
        legend = QLabel(translate("RosterPanel", "<i style='color:#7a7a7a'>Grey italics</i>: our "
                                  "estimate. Ticked: entered from the printed counter."))
        legend.setWordWrap(True)
        layout.addWidget(legend)
        for table in self.tables:
            table.value_edited.connect(self.edit)
            table.currentCellChanged.connect(lambda *_cells: self._show_names())
        self.tabs.currentChanged.connect(lambda _i: self._show_names())
        self.search.textChanged.connect(lambda _t: self.refresh())
        self.data: dict[str, Any] | None = None
        self._shown: dict[str, Any] | None = None
        self._stale = False

    def set_roster(self, data: dict[str, Any] | None, where: str) -> None:
        """Show the roster's data; the tables are filled again only when it changed."""
        if data is not None and data == self._shown and where == self.where.text():
            return
        self.data = data
        self._shown = ({k: list(v) if isinstance(v, list) else v for k, v in data.items()}
                       if data is not None else None)  # edits replace records, never change one
        self.where.setText(where)
        self.setEnabled(data is not None)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        """Fill the tables; while the tab is hidden, only once it is shown (a thousand
        cells are not filled for nobody when the designer opens)."""
        self._stale = not self.isVisible()
        if self._stale:
            return
        data = self.data or {}
        words = self.search.text().casefold().split()
        for table in self.tables:
            value = data.get(table.key)
            table.fill([r for r in value if isinstance(r, dict)] if isinstance(value, list)
                       else [], words)
        self._show_names()

    def _selected(self) -> tuple[RosterTable, dict[str, Any]] | None:
        """The table shown and the record of its current row, if it has one."""
        table = self.tabs.currentWidget()
        if not isinstance(table, RosterTable) or table.currentRow() < 0:
            return None
        ident = table.ident(table.currentRow())
        record = next((r for r in table.records if r.get("id") == ident), None)
        return (table, record) if record is not None else None

    def _show_names(self) -> None:
        selected = self._selected()
        self.names.show_record(selected[1] if selected is not None else None)

    def _name_edited(self, code: str, text: str) -> None:
        """A name typed for the selected record in one language: one undoable edit."""
        selected = self._selected()
        if selected is None:
            return
        table, record = selected
        names = record.get("names") if isinstance(record.get("names"), dict) else {}
        if text == str((names or {}).get(code) or ""):
            return
        records = set_value(table.records, str(record.get("id")), f"names.{code}", text, False)
        name = record.get("name", record.get("id"))
        self.edit.emit(lambda: translate("RosterPanel", "{name}: name in {language}").format(
            name=name, language=NamesRow.language_name(code)), {table.key: records})


LANGUAGE_NAMES = (("en", QT_TRANSLATE_NOOP("RosterPanel", "English")),
                  ("fr", QT_TRANSLATE_NOOP("RosterPanel", "French")))
"""The languages a record may be named in beside its default name (``names``)."""


class NamesRow(QWidget):
    """The selected record's name in each language (``names``, issue 34): empty, its
    default name is shown in that language."""

    edited = Signal(str, str)  # language code, the name typed

    def __init__(self) -> None:
        super().__init__()
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        form.addRow(self.title)
        self.lines: dict[str, QLineEdit] = {}
        for code, _language in LANGUAGE_NAMES:
            line = QLineEdit()
            line.editingFinished.connect(
                lambda code=code, line=line: self.edited.emit(code, line.text().strip()))
            self.lines[code] = line
            form.addRow(translate("RosterPanel", "Name in {language}").format(
                language=self.language_name(code)), line)
        self.show_record(None)

    @staticmethod
    def language_name(code: str) -> str:
        return next(translate("RosterPanel", name) for c, name in LANGUAGE_NAMES if c == code)

    def show_record(self, record: dict[str, Any] | None) -> None:
        names = record.get("names") if record is not None else None
        names = names if isinstance(names, dict) else {}
        self.title.setText(translate("RosterPanel", "Names of {name}").format(
            name=record.get("name", record.get("id"))) if record is not None else
            translate("RosterPanel", "Choose a row to name it in each language."))
        for code, line in self.lines.items():
            line.setText(str(names.get(code) or ""))
            line.setPlaceholderText(str(record.get("name", "")) if record is not None else "")
            line.setEnabled(record is not None)


def _leader_info(record: dict[str, Any]) -> str:
    return str(record.get("people") or "")


def _unit_info(record: dict[str, Any]) -> str:
    return str(record.get("people") or "")


def _people_info(record: dict[str, Any]) -> str:
    return translate("RosterPanel", "band {dioceses}").format(
        dioceses=", ".join(str(d) for d in record.get("entry_band") or []))


def _stratagem_info(record: dict[str, Any]) -> str:
    return str(record.get("note") or "")[:60]
