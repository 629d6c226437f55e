"""Battle arithmetic (8.3, 8.6, the notes under the battle table, events 3, 4, 5, 12, 15).

``prepare_report`` fills a ``BattleReport`` with both forces, their SP, the
odds column and its shifts, and every die modifier with its rule, ready for
the die roll.
"""

from __future__ import annotations

from collections.abc import Sequence

from sv_model.engine.causes import ModifierId
from sv_model.engine.core import Engine
from sv_model.engine.state import BattleReport, GameState, Modifier
from sv_model.games.semper_victor.queries import IMPERIAL_TITLES, side_pieces
from sv_model.schemas.roster import Category, Nationality
from sv_model.schemas.scenario import ModifierFScope, Side, Title
from sv_model.tables import average_rating, odds_column, quality_shift, shift_column

AUGUSTUS_OR_CAESAR = (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS, Title.AUGUSTUS,
                      Title.CAESAR)
BIG_BATTLE_SP = 35


def can_fight(eng: Engine, units_a: Sequence[str], units_b: Sequence[str]) -> bool:
    """4.4.1: non-Roman units fight only Roman (or Armenian, 4.4.2) units."""
    board = eng.board
    return any(board.romanlike_unit(u) for u in units_a) or \
        any(board.romanlike_unit(u) for u in units_b)


def battle_zones(eng: Engine, st: GameState, attacker: Side) -> list[str]:
    """Zones where the phasing player must fight this E.2 (8.1: combat is obligatory),
    by zone id; units aboard fleets do not count (as ``Occupancy``). It runs after every
    M/CS and every battle: it reads each zone's units by side from the notes of the
    position's ``ZoneIndex`` (``side_pieces``)."""
    mine, theirs = (0, 1) if attacker is Side.PRIMUS else (1, 0)
    fought = st.mcs.fought
    return sorted(zone for zone, pieces in side_pieces(st).items()
                  if pieces[mine] and pieces[theirs] and zone not in fought
                  and can_fight(eng, pieces[mine], pieces[theirs]))


def force(st: GameState, zone: str, side: Side) -> tuple[list[str], list[str]]:
    """(units, leaders) of ``side`` in ``zone``: a Force (8.1), pieces aboard fleets
    excluded (as ``Occupancy`` counts them; read from the position's ``ZoneIndex``,
    this runs in every battle forecast the AI makes)."""
    index = st.zones
    units = sorted(u for u in index.units.get(zone, ()) if st.units[u].side is side)
    leaders = sorted(x for x in index.leaders.get(zone, ()) if st.leaders[x].side is side)
    return units, leaders


def force_sp(eng: Engine, st: GameState, units: list[str]) -> int:
    return sum(eng.board.face(u, st.units[u].weakened).sp for u in units)


def force_quality(eng: Engine, st: GameState, units: list[str]) -> int:
    """8.6.1: average Quality, rounded down."""
    return average_rating(eng.board.face(u, st.units[u].weakened).qu for u in units)


def force_tb(eng: Engine, st: GameState, units: list[str], leaders: list[str]) -> int:
    """8.6.2: best leader TB, else the average unit TB rounded down.
    Event 4: the sick Primus Augustus's TB does not count."""
    healthy = [x for x in leaders if not st.leaders[x].sick]
    if healthy:
        return max(eng.board.leaders[x].tb for x in healthy)
    if leaders:
        return 0
    return average_rating(eng.board.face(u, st.units[u].weakened).tb for u in units)


def _imperial_pc(eng: Engine, st: GameState, leaders: list[str]) -> int | None:
    pcs = [eng.board.leaders[x].pc or 0 for x in leaders
           if st.leaders[x].title in IMPERIAL_TITLES]
    return max(pcs) if pcs else None


def _all_roman(eng: Engine, units: list[str]) -> bool:
    return all(eng.board.is_roman_unit(u) for u in units)


def _enemies_of_rome(eng: Engine, units: list[str]) -> bool:
    """A force of non-Roman units only, Armenians (Rome's allies) excepted."""
    board = eng.board
    return bool(units) and not any(board.romanlike_unit(u) for u in units)


def _has_german(eng: Engine, units: list[str]) -> bool:
    return any(eng.board.units[u].nationality is Nationality.GERMAN for u in units)


def _has_roman(eng: Engine, units: list[str]) -> bool:
    return any(eng.board.is_roman_unit(u) for u in units)


def prepare_report(eng: Engine, st: GameState, zone: str, attacker: Side) -> BattleReport:
    att_units, att_leaders = force(st, zone, attacker)
    def_units, def_leaders = force(st, zone, attacker.other)
    report = BattleReport(zone, st.year, attacker, attacker.other,
                          tuple(att_units), tuple(def_units), tuple(att_leaders),
                          tuple(def_leaders))
    report.attacker_sp = force_sp(eng, st, att_units)
    report.defender_sp = force_sp(eng, st, def_units)
    report.base_column = odds_column(report.attacker_sp, report.defender_sp)
    report.attacker_quality = force_quality(eng, st, att_units)
    report.defender_quality = force_quality(eng, st, def_units)
    shift = quality_shift(report.attacker_quality, report.defender_quality)
    if shift:
        report.shifts = (Modifier(ModifierId.AVERAGE_QUALITY, "8.6.1", shift),)
    report.column = shift_column(report.base_column, shift)
    report.modifiers = tuple(die_modifiers(eng, st, report))
    return report


def die_modifiers(eng: Engine, st: GameState, r: BattleReport) -> list[Modifier]:
    """The die modifiers a) to f) of the battle table and the events' bonuses, signed
    so that positive favours the attacker (note under the events table)."""
    att_u, def_u = list(r.attacker_units), list(r.defender_units)
    att_l, def_l = list(r.attacker_leaders), list(r.defender_leaders)
    mods: list[Modifier] = []
    tb = force_tb(eng, st, att_u, att_l) - force_tb(eng, st, def_u, def_l)
    if tb:
        mods.append(Modifier(ModifierId.TACTICAL_BONUS, "8.6.2", tb))
    outside = r.zone not in eng.board.inside
    if outside and _enemies_of_rome(eng, def_u):
        mods.append(Modifier(ModifierId.ENEMIES_DEFEND_OUTSIDE, "8.6", -1))
    if outside and _enemies_of_rome(eng, att_u):
        mods.append(Modifier(ModifierId.ENEMIES_ATTACK_OUTSIDE, "8.6", 1))
    att_pc, def_pc = _imperial_pc(eng, st, att_l), _imperial_pc(eng, st, def_l)
    imperial = (_all_roman(eng, att_u) and _all_roman(eng, def_u)
                and att_pc is not None and def_pc is not None)
    if imperial and att_pc is not None and def_pc is not None:
        if att_pc > def_pc:
            mods.append(Modifier(ModifierId.PC_HIGHER, "8.6.3", 1))
        elif att_pc < def_pc:
            mods.append(Modifier(ModifierId.PC_LOWER, "8.6.3", -1))
    all_battles = eng.options.modifier_f_scope is ModifierFScope.ALL_BATTLES
    if r.zone in st.mcs.crossed_into and (imperial or all_battles):
        mods.append(Modifier(ModifierId.CROSSED_RIVER, "8.6", -1))
    mods.extend(event_modifiers(eng, st, att_u, def_u))
    return mods


def event_modifiers(eng: Engine, st: GameState, att_u: list[str],
                    def_u: list[str]) -> list[Modifier]:
    event = st.active_event
    mods: list[Modifier] = []
    roman_att = _has_roman(eng, att_u) and not _has_roman(eng, def_u)
    roman_def = _has_roman(eng, def_u) and not _has_roman(eng, att_u)
    roman_sign = 1 if roman_att else -1 if roman_def else 0
    if event == 3 and roman_sign:
        mods.append(Modifier(ModifierId.EVENT_3, "events 3", -roman_sign))
    if event == 12 and roman_sign:
        romans = att_u if roman_att else def_u
        if any(eng.board.category(u) is Category.COMITATENSES for u in romans):
            mods.append(Modifier(ModifierId.EVENT_12, "events 12", roman_sign))
    for units, sign in ((att_u, 1), (def_u, -1)):
        if event == 5 and _has_german(eng, units):
            mods.append(Modifier(ModifierId.EVENT_5, "events 5", 2 * sign))
        if event == 15 and _has_german(eng, units):
            mods.append(Modifier(ModifierId.EVENT_15, "events 15", -sign))
    return mods


def usurpation_battle(st: GameState, r: BattleReport) -> bool:
    """8.5.2: a battle pitting an Augustus or a Caesar against a Usurper."""
    def titles(leaders: tuple[str, ...]) -> set[Title | None]:
        return {st.leaders[x].title for x in leaders}

    a, d = titles(r.attacker_leaders), titles(r.defender_leaders)
    emperor = set(AUGUSTUS_OR_CAESAR)
    return bool((a & emperor and Title.USURPER in d) or (d & emperor and Title.USURPER in a))
