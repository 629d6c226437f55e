"""The interface's language switch (issue 34): catalogues are made by Qt's own tools
and installed, removed and replaced at run time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pytest import MonkeyPatch
from pytestqt.qtbot import QtBot

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language, translate

_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context><name>Probe</name>
<message><source>Turn</source><translation>Tour</translation></message>
<message numerus="yes"><source>%n game(s)</source>
<translation><numerusform>%n partie</numerusform><numerusform>%n parties</numerusform></translation>
</message>
</context>
</TS>
"""


def _compile(folder: Path, lang: str) -> None:
    source = folder / f"probe_{lang}.ts"
    source.write_text(_TS, encoding="utf-8")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(source), "-qm",
                    str(folder / f"{i18n.CATALOGUE}_{lang}.qm")], check=True)


def test_codes_name_languages() -> None:
    assert i18n.parse_language("fr_FR.UTF-8") is Language.FRENCH
    assert i18n.parse_language("EN") is Language.ENGLISH
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.parse_language("de")


def test_install_switches_and_restores(qtbot: QtBot, tmp_path: Path,
                                       monkeypatch: MonkeyPatch) -> None:
    del qtbot  # the application must exist
    _compile(tmp_path, "fr")
    monkeypatch.setattr(i18n, "I18N_DIR", tmp_path)
    try:
        assert i18n.install(Language.FRENCH) == []
        assert i18n.language() is Language.FRENCH
        assert translate("Probe", "Turn") == "Tour"
        # French puts 0 and 1 in the singular
        assert translate("Probe", "%n game(s)", None, 1) == "1 partie"
        assert translate("Probe", "%n game(s)", None, 0) == "0 partie"
        assert translate("Probe", "%n game(s)", None, 2) == "2 parties"
        problems = i18n.install(Language.ENGLISH)  # no English catalogue in tmp_path
        assert problems and "cannot load the en catalogue" in problems[0]
        assert translate("Probe", "Turn") == "Turn"
    finally:
        monkeypatch.undo()  # the shipped catalogues again, for the tests that follow
        i18n.install(Language.ENGLISH)
