"""Mild weighting of the random playout policy for nominations and stratagem windows.

A uniform draw would make every random emperor name co-emperors at once (so
that an Augustus's death rarely hands PRIMUS to the other player) and would
play or keep stratagems without any bias. The playout policy instead stops
naming with probability ``STOP_NAMING_P`` and plays one of the counters a
window offers with probability ``PLAY_STRATAGEM_P``. Both draws use the
playout's own seeded generator, so games stay reproducible.
"""

from __future__ import annotations

import random

from sv_model.engine.actions import Action, Confirm, Nominate, PlayStratagem
from sv_model.engine.core import Decision

STOP_NAMING_P = 0.6
PLAY_STRATAGEM_P = 0.5


def weighted_choice(decision: Decision, options: list[Action],
                    rng: random.Random) -> Action | None:
    """The playout's answer to a nomination (3.5.1) or a stratagem window (6), or None to
    draw uniformly."""
    if decision.kind == "nominate":
        names = [a for a in options if isinstance(a, Nominate)]
        if not names or rng.random() < STOP_NAMING_P:
            return Confirm(False)
        return rng.choice(names)
    if decision.kind == "stratagem_window":
        plays = [a for a in options if isinstance(a, PlayStratagem)]
        if not plays or rng.random() >= PLAY_STRATAGEM_P:
            return Confirm(False)
        return rng.choice(plays)
    return None
