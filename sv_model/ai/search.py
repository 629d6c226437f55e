"""The ``hard`` level's search: information-set Monte Carlo within a time budget.

This is single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012) with a tree one
ply deep: the root's children are the ``normal`` level's best answers; each iteration
samples what the AI cannot see (the other hand, the cup, the dice: ``AiContext``), picks
a child by UCB1, plays it, then plays on with the fast random-playout policy until the
opponent's next M/CS is over (or the year ends), and scores the result with the VP
evaluation (``evaluate``). A deeper tree gains little here: a turn holds dozens of
actions per player, and a bounded rollout evaluated in VP already sees the battles the
answer leads to and the enemy's reply. ``docs/ai.md`` gives the reasons and figures.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from sv_model.ai.context import AiContext, apply_on
from sv_model.ai.evaluate import evaluate
from sv_model.engine.actions import Action, EndMovement, Move
from sv_model.engine.autoplay_weights import weighted_choice
from sv_model.engine.combat_math import force_sp
from sv_model.engine.core import Decision, Engine, current_decision
from sv_model.engine.queries import Occupancy
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView
from sv_model.schemas.scenario import Side

BUDGET_SECONDS = 0.4
ROLLOUT_ACTIONS = 120
EXPLORATION = 1.5  # VP: the evaluation's scale
END_MOVEMENT_P = 0.35
PRIOR_WEIGHT = 3.0
"""The ``normal`` level's value of a child counts as this many rollouts of its mean."""
MOVES_SAMPLED = 6
"""The playout policy looks at this many of the legal moves and keeps a sensible one."""


@dataclass
class Child:
    action: Action
    prior: float
    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        """The rollouts' mean, shrunk towards the prior: a few noisy playouts refine the
        ``normal`` level's judgement rather than overturn it."""
        return (PRIOR_WEIGHT * self.prior + self.total) / (PRIOR_WEIGHT + self.visits)


def search(ctx: AiContext, view: PlayerView, side: Side, candidates: Sequence[tuple[Action, float]],
           rng: random.Random, budget: float = BUDGET_SECONDS) -> list[Child]:
    """Rollout statistics of each candidate (action, prior value), best first."""
    children = [Child(action, prior) for action, prior in candidates]
    started = time.perf_counter()
    deadline = started + budget
    iteration = 0
    while time.perf_counter() < deadline or iteration < len(children):
        if iteration >= 2 * len(children) and settled(children, iteration, started, deadline):
            break
        child = _select(children, iteration)
        st = ctx.sampled_state(view, rng)
        eng = ctx.engines[iteration % len(ctx.engines)]
        with ctx.trial(eng, st) as trial:
            trial.n_dice = rng.randrange(1 << 30)  # fresh dice for this determinization
            value = _rollout(eng, trial, side, child.action, rng)
        child.visits += 1
        child.total += value
        iteration += 1
    return sorted(children, key=lambda c: (-c.visits, -c.mean))


def settled(children: Sequence[Child], iteration: int, started: float,
            deadline: float) -> bool:
    """True when the most visited child stays first whatever the samples left in the
    budget (at the rate so far) go to: stopping then saves time and changes no answer."""
    if len(children) < 2:
        return True
    now = time.perf_counter()
    left = iteration / max(now - started, 1e-9) * max(0.0, deadline - now)
    first, second = sorted((c.visits for c in children), reverse=True)[:2]
    return first - second > left


def _select(children: list[Child], iteration: int) -> Child:
    if iteration < len(children):
        return children[iteration]
    total = sum(c.visits for c in children)
    return max(children, key=lambda c: c.mean + EXPLORATION * math.sqrt(
        math.log(total) / c.visits))


def _rollout(eng: Engine, st: GameState, side: Side, action: Action,
             rng: random.Random) -> float:
    if not apply_on(eng, st, action):
        return -math.inf
    year, phasing = st.year, st.phasing
    changes = 0
    for _ in range(ROLLOUT_ACTIONS):
        decision = current_decision(eng, st)
        if decision is None or st.year != year:
            break
        if st.phasing is not phasing:
            phasing, changes = st.phasing, changes + 1
            if changes > 2:  # the opponent's M/CS and ours are over: enough
                break
        if not apply_on(eng, st, _playout_answer(eng, st, decision, rng)):
            break
    return evaluate(eng, st, side)


def _playout_answer(eng: Engine, st: GameState, decision: Decision,
                    rng: random.Random) -> Action:
    """The playout policy: a random answer, but a movement never attacks at odds worse
    than 1/1 (by SP) when it can help it, and prefers an attack at 3/2 or better. Fleets
    stay where they are in a playout: a fleet sailing at random is mostly a fleet lost
    (9.2), which would drown the value of the answer being judged."""
    options = list(decision.options)
    if decision.kind == "movement":
        moves = [o for o in options if isinstance(o, Move)]
        if not moves or rng.random() < END_MOVEMENT_P:
            return EndMovement()
        return _sensible_move(eng, st, rng.sample(moves, min(MOVES_SAMPLED, len(moves))))
    weighted = weighted_choice(decision, options, rng)
    return weighted if weighted is not None else rng.choice(options)


def _sensible_move(eng: Engine, st: GameState, moves: list[Move]) -> Action:
    occ = Occupancy(st)
    quiet: Action | None = None
    for move in moves:
        side = st.units[move.units[0]].side if move.units else \
            st.leaders[move.leader].side if move.leader else None
        if side is None:
            continue
        enemy = force_sp(eng, st, occ.enemy_units(move.path[-1], side))
        if not enemy:
            quiet = quiet or move
            continue
        arriving = [u for u in move.units if u not in dict(move.drop)]
        own = force_sp(eng, st, occ.units_of(move.path[-1], side)) + force_sp(eng, st, arriving)
        if 2 * own >= 3 * enemy:
            return move  # 3/2 or better
    return quiet or EndMovement()
