"""Issue 41 minor: edge errors stored in a map file (a missing edge, a coast edge marked
land) are refused by ``validate`` and play; the editor used to say "No problems found"
and rewrite them silently on Save. It lists them now, shows the fix in the Save diff,
and writes it only when the user accepts (saves)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from editor_support import shown_editor

from sv_model.validation import validate_file

MINI = Path(__file__).parent / "data" / "mini" / "map.yaml"
SPOILS = {
    "missing": ("  - {a: galliae_1, b: galliae_2, kind: land}\n", "", "map.missing-edge",
                "no edge galliae_1 – galliae_2"),
    "coast-as-land": ("{a: italia_1, b: mare_internum, kind: coast}",
                      "{a: italia_1, b: mare_internum, kind: land}", "map.edge-kind",
                      "marks italia_1 – mare_internum as land"),
}


@pytest.mark.parametrize("spoil", sorted(SPOILS))
def test_the_editor_shows_edge_errors_stored_in_the_file_and_fixes_them_on_save(
        qtbot: Any, tmp_path: Path, spoil: str) -> None:
    old, new, check, words = SPOILS[spoil]
    text = MINI.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "map.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    assert any(p.check == check for p in validate_file(path))  # validate refuses it
    window = shown_editor(qtbot, path)
    doc = window.doc
    shown = [p for p in doc.problems if p.check.id == check]
    assert len(shown) == 1 and words in shown[0].message
    window.problems.refresh()
    assert "1 error" in window.problems.summary.text()
    added, _removed, changed = doc.adjacency_diff()  # the Save dialog lists the fix
    assert added or changed
    assert window.save_to(path)  # non-interactive: the save is the acceptance
    assert not [p for p in doc.problems if p.check.id == check]
    assert not [p for p in validate_file(path) if p.severity.value == "error"]
