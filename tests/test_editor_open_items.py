"""The map editor's open items (issue 16, pytest-qt, offscreen): points made by split,
drawing and snapping are rounded; a click on a selected outline under another zone's
name inserts a vertex; status messages do not outlive the state they describe; a
refused typed point stays in the box to be corrected; the diocese colour has a picker;
several zones are edited at once in one undo step; city and port points, the map's
sources and its estimate flag can be edited; a saved map keeps its file mode."""

from __future__ import annotations

import re
import stat
from pathlib import Path
from typing import Any

import pytest
from editor_support import click, drag, drawn_points, key, shown_editor
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from qt_support import cell_text

from editor.map_editor.commands import MoveLabelCommand
from editor.map_editor.dialogs import MapPropertiesDialog
from editor.map_editor.window import EditorWindow
from sv_model.checks import Severity
from sv_model.loader import load_map
from sv_model.schemas.map import Half, ZoneKind
from sv_model.validation import validate_file

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"
LONG_DECIMALS = re.compile(r"\d\.\d{6,}")


@pytest.fixture
def window(qtbot: Any) -> EditorWindow:
    return shown_editor(qtbot, MINI_MAP)


def typed(win: EditorWindow, text: str) -> None:
    win.coordinates.setText(text)
    QTest.keyClick(win.coordinates, Qt.Key.Key_Return)


def _coordinates(win: EditorWindow) -> list[float]:
    return [c for z in win.doc.zones for r in z.polygons for p in r for c in p]


# --- rounding ---------------------------------------------------------------------------------

def test_points_made_by_split_and_by_clicks_are_rounded(window: EditorWindow,
                                                        tmp_path: Path) -> None:
    """A cut across a zone used to write its crossing points with 16 digits
    (3.6166666666666663); clicks (free and snapped on an edge) did the same."""
    doc = window.doc
    digits = doc.coordinate_digits
    assert digits == 5  # a millionth of the mini map's 36-unit diagonal
    window.scene.select_zones(["galliae_1"])
    window.view.set_tool("split")
    click(window, (-1.0, 1 / 3))
    click(window, (11.0, 7.1))
    key(window, Qt.Key.Key_Return)
    assert doc.has_zone("galliae_1_1")
    window.view.set_tool("draw")
    for p in ((20.0, 2.345678), (27.123456, 3.0), (26.987654, 8.76543), (20.0, 7.1111111)):
        click(window, p)  # the first and last snap onto italia_1's outline
    key(window, Qt.Key.Key_Return)
    assert doc.has_zone("zone_1")
    assert all(c == round(c, digits) for c in _coordinates(window))
    italia = doc.zone("italia_1").polygons[0]
    assert all(p in italia for p in doc.zone("zone_1").polygons[0] if p[0] == 20.0)
    assert not [p for p in doc.problems if p.severity is Severity.ERROR and
                p.label in ("overlap", "gap")]
    target = tmp_path / "map.yaml"
    assert window.save_to(target)
    assert not LONG_DECIMALS.search(target.read_text(encoding="utf-8"))


def test_a_cut_through_a_rounded_point_stays_shared(window: EditorWindow) -> None:
    """The neighbour across the cut gets the rounded crossing point: the border stays
    shared vertex for vertex (no gap, no overlap)."""
    doc = window.doc
    window.scene.select_zones(["galliae_2"])
    window.view.set_tool("split")
    typed(window, "0.3333333, 9")
    typed(window, "0.3333333, 21")
    key(window, Qt.Key.Key_Return)
    assert doc.has_zone("galliae_2_1")
    cut = [p for z in ("galliae_2", "galliae_2_1") for p in doc.zone(z).polygons[0]
           if p[1] in (10.0, 20.0) and 0 < p[0] < 10]
    assert cut and all(p == (0.33333, p[1]) for p in cut)
    assert (0.33333, 10.0) in doc.zone("galliae_1").polygons[0]
    assert not [p for p in doc.problems if p.label in ("overlap", "gap")]


# --- a name over an outline -------------------------------------------------------------------

def test_a_click_on_a_selected_outline_under_another_name_inserts_a_vertex(
        window: EditorWindow) -> None:
    doc = window.doc
    moved = doc.zone("galliae_2").model_copy(update={"label": (5.0, 10.2)})
    doc.undo_stack.push(MoveLabelCommand(doc, moved))
    window.scene.select_zones(["galliae_1"])
    assert window.scene.label_at((5.0, 10.0)) == "galliae_2"  # the name covers the border
    before = doc.undo_stack.count()
    click(window, (5.0, 10.0))
    assert window.scene.selected_zones == ["galliae_1"]
    assert doc.undo_stack.count() == before + 1
    assert len(doc.zone("galliae_1").polygons[0]) == 5
    assert len(doc.zone("galliae_2").polygons[0]) == 5
    click(window, (4.0, 10.5))  # away from the outline the name still selects its zone
    assert window.scene.selected_zones == ["galliae_2"]


# --- status messages --------------------------------------------------------------------------

def test_status_messages_go_when_the_state_they_describe_changes(
        window: EditorWindow, tmp_path: Path, qapp: Any) -> None:
    """Each step is a user action of its own (events processed in between)."""
    bar = window.statusBar()
    window.controller.merge(["galliae_1"])
    assert "Refused" in bar.currentMessage()
    qapp.processEvents()
    window.scene.select_zones(["galliae_1"])
    window.zone_panel.name_edit.setText("Gallia prima")
    window.zone_panel.apply_button.click()  # an edit: the refusal is old news
    assert bar.currentMessage() == ""
    assert window.save_to(tmp_path / "map.yaml")
    assert "Saved" in bar.currentMessage()
    qapp.processEvents()
    window.doc.undo_stack.undo()
    assert bar.currentMessage() == ""
    window.view.set_tool("link")
    click(window, (-5.0, 2.0))
    assert "now click the other zone" in bar.currentMessage()
    window.view.set_tool("select")  # the link under way is gone, and so is its message
    assert "other zone" not in bar.currentMessage()


def test_a_refusal_made_by_the_edit_itself_stays(window: EditorWindow, qapp: Any) -> None:
    """A click on an outline inserts a vertex and drags it in one undo step; a drag that
    would make the outline cross itself is refused, and that refusal (shown before the
    undo step closes) stays in the status bar."""
    window.scene.select_zones(["galliae_1"])
    qapp.processEvents()
    drag(window, (5.0, 10.0), (5.0, -2.0))
    assert len(window.doc.zone("galliae_1").polygons[0]) == 5  # the vertex, not moved
    assert "Refused" in window.statusBar().currentMessage()
    assert "cross itself" in window.statusBar().currentMessage()


def test_status_messages_time_out(window: EditorWindow, qtbot: Any) -> None:
    window.status_timeout_ms = 50
    window.controller.merge([])
    assert window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=2000)


# --- the coordinate box -----------------------------------------------------------------------

def test_a_refused_typed_point_stays_in_the_box_selected(window: EditorWindow) -> None:
    """Text that is not a point was already kept (test_editor); a point the tool refuses
    (here: the outline would cross itself) used to be wiped from the box."""
    window.view.set_tool("draw")
    for text in ("22, 2", "28, 8", "28, 2"):
        typed(window, text)
        assert window.coordinates.text() == ""
    typed(window, "22, 8")
    assert "cross" in window.statusBar().currentMessage()
    assert window.coordinates.text() == "22, 8"
    assert window.coordinates.selectedText() == "22, 8"
    assert "b3261e" in window.coordinates.styleSheet()
    QTest.keyClicks(window.coordinates, "25, 1")
    assert window.coordinates.styleSheet() == ""
    QTest.keyClick(window.coordinates, Qt.Key.Key_Return)
    assert window.coordinates.text() == ""
    assert len(drawn_points(window)) == 4


# --- diocese colour ---------------------------------------------------------------------------

def test_the_diocese_colour_is_picked_in_the_properties_in_one_undo_step(
        window: EditorWindow) -> None:
    doc = window.doc
    props = MapPropertiesDialog(doc, window)
    offered: list[str] = []

    def pick(start: QColor) -> QColor | None:
        offered.append(start.name())
        return QColor("#123456")

    props.pick_colour = pick
    button = props.colour_button(0)
    assert button is not None and button.toolTip()
    button.click()
    assert offered == ["#4f7fbf"]
    assert cell_text(props.dioceses, 0, 2) == "#123456"
    props.apply()
    assert doc.game_map.dioceses[0].colour == "#123456"
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.game_map.dioceses[0].colour == "#4f7fbf"
    props = MapPropertiesDialog(doc, window)
    props.pick_colour = lambda _start: None  # cancelled: nothing changes
    button = props.colour_button(1)
    assert button is not None
    button.click()
    assert cell_text(props.dioceses, 1, 2) == "#bf4f4f"


def test_the_zone_tab_recolours_its_diocese_in_one_undo_step(window: EditorWindow) -> None:
    doc = window.doc
    window.scene.select_zones(["galliae_2"])
    panel = window.zone_panel
    panel.pick_colour = lambda _start: QColor("#2e8b57")
    assert panel.colour_button.isEnabled()
    before = doc.undo_stack.count()
    panel.colour_button.click()
    assert doc.game_map.dioceses[0].colour == "#2e8b57"
    assert doc.undo_stack.count() == before + 1
    assert "galliae" in doc.undo_stack.text(before).lower()
    doc.undo_stack.undo()
    assert doc.game_map.dioceses[0].colour == "#4f7fbf"


# --- several zones at once --------------------------------------------------------------------

def test_several_zones_show_mixed_values_and_are_edited_in_one_undo_step(
        window: EditorWindow) -> None:
    doc = window.doc
    panel = window.zone_panel
    window.scene.select_zones(["galliae_1", "galliae_2", "italia_1"])
    assert panel.isEnabled() and "3 zones" in panel.title.text()
    assert not panel.id_edit.isEnabled() and not panel.name_edit.isEnabled()
    assert panel.diocese.currentText() == panel.MIXED_TEXT  # galliae and italia
    assert panel.half.currentData() == Half.WEST.value  # all three are west
    assert panel.flags["capital"].checkState() == Qt.CheckState.PartiallyChecked
    assert panel.flags["inside_empire"].checkState() == Qt.CheckState.Checked
    panel.half.setCurrentIndex(panel.half.findData(Half.EAST.value))
    panel.diocese.setCurrentIndex(panel.diocese.findData("italia"))
    before = doc.undo_stack.count()
    panel.apply_button.click()
    assert panel.error.text() == ""
    assert doc.undo_stack.count() == before + 1
    zones = [doc.zone(z) for z in ("galliae_1", "galliae_2", "italia_1")]
    assert all(z.half is Half.EAST and z.diocese == "italia" for z in zones)
    assert sorted(z.number or 0 for z in zones) == [1, 2, 3]  # still one zone per number
    assert doc.zone("italia_1").number == 1
    assert [z.capital for z in zones] == [True, False, True]  # mixed: left as they were
    assert window.scene.selected_zones == ["galliae_1", "galliae_2", "italia_1"]
    doc.undo_stack.undo()
    assert doc.zone("galliae_2").diocese == "galliae" and doc.zone("galliae_2").number == 2
    assert all(doc.zone(z).half is Half.WEST for z in ("galliae_1", "galliae_2", "italia_1"))


def test_a_shared_flag_and_kind_for_several_zones(window: EditorWindow) -> None:
    doc = window.doc
    panel = window.zone_panel
    window.scene.select_zones(["galliae_1", "galliae_2"])
    panel.flags["east_exception"].setChecked(True)
    panel.apply_button.click()
    assert doc.zone("galliae_1").east_exception and doc.zone("galliae_2").east_exception
    window.scene.select_zones(["franci", "galliae_2"])
    panel.kind.setCurrentIndex(panel.kind.findData(ZoneKind.OUTSIDE.value))
    panel.apply_button.click()
    assert doc.zone("franci").kind is ZoneKind.OUTSIDE and doc.zone("franci").people is None
    assert doc.zone("galliae_2").diocese is None and not doc.zone("galliae_2").inside_empire
    window.scene.select_zones(["galliae_1", "mare_internum"])
    panel.kind.setCurrentIndex(panel.kind.findData(ZoneKind.ORIGIN.value))
    count = doc.undo_stack.count()
    panel.apply_button.click()  # a zone of origin needs its people: refused, named
    assert "people" in panel.error.text() and doc.undo_stack.count() == count


# --- city and port points, sources, estimate --------------------------------------------------

def test_city_and_port_points_are_edited_and_checked_by_the_one_list(
        window: EditorWindow, tmp_path: Path) -> None:
    doc = window.doc
    panel = window.zone_panel
    window.scene.select_zones(["italia_1"])
    assert panel.city_at.isEnabled() and panel.port_at.isEnabled()
    panel.city_at.setText("12.5, 2.5")
    panel.port_at.setText("19, 9.5")
    panel.apply_button.click()
    z = doc.zone("italia_1")
    assert (z.city_at, z.port_at) == ((12.5, 2.5), (19.0, 9.5))
    assert not [p for p in doc.problems if p.label == "marker"]
    panel.city_at.setText("5, 5")  # in galliae_1: a warning of map.marker
    panel.apply_button.click()
    markers = [p for p in doc.problems if p.label == "marker"]
    assert len(markers) == 1 and markers[0].check.id == "map.marker"
    assert "map.marker" in panel.notes.text()
    target = tmp_path / "map.yaml"
    assert window.save_to(target)
    assert [p.check for p in validate_file(target)] == ["map.marker"]
    panel.city_at.setText("")  # back beside the label
    panel.apply_button.click()
    assert doc.zone("italia_1").city_at is None
    panel.port_at.setText("a, b")
    count = doc.undo_stack.count()
    panel.apply_button.click()
    assert "port" in panel.error.text() and doc.undo_stack.count() == count
    window.scene.select_zones(["galliae_2"])  # no city, no port: nothing to place
    assert not panel.city_at.isEnabled() and not panel.port_at.isEnabled()


def test_sources_and_the_estimate_flag_are_map_properties(window: EditorWindow,
                                                          tmp_path: Path) -> None:
    doc = window.doc
    props = MapPropertiesDialog(doc, window)
    assert props.estimate.isChecked()
    props.estimate.setChecked(False)
    props.sources.setPlainText("Printed map, scanned at 300 dpi\n\n  Rules booklet p. 4  \n")
    props.apply()
    assert doc.game_map.authored_estimate is False
    assert doc.game_map.sources == ["Printed map, scanned at 300 dpi", "Rules booklet p. 4"]
    assert doc.undo_stack.count() == 1
    target = tmp_path / "map.yaml"
    assert window.save_to(target)
    reloaded = load_map(target)
    assert reloaded.sources == doc.game_map.sources and not reloaded.authored_estimate
    doc.undo_stack.undo()
    assert doc.game_map.authored_estimate and doc.game_map.sources == []


# --- file mode --------------------------------------------------------------------------------

def test_saving_keeps_the_file_mode(window: EditorWindow, tmp_path: Path) -> None:
    target = tmp_path / "map.yaml"
    target.write_bytes(MINI_MAP.read_bytes())
    target.chmod(0o640)
    window.doc.path = target
    window.scene.select_zones(["galliae_1"])
    window.zone_panel.name_edit.setText("Gallia prima")
    window.zone_panel.apply_button.click()
    assert window.save_to(target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert load_map(target).zone("galliae_1").name == "Gallia prima"
