"""How the play window shows each kind of decision the engine asks (``DecisionKind``).

One ``Presenter`` per kind says where the question appears (the map for movement, the
battle dialog for the decisions the engine says belong to a battle, the decision panel
otherwise), its banner title with the rule, whether its options are zones to click on
the map, and the words of its yes / no buttons. Whether a decision is secret (it shows a
hand of stratagems, behind the handover screen) is the engine's ``Decision.secret``.
``tests/test_gui_decisions.py`` fails when a kind has no presenter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.engine.decisions import DecisionKind as K

CONTEXT = "Presenter"


class Surface(Enum):
    """Where a decision is answered."""

    MAP = "map"        # movement: counters and zones on the map (E.1)
    BATTLE = "battle"  # the battle dialog, on the battle's report (8)
    PANEL = "panel"    # the decision panel


@dataclass(frozen=True)
class Presenter:
    """How one kind of decision is shown."""

    title: str
    surface: Surface = Surface.PANEL
    map_choice: bool = False  # its zone options are highlighted and answered by a click
    confirm: Mapping[bool, str] = field(default_factory=dict)  # yes / no button labels

    def heading(self) -> str:
        """The title in the interface's language."""
        return translate(CONTEXT, self.title)

    def confirm_label(self, yes: bool) -> str | None:
        """The yes / no button's words in the interface's language (None: the engine's)."""
        label = self.confirm.get(yes)
        return translate(CONTEXT, label) if label is not None else None


# the table's texts are translated where shown (``Presenter.heading``, ``confirm_label``)
PRESENTERS: Mapping[K, Presenter] = {
    K.MOVEMENT: Presenter(QT_TRANSLATE_NOOP("Presenter", "Movement (E.1)"), Surface.MAP),
    K.CHOOSE_BATTLE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Combats (E.2)"), map_choice=True),
    K.EVASION: Presenter(QT_TRANSLATE_NOOP("Presenter", "Evasion (8.2)"), Surface.BATTLE, confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Try to evade (1d6 under the best SR, 8.2)"),
        False: QT_TRANSLATE_NOOP("Presenter", "Stand and fight")}),
    K.EVASION_MOVE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Evasion (8.2)"), Surface.BATTLE, map_choice=True,
                              confirm={False: QT_TRANSLATE_NOOP("Presenter", "Stay and fight")}),
    K.ALLOCATE_LOSSES: Presenter(QT_TRANSLATE_NOOP("Presenter", "Losses (8.4.2)"), Surface.BATTLE),
    K.RETREAT: Presenter(QT_TRANSLATE_NOOP("Presenter", "Retreat (8.4.1)"), Surface.BATTLE, map_choice=True),
    K.LEADER_ESCAPE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Escape (7.1)"), map_choice=True),
    K.REDEPLOY: Presenter(QT_TRANSLATE_NOOP("Presenter", "Limitanei (9.3.1)"), map_choice=True),
    K.LEADER_HOME: Presenter(QT_TRANSLATE_NOOP("Presenter", "Winter quarters (9.3.3)"), map_choice=True),
    K.PLACE_LEADER: Presenter(QT_TRANSLATE_NOOP("Presenter", "Non-Roman leader (4.2.1)"), map_choice=True),
    K.ORIGIN_ZONE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Zones of origin (9.4)"), map_choice=True),
    K.CONSTANTINOPLE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Constantinople (3.1.2)"), confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Begin building Constantinople (3.1.2)"),
        False: QT_TRANSLATE_NOOP("Presenter", "Not now")}),
    K.NOMINATE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Nomination (3.5.1)"),
                          confirm={False: QT_TRANSLATE_NOOP("Presenter", "Name nobody more")}),
    K.VETO: Presenter(QT_TRANSLATE_NOOP("Presenter", "Veto (3.5.1)"), confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Veto the nomination (3.5.1)"),
        False: QT_TRANSLATE_NOOP("Presenter", "Accept the nomination")}),
    K.SUCCESSION_CHOICE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Succession (3.5.2)")),
    K.USURPER_CHOICE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Usurpers (3.6.5)")),
    K.CIVIL_WAR_EXTEND: Presenter(QT_TRANSLATE_NOOP("Presenter", "Civil war (3.6.3 C/)")),
    K.RALLY: Presenter(QT_TRANSLATE_NOOP("Presenter", "Rally (3.6.3 D/)"), confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Try to rally them (1d6, 3.6.3)"),
        False: QT_TRANSLATE_NOOP("Presenter", "Leave them")}),
    K.SACRIFICE: Presenter(QT_TRANSLATE_NOOP("Presenter", "Imperial war (3.5.4)")),
    K.PROTECTORES: Presenter(QT_TRANSLATE_NOOP("Presenter", "Protectores Domestici (3.5.3)")),
    K.DISCARD_STRATAGEM: Presenter(QT_TRANSLATE_NOOP("Presenter", "Stratagems (6)")),
    K.STRATAGEM_WINDOW: Presenter(QT_TRANSLATE_NOOP("Presenter", "Stratagems (6)"), confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Play"), False: QT_TRANSLATE_NOOP("Presenter", "Pass: play nothing now")}),
    K.STRATAGEM_TARGET: Presenter(QT_TRANSLATE_NOOP("Presenter", "Stratagem (6.3)"), map_choice=True, confirm={
        True: QT_TRANSLATE_NOOP("Presenter", "Yes"), False: QT_TRANSLATE_NOOP("Presenter", "Stop here")}),
}
"""How each kind of decision is shown."""
