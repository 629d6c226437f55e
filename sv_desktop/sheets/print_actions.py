"""File ▸ Print Setup Sheet…, Print Position…, Print Counter Sheet… and Export PDF….

Printing goes through ``QPrintPreviewDialog``: the sheet is laid out again for the
printer the user picks, so paper and resolution follow it. Export writes a PDF
atomically. A position's hand pages are left out unless asked for, one box per player,
because the preview shows them on the shared screen (fair hotseat).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from sv_desktop.board.board_view import Catalogue
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_desktop.common.menu_actions import add_action
from sv_desktop.common.os_errors import reason_text
from sv_desktop.sheets.content import position_content, setup_content
from sv_desktop.sheets.counter_sheet import (
    CounterSheetOptions,
    CounterSize,
    counter_sheet_title,
)
from sv_desktop.sheets.output import (
    Layout,
    SheetOptions,
    counter_sheet_layout,
    export_pdf,
    print_to,
    setup_sheet_layout,
)
from sv_desktop.sheets.pages import Paper, page_layout
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_model.engine import Game
    from sv_model.loader import ScenarioBundle


class SheetKind(StrEnum):
    """A kind of sheet; its value, in English, is what the print dialog shows
    (``kind_name`` gives it in the interface's language, context "SheetDialog")."""

    SETUP = QT_TRANSLATE_NOOP("SheetDialog", "Setup sheet")
    POSITION = QT_TRANSLATE_NOOP("SheetDialog", "Position of the game")
    COUNTERS = QT_TRANSLATE_NOOP("SheetDialog", "Counter sheet")


def kind_name(kind: SheetKind) -> str:
    """A kind of sheet in the interface's language."""
    return translate("SheetDialog", kind.value)


@dataclass(frozen=True)
class PrintChoice:
    kind: SheetKind
    paper: Paper
    map_paper: Paper
    hands: frozenset[Side]
    counters: CounterSheetOptions


class SheetDialog(QDialog):
    """What to print and on what paper."""

    def __init__(self, parent: QWidget | None, kinds: list[SheetKind], kind: SheetKind) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SheetDialog", "Print"))
        form = QFormLayout(self)
        self.sheet_kind = QComboBox()
        for k in kinds:
            self.sheet_kind.addItem(kind_name(k), k)
        self.sheet_kind.setCurrentIndex(kinds.index(kind))
        form.addRow(translate("SheetDialog", "Sheet:"), self.sheet_kind)
        self.paper = QComboBox()
        self.paper.addItem("A4", Paper.A4)
        self.paper.addItem(translate("SheetDialog", "Letter"), Paper.LETTER)
        form.addRow(translate("SheetDialog", "Paper:"), self.paper)
        self.map_paper = QComboBox()
        self.map_paper.addItem(translate("SheetDialog", "A4 landscape"), Paper.A4)
        self.map_paper.addItem(translate("SheetDialog", "A3 landscape"), Paper.A3)
        form.addRow(translate("SheetDialog", "Overview map:"), self.map_paper)
        self.hand_boxes = {side: QCheckBox(translate(
            "SheetDialog", "Add {side}'s hand, on a page of its own").format(side=side.value))
            for side in Side}
        for box in self.hand_boxes.values():
            box.setToolTip(translate("SheetDialog", "The preview shows this page on screen: "
                                                    "tick it only when the other player is not "
                                                    "looking (6)."))
            form.addRow("", box)
        self.counter_size = QComboBox()
        self.counter_size.addItem(translate("SheetDialog", "16 mm"), CounterSize.MM16)
        self.counter_size.addItem(translate("SheetDialog", "5/8 inch"), CounterSize.IN58)
        form.addRow(translate("SheetDialog", "Counter size:"), self.counter_size)
        self.ink = QCheckBox(translate("SheetDialog", "Ink saving: pale faces and bands"))
        form.addRow("", self.ink)
        self.shift_x, self.shift_y = QDoubleSpinBox(), QDoubleSpinBox()
        tips = (translate("SheetDialog", "Move the backs right to match your printer's duplex "
                                         "(read it off the calibration page)"),
                translate("SheetDialog", "Move the backs down to match your printer's duplex "
                                         "(read it off the calibration page)"))
        for spin, tip in zip((self.shift_x, self.shift_y), tips, strict=True):
            spin.setRange(-20, 20)
            spin.setSingleStep(0.5)
            spin.setSuffix(" mm")
            spin.setToolTip(tip)
        form.addRow(translate("SheetDialog", "Backs shifted right:"), self.shift_x)
        form.addRow(translate("SheetDialog", "Backs shifted down:"), self.shift_y)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.sheet_kind.currentIndexChanged.connect(self._show_fields)
        self._show_fields()

    def _show_fields(self) -> None:
        kind = SheetKind(self.sheet_kind.currentData())
        form = self.layout()
        assert isinstance(form, QFormLayout)
        sheet = kind is not SheetKind.COUNTERS
        rows: list[tuple[QWidget, bool]] = [
            (self.map_paper, sheet), (self.counter_size, not sheet), (self.ink, not sheet),
            (self.shift_x, not sheet), (self.shift_y, not sheet)]
        rows += [(box, kind is SheetKind.POSITION) for box in self.hand_boxes.values()]
        for widget, visible in rows:
            form.setRowVisible(widget, visible)
        self.adjustSize()

    def choice(self) -> PrintChoice:
        # combo boxes hand StrEnum data back as plain strings
        paper = Paper(self.paper.currentData())
        return PrintChoice(
            SheetKind(self.sheet_kind.currentData()), paper, Paper(self.map_paper.currentData()),
            frozenset(s for s, box in self.hand_boxes.items() if box.isChecked()),
            CounterSheetOptions(paper, CounterSize(self.counter_size.currentData()),
                                self.ink.isChecked(),
                                (self.shift_x.value(), self.shift_y.value())))


class PrintActions:
    """The print entries of a File menu: play mode's, and the scenario designer's.

    ``bundle`` gives the scenario to print (None: nothing open), ``game`` the game in
    progress if any (its position can be printed), ``show_error`` reports a failure.
    """

    def __init__(self, window: QMainWindow, bundle: Callable[[], ScenarioBundle | None],
                 game: Callable[[], Game | None] = lambda: None,
                 show_error: Callable[[str, str], object] | None = None) -> None:
        self.window = window
        self.bundle = bundle
        self.game = game
        self.show_error = show_error or partial(QMessageBox.warning, window)
        self.ask: Callable[[list[SheetKind], SheetKind], PrintChoice | None] = self._ask
        self.preview: Callable[[Layout, str, Paper], None] = self._preview
        self.save_path: Callable[[str], Path | None] = self._save_path
        self.actions: dict[SheetKind, QAction] = {}

    def add_to(self, menu: QMenu) -> None:
        for text, kind, tip in (
                (translate("PrintActions", "Print Se&tup Sheet…"), SheetKind.SETUP,
                 translate("PrintActions", "The scenario's set-up, counter by counter with tick "
                                           "boxes, its timeline and an overview map")),
                (translate("PrintActions", "Print &Position…"), SheetKind.POSITION,
                 translate("PrintActions", "The game as it stands, to go on with the box")),
                (translate("PrintActions", "Print Counter S&heet…"), SheetKind.COUNTERS,
                 translate("PrintActions", "Every leader and unit, both faces, to print duplex "
                                           "and cut"))):
            self.actions[kind] = add_action(self.window, menu, text,
                                           partial(self.print_sheet, kind), tip=tip)
        add_action(self.window, menu, translate("PrintActions", "&Export PDF…"), self.export,
                   tip=translate("PrintActions", "Write a sheet to a PDF file"))
        menu.aboutToShow.connect(self.update_actions)
        self.update_actions()

    def update_actions(self) -> None:
        kinds = self.kinds()
        for kind, action in self.actions.items():
            action.setEnabled(kind in kinds)

    # --------------------------------------------------------------- what is open

    def _bundle(self) -> ScenarioBundle | None:
        game = self.game()
        if game is not None:
            bundle: ScenarioBundle = game.bundle
            return bundle
        return self.bundle()

    def kinds(self) -> list[SheetKind]:
        out = [SheetKind.SETUP] if self._bundle() is not None else []
        if self.game() is not None:
            out.append(SheetKind.POSITION)
        return [*out, SheetKind.COUNTERS]

    def layout_for(self, choice: PrintChoice) -> tuple[Layout, str]:
        bundle = self._bundle()
        if choice.kind is SheetKind.COUNTERS:
            roster_of = bundle if bundle is not None else self._default_bundle()
            return (counter_sheet_layout(Catalogue.of(roster_of), roster_of.roster,
                                         choice.counters),
                    counter_sheet_title(roster_of.roster))
        assert bundle is not None
        options = SheetOptions(choice.paper, choice.map_paper)
        game = self.game()
        if choice.kind is SheetKind.POSITION and game is not None:
            content = position_content(game, bundle)
            content.hands = {s: h for s, h in content.hands.items() if s in choice.hands}
        else:
            content = setup_content(bundle)
        return setup_sheet_layout(content, bundle.game_map, options), content.title

    @staticmethod
    def _default_bundle() -> ScenarioBundle:
        from sv_desktop.common.bundle_cache import load_scenario_cached
        from sv_model.paths import DEFAULT_SCENARIO

        return load_scenario_cached(DEFAULT_SCENARIO)

    # --------------------------------------------------------------- actions

    def _choose(self, kind: SheetKind) -> PrintChoice | None:
        kinds = self.kinds()
        return self.ask(kinds, kind if kind in kinds else kinds[0])

    def print_sheet(self, kind: SheetKind) -> None:
        choice = self._choose(kind)
        if choice is not None:
            self.preview(*self.layout_for(choice), choice.paper)

    def export(self) -> None:
        game = self.game()
        choice = self._choose(SheetKind.POSITION if game is not None else SheetKind.SETUP)
        if choice is None:
            return
        layout, title = self.layout_for(choice)
        path = self.save_path(title)
        if path is None:
            return
        try:
            doc = export_pdf(path, layout, title)
        except OSError as exc:
            self.show_error(translate("PrintActions", "Export PDF"),
                            translate("PrintActions", "{path} could not be written: {reason}")
                            .format(path=path, reason=reason_text(exc)))
            return
        pages = len(doc.pages)  # a plain name: lupdate reads no expression as the count
        self.window.statusBar().showMessage(
            translate("PrintActions", "Wrote {path} (%n page(s))", None, pages)
            .format(path=path), 8000)

    # --------------------------------------------------------------- dialogs

    def _ask(self, kinds: list[SheetKind], kind: SheetKind) -> PrintChoice | None:
        dialog = SheetDialog(self.window, kinds, kind)
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _preview(self, layout: Layout, title: str, paper: Paper) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(title)
        printer.setFullPage(True)  # the sheets draw their own margins
        printer.setPageLayout(page_layout(paper))
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(translate("PrintActions", "Print — {title}").format(title=title))

        def paint(device: Any) -> None:
            print_to(device, layout)

        dialog.paintRequested.connect(paint)
        dialog.exec()

    def _save_path(self, title: str) -> Path | None:
        from sv_desktop.common.settings import dialog_folder

        safe = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in title).strip()
        name, _ = QFileDialog.getSaveFileName(self.window, translate("PrintActions", "Export PDF"),
                                              str(dialog_folder() / f"{safe}.pdf"),
                                              translate("PrintActions", "PDF files (*.pdf)"))
        if not name:
            return None
        return Path(name) if name.lower().endswith(".pdf") else Path(name + ".pdf")
