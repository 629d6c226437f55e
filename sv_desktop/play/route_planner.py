"""The route planner: a leader's move planned zone by zone, with units left on the way.

A leader may leave units he carries in the zones he passes through (3.4.1;
``Move.drop``). The planner opens in the Decision panel when the player
Shift+clicks (or right-clicks) a destination for the selected leader: the
route is drawn on the map, each carried unit gets a "goes to / stays in"
choice, and the engine checks the planned move at every change, so the Move
button is offered only for a legal move.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import language, translate
from sv_model.engine.decisions import DecisionKind

if TYPE_CHECKING:  # the engine is imported once a game starts, not at start-up
    from collections.abc import Mapping

    from PySide6.QtWidgets import QDockWidget, QStatusBar

    from sv_desktop.board.map_scene import MapScene
    from sv_desktop.panels.decision_panel import DecisionPanel
    from sv_desktop.play.controller import GameController
    from sv_model.engine.actions import Action, Move
    from sv_model.engine.core import Decision
    from sv_model.engine.game import Game
    from sv_model.games.semper_victor.movement_query import ReachInfo

Check = Callable[["Move"], "str | None"]  # the engine's refusal, None if legal
Cost = Callable[[str, str], int]  # MP to step from one zone to the next (7.2)
Name = Callable[[str], str]
ALL_THE_WAY = -1


class RoutePlanner(QWidget):
    """Plans one ``Move``; emits ``confirmed(move)``, ``cancelled`` and ``changed``."""

    confirmed = Signal(object)
    cancelled = Signal()
    changed = Signal()

    def __init__(self, leader: str, units: tuple[str, ...], start: str, path: tuple[str, ...],
                 *, name: Name, cost: Cost, check: Check,
                 icons: dict[str, QPixmap] | None = None) -> None:
        super().__init__()
        self.leader, self.units, self.start = leader, units, start
        self.route: list[str] = list(path)
        self.drops: dict[str, int] = {}
        self._name, self._cost, self._check = name, cost, check
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.path_label = QLabel()
        self.path_label.setWordWrap(True)
        self.path_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.path_label)
        self.problem = QLabel()  # the engine's verdict on the plan, and the Move button
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addLayout(self._buttons())
        self.stops: dict[str, QComboBox] = {}
        layout.addLayout(self._stop_rows(icons or {}))
        help_text = QLabel(translate(
            "RoutePlanner", "On the map, click a zone next to the end of the route to go on, "
            "or a zone of the route to stop there. The leader goes no further than his last "
            "unit (3.4.1)."))
        help_text.setWordWrap(True)
        help_text.setStyleSheet("color:#4a3d24")
        layout.addWidget(help_text)
        self._filling = False
        self._refresh()

    def _buttons(self) -> QHBoxLayout:
        """Move (offered only for a legal plan) and Cancel."""
        buttons = QHBoxLayout()
        self.move_button = QPushButton(translate("RoutePlanner", "Move"))
        self.move_button.setStyleSheet("font-weight:bold;padding:6px")
        self.move_button.clicked.connect(self._confirm)
        self.cancel_button = QPushButton(translate("RoutePlanner", "Cancel (Esc)"))
        self.cancel_button.clicked.connect(self.cancelled.emit)
        buttons.addWidget(self.move_button)
        buttons.addWidget(self.cancel_button)
        return buttons

    def _stop_rows(self, icons: dict[str, QPixmap]) -> QGridLayout:
        """One row per carried unit: its counter, its name, and where it stops."""
        grid = QGridLayout()
        for row, unit in enumerate(self.units):
            icon = QLabel()
            if unit in icons:
                icon.setPixmap(icons[unit].scaled(QSize(30, 30),
                                                  Qt.AspectRatioMode.KeepAspectRatio,
                                                  Qt.TransformationMode.SmoothTransformation))
            grid.addWidget(icon, row, 0)
            grid.addWidget(QLabel(escape(self._name(unit))), row, 1)
            combo = QComboBox()
            # long zone names (and French) must not widen the Decision dock: the combo
            # takes the room there is, its list shows the whole of each choice
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            combo.currentIndexChanged.connect(lambda _i, u=unit: self._stop_changed(u))
            grid.addWidget(combo, row, 2)
            self.stops[unit] = combo
        grid.setColumnStretch(2, 1)
        return grid

    # -- the plan -------------------------------------------------------------------------
    def planned_move(self) -> Move:
        from sv_model.engine.actions import Move

        drop = tuple((u, i) for u, i in self.drops.items() if 0 <= i < len(self.route) - 1)
        return Move(self.leader, self.units, tuple(self.route), drop)

    def costs(self) -> list[int]:
        """MP spent on reaching each zone of the route, cumulated."""
        out, total, here = [], 0, self.start
        for zone in self.route:
            total += self._cost(here, zone)
            out.append(total)
            here = zone
        return out

    def end(self) -> str:
        return self.route[-1] if self.route else self.start

    def staying(self, index: int) -> list[str]:
        """Units left in the route's zone number ``index``."""
        return [u for u in self.units if self.drops.get(u) == index]

    def refusal(self) -> str | None:
        if not self.route:
            return translate("RoutePlanner", "Choose at least one zone to enter (7.2).")
        return self._check(self.planned_move())

    def zone_clicked(self, zone: str) -> bool:
        """Stop the route at ``zone`` if it is on it, else go on to it if it is next to the
        end. False if the zone is neither."""
        if zone in self.route:
            del self.route[self.route.index(zone) + 1:]
        elif zone == self.start:
            self.route.clear()
        elif self._cost(self.end(), zone) > 0:
            self.route.append(zone)
        else:
            return False
        self.drops = {u: i for u, i in self.drops.items() if i < len(self.route) - 1}
        self._refresh()
        return True

    def set_stop(self, unit: str, index: int) -> None:
        """Leave ``unit`` in zone number ``index`` of the route (ALL_THE_WAY: the end)."""
        combo = self.stops[unit]
        combo.setCurrentIndex(max(0, combo.findData(index)))

    # -- display --------------------------------------------------------------------------
    def _refresh(self) -> None:
        self._filling = True
        stops = self.route[:-1]
        for unit, combo in self.stops.items():
            combo.clear()
            end = self._name(self.end()) if self.route else "—"
            combo.addItem(translate("RoutePlanner", "goes on to {zone}").format(zone=end),
                          ALL_THE_WAY)
            for index, zone in enumerate(stops):
                combo.addItem(translate("RoutePlanner", "stays in {zone} (step {step})").format(
                    zone=self._name(zone), step=index + 1), index)
            combo.setCurrentIndex(max(0, combo.findData(self.drops.get(unit, ALL_THE_WAY))))
            combo.setToolTip(translate(  # the whole choice, which a narrow dock cuts
                "RoutePlanner", "Where {unit} ends this move (3.4.1): {choice}").format(
                    unit=self._name(unit), choice=combo.currentText()))
        self._filling = False
        steps = [escape(self._name(self.start))] + [
            f"{escape(self._name(z))} <small>"
            + translate("RoutePlanner", "({mp} MP)").format(mp=c) + "</small>"
            for z, c in zip(self.route, self.costs(), strict=True)]
        route_of = translate("RoutePlanner", "Route of {leader}").format(
            leader=escape(self._name(self.leader)))
        path = f"<b>{route_of}</b><br>{' → '.join(steps)}"
        self.path_label.setText(path)
        problem = self.refusal()
        self.move_button.setEnabled(problem is None)
        if problem is None:
            legal = translate("RoutePlanner", "A legal move: {mp} MP.").format(
                mp=self.costs()[-1])
            verdict = f"<span style='color:#1f6b35'>{legal}</span>"
        else:
            verdict = f"<span style='color:#a01f14'>{escape(problem)}</span>"
        self.problem.setText(verdict)
        self.changed.emit()

    def _stop_changed(self, unit: str) -> None:
        if self._filling:
            return
        index = self.stops[unit].currentData()
        if index is None or index == ALL_THE_WAY:
            self.drops.pop(unit, None)
        else:
            self.drops[unit] = int(index)
        self._refresh()

    def _confirm(self) -> None:
        if self.refusal() is None:
            self.confirmed.emit(self.planned_move())


def draw_route(scene: MapScene, start: str, planner: RoutePlanner,
               next_steps: dict[str, int], name: Name) -> None:
    """The planned route on the map: the start, each step with its MP (from the start)
    and the units left there, the end, and in green the zones it may go on to."""
    scene.highlight_zones({z: (cost, False) for z, cost in next_steps.items()}, start)
    route = planner.route
    for index, (zone, total) in enumerate(zip(route, planner.costs(), strict=True)):
        if zone not in scene.zone_items:
            continue
        scene.set_zone_highlight(zone, "target" if index == len(route) - 1 else "choice")
        staying = planner.staying(index)
        text = translate("RoutePlanner", "{step} · {mp} MP").format(step=index + 1, mp=total)
        if staying:
            text += " · " + translate("RoutePlanner", "{units} stay").format(
                units=", ".join(name(u) for u in staying))
        scene.label_zone(zone, text)


class RouteSession:
    """One open route planner: it takes the map's clicks until the move or Esc."""

    def __init__(self, game: Game, scene: MapScene, leader: str, units: tuple[str, ...],
                 path: tuple[str, ...], name: Name,
                 icons: dict[str, QPixmap] | None = None) -> None:
        self.game, self.scene, self.name = game, scene, name
        board = game.engine.board
        start = game.view(None).public.leaders[leader].zone
        assert start is not None
        self.start = start
        self.planner = RoutePlanner(leader, units, start, path, name=name,
                                    cost=lambda a, b: board.edge_cost.get((a, b), 0),
                                    check=lambda move: game.refusal(move, language().value),
                                    icons=icons)
        self.planner.changed.connect(self.redraw)
        self.redraw()

    def next_steps(self) -> dict[str, int]:
        """Zones next to the route's end that a longer route may legally end in, with
        the MP spent from the start."""
        from sv_model.engine.actions import Move

        p = self.planner
        board = self.game.engine.board
        here = p.end()
        so_far = p.costs()[-1] if p.route else 0
        out: dict[str, int] = {}
        for edge in board.land.get(here, ()):
            if edge.to in p.route or edge.to == self.start:
                continue
            longer = Move(p.leader, p.units, (*p.route, edge.to), p.planned_move().drop)
            if self.game.refusal(longer) is None:
                out[edge.to] = so_far + edge.cost
        return out

    def redraw(self) -> None:
        draw_route(self.scene, self.start, self.planner, self.next_steps(), self.name)

    def click(self, zone: str) -> bool:
        return self.planner.zone_clicked(zone)


class RoutePlay(Protocol):
    """What the planner reads of play mode's movement on the map
    (``movement_input.MovementInput`` satisfies it): the game, the map's scene, the force
    selected and where it may go, the Decision panel it opens in, and what its Move and
    Cancel buttons do."""

    @property
    def c(self) -> GameController: ...
    @property
    def scene(self) -> MapScene | None: ...
    @property
    def status(self) -> QStatusBar: ...
    @property
    def selected(self) -> tuple[str | None, tuple[str, ...]] | None: ...  # leader, units
    @property
    def reach(self) -> Mapping[str, ReachInfo]: ...
    @property
    def decision_panel(self) -> DecisionPanel: ...
    @property
    def decision_dock(self) -> QDockWidget: ...
    def apply(self, action: Action) -> bool: ...
    def cancel_selection(self) -> None: ...


def nothing_to_plan(d: Decision | None, scene: MapScene | None,
                    selected: tuple[str | None, tuple[str, ...]] | None) -> str:
    """Why no route can be planned now for ``selected`` (a hint for the player), or ""."""
    if d is None or d.kind is not DecisionKind.MOVEMENT or scene is None:
        return translate("RoutePlanner", "Routes are planned during movement (E.1).")
    if selected is None or selected[0] is None:
        return translate("RoutePlanner", "Select a leader and tick the units he carries; then "
                         "Shift+click (or right-click) a zone to plan the route.")
    if not selected[1]:
        return translate("RoutePlanner", "A leader alone leaves nobody on the way: click the "
                         "zone to move (3.4.1).")
    return ""


def open_route(play: RoutePlay, zone: str) -> RouteSession | None:
    """Open the planner for the group ``play`` has selected, along its cheapest path to
    ``zone``; None, with a hint, if there is nothing to plan."""
    c, scene, status, selected = play.c, play.scene, play.status, play.selected
    d = c.decision if c.active else None
    hint = nothing_to_plan(d, scene, selected)
    if hint:
        status.showMessage(hint, 4000)
        return None
    assert d is not None and scene is not None and selected is not None
    leader = selected[0]
    assert leader is not None
    info = play.reach.get(zone)
    if info is None:
        status.showMessage(translate("RoutePlanner",
                                     "That zone cannot be reached by this group (7)."), 4000)
        return None
    play.decision_panel.show_message(
        translate("RoutePlanner", "Route, and units left on the way (3.4.1)"), "", d.player)
    session = RouteSession(c.live, scene, leader, selected[1], tuple(info.path), c.name,
                           _icons(c, selected[1]))
    session.planner.confirmed.connect(play.apply)
    session.planner.cancelled.connect(play.cancel_selection)
    play.decision_panel.add_widget(session.planner)
    play.decision_dock.raise_()
    status.showMessage(translate("RoutePlanner", "Plan the route: click zones to go on or to "
                                 "stop, choose where each unit stays, then Move. Esc cancels."))
    return session


def _icons(c: GameController, units: tuple[str, ...]) -> dict[str, QPixmap]:
    """The counters of ``units`` as the board draws them, for the planner's rows."""
    from sv_desktop.board.counters import counter_pixmap

    board = c.board()
    return {u: counter_pixmap(p.spec) for u in units if (p := board.piece(u)) is not None}
