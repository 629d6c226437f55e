"""One list of checks (issue 17, items 9 to 11): ``validate SCENARIO`` checks the map
it uses; a file that ``validate`` rejects with an error loads nowhere (scenario loader,
the play window's cached loader, autoplay, a save's embedded data), with the same
messages; warnings are reported and do not block; the map editor reports through the
same checks and warns, before saving, with the errors ``validate`` gives."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from engine_support import mini_with_map

from editor.map_editor.analysis import LABEL_CHECKS
from editor.map_editor.document import MapDocument
from sv_desktop.cli.main import main
from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_model.checks import CHECKS, Severity, errors, warnings
from sv_model.errors import DataFileError
from sv_model.loader import load_map, load_scenario
from sv_model.validation import validate_file

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "data" / "mini"
IDS = {c.id for c in CHECKS}


def _mini(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    return mini_with_map(tmp_path, change) / "scenario.yaml"


def _zone(data: dict[str, Any], zid: str) -> dict[str, Any]:
    found: dict[str, Any] = next(z for z in data["zones"] if z["id"] == zid)
    return found


def _bow_tie(data: dict[str, Any]) -> None:
    _zone(data, "galliae_2")["polygons"] = [[[0, 10], [10, 20], [10, 10], [0, 20]]]


def _no_edges(data: dict[str, Any]) -> None:
    data["edges"] = []


def _degenerate_ring(data: dict[str, Any]) -> None:
    _zone(data, "galliae_2")["polygons"] = [[[0, 10], [10, 10], [5, 10]]]


def _overlap(data: dict[str, Any]) -> None:
    _zone(data, "galliae_2")["polygons"] = [[[0, 5], [10, 5], [10, 20], [0, 20]]]


BROKEN = {"bow-tie": (_bow_tie, "map.invalid-polygon"),
          "no edges": (_no_edges, "map.unreachable"),
          "degenerate ring": (_degenerate_ring, "map.invalid-polygon"),
          "overlap": (_overlap, "map.overlap")}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_validate_scenario_checks_its_map_and_no_loader_accepts_it(tmp_path: Path,
                                                                   case: str) -> None:
    change, check_id = BROKEN[case]
    scenario = _mini(tmp_path, change)
    found = errors(validate_file(scenario))
    assert check_id in {p.check for p in found}, found
    assert all(p.path == str(tmp_path / "map.yaml") for p in found if p.check.startswith("map."))
    expected = [str(p) for p in found]
    for loader in (load_scenario, load_scenario_cached):
        with pytest.raises(DataFileError) as caught:
            loader(scenario)
        assert [str(p) for p in caught.value.problems] == expected
    with pytest.raises(DataFileError) as caught_map:
        load_map(tmp_path / "map.yaml")
    assert {p.check for p in caught_map.value.problems} >= {check_id}
    assert main(["validate", str(scenario)]) == 1


def test_autoplay_refuses_a_scenario_whose_map_validate_rejects(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = _mini(tmp_path, _bow_tie)
    assert main(["autoplay", str(scenario), "--seed", "1", "--turns", "1"]) != 0
    err = capsys.readouterr().err
    assert "invalid polygon" in err and "map.yaml" in err and "Traceback" not in err


def test_a_warning_is_reported_and_does_not_stop_the_file_loading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def city_outside(data: dict[str, Any]) -> None:
        _zone(data, "galliae_1")["city_at"] = [15, 5]  # inside italia_1

    scenario = _mini(tmp_path, city_outside)
    found = validate_file(scenario)
    assert [p.check for p in found] == ["map.marker"] and not errors(found)
    assert warnings(found)[0].severity is Severity.WARNING
    assert "warning:" in str(found[0])
    assert load_scenario(scenario).game_map.zone("galliae_1").city_at == (15, 5)
    assert main(["validate", str(scenario)]) == 0
    out = capsys.readouterr()
    assert "1 warning" in out.out and "lies outside the zone" in out.err


def test_every_problem_names_a_check_of_the_one_list(tmp_path: Path) -> None:
    for case, (change, _check_id) in BROKEN.items():
        folder = tmp_path / case.replace(" ", "_")
        folder.mkdir()
        for p in validate_file(_mini(folder, change)):
            assert p.check in IDS, p
            assert p.severity is next(c.severity for c in CHECKS if c.id == p.check)


def test_the_editor_panel_reports_through_the_one_list() -> None:
    assert set(LABEL_CHECKS.values()) <= IDS
    map_checks = {c.id for c in CHECKS if c.id.startswith("map.")}
    assert map_checks - {"map.reference"} <= set(LABEL_CHECKS.values()) | {
        "map.edge-kind", "map.missing-edge"}  # the editor derives edges from the geometry


def test_the_editor_warns_before_saving_with_the_errors_validate_gives(tmp_path: Path) -> None:
    scenario = _mini(tmp_path, _bow_tie)
    doc = MapDocument.open(scenario.parent / "map.yaml")
    assert any(p.label == "self-intersection" and p.severity is Severity.ERROR
               for p in doc.problems)
    expected = {p.problem for p in errors(validate_file(scenario.parent / "map.yaml"))}
    assert expected and {row.split(": ", 1)[-1] for row in doc.save_problems()} == expected


def test_docs_list_every_check_with_its_severity() -> None:
    text = (ROOT / "docs" / "reliability.md").read_text(encoding="utf-8")
    for c in CHECKS:
        assert f"| `{c.id}` | {c.severity.value} |" in text, c.id


def test_the_shipped_data_have_no_error_and_no_warning() -> None:
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        assert validate_file(path) == [], path


def test_a_label_point_outside_its_zone_is_flagged_everywhere(tmp_path: Path) -> None:
    """Issue 16 item 6: play mode draws a zone's counters at its label point; one left
    outside the zone (after a vertex move) is a warning of validate and of the editor."""
    def label_outside(data: dict[str, Any]) -> None:
        _zone(data, "galliae_1")["label"] = [15, 5]  # inside italia_1

    scenario = _mini(tmp_path, label_outside)
    found = validate_file(scenario)
    assert [(p.check, p.field) for p in found] == [("map.marker", "zones[galliae_1].label")]
    doc = MapDocument.open(scenario.parent / "map.yaml")
    assert any("galliae_1" in p.message and "label" in p.message for p in doc.problems)


# --- the editor, validate and the loaders agree (issue 16) ------------------------------------

def _gap(data: dict[str, Any]) -> None:
    """A notch cut into Galliae 1 along Italia 1: a hole no zone covers."""
    _zone(data, "galliae_1")["polygons"] = [[[0, 0], [10, 0], [9, 5], [10, 10], [0, 10]]]


def _no_origin(data: dict[str, Any]) -> None:
    """The Franci's land made a zone outside the Empire: no people has a zone of origin."""
    franci = _zone(data, "franci")
    franci["kind"] = "outside"
    del franci["people"]


def _label_outside(data: dict[str, Any]) -> None:
    _zone(data, "galliae_1")["label"] = [15, 5]  # inside italia_1


def _river_across(data: dict[str, Any]) -> None:
    """A major river drawn across the Galliae 1 – Italia 1 border, along none."""
    data["rivers"].append({"name": "Padus", "major": True, "points": [[5, 5], [15, 5]]})


AGREE = {"gap": (_gap, "map.gap"), "overlap": (_overlap, "map.overlap"),
         "no zone of origin": (_no_origin, "map.origin"),
         "label outside its zone": (_label_outside, "map.marker"),
         "river across no border": (_river_across, "map.river")}


@pytest.mark.parametrize("case", sorted(AGREE))
def test_the_editor_validate_and_the_loaders_agree_on_broken_maps(qapp: Any, tmp_path: Path,
                                                                  case: str) -> None:
    """The same checks fire in the editor's problem panel as in ``validate``, with the
    same severities; an error stops every loader with ``validate``'s messages (and is
    what the editor warns of before saving); a warning stops none."""
    change, check_id = AGREE[case]
    scenario = _mini(tmp_path, change)
    map_path = tmp_path / "map.yaml"
    validated = validate_file(map_path)
    doc = MapDocument.open(map_path)
    in_editor = {(p.check.id, p.severity) for p in doc.problems}
    assert check_id in {c for c, _s in in_editor}, doc.problems
    assert in_editor == {(p.check, p.severity) for p in validated}, (doc.problems, validated)
    found = errors(validated)
    if found:
        with pytest.raises(DataFileError) as caught:
            load_map(map_path)
        assert [str(p) for p in errors(caught.value.problems)] == [str(p) for p in found]
        on_scenario = errors(validate_file(scenario))  # the scenario's own problems too
        with pytest.raises(DataFileError) as caught:
            load_scenario(scenario)
        assert on_scenario and [str(p) for p in caught.value.problems] == [
            str(p) for p in on_scenario]
        assert {row.split(": ", 1)[-1] for row in doc.save_problems()} == {
            p.problem for p in found}
    else:
        assert load_map(map_path).id == "mini" and load_scenario(scenario).game_map.id == "mini"
        assert doc.save_problems() == []
