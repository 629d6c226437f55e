"""The turn sequence is declared once (2): the golden order of every phase's steps, typed
hooks, and no rules module that adds itself to a shared table when it is imported."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from sv_model.engine import core
from sv_model.engine.core import Hooks, named_step, step
from sv_model.games.semper_victor.sequence import HOOKS, TURN_SEQUENCE

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "sv_model" / "engine"
RULES = (ENGINE, ROOT / "sv_model" / "games")  # the core and the games' rules modules

GOLDEN_ORDER = {
    "A": [("a_draw", "2.A")],
    "B": [("b_initiative", "2.B"), ("b_stratagems", "6.3")],
    "C": [("c_leaders", "3.3.1"), ("c_war_draw", "2.C"), ("c_constantinople", "3.1.2"),
          ("c_stratagems", "6.1"), ("c_pax_romana", "2.C")],
    "D": [("d_mcs", "2.D"), ("d_events", "2.D"), ("d_nominations", "3.5.1"),
          ("d_deaths", "3.3.1"), ("d_reinforcements", "3.3.1")],
    "E": [("e_sequence", "2.E"), ("e_stratagems", "6"), ("e_plague_end", "6.3")],
    "F": [("f_role_change", "5"), ("f_constantinople", "3.1.2"), ("f_control", "3.7.3"),
          ("f_sacrifice", "3.5.4"), ("f_victory_points", "10.1"), ("f_marker_vp", "6.3"),
          ("f_adjustments", "9"), ("f_markers", "2.F"), ("f_stratagems", "6"),
          ("f_protectores", "3.5.3")],
}


def _declared_order() -> dict[str, list[tuple[str, str]]]:
    return {p.letter: [(fn.name, rule) for fn, rule in p.steps] for p in TURN_SEQUENCE}


def test_every_phase_runs_its_steps_in_the_golden_order() -> None:
    assert [p.letter for p in TURN_SEQUENCE] == list("ABCDEF")
    assert _declared_order() == GOLDEN_ORDER


def test_the_order_does_not_depend_on_the_order_modules_are_imported() -> None:
    modules = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts)
                     for top in RULES for p in top.rglob("*.py") if p.stem != "__init__")
    code = ("import importlib\n"
            f"for name in {list(reversed(modules))!r}:\n"
            "    importlib.import_module(name)\n"
            "import sv_model.games.semper_victor.stratagems.plague, sv_model.games.semper_victor.protectores\n"
            "from sv_model.games.semper_victor.sequence import TURN_SEQUENCE\n"
            "print([(p.letter, [(f.name, r) for f, r in p.steps]) for p in TURN_SEQUENCE])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == repr(list(_declared_order().items()))


def _module_level_statements(path: Path) -> list[ast.stmt]:
    return list(ast.parse(path.read_text(encoding="utf-8")).body)


def test_no_rules_module_registers_itself_when_imported() -> None:
    """Module bodies only import, assign and define: no bare call (insert_step, add_hook,
    register...) and no loop filling a shared table."""
    offenders = []
    for path in sorted(p for top in RULES for p in top.rglob("*.py")):
        for node in _module_level_statements(path):
            docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            if isinstance(node, ast.Expr | ast.For | ast.While | ast.With) and not docstring:
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []
    sources = "\n".join(p.read_text(encoding="utf-8")
                        for top in RULES for p in top.rglob("*.py"))
    for gone in ("insert_step", "add_hook", "PHASE_STEPS", "run_hooks", "rules_loaded",
                 "register_decision", "register_action"):
        assert gone not in sources


def test_a_step_is_pushed_from_its_function_never_from_a_name() -> None:
    with pytest.raises(TypeError):
        step("f_markers")  # type: ignore[arg-type]  # a name, not a function: refused at run time
    entry = step(TURN_SEQUENCE[-1].steps[-1][0])
    assert entry == ("f_protectores", ())


def test_two_steps_with_one_name_fail_when_the_second_is_defined() -> None:
    with pytest.raises(ValueError, match="f_markers"):
        @named_step("f_markers")
        def again(eng: core.Engine, st: object) -> None:  # pragma: no cover - never runs
            pass


def test_hooks_are_a_closed_typed_set() -> None:
    with pytest.raises(TypeError):
        Hooks(after_moves=(), **{f: () for f in Hooks.__dataclass_fields__})  # type: ignore[call-arg]  # an unknown hook on purpose
    with pytest.raises(TypeError):  # every hook must be declared, even without handlers
        Hooks(after_move=())  # type: ignore[call-arg]  # hooks left out on purpose
    names = [(name, [f"{fn.__module__}.{fn.__name__}" for fn in getattr(HOOKS, name)])
             for name in Hooks.__dataclass_fields__]
    assert names == [
        ("before_battle_roll", ["sv_model.games.semper_victor.stratagems.battle.before_battle_roll"]),
        ("after_battle", ["sv_model.games.semper_victor.stratagems.battle.after_battle",
                          "sv_model.games.semper_victor.stratagems.markers.after_battle",
                          "sv_model.games.semper_victor.stratagems.plague.after_battle"]),
        ("on_leader_death", ["sv_model.games.semper_victor.usurpation.on_leader_death"]),
        ("start_of_movement", ["sv_model.games.semper_victor.stratagems.windows.start_of_movement"]),
        ("after_move", ["sv_model.games.semper_victor.civil_war.after_move",
                        "sv_model.games.semper_victor.stratagems.markers.after_move",
                        "sv_model.games.semper_victor.stratagems.plague.after_move"]),
        ("move_settled", ["sv_model.games.semper_victor.stratagems.windows.after_move_settled"]),
        ("after_land_move", ["sv_model.games.semper_victor.civil_war.after_land_move"]),
        ("usurper_named", ["sv_model.games.semper_victor.usurpation.on_usurper_named"]),
        ("before_adjust_peoples", ["sv_model.games.semper_victor.war.before_adjust_peoples"]),
    ]
