"""Help menu windows: the rules-decisions summary, shortcuts, and About.

The documents shown (``docs/rules-decisions.md``, sections of ``docs/scenarios.md``) are
read in the interface's language when the window opens: a translation lives in
``docs/<language code>/`` under the English file's name (``docs/fr/rules-decisions.md``)
with the same headings structure, and the English file stands in when it is missing.
``SECTION_HEADINGS`` maps the English headings the program opens to each translation's.
"""

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

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, Language, language, translate
from sv_model import __version__
from sv_model.errors import DataFileError
from sv_model.paths import shipped_dir
from sv_model.yamlio import read_source

DOCS_DIR = shipped_dir("docs")
RULES_DECISIONS = DOCS_DIR / "rules-decisions.md"

DEVELOPERS_HEADING = "## For developers"
ENTERING_A_SCENARIO = "## Entering a scenario from the printed game"

SECTION_HEADINGS: dict[str, dict[Language, str]] = {
    # an English heading the program looks for -> the same heading in each translation
    DEVELOPERS_HEADING: {Language.FRENCH: "## Pour les développeurs"},
    ENTERING_A_SCENARIO: {Language.FRENCH: "## Saisir un scénario du jeu imprimé"},
}


def document_path(name: str, lang: Language | None = None) -> Path:
    """The shipped document ``docs/<name>`` in ``lang`` (the interface's by default):
    its translation ``docs/<code>/<name>`` when it is installed, else the English file."""
    lang = language() if lang is None else lang
    if lang is not Language.ENGLISH:
        translated = DOCS_DIR / lang.value / name
        if translated.is_file():
            return translated
    return DOCS_DIR / name


def heading_in(heading: str, lang: Language) -> str:
    """The English ``heading`` as the ``lang`` translation of its document writes it."""
    return SECTION_HEADINGS.get(heading, {}).get(lang, heading)

AUTHORED_NOTICE = QT_TRANSLATE_NOOP(
    "HelpDialogs",
    "The map geometry, the counters' ratings and the scenarios shipped with this program "
    "are OUR ESTIMATE, authored by the Semper Victor project from historical geography and "
    "history. No rule book prints them, and they are not copies of the printed map or "
    "counters. Players who own the printed game can enter the real values with the map "
    "editor and the scenario designer."
)

SHORTCUTS = [  # (keys, what they do), translated where shown (context "Shortcuts")
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+N"), QT_TRANSLATE_NOOP("Shortcuts", "New game")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+O"), QT_TRANSLATE_NOOP("Shortcuts", "Load a saved game")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+S"), QT_TRANSLATE_NOOP("Shortcuts", "Save the game")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Shift+S"), QT_TRANSLATE_NOOP("Shortcuts", "Save as")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Z"), QT_TRANSLATE_NOOP("Shortcuts", "Undo")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Shift+Z / Ctrl+Y"),
     QT_TRANSLATE_NOOP("Shortcuts", "Redo")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+E / End"),
     QT_TRANSLATE_NOOP("Shortcuts", "End movement (E.1)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+H"),
     QT_TRANSLATE_NOOP("Shortcuts", "Show my stratagems (after handover)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+B"),
     QT_TRANSLATE_NOOP("Shortcuts", "Last battle report (8)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+0 / F"),
     QT_TRANSLATE_NOOP("Shortcuts", "Fit the map to the window")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F11"), QT_TRANSLATE_NOOP("Shortcuts", "Full screen")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+M"), QT_TRANSLATE_NOOP("Shortcuts", "Map editor")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Shift+D"),
     QT_TRANSLATE_NOOP("Shortcuts", "Scenario designer")),
    (QT_TRANSLATE_NOOP("Shortcuts", "+ / −, wheel"),
     QT_TRANSLATE_NOOP("Shortcuts", "Zoom around the cursor")),
    (QT_TRANSLATE_NOOP("Shortcuts", "drag"), QT_TRANSLATE_NOOP("Shortcuts", "Pan the map")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F8"), QT_TRANSLATE_NOOP("Shortcuts", "Overview inset")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Esc"),
     QT_TRANSLATE_NOOP("Shortcuts", "Cancel the current selection, drag or route; "
                       "leave the history for the present")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F9"), QT_TRANSLATE_NOOP("Shortcuts", "History browser")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Alt+← / Alt+→"),
     QT_TRANSLATE_NOOP("Shortcuts", "Previous / next decision in the history")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Alt+PgUp / Alt+PgDown"),
     QT_TRANSLATE_NOOP("Shortcuts", "Previous / next turn in the history")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Alt+Shift+← / Alt+Shift+→"),
     QT_TRANSLATE_NOOP("Shortcuts", "Previous / next battle in the history")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Shift+click, right-click"),
     QT_TRANSLATE_NOOP("Shortcuts", "Plan a leader's route and leave units on the way (3.4.1)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Shift+E"),
     QT_TRANSLATE_NOOP("Shortcuts", "Skip to the end of the computer's turn (no pauses)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F1"), QT_TRANSLATE_NOOP("Shortcuts", "Rules decisions")),
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


def rules_decisions_text(path: Path | None = None) -> str:
    """The rulings, for players: the document (in the interface's language unless
    ``path`` names one) without its notes for developers."""
    path = document_path(RULES_DECISIONS.name) if path is None else path
    with contextlib.suppress(DataFileError):  # read as every file: regular, bounded
        text = read_source(path).text
        for heading in (DEVELOPERS_HEADING, *SECTION_HEADINGS[DEVELOPERS_HEADING].values()):
            text = text.split("\n" + heading + "\n", 1)[0]
        return text.rstrip() + "\n"
    return translate("HelpDialogs", "# Rules decisions\n\nThe summary file `{file}` is not "
                     "installed with this copy of the program.").format(file=path)


def show_rules_decisions(parent: QWidget | None) -> MarkdownDialog:
    dialog = MarkdownDialog(translate("HelpDialogs", "Rules decisions"), rules_decisions_text(),
                            parent)
    dialog.show()
    return dialog


COUNTER_VALUES = [  # the abbreviations printed on the counters, and where the rules use them
    # (translated where shown: the French counters print their own abbreviations)
    (QT_TRANSLATE_NOOP("CounterValues", "CC"),
     QT_TRANSLATE_NOOP("CounterValues", "Command capacity: how many units a leader takes along"),
     "1.2, 3.4.1"),
    (QT_TRANSLATE_NOOP("CounterValues", "SR"),
     QT_TRANSLATE_NOOP("CounterValues", "Strategic rating: sets the number of movement/combat sequences"),
     "1.2, 2.D"),
    (QT_TRANSLATE_NOOP("CounterValues", "TB"),
     QT_TRANSLATE_NOOP("CounterValues", "Tactical bonus: a force's best leader's (else its units' average) in battle"),
     "1.2, 1.3, 8.6.2"),
    (QT_TRANSLATE_NOOP("CounterValues", "PC"),
     QT_TRANSLATE_NOOP("CounterValues", "Political capacity (Roman leaders): initiative, usurpations, battle"),
     "1.2, 2.B, 3.6, 8.6.3"),
    (QT_TRANSLATE_NOOP("CounterValues", "Sun / Cross"),
     QT_TRANSLATE_NOOP("CounterValues", "Religious loyalty of a Roman leader, when he has one"),
     "1.2"),
    (QT_TRANSLATE_NOOP("CounterValues", "SP"),
     QT_TRANSLATE_NOOP("CounterValues", "Strength points of a combat unit: about a thousand men each"),
     "1.3"),
    (QT_TRANSLATE_NOOP("CounterValues", "QU"),
     QT_TRANSLATE_NOOP("CounterValues", "Quality of a combat unit: a force's average shifts the battle"),
     "1.3, 8.6.1"),
    (QT_TRANSLATE_NOOP("CounterValues", "MP"),
     QT_TRANSLATE_NOOP("CounterValues", "Movement points: 4 for every leader; a unit's own allowance"),
     "1.2.2, 7"),
    (QT_TRANSLATE_NOOP("CounterValues", "CO, PC, RI"),
     QT_TRANSLATE_NOOP("CounterValues", "Comitatenses, pseudo-comitatenses, ripenses (Roman units)"),
     "1.3.1, 3.2"),
]


def counter_values_text() -> str:
    rows = "\n".join(f"| **{translate('CounterValues', abbr)}** | "
                     f"{translate('CounterValues', what)} | {rule} |"
                     for abbr, what, rule in COUNTER_VALUES)
    return translate("HelpDialogs", "# What the counters show\n\nGrey italics in the designer, "
                     "or \u2020 on a setup sheet, mark values that are our estimate, not the "
                     "printed counter's.\n\n| | Meaning | Rules |\n|---|---|---|\n{rows}\n"
                     ).format(rows=rows)


def markdown_section(name: str, heading: str) -> str:
    """One section of a shipped document of ``docs/``, from its (English) heading to the
    next, in the interface's language when its translation has that section."""
    lang = language()
    if lang is not Language.ENGLISH:
        translated = document_path(name, lang)
        if translated != DOCS_DIR / name:
            with contextlib.suppress(DataFileError):
                section = _section_of(read_source(translated).text, heading_in(heading, lang))
                if section is not None:
                    return section
    path = DOCS_DIR / name
    try:
        text = read_source(path).text
    except DataFileError:
        return translate("HelpDialogs", "{heading}\n\nThe document `{name}` is not installed "
                         "with this copy.").format(heading=heading, name=name)
    section = _section_of(text, heading)
    if section is None:
        return translate("HelpDialogs", "{heading}\n\n(not found in {name})").format(
            heading=heading, name=name)
    return section


def _section_of(text: str, heading: str) -> str | None:
    """The Markdown of ``text`` from the line ``heading`` to the next heading of its
    level or above; None when there is no such line."""
    if text.startswith(heading + "\n"):
        start = 0
    else:
        found = text.find("\n" + heading + "\n")
        if found < 0:
            return None
        start = found + 1
    level = heading.split(" ", 1)[0]
    ends = [text.find("\n" + "#" * n + " ", start + len(heading)) for n in range(1, len(level) + 1)]
    end = min((e for e in ends if e >= 0), default=len(text))
    return text[start:end].strip() + "\n"


def show_markdown_section(parent: QWidget | None, name: str, heading: str) -> MarkdownDialog:
    """A window on one section of ``docs/<name>`` (``heading`` in English), titled by the
    section's heading in the language it is shown in."""
    section = markdown_section(name, heading)
    title = section.split("\n", 1)[0].lstrip("# ").strip()
    dialog = MarkdownDialog(title, section, parent)
    dialog.resize(640, 560)
    dialog.show()
    return dialog


def show_counter_values(parent: QWidget | None) -> MarkdownDialog:
    dialog = MarkdownDialog(translate("HelpDialogs", "What the counters show"),
                            counter_values_text(), parent)
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
    heading = translate("HelpDialogs", "{window}: keyboard shortcuts").format(window=title)
    dialog = MarkdownDialog(heading, translate(
        "HelpDialogs", "# {heading}\n\n| Keys | Menu entry |\n|---|---|\n{rows}\n").format(
        heading=heading, rows=rows), window)
    dialog.resize(560, 560)
    dialog.show()
    return dialog


def show_shortcuts(parent: QWidget | None) -> MarkdownDialog:
    rows = "\n".join(f"| {translate('Shortcuts', keys)} | {translate('Shortcuts', what)} |"
                     for keys, what in SHORTCUTS)
    dialog = MarkdownDialog(translate("HelpDialogs", "Keyboard shortcuts"), translate(
        "HelpDialogs", "# Keyboard shortcuts\n\n| Keys | Action |\n|---|---|\n{rows}\n").format(
        rows=rows), parent)
    dialog.resize(520, 520)
    dialog.show()
    return dialog


def about_text() -> str:
    return translate(
        "HelpDialogs", "<h3>Semper Victor {version}</h3><p>A desktop edition of the board "
        "wargame <i>Semper Victor (Imperator II)</i> by Frédéric Bey: the Roman Empire, AD "
        "305–363, for two players.</p><p><b>Authored data.</b> {notice}</p><p>The rules are "
        "enforced by the engine; the program cites the rule books' paragraph numbers and "
        "never reproduces their text.</p>").format(
        version=__version__, notice=translate("HelpDialogs", AUTHORED_NOTICE))


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, translate("HelpDialogs", "About Semper Victor"), about_text())
