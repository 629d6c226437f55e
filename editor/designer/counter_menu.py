"""The menu of a counter on the designer's map (right-click): the same set-up fields as the
zone inspector, for one counter, without leaving the map."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from editor.designer.scenario_edits import FLEET, LEADER, UNIT, PieceRef
from editor.shared.terms import title_name
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.schemas.scenario import Side, Title

SetField = Callable[[PieceRef, str, Any], None]

FLAGS = {LEADER: (("pax_romana", QT_TRANSLATE_NOOP("CounterMenu", "Pax Romana face up (1.2.1)")),
                  ("protectores", QT_TRANSLATE_NOOP("CounterMenu", "Protectores Domestici (3.5.3)")),
                  ("civil_war", QT_TRANSLATE_NOOP("CounterMenu", "Civil war marker (3.6)"))),
         UNIT: (("weakened", QT_TRANSLATE_NOOP("CounterMenu", "Weakened face up (1.3)")),),
         FLEET: ()}

FIELD_NAMES = {"side": QT_TRANSLATE_NOOP("CounterMenu", "side"),
               "title": QT_TRANSLATE_NOOP("CounterMenu", "title"),
               "weakened": QT_TRANSLATE_NOOP("CounterMenu", "weakened face"),
               "pax_romana": QT_TRANSLATE_NOOP("CounterMenu", "Pax Romana face"),
               "protectores": QT_TRANSLATE_NOOP("CounterMenu", "Protectores Domestici"),
               "civil_war": QT_TRANSLATE_NOOP("CounterMenu", "civil war marker"),
               "returns_year": QT_TRANSLATE_NOOP("CounterMenu", "away until"),
               "note": QT_TRANSLATE_NOOP("CounterMenu", "note"),
               "notes": QT_TRANSLATE_NOOP("CounterMenu", "notes in each language")}
"""The fields of a placed counter that the inspector and this menu set, as an undo text
names them."""


def field_name(field: str) -> str:
    """A placed counter's field in the interface's language (its key if not listed)."""
    return translate("CounterMenu", FIELD_NAMES[field]) if field in FIELD_NAMES \
        else field.replace("_", " ")


def counter_menu(parent: QWidget, piece: PieceRef, row: dict[str, Any], set_field: SetField,
                 remove: Callable[[], None]) -> QMenu:
    """Side, title and markers of a placed counter, and Remove; each choice is one edit."""
    menu = QMenu(parent)
    if piece.kind == LEADER:
        sides = menu.addMenu(translate("CounterMenu", "Side"))
        for text, value in (("PRIMUS", Side.PRIMUS.value), ("SECONDUS", Side.SECONDUS.value),
                            (translate("CounterMenu", "none"), None)):
            _choice(sides, text, row.get("side") == value,
                    partial(set_field, piece, "side", value))
        titles = menu.addMenu(translate("CounterMenu", "Title"))
        _choice(titles, translate("CounterMenu", "no title"), row.get("title") is None,
                lambda: set_field(piece, "title", None))
        for t in Title:
            _choice(titles, title_name(t), row.get("title") == t.value,
                    partial(set_field, piece, "title", t.value))
    for field, text in FLAGS[piece.kind]:
        _choice(menu, translate("CounterMenu", text), bool(row.get(field)),
                partial(set_field, piece, field, not bool(row.get(field))))
    menu.addSeparator()
    menu.addAction(translate("CounterMenu", "Remove from the set-up")).triggered.connect(lambda _c=False: remove())
    return menu


def _choice(menu: QMenu, text: str, checked: bool, act: Callable[[], None]) -> QAction:
    action = menu.addAction(text)
    action.setCheckable(True)
    action.setChecked(checked)
    action.triggered.connect(lambda _c=False: act())
    return action
