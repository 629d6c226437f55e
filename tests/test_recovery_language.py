"""The recovery dialog's list in the interface's language (issue 34, left over): a game
started in English was listed under its English scenario name in the French window,
and a damaged journal's reason was English."""

from __future__ import annotations

from pathlib import Path

from engine_support import REAL_SCENARIO
from test_journal import _journaled_game

from sv_desktop.session.journal import interrupted_sessions
from sv_model.data_texts import text_of
from sv_model.loader import load_scenario


def test_an_interrupted_game_is_listed_under_the_scenario_name_of_the_language(
        tmp_path: Path) -> None:
    _game, journal = _journaled_game(tmp_path, 4, 20)
    journal.close(remove=False)
    scenario = load_scenario(REAL_SCENARIO).scenario
    french, english = text_of(scenario, "name", "fr"), text_of(scenario, "name", "en")
    assert french != english  # the shipped 305 has a French name of its own
    [listed_fr] = interrupted_sessions(tmp_path, "fr")
    [listed_en] = interrupted_sessions(tmp_path, "en")
    [listed_default] = interrupted_sessions(tmp_path)
    assert listed_fr.scenario == french and french in listed_fr.describe()
    assert listed_en.scenario == english == listed_default.scenario


def test_a_journal_of_an_older_version_keeps_its_one_name(tmp_path: Path) -> None:
    import json

    _game, journal = _journaled_game(tmp_path, 4, 5)
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    header = json.loads(lines[0])
    del header["save"]["scenario_names"]
    lines[0] = json.dumps(header) + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    [listed] = interrupted_sessions(tmp_path, "fr")
    assert listed.scenario == header["save"]["scenario_name"]


def test_a_damaged_journals_reason_reads_in_french(tmp_path: Path) -> None:
    _game, journal = _journaled_game(tmp_path, 6, 40)
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[3] = "{not json\n"
    path.write_text("".join(lines), encoding="utf-8")
    [english] = interrupted_sessions(tmp_path, "en")
    [french] = interrupted_sessions(tmp_path, "fr")
    assert english.problem and french.problem and english.problem != french.problem
    assert "damaged" not in french.problem, french.problem
