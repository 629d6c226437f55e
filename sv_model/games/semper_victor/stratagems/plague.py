"""Plague stratagems (6.3): Foyer de peste and Épidémie de peste.

The marker goes on any land zone. Units there are weakened (weakened ones are
eliminated); each leader there rolls 1d10 and dies on a 9. Épidémie also
strikes the neighbouring zones, where already weakened units are spared and
leaders test as in the centre. Every piece that enters a struck zone later in
the turn suffers the same, whether it stops there or goes through (rules version 3),
and so do, from rules version 4, the engine's own moves (a 7.1 escape, an event 6 hurry:
the strikes themselves are in ``games.semper_victor.plague_strikes``, below the modules that move
pieces); a second plague strikes zones already struck again. The markers go back to the cup at the end of phase E. Leaders killed by plague give no
VP; a Dux or a non-Roman leader comes back later (6.4).
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseZone, Move
from sv_model.engine.core import ChooseFn, Engine, PlayFn, StratagemRule, named_step
from sv_model.engine.messages import MessageId, msg, zone_ref
from sv_model.engine.state import ON_MAP, BattleReport, GameState
from sv_model.games.semper_victor.plague_strikes import (
    EPIDEMIE,
    PLAGUES,
    plague_zones,
    strike,
    sweep,
)
from sv_model.games.semper_victor.stratagems.deck import back_to_cup
from sv_model.games.semper_victor.stratagems.registry import E, ask_target
from sv_model.schemas.scenario import Side


def land_zones(eng: Engine) -> list[str]:
    return [z for z in eng.board.zone_ids if z not in eng.board.sea_zones]


def _place(sid: str) -> ChooseFn:
    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        assert isinstance(action, ChooseZone)
        st.hands[side].remove(sid)
        st.markers[sid] = action.zone
        st.bump("plagues")
        eng.log(st, msg(MessageId.PLAGUE_BREAKS_OUT, zone=zone_ref(action.zone)), "6.3")
        if eng.rules_version >= 4:  # a second plague strikes zones already struck again
            _strike_marker(eng, st, sid, action.zone)
        sweep(eng, st)
    return choose


def _strike_marker(eng: Engine, st: GameState, sid: str, centre: str) -> None:
    """Strike every piece in the zones of the plague ``sid`` just placed on ``centre``,
    whether or not an earlier plague struck it there (rules version 4)."""
    zones = {centre: True}
    if sid == EPIDEMIE:
        zones |= {n: False for n in eng.board.neighbours.get(centre, ()) if n != centre}
    for pieces in (st.units, st.leaders):
        for piece in sorted(pieces):
            state = pieces[piece]
            if state.status == ON_MAP and state.aboard is None and state.zone in zones:
                strike(eng, st, piece, state.zone, zones[state.zone])


def _ask_zone(sid: str) -> PlayFn:
    def play(eng: Engine, st: GameState, side: Side) -> None:
        ask_target(eng, st, side, sid, "zone")
    return play


RULES: tuple[StratagemRule, ...] = tuple(StratagemRule(
    sid, frozenset({E}), "6.3", lambda eng, st, side: True, _ask_zone(sid),
    lambda eng, st, side, stage: [ChooseZone(z) for z in land_zones(eng)],
    _place(sid),
    lambda eng, st, side, stage: msg(MessageId.ASK_PLAGUE),
    marker=True) for sid in PLAGUES)
"""The counters of this family."""


@named_step("e_plague_end")
def e_plague_end(eng: Engine, st: GameState) -> None:
    """The plague markers leave the map at the end of phase E (6.3)."""
    for sid in PLAGUES:
        if st.markers.pop(sid, None) is not None:
            back_to_cup(eng, st, sid)
            eng.log(st, msg(MessageId.PLAGUE_ENDS), "6.3")
    st.plague.hit.clear()


def after_move(eng: Engine, st: GameState, side: Side, action: Action) -> None:
    """Hook after each move: strike the pieces that came into a plague zone (6.3),
    from rules version 3 also in the zones they went through."""
    if eng.rules_version >= 3 and isinstance(action, Move) and \
            any(sid in st.markers for sid in PLAGUES):
        _strike_on_the_way(eng, st, action)
    sweep(eng, st)


def _strike_on_the_way(eng: Engine, st: GameState, move: Move) -> None:
    """6.3 ("entering"): a piece is struck in every plague zone it enters, not only
    where it stops; ``sweep`` then deals with the zone where it stands."""
    zones = plague_zones(eng, st)
    dropped = dict(move.drop)
    pieces = [*move.units, *([move.leader] if move.leader else [])]
    for piece in pieces:
        last = dropped.get(piece, len(move.path) - 1)
        for zone in move.path[:last]:
            state = st.units.get(piece) or st.leaders[piece]
            if zone in zones and state.status == ON_MAP:
                strike(eng, st, piece, zone, zones[zone])


def after_battle(eng: Engine, st: GameState, report: BattleReport) -> None:
    """Hook after each battle: strike the pieces that came into a plague zone (6.3)."""
    sweep(eng, st)
