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

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.queries import title_holder, titled
from sv_model.games.semper_victor.succession import give_title
from sv_model.games.semper_victor.titles import normalise_titles, seniority
from sv_model.schemas.scenario import Side, Title


def role_change_due(eng: Engine, st: GameState) -> bool:
    """5: the roles change in phase F when the Primus Augustus then stands on the
    SECONDUS side (3.5.2 case 4/, 3.6.4). Under rules version 2 and before, the flag
    set by the succession or the usurpation decided, even if that leader had died."""
    if eng.rules_version < 3:
        return st.pending_role_change
    holder = title_holder(st, Title.PRIMUS_AUGUSTUS)
    return holder is not None and holder.side is Side.SECONDUS


def change_roles(eng: Engine, st: GameState) -> None:
    """5: the players swap roles; see the module docstring. Which fields flip is said
    by their metadata (``records.SIDE_KEYS``, ``records.SIDE_VALUES``)."""
    st.change_sides()
    st.pending_role_change = False
    eng.log(st, msg(MessageId.ROLES_CHANGE), "5")
    new_secundus = titled(st, Side.SECONDUS, (Title.AUGUSTUS,)) or \
        titled(st, Side.SECONDUS, (Title.CAESAR,))
    if new_secundus and not titled(st, Side.SECONDUS, (Title.SECONDUS_AUGUSTUS,)):
        give_title(eng, st, max(new_secundus, key=lambda x: seniority(eng, x)),
                   Title.SECONDUS_AUGUSTUS)
    normalise_titles(eng, st)

