"""Scans that run after every move or battle read the pieces directly instead of
building an ``Occupancy`` (issue 33 item 2): ``stranded_leaders`` (7.1) and
``battle_zones`` (8.1) answer exactly what the ``Occupancy`` reading of the rule
answers, at every step of a seeded game with pieces shuffled about."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine_support import real_bundle

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import GameState, LeaderState, UnitState
from sv_model.games.semper_victor.combat_math import battle_zones, can_fight
from sv_model.games.semper_victor.escapes import stranded_leaders
from sv_model.games.semper_victor.movement_query import GroupParts, movable_group_parts
from sv_model.games.semper_victor.origins import open_origins
from sv_model.games.semper_victor.peoples import _people_units
from sv_model.games.semper_victor.placement import occupancy_without, placement_problem
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.reach import ReachContext
from sv_model.games.semper_victor.stacking import family_problem
from sv_model.games.semper_victor.war import same_people
from sv_model.schemas.roster import Nationality, StackingFamily
from sv_model.schemas.scenario import Side


def _reference(st: GameState) -> list[str]:
    """Leaders with no unit of their side and some enemy unit in their zone (7.1)."""
    occ = Occupancy(st)
    out = []
    for zone, leaders in sorted(occ.leaders.items()):
        for leader in sorted(leaders):
            side = st.leaders[leader].side
            if side is not None and not occ.units_of(zone, side) \
                    and occ.has_enemy_units(zone, side):
                out.append(leader)
    return out


def _battles(game: Game, st: GameState, attacker: Side) -> list[str]:
    """Zones with units of both sides that can fight, not fought yet this M/CS (8.1)."""
    occ = Occupancy(st)
    out = []
    for zone in sorted(occ.units):
        mine, theirs = occ.units_of(zone, attacker), occ.units_of(zone, attacker.other)
        if zone not in st.mcs.fought and mine and theirs \
                and can_fight(game.engine, mine, theirs):
            out.append(zone)
    return out


def test_stranded_leaders_and_battle_zones_match_the_occupancy_reading() -> None:
    game = Game.new(real_bundle(), 3, end_year=312)
    rng = random.Random("autoplay:3")
    found = battles = 0
    while not game.is_over:
        st = game.state.clone()
        # a leader of each side set down among the other side's units, now and then,
        # and units too (some of them aboard a fleet)
        for u in list(st.units.values())[:: 9]:
            if u.side is not None and rng.random() < 0.2:
                u.zone = rng.choice(sorted(game.engine.board.land_zones))
                u.status = "map"
                u.aboard = next(iter(st.fleets)) if rng.random() < 0.2 else None
                st.moved(u)  # as every writer of a piece's place does (``ZoneIndex``)
        for x in list(st.leaders.values())[:: 7]:
            enemy = next((u for u in st.units.values() if u.zone and u.side is not None
                          and u.side is not x.side and u.aboard is None), None)
            if enemy is not None and x.side is not None and rng.random() < 0.3:
                x.zone, x.status, x.aboard = enemy.zone, "map", None
                st.moved(x)
        expected = _reference(st)
        assert stranded_leaders(game.engine, st) == expected
        found += len(expected)
        for side in Side:
            zones = _battles(game, st, side)
            assert battle_zones(game.engine, st, side) == zones
            battles += len(zones)
        game.apply(choose_action(game, rng))
    assert found > 50 and battles > 100


def test_board_tables_of_peoples_match_the_roster() -> None:
    """``Board.is_armenian`` (4.4.2) and ``people_unit_ids`` are tables made once; they
    answer what the roster says, and a people's units come in the state's order."""
    bundle = real_bundle()
    game = Game.new(bundle, 1, end_year=306)
    board = game.engine.board
    for people in bundle.roster.peoples:
        assert board.is_armenian(people.id) == (
            people.allied_to_rome or people.nationality is Nationality.THRACO_PHRYGIAN)
        assert board.people_unit_ids[people.id] == {
            u.id for u in bundle.roster.units if u.people == people.id}
    assert not board.is_armenian(None)
    assert sum(board.is_armenian(p.id) for p in bundle.roster.peoples) >= 1
    shuffled = dict(sorted(game.state.units.items(), reverse=True))
    game.state.units = shuffled
    for people in bundle.roster.peoples:
        assert [u.id for u in _people_units(game.engine, game.state, people.id)] == [
            u for u in shuffled if board.units[u].people == people.id]


def _reference_origins(game: Game, st: GameState, people: str) -> tuple[str, ...]:
    """``open_origins`` read from the whole roster and an ``Occupancy`` (4.2.4, 9.4)."""
    eng = game.engine
    board = eng.board
    origins = board.people_origins.get(people, ())
    status = st.peoples[people]
    side = status.controller if status.at_war or board.is_armenian(people) else None
    units = [u for u, unit in board.units.items() if unit.people == people]
    family = board.family_of_unit(units[0]) if units else None
    occ = Occupancy(st)
    if side is not None and family is not None:
        foreign = not any(board.romanlike_unit(u) for u in units)
        return tuple(z for z in origins
                     if family_problem(eng, st, occ, side, family, foreign, z) is None)
    return tuple(z for z in origins if side is None or not (
        {board.family_of_unit(u) for u in occ.units_of(z, side)}
        | {board.family_of_leader(x) for x in occ.leaders_of(z, side)}) - {family})


def test_open_origins_and_placements_match_the_occupancy_reading() -> None:
    """Zones of origin open to a people's units (9.4) and the cities a leader may be put
    in (4.2.4) answer as read from a fresh ``Occupancy`` per question, at every step of
    a seeded game, with the peoples at war now and then flipped."""
    game = Game.new(real_bundle(), 4, end_year=315)
    rng = random.Random("autoplay:4")
    board, checked = game.engine.board, 0
    while not game.is_over:
        st = game.state.clone()
        for status in st.peoples.values():
            if rng.random() < 0.2:
                status.at_war = not status.at_war
                status.controller = rng.choice([None, Side.PRIMUS, Side.SECONDUS])
        for people in st.peoples:
            assert open_origins(game.engine, st, people) == _reference_origins(game, st, people)
        placed = [x for x in st.leaders.values() if x.zone and x.side is not None][:: 5]
        for x in placed:
            assert x.side is not None
            others = occupancy_without(st, x.id)
            for zone in sorted(board.city_zones):
                checked += 1
                assert placement_problem(game.engine, st, x.id, x.side, zone, others) == \
                    placement_problem(game.engine, st, x.id, x.side, zone)
        game.apply(choose_action(game, rng))
    assert checked > 1000


def _put_aboard(st: GameState, pieces: Sequence[UnitState | LeaderState],
                rng: random.Random) -> None:
    """About a third of ``pieces`` that are on the map go aboard the first fleet."""
    for piece in pieces:
        if piece.status == "map" and rng.random() < 0.3:
            piece.aboard = next(iter(st.fleets))


def _reference_groups(game: Game, st: GameState, side: Side) -> list[GroupParts]:
    """The groups that may move, read from an ``Occupancy`` (3.4.1: leaders by zone and
    id with the units they may take, then lone units by zone and id)."""
    eng, occ = game.engine, Occupancy(st)
    board, moved, pinned = eng.board, st.mcs.moved, st.pinned_zones
    free = {zone: sorted(u for u in present if st.units[u].side is side and u not in moved)
            for zone, present in occ.units.items() if zone not in pinned}
    groups: list[GroupParts] = []
    for zone in sorted(occ.leaders):
        for leader in sorted(occ.leaders[zone]) if zone not in pinned else ():
            x = st.leaders[leader]
            if x.side is not side or leader in moved or x.sick:
                continue
            people = board.leaders[leader].people
            carried = tuple(u for u in free.get(zone, ()) if (
                u in board.romanlike_units if people is None
                else same_people(st, board.units[u].people, people)))
            groups.append((zone, leader, carried, board.leaders[leader].cc))
    for zone in sorted(free):
        groups.extend((zone, None, (u,), 1) for u in free[zone])
    return groups


def test_the_groups_that_may_move_match_the_occupancy_reading() -> None:
    """``movable_group_parts`` reads the pieces once: at every movement decision of a
    seeded game, with pieces put aboard fleets, zones pinned (event 11) and leaders
    taken ill (event 4) now and then, it lists what the ``Occupancy`` reading lists."""
    game = Game.new(real_bundle(), 5, end_year=311)
    rng = random.Random("autoplay:5")
    checked = 0
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        if decision.kind is DecisionKind.MOVEMENT and game.state.mcs.continuation is None:
            st = game.state.clone()
            _put_aboard(st, list(st.units.values())[:: 11], rng)
            for x in list(st.leaders.values())[:: 5]:
                x.sick = x.sick or rng.random() < 0.2
            zones = sorted({u.zone for u in st.units.values() if u.zone is not None})
            st.pinned_zones = tuple(rng.sample(zones, 3))
            for side in Side:
                expected = _reference_groups(game, st, side) if side is decision.player \
                    else []
                assert movable_group_parts(game.engine, st, side) == expected
            checked += 1
        game.apply(choose_action(game, rng))
    assert checked > 100


def _reference_tables(game: Game, st: GameState) -> tuple[dict[Side, dict[str, bool]],
                                                          dict[Side, dict[str, set[StackingFamily]]]]:
    """From an ``Occupancy``: for each side, the zones holding units of the other side
    (and whether one of them is Roman-like, 4.4.1), and its stacking families by zone."""
    board, occ = game.engine.board, Occupancy(st)
    enemy: dict[Side, dict[str, bool]] = {side: {} for side in Side}
    families: dict[Side, dict[str, set[StackingFamily]]] = {side: {} for side in Side}
    for side in Side:
        for zone in occ.units:
            theirs = occ.units_of(zone, side.other)
            if theirs:
                enemy[side][zone] = any(u in board.romanlike_units for u in theirs)
            present = {board.unit_family[u] for u in occ.units_of(zone, side)}
            present |= {board.leader_family[x] for x in occ.leaders_of(zone, side)}
            if present:
                families[side][zone] = present
        for zone in occ.leaders:
            present = {board.leader_family[x] for x in occ.leaders_of(zone, side)}
            if present:
                families[side].setdefault(zone, set()).update(present)
    return enemy, families


def test_the_listings_zone_tables_match_the_occupancy_reading() -> None:
    """``ReachContext`` reads the pieces once for its occupancy and its tables (enemy
    units and stacking families by zone, 4.2.4, 4.4.1, 7.1): at every decision of a
    seeded game with pieces put aboard fleets now and then, they are what an
    ``Occupancy`` says."""
    game = Game.new(real_bundle(), 6, end_year=309)
    rng = random.Random("autoplay:6")
    checked = 0
    while not game.is_over:
        st = game.state.clone()
        pieces: list[UnitState | LeaderState] = [*list(st.units.values())[:: 7],
                                                 *list(st.leaders.values())[:: 6]]
        _put_aboard(st, pieces, rng)
        ctx, occ = ReachContext(game.engine, st), Occupancy(st)
        assert (ctx.occ.units, ctx.occ.leaders) == (occ.units, occ.leaders)
        assert (ctx.enemy, ctx.families) == _reference_tables(game, st)
        checked += 1
        game.apply(choose_action(game, rng))
    assert checked > 100


def test_an_occupancy_of_some_zones_answers_as_the_whole_one_for_them() -> None:
    """``Occupancy(st, zones)`` (the checks of 4.2.4 and 3.6.3 Note 2 after a piece is
    placed, the markers of 6.3, Armenia's zones of 4.4.2) lists, for each of its zones,
    the same pieces in the same order as the whole reading, pieces aboard left out."""
    game = Game.new(real_bundle(), 4, end_year=309)
    rng = random.Random("autoplay:4")
    zones_all = sorted(game.engine.board.land_zones)
    checked = 0
    while not game.is_over:
        st = game.state.clone()
        _put_aboard(st, list(st.units.values())[:: 8], rng)
        whole = Occupancy(st)
        occupied = sorted(set(whole.units) | set(whole.leaders))
        zones = set(rng.sample(occupied, min(3, len(occupied)))) | {rng.choice(zones_all)}
        some = Occupancy(st, zones)
        assert set(some.units) | set(some.leaders) <= zones
        for zone in zones:
            assert some.units.get(zone) == whole.units.get(zone)
            assert some.leaders.get(zone) == whole.leaders.get(zone)
            for side in Side:
                assert some.units_of(zone, side) == whole.units_of(zone, side)
                assert some.leaders_of(zone, side) == whole.leaders_of(zone, side)
                assert some.enemy_units(zone, side) == whole.enemy_units(zone, side)
            assert some.sides_with_units(zone) == whole.sides_with_units(zone)
        checked += 1
        game.apply(choose_action(game, rng))
    assert checked > 100
