"""Game ▸ Battle Forecast…: what a battle in the zone on show would give, face by face.

The numbers come from ``sv_model.engine.forecast``, which lets the engine fight the battle
once per die face on a copy of the game; the dialog words them and says what they assume.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from html import escape

from PySide6.QtCore import Qt
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
from sv_model.engine import Game
from sv_model.engine.forecast import BattleForecast, can_forecast, forecast_battle
from sv_model.schemas.scenario import Side

HEADERS = ("Die", "Row", "Result (att. / def.)", "Winner", "Attacker hit", "Defender hit",
           "Leaders killed")


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f} %"


class ForecastDialog(QDialog):
    """The forecast of a battle in one zone; the attacker can be swapped."""

    def __init__(self, game: Game, zone: str, attacker: Side, name: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.zone, self.name = game, zone, name
        self.setWindowTitle(f"Battle forecast — {name(zone)}")
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel("Attacker:"))
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
        self.table.setHorizontalHeaderLabels(list(HEADERS))
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
            self.header.setText(f"No battle in {escape(self.name(self.zone))}: both sides need "
                                "combat units there (8.1).")
            self.table.setRowCount(0)
            self.summary.setText("")
            self.assumptions.setText("")
            return
        f = forecast_battle(eng, st, self.zone, side)
        self.forecast = f
        r = f.report
        shifts = ", ".join(f"{escape(m.label)} {m.value:+d} ({m.rule})" for m in r.shifts)
        mods = ", ".join(f"{escape(m.label)} {m.value:+d} ({m.rule})" for m in r.modifiers)
        self.header.setText(
            f"<b>{escape(theme.SIDE_NAMES[side])}</b> attacks in "
            f"<b>{escape(self.name(self.zone))}</b>: {r.attacker_sp} SP against "
            f"{r.defender_sp} SP, column <b>{escape(r.column)}</b> (8.3)"
            + (f"; shifts: {shifts}" if shifts else "")
            + (f"; die modifiers: {mods}" if mods else "; no die modifier"))
        self.table.setRowCount(len(f.outcomes))
        for i, o in enumerate(f.outcomes):
            cells = (str(o.die), str(o.row), f"{o.result[0]} / {o.result[1]}",
                     theme.SIDE_NAMES[o.winner] if o.winner else "nobody",
                     _hits(o.weakened[side], o.eliminated[side]),
                     _hits(o.weakened[side.other], o.eliminated[side.other]),
                     ", ".join(self.name(x) for x in o.leaders_killed) or "—")
            for c, text in enumerate(cells):
                self.table.setItem(i, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        leaders = sorted({x for o in f.outcomes for x in o.leaders_killed})
        deaths = "; ".join(f"{escape(self.name(x))} {percent(f.death_chance(x))}"
                           for x in leaders) or "none"
        self.summary.setText(
            f"Chance of winning: {escape(theme.SIDE_NAMES[side])} "
            f"{percent(f.win_chance(side))}, {escape(theme.SIDE_NAMES[side.other])} "
            f"{percent(f.win_chance(side.other))}, nobody {percent(f.win_chance(None))}.<br>"
            f"Expected units hit: attacker {float(f.expected_hits(side)):.2f}, defender "
            f"{float(f.expected_hits(side.other)):.2f}.<br>Leaders who may die: {deaths}.")
        self.assumptions.setText("Assumes " + "; ".join(f.assumptions) + ".")


def _hits(weakened: int, eliminated: int) -> str:
    parts = ([f"{weakened} weakened"] if weakened else []) + (
        [f"{eliminated} eliminated"] if eliminated else [])
    return ", ".join(parts) or "—"
