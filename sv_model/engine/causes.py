"""Enumerations that rules modules and the log's words share: why a leader leaves play,
whom a usurpation targets, how a game ended. Low in the engine, so that the English catalogue
(``english``) and the hooks' signatures (``core.Hooks``) need not import the rules
that use them.
"""

from __future__ import annotations

from enum import StrEnum


class DeathCause(StrEnum):
    """Why a leader leaves play."""

    ESCAPE = "escape"                            # 7.1: caught alone among enemies
    E_RESULT = "e_result"                        # 8.4: an E result
    USURPATION_BATTLE = "usurpation_battle"      # 8.5.2: an emperor beaten by a Usurper
    SICK_EMPEROR = "sick_emperor"                # event 4: forced to leave his zone
    NO_RETREAT = "no_retreat"                    # 8.4.1: nowhere to retreat
    NATURAL = "natural"                          # 3.3.1: the death test
    END_OF_DAYS = "end_of_days"                  # 3.3.1: the last year of his life
    SACRIFICED = "sacrificed"                    # 3.5.4
    LOST_AT_SEA = "lost_at_sea"                  # 9.2
    PLAGUE = "plague"                            # 6.3
    ASSASSINATED = "assassinated"                # 6.3


class UsurpationKind(StrEnum):
    """Whom a usurpation stratagem targets (6.1, 6.2)."""

    AUGUSTUS = "augustus"  # the enemy Augustus who is not his side's first
    CAESAR = "caesar"      # one of the two enemy Caesars
    PLAIN = "plain"        # an enemy Roman leader with no title


class VictoryLevel(StrEnum):
    """How the game ended (10.3): a draw, or the winner's victory by the ratio of the VP.
    Its value is what saves, logs and reports write."""

    DRAW = "draw"
    VICTORY = "victory"  # more VP than the other
    DECISIVE = "decisive"  # more than twice the other's
    DEFINITIVE = "definitive"  # more than five times the other's


class ModifierId(StrEnum):
    """A battle's column shift or die modifier (8.6.1 to 8.6.3, the battle table's a) to
    f), events 3, 5, 12 and 15). Its value is the English wording the states' digests, and
    so the saves' checks, already hold: never change one. The catalogues word each one
    (``english.WORDS``, ``french.WORDS``; ``state.Modifier.text``)."""

    AVERAGE_QUALITY = "average quality"                                     # 8.6.1
    TACTICAL_BONUS = "a) attacker TB - defender TB"                         # 8.6.2
    ENEMIES_DEFEND_OUTSIDE = "b) enemies of Rome defend outside the Empire"  # 8.6
    ENEMIES_ATTACK_OUTSIDE = "c) enemies of Rome attack outside the Empire"  # 8.6
    PC_HIGHER = "d) attacker's PC is higher"                                # 8.6.3
    PC_LOWER = "e) attacker's PC is lower"                                  # 8.6.3
    CROSSED_RIVER = "f) attacker crossed a major river or strait"           # 8.6, 7.2
    EVENT_3 = "event 3: Romans discouraged"
    EVENT_5 = "event 5: Germanic vigour"
    EVENT_12 = "event 12: donative to the comitatenses"
    EVENT_15 = "event 15: famine in Germania"


class Assumption(StrEnum):
    """What the battle calculator assumes of a battle it forecasts (``forecast``); the
    catalogues word each one."""

    NO_EVASION = "no_evasion"            # 8.2: the defender stays
    NO_STRATAGEM = "no_stratagem"        # 6: none played before or after the roll
    OWNER_PICKS_LOSSES = "owner_picks_losses"  # 8.4.2: the number hit does not depend on it
