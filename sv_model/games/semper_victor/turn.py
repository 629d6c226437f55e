"""The steps of the turn itself (2): initiative, Pax Romana, the M/CS count and their
order in phase E. Each phase's steps and their order are declared in ``sequence.py``."""

from __future__ import annotations

from sv_model.engine.core import Engine, named_step, push, step
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.arrivals import d_deaths
from sv_model.games.semper_victor.mcs_count import set_mcs
from sv_model.games.semper_victor.movement import mcs
from sv_model.games.semper_victor.queries import (
    civil_war_in_progress,
    peoples_at_war,
    primus_augustus,
    secundus_augustus,
    side_leaders_in_play,
)
from sv_model.schemas.scenario import Side

UNPOPULAR_PRIMUS_EVENT = 10
"""The event that gives SECONDUS one more M/CS at the end of phase E (2.E)."""


@named_step("b_initiative")
def b_initiative(eng: Engine, st: GameState) -> None:
    """Phase B: PRIMUS rolls 1d6; below the Primus Augustus's PC he has the initiative."""
    pa = primus_augustus(st)
    pc = eng.board.leaders[pa.id].pc or 0 if pa is not None else 0
    die = eng.roll(st, 6, msg(MessageId.ROLL_INITIATIVE), "2.B")
    st.initiative = Side.PRIMUS if die < pc else Side.SECONDUS
    eng.log(st, msg(MessageId.INITIATIVE, side=st.initiative, pc=pc), "2.B")


@named_step("c_pax_romana")
def c_pax_romana(eng: Engine, st: GameState) -> None:
    """2.C Pax Romana: no people at war, no Secundus Augustus, no usurpation: test the
    leaders' deaths and go straight to phase F."""
    if peoples_at_war(st, eng.board) or secundus_augustus(st) or civil_war_in_progress(st):
        return
    st.pax_romana = True
    st.mcs_total = 0
    st.mcs_left = {Side.PRIMUS: 0, Side.SECONDUS: 0}
    eng.log(st, msg(MessageId.PAX_ROMANA), "2.C")
    push(st, step(d_deaths), step(pax_after_deaths))


@named_step("pax_after_deaths")
def pax_after_deaths(eng: Engine, st: GameState) -> None:
    """2.C special case: the death of the only Augustus breaks the Pax Romana; phase D
    then runs, without testing deaths a second time."""
    if st.pax_broken:
        st.pax_romana = False
        eng.log(st, msg(MessageId.PAX_ROMANA_BROKEN), "2.C")


@named_step("d_mcs")
def d_mcs(eng: Engine, st: GameState) -> None:
    """2.D: M/CS = SR of the Primus Augustus + best SR of SECONDUS's leaders in play;
    split evenly, the initiative side taking the odd one."""
    pa = primus_augustus(st)
    primus_sr = eng.board.leaders[pa.id].sr if pa is not None else 0
    secundus = [eng.board.leaders[x.id].sr for x in side_leaders_in_play(st, Side.SECONDUS)]
    total = primus_sr + (max(secundus) if secundus else 0)
    set_mcs(eng, st, total)


@named_step("e_sequence")
def e_sequence(eng: Engine, st: GameState) -> None:
    """Phase E: the players alternate M/CS, the initiative side first (2.E)."""
    left = dict(st.mcs_left)
    side = st.initiative
    order: list[tuple[Side, int]] = []
    while left[Side.PRIMUS] + left[Side.SECONDUS] > 0:
        if left[side] > 0:
            order.append((side, 0))
            left[side] -= 1
        side = side.other
    if st.active_event == UNPOPULAR_PRIMUS_EVENT:
        order.append((Side.SECONDUS, 1))
    push(st, *(step(mcs, s.value, extra) for s, extra in order), step(e_end))


@named_step("e_end")
def e_end(eng: Engine, st: GameState) -> None:
    """The end of phase E (2.E): no side is phasing any more."""
    st.phasing = None
    st.mcs.moved.clear()
    st.mcs.fleets_moved.clear()
    st.step = "E done"
