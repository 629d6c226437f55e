"""Audit of issue 34: the dialogs the area tests did not open, in French at 1280×720."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import laptop_window
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from walk_support import clipped

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
SHOTS = Path("/tmp/audit34")


@pytest.fixture
def french(qtbot: Any) -> Iterator[None]:
    del qtbot
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   capture_output=True)
    i18n.install(Language.FRENCH)
    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)


def _shown(qtbot: Any, dialog: QWidget, name: str) -> list[str]:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"audit34-{name}.png"))
    return clipped(dialog)


def test_end_recovery_sheet_and_help_dialogs_fit_in_french(qtbot: Any, french: None) -> None:
    from sv_desktop.common import help_dialogs
    from sv_desktop.dialogs.end_game import EndGameDialog
    from sv_desktop.dialogs.recovery_dialog import RecoveryDialog
    from sv_desktop.session.journal import Interrupted
    from sv_model.engine.state import GameResult, VictoryLevel

    w = laptop_window(qtbot)
    cut: list[str] = []
    for level in VictoryLevel:
        result = GameResult({Side.PRIMUS: 12, Side.SECONDUS: 12}, Side.PRIMUS, level,
                            {Side.PRIMUS: 1, Side.SECONDUS: 2})
        history = [(305, {Side.PRIMUS: 0, Side.SECONDUS: 0}),
                   (306, {Side.PRIMUS: 12, Side.SECONDUS: 12})]
        end = EndGameDialog(result, dict(result.vp), history, w)
        cut += _shown(qtbot, end, f"end-{level.value}")
        end.close()
    running = EndGameDialog(None, {Side.PRIMUS: 3, Side.SECONDUS: 4},
                            [(305, {Side.PRIMUS: 3, Side.SECONDUS: 4})], w)
    cut += _shown(qtbot, running, "victory-chart")
    sessions = [Interrupted(Path("/tmp/session-x.svjournal"), "2026-11-27 14:00:00",
                            "305_second_tetrarchy.yaml", 307, "E", 123),
                Interrupted(Path("/tmp/session-y.svjournal"), "2026-11-27 14:01:00",
                            "337_sons_of_constantine.yaml", None, None, 0,
                            "le fichier du scénario est introuvable")]
    cut += _shown(qtbot, RecoveryDialog(w, sessions), "recovery")
    for name, show in (("rules", help_dialogs.show_rules_decisions),
                       ("counters", help_dialogs.show_counter_values)):
        dialog = show(w)
        cut += _shown(qtbot, dialog, name)
        dialog.close()
    assert cut == []


def test_a_failed_save_says_it_in_french(qtbot: Any, french: None, tmp_path: Path,
                                         monkeypatch: Any) -> None:
    from gui_support import GUI_SCENARIO

    w = laptop_window(qtbot)
    w.controller.new_game(GUI_SCENARIO, seed=3)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(w, "show_error", lambda title, text: shown.append((title, text)))
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert not w._write(blocker / "x.svsave")
    assert shown, "the failure is said"
    title, text = shown[0]
    assert "enregistr" in title.lower(), title
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, w)
    assert _shown(qtbot, box, "save-error") == []
    QApplication.processEvents()
