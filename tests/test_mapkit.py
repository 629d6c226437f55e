"""The one map-drawing kit (``sv_desktop.board.mapkit``): play mode, the map editor and
``map-image`` take their colours, lines, lettering and zoom from it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from editor.map_editor.document import MapDocument
from editor.map_editor.overlays import EDGE_STYLES
from editor.map_editor.window import EditorWindow
from sv_desktop.board.map_image import MapPainter, render_map
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.mapkit import palette
from sv_desktop.board.mapkit.items import RiverItem, StraitItem
from sv_desktop.board.mapkit.shapes import strait_crossing
from sv_desktop.board.mapkit.sizes import SIZES, map_font, px
from sv_desktop.board.mapkit.zoom import ZoomPolicy, view_scale
from sv_model import load_scenario
from sv_model.geometry import map_bounds, zone_shapes
from sv_model.loader import load_map
from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO
from sv_model.schemas.map import EdgeKind, GameMap, ZoneKind

if TYPE_CHECKING:
    import shapely

MINI_MAP = Path(__file__).parent / "data" / "mini" / "map.yaml"


@pytest.fixture(scope="module")
def roman_world() -> GameMap:
    return load_map(DEFAULT_MAP)


def test_play_mode_and_editor_fill_every_zone_alike(qtbot: QtBot, roman_world: GameMap) -> None:
    """Both front ends colour a zone from the kit's palette: same sea, same lands,
    same shades of a diocese."""
    scene = MapScene(roman_world)
    window = EditorWindow(MapDocument.open(DEFAULT_MAP))
    window.interactive = False
    qtbot.addWidget(window)
    shades = palette.diocese_shades(roman_world)
    for z in roman_world.zones:
        expected = palette.zone_fill(roman_world, z, shades).name()
        assert scene.zone_items[z.id].base.name() == expected, z.id
        assert window.scene.fill_of(z).name() == expected, z.id
    seas = {scene.zone_items[z.id].base.name() for z in roman_world.zones
            if z.kind is ZoneKind.SEA and not z.no_fleet}
    assert seas == {QColor(palette.SEA).name()}


def test_neighbouring_zones_of_a_diocese_never_share_a_shade(roman_world: GameMap) -> None:
    shades = palette.diocese_shades(roman_world)
    zones = {z.id: z for z in roman_world.zones}
    for e in roman_world.edges:
        a, b = zones[e.a], zones[e.b]
        if a.diocese and a.diocese == b.diocese:
            assert shades[a.id] != shades[b.id], (a.id, b.id)


def test_rivers_and_straits_look_the_same_everywhere(qtbot: QtBot, roman_world: GameMap) -> None:
    scene = MapScene(roman_world)
    window = EditorWindow(MapDocument.open(DEFAULT_MAP))
    window.interactive = False
    qtbot.addWidget(window)
    play_rivers = [i for i in scene.backdrop.items() if isinstance(i, RiverItem)]
    editor_rivers = window.scene.rivers
    assert len(play_rivers) == len(editor_rivers) == len(roman_world.rivers) > 0
    for item in [*play_rivers, *editor_rivers]:
        assert item.pen().color().name() == QColor(palette.RIVER).name()
        wanted = SIZES.river_major if item.river.major else SIZES.river_minor
        assert item.pen().widthF() == pytest.approx(px(wanted))
    straits = [i for i in scene.backdrop.items() if isinstance(i, StraitItem)]
    assert len(straits) == sum(e.kind is EdgeKind.STRAIT for e in roman_world.edges) > 0
    assert {s.pen.color().name() for s in straits} == {QColor(palette.STRAIT).name()}
    assert QColor(EDGE_STYLES[EdgeKind.RIVER][0]).name() == QColor(palette.RIVER).name()
    assert QColor(EDGE_STYLES[EdgeKind.STRAIT][0]).name() == QColor(palette.STRAIT).name()


def test_a_strait_mark_keeps_its_length_on_screen_at_every_zoom(roman_world: GameMap) -> None:
    shapes = zone_shapes(roman_world)
    edge = next(e for e in roman_world.edges if e.kind is EdgeKind.STRAIT)
    item = StraitItem(strait_crossing(shapes[edge.a], shapes[edge.b]), 1.0, QPointF,
                      "strait", pad=100.0)
    for scale in (0.05, 0.2, 1.0, 5.0):
        a, b = item.ends(scale)
        on_screen = ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5 * scale
        assert on_screen >= px(SIZES.strait_min_length) - 1e-6
        # it crosses from one zone into the other
        assert shapes[edge.a].distance(_point(a)) < shapes[edge.b].distance(_point(a)) or \
            shapes[edge.a].distance(_point(b)) < shapes[edge.b].distance(_point(b))


def _point(p: QPointF) -> shapely.Point:
    import shapely

    return shapely.Point(p.x(), p.y())


def test_map_image_lettering_is_in_points_so_print_stays_legible(qapp: QApplication, roman_world: GameMap) -> None:
    """A zone name is 9.75 points on paper whatever the dpi: at 300 dpi it is about
    300/96 times taller in pixels than at 96 dpi, on the same map."""
    heights = {}
    for dpi in (96.0, 300.0):
        image = QImage(3000, 2000, QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(round(dpi / 0.0254))
        image.setDotsPerMeterY(round(dpi / 0.0254))
        x0, _y0, x1, _y1 = map_bounds(roman_world)
        painter = MapPainter(roman_world, 3000 / (x1 - x0), image, dpi)
        text = painter.text("Pannonia Prima", map_font(SIZES.place_name), QColor("black"))
        heights[dpi] = text.box.height()
    assert heights[300.0] / heights[96.0] == pytest.approx(300 / 96, rel=0.12)
    assert heights[96.0] == pytest.approx(px(SIZES.place_name) * 1.17, rel=0.25)


def test_map_image_records_its_dpi(qapp: QApplication) -> None:
    image = render_map(load_map(MINI_MAP), 600, dpi=300)
    assert round(image.dotsPerMeterX() * 0.0254) == 300
    colours = {image.pixelColor(x, y).name() for x in range(0, 600, 5) for y in range(0, 400, 5)}
    assert QColor(palette.SEA).name() in colours


def test_the_zoom_policy_bounds_the_scale() -> None:
    from PySide6.QtCore import QRectF

    policy = ZoomPolicy(fit_fraction=0.5, max_over_fit=10.0)
    content = QRectF(0, 0, 1000, 500)
    low, high = policy.limits((500.0, 500.0), content)
    assert (low, high) == pytest.approx((0.25, 5.0))
    assert policy.clamp(1.0, 100.0, (500.0, 500.0), content) == pytest.approx(5.0)
    assert policy.clamp(1.0, 0.001, (500.0, 500.0), content) == pytest.approx(0.25)


def _editor(qtbot: QtBot) -> EditorWindow:
    window = EditorWindow(MapDocument.open(MINI_MAP))
    window.interactive = False
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_all()
    return window


def test_editor_zoom_has_limits(qtbot: QtBot) -> None:
    """Found in review: the editor's zoom had no limits (11.6)."""
    window = _editor(qtbot)
    fit = view_scale(window.view)
    for _ in range(40):
        window.view.zoom_by(3.0)
    deepest = view_scale(window.view)
    assert deepest <= fit * 800 * 1.05
    assert deepest >= fit * 100
    for _ in range(80):
        window.view.zoom_by(1 / 3.0)
    assert view_scale(window.view) >= fit * 0.1 * 0.95


def test_editor_wheel_zoom_holds_the_point_under_the_cursor(qtbot: QtBot) -> None:
    """Found in review: zooming in and out in the editor drifted (11.6). The map
    point under the cursor stays under it, in and out again."""
    window = _editor(qtbot)
    view = window.view
    cursor = QPointF(view.viewport().width() * 0.3, view.viewport().height() * 0.7)
    before = view.mapToScene(cursor.toPoint())
    for factor in (1.6, 1.6, 1.6, 1 / 1.6, 1 / 1.6, 1 / 1.6):
        view.zoom_by(factor, cursor)
        under = view.mapToScene(cursor.toPoint())
        pixel = 1 / view_scale(view)
        assert abs(under.x() - before.x()) <= 2 * pixel
        assert abs(under.y() - before.y()) <= 2 * pixel


def test_editor_wheel_event_zooms_about_the_cursor(qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent

    window = _editor(qtbot)
    view = window.view
    cursor = QPointF(200, 150)
    before = view.mapToScene(cursor.toPoint())
    scale = view_scale(view)
    event = QWheelEvent(cursor, view.viewport().mapToGlobal(cursor), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    view.wheelEvent(event)
    assert view_scale(view) > scale * 1.3
    after = view.mapToScene(cursor.toPoint())
    pixel = 1 / view_scale(view)
    assert abs(after.x() - before.x()) <= 2 * pixel and abs(after.y() - before.y()) <= 2 * pixel


def test_play_zoom_uses_the_same_policy(qtbot: QtBot) -> None:
    bundle = load_scenario(DEFAULT_SCENARIO)
    scene = MapScene(bundle.game_map)
    view = MapView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.set_map_scene(scene)  # as play mode does: the overview inset follows the scene
    view.show()
    qtbot.waitExposed(view)
    view.fit_map()
    for _ in range(60):
        view.zoom_by(2.0)
    assert view_scale(view) * scene.counter_size == pytest.approx(300.0, rel=0.02)
    view.setScene(None)  # let go of the scene before either is deleted


def test_map_labels_are_sized_in_points(qtbot: QtBot, roman_world: GameMap) -> None:
    scene = MapScene(roman_world)
    label = next(iter(scene.labels.values()))
    assert label.title_font.pointSizeF() in (SIZES.zone_name, SIZES.zone_name_outside)
    assert label.title_font.pixelSize() == -1  # not a pixel size
