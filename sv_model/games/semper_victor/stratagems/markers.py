"""Lasting markers (6.3, 10.1): Coup d'état perse, Persécution, Hérésie, Bagaudes.

Each stays on the map until the right pieces come to its zone (checked after
every move and battle and in phase F), then goes back to the cup. While it is
there, every phase F gives 3 VP to the opponent of the player who should clear
it: for Coup d'état perse the player who does not run the Persians; for the
others the opponent of the player holding the marker's diocese.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseZone
from sv_model.engine.core import ChooseFn, Engine, StratagemRule, named_step
from sv_model.engine.messages import Message, MessageId, msg, stratagem_ref, zone_ref
from sv_model.engine.state import BattleReport, GameState
from sv_model.games.semper_victor.control_query import people_controller
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.stratagems.deck import PERSECUTION_LAST_YEAR, back_to_cup
from sv_model.games.semper_victor.stratagems.registry import E, ask_target
from sv_model.games.semper_victor.titles import emperors
from sv_model.schemas.roster import Loyalty
from sv_model.schemas.scenario import Side

COUP, PERSECUTION, HERESIE, BAGAUDES = ("coup_d_etat_perse", "persecution", "heresie",
                                        "bagaudes")
MARKERS = (COUP, PERSECUTION, HERESIE, BAGAUDES)
MARKER_VP = 3
PERSAE, CTESIPHON = "persae", "Ctesiphon"
KINGS_UNITS = 3
COUP_BANNED = range(310, 320)
RELIGIOUS_DIOCESES = ("italia", "africa", "moesiae", "thracia", "asia", "pontica", "oriens")
BAGAUDES_DIOCESES = ("galliae", "viennensis", "hispaniae")
VP_SOURCE = {COUP: "Coup d'état perse", PERSECUTION: "Persécution", HERESIE: "Hérésie",
             BAGAUDES: "Bagaudes"}


def ctesiphon(eng: Engine) -> str | None:
    return next((z.id for z in eng.board.zones.values() if z.city == CTESIPHON), None)


def _emperor_of_faith(eng: Engine, st: GameState, side: Side, loyalty: Loyalty) -> bool:
    return any(eng.board.leaders[x.id].loyalty is loyalty for x in emperors(st, side))


def religious_zones(eng: Engine, st: GameState, loyalty: Loyalty) -> list[str]:
    """City or capital zones of the seven dioceses, held by a player with an Augustus or
    Caesar of that faith (Persécution: the Sun; Hérésie: the Cross)."""
    board = eng.board
    out = []
    for diocese in RELIGIOUS_DIOCESES:
        holder = st.diocese_control.get(diocese)
        if holder is None or not _emperor_of_faith(eng, st, holder, loyalty):
            continue
        out += [z for z in board.diocese_zones.get(diocese, ()) if z in board.city_zones]
    return sorted(out)


def bagaudes_zones(eng: Engine, st: GameState) -> list[str]:
    occ = Occupancy(st)
    board = eng.board
    return sorted(z for d in BAGAUDES_DIOCESES for z in board.diocese_zones.get(d, ())
                  if not occ.units.get(z))


def _zones(eng: Engine, st: GameState, sid: str) -> list[str]:
    """Where the marker may go; from rules version 2, not where the pieces that clear it
    already stand (it would come off the moment it is placed)."""
    if sid == PERSECUTION:
        zones = religious_zones(eng, st, Loyalty.SUN) if st.year <= PERSECUTION_LAST_YEAR \
            else []
    elif sid == HERESIE:
        zones = religious_zones(eng, st, Loyalty.CROSS)
    elif sid == BAGAUDES:
        zones = bagaudes_zones(eng, st)
    else:
        zone = ctesiphon(eng)
        return [zone] if zone is not None and st.year not in COUP_BANNED else []
    return _lasting(eng, st, sid, zones) if eng.rules_version >= 2 else zones


def _lasting(eng: Engine, st: GameState, sid: str, zones: list[str]) -> list[str]:
    """The zones where the marker would stay once placed (6.3)."""
    occ = Occupancy(st)
    before = st.markers.get(sid)
    out = []
    try:
        for zone in zones:
            st.markers[sid] = zone
            if not _cleared(eng, st, occ, sid, zone):
                out.append(zone)
    finally:
        if before is not None:
            st.markers[sid] = before
        else:
            st.markers.pop(sid, None)
    return out


def _place(sid: str) -> ChooseFn:
    def choose(eng: Engine, st: GameState, side: Side, stage: str, action: Action) -> None:
        assert isinstance(action, ChooseZone)
        st.hands[side].remove(sid)
        st.markers[sid] = action.zone
        eng.log(st, msg(MessageId.MARKER_PLACED, marker=stratagem_ref(sid),
                        zone=zone_ref(action.zone)), "6.3")
        clear_markers(eng, st)
    return choose


def _marker_rule(sid: str) -> StratagemRule:
    def playable(eng: Engine, st: GameState, side: Side) -> bool:
        return bool(_zones(eng, st, sid))

    def play(eng: Engine, st: GameState, side: Side) -> None:
        zones = _zones(eng, st, sid)
        if sid == COUP and zones:  # no choice: it goes on Ctesiphon
            _place(sid)(eng, st, side, "zone", ChooseZone(zones[0]))
            return
        ask_target(eng, st, side, sid, "zone")

    def targets(eng: Engine, st: GameState, side: Side, stage: str) -> list[Action]:
        return [ChooseZone(z) for z in _zones(eng, st, sid)]

    def prompt(eng: Engine, st: GameState, side: Side, stage: str) -> Message:
        return msg(MessageId.ASK_MARKER, marker=stratagem_ref(sid))

    return StratagemRule(sid, frozenset({E}), "6.3", playable, play, targets, _place(sid),
                         prompt, marker=True)


RULES: tuple[StratagemRule, ...] = tuple(_marker_rule(sid) for sid in MARKERS)
"""The counters of this family."""


# --- clearing the markers and their VP -------------------------------------------------------


def responsible(eng: Engine, st: GameState, sid: str) -> Side | None:
    """The player who must clear the marker (the other one scores while it stays)."""
    zone = st.markers.get(sid)
    if zone is None:
        return None
    if sid == COUP:  # rules version 3: nobody runs the Persians at peace (4.4.1)
        if eng.rules_version >= 3 and not st.peoples[PERSAE].at_war:
            return None
        return people_controller(eng, st, PERSAE)
    diocese = eng.board.zone_diocese.get(zone)
    return None if diocese is None else st.diocese_control.get(diocese)


def _cleared(eng: Engine, st: GameState, occ: Occupancy, sid: str, zone: str) -> bool:
    board = eng.board
    if sid == COUP:
        runner = st.peoples[PERSAE].controller if PERSAE in st.peoples else None
        if runner is None:
            return False
        kings = [x for x in occ.leaders_of(zone, runner) if board.leaders[x].people == PERSAE]
        units = [u for u in occ.units_of(zone, runner) if board.units[u].people == PERSAE]
        return bool(kings) and len(units) >= KINGS_UNITS
    holder = responsible(eng, st, sid)
    if holder is None:
        return False
    leaders = [x for x in occ.leaders_of(zone, holder) if board.is_roman_leader(x)]
    if sid == PERSECUTION:
        leaders = [x for x in leaders if board.leaders[x].loyalty is not Loyalty.CROSS]
    elif sid == HERESIE:
        leaders = [x for x in leaders if board.leaders[x].loyalty is not Loyalty.SUN]
    units = [u for u in occ.units_of(zone, holder) if board.is_roman_unit(u)]
    return bool(leaders) and bool(units)


def clear_markers(eng: Engine, st: GameState) -> None:
    """Take off every marker whose zone holds the pieces that clear it."""
    present = [s for s in MARKERS if s in st.markers]
    if not present:
        return
    occ = Occupancy(st, {st.markers[sid] for sid in present})
    for sid in present:
        zone = st.markers[sid]
        if _cleared(eng, st, occ, sid, zone):
            del st.markers[sid]
            back_to_cup(eng, st, sid)
            st.bump("markers_cleared")
            eng.log(st, msg(MessageId.MARKER_CLEARED, marker=stratagem_ref(sid),
                            zone=zone_ref(zone)), "6.3")


@named_step("f_marker_vp")
def f_marker_vp(eng: Engine, st: GameState) -> None:
    """10.1 and 6.3: 3 VP for each marker still on the map, to the player who is not
    responsible for clearing it."""
    clear_markers(eng, st)
    for sid in MARKERS:
        holder = responsible(eng, st, sid)
        if holder is not None:
            st.add_vp(holder.other, MARKER_VP, VP_SOURCE[sid])


def after_move(eng: Engine, st: GameState, side: Side, action: Action) -> None:
    """Hook after each move: clear the markers whose zone now holds the right pieces (6.3)."""
    clear_markers(eng, st)


def after_battle(eng: Engine, st: GameState, report: BattleReport) -> None:
    """Hook after each battle: clear the markers whose zone now holds the right pieces (6.3)."""
    clear_markers(eng, st)
