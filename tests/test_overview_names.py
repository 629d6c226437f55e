"""Overview map names on their zones (issue 38, major 3): on A4 and A3, for every shipped
map, each zone's name lies on its zone, or is joined to it by a leader line, or is a
number on the zone keyed in the list on the page; none is left out, none overlap."""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from sv_desktop.board.board_view import BoardView
from sv_desktop.board.mapkit.label_layout import overlapping_pairs
from sv_desktop.sheets.content import setup_content
from sv_desktop.sheets.overview import OverviewLayout, leader_start, paint_overview
from sv_desktop.sheets.pages import Canvas, Paper, page_size_pt
from sv_model.geometry import map_bounds, zone_shapes
from sv_model.loader import load_map, load_scenario
from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO
from sv_model.schemas.map import GameMap

MAPS = sorted(DEFAULT_MAP.parent.glob("*.yaml"))
MAX_LEADER = 130.0  # points: a letter may go up to 120 pt away, with its leader line


def _layout(m: GameMap, paper: Paper, board: BoardView) -> OverviewLayout:
    size = page_size_pt(paper, landscape=True)
    image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        return paint_overview(Canvas(painter, image), m, board, size.width(),
                              size.height(), "t")
    finally:
        painter.end()


def _on_page(lay: OverviewLayout, m: GameMap, box: tuple[float, float, float, float]
             ) -> shapely.Geometry:
    x0, y0, _x1, _y1 = map_bounds(m)
    s, left, top = lay.scale, lay.area.left(), lay.area.top()
    return shapely.box((box[0] - left) / s + x0, (box[1] - top) / s + y0,
                       (box[2] - left) / s + x0, (box[3] - top) / s + y0)


@pytest.mark.parametrize("board", ["empty", "305"])
@pytest.mark.parametrize("paper", [Paper.A4, Paper.A3])
@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_every_name_on_its_zone_by_a_leader_or_keyed(qapp: object, path: Path,
                                                      paper: Paper, board: str) -> None:
    """With no badge but the zones' numbers, and with the badges of 305's set-up."""
    m = load_map(path)
    pieces = BoardView()
    if board == "305" and path == DEFAULT_MAP:
        pieces = setup_content(load_scenario(DEFAULT_SCENARIO)).board
    lay = _layout(m, paper, pieces)
    shapes = zone_shapes(m)
    x0, y0, _x1, _y1 = map_bounds(m)
    named = {lab.zone: lab for lab in lay.labels if lab.zone is not None}
    keyed = {zone: (mark, name) for mark, zone, name in lay.key}
    badges = {b.zone: b for b in lay.badges}
    assert set(named) | set(keyed) == {z.id for z in m.zones}  # none left out
    for z in m.zones:
        if z.id in keyed:
            mark, name = keyed[z.id]
            assert name == z.name
            if z.id not in named:  # a diocese's zone: its badge, with its number, marks it
                badge = badges[z.id]
                assert badge.number == z.number and mark.endswith(f" {z.number}")
                assert shapes[z.id].distance(_on_page(lay, m, badge.box)) * lay.scale < 15
                continue
            assert named[z.id].text == mark
        label = named[z.id]
        if z.id not in keyed:
            assert label.text in (z.name, z.name.upper())
        if label.leader is None:
            assert shapes[z.id].intersects(_on_page(lay, m, label.box)), z.id
        else:
            tx, ty = label.leader
            point = shapely.Point((tx - lay.area.left()) / lay.scale + x0,
                                  (ty - lay.area.top()) / lay.scale + y0)
            assert shapes[z.id].buffer(1e-6).contains(point), z.id
            sx, sy = leader_start(label)
            assert ((sx - tx) ** 2 + (sy - ty) ** 2) ** 0.5 <= MAX_LEADER, z.id
    assert overlapping_pairs(lay.text_boxes()) == []
    if lay.key:
        assert lay.key_box is not None
        kx0, ky0, kx1, ky1 = lay.key_box
        area = lay.area
        assert area.contains(QRectF(kx0, ky0, kx1 - kx0, ky1 - ky0))
