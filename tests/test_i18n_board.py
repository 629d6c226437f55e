"""The map kit and the printed sheets in French (issue 34, area "board").

A sheet is made in the language installed when it is made: nothing else is passed. The
French sheets of the 305 scenario are read back with pypdf: they carry French headings,
and none of the English give-aways that the English sheet carries (each give-away is
checked in the English sheet too, so that the test can fail).
"""

from __future__ import annotations

import io
import random
import re
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFormLayout, QLabel, QMainWindow, QMenu

from sv_desktop.board.board_view import Catalogue, board_from_scenario, describe_zone
from sv_desktop.board.counters import PieceKind
from sv_desktop.board.describe import Namer, describe_action
from sv_desktop.board.map_scene import MapScene
from sv_desktop.board.map_view import MapView
from sv_desktop.board.mapkit.items import RiverItem, StraitItem
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_desktop.sheets.content import position_content, setup_content
from sv_desktop.sheets.counter_sheet import CounterSheetOptions
from sv_desktop.sheets.output import (
    Layout,
    SheetOptions,
    counter_sheet_layout,
    pdf_bytes,
    setup_sheet_layout,
)
from sv_desktop.sheets.pages import MARGIN, render_image
from sv_desktop.sheets.print_actions import PrintActions, SheetDialog, SheetKind
from sv_model.engine import Game
from sv_model.engine.actions import EndMovement
from sv_model.engine.autoplay import play_out
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.paths import DEFAULT_SCENARIO
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
BOARD_TS = ROOT / "resources" / "i18n" / "board_fr.ts"

SETUP_GIVEAWAYS = ("controlled by", "weakened", "Set-up by diocese", "setup sheet",
                   "Special rules", "Diocese control", "Stratagem cup", "counters in the cup",
                   "at peace", "nobody", "warband", "overview", "Tick each counter",
                   "Arrivals and returns", "Fleets and who holds them", "Peoples")
"""Interface words of the English setup sheet (the scenario's own prose is data)."""
POSITION_GIVEAWAYS = ("turn", "Where the game stands", "Victory points", "Dead leaders",
                      "Turn track", "Stratagems held", "M/CS left", "For PRIMUS only",
                      "controlled by", "weakened", "Year")
COUNTER_GIVEAWAYS = ("Duplex calibration", "Fronts", "Backs", "Hold the sheet", "mirrored",
                     "Counters of")


@pytest.fixture(scope="module")
def catalogues() -> None:
    """The compiled catalogues, made afresh from the .ts files (as the set-up step does)."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "release"], check=True,
                   cwd=ROOT, capture_output=True)


@pytest.fixture
def in_language(qapp: Any, catalogues: None) -> Iterator[Callable[[Language], None]]:
    """Installs a language for the test; English again afterwards."""
    def install(lang: Language) -> None:
        assert i18n.install(lang) == []

    try:
        yield install
    finally:
        i18n.install(Language.ENGLISH)


@pytest.fixture(scope="module")
def bundle_305() -> ScenarioBundle:
    return load_scenario(DEFAULT_SCENARIO)


def _text(layout: Layout) -> str:
    """The PDF's words, with no-break spaces read as spaces."""
    data, _doc = pdf_bytes(layout, "t")
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(data)).pages]
    return unicodedata.normalize("NFKC", " ".join(pages))


def _found(words: tuple[str, ...], text: str) -> list[str]:
    return [w for w in words if re.search(rf"\b{re.escape(w)}\b", text)]


def _game_with_two_hands(bundle: ScenarioBundle) -> Game:
    for seed in range(1, 40):
        game = Game.new(bundle, seed=seed)
        play_out(game, random.Random(seed), max_actions=60)
        if all(game.view(s).hand for s in Side):
            return game
    raise AssertionError("no seed gave both players stratagems")


def test_the_305_setup_sheet_in_french(in_language: Callable[[Language], None],
                                       bundle_305: ScenarioBundle) -> None:
    def sheet() -> str:
        content = setup_content(bundle_305)
        return _text(setup_sheet_layout(content, bundle_305.game_map, SheetOptions()))

    in_language(Language.ENGLISH)  # the English plural forms, as the application has them
    english = sheet()
    assert _found(SETUP_GIVEAWAYS, english) == list(SETUP_GIVEAWAYS)
    in_language(Language.FRENCH)
    french = sheet()
    for heading in ("Mise en place par diocèse", "contrôlé par SECONDUS", "Règles spéciales",
                    "Contrôle des diocèses (3.7.1)", "Flottes et leur contrôle (3.4.2)",
                    "Peuples (4)", "Entrées et retours par année", "Bol des stratagèmes (6)",
                    "pions dans le bol au départ (6)", "PF-QU-BT", "affaiblie",
                    "feuille de mise en place", "vue d'ensemble", "page 1 sur",
                    "Cochez chaque pion", "apr. J.-C.", "CC 5 · VS 3 · BT 2 · CP 5"):
        assert heading in french, heading
    assert _found(SETUP_GIVEAWAYS, french) == []


def test_the_305_position_sheet_in_french(in_language: Callable[[Language], None],
                                          bundle_305: ScenarioBundle) -> None:
    game = _game_with_two_hands(bundle_305)

    def sheet() -> str:
        content = position_content(game, bundle_305)
        return _text(setup_sheet_layout(content, bundle_305.game_map, SheetOptions()))

    in_language(Language.ENGLISH)  # the English plural forms, as the application has them
    english = sheet()
    assert _found(POSITION_GIVEAWAYS, english) == list(POSITION_GIVEAWAYS)
    in_language(Language.FRENCH)
    french = sheet()
    year = game.view(None).public.year
    for heading in ("Où en est la partie", "Points de victoire", "SMC restantes",
                    "Stratagèmes en main", "Compteur de tour", f"{year} apr. J.-C.",
                    "Marqueur Tour", "Dernier tour de la partie", "Pour PRIMUS seulement : ses "
                    "stratagèmes", "Pour SECONDUS seulement", "position", "Bol des stratagèmes",
                    "E. Mouvements et combats (2.E), étape Mouvements (E.1)"):
        assert heading in french, heading
    assert "E. Movement & combat (2.E), step Movement (E.1)" in english  # the engine's step
    assert _found(POSITION_GIVEAWAYS, french) == []


def test_the_counter_sheet_in_french(in_language: Callable[[Language], None],
                                     bundle_305: ScenarioBundle) -> None:
    def sheet() -> str:
        return _text(counter_sheet_layout(Catalogue.of(bundle_305), bundle_305.roster,
                                          CounterSheetOptions()))

    in_language(Language.ENGLISH)  # the English plural forms, as the application has them
    english = sheet()
    assert _found(COUNTER_GIVEAWAYS, english) == list(COUNTER_GIVEAWAYS)
    in_language(Language.FRENCH)
    french = sheet()
    for heading in ("Calage recto verso, recto", "Calage recto verso, verso", "Rectos, planche 1 "
                    "sur", "Versos, planche 1 sur", "pions de 16 mm",
                    "Regardez la feuille à contre-jour", "Pions de", "page 1 sur"):
        assert heading in french, heading
    assert _found(COUNTER_GIVEAWAYS, french) == []


def test_the_board_speaks_french(qtbot: Any, in_language: Callable[[Language], None],
                                 mini_dir: Path) -> None:
    """Tooltips, MP bubbles, zone and counter descriptions and actions of a map scene built
    in French; names from the data stay as they are."""
    in_language(Language.FRENCH)
    bundle = load_scenario(mini_dir / "scenario.yaml")
    board = board_from_scenario(bundle)
    scene = MapScene(bundle.game_map)
    scene.set_board(board)
    tips = [i.toolTip() for i in scene.backdrop.items() if isinstance(i, RiverItem | StraitItem)]
    assert any("Rhenus — grand fleuve : +1 PM pour le franchir (7.2)" in t
               for t in map(_plain, tips))
    zone = next(z for z in bundle.game_map.zones if z.diocese is not None)
    scene.highlight_zones({zone.id: (2, True)})
    assert [label.full_text for label in scene.highlight_labels] == ["2 PM — arrêt"]
    text = _plain(describe_zone(Catalogue.of(bundle), board, "italia_1"))
    for words in ("Diocèse Italia, zone 1", "Contrôlé par PRIMUS (3.7.3)", "Mediolanum"):
        assert words in text, words
    leader = next(p for p in board.pieces if p.kind is PieceKind.LEADER and p.id in
                  {x.id for x in bundle.roster.leaders if x.pc is not None})
    assert "— chef, nationalité romaine" in leader.detail
    assert "VS" in leader.detail and "capacité politique" in leader.detail
    assert describe_action(Namer(Catalogue.of(bundle)), EndMovement()) == \
        "Fin du mouvement (E.1)"
    view = MapView()
    qtbot.addWidget(view)
    view.set_map_scene(scene)
    assert view.overview.toolTip().startswith("Vue d'ensemble")


def test_the_print_dialog_and_menu_in_french(qtbot: Any,
                                             in_language: Callable[[Language], None]) -> None:
    in_language(Language.FRENCH)
    dialog = SheetDialog(None, list(SheetKind), SheetKind.SETUP)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Imprimer"
    form = dialog.layout()
    assert isinstance(form, QFormLayout)
    labels = [w.text() for w in dialog.findChildren(QLabel)]
    assert {_plain(x) for x in labels} >= {"Feuille :", "Papier :", "Carte d'ensemble :",
                                           "Taille des pions :"}
    assert [dialog.sheet_kind.itemText(i) for i in range(3)] == [
        "Feuille de mise en place", "Position de la partie", "Planche de pions"]
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = QMenu("Fichier", window)
    PrintActions(window, lambda: None).add_to(menu)
    entries = [a.text() for a in menu.actions()]
    assert entries == ["&Imprimer la feuille de mise en place…", "Imprimer la &position…",
                       "Imprimer la p&lanche de pions…", "E&xporter en PDF…"]
    accelerators = [t[t.index("&") + 1].lower() for t in entries]
    assert len(set(accelerators)) == len(accelerators)


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def test_every_board_translation_keeps_its_placeholders() -> None:
    """Each French text names the same {placeholders} and %n as its English source, and
    every entry is finished."""
    bad = []
    for context in ET.parse(BOARD_TS).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            assert translation is not None and translation.get("type") != "unfinished", source
            forms = [f.text or "" for f in translation.findall("numerusform")] or \
                [translation.text or ""]
            want = (sorted(re.findall(r"\{\w+\}", source)), "%n" in source)
            bad += [(source, form) for form in forms
                    if (sorted(re.findall(r"\{\w+\}", form)), "%n" in form) != want]
    assert bad == []


def test_counter_descriptions_follow_a_language_switch(in_language: Callable[[Language], None],
                                                       mini_dir: Path) -> None:
    """The board remembers its translated texts per language: a board built after a
    switch reads in the new language."""
    bundle = load_scenario(mini_dir / "scenario.yaml")

    def details() -> str:
        return "\n".join(p.detail for p in board_from_scenario(bundle).pieces)

    in_language(Language.FRENCH)
    assert "nationalité romaine" in details()
    in_language(Language.ENGLISH)
    english = details()
    assert "nationalité" not in english and "leader, Roman" in english
    in_language(Language.FRENCH)
    assert "nationalité romaine" in details()


def test_the_french_calibration_heading_wraps_and_the_crosses_still_match(
        in_language: Callable[[Language], None], bundle_305: ScenarioBundle) -> None:
    """The French heading of the calibration page is wider than the page: it wraps inside
    the margins, and the crosses of the front and of the back stay at the same places,
    below every line of text."""
    in_language(Language.FRENCH)
    layout = counter_sheet_layout(Catalogue.of(bundle_305), bundle_305.roster,
                                  CounterSheetOptions())
    _data, doc = pdf_bytes(layout, "c")
    dpi = 100
    front, back = (render_image(doc.pages[i], doc.frame, i + 1, len(doc.pages), dpi)
                   for i in (0, 1))
    right = round((front.width() * 72 / dpi - MARGIN) * dpi / 72) + 2
    band = round(80 * dpi / 72)  # the heading and the help
    assert not [(x, y) for y in range(band) for x in range(right, front.width())
                if front.pixelColor(x, y).red() < 200], "text past the right margin"

    def rows(image: Any, keep: Callable[[Any], bool]) -> list[int]:
        return [y for y in range(image.height() // 4) for x in range(image.width() // 3)
                if keep(image.pixelColor(x, y))]

    red = rows(back, lambda c: c.red() - c.green() > 40)
    text = rows(back, lambda c: c.red() < 140 and abs(c.red() - c.green()) < 20)
    inked = rows(front, lambda c: c.red() < 140)
    assert red and text and min(red) > max(text) + 2
    assert min(red) in inked  # the front's cross stands where the back's does
