"""Issue 34, the area "app": choosing the language (--lang, the settings, the system),
Settings ▸ Language rebuilding play mode and the editors in French without losing the
game or unsaved edits, and the command line in French."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_support import GUI_SCENARIO, QuietWindow
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox
from pytest import CaptureFixture
from pytestqt.qtbot import QtBot

from sv_desktop.common import i18n, language_menu
from sv_desktop.common.i18n import Language

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def _catalogues() -> None:
    """The compiled catalogues, made from the .ts files as the set-up step does."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   capture_output=True)


@pytest.fixture
def english_after() -> Iterator[None]:
    try:
        yield
    finally:
        i18n.install(Language.ENGLISH)
        language_menu.set_switcher(None)


def _menu_titles(window: QMainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def _language_actions(window: QMainWindow) -> list[QAction]:
    menu = window.findChild(QMenu, "language_menu")
    assert menu is not None
    return menu.actions()


def test_cli_speaks_french_with_lang(capsys: CaptureFixture[str]) -> None:
    from sv_desktop.cli.main import main

    assert main(["--lang", "fr", "validate", "305"]) == 0
    assert capsys.readouterr().out.strip() == "305\u00a0: OK"
    with pytest.raises(SystemExit):
        main(["validate", "--help", "--lang", "fr"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation\u00a0: semper-victor validate")
    assert "vérifier" in out.lower() or "Vérifie" in out
    assert i18n.language() is Language.ENGLISH  # main() gives the caller's language back


def test_the_cli_log_cites_the_events_table_in_french(capsys: CaptureFixture[str]) -> None:
    from sv_desktop.cli.main import main

    scenario = ROOT / "scenarios" / "312_milvian_bridge.yaml"
    assert main(["--lang", "fr", "autoplay", str(scenario), "--seed", "2", "--turns", "1",
                 "--log"]) == 0
    out = capsys.readouterr().out
    assert "312 D [événement 6] Événement 6 : Agitation politique" in out, out
    assert "[events" not in out


def test_cli_refuses_an_unknown_language(capsys: CaptureFixture[str]) -> None:
    from sv_desktop.cli.main import main

    with pytest.raises(SystemExit) as stop:
        main(["sheet", "305", "-o", "x.pdf", "--lang", "de"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "unknown language 'de': choose fr (French) or en (English)" in err
    assert "Traceback" not in err


def test_cli_plural_forms_in_both_languages(capsys: CaptureFixture[str]) -> None:
    from sv_desktop.cli.validate import summary

    i18n.install(Language.ENGLISH)
    assert summary(1, 2) == "1 error, 2 warnings"
    try:
        i18n.install(Language.FRENCH)
        assert summary(1, 0) == "1 erreur"
        assert summary(2, 1) == "2 erreurs, 1 avertissement"
    finally:
        i18n.install(Language.ENGLISH)


def test_language_follows_settings_then_system() -> None:
    from sv_desktop.common.settings import Preferences

    assert i18n.chosen_language(Language.FRENCH) is Language.FRENCH
    assert i18n.chosen_language() is i18n.system_language()  # nothing chosen yet
    Preferences().language = "fr"
    assert i18n.chosen_language() is Language.FRENCH
    assert i18n.chosen_language(Language.ENGLISH) is Language.ENGLISH  # --lang wins
    Preferences().language = "klingon"  # a hand-edited file: the system's
    assert i18n.chosen_language() is i18n.system_language()


def test_switch_mid_game_keeps_the_game_and_speaks_french(qtbot: QtBot,
                                                          english_after: None) -> None:
    from sv_desktop.app import language_switch
    from sv_desktop.common.settings import Preferences

    w = QuietWindow()  # not held by qtbot: the switch lets it go
    w.show()
    qtbot.waitExposed(w)
    w.controller.new_game(GUI_SCENARIO, seed=3)
    c = w.controller
    for _ in range(3):  # a few decisions in
        decision = c.decision
        assert decision is not None
        c.apply(c.live.legal_actions()[0])
    actions, pending = list(c.live.actions), c.decision
    game = c.live
    assert c.dirty and "&File" in _menu_titles(w)
    language_switch.install()
    menu = w.findChild(QMenu, "language_menu")
    assert menu is not None
    french = next(a for a in menu.actions() if a.objectName() == "language_fr")
    french.trigger()
    assert i18n.language() is Language.FRENCH
    assert Preferences().language == "fr"  # kept for the next start
    new = next(win for win in language_switch.PLAY_WINDOWS if win is not w)
    new.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
    qtbot.addWidget(new)
    assert "&Fichier" in _menu_titles(new) and "Paramètre&s" in _menu_titles(new)
    assert new.controller.live is game and list(new.controller.live.actions) == actions
    assert new.controller.decision == pending and new.controller.dirty
    assert "non enregistrée" in new.windowTitle()
    assert not w.isVisible() and new.isVisible()
    checked = [a.objectName() for a in _language_actions(new)
               if a.isChecked()]
    assert checked == ["language_fr"]
    new.controller.apply(new.controller.live.legal_actions()[0])  # play goes on
    assert len(new.controller.live.actions) == len(actions) + 1


def test_switch_keeps_unsaved_editor_work(qtbot: QtBot, english_after: None) -> None:
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.commands import ZonesCommand
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import show_editor_window
    from editor.shared.open_windows import OPEN_WINDOWS, keep_open
    from sv_desktop.app import language_switch
    from sv_model.paths import DEFAULT_SCENARIO

    doc = MapDocument.open(ROOT / "tests" / "data" / "mini" / "map.yaml")
    editor = show_editor_window(doc, None)
    editor.interactive = False  # not held by qtbot: the switch lets it go
    zone = doc.zones[0]
    doc.undo_stack.push(ZonesCommand(doc, "Rename", [zone.model_copy(
        update={"name": "Renamed before the switch"})]))
    assert not doc.undo_stack.isClean()
    scenario = ScenarioDocument.open(DEFAULT_SCENARIO)
    designer = DesignerWindow(scenario)
    keep_open(designer, None)
    scenario.edit("Rename", {"name": "Unsaved name"})
    rebuilt = language_switch.switch(Language.FRENCH)
    for window in rebuilt:
        qtbot.addWidget(window)
    new_editor = next(w for w in rebuilt if getattr(w, "doc", None) is doc)
    new_designer = next(w for w in rebuilt if getattr(w, "doc", None) is scenario)
    assert new_editor is not editor and new_designer is not designer
    assert doc.zone(zone.id).name == "Renamed before the switch"
    assert not doc.undo_stack.isClean() and doc.undo_stack.canUndo()
    assert new_editor.isWindowModified()
    assert "Paramètre&s" in _menu_titles(new_editor)
    assert "Paramètre&s" in _menu_titles(new_designer)
    assert editor not in OPEN_WINDOWS and new_editor in OPEN_WINDOWS
    assert scenario.data["name"] == "Unsaved name" and scenario.is_dirty()
    doc.undo_stack.undo()  # still undoable after the switch
    assert doc.zone(zone.id).name == zone.name
    doc.undo_stack.setClean()  # the windows close without asking
    scenario.undo_stack.setClean()
