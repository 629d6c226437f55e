"""Note 2 of 3.6.3: Usurpers and Civil War leaders never stack with the loyal Roman
leaders of their own side (they may pass through their zones).

A Roman leader is a *rebel* when he is a Usurper or carries a Civil War
marker. Combat units have no faction of their own: they belong to the force
of the leaders they stand with. Two rebels of the same player (3.6.5) may
stack together.
"""

from __future__ import annotations

from collections.abc import Iterable

from sv_model.engine.actions import Action, Move, NavalMove
from sv_model.engine.core import Engine
from sv_model.engine.messages import Message, msg
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.schemas.scenario import Side, Title

NOTE2 = msg(M.NO_NOTE2)


def is_rebel(st: GameState, leader_id: str) -> bool:
    x = st.leaders[leader_id]
    return x.title is Title.USURPER or x.civil_war


def side_has_rebels(eng: Engine, st: GameState, side: Side) -> bool:
    return any(x.status == ON_MAP and x.side is side and (x.title is Title.USURPER or x.civil_war)
               for x in st.leaders.values())


def faction_problem(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                    leaders: Iterable[str | None], zone: str) -> Message | None:
    """Why Roman ``leaders`` of ``side`` may not end a move in ``zone`` (None if they may)."""
    board = eng.board
    movers = [x for x in leaders if x is not None and board.is_roman_leader(x)]
    if not movers:
        return None
    statuses = {is_rebel(st, x) for x in movers}
    for other in occ.leaders_of(zone, side):
        if other in movers or not board.is_roman_leader(other):
            continue
        statuses.add(is_rebel(st, other))
    return NOTE2 if len(statuses) > 1 else None


def note2_filter(eng: Engine, st: GameState, side: Side, actions: list[Action]) -> list[Action]:
    """Drop the movement options that would break Note 2 (only while a civil war runs)."""
    note2 = Note2.of(eng, st, side)
    if note2 is None:
        return actions
    out: list[Action] = []
    for action in actions:
        if isinstance(action, Move):
            if action.leader is not None and not note2.keeps(action.leader, action):
                continue
        elif isinstance(action, NavalMove) and not note2.keeps_naval(action):
            continue
        out.append(action)
    return out


class Note2:
    """Note 2's filter of one position's moves for one side, while it has rebels: the
    rebel statuses of its Roman leaders in each zone, read once."""

    __slots__ = ("barred", "eng", "occ", "rebels", "roman", "side", "st", "statuses")

    def __init__(self, eng: Engine, st: GameState, side: Side) -> None:
        self.eng, self.st, self.side = eng, st, side
        self.roman = roman = eng.board.roman_leaders
        # zone -> rebel statuses of the side's Roman leaders there
        self.statuses: dict[str, set[bool]] = {}
        for zone, ids in st.zones.leaders.items():
            for x in ids:
                if x in roman and st.leaders[x].side is side:
                    self.statuses.setdefault(zone, set()).add(is_rebel(st, x))
        self.rebels: dict[str, bool] = {}  # is_rebel of each moving leader, asked once
        self.barred: dict[bool, frozenset[str]] = {}
        self.occ: Occupancy | None = None

    @classmethod
    def of(cls, eng: Engine, st: GameState, side: Side) -> Note2 | None:
        """The filter, or None if no civil war runs for ``side`` (every move kept)."""
        return cls(eng, st, side) if side_has_rebels(eng, st, side) else None

    def keeps(self, leader: str, move: Move) -> bool:
        """Whether ``leader``'s ``move`` may end where it ends."""
        if not move.path or leader not in self.roman:
            return True
        present = self.statuses.get(move.path[-1])
        if not present:
            return True
        rebel = self.rebels.get(leader)
        if rebel is None:
            rebel = self.rebels[leader] = is_rebel(self.st, leader)
        return present == {rebel}

    def kept_moves(self, leader: str, moves: list[Move]) -> list[Move]:
        """``moves`` of one group led by ``leader``, those that Note 2 allows, in order."""
        if leader not in self.roman:
            return moves
        rebel = self.rebels.get(leader)
        if rebel is None:
            rebel = self.rebels[leader] = is_rebel(self.st, leader)
        barred = self.barred.get(rebel)
        if barred is None:  # the zones where a leader of that status may not end
            barred = self.barred[rebel] = frozenset(
                zone for zone, present in self.statuses.items() if present != {rebel})
        if not barred:
            return moves
        return [move for move in moves if not move.path or move.path[-1] not in barred]

    def keeps_naval(self, action: NavalMove) -> bool:
        """Whether the leaders landing with a fleet move may stand where they land."""
        if action.land is None:
            return True
        st = self.st
        self.occ = occ = self.occ if self.occ is not None else Occupancy(st)
        aboard = [x.id for x in st.leaders.values()
                  if x.aboard == action.fleet and x.status == ON_MAP]
        return faction_problem(self.eng, st, occ, self.side, (*aboard, *action.leaders),
                               action.land) is None
