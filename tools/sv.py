#!/usr/bin/env python3
"""One-step set-up and run for Semper Victor.

    python3 tools/sv.py play    # set up (first time) and open the game
    python3 tools/sv.py test    # set up (first time) and run every check and test

It creates ``.venv`` in the repository, installs the project with its test
extras when ``pyproject.toml`` changes, then runs the command inside it.
Needs only Python 3.11 or newer.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".sv-installed"


def ensure_environment() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be started by an old python
        sys.exit(f"Semper Victor needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not PYTHON.exists():
        print("Creating virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == digest:
        return
    print("Installing Semper Victor and its dependencies ...", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "-e", f"{ROOT}[test]"], check=True)
    STAMP.write_text(digest)


def ensure_translations() -> None:
    """Compile the interface's catalogues (``tools/i18n.py release``) when a ``.ts``
    file is newer than them or they are missing (issue 34)."""
    i18n = ROOT / "resources" / "i18n"
    sources = list(i18n.glob("*.ts"))
    built = [i18n / f"semper_victor_{lang}.qm" for lang in ("fr", "en")]
    newest = max((path.stat().st_mtime for path in sources), default=0.0)
    if sources and all(path.exists() and path.stat().st_mtime >= newest for path in built):
        return
    if sources:
        subprocess.run([str(PYTHON), str(ROOT / "tools" / "i18n.py"), "release"], check=True)


def run(cmd: list[str], env: dict[str, str] | None = None) -> int:
    print("$", " ".join(cmd), flush=True)
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def run_tests(extra: list[str]) -> int:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
    code_dirs = [d for d in ("sv_model", "sv_desktop", "editor", "tools", "tests", "benchmarks")
                 if (ROOT / d).is_dir()]
    steps = [
        [str(PYTHON), "-m", "ruff", "check", *code_dirs],
        # one run for all (issue 40): the packages, tests, benchmarks and tools; one run
        # shares the packages' analysis
        [str(PYTHON), "-m", "mypy", *code_dirs],
        [str(BIN / "lint-imports"), "--no-cache", "--no-logo"],  # the layers (pyproject)
        [str(PYTHON), "-m", "pytest", "-q", *extra],
    ]
    for step in steps:
        code = run(step, env)
        if code != 0:
            return code
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "setup"}:
        print(__doc__)
        return 2
    ensure_environment()
    ensure_translations()
    command, extra = argv[0], argv[1:]
    if command == "setup":
        return 0
    if command == "test":
        return run_tests(extra)
    return run([str(BIN / "semper-victor"), "play", *extra])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
