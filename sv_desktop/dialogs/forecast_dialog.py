"""Game ▸ Battle Forecast…: what a battle in the zone on show would give, face by face.

The numbers come from ``sv_model.games.semper_victor.forecast``, which lets the engine fight the battle
once per die face on a copy of the game; the dialog words them and says what they assume.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from html import escape

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, language, translate
from sv_model.engine import Game
from sv_model.engine.messages import word
from sv_model.engine.state import Modifier
from sv_model.games.semper_victor.forecast import BattleForecast, can_forecast, forecast_battle
from sv_model.schemas.scenario import Side

HEADERS = (QT_TRANSLATE_NOOP("ForecastDialog", "Die"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Row"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Result (att. / def.)"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Winner"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Attacker hit"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Defender hit"),
           QT_TRANSLATE_NOOP("ForecastDialog", "Leaders killed"))
"""The table's columns, translated where shown."""


def percent(chance: Fraction) -> str:
    """A chance in whole percent, as the interface's language writes it ("33 %")."""
    return translate("ForecastDialog", "{value} %").format(value=round(float(chance) * 100))


def modifier_list(modifiers: Iterable[Modifier], separator: str) -> str:
    """Column shifts or die modifiers in one line of rich text: each one's words, signed
    value and rule, in the interface's language (8.6)."""
    code = language().value
    return separator.join(f"{escape(m.text(code))} {m.value:+d} ({escape(m.citation(code))})"
                          for m in modifiers)


class ForecastDialog(QDialog):
    """The forecast of a battle in one zone; the attacker can be swapped."""

    def __init__(self, game: Game, zone: str, attacker: Side, name: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.zone, self.name = game, zone, name
        self.setWindowTitle(translate("ForecastDialog", "Battle forecast — {zone}").format(
            zone=name(zone)))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("ForecastDialog", "Attacker:")))
        self.attacker = QComboBox()
        for side in Side:
            self.attacker.addItem(theme.SIDE_NAMES[side], side.value)
        self.attacker.setCurrentIndex(self.attacker.findData(attacker.value))
        row.addWidget(self.attacker)
        row.addStretch(1)
        layout.addLayout(row)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.header)
        self.table = QTableWidget(0, len(HEADERS))
        self.table.setHorizontalHeaderLabels([translate("ForecastDialog", h) for h in HEADERS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        self.assumptions = QLabel()
        self.assumptions.setWordWrap(True)
        self.assumptions.setStyleSheet("color:#5a4a2a")
        layout.addWidget(self.assumptions)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.attacker.currentIndexChanged.connect(lambda _i: self.refresh())
        self.forecast: BattleForecast | None = None
        self.resize(760, 520)
        self.refresh()

    def side(self) -> Side:
        return Side(self.attacker.currentData())

    def refresh(self) -> None:
        side = self.side()
        st, eng = self.game.view(None).public, self.game.engine
        if not can_forecast(st, self.zone, side):
            self.forecast = None
            self.header.setText(translate(
                "ForecastDialog", "No battle in {zone}: both sides need combat units there "
                "(8.1).").format(zone=escape(self.name(self.zone))))
            self.table.setRowCount(0)
            self.summary.setText("")
            self.assumptions.setText("")
            return
        f = forecast_battle(eng, st, self.zone, side)
        self.forecast = f
        r = f.report
        shifts, mods = modifier_list(r.shifts, ", "), modifier_list(r.modifiers, ", ")
        self.header.setText(
            translate("ForecastDialog", "{side} attacks in {zone}: {attacker} SP against "
                      "{defender} SP, column {column} (8.3)").format(
                side=f"<b>{escape(theme.SIDE_NAMES[side])}</b>",
                zone=f"<b>{escape(self.name(self.zone))}</b>", attacker=r.attacker_sp,
                defender=r.defender_sp, column=f"<b>{escape(r.column)}</b>")
            + (translate("ForecastDialog", "; shifts: {shifts}").format(shifts=shifts)
               if shifts else "")
            + (translate("ForecastDialog", "; die modifiers: {mods}").format(mods=mods)
               if mods else translate("ForecastDialog", "; no die modifier")))
        self.table.setRowCount(len(f.outcomes))
        nobody = translate("ForecastDialog", "nobody")
        for i, o in enumerate(f.outcomes):
            cells = (str(o.die), str(o.row), f"{o.result[0]} / {o.result[1]}",
                     theme.SIDE_NAMES[o.winner] if o.winner else nobody,
                     _hits(o.weakened[side], o.eliminated[side]),
                     _hits(o.weakened[side.other], o.eliminated[side.other]),
                     ", ".join(self.name(x) for x in o.leaders_killed) or "—")
            for c, text in enumerate(cells):
                self.table.setItem(i, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        leaders = sorted({x for o in f.outcomes for x in o.leaders_killed})
        deaths = "; ".join(f"{escape(self.name(x))} {percent(f.death_chance(x))}"
                           for x in leaders) or translate("ForecastDialog", "none")
        locale = QLocale()
        self.summary.setText(translate(
            "ForecastDialog", "Chance of winning: {side} {chance}, {other} {other_chance}, "
            "nobody {nobody}.<br>Expected units hit: attacker {attacker}, defender "
            "{defender}.<br>Leaders who may die: {deaths}.").format(
                side=escape(theme.SIDE_NAMES[side]), chance=percent(f.win_chance(side)),
                other=escape(theme.SIDE_NAMES[side.other]),
                other_chance=percent(f.win_chance(side.other)),
                nobody=percent(f.win_chance(None)),
                attacker=locale.toString(float(f.expected_hits(side)), "f", 2),
                defender=locale.toString(float(f.expected_hits(side.other)), "f", 2),
                deaths=deaths))
        between = translate("ForecastDialog", "; ", "between two assumptions")
        self.assumptions.setText(translate("ForecastDialog", "Assumes {assumptions}.").format(
            assumptions=between.join(word(a, language().value) for a in f.assumptions)))


def _hits(weakened: int, eliminated: int) -> str:
    parts = ([translate("ForecastDialog", "%n weakened", None, weakened)] if weakened else []) \
        + ([translate("ForecastDialog", "%n eliminated", None, eliminated)] if eliminated
           else [])
    return ", ".join(parts) or "—"
