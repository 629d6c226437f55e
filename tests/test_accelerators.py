"""Issue 34: keyboard accelerators (the letter after ``&``) are unique within each menu, and
among the menus of the menu bar, of play mode, the map editor and the designer, in English
and in French (two entries sharing a letter make Alt+letter pick the first one only)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_support import QuietWindow
from PySide6.QtWidgets import QMainWindow, QMenu

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def _catalogues() -> None:
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   capture_output=True)


def accelerator(text: str) -> str | None:
    """The accelerator letter of a menu text ("Save &As…" -> "a"), ``&&`` being a plain &."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(window: QMainWindow) -> list[str]:
    """Accelerators used twice in one menu, or by two menus of the bar, of ``window``."""
    out: list[str] = []
    menus: dict[int, Any] = {id(window.menuBar()): window.menuBar()}
    for menu in window.findChildren(QMenu):
        menus.setdefault(id(menu), menu)
    for menu in menus.values():
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # menus filled when opened (Recent Files)
        used: dict[str, str] = {}
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            key = accelerator(action.text())
            if key is None:
                continue
            if key in used:
                name = menu.title() if isinstance(menu, QMenu) else "menu bar"
                out.append(f"{name}: {used[key]!r} / {action.text()!r}")
            used[key] = action.text()
    return out


def three_windows(qtbot: Any) -> list[QMainWindow]:
    """Play mode with a game on (its Game menu's AI entries and History menu filled), the
    map editor and the designer."""
    from gui_support import GUI_SCENARIO

    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow
    from sv_model.paths import DEFAULT_SCENARIO

    w = QuietWindow()
    qtbot.addWidget(w)
    w.load_play()
    w.controller.new_game(GUI_SCENARIO, seed=3)
    editor = EditorWindow(MapDocument.open(ROOT / "tests" / "data" / "mini" / "map.yaml"))
    qtbot.addWidget(editor)
    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    return [w, editor, designer]


@pytest.mark.parametrize("lang", [Language.ENGLISH, Language.FRENCH])
def test_accelerators_are_unique_in_every_menu_of_the_three_windows(qtbot: Any,
                                                                     lang: Language) -> None:
    i18n.install(lang)
    try:
        windows = three_windows(qtbot)
        found = [f"{type(w).__name__} {line}" for w in windows for line in clashes(w)]
        checked = sum(len(w.findChildren(QMenu)) for w in windows)
    finally:
        i18n.install(Language.ENGLISH)
    assert checked > 15, "the windows' menus were found"
    assert found == [], "\n".join(found)
