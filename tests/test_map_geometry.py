"""Geometry checks of maps (sv_model.geometry): adjacency by rule 7.2 and the
validator catching overlaps, gaps, invalid polygons, missing zone 1 and wrong edges."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sv_model.errors import DataFileError
from sv_model.geometry import (
    computed_adjacency,
    geometry_problems,
    rings_to_geometry,
    unshared_vertex_problems,
    zone_at,
    zone_contacts,
    zone_shapes,
)
from sv_model.loader import load_map
from sv_model.map_checks import check_map
from sv_model.schemas.map import GameMap
from sv_model.yamlio import write_yaml

MINI = Path(__file__).parent / "data" / "mini" / "map.yaml"


def square(x: int, y: int, size: int = 10) -> list[list[float]]:
    return [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]


def ring(x: int, y: int, size: int = 10) -> list[tuple[float, float]]:
    """``square`` as the points ``rings_to_geometry`` takes."""
    return [(px, py) for px, py in square(x, y, size)]


def grid_map(kinds: list[list[str]]) -> dict[str, Any]:
    """A map of unit squares; 'l' cells are diocese zones, 's' cells sea zones.
    Edges are exactly the rule-7.2 adjacencies of the grid."""
    zones, cells = [], {}
    number = 0
    for r, row in enumerate(kinds):
        for c, kind in enumerate(row):
            zid = f"z_{r}_{c}"
            cells[(r, c)] = (zid, kind)
            z: dict[str, Any] = {"id": zid, "name": f"Zone {r} {c}",
                                 "polygons": [square(10 * c, 10 * r)],
                                 "label": [10 * c + 5, 10 * r + 5]}
            if kind == "s":
                z["kind"] = "sea"
            else:
                number += 1
                z.update(kind="diocese", diocese="d", number=number, inside_empire=True)
            zones.append(z)
    edges = []
    for (r, c), (a, ka) in cells.items():
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            other = cells.get((r + dr, c + dc))
            if other is None:
                continue
            b, kb = other
            diagonal = dr != 0 and dc != 0
            if "s" in (ka, kb) and diagonal:
                continue
            kind = {0: "land", 1: "coast", 2: "sea"}[(ka == "s") + (kb == "s")]
            edges.append({"a": a, "b": b, "kind": kind})
    return {"format": "sv-map", "schema_version": 1, "id": "grid", "name": "Grid",
            "dioceses": [{"id": "d", "name": "D"}], "zones": zones, "edges": edges}


def problems(doc: dict[str, Any]) -> list[str]:
    m = GameMap.model_validate(doc)
    return [p.problem for p in geometry_problems(m, "grid.yaml")]


GRID = [["l", "l", "l"], ["l", "l", "s"], ["l", "s", "s"]]


def test_clean_grid_has_no_problem() -> None:
    assert problems(grid_map(GRID)) == []


def test_mini_map_is_valid() -> None:
    m = load_map(MINI)
    assert check_map(m, str(MINI)) == []


def test_corner_contact_joins_land_but_not_sea() -> None:
    m = GameMap.model_validate(grid_map(GRID))
    adj = computed_adjacency(m)
    assert frozenset(("z_0_0", "z_1_1")) in adj  # land corner: adjacent (7.2)
    assert frozenset(("z_1_1", "z_2_2")) not in adj  # sea corner: not a coast
    assert zone_contacts(m)[frozenset(("z_0_0", "z_1_1"))] == "corner"
    assert zone_contacts(m)[frozenset(("z_0_0", "z_0_1"))] == "border"


def test_planted_overlap_is_reported() -> None:
    doc = grid_map(GRID)
    doc["zones"][0]["polygons"] = [[[0, 0], [14, 0], [14, 10], [0, 10]]]  # pokes into z_0_1
    found = problems(doc)
    assert any("overlap" in p and "z_0_0" in p and "z_0_1" in p for p in found), found


def test_planted_gap_is_reported() -> None:
    doc = grid_map(GRID)
    doc["zones"][4]["polygons"] = [[[10, 10], [20, 10], [20, 20], [10, 20], [10, 16], [14, 14],
                                    [10, 12]]]  # a notch left uncovered by z_1_1
    found = problems(doc)
    assert any("gap" in p for p in found), found
    # issue 16 item 8: the area in words, with its unit (km² on the shipped map)
    assert any("gap of 8 square units" in p for p in found), found


def test_area_words_name_their_unit() -> None:
    from sv_model.geometry import area_words

    assert area_words(1780.4) == "1,780 square units"
    assert area_words(0.5) == "0.5 square units"


def test_missing_edge_is_reported() -> None:
    doc = grid_map(GRID)
    doc["edges"] = [e for e in doc["edges"] if {e["a"], e["b"]} != {"z_0_0", "z_1_1"}]
    found = problems(doc)
    assert found == ["zones z_0_0 and z_1_1 touch but no edge joins them"]


def test_edge_between_distant_zones_is_reported() -> None:
    doc = grid_map(GRID)
    doc["edges"].append({"a": "z_0_0", "b": "z_2_0", "kind": "land"})
    found = problems(doc)
    assert len(found) == 1 and "do not touch" in found[0]


def test_strait_and_sea_link_may_float() -> None:
    doc = grid_map(GRID)
    doc["edges"].append({"a": "z_0_0", "b": "z_2_0", "kind": "strait"})
    doc["edges"].append({"a": "z_0_0", "b": "z_2_2", "kind": "coast"})
    assert problems(doc) == []


def test_self_intersecting_polygon_is_reported() -> None:
    doc = grid_map(GRID)
    doc["zones"][0]["polygons"] = [[[0, 0], [10, 10], [10, 0], [0, 10]]]
    found = problems(doc)
    assert any("invalid polygon" in p for p in found), found


def test_missing_zone_one_is_reported(tmp_path: Path) -> None:
    doc = grid_map(GRID)
    doc["zones"][0].update(kind="outside", inside_empire=False)
    del doc["zones"][0]["diocese"], doc["zones"][0]["number"]
    path = tmp_path / "map.yaml"
    write_yaml(path, doc)
    with pytest.raises(DataFileError, match="has no zone 1"):
        load_map(path)


def test_sliver_is_reported() -> None:
    doc = grid_map(GRID)
    doc["zones"][0]["polygons"].append([[-40, 0], [-10, 0], [-10, 0.001]])
    assert any("sliver" in p for p in problems(doc))


def test_even_odd_rings_make_holes() -> None:
    shape = rings_to_geometry([ring(0, 0, 30), ring(10, 10, 10)])
    assert shape.area == pytest.approx(800)
    island = rings_to_geometry([ring(0, 0, 30), ring(10, 10, 10), ring(12, 12, 4)])
    assert island.area == pytest.approx(816)


def test_zone_at_and_unshared_vertices() -> None:
    m = GameMap.model_validate(grid_map(GRID))
    assert zone_at(m, 15, 5) == "z_0_1"
    assert zone_at(m, 99, 99) is None
    assert unshared_vertex_problems(m) == []
    mini = load_map(MINI)  # franci's side of the Rhine is one segment: a T-junction
    assert any(p.startswith("franci") for p in unshared_vertex_problems(mini))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.lists(st.sampled_from("ls"), min_size=2, max_size=4), min_size=2, max_size=4)
       .filter(lambda rows: len({len(r) for r in rows}) == 1))
def test_grid_adjacency_follows_rule_7_2(rows: list[list[str]]) -> None:
    doc = grid_map(rows)
    m = GameMap.model_validate(doc)
    assert computed_adjacency(m) == {frozenset((e["a"], e["b"])) for e in doc["edges"]}
    assert set(zone_shapes(m)) == {z["id"] for z in doc["zones"]}
