"""The play coordinator: turns the engine's decisions into things on screen.

It listens to the GameController and to the map, and decides how each
decision is presented: movement on the map (click or drag, legal
destinations with their MP cost), evasion and retreat zones on the map,
battles in the combat dialog, secret stratagem decisions behind the
handover screen, and everything else in the generic decision panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QPushButton

from sv_desktop.board import theme
from sv_desktop.board.board_view import BoardView, describe_zone
from sv_desktop.board.describe import action_zones, describe_action, die_outcome
from sv_desktop.board.map_scene import MapScene
from sv_desktop.dialogs.combat_dialog import CombatDialog
from sv_desktop.dialogs.end_game import EndGameDialog
from sv_desktop.dialogs.forecast_dialog import ForecastDialog
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_desktop.panels.presenters import PRESENTERS, Surface
from sv_desktop.play.battle_screens import BattleScreens
from sv_desktop.play.drag_forecast import DragForecast
from sv_desktop.play.hotseat_flow import HotseatFlow
from sv_desktop.play.map_traces import TraceLayer
from sv_desktop.play.ports import ComputerSeats, HumanSeats
from sv_desktop.play.route_planner import RouteSession, open_route
from sv_desktop.play.undo_guard import UndoGuard
from sv_desktop.session.last_moves import MoveTrail, Trace
from sv_desktop.session.reaction_pass import ReactionPass, Until, offers
from sv_model.engine.actions import (
    Action,
    ChooseDie,
    ChooseZone,
    Confirm,
    EndMovement,
    Evade,
    Move,
    NavalMove,
)
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind
from sv_model.errors import DataFileError
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_desktop.play.ports import PlayWindow


class PlayCoordinator(HotseatFlow):
    """Glue between the controller, the map view and the panels of a play window.

    It holds the widgets it draws on (taken once from ``window``, a ``ports.PlayWindow``)
    and asks the window itself only for its own business (``host``: the preview, the
    map's scene, files and errors). The computer's seats are ``seats`` (two humans until
    the window plugs in its ``AiDriver``)."""

    def __init__(self, window: PlayWindow) -> None:
        self.host = window
        self.c = window.controller
        self.seats: ComputerSeats = HumanSeats()
        self._take_screen(window)
        self.scene: MapScene | None = None
        self.revealed = None  # who is at the screen (ScreenViewer tells the listeners)
        # the player who took the screen at the last handover and has answered every
        # decision since: his next secret decision needs no handover
        self.sitting: Side | None = None
        self._revealed_at = -1
        self._last_player: Side | None = None
        self.selected: tuple[str | None, tuple[str, ...]] | None = None  # leader, units
        self.selected_fleet: str | None = None
        self.reach: dict[str, Any] = {}
        self.route: RouteSession | None = None  # a route being planned (3.4.1 drops)
        self.battles = BattleScreens(window.window(), self.status, self.c, self.apply,
                                     self.describe)
        self.inspected_zone: str | None = None  # the zone on show in the stack inspector
        self._end_shown = False
        self.reaction_pass = ReactionPass()  # E windows passed until an M/CS ends (6)
        self.trail = MoveTrail()  # the other side's last moves and battles, on the map
        self.traces: TraceLayer | None = None
        self._by_screen = False  # the action being applied is the screen's own pass
        self.c.changed.connect(self.refresh)
        self.c.started.connect(self._on_started)
        self.c.refused.connect(self._on_refused)
        self.c.journaled.connect(self._on_journaled)
        self.c.journal_failed.connect(self._on_journal_failed)
        v = self.map_view
        v.zone_clicked.connect(self.on_zone_clicked)
        v.route_clicked.connect(self.on_route_clicked)
        v.piece_clicked.connect(self.on_piece_clicked)
        v.piece_dropped.connect(self.on_piece_dropped)
        v.drag_started.connect(self.on_piece_clicked)
        v.drag_cancelled.connect(self._rehighlight)
        v.can_drag = self.can_drag
        self.decision_panel.chosen.connect(self.apply)
        self.decision_panel.hovered.connect(self._on_option_hovered)
        self.hand_panel.play.connect(self.apply)
        self.handover.revealed.connect(self.on_revealed)
        self.undo_guard = UndoGuard(self, self.c.undo, self._after_undo_consent)
        # the battle a dragged force would fight
        self.drag_forecast = DragForecast(self.map_view, self)
        self.inspector.carry_changed.connect(self.on_carry_changed)
        self.inspector.piece_selected.connect(self.on_piece_clicked)

    # -- scene --------------------------------------------------------------------------
    def attach_scene(self, scene: MapScene) -> None:
        self.scene = scene
        scene.stack_clicked.connect(self.on_stack_clicked)
        self.traces = TraceLayer(scene, lambda z: scene.zone_anchor(z)
                                 if z in scene.zones else None)

    def show_traces(self, traces: list[Trace]) -> None:
        """Draw ``traces`` on the map (the history browser draws those of the past)."""
        if self.traces is not None:
            self.traces.show(traces)

    def _viewer(self) -> Side | None:
        """Whose eyes the last moves are drawn for: the lone human against the
        computer, or the player deciding now."""
        lone = self.seats.lone_human()
        if lone is not None:
            return lone
        d = self.c.decision
        return d.player if d is not None else None

    def show_preview(self, bundle: ScenarioBundle) -> None:
        self.battles.close_battle()
        self._clear_selection()
        self.revealed = None
        self.hand_panel.hide_hand()
        self.log_panel.set_entries([])
        self._show_central_map()
        panel = self.decision_panel
        s = bundle.scenario
        panel.show_message(f"{s.name}", f"AD {s.start_year}–{s.end_year}. "
                           f"{s.description or ''}<br><br>This is the scenario's set-up. "
                           "Start a game to play it.")
        start = QPushButton("Start a new game on this scenario…")
        start.setStyleSheet("font-weight:bold;padding:6px")
        start.clicked.connect(self.new_game_dialog)
        panel.add_widget(start)

    # -- game management ----------------------------------------------------------------
    def new_game_dialog(self) -> None:
        if not self.host.may_leave_game():
            return
        scenario = self.host.preview.path if self.host.preview is not None else None
        dialog = NewGameDialog(self.host.window(), scenario)
        if dialog.exec() and dialog.scenario_path() is not None:
            self.start_game(dialog.scenario_path(), dialog.seed(), dialog.options(),
                            dialog.players())

    def start_game(self, path: Any, seed: int, options: Any = None, players: Any = None) -> bool:
        try:
            self.c.new_game(path, seed, options, players)  # players: the computer's seats
        except DataFileError as exc:
            self.host.show_error("Cannot start this scenario", str(exc))
            return False
        self.prefs.add_recent(path)
        self.status.showMessage("New game started.", 5000)
        return True

    def _on_started(self) -> None:
        game = self.c.live
        self.revealed = None
        self.sitting = None
        self._last_player = None
        self.reaction_pass.clear()
        self._end_shown = False
        self.battles.reset(self.c.table.public.last_battle)
        self.trail.reset(game)
        self.host.preview = None
        self.host.show_map(game.bundle.game_map)
        from sv_model.loader import resolve_reference

        self.host.map_path = resolve_reference(game.bundle.path, game.bundle.scenario.map)
        self.map_view.overview.refresh()

    def undo(self) -> None:
        """Edit ▸ Undo, within the hotseat limit (``undo_guard``)."""
        if self.undo_guard.request():
            self.status.showMessage("Undone.", 2000)

    def _after_undo_consent(self, _side: Side, _done: bool) -> None:
        # nobody's hand stays on screen: the next secret decision asks for a handover
        self._hide_hand()
        self.sitting = None
        self._revealed_at = -1
        self._show_central_map()
        self.refresh()

    def redo(self) -> None:
        if self.c.redo():
            self.status.showMessage("Redone.", 2000)

    def apply(self, action: Any) -> bool:
        if self.seats.deciding():  # the computer's decision: nothing on screen answers it
            return False
        ok = self.c.apply(action)
        if ok:
            self._clear_selection()
        return ok

    def end_movement(self) -> None:
        d = self.c.decision
        if d is None:
            return
        for o in d.options:
            if isinstance(o, EndMovement):
                self.apply(o)
                return

    def _on_journaled(self, path: str) -> None:
        st = self.c.table.public if self.c.active else None
        if st is not None:
            self.autosave_label.setStyleSheet("")
            self.autosave_label.setText(f"journaled: AD {st.year}, phase {st.phase}")
            self.autosave_label.setToolTip(
                f"Every decision is written to {path} as it is taken; after a crash the "
                "game is offered back, exactly as it was, at the next start")

    def _on_journal_failed(self, message: str) -> None:
        self.autosave_label.setStyleSheet("color:#a01f14;font-weight:bold")
        self.autosave_label.setText("not journaled: save often")
        self.autosave_label.setToolTip(message)
        self.status.showMessage(message, 15000)

    def _on_refused(self, message: str) -> None:
        self.tell(f"Not allowed: {message}")

    def tell(self, message: str, msecs: int = 8000) -> None:
        """A message where the player is looking: the battle dialog if it is open, the
        decision panel, and the status bar (which a dialog may cover)."""
        self.status.showMessage(message, msecs)
        self.decision_panel.tell(message)
        combat = self.battles.combat
        if combat is not None and combat.isVisible():
            combat.tell(message)

    # -- refresh ------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.c
        if c.game is None or c.cat is None:
            return
        board = c.board()
        scene = self.host.show_map(c.game.bundle.game_map)
        scene.set_board(board)
        self.map_view.board_shown()
        cat = c.cat
        self.map_view.describe_zone = lambda z: describe_zone(cat, board, z)
        self.map_view.describe_piece = lambda p: _piece_detail(board, p)
        status = c.status()
        if status is not None:
            self.turn_panel.set_status(status)
            self.control_panel.set_status(cat, status)
        self.log_panel.set_entries(c.public_log())
        if self.inspector.zone_id:
            self._show_zone_in_inspector(self.inspector.zone_id)
        self.trail.follow(c.game, by_screen=self._by_screen)
        self._by_screen = False
        self.show_traces(self.trail.for_viewer(self._viewer()))
        self._present_decision()

    def _present_decision(self) -> None:
        c = self.c
        d = c.decision
        self.reach = {}
        self.route = None
        if self.scene is not None:
            self.scene.clear_highlight()
        if d is None:
            self._hide_hand()
            self._show_battle_if_new(None)
            if c.live.is_over:
                self.decision_panel.show_message("Game over", "See the victory screen "
                                                 "(Game ▸ Victory Chart).")
                if not self._end_shown:
                    self._end_shown = True
                    QTimer.singleShot(0, self.show_end_screen)
            return
        if self.seats.present(d):  # the computer decides (``ai.driver``); a lone human: none
            return
        self._show_battle_if_new(d)  # at every change, whatever comes next (issue 39)
        passing = self._screen_passes(d)
        if passing:  # the player chose it, or nothing could be played: no handover
            self.status.showMessage(passing, 3000)
            self.decision_panel.show_message(PRESENTERS[d.kind].title, passing, d.player)
            QTimer.singleShot(0, lambda: self._auto_pass(d))
            return
        public = self.prefs.hotseat_handover and not d.secret
        if (self.revealed != d.player or public) and self._revealed_at != self.c.revision:
            # someone else acts, or a public decision (the other player may be watching):
            # the revealed hand goes away until the next handover
            self._hide_hand()
        if d.player is not self.sitting or public:
            # the other player's turn, or a public decision the other player may watch:
            # the next secret decision comes behind a curtain again
            self.sitting = None
        new_player = self._last_player is not None and d.player != self._last_player
        keeps = self._last_player is d.player  # he answered the decision before
        self._last_player = d.player
        if self.revealed != d.player and self.prefs.hotseat_handover:
            secret = d.secret
            if self.sitting is d.player and secret:
                # he took the screen at a handover and has answered every decision since:
                # never hand it back to him (his hand shows again, below)
                self.revealed = d.player
            elif secret or (new_player and self.prefs.always_ask_reactions):
                # with "every change of player" all handovers look the same, so a reaction
                # window (asked only when the player holds a playable counter, unless the
                # game asks at every window) does not stand out
                self.ask_handover(d.player, self._handover_reason(d, secret),
                                  keeps=keeps)
                return
        self._show_central_map()
        self.decision_panel.show_decision(d, PRESENTERS[d.kind], self.c.text(d.prompt),
                                          self.describe)
        for position, until in enumerate(offers(c.live, d)):
            self.decision_panel.add_widget(self._pass_until_button(d, until), position)
        if self.revealed == d.player:
            self._show_hand(d.player)
        self._map_choices(d)
        self.host.end_move_action.setEnabled(d.kind is DecisionKind.MOVEMENT)
        self.status.showMessage(self._hint(d))

    def _hint(self, d: Decision) -> str:
        who = theme.SIDE_NAMES[d.player]
        if PRESENTERS[d.kind].surface is Surface.MAP:
            return (f"{who} moves: click a counter, tick the units to carry, then click a "
                    "highlighted zone (or drag). Ctrl+E ends movement.")
        if self._zone_options(d):
            return f"{who}: click one of the highlighted zones, or choose in the Decision panel."
        said = self.c.text(d.prompt)
        prompt = said if said.startswith(who) else f"{who}: {said}"
        return f"{prompt} (rule {d.rule})"

    def describe(self, action: Action) -> str:
        if self.c.namer is None:
            return str(action)
        d = self.c.decision
        if d is not None and isinstance(action, Confirm):
            if not action.yes and Until.MCS in offers(self.c.live, d):
                return "Pass only now (asked again after the next move)"
            label = PRESENTERS[d.kind].confirm.get(action.yes)
            if label is not None:
                return label
        said = describe_action(self.c.namer, action, self._move_cost(action))
        if isinstance(action, ChooseDie):
            return said + die_outcome(self.c.table.public.battle, action.value)
        return said

    def _move_cost(self, action: Action) -> int | None:
        """The MP a suggested move spends along its path (7.2), from where it stands."""
        game = self.c.game
        if not isinstance(action, Move) or game is None or not action.path:
            return None
        st = game.view(None).public
        here = st.leaders[action.leader].zone if action.leader else (
            st.units[action.units[0]].zone if action.units else None)
        costs = game.engine.board.edge_cost
        total = 0
        for zone in action.path:
            total += costs.get((here, zone), 0) if here is not None else 0
            here = zone
        return total

    @staticmethod
    def _zone_options(d: Decision) -> list[Action]:
        """The options of ``d`` answered by a click on a zone (its presenter says so)."""
        if not PRESENTERS[d.kind].map_choice:
            return []
        return [o for o in d.options if isinstance(o, ChooseZone | Evade)]

    # -- battles ------------------------------------------------------------------------
    def _show_battle_if_new(self, d: Any) -> None:
        self.battles.follow(d)

    @property
    def combat(self) -> CombatDialog | None:
        return self.battles.combat

    @property
    def end_dialog(self) -> EndGameDialog | None:
        return self.battles.end_dialog

    @property
    def forecast_dialog(self) -> ForecastDialog | None:
        return self.battles.forecast_dialog

    def show_forecast(self) -> ForecastDialog | None:
        """Game ▸ Battle Forecast: the battle in the zone on show in the stack inspector."""
        return self.battles.show_forecast(self.inspected_zone, self._name)

    def show_last_battle(self) -> None:
        self.battles.show_last()

    def show_end_screen(self) -> None:
        self.battles.show_end()

    # -- map interaction ----------------------------------------------------------------
    def _map_choices(self, d: Any) -> None:
        """Evasion, retreat and other zone choices are highlighted on the map."""
        if self.scene is None:
            return
        zones = {z for o in self._zone_options(d) for z in action_zones(o)}
        for zid in sorted(zones):
            self.scene.set_zone_highlight(zid, "choice")
        st = self.c.table.public
        if st.battle is not None and st.battle.zone in self.scene.zone_items:
            self.scene.set_zone_highlight(st.battle.zone, "battle")

    def _on_option_hovered(self, action: Any) -> None:
        if self.scene is None:
            return
        self.scene.highlight_single(None, "target")
        if action is not None:
            for zone in action_zones(action):
                self.scene.highlight_single(zone, "target")
                break

    def can_drag(self, piece_id: str) -> bool:
        d = self.c.decision
        if d is None or d.kind is not DecisionKind.MOVEMENT or self.route is not None \
                or self.seats.deciding():  # the computer's pieces move by themselves
            return False
        if any(isinstance(o, NavalMove) and o.fleet == piece_id for o in d.options):
            return True
        return self._group_for(piece_id, d.player) is not None

    def _group_for(self, piece_id: str, side: Side) -> Any:
        for g in self.c.live.movable_groups(side):
            if g.leader == piece_id or (g.leader is None and piece_id in g.units):
                return g
        for g in self.c.live.movable_groups(side):
            if piece_id in g.units:
                return None
        return None

    def on_piece_clicked(self, piece_id: str) -> None:
        d = self.c.decision if self.c.active else None
        stack = self.scene.stack_of_piece(piece_id) if self.scene is not None else None
        if self.route is not None and stack is not None:
            self.on_zone_clicked(stack.zone_id)  # planning: a counter stands for its zone
            return
        if stack is not None:
            self._show_zone_in_inspector(stack.zone_id)
        if d is None:
            return
        if stack is not None and any(stack.zone_id in action_zones(o)
                                     for o in self._zone_options(d)):
            self.on_zone_clicked(stack.zone_id)  # a counter in a zone to choose: that zone
            return
        if any(isinstance(o, NavalMove) and o.fleet == piece_id for o in d.options):
            self._clear_selection()
            self.selected_fleet = piece_id
            self._highlight_fleet(piece_id, d)
        elif d.kind is DecisionKind.MOVEMENT:
            chosen = self.selected is not None or self.selected_fleet is not None
            if chosen and stack is not None and self._movable_group(piece_id, d.player) is None:
                self.on_zone_clicked(stack.zone_id)  # another's stack: it means its zone
                return
            self.selected_fleet = None
            self._select_for_move(piece_id, d.player)

    def _movable_group(self, piece_id: str, side: Side) -> Any:
        """The group ``piece_id`` moves with now: his own as a leader, or a lone unit."""
        group = self._group_for(piece_id, side)
        if group is None and piece_id in self.c.table.public.units:
            for g in self.c.live.movable_groups(side):
                if g.leader is None and piece_id in g.units:
                    group = g
        return group

    def _select_for_move(self, piece_id: str, side: Side) -> None:
        group = self._movable_group(piece_id, side)
        if group is None:
            self.status.showMessage("That piece cannot move now.", 3000)
            return
        if group.leader is not None:
            units = tuple(group.units[:group.capacity])
            self.selected = (group.leader, units)
        else:
            self.selected = (None, (piece_id,))
        self._show_zone_in_inspector(group.zone)
        self._rehighlight()

    def on_carry_changed(self, carried: list[str]) -> None:
        if self.selected is not None and self.selected[0] is not None:
            self.selected = (self.selected[0], tuple(carried))
            self._rehighlight()

    def _rehighlight(self) -> None:
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
        self.status.showMessage(f"Selected {names}: {len(self.reach)} reachable zones. "
                                "Click one, or Esc to cancel.")

    def cancel_selection(self) -> None:
        """Esc: close the route planner, or forget the selected group and its destinations."""
        if self.route is not None:
            self.route = None
            self._present_decision()
            self._rehighlight()
            self.status.showMessage("Route planning cancelled.", 2000)
            return
        self._clear_selection()
        if self.scene is not None:
            self.scene.clear_highlight()
            self.scene.unpin_all()
        if self.c.decision is not None:
            self._map_choices(self.c.decision)
        self.status.showMessage("Selection cancelled.", 2000)

    def _clear_selection(self) -> None:
        self.selected = None
        self.selected_fleet = None
        self.reach = {}

    def on_piece_dropped(self, piece_id: str, zone: str) -> None:
        chosen = (self.selected_fleet,) if self.selected is None else (
            self.selected[0], *self.selected[1])
        if piece_id not in chosen:
            self.on_piece_clicked(piece_id)
        self.on_zone_clicked(zone)

    def on_zone_clicked(self, zone: str) -> None:
        d = self.c.decision if self.c.active else None
        if d is None:
            self._show_zone_in_inspector(zone)
            return
        if self.route is not None:
            if not self.route.click(zone):
                self.status.showMessage("Click a zone next to the end of the route, or "
                                        "one on it (7.2).", 4000)
            return
        if self.selected_fleet is not None:
            self._fleet_to(zone, d)
            return
        if d.kind is DecisionKind.MOVEMENT and self.selected is not None:
            self._move_to(zone)
            return
        if not PRESENTERS[d.kind].map_choice:  # no selection: a click only inspects
            self._show_zone_in_inspector(zone)
            return
        choices = [o for o in d.options if zone in action_zones(o)]
        if len(choices) == 1:
            self.apply(choices[0])
        elif len(choices) > 1:
            self._pick_from_menu(choices)
        else:
            self._show_zone_in_inspector(zone)

    def _move_to(self, zone: str) -> None:
        assert self.selected is not None
        info = self.reach.get(zone)
        if info is None:
            self._show_zone_in_inspector(zone)
            self.status.showMessage(f"{self._name(zone)} cannot be reached by this group (7).",
                                    4000)
            return
        leader, units = self.selected
        if self.apply(Move(leader=leader, units=tuple(units), path=tuple(info.path))):
            self.status.showMessage(f"Moved to {self._name(zone)} ({info.cost_mp} MP).", 4000)

    def on_route_clicked(self, zone: str) -> None:
        """Shift+click or right-click: plan the selected leader's route to ``zone``,
        leaving units on the way (3.4.1)."""
        if self.route is not None:
            self.on_zone_clicked(zone)
        else:
            self.route = open_route(self, zone)

    def _highlight_fleet(self, fleet: str, d: Any) -> None:
        """A fleet's legal moves (3.4.2): sea zones, its port, and landing coasts."""
        if self.scene is None:
            return
        zones: dict[str, tuple[int, bool]] = {}
        for o in d.options:
            if isinstance(o, NavalMove) and o.fleet == fleet:
                zones[o.to] = (1, False)
                if o.land:
                    zones.setdefault(o.land, (1, True))
        self.scene.highlight_zones(zones)
        self.status.showMessage("Click a highlighted zone for the fleet: a sea or its "
                                "port, or a coast to land on (3.4.2). Esc cancels.")

    def _fleet_to(self, zone: str, d: Any) -> None:
        choices = [o for o in d.options if isinstance(o, NavalMove)
                   and o.fleet == self.selected_fleet and zone in (o.to, o.land)]
        if len(choices) == 1:
            self.apply(choices[0])
        elif choices:
            self._pick_from_menu(choices)
        else:
            self.status.showMessage("The fleet cannot go there now (3.4.2).", 4000)

    def _pick_from_menu(self, options: list[Any]) -> None:
        menu = QMenu(self.host.window())
        for o in options:
            action = menu.addAction(self.describe(o))
            action.triggered.connect(lambda _c=False, a=o: self.apply(a))
        menu.popup(QCursor.pos())
        self.choice_menu = menu

    def on_stack_clicked(self, zone: str, _group: str) -> None:
        if self.scene is not None:
            stack = self.scene.stack(zone, _group)
            self.scene.unpin_all(stack)
        self._show_zone_in_inspector(zone)

    def _show_zone_in_inspector(self, zone: str) -> None:
        self.inspected_zone = zone
        board = self.c.board() if self.c.active else (self.scene.board if self.scene else None)
        if board is None or self.scene is None:
            return
        cat = self.c.cat or self.host.catalogue
        title = cat.zone_title(zone) if cat else zone
        pieces = board.in_zone(zone)
        carry: dict[str, bool] | None = None
        limit = None
        hint = ""
        if self.selected is not None and self.selected[0] is not None and self.c.active:
            leader = self.selected[0]
            group = self._group_for(leader, self.c.decision.player) if self.c.decision else None
            if group is not None and group.zone == zone:
                carry = {u: u in self.selected[1] for u in group.units}
                limit = group.capacity
                hint = (f"Tick the units {self._name(leader)} carries (at most "
                        f"{group.capacity}, his CC — 3.4.1). Shift+click a zone to leave "
                        "some on the way.")
        self.inspector.show_zone(zone, title, pieces, carry, limit, hint)
        if self.history_dock.visibleRegion().isEmpty():  # the History tab stays on show
            self.inspector_dock.raise_()

    def _name(self, ident: str) -> str:
        return self.c.namer(ident) if self.c.namer is not None else ident

    def scene_pos_of_zone(self, zone: str) -> QPointF:
        assert self.scene is not None
        return self.scene.zone_anchor(zone)


def _piece_detail(board: BoardView, piece_id: str) -> str:
    piece = board.piece(piece_id)
    return piece.detail if piece is not None else piece_id
