"""Issue 15 item 3, layout: every stack, marker, MP bubble and zone name drawn for a zone lies
inside that zone's polygon, or, where the zone is too small, stands outside as a callout
joined by a leader line that ends inside the zone. Checked on the shipped map with the 305
scenario set up, against the zones' real polygons (shapely), at several zooms."""

from __future__ import annotations

from typing import Any

import pytest
import shapely
from gui_support import shown_map_view
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from sv_desktop.board.map_items import CalloutLine, HighlightLabel, ZoneMarkerBadge
from sv_desktop.board.map_labels import ZoneLabel
from sv_desktop.board.map_layout import step_scale
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.mapkit.label_layout import overlapping_pairs
from sv_model import load_scenario
from sv_model.geometry import zone_shapes
from sv_model.paths import DEFAULT_SCENARIO

VIEW_SIZE = (904, 957)  # the map's share of a 1600 x 1000 window, docks open
TOUCH_PX = 4.0  # an item next to its zone's callout belongs to it
SceneBox = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def bundle() -> Any:
    return load_scenario(DEFAULT_SCENARIO)


@pytest.fixture
def view(qtbot: Any, bundle: Any) -> MapView:
    v: MapView = shown_map_view(qtbot, bundle, VIEW_SIZE)
    return v


def _scene_polygons(scene: MapScene) -> dict[str, Any]:
    """Each zone's real polygon, in scene units."""
    t = scene.transform
    out = {}
    for zid, shape in zone_shapes(scene.game_map).items():
        out[zid] = shapely.affinity.affine_transform(
            shape, [t.k, 0, 0, t.k, -t.min_x * t.k, -t.min_y * t.k])
    return out


def _scene_box(item: QGraphicsItem, scale: float) -> SceneBox:
    """What ``item`` draws (a stack: its closed footprint), in scene units."""
    if item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations:
        p, r = item.scenePos(), item.boundingRect()
        return (p.x() + r.left() / scale, p.y() + r.top() / scale,
                p.x() + r.right() / scale, p.y() + r.bottom() / scale)
    r = item.mapToScene(item.shape().boundingRect()).boundingRect()
    return (r.left(), r.top(), r.right(), r.bottom())


def _scaled(box: SceneBox, scale: float) -> SceneBox:
    """``box`` in view pixels at ``scale``."""
    x0, y0, x1, y1 = box
    return (x0 * scale, y0 * scale, x1 * scale, y1 * scale)


def _zone_items(scene: MapScene) -> list[tuple[str, str, QGraphicsItem]]:
    """(zone, kind, item) for everything drawn for a zone."""
    out: list[tuple[str, str, QGraphicsItem]] = []
    for (zone, group), stack in scene.stacks.items():
        out.append((zone, f"stack {group}", stack))
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, ZoneLabel):
            out.append((item.zone.id, f"name {item.lod}", item))
        elif isinstance(item, HighlightLabel):
            out.append((item.zone_id, "bubble", item))
        elif isinstance(item, ZoneMarkerBadge):
            out.append((item.zone_id, "marker", item))
    return out


def _near(a: SceneBox, b: SceneBox, d: float) -> bool:
    return a[0] - d <= b[2] and b[0] - d <= a[2] and a[1] - d <= b[3] and b[1] - d <= a[3]


def misplaced(view: MapView) -> list[str]:
    """Items outside their zone that are not a callout joined to it by a leader line (or
    next to such a callout), and leader lines that do not end inside their zone."""
    scene = view.map_scene()
    assert scene is not None
    s = view.current_scale()
    polygons = _scene_polygons(scene)
    slack = 1.0 / s  # a pixel of rounding
    lines: dict[str, list[CalloutLine]] = {}
    problems = []
    for line in scene.callout_lines:
        lines.setdefault(line.zone_id, []).append(line)
        inner = line.inner()
        if not polygons[line.zone_id].contains(shapely.Point(inner.x(), inner.y())):
            problems.append(f"{line.zone_id}: leader line ends outside the zone")
    for zone, kind, item in _zone_items(scene):
        box = _scene_box(item, s)
        if polygons[zone].buffer(slack).contains(shapely.box(*box)):
            continue
        callouts = [ln.box() for ln in lines.get(zone, [])]
        if not any(_near(box, c, TOUCH_PX / s) for c in callouts):
            problems.append(f"{zone}: {kind} outside its zone, no callout")
    for zone, zone_lines in lines.items():
        for line in zone_lines:
            outer = line.outer()
            boxes = [_scene_box(i, s) for z, _k, i in _zone_items(scene) if z == zone]
            if not any(b[0] - slack <= outer.x() <= b[2] + slack
                       and b[1] - slack <= outer.y() <= b[3] + slack for b in boxes):
                problems.append(f"{zone}: leader line reaches none of its items")
    return problems


def _settle(view: MapView) -> None:
    """Settle the view on a layout step, where the layout was made: between two steps,
    names, bubbles and chips keep their size on screen, so they only shrink on the map
    towards their centres (staying in their zones) and a callout's number may stand a
    pixel or two further from it."""
    scene = view.map_scene()
    assert scene is not None
    view.zoom_by(step_scale(view.current_scale()) / view.current_scale())
    scene.finish_tiles()


def _no_overlaps(view: MapView) -> None:
    scene = view.map_scene()
    assert scene is not None
    s = view.current_scale()
    boxes = [((kind, zone), _scaled(_scene_box(item, s), s))
             for zone, kind, item in _zone_items(scene)]
    assert overlapping_pairs(boxes) == []


@pytest.mark.parametrize("zoom", [None, 1.0, 1.6, 3.0])
def test_every_item_lies_in_its_zone_or_is_a_callout(view: MapView, zoom: float | None
                                                    ) -> None:
    """None: play mode's default view (counters readable); a number: that much closer than
    the whole map."""
    if zoom is None:
        view.default_view()
    else:
        view.fit_map()
        view.zoom_by(zoom)
    _settle(view)
    assert misplaced(view) == []
    _no_overlaps(view)


def test_mp_bubbles_lie_in_their_zones_or_are_callouts(view: MapView) -> None:
    scene = view.map_scene()
    assert scene is not None
    zones = {z.id: (2, z.id.endswith("_3")) for z in scene.game_map.zones
             if z.diocese in ("italia", "moesiae", "thracia", "asia", "pannoniae")}
    for zoom in (1.0, 2.2):
        view.fit_map()
        view.zoom_by(zoom)
        scene.highlight_zones(zones, origin="italia_1")
        _settle(view)
        assert {h.zone_id for h in scene.highlight_labels if h.isVisible()} == set(zones)
        assert misplaced(view) == []
        _no_overlaps(view)


def test_small_zones_get_callouts_with_a_line_to_their_label_point(view: MapView) -> None:
    """Far out, the small Italian zones cannot hold their counters: they stand outside,
    each joined to its zone's label point by a thin line."""
    scene = view.map_scene()
    assert scene is not None
    view.fit_map()
    _settle(view)
    called = {line.zone_id for line in scene.callout_lines}
    assert called & {z for z, _g in scene.stacks if z.startswith("italia_")}
    for line in scene.callout_lines:
        a = scene.zone_anchor(line.zone_id)
        assert QPointF(line.inner() - a).manhattanLength() < 1e-6
        assert line.isVisible()
    view.zoom_by(8.0)  # closer in, more zones have room (chips give way to counters,
    _settle(view)       # which grow with the map: the smallest zones keep their callouts)
    assert len(scene.callout_lines) < len(called)


