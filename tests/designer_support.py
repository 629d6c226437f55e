"""A scenario designer window for pytest-qt tests, at 1280×720, whose message boxes answer
from a list (then Cancel) and record what they asked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMessageBox

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.window import DesignerWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

Button = QMessageBox.StandardButton


class AnsweringDesigner(DesignerWindow):
    """A designer window whose message boxes answer from ``replies`` (then Cancel);
    ``asked`` lists the questions it asked."""

    def __init__(self, doc: ScenarioDocument, replies: list[Any]) -> None:
        super().__init__(doc)
        self.asked: list[str] = []
        self.replies = replies
        self.ask = self._answer

    def _answer(self, title: str, text: str, _buttons: Any) -> Any:
        self.asked.append(f"{title}: {text}")
        return self.replies.pop(0) if self.replies else Button.Cancel


def designer_window(qtbot: QtBot, doc: ScenarioDocument, answers: list[Any] | None = None,
                    size: tuple[int, int] = (1280, 720)) -> AnsweringDesigner:
    """A shown designer window on ``doc``; ``w.asked`` lists the questions it asked. At the
    end of the test its unsaved edits are discarded."""
    w = AnsweringDesigner(doc, answers if answers is not None else [])

    def discard(window: DesignerWindow) -> None:  # the test is over: drop unsaved edits
        window.ask = lambda *_a: Button.Discard

    qtbot.addWidget(w, before_close_func=discard)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w
