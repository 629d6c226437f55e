"""Where the engine may put a leader it places itself (rules version 3 on).

A leader who enters play (3.3.1), a Dux back in phase D (3.3.1), a Roman leader
wintering (9.3.3) and an Augustus hurried by event 6 obey what a move obeys: one
stacking family per side and zone (4.2.4) and no rebel beside a loyal Roman leader
of his own side (3.6.3 Note 2). When the zone the rule names breaks either, the
leader goes to the nearest zone of his side, by land steps, where he may stand;
``docs/rules-decisions.md`` gives the ruling and each caller's fallback when there
is none.
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.messages import Message
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.control_query import zone_controller
from sv_model.games.semper_victor.movement_query import stacking_problem
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stacking import nearest_land_zone
from sv_model.schemas.scenario import Side


def placement_problem(eng: Engine, st: GameState, leader_id: str, side: Side,
                      zone: str, others: Occupancy | None = None) -> Message | None:
    """Why ``leader_id`` may not be put in ``zone`` for ``side`` (None if he may):
    4.2.4 and 3.6.3 Note 2, counting the pieces already there but himself
    (``others``: ``occupancy_without(st, leader_id)`` of this very state, if made)."""
    occ = others if others is not None else occupancy_without(st, leader_id)
    return stacking_problem(eng, st, occ, side, (), leader_id, zone)


def occupancy_without(st: GameState, leader_id: str) -> Occupancy:
    """Who is where, ``leader_id`` left out: what a placement of him counts."""
    occ = Occupancy(st)
    zone = st.zones.leader_at.get(leader_id)
    if zone is not None:
        leaders = dict(occ.leaders)
        leaders[zone] = [x for x in leaders[zone] if x != leader_id]
        occ.leaders = leaders
    return occ


def nearest_legal_zone(eng: Engine, st: GameState, leader_id: str, side: Side,
                       start: str) -> str | None:
    """``start`` if the leader may stand there, else the nearest land zone held by
    ``side`` where he may (fewest land steps, then the zone id); None if there is none."""
    return nearest_land_zone(
        eng, start, lambda z: _may_stand(eng, st, leader_id, side, z, z == start))


def _may_stand(eng: Engine, st: GameState, leader_id: str, side: Side, zone: str,
               named: bool) -> bool:
    if not named and (zone_controller(eng, st, zone) is not side
                      or Occupancy(st).has_enemy_units(zone, side)):
        return False
    return placement_problem(eng, st, leader_id, side, zone) is None
