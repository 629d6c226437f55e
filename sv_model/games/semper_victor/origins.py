"""Where a people's units stand when they go back to its zones of origin (9.4).

A pacified Major people, the eliminated units of a people still at war, Armenia's
returning units and (from rules version 3) the units of a Major people at peace
struck by plague go back to the zones of origin. Rules version 2 and before put them
all in the first zone. From version 3, when the people has several zones (Persia, the
Picts, Armenia), the player who ran it chooses each unit's zone, one unit at a time
(the unit first stands in the first zone, so the state never waits half done); the
units of a people nobody runs are spread over its zones in turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from sv_model.engine.actions import Action, ChooseZone
from sv_model.engine.core import DecisionHandler, Engine, named_step, push, step
from sv_model.engine.decisions import OriginZone
from sv_model.engine.messages import Message, MessageId, msg, unit_ref, zone_ref
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stacking import family_problem, settle
from sv_model.schemas.scenario import Side


def send_home(eng: Engine, st: GameState, people: str, units: Sequence[str],
              chooser: Side | None) -> None:
    """Put ``units`` (ids) of ``people`` back on the map, at full strength, in its zones
    of origin; ``chooser`` places them (9.4), or nobody: they are spread in turn."""
    origins = open_origins(eng, st, people)
    if not origins:
        return  # rules version 3: every zone of origin is barred (4.2.4); they wait
    several = len(origins) > 1 and eng.rules_version >= 3
    for index, unit_id in enumerate(units):
        unit = st.units[unit_id]
        zone = origins[index % len(origins)] if several and chooser is None else origins[0]
        unit.status, unit.zone, unit.weakened, unit.aboard = ON_MAP, zone, False, None
        st.moved(unit)
    settle(eng, st, units)  # 4.2.4 (rules version 4)
    if several and chooser is not None:
        push(st, *(step(ask_origin_zone, u, chooser.value) for u in units))


def open_origins(eng: Engine, st: GameState, people: str) -> tuple[str, ...]:
    """The people's zones of origin; from rules version 3, for a people someone runs,
    only those where its units may stand: none of his pieces of another stacking
    family there (4.2.4); from version 4, no non-Roman units of the other player
    either (``stacking``). A people at peace is nobody's: all its zones are open."""
    board = eng.board
    origins = board.people_origins.get(people, ())
    if eng.rules_version < 3:
        return origins
    status = st.peoples[people]
    side = status.controller if status.at_war or board.is_armenian(people) else None
    if side is None:
        return tuple(origins)
    family = board.people_family.get(people)
    occ = Occupancy(st, origins)
    if eng.rules_version >= 4 and family is not None:
        return tuple(z for z in origins if family_problem(
            eng, st, occ, side, family, board.people_foreign[people], z) is None)
    return tuple(z for z in origins if not (
        {board.family_of_unit(u) for u in occ.units_of(z, side)}
        | {board.family_of_leader(x) for x in occ.leaders_of(z, side)}) - {family})


@named_step("ask_origin_zone")
def ask_origin_zone(eng: Engine, st: GameState, unit_id: str, side_name: str) -> None:
    if st.units[unit_id].status == ON_MAP:
        eng.ask(st, Side(side_name), "9.4", OriginZone(unit_id))


def _origins(eng: Engine, st: GameState, unit_id: str) -> tuple[str, ...]:
    people = eng.board.units[unit_id].people
    return open_origins(eng, st, people) if people is not None else ()


def _choose(eng: Engine, st: GameState, side: Side, payload: OriginZone,
            action: Action) -> None:
    assert isinstance(action, ChooseZone)
    st.units[payload.unit].zone = action.zone
    st.moved(st.units[payload.unit])
    eng.log(st, msg(MessageId.SENT_HOME, unit=unit_ref(payload.unit), zone=zone_ref(action.zone)),
            "9.4")


def _prompt(eng: Engine, st: GameState, side: Side, payload: OriginZone) -> Message:
    return msg(MessageId.ASK_ORIGIN_ZONE, unit=unit_ref(payload.unit))


ORIGIN_ZONE = DecisionHandler(
    OriginZone,
    lambda eng, st, side, payload: [ChooseZone(z) for z in _origins(eng, st, payload.unit)],
    _prompt, _choose)
"""9.4: in which zone of origin a unit sent home stands."""
