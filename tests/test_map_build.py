"""Pieces of tools/build_map.py that run without the Natural Earth data."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
import shapely
from shapely.geometry import Point, box

from sv_model.schemas.map import GameMap

TOOL = Path(__file__).resolve().parent.parent / "tools" / "build_map.py"


@pytest.fixture(scope="module")
def bm() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_map", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_map"] = module
    spec.loader.exec_module(module)
    return module


def test_projection_is_conic_with_y_down(bm: ModuleType) -> None:
    cx, cy = bm.project_point(20.0, 40.0)
    assert (cx, cy) == pytest.approx((-bm.RECT[0], bm.RECT[3]))
    north = bm.project_point(20.0, 50.0)
    east = bm.project_point(30.0, 40.0)
    assert north[1] < cy and north[0] == pytest.approx(cx)  # north is up
    assert east[0] > cx and east[1] < cy  # meridians converge: east bends upwards
    assert cy - north[1] == pytest.approx(1112, rel=0.02)  # about 111 km per degree
    london, athens = bm.project_point(-0.1, 51.5), bm.project_point(23.7, 38.0)
    assert 0 < london[0] < athens[0] < bm.WIDTH and 0 < london[1] < athens[1] < bm.HEIGHT


def test_decode_topojson(bm: ModuleType, tmp_path: Path) -> None:
    topo = {"type": "Topology", "transform": {"scale": [0.5, 0.25], "translate": [10, 20]},
            "arcs": [[[0, 0], [4, 0], [0, 4]], [[4, 4], [-4, 0], [0, -4]]],
            "objects": {"land": {"type": "GeometryCollection", "geometries": [
                {"type": "Polygon", "arcs": [[0, 1]]}]}}}
    path = tmp_path / "land.json"
    path.write_text(json.dumps(topo))
    (poly,) = bm.decode_topojson(path)
    assert poly.is_valid and poly.area == pytest.approx(2 * 1)
    assert poly.bounds == pytest.approx((10, 20, 12, 21))


def test_partition_shares_vertices_and_tiles(bm: ModuleType) -> None:
    faces = [box(0, 0, 100, 50)]
    seeds = [bm.Seed("a", Point(20, 25)), bm.Seed("b", Point(80, 25)), bm.Seed("c", Point(50, 5))]
    pieces = bm.grow_zones(faces, seeds, "land")
    shapes = bm.planar_partition(pieces, ["a", "b", "c"])
    geoms = np.asarray([shapes[z] for z in "abc"], dtype=object)
    assert shapely.coverage_is_valid(geoms)
    assert sum(g.area for g in geoms) == pytest.approx(5000, rel=1e-3)
    assert shapes["a"].touches(shapes["b"]) and shapes["a"].touches(shapes["c"])


def test_river_follows_border(bm: ModuleType) -> None:
    left, right = box(0, 0, 50, 100), box(50, 0, 100, 100)
    reach = {"Rhenus": shapely.LineString([(50, -10), (50, 110)]).buffer(bm.RIVER_REACH_KM)}
    assert bm.river_of_border(left, right, reach) == "Rhenus"
    across = {"Rhenus": shapely.LineString([(0, 50), (100, 50)]).buffer(bm.RIVER_REACH_KM)}
    assert bm.river_of_border(left, right, across) is None


def test_dump_map_is_loadable_and_stable(bm: ModuleType) -> None:
    doc = {"format": "sv-map", "schema_version": 1, "id": "t", "name": "T: a test",
           "description": "x", "authored_estimate": True, "sources": ["s"],
           "dioceses": [{"id": "d", "name": "D", "colour": "#123456"}], "fleets": [],
           "rivers": [{"name": "R", "major": True, "points": [[0.0, 0.0], [1.5, 2.25]]}],
           "zones": [{"id": "d_1", "name": "D 1", "kind": "diocese", "diocese": "d", "number": 1,
                      "label": [0.5, 0.5], "inside_empire": True, "half": "west",
                      "city_at": [0.2, 0.2], "polygons": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}],
           "edges": []}
    text = bm.dump_map(doc)
    assert text == bm.dump_map(doc)
    import yaml

    m = GameMap.model_validate(yaml.safe_load(text))
    assert m.zones[0].city_at == (0.2, 0.2) and m.rivers[0].points[1] == (1.5, 2.2)
