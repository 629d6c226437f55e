"""The interface's language: French or English (issue 34).

Every text a person reads in ``sv_desktop`` and ``editor`` goes through
``translate(context, text)`` (Qt's ``QCoreApplication.translate``), with a literal
context and a literal English source, so that ``pyside6-lupdate`` finds it
(``tools/i18n.py update``). Plurals pass ``n``: ``translate("Ctx", "%n game(s)",
None, n)``; the English plural forms come from the English catalogue, so the
source may say "(s)". Nothing is translated at import time: a table of texts built
when a module loads marks them with ``QT_TRANSLATE_NOOP(context, text)`` and
translates them where they are shown.

The compiled catalogues (``semper_victor_fr.qm``, ``semper_victor_en.qm``) are made
from the ``.ts`` files in ``resources/i18n`` by ``tools/i18n.py release``, which the
set-up step runs.

Without an application instance (the command line's text-only commands, which never
needed Qt's event loop) the catalogues are loaded all the same and ``translate`` asks
them directly; a window's command installs them again once its application exists.
The play session, which may not import Qt, words its texts through
``sv_desktop.common.wording``, which ``install`` points here.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from sv_desktop.common import wording
from sv_desktop.common.wording import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
from sv_model.paths import RESOURCES_DIR

I18N_DIR = RESOURCES_DIR / "i18n"
"""Where the ``.ts`` sources and the compiled ``.qm`` catalogues live."""

CATALOGUE = "semper_victor"
"""The compiled catalogues are ``{CATALOGUE}_{language}.qm``."""


class Language(StrEnum):
    """A language of the interface, by its ISO 639-1 code."""

    ENGLISH = "en"
    FRENCH = "fr"


_current = Language.ENGLISH
_installed: list[QTranslator] = []


def translate(context: str, text: str, disambiguation: str | None = None,
              n: int = -1) -> str:
    """``text`` in the interface's language (Qt's ``translate``); ``n`` picks the
    plural form and replaces ``%n``."""
    if QCoreApplication.instance() is not None or not _installed:
        return QCoreApplication.translate(context, text, disambiguation, n)
    for translator in _installed:  # no application: ask the catalogues themselves
        found = translator.translate(context, text, disambiguation, n)
        if found:
            return found.replace("%n", str(n)) if n >= 0 else found
    return text.replace("%n", str(n)) if n >= 0 else text


Wording = str | Callable[[], str]
"""A text, or how to word it in the interface's language when it is shown (a text that
stays on screen across a language switch: an undo text, the computer's reason line)."""


def worded(wording: Wording) -> str:
    """The text of ``wording`` in the interface's language now."""
    return wording if isinstance(wording, str) else wording()


def language() -> Language:
    """The interface's language now."""
    return _current


def system_language() -> Language:
    """French when the system's locale is French, else English."""
    if QLocale.system().language() == QLocale.Language.French:
        return Language.FRENCH
    return Language.ENGLISH


def parse_language(code: str) -> Language:
    """The language a code names (``fr``, ``fr_FR``, ``en``...); ValueError otherwise."""
    head = code.strip().lower().replace("-", "_").split("_")[0]
    try:
        return Language(head)
    except ValueError:
        choices = ", ".join(lang.value for lang in Language)
        raise ValueError(f"unknown language {code!r} (choose one of {choices})") from None


def chosen_language(override: Language | None = None) -> Language:
    """The language to start in: ``override`` (``--lang``), else the one chosen in
    Settings ▸ Language (kept in the settings), else the system's."""
    if override is not None:
        return override
    from sv_desktop.common.settings import Preferences

    kept = Preferences().language
    if kept:
        try:
            return parse_language(kept)
        except ValueError:
            pass  # a hand-edited settings file: the system's language
    return system_language()


def catalogue_path(lang: Language) -> Path:
    """The compiled catalogue of ``lang``."""
    return I18N_DIR / f"{CATALOGUE}_{lang.value}.qm"


def install(lang: Language) -> list[str]:
    """Make ``lang`` the interface's language: our catalogue and Qt's own (the
    standard dialogs' buttons), installed in the running application if there is one,
    plus the default locale for numbers. Returns the problems met (a missing
    catalogue), which leave the English source texts on show; never raises."""
    global _current
    app = QCoreApplication.instance()
    problems: list[str] = []
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    _current = lang
    QLocale.setDefault(QLocale(lang.value))
    wording.set_translator(translate)
    ours = QTranslator(app)
    if ours.load(str(catalogue_path(lang))):
        _installed.append(ours)
    else:
        problems.append(f"{catalogue_path(lang)}: cannot load the {lang.value} catalogue")
    if lang is not Language.ENGLISH:
        qt_own = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{lang.value}", qt_dir):
            _installed.append(qt_own)
    if app is not None:
        for translator in _installed:
            app.installTranslator(translator)
    return problems


def error_text(exc: BaseException) -> str:
    """An error to show a person: a data file's problems one per line in the interface's
    language (``sv_model.problem_words``); an error that carries its problem's id (a
    replay that diverges, no decision pending) in its words; the system's refusal of a
    file in the interface's language (``os_errors``); any other as it words itself."""
    from sv_desktop.common.os_errors import os_error_text
    from sv_model.errors import DataFileError
    from sv_model.problem_words import error_words, problem_text

    if isinstance(exc, DataFileError):
        return "\n".join(problem_text(problem, _current.value) for problem in exc.problems)
    if isinstance(exc, OSError):
        return os_error_text(exc)
    return error_words(exc, _current.value)
