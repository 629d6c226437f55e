"""Architecture contracts, enforced in the test run: modules of a readable size. The
imports (no Qt in the model, the layers, no circles) are import-linter's contracts
(``pyproject.toml``, run by ``test_layers.py``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
def test_model_modules_stay_readable_size() -> None:
    too_long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for p in sorted((ROOT / "sv_model").rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700
    ]
    assert too_long == []


def test_desktop_and_editor_modules_stay_readable_size() -> None:
    too_long = [
        f"{p.relative_to(ROOT)}: {n} lines"
        for top in ("sv_desktop", "editor") for p in sorted((ROOT / top).rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 620
    ]
    assert too_long == []
