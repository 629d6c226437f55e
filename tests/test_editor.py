"""The map editor driven through its GUI (pytest-qt, offscreen)."""

from __future__ import annotations

from collections.abc import Set
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from editor_support import NO_MODS, click, drag, drawn_points, key, scene_pos, shown_editor
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot
from qt_support import cell, cell_text, top_item

from editor import open_editor
from editor.map_editor.document import MapDocument
from editor.map_editor.overlays import edge_pen
from editor.map_editor.window import EditorWindow
from sv_model.loader import load_map
from sv_model.paths import DEFAULT_MAP
from sv_model.schemas.map import EdgeKind

if TYPE_CHECKING:
    from editor.map_editor.commands import SetLinksCommand

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"


@pytest.fixture
def window(qtbot: QtBot) -> EditorWindow:
    return shown_editor(qtbot, MINI_MAP)


def edge_kinds(doc: MapDocument) -> dict[frozenset[str], tuple[EdgeKind, str | None]]:
    return doc.edge_state()


def test_draw_zone_snaps_to_neighbour_and_becomes_adjacent(window: EditorWindow) -> None:
    doc = window.doc
    window.view.set_tool("draw")
    # Slightly off the corners of Italia 1: the snap pulls them onto its vertices/edge.
    for p in [(20.12, 0.1), (28.0, 0.0), (28.0, 10.0), (20.1, 10.08), (20.11, 5.0)]:
        click(window, p)
    key(window, Qt.Key.Key_Return)
    new = doc.zone("zone_1")
    ring = new.polygons[0]
    assert ring[0] == (20.0, 0.0) and ring[3] == (20.0, 10.0)
    on_edge = ring[4]
    assert on_edge[0] == 20.0 and on_edge[1] == pytest.approx(5.0, abs=0.1)
    assert on_edge in doc.zone("italia_1").polygons[0], "snapped edge point is shared"
    assert frozenset(("zone_1", "italia_1")) in edge_kinds(doc)
    assert frozenset(("zone_1", "mare_internum")) not in edge_kinds(doc)  # sea at a corner
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert not doc.has_zone("zone_1") and on_edge not in doc.zone("italia_1").polygons[0]


def test_drawing_refuses_a_bow_tie(window: EditorWindow) -> None:
    window.view.set_tool("draw")
    for p in [(22.0, 2.0), (28.0, 8.0), (28.0, 2.0)]:
        click(window, p)
    click(window, (22.0, 8.0))  # would cross the first side
    assert len(drawn_points(window)) == 3
    assert "cross" in window.statusBar().currentMessage()
    key(window, Qt.Key.Key_Escape)
    assert drawn_points(window) == []
    assert window.doc.undo_stack.count() == 0


def test_double_click_closes_and_typed_coordinates_add_vertices(window: EditorWindow) -> None:
    window.view.set_tool("draw")
    for text in ("30, 0", "40, 0", "40, 10"):
        window.coordinates.setText(text)
        QTest.keyClick(window.coordinates, Qt.Key.Key_Return)
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, NO_MODS,
                      scene_pos(window, (40.0, 10.0)))
    zone = window.doc.zone("zone_1")
    assert zone.polygons[0][:3] == [(30.0, 0.0), (40.0, 0.0), (40.0, 10.0)]


def test_mark_an_edge_as_river(window: EditorWindow) -> None:
    doc = window.doc
    pair = frozenset(("galliae_1", "italia_1"))
    click(window, (12.0, 5.0))  # on the line between the labels (5,5) and (15,5)
    assert window.scene.selected_edge == pair
    panel = window.edge_panel
    panel.radios[EdgeKind.RIVER].setChecked(True)
    panel.river.setCurrentText("Padus")
    panel.apply_button.click()
    assert edge_kinds(doc)[pair] == (EdgeKind.RIVER, "Padus")
    panel.radios[EdgeKind.STRAIT].setChecked(True)
    panel.apply_button.click()
    assert edge_kinds(doc)[pair] == (EdgeKind.STRAIT, None)
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert edge_kinds(doc)[pair] == (EdgeKind.LAND, None)


def test_move_a_shared_vertex_moves_every_zone(window: EditorWindow) -> None:
    doc = window.doc
    click(window, (3.0, 3.0))
    assert window.scene.selected_zones == ["galliae_1"]
    drag(window, (10.0, 10.0), (12.0, 12.5))
    moved = doc.vertices.refs_at((10.0, 10.0))
    assert moved == []
    target = doc.vertices.zones_at(window.scene.selected_vertices.copy().pop())
    assert target == {"galliae_1", "galliae_2", "italia_1", "mare_internum"}
    assert doc.undo_stack.count() == 1  # one drag, one undo step
    doc.undo_stack.undo()
    assert doc.vertices.zones_at((10.0, 10.0)) == target


def test_click_an_edge_inserts_a_vertex_in_both_zones(window: EditorWindow) -> None:
    doc = window.doc
    click(window, (3.0, 3.0))
    click(window, (10.0, 4.0))  # the border galliae_1 | italia_1
    assert doc.vertices.zones_at((10.0, 4.0)) == {"galliae_1", "italia_1"} or any(
        len(doc.vertices.zones_at(k)) == 2 for k in window.scene.selected_vertices)
    assert len(doc.zone("galliae_1").polygons[0]) == 5
    assert len(doc.zone("italia_1").polygons[0]) == 5
    key(window, Qt.Key.Key_Delete)
    assert len(doc.zone("galliae_1").polygons[0]) == 4
    assert len(doc.zone("italia_1").polygons[0]) == 4


def test_multi_vertex_move_is_one_undo_step_and_bow_tie_drag_is_refused(
        window: EditorWindow) -> None:
    doc = window.doc
    click(window, (3.0, 3.0))
    click(window, (0.0, 0.0))
    click(window, (10.0, 0.0), Qt.KeyboardModifier.ShiftModifier)
    assert len(window.scene.selected_vertices) == 2
    drag(window, (0.0, 0.0), (0.0, -2.0))
    assert doc.undo_stack.count() == 1
    assert doc.zone("galliae_1").polygons[0][:2] == [(0.0, -2.0), (10.0, -2.0)] or all(
        y == pytest.approx(-2.0, abs=0.05) for _x, y in doc.zone("galliae_1").polygons[0][:2])
    window.scene.select_vertices(set())
    before = doc.zone("galliae_1")
    drag(window, (0.0, 10.0), (12.0, 5.0))  # would make a bow-tie: refused
    assert doc.zone("galliae_1") == before
    assert "Refused" in window.statusBar().currentMessage()


def test_split_and_merge(window: EditorWindow) -> None:
    doc = window.doc
    click(window, (3.0, 3.0))
    window.view.set_tool("split")
    for p in ((5.0, -1.0), (5.0, 11.0)):
        window.coordinates.setText(f"{p[0]}, {p[1]}")
        QTest.keyClick(window.coordinates, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Return)
    assert doc.has_zone("galliae_1_1")
    assert frozenset(("galliae_1", "galliae_1_1")) in edge_kinds(doc)
    assert doc.zone("galliae_1_1").number == 3 and doc.zone("galliae_1_1").city is None
    assert (5.0, 10.0) in doc.zone("galliae_2").polygons[0], "cut point shared by neighbour"
    window.view.set_tool("select")
    window.scene.select_zones(["galliae_1", "galliae_1_1"])
    window.merge_action.trigger()
    assert not doc.has_zone("galliae_1_1")
    assert doc.analysis.geometry("galliae_1").area == pytest.approx(100.0)
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.game_map == MapDocument.open(MINI_MAP).game_map


def test_zone_panel_renames_and_keeps_river_marks(window: EditorWindow) -> None:
    doc = window.doc
    window.scene.select_zones(["franci"])
    panel = window.zone_panel
    panel.id_edit.setText("franci_1")
    panel.name_edit.setText("Franci (north)")
    panel.apply_button.click()
    assert doc.has_zone("franci_1") and not doc.has_zone("franci")
    assert edge_kinds(doc)[frozenset(("franci_1", "galliae_2"))] == (EdgeKind.RIVER, "Rhenus")
    assert doc.zone("franci_1").name == "Franci (north)"
    doc.undo_stack.undo()
    assert doc.has_zone("franci")


def test_invalid_attributes_are_refused_with_a_message(window: EditorWindow) -> None:
    window.scene.select_zones(["galliae_2"])
    panel = window.zone_panel
    panel.flags["capital"].setChecked(True)  # a capital needs a city
    panel.apply_button.click()
    assert "city" in panel.error.text()
    assert window.doc.undo_stack.count() == 0


def test_link_tool_adds_a_strait(window: EditorWindow) -> None:
    window.view.set_tool("link")
    click(window, (-5.0, 2.0))
    click(window, (15.0, 2.0))
    pair = frozenset(("franci", "italia_1"))
    assert edge_kinds(window.doc)[pair] == (EdgeKind.STRAIT, None)
    added, _removed, _changed = window.doc.adjacency_diff()
    assert added == ["franci – italia_1 (strait)"]
    assert window.controller.remove_link(pair)
    assert pair not in edge_kinds(window.doc)


def test_validation_row_zooms_to_the_problem(window: EditorWindow) -> None:
    window.scene.select_zones(["galliae_1"])
    window.zone_panel.number.setValue(4)
    window.zone_panel.apply_button.click()
    tree = window.problems.tree
    assert tree.topLevelItemCount() >= 1
    item = next(top_item(tree, i) for i in range(tree.topLevelItemCount())
                if top_item(tree, i).text(0) == "zone 1")
    window.scene.select_zones([])
    scale_before = window.view.transform().m11()
    tree.itemClicked.emit(item, 0)
    assert window.view.transform().m11() != scale_before
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    assert window.doc.zone_at((centre.x(), centre.y())) in ("galliae_1", "galliae_2")


def test_background_image_is_imported_moved_faded_and_saved(window: EditorWindow,
                                                             tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    image = QImage(40, 20, QImage.Format.Format_RGB32)
    image.fill(QColor("#887766"))
    scan = tmp_path / "scan.png"
    image.save(str(scan))
    panel = window.background_panel
    window.doc.set_path(tmp_path / "map.yaml")
    assert panel.import_image(str(scan))
    assert window.doc.game_map.background is not None
    assert window.doc.game_map.background.path == "scan.png"
    assert not window.scene.background.pixmap().isNull()
    for v in (80, 60, 40):
        panel.opacity.setValue(v)
    panel.scale.setValue(0.5)
    panel.rotation.setValue(3.0)
    stack = window.doc.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == [
        "Import background", "Fade background", "Scale background", "Rotate background"]
    assert window.scene.background.opacity() == pytest.approx(0.4)
    panel.embed.setChecked(True)
    assert window.doc.game_map.background.embedded_png_base64
    target = tmp_path / "out" / "map.yaml"
    assert window.save_to(target)
    reloaded = load_map(target)
    assert reloaded == window.doc.game_map
    assert reloaded.background is not None and reloaded.background.path == "../scan.png"


def test_save_and_reload_is_equal(window: EditorWindow, tmp_path: Path) -> None:
    doc = window.doc
    click(window, (3.0, 3.0))
    drag(window, (10.0, 10.0), (11.0, 9.0))
    window.view.set_tool("draw")
    for text in ("20, 0", "30, 0", "30, 10", "20, 10"):
        window.coordinates.setText(text)
        QTest.keyClick(window.coordinates, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Return)
    doc.undo_stack.push(_mark(window, ("galliae_1", "galliae_2")))
    target = tmp_path / "edited.yaml"
    assert not doc.undo_stack.isClean()
    assert window.save_to(target)
    assert doc.undo_stack.isClean() and doc.path == target.resolve()
    assert load_map(target) == doc.game_map
    assert MapDocument.open(target).game_map == doc.game_map
    assert doc.adjacency_diff() == ([], [], [])


def _mark(window: EditorWindow, pair: tuple[str, str]) -> SetLinksCommand:
    from editor.map_editor.commands import SetLinksCommand

    marks = dict(window.doc.marks)
    marks[frozenset(pair)] = (EdgeKind.RIVER, "Rhenus")
    return SetLinksCommand(window.doc, "mark", marks, window.doc.manual)


def test_closing_with_unsaved_changes_asks(window: EditorWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.interactive = True
    window.controller.move_vertices({(0.0, 0.0): (-1.0, -1.0)})
    asked: list[str] = []

    def answer(*args: Any, **_kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(args[1])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", answer)
    assert not window.close()
    assert asked == ["Unsaved changes"] and window.isVisible()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close()


def test_open_editor_entry_point(qtbot: QtBot) -> None:
    win = open_editor(None, MINI_MAP)
    qtbot.addWidget(win)
    assert isinstance(win, QMainWindow) and isinstance(win, EditorWindow)
    assert len(win.doc.zones) == 5 and win.isVisible()
    empty = open_editor(None, None)
    qtbot.addWidget(empty)
    assert isinstance(empty, EditorWindow) and empty.doc.zones == []
    assert empty.doc.save_problems() == ["the map has no zone yet"]


def test_shift_drag_picks_vertices_with_a_rubber_band(window: EditorWindow) -> None:
    click(window, (3.0, 3.0))
    vp = window.view.viewport()
    shift = Qt.KeyboardModifier.ShiftModifier
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, shift, scene_pos(window, (-1.0, -1.0)))
    QTest.mouseMove(vp, scene_pos(window, (11.0, 2.0)))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, shift, scene_pos(window, (11.0, 2.0)))
    assert window.scene.selected_vertices == {(0.0, 0.0), (10.0, 0.0)}


def test_adjacency_diff_dialog_and_map_properties(window: EditorWindow) -> None:
    from PySide6.QtWidgets import QListWidget, QTableWidgetItem

    from editor.map_editor.dialogs import AdjacencyDiffDialog, MapPropertiesDialog

    window.controller.add_link("franci", "italia_1")
    dialog = AdjacencyDiffDialog(window.doc, window, before_save=False)
    rows = [w.item(i).text() for w in dialog.findChildren(QListWidget) for i in range(w.count())]
    assert rows == ["+ franci – italia_1 (strait)"]
    props = MapPropertiesDialog(window.doc, window)
    table = props.dioceses
    table.insertRow(table.rowCount())
    for col, text in enumerate(("thracia", "Thracia", "#f0a860")):
        table.setItem(table.rowCount() - 1, col, QTableWidgetItem(text))
    props.name.setText("Edited map")
    props.apply()
    assert [d.id for d in window.doc.game_map.dioceses] == ["galliae", "italia", "thracia"]
    assert "thracia" in {p.message.split("'")[1] for p in window.doc.problems
                         if p.label == "zone 1"}
    window.doc.undo_stack.undo()
    assert window.doc.game_map.name == "Mini test map"
    assert len(window.doc.game_map.dioceses) == 2


def test_snap_tolerance_is_settable(window: EditorWindow) -> None:
    window.view.set_tool("draw")
    window.tolerance.setValue(1)  # pixels: a click a few pixels off no longer snaps
    off = (20.0 + 4 * window.scene.pixel_size, 0.0)
    click(window, off)
    assert drawn_points(window)[0] != (20.0, 0.0)
    key(window, Qt.Key.Key_Backspace)
    window.tolerance.setValue(10)
    click(window, off)
    assert drawn_points(window) == [(20.0, 0.0)]
    window.snap_box.setChecked(False)
    click(window, (25.0, 1.0))
    assert len(drawn_points(window)) == 2


def test_space_drag_pans_instead_of_editing(window: EditorWindow) -> None:
    window.view.zoom_by(4.0)
    bar = window.view.horizontalScrollBar()
    before = bar.value()
    QTest.keyPress(window.view, Qt.Key.Key_Space)
    drag(window, (5.0, 5.0), (2.0, 5.0))
    QTest.keyRelease(window.view, Qt.Key.Key_Space)
    assert bar.value() != before
    assert window.scene.selected_zones == [] and window.doc.undo_stack.count() == 0


# --- names: level of detail ----------------------------------------------------------------

def _shown(win: EditorWindow) -> dict[str, str]:
    """Visible names: zone id or 'diocese:<id>' -> the text shown."""
    sc = win.scene
    out = {zid: item.text for zid, item in sc.labels.items() if item.isVisible()}
    out.update({f"diocese:{did}": item.text
                for did, (item, _at, _z) in sc.diocese_labels.items() if item.isVisible()})
    return out


def _overlapping(win: EditorWindow, forced: Set[str] = frozenset()) -> list[tuple[str, str]]:
    sc = win.scene
    items = {zid: sc.labels[zid] for zid in _shown(win) if not zid.startswith("diocese:")}
    items.update({f"diocese:{d}": it for d, (it, _a, _z) in sc.diocese_labels.items()
                  if it.isVisible()})
    boxes = {k: it.map_box(sc.pixel_size) for k, it in items.items() if k not in forced}
    keys = sorted(boxes)
    return [(a, b) for i, a in enumerate(keys) for b in keys[i + 1:]
            if boxes[a][0] < boxes[b][2] and boxes[b][0] < boxes[a][2]
            and boxes[a][1] < boxes[b][3] and boxes[b][1] < boxes[a][3]]


def test_names_follow_the_zoom_and_the_selection(window: EditorWindow) -> None:
    zones = {"galliae_1", "galliae_2", "italia_1", "franci", "mare_internum"}
    close = _shown(window)
    assert set(close) == zones, "zoomed in, every zone name fits and no diocese name shows"
    assert close["galliae_1"] == "Galliae 1\n♛ Treveri"
    window.view.zoom_by(0.12)  # a zone is now some 40 pixels wide
    far = _shown(window)
    assert not {"galliae_2", "mare_internum"} & set(far), "names that do not fit hide"
    assert far["galliae_1"] == "♛ Treveri", "a capital keeps its city's name"
    assert "italia_1" not in far, "♛ Mediolanum would overlap ♛ Treveri"
    assert _overlapping(window) == []
    window.scene.select_zones(["galliae_2"])
    assert _shown(window)["galliae_2"] == "Galliae 2", "the selected zone is always named"
    assert _overlapping(window, forced={"galliae_2"}) == []
    window.scene.select_zones([])
    assert "galliae_2" not in _shown(window)
    window.view.fit_all()
    assert set(_shown(window)) == zones
    labels_box = next(b for b in window.findChildren(QCheckBox) if b.text() == "Labels")
    labels_box.setChecked(False)
    assert _shown(window) == {}
    labels_box.setChecked(True)
    assert set(_shown(window)) == zones


def test_shipped_map_names_never_overlap(qtbot: QtBot) -> None:
    win = EditorWindow(MapDocument.open(DEFAULT_MAP))
    win.interactive = False
    qtbot.addWidget(win)
    win.resize(1440, 900)
    win.show()
    win.view.fit_all()
    fit = _shown(win)
    dioceses = {k for k in fit if k.startswith("diocese:")}
    assert len(dioceses) >= 8, "zoomed out, the dioceses are named"
    assert len(fit) - len(dioceses) < len(win.doc.zones) / 2
    assert _overlapping(win) == []
    edges = win.scene.edges
    far = edges.strength(win.scene.pixel_size)
    land, river = (edge_pen(k, False, far, False) for k in (EdgeKind.LAND, EdgeKind.RIVER))
    assert land.color().alphaF() < 0.5 < river.color().alphaF(), "faint web, rivers stand out"
    focused = edge_pen(EdgeKind.LAND, False, 1.0, True)
    assert focused.color().alphaF() == 1.0 and focused.widthF() > land.widthF()
    pair, line = next((p, ln) for p, ln, k, _m in edges.lines if k is EdgeKind.LAND)
    click(win, (line.center().x(), line.center().y()))
    assert win.scene.selected_edge is None, "a faint line does not catch the click"
    assert win.scene.selected_zones and win.scene.edges.focus == set(win.scene.selected_zones)
    win.scene.select_zones([])
    win.view.zoom_by(4.0)
    assert edges.strength(win.scene.pixel_size) > far
    assert _overlapping(win) == []
    win.view.centerOn(line.center())
    click(win, (line.center().x(), line.center().y()))
    assert win.scene.selected_edge == pair, "zoomed in, the same line can be clicked"
    zoomed = {k for k in _shown(win) if not k.startswith("diocese:")}
    in_view = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    fit_in_view = {k for k in fit if not k.startswith("diocese:")
                   and in_view.contains(QPointF(*win.doc.zone(k).label))}
    assert len(zoomed) > len(fit_in_view), "zooming in names more zones"


# --- dragging a zone's label point ---------------------------------------------------------

def test_drag_a_name_moves_the_label_point_in_one_undo_step(window: EditorWindow) -> None:
    doc = window.doc
    tol = window.scene.pixel_size * 1.5
    drag(window, (5.0, 5.0), (3.0, 7.5))  # grab Galliae 1's name and drop it lower left
    assert window.scene.selected_zones == ["galliae_1"]
    label = doc.zone("galliae_1").label
    assert label == pytest.approx((3.0, 7.5), abs=tol)
    assert doc.zone("galliae_1").polygons == MapDocument.open(MINI_MAP).zone(
        "galliae_1").polygons
    assert doc.undo_stack.count() == 1 and doc.undo_stack.text(0) == "Move label of Galliae 1"
    line = next(ln for pair, ln, _k, _m in window.scene.edges.lines
                if pair == frozenset(("galliae_1", "italia_1")))
    assert QPointF(*label) in (line.p1(), line.p2()), "adjacency lines follow the label"
    assert window.zone_panel.label_x.value() == pytest.approx(label[0])
    doc.undo_stack.undo()
    assert doc.zone("galliae_1").label == (5.0, 5.0)
    assert window.scene.labels["galliae_1"].pos() == QPointF(5.0, 5.0)
    doc.undo_stack.redo()
    assert doc.zone("galliae_1").label == label


def test_a_name_cannot_be_dropped_outside_its_zone(window: EditorWindow) -> None:
    drag(window, (15.0, 5.0), (15.0, 15.0))  # Italia 1's name onto the sea
    assert window.doc.zone("italia_1").label == (15.0, 5.0)
    assert window.doc.undo_stack.count() == 0
    assert "inside the zone" in window.statusBar().currentMessage()
    assert window.scene.labels["italia_1"].pos() == QPointF(15.0, 5.0)
    assert not window.scene.labels["italia_1"].alert
    window.zone_panel.label_y.setValue(15.0)  # typed coordinates are checked the same way
    window.zone_panel.apply_button.click()
    assert window.doc.zone("italia_1").label == (15.0, 5.0)
    assert window.doc.undo_stack.count() == 0
    window.zone_panel.label_y.setValue(8.0)
    window.zone_panel.apply_button.click()
    assert window.doc.zone("italia_1").label == (15.0, 8.0)


def test_a_click_on_a_name_selects_without_moving_it(window: EditorWindow) -> None:
    click(window, (5.0, 15.0))
    assert window.scene.selected_zones == ["galliae_2"]
    assert window.scene.selected_edge is None
    assert window.doc.undo_stack.count() == 0


def test_escape_cancels_a_name_drag(window: EditorWindow) -> None:
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, NO_MODS, scene_pos(window, (5.0, 15.0)))
    QTest.mouseMove(vp, scene_pos(window, (3.0, 17.0)))
    assert window.scene.labels["galliae_2"].pos() != QPointF(5.0, 15.0)
    key(window, Qt.Key.Key_Escape)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NO_MODS, scene_pos(window, (3.0, 17.0)))
    assert window.doc.zone("galliae_2").label == (5.0, 15.0)
    assert window.scene.labels["galliae_2"].pos() == QPointF(5.0, 15.0)
    assert window.doc.undo_stack.count() == 0


def test_toolbar_tips_name_the_shortcuts(window: EditorWindow) -> None:
    assert window.tool_actions["draw"].toolTip().startswith("Draw zone (D)")
    assert "Ctrl+0" in window.fit_action.toolTip()
    window.view.zoom_by(3.0)
    window.fit_action.trigger()
    assert set(_shown(window)) >= {"galliae_1", "italia_1"}
    window.controller.move_label("franci", (-6.0, 9.0))
    undo = next(a for a in window.findChildren(QAction) if a.toolTip().startswith("Undo"))
    assert undo.toolTip().startswith("Undo Move label of Franci (")


def test_status_bar_shows_the_cursor_position_and_zone(window: EditorWindow) -> None:
    QTest.mouseMove(window.view.viewport(), scene_pos(window, (15.0, 15.0)))
    text = window.position.text()
    assert "Mare Internum (mare_internum)" in text and text.startswith("x 1")


def test_the_shipped_map_is_saved_as_a_copy(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 16 item 7: Save on the shipped map (opened from play mode's Tools menu) asks
    where to put a copy, and nothing may be saved over the shipped file."""
    from sv_model.paths import DEFAULT_MAP

    shipped = DEFAULT_MAP.read_bytes()
    win = EditorWindow(MapDocument.open(DEFAULT_MAP))
    win.interactive = False
    qtbot.addWidget(win)
    asked: list[int] = []

    def cancel() -> Path | None:
        asked.append(1)
        return None

    win.ask_save_path = cancel
    assert not win.save() and asked == [1]  # Save became Save As
    win.ask_save_path = lambda: DEFAULT_MAP
    assert not win.save()
    assert "Cannot save over the shipped map" in win.statusBar().currentMessage()
    assert DEFAULT_MAP.read_bytes() == shipped
    mine = tmp_path / "my_map.yaml"
    win.ask_save_path = lambda: mine
    assert win.save() and mine.is_file()
    assert win.doc.path == mine
    assert DEFAULT_MAP.read_bytes() == shipped


def test_a_failed_open_leaves_no_empty_window(window: EditorWindow, tmp_path: Path) -> None:
    """Issue 16 item 8: opening a file that cannot be read used to leave an empty "New
    map" window behind; now it is a message and the open windows stay as they were."""
    from editor.shared.open_windows import OPEN_WINDOWS

    bad = tmp_path / "bad.yaml"
    bad.write_text("format: [unclosed", encoding="utf-8")
    before = list(OPEN_WINDOWS)
    assert window.open_path(bad) is None
    assert before == OPEN_WINDOWS
    assert "bad.yaml" in window.last_error
    good = window.open_path(MINI_MAP)
    assert good is not None and good in OPEN_WINDOWS
    good.close()


@pytest.mark.parametrize("typed", ["nan, 5", "inf, 3", "12", "a, b", ""])
def test_typed_coordinates_that_are_not_a_point_are_refused_and_marked(
        window: EditorWindow, typed: str) -> None:
    """Issue 16 item 8: text that is not two finite numbers adds nothing (NaN used to get
    through to the drawing tool), stays selected for retyping, and the field is marked
    until the next keystroke."""
    window.view.set_tool("draw")
    before = window.doc.undo_stack.count()
    window.coordinates.setText(typed)
    QTest.keyClick(window.coordinates, Qt.Key.Key_Return)
    assert window.doc.undo_stack.count() == before
    assert "Not a point" in window.statusBar().currentMessage()
    assert "b3261e" in window.coordinates.styleSheet()
    assert window.coordinates.selectedText() == typed
    QTest.keyClick(window.coordinates, Qt.Key.Key_1)
    assert window.coordinates.styleSheet() == ""


def test_renaming_a_diocese_takes_its_zones_and_removing_one_asks(window: EditorWindow) -> None:
    """Issue 16 item 5: a renamed diocese carries its zones (they used to read "unknown
    diocese" without naming themselves); removing one that has zones is asked first,
    naming them; each is one edit that undo takes back."""
    from editor.map_editor.dialogs import MapPropertiesDialog

    doc = window.doc
    galliae = sorted(z.id for z in doc.zones if z.diocese == "galliae")
    assert galliae
    props = MapPropertiesDialog(doc, window)
    row = next(r for r in range(props.dioceses.rowCount())
               if cell_text(props.dioceses, r, 0) == "galliae")
    cell(props.dioceses, row, 0).setText("gallia")
    props.apply()
    assert sorted(z.id for z in doc.zones if z.diocese == "gallia") == galliae
    assert not any("unknown diocese" in p.message for p in doc.problems)
    doc.undo_stack.undo()  # one edit: the zones and the diocese together
    assert sorted(z.id for z in doc.zones if z.diocese == "galliae") == galliae
    assert "galliae" in {d.id for d in doc.game_map.dioceses}
    asked: list[str] = []
    props = MapPropertiesDialog(doc, window)

    def refuse(_title: str, text: str) -> bool:
        asked.append(text)
        return False

    props.confirm = refuse
    row = next(r for r in range(props.dioceses.rowCount())
               if cell_text(props.dioceses, r, 0) == "galliae")
    props.dioceses.removeRow(row)
    props.apply()
    assert asked and all(z in asked[0] for z in galliae)
    assert "galliae" in {d.id for d in doc.game_map.dioceses}  # refused: nothing changed
    props.confirm = lambda _title, _text: True
    props.apply()
    assert "galliae" not in {d.id for d in doc.game_map.dioceses}
    assert any(f"zone {galliae[0]}: unknown diocese" in p.message for p in doc.problems)
