"""Map legibility: names, chips and stacks laid out without overlaps at every zoom, on
the shipped 305 scenario, and the placement they rest on (``label_layout``)."""

from __future__ import annotations

from typing import Any

import pytest
from gui_support import shown_map_view
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsItem

from sv_desktop.board.map_items import HighlightLabel, ZoneMarkerBadge
from sv_desktop.board.map_labels import HIDDEN, NUMBER, DioceseLabel, ZoneLabel, wrap_name
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.mapkit.label_layout import (
    BoxIndex,
    Candidate,
    Memo,
    grow,
    overlapping_pairs,
    overlaps,
    place,
)
from sv_desktop.board.stacks import CHIP_PX, FAN_PX, chip_pixmap
from sv_model import load_scenario
from sv_model.paths import DEFAULT_SCENARIO
from sv_model.schemas.map import ZoneKind

VIEW_SIZE = (820, 960)  # the map's share of a 1600 x 1000 window, docks open
Named = tuple[tuple[str, str], tuple[float, float, float, float]]


# -- placement without Qt -------------------------------------------------------------------
boxes = st.tuples(st.floats(0, 300), st.floats(0, 300), st.floats(1, 80), st.floats(1, 40)
                  ).map(lambda t: (t[0], t[1], t[0] + t[2], t[1] + t[3]))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(boxes, min_size=1, max_size=5), st.booleans()),
                max_size=30), st.floats(0, 4))
def test_placed_boxes_never_overlap_unless_forced(cands: list[Any], gap: float) -> None:
    candidates = [Candidate(i, choices, forced) for i, (choices, forced) in enumerate(cands)]
    chosen = place(candidates, BoxIndex(), gap)
    for i, (choices, forced) in enumerate(cands):
        if forced:
            assert i in chosen  # a stack is never hidden
        if i in chosen:
            assert chosen[i][1] == choices[chosen[i][0]]
    for i, (_n, box) in chosen.items():  # a free box touches none placed before it
        if not cands[i][1]:
            for j, (_m, other) in chosen.items():
                if j < i:
                    assert not overlaps(grow(box, gap), other)


def test_placement_takes_the_first_free_choice_in_priority_order() -> None:
    a, b = (0.0, 0.0, 10.0, 10.0), (20.0, 0.0, 30.0, 10.0)
    chosen = place([Candidate("first", [a]), Candidate("second", [a, b]),
                    Candidate("third", [a, b])], BoxIndex())
    assert chosen == {"first": (0, a), "second": (1, b)}


def test_memo_replays_what_it_computed_and_goes_on() -> None:
    produced: list[int] = []

    def source() -> Any:
        for i in range(4):
            produced.append(i)
            yield i

    memo = Memo(source())
    assert next(iter(memo)) == 0 and produced == [0]
    assert list(memo) == [0, 1, 2, 3] and produced == [0, 1, 2, 3]
    assert list(memo) == [0, 1, 2, 3] and produced == [0, 1, 2, 3]  # not run again


def test_long_names_wrap_on_two_balanced_lines() -> None:
    assert wrap_name("Raetia") == ("Raetia",)
    assert wrap_name("Lugdunensis Prima et Senonia") == ("Lugdunensis", "Prima et Senonia")
    assert wrap_name("Picti Septentrionales") == ("Picti", "Septentrionales")


# -- the shipped scenario -------------------------------------------------------------------
@pytest.fixture(scope="module")
def bundle() -> Any:
    return load_scenario(DEFAULT_SCENARIO)


@pytest.fixture
def view(qtbot: Any, bundle: Any) -> MapView:
    v: MapView = shown_map_view(qtbot, bundle, VIEW_SIZE)
    v.fit_map()
    return v


def _scene(view: MapView) -> MapScene:
    scene = view.map_scene()
    assert scene is not None
    return scene


def _device_box(view: MapView, item: QGraphicsItem) -> tuple[float, float, float, float]:
    """Where ``item`` is drawn (names) or answers the mouse (stacks), in view pixels."""
    if item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations:
        p, r = view.mapFromScene(item.scenePos()), item.boundingRect()
        return (p.x() + r.left(), p.y() + r.top(), p.x() + r.right(), p.y() + r.bottom())
    box = view.mapFromScene(item.mapToScene(item.shape().boundingRect())).boundingRect()
    return (box.left(), box.top(), box.right(), box.bottom())


def _drawn(view: MapView) -> tuple[list[Named], list[Named]]:
    """The names, bubbles and markers shown, and the stacks, with their boxes."""
    scene = _scene(view)
    names: list[Named] = []
    for item in scene.items():
        if isinstance(item, ZoneLabel | DioceseLabel | HighlightLabel | ZoneMarkerBadge) \
                and item.isVisible():
            key = item.zone.id if isinstance(item, ZoneLabel) else \
                item.diocese_id if isinstance(item, DioceseLabel) else item.zone_id
            names.append(((type(item).__name__, key), _device_box(view, item)))
    stacks = [(("stack", f"{s.zone_id}/{s.stack_group}"), _device_box(view, s))
              for s in scene.stacks.values()]
    return names, stacks


def _assert_legible(view: MapView) -> None:
    names, stacks = _drawn(view)
    assert overlapping_pairs(names + stacks) == []


@pytest.mark.parametrize("zoom", [1.0, 2.0, 5.0])
def test_nothing_overlaps_at_fit_and_zoomed_in(view: MapView, zoom: float) -> None:
    view.zoom_by(zoom)
    _scene(view).finish_tiles()  # as the view looks once it stops moving
    _assert_legible(view)
    scene = _scene(view)
    for zid in scene.zones:  # a click on a zone's label point reaches the zone
        assert scene.stack_at(scene.zone_anchor(zid)) is None, zid


def test_nothing_overlaps_while_zooming_before_the_view_settles(view: MapView) -> None:
    for factor in (1.3, 1.3, 2.0, 0.7, 0.5, 0.8, 3.5, 0.4):
        view.zoom_by(factor)  # no settling between the steps of a wheel zoom
        _assert_legible(view)


def test_far_out_dioceses_and_chips_close_in_names_and_counters(view: MapView) -> None:
    scene = _scene(view)
    shown = [d for d, item in scene.diocese_labels.items() if item.isVisible()]
    assert len(shown) >= 10  # of 12
    assert all(s.chip for s in scene.stacks.values())
    chip = _device_box(view, next(iter(scene.stacks.values())))
    assert chip[2] - chip[0] == pytest.approx(CHIP_PX * 1.16, abs=2)
    numbers = [z for z, lab in scene.labels.items() if lab.isVisible() and lab.lod == NUMBER]
    assert len(numbers) >= 25  # zones too small to name show their number (inside the zone)
    view.zoom_by(5.0)
    scene.finish_tiles()
    assert not any(s.chip for s in scene.stacks.values())
    named = [z for z, lab in scene.labels.items() if lab.lod not in (HIDDEN, NUMBER)
             and lab.isVisible()]
    assert len(named) >= 100
    assert sum(item.isVisible() for item in scene.diocese_labels.values()) < len(shown)


def test_hovering_a_chip_opens_it_magnified(qtbot: Any, view: MapView) -> None:
    scene = _scene(view)
    stack = scene.stack("italia_1", "SECONDUS")
    assert stack is not None and stack.chip
    assert stack.piece_at(stack.scenePos()) == stack.pieces[0].id  # a closed chip: top piece
    qtbot.mouseMove(view.viewport(), view.mapFromScene(stack.scenePos()))
    qtbot.waitUntil(lambda: stack.fanned, timeout=1000)
    counter = _device_box(view, stack.items[stack.pieces[0].id])
    assert counter[2] - counter[0] >= FAN_PX - 2  # readable counters
    qtbot.mouseMove(view.viewport(), view.mapFromScene(stack.scenePos()) + QPoint(0, 300))
    qtbot.waitUntil(lambda: not stack.fanned, timeout=1000)
    assert all(not item.isVisible() for item in stack.items.values())
    assert chip_pixmap(stack.chip_colour(), 3, True).cacheKey() == \
        chip_pixmap(stack.chip_colour(), 3, True).cacheKey()


def test_mp_costs_show_beside_their_zones_and_names_yield(view: MapView) -> None:
    scene = _scene(view)
    zones = {z.id: (2, z.id.endswith("_3")) for z in scene.game_map.zones
             if z.diocese in ("galliae", "italia", "viennensis", "pannoniae")}
    scene.highlight_zones(zones, origin="italia_1")
    assert {h.zone_id for h in scene.highlight_labels if h.isVisible()} == set(zones)
    _assert_legible(view)
    scene.clear_highlight()
    assert scene.highlight_labels == []
    _assert_legible(view)


def test_fit_shows_the_empire_and_every_stack_in_more_room(view: MapView) -> None:
    scene = _scene(view)
    fit, whole = scene.fit_rect(), scene.map_rect()
    assert fit.width() < whole.width()
    for zid, item in scene.zone_items.items():
        if scene.zones[zid].kind is ZoneKind.DIOCESE or (zid, "neutral") in scene.stacks:
            assert fit.contains(item.sceneBoundingRect()), zid
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(fit)


def test_overview_steps_aside_while_the_whole_map_shows(view: MapView) -> None:
    view.overview.setVisible(True)  # View > Overview on
    view.fit_map()
    assert not view.overview.isVisible()
    view.zoom_by(3.0)
    assert view.overview.isVisible()
    view.overview.follow_view()
    assert view.overview.corner in {(0, 0), (0, 1), (1, 0), (1, 1)}
    view.overview.setVisible(False)  # turned off: stays off
    view.zoom_by(1.5)
    assert not view.overview.isVisible()
