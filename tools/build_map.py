#!/usr/bin/env python3
"""Build the default map, resources/maps/roman_world.yaml, from authored data.

    npm install --prefix /tmp/sv-map-data world-atlas@2.0.2   # once: Natural Earth coastlines
    python tools/build_map.py                                   # rewrites the map file

Inputs: the Natural Earth 1:50m land polygons shipped by the npm package
``world-atlas`` (public domain; found through $SV_WORLD_ATLAS, ./node_modules,
/tmp/sv-map-data/node_modules or ~/.cache/semper-victor), and the authored files
in tools/map_data/ (zone catalogue with seed points, frontier lines, sea lines and
rivers: OUR ESTIMATE). Output: an ``sv-map`` file whose zones tile the map
rectangle with shared borders identical vertex for vertex. Running the tool
twice gives byte-identical output. See docs/map.md.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import shapely
import yaml
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.ops import nearest_points, polylabel

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.geometry import zone_contacts, zone_shapes  # noqa: E402
from sv_model.schemas.map import GameMap  # noqa: E402

DATA = ROOT / "tools" / "map_data"
OUTPUT = ROOT / "resources" / "maps" / "roman_world.yaml"
ATLAS_VERSION = "2.0.2"
ATLAS_FILE = "land-50m.json"
INSTALL_HINT = f"npm install --prefix /tmp/sv-map-data world-atlas@{ATLAS_VERSION}"

# Lambert conformal conic, standard parallels 32N and 48N, centred on 20E 40N;
# 1 map unit = 1 km, y grows downwards (screen coordinates).
EARTH_RADIUS_KM = 6371.0
STANDARD_PARALLELS = (32.0, 48.0)
CENTRE = (20.0, 40.0)
RECT = (-2700.0, -2050.0, 3300.0, 2300.0)  # projected xmin, ymin, xmax, ymax (y up)
WIDTH = RECT[2] - RECT[0]
HEIGHT = RECT[3] - RECT[1]

GRID = 0.1  # km: every output coordinate lies on this grid
SIMPLIFY_KM = 2.5  # coverage simplification of coasts and borders
MIN_ISLAND_KM2 = 220.0  # smaller islands are dropped (they become sea)
MIN_LAKE_KM2 = 20000.0  # smaller holes in the land are filled
MIN_PART_KM2 = 150.0  # smaller fragments of a zone join their neighbour
RIVER_REACH_KM = 8.0  # a border this close to a major river crosses it
RIVER_SHARE = 0.5  # a border following the river for half its length crosses it ...
RIVER_MIN_KM = 60.0  # ... and so does one following it for this many km
LABEL_CLEARANCE_KM = 55.0  # zone labels keep this far from the zone's city and port
WEST_OF_LON = 19.5  # zones outside the dioceses take their half from this meridian


# --------------------------------------------------------------------------- inputs

def find_atlas() -> Path:
    """The world-atlas land file, or exit with the one-line install hint."""
    candidates = []
    env = os.environ.get("SV_WORLD_ATLAS")
    if env:
        p = Path(env)
        candidates.append(p if p.suffix == ".json" else p / ATLAS_FILE)
    for base in (ROOT, Path("/tmp/sv-map-data"), Path.home() / ".cache" / "semper-victor"):
        candidates.append(base / "node_modules" / "world-atlas" / ATLAS_FILE)
        candidates.append(base / "world-atlas" / ATLAS_FILE)
    for c in candidates:
        if c.is_file():
            return c
    sys.exit("build_map: Natural Earth land data not found (world-atlas "
             f"{ATLAS_FILE}).\nInstall it once with:\n    {INSTALL_HINT}\n"
             "or point SV_WORLD_ATLAS at the file.")


def decode_topojson(path: Path) -> list[Polygon]:
    """Polygons (lon/lat) of the ``land`` object of a quantized TopoJSON file."""
    doc = json.loads(path.read_text())
    (sx, sy), (tx, ty) = doc["transform"]["scale"], doc["transform"]["translate"]
    arcs = []
    for arc in doc["arcs"]:
        xy = np.cumsum(np.asarray(arc, dtype=float), axis=0)
        arcs.append(np.column_stack((xy[:, 0] * sx + tx, xy[:, 1] * sy + ty)))

    def ring(ids: list[int]) -> np.ndarray:
        parts = [arcs[i] if i >= 0 else arcs[~i][::-1] for i in ids]
        return np.concatenate([parts[0]] + [p[1:] for p in parts[1:]])

    out = []
    for g in doc["objects"]["land"]["geometries"]:
        polys = g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]]
        for p in polys:
            rings = [ring(r) for r in p]
            out.append(Polygon(rings[0], rings[1:]))
    return out


def load_yaml(name: str) -> Any:
    return yaml.safe_load((DATA / name).read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- projection

def _lcc_constants() -> tuple[float, float, float]:
    p1, p2 = (math.radians(v) for v in STANDARD_PARALLELS)
    n = math.log(math.cos(p1) / math.cos(p2)) / math.log(
        math.tan(math.pi / 4 + p2 / 2) / math.tan(math.pi / 4 + p1 / 2))
    f = math.cos(p1) * math.tan(math.pi / 4 + p1 / 2) ** n / n
    rho0 = EARTH_RADIUS_KM * f / math.tan(math.pi / 4 + math.radians(CENTRE[1]) / 2) ** n
    return n, f, rho0


N_CONE, F_CONE, RHO0 = _lcc_constants()


def project_array(lonlat: np.ndarray) -> np.ndarray:
    """[lon, lat] degrees -> map [x, y] km with the origin at the map's top-left."""
    lon, lat = np.radians(lonlat[:, 0]), np.radians(lonlat[:, 1])
    rho = EARTH_RADIUS_KM * F_CONE / np.tan(np.pi / 4 + lat / 2) ** N_CONE
    theta = N_CONE * (lon - math.radians(CENTRE[0]))
    x = rho * np.sin(theta)
    y = RHO0 - rho * np.cos(theta)
    return np.column_stack((x - RECT[0], RECT[3] - y))


def project(geom: Any) -> Any:
    return shapely.transform(geom, project_array)


def project_point(lon: float, lat: float) -> tuple[float, float]:
    x, y = project_array(np.array([[lon, lat]]))[0]
    return float(x), float(y)


def project_line(points: list[list[float]]) -> LineString:
    return project(shapely.segmentize(LineString(points), 0.2))


# --------------------------------------------------------------------------- land and water

def build_land(atlas: Path) -> Any:
    """Projected land inside the map rectangle, islets dropped, small lakes filled."""
    frame_ll = box(-35.0, 8.0, 80.0, 72.0)
    polys = [shapely.intersection(shapely.make_valid(p), frame_ll)
             for p in decode_topojson(atlas) if p.intersects(frame_ll)]
    land_ll = shapely.union_all(polys)
    land = shapely.intersection(project(shapely.segmentize(land_ll, 0.25)), box(0, 0, WIDTH, HEIGHT))
    kept = []
    for part in getattr(land, "geoms", [land]):
        if part.area < MIN_ISLAND_KM2:
            continue
        holes = [h for h in part.interiors if Polygon(h).area >= MIN_LAKE_KM2]
        kept.append(Polygon(part.exterior, holes))
    return shapely.union_all(kept)


def faces(area: Any, lines: list[LineString]) -> list[Any]:
    """The pieces of ``area`` cut by ``lines`` (lines may run outside it)."""
    linework = shapely.union_all([area.boundary, *lines])
    out = []
    for f in shapely.get_parts(shapely.polygonize(shapely.get_parts(linework))):
        if f.area > 0 and area.contains(f.representative_point()):
            out.append(f)
    return out


@dataclass
class Seed:
    zone: str
    point: Point


def grow_zones(face_list: list[Any], seeds: list[Seed], what: str) -> list[tuple[str, Any]]:
    """Split each face between the zones whose seeds it holds (Voronoi of the seeds)."""
    tree = shapely.STRtree(face_list)
    by_face: dict[int, list[Seed]] = {}
    for s in seeds:
        hits = [int(i) for i in tree.query(s.point, predicate="within")]
        if hits:
            by_face.setdefault(hits[0], []).append(s)
        else:
            print(f"  note: {what} seed of {s.zone} at {s.point.coords[0]} lies outside {what}",
                  file=sys.stderr)
    pieces: list[tuple[str, Any]] = []
    seedless = []
    for i, face in enumerate(face_list):
        group = by_face.get(i)
        if not group:
            seedless.append(face)
        elif len({s.zone for s in group}) == 1:
            pieces.append((group[0].zone, face))
        else:
            pieces.extend(_voronoi_split(face, group))
    if pieces:
        piece_tree = shapely.STRtree([p for _, p in pieces])
        for face in seedless:
            nearest = int(piece_tree.nearest(face))
            pieces.append((pieces[nearest][0], face))
    return pieces


def _voronoi_split(face: Any, group: list[Seed]) -> list[tuple[str, Any]]:
    unique: dict[tuple[float, float], Seed] = {}
    for s in group:
        unique.setdefault(s.point.coords[0], s)
    pts = list(unique.values())
    cells = shapely.voronoi_polygons(MultiPoint([s.point for s in pts]), extend_to=face,
                                     ordered=True)
    merged: dict[str, list[Any]] = {}
    for s, cell in zip(pts, shapely.get_parts(cells), strict=True):
        merged.setdefault(s.zone, []).append(cell)
    out = []
    for zone in sorted(merged):
        piece = shapely.intersection(shapely.union_all(merged[zone]), face)
        if not piece.is_empty:
            out.append((zone, piece))
    return out


# --------------------------------------------------------------------------- coverage

def planar_partition(pieces: list[tuple[str, Any]], order: list[str]) -> dict[str, Any]:
    """Node every border on the GRID, polygonize, and dissolve faces per zone, so that
    neighbouring zones share their border vertex for vertex; then simplify as a coverage."""
    polys = [shapely.make_valid(p) for _, p in pieces]
    linework = shapely.union_all([shapely.boundary(p) for p in polys], grid_size=GRID)
    cells = shapely.get_parts(shapely.polygonize(shapely.get_parts(linework)))
    tree = shapely.STRtree(polys)
    owned: dict[str, list[Any]] = {}
    for cell in cells:
        if cell.area <= 0:
            continue
        probe = cell.representative_point()
        hits = [int(i) for i in tree.query(probe, predicate="intersects")]
        idx = hits[0] if hits else int(tree.nearest(probe))
        owned.setdefault(pieces[idx][0], []).append(cell)
    missing = [z for z in order if z not in owned]
    if missing:
        sys.exit(f"build_map: zones without any area: {', '.join(missing)}")
    zones = {z: shapely.coverage_union_all(np.asarray(owned[z], dtype=object)) for z in order}
    merge_small_parts(zones)
    simple = shapely.coverage_simplify(np.asarray([zones[z] for z in order], dtype=object),
                                       SIMPLIFY_KM)
    simple = shapely.set_precision(simple, GRID, mode="pointwise")
    if not shapely.coverage_is_valid(simple):
        sys.exit("build_map: the simplified zones do not form a valid coverage")
    return dict(zip(order, simple, strict=True))


def merge_small_parts(zones: dict[str, Any]) -> None:
    """Give every fragment under MIN_PART_KM2 to the neighbour it shares most border with."""
    for zid in list(zones):
        parts = sorted(shapely.get_parts(zones[zid]), key=lambda g: -g.area)
        keep = parts[:1]
        for part in parts[1:]:
            if part.area >= MIN_PART_KM2:
                keep.append(part)
                continue
            best, best_len = None, 0.0
            for other, geom in zones.items():
                if other == zid or not geom.intersects(part):
                    continue
                length = shapely.intersection(part.boundary, geom.boundary).length
                if length > best_len:
                    best, best_len = other, length
            if best is None:
                keep.append(part)
            else:
                zones[best] = shapely.coverage_union_all(np.asarray([zones[best], part],
                                                                    dtype=object))
        zones[zid] = shapely.coverage_union_all(np.asarray(keep, dtype=object))


def rings_of(geom: Any) -> list[list[list[float]]]:
    """Output rings (outer rings and holes, even-odd) rounded to the GRID."""
    rings = []
    for part in shapely.get_parts(geom):
        for ring in [part.exterior, *part.interiors]:
            pts = [[round(x, 1), round(y, 1)] for x, y in ring.coords[:-1]]
            rings.append(pts)
    return rings


def place_inside(geom: Any, xy: tuple[float, float]) -> list[float]:
    """The point, moved just inside the zone if the simplified coast left it outside."""
    point = Point(xy)
    inner = geom.buffer(-4.0)
    if not inner.contains(point):
        point = nearest_points(inner if not inner.is_empty else geom, point)[0]
    return [round(point.x, 1), round(point.y, 1)]


def label_of(geom: Any, avoid: list[tuple[float, float]]) -> list[float]:
    """The pole of inaccessibility of the zone's largest part, keeping LABEL_CLEARANCE_KM
    away from its city and port so that their markers stay readable."""
    largest = max(shapely.get_parts(geom), key=lambda g: g.area)
    if avoid:
        free = shapely.difference(largest, shapely.union_all(
            [Point(xy).buffer(LABEL_CLEARANCE_KM) for xy in avoid]))
        if free.area > 0.3 * largest.area:
            largest = max(shapely.get_parts(free), key=lambda g: g.area)
    p = polylabel(largest, tolerance=2.0)
    return [round(p.x, 1), round(p.y, 1)]


# --------------------------------------------------------------------------- catalogue

def zone_kind(zid: str, entry: dict[str, Any], dioceses: set[str]) -> str:
    prefix = zid.rsplit("_", 1)[0]
    if prefix in dioceses and zid.rsplit("_", 1)[1].isdigit():
        return "diocese"
    return str(entry["kind"])


def zone_records(catalogue: dict[str, Any], shapes: dict[str, Any]) -> list[dict[str, Any]]:
    """Zone dictionaries in catalogue order, with their flags, owners and halves."""
    dioceses = {d["id"]: d for d in catalogue["dioceses"]}
    out = []
    for zid, entry in catalogue["zones"].items():
        kind = zone_kind(zid, entry, set(dioceses))
        rec: dict[str, Any] = {"id": zid, "name": entry["name"], "kind": kind}
        if kind == "diocese":
            diocese, number = zid.rsplit("_", 1)
            rec.update(diocese=diocese, number=int(number))
        if kind == "origin":
            rec["people"] = entry["people"]
        rec["polygons"] = rings_of(shapes[zid])
        avoid = [project_point(*entry[k]) for k in ("city_at", "port_at") if entry.get(k)]
        label = entry.get("label")
        rec["label"] = (place_inside(shapes[zid], project_point(*label)) if label
                        else label_of(shapes[zid], avoid))
        if kind == "diocese":
            rec["inside_empire"] = True
        for key in ("city", "capital", "port", "port_name", "rome", "no_fleet", "east_exception"):
            if entry.get(key):
                rec[key] = entry[key]
        for key in ("city_at", "port_at"):
            if entry.get(key):
                rec[key] = place_inside(shapes[zid], project_point(*entry[key]))
        if kind == "diocese":
            rec["half"] = dioceses[rec["diocese"]]["half"]
        else:
            rec["half"] = entry.get("half") or (
                "west" if entry["seeds"][0][0] < WEST_OF_LON else "east")
        out.append(rec)
    return out


def river_reaches(rivers: dict[str, Any]) -> dict[str, Any]:
    return {name: project_line(r["points"]).buffer(RIVER_REACH_KM)
            for name, r in rivers.items() if r.get("major")}


def river_of_border(a: Any, b: Any, reaches: dict[str, Any]) -> str | None:
    """The major river that the border between two land zones follows, if any."""
    shared = shapely.intersection(a.boundary, b.boundary)
    for name in sorted(reaches):
        reach = reaches[name]
        if shared.length == 0:
            if shared.intersects(reach):
                return name
            continue
        along = shapely.intersection(shared, reach).length
        if along >= RIVER_SHARE * shared.length or along >= RIVER_MIN_KM:
            return name
    return None


def build_edges(m: GameMap, shapes: dict[str, Any], catalogue: dict[str, Any],
                rivers: dict[str, Any]) -> list[dict[str, Any]]:
    """Edges from the geometry (rule 7.2) plus the authored straits, with their names."""
    kinds = {z.id: z.kind.value for z in m.zones}
    reaches = river_reaches(rivers)
    straits = {frozenset((s["a"], s["b"])): s.get("name") for s in catalogue.get("straits", [])}
    order = {z.id: i for i, z in enumerate(m.zones)}
    edges: dict[frozenset[str], dict[str, Any]] = {}
    for pair, contact in zone_contacts(m).items():
        a, b = sorted(pair, key=order.__getitem__)
        seas = (kinds[a] == "sea") + (kinds[b] == "sea")
        if seas and contact != "border":
            continue
        edge: dict[str, Any] = {"a": a, "b": b, "kind": ("land", "coast", "sea")[seas]}
        if not seas and pair not in straits:
            river = river_of_border(shapes[a], shapes[b], reaches)
            if river:
                edge.update(kind="river", river=river)
        edges[pair] = edge
    for pair, name in straits.items():
        a, b = sorted(pair, key=order.__getitem__)
        edges[pair] = {"a": a, "b": b, "kind": "strait"} | ({"name": name} if name else {})
    return sorted(edges.values(), key=lambda e: (order[e["a"]], order[e["b"]]))


# --------------------------------------------------------------------------- output

def _num(v: float) -> str:
    return f"{v:.1f}"


def _scalar(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return str(v)
    return yaml.safe_dump(v, default_flow_style=True, width=1000).strip().removesuffix("...").strip()


def _ring_text(ring: list[list[float]], indent: str, lead: str = "- ") -> str:
    pts = [f"[{_num(x)}, {_num(y)}]" for x, y in ring]
    lines = [", ".join(pts[i:i + 8]) for i in range(0, len(pts), 8)]
    pad = indent + " " * (len(lead) + 1)
    return f"{indent}{lead}[" + f",\n{pad}".join(lines) + "]\n"


def dump_map(doc: dict[str, Any]) -> str:
    """The map as compact, deterministic YAML (flow lists for points)."""
    out = ["# Generated by tools/build_map.py from tools/map_data/ and Natural Earth "
           "(world-atlas). Do not edit by hand: edit the inputs and rebuild.\n"]
    for key in ("format", "schema_version", "id", "name", "description", "authored_estimate"):
        out.append(f"{key}: {_scalar(doc[key])}\n")
    out.append("sources:\n" + "".join(f"  - {_scalar(s)}\n" for s in doc["sources"]))
    for key in ("dioceses", "fleets"):
        out.append(f"{key}:{'' if doc[key] else ' []'}\n")
        for d in doc[key]:
            body = ", ".join(f"{k}: {_scalar(v)}" for k, v in d.items())
            out.append(f"  - {{{body}}}\n")
    out.append("rivers:\n")
    for r in doc["rivers"]:
        out.append(f"  - name: {_scalar(r['name'])}\n    major: {_scalar(r['major'])}\n"
                   + _ring_text(r["points"], "    ", "points: "))
    out.append("zones:\n")
    for z in doc["zones"]:
        out.append(f"  - id: {z['id']}\n")
        for k, v in z.items():
            if k in ("id", "polygons"):
                continue
            if k in ("label", "city_at", "port_at"):
                out.append(f"    {k}: [{_num(v[0])}, {_num(v[1])}]\n")
            else:
                out.append(f"    {k}: {_scalar(v)}\n")
        out.append("    polygons:\n" + "".join(_ring_text(r, "      ") for r in z["polygons"]))
    out.append(f"edges:{'' if doc['edges'] else ' []'}\n")
    for e in doc["edges"]:
        body = ", ".join(f"{k}: {_scalar(v)}" for k, v in e.items())
        out.append(f"  - {{{body}}}\n")
    return "".join(out)


SOURCES = [
    "Coastlines: Natural Earth 1:50m land (public domain), via the npm package world-atlas "
    f"{ATLAS_VERSION}; Lambert conformal conic 32N/48N centred on 20E 40N, 1 unit = 1 km.",
    "Zones, frontiers, rivers, seas and straits: OUR ESTIMATE from late-Roman provincial "
    "geography (the Verona List and Notitia Dignitatum as commonly mapped), authored in "
    "tools/map_data/. Not a copy of the printed game map.",
]


def build(atlas: Path) -> str:
    catalogue = load_yaml("zones.yaml")
    lines = load_yaml("lines.yaml")
    print("land and water ...", file=sys.stderr)
    land = build_land(atlas)
    water = shapely.difference(box(0, 0, WIDTH, HEIGHT), land)
    land_faces = faces(land, [project_line(p) for p in lines["land_lines"].values()])
    sea_faces = faces(water, [project_line(p) for p in lines["sea_lines"].values()])
    land_seeds: list[Seed] = []
    sea_seeds: list[Seed] = []
    for zid, entry in catalogue["zones"].items():
        target = sea_seeds if entry.get("kind") == "sea" else land_seeds
        target.extend(Seed(zid, Point(project_point(*s))) for s in entry["seeds"])
    print(f"zones from {len(land_faces)} land and {len(sea_faces)} sea faces ...",
          file=sys.stderr)
    pieces = grow_zones(land_faces, land_seeds, "land") + grow_zones(sea_faces, sea_seeds, "sea")
    shapes = planar_partition(pieces, list(catalogue["zones"]))
    rivers = lines["rivers"]
    doc: dict[str, Any] = {
        "format": "sv-map", "schema_version": 1, "id": "roman_world",
        "name": "Orbis Romanus, AD 305",
        "description": "The Roman world of the Second Tetrarchy: 12 dioceses, the peoples "
                       "beyond the frontiers and the seas. An authored approximation, not a "
                       "copy of the printed map.",
        "authored_estimate": True, "sources": SOURCES,
        "dioceses": [{k: d[k] for k in ("id", "name", "colour")} for d in catalogue["dioceses"]],
        "fleets": catalogue["fleets"],
        "rivers": [{"name": name, "major": bool(r.get("major")),
                    "points": [[round(x, 1), round(y, 1)] for x, y in
                               project_line(r["points"]).simplify(1.0).coords]}
                   for name, r in rivers.items()],
        "zones": zone_records(catalogue, shapes),
        "edges": [],
    }
    m = GameMap.model_validate(doc)
    # edges come from the geometry exactly as it will be read back from the file
    doc["edges"] = build_edges(m, zone_shapes(m), catalogue, rivers)
    return dump_map(doc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="rebuild in memory and fail if the output file differs")
    args = parser.parse_args(argv)
    text = build(find_atlas())
    if args.check:
        same = args.output.is_file() and args.output.read_text(encoding="utf-8") == text
        print(f"{args.output}: {'up to date' if same else 'DIFFERS from a fresh build'}")
        return 0 if same else 1
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
