"""Schemas, cross-references and the loader on broken files (issue 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from sv_model import DataFileError, load_map, load_roster, load_scenario
from sv_model.validation import validate_file


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def mutated(mini_dir: Path, tmp_path: Path, name: str, old: str, new: str) -> Path:
    """Copy the mini files into tmp_path, replacing ``old`` by ``new`` in ``name``."""
    for f in ("map.yaml", "roster.yaml", "scenario.yaml"):
        text = (mini_dir / f).read_text(encoding="utf-8")
        if f == name:
            assert old in text, f"fixture text {old!r} not found in {f}"
            text = text.replace(old, new, 1)
        (tmp_path / f).write_text(text, encoding="utf-8")
    return tmp_path / name


def problems_of(path: Path) -> list[str]:
    return [str(p) for p in validate_file(path)]


def test_mini_files_load_and_cross_reference(mini_dir: Path) -> None:
    bundle = load_scenario(mini_dir / "scenario.yaml")
    assert bundle.game_map.zone("galliae_1").capital
    assert bundle.roster.leader("constantin").sr == 4
    assert bundle.scenario.diocese_control["italia"] == "PRIMUS"
    assert validate_file(mini_dir / "scenario.yaml") == []


# Each case: file to break, text to replace, replacement, expected line, expected words.
BROKEN_CASES = [
    ("yaml syntax", "map.yaml", "name: Mini test map", "name: [unclosed", None, "YAML syntax"),
    ("unknown version", "map.yaml", "schema_version: 1", "schema_version: 99", "schema_version: 99",
     "schema version 99 is not supported"),
    ("unknown format", "roster.yaml", "format: sv-roster", "format: sv-thing", "format: sv-thing",
     "unknown file format"),
    ("unknown field", "map.yaml", "    label: [5, 5]", "    label: [5, 5]\n    colour: red", "colour: red",
     "unknown field"),
    ("missing field", "roster.yaml", "    cc: 4\n", "", None, "required field is missing"),
    ("out of range", "roster.yaml", "    sr: 4", "    sr: 42", "sr: 42", "less than or equal to 9"),
    ("wrong type", "map.yaml", "    number: 2", "    number: two", "number: two", "valid integer"),
    ("unknown zone in scenario", "scenario.yaml", "zone: galliae_2}", "zone: atlantis}", "atlantis",
     "unknown zone 'atlantis'"),
    ("duplicate zone id", "map.yaml", "  - id: galliae_2", "  - id: galliae_1", None,
     "used more than once"),
    ("missing zone 1", "map.yaml", "    number: 1\n    polygons: [[[10, 0]",
     "    number: 3\n    polygons: [[[10, 0]", None, "has no zone 1"),
    ("edge to unknown zone", "map.yaml", "{a: galliae_1, b: galliae_2, kind: land}",
     "{a: galliae_1, b: nowhere, kind: land}", "nowhere", "unknown zone 'nowhere'"),
    ("duplicate key", "map.yaml", "    label: [5, 5]", "    label: [5, 5]\n    label: [6, 6]", "label: [6, 6]",
     "duplicate key 'label'"),
    ("river edge without name", "map.yaml", "kind: river, river: Rhenus}", "kind: river}", None,
     "river is named exactly on river edges"),
    ("python object tag", "map.yaml", "name: Mini test map",
     "name: !!python/object/apply:os.system ['echo pwned']", "pwned", "YAML syntax"),
    ("unknown leader", "scenario.yaml", "leader: maxence,", "leader: nobody,", "nobody",
     "unknown leader 'nobody'"),
    ("unknown people", "roster.yaml", "people: franci, cc: 3", "people: huns, cc: 3", None,
     "unknown people 'huns'"),
    ("end before start", "scenario.yaml", "end_year: 307", "end_year: 300", None,
     "end_year is before start_year"),
    ("two primus augusti", "scenario.yaml", "side: SECONDUS, title: secundus_augustus",
     "side: SECONDUS, title: primus_augustus", None, "are both Primus Augustus; there is one (3.5.1)"),
]


@pytest.mark.parametrize(("label", "name", "old", "new", "marker", "words"), BROKEN_CASES,
                         ids=[c[0] for c in BROKEN_CASES])
def test_broken_file_gives_located_message(mini_dir: Path, tmp_path: Path, label: str,
                                           name: str, old: str, new: str, marker: str | None,
                                           words: str) -> None:
    """The message names the broken file, the line of the fault and the problem."""
    path = mutated(mini_dir, tmp_path, name, old, new)
    problems = problems_of(path)
    assert problems, f"{label}: no problem reported"
    first = next((p for p in problems if words in p), None)
    assert first is not None, problems
    assert first.startswith(f"{path}:")
    if marker is not None:
        lines = path.read_text(encoding="utf-8").splitlines()
        line = next(i for i, text in enumerate(lines, 1) if marker in text)
        assert first.startswith(f"{path}:{line}:"), first


def test_missing_and_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match="file not found"):
        load_map(tmp_path / "absent.yaml")
    with pytest.raises(DataFileError, match="is a folder"):
        load_map(tmp_path)
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(DataFileError, match="not UTF-8"):
        load_roster(binary)


def test_empty_and_non_mapping_files(tmp_path: Path) -> None:
    for text in ("", "- a\n- b\n", "just a string\n", "42\n"):
        path = write(tmp_path, "x.yaml", text)
        with pytest.raises(DataFileError, match="expected a mapping"):
            load_map(path)


def test_scenario_pointing_to_missing_map(mini_dir: Path, tmp_path: Path) -> None:
    path = mutated(mini_dir, tmp_path, "scenario.yaml", "map: map.yaml", "map: gone.yaml")
    with pytest.raises(DataFileError) as info:
        load_scenario(path)
    assert "map file" in str(info.value) and ":5:" in str(info.value)


def test_wrong_kind_of_file(mini_dir: Path) -> None:
    with pytest.raises(DataFileError, match="expected a sv-map file, found sv-roster"):
        load_map(mini_dir / "roster.yaml")


def test_every_reported_problem_has_file_and_message(mini_dir: Path, tmp_path: Path) -> None:
    path = mutated(mini_dir, tmp_path, "roster.yaml", "    sr: 4", "    sr: -1\n    cc: 99")
    problems = validate_file(path)
    assert problems
    for p in problems:
        assert p.path == str(path)
        assert p.problem
        assert "Traceback" not in str(p)


def test_safe_loading_never_builds_objects(tmp_path: Path) -> None:
    path = write(tmp_path, "evil.yaml",
                 "format: sv-map\nschema_version: 1\nx: !!python/name:os.system ''\n")
    with pytest.raises(DataFileError, match="YAML syntax"):
        load_map(path)
    assert isinstance(yaml.safe_load("a: 1"), dict)


def test_a_fleet_set_up_twice_is_a_located_problem(mini_dir: Path, tmp_path: Path) -> None:
    """Found by the loader fuzz after the checks were layered (issue 38): a repeated fleet
    row was set aside before the set-up check that reported it ran, so no problem was
    left to tell and the loader raised a bare ValueError."""
    data = yaml.safe_load((mini_dir / "scenario.yaml").read_text(encoding="utf-8"))
    data["fleets"] = [*data["fleets"], dict(data["fleets"][0])]
    folder = tmp_path / "mini"
    folder.mkdir()
    for name in ("map.yaml", "roster.yaml"):
        (folder / name).write_bytes((mini_dir / name).read_bytes())
    (folder / "scenario.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_scenario(folder / "scenario.yaml")
    assert "fleets: fleet 'occidentalis' is set up twice" in str(info.value)
    assert [p.problem for p in validate_file(folder / "scenario.yaml")] == [
        "fleet 'occidentalis' is set up twice"]
