"""The movement listing's fleet moves (fleets.naval_options, 3.4.2): a candidate is kept
without the whole ``check_naval_move``, since its making settles most of it; the list is
the candidates that the whole check accepts, in their order (issue 33 item 2)."""

from __future__ import annotations

import random
from collections import Counter

from engine_support import ROOT

from sv_model.engine import Game
from sv_model.engine.actions import NavalMove
from sv_model.engine.autoplay import choose_action
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import GameState
from sv_model.errors import IllegalActionError
from sv_model.games.semper_victor.fleets import check_naval_move, naval_candidates, naval_options
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side


def _checked(game: Game, st: GameState, side: Side, seen: Counter[str]) -> None:
    eng = game.engine
    accepted = []
    for nm, _, _, _ in naval_candidates(eng, st, side):
        try:
            check_naval_move(eng, st, side, nm)
        except IllegalActionError:
            seen["refused"] += 1
            continue
        accepted.append(nm)
        seen["landing" if nm.land else "cargo" if nm.units or nm.leaders else "sailing"] += 1
    assert naval_options(eng, st, side) == accepted, (st.year, st.phase, side)


def test_the_listed_fleet_moves_are_the_candidates_the_whole_check_accepts() -> None:
    """At every movement decision of a seeded random game of each scenario, for both
    sides, and on the position after each fleet move (cargoes and landings chosen first
    half the time), the fleet moves listed are the candidates ``check_naval_move``
    accepts, in order; over the games some candidates are refused, some embark a cargo,
    some land."""
    seen: Counter[str] = Counter()
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        bundle = load_scenario(path)
        game = Game.new(bundle, 4, end_year=bundle.scenario.start_year + 12)
        rng = random.Random("naval")
        while not game.is_over:
            decision = game.decision
            assert decision is not None
            if decision.kind is DecisionKind.MOVEMENT:
                for side in Side:
                    _checked(game, game.state, side, seen)
                sailing = [a for a in decision.options if isinstance(a, NavalMove)]
                loaded = [a for a in sailing if a.units or a.leaders or a.land]
                if sailing and rng.random() < 0.5:  # cargoes and landings first
                    game.apply(rng.choice(loaded or sailing))
                    continue
            game.apply(choose_action(game, rng))
    assert seen["refused"] > 0 and seen["cargo"] > 10 and seen["landing"] > 100, seen
