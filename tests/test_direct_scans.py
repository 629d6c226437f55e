"""Scans that run after every move or battle read the pieces directly instead of
building an ``Occupancy`` (issue 33 item 2): ``stranded_leaders`` (7.1) and
``battle_zones`` (8.1) answer exactly what the ``Occupancy`` reading of the rule
answers, at every step of a seeded game with pieces shuffled about."""

from __future__ import annotations

import random

from engine_support import real_bundle

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.combat_math import battle_zones, can_fight
from sv_model.engine.escapes import stranded_leaders
from sv_model.engine.peoples import _people_units
from sv_model.engine.queries import Occupancy
from sv_model.engine.state import GameState
from sv_model.schemas.roster import Nationality
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
        for x in list(st.leaders.values())[:: 7]:
            enemy = next((u for u in st.units.values() if u.zone and u.side is not None
                          and u.side is not x.side and u.aboard is None), None)
            if enemy is not None and x.side is not None and rng.random() < 0.3:
                x.zone, x.status, x.aboard = enemy.zone, "map", None
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
