"""Units left on the way (3.4.1): the moves with a drop that the AI weighs.

The engine lists each group's cheapest path to each zone, with every unit going all
the way. A leader may also leave units in the zones he passes through, to hold a zone
or a diocese behind him. The AI tries, for its best few moves of a leader with two or
more units, leaving his weakest unit in each zone of the path but the last; the rules
engine checks each one (stacking, 3.4.1) when it is tried.
"""

from __future__ import annotations

from sv_model.engine.actions import Move
from sv_model.engine.board import Board
from sv_model.engine.state import GameState

MOVES_WITH_DROPS = 3
"""How many of the best moves the AI also tries with a unit left on the way."""


def drop_variants(board: Board, st: GameState, move: Move) -> list[Move]:
    """``move`` with its weakest unit left in each zone of its path but the last."""
    if move.leader is None or len(move.units) < 2 or len(move.path) < 2 or move.drop:
        return []
    weakest = min(move.units, key=lambda u: (board.face(u, st.units[u].weakened).sp, u))
    return [Move(leader=move.leader, units=move.units, path=move.path,
                 drop=((weakest, index),)) for index in range(len(move.path) - 1)]
