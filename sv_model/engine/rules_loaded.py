"""Import every rules module so that their steps and decisions are registered."""

from __future__ import annotations

from sv_model.engine import (  # noqa: F401  (Rules engine II: civil_war ... war)
    adjustments,
    arrivals,
    civil_war,
    combat,
    constantinople,
    events,
    imperial_war,
    movement,
    nominations,
    peoples,
    protectores,
    roles,
    sequence,
    stratagems,
    succession,
    usurpation,
    victory,
    war,
)
