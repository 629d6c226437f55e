"""The public board of an engine position: pieces on the map (a piece aboard a fleet is
shown in its fleet's zone), control, peoples, markers and fleets at sea (1.3, 7.4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TypeVar

from sv_desktop.board.board_view import BoardView, Catalogue, add_constantinople, build_board
from sv_desktop.board.describe import Namer
from sv_model.engine.state import ON_MAP, GameState, LeaderState, UnitState

Piece = TypeVar("Piece", LeaderState, UnitState)


def board_from_state(cat: Catalogue, st: GameState) -> BoardView:
    """The public board of an engine state: pieces on the map, control, markers."""
    fleets_at = {fid: (f.at or _home(cat, fid)) for fid, f in st.fleets.items()}

    def placed(records: Mapping[str, Piece]) -> list[tuple[str, Piece]]:
        """The pieces on the map; one aboard a fleet at sea stands in the fleet's zone."""
        out: list[tuple[str, Piece]] = []
        for rid, rec in records.items():
            if rec.status != ON_MAP:
                continue
            at_sea = fleets_at.get(rec.aboard) if rec.aboard else None
            out.append((rid, replace(rec, zone=at_sea) if at_sea else rec))
        return out

    namer = Namer(cat)
    markers: dict[str, list[str]] = {}
    for marker_id, zone in st.markers.items():
        markers.setdefault(zone, []).append(namer(marker_id.split(":")[0]))
    add_constantinople(markers, cat, st.constantinopolis_built)
    fleets = [(fid, {"zone": fleets_at.get(fid), "controller": f.side,
                     "returns_year": f.returns_year})
              for fid, f in st.fleets.items() if f.returns_year is None]
    return build_board(cat, placed(st.leaders), placed(st.units), fleets, st.diocese_control,
                       list(st.peoples.items()), markers,
                       unit_owner={uid: u.side for uid, u in st.units.items()})


def _home(cat: Catalogue, fleet_id: str) -> str | None:
    for z in cat.game_map.zones:
        if z.port == fleet_id:
            return z.id
    return None
