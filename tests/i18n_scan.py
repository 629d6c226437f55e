"""Finds texts a person reads that reach a Qt text API without ``translate()`` (issue 34).

A call is a text API when it is one of ``TEXT_METHODS`` (``label.setText(...)``), a
widget made with its text (``CONSTRUCTORS``: ``QLabel("...")``), a static dialog of
``STATIC_DIALOGS`` (``QMessageBox.question(...)``), or one of the project's own menu
helpers (``HELPERS``). An argument is untranslated when it is a string literal with a
letter in it, an f-string, or a ``"...".format(...)`` of a literal: a translated text
comes from ``translate("Context", "literal")`` (or a variable, whose source is checked
where the literal is). ``ALLOWED`` lists the few literals that are the same in every
language, each with its reason.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

TEXT_METHODS = frozenset({
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText",
    "setTitle", "addAction", "addMenu", "addTab", "insertTab", "setTabText",
    "setTabToolTip", "setHeaderLabels", "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels", "showMessage", "addItem", "addItems", "insertItem",
    "setItemText", "setWhatsThis", "setLabelText", "setInformativeText",
    "setDetailedText", "setPrefix", "setSuffix", "setSpecialValueText", "setWindowIconText",
    "addButton", "setButtonText", "setOkButtonText", "setCancelButtonText", "addSection",
    "setItemToolTip",
})
CONSTRUCTORS = frozenset({
    "QLabel", "QPushButton", "QAction", "QCheckBox", "QRadioButton", "QGroupBox", "QMenu",
    "QDockWidget", "QCommandLinkButton", "QListWidgetItem", "QTableWidgetItem",
    "QTreeWidgetItem", "QMessageBox", "QToolButton", "QWizardPage",
})
STATIC_DIALOGS = {
    "QMessageBox": frozenset({"information", "warning", "critical", "question", "about"}),
    "QFileDialog": frozenset({"getOpenFileName", "getOpenFileNames", "getSaveFileName",
                              "getExistingDirectory"}),
    "QInputDialog": frozenset({"getText", "getInt", "getDouble", "getItem",
                               "getMultiLineText"}),
}
HELPERS = frozenset({"add_action", "_action", "_toggle", "show_error", "ask_yes_no",
                     "show_status", "_dock"})
"""The project's helpers that show their texts: menu entries (their text and tip go to
``QAction``), error boxes, yes/no questions, the status line."""
DATA_ARGUMENTS = {"addItem": 1, "insertItem": 2, "_dock": 1}
"""A call whose arguments from this index on are data, not text (``addItem(text, data)``,
``_dock(title, object_name, ...)``)."""

ALLOWED = frozenset({
    "Semper Victor",  # the game's name, printed so on the French box too
    "Français", "English",  # each language by its own name (Settings ▸ Language)
    "PRIMUS", "SECONDUS",  # the players' titles, the same in both rule books
    "A4", " mm",  # a paper format (ISO 216) and a unit symbol, the same in both languages
})

SHORTCUT = re.compile(r"^((Ctrl|Shift|Alt|Meta)\+)*([A-Z0-9]|F\d{1,2}|Esc|Del|Space|Return"
                      r"|Tab|Backspace|Home|End|PgUp|PgDown|Left|Right|Up|Down|[-+=,.])$")
"""A key sequence (``Ctrl+Shift+O``, ``F1``): Qt's portable form, never translated."""


@dataclass(frozen=True)
class Finding:
    """An untranslated text: where, which call, and the text's start."""

    path: Path
    line: int
    call: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.call}: untranslated {self.text!r}"


def _call_name(func: ast.expr) -> tuple[str, str | None]:
    """The called name, and the name it is an attribute of (``QMessageBox``)."""
    if isinstance(func, ast.Name):
        return func.id, None
    if isinstance(func, ast.Attribute):
        owner = func.value
        base = owner.id if isinstance(owner, ast.Name) else \
            owner.attr if isinstance(owner, ast.Attribute) else None
        return func.attr, base
    return "", None


def _is_text_call(name: str, owner: str | None) -> bool:
    if owner in STATIC_DIALOGS:
        return name in STATIC_DIALOGS[owner]
    return name in TEXT_METHODS or name in CONSTRUCTORS or name in HELPERS


def untranslated(node: ast.expr) -> str | None:
    """The text of ``node`` if it is a literal that should have been translated."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
        if any(ch.isalpha() for ch in text) and text not in ALLOWED and \
                not SHORTCUT.match(text):
            return text
        return None
    if isinstance(node, ast.JoinedStr):  # words of its own, not only what it puts in
        words = "".join(part.value for part in node.values
                        if isinstance(part, ast.Constant) and isinstance(part.value, str))
        return ast.unparse(node) if any(ch.isalpha() for ch in words) else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            node.func.attr == "format" and isinstance(node.func.value, ast.Constant):
        return untranslated(node.func.value)
    if isinstance(node, ast.BinOp):
        return untranslated(node.left) or untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return untranslated(node.body) or untranslated(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return next((t for t in map(untranslated, node.elts) if t), None)
    return None


def _text_arguments(call: ast.Call, name: str) -> Iterator[ast.expr]:
    positional = call.args[:DATA_ARGUMENTS[name]] if name in DATA_ARGUMENTS else call.args
    yield from positional
    for keyword in call.keywords:
        if keyword.arg in ("text", "tip", "title", "toolTip", "statusTip", "caption",
                           "filter", "label"):
            yield keyword.value


def scan_source(path: Path, source: str) -> list[Finding]:
    """Every untranslated text in one module."""
    findings = []
    for node in ast.walk(ast.parse(source, str(path))):
        if not isinstance(node, ast.Call):
            continue
        name, owner = _call_name(node.func)
        if not _is_text_call(name, owner):
            continue
        for argument in _text_arguments(node, name):
            text = untranslated(argument)
            if text is not None:
                findings.append(Finding(path, argument.lineno, name, text[:60]))
    return findings


def scan(root: Path, folders: tuple[str, ...]) -> list[Finding]:
    """Every untranslated text in the Python files under ``folders`` of ``root``."""
    found = []
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            found += scan_source(path.relative_to(root), path.read_text(encoding="utf-8"))
    return found


def translated_texts(path: Path, source: str) -> list[tuple[int, str, str, bool]]:
    """Every ``translate("Ctx", "text", ...)`` and ``QT_TRANSLATE_NOOP("Ctx", "text")``
    of a module: (line, context, text, whether pyside6-lupdate can read the call). It
    cannot when the plural's count is more than a name or a number (``len(x)``,
    ``exc.count``, ``d["n"]``): the text is then missing from the catalogue."""
    found = []
    for node in ast.walk(ast.parse(source, str(path))):
        if not isinstance(node, ast.Call):
            continue
        name, _owner = _call_name(node.func)
        if name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2:
            continue
        context, text = node.args[0], node.args[1]
        if not (isinstance(context, ast.Constant) and isinstance(context.value, str)
                and isinstance(text, ast.Constant) and isinstance(text.value, str)):
            continue
        readable = all(isinstance(arg, (ast.Name, ast.Constant)) for arg in node.args[2:]) \
            and not node.keywords
        found.append((node.lineno, context.value, text.value, readable))
    return found
