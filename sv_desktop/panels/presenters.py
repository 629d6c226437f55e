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

from sv_model.engine.decisions import DecisionKind as K


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


PRESENTERS: Mapping[K, Presenter] = {
    K.MOVEMENT: Presenter("Movement (E.1)", Surface.MAP),
    K.CHOOSE_BATTLE: Presenter("Combats (E.2)", map_choice=True),
    K.EVASION: Presenter("Evasion (8.2)", Surface.BATTLE, confirm={
        True: "Try to evade (1d6 under the best SR, 8.2)", False: "Stand and fight"}),
    K.EVASION_MOVE: Presenter("Evasion (8.2)", Surface.BATTLE, map_choice=True,
                              confirm={False: "Stay and fight"}),
    K.ALLOCATE_LOSSES: Presenter("Losses (8.4.2)", Surface.BATTLE),
    K.RETREAT: Presenter("Retreat (8.4.1)", Surface.BATTLE, map_choice=True),
    K.LEADER_ESCAPE: Presenter("Escape (7.1)", map_choice=True),
    K.REDEPLOY: Presenter("Limitanei (9.3.1)", map_choice=True),
    K.LEADER_HOME: Presenter("Winter quarters (9.3.3)", map_choice=True),
    K.PLACE_LEADER: Presenter("Non-Roman leader (4.2.1)", map_choice=True),
    K.ORIGIN_ZONE: Presenter("Zones of origin (9.4)", map_choice=True),
    K.CONSTANTINOPLE: Presenter("Constantinople (3.1.2)", confirm={
        True: "Begin building Constantinople (3.1.2)", False: "Not now"}),
    K.NOMINATE: Presenter("Nomination (3.5.1)", confirm={False: "Name nobody more"}),
    K.VETO: Presenter("Veto (3.5.1)", confirm={
        True: "Veto the nomination (3.5.1)", False: "Accept the nomination"}),
    K.SUCCESSION_CHOICE: Presenter("Succession (3.5.2)"),
    K.USURPER_CHOICE: Presenter("Usurpers (3.6.5)"),
    K.CIVIL_WAR_EXTEND: Presenter("Civil war (3.6.3 C/)"),
    K.RALLY: Presenter("Rally (3.6.3 D/)", confirm={
        True: "Try to rally them (1d6, 3.6.3)", False: "Leave them"}),
    K.SACRIFICE: Presenter("Imperial war (3.5.4)"),
    K.PROTECTORES: Presenter("Protectores Domestici (3.5.3)"),
    K.DISCARD_STRATAGEM: Presenter("Stratagems (6)"),
    K.STRATAGEM_WINDOW: Presenter("Stratagems (6)", confirm={
        True: "Play", False: "Pass: play nothing now"}),
    K.STRATAGEM_TARGET: Presenter("Stratagem (6.3)", map_choice=True, confirm={
        True: "Yes", False: "Stop here"}),
}
"""How each kind of decision is shown."""
