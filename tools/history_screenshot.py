"""Make the README screenshot of the history browser: docs/screenshot-history.png.
Run: QT_QPA_PLATFORM=offscreen python tools/history_screenshot.py [--size 1280x720]

A random game of the 312 scenario (fixed seed, so it is reproducible), played on into
313; the browser shows the position after a battle of 312, read-only, with a note.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "312_milvian_bridge.yaml"
SEED = 2
ACTIONS = 90
sys.path.insert(0, str(ROOT / "tools"))

from gui_screenshots import _settle  # noqa: E402  (one way to let the scene settle)


def history_screenshot(app: QCoreApplication, out: Path, width: int, height: int) -> None:
    from PySide6.QtWidgets import QMessageBox

    from sv_desktop.app.main_window import MainWindow
    from sv_model.engine.autoplay import play_out

    w = MainWindow()
    w.ask_save = lambda _p: QMessageBox.StandardButton.Discard
    w.resize(width, height)
    w.show()
    w.play.start_game(SCENARIO, SEED)
    game = w.controller.live
    play_out(game, random.Random(SEED), max_actions=ACTIONS)
    w.controller.adopt(game, None)  # the window takes the game as it stands
    w.history.open()
    h = w.history
    battle = [i for i, e in enumerate(h.entries) if e.battle and e.year == 312][1]
    h.show_entry(battle)
    w.history_panel.bookmark_box.setChecked(True)
    w.history_panel.note_edit.setText("Crossing the Alps: the first battle for Italia")
    w.history_panel.note_edit.editingFinished.emit()
    h.show_entry(battle)
    lines = [line for e in h.entries[:battle + 1] for line in e.lines]
    zone = next(line for line in reversed(lines) if line.message == "battle")
    zone_id = zone.as_message.arg("zone")
    _settle(app, w)
    w.map_view.zoom_by(3.2)
    if w.scene is not None:
        w.map_view.centerOn(w.scene.zone_anchor(str(getattr(zone_id, "id", zone_id))))
    _settle(app, w)
    w.grab().save(str(out))
    print(f"history: seed {SEED}, {len(game.actions)} actions, entry {battle} of "
          f"{len(h.entries)}, jump {h.last_jump_ms:.1f} ms")
    w.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1440x900")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshot-history.png"))
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SV_DATA_DIR", tempfile.mkdtemp(prefix="sv-shots-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    history_screenshot(app, Path(args.out), width, height)
    return 0


if __name__ == "__main__":
    sys.exit(main())
