"""The map scene, the map view and the counters (no engine needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

from sv_desktop.board.board_view import Catalogue, board_from_scenario, describe_zone, unit_spec
from sv_desktop.board.counters import (
    RENDER_SIZE,
    CounterSpec,
    PieceKind,
    TitleMarker,
    counter_pixmap,
    render_counter,
)
from sv_desktop.board.map_labels import NUMBER, ZoneLabel
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.mapkit.items import ZoneItem
from sv_desktop.board.theme import mix
from sv_model import load_scenario
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side


@pytest.fixture
def bundle(mini_dir: Path) -> ScenarioBundle:
    return load_scenario(mini_dir / "scenario.yaml")


@pytest.fixture
def scene(qapp: QApplication, bundle: ScenarioBundle) -> MapScene:
    s = MapScene(bundle.game_map)
    s.set_board(board_from_scenario(bundle))
    return s


def test_scene_has_every_zone_and_its_label(scene: MapScene, bundle: ScenarioBundle) -> None:
    assert set(scene.zone_items) == {z.id for z in bundle.game_map.zones}
    assert set(scene.labels) == set(scene.zone_items)
    for z in bundle.game_map.zones:
        assert scene.zone_at(scene.zone_anchor(z.id)) == z.id


def test_rivers_are_drawn_with_their_rule(scene: MapScene, bundle: ScenarioBundle) -> None:
    tips = [i.toolTip() for i in scene.backdrop.items() if isinstance(i, QGraphicsPathItem)
            and not isinstance(i, ZoneItem)]
    assert any("Rhenus" in t and "7.2" in t for t in tips)
    text = describe_zone(Catalogue.of(bundle), board_from_scenario(bundle), "franci")
    assert "Rhenus" in text and "+1 MP" in text


def test_map_tiles_show_the_zones_and_follow_control(scene: MapScene) -> None:
    key = scene.tiles.keys_for(-2, scene.zone_items["galliae_2"].sceneBoundingRect())[0]
    centre = scene.zone_items["galliae_2"].sceneBoundingRect().center()
    rect = scene.tiles.tile_rect(key)
    px = ((centre.x() - rect.left()) / rect.width() * 512, (centre.y() - rect.top())
          / rect.height() * 512)
    before = QColor(scene.tiles.render(key).pixel(int(px[0]), int(px[1])))
    assert before == scene.zone_items["galliae_2"].fill_colour()
    version = scene.tiles.version
    scene.set_control({"galliae": Side.PRIMUS, "italia": Side.PRIMUS})
    assert scene.tiles.version == version + 1  # stale tiles are refreshed lazily
    after = QColor(scene.tiles.render(key).pixel(int(px[0]), int(px[1])))
    assert after != before and after == scene.zone_items["galliae_2"].fill_colour()


def test_control_tints_the_zones(scene: MapScene) -> None:
    g1 = scene.zone_items["galliae_1"]
    secundus = g1.fill_colour().name()
    scene.set_control({"galliae": Side.PRIMUS, "italia": Side.PRIMUS})
    assert g1.fill_colour().name() != secundus
    assert scene.labels["galliae_1"].controller is Side.PRIMUS  # the control marker (3.7.3)
    assert scene.labels["galliae_2"].controller is None


def test_stacks_hold_the_set_up_pieces(scene: MapScene) -> None:
    stack = scene.stack("galliae_1", "SECONDUS")
    assert stack is not None
    assert stack.piece_ids() == ["constantin", "cornuti"]  # leaders on top
    assert stack.badge.isVisible() and stack.badge.count == 2
    neutral = scene.stack("franci", "neutral")
    assert neutral is not None and set(neutral.piece_ids()) == {"ascaric", "franci_1"}


def test_stack_fans_out_and_collapses(scene: MapScene) -> None:
    stack = scene.stack("galliae_1", "SECONDUS")
    assert stack is not None
    compact = {pid: item.pos() for pid, item in stack.items.items()}
    stack.set_fanned(True)
    fanned = {pid: item.pos() for pid, item in stack.items.items()}
    a, b = fanned["constantin"], fanned["cornuti"]
    assert abs(a.x() - b.x()) >= scene.counter_size  # side by side, not overlapping
    assert not stack.badge.isVisible()
    stack.set_fanned(False)
    assert {pid: item.pos() for pid, item in stack.items.items()} == compact


def test_set_board_reuses_counter_items(scene: MapScene, bundle: ScenarioBundle) -> None:
    stack = scene.stack("galliae_1", "SECONDUS")
    assert stack is not None
    item = stack.items["cornuti"]
    board = board_from_scenario(bundle)
    moved = [p for p in board.pieces if p.id != "constantin"]
    board.pieces = moved
    scene.set_board(board)
    same = scene.stack("galliae_1", "SECONDUS")
    assert same is stack and stack.items["cornuti"] is item
    assert stack.piece_ids() == ["cornuti"]


def test_zone_tooltip_names_owner_features_and_contents(bundle: ScenarioBundle) -> None:
    cat = Catalogue.of(bundle)
    text = describe_zone(cat, board_from_scenario(bundle), "italia_1")
    assert "Aemilia" not in text  # the mini map's zone is simply "Italia 1"
    for expected in ("Italia 1", "PRIMUS", "Mediolanum", "Misenum", "Maxence"):
        assert expected in text


def _shown_view(qtbot: Any, scene: MapScene) -> MapView:
    view = MapView()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.set_map_scene(scene)
    view.show()
    qtbot.waitExposed(view)
    view.fit_map()
    return view


def _detail(label: ZoneLabel) -> int:
    """How much a zone's name shows: -1 hidden, then number, city, ..., full name."""
    return -1 if not label.isVisible() else NUMBER + 1 - label.lod


def test_view_zooms_around_the_cursor_and_changes_label_detail(qtbot: Any, scene: MapScene) -> None:
    view = _shown_view(qtbot, scene)
    labels = list(scene.labels.values())
    before_scale = view.current_scale()
    before = [_detail(label) for label in labels]
    cursor = QPointF(600, 200)
    under = view.mapToScene(cursor.toPoint())
    view.zoom_by(3.0, cursor)
    assert view.current_scale() == pytest.approx(3 * before_scale)
    after = view.mapToScene(cursor.toPoint())
    assert abs(after.x() - under.x()) < 3 / view.current_scale() + 1
    assert abs(after.y() - under.y()) < 3 / view.current_scale() + 1
    scene.finish_tiles()  # the layout of names once the view settles
    closer = [_detail(label) for label in labels]
    assert all(c >= b for c, b in zip(closer, before, strict=True))
    view.zoom_by(0.1)
    scene.finish_tiles()
    assert view.current_scale() < before_scale
    assert all(_detail(label) <= c for label, c in zip(labels, closer, strict=True))


def test_wheel_zoom_is_animated_and_bounded(qtbot: Any, scene: MapScene) -> None:
    view = _shown_view(qtbot, scene)
    before = view.current_scale()
    pos = QPointF(400, 300)
    event = QWheelEvent(pos, view.viewport().mapToGlobal(pos), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(lambda: view.current_scale() > before * 1.5, timeout=2000)
    for _ in range(40):
        view.zoom_by(2.0)
    assert view.current_scale() * scene.counter_size <= 301  # never absurdly deep


def test_hovering_a_zone_asks_for_its_description(qtbot: Any, scene: MapScene) -> None:
    view = _shown_view(qtbot, scene)
    asked: list[str] = []

    def describe(zone: str) -> str:
        asked.append(zone)
        return f"zone {zone}"

    view.describe_zone = describe
    corner = scene.zone_items["galliae_2"].sceneBoundingRect().bottomLeft()
    point = view.mapFromScene(corner) + QPoint(8, -8)
    qtbot.mouseMove(view.viewport(), point)
    assert asked == ["galliae_2"]


def test_clicking_a_zone_emits_it(qtbot: Any, scene: MapScene) -> None:
    view = _shown_view(qtbot, scene)
    corner = scene.zone_items["italia_1"].sceneBoundingRect().topRight()
    point = view.mapFromScene(corner) + QPoint(-6, 6)
    with qtbot.waitSignal(view.zone_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == ["italia_1"]


def _image(spec: CounterSpec) -> QImage:
    return render_counter(spec).toImage()


def test_both_faces_render_and_differ(qapp: QApplication, bundle: ScenarioBundle) -> None:
    cat = Catalogue.of(bundle)
    unit = cat.units["cornuti"]
    normal = unit_spec(cat, unit, Side.PRIMUS, weakened=False)
    weak = unit_spec(cat, unit, Side.PRIMUS, weakened=True)
    assert normal.ratings == (8, 3, 1) and weak.ratings == (4, 2, 0)
    a, b = _image(normal), _image(weak)
    assert a.size() == b.size()
    centre = a.width() // 2, a.height() // 2
    assert QColor(a.pixel(*centre)) != QColor(b.pixel(*centre))  # a paler face
    assert counter_pixmap(normal).cacheKey() == counter_pixmap(normal).cacheKey()


def test_title_markers_raise_the_counter(qapp: QApplication) -> None:
    plain = CounterSpec(PieceKind.LEADER, "Galère", "#a8322a", ratings=(4, 3, 2), pc=4)
    titled = CounterSpec(PieceKind.LEADER, "Galère", "#a8322a", ratings=(4, 3, 2), pc=4,
                         markers=(TitleMarker.PRIMUS_AUGUSTUS, TitleMarker.PROTECTORES))
    assert render_counter(plain).height() == RENDER_SIZE
    assert render_counter(titled).height() > RENDER_SIZE


@settings(max_examples=25, deadline=None)
@given(kind=st.sampled_from(list(PieceKind)), ratings=st.tuples(*[st.integers(0, 50)] * 3),
       weakened=st.booleans(), pax=st.booleans(),
       markers=st.lists(st.sampled_from(list(TitleMarker)), max_size=3, unique=True))
def test_any_counter_renders_to_its_size(qapp: QApplication, kind: PieceKind,
                                         ratings: tuple[int, int, int], weakened: bool,
                                         pax: bool, markers: list[TitleMarker]) -> None:
    spec = CounterSpec(kind, "Name of a counter", "#4f7b3b", band="#c9a93b", ratings=ratings,
                       weakened=weakened, pax_romana=pax, markers=tuple(markers))
    pm = render_counter(spec)
    assert (pm.width(), pm.height()) == (RENDER_SIZE, spec.pixmap_height)
    image = pm.toImage()
    assert QColor(image.pixel(RENDER_SIZE // 2, spec.pixmap_height - RENDER_SIZE // 2)).alpha() \
        == 255


def test_mix_endpoints() -> None:
    assert mix("#102030", "#f0e0d0", 0).name() == "#102030"
    assert mix("#102030", "#f0e0d0", 1).name() == "#f0e0d0"


def test_qt_binding_keeps_none_alive(qapp: QApplication) -> None:
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every void call,
    which crashes a long game; pyproject pins a safe version and this guards it."""
    import sys

    colour = QColor("#123456")
    before = sys.getrefcount(None)
    for _ in range(2000):
        colour.setAlpha(3)
    assert abs(sys.getrefcount(None) - before) < 50


def test_a_pinned_stack_closes_when_its_pieces_change(scene: MapScene, bundle: ScenarioBundle) -> None:
    """Issue 15 item 9: a stack clicked open must not stay fanned once its group has gone."""
    from dataclasses import replace

    board = board_from_scenario(bundle)
    stack = next(s for s in scene.stacks.values() if len(s.pieces) > 1)
    stack.pinned = True
    stack.set_fanned(True)
    leaving = stack.pieces[0]
    elsewhere = next(z for z in scene.zones if z != leaving.zone)
    moved = replace(board, pieces=[replace(p, zone=elsewhere) if p.id == leaving.id else p
                                   for p in board.pieces])
    scene.set_board(moved)
    assert not stack.pinned
    other = next(s for s in scene.stacks.values() if len(s.pieces) > 1)
    other.pinned = True
    scene.set_board(moved)  # nothing changed there: it stays open
    assert other.pinned


def test_a_click_on_an_mp_bubble_means_its_zone(qtbot: Any, scene: MapScene, bundle: ScenarioBundle) -> None:
    """Issue 15 item 3: a bubble that sticks out over a neighbour is a click target for its
    own zone (a click on "1 MP — halts" used to act on the zone beneath it)."""
    view = _shown_view(qtbot, scene)
    a, b = (z.id for z in bundle.game_map.zones[:2])
    scene.label_zone(a, "1 MP — halts", halts=True)
    label = scene.highlight_labels[-1]
    label.setPos(scene.zone_anchor(b))  # pushed over the neighbour
    point = view.mapFromScene(scene.zone_anchor(b))
    assert scene.zone_at(scene.zone_anchor(b)) == b
    assert view.zone_under(point) == a
    with qtbot.waitSignal(view.zone_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [a]
    scene.clear_highlight()
    assert view.zone_under(point) == b
