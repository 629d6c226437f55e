"""Weakening and eliminating combat units: one function for every rule that does it.

A hit weakens a unit; a weakened unit hit again is eliminated (8.4.2). Some rules
eliminate at once (an E result, no retreat, 6.3 La flèche du Parthe, 9.2 a fleet lost
at sea, 9.3 units left outside the Empire); some only weaken and spare a unit already
weakened (events 1 and 15, the edge of an Épidémie de peste).

``HitCause`` says why. Units eliminated by battles, events and stratagems count in the
``units_eliminated`` statistic; units removed by the phase F adjustments (9.2, 9.3) do
not (they never did: this keeps the games saved before this function replaying to their
digests). La flèche du Parthe says which unit it eliminates in the log; the other rules
say it in their own line.
"""

from __future__ import annotations

from enum import StrEnum

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, msg, unit_ref
from sv_model.engine.state import ELIMINATED, GameState


class HitCause(StrEnum):
    """Why a unit is hit."""

    BATTLE = "battle"                # 8.4: a result, a fraction loss, no retreat
    EVENT = "event"                  # events 1, 13 and 15
    STRATAGEM = "stratagem"          # 6.3: Désertion, Abandon, plague
    PARTHIAN_SHOT = "parthian_shot"  # 6.3: La flèche du Parthe
    LOST_AT_SEA = "lost_at_sea"      # 9.2: aboard a fleet not in its port in phase F
    DISBANDED = "disbanded"          # 9.3: outside the Empire with no way home


UNCOUNTED = frozenset({HitCause.LOST_AT_SEA, HitCause.DISBANDED})
"""Causes left out of the ``units_eliminated`` statistic (phase F adjustments)."""


def hit_unit(eng: Engine, st: GameState, unit_id: str, *, cause: HitCause,
             eliminate: bool = False, spare_weakened: bool = False) -> bool:
    """Weaken ``unit_id``; a weakened unit (or any, with ``eliminate``) is eliminated:
    off the map and out of any fleet, on its full face for when it comes back (9.3,
    9.4). ``spare_weakened``: a unit already weakened is left as it is. True if the unit
    was eliminated."""
    unit = st.units[unit_id]
    if not eliminate and (not unit.weakened or spare_weakened):
        unit.weakened = True
        return False
    unit.status, unit.zone, unit.aboard, unit.weakened = ELIMINATED, None, None, False
    st.moved(unit)
    if cause not in UNCOUNTED:
        st.bump("units_eliminated")
    if cause is HitCause.PARTHIAN_SHOT:
        eng.log(st, msg(MessageId.PARTHIAN_SHOT, unit=unit_ref(unit_id)), "6.3")
    return True
