"""What a setup sheet or a position sheet says, gathered before anything is drawn.

``setup_content`` reads a scenario; ``position_content`` reads a game through
``Game.view``: the public pages come from the table's view (``view(None)``) and each
player's hand from his own view, so only the engine decides what is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from sv_desktop.board.board_view import (
    TITLE_NAMES,
    BoardView,
    Catalogue,
    PieceView,
    board_from_scenario,
    leader_ratings,
    title_name,
)
from sv_desktop.board.counters import CounterSpec, PieceKind, TitleMarker
from sv_desktop.board.public_status import (
    PublicStatus,
    marker_label,
    phase_name,
    status_from_scenario,
    status_from_view,
    step_name,
)
from sv_desktop.board.theme import SIDE_NAMES
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, language, translate
from sv_model.data_texts import special_rules_of, text_of
from sv_model.engine.state import DEAD
from sv_model.loader import ScenarioBundle
from sv_model.schemas.map import ZoneKind
from sv_model.schemas.roster import EntryCode, estimated_values
from sv_model.schemas.scenario import RulesetOptions, Scenario, Side
from sv_model.timeline import ENTRY_WORDS, EventKind, TimelineEvent, scenario_timeline

if TYPE_CHECKING:
    from sv_model.engine import Game
    from sv_model.engine.state import GameState

OPTION_WORDS = {
    "rr_reading": QT_TRANSLATE_NOOP("Sheet", "Reading of an RR result (8.4)"),
    "modifier_f_scope": QT_TRANSLATE_NOOP("Sheet", "Scope of battle modifier F (8.3)"),
    "dux_can_be_assassinated": QT_TRANSLATE_NOOP("Sheet", "A Dux can be assassinated (6)"),
    "role_bound_stratagems_follow_role": QT_TRANSLATE_NOOP(
        "Sheet", "Role-bound stratagems follow the role (6)"),
    "assassinat_targets_non_romans": QT_TRANSLATE_NOOP(
        "Sheet", "Assassinat may target non-Roman leaders (6)"),
    "ask_at_every_window": QT_TRANSLATE_NOOP("Sheet", "Ask at every stratagem window (6)"),
    "armenia_open_to_all_peoples_at_war": QT_TRANSLATE_NOOP(
        "Sheet", "Any people at war may enter Armenia (4.3, 4.4.2)"),
}
"""The ruleset options a sheet lists when they differ from the defaults (context "Sheet")."""


ELSEWHERE = [ZoneKind.ORIGIN, ZoneKind.OUTSIDE, ZoneKind.SEA]


@dataclass(frozen=True)
class PieceLine:
    """One counter to set up: its faces as drawn, its name and values in words."""

    id: str
    name: str
    faces: tuple[CounterSpec, ...]  # the face up; then the other, for a weakened unit
    values: str
    notes: str
    side: Side | None
    estimate: bool


@dataclass(frozen=True)
class ZoneEntry:
    zone: str
    title: str
    pieces: tuple[PieceLine, ...]
    markers: tuple[str, ...] = ()  # markers on the zone (stratagems, Constantinopolis)


@dataclass(frozen=True)
class DioceseEntry:
    id: str
    name: str
    controller: Side | None
    zones: tuple[ZoneEntry, ...]


@dataclass(frozen=True)
class PositionFacts:
    """The state of a game in progress that a setup sheet does not have."""

    year: int
    phase: str
    step: str
    initiative: Side | None
    vp: dict[Side, int]
    mcs: str
    turn_track: list[tuple[int, str]]
    dead_leaders: list[str]
    hand_sizes: dict[Side, int]
    cup_size: int
    out_of_game: list[str]
    over: bool


@dataclass
class SheetContent:
    title: str
    years: str
    description: str = ""
    author: str = ""
    special_rules: list[str] = field(default_factory=list)
    victory_notes: str = ""
    options: list[str] = field(default_factory=list)
    provenance: list[str] = field(default_factory=list)
    dioceses: list[DioceseEntry] = field(default_factory=list)
    elsewhere: list[ZoneEntry] = field(default_factory=list)
    control: list[tuple[str, Side | None]] = field(default_factory=list)
    fleets: list[tuple[str, str, str, str]] = field(default_factory=list)
    peoples: list[tuple[str, str, str, str]] = field(default_factory=list)
    timeline: list[tuple[int, str, str]] = field(default_factory=list)
    cup: list[str] = field(default_factory=list)
    cup_note: str = ""
    position: PositionFacts | None = None
    hands: dict[Side, list[str]] = field(default_factory=dict)
    board: BoardView = field(default_factory=BoardView)

    def placed_names(self) -> list[str]:
        return [p.name for d in self.dioceses for z in d.zones for p in z.pieces] + [
            p.name for z in self.elsewhere for p in z.pieces]

    def occupied_zone_titles(self) -> list[str]:
        return [z.title for d in self.dioceses for z in d.zones] + [
            z.title for z in self.elsewhere]


def _values(cat: Catalogue, piece: PieceView) -> tuple[str, str]:
    """The values printed on the counter, and what the sheet adds about its state."""
    notes: list[str] = []
    if piece.kind is PieceKind.LEADER:
        leader = cat.leaders[piece.id]
        values = leader_ratings(leader)
        if leader.dux:
            notes.append("Dux (3.3.1)")
        notes += [_marker_note(marker) for marker in piece.spec.markers]
        if piece.spec.pax_romana:
            notes.append(translate("Sheet", "Pax Romana face up (4.2.1)"))
    elif piece.kind is PieceKind.UNIT:
        unit = cat.units[piece.id]
        n, w = unit.normal, unit.weakened
        kind = unit.category.value if unit.category else translate("Sheet", "warband")
        values = translate("Sheet", "{kind} · SP-QU-TB {normal}, weakened {weakened}").format(
            kind=kind, normal=f"{n.sp}-{n.qu}-{n.tb}", weakened=f"{w.sp}-{w.qu}-{w.tb}")
        if piece.spec.weakened:
            notes.append(translate("Sheet", "starts weakened: back face up (1.3)"))
    else:
        values = translate("Sheet", "fleet (3.4.2)")
    if piece.owner is not None:
        notes.insert(0, SIDE_NAMES[piece.owner])
    return values, "; ".join(notes)


def _marker_note(marker: TitleMarker) -> str:
    """A marker lying on a leader (3.5, 3.6) in the sheet's words."""
    if marker.value in TITLE_NAMES:
        return title_name(marker.value)
    if marker is TitleMarker.CIVIL_WAR:
        return translate("Sheet", "Civil War")
    return "Protectores Domestici"


def _faces(cat: Catalogue, piece: PieceView) -> tuple[CounterSpec, ...]:
    if piece.kind is PieceKind.UNIT and piece.spec.weakened:
        unit = cat.units[piece.id]
        front = replace(piece.spec, weakened=False,
                        ratings=(unit.normal.sp, unit.normal.qu, unit.normal.tb))
        return (piece.spec, front)
    return (piece.spec,)


def _line(cat: Catalogue, piece: PieceView, estimate: bool, placement: str = "") -> PieceLine:
    """One counter of the sheet, with the scenario's note on where it is placed; marked †
    when any of its values is still our estimate."""
    values, notes = _values(cat, piece)
    if placement:
        where = translate("Sheet", "placement: {note}").format(note=placement)
        notes = "; ".join(x for x in (notes, where) if x)
    record = cat.leaders.get(piece.id) if piece.kind is PieceKind.LEADER else \
        cat.units.get(piece.id) if piece.kind is PieceKind.UNIT else None
    estimated = bool(record is not None and estimated_values(cat.roster, record))
    return PieceLine(piece.id, piece.name, _faces(cat, piece), values, notes, piece.owner,
                     estimate and estimated)


def _zones(cat: Catalogue, board: BoardView, estimate: bool,
           placements: dict[str, str] | None = None
           ) -> tuple[list[DioceseEntry], list[ZoneEntry]]:
    """Occupied zones by diocese in zone order; then the zones outside the dioceses.
    ``placements``: the scenario's note on a counter's placement, by counter id."""
    notes = placements or {}

    def entry(zone: str) -> ZoneEntry:
        return ZoneEntry(zone, cat.zone_title(zone),
                         tuple(_line(cat, p, estimate, notes.get(p.id, ""))
                               for p in board.in_zone(zone)),
                         tuple(board.zone_markers.get(zone, ())))

    def occupied(zone: str) -> bool:  # counters or markers on it
        return bool(board.in_zone(zone) or board.zone_markers.get(zone))

    dioceses: list[DioceseEntry] = []
    for d in cat.game_map.dioceses:
        zones = sorted((z for z in cat.game_map.zones if z.diocese == d.id),
                       key=lambda z: z.number or 0)
        entries = tuple(entry(z.id) for z in zones if occupied(z.id))
        if entries:
            dioceses.append(DioceseEntry(d.id, d.name, board.diocese_control.get(d.id), entries))
    others = sorted((z for z in cat.game_map.zones if z.diocese is None),
                    key=lambda z: (ELSEWHERE.index(z.kind) if z.kind in ELSEWHERE
                                   else len(ELSEWHERE), z.name))
    elsewhere = [entry(z.id) for z in others if occupied(z.id)]
    return dioceses, elsewhere


def _side_word(side: Side | None) -> str:
    return SIDE_NAMES[side] if side is not None else translate("Sheet", "nobody")


def _tables(content: SheetContent, cat: Catalogue, board: BoardView,
            status: PublicStatus, fleet_returns: dict[str, int]) -> None:
    content.control = [(d.name, status.diocese_control.get(d.id)) for d in cat.game_map.dioceses]
    for piece in board.pieces:
        if piece.kind is PieceKind.FLEET:
            returns = fleet_returns.get(piece.id)
            away = translate("Sheet", "away, back in {year} (9.2)").format(year=returns)
            content.fleets.append((piece.name, cat.zone_title(piece.zone), _side_word(piece.owner),
                                   away if returns else ""))
    placed = {p.id for p in board.pieces if p.kind is PieceKind.FLEET}
    for fid, year in sorted(fleet_returns.items()):
        if fid not in placed:
            content.fleets.append((cat.fleet_names.get(fid, fid),
                                   translate("Sheet", "off the map"), _side_word(None),
                                   translate("Sheet", "back in {year} (9.2)").format(year=year)))
    for row in status.peoples:
        war = translate("Sheet", "at war") if row.at_war else translate("Sheet", "at peace")
        name = translate("Sheet", "{people} (major)").format(people=row.name) if row.major \
            else row.name
        rises = translate("Sheet", "may rise again from {year} (9.4)").format(
            year=row.pacified_until) if row.pacified_until else ""
        content.peoples.append((name, war, _side_word(row.controller) if row.at_war else "",
                                rises))


ENTRY_SENTENCES = {
    EntryCode.MEDIOLANUM: QT_TRANSLATE_NOOP("Sheet", "{name} enters at Mediolanum"),
    EntryCode.TREVERI: QT_TRANSLATE_NOOP("Sheet", "{name} enters at Treveri"),
    EntryCode.SIRMIUM: QT_TRANSLATE_NOOP("Sheet", "{name} enters at Sirmium"),
    EntryCode.NICOMEDIA: QT_TRANSLATE_NOOP("Sheet", "{name} enters at Nicomedia"),
    EntryCode.WITH_CONSTANTIN: QT_TRANSLATE_NOOP(
        "Sheet", "{name} enters with Constantin (or Treveri/Nicomedia)"),
    EntryCode.WITH_LICINIUS: QT_TRANSLATE_NOOP("Sheet", "{name} enters with Licinius"),
}
"""A leader's entry by the code of the arrival table (3.3.1), as whole sentences."""
ENTRY_BY_WORDS = {words: ENTRY_SENTENCES[code] for code, words in ENTRY_WORDS.items()}
ORIGIN_WORDS = "in his people's zones of origin"  # sv_model.timeline's words (4.2.1)


def _event_text(cat: Catalogue, e: TimelineEvent) -> str:
    name = cat.leaders[e.subject].name if e.subject in cat.leaders else e.subject
    if e.kind is EventKind.LEADER:
        if e.where in cat.zones:
            return translate("Sheet", "{name} enters {zone}").format(
                name=name, zone=cat.zone_title(e.where))
        if e.where in ENTRY_BY_WORDS:
            return translate("Sheet", ENTRY_BY_WORDS[e.where]).format(name=name)
        if e.where == ORIGIN_WORDS:
            return translate("Sheet", "{name} enters in his people's zones of origin").format(
                name=name)
        return translate("Sheet", "{name} enters {zone}").format(name=name, zone=e.where).strip()
    if e.kind is EventKind.DEPARTURE:
        return translate("Sheet", "{name} leaves play at the end of the year (phase F)").format(
            name=name)
    if e.kind is EventKind.FLEET:
        return marker_label(cat, f"fleet:{e.subject}")
    if e.kind is EventKind.PEOPLE:
        return marker_label(cat, f"people:{e.subject}")
    return translate("Sheet", "Constantinopolis is completed")


def _card(content: SheetContent, bundle: ScenarioBundle) -> None:
    s, code = bundle.scenario, language()  # the scenario's texts in the sheet's language
    content.description = " ".join(x for x in (text_of(s, "description", code),
                                               text_of(s, "introduction", code)) if x)
    content.author = text_of(s, "author", code)
    content.special_rules = special_rules_of(s, code)
    content.victory_notes = text_of(s, "victory_notes", code)
    defaults = RulesetOptions()
    for name, words in OPTION_WORDS.items():
        value = getattr(s.options, name)
        if value != getattr(defaults, name):
            content.options.append(translate("Sheet", "{option}: {value}").format(
                option=translate("Sheet", words), value=_option_value(value)))
    if s.authored_estimate:
        content.provenance.append(
            translate("Sheet", "This set-up is our estimate, not the printed scenario."))
    if bundle.roster.authored_estimate:
        content.provenance.append(translate(
            "Sheet", "Values marked † are our estimate of the printed counters; correct them "
                     "in the roster file."))
    if bundle.game_map.authored_estimate:
        content.provenance.append(translate("Sheet", "The map's zones and borders are our "
                                                     "estimate."))


def _option_value(value: object) -> str:
    """An option's value: yes or no, else its name as the ruleset file spells it."""
    if isinstance(value, bool):
        return translate("Sheet", "yes") if value else translate("Sheet", "no")
    return str(getattr(value, "value", value))


def scenario_title(s: Scenario) -> str:
    """A scenario's number and name in the sheet's language."""
    name = text_of(s, "name", language())
    return f"{s.number}. {name}" if s.number else name


def years_text(start: int, end: int) -> str:
    """The years of a scenario or a game, AD."""
    return translate("Sheet", "AD {start}–{end}").format(start=start, end=end)


def setup_content(bundle: ScenarioBundle) -> SheetContent:
    """The setup sheet of a scenario, as it stands before the first turn."""
    s = bundle.scenario
    cat = Catalogue.of(bundle)
    board = board_from_scenario(bundle)
    title = scenario_title(s)
    content = SheetContent(title=title, years=years_text(s.start_year, s.end_year), board=board)
    _card(content, bundle)
    code = language()
    placements = {**{x.leader: text_of(x, "note", code) for x in s.leaders if x.note},
                  **{x.unit: text_of(x, "note", code) for x in s.units if x.note}}
    content.dioceses, content.elsewhere = _zones(cat, board, bundle.roster.authored_estimate,
                                                 placements)
    _tables(content, cat, board, status_from_scenario(bundle),
            {f.fleet: f.returns_year for f in s.fleets if f.returns_year})
    content.timeline = [(e.year, _event_text(cat, e), e.rule)
                        for e in scenario_timeline(s, bundle.roster)]
    names = cat.stratagem_names
    cup = list(names) if s.stratagem_cup == "all" else list(s.stratagem_cup)
    content.cup = sorted(names.get(x, x) for x in cup)
    count = len(cup)  # a plain name: lupdate reads no expression as the count
    content.cup_note = translate("Sheet", "%n counter(s) in the cup at the start (6)", None,
                                 count)
    return content


def position_content(game: Game, bundle: ScenarioBundle) -> SheetContent:
    """The sheet of a game in progress: the public pages from what both players may see,
    and each player's hand for his own page."""
    from sv_desktop.board.position import board_from_state

    s = bundle.scenario
    cat = Catalogue.of(bundle)
    table = game.view(None)
    state = table.public
    board = board_from_state(cat, state)
    status = status_from_view(cat, table)
    title = scenario_title(s)
    content = SheetContent(title=title, years=years_text(state.start_year, state.end_year),
                           board=board)
    _card(content, bundle)
    content.dioceses, content.elsewhere = _zones(cat, board, bundle.roster.authored_estimate)
    returns = {fid: f.returns_year for fid, f in state.fleets.items() if f.returns_year}
    _tables(content, cat, board, status, returns)
    content.timeline = turn_track_rows(state, status)
    names = cat.stratagem_names
    content.position = PositionFacts(
        year=state.year, phase=_phase_name(state.phase), step=step_name(state.step, state.phase),
        initiative=state.initiative, vp=dict(state.vp),
        mcs=translate("Sheet", "{left} of {total}").format(
            left=", ".join(f"{SIDE_NAMES[side]} {n}" for side, n in state.mcs_left.items()),
            total=state.mcs_total),
        turn_track=[(y, t) for y, t, _rule in content.timeline],
        dead_leaders=sorted(cat.leaders[lid].name for lid, x in state.leaders.items()
                            if x.status == DEAD and lid in cat.leaders),
        hand_sizes=dict(table.hand_sizes), cup_size=table.cup_size,
        out_of_game=sorted(names.get(x, x) for x in state.deck.out_of_game), over=state.over)
    in_cup = table.cup_size  # a plain name: lupdate reads no expression as the count
    content.cup_note = translate("Sheet", "%n counter(s) in the cup; the rest are in the hands "
                                          "or out of the game (6)", None, in_cup)
    for side in Side:
        content.hands[side] = sorted(names.get(x, x) for x in game.view(side).hand)
    return content


def turn_track_rows(state: GameState, status: PublicStatus) -> list[tuple[int, str, str]]:
    """Everything on the turn track of a game, year by year: the game turn marker, the
    markers waiting on later boxes (fleets away 9.2, peoples pacified 9.4, Constantinopolis
    3.1.2, as the engine keeps them) and the last turn."""
    rows = [(state.year, translate("Sheet", "Game turn marker"), "2")]
    rows += [(year, text, "") for year, texts in sorted(status.turn_track.items())
             for text in texts]
    rows.append((state.end_year, translate("Sheet", "Last turn of the game"), ""))
    return sorted(rows, key=lambda r: r[0])


def _phase_name(phase: str) -> str:
    name = phase_name(phase)
    return f"{phase}. {name} (2.{phase})" if name else phase
