"""What a save must prove before it loads (issue 17 items 8, 13, 19 and the divergence
report of 12): a digest always, sane numbers, metadata that matches the replay, and a
message that says where a replay diverges."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from sv_desktop.cli.main import main
from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.save import game_from_save, read_save, save_dict
from sv_model.errors import DataFileError, ReplayMismatchError
from sv_model.loader import ScenarioBundle, load_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "305_second_tetrarchy.yaml"


def _resolver(_reference: str) -> ScenarioBundle:
    return load_scenario(SCENARIO)


@pytest.fixture(scope="module")
def played() -> dict[str, Any]:
    """A save of 400 random actions of the 305 campaign (format 3)."""
    game = Game.new(load_scenario(SCENARIO), 12)
    rng = random.Random(12)
    for _ in range(400):
        game.apply(choose_action(game, rng))
    return save_dict(game)


def _load(data: dict[str, Any], **kw: Any) -> Game:
    return game_from_save(copy.deepcopy(data), _resolver, source="g.svsave", **kw)


def test_the_untouched_save_loads(played: dict[str, Any]) -> None:
    game = _load(played)
    assert game.state.digest() == played["digest"] and len(played["checkpoints"]) > 10


@pytest.mark.parametrize("seed", [10**5000, -1, 2**64, 1.5, "7", True, None],
                         ids=["huge", "negative", "2^64", "float", "text", "bool", "none"])
def test_a_seed_out_of_range_is_refused(played: dict[str, Any], seed: object) -> None:
    data = copy.deepcopy(played)
    data["seed"] = seed
    with pytest.raises(DataFileError, match="seed"):
        _load(data)


@pytest.mark.parametrize("end_year", [99999, "363", 304, 364, 1.0, True])
def test_an_end_year_out_of_range_is_refused(played: dict[str, Any], end_year: object) -> None:
    data = copy.deepcopy(played)
    data["end_year"] = end_year
    with pytest.raises(DataFileError, match="end_year"):
        _load(data)


@pytest.mark.parametrize("digest", ["delete", 12345, None, ["x"]])
def test_a_save_without_a_valid_digest_is_refused(played: dict[str, Any],
                                                  digest: object) -> None:
    data = copy.deepcopy(played)
    del data["actions"][-60:]  # and the last 60 actions dropped
    del data["checkpoints"]
    if digest == "delete":
        del data["digest"]
    else:
        data["digest"] = digest
    with pytest.raises(DataFileError, match="digest"):
        _load(data)
    # only when the user asks: the unverified replay
    game = _load(data, verify=False)
    assert len(game.actions) == len(played["actions"]) - 60


@pytest.mark.parametrize(("key", "value"), [("year", 340), ("phase", "Z"),
                                            ("actions_count", 7)])
def test_metadata_must_match_the_replay(played: dict[str, Any], key: str,
                                        value: object) -> None:
    data = copy.deepcopy(played)
    data[key] = value
    with pytest.raises(DataFileError, match=key):
        _load(data)


def test_a_divergence_names_the_year_phase_and_action(played: dict[str, Any]) -> None:
    """Drop an action in the middle: the first checkpoint after it fails, and the message
    says where; the game up to the last matching checkpoint still loads."""
    data = copy.deepcopy(played)
    marks = data["checkpoints"]
    cut = marks[len(marks) // 2][0] + 1  # the action right after a checkpoint
    good = marks[len(marks) // 2][0]
    data["actions"][cut - 1] = data["actions"][cut - 1]  # keep the type checker honest
    del data["actions"][cut - 1]
    with pytest.raises(ReplayMismatchError) as caught:
        _load(data)
    err = caught.value
    assert err.year is not None and err.phase is not None and err.action_number is not None
    assert f"AD {err.year}, phase {err.phase}" in str(err)
    assert f"action #{err.action_number}" in str(err)
    assert err.action_number >= cut and good <= err.replayable < err.action_number
    # the part that replays ends at a checkpoint the save itself vouches for
    partial = _load(data, stop_at=err.replayable)
    marks_by_number = {m[0]: m for m in marks}
    assert partial.state.digest() == marks_by_number[err.replayable][3]


def test_a_save_replays_under_the_rules_it_was_played_with(played: dict[str, Any]) -> None:
    """Saves record their rules version; the engine replays them under it, and refuses
    one it cannot play with a message that says why."""
    from sv_model.engine.version import RULES_VERSION

    assert played["rules_version"] == RULES_VERSION
    assert _load(copy.deepcopy(played)).engine.rules_version == RULES_VERSION
    for bad, words in ((0, "whole number from 1"), ("2", "whole number from 1"),
                       (RULES_VERSION + 1, "newer than this version")):
        data = copy.deepcopy(played)
        data["rules_version"] = bad
        with pytest.raises(DataFileError, match=words):
            _load(data)


def test_hostile_save_files_get_messages(tmp_path: Path) -> None:
    deep = tmp_path / "deep.svsave"
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    fifo = tmp_path / "fifo.svsave"
    import os
    os.mkfifo(fifo)
    for path, words in ((deep, "nesting"), (fifo, "regular file"),
                        (tmp_path / "none.svsave", "not found")):
        with pytest.raises(DataFileError, match=words):
            read_save(path, _resolver)


def test_replay_of_an_unfinished_game_says_so(tmp_path: Path, played: dict[str, Any],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.svsave"
    data = copy.deepcopy(played)
    data["scenario"] = str(SCENARIO)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "turns (305-363)" not in out
    assert f"unfinished, at AD {data['year']}, phase {data['phase']}" in out
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000)
    assert "9" * 5000 in text
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) != 0
    err = capsys.readouterr().err
    assert "seed" in err and "Traceback" not in err
