"""Make the README's French screenshots (issue 34): play mode on the 305 grand campaign in
phase E, the battle dialog, the map editor and the scenario designer, in French at
1280×720: docs/screenshot-main-fr.png, docs/screenshot-combat-fr.png,
docs/screenshot-editor-fr.png and docs/screenshot-designer-fr.png.
Run: QT_QPA_PLATFORM=offscreen python tools/french_screenshots.py

The games come from fixed seeds (``gui_screenshots``), so the pictures are reproducible.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from gui_screenshots import combat_screenshot, main_screenshot  # noqa: E402

LAPTOP = (1280, 720)
EDITOR_ZONE = "italia_1"  # the zone chosen in the map editor's picture
DESIGNER_ZONE = "pannoniae_1"  # the zone on show in the designer's picture


def editor_screenshot(app: QCoreApplication, out: Path) -> None:
    """The map editor on the shipped map, one zone chosen, the whole map in view."""
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow
    from sv_model.paths import DEFAULT_MAP

    w = EditorWindow(MapDocument.open(DEFAULT_MAP))
    w.resize(*LAPTOP)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.view.fit_all()
    w.scene.select_zones([EDITOR_ZONE])
    for _ in range(5):
        app.processEvents()
    w.grab().save(str(out))
    w.close()


def designer_screenshot(app: QCoreApplication, out: Path) -> None:
    """The scenario designer on 305, a zone with counters on show."""
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_model.paths import DEFAULT_SCENARIO

    w = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    w.resize(*LAPTOP)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.show_zone(DESIGNER_ZONE)
    for _ in range(5):
        app.processEvents()
    w.grab().save(str(out))
    w.close()


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SV_DATA_DIR", tempfile.mkdtemp(prefix="sv-shots-"))
    from PySide6.QtWidgets import QApplication

    from sv_desktop.common import i18n

    app = QApplication.instance() or QApplication(sys.argv)
    i18n.install(i18n.Language.FRENCH)
    docs = ROOT / "docs"
    main_screenshot(app, docs / "screenshot-main-fr.png", LAPTOP)
    combat_screenshot(app, docs / "screenshot-combat-fr.png")
    editor_screenshot(app, docs / "screenshot-editor-fr.png")
    designer_screenshot(app, docs / "screenshot-designer-fr.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
