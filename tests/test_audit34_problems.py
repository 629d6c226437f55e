"""Audit of issue 34: the first problems a bad file meets (its YAML, its format, its
schema version) are worded in French too, not left in English (validate, loaders)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sv_model.errors import DataFileError
from sv_model.loader import load_map, load_scenario
from sv_model.problem_words import problem_text

CASES = {
    "syntax.yaml": ("id: x\nname: [1\n", "syntaxe YAML", "YAML syntax: "),
    "format.yaml": ("id: 3\n", "format de fichier inconnu", "unknown file format None (known: "),
    "top.yaml": ("- a\n- b\n", "champs", "expected a mapping of fields at the top level"),
    "version.yaml": ("format: sv-scenario\nschema_version: 99\n", "version de schéma 99",
                     "schema version 99 is not supported; this version of Semper Victor "
                     "reads sv-scenario version "),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_bad_file_is_worded_in_french(tmp_path: Path, name: str) -> None:
    text, french, english = CASES[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_scenario(path)
    found = caught.value.problems[0]
    assert english in problem_text(found, "en")  # English unchanged
    worded = problem_text(found, "fr")
    assert french in worded, worded
    assert english not in worded


def test_a_map_read_as_a_scenario_says_so_in_french(tmp_path: Path) -> None:
    from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO

    with pytest.raises(DataFileError) as caught:
        load_scenario(DEFAULT_MAP)
    found = caught.value.problems[0]
    assert "expected a sv-scenario file, found sv-map" in problem_text(found, "en")
    assert "sv-scenario" in problem_text(found, "fr") and "attendu" in problem_text(found, "fr")
    with pytest.raises(DataFileError) as caught:
        load_map(DEFAULT_SCENARIO)  # the map loader checks the same way
    assert "fichier sv-map attendu, sv-scenario trouvé" in problem_text(
        caught.value.problems[0], "fr")


def test_english_engine_texts_count_units_in_the_singular_for_one() -> None:
    """The English catalogue said "carries at most 1 units" and "with 1 units"; French
    was right (0 and 1 singular)."""
    from sv_model.engine.message_ids import MessageId
    from sv_model.engine.messages import msg, render

    def said(message: Any, lang: str) -> str:
        return render(message, str, lang)

    assert said(msg(MessageId.NO_CC, leader="L", cc=1), "en") == \
        "3.4.1: L carries at most 1 unit (CC)"
    assert said(msg(MessageId.NO_CC, leader="L", cc=2), "en") == \
        "3.4.1: L carries at most 2 units (CC)"
    assert said(msg(MessageId.AI_EVADES, zone="Z", count=1), "en") == "evades to Z with 1 unit"
    assert said(msg(MessageId.AI_EVADES, zone="Z", count=3), "en") == "evades to Z with 3 units"
    assert said(msg(MessageId.AI_EVADES, zone="Z", count=1), "fr") == \
        "s'évade vers Z avec 1 unité"


def test_a_scenario_whose_map_is_missing_says_it_in_french(tmp_path: Path) -> None:
    from sv_model.paths import DEFAULT_SCENARIO

    text = DEFAULT_SCENARIO.read_text(encoding="utf-8")
    moved = tmp_path / "moved.yaml"  # its map is named relative to where it was
    moved.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_scenario(moved)
    found = caught.value.problems[0]
    english = problem_text(found, "en")
    assert "map file '" in english and english.endswith(": file not found")
    french = problem_text(found, "fr")
    assert "fichier introuvable" in french and "file not found" not in french, french
