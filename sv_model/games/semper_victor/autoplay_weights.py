"""Mild weighting of the random playout policy: nominations, stratagem windows and
Usurpers' moves.

A uniform draw would make every random emperor name co-emperors at once (so
that an Augustus's death rarely hands PRIMUS to the other player) and would
play or keep stratagems without any bias. The playout policy instead stops
naming with probability ``STOP_NAMING_P`` and plays one of the counters a
window offers with probability ``PLAY_STRATAGEM_P``. A usurpation succeeds only
when a Usurper beats the last enemy Augustus (3.6.4), which uniform moves almost never
bring about; so with probability ``USURPER_MARCH_P`` a side with a Usurper moves one
of them, with his units, as close as it can to an enemy Augustus. Every draw uses the
playout's own seeded generator, so games stay reproducible.
"""

from __future__ import annotations

import random
from collections import deque

from sv_model.engine.actions import Action, Confirm, Move, Nominate, PlayStratagem
from sv_model.engine.core import Decision, Engine
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES
from sv_model.schemas.scenario import Title

STOP_NAMING_P = 0.6
PLAY_STRATAGEM_P = 0.5
USURPER_MARCH_P = 0.7


def weighted_choice(decision: Decision, options: list[Action],
                    rng: random.Random) -> Action | None:
    """The playout's answer to a nomination (3.5.1) or a stratagem window (6), or None to
    draw uniformly."""
    if decision.kind is DecisionKind.NOMINATE:
        names = [a for a in options if isinstance(a, Nominate)]
        if not names or rng.random() < STOP_NAMING_P:
            return Confirm(False)
        return rng.choice(names)
    if decision.kind is DecisionKind.STRATAGEM_WINDOW:
        plays = [a for a in options if isinstance(a, PlayStratagem)]
        if not plays or rng.random() >= PLAY_STRATAGEM_P:
            return Confirm(False)
        return rng.choice(plays)
    return None


def usurper_march(eng: Engine, st: GameState, decision: Decision, options: list[Action],
                  rng: random.Random) -> Action | None:
    """At a movement decision of a side with a Usurper: now and then, the move of one of
    its Usurpers with units that comes nearest (in zones) to an enemy Augustus."""
    side = decision.player
    usurpers = {x.id for x in st.leaders.values() if x.status == ON_MAP and x.side is side
                and x.title is Title.USURPER}
    if not usurpers:
        return None
    targets = [x.zone for x in st.leaders.values() if x.status == ON_MAP and x.zone
               and x.aboard is None and x.side is side.other and x.title in AUGUSTUS_TITLES]
    moves = [a for a in options if isinstance(a, Move) and a.leader in usurpers and a.units]
    if not targets or not moves or rng.random() >= USURPER_MARCH_P:
        return None
    distance = _hops(eng, targets)
    far = len(distance) + 1
    best = min(distance.get(m.path[-1], far) for m in moves)
    closer = [m for m in moves if distance.get(m.path[-1], far) == best
              and best < distance.get(st.leaders[m.leader or ""].zone or "", far)]
    return rng.choice(closer) if closer else None


def _hops(eng: Engine, starts: list[str]) -> dict[str, int]:
    """Land steps from the nearest of ``starts`` to every zone."""
    distance = dict.fromkeys(starts, 0)
    queue = deque(starts)
    while queue:
        here = queue.popleft()
        for to in eng.board.neighbours.get(here, ()):
            if to not in distance:
                distance[to] = distance[here] + 1
                queue.append(to)
    return distance
