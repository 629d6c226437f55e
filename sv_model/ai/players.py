"""The AI players: what each level answers to a decision, and why.

Every level answers from ``Game.view(side)`` only (``context``). ``random`` draws an
answer as the random playouts do. ``easy`` tries every answer on a sampled copy of the
position and keeps the one the evaluation (``evaluate``) likes best, judging an attack
by its odds column alone (8.3) and with a little noise so that it is not predictable.
``normal`` judges an attack by its exact outcome over the six faces of the die
(``forecast``), averages an answer that rolls dice over several dice seeds, and counts
the enemy's best next attack on each of its stacks (one M/CS of lookahead). ``hard``
searches among ``normal``'s best answers with a budget of playouts (``search``), so its
answers do not depend on the machine's speed or load.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from sv_model.ai import ties
from sv_model.ai.context import AiContext, apply_on, side_of
from sv_model.ai.describe import describe_message, said_text
from sv_model.ai.drops import MOVES_WITH_DROPS, drop_variants
from sv_model.ai.evaluate import evaluate, side_sp
from sv_model.ai.search import (
    CEILING_SECONDS,
    DEFAULT,
    PACE_SECONDS,
    PLAYOUTS_PER_ANSWER,
    Settings,
    search,
)
from sv_model.ai.tactics import BattleValue, battle_at, exposure
from sv_model.engine.actions import Action, Confirm, EndMovement, Move
from sv_model.engine.core import Engine, current_decision
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.messages import Message, NameOf, catalogue_for, msg
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView
from sv_model.games.semper_victor.autoplay_weights import weighted_choice
from sv_model.games.semper_victor.combat import COMBATS_STEP
from sv_model.schemas.scenario import Side

SEARCHED = frozenset({DecisionKind.MOVEMENT, DecisionKind.CHOOSE_BATTLE,
                      DecisionKind.EVASION, DecisionKind.RETREAT,
                      DecisionKind.STRATAGEM_WINDOW, DecisionKind.STRATAGEM_TARGET})
FOLLOW_UP_DEPTH = 2
FOLLOW_UP_OPTIONS = 12
EASY_NOISE = 0.15
NO_BATTLE = BattleValue(0.0, None)


class Level(StrEnum):
    """The AI levels (``docs/ai.md``)."""

    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def exact(self) -> bool:
        """Battles by the six faces of the die, dice averaged, lookahead."""
        return self in (Level.NORMAL, Level.HARD)


@dataclass(frozen=True)
class Scored:
    """One answer the AI weighed: its value in VP for the AI's side and why."""

    action: Action
    value: float
    reason: str
    long_shot: bool = False
    """An attack at odds worse than 1/1 (8.3)."""
    sp_kept: float = 0.0
    """The SP of the AI's side on the map after the answer (a tie's second key, ``ties``)."""
    fights: bool = False
    """The answer's move leads to a battle (8.1)."""
    said: Message | None = None
    """``reason`` as a message, to word in any language (``describe.said_text``)."""

    @property
    def message(self) -> Message:
        """The reason as a message (one made of the English words when none was given)."""
        return self.said if self.said is not None else msg(M.AI_ACTION, action=self.reason)

    def retold(self, said: Message, names: NameOf) -> Scored:
        """The same answer with another reason (``reason`` worded with ``names``)."""
        return replace(self, reason=said_text(said, None, names), said=said)

    @property
    def risk(self) -> int:
        """A tie's first key (``ties``): 2 for a long shot, 1 for another battle, else 0."""
        return 2 if self.long_shot else 1 if self.fights else 0


@dataclass(frozen=True)
class Choice:
    """The AI's answer, a one-line reason, and the best alternatives it weighed."""

    action: Action
    reason: str
    alternatives: tuple[Scored, ...] = ()
    random_fallback: bool = False
    ceiling_hit: bool = False
    """``hard``: the wall-clock ceiling stopped the search before its playouts were spent
    (the answer may then differ from one machine to another; the reason says so)."""
    said: Message | None = None
    """``reason`` as a message, to word in any language."""

    def text(self, language: str | None = None, names: NameOf | None = None) -> str:
        """The reason in ``language`` ("en", "fr"; English by default) with the reader's
        ``names`` (``Engine.names_in(language)``); without them, in English ``reason``
        itself (worded with the game's English names), else each id in words."""
        if self.said is None or (names is None and catalogue_for(language).language == "en"):
            return self.reason
        return said_text(self.said, language, names)


def _choice(action: Action, said: Message, names: NameOf,
            alternatives: tuple[Scored, ...] = (), **flags: bool) -> Choice:
    """The AI's answer, ``reason`` worded in English with ``names``."""
    return Choice(action, said_text(said, None, names), alternatives, said=said, **flags)


class AiPlayer:
    """One side's AI at one level. ``choose`` needs nothing but the side's view.
    ``playouts``: ``hard``'s search budget, in playouts per answer searched; ``ceiling``:
    its wall-clock limit in seconds, a safety net only."""

    budget = PACE_SECONDS
    """Seconds a search takes at most on an idle core, about (play mode paces ``hard``'s
    secret answers by it so that the time tells nothing of the hand)."""

    def __init__(self, level: Level, context: AiContext, seed: int,
                 ceiling: float = CEILING_SECONDS,
                 playouts: int = PLAYOUTS_PER_ANSWER) -> None:
        self.level = level
        self.ctx = context
        self.seed = seed
        self.ceiling = ceiling
        self.playouts = playouts

    def choose(self, view: PlayerView, deadline: float | None = None) -> Choice:
        """The answer to the decision in ``view``. ``deadline`` (``time.perf_counter()``
        seconds): answer by then with the best answer judged so far."""
        decision = view.decision
        if decision is None:
            raise ValueError("the AI is asked only when its side decides")
        options = list(decision.options)
        rng = self.decision_rng(view)
        if len(options) == 1:
            return _choice(options[0], msg(M.AI_ONLY_ANSWER), self.ctx.names)
        if self.level is Level.RANDOM:
            return self._random(view, options, rng)
        ranked = self.ranked(view, rng, deadline)
        if not ranked:
            return _choice(rng.choice(options), msg(M.AI_NOT_JUDGED), self.ctx.names,
                           random_fallback=True)
        pool = close_calls(ranked) if self.level is Level.HARD \
            and decision.kind in SEARCHED else []
        if len(pool) > 1:
            return self._search(view, pool, rng, deadline)  # a close call: search it
        return _choice(ranked[0].action, ranked[0].message, self.ctx.names, tuple(ranked[:5]))

    def decision_rng(self, view: PlayerView) -> random.Random:
        """The AI's own generator for the decision in ``view``: from its seed and the
        decision, never the game's."""
        decision = view.decision
        assert decision is not None
        return random.Random(f"{self.seed}:{len(view.log)}:{view.public.year}:"
                             f"{view.public.phase}:{decision.kind}:{len(decision.options)}")

    def ranked(self, view: PlayerView, rng: random.Random,
               deadline: float | None = None) -> list[Scored]:
        """Every answer the level judged, best first (ties broken by ``ties``): ``normal``'s
        ranking, whose close calls ``hard`` searches (``close_calls``)."""
        assert view.decision is not None
        scored = self._score_all(view, list(view.decision.options), rng, deadline)
        if not scored:
            return []
        return ties.ranked(scored, random.Random(
            f"{self.seed}:ties:{len(view.log)}:{view.public.year}:{view.public.phase}"))

    def _search(self, view: PlayerView, pool: list[Scored], rng: random.Random,
                deadline: float | None) -> Choice:
        ceiling = self.ceiling
        if deadline is not None:
            ceiling = max(0.0, min(ceiling, deadline - time.perf_counter()))
        found = search(self.ctx, view, side_of(view), [(s.action, s.value) for s in pool],
                       rng, self.playouts * len(pool), ceiling)
        children = found.children
        words = {s.action: s.message for s in pool}
        best = children[0]
        stopped = msg(M.AI_SEARCH_STOPPED, playouts=found.playouts,
                      budget=self.playouts * len(pool)) if found.ceiling_hit else None
        reason = msg(M.AI_SEARCHED, reason=words[best.action], playouts=found.playouts,
                     visits=best.visits, mean=best.mean, stopped=stopped)
        alternatives = tuple(
            Scored(c.action, c.mean, "").retold(
                msg(M.AI_BEST_IN, reason=words[c.action], visits=c.visits), self.ctx.names)
            for c in children[:5])
        return _choice(best.action, reason, self.ctx.names, alternatives,
                       ceiling_hit=found.ceiling_hit)

    def _random(self, view: PlayerView, options: list[Action], rng: random.Random) -> Choice:
        decision = view.decision
        assert decision is not None
        if decision.kind is DecisionKind.MOVEMENT and rng.random() < 0.35:
            return _choice(EndMovement(), msg(M.AI_RANDOM, answer=msg(M.AI_ENDS_MOVEMENT)),
                           self.ctx.names, random_fallback=True)
        picked = weighted_choice(decision, options, rng) if decision.kind is not DecisionKind.MOVEMENT \
            else None
        if picked is None:
            moves = [o for o in options if not isinstance(o, EndMovement)] or options
            picked = rng.choice(moves)
        words = describe_message(picked)
        return _choice(picked, msg(M.AI_RANDOM, answer=words), self.ctx.names,
                       random_fallback=True)

    # -- judging every answer --------------------------------------------------------------

    def _score_all(self, view: PlayerView, options: Sequence[Action], rng: random.Random,
                   deadline: float | None = None) -> list[Scored]:
        side = side_of(view)
        base = self.ctx.sampled_state(view, rng)
        out = self._score(base, side, options, rng, deadline)
        if self.level.exact and view.decision is not None \
                and view.decision.kind is DecisionKind.MOVEMENT \
                and (deadline is None or time.perf_counter() < deadline):
            moves = [s for s in out if isinstance(s.action, Move)]
            moves.sort(key=lambda s: -s.value)
            variants = [v for s in moves[:MOVES_WITH_DROPS] if isinstance(s.action, Move)
                        for v in drop_variants(self.ctx.engine.board, base, s.action)]
            out += self._score(base, side, variants, rng, deadline)
        if out:
            _add_margins(out, options, self.ctx.names)
        return out

    def _score(self, base: GameState, side: Side, options: Sequence[Action],
               rng: random.Random, deadline: float | None) -> list[Scored]:
        out: list[Scored] = []
        pending: dict[str, BattleValue] = {}  # zone -> the battle already there
        for action in options:
            if deadline is not None and out and time.perf_counter() > deadline:
                out = [s.retold(msg(M.AI_TIME_RAN_OUT, reason=s.message, judged=len(out),
                                    total=len(options)), self.ctx.names)
                       for s in out]
                break
            judged = self._value(base, side, action, pending)
            if judged is None:
                continue
            value, battle, sp_kept = judged
            if self.level is Level.EASY:
                value += rng.gauss(0.0, EASY_NOISE)
            said = msg(M.AI_REASON, answer=describe_message(action), battle=battle.said)
            out.append(Scored(action, value, said_text(said, None, self.ctx.names), battle.long_shot, sp_kept,
                              battle.said is not None, said))
        return out

    def _value(self, base: GameState, side: Side, action: Action,
               pending: dict[str, BattleValue]) -> tuple[float, BattleValue, float] | None:
        """The answer's value (VP, averaged over the dice seeds when it rolls dice), the
        battle its move leads to, and the SP of ``side`` on the map after it; None when
        the rules refuse it on the sampled position. ``pending`` caches the battles
        already set up before the answer (``_joined``)."""
        seeds = self.ctx.seeds if self.level.exact else self.ctx.seeds[:1]
        eng = self.ctx.engine
        values: list[float] = []
        kept: list[float] = []
        battle = NO_BATTLE
        ends_movement = isinstance(action, EndMovement) and base.pending is not None \
            and base.pending.kind is DecisionKind.MOVEMENT
        for seed in seeds:
            st = self.ctx.trial(base, seed)
            if ends_movement:
                st.step = COMBATS_STEP  # judged as moves are: its battles still to fight
                rolled = False
            elif not apply_on(eng, st, action):
                return None
            else:
                rolled = st.n_dice > 0
                self._follow_up(eng, st, side, FOLLOW_UP_DEPTH)
            value = evaluate(eng, st, side)
            if isinstance(action, Move) and action.path:
                battle = self._joined(base, st, side, action.path[-1], pending)
                value += battle.value
            if self.level.exact:
                value -= exposure(eng, st, side)
            values.append(value)
            kept.append(side_sp(eng, st, side))
            if not rolled:
                break
        return sum(values) / len(values), battle, sum(kept) / len(kept)

    def _joined(self, base: GameState, st: GameState, side: Side, zone: str,
                pending: dict[str, BattleValue]) -> BattleValue:
        """The battle a move into ``zone`` leads to, credited with what the move changes:
        where ``side``'s units already face the enemy before the move (a battle pending
        for E.2, 7.1 and 8.1), only the battle with the mover minus the battle without
        him counts. Crediting the whole battle made leaders and Augusti leave their
        posts (a capital, 10.2) to pile onto a battle already won (issue 33)."""
        after = battle_at(self.ctx.engine, st, side, zone, exact=self.level.exact)
        if after.said is None:
            return after
        if zone not in pending:
            pending[zone] = battle_at(self.ctx.engine, base, side, zone,
                                      exact=self.level.exact)
        before = pending[zone]
        if before.said is None:
            return after
        change = after.value - before.value
        return BattleValue(change, msg(M.AI_JOINING, battle=after.said, change=change),
                           after.long_shot)

    def _follow_up(self, eng: Engine, st: GameState, side: Side, depth: int) -> None:
        """Answer greedily the questions the answer itself asks the same side (a
        stratagem's target, an evasion's zone...), so that it is judged by its effect."""
        for _ in range(depth):
            pending = st.pending
            if pending is None or pending.player is not side or st.over or \
                    pending.kind is DecisionKind.MOVEMENT:  # not a question of that answer
                return
            decision = current_decision(eng, st)
            if decision is None or decision.open_ended \
                    or len(decision.options) > FOLLOW_UP_OPTIONS:
                return
            best: tuple[float, Action] | None = None
            for option in decision.options:
                copy = st.clone()
                if apply_on(eng, copy, option):
                    value = evaluate(eng, copy, side)
                    if best is None or value > best[0]:
                        best = (value, option)
            if best is None or not apply_on(eng, st, best[1]):
                return


def close_calls(ranked: Sequence[Scored], settings: Settings = DEFAULT) -> list[Scored]:
    """The answers (best first) that ``hard`` searches: ``normal``'s best and those of the
    next ones within ``settings.margin`` of it, ``settings.width`` at most (eight within
    3 VP since the fourth session of 2026-11-27: on 105 positions of ``normal``'s games, in
    22 of the 71 where ``normal``'s own answer was not a long search's best, that best lay
    outside the five within 1 VP searched before; ``tools/search_value.py``, ``docs/ai.md``).
    A long shot (odds worse than 1/1, 8.3) is searched
    only as ``normal``'s best: the playouts do not charge its premium, and a lucky die in
    a few of them would otherwise pick a gamble ``normal`` ranked below a safer answer."""
    if not ranked:
        return []
    best = ranked[0].value
    return [s for i, s in enumerate(ranked[:settings.width])
            if best - s.value < settings.margin and (i == 0 or not s.long_shot)]


def _add_margins(scored: list[Scored], options: Sequence[Action], names: NameOf) -> None:
    """Say each answer's value against doing nothing (ending the movement, passing)."""
    quiet = next((s for s in scored if isinstance(s.action, EndMovement | Confirm)
                  and not getattr(s.action, "yes", False)), None)
    if quiet is None:
        return
    for i, s in enumerate(scored):
        margin = s.value - quiet.value
        if s is not quiet and math.isfinite(margin):
            scored[i] = s.retold(msg(M.AI_AGAINST_NOTHING, reason=s.message, margin=margin),
                                 names)
