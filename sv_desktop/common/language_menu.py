"""Settings ▸ Language, in play mode, the map editor and the designer (issue 34).

The menu lists the languages by their own names (Français, English), the current one
checked. Choosing another keeps it in the settings (the next start opens in it) and
hands it to the switcher that the application registered (``set_switcher``:
``sv_desktop.app.language_switch`` rebuilds every window in the new language, keeping
the game, the documents and their unsaved changes). Without a switcher (a window made
on its own, as in some tests) the choice is kept for the next start and said so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language, translate
from sv_desktop.common.settings import Preferences

OWN_NAMES: dict[Language, str] = {Language.FRENCH: "Français", Language.ENGLISH: "English"}
"""Each language by its own name, the same whatever the interface's language."""

Switcher = Callable[[Language], object]
_switcher: Switcher | None = None


def set_switcher(switcher: Switcher | None) -> None:
    """What choosing a language does besides keeping it (None: only keep it)."""
    global _switcher
    _switcher = switcher


def add_settings_menu(window: QMainWindow) -> QMenu:
    """Add Settings ▸ Language to ``window``'s menu bar; returns the Settings menu."""
    settings = window.menuBar().addMenu(translate("LanguageMenu", "Sett&ings"))
    languages = settings.addMenu(translate("LanguageMenu", "&Language"))
    languages.setObjectName("language_menu")
    group = QActionGroup(languages)
    group.setExclusive(True)
    for lang in (Language.FRENCH, Language.ENGLISH):
        action = QAction(OWN_NAMES[lang], languages)
        action.setObjectName(f"language_{lang.value}")
        action.setCheckable(True)
        action.setChecked(lang is i18n.language())
        action.triggered.connect(lambda _checked=False, chosen=lang: choose(window, chosen))
        group.addAction(action)
        languages.addAction(action)
    return settings


def choose(window: QMainWindow, lang: Language) -> None:
    """Settings ▸ Language ▸ ``lang``: keep it, then switch the open windows to it."""
    if lang is i18n.language():
        return
    prefs = Preferences()
    prefs.language = lang.value
    prefs.sync()
    if _switcher is not None:
        _switcher(lang)
        return
    QMessageBox.information(window, translate("LanguageMenu", "Language"), translate(
        "LanguageMenu", "The language will change the next time the program starts."))
