"""The engine's machinery: the step stack, decision kinds and the run loop.

The turn sequence is a stack of named steps (``GameState.stack``). Running
the engine pops steps and executes them until one of them asks a player
something (``GameState.pending``). An action answers the pending decision;
its handler mutates the state and pushes further steps. Everything is plain
data, so a state can be cloned for undo and compared for replays.

Extension points for later rules (Rules engine II):

- ``register_step(name)``: a new step function ``f(eng, st, *args)``;
- ``PHASE_STEPS[phase]``: the ordered step names of each phase A to F;
- ``register_decision(...)``: a new kind of decision with its options;
- ``HOOKS[name]``: lists of callbacks at fixed points (see ``run_hooks``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sv_model.engine.actions import Action
from sv_model.engine.board import Board
from sv_model.engine.dice import DiceRoll, Journal, LogEntry, die_value
from sv_model.engine.state import GameState, Pending, Step, StepArg
from sv_model.errors import IllegalActionError
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side

StepFn = Callable[..., None]
STEPS: dict[str, StepFn] = {}

PHASE_STEPS: dict[str, list[str]] = {
    "A": ["a_stratagems"],
    "B": ["b_initiative"],
    "C": ["c_leaders", "c_war_draw", "c_constantinople", "c_pax_romana"],
    "D": ["d_mcs", "d_events", "d_deaths", "d_reinforcements"],
    "E": ["e_sequence"],
    "F": ["f_role_change", "f_constantinople", "f_control", "f_victory_points",
          "f_adjustments", "f_markers"],
}
"""Step names run in each phase, in order. Rules engine II inserts its own."""

HOOKS: dict[str, list[Callable[..., None]]] = {
    "before_battle_roll": [],   # (eng, st): stratagem windows before the die (6.3)
    "after_battle": [],         # (eng, st, report): e.g. La flèche du Parthe
    "on_leader_death": [],      # (eng, st, leader_id, cause, title, side)
    "start_of_movement": [],    # (eng, st, side)
    # Rules engine II:
    "after_move": [],           # (eng, st, side, action): after each E.1 move (3.6.3 D/, 6.3)
    "after_land_move": [],      # (eng, st, side, done: state2.Continuation): after a
    #                             leader's land move, what a rally there would let go on
    "usurper_named": [],        # (eng, st, leader_id): a succession named a Usurper (3.6.2)
    "after_role_change": [],    # (eng, st): at the end of the change of roles (5)
    "before_adjust_peoples": [],  # (eng, st, skip: set[str]): peoples 9.4 must leave alone
}


def register_step(name: str) -> Callable[[StepFn], StepFn]:
    """Decorator: make ``fn(eng, st, *args)`` runnable as step ``name``."""

    def deco(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return deco


@dataclass(frozen=True)
class Decision:
    """A question the engine asks one player.

    ``options`` lists every legal answer of a finite decision; for movement it
    is a bounded, representative list and ``open_ended`` is True.
    """

    player: Side
    kind: str
    rule: str
    prompt: str
    options: tuple[Action, ...]
    context: Mapping[str, str] = field(default_factory=dict)
    open_ended: bool = False


OptionsFn = Callable[["Engine", GameState, Pending], list[Action]]
PromptFn = Callable[["Engine", GameState, Pending], str]
ChooseFn = Callable[["Engine", GameState, Pending, Action], None]
ContextFn = Callable[["Engine", GameState, Pending], dict[str, str]]


@dataclass(frozen=True)
class DecisionKind:
    """How one kind of decision lists its options and applies an answer.

    For finite kinds the answer must be one of ``options``; open-ended kinds
    (movement) give ``validate`` that raises ``IllegalActionError``.
    """

    name: str
    options: OptionsFn
    prompt: PromptFn
    choose: ChooseFn
    validate: ChooseFn | None = None
    context: ContextFn | None = None


DECISIONS: dict[str, DecisionKind] = {}


def register_decision(kind: DecisionKind) -> DecisionKind:
    DECISIONS[kind.name] = kind
    return kind


class Engine:
    """Static data of one game plus its journal: what steps need besides the state."""

    def __init__(self, bundle: ScenarioBundle, seed: int, options: RulesetOptions) -> None:
        self.bundle = bundle
        self.board = Board(bundle)
        self.seed = seed
        self.options = options
        self.journal = Journal()
        # Facts of the scenario, filled by ``setup.initial_state``.
        self.initial_zone: dict[str, str] = {}
        self.arrival_year: dict[str, int | None] = {}
        self.arrival_zone: dict[str, str | None] = {}
        self.reach_cache: object = None  # reach.ReachCache, rebuilt on demand

    # --- dice and log ------------------------------------------------------------------

    def roll(self, st: GameState, sides: int, purpose: str, rule: str) -> int:
        """Roll a die and record it with its purpose (e.g. "8.3 battle at Italia 4").
        A d6 reads 1 to 6, a d10 reads 0 to 9 (0.1). A face waiting in
        ``st.forced_dice`` replaces the roll (In hoc signo vinces, 6.3; tests)."""
        raw = self._next(st, sides)
        value = raw if sides == 10 else raw + 1
        chosen = ""
        if st.forced_dice:
            value = st.forced_dice.pop(0)
            chosen = " (chosen)"
        self.journal.dice.append(DiceRoll(purpose, rule, sides, value, st.year, st.n_dice - 1))
        self.log(st, f"{purpose}: d{sides} rolled {value}{chosen}", rule)
        return value

    def draw(self, st: GameState, count: int, purpose: str, rule: str,
             *, secret: bool = False) -> int:
        """Draw one of ``count`` counters from a cup: 0 to count - 1, recorded like a die
        (value 1 to count). A ``secret`` draw (2.A) is logged without the position drawn:
        with the order of the cup it would name the counter."""
        raw = self._next(st, count)
        self.journal.dice.append(DiceRoll(purpose, rule, count, raw + 1, st.year,
                                          st.n_dice - 1))
        drawn = f"drawn from a cup of {count} counter{'s' if count != 1 else ''}" \
            if secret else f"counter {raw + 1} of {count} drawn"
        self.log(st, f"{purpose}: {drawn}", rule)
        return raw

    def _next(self, st: GameState, sides: int) -> int:
        self.journal.truncate(st.n_dice, st.n_log)
        value = die_value(self.seed, st.n_dice, sides)
        st.n_dice += 1
        return value

    def log(self, st: GameState, text: str, rule: str = "",
            secret_for: Side | None = None) -> None:
        del self.journal.log[st.n_log:]
        self.journal.log.append(LogEntry(st.year, st.phase, text, rule, secret_for))
        st.n_log += 1

    # --- flow ----------------------------------------------------------------------------

    def ask(self, st: GameState, kind: str, player: Side, rule: str,
            *args: StepArg) -> None:
        """Stop the run loop and wait for ``player`` to answer a ``kind`` decision."""
        if kind not in DECISIONS:
            raise KeyError(f"unknown decision kind {kind!r}")
        st.pending = Pending(kind, player, rule, tuple(args))

    def name(self, zone: str | None) -> str:
        return self.board.name(zone)


def push(st: GameState, *steps: Step) -> None:
    """Schedule ``steps`` to run next, in the order given."""
    st.stack.extend(reversed(steps))


def step(name: str, *args: StepArg) -> Step:
    return (name, tuple(args))


def run(eng: Engine, st: GameState) -> None:
    """Execute steps until a decision is pending or the game is over."""
    while st.pending is None and st.stack and not st.over:
        name, args = st.stack.pop()
        fn = STEPS.get(name)
        if fn is None:
            raise RuntimeError(f"engine step {name!r} is not registered")
        fn(eng, st, *args)


def run_hooks(name: str, *args: Any) -> None:
    for fn in HOOKS.get(name, []):
        fn(*args)


def current_decision(eng: Engine, st: GameState) -> Decision | None:
    pending = st.pending
    if pending is None or st.over:
        return None
    kind = DECISIONS[pending.kind]
    options = tuple(kind.options(eng, st, pending))
    context = kind.context(eng, st, pending) if kind.context else {}
    return Decision(pending.player, pending.kind, pending.rule, kind.prompt(eng, st, pending),
                    options, context, open_ended=kind.validate is not None)


def check_action(eng: Engine, st: GameState, action: Action) -> Pending:
    """Raise unless ``action`` answers the pending decision (the state is not changed);
    return that decision."""
    pending = st.pending
    if pending is None or st.over:
        from sv_model.errors import NoDecisionPendingError

        raise NoDecisionPendingError("the game waits for no decision")
    kind = DECISIONS[pending.kind]
    if kind.validate is not None:
        kind.validate(eng, st, pending, action)
    elif action not in kind.options(eng, st, pending):
        raise IllegalActionError(
            f"{pending.rule}: {action.describe()} is not a legal answer to "
            f"{pending.kind.replace('_', ' ')}")
    return pending


def apply_action(eng: Engine, st: GameState, action: Action) -> None:
    """Validate ``action`` against the pending decision, apply it and run on."""
    pending = check_action(eng, st, action)
    st.pending = None
    DECISIONS[pending.kind].choose(eng, st, pending, action)
    run(eng, st)
