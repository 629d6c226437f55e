"""Entering the data's texts in the other language (issue 34): the designer's Languages
tab and roster name columns, the map editor's zone and diocese names; each edit is one
undo step, saved like the other fields and valid when read back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from designer_support import designer_window
from editor_support import shown_editor
from PySide6.QtWidgets import QTableWidgetItem
from qt_support import cell_text

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import LEADER, PieceRef, row_of
from editor.designer.window import DesignerWindow
from editor.map_editor.dialogs import MapPropertiesDialog
from editor.map_editor.window import EditorWindow
from sv_model.data_texts import text_of
from sv_model.loader import load_map, load_scenario
from sv_model.paths import DEFAULT_MAP, DEFAULT_ROSTER, DEFAULT_SCENARIO

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"


def _scenario_copy(folder: Path) -> tuple[Path, Path]:
    """The 305 scenario and a copy of its roster in ``folder``."""
    roster = folder / "roster.yaml"
    roster.write_bytes(DEFAULT_ROSTER.read_bytes())
    text = DEFAULT_SCENARIO.read_text(encoding="utf-8")
    text = text.replace("map: ../resources/maps/roman_world.yaml", f"map: {DEFAULT_MAP}")
    text = text.replace("roster: ../resources/roster/roster.yaml", "roster: roster.yaml")
    path = folder / "305_copy.yaml"
    path.write_text(text, encoding="utf-8")
    return path, roster


@pytest.fixture
def designer(qtbot: Any, tmp_path: Path) -> DesignerWindow:
    path, _roster = _scenario_copy(tmp_path)
    return designer_window(qtbot, ScenarioDocument.open(path), [], size=(1400, 880))


def test_the_english_texts_of_a_scenario_typed_in_the_languages_tab(
        designer: DesignerWindow) -> None:
    w, doc = designer, designer.doc
    panel = w.languages
    french = dict(doc.data["texts"]["fr"])
    assert panel.name.text() == "305\u00a0: la Seconde Tétrarchie (grande campagne)"  # French first
    panel.language.setCurrentIndex(panel.language.findData("en"))
    assert panel.name.text() == "" and panel.texts["description"].toPlainText() == ""
    panel.texts["description"].setPlainText("The second college of four emperors.")
    panel.name.setText("305: The Second Tetrarchy")
    panel.commit_texts()
    assert doc.undo_stack.count() == 1  # one edit for the texts typed together
    assert doc.data["texts"]["en"] == {"name": "305: The Second Tetrarchy",
                                       "description": "The second college of four emperors."}
    assert doc.data["texts"]["fr"] == french  # French kept, its no-break spaces too
    w.card.commit_texts()
    w.languages.commit_texts()
    assert doc.undo_stack.count() == 1  # the texts shown are the texts held: no edit
    doc.undo_stack.undo()
    assert "en" not in doc.data["texts"] and panel.name.text() == ""
    doc.undo_stack.redo()
    assert panel.texts["description"].toPlainText() == "The second college of four emperors."
    assert w.save()
    scenario = load_scenario(doc.path).scenario  # type: ignore[arg-type]
    assert text_of(scenario, "name", "en") == "305: The Second Tetrarchy"
    assert text_of(scenario, "description", "fr").startswith("Dioclétien et Maximien")


def test_emptying_a_language_takes_it_out_of_the_file(designer: DesignerWindow) -> None:
    panel, doc = designer.languages, designer.doc
    for box in (*panel.texts.values(), panel.rules):
        box.setPlainText("")
    panel.name.setText("")
    panel.author.setText("")
    panel.commit_texts()
    assert "texts" not in doc.data  # French was the only language
    doc.undo_stack.undo()
    assert set(doc.data["texts"]) == {"fr"}


def test_a_leader_name_in_each_language_typed_under_the_roster_table(
        designer: DesignerWindow) -> None:
    w, doc = designer, designer.doc
    w.tabs.show_page(w.roster_panel)  # the roster tables fill when shown
    panel, table = w.roster_panel, w.roster_panel.leaders
    assert not panel.names.lines["en"].isEnabled()  # no row chosen yet
    table.setCurrentCell(table.row_of("galere"), 0)
    assert panel.names.lines["en"].text() == "Galerius"
    assert panel.names.lines["fr"].text() == "" and panel.names.lines["fr"].placeholderText() \
        == "Galère"
    table.setCurrentCell(table.row_of("constantin"), 0)
    for code, name in (("en", "Constantine the Great"), ("fr", "Constantin le Grand")):
        panel.names.lines[code].setText(name)
        panel.names.lines[code].editingFinished.emit()
    assert doc.undo_stack.count() == 2
    assert doc.roster.leader("constantin").names == {"en": "Constantine the Great",
                                                     "fr": "Constantin le Grand"}
    doc.undo_stack.undo()
    assert doc.roster.leader("constantin").names == {"en": "Constantine the Great"}
    assert panel.names.lines["fr"].text() == ""
    doc.undo_stack.redo()
    assert panel.names.lines["fr"].text() == "Constantin le Grand"
    table.setCurrentCell(table.row_of("galere"), 0)
    panel.names.lines["en"].setText("")  # emptied: the default name in English too
    panel.names.lines["en"].editingFinished.emit()
    assert doc.roster.leader("galere").names == {}
    assert w.save()
    assert doc.roster_source is not None
    roster = load_scenario(doc.path).roster  # type: ignore[arg-type]
    assert roster.leader("constantin").names == {"en": "Constantine the Great",
                                                 "fr": "Constantin le Grand"}
    assert "names" not in next(r for r in doc.roster_source.data["leaders"]
                               if r["id"] == "galere")


@pytest.fixture
def editor(qtbot: Any) -> EditorWindow:
    return shown_editor(qtbot, MINI_MAP)


def test_a_zone_name_in_french_in_the_map_editor(editor: EditorWindow, tmp_path: Path) -> None:
    win, doc = editor, editor.doc
    win.scene.select_zones(["galliae_1"])
    win.zone_panel.language_names["fr"].setText("Gaule première")
    win.zone_panel.apply_button.click()
    assert doc.zone("galliae_1").names == {"fr": "Gaule première"}
    doc.undo_stack.undo()
    assert doc.zone("galliae_1").names == {}
    assert win.zone_panel.language_names["fr"].text() == ""
    doc.undo_stack.redo()
    assert win.zone_panel.language_names["fr"].text() == "Gaule première"
    target = tmp_path / "map.yaml"
    assert win.save_to(target)
    saved = load_map(target)
    assert text_of(saved.zone("galliae_1"), "name", "fr") == "Gaule première"
    assert text_of(saved.zone("galliae_1"), "name", "en") == saved.zone("galliae_1").name
    assert "names: {}" not in target.read_text(encoding="utf-8")


def test_diocese_names_in_each_language_in_the_map_properties(editor: EditorWindow) -> None:
    win, doc = editor, editor.doc
    props = MapPropertiesDialog(doc, win)
    row = next(r for r in range(props.dioceses.rowCount())
               if cell_text(props.dioceses, r, 0) == "galliae")
    props.dioceses.setItem(row, 4, QTableWidgetItem("The Gauls"))
    props.dioceses.setItem(row, 5, QTableWidgetItem("Gaules"))
    props.apply()
    galliae = next(d for d in doc.game_map.dioceses if d.id == "galliae")
    assert galliae.names == {"en": "The Gauls", "fr": "Gaules"}
    doc.undo_stack.undo()
    assert next(d for d in doc.game_map.dioceses if d.id == "galliae").names == {}
    doc.undo_stack.redo()
    again = MapPropertiesDialog(doc, win)
    assert cell_text(again.dioceses, row, 5) == "Gaules"


def test_a_placement_note_in_french_typed_in_the_zone_inspector(
        designer: DesignerWindow) -> None:
    w, doc = designer, designer.doc
    maxence = PieceRef(LEADER, "maxence")
    w.show_zone("italia_5", select=maxence)
    ins = w.inspector
    assert ins.current() == maxence and ins.notes["fr"].isEnabled()
    ins.notes["fr"].setText("un simple particulier sur ses terres près de Rome")
    ins.notes["fr"].editingFinished.emit()
    row = row_of(doc.data, maxence)
    assert row is not None and row["notes"] == {
        "fr": "un simple particulier sur ses terres près de Rome"}
    doc.undo_stack.undo()
    row = row_of(doc.data, maxence)
    assert row is not None and "notes" not in row and ins.notes["fr"].text() == ""
    doc.undo_stack.redo()
    assert w.save()
    scenario = load_scenario(doc.path).scenario  # type: ignore[arg-type]
    setup = next(x for x in scenario.leaders if x.leader == "maxence")
    assert text_of(setup, "note", "fr") == "un simple particulier sur ses terres près de Rome"
    assert text_of(setup, "note", "en") == setup.note == "a private man on his estates near Rome"
