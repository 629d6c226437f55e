"""Issue 34, project-wide: every area's texts go through translate(), its .ts files are
up to date and finished, and every translation keeps its source's placeholders. Each
area is its own test id (app, play, board, editor): an area whose branch has not
merged yet lists its own gaps."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from i18n_scan import scan, scan_source, translated_texts

ROOT = Path(__file__).resolve().parent.parent


def _tools_i18n() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tools_i18n", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["tools_i18n"] = module
    spec.loader.exec_module(module)
    return module


TOOL = _tools_i18n()
AREAS = list(TOOL.AREAS)


def _messages(path: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> its translations (one, or each plural form)."""
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [] if translation is None else (
                [f.text or "" for f in translation.findall("numerusform")]
                or [translation.text or ""])
            found[(name, message.findtext("source", ""))] = forms
    return found


@pytest.mark.parametrize("area", AREAS)
def test_no_text_reaches_qt_untranslated(area: str) -> None:
    findings = scan(ROOT, TOOL.AREAS[area])
    assert not findings, f"{len(findings)} untranslated:\n" + "\n".join(map(str, findings))


def test_the_scan_finds_what_it_should() -> None:
    source = '''
label.setText("Move the army")
self._action(menu, "&Quit", self.close, "Ctrl+Q")
QMessageBox.question(self, f"Save {name}?", translate("W", "Really?"))
combo.addItem(translate("W", "Easy"), "easy")
button = QPushButton("+")
'''
    found = [(f.line, f.call, f.text) for f in scan_source(Path("x.py"), source)]
    assert found == [(2, "setText", "Move the army"), (3, "_action", "&Quit"),
                     (4, "question", "f'Save {name}?'")]
    calls = translated_texts(Path("x.py"), 'translate("C", "%n unit(s)", None, len(xs))\n'
                             'translate("C", "%n unit(s)", None, count)\n')
    assert calls == [(1, "C", "%n unit(s)", False), (2, "C", "%n unit(s)", True)]


@pytest.mark.parametrize("area", AREAS)
def test_ts_files_are_up_to_date_and_finished(area: str, tmp_path: Path) -> None:
    """lupdate into copies changes no source text, and nothing is left unfinished."""
    for lang in TOOL.LANGUAGES:
        shutil.copy(TOOL.ts_file(area, lang), tmp_path)
    TOOL.update([area], tmp_path)
    for lang in TOOL.LANGUAGES:
        kept = _messages(TOOL.ts_file(area, lang))
        fresh = _messages(tmp_path / TOOL.ts_file(area, lang).name)
        assert sorted(fresh) == sorted(kept), \
            f"{area}_{lang}.ts is out of date: run `python tools/i18n.py update {area}`"
    gaps = TOOL.unfinished(TOOL.ts_file(area, "fr")) + TOOL.unfinished(TOOL.ts_file(area, "en"))
    assert not gaps, f"{len(gaps)} unfinished in {area}:\n" + "\n".join(gaps[:40])


PLACEHOLDER = re.compile(r"\{[a-z_]*(?:![rsa])?\}|%n|%\([a-z_]+\)[sr]|%[sr]")


@pytest.mark.parametrize("area", AREAS)
def test_translations_keep_placeholders(area: str) -> None:
    wrong = []
    for lang in TOOL.LANGUAGES:
        for (context, source), forms in _messages(TOOL.ts_file(area, lang)).items():
            wanted = sorted(p for p in PLACEHOLDER.findall(source) if p != "%n")
            for form in forms:
                if not form:
                    continue  # unfinished: the test above reports it
                got = sorted(p for p in PLACEHOLDER.findall(form) if p != "%n")
                if got != wanted:
                    wrong.append(f"{lang} {context}: {source!r} -> {form!r}")
            if "%n" in source and forms and forms[-1] and "%n" not in forms[-1]:
                wrong.append(f"{lang} {context}: {source!r} plural lost %n")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("area", AREAS)
def test_every_translated_text_is_in_the_catalogue(area: str) -> None:
    """lupdate skips a call it cannot read (a count that is not a plain name): such a
    text would show in English whatever the language."""
    catalogue = _messages(TOOL.ts_file(area, "fr"))
    missing = []
    for folder in TOOL.AREAS[area]:
        for path in sorted((ROOT / folder).rglob("*.py")):
            for line, context, text, readable in translated_texts(
                    path, path.read_text(encoding="utf-8")):
                if not readable or (context, text) not in catalogue:
                    why = "lupdate cannot read this call" if not readable else "not in the .ts"
                    missing.append(f"{path.relative_to(ROOT)}:{line}: {context}: {why}: "
                                   f"{text[:50]!r}")
    assert not missing, "\n".join(missing)
