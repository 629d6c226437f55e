"""Issue 34: a walk through every menu entry, dialog and panel of play mode, the map editor
and the designer, in French and in English, at 1280×720 (the main windows at 1920×1080 too), failing on a
text cut or elided (``walk_support.clipped``). The menus are walked mechanically: every
entry of every menu and submenu is triggered, with file dialogs, message boxes and
``exec`` intercepted so nothing blocks; each window or dialog that shows is checked."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, QuietWindow, decision, started_like_the_app
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow
from walk_support import Seen, Walk, each_page, tab_widget_holding

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_model.engine.decisions import DecisionKind

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(params=[Language.FRENCH, Language.ENGLISH], ids=["fr", "en"])
def language(request: Any, qtbot: Any) -> Iterator[Language]:
    """Each walk in French and in English: the interface's language installed, English
    given back."""
    import subprocess
    import sys

    del qtbot
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   capture_output=True)
    i18n.install(request.param)
    try:
        yield request.param
    finally:
        i18n.install(Language.ENGLISH)


def _leaves_alone(action: QAction) -> bool:
    """The entries the walk does not trigger: those that close the window or switch the
    language (test_audit34_switch covers the switch), and the recent files (they open a
    file)."""
    text = action.text().replace("&", "")
    return text in {"Quitter", "Fermer", "Quit", "Close", "Français", "English"} or text.endswith(
        (".yaml", ".svsave"))


def _docks(seen: Seen, window: QMainWindow, where: str) -> None:
    """Every dock panel of ``window`` on show and on top, checked."""
    for dock in window.findChildren(QDockWidget):
        was = dock.isVisible()
        dock.show()
        dock.raise_()
        seen.check(f"{where} ▸ {dock.windowTitle()}", window, fit=False)
        _every_tab(seen, window, f"{where} ▸ {dock.windowTitle()}")
        dock.setVisible(was)


def _at(seen: Seen, window: QMainWindow, where: str, sizes: tuple[tuple[int, int], ...] = (
        (1280, 720),)) -> None:
    for width, height in sizes:
        window.resize(width, height)
        seen.check(f"{where} {width}×{height}", window, fit=False)


def _mid_game(w: QuietWindow) -> set[DecisionKind]:
    """305 from its set-up to SECONDUS's movement in phase E (as test_i18n_play plays it),
    the kinds of decision met on the way."""
    c = w.controller
    rng = random.Random(3)
    kinds: set[DecisionKind] = set()
    for step in range(400):
        kinds.add(decision(c).kind)
        if decision(c).kind is DecisionKind.MOVEMENT and step > 30:
            break
        c.apply(rng.choice(decision(c).options))
    return kinds


def test_play_mode_walk(qtbot: Any, language: Language, monkeypatch: Any) -> None:
    """Play mode's window before a game and in the middle of 305, at 1280×720 and
    1920×1080, every dock panel and tab, and every menu entry triggered mid-game."""
    from sv_model.paths import scenario_path

    seen = Seen()
    walk = Walk(monkeypatch, seen)
    w = started_like_the_app(qtbot)
    _at(seen, w, "set-up on show", ((1280, 720), (1920, 1080)))
    assert w.play.start_game(scenario_path(None), 3)
    _mid_game(w)
    _at(seen, w, "305 mid-game", ((1920, 1080), (1280, 720)))
    _docks(seen, w, "305 mid-game")
    triggered = walk.trigger_all(w, "play mode", _leaves_alone)
    assert len(triggered) > 40, triggered
    _walked(seen, "play")
    assert seen.cut == [], "\n".join(seen.cut)


def test_play_mode_decisions_battles_and_ends(qtbot: Any, language: Language,
                                                         monkeypatch: Any) -> None:
    """The decision panel on every kind of decision a seeded game of 305 meets (movement,
    battles, retreat, evasion, stratagems, succession, winter…), the battle dialog and
    its forecast, the end screen, the handover screen, the recovery dialog and the
    computer's plans, at 1280×720."""
    from sv_desktop.dialogs.recovery_dialog import RecoveryDialog
    from sv_desktop.session.journal import Interrupted
    from sv_model.paths import scenario_path
    from sv_model.seat_players import SeatPlayers

    seen = Seen()
    Walk(monkeypatch, seen)
    w = started_like_the_app(qtbot)
    scenario = scenario_path(None)
    positions, over = _first_of_each_kind(scenario, 3)
    assert len(positions) >= 20, sorted(positions)
    for kind, game in positions.items():
        w.controller.adopt(game, scenario)
        _at(seen, w, f"decision {kind.value}")
        battle = w.controller.table.public.battle
        if battle is not None and w.play.combat is not None:
            seen.check(f"decision {kind.value} ▸ battle", w.play.combat)
            forecast = w.play.battles.show_forecast(battle.zone, w.controller.name)
            assert forecast is not None
            seen.check(f"decision {kind.value} ▸ forecast", forecast)
            forecast.close()
    w.controller.adopt(over, scenario)
    w.play.show_end_screen()
    assert w.play.end_dialog is not None
    seen.check("the game over ▸ end screen", w.play.end_dialog)
    w.controller.adopt(positions[DecisionKind.MOVEMENT], scenario)
    w.prefs.hotseat_handover = True
    w.play.request_hand()
    assert w.central.currentWidget() is w.handover
    _at(seen, w, "handover screen", ((1280, 720), (1920, 1080)))
    w.prefs.hotseat_handover = False
    sessions = [Interrupted(Path("/tmp/walk-session-x.svjournal"), "2026-11-27 14:00:00",
                            "305_second_tetrarchy.yaml", 307, "E", 123),
                Interrupted(Path("/tmp/walk-session-y.svjournal"), "2026-11-27 14:01:00",
                            "337_sons_of_constantine.yaml", None, None, 0,
                            "le fichier du scénario est introuvable")]
    recovery = RecoveryDialog(w, sessions)
    qtbot.addWidget(recovery)
    seen.check("recovery", recovery)
    assert w.play.start_game(GUI_SCENARIO, 3, None, SeatPlayers.of({2: "easy"}))
    w.ai.plans_dock.show()
    _at(seen, w, "against the computer, its plans on show")
    _walked(seen, "states")
    assert seen.cut == [], "\n".join(seen.cut)


def _first_of_each_kind(scenario: Path, seed: int) -> tuple[dict[DecisionKind, Any], Any]:
    """A random game of ``scenario`` played by the engine alone: the position where each
    kind of decision first waits, and the finished game."""
    from sv_model.engine import Game
    from sv_model.engine.autoplay import play_out
    from sv_model.loader import load_scenario

    game = Game.new(load_scenario(scenario), seed)
    first: dict[DecisionKind, Game] = {}

    def note(now: Game) -> None:
        d = now.decision
        if d is not None and d.kind not in first:
            first[d.kind] = Game(now.engine, now.state.clone())

    play_out(game, random.Random(seed), after_each=note)
    assert game.is_over
    return first, game


def test_map_editor_walk(qtbot: Any, language: Language, monkeypatch: Any) -> None:
    """The map editor on the shipped map at 1280×720 and 1920×1080, a zone chosen: every
    dock panel and tab, the typed-coordinates dialog, and every menu entry triggered."""
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow
    from sv_model.paths import DEFAULT_MAP

    seen = Seen()
    walk = Walk(monkeypatch, seen)
    editor = EditorWindow(MapDocument.open(DEFAULT_MAP))
    qtbot.addWidget(editor)
    editor.interactive = True
    editor.show()
    qtbot.waitExposed(editor)
    zone = editor.doc.zones[0]
    editor.scene.select_zones([zone.id])
    _at(seen, editor, "map editor, a zone chosen", ((1920, 1080), (1280, 720)))
    _docks(seen, editor, "map editor")
    walk.where = "map editor ▸ a vertex's coordinates"
    editor.view.edit_vertex_coordinates(zone.polygons[0][0])
    triggered = walk.trigger_all(editor, "map editor", _leaves_alone)
    assert len(triggered) > 20, triggered
    _walked(seen, "editor")
    assert seen.cut == [], "\n".join(seen.cut)


def test_designer_walk(qtbot: Any, language: Language, monkeypatch: Any) -> None:
    """The scenario designer on 305, a zone on show, opened at 1920×1080 and at 1280×720:
    every dock panel and tab (the roster panel among them), the balance report, and every
    menu entry triggered."""
    seen = Seen()
    walk = Walk(monkeypatch, seen)
    wide = _designer(qtbot, (1920, 1080))
    _at(seen, wide, "designer opened at", ((1920, 1080),))
    wide.hide()
    designer = _designer(qtbot, (1280, 720))
    _at(seen, designer, "designer opened at")
    _docks(seen, designer, "designer")
    walk.where = "designer ▸ balance report"
    balance = designer.balance_report()
    assert balance is not None
    seen.check(walk.where, balance)
    balance.hide()
    triggered = walk.trigger_all(designer, "designer", _leaves_alone)
    assert len(triggered) > 15, triggered
    _walked(seen, "designer")
    assert seen.cut == [], "\n".join(seen.cut)


def _designer(qtbot: Any, size: tuple[int, int]) -> Any:
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_model.paths import DEFAULT_SCENARIO

    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    designer.start_process = lambda *_args: (True, 0)
    designer.resize(*size)
    designer.show()
    qtbot.waitExposed(designer)
    leader = next(r for r in designer.doc.data["leaders"] if r.get("zone"))
    designer.show_zone(str(leader["zone"]))
    return designer


# No exception is left: the designer's Scenario dock, whose nine tabs hid behind scroll
# arrows at 1280×720, groups its pages into four tabs that fit (editor.designer.pages).


# Every window, dialog and dock class of the desktop and the editors, and the walk that
# shows it. ``test_every_window_class_is_walked`` fails on a class missing here, and
# each walk fails when a class it names did not show.
WALKED_BY = {
    "MainWindow": "play", "NewGameDialog": "play", "SheetDialog": "play",
    "MarkdownDialog": "play", "EditorWindow": "play", "DesignerWindow": "play",
    "CombatDialog": "states", "ForecastDialog": "states", "EndGameDialog": "states",
    "RecoveryDialog": "states",
    "MapWindowFrame": "editor", "CoordinateDialog": "editor", "AdjacencyDiffDialog": "editor",
    "MapPropertiesDialog": "editor",
    "BalanceDialog": "designer",
}
WINDOW_BASES = {"QDialog", "QMessageBox", "QWizard", "QDockWidget", "QMainWindow"}


def _walked(seen: Seen, walk: str) -> None:
    missing = {name for name, by in WALKED_BY.items() if by == walk} - seen.classes
    assert not missing, f"the {walk} walk did not show {sorted(missing)}"


def _every_tab(seen: Seen, window: QMainWindow, where: str) -> None:
    """Each page of each tab widget of ``window`` on show, checked, and the pages of the
    tab widgets inside a page (the designer's grouped pages); then the first."""
    from PySide6.QtWidgets import QTabWidget

    for tabs in window.findChildren(QTabWidget):
        if tabs.isVisible() and tab_widget_holding(tabs) is None:
            for page in each_page(tabs, f"{where} ▸ "):
                seen.check(page, window, fit=False)


def window_classes() -> set[str]:
    """The classes of ``sv_desktop`` and ``editor`` that derive, at any depth, from a Qt
    window, dialog or dock class (read from the source, so a new one cannot hide)."""
    import ast

    bases: dict[str, set[str]] = {}
    for package in ("sv_desktop", "editor"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    bases[node.name] = {b.id if isinstance(b, ast.Name) else
                                        b.attr if isinstance(b, ast.Attribute) else ""
                                        for b in node.bases}
    found: set[str] = set()
    grew = True
    while grew:
        grew = False
        for name, parents in bases.items():
            if name not in found and parents & (WINDOW_BASES | found):
                found.add(name)
                grew = True
    return found


def test_every_window_class_is_walked() -> None:
    """A new dialog, window or dock class must join a walk (``WALKED_BY``)."""
    found = window_classes()
    assert {"CombatDialog", "BalanceDialog", "EditorWindow"} <= found
    assert found == set(WALKED_BY), (
        f"not walked: {sorted(found - set(WALKED_BY))}; "
        f"gone: {sorted(set(WALKED_BY) - found)}")


def test_the_checker_finds_each_kind_of_cut_text(qtbot: Any) -> None:
    """``clipped`` names a narrow label, button, group box title, tab, combo box item and
    header, and accepts a tab elided whose whole text is in its tooltip."""
    from PySide6.QtWidgets import (
        QComboBox,
        QGroupBox,
        QLabel,
        QPushButton,
        QTableWidget,
        QTabWidget,
        QVBoxLayout,
        QWidget,
    )
    from walk_support import clipped

    long = "Un texte bien plus long que la place qu'on lui donne"
    root = QWidget()
    qtbot.addWidget(root)
    lay = QVBoxLayout(root)
    label, button, combo = QLabel(long), QPushButton(long), QComboBox()
    combo.addItem(long)
    group = QGroupBox(long)
    tabs = QTabWidget()
    tabs.setUsesScrollButtons(True)
    for i in range(6):
        tabs.addTab(QWidget(), f"{long} {i}")
    table = QTableWidget(1, 1)
    table.setHorizontalHeaderLabels([long])
    for w in (label, button, combo, group, tabs, table):
        w.setMaximumWidth(120)
        lay.addWidget(w)
    root.resize(200, 500)
    root.show()
    qtbot.waitExposed(root)
    found = "\n".join(clipped(root))
    for kind in ("QLabel: too narrow", "QPushButton: too narrow", "QComboBox: item cut",
                 "QGroupBox: title cut", "QTabBar: tab", "QHeaderView: header cut"):
        assert kind in found, found
    for i in range(6):
        tabs.setTabToolTip(i, f"{long} {i}")
    assert "QTabBar" not in "\n".join(clipped(root))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.statusBar()  # made before the window shows, as the application's are
    window.resize(400, 200)
    window.show()
    qtbot.waitExposed(window)
    window.statusBar().showMessage(f"{long} — {long}")
    assert "QStatusBar: message cut" in "\n".join(clipped(window))
