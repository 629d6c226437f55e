"""The "AI plans" panel: the answers the computer weighed at its last decision.

Hidden by default (Game ▸ Show AI Plans). It lists the best alternatives of the last
``Choice`` with their values in VP for the computer's side, the chosen one first in
bold. Before a human opponent it never shows what would tell him the computer's hand:
nothing of a secret decision, no alternative naming a stratagem
(``ai_notes.public_alternatives``).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, language, translate
from sv_model.engine.actions import Action
from sv_model.engine.messages import NameOf

if TYPE_CHECKING:  # the AI is imported when a computer's seat first plays (cold start)
    from sv_model.ai.players import Scored

EMPTY = QT_TRANSLATE_NOOP("AiPlansPanel",
                          "The computer has not decided yet. Its next decision shows here.")
SECRET = QT_TRANSLATE_NOOP("AiPlansPanel",
                           "A secret decision (stratagems, 6): what the computer weighed is "
                           "not shown while a human plays against it.")


class AiPlansPanel(QWidget):
    """The last decision of the computer: its title, and a table of alternatives."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([translate("AiPlansPanel", "Answer"),
                                              translate("AiPlansPanel", "VP")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setToolTip(translate(
            "AiPlansPanel", "The answers the computer weighed, best first, each with its value "
            "in VP for the computer's side"))
        layout.addWidget(self.table, 1)
        self.clear()

    def clear(self, text: str = EMPTY) -> None:
        heading = translate("AiPlansPanel", "AI plans")
        bold = f"<b>{heading}</b>"
        self.title.setText(bold)
        self.note.setText(translate("AiPlansPanel", text))
        self.table.setRowCount(0)

    def show_plans(self, who: str, what: str, chosen: Action,
                   alternatives: tuple[Scored, ...] | None, note: str = "",
                   names: NameOf | None = None) -> None:
        """``who`` decided ``what``; ``alternatives`` None: a secret decision, not shown;
        ``names``: the scenario's names in the interface's language (``Engine.names_in``)."""
        heading = f"<b>{escape(who)}</b> — {escape(what)}"
        self.title.setText(heading)
        if alternatives is None:
            self.note.setText(translate("AiPlansPanel", SECRET))
            self.table.setRowCount(0)
            return
        self.note.setText(note or (
            translate("AiPlansPanel", "Only one answer was possible.") if not alternatives
            else translate("AiPlansPanel", "Best first; bold: the answer chosen.")))
        from sv_model.ai.describe import said_text

        self.table.setRowCount(len(alternatives))
        for row, scored in enumerate(alternatives):
            words = said_text(scored.message, language().value, names)
            answer = QTableWidgetItem(words)
            answer.setToolTip(words)
            value = QTableWidgetItem(("+" if scored.value >= 0 else "")
                                     + QLocale().toString(scored.value, "f", 1))
            value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if scored.action == chosen:
                font = QFont(answer.font())
                font.setBold(True)
                answer.setFont(font)
                value.setFont(font)
            self.table.setItem(row, 0, answer)
            self.table.setItem(row, 1, value)
        self.table.resizeRowsToContents()

    def rows(self) -> list[str]:
        """The answers listed (for tests)."""
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            out.append(item.text() if item is not None else "")
        return out
