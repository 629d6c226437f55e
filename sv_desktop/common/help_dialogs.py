"""Help menu windows: the rules-decisions summary, shortcuts, and About."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.i18n import translate
from sv_model import __version__
from sv_model.errors import DataFileError
from sv_model.paths import shipped_dir
from sv_model.yamlio import read_source

RULES_DECISIONS = shipped_dir("docs") / "rules-decisions.md"

AUTHORED_NOTICE = (
    "The map geometry, the counters' ratings and the scenarios shipped with this program "
    "are OUR ESTIMATE, authored by the Semper Victor project from historical geography and "
    "history. No rule book prints them, and they are not copies of the printed map or "
    "counters. Players who own the printed game can enter the real values with the map "
    "editor and the scenario designer."
)

SHORTCUTS = [
    ("Ctrl+N", "New game"), ("Ctrl+O", "Load a saved game"), ("Ctrl+S", "Save the game"),
    ("Ctrl+Shift+S", "Save as"), ("Ctrl+Z", "Undo"), ("Ctrl+Shift+Z / Ctrl+Y", "Redo"),
    ("Ctrl+E / End", "End movement (E.1)"), ("Ctrl+H", "Show my stratagems (after handover)"),
    ("Ctrl+B", "Last battle report (8)"), ("Ctrl+0 / F", "Fit the map to the window"),
    ("F11", "Full screen"), ("Ctrl+M", "Map editor"), ("Ctrl+Shift+D", "Scenario designer"),
    ("+ / −, wheel", "Zoom around the cursor"), ("drag", "Pan the map"),
    ("F8", "Overview inset"), ("Esc", "Cancel the current selection, drag or route; leave "
                                      "the history for the present"),
    ("F9", "History browser"), ("Alt+← / Alt+→", "Previous / next decision in the history"),
    ("Alt+PgUp / Alt+PgDown", "Previous / next turn in the history"),
    ("Alt+Shift+← / Alt+Shift+→", "Previous / next battle in the history"),
    ("Shift+click, right-click", "Plan a leader's route and leave units on the way (3.4.1)"),
    ("Ctrl+Shift+E", "Skip to the end of the computer's turn (no pauses)"),
    ("F1", "Rules decisions"),
]


class MarkdownDialog(QDialog):
    """A read-only window showing a Markdown document."""

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(markdown)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


DEVELOPERS_HEADING = "## For developers"


def rules_decisions_text(path: Path = RULES_DECISIONS) -> str:
    """The rulings, for players: the document without its notes for developers."""
    with contextlib.suppress(DataFileError):  # read as every file: regular, bounded
        return read_source(path).text.split(DEVELOPERS_HEADING, 1)[0].rstrip() + "\n"
    return (f"# Rules decisions\n\nThe summary file `{path}` is not installed with this copy "
            "of the program.")


def show_rules_decisions(parent: QWidget | None) -> MarkdownDialog:
    dialog = MarkdownDialog("Rules decisions", rules_decisions_text(), parent)
    dialog.show()
    return dialog


COUNTER_VALUES = [  # the abbreviations printed on the counters, and where the rules use them
    ("CC", "Command capacity: how many units a leader takes along", "1.2, 3.4.1"),
    ("SR", "Strategic rating: sets the number of movement/combat sequences", "1.2, 2.D"),
    ("TB", "Tactical bonus: a force's best leader's (else its units' average) in battle",
     "1.2, 1.3, 8.6.2"),
    ("PC", "Political capacity (Roman leaders): initiative, usurpations, battle", "1.2, 2.B, "
     "3.6, 8.6.3"),
    ("Sun / Cross", "Religious loyalty of a Roman leader, when he has one", "1.2"),
    ("SP", "Strength points of a combat unit: about a thousand men each", "1.3"),
    ("QU", "Quality of a combat unit: a force's average shifts the battle", "1.3, 8.6.1"),
    ("MP", "Movement points: 4 for every leader; a unit's own allowance", "1.2.2, 7"),
    ("CO, PC, RI", "Comitatenses, pseudo-comitatenses, ripenses (Roman units)", "1.3.1, 3.2"),
]


def counter_values_text() -> str:
    rows = "\n".join(f"| **{abbr}** | {what} | {rule} |" for abbr, what, rule in COUNTER_VALUES)
    return ("# What the counters show\n\nGrey italics in the designer, or \u2020 on a setup "
            "sheet, mark values that are our estimate, not the printed counter's.\n\n"
            f"| | Meaning | Rules |\n|---|---|---|\n{rows}\n")


def markdown_section(name: str, heading: str) -> str:
    """One section of a shipped document of ``docs/``, from its heading to the next."""
    path = shipped_dir("docs") / name
    try:
        text = read_source(path).text
    except DataFileError:
        return f"{heading}\n\nThe document `{name}` is not installed with this copy."
    start = text.find(heading)
    if start < 0:
        return f"{heading}\n\n(not found in {name})"
    level = heading.split(" ", 1)[0] + " "
    end = text.find("\n" + level, start + len(heading))
    return text[start:end if end >= 0 else len(text)].strip() + "\n"


def show_markdown_section(parent: QWidget | None, name: str, heading: str) -> MarkdownDialog:
    title = heading.lstrip("# ").strip()
    dialog = MarkdownDialog(title, markdown_section(name, heading), parent)
    dialog.resize(640, 560)
    dialog.show()
    return dialog


def show_counter_values(parent: QWidget | None) -> MarkdownDialog:
    dialog = MarkdownDialog("What the counters show", counter_values_text(), parent)
    dialog.resize(640, 440)
    dialog.show()
    return dialog


def menu_shortcuts(window: QMainWindow) -> list[tuple[str, str]]:
    """Every menu entry of ``window`` that has a shortcut: (keys, menu ▸ entry)."""
    rows: list[tuple[str, str]] = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        title = menu_action.text().replace("&", "")
        for action in menu.actions():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                    for k in action.shortcuts() if not k.isEmpty()]
            if keys:
                entry = action.text().replace("&", "").split("\t")[0]
                rows.append((" / ".join(keys), f"{title} ▸ {entry}"))
    return rows


def show_menu_shortcuts(window: QMainWindow, title: str) -> MarkdownDialog:
    """The keyboard shortcuts of a window's menus, read from the menus themselves."""
    rows = "\n".join(f"| {keys} | {what} |" for keys, what in menu_shortcuts(window))
    dialog = MarkdownDialog(f"{title}: keyboard shortcuts",
                            f"# {title}: keyboard shortcuts\n\n| Keys | Menu entry |\n"
                            f"|---|---|\n{rows}\n", window)
    dialog.resize(560, 560)
    dialog.show()
    return dialog


def show_shortcuts(parent: QWidget | None) -> MarkdownDialog:
    rows = "\n".join(f"| {keys} | {what} |" for keys, what in SHORTCUTS)
    dialog = MarkdownDialog("Keyboard shortcuts",
                            f"# Keyboard shortcuts\n\n| Keys | Action |\n|---|---|\n{rows}\n",
                            parent)
    dialog.resize(520, 520)
    dialog.show()
    return dialog


def about_text() -> str:
    return (f"<h3>Semper Victor {__version__}</h3>"
            "<p>A desktop edition of the board wargame <i>Semper Victor (Imperator II)</i> "
            "by Frédéric Bey: the Roman Empire, AD 305–363, for two players.</p>"
            f"<p><b>Authored data.</b> {AUTHORED_NOTICE}</p>"
            "<p>The rules are enforced by the engine; the program cites the rule books' "
            "paragraph numbers and never reproduces their text.</p>")


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, translate("HelpDialogs", "About Semper Victor"), about_text())
