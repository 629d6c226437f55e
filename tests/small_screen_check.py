"""Run by ``test_small_screen.py`` on a 1280×720 offscreen screen: open every window and
dialog a player meets and print those that do not fit (one line each), then "checked N"."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent))


def main() -> int:
    app = QApplication(sys.argv)
    from gui_support import GUI_SCENARIO

    root = Path(__file__).resolve().parent
    at_retreat = root / "data" / "legacy_v1" / "337_sons_of_constantine-seed5-at162.svsave"

    from sv_desktop.common import screen_fit

    screen_fit.install(app)  # as every entry point does

    from editor.designer.balance_dialog import BalanceDialog
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_desktop.app.main_window import MainWindow
    from sv_desktop.common import help_dialogs
    from sv_desktop.dialogs.new_game_dialog import NewGameDialog
    from sv_model.loader import load_scenario
    from sv_model.paths import DEFAULT_SCENARIO

    screen = app.primaryScreen().availableGeometry()
    bad: list[str] = []
    checked = 0

    def check(name: str, widget: QWidget) -> None:
        nonlocal checked
        widget.show()
        app.processEvents()
        frame = widget.frameGeometry()
        hint = widget.minimumSizeHint()
        checked += 1
        if not screen.contains(frame) or hint.width() > screen.width() \
                or hint.height() > screen.height():
            bad.append(f"{name}: {frame.width()}x{frame.height()} at ({frame.x()},{frame.y()}),"
                       f" needs at least {hint.width()}x{hint.height()}")

    w = MainWindow()
    w.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
    w.show()
    w.open_scenario_or_map(GUI_SCENARIO, GUI_SCENARIO)
    check("main window, scenario shown", w)
    w.controller.load(at_retreat)  # a battle waiting for its loser's retreat (8.4.1)
    check("main window, game loaded", w)
    assert w.play.combat is not None, "the saved game shows its battle"
    check("battle dialog", w.play.combat)
    w.history.open()  # the history browser, an earlier position on show
    w.history.show_entry(len(w.history.entries) // 2)
    check("main window, history browser", w)
    assert w.history.banner.isVisible() and w.history.banner.geometry().right() <= \
        w.map_view.width(), "the banner fits over the map"
    w.history.return_to_present()
    w.play.show_end_screen()
    assert w.play.end_dialog is not None
    check("victory chart", w.play.end_dialog)
    from sv_model.seat_players import SeatPlayers

    assert w.play.start_game(GUI_SCENARIO, 3, None, SeatPlayers.of({2: "easy"}))
    w.ai.plans_dock.show()  # a game against the computer, its plans on show
    check("main window, against the computer", w)
    check("new game dialog", NewGameDialog(w, DEFAULT_SCENARIO))
    check("rules decisions", help_dialogs.show_rules_decisions(w))
    check("counter values", help_dialogs.show_counter_values(w))
    check("keyboard shortcuts", help_dialogs.show_shortcuts(w))
    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    check("scenario designer", designer)
    check("balance report", BalanceDialog(load_scenario(DEFAULT_SCENARIO), designer))
    check("map editor, tracing a scan", _editor_tracing_a_scan(root))
    for line in bad:
        print(line)
    print(f"checked {checked}")
    return 0


def _editor_tracing_a_scan(root: Path) -> QWidget:
    """The map editor on the mini map with a scan behind it, its zone lists docked."""
    from PySide6.QtGui import QColor, QImage

    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow

    editor = EditorWindow(MapDocument.open(root / "data" / "mini" / "map.yaml"))
    editor.interactive = False
    scan = QImage(600, 400, QImage.Format.Format_RGB32)
    scan.fill(QColor("#d9c9a3"))
    folder = Path(os.environ.get("SV_DATA_DIR") or root)  # the test's temporary folder
    scan.save(str(folder / "scan.png"))
    editor.background_panel.import_image(str(folder / "scan.png"))
    editor.tabs.setCurrentWidget(editor.background_panel)
    return editor


if __name__ == "__main__":
    sys.exit(main())
