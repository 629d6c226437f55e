"""How good a position is for one side, in victory points (10).

Every term is counted in VP, the game's own currency, so that the AI can give its
reasons as "expected VP +0.8". The terms are the things 10.1 and 10.2 pay for, or soon
will: the VP already scored; dioceses (one VP per three each phase F, 10.2); the
Primus and Secundus Augustus in a capital (10.2); combat strength (SP: units lost are
VP lost later); leaders (1 VP each to the enemy when killed, 10.1; emperors are worth
more, a dead Primus Augustus can hand the game over, 3.5.2); fleets (one lost at sea
is away for five years, 9.2, so a fleet about to be lost counts as lost); the lasting
markers each player must clear (3 VP to his opponent each phase F while one stays, 6.3
and 10.1); non-Roman units in a player's dioceses (1 VP each to his enemy each phase F,
3 more if one stands in a capital, 10.2; by their share of the SP where his units stand
with them); and the danger a leader stands in when
enemy units stand next to him with more SP than he has (Augusti most, 3.5.2; any
other leader by what his death costs, 10.1).
``Weights`` holds the factors, which ``docs/ai.md`` explains.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from sv_model.engine.core import Engine
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.combat import COMBATS_STEP
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES
from sv_model.games.semper_victor.stratagems.markers import MARKER_VP, MARKERS, responsible
from sv_model.games.semper_victor.turn import UNPOPULAR_PRIMUS_EVENT
from sv_model.schemas.scenario import Side, Title


@dataclass(frozen=True)
class Weights:
    """The factors of the evaluation, each in VP per unit of what it counts."""

    diocese: float = 0.4
    sp: float = 0.08
    leader: float = 0.6
    emperor: float = 2.0
    supreme: float = 4.0
    capital_augustus: float = 0.6
    danger: float = 2.5
    fleet: float = 2.0
    marker: float = float(MARKER_VP)
    intruder: float = 1.0
    intruder_capital: float = 3.0
    win: float = 100.0


WEIGHTS = Weights()


FEATURES = ("vp", "diocese", "sp", "leader", "emperor", "supreme", "capital_augustus",
            "danger", "fleet", "stranded", "marker", "intruder", "intruder_capital")
"""The evaluation's terms, each for the side minus the other, signed so that the value
is ``vp`` plus the sum of each other term times its weight (``stranded`` at weight 1)."""


def evaluate(eng: Engine, st: GameState, side: Side, w: Weights = WEIGHTS) -> float:
    """The value of ``st`` for ``side`` minus its value for the other side."""
    if st.over:
        return _final(st, side, w)
    f = features(eng, st, side, w)
    return (f["vp"] + w.diocese * f["diocese"] + w.sp * f["sp"] + w.leader * f["leader"]
            + w.emperor * f["emperor"] + w.supreme * f["supreme"]
            + w.capital_augustus * f["capital_augustus"] + w.danger * f["danger"]
            + w.fleet * f["fleet"] + f["stranded"] + w.marker * f["marker"]
            + w.intruder * f["intruder"] + w.intruder_capital * f["intruder_capital"])


def features(eng: Engine, st: GameState, side: Side, w: Weights = WEIGHTS) -> dict[str, float]:
    """Each term of ``FEATURES`` before its weight, for ``side`` minus the other (the
    terms that cost a side, such as danger or markers, negative). ``stranded`` is in VP
    at ``w``'s prices; ``danger`` counts Augusti, any other leader in proportion to his
    price (``_danger``). ``tools/fit_weights.py`` fits the weights on these."""
    sp = sp_by_zone(eng, st)
    other = side.other
    leaders = _leader_counts(st, side)
    intruders = _intruders(eng, st, sp)
    return {
        "vp": float(st.vp[side] - st.vp[other]),
        "diocese": _count(st.diocese_control.values(), side),
        "sp": _strength(eng, st, side),
        "leader": leaders["leader"], "emperor": leaders["emperor"],
        "supreme": leaders["supreme"],
        "capital_augustus": _augusti_in_capitals(eng, st, side),
        "danger": _danger(eng, st, sp, other, w) - _danger(eng, st, sp, side, w),
        "fleet": _count((f.side for f in st.fleets.values() if f.available), side),
        "stranded": _stranded_fleets(eng, st, other, w) - _stranded_fleets(eng, st, side, w),
        "marker": -_count((responsible(eng, st, m) for m in MARKERS if m in st.markers), side),
        "intruder": intruders[other][0] - intruders[side][0],
        "intruder_capital": intruders[other][1] - intruders[side][1],
    }


def _final(st: GameState, side: Side, w: Weights) -> float:
    margin = float(st.vp[side] - st.vp[side.other])
    if st.vp[side] == st.vp[side.other]:
        return margin
    return margin + (w.win if st.vp[side] > st.vp[side.other] else -w.win)


def _count(sides: Iterable[Side | None], side: Side) -> int:
    """How many of ``sides`` are ``side`` minus how many are the other."""
    return sum(1 if s is side else -1 if s is side.other else 0 for s in sides)


def _strength(eng: Engine, st: GameState, side: Side) -> float:
    board = eng.board
    total = 0.0
    for u in st.units.values():
        if u.status != ON_MAP or u.side is None:
            continue
        sp = board.face(u.id, u.weakened).sp
        total += sp if u.side is side else -sp
    return total


def side_sp(eng: Engine, st: GameState, side: Side) -> int:
    """The SP of ``side``'s units on the map (aboard fleets included)."""
    face = eng.board.face
    return sum(face(u.id, u.weakened).sp for u in st.units.values()
               if u.status == ON_MAP and u.side is side)


def _leader_class(x_title: Title | None) -> str:
    """Which weight prices a leader: ``supreme`` (the Primus and Secundus Augustus),
    ``emperor`` (another Augustus, a Caesar, an Usurper) or ``leader``."""
    if x_title in (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS):
        return "supreme"
    if x_title in (Title.AUGUSTUS, Title.CAESAR, Title.USURPER):
        return "emperor"
    return "leader"


def _leader_value(x_title: Title | None, w: Weights) -> float:
    price: float = getattr(w, _leader_class(x_title))
    return price


def _leader_counts(st: GameState, side: Side) -> dict[str, int]:
    """The leaders on the map of ``side`` minus the other's, by ``_leader_class``."""
    counts = {"leader": 0, "emperor": 0, "supreme": 0}
    for x in st.leaders.values():
        if x.status != ON_MAP or x.side is None:
            continue
        counts[_leader_class(x.title)] += 1 if x.side is side else -1
    return counts


def _intruders(eng: Engine, st: GameState,
               sp: dict[Side, dict[str, int]]) -> dict[Side, tuple[float, float]]:
    """The non-Roman units in each side's dioceses, whose phase F pays his enemy (10.2:
    1 VP each, 3 more if one stands in a capital), were they still there: their count,
    and the share of the one in a capital that stays best (0 to 1). Where
    the holder's own units stand with them, a battle (E.2, 8.3) will settle who stays:
    they count by their share of the SP in the zone, a rough chance of staying that
    neither takes a long shot for a sure payment nor a lone unit moved onto a horde for
    a sure clearance."""
    board = eng.board
    foreign, face = board.foreign_units, board.face
    zones: dict[str, list[int]] = {}  # zone: [units, their SP, the holder's part of it]
    holders: dict[str, Side] = {}
    for u in st.units.values():
        if u.id not in foreign or u.status != ON_MAP or u.aboard is not None or u.zone is None:
            continue
        holder = holders.get(u.zone) or _holder(st, board.zone_diocese.get(u.zone))
        if holder is None:
            continue
        holders[u.zone] = holder
        entry = zones.setdefault(u.zone, [0, 0, 0])
        strength = face(u.id, u.weakened).sp
        entry[0] += 1
        entry[1] += strength
        entry[2] += strength if u.side is holder else 0
    capitals = board.capital_zones(st.constantinopolis_built)
    count = dict.fromkeys(Side, 0.0)
    in_capital = dict.fromkeys(Side, 0.0)
    for zone, (units, strength, held) in zones.items():
        holder = holders[zone]
        roman = sp[holder].get(zone, 0) - held
        share = strength / (strength + roman) if roman > 0 and strength > 0 else 1.0
        count[holder] += share * units
        if zone in capitals:
            in_capital[holder] = max(in_capital[holder], share)
    return {s: (count[s], in_capital[s]) for s in Side}


def _holder(st: GameState, diocese: str | None) -> Side | None:
    return st.diocese_control.get(diocese) if diocese is not None else None


def _augusti_in_capitals(eng: Engine, st: GameState, side: Side) -> int:
    capitals = eng.board.capital_zones(st.constantinopolis_built)
    count = 0
    for x in st.leaders.values():
        if x.status == ON_MAP and x.zone in capitals and x.title in (
                Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS):
            count += 1 if x.side is side else -1
    return count


def sp_by_zone(eng: Engine, st: GameState) -> dict[Side, dict[str, int]]:
    """Each side's SP in each land zone (units aboard fleets apart), counted once for
    the questions about who stands next to whom."""
    out: dict[Side, dict[str, int]] = {s: {} for s in Side}
    face = eng.board.face
    for u in st.units.values():
        if u.status != ON_MAP or u.aboard is not None or u.zone is None or u.side is None:
            continue
        table = out[u.side]
        table[u.zone] = table.get(u.zone, 0) + face(u.id, u.weakened).sp
    return out


def _danger(eng: Engine, st: GameState, sp: dict[Side, dict[str, int]], side: Side,
            w: Weights) -> float:
    """What the leaders of ``side`` stand to lose, in Augusti (``w.danger`` VP each):
    each leader next to (or with) enemy units stronger than his own force, while the
    enemy may still attack (an M/CS left in this phase E, or a phase E to come), counts
    1 for an Augustus (3.5.2), for any other leader his price against a reigning
    Augustus's (what his death costs, 10.1), times a rough chance of losing him: all of
    it when he stands without units (7.1: he must slip away and may die) or the enemy
    has twice his SP or more, less when the gap is small."""
    if st.phase == "E" and not _may_move_again(st, side.other):
        return 0.0  # the enemy's movements of the year are over: no attack before F
    neighbours = eng.board.neighbours
    own_sp, enemy_sp = sp[side], sp[side.other]
    threat: dict[str, int] = {}
    total = 0.0
    for x in st.leaders.values():
        if x.status != ON_MAP or x.side is not side or x.zone is None or x.aboard is not None:
            continue
        if x.zone not in threat:
            threat[x.zone] = max(enemy_sp.get(z, 0)
                                 for z in (x.zone, *neighbours.get(x.zone, ())))
        own, enemy = own_sp.get(x.zone, 0), threat[x.zone]
        if enemy > own:
            chance = 1.0 if own == 0 else min(1.0, (enemy - own) / own)
            total += chance * _danger_weight(x.title, w)
    return total


def _may_move_again(st: GameState, side: Side) -> bool:
    """In phase E: ``side`` has an M/CS left (the current one included, E.3), or the one
    event 10 gives SECONDUS at the end of the phase (2.E)."""
    return bool(st.mcs_left[side]) or (side is Side.SECONDUS and not st.mcs.extra
                                       and st.active_event == UNPOPULAR_PRIMUS_EVENT)


def _danger_weight(title: Title | None, w: Weights) -> float:
    """1 for an Augustus; for another leader, his price (``_leader_value``) against a
    reigning Augustus's."""
    if title in AUGUSTUS_TITLES:
        return 1.0
    return _leader_value(title, w) / w.supreme


def _stranded_fleets(eng: Engine, st: GameState, side: Side, w: Weights) -> float:
    """9.2: a fleet of ``side`` not back in its port by phase F is lost, with the units
    (eliminated) and leaders (dead) aboard. In phase E a fleet at sea counts as lost when
    it needs more sailings home (3.4.2: one per fleet and M/CS) than its player has M/CS
    left, this one included while it has not sailed in it and his movement (E.1) is not
    over: during his battles (E.2) he is still phasing, but his fleets are done. In phase
    F every fleet still at sea is lost: the adjustments (9) that take it come after
    steps that may ask questions first (5, 3.1.2, 3.7.3, 3.5.4)."""
    if st.phase == "F":
        return _fleets_at_sea(eng, st, side, w, lambda fleet_id, at: True)
    if st.phase != "E":
        return 0.0
    phasing = st.phasing is side
    can_sail = phasing and st.step != COMBATS_STEP
    later = max(0, st.mcs_left[side] - phasing)  # E.3 counts the current M/CS at its end
    if side is Side.SECONDUS and st.active_event == UNPOPULAR_PRIMUS_EVENT and not st.mcs.extra:
        later += 1  # the M/CS event 10 gives SECONDUS at the end of the phase (2.E)

    def lost(fleet_id: str, at: str) -> bool:
        sailings = later + (can_sail and fleet_id not in st.mcs.fleets_moved)
        return sailings_home(eng, fleet_id, at) > sailings

    return _fleets_at_sea(eng, st, side, w, lost)


def _fleets_at_sea(eng: Engine, st: GameState, side: Side, w: Weights,
                   lost: Callable[[str, str], bool]) -> float:
    """The value of the fleets of ``side`` at sea that ``lost(fleet, sea zone)`` says are
    lost, with what they carry."""
    total = 0.0
    for fleet_id, fleet in st.fleets.items():
        if fleet.side is not side or fleet.at is None or not fleet.available \
                or not lost(fleet_id, fleet.at):
            continue
        total += w.fleet  # as if away already: the same value before and after F
        for u in st.units.values():
            if u.aboard == fleet_id and u.status == ON_MAP:
                total += w.sp * eng.board.face(u.id, u.weakened).sp
        for x in st.leaders.values():
            if x.aboard == fleet_id and x.status == ON_MAP:
                total += _leader_value(x.title, w)
    return total


def sailings_home(eng: Engine, fleet: str, at: str) -> int:
    """How many M/CS the fleet needs to get from the sea zone ``at`` back to its port
    (3.4.2: one naval zone per M/CS, home from a sea zone on its port's coast)."""
    board = eng.board
    port = board.port_zone.get(fleet)
    if port is None:
        return 0  # no port to go back to: nothing the AI can do about it
    frontier, seen, steps = [at], {at}, 1
    while frontier:
        if any(port in board.coast[z] for z in frontier):
            return steps
        reached = {n for z in frontier for n in board.sea[z] if n not in board.no_fleet} - seen
        seen |= reached
        frontier = sorted(reached)
        steps += 1
    return 1 << 10  # cut off from home
