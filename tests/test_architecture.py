"""Architecture contracts, enforced in the test run."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_MODEL = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "sv_desktop", "editor",
                      "tkinter")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_model_never_imports_qt_or_gui() -> None:
    offenders = []
    for path in sorted((ROOT / "sv_model").rglob("*.py")):
        for module in _imported_modules(path):
            if module.split(".")[0] in FORBIDDEN_IN_MODEL:
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_model_modules_stay_readable_size() -> None:
    too_long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for p in sorted((ROOT / "sv_model").rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700
    ]
    assert too_long == []
