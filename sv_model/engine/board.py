"""Static facts the engine reads from the map and the roster, precomputed once.

Nothing here changes during a game: adjacency with movement costs (7.2: +1 MP
across a strait or a major river, by the rules version the game is played under),
dioceses and their control cities (3.7.3), capitals, ports, zones of origin
and distances from them (4.3), and quick lookups of counters.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from sv_model.engine.version import RULES_VERSION
from sv_model.loader import ScenarioBundle
from sv_model.schemas.map import Edge, EdgeKind, ZoneKind
from sv_model.schemas.roster import (
    STACKING_FAMILY,
    Category,
    Leader,
    Nationality,
    People,
    StackingFamily,
    Unit,
    UnitFace,
)
from sv_model.tables import BYZANTIUM, CONSTANTINOPOLIS

MAJOR_RIVERS_ONLY = 3
"""From this rules version on, a river edge costs +1 MP only if the map declares its
river major (7.2); before it every river edge did (replays of older saves keep that)."""


@dataclass(frozen=True, slots=True)
class LandEdge:
    """A land crossing: 1 MP, +1 across a major river or a strait (7.2)."""

    to: str
    cost: int
    kind: EdgeKind


def crossing_cost(e: Edge, minor_rivers: frozenset[str], rules_version: int) -> int:
    """MP to cross a land, river or strait edge (7.2): 1, +1 for a strait or a major river.
    A river the map declares ``major: false`` (the Nilus) is drawn only: crossing it costs
    nothing extra under rules version 3 and later."""
    if e.kind is EdgeKind.LAND:
        return 1
    if (e.kind is EdgeKind.RIVER and rules_version >= MAJOR_RIVERS_ONLY
            and e.river in minor_rivers):
        return 1
    return 2


class Board:
    """The map and roster of one scenario, indexed for the rules.

    ``rules_version``: the rules the game is played under (``Engine.rules_version``, for
    a saved game the rules it was played under; by default the current ones). The cost
    of a river edge depends on it (7.2, ``crossing_cost``)."""

    def __init__(self, bundle: ScenarioBundle, rules_version: int = RULES_VERSION) -> None:
        m, r = bundle.game_map, bundle.roster
        self.zones = {z.id: z for z in m.zones}
        self.zone_ids = tuple(z.id for z in m.zones)
        self.diocese_ids = tuple(d.id for d in m.dioceses)
        self.diocese_names = {d.id: d.name for d in m.dioceses}
        self.leaders: dict[str, Leader] = {x.id: x for x in r.leaders}
        self.units: dict[str, Unit] = {u.id: u for u in r.units}
        self.peoples: dict[str, People] = {p.id: p for p in r.peoples}
        self.fleet_ids = tuple(f.id for f in m.fleets)
        self.fleet_names = {f.id: f.name for f in m.fleets}
        self._build_edges(m.edges, m.minor_river_names(), rules_version)
        self._build_places()
        self._build_origins()
        self._build_counters()

    # --- construction ----------------------------------------------------------------

    def _build_edges(self, edges: list[Edge], minor_rivers: frozenset[str],
                     rules_version: int) -> None:
        land: dict[str, list[LandEdge]] = {z: [] for z in self.zone_ids}
        coast: dict[str, list[str]] = {z: [] for z in self.zone_ids}
        sea: dict[str, list[str]] = {z: [] for z in self.zone_ids}
        for e in edges:
            if e.kind in (EdgeKind.LAND, EdgeKind.RIVER, EdgeKind.STRAIT):
                cost = crossing_cost(e, minor_rivers, rules_version)
                land[e.a].append(LandEdge(e.b, cost, e.kind))
                land[e.b].append(LandEdge(e.a, cost, e.kind))
            elif e.kind is EdgeKind.COAST:
                coast[e.a].append(e.b)
                coast[e.b].append(e.a)
            else:
                sea[e.a].append(e.b)
                sea[e.b].append(e.a)
        self.land: dict[str, tuple[LandEdge, ...]] = {
            k: tuple(sorted(v, key=lambda x: x.to)) for k, v in land.items()}
        self.coast = {k: tuple(sorted(v)) for k, v in coast.items()}
        self.sea = {k: tuple(sorted(v)) for k, v in sea.items()}
        self.neighbours = {k: tuple(e.to for e in v) for k, v in self.land.items()}
        # (zone entered, MP) of each land edge, as the reachability searches read them
        self.land_steps = {k: tuple((e.to, e.cost) for e in v) for k, v in self.land.items()}
        self.edge_cost = {(a, e.to): e.cost for a, v in self.land.items() for e in v}

    def _build_places(self) -> None:
        zones = self.zones.values()
        self.inside = frozenset(z.id for z in zones if z.inside_empire)
        self.sea_zones = frozenset(z.id for z in zones if z.kind is ZoneKind.SEA)
        self.land_zones = frozenset(z.id for z in zones if z.kind is not ZoneKind.SEA)
        self.no_fleet = frozenset(z.id for z in zones if z.no_fleet)
        self.east_exception = frozenset(z.id for z in zones if z.east_exception)
        # 7.3: zones where the 2-MP limit outside the Empire counts
        self.beyond_limit = frozenset(z.id for z in zones
                                      if not z.inside_empire and not z.east_exception)
        self.zone_diocese = {z.id: z.diocese for z in zones}
        self.diocese_zones = {d: tuple(z.id for z in zones if z.diocese == d)
                              for d in self.diocese_ids}
        self.capital_of_city = {z.city: z.id for z in zones if z.capital and z.city}
        self.city_zones = frozenset(z.id for z in zones if z.city)
        self.rome_zone = next((z.id for z in zones if z.rome), None)
        self.port_zone = {z.port: z.id for z in zones if z.port}
        self.half = {z.id: (z.half.value if z.half else None) for z in zones}
        site = next((z.id for z in zones if z.city in (BYZANTIUM, CONSTANTINOPOLIS)), None)
        if site is None and "thracia_3" in self.zones:
            site = "thracia_3"
        self.constantinople_zone = site
        self.zone_numbers = {z.id: z.number for z in zones}
        capitals = frozenset(self.capital_of_city.values())
        self._capitals = {False: capitals, True: capitals | (
            {self.constantinople_zone} if self.constantinople_zone else set())}

    def _build_origins(self) -> None:
        self.origin_people = {z.id: z.people for z in self.zones.values() if z.people}
        self.people_origins = {p: tuple(z for z, q in self.origin_people.items() if q == p)
                               for p in self.peoples}
        self.people_distance = {p: self._distances(origins)
                                for p, origins in self.people_origins.items()}

    def _build_counters(self) -> None:
        """Static facts about counters, looked up on every move."""
        self._armenian: dict[str | None, bool] = {None: False}  # is_armenian, asked often
        self._armenian.update((p, self._allied_to_rome(p)) for p in self.peoples)
        armenian = {p for p, yes in self._armenian.items() if yes}
        self.people_unit_ids = {p: frozenset(u for u, x in self.units.items() if x.people == p)
                                for p in self.peoples}
        # each unit of a people, with its people (the control refresh walks only these)
        self.unit_people: dict[str, str] = {
            u: x.people for u, x in self.units.items() if x.people is not None}
        self.roman_units = frozenset(u for u, x in self.units.items()
                                     if x.nationality is Nationality.ROMAN)
        self.roman_leaders = frozenset(x for x, v in self.leaders.items()
                                       if v.nationality is Nationality.ROMAN)
        self.romanlike_units = self.roman_units | frozenset(
            u for u, x in self.units.items() if x.people in armenian)
        self.foreign_units = frozenset(  # they score in enemy dioceses (10.2)
            u for u, x in self.units.items() if x.people is not None and x.people not in armenian)
        self.unit_family = {u: STACKING_FAMILY[x.nationality] for u, x in self.units.items()}
        # a people's stacking family (that of its first unit) and whether none of its
        # units is Roman-like (4.2.4, 4.4.1), read when its units go home (9.4)
        self.people_family = {p: next((self.unit_family[u] for u, x in self.units.items()
                                       if x.people == p), None) for p in self.peoples}
        self.people_foreign = {p: not any(u in self.romanlike_units
                                          for u in self.people_unit_ids[p])
                               for p in self.peoples}
        self.leader_family = {x: STACKING_FAMILY[v.nationality] for x, v in self.leaders.items()}
        self.allowance = {u: (4 if x.category is Category.COMITATENSES else x.movement)
                          for u, x in self.units.items()}

    def _distances(self, sources: tuple[str, ...]) -> dict[str, int]:
        dist = {s: 0 for s in sources}
        queue = deque(sources)
        while queue:
            here = queue.popleft()
            for nxt in self.neighbours[here]:
                if nxt not in dist:
                    dist[nxt] = dist[here] + 1
                    queue.append(nxt)
        return dist

    # --- queries ---------------------------------------------------------------------

    def name(self, zone: str | None) -> str:
        if zone is None:
            return "nowhere"
        z = self.zones.get(zone)
        return z.name if z else zone

    def capital_zones(self, constantinopolis: bool) -> frozenset[str]:
        """Zones holding an imperial capital (3.1.2); a seventh once it is built."""
        return self._capitals[constantinopolis]

    def capital_zone(self, city: str, constantinopolis: bool) -> str | None:
        """Zone of the capital named ``city``; Nicomedia means Constantinopolis once built."""
        if constantinopolis and city in ("Nicomedia", CONSTANTINOPOLIS):
            return self.constantinople_zone
        if city == CONSTANTINOPOLIS:
            return None
        return self.capital_of_city.get(city)

    def control_zones(self, diocese: str, constantinopolis: bool) -> tuple[str, ...]:
        """Zones to hold to take a diocese (3.7.3): its capital, else its cities."""
        zones = self.diocese_zones[diocese]
        capitals = self.capital_zones(constantinopolis)
        held = tuple(z for z in zones if z in capitals)
        if held:
            return held
        return tuple(z for z in zones if z in self.city_zones)

    def is_roman_leader(self, leader_id: str) -> bool:
        return leader_id in self.roman_leaders

    def is_roman_unit(self, unit_id: str) -> bool:
        return unit_id in self.roman_units

    def is_armenian(self, people: str | None) -> bool:
        """Armenia, the one people allied to Rome (4.4.2): ``allied_to_rome`` or Thraco-Phrygian
        (KeyError for a people the roster does not have)."""
        return self._armenian[people]

    def _allied_to_rome(self, people: str) -> bool:
        p = self.peoples[people]
        return p.allied_to_rome or p.nationality is Nationality.THRACO_PHRYGIAN

    def romanlike_unit(self, unit_id: str) -> bool:
        """Roman or Armenian: fights anyone of the other side (4.4.1, 4.4.2)."""
        return unit_id in self.romanlike_units

    def family_of_unit(self, unit_id: str) -> StackingFamily:
        return self.unit_family[unit_id]

    def family_of_leader(self, leader_id: str) -> StackingFamily:
        return self.leader_family[leader_id]

    def face(self, unit_id: str, weakened: bool) -> UnitFace:
        u = self.units[unit_id]
        return u.weakened if weakened else u.normal

    def unit_allowance(self, unit_id: str) -> int:
        """Movement allowance (1.3.2): comitatenses 4 MP, other units their counter's."""
        return self.allowance[unit_id]

    def category(self, unit_id: str) -> Category | None:
        return self.units[unit_id].category

    def outside(self, zone: str) -> bool:
        return zone not in self.inside

    def adjacent(self, a: str, b: str) -> bool:
        return (a, b) in self.edge_cost
