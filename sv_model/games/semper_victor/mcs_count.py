"""2.D: the turn's number of M/CS and its split between the players: set from the 2.D
die (``turn.d_mcs``) and again by the events that change it (``events``).
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.state import GameState


def set_mcs(eng: Engine, st: GameState, total: int) -> None:
    """2.D: the turn's M/CS, split between the players, the initiative side first."""
    st.mcs_total = max(0, total)
    first = st.initiative
    st.mcs_left = {first: (st.mcs_total + 1) // 2, first.other: st.mcs_total // 2}
    eng.log(st, msg(MessageId.MCS_SPLIT, total=st.mcs_total, first=first,
                    first_count=st.mcs_left[first], second=first.other,
                    second_count=st.mcs_left[first.other]), "2.D")
