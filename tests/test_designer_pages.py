"""The designer's Scenario dock: every one of its nine pages is reachable at a glance (no
tab behind scroll arrows, none elided) in English and French at 1280×720 and 1920×1080,
and the keyboard steps through them all (editor.designer.pages)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from designer_support import designer_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTabWidget, QWidget
from walk_support import clipped, each_page

from editor.designer.scenario_doc import ScenarioDocument
from sv_desktop.common import i18n
from sv_desktop.common.i18n import Language
from sv_model.paths import DEFAULT_SCENARIO

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(params=[Language.ENGLISH, Language.FRENCH], ids=["en", "fr"])
def language(request: Any) -> Iterator[Language]:
    i18n.install(request.param)
    try:
        yield request.param
    finally:
        i18n.install(Language.ENGLISH)


def tab_problems(dock: QWidget, tabs: QTabWidget) -> list[str]:
    """Each page of ``tabs`` (and of the tab widgets inside its pages) brought to the
    front, with what ``clipped`` finds wrong with a tab bar of ``dock`` then."""
    return [f"{page}: {line}" for page in each_page(tabs) for line in clipped(dock)
            if line.startswith("QTabBar")]


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_no_tab_of_the_scenario_dock_is_hidden_or_elided(
        qtbot: Any, language: Language, size: tuple[int, int]) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO), size=size)
    qtbot.wait(20)
    dock = w._docks["Scenario"]
    assert dock.isVisible() and dock.width() < size[0] // 2  # the map keeps its room
    assert tab_problems(dock, w.tabs) == []
    for panel in w.tabs.pages:  # each of the nine pages comes to the front
        w.tabs.show_page(panel)
        assert panel.isVisible() and w.tabs.current_page() is panel


def test_the_pages_in_their_groups(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == [
        "Zone", "Scenario", "Set-up", "Roster"]
    assert w.tabs.pages == [w.inspector, w.card, w.languages, w.options, w.control,
                            w.peoples, w.arrivals, w.cup, w.roster_panel]
    setup = w.tabs.widget(2)
    assert isinstance(setup, QTabWidget)
    assert [setup.tabText(i) for i in range(setup.count())] == [
        "Control", "Peoples", "Arrivals", "Stratagems"]
    w.tabs.show_page(w.arrivals)
    w.show_zone("italia_1")  # a zone shown brings the Zone page to the front
    assert w.tabs.current_page() is w.inspector and w.inspector.isVisible()


def test_ctrl_tab_steps_through_all_nine_pages(qtbot: Any) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(DEFAULT_SCENARIO))
    w.tabs.show_page(w.inspector)
    w.tabs.setFocus()
    seen = [w.tabs.current_page()]
    for _ in range(9):  # from wherever the focus is on the page on show
        focus = w.focusWidget() or w.tabs
        QTest.keyClick(focus, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
        seen.append(w.tabs.current_page())
    assert seen == [*w.tabs.pages, w.inspector]  # in order, round to the first
    w.tabs.show_page(w.card)
    w.card.lines["name"].setFocus()  # inside a group's page
    QTest.keyClick(w.card.lines["name"], Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.current_page() is w.languages
    QTest.keyClick(w.tabs.currentWidget(), Qt.Key.Key_Backtab,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert w.tabs.current_page() is w.card
    QTest.keyClick(w.tabs.currentWidget(), Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert w.tabs.current_page() is w.inspector  # back across the groups
