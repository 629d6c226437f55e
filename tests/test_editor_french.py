"""The map editor and the scenario designer in French (issue 34): menus, docks, panels,
dialogs, tool hints, refusals and the undo texts that Edit ▸ Undo shows come from the
French catalogue, with French typography and plurals; in English nothing changes."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from designer_support import designer_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QTableWidget, QTabWidget
from pytestqt.qtbot import QtBot

from editor.designer.roster_panel import ValueDelegate
from editor.designer.scenario_doc import ScenarioDocument
from editor.map_editor.dialogs import MapPropertiesDialog
from editor.map_editor.document import MapDocument
from editor.map_editor.window import EditorWindow
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language, translate
from sv_model.paths import DEFAULT_MAP, DEFAULT_SCENARIO

ROOT = Path(__file__).resolve().parent.parent
SQUARE = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]


@pytest.fixture(scope="module")
def catalogues() -> None:
    """The compiled catalogues, made from the .ts files as the set-up step makes them."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   cwd=ROOT, capture_output=True)


@pytest.fixture
def french(qtbot: QtBot, catalogues: None) -> Iterator[None]:
    """The French interface for one test; English again afterwards."""
    del qtbot, catalogues  # the application must exist; the catalogues are built
    try:
        assert i18n.install(Language.FRENCH) == []
        yield
    finally:
        i18n.install(Language.ENGLISH)


def menu_titles(window: QMainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def menu(window: QMainWindow, title: str) -> QMenu:
    bar = window.menuBar()
    found = next(a.menu() for a in bar.actions() if a.text() == title)
    assert isinstance(found, QMenu)
    return found


def entries(m: QMenu) -> list[str]:
    return [a.text() for a in m.actions() if not a.isSeparator()]


def header_text(table: QTableWidget, column: int) -> str:
    item = table.horizontalHeaderItem(column)
    assert item is not None
    return item.text()


def undo_entry(m: QMenu) -> QAction:
    return m.actions()[0]


def editor_window(qtbot: QtBot, doc: MapDocument) -> EditorWindow:
    window = EditorWindow(doc)
    window.interactive = False
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def test_the_map_editor_in_french(qtbot: QtBot, french: None) -> None:
    window = editor_window(qtbot, MapDocument())
    assert menu_titles(window) == ["&Fichier", "É&dition", "&Carte", "Aid&e", "&Outils",
                                   "&Affichage", "Paramètre&s"]
    file_menu = entries(menu(window, "&Fichier"))
    assert "&Nouvelle carte" in file_menu and "Enregistrer &sous…" in file_menu
    assert "Ouvrir en mode &jeu" in file_menu
    docks = {d.objectName(): d.windowTitle() for d in window.findChildren(QDockWidget)}
    assert docks["properties"] == "Propriétés" and docks["validation"] == "Validation"
    assert docks["zones"] == "Zones" and docks["scenario_zones"] == "Zones des scénarios"
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs == ["Zone", "Lien", "Fleuve", "Fond", "Historique"]
    assert window.zone_panel.title.text() == "Aucune zone choisie"
    assert window.edge_panel.apply_button.text() == "Appliquer"
    assert window.tool_actions["draw"].text() == "Tracer"
    assert "Semper Victor" in window.windowTitle() and "pas encore enregistrée" in \
        window.windowTitle()
    window.view.set_tool("draw")  # the tool's hint goes to the status line, in French
    assert window.statusBar().currentMessage().startswith("Cliquez pour placer des sommets")


def test_map_editor_undo_texts_and_refusals_in_french(qtbot: QtBot, french: None) -> None:
    window = editor_window(qtbot, MapDocument())
    zid = window.controller.add_zone(SQUARE)
    assert zid is not None
    edit = menu(window, "É&dition")
    undo = undo_entry(edit)
    assert undo.text() == "Annuler Ajouter la zone Zone 1"
    assert undo.isEnabled()
    window.controller.merge([zid])  # one zone only: refused, and said why in French
    assert window.statusBar().currentMessage() == (
        "Refusé\u00a0: choisissez exactement deux zones (Ctrl+clic) à fusionner")
    window.controller.labels_inside()
    assert window.statusBar().currentMessage() == "Chaque point d'étiquette est dans sa zone."
    window.doc.undo_stack.undo()
    assert edit.actions()[1].text() == "Rétablir Ajouter la zone Zone 1"


def test_map_editor_lists_count_in_french(qtbot: QtBot, french: None) -> None:
    window = editor_window(qtbot, MapDocument())
    zones = window.tracing.zone_list
    assert zones.count.text() == "0 zone"  # French puts 0 in the singular
    window.controller.add_zone(SQUARE)
    assert zones.count.text() == "1 zone"
    window.controller.add_zone([(200.0, 0.0), (300.0, 0.0), (300.0, 100.0)])
    assert zones.count.text() == "2 zones"
    zones.search.setText("zone")
    assert zones.count.text() == "2 sur 2 zones"
    summary = window.tracing.needs.summary.text()
    assert summary.startswith("Les scénarios fournis nomment ") and "manquantes" in summary


def test_map_properties_dialog_in_french(qtbot: QtBot, french: None) -> None:
    dialog = MapPropertiesDialog(MapDocument.open(DEFAULT_MAP))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Propriétés de la carte"
    assert dialog.estimate.text() == "Notre estimation, non saisie d'après la carte imprimée"
    headers = [header_text(dialog.dioceses, i) for i in range(3)]
    assert headers == ["identifiant", "nom", "couleur"]


def test_the_designer_in_french(qtbot: QtBot, french: None) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    assert menu_titles(w) == ["&Fichier", "É&dition", "&Affichage", "Paramètre&s", "Aid&e"]
    file_menu = entries(menu(w, "&Fichier"))
    assert "&Nouveau scénario" in file_menu and "&Rapport d'équilibre…" in file_menu
    tabs = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert tabs == ["Zone", "Scénario", "Mise en place", "Valeurs des pions"]
    inner = [[page.tabText(i) for i in range(page.count())] for page in
             (w.tabs.widget(1), w.tabs.widget(2)) if isinstance(page, QTabWidget)]
    assert inner == [["Général", "Langues", "Options"],
                     ["Contrôle", "Peuples", "Entrées", "Stratagèmes"]]
    docks = sorted(d.windowTitle() for d in w.findChildren(QDockWidget))
    assert docks == ["Changements depuis l'enregistrement", "Pions", "Problèmes", "Scénario"]
    assert w.finder.placeholderText() == "Chercher une zone (Ctrl+F)…"
    assert w.inspector.title.text() == "Cliquez une zone de la carte"
    summary = w.problems.summary.text()
    if w.doc.all_problems():
        assert "erreur" in summary or "avertissement" in summary
    else:
        assert summary == "Aucun problème\u00a0: le scénario peut être joué."
    assert header_text(w.roster_panel.units, 4) == "PF"  # 1.3
    assert "Concepteur de scénarios" in w.windowTitle()


def test_designer_undo_text_in_french(qtbot: QtBot, french: None) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    w.card.number.setValue(77)
    undo = undo_entry(menu(w, "É&dition"))
    assert undo.text() == "&Annuler Numéro du scénario"
    w.doc.undo_stack.undo()
    assert menu(w, "É&dition").actions()[1].text() == "&Rétablir Numéro du scénario"


def test_designer_counter_menu_and_balance_words_in_french(qtbot: QtBot, french: None) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    leader = next(str(r["leader"]) for r in w.doc.data["leaders"] if r.get("zone"))
    counter_menu = w.counter_menu(leader)
    assert counter_menu is not None
    texts = entries(counter_menu)
    assert texts[:2] == ["Camp", "Titre"] and "Retirer de la mise en place" in texts
    title_menu = next(a.menu() for a in counter_menu.actions() if a.text() == "Titre")
    assert isinstance(title_menu, QMenu)
    titles = entries(title_menu)
    assert "Usurpateur" in titles and "sans titre" in titles  # 3.6.1


def test_the_english_interface_keeps_its_texts(qtbot: QtBot, catalogues: None) -> None:
    del qtbot, catalogues
    assert i18n.install(Language.ENGLISH) == []
    assert translate("EditorWindow", "Save the changes to {map}?") == \
        "Save the changes to {map}?"  # the English interface is unchanged


def test_french_typography_in_the_catalogue(qtbot: QtBot, french: None) -> None:
    del qtbot
    question = translate("EditorWindow", "Save the changes to {map}?").format(map="Orbis")
    assert question == "Enregistrer les modifications de Orbis\u202f?"
    assert translate("Terms", "Refused: {reason}") == "Refusé\u00a0: {reason}"
    assert translate("BalanceDialog", "%n games.", None, 1) == "1 partie."
    assert translate("BalanceDialog", "%n games.", None, 0) == "0 partie."
    assert translate("BalanceDialog", "%n games.", None, 12) == "12 parties."


def test_english_plural_forms_from_the_english_catalogue(qtbot: QtBot, catalogues: None) -> None:
    del qtbot, catalogues
    try:
        assert i18n.install(Language.ENGLISH) == []
        assert translate("BalanceDialog", "%n games.", None, 1) == "1 game."
        assert translate("ZoneListPanel", "%n zones", None, 1) == "1 zone"
        assert translate("ZoneListPanel", "%n zones", None, 3) == "3 zones"
    finally:
        i18n.install(Language.ENGLISH)


def test_the_designer_timeline_in_french(qtbot: QtBot, french: None) -> None:
    """The arrival table's words (3.3.1) come from sv_model: the designer words them in the
    interface's language."""
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    tree = w.arrivals.timeline
    rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    children = [row.child(j) for row in rows if row is not None
                for j in range(row.childCount())]
    texts = [child.text(1) for child in children if child is not None]
    shown = " | ".join(texts)
    assert "à Sirmium" in shown and "at Sirmium" not in shown, shown
    assert "in his people's" not in shown and "with Licinius" not in shown, shown


def _shown_text(table: QTableWidget, row: int, column: int) -> str:
    """The text the table paints in a cell (the delegate's words, not the file's value)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    index = table.model().index(row, column)
    delegate = table.itemDelegate()
    assert isinstance(delegate, ValueDelegate)
    delegate.initStyleOption(option, index)
    return str(option.text)


def _value(table: QTableWidget, row: int, column: int) -> object:
    item = table.item(row, column)
    return None if item is None else item.data(Qt.ItemDataRole.EditRole)


def _column(table: QTableWidget, title: str) -> int:
    return next(c for c in range(table.columnCount()) if (h := table.horizontalHeaderItem(c))
                is not None and h.text() == title)


def test_the_roster_says_loyalty_and_player_in_french_and_keeps_the_files_values(
        qtbot: QtBot, french: None) -> None:
    """A leader's religious loyalty (AR, 1.2) reads « soleil » / « croix » in French, and a
    stratagem's player « les deux »; the table still holds the file's values, and an edit
    through the list writes the file's value (seen showing "sun" and "BOTH" before)."""
    from PySide6.QtWidgets import QComboBox, QStyleOptionViewItem

    from editor.designer.roster_panel import LEADER_COLUMNS

    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    w.tabs.show_page(w.roster_panel)
    qtbot.waitUntil(lambda: w.roster_panel.leaders.rowCount() > 0)
    table = w.roster_panel.leaders
    column = _column(table, "AR")
    values = {_value(table, r, column) for r in range(table.rowCount())}
    assert {"sun", "cross"} <= values  # the file's values, untouched
    row = next(r for r in range(table.rowCount()) if _value(table, r, column) == "sun")
    assert _shown_text(table, row, column) == "soleil"
    delegate = table.itemDelegate()
    index = table.model().index(row, column)
    box = delegate.createEditor(table.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(box, QComboBox)
    assert [box.itemText(i) for i in range(box.count())] == ["croix", "soleil", "aucune"]
    delegate.setEditorData(box, index)
    assert box.currentText() == "soleil"
    box.setCurrentIndex(0)
    delegate.setModelData(box, table.model(), index)
    assert _value(table, row, column) == "cross"
    assert LEADER_COLUMNS[-1].word("none") == "aucune"
    stratagems = w.roster_panel.stratagems
    player = _column(stratagems, "joueur")
    both = [r for r in range(stratagems.rowCount()) if _value(stratagems, r, player) == "BOTH"]
    assert both and _shown_text(stratagems, both[0], player) == "les deux"
