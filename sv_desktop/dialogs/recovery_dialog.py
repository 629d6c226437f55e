"""Start-up: the games of sessions that ended without closing, offered back.

Every interrupted session (a crash, a killed process, a power cut) left its
journal; each one is listed, newest first. The player resumes one (as an
untitled game: its first Save asks where), discards the ones he does not
want, or keeps them for the next start.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import translate
from sv_desktop.session.journal import Interrupted


@dataclass
class RecoveryChoice:
    """What to do with the interrupted sessions: resume one, discard some."""

    resume: Interrupted | None = None
    discard: list[Interrupted] = field(default_factory=list)


class RecoveryDialog(QDialog):
    """The list of interrupted games, with Resume, Discard and Later."""

    def __init__(self, parent: QWidget | None, sessions: list[Interrupted]) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RecoveryDialog", "Resume an interrupted game?"))
        self.sessions = sessions
        self.choice = RecoveryChoice()
        layout = QVBoxLayout(self)
        intro = QLabel(translate(
            "RecoveryDialog", "These games were still open when Semper Victor last stopped "
            "without closing them. Every decision was journaled: a game resumes exactly "
            "where it was. A resumed game is untitled until you save it."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for session in sessions:
            item = QListWidgetItem(session.describe())
            item.setToolTip(str(session.path))
            if session.problem:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.currentRowChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda _item: self._resume())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.resume_button = QPushButton(translate("RecoveryDialog", "Resume"))
        self.discard_button = QPushButton(translate("RecoveryDialog", "Discard"))
        self.discard_button.setToolTip(translate(
            "RecoveryDialog", "Delete this journal: the game cannot be resumed again"))
        later = QPushButton(translate("RecoveryDialog", "Later"))
        later.setToolTip(translate(
            "RecoveryDialog", "Keep every journal and offer them again at the next start"))
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        self.resume_button.clicked.connect(self._resume)
        self.discard_button.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(680, 340)
        self._update_buttons()

    def _selected(self) -> Interrupted | None:
        row = self.list.currentRow()
        return self.sessions[row] if 0 <= row < len(self.sessions) else None

    def _update_buttons(self) -> None:
        chosen = self._selected()
        self.resume_button.setEnabled(chosen is not None and chosen.problem is None)
        self.discard_button.setEnabled(chosen is not None)

    def _resume(self) -> None:
        chosen = self._selected()
        if chosen is not None and chosen.problem is None:
            self.choice.resume = chosen
            self.accept()

    def _discard(self) -> None:
        chosen = self._selected()
        if chosen is None:
            return
        self.choice.discard.append(chosen)
        row = self.list.currentRow()
        del self.sessions[row]
        self.list.takeItem(row)
        if not self.sessions:
            self.accept()
        self._update_buttons()


def ask_recovery(parent: QWidget | None, sessions: list[Interrupted]) -> RecoveryChoice:
    dialog = RecoveryDialog(parent, list(sessions))
    dialog.exec()
    return dialog.choice
