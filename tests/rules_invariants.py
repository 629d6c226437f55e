"""Rules invariants checked after every action of random games (the rules audit's list).

Each check returns what it found broken, as lines that cite the paragraph, so that a
sweep over many seeds can report every kind of break at once:

- a title held by the wrong side, but for a Primus Augustus waiting for phase F (5);
- a rebel standing with a loyal Roman leader of his own side (3.6.3 Note 2);
- two stacking families of one side in a zone (4.2.4), or non-Roman units of the two
  players together (4.2.4, constraint; 4.4.1);
- a leader left alone with enemy units once a step is over (7.1);
- a non-Roman unit that entered the zone of origin of a people at peace (4.3), but
  for the Persians in Armenia (4.4.2);
- VP that no rule and side account for (10).
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import ON_MAP
from sv_model.engine.version import RULES_VERSION
from sv_model.games.semper_victor.escapes import stranded_leaders
from sv_model.games.semper_victor.faction import is_rebel
from sv_model.games.semper_victor.movement_query import may_enter_armenia
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.schemas.scenario import Side, Title

VP_RULES = {
    "Constantinopolis built": "3.1.2",
    "PRIMUS at the end": "10.3",
    "enemy leader killed": "10.1",
    "battle won (35 SP or more)": "10.1",
    "dioceses held / 3": "10.2",
    "Primus Augustus in a capital": "10.2",
    "Secundus Augustus in a capital": "10.2",
    "no civil war": "10.2",
    "no Secundus Augustus": "10.2",
    "Pax Romana": "3.4.2",
    "non-Roman units in enemy dioceses": "10.2",
    "non-Roman units in an enemy capital": "10.2",
    "usurpation against PRIMUS": "10.2",
}
"""The rule behind each VP source the engine records (``GameState.add_vp``)."""
VP_RULES.update({"people pacified by force": "4.4.1", "Coup d'état perse": "6.3",
                 "Persécution": "6.3", "Hérésie": "6.3", "Bagaudes": "6.3"})


def title_problems(game: Game) -> list[str]:
    st = game.state
    out = []
    for title, side in ((Title.PRIMUS_AUGUSTUS, Side.PRIMUS),
                        (Title.SECONDUS_AUGUSTUS, Side.SECONDUS)):
        for x in st.leaders.values():
            if x.title is not title or x.status != ON_MAP or x.side is side:
                continue
            if title is Title.PRIMUS_AUGUSTUS and st.pending_role_change:
                continue
            out.append(f"5: {x.id} holds {title.value} on the {x.side} side")
    return out


def stacking_problems(game: Game) -> list[str]:
    """3.6.3 Note 2 and 4.2.4, in every land zone."""
    st, board = game.state, game.engine.board
    occ = Occupancy(st)
    out = []
    for zone in sorted(set(occ.units) | set(occ.leaders)):
        units = occ.units.get(zone, ())
        if occ.sides_with_units(zone) == set(Side) and \
                not any(board.romanlike_unit(u) for u in units):
            out.append(f"4.2.4: non-Roman units of both players in {zone}")
        for side in Side:
            leaders = occ.leaders_of(zone, side)
            families = {board.family_of_unit(u) for u in occ.units_of(zone, side)}
            families |= {board.family_of_leader(x) for x in leaders}
            if len(families) > 1:
                out.append(f"4.2.4: {side} stacks {sorted(families)} in {zone}")
            romans = [x for x in leaders if board.is_roman_leader(x)]
            if len({is_rebel(st, x) for x in romans}) > 1:
                out.append(f"3.6.3 note 2: {side} rebels and loyal leaders in {zone}: "
                           f"{sorted(romans)}")
    return out


def lone_leader_problems(game: Game) -> list[str]:
    """7.1: once a step is over, no leader stands alone with enemy units. While a
    battle is fought or the 7.1 check is still scheduled, the step is not over."""
    st = game.state
    decision = game.decision
    if st.battle is not None or any(name == "lone_leaders" for name, _ in st.stack) or (
            decision is not None and decision.kind is DecisionKind.LEADER_ESCAPE):
        return []
    return [f"7.1: {x} alone with enemy units in {st.leaders[x].zone}"
            for x in stranded_leaders(game.engine, st)]


def foreign_units_in_peaceful_lands(game: Game) -> set[tuple[str, str]]:
    """(unit, zone) of every non-Roman unit standing in the zone of origin of another
    people at peace (Armenia excepted for the peoples ``may_enter_armenia`` lets in,
    4.4.2)."""
    st, board = game.state, game.engine.board
    out = set()
    for u in st.units.values():
        if u.status != ON_MAP or u.aboard is not None or u.zone is None:
            continue
        owner = board.origin_people.get(u.zone)
        mine = board.units[u.id].people
        if owner is None or mine is None or mine == owner or st.peoples[owner].at_war:
            continue
        if not (board.is_armenian(owner) and may_enter_armenia(game.engine, mine)):
            out.add((u.id, u.zone))
    return out


class OriginWatch:
    """4.3 bans entering the zone of origin of a people at peace. A unit already there
    when that people makes peace may stay until it leaves (docs/rules-decisions.md);
    this watch remembers those across the actions of one game."""

    def __init__(self) -> None:
        self.at_peace: set[str] | None = None
        self.staying: set[tuple[str, str]] = set()

    def __call__(self, game: Game) -> list[str]:
        st = game.state
        at_peace = {p for p, status in st.peoples.items() if not status.at_war}
        found = foreign_units_in_peaceful_lands(game)
        newly = at_peace if self.at_peace is None else at_peace - self.at_peace
        board = game.engine.board
        self.staying = {(u, z) for u, z in self.staying if (u, z) in found}
        self.staying |= {(u, z) for u, z in found if board.origin_people[z] in newly}
        self.at_peace = at_peace
        return [f"4.3: {u} ({board.units[u].people}) entered {z}, home of "
                f"{board.origin_people[z]} at peace" for u, z in sorted(found - self.staying)]


def vp_problems(game: Game) -> list[str]:
    """10: every VP is accounted for by a rule and a side."""
    st = game.state
    out = []
    for side in Side:
        sources = st.vp_sources[side]
        if sum(sources.values()) != st.vp[side]:
            out.append(f"10: {side} has {st.vp[side]} VP but its sources add up to "
                       f"{sum(sources.values())}")
        for source in sources:
            if source not in VP_RULES:
                out.append(f"10: {side} VP from an unknown source {source!r}")
    return out


CHECKS = (title_problems, stacking_problems, lone_leader_problems, vp_problems)


class RulesWatch:
    """Every rules invariant, checked after each action of one game."""

    def __init__(self) -> None:
        self.origins = OriginWatch()

    def __call__(self, game: Game) -> list[str]:
        return [line for check in (*CHECKS, self.origins) for line in check(game)]


SWEEP_SEEDS = (1413, *range(900, 972))
"""The seeds of the slow sweep, each played in every scenario (7 x 73 = 511 games): the
two the audit of issue 37 named (1413, and 932 in the run 900-971). Each seed drives the dice and,
as ``semper-victor autoplay --seed`` does, a generator of its own for the choices."""


def watched_game(bundle: ScenarioBundle, seed: int, rules_version: int = RULES_VERSION,
                 also: Callable[[Game], None] | None = None) -> tuple[Game, int, list[str]]:
    """A whole random game of ``bundle`` as ``autoplay`` plays it, with every invariant
    checked after each action (and ``also``): (the game, actions played, problems)."""
    game = Game.new(bundle, seed, rules_version=rules_version)
    watch = RulesWatch()
    broken: list[str] = []

    def after(g: Game) -> None:
        if also is not None:
            also(g)
        broken.extend(f"{g.state.year} {g.state.step}: {line}" for line in watch(g))

    actions = play_out(game, random.Random(f"autoplay:{seed}"), after_each=after)
    return game, actions, broken


def sweep(scenarios: Path, seeds: tuple[int, ...], rules_version: int = RULES_VERSION) -> None:
    """Play ``seeds`` in every scenario of ``scenarios`` and print what broke, with the
    counts of games, actions and problems and the time it took."""
    started = time.monotonic()
    games = actions = 0
    kinds: Counter[str] = Counter()
    bad_games = []
    for path in sorted(scenarios.glob("*.yaml")):
        bundle = load_scenario(path)
        for seed in seeds:
            _game, played, broken = watched_game(bundle, seed, rules_version)
            games += 1
            actions += played
            if broken:
                bad_games.append((path.stem, seed, len(broken), broken[0]))
            kinds.update(line.split(": ", 2)[1].split(":")[0] for line in broken)
    for name, seed, count, first in bad_games:
        print(f"{name} seed {seed}: {count} problems, first: {first}")
    print(f"rules version {rules_version}: {games} games, {actions} actions, "
          f"{sum(kinds.values())} problems in {len(bad_games)} games {dict(kinds)}, "
          f"{time.monotonic() - started:.0f} s")


if __name__ == "__main__":  # python tests/rules_invariants.py [rules version]
    sweep(Path(__file__).resolve().parent.parent / "scenarios", SWEEP_SEEDS,
          int(sys.argv[1]) if len(sys.argv) > 1 else RULES_VERSION)
