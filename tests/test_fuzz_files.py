"""Malformed input never escapes as an unhandled exception (issue 2)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sv_model.errors import DataFileError
from sv_model.validation import validate_file
from sv_model.yamlio import parse_yaml_text

MINI = Path(__file__).parent / "data" / "mini"
SOURCES = {name: (MINI / name).read_text(encoding="utf-8")
           for name in ("map.yaml", "roster.yaml", "scenario.yaml")}

yaml_scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                         st.floats(allow_nan=True), st.text(max_size=20))
yaml_values = st.recursive(
    yaml_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=300))
def test_arbitrary_text_parses_or_gives_data_error(text: str) -> None:
    try:
        parse_yaml_text(text, "fuzz.yaml")
    except DataFileError as exc:
        assert all(p.path == "fuzz.yaml" and p.problem for p in exc.problems)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(SOURCES)), cut=st.integers(0, 4000),
       insert=st.text(alphabet=st.sampled_from(list("{}[]:,-'\"#&*!|> \n\tab1")), max_size=12))
def test_corrupted_shipped_file_gives_clear_problems(
        tmp_path_factory: pytest.TempPathFactory, name: str, cut: int, insert: str) -> None:
    """Splice junk into a valid file: validation returns problems or nothing, never raises."""
    folder = tmp_path_factory.mktemp("fuzz")
    for other, text in SOURCES.items():
        (folder / other).write_text(text, encoding="utf-8")
    text = SOURCES[name]
    pos = cut % (len(text) + 1)
    (folder / name).write_text(text[:pos] + insert + text[pos:], encoding="utf-8")
    for problem in validate_file(folder / name):
        assert problem.path.endswith(".yaml")
        assert problem.problem


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(value=yaml_values, kind=st.sampled_from(["sv-map", "sv-roster", "sv-scenario"]))
def test_random_documents_with_valid_header_give_problems(
        tmp_path_factory: pytest.TempPathFactory, value: object, kind: str) -> None:
    import yaml

    folder = tmp_path_factory.mktemp("doc")
    body = {"format": kind, "schema_version": 1, "zones": value, "leaders": value, "map": value}
    path = folder / "doc.yaml"
    path.write_text(yaml.safe_dump(body), encoding="utf-8")
    problems = validate_file(path)
    assert problems, "a random document cannot be a valid file"
    assert all(p.problem for p in problems)


BAD_TOKENS = ["!!int abc", "!!float abc", "!!bool maybe", "!!timestamp x", "!!binary ###",
              "!!set [1]", "!!omap 3", "!!null x", "1" * 5000, "-" + "9" * 4400,
              '"a\\0b.yaml"', '"\\x01"', "!!str", "!!python/name:os.system", "!!map [1]"]


@settings(max_examples=int(os.environ.get("SV_FUZZ") or 200), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(SOURCES)), line=st.integers(0, 10_000),
       token=st.sampled_from(BAD_TOKENS))
def test_a_value_no_tag_can_convert_gives_a_located_problem(
        tmp_path_factory: pytest.TempPathFactory, name: str, line: int, token: str) -> None:
    """Issue 41, major 1: a value replaced by one its tag cannot convert (or a number of
    thousands of digits, or a NUL in a name) is a problem with the file and line, for the
    file and for the scenario that uses it; never an exception."""
    folder = tmp_path_factory.mktemp("tag")
    for other, text in SOURCES.items():
        (folder / other).write_text(text, encoding="utf-8")
    lines = SOURCES[name].splitlines()
    values = [i for i, text in enumerate(lines) if ": " in text and not text.endswith(":")]
    at = values[line % len(values)]
    key = lines[at].split(": ", 1)[0]
    lines[at] = f"{key}: {token}"
    (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    for target in (folder / name, folder / "scenario.yaml"):
        for problem in validate_file(target):
            assert problem.path.endswith(".yaml") and problem.problem
