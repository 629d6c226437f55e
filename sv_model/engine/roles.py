"""Change of roles (5): the players swap PRIMUS and SECONDUS.

Every side label flips, so each player keeps his pieces, dioceses, VP, hands and
seats, and the records of Civil War leaders' original sides follow the flip. Then the
new SECONDUS's senior Augustus or Caesar becomes Secundus Augustus, a Secundus
Augustus found on the PRIMUS side (a usurpation won against PRIMUS, 3.6.4) becomes an
Augustus, both sides are brought back within two Augusti and two Caesars (3.5.1), and
the Protectores Domestici are tidied (3.5.3).

Who may play a role-bound stratagem afterwards is the ruleset option
``role_bound_stratagems_follow_role`` (see ``stratagems.deck.may_use``).
"""

from __future__ import annotations

from typing import TypeVar

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.queries import titled
from sv_model.engine.state import GameState
from sv_model.engine.succession import give_title, seniority
from sv_model.engine.titles import normalise_titles
from sv_model.schemas.scenario import Side, Title

T = TypeVar("T")


def change_roles(eng: Engine, st: GameState) -> None:
    """5: the players swap roles; see the module docstring."""
    for x in st.leaders.values():
        if x.side is not None:
            x.side = x.side.other
    for u in st.units.values():
        if u.side is not None:
            u.side = u.side.other
    for f in st.fleets.values():
        if f.side is not None:
            f.side = f.side.other
    for p in st.peoples.values():
        if p.controller is not None:
            p.controller = p.controller.other
    st.diocese_control = {d: s.other for d, s in st.diocese_control.items()}
    st.vp = _swapped(st.vp)
    st.vp_sources = _swapped(st.vp_sources)
    st.seats = _swapped(st.seats)
    st.hands = _swapped(st.hands)
    st.mcs_left = _swapped(st.mcs_left)
    st.initiative = st.initiative.other
    st.ii.origin_side = {k: v.other for k, v in st.ii.origin_side.items()}
    st.pending_role_change = False
    eng.log(st, msg(MessageId.ROLES_CHANGE), "5")
    new_secundus = titled(st, Side.SECONDUS, (Title.AUGUSTUS,)) or \
        titled(st, Side.SECONDUS, (Title.CAESAR,))
    if new_secundus and not titled(st, Side.SECONDUS, (Title.SECONDUS_AUGUSTUS,)):
        give_title(eng, st, max(new_secundus, key=lambda x: seniority(eng, x)),
                   Title.SECONDUS_AUGUSTUS)
    normalise_titles(eng, st)


def _swapped(table: dict[Side, T]) -> dict[Side, T]:
    return {Side.PRIMUS: table[Side.SECONDUS], Side.SECONDUS: table[Side.PRIMUS]}
