"""Issue 34: the help documents in French (docs/fr/), opened in the interface's language
in play mode, the map editor and the designer, and kept in step with the English ones."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gui_support import QuietWindow
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox
from test_i18n_app import _catalogues, english_after

from sv_desktop.common import help_dialogs, i18n
from sv_desktop.common.help_dialogs import MarkdownDialog
from sv_desktop.common.i18n import Language

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
USED_FIXTURES = (_catalogues, english_after)  # the catalogues made, English given back
SHOTS = Path("/tmp/frdocs-help")

CITATION = re.compile(r"(?<![\w.])\d{1,2}\.(?:\d{1,2}|[A-F])(?:\.\d{1,2})*(?![\w.])")
"""A rule paragraph as the documents cite it: 8.2, 3.6.3, 2.D (never a version or a year)."""


@pytest.fixture
def french(english_after: None) -> Iterator[None]:
    del english_after
    i18n.install(Language.FRENCH)
    yield


def _sections(text: str) -> list[tuple[str, list[str]]]:
    """(heading, sorted paragraph citations) of each level-2/3 section, and of the text
    before the first one."""
    found: list[tuple[str, list[str]]] = []
    heading, lines = "(top)", list[str]()
    for line in text.splitlines():
        if re.match(r"#{2,3} ", line):
            found.append((heading, sorted(set(CITATION.findall("\n".join(lines))))))
            heading, lines = line, []
        lines.append(line)
    found.append((heading, sorted(set(CITATION.findall("\n".join(lines))))))
    return found


def _translations() -> list[Path]:
    return sorted((DOCS / "fr").glob("*.md"))


def test_the_french_documents_have_the_sections_and_citations_of_the_english_ones() -> None:
    """Parity: every level-2/3 section of an English help document has its French
    counterpart, in the same place, citing the same rule paragraphs."""
    names = [p.name for p in _translations()]
    assert "rules-decisions.md" in names and "scenarios.md" in names
    for french in _translations():
        english = DOCS / french.name
        assert english.is_file(), f"{french} translates no English document"
        en = _sections(english.read_text(encoding="utf-8"))
        fr = _sections(french.read_text(encoding="utf-8"))
        assert [h.count("#") for h, _c in fr] == [h.count("#") for h, _c in en], french.name
        for (en_heading, en_cited), (fr_heading, fr_cited) in zip(en, fr, strict=True):
            assert fr_cited == en_cited, (french.name, en_heading, fr_heading)


def test_the_parity_check_sees_a_missing_section_and_a_missing_citation() -> None:
    english = "# T\n\n## A (8.2)\n\nx 3.6.3 y\n\n### B\n\nz (10.3)\n"
    assert _sections(english) == [("(top)", []), ("## A (8.2)", ["3.6.3", "8.2"]),
                                  ("### B", ["10.3"])]
    assert len(_sections("# T\n\n## A (8.2)\n\nx 3.6.3 y\n")) != len(_sections(english))
    assert _sections("# T\n\n## A (8.2)\n\nx y\n\n### B\n\nz (10.3)\n") != _sections(english)
    assert CITATION.findall("v2026.11, 184,549 actions, 2.D, E.1, 318 -> 324") == ["2.D"]


def test_every_heading_the_program_opens_is_in_both_languages() -> None:
    for english_heading, translated in help_dialogs.SECTION_HEADINGS.items():
        documents = [p for p in (DOCS / "rules-decisions.md", DOCS / "scenarios.md")
                     if f"\n{english_heading}\n" in p.read_text(encoding="utf-8")]
        assert len(documents) == 1, english_heading
        for lang, heading in translated.items():
            text = (DOCS / lang.value / documents[0].name).read_text(encoding="utf-8")
            assert f"\n{heading}\n" in text, heading


def test_the_french_documents_keep_french_typography() -> None:
    for path in _translations():
        text = path.read_text(encoding="utf-8")
        prose = re.sub(r"`[^`]*`", "", text)
        for mistake in (" :", " ;", " ?", " !", "« ", " »"):
            assert mistake not in prose, (path.name, mistake)


def _browser_text(dialog: MarkdownDialog) -> str:
    return dialog.browser.toPlainText()


def _shown_at_laptop_size(qtbot: Any, dialog: MarkdownDialog, name: str) -> str:
    """The window's text, shown at 1280×720 and saved as a PNG to look at."""
    dialog.resize(1280, 720)
    qtbot.waitExposed(dialog)
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"frdocs-{name}.png"))
    return _browser_text(dialog)


def test_the_rules_decisions_window_is_french_in_french(qtbot: Any, french: None) -> None:
    dialog = help_dialogs.show_rules_decisions(None)
    qtbot.addWidget(dialog)
    text = _shown_at_laptop_size(qtbot, dialog, "rules-decisions-fr")
    assert dialog.windowTitle() == "Décisions de règles"
    assert text.startswith("Décisions de règles")
    assert "Versions des règles" in text and "Évasion (8.2)" in text
    assert "Les nouvelles parties jouent la version la plus récente." in text
    assert "Rules versions" not in text and "The battle die" not in text
    for developer_words in ("Pour les développeurs", "RulesetOptions", "sv_model/", ".py"):
        assert developer_words not in text, developer_words


def test_the_rules_decisions_window_is_unchanged_in_english(qtbot: Any) -> None:
    dialog = help_dialogs.show_rules_decisions(None)
    qtbot.addWidget(dialog)
    text = _browser_text(dialog)
    assert dialog.windowTitle() == "Rules decisions" and text.startswith("Rules decisions")
    assert "Rules versions" in text and "Versions des règles" not in text
    assert help_dialogs.document_path("rules-decisions.md") == DOCS / "rules-decisions.md"


def _help_action_texts(window: QMainWindow) -> dict[str, Any]:
    actions: dict[str, Any] = {}
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if isinstance(menu, QMenu):
            actions.update({a.text().replace("&", ""): a for a in menu.actions()})
    return actions


def _last_help_window(window: QMainWindow) -> MarkdownDialog:
    shown = [d for d in window.findChildren(MarkdownDialog) if d.isVisible()]
    assert shown
    return shown[-1]


def test_the_designer_opens_the_french_section_in_french(qtbot: Any, french: None) -> None:
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_model.paths import DEFAULT_SCENARIO

    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    _help_action_texts(designer)["Saisir un scénario du jeu imprimé"].trigger()
    dialog = _last_help_window(designer)
    text = _shown_at_laptop_size(qtbot, dialog, "designer-section-fr")
    assert dialog.windowTitle() == "Saisir un scénario du jeu imprimé"
    assert text.startswith("Saisir un scénario du jeu imprimé")
    assert "Les scénarios livrés sont notre estimation." in text
    assert "Entering a scenario" not in text and "Contrôles de la mise en place" not in text
    _help_action_texts(designer)["Décisions de règles"].trigger()
    assert "Versions des règles" in _browser_text(_last_help_window(designer))


def test_the_designer_section_stays_english_in_english(qtbot: Any) -> None:
    dialog = help_dialogs.show_markdown_section(None, "scenarios.md",
                                                help_dialogs.ENTERING_A_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Entering a scenario from the printed game"
    assert "Saisir" not in _browser_text(dialog)


def test_a_missing_translation_falls_back_to_english(tmp_path: Path, monkeypatch: Any,
                                                    french: None) -> None:
    """A copy without docs/fr/, or whose French file lacks the section, shows English."""
    (tmp_path / "scenarios.md").write_text(
        "# S\n\n## Entering a scenario from the printed game\n\nType it in.\n\n## Next\n",
        encoding="utf-8")
    (tmp_path / "rules-decisions.md").write_text(
        "# Rules decisions\n\nEnglish rulings.\n\n## For developers\n\nx.py\n",
        encoding="utf-8")
    monkeypatch.setattr(help_dialogs, "DOCS_DIR", tmp_path)
    assert help_dialogs.document_path("rules-decisions.md") == tmp_path / "rules-decisions.md"
    assert help_dialogs.rules_decisions_text() == "# Rules decisions\n\nEnglish rulings.\n"
    section = help_dialogs.markdown_section("scenarios.md", help_dialogs.ENTERING_A_SCENARIO)
    assert section == "## Entering a scenario from the printed game\n\nType it in.\n"
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "scenarios.md").write_text("# S\n\n## Autre chose\n\nRien.\n",
                                                  encoding="utf-8")
    assert help_dialogs.markdown_section(
        "scenarios.md", help_dialogs.ENTERING_A_SCENARIO).startswith("## Entering")
    (tmp_path / "fr" / "rules-decisions.md").write_text(
        "# Décisions de règles\n\nEn français.\n\n## Pour les développeurs\n\nx.py\n",
        encoding="utf-8")
    assert help_dialogs.rules_decisions_text() == "# Décisions de règles\n\nEn français.\n"


def test_after_a_language_switch_the_help_reopens_in_the_new_language(
        qtbot: Any, english_after: None) -> None:
    """Settings ▸ Language rebuilds the play window; its Help reads the document again."""
    from sv_desktop.app import language_switch
    from sv_desktop.app.main_window import MainWindow

    w = QuietWindow()  # not held by qtbot: the switch lets it go
    w.show()
    qtbot.waitExposed(w)
    _help_action_texts(w)["Rules Decisions"].trigger()
    assert "Rules versions" in _browser_text(_last_help_window(w))
    try:
        for lang, entry, heading in ((Language.FRENCH, "Décisions de règles",
                                      "Versions des règles"),
                                     (Language.ENGLISH, "Rules Decisions", "Rules versions")):
            new = next(x for x in language_switch.switch(lang) if isinstance(x, MainWindow))
            new.ask_save = lambda _parent: QMessageBox.StandardButton.Discard
            qtbot.addWidget(new)
            _help_action_texts(new)[entry].trigger()
            assert heading in _browser_text(_last_help_window(new))
    finally:
        language_switch.PLAY_WINDOWS.clear()


def test_the_shortcuts_and_about_windows_are_french_and_name_the_designer_as_it_names_itself(
        qtbot: Any, french: None) -> None:
    """Help ▸ Keyboard Shortcuts and About in French: French words, and the designer called
    by the name of its own window ("Concepteur de scénarios"), not another one."""
    from editor.designer.scenario_doc import ScenarioDocument
    from editor.designer.window import DesignerWindow
    from sv_model.paths import DEFAULT_SCENARIO

    dialog = help_dialogs.show_shortcuts(None)
    qtbot.addWidget(dialog)
    text = _shown_at_laptop_size(qtbot, dialog, "shortcuts-fr")
    assert dialog.windowTitle() == "Raccourcis clavier" and "Touches" in text
    assert "Ctrl+Maj+D\nConcepteur de scénarios\n" in text and "Plein écran" in text
    about = help_dialogs.about_text()
    assert "NOTRE ESTIMATION" in about and "le concepteur de scénarios" in about
    assert "Éditeur de scénarios" not in text and "éditeur de scénarios" not in about
    assert "le concepteur de scénarios" in help_dialogs.counter_values_text()
    designer = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(designer)
    assert "Concepteur de scénarios" in designer.windowTitle()
    w = QuietWindow()
    qtbot.addWidget(w)
    tools = _help_action_texts(w)
    assert "Concepteur de scénarios…" in tools and "Éditeur de carte…" in tools
    keys = [a.text().split("&", 1)[1][0].lower() for menu_action in w.menuBar().actions()
            if isinstance(menu := menu_action.menu(), QMenu)
            and menu_action.text() == "&Outils" for a in menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)) == 2
