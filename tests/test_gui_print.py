"""File ▸ Print Setup Sheet…, Print Position…, Print Counter Sheet… and Export PDF…"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from gui_support import GUI_SCENARIO, quiet_window
from pypdf import PdfReader
from PySide6.QtGui import QPdfWriter
from PySide6.QtWidgets import QDialog

from sv_desktop.sheets.counter_sheet import CounterSheetOptions
from sv_desktop.sheets.output import Layout, print_to
from sv_desktop.sheets.pages import Paper
from sv_desktop.sheets.print_actions import PrintActions, PrintChoice, SheetDialog, SheetKind
from sv_model import load_scenario
from sv_model.paths import DEFAULT_SCENARIO
from sv_model.schemas.scenario import Side


def _choice(kind: SheetKind, hands: frozenset[Side] = frozenset()) -> PrintChoice:
    return PrintChoice(kind, Paper.A4, Paper.A4, hands, CounterSheetOptions())


def _printed(layout: Layout, tmp_path: Path) -> list[str]:
    """What the print preview would get: the layout painted on a printer-like device."""
    out = tmp_path / "printed.pdf"
    writer = QPdfWriter(str(out))
    writer.setResolution(600)
    print_to(writer, layout)
    del writer
    return [" ".join(p.extract_text().split()) for p in PdfReader(out).pages]


def _wired(w: Any, choices: list[PrintChoice], tmp_path: Path) -> dict[str, Any]:
    seen: dict[str, Any] = {"kinds": [], "previews": []}
    printing: PrintActions = w.printing

    def ask(kinds: list[SheetKind], kind: SheetKind) -> PrintChoice | None:
        seen["kinds"].append((kinds, kind))
        return choices.pop(0) if choices else None

    printing.ask = ask
    printing.preview = lambda layout, title, paper: seen["previews"].append(
        (_printed(layout, tmp_path), title))
    printing.save_path = lambda title: tmp_path / "export.pdf"
    return seen


def test_setup_sheet_of_the_scenario_on_show(qtbot: Any, tmp_path: Path) -> None:
    w = quiet_window(qtbot)
    w.show_preview(load_scenario(DEFAULT_SCENARIO))
    seen = _wired(w, [_choice(SheetKind.SETUP)], tmp_path)
    w.printing.update_actions()
    assert w.printing.actions[SheetKind.SETUP].isEnabled()
    assert not w.printing.actions[SheetKind.POSITION].isEnabled()  # no game yet
    w.printing.actions[SheetKind.SETUP].trigger()
    assert seen["kinds"] == [([SheetKind.SETUP, SheetKind.COUNTERS], SheetKind.SETUP)]
    pages, title = seen["previews"][0]
    assert title.startswith("305")
    assert "Set-up by diocese" in " ".join(pages)
    assert "Constantin" in " ".join(pages)


def test_position_prints_hands_only_when_asked(qtbot: Any, tmp_path: Path) -> None:
    w = quiet_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1)
    seen = _wired(w, [_choice(SheetKind.POSITION),
                      _choice(SheetKind.POSITION, frozenset({Side.SECONDUS}))], tmp_path)
    w.printing.update_actions()
    assert w.printing.actions[SheetKind.POSITION].isEnabled()
    w.printing.print_sheet(SheetKind.POSITION)
    w.printing.print_sheet(SheetKind.POSITION)
    public, _ = seen["previews"][0]
    with_hand, _ = seen["previews"][1]
    assert not any("only: his stratagems" in p for p in public)
    assert "Where the game stands" in " ".join(public)
    assert next(p for p in with_hand if "only: his stratagems" in p).startswith(
        "For SECONDUS only")
    assert len(with_hand) == len(public) + 1


def test_export_pdf_writes_the_file(qtbot: Any, tmp_path: Path) -> None:
    w = quiet_window(qtbot)
    w.show_preview(load_scenario(DEFAULT_SCENARIO))
    _wired(w, [_choice(SheetKind.COUNTERS)], tmp_path)
    w.printing.export()
    reader = PdfReader(io.BytesIO((tmp_path / "export.pdf").read_bytes()))
    assert "Duplex calibration" in reader.pages[0].extract_text().replace("\t", " ")
    assert "Wrote" in w.statusBar().currentMessage()


def test_export_to_an_unwritable_place_is_a_message(qtbot: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    w = quiet_window(qtbot)
    w.show_preview(load_scenario(DEFAULT_SCENARIO))
    _wired(w, [_choice(SheetKind.SETUP)], tmp_path)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    w.printing.save_path = lambda title: blocker / "x.pdf"
    errors: list[str] = []
    monkeypatch.setattr(w, "show_error", lambda title, text: errors.append(text))
    w.printing.export()
    assert errors and "could not be written" in errors[0]


def test_the_dialog_shows_the_fields_of_each_kind(qtbot: Any) -> None:
    dialog = SheetDialog(None, [SheetKind.SETUP, SheetKind.POSITION, SheetKind.COUNTERS],
                         SheetKind.POSITION)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.hand_boxes[Side.PRIMUS].isVisible()
    assert not dialog.counter_size.isVisible()
    dialog.sheet_kind.setCurrentIndex(2)
    assert dialog.counter_size.isVisible() and not dialog.hand_boxes[Side.PRIMUS].isVisible()
    dialog.ink.setChecked(True)
    dialog.shift_x.setValue(1.5)
    choice = dialog.choice()
    assert choice.kind is SheetKind.COUNTERS
    assert choice.counters.ink_saving and choice.counters.back_shift == (1.5, 0.0)
    assert choice.hands == frozenset()
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_a_printer_keeps_its_paper_and_the_map_page_is_turned(qapp: Any, tmp_path: Path) -> None:
    """A printer's paper cannot change while it prints: the landscape overview is turned
    onto the portrait sheet, and an A3 map page is shrunk onto A4, never cut."""
    from PySide6.QtPrintSupport import QPrinter

    from sv_desktop.sheets.content import setup_content
    from sv_desktop.sheets.output import SheetOptions, setup_sheet_layout
    from sv_desktop.sheets.pages import page_layout

    bundle = load_scenario(DEFAULT_SCENARIO)
    out = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setFullPage(True)
    printer.setPageLayout(page_layout(Paper.A4))
    doc = print_to(printer, setup_sheet_layout(setup_content(bundle), bundle.game_map,
                                               SheetOptions(map_paper=Paper.A3)))
    del printer
    reader = PdfReader(out)
    assert len(reader.pages) == len(doc.pages)
    for page in reader.pages:
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (
            595, 842)
    last = " ".join(reader.pages[-1].extract_text().split())
    assert "overview" in last and "Roma" in last
