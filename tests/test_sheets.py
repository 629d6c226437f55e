"""Printed sheets: setup sheets, position sheets and counter sheets (PDF).

The PDFs are read back with pypdf: their text, its sizes, and which page says what.
"""

from __future__ import annotations

import io
import os
import random
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage

from sv_desktop.board.board_view import Catalogue
from sv_desktop.cli.main import main
from sv_desktop.sheets.content import position_content, setup_content
from sv_desktop.sheets.counter_sheet import (
    MM,
    CounterSheetOptions,
    CounterSize,
    Grid,
    counter_pairs,
)
from sv_desktop.sheets.output import (
    SheetOptions,
    counter_sheet_layout,
    pdf_bytes,
    setup_sheet_layout,
)
from sv_desktop.sheets.overview import overview_layout
from sv_desktop.sheets.pages import MIN_TEXT, Canvas, Paper, page_size_pt, render_image
from sv_model.engine import Game
from sv_model.engine.autoplay import play_out
from sv_model.engine.save import write_save
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.paths import DEFAULT_SCENARIO, SCENARIOS_DIR
from sv_model.schemas.scenario import Side

REFERENCE = Path(__file__).parent / "data" / "sheets"
SCENARIOS = sorted(SCENARIOS_DIR.glob("*.yaml"))


def words(text: str) -> str:
    return " ".join(text.split())


def page_texts(data: bytes) -> list[str]:
    return [words(page.extract_text()) for page in PdfReader(io.BytesIO(data)).pages]


def text_sizes(data: bytes) -> list[tuple[float, str]]:
    """Every run of text with its size in points on the page."""
    out: list[tuple[float, str]] = []
    for page in PdfReader(io.BytesIO(data)).pages:
        def visit(text: str, cm: list[float], tm: list[float], _font: Any, size: float) -> None:
            if text.strip():
                scale = (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5
                out.append((size * scale, text))
        page.extract_text(visitor_text=visit)
    return out


@pytest.fixture(scope="module")
def bundle_305() -> ScenarioBundle:
    return load_scenario(DEFAULT_SCENARIO)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_placed_counter_and_its_zone_is_on_the_sheet(qapp: Any, path: Path) -> None:
    bundle = load_scenario(path)
    content = setup_content(bundle)
    names = content.placed_names()
    assert len(names) >= 20  # every shipped scenario places a real set-up
    data, doc = pdf_bytes(setup_sheet_layout(content, bundle.game_map, SheetOptions()), "t")
    text = " ".join(page_texts(data))
    assert [n for n in names if n not in text] == []
    assert [z for z in content.occupied_zone_titles() if z not in text] == []
    placed = {x.leader for x in bundle.scenario.leaders} | {u.unit for u in bundle.scenario.units}
    drawn = {p.id for d in content.dioceses for z in d.zones for p in z.pieces} | {
        p.id for z in content.elsewhere for p in z.pieces}
    assert placed <= drawn  # not one set-up row left off the sheet
    assert len(PdfReader(io.BytesIO(data)).pages) == len(doc.pages)


@pytest.mark.parametrize("kind", ["setup", "position", "counters"])
def test_no_text_under_seven_points(qapp: Any, bundle_305: ScenarioBundle, kind: str) -> None:
    if kind == "counters":
        layout = counter_sheet_layout(Catalogue.of(bundle_305), bundle_305.roster,
                                      CounterSheetOptions())
    else:
        content = (setup_content(bundle_305) if kind == "setup" else
                   position_content(_game_with_two_hands(bundle_305), bundle_305))
        layout = setup_sheet_layout(content, bundle_305.game_map, SheetOptions())
    sizes = text_sizes(pdf_bytes(layout, "t")[0])
    assert len(sizes) > (5 if kind == "counters" else 500)
    small = [(round(s, 2), t) for s, t in sizes if s < MIN_TEXT - 0.05]
    assert small == []


def test_the_card_says_what_the_scenario_says(qapp: Any, bundle_305: ScenarioBundle) -> None:
    content = setup_content(bundle_305)
    s = bundle_305.scenario
    assert content.years == f"AD {s.start_year}–{s.end_year}"
    assert content.special_rules == s.special_rules
    assert content.victory_notes == s.victory_notes
    data, _ = pdf_bytes(setup_sheet_layout(content, bundle_305.game_map, SheetOptions()), "t")
    first = page_texts(data)[0]
    assert words(s.special_rules[0])[:60] in first
    assert "our estimate" in first  # provenance of the authored values
    assert "†" in first  # estimated values are marked


def _with(bundle: ScenarioBundle, **changes: Any) -> ScenarioBundle:
    scenario = bundle.scenario.model_copy(update=changes)
    return ScenarioBundle(bundle.path, scenario, bundle.game_map, bundle.roster)


def test_weakened_units_show_both_faces(qapp: Any, bundle_305: ScenarioBundle) -> None:
    units = [u.model_copy(update={"weakened": i % 3 == 0})
             for i, u in enumerate(bundle_305.scenario.units)]
    content = setup_content(_with(bundle_305, units=units))
    weakened = {u.unit for u in units if u.weakened}
    zones = [z for d in content.dioceses for z in d.zones] + content.elsewhere
    lines = [p for z in zones for p in z.pieces]
    seen = 0
    for line in lines:
        if line.id in weakened:
            seen += 1
            assert [f.weakened for f in line.faces] == [True, False]
            assert "weakened" in line.notes
        else:
            assert len(line.faces) == 1
    assert seen == len(weakened) > 5


def test_ruleset_options_that_differ_are_listed(qapp: Any, bundle_305: ScenarioBundle) -> None:
    from sv_model.schemas.scenario import RRReading

    assert setup_content(bundle_305).options == []
    reading = RRReading.UPPER_DEFENDER_LOWER_ATTACKER
    other = _with(bundle_305, options=bundle_305.scenario.options.model_copy(
        update={"rr_reading": reading}))
    assert setup_content(other).options == [f"Reading of an RR result (8.4): {reading.value}"]


def _reference_page(image: QImage, name: str) -> None:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    path = REFERENCE / name
    if os.environ.get("SV_UPDATE_REFERENCES") or not path.exists():
        if not os.environ.get("SV_UPDATE_REFERENCES"):
            pytest.fail(f"no reference {path}; run with SV_UPDATE_REFERENCES=1 to make it")
        REFERENCE.mkdir(parents=True, exist_ok=True)
        grey.save(str(path))
    ref = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
    assert (ref.width(), ref.height()) == (grey.width(), grey.height())
    a, b = grey.constBits(), ref.constBits()
    diffs = [abs(x - y) for x, y in zip(bytes(a), bytes(b), strict=True)]
    mean = sum(diffs) / len(diffs)
    far = sum(1 for d in diffs if d > 64) / len(diffs)
    assert mean < 4.0 and far < 0.03, (name, mean, far)


def test_first_pages_match_the_reference(qapp: Any, bundle_305: ScenarioBundle) -> None:
    content = setup_content(bundle_305)
    layout = setup_sheet_layout(content, bundle_305.game_map, SheetOptions())
    data, doc = pdf_bytes(layout, "t")
    assert len(PdfReader(io.BytesIO(data)).pages) == len(doc.pages) == 5  # stable count
    for i in (0, 1, 4):
        image = render_image(doc.pages[i], doc.frame, i + 1, len(doc.pages), 30)
        _reference_page(image, f"305_page{i + 1}.png")


def _game_with_two_hands(bundle: ScenarioBundle) -> Game:
    for seed in range(1, 40):
        game = Game.new(bundle, seed=seed)
        play_out(game, random.Random(seed), max_actions=60)
        hands = {s: game.view(s).hand for s in Side}
        if all(hands.values()):
            return game
    raise AssertionError("no seed gave both players stratagems")


def test_a_position_prints_each_hand_only_on_its_own_page(qapp: Any, tmp_path: Path,
                                                           bundle_305: ScenarioBundle) -> None:
    game = _game_with_two_hands(bundle_305)
    save = tmp_path / "game.svsave"
    write_save(game, save)
    out = tmp_path / "position.pdf"
    assert main(["sheet", str(save), "-o", str(out)]) == 0
    pages = page_texts(out.read_bytes())
    names = Catalogue.of(bundle_305).stratagem_names
    assert f"AD {game.view(None).public.year}" in " ".join(pages)
    own = {side: [i for i, t in enumerate(pages) if f"For {side.value} only" in t]
           for side in Side}
    assert sorted(own[Side.PRIMUS] + own[Side.SECONDUS]) == [len(pages) - 2, len(pages) - 1]
    for side in Side:
        page = pages[own[side][0]]
        assert all(f"□ {names[x]}" in page for x in game.view(side).hand)


def test_public_pages_do_not_depend_on_the_hands(qapp: Any,
                                                 bundle_305: ScenarioBundle) -> None:
    """Swap each hand's counters with counters of the cup: every page but the two hand
    pages reads the same, so nothing on them tells what a player holds (6)."""
    game = _game_with_two_hands(bundle_305)

    def public_pages() -> tuple[list[str], list[str]]:
        content = position_content(game, bundle_305)
        layout = setup_sheet_layout(content, bundle_305.game_map, SheetOptions())
        pages = page_texts(pdf_bytes(layout, "t")[0])
        return pages[:-2], pages[-2:]

    before, hands_before = public_pages()
    state = game.state
    start = 0
    for side in Side:
        hand = state.hands[side]
        n = len(hand)
        assert len(state.cup) >= start + n
        hand[:], state.cup[start:start + n] = state.cup[start:start + n], hand[:]
        start += n
    game._views.clear()  # the views were cached for the state before the swap
    after, hands_after = public_pages()
    assert after == before
    assert hands_after != hands_before


def test_a_position_without_hands_has_no_hand_page(qapp: Any,
                                                   bundle_305: ScenarioBundle) -> None:
    game = _game_with_two_hands(bundle_305)
    content = position_content(game, bundle_305)
    with_hands = page_texts(pdf_bytes(setup_sheet_layout(
        content, bundle_305.game_map, SheetOptions()), "t")[0])
    content.hands = {}
    without = page_texts(pdf_bytes(setup_sheet_layout(
        content, bundle_305.game_map, SheetOptions()), "t")[0])
    assert len(without) == len(with_hands) - 2
    assert not any("only: his stratagems" in t for t in without)
    assert [t.split(" page ")[0] for t in without] == [
        t.split(" page ")[0] for t in with_hands[:-2]]


@pytest.mark.parametrize("paper", [Paper.A4, Paper.A3])
def test_overview_names_never_overlap(qapp: Any, bundle_305: ScenarioBundle,
                                      paper: Paper) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from sv_desktop.board.mapkit.label_layout import overlapping_pairs

    content = setup_content(bundle_305)
    size = page_size_pt(paper, landscape=True)
    image = QImage(round(size.width()), round(size.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        lay = overview_layout(Canvas(painter, image), bundle_305.game_map, content.board,
                              QRectF(30, 60, size.width() - 60, size.height() - 100))
    finally:
        painter.end()
    assert overlapping_pairs(lay.text_boxes()) == []
    occupied = {p.zone for p in content.board.pieces}
    assert occupied <= {b.zone for b in lay.badges}
    for badge in lay.badges:
        counted = sum(n for _, n in badge.counts)
        assert counted == len(content.board.in_zone(badge.zone))
    assert all(label.font.pointSizeF() >= MIN_TEXT for label in lay.labels)
    assert len([lab for lab in lay.labels if lab.text.isupper()]) >= 8  # diocese names


def test_counter_sheet_has_every_counter_and_mirrored_backs(qapp: Any,
                                                             bundle_305: ScenarioBundle) -> None:
    cat = Catalogue.of(bundle_305)
    roster = bundle_305.roster
    pairs = counter_pairs(cat, roster)
    assert len(pairs) == len(roster.leaders) + len(roster.units)
    options = CounterSheetOptions(Paper.LETTER, CounterSize.IN58)
    grid = Grid.for_page(options.paper, 45.0)
    width = page_size_pt(Paper.LETTER).width()
    for i in range(grid.per_page):
        front, back = grid.square(i, False), grid.square(i, True)
        assert abs(front.left() + back.right() - width) < 1e-6  # mirror about the middle
        assert front.top() == back.top()
    data, doc = pdf_bytes(counter_sheet_layout(cat, roster, options), "c")
    sheets = -(-len(pairs) // grid.per_page)
    assert len(doc.pages) == 2 + 2 * sheets
    texts = page_texts(data)
    assert "Duplex calibration" in texts[0]
    assert "Fronts" in texts[2] and "Backs" in texts[3]


def test_counter_faces(qapp: Any, bundle_305: ScenarioBundle) -> None:
    cat = Catalogue.of(bundle_305)
    pairs = {p.id: p for p in counter_pairs(cat, bundle_305.roster)}
    constantin = pairs["constantin"]
    assert constantin.front.band != constantin.back.band  # white and black bands (3.5.1)
    persian = next(p for p in bundle_305.roster.leaders if p.people == "persae")
    assert pairs[persian.id].back.pax_romana and not pairs[persian.id].front.pax_romana
    unit = bundle_305.roster.units[0]
    assert pairs[unit.id].back.weakened and not pairs[unit.id].front.weakened
    assert pairs[unit.id].back.ratings == (unit.weakened.sp, unit.weakened.qu, unit.weakened.tb)
    assert all(p.front.side_colour is None and p.back.side_letter == "" for p in pairs.values())


def test_cli_sheet_and_counters(qapp: Any, tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "312.pdf"
    assert main(["sheet", str(SCENARIOS_DIR / "312_milvian_bridge.yaml"), "-o", str(out),
                 "--paper", "letter", "--map-paper", "a3"]) == 0
    reader = PdfReader(out)
    assert abs(float(reader.pages[0].mediabox.width) - 612) < 1  # Letter
    last = reader.pages[-1].mediabox
    assert abs(float(last.width) - 1190.55) < 1  # the A3 landscape overview
    counters = tmp_path / "counters.pdf"
    assert main(["counters", "-o", str(counters), "--ink-saving", "--back-shift", "1,-0.5"]) == 0
    assert counters.read_bytes().startswith(b"%PDF")
    assert main(["counters", "-o", str(counters), "--back-shift", "x"]) == 2
    blocked = tmp_path / "a_file"
    blocked.write_text("x")
    assert main(["sheet", str(DEFAULT_SCENARIO), "-o", str(blocked / "x.pdf")]) == 1
    err = capsys.readouterr().err
    assert "cannot write" in err and "back-shift" in err


def test_back_shift_moves_the_backs_only(qapp: Any, bundle_305: ScenarioBundle,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """--back-shift 2,-1 moves every back 2 mm right and 1 mm up; fronts stay."""
    from PySide6.QtGui import QPainter

    import sv_desktop.sheets.counter_sheet as sheet

    where: dict[bool, list[tuple[float, float]]] = {False: [], True: []}

    def record(p: QPainter, spec: Any, square: Any, *, cut: bool = False) -> None:
        t = p.worldTransform()
        k = p.device().logicalDpiX() / 72.0
        point = t.map(square.topLeft())
        where[spec.weakened or spec.pax_romana or spec.band == "#1c1c1c"].append(
            (point.x() / k, point.y() / k))

    monkeypatch.setattr(sheet, "paint_counter", record)
    cat = Catalogue.of(bundle_305)
    for shift in ((0.0, 0.0), (2.0, -1.0)):
        where[False].clear()
        where[True].clear()
        options = CounterSheetOptions(back_shift=shift)
        layout = counter_sheet_layout(cat, bundle_305.roster, options)
        pdf_bytes(layout, "c")
        pairs = len(bundle_305.roster.leaders) + len(bundle_305.roster.units)
        assert len(where[False]) == len(where[True]) == pairs
        grid = Grid.for_page(options.paper, 16 * MM)
        fronts = [grid.square(i, False) for i in range(len(where[False]))]
        backs = [grid.square(i, True) for i in range(len(where[True]))]
        assert [(round(x, 3), round(y, 3)) for x, y in where[False]] == [
            (round(r.left(), 3), round(r.top(), 3)) for r in fronts]
        assert [(round(x, 3), round(y, 3)) for x, y in where[True]] == [
            (round(r.left() + shift[0] * MM, 3), round(r.top() + shift[1] * MM, 3))
            for r in backs]
