"""What one edit of a scenario's set-up does to its data (no Qt).

Each function takes the current data and returns the new values of the keys it changes,
ready for one undo command. Set-up rows are plain dicts as in the file; a field at its
default is left out, so that the file stays as short as the ones written by hand.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Nationality, Roster


class Absent(Enum):
    """The value of a key the data does not hold. An enum member, so that every copy
    (``copy.deepcopy`` in undo commands) is the member itself: undo puts back an absent
    key as absent, never as a stray object."""

    KEY = "absent"


MISSING: Final = Absent.KEY

LEADER, UNIT, FLEET = "leader", "unit", "fleet"
HOME_PORT = "home port"
"""The place of a fleet the set-up does not name (shown translated)."""
LIST_OF = {LEADER: "leaders", UNIT: "units", FLEET: "fleets"}
DEFAULTS: dict[str, Any] = {"side": None, "title": None, "pax_romana": False,
                            "protectores": False, "civil_war": False, "weakened": False,
                            "note": "", "notes": {}, "returns_year": None, "controller": None}


@dataclass(frozen=True)
class PieceRef:
    """A counter of the roster or a fleet of the map: ``kind`` is leader, unit or fleet."""

    kind: str
    id: str

    def token(self) -> str:
        return f"{self.kind}:{self.id}"

    @classmethod
    def parse(cls, token: str) -> PieceRef | None:
        kind, _, ident = token.partition(":")
        return cls(kind, ident) if kind in LIST_OF and ident else None


def rows(data: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    value = data.get(LIST_OF[kind])
    return [r for r in value if isinstance(r, dict)] if isinstance(value, list) else []


def row_of(data: dict[str, Any], piece: PieceRef) -> dict[str, Any] | None:
    return next((r for r in rows(data, piece.kind) if r.get(piece.kind) == piece.id), None)


def placed(data: dict[str, Any]) -> dict[PieceRef, str | None]:
    """Every piece the set-up names, and its zone."""
    return {PieceRef(kind, str(r.get(kind))): r.get("zone")
            for kind in LIST_OF for r in rows(data, kind)}


def _default_side(data: dict[str, Any], game_map: GameMap, zone: str) -> str:
    """A Roman leader placed in a zone takes the side controlling its diocese (3.7.1)."""
    diocese = next((z.diocese for z in game_map.zones if z.id == zone), None)
    control = data.get("diocese_control")
    side = control.get(diocese) if isinstance(control, dict) and diocese else None
    return str(side) if side else "PRIMUS"


def _new_row(data: dict[str, Any], piece: PieceRef, zone: str, game_map: GameMap,
             roster: Roster) -> dict[str, Any]:
    row: dict[str, Any] = {piece.kind: piece.id, "zone": zone}
    if piece.kind == LEADER:
        leader = next((x for x in roster.leaders if x.id == piece.id), None)
        if leader is not None and leader.nationality is Nationality.ROMAN:
            row["side"] = _default_side(data, game_map, zone)
        elif leader is not None and not _people_at_war(data, leader.people):
            row["pax_romana"] = True  # his people are at peace (1.2.1)
    return row


def _people_at_war(data: dict[str, Any], people: str | None) -> bool:
    value = data.get("peoples")
    return any(isinstance(p, dict) and p.get("people") == people and p.get("at_war")
               for p in value) if isinstance(value, list) else False


def move_pieces(data: dict[str, Any], pieces: Iterable[PieceRef], zone: str,
                game_map: GameMap, roster: Roster) -> dict[str, Any]:
    """Put ``pieces`` in ``zone``: placed ones move, the others are added to the set-up."""
    out = {LIST_OF[k]: copy.deepcopy(rows(data, k)) for k in LIST_OF}
    for piece in pieces:
        records = out[LIST_OF[piece.kind]]
        row = next((r for r in records if r.get(piece.kind) == piece.id), None)
        if row is None:
            records.append(_new_row(data, piece, zone, game_map, roster))
        else:
            row["zone"] = zone
    return _only_changed(data, out)


def people_pieces(data: dict[str, Any], people: str, roster: Roster) -> list[PieceRef]:
    """A people's units, and its leaders in the game in the scenario's first year (4.2.1)."""
    start = data.get("start_year")
    year = start if isinstance(start, int) else 0
    leaders = [PieceRef(LEADER, x.id) for x in roster.leaders if x.people == people
               and (x.enters_year is None or x.enters_year <= year)
               and (x.leaves_after_year is None or year <= x.leaves_after_year)]
    return [PieceRef(UNIT, u.id) for u in roster.units if u.people == people] + leaders


def place_people(data: dict[str, Any], people: str, game_map: GameMap,
                 roster: Roster) -> dict[str, Any]:
    """Every counter of a people in its zones of origin (4.2.3), dealt in turn over them
    when it has several; counters already there stay."""
    zones = sorted(z.id for z in game_map.zones if z.people == people)
    if not zones:
        return {}
    work = {k: copy.deepcopy(v) for k, v in data.items()}
    where = placed(data)
    for i, piece in enumerate(p for p in people_pieces(data, people, roster)
                              if where.get(p) not in zones):
        work.update(move_pieces(work, [piece], zones[i % len(zones)], game_map, roster))
    return _only_changed(data, {k: work.get(k, []) for k in LIST_OF.values()})


def remove_pieces(data: dict[str, Any], pieces: Iterable[PieceRef]) -> dict[str, Any]:
    gone = set(pieces)
    out = {LIST_OF[k]: [r for r in rows(data, k) if PieceRef(k, str(r.get(k))) not in gone]
           for k in LIST_OF}
    return _only_changed(data, out)


def set_field(data: dict[str, Any], piece: PieceRef, field: str, value: Any) -> dict[str, Any]:
    """One field of a placed piece's row; the default value removes the field."""
    records = copy.deepcopy(rows(data, piece.kind))
    if piece.kind == FLEET and not any(r.get(FLEET) == piece.id for r in records):
        records.append({FLEET: piece.id})  # a fleet in its home port, named from now on
    for row in records:
        if row.get(piece.kind) == piece.id:
            if field in DEFAULTS and value == DEFAULTS[field]:
                row.pop(field, None)
            else:
                row[field] = value
    return _only_changed(data, {LIST_OF[piece.kind]: records})


def set_record(data: dict[str, Any], key: str, name_field: str, name: str,
               values: dict[str, Any]) -> dict[str, Any]:
    """A people's row (or any row named by ``name_field``) with ``values``; added when
    missing, removed when every value is its default."""
    value = data.get(key)
    records = copy.deepcopy([r for r in value if isinstance(r, dict)]) if isinstance(
        value, list) else []
    row = next((r for r in records if r.get(name_field) == name), None)
    if row is None:
        row = {name_field: name}
        records.append(row)
    for field, v in values.items():
        if v in (None, False, ""):
            row.pop(field, None)
        else:
            row[field] = v
    if set(row) == {name_field}:
        records.remove(row)
    return _only_changed(data, {key: records})


def _only_changed(data: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if data.get(k, []) != v}


@dataclass(frozen=True)
class Change:
    """A counter added to, removed from or moved in the set-up since the last save."""

    piece: PieceRef
    before: str | None  # its zone in the saved file (None: not there)
    after: str | None  # its zone now (None: removed)

    @property
    def kind(self) -> str:
        return "added" if self.before is None else "removed" if self.after is None else "moved"

    @property
    def zone(self) -> str:
        """The zone the change is listed under: where the counter is now, or was."""
        return str(self.after if self.after is not None else self.before)


def changes_since(saved: dict[str, Any], data: dict[str, Any]) -> list[Change]:
    """Counters added, removed and moved between the saved set-up and the current one,
    by zone (fleets absent from a set-up are in their home port: ``None`` zone)."""
    MISSING_ZONE = "\0"
    before, after = placed(saved), placed(data)
    out = []
    for piece in sorted(set(before) | set(after), key=lambda p: (p.kind, p.id)):
        b, a = before.get(piece, MISSING_ZONE), after.get(piece, MISSING_ZONE)
        if b != a:
            out.append(Change(piece, None if b == MISSING_ZONE else b or HOME_PORT,
                              None if a == MISSING_ZONE else a or HOME_PORT))
    return sorted(out, key=lambda c: (c.zone, c.kind, c.piece.id))
