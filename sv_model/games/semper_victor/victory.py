"""Phase F bookkeeping: change of roles, control, victory points (10), markers."""

from __future__ import annotations

from sv_model.engine.core import Engine, named_step
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.arrivals import scheduled_departures
from sv_model.games.semper_victor.control import check_diocese_control, refresh_all_control
from sv_model.games.semper_victor.queries import (
    civil_war_in_progress,
    primus_augustus,
    secundus_augustus,
    titled,
)
from sv_model.games.semper_victor.roles import change_roles, role_change_due
from sv_model.schemas.scenario import Side, Title

DIOCESES_PER_VP = 3


@named_step("f_role_change")
def f_role_change(eng: Engine, st: GameState) -> None:
    """2.F first: the players change roles if a succession gave PRIMUS to SECONDUS (5)."""
    st.step = "F campaign review"
    if role_change_due(eng, st):
        change_roles(eng, st)
        st.bump("role_changes")
    st.pending_role_change = False


@named_step("f_control")
def f_control(eng: Engine, st: GameState) -> None:
    """2.F: dioceses (3.7.3), then peoples, fleets and leaderless units follow. From
    rules version 3, who ran each people this turn is kept for the adjustments: a
    people pacified by force then scores against him (4.4.1, 9.4, 10.2)."""
    if eng.rules_version >= 3:
        st.people_run_by = {p: s.controller for p, s in st.peoples.items()
                            if s.at_war and s.controller is not None}
    check_diocese_control(eng, st)
    refresh_all_control(eng, st)


def non_roman_presence(eng: Engine, st: GameState) -> dict[Side, tuple[int, bool]]:
    """For each side: (non-Roman units in zones of its dioceses, any of them in a capital
    zone). Armenians, Rome's allies, do not count (our reading)."""
    board = eng.board
    capitals = board.capital_zones(st.constantinopolis_built)
    count = dict.fromkeys(Side, 0)
    in_capital = dict.fromkeys(Side, False)
    foreign = board.foreign_units
    for u in st.units.values():
        if u.id not in foreign or u.status != ON_MAP or u.aboard is not None or u.zone is None:
            continue
        diocese = board.zone_diocese.get(u.zone)
        holder = st.diocese_control.get(diocese) if diocese is not None else None
        if holder is not None:
            count[holder] += 1
            in_capital[holder] = in_capital[holder] or u.zone in capitals
    return {side: (count[side], in_capital[side]) for side in Side}


@named_step("f_victory_points")
def f_victory_points(eng: Engine, st: GameState) -> None:
    """10.1 (dioceses / 3) and 10.2, scored each phase F."""
    board = eng.board
    capitals = board.capital_zones(st.constantinopolis_built)
    for side in Side:
        held = sum(1 for s in st.diocese_control.values() if s is side)
        st.add_vp(side, held // DIOCESES_PER_VP, "dioceses held / 3")
    pa, sa = primus_augustus(st), secundus_augustus(st)
    if pa is not None and pa.zone in capitals and pa.aboard is None:
        st.add_vp(Side.PRIMUS, 1, "Primus Augustus in a capital")
    if sa is not None and sa.zone in capitals and sa.aboard is None:
        st.add_vp(Side.SECONDUS, 1, "Secundus Augustus in a capital")
    if not civil_war_in_progress(st):
        st.add_vp(Side.PRIMUS, 1, "no civil war")
    if sa is None:
        st.add_vp(Side.PRIMUS, 3, "no Secundus Augustus")
    if st.pax_romana:
        st.add_vp(Side.PRIMUS, 2, "Pax Romana")
        st.add_vp(Side.SECONDUS, 1, "Pax Romana")
    presence = non_roman_presence(eng, st)
    for side in Side:
        count, in_capital = presence[side.other]
        st.add_vp(side, count, "non-Roman units in enemy dioceses")
        if in_capital:
            st.add_vp(side, 3, "non-Roman units in an enemy capital")
    if titled(st, Side.SECONDUS, (Title.USURPER,)):
        st.add_vp(Side.SECONDUS, 3, "usurpation against PRIMUS")
    eng.log(st, msg(MessageId.VP_TOTAL, primus=st.vp[Side.PRIMUS], secundus=st.vp[Side.SECONDUS]),
            "10")


@named_step("f_markers")
def f_markers(eng: Engine, st: GameState) -> None:
    """2.F: markers. Persian kings leave on schedule (4.2.1); stratagems and the
    Protectores Domestici are later steps of phase F (``sequence.TURN_SEQUENCE``)."""
    scheduled_departures(eng, st)
    st.active_event = None
    st.pinned_zones = ()
    st.pacified_by_force.clear()
    for x in st.leaders.values():
        if x.status == ON_MAP and x.sick:
            x.sick = False
