"""Issue 34: the shared checker of texts cut on screen, and the walk that opens every entry
of a window's menus with nothing left to block (file dialogs, message boxes and ``exec``
intercepted), checking each window, dialog and menu that shows.

``clipped(root)`` lists the texts under ``root`` that a person cannot read whole: a label,
button, check box or radio button narrower than its text (or a wrapped label shorter than
its lines), a group box's title, a tab (elided or behind the scroll arrows), a combo box's
item, a table or tree header or a cell elided, a tool bar whose entries hide behind », a
label or button running out of its scroll area's view or cut by what is around it, a menu
wider than the screen. A text elided where its whole text is in the tooltip is accepted."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QAbstractListModel, QModelIndex, QProcess, QRect, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QColorDialog,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStatusBar,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QTabWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from sv_desktop.common.screen_fit import fitted

SHOTS = os.environ.get("SV_WALK_SHOTS", "")  # a folder for the grabs of what cuts a text
SLACK = 2  # pixels of rounding a text may overrun its widget by
ROWS = 60  # the cells of an item view checked: the first rows on show
SCREEN = QRect(0, 0, 1280, 720)  # a laptop's screen, where the walk shows every window


def clipped(root: QWidget) -> list[str]:
    """Every text on show under ``root`` that does not fit (one line each, naming it)."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or (w.visibleRegion().isEmpty() and not isinstance(w, QHeaderView)):
            continue  # (a table's header has an empty visible region of its own)
        for check in CHECKS:
            if isinstance(w, check[0]):
                out += [f"{type(w).__name__}: {line}" for line in check[1](w)]
        out += _out_of_view(w)
    return out


def _label(w: QLabel) -> list[str]:
    if not w.text() or (w.pixmap() is not None and not w.pixmap().isNull()):
        return []
    if w.wordWrap():
        if w.heightForWidth(w.width()) > w.height() + SLACK:
            return [f"too short: {w.text()[:60]!r}"]
    elif w.sizeHint().width() > w.width() + SLACK:
        return [f"too narrow: {w.text()[:60]!r}"]
    return []


def _button(w: QAbstractButton) -> list[str]:
    if w.text() and w.sizeHint().width() > w.width() + SLACK and not _tipped(w, w.text()):
        return [f"too narrow: {w.text()[:60]!r}"]
    return []


def _group(w: QGroupBox) -> list[str]:
    if not w.title():
        return []
    option = QStyleOptionGroupBox()
    w.initStyleOption(option)
    label = w.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, option,
                                     QStyle.SubControl.SC_GroupBoxLabel, w)
    if label.right() > w.width() + SLACK:
        return [f"title cut: {w.title()[:60]!r}"]
    return []


def _tabs(w: QTabBar) -> list[str]:
    out = []
    for i in range(w.count()):
        if not w.isTabVisible(i) or not w.tabText(i):
            continue
        rect = w.tabRect(i)
        cut = rect.width() + SLACK < w.tabSizeHint(i).width() and w.elideMode() is not \
            Qt.TextElideMode.ElideNone
        hidden = rect.right() > w.width() + SLACK or rect.left() < -SLACK
        if (cut or hidden) and not _tipped_text(w.tabToolTip(i), w.tabText(i)):
            out.append(f"tab {'elided' if cut else 'behind the scroll buttons'}: "
                       f"{w.tabText(i)[:60]!r}")
    return out


def each_page(tabs: QTabWidget, where: str = "") -> Iterator[str]:
    """Each page of ``tabs`` brought to the front, then each page of the tab widgets on
    that page (a second row of tabs, as the designer's grouped pages), named by the tabs'
    texts ("Scenario ▸ General"); the first page in front again at the end."""
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        here = f"{where}{tabs.tabText(i)}"
        yield here
        page = tabs.widget(i)
        inner = [page] if isinstance(page, QTabWidget) else \
            page.findChildren(QTabWidget) if page is not None else []
        for nested in inner:
            if nested.isVisible() and tab_widget_holding(nested) is tabs:
                yield from each_page(nested, f"{here} ▸ ")
    tabs.setCurrentIndex(0)


def tab_widget_holding(widget: QWidget) -> QTabWidget | None:
    """The nearest tab widget that holds ``widget`` (None: none)."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QTabWidget):
        parent = parent.parentWidget()
    return parent


def _combo(w: QComboBox) -> list[str]:
    if w.isEditable():
        return []
    option = QStyleOptionComboBox()
    w.initStyleOption(option)
    field_rect = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                          QStyle.SubControl.SC_ComboBoxEditField, w)
    metrics = w.fontMetrics()
    icon = w.iconSize().width() + 4 if not w.itemIcon(w.currentIndex()).isNull() else 0
    text = w.currentText()
    if text and metrics.horizontalAdvance(text) + icon > field_rect.width() + SLACK \
            and not _tipped(w, text):
        return [f"item cut: {text[:60]!r}"]
    return []


def _header(w: QHeaderView) -> list[str]:
    model = w.model()
    if model is None:
        return []
    out = []
    for i in range(w.count()):
        if w.isSectionHidden(i) or w.sectionViewportPosition(i) > w.viewport().width():
            continue
        text = str(model.headerData(i, w.orientation(), Qt.ItemDataRole.DisplayRole) or "")
        if not text:
            continue
        wide = w.sectionSizeHint(i) if w.orientation() is Qt.Orientation.Horizontal else 0
        if wide > w.sectionSize(i) + SLACK and not _tipped_text(
                str(model.headerData(i, w.orientation(), Qt.ItemDataRole.ToolTipRole) or ""),
                text):
            out.append(f"header cut: {text[:60]!r}")
    return out


def _cells(w: QAbstractItemView) -> list[str]:
    model = w.model()
    if model is None or isinstance(w, QHeaderView) or w.textElideMode() is \
            Qt.TextElideMode.ElideNone or getattr(w, "wordWrap", lambda: False)():
        return []
    out: list[str] = []
    for index in _shown_indexes(w, ROWS):
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        rect = w.visualRect(index)
        if not text or rect.isEmpty() or rect.left() > w.viewport().width():
            continue
        if w.sizeHintForIndex(index).width() > rect.width() + SLACK and not _tipped_text(
                str(index.data(Qt.ItemDataRole.ToolTipRole) or ""), text):
            out.append(f"cell elided: {text[:60]!r}")
    return out


def _shown_indexes(w: QAbstractItemView, limit: int) -> Iterator[QModelIndex]:
    """The cells of the first ``limit`` rows of ``w``'s model (its top level)."""
    model = w.model()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
    for row in range(min(model.rowCount(), limit)):
        for column in range(columns):
            yield model.index(row, column)


def _menu(w: QMenu) -> list[str]:
    if w.sizeHint().width() > SCREEN.width():
        return [f"menu wider than the screen: {w.title()[:60]!r}"]
    return []


def _out_of_view(w: QWidget) -> list[str]:
    """A label or button that runs out of its scroll area's view on the right, or, out of
    any scroll area, one that the widgets around it cut."""
    if not isinstance(w, QLabel | QAbstractButton) or not w.text():
        return []
    area = w.parentWidget()
    while area is not None and not isinstance(area, QAbstractScrollArea):
        area = area.parentWidget()
    if area is not None and area.viewport().isAncestorOf(w):
        right = w.mapTo(area.viewport(), w.rect().topRight()).x()
        if right > area.viewport().width() + SLACK:
            return [f"runs out of view: {w.text()[:60]!r}"]
        return []
    shown = w.visibleRegion().boundingRect()
    wide = w.width() if isinstance(w, QLabel) and w.wordWrap() else min(
        w.width(), w.sizeHint().width())
    if shown.width() + SLACK < wide or shown.height() + SLACK < min(w.height(),
                                                                    w.sizeHint().height()):
        return [f"cut by what is around it ({shown.width()}×{shown.height()} of "
                f"{w.width()}×{w.height()} on show): {w.text()[:60]!r}"]
    return []


def _toolbar(w: QToolBar) -> list[str]:
    more = w.findChild(QToolButton, "qt_toolbar_ext_button")
    if more is not None and more.isVisible():
        hidden = [a.text() for a in w.actions() if not w.widgetForAction(a) or
                  not w.widgetForAction(a).isVisible()]
        return [f"tool bar too short, behind »: {', '.join(hidden)[:60]!r}"]
    return []


def _tipped(w: QWidget, text: str) -> bool:
    return _tipped_text(w.toolTip(), text)


def _tipped_text(tip: str, text: str) -> bool:
    """The whole ``text`` (its accelerator marks aside) is in the tooltip ``tip``."""
    plain = re.sub(r"<[^>]+>", "", tip)
    return bool(plain) and text.replace("&", "").strip() in plain


def _status(w: QStatusBar) -> list[str]:
    """A message on one line wider than the bar's room (a ``WrappingStatusBar`` wraps it)."""
    from sv_desktop.common.wrapping_status import MAX_LINES, WrappingStatusBar

    message = w.currentMessage()
    if not message:
        return []
    if isinstance(w, WrappingStatusBar):
        return [] if w.lines_needed(message) <= MAX_LINES else [f"message cut: {message[:60]!r}"]
    if w.fontMetrics().horizontalAdvance(message) > w.width() - 12:
        return [f"message cut: {message[:60]!r}"]
    return []


CHECKS: list[tuple[type[Any], Callable[[Any], list[str]]]] = [
    (QLabel, _label), (QAbstractButton, _button), (QGroupBox, _group), (QTabBar, _tabs),
    (QComboBox, _combo), (QHeaderView, _header), (QAbstractItemView, _cells), (QMenu, _menu),
    (QToolBar, _toolbar), (QStatusBar, _status)]


@dataclass
class Seen:
    """What a walk saw: each window or dialog checked (its class and title) and the texts
    found cut, each line naming where it was seen."""

    classes: set[str] = field(default_factory=set)
    titles: list[str] = field(default_factory=list)
    found: dict[str, str] = field(default_factory=dict)  # each cut text: where first seen
    asked_files: int = 0

    @property
    def cut(self) -> list[str]:
        """Each text found cut, once, with the first place it was seen."""
        return [f"{where}: {line}" for line, where in self.found.items()]

    def note(self, where: str, lines: list[str]) -> None:
        for line in lines:
            self.found.setdefault(line, where)

    def check(self, where: str, widget: QWidget, *, fit: bool = True) -> None:
        """Show ``widget`` if it is not, fit it on the screen (unless ``fit`` is False: a
        main window the test sized), let it lay out, and note what it cuts."""
        if not widget.isVisible():
            widget.show()
        if widget.isWindow() and fit:  # as ``screen_fit`` fits it on a 1280×720 screen
            x, y, width, height = fitted(widget.frameGeometry(), widget.geometry(), SCREEN,
                                         (widget.minimumWidth(), widget.minimumHeight()))
            widget.setGeometry(x, y, width, height)
        for _ in range(3):
            QApplication.processEvents()
        for cls in type(widget).__mro__:
            self.classes.add(cls.__name__)
        self.titles.append(f"{where}: {widget.windowTitle()}")
        cut = clipped(widget)
        self.note(f"{where} [{type(widget).__name__}: {widget.windowTitle()[:40]}]", cut)
        if cut and SHOTS:  # to look at what was cut
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(Path(SHOTS) / f"walk-{len(self.titles):03}.png"))


class Walk:
    """Patches everything modal so that triggering a menu entry never blocks: a dialog's
    ``exec`` shows it, checks it and answers Cancel; ``QMessageBox``'s static calls build
    the box, check it and answer Cancel or No or Ok; file and colour dialogs answer that
    nothing was chosen; ``QProcess.startDetached`` starts nothing."""

    def __init__(self, monkeypatch: Any, seen: Seen) -> None:
        self.seen = seen
        self.where = ""
        monkeypatch.setattr(QDialog, "exec", lambda dialog: self._exec(dialog))
        for name in ("question", "warning", "information", "critical"):
            monkeypatch.setattr(QMessageBox, name, self._box_call(name))
        monkeypatch.setattr(QMessageBox, "about", self._about)
        for name in ("getOpenFileName", "getSaveFileName", "getOpenFileNames"):
            monkeypatch.setattr(QFileDialog, name, self._file)
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a, **_k: "")
        monkeypatch.setattr(QColorDialog, "getColor", lambda *_a, **_k: QColor())
        monkeypatch.setattr(QProcess, "startDetached", lambda *_a, **_k: (True, 0))

    def _exec(self, dialog: QDialog) -> int:
        self.seen.check(f"{self.where} ▸ {type(dialog).__name__}", dialog)
        dialog.hide()
        if isinstance(dialog, QMessageBox):
            return int(QMessageBox.StandardButton.Cancel.value)
        return int(QDialog.DialogCode.Rejected.value)

    def _box_call(self, name: str) -> Callable[..., QMessageBox.StandardButton]:
        icons = {"question": QMessageBox.Icon.Question, "warning": QMessageBox.Icon.Warning,
                 "information": QMessageBox.Icon.Information,
                 "critical": QMessageBox.Icon.Critical}

        def call(parent: QWidget | None, title: str, text: str,
                 buttons: Any = None, *_rest: Any) -> QMessageBox.StandardButton:
            if buttons is None:
                buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No \
                    if name == "question" else QMessageBox.StandardButton.Ok
            box = QMessageBox(icons[name], title, text, buttons, parent)
            self.seen.check(f"{self.where} ▸ QMessageBox.{name}", box)
            box.deleteLater()
            for answer in (QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.No):
                if box.button(answer) is not None:
                    return answer
            return QMessageBox.StandardButton.Ok

        return call

    def _about(self, parent: QWidget | None, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, parent)
        self.seen.check(f"{self.where} ▸ QMessageBox.about", box)
        box.deleteLater()

    def _file(self, *_args: Any, **_kwargs: Any) -> tuple[str, str]:
        self.seen.asked_files += 1
        return "", ""

    def menus(self, window: QMainWindow) -> list[QMenu]:
        """Every menu of ``window``'s menu bar, submenus after their parent, each filled
        as when it opens."""
        out: list[QMenu] = []

        def visit(menu: QMenu) -> None:
            menu.aboutToShow.emit()
            out.append(menu)
            for action in menu.actions():
                sub = action.menu()
                if isinstance(sub, QMenu) and sub not in out:
                    visit(sub)

        for action in window.menuBar().actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                visit(sub)
        return out

    def trigger_all(self, window: QMainWindow, name: str, skip: Callable[[QAction], bool],
                    size: tuple[int, int] = (1280, 720)) -> list[str]:
        """Trigger every enabled entry of every menu of ``window`` (a checkable one twice,
        to put it back), checking the window, the menu, and every window or dialog that
        shows; what opened is hidden again. Returns the entries triggered."""
        done: list[str] = []
        for menu in self.menus(window):
            self.where = f"{name} ▸ {menu.title().replace('&', '')}"
            menu.adjustSize()
            self.seen.note(self.where, _menu(menu))
            for action in menu.actions():
                if action.isSeparator() or action.menu() is not None \
                        or not action.isEnabled() or skip(action):
                    continue
                self.where = f"{name} ▸ {menu.title()} ▸ {action.text()}".replace("&", "")
                self.trigger(window, action, size)
                done.append(self.where)
        return done

    def trigger(self, window: QMainWindow, action: QAction, size: tuple[int, int]) -> None:
        # By the C++ object, with the wrappers kept alive: a Python id can be reused by a
        # new window's wrapper once an old one is collected, hiding that window.
        kept = QApplication.topLevelWidgets()
        before = {shiboken6.getCppPointer(w)[0] for w in kept}
        action.trigger()
        for _ in range(3):
            QApplication.processEvents()
        if not window.isFullScreen():  # (full screen is the test screen's, not a laptop's)
            window.resize(*size)
            self.seen.check(self.where, window, fit=False)
        for widget in QApplication.topLevelWidgets():
            if shiboken6.getCppPointer(widget)[0] not in before and widget.isVisible() \
                    and widget.isWindow() \
                    and not isinstance(widget, QMenu):
                self.seen.check(f"{self.where} ▸ {type(widget).__name__}", widget)
                widget.hide()
        if action.isCheckable():
            action.trigger()
            QApplication.processEvents()
