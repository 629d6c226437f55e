"""The play-mode main window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow, QMessageBox

from sv_model import DataFileError, load_map, load_scenario
from sv_model.schemas.map import GameMap


class MapView(QGraphicsView):
    """A pannable view of the zones of a map."""

    def __init__(self) -> None:
        super().__init__()
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)

    def show_map(self, game_map: GameMap) -> None:
        scene = self.scene()
        scene.clear()
        for zone in game_map.zones:
            for ring in zone.polygons:
                scene.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            text = scene.addSimpleText(zone.name)
            text.setPos(zone.label[0], zone.label[1])
        self.fitInView(scene.itemsBoundingRect())


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Semper Victor")
        self.map_view = MapView()
        self.setCentralWidget(self.map_view)
        self.resize(1280, 860)

    def open_scenario_or_map(self, scenario: Path, fallback_map: Path) -> None:
        try:
            if scenario.is_file():
                self.map_view.show_map(load_scenario(scenario).game_map)
            else:
                self.map_view.show_map(load_map(fallback_map))
        except DataFileError as exc:
            QMessageBox.critical(self, "Cannot open file", str(exc))
