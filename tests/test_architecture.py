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


def _desktop_imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it (module level, inside functions and
    under ``TYPE_CHECKING``), relative imports resolved and ``from p import m`` counted
    as ``p.m``."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = list(package[:len(package) - node.level + 1]) if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_desktop_packages_never_import_the_app() -> None:
    """The main window and the CLI sit on top (issue 40): nothing below them imports
    ``sv_desktop.app``, not even for type checking; they depend on the small protocols
    of the layers below (``sv_desktop.play.ports``...), which the window satisfies."""
    offenders = []
    for top in ("sv_desktop", "editor"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if path.relative_to(ROOT).parts[:2] in (("sv_desktop", "app"), ("sv_desktop", "cli")):
                continue
            for module in sorted(_desktop_imports(path)):
                if module == "sv_desktop.app" or module.startswith("sv_desktop.app."):
                    offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []
