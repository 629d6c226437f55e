"""Helpers for the rules-engine tests: cached data, hand-made set-ups, invariants."""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from sv_model.engine import Decision, Game
from sv_model.engine.actions import Action
from sv_model.engine.autoplay import choose_action
from sv_model.engine.decisions import DecisionKind, Movement
from sv_model.engine.messages import Message
from sv_model.engine.state import ON_MAP, Pending
from sv_model.games.semper_victor.control_query import people_controller
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.schemas.scenario import RulesetOptions, Scenario, Side, Title

ROOT = Path(__file__).resolve().parent.parent
REAL_SCENARIO = ROOT / "scenarios" / "305_second_tetrarchy.yaml"
MINI_SCENARIO = ROOT / "tests" / "data" / "mini" / "scenario.yaml"

DUX_PARKING = {  # keep the four Dux out of the way in hand-made set-ups
    "dux_treveri": "hispaniae_2", "dux_mediolanum": "hispaniae_2",
    "dux_sirmium": "hispaniae_2", "dux_nicomedia": "hispaniae_2",
}


@cache
def real_bundle() -> ScenarioBundle:
    """The shipped 305 grand campaign with the default map and roster (parsed once)."""
    return load_scenario(REAL_SCENARIO)


@cache
def played_campaign(seed: int, end_year: int, choices: int) -> tuple[Game, tuple[Message, ...]]:
    """A seeded random game of the grand campaign to ``end_year`` (answers drawn by
    ``random.Random(choices)``), with every prompt it asked (played once)."""
    game = Game.new(real_bundle(), seed, end_year=end_year)
    rng = random.Random(choices)
    prompts: list[Message] = []
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        prompts.append(decision.prompt)
        game.apply(choose_action(game, rng))
    return game, tuple(prompts)


def at_movement_with_hands(seed: int) -> Game:
    """A 305 game played at random up to a movement decision, both hands holding counters."""
    game = Game.new(real_bundle(), seed)
    rng = random.Random(seed)
    while True:
        d = game.decision
        assert d is not None
        st = game.state
        if d.kind == DecisionKind.MOVEMENT and all(st.hands[s] for s in Side) and st.cup:
            return game
        game.apply(choose_action(game, rng))


@cache
def mini_bundle() -> ScenarioBundle:
    return load_scenario(MINI_SCENARIO)


MAJORS = ("persae", "franci", "alamanni", "picts", "visigothi")


def quiet_peoples(year: int, at_war: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Peoples for a hand-made set-up: ``at_war`` at war, the other Major peoples locked
    out of the phase C draw (pacified until long after ``year``)."""
    out: list[dict[str, Any]] = [{"people": p, "at_war": True} for p in at_war]
    out += [{"people": p, "pacified_until": year + 50} for p in MAJORS if p not in at_war]
    return out


def custom_bundle(*, leaders: list[dict[str, Any]], units: list[dict[str, Any]],
                  start_year: int = 310, end_year: int | None = None,
                  control: dict[str, str] | None = None, peoples: list[dict[str, Any]] | None
                  = None, fleets: list[dict[str, Any]] | None = None,
                  options: dict[str, Any] | None = None, **extra: Any) -> ScenarioBundle:
    """A scenario on the real map and roster with only the pieces given. By default
    the Picts are at war (so there is no Pax Romana) and the other Major peoples are
    locked out of the war draw; no leader arrives from the table."""
    base = real_bundle()
    diocese_control = {d.id: "PRIMUS" for d in base.game_map.dioceses}
    diocese_control.update(control or {})
    placed = {x["leader"] for x in leaders}
    parked = [{"leader": k, "zone": v, "side": "PRIMUS"} for k, v in DUX_PARKING.items()
              if k not in placed]
    data = {
        "format": "sv-scenario", "schema_version": 1, "id": "engine_test",
        "name": "engine test", "map": base.scenario.map, "roster": base.scenario.roster,
        "start_year": start_year, "end_year": end_year or start_year,
        "diocese_control": diocese_control, "leaders": leaders + parked, "units": units,
        "peoples": quiet_peoples(start_year, ("picts",)) if peoples is None else peoples,
        "fleets": fleets or [],
        "arrivals": [{"leader": x.id, "year": None} for x in base.roster.leaders
                     if (x.table is not None or x.enters_year is not None)
                     and x.id not in placed],
        "options": options or {},
        "stratagem_cup": [],  # no stratagems unless a test gives a cup (6)
        **extra,
    }
    scenario = Scenario.model_validate(data)
    return ScenarioBundle(base.path, scenario, base.game_map, base.roster)


def movement_game(bundle: ScenarioBundle, side: Side, seed: int = 0,
                  options: RulesetOptions | None = None) -> Game:
    """A game stopped at an E.1 movement decision of ``side``, events cleared and the
    counters drawn in phase A back in the cup (a test gives the ones it needs)."""
    game = Game.new(bundle, seed, options)
    while game.decision is not None and game.decision.kind != "movement":
        game.apply(game.legal_actions()[0])
    st = game.state
    for hand in st.hands.values():
        st.cup.extend(hand)
        hand.clear()
    st.active_event = None
    st.pinned_zones = ()
    for x in st.leaders.values():
        x.sick = False
    st.phasing = side
    st.pending = Pending(DecisionKind.MOVEMENT, side, "E.1", Movement())
    st.mcs.moved.clear()
    game.invalidate()
    return game


def frozen_dataclass(cls: type) -> bool:
    """Whether ``cls`` is a dataclass made with ``frozen=True`` (typeshed does not declare
    the parameters a dataclass keeps, so they are read by name)."""
    params = getattr(cls, "__dataclass_params__", None)
    return params is not None and bool(params.frozen)


def pending(game: Game) -> Decision:
    """The decision ``game`` waits for, which the test expects there is."""
    assert game.decision is not None, "the game is over"
    return game.decision


def check_invariants(game: Game) -> None:
    """What must hold after every action (the hypothesis and playout tests use it)."""
    st = game.state
    board = game.engine.board
    seen: set[str] = set()
    for pieces in (st.units, st.leaders):
        for piece in pieces.values():
            assert piece.id not in seen
            seen.add(piece.id)
            if piece.status == ON_MAP:
                assert piece.zone in board.zones, piece
                if piece.aboard is not None:
                    fleet = st.fleets[piece.aboard]
                    assert fleet.at == piece.zone, piece
                else:
                    assert piece.zone not in board.sea_zones, piece
            else:
                assert piece.zone is None and piece.aboard is None, piece
    for unit in st.units.values():
        face = board.face(unit.id, unit.weakened)
        assert face.sp >= 0 and face.qu >= 0
        if unit.status == ON_MAP and board.is_roman_unit(unit.id):
            assert unit.side is not None, unit
    for fleet_id, fleet in st.fleets.items():
        carried = [u for u in st.units.values() if u.aboard == fleet_id and u.status == ON_MAP]
        assert len(carried) <= 2
        assert fleet.at is None or fleet.at in board.sea_zones
    assert set(st.diocese_control) == set(board.diocese_ids)
    for people in st.peoples.values():
        armenian = board.is_armenian(people.id)
        if people.at_war or armenian:
            assert people.controller is people_controller(game.engine, st, people.id)
        else:
            assert people.controller is None
    for unit in st.units.values():
        people_id = board.units[unit.id].people
        if people_id is not None and unit.status == ON_MAP:
            assert unit.side is st.peoples[people_id].controller, unit
    for title, side in ((Title.PRIMUS_AUGUSTUS, Side.PRIMUS),
                        (Title.SECONDUS_AUGUSTUS, Side.SECONDUS)):
        holders = [x for x in st.leaders.values() if x.title is title]
        assert len(holders) <= 1
        assert all(x.status == ON_MAP for x in holders)
        # each title on the side it names, but for a Primus Augustus waiting for the
        # change of roles in F (3.5.2 case 4/, 3.6.4, 5)
        waiting = title is Title.PRIMUS_AUGUSTUS and st.pending_role_change
        assert waiting or all(x.side is side for x in holders), holders
    assert all(v >= 0 for v in st.vp.values())
    assert sum(st.mcs_left.values()) >= 0 and min(st.mcs_left.values()) >= 0


def new_game(bundle: ScenarioBundle, seed: int = 0, dice: tuple[int, ...] = (),
             options: RulesetOptions | None = None) -> Game:
    """Like ``Game.new`` but the first die faces are chosen (``state.forced_dice``)."""
    from sv_model.engine.core import Engine, run
    from sv_model.games.semper_victor.sequence import GAME_RULES
    from sv_model.games.semper_victor.setup import initial_state

    eng = Engine(bundle, seed, options or bundle.scenario.options, GAME_RULES)
    st = initial_state(eng)
    st.forced_dice = list(dice)
    run(eng, st)
    return Game(eng, st)


def answer_until(game: Game, kind: str | None = None, *, end_movement: bool = True,
                 limit: int = 2000) -> None:
    """Answer decisions (ending every movement, else the first option) until one of
    ``kind`` is pending or the game is over."""
    from sv_model.engine.actions import EndMovement

    for _ in range(limit):
        decision = game.decision
        if decision is None or decision.kind == kind:
            return
        if decision.kind == "movement" and end_movement:
            game.apply(EndMovement())
        else:
            game.apply(decision.options[0])
    raise AssertionError(f"no {kind} decision within {limit} actions")


def mini_with_map(folder: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    """The mini scenario copied into ``folder`` with its map changed by ``change``;
    returns ``folder`` (``scenario.yaml``, ``roster.yaml``, ``map.yaml``)."""
    mini = ROOT / "tests" / "data" / "mini"
    for name in ("scenario", "roster"):
        shutil.copy(mini / f"{name}.yaml", folder / f"{name}.yaml")
    data = yaml.safe_load((mini / "map.yaml").read_text(encoding="utf-8"))
    change(data)
    (folder / "map.yaml").write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return folder


def random_answer(decision: Decision, rng: random.Random) -> Action:
    """The GUI tests' random player: every stratagem window passed, a move in seven
    movement decisions of ten (else the end of the movement), any other answer at random."""
    from sv_model.engine import Confirm, EndMovement, Move

    if decision.kind == "stratagem_window":
        return Confirm(False)
    if decision.kind == "movement":
        moves = [o for o in decision.options if isinstance(o, Move)]
        return rng.choice(moves) if moves and rng.random() < 0.7 else EndMovement()
    return rng.choice(list(decision.options))

