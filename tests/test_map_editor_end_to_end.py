"""The map editor from a scan to a game (pytest-qt, offscreen), as a user would go:
File ▸ New from a Scan on a small generated scan, align it on two control points with
the Align tool, trace four zones with the Draw tool (typed corners, then clicks that
snap to them), name them in the Zone tab (three at once for what they share), draw the
Rhenus along a border with the Rivers tool, save, reopen, ``validate``, and play: the
mini scenario pointed at the traced map loads and a Game starts on it."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from editor_support import click
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QTableWidgetItem

from editor.map_editor.dialogs import MapPropertiesDialog
from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow
from editor.shared.open_windows import OPEN_WINDOWS
from sv_model.engine import Game
from sv_model.loader import load_map, load_scenario
from sv_model.schemas.map import EdgeKind, Half, ZoneKind
from sv_model.validation import validate_file

MINI = Path(__file__).parent / "data" / "mini"
PIXELS_PER_UNIT, ORIGIN_PX = 10, 50
"""The printed map's unit square is 10 scan pixels; map (0, 0) is scan pixel (50, 50)."""
ZONES = {  # id: (corners in map units), traced west to east
    "franci": ((0, 0), (10, 0), (10, 20), (0, 20)),
    "galliae_1": ((10, 0), (20, 0), (20, 10), (10, 10)),
    "galliae_2": ((10, 10), (20, 10), (20, 20), (10, 20)),
    "italia_1": ((20, 0), (30, 0), (30, 20), (20, 20)),
}


def scan_px(x: float, y: float) -> tuple[float, float]:
    return (ORIGIN_PX + PIXELS_PER_UNIT * x, ORIGIN_PX + PIXELS_PER_UNIT * y)


def make_scan(path: Path) -> Path:
    """A 'printed map' 400×300: paper, the four zones' borders, the Rhenus in blue."""
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("#e9dcc0"))
    painter = QPainter(image)
    painter.setPen(QPen(QColor("#3a2f20"), 2))
    for corners in ZONES.values():
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            painter.drawLine(QPointF(*scan_px(*a)), QPointF(*scan_px(*b)))
    painter.setPen(QPen(QColor("#2f6fb0"), 4))
    painter.drawLine(QPointF(*scan_px(10, 0)), QPointF(*scan_px(10, 20)))
    painter.end()
    image.save(str(path))
    return path


def typed(win: EditorWindow, text: str) -> None:
    win.coordinates.setText(text)
    QTest.keyClick(win.coordinates, Qt.Key.Key_Return)


def enter(win: EditorWindow) -> None:
    QTest.keyClick(win.view, Qt.Key.Key_Return)


@pytest.fixture
def traced(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> EditorWindow:
    """File ▸ New from a Scan, from an editor window on an empty map."""
    first = EditorWindow(MapDocument())
    first.interactive = False
    qtbot.addWidget(first)
    scan = make_scan(tmp_path / "scan.png")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *_a, **_k: (str(scan), ""))
    before = list(OPEN_WINDOWS)
    first.tracing.new_from_scan_action.trigger()
    (window,) = [w for w in OPEN_WINDOWS if w not in before]
    assert isinstance(window, EditorWindow)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.view.fit_all()
    return window


def align(win: EditorWindow) -> None:
    """Two control points: a click on the scan, then the map point typed."""
    win.tracing.align_action.trigger()
    assert win.view.tool.name == "align"
    for pixel, target in ((scan_px(0, 0), "0, 0"), (scan_px(30, 20), "30, 20")):
        click(win, pixel)  # the scan lies pixel for map unit until aligned
        typed(win, target)
    enter(win)
    bg = win.doc.game_map.background
    assert bg is not None and len(bg.control_points) == 2
    assert bg.scale == pytest.approx(1 / PIXELS_PER_UNIT, rel=2e-2)
    win.view.fit_all()


def trace(win: EditorWindow) -> dict[str, str]:
    """The first zone from typed corners; the others by clicks near the corners already
    traced (they snap) and typed ones for the new corners. Returns traced id -> new id."""
    win.tool_actions["draw"].trigger()
    assert win.view.tool.name == "draw"
    names: dict[str, str] = {}
    for zid, corners in ZONES.items():
        for x, y in corners:
            if any(z in names for z, cs in ZONES.items() if (x, y) in cs):
                click(win, (x + 0.05, y - 0.05))  # a shared corner: the click snaps onto it
            else:
                typed(win, f"{x}, {y}")
        enter(win)
        names[zid] = win.scene.selected_zones[0]
    return names


def add_dioceses(win: EditorWindow) -> None:
    props = MapPropertiesDialog(win.doc, win)
    props.map_id.setText("traced")
    props.name.setText("Traced from a scan")
    props.sources.setPlainText("tests: a generated 400×300 scan")
    for did, name in (("galliae", "Galliae"), ("italia", "Italia")):
        props._add_diocese()
        row = props.dioceses.rowCount() - 1
        for col, text in enumerate((did, name, "#4f7fbf" if did == "galliae" else "#bf4f4f")):
            props.dioceses.setItem(row, col, QTableWidgetItem(text))
    props.apply()
    assert [d.id for d in win.doc.game_map.dioceses] == ["galliae", "italia"]


def name_zone(win: EditorWindow, old: str, new: str, kind: ZoneKind, **fields: Any) -> None:
    """Select a zone by clicking inside it and fill the Zone tab."""
    corners = ZONES[new]
    middle = (sum(x for x, _y in corners) / 4 + 1.3, sum(y for _x, y in corners) / 4 + 2.1)
    win.tool_actions["select"].trigger()
    click(win, middle)
    assert win.scene.selected_zones == [old]
    panel = win.zone_panel
    panel.id_edit.setText(new)
    panel.name_edit.setText(new.replace("_", " ").title())
    panel.kind.setCurrentIndex(panel.kind.findData(kind.value))
    if "diocese" in fields:
        panel.diocese.setCurrentIndex(panel.diocese.findData(fields["diocese"]))
        panel.number.setValue(fields["number"])
    if "people" in fields:
        panel.people.setText(fields["people"])
    if "city" in fields:
        panel.city.setText(fields["city"])
        panel.flags["capital"].setChecked(True)
    panel.apply_button.click()
    assert panel.error.text() == "" and win.doc.has_zone(new), panel.error.text()


def draw_rhenus(win: EditorWindow) -> None:
    """Map ▸ Rivers…, three clicks along the Franci – Galliae border, Enter; named and
    major in the River tab."""
    win.use_river_tool()
    for p in ((10.04, 0.03), (9.97, 10.02), (10.03, 19.96)):
        click(win, p)  # each snaps onto a corner of the border
    enter(win)
    river = win.doc.game_map.rivers[0]
    assert [tuple(p) for p in river.points] == [(10.0, 0.0), (10.0, 10.0), (10.0, 20.0)]
    panel = win.river_panel
    panel.name_edit.setText("Rhenus")
    assert panel.major.isChecked()
    panel.apply_button.click()
    assert win.doc.game_map.rivers[0].name == "Rhenus"


def test_from_a_scan_to_a_game(traced: EditorWindow, tmp_path: Path) -> None:
    win = traced
    assert win.doc.zones == [] and win.doc.game_map.background is not None
    align(win)
    names = trace(win)
    doc = win.doc
    assert len(doc.zones) == 4
    assert not [p for p in doc.problems if p.label in ("gap", "overlap", "link")]
    add_dioceses(win)
    name_zone(win, names["franci"], "franci", ZoneKind.ORIGIN, people="franci")
    name_zone(win, names["galliae_1"], "galliae_1", ZoneKind.DIOCESE, diocese="galliae",
              number=1, city="Treveri")
    name_zone(win, names["galliae_2"], "galliae_2", ZoneKind.DIOCESE, diocese="galliae",
              number=2)
    name_zone(win, names["italia_1"], "italia_1", ZoneKind.DIOCESE, diocese="italia",
              number=1, city="Mediolanum")
    win.scene.select_zones(["galliae_1", "galliae_2", "italia_1"])  # what they share
    panel = win.zone_panel
    panel.half.setCurrentIndex(panel.half.findData(Half.WEST.value))
    panel.flags["inside_empire"].setChecked(True)
    count = doc.undo_stack.count()
    panel.apply_button.click()
    assert doc.undo_stack.count() == count + 1
    assert all(doc.zone(z).inside_empire and doc.zone(z).half is Half.WEST
               for z in ("galliae_1", "galliae_2", "italia_1"))
    draw_rhenus(win)
    river_edges = {k for k, (kind, _n) in doc.edge_state().items() if kind is EdgeKind.RIVER}
    assert river_edges == {frozenset(("franci", "galliae_1")),
                           frozenset(("franci", "galliae_2"))}
    assert doc.problems == [], doc.problems
    # --- save, reopen, validate -------------------------------------------------------------
    target = tmp_path / "traced.yaml"
    win.ask_save_path = lambda: target
    assert win.save()
    assert not win.isWindowModified()
    reopened = win.open_path(target)
    assert reopened is not None
    try:
        assert reopened.doc.game_map == load_map(target)
        assert reopened.doc.problems == []
        assert reopened.doc.edge_state() == doc.edge_state()
        assert reopened.scene.background.isVisible()  # the scan next to the map
    finally:
        reopened.close()
    assert validate_file(target) == []
    text = target.read_text(encoding="utf-8")
    saved = yaml.safe_load(text)
    assert saved["background"]["path"] == "scan.png" and saved["sources"]
    numbers = re.findall(r"\d+\.\d+", text)  # no 16-digit floats, the placement's included
    assert numbers and max(len(n.replace(".", "").lstrip("0")) for n in numbers) <= 9
    # --- the engine ---------------------------------------------------------------------------
    shutil.copy(MINI / "roster.yaml", tmp_path / "roster.yaml")
    scenario = yaml.safe_load((MINI / "scenario.yaml").read_text(encoding="utf-8"))
    scenario.update(map="traced.yaml", fleets=[])  # the traced map has no fleet
    (tmp_path / "scenario.yaml").write_text(yaml.safe_dump(scenario, sort_keys=False),
                                            encoding="utf-8")
    assert validate_file(tmp_path / "scenario.yaml") == []
    bundle = load_scenario(tmp_path / "scenario.yaml")
    assert bundle.game_map.id == "traced"
    game = Game.new(bundle, seed=3)
    assert game.decision is not None and game.legal_actions()
    cost = game.engine.board.edge_cost
    assert cost[("franci", "galliae_1")] == 2 and cost[("galliae_1", "italia_1")] == 1
