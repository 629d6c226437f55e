"""The history browser's tree: year ▸ phase ▸ decision, as one player may read it.

``entry_rows`` words the entries of ``sv_model.history`` (each decision the reader may
see) without Qt; ``HistoryModel`` holds them as a tree and, when the game moves on,
changes only the rows from the first one that differs. Entries are numbered in the
reader's own list, never by action number: a gap would tell him that the other player
answered a decision he may not see (a stratagem window, 6).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel

from sv_desktop.board import theme
from sv_desktop.common.i18n import language, translate
from sv_desktop.panels.presenters import PRESENTERS
from sv_model.engine.actions import Action, Confirm
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.dice import LogEntry
from sv_model.engine.messages import MessageId, cite
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:  # the history loads when the browser is first opened (cold start)
    from sv_model.history import Entry

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1  # the entry's index in the reader's list
YEAR_ROLE = Qt.ItemDataRole.UserRole + 2
PHASE_ROLE = Qt.ItemDataRole.UserRole + 3
DIE_MESSAGES = (MessageId.DIE_ROLLED, MessageId.DIE_CHOSEN)
BATTLE_MARK = "⚔"
BATTLE_INK = "#8b1a1a"
BOOKMARK_MARK = "★"


@dataclass(frozen=True, slots=True)
class EntryRow:
    """One decision as the tree shows it."""

    year: int
    phase: str
    text: str
    tooltip: str
    side: Side | None
    battle: bool
    note: str | None  # None: not bookmarked


def describe_entry_action(entry: Entry, describe: Callable[[Action], str]) -> str:
    """What was decided, in words (a yes / no with its button's words)."""
    action = entry.action
    if action is None:
        return translate("HistoryModel", "Start of the game")
    if isinstance(action, Confirm) and entry.kind is not None:
        label = PRESENTERS[entry.kind].confirm_label(action.yes)
        if label is not None:
            return label
    return describe(action)


def kind_title(entry: Entry) -> str:
    """The decision's title with its rule, e.g. "Movement (E.1)"."""
    return PRESENTERS[entry.kind].heading() if entry.kind is not None else \
        translate("HistoryModel", "Set-up")


def bookmark_of(entry: Entry, marks: Mapping[int, str]) -> int | None:
    """The bookmarked position this entry shows (from its decision to the next one the
    reader may see), if any."""
    for position in range(entry.first, entry.last + 1):
        if position in marks:
            return position
    return None


def entry_rows(entries: Sequence[Entry], describe: Callable[[Action], str],
               marks: Mapping[int, str], start: int = 0) -> list[EntryRow]:
    """The rows of ``entries``, numbered in the reader's list (see the module docstring)
    from ``start``, the number of the first."""
    rows = []
    for number, entry in enumerate(entries, start=start):
        what = describe_entry_action(entry, describe)
        mark = bookmark_of(entry, marks)
        note = marks[mark] if mark is not None else None
        prefix = (f"{BOOKMARK_MARK} " if note is not None else "") + (
            f"{BATTLE_MARK} " if entry.battle else "")
        short = kind_title(entry).split(" (")[0]  # the title without its rule
        text = what if entry.action is None else f"{number}. {what}" if entry.kind in (
            None, DecisionKind.MOVEMENT) else translate(
                "HistoryModel", "{number}. {kind}: {answer}").format(
                    number=number, kind=short, answer=what)
        who = theme.SIDE_NAMES[entry.player] if entry.player is not None else \
            translate("HistoryModel", "the game")
        tip = f"{kind_title(entry)} — {who}\n{what}" + (f"\n{BOOKMARK_MARK} {note}" if note
                                                      else "")
        rows.append(EntryRow(entry.year, entry.phase, prefix + text, tip, entry.player,
                             entry.battle, note))
    return rows


def entry_html(number: int, entry: Entry, describe: Callable[[Action], str],
               text: Callable[[LogEntry], str]) -> str:
    """The details of one entry: the decision, then every line the reader may read of
    what followed, dice and rules included."""
    who = theme.SIDE_NAMES[entry.player] if entry.player is not None else ""
    head = translate("HistoryModel", "Start of the game") if entry.action is None else (
        translate("HistoryModel", "Decision {number} · {side} · {kind}").format(
            number=number, side=escape(who), kind=escape(kind_title(entry))))
    when = translate("HistoryModel", "AD {year}, phase {phase}").format(
        year=entry.year, phase=entry.phase)
    out = [f"<p style='margin:0'><b>{head}</b><br>{when}"]
    if entry.action is not None:
        out.append(f"<br>{escape(describe_entry_action(entry, describe))}")
    out.append("</p>")
    for line in entry.lines:
        cited = escape(cite(line.rule, language().value))
        rule = f" <span style='color:#7a1f2b'>[{cited}]</span>" if line.rule else ""
        if line.message in DIE_MESSAGES:
            out.append(f"<div style='color:#234a7a'>{_die_face(line)} {escape(text(line))}"
                       f"{rule}</div>")
        else:
            out.append(f"<div>{escape(text(line))}{rule}</div>")
    if not entry.lines:
        out.append("<div style='color:#6b5d45'><i>" + translate("HistoryModel", "Nothing logged.")
                   + "</i></div>")
    return "".join(out)


def _die_face(line: LogEntry) -> str:
    message = line.as_message
    sides, value = message.arg("sides"), message.arg("value")
    if sides == 6 and isinstance(value, int) and 1 <= value <= 6:
        return chr(0x267F + value)
    return "◆"


class HistoryModel(QStandardItemModel):
    """Years, their phases and their decisions; ``ENTRY_ROLE`` on decision rows."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[EntryRow] = []
        self._items: list[QStandardItem] = []

    def set_rows(self, rows: Sequence[EntryRow]) -> int:
        """Show ``rows``. Rows in the same year and phase as before are reworded in place;
        from the first that moves, rows are removed and appended. Returns that index."""
        keep = 0
        limit = min(len(rows), len(self.rows))
        while keep < limit and (rows[keep].year, rows[keep].phase) == (
                self.rows[keep].year, self.rows[keep].phase):
            if rows[keep] != self.rows[keep]:
                _word(self._items[keep], rows[keep])
            keep += 1
        while len(self._items) > keep:
            self._remove_last()
        for row in rows[keep:]:
            self._append(row)
        self.rows = list(rows)
        return keep

    def clear_rows(self) -> None:
        self.clear()
        self.rows, self._items = [], []

    def _append(self, row: EntryRow) -> None:
        root = self.invisibleRootItem()
        year = root.child(root.rowCount() - 1) if root.rowCount() else None
        if year is None or year.data(YEAR_ROLE) != row.year:
            year = _group(translate("HistoryModel", "AD {year}").format(year=row.year),
                          row.year, None)
            root.appendRow(year)
        phase = year.child(year.rowCount() - 1) if year.rowCount() else None
        if phase is None or phase.data(PHASE_ROLE) != row.phase:
            phase = _group(translate("HistoryModel", "Phase {phase}").format(phase=row.phase),
                           row.year, row.phase)
            year.appendRow(phase)
        item = QStandardItem()
        item.setEditable(False)
        item.setData(len(self._items), ENTRY_ROLE)
        _word(item, row)
        phase.appendRow(item)
        self._items.append(item)

    def _remove_last(self) -> None:
        item = self._items.pop()
        root = self.invisibleRootItem()
        parent: QStandardItem | None = item.parent()
        parent = parent if parent is not None else root
        parent.removeRow(item.row())
        while parent is not root and parent.rowCount() == 0:
            above = parent.parent() or root
            above.removeRow(parent.row())
            parent = above

    def index_of_entry(self, number: int) -> QModelIndex:
        return self._items[number].index() if 0 <= number < len(self._items) else QModelIndex()

    def entry_at(self, index: QModelIndex | QPersistentModelIndex) -> int | None:
        """The entry of a row; for a year or a phase, its first decision."""
        item = self.itemFromIndex(index) if index.isValid() else None
        while item is not None:
            number = item.data(ENTRY_ROLE)
            if isinstance(number, int):
                return number
            item = item.child(0) if item.hasChildren() else None
        return None


def _word(item: QStandardItem, row: EntryRow) -> None:
    item.setText(row.text)
    item.setToolTip(row.tooltip)
    colour = QColor(theme.SIDE_COLOURS[row.side]) if row.side is not None else None
    item.setData(colour, Qt.ItemDataRole.DecorationRole)
    font = item.font()
    font.setBold(row.battle)  # a battle stands out whatever the font's ⚔ looks like
    item.setFont(font)
    item.setData(QColor(BATTLE_INK) if row.battle else None, Qt.ItemDataRole.ForegroundRole)


def _group(text: str, year: int, phase: str | None) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(False)
    item.setData(year, YEAR_ROLE)
    item.setData(phase, PHASE_ROLE)
    font = item.font()
    font.setBold(True)
    item.setFont(font)
    return item
