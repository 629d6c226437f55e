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
from sv_model.checks import said_finding
from sv_model.errors import DataFileError, DataProblem
from sv_model.problem_words import ProblemId
from sv_model.problem_words import ProblemId as P
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

    def report(self, loc: Loc, label: str, problem: ProblemId, **args: object) -> None:
        """A problem of the current check at ``loc``, worded in English, its id and
        arguments kept to word it in any language (``problem_words``)."""
        line = self.doc.line_of(loc) if self.doc is not None else None
        self.problems.append(said_finding(self.check_id, str(self.bundle.path), line, label,
                                          problem, **args))

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
                ctx.report(loc, label, P.NEVER_ARRIVES)
            elif arrival > year:
                ctx.report(loc, label, P.ARRIVES_LATER, year=year, arrival=arrival)
            death = leader.table.certain_death
            if death is not None and year > death:
                ctx.report(loc, label, P.DEAD_BY_THEN, year=year, death=death)
        if leader.enters_year is not None and year < leader.enters_year:
            ctx.report(loc, label, P.ENTERS_LATER, year=year, enters=leader.enters_year)
        if leader.leaves_after_year is not None and year > leader.leaves_after_year:
            ctx.report(loc, label, P.LEFT_BY_THEN, year=year, leaves=leader.leaves_after_year)
    placed = {ls.leader for ls in ctx.scenario.leaders}
    for i, ar in enumerate(ctx.scenario.arrivals):
        if ar.leader not in placed and ar.year is not None and ar.year < year:
            ctx.report(("arrivals", i), f"arrivals[{ar.leader}]", P.ARRIVAL_BEFORE_START,
                       arrival=ar.year, year=year)


def check_leader_faces(ctx: _Context) -> None:
    """Roman leaders show a side; non-Roman ones show their people's war status (1.2.1)."""
    for i, ls, leader in _leader_rows(ctx):
        loc, label = ("leaders", i), f"leaders[{ls.leader}]"
        if leader.nationality is Nationality.ROMAN:
            if ls.side is None:
                ctx.report(loc, label, P.ROMAN_FACE)
            if ls.pax_romana:
                ctx.report(loc, label, P.PAX_FACE_ROMAN)
            continue
        if ls.side is not None or ls.title is not None or ls.protectores or ls.civil_war:
            ctx.report(loc, label, P.NON_ROMAN_MARKERS)
        people = leader.people or ""
        at_war = ctx.at_war(people)
        if ls.pax_romana == at_war:
            ctx.report(loc, label, P.FACE_AT_WAR if at_war else P.FACE_AT_PEACE, people=people)
        if not at_war and ls.zone not in ctx.origin_zones.get(people, set()):
            ctx.report(loc, label, P.LEADER_AT_PEACE_HOME, people=people)


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
            ctx.report(loc, label, P.NO_DUX_CITY, city=leader.dux_capital)
            continue
        if ls.zone != capital.id:
            ctx.report(loc, label, P.DUX_CAPITAL, city=leader.dux_capital,
                       capital=ctx.zone_title(capital.id), zone=ctx.zone_title(ls.zone))
        owner = ctx.scenario.diocese_control.get(capital.diocese or "")
        if owner is not None and ls.side is not None and ls.side is not owner:
            ctx.report(loc, label, P.DUX_SIDE, diocese=ctx.diocese_name(capital.diocese or ""),
                       side=owner.value)
        if ls.title is not None:
            ctx.report(loc, label, P.DUX_TITLE)


# --- titles --------------------------------------------------------------------------------

def check_titles(ctx: _Context) -> None:
    """Title limits at the start (3.5.1), Protectores (3.5.3) and usurpers (3.6.1)."""
    s = ctx.scenario
    for i, ls in enumerate(s.leaders):
        label = f"leaders[{ls.leader}]"
        if ls.title is Title.PRIMUS_AUGUSTUS and ls.side is not Side.PRIMUS:
            ctx.report(("leaders", i), label, P.PRIMUS_SIDE)
        if ls.title is Title.SECONDUS_AUGUSTUS and ls.side is not Side.SECONDUS:
            ctx.report(("leaders", i), label, P.SECUNDUS_SIDE)
        if ls.protectores and ls.title not in (*AUGUSTI, Title.CAESAR):
            ctx.report(("leaders", i), label, P.PROTECTORES_TITLE)
    for title in (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS):
        holders = [ctx.leader_name(ls.leader) for ls in s.leaders if ls.title is title]
        if len(holders) > 1:
            ctx.report(("leaders",), "leaders", P.TITLE_TWICE, holders=tuple(holders),
                       title=TITLE_NAMES[title])
    if not any(ls.title is Title.PRIMUS_AUGUSTUS for ls in s.leaders):
        ctx.report(("leaders",), "leaders", P.NO_PRIMUS)
    for side in Side:
        _check_side_titles(ctx, side)
    capitals = sum(1 for z in ctx.game_map.zones if z.capital) + (1 if s.constantinopolis_built else 0)
    emperors = sum(1 for ls in s.leaders if ls.title in (*AUGUSTI, Title.CAESAR))
    if emperors > capitals:
        ctx.report(("leaders",), "leaders", P.TOO_MANY_EMPERORS, emperors=emperors,
                   capitals=capitals)


def _check_side_titles(ctx: _Context, side: Side) -> None:
    s = ctx.scenario
    mine = [ls for ls in s.leaders if ls.side is side]
    count = Counter(ls.title for ls in mine if ls.title is not None)
    augusti = sum(count[t] for t in AUGUSTI)
    head = Title.PRIMUS_AUGUSTUS if side is Side.PRIMUS else Title.SECONDUS_AUGUSTUS
    checks: list[tuple[bool, ProblemId, dict[str, object]]] = [
        (augusti > 2, P.TOO_MANY_AUGUSTI, {"count": augusti}),
        (count[Title.CAESAR] > 2, P.TOO_MANY_CAESARS, {"count": count[Title.CAESAR]}),
        (count[Title.USURPER] > 2, P.TOO_MANY_USURPERS, {"count": count[Title.USURPER]}),
        (count[Title.AUGUSTUS] > 0 and count[head] == 0, P.AUGUSTUS_WITHOUT_HEAD,
         {"head": head.value}),
        (side is Side.SECONDUS and count[Title.CAESAR] > 0 and count[head] == 0,
         P.CAESAR_WITHOUT_SECUNDUS, {}),
        (sum(1 for ls in mine if ls.protectores) > 1, P.PROTECTORES_TWICE, {}),
        (any(ls.civil_war for ls in mine) and count[Title.USURPER] == 0,
         P.CIVIL_WAR_WITHOUT_USURPER, {}),
    ]
    capitals = sum(1 for z in ctx.game_map.zones
                   if z.capital and z.diocese is not None and s.diocese_control.get(z.diocese) is side)
    if s.constantinopolis_built and s.diocese_control.get(_constantinopolis_diocese(ctx)) is side:
        capitals += 1
    allowed = max(capitals, 1 if count[head] else 0)  # the head is never sacrificed (3.5.4)
    checks.append((augusti + count[Title.CAESAR] > allowed, P.TITLES_OVER_CAPITALS,
                   {"count": augusti + count[Title.CAESAR], "capitals": capitals}))
    for failed, problem, args in checks:
        if failed:
            ctx.report(("leaders",), "leaders", problem, side=side.value, **args)


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
            ctx.report(loc, label, P.LIMITANEI_OUTSIDE, diocese=ctx.diocese_name(unit.diocese or ""),
                       zone=ctx.zone_title(us.zone))
            continue
        if unit.category is not Category.RIPENSES:
            continue
        frontier = frontier_cache.setdefault(unit.diocese, ctx.frontier_zones(unit.diocese))
        if frontier and us.zone not in frontier:
            ctx.report(loc, label, P.RIPENSIS_FRONTIER,
                       zones=", ".join(sorted(ctx.zone_title(z) for z in frontier)))


def check_comitatenses(ctx: _Context) -> None:
    """Comitatenses in their capital of the deployment table, unless the scenario says why (3.3.2)."""
    for i, us in enumerate(ctx.scenario.units):
        unit = ctx.roster.unit(us.unit)
        if unit.category is not Category.COMITATENSES:
            continue
        loc, label = ("units", i), f"units[{us.unit}]"
        if unit.home_capital is None:
            ctx.report(loc, label, P.COMITATENSIS_NO_CAPITAL)
            continue
        home = ctx.capital_zone(unit.home_capital)
        if home is None:
            ctx.report(loc, label, P.NO_CAPITAL, capital=unit.home_capital)
        elif us.zone != home.id and not us.note.strip():
            ctx.report(loc, label, P.COMITATENSIS_HOME, capital=unit.home_capital,
                       home=ctx.zone_title(home.id), zone=ctx.zone_title(us.zone))


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
        ctx.report(("units", i), f"units[{us.unit}]", P.ROMANS_IN_HOMELAND, people=zone.people)


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
            ctx.report(loc, label, P.ALLIED_AT_WAR, people=people.name)
            continue
        if ps.at_war and ps.pacified_until is not None:
            ctx.report(loc, label, P.AT_WAR_AND_PACIFIED)
        if ps.pacified_until is not None and ps.pacified_until <= s.start_year:
            ctx.report(loc, label, P.PACIFIED_BEFORE_START, until=ps.pacified_until,
                       year=s.start_year)
        if not ps.at_war:
            continue
        expected = people_controller(s.diocese_control, people)
        if ps.controller is None:
            ctx.report(loc, label, P.NO_CONTROLLER)
        elif expected is not None and ps.controller is not expected:
            ctx.report(loc, label, P.WRONG_CONTROLLER,
                       diocese=ctx.diocese_name(people.entry_band[0]),
                       holder=expected.other.value, side=expected.value)


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
            ctx.report(loc, label, P.MINOR_AT_PEACE, people=people.name)
        elif not at_war and us.zone not in ctx.origin_zones.get(people.id, set()):
            ctx.report(loc, label, P.UNITS_AT_PEACE_HOME, people=people.name)
    for unit in ctx.roster.units:
        people = ctx.people(unit.people) if unit.people else None
        if people is not None and (people.major or people.allied_to_rome) and unit.id not in placed:
            rule = "4.4.2" if people.allied_to_rome else "4.2.3"
            ctx.report(("units",), "units", P.UNIT_MISSING, unit=ctx.unit_name(unit.id),
                       people=people.name, rule=rule)


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
            ctx.report(("leaders",), "leaders", P.LEADER_MISSING, leader=leader.name,
                       people=people.name, year=year)


# --- sea and cup ----------------------------------------------------------------------------

def check_fleets_and_sea(ctx: _Context) -> None:
    """Fleets in their port or at sea where allowed; nothing else at sea (3.4.2, 9.2)."""
    s = ctx.scenario
    fleets_at: Counter[str] = Counter()
    for i, fs in enumerate(s.fleets):
        loc, label = ("fleets", i), f"fleets[{fs.fleet}]"
        if fs.returns_year is not None:
            if fs.zone is not None:
                ctx.report(loc, label, P.ABSENT_FLEET_ZONE)
            if fs.returns_year <= s.start_year:
                ctx.report(loc, label, P.FLEET_RETURNS, year=fs.returns_year)
            continue
        if fs.zone is None:
            continue
        zone = ctx.zones[fs.zone]
        if zone.kind is ZoneKind.SEA:
            fleets_at[zone.id] += 1
            if zone.no_fleet:
                ctx.report(loc, label, P.NO_FLEET_SEA, zone=zone.name)
        elif zone.port != fs.fleet:
            ctx.report(loc, label, P.FLEET_PLACE)
    _check_pieces_at_sea(ctx, fleets_at)


def _check_pieces_at_sea(ctx: _Context, fleets_at: Counter[str]) -> None:
    aboard: Counter[str] = Counter()
    for i, us in enumerate(ctx.scenario.units):
        if ctx.zones[us.zone].kind is not ZoneKind.SEA:
            continue
        aboard[us.zone] += 1
        if ctx.roster.unit(us.unit).nationality is not Nationality.ROMAN:
            ctx.report(("units", i), f"units[{us.unit}]", P.ONLY_ROMANS_SAIL)
        elif aboard[us.zone] > 2 * fleets_at[us.zone]:
            ctx.report(("units", i), f"units[{us.unit}]", P.NO_ROOM_ABOARD)
    for i, ls in enumerate(ctx.scenario.leaders):
        if ctx.zones[ls.zone].kind is ZoneKind.SEA and fleets_at[ls.zone] == 0:
            ctx.report(("leaders", i), f"leaders[{ls.leader}]", P.AT_SEA_NO_FLEET)


def check_stratagem_cup(ctx: _Context) -> None:
    """Persécution only before 340; Hérésie only after Constantin's death (6.3)."""
    s = ctx.scenario
    if s.stratagem_cup == "all":
        return
    constantin_alive = any(ls.leader == CONSTANTIN for ls in s.leaders)
    for i, st in enumerate(s.stratagem_cup):
        if st == PERSECUTION and s.start_year > PERSECUTION_LAST_YEAR:
            ctx.report(("stratagem_cup", i), f"stratagem_cup[{i}]", P.PERSECUTION_LATE)
        if st == HERESIE and constantin_alive:
            ctx.report(("stratagem_cup", i), f"stratagem_cup[{i}]", P.HERESIE_EARLY)
    for dup in [x for x, n in Counter(s.stratagem_cup).items() if n > 1]:
        ctx.report(("stratagem_cup",), "stratagem_cup", P.CUP_TWICE, stratagem=dup)


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
