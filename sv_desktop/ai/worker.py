"""One decision of the computer, answered off the GUI thread.

An ``AiTask`` holds the computer's player (``sv_model.ai.AiPlayer``, with its own
engines) and the ``PlayerView`` of the side it plays: a frozen copy of what that side
may know, never the game. It runs in a ``QThreadPool`` thread and sends the
``Choice`` back through a signal, which Qt delivers on the GUI thread; the driver
applies the answer there (``ai_driver``), so the game is only ever changed by the GUI
thread.
"""

from __future__ import annotations

import contextlib
import time
import traceback
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, Signal

if TYPE_CHECKING:  # the AI is imported when a computer's seat first plays (cold start)
    from sv_model.ai.players import AiPlayer, Choice
    from sv_model.engine.view import PlayerView


class TaskSignals(QObject):
    """Lives on the GUI thread; ``done`` is queued to it from the worker."""

    done = Signal(int, object, float)  # ticket, Choice or the error's text, seconds


class AiTask(QRunnable):
    """Ask ``player`` for its answer to the decision in ``view`` (its side's view)."""

    def __init__(self, ticket: int, player: AiPlayer, view: PlayerView,
                 answer_within: float | None = None) -> None:
        super().__init__()
        if view.side is None or view.decision is None:
            raise ValueError("the computer is given its own side's view of its decision")
        self.setAutoDelete(False)  # the driver drops it once it has answered
        self.ticket = ticket
        self.player = player
        self.view = view
        self.answer_within = answer_within  # seconds: the AI's best so far by then
        self.signals = TaskSignals()

    def run(self) -> None:
        began = time.perf_counter()
        result: Choice | str
        try:
            deadline = None if self.answer_within is None else began + self.answer_within
            result = self.player.choose(self.view, deadline)
        except Exception:  # a fault of the computer must not stop the game: said, then
            result = traceback.format_exc(limit=8)  # answered at random (``ai_driver``)
        with contextlib.suppress(RuntimeError):  # the window closed: nobody waits for it
            self.signals.done.emit(self.ticket, result, time.perf_counter() - began)
