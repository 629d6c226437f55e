"""The French catalogue of the engine's messages (``messages.MessageId``).

The same mini-language as ``english.py`` (see ``messages.render``), with the French
plural rule (0 and 1 take the singular). The words are those of the French rule book
(docs/glossary.md): PF, PM, SMC, VS, CP, BT, PV, Usurpateur, évasion, retraite...

Typography: the templates are written with an ordinary space before « : ; ! ? % » and
inside « guillemets »; ``typography.typeset`` turns it into French spacing. The
apostrophe is ' throughout. Rule citations stay paragraph numbers, as in English.
"""

from __future__ import annotations

from enum import Enum
from typing import Final

from sv_model.engine.causes import (
    Assumption,
    DeathCause,
    ModifierId,
    UsurpationKind,
    VictoryLevel,
)
from sv_model.engine.decisions import DecisionKind, Window
from sv_model.engine.message_ids import MessageId as M
from sv_model.schemas.scenario import Title
from sv_model.typography import typeset


def french_plural(n: int) -> bool:
    """French takes the plural from 2 on (0 and 1 are singular)."""
    return abs(n) >= 2


_BATTLE_LINE = ("{attacker_sp} PF contre {defender_sp} PF, colonne {column}, {roll} → "
                "ligne {row} : {attacker_result} / {defender_result} ; "
                "vainqueur : {winner:else=aucun}")

_TEMPLATES: Final[dict[M, str]] = {
    M.EMPTY: "",
    M.DIE_ROLLED: "{purpose} : d{sides} donne {value}",
    M.DIE_CHOSEN: "{purpose} : d{sides} donne {value} (choisi)",
    M.COUNTER_DRAWN: "{purpose} : pion {position} sur {count} tiré",
    M.COUNTER_DRAWN_SECRETLY: "{purpose} : tiré d'un bol de {count} pion{count:s}",
    M.ROLL_INITIATIVE: "B initiative",
    M.ROLL_EVENT_D6: "2.D événement (d6)",
    M.ROLL_EVENT_D10: "2.D événement (d10)",
    M.ROLL_POPULAR_RAGE: "événement 11 Vindicta populaire",
    M.DRAW_WAR: "2.C tirage des entrées en guerre",
    M.DRAW_STRATAGEM: "2.A tirage d'un stratagème ({side})",
    M.ROLL_ENTRY: "3.3.1 note 1 entrée en jeu {leader:de}",
    M.ROLL_DEATH_TEST: "3.3.1 test de mort {leader:de}",
    M.DRAW_LOYALTY_TESTED: "3.6.3 remarque 1 chef testé en {zone}",
    M.ROLL_CIVIL_WAR_LOYALTY: "3.6.3 fidélité {leader:de}",
    M.ROLL_REVOLT_SPREAD: "3.6.3 C/ la révolte s'étend à {diocese}",
    M.ROLL_RALLY: "3.6.3 D/ ralliement en {zone}",
    M.ROLL_SUCCESSION_LOYALTY: "3.5.2 fidélité {leader:de}",
    M.ROLL_USURPATION: "3.6.2 usurpation par {leader}",
    M.ROLL_EVASION: "8.2 évasion en {zone}",
    M.ROLL_BATTLE: "8.3 bataille en {zone}",
    M.ROLL_ESCAPE: "7.1 fuite {leader:de} hors de {zone}",
    M.ROLL_PLAGUE: "6.3 peste : {leader} en {zone}",
    M.ROLL_ASSASSINATION: "6.3 assassinat {leader:de}",
    M.SCENARIO: "Scénario {scenario} : de {first} à {last}",
    M.TURN_BEGINS: "Début du tour {year}",
    M.INITIATIVE: "{side} a l'initiative (CP {pc})",
    M.PAX_ROMANA: "Pax Romana : le tour passe directement à la phase F",
    M.PAX_ROMANA_BROKEN: "La mort du Primus Augustus met fin à la Pax Romana",
    M.MCS_SPLIT: "{total} SMC : {first} {first_count}, {second} {second_count}",
    M.MCS: "SMC de {side}",
    M.MCS_EXTRA: "SMC de {side} (événement 10)",
    M.EVENT_DRAWN: "Événement {number} : {event}",
    M.EVENT_TITLE: "Événement {number} : {event}",
    M.VP_TOTAL: "PV : PRIMUS {primus}, SECONDUS {secundus}",
    M.GAME_OVER: ("Fin de la partie : PRIMUS {primus} PV, SECONDUS {secundus} PV ; "
                  "{winner:else=personne ne} l'emporte ({level})"),
    M.MOVEMENT_ENDED: "{side} termine ses mouvements",
    M.MOVED_LEADER: "{leader} se déplace vers {path}",
    M.MOVED_LEADER_WITH: "{leader} se déplace avec {units} vers {path}{left:else=}",
    M.LEFT_ON_THE_WAY: ", en laissant {units} en {zone}{more:else=}",
    M.MOVED_UNITS: "unités sans chef {units} vers {path}",
    M.SAILED: "flotte {fleet} vers {to}{landing}",
    M.SAILED_CARRYING: "flotte {fleet} vers {to} avec à son bord {aboard}{landing}",
    M.LANDING: ", débarquement en {zone}",
    M.ESCAPED: "{leader} s'évade vers {zone}",
    M.HURRIES: "{leader} gagne en hâte {zone}",
    M.BATTLE: "Bataille en {zone} : {side} attaque",
    M.EVASION_SUCCEEDS: "L'évasion réussit ({die} < VS {sr})",
    M.EVASION_FAILS: "L'évasion échoue ({die} >= VS {sr})",
    M.EVADED: "{pieces} s'évadent vers {zone}",
    M.BATTLE_ROLLED: _BATTLE_LINE.replace("{roll}", "dé {die} {modifier:+d}"),
    M.BATTLE_ROW_SET: _BATTLE_LINE.replace("{roll}", "ligne imposée par un stratagème"),
    M.NO_BATTLE_LEFT: "Pas de bataille en {zone} : un camp n'a plus d'unité de combat",
    M.NO_RETREAT: "Aucune retraite possible : la force est détruite",
    M.RETREATS: "{side} fait retraite vers {zone}",
    M.LEADER_DIES: "{leader} meurt ({cause})",
    M.LEADER_ELIMINATED: "{leader} est éliminé ({cause})",
    M.LEADER_DIES_NATURALLY: "{leader} meurt (mort naturelle (d10 {die} < {threshold}))",
    M.ENTERS_PLAY: "{leader} entre en jeu en {zone} pour {side}",
    M.NOT_ENTERING: "{leader} n'entre pas en jeu : son père est mort (note 2)",
    M.FINDS_NO_PLACE: ("{leader} ne trouve aucune zone où se tenir (4.2.4, 3.6.3 remarque 2) "
                       "et attend"),
    M.MAY_NOT_STAY: "{piece} ne peut pas rester en {zone} (4.2.4) et va en {to}",
    M.NO_ZONE_TO_STAND: ("{piece} ne trouve aucune zone où se tenir (4.2.4) et quitte la "
                         "carte jusqu'à la phase F"),
    M.SENT_HOME: "{unit} se place en {zone}",
    M.NEVER_BORN: "{leader} ne naît jamais : son père est mort en {year} (note 1)",
    M.COMES_INTO_PLAY: "{leader} entre en jeu en {zone}",
    M.DUX_BACK: "{leader} revient en {zone} pour {side}",
    M.LEAVES_PLAY: "{leader} quitte le jeu",
    M.BECOMES: "{leader} devient {title:else=un simple chef du PRIMUS}",
    M.NO_GENERAL_LEFT: "Le PRIMUS n'a plus de général : le SECONDUS désigne le Primus Augustus",
    M.GOES_OVER: "{leader} passe au PRIMUS",
    M.NAMED: "{leader} est nommé {title:cap} par {side:else=?}",
    M.PROPOSED: "Le SECONDUS propose {leader} comme {title:cap}",
    M.VETOED: "Le PRIMUS oppose son veto à {leader}",
    M.SACRIFICED: "{leader} est sacrifié : trop peu de capitales",
    M.PROTECTORES_GUARD: "Les Protectores Domestici de {side} gardent {leader}",
    M.BECOMES_AUGUSTUS_OF_PRIMUS: "{leader} devient Augustus du PRIMUS (5)",
    M.REDUCED_TO_CAESAR: "{leader} est ramené au rang de Caesar (3.5.1)",
    M.LOSES_TITLE: "{leader} perd son titre (3.5.1)",
    M.ROLES_CHANGE: "Les joueurs changent de camp",
    M.PROCLAIMED: "{leader} est proclamé Usurpateur pour {side} (stratagème)",
    M.PROCLAIMED_BY_SUCCESSION: ("{leader} est proclamé Usurpateur pour {side} "
                                 "(succession, 3.5.2)"),
    M.NOT_DECLARING: ("{leader} ne se déclare pas ({die} > CP {pc}) : il rentre dans le "
                      "rang"),
    M.JOINS_USURPATION: "{leader} rallie l'usurpation (marqueur Guerre Civile)",
    M.STAYS_LOYAL: "{leader} reste fidèle ({die}+{bonus} < CP {pc})",
    M.REVOLT_SPREADS: ("La révolte s'étend à {diocese} ({die}{modifier:+d}{bonus:+d} < "
                       "CP {pc})"),
    M.REVOLT_CONTAINED: "La révolte ne s'étend pas ({die}{modifier:+d}{bonus:+d})",
    M.RALLY_FAILS: ("Les unités en {zone} restent fidèles et doivent être combattues "
                    "({die}{bonus:+d} > CP {pc})"),
    M.RALLY_SUCCEEDS: ("{count} {count:pl=unité rallie|unités rallient} l'usurpation en "
                       "{zone} ({die}{bonus:+d} <= CP {pc})"),
    M.RETURNS_TO_SIDE: "{leader} revient au {side}",
    M.USURPATION_FAILS: "L'usurpation de {side} échoue",
    M.USURPATION_SUCCEEDS: "L'usurpation de {side} réussit",
    M.CROWNED_INSTEAD: "{leader} est couronné à la place {other:de}",
    M.CONSTANTINOPLE_BEGUN: "La construction de Constantinople commence : le marqueur va en "
                            "{year}",
    M.CONSTANTINOPLE_INTERRUPTED: "{leader} interrompt la construction de Constantinople",
    M.CONSTANTINOPLE_BUILT: "Constantinopolis est construite : septième capitale impériale",
    M.DIOCESE_TAKEN: "{diocese} passe au {side}",
    M.FLEET_LOST: "{fleet} était en mer : retour en {year}",
    M.FLEET_BACK: "{fleet} est de retour au port",
    M.UNIT_BACK: "{unit} revient en jeu en {zone}",
    M.WINTERS: "{leader} prend ses quartiers d'hiver en {zone}",
    M.FALLS_ILL: "{leader} tombe malade à Rome",
    M.PINNED: "Les pions en {zones:else=aucune capitale} restent sur place ce tour",
    M.DUMMY_DRAWN: "Un leurre est tiré : pas de nouvelle guerre",
    M.ALREADY_AT_WAR: "Les {people} sont déjà en guerre",
    M.GOES_TO_WAR: "Les {people} entrent en guerre contre Rome",
    M.MAKES_PEACE: "Les {people} font la paix avec Rome",
    M.MAKES_PEACE_BY_FORCE: "Les {people} font la paix avec Rome (pacifiés par les armes)",
    M.RAISED: ("{side} soulève les {people} ; ils sont contrôlés par "
               "{controller:else=personne}"),
    M.GOTHI_MERGED: "Visigothi et Ostrogothi combattent désormais comme un seul peuple, les Gothi",
    M.GOTHI_PACIFIED: "Les Gothi sont pacifiés par les armes, les deux peuples ensemble",
    M.DRAWS_STRATAGEM: "{side} tire un stratagème",
    M.YOU_DRAW: "Vous tirez {stratagem}",
    M.NOT_YOURS: "{stratagem} retourne dans le bol (vous ne pouvez pas le jouer)",
    M.YOU_DISCARD: "Vous remettez {stratagem} dans le bol",
    M.HERESIE_IN_CUP: "Hérésie est mis dans le bol des stratagèmes",
    M.PERSECUTION_OUT: "Persécution quitte la partie (seulement avant 340)",
    M.PLAYS: "{side} joue {stratagem}",
    M.TAKES_INITIATIVE: "{side} prend l'initiative",
    M.SLIPS_AWAY: "{side} s'éclipse vers {zone} : pas de bataille",
    M.CHOOSES_DIE: "{side} choisit le dé de la bataille : {value}",
    M.ROWS_CANCEL: "Roma Victor et Furor Germanicus s'annulent : on jette le dé",
    M.ROW_FORCED: "La bataille se lit sur la ligne {row} (stratagème)",
    M.PARTHIAN_SHOT: "{unit} est éliminée (La flèche du Parthe)",
    M.MARKER_PLACED: "Le marqueur {marker} est placé en {zone}",
    M.MARKER_CLEARED: "Le marqueur {marker} est enlevé de {zone}",
    M.PLAGUE_BREAKS_OUT: "La peste éclate en {zone}",
    M.PLAGUE_ENDS: "La peste s'éteint",
    M.ASSASSINS_FAIL: "{leader} échappe aux assassins ({die})",
    M.ASSASSINS_FAIL_GUARDED: "{leader} échappe aux assassins ({die} -1 Protectores)",
    M.DESERTION: ("Désertion en {zone} : {count} {count:pl=unité ennemie affaiblie|unités "
                  "ennemies affaiblies}"),
    M.ABANDON: "Abandon en {diocese} : {count} {count:pl=unité touchée|unités touchées}",
    M.ASK_MOVEMENT: ("{side} : déplacez vos forces, puis terminez vos mouvements ({left} "
                     "{left:pl=SMC restante|SMC restantes})"),
    M.ASK_MOVEMENT_GOING_ON: ("{side} : déplacez vos forces, puis terminez vos mouvements "
                              "({left} {left:pl=SMC restante|SMC restantes}). {leader} peut "
                              "repartir de {zone} avec les unités ralliées, comme son "
                              "prochain mouvement (3.6.3 D/)"),
    M.ASK_BATTLE: "Le combat est obligatoire : choisissez la prochaine bataille",
    M.ASK_EVASION: "Vous êtes attaqué : tenter l'évasion (1d6 sous votre meilleure VS) ?",
    M.ASK_EVASION_MOVE: "Évasion réussie : choisissez où aller et quelles unités suivent",
    M.ASK_LOSSES: ("Choisissez une unité à affaiblir (encore {owed} ; une unité déjà "
                   "affaiblie est éliminée)"),
    M.ASK_RETREAT: "Vous avez perdu la bataille : choisissez la zone de retraite",
    M.ASK_ESCAPE: "{leader} doit s'enfuir : choisissez une zone libre d'ennemis",
    M.ASK_REDEPLOY: "Replacez {unit} dans son diocèse",
    M.ASK_WINTER: "Choisissez la ville où {leader} prend ses quartiers d'hiver",
    M.ASK_ORIGIN_ZONE: "Choisissez la zone d'origine où se place {unit}",
    M.ASK_PLACE_LEADER: "Placez {leader} avec une unité de son peuple",
    M.ASK_CONSTANTINOPLE: "Commencer la construction de Constantinople (prête dans six tours) ?",
    M.ASK_NOMINATE: ("{side} : nommez un Augustus ou un Caesar, ou arrêtez (limites : "
                     "2 Augustus et 2 Caesar par camp, pas plus que vos diocèses à capitale)"),
    M.ASK_VETO: ("Le SECONDUS propose {leader} comme {title:cap} : opposer votre veto "
                 "(une fois par tour) ?"),
    M.ASK_SUCCESSOR: "Choisissez le général qui devient Primus Augustus",
    M.ASK_USURPER_MARKER: "Choisissez le général qui reçoit le marqueur Usurpateur",
    M.ASK_CROWN: "Vos Usurpateurs ont la même CP : choisissez celui qui est couronné",
    M.ASK_SPREAD: ("La révolte {leader:de} peut s'étendre : choisissez un diocèse voisin "
                   "(1d10 sous sa CP ; +2 avec un Augustus ennemi, +1 avec un Caesar)"),
    M.ASK_RALLY: ("Des unités ennemies sans chef sont en {zone} : tenter de les rallier à "
                  "l'usurpation (1d6 au plus votre CP) ?"),
    M.ASK_SACRIFICE: ("Vous avez {count} Augustus et Caesar de plus que de diocèses à "
                      "capitale impériale : choisissez-en un à sacrifier (les Caesar "
                      "d'abord)"),
    M.ASK_PROTECTORES: ("Confiez vos Protectores Domestici à l'un de vos Augustus ou Caesar "
                        "(actuellement : {leader:else=personne})"),
    M.ASK_DISCARD: ("Vous ne pouvez garder que {limit} stratagèmes : choisissez-en un à "
                    "remettre dans le bol ({held} en main)"),
    M.ASK_WINDOW: "{side} : jouez un stratagème {window}, ou passez",
    M.ASK_WINDOW_PASS: "{side} : aucun de vos stratagèmes n'est jouable {window} : passez",
    M.ASK_STRATAGEM_CHOICE: "{stratagem} : faites votre choix",
    M.ASK_FLIGHT: "Fuite opportune : choisissez où votre force s'éclipse",
    M.ASK_DIE_FACE: "Choisissez la face du dé de bataille (les modificateurs s'appliquent)",
    M.ASK_PARTHIAN: "La flèche du Parthe : choisissez une unité romaine à éliminer",
    M.ASK_MARKER: "Choisissez où placer le marqueur {marker}",
    M.ASK_UPRISING: ("Choisissez un peuple {kind:w} en paix à soulever contre Rome (encore "
                     "{left})"),
    M.ASK_PACIFY: "Choisissez un peuple {kind:w} en guerre à pacifier ({left} au plus)",
    M.ASK_PACIFY_OR_STOP: ("Choisissez un peuple {kind:w} en guerre à pacifier ({left} au "
                           "plus) ou arrêtez"),
    M.ASK_NATIONALITY: "Choisissez une nationalité : tous ses peuples en guerre font la paix",
    M.ASK_PAX_ROMANA: ("Pax Romana : tous les peuples en guerre font la paix (oui), ou "
                       "nommez-en un seul"),
    M.ASK_PLAGUE: "Choisissez la zone où éclate la peste",
    M.ASK_USURPATION: ("Choisissez {target} pour en faire un Usurpateur (1d6 au plus sa CP "
                       "la valide, 3.6.2)"),
    M.ASK_ASSASSINATION: ("Assassinat : choisissez un chef ennemi (1d10 de 8 ou 9 le tue ; "
                          "-1 avec les Protectores Domestici)"),
    M.ASK_DESERTION: ("Désertion : choisissez une zone avec des unités ennemies romaines ou "
                      "Persae ; elles sont toutes affaiblies"),
    M.ASK_ABANDON: "Abandon : choisissez un diocèse dont les limitanei désertent",
    # the AI (sv_model.ai)
    M.AI_ENDS_MOVEMENT: "termine ses mouvements",
    M.AI_MOVES: "déplace {who}{carried:else=} vers {to}{left:else=}",
    M.AI_CARRYING: " avec {count} {count:pl=unité|unités}",
    M.AI_LEAVING: ", en laissant {unit} en {zone}{more:else=}",
    M.AI_SAILS: "fait voguer {fleet} vers {to}",
    M.AI_ANSWERS_YES: "répond oui",
    M.AI_ANSWERS_NO: "répond non",
    M.AI_PLAYS: "joue {stratagem}",
    M.AI_CHOOSES: "choisit {choice}",
    M.AI_CHOOSES_PEOPLE: "choisit les {people}",
    M.AI_CHOOSES_DIOCESE: "choisit le diocèse {diocese}",
    M.AI_NAMES: "nomme {leader} {title:w} (3.5.1)",
    M.AI_EVADES: "s'évade vers {zone} avec {count} {count:pl=unité|unités}",
    M.AI_CHOOSES_NATIONALITY: "choisit la nationalité des {nationality:w}",
    M.AI_CHOOSES_DIE: "choisit un {value} au dé",
    M.AI_ACTION: "{action}",
    M.AI_ONLY_ANSWER: "la seule réponse que permettent les règles",
    M.AI_NOT_JUDGED: "aucune réponse n'a pu être jugée : choix au hasard",
    M.AI_RANDOM: "au hasard : {answer}",
    M.AI_REASON: "{answer}{battle:else=}",
    M.AI_ATTACKS_ODDS: " : attaque {zone} à {column} (colonne du rapport de force seulement)",
    M.AI_ATTACKS: (" : attaque {zone} à {column} : gagne à {win} %, PV espérés "
                   "{expected:+.1f}"),
    M.AI_JOINING: ("{battle}, en rejoignant une bataille déjà engagée là (PV {change:+.1f} "
                   "dus à ce mouvement)"),
    M.AI_TIME_RAN_OUT: "{reason} (temps écoulé après {judged} réponses sur {total})",
    M.AI_AGAINST_NOTHING: "{reason} (PV {margin:+.1f} par rapport à ne rien faire)",
    M.AI_SEARCHED: ("{reason} ; jouée dans {playouts} parties d'essai, elle est sortie "
                    "meilleure dans {visits}, {mean:+.1f} PV en moyenne{stopped:else=}"),
    M.AI_SEARCH_STOPPED: (" (la limite de temps a arrêté la recherche après {playouts} "
                          "parties d'essai sur {budget})"),
    M.AI_BEST_IN: "{reason} ; meilleure dans {visits} parties d'essai",
    # the engine's refusals (messages.refused)
    M.NO_NAVAL_EVENT_9: "événement 9 : aucun mouvement naval ce tour",
    M.NO_FLEET: "flotte inconnue {fleet!r}",
    M.NO_FLEET_NOT_YOURS: "3.4.2 : cette flotte n'est pas la vôtre",
    M.NO_FLEET_MOVED: "3.4.2 : une flotte se déplace d'une zone navale par SMC",
    M.NO_FLEET_TARGET: "3.4.2 : la flotte ne peut pas aller en {zone}",
    M.NO_LANDING_COAST: "3.4.2 : débarquez sur une côte de la zone navale de la flotte",
    M.NO_ONE_TO_LAND: "3.4.2 : la flotte ne transporte personne à débarquer",
    M.NO_FLEET_NOTHING: "3.4.2 : ce mouvement ne change rien",
    M.NO_EMBARK_AT_SEA: "3.4.2 : les pions embarquent au port de la flotte, à son départ",
    M.NO_FLEET_CAPACITY: "3.4.2 : une flotte transporte deux unités de combat",
    M.NO_NOT_IN_PORT: "3.4.2 : {piece} n'est pas au port de la flotte",
    M.NO_FLEET_ROMANS: ("3.4.2 : les flottes ne transportent que des chefs et des unités "
                        "romains"),
    M.NO_RIPENSES: "3.2.1 : les ripenses ne quittent jamais leur diocèse",
    M.NO_PSEUDO_COMITATENSES: ("3.2.1 : les pseudo-comitatenses ne quittent leur diocèse qu'avec un "
                               "Augustus, un Caesar ou un Usurpateur"),
    M.NO_COMITATENSES_OUTSIDE: ("3.2.2 : les comitatenses ne sortent de l'Empire qu'avec un chef"),
    M.NO_ROMANS_IN_ORIGIN: ("3.4.1 : les unités romaines n'entrent que dans la zone d'origine d'un "
                            "peuple en guerre"),
    M.NO_ARMENIANS: ("4.4.2 : les unités Armenia ne quittent l'Armenia que pour une zone "
                     "adjacente, et seulement quand les Persae ou les Iberia sont en guerre"),
    M.NO_ORIGIN_AT_PEACE: "4.3 : interdit d'entrer dans la zone d'origine d'un peuple en paix",
    M.NO_PEOPLE_AT_PEACE: "4.3 : un peuple en paix reste dans ses zones d'origine",
    M.NO_ENTRY_BAND: ("4.3 : un peuple n'entre dans l'Empire que par un diocèse de la couleur "
                      "de son bandeau"),
    M.NO_RANGE: "4.3 : aucune zone à plus de 5 zones des zones d'origine du peuple",
    M.NO_LEADER_ALONE: ("4.3 : les chefs non romains ne se déplacent jamais seuls dans l'Empire"),
    M.NO_SHARED_ZONE: ("4.4.1 : les forces non romaines des deux camps ne partagent jamais une "
                       "zone"),
    M.NO_STACKING: "4.2.4 : ces peuples ne peuvent pas s'empiler ensemble",
    M.NO_FOREIGN_STACK: ("4.2.4 : les unités non romaines des deux joueurs ne s'empilent jamais"),
    M.NO_NOTE2: ("3.6.3 remarque 2 : les Usurpateurs et les chefs Guerre Civile ne "
                 "s'empilent jamais avec les chefs romains fidèles de leur propre camp"),
    M.NO_ADJACENT: "7.2 : {to} n'est pas adjacente à {frm}",
    M.NO_FOR_PIECE: "{problem} ({piece})",
    M.NO_HURRIED: ("événement 6 : cet Augustus a gagné en hâte une capitale de son camp et "
                   "y reste"),
    M.NO_MOVED: "3.4.1 : chaque pion se déplace une fois par E.1",
    M.NO_OFF_MAP: "le pion n'est pas sur la carte",
    M.NO_ABOARD: "3.4.2 : le pion est à bord d'une flotte",
    M.NO_PINNED: "événement 11 : les pions de cette capitale restent sur place ce tour",
    M.NO_SICK: "événement 4 : l'empereur malade ne peut pas quitter sa zone",
    M.NO_KEPT: "événement 6 : cet Augustus reste dans la capitale de son camp ce tour",
    M.NO_MOVEMENT_ACTION: "E.1 : {action} n'est pas une action de mouvement",
    M.NO_EMPTY_PATH: "7.2 : un mouvement doit entrer dans au moins une zone",
    M.NO_PIECES: "3.4.1 : un mouvement demande un chef ou une unité",
    M.NO_TWICE: "3.4.1 : un pion est nommé deux fois",
    M.NO_GOING_ON: ("3.6.3 D/ : en repartant après un ralliement, il n'emmène que les "
                    "unités venues avec lui et les unités ralliées"),
    M.NO_PIECE: "pion inconnu {piece!r}",
    M.NO_NOT_YOURS: "3.7 : {piece} n'est pas à vous",
    M.NO_LONE_ONE_ZONE: "3.4.1 : une unité sans chef ne se déplace que d'une zone",
    M.NO_LONE_SAME_START: ("3.4.1 : des unités qui se déplacent ensemble partent de la même zone"),
    M.NO_MP: "7.2 : pas assez de points de mouvement",
    M.NO_OUTSIDE_MP: "7.3 : au plus 2 PM par SMC hors de l'Empire",
    M.NO_CC: "3.4.1 : {leader} emmène au plus {cc} {cc:pl=unité|unités} (CC)",
    M.NO_TAKE_ALONG: "3.4.1 / 4.3 : {leader} ne peut pas emmener {unit}",
    M.NO_LEADER_LAST: "3.4.1 : le chef ne va pas plus loin que sa dernière unité",
    M.NO_DROP: "3.4.1 : impossible de laisser {unit} en route",
    M.NO_DROP_ZONE: "3.4.1 : une unité se laisse dans une zone du chemin",
    M.NO_MUST_STOP: "7.1 : la force doit s'arrêter en {zone} (unités de combat ennemies)",
    M.NO_PIECE_MP: "7.2 : {piece} n'a pas assez de points de mouvement",
    M.NO_EVASION_ANSWER: "8.2 : répondez par une zone d'évasion, ou restez",
    M.NO_EVASION_ZONE: "8.2 : évasion impossible vers {zone}",
    M.NO_EVASION_UNITS: "8.2 : ces unités ne peuvent pas s'évader là",
    M.NO_EVASION_CC: "8.2 : chaque chef n'emmène pas plus d'unités que sa CC",
    M.NO_ANSWER: "{rule} : {action} n'est pas une réponse permise à la décision « {kind} »",
    M.NO_STRATAGEM_CHOICE: "{rule} : ce stratagème ne demande aucun choix",
}

TEMPLATES: Final[dict[M, str]] = {key: typeset(text) for key, text in _TEMPLATES.items()}
"""How each message reads in French."""

_WORD_LIST: Final[list[tuple[Enum | tuple[type, str], str]]] = [
    (Title.PRIMUS_AUGUSTUS, "Primus Augustus"),
    (Title.SECONDUS_AUGUSTUS, "Secundus Augustus"),
    (Title.AUGUSTUS, "Augustus"),
    (Title.CAESAR, "Caesar"),
    (Title.USURPER, "Usurpateur"),
    (DeathCause.ESCAPE, "fuite manquée"),
    (DeathCause.E_RESULT, "résultat E"),
    (DeathCause.USURPATION_BATTLE, "battu dans une bataille d'usurpation"),
    (DeathCause.SICK_EMPEROR, "l'empereur malade doit quitter sa zone"),
    (DeathCause.NO_RETREAT, "retraite impossible"),
    (DeathCause.NATURAL, "mort naturelle"),
    (DeathCause.END_OF_DAYS, "mort naturelle, fin de ses jours"),
    (DeathCause.SACRIFICED, "sacrifié (3.5.4)"),
    (DeathCause.LOST_AT_SEA, "perdu en mer avec sa flotte"),
    (DeathCause.PLAGUE, "peste"),
    (DeathCause.ASSASSINATED, "assassiné"),
    (DecisionKind.MOVEMENT, "mouvement"),
    (DecisionKind.CHOOSE_BATTLE, "choix de la bataille"),
    (DecisionKind.EVASION, "évasion"),
    (DecisionKind.EVASION_MOVE, "mouvement d'évasion"),
    (DecisionKind.ALLOCATE_LOSSES, "répartition des pertes"),
    (DecisionKind.RETREAT, "retraite"),
    (DecisionKind.LEADER_ESCAPE, "fuite d'un chef"),
    (DecisionKind.REDEPLOY, "redéploiement"),
    (DecisionKind.LEADER_HOME, "retour d'un chef"),
    (DecisionKind.PLACE_LEADER, "placement d'un chef"),
    (DecisionKind.ORIGIN_ZONE, "zone d'origine"),
    (DecisionKind.CONSTANTINOPLE, "Constantinople"),
    (DecisionKind.NOMINATE, "nomination"),
    (DecisionKind.VETO, "veto"),
    (DecisionKind.SUCCESSION_CHOICE, "succession"),
    (DecisionKind.USURPER_CHOICE, "choix de l'Usurpateur"),
    (DecisionKind.CIVIL_WAR_EXTEND, "extension de la guerre civile"),
    (DecisionKind.RALLY, "ralliement"),
    (DecisionKind.SACRIFICE, "sacrifice"),
    (DecisionKind.PROTECTORES, "Protectores Domestici"),
    (DecisionKind.DISCARD_STRATAGEM, "défausse d'un stratagème"),
    (DecisionKind.STRATAGEM_WINDOW, "jeu d'un stratagème"),
    (DecisionKind.STRATAGEM_TARGET, "cible d'un stratagème"),
    (Window.B, "après le jet d'initiative"),
    (Window.C, "en phase C"),
    (Window.E, "en phase E"),
    (Window.BATTLE_BEFORE, "avant le dé de bataille"),
    (Window.BATTLE_AFTER, "après la bataille"),
    (UsurpationKind.AUGUSTUS, "l'Augustus ennemi qui n'est pas le premier de son camp"),
    (UsurpationKind.CAESAR, "l'un des deux Caesar ennemis"),
    (UsurpationKind.PLAIN, "un chef romain ennemi sans titre"),
    (VictoryLevel.VICTORY, "victoire"),
    (VictoryLevel.DECISIVE, "victoire décisive"),
    (VictoryLevel.DEFINITIVE, "victoire définitive"),
    (VictoryLevel.DRAW, "égalité"),
    (ModifierId.AVERAGE_QUALITY, "qualité moyenne"),
    (ModifierId.TACTICAL_BONUS, "a) BT de l'attaquant - BT du défenseur"),
    (ModifierId.ENEMIES_DEFEND_OUTSIDE, "b) ennemis de Rome en défense hors de l'Empire"),
    (ModifierId.ENEMIES_ATTACK_OUTSIDE, "c) ennemis de Rome en attaque hors de l'Empire"),
    (ModifierId.PC_HIGHER, "d) CP de l'attaquant supérieure"),
    (ModifierId.PC_LOWER, "e) CP de l'attaquant inférieure"),
    (ModifierId.CROSSED_RIVER, "f) l'attaquant a franchi un grand fleuve ou un détroit"),
    (ModifierId.EVENT_3, "Découragement romain"),
    (ModifierId.EVENT_5, "Vigueur guerrière germanique"),
    (ModifierId.EVENT_12, "Donation aux Comitatus"),
    (ModifierId.EVENT_15, "Famine en Germania"),
    ((str, "events"), "événement"),
    ((str, "at Mediolanum"), "à Mediolanum"),  # the arrival table's entries (3.3.1)
    ((str, "at Treveri"), "à Treveri"),
    ((str, "at Sirmium"), "à Sirmium"),
    ((str, "at Nicomedia"), "à Nicomedia"),
    ((str, "with Constantin (or Treveri/Nicomedia)"), "avec Constantin (ou à Treveri/Nicomedia)"),
    ((str, "with Licinius"), "avec Licinius"),
    ((str, "in his people's zones of origin"), "dans les zones d'origine de son peuple"),
    ((str, "at the end of the year (phase F)"), "à la fin de l'année (phase F)"),
    (Assumption.NO_EVASION, "le défenseur ne tente pas l'évasion (8.2)"),
    (Assumption.NO_STRATAGEM, typeset(
        "aucun stratagème n'est joué avant ou après le dé (6) : Roma Victor, Furor "
        "Germanicus, La flèche du Parthe et les autres que les joueurs peuvent détenir le "
        "changeraient")),
    (Assumption.OWNER_PICKS_LOSSES, typeset(
        "le propriétaire des pertes choisit les unités touchées ; leur nombre n'en dépend "
        "pas (8.4.2)")),  # a citation of the events table (messages.cite)
    ((str, "Minor"), "mineur"),
    ((str, "minor"), "mineur"),
    ((str, "Major"), "majeur"),
    ((str, "major"), "majeur"),
    ((str, "Augustus"), "Augustus"),
    ((str, "Caesar"), "Caesar"),
    ((str, "Usurper"), "Usurpateur"),
    ((str, "roman"), "Romains"),
    ((str, "iranian"), "Iraniens"),
    ((str, "german"), "Germains"),
    ((str, "celt"), "Celtes"),
    ((str, "thraco_phrygian"), "Thraco-Phrygiens"),
    ((str, "hamito_semite"), "Hamites-Sémites"),
]
WORDS: Final[dict[tuple[type, object], str]] = {
    (item if isinstance(item, tuple) else (type(item), item.value)): word
    for item, word in _WORD_LIST}
"""How enumerated arguments (and the few short words passed as strings, under ``str``)
read in French."""

_NAMES_AS_WRITTEN: Final[dict[tuple[str, str], str]] = {
    ("event", "1"): "Insalubrité à Rome : les unités dans la zone de Rome sont affaiblies",
    ("event", "2"): "Année au climat désastreux : toutes les capacités de mouvement -1",
    ("event", "3"): "Découragement romain : les Romains -1 contre les non-Romains",
    ("event", "4"): "Maladie du Primus Augustus : il ne quitte pas sa zone",
    ("event", "5"): "Vigueur guerrière germanique : +2 au camp des unités germaines",
    ("event", "6"): "Agitation politique : les Augustus gagnent une capitale",
    ("event", "7"): "Hiver rigoureux : une SMC de moins ce tour",
    ("event", "8"): "Influence pacifique divine : deux SMC seulement, une chacun",
    ("event", "9"): "Mers dangereuses : aucun mouvement naval",
    ("event", "10"): "Impopularité du Primus Augustus : une SMC de plus au SECONDUS",
    ("event", "11"): "Vindicta populaire : les pions de certaines capitales restent sur place",
    ("event", "12"): "Donation aux Comitatus : les Romains avec comitatenses +1 contre les "
                     "non-Romains",
    ("event", "13"): "Peste en Orient : les unités en Oriens sont affaiblies",
    ("event", "14"): "Versatilité perse : la guerre devient paix et la paix guerre",
    ("event", "15"): "Famine en Germania : unités germaines affaiblies, -1 en bataille",
    ("nationality", "roman"): "Romains",
    ("nationality", "iranian"): "Iraniens",
    ("nationality", "german"): "Germains",
    ("nationality", "celt"): "Celtes",
    ("nationality", "thraco_phrygian"): "Thraco-Phrygiens",
    ("nationality", "hamito_semite"): "Hamites-Sémites",
}
NAMES: Final[dict[tuple[str, str], str]] = {
    key: typeset(text) for key, text in _NAMES_AS_WRITTEN.items()}
"""Names the language gives itself (events, nationalities), by (reference kind, id);
everything else keeps the data files' names."""
