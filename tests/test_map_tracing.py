"""Tracing a printed map in the map editor (pytest-qt, offscreen): import a scan, align
it on control points by clicks (undo/redo exact), fit it, lock it, fade it; New from a
Scan lists the zone ids the scenarios need; the zone list's search and Zoom to Zone; a
missing scan is reported by name; an embed over the size limit is refused."""

from __future__ import annotations

import base64
import random
from pathlib import Path
from typing import Any

import pytest
from editor_support import click, shown_editor
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from qt_support import top_item

from editor.map_editor.commands import SetBackgroundCommand
from editor.map_editor.scan_item import ScanItem
from editor.map_editor.window import EditorWindow, open_editor_window
from sv_model.loader import load_map
from sv_model.scan_alignment import background_transform, replaced
from sv_model.scenario_zones import zones_needed

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"
NO_MODS = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot: Any) -> EditorWindow:
    return shown_editor(qtbot, MINI_MAP)


def make_scan(path: Path, width: int = 60, height: int = 40, noise: bool = False) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#d9c9a3"))
    if noise:  # does not compress: a PNG about as big as its pixels
        rng = random.Random(7)
        for y in range(height):
            for x in range(width):
                image.setPixel(x, y, rng.getrandbits(24))
    image.save(str(path))
    return path


def typed(win: EditorWindow, text: str) -> None:
    win.coordinates.setText(text)
    QTest.keyClick(win.coordinates, Qt.Key.Key_Return)


def stack_texts(win: EditorWindow) -> list[str]:
    stack = win.doc.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def imported(win: EditorWindow, tmp_path: Path) -> EditorWindow:
    win.doc.set_path(tmp_path / "map.yaml")
    assert win.background_panel.import_image(str(make_scan(tmp_path / "scan.png")))
    win.view.fit_all()
    return win


def test_a_scan_is_aligned_on_two_points_by_clicks_with_exact_undo(
        window: EditorWindow, tmp_path: Path) -> None:
    imported(window, tmp_path)
    before = window.doc.game_map.background
    window.tracing.align_action.trigger()
    assert window.view.tool.name == "align" and window.tracing.align_action.isChecked()
    click(window, (10.0, 10.0))  # pixel (10, 10) of the scan, placed at the origin...
    click(window, (0.3, 0.2))  # ...is the map's corner (0, 0): the click snaps to it
    click(window, (50.0, 30.0))  # pixel (50, 30)...
    typed(window, "20, 10")  # ...is at map (20, 10), typed
    assert len(window.tracing.align_tool.pins.pins) == 2
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    bg = window.doc.game_map.background
    assert bg is not None and stack_texts(window)[-1] == "Align background on 2 points"
    assert bg.matrix is None and len(bg.control_points) == 2
    assert bg.control_points[0].map == (0.0, 0.0)  # snapped exactly
    assert bg.scale == pytest.approx(0.5, abs=2e-3) and bg.rotation == pytest.approx(0, abs=0.2)
    assert (bg.x, bg.y) == pytest.approx((-5.0, -5.0), abs=0.05)
    on_screen = window.scene.background.mapToScene(QPointF(50.0, 30.0))
    assert (on_screen.x(), on_screen.y()) == pytest.approx((20.0, 10.0), abs=0.05)
    assert "mean error" in window.statusBar().currentMessage()
    aligned = bg
    window.doc.undo_stack.undo()
    assert window.doc.game_map.background == before
    assert window.scene.background.pos() == QPointF(0.0, 0.0)
    window.doc.undo_stack.redo()
    assert window.doc.game_map.background == aligned
    assert window.background_panel.points.topLevelItemCount() == 2


def test_three_points_give_an_affine_alignment(window: EditorWindow, tmp_path: Path) -> None:
    imported(window, tmp_path)
    window.view.snapping = False
    tool = window.tracing.align_tool
    window.tracing.start_alignment()
    for scan, target in (((0.0, 0.0), (-10.0, 0.0)), ((60.0, 0.0), (20.0, 0.0)),
                         ((0.0, 40.0), (-10.0, 10.0))):  # squashed: no similarity does it
        assert tool.press(scan, NO_MODS) and tool.press(target, NO_MODS)
    assert tool.apply()
    bg = window.doc.game_map.background
    assert bg is not None and bg.matrix is not None
    for pixel, target in (((60.0, 40.0), (20.0, 10.0)), ((30.0, 20.0), (5.0, 5.0))):
        at = window.scene.background.mapToScene(QPointF(*pixel))
        assert (at.x(), at.y()) == pytest.approx(target)
    assert "affine" in window.background_panel.fit_quality.text()
    saved = tmp_path / "out" / "traced.yaml"
    assert window.save_to(saved)  # the alignment is in the map file
    reloaded = load_map(saved).background
    assert reloaded is not None
    assert reloaded == window.doc.game_map.background and reloaded.path == "../scan.png"
    assert reloaded.matrix == bg.matrix and reloaded.control_points == bg.control_points
    window.background_panel.x_box.setValue(bg.x + 1.0)  # a move keeps the matrix
    moved = window.doc.game_map.background
    assert moved is not None and moved.matrix == bg.matrix and moved.x == bg.x + 1.0


def test_fit_scan_to_map_then_lock_refuses_every_move(window: EditorWindow,
                                                      tmp_path: Path) -> None:
    imported(window, tmp_path)
    window.tracing.fit_scan_action.trigger()
    assert stack_texts(window)[-1] == "Fit background to map"
    box = window.scene.background.sceneBoundingRect()
    assert (box.left(), box.top(), box.right(), box.bottom()) == pytest.approx(
        (-10.0, 0.0, 20.0, 20.0))  # 60×40 pixels over the 30×20 map
    panel = window.background_panel
    panel.lock.setChecked(True)
    assert window.doc.game_map.background is not None
    assert window.doc.game_map.background.locked
    locked = window.doc.game_map.background
    count = window.doc.undo_stack.count()
    assert not panel.x_box.isEnabled() and not panel.align_button.isEnabled()
    window.view.set_tool("background")  # a drag on a locked scan pans instead
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, NO_MODS, window.view.mapFromScene(5, 5))
    QTest.mouseMove(vp, window.view.mapFromScene(8, 9))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NO_MODS, window.view.mapFromScene(8, 9))
    assert window.doc.game_map.background == locked
    assert not panel.fit_to_map()
    assert "locked" in panel.note.text()
    window.tracing.start_alignment()
    assert window.tracing.align_tool.press((1.0, 1.0), NO_MODS)
    assert window.tracing.align_tool.pending is None
    assert "locked" in window.statusBar().currentMessage()
    assert window.doc.undo_stack.count() == count
    panel.opacity.setValue(30)  # fading is not moving
    assert window.scene.background.opacity() == pytest.approx(0.3)
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    assert window.doc.game_map.background is not None
    assert not window.doc.game_map.background.locked and panel.x_box.isEnabled()


def test_opacity_slider_fades_the_scan_in_one_undo_step(window: EditorWindow,
                                                        tmp_path: Path) -> None:
    imported(window, tmp_path)
    for value in (70, 55, 20):
        window.background_panel.opacity.setValue(value)
    assert stack_texts(window) == ["Import background", "Fade background"]
    assert window.scene.background.opacity() == pytest.approx(0.2)
    assert window.background_panel.opacity_text.text() == "20 %"
    window.doc.undo_stack.undo()
    assert window.scene.background.opacity() == pytest.approx(0.5)


def test_new_from_a_scan_lists_the_zone_ids_the_scenarios_need(window: EditorWindow,
                                                               tmp_path: Path) -> None:
    scan = make_scan(tmp_path / "printed.png", 400, 300)
    new = window.tracing.new_from_scan(scan)
    assert isinstance(new, EditorWindow)
    try:
        bg = new.doc.game_map.background
        assert new.doc.zones == [] and bg is not None and Path(bg.path) == scan
        needs = new.tracing.needs
        wanted = sorted(zones_needed().zones)
        assert len(wanted) > 40 and needs.missing() == wanted
        assert top_item(needs.tree, 0).checkState(0) == Qt.CheckState.Unchecked
        new.view.set_tool("draw")  # trace a first zone over the scan
        for text in ("10, 10", "110, 10", "110, 90", "10, 90"):
            typed(new, text)
        QTest.keyClick(new.view, Qt.Key.Key_Return)
        first = new.doc.zones[0].id
        for p in ((110.6, 9.7), (200.0, 10.0), (200.0, 90.0), (109.5, 90.4)):
            click(new, p)  # the second zone snaps to the first one's corners
        QTest.keyClick(new.view, Qt.Key.Key_Return)
        assert new.doc.zones[1].polygons[0][0] == (110.0, 10.0)
        assert frozenset((first, new.doc.zones[1].id)) in new.doc.edge_state()
        new.scene.select_zones([first])
        needs.missing_only.setChecked(True)
        item = needs.tree.findItems(wanted[0], Qt.MatchFlag.MatchExactly, 0)[0]
        item.setSelected(True)
        assert needs.name_button.isEnabled()
        needs.name_button.click()
        assert new.doc.has_zone(wanted[0])
        assert needs.missing() == wanted[1:]
        assert not needs.tree.findItems(wanted[0], Qt.MatchFlag.MatchExactly, 0)
        needs.missing_only.setChecked(False)
        item = needs.tree.findItems(wanted[0], Qt.MatchFlag.MatchExactly, 0)[0]
        assert item.checkState(0) == Qt.CheckState.Checked
        assert f"{len(wanted) - 1} missing" in needs.summary.text()
    finally:
        new.close()


def test_zone_list_search_selects_and_zooms(window: EditorWindow) -> None:
    panel = window.tracing.zone_list
    assert panel.count.text() == "5 zones"
    QTest.keyClicks(panel.search, "gall")
    assert sorted(panel.visible_ids()) == ["galliae_1", "galliae_2"]
    assert panel.count.text() == "2 of 5 zones"
    panel.search.setText("MARE int")  # words in any case, in the id or the name
    assert panel.visible_ids() == ["mare_internum"]
    item = panel.tree.findItems("mare_internum", Qt.MatchFlag.MatchExactly, 1)[0]
    item.setSelected(True)
    assert window.scene.selected_zones == ["mare_internum"]
    scale = window.view.transform().m11()
    panel.tree.itemDoubleClicked.emit(item, 0)
    assert window.view.transform().m11() > scale
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    assert window.doc.zone_at((centre.x(), centre.y())) == "mare_internum"
    window.view.fit_all()
    window.scene.select_zones(["franci"])  # the list follows the map's selection
    assert [i.text(1) for i in panel.tree.selectedItems()] == []  # filtered out
    panel.search.clear()
    assert [i.text(1) for i in panel.tree.selectedItems()] == ["franci"]
    window.tracing.zoom_zone_action.trigger()
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    assert window.doc.zone_at((centre.x(), centre.y())) == "franci"
    window.scene.select_zones([])
    window.tracing.zoom_zone_action.trigger()
    assert "Select a zone first" in window.statusBar().currentMessage()


def test_a_missing_scan_is_named_and_the_map_still_opens(qtbot: Any, tmp_path: Path) -> None:
    text = MINI_MAP.read_text(encoding="utf-8")
    path = tmp_path / "traced.yaml"
    path.write_text(text + "background: {path: scans/gone.png, x: 2.0, locked: true}\n",
                    encoding="utf-8")
    win = open_editor_window(path)
    win.interactive = False
    qtbot.addWidget(win)
    assert len(win.doc.zones) == 5
    message = win.statusBar().currentMessage()
    assert "not found" in message and str(tmp_path / "scans" / "gone.png") in message
    panel = win.background_panel
    assert not panel.warning.isHidden() and "gone.png" in panel.warning.text()
    assert win.tabs.currentWidget() is panel and not panel.locate_button.isHidden()
    found = make_scan(tmp_path / "found.png")
    assert panel.locate(str(found))  # one undo step; the placement stays
    bg = win.doc.game_map.background
    assert bg is not None and bg.path == "found.png" and bg.x == 2.0 and bg.locked
    assert panel.warning.isHidden() and not win.scene.background.pixmap().isNull()
    win.close()


def test_an_embed_over_the_limit_is_refused_and_the_file_is_unchanged(
        window: EditorWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import editor.map_editor.document
    import sv_model.yamlio

    limit = 40_000
    monkeypatch.setattr(sv_model.yamlio, "MAX_FILE_BYTES", limit)
    monkeypatch.setattr(editor.map_editor.document, "MAX_FILE_BYTES", limit)
    target = tmp_path / "map.yaml"
    assert window.save_to(target)
    on_disk = target.read_bytes()
    scan = make_scan(tmp_path / "big.png", 200, 100, noise=True)
    assert scan.stat().st_size > limit
    panel = window.background_panel
    assert panel.import_image(str(scan))
    count = window.doc.undo_stack.count()
    panel.embed.setChecked(True)  # refused before anything is written
    bg = window.doc.game_map.background
    assert bg is not None and not bg.embedded_png_base64 and bg.path == "big.png"
    assert not panel.embed.isChecked() and window.doc.undo_stack.count() == count
    assert "too large to embed" in panel.note.text() and "big.png" in panel.note.text()
    assert "too large to embed" in window.statusBar().currentMessage()
    data = base64.b64encode(scan.read_bytes()).decode("ascii")  # as an older file had it
    window.doc.undo_stack.push(SetBackgroundCommand(
        window.doc, "Embed background", replaced(bg, embedded_png_base64=data)))
    assert not window.save_to(target)
    assert "Cannot save" in window.statusBar().currentMessage()
    assert target.read_bytes() == on_disk
    window.doc.undo_stack.undo()
    assert window.save_to(target)  # linked, it saves
    assert target.stat().st_size < limit


def test_small_scans_embed_as_their_own_bytes(window: EditorWindow, tmp_path: Path) -> None:
    scan = make_scan(tmp_path / "small.jpg")
    window.doc.set_path(tmp_path / "map.yaml")
    assert window.background_panel.import_image(str(scan), embed=True)
    bg = window.doc.game_map.background
    assert bg is not None
    assert base64.b64decode(bg.embedded_png_base64) == scan.read_bytes()  # not re-encoded
    assert not window.scene.background.pixmap().isNull()


def test_the_scan_item_paints_from_a_halved_copy_when_zoomed_out(window: EditorWindow,
                                                                 tmp_path: Path) -> None:
    from PySide6.QtGui import QPixmap

    item = ScanItem()
    item.setPixmap(QPixmap.fromImage(QImage(4096, 2048, QImage.Format.Format_RGB32)))
    assert [item.level_for(s) for s in (2.0, 1.0, 0.6, 0.5, 0.2, 0.01)] == [0, 0, 0, 1, 2, 3]
    assert item.level(2).width() == 1024  # 512 px is the smallest copy kept
    imported(window, tmp_path)
    assert window.doc.game_map.background is not None
    t = background_transform(window.doc.game_map.background)
    assert t.apply((60.0, 40.0)) == (60.0, 40.0)
    window.grab()  # paints without error
