"""Set-up legality of a scenario beyond its schema.

``setup_problems`` checks where a scenario puts its pieces at the start
against the rules: arrivals and deaths (3.3.1), the Dux (3.3.1), limitanei
and comitatenses (3.3.2, 3.2), titles (3.5.1, 3.5.3, 3.6.1), non-Roman
peoples (4.2, 4.4), fleets (3.4.2, 9.2) and the stratagem cup (6.3).
Every message cites the rule paragraph it enforces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from sv_model.bundle import ScenarioBundle
from sv_model.checks import finding
from sv_model.errors import DataFileError, DataProblem
from sv_model.schemas.map import EdgeKind, GameMap, Zone, ZoneKind
from sv_model.schemas.roster import Category, Leader, Nationality, People, Roster
from sv_model.schemas.scenario import LeaderSetup, PeopleSetup, Scenario, Side, Title
from sv_model.yamlio import YamlDocument, read_yaml

CONSTANTIN = "constantin"  # the leader whose death brings Hérésie into the cup (6.3)
PERSECUTION = "persecution"  # in the cup only before 340 (6.3, French text)
HERESIE = "heresie"
PERSECUTION_LAST_YEAR = 339
LAND_EDGES = (EdgeKind.LAND, EdgeKind.RIVER, EdgeKind.STRAIT)
OUTSIDE_KINDS = (ZoneKind.ORIGIN, ZoneKind.OUTSIDE)
AUGUSTI = (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS, Title.AUGUSTUS)
CONSTANTINOPOLIS_CITIES = ("Constantinopolis", "Byzantium")
TITLE_NAMES = {Title.PRIMUS_AUGUSTUS: "Primus Augustus",
               Title.SECONDUS_AUGUSTUS: "Secundus Augustus"}

Loc = tuple[str | int, ...]


@dataclass
class _Context:
    """Indexes over one scenario bundle, and the problems found so far."""

    bundle: ScenarioBundle
    doc: YamlDocument | None
    problems: list[DataProblem] = field(default_factory=list)
    check_id: str = "setup.leader-dates"

    def __post_init__(self) -> None:
        m = self.bundle.game_map
        self.zones: dict[str, Zone] = {z.id: z for z in m.zones}
        self.neighbours: dict[str, set[str]] = {z.id: set() for z in m.zones}
        for e in m.edges:
            if e.kind in LAND_EDGES and e.a in self.neighbours and e.b in self.neighbours:
                self.neighbours[e.a].add(e.b)
                self.neighbours[e.b].add(e.a)
        self.origin_zones: dict[str, set[str]] = {}
        for z in m.zones:
            if z.people is not None:
                self.origin_zones.setdefault(z.people, set()).add(z.id)
        self.people_setup: dict[str, PeopleSetup] = {p.people: p for p in self.scenario.peoples}

    @property
    def scenario(self) -> Scenario:
        return self.bundle.scenario

    @property
    def game_map(self) -> GameMap:
        return self.bundle.game_map

    @property
    def roster(self) -> Roster:
        return self.bundle.roster

    def report(self, loc: Loc, label: str, message: str) -> None:
        line = self.doc.line_of(loc) if self.doc is not None else None
        self.problems.append(finding(self.check_id, str(self.bundle.path), line, label, message))

    def at_war(self, people_id: str) -> bool:
        ps = self.people_setup.get(people_id)
        return ps is not None and ps.at_war

    def people(self, people_id: str) -> People | None:
        return next((p for p in self.roster.peoples if p.id == people_id), None)

    def capital_zone(self, city: str) -> Zone | None:
        """The zone of an imperial capital; Nicomedia's role passes to Constantinopolis."""
        if city == "Nicomedia" and self.scenario.constantinopolis_built:
            for name in CONSTANTINOPOLIS_CITIES:
                found = self.game_map.zone_by_city(name)
                if found is not None:
                    return found
        return self.game_map.zone_by_city(city)

    def zone_title(self, zone_id: str) -> str:
        """A zone as the map names it: ``Galliae 6 (Lugdunensis Prima et Senonia)``."""
        z = self.zones.get(zone_id)
        if z is None:
            return zone_id
        if z.diocese is None:
            return z.name
        short = f"{self.diocese_name(z.diocese)} {z.number}"
        return short if z.name == short else f"{short} ({z.name})"

    def diocese_name(self, diocese: str) -> str:
        return next((d.name for d in self.game_map.dioceses if d.id == diocese), diocese)

    def leader_name(self, leader_id: str) -> str:
        return next((x.name for x in self.roster.leaders if x.id == leader_id), leader_id)

    def unit_name(self, unit_id: str) -> str:
        return next((x.name for x in self.roster.units if x.id == unit_id), unit_id)

    def people_name(self, people_id: str) -> str:
        found = self.people(people_id)
        return found.name if found is not None else people_id

    def is_outside(self, zone_id: str) -> bool:
        z = self.zones.get(zone_id)
        return z is not None and z.kind in OUTSIDE_KINDS

    def frontier_zones(self, diocese: str) -> set[str]:
        """Zones of a diocese that touch a land zone outside the Empire (3.3.2)."""
        return {z.id for z in self.game_map.zones
                if z.diocese == diocese and any(self.is_outside(n) for n in self.neighbours[z.id])}


def setup_problems(bundle: ScenarioBundle, doc: YamlDocument | None = None) -> list[DataProblem]:
    """Pieces placed where the rules forbid, as problems naming the scenario and line.
    ``doc``: the scenario's parsed text, for lines (read again from its path if not given)."""
    if doc is None:
        try:
            doc = read_yaml(bundle.path)
        except DataFileError:
            doc = None
    ctx = _Context(bundle, doc)
    for check_id, check in SETUP_CHECKS:
        ctx.check_id = check_id
        check(ctx)
    return ctx.problems


# --- leaders -------------------------------------------------------------------------------

def _leader_rows(ctx: _Context) -> Iterator[tuple[int, LeaderSetup, Leader]]:
    for i, ls in enumerate(ctx.scenario.leaders):
        yield i, ls, ctx.roster.leader(ls.leader)


def check_leader_dates(ctx: _Context) -> None:
    """Roman leaders within their table dates (3.3.1); kings on their schedule (4.2.1)."""
    year = ctx.scenario.start_year
    overrides = {a.leader: a for a in ctx.scenario.arrivals}
    for i, ls, leader in _leader_rows(ctx):
        loc, label = ("leaders", i), f"leaders[{ls.leader}]"
        if leader.table is not None:
            arrival: int | None = leader.table.arrival_year
            if ls.leader in overrides:
                arrival = overrides[ls.leader].year
            if arrival is None:
                ctx.report(loc, label, "placed, but the scenario's arrivals say he never arrives (3.3.1)")
            elif arrival > year:
                ctx.report(loc, label, f"placed in {year} but arrives in {arrival} (3.3.1)")
            death = leader.table.certain_death
            if death is not None and year > death:
                ctx.report(loc, label, f"placed in {year} but his certain death is in {death} (3.3.1)")
        if leader.enters_year is not None and year < leader.enters_year:
            ctx.report(loc, label, f"placed in {year} but enters the game in {leader.enters_year} (4.2.1)")
        if leader.leaves_after_year is not None and year > leader.leaves_after_year:
            ctx.report(loc, label,
                       f"placed in {year} but leaves the game after {leader.leaves_after_year} (4.2.1)")
    placed = {ls.leader for ls in ctx.scenario.leaders}
    for i, ar in enumerate(ctx.scenario.arrivals):
        if ar.leader not in placed and ar.year is not None and ar.year < year:
            ctx.report(("arrivals", i), f"arrivals[{ar.leader}]",
                       f"arrival in {ar.year} is before the start ({year}): he would never enter (3.3.1)")


def check_leader_faces(ctx: _Context) -> None:
    """Roman leaders show a side; non-Roman ones show their people's war status (1.2.1)."""
    for i, ls, leader in _leader_rows(ctx):
        loc, label = ("leaders", i), f"leaders[{ls.leader}]"
        if leader.nationality is Nationality.ROMAN:
            if ls.side is None:
                ctx.report(loc, label, "a Roman leader is set up on the face of one side (1.2.1, 3.7.1)")
            if ls.pax_romana:
                ctx.report(loc, label, "only non-Roman leaders have a Pax Romana face (1.2.1)")
            continue
        if ls.side is not None or ls.title is not None or ls.protectores or ls.civil_war:
            ctx.report(loc, label, "a non-Roman leader has no side, title or Roman marker; "
                       "his people's controller commands him (4.4.1)")
        people = leader.people or ""
        at_war = ctx.at_war(people)
        if ls.pax_romana == at_war:
            face = "normal" if at_war else "Pax Romana"
            state = "at war" if at_war else "at peace"
            ctx.report(loc, label, f"the {people} are {state}: set him up on his {face} face (1.2.1, 4.2.2)")
        if not at_war and ls.zone not in ctx.origin_zones.get(people, set()):
            ctx.report(loc, label, f"the {people} are at peace: he must stay in their zones of origin (4.2.3)")


def check_dux(ctx: _Context) -> None:
    """A Dux set up by the scenario stands in the capital named after him, on its side (3.3.1).

    A Dux the scenario leaves out is placed in his capital automatically.
    """
    placed = {ls.leader: (i, ls) for i, ls in enumerate(ctx.scenario.leaders)}
    for leader in ctx.roster.leaders:
        if not leader.dux or leader.id not in placed:
            continue
        i, ls = placed[leader.id]
        loc, label = ("leaders", i), f"leaders[{leader.id}]"
        capital = ctx.game_map.zone_by_city(leader.dux_capital or "")
        if capital is None:
            ctx.report(loc, label, f"the map has no city {leader.dux_capital!r} for this Dux (3.3.1)")
            continue
        if ls.zone != capital.id:
            ctx.report(loc, label, f"a Dux starts in his capital {leader.dux_capital} "
                       f"({ctx.zone_title(capital.id)}), not {ctx.zone_title(ls.zone)} (3.3.1)")
        owner = ctx.scenario.diocese_control.get(capital.diocese or "")
        if owner is not None and ls.side is not None and ls.side is not owner:
            ctx.report(loc, label, f"{ctx.diocese_name(capital.diocese or '')} is held by {owner.value}: its Dux serves that "
                       f"side (3.3.1, 3.7.3)")
        if ls.title is not None:
            ctx.report(loc, label, "a Dux can be neither Caesar, Augustus nor Usurper (3.3.1)")


# --- titles --------------------------------------------------------------------------------

def check_titles(ctx: _Context) -> None:
    """Title limits at the start (3.5.1), Protectores (3.5.3) and usurpers (3.6.1)."""
    s = ctx.scenario
    for i, ls in enumerate(s.leaders):
        label = f"leaders[{ls.leader}]"
        if ls.title is Title.PRIMUS_AUGUSTUS and ls.side is not Side.PRIMUS:
            ctx.report(("leaders", i), label, "the Primus Augustus is on the PRIMUS side (3.5.1)")
        if ls.title is Title.SECONDUS_AUGUSTUS and ls.side is not Side.SECONDUS:
            ctx.report(("leaders", i), label, "the Secundus Augustus is on the SECONDUS side (3.5.1)")
        if ls.protectores and ls.title not in (*AUGUSTI, Title.CAESAR):
            ctx.report(("leaders", i), label, "Protectores Domestici go with an Augustus or a Caesar (3.5.3)")
    for title in (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS):
        holders = [ctx.leader_name(ls.leader) for ls in s.leaders if ls.title is title]
        if len(holders) > 1:
            ctx.report(("leaders",), "leaders", f"{' and '.join(holders)} are both "
                       f"{TITLE_NAMES[title]}; there is one (3.5.1)")
    if not any(ls.title is Title.PRIMUS_AUGUSTUS for ls in s.leaders):
        ctx.report(("leaders",), "leaders", "nobody is Primus Augustus; there is always "
                   "one (3.5.1)")
    for side in Side:
        _check_side_titles(ctx, side)
    capitals = sum(1 for z in ctx.game_map.zones if z.capital) + (1 if s.constantinopolis_built else 0)
    emperors = sum(1 for ls in s.leaders if ls.title in (*AUGUSTI, Title.CAESAR))
    if emperors > capitals:
        ctx.report(("leaders",), "leaders", f"{emperors} Augusti and Caesars, more than the "
                   f"{capitals} imperial capitals (3.5.1)")


def _check_side_titles(ctx: _Context, side: Side) -> None:
    s = ctx.scenario
    mine = [ls for ls in s.leaders if ls.side is side]
    count = Counter(ls.title for ls in mine if ls.title is not None)
    augusti = sum(count[t] for t in AUGUSTI)
    head = Title.PRIMUS_AUGUSTUS if side is Side.PRIMUS else Title.SECONDUS_AUGUSTUS
    checks = [
        (augusti > 2, f"{side.value} has {augusti} Augusti; at most 2 (3.5.1)"),
        (count[Title.CAESAR] > 2, f"{side.value} has {count[Title.CAESAR]} Caesars; at most 2 (3.5.1)"),
        (count[Title.USURPER] > 2, f"{side.value} has {count[Title.USURPER]} usurpers; at most 2 (3.6.1)"),
        (count[Title.AUGUSTUS] > 0 and count[head] == 0,
         f"{side.value} names an Augustus without a {head.value} (3.5.1)"),
        (side is Side.SECONDUS and count[Title.CAESAR] > 0 and count[head] == 0,
         "SECONDUS names Caesars only under a Secundus Augustus (3.5.1)"),
        (sum(1 for ls in mine if ls.protectores) > 1,
         f"{side.value} has more than one Protectores Domestici marker (3.5.3)"),
        (any(ls.civil_war for ls in mine) and count[Title.USURPER] == 0,
         f"{side.value} has Civil War markers but no usurper (3.6.3)"),
    ]
    capitals = sum(1 for z in ctx.game_map.zones
                   if z.capital and z.diocese is not None and s.diocese_control.get(z.diocese) is side)
    if s.constantinopolis_built and s.diocese_control.get(_constantinopolis_diocese(ctx)) is side:
        capitals += 1
    allowed = max(capitals, 1 if count[head] else 0)  # the head is never sacrificed (3.5.4)
    checks.append((augusti + count[Title.CAESAR] > allowed,
                   f"{side.value} has {augusti + count[Title.CAESAR]} Augusti and Caesars but holds "
                   f"{capitals} dioceses with an imperial capital (3.5.1)"))
    for failed, message in checks:
        if failed:
            ctx.report(("leaders",), "leaders", message)


def _constantinopolis_diocese(ctx: _Context) -> str:
    for name in CONSTANTINOPOLIS_CITIES:
        z = ctx.game_map.zone_by_city(name)
        if z is not None and not z.capital:
            return z.diocese or ""
    return ""


# --- Roman units ----------------------------------------------------------------------------

def check_limitanei(ctx: _Context) -> None:
    """Limitanei in their own diocese; ripenses on the frontier when there is one (3.3.2)."""
    frontier_cache: dict[str, set[str]] = {}
    for i, us in enumerate(ctx.scenario.units):
        unit = ctx.roster.unit(us.unit)
        if unit.diocese is None:
            continue
        loc, label = ("units", i), f"units[{us.unit}]"
        zone = ctx.zones[us.zone]
        if zone.diocese != unit.diocese:
            ctx.report(loc, label, f"limitanei of {ctx.diocese_name(unit.diocese or '')} set up in {ctx.zone_title(us.zone)}, outside "
                       f"their diocese (3.3.2)")
            continue
        if unit.category is not Category.RIPENSES:
            continue
        frontier = frontier_cache.setdefault(unit.diocese, ctx.frontier_zones(unit.diocese))
        if frontier and us.zone not in frontier:
            ctx.report(loc, label, f"a ripensis sets up next to a zone outside the Empire: "
                       f"{', '.join(sorted(ctx.zone_title(z) for z in frontier))} (3.3.2)")


def check_comitatenses(ctx: _Context) -> None:
    """Comitatenses in their capital of the deployment table, unless the scenario says why (3.3.2)."""
    for i, us in enumerate(ctx.scenario.units):
        unit = ctx.roster.unit(us.unit)
        if unit.category is not Category.COMITATENSES:
            continue
        loc, label = ("units", i), f"units[{us.unit}]"
        if unit.home_capital is None:
            ctx.report(loc, label, "this comitatensis has no capital in the roster (3.3.2)")
            continue
        home = ctx.capital_zone(unit.home_capital)
        if home is None:
            ctx.report(loc, label, f"the map has no capital {unit.home_capital!r} (3.3.2)")
        elif us.zone != home.id and not us.note.strip():
            ctx.report(loc, label, f"deploys at {unit.home_capital} ({ctx.zone_title(home.id)}) by the deployment "
                       f"table; set up in {ctx.zone_title(us.zone)} only with a scenario note saying why (3.3.2)")


def check_roman_units_outside(ctx: _Context) -> None:
    """Roman units stay out of peoples' homelands at peace, and ripenses inside (3.2.1, 3.4.1)."""
    for i, us in enumerate(ctx.scenario.units):
        unit = ctx.roster.unit(us.unit)
        if unit.nationality is not Nationality.ROMAN:
            continue
        zone = ctx.zones[us.zone]
        if zone.kind is not ZoneKind.ORIGIN or zone.people is None:
            continue
        people = ctx.people(zone.people)
        if people is not None and (people.allied_to_rome or ctx.at_war(people.id)):
            continue
        ctx.report(("units", i), f"units[{us.unit}]",
                   f"Roman units enter the {zone.people}'s zones only while they are at war (3.4.1)")


# --- non-Roman peoples ----------------------------------------------------------------------

def check_peoples(ctx: _Context) -> None:
    """War status and control of each people at the start (4.2.3, 4.4.1, 4.4.2)."""
    s = ctx.scenario
    for i, ps in enumerate(s.peoples):
        people = ctx.people(ps.people)
        if people is None:
            continue
        loc, label = ("peoples", i), f"peoples[{ps.people}]"
        if people.allied_to_rome and ps.at_war:
            ctx.report(loc, label, f"the {people.name} are allied to Rome and never go to war (4.4.2)")
            continue
        if ps.at_war and ps.pacified_until is not None:
            ctx.report(loc, label, "a people at war is not waiting out a pacification (9.4)")
        if ps.pacified_until is not None and ps.pacified_until <= s.start_year:
            ctx.report(loc, label, f"pacified until {ps.pacified_until}, which is not after the "
                       f"start ({s.start_year}) (9.4)")
        if not ps.at_war:
            continue
        expected = people_controller(s.diocese_control, people)
        if ps.controller is None:
            ctx.report(loc, label, "a people at war needs a controller (4.4.1)")
        elif expected is not None and ps.controller is not expected:
            ctx.report(loc, label, f"its band diocese {ctx.diocese_name(people.entry_band[0])} is held by "
                       f"{expected.other.value}, so {expected.value} controls it (4.4.1)")


def people_controller(diocese_control: Mapping[str, Side | str], people: People
                      ) -> Side | None:
    """Who controls a people at war: the opponent of the side holding its band diocese
    (4.4.1); None when the band is split or unheld."""
    owners = {str(diocese_control.get(d) or "") for d in people.entry_band}
    if len(owners) != 1:
        return None
    owner = owners.pop()
    return Side(owner).other if owner in Side.__members__ else None


def check_non_roman_units(ctx: _Context) -> None:
    """Peoples at peace stay home; minor peoples appear only at war; majors always (4.2.3)."""
    placed: set[str] = set()
    for i, us in enumerate(ctx.scenario.units):
        unit = ctx.roster.unit(us.unit)
        placed.add(unit.id)
        if unit.people is None:
            continue
        people = ctx.people(unit.people)
        if people is None:
            continue
        loc, label = ("units", i), f"units[{us.unit}]"
        at_war = ctx.at_war(people.id)
        if not people.major and not people.allied_to_rome and not at_war:
            ctx.report(loc, label, f"the {people.name} are a minor people at peace: their units are "
                       f"set up only when they go to war (4.2.3)")
        elif not at_war and us.zone not in ctx.origin_zones.get(people.id, set()):
            ctx.report(loc, label, f"the {people.name} are at peace: their units stay in their zones "
                       f"of origin (4.2.3)")
    for unit in ctx.roster.units:
        people = ctx.people(unit.people) if unit.people else None
        if people is not None and (people.major or people.allied_to_rome) and unit.id not in placed:
            rule = "4.4.2" if people.allied_to_rome else "4.2.3"
            ctx.report(("units",), "units", f"{ctx.unit_name(unit.id)} of the {people.name} is missing: their "
                       f"units are always on the map ({rule})")


def check_major_leaders(ctx: _Context) -> None:
    """Major peoples' leaders are on the map whenever they are in the game (4.2.1, 4.2.3)."""
    year = ctx.scenario.start_year
    placed = {ls.leader for ls in ctx.scenario.leaders}
    for leader in ctx.roster.leaders:
        if leader.people is None or leader.id in placed:
            continue
        people = ctx.people(leader.people)
        if people is None or not people.major:
            continue
        in_game = ((leader.enters_year is None or leader.enters_year <= year)
                   and (leader.leaves_after_year is None or year <= leader.leaves_after_year))
        if in_game:
            ctx.report(("leaders",), "leaders", f"{leader.name} of the {people.name} is in the game in "
                       f"{year} but not set up (4.2.1, 4.2.3)")


# --- sea and cup ----------------------------------------------------------------------------

def check_fleets_and_sea(ctx: _Context) -> None:
    """Fleets in their port or at sea where allowed; nothing else at sea (3.4.2, 9.2)."""
    s = ctx.scenario
    fleets_at: Counter[str] = Counter()
    for i, fs in enumerate(s.fleets):
        loc, label = ("fleets", i), f"fleets[{fs.fleet}]"
        if fs.returns_year is not None:
            if fs.zone is not None:
                ctx.report(loc, label, "an absent fleet waiting on the turn track has no zone (9.2)")
            if fs.returns_year <= s.start_year:
                ctx.report(loc, label, f"returns in {fs.returns_year}, not after the start (9.2)")
            continue
        if fs.zone is None:
            continue
        zone = ctx.zones[fs.zone]
        if zone.kind is ZoneKind.SEA:
            fleets_at[zone.id] += 1
            if zone.no_fleet:
                ctx.report(loc, label, f"fleets may not enter {zone.name} (3.4.2)")
        elif zone.port != fs.fleet:
            ctx.report(loc, label, "a fleet is in its home port or in a sea zone (3.4.2)")
    _check_pieces_at_sea(ctx, fleets_at)


def _check_pieces_at_sea(ctx: _Context, fleets_at: Counter[str]) -> None:
    aboard: Counter[str] = Counter()
    for i, us in enumerate(ctx.scenario.units):
        if ctx.zones[us.zone].kind is not ZoneKind.SEA:
            continue
        aboard[us.zone] += 1
        if ctx.roster.unit(us.unit).nationality is not Nationality.ROMAN:
            ctx.report(("units", i), f"units[{us.unit}]", "only Roman units sail with the fleets (3.4.2)")
        elif aboard[us.zone] > 2 * fleets_at[us.zone]:
            ctx.report(("units", i), f"units[{us.unit}]",
                       "at sea without room on a fleet: each carries two units (3.4.2)")
    for i, ls in enumerate(ctx.scenario.leaders):
        if ctx.zones[ls.zone].kind is ZoneKind.SEA and fleets_at[ls.zone] == 0:
            ctx.report(("leaders", i), f"leaders[{ls.leader}]", "at sea without a fleet (3.4.2)")


def check_stratagem_cup(ctx: _Context) -> None:
    """Persécution only before 340; Hérésie only after Constantin's death (6.3)."""
    s = ctx.scenario
    if s.stratagem_cup == "all":
        return
    constantin_alive = any(ls.leader == CONSTANTIN for ls in s.leaders)
    for i, st in enumerate(s.stratagem_cup):
        if st == PERSECUTION and s.start_year > PERSECUTION_LAST_YEAR:
            ctx.report(("stratagem_cup", i), f"stratagem_cup[{i}]",
                       "Persécution is in the cup only before 340 (6.3)")
        if st == HERESIE and constantin_alive:
            ctx.report(("stratagem_cup", i), f"stratagem_cup[{i}]",
                       "Hérésie enters the cup only after Constantin's death (6.3)")
    for dup in [x for x, n in Counter(s.stratagem_cup).items() if n > 1]:
        ctx.report(("stratagem_cup",), "stratagem_cup", f"{dup!r} is in the cup twice; there is one "
                   f"counter of each (6)")


SETUP_CHECKS: tuple[tuple[str, Callable[[_Context], None]], ...] = (
    ("setup.leader-dates", check_leader_dates),
    ("setup.leader-faces", check_leader_faces),
    ("setup.dux", check_dux),
    ("setup.titles", check_titles),
    ("setup.limitanei", check_limitanei),
    ("setup.comitatenses", check_comitatenses),
    ("setup.roman-outside", check_roman_units_outside),
    ("setup.peoples", check_peoples),
    ("setup.non-roman", check_non_roman_units),
    ("setup.major-leaders", check_major_leaders),
    ("setup.fleets", check_fleets_and_sea),
    ("setup.cup", check_stratagem_cup),
)
"""Each set-up check with its id in ``sv_model.checks.CHECKS``."""
