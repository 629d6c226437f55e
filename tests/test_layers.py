"""The layers of the code, enforced (issue 40).

The contracts live in ``pyproject.toml`` (``[tool.importlinter]``) and import-linter checks
them: the desktop's layers (a package imports only those below it; siblings of one rank
``|`` never import each other), the editors reach ``sv_desktop`` only through its shared
layer, ``sv_model`` imports no Qt and no front end, the play session reaches no Qt module,
and no package holds a circle between its files or sub-packages. Every import counts:
lazy ones and those under ``TYPE_CHECKING`` too. ``docs/architecture.md`` shows the same
layer table (``test_architecture_doc_shows_the_same_layers``).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _contracts() -> dict[str, dict[str, Any]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_import_contracts_are_kept() -> None:
    run = subprocess.run([str(LINT_IMPORTS), "--no-cache", "--no-logo"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


def test_every_desktop_package_is_in_a_layer() -> None:
    layered = {name.strip() for layer in _contracts()["desktop-layers"]["layers"]
               for name in layer.split("|")}
    packages = {".".join(p.parent.relative_to(ROOT).parts)
                for root in ("sv_desktop", "editor") for p in (ROOT / root).glob("*/__init__.py")}
    assert packages - layered == set()


def test_architecture_doc_shows_the_same_layers() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("<!-- layers: pyproject.toml -->", 1)[1].split("\n\n", 1)[0]
    rows = [line for line in table.strip().splitlines()[2:] if line.startswith("|")]
    documented = [tuple(re.findall(r"`([\w.]+)`", row.split("|")[2])) for row in rows]
    declared = [tuple(name.strip() for name in layer.split("|"))
                for layer in reversed(_contracts()["desktop-layers"]["layers"])]
    assert documented == declared
    shared = re.search(r"shared layer: (.*)", text)
    forbidden = set(_contracts()["editors-use-the-shared-layer"]["forbidden_modules"])
    desktop = {".".join(p.parent.relative_to(ROOT).parts)
               for p in (ROOT / "sv_desktop").glob("*/__init__.py")}
    assert shared is not None
    assert set(re.findall(r"`([\w.]+)`", shared.group(1))) == desktop - forbidden
