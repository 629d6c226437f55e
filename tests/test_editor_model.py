"""The editor's document, commands and live checks (no window needed, Qt offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from editor.map_editor.analysis import LiveAnalysis
from editor.map_editor.commands import (
    MoveLabelCommand,
    SetBackgroundCommand,
    SetMapPropertiesCommand,
)
from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument, map_to_yaml
from editor.map_editor.geometry_ops import closing_problem, drawing_problem, merge_zones, split_zone
from editor.map_editor.play import scenario_for_map
from editor.map_editor.scene import MapDocumentScene
from sv_model.geometry import computed_adjacency
from sv_model.loader import load_map
from sv_model.schemas.map import BackgroundImage, Diocese, EdgeKind, GameMap, Zone, ZoneKind

MINI = Path(__file__).parent / "data" / "mini"


class RecordingController(EditController):
    """An edit controller that keeps the status messages it gives in ``messages``."""

    def __init__(self, doc: MapDocument, scene: MapDocumentScene) -> None:
        self.messages: list[str] = []
        super().__init__(doc, scene, self.messages.append)


def _doc(qapp: QApplication, m: GameMap | None = None
         ) -> tuple[MapDocument, RecordingController]:
    doc = MapDocument(m or load_map(MINI / "map.yaml"))
    scene = MapDocumentScene(doc)
    return doc, RecordingController(doc, scene)


def _square(x: float, y: float, size: float = 10.0) -> list[tuple[float, float]]:
    return [(x, y), (x + size, y), (x + size, y + size), (x, y + size)]


def _grid_map() -> GameMap:
    """A 3×3 grid of land zones sharing their borders vertex for vertex."""
    zones = []
    for i in range(3):
        for j in range(3):
            zones.append(Zone(id=f"z{i}{j}", name=f"Z{i}{j}", kind=ZoneKind.OUTSIDE,
                              polygons=[_square(10.0 * i, 10.0 * j)],
                              label=(10.0 * i + 5, 10.0 * j + 5)))
    return GameMap(format="sv-map", schema_version=1, id="grid", name="Grid", dioceses=[],
                   zones=zones)


def _checks(doc: MapDocument) -> set[str]:
    return {p.label for p in doc.problems}


# --- each validation check catches a planted fault ----------------------------------------

def test_clean_mini_map_has_no_problems(qapp: QApplication) -> None:
    doc, _ctl = _doc(qapp)
    assert doc.problems == []


def test_overlap_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    assert ctl.move_vertices({(-10.0, 0.0): (-10.0, 0.0), (0.0, 0.0): (0.0, 0.0)}) is False
    franci = doc.zone("franci").model_copy(update={"polygons": [[(-10, 0), (3, 0), (3, 20),
                                                                (-10, 20)]]})
    ctl.edit_zone("franci", franci)
    overlaps = [p for p in doc.problems if p.label == "overlap"]
    assert {frozenset(p.zones) for p in overlaps} == {frozenset(("franci", "galliae_1")),
                                                      frozenset(("franci", "galliae_2"))}
    assert overlaps[0].bounds is not None and overlaps[0].bounds[2] == pytest.approx(3.0)


def test_gap_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp, _grid_map())
    assert "gap" not in _checks(doc)
    ctl.delete_zones(["z11"])
    gaps = [p for p in doc.problems if p.label == "gap"]
    assert len(gaps) == 1 and gaps[0].bounds == (10.0, 10.0, 20.0, 20.0)
    assert "gap of 100 square units" in gaps[0].message  # issue 16 item 8: with its unit
    doc.undo_stack.undo()
    assert "gap" not in _checks(doc)


def test_sliver_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    ctl.add_zone([(20.0, 0.0), (40.0, 0.0), (40.0, 0.002), (20.0, 0.002)])
    slivers = [p for p in doc.problems if p.label == "sliver"]
    assert [p.zones for p in slivers] == [("zone_1",)]


def test_self_intersection_is_caught(qapp: QApplication) -> None:
    m = load_map(MINI / "map.yaml")
    bow = m.zones[3].model_copy(update={"polygons": [[(-10, 0), (0, 20), (0, 0), (-10, 20)]]})
    m.zones[3] = bow
    doc, _ctl = _doc(qapp, m)
    assert [p.zones for p in doc.problems if p.label == "self-intersection"] == [("franci",)]


def test_unreachable_zone_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    ctl.add_zone(_square(100.0, 100.0))
    assert [p.zones for p in doc.problems if p.label == "unreachable"] == [("zone_1",)]


def test_diocese_without_zone_one_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    ctl.edit_zone("italia_1", doc.zone("italia_1").model_copy(update={"number": 2}))
    rows = [p for p in doc.problems if p.label == "zone 1"]
    assert len(rows) == 1 and "italia" in rows[0].message and rows[0].zones == ("italia_1",)


def test_duplicate_names_are_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    ctl.edit_zone("franci", doc.zone("franci").model_copy(update={"name": "Galliae 2"}))
    rows = [p for p in doc.problems if p.label == "duplicate name"]
    assert len(rows) == 1 and set(rows[0].zones) == {"franci", "galliae_2"}


def test_port_not_on_a_coast_is_caught(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    moved = doc.zone("galliae_1").model_copy(update={"port": "occidentalis",
                                                     "port_name": "Gesoriacum"})
    ctl.edit_zone("galliae_1", moved)  # touches the sea only at a corner
    assert [p.zones for p in doc.problems if p.label == "port"] == [("galliae_1",)]


def test_land_link_between_distant_zones_is_caught(qapp: QApplication) -> None:
    m = load_map(MINI / "map.yaml")
    m.edges.append(m.edges[0].model_copy(update={"a": "franci", "b": "italia_1"}))
    doc, _ctl = _doc(qapp, m)
    assert [p.zones for p in doc.problems if p.label == "link"] == [("franci", "italia_1")]


# --- undo and redo everything -------------------------------------------------------------

def test_undo_and_redo_every_kind_of_edit(qapp: QApplication) -> None:
    doc, ctl = _doc(qapp)
    stack = doc.undo_stack
    states = [map_to_yaml(doc.game_map)]

    def step(ok: object) -> None:
        assert ok, ctl.messages
        states.append(map_to_yaml(doc.game_map))
        assert stack.count() == len(states) - 1

    step(ctl.move_vertices({(10.0, 10.0): (11.0, 9.5)}))
    step(ctl.insert_vertex((0.0, 0.0), (10.0, 0.0), (5.0, 0.0)))
    step(ctl.delete_vertices({(5.0, 0.0)}))
    step(ctl.add_zone([(20.0, 0.0), (30.0, 0.0), (30.0, 10.0), (20.0, 10.0)]))
    step(ctl.split("galliae_2", [(5.0, 9.0), (5.0, 21.0)]))
    step(ctl.merge(["galliae_2", "galliae_2_1"]))
    step(ctl.edit_zone("zone_1", doc.zone("zone_1").model_copy(update={"id": "dalmatia",
                                                                       "name": "Dalmatia"})))
    step(ctl.set_edge_kind(frozenset(("galliae_1", "galliae_2")), EdgeKind.RIVER, "Mosa"))
    step(ctl.add_link("franci", "italia_1"))
    step(ctl.remove_link(frozenset(("franci", "italia_1"))))
    stack.push(SetBackgroundCommand(doc, "Import background",
                                    BackgroundImage(path="scan.png", opacity=0.3)))
    step(True)
    stack.push(SetMapPropertiesCommand(doc, {"name": "Renamed", "dioceses": [
        *doc.game_map.dioceses, Diocese(id="thracia", name="Thracia")]}))
    step(True)
    step(ctl.delete_zones(["dalmatia"]))
    for i in range(len(states) - 1, 0, -1):
        stack.undo()
        assert map_to_yaml(doc.game_map) == states[i - 1]
    assert doc.game_map == MapDocument(load_map(MINI / "map.yaml")).game_map
    for i in range(1, len(states)):
        stack.redo()
        assert map_to_yaml(doc.game_map) == states[i]


# --- the live analysis equals a full recomputation ------------------------------------------

@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(1, 2), st.integers(1, 2),
                          st.floats(-4.0, 4.0), st.floats(-4.0, 4.0)), min_size=1, max_size=4))
def test_incremental_adjacency_equals_full(qapp: QApplication,
                                           moves: list[tuple[int, int, float, float]]) -> None:
    doc, ctl = _doc(qapp, _grid_map())
    for i, j, dx, dy in moves:
        ctl.move_vertices({(10.0 * i, 10.0 * j): (10.0 * i + dx, 10.0 * j + dy)})
    assert doc.analysis.pairs == computed_adjacency(doc.game_map, doc.analysis.tolerance)
    fresh = LiveAnalysis()
    fresh.reset(doc.zones)
    assert fresh.geometry_problems() == doc.analysis.geometry_problems()
    assert {e.key for e in doc.game_map.edges} == fresh.pairs


# --- geometry helpers -----------------------------------------------------------------------

def test_drawing_and_closing_problems() -> None:
    assert drawing_problem([(0, 0), (10, 10), (10, 0)], (0, 10)) is not None
    assert drawing_problem([(0, 0), (10, 0)], (10, 0)) is not None
    assert drawing_problem([(0, 0), (10, 0), (10, 10)], (0, 10)) is None
    assert closing_problem([(0, 0), (10, 0)]) is not None
    assert closing_problem([(0, 0), (10, 10), (10, 0), (0, 10)]) is not None
    assert closing_problem([(0, 0), (10, 0), (10, 10), (0, 10)]) is None


def test_split_and_merge_round_trip() -> None:
    ring = _square(0.0, 0.0)
    result = split_zone([ring], [(4.0, -1.0), (4.0, 11.0)])
    assert not isinstance(result, str)
    big, small = result
    assert len(big) == len(small) == 1
    merged = merge_zones(big, small)
    assert not isinstance(merged, str)
    from editor.map_editor.geometry_ops import zone_geometry

    assert zone_geometry(merged).equals(zone_geometry([ring]))
    assert isinstance(split_zone([ring], [(4.0, -1.0), (4.0, 5.0)]), str)
    assert isinstance(merge_zones([ring], [_square(30.0, 0.0)]), str)


# --- files and play mode --------------------------------------------------------------------

def test_play_mode_scenario_for_an_edited_map(qapp: QApplication, tmp_path: Path) -> None:
    doc, _ctl = _doc(qapp)
    target = tmp_path / "edited.yaml"
    doc.save(target)
    made = scenario_for_map(target, MINI / "scenario.yaml")
    assert isinstance(made, Path) and made.is_file()
    missing = scenario_for_map(target, tmp_path / "none.yaml")
    assert isinstance(missing, str) and "missing" in missing


def test_cli_edit_map_reports_a_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    from sv_desktop.cli.main import main

    assert main(["edit-map", "/no/such/map.yaml"]) == 2
    assert "not found" in capsys.readouterr().err


def test_saving_with_no_edit_keeps_the_bytes_and_an_edit_changes_its_lines(
        qapp: QApplication, tmp_path: Path) -> None:
    """Issue 16 item 9: the shipped map saved with no edit is byte for byte the same (it
    was rewritten whole, 3,130 lines to 13,239, its header comment gone); after moving one
    label point only that zone's lines change."""
    import difflib
    import shutil

    from sv_model.paths import DEFAULT_MAP

    path = tmp_path / "map.yaml"
    shutil.copy(DEFAULT_MAP, path)
    original = path.read_text(encoding="utf-8")
    doc = MapDocument.open(path)
    doc.save(path)
    assert path.read_text(encoding="utf-8") == original
    scene = MapDocumentScene(doc)
    ctl = EditController(doc, scene, lambda _m: None)
    zone = doc.zone("italia_3")
    inside = next(p for p in zone.polygons[0][:-1]
                  if doc.covers("italia_3", ((p[0] + zone.label[0]) / 2,
                                             (p[1] + zone.label[1]) / 2)))
    assert ctl.move_label("italia_3", ((inside[0] + zone.label[0]) / 2,
                                       (inside[1] + zone.label[1]) / 2))
    doc.save(path)
    changed = [line for line in difflib.unified_diff(original.splitlines(),
                                                      path.read_text(encoding="utf-8")
                                                      .splitlines(), lineterm="", n=0)
               if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert 1 <= len(changed) <= 4 and all("label" in line for line in changed), changed
    assert load_map(path).zone("italia_3").label == doc.zone("italia_3").label


def test_labels_left_outside_are_put_inside_in_one_undoable_edit(qapp: QApplication, mini_dir: Path
                                                                 ) -> None:
    """Issue 16 item 6: after a vertex move a label point can end up outside its zone; the
    editor flags it and Map ▸ Put Labels Inside Their Zones moves it to the point farthest
    inside (shapely's polylabel), as one edit that undo takes back."""
    doc = MapDocument.open(mini_dir / "map.yaml")
    scene = MapDocumentScene(doc)
    messages: list[str] = []
    ctl = EditController(doc, scene, messages.append)
    assert ctl.labels_inside() == 0 and "inside" in messages[-1]
    zone = doc.zone("galliae_1")
    outside = (zone.label[0] + 1000.0, zone.label[1])
    doc.undo_stack.push(MoveLabelCommand(doc, zone.model_copy(update={"label": outside})))
    assert any("galliae_1" in p.message and "label" in p.message for p in doc.problems)
    count = doc.undo_stack.count()
    assert ctl.labels_inside() == 1 and doc.undo_stack.count() == count + 1
    moved = doc.zone("galliae_1").label
    assert doc.covers("galliae_1", moved)
    assert not any("label" in p.message for p in doc.problems)
    doc.undo_stack.undo()
    assert doc.zone("galliae_1").label == outside
