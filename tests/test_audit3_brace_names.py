"""Audit of round 3 (issue 34): names of the data files holding "{", "}" and "%" are
text, never a template: the play window in French shows them through a game's first
phases (log, decision panel, board) without an error, and render as written."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_support import QuietWindow

from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_model.engine.messages import people_ref
from sv_model.paths import DEFAULT_ROSTER, DEFAULT_SCENARIO

ODD = "{zone} %n %s {0} "


def _odd_scenario(folder: Path) -> Path:
    """The 305 scenario on a copy of the roster whose names per language all begin ODD."""
    roster = DEFAULT_ROSTER.read_text(encoding="utf-8")
    roster, count = re.subn(r"names: \{(fr|en): ([^}]*)\}",
                            lambda m: f'names: {{{m.group(1)}: "{ODD}{m.group(2).strip()}"}}',
                            roster)
    assert count > 10
    (folder / "roster.yaml").write_text(roster, encoding="utf-8")
    resources = DEFAULT_ROSTER.parent.parent.as_posix()
    text = DEFAULT_SCENARIO.read_text(encoding="utf-8").replace("../resources/", resources + "/")
    text = text.replace(f"roster: {resources}/roster/roster.yaml", "roster: roster.yaml")
    path = folder / "odd.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("language", [Language.FRENCH, Language.ENGLISH])
def test_odd_names_show_as_written_in_the_play_window(
        qtbot: Any, tmp_path: Path, monkeypatch: Any, language: Language) -> None:
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _t, exc, _tb: raised.append(exc))
    path = _odd_scenario(tmp_path)
    i18n.install(language)
    try:
        w = QuietWindow()
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        c = w.controller
        c.new_game(path, seed=3)
        rng = random.Random(3)
        for _ in range(60):
            if c.live.is_over:
                break
            c.apply(rng.choice(c.live.legal_actions()))
            qtbot.wait(1)
        assert raised == []
        code = "fr" if language is Language.FRENCH else "en"
        names = c.live.engine.names_in(code)
        assert names(people_ref("picts" if code == "fr" else "persae")).startswith(ODD)
        if code == "en":  # Constantius Chlorus has an English name: the log shows it
            log = [c.live.text(entry, code) for entry in c.live.state.log]
            assert any(ODD + "Constantius Chlorus" in line for line in log)
    finally:
        i18n.install(Language.ENGLISH)
