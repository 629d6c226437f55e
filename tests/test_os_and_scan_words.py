"""The system's refusals and the scan's alignment problems in the interface's language.

A failed save said "Not a directory" in the French window (the C library's English,
``exc.strerror``), and the map editor refused an alignment in English ("the points on
the scan are in a line…"): ``AlignmentError`` was a plain ``ValueError`` that the guard
of English-only problems did not see."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from test_audit34_dialogs import french
from test_map_tracing import MINI_MAP, imported

from editor.map_editor.scan_edits import align
from editor.map_editor.window import EditorWindow
from editor.shared.open_windows import save_failure
from sv_desktop.common.i18n import error_text
from sv_desktop.common.os_errors import REASONS, os_error_text, reason_text
from sv_model.problem_words import error_words
from sv_model.scan_alignment import AlignmentError, fit, fit_to_bounds
from sv_model.typography import NBSP

USED_FIXTURES = (french,)


def test_the_usual_refusals_read_in_french(french: None) -> None:
    refused = PermissionError(errno.EACCES, "Permission denied", "/saves/a.svsave")
    assert os_error_text(refused) == f"/saves/a.svsave{NBSP}: permission refusée"
    assert error_text(OSError(errno.ENOSPC, "No space left on device")) == "le disque est plein"
    moved = OSError(errno.EXDEV, "Invalid cross-device link", "/a", None, "/b")
    assert os_error_text(moved) == f"/a → /b{NBSP}: Invalid cross-device link"  # not listed
    assert all(reason_text(OSError(code, "x")) != "x" for code in REASONS)


def test_the_usual_refusals_read_in_english() -> None:
    refused = PermissionError(errno.EACCES, "Permission denied", "/saves/a.svsave")
    assert os_error_text(refused) == "/saves/a.svsave: permission denied"
    assert reason_text(OSError("no errno")) == "no errno"


def test_a_failed_game_save_is_said_in_french(qtbot: Any, french: None, tmp_path: Path) -> None:
    """Play mode saving under a file taken for a folder: the error box in French."""
    from gui_support import started_like_the_app

    from sv_model.paths import scenario_path

    w = started_like_the_app(qtbot)
    assert w.play.start_game(scenario_path(None), 3)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    assert not w._write(blocker / "game.svsave")
    assert "le fichier existe déjà" in w.last_error, w.last_error  # its folder is a file
    assert "File exists" not in w.last_error


def test_a_failed_editor_save_is_said_in_french(french: None, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")

    def save() -> None:
        (blocker / "map.yaml").write_text("zones: []", encoding="utf-8")

    said = save_failure(save, blocker / "map.yaml")
    assert said is not None and "une partie du chemin n'est pas un dossier" in said, said


@pytest.mark.parametrize(("make", "english", "french_words"), [
    (lambda: fit([((0, 0), (1, 1))]), "needs at least 2 pairs of points, got 1",
     "il faut au moins 2 paires de points, il y en a 1"),
    (lambda: fit([((0, 0), (1, 1)), ((0, 0), (5, 5))]),
     "the points on the scan are all at the same place",
     "les points du scan sont tous au même endroit"),
    (lambda: fit([((0, 0), (0, 0)), ((1, 1), (1, 1)), ((2, 2), (2, 2))]),
     "the points on the scan are in a line", "les points du scan sont alignés"),
    (lambda: fit_to_bounds(0, 10, (0, 0, 1, 1)), "the scan has no size",
     "le scan n'a pas de taille"),
])
def test_each_alignment_problem_reads_in_both_languages(make: Any, english: str,
                                                        french_words: str) -> None:
    with pytest.raises(AlignmentError) as caught:
        make()
    assert str(caught.value).startswith(english)
    assert error_words(caught.value, "fr").startswith(french_words)


def test_the_map_editor_refuses_an_alignment_in_french(qtbot: Any, french: None,
                                                       tmp_path: Path) -> None:
    from editor_support import shown_editor

    window: EditorWindow = shown_editor(qtbot, MINI_MAP)
    imported(window, tmp_path)
    outcome = align(window.doc, [((0.0, 0.0), (10.0, 10.0)), ((0.0, 0.0), (50.0, 50.0))])
    assert not outcome.ok
    assert "les points du scan sont tous au même endroit" in outcome.message, outcome.message
