"""Saved games: every action read from a file is validated with strict types, format 2
round-trips, format 1 is still read and still checked by its digest."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from sv_model.engine.save import game_from_save, read_save, save_dict, write_save
from sv_model.engine.version import FIRST_RULES_VERSION, RULES_VERSION
from sv_model.errors import DataFileError, ReplayMismatchError
from sv_model.loader import ScenarioBundle, load_scenario

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "golden" / "312_milvian_bridge-seed0.svsave"
UNFINISHED = ROOT / "tests" / "data" / "legacy_v1" / "337_sons_of_constantine-seed5-at162.svsave"


def _resolver(reference: str) -> ScenarioBundle:
    return load_scenario(ROOT / reference)


def _data(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("bad", "field"), [
    ({"type": "choose_die", "value": "3"}, "value"),
    ({"type": "choose_die", "value": True}, "value"),
    ({"type": "confirm", "yes": 1}, "yes"),
    ({"type": "choose_zone", "zone": "italia_1", "units": []}, "units"),
    ({"type": "move", "units": ["a"], "path": ["b"]}, "leader"),
    ({"type": "move", "leader": None, "units": ["a"], "path": ["b"], "drop": [["a", "0"]]},
     "drop"),
])
def test_a_malformed_action_is_refused_naming_its_number_and_field(bad: dict[str, Any],
                                                                     field: str) -> None:
    data = _data(GOLDEN)
    data["actions"][2] = bad
    with pytest.raises(DataFileError) as caught:
        game_from_save(data, _resolver, source="tampered.svsave")
    message = str(caught.value)
    assert "tampered.svsave" in message and "action #3" in message and field in message


def test_an_unknown_action_type_is_named() -> None:
    data = _data(GOLDEN)
    data["actions"][0] = {"type": "teleport", "zone": "italia_1"}
    with pytest.raises(DataFileError, match="action #1: unknown action type 'teleport'"):
        game_from_save(data, _resolver)


def test_an_old_save_is_written_again_as_format_4_with_its_data(tmp_path: Path) -> None:
    game = read_save(UNFINISHED, _resolver)
    path = tmp_path / "again.svsave"
    write_save(game, path)
    written = _data(path)
    assert written["schema_version"] == 4 and written["digest"] == game.state.digest()
    # a format-1 save was played under the first rules, and goes on under them
    assert written["rules_version"] == FIRST_RULES_VERSION == game.engine.rules_version
    assert RULES_VERSION > FIRST_RULES_VERSION and written["app_version"]
    assert written["checkpoints"] and written["actions_count"] == len(game.actions)
    assert sorted(written["data"]) == ["map", "roster", "scenario"]
    assert written["data"]["map"]["file"] == "roman_world.yaml"

    def no_files(reference: str) -> ScenarioBundle:
        raise AssertionError(f"a format 4 save must not read {reference}")

    again = read_save(path, no_files)
    assert again.state.digest() == game.state.digest()
    assert again.actions == game.actions
    assert save_dict(again)["actions"] == _data(UNFINISHED)["actions"]


def test_a_format_3_save_with_another_digest_is_refused() -> None:
    game = read_save(UNFINISHED, _resolver)
    data = save_dict(game)
    data["scenario"] = _data(UNFINISHED)["scenario"]
    data["digest"] = "0" * 64
    with pytest.raises(ReplayMismatchError):
        game_from_save(data, _resolver)


@pytest.mark.parametrize("path", [GOLDEN, UNFINISHED], ids=["finished", "unfinished"])
def test_a_format_1_save_with_a_corrupted_digest_is_refused(path: Path) -> None:
    data = _data(path)
    assert data["schema_version"] == 1
    game_from_save(copy.deepcopy(data), _resolver)  # the true digest loads
    digest = data["digest"]
    data["digest"] = digest[:-1] + ("0" if digest[-1] != "0" else "1")
    with pytest.raises(ReplayMismatchError):
        game_from_save(data, _resolver)


def test_a_format_1_digest_is_not_accepted_as_format_2() -> None:
    data = _data(UNFINISHED)
    data["schema_version"] = 2
    with pytest.raises(ReplayMismatchError):
        game_from_save(data, _resolver)


@pytest.mark.parametrize("version", [0, 5, "1", True, 1.0, 2.0, None])
def test_other_versions_are_refused(version: object) -> None:
    data = _data(GOLDEN)
    data["schema_version"] = version
    with pytest.raises(DataFileError, match="schema_version"):
        game_from_save(data, _resolver)
