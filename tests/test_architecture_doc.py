"""docs/architecture.md names what the engine declares: every decision kind and every hook,
and the count of kinds it gives (issue 40: the doc had said 22 kinds for 23, and left a
hook out)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from sv_model.engine.core import Hooks
from sv_model.engine.decisions import DecisionKind

DOC = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text(
    encoding="utf-8")


def _section(title: str) -> str:
    return DOC.split(title, 1)[1].split("\n#", 1)[0]


def test_doc_names_every_decision_kind_and_counts_them() -> None:
    text = _section("### Decisions (`decisions.py`)")
    count = re.search(r"names the (\d+) kinds: (.*?)\. Each", text, re.S)
    assert count is not None
    named = [w.strip() for w in count.group(2).replace("\n", " ").split(",")]
    assert int(count.group(1)) == len(DecisionKind)
    assert named == [k.value for k in DecisionKind]


def test_doc_names_every_hook() -> None:
    text = DOC.split("Hooks:\n", 1)[1].split("(`core.Hooks`)", 1)[0]
    assert re.findall(r"`(\w+)`", text) == [f.name for f in dataclasses.fields(Hooks)]
