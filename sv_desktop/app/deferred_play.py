"""The main window's play-mode parts, made when first needed (issue 33, cold start).

``DeferredPlay`` is a base of ``main_window.MainWindow``: its ``controller``, ``play``,
``ai``, ``history``, ``history_panel``, ``printing`` and ``idle_gc`` are built together
by ``load_play`` (``play_parts.PlayParts``) the first time one of them is read, at the
first click or key in the window (``common.first_input``), or by ``startup`` when the
event loop is idle after the first frame, whichever comes first. Until then the window
shows a scenario's set-up without the rules engine and play mode's modules loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast, overload

from sv_desktop.common.first_input import BeforeFirstInput

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from sv_desktop.ai.driver import AiDriver
    from sv_desktop.app.play_parts import PlayHost, PlayParts
    from sv_desktop.history.browser import HistoryBrowser
    from sv_desktop.history.dock import HistoryDock
    from sv_desktop.play.controller import GameController, IdleCollector
    from sv_desktop.play.coordinator import PlayCoordinator
    from sv_desktop.sheets.print_actions import PrintActions

T = TypeVar("T")


class _Loads(Protocol):
    def load_play(self) -> PlayParts: ...


class Part(Generic[T]):
    """A window attribute held by ``PlayParts`` under the same name: reading it builds
    the parts first if they are not built yet."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, window: None, owner: type) -> Part[T]: ...
    @overload
    def __get__(self, window: _Loads, owner: type) -> T: ...

    def __get__(self, window: _Loads | None, owner: type) -> Part[T] | T:
        if window is None:
            return self
        return cast(T, getattr(window.load_play(), self.name))


class DeferredPlay:
    """Play mode's parts of a window, built once, on first need."""

    _controller: GameController | None = None
    _parts: PlayParts | None = None
    _first_input: BeforeFirstInput | None = None
    idle_gc: Part[IdleCollector] = Part()  # installed by the application
    play: Part[PlayCoordinator] = Part()  # ``play.ports.PlayWindow``: this window
    ai: Part[AiDriver] = Part()  # takes the computer's seats of ``play``
    history: Part[HistoryBrowser] = Part()
    history_panel: Part[HistoryDock] = Part()
    printing: Part[PrintActions] = Part()

    def defer_play(self) -> None:
        """Build the parts before the first input that reaches this window."""
        self._first_input = BeforeFirstInput(cast("QWidget", self), self.load_play)

    @property
    def play_loaded(self) -> bool:
        return self._parts is not None

    @property
    def controller(self) -> GameController:
        return self._controller or self.load_play().controller

    def load_play(self) -> PlayParts:
        """Build play mode's parts (``play_parts``), once; the controller first, since the
        coordinator takes it from the window."""
        if self._parts is None:
            from sv_desktop.app.play_parts import PlayParts
            from sv_desktop.play.controller import GameController

            if self._first_input is not None:
                self._first_input.done()
            self._controller = GameController(cast("QMainWindow", self))
            self._parts = PlayParts(cast("PlayHost", self), cast("QMainWindow", self))
            self.play_loaded_now()
        return self._parts

    def play_loaded_now(self) -> None:
        """Called once, when the parts are built (the window follows the controller)."""
