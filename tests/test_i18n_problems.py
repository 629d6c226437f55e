"""The set-up checks' problems in French and English (issue 34): one id per problem with
both templates; the French line keeps the ``file:line: field: problem`` shape, cites the
same paragraphs and gives no English away; English reads as before."""

from __future__ import annotations

import re
import string
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from engine_support import ROOT, mini_bundle, real_bundle
from test_i18n_ai import _english_giveaway
from test_i18n_engine import RULE

from sv_model.bundle import ScenarioBundle, scenario_reference_problems
from sv_model.errors import DataFileError, DataProblem, Severity
from sv_model.loader import load_scenario
from sv_model.map_checks import graph_problems
from sv_model.problem_words import (
    TEMPLATES,
    ProblemId,
    problem_text,
    problem_words,
    said_of,
    schema_said,
    word_problem,
)
from sv_model.schemas.map import map_cross_reference_problems
from sv_model.schemas.scenario import Side, Title
from sv_model.setup_checks import setup_problems

NBSP, NNBSP = "\u00a0", "\u202f"


def _fields(template: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("problem", list(ProblemId))
def test_every_problem_has_both_templates_with_the_same_placeholders(
        problem: ProblemId) -> None:
    english, french = TEMPLATES[problem]
    assert _fields(english) == _fields(french)
    assert RULE.findall(english) == RULE.findall(french)
    prose = "".join(text for text, *_rest in string.Formatter().parse(word_problem(
        problem, "fr", **dict.fromkeys(_fields(english), 2))))
    assert not re.search(r" [:;!?]", prose), prose  # French spacing (typography.typeset)


def _broken() -> list[DataProblem]:
    """The 305 scenario with its pieces and titles set up against the rules."""
    bundle = real_bundle()
    s = bundle.scenario
    first_zone = s.units[0].zone
    units = [u.model_copy(update={"zone": first_zone}) for u in s.units]
    leaders = [x.model_copy(update={"title": Title.PRIMUS_AUGUSTUS, "side": Side.SECONDUS})
               for x in s.leaders[:3]] + list(s.leaders[3:])
    broken = s.model_copy(update={"units": units, "leaders": leaders,
                                  "start_year": s.start_year + 40})
    return setup_problems(ScenarioBundle(bundle.path, broken, bundle.game_map, bundle.roster))


def test_the_set_up_problems_read_in_french() -> None:
    problems = _broken()
    kinds = {p.said[0] for p in problems if p.said is not None}
    assert len(kinds) >= 8, kinds
    for p in problems:
        assert p.said is not None, p  # every set-up problem has its id
        english, french = problem_text(p), problem_text(p, "fr")
        assert english == str(p)
        head = str(p)[:len(str(p)) - len(p.problem)]
        assert french.startswith(head)  # file:line: field: stays as validate prints it
        assert french != english
        assert RULE.findall(english) == RULE.findall(french), (english, french)
        names = {x.name for x in real_bundle().roster.leaders} | \
            {x.name for x in real_bundle().roster.units} | \
            {x.name for x in real_bundle().game_map.zones} | \
            {x.name for x in real_bundle().game_map.dioceses}
        words = french[len(head):]
        for name in sorted(names, key=len, reverse=True):
            words = words.replace(name, "")
        assert _english_giveaway(words.replace("PC ", "")) is None, french


def test_a_warning_says_so_in_french_and_plain_problems_stay_as_they_are() -> None:
    said = DataProblem("s.yaml", 3, "fleets[x]", word_problem(ProblemId.AT_SEA_NO_FLEET),
                       "setup.fleets", Severity.WARNING,
                       (ProblemId.AT_SEA_NO_FLEET.value, ()))
    assert problem_text(said) == "s.yaml:3: warning: fleets[x]: at sea without a fleet (3.4.2)"
    assert problem_text(said, "fr") == \
        "s.yaml:3: avertissement: fleets[x]: en mer sans flotte (3.4.2)"
    plain = replace(said, said=None, severity=Severity.ERROR, problem="YAML syntax: oops")
    assert problem_text(plain, "fr") == "s.yaml:3: fleets[x]: YAML syntax: oops"
    assert problem_words(said, "fr") == "en mer sans flotte (3.4.2)"
    assert problem_words(plain, "fr") == "YAML syntax: oops"


def test_french_words_of_the_set_up_problems() -> None:
    assert word_problem(ProblemId.AUGUSTUS_WITHOUT_HEAD, "fr", side="SECONDUS",
                        head="secundus_augustus") == \
        "le SECONDUS nomme un Augustus sans Secundus Augustus (3.5.1)"
    assert word_problem(ProblemId.AUGUSTUS_WITHOUT_HEAD, side="SECONDUS",
                        head="secundus_augustus") == \
        "SECONDUS names an Augustus without a secundus_augustus (3.5.1)"
    assert word_problem(ProblemId.TITLE_TWICE, "fr", holders=("Galère", "Sévère"),
                        title="Primus Augustus") == \
        f"Galère et Sévère sont tous deux Primus Augustus{NNBSP}; il n'y en a qu'un (3.5.1)"
    assert word_problem(ProblemId.TITLE_TWICE, holders=("Galère", "Sévère"),
                        title="Primus Augustus") == \
        "Galère and Sévère are both Primus Augustus; there is one (3.5.1)"


def test_the_map_problems_read_in_french() -> None:
    m = mini_bundle().game_map
    cut = m.model_copy(update={"edges": []})
    unreachable = graph_problems(cut, "map.yaml")
    assert unreachable and all(p.said is not None for p in unreachable)
    assert problem_text(unreachable[0]) == str(unreachable[0])
    assert problem_text(unreachable[0], "fr").endswith(
        ": zone inaccessible depuis le reste de la carte")
    homeless = m.model_copy(update={"zones": [z.model_copy(update={"people": None})
                                              for z in m.zones]})
    origin = [p for p in graph_problems(homeless, "map.yaml") if p.check == "map.origin"]
    assert [problem_text(p, "fr") for p in origin] == \
        ["map.yaml: zones: aucune zone d'origine pour aucun peuple"]
    assert word_problem(ProblemId.EDGE_KIND, "fr", seas=1, kind="coast") == \
        "un lien qui touche 1 zone navale doit être de type côte"
    assert word_problem(ProblemId.EDGE_KIND, seas=2, kind="sea") == \
        "an edge touching 2 sea zone(s) must be sea"


def _problems_of(path: Path) -> list[DataProblem]:
    with pytest.raises(DataFileError) as caught:
        load_scenario(path)
    return caught.value.problems


def test_the_file_problems_read_in_french(tmp_path: Path) -> None:
    missing = _problems_of(tmp_path / "nowhere.yaml")
    assert [problem_words(p, "fr") for p in missing] == ["fichier introuvable"]
    assert [problem_words(p) for p in missing] == ["file not found"]
    latin1 = tmp_path / "latin1.yaml"
    latin1.write_bytes("nom: Galère".encode("latin-1"))
    (bad,) = _problems_of(latin1)
    assert problem_words(bad) == "not UTF-8 text (byte 8)"
    assert problem_words(bad, "fr") == "pas du texte UTF-8 (octet 8)"
    assert problem_text(bad, "fr") == f"{latin1}: pas du texte UTF-8 (octet 8)"


def test_the_common_schema_problems_read_in_french(tmp_path: Path) -> None:
    source = ROOT / "scenarios" / "305_second_tetrarchy.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["map"] = str((source.parent / data["map"]).resolve())
    data["roster"] = str((source.parent / data["roster"]).resolve())
    data["surprise"] = 1
    data["start_year"] = "soon"
    del data["name"]
    path = tmp_path / "broken.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    problems = _problems_of(path)
    french = {p.field: problem_words(p, "fr") for p in problems}
    english = {p.field: p.problem for p in problems}
    assert french["surprise"] == "champ inconnu" and english["surprise"] == "unknown field"
    assert french["name"] == "champ obligatoire manquant"
    assert french["start_year"] == "la valeur doit être un nombre entier"
    assert all(problem_text(p) == str(p) for p in problems)


def test_a_choice_among_values_reads_in_french() -> None:
    said = schema_said({"type": "literal_error", "ctx": {"expected": "'x', 'y' or 'z'"}})
    assert said is not None
    found = DataProblem("m.yaml", 2, "kind", "Input should be 'x', 'y' or 'z'", said=said)
    assert problem_words(found, "fr") == "la valeur doit être 'x', 'y' ou 'z'"
    short = schema_said({"type": "too_short", "ctx": {"field_type": "List", "min_length": 3,
                                                      "actual_length": 1}})
    assert short is not None
    assert problem_words(DataProblem("m.yaml", 2, "zones", "", said=short), "fr") == \
        "la liste doit avoir au moins 3 éléments après validation, pas 1"
    assert schema_said({"type": "value_error"}) is None  # the project's own words: as they are


def test_french_groups_the_digits_of_big_numbers() -> None:
    assert word_problem(ProblemId.YAML_TOO_MANY_VALUES, "fr", count=4_000_000).startswith(
        f"contient plus de 4{NNBSP}000{NNBSP}000 valeurs")
    assert word_problem(ProblemId.YAML_TOO_MANY_VALUES, count=4_000_000).startswith(
        "holds more than 4,000,000 values")


def test_unknown_references_read_in_french() -> None:
    bundle = real_bundle()
    s = bundle.scenario
    leaders = [s.leaders[0].model_copy(update={"zone": "atlantis", "leader": "nemo"}),
               *s.leaders[1:]]
    broken = s.model_copy(update={"leaders": leaders})
    refs = scenario_reference_problems(broken, bundle.game_map, bundle.roster)
    words = [w for _loc, w in refs]
    assert words == ["unknown leader 'nemo'", "unknown zone 'atlantis'"]
    found = [DataProblem("s.yaml", None, "leaders", w, said=said_of(w)) for w in words]
    assert [problem_words(p, "fr") for p in found] == \
        ["chef inconnu 'nemo'", "zone inconnue 'atlantis'"]
    m = bundle.game_map
    twice = m.model_copy(update={"zones": [*m.zones, m.zones[0]]})
    (dup, *_rest) = [w for _loc, w in map_cross_reference_problems(twice)]
    assert dup == f"zone id {m.zones[0].id!r} is used more than once"
    assert problem_words(DataProblem("m.yaml", None, "zones", dup, said=said_of(dup)),
                         "fr") == f"l'identifiant de zone {m.zones[0].id!r} sert plus d'une fois"
