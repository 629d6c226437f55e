"""Seeded random playouts to the last turn, with invariant checks after every action;
autoplay's summary and the autoplay / replay commands."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from engine_support import ROOT, check_invariants, mini_bundle, real_bundle

from sv_desktop.cli.main import main
from sv_model.engine import Game
from sv_model.engine.autoplay import autoplay, choose_action, play_out, summary_json
from sv_model.loader import load_scenario

MINI = ROOT / "tests" / "data" / "mini" / "scenario.yaml"


def _play_checked(game: Game, seed: int, policy: str) -> None:
    rng = random.Random(seed)
    while not game.is_over:
        options = game.legal_actions()
        assert options, "a pending decision must offer at least one answer"
        game.apply(choose_action(game, rng, policy))
        check_invariants(game)


@pytest.mark.parametrize("seed", range(6))
def test_uniform_playouts_of_the_mini_scenario(seed: int) -> None:
    game = Game.new(mini_bundle(), seed)
    _play_checked(game, seed, "uniform")
    assert game.state.year == game.state.end_year and game.result is not None


@pytest.mark.parametrize("seed", range(3))
def test_uniform_playouts_of_two_turns_of_the_grand_campaign(seed: int) -> None:
    bundle = real_bundle()
    game = Game.new(bundle, seed, end_year=bundle.scenario.start_year + 1)
    _play_checked(game, seed, "uniform")
    assert game.is_over and game.state.year == bundle.scenario.start_year + 1


def test_a_whole_grand_campaign_to_its_last_turn() -> None:
    bundle = real_bundle()
    game = Game.new(bundle, 2024)
    _play_checked(game, 2024, "playout")
    st = game.state
    assert st.year == bundle.scenario.end_year == 363
    assert game.result is not None and st.stats["battles"] > 0
    assert sum(st.vp.values()) > 0
    years = {d.year for d in game.dice}
    assert years == set(range(305, 364))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [7, 19, 31])
@pytest.mark.parametrize("name", ["306_constantine_at_eburacum", "312_milvian_bridge",
                                  "324_constantine_against_licinius",
                                  "337_sons_of_constantine", "350_magnentius",
                                  "360_julian_augustus"])
def test_each_shipped_scenario_plays_to_its_last_turn(name: str, seed: int) -> None:
    base = real_bundle()
    scenario = load_scenario(ROOT / "scenarios" / f"{name}.yaml").scenario
    bundle = type(base)(base.path, scenario, base.game_map, base.roster)
    game = Game.new(bundle, seed)
    _play_checked(game, seed, "playout")
    assert game.state.year == scenario.end_year
    assert game.is_over and game.result is not None


def test_autoplay_summary_is_identical_for_the_same_seed() -> None:
    bundle = real_bundle()
    first = summary_json(autoplay(bundle, 5, turns=3))
    second = summary_json(autoplay(bundle, 5, turns=3))
    assert first == second
    data = json.loads(first)
    assert data["turns_played"] == 3 and data["finished"]
    assert set(data["final_vp"]) == {"PRIMUS", "SECONDUS"}
    for key in ("winner", "victory_level", "battles", "units_eliminated", "leaders_killed",
                "vp_sources"):
        assert key in data
    other = summary_json(autoplay(bundle, 6, turns=3))
    assert other != first


def test_play_out_respects_a_budget() -> None:
    game = Game.new(mini_bundle(), 1)
    assert play_out(game, random.Random(1), max_actions=3) == 3
    assert len(game.actions) == 3


def test_autoplay_and_replay_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.json"
    assert main(["autoplay", str(MINI), "--seed", "3", "--json", "--save", str(save)]) == 0
    first = capsys.readouterr().out
    assert main(["autoplay", str(MINI), "--seed", "3", "--json"]) == 0
    assert capsys.readouterr().out == first
    assert json.loads(first)["scenario"] == "mini"
    assert main(["replay", str(save), "--json"]) == 0
    assert capsys.readouterr().out == first
    assert main(["autoplay", str(MINI), "--seed", "3", "--turns", "1"]) == 0
    assert "1 turn (305-305)" in capsys.readouterr().out
    data = json.loads(save.read_text())
    data["actions"] = [*data["actions"][:-1], {"type": "choose_zone", "zone": "nowhere"}]
    save.write_text(json.dumps(data))
    assert main(["replay", str(save)]) == 1
    assert "does not replay" in capsys.readouterr().err
    save.write_text("not json")
    assert main(["replay", str(save)]) == 2


def test_autoplay_output_does_not_depend_on_the_hash_seed() -> None:
    import os
    import subprocess
    import sys

    outputs = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run([sys.executable, "-m", "sv_desktop.cli.main", "autoplay", str(MINI),
                               "--seed", "12", "--json", "--policy", "uniform"],
                              capture_output=True, text=True, env=env, check=True, cwd=ROOT)
        outputs.add(done.stdout)
    assert len(outputs) == 1


@pytest.mark.slow
@pytest.mark.parametrize("seed", [101, 202])
def test_the_grand_campaign_reaches_363_with_other_seeds(seed: int) -> None:
    """Issue 6: the default scenario plays to its last turn for several seeds."""
    game = autoplay(real_bundle(), seed)
    assert game.is_over and game.result is not None
    assert game.state.year == 363
    assert json.loads(summary_json(game))["turns_played"] == 59
