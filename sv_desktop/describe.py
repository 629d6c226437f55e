"""Actions and decisions in players' words: ids become names."""

from __future__ import annotations

import dataclasses
from typing import Any

from sv_desktop.board import Catalogue


class Namer:
    """Turns ids (zones, leaders, units, fleets, peoples, stratagems) into names."""

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat

    def __call__(self, ident: object) -> str:
        if not isinstance(ident, str):
            return str(ident)
        c = self.cat
        if ident in c.zones:
            return c.zone_title(ident)
        if ident in c.leaders:
            return c.leaders[ident].name
        if ident in c.units:
            return c.units[ident].name
        if ident in c.fleet_names:
            return c.fleet_names[ident]
        if ident in c.peoples:
            return c.peoples[ident].name
        if ident in c.stratagem_names:
            return c.stratagem_names[ident]
        if ident in c.diocese_names:
            return c.diocese_names[ident]
        return ident.replace("_", " ")

    def short_zone(self, zone_id: str) -> str:
        z = self.cat.zones.get(zone_id)
        if z is None:
            return zone_id
        if z.diocese is not None:
            return f"{self.cat.diocese_names.get(z.diocese, z.diocese)} {z.number}"
        return z.name

    def names(self, idents: Any) -> str:
        return ", ".join(self(i) for i in idents)



def describe_action(namer: Namer, action: Any) -> str:
    """A readable sentence for any engine action, known type or not."""
    kind = getattr(action, "type", type(action).__name__)
    f = {fl.name: getattr(action, fl.name) for fl in dataclasses.fields(action)} \
        if dataclasses.is_dataclass(action) else {}
    if kind == "end_movement":
        return "End movement (E.1)"
    if kind == "confirm":
        return "Yes" if f.get("yes") else "No"
    if kind == "move":
        path = f.get("path", ())
        who = namer(f["leader"]) if f.get("leader") else "Alone:"
        units = f.get("units", ())
        carried = (f" with {namer.names(units)}" if f.get("leader") and units
                   else f" {namer.names(units)}" if units else "")
        dest = namer.short_zone(path[-1]) if path else "?"
        via = f" via {', '.join(namer.short_zone(z) for z in path[:-1])}" if len(path) > 1 else ""
        drops = "".join(f"; leave {namer(u)} in {namer.short_zone(path[i])}"
                        for u, i in f.get("drop", ()))
        return f"{who}{carried} → {dest}{via}{drops}"
    if kind == "naval_move":
        aboard = list(f.get("leaders", ())) + list(f.get("units", ()))
        text = f"{namer(f['fleet'])} → {namer.short_zone(f['to'])}"
        if aboard:
            text += f" carrying {namer.names(aboard)}"
        if f.get("land"):
            text += f", landing in {namer.short_zone(f['land'])}"
        return text
    if kind == "choose_zone":
        return namer(f["zone"])
    if kind == "play_stratagem":
        return f"Play {namer(f['stratagem'])}"
    if kind == "choose_stratagem":
        return f"{namer(f['stratagem'])}"
    if kind == "nominate":
        return f"Name {namer(f['leader'])} {str(f['title']).capitalize()} (3.5.1)"
    if kind in ("choose_people", "choose_diocese", "choose_nationality"):
        return namer(next(iter(f.values()))).replace("_", "-").capitalize() \
            if kind == "choose_nationality" else namer(next(iter(f.values())))
    if kind == "choose_die":
        return f"Die face {f['value']}"
    if kind in ("choose_leader", "choose_unit"):
        return namer(next(iter(f.values())))
    if kind == "evade":
        units = f.get("units", ())
        return f"Evade to {namer(f['zone'])}" + (f" with {namer.names(units)}" if units else "")
    parts = []
    for name, value in f.items():
        if isinstance(value, tuple):
            shown = namer.names(value) if value else "none"
        elif isinstance(value, bool):
            shown = "yes" if value else "no"
        else:
            shown = namer(value) if value is not None else "—"
        parts.append(f"{name.replace('_', ' ')}: {shown}")
    title = str(kind).replace("_", " ").capitalize()
    return f"{title} — {'; '.join(parts)}" if parts else title


def action_zones(action: Any) -> list[str]:
    """Zones an action points at, to highlight them on the map."""
    out: list[str] = []
    for name in ("zone", "to", "land"):
        value = getattr(action, name, None)
        if isinstance(value, str):
            out.append(value)
    path = getattr(action, "path", None)
    if isinstance(path, tuple) and path:
        out.append(path[-1])
    return out
