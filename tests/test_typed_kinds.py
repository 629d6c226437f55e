"""Issue 40: decision kinds and victory levels are enumerations, written by their value."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from sv_model.ai.match import MatchGame
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import GameState, VictoryLevel
from sv_model.games.semper_victor.sequence import final_result
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
KIND_NAMES = {kind.value for kind in DecisionKind}


def test_final_result_gives_a_victory_level_of_10_3() -> None:
    st = GameState(year=363, start_year=305, end_year=363)
    for p, s, level in ((30, 30, VictoryLevel.DRAW), (31, 30, VictoryLevel.VICTORY),
                        (61, 30, VictoryLevel.DECISIVE), (20, 101, VictoryLevel.DEFINITIVE)):
        st.vp = {Side.PRIMUS: p, Side.SECONDUS: s}
        result = final_result(st)
        assert type(result.level) is VictoryLevel and result.level is level


def test_victory_level_is_written_by_its_value() -> None:
    """Saves, match records, the CLI's JSON and the log read as before: the bare word."""
    st = GameState(year=363, start_year=305, end_year=363)
    st.vp = {Side.PRIMUS: 61, Side.SECONDUS: 30}
    level = final_result(st).level
    game = MatchGame(seed=1, a_seat=1, a_result="win", level=level, margin=31, times={},
                     fallbacks=0, vp={1: 61, 2: 30})
    record = json.dumps(game.record("easy", "normal"), sort_keys=True)
    assert '"level": "decisive"' in record
    assert f"{level}" == str(level) == "decisive"
    assert json.dumps({"victory_level": level}) == '{"victory_level": "decisive"}'


def _kind_strings(text: str, where: str) -> list[str]:
    """Where ``text`` treats a decision kind as a string: ``.kind`` compared with one of
    the kinds' words, ``DecisionKind(...)`` built from a value, ``kind.value`` compared
    (its text in a message or a record is fine)."""
    found = []
    for node in ast.walk(ast.parse(text, filename=where)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            kinds = any(isinstance(s, ast.Attribute) and s.attr == "kind" for s in sides)
            words = [c.value for s in sides for c in ast.walk(s)
                     if isinstance(c, ast.Constant) and c.value in KIND_NAMES]
            if kinds and words:
                found.append(f"{where}:{node.lineno}: kind compared with {words[0]!r}")
            if any(isinstance(s, ast.Attribute) and s.attr == "value"
                   and isinstance(s.value, ast.Attribute) and s.value.attr == "kind"
                   for s in sides) and "DecisionKind" in text:
                found.append(f"{where}:{node.lineno}: kind.value")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "DecisionKind":
            found.append(f"{where}:{node.lineno}: DecisionKind(...)")
    return sorted(found)


def test_the_code_compares_decision_kinds_as_enumerations() -> None:
    offenders = [line for top in ("sv_model", "sv_desktop", "editor", "tools", "benchmarks")
                 for path in sorted((ROOT / top).rglob("*.py"))
                 for line in _kind_strings(path.read_text(encoding="utf-8"),
                                           str(path.relative_to(ROOT)))]
    assert offenders == []


def test_the_kind_scan_finds_each_string_use() -> None:
    """The scan above can fail: it sees each way a kind was used as a string."""
    sample = ("from sv_model.engine.decisions import DecisionKind\n"
              "def f(d):\n"
              "    a = d.kind == 'movement'\n"
              "    b = d.kind.value in ('retreat',)\n"
              "    c = d.kind is DecisionKind('rally')\n"
              "    return a or b or c or d.kind is DecisionKind.VETO\n")
    assert _kind_strings(sample, "x.py") == [
        "x.py:3: kind compared with 'movement'", "x.py:4: kind.value",
        "x.py:5: DecisionKind(...)", "x.py:5: kind compared with 'rally'"]
