"""The play coordinator: turns the engine's decisions into things on screen.

It listens to the GameController and decides how each decision is presented:
movement and zone choices (evasion, retreat) on the map, whose clicks and drags
``movement_input.MovementInput`` turns into answers; battles in the combat dialog;
secret stratagem decisions behind the handover screen (``hotseat_flow``); and
everything else in the generic decision panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from sv_desktop.board import theme
from sv_desktop.board.board_view import BoardView, describe_zone
from sv_desktop.board.describe import action_zones, describe_action, die_outcome
from sv_desktop.board.map_scene import MapScene
from sv_desktop.common.i18n import error_text, translate
from sv_desktop.dialogs.combat_dialog import CombatDialog
from sv_desktop.dialogs.end_game import EndGameDialog
from sv_desktop.dialogs.forecast_dialog import ForecastDialog
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_desktop.panels.presenters import PRESENTERS, Surface
from sv_desktop.play.battle_screens import BattleScreens
from sv_desktop.play.drag_forecast import DragForecast
from sv_desktop.play.hotseat_flow import HotseatFlow
from sv_desktop.play.map_traces import TraceLayer
from sv_desktop.play.movement_input import MovementInput, Selected, zone_options
from sv_desktop.play.ports import ComputerSeats, HumanSeats
from sv_desktop.play.undo_guard import UndoGuard
from sv_desktop.session.last_moves import MoveTrail, Trace
from sv_desktop.session.reaction_pass import ReactionPass, Until, offers
from sv_model.engine.actions import Action, ChooseDie, Confirm, EndMovement, Move
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind
from sv_model.errors import DataFileError
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side
from sv_model.seat_players import SeatPlayers

if TYPE_CHECKING:
    from pathlib import Path

    from sv_desktop.play.ports import PlayWindow
    from sv_desktop.play.route_planner import RouteSession
    from sv_model.games.semper_victor.movement_query import ReachInfo


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
        self.moves = MovementInput(self)  # the map's clicks and drags: what moves where
        self.battles = BattleScreens(window.window(), self.status, self.c, self.apply,
                                     self.describe)
        self._end_shown = False
        self.reaction_pass = ReactionPass()  # E windows passed until an M/CS ends (6)
        self.trail = MoveTrail()  # the other side's last moves and battles, on the map
        self.traces: TraceLayer | None = None
        self._by_screen = False  # the action being applied is the screen's own pass
        self._listen()
        self.undo_guard = UndoGuard(self, self.c.undo, self._after_undo_consent)
        # the battle a dragged force would fight
        self.drag_forecast = DragForecast(self.map_view, self.moves)

    def _listen(self) -> None:
        """Follow the controller, the map's clicks and drags, and the panels' answers."""
        self.c.changed.connect(self.refresh)
        self.c.started.connect(self._on_started)
        self.c.refused.connect(self._on_refused)
        self.c.journaled.connect(self._on_journaled)
        self.c.journal_failed.connect(self._on_journal_failed)
        v, moves = self.map_view, self.moves
        v.zone_clicked.connect(moves.on_zone_clicked)
        v.route_clicked.connect(moves.on_route_clicked)
        v.piece_clicked.connect(moves.on_piece_clicked)
        v.piece_dropped.connect(moves.on_piece_dropped)
        v.drag_started.connect(moves.on_piece_clicked)
        v.drag_cancelled.connect(moves.rehighlight)
        v.can_drag = self.can_drag
        self.inspector.carry_changed.connect(moves.on_carry_changed)
        self.inspector.piece_selected.connect(moves.on_piece_clicked)
        self.decision_panel.chosen.connect(self.apply)
        self.decision_panel.hovered.connect(self._on_option_hovered)
        self.hand_panel.play.connect(self.apply)
        self.handover.revealed.connect(self.on_revealed)

    # -- scene --------------------------------------------------------------------------
    def attach_scene(self, scene: MapScene) -> None:
        self.scene = scene
        scene.stack_clicked.connect(self.moves.on_stack_clicked)
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
        self.moves.clear_selection()
        self.revealed = None
        self.hand_panel.hide_hand()
        self.log_panel.set_entries([])
        self._show_central_map()
        self.decision_panel.show_scenario(bundle.scenario, self.new_game_dialog)

    # -- game management ----------------------------------------------------------------
    def new_game_dialog(self) -> None:
        if not self.host.may_leave_game():
            return
        scenario = self.host.preview.path if self.host.preview is not None else None
        dialog = NewGameDialog(self.host.window(), scenario)
        if not dialog.exec():
            return
        path = dialog.scenario_path()
        if path is not None:
            self.start_game(path, dialog.seed(), dialog.options(), dialog.players())

    def start_game(self, path: Path, seed: int, options: RulesetOptions | None = None,
                   players: SeatPlayers | None = None) -> bool:
        """A new game of the scenario at ``path``; ``players``: the computer's seats."""
        try:
            self.c.new_game(path, seed, options, players)
        except DataFileError as exc:
            self.host.show_error(translate("PlayCoordinator", "Cannot start this scenario"),
                                 error_text(exc))
            return False
        self.prefs.add_recent(path)
        self.status.showMessage(translate("PlayCoordinator", "New game started."), 5000)
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
            self.status.showMessage(translate("PlayCoordinator", "Undone."), 2000)

    def _after_undo_consent(self, _side: Side, _done: bool) -> None:
        # nobody's hand stays on screen: the next secret decision asks for a handover
        self._hide_hand()
        self.sitting = None
        self._revealed_at = -1
        self._show_central_map()
        self.refresh()

    def redo(self) -> None:
        if self.c.redo():
            self.status.showMessage(translate("PlayCoordinator", "Redone."), 2000)

    def apply(self, action: Action) -> bool:
        if self.seats.deciding():  # the computer's decision: nothing on screen answers it
            return False
        ok = self.c.apply(action)
        if ok:
            self.moves.clear_selection()
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
            self.autosave_label.setText(translate(
                "PlayCoordinator", "journaled: AD {year}, phase {phase}").format(
                    year=st.year, phase=st.phase))
            self.autosave_label.setToolTip(translate(
                "PlayCoordinator", "Every decision is written to {path} as it is taken; after "
                "a crash the game is offered back, exactly as it was, at the next start")
                .format(path=path))

    def _on_journal_failed(self, message: str) -> None:
        self.autosave_label.setStyleSheet("color:#a01f14;font-weight:bold")
        self.autosave_label.setText(translate("PlayCoordinator", "not journaled: save often"))
        self.autosave_label.setToolTip(message)
        self.status.showMessage(message, 15000)

    def _on_refused(self, message: str) -> None:
        self.tell(translate("PlayCoordinator", "Not allowed: {reason}").format(reason=message))

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
            self.moves.show_zone_in_inspector(self.inspector.zone_id)
        self.trail.follow(c.game, by_screen=self._by_screen)
        self._by_screen = False
        self.show_traces(self.trail.for_viewer(self._viewer()))
        self.present_decision()

    def present_decision(self) -> None:
        """Show the pending decision as its presenter says: on the map, in the decision
        panel or the battle dialog, after a handover if it needs one, or passed by the
        screen itself; the computer's shows what it needs itself."""
        d = self.c.decision
        self.moves.forget_reach()
        if d is None:
            self._show_no_decision()
            return
        if self.seats.present(d):  # the computer decides (``ai.driver``); a lone human: none
            return
        self._show_battle_if_new(d)  # at every change, whatever comes next (issue 39)
        passing = self._screen_passes(d)
        if passing:  # the player chose it, or nothing could be played: no handover
            self.status.showMessage(passing, 3000)
            self.decision_panel.show_message(PRESENTERS[d.kind].heading(), passing, d.player)
            QTimer.singleShot(0, lambda: self._auto_pass(d))
        elif not self._hand_over_first(d):
            self._show_decision(d)

    def _show_no_decision(self) -> None:
        """Nobody decides: a battle just over, or the end of the game."""
        self._hide_hand()
        self._show_battle_if_new(None)
        if self.c.live.is_over:
            self.decision_panel.show_message(
                translate("PlayCoordinator", "Game over"),
                translate("PlayCoordinator", "See the victory screen (Game ▸ Victory Chart)."))
            if not self._end_shown:
                self._end_shown = True
                QTimer.singleShot(0, self.show_end_screen)

    def _show_decision(self, d: Decision) -> None:
        """``d`` on the map and in the decision panel, with the "pass until…" buttons,
        the player's hand if he is at the screen, and a hint in the status bar."""
        self._show_central_map()
        self.decision_panel.show_decision(d, PRESENTERS[d.kind], self.c.text(d.prompt),
                                          self.describe)
        for position, until in enumerate(offers(self.c.live, d)):
            self.decision_panel.add_widget(self._pass_until_button(d, until), position)
        if self.revealed == d.player:
            self._show_hand(d.player)
        self.moves.show_zone_choices(d)
        self.host.end_move_action.setEnabled(d.kind is DecisionKind.MOVEMENT)
        self.status.showMessage(self._hint(d))

    def _hint(self, d: Decision) -> str:
        who = theme.SIDE_NAMES[d.player]
        if PRESENTERS[d.kind].surface is Surface.MAP:
            return translate(
                "PlayCoordinator", "{side} moves: click a counter, tick the units to carry, "
                "then click a highlighted zone (or drag). Ctrl+E ends movement.").format(side=who)
        if zone_options(d):
            return translate("PlayCoordinator", "{side}: click one of the highlighted zones, "
                             "or choose in the Decision panel.").format(side=who)
        said = self.c.text(d.prompt)
        prompt = said if said.startswith(who) else translate(
            "PlayCoordinator", "{side}: {prompt}").format(side=who, prompt=said)
        return translate("PlayCoordinator", "{prompt} (rule {rule})").format(
            prompt=prompt, rule=d.rule)

    def describe(self, action: Action) -> str:
        if self.c.namer is None:
            return str(action)
        d = self.c.decision
        if d is not None and isinstance(action, Confirm):
            if not action.yes and Until.MCS in offers(self.c.live, d):
                return translate("PlayCoordinator",
                                 "Pass only now (asked again after the next move)")
            label = PRESENTERS[d.kind].confirm_label(action.yes)
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

    # -- battles ------------------------------------------------------------------------
    def _show_battle_if_new(self, d: Decision | None) -> None:
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
        return self.battles.show_forecast(self.moves.inspected_zone, self.c.name)

    def show_last_battle(self) -> None:
        self.battles.show_last()

    def show_end_screen(self) -> None:
        self.battles.show_end()

    # -- map interaction (``movement_input``) -------------------------------------------
    def _on_option_hovered(self, action: Action | None) -> None:
        if self.scene is None:
            return
        self.scene.highlight_single(None, "target")
        if action is not None:
            for zone in action_zones(action):
                self.scene.highlight_single(zone, "target")
                break

    @property
    def selected(self) -> Selected | None:
        """The force selected to move (leader, units), if any."""
        return self.moves.selected

    @property
    def selected_fleet(self) -> str | None:
        return self.moves.selected_fleet

    @property
    def reach(self) -> dict[str, ReachInfo]:
        """Where the selected force may go (7.2)."""
        return self.moves.reach

    @property
    def route(self) -> RouteSession | None:
        """The route being planned (3.4.1), if any."""
        return self.moves.route

    def can_drag(self, piece_id: str) -> bool:
        return self.moves.can_drag(piece_id)

    def on_piece_clicked(self, piece_id: str) -> None:
        self.moves.on_piece_clicked(piece_id)

    def on_zone_clicked(self, zone: str) -> None:
        self.moves.on_zone_clicked(zone)

    def cancel_selection(self) -> None:
        self.moves.cancel_selection()


def _piece_detail(board: BoardView, piece_id: str) -> str:
    piece = board.piece(piece_id)
    return piece.detail if piece is not None else piece_id
