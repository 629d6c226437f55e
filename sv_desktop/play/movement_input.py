"""Movement on the map (E.1): what a click, a drag or a drop means while a player decides.

A player selects a leader (with the units he carries, 3.4.1), a lone unit or a fleet
(3.4.2) by clicking its counter on the map or in the stack inspector; the zones it may
reach light up with their MP (7.2), and a click or a drop there applies the ``Move`` or
``NavalMove``. Shift+click (or right-click) opens the route planner instead
(``route_planner``, units left on the way). A decision answered by a zone (evasion,
retreat: its presenter's ``map_choice``) lights its zones, and a click there answers it.
Any other click shows the zone in the stack inspector.

``MovementInput`` holds the selection for the play coordinator, which keeps thin
methods of the same names for the window and the tests. It reads play mode through
``MovePlay`` (``PlayCoordinator`` satisfies it), and gives the route planner
(``route_planner.RoutePlay``) and the drag forecast (``drag_forecast.Selection``) what
they read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from sv_desktop.board.describe import action_zones
from sv_desktop.common.i18n import translate
from sv_desktop.panels.presenters import PRESENTERS
from sv_desktop.play.route_planner import RouteSession, open_route
from sv_model.engine.actions import Action, ChooseZone, Evade, Move, NavalMove
from sv_model.engine.decisions import DecisionKind

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QStatusBar

    from sv_desktop.board.map_scene import MapScene
    from sv_desktop.panels.decision_panel import DecisionPanel
    from sv_desktop.panels.stack_inspector import StackInspector
    from sv_desktop.play.controller import GameController
    from sv_desktop.play.ports import ComputerSeats, PlayWindow
    from sv_model.engine.core import Decision
    from sv_model.games.semper_victor.movement_query import MoveGroup, ReachInfo
    from sv_model.schemas.scenario import Side

Selected = tuple[str | None, tuple[str, ...]]
"""A force selected to move: its leader (None: a lone unit) and the units it carries."""


class MovePlay(Protocol):
    """What movement on the map reads of play mode (``PlayCoordinator`` satisfies it):
    the game, the map's scene, the computer's seats, the panels a click shows things in,
    and the coordinator's own ``apply``, ``describe`` and ``present_decision``."""

    @property
    def c(self) -> GameController: ...
    @property
    def scene(self) -> MapScene | None: ...
    @property
    def seats(self) -> ComputerSeats: ...
    @property
    def host(self) -> PlayWindow: ...  # the preview's names, the parent of a menu
    @property
    def status(self) -> QStatusBar: ...
    @property
    def inspector(self) -> StackInspector: ...
    @property
    def inspector_dock(self) -> QDockWidget: ...
    @property
    def history_dock(self) -> QDockWidget: ...
    @property
    def decision_panel(self) -> DecisionPanel: ...
    @property
    def decision_dock(self) -> QDockWidget: ...
    def apply(self, action: Action) -> bool: ...
    def describe(self, action: Action) -> str: ...
    def present_decision(self) -> None: ...


def zone_options(d: Decision) -> list[Action]:
    """The options of ``d`` answered by a click on a zone (its presenter says so)."""
    if not PRESENTERS[d.kind].map_choice:
        return []
    return [o for o in d.options if isinstance(o, ChooseZone | Evade)]


def fleet_moves(d: Decision, fleet: str | None) -> list[NavalMove]:
    """The moves ``d`` offers the fleet ``fleet`` (3.4.2)."""
    return [o for o in d.options if isinstance(o, NavalMove) and o.fleet == fleet]


class MovementInput:
    """The map's clicks, drags and drops for play mode's ``play`` (see the module
    docstring): the force or fleet selected, where it may go, the route being planned."""

    def __init__(self, play: MovePlay) -> None:
        self.play = play
        self.c = play.c
        self.status = play.status
        self.decision_panel = play.decision_panel  # the route planner opens there
        self.decision_dock = play.decision_dock
        self.selected: Selected | None = None
        self.selected_fleet: str | None = None
        self.reach: dict[str, ReachInfo] = {}  # where the selected force may go (7.2)
        self.route: RouteSession | None = None  # a route being planned (3.4.1 drops)
        self.inspected_zone: str | None = None  # the zone on show in the stack inspector
        self.choice_menu: QMenu | None = None  # the options of one click, when several

    @property
    def scene(self) -> MapScene | None:
        return self.play.scene

    def apply(self, action: Action) -> bool:
        return self.play.apply(action)

    # -- the decision on show ------------------------------------------------------------
    def forget_reach(self) -> None:
        """A new decision is on show: no destination, no route, nothing lit on the map
        (the selection stays, for the drag forecast and the inspector)."""
        self.reach = {}
        self.route = None
        if self.scene is not None:
            self.scene.clear_highlight()

    def show_zone_choices(self, d: Decision) -> None:
        """Evasion, retreat and other zone choices are highlighted on the map."""
        if self.scene is None:
            return
        zones = {z for o in zone_options(d) for z in action_zones(o)}
        for zid in sorted(zones):
            self.scene.set_zone_highlight(zid, "choice")
        st = self.c.table.public
        if st.battle is not None and st.battle.zone in self.scene.zone_items:
            self.scene.set_zone_highlight(st.battle.zone, "battle")

    # -- selecting ------------------------------------------------------------------------
    def can_drag(self, piece_id: str) -> bool:
        d = self.c.decision
        if d is None or d.kind is not DecisionKind.MOVEMENT or self.route is not None \
                or self.play.seats.deciding():  # the computer's pieces move by themselves
            return False
        if fleet_moves(d, piece_id):
            return True
        return self._group_for(piece_id, d.player) is not None

    def _group_for(self, piece_id: str, side: Side) -> MoveGroup | None:
        """The group ``piece_id`` leads (or moves alone in); None if he is only carried."""
        for g in self.c.live.movable_groups(side):
            if g.leader == piece_id or (g.leader is None and piece_id in g.units):
                return g
        return None

    def _movable_group(self, piece_id: str, side: Side) -> MoveGroup | None:
        """The group ``piece_id`` moves with now: his own as a leader, or a lone unit."""
        group = self._group_for(piece_id, side)
        if group is None and piece_id in self.c.table.public.units:
            for g in self.c.live.movable_groups(side):
                if g.leader is None and piece_id in g.units:
                    group = g
        return group

    def on_piece_clicked(self, piece_id: str) -> None:
        """A counter clicked (or picked up, or chosen in the inspector): it selects the
        force or fleet to move, or stands for its zone."""
        d = self.c.decision if self.c.active else None
        stack = self.scene.stack_of_piece(piece_id) if self.scene is not None else None
        zone = stack.zone_id if stack is not None else None
        if self.route is not None and zone is not None:
            self.on_zone_clicked(zone)  # planning: a counter stands for its zone
            return
        if zone is not None:
            self.show_zone_in_inspector(zone)
        if d is None:
            return
        if zone is not None and any(zone in action_zones(o) for o in zone_options(d)):
            self.on_zone_clicked(zone)  # a counter in a zone to choose: that zone
        elif fleet_moves(d, piece_id):
            self.clear_selection()
            self.selected_fleet = piece_id
            self._highlight_fleet(piece_id, d)
        elif d.kind is DecisionKind.MOVEMENT:
            self._piece_in_movement(piece_id, zone, d.player)

    def _piece_in_movement(self, piece_id: str, zone: str | None, side: Side) -> None:
        """During movement: a counter of another stack, while a force or fleet is
        selected, means its zone; any other selects the force it moves with."""
        chosen = self.selected is not None or self.selected_fleet is not None
        if chosen and zone is not None and self._movable_group(piece_id, side) is None:
            self.on_zone_clicked(zone)  # another's stack: it means its zone
            return
        self.selected_fleet = None
        self._select_for_move(piece_id, side)

    def _select_for_move(self, piece_id: str, side: Side) -> None:
        group = self._movable_group(piece_id, side)
        if group is None:
            self.status.showMessage(translate("MovementInput", "That piece cannot move now."),
                                    3000)
            return
        if group.leader is not None:
            units = tuple(group.units[:group.capacity])
            self.selected = (group.leader, units)
        else:
            self.selected = (None, (piece_id,))
        self.show_zone_in_inspector(group.zone)
        self.rehighlight()

    def on_carry_changed(self, carried: list[str]) -> None:
        """The units the selected leader carries, as ticked in the inspector (3.4.1)."""
        if self.selected is not None and self.selected[0] is not None:
            self.selected = (self.selected[0], tuple(carried))
            self.rehighlight()

    def rehighlight(self) -> None:
        """Light the zones the selected force may reach, with their MP (7.2)."""
        if self.scene is None or self.selected is None or not self.c.active:
            return
        leader, units = self.selected
        self.reach = self.c.live.reachable(leader, units)
        piece = leader or units[0]
        stack = self.scene.stack_of_piece(piece)
        origin = stack.zone_id if stack is not None else None
        self.scene.highlight_zones({z: (info.cost_mp, info.halts) for z, info in
                                    self.reach.items() if z != origin}, origin)
        names = self.c.namer.names([p for p in (leader, *units) if p]) if self.c.namer else ""
        count = len(self.reach)
        self.status.showMessage(translate(
            "MovementInput", "Selected {names}: %n reachable zone(s). Click one, or Esc to "
            "cancel.", None, count).format(names=names))

    def cancel_selection(self) -> None:
        """Esc: close the route planner, or forget the selected group and its destinations."""
        if self.route is not None:
            self.route = None
            self.play.present_decision()
            self.rehighlight()
            self.status.showMessage(translate("MovementInput", "Route planning cancelled."),
                                    2000)
            return
        self.clear_selection()
        if self.scene is not None:
            self.scene.clear_highlight()
            self.scene.unpin_all()
        if self.c.decision is not None:
            self.show_zone_choices(self.c.decision)
        self.status.showMessage(translate("MovementInput", "Selection cancelled."), 2000)

    def clear_selection(self) -> None:
        self.selected = None
        self.selected_fleet = None
        self.reach = {}

    # -- moving ---------------------------------------------------------------------------
    def on_piece_dropped(self, piece_id: str, zone: str) -> None:
        chosen = (self.selected_fleet,) if self.selected is None else (
            self.selected[0], *self.selected[1])
        if piece_id not in chosen:
            self.on_piece_clicked(piece_id)
        self.on_zone_clicked(zone)

    def on_zone_clicked(self, zone: str) -> None:
        """A zone clicked: the next step of a planned route, the destination of the
        selected fleet or force, the answer to a zone choice, or a look at the zone."""
        d = self.c.decision if self.c.active else None
        if d is None:
            self.show_zone_in_inspector(zone)
        elif self.route is not None:
            if not self.route.click(zone):
                self.status.showMessage(translate(
                    "MovementInput", "Click a zone next to the end of the route, or one on it "
                    "(7.2)."), 4000)
        elif self.selected_fleet is not None:
            self._fleet_to(zone, d)
        elif d.kind is DecisionKind.MOVEMENT and self.selected is not None:
            self._move_to(zone, self.selected)
        elif not PRESENTERS[d.kind].map_choice:  # no selection: a click only inspects
            self.show_zone_in_inspector(zone)
        else:
            self._choose_zone(zone, d)

    def _choose_zone(self, zone: str, d: Decision) -> None:
        """Answer ``d`` with its option in ``zone`` (a menu if several)."""
        choices = [o for o in d.options if zone in action_zones(o)]
        if len(choices) == 1:
            self.apply(choices[0])
        elif len(choices) > 1:
            self._pick_from_menu(choices)
        else:
            self.show_zone_in_inspector(zone)

    def _move_to(self, zone: str, selected: Selected) -> None:
        info = self.reach.get(zone)
        if info is None:
            self.show_zone_in_inspector(zone)
            self.status.showMessage(translate(
                "MovementInput", "{zone} cannot be reached by this group (7).").format(
                    zone=self.c.name(zone)), 4000)
            return
        leader, units = selected
        if self.apply(Move(leader=leader, units=tuple(units), path=tuple(info.path))):
            self.status.showMessage(translate("MovementInput", "Moved to {zone} ({mp} MP).")
                                    .format(zone=self.c.name(zone), mp=info.cost_mp), 4000)

    def on_route_clicked(self, zone: str) -> None:
        """Shift+click or right-click: plan the selected leader's route to ``zone``,
        leaving units on the way (3.4.1)."""
        if self.route is not None:
            self.on_zone_clicked(zone)
        else:
            self.route = open_route(self, zone)

    def _highlight_fleet(self, fleet: str, d: Decision) -> None:
        """A fleet's legal moves (3.4.2): sea zones, its port, and landing coasts."""
        if self.scene is None:
            return
        zones: dict[str, tuple[int, bool]] = {}
        for o in fleet_moves(d, fleet):
            zones[o.to] = (1, False)
            if o.land:
                zones.setdefault(o.land, (1, True))
        self.scene.highlight_zones(zones)
        self.status.showMessage(translate(
            "MovementInput", "Click a highlighted zone for the fleet: a sea or its port, or a "
            "coast to land on (3.4.2). Esc cancels."))

    def _fleet_to(self, zone: str, d: Decision) -> None:
        choices = [o for o in fleet_moves(d, self.selected_fleet) if zone in (o.to, o.land)]
        if len(choices) == 1:
            self.apply(choices[0])
        elif choices:
            self._pick_from_menu(choices)
        else:
            self.status.showMessage(translate("MovementInput",
                                              "The fleet cannot go there now (3.4.2)."), 4000)

    def _pick_from_menu(self, options: list[Action] | list[NavalMove]) -> None:
        menu = QMenu(self.play.host.window())
        for o in options:
            action = menu.addAction(self.play.describe(o))
            action.triggered.connect(lambda _c=False, a=o: self.apply(a))
        menu.popup(QCursor.pos())
        self.choice_menu = menu

    # -- the stack inspector ---------------------------------------------------------------
    def on_stack_clicked(self, zone: str, group: str) -> None:
        if self.scene is not None:
            stack = self.scene.stack(zone, group)
            self.scene.unpin_all(stack)
        self.show_zone_in_inspector(zone)

    def show_zone_in_inspector(self, zone: str) -> None:
        """The pieces of ``zone`` in the stack inspector, with the units the selected
        leader may carry ticked there when he stands in it (3.4.1)."""
        self.inspected_zone = zone
        board = self.c.board() if self.c.active else (self.scene.board if self.scene else None)
        if board is None or self.scene is None:
            return
        cat = self.c.cat or self.play.host.catalogue
        title = cat.zone_title(zone) if cat else zone
        carry, limit, hint = self._carried_in(zone)
        self.play.inspector.show_zone(zone, title, board.in_zone(zone), carry, limit, hint)
        if self.play.history_dock.visibleRegion().isEmpty():  # the History tab stays on show
            self.play.inspector_dock.raise_()

    def _carried_in(self, zone: str) -> tuple[dict[str, bool] | None, int | None, str]:
        """The inspector's ticks (unit -> carried), their limit (the leader's CC) and its
        hint, when the selected leader stands in ``zone``; else none."""
        d = self.c.decision if self.c.active else None
        leader, carried = self.selected or (None, ())
        group = self._group_for(leader, d.player) if leader is not None and d else None
        if leader is None or group is None or group.zone != zone:
            return None, None, ""
        hint = translate("MovementInput", "Tick the units {leader} carries (at most {cc}, his "
                         "CC — 3.4.1). Shift+click a zone to leave some on the way.").format(
                             leader=self.c.name(leader), cc=group.capacity)
        return {u: u in carried for u in group.units}, group.capacity, hint
