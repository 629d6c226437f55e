"""The ``hard`` level's search: determinized Monte Carlo on a budget of playouts.

The answers searched are ``normal``'s best ones (``players.close_calls``). Each round
samples what the AI cannot see (the other hand, the cup, the dice: ``AiContext``), as in
information-set MCTS with determinization (Cowling, Powley and Whitehouse, 2012), and
plays *every* answer still in the race on that same sample, with the same dice and the
same playout choices: common random numbers, so that the answers are compared on the
same luck and a few rounds tell them apart (independent samples for each answer need
many times more to see a 1 VP difference through the dice). After every
``HALVING_ROUNDS`` rounds the worse half of the answers drops out: sequential halving
(Karnin, Koren and Somekh, 2013), which spends the budget on the answers that can still
win rather than on an exploration constant. A playout plays the answer, then a fast
policy (``_playout_move``, ``_playout_answer``) until the opponent's next M/CS is over
(or the year ends), and the result is scored with the VP evaluation (``evaluate``).
The budget is counted in work, ``PLAYOUTS_PER_ANSWER`` playouts for each answer searched,
so that the same seed gives the same answer on a busy or an idle machine; a wall-clock
ceiling is only a safety net, and the result says when it stopped the search
(``Searched.ceiling_hit``). ``docs/ai.md`` gives the reasons and figures.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from sv_model.ai.context import AiContext, apply_on
from sv_model.ai.evaluate import evaluate
from sv_model.ai.tactics import exposure
from sv_model.engine.actions import Action, EndMovement, Move
from sv_model.engine.core import Decision, Engine, current_decision
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView
from sv_model.games.semper_victor.autoplay_weights import weighted_choice
from sv_model.games.semper_victor.combat_math import force_sp
from sv_model.games.semper_victor.movement import land_moves
from sv_model.games.semper_victor.movement_query import movable_groups
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.schemas.scenario import Side

SEARCH_WIDTH = 8
CLEAR_MARGIN = 3.0
"""``hard`` searches ``normal``'s best ``SEARCH_WIDTH`` answers within ``CLEAR_MARGIN`` VP of
its best (``players.close_calls``); it was five within 1 VP until the fourth session of
2026-11-27, which measured both with ``tools/search_value.py`` (``docs/ai.md``)."""
PLAYOUTS_PER_ANSWER = 14
"""The search's budget, counted in work: this many playouts for each answer searched
(what 0.04 s of search an answer bought on an idle core of the project's VM, 2026-11-27,
``docs/ai.md``). Sequential halving spends them on the answers still in the race."""
CEILING_SECONDS = 3.0
"""The wall-clock safety net of one search: reached only on a machine many times slower
than the VM (with a 1 s ceiling, 3 of 868 searches reached it in a 4-game match on the
shared VM), it stops the search early, and the answer then says so."""
PACE_SECONDS = 0.25
"""What a search takes at most on an idle core of the VM, about: play mode adds it to
the pace of ``hard``'s secret answers (``AiPlayer.budget``)."""
ROLLOUT_ACTIONS = 120
END_MOVEMENT_P = 0.35
PRIOR_WEIGHT = 3.0
"""The ``normal`` level's value of a child counts as this many rollouts of its mean."""
GROUPS_SAMPLED = 3
"""The playout policy looks at every move of this many of the groups that may move."""
HALVING_ROUNDS = 4
"""Rounds between two halvings of the answers still in the race."""
DECIDED_ROUNDS = 8
DECIDED_Z = 2.0
"""The last two answers are told apart once, after ``DECIDED_ROUNDS`` rounds at least,
the mean of their paired differences is ``DECIDED_Z`` standard errors from zero."""


@dataclass(frozen=True)
class Settings:
    """What a search takes and how it spends its playouts: ``normal``'s answers within
    ``margin`` VP of its best (``width`` at most, ``players.close_calls``), the weight of
    ``normal``'s judgement, the rounds between halvings and the rule that stops it early.
    ``tools/search_value.py`` measures other settings against the same positions."""

    margin: float = CLEAR_MARGIN
    width: int = SEARCH_WIDTH
    prior_weight: float = PRIOR_WEIGHT
    halving_rounds: int = HALVING_ROUNDS
    decided_rounds: int = DECIDED_ROUNDS
    decided_z: float = DECIDED_Z
    horizon: int = 2
    """Where a playout stops: 2 once the opponent's next M/CS is over, 1 once the AI's own
    is (its battles fought), the enemy's reply then judged as ``normal`` judges it
    (``tactics.exposure``: the strongest enemy force next to each stack)."""


DEFAULT = Settings()


@dataclass
class Child:
    action: Action
    prior: float
    visits: int = 0
    total: float = 0.0
    values: list[float] = field(default_factory=list)
    prior_weight: float = PRIOR_WEIGHT

    @property
    def mean(self) -> float:
        """The rollouts' mean, shrunk towards the prior: a few noisy playouts refine the
        ``normal`` level's judgement rather than overturn it."""
        return (self.prior_weight * self.prior + self.total) / (self.prior_weight + self.visits)


@dataclass(frozen=True)
class Searched:
    """What a search found: the children, best first; the playouts it ran; and whether
    the wall-clock ceiling stopped it before its budget of playouts was spent."""

    children: list[Child]
    playouts: int
    ceiling_hit: bool


def search(ctx: AiContext, view: PlayerView, side: Side, candidates: Sequence[tuple[Action, float]],
           rng: random.Random, playouts: int, ceiling: float = CEILING_SECONDS,
           settings: Settings = DEFAULT) -> Searched:
    """Rollout statistics of each candidate (action, prior value), best first: the
    answers that stayed longest in the race, by their mean. The search runs rounds until
    ``playouts`` playouts are spent (a round may finish past it), the last two answers
    are told apart, or ``ceiling`` seconds have gone by (a safety net, said in the result)."""
    children = [Child(action, prior, prior_weight=settings.prior_weight) for action, prior in candidates]
    alive = list(children)
    deadline = time.perf_counter() + ceiling
    rounds = spent = 0
    ceiling_hit = False
    while len(alive) > 1 and spent < playouts:
        if rounds and time.perf_counter() >= deadline:
            ceiling_hit = True
            break
        play_round(ctx, view, side, alive, rng, ctx.seeds[rounds % len(ctx.seeds)],
                   settings.horizon)
        rounds, spent = rounds + 1, spent + len(alive)
        if rounds % settings.halving_rounds == 0:
            alive = halved(alive)
        if len(alive) == 2 and decided(alive[0], alive[1], settings):
            break
    ranked = sorted(children, key=lambda c: (-c.visits, -c.mean))
    return Searched(ranked, spent, ceiling_hit)


def play_round(ctx: AiContext, view: PlayerView, side: Side, alive: Sequence[Child],
               rng: random.Random, seed: int, horizon: int = 2) -> None:
    """One sample of the hidden information and the dice, and one playout of each
    answer in ``alive`` on it, with the same playout choices (a seed shared), to
    ``horizon`` (``Settings.horizon``)."""
    st = ctx.sampled_state(view, rng)
    dice, choices = rng.randrange(1 << 30), rng.randrange(1 << 30)
    for child in alive:
        trial = ctx.trial(st, seed)
        trial.n_dice = dice
        value = _rollout(ctx.engine, trial, side, child.action, random.Random(choices), horizon)
        child.visits += 1
        child.total += value
        child.values.append(value)


def decided(a: Child, b: Child, settings: Settings = DEFAULT) -> bool:
    """True when the playouts tell ``a`` and ``b`` apart: on the rounds both played (the
    same luck for both), their differences average ``DECIDED_Z`` standard errors away
    from zero, or never differ at all. Stopping then spends the rest of the budget on
    nothing the search could still learn."""
    n = min(len(a.values), len(b.values))
    if n < settings.decided_rounds:
        return False
    diffs = [x - y for x, y in zip(a.values[-n:], b.values[-n:], strict=True)]
    if not all(math.isfinite(d) for d in diffs):
        return True  # an answer the rules refused on some sample
    mean, sd = statistics.fmean(diffs), statistics.pstdev(diffs)
    return abs(mean) * math.sqrt(n) >= settings.decided_z * sd


def halved(alive: Sequence[Child]) -> list[Child]:
    """The better half (rounded up, two at least) of the answers still in the race."""
    keep = max(2, (len(alive) + 1) // 2)
    return sorted(alive, key=lambda c: -c.mean)[:keep]


def _rollout(eng: Engine, st: GameState, side: Side, action: Action,
             rng: random.Random, horizon: int = 2) -> float:
    if not apply_on(eng, st, action):
        return -math.inf
    year, phasing = st.year, st.phasing
    changes = 0
    for _ in range(ROLLOUT_ACTIONS):
        pending = st.pending
        if pending is None or st.over or st.year != year:
            break
        if st.phasing is not phasing:
            phasing, changes = st.phasing, changes + 1
            if changes >= horizon:  # the opponent's reply is over: judge the answer by it
                break
        if pending.kind is DecisionKind.MOVEMENT:
            answer = _playout_move(eng, st, pending.player, rng)
        else:
            decision = current_decision(eng, st)
            assert decision is not None
            answer = _playout_answer(decision, rng)
        if not apply_on(eng, st, answer):
            break
    if horizon < 2:
        return evaluate(eng, st, side) - exposure(eng, st, side)
    return evaluate(eng, st, side)


def _playout_answer(decision: Decision, rng: random.Random) -> Action:
    """The playout policy outside a movement: the random player's (mild weights for
    nominations and windows, ``autoplay_weights``)."""
    options = list(decision.options)
    weighted = weighted_choice(decision, options, rng)
    return weighted if weighted is not None else rng.choice(options)


def _playout_move(eng: Engine, st: GameState, side: Side, rng: random.Random) -> Action:
    """The playout policy in a movement (E.1): end it now and then, else look at every
    land move of ``GROUPS_SAMPLED`` of the groups that may move (``land_moves``: listing
    them all after each move was most of a playout's time) and keep a sensible one.
    Fleets stay where they are in a playout: a fleet sailing at random is mostly a fleet
    lost (9.2), which would drown the value of the answer being judged."""
    if rng.random() < END_MOVEMENT_P:
        return EndMovement()
    occ = Occupancy(st)
    groups = movable_groups(eng, st, side)
    picked = rng.sample(groups, min(GROUPS_SAMPLED, len(groups)))
    moves = [m for listed in land_moves(eng, st, side, picked, occ) for m in listed]
    return _sensible_move(eng, st, moves, rng, occ)


def _sensible_move(eng: Engine, st: GameState, moves: Sequence[Move], rng: random.Random,
                   occ: Occupancy | None = None) -> Action:
    """A move of units onto leaders standing without units (7.1: they must slip away, and
    may die), else the attack at the best odds if they are 3/2 or better (8.3), else a
    quiet move at random: never an attack at odds worse than that when it can help it.
    A move is credited with what it changes: a leader carrying no units drives nobody
    off (7.1 needs combat units), and a move into a zone where the mover's side already
    faces the enemy (a battle set up for E.2, 7.1 and 8.1) is an attack only if it
    turns that battle from worse than 3/2 to 3/2 or better; onto a battle already at
    3/2 it changes nothing worth a move (counting the units already there as the
    mover's made the playouts pile onto battles already won, issue 33)."""
    occ = occ if occ is not None else Occupancy(st)
    quiet: list[Move] = []
    best: tuple[int, int, Move] | None = None  # own SP, enemy SP, move
    for move in moves:
        side = st.units[move.units[0]].side if move.units else \
            st.leaders[move.leader].side if move.leader else None
        if side is None:
            continue
        zone = move.path[-1]
        dropped = dict(move.drop)
        arriving = [u for u in move.units if u not in dropped]
        enemy = force_sp(eng, st, occ.enemy_units(zone, side))
        if not enemy:
            if arriving and occ.leaders_of(zone, side.other):
                return move  # leaders alone: drive them off (7.1)
            quiet.append(move)
            continue
        present = force_sp(eng, st, occ.units_of(zone, side))
        own = present + force_sp(eng, st, arriving)
        if _good_odds(own, enemy) and not _good_odds(present, enemy) \
                and (best is None or own * best[1] > best[0] * enemy):
            best = (own, enemy, move)
    if best is not None:
        return best[2]
    return rng.choice(quiet) if quiet else EndMovement()


def _good_odds(own: int, enemy: int) -> bool:
    """``own`` SP against ``enemy`` SP (more than none) is 3/2 or better (8.3)."""
    return 2 * own >= 3 * enemy
