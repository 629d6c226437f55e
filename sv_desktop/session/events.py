"""Plain Python events of a play session: a typed list of callbacks, no Qt.

``session.on_applied.connect(callback)`` calls ``callback(action)`` after every action
the session applies, in the order the callbacks were connected; ``connect`` returns
the function that disconnects it. A Qt front end re-emits them as signals
(``play.controller.GameController``); tests listen directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Event(Generic[T]):
    """Something that happens to a session, with the value it carries."""

    def __init__(self) -> None:
        self._listeners: tuple[Callable[[T], object], ...] = ()

    def connect(self, listener: Callable[[T], object]) -> Callable[[], None]:
        """Call ``listener`` at each emission; returns the disconnecting function."""
        self._listeners = (*self._listeners, listener)

        def disconnect() -> None:
            self._listeners = tuple(f for f in self._listeners if f is not listener)

        return disconnect

    def emit(self, value: T) -> None:
        for listener in self._listeners:  # a copy: a listener may disconnect itself
            listener(value)

    def __len__(self) -> int:
        return len(self._listeners)
