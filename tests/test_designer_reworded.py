"""Every kind of designer edit makes an undo text that a language switch words again
(issue 34, left over): the card's id, name and author, the texts, a people's war and
control, an arrival, a counter's field and a roster value kept the language they were
made in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_designer import BATAVI, open_window, roster_copy, show_roster_tab, type_value
from test_i18n_loose_ends import switch_after

from editor.shared.reworded import RewordedCommand
from sv_desktop.common.i18n import Language

USED_FIXTURES = (switch_after,)


def _texts(stack: Any) -> list[str]:
    return [stack.text(i) for i in range(stack.count())]


def test_every_designer_edit_is_worded_again_after_a_switch(qtbot: Any, tmp_path: Path,
                                                             switch_after: None) -> None:
    from sv_desktop.app import language_switch

    path, _roster = roster_copy(tmp_path)
    w = open_window(qtbot, path)
    w.set_piece_field(BATAVI, "weakened", True)
    w.card._line("author", "Quelqu'un")
    w.card.texts["description"].setPlainText("A new description")
    w.card.commit_texts()
    w.arrivals.year.setValue(320)
    w.arrivals.set_button.click()
    war, _side, _until = w.peoples._cells(0)
    war.setChecked(not war.isChecked())
    show_roster_tab(w)
    type_value(w.roster_panel.leaders, "galere", "cc", 6)
    stack = w.doc.undo_stack
    english = _texts(stack)
    assert len(english) == 6, english
    commands = [stack.command(i) for i in range(stack.count())]
    assert all(isinstance(c, RewordedCommand) and c.follows_language for c in commands), [
        c.text() for c in commands if not (isinstance(c, RewordedCommand)
                                           and c.follows_language)]
    assert english[0] == "batavi: weakened face" and english[1] == "Author", english
    rebuilt = language_switch.switch(Language.FRENCH)
    for window in rebuilt:  # closed with the test, as every window it opens
        qtbot.addWidget(window)
    french = _texts(stack)
    assert french[0] == "batavi\u00a0: face affaiblie", french
    assert french[1] == "Auteur" and french[2] == "Description", french
    assert french[3].startswith("Entrée de ") and french[4].endswith("\u00a0: guerre et contrôle"), french
    assert french[5] == "Galère\u00a0: CC 6", french
    w.doc.undo_stack.setClean()  # the windows close without asking
