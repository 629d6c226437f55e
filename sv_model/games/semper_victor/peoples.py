"""Non-Roman peoples going to war and making peace (4.2.2, 4.2.3, 9.4).

Going to war by the phase C draw, pacification by force or by diplomacy, and
the phase F adjustments of peoples. Uprisings by stratagem, the Gothi merger
and other details are in ``war.py`` and build on these functions.
"""

from __future__ import annotations

from sv_model.engine.core import Engine, named_step, push, step
from sv_model.engine.messages import MessageId, msg, people_ref
from sv_model.engine.state import ELIMINATED, OFF_MAP, ON_MAP, GameState, UnitState
from sv_model.games.semper_victor.control import refresh_people_control
from sv_model.games.semper_victor.origins import send_home
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.schemas.scenario import Side

DUMMIES = 5
LOCK_YEARS = 6  # "5 years": back in the box of the current year + 6 (9.4 example)
MINOR_VP, MAJOR_VP = 1, 2
PERSAE = "persae"


def may_go_to_war(st: GameState, people: str) -> bool:
    status = st.peoples[people]
    return not status.at_war and (status.pacified_until is None
                                  or status.pacified_until <= st.year)


def war_cup(eng: Engine, st: GameState) -> list[str | None]:
    """2.C: the markers of the Major peoples not locked by a pacification, and 5 dummies."""
    majors = [p for p, people in eng.board.peoples.items()
              if people.major and not eng.board.is_armenian(p)]
    cup: list[str | None] = [p for p in majors if (st.peoples[p].pacified_until or 0) <= st.year]
    return cup + [None] * DUMMIES


@named_step("c_war_draw")
def c_war_draw(eng: Engine, st: GameState) -> None:
    """2.C: draw one marker; a Major people at peace goes to war, run per 4.4.1."""
    cup = war_cup(eng, st)
    if len(cup) <= DUMMIES:
        return
    drawn = cup[eng.draw(st, len(cup), msg(MessageId.DRAW_WAR), "2.C")]
    if drawn is None:
        eng.log(st, msg(MessageId.DUMMY_DRAWN), "2.C")
    elif st.peoples[drawn].at_war:
        eng.log(st, msg(MessageId.ALREADY_AT_WAR, people=people_ref(drawn)), "2.C")
    else:
        go_to_war(eng, st, drawn)
        refresh_people_control(eng, st)


def go_to_war(eng: Engine, st: GameState, people: str) -> None:
    """4.2.2: leaders turn to their normal face; a minor people's units are set up
    in its zones of origin (4.2.3)."""
    status = st.peoples[people]
    status.at_war = True
    status.pacified_until = None
    if eng.rules_version >= 3:  # 7.1: its units are now enemies of leaders among them
        push(st, step(eng.rules.lone_leaders))
    origins = eng.board.people_origins.get(people, ())
    for index, unit in enumerate(_people_units(eng, st, people)):
        if unit.status == OFF_MAP and origins:
            unit.status = ON_MAP
            unit.zone = origins[index % len(origins)]
            st.moved(unit)
            unit.weakened = False
    st.bump("wars")
    eng.log(st, msg(MessageId.GOES_TO_WAR, people=people_ref(people)), "4.2.2")


def pacify(eng: Engine, st: GameState, people: str, by_force: bool) -> None:
    """9.4 / 6.3: a people makes peace. A Major people's pieces go back to its zones of
    origin (leaders on their Pax Romana face); a Minor people's units leave the map.
    By force: locked for five years, and VP to the enemies of its controller (10.2)."""
    status = st.peoples[people]
    controller = st.people_run_by.get(people, status.controller)  # 4.4.1 (rules v3)
    major = eng.board.peoples[people].major
    status.at_war = False
    origins = eng.board.people_origins.get(people, ())
    home = origins[0] if origins else None
    units = _people_units(eng, st, people)
    if major and home is not None:
        send_home(eng, st, people, [u.id for u in units], controller)
    else:
        for unit in units:
            unit.status, unit.zone, unit.weakened, unit.aboard = OFF_MAP, None, False, None
            st.moved(unit)
    for leader_id, leader in eng.board.leaders.items():
        x = st.leaders[leader_id]
        if leader.people == people and x.status in (ON_MAP, ELIMINATED) and home is not None:
            if leader.leaves_after_year is not None and st.year > leader.leaves_after_year:
                continue
            x.status, x.zone, x.returns_year = ON_MAP, home, None
            st.moved(x)
    if by_force:
        status.pacified_until = st.year + LOCK_YEARS
        if controller is not None:
            st.pacified_by_force.append((people, controller.value, major))
            st.add_vp(controller.other, MAJOR_VP if major else MINOR_VP,
                      "people pacified by force")
    st.bump("pacifications")
    refresh_people_control(eng, st)
    eng.log(st, msg(MessageId.MAKES_PEACE_BY_FORCE if by_force else MessageId.MAKES_PEACE,
                    people=people_ref(people)), "9.4")


def _people_units(eng: Engine, st: GameState, people: str) -> list[UnitState]:
    ids = eng.board.people_unit_ids.get(people, frozenset())
    return [u for unit_id, u in st.units.items() if unit_id in ids]


def adjust_peoples(eng: Engine, st: GameState) -> None:
    """9.4: peoples with no unit left are pacified; the others restore weakened units in
    their zones of origin or in cities and bring back their eliminated units."""
    board = eng.board
    skip: set[str] = set()
    for before_adjust_peoples in eng.hooks.before_adjust_peoples:  # the merged Gothi (4.1)
        before_adjust_peoples(eng, st, skip)
    for people in sorted(st.peoples):
        if people in skip:
            continue
        status = st.peoples[people]
        units = _people_units(eng, st, people)
        if board.is_armenian(people):
            _armenia(eng, st, people, units)
            continue
        if not status.at_war:
            if eng.rules_version >= 3 and board.peoples[people].major:
                _recover(eng, st, people, units, None)  # struck by plague (6.3)
            continue
        if not any(u.status == ON_MAP for u in units):
            pacify(eng, st, people, by_force=True)
            continue
        _recover(eng, st, people, units, status.controller)


def _recover(eng: Engine, st: GameState, people: str, units: list[UnitState],
             chooser: Side | None) -> None:
    """9.4: weakened units in a zone of origin or a city recover; eliminated ones go
    back to the zones of origin (``origins.send_home``)."""
    board = eng.board
    origins = board.people_origins.get(people, ())
    for u in units:
        if u.status == ON_MAP and u.weakened and u.aboard is None and \
                (u.zone in origins or u.zone in board.city_zones):
            u.weakened = False
    send_home(eng, st, people, [u.id for u in units if u.status == ELIMINATED], chooser)


def _armenia(eng: Engine, st: GameState, people: str, units: list[UnitState]) -> None:
    """4.4.2: eliminated Armenian units come back unless Persians hold Armenia."""
    origins = eng.board.people_origins.get(people, ())
    occ = Occupancy(st, origins)
    persians = any(eng.board.units[u].people == PERSAE
                   for z in origins for u in occ.units.get(z, ()))
    if persians or not origins:
        return
    back = [u.id for u in units if u.status == ELIMINATED]
    send_home(eng, st, people, back, st.peoples[people].controller)
    for unit_id in back:
        st.units[unit_id].side = st.peoples[people].controller
        st.moved(st.units[unit_id])


def controller_of(st: GameState, people: str) -> Side | None:
    return st.peoples[people].controller
