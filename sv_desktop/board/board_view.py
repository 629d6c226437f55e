"""What the map shows: pieces, their faces and zones' public descriptions.

A ``BoardView`` is built either from a scenario's set-up (no engine needed)
or from the engine's ``GameState``. Only public information goes in: the
stratagem hands never do, so nothing secret can reach the map, its
tooltips or the stack inspector.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sv_desktop.board.counters import CounterSpec, PieceKind, TitleMarker
from sv_desktop.board.theme import NATIONALITY_COLOURS, SIDE_COLOURS, SIDE_NAMES, SIDE_SHORT
from sv_desktop.common import i18n
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, Language
from sv_model.data_texts import in_language
from sv_model.loader import ScenarioBundle
from sv_model.schemas.map import GameMap, Half, Zone, ZoneKind
from sv_model.schemas.roster import (
    LEADER_VALUES,
    UNIT_VALUES,
    Leader,
    Nationality,
    People,
    Roster,
    Unit,
    estimated_values,
)
from sv_model.schemas.scenario import Side


class _Remembered:
    """Texts translated so far, for the language they were translated in."""

    language: Language | None = None
    texts: dict[tuple[str, str], str] = {}  # noqa: RUF012 (one memo for the module)


def translate(context: str, text: str, disambiguation: None = None, n: int = -1) -> str:
    """``i18n.translate``, remembered for the interface's language when there is no
    count: building a board asks for the same few dozen texts of its counters'
    descriptions a thousand times."""
    if n >= 0:
        return i18n.translate(context, text, disambiguation, n)
    memo = _Remembered
    if memo.language is not i18n.language():
        memo.language, memo.texts = i18n.language(), {}
    found = memo.texts.get((context, text))
    if found is None:
        found = memo.texts[(context, text)] = i18n.translate(context, text)
    return found


TITLE_RANK = {"primus_augustus": 0, "secundus_augustus": 1, "augustus": 2, "caesar": 3,
              "usurper": 4}
TITLE_NAMES = {"primus_augustus": QT_TRANSLATE_NOOP("Title", "Primus Augustus"),
               "secundus_augustus": QT_TRANSLATE_NOOP("Title", "Secundus Augustus"),
               "augustus": QT_TRANSLATE_NOOP("Title", "Augustus"),
               "caesar": QT_TRANSLATE_NOOP("Title", "Caesar"),
               "usurper": QT_TRANSLATE_NOOP("Title", "Usurper")}
"""The titles of 3.5 and 3.6 in English; ``title_name`` gives them in the interface's
language (context "Title")."""
NEUTRAL = "neutral"
NATIONALITY_NAMES = {
    Nationality.ROMAN: QT_TRANSLATE_NOOP("Nationality", "Roman"),
    Nationality.IRANIAN: QT_TRANSLATE_NOOP("Nationality", "Iranian"),
    Nationality.GERMAN: QT_TRANSLATE_NOOP("Nationality", "German"),
    Nationality.CELT: QT_TRANSLATE_NOOP("Nationality", "Celt"),
    Nationality.THRACO_PHRYGIAN: QT_TRANSLATE_NOOP("Nationality", "Thraco-Phrygian"),
    Nationality.HAMITO_SEMITE: QT_TRANSLATE_NOOP("Nationality", "Hamito-Semite"),
}
"""The nationalities of 1.1 (context "Nationality")."""


def title_name(title: str) -> str:
    """A title (3.5, 3.6) by its id, in the interface's language."""
    english = TITLE_NAMES.get(title)
    return translate("Title", english) if english else title.replace("_", " ").title()


def nationality_name(nationality: Nationality) -> str:
    """A nationality (1.1) in the interface's language."""
    return translate("Nationality", NATIONALITY_NAMES[nationality])


def leader_legend(with_pc: bool) -> str:
    """What a leader's printed values stand for (1.2)."""
    if with_pc:
        return translate("Counter", "CC command capacity, SR strategic rating, "
                                    "TB tactical bonus, PC political capacity")
    return translate("Counter", "CC command capacity, SR strategic rating, TB tactical bonus")


def unit_legend() -> str:
    """What a unit's printed values stand for (1.3)."""
    return translate("Counter", "SP strength points, QU quality, TB tactical bonus, "
                                "MP movement points")


def leader_ratings(leader: Leader) -> str:
    """A leader's printed values in a line: CC, SR, TB, and PC for a Roman (1.2)."""
    if leader.pc is not None:
        return translate("Counter", "CC {cc} · SR {sr} · TB {tb} · PC {pc}").format(
            cc=leader.cc, sr=leader.sr, tb=leader.tb, pc=leader.pc)
    return translate("Counter", "CC {cc} · SR {sr} · TB {tb}").format(
        cc=leader.cc, sr=leader.sr, tb=leader.tb)


@dataclass(frozen=True)
class PieceView:
    """One counter as the map shows it."""

    id: str
    kind: PieceKind
    zone: str
    owner: Side | None
    spec: CounterSpec
    name: str
    detail: str
    order: tuple[int, int, str]

    @property
    def group(self) -> str:
        return self.owner.value if self.owner else NEUTRAL


@dataclass
class BoardView:
    pieces: list[PieceView] = field(default_factory=list)
    diocese_control: dict[str, Side] = field(default_factory=dict)
    peoples_at_war: dict[str, Side | None] = field(default_factory=dict)
    zone_markers: dict[str, list[str]] = field(default_factory=dict)

    def in_zone(self, zone_id: str) -> list[PieceView]:
        return sorted((p for p in self.pieces if p.zone == zone_id), key=lambda p: p.order)

    def piece(self, piece_id: str) -> PieceView | None:
        for p in self.pieces:
            if p.id == piece_id:
                return p
        return None


class Catalogue:
    """Fast look-ups into a map and roster, shared by the board builders."""

    def __init__(self, game_map: GameMap, roster: Roster) -> None:
        # every name in the interface's language where the data gives one (issue 34)
        game_map, roster = in_language(game_map, roster, i18n.language())
        self.game_map = game_map
        self.roster = roster
        self.zones: dict[str, Zone] = {z.id: z for z in game_map.zones}
        self.leaders: dict[str, Leader] = {x.id: x for x in roster.leaders}
        self.units: dict[str, Unit] = {u.id: u for u in roster.units}
        self.peoples: dict[str, People] = {p.id: p for p in roster.peoples}
        self.diocese_names = {d.id: d.name for d in game_map.dioceses}
        self.diocese_colours = {d.id: d.colour for d in game_map.dioceses}
        self.fleet_names = {f.id: f.name for f in game_map.fleets}
        self.stratagem_names = {s.id: s.name for s in roster.stratagems}

    @classmethod
    def of(cls, bundle: ScenarioBundle) -> Catalogue:
        return cls(bundle.game_map, bundle.roster)

    def zone_title(self, zone_id: str) -> str:
        z = self.zones.get(zone_id)
        if z is None:
            return zone_id
        if z.diocese is not None:
            short = f"{self.diocese_names.get(z.diocese, z.diocese)} {z.number}"
            return short if z.name == short else f"{short} ({z.name})"
        return z.name

    def people_band(self, people_id: str | None) -> str | None:
        """Non-Roman band: the colour of the diocese they enter by (1.2.1, 4.3)."""
        people = self.peoples.get(people_id or "")
        if people is None:
            return None
        for d in people.entry_band:
            if d in self.diocese_colours:
                return self.diocese_colours[d]
        return people.colour


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _side(value: Any) -> Side | None:
    if value is None:
        return None
    return value if isinstance(value, Side) else Side(str(value))


def _title(value: Any) -> str | None:
    if value is None:
        return None
    return str(getattr(value, "value", value))


def leader_markers(title: str | None, civil_war: bool, protectores: bool) -> tuple[TitleMarker,
                                                                                    ...]:
    out: list[TitleMarker] = []
    if title:
        out.append(TitleMarker(title))
    if civil_war:
        out.append(TitleMarker.CIVIL_WAR)
    if protectores:
        out.append(TitleMarker.PROTECTORES)
    return tuple(out)


def leader_spec(cat: Catalogue, leader: Leader, side: Side | None, *, pax_romana: bool,
                markers: tuple[TitleMarker, ...]) -> CounterSpec:
    roman = leader.nationality is Nationality.ROMAN
    band: str | None
    if roman:
        # front (PRIMUS) has a white band, back (SECONDUS) a black band (3.5.1)
        band = "#f4f1e8" if side is Side.PRIMUS else "#1c1c1c"
    else:
        band = cat.people_band(leader.people)
    return CounterSpec(
        kind=PieceKind.LEADER, name=leader.name, base=NATIONALITY_COLOURS[leader.nationality],
        band=band, ratings=(leader.cc, leader.sr, leader.tb), pc=leader.pc,
        loyalty="" if leader.loyalty in (None, "none") else str(leader.loyalty),
        pax_romana=pax_romana, side_colour=SIDE_COLOURS[side] if side else None,
        side_letter=SIDE_SHORT[side] if side else "", markers=markers)


def unit_spec(cat: Catalogue, unit: Unit, side: Side | None, weakened: bool) -> CounterSpec:
    face = unit.weakened if weakened else unit.normal
    if unit.diocese is not None:
        band: str | None = cat.diocese_colours.get(unit.diocese)
    elif unit.people is not None:
        band = cat.people_band(unit.people)
    else:
        band = None  # comitatenses carry no band (1.3.1)
    return CounterSpec(
        kind=PieceKind.UNIT, name=unit.name, base=NATIONALITY_COLOURS[unit.nationality],
        band=band, ratings=(face.sp, face.qu, face.tb),
        category=unit.category.value if unit.category else "", weakened=weakened,
        side_colour=SIDE_COLOURS[side] if side else None,
        side_letter=SIDE_SHORT[side] if side else "")


def fleet_spec(name: str, side: Side | None) -> CounterSpec:
    return CounterSpec(kind=PieceKind.FLEET, name=name.replace("Classis ", "Cl. "),
                       base="#27496d", band="#d8dde4",
                       side_colour=SIDE_COLOURS[side] if side else None,
                       side_letter=SIDE_SHORT[side] if side else "")


VALUE_LABELS = {"movement": QT_TRANSLATE_NOOP("Counter", "MP"),
                "loyalty": QT_TRANSLATE_NOOP("Counter", "loyalty"),
                "category": QT_TRANSLATE_NOOP("Counter", "category"),
                "diocese": QT_TRANSLATE_NOOP("Counter", "band"),
                "sp": QT_TRANSLATE_NOOP("Counter", "SP"),
                "qu": QT_TRANSLATE_NOOP("Counter", "QU"),
                "tb": QT_TRANSLATE_NOOP("Counter", "TB"),
                "cc": QT_TRANSLATE_NOOP("Counter", "CC"),
                "sr": QT_TRANSLATE_NOOP("Counter", "SR"),
                "pc": QT_TRANSLATE_NOOP("Counter", "PC")}
"""The names of a counter's values (1.2, 1.3), as the rule book abbreviates them."""


def value_label(name: str) -> str:
    """How a counter value is named on screen and on paper: ``weakened.sp`` is "weakened SP"."""
    face, _dot, value = name.rpartition(".")
    english = VALUE_LABELS.get(value)
    label = translate("Counter", english) if english else value.upper()
    if face == "weakened":
        return translate("Counter", "weakened {value}").format(value=label)
    return label


def provenance_line(cat: Catalogue, record: Leader | Unit) -> str:
    """Whether a counter's values are our estimate or the printed game's (per value)."""
    estimated = estimated_values(cat.roster, record)
    if not estimated:
        return translate("Counter", "values entered from the printed game")
    if len(estimated) == len(LEADER_VALUES if isinstance(record, Leader) else UNIT_VALUES) \
            or not record.printed:
        return translate("Counter", "values: our estimate, not the printed counter")
    return translate("Counter", "our estimate: {values}; the other values are from the "
                                "printed counter").format(
        values=", ".join(value_label(v) for v in estimated))


LOYALTY_NAMES = {"cross": QT_TRANSLATE_NOOP("Counter", "cross"),
                 "sun": QT_TRANSLATE_NOOP("Counter", "sun")}
"""The religious loyalties of 1.2."""


def _leader_detail(cat: Catalogue, leader: Leader, side: Side | None, title: str | None,
                   pax: bool, civil_war: bool, protectores: bool) -> str:
    nationality = nationality_name(leader.nationality)
    if leader.people:
        people = cat.peoples[leader.people].name if leader.people in cat.peoples \
            else leader.people
        head = translate("Counter", "{name} — leader, {nationality} ({people})").format(
            name=leader.name, nationality=nationality, people=people)
    else:
        head = translate("Counter", "{name} — leader, {nationality}").format(
            name=leader.name, nationality=nationality)
    ratings = leader_ratings(leader)
    if leader.loyalty and leader.loyalty != "none":
        loyalty = str(leader.loyalty)
        ratings += " · " + translate("Counter", "loyalty: {loyalty}").format(
            loyalty=translate("Counter", LOYALTY_NAMES[loyalty]) if loyalty in LOYALTY_NAMES
            else loyalty)
    parts = [head, ratings + " (1.2)", leader_legend(leader.pc is not None),
             provenance_line(cat, leader)]
    if side:
        parts.append(translate("Counter", "side: {side} (3.7.1)").format(side=SIDE_NAMES[side]))
    if title:
        parts.append(translate("Counter", "title: {title} (3.5)").format(
            title=title_name(title)))
    if pax:
        parts.append(translate("Counter", "Pax Romana face: his people are at peace (4.2.1)"))
    if civil_war:
        parts.append(translate("Counter", "civil war in progress (3.6)"))
    if protectores:
        parts.append(translate("Counter", "Protectores Domestici (3.5.3)"))
    return "\n".join(parts)


def unit_values(sp: int, qu: int, tb: int) -> str:
    """A unit face's printed values in a line (1.3)."""
    return translate("Counter", "SP {sp} · QU {qu} · TB {tb}").format(sp=sp, qu=qu, tb=tb)


def _unit_detail(cat: Catalogue, unit: Unit, side: Side | None, weakened: bool) -> str:
    face = unit.weakened if weakened else unit.normal
    nationality = nationality_name(unit.nationality)
    if unit.category:
        head = translate("Counter", "{name} — {category} unit, {nationality}").format(
            name=unit.name, category=unit.category.value, nationality=nationality)
    else:
        people = cat.peoples[unit.people].name if unit.people in cat.peoples \
            else str(unit.people)
        head = translate("Counter", "{name} — unit of the {people}, {nationality}").format(
            name=unit.name, people=people, nationality=nationality)
    values = unit_values(face.sp, face.qu, face.tb) + " · " + translate(
        "Counter", "{mp} MP").format(mp=unit.movement)
    if weakened:
        values += " · " + translate("Counter", "weakened (1.3)")
    lines = [head, values, unit_legend(), provenance_line(cat, unit)]
    if unit.diocese:
        lines.append(translate("Counter", "limitanei of {diocese} (3.2.1)").format(
            diocese=cat.diocese_names.get(unit.diocese, unit.diocese)))
    if side:
        lines.append(translate("Counter", "controlled by {side} (3.7.2)").format(
            side=SIDE_NAMES[side]))
    return "\n".join(lines)


def roman_unit_controller(cat: Catalogue, zone_id: str, leader_sides: Iterable[Side | None],
                          control: Mapping[str, Side]) -> Side | None:
    """3.7.2: with a leader, his side; otherwise the controller of the diocese."""
    for s in leader_sides:
        if s is not None:
            return s
    z = cat.zones.get(zone_id)
    if z is not None and z.diocese is not None:
        return control.get(z.diocese)
    return None


def build_board(cat: Catalogue, leaders: Iterable[tuple[str, Any]],
                units: Iterable[tuple[str, Any]], fleets: Iterable[tuple[str, Any]],
                diocese_control: Mapping[str, Any],
                peoples: Iterable[tuple[str, Any]] = (),
                zone_markers: Mapping[str, list[str]] | None = None,
                unit_owner: Mapping[str, Side | None] | None = None) -> BoardView:
    """A board from piece records (scenario set-up rows or engine states).

    Records are read by attribute or key: leaders ``zone, side, title,
    pax_romana, protectores, civil_war, alive``; units ``zone, weakened,
    eliminated``; fleets ``zone`` (None: in its home port); peoples
    ``at_war, controller``.
    """
    control = {d: s for d, v in diocese_control.items() if (s := _side(v)) is not None}
    at_war = {pid: _side(_get(p, "controller")) for pid, p in peoples if _get(p, "at_war")}
    board = BoardView(diocese_control=control, peoples_at_war=at_war,
                      zone_markers=dict(zone_markers or {}))
    leader_sides_by_zone: dict[str, list[Side | None]] = {}
    for lid, rec in leaders:
        zone = _get(rec, "zone")
        if (zone is None or not _get(rec, "alive", True) or not _get(rec, "in_play", True)
                or lid not in cat.leaders):
            continue
        leader = cat.leaders[lid]
        side = _side(_get(rec, "side"))
        if leader.nationality is not Nationality.ROMAN:
            side = side or at_war.get(leader.people or "")
        title = _title(_get(rec, "title"))
        pax, cw, prot = (bool(_get(rec, "pax_romana", False)), bool(_get(rec, "civil_war", False)),
                         bool(_get(rec, "protectores", False)))
        if leader.nationality is Nationality.ROMAN:
            leader_sides_by_zone.setdefault(zone, []).append(side)
        spec = leader_spec(cat, leader, side, pax_romana=pax,
                           markers=leader_markers(title, cw, prot))
        board.pieces.append(PieceView(
            lid, PieceKind.LEADER, zone, side, spec, leader.name,
            _leader_detail(cat, leader, side, title, pax, cw, prot),
            (0, TITLE_RANK.get(title or "", 9) * 10 - leader.cc, leader.name)))
    for uid, rec in units:
        zone = _get(rec, "zone")
        if (zone is None or _get(rec, "eliminated", False) or not _get(rec, "in_play", True)
                or uid not in cat.units):
            continue
        unit = cat.units[uid]
        weakened = bool(_get(rec, "weakened", False))
        if unit_owner is not None and uid in unit_owner:
            side = unit_owner[uid]
        elif _get(rec, "side") is not None:
            side = _side(_get(rec, "side"))
        elif unit.nationality is Nationality.ROMAN:
            side = roman_unit_controller(cat, zone, leader_sides_by_zone.get(zone, ()), control)
        else:
            side = at_war.get(unit.people or "")
        board.pieces.append(PieceView(
            uid, PieceKind.UNIT, zone, side, unit_spec(cat, unit, side, weakened), unit.name,
            _unit_detail(cat, unit, side, weakened),
            (1, -(unit.weakened.sp if weakened else unit.normal.sp), unit.name)))
    for fid, rec in fleets:
        zone = _get(rec, "zone") or _get(rec, "at") or _home_port(cat, fid)
        if zone is None:
            continue
        name = cat.fleet_names.get(fid, fid)
        side = _side(_get(rec, "controller")) or _fleet_controller(cat, fid, control)
        returns = _get(rec, "returns_year")
        detail = translate("Counter", "{name} — fleet (3.4.2)").format(name=name)
        if returns:
            detail += "\n" + translate("Counter", "away, returns in {year} (9.2)").format(
                year=returns)
        board.pieces.append(PieceView(fid, PieceKind.FLEET, zone, side, fleet_spec(name, side),
                                      name, detail, (2, 0, name)))
    return board


def _home_port(cat: Catalogue, fleet_id: str) -> str | None:
    for z in cat.game_map.zones:
        if z.port == fleet_id:
            return z.id
    return None


def _fleet_controller(cat: Catalogue, fleet_id: str, control: Mapping[str, Side]) -> Side | None:
    """Fleets follow the control of the diocese holding their port (2.F, French text)."""
    home = _home_port(cat, fleet_id)
    zone = cat.zones.get(home or "")
    return control.get(zone.diocese) if zone is not None and zone.diocese else None


CONSTANTINOPLE_ZONE = "thracia_3"


def add_constantinople(markers: dict[str, list[str]], cat: Catalogue, built: bool) -> None:
    """The Constantinopolis marker, once the city stands (3.1.2), for every board."""
    if built and CONSTANTINOPLE_ZONE in cat.zones:
        markers.setdefault(CONSTANTINOPLE_ZONE, []).append("Constantinopolis")


def board_from_scenario(bundle: ScenarioBundle) -> BoardView:
    """The set-up of a scenario, as it stands before the first turn."""
    s = bundle.scenario
    cat = Catalogue.of(bundle)
    markers: dict[str, list[str]] = {}
    add_constantinople(markers, cat, s.constantinopolis_built)
    return build_board(cat, ((x.leader, x) for x in s.leaders), ((u.unit, u) for u in s.units),
                       ((f.fleet, f) for f in s.fleets), s.diocese_control,
                       ((p.people, p) for p in s.peoples), markers)


def zone_features(z: Zone) -> list[str]:
    """Special features of a zone, citing the rules that use them."""
    out: list[str] = []
    if z.capital and z.city:
        out.append(translate("Zone", "imperial capital {city} (3.1.2)").format(city=z.city))
    elif z.city:
        out.append(translate("Zone", "city {city} (3.1.2)").format(city=z.city))
    if z.rome:
        out.append(translate("Zone", "Rome (3.1.2)"))
    if z.port_name:
        out.append(translate("Zone", "port {port} (3.4.2)").format(port=z.port_name))
    if z.kind is ZoneKind.SEA:
        out.append(translate("Zone", "sea zone (3.4.2); fleets may not enter") if z.no_fleet
                   else translate("Zone", "sea zone (3.4.2)"))
    if z.east_exception:
        out.append(translate("Zone", "counts as inside the Empire for the 2-MP limit (7.3)"))
    if z.half is Half.WEST:
        out.append(translate("Zone", "western half of the map (event 11)"))
    elif z.half is Half.EAST:
        out.append(translate("Zone", "eastern half of the map (event 11)"))
    return out


def zone_crossings(cat: Catalogue, zone_id: str) -> list[str]:
    """Rivers and straits on the zone's borders, with their cost (7.2: only a major
    river costs +1 MP; the map names its straits)."""
    out = []
    minor = cat.game_map.minor_river_names()
    for e in cat.game_map.edges:
        if zone_id not in (e.a, e.b) or e.kind.value not in ("river", "strait"):
            continue
        other = cat.zones.get(e.b if e.a == zone_id else e.a)
        name = other.name if other else "?"
        if e.kind.value == "river" and e.river in minor:
            out.append(translate("Zone", "across the {river} to {zone} (drawn only, no extra "
                                         "MP, 7.2)").format(river=e.river, zone=name))
        elif e.kind.value == "river":
            out.append(translate("Zone", "across the {river} to {zone} (+1 MP, 7.2)").format(
                river=e.river, zone=name))
        elif e.name:
            out.append(translate("Zone", "{strait} to {zone} (+1 MP, 7.2)").format(
                strait=e.name, zone=name))
        else:
            out.append(translate("Zone", "strait to {zone} (+1 MP, 7.2)").format(zone=name))
    return out


def describe_zone(cat: Catalogue, board: BoardView, zone_id: str) -> str:
    """The hover text of a zone: name, diocese, owner, features, contents."""
    z = cat.zones.get(zone_id)
    if z is None:
        return zone_id
    lines = [f"<b>{z.name}</b>"]
    if z.diocese is not None:
        owner = board.diocese_control.get(z.diocese)
        lines.append(translate("Zone", "Diocese {diocese}, zone {number}").format(
            diocese=cat.diocese_names.get(z.diocese, z.diocese), number=z.number))
        lines.append(translate("Zone", "Controlled by {side} (3.7.3)").format(side=SIDE_NAMES[owner])
                     if owner else translate("Zone", "Controlled by nobody (3.7.3)"))
    elif z.kind is ZoneKind.ORIGIN:
        people = cat.peoples.get(z.people or "")
        pname = people.name if people else z.people
        lines.append(translate("Zone", "Zone of origin of the {people} (4.1)").format(people=pname))
        if z.people in board.peoples_at_war:
            side = board.peoples_at_war[z.people or ""]
            lines.append(translate("Zone", "At war, controlled by {side} (4.4.1)").format(
                side=SIDE_NAMES[side]) if side else translate("Zone", "At war"))
        else:
            lines.append(translate("Zone", "At peace with Rome (4.2)"))
    elif z.kind is ZoneKind.OUTSIDE:
        lines.append(translate("Zone", "Outside the Empire"))
    lines.extend(f"• {f}" for f in zone_features(z))
    lines.extend(f"• {c}" for c in zone_crossings(cat, zone_id))
    lines.extend("• " + translate("Zone", "marker: {marker}").format(marker=m)
                 for m in board.zone_markers.get(zone_id, []))
    pieces = board.in_zone(zone_id)
    count, more = len(pieces), len(pieces) - 12  # plain names: lupdate reads no expression
    if pieces:
        lines.append("<i>" + translate("Zone", "%n piece(s):", None, count) + "</i>")
        lines.extend(f"&nbsp;&nbsp;{p.name} ({_short_owner(p.owner)})" for p in pieces[:12])
        if more > 0:
            lines.append("&nbsp;&nbsp;" + translate("Zone", "… and %n more", None, more))
    return "<br>".join(lines)


def _short_owner(side: Side | None) -> str:
    return SIDE_NAMES[side] if side else translate("Zone", "neutral")
