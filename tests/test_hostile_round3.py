"""Issue 41, majors 1 to 3: YAML values their tag cannot convert, NUL bytes in the file
names a file holds, and damaged journals at start-up. Each input is tried where it can
arrive: ``validate``, ``autoplay``, ``replay``, play mode's Open and Resume, the map editor
and the designer."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, decision, quiet_window

from sv_desktop.cli.main import main
from sv_desktop.dialogs.recovery_dialog import RecoveryChoice
from sv_desktop.session.journal import Interrupted
from sv_model.errors import DataFileError
from sv_model.paths import autosave_dir
from sv_model.yamlio import parse_yaml_text

MINI = Path(__file__).parent / "data" / "mini"
GOLDEN = Path(__file__).parent / "data" / "golden" / "312_milvian_bridge-seed0.svsave"
BAD_VALUES = {
    "int": "!!int abc",
    "float": "!!float abc",
    "bool": "!!bool maybe",
    "timestamp": "!!timestamp x",
    "digits": "1" * 5000,
}


def _mini_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    return folder


def _spoil(path: Path, key: str, value: str) -> int:
    """Put ``key: value`` in place of the file's top-level ``key``; the line it is on."""
    lines = path.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith(f"{key}:"))
    lines[number] = f"{key}: {value}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return number + 1


@pytest.mark.parametrize("kind", sorted(BAD_VALUES))
def test_a_value_its_tag_cannot_convert_is_a_located_message(kind: str) -> None:
    with pytest.raises(DataFileError) as info:
        parse_yaml_text(f"format: sv-map\nname: {BAD_VALUES[kind]}\n", "m.yaml")
    assert str(info.value).startswith("m.yaml:2: ")
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("kind", sorted(BAD_VALUES))
def test_validate_and_autoplay_name_the_line_of_an_unconvertible_value(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str) -> None:
    folder = _mini_copy(tmp_path)
    line = _spoil(folder / "map.yaml", "name", BAD_VALUES[kind])
    where = f"{folder / 'map.yaml'}:{line}: "
    for args in (["validate", str(folder / "map.yaml")],
                 ["validate", str(folder / "scenario.yaml")],
                 ["autoplay", str(folder / "scenario.yaml"), "--seed", "1", "--turns", "1"]):
        assert main(args) in (1, 2)  # validate: 1, autoplay: 2 (a data error)
        assert where in capsys.readouterr().err


@pytest.mark.parametrize("kind", ["int", "digits"])
def test_play_open_editor_and_designer_say_where_an_unconvertible_value_is(
        qtbot: Any, tmp_path: Path, kind: str) -> None:
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.map_editor.document import MapDocument

    folder = _mini_copy(tmp_path)
    line = _spoil(folder / "map.yaml", "name", BAD_VALUES[kind])
    where = f"{folder / 'map.yaml'}:{line}: "
    w = quiet_window(qtbot)
    w.controller.new_game(GUI_SCENARIO, 3)
    game = w.controller.live
    w.open_recent(folder / "scenario.yaml")  # File ▸ Open's path
    assert w.controller.game is game and where in w.last_error
    with pytest.raises(DataFileError, match=re.escape(where)):
        MapDocument.open(folder / "map.yaml")
    designer = ScenarioDocument.open(folder / "scenario.yaml")  # opens on the shipped map
    assert any(p.field == "map" and where in p.problem for p in designer.load_problems)


@pytest.mark.parametrize("field", ["map", "roster"])
def test_a_nul_byte_in_a_file_reference_is_a_message_everywhere(
        qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str) -> None:
    from editor.designer.scenario_doc import ScenarioDocument

    folder = _mini_copy(tmp_path)
    scenario = folder / "scenario.yaml"
    line = _spoil(scenario, field, '"a\\0b.yaml"')
    where = f"{scenario}:{line}: {field}: "
    assert main(["validate", str(scenario)]) == 1
    assert where in capsys.readouterr().err
    assert main(["autoplay", str(scenario), "--seed", "1"]) == 2
    assert where in capsys.readouterr().err
    w = quiet_window(qtbot)
    w.open_recent(scenario)
    assert where in w.last_error and "NUL" in w.last_error
    designer = ScenarioDocument.open(scenario)
    assert any(p.field == field and "NUL" in p.problem for p in designer.load_problems)


def test_a_nul_byte_in_a_scan_path_is_a_schema_problem(tmp_path: Path) -> None:
    from sv_model.validation import validate_file

    folder = _mini_copy(tmp_path)
    with (folder / "map.yaml").open("a", encoding="utf-8") as out:
        out.write('background:\n  path: "scan\\0.png"\n  x: 0\n  y: 0\n  scale: 1\n')
    problems = validate_file(folder / "map.yaml")
    assert any(p.field == "background.path" and "NUL" in p.problem for p in problems)


def test_replay_of_an_old_save_naming_its_scenario_with_a_nul_byte(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(GOLDEN.read_text(encoding="utf-8"))
    doc["scenario"] = "scenarios/312\u0000.yaml"
    save = tmp_path / "old.svsave"
    save.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert "NUL byte" in err and "Traceback" not in err


# --- damaged journals at start-up (major 3) ------------------------------------------


def _interrupted_game(qtbot: Any) -> Path:
    """A good game left open by a session that died; its journal."""
    w = quiet_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1)
    journal = w.controller.journal.path
    assert journal is not None
    w.controller.journal.close(remove=False)
    return journal


def _damaged_copy(good: Path, name: str, change: Any) -> Path:
    lines = good.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    change(header["save"])
    bad = good.with_name(f"session-19990101-000000-{name}.svjournal")
    bad.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    return bad


def _set(key: str, value: Any) -> Any:
    return lambda save: save.__setitem__(key, value)


@pytest.mark.parametrize(("name", "change", "reason"), [
    ("actions", _set("actions", 5), "actions"),
    ("seats", _set("players", [{"seat": 3, "player": "ai", "level": "godlike"}]), "seat"),
    ("seatlist", _set("players", "everyone"), "players"),
])
def test_a_damaged_journal_is_listed_with_its_reason_and_the_good_one_resumes(
        qtbot: Any, name: str, change: Any, reason: str) -> None:
    good = _interrupted_game(qtbot)
    bad = _damaged_copy(good, name, change)
    offered: list[Interrupted] = []

    def resume_the_good_one(found: list[Interrupted]) -> RecoveryChoice:
        offered.extend(found)
        return RecoveryChoice(resume=next(s for s in found if s.path == good))

    w = quiet_window(qtbot)
    assert w.offer_recovery(resume_the_good_one)
    listed = {s.path: s for s in offered}
    assert listed[good].problem is None
    problem = listed[bad].problem
    assert problem and reason in problem
    assert "cannot be resumed" in listed[bad].describe()
    assert bad.exists()  # nothing is deleted without asking
    offered.clear()

    def offer_nothing(found: list[Interrupted]) -> RecoveryChoice:
        offered.extend(found)
        return RecoveryChoice()

    assert not quiet_window(qtbot).offer_recovery(offer_nothing)
    assert [s.path for s in offered] == [bad] and offered[0].problem


def test_resume_of_a_journal_whose_seats_break_later_says_why_and_keeps_it(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The list was read when the dialog opened; if the journal is damaged before Resume
    is pressed, Resume says so, and the journal stays for the next start."""
    good = _interrupted_game(qtbot)
    w = quiet_window(qtbot)

    def spoil_then_resume(found: list[Interrupted]) -> RecoveryChoice:
        _damaged_copy(good, "x", _set("players", [{"seat": 1}])).replace(good)
        return RecoveryChoice(resume=found[0])

    assert not w.offer_recovery(spoil_then_resume)
    assert "players" in w.last_error and good.exists()
    assert autosave_dir() == good.parent


# --- one set of save checks; bookmarks in the journal (minors) ------------------------


def _spoiled_save(tmp_path: Path, key: str, value: Any) -> Path:
    save = tmp_path / "game.svsave"
    assert main(["autoplay", str(GUI_SCENARIO), "--seed", "1", "--turns", "1",
                 "--save", str(save)]) == 0
    doc = json.loads(save.read_text(encoding="utf-8"))
    doc[key] = value
    save.write_text(json.dumps(doc), encoding="utf-8")
    return save


@pytest.mark.parametrize(("key", "value", "words"), [
    ("bookmarks", [{"actions": 0, "note": ""}] * 10_001, "list of bookmarks"),
    ("bookmarks", [{"actions": 0, "note": "x" * 5000}], "at most 4000"),
    ("players", [{"seat": 3, "player": "ai", "level": "easy"}], "1 or 2"),
    ("players", [{"seat": 2, "player": "ai", "level": "godlike"}], "one of"),
])
def test_replay_refuses_the_saves_play_mode_refuses(
        qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], key: str, value: Any,
        words: str) -> None:
    save = _spoiled_save(tmp_path, key, value)
    capsys.readouterr()
    assert main(["replay", str(save)]) == 2
    err = capsys.readouterr().err
    assert f"{save}: {key}: " in err and words in err
    w = quiet_window(qtbot)
    w.open_recent(save)
    assert f"{key}: " in w.last_error and words in w.last_error


def test_bookmarks_and_notes_survive_a_crash(qtbot: Any) -> None:
    w = quiet_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1)
    c = w.controller
    c.set_bookmark(0, "the start")
    c.apply(decision(c).options[0])
    c.set_bookmark(1, "after the first choice")
    c.set_bookmark(0, None)
    c.set_bookmark(1, "after the first choice, noted again")
    journal = c.journal.path
    c.journal.close(remove=False)  # the process dies
    other = quiet_window(qtbot)
    assert other.offer_recovery(lambda found: RecoveryChoice(
        resume=next(s for s in found if s.path == journal)))
    assert other.controller.bookmarks == {1: "after the first choice, noted again"}
