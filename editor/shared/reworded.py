"""Undo texts that follow the interface's language (issue 34).

A language switch rebuilds the editors' windows on the same document, with the same
undo stack (``sv_desktop.app.language_switch``): its commands' texts, shown by
Edit ▸ Undo and the history list, were worded when each edit was made. A command made
from a ``Wording`` that is a function (``lambda: translate(...).format(...)``, from the
edit's structured values) words its text again in the language now installed
(``reword_stack``); a plain text stays as it was written.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from sv_desktop.common.i18n import Wording, worded

__all__ = ["RewordedCommand", "Wording", "reword_stack"]


class RewordedCommand(QUndoCommand):
    """An undo command whose text can be worded again (``reword``)."""

    def __init__(self, wording: Wording) -> None:
        super().__init__(worded(wording))
        self._wording = wording

    @property
    def follows_language(self) -> bool:
        """Whether a switch words this command's text again (made from a function)."""
        return not isinstance(self._wording, str)

    def reword(self) -> None:
        """The text in the language now installed."""
        if not isinstance(self._wording, str):
            self.setText(self._wording())


def reword_stack(stack: QUndoStack) -> None:
    """Every command of ``stack`` that can be worded again, in the language now installed
    (before the windows that show it are rebuilt: their Undo and Redo entries read it)."""
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, RewordedCommand):
            command.reword()
