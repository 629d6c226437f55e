"""Passing one's E windows for the rest of the opponent's M/CS (6, rules version 3).

From rules version 3 the engine offers E stratagems to the non-phasing player after
each move of the phasing player (6: "at any moment of phase E, even during the
opponent's M/CS"). A hotseat game that asks at every window would then hand the
screen over after every move. So a player answering one of those windows may choose
"Pass for the rest of this M/CS": until that M/CS ends the screen answers his E
windows with a pass, without a handover. He chooses it himself, whatever he holds,
so it tells the other player nothing about his hand; battle windows are still asked.
"""

from __future__ import annotations

from sv_model.engine import Game
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind, StratagemWindow, Window
from sv_model.schemas.scenario import Side

McsKey = tuple[int, str, int, int]


def mcs_key(game: Game) -> McsKey | None:
    """Which M/CS is being played (None outside phase E)."""
    st = game.state
    if st.phase != "E" or st.phasing is None:
        return None
    return (st.year, st.phasing.value, st.mcs_left[Side.PRIMUS], st.mcs_left[Side.SECONDUS])


def applies(game: Game, decision: Decision) -> bool:
    """An E window of the player who is not moving."""
    payload = decision.payload
    return (decision.kind is DecisionKind.STRATAGEM_WINDOW
            and isinstance(payload, StratagemWindow) and payload.window is Window.E
            and game.state.phasing is not None and decision.player is not game.state.phasing
            and mcs_key(game) is not None)


class ReactionPass:
    """The players who chose to pass for the rest of the current M/CS."""

    def __init__(self) -> None:
        self._until: dict[Side, McsKey] = {}

    def arm(self, game: Game, side: Side) -> None:
        key = mcs_key(game)
        if key is not None:
            self._until[side] = key

    def passes(self, game: Game, decision: Decision) -> bool:
        """Whether the screen answers ``decision`` with a pass by itself."""
        return applies(game, decision) and self._until.get(decision.player) == mcs_key(game)

    def clear(self) -> None:
        self._until.clear()
