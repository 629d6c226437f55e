"""The public facts the side panels show, from a scenario or a game state.

Nothing secret goes in here: no stratagem hand, no cup contents.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sv_desktop.board.board_view import Catalogue
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_model.engine.view import PlayerView

PHASES: list[tuple[str, str, str]] = [
    ("A", QT_TRANSLATE_NOOP("Phase", "Stratagems"), "2.A"),
    ("B", QT_TRANSLATE_NOOP("Phase", "Initiative"), "2.B"),
    ("C", QT_TRANSLATE_NOOP("Phase", "Geostrategy"), "2.C"),
    ("D", QT_TRANSLATE_NOOP("Phase", "Administration"), "2.D"),
    ("E", QT_TRANSLATE_NOOP("Phase", "Movement & combat"), "2.E"),
    ("F", QT_TRANSLATE_NOOP("Phase", "End of turn"), "2.F"),
]
"""The phases of a turn (2): letter, English name (``phase_name`` gives it in the
interface's language, context "Phase") and paragraph."""


STEPS = {"E.1 movement": QT_TRANSLATE_NOOP("Step", "Movement (E.1)"),
         "E.2 combats": QT_TRANSLATE_NOOP("Step", "Combats (E.2)"),
         "E done": QT_TRANSLATE_NOOP("Step", "Movements and combats are over (E)"),
         "F adjustments": QT_TRANSLATE_NOOP("Step", "Adjustments (F, 9)"),
         "F campaign review": QT_TRANSLATE_NOOP("Step", "Campaign review (F, 10)"),
         "game over": QT_TRANSLATE_NOOP("Step", "The game is over (10.3)")}
"""The engine's steps (``GameState.step``) in English; ``step_name`` words them in the
interface's language (context "Step")."""
SEQUENCE_STEP = "E M/CS of "  # the engine's step of a side's movement/combat sequence


def step_name(step: str, phase: str) -> str:
    """The engine's step as a player reads it; "" when it only repeats the phase."""
    if not step or step == phase:
        return ""
    if step.startswith(SEQUENCE_STEP):
        return translate("Step", "Movement/combat sequence of {side} (E)").format(
            side=step.removeprefix(SEQUENCE_STEP))
    return translate("Step", STEPS[step]) if step in STEPS else step


def phase_name(letter: str) -> str:
    """The name of the phase ``letter`` (2) in the interface's language; "" if none."""
    for phase, name, _rule in PHASES:
        if phase == letter:
            return translate("Phase", name)
    return ""


@dataclass(frozen=True)
class PeopleStatus:
    id: str
    name: str
    major: bool
    at_war: bool
    controller: Side | None
    pacified_until: int | None


@dataclass
class PublicStatus:
    year: int
    start_year: int
    end_year: int
    phase: str = ""  # "" before the first turn
    step: str = ""
    initiative: Side | None = None
    phasing: Side | None = None
    mcs_total: int = 0
    mcs_left: dict[Side, int] = field(default_factory=dict)
    vp: dict[Side, int] = field(default_factory=dict)
    turn_track: dict[int, list[str]] = field(default_factory=dict)
    turn_track_ids: dict[int, list[str]] = field(default_factory=dict)
    """The same markers by id ("constantinopolis", "fleet:…", "people:…"), in the same
    order: what a marker is, whatever the language of its words."""
    diocese_control: dict[str, Side] = field(default_factory=dict)
    peoples: list[PeopleStatus] = field(default_factory=list)
    event: str = ""
    hand_sizes: dict[Side, int] = field(default_factory=dict)  # counts are public
    over: bool = False


def marker_label(cat: Catalogue, marker: str) -> str:
    """A turn-track marker id ("fleet:occidentalis", "people:franci") in words."""
    kind, _, ident = marker.partition(":")
    if kind == "constantinopolis":
        return "Constantinopolis (3.1.2)"
    if kind == "fleet":
        return translate("TurnTrack", "{fleet} returns (9.2)").format(
            fleet=cat.fleet_names.get(ident, ident))
    if kind == "people":
        people = cat.peoples.get(ident)
        return translate("TurnTrack", "{people} may rise again (9.4)").format(
            people=people.name if people else ident)
    return marker


def _labels(cat: Catalogue, ids: Mapping[int, list[str]]) -> dict[int, list[str]]:
    return {year: [marker_label(cat, m) for m in markers] for year, markers in ids.items()}


def _people_rows(cat: Catalogue, peoples: Mapping[str, Any]) -> list[PeopleStatus]:
    rows = []
    for pid, p in peoples.items():
        info = cat.peoples.get(pid)
        ctrl = getattr(p, "controller", None)
        rows.append(PeopleStatus(pid, info.name if info else pid, bool(info and info.major),
                                 bool(getattr(p, "at_war", False)),
                                 Side(ctrl) if ctrl is not None else None,
                                 getattr(p, "pacified_until", None)))
    return sorted(rows, key=lambda r: (not r.at_war, not r.major, r.name))


def status_from_scenario(bundle: ScenarioBundle) -> PublicStatus:
    s = bundle.scenario
    cat = Catalogue.of(bundle)
    ids: dict[int, list[str]] = {}
    if s.constantinopolis_due and not s.constantinopolis_built:
        ids.setdefault(s.constantinopolis_due, []).append("constantinopolis")
    for f in s.fleets:
        if f.returns_year:
            ids.setdefault(f.returns_year, []).append(f"fleet:{f.fleet}")
    for p in s.peoples:
        if p.pacified_until:
            ids.setdefault(p.pacified_until, []).append(f"people:{p.people}")
    peoples = {p.id: next((x for x in s.peoples if x.people == p.id), None)
               for p in bundle.roster.peoples}
    return PublicStatus(year=s.start_year, start_year=s.start_year, end_year=s.end_year,
                        vp={Side.PRIMUS: 0, Side.SECONDUS: 0}, turn_track=_labels(cat, ids),
                        turn_track_ids=ids,
                        diocese_control=dict(s.diocese_control),
                        peoples=_people_rows(cat, peoples))


def status_from_view(cat: Catalogue, view: PlayerView, event_name: str = "") -> PublicStatus:
    """What the panels show of a game, read from what both players may see
    (``Game.view(None)``): the engine decides what that is."""
    state = view.public
    ids = {year: list(markers)
           for year, markers in state.turn_track.items() if year > state.year or markers}
    return PublicStatus(
        year=state.year, start_year=state.start_year, end_year=state.end_year,
        phase=state.phase, step=state.step, initiative=state.initiative,
        phasing=state.phasing, mcs_total=state.mcs_total, mcs_left=dict(state.mcs_left),
        vp=dict(state.vp), turn_track=_labels(cat, ids), turn_track_ids=ids,
        diocese_control=dict(state.diocese_control),
        peoples=_people_rows(cat, state.peoples), event=event_name,
        hand_sizes=dict(view.hand_sizes), over=state.over)
