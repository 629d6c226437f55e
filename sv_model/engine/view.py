"""What one player may know of a game: ``Game.view(side)`` (OpenSpiel's observers).

The engine, not the screen, keeps hidden information hidden. A ``PlayerView`` holds a
copy of the state without what the player may not see: the other player's stratagems
(only how many he holds), the order and contents of the cup (only its size), the dice
counter, the seed and any face chosen in advance, the journal (the view's ``log`` holds
the lines he may read), and which role drew each counter of the other
hand. The log keeps the lines the player may read, and the current decision comes whole
only to the player who makes it; the other learns who decides and, unless answering
shows a hand of stratagems (6), what kind of decision it is. ``side=None`` is the
table: what both players may see.

The public state is a ``GameState``, so the engine's read-only queries (``queries``,
``movement_query``...) work on it as they do on the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sv_model.engine.decisions import DecisionKind
from sv_model.engine.dice import Journal, LogEntry
from sv_model.engine.records import plain
from sv_model.engine.state import GameState, plain_digest
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_model.engine.core import Decision


@dataclass(frozen=True)
class PlayerView:
    """What ``side`` may know now (``None``: what both players may see)."""

    side: Side | None
    public: GameState
    hand: tuple[str, ...]
    hand_sizes: Mapping[Side, int]
    cup_size: int
    log: tuple[LogEntry, ...]
    deciding: Side | None
    decision_kind: DecisionKind | None
    decision: Decision | None

    def to_plain(self) -> dict[str, Any]:
        """A JSON-ready rendering of everything the view holds."""
        decision = self.decision
        return {
            "side": plain(self.side), "public": self.public.to_plain(), "hand": list(self.hand),
            "hand_sizes": plain(self.hand_sizes), "cup_size": self.cup_size,
            "log": [plain(entry) for entry in self.log], "deciding": plain(self.deciding),
            "decision_kind": plain(self.decision_kind),
            "decision": None if decision is None else {
                "kind": decision.kind.value, "player": decision.player.value,
                "rule": decision.rule, "prompt": plain(decision.prompt),
                "payload": plain(decision.payload), "open_ended": decision.open_ended,
                "options": [o.to_dict() for o in decision.options]},
        }

    def digest(self) -> str:
        """Equal views give equal digests."""
        return plain_digest(self.to_plain())


def player_view(st: GameState, log: list[LogEntry], decision: Decision | None,
                side: Side | None) -> PlayerView:
    """The view of ``side`` (``None``: the table) of a game at ``st``."""
    public = st.clone()
    hand = tuple(st.hands[side]) if side is not None else ()
    public.hands = {s: list(hand) if s is side else [] for s in Side}
    public.cup = []
    public.n_dice = public.n_log = public.seed = 0
    public.journal = Journal.new()
    public.forced_dice = []
    public.deck.drawn_role = {k: v for k, v in st.deck.drawn_role.items() if k in hand}
    pending = st.pending
    deciding = pending.player if pending is not None and not st.over else None
    kind = None
    if pending is not None and deciding is not None:
        kind = pending.kind if deciding is side or not pending.kind.secret else None
        if kind is None:
            public.pending = None
    return PlayerView(
        side=side, public=public, hand=hand,
        hand_sizes={s: len(st.hands[s]) for s in Side}, cup_size=len(st.cup),
        log=tuple(e for e in log if e.secret_for is None or e.secret_for is side),
        deciding=deciding, decision_kind=kind,
        decision=decision if decision is not None and decision.player is side else None)
