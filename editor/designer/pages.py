"""The designer's Scenario dock: its nine pages in four tabs, every one in sight.

Nine tabs do not fit a dock of ~420 px (1280×720, where the map keeps 40 % of the window):
the last ones hid behind scroll arrows. The pages are grouped instead: *Zone* (the
inspector the map's clicks fill), *Scenario* (its general card, its texts in other
languages, its options), *Set-up* (diocese control, peoples, arrivals, stratagems) and
*Roster* (the counters' values). A group shows its pages as a second row of tabs.

Keyboard: Ctrl+Tab / Ctrl+PgDown (Ctrl+Shift+Tab / Ctrl+PgUp) step through all nine pages
in order, across the groups, wherever the focus is in the dock; the arrow keys move along a
tab bar that has the focus, as in any tab widget.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QScrollArea, QTabWidget, QWidget

from sv_desktop.common.i18n import translate

STEP_KEYS = {
    (Qt.Key.Key_Tab, False): 1, (Qt.Key.Key_Backtab, False): -1,
    (Qt.Key.Key_Tab, True): -1, (Qt.Key.Key_Backtab, True): -1,
    (Qt.Key.Key_PageDown, False): 1, (Qt.Key.Key_PageUp, False): -1,
}


class PageTabs(QTabWidget):
    """A tab widget of the dock whose Ctrl+Tab and Ctrl+PgUp/PgDown step through every
    page of ``book`` (the whole dock) rather than its own tabs only."""

    def __init__(self, book: PageBook | None = None) -> None:
        super().__init__()
        self.book = book or self
        self.setUsesScrollButtons(False)  # every tab in sight: a test keeps them so

    def keyPressEvent(self, event: QKeyEvent) -> None:
        mods = event.modifiers()
        step = STEP_KEYS.get((Qt.Key(event.key()), bool(mods & Qt.KeyboardModifier.ShiftModifier)))
        if step is not None and mods & Qt.KeyboardModifier.ControlModifier and isinstance(
                self.book, PageBook):
            self.book.step(step)
            event.accept()
            return
        super().keyPressEvent(event)


class PageBook(PageTabs):
    """The dock's outer tabs; ``pages`` lists every page (a panel) in the order the
    keyboard steps through them."""

    def __init__(self) -> None:
        super().__init__()
        self.pages: list[QWidget] = []
        self._where: dict[int, tuple[int, PageTabs | None, int]] = {}

    def add_page(self, panel: QWidget, title: str) -> None:
        """``panel`` as a tab of its own."""
        self._where[id(panel)] = (self.count(), None, 0)
        self.pages.append(panel)
        self.addTab(scrolled(panel), title)

    def add_group(self, title: str, pages: list[tuple[QWidget, str]]) -> PageTabs:
        """A tab ``title`` whose ``pages`` show as a second row of tabs."""
        inner = PageTabs(self)
        inner.setDocumentMode(True)  # a lighter second row, inside the first tab's frame
        for panel, name in pages:
            self._where[id(panel)] = (self.count(), inner, inner.count())
            self.pages.append(panel)
            inner.addTab(scrolled(panel), name)
        self.addTab(inner, title)
        return inner

    def show_page(self, panel: QWidget) -> None:
        """Bring ``panel``'s page to the front (its group's tab, then its own)."""
        outer, inner, index = self._where[id(panel)]
        self.setCurrentIndex(outer)
        if inner is not None:
            inner.setCurrentIndex(index)

    def current_page(self) -> QWidget:
        """The panel on show."""
        page = self.currentWidget()
        if isinstance(page, PageTabs):
            page = page.currentWidget()
        assert isinstance(page, QScrollArea)
        panel = page.widget()
        assert panel is not None
        return panel

    def step(self, by: int) -> None:
        """The next (``by`` = 1) or previous (-1) page, round the nine."""
        here = self.pages.index(self.current_page())
        self.show_page(self.pages[(here + by) % len(self.pages)])


def scenario_pages(book: PageBook, panels: dict[str, QWidget]) -> None:
    """The nine pages of the Scenario dock, grouped, into ``book``; ``panels`` by key:
    zone, card, languages, options, control, peoples, arrivals, stratagems, roster."""
    book.add_page(panels["zone"], translate("DesignerWindow", "Zone"))
    book.add_group(translate("DesignerWindow", "Scenario"), [
        (panels["card"], translate("DesignerWindow", "General")),
        (panels["languages"], translate("DesignerWindow", "Languages")),
        (panels["options"], translate("DesignerWindow", "Options"))])
    book.add_group(translate("DesignerWindow", "Set-up"), [
        (panels["control"], translate("DesignerWindow", "Control")),
        (panels["peoples"], translate("DesignerWindow", "Peoples")),
        (panels["arrivals"], translate("DesignerWindow", "Arrivals")),
        (panels["stratagems"], translate("DesignerWindow", "Stratagems"))])
    book.add_page(panels["roster"], translate("DesignerWindow", "Roster"))


def scrolled(widget: QWidget) -> QScrollArea:
    """A panel that scrolls when the window is small (1280×720)."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area
