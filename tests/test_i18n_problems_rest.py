"""The last English-only problems of sv_model in French (issue 34, round 3, item 1): the
map's geometry and river checks, the problems of a save and of the data it embeds, the
roster's and scenario's own cross-references, the schemas' own validators and the typed
errors a person can see. Each has a problem id; a guard fails on a new English-only one."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from engine_support import ROOT, mini_with_map
from pydantic import ValidationError
from test_i18n_ai import _english_giveaway
from test_map_geometry import GRID, grid_map

from sv_model.errors import DataFileError, DataProblem, NoDecisionPendingError
from sv_model.geometry import geometry_problems
from sv_model.problem_words import error_words, problem_text, problem_words
from sv_model.rivers import river_problems
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster, roster_cross_reference_problems
from sv_model.schemas.scenario import Scenario, scenario_self_problems

SV_MODEL = ROOT / "sv_model"
MINI = ROOT / "tests" / "data" / "mini"
CITED = re.compile(r"\((\d+(?:\.\d+)*(?:, \d+(?:\.\d+)*)*)\)")
"""Rule paragraphs cited in brackets (and places, written the same in both languages)."""


def read_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))
GEOMETRY_WORDS = ("touch", "edge", "joins", "overlap", "gap", "sliver", "polygon",
                  "square units", "near", "lies outside", "river", "major", "crossing",
                  "costs", "line", "border", "saved game", "malformed", "missing", "seed",
                  "embedded", "damaged", "altered", "checksum", "needs", "only",
                  "is used", "names", "twice", "placed", "listed", "waits", "decision",
                  "must", "is before", "of")


def _french_is_clean(found: DataProblem) -> str:
    """The French line of a problem, after checking that it has an id and no English."""
    assert found.said is not None, str(found)
    french = problem_text(found, "fr")
    words = problem_words(found, "fr")
    assert words != found.problem, french
    assert CITED.findall(found.problem) == CITED.findall(words), (found.problem, words)
    assert _english_giveaway(words) is None, french
    for word in GEOMETRY_WORDS:
        assert not re.search(rf"\b{re.escape(word)}\b", words), (word, french)
    return french


def _grid(change: Any) -> list[DataProblem]:
    doc = grid_map(GRID)
    change(doc)
    return geometry_problems(GameMap.model_validate(doc), "grid.yaml")


def test_the_map_geometry_problems_read_in_french() -> None:
    def edges_and_cover(doc: dict[str, Any]) -> None:
        doc["edges"] = [e for e in doc["edges"] if {e["a"], e["b"]} != {"z_0_0", "z_1_1"}]
        doc["edges"].append({"a": "z_0_2", "b": "z_2_0", "kind": "land"})
        doc["zones"][0]["polygons"] = [[[0, 0], [14, 0], [14, 10], [0, 10]]]
        doc["zones"][4]["polygons"] = [[[10, 10], [20, 10], [20, 20], [10, 20], [10, 16],
                                        [14, 14], [10, 12]]]

    def shapes(doc: dict[str, Any]) -> None:
        doc["zones"][3]["polygons"] = [[[0, 10], [10, 20], [10, 10], [0, 20]]]
        doc["zones"][1]["polygons"].append([[40, 0], [70, 0], [70, 0.001]])
        doc["zones"][2]["label"] = [500, 500]

    found = _grid(edges_and_cover) + _grid(shapes)
    checks = {p.check for p in found}
    assert {"map.missing-edge", "map.floating-edge", "map.invalid-polygon", "map.overlap",
            "map.gap", "map.sliver", "map.marker"} <= checks, checks
    french = {p.check: _french_is_clean(p) for p in found}
    assert french["map.missing-edge"].endswith(
        "les zones z_0_0 et z_1_1 se touchent mais aucun lien ne les joint")
    assert "8 unités carrées" in french["map.gap"], french["map.gap"]
    assert all(problem_text(p) == str(p) for p in found)  # English as before


def test_french_areas_group_digits_and_use_the_decimal_comma() -> None:
    from sv_model.problem_catalogue import ProblemId
    from sv_model.problem_words import word_problem

    big = word_problem(ProblemId.GAP, "fr", area=1780.4, x=1.25, y=2.0)
    assert big.startswith("trou de 1\u202f780 unités carrées"), big
    small = word_problem(ProblemId.GAP, "fr", area=0.5, x=1.0, y=2.0)
    assert small.startswith("trou de 0,5 unité carrée"), small
    assert word_problem(ProblemId.GAP, area=1780.4, x=1.25, y=2.0).startswith(
        "gap of 1,780 square units covered by no zone near (1.2, 2.0)")


def _mini_map(tmp_path: Path, change: Any) -> GameMap:
    folder = mini_with_map(tmp_path, change)
    return GameMap.model_validate(read_yaml(folder / "map.yaml"))


def test_the_river_warnings_read_in_french(tmp_path: Path) -> None:
    def rivers(data: dict[str, Any]) -> None:
        data["rivers"].append({"name": "Nilus", "major": False, "points": [[10, 0], [10, 10]]})
        edge = next(e for e in data["edges"] if {e["a"], e["b"]} == {"galliae_1", "italia_1"})
        edge.update(kind="river", river="Nilus")
        data["rivers"].append({"name": "Padus", "major": True, "points": [[500, 500],
                                                                         [501, 501]]})

    found = river_problems(_mini_map(tmp_path, rivers), "map.yaml")
    assert len(found) == 2, found
    for p in found:
        _french_is_clean(p)
    assert any("(7.2)" in problem_words(p, "fr") and "PM" in problem_words(p, "fr")
               for p in found)


def test_the_roster_and_scenario_cross_references_read_in_french() -> None:
    roster = Roster.model_validate(read_yaml(MINI / "roster.yaml"))
    leaders = [*roster.leaders, roster.leaders[0]]
    broken = roster.model_copy(update={"leaders": leaders})
    refs = roster_cross_reference_problems(broken)
    assert refs
    for loc, words in refs:
        _french_is_clean(DataProblem("r.yaml", None, str(loc), words, said=_said(words)))
    scenario = Scenario.model_validate(read_yaml(ROOT / "tests" / "data" / "mini" /
                                                 "scenario.yaml"))
    twice = scenario.model_copy(update={"leaders": [*scenario.leaders, scenario.leaders[0]],
                                        "units": [*scenario.units, scenario.units[0]]})
    own = scenario_self_problems(twice)
    assert len(own) == 2
    for loc, words in own:
        _french_is_clean(DataProblem("s.yaml", None, str(loc), words, said=_said(words)))


def _said(words: str) -> Any:
    from sv_model.problem_words import said_of

    return said_of(words)


@pytest.mark.parametrize("change", [
    lambda d: d["zones"][0].update(kind="sea"),
    lambda d: d["edges"].append({"a": d["edges"][0]["a"], "b": d["edges"][0]["a"],
                                 "kind": "land"}),
    lambda d: d["edges"][0].update(name="Bosporus"),
])
def test_the_map_schema_validators_read_in_french(change: Any) -> None:
    data = read_yaml(MINI / "map.yaml")
    change(data)
    _validator_problem(GameMap, data)


def _validator_problem(model: Any, data: Any) -> None:
    from sv_model.problem_words import schema_said

    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    custom = [e for e in caught.value.errors() if e["type"] == "value_error"]
    assert custom, caught.value.errors()
    for err in custom:
        said = schema_said(dict(err))
        assert said is not None, err
        msg = str(err["msg"]).removeprefix("Value error, ")
        _french_is_clean(DataProblem("m.yaml", 1, "zones", msg, said=said))


def test_the_roster_schema_validators_read_in_french() -> None:
    data = read_yaml(MINI / "roster.yaml")
    roman = next(x for x in data["leaders"] if x.get("pc") is not None)
    del roman["pc"]
    _validator_problem(Roster, data)


def test_no_decision_pending_reads_in_french() -> None:
    error = NoDecisionPendingError()
    assert str(error) == "the game waits for no decision"
    assert error_words(error, "fr") == "la partie n'attend aucune décision"
    assert error_words(error) == "the game waits for no decision"


def _save(tmp_path: Path) -> Path:
    from sv_model.engine import Game
    from sv_model.engine.save import write_save
    from sv_model.loader import load_scenario

    game = Game.new(load_scenario(MINI / "scenario.yaml"), seed=3)
    path = tmp_path / "game.svsave"
    write_save(game, path)
    return path


@pytest.mark.parametrize("damage", [
    lambda d: d.update(seed=-1),
    lambda d: d.update(schema_version=99),
    lambda d: d.update(checkpoints=7),
    lambda d: d.update(rules_version=999),
    lambda d: d.update(end_year=9999),
    lambda d: d.update(data=None),
    lambda d: d["data"]["map"].update(sha256="0" * 64),
    lambda d: d["data"]["roster"].update(zlib_base64="!!"),
    lambda d: d.update(format="other"),
])
def test_the_save_problems_read_in_french(tmp_path: Path, damage: Any) -> None:
    from sv_model.engine.save import read_save

    path = _save(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    damage(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        read_save(path)
    for problem in caught.value.problems:
        french = _french_is_clean(problem)
        assert french.startswith(str(path))


# --- the guard: a new English-only problem in sv_model fails ------------------------------

def _literal_text(node: ast.AST) -> bool:
    """A string literal, an f-string, or a sum of them: English words in the code."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):  # words between its fields, not only signs
        return any(isinstance(part, ast.Constant) and any(c.isalpha() for c in str(part.value))
                   for part in node.values)
    if isinstance(node, ast.BinOp):
        return _literal_text(node.left) or _literal_text(node.right)
    return False


INTERNAL_ERRORS = {
    "_Unsupported": "yaml_patch: caught inside, the file is written whole instead",
    "BalanceCancelled": "balance: a run stopped by its caller, never shown",
    "ActionError": "actions: read by the save's replay into the problem SAVE_ACTION, its text "
                   "a detail of pydantic's (field and message)",
}
"""The exceptions of sv_model that never reach a person in their own words."""


def _user_errors() -> set[str]:
    """The names of the typed errors a person can see: every ``SemperVictorError``, and
    every other exception class sv_model defines but those of ``INTERNAL_ERRORS`` (a
    ``ValueError`` of the scan's alignment reached the map editor in English)."""
    import importlib
    import pkgutil

    import sv_model
    from sv_model.errors import SemperVictorError

    for info in pkgutil.walk_packages(sv_model.__path__, "sv_model."):
        importlib.import_module(info.name)
    seen: set[str] = set()
    todo: list[type] = [BaseException]
    while todo:
        cls = todo.pop()
        if issubclass(cls, SemperVictorError) or cls.__module__.startswith("sv_model."):
            seen.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    assert {"AlignmentError", "DataFileError"} <= seen
    return seen - set(INTERNAL_ERRORS)


def _english_only(tree: ast.AST, schema: bool, user_errors: set[str]) -> list[int]:
    """Lines that make a problem or a user's error from English text with no id."""
    lines: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
            owner = getattr(fn.value, "id", "") if isinstance(fn, ast.Attribute) else ""
            position = {"finding": 4, "DataProblem": 3}.get(name)
            if name == "single" and owner == "DataFileError":
                position = 1
            if position is not None and len(node.args) > position \
                    and _literal_text(node.args[position]):
                lines.append(node.lineno)
            if name == "append" and node.args and isinstance(node.args[0], ast.Tuple) \
                    and len(node.args[0].elts) == 2 and _literal_text(node.args[0].elts[1]):
                lines.append(node.lineno)  # (location, words) pairs of the reference checks
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            called = node.exc.func
            name = getattr(called, "id", "")
            user = name in user_errors or (schema and name == "ValueError")
            has_said = any(k.arg == "said" for k in node.exc.keywords)
            if user and not has_said and node.exc.args and _literal_text(node.exc.args[0]):
                lines.append(node.lineno)
    return sorted(lines)


ENGINE_MISUSE = {("sv_model/engine/game.py", "IllegalActionError")}
"""Raised only when a program passes what is not an action (a programming error)."""


def test_no_english_only_problem_is_left_in_sv_model() -> None:
    user_errors = _user_errors()
    found = []
    for path in sorted(SV_MODEL.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative == "sv_model/errors.py":
            continue  # the base classes: the problems' shape, no words
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = {name for where, name in ENGINE_MISUSE if where == relative}
        schema = "/schemas/" in relative
        found += [f"{relative}:{line}" for line in
                  _english_only(tree, schema, user_errors - allowed)]
    assert found == [], found


def test_no_english_only_problem_is_left_in_the_desktop_or_the_editors() -> None:
    """The same guard over ``sv_desktop`` and ``editor``: a journal's "damaged line", a
    saved game's missing scenario and the editors' "expected a sv-map file" reached the
    French window in English."""
    user_errors = _user_errors()
    found = []
    for package in ("sv_desktop", "editor"):
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found += [f"{path.relative_to(ROOT).as_posix()}:{line}"
                      for line in _english_only(tree, False, user_errors)]
    assert found == [], found


def test_the_guard_sees_an_english_only_problem() -> None:
    tree = ast.parse("def f(path):\n"
                     "    raise DataFileError.single(path, f'bad {path}')\n"
                     "def g():\n"
                     "    raise ValueError('only Roman leaders')\n"
                     "def h(out):\n"
                     "    out.append((('x',), 'unknown thing'))\n")
    assert _english_only(tree, True, {"DataFileError"}) == [2, 4, 6]
    assert _english_only(tree, False, {"DataFileError"}) == [2, 6]


def test_validate_in_french_names_file_and_place(tmp_path: Path) -> None:
    """``semper-victor --lang fr validate`` on a map with a geometry problem, a roster with
    a bad leader and a bad save: French lines naming the file and the place."""
    bad_map = tmp_path / "m.yaml"
    doc = grid_map(GRID)
    doc["edges"] = [e for e in doc["edges"] if {e["a"], e["b"]} != {"z_0_0", "z_1_1"}]
    bad_map.write_text(json.dumps(doc), encoding="utf-8")
    roster = read_yaml(MINI / "roster.yaml")
    roman = next(x for x in roster["leaders"] if x.get("pc") is not None)
    del roman["pc"]
    bad_roster = tmp_path / "r.yaml"
    bad_roster.write_text(json.dumps(roster), encoding="utf-8")
    bad_save = tmp_path / "s.svsave"
    bad_save.write_text('{"format": "sv-save", "schema_version": 99}', encoding="utf-8")
    yaml_save = tmp_path / "s.yaml"  # a save under another name: known by its format
    yaml_save.write_text('{"format": "sv-save", "schema_version": 99}', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "sv_desktop", "--lang", "fr", "validate",
                           str(bad_map), str(bad_roster), str(bad_save), str(yaml_save)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 1, done
    lines = done.stderr.splitlines()
    assert any(line.startswith(f"{bad_map}: edges[z_0_0-z_1_1]: les zones z_0_0 et z_1_1 ")
               for line in lines), lines
    assert any(line.startswith(f"{bad_roster}:") and "leaders[" in line
               and "chef romain" in line for line in lines), lines
    for save in (bad_save, yaml_save):
        assert f"{save}: schema_version: version de sauvegarde 99 non prise en charge " \
            "(1 ou 2 ou 3 ou 4 attendue)" in lines, lines
    assert "Traceback" not in done.stderr
