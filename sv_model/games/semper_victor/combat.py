"""Phase E.2, combat (8): evasion, the battle roll, losses, retreat and leaders' deaths."""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseUnit, ChooseZone, Confirm, Evade
from sv_model.engine.causes import DeathCause
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import (
    BattleChoice,
    EvasionMove,
    EvasionOffer,
    LossAllocation,
    Retreat,
)
from sv_model.engine.messages import (
    Arg,
    Message,
    MessageId,
    leader_ref,
    msg,
    refused,
    unit_ref,
    zone_ref,
)
from sv_model.engine.state import ELIMINATED, BattleState, GameState
from sv_model.games.semper_victor.combat_math import (
    BIG_BATTLE_SP,
    battle_zones,
    force,
    prepare_report,
    usurpation_battle,
)
from sv_model.games.semper_victor.constantinople import constantinople_watch
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.movement_query import (
    held_in_place,
    leader_entry_problem,
    stacking_problem,
    unit_entry_problem,
)
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.queries import IMPERIAL_TITLES, Occupancy
from sv_model.schemas.scenario import RRReading, Side
from sv_model.tables import battle_result, clamp_row, fraction_losses, rr_rows, winner_of

KILLED_BY_RESULT = ("E",)


# --- E.2: which battle next ----------------------------------------------------------------


COMBATS_STEP = "E.2 combats"
"""``GameState.step`` while the phasing player's battles are fought: his movement is over."""


@named_step("e2")
def e2(eng: Engine, st: GameState) -> None:
    assert st.phasing is not None
    st.step = COMBATS_STEP
    zones = battle_zones(eng, st, st.phasing)
    if not zones:
        return
    if len(zones) == 1:
        push(st, step(battle, zones[0]), step(e2))
        return
    eng.ask(st, st.phasing, "8.1", BattleChoice())


def _battle_options(eng: Engine, st: GameState, side: Side, payload: BattleChoice) -> list[Action]:
    return [ChooseZone(z) for z in battle_zones(eng, st, side)]


def _battle_choose(eng: Engine, st: GameState, side: Side, payload: BattleChoice,
                   action: Action) -> None:
    assert isinstance(action, ChooseZone)
    push(st, step(battle, action.zone), step(e2))


CHOOSE_BATTLE = DecisionHandler(
    BattleChoice, _battle_options,
    lambda eng, st, side, payload: msg(MessageId.ASK_BATTLE),
    _battle_choose)
"""8.1: the phasing player chooses the order of his battles."""


# --- a battle: evasion first (8.2) ---------------------------------------------------------


@named_step("battle")
def battle(eng: Engine, st: GameState, zone: str) -> None:
    assert st.phasing is not None
    st.mcs.fought.add(zone)
    report = prepare_report(eng, st, zone, st.phasing)
    st.battle = BattleState(zone, st.phasing, st.phasing.other, "evasion", report)
    st.bump("battles")
    eng.log(st, msg(MessageId.BATTLE, zone=zone_ref(zone), side=st.phasing), "8.1")
    if can_try_evasion(eng, st) and evasion_zones(eng, st, zone, st.phasing.other):
        eng.ask(st, st.phasing.other, "8.2", EvasionOffer())
        return
    push(st, step(battle_fight))


def _evaders(eng: Engine, st: GameState) -> list[str]:
    """Defender's leaders free to evade (not held by events 4, 6 or 11)."""
    assert st.battle is not None
    _, leaders = force(st, st.battle.zone, st.battle.defender)
    return [x for x in leaders if held_in_place(eng, st, x) is None]


def can_try_evasion(eng: Engine, st: GameState) -> bool:
    """8.2: a free leader is there, and the best SR among them can beat the die (a d6
    below SR 1 never comes; rules version 2)."""
    evaders = _evaders(eng, st)
    if eng.rules_version < 2:
        return bool(evaders)
    return any(eng.board.leaders[x].sr > 1 for x in evaders)


def evasion_zones(eng: Engine, st: GameState, zone: str, side: Side) -> list[str]:
    """Zones the defender's leaders may evade into (8.2), with the units that may follow
    or, when none may, alone: units left behind fight without them (rules version 2)."""
    units, _leaders = force(st, zone, side)
    return withdrawal_zones(eng, st, zone, side, units, _evaders(eng, st), True,
                            leaders_alone=eng.rules_version >= 2)


def withdrawal_zones(eng: Engine, st: GameState, zone: str, side: Side, units: list[str],
                     leaders: list[str], defender: bool, leaders_alone: bool = False
                     ) -> list[str]:
    """Zones a force may evade or retreat into (8.2, 8.4.1): next door (straits count),
    free of enemy combat units, within stacking and movement limits and, for the
    defender, not a zone the attackers came from. At least one piece must fit; with
    ``leaders_alone`` (evasion), the leaders may go where none of the units may."""
    board = eng.board
    occ = Occupancy(st)
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    barred = st.mcs.entered_from.get(zone, set()) if defender else set()
    out = []
    for to in board.neighbours[zone]:
        if to in barred or occ.has_enemy_units(to, side):
            continue
        fits = [u for u in units
                if unit_entry_problem(eng, st, u, zone, to, bool(leaders), titled) is None]
        if units and not fits and not (leaders_alone and leaders):
            continue
        if not fits and any(leader_entry_problem(eng, st, x, zone, to, True) for x in leaders):
            continue
        lead = leaders[0] if leaders else None
        if stacking_problem(eng, st, occ, side, tuple(fits), lead, to):
            continue
        out.append(to)
    return out


def _evasion_choose(eng: Engine, st: GameState, side: Side, payload: EvasionOffer,
                    action: Action) -> None:
    assert isinstance(action, Confirm) and st.battle is not None
    if not action.yes:
        push(st, step(battle_fight))
        return
    best_sr = max(eng.board.leaders[x].sr for x in _evaders(eng, st))
    die = eng.roll(st, 6, msg(MessageId.ROLL_EVASION, zone=zone_ref(st.battle.zone)), "8.2")
    if die < best_sr:
        eng.log(st, msg(MessageId.EVASION_SUCCEEDS, die=die, sr=best_sr), "8.2")
        eng.ask(st, st.battle.defender, "8.2", EvasionMove())
    else:
        eng.log(st, msg(MessageId.EVASION_FAILS, die=die, sr=best_sr), "8.2")
        push(st, step(battle_fight))


EVASION = DecisionHandler(
    EvasionOffer, lambda eng, st, side, payload: [Confirm(True), Confirm(False)],
    lambda eng, st, side, payload: msg(MessageId.ASK_EVASION),
    _evasion_choose)
"""8.2: whether the attacked player tries to evade."""


def _evasion_capacity(eng: Engine, st: GameState) -> int:
    return sum(eng.board.leaders[x].cc for x in _evaders(eng, st))


def _evasion_candidates(eng: Engine, st: GameState, to: str) -> list[str]:
    assert st.battle is not None
    units, _ = force(st, st.battle.zone, st.battle.defender)
    leaders = _evaders(eng, st)
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    return [u for u in units if st.battle.zone not in st.pinned_zones and
            unit_entry_problem(eng, st, u, st.battle.zone, to, True, titled) is None]


def _evade_options(eng: Engine, st: GameState, side: Side, payload: EvasionMove) -> list[Action]:
    assert st.battle is not None
    zone = st.battle.zone
    out: list[Action] = [Confirm(False)]
    capacity = _evasion_capacity(eng, st)
    for to in evasion_zones(eng, st, zone, side):
        strongest = sorted(_evasion_candidates(eng, st, to),
                           key=lambda u: (-eng.board.face(u, st.units[u].weakened).sp, u))
        out.append(Evade(to, tuple(sorted(strongest[:capacity]))))
    return out


def _evade_validate(eng: Engine, st: GameState, side: Side, payload: EvasionMove,
                    action: Action) -> None:
    assert st.battle is not None
    if isinstance(action, Confirm) and not action.yes:
        return
    if not isinstance(action, Evade):
        raise refused(msg(MessageId.NO_EVASION_ANSWER))
    zone = st.battle.zone
    if action.zone not in evasion_zones(eng, st, zone, side):
        raise refused(msg(MessageId.NO_EVASION_ZONE, zone=eng.name(action.zone)))
    if len(set(action.units)) != len(action.units) or \
            not set(action.units) <= set(_evasion_candidates(eng, st, action.zone)):
        raise refused(msg(MessageId.NO_EVASION_UNITS))
    if len(action.units) > _evasion_capacity(eng, st):
        raise refused(msg(MessageId.NO_EVASION_CC))


def _evade_choose(eng: Engine, st: GameState, side: Side, payload: EvasionMove,
                  action: Action) -> None:
    assert st.battle is not None
    if isinstance(action, Confirm):
        push(st, step(battle_fight))
        return
    assert isinstance(action, Evade)
    moving = [*_evaders(eng, st), *action.units]
    for piece in moving:
        state = st.leaders.get(piece) or st.units[piece]
        state.zone = action.zone
        st.moved(state)
    st.battle.report.evaded = tuple(moving)
    pieces = tuple(leader_ref(p) if p in st.leaders else unit_ref(p) for p in moving)
    eng.log(st, msg(MessageId.EVADED, pieces=pieces, zone=zone_ref(action.zone)), "8.2")
    units, _ = force(st, st.battle.zone, st.battle.defender)
    if units:
        push(st, step(battle_fight))
    else:
        push(st, step(constantinople_watch), step(battle_end))


EVASION_MOVE = DecisionHandler(
    EvasionMove, _evade_options,
    lambda eng, st, side, payload: msg(MessageId.ASK_EVASION_MOVE),
    _evade_choose, validate=_evade_validate)
"""8.2: after a successful evasion roll, where the evaders go and who goes along."""


# --- the battle roll and its results (8.3, 8.4) --------------------------------------------


@named_step("battle_fight")
def battle_fight(eng: Engine, st: GameState) -> None:
    b = st.battle
    assert b is not None
    evaded = b.report.evaded
    b.report = prepare_report(eng, st, b.zone, b.attacker)
    b.report.evaded = evaded  # 8.2: who slipped away still took part (3.6.4 A/)
    b.stage = "roll"
    push(st, step(battle_roll))
    for before_battle_roll in eng.hooks.before_battle_roll:  # its steps run before the roll
        before_battle_roll(eng, st)


def _forces_after_window(eng: Engine, st: GameState, b: BattleState) -> bool:
    """6 (rules version 3): E stratagems played before the die (a plague, an
    assassination, a pacification...) act at once, so the battle is fought by the
    forces still there; without units on both sides there is no battle."""
    fresh = prepare_report(eng, st, b.zone, b.attacker) if \
        force(st, b.zone, b.attacker)[0] and force(st, b.zone, b.defender)[0] else None
    if fresh is None:
        eng.log(st, msg(MessageId.NO_BATTLE_LEFT, zone=zone_ref(b.zone)), "8.1")
        return False
    fresh.evaded = b.report.evaded
    b.report = fresh
    return True


@named_step("battle_roll")
def battle_roll(eng: Engine, st: GameState) -> None:
    b = st.battle
    assert b is not None
    r = b.report
    if b.stage == "fled":  # Fuite opportune (6.3): the defender slipped away
        push(st, step(constantinople_watch), step(battle_end))
        return
    if eng.rules_version >= 3 and not _forces_after_window(eng, st, b):
        push(st, step(constantinople_watch), step(battle_end))
        return
    r = b.report
    forced, st.battle_stratagems.row = st.battle_stratagems.row, None
    die: int | None = None
    if forced is not None:  # Roma Victor, Furor Germanicus (6.3)
        total = forced
    else:
        die = eng.roll(st, 6, msg(MessageId.ROLL_BATTLE, zone=zone_ref(b.zone)), "8.3")
        total = die + sum(m.value for m in r.modifiers)
    r.die = die
    r.row = clamp_row(total)
    r.result, winner = row_outcome(eng, r.column, r.row)
    r.winner = None if winner is None else (b.attacker if winner == "attacker" else b.defender)
    b.loser = None if r.winner is None else r.winner.other
    line: dict[str, Arg] = dict(attacker_sp=r.attacker_sp, defender_sp=r.defender_sp, column=r.column,
                                row=r.row, attacker_result=r.result[0],
                                defender_result=r.result[1], winner=r.winner)
    if die is None:
        eng.log(st, msg(MessageId.BATTLE_ROW_SET, **line), "8.3")
    else:
        eng.log(st, msg(MessageId.BATTLE_ROLLED, die=die, modifier=total - die, **line), "8.3")
    if r.winner is not None and r.attacker_sp + r.defender_sp >= BIG_BATTLE_SP:
        st.add_vp(r.winner, 1, "battle won (35 SP or more)")
    _apply_results(eng, st, b)


def row_outcome(eng: Engine, column: str, row: int) -> tuple[tuple[str, str], str | None]:
    """The results (attacker's, defender's) of ``row`` in ``column`` (8.3) and the winner,
    "attacker", "defender" or None (R/R, 8.4; under the option that reads the upper R/R
    row for the defender and the lower for the attacker, it has one). Everything a
    battle does after its roll follows from these two."""
    result = battle_result(column, row)
    winner = winner_of(*result)
    if winner is None and eng.options.rr_reading is RRReading.UPPER_DEFENDER_LOWER_ATTACKER:
        upper, _ = rr_rows(column)
        winner = "defender" if row == upper else "attacker"
    return result, winner


def _apply_results(eng: Engine, st: GameState, b: BattleState) -> None:
    r = b.report
    att_res, def_res = r.result
    sides = ((b.attacker, att_res, list(r.attacker_units), def_res, len(r.defender_units)),
             (b.defender, def_res, list(r.defender_units), att_res, len(r.attacker_units)))
    for side, res, units, _, _ in sides:
        if res in ("A", "E"):
            for u in units:
                _hit(eng, st, u, eliminate=(res == "E"))
        if res == "E":
            for x in list(r.attacker_leaders if side is b.attacker else r.defender_leaders):
                leader_dies(eng, st, x, DeathCause.E_RESULT, killer=side.other)
    for side, res, units, other_res, other_count in sides:
        if res in ("1/4", "1/2", "3/4"):
            hits_on_enemy = other_count if other_res in ("A", "E") else 0
            owed = fraction_losses(res, hits_on_enemy, len(units))
            if owed >= len(units):
                for u in units:
                    _hit(eng, st, u, eliminate=False)
            elif owed > 0:
                b.losses_owed[side.value] = owed
    push(st, step(battle_losses), step(battle_retreat), step(battle_end))


def _hit(eng: Engine, st: GameState, unit: str, eliminate: bool) -> None:
    """Weaken a unit; a weakened unit (or an E result) is eliminated (8.4.2). The
    battle's report records it."""
    eliminated = hit_unit(eng, st, unit, cause=HitCause.BATTLE, eliminate=eliminate)
    b = st.battle
    if b is not None:
        if eliminated:
            b.report.eliminated_units += (unit,)
        else:
            b.report.weakened_units += (unit,)
        b.hit.append(unit)


@named_step("battle_losses")
def battle_losses(eng: Engine, st: GameState) -> None:
    """8.4.2: the owner picks, one by one, the units that take a fraction result."""
    b = st.battle
    assert b is not None
    for side_name, owed in sorted(b.losses_owed.items()):
        if owed > 0:
            eng.ask(st, Side(side_name), "8.4.2", LossAllocation(Side(side_name)))
            return


def _loss_candidates(st: GameState, side: Side) -> list[str]:
    b = st.battle
    assert b is not None
    units = b.report.attacker_units if side is b.attacker else b.report.defender_units
    return [u for u in units if u not in b.hit and st.units[u].status != ELIMINATED]


def _loss_choose(eng: Engine, st: GameState, side: Side, losses: LossAllocation,
                 action: Action) -> None:
    assert isinstance(action, ChooseUnit) and st.battle is not None
    _hit(eng, st, action.unit, eliminate=False)
    key = losses.side.value
    st.battle.losses_owed[key] -= 1
    if not _loss_candidates(st, losses.side):
        st.battle.losses_owed[key] = 0
    push(st, step(battle_losses))


def _loss_prompt(eng: Engine, st: GameState, side: Side, losses: LossAllocation) -> Message:
    assert st.battle is not None
    return msg(MessageId.ASK_LOSSES, owed=st.battle.losses_owed.get(losses.side.value, 0))


ALLOCATE_LOSSES = DecisionHandler(
    LossAllocation,
    lambda eng, st, side, losses: [ChooseUnit(u) for u in _loss_candidates(st, losses.side)],
    _loss_prompt, _loss_choose)
"""8.4.2: the owner picks the next unit to take a fraction loss."""


# --- retreat and the end of the battle (8.4.1, 8.5) ----------------------------------------


@named_step("battle_retreat")
def battle_retreat(eng: Engine, st: GameState) -> None:
    b = st.battle
    assert b is not None
    if b.loser is None:
        return
    units, leaders = force(st, b.zone, b.loser)
    if not units and not leaders:
        return
    if usurpation_battle(st, b.report):  # 8.5.2
        for x in leaders:
            if st.leaders[x].title in IMPERIAL_TITLES:
                leader_dies(eng, st, x, DeathCause.USURPATION_BATTLE, killer=b.loser.other)
    for x in leaders:
        if st.leaders[x].sick and st.leaders[x].in_play:  # event 4
            leader_dies(eng, st, x, DeathCause.SICK_EMPEROR, killer=b.loser.other)
    units, leaders = force(st, b.zone, b.loser)
    zones = withdrawal_zones(eng, st, b.zone, b.loser, units, leaders, b.loser is b.defender)
    if not zones:
        eng.log(st, msg(MessageId.NO_RETREAT), "8.4.1")
        for u in units:
            _hit(eng, st, u, eliminate=True)
        for x in leaders:
            leader_dies(eng, st, x, DeathCause.NO_RETREAT, killer=b.loser.other)
        return
    if len(zones) == 1:
        retreat_to(eng, st, zones[0])
        return
    eng.ask(st, b.loser, "8.4.1", Retreat())


def retreat_to(eng: Engine, st: GameState, to: str) -> None:
    b = st.battle
    assert b is not None and b.loser is not None
    units, leaders = force(st, b.zone, b.loser)
    titled = any(st.leaders[x].title in IMPERIAL_TITLES for x in leaders)
    for u in units:
        if unit_entry_problem(eng, st, u, b.zone, to, bool(leaders), titled) is None:
            st.units[u].zone = to
            st.moved(st.units[u])
        else:
            _hit(eng, st, u, eliminate=True)
    for x in leaders:
        st.leaders[x].zone = to
        st.moved(st.leaders[x])
    b.report.retreat_to = to
    eng.log(st, msg(MessageId.RETREATS, side=b.loser, zone=zone_ref(to)), "8.4.1")


def _retreat_options(eng: Engine, st: GameState, side: Side, payload: Retreat) -> list[Action]:
    b = st.battle
    assert b is not None and b.loser is not None
    units, leaders = force(st, b.zone, b.loser)
    return [ChooseZone(z) for z in withdrawal_zones(eng, st, b.zone, b.loser, units, leaders,
                                                     b.loser is b.defender)]


def _retreat_choose(eng: Engine, st: GameState, side: Side, payload: Retreat,
                    action: Action) -> None:
    assert isinstance(action, ChooseZone)
    retreat_to(eng, st, action.zone)


RETREAT = DecisionHandler(
    Retreat, _retreat_options,
    lambda eng, st, side, payload: msg(MessageId.ASK_RETREAT),
    _retreat_choose)
"""8.4.1: the loser chooses the zone he retreats into."""


@named_step("battle_end")
def battle_end(eng: Engine, st: GameState) -> None:
    b = st.battle
    assert b is not None
    st.last_battle = b.report
    st.battle = None
    if eng.rules_version >= 3:  # 7.1 once the after-battle window has run (6.3 La flèche)
        push(st, step(lone_leaders), step(constantinople_watch))
    for after_battle in eng.hooks.after_battle:
        after_battle(eng, st, b.report)
    if eng.rules_version < 3:
        push(st, step(lone_leaders), step(constantinople_watch))
