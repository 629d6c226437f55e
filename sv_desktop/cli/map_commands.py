"""``semper-victor map-image [MAP] -o FILE.png`` and ``semper-victor map-info [MAP] [--json]``
(MAP: the shipped Roman world when left out)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from sv_desktop.common.i18n import translate
from sv_model.paths import DEFAULT_MAP
from sv_model.schemas.map import GameMap, Zone


def register(sub: Any) -> None:
    img = sub.add_parser(
        "map-image", help=translate("CliMap", "draw a map file to a PNG picture"),
        description=translate("CliMap", "Render a map: dioceses in colour, zone numbers and "
                              "names, capitals and cities, rivers, straits and seas."))
    img.add_argument("map", metavar="MAP", nargs="?", default=None, help=translate(
        "CliMap", "map file (default: the shipped Roman world)"))
    img.add_argument("-o", "--output", required=True, metavar=translate("CliMap", "FILE.png"),
                     help=translate("CliMap", "the picture to write"))
    img.add_argument("--width", type=int, default=3000, help=translate(
        "CliMap", "picture width in pixels (default 3000)"))
    img.add_argument("--dpi", type=float, default=96.0, help=translate(
        "CliMap", "dots per inch the lettering and lines are sized for (default 96; 300 for "
        "print)"))
    img.set_defaults(handler=run_image)

    info = sub.add_parser(
        "map-info", help=translate("CliMap", "list a map's zones and edges"),
        description=translate("CliMap", "Print the zones (kind, owner, flags) and the edges "
                              "(with their kinds) of a map file, for scripts and diffs."))
    info.add_argument("map", metavar="MAP", nargs="?", default=None, help=translate(
        "CliMap", "map file (default: the shipped Roman world)"))
    info.add_argument("--json", action="store_true",
                      help=translate("CliMap", "print JSON instead of text"))
    info.set_defaults(handler=run_info)


def run_image(args: argparse.Namespace) -> int:
    from sv_model.loader import load_map

    m = load_map(args.map or DEFAULT_MAP)
    if args.width < 200 or args.width > 20000:
        print(translate("CliMap", "map-image: --width must be between 200 and 20000 pixels"),
              file=sys.stderr)
        return 2
    if not 36 <= args.dpi <= 1200:
        print(translate("CliMap", "map-image: --dpi must be between 36 and 1200"),
              file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QGuiApplication, QImageWriter

    from sv_desktop.board.map_image import render_map
    from sv_desktop.common import i18n

    _app = QGuiApplication.instance() or QGuiApplication([])
    i18n.install(i18n.language())  # into the application made just now
    image = render_map(m, args.width, args.dpi)
    out = Path(args.output)
    if not QImageWriter(str(out), QByteArray(b"PNG")).write(image):
        print(translate("CliMap", "map-image: cannot write {file}").format(file=out),
              file=sys.stderr)
        return 1
    print(translate("CliMap", "wrote {file} ({width}x{height})").format(
        file=out, width=image.width(), height=image.height()))
    return 0


def zone_owner(z: Zone) -> str | None:
    """The diocese of a diocese zone, the people of a zone of origin, else None."""
    return z.diocese or z.people


def map_info(m: GameMap) -> dict[str, Any]:
    """Zones (with flags and owners) and edges (with kinds), in a stable order."""
    zones = []
    for z in m.zones:
        flags = [f for f in ("inside_empire", "capital", "rome", "no_fleet", "east_exception")
                 if getattr(z, f)]
        zones.append({"id": z.id, "name": z.name, "kind": z.kind.value, "owner": zone_owner(z),
                      "number": z.number, "half": z.half.value if z.half else None,
                      "city": z.city, "port": z.port, "port_name": z.port_name, "flags": flags})
    edges = sorted(({"a": min(e.a, e.b), "b": max(e.a, e.b), "kind": e.kind.value,
                     "river": e.river} for e in m.edges), key=lambda e: (e["a"], e["b"]))
    return {"id": m.id, "name": m.name, "zones": zones, "edges": edges}


def run_info(args: argparse.Namespace) -> int:
    from sv_model.loader import load_map

    info = map_info(load_map(args.map or DEFAULT_MAP))
    if args.json:
        print(json.dumps(info, indent=1, ensure_ascii=False))
        return 0
    print(translate("CliMap", "{name} ({id}): {zones} zones, {edges} edges").format(
        name=info["name"], id=info["id"], zones=len(info["zones"]), edges=len(info["edges"])))
    for z in info["zones"]:
        extra = " ".join(filter(None, [z["half"], z["city"] and f"city={z['city']}",
                                       z["port_name"] and f"port={z['port_name']}", *z["flags"]]))
        print(f"  {z['id']:<28} {z['kind']:<8} {z['owner'] or '-':<12} {z['name']}  {extra}")
    for e in info["edges"]:
        river = f" ({e['river']})" if e["river"] else ""
        print(f"  {e['a']} -- {e['b']}: {e['kind']}{river}")
    return 0
