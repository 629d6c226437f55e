"""Hotseat privacy: the handover screen and the stratagem hand.

Before one player's secret stratagems are shown, the handover screen hides
the map and every hand and asks the other player to look away. The hand
panel stays empty until its owner has confirmed the handover.

No button of the screen takes the keyboard focus: a Space typed by the player who
just left (or held down) never reveals the next hand. The screen itself holds the
focus, so no key reaches a panel behind it, and says what its keys do: Enter is the
main button, Esc refuses an undo or, for a handover, does nothing at all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.board import theme
from sv_desktop.board.board_view import Catalogue
from sv_desktop.common.i18n import translate
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:  # the hand panel is on screen before the engine loads (cold start)
    from sv_model.engine.actions import Action
    from sv_model.schemas.roster import Stratagem


class HandoverScreen(QWidget):
    """A full-window curtain: "Pass the screen to SECONDUS"."""

    revealed = Signal(object)  # the side who confirmed
    consented = Signal(object, bool)  # the side asked for consent, and his answer

    def __init__(self) -> None:
        super().__init__()
        self.side: Side | None = None
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setMinimumWidth(520)
        self.reason.setMaximumWidth(640)
        layout.addWidget(self.reason, 0, Qt.AlignmentFlag.AlignCenter)
        self.button = _unfocused_button(44, self._reveal)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.refuse_button = _unfocused_button(36, self._refuse)
        layout.addWidget(self.refuse_button, 0, Qt.AlignmentFlag.AlignCenter)
        self.refuse_button.hide()
        self.keys = QLabel()  # what Enter and Esc do, in words
        self.keys.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.keys)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.asking_consent = False
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#2b2418"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)

    def ask(self, side: Side, reason: str, *, keeps: bool = False) -> None:
        """Hand the screen to ``side`` before he sees what is his alone; ``keeps``: he
        has it already (he answered the decision before), the other only looks away."""
        self._set_mode(side, consent=False)
        self.button.setText(translate("HandoverScreen", "I am {side} — show me").format(
            side=theme.SIDE_NAMES[side]))
        self._word(side, reason, keeps=keeps)

    def ask_consent(self, side: Side, reason: str) -> None:
        """Hand the screen to ``side`` to allow or refuse what the other player asks."""
        self._set_mode(side, consent=True)
        self.button.setText(translate("HandoverScreen", "I am {side} — I agree").format(
            side=theme.SIDE_NAMES[side]))
        self.refuse_button.setText(translate("HandoverScreen", "I refuse"))
        self._word(side, reason, look_away=False)

    def _set_mode(self, side: Side, *, consent: bool) -> None:
        self.side = side
        self.asking_consent = consent
        self.refuse_button.setVisible(consent)

    def _word(self, side: Side, reason: str, *, look_away: bool = True,
              keeps: bool = False) -> None:
        colour = theme.SIDE_COLOURS[side]
        name = f"<span style='color:{colour}'><b>{theme.SIDE_NAMES[side]}</b></span>"
        said = translate("HandoverScreen", "{side} keeps the screen").format(side=name) \
            if keeps else translate("HandoverScreen", "Pass the screen to {side}").format(
                side=name)
        title = f"<div style='color:#f3ead2;font-size:26pt'>{said}</div>"
        self.title.setText(title)
        away = "<br>" + translate("HandoverScreen", "{side}, please look away.").format(
            side=theme.SIDE_NAMES[side.other]) if look_away else ""
        why = f"<div style='color:#d9ceb0;font-size:12pt'>{escape(reason)}{away}</div>"
        self.reason.setText(why)
        self.button.setStyleSheet(f"background:{colour};color:"
                                  f"{theme.readable_text_on(colour).name()};font-size:13pt;"
                                  "font-weight:bold;border-radius:6px")
        esc = translate("HandoverScreen", "Esc: I refuse") if self.asking_consent \
            else translate("HandoverScreen", "Esc: nothing (the screen stays)")
        keys = translate("HandoverScreen", "Enter: {button} · {esc} · Space: nothing").format(
            button=escape(self.button.text()), esc=esc)
        keys = f"<div style='color:#b9ae90;font-size:10pt'>{keys}</div>"
        self.keys.setText(keys)
        self.setFocus(Qt.FocusReason.OtherFocusReason)  # no button: Space clicks nothing

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def event(self, event: QEvent) -> bool:
        """Enter and Esc are the screen's own, not the window's shortcuts (Esc would
        otherwise cancel a selection on the map behind it)."""
        if event.type() is QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in _SCREEN_KEYS:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key not in _SCREEN_KEYS or event.isAutoRepeat():  # a key held from before
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._reveal()
        elif key == Qt.Key.Key_Escape and self.asking_consent:
            self._refuse()
        event.accept()

    def _reveal(self) -> None:
        if self.side is None:
            return
        if self.asking_consent:
            self.asking_consent = False
            self.consented.emit(self.side, True)
        else:
            self.revealed.emit(self.side)

    def _refuse(self) -> None:
        if self.side is not None and self.asking_consent:
            self.asking_consent = False
            self.consented.emit(self.side, False)


_SCREEN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space)


def _unfocused_button(height: int, slot: Callable[[], None]) -> QPushButton:
    """A button for the mouse only: it never holds the focus, so no key presses it."""
    button = QPushButton()
    button.setMinimumHeight(height)
    button.setMinimumWidth(320)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setAutoDefault(False)
    button.clicked.connect(slot)
    return button


class HandPanel(QWidget):
    """The revealed player's stratagems, with Play buttons when one is playable."""

    play = Signal(object)  # the action that plays it

    def __init__(self) -> None:
        super().__init__()
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(6, 6, 6, 6)
        self.side: Side | None = None
        self.hide_hand()

    def _clear(self) -> None:
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def hide_hand(self, counts: dict[Side, int] | None = None) -> None:
        self.side = None
        self._clear()
        text = translate("HandPanel", "Stratagem hands are hidden.<br>Game ▸ Show My "
                         "Stratagems (Ctrl+H) hands over the screen and shows one player's "
                         "hand.")
        if counts:
            text += "<br><br>" + "<br>".join(
                translate("HandPanel", "{side} holds %n stratagem(s) (6.1)", None, n).format(
                    side=theme.SIDE_NAMES[s]) for s, n in counts.items())
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        self.layout_.addWidget(label)
        self.layout_.addStretch(1)

    def show_hand(self, side: Side, cat: Catalogue, hand: list[str],
                  playable: Mapping[str, Action], private_log: list[str]) -> None:
        """Show ``hand``; ``playable`` maps stratagem ids to the action playing them."""
        self.side = side
        self._clear()
        colour = theme.SIDE_COLOURS[side]
        whose = translate("HandPanel", "your stratagems ({count}/5, 6.1)").format(
            count=len(hand))
        heading = f"<b style='color:{colour}'>{theme.SIDE_NAMES[side]}</b> — {whose}"
        head = QLabel(heading)
        head.setTextFormat(Qt.TextFormat.RichText)
        self.layout_.addWidget(head)
        if not hand:
            self.layout_.addWidget(QLabel(translate("HandPanel", "No stratagem in hand.")))
        stratagems = {s.id: s for s in cat.roster.stratagems}
        for sid in hand:
            self.layout_.addWidget(self._card(sid, stratagems.get(sid), playable.get(sid)))
        if private_log:
            notes = translate("HandPanel", "Your secret notes")
            lines = "<br>".join(escape(t) for t in private_log[-8:])
            html = f"<b>{notes}</b><br>{lines}"
            log = QLabel(html)
            log.setWordWrap(True)
            log.setTextFormat(Qt.TextFormat.RichText)
            self.layout_.addWidget(log)
        self.layout_.addStretch(1)

    def _card(self, sid: str, info: Stratagem | None, play: Action | None) -> QFrame:
        """One stratagem of the hand: its name, phase and note, and a Play button when
        ``play`` (the action playing it) is offered now (6.3)."""
        card = QFrame()
        card.setObjectName("stratagem_card")
        card.setStyleSheet("#stratagem_card{background:#f6efd9;border:1px solid #8a7444;"
                           "border-radius:5px}")
        box = QVBoxLayout(card)
        name = info.name if info else sid
        cited = translate("HandPanel", "(phase {phase}, 6.3)").format(phase=info.phase) \
            if info else "(6.3)"
        heading = f"<b>{escape(name)}</b> <small>{cited}</small>"
        title = QLabel(heading)
        title.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(title)
        if info and info.note:
            note = QLabel(info.note)
            note.setTextFormat(Qt.TextFormat.PlainText)  # words, not markup
            note.setWordWrap(True)
            box.addWidget(note)
        if play is not None:
            button = QPushButton(translate("HandPanel", "Play {stratagem}").format(
                stratagem=name))
            button.setStyleSheet("font-weight:bold")
            button.clicked.connect(lambda _c=False, a=play: self.play.emit(a))
            box.addWidget(button)
        return card
