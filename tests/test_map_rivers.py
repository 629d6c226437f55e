"""River lines and river edges (rule 7.2; map editor issue item "Rivers").

Rule 7.2: only a major river (the Rhenus, the Danuvius, the Tigris, the Euphrates)
costs +1 MP to cross; the Nilus and other rivers are drawn only. A river edge is
derived from a major river's line running between two land zones
(``sv_model.rivers``), the same way in the loader, ``validate`` and the map editor;
a river edge marked by hand stays as a fallback. The editor draws and edits river
lines, each edit one undo step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from editor_support import click, drag, key, shown_editor
from engine_support import mini_with_map
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from shapely.geometry import box

from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow
from sv_model.checks import Severity
from sv_model.engine import Game
from sv_model.engine.board import Board, crossing_cost
from sv_model.errors import DataFileError
from sv_model.loader import load_map, load_scenario, read_map_source
from sv_model.paths import DEFAULT_MAP
from sv_model.rivers import map_river_crossings, river_crossings, river_problems
from sv_model.schemas.map import Edge, EdgeKind, River
from sv_model.validation import validate_file
from sv_model.yamlio import read_source

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "data" / "mini"
G1_I1 = frozenset(("galliae_1", "italia_1"))
NILUS = {"name": "Nilus", "major": False, "points": [[10, 0], [10, 10]]}


def _mini(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    return mini_with_map(tmp_path, change) / "map.yaml"


def _edge(data: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    found: dict[str, Any] = next(e for e in data["edges"] if {e["a"], e["b"]} == {a, b})
    return found


def _nilus_edge(data: dict[str, Any]) -> None:
    """The Nilus, drawn only, along the Galliae 1 – Italia 1 border, marked as a river."""
    data["rivers"].append(NILUS)
    _edge(data, "galliae_1", "italia_1").update(kind="river", river="Nilus")


def _line_across(data: dict[str, Any]) -> None:
    """A major river drawn straight across the Galliae 1 – Italia 1 border."""
    data["rivers"].append({"name": "Padus", "major": True, "points": [[5, 5], [15, 5]]})


def _river_checks(found: list[Any]) -> list[tuple[str, str]]:
    return sorted((p.field, p.problem) for p in found if p.check == "map.river")


# --- the engine: only major rivers cost +1 MP (7.2) -----------------------------------------

def test_a_river_drawn_only_costs_one_mp_under_rules_3(tmp_path: Path) -> None:
    """The review's case: a river edge naming the Nilus cost 2 MP; under rules version 3
    it costs 1, as an ordinary border; the Rhenus (major) still costs 2."""
    _mini(tmp_path, _nilus_edge)
    bundle = load_scenario(tmp_path / "scenario.yaml")
    assert Board(bundle, 3).edge_cost[("galliae_1", "italia_1")] == 1
    assert Board(bundle, 3).edge_cost[("franci", "galliae_1")] == 2
    assert Board(bundle, 2).edge_cost[("galliae_1", "italia_1")] == 2, "older saves replay"
    game = Game.new(bundle, 0)  # a new game plays the current rules
    assert game.engine.rules_version >= 3
    assert game.engine.board.edge_cost[("italia_1", "galliae_1")] == 1


def test_crossing_costs() -> None:
    minor = frozenset({"Nilus"})
    cases = [(Edge(a="x", b="y", kind=EdgeKind.LAND), 1, 1),
             (Edge(a="x", b="y", kind=EdgeKind.STRAIT, name="Bosporus"), 2, 2),
             (Edge(a="x", b="y", kind=EdgeKind.RIVER, river="Rhenus"), 2, 2),
             (Edge(a="x", b="y", kind=EdgeKind.RIVER, river="Nilus"), 2, 1)]
    for e, old, new in cases:
        assert (crossing_cost(e, minor, 2), crossing_cost(e, minor, 3)) == (old, new), e


# --- derivation and the checks (one list: loader, validate, editor) -------------------------

def test_the_shipped_river_lines_give_exactly_its_river_edges() -> None:
    """The shipped map's 26 river edges were marked when it was built; the derivation
    from its river lines finds the same pairs and names, so it plays as before."""
    m = load_map(DEFAULT_MAP)
    marked = {e.key: e.river for e in m.edges if e.kind is EdgeKind.RIVER}
    assert len(marked) == 26
    assert map_river_crossings(m) == marked
    assert river_problems(m, "roman_world.yaml") == []
    assert {e.river for e in m.edges if e.kind is EdgeKind.RIVER} == {
        r.name for r in m.rivers if r.major}


def test_a_major_river_along_a_border_makes_a_river_edge() -> None:
    m = load_map(MINI / "map.yaml")
    assert set(map_river_crossings(m)) == {frozenset(("franci", "galliae_1")),
                                           frozenset(("franci", "galliae_2"))}
    padus = m.rivers[0].model_copy(update={"name": "Padus", "points": [(10.0, 0.0),
                                                                        (10.0, 10.0)]})
    m2 = m.model_copy(update={"rivers": [*m.rivers, padus]})
    assert map_river_crossings(m2)[G1_I1] == "Padus"
    # the stored edge is still land: the loader and validate say so
    assert [f for f, _p in _river_checks(river_problems(m2, "m"))] == [
        "edges[galliae_1-italia_1]"]


def test_zones_at_a_corner_on_the_river_are_separated_by_it() -> None:
    """Four squares meeting at (10, 10): a river down x = 10 runs between the left and
    right ones, and between the diagonal pairs that touch at its middle; not at its end."""
    shapes = {"a": box(0, 0, 10, 10), "b": box(10, 0, 20, 10), "c": box(0, 10, 10, 20),
              "d": box(10, 10, 20, 20)}
    pairs = [frozenset(p) for p in ("ab", "cd", "ac", "bd", "ad", "bc")]
    through = River(name="R", major=True, points=[(10, -5), (10, 25)])
    assert set(river_crossings([through], shapes, pairs, 30.0)) == {
        frozenset("ab"), frozenset("cd"), frozenset("ad"), frozenset("bc")}
    ending = through.model_copy(update={"points": [(10, -5), (10, 10)]})
    assert set(river_crossings([ending], shapes, pairs, 30.0)) == {frozenset("ab")}
    minor = through.model_copy(update={"major": False})
    assert river_crossings([minor], shapes, pairs, 30.0) == {}
    across = through.model_copy(update={"points": [(5, 5), (15, 5)]})
    assert river_crossings([across], shapes, pairs, 30.0) == {}


def test_a_river_edge_naming_a_minor_river_is_a_warning(tmp_path: Path) -> None:
    path = _mini(tmp_path, _nilus_edge)
    found = validate_file(path)
    (row,) = [p for p in found if p.check == "map.river"]
    assert row.severity is Severity.WARNING and row.field == "edges[galliae_1-italia_1].river"
    assert "not a major river" in row.problem and "no extra MP" in row.problem
    load_map(path)  # a warning: the map still loads


def test_a_hand_river_edge_naming_an_unknown_river_is_an_error(tmp_path: Path) -> None:
    def padus(data: dict[str, Any]) -> None:
        _edge(data, "galliae_1", "italia_1").update(kind="river", river="Padus")

    path = _mini(tmp_path, padus)
    with pytest.raises(DataFileError, match="unknown river 'Padus'"):
        load_map(path)


def test_river_names_are_unique(tmp_path: Path) -> None:
    def twice(data: dict[str, Any]) -> None:
        data["rivers"].append(dict(data["rivers"][0]))

    with pytest.raises(DataFileError, match="river name 'Rhenus' is used more than once"):
        load_map(_mini(tmp_path, twice))


def test_strait_names_are_in_the_map_file(tmp_path: Path) -> None:
    m = load_map(DEFAULT_MAP)
    named = {e.name: tuple(sorted(e.key)) for e in m.edges if e.kind is EdgeKind.STRAIT}
    assert named == {"Fretum Gallicum": ("britanniae_2", "galliae_1"),
                     "Fretum Gaditanum": ("hispaniae_5", "hispaniae_6"),
                     "Fretum Siculum": ("italia_7", "italia_8"),
                     "Bosporus": ("pontica_1", "thracia_3"),
                     "Hellespontus": ("asia_2", "thracia_3")}

    def named_land(data: dict[str, Any]) -> None:
        _edge(data, "galliae_1", "italia_1")["name"] = "Alpes"

    with pytest.raises(DataFileError, match="only a strait edge has a name"):
        load_map(_mini(tmp_path, named_land))


def test_loader_validate_and_editor_agree_on_a_line_across_a_border(tmp_path: Path) -> None:
    """A line drawn from one zone into the other separates nothing: no river edge, and
    the same warning from the loader, validate and the editor's problem panel."""
    path = _mini(tmp_path, _line_across)
    _m, loaded = read_map_source(read_source(path))
    validated = validate_file(path)
    doc = MapDocument.open(path)
    assert doc.river_edges == {f: "Rhenus" for f in (frozenset(("franci", "galliae_1")),
                                                     frozenset(("franci", "galliae_2")))}
    expected = [("rivers[1]", "the line of the major river Padus runs along no border "
                 "between two land zones, so it makes no river edge (7.2)")]
    assert _river_checks(loaded) == _river_checks(validated) == expected
    rows = [(p.check.id, p.message, p.severity) for p in doc.problems if p.label == "river"]
    assert rows == [("map.river", expected[0][1], Severity.WARNING)]


# --- the editor -------------------------------------------------------------------------------

@pytest.fixture
def window(qtbot: QtBot) -> EditorWindow:
    return shown_editor(qtbot, MINI / "map.yaml")


def _state(doc: MapDocument) -> tuple[Any, ...]:
    return (doc.edge_state(), [r.model_dump() for r in doc.game_map.rivers], dict(doc.marks),
            [p.message for p in doc.problems])


def _draw_river(win: EditorWindow, *points: tuple[float, float]) -> None:
    win.use_river_tool()
    for p in points:
        click(win, p)
    key(win, Qt.Key.Key_Return)


def test_a_typed_new_river_on_an_edge_is_not_unknown(window: EditorWindow) -> None:
    """The review's case: a river name typed on an edge was flagged "unknown river";
    now the river is drawn along the border in the same undo step."""
    doc = window.doc
    window.scene.select_edge(G1_I1)
    panel = window.edge_panel
    panel.radios[EdgeKind.RIVER].setChecked(True)
    panel.river.setCurrentText("Padus")
    panel.apply_button.click()
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "Padus")
    padus = doc.game_map.rivers[-1]
    assert (padus.name, padus.major) == ("Padus", True)
    assert {tuple(p) for p in padus.points} == {(10.0, 0.0), (10.0, 10.0)}
    assert not [p for p in doc.problems if "unknown river" in p.message]
    assert doc.save_problems() == []
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.edge_state()[G1_I1] == (EdgeKind.LAND, None)
    assert [r.name for r in doc.game_map.rivers] == ["Rhenus"]


def test_draw_a_river_along_a_border_derives_the_edge_undo_redo(window: EditorWindow) -> None:
    doc = window.doc
    before = _state(doc)
    _draw_river(window, (10.0, 0.0), (10.0, 10.0))
    river = doc.game_map.rivers[-1]
    assert (river.name, river.major) == ("New river 1", True)
    assert [tuple(p) for p in river.points] == [(10.0, 0.0), (10.0, 10.0)]
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "New river 1")
    assert doc.river_edges[G1_I1] == "New river 1" and G1_I1 not in doc.marks
    assert doc.undo_stack.count() == 1
    assert window.scene.selected_river == 1 and len(window.scene.rivers) == 2
    assert window.tabs.currentWidget() is window.river_panel
    after = _state(doc)
    doc.undo_stack.undo()
    assert _state(doc) == before and len(window.scene.rivers) == 1
    doc.undo_stack.redo()
    assert _state(doc) == after


def test_toggle_major_and_rename_in_the_river_tab(window: EditorWindow) -> None:
    doc = window.doc
    _draw_river(window, (10.0, 0.0), (10.0, 10.0))
    panel = window.river_panel
    assert "galliae_1 – italia_1" in panel.crossings.text()
    panel.major.click()  # untick: drawn only
    assert not doc.game_map.rivers[1].major
    assert doc.edge_state()[G1_I1] == (EdgeKind.LAND, None)
    assert "drawn only" in panel.crossings.text()
    panel.major.click()
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "New river 1")
    panel.name_edit.setText("Padus")
    panel.apply_button.click()
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "Padus")
    assert doc.undo_stack.count() == 4
    doc.undo_stack.undo()
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "New river 1")
    panel.name_edit.setText("Rhenus")
    panel.apply_button.click()
    assert "already a river named Rhenus" in window.statusBar().currentMessage()


def test_rename_carries_hand_marks_and_delete_drops_them(window: EditorWindow) -> None:
    doc = window.doc
    g1_g2 = frozenset(("galliae_1", "galliae_2"))
    assert window.controller.set_edge_kind(g1_g2, EdgeKind.RIVER, "Rhenus")  # a hand mark
    assert doc.marks[g1_g2] == (EdgeKind.RIVER, "Rhenus")
    window.scene.select_river(0)
    window.river_panel.name_edit.setText("Rhenus Fluvius")
    window.river_panel.apply_button.click()
    assert doc.edge_state()[g1_g2] == (EdgeKind.RIVER, "Rhenus Fluvius")
    assert doc.edge_state()[frozenset(("franci", "galliae_1"))] == (EdgeKind.RIVER,
                                                                     "Rhenus Fluvius")
    window.river_panel.delete_button.click()
    assert doc.game_map.rivers == [] and g1_g2 not in doc.marks
    assert all(k is EdgeKind.LAND for k, _n in (doc.edge_state()[p] for p in (
        g1_g2, frozenset(("franci", "galliae_1")))))
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.edge_state()[g1_g2] == (EdgeKind.RIVER, "Rhenus")


def test_move_insert_and_delete_river_vertices(window: EditorWindow) -> None:
    doc = window.doc
    _draw_river(window, (10.0, 0.0), (10.0, 10.0))
    drag(window, (10.0, 10.0), (13.0, 7.0))  # the line now leaves the border
    assert [tuple(p) for p in doc.game_map.rivers[1].points][1] == pytest.approx((13.0, 7.0),
                                                                                abs=0.05)
    assert doc.edge_state()[G1_I1] == (EdgeKind.LAND, None)
    assert any(p.label == "river" and "New river 1" in p.message for p in doc.problems)
    doc.undo_stack.undo()
    assert doc.edge_state()[G1_I1] == (EdgeKind.RIVER, "New river 1")
    click(window, (10.0, 5.0))  # on the selected river's line: a new vertex
    assert len(doc.game_map.rivers[1].points) == 3
    assert window.scene.selected_river_vertex == 1
    key(window, Qt.Key.Key_Delete)  # the selected vertex
    assert len(doc.game_map.rivers[1].points) == 2
    key(window, Qt.Key.Key_Delete)  # no vertex selected: the river
    assert [r.name for r in doc.game_map.rivers] == ["Rhenus"]
    assert doc.edge_state()[G1_I1] == (EdgeKind.LAND, None)
    assert doc.undo_stack.count() == 4  # draw, insert, delete vertex, delete river
    doc.undo_stack.undo()
    assert len(doc.game_map.rivers) == 2


def test_a_river_needs_two_points(window: EditorWindow) -> None:
    window.use_river_tool()
    click(window, (12.0, 2.0))
    key(window, Qt.Key.Key_Return)
    assert "two points" in window.statusBar().currentMessage()
    assert window.doc.undo_stack.count() == 0


def test_ordinary_mark_overrides_a_river_line_and_can_follow_it_again(
        window: EditorWindow) -> None:
    doc = window.doc
    f_g1 = frozenset(("franci", "galliae_1"))
    assert window.controller.set_edge_kind(f_g1, EdgeKind.LAND)
    assert doc.edge_state()[f_g1] == (EdgeKind.LAND, None)
    assert any(p.label == "river" and "ordinary land edge" in p.message for p in doc.problems)
    window.scene.select_edge(f_g1)
    assert window.edge_panel.follow_button.isEnabled()
    window.edge_panel.follow_button.click()
    assert doc.edge_state()[f_g1] == (EdgeKind.RIVER, "Rhenus") and not doc.marks


def test_saved_rivers_and_strait_names_load_back(window: EditorWindow, tmp_path: Path
                                                 ) -> None:
    doc = window.doc
    _draw_river(window, (10.0, 0.0), (10.0, 10.0))
    window.view.set_tool("link")
    click(window, (-5.0, 2.0))
    click(window, (15.0, 2.0))
    strait = frozenset(("franci", "italia_1"))
    window.edge_panel.strait.setText("Fretum Alpinum")
    window.edge_panel.apply_button.click()
    assert doc.edge_state()[strait] == (EdgeKind.STRAIT, "Fretum Alpinum")
    target = tmp_path / "rivers.yaml"
    doc.save(target)
    m = load_map(target)
    assert [r.name for r in m.rivers] == ["Rhenus", "New river 1"]
    by_pair = {e.key: e for e in m.edges}
    assert by_pair[G1_I1].river == "New river 1" and by_pair[strait].name == "Fretum Alpinum"
    reopened = MapDocument.open(target)
    assert reopened.edge_state() == doc.edge_state()
    assert reopened.saved_text() == target.read_text(encoding="utf-8")


def test_the_shipped_map_opens_with_no_river_override_and_saves_unchanged() -> None:
    doc = MapDocument.open(DEFAULT_MAP)
    assert all(kind is EdgeKind.STRAIT for kind, _n in doc.marks.values())
    assert doc.saved_text() == doc.text
    assert not [p for p in doc.problems if p.label == "river"]


def test_river_edges_of_a_map_without_river_lines_still_cost_two(tmp_path: Path) -> None:
    """A map that draws no river lines marks its river edges by hand: they keep +1 MP."""
    _mini(tmp_path, lambda data: data.update(rivers=[]))
    bundle = load_scenario(tmp_path / "scenario.yaml")
    assert bundle.game_map.rivers == []
    assert Board(bundle, 3).edge_cost[("franci", "galliae_1")] == 2
