"""The shipped map (resources/maps/roman_world.yaml): validity, the zone
contract and every rule-book example that depends on the map."""

from __future__ import annotations

import itertools
import json
from collections import deque

import pytest

from sv_desktop.cli.map_commands import map_info
from sv_model.geometry import (
    computed_adjacency,
    geometry_problems,
    map_bounds,
    unshared_vertex_problems,
    zone_shapes,
)
from sv_model.loader import load_map
from sv_model.map_checks import check_map
from sv_model.paths import DEFAULT_MAP
from sv_model.schemas.map import Edge, EdgeKind, GameMap, Half, ZoneKind

PEOPLES = ["persae", "alani", "iberia", "alamanni", "burgondi", "frisii", "franci", "marcomanni",
           "gepides", "ostrogothi", "quades", "vandales", "visigothi", "picts", "armenia",
           "austuriani", "mauri", "saraceni"]
CAPITALS = {"Treveri": "galliae_2", "Arelate": "viennensis_1", "Mediolanum": "italia_1",
            "Sirmium": "pannoniae_1", "Nicomedia": "pontica_1", "Antiochia": "oriens_1"}


@pytest.fixture(scope="module")
def m() -> GameMap:
    return load_map(DEFAULT_MAP)


def edge(m: GameMap, a: str, b: str) -> Edge | None:
    return next((e for e in m.edges if e.key == frozenset((a, b))), None)


def move_cost(e: Edge) -> int:
    """Movement points to cross one edge on land (rule 7.2): 1, +1 for river or strait."""
    return 1 + (e.kind in (EdgeKind.RIVER, EdgeKind.STRAIT))


def land_distance(m: GameMap, start: str, goal: str) -> int:
    """Fewest land moves between two zones."""
    land = {z.id for z in m.zones if z.kind is not ZoneKind.SEA}
    seen, queue = {start: 0}, deque([start])
    while queue:
        here = queue.popleft()
        for e in m.edges:
            if here in e.key:
                there = e.b if e.a == here else e.a
                if there in land and there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
    return seen[goal]


def test_shipped_map_validates(m: GameMap) -> None:
    assert check_map(m, str(DEFAULT_MAP)) == []
    assert unshared_vertex_problems(m) == []  # borders shared vertex for vertex


def test_every_diocese_zone_of_the_contract(m: GameMap) -> None:
    counts = {d.id: sum(z.diocese == d.id for z in m.zones) for d in m.dioceses}
    assert len(m.dioceses) == 12
    assert all(3 <= n <= 9 for n in counts.values()), counts
    assert {z.city: z.id for z in m.zones if z.capital} == CAPITALS
    for d in m.dioceses:
        zones = [z for z in m.zones if z.diocese == d.id]
        assert any(z.capital for z in zones) or 1 <= sum(bool(z.city) for z in zones) <= 2, d.id


def test_named_places(m: GameMap) -> None:
    assert m.zone("galliae_2").city == "Treveri"
    assert m.zone("britanniae_1").city == "Eburacum"
    assert m.zone("africa_4").city == "Carthago"
    assert m.zone("thracia_3").city == "Byzantium"
    assert m.zone("italia_6").port_name == "Misenum"
    assert m.zone("asia_2").port_name == "Cyzicus"
    assert m.zone("persae_2").city == "Ctesiphon"
    assert [z.id for z in m.zones if z.rome] == ["italia_5"]


def test_every_people_has_a_zone_of_origin(m: GameMap) -> None:
    assert {z.people for z in m.zones if z.people} == set(PEOPLES)
    east = sorted(z.id for z in m.zones if z.east_exception)  # rule 7.3
    assert east == ["armenia_1", "armenia_2", "iberia", "persae_1", "persae_2", "persae_3",
                    "persae_4"]


def test_halves_and_forbidden_seas(m: GameMap) -> None:
    assert all(z.half is not None for z in m.zones)
    assert {z.half.value for z in m.zones if z.capital and z.half} == {"west", "east"}
    assert m.zone("pannoniae_1").half is Half.WEST
    assert m.zone("moesiae_1").half is Half.EAST
    closed = {z.id for z in m.zones if z.no_fleet}
    assert {"oceanus_atlanticus", "fretum_gallicum", "mare_germanicum"} <= closed


def test_franci_to_galliae_2_costs_2_mp(m: GameMap) -> None:  # 7.2
    e = edge(m, "franci", "galliae_2")
    assert e is not None and e.kind is EdgeKind.RIVER and e.river == "Rhenus"
    assert move_cost(e) == 2


def test_gepides_to_pannoniae_2_is_a_4_mp_march(m: GameMap) -> None:  # 7.3
    path = ["gepides", "vandales", "quades", "pannoniae_2"]
    steps = [edge(m, a, b) for a, b in itertools.pairwise(path)]
    assert all(steps)
    last = steps[-1]
    assert last is not None and last.kind is EdgeKind.RIVER and last.river == "Danuvius"
    assert sum(move_cost(e) for e in steps if e) == 4


def test_picts_lie_north_of_britanniae_1_in_a_line(m: GameMap) -> None:
    assert edge(m, "britanniae_1", "picts_1") is not None
    assert edge(m, "picts_1", "picts_2") and edge(m, "picts_2", "picts_3")
    assert edge(m, "picts_1", "picts_3") is None and edge(m, "britanniae_1", "picts_2") is None
    ys = [m.zone(z).label[1] for z in ("britanniae_1", "picts_1", "picts_2", "picts_3")]
    assert ys == sorted(ys, reverse=True)  # y grows southwards


def test_italia_4_is_two_moves_from_italia_6(m: GameMap) -> None:  # 3.4.2
    assert edge(m, "italia_4", "italia_6") is None
    assert land_distance(m, "italia_4", "italia_6") == 2


def test_misenum_reaches_carthago_through_one_sea(m: GameMap) -> None:  # 3.4.2
    def seas(zone: str) -> set[str]:
        return {e.b if e.a == zone else e.a for e in m.edges
                if zone in e.key and e.kind is EdgeKind.COAST}

    assert "mare_internum_occidentale" in seas("italia_6") & seas("africa_4")


def test_straits(m: GameMap) -> None:
    for a, b in [("britanniae_2", "galliae_1"), ("thracia_3", "pontica_1"),
                 ("thracia_3", "asia_2"), ("hispaniae_5", "hispaniae_6"), ("italia_7", "italia_8")]:
        e = edge(m, a, b)
        assert e is not None and e.kind is EdgeKind.STRAIT, (a, b)


def test_river_frontiers(m: GameMap) -> None:
    rivers = {e.key: e.river for e in m.edges if e.kind is EdgeKind.RIVER}
    for a, b, river in [("galliae_3", "frisii", "Rhenus"), ("galliae_7", "alamanni", "Rhenus"),
                        ("italia_3", "alamanni", "Danuvius"), ("pannoniae_3", "vandales", "Danuvius"),
                        ("moesiae_3", "gepides", "Danuvius"), ("thracia_6", "ostrogothi", "Danuvius"),
                        ("pontica_6", "armenia_1", "Euphrates"), ("oriens_1", "oriens_4", "Euphrates"),
                        ("oriens_3", "persae_1", "Tigris")]:
        assert rivers.get(frozenset((a, b))) == river, (a, b)
    assert {r.name for r in m.rivers if r.major} == {"Rhenus", "Danuvius", "Tigris", "Euphrates"}


def test_islands_belong_to_their_zones(m: GameMap) -> None:
    shapes = zone_shapes(m)
    for zid in ("italia_8", "italia_9", "moesiae_7"):
        assert shapes[zid].geom_type in ("Polygon", "MultiPolygon")
    assert len(shapes["italia_9"].geoms) >= 2  # Sardinia and Corsica
    assert shapes["oriens_2"].geom_type == "MultiPolygon"  # Cilicia and Cyprus


def test_stored_edges_match_the_geometry(m: GameMap) -> None:
    adjacency = computed_adjacency(m)
    floating = {e.key for e in m.edges if e.key not in adjacency}
    edges = [edge(m, *sorted(k)) for k in floating]
    assert all(e is not None and e.kind is EdgeKind.STRAIT for e in edges)
    assert {e.key for e in m.edges} >= adjacency
    x0, y0, x1, y1 = map_bounds(m)
    assert 4000 < x1 - x0 < 8000 and 3000 < y1 - y0 < 6000  # km, y down


def test_planted_faults_on_the_shipped_map(m: GameMap) -> None:
    shifted = m.model_copy(deep=True)
    z = shifted.zone("galliae_6")
    z.polygons = [[(x + 6.0, y) for x, y in ring] for ring in z.polygons]
    found = [p.problem for p in geometry_problems(shifted, "x")]
    assert any("overlap" in p and "galliae_6" in p for p in found), found[:5]
    assert any(p.startswith("gap") for p in found), found[:5]
    pruned = m.model_copy(deep=True)
    pruned.edges = [e for e in pruned.edges if e.key != frozenset(("italia_4", "italia_5"))]
    found = [p.problem for p in geometry_problems(pruned, "x")]
    assert found == ["zones italia_4 and italia_5 touch but no edge joins them"]


def test_map_info_is_deterministic_json(m: GameMap) -> None:
    info = map_info(m)
    text = json.dumps(info)
    assert json.dumps(map_info(m)) == text
    zones = {z["id"]: z for z in info["zones"]}
    assert zones["galliae_2"]["owner"] == "galliae" and "capital" in zones["galliae_2"]["flags"]
    assert zones["persae_2"]["owner"] == "persae"
    assert {"a": "franci", "b": "galliae_2", "kind": "river", "river": "Rhenus"} in info["edges"]
    assert info["edges"] == sorted(info["edges"], key=lambda e: (e["a"], e["b"]))
