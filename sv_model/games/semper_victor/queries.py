"""Read-only questions about a state: who is where, titles, forces, enemies."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from sv_model.engine.board import Board
from sv_model.engine.state import ON_MAP, GameState, LeaderState, SidePieces
from sv_model.schemas.scenario import Side, Title

AUGUSTUS_TITLES = (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS, Title.AUGUSTUS)
IMPERIAL_TITLES = (*AUGUSTUS_TITLES, Title.CAESAR, Title.USURPER)


class Occupancy:
    """Who is in each land zone right now (pieces aboard fleets excluded). With
    ``zones``, only who is in those zones: ask it about them only (a check of one or
    a few zones, after every move, reads no more than it needs)."""

    def __init__(self, st: GameState, zones: Collection[str] | None = None) -> None:
        index = st.zones  # the position's own index (``state.ZoneIndex``), read as it is now
        if zones is None:
            self.units: Mapping[str, Sequence[str]] = dict(index.units)
            self.leaders: Mapping[str, Sequence[str]] = dict(index.leaders)
        else:
            self.units = _entries(index.units, zones)
            self.leaders = _entries(index.leaders, zones)
        self._st = st

    @classmethod
    def of(cls, st: GameState, units: Mapping[str, Sequence[str]],
           leaders: Mapping[str, Sequence[str]]) -> Occupancy:
        """An occupancy of ``st`` from tables made by the caller's own pass over the
        pieces, the same as ``Occupancy(st)`` makes (the movement listing's, which reads
        the pieces once for its zone tables and this)."""
        made = cls.__new__(cls)
        made.units, made.leaders, made._st = units, leaders, st
        return made

    def units_of(self, zone: str, side: Side | None) -> list[str]:
        return [u for u in self.units.get(zone, ()) if self._st.units[u].side is side]

    def leaders_of(self, zone: str, side: Side | None) -> list[str]:
        return [x for x in self.leaders.get(zone, ()) if self._st.leaders[x].side is side]

    def enemy_units(self, zone: str, side: Side) -> list[str]:
        """Units of the other side in ``zone`` (peoples at peace are nobody's enemy)."""
        other = side.other
        return [u for u in self.units.get(zone, ()) if self._st.units[u].side is other]

    def has_enemy_units(self, zone: str, side: Side) -> bool:
        other = side.other
        return any(self._st.units[u].side is other for u in self.units.get(zone, ()))

    def sides_with_units(self, zone: str) -> set[Side]:
        return {s for u in self.units.get(zone, ()) if (s := self._st.units[u].side) is not None}


def _entries(table: Mapping[str, tuple[str, ...]],
             zones: Collection[str]) -> dict[str, tuple[str, ...]]:
    """The entries of ``zones`` (those with pieces) of one of the index's tables."""
    if len(zones) < len(table):
        return {z: table[z] for z in zones if z in table}
    return {z: ids for z, ids in table.items() if z in zones}


def side_pieces(st: GameState) -> dict[str, SidePieces]:
    """Each zone's pieces of PRIMUS and of SECONDUS (``state.SidePieces``), kept in the
    position's ``ZoneIndex`` notes: only the zones whose pieces or sides changed since
    the last reading are sorted out again. The live table: read it, never keep it."""
    index = st.zones
    units, leaders = st.units, st.leaders

    def sort_out(zone: str) -> SidePieces | None:
        unit_ids = sorted(index.units.get(zone, ()))
        leader_ids = sorted(index.leaders.get(zone, ()))
        entry = (tuple(u for u in unit_ids if units[u].side is Side.PRIMUS),
                 tuple(u for u in unit_ids if units[u].side is Side.SECONDUS),
                 tuple(x for x in leader_ids if leaders[x].side is Side.PRIMUS),
                 tuple(x for x in leader_ids if leaders[x].side is Side.SECONDUS))
        return entry if any(entry) else None

    return index.derived.sides.now(index, sort_out)


def primus_augustus(st: GameState) -> LeaderState | None:
    return title_holder(st, Title.PRIMUS_AUGUSTUS)


def secundus_augustus(st: GameState) -> LeaderState | None:
    return title_holder(st, Title.SECONDUS_AUGUSTUS)


def title_holder(st: GameState, title: Title) -> LeaderState | None:
    for x in st.leaders.values():
        if x.title is title and x.status == ON_MAP:
            return x
    return None


def titled(st: GameState, side: Side, titles: Iterable[Title]) -> list[LeaderState]:
    wanted = set(titles)
    return [x for x in st.leaders.values()
            if x.status == ON_MAP and x.side is side and x.title in wanted]


def usurpers(st: GameState) -> list[LeaderState]:
    return [x for x in st.leaders.values() if x.status == ON_MAP and x.title is Title.USURPER]


def civil_war_in_progress(st: GameState) -> bool:
    """A validated usurpation is under way while a Usurper is in play (3.6)."""
    return bool(usurpers(st))


def has_imperial_title(x: LeaderState) -> bool:
    return x.title in IMPERIAL_TITLES


def leader_zone(st: GameState, leader_id: str) -> str | None:
    x = st.leaders.get(leader_id)
    return x.zone if x is not None and x.status == ON_MAP else None


def peoples_at_war(st: GameState, board: Board) -> list[str]:
    """Peoples at war with Rome (Armenia, allied to Rome, never is)."""
    return [p.id for p in st.peoples.values() if p.at_war and not board.is_armenian(p.id)]


def side_leaders_in_play(st: GameState, side: Side) -> list[LeaderState]:
    return [x for x in st.leaders.values()
            if x.status == ON_MAP and x.side is side and not x.pax_romana]


def unit_sp(st: GameState, board: Board, unit_id: str) -> int:
    return board.face(unit_id, st.units[unit_id].weakened).sp


def controlled_dioceses(st: GameState, side: Side) -> list[str]:
    return [d for d, s in st.diocese_control.items() if s is side]
