"""Fast reachability for the movement decision and the GUI.

``ReachContext`` turns the rules of ``movement_query`` into zone sets built
once per query (who may enter which zones, where the enemy stands, which
stacking families are where), so a search only does set lookups. The
predicates in ``movement_query`` remain the reference: a move found here is
always accepted by ``check_move`` (``tests/test_listed_options.py`` checks thousands).
"""

from __future__ import annotations

from functools import partial
from operator import itemgetter

from sv_model.engine.actions import Move
from sv_model.engine.core import Engine
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.faction import faction_problem, side_has_rebels
from sv_model.games.semper_victor.movement_query import (
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
from sv_model.games.semper_victor.queries import IMPERIAL_TITLES, Occupancy
from sv_model.games.semper_victor.reach_memo import Changes, Entry, ReachMemo, ZoneSignature
from sv_model.schemas.roster import Category, StackingFamily
from sv_model.schemas.scenario import Side

INF = 1 << 30


class ReachContext:
    """Zone tables of one state, shared by every search made on it."""

    def __init__(self, eng: Engine, st: GameState, occ: Occupancy | None = None) -> None:
        self.eng, self.st = eng, st
        self.land_zones = eng.board.land_zones
        index = st.zones
        self.occ = occ if occ is not None else Occupancy.of(st, dict(index.units),
                                                             dict(index.leaders))
        # the signature of each occupied zone, a picture of the position's kept notes, and
        # where their list of changed zones stood then (``ReachMemo.update``)
        self.signature = dict(zone_signatures(eng, st))
        notes = index.derived.signatures
        self.changes: Changes = (notes.changes, len(notes.changes))
        enemy_p: dict[str, bool] = {}
        enemy_s: dict[str, bool] = {}
        fam_p: dict[str, set[StackingFamily]] = {}
        fam_s: dict[str, set[StackingFamily]] = {}
        for zone, (p_enemy, s_enemy, p_fam, s_fam) in self.signature.items():
            if p_enemy is not None:
                enemy_p[zone] = p_enemy
            if s_enemy is not None:
                enemy_s[zone] = s_enemy
            if p_fam is not None:
                fam_p[zone] = p_fam
            if s_fam is not None:
                fam_s[zone] = s_fam
        self.enemy = {Side.PRIMUS: enemy_p, Side.SECONDUS: enemy_s}
        self.families = {Side.PRIMUS: fam_p, Side.SECONDUS: fam_s}
        # zone sets and wars by peoples: functions of the peoples' wars alone, shared with
        # the memory's (kept while the wars stay as they are) once ``reach_cache`` ran
        self._memo: dict[tuple[object, ...], frozenset[str]] = {}
        self._wars: dict[frozenset[object], tuple[object, ...]] = {}
        self.cache: ReachMemo | None = None

    @property
    def open_land(self) -> frozenset[str]:
        """Land zones other than the zones of origin of peoples at peace (Armenia's
        excepted), where Roman units may go (3.4.1)."""
        key: tuple[object, ...] = ("open land",)
        cached = self._memo.get(key)
        if cached is None:
            board, peoples = self.eng.board, self.st.peoples
            cached = self._memo[key] = self.land_zones - {
                z for z, p in board.origin_people.items()
                if not peoples[p].at_war and not board.is_armenian(p)}
        return cached

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
        """Zones every piece of the group may enter (3.2, 4.3, 4.4.2)."""
        titled = leader is not None and self.st.leaders[leader].title in IMPERIAL_TITLES
        if leader is None and len(units) == 1:  # a lone unit: one per zone set, kept
            own = self.unit_zones(units[0], False, False)
            key: tuple[object, ...] = ("land &", own)
            cached = self._memo.get(key)
            if cached is None:
                cached = self._memo[key] = self.land_zones & own
            return cached
        zones = self.leader_zones(leader, not units) if leader else self.land_zones
        for u in units:
            zones = zones & self.unit_zones(u, leader is not None, titled)
        return zones

    # --- searches ------------------------------------------------------------------------

    def zone_signature(self) -> dict[str, ZoneSignature]:
        """What a search reads about each occupied zone (enemies, families). The
        families are sets made once per zone and never changed after."""
        return self.signature

    def search_key(self, side: Side, leader: str | None, units: tuple[str, ...], start: str,
                   mp: int, outside: tuple[bool, int]) -> tuple[object, ...]:
        """What a search depends on besides the zones it looks at: groups alike (the same
        people, category, diocese, stacking family, Roman or not, titled or not) in the
        same zone with the same MP reach the same zones by the same paths. Where a
        people may go depends on its being at war (4.3), and Armenia's on the Persians'
        or Iberians' war (4.4.2): those are part of the key; the peace of the peoples
        whose zones the search looked at is the memory's business (``forget_near``)."""
        profiles = unit_profiles(self.eng, self.cache or reach_cache(self))
        board = self.eng.board
        if leader is None:  # the first unit's people gives the band (``_band``)
            lone = tuple(profiles[u] for u in units)
            peoples = frozenset(p[0] for p in lone if p[0] is not None)
            return side, None, lone, start, mp, outside, self._wars_of(peoples)
        unit_part = frozenset(profiles[u] for u in units)
        people = board.leaders[leader].people
        peoples = frozenset(p[0] for p in unit_part if p[0] is not None)
        if people is not None:
            peoples |= {people}
        titled = self.st.leaders[leader].title in IMPERIAL_TITLES
        return (side, (people, board.leader_family[leader], titled),
                unit_part, bool(units), start, mp, outside, self._wars_of(peoples))

    def _wars_of(self, peoples: frozenset[object]) -> tuple[object, ...]:
        """The wars a search of pieces of ``peoples`` depends on (see ``search_key``)."""
        if not peoples:
            return ()
        wars = self._wars.get(peoples)
        if wars is None:
            board, st = self.eng.board, self.st
            named = sorted(p for p in peoples if isinstance(p, str))
            wars = tuple((p, st.peoples[p].at_war) for p in named)
            if any(board.is_armenian(p) for p in named):
                wars += (any(st.peoples[p].at_war for p in (PERSAE, IBERIA)
                             if p in st.peoples),)
            self._wars[peoples] = wars
        return wars

    def reach(self, side: Side, leader: str | None, units: tuple[str, ...],
              start: str, mp: int, outside: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT)
              ) -> dict[str, ReachInfo]:
        """Cheapest legal paths from ``start`` within ``mp`` (7.1 to 7.3), kept in the
        engine's ``ReachMemo`` until a zone the search looked at answers otherwise for it.
        ``outside``: whether the move so far entered only zones outside the Empire, and
        the MP the 7.3 limit leaves (a move going on after a rally, 3.6.3 D/)."""
        return self._reach(self.search_key(side, leader, units, start, mp, outside),
                           side, leader, units, start, mp, outside).result

    def _reach(self, key: tuple[object, ...], side: Side, leader: str | None,
               units: tuple[str, ...], start: str, mp: int, outside: tuple[bool, int]
               ) -> Entry:
        cache = reach_cache(self)
        hit = cache.entries.get(key)
        if hit is not None:
            return hit
        touched: set[str] = set()
        if leader is None:
            result = self._one_step(side, units, start, mp, touched)
        else:
            result = self._search(side, leader, units, start, mp, touched, outside)
        # a leader alone reads no enemy (``_search``: only a force with units halts, 7.1)
        entry = Entry(result, frozenset(touched), side, frozenset(self._family(leader, units)),
                      enemy=leader is None or bool(units))
        cache.add(key, entry, start)
        return entry

    def moves(self, side: Side, leader: str | None, units: tuple[str, ...], start: str,
              mp: int, outside: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT),
              alias: tuple[object, ...] | None = None) -> list[Move]:
        """``Move`` actions to every reachable zone, cached like ``reach``; ``alias``:
        another key the caller will ask ``ReachMemo.known_moves`` with (its group as
        listed, before the MP and the units taken along are worked out)."""
        title = self.st.leaders[leader].title if leader else None
        key = (side, leader, units, start, mp, title, outside)
        cache = self.cache or reach_cache(self)
        record = cache.moves.get(key)
        if record is None or record[1].dropped:
            # a kept record's search key still holds (the wars in it cleared them all)
            search = record[0] if record is not None else \
                self.search_key(side, leader, units, start, mp, outside)
            entry = self._reach(search, side, leader, units, start, mp, outside)
            record = (search, entry,
                      entry.moves_of(leader, units, cache.made_moves(leader, units)))
            cache.moves[key] = record
        if alias is not None:
            cache.moves[alias] = record
        return record[2]

    def _one_step(self, side: Side, units: tuple[str, ...], start: str, mp: int,
                  touched: set[str]) -> dict[str, ReachInfo]:
        """A unit without a leader moves one zone (3.4.1, 4.3)."""
        allowed = self.group_zones(None, units)
        band = self._band(None, units)
        roman = self._romanlike(None, units)
        family = self._family(None, units)
        enemy = self.enemy[side]
        fam = self.families[side]
        board = self.eng.board
        beyond = board.beyond_limit
        entering = allowed if start in board.inside else self._from_outside(allowed, band)
        out: dict[str, ReachInfo] = {}
        for to, cost in board.land_steps[start]:
            if cost > mp or to not in entering:
                continue
            touched.add(to)
            if to in enemy and not roman and not enemy[to]:
                continue
            if cost > OUTSIDE_MP_LIMIT and to in beyond:  # 7.3
                continue
            present = fam.get(to)
            if present and len(present | family) > 1:
                continue
            out[to] = ReachInfo(cost, (to,), to in enemy)
        return out

    def _search(self, side: Side, leader: str, units: tuple[str, ...], start: str, mp: int,
                touched: set[str], outside_start: tuple[bool, int] = (True, OUTSIDE_MP_LIMIT)
                ) -> dict[str, ReachInfo]:
        """Cheapest paths by MP buckets (7.2); a zone with enemy units stops a force with
        units (7.1); ``outside`` tracks whether the path stayed outside the Empire (7.3)."""
        board = self.eng.board
        allowed = self.group_zones(leader, units)
        from_outside = self._from_outside(allowed, self._band(leader, units))
        roman = self._romanlike(leader, units)
        enemy = self.enemy[side]
        with_units = bool(units)
        family = self._family(leader, units)
        first, limit = outside_start
        steps, inside, beyond = board.land_steps, board.inside, board.beyond_limit
        best: dict[tuple[str, bool], int] = {(start, first): 0}
        prev: dict[tuple[str, bool], tuple[str, bool]] = {}
        buckets: list[list[tuple[str, bool]]] = [[] for _ in range(max(mp, 0) + 1)]
        buckets[0].append((start, first))
        halting: set[str] = set()
        for cost, bucket in enumerate(buckets):
            for node in bucket:
                here, outside = node
                if best[node] < cost or here in halting:
                    continue
                entering = allowed if here in inside else from_outside
                for to, step in steps[here]:
                    new_cost = cost + step
                    if new_cost > mp or to == start or to not in entering:
                        continue
                    touched.add(to)
                    halts = with_units and to in enemy
                    if halts and not roman and not enemy[to]:
                        continue
                    key = (to, outside and to in beyond)
                    if new_cost < best.get(key, INF):
                        best[key] = new_cost
                        prev[key] = node
                        if halts:
                            halting.add(to)
                        buckets[new_cost].append(key)
        out: dict[str, ReachInfo] = {}
        fam = self.families[side]
        # each node's path extends its predecessor's, made before it (a step costs 1 MP or
        # more, and the nodes come by cost)
        paths: dict[tuple[str, bool], tuple[str, ...]] = {(start, first): ()}
        for node, cost in sorted(best.items(), key=_BY_COST):
            before = prev.get(node)
            if before is None:
                continue  # the start
            zone, outside = node
            made = paths.get(before)
            # concatenation: a third of the time of (*made, zone)
            path = paths[node] = made + (zone,) if made is not None else _path(prev, node)  # noqa: RUF005
            if zone in out or (outside and cost > limit):
                continue
            present = fam.get(zone)
            if present and len(present | family) > 1:
                continue
            out[zone] = _new_info((cost, path, zone in halting))
        return out

    def _from_outside(self, allowed: frozenset[str], band: frozenset[str] | None
                      ) -> frozenset[str]:
        """Of ``allowed``, the zones a group may enter from outside the Empire: a people
        enters it only through the dioceses of its band (4.3)."""
        if band is None:
            return allowed
        key: tuple[object, ...] = ("band", allowed, band)
        cached = self._memo.get(key)
        if cached is None:
            board = self.eng.board
            cached = self._memo[key] = frozenset(
                z for z in allowed
                if z not in board.inside or board.zone_diocese.get(z) in band)
        return cached

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


def unit_profiles(eng: Engine, memo: ReachMemo) -> dict[str, tuple[object, ...]]:
    """For each unit, what a search reads of it: its people or else its category and
    diocese (where it may go, 3.2, 4.3), Roman-like or not (4.4.1), its family (4.2.4)."""
    if memo.profiles is None:
        board = eng.board
        memo.profiles = {
            u: ((x.people, None, None) if x.people is not None
                else (None, x.category, x.diocese))
            + (u in board.romanlike_units, board.unit_family[u])
            for u, x in board.units.items()}
    return memo.profiles


def zone_signatures(eng: Engine, st: GameState) -> dict[str, ZoneSignature]:
    """The signature of every zone with pieces of a side (``ReachMemo``'s), kept in the
    position's ``ZoneIndex`` notes: only the zones whose pieces or sides changed since
    the last reading are worked out again (all of them the first time). The live table:
    read it, copy it, never keep it."""
    index = st.zones
    notes: dict[str, ZoneSignature] = index.derived.signatures.now(
        index, partial(_signature_of, eng, st))
    return notes


def _signature_of(eng: Engine, st: GameState, zone: str) -> ZoneSignature | None:
    """(an enemy of PRIMUS there: whether one is Roman-like, the same for SECONDUS, the
    families of PRIMUS, of SECONDUS) in ``zone``, None for each absent; None if no piece
    of a side stands there (4.2.4, 4.4.1, 7.1)."""
    board, index = eng.board, st.zones
    romanlike, unit_family = board.romanlike_units, board.unit_family
    enemy_p: bool | None = None  # SECONDUS units, PRIMUS's enemies
    enemy_s: bool | None = None
    fam_p: set[StackingFamily] | None = None
    fam_s: set[StackingFamily] | None = None
    units, leaders = st.units, st.leaders
    for uid in index.units.get(zone, ()):
        side = units[uid].side
        if side is Side.PRIMUS:
            enemy_s = bool(enemy_s) or uid in romanlike
            fam_p = {unit_family[uid]} if fam_p is None else fam_p | {unit_family[uid]}
        elif side is Side.SECONDUS:
            enemy_p = bool(enemy_p) or uid in romanlike
            fam_s = {unit_family[uid]} if fam_s is None else fam_s | {unit_family[uid]}
    for x in index.leaders.get(zone, ()):
        side = leaders[x].side
        if side is Side.PRIMUS:
            fam_p = {board.leader_family[x]} if fam_p is None else fam_p | {board.leader_family[x]}
        elif side is Side.SECONDUS:
            fam_s = {board.leader_family[x]} if fam_s is None else fam_s | {board.leader_family[x]}
    if enemy_p is None and enemy_s is None and fam_p is None and fam_s is None:
        return None
    return enemy_p, enemy_s, fam_p, fam_s


def reach_cache(ctx: ReachContext) -> ReachMemo:
    """The engine's memory of searches, brought up to date with ``ctx`` (once per
    context); a new one when it grew too big."""
    if ctx.cache is not None:
        return ctx.cache
    st, board = ctx.st, ctx.eng.board
    wars = {p: people.at_war for p, people in st.peoples.items()}
    memo = ctx.eng.reach_cache
    signature = ctx.zone_signature()
    if not isinstance(memo, ReachMemo) or memo.full() or memo.wars.keys() != wars.keys():
        memo = ReachMemo(wars)
        ctx.eng.reach_cache = memo
        memo.signature, memo.seen = signature, ctx.changes
    else:
        if memo.wars != wars:  # 3.4.1, 4.3: the zones of a people at peace are closed
            flipped = [p for p, at_war in wars.items() if memo.wars[p] != at_war]
            memo.forget_near({z for p in flipped for z in board.people_origins.get(p, ())},
                             board.neighbours)
            memo.wars = wars
            memo.moves.clear()  # a group's search key holds its peoples' wars
            memo.zone_sets.clear()
            memo.wars_of.clear()
        memo.update(signature, ctx.changes)
    ctx.cache = memo
    ctx._memo, ctx._wars = memo.zone_sets, memo.wars_of
    return memo


_new_info = partial(tuple.__new__, ReachInfo)
"""``ReachInfo(cost_mp, path, halts)`` from one tuple, without the named tuple's own
``__new__`` (a Python function): the searches make tens of thousands a game."""

_BY_COST = itemgetter(1, 0)
"""A search's (node, cost) items by cost, then node."""


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
