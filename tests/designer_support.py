"""A scenario designer window for pytest-qt tests, at 1280×720, whose message boxes answer
from a list (then Cancel) and record what they asked."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.window import DesignerWindow

Button = QMessageBox.StandardButton


def designer_window(qtbot: Any, doc: ScenarioDocument,
                    answers: list[Any] | None = None) -> DesignerWindow:
    """A shown designer window on ``doc``; ``w.asked`` lists the questions it asked. At the
    end of the test its unsaved edits are discarded."""
    w = DesignerWindow(doc)
    asked: list[str] = []
    replies = answers if answers is not None else []

    def ask(title: str, text: str, _buttons: Any) -> Any:
        asked.append(f"{title}: {text}")
        return replies.pop(0) if replies else Button.Cancel

    w.ask = ask
    w.asked = asked  # type: ignore[attr-defined]
    qtbot.addWidget(w, before_close_func=lambda win: setattr(
        win, "ask", lambda *_a: Button.Discard))
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w
