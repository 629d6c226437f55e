"""Every kind of question the rules ask a player, and what each one is about.

``DecisionKind`` names the kinds. Each kind has one frozen payload class that holds its
subject (which leader escapes, which window is open...); kinds with no subject have an
empty payload. The engine, not the screen, says whether a kind is *secret* (answering
it shows the player's stratagems, 6) and whether it belongs to the battle being fought
(8). How each kind lists its options and applies an answer is declared in
``sequence.DECISIONS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from sv_model.schemas.scenario import Side


class DecisionKind(StrEnum):
    """The kinds of decision, by the name saves and logs use."""

    MOVEMENT = "movement"                    # E.1
    CHOOSE_BATTLE = "choose_battle"          # 8.1
    EVASION = "evasion"                      # 8.2
    EVASION_MOVE = "evasion_move"            # 8.2
    ALLOCATE_LOSSES = "allocate_losses"      # 8.4.2
    RETREAT = "retreat"                      # 8.4.1
    LEADER_ESCAPE = "leader_escape"          # 7.1
    REDEPLOY = "redeploy"                    # 9.3.1
    LEADER_HOME = "leader_home"              # 9.3.3
    PLACE_LEADER = "place_leader"            # 4.2.1
    ORIGIN_ZONE = "origin_zone"              # 9.4
    CONSTANTINOPLE = "constantinople"        # 3.1.2
    NOMINATE = "nominate"                    # 3.5.1
    VETO = "veto"                            # 3.5.1
    SUCCESSION_CHOICE = "succession_choice"  # 3.5.2
    USURPER_CHOICE = "usurper_choice"        # 3.6.5
    CIVIL_WAR_EXTEND = "civil_war_extend"    # 3.6.3 C/
    RALLY = "rally"                          # 3.6.3 D/
    SACRIFICE = "sacrifice"                  # 3.5.4
    PROTECTORES = "protectores"              # 3.5.3
    DISCARD_STRATAGEM = "discard_stratagem"  # 6
    STRATAGEM_WINDOW = "stratagem_window"    # 6
    STRATAGEM_TARGET = "stratagem_target"    # 6.1 to 6.3

    @property
    def secret(self) -> bool:
        """Answering shows the player's hand of stratagems (6): only he may look."""
        return self in _SECRET

    @property
    def battle(self) -> bool:
        """The decision belongs to the battle being fought (8.2 to 8.4)."""
        return self in _BATTLE


_SECRET = frozenset({DecisionKind.STRATAGEM_WINDOW, DecisionKind.DISCARD_STRATAGEM})
_BATTLE = frozenset({DecisionKind.EVASION, DecisionKind.EVASION_MOVE,
                     DecisionKind.ALLOCATE_LOSSES, DecisionKind.RETREAT})


class Window(StrEnum):
    """When stratagems may be played (6): after the initiative die (B), in phase C, at
    the start of every M/CS and at the end of phase E (E), before a battle's die and
    once its results are applied."""

    B = "B"
    C = "C"
    E = "E"
    BATTLE_BEFORE = "battle_before"
    BATTLE_AFTER = "battle_after"


class SuccessionCase(StrEnum):
    """Who a succession choice names (3.5.2)."""

    PRIMUS = "primus"                              # case 5/: PRIMUS names his Augustus
    PRIMUS_FROM_SECUNDUS = "primus_from_secundus"  # PRIMUS has no general: SECONDUS names
    PRIMUS_USURPER = "primus_usurper"              # case 5/: SECONDUS names a Usurper
    SECUNDUS_USURPER = "secundus_usurper"          # case 4/: the Usurper of SECONDUS


@dataclass(frozen=True, slots=True)
class Payload:
    """What a decision is about. ``kind`` ties each payload class to its kind."""

    kind: ClassVar[DecisionKind]


@dataclass(frozen=True, slots=True)
class Movement(Payload):
    """E.1: the phasing player moves his forces until he ends his movement."""

    kind: ClassVar[DecisionKind] = DecisionKind.MOVEMENT


@dataclass(frozen=True, slots=True)
class BattleChoice(Payload):
    """8.1: which battle of the M/CS to fight next."""

    kind: ClassVar[DecisionKind] = DecisionKind.CHOOSE_BATTLE


@dataclass(frozen=True, slots=True)
class EvasionOffer(Payload):
    """8.2: the attacked player may try to evade."""

    kind: ClassVar[DecisionKind] = DecisionKind.EVASION


@dataclass(frozen=True, slots=True)
class EvasionMove(Payload):
    """8.2: after a successful evasion roll, where to go and with which units."""

    kind: ClassVar[DecisionKind] = DecisionKind.EVASION_MOVE


@dataclass(frozen=True, slots=True)
class LossAllocation(Payload):
    """8.4.2: ``side`` picks the next of its units to take a fraction loss."""

    kind: ClassVar[DecisionKind] = DecisionKind.ALLOCATE_LOSSES
    side: Side


@dataclass(frozen=True, slots=True)
class Retreat(Payload):
    """8.4.1: the loser chooses where to retreat."""

    kind: ClassVar[DecisionKind] = DecisionKind.RETREAT


@dataclass(frozen=True, slots=True)
class LeaderEscape(Payload):
    """7.1: where ``leader``, alone among enemies, slips away."""

    kind: ClassVar[DecisionKind] = DecisionKind.LEADER_ESCAPE
    leader: str


@dataclass(frozen=True, slots=True)
class Redeployment(Payload):
    """9.3.1: where the eliminated limitaneus ``unit`` comes back in its diocese."""

    kind: ClassVar[DecisionKind] = DecisionKind.REDEPLOY
    unit: str


@dataclass(frozen=True, slots=True)
class LeaderHome(Payload):
    """9.3.3: which of the nearest cities ``leader``, outside the Empire, winters in."""

    kind: ClassVar[DecisionKind] = DecisionKind.LEADER_HOME
    leader: str


@dataclass(frozen=True, slots=True)
class LeaderPlacement(Payload):
    """4.2.1: with which unit of his people the non-Roman ``leader`` comes back."""

    kind: ClassVar[DecisionKind] = DecisionKind.PLACE_LEADER
    leader: str


@dataclass(frozen=True, slots=True)
class OriginZone(Payload):
    """9.4: in which of its people's zones of origin ``unit``, sent home, stands."""

    kind: ClassVar[DecisionKind] = DecisionKind.ORIGIN_ZONE
    unit: str


@dataclass(frozen=True, slots=True)
class ConstantinopleStart(Payload):
    """3.1.2: whether PRIMUS begins building Constantinople."""

    kind: ClassVar[DecisionKind] = DecisionKind.CONSTANTINOPLE


@dataclass(frozen=True, slots=True)
class Nomination(Payload):
    """3.5.1: the next Augustus or Caesar the player names, or none."""

    kind: ClassVar[DecisionKind] = DecisionKind.NOMINATE


@dataclass(frozen=True, slots=True)
class Veto(Payload):
    """3.5.1: whether PRIMUS vetoes SECONDUS's candidate ``leader`` for ``title``."""

    kind: ClassVar[DecisionKind] = DecisionKind.VETO
    leader: str
    title: str


@dataclass(frozen=True, slots=True)
class SuccessionChoice(Payload):
    """3.5.2: the general who takes the title ``case`` says."""

    kind: ClassVar[DecisionKind] = DecisionKind.SUCCESSION_CHOICE
    case: SuccessionCase


@dataclass(frozen=True, slots=True)
class UsurperChoice(Payload):
    """3.6.5: which of the ``tied`` Usurpers of equal PC is crowned."""

    kind: ClassVar[DecisionKind] = DecisionKind.USURPER_CHOICE
    tied: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RevoltSpread(Payload):
    """3.6.3 C/: the neighbouring diocese ``usurper``'s revolt tries to spread to."""

    kind: ClassVar[DecisionKind] = DecisionKind.CIVIL_WAR_EXTEND
    usurper: str


@dataclass(frozen=True, slots=True)
class Rally(Payload):
    """3.6.3 D/: whether to try to rally the leaderless enemy units in ``zone``."""

    kind: ClassVar[DecisionKind] = DecisionKind.RALLY
    zone: str


@dataclass(frozen=True, slots=True)
class Sacrifice(Payload):
    """3.5.4: which Augustus or Caesar too many the player sacrifices."""

    kind: ClassVar[DecisionKind] = DecisionKind.SACRIFICE


@dataclass(frozen=True, slots=True)
class ProtectoresChoice(Payload):
    """3.5.3: which Augustus or Caesar the Protectores Domestici guard."""

    kind: ClassVar[DecisionKind] = DecisionKind.PROTECTORES


@dataclass(frozen=True, slots=True)
class Discard(Payload):
    """6: the counter put back in the cup by a player holding more than five."""

    kind: ClassVar[DecisionKind] = DecisionKind.DISCARD_STRATAGEM


@dataclass(frozen=True, slots=True)
class StratagemWindow(Payload):
    """6: the stratagems the player plays in ``window``, or none."""

    kind: ClassVar[DecisionKind] = DecisionKind.STRATAGEM_WINDOW
    window: Window


@dataclass(frozen=True, slots=True)
class StratagemTarget(Payload):
    """6.1 to 6.3: the choice ``stage`` of the stratagem being played (a zone, a leader,
    peoples, a die face...)."""

    kind: ClassVar[DecisionKind] = DecisionKind.STRATAGEM_TARGET
    stratagem: str
    stage: str


PAYLOADS: tuple[type[Payload], ...] = (
    Movement, BattleChoice, EvasionOffer, EvasionMove, LossAllocation, Retreat, LeaderEscape,
    Redeployment, LeaderHome, LeaderPlacement, OriginZone, ConstantinopleStart, Nomination, Veto,
    SuccessionChoice, UsurperChoice, RevoltSpread, Rally, Sacrifice, ProtectoresChoice,
    Discard, StratagemWindow, StratagemTarget)
"""One payload class per kind, in the order of ``DecisionKind``."""

PAYLOAD_OF: dict[DecisionKind, type[Payload]] = {p.kind: p for p in PAYLOADS}
