"""Issue 34, play mode in French: the decision panel on several kinds of decision, the
battle dialog and its forecast, the history browser, the handover screen, the undo
consent and the new-game dialog show the French of ``resources/i18n/play_fr.ts``; the
English interface keeps its words (every other test of play mode runs in English)."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, decision, laptop_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMenu,
    QPushButton,
)
from pytest import MonkeyPatch
from walk_support import clipped

from sv_desktop.ai.notes import ai_name
from sv_desktop.ai.plans_panel import AiPlansPanel
from sv_desktop.app.main_window import MainWindow
from sv_desktop.board.public_status import step_name
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language, translate
from sv_desktop.dialogs.end_game import end_text
from sv_desktop.dialogs.forecast_dialog import ForecastDialog
from sv_desktop.dialogs.new_game_dialog import NewGameDialog
from sv_desktop.panels.presenters import PRESENTERS, Surface
from sv_desktop.panels.stack_inspector import StackInspector
from sv_desktop.play.drag_forecast import preview_text
from sv_desktop.play.route_planner import RoutePlanner
from sv_desktop.play.undo_guard import consent_reason
from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.game import UndoStop
from sv_model.engine.state import GameResult, VictoryLevel
from sv_model.games.semper_victor.forecast import forecast_battle
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import RulesetOptions, Side

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "i18n"
AT_EVASION = ROOT / "tests" / "data" / "legacy_v1" / "337_sons_of_constantine-seed0-at77.svsave"
NBSP = "\u00a0"


def _compile(folder: Path, lang: str) -> None:
    """The play area's catalogue of ``lang`` with the board's, whose words of the turn
    (phases, steps) the panels show, compiled by Qt's lrelease."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(TS_DIR / f"play_{lang}.ts"),
                    str(TS_DIR / f"board_{lang}.ts"), "-qm",
                    str(folder / f"{i18n.CATALOGUE}_{lang}.qm")], check=True)


@pytest.fixture
def french(qtbot: Any, tmp_path: Path, monkeypatch: MonkeyPatch) -> Iterator[None]:
    """The French catalogue installed for the test; afterwards no catalogue at all, as
    the other tests expect."""
    del qtbot  # the application must exist
    _compile(tmp_path, "fr")
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    assert i18n.install(Language.FRENCH) == []
    try:
        yield
    finally:
        monkeypatch.setattr(i18n, "I18N_DIR", tmp_path / "none")
        i18n.install(Language.ENGLISH)


def _window(qtbot: Any) -> MainWindow:
    w = laptop_window(qtbot)
    w.prefs.hotseat_handover = False
    return w


def _texts(widget: Any) -> str:
    """Every label's and button's text under ``widget``."""
    return " | ".join([label.text() for label in widget.findChildren(QLabel)]
                      + [button.text() for button in widget.findChildren(QPushButton)])


def test_the_catalogue_translates_every_presenter_and_keeps_english_apart(french: None) -> None:
    assert PRESENTERS[DecisionKind.MOVEMENT].heading() == "Mouvements (E.1)"
    assert PRESENTERS[DecisionKind.EVASION].confirm_label(False) == "Tenir et combattre"
    assert translate("StackInspector", "%n piece(s)", None, 1) == "1 pion"
    assert translate("StackInspector", "%n piece(s)", None, 0) == "0 pion"  # French: 0 is one
    assert translate("StackInspector", "%n piece(s)", None, 4) == "4 pions"
    for presenter in PRESENTERS.values():
        assert presenter.heading() != presenter.title or presenter.title.startswith(
            ("Combats", "Limitanei", "Constantinople", "Nomination", "Veto", "Succession",
             "Protectores")), presenter.title  # the same word in both languages


def test_the_decision_panel_speaks_french_on_several_kinds(qtbot: Any, french: None) -> None:
    w = _window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 3)
    c, panel = w.controller, w.decision_panel
    rng = random.Random(3)
    seen: set[DecisionKind] = set()
    for _ in range(150):
        d = decision(c)
        presenter = PRESENTERS[d.kind]
        if d.kind not in seen and presenter.surface is not Surface.BATTLE \
                and not w.ai.is_ai(d.player):
            seen.add(d.kind)
            assert presenter.heading() in panel.banner.text(), d.kind
            if d.rule:
                assert f"(règle {d.rule})" in panel.prompt.text()
            if d.kind is DecisionKind.MOVEMENT:
                shown = _texts(panel)
                assert "Fin des mouvements" in shown and "Cliquez ou faites glisser" in shown
                assert "SMC et passer aux combats" in panel.option_buttons[0].toolTip()
        c.apply(rng.choice(d.options))
        qtbot.wait(1)
        if len(seen) >= 4:
            break
    assert len(seen) >= 4, seen
    assert "Mise en place" not in w.turn_panel.step.text()
    title = w.turn_panel.title.text()
    assert "An " in title and "Phase " in title and f"{NBSP}:" in title, title


def test_the_battle_dialog_and_forecast_speak_french(qtbot: Any, french: None) -> None:
    w = _window(qtbot)
    c = w.controller
    c.load(AT_EVASION)
    assert decision(c).kind is DecisionKind.EVASION
    combat = w.play.combat
    assert combat is not None and combat.isVisible()
    assert combat.windowTitle().startswith("Bataille à ")
    shown = _texts(combat)
    for french_words in ("Attaquant", "Défenseur", "Rapport de force", "Modificateurs au dé",
                         "Le dé n'a pas encore été lancé", "(règle 8.2)", "Fermer"):
        assert french_words in shown, french_words
    labels = [b.text() for b in combat.option_buttons]
    assert "Tenter l'évasion (1d6 < meilleure VS, 8.2)" in labels
    assert "Tenir et combattre" in labels
    assert "PF" in combat.attacker.totals.text() and "qualité moyenne" in \
        combat.attacker.totals.text()
    report = c.table.public.battle
    assert report is not None
    assert report.report.shifts  # the average quality shifts the column (8.6.1)
    odds = combat.odds.text()
    assert "average quality" not in odds and "qualité moyenne" in odds, odds
    forecast = ForecastDialog(c.live, report.zone, decision(c).player, c.name, w)
    qtbot.addWidget(forecast)
    header = forecast.header.text()
    assert "average quality" not in header and "qualité moyenne" in header, header
    assumed = forecast.assumptions.text()
    assert "le défenseur ne tente pas l'évasion (8.2)" in assumed, assumed
    assert "the defender" not in assumed and "no stratagem" not in assumed, assumed
    preview = preview_text(forecast_battle(c.live.engine, c.live.view(None).public,
                                           report.zone, report.attacker), c.name)
    assert "average quality" not in preview and "qualité moyenne -2 (8.6.1)" in preview, preview
    assert forecast.windowTitle().startswith("Prévision de bataille — ")
    items = [forecast.table.horizontalHeaderItem(i) for i in range(forecast.table.columnCount())]
    headers = [item.text() if item is not None else "" for item in items]
    assert headers[:3] == ["Dé", "Ligne", "Résultat (att. / déf.)"]
    assert " attaque à " in forecast.header.text() and "PF contre" in forecast.header.text()
    assert "Chances de victoire" in forecast.summary.text()
    assert f"{NBSP}%" in forecast.summary.text()  # "50 %", with a no-break space


def _played_game() -> Game:
    game = Game.new(load_scenario(GUI_SCENARIO), 1, checkpoints=True)
    play_out(game, random.Random(1), max_actions=40)
    return game


def test_the_history_browser_speaks_french(qtbot: Any, french: None) -> None:
    w = _window(qtbot)
    w.controller.adopt(_played_game(), None)
    w.history.open()
    panel = w.history_panel
    assert panel.present_button.text() == "Retour au présent"
    assert panel.branch_button.text() == "Bifurquer d'ici…"
    assert panel.note_edit.placeholderText() == "Note sur cette position"
    assert "Cliquez sur une décision" in panel.details.toPlainText()
    model = panel.model
    year = model.item(0)
    assert year is not None and year.text().startswith("An ")
    assert year.child(0) is not None and year.child(0).text().startswith("Phase ")
    w.history.show_entry(3)
    assert w.history.banner.label.text().startswith("Vous voyez l'an ")
    assert "lecture seule" in w.history.banner.label.text()
    assert "Décision 3" in panel.details.toPlainText()
    assert w.history.banner.button.text() == "Revenir au présent (Échap)"
    menus = [action.menu() for action in w.menuBar().actions()]
    menu_texts = [entry.text() for menu in menus if isinstance(menu, QMenu)
                  for entry in menu.actions()]
    assert "Navigateur d'&historique" in menu_texts and "&Tour précédent" in menu_texts


def test_the_log_cites_the_events_table_in_french(qtbot: Any, french: None) -> None:
    """A log line of an event cites "événement 7", not the English "events 7", in the log
    panel and in the history browser's details."""
    w = _window(qtbot)
    w.controller.adopt(_played_game(), None)
    log = w.log_panel.view.toPlainText()
    assert "[événement 7]" in log and "[events" not in log, log
    w.history.open()
    with_event = [n for n, entry in enumerate(w.history.entries)
                  if any(line.rule == "events 7" for line in entry.lines)]
    assert with_event
    w.history.show_entry(with_event[0])
    details = w.history_panel.details.toPlainText()
    assert "[événement 7]" in details and "[events" not in details, details


def test_the_handover_screen_and_the_undo_consent_speak_french(qtbot: Any,
                                                               french: None) -> None:
    w = laptop_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1, RulesetOptions(ask_at_every_window=True))
    assert w.central.currentWidget() is w.handover
    screen = w.handover
    side = screen.side
    assert side is not None
    assert "Passez l'écran à" in screen.title.text() or "garde l'écran" in screen.title.text()
    assert screen.button.text() == f"Je suis {side.value.upper()} — montrez-moi"
    assert f"Entrée{NBSP}: " in screen.keys.text() and "Espace" in screen.keys.text()
    assert "détournez le regard" in screen.reason.text()
    assert "En attente de" in w.decision_panel.prompt.text()
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert w.central.currentWidget() is not w.handover
    reason = consent_reason(Side.PRIMUS, UndoStop.CHANCE)
    assert reason.startswith("PRIMUS demande d'annuler une action dont les dés")
    screen.ask_consent(Side.SECONDUS, reason)
    assert screen.button.text() == "Je suis SECONDUS — j'accepte"
    assert screen.refuse_button.text() == "Je refuse"


def test_the_new_game_dialog_speaks_french(qtbot: Any, french: None) -> None:
    dialog = NewGameDialog(None, GUI_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Nouvelle partie"
    assert dialog.options_box.title() == "Options de règles"
    assert dialog.random_seed.text() == "Graine aléatoire"
    assert dialog.players_box.title() == "Joueurs"
    combo = dialog.players_box.combos[1]
    assert combo.itemText(0) == "Humain"
    assert any(combo.itemText(i).startswith("Ordinateur — ") for i in range(combo.count()))
    bundle = load_scenario(GUI_SCENARIO)
    dates = f"— de {bundle.scenario.start_year} à {bundle.scenario.end_year}"
    assert dates in dialog.summary.text()
    reading = dialog.option_widgets["rr_reading"]
    assert isinstance(reading, QComboBox) and reading.itemText(0) == "pas de vainqueur"


def test_english_is_unchanged_without_a_catalogue(qtbot: Any) -> None:
    assert PRESENTERS[DecisionKind.MOVEMENT].heading() == "Movement (E.1)"
    dialog = NewGameDialog(None, GUI_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "New game"
    assert consent_reason(None, None).startswith("A player asks to undo a decision of yours")


def test_the_small_panels_speak_french(qtbot: Any, french: None) -> None:
    plans = AiPlansPanel()
    qtbot.addWidget(plans)
    assert plans.title.text() == "<b>Plans de l'IA</b>"
    assert plans.note.text().startswith("L'ordinateur n'a pas encore décidé")
    headers = [plans.table.horizontalHeaderItem(i) for i in range(2)]
    assert [h.text() for h in headers if h is not None] == ["Réponse", "PV"]
    assert ai_name(Side.SECONDUS, "easy") == "SECONDUS (IA, facile)"
    inspector = StackInspector()
    qtbot.addWidget(inspector)
    assert inspector.title.text() == "Cliquez sur une pile ou une zone pour en lister les pions."
    assert step_name("F campaign review", "F") == "Bilan de campagne (F, 10)"
    assert step_name("E M/CS of PRIMUS", "E") == "SMC de PRIMUS (E)"
    result = GameResult({Side.PRIMUS: 12, Side.SECONDUS: 2}, Side.PRIMUS,
                        VictoryLevel.DEFINITIVE, {Side.PRIMUS: 1, Side.SECONDUS: 2})
    headline = end_text(result)
    assert "Victoire définitive du PRIMUS" in headline
    assert f"Décompte final (10.3){NBSP}: PRIMUS 12 PV — SECONDUS 2 PV" in headline
    planner = RoutePlanner("L", ("U",), "A", ("B", "C"), name=str.lower,
                           cost=lambda _a, _b: 2, check=lambda _move: None)
    qtbot.addWidget(planner)
    assert planner.move_button.text() == "Déplacer"
    assert "Itinéraire de l" in planner.path_label.text() and "(2 PM)" in \
        planner.path_label.text()
    combo = planner.stops["U"]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "continue jusqu'à c", "reste à b (étape 1)"]
    assert combo.toolTip() == f"Où u termine ce mouvement (3.4.1){NBSP}: continue jusqu'à c"
    assert f"Un mouvement légal{NBSP}: 4 PM." in planner.problem.text()


def test_no_french_text_is_cut_at_1280_by_720(qtbot: Any, french: None) -> None:
    """The French runs longer than the English: at a laptop's 1280×720 every text of play
    mode's panels and dialogs fits (seen cut before: the preview's start button, three
    yes / no buttons, the Turn panel's event line, the route planner)."""
    from sv_model.paths import scenario_path

    w = _window(qtbot)
    scenario = scenario_path(None)
    w.open_scenario_or_map(scenario, scenario)
    qtbot.wait(20)
    assert clipped(w) == []
    assert w.play.start_game(scenario, 3)
    c = w.controller
    rng = random.Random(3)
    for step in range(400):  # to SECONDUS's movement in 305 phase E, with an event
        if decision(c).kind is DecisionKind.MOVEMENT and step > 30:
            break
        c.apply(rng.choice(decision(c).options))
    qtbot.wait(20)
    if w.play.combat is not None:
        w.play.combat.hide()
    assert w.turn_panel.step.text().count("<br>") >= 3  # the step, initiative, mover, event
    assert clipped(w) == []
    group = next(g for g in c.live.movable_groups(decision(c).player) if g.leader and g.units)
    assert group.leader is not None
    w.play.on_piece_clicked(group.leader)
    w.inspector_dock.raise_()
    far = max(w.play.reach, key=lambda zone: w.play.reach[zone].cost_mp)
    w.play.moves.on_route_clicked(far)
    qtbot.wait(20)
    assert w.play.route is not None and clipped(w) == []
    w.play.cancel_selection()
    w.history.open()
    w.history.show_entry(5)
    qtbot.wait(20)
    assert clipped(w) == []
    w.history.return_to_present()
    w.prefs.hotseat_handover = True
    w.play.request_hand()
    qtbot.wait(20)
    assert w.central.currentWidget() is w.handover and clipped(w) == []
    w.prefs.hotseat_handover = False
    c.load(AT_EVASION)
    qtbot.wait(20)
    combat = w.play.combat
    assert combat is not None and combat.isVisible() and clipped(combat) == []
    combat.close()  # the decision panel asks instead: its yes / no buttons must fit too
    qtbot.wait(20)
    assert len(w.decision_panel.option_buttons) == 2 and clipped(w) == []
    dialog = NewGameDialog(w, scenario)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert clipped(dialog) == []
