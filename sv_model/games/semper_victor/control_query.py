"""Who controls a zone, a diocese or a people (3.7, 4.4.1, 4.4.2), read from a state.

Below ``stacking`` (which asks who controls a zone) and ``control`` (which brings control
up to date and settles the pieces that changed hands).
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.state import GameState
from sv_model.schemas.scenario import Side

ORIENS = "oriens"


def diocese_of_zone(eng: Engine, zone: str | None) -> str | None:
    return None if zone is None else eng.board.zone_diocese.get(zone)


def zone_controller(eng: Engine, st: GameState, zone: str | None) -> Side | None:
    diocese = diocese_of_zone(eng, zone)
    return None if diocese is None else st.diocese_control.get(diocese)


def people_controller(eng: Engine, st: GameState, people_id: str) -> Side | None:
    """4.4.1: a people is run by the side that does NOT hold its band's diocese.

    Armenia (4.4.2) is run by whoever holds Oriens. A band naming several
    dioceses follows the first one listed (our reading).
    """
    board = eng.board
    if board.is_armenian(people_id):
        if ORIENS in st.diocese_control:
            return st.diocese_control[ORIENS]
        band = board.peoples[people_id].entry_band
        return st.diocese_control.get(band[0]) if band else None
    band = board.peoples[people_id].entry_band
    holder = st.diocese_control.get(band[0]) if band else None
    return None if holder is None else holder.other
