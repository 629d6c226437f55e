"""Who is at the screen in hotseat: the player whose hand the handover screen revealed.

``PlayCoordinator`` keeps it in ``revealed`` (None: nobody's secrets are on show, only
what both players may see). Whatever shows what one player alone may read (the
stratagem hand, the history browser's log lines) follows it: listeners hear every
change, as it happens, so nothing of one player stays on screen once the other sits
down.
"""

from __future__ import annotations

from collections.abc import Callable

from sv_model.schemas.scenario import Side

ViewerListener = Callable[[Side | None], None]


class ScreenViewer:
    """``revealed`` with listeners; a base of ``PlayCoordinator``."""

    _revealed: Side | None = None
    _viewer_listeners: tuple[ViewerListener, ...] = ()

    @property
    def revealed(self) -> Side | None:
        """The player at the screen (None: nobody in particular)."""
        return self._revealed

    @revealed.setter
    def revealed(self, side: Side | None) -> None:
        if side is self._revealed:
            return
        self._revealed = side
        for listener in self._viewer_listeners:
            listener(side)

    def listen_to_viewer(self, listener: ViewerListener) -> None:
        """Call ``listener`` with the new player at the screen at every change."""
        self._viewer_listeners = (*self._viewer_listeners, listener)
