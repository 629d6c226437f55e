"""``PlaySession``: the one interface the screen plays a game through (issue 40).

A session owns the game, the seats (human or computer), the undo policy and the
journal. The screen asks it, for a side, what that side may know (``view``) and what is
pending (``decision``), hands it the player's answers (``apply``) and listens to its
events; it never reads the engine's state. Two implementations fit behind it:

- ``session.local.LocalSession`` holds a ``Game`` on this machine. Everything happens
  at once: ``apply`` returns when the action is in, its events already told, and a
  refusal comes back as the return value (and ``on_refused``).
- A remote session (the online-play issue) holds only the views the game server sends
  it, never the game. ``apply`` only sends the action and returns None: the server
  (the referee) checks it, and ``on_applied`` comes back when the referee accepted it,
  or ``on_refused`` with the engine's message when it did not. ``view(side)`` answers
  only for its own side and the table (``None``); ``undo`` asks the referee, who asks
  the other player. Nothing else changes for the screen, which is why the screen must
  not read anything a view does not hold.

Events (``events.Event``) are plain callbacks, told in this order after a change:
``on_applied`` (an action went in, a redo too) or ``on_undone`` (actions were taken
back; the number left), then ``on_decision_changed`` (the pending decision, when it is
not the one told before; None once the game is over), then ``on_ended`` (the result,
when the change ended the game).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from sv_desktop.session.events import Event
from sv_desktop.session.undo_policy import UndoPlan
from sv_model.engine.actions import Action
from sv_model.engine.core import Decision
from sv_model.engine.messages import Message
from sv_model.engine.state import GameResult
from sv_model.engine.view import PlayerView
from sv_model.schemas.scenario import Side
from sv_model.seat_players import SeatPlayers


@dataclass(frozen=True)
class Refusal:
    """Why the engine refused an action (its message names the rule): ``message`` in
    English, ``said`` the engine's message to word in the reader's language
    (``sv_model.engine.messages.render``) when the refusal has one."""

    action: Action
    message: str
    said: Message | None = None


class PlaySession(Protocol):
    """A game in play, as the screen sees it (see the module docstring)."""

    on_applied: Event[Action]
    on_undone: Event[int]
    on_decision_changed: Event[Decision | None]
    on_ended: Event[GameResult]
    on_refused: Event[Refusal]

    @property
    def players(self) -> SeatPlayers:
        """Who plays each seat (the computer's seats and levels)."""

    def seat(self, side: Side) -> int:
        """The seat that holds ``side`` now (roles change seats, 5)."""

    def is_ai(self, side: Side) -> bool:
        """Whether the computer plays ``side`` now."""

    def view(self, side: Side | None) -> PlayerView:
        """What ``side`` may know now (None: what both players see)."""

    @property
    def decision(self) -> Decision | None:
        """The decision pending (None: the game is over)."""

    @property
    def position(self) -> int:
        """How many actions have been taken."""

    def apply(self, action: Action) -> Refusal | None:
        """Answer the pending decision; the refusal if it is known now (local: always;
        remote: never, ``on_refused`` tells it)."""

    def undo_plan(self, casual: bool) -> UndoPlan:
        """How far Edit ▸ Undo goes now, and whose consent it needs (``undo_policy``)."""

    def undo(self) -> bool:
        """Take the last action back (the plan has been followed); False if none."""

    def redo(self) -> bool:
        """Apply the last action taken back again; False if none."""

    def undo_to(self, count: int) -> bool:
        """Keep only the first ``count`` actions; False if there is nothing after them."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> GameResult | None:
        """The final count once the game is over (10.3)."""
