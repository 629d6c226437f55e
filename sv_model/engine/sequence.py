"""The game turn, phases A to F, in order (2), and the end of the game (10.3).

Each phase runs the step names listed in ``core.PHASE_STEPS``; the steps of
movement, combat, adjustments and so on live in their own modules.
"""

from __future__ import annotations

from sv_model.engine.core import PHASE_STEPS, Engine, push, register_step, step
from sv_model.engine.queries import (
    civil_war_in_progress,
    peoples_at_war,
    primus_augustus,
    secundus_augustus,
    side_leaders_in_play,
)
from sv_model.engine.state import GameResult, GameState
from sv_model.schemas.scenario import Side

PRIMUS_END_BONUS = 5
PAX_PHASES_SKIPPED = ("D", "E")


@register_step("turn")
def turn(eng: Engine, st: GameState) -> None:
    """Start a game turn (one year): reset the turn's markers and run A to F."""
    st.phase = "A"
    st.pax_romana = False
    st.active_event = None
    st.pinned_zones = ()
    st.phasing = None
    for key in ("pax_broken", "deaths_tested", "extra_mcs", "war_drawn"):
        st.flags.pop(key, None)
    for x in st.leaders.values():
        x.sick = False
    eng.log(st, f"Turn {st.year} begins", "2")
    push(st, *(step("phase", p) for p in "ABCDEF"), step("end_turn"))


@register_step("phase")
def phase(eng: Engine, st: GameState, name: str) -> None:
    if name in PAX_PHASES_SKIPPED and st.pax_romana:
        return
    st.phase = name
    st.step = name
    push(st, *(step(s) for s in PHASE_STEPS[name]))


@register_step("a_stratagems")
def a_stratagems(eng: Engine, st: GameState) -> None:
    """Phase A: the stratagem draw belongs to Rules engine II (6); nothing to do here."""


@register_step("b_initiative")
def b_initiative(eng: Engine, st: GameState) -> None:
    """Phase B: PRIMUS rolls 1d6; below the Primus Augustus's PC he has the initiative."""
    pa = primus_augustus(st)
    pc = eng.board.leaders[pa.id].pc or 0 if pa is not None else 0
    die = eng.roll(st, 6, "B initiative", "2.B")
    st.initiative = Side.PRIMUS if die < pc else Side.SECONDUS
    eng.log(st, f"{st.initiative.value} has the initiative (PC {pc})", "2.B")


@register_step("c_pax_romana")
def c_pax_romana(eng: Engine, st: GameState) -> None:
    """2.C Pax Romana: no people at war, no Secundus Augustus, no usurpation: test the
    leaders' deaths and go straight to phase F."""
    if peoples_at_war(st, eng.board) or secundus_augustus(st) or civil_war_in_progress(st):
        return
    st.pax_romana = True
    st.mcs_total = 0
    st.mcs_left = {Side.PRIMUS: 0, Side.SECONDUS: 0}
    eng.log(st, "Pax Romana: the turn goes straight to phase F", "2.C")
    push(st, step("d_deaths"), step("pax_after_deaths"))


@register_step("pax_after_deaths")
def pax_after_deaths(eng: Engine, st: GameState) -> None:
    """2.C special case: the death of the only Augustus breaks the Pax Romana; phase D
    then runs, without testing deaths a second time."""
    if st.flags.get("pax_broken"):
        st.pax_romana = False
        eng.log(st, "The death of the Primus Augustus breaks the Pax Romana", "2.C")


@register_step("d_mcs")
def d_mcs(eng: Engine, st: GameState) -> None:
    """2.D: M/CS = SR of the Primus Augustus + best SR of SECONDUS's leaders in play;
    split evenly, the initiative side taking the odd one."""
    pa = primus_augustus(st)
    primus_sr = eng.board.leaders[pa.id].sr if pa is not None else 0
    secundus = [eng.board.leaders[x.id].sr for x in side_leaders_in_play(st, Side.SECONDUS)]
    total = primus_sr + (max(secundus) if secundus else 0)
    set_mcs(eng, st, total)


def set_mcs(eng: Engine, st: GameState, total: int) -> None:
    st.mcs_total = max(0, total)
    first = st.initiative
    st.mcs_left = {first: (st.mcs_total + 1) // 2, first.other: st.mcs_total // 2}
    eng.log(st, f"{st.mcs_total} M/CS: {first.value} {st.mcs_left[first]}, "
            f"{first.other.value} {st.mcs_left[first.other]}", "2.D")


@register_step("e_sequence")
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
    if st.active_event == 10:  # the unpopular Primus Augustus: one more for SECONDUS
        order.append((Side.SECONDUS, 1))
    push(st, *(step("mcs", s.value, extra) for s, extra in order), step("e_end"))


@register_step("mcs")
def mcs(eng: Engine, st: GameState, side_name: str, extra: int) -> None:
    side = Side(side_name)
    st.phasing = side
    st.flags["extra_mcs"] = bool(extra)
    st.moved.clear()
    st.fleets_moved.clear()
    st.entered_from.clear()
    st.crossed_into.clear()
    st.fought.clear()
    st.step = f"E M/CS of {side.value}"
    eng.log(st, f"M/CS of {side.value}" + (" (event 10)" if extra else ""), "2.E")
    push(st, step("e1_start"), step("movement"))


@register_step("e3")
def e3(eng: Engine, st: GameState) -> None:
    """E.3: record the M/CS."""
    assert st.phasing is not None
    if not st.flags.get("extra_mcs") and st.mcs_left[st.phasing] > 0:
        st.mcs_left[st.phasing] -= 1


@register_step("e_end")
def e_end(eng: Engine, st: GameState) -> None:
    st.phasing = None
    st.moved.clear()
    st.fleets_moved.clear()
    st.step = "E done"


@register_step("end_turn")
def end_turn(eng: Engine, st: GameState) -> None:
    """Move the Turn marker on, or end the game after the last turn (10.3)."""
    if st.year >= st.end_year:
        finish(eng, st)
        return
    st.year += 1
    push(st, step("turn"))


def finish(eng: Engine, st: GameState) -> None:
    st.add_vp(Side.PRIMUS, PRIMUS_END_BONUS, "PRIMUS at the end")
    st.result = final_result(st)
    st.over = True
    st.phase = "end"
    st.step = "game over"
    winner = st.result.winner.value if st.result.winner else "nobody"
    eng.log(st, f"Game over: PRIMUS {st.vp[Side.PRIMUS]} VP, SECONDUS "
            f"{st.vp[Side.SECONDUS]} VP; {winner} wins ({st.result.level})", "10.3")


def final_result(st: GameState) -> GameResult:
    """10.3: most VP wins; more than twice the loser's is decisive, five times definitive."""
    p, s = st.vp[Side.PRIMUS], st.vp[Side.SECONDUS]
    if p == s:
        return GameResult(dict(st.vp), None, "draw", dict(st.seats))
    winner = Side.PRIMUS if p > s else Side.SECONDUS
    high, low = max(p, s), min(p, s)
    level = "definitive" if high > 5 * low else "decisive" if high > 2 * low else "victory"
    return GameResult(dict(st.vp), winner, level, dict(st.seats))
