"""``Game``: the public face of the engine (see docs/architecture.md).

A game is scenario + seed + actions. ``apply`` validates an action against
the pending decision; ``undo``/``redo``/``undo_to`` go back and forth using
snapshots taken every few actions plus a short replay, so they stay fast.

``undo_limit(side)`` is the hotseat rule for taking actions back: a player may
undo his own decisions back to the last die roll (or cup draw) and the other
player's last decision; further back needs the other player's consent. The
mechanical ``undo`` does not enforce it (tests and tools use it); every front
end asks ``undo_limit`` first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from sv_model.engine.actions import Action
from sv_model.engine.core import (
    Decision,
    Engine,
    apply_action,
    check_action,
    current_decision,
    run,
)
from sv_model.engine.dice import DiceRoll, LogEntry
from sv_model.engine.messages import Catalogue, Message, refusal_text, render
from sv_model.engine.save_data import Checkpoint, replay_save, save_dict
from sv_model.engine.state import GameResult, GameState
from sv_model.engine.version import RULES_VERSION
from sv_model.engine.view import PlayerView, player_view
from sv_model.errors import IllegalActionError, NoDecisionPendingError
from sv_model.games.semper_victor.movement_query import MoveGroup, ReachInfo, movable_groups
from sv_model.games.semper_victor.reach import reachable
from sv_model.games.semper_victor.sequence import GAME_RULES
from sv_model.games.semper_victor.setup import initial_state
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.schemas.scenario import RulesetOptions, Side


class UndoStop(StrEnum):
    """Why a player may not undo further on his own."""

    START = "start"  # the beginning of the game (or of an edited state)
    CHANCE = "chance"  # the action rolled a die or drew a counter: undo would re-aim it
    OPPONENT = "opponent"  # the other player decided it


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """Who answered an action's decision, and whether chance spoke during it."""

    decider: Side | None
    chance: bool


@dataclass(frozen=True, slots=True)
class UndoLimit:
    """``floor``: how many actions must stay without consent; ``stop``: why."""

    floor: int
    stop: UndoStop


class Game:
    """One game of Semper Victor, driven by decisions and actions."""

    SNAPSHOT_EVERY = 16

    def __init__(self, engine: Engine, state: GameState, *, checkpoints: bool = False) -> None:
        self._eng = engine
        self._state = state
        self._actions: list[Action] = []
        self._records: list[ActionRecord] = []
        self._redo: list[Action] = []
        self._snapshots: list[tuple[int, GameState]] = [(0, state.clone())]
        self._version = 0
        self._decision_cache: tuple[int, Decision | None] | None = None
        self._views: dict[Side | None, tuple[int, PlayerView]] = {}
        self._checkpoints: list[Checkpoint] | None = [self._checkpoint()] if checkpoints else None

    # --- creation ------------------------------------------------------------------------

    @classmethod
    def new(cls, bundle: ScenarioBundle, seed: int, options: RulesetOptions | None = None,
            *, end_year: int | None = None, checkpoints: bool = False,
            rules_version: int = RULES_VERSION) -> Game:
        """Start ``bundle``'s scenario with dice ``seed``; ``end_year`` shortens it.
        ``checkpoints``: keep the state's digest at every new phase (play mode and loaded
        saves do; it costs about 2 ms a phase, so random playouts do not).
        ``rules_version``: the rules a saved game was played under (the current ones for a
        new game)."""
        opts = options if options is not None else bundle.scenario.options
        eng = Engine(bundle, seed, opts, GAME_RULES, rules_version=rules_version)
        return cls._started(eng, end_year, checkpoints)

    @classmethod
    def _started(cls, eng: Engine, end_year: int | None, checkpoints: bool) -> Game:
        st = initial_state(eng, end_year)
        run(eng, st)
        return cls(eng, st, checkpoints=checkpoints)

    def restarted(self, *, checkpoints: bool = False) -> Game:
        """This game back at its start: same scenario, seed, options, years and rules
        version (what replaying its actions needs), on the same engine (the positions
        hold everything else)."""
        end_year = self._state.end_year
        return Game._started(
            self._eng, None if end_year == self.bundle.scenario.end_year else end_year,
            checkpoints)

    @classmethod
    def from_scenario_file(cls, path: str | Path, seed: int,
                           options: RulesetOptions | None = None,
                           *, end_year: int | None = None) -> Game:
        return cls.new(load_scenario(path), seed, options, end_year=end_year)

    # --- reading -------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def engine(self) -> Engine:
        return self._eng

    @property
    def bundle(self) -> ScenarioBundle:
        return self._eng.bundle

    @property
    def seed(self) -> int:
        return self._eng.seed

    @property
    def options(self) -> RulesetOptions:
        return self._eng.options

    @property
    def decision(self) -> Decision | None:
        cached = self._decision_cache
        if cached is not None and cached[0] == self._version:
            return cached[1]
        decision = current_decision(self._eng, self._state)
        self._decision_cache = (self._version, decision)
        return decision

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        return [] if decision is None else list(decision.options)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def can_undo(self) -> bool:
        """True if ``undo`` would take an action back."""
        return bool(self._actions)

    @property
    def can_redo(self) -> bool:
        """True if ``redo`` would re-apply an undone action (a new action clears them)."""
        return bool(self._redo)

    @property
    def dice(self) -> list[DiceRoll]:
        """Every roll so far (the position's journal; do not modify the list)."""
        self._state.compact_journal()
        return self._state.dice

    @property
    def log(self) -> list[LogEntry]:
        """Every log line so far (the position's journal; do not modify the list)."""
        self._state.compact_journal()
        return self._state.log

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def result(self) -> GameResult | None:
        return self._state.result

    def view(self, side: Side | None) -> PlayerView:
        """What ``side`` may know now: the public state, his own hand, the size of every
        hand and of the cup, the log lines he may read, and the decision if it is his
        (``None``: what both players may see). See ``view.py``."""
        cached = self._views.get(side)
        if cached is not None and cached[0] == self._version:
            return cached[1]
        made = player_view(self._state, self.log, self.decision, side)
        self._views[side] = (self._version, made)
        return made

    def text(self, said: Message | LogEntry | DiceRoll,
             language: str | Catalogue | None = None) -> str:
        """A message, a log line or a die's purpose in ``language`` (a code such as "fr",
        or a catalogue; English by default), with the scenario's names."""
        if isinstance(said, LogEntry):
            said = said.as_message
        elif isinstance(said, DiceRoll):
            said = said.purpose
        return render(said, self._eng.names_in(language), language)

    def movable_groups(self, side: Side) -> list[MoveGroup]:
        """Groups that may still move in this E.1 (empty outside movement)."""
        return movable_groups(self._eng, self._state, side)

    def reachable(self, leader: str | None, units: tuple[str, ...] = ()) -> dict[str, ReachInfo]:
        """Zones the group can reach now, by a cheapest legal path."""
        return reachable(self._eng, self._state, leader, tuple(units))

    def invalidate(self) -> None:
        """Adopt a state edited by hand (tests, set-up tools): cached answers are dropped
        and the history restarts from this state (undo cannot go before it). The
        position's index of who stands where (``state.ZoneIndex``) is read afresh."""
        self._version += 1
        self._state.zone_index = None
        self._actions.clear()
        self._records.clear()
        self._redo.clear()
        if self._checkpoints is not None:
            self._checkpoints = [self._checkpoint()]
        self._snapshots = [(0, self._state.clone())]

    # --- playing -------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply ``action``; IllegalActionError (with the rule number) if it is refused."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        self._apply_recorded(action)
        self._actions.append(action)
        self._version += 1
        if self._redo and self._redo[-1] == action:
            self._redo.pop()
        else:
            self._redo.clear()
        if len(self._actions) % self.SNAPSHOT_EVERY == 0:
            self._snapshots.append((len(self._actions), self._state.clone()))

    def _apply_recorded(self, action: Action) -> None:
        decision = self.decision
        rolls = self._state.n_dice
        apply_action(self._eng, self._state, action, decision)
        decider = decision.player if decision is not None else None
        self._records.append(ActionRecord(decider, self._state.n_dice > rolls))
        marks = self._checkpoints
        if marks is not None and (marks[-1].year, marks[-1].phase) != (self._state.year,
                                                                       self._state.phase):
            marks.append(self._checkpoint(len(self._records)))

    def _checkpoint(self, actions: int = 0) -> Checkpoint:
        st = self._state
        return Checkpoint(actions, st.year, st.phase, st.digest())

    @property
    def checkpoints(self) -> tuple[Checkpoint, ...] | None:
        """The digest at every new phase since the start, if this game keeps them."""
        return tuple(self._checkpoints) if self._checkpoints is not None else None

    def undo_limit(self, side: Side | None) -> UndoLimit:
        """How far ``side`` may undo without the other player's consent (see the module
        docstring). ``None`` (nobody at the screen, e.g. the game is over) may undo
        nothing alone."""
        for index in range(len(self._records) - 1, -1, -1):
            record = self._records[index]
            if record.chance:
                return UndoLimit(index + 1, UndoStop.CHANCE)
            if side is None or record.decider is not side:
                return UndoLimit(index + 1, UndoStop.OPPONENT)
        return UndoLimit(0, UndoStop.START)

    @property
    def last_decider(self) -> Side | None:
        """The player who answered the last decision (None: no action yet)."""
        return self._records[-1].decider if self._records else None

    def can_undo_alone(self, side: Side | None) -> bool:
        """True if ``side`` may take the last action back without consent."""
        return len(self._actions) > self.undo_limit(side).floor

    def refusal(self, action: Action, language: str | Catalogue | None = None) -> str | None:
        """Why ``apply(action)`` would be refused now (with the rule number), in
        ``language`` (English by default), or None if it would be accepted. Nothing
        changes: the GUI checks a planned move with it."""
        if not isinstance(action, Action):
            return f"not an action: {action!r}"
        try:
            check_action(self._eng, self._state, action)
        except IllegalActionError as exc:
            return refusal_text(exc, language)
        except NoDecisionPendingError as exc:
            return str(exc)
        return None

    def undo(self) -> bool:
        """Go back one decision point. False if there is nothing to undo."""
        if not self._actions:
            return False
        redo = [*self._redo, self._actions[-1]]
        self.undo_to(len(self._actions) - 1)
        self._redo = redo
        return True

    def redo(self) -> bool:
        """Re-apply the last undone action. False if there is none."""
        if not self._redo:
            return False
        self.apply(self._redo[-1])
        return True

    def undo_to(self, index: int) -> None:
        """Return to the state right after action number ``index`` (0: the start)."""
        if not 0 <= index <= len(self._actions):
            raise IndexError(f"no action #{index}: the game has {len(self._actions)}")
        undone = self._actions[index:]
        while self._snapshots[-1][0] > index:
            self._snapshots.pop()
        base, snapshot = self._snapshots[-1]
        state = snapshot.clone()
        for action in self._actions[base:index]:
            apply_action(self._eng, state, action)
        self._state = state
        del self._actions[index:]
        del self._records[index:]
        if self._checkpoints is not None:
            self._checkpoints = [c for c in self._checkpoints if c.actions <= index]
        self._redo = list(reversed(undone))
        self._version += 1

    # --- saving --------------------------------------------------------------------------

    def to_save_dict(self) -> dict[str, Any]:
        return save_dict(self)

    @classmethod
    def from_save_dict(cls, data: Any,
                       scenario_resolver: Callable[[str], ScenarioBundle] | None = None) -> Game:
        """Rebuild a saved game by replaying every action, checking each one."""
        return replay_save(cls.new, data, scenario_resolver)
