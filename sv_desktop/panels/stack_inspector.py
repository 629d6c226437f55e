"""The stack inspector: every piece in a zone, with its counter and ratings.

During movement it also lets the player choose which units a leader carries
(3.4.1: at most CC units): tick the units, then click or drag to a zone.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board.board_view import PieceView
from sv_desktop.board.counters import counter_pixmap
from sv_desktop.common.i18n import translate


class StackInspector(QWidget):
    """Lists the pieces of one zone. Emits ``piece_selected`` and ``carry_changed``."""

    piece_selected = Signal(str)
    carry_changed = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.title = QLabel(translate("StackInspector",
                                      "Click a stack or a zone to list its pieces."))
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.list = QListWidget()
        self.list.setIconSize(QSize(48, 48))
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.itemClicked.connect(self._on_clicked)
        self.list.itemChanged.connect(self._on_changed)
        layout.addWidget(self.list)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color:#5a4a2a")
        layout.addWidget(self.hint)
        self.zone_id: str | None = None
        self._filling = False
        self._carry_limit: int | None = None

    def show_zone(self, zone_id: str, title: str, pieces: list[PieceView],
                  carry: dict[str, bool] | None = None, carry_limit: int | None = None,
                  hint: str = "") -> None:
        """List ``pieces``; ``carry`` maps unit ids to ticked state when choosing."""
        self.zone_id = zone_id
        self._carry_limit = carry_limit
        self._filling = True
        self.list.clear()
        count = len(pieces)
        how_many = translate("StackInspector", "%n piece(s)", None, count)
        heading = f"<b>{title}</b> — {how_many}"
        self.title.setText(heading)
        for p in pieces:
            item = QListWidgetItem(QIcon(counter_pixmap(p.spec)), p.detail)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            item.setToolTip(p.detail)
            if carry is not None and p.id in carry:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if carry[p.id]
                                   else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self._filling = False

    def clear(self) -> None:
        self.zone_id = None
        self.list.clear()
        self.title.setText(translate("StackInspector",
                                     "Click a stack or a zone to list its pieces."))
        self.hint.clear()
        self.hint.hide()

    def carried(self) -> list[str]:
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if (item.flags() & Qt.ItemFlag.ItemIsUserCheckable
                    and item.checkState() == Qt.CheckState.Checked):
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def _on_clicked(self, item: QListWidgetItem) -> None:
        self.piece_selected.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _on_changed(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        carried = self.carried()
        if self._carry_limit is not None and len(carried) > self._carry_limit:
            self._filling = True
            item.setCheckState(Qt.CheckState.Unchecked)
            self._filling = False
            limit = self._carry_limit
            self.hint.setText(translate(
                "StackInspector", "A leader carries at most %n unit(s) (his CC, 3.4.1).", None,
                limit))
            self.hint.show()
            return
        self.carry_changed.emit(carried)
