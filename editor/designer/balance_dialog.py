"""File ▸ Balance Report…: N seeded games of the scenario as it stands (random moves, or the
computer opponent at a level in both seats, easy by default), run in the
background with a progress bar and a Cancel button, then the win rate per side with its
95% interval, the spread of the final VP and the victory levels (10.3), as charts.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board.theme import SIDE_COLOURS
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.balance import LEVELS, BalanceCancelled, BalanceReport, GameOutcome, run_balance
from sv_model.engine.state import VictoryLevel
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side

DRAW_COLOUR = "#9a9a9a"
PLAYERS = (("random", QT_TRANSLATE_NOOP("BalanceDialog", "random legal moves")), ("easy", QT_TRANSLATE_NOOP("BalanceDialog", "the easy AI")),
           ("normal", QT_TRANSLATE_NOOP("BalanceDialog", "the normal AI")), ("hard", QT_TRANSLATE_NOOP("BalanceDialog", "the hard AI")))
LEVEL_NAMES = {VictoryLevel.DEFINITIVE: QT_TRANSLATE_NOOP("BalanceDialog", "definitive"),
               VictoryLevel.DECISIVE: QT_TRANSLATE_NOOP("BalanceDialog", "decisive"),
               VictoryLevel.VICTORY: QT_TRANSLATE_NOOP("BalanceDialog", "victory"), VictoryLevel.DRAW: QT_TRANSLATE_NOOP("BalanceDialog", "draw")}
"""The victory levels of 10.3."""


def percent(rate: float) -> str:
    """A rate as a whole percentage, in the interface's typography."""
    return translate("BalanceDialog", "{value}%").format(value=round(rate * 100))


class BalanceWorker(QThread):
    """Plays the games off the GUI thread; ``cancel`` stops it between two actions."""

    game_done = Signal(object)  # GameOutcome
    report_ready = Signal(object)  # BalanceReport, or None when cancelled

    def __init__(self, bundle: ScenarioBundle, seeds: list[int], level: str = "random") -> None:
        super().__init__()
        self.bundle = bundle
        self.seeds = seeds
        self.level = level
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            report = run_balance(self.bundle, self.seeds, progress=self.game_done.emit,
                                 cancelled=lambda: self._cancel, level=self.level)
        except BalanceCancelled:
            self.report_ready.emit(None)
            return
        self.report_ready.emit(report)


class BalanceChart(QWidget):
    """Three charts: win rate with its interval, VP margin histogram, victory levels."""

    def __init__(self) -> None:
        super().__init__()
        self.report: BalanceReport | None = None
        self.setMinimumSize(560, 300)

    def set_report(self, report: BalanceReport | None) -> None:
        self.report = report
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        if self.report is None or not self.report.games:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             translate("BalanceDialog", "Run the games to see the charts"))
            return
        w = self.width() / 3
        h = float(self.height())
        self._win_rates(painter, QRectF(0, 0, w, h))
        self._margins(painter, QRectF(w, 0, w, h))
        self._levels(painter, QRectF(2 * w, 0, w, h))

    @staticmethod
    def _frame(painter: QPainter, area: QRectF, title: str) -> QRectF:
        font = QFont(painter.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#222222"))
        painter.drawText(area.adjusted(8, 4, -8, 0), Qt.AlignmentFlag.AlignHCenter, title)
        font.setBold(False)
        painter.setFont(font)
        return area.adjusted(28, 28, -12, -36)

    def _bar(self, painter: QPainter, plot: QRectF, i: int, n: int, value: float,
             colour: str, label: str) -> QRectF:
        slot = plot.width() / n
        bar = QRectF(plot.left() + i * slot + slot * 0.2, plot.bottom() - value * plot.height(),
                     slot * 0.6, value * plot.height())
        painter.fillRect(bar, QColor(colour))
        painter.setPen(QColor("#222222"))
        painter.drawText(QRectF(plot.left() + i * slot, plot.bottom() + 2, slot, 30),
                         Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, label)
        return bar

    def _win_rates(self, painter: QPainter, area: QRectF) -> None:
        assert self.report is not None
        plot = self._frame(painter, area, translate("BalanceDialog", "Win rate (95% interval)"))
        painter.setPen(QColor("#bbbbbb"))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        for i, side in enumerate(Side):
            rate = self.report.win_rate(side)
            bar = self._bar(painter, plot, i, 2, rate.rate, SIDE_COLOURS[side],
                            f"{side.value} {percent(rate.rate)}")
            x = bar.center().x()
            pen = QPen(QColor("#222222"), 2)
            painter.setPen(pen)
            top, low = (plot.bottom() - rate.high * plot.height(),
                        plot.bottom() - rate.low * plot.height())
            painter.drawLine(int(x), int(top), int(x), int(low))
            for y in (top, low):
                painter.drawLine(int(x - 6), int(y), int(x + 6), int(y))

    def _margins(self, painter: QPainter, area: QRectF) -> None:
        assert self.report is not None
        plot = self._frame(painter, area, translate("BalanceDialog", "Final VP: PRIMUS − SECONDUS"))
        bins = self.report.histogram()
        top = max(c for _lo, _hi, c in bins) or 1
        for i, (lo, hi, count) in enumerate(bins):
            colour = SIDE_COLOURS[Side.PRIMUS] if lo > 0 else SIDE_COLOURS[Side.SECONDUS] \
                if hi < 0 else DRAW_COLOUR
            label = str(lo) if lo == hi else f"{lo}…{hi}" if len(bins) <= 5 else str(lo)
            self._bar(painter, plot, i, len(bins), count / top, colour, label)

    def _levels(self, painter: QPainter, area: QRectF) -> None:
        """Horizontal bars, one per winner and level, strongest first."""
        assert self.report is not None
        plot = self._frame(painter, area, translate("BalanceDialog", "Victory levels (10.3)")).adjusted(
            -20, 0, 0, 30)
        counts = self.report.levels()
        rows = [(side, level) for side in Side for level in LEVELS[:3]] + [(None, "draw")]
        top = max(counts.values()) or 1
        step = plot.height() / len(rows)
        label_w = plot.width() * 0.5
        for i, (side, level) in enumerate(rows):
            y = plot.top() + i * step
            count = counts.get((side, level), 0)
            painter.setPen(QColor("#222222"))
            level_name = translate("BalanceDialog", LEVEL_NAMES[VictoryLevel(level)])
            label = f"{side.value} {level_name}" if side is not None else level_name
            painter.drawText(QRectF(plot.left(), y, label_w - 6, step),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            length = (plot.width() - label_w - 24) * count / top
            painter.fillRect(QRectF(plot.left() + label_w, y + step * 0.2, length, step * 0.6),
                             QColor(SIDE_COLOURS[side] if side is not None else DRAW_COLOUR))
            painter.drawText(QRectF(plot.left() + label_w + length + 4, y, 40, step),
                             Qt.AlignmentFlag.AlignVCenter, str(count))


class BalanceDialog(QDialog):
    """Runs the report and shows it; closing the dialog cancels a run."""

    def __init__(self, bundle: ScenarioBundle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("BalanceDialog", "Balance report — {scenario}").format(
            scenario=bundle.scenario.name))
        self.bundle = bundle
        self.worker: BalanceWorker | None = None
        self.report: BalanceReport | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 10000)
        self.games.setValue(40)
        self.first_seed = QSpinBox()
        self.first_seed.setRange(0, 10**9)
        self.level = QComboBox()
        for value, words in PLAYERS:
            self.level.addItem(translate("BalanceDialog", words), value)
        self.level.setCurrentIndex(self.level.findData("easy"))
        form.addRow(translate("BalanceDialog", "Games"), self.games)
        form.addRow(translate("BalanceDialog", "First seed"), self.first_seed)
        form.addRow(translate("BalanceDialog", "Both sides played by"), self.level)
        layout.addLayout(form)
        note = QLabel(translate("BalanceDialog", "The computer plays each side from that side's view "
                                "only (docs/ai.md); random moves are `semper-victor autoplay "
                                "SCENARIO --seed N`, and the same games replay from the same "
                                "seeds."))
        note.setWordWrap(True)
        layout.addWidget(note)
        self.progress = QProgressBar()
        layout.addWidget(self.progress)
        buttons = QHBoxLayout()
        self.run_button = QPushButton(translate("BalanceDialog", "Run"))
        self.cancel_button = QPushButton(translate("BalanceDialog", "Cancel"))
        self.cancel_button.setEnabled(False)
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.chart = BalanceChart()
        layout.addWidget(self.chart, 1)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.resize(760, 560)

    def start(self) -> None:
        if self.worker is not None:
            return
        first = self.first_seed.value()
        seeds = list(range(first, first + self.games.value()))
        self.progress.setRange(0, len(seeds))
        self.progress.setValue(0)
        count = len(seeds)  # a plain name: lupdate does not read a call among the arguments
        self.summary.setText(translate("BalanceDialog", "Playing %n games…", None, count))
        self.report = None  # the last run's chart goes: it is not this run's
        self.chart.set_report(None)
        self.worker = BalanceWorker(self.bundle, seeds, str(self.level.currentData()))
        self.worker.game_done.connect(self._game_done)
        self.worker.report_ready.connect(self._finished)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.worker.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    def _game_done(self, outcome: GameOutcome) -> None:
        self.progress.setValue(self.progress.value() + 1)

    def _finished(self, report: BalanceReport | None) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.wait()
            worker.deleteLater()
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if report is None:
            self.summary.setText(translate("BalanceDialog", "Cancelled: no report (a partial sample would "
                                           "mislead)."))
            self.chart.set_report(None)
            return
        self.report = report
        self.chart.set_report(report)
        self.summary.setText(describe(report))

    def done(self, result: int) -> None:
        """Closing stops a run first (the thread must not outlive the dialog)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()
        super().done(result)


def describe(report: BalanceReport) -> str:
    """The report in words, for the dialog and for tests."""
    n = len(report.games)
    parts = [translate("BalanceDialog", "%n games.", None, n)]
    for side in Side:
        r = report.win_rate(side)
        parts.append(translate("BalanceDialog", "{side} wins {wins} ({rate}, 95% interval "
                               "{low}–{high}).").format(
            side=side.value, wins=report.wins(side), rate=percent(r.rate), low=percent(r.low),
            high=percent(r.high)))
    draws = report.wins(None)
    if draws:
        parts.append(translate("BalanceDialog", "%n draws.", None, draws))
    margins = sorted(report.margins())
    parts.append(translate("BalanceDialog", "Median VP margin (PRIMUS − SECONDUS): "
                           "{margin}.").format(margin=f"{margins[n // 2]:+d}"))
    return " ".join(parts)
