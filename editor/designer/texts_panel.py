"""The designer's Scenario ▸ Languages page: the scenario's texts in each language (issue 34).

The scenario's own fields (Scenario ▸ General page) are its default texts; here an owner types the
name, description, introduction, notes and special rules in English or in French, kept
in the file's ``texts`` (``sv_model.schemas.texts``). A field left empty is no text of
that language: the default is shown there. Each commit is one undoable edit of
``texts``.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit

from editor.designer.scenario_edits import MISSING
from editor.designer.scenario_panels import Panel, text_rows
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate

LANGUAGES = (("fr", QT_TRANSLATE_NOOP("TextsPanel", "French")),
             ("en", QT_TRANSLATE_NOOP("TextsPanel", "English")))
"""The languages a scenario's texts may be given in (``schemas.texts.DATA_LANGUAGES``)."""
PROSE = ("description", "introduction", "initiative_note", "victory_notes")


def texts_with(texts: Any, language: str, typed: dict[str, Any]) -> dict[str, Any]:
    """``texts`` (the file's mapping) with ``language``'s fields as ``typed``: an empty
    field, or a language with no field left, is taken out."""
    out = copy.deepcopy(texts) if isinstance(texts, dict) else {}
    own = {k: v for k, v in (out.get(language) or {}).items()} if isinstance(
        out.get(language), dict) else {}
    for key, value in typed.items():
        if value:
            own[key] = value
        else:
            own.pop(key, None)
    if own:
        out[language] = own
    else:
        out.pop(language, None)
    return out


class TextsPanel(Panel):
    """The scenario's name and prose in one language at a time."""

    def __init__(self) -> None:
        super().__init__()
        form = QFormLayout(self)
        hint = QLabel(translate("TextsPanel", "Texts shown to players who use the application in "
                                "this language; an empty field shows the text of the General tab."))
        hint.setWordWrap(True)
        form.addRow(hint)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(translate("TextsPanel", name), code)
        form.addRow(translate("TextsPanel", "Language"), self.language)
        self.name = QLineEdit()
        self.name.editingFinished.connect(self.commit_texts)
        form.addRow(translate("ScenarioPanels", "Name"), self.name)
        self.author = QLineEdit()
        self.author.editingFinished.connect(self.commit_texts)
        form.addRow(translate("ScenarioPanels", "Author"), self.author)
        self.texts, self.rules = text_rows(form, PROSE, self.commit_texts)
        self.language.currentIndexChanged.connect(lambda _i: self.set_data(self.data))

    @property
    def code(self) -> str:
        return str(self.language.currentData())

    def _own(self) -> dict[str, Any]:
        texts = self.data.get("texts")
        own = texts.get(self.code) if isinstance(texts, dict) else None
        return own if isinstance(own, dict) else {}

    def _typed(self) -> dict[str, Any]:
        typed: dict[str, Any] = {"name": self.name.text().strip(),
                                 "author": self.author.text().strip()}
        typed.update({key: box.typed_text().strip() for key, box in self.texts.items()})
        typed["special_rules"] = [line.strip() for line in self.rules.typed_text().splitlines()
                                  if line.strip()]
        return typed

    def commit_texts(self) -> None:
        """The typed texts go to the scenario's ``texts`` in one edit, when one changed."""
        own = self._own()
        typed = self._typed()
        if all(typed[k] == (own.get(k) or ([] if k == "special_rules" else "")) for k in typed):
            return
        texts = texts_with(self.data.get("texts"), self.code, typed)
        name = dict(LANGUAGES)[self.code]
        self.send(lambda: translate("TextsPanel", "Texts in {language}").format(  # worded
            language=translate("TextsPanel", name)), {"texts": texts if texts else MISSING})

    def fill(self) -> None:
        own = self._own()
        for key, line in (("name", self.name), ("author", self.author)):
            line.setText(str(own.get(key) or ""))
            line.setCursorPosition(0)
        for key, box in self.texts.items():
            box.show_text(str(own.get(key) or ""))
        self.rules.show_text("\n".join(str(r) for r in own.get("special_rules") or []))
