"""Switching the interface's language while the application runs (issue 34).

Some 25 000 lines of widgets word their texts when they are built, so a live
retranslation (Qt's ``LanguageChange``) would have to reach every one of them. The
switch rebuilds the windows instead, in the same process: the new catalogue is
installed, then each open window is built again and takes over what the old one held,
and the old one goes without a prompt (nothing of it is lost, so nothing is asked):

- play mode (``MainWindow``): the game itself (the same ``Game``: its position, its
  pending decision, its undo and redo), its seats, bookmarks, file and unsaved state,
  in a new session whose journal starts at once (the old journal is removed only
  after); or the scenario or map on show; and the window's place and docks;
- the map editor and the designer: the same document (``MapDocument``,
  ``ScenarioDocument``), with its unsaved edits and its undo stack, so a change made
  before the switch is still unsaved after it, and still undoable; the undo texts made
  from an edit's values are worded again in the new language (``editor.shared.reworded``).

What a window only showed (a dialog left open, the history browser's past position,
a handover screen) is shown afresh from the game, as after loading it: a handover
screen comes back where the hotseat rules want one, never a hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from sv_desktop.common import i18n, language_menu
from sv_desktop.common.i18n import Language

if TYPE_CHECKING:
    from editor.designer.window import DesignerWindow
    from editor.map_editor.window import EditorWindow
    from sv_desktop.app.main_window import MainWindow

PLAY_WINDOWS: list[MainWindow] = []
"""Play windows made by a switch, held while they are open (the first one is held by
start-up); a window leaves the list when it closes (``_hold``)."""


def install() -> None:
    """Let Settings ▸ Language switch every open window (``switch``)."""
    language_menu.set_switcher(switch)


def switch(lang: Language) -> list[QMainWindow]:
    """Install ``lang`` and rebuild every open play, map editor and designer window in it;
    returns the new windows."""
    from editor.designer.window import DesignerWindow
    from editor.map_editor.window import EditorWindow
    from sv_desktop.app.main_window import MainWindow

    i18n.install(lang)
    rebuilt: list[QMainWindow] = []
    for widget in QApplication.topLevelWidgets():
        if not widget.isVisible():
            continue
        if isinstance(widget, MainWindow):
            rebuilt.append(rebuild_play(widget))
        elif isinstance(widget, EditorWindow):
            rebuilt.append(rebuild_map_editor(widget))
        elif isinstance(widget, DesignerWindow):
            rebuilt.append(rebuild_designer(widget))
    return rebuilt


def rebuild_play(old: MainWindow) -> MainWindow:
    """A play window in the language now installed, holding what ``old`` held. When
    ``old`` has not built play mode's deferred parts yet (``deferred_play``), it holds no
    game: neither window builds them here, and the new one builds its own at its first
    input, as at start-up."""
    from sv_desktop.app.main_window import MainWindow

    new = MainWindow()
    new.restoreGeometry(old.saveGeometry())
    new.restoreState(old.saveState())
    session = old.controller.session if old.play_loaded else None
    if session is not None:
        _carry_game(old, new)
    elif old.preview is not None:
        new.show_preview(old.preview)
    elif old.scene is not None and old.map_path is not None:
        new.show_bare_map(old.map_path, old.scene.game_map)
    new.map_view.setTransform(old.map_view.transform())
    _retire(old, new)
    _hold(new)
    if new.play_loaded:
        new.idle_gc.install()
    return new


def _carry_game(old: MainWindow, new: MainWindow) -> None:
    """The game of ``old``'s session, with its file, seats, bookmarks and the computer's
    reasons, in ``new``; ``old``'s session closed (the new one journals the game now)."""
    c = old.controller
    session = c.session
    assert session is not None
    new.controller.adopt(session.game, session.scenario_path, session.players,
                         session.bookmarks)
    new.controller.session.save_path = session.save_path  # type: ignore[union-attr]
    new.controller.dirty = session.dirty
    new.controller.bookmarks_changed.emit()  # the title: file name and unsaved mark
    for note in old.ai.notes.live(session.game.actions):  # the computer's reasons,
        new.ai.notes.add(note.reworded())  # worded again in the new language
    new.play.refresh()
    c.close_game()


def _hold(window: MainWindow) -> None:
    """Hold a play window made by a switch while it is open: it is let go (and deleted)
    when it closes, so a closed window is neither kept nor rebuilt by the next switch."""
    PLAY_WINDOWS.append(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.destroyed.connect(lambda _gone=None: _forget(window))


def _forget(window: MainWindow) -> None:
    if window in PLAY_WINDOWS:
        PLAY_WINDOWS.remove(window)


def rebuild_map_editor(old: EditorWindow) -> EditorWindow:
    """A map editor window in the language now installed, on ``old``'s document."""
    from editor.map_editor.window import show_editor_window
    from editor.shared.reworded import reword_stack

    reword_stack(old.doc.undo_stack)  # before the new window's Undo and Redo read it
    new = show_editor_window(old.doc, None, old.designer_opener)
    new.interactive = old.interactive
    new.restoreGeometry(old.saveGeometry())
    new.view.setTransform(old.view.transform())
    _retire(old, new)
    return new


def rebuild_designer(old: DesignerWindow) -> DesignerWindow:
    """A designer window in the language now installed, on ``old``'s document."""
    from editor.designer.window import DesignerWindow
    from editor.shared.open_windows import keep_open
    from editor.shared.reworded import reword_stack

    old.commit_texts()  # texts typed in a field that still has the focus: not lost
    reword_stack(old.doc.undo_stack)  # before the new window's Undo and Redo read it
    new = DesignerWindow(old.doc, None)
    keep_open(new, None)
    new.restoreGeometry(old.saveGeometry())
    _retire(old, new)
    return new


def _retire(old: QMainWindow, new: QMainWindow) -> None:
    """``new`` in front where ``old`` was; ``old`` let go without its closing prompt
    (what it held lives on in ``new``)."""
    from editor.shared.open_windows import OPEN_WINDOWS

    new.show()
    new.raise_()
    if old in OPEN_WINDOWS:
        OPEN_WINDOWS.remove(old)
    if old in PLAY_WINDOWS:
        PLAY_WINDOWS.remove(old)
    old.hide()
    old.deleteLater()
