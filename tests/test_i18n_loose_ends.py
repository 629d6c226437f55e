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


def test_the_balance_text_keeps_each_language_typography(qtbot: Any) -> None:
    """English writes "95% interval" (no space); French "intervalle à 95 %" (a narrow
    no-break space before the sign)."""
    del qtbot
    from editor.designer.balance_dialog import describe
    from sv_model.balance import BalanceReport, GameOutcome
    from sv_model.engine.state import VictoryLevel
    from sv_model.schemas.scenario import Side

    report = BalanceReport("x", "playout", [
        GameOutcome(0, Side.PRIMUS, VictoryLevel.VICTORY, {Side.PRIMUS: 12, Side.SECONDUS: 10},
                    100),
        GameOutcome(1, Side.SECONDUS, VictoryLevel.VICTORY, {Side.PRIMUS: 8, Side.SECONDUS: 11},
                    100)])
    english = describe(report)
    assert "95% interval" in english and "95 %" not in english, english
    i18n.install(Language.FRENCH)
    try:
        french = describe(report)
    finally:
        i18n.install(Language.ENGLISH)
    assert "intervalle à 95\u202f%" in french, french


@pytest.fixture
def switch_after() -> Iterator[None]:
    from sv_desktop.app import language_switch

    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)
        language_switch.PLAY_WINDOWS.clear()


def _preview_window(qtbot: Any) -> Any:
    from gui_support import QuietWindow

    from sv_model.paths import DEFAULT_MAP

    w = QuietWindow()  # not held by qtbot: the switch lets it go
    w.open_scenario_or_map(GUI_SCENARIO, DEFAULT_MAP)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_a_closed_play_window_is_let_go_and_not_rebuilt(qtbot: Any, switch_after: None) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    from sv_desktop.app import language_switch
    from sv_desktop.app.main_window import MainWindow

    w = _preview_window(qtbot)
    (new,) = language_switch.switch(Language.FRENCH)
    assert isinstance(new, MainWindow) and [new] == language_switch.PLAY_WINDOWS
    assert new.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert language_switch.PLAY_WINDOWS == []  # not held once closed
    assert language_switch.switch(Language.ENGLISH) == []  # and not rebuilt
    del w


def test_a_switch_before_play_mode_loads_builds_no_play_parts(qtbot: Any,
                                                             switch_after: None) -> None:
    from sv_desktop.app import language_switch
    from sv_desktop.app.main_window import MainWindow

    w = _preview_window(qtbot)
    assert not w.play_loaded
    (new,) = language_switch.switch(Language.FRENCH)
    assert isinstance(new, MainWindow)
    qtbot.addWidget(new)
    assert not w.play_loaded  # the old window's parts were not built to be thrown away
    assert not new.play_loaded  # the new one builds its own at its first input
    assert new.preview is not None and new.preview.scenario.id == w.preview.scenario.id
    new.load_play()  # play mode still comes when it is needed
    assert new.play_loaded and new.controller.session is None


def _undo_text(window: Any) -> str:
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() in ("&Edit",
                                                                             "É&dition"))
    return str(edit.actions()[0].text())


def test_editor_undo_texts_follow_a_switch_and_new_zones_have_neutral_names(
        qtbot: Any, switch_after: None) -> None:
    """Undo texts made from an edit's values are worded again after a switch, in the map
    editor and the designer; a new zone's name is data, the same in both languages."""
    from pathlib import Path

    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow, show_editor_window
    from editor.shared.open_windows import keep_open
    from sv_desktop.app import language_switch
    from sv_model.paths import DEFAULT_SCENARIO

    doc = MapDocument()
    editor = show_editor_window(doc, None)
    editor.interactive = False  # not held by qtbot: the switch lets it go
    first = editor.controller.add_zone([(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)])
    assert first is not None and doc.zone(first).name == "Zone 1"
    assert _undo_text(editor) == "Undo Add zone Zone 1"
    scenario = ScenarioDocument.open(DEFAULT_SCENARIO)
    designer = DesignerWindow(scenario)
    keep_open(designer, None)
    designer.put_on_map(Path("other_map.yaml"))
    assert scenario.undo_stack.undoText() == "Put on the map other_map.yaml"
    rebuilt = language_switch.switch(Language.FRENCH)
    for window in rebuilt:
        qtbot.addWidget(window)
    new_editor = next(w for w in rebuilt if getattr(w, "doc", None) is doc)
    assert isinstance(new_editor, EditorWindow)
    assert doc.undo_stack.undoText() == "Ajouter la zone Zone 1"
    assert _undo_text(new_editor) == "Annuler Ajouter la zone Zone 1"
    assert scenario.undo_stack.undoText() == "Placer sur la carte other_map.yaml"
    second = new_editor.controller.add_zone([(200.0, 0.0), (300.0, 0.0), (300.0, 100.0)])
    assert second is not None and doc.zone(second).name == "Zone 2"  # not "Nouvelle zone"
    doc.undo_stack.undo()
    assert doc.undo_stack.redoText() == "Ajouter la zone Zone 2"
    doc.undo_stack.setClean()  # the windows close without asking
    scenario.undo_stack.setClean()


def test_the_computers_earlier_reasons_follow_a_switch(qtbot: Any, switch_after: None) -> None:
    """The reason lines of the computer's past answers are worded again from the engine's
    structured choice after a switch: the new window's log reads them in French."""
    from gui_support import QuietWindow
    from test_gui_ai import AI_SEAT2, SEED, _human_answer

    from sv_desktop.app import language_switch
    from sv_desktop.app.main_window import MainWindow

    w = QuietWindow()  # not held by qtbot: the switch lets it go
    w.show()
    qtbot.waitExposed(w)
    w.ai.set_speed("instant")
    assert w.play.start_game(GUI_SCENARIO, SEED, None, AI_SEAT2)
    lines: list[str] = []
    w.ai.answered.connect(lines.append)
    _human_answer(w)
    qtbot.waitUntil(lambda: any(line.startswith("SECONDUS (AI, easy)") for line in lines),
                    timeout=20000)
    english = next(line for line in lines if line.startswith("SECONDUS (AI, easy)"))
    assert english in w.log_panel.view.toPlainText()
    qtbot.waitUntil(lambda: w.ai.request is None, timeout=20000)
    new = next(x for x in language_switch.switch(Language.FRENCH) if isinstance(x, MainWindow))
    new.ask_save = w.ask_save
    qtbot.addWidget(new)
    log = new.log_panel.view.toPlainText()
    assert english not in log
    assert "SECONDUS (IA, facile)" in log, log


def test_the_map_editors_live_gap_names_its_area_in_french(qapp: Any) -> None:
    """The map editor's live checks give an area in the interface's language (the
    geometry checks' ``area_words``): no "square units" inside a French line."""
    from test_editor_model import _doc, _grid_map

    i18n.install(Language.FRENCH)
    try:
        doc, ctl = _doc(qapp, _grid_map())
        ctl.delete_zones(["z11"])
        (gap,) = [p for p in doc.problems if p.label == "gap"]
        assert "100 unités carrées" in gap.message and "square" not in gap.message, \
            gap.message
    finally:
        i18n.install(Language.ENGLISH)
