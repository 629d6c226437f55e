"""Fuzzing the data loaders (issue 17): structural mutations of real files (keys
deleted, values retyped, ids swapped, NaN and infinities, huge numbers, deep
nesting, aliases) never raise anything but ``DataFileError``, and ``validate``
always answers with a list of problems.

The default suite runs a few hundred cases; ``SV_FUZZ=10000 pytest -m slow
tests/test_loader_fuzz.py`` runs ten thousand.
"""

from __future__ import annotations

import copy
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sv_model.checks import CHECKS, errors
from sv_model.errors import DataFileError
from sv_model.loader import load_map, load_roster, load_scenario
from sv_model.validation import validate_file

MINI = Path(__file__).parent / "data" / "mini"
SOURCES = {name: yaml.safe_load((MINI / f"{name}.yaml").read_text())
           for name in ("map", "roster", "scenario")}
CHECK_IDS = {c.id for c in CHECKS}
LOADERS: dict[str, Callable[[Path], Any]] = {"map": load_map, "roster": load_roster, "scenario": load_scenario}
ODD_VALUES: list[Any] = [None, True, 0, -1, 2**70, 1e308, float("nan"), float("inf"),
                         -float("inf"), "", "x" * 300, [], {}, [[0, 0]], {"a": 1}, "305",
                         "#zzzzzz", [1, 2, 3], 3.5]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` (paths of keys and indexes), the root excluded."""
    out: list[tuple[Any, ...]] = []
    if isinstance(data, dict):
        items: list[tuple[Any, Any]] = list(data.items())
    elif isinstance(data, list):
        items = list(enumerate(data))
    else:
        return out
    for key, value in items:
        out.append((*prefix, key))
        out += _paths(value, (*prefix, key))
    return out


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, Any]:
    name = draw(st.sampled_from(sorted(SOURCES)))
    data = copy.deepcopy(SOURCES[name])
    for _ in range(draw(st.integers(1, 3))):
        places = _paths(data)
        if not places:
            break
        path = draw(st.sampled_from(places))
        parent, key = _parent(data, path), path[-1]
        action = draw(st.sampled_from(["delete", "retype", "swap", "nest", "duplicate"]))
        if action == "delete":
            del parent[key]
        elif action == "retype":
            parent[key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
        elif action == "swap":  # another place's value here (ids swapped, wrong shapes)
            other = draw(st.sampled_from(places))
            parent[key] = copy.deepcopy(_parent(data, other)[other[-1]])
        elif action == "nest":
            value = parent[key]
            for _ in range(draw(st.integers(1, 80))):
                value = [value]
            parent[key] = value
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return name, data


def _dump(data: Any, aliased: bool) -> str:
    class Dumper(yaml.SafeDumper):
        def ignore_aliases(self, data: Any) -> bool:
            return not aliased

    return yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True)


def _agree(path: Path, loader: Callable[[Path], Any]) -> None:
    """The loader refuses the file exactly when ``validate`` finds an error in it, with
    the same messages; every problem names a check of the one list (issue 17.10-11)."""
    problems = validate_file(path)
    assert all(p.check in CHECK_IDS for p in problems), problems
    expected = [str(p) for p in errors(problems)]
    try:
        loader(path)
    except DataFileError as exc:
        assert [str(p) for p in exc.problems] == expected
        return
    assert expected == []


def _check(tmp: Path, name: str, text: str) -> None:
    for other in ("map", "roster", "scenario"):
        if other != name:
            shutil.copy(MINI / f"{other}.yaml", tmp / f"{other}.yaml")
    path = tmp / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        LOADERS[name](path)
    except DataFileError as exc:
        assert str(path) in str(exc) or str(tmp) in str(exc)
    _agree(path, LOADERS[name])
    if name != "scenario":  # the scenario that uses the mutated map or roster
        _agree(tmp / "scenario.yaml", load_scenario)


FUZZ_EXAMPLES = int(os.environ.get("SV_FUZZ", "0"))


def _fuzz(tmp_path_factory: pytest.TempPathFactory, case: tuple[str, Any], aliased: bool) -> None:
    name, data = case
    _check(tmp_path_factory.mktemp("fuzz"), name, _dump(data, aliased))


@settings(max_examples=250, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(case=mutated(), aliased=st.booleans())
def test_mutated_files_get_a_clear_message_or_load(tmp_path_factory: pytest.TempPathFactory,
                                                   case: tuple[str, Any], aliased: bool) -> None:
    _fuzz(tmp_path_factory, case, aliased)


@pytest.mark.slow
@pytest.mark.skipif(FUZZ_EXAMPLES == 0, reason="set SV_FUZZ=10000 to run the long fuzz")
@settings(max_examples=max(FUZZ_EXAMPLES, 1), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(case=mutated(), aliased=st.booleans())
def test_mutated_files_long_run(tmp_path_factory: pytest.TempPathFactory,
                                case: tuple[str, Any], aliased: bool) -> None:
    _fuzz(tmp_path_factory, case, aliased)


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(alphabet="[]{}:,-&*! \n\tab01.#'\"", max_size=400))
def test_arbitrary_yaml_text_never_escapes(tmp_path_factory: pytest.TempPathFactory,
                                           text: str) -> None:
    _check(tmp_path_factory.mktemp("text"), "map", "format: sv-map\nschema_version: 1\n" + text)
