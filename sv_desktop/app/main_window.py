"""The play-mode main window: map, dock panels, menus, files and settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from sv_desktop.app.deferred_play import DeferredPlay
from sv_desktop.board.board_view import BoardView, Catalogue, board_from_scenario, describe_zone
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.public_status import status_from_scenario
from sv_desktop.common import help_dialogs
from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_desktop.common.i18n import error_text, language, translate
from sv_desktop.common.language_menu import add_settings_menu
from sv_desktop.common.menu_actions import FIT_MAP_KEY, add_action
from sv_desktop.common.settings import Preferences, data_folder_problem, dialog_folder
from sv_desktop.panels.decision_panel import DecisionPanel
from sv_desktop.panels.side_panels import ControlPanel, LogPanel, TurnPanel
from sv_desktop.panels.stack_inspector import StackInspector
from sv_desktop.play.hotseat import HandoverScreen, HandPanel
from sv_desktop.session import saves
from sv_model import DataFileError, load_map, text_of
from sv_model.errors import ReplayMismatchError
from sv_model.loader import ScenarioBundle, resolve_reference
from sv_model.paths import SCENARIOS_DIR, autosave_dir
from sv_model.schemas.map import GameMap
from sv_model.yamlio import read_source

if TYPE_CHECKING:  # loaded after the first frame (issue 33)
    from sv_desktop.dialogs.recovery_dialog import RecoveryChoice
    from sv_desktop.session.journal import Interrupted

ASK_SAVE = Callable[[QWidget], QMessageBox.StandardButton]
MINIMUM_SIZE = (1024, 640)  # fits a 1280×720 screen's free area


def _ask_save(parent: QWidget) -> QMessageBox.StandardButton:
    return QMessageBox.question(
        parent, translate("MainWindow", "Save the game?"), translate("MainWindow", "The game in progress has changes that are not saved."),
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)


class MainWindow(DeferredPlay, QMainWindow):
    """Two players, one screen: the map in the middle, the game's panels around it. Play
    mode's parts come after the first frame (``DeferredPlay``)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Semper Victor")
        self.prefs = Preferences()
        self.ask_save: ASK_SAVE = _ask_save
        self.scene: MapScene | None = None
        self.preview: ScenarioBundle | None = None
        self.map_path: Path | None = None
        self.catalogue: Catalogue | None = None
        self.map_view = MapView()
        self.map_view.readable_start = True  # counters readable at the default zoom
        self.handover = HandoverScreen()
        self.central = QStackedWidget()
        self.central.addWidget(self.map_view)
        self.central.addWidget(self.handover)
        self.setCentralWidget(self.central)
        self._build_docks()
        self.autosave_label = QLabel()  # in the status bar, after the computer's
        self._build_menus()
        self.statusBar().showMessage(translate("MainWindow", "Welcome. Game ▸ New Game (Ctrl+N) starts a game."))
        self.statusBar().addPermanentWidget(self.autosave_label)
        self.zoom_label = QLabel()
        self.statusBar().addPermanentWidget(self.zoom_label)
        self.map_view.zoom_changed.connect(lambda s: self.zoom_label.setText(
            translate("MainWindow", "zoom {percent}%").format(percent=round(s * 100))))
        self.resize(1600, 1000)
        # below this the phase buttons are cut and the docks overlap (issue 39)
        self.setMinimumSize(*MINIMUM_SIZE)
        self._restore_layout()
        self.defer_play()
        if not self.history_dock.isHidden():  # restored on screen: its panel is drawn
            self.load_play()
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.activated.connect(self._on_escape)

    def play_loaded_now(self) -> None:
        self.controller.changed.connect(self._update_title)
        self.controller.bookmarks_changed.connect(self._update_title)

    def _on_escape(self) -> None:
        """Esc: from the history back to the present, or cancel the selection."""
        if not self.history.return_to_present():
            self.play.cancel_selection()

    # -- construction -------------------------------------------------------------------
    def _dock(self, title: str, name: str, widget: QWidget,
              area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        self.setDockNestingEnabled(True)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.turn_panel = TurnPanel()
        self.control_panel = ControlPanel()
        self.log_panel = LogPanel()
        self.inspector = StackInspector()
        self.decision_panel = DecisionPanel()
        self.hand_panel = HandPanel()
        self.turn_dock = self._dock(translate("MainWindow", "Turn"), "turn_dock", self.turn_panel, left)
        # the log and the control tables share one dock through their own tabs: Qt leaves a
        # stray tab bar on screen when a window has two groups of tabified docks
        self.record_tabs = QTabWidget()
        self.record_tabs.addTab(self.log_panel, translate("MainWindow", "Log"))
        self.record_tabs.addTab(self.control_panel, translate("MainWindow", "Dioceses && peoples"))
        self.record_tabs.setTabToolTip(1, translate("MainWindow", "Diocese control (3.7.3), peoples at war (4.2, 4.4)"))
        self.log_dock = self._dock(translate("MainWindow", "Record"), "log_dock", self.record_tabs, left)
        self.control_dock = self.log_dock
        self.decision_dock = self._dock(translate("MainWindow", "Decision"), "decision_dock", self.decision_panel, right)
        self.inspector_dock = self._dock(translate("MainWindow", "Stack"), "inspector_dock", self.inspector, right)
        self.hand_dock = self._dock(translate("MainWindow", "Stratagems"), "hand_dock", self.hand_panel, right)
        self.tabifyDockWidget(self.inspector_dock, self.hand_dock)
        # its panel (``HistoryDock``) comes with play mode's deferred parts
        self.history_dock = self._dock(translate("MainWindow", "History"), "history_dock", QWidget(), right)
        self.tabifyDockWidget(self.hand_dock, self.history_dock)
        self.history_dock.hide()  # History ▸ History Browser (F9)
        self.inspector_dock.raise_()
        self.resizeDocks([self.turn_dock, self.decision_dock], [330, 340],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.turn_dock, self.log_dock], [430, 570], Qt.Orientation.Vertical)
        # the decision gets most of the right column: its answers fit at 1280×720
        self.resizeDocks([self.decision_dock, self.inspector_dock], [640, 300],
                         Qt.Orientation.Vertical)
        self.turn_dock.setToolTip(translate("MainWindow", "Turn and phase (2), M/CS (2.D), VP (10), turn track"))

    def place_ai_plans(self, dock: QDockWidget) -> None:
        """The AI plans dock: tabbed with the stack's, hidden (Game ▸ Show AI Plans), or
        where the saved layout had it (it is made after the layout was restored)."""
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tabifyDockWidget(self.inspector_dock, dock)
        dock.hide()
        self.restoreDockWidget(dock)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        return add_action(self, menu, text, slot, shortcut, tip)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        f = self.file_menu = bar.addMenu(translate("MainWindow", "&File"))
        self._action(f, translate("MainWindow", "&New Game…"), lambda: self.play.new_game_dialog(),
                     QKeySequence.StandardKey.New,
                     translate("MainWindow", "Start a game: scenario, ruleset options and seed"))
        self._action(f, translate("MainWindow", "Open Scenario or &Map…"), self.open_file_dialog, "Ctrl+Shift+O",
                     translate("MainWindow", "Look at a scenario's set-up or a map without playing"))
        self._action(f, translate("MainWindow", "&Load Game…"), self.load_game_dialog, QKeySequence.StandardKey.Open,
                     translate("MainWindow", "Load a saved game; every action is replayed and checked"))
        self.save_action = self._action(f, translate("MainWindow", "&Save Game"), self.save_game,
                                        QKeySequence.StandardKey.Save, translate("MainWindow", "Save the game"))
        self.save_as_action = self._action(f, translate("MainWindow", "Save Game &As…"), self.save_game_as,
                                           QKeySequence.StandardKey.SaveAs)
        self.recent_menu = f.addMenu(translate("MainWindow", "&Recent Files"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        f.addSeparator()
        self.print_place = f.addSeparator()  # File ▸ Print… (``play_parts``) goes before it
        self._action(f, translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        e = bar.addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = self._action(e, translate("MainWindow", "&Undo"), lambda: self.play.undo(), QKeySequence.StandardKey.Undo,
                                        translate("MainWindow", "Take back the last decision"))
        self.redo_action = self._action(e, translate("MainWindow", "&Redo"), lambda: self.play.redo(), QKeySequence.StandardKey.Redo,
                                        translate("MainWindow", "Replay the decision taken back"))
        self.redo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Redo),
                                       QKeySequence("Ctrl+Y")])
        self.casual_undo_action = self._toggle(
            e, translate("MainWindow", "Casual Undo (No Limits)"), self.prefs.casual_undo,
            lambda v: setattr(self.prefs, "casual_undo", v),
            translate("MainWindow", "Undo past dice and the other player's decisions without asking. Off: undo stops "
            "at the last die roll and at the other player's last decision, and going further "
            "needs his consent on the handover screen."))
        e.addSeparator()
        self.always_ask_action = self._toggle(
            e, translate("MainWindow", "Handover at Every Change of Player"), self.prefs.always_ask_reactions,
            lambda v: setattr(self.prefs, "always_ask_reactions", v),
            translate("MainWindow", "Show the handover screen whenever the other player decides, so that a stratagem "
            "window (asked only to a player holding a playable counter, 6) does not stand out. "
            "The new-game option 'Ask at every stratagem window' makes every window a prompt."))
        self.handover_action = self._toggle(
            e, translate("MainWindow", "Handover Screen Before Secrets"), self.prefs.hotseat_handover,
            lambda v: setattr(self.prefs, "hotseat_handover", v),
            translate("MainWindow", "Hide the map and the hands before showing a player's stratagems"))
        v = bar.addMenu(translate("MainWindow", "&View"))
        self.fit_action = self._action(v, translate("MainWindow", "&Fit Map to Window"), self.map_view.fit_map,
                                       FIT_MAP_KEY, translate("MainWindow", "The whole map in the window (also F)"))
        self.fit_action.setShortcuts([QKeySequence(FIT_MAP_KEY), QKeySequence("F")])
        self.full_screen_action = self._action(v, translate("MainWindow", "F&ull Screen"), self.toggle_full_screen,
                                               QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.setShortcuts([QKeySequence("F11"),
                                              *QKeySequence.keyBindings(
                                                  QKeySequence.StandardKey.FullScreen)])
        self.full_screen_action.setCheckable(True)
        self._action(v, translate("MainWindow", "Zoom &In"), lambda: self.map_view.zoom_by(1.25), QKeySequence.StandardKey.ZoomIn)
        self._action(v, translate("MainWindow", "Zoom &Out"), lambda: self.map_view.zoom_by(0.8), QKeySequence.StandardKey.ZoomOut)
        self.overview_action = self._toggle(v, translate("MainWindow", "O&verview"), self.prefs.show_overview,
                                            self._set_overview, translate("MainWindow", "The whole map in a corner"))
        self.overview_action.setShortcut(QKeySequence("F8"))
        v.addSeparator()
        for dock in (self.turn_dock, self.log_dock, self.decision_dock, self.inspector_dock,
                     self.hand_dock, self.history_dock):
            v.addAction(dock.toggleViewAction())
        v.addSeparator()
        self._action(v, translate("MainWindow", "&Reset Layout"), self.reset_layout)
        g = self.game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.end_move_action = self._action(g, translate("MainWindow", "&End Movement"), lambda: self.play.end_movement(),
                                            "Ctrl+E", translate("MainWindow", "Close movement of this M/CS (E.1)"))
        self._action(g, translate("MainWindow", "Show My &Stratagems"), lambda: self.play.request_hand(), "Ctrl+H",
                     translate("MainWindow", "Hand the screen over and show one player's stratagems (6)"))
        self._action(g, translate("MainWindow", "&Hide Stratagems"), lambda: self.play.hide_hand(), "Ctrl+Shift+H")
        self._action(g, translate("MainWindow", "Last &Battle Report"), lambda: self.play.show_last_battle(), "Ctrl+B",
                     translate("MainWindow", "Forces, odds, shifts, modifiers, die and result of the last battle (8)"))
        self._action(g, translate("MainWindow", "Battle &Forecast…"), lambda: self.play.show_forecast(), "Ctrl+Shift+F",
                     translate("MainWindow", "What a battle in the zone on show would give, for each face "
                               "of the die (8.3)"))
        self._action(g, translate("MainWindow", "&Victory Chart"), lambda: self.play.show_end_screen(), "Ctrl+Shift+V",
                     translate("MainWindow", "VP over the turns, and the final result once the game is over (10)"))
        # the AI's entries end the Game menu; the History menu is filled by ``play_parts``
        self.history_menu = bar.addMenu(translate("MainWindow", "Hi&story"))
        t = bar.addMenu(translate("MainWindow", "&Tools"))
        self._action(t, translate("MainWindow", "&Map Editor…"), self.open_map_editor, "Ctrl+M",
                     translate("MainWindow", "Edit zones, adjacency, rivers and straits"))
        self._action(t, translate("MainWindow", "Scenario &Designer…"), self.open_designer, "Ctrl+Shift+D",
                     translate("MainWindow", "Place counters, paint control, set peoples, the cup and arrivals"))
        add_settings_menu(self)  # Settings ▸ Language
        h = bar.addMenu(translate("MainWindow", "&Help"))
        self._action(h, translate("MainWindow", "&Rules Decisions"), lambda: help_dialogs.show_rules_decisions(self),
                     "F1", translate("MainWindow", "How this edition reads the unclear points of the rules"))
        self._action(h, translate("MainWindow", "What the &Counters Show"), lambda: help_dialogs.show_counter_values(self),
                     tip=translate("MainWindow", "CC, SR, TB, PC, SP, QU and MP, with their rules"))
        self._action(h, translate("MainWindow", "&Keyboard Shortcuts"), lambda: help_dialogs.show_shortcuts(self))
        self._action(h, translate("MainWindow", "&About Semper Victor"), lambda: help_dialogs.show_about(self))
        for menu in (f, e, v, g, t, h):
            menu.setToolTipsVisible(True)

    def _toggle(self, menu: QMenu, text: str, value: bool, setter: Callable[[bool], None],
                tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setCheckable(True)
        action.setChecked(value)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.toggled.connect(setter)
        menu.addAction(action)
        return action

    def _set_overview(self, on: bool) -> None:
        self.prefs.show_overview = on
        self.map_view.overview.setVisible(on and self.scene is not None)
        if on:
            self.map_view.overview.refresh()

    # -- layout -------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        self._default_state = self.saveState()
        geometry, state = self.prefs.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    def reset_layout(self) -> None:
        self.restoreState(self._default_state)
        for dock in (self.turn_dock, self.log_dock, self.decision_dock, self.inspector_dock,
                     self.hand_dock):
            dock.show()
        if self.play_loaded:  # its dock was made after the default layout was taken
            self.place_ai_plans(self.ai.plans_dock)

    def may_leave_game(self) -> bool:
        """Before the game in progress is replaced or closed: offer to save it."""
        if not (self.play_loaded and self.controller.active and self.controller.dirty):
            return True
        answer = self.ask_save(self)
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        return answer != QMessageBox.StandardButton.Save or self.save_game()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave_game():
            event.ignore()
            return
        if self.play_loaded:
            self.controller.close_game()
        self.prefs.save_window_state(self.saveGeometry(), self.saveState())
        self.prefs.sync()
        event.accept()

    # -- maps and scenarios -------------------------------------------------------------
    def show_map(self, game_map: GameMap) -> MapScene:
        """Use ``game_map`` in the view, building a new scene only when it changes."""
        if self.scene is None or self.scene.game_map is not game_map:
            self.scene = MapScene(game_map)
            self.map_view.set_map_scene(self.scene)
            self.map_view.overview.setVisible(self.prefs.show_overview)
            if self.play_loaded:  # else ``play_parts`` attaches it
                self.play.attach_scene(self.scene)
        return self.scene

    def open_scenario_or_map(self, path: Path, fallback_map: Path) -> None:
        """Show a scenario's set-up, or a bare map; fall back to ``fallback_map``."""
        try:
            if path.is_file():
                self.open_path(path)
            elif fallback_map.is_file():
                self.show_bare_map(fallback_map)
                self.statusBar().showMessage(translate(
                    "MainWindow", "{file} not found: showing the map only.").format(file=path))
            else:
                self.statusBar().showMessage(translate("MainWindow", "Neither {file} nor {map} exists: File ▸ Open "
                                                       "Scenario or Map… to choose one.").format(file=path, map=fallback_map))
        except DataFileError as exc:
            self.show_error(translate("MainWindow", "Cannot open file"), error_text(exc))

    def open_path(self, path: Path) -> None:
        """Open a scenario (preview) or a map file, by its format. The file is read and
        checked first: one that cannot be used leaves the game in progress open
        (``DataFileError``); then the game in progress ends, after an offer to save it."""
        head = read_source(path).text[:4000]
        loaded: GameMap | ScenarioBundle = (
            load_map(path) if "sv-map" in head and "sv-scenario" not in head
            else load_scenario_cached(path))
        if not self.may_leave_game():
            return
        if self.play_loaded:
            self.controller.close_game()
        if isinstance(loaded, GameMap):
            self.show_bare_map(path, loaded)
        else:
            self.show_preview(loaded)
        self.prefs.add_recent(path)

    def show_bare_map(self, path: Path, game_map: GameMap | None = None) -> None:
        game_map = game_map or load_map(path)
        self.preview = None
        self.map_path = path
        scene = self.show_map(game_map)
        self.catalogue = None
        scene.set_board(BoardView())
        self.map_view.describe_zone = lambda z: z
        self.setWindowTitle(translate("MainWindow", "Semper Victor — map {map}").format(
            map=game_map.name))

    def show_preview(self, bundle: ScenarioBundle) -> None:
        """The scenario's set-up, before a game starts."""
        self.preview = bundle
        self.map_path = resolve_reference(bundle.path, bundle.scenario.map)
        scene = self.show_map(bundle.game_map)
        board = board_from_scenario(bundle)
        scene.set_board(board)
        self.map_view.board_shown()
        cat = Catalogue.of(bundle)
        self.catalogue = cat
        self.map_view.describe_zone = lambda z: describe_zone(cat, board, z)
        self.map_view.describe_piece = lambda p: _piece_detail(board, p)
        status = status_from_scenario(bundle)
        self.turn_panel.set_status(status)
        self.control_panel.set_status(cat, status)
        if self.play_loaded:
            self.play.show_preview(bundle)
        else:  # a fresh window: nothing of a game to clear
            self.decision_panel.show_scenario(bundle.scenario,
                                              lambda: self.play.new_game_dialog())
        self.map_view.overview.refresh()
        self.setWindowTitle(translate("MainWindow", "Semper Victor — {scenario} (set-up)").format(
            scenario=text_of(bundle.scenario, "name", language())))

    def _update_title(self) -> None:
        c = self.controller
        if c.game is None:
            return
        where = c.save_path.name if c.save_path else translate("MainWindow", "unsaved")
        self.setWindowTitle(translate("MainWindow", "Semper Victor — {scenario} — AD {year} [{file}]").format(
            scenario=text_of(c.game.bundle.scenario, "name", language()), year=c.table.public.year,
            file=where + (" *" if c.dirty else "")))
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())

    # -- files --------------------------------------------------------------------------
    def open_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a scenario or a map"),
                                              str(SCENARIOS_DIR), translate("MainWindow", "Semper Victor data (*.yaml "
                                              "*.yml)"))
        if path:
            try:
                self.open_path(Path(path))
            except DataFileError as exc:
                self.show_error(translate("MainWindow", "Cannot open file"), error_text(exc))

    def load_game_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Load a saved game"), str(dialog_folder()),
                                              translate("MainWindow", "Saved games ({patterns})").format(
                                                  patterns=f"*{saves.SAVE_SUFFIX} *.json"))
        if path:
            self.load_game(Path(path))

    def load_game(self, path: Path) -> bool:
        if not self.may_leave_game():
            return False
        try:
            self.controller.load(path)
        except DataFileError as exc:
            self.show_error(translate("MainWindow", "This saved game cannot be loaded"), error_text(exc))
            return False
        except ReplayMismatchError as exc:
            return self._load_up_to_divergence(path, exc)
        self.prefs.add_recent(path)
        self.statusBar().showMessage(translate(
            "MainWindow", "Loaded {file}: every action replayed and checked.").format(
            file=path.name), 6000)
        return True

    def _load_up_to_divergence(self, path: Path, exc: ReplayMismatchError) -> bool:
        """A save that replays differently (damaged, or played under other rules): say
        where, and offer the game up to the last phase that replays, as a new game."""
        text = error_text(exc)
        if exc.replayable <= 0:
            self.show_error(translate("MainWindow", "This saved game cannot be loaded"), text)
            return False
        question = translate(
            "MainWindow", "{problem}\n\nUp to action #{count}, it replays as saved. Load the "
            "game up to there, as a new untitled game? The file is not changed.").format(
            problem=text, count=exc.replayable)
        if not self.ask_yes_no(translate("MainWindow", "This saved game replays differently"), question):
            return False
        try:
            self.controller.load(path, stop_at=exc.replayable)
        except (DataFileError, ReplayMismatchError) as again:
            self.show_error(translate("MainWindow", "This saved game cannot be loaded"), error_text(again))
            return False
        replayable = exc.replayable
        self.statusBar().showMessage(translate(
            "MainWindow", "Loaded the first %n action(s) of {file}: untitled until you save "
            "it.", None, replayable).format(file=path.name), 8000)
        return True

    def ask_yes_no(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def save_game(self) -> bool:
        c = self.controller
        if not c.active:
            return False
        if c.save_path is None:
            return self.save_game_as()
        return self._write(c.save_path)

    def save_game_as(self) -> bool:
        if not self.controller.active:
            return False
        scenario = self.controller.live.bundle.scenario
        default = dialog_folder() / f"{scenario.id}_{self.controller.table.public.year}" \
                                    f"{saves.SAVE_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game"), str(default),
                                              translate("MainWindow", "Saved games ({patterns})").format(
                                                  patterns=f"*{saves.SAVE_SUFFIX}"))
        if not path:
            return False
        if not path.endswith(saves.SAVE_SUFFIX):
            path += saves.SAVE_SUFFIX
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        try:
            written = self.controller.save(path)
        except (OSError, DataFileError) as exc:
            self.show_error(translate("MainWindow", "The game could not be saved"), error_text(exc))
            return False
        self.prefs.add_recent(written)
        self._update_title()
        self.statusBar().showMessage(
            translate("MainWindow", "Saved to {file}").format(file=written), 5000)
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.prefs.recent_files()
        if not files:
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)
        for f in files:
            action = self.recent_menu.addAction(Path(f).name)
            action.setToolTip(f)
            action.triggered.connect(lambda _c=False, p=f: self.open_recent(Path(p)))

    def open_recent(self, path: Path) -> None:
        if path.suffix in (saves.SAVE_SUFFIX, ".json"):
            self.load_game(path)
        else:
            try:
                self.open_path(path)
            except DataFileError as exc:
                self.show_error(translate("MainWindow", "Cannot open file"), error_text(exc))

    def start_up_checks(self) -> None:
        """Once the window shows: the data folder's state, then interrupted games (a
        read-only folder may still hold some)."""
        self.warn_if_data_folder_unusable()
        self.offer_recovery()

    def offer_recovery(self, ask: Callable[[list[Interrupted]], RecoveryChoice] | None = None
                       ) -> bool:
        """At start-up, offer back every game left open by a session that did not close
        (``journal.py``). True if one was resumed."""
        from sv_desktop.dialogs.recovery_dialog import ask_recovery
        from sv_desktop.session.journal import discard as discard_journal
        from sv_desktop.session.journal import interrupted_sessions

        sessions = interrupted_sessions(autosave_dir(), language().value)
        if not sessions:
            return False
        choice = (ask or (lambda found: ask_recovery(self, found)))(sessions)
        for dropped in choice.discard:
            discard_journal(dropped.path)
        if choice.resume is None or not self.may_leave_game():
            return False
        try:
            players = saves.journal_players(choice.resume.path)
            game, scenario = saves.recover_journal(choice.resume.path)
            marks = saves.journal_bookmarks(choice.resume.path, len(game.actions))
        except DataFileError as exc:  # the journal stays: it is deleted only when asked
            self.show_error(translate("MainWindow", "This game cannot be resumed"), error_text(exc))
            return False
        self.controller.adopt(game, scenario, players, marks)
        discard_journal(choice.resume.path)  # the game now lives in this session's journal
        self.statusBar().showMessage(translate("MainWindow", "Resumed the interrupted game: it is untitled until "
                                     "you save it."), 8000)
        return True

    def warn_if_data_folder_unusable(self) -> bool:
        """At start-up: if the data folder cannot be written, say so once, play on without
        autosave, and let every save go wherever the user picks. True if it warned."""
        problem = data_folder_problem()
        if problem is None:
            return False
        self.controller.journal_off(problem)
        self.show_error(
            translate("MainWindow", "The data folder cannot be used"),
            translate("MainWindow", "Semper Victor cannot write to its data folder "
                      "({problem}).\n\nYou can play as usual and save anywhere with File ▸ "
                      "Save As, but autosave and crash recovery are off, and preferences are "
                      "not kept, until that folder can be written (or SV_DATA_DIR names one "
                      "that can).").format(problem=problem))
        return True

    def show_error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, title, text[:3000],
                          QMessageBox.StandardButton.Ok, self)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setObjectName("error_box")
        box.open()
        self.last_error = text

    def toggle_full_screen(self) -> None:
        """F11: the window fills the screen, and back."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    # -- tools --------------------------------------------------------------------------
    def open_map_editor(self) -> None:
        """Open the map editor (``editor.open_editor``) on the current map, if installed."""
        try:
            import editor
        except ImportError:
            self.show_error(translate("MainWindow", "Map editor"), translate("MainWindow", "The map editor is not installed."))
            return
        opener = getattr(editor, "open_editor", None)
        if opener is None:
            self.show_error(translate("MainWindow", "Map editor"), translate("MainWindow", "This build has no map editor yet."))
            return
        self._editor_window = opener(self, self.map_path)

    def open_designer(self) -> None:
        """Open the scenario designer on the scenario shown or played (a scenario file)."""
        import editor

        self._designer_window = editor.open_designer(self, self.scenario_file())

    def scenario_file(self) -> Path:
        """The scenario file of the game or preview; the default scenario for a save."""
        from sv_model.paths import DEFAULT_SCENARIO

        game = self.controller.game
        bundle = game.bundle if game is not None else self.preview
        path = getattr(bundle, "path", None)
        if isinstance(path, Path) and path.suffix in (".yaml", ".yml") and path.is_file():
            return path
        return DEFAULT_SCENARIO


def _piece_detail(board: BoardView, piece_id: str) -> str:
    piece = board.piece(piece_id)
    return piece.detail if piece is not None else piece_id
