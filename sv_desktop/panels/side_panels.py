"""Side panels: turn & phase tracker, M/CS and VP tracks, turn track,
diocese control and peoples, and the log of events and dice."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board import public_status, theme
from sv_desktop.board.board_view import Catalogue
from sv_desktop.board.public_status import PHASES, PublicStatus, step_name
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.schemas.scenario import Side


def phase_name(letter: str) -> str:
    """The name of phase ``letter`` (A to F, 2) in the interface's language, or the
    set-up's before turn 1."""
    return public_status.phase_name(letter) or translate("TurnPanel", "set-up")


def _side_html(side: Side | None) -> str:
    if side is None:
        return "—"
    return (f"<span style='background:{theme.SIDE_COLOURS[side]};color:"
            f"{theme.readable_text_on(theme.SIDE_COLOURS[side]).name()};padding:0 4px'>"
            f"&nbsp;{theme.SIDE_NAMES[side]}&nbsp;</span>")


SHORT_PHASE_NAMES = {"A": QT_TRANSLATE_NOOP("PhaseTracker", "Strat."),
                     "B": QT_TRANSLATE_NOOP("PhaseTracker", "Init."),
                     "C": QT_TRANSLATE_NOOP("PhaseTracker", "Geostr."),
                     "D": QT_TRANSLATE_NOOP("PhaseTracker", "Admin."),
                     "E": QT_TRANSLATE_NOOP("PhaseTracker", "Move"),
                     "F": QT_TRANSLATE_NOOP("PhaseTracker", "End")}


class PhaseTracker(QWidget):
    """Phases A to F of rule 2 as six boxes, the current one lit."""

    def __init__(self) -> None:
        super().__init__()
        self.phase = ""
        self.setMinimumHeight(46)
        self.setMinimumWidth(6 * 40 + 4)  # six whole boxes, whatever the labels around it
        self.setMouseTracking(True)

    def set_phase(self, phase: str) -> None:
        self.phase = phase
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(300, 46)

    def _box(self, i: int) -> QRectF:
        w = (self.width() - 4) / len(PHASES)
        return QRectF(2 + i * w, 2, w - 4, self.height() - 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, (letter, _name, _rule) in enumerate(PHASES):
            box = self._box(i)
            current = letter == self.phase
            p.setPen(QPen(QColor("#3b2a12"), 2 if current else 1))
            p.setBrush(QColor("#f0b429") if current else QColor("#efe7d2"))
            p.drawRoundedRect(box, 5, 5)
            f = QFont("DejaVu Sans")
            f.setPixelSize(16)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#1b1b1b") if current else QColor("#6b5d45"))
            p.drawText(box.adjusted(0, 1, 0, -box.height() * 0.42), Qt.AlignmentFlag.AlignCenter,
                       letter)
            f.setPixelSize(8)
            f.setBold(current)
            p.setFont(f)
            short = SHORT_PHASE_NAMES.get(letter)
            p.drawText(box.adjusted(1, box.height() * 0.5, -1, 0), Qt.AlignmentFlag.AlignCenter,
                       translate("PhaseTracker", short) if short else "")
        p.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        for i, (letter, _name, rule) in enumerate(PHASES):
            if self._box(i).contains(event.position()):
                QToolTip.showText(event.globalPosition().toPoint(), translate(
                    "PhaseTracker", "Phase {letter}: {name} (rule {rule})").format(
                        letter=letter, name=phase_name(letter), rule=rule), self)
                return


class TrackRow(QWidget):
    """A row of boxes: M/CS left (filled) out of a total, for one side (2.D, E.3)."""

    def __init__(self, side: Side) -> None:
        super().__init__()
        self.side = side
        self.left = 0
        self.total = 0
        self.setMinimumHeight(22)

    def set_values(self, left: int, total: int) -> None:
        self.left, self.total = left, total
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = max(self.total, self.left, 1)
        size = min(20.0, (self.width() - 4) / max(n, 1) - 3)
        colour = QColor(theme.SIDE_COLOURS[self.side])
        for i in range(n):
            box = QRectF(2 + i * (size + 3), 1, size, size)
            p.setPen(QPen(QColor("#3b2a12"), 1))
            p.setBrush(colour if i < self.left else QColor("#f4efe2"))
            p.drawRoundedRect(box, 3, 3)
        p.end()


class TurnTrack(QWidget):
    """Year boxes from the first to the last turn, with markers on future boxes."""

    BOX = 34

    def __init__(self) -> None:
        super().__init__()
        self.status: PublicStatus | None = None
        self.setMouseTracking(True)
        self.setMinimumHeight(46)

    def set_status(self, status: PublicStatus) -> None:
        self.status = status
        n = status.end_year - status.start_year + 1
        extra = max([y for y in status.turn_track] + [status.end_year]) - status.end_year
        self.setFixedWidth((n + max(extra, 0)) * self.BOX + 4)
        self.update()

    def _years(self) -> list[int]:
        s = self.status
        if s is None:
            return []
        last = max([y for y in s.turn_track] + [s.end_year])
        return list(range(s.start_year, last + 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.status is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont("DejaVu Sans Condensed")
        f.setPixelSize(10)
        for i, year in enumerate(self._years()):
            box = QRectF(2 + i * self.BOX, 2, self.BOX - 3, 20)
            current = year == self.status.year
            beyond = year > self.status.end_year
            fill = QColor("#f0b429") if current else QColor("#d7cfb8" if beyond else "#efe7d2")
            if year < self.status.year:
                fill = QColor("#c9c2ae")
            p.setPen(QPen(QColor("#3b2a12"), 2 if current else 1))
            p.setBrush(fill)
            p.drawRect(box)
            f.setBold(current)
            p.setFont(f)
            p.setPen(QColor("#1b1b1b"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(year))
            markers = self.status.turn_track_ids.get(year, [])
            for k, m in enumerate(markers[:3]):
                chip = QRectF(box.left() + 2, 24 + k * 7, box.width() - 4, 6)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QBrush(_marker_colour(m)))
                p.drawRoundedRect(chip, 2, 2)
        p.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        i = int((event.position().x() - 2) // self.BOX)
        years = self._years()
        if self.status is None or not 0 <= i < len(years):
            return
        year = years[i]
        markers = self.status.turn_track.get(year, [])
        text = translate("TurnTrack", "AD {year}").format(year=year) + (
            "" if not markers else "<br>" + "<br>".join(escape(m) for m in markers))
        QToolTip.showText(event.globalPosition().toPoint(), text, self)


def _marker_colour(marker: str) -> QColor:
    """A turn-track chip's colour by what its marker is (its id: "constantinopolis",
    "fleet:…", "people:…"), never by its words, which follow the language."""
    kind = marker.partition(":")[0]
    if kind == "constantinopolis":
        return QColor("#7a1f8b")
    if kind == "fleet":
        return QColor("#27496d")
    return QColor("#4f7b3b")


class TurnPanel(QWidget):
    """Year, phase A–F, initiative, M/CS and VP tracks, and the turn track."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.phases = PhaseTracker()
        layout.addWidget(self.phases)
        self.step = QLabel()
        self.step.setWordWrap(True)
        layout.addWidget(self.step)
        self.mcs_rows: dict[Side, TrackRow] = {}
        self.vp_labels: dict[Side, QLabel] = {}
        mcs_title = QLabel(translate("TurnPanel", "<b>M/CS left</b> (2.D, E.3)"))
        mcs_title.setToolTip(translate(
            "TurnPanel", "Movement/combat sequences each player still has this turn (2.D)"))
        layout.addWidget(mcs_title)
        for side in Side:
            row = QHBoxLayout()
            name = QLabel(theme.SIDE_NAMES[side])
            name.setMinimumWidth(78)
            row.addWidget(name)
            track = TrackRow(side)
            self.mcs_rows[side] = track
            row.addWidget(track, 1)
            layout.addLayout(row)
        vp = QHBoxLayout()
        vp_title = QLabel(translate("TurnPanel", "<b>VP</b> (10)"))
        vp_title.setToolTip(translate("TurnPanel", "Victory points scored so far (10.1, 10.2)"))
        vp.addWidget(vp_title)
        for side in Side:
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.RichText)
            self.vp_labels[side] = label
            vp.addWidget(label)
        vp.addStretch(1)
        layout.addLayout(vp)
        self.track_title = QLabel(translate(
            "TurnPanel", "<b>Turn track</b> — markers on future years (3.1.2, 9.2, 9.4)"))
        self.track_title.setWordWrap(True)
        layout.addWidget(self.track_title)
        self.turn_track = TurnTrack()
        scroll = QScrollArea()
        scroll.setWidget(self.turn_track)
        scroll.setFixedHeight(66)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.track_scroll = scroll
        layout.addWidget(scroll)
        layout.addStretch(1)

    def set_status(self, s: PublicStatus) -> None:
        year = translate("TurnPanel", "AD {year}").format(year=s.year)
        name = phase_name(s.phase)
        where = translate("TurnPanel", "Phase {letter}: {name}").format(
            letter=s.phase, name=name) if s.phase else name
        over = translate("TurnPanel", " — game over") if s.over else ""
        heading = f"<span style='font-size:15pt'><b>{year}</b></span>&nbsp;&nbsp;{where}{over}"
        self.title.setText(heading)
        self.phases.set_phase(s.phase)
        parts = []
        words = step_name(s.step, s.phase)
        if words:
            parts.append(escape(words))
        if s.initiative:
            parts.append(translate("TurnPanel", "Initiative: {side}").format(
                side=_side_html(s.initiative)))
        if s.phasing and s.phase == "E":
            parts.append(translate("TurnPanel", "Moving: {side}").format(
                side=_side_html(s.phasing)))
        if s.event:
            parts.append(escape(s.event) + " <small>"
                         + translate("TurnPanel", "(events table)") + "</small>")
        self.step.setText("<br>".join(parts) if parts else
                          translate("TurnPanel", "Scenario set-up, before turn 1"))
        total = max(s.mcs_total, *(s.mcs_left.values() or [0]))
        for side, row in self.mcs_rows.items():
            left = s.mcs_left.get(side, 0)
            share = (total + (1 if side == s.initiative else 0)) // 2 if total else left
            row.set_values(left, max(share, left))
        for side, label in self.vp_labels.items():
            score = f"{_side_html(side)} <b>{s.vp.get(side, 0)}</b>"
            label.setText(score)
        self.turn_track.set_status(s)
        x = (s.year - s.start_year) * TurnTrack.BOX
        self.track_scroll.ensureVisible(x, 10, 60, 10)
        self._hold_wrapped_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._hold_wrapped_lines()

    def _hold_wrapped_lines(self) -> None:
        """The wrapped labels ask for the height their lines take at their width, so the
        dock keeps room for all of them (a long event, French's longer words): a layout
        alone counts a wrapped label's least height as if it were wide."""
        for label in (self.step, self.track_title):
            needed = label.heightForWidth(label.width()) if label.width() > 0 else -1
            if needed > 0 and needed != label.minimumHeight():
                label.setMinimumHeight(needed)


class ControlPanel(QWidget):
    """Who controls each diocese (3.7.3), and the peoples at war (4.2, 4.4)."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(QLabel(translate("ControlPanel", "<b>Dioceses</b> (3.7.3)")))
        self.dioceses = _table([translate("ControlPanel", "Diocese"),
                                translate("ControlPanel", "Controller")])
        layout.addWidget(self.dioceses, 3)
        layout.addWidget(QLabel(translate("ControlPanel", "<b>Peoples</b> (4.2, 4.4.1)")))
        self.peoples = _table([translate("ControlPanel", "People"),
                               translate("ControlPanel", "Status"),
                               translate("ControlPanel", "Controller")])
        layout.addWidget(self.peoples, 4)

    def set_status(self, cat: Catalogue, s: PublicStatus) -> None:
        dioceses = cat.game_map.dioceses
        self.dioceses.setRowCount(len(dioceses))
        for row, d in enumerate(dioceses):
            name = QTableWidgetItem(d.name)
            name.setBackground(QColor(theme.mix(d.colour, "#ffffff", 0.45)))
            capital = next((z.city for z in cat.game_map.zones
                            if z.diocese == d.id and z.capital), None)
            name.setToolTip(translate("ControlPanel", "{diocese} — imperial capital {city}")
                            .format(diocese=d.name, city=capital) if capital else d.name)
            self.dioceses.setItem(row, 0, name)
            self.dioceses.setItem(row, 1, _side_item(s.diocese_control.get(d.id)))
        self.peoples.setRowCount(len(s.peoples))
        for row, p in enumerate(s.peoples):
            name = QTableWidgetItem(p.name + (" ★" if p.major else ""))
            name.setToolTip(translate("ControlPanel", "Major people (4.1)") if p.major
                            else translate("ControlPanel", "Minor people (4.1)"))
            self.peoples.setItem(row, 0, name)
            status = translate("ControlPanel", "at war") if p.at_war else (
                translate("ControlPanel", "pacified to {year}").format(year=p.pacified_until)
                if p.pacified_until else translate("ControlPanel", "at peace"))
            item = QTableWidgetItem(status)
            if p.at_war:
                item.setForeground(QColor("#a01f14"))
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            self.peoples.setItem(row, 1, item)
            self.peoples.setItem(row, 2, _side_item(p.controller if p.at_war else None))


def _table(headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    t.verticalHeader().setDefaultSectionSize(20)
    return t


def _side_item(side: Side | None) -> QTableWidgetItem:
    item = QTableWidgetItem(theme.SIDE_NAMES[side] if side else "—")
    if side is not None:
        item.setBackground(QColor(theme.SIDE_COLOURS[side]))
        item.setForeground(theme.readable_text_on(theme.SIDE_COLOURS[side]))
    return item


LogRow = tuple[str, str, str, tuple[int, int] | None]
"""A line of the log panel: when, the text, its rule, and (sides, value) for a die."""


class LogPanel(QWidget):
    """Events and dice of the game, each citing its rule paragraph."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.show_dice = QCheckBox(translate("LogPanel", "Show dice rolls"))
        self.show_dice.setChecked(True)
        self.show_dice.toggled.connect(lambda _v: self._render())
        layout.addWidget(self.show_dice)
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        layout.addWidget(self.view)
        self.entries: list[LogRow] = []
        self._last_when = ""

    def set_entries(self, entries: list[LogRow]) -> None:
        """Show ``entries``; lines added at the end are appended, not re-rendered."""
        old = self.entries
        if entries == old:
            return
        grows = len(entries) > len(old) and (not old or entries[len(old) - 1] == old[-1])
        self.entries = list(entries)
        if grows and self.view.document().characterCount() > 1:
            self._append(entries[len(old):])
        else:
            self._render()

    def _row_html(self, when: str, text: str, rule: str, die: tuple[int, int] | None) -> str:
        out = ""
        if when != self._last_when:
            out += (f"<div style='margin-top:4px;color:#6b5d45'><b>{escape(when)}</b></div>")
            self._last_when = when
        tag = f" <span style='color:#7a1f2b'>[{escape(rule)}]</span>" if rule else ""
        icon = f"{_die_face(*die)} " if die is not None else ""
        style = "color:#234a7a" if die is not None else ""
        return out + f"<div style='{style}'>{icon}{escape(text)}{tag}</div>"

    def _visible(self, rows: list[LogRow]) -> list[LogRow]:
        dice = self.show_dice.isChecked()
        return [r for r in rows if dice or r[3] is None]

    def _render(self) -> None:
        self._last_when = ""
        html = "".join(self._row_html(*row) for row in self._visible(self.entries))
        self.view.setHtml(html)
        self._scroll_to_end()

    def _append(self, rows: list[LogRow]) -> None:
        for row in self._visible(rows):
            self.view.append(self._row_html(*row))
        self._scroll_to_end()

    def _scroll_to_end(self) -> None:
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())


def _die_face(sides: int, value: int) -> str:
    """The face of a d6 for a d6 roll, a diamond for any other die."""
    if sides == 6 and 1 <= value <= 6:
        return chr(0x267F + value)
    return "◆"
