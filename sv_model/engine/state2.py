"""State of the Rules engine II rules (3.5, 3.6, 4, 5, 6) kept in ``GameState.ii``.

Plain data like the rest of the state: cloned for undo, part of the digest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sv_model.schemas.scenario import Side

LATER_FIELD = {"digest": "omit_default"}
"""Metadata of a state field added after the first saves: left out of the digest while it
holds its default, so the games saved before it still replay to their recorded digest."""


@dataclass(frozen=True, slots=True)
class Continuation:
    """3.6.3 D/: a rebel leader's move that may go on after a successful rally.

    ``units`` may go on with him: those that came with him and the rallied ones.
    ``spent`` is the MP each piece has used in this move (rallied units: none);
    ``cost`` the move's MP so far and ``outside`` whether every zone it entered is
    outside the Empire (both for the 2-MP limit of 7.3). ``active`` turns True once
    the rally succeeds; until then the record waits for the rally's die.
    """

    leader: str
    zone: str
    units: tuple[str, ...]
    spent: tuple[tuple[str, int], ...]
    cost: int
    outside: bool
    active: bool = False

    def spent_by(self, piece: str) -> int:
        return dict(self.spent).get(piece, 0)


@dataclass(slots=True)
class RulesIIState:
    """Nominations, usurpations, stratagem bookkeeping and plague records."""

    # 3.5.1: SECONDUS's candidates presented this turn, and whether PRIMUS used his veto.
    proposed: list[str] = field(default_factory=list)
    veto_used: bool = False
    # 3.5.1 (Constantin's sons): the highest title each leader was ever named to.
    named: dict[str, str] = field(default_factory=dict)
    # 3.6: per Usurper, the die bonus of his stratagem, the diocese where he was
    # validated and the diocese he chose in C/.
    usurper_bonus: dict[str, int] = field(default_factory=dict)
    usurper_diocese: dict[str, str] = field(default_factory=dict)
    extension: dict[str, str] = field(default_factory=dict)
    # 3.6.4: the side each Civil War leader left, where he goes back if the usurpation fails.
    origin_side: dict[str, Side] = field(default_factory=dict)
    # 3.5.2 case 4/: leaders the succession's loyalty test sends over to PRIMUS are not
    # tested again by the Usurper's B/ and C/ (our reading).
    exempt: list[str] = field(default_factory=list)
    # 6: counters out of the game for good, and those not yet in play (Hérésie).
    out_of_game: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    drawn_role: dict[str, Side] = field(default_factory=dict)
    # 6.3: targets picked so far for the stratagem being resolved.
    picking: list[str] = field(default_factory=list)
    # 6.3: stratagems played for the battle being fought (Roma Victor / Furor Germanicus).
    battle_plays: list[str] = field(default_factory=list)
    battle_fled: bool = False
    # 6.3 plague: pieces already struck, with the plague zone they were struck in.
    plague_hit: dict[str, str] = field(default_factory=dict)
    # 3.6.3 D/: the move a successful rally lets go on (frozen: shared by clones).
    continuation: Continuation | None = field(default=None, metadata=LATER_FIELD)

    def clone(self) -> RulesIIState:
        return RulesIIState(
            list(self.proposed), self.veto_used, dict(self.named),
            dict(self.usurper_bonus), dict(self.usurper_diocese), dict(self.extension),
            dict(self.origin_side), list(self.exempt), list(self.out_of_game),
            list(self.set_aside),
            dict(self.drawn_role), list(self.picking), list(self.battle_plays),
            self.battle_fled, dict(self.plague_hit), self.continuation)
