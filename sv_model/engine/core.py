"""The engine's machinery: named steps, the step stack, decisions and the run loop.

The turn sequence is a stack of named steps (``GameState.stack``). Running
the engine pops steps and executes them until one of them asks a player
something (``GameState.pending``). An action answers the pending decision;
its handler mutates the state and pushes further steps. Everything is plain
data, so a state can be cloned for undo and compared for replays.

A step is a function ``f(eng, st, *args)`` made a ``StepFunction`` by
``named_step(name)``; two steps with one name fail at import. The stack keeps
the name, but only ``step(fn, *args)`` puts an entry on it, from the function
object itself, so an unknown name cannot be pushed. The order of the phases'
steps and the hooks are declared once, in ``sequence.py``.

The tables the engine dispatches through (the turn's phases, the hooks, the decision
handlers, the stratagem rules) are one value, ``GameRules``, whose types are declared
here and whose one value, ``sequence.GAME_RULES``, is declared by the game above; the
engine is given it (``Engine(..., rules)``) and never imports the rules modules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar

from sv_model.engine.actions import Action
from sv_model.engine.board import Board
from sv_model.engine.causes import DeathCause
from sv_model.engine.decisions import DecisionKind, Payload, Window
from sv_model.engine.dice import DiceRoll, Journal, LogEntry, die_value
from sv_model.engine.messages import (
    Catalogue,
    Message,
    MessageId,
    NameOf,
    bundle_names,
    catalogue_for,
    msg,
    refused,
)
from sv_model.engine.state import BattleReport, Continuation, GameState, Pending, Step
from sv_model.engine.version import RULES_VERSION
from sv_model.errors import NoDecisionPendingError
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side, Title

P = ParamSpec("P")


class StepFunction(Generic[P]):
    """A step of the turn sequence: ``fn(eng, st, *args)`` known by its ``name``."""

    __slots__ = ("fn", "name")

    def __init__(self, name: str, fn: Callable[Concatenate[Engine, GameState, P], None]) -> None:
        self.name = name
        self.fn = fn

    def __call__(self, eng: Engine, st: GameState, *args: P.args, **kwargs: P.kwargs) -> None:
        self.fn(eng, st, *args, **kwargs)

    def __repr__(self) -> str:
        return f"<step {self.name}>"


_STEPS: dict[str, StepFunction[...]] = {}


def named_step(name: str) -> Callable[[Callable[Concatenate[Engine, GameState, P], None]],
                                      StepFunction[P]]:
    """Decorator: make ``fn(eng, st, *args)`` a step the stack knows as ``name``.
    A second step with the same name fails at import."""

    def deco(fn: Callable[Concatenate[Engine, GameState, P], None]) -> StepFunction[P]:
        if name in _STEPS:
            raise ValueError(f"two engine steps are named {name!r} "
                             f"({_STEPS[name].fn.__module__} and {fn.__module__})")
        made = StepFunction(name, fn)
        _STEPS[name] = made
        return made

    return deco


def step_function(name: str) -> StepFunction[...]:
    """The step registered as ``name`` (KeyError if there is none)."""
    return _STEPS[name]


@dataclass(frozen=True)
class Decision:
    """A question the engine asks one player.

    ``options`` lists every legal answer of a finite decision; for movement it
    is a bounded, representative list and ``open_ended`` is True. ``payload`` is what
    the decision is about; ``secret``: answering shows the player's stratagems (6);
    ``battle``: it belongs to the battle being fought (8).
    """

    player: Side
    kind: DecisionKind
    rule: str
    prompt: Message
    options: tuple[Action, ...]
    payload: Payload
    open_ended: bool = False

    @property
    def secret(self) -> bool:
        return self.kind.secret

    @property
    def battle(self) -> bool:
        return self.kind.battle


Pl = TypeVar("Pl", bound=Payload)


@dataclass(frozen=True)
class DecisionHandler(Generic[Pl]):
    """How one kind of decision lists its options, words its prompt and applies an answer.

    For finite kinds the answer must be one of ``options``; open-ended kinds
    (movement) give ``validate`` that raises ``IllegalActionError``.
    """

    payload: type[Pl]
    options: Callable[[Engine, GameState, Side, Pl], list[Action]]
    prompt: Callable[[Engine, GameState, Side, Pl], Message]
    choose: Callable[[Engine, GameState, Side, Pl, Action], None]
    validate: Callable[[Engine, GameState, Side, Pl, Action], None] | None = None

    @property
    def kind(self) -> DecisionKind:
        return self.payload.kind


def handler_table(*handlers: DecisionHandler[Any]) -> Mapping[DecisionKind, DecisionHandler[Any]]:
    """The handlers by kind; fails unless every kind has exactly one."""
    table: dict[DecisionKind, DecisionHandler[Any]] = {}
    for handler in handlers:
        if handler.kind in table:
            raise ValueError(f"two handlers for the decision kind {handler.kind.value!r}")
        table[handler.kind] = handler
    missing = [k.value for k in DecisionKind if k not in table]
    if missing:
        raise ValueError(f"no handler for the decision kind(s) {', '.join(missing)}")
    return table


PhaseStep = tuple[StepFunction[[]], str]


@dataclass(frozen=True)
class Phase:
    """One phase of the turn (2.A to 2.F): its letter, its paragraph and its steps."""

    letter: str
    rule: str
    steps: tuple[PhaseStep, ...]


# --- hooks: the fixed points where one rule reacts to another ----------------------------
# Each hook has its own signature; a misspelt hook is a TypeError when the table is built.

BeforeBattleRoll = Callable[["Engine", GameState], None]
"""Before a battle's die (6.3): stratagem windows; the steps it pushes run first."""
AfterBattle = Callable[["Engine", GameState, BattleReport], None]
"""Once a battle is over (6.3): La flèche du Parthe, markers, plague."""
LeaderDeath = Callable[["Engine", GameState, str, DeathCause, Title | None, Side | None], None]
"""A leader left play: (leader, cause, the title and side he had) (3.6.4)."""
StartOfMovement = Callable[["Engine", GameState, Side], None]
"""The start of an M/CS's movement, for the phasing side (6.3 E windows)."""
AfterMove = Callable[["Engine", GameState, Side, Action], None]
"""After each E.1 move of a side, land or naval (3.6.3 D/, 6.3 markers and plague)."""
MoveSettled = Callable[["Engine", GameState, Side], None]
"""Once an E.1 move of a side and what it set off are over (6: E windows, rules v3)."""
AfterLandMove = Callable[["Engine", GameState, Side, Continuation], None]
"""After a leader's land move: what a rally where he stopped would let go on (3.6.3 D/)."""
UsurperNamed = Callable[["Engine", GameState, str], None]
"""A succession gave the Usurper marker (3.5.2 cases 4/ and 5/, 3.6.2)."""
BeforeAdjustPeoples = Callable[["Engine", GameState, set[str]], None]
"""Before the 9.4 adjustment of peoples: adds the peoples it must leave alone (4.1)."""


@dataclass(frozen=True, kw_only=True)
class Hooks:
    """Every hook of the engine with its handlers, in the order they run."""

    before_battle_roll: tuple[BeforeBattleRoll, ...]
    after_battle: tuple[AfterBattle, ...]
    on_leader_death: tuple[LeaderDeath, ...]
    start_of_movement: tuple[StartOfMovement, ...]
    after_move: tuple[AfterMove, ...]
    move_settled: tuple[MoveSettled, ...]
    after_land_move: tuple[AfterLandMove, ...]
    usurper_named: tuple[UsurperNamed, ...]
    before_adjust_peoples: tuple[BeforeAdjustPeoples, ...]


# --- stratagems (6) -----------------------------------------------------------------------

PlayableFn = Callable[["Engine", GameState, Side], bool]
PlayFn = Callable[["Engine", GameState, Side], None]
TargetsFn = Callable[["Engine", GameState, Side, str], list[Action]]
ChooseFn = Callable[["Engine", GameState, Side, str, Action], None]
PromptFn = Callable[["Engine", GameState, Side, str], Message]


@dataclass(frozen=True)
class StratagemRule:
    """How one stratagem counter is played (6.1 to 6.3): in which windows, whether it may
    be played now, what playing it does and, for counters that need choices, the options
    and effect of each stage of the ``stratagem_target`` decision."""

    id: str
    windows: frozenset[Window]
    rule: str
    playable: PlayableFn
    play: PlayFn
    targets: TargetsFn | None = None
    choose: ChooseFn | None = None
    prompt: PromptFn | None = None
    marker: bool = False  # stays on the map until removed (6.3)


@dataclass(frozen=True, kw_only=True)
class GameRules:
    """The tables the engine dispatches through: a game declares its turn sequence, its
    hooks, its decision handlers and its stratagem rules (``sequence.GAME_RULES``).

    ``lone_leaders`` is the 7.1 step (a leader alone among enemies escapes or dies) that
    rules below ``escapes`` schedule when pieces change sides or a people goes to war:
    the step itself needs those rules (a death settles pieces), so they reach it here."""

    turn: tuple[Phase, ...]
    hooks: Hooks
    decisions: Mapping[DecisionKind, DecisionHandler[Any]]
    stratagems: Mapping[str, StratagemRule]
    lone_leaders: StepFunction[[]]

    def phase(self, letter: str) -> Phase:
        """The phase ``letter`` of the turn (KeyError if there is none)."""
        for phase in self.turn:
            if phase.letter == letter:
                return phase
        raise KeyError(letter)


class Engine:
    """Static data of one game: what steps need besides the position (``GameState``,
    which holds its own dice and journal). One engine serves every position of a
    game: the game's, its undo snapshots, the AI's trials, the forecast, the history.
    ``rules``: the tables it dispatches through (``sequence.GAME_RULES``)."""

    def __init__(self, bundle: ScenarioBundle, seed: int, options: RulesetOptions,
                 rules: GameRules, rules_version: int = RULES_VERSION) -> None:
        self.rules: GameRules = rules
        self.hooks: Hooks = rules.hooks
        self.decisions: Mapping[DecisionKind, DecisionHandler[Any]] = rules.decisions
        self.stratagems: Mapping[str, StratagemRule] = rules.stratagems
        self.bundle: ScenarioBundle = bundle
        self.board: Board = Board(bundle, rules_version)
        self.seed: int = seed  # the seed a new game's position starts with
        self.options: RulesetOptions = options
        self.rules_version: int = rules_version  # the rules a saved game was played under
        # Facts of the scenario, filled by ``setup.initial_state``.
        self.initial_zone: dict[str, str] = {}
        self.arrival_year: dict[str, int | None] = {}
        self.arrival_zone: dict[str, str | None] = {}
        self.reach_cache: object = None  # reach_memo.ReachMemo, rebuilt on demand
        # (rules version, stratagem window) -> the counters it may take (``windows._opening``)
        self.window_table: dict[tuple[int, str], frozenset[str]] = {}
        self.names: NameOf = bundle_names(bundle)
        self._names_by_language: dict[str, NameOf] = {"en": self.names}

    def names_in(self, language: str | Catalogue | None) -> NameOf:
        """The scenario's names in ``language`` (a code or a catalogue; English by
        default): each record's name of that language where its file gives one (issue 34)."""
        code = catalogue_for(language).language
        if code not in self._names_by_language:
            self._names_by_language[code] = bundle_names(self.bundle, code)
        return self._names_by_language[code]

    # --- dice and log ------------------------------------------------------------------

    def roll(self, st: GameState, sides: int, purpose: Message, rule: str) -> int:
        """Roll a die and record it with its purpose (e.g. "8.3 battle at Italia 4").
        A d6 reads 1 to 6, a d10 reads 0 to 9 (0.1). A face waiting in
        ``st.forced_dice`` replaces the roll (In hoc signo vinces, 6.3; tests)."""
        raw = self._next(st, sides)
        value = raw if sides == 10 else raw + 1
        chosen = bool(st.forced_dice)
        if chosen:
            value = st.forced_dice.pop(0)
        index = st.n_dice - 1
        self._record(st, DiceRoll(purpose, rule, sides, value, st.year, index))
        self.log(st, msg(MessageId.DIE_CHOSEN if chosen else MessageId.DIE_ROLLED,
                         purpose=purpose, sides=sides, value=value, roll=index), rule)
        return value

    def draw(self, st: GameState, count: int, purpose: Message, rule: str,
             *, secret: bool = False) -> int:
        """Draw one of ``count`` counters from a cup: 0 to count - 1, recorded like a die
        (value 1 to count). A ``secret`` draw (2.A) is logged without the position drawn:
        with the order of the cup it would name the counter."""
        raw = self._next(st, count)
        index = st.n_dice - 1
        self._record(st, DiceRoll(purpose, rule, count, raw + 1, st.year, index))
        if secret:
            self.log(st, msg(MessageId.COUNTER_DRAWN_SECRETLY, purpose=purpose, count=count,
                             roll=index), rule)
        else:
            self.log(st, msg(MessageId.COUNTER_DRAWN, purpose=purpose, position=raw + 1,
                             count=count, roll=index), rule)
        return raw

    @staticmethod
    def _next(st: GameState, sides: int) -> int:
        value = die_value(st.seed, st.n_dice, sides)
        st.n_dice += 1
        return value

    @staticmethod
    def _record(st: GameState, roll: DiceRoll) -> None:
        journal = st.journal
        chain = journal.dice.add(roll.index, roll)
        if chain is not journal.dice:
            st.journal = Journal(chain, journal.log)

    @staticmethod
    def log(st: GameState, message: Message, rule: str = "",
            secret_for: Side | None = None) -> None:
        """Add ``message`` to the log (``secret_for``: only that side may read it)."""
        journal = st.journal
        chain = journal.log.add(st.n_log, LogEntry(st.year, st.phase, message.id,
                                                   message.args, rule, secret_for))
        if chain is not journal.log:
            st.journal = Journal(journal.dice, chain)
        st.n_log += 1

    # --- flow ----------------------------------------------------------------------------

    def ask(self, st: GameState, player: Side, rule: str, payload: Payload) -> None:
        """Stop the run loop and wait for ``player`` to decide about ``payload``."""
        st.pending = Pending(payload.kind, player, rule, payload)

    def name(self, zone: str | None) -> str:
        """A zone's name, for the messages of refused actions."""
        return self.board.name(zone)


def push(st: GameState, *steps: Step) -> None:
    """Schedule ``steps`` to run next, in the order given."""
    st.stack.extend(reversed(steps))


def step(fn: StepFunction[P], *args: P.args, **kwargs: P.kwargs) -> Step:
    """A stack entry that runs ``fn(eng, st, *args)``: the step's name and its arguments
    (plain data: strings, integers, None)."""
    if not isinstance(fn, StepFunction):
        raise TypeError(f"{fn!r} is not a named engine step")
    if kwargs:
        raise TypeError("engine steps take positional arguments only")
    return (fn.name, tuple(args))  # type: ignore[arg-type]


def run(eng: Engine, st: GameState) -> None:
    """Execute steps until a decision is pending or the game is over."""
    while st.pending is None and st.stack and not st.over:
        name, args = st.stack.pop()
        _STEPS[name].fn(eng, st, *args)  # the step's function, without its wrapper's call


def current_decision(eng: Engine, st: GameState) -> Decision | None:
    """The pending decision with its options and prompt, or None."""
    pending = st.pending
    if pending is None or st.over:
        return None
    handler = eng.decisions[pending.kind]
    player, payload = pending.player, pending.payload
    options = tuple(handler.options(eng, st, player, payload))
    return Decision(player, pending.kind, pending.rule, handler.prompt(eng, st, player, payload),
                    options, payload, open_ended=handler.validate is not None)


def check_action(eng: Engine, st: GameState, action: Action) -> Pending:
    """Raise unless ``action`` answers the pending decision (the state is not changed);
    return that decision."""
    pending = st.pending
    if pending is None or st.over:
        raise NoDecisionPendingError
    handler = eng.decisions[pending.kind]
    if handler.validate is not None:
        handler.validate(eng, st, pending.player, pending.payload, action)
    elif action not in handler.options(eng, st, pending.player, pending.payload):
        raise refused(msg(MessageId.NO_ANSWER, rule=pending.rule, action=action.describe(),
                          kind=pending.kind))
    return pending


def apply_action(eng: Engine, st: GameState, action: Action,
                 listed: Decision | None = None) -> None:
    """Validate ``action`` against the pending decision, apply it and run on.
    ``listed``: the pending decision as ``current_decision`` listed it for ``st``; an
    action that is one of its options (the very object) is legal by construction and
    is not validated again. Any other action (typed in the GUI, read from a save,
    received) is checked in full."""
    if listed is not None and st.pending is not None and not st.over and \
            any(map(is_, listed.options, repeat(action))):
        pending = st.pending
    else:
        pending = check_action(eng, st, action)
    st.pending = None
    eng.decisions[pending.kind].choose(eng, st, pending.player, pending.payload, action)
    run(eng, st)
