"""The position sheet prints everything on the board (issue 38, major 4): every counter,
every marker on the map under its zone, every marker of the turn track, absent fleets and
their return, pacified peoples, the year and the turn track section. Checked against the
game's public state for 20 positions of random games (the sheet's text read by pypdf)."""

from __future__ import annotations

import functools
import io
import random
import unicodedata

import pytest
from pypdf import PdfReader

from sv_desktop.board.board_view import Catalogue
from sv_desktop.board.position import board_from_state
from sv_desktop.board.public_status import marker_label
from sv_desktop.sheets.content import position_content
from sv_desktop.sheets.output import SheetOptions, pdf_bytes, setup_sheet_layout
from sv_desktop.sheets.pages import Paper
from sv_model.engine import Game
from sv_model.engine.autoplay import autoplay
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.paths import SCENARIOS_DIR

SCENARIOS = sorted(SCENARIOS_DIR.glob("*.yaml"))


def sheet_text(game: Game, bundle: ScenarioBundle) -> str:
    content = position_content(game, bundle)
    layout = setup_sheet_layout(content, bundle.game_map, SheetOptions(Paper.A4, Paper.A4))
    data, _doc = pdf_bytes(layout, content.title)
    pages = PdfReader(io.BytesIO(data)).pages
    return " ".join(" ".join(p.extract_text().split()) for p in pages)


@functools.cache
def twenty_positions() -> list[tuple[str, Game, ScenarioBundle]]:
    """Random games of random scenarios, each stopped at a random action."""
    rng = random.Random(38)
    out = []
    bundles = {p: load_scenario(p) for p in SCENARIOS}
    for i in range(20):
        path = rng.choice(SCENARIOS)
        game = autoplay(bundles[path], seed=1000 + i, turns=rng.randint(1, 3))
        game.undo_to(rng.randint(len(game.actions) // 2, len(game.actions)))
        out.append((f"{path.stem} seed {1000 + i}", game, bundles[path]))
    return out


@pytest.mark.parametrize("index", [pytest.param(i, marks=pytest.mark.slow) if i >= 3 else i
                                   for i in range(20)])
def test_the_position_sheet_prints_the_whole_board(qapp: object, index: int) -> None:
    """Three positions in the default run, the twenty with the slow tests."""
    label, game, bundle = twenty_positions()[index]
    st = game.view(None).public
    cat = Catalogue.of(bundle)
    board = board_from_state(cat, st)
    text = sheet_text(game, bundle)
    assert f"AD {st.year}" in text, label
    assert "Turn track" in text and "Game turn marker" in text, label
    for piece in board.pieces:
        assert piece.name in text, (label, piece.name)
    for zone, markers in board.zone_markers.items():
        for marker in markers:
            at = text.find(f"{cat.zone_title(zone)} □ Marker: {marker}")
            assert at >= 0, (label, zone, marker)
    for year, ids in st.turn_track.items():
        for marker in ids:
            assert f"{year} {marker_label(cat, marker)}" in text, (label, year, marker)
    for fid, fleet in st.fleets.items():
        if fleet.returns_year:
            assert f"back in {fleet.returns_year} (9.2)" in text, (label, fid)
    for pid, people in st.peoples.items():
        if people.pacified_until:
            name = cat.peoples[pid].name
            assert name in text and f"from {people.pacified_until} (9.4)" in text, (label, pid)


def test_the_coup_d_etat_marker_of_the_reported_game(qapp: object) -> None:
    bundle = load_scenario(SCENARIOS_DIR / "305_second_tetrarchy.yaml")
    game = autoplay(bundle, seed=7, turns=3)  # autoplay 305 --seed 7 --turns 3
    st = game.view(None).public
    assert st.markers.get("coup_d_etat_perse") == "persae_2"
    text = sheet_text(game, bundle)
    assert "Ctesiphon □ Marker: Coup d'état perse" in text
    assert "Turn track" in text


def test_the_setup_sheet_prints_placement_notes(qapp: object) -> None:
    from sv_desktop.sheets.content import setup_content

    bundle = load_scenario(SCENARIOS_DIR / "312_milvian_bridge.yaml")
    noted = [(x.leader, x.note) for x in bundle.scenario.leaders if x.note] + [
        (x.unit, x.note) for x in bundle.scenario.units if x.note]
    assert noted
    content = setup_content(bundle)
    layout = setup_sheet_layout(content, bundle.game_map, SheetOptions(Paper.A4, Paper.A4))
    data, _doc = pdf_bytes(layout, content.title)
    text = unicodedata.normalize("NFKC", " ".join(" ".join(p.extract_text().split())
                                                  for p in PdfReader(io.BytesIO(data)).pages))
    for _piece, note in noted:
        assert f"placement: {' '.join(note.split())}" in text, note


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_the_calibration_crosses_stay_clear_of_the_heading(qapp: object, paper: Paper) -> None:
    """The back page's crosses (red) start below the last row of its heading text, and the
    front's crosses (ink) stand at the same places."""
    from sv_desktop.board.board_view import Catalogue
    from sv_desktop.sheets.counter_sheet import CounterSheetOptions
    from sv_desktop.sheets.output import counter_sheet_layout
    from sv_desktop.sheets.pages import render_image

    bundle = load_scenario(SCENARIOS_DIR / "312_milvian_bridge.yaml")
    layout = counter_sheet_layout(Catalogue.of(bundle), bundle.roster,
                                  CounterSheetOptions(paper))
    _data, doc = pdf_bytes(layout, "c")
    back = render_image(doc.pages[1], doc.frame, 2, len(doc.pages), 100)
    front = render_image(doc.pages[0], doc.frame, 1, len(doc.pages), 100)
    rows = back.height() // 4
    red = [y for y in range(rows) for x in range(back.width())
           if (c := back.pixelColor(x, y)).red() - c.green() > 40]
    text = [y for y in range(rows) for x in range(back.width())
            if (c := back.pixelColor(x, y)).red() < 140 and abs(c.red() - c.green()) < 20]
    assert red and text and min(red) > max(text) + 2, (min(red), max(text))
    inked = [y for y in range(min(red) - 40, min(red) + 1)
             for x in range(front.width() // 10)
             if front.pixelColor(x, y).red() < 200]
    assert inked  # the front's cross is there too, not up in the heading
