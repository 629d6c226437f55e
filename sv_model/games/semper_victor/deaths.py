"""What happens when a leader leaves play: death, elimination and return (3.3.1, 4.2.1, 8.5)."""

from __future__ import annotations

from sv_model.engine.causes import DeathCause
from sv_model.engine.core import Engine, push, step
from sv_model.engine.messages import Message, MessageId, leader_ref, msg
from sv_model.engine.state import DEAD, ELIMINATED, GameState
from sv_model.games.semper_victor.queries import titled
from sv_model.games.semper_victor.stacking import settle
from sv_model.games.semper_victor.succession import succession
from sv_model.schemas.scenario import Side, Title


def leader_dies(eng: Engine, st: GameState, leader_id: str, cause: DeathCause,
                killer: Side | None = None, told: Message | None = None) -> None:
    """Remove a leader. Named Romans die for good; a Dux and non-Roman leaders come back.

    ``killer``: the side credited with 1 VP for an enemy leader killed in combat (10.1).
    ``told``: the log line, if not the plain one. A dead Primus or Secundus Augustus
    opens the succession (3.5.2); a dead Usurper ends his civil war (3.6.4).
    """
    board = eng.board
    x = st.leaders[leader_id]
    roster_leader = board.leaders[leader_id]
    who = leader_ref(leader_id)
    if not x.in_play:
        return
    title = x.title
    side = x.side
    if title is Title.PRIMUS_AUGUSTUS and st.pax_romana:
        others = titled(st, Side.PRIMUS, (Title.AUGUSTUS,))
        if not others:
            st.pax_broken = True
    x.zone = None
    x.aboard = None
    x.title = None
    x.protectores = False
    x.civil_war = False
    x.sick = False
    x.died_year = st.year
    if roster_leader.people is not None or roster_leader.dux:
        x.status = ELIMINATED
        x.returns_year = st.year + 1
    else:
        x.status = DEAD
    st.moved(x)
    st.bump("leaders_killed")
    if st.battle is not None:
        st.battle.report.killed_leaders += (leader_id,)
    said = msg(MessageId.LEADER_DIES if x.status == DEAD else MessageId.LEADER_ELIMINATED,
               leader=who, cause=cause)
    eng.log(st, told or said, "8.5" if killer else "3.3.1")
    if killer is not None and side is not None and killer is not side:
        st.add_vp(killer, 1, "enemy leader killed")
    for on_leader_death in eng.hooks.on_leader_death:
        on_leader_death(eng, st, leader_id, cause, title, side)
    if title is Title.PRIMUS_AUGUSTUS:
        push(st, step(succession, "primus", cause))
    elif title is Title.SECONDUS_AUGUSTUS:
        push(st, step(succession, "secundus", cause))
    elif title is Title.USURPER and side is not None:
        usurper_falls(eng, st, side)


def usurper_falls(eng: Engine, st: GameState, side: Side) -> None:
    """3.6.4: when the last Usurper of a side dies, his rallied leaders and their units
    fall back in line with their original side."""
    if titled(st, side, (Title.USURPER,)):
        return
    back_in_line = []
    for x in st.leaders.values():
        if x.civil_war and x.side is side and x.in_play:
            x.civil_war = False
            back = st.civil_war.origin_side.pop(x.id, side.other)  # the side he left (3.6.3 A/, B/)
            if back is side:
                continue
            x.side = back
            st.moved(x)
            back_in_line.append(x.id)
            for u in st.units.values():
                if u.in_play and u.zone == x.zone and u.side is side and u.aboard == x.aboard:
                    u.side = back
                    st.moved(u)
            eng.log(st, msg(MessageId.RETURNS_TO_SIDE, leader=leader_ref(x.id), side=back), "3.6.4")
    settle(eng, st, back_in_line)  # 3.6.3 Note 2, 4.2.4 on his old side (rules version 4)
