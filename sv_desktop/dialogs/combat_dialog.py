"""The combat dialog: both forces, odds, shifts, modifiers, die and result (8).

It shows a ``BattleReport`` as it fills in: forces and strength first, then
the odds column with its shifts, every die modifier with its rule, the die,
the row read and the result. While the battle waits for a decision (evasion,
loss allocation by the owner, retreat) the question and its answers appear
at the bottom, so the owner allocates his losses on the report itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.board.board_view import Catalogue, leader_spec, unit_spec
from sv_desktop.board.counters import counter_pixmap
from sv_desktop.board.describe import Namer
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, language, translate
from sv_model.engine.actions import ChooseUnit
from sv_model.schemas.scenario import Side
from sv_model.tables import COLUMNS, MAX_ROW, MIN_ROW, battle_result

if TYPE_CHECKING:
    from sv_model.engine.actions import Action
    from sv_model.engine.core import Decision
    from sv_model.engine.state import BattleReport, GameState, Modifier

RESULT_WORDS = {"E": QT_TRANSLATE_NOOP("CombatDialog", "eliminated"),
                "A": QT_TRANSLATE_NOOP("CombatDialog", "all units weakened"),
                "R": QT_TRANSLATE_NOOP("CombatDialog", "no loss"),
                "1/4": QT_TRANSLATE_NOOP("CombatDialog",
                                         "weakens ¼ as many units as the enemy lost"),
                "1/2": QT_TRANSLATE_NOOP("CombatDialog",
                                         "weakens ½ as many units as the enemy lost"),
                "3/4": QT_TRANSLATE_NOOP("CombatDialog",
                                         "weakens ¾ as many units as the enemy lost")}
"""The results of the battle table (8.4), translated where shown."""


def result_words(result: str) -> str:
    """What a result of the battle table means (8.4), in the interface's language."""
    words = RESULT_WORDS.get(result)
    return translate("CombatDialog", words) if words is not None else result


def force_heading(title: str, side: Side) -> str:
    """A force's heading: "Attacker — PRIMUS", the side in its colour."""
    colour = theme.SIDE_COLOURS[side]
    return (f"<b style='font-size:12pt'>{escape(title)}</b> — "
            f"<span style='color:{colour}'><b>{theme.SIDE_NAMES[side]}</b></span>")


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _modifier_line(m: Modifier, value: str, code: str) -> str:
    """A column shift or die modifier (8.6) in language ``code``: words, value, rule."""
    return translate("CombatDialog", "{modifier}: {value} <small>({rule})</small>").format(
        modifier=escape(m.text(code)), value=value, rule=escape(m.citation(code)))


class ForceBox(QFrame):
    """One side of the battle: its leaders and units as counters, SP and quality."""

    def __init__(self, title: str, side: Side) -> None:
        super().__init__()
        colour = theme.SIDE_COLOURS[side]
        self.setStyleSheet(f"ForceBox{{border:2px solid {colour};border-radius:6px;"
                           "background:#fbf8ef}")
        layout = QVBoxLayout(self)
        head = QLabel(force_heading(title, side))
        head.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(head)
        self.pieces = QListWidget()
        self.pieces.setViewMode(QListWidget.ViewMode.IconMode)
        self.pieces.setIconSize(QSize(52, 52))
        self.pieces.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.pieces.setMovement(QListWidget.Movement.Static)
        self.pieces.setWordWrap(True)
        self.pieces.setGridSize(QSize(96, 92))
        self.pieces.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.pieces.setMinimumHeight(96)
        self.pieces.setMaximumHeight(200)
        layout.addWidget(self.pieces)
        self.totals = QLabel()
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.totals)


class CombatDialog(QDialog):
    """A battle report, live while the battle is being resolved."""

    chosen = Signal(object)
    closed_by_user = Signal(object)  # the report on show when the player closed the dialog

    def __init__(self, cat: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat = cat
        self.namer = Namer(cat)
        self.setWindowTitle(translate("CombatDialog", "Battle"))
        self.setModal(False)
        self.resize(980, 760)
        layout = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.header)
        forces = QHBoxLayout()
        self.attacker = ForceBox(translate("CombatDialog", "Attacker"), Side.PRIMUS)
        self.defender = ForceBox(translate("CombatDialog", "Defender"), Side.SECONDUS)
        forces.addWidget(self.attacker)
        forces.addWidget(self.defender)
        layout.addLayout(forces, 2)
        middle = QHBoxLayout()
        self.odds = QLabel()
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        self.odds.setWordWrap(True)
        self.odds.setAlignment(Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.odds, 2)
        self.table = self._battle_table()
        middle.addWidget(self.table, 3)
        layout.addLayout(middle, 0)
        self.outcome = QLabel()
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        self.decision_box = QWidget()
        self.decision_layout = QVBoxLayout(self.decision_box)
        self.decision_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.decision_box)
        self.notice = QLabel()  # what the status bar says, where the player looks
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color:#a01f14;font-weight:bold")
        self.notice.hide()
        layout.addWidget(self.notice)
        self._quiet = False
        close = QPushButton(translate("CombatDialog", "Close"))
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.report: BattleReport | None = None
        self.option_buttons: list[QPushButton] = []

    def done(self, result: int) -> None:
        """Closed by the player (Close, Esc or the title bar): play mode keeps it closed
        until he asks for it or another battle comes."""
        if self.isVisible() and self.report is not None and not self._quiet:
            self.closed_by_user.emit(replace(self.report))
        super().done(result)

    def hide_quietly(self) -> None:
        """Put away by the game (its battle was undone), not closed by the player."""
        self._quiet = True
        try:
            self.close()
        finally:
            self._quiet = False

    def tell(self, message: str) -> None:
        """A message for the player looking at the dialog ("Not allowed: …")."""
        self.notice.setText(message)
        self.notice.setVisible(bool(message))

    def _battle_table(self) -> QTableWidget:
        rows = list(range(MIN_ROW, MAX_ROW + 1))
        table = QTableWidget(len(rows), len(COLUMNS))
        table.setHorizontalHeaderLabels(list(COLUMNS))
        table.setVerticalHeaderLabels([str(r) for r in rows])
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setToolTip(translate(
            "CombatDialog", "Battle table (8.3, 8.4): columns are odds, rows the modified die; "
            "each cell reads attacker / defender result"))
        font = QFont("DejaVu Sans Condensed")
        font.setPixelSize(10)
        for r, row in enumerate(rows):
            table.setRowHeight(r, 18)
            for c, col in enumerate(COLUMNS):
                a, d = battle_result(col, row)
                item = QTableWidgetItem(f"{a} / {d}")
                item.setFont(font)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        for c in range(len(COLUMNS)):
            table.setColumnWidth(c, 52)
        table.setFixedHeight(table.horizontalHeader().height() + 18 * len(rows) + 6)
        return table

    # -- content ------------------------------------------------------------------------
    def show_report(self, report: BattleReport, state: GameState | None,
                    decision: Decision | None = None,
                    describe: Callable[[Action], str] | None = None, prompt: str = "") -> None:
        """Show ``report``; the units' faces as ``state`` (the public part of the game)
        has them; with ``decision`` (a question of the battle being fought), its options
        as buttons, worded by ``describe``."""
        self.report = report
        zone = self.namer(report.zone)
        live = decision is not None
        self.setWindowTitle(translate("CombatDialog", "Battle at {zone}").format(zone=zone))
        title = translate("CombatDialog", "Battle at {zone}").format(zone=escape(zone))
        when = translate("CombatDialog", "AD {year}").format(year=report.year)
        rules = translate("CombatDialog", "(rules 8.3–8.6)")
        header = (f"<span style='font-size:15pt'><b>{title}</b></span>"
                  f" — {when}  <span style='color:#7a1f2b'>{rules}</span>")
        self.header.setText(header)
        self._fill_force(self.attacker, translate("CombatDialog", "Attacker"), report.attacker,
                         report.attacker_leaders, report.attacker_units, report.attacker_sp,
                         report.attacker_quality, state)
        self._fill_force(self.defender, translate("CombatDialog", "Defender"), report.defender,
                         report.defender_leaders,
                         report.defender_units, report.defender_sp, report.defender_quality,
                         state)
        self.tell("")
        self.odds.setText(self._odds_html(report, live))
        self._highlight_table(report)
        self.outcome.setText(self._result_html(report))
        self._show_decision(decision, prompt, describe if live else None, state)

    def _fill_force(self, box: ForceBox, title: str, side: Side, leaders: tuple[str, ...],
                    units: tuple[str, ...], sp: int, quality: int,
                    state: GameState | None) -> None:
        s = Side(side)
        colour = theme.SIDE_COLOURS[s]
        box.setStyleSheet(f"ForceBox{{border:2px solid {colour};border-radius:6px;"
                          "background:#fbf8ef}")
        head = box.findChild(QLabel)
        if head is not None:
            head.setText(force_heading(title, s))
        box.pieces.clear()
        for lid in leaders:
            leader = self.cat.leaders.get(lid)
            if leader is None:
                continue
            spec = leader_spec(self.cat, leader, s, pax_romana=False, markers=())
            item = QListWidgetItem(QIcon(counter_pixmap(spec)), leader.name)
            item.setToolTip(translate("CombatDialog", "{name}: CC {cc}, SR {sr}, TB {tb}")
                            .format(name=leader.name, cc=leader.cc, sr=leader.sr, tb=leader.tb))
            box.pieces.addItem(item)
        for uid in units:
            unit = self.cat.units.get(uid)
            if unit is None:
                continue
            us = state.units.get(uid) if state is not None else None
            weakened = us is not None and us.weakened
            gone = us is not None and us.status != "map"
            pixmap = counter_pixmap(unit_spec(self.cat, unit, s, weakened))
            icon = QIcon(QIcon(pixmap).pixmap(pixmap.size(), QIcon.Mode.Disabled)) if gone \
                else QIcon(pixmap)
            item = QListWidgetItem(icon, unit.name + (
                "\n" + translate("CombatDialog", "(eliminated)") if gone else ""))
            face = unit.weakened if weakened else unit.normal
            tip = translate("CombatDialog", "{name}: SP {sp}, QU {qu}, TB {tb}").format(
                name=unit.name, sp=face.sp, qu=face.qu, tb=face.tb)
            item.setToolTip(tip + (translate("CombatDialog", " — eliminated") if gone else ""))
            box.pieces.addItem(item)
        box.totals.setText(translate(
            "CombatDialog", "<b>{sp} SP</b> · average quality <b>{quality}</b> (8.6.1)").format(
                sp=sp, quality=quality))

    def _odds_html(self, r: BattleReport, live: bool = True) -> str:
        lines = [translate("CombatDialog", "<b>Odds</b> {attacker} : {defender} SP → column "
                           "<b>{column}</b> <small>(8.3, rounded for the defender)</small>")
                 .format(attacker=r.attacker_sp, defender=r.defender_sp,
                         column=escape(r.base_column or "?"))]
        code = language().value
        for m in r.shifts:
            columns = abs(m.value)
            shift = translate("CombatDialog", "%n column(s)", None, columns)
            sign = "+" if m.value > 0 else "-" if m.value < 0 else ""
            lines.append("&nbsp;&nbsp;" + _modifier_line(m, f"{sign}{shift}", code))
        if r.column:
            lines.append(translate("CombatDialog", "Final column {column}").format(
                column=f"<b style='font-size:13pt'>{escape(r.column)}</b>")
                + (" <small>" + translate("CombatDialog",
                                          "(* in the table: the column before shifts)")
                   + "</small>" if r.base_column and r.base_column != r.column else ""))
        lines.append("<br>" + translate(
            "CombatDialog", "<b>Die modifiers</b> <small>(+ helps the attacker)</small>"))
        if not r.modifiers:
            lines.append("&nbsp;&nbsp;" + translate("CombatDialog", "none"))
        total = 0
        for m in r.modifiers:
            total += m.value
            lines.append("&nbsp;&nbsp;" + _modifier_line(m, f"<b>{_signed(m.value)}</b>", code))
        if r.modifiers:
            lines.append("&nbsp;&nbsp;" + translate("CombatDialog", "total <b>{total}</b>")
                         .format(total=_signed(total)))
        if r.die is not None:
            face = chr(0x267F + r.die) if 1 <= r.die <= 6 else ""
            die = translate("CombatDialog", "die <b>{die}</b>").format(die=r.die)
            row = translate("CombatDialog", "→ row <b>{row}</b> <small>(1d6 + modifiers, "
                            "clamped to {low}…{high})</small>").format(
                                row=r.row, low=MIN_ROW, high=MAX_ROW)
            lines.append(f"<br><span style='font-size:22pt'>{face}</span> "
                         f"<span style='font-size:16pt'>{die}</span> {row}")
        elif live or fought(r):
            lines.append("<br><i>" + translate("CombatDialog", "The die has not been rolled yet.")
                         + "</i>")
        else:
            lines.append("<br><i>" + translate(
                "CombatDialog", "No battle: the defending force left before the die (evasion "
                "8.2, or a stratagem 6.3).") + "</i>")
        return "<br>".join(lines)

    def _cell(self, row: int, col: int) -> QTableWidgetItem:
        item = self.table.item(row, col)
        assert item is not None  # every cell is filled by _battle_table
        return item

    def _highlight_table(self, r: BattleReport) -> None:
        for row in range(self.table.rowCount()):
            for col in range(self.table.columnCount()):
                self._cell(row, col).setBackground(QColor("#ffffff"))
        if r.column in COLUMNS:
            c = COLUMNS.index(r.column)
            for row in range(self.table.rowCount()):
                self._cell(row, c).setBackground(QColor("#fdf0c4"))
            if r.row is not None:
                rr = max(MIN_ROW, min(MAX_ROW, r.row)) - MIN_ROW
                cell = self._cell(rr, c)
                cell.setBackground(QColor("#f0b429"))
                self.table.scrollToItem(cell)
        if r.base_column in COLUMNS and r.base_column != r.column:
            b = COLUMNS.index(r.base_column)
            header = self.table.horizontalHeaderItem(b)
            if header is not None:
                header.setText(f"{r.base_column}*")

    def _result_html(self, r: BattleReport) -> str:
        if not r.result or not r.result[0]:
            return ""
        a, d = r.result
        result = translate("CombatDialog", "Result {attacker} / {defender}").format(
            attacker=escape(a), defender=escape(d))
        parts = [f"<b style='font-size:13pt'>{result}</b>" + translate(
            "CombatDialog", ": attacker {attacker}, defender {defender} (8.4)").format(
                attacker=result_words(a), defender=result_words(d))]
        if r.winner is not None:
            w = Side(r.winner)
            parts.append(translate("CombatDialog", "Winner: {side} (8.5)").format(
                side=f"<b style='color:{theme.SIDE_COLOURS[w]}'>{theme.SIDE_NAMES[w]}</b>"))
        else:
            parts.append(translate("CombatDialog",
                                   "No winner: both stay (see Rules decisions, R/R)"))
        names = self.namer.names
        if r.weakened_units:
            parts.append(translate("CombatDialog", "Weakened: {names}").format(
                names=escape(names(r.weakened_units))))
        if r.eliminated_units:
            parts.append(translate("CombatDialog", "Eliminated: {names}").format(
                names=escape(names(r.eliminated_units))))
        if r.killed_leaders:
            parts.append(translate("CombatDialog", "Leaders killed: {names} (8.5)").format(
                names=escape(names(r.killed_leaders))))
        if r.evaded:
            parts.append(translate("CombatDialog", "Evaded: {names} (8.2)").format(
                names=escape(names(r.evaded))))
        if r.retreat_to:
            parts.append(translate("CombatDialog", "Retreat to {zone} (8.5)").format(
                zone=escape(self.namer(r.retreat_to))))
        parts.extend(escape(n) for n in r.notes)
        return "<br>".join(parts)

    def _show_decision(self, decision: Decision | None, prompt_text: str,
                       describe: Callable[[Action], str] | None,
                       state: GameState | None = None) -> None:
        while self.decision_layout.count():
            item = self.decision_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # gone now, not at the next turn of the event loop
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.option_buttons = []
        if decision is None or describe is None:
            return
        side = Side(decision.player)
        colour = theme.SIDE_COLOURS[side]
        cited = translate("CombatDialog", "(rule {rule})").format(rule=escape(decision.rule))
        question = translate("CombatDialog", "{side}: {prompt}").format(
            side=f"<b style='color:{colour}'>{theme.SIDE_NAMES[side]}</b>",
            prompt=escape(prompt_text)) + f" <span style='color:#7a1f2b'>{cited}</span>"
        prompt = QLabel(question)
        prompt.setTextFormat(Qt.TextFormat.RichText)
        prompt.setWordWrap(True)
        self.decision_layout.addWidget(prompt)
        grid = QGridLayout()
        for i, option in enumerate(decision.options):
            button = QPushButton(describe(option))
            unit_id = option.unit if isinstance(option, ChooseUnit) else None
            if unit_id is not None and unit_id in self.cat.units:
                us = state.units.get(unit_id) if state is not None else None
                weak = us is not None and us.weakened
                button.setIcon(QIcon(counter_pixmap(unit_spec(self.cat, self.cat.units[unit_id],
                                                              side, weak))))
                button.setIconSize(QSize(40, 40))
                if weak:
                    button.setText(translate(
                        "CombatDialog", "{unit} — already weakened: eliminated (8.4.2)")
                        .format(unit=button.text()))
            button.clicked.connect(lambda _c=False, a=option: self.chosen.emit(a))
            grid.addWidget(button, i // 3, i % 3)
            self.option_buttons.append(button)
        holder = QWidget()
        holder.setLayout(grid)
        self.decision_layout.addWidget(holder)


BattleKey = tuple[object, ...]


def battle_key(report: BattleReport | None) -> BattleKey | None:
    """What tells one battle from another (8.1): where, when, who fought with what."""
    if report is None:
        return None
    return (report.year, report.zone, report.attacker, report.defender, report.attacker_units,
            report.defender_units, report.attacker_leaders, report.defender_leaders)


def fought(report: BattleReport) -> bool:
    """Whether the battle of ``report`` happened: a die was rolled or a result read (an
    evasion, 8.2, or Fuite opportune, 6.3, leaves neither)."""
    return report.die is not None or bool(report.result and report.result[0])
