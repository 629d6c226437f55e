"""The history browser's widgets: the dock (the tree of ``HistoryModel``, the details of
the chosen decision, its bookmark and note, Branch from here) and the banner laid over
the map while an earlier position is on show."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import translate
from sv_desktop.history.model import BOOKMARK_MARK, EntryRow, HistoryModel


class HistoryDock(QWidget):
    """Emits ``entry_chosen`` (an entry clicked or reached with the keys),
    ``note_edited`` (entry, note or None: bookmark removed) and ``branch_requested``."""

    entry_chosen = Signal(int)
    note_edited = Signal(int, object)
    branch_requested = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.model = HistoryModel()
        self.current: int | None = None
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.toolbar = QToolBar()
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        layout.addWidget(self.toolbar)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.selectionModel().currentChanged.connect(self._on_current)
        self.tree.clicked.connect(self._on_clicked)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.tree)
        split.addWidget(self.details)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        layout.addLayout(self._bookmark_row())
        buttons = QHBoxLayout()
        self.present_button = QPushButton(translate("HistoryDock", "Back to the present"))
        self.present_button.setToolTip(translate("HistoryDock",
                                                 "The game in progress again (Esc)"))
        self.branch_button = QPushButton(translate("HistoryDock", "Branch from here…"))
        self.branch_button.setToolTip(translate(
            "HistoryDock", "Save a new game that stops at this position, to play it another "
            "way. Your game is not changed."))
        self.branch_button.clicked.connect(self._branch)
        buttons.addWidget(self.present_button)
        buttons.addWidget(self.branch_button)
        layout.addLayout(buttons)
        self.set_chosen(None, "", None)

    def _bookmark_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.bookmark_box = QCheckBox(f"{BOOKMARK_MARK} " + translate("HistoryDock", "Bookmark"))
        self.bookmark_box.setToolTip(translate(
            "HistoryDock", "Mark this position; bookmarks and notes are saved with the game"))
        self.bookmark_box.toggled.connect(self._on_bookmark_toggled)
        self.note_edit = QLineEdit()
        self.note_edit.setPlaceholderText(translate("HistoryDock", "Note on this position"))
        self.note_edit.setClearButtonEnabled(True)
        self.note_edit.editingFinished.connect(self._on_note_finished)
        row.addWidget(self.bookmark_box)
        row.addWidget(self.note_edit, 1)
        return row

    def set_rows(self, rows: Sequence[EntryRow]) -> None:
        """Show ``rows`` in the tree; the tree's own changes choose nothing."""
        self._quiet = True
        try:
            self.model.set_rows(rows)
        finally:
            self._quiet = False

    def set_actions(self, actions: Sequence[QAction]) -> None:
        """The navigation buttons (the History menu's own actions)."""
        self.toolbar.clear()
        for action in actions:
            self.toolbar.addAction(action)

    # -- the chosen entry -----------------------------------------------------------------
    def set_chosen(self, number: int | None, html: str, note: str | None) -> None:
        """Show entry ``number``'s details and bookmark (None: the present)."""
        self.current = number
        self._quiet = True
        self.details.setHtml(html or "<p style='color:#6b5d45'>" + translate(
            "HistoryDock", "Click a decision to see the game as it stood after it, read-only, "
            "on the map.") + "</p>")
        self.bookmark_box.setChecked(note is not None)
        self.note_edit.setText(note or "")
        for widget in (self.bookmark_box, self.note_edit, self.branch_button,
                       self.present_button):
            widget.setEnabled(number is not None)
        if number is None:
            self.tree.clearSelection()
        else:
            index = self.model.index_of_entry(number)
            self.tree.setCurrentIndex(index)
            self.tree.scrollTo(index)
        self._quiet = False

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._quiet:
            return
        number = self.model.entry_at(current)
        if number is not None:
            self.entry_chosen.emit(number)

    def _on_clicked(self, index: QModelIndex) -> None:
        number = self.model.entry_at(index)
        if number is not None and number != self.current:
            self.entry_chosen.emit(number)

    def _on_bookmark_toggled(self, on: bool) -> None:
        if self._quiet or self.current is None:
            return
        self.note_edited.emit(self.current, self.note_edit.text().strip() if on else None)

    def _on_note_finished(self) -> None:
        if self._quiet or self.current is None:
            return
        text = self.note_edit.text().strip()
        if text or self.bookmark_box.isChecked():
            self.note_edited.emit(self.current, text)

    def _branch(self) -> None:
        if self.current is not None:
            self.branch_requested.emit(self.current)


class HistoryBanner(QFrame):
    """"Viewing AD 312, phase E — read-only", across the top of the map."""

    def __init__(self, over: QWidget) -> None:
        super().__init__(over)
        self.setObjectName("history_banner")
        self.setStyleSheet("#history_banner{background:#3b2f1c;border:1px solid #c9a45c;"
                           "border-radius:4px} QLabel{color:#f4e7c5;font-weight:bold}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        self.label = QLabel()
        layout.addWidget(self.label)
        self.button = QPushButton(translate("HistoryBanner", "Return to the present (Esc)"))
        layout.addWidget(self.button)
        over.installEventFilter(self)
        self.hide()

    def show_text(self, text: str) -> None:
        self.label.setText(text)
        self.adjustSize()
        self._place()
        self.show()
        self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            width = min(self.sizeHint().width(), max(parent.width() - 16, 100))
            self.resize(width, self.sizeHint().height())
            self.move(max((parent.width() - width) // 2, 0), 8)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
