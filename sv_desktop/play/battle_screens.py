"""Play mode's battle and end-of-game windows: the battle dialog (a report, or the
questions of a battle being fought, 8.2 to 8.4), the battle forecast and the victory
chart. Their coordinator (``PlayCoordinator``) asks them to show what the game holds."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from sv_desktop.common.i18n import translate
from sv_desktop.dialogs.combat_dialog import BattleKey, CombatDialog, battle_key, fought
from sv_desktop.dialogs.end_game import EndGameDialog
from sv_desktop.dialogs.forecast_dialog import ForecastDialog
from sv_desktop.panels.presenters import PRESENTERS, Surface
from sv_model.engine.actions import Action
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from sv_desktop.play.controller import GameController
    from sv_model.engine.core import Decision
    from sv_model.engine.state import BattleReport


class BattleScreens:
    """The battle dialog, the forecast and the victory chart of one play window
    (``parent``, with its status bar ``status``)."""

    def __init__(self, parent: QWidget, status: QStatusBar, controller: GameController,
                 apply: Callable[[Action], bool], describe: Callable[[Action], str]) -> None:
        self.owner = parent
        self.status = status
        self.c = controller
        self.apply = apply
        self.describe = describe
        self.combat: CombatDialog | None = None
        # every battle already shown or closed, compared by what it is (undo, redo and
        # loading rebuild the reports): none opens again by itself
        self.seen: set[BattleKey | None] = set()
        self.closed_report: BattleKey | None = None  # the battle the player closed
        self.forecast_dialog: ForecastDialog | None = None
        self.end_dialog: EndGameDialog | None = None

    def close_battle(self) -> None:
        if self.combat is not None:
            self.combat.close()

    def reset(self, last: BattleReport | None) -> None:
        """A game starts (or is loaded): its battles so far are not news."""
        self.seen.add(battle_key(last))
        if self.combat is not None:
            self.combat.hide_quietly()

    def follow(self, d: Decision | None) -> None:
        """At every change of the game: the battle being fought with its question, a
        battle just over, or the report on show brought up to date (or put away when
        undo took its battle back)."""
        st = self.c.table.public
        battle = st.battle
        visible = self.combat is not None and self.combat.isVisible()
        if battle is not None and d is not None and PRESENTERS[d.kind].surface is Surface.BATTLE:
            key = battle_key(battle.report)
            if key == self.closed_report and not visible:
                return  # closed by the player: the decision panel asks instead
            self.seen.add(key)
            self.dialog().show_report(battle.report, st, d, self.describe,
                                      self.c.text(d.prompt))
            self._show()
            return
        last = st.last_battle
        if last is not None and battle_key(last) not in self.seen and fought(last):
            self.seen.add(battle_key(last))
            self.dialog().show_report(last, st)
            self._show()
        elif visible:
            self._refresh_shown(battle.report if battle is not None else None, last)

    def _refresh_shown(self, current: BattleReport | None, last: BattleReport | None) -> None:
        """The report on show, as the game has it now, with no question."""
        assert self.combat is not None
        key = battle_key(self.combat.report)
        report = next((r for r in (current, last) if r is not None and battle_key(r) == key),
                      None)
        if report is None or (report.evaded and not fought(report)):
            # undone, or avoided (evasion 8.2, Fuite opportune 6.3): no battle to show
            self.combat.hide_quietly()
        else:
            self.combat.show_report(report, self.c.table.public)

    def dialog(self) -> CombatDialog:
        if self.combat is None or self.combat.cat is not self.c.cat:
            assert self.c.cat is not None
            self.combat = CombatDialog(self.c.cat, self.owner)
            self.combat.chosen.connect(self.apply)
            self.combat.closed_by_user.connect(self._closed)
        return self.combat

    def _closed(self, report: BattleReport) -> None:
        self.closed_report = battle_key(report)
        self.seen.add(self.closed_report)

    def _show(self) -> None:
        assert self.combat is not None
        self.combat.show()
        self.combat.raise_()

    def show_forecast(self, zone: str | None, name: Callable[[str], str]) -> ForecastDialog | None:
        """Game ▸ Battle Forecast: the battle in ``zone`` (the stack inspector's)."""
        if not self.c.active or zone is None:
            self.status.showMessage(translate("BattleScreens",
                                              "Click a zone with both sides' units first."), 4000)
            return None
        game = self.c.live
        d = game.decision
        attacker = d.player if d is not None else self.c.table.public.phasing or Side.PRIMUS
        self.forecast_dialog = ForecastDialog(game, zone, attacker, name, self.owner)
        self.forecast_dialog.show()
        return self.forecast_dialog

    def show_last(self) -> None:
        if not self.c.active:
            return
        st = self.c.table.public
        report = st.battle.report if st.battle is not None else st.last_battle
        if report is None:
            self.status.showMessage(translate("BattleScreens", "No battle has been fought yet."),
                                    3000)
            return
        d = self.c.decision
        live = d if st.battle is not None else None
        self.dialog().show_report(report, st, live, self.describe,
                                  self.c.text(live.prompt) if live is not None else "")
        self._show()

    def show_end(self) -> None:
        if not self.c.active:
            return
        game = self.c.live
        self.end_dialog = EndGameDialog(game.result, dict(self.c.table.public.vp),
                                        self.c.vp_history(), self.owner)
        self.end_dialog.show()
