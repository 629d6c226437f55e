"""Stratagems that strike at once in phase E (6.3): Assassinat, Désertion, Abandon."""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseDiocese, ChooseLeader, ChooseZone
from sv_model.engine.causes import DeathCause
from sv_model.engine.core import Engine, StratagemRule
from sv_model.engine.messages import MessageId, diocese_ref, leader_ref, msg, zone_ref
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stratagems.registry import E, ask_target
from sv_model.schemas.roster import Category
from sv_model.schemas.scenario import Side

KILLING_FACES = (8, 9)
PERSAE = "persae"


# --- Assassinat ----------------------------------------------------------------------------


def assassination_targets(eng: Engine, st: GameState, side: Side) -> list[str]:
    """Enemy Roman leaders (a Dux only with option ``dux_can_be_assassinated``) and, with
    option ``assassinat_targets_non_romans``, enemy non-Roman leaders (4.2.1, 6.4)."""
    board = eng.board
    out = []
    for x in st.leaders.values():
        if x.status != ON_MAP or x.side is not side.other or x.pax_romana:
            continue
        leader = board.leaders[x.id]
        if leader.dux and not eng.options.dux_can_be_assassinated:
            continue
        if leader.people is not None and not eng.options.assassinat_targets_non_romans:
            continue
        out.append(x.id)
    return sorted(out)


def _assassinate(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
    assert isinstance(action, ChooseLeader)
    target = st.leaders[action.leader]
    guard = 1 if target.protectores else 0
    die = eng.roll(st, 10, msg(MessageId.ROLL_ASSASSINATION, leader=leader_ref(action.leader)),
                   "6.3")
    if die - guard in KILLING_FACES:
        st.bump("assassinations")
        leader_dies(eng, st, action.leader, DeathCause.ASSASSINATED, killer=side)
    else:
        told = MessageId.ASSASSINS_FAIL_GUARDED if guard else MessageId.ASSASSINS_FAIL
        eng.log(st, msg(told, leader=leader_ref(action.leader), die=die), "6.3")


ASSASSINAT = StratagemRule(
    "assassinat", frozenset({E}), "6.3",
    lambda eng, st, side: bool(assassination_targets(eng, st, side)),
    lambda eng, st, side: ask_target(eng, st, side, "assassinat", "leader"),
    lambda eng, st, side, stage: [ChooseLeader(x)
                                  for x in assassination_targets(eng, st, side)],
    _assassinate,
    lambda eng, st, side, stage: msg(MessageId.ASK_ASSASSINATION))


# --- Désertion -------------------------------------------------------------------------------


def desertion_zones(eng: Engine, st: GameState, side: Side) -> list[str]:
    """Zones holding enemy Roman or Persian units."""
    board = eng.board
    occ = Occupancy(st)
    return sorted(z for z, units in occ.units.items()
                  if any(st.units[u].side is side.other and
                         (board.is_roman_unit(u) or board.units[u].people == PERSAE)
                         for u in units))


def _desert(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
    assert isinstance(action, ChooseZone)
    occ = Occupancy(st)
    hit = occ.units_of(action.zone, side.other)
    for u in hit:
        hit_unit(eng, st, u, cause=HitCause.STRATAGEM)
    eng.log(st, msg(MessageId.DESERTION, zone=zone_ref(action.zone), count=len(hit)), "6.3")


DESERTION = StratagemRule(
    "desertion", frozenset({E}), "6.3",
    lambda eng, st, side: bool(desertion_zones(eng, st, side)),
    lambda eng, st, side: ask_target(eng, st, side, "desertion", "zone"),
    lambda eng, st, side, stage: [ChooseZone(z) for z in desertion_zones(eng, st, side)],
    _desert,
    lambda eng, st, side, stage: msg(MessageId.ASK_DESERTION))


# --- Abandon ---------------------------------------------------------------------------------


def _abandon(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
    """The diocese's own ripenses and pseudo-comitatenses inside it are eliminated; other
    pseudo-comitatenses there are weakened; comitatenses are not touched."""
    assert isinstance(action, ChooseDiocese)
    board = eng.board
    zones = set(board.diocese_zones.get(action.diocese, ()))
    count = 0
    for u in st.units.values():
        if u.status != ON_MAP or u.aboard is not None or u.zone not in zones:
            continue
        unit = board.units[u.id]
        if unit.category in (Category.RIPENSES, Category.PSEUDO_COMITATENSES) and \
                unit.diocese == action.diocese:
            hit_unit(eng, st, u.id, cause=HitCause.STRATAGEM, eliminate=True)
            count += 1
        elif unit.category is Category.PSEUDO_COMITATENSES:
            hit_unit(eng, st, u.id, cause=HitCause.STRATAGEM)
            count += 1
    eng.log(st, msg(MessageId.ABANDON, diocese=diocese_ref(action.diocese), count=count), "6.3")


ABANDON = StratagemRule(
    "abandon", frozenset({E}), "6.3", lambda eng, st, side: True,
    lambda eng, st, side: ask_target(eng, st, side, "abandon", "diocese"),
    lambda eng, st, side, stage: [ChooseDiocese(d) for d in eng.board.diocese_ids],
    _abandon,
    lambda eng, st, side, stage: msg(MessageId.ASK_ABANDON))

RULES: tuple[StratagemRule, ...] = (ASSASSINAT, DESERTION, ABANDON)
"""The counters of this family."""
