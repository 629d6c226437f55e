"""The hotseat side of the play coordinator (issue 39): when the screen passes a
stratagem window by itself, the "pass until…" buttons, and the handover screen before a
player's hand is shown (``hotseat`` draws the screen and the hand; ``reaction_pass``
decides what may be passed without a handover, telling nothing about a hand).

``HotseatFlow`` is a base of ``PlayCoordinator``, as ``ScreenViewer`` is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QPushButton

from sv_desktop.board import theme
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_desktop.session.reaction_pass import ReactionPass, Until, might_play
from sv_desktop.session.screen_viewer import ScreenViewer
from sv_model.engine.actions import Action, ChooseStratagem, Confirm, PlayStratagem
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from sv_desktop.play.controller import GameController
    from sv_desktop.play.ports import ComputerSeats, PlayScreen

PASS_WORDS: dict[Until, tuple[str, str]] = {
    Until.MCS: (QT_TRANSLATE_NOOP("HotseatFlow", "Pass for the rest of this M/CS"),
                QT_TRANSLATE_NOOP("HotseatFlow",
                                  "Play nothing in your phase E windows for the rest of this "
                                  "M/CS: the screen passes them by itself, without a handover "
                                  "(battle windows are still asked). It tells nothing about "
                                  "your hand (6).")),
    Until.PHASE: (QT_TRANSLATE_NOOP("HotseatFlow", "Pass for the rest of phase E"),
                  QT_TRANSLATE_NOOP("HotseatFlow",
                                    "Play nothing in your phase E windows for the rest of "
                                    "phase E: the screen passes them by itself, without a "
                                    "handover (battle windows are still asked). It tells "
                                    "nothing about your hand (6).")),
}
"""Each "pass until…" button's words and tooltip, translated where shown."""


class HotseatFlow(ScreenViewer):
    """Handovers and passes for a ``PlayCoordinator``, on the widgets it holds."""

    c: GameController
    seats: ComputerSeats
    reaction_pass: ReactionPass
    sitting: Side | None  # took the screen at the last handover, has answered since
    _revealed_at: int
    _last_player: Side | None  # who answered the decision before
    _by_screen: bool  # the action being applied is the screen's own pass

    def _take_screen(self, screen: PlayScreen) -> None:
        """Hold the widgets play mode draws on (the handover screen among them)."""
        self.prefs = screen.prefs
        self.status = screen.statusBar()
        self.map_view = screen.map_view
        self.central = screen.central
        self.handover = screen.handover
        self.decision_panel = screen.decision_panel
        self.decision_dock = screen.decision_dock
        self.hand_panel = screen.hand_panel
        self.hand_dock = screen.hand_dock
        self.log_panel = screen.log_panel
        self.turn_panel = screen.turn_panel
        self.control_panel = screen.control_panel
        self.inspector = screen.inspector
        self.inspector_dock = screen.inspector_dock
        self.history_dock = screen.history_dock
        self.autosave_label = screen.autosave_label

    def apply(self, action: Action) -> bool:
        raise NotImplementedError  # the coordinator's

    def present_decision(self) -> None:
        raise NotImplementedError  # the coordinator's

    def _show_central_map(self) -> None:
        self.central.setCurrentWidget(self.map_view)

    def _screen_passes(self, d: Decision) -> str:
        """Why the screen answers ``d`` with a pass by itself ("" if it does not): the
        player passes until a later moment, or no counter he might hold could be played
        (``reaction_pass``: neither tells anything about his hand)."""
        who = theme.SIDE_NAMES[d.player]
        if self.reaction_pass.passes(self.c.live, d):
            return translate("HotseatFlow", "{side} passes his E windows for a while (6)."
                             ).format(side=who)
        if d.kind is DecisionKind.STRATAGEM_WINDOW and not might_play(self.c.live, d):
            return translate("HotseatFlow", "No stratagem could be played now: {side}'s "
                             "window passes by itself (6).").format(side=who)
        return ""

    def _pass_until_button(self, d: Decision, until: Until) -> QPushButton:
        text, tip = PASS_WORDS[until]
        button = QPushButton(translate("HotseatFlow", text))
        button.setStyleSheet("font-weight:bold;padding:6px")
        button.setToolTip(translate("HotseatFlow", tip))
        button.clicked.connect(lambda: self._pass_until(d, until))
        return button

    def _pass_until(self, d: Decision, until: Until) -> None:
        self.reaction_pass.arm(self.c.live, d.player, until)
        self.apply(Confirm(False))

    def _auto_pass(self, d: Decision) -> None:
        if self.c.decision is d or self.c.decision == d:
            self._by_screen = True  # he has not looked: the last moves stay on show
            if not self.apply(Confirm(False)):
                self._by_screen = False

    def _hand_over_first(self, d: Decision) -> bool:
        """Put away the hand ``d``'s player may not see, and hand the screen to him
        first if ``d`` needs it (True: the decision waits behind the handover screen)."""
        public = self.prefs.hotseat_handover and not d.secret
        if (self.revealed != d.player or public) and self._revealed_at != self.c.revision:
            # someone else acts, or a public decision (the other player may be watching):
            # the revealed hand goes away until the next handover
            self._hide_hand()
        if d.player is not self.sitting or public:
            # the other player's turn, or a public decision the other player may watch:
            # the next secret decision comes behind a curtain again
            self.sitting = None
        new_player = self._last_player is not None and d.player != self._last_player
        keeps = self._last_player is d.player  # he answered the decision before
        self._last_player = d.player
        if self.revealed == d.player or not self.prefs.hotseat_handover:
            return False
        if self.sitting is d.player and d.secret:
            # he took the screen at a handover and has answered every decision since:
            # never hand it back to him (his hand shows again)
            self.revealed = d.player
            return False
        if d.secret or (new_player and self.prefs.always_ask_reactions):
            # with "every change of player" all handovers look the same, so a reaction
            # window (asked only when the player holds a playable counter, unless the
            # game asks at every window) does not stand out
            self.ask_handover(d.player, self._handover_reason(d, d.secret), keeps=keeps)
            return True
        return False

    def _handover_reason(self, d: Decision, secret: bool) -> str:
        """The handover screen's text: it must not tell the other player more than the
        handover itself does."""
        if self.prefs.always_ask_reactions or not secret:
            return translate("HotseatFlow", "Your turn to decide.")
        if d.kind is DecisionKind.STRATAGEM_WINDOW and self.c.live.options.ask_at_every_window:
            return translate("HotseatFlow", "A stratagem window (6): this game asks at every "
                             "window, whatever you hold.")
        return translate("HotseatFlow", "A decision about your stratagems (6).")

    # -- the handover screen ---------------------------------------------------------
    def ask_handover(self, side: Side, reason: str, *, keeps: bool = False) -> None:
        """Hide the map and the hands until ``side`` says he is at the screen; ``keeps``:
        he answered the decision before, so the screen only asks the other to look away."""
        self._hide_hand()
        self.sitting = None
        self.handover.ask(side, reason, keeps=keeps)
        who = theme.SIDE_NAMES[side]
        self.wait_for(side, translate("HotseatFlow", "Handover"),
                      translate("HotseatFlow", "Waiting for {side}.").format(side=who),
                      translate("HotseatFlow", "Pass the screen to {side}.").format(side=who))

    def wait_for(self, side: Side, title: str, waiting: str, hint: str) -> None:
        """The handover screen (asked already) in place of the map, the decision panel
        waiting for ``side``, and ``hint`` in the status bar."""
        self.central.setCurrentWidget(self.handover)
        self.decision_panel.show_message(title, waiting, side)
        self.status.showMessage(hint)

    def on_revealed(self, side: Side) -> None:
        self.revealed = side
        self.sitting = side
        self._revealed_at = self.c.revision
        self._show_central_map()
        self._show_hand(side)
        self.hand_dock.show()
        self.hand_dock.raise_()
        d = self.c.decision
        if d is not None:
            self.present_decision()

    def seat_alone(self, side: Side) -> None:
        """``side``'s human is alone at the screen (against the computer): he is the viewer,
        and no handover hides his hand (``ai.driver``)."""
        self.revealed = side
        self._revealed_at = self.c.revision

    def request_hand(self) -> None:
        """Game ▸ Show My Stratagems: hand over to the deciding player (or ask which)."""
        if not self.c.active:
            return
        d = self.c.decision
        side = self.seats.at_screen(d.player if d is not None else Side.PRIMUS)  # never the AI's
        if self.prefs.hotseat_handover and self.seats.lone_human() is None:  # alone: no need
            self.ask_handover(side, translate("HotseatFlow",
                                              "You asked to see your stratagems (6)."))
        else:
            self.on_revealed(side)

    def hide_hand(self) -> None:
        self._hide_hand()

    def _hide_hand(self) -> None:
        self.revealed = None
        self.hand_panel.hide_hand(self.c.hand_sizes() if self.c.active else None)

    def _show_hand(self, side: Side) -> None:
        d = self.c.decision
        playable: dict[str, PlayStratagem | ChooseStratagem] = {}
        if d is not None and d.player == side:
            for o in d.options:
                if isinstance(o, PlayStratagem | ChooseStratagem):
                    playable.setdefault(o.stratagem, o)
        assert self.c.cat is not None
        self.hand_panel.show_hand(side, self.c.cat, self.c.hand(side), playable,
                                  self.c.private_log(side))
