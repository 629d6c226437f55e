"""The decision panel: whatever the engine asks, with every legal answer.

Yes/no questions get two buttons, short lists get one button per answer and
long lists a filterable list. Movement (E.1) shows how to move on the map
and an End movement button; the representative moves the engine lists are
offered too, so every decision can be answered from here.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, language, translate
from sv_model.data_texts import text_of
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:  # a decision comes with a game: the engine loads after the first frame
    from sv_desktop.panels.presenters import Presenter
    from sv_model.engine.actions import Action
    from sv_model.engine.core import Decision
    from sv_model.schemas.scenario import Scenario

BUTTONS_MAX = 7
LIST_MIN_HEIGHT = 110  # four rows: the list, its filter and Choose fit at 1280×720
MOVEMENT_SHORT = QT_TRANSLATE_NOOP(
    "DecisionPanel", "Click or drag a counter to a lit zone (MP shown; amber: it halts, 7.1). "
    "Hover here for more.")
MOVEMENT_HELP = QT_TRANSLATE_NOOP(
    "DecisionPanel",
    "Click a leader or a unit on the map (or in the stack inspector), tick the units the "
    "leader carries, then click a highlighted zone — or drag the counter there. Green zones "
    "show the MP cost; amber ones mean the move halts there (7.1). Shift+click (or "
    "right-click) a zone instead to plan the route and leave units on the way (3.4.1). Esc "
    "cancels the selection.")


class DecisionPanel(QWidget):
    """Shows one ``Decision``; emits ``chosen(action)``."""

    chosen = Signal(object)
    hovered = Signal(object)  # the action under the mouse, or None

    def __init__(self) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setMinimumHeight(28)
        self.banner.setWordWrap(True)  # a long scenario title must not widen the dock
        outer.addWidget(self.banner)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.prompt)
        self.notice = QLabel()  # "Not allowed: …", "Undo stops at…": where the player looks
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color:#a01f14;font-weight:bold")
        self.notice.hide()
        outer.addWidget(self.notice)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll, 1)
        self.describe: Callable[[Action], str] = str
        self.decision: Decision | None = None
        self.option_buttons: list[QPushButton] = []
        self.option_list: QListWidget | None = None
        self.show_message(translate("DecisionPanel", "No game in progress"),
                          translate("DecisionPanel", "Game ▸ New Game (Ctrl+N) starts one."))

    # -- states -------------------------------------------------------------------------
    def tell(self, message: str) -> None:
        """Show ``message`` under the prompt until the next decision."""
        self.notice.setText(message)
        self.notice.setVisible(bool(message))

    def _clear(self) -> None:
        self.tell("")
        self.option_buttons = []
        self.option_list = None
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def show_message(self, title: str, text: str, side: Side | None = None) -> None:
        self.decision = None
        self._clear()
        self._set_banner(title, side)
        self.prompt.setText(text)
        self.body_layout.addStretch(1)

    def show_scenario(self, scenario: Scenario, start: Callable[[], object]) -> None:
        """A scenario's set-up before a game: its name, years and description, and a
        button that calls ``start`` (the new-game dialog)."""
        dates = translate("PlayCoordinator", "AD {start}–{end}.").format(
            start=scenario.start_year, end=scenario.end_year)
        code = language()
        self.show_message(text_of(scenario, "name", code),
                          f"{dates} {text_of(scenario, 'description', code)}<br><br>" +
                          translate("PlayCoordinator",
                                    "This is the scenario's set-up. Start a game to play it."))
        button = QPushButton(translate("PlayCoordinator", "Start a new game on this scenario…"))
        button.setStyleSheet("font-weight:bold;padding:6px")
        button.clicked.connect(lambda _c=False: start())
        self.add_widget(button)

    def add_widget(self, widget: QWidget, position: int | None = None) -> None:
        """Let the play coordinator add buttons (e.g. 'Start a new game'), at the end or
        at ``position`` among the answers."""
        end = max(0, self.body_layout.count() - 1)
        self.body_layout.insertWidget(end if position is None else min(position, end), widget)

    def _set_banner(self, title: str, side: Side | None) -> None:
        colour = theme.SIDE_COLOURS[side] if side else "#6b5d45"
        ink = theme.readable_text_on(colour).name()
        banner = f"<span style='font-size:12pt'><b>{escape(title)}</b></span>"
        self.banner.setText(banner)
        self.banner.setStyleSheet(f"background:{colour};color:{ink};border-radius:5px;"
                                  "padding:3px")

    def show_decision(self, decision: Decision, presenter: Presenter, prompt: str,
                      describe: Callable[[Action], str]) -> None:
        """Show ``decision`` as its ``presenter`` says, asked in the words ``prompt``;
        ``describe`` words its options."""
        from sv_desktop.panels.presenters import Surface
        from sv_model.engine.actions import Confirm

        self.decision = decision
        self.describe = describe
        self._clear()
        side = decision.player
        self._set_banner(f"{theme.SIDE_NAMES[side]} — {presenter.heading()}", side)
        cited = translate("DecisionPanel", "(rule {rule})").format(rule=escape(decision.rule))
        rule = f" <span style='color:#7a1f2b'>{cited}</span>" if decision.rule else ""
        self.prompt.setText(f"{escape(prompt)}{rule}")
        options = list(decision.options)
        if presenter.surface is Surface.MAP or decision.open_ended:
            self._movement_body(options)
        elif options and all(isinstance(o, Confirm) for o in options):
            self._confirm_body(options)
        elif len(options) <= BUTTONS_MAX:
            self._buttons_body(options)
        else:
            self._list_body(options)
        self.body_layout.addStretch(1)

    def _movement_body(self, options: list[Action]) -> None:
        from sv_model.engine.actions import EndMovement

        help_label = QLabel(translate("DecisionPanel", MOVEMENT_SHORT))  # the rest on hover
        help_label.setWordWrap(True)
        help_label.setToolTip(translate("DecisionPanel", MOVEMENT_HELP))
        help_label.setStyleSheet("color:#4a3d24")
        self.body_layout.addWidget(help_label)
        ends = [o for o in options if isinstance(o, EndMovement)]
        for o in ends:
            button = QPushButton(translate("DecisionPanel", "End movement  (Ctrl+E)"))
            button.setToolTip(translate(
                "DecisionPanel",
                "Close movement for this M/CS and go on to the combats (E.1, E.2)"))
            button.setStyleSheet("font-weight:bold;padding:6px")
            button.clicked.connect(lambda _c=False, a=o: self.chosen.emit(a))
            self.body_layout.addWidget(button)
            self.option_buttons.append(button)
        moves = [o for o in options if not isinstance(o, EndMovement)]
        if moves:
            count = len(moves)
            self.body_layout.addWidget(QLabel(translate(
                "DecisionPanel", "Or pick one of %n suggested move(s):", None, count)))
            self._list_body(moves)

    def _confirm_body(self, options: list[Action]) -> None:
        from sv_model.engine.actions import Confirm

        for o in sorted(options, key=lambda a: not (isinstance(a, Confirm) and a.yes)):
            button = QPushButton(self.describe(o))
            button.setStyleSheet("padding:6px;font-weight:bold")
            button.clicked.connect(lambda _c=False, a=o: self.chosen.emit(a))
            self.body_layout.addWidget(button)
            self.option_buttons.append(button)

    def _buttons_body(self, options: list[Action]) -> None:
        for o in options:
            button = HoverButton(self.describe(o))
            button.setStyleSheet("text-align:left;padding:5px")
            button.clicked.connect(lambda _c=False, a=o: self.chosen.emit(a))
            button.entered.connect(lambda a=o: self.hovered.emit(a))
            button.left.connect(lambda: self.hovered.emit(None))
            self.body_layout.addWidget(button)
            self.option_buttons.append(button)

    def _list_body(self, options: list[Action]) -> None:
        search = QLineEdit()
        search.setPlaceholderText(translate("DecisionPanel", "Filter…"))
        self.body_layout.addWidget(search)
        lst = QListWidget()
        lst.setMinimumHeight(LIST_MIN_HEIGHT)
        lst.setMouseTracking(True)
        for o in options:
            text = self.describe(o)
            item = QListWidgetItem(text)
            item.setToolTip(text)  # the list may cut a long line: the whole of it
            item.setData(Qt.ItemDataRole.UserRole, o)
            lst.addItem(item)
        lst.itemDoubleClicked.connect(lambda it: self.chosen.emit(it.data(Qt.ItemDataRole.UserRole)))
        lst.itemEntered.connect(lambda it: self.hovered.emit(it.data(Qt.ItemDataRole.UserRole)))
        lst.currentItemChanged.connect(
            lambda it, _p: self.hovered.emit(it.data(Qt.ItemDataRole.UserRole) if it else None))
        search.textChanged.connect(lambda text: _filter(lst, text))
        self.body_layout.addWidget(lst)
        go = QPushButton(translate("DecisionPanel", "Choose"))
        go.clicked.connect(lambda: self._choose_current(lst))
        self.body_layout.addWidget(go)
        self.option_list = lst

    def _choose_current(self, lst: QListWidget) -> None:
        item = lst.currentItem()
        if item is not None:
            self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))


def _filter(lst: QListWidget, text: str) -> None:
    needle = text.lower()
    for i in range(lst.count()):
        item = lst.item(i)
        item.setHidden(bool(needle) and needle not in item.text().lower())


class HoverButton(QPushButton):
    """A push button that reports the mouse entering and leaving it."""

    entered = Signal()
    left = Signal()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.entered.emit()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.left.emit()
        super().leaveEvent(event)
