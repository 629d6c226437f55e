"""Plague strikes (6.3): what a Foyer or an Épidémie de peste does to the pieces in its zones.

The stratagems themselves (placing the marker, its end at phase E) are in
``stratagems.plague``; the strikes are here, below every module that moves pieces,
because the engine's own moves strike too from rules version 4 (``strike_entering``: a
7.1 escape, an event 6 hurry). A unit is weakened (a weakened one eliminated; at a
neighbour of an Épidémie, a weakened unit is spared); a leader rolls 1d10 and dies on a 9.
"""

from __future__ import annotations

from collections.abc import Sequence

from sv_model.engine.causes import DeathCause
from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, leader_ref, msg, zone_ref
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.pieces import HitCause, hit_unit

FOYER, EPIDEMIE = "foyer_de_peste", "epidemie_de_peste"
PLAGUES = (FOYER, EPIDEMIE)
DEADLY_FACE = 9


def plague_zones(eng: Engine, st: GameState) -> dict[str, bool]:
    """Struck zones -> True for a centre (weakened units die), False for a neighbour."""
    out: dict[str, bool] = {}
    for sid in PLAGUES:
        zone = st.markers.get(sid)
        if zone is None:
            continue
        if sid == EPIDEMIE:
            for n in eng.board.neighbours.get(zone, ()):
                out.setdefault(n, False)
        out[zone] = True
    return out


def strike(eng: Engine, st: GameState, piece: str, zone: str, centre: bool) -> None:
    st.plague.hit[piece] = zone
    if piece in st.units:
        hit_unit(eng, st, piece, cause=HitCause.STRATAGEM, spare_weakened=not centre)
        return
    die = eng.roll(st, 10, msg(MessageId.ROLL_PLAGUE, leader=leader_ref(piece),
                               zone=zone_ref(zone)), "6.3")
    if die == DEADLY_FACE:
        leader_dies(eng, st, piece, DeathCause.PLAGUE)


def sweep(eng: Engine, st: GameState) -> None:
    """Strike every piece standing in a plague zone it was not yet struck in."""
    if not any(sid in st.markers for sid in PLAGUES):
        return
    zones = plague_zones(eng, st)
    for pieces in (st.units, st.leaders):
        for piece in sorted(pieces):
            state = pieces[piece]
            zone = state.zone if state.status == ON_MAP and state.aboard is None else None
            if zone is None or zone not in zones:
                st.plague.hit.pop(piece, None)
                continue
            if st.plague.hit.get(piece) != zone:
                strike(eng, st, piece, zone, zones[zone])


def strike_entering(eng: Engine, st: GameState, piece: str, path: Sequence[str]) -> None:
    """6.3 (rules version 4): ``piece`` was moved by the engine along ``path`` (a 7.1
    escape, an event 6 hurry): it is struck in every plague zone it entered on the way,
    then where it stands."""
    if eng.rules_version < 4 or not any(sid in st.markers for sid in PLAGUES):
        return
    zones = plague_zones(eng, st)
    state = st.units.get(piece) or st.leaders[piece]
    for zone in path[:-1]:
        if zone in zones and state.status == ON_MAP:
            strike(eng, st, piece, zone, zones[zone])
    sweep(eng, st)
