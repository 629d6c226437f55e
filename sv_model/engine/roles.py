"""Change of roles (5): what Rules engine II adds to ``succession.change_roles``.

Engine I flips every side label (pieces, dioceses, peoples, fleets, VP, hands
and seats), so each player keeps his own. After it this module:

- turns a Secundus Augustus who found himself on the PRIMUS side (a usurpation
  won against PRIMUS, 3.6.4) into an Augustus of the new PRIMUS;
- brings both sides back within two Augusti and two Caesars (3.5.1);
- keeps the records of Civil War leaders' original sides in step with the flip;
- tidies the Protectores Domestici (3.5.3).

Who may play a role-bound stratagem afterwards is the ruleset option
``role_bound_stratagems_follow_role`` (see ``stratagems.deck.may_use``).
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.extension import add_hook
from sv_model.engine.state import GameState
from sv_model.engine.titles import normalise_titles


def after_role_change(eng: Engine, st: GameState) -> None:
    st.ii.origin_side = {k: v.other for k, v in st.ii.origin_side.items()}
    normalise_titles(eng, st)


add_hook("after_role_change", after_role_change)
