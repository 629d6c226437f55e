"""The language switch's loose ends (issue 34, round 3, item 3): what is drawn from words
is drawn from structured values, closed windows are not rebuilt, play mode's deferred
parts are not loaded only to be thrown away, undo texts and the computer's earlier
reasons follow the language, and a new zone's default name is language-neutral."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gui_support import GUI_SCENARIO
from PySide6.QtGui import QColor

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language


@pytest.fixture
def french(qtbot: Any) -> Iterator[None]:
    del qtbot
    i18n.install(Language.FRENCH)
    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)


def _chip_colours(qtbot: Any) -> tuple[str, list[QColor]]:
    """The words and the chips' colours of the box after the current year, where
    Constantinopolis and a fleet wait."""
    from sv_desktop.board.board_view import Catalogue
    from sv_desktop.board.public_status import status_from_view
    from sv_desktop.panels.side_panels import TurnTrack
    from sv_model.engine import Game

    game = Game.from_scenario_file(GUI_SCENARIO, 1)
    st = game.state
    st.constantinopolis_due = st.year + 1
    st.fleets["occidentalis"].returns_year = st.year + 1
    game.invalidate()
    status = status_from_view(Catalogue.of(game.bundle), game.view(None))
    track = TurnTrack()
    qtbot.addWidget(track)
    track.set_status(status)
    track.resize(track.width(), 60)
    image = track.grab().toImage()
    box = st.year + 1 - status.start_year
    x = 2 + box * TurnTrack.BOX + TurnTrack.BOX // 2
    colours = [image.pixelColor(x, 24 + k * 7 + 3) for k in range(2)]
    return " / ".join(status.turn_track[st.year + 1]), colours


@pytest.mark.parametrize("language", [Language.ENGLISH, Language.FRENCH])
def test_turn_track_chips_are_coloured_by_what_they_are(qtbot: Any,
                                                        language: Language) -> None:
    i18n.install(language)
    try:
        words, colours = _chip_colours(qtbot)
    finally:
        i18n.install(Language.ENGLISH)
    assert ("retour" in words) == (language is Language.FRENCH), words
    assert [c.name() for c in colours] == ["#7a1f8b", "#27496d"], words
