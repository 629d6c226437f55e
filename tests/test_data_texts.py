"""Texts of the data files in two languages (issue 34): a record's ``names``, a scenario's
``texts``, the resolver ``text_of`` and the checks of bad input (``schemas.texts``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_support import REAL_SCENARIO, ROOT, real_bundle

from sv_model.data_texts import (
    in_language,
    language_code,
    special_rules_of,
    text_of,
)
from sv_model.engine import Game
from sv_model.engine.messages import MessageId, leader_ref, msg, people_ref
from sv_model.loader import load_scenario
from sv_model.problem_words import ProblemId, problem_text
from sv_model.schemas.roster import Leader
from sv_model.schemas.scenario import Scenario
from sv_model.validation import validate_file

SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))
NBSP, NNBSP = "\u00a0", "\u202f"


def _leader(**extra: object) -> Leader:
    return Leader.model_validate({"id": "galere", "name": "Galère", "nationality": "roman",
                                  "cc": 5, "sr": 3, "tb": 2, "pc": 4, "loyalty": "sun", **extra})


def test_a_name_of_the_language_else_the_default_name() -> None:
    leader = _leader(names={"en": "Galerius"})
    assert text_of(leader, "name", "en") == "Galerius"
    assert text_of(leader, "name", "fr") == "Galère"  # no French name: the file's own
    assert text_of(leader, "name", "fr_CA") == "Galère"
    assert text_of(_leader(), "name", "en") == "Galère"  # one language only is valid


def test_language_codes() -> None:
    assert language_code("fr_FR") == "fr"
    assert language_code(None) == "en"
    assert language_code("de") == "en"  # a language the data cannot hold reads English


def test_the_shipped_roster_names_leaders_in_both_languages() -> None:
    roster = real_bundle().roster
    for ident, english, french in [("galere", "Galerius", "Galère"),
                                   ("constance_chlore", "Constantius Chlorus", "Constance Chlore"),
                                   ("maximin_daia", "Maximinus Daia", "Maximin Daïa"),
                                   ("licinius", "Licinius", "Licinius")]:
        assert text_of(roster.leader(ident), "name", "en") == english
        assert text_of(roster.leader(ident), "name", "fr") == french
    persae = next(p for p in roster.peoples if p.id == "persae")
    assert (text_of(persae, "name", "en"), text_of(persae, "name", "fr")) == ("Persians", "Persae")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_shipped_scenario_speaks_french(path: Path) -> None:
    scenario = load_scenario(path).scenario
    for field in ("name", "description", "introduction", "initiative_note", "victory_notes",
                  "author"):
        french = text_of(scenario, field, "fr")
        assert french and french != getattr(scenario, field), field
        assert text_of(scenario, field, "en") == getattr(scenario, field)
        assert " :" not in french and " ;" not in french, field  # French spacing
    assert len(special_rules_of(scenario, "fr")) == len(scenario.special_rules)
    assert special_rules_of(scenario, "en") == scenario.special_rules


def test_an_english_log_names_galerius_and_a_french_log_galere() -> None:
    game = Game.new(real_bundle(), 0, end_year=305)
    said = msg(MessageId.AI_CHOOSES, choice=leader_ref("galere"))
    assert "Galerius" in game.text(said, "en") and "Galère" not in game.text(said, "en")
    assert "Galère" in game.text(said, "fr")
    raised = msg(MessageId.RAISED, side=None, people=people_ref("persae"), controller=None)
    assert "Persians" in game.text(raised, "en") and "Persae" in game.text(raised, "fr")


def test_names_on_the_map_and_roster_in_a_language_leave_the_bundle_alone() -> None:
    bundle = real_bundle()
    _game_map, roster = in_language(bundle.game_map, bundle.roster, "en")
    assert roster.leader("galere").name == "Galerius"
    assert bundle.roster.leader("galere").name == "Galère"
    assert in_language(bundle.game_map, bundle.roster, "fr")[0] is bundle.game_map


def _scenario_with(tmp_path: Path, old: str, new: str) -> Path:
    """The 305 scenario with ``old`` replaced by ``new`` (once)."""
    text = REAL_SCENARIO.read_text(encoding="utf-8").replace(
        "../resources/", f"{(ROOT / 'resources').as_posix()}/")
    assert old in text
    path = tmp_path / "bad.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_an_unknown_language_and_an_empty_text_are_refused_with_file_and_place(
        tmp_path: Path) -> None:
    path = _scenario_with(tmp_path, "texts:\n  fr:\n    name:",
                          'texts:\n  de: {name: "Zweite Tetrarchie"}\n  fr:\n    name: " "\n    xname:')
    found = validate_file(path)
    by_id = {p.said[0]: p for p in found if p.said is not None}
    unknown = by_id[ProblemId.UNKNOWN_LANGUAGE.value]
    assert unknown.line is not None and unknown.field.startswith("texts.de")
    assert "unknown language 'de'" in problem_text(unknown, "en")
    assert f"langue inconnue 'de'{NBSP}: les langues sont en, fr" in problem_text(unknown, "fr")
    blank = by_id[ProblemId.BLANK_TEXT.value]
    assert blank.field == "texts.fr.name"
    assert problem_text(blank, "fr").startswith(f"{path}:{blank.line}: texts.fr.name: le texte")


def test_a_bad_name_of_a_leader_note_is_refused(tmp_path: Path) -> None:
    path = _scenario_with(tmp_path, "zone: oriens_1, side: PRIMUS, title: caesar}",
                          'notes: {en: ""}, zone: oriens_1, side: PRIMUS, title: caesar}')
    found = [p for p in validate_file(path) if p.said is not None]
    assert [p.said[0] for p in found if p.said] == [ProblemId.BLANK_TEXT.value]
    assert found[0].field == "leaders[1].notes.en"


def test_a_scenario_with_one_language_only_is_valid() -> None:
    data = REAL_SCENARIO.read_text(encoding="utf-8")
    assert "texts:" in data
    scenario = real_bundle().scenario
    plain = Scenario.model_validate({**scenario.model_dump(), "texts": {}})
    assert text_of(plain, "description", "fr") == scenario.description
