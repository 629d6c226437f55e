"""Battle stratagems (6.3): Fuite opportune, Roma Victor, Furor Germanicus, In hoc signo
vinces and Sol invictus before the die; La flèche du Parthe once the results are applied.

The ``before_battle_roll`` hook opens the window for the attacker then the
defender, then ``battle_stratagems_apply`` turns what was played into a forced
row (Roma Victor, Furor Germanicus: 9 and more for an attacker, -2 and less for
a defender; both played cancel out) or a chosen die face (In hoc signo vinces,
Sol invictus; modifiers still apply). A force that slips away with Fuite
opportune is not fought.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseDie, ChooseUnit, ChooseZone
from sv_model.engine.core import (
    ChooseFn,
    Engine,
    PlayableFn,
    PlayFn,
    StratagemRule,
    named_step,
    push,
    step,
)
from sv_model.engine.messages import MessageId, msg, zone_ref
from sv_model.engine.state import BattleReport, GameState
from sv_model.games.semper_victor.combat import withdrawal_zones
from sv_model.games.semper_victor.combat_math import force
from sv_model.games.semper_victor.movement_query import held_in_place, unit_entry_problem
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.queries import IMPERIAL_TITLES
from sv_model.games.semper_victor.stratagems.registry import BATTLE_AFTER, BATTLE_BEFORE, ask_target
from sv_model.games.semper_victor.stratagems.windows import open_window, stratagem_window
from sv_model.schemas.roster import Loyalty, Nationality
from sv_model.schemas.scenario import Side

ROMA_VICTOR, FUROR = "roma_victor", "furor_germanicus"
BEST_ROW, WORST_ROW = 9, -2
PERSAE = "persae"


def _sides_units(st: GameState, r: BattleReport, side: Side) -> tuple[str, ...]:
    return r.attacker_units if side is r.attacker else r.defender_units


def _sides_leaders(st: GameState, r: BattleReport, side: Side) -> tuple[str, ...]:
    return r.attacker_leaders if side is r.attacker else r.defender_leaders


def _current(st: GameState, side: Side) -> BattleReport | None:
    b = st.battle
    if b is None or st.battle_stratagems.fled or side not in (b.attacker, b.defender):
        return None
    return b.report


def _played(st: GameState, sid: str) -> bool:
    return any(played == sid for played, _side in st.battle_stratagems.plays)


def _faith(eng: Engine, st: GameState, leaders: tuple[str, ...], loyalty: Loyalty) -> bool:
    """A Caesar, Augustus or Usurper of that faith in the force (6.3, French: the same
    leader holds the title and the symbol)."""
    return any(st.leaders[x].title in IMPERIAL_TITLES and
               eng.board.leaders[x].loyalty is loyalty for x in leaders)


# --- Fuite opportune --------------------------------------------------------------------------


def flight_zones(eng: Engine, st: GameState, side: Side) -> list[str]:
    """Zones the whole defending force may slip into (movement and stacking limits);
    none, from rules version 4, while it holds a piece that may not leave (events 4, 6
    and 11, ``held_in_place``)."""
    b = st.battle
    if b is None or b.defender is not side or st.battle_stratagems.fled:
        return []
    units, leaders = force(st, b.zone, side)
    if eng.rules_version >= 4 and any(held_in_place(eng, st, p) for p in (*units, *leaders)):
        return []
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    zones = withdrawal_zones(eng, st, b.zone, side, units, leaders, True)
    return [z for z in zones
            if all(unit_entry_problem(eng, st, u, b.zone, z, bool(leaders), titled) is None
                   for u in units)]


def _flee(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
    assert isinstance(action, ChooseZone) and st.battle is not None
    b = st.battle
    units, leaders = force(st, b.zone, side)
    for piece in (*units, *leaders):
        state = st.leaders.get(piece) or st.units[piece]
        state.zone = action.zone
        st.moved(state)
    b.report.evaded = tuple(units) + tuple(leaders)
    b.stage = "fled"
    st.battle_stratagems.fled = True
    eng.log(st, msg(MessageId.SLIPS_AWAY, side=side, zone=zone_ref(action.zone)), "6.3")


FLIGHT = StratagemRule(
    "fuite_opportune", frozenset({BATTLE_BEFORE}), "6.3",
    lambda eng, st, side: bool(flight_zones(eng, st, side)),
    lambda eng, st, side: ask_target(eng, st, side, "fuite_opportune", "zone"),
    lambda eng, st, side, stage: [ChooseZone(z) for z in flight_zones(eng, st, side)],
    _flee, lambda eng, st, side, stage: msg(MessageId.ASK_FLIGHT))


# --- Roma Victor, Furor Germanicus ---------------------------------------------------------


def _roma_victor_ok(eng: Engine, st: GameState, side: Side) -> bool:
    """Played by the side with Roman units, never in a battle of Roman units only."""
    r = _current(st, side)
    if r is None or _played(st, ROMA_VICTOR):
        return False
    mine, theirs = _sides_units(st, r, side), _sides_units(st, r, side.other)
    board = eng.board
    return any(board.is_roman_unit(u) for u in mine) and \
        any(not board.is_roman_unit(u) for u in theirs)


def _furor_ok(eng: Engine, st: GameState, side: Side) -> bool:
    """Played by the side with German units."""
    r = _current(st, side)
    if r is None or _played(st, FUROR):
        return False
    return any(eng.board.units[u].nationality is Nationality.GERMAN
               for u in _sides_units(st, r, side))


def _record(sid: str) -> PlayFn:
    def play(eng: Engine, st: GameState, side: Side) -> None:
        st.battle_stratagems.plays.append((sid, side))
    return play


ROMA_VICTOR_RULE = StratagemRule(ROMA_VICTOR, frozenset({BATTLE_BEFORE}), "6.3", _roma_victor_ok,
                       _record(ROMA_VICTOR))
FUROR_RULE = StratagemRule(FUROR, frozenset({BATTLE_BEFORE}), "6.3", _furor_ok, _record(FUROR))


# --- In hoc signo vinces, Sol invictus -----------------------------------------------------


def _divine_ok(loyalty: Loyalty, sid: str) -> PlayableFn:
    def ok(eng: Engine, st: GameState, side: Side) -> bool:
        r = _current(st, side)
        if r is None or _played(st, sid) or st.battle_stratagems.die is not None:
            return False
        mine, theirs = _sides_leaders(st, r, side), _sides_leaders(st, r, side.other)
        return _faith(eng, st, mine, loyalty) and not _faith(eng, st, theirs, Loyalty.CROSS)
    return ok


def _choose_die(sid: str) -> ChooseFn:
    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        assert isinstance(action, ChooseDie)
        st.battle_stratagems.plays.append((sid, side))
        st.battle_stratagems.die = action.value
        eng.log(st, msg(MessageId.CHOOSES_DIE, side=side, value=action.value), "6.3")
    return choose


def _ask_die(sid: str) -> PlayFn:
    def play(eng: Engine, st: GameState, side: Side) -> None:
        ask_target(eng, st, side, sid, "die")
    return play


DIVINE_FAVOUR = tuple(StratagemRule(
    sid, frozenset({BATTLE_BEFORE}), "6.3", _divine_ok(loyalty, sid), _ask_die(sid),
    lambda eng, st, side, stage: [ChooseDie(v) for v in range(1, 7)],
    _choose_die(sid),
    lambda eng, st, side, stage: msg(MessageId.ASK_DIE_FACE))
    for sid, loyalty in (("in_hoc_signo_vinces", Loyalty.CROSS), ("sol_invictus", Loyalty.SUN)))


# --- applying what was played --------------------------------------------------------------


def before_battle_roll(eng: Engine, st: GameState) -> None:
    """Hook: open the windows before the die, then apply what was played."""
    b = st.battle
    assert b is not None
    st.battle_stratagems.plays.clear()
    st.battle_stratagems.fled = False
    st.battle_stratagems.die = None
    st.battle_stratagems.row = None
    push(st, step(stratagem_window, BATTLE_BEFORE, b.attacker.value),
         step(stratagem_window, BATTLE_BEFORE, b.defender.value),
         step(battle_stratagems_apply))


@named_step("battle_stratagems_apply")
def battle_stratagems_apply(eng: Engine, st: GameState) -> None:
    b = st.battle
    if b is None or st.battle_stratagems.fled:
        return
    rows = [p for p in st.battle_stratagems.plays if p[0] in (ROMA_VICTOR, FUROR)]
    die, st.battle_stratagems.die = st.battle_stratagems.die, None
    if len(rows) == 2:
        eng.log(st, msg(MessageId.ROWS_CANCEL), "6.3")
    elif rows:
        user = rows[0][1]
        st.battle_stratagems.row = BEST_ROW if user is b.attacker else WORST_ROW
        eng.log(st, msg(MessageId.ROW_FORCED, row=st.battle_stratagems.row), "6.3")
        return
    if die is not None:
        st.forced_dice = [die]


# --- La flèche du Parthe ---------------------------------------------------------------------


def parthian_targets(eng: Engine, st: GameState, side: Side) -> list[str]:
    """After a battle where this side had Persian units: the enemy's Roman units of that
    battle still on the map (our reading of 'the Roman unit of his choice')."""
    r = st.last_battle
    if r is None or (r.die is None and r.row is None) or side not in (r.attacker, r.defender):
        return []
    if not any(eng.board.units[u].people == PERSAE for u in _sides_units(st, r, side)):
        return []
    return sorted(u for u in _sides_units(st, r, side.other)
                  if eng.board.is_roman_unit(u) and st.units[u].in_play
                  and st.units[u].side is side.other)


def _parthian_choose(eng: Engine, st: GameState, side: Side, stage: str,
                     action: Action) -> None:
    assert isinstance(action, ChooseUnit)
    hit_unit(eng, st, action.unit, cause=HitCause.PARTHIAN_SHOT, eliminate=True)


PARTHIAN_SHOT = StratagemRule(
    "fleche_du_parthe", frozenset({BATTLE_AFTER}), "6.3",
    lambda eng, st, side: bool(parthian_targets(eng, st, side)),
    lambda eng, st, side: ask_target(eng, st, side, "fleche_du_parthe", "unit"),
    lambda eng, st, side, stage: [ChooseUnit(u) for u in parthian_targets(eng, st, side)],
    _parthian_choose,
    lambda eng, st, side, stage: msg(MessageId.ASK_PARTHIAN))


def after_battle(eng: Engine, st: GameState, report: BattleReport) -> None:
    """Hook: the window after a battle in which Persian units took part."""
    if st.battle_stratagems.fled:
        return
    sides = [s for s in (report.attacker, report.defender)
             if any(eng.board.units[u].people == PERSAE for u in _sides_units(st, report, s))]
    if sides:
        open_window(st, BATTLE_AFTER, *sides)

RULES: tuple[StratagemRule, ...] = (FLIGHT, ROMA_VICTOR_RULE, FUROR_RULE, *DIVINE_FAVOUR,
                                    PARTHIAN_SHOT)
"""The counters of this family."""
