"""Audit of round 3 (issue 34): a language switch with the data texts' edits in the
editors. What was typed is kept, undo and redo still work, and the file saved after the
switch is byte for byte the file saved by the same edits in English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_data_texts_editors import MINI_MAP, _scenario_copy

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.window import DesignerWindow
from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow, show_editor_window
from editor.shared.open_windows import OPEN_WINDOWS, keep_open
from sv_desktop.app import language_switch
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language


@pytest.fixture
def english_after() -> Iterator[None]:
    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)
        for window in list(OPEN_WINDOWS):
            window.ask = lambda *_a: None  # type: ignore[attr-defined]
            OPEN_WINDOWS.remove(window)
            window.hide()
            window.deleteLater()


def _let_go(window: Any) -> None:
    if window in OPEN_WINDOWS:
        OPEN_WINDOWS.remove(window)
    window.hide()
    window.deleteLater()


def _designer(qtbot: Any, path: Path) -> DesignerWindow:
    w = DesignerWindow(ScenarioDocument.open(path), None)
    keep_open(w, None)
    w.show()
    qtbot.waitExposed(w)
    return w


def _switched(qtbot: Any, cls: type[Any]) -> Any:
    new = [w for w in language_switch.switch(Language.FRENCH) if isinstance(w, cls)]
    assert len(new) == 1
    qtbot.waitExposed(new[0])
    return new[0]


def _languages_edit(w: DesignerWindow) -> None:
    panel = w.languages
    panel.language.setCurrentIndex(panel.language.findData("en"))
    panel.texts["description"].setPlainText("The second college of four emperors.")
    panel.name.setText("305: The Second Tetrarchy")


def test_texts_typed_in_the_languages_tab_survive_a_switch(
        qtbot: Any, tmp_path: Path, english_after: None) -> None:
    """Typed, not yet committed (the menu took no focus): the switch must not drop it."""
    path, _roster = _scenario_copy(tmp_path)
    w = _designer(qtbot, path)
    _languages_edit(w)
    new = _switched(qtbot, DesignerWindow)
    assert new.doc.data.get("texts", {}).get("en", {}).get("description") \
        == "The second college of four emperors."


def test_a_designer_save_after_a_switch_is_the_english_save(
        qtbot: Any, tmp_path: Path, english_after: None) -> None:
    """Languages tab edited, undone, redone, then a switch, undo and redo again, save:
    the same bytes as the same edits saved in English."""
    saved: dict[str, bytes] = {}
    for run in ("english", "french"):
        folder = tmp_path / run
        folder.mkdir()
        path, _roster = _scenario_copy(folder)
        w = _designer(qtbot, path)
        _languages_edit(w)
        w.languages.commit_texts()
        stack = w.doc.undo_stack
        stack.undo()
        stack.redo()
        if run == "french":
            w = _switched(qtbot, DesignerWindow)
            stack = w.doc.undo_stack
            assert stack.canUndo()
            stack.undo()
            stack.redo()
        assert w.save()
        saved[run] = path.read_bytes()
        _let_go(w)
        i18n.install(Language.ENGLISH)
    assert saved["french"] == saved["english"]


def test_designer_undo_texts_are_worded_again_after_a_switch(
        qtbot: Any, tmp_path: Path, english_after: None) -> None:
    path, _roster = _scenario_copy(tmp_path)
    w = _designer(qtbot, path)
    _languages_edit(w)
    w.languages.commit_texts()
    english = w.doc.undo_stack.undoText()
    new = _switched(qtbot, DesignerWindow)
    assert english == "Texts in English"
    assert new.doc.undo_stack.undoText() == "Textes (Anglais)"  # worded again in French
    new.card.start.setValue(new.card.start.value() + 1)
    assert new.doc.undo_stack.undoText() == "Première année"
    i18n.install(Language.ENGLISH)
    language_switch.switch(Language.ENGLISH)
    assert new.doc.undo_stack.undoText() == "First year"


def test_a_roster_name_edit_is_worded_again_after_a_switch(
        qtbot: Any, tmp_path: Path, english_after: None) -> None:
    path, _roster = _scenario_copy(tmp_path)
    w = _designer(qtbot, path)
    w.tabs.setCurrentIndex(w.tabs.count() - 1)  # the roster tables fill when shown
    panel, table = w.roster_panel, w.roster_panel.leaders
    table.setCurrentCell(table.row_of("constantin"), 0)
    panel.names.lines["fr"].setText("Constantin {0} %n")
    panel.names.lines["fr"].editingFinished.emit()
    assert w.doc.undo_stack.undoText() == "Constantin: name in French"
    new = _switched(qtbot, DesignerWindow)
    assert new.doc.undo_stack.undoText().startswith("Constantin") \
        and "French" not in new.doc.undo_stack.undoText()


def test_a_map_saved_after_a_switch_with_a_names_edit_is_the_english_save(
        qtbot: Any, tmp_path: Path, english_after: None) -> None:
    saved: dict[str, bytes] = {}
    for run in ("english", "french"):
        win = show_editor_window(MapDocument.open(MINI_MAP), None)
        win.interactive = False
        qtbot.waitExposed(win)
        win.scene.select_zones(["galliae_1"])
        win.zone_panel.language_names["fr"].setText("Gaule {0} %n première")
        win.zone_panel.apply_button.click()
        english = win.doc.undo_stack.undoText()
        if run == "french":
            win = _switched(qtbot, EditorWindow)
            assert win.doc.undo_stack.undoText() != english  # worded again in French
            win.doc.undo_stack.undo()
            assert win.doc.zone("galliae_1").names == {}
            win.doc.undo_stack.redo()
        target = tmp_path / f"{run}.yaml"
        assert win.save_to(target)
        saved[run] = target.read_bytes()
        _let_go(win)
        i18n.install(Language.ENGLISH)
    assert saved["french"] == saved["english"]
