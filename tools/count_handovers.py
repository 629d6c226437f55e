"""Count the handover screens of a hotseat game's first year (issue 39), the 305 campaign
played at random through the real window at 1280×720, under one way of passing:

- ``plain``: every stratagem window passed one by one;
- ``mcs``: "Pass for the rest of this M/CS" whenever a window offers it;
- ``phase``: "Pass for the rest of phase E" whenever a window offers it.

Run: QT_QPA_PLATFORM=offscreen python tools/count_handovers.py plain|mcs|phase SEED
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sv_model.engine.decisions import DecisionKind

CHOICE = {"mcs": "Pass for the rest of this M/CS", "phase": "Pass for the rest of phase E"}


def count(policy: str, seed: int) -> tuple[int, int]:
    """(handover screens, actions) in the first year."""
    from PySide6.QtWidgets import QApplication, QPushButton

    from sv_desktop.app.main_window import MainWindow
    from sv_model.engine import Confirm, EndMovement, Move
    from sv_model.paths import DEFAULT_SCENARIO
    from sv_model.schemas.scenario import RulesetOptions

    app = QApplication.instance() or QApplication(sys.argv)
    w = MainWindow()
    w.resize(1280, 720)
    w.show()
    shown = [0]
    w.central.currentChanged.connect(
        lambda _i: shown.__setitem__(0, shown[0] + (w.central.currentWidget() is w.handover)))
    w.play.start_game(DEFAULT_SCENARIO, seed, RulesetOptions(ask_at_every_window=True))
    c = w.controller
    rng = random.Random(seed)
    year = c.live.state.year
    for _ in range(5000):
        app.processEvents()
        d = c.decision
        if d is None or c.live.state.year != year:
            break
        if w.central.currentWidget() is w.handover:
            w.handover.button.click()
        elif d.kind is DecisionKind.STRATAGEM_WINDOW:
            buttons = {b.text(): b for b in w.decision_panel.findChildren(QPushButton)}
            if CHOICE.get(policy) in buttons:
                buttons[CHOICE[policy]].click()
            elif w.decision_panel.option_buttons:  # else the screen passes it itself
                w.play.apply(Confirm(False))
        elif d.kind is DecisionKind.MOVEMENT:
            moves = [o for o in d.options if isinstance(o, Move)]
            w.play.apply(rng.choice(moves) if moves and rng.random() < 0.7 else EndMovement())
        else:
            w.play.apply(rng.choice(list(d.options)))
    return shown[0], len(c.live.actions)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("SV_DATA_DIR", tempfile.mkdtemp(prefix="sv-handovers-"))
    policy, seed = sys.argv[1], int(sys.argv[2])
    handovers, actions = count(policy, seed)
    print(f"{policy} seed {seed}: {handovers} handovers in the first year ({actions} actions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
