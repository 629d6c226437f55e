"""The English catalogue of the engine's messages (``messages.MessageId``).

A template names its arguments in braces. Beyond Python's format specs, ``render``
understands ``{n:s}`` (an "s" unless n is 1), ``{word:cap}`` (capitalised) and
``{x:else=word}`` (``word`` when x is missing or empty). ``WORDS`` gives the words of
enumerated arguments (titles, causes, windows...); other enumerations show their value.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from sv_model.engine.causes import DeathCause, UsurpationKind
from sv_model.engine.decisions import Window
from sv_model.engine.message_ids import MessageId as M
from sv_model.schemas.scenario import Title

_BATTLE_LINE = ("{attacker_sp} SP vs {defender_sp} SP, column {column}, {roll} -> row {row}: "
                "{attacker_result} / {defender_result}; winner {winner:else=none}")

TEMPLATES: Final[dict[M, str]] = {
    M.EMPTY: "",
    M.DIE_ROLLED: "{purpose}: d{sides} rolled {value}",
    M.DIE_CHOSEN: "{purpose}: d{sides} rolled {value} (chosen)",
    M.COUNTER_DRAWN: "{purpose}: counter {position} of {count} drawn",
    M.COUNTER_DRAWN_SECRETLY: "{purpose}: drawn from a cup of {count} counter{count:s}",
    M.ROLL_INITIATIVE: "B initiative",
    M.ROLL_EVENT_D6: "2.D event (d6)",
    M.ROLL_EVENT_D10: "2.D event (d10)",
    M.ROLL_POPULAR_RAGE: "event 11 popular rage",
    M.DRAW_WAR: "2.C going-to-war draw",
    M.DRAW_STRATAGEM: "2.A stratagem draw ({side})",
    M.ROLL_ENTRY: "3.3.1 note 1 entry of {leader}",
    M.ROLL_DEATH_TEST: "3.3.1 death test of {leader}",
    M.DRAW_LOYALTY_TESTED: "3.6.3 remark 1 leader tested in {zone}",
    M.ROLL_CIVIL_WAR_LOYALTY: "3.6.3 loyalty of {leader}",
    M.ROLL_REVOLT_SPREAD: "3.6.3 C/ revolt spreads to {diocese}",
    M.ROLL_RALLY: "3.6.3 D/ rally in {zone}",
    M.ROLL_SUCCESSION_LOYALTY: "3.5.2 loyalty of {leader}",
    M.ROLL_USURPATION: "3.6.2 usurpation by {leader}",
    M.ROLL_EVASION: "8.2 evasion at {zone}",
    M.ROLL_BATTLE: "8.3 battle at {zone}",
    M.ROLL_ESCAPE: "7.1 escape of {leader} from {zone}",
    M.ROLL_PLAGUE: "6.3 plague: {leader} in {zone}",
    M.ROLL_ASSASSINATION: "6.3 assassination of {leader}",
    M.SCENARIO: "Scenario {scenario}: {first} to {last}",
    M.TURN_BEGINS: "Turn {year} begins",
    M.INITIATIVE: "{side} has the initiative (PC {pc})",
    M.PAX_ROMANA: "Pax Romana: the turn goes straight to phase F",
    M.PAX_ROMANA_BROKEN: "The death of the Primus Augustus breaks the Pax Romana",
    M.MCS_SPLIT: "{total} M/CS: {first} {first_count}, {second} {second_count}",
    M.MCS: "M/CS of {side}",
    M.MCS_EXTRA: "M/CS of {side} (event 10)",
    M.EVENT_DRAWN: "Event {number}: {event}",
    M.EVENT_TITLE: "Event {number}: {event}",
    M.VP_TOTAL: "VP: PRIMUS {primus}, SECONDUS {secundus}",
    M.GAME_OVER: ("Game over: PRIMUS {primus} VP, SECONDUS {secundus} VP; "
                  "{winner:else=nobody} wins ({level})"),
    M.MOVEMENT_ENDED: "{side} ends movement",
    M.MOVED_LEADER: "move {leader} to {path}",
    M.MOVED_LEADER_WITH: "move {leader} with {units} to {path}{left:else=}",
    M.LEFT_ON_THE_WAY: ", leaving {units} in {zone}{more:else=}",
    M.MOVED_UNITS: "move lone units {units} to {path}",
    M.SAILED: "fleet {fleet} to {to}{landing}",
    M.SAILED_CARRYING: "fleet {fleet} to {to} carrying {aboard}{landing}",
    M.LANDING: ", landing in {zone}",
    M.ESCAPED: "{leader} escapes to {zone}",
    M.HURRIES: "{leader} hurries to {zone}",
    M.BATTLE: "Battle at {zone}: {side} attacks",
    M.EVASION_SUCCEEDS: "Evasion succeeds ({die} < SR {sr})",
    M.EVASION_FAILS: "Evasion fails ({die} >= SR {sr})",
    M.EVADED: "{pieces} evade to {zone}",
    M.BATTLE_ROLLED: _BATTLE_LINE.replace("{roll}", "die {die} {modifier:+d}"),
    M.BATTLE_ROW_SET: _BATTLE_LINE.replace("{roll}", "row set by a stratagem"),
    M.NO_BATTLE_LEFT: "No battle in {zone}: one side has no combat unit left",
    M.NO_RETREAT: "No retreat is possible: the force is destroyed",
    M.RETREATS: "{side} retreats to {zone}",
    M.LEADER_DIES: "{leader} dies ({cause})",
    M.LEADER_ELIMINATED: "{leader} is eliminated ({cause})",
    M.LEADER_DIES_NATURALLY: "{leader} dies (natural death (d10 {die} < {threshold}))",
    M.ENTERS_PLAY: "{leader} enters play in {zone} for {side}",
    M.NOT_ENTERING: "{leader} does not enter: his father is dead (note 2)",
    M.FINDS_NO_PLACE: "{leader} finds no zone where he may stand (4.2.4, 3.6.3 note 2) "
                      "and waits",
    M.MAY_NOT_STAY: "{piece} may not stand in {zone} (4.2.4) and goes to {to}",
    M.NO_ZONE_TO_STAND: "{piece} finds no zone where it may stand (4.2.4) and leaves the map "
                        "until phase F",
    M.SENT_HOME: "{unit} stands in {zone}",
    M.NEVER_BORN: "{leader} is never born: his father died in {year} (note 1)",
    M.COMES_INTO_PLAY: "{leader} comes into play in {zone}",
    M.DUX_BACK: "{leader} is back in {zone} for {side}",
    M.LEAVES_PLAY: "{leader} leaves play",
    M.BECOMES: "{leader} becomes {title:else=a plain leader of PRIMUS}",
    M.NO_GENERAL_LEFT: "PRIMUS has no general left: SECONDUS names the Primus Augustus",
    M.GOES_OVER: "{leader} goes over to PRIMUS",
    M.NAMED: "{leader} is named {title:cap} by {side:else=?}",
    M.PROPOSED: "SECONDUS proposes {leader} as {title:cap}",
    M.VETOED: "PRIMUS vetoes {leader}",
    M.SACRIFICED: "{leader} is sacrificed: too few capitals",
    M.PROTECTORES_GUARD: "The Protectores Domestici of {side} guard {leader}",
    M.BECOMES_AUGUSTUS_OF_PRIMUS: "{leader} becomes Augustus of PRIMUS (5)",
    M.REDUCED_TO_CAESAR: "{leader} is reduced to Caesar (3.5.1)",
    M.LOSES_TITLE: "{leader} loses his title (3.5.1)",
    M.ROLES_CHANGE: "The players change roles",
    M.PROCLAIMED: "{leader} is proclaimed Usurper for {side} (stratagem)",
    M.PROCLAIMED_BY_SUCCESSION: "{leader} is proclaimed Usurper for {side} (succession, 3.5.2)",
    M.NOT_DECLARING: "{leader} does not declare himself ({die} > PC {pc}): he falls back in line",
    M.JOINS_USURPATION: "{leader} joins the usurpation (Civil War marker)",
    M.STAYS_LOYAL: "{leader} stays loyal ({die}+{bonus} < PC {pc})",
    M.REVOLT_SPREADS: "The revolt spreads to {diocese} ({die}{modifier:+d}{bonus:+d} < PC {pc})",
    M.REVOLT_CONTAINED: "The revolt does not spread ({die}{modifier:+d}{bonus:+d})",
    M.RALLY_FAILS: ("The units in {zone} stay loyal and must be fought "
                    "({die}{bonus:+d} > PC {pc})"),
    M.RALLY_SUCCEEDS: "{count} unit(s) in {zone} join the usurpation ({die}{bonus:+d} <= PC {pc})",
    M.RETURNS_TO_SIDE: "{leader} returns to {side}",
    M.USURPATION_FAILS: "The usurpation of {side} fails",
    M.USURPATION_SUCCEEDS: "The usurpation of {side} succeeds",
    M.CROWNED_INSTEAD: "{leader} is crowned instead of {other}",
    M.CONSTANTINOPLE_BEGUN: "Constantinople is begun: the marker goes on {year}",
    M.CONSTANTINOPLE_INTERRUPTED: "{leader} interrupts the building of Constantinople",
    M.CONSTANTINOPLE_BUILT: "Constantinopolis is built: the seventh imperial capital",
    M.DIOCESE_TAKEN: "{diocese} passes to {side}",
    M.FLEET_LOST: "{fleet} was at sea: back in {year}",
    M.FLEET_BACK: "{fleet} is back in port",
    M.UNIT_BACK: "{unit} is back in {zone}",
    M.WINTERS: "{leader} winters in {zone}",
    M.FALLS_ILL: "{leader} falls ill in Rome",
    M.PINNED: "Pieces in {zones:else=no capital} stay put this turn",
    M.DUMMY_DRAWN: "A dummy is drawn: no new war",
    M.ALREADY_AT_WAR: "{people} are already at war",
    M.GOES_TO_WAR: "{people} go to war with Rome",
    M.MAKES_PEACE: "{people} make peace with Rome",
    M.MAKES_PEACE_BY_FORCE: "{people} make peace with Rome (pacified by force)",
    M.RAISED: "{side} raises the {people}; they are run by {controller:else=nobody}",
    M.GOTHI_MERGED: "Visigothi and Ostrogothi now fight as one people, the Gothi",
    M.GOTHI_PACIFIED: "The Gothi are pacified by force, both peoples together",
    M.DRAWS_STRATAGEM: "{side} draws a stratagem",
    M.YOU_DRAW: "You draw {stratagem}",
    M.NOT_YOURS: "{stratagem} goes back to the cup (not yours to use)",
    M.YOU_DISCARD: "You put {stratagem} back in the cup",
    M.HERESIE_IN_CUP: "Hérésie is put in the stratagem cup",
    M.PERSECUTION_OUT: "Persécution leaves the game (only before 340)",
    M.PLAYS: "{side} plays {stratagem}",
    M.TAKES_INITIATIVE: "{side} takes the initiative",
    M.SLIPS_AWAY: "{side} slips away to {zone}: no battle",
    M.CHOOSES_DIE: "{side} chooses the battle die: {value}",
    M.ROWS_CANCEL: "Roma Victor and Furor Germanicus cancel out: the die is rolled",
    M.ROW_FORCED: "The battle is read on row {row} (stratagem)",
    M.PARTHIAN_SHOT: "{unit} is eliminated (La flèche du Parthe)",
    M.MARKER_PLACED: "The {marker} marker is placed in {zone}",
    M.MARKER_CLEARED: "The {marker} marker is cleared from {zone}",
    M.PLAGUE_BREAKS_OUT: "Plague breaks out in {zone}",
    M.PLAGUE_ENDS: "The plague dies out",
    M.ASSASSINS_FAIL: "{leader} escapes the assassins ({die})",
    M.ASSASSINS_FAIL_GUARDED: "{leader} escapes the assassins ({die} -1 Protectores)",
    M.DESERTION: "Désertion in {zone}: {count} enemy unit(s) weakened",
    M.ABANDON: "Abandon in {diocese}: {count} unit(s) hit",
    M.ASK_MOVEMENT: "{side}: move your forces, then end movement ({left} M/CS left)",
    M.ASK_MOVEMENT_GOING_ON: ("{side}: move your forces, then end movement ({left} M/CS left). "
                              "{leader} may go on from {zone} with the rallied units, as his "
                              "next move (3.6.3 D/)"),
    M.ASK_BATTLE: "Combat is obligatory: choose the battle to fight next",
    M.ASK_EVASION: "You are attacked: try to evade (1d6 below your best SR)?",
    M.ASK_EVASION_MOVE: "Evasion succeeded: choose where to go and which units go along",
    M.ASK_LOSSES: "Choose a unit to weaken ({owed} to go; a weakened unit is eliminated)",
    M.ASK_RETREAT: "You lost the battle: choose the zone to retreat into",
    M.ASK_ESCAPE: "{leader} must slip away: choose a zone free of enemies",
    M.ASK_REDEPLOY: "Place {unit} back in its diocese",
    M.ASK_WINTER: "Choose the city where {leader} winters",
    M.ASK_ORIGIN_ZONE: "Choose the zone of origin where {unit} stands",
    M.ASK_PLACE_LEADER: "Place {leader} with a unit of his people",
    M.ASK_CONSTANTINOPLE: "Begin building Constantinople (ready in six turns)?",
    M.ASK_NOMINATE: ("{side}: name an Augustus or a Caesar, or stop (limits: 2 Augusti and "
                     "2 Caesars a side, no more than your capital dioceses)"),
    M.ASK_VETO: "SECONDUS proposes {leader} as {title:cap}: use your veto (once a turn)?",
    M.ASK_SUCCESSOR: "Choose the general who becomes Primus Augustus",
    M.ASK_USURPER_MARKER: "Choose the general who receives the Usurper marker",
    M.ASK_CROWN: "Your Usurpers have the same PC: choose the one who is crowned",
    M.ASK_SPREAD: ("{leader}'s revolt may spread: choose a neighbouring diocese (1d10 below "
                   "his PC; +2 with an enemy Augustus there, +1 with a Caesar)"),
    M.ASK_RALLY: ("Leaderless enemy units stand in {zone}: try to rally them to the "
                  "usurpation (1d6 at most your PC)?"),
    M.ASK_SACRIFICE: ("You hold {count} more Augusti and Caesars than imperial-capital "
                      "dioceses: choose one to sacrifice (Caesars first)"),
    M.ASK_PROTECTORES: ("Give your Protectores Domestici to one of your Augusti or Caesars "
                        "(now: {leader:else=nobody})"),
    M.ASK_DISCARD: ("You may keep at most {limit} stratagems: choose one to put back in the "
                    "cup ({held} held)"),
    M.ASK_WINDOW: "{side}: play a stratagem {window}, or pass",
    M.ASK_WINDOW_PASS: "{side}: none of your stratagems can be played {window}: pass",
    M.ASK_STRATAGEM_CHOICE: "{stratagem}: make your choice",
    M.ASK_FLIGHT: "Fuite opportune: choose where your force slips away",
    M.ASK_DIE_FACE: "Choose the face of the battle die (modifiers apply)",
    M.ASK_PARTHIAN: "La flèche du Parthe: choose a Roman unit to eliminate",
    M.ASK_MARKER: "Choose where to place the {marker} marker",
    M.ASK_UPRISING: "Choose a {kind} people at peace to rise against Rome ({left} to choose)",
    M.ASK_PACIFY: "Choose a {kind} people at war to pacify ({left} at most)",
    M.ASK_PACIFY_OR_STOP: "Choose a {kind} people at war to pacify ({left} at most) or stop",
    M.ASK_NATIONALITY: "Choose a nationality: all its peoples at war make peace",
    M.ASK_PAX_ROMANA: "Pax Romana: every people at war makes peace (yes), or name just one",
    M.ASK_PLAGUE: "Choose the zone where the plague breaks out",
    M.ASK_USURPATION: ("Choose {target} to make a Usurper (1d6 at most his PC validates it, "
                       "3.6.2)"),
    M.ASK_ASSASSINATION: ("Assassinat: choose an enemy leader (1d10 of 8 or 9 kills him; -1 "
                          "for the Protectores Domestici)"),
    M.ASK_DESERTION: ("Désertion: choose a zone with enemy Roman or Persian units; they are "
                      "all weakened"),
    M.ASK_ABANDON: "Abandon: choose a diocese whose limitanei desert",
}
"""How each message reads in English."""

_WORD_LIST: Final[list[tuple[Enum, str]]] = [
    *((t, t.value.replace("_", " ")) for t in Title),
    (DeathCause.ESCAPE, "escape"),
    (DeathCause.E_RESULT, "E result"),
    (DeathCause.USURPATION_BATTLE, "beaten in a usurpation battle"),
    (DeathCause.SICK_EMPEROR, "the sick emperor is forced to leave"),
    (DeathCause.NO_RETREAT, "could not retreat"),
    (DeathCause.END_OF_DAYS, "natural death, end of his days"),
    (DeathCause.SACRIFICED, "sacrificed (3.5.4)"),
    (DeathCause.LOST_AT_SEA, "lost at sea with his fleet"),
    (DeathCause.PLAGUE, "plague"),
    (DeathCause.ASSASSINATED, "assassinated"),
    (Window.B, "after the initiative roll"),
    (Window.C, "in phase C"),
    (Window.E, "in phase E"),
    (Window.BATTLE_BEFORE, "before the battle die"),
    (Window.BATTLE_AFTER, "after the battle"),
    (UsurpationKind.AUGUSTUS, "the enemy Augustus who is not his side's first"),
    (UsurpationKind.CAESAR, "one of the two enemy Caesars"),
    (UsurpationKind.PLAIN, "an enemy Roman leader with no title"),
]
WORDS: Final[dict[tuple[type[Enum], object], str]] = {
    (type(e), e.value): word for e, word in _WORD_LIST}
"""How enumerated arguments read in English, by (enumeration, value): two string
enumerations may share a value (``Title.AUGUSTUS`` and ``UsurpationKind.AUGUSTUS`` are
both "augustus"), and a string enumeration's members are equal to their strings."""
