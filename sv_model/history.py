"""A game's history, decision by decision, and any earlier position rebuilt apart from
the game: what play mode's history browser shows.

``GameHistory`` follows a game by replaying its actions on a copy of it started afresh
(``Game.restarted``, on the game's own engine), through the engine's own
``apply_action`` as ``Game.undo_to`` does (the game checked each action when it took
it). For every action it records the decision it answered and how far the log had
grown once the engine stopped at the next decision. Every ``SNAPSHOT_EVERY`` actions it keeps a copy of the state, so that any
earlier position is rebuilt from a clone of the nearest copy with at most 15 actions
(a position holds its own dice and journal): the game itself never changes.

What a player may know of it is the only way out:

- ``entries(side)``: one ``Entry`` per decision ``side`` may see, with the log lines he
  may read (``secret_for`` is nobody or him, as in ``Game.view``). A decision that
  showed the other player's hand of stratagems (``DecisionKind.secret``) is not listed,
  not even as "a decision": its public lines are folded into the entry before it;
- ``position(actions, side)``: ``Game.view(side)`` of the game as it stood after that
  many actions (the other hand, the cup and the dice counter left out).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sv_model.engine.actions import Action
from sv_model.engine.core import Engine, apply_action
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.dice import LogEntry
from sv_model.engine.game import Game
from sv_model.engine.messages import MessageId
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView, player_view
from sv_model.schemas.scenario import Side

SNAPSHOT_EVERY = 16
BATTLE_LINES = frozenset({MessageId.BATTLE_ROLLED, MessageId.BATTLE_ROW_SET})
"""A battle's result (8.3): an entry with one of these lines is a battle."""


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the game: the decision it answered (asked in ``year``, ``phase``)
    and the end of the log lines it led to, up to the next decision."""

    number: int  # actions taken once it is applied: 1 for the first
    year: int
    phase: str
    player: Side | None
    kind: DecisionKind | None
    rule: str
    action: Action
    log_end: int

    def hidden_from(self, side: Side | None) -> bool:
        """True if answering it showed a hand of stratagems that is not ``side``'s."""
        return self.kind is not None and self.kind.secret and self.player is not side


@dataclass(frozen=True, slots=True)
class Entry:
    """A decision as one player may read it, or the start of the game (``action`` None).

    ``first`` is its action number (0: the start); ``last`` is the position it shows:
    after that many actions, past the decisions he may not see that followed it."""

    first: int
    last: int
    year: int
    phase: str
    player: Side | None
    kind: DecisionKind | None
    rule: str
    action: Action | None
    lines: tuple[LogEntry, ...]

    @property
    def battle(self) -> bool:
        """A battle was fought (its die rolled, or its row set) after this decision."""
        return any(line.message in BATTLE_LINES for line in self.lines)


class GameHistory:
    """The history of one game, kept in step with it by ``sync``."""

    def __init__(self, game: Game) -> None:
        start = game.restarted()
        self._eng: Engine = start.engine
        self._state: GameState = start.state
        self._start = (start.state.year, start.state.phase)
        self._start_log = start.state.n_log
        self._actions: list[Action] = []
        self._steps: list[Step] = []
        self._snapshots: list[tuple[int, GameState]] = [(0, self._state.clone())]
        self.sync(game.actions)

    def __len__(self) -> int:
        """The number of actions followed."""
        return len(self._actions)

    def sync(self, actions: Sequence[Action]) -> int:
        """Follow the game to ``actions`` (after moves, undo, redo); returns how many of
        the actions followed so far are kept."""
        keep = 0
        known = self._actions
        limit = min(len(known), len(actions))
        while keep < limit and (known[keep] is actions[keep] or known[keep] == actions[keep]):
            keep += 1
        if keep < len(known):
            self._rewind(keep)
        for action in actions[keep:]:
            self._step(action)
        return keep

    def _step(self, action: Action) -> None:
        st = self._state
        pending = None if st.over else st.pending
        year, phase = st.year, st.phase
        apply_action(self._eng, st, action)
        self._actions.append(action)
        self._steps.append(Step(
            len(self._actions), year, phase, pending.player if pending else None,
            pending.kind if pending else None, pending.rule if pending else "", action,
            st.n_log))
        if len(self._actions) % SNAPSHOT_EVERY == 0:
            self._snapshots.append((len(self._actions), st.clone()))

    def _rewind(self, count: int) -> None:
        while self._snapshots[-1][0] > count:
            self._snapshots.pop()
        base, snapshot = self._snapshots[-1]
        self._state = snapshot.clone()
        for action in self._actions[base:count]:
            apply_action(self._eng, self._state, action)
        del self._actions[count:]
        del self._steps[count:]

    # -- what a player may know -------------------------------------------------------------

    def entries(self, side: Side | None) -> list[Entry]:
        """The decisions ``side`` may see, each with the log lines he may read."""
        self._state.compact_journal()
        log = self._state.log
        groups: list[tuple[Step | None, int, int, int]] = [(None, 0, self._start_log, 0)]
        for step in self._steps:
            head, start, _end, _last = groups[-1]
            if step.hidden_from(side):  # folded into the entry before it
                groups[-1] = (head, start, step.log_end, step.number)
            else:
                groups.append((step, groups[-1][2], step.log_end, step.number))
        return [self._entry(head, tuple(e for e in log[start:end]
                                        if e.secret_for is None or e.secret_for is side), last)
                for head, start, end, last in groups]

    def _entry(self, head: Step | None, lines: tuple[LogEntry, ...], last: int) -> Entry:
        if head is None:
            year, phase = self._start
            return Entry(0, last, year, phase, None, None, "", None, lines)
        return Entry(head.number, last, head.year, head.phase, head.player, head.kind,
                     head.rule, head.action, lines)

    def position(self, actions: int, side: Side | None) -> PlayerView:
        """What ``side`` could know of the game after ``actions`` actions; rebuilt on a
        clone of the nearest snapshot."""
        if not 0 <= actions <= len(self._actions):
            raise IndexError(f"no position after {actions} actions: the game has "
                             f"{len(self._actions)}")
        base, snapshot = max((s for s in self._snapshots if s[0] <= actions),
                             key=lambda s: s[0])
        st = snapshot.clone()
        for action in self._actions[base:actions]:
            apply_action(self._eng, st, action)
        return player_view(st, st.log, None, side)
