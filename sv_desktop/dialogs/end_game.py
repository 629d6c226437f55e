"""The end-of-game screen: the victory level (10.3) and a VP chart over the turns."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from sv_desktop.board import theme
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.engine.state import GameResult, VictoryLevel
from sv_model.schemas.scenario import Side

LEVEL_NAMES = {VictoryLevel.DRAW: QT_TRANSLATE_NOOP("EndGameDialog", "Draw"),
               VictoryLevel.VICTORY: QT_TRANSLATE_NOOP("EndGameDialog", "Victory"),
               VictoryLevel.DECISIVE: QT_TRANSLATE_NOOP("EndGameDialog", "Decisive victory"),
               VictoryLevel.DEFINITIVE: QT_TRANSLATE_NOOP("EndGameDialog",
                                                          "Definitive victory")}
"""The levels of 10.3, translated where shown."""


class VpChart(QWidget):
    """Victory points of each side at the end of each turn."""

    def __init__(self, history: list[tuple[int, dict[Side, int]]]) -> None:
        super().__init__()
        self.history = history
        self.setMinimumSize(QSize(520, 260))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf8ef"))
        plot = QRectF(46, 14, self.width() - 62, self.height() - 46)
        p.setPen(QPen(QColor("#3b2a12"), 1))
        p.drawRect(plot)
        if not self.history:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter,
                       translate("EndGameDialog", "No turn completed"))
            return
        years = [y for y, _ in self.history]
        top = max([1] + [v for _, vp in self.history for v in vp.values()])
        y0, y1 = min(years), max(max(years), min(years) + 1)
        font = QFont("DejaVu Sans")
        font.setPixelSize(10)
        p.setFont(font)

        def at(year: int, value: int) -> QPointF:
            x = plot.left() + (year - y0) / (y1 - y0) * plot.width()
            return QPointF(x, plot.bottom() - value / top * plot.height())

        for k in range(5):
            value = round(top * k / 4)
            y = plot.bottom() - value / top * plot.height()
            p.setPen(QPen(QColor("#d8cfb8"), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#3b2a12"))
            p.drawText(QRectF(0, y - 7, 40, 14), Qt.AlignmentFlag.AlignRight, str(value))
        step = max(1, (y1 - y0) // 8)
        for year in range(y0, y1 + 1, step):
            x = at(year, 0).x()
            p.drawText(QRectF(x - 20, plot.bottom() + 4, 40, 14), Qt.AlignmentFlag.AlignCenter,
                       str(year))
        for side in Side:
            path = QPainterPath()
            for i, (year, vp) in enumerate(self.history):
                point = at(year, vp.get(side, 0))
                if i == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
            p.setPen(QPen(QColor(theme.SIDE_COLOURS[side]), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        for i, side in enumerate(Side):
            p.setPen(QPen(QColor(theme.SIDE_COLOURS[side]), 3))
            x = plot.left() + 10 + i * 120
            p.drawLine(QPointF(x, plot.top() + 12), QPointF(x + 22, plot.top() + 12))
            p.setPen(QColor("#1b1b1b"))
            p.drawText(QPointF(x + 28, plot.top() + 16), theme.SIDE_NAMES[side])
        p.end()


class EndGameDialog(QDialog):
    """The VP chart: during the game, the count so far; at the end, the result (10.3)."""

    def __init__(self, result: GameResult | None, vp_now: dict[Side, int],
                 history: list[tuple[int, dict[Side, int]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndGameDialog", "End of the game") if result is not None
                            else translate("EndGameDialog", "Victory chart"))
        layout = QVBoxLayout(self)
        self.headline = QLabel(end_text(result) if result is not None else
                               running_text(vp_now))
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.chart = VpChart(history)
        layout.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 460)


def _score(vp: dict[Side, int]) -> str:
    return " — ".join(translate("EndGameDialog", "{side} {vp} VP").format(
        side=theme.SIDE_NAMES[s], vp=vp.get(s, 0)) for s in Side)


def end_text(result: GameResult) -> str:
    """The headline: who won, how (10.3), and the final VP."""
    name = translate("EndGameDialog", LEVEL_NAMES[result.level])
    head = f"<h2>{name}</h2>" if result.winner is None else "<h2>" + translate(
        "EndGameDialog", "{level} for {side}").format(
            level=name, side=theme.SIDE_NAMES[result.winner]) + "</h2>"
    return head + "<p>" + translate("EndGameDialog", "Final count (10.3): {score}").format(
        score=_score(dict(result.vp))) + "</p>"


def running_text(vp: dict[Side, int]) -> str:
    """The headline while the game goes on: the count so far, not a result."""
    return ("<h2>" + translate("EndGameDialog", "Game in progress") + "</h2><p>"
            + translate("EndGameDialog", "VP so far: {score}").format(score=_score(vp)) + "</p>")
