"""Audit of round 3 (issue 34): hostile texts in the data files' ``names``, ``notes``
and ``texts``. A file with thousands of made-up language codes gets a bounded answer
(one problem per record, the code shortened), not one problem per key, which the map
editor and the designer would show in one message box."""

from __future__ import annotations

from pathlib import Path

from test_data_texts import _scenario_with

from sv_model.problem_words import ProblemId, problem_text
from sv_model.validation import validate_file

MANY = 5000


def test_thousands_of_unknown_languages_give_one_problem_per_record(tmp_path: Path) -> None:
    codes = ", ".join(f"k{i}: x" for i in range(MANY))
    path = _scenario_with(tmp_path, "texts:\n  fr:\n    name:",
                          f"texts: {{{codes}}}\nxtexts:\n  fr:\n    name:")
    found = [p for p in validate_file(path) if p.said is not None
             and p.said[0] == ProblemId.UNKNOWN_LANGUAGE.value]
    assert len(found) == 1
    assert found[0].field.startswith("texts")
    assert "unknown language 'k0'" in problem_text(found[0], "en")


def test_a_very_long_unknown_language_code_is_shortened_in_the_message(
        tmp_path: Path) -> None:
    code = "q" * 5000
    path = _scenario_with(tmp_path, "texts:\n  fr:\n    name:",
                          f"texts:\n  ? {code}\n  : {{name: x}}\n  fr:\n    name:")
    found = [p for p in validate_file(path) if p.said is not None
             and p.said[0] == ProblemId.UNKNOWN_LANGUAGE.value]
    assert len(found) == 1
    assert len(problem_text(found[0], "en")) < 400
