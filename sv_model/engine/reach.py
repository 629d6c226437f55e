"""Fast reachability for the movement decision and the GUI.

``ReachContext`` turns the rules of ``movement_query`` into zone sets built
once per query (who may enter which zones, where the enemy stands, which
stacking families are where), so a search only does set lookups. The
predicates in ``movement_query`` remain the reference: a move found here is
always accepted by ``check_move`` (the random-playout tests apply thousands).
"""

from __future__ import annotations

from sv_model.engine.actions import Move
from sv_model.engine.core import Engine
from sv_model.engine.faction import faction_problem, side_has_rebels
from sv_model.engine.movement_query import (
    IBERIA,
    LEADER_MP,
    NON_ROMAN_RANGE,
    OUTSIDE_MP_LIMIT,
    PERSAE,
    ReachInfo,
    active_continuation,
    can_carry,
    continuation_budget,
    continuation_units,
    may_enter_armenia,
    piece_blocked,
)
from sv_model.engine.queries import IMPERIAL_TITLES, Occupancy
from sv_model.engine.state import GameState
from sv_model.schemas.roster import Category, StackingFamily
from sv_model.schemas.scenario import Side

INF = 1 << 30


class ReachContext:
    """Zone tables of one state, shared by every search made on it."""

    def __init__(self, eng: Engine, st: GameState, occ: Occupancy | None = None) -> None:
        self.eng, self.st = eng, st
        self.occ = occ if occ is not None else Occupancy(st)
        board = eng.board
        self.land_zones = board.land_zones
        self.enemy: dict[Side, dict[str, bool]] = {Side.PRIMUS: {}, Side.SECONDUS: {}}
        self.families: dict[Side, dict[str, set[StackingFamily]]] = {
            Side.PRIMUS: {}, Side.SECONDUS: {}}
        for zone, units in self.occ.units.items():
            for u in units:
                side = st.units[u].side
                if side is None:
                    continue
                romanlike = board.romanlike_unit(u)
                other = self.enemy[side.other]
                other[zone] = other.get(zone, False) or romanlike
                self.families[side].setdefault(zone, set()).add(board.family_of_unit(u))
        for zone, leaders in self.occ.leaders.items():
            for x in leaders:
                side = st.leaders[x].side
                if side is not None:
                    self.families[side].setdefault(zone, set()).add(board.family_of_leader(x))
        peace = {z for z, p in board.origin_people.items()
                 if not st.peoples[p].at_war and not board.is_armenian(p)}
        self.open_land = self.land_zones - peace
        self._memo: dict[tuple[object, ...], frozenset[str]] = {}
        self.cache: ReachCache | None = None

    # --- who may enter where ---------------------------------------------------------

    def unit_zones(self, unit_id: str, led: bool, titled: bool) -> frozenset[str]:
        board = self.eng.board
        u = board.units[unit_id]
        if u.people is not None:
            return self.people_zones(u.people)
        key: tuple[object, ...] = ("unit", u.category, u.diocese, led, titled)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        home = frozenset(board.diocese_zones.get(u.diocese or "", ()))
        if u.category is Category.RIPENSES:
            zones = home
        elif u.category is Category.PSEUDO_COMITATENSES:
            zones = self.open_land if titled else home
        else:
            zones = self.open_land if led else frozenset(board.inside)
        self._memo[key] = zones
        return zones

    def people_zones(self, people: str) -> frozenset[str]:
        key: tuple[object, ...] = ("people", people)
        cached = self._memo.get(key)
        if cached is not None:
            return cached
        board, st = self.eng.board, self.st
        origins = frozenset(board.people_origins[people])
        v2 = self.eng.rules_version >= 2
        if board.is_armenian(people):
            zones = set(origins)
            if any(st.peoples[p].at_war for p in (PERSAE, IBERIA) if p in st.peoples):
                zones |= {n for h in origins for n in board.neighbours[h]
                          if not (v2 and self._peaceful_land(n))}  # 4.3 (rules v2)
            result = frozenset(zones)
        elif not st.peoples[people].at_war:
            result = origins
        else:
            dist = board.people_distance[people]
            result = frozenset(
                z for z in self.land_zones
                if dist.get(z, INF) <= NON_ROMAN_RANGE
                and (board.origin_people.get(z) in (None, people)
                     or st.peoples[board.origin_people[z]].at_war
                     or (board.is_armenian(board.origin_people[z])
                         and may_enter_armenia(self.eng, people))))  # 4.4.2
        self._memo[key] = result
        return result

    def _peaceful_land(self, zone: str) -> bool:
        """A zone of origin of a people at peace, other than Armenia's (4.3)."""
        other = self.eng.board.origin_people.get(zone)
        return other is not None and not self.st.peoples[other].at_war \
            and not self.eng.board.is_armenian(other)

    def leader_zones(self, leader_id: str, alone: bool) -> frozenset[str]:
        board = self.eng.board
        people = board.leaders[leader_id].people
        if people is None:
            return self.land_zones
        zones = self.people_zones(people)
        if alone and not board.is_armenian(people):
            zones = zones - board.inside
        return zones

    def group_zones(self, leader: str | None, units: tuple[str, ...]) -> frozenset[str]:
        titled = leader is not None and self.st.leaders[leader].title in IMPERIAL_TITLES
        zones = self.leader_zones(leader, not units) if leader else self.land_zones
        for u in units:
            zones = zones & self.unit_zones(u, leader is not None, titled)
        return zones

    # --- searches ------------------------------------------------------------------------

    def zone_signature(self) -> dict[str, tuple[object, ...]]:
        """What a search reads about each occupied zone (enemies, families)."""
        sig: dict[str, tuple[object, ...]] = {}
        zones = set(self.enemy[Side.PRIMUS]) | set(self.enemy[Side.SECONDUS]) | \
            set(self.families[Side.PRIMUS]) | set(self.families[Side.SECONDUS])
        for z in zones:
            sig[z] = (self.enemy[Side.PRIMUS].get(z), self.enemy[Side.SECONDUS].get(z),
                      frozenset(self.families[Side.PRIMUS].get(z, ())),
                      frozenset(self.families[Side.SECONDUS].get(z, ())))
        return sig

    def reach(self, side: Side, leader: str | None, units: tuple[str, ...],
              start: str, mp: int, outside: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT)
              ) -> dict[str, ReachInfo]:
        """Cheapest legal paths from ``start`` within ``mp`` (7.1 to 7.3), memoised in
        the engine's ``ReachCache`` until a zone the search looked at changes.
        ``outside``: whether the move so far entered only zones outside the Empire, and
        the MP the 7.3 limit leaves (a move going on after a rally, 3.6.3 D/)."""
        title = self.st.leaders[leader].title if leader else None
        key = (side, leader, units, start, mp, title, outside)
        cache = reach_cache(self)
        hit = cache.entries.get(key)
        if hit is not None:
            return hit[0]
        touched: set[str] = set()
        if leader is None:
            result = self._one_step(side, units, start, mp, touched)
        else:
            result = self._search(side, leader, units, start, mp, touched, outside)
        cache.entries[key] = (result, frozenset(touched))
        return result

    def moves(self, side: Side, leader: str | None, units: tuple[str, ...], start: str,
              mp: int, outside: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT)) -> list[Move]:
        """``Move`` actions to every reachable zone, cached like ``reach``."""
        title = self.st.leaders[leader].title if leader else None
        key = (side, leader, units, start, mp, title, outside)
        cache = reach_cache(self)
        moves = cache.moves.get(key)
        if moves is None:
            result = self.reach(side, leader, units, start, mp, outside)
            moves = [Move(leader, units, info.path) for info in result.values()]
            cache.moves[key] = moves
        return moves

    def _entry_ok(self, here: str, to: str, allowed: frozenset[str],
                  band: frozenset[str] | None) -> bool:
        if to not in allowed:
            return False
        board = self.eng.board
        return band is None or to not in board.inside or here in board.inside \
            or board.zone_diocese.get(to) in band

    def _one_step(self, side: Side, units: tuple[str, ...], start: str, mp: int,
                  touched: set[str]) -> dict[str, ReachInfo]:
        """A unit without a leader moves one zone (3.4.1, 4.3)."""
        allowed = self.group_zones(None, units)
        band = self._band(None, units)
        roman = self._romanlike(None, units)
        family = self._family(None, units)
        enemy = self.enemy[side]
        fam = self.families[side]
        out: dict[str, ReachInfo] = {}
        for edge in self.eng.board.land[start]:
            to = edge.to
            if edge.cost > mp or not self._entry_ok(start, to, allowed, band):
                continue
            touched.add(to)
            if to in enemy and not roman and not enemy[to]:
                continue
            if self._outside(to) and edge.cost > OUTSIDE_MP_LIMIT:
                continue
            present = fam.get(to)
            if present and len(present | family) > 1:
                continue
            out[to] = ReachInfo(edge.cost, (to,), to in enemy)
        return out

    def _search(self, side: Side, leader: str, units: tuple[str, ...], start: str, mp: int,
                touched: set[str], outside_start: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT)
                ) -> dict[str, ReachInfo]:
        board = self.eng.board
        allowed = self.group_zones(leader, units)
        band = self._band(leader, units)
        roman = self._romanlike(leader, units)
        enemy = self.enemy[side]
        with_units = bool(units)
        family = self._family(leader, units)
        first, limit = outside_start
        best: dict[tuple[str, bool], int] = {(start, first): 0}
        prev: dict[tuple[str, bool], tuple[str, bool]] = {}
        buckets: list[list[tuple[str, bool]]] = [[] for _ in range(max(mp, 0) + 1)]
        buckets[0].append((start, first))
        halting: set[str] = set()
        outside_zone = self._outside
        for cost, bucket in enumerate(buckets):
            for here, outside in bucket:
                if best[(here, outside)] < cost or here in halting:
                    continue
                for edge in board.land[here]:
                    to = edge.to
                    new_cost = cost + edge.cost
                    if new_cost > mp or to == start or not self._entry_ok(here, to, allowed,
                                                                          band):
                        continue
                    touched.add(to)
                    halts = with_units and to in enemy
                    if halts and not roman and not enemy[to]:
                        continue
                    key = (to, outside and outside_zone(to))
                    if new_cost < best.get(key, INF):
                        best[key] = new_cost
                        prev[key] = (here, outside)
                        if halts:
                            halting.add(to)
                        buckets[new_cost].append(key)
        out: dict[str, ReachInfo] = {}
        fam = self.families[side]
        for (zone, outside), cost in sorted(best.items(), key=lambda kv: (kv[1], kv[0])):
            if zone == start or zone in out or (outside and cost > limit):
                continue
            present = fam.get(zone)
            if present and len(present | family) > 1:
                continue
            out[zone] = ReachInfo(cost, _path(prev, (zone, outside)), zone in halting)
        return out

    def _outside(self, zone: str) -> bool:
        board = self.eng.board
        return zone not in board.inside and zone not in board.east_exception

    def _band(self, leader: str | None, units: tuple[str, ...]) -> frozenset[str] | None:
        board = self.eng.board
        people = board.leaders[leader].people if leader else (
            board.units[units[0]].people if units else None)
        if people is None or board.is_armenian(people):
            return None
        return frozenset(board.peoples[people].entry_band)

    def _romanlike(self, leader: str | None, units: tuple[str, ...]) -> bool:
        board = self.eng.board
        if leader is not None:
            people = board.leaders[leader].people
            return people is None or board.is_armenian(people)
        return all(board.romanlike_unit(u) for u in units)

    def _family(self, leader: str | None, units: tuple[str, ...]) -> set[StackingFamily]:
        board = self.eng.board
        families = {board.family_of_unit(u) for u in units}
        if leader is not None:
            families.add(board.family_of_leader(leader))
        return families


class ReachCache:
    """Search results kept between listings. An entry is dropped as soon as one of the
    zones its search looked at changes (enemies, stacking families), or when the
    peoples at war change; nothing else a search reads can change."""

    LIMIT = 4000

    def __init__(self, wars: tuple[bool, ...]) -> None:
        self.wars = wars
        self.signature: dict[str, tuple[object, ...]] = {}
        self.entries: dict[tuple[object, ...],
                           tuple[dict[str, ReachInfo], frozenset[str]]] = {}
        self.moves: dict[tuple[object, ...], list[Move]] = {}


def reach_cache(ctx: ReachContext) -> ReachCache:
    """The engine's cache, brought up to date with ``ctx`` (once per context)."""
    if ctx.cache is not None:
        return ctx.cache
    eng, st = ctx.eng, ctx.st
    wars = tuple(p.at_war for p in st.peoples.values())
    cache = eng.reach_cache
    signature = ctx.zone_signature()
    if not isinstance(cache, ReachCache) or cache.wars != wars or \
            len(cache.entries) > ReachCache.LIMIT:
        cache = ReachCache(wars)
        eng.reach_cache = cache
    else:
        changed = {z for z in signature.keys() | cache.signature.keys()
                   if signature.get(z) != cache.signature.get(z)}
        if changed:
            cache.entries = {k: v for k, v in cache.entries.items() if not v[1] & changed}
            cache.moves = {k: v for k, v in cache.moves.items() if k in cache.entries}
    cache.signature = signature
    ctx.cache = cache
    return cache


def _path(prev: dict[tuple[str, bool], tuple[str, bool]],
          key: tuple[str, bool]) -> tuple[str, ...]:
    path: list[str] = []
    while key in prev:
        path.append(key[0])
        key = prev[key]
    return tuple(reversed(path))


def reachable(eng: Engine, st: GameState, leader: str | None, units: tuple[str, ...],
              ctx: ReachContext | None = None) -> dict[str, ReachInfo]:
    """Every zone the group can reach in this E.1 by a cheapest legal path."""
    pieces = ([leader] if leader else []) + list(units)
    if not pieces or any(p not in st.leaders and p not in st.units for p in pieces):
        return {}
    side = (st.leaders[leader].side if leader else st.units[units[0]].side)
    cont = active_continuation(st, leader)  # 3.6.3 D/: going on after a rally
    if cont is not None and not set(units) <= set(continuation_units(st, cont)):
        return {}
    going_on = cont is not None
    if side is None or any(piece_blocked(eng, st, p, going_on) for p in pieces):
        return {}
    if any(st.units[u].side is not side for u in units):
        return {}
    if leader is not None and (len(units) > eng.board.leaders[leader].cc
                               or any(not can_carry(eng, st, leader, u) for u in units)):
        return {}
    start = (st.leaders[leader].zone if leader else st.units[units[0]].zone)
    if start is None or any(st.units[u].zone != start for u in units):
        return {}
    ctx = ctx if ctx is not None else ReachContext(eng, st)
    if cont is not None:
        mp, outside, limit = continuation_budget(eng, st, cont, units)
        result = dict(ctx.reach(side, leader, units, start, mp, (outside, limit)))
    else:
        penalty = 1 if st.active_event == 2 else 0
        allowances = [eng.board.unit_allowance(u) for u in units]
        if leader is not None:
            allowances.append(LEADER_MP)
        result = dict(ctx.reach(side, leader, units, start, min(allowances) - penalty))
    if leader is not None and side_has_rebels(eng, st, side):  # 3.6.3 note 2
        result = {z: info for z, info in result.items()
                  if faction_problem(eng, st, ctx.occ, side, (leader,), z) is None}
    return result
