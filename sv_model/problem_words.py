"""The problems of the data files in words, English and French (issue 34).

A check that reports through an id of ``ProblemId`` (with named arguments) is worded by
``problem_text`` in the reader's language; the problem keeps the ``file:line: field:
problem`` shape (``DataProblem``), its English text is what it always was, and its id
and arguments ride along in ``DataProblem.said``. Names of pieces and places are passed
as words (the data files' names are never translated); a tuple of names reads "A and B".
``{x:w}`` looks a short word up in the language's words; French templates are spaced by ``typography.typeset``. A check
that reports plain English (no id) is shown as it is.
"""

from __future__ import annotations

import string
from enum import StrEnum
from typing import Any, Final

from sv_model.errors import DataProblem, Severity
from sv_model.typography import NNBSP, typeset


class ProblemId(StrEnum):
    """The problems the set-up checks (``setup_checks``) and the map's checks
    (``map_checks``) find."""

    NEVER_ARRIVES = "never_arrives"
    ARRIVES_LATER = "arrives_later"
    DEAD_BY_THEN = "dead_by_then"
    ENTERS_LATER = "enters_later"
    LEFT_BY_THEN = "left_by_then"
    ARRIVAL_BEFORE_START = "arrival_before_start"
    ROMAN_FACE = "roman_face"
    PAX_FACE_ROMAN = "pax_face_roman"
    NON_ROMAN_MARKERS = "non_roman_markers"
    FACE_AT_WAR = "face_at_war"
    FACE_AT_PEACE = "face_at_peace"
    LEADER_AT_PEACE_HOME = "leader_at_peace_home"
    NO_DUX_CITY = "no_dux_city"
    DUX_CAPITAL = "dux_capital"
    DUX_SIDE = "dux_side"
    DUX_TITLE = "dux_title"
    PRIMUS_SIDE = "primus_side"
    SECUNDUS_SIDE = "secundus_side"
    PROTECTORES_TITLE = "protectores_title"
    TITLE_TWICE = "title_twice"
    NO_PRIMUS = "no_primus"
    TOO_MANY_EMPERORS = "too_many_emperors"
    TOO_MANY_AUGUSTI = "too_many_augusti"
    TOO_MANY_CAESARS = "too_many_caesars"
    TOO_MANY_USURPERS = "too_many_usurpers"
    AUGUSTUS_WITHOUT_HEAD = "augustus_without_head"
    CAESAR_WITHOUT_SECUNDUS = "caesar_without_secundus"
    PROTECTORES_TWICE = "protectores_twice"
    CIVIL_WAR_WITHOUT_USURPER = "civil_war_without_usurper"
    TITLES_OVER_CAPITALS = "titles_over_capitals"
    LIMITANEI_OUTSIDE = "limitanei_outside"
    RIPENSIS_FRONTIER = "ripensis_frontier"
    COMITATENSIS_NO_CAPITAL = "comitatensis_no_capital"
    NO_CAPITAL = "no_capital"
    COMITATENSIS_HOME = "comitatensis_home"
    ROMANS_IN_HOMELAND = "romans_in_homeland"
    ALLIED_AT_WAR = "allied_at_war"
    AT_WAR_AND_PACIFIED = "at_war_and_pacified"
    PACIFIED_BEFORE_START = "pacified_before_start"
    NO_CONTROLLER = "no_controller"
    WRONG_CONTROLLER = "wrong_controller"
    MINOR_AT_PEACE = "minor_at_peace"
    UNITS_AT_PEACE_HOME = "units_at_peace_home"
    UNIT_MISSING = "unit_missing"
    LEADER_MISSING = "leader_missing"
    ABSENT_FLEET_ZONE = "absent_fleet_zone"
    FLEET_RETURNS = "fleet_returns"
    NO_FLEET_SEA = "no_fleet_sea"
    FLEET_PLACE = "fleet_place"
    ONLY_ROMANS_SAIL = "only_romans_sail"
    NO_ROOM_ABOARD = "no_room_aboard"
    AT_SEA_NO_FLEET = "at_sea_no_fleet"
    PERSECUTION_LATE = "persecution_late"
    HERESIE_EARLY = "heresie_early"
    CUP_TWICE = "cup_twice"
    # the map's checks (map_checks)
    UNREACHABLE = "unreachable"
    EDGE_KIND = "edge_kind"
    SEA_EDGE_ON_LAND = "sea_edge_on_land"
    PORT_NO_SEA = "port_no_sea"
    NO_ORIGIN = "no_origin"
    # every file (yamlio, the schemas' common errors)
    FILE_NOT_FOUND = "file_not_found"
    IS_A_FOLDER = "is_a_folder"
    CANNOT_READ = "cannot_read"
    NOT_A_REGULAR_FILE = "not_a_regular_file"
    NUL_IN_NAME = "nul_in_name"
    TOO_LARGE = "too_large"
    NOT_UTF8 = "not_utf8"
    YAML_TOO_DEEP = "yaml_too_deep"
    YAML_SYNTAX = "yaml_syntax"
    TOP_NOT_MAPPING = "top_not_mapping"
    UNKNOWN_FORMAT = "unknown_format"
    SCHEMA_VERSION = "schema_version"
    WRONG_FORMAT = "wrong_format"
    REFERENCED_FILE = "referenced_file"
    YAML_NESTED = "yaml_nested"
    YAML_TOO_MANY_VALUES = "yaml_too_many_values"
    UNKNOWN_FIELD = "unknown_field"
    MISSING_FIELD = "missing_field"
    AT_LEAST = "at_least"
    AT_MOST = "at_most"
    MORE_THAN = "more_than"
    LESS_THAN = "less_than"
    NOT_TEXT = "not_text"
    NOT_WHOLE_NUMBER = "not_whole_number"
    NOT_NUMBER = "not_number"
    NOT_FINITE = "not_finite"
    NOT_YES_NO = "not_yes_no"
    NOT_LIST = "not_list"
    NOT_MAPPING = "not_mapping"
    ONE_OF = "one_of"
    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"
    TEXT_TOO_SHORT = "text_too_short"
    TEXT_TOO_LONG = "text_too_long"
    UNKNOWN_LANGUAGE = "unknown_language"  # a key of names/texts (schemas.texts)
    BLANK_TEXT = "blank_text"
    # references between records (bundle, schemas.map)
    UNKNOWN_REF = "unknown_ref"
    NO_CONTROLLER_FOR = "no_controller_for"
    ZONE_UNKNOWN_PEOPLE = "zone_unknown_people"
    PEOPLE_NO_ORIGIN = "people_no_origin"
    UNKNOWN_BAND = "unknown_band"
    DUPLICATE_ZONE_ID = "duplicate_zone_id"
    DUPLICATE_ZONE_NAME = "duplicate_zone_name"
    DUPLICATE_DIOCESE_ID = "duplicate_diocese_id"
    DUPLICATE_RIVER = "duplicate_river"
    ZONE_UNKNOWN_DIOCESE = "zone_unknown_diocese"
    ZONE_NUMBER_TWICE = "zone_number_twice"
    NO_ZONE_1 = "no_zone_1"
    EDGE_REPEATS = "edge_repeats"


P = ProblemId
TEMPLATES: Final[dict[ProblemId, tuple[str, str]]] = {
    P.NEVER_ARRIVES: ("placed, but the scenario's arrivals say he never arrives (3.3.1)",
                      "placé, mais les entrées du scénario disent qu'il n'entre jamais (3.3.1)"),
    P.ARRIVES_LATER: ("placed in {year} but arrives in {arrival} (3.3.1)",
                      "placé en {year} mais entre en jeu en {arrival} (3.3.1)"),
    P.DEAD_BY_THEN: ("placed in {year} but his certain death is in {death} (3.3.1)",
                     "placé en {year} mais sa mort certaine est en {death} (3.3.1)"),
    P.ENTERS_LATER: ("placed in {year} but enters the game in {enters} (4.2.1)",
                     "placé en {year} mais entre en jeu en {enters} (4.2.1)"),
    P.LEFT_BY_THEN: ("placed in {year} but leaves the game after {leaves} (4.2.1)",
                     "placé en {year} mais quitte le jeu après {leaves} (4.2.1)"),
    P.ARRIVAL_BEFORE_START: ("arrival in {arrival} is before the start ({year}): he would "
                             "never enter (3.3.1)",
                             "entrée en {arrival}, avant le début ({year}) : il n'entrerait "
                             "jamais (3.3.1)"),
    P.ROMAN_FACE: ("a Roman leader is set up on the face of one side (1.2.1, 3.7.1)",
                   "un chef romain se place sur la face d'un camp (1.2.1, 3.7.1)"),
    P.PAX_FACE_ROMAN: ("only non-Roman leaders have a Pax Romana face (1.2.1)",
                       "seuls les chefs non romains ont une face Pax Romana (1.2.1)"),
    P.NON_ROMAN_MARKERS: ("a non-Roman leader has no side, title or Roman marker; his "
                          "people's controller commands him (4.4.1)",
                          "un chef non romain n'a ni camp, ni titre, ni marqueur romain ; "
                          "le joueur qui contrôle son peuple le commande (4.4.1)"),
    P.FACE_AT_WAR: ("the {people} are at war: set him up on his normal face (1.2.1, 4.2.2)",
                    "les {people} sont en guerre : placez-le sur sa face normale "
                    "(1.2.1, 4.2.2)"),
    P.FACE_AT_PEACE: ("the {people} are at peace: set him up on his Pax Romana face "
                      "(1.2.1, 4.2.2)",
                      "les {people} sont en paix : placez-le sur sa face Pax Romana "
                      "(1.2.1, 4.2.2)"),
    P.LEADER_AT_PEACE_HOME: ("the {people} are at peace: he must stay in their zones of "
                             "origin (4.2.3)",
                             "les {people} sont en paix : il doit rester dans leurs zones "
                             "d'origine (4.2.3)"),
    P.NO_DUX_CITY: ("the map has no city {city!r} for this Dux (3.3.1)",
                    "la carte n'a pas de ville {city!r} pour ce Dux (3.3.1)"),
    P.DUX_CAPITAL: ("a Dux starts in his capital {city} ({capital}), not {zone} (3.3.1)",
                    "un Dux commence dans sa capitale {city} ({capital}), pas en {zone} "
                    "(3.3.1)"),
    P.DUX_SIDE: ("{diocese} is held by {side}: its Dux serves that side (3.3.1, 3.7.3)",
                 "{diocese} est tenu par le {side} : son Dux sert ce camp (3.3.1, 3.7.3)"),
    P.DUX_TITLE: ("a Dux can be neither Caesar, Augustus nor Usurper (3.3.1)",
                  "un Dux ne peut être ni Caesar, ni Augustus, ni Usurpateur (3.3.1)"),
    P.PRIMUS_SIDE: ("the Primus Augustus is on the PRIMUS side (3.5.1)",
                    "le Primus Augustus est dans le camp du PRIMUS (3.5.1)"),
    P.SECUNDUS_SIDE: ("the Secundus Augustus is on the SECONDUS side (3.5.1)",
                      "le Secundus Augustus est dans le camp du SECONDUS (3.5.1)"),
    P.PROTECTORES_TITLE: ("Protectores Domestici go with an Augustus or a Caesar (3.5.3)",
                          "les Protectores Domestici vont à un Augustus ou à un Caesar "
                          "(3.5.3)"),
    P.TITLE_TWICE: ("{holders} are both {title}; there is one (3.5.1)",
                    "{holders} sont tous deux {title} ; il n'y en a qu'un (3.5.1)"),
    P.NO_PRIMUS: ("nobody is Primus Augustus; there is always one (3.5.1)",
                  "personne n'est Primus Augustus ; il y en a toujours un (3.5.1)"),
    P.TOO_MANY_EMPERORS: ("{emperors} Augusti and Caesars, more than the {capitals} imperial "
                          "capitals (3.5.1)",
                          "{emperors} Augustus et Caesar, plus que les {capitals} capitales "
                          "impériales (3.5.1)"),
    P.TOO_MANY_AUGUSTI: ("{side} has {count} Augusti; at most 2 (3.5.1)",
                         "le {side} a {count} Augustus ; 2 au plus (3.5.1)"),
    P.TOO_MANY_CAESARS: ("{side} has {count} Caesars; at most 2 (3.5.1)",
                         "le {side} a {count} Caesar ; 2 au plus (3.5.1)"),
    P.TOO_MANY_USURPERS: ("{side} has {count} usurpers; at most 2 (3.6.1)",
                          "le {side} a {count} Usurpateurs ; 2 au plus (3.6.1)"),
    P.AUGUSTUS_WITHOUT_HEAD: ("{side} names an Augustus without a {head:w} (3.5.1)",
                              "le {side} nomme un Augustus sans {head:w} (3.5.1)"),
    P.CAESAR_WITHOUT_SECUNDUS: ("SECONDUS names Caesars only under a Secundus Augustus "
                                "(3.5.1)",
                                "le SECONDUS ne nomme de Caesar que sous un Secundus "
                                "Augustus (3.5.1)"),
    P.PROTECTORES_TWICE: ("{side} has more than one Protectores Domestici marker (3.5.3)",
                          "le {side} a plus d'un marqueur Protectores Domestici (3.5.3)"),
    P.CIVIL_WAR_WITHOUT_USURPER: ("{side} has Civil War markers but no usurper (3.6.3)",
                                  "le {side} a des marqueurs Guerre Civile mais pas "
                                  "d'Usurpateur (3.6.3)"),
    P.TITLES_OVER_CAPITALS: ("{side} has {count} Augusti and Caesars but holds {capitals} "
                             "dioceses with an imperial capital (3.5.1)",
                             "le {side} a {count} Augustus et Caesar mais ne tient que "
                             "{capitals} diocèses à capitale impériale (3.5.1)"),
    P.LIMITANEI_OUTSIDE: ("limitanei of {diocese} set up in {zone}, outside their diocese "
                          "(3.3.2)",
                          "limitanei de {diocese} placés en {zone}, hors de leur diocèse "
                          "(3.3.2)"),
    P.RIPENSIS_FRONTIER: ("a ripensis sets up next to a zone outside the Empire: {zones} "
                          "(3.3.2)",
                          "une unité ripenses se place à côté d'une zone hors de l'Empire : "
                          "{zones} (3.3.2)"),
    P.COMITATENSIS_NO_CAPITAL: ("this comitatensis has no capital in the roster (3.3.2)",
                                "cette unité comitatenses n'a pas de capitale dans la liste "
                                "des pions (3.3.2)"),
    P.NO_CAPITAL: ("the map has no capital {capital!r} (3.3.2)",
                   "la carte n'a pas de capitale {capital!r} (3.3.2)"),
    P.COMITATENSIS_HOME: ("deploys at {capital} ({home}) by the deployment table; set up in "
                          "{zone} only with a scenario note saying why (3.3.2)",
                          "se déploie à {capital} ({home}) selon la table de déploiement ; "
                          "placée en {zone} seulement avec une note du scénario qui dit "
                          "pourquoi (3.3.2)"),
    P.ROMANS_IN_HOMELAND: ("Roman units enter the {people}'s zones only while they are at "
                           "war (3.4.1)",
                           "les unités romaines n'entrent dans les zones des {people} que "
                           "quand ils sont en guerre (3.4.1)"),
    P.ALLIED_AT_WAR: ("the {people} are allied to Rome and never go to war (4.4.2)",
                      "les {people} sont alliés de Rome et n'entrent jamais en guerre "
                      "(4.4.2)"),
    P.AT_WAR_AND_PACIFIED: ("a people at war is not waiting out a pacification (9.4)",
                            "un peuple en guerre n'attend pas la fin d'une pacification "
                            "(9.4)"),
    P.PACIFIED_BEFORE_START: ("pacified until {until}, which is not after the start "
                              "({year}) (9.4)",
                              "pacifié jusqu'en {until}, qui n'est pas après le début "
                              "({year}) (9.4)"),
    P.NO_CONTROLLER: ("a people at war needs a controller (4.4.1)",
                      "un peuple en guerre doit être contrôlé par un camp (4.4.1)"),
    P.WRONG_CONTROLLER: ("its band diocese {diocese} is held by {holder}, so {side} controls "
                         "it (4.4.1)",
                         "le diocèse de son bandeau, {diocese}, est tenu par le {holder}, "
                         "donc le {side} le contrôle (4.4.1)"),
    P.MINOR_AT_PEACE: ("the {people} are a minor people at peace: their units are set up "
                       "only when they go to war (4.2.3)",
                       "les {people} sont un peuple mineur en paix : leurs unités ne se "
                       "placent que quand ils entrent en guerre (4.2.3)"),
    P.UNITS_AT_PEACE_HOME: ("the {people} are at peace: their units stay in their zones of "
                            "origin (4.2.3)",
                            "les {people} sont en paix : leurs unités restent dans leurs "
                            "zones d'origine (4.2.3)"),
    P.UNIT_MISSING: ("{unit} of the {people} is missing: their units are always on the map "
                     "({rule})",
                     "il manque {unit} des {people} : leurs unités sont toujours sur la "
                     "carte ({rule})"),
    P.LEADER_MISSING: ("{leader} of the {people} is in the game in {year} but not set up "
                       "(4.2.1, 4.2.3)",
                       "{leader} des {people} est en jeu en {year} mais n'est pas placé "
                       "(4.2.1, 4.2.3)"),
    P.ABSENT_FLEET_ZONE: ("an absent fleet waiting on the turn track has no zone (9.2)",
                          "une flotte absente qui attend sur le compteur de tour n'a pas de "
                          "zone (9.2)"),
    P.FLEET_RETURNS: ("returns in {year}, not after the start (9.2)",
                      "revient en {year}, pas après le début (9.2)"),
    P.NO_FLEET_SEA: ("fleets may not enter {zone} (3.4.2)",
                     "les flottes ne peuvent pas entrer en {zone} (3.4.2)"),
    P.FLEET_PLACE: ("a fleet is in its home port or in a sea zone (3.4.2)",
                    "une flotte est dans son port d'attache ou dans une zone navale "
                    "(3.4.2)"),
    P.ONLY_ROMANS_SAIL: ("only Roman units sail with the fleets (3.4.2)",
                         "seules les unités romaines embarquent sur les flottes (3.4.2)"),
    P.NO_ROOM_ABOARD: ("at sea without room on a fleet: each carries two units (3.4.2)",
                       "en mer sans place sur une flotte : chacune transporte deux unités "
                       "(3.4.2)"),
    P.AT_SEA_NO_FLEET: ("at sea without a fleet (3.4.2)", "en mer sans flotte (3.4.2)"),
    P.PERSECUTION_LATE: ("Persécution is in the cup only before 340 (6.3)",
                         "Persécution n'est dans le bol qu'avant 340 (6.3)"),
    P.HERESIE_EARLY: ("Hérésie enters the cup only after Constantin's death (6.3)",
                      "Hérésie n'entre dans le bol qu'après la mort de Constantin (6.3)"),
    P.CUP_TWICE: ("{stratagem!r} is in the cup twice; there is one counter of each (6)",
                  "{stratagem!r} est deux fois dans le bol ; il n'y a qu'un pion de chaque "
                  "(6)"),
    P.UNREACHABLE: ("zone cannot be reached from the rest of the map",
                    "zone inaccessible depuis le reste de la carte"),
    P.EDGE_KIND: ("an edge touching {seas} sea zone(s) must be {kind:w}",
                  "un lien qui touche {seas} {seas:pl=zone navale|zones navales} doit être "
                  "de type {kind:w}"),
    P.SEA_EDGE_ON_LAND: ("{kind:w} edge between two land zones",
                         "lien de type {kind:w} entre deux zones terrestres"),
    P.PORT_NO_SEA: ("port {port} touches no sea", "le port {port} ne touche aucune mer"),
    P.NO_ORIGIN: ("no zone of origin for any people",
                  "aucune zone d'origine pour aucun peuple"),
    P.FILE_NOT_FOUND: ("file not found", "fichier introuvable"),
    P.IS_A_FOLDER: ("is a folder, not a file", "est un dossier, pas un fichier"),
    P.CANNOT_READ: ("cannot read file: {reason}", "impossible de lire le fichier : {reason}"),
    P.NOT_A_REGULAR_FILE: ("is a pipe or a device, not a regular file",
                           "est un tube ou un périphérique, pas un fichier ordinaire"),
    P.NUL_IN_NAME: ("the file name holds a NUL byte",
                    "le nom du fichier contient un octet NUL"),
    P.TOO_LARGE: ("file is larger than {mib} MiB, the most Semper Victor reads (a file this "
                  "big would take too long to load)",
                  "le fichier dépasse {mib} Mio, le plus que Semper Victor lise (un fichier "
                  "aussi gros serait trop long à charger)"),
    P.NOT_UTF8: ("not UTF-8 text (byte {byte})", "pas du texte UTF-8 (octet {byte})"),
    P.YAML_TOO_DEEP: ("YAML nesting is too deep", "imbrication YAML trop profonde"),
    P.YAML_SYNTAX: ("YAML syntax: {detail}", "syntaxe YAML : {detail}"),  # the parser's words
    P.TOP_NOT_MAPPING: ("expected a mapping of fields at the top level",
                        "le fichier doit commencer par une liste de champs (nom : valeur)"),
    P.UNKNOWN_FORMAT: ("unknown file format {found} (known: {known})",
                       "format de fichier inconnu {found} (connus : {known})"),
    P.SCHEMA_VERSION: ("schema version {found} is not supported; this version of Semper Victor "
                       "reads {format} version {expected}",
                       "version de schéma {found} non prise en charge ; cette version de "
                       "Semper Victor lit {format} en version {expected}"),
    P.WRONG_FORMAT: ("expected a {expected} file, found {found}",
                     "fichier {expected} attendu, {found} trouvé"),
    # {reason:said}: the referenced file's own problem, worded in the same language
    P.REFERENCED_FILE: ("{field} file {target}: {reason:said}",
                        "fichier {field} {target} : {reason:said}"),
    P.YAML_NESTED: ("nested more than {depth} levels deep",
                    "imbriqué sur plus de {depth} niveaux"),
    P.YAML_TOO_MANY_VALUES: ("holds more than {count:,} values once its aliases (*name) are "
                             "expanded",
                             "contient plus de {count:,} valeurs une fois ses alias (*nom) "
                             "développés"),
    P.UNKNOWN_FIELD: ("unknown field", "champ inconnu"),
    P.MISSING_FIELD: ("required field is missing", "champ obligatoire manquant"),
    P.AT_LEAST: ("Input should be greater than or equal to {limit}",
                 "la valeur doit être supérieure ou égale à {limit}"),
    P.AT_MOST: ("Input should be less than or equal to {limit}",
                "la valeur doit être inférieure ou égale à {limit}"),
    P.MORE_THAN: ("Input should be greater than {limit}",
                  "la valeur doit être supérieure à {limit}"),
    P.LESS_THAN: ("Input should be less than {limit}", "la valeur doit être inférieure à {limit}"),
    P.NOT_TEXT: ("Input should be a valid string", "la valeur doit être un texte"),
    P.NOT_WHOLE_NUMBER: ("Input should be a valid integer",
                         "la valeur doit être un nombre entier"),
    P.NOT_NUMBER: ("Input should be a valid number", "la valeur doit être un nombre"),
    P.NOT_FINITE: ("Input should be a finite number", "la valeur doit être un nombre fini"),
    P.NOT_YES_NO: ("Input should be a valid boolean", "la valeur doit être true ou false"),
    P.NOT_LIST: ("Input should be a valid list", "la valeur doit être une liste"),
    P.NOT_MAPPING: ("Input should be a valid dictionary",
                    "la valeur doit être un ensemble de champs"),
    P.ONE_OF: ("Input should be {expected}", "la valeur doit être {expected:or}"),
    P.TOO_SHORT: ("{kind} should have at least {limit} {unit} after validation, not {actual}",
                  "{kind:w} doit avoir au moins {limit} {unit:w} après validation, pas "
                  "{actual}"),
    P.TOO_LONG: ("{kind} should have at most {limit} {unit} after validation, not {actual}",
                 "{kind:w} doit avoir au plus {limit} {unit:w} après validation, pas {actual}"),
    P.TEXT_TOO_SHORT: ("String should have at least {limit} {unit}",
                       "le texte doit avoir au moins {limit} {unit:w}"),
    P.TEXT_TOO_LONG: ("String should have at most {limit} {unit}",
                      "le texte doit avoir au plus {limit} {unit:w}"),
    P.UNKNOWN_LANGUAGE: ("unknown language {language!r}: the languages are {known}",
                         "langue inconnue {language!r} : les langues sont {known}"),
    P.BLANK_TEXT: ("the text is empty: leave this language out to show the default",
                   "le texte est vide : omettez cette langue pour montrer le texte par défaut"),
    P.UNKNOWN_REF: ("unknown {what} {value!r}", "{what:unknown} {value!r}"),
    P.NO_CONTROLLER_FOR: ("no controller for {dioceses}", "aucun camp ne contrôle {dioceses}"),
    P.ZONE_UNKNOWN_PEOPLE: ("map zone {zone!r} names unknown people {people!r}",
                            "la zone {zone!r} de la carte nomme un peuple inconnu {people!r}"),
    P.PEOPLE_NO_ORIGIN: ("people {people!r} has no zone of origin on the map",
                         "le peuple {people!r} n'a pas de zone d'origine sur la carte"),
    P.UNKNOWN_BAND: ("people {people!r}: unknown entry diocese {band!r}",
                     "peuple {people!r} : diocèse d'entrée inconnu {band!r}"),
    P.DUPLICATE_ZONE_ID: ("zone id {value!r} is used more than once",
                          "l'identifiant de zone {value!r} sert plus d'une fois"),
    P.DUPLICATE_ZONE_NAME: ("zone name {value!r} is used more than once",
                            "le nom de zone {value!r} sert plus d'une fois"),
    P.DUPLICATE_DIOCESE_ID: ("diocese id {value!r} is used more than once",
                             "l'identifiant de diocèse {value!r} sert plus d'une fois"),
    P.DUPLICATE_RIVER: ("river name {value!r} is used more than once",
                        "le nom de fleuve {value!r} sert plus d'une fois"),
    P.ZONE_UNKNOWN_DIOCESE: ("zone {zone}: unknown diocese {diocese!r}",
                             "zone {zone} : diocèse inconnu {diocese!r}"),
    P.ZONE_NUMBER_TWICE: ("{diocese} {number} is also zone {other!r}",
                          "{diocese} {number} est aussi la zone {other!r}"),
    P.NO_ZONE_1: ("diocese {diocese!r} has no zone 1", "le diocèse {diocese!r} n'a pas de zone 1"),
    P.EDGE_REPEATS: ("edge {a}–{b} repeats edge #{index}", "le lien {a}–{b} répète le lien n° {index}"),
}
"""Each problem's English and French template."""

WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {"primus_augustus": "primus_augustus", "secundus_augustus": "secundus_augustus"},
    "fr": {"primus_augustus": "Primus Augustus", "secundus_augustus": "Secundus Augustus",
           "land": "terrestre", "river": "fleuve", "strait": "détroit", "coast": "côte",
           "sea": "mer", "List": "la liste", "String": "le texte", "Tuple": "le tuple",
           "Dictionary": "l'ensemble", "Set": "l'ensemble", "items": "éléments",
           "item": "élément", "characters": "caractères", "character": "caractère"},
}
_WARNING: Final = {"en": "warning", "fr": "avertissement"}
_AND: Final = {"en": " and ", "fr": " et "}
_UNKNOWN: Final = {"leader": "chef inconnu", "zone": "zone inconnue", "unit": "unité inconnue",
                   "fleet": "flotte inconnue", "people": "peuple inconnu",
                   "diocese": "diocèse inconnu", "stratagem": "stratagème inconnu",
                   "river": "fleuve inconnu"}
"""French for "unknown" and a kind of record (the adjective agrees with it)."""
_OR: Final = {"en": " or ", "fr": " ou "}
_FRENCH: Final = {key: typeset(french) for key, (_english, french) in TEMPLATES.items()}


class _Formatter(string.Formatter):
    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language
        self.words = WORDS[language]
        self.conjunction = _AND[language]
        self.disjunction = _OR[language]

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "said":  # another problem: (id, args), or its English words
            if isinstance(value, tuple):
                return word_problem(ProblemId(value[0]), self.language, **dict(value[1]))
            return str(value)
        if isinstance(value, tuple):  # names: "A and B"
            return self.conjunction.join(str(v) for v in value)
        if format_spec == "w":
            return self.words.get(str(value), str(value))
        if format_spec == "unknown":
            return _UNKNOWN.get(str(value), f"{value} inconnu")
        if format_spec == "or":  # "'a', 'b' or 'c'" as pydantic lists the choices
            return str(value).replace(" or ", self.disjunction)
        if format_spec == "," and isinstance(value, int) and self.language == "fr":
            return f"{value:,}".replace(",", NNBSP)  # French groups digits with a thin space
        if format_spec.startswith("pl=") and isinstance(value, int):
            one, _bar, many = format_spec[3:].partition("|")
            return many if abs(value) >= 2 else one  # only French uses it: 0 and 1 singular
        return str(super().format_field(value, format_spec))


def _language(language: str | None) -> str:
    code = (language or "en").lower().replace("-", "_").split("_")[0]
    return code if code in _WARNING else "en"


_SCHEMA: Final[dict[str, ProblemId]] = {
    "extra_forbidden": P.UNKNOWN_FIELD, "missing": P.MISSING_FIELD,
    "greater_than_equal": P.AT_LEAST, "less_than_equal": P.AT_MOST,
    "greater_than": P.MORE_THAN, "less_than": P.LESS_THAN, "string_type": P.NOT_TEXT,
    "int_type": P.NOT_WHOLE_NUMBER, "int_parsing": P.NOT_WHOLE_NUMBER,
    "int_from_float": P.NOT_WHOLE_NUMBER, "float_type": P.NOT_NUMBER,
    "float_parsing": P.NOT_NUMBER, "finite_number": P.NOT_FINITE, "bool_type": P.NOT_YES_NO,
    "bool_parsing": P.NOT_YES_NO, "list_type": P.NOT_LIST, "dict_type": P.NOT_MAPPING,
    "literal_error": P.ONE_OF, "enum": P.ONE_OF, "too_short": P.TOO_SHORT,
    "too_long": P.TOO_LONG, "string_too_short": P.TEXT_TOO_SHORT,
    "string_too_long": P.TEXT_TOO_LONG, "unknown_language": P.UNKNOWN_LANGUAGE,
    "blank_text": P.BLANK_TEXT,
}
_LIMITS: Final = ("ge", "le", "gt", "lt", "min_length", "max_length")


def schema_said(err: dict[str, Any]) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    """The id and arguments of a common schema error (a pydantic error dict), to word it
    in any language; None for the others (their English text is shown as it is)."""
    problem = _SCHEMA.get(str(err.get("type")))
    if problem is None:
        return None
    ctx = err.get("ctx") or {}
    args: dict[str, object] = {}
    limit = next((ctx[k] for k in _LIMITS if k in ctx), None)
    if limit is not None:
        args["limit"] = limit
    if problem is P.ONE_OF:
        args["expected"] = ctx.get("expected", "")
    if problem in (P.TOO_SHORT, P.TOO_LONG):
        actual = ctx.get("actual_length", 0)
        args.update(kind=ctx.get("field_type", "Value"), actual=actual,
                    unit="item" if limit == 1 else "items")
    if problem in (P.TEXT_TOO_SHORT, P.TEXT_TOO_LONG):
        args["unit"] = "character" if limit == 1 else "characters"
    if problem is P.UNKNOWN_LANGUAGE:
        args.update(language=ctx.get("language", ""), known=ctx.get("known", ""))
    return problem.value, tuple(args.items())


def word_problem(problem: ProblemId, language: str | None = None, /, **args: object) -> str:
    """A problem in ``language`` ("en", "fr"; English by default)."""
    code = _language(language)
    template = _FRENCH[problem] if code == "fr" else TEMPLATES[problem][0]
    return _Formatter(code).format(template, **args)


class Worded(str):
    """A problem's English words that carry its id and arguments (``said``), where a
    check returns (location, words) pairs that others read as strings."""

    said: tuple[str, tuple[tuple[str, object], ...]]

    def __new__(cls, problem: ProblemId, **args: object) -> Worded:
        made = super().__new__(cls, word_problem(problem, None, **args))
        made.said = (problem.value, tuple(args.items()))
        return made


def said_of(words: str) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    """The id and arguments a problem's words carry (``Worded``), or None."""
    return words.said if isinstance(words, Worded) else None


def problem_words(found: DataProblem, language: str | None = None) -> str:
    """The problem alone (no file, line or field) in ``language``: its words when it has
    an id, else its English text as it is (the designer's problem list shows this)."""
    code = _language(language)
    said = found.said
    if code == "en" or said is None:
        return found.problem
    problem_id, args = said
    return word_problem(ProblemId(problem_id), code, **dict(args))


def problem_text(found: DataProblem, language: str | None = None) -> str:
    """``file:line: field: problem`` in ``language`` (``validate`` prints this)."""
    code = _language(language)
    words = problem_words(found, code)
    where = f"{found.path}:{found.line}" if found.line is not None else found.path
    field = f" {found.field}:" if found.field else ""
    level = f" {_WARNING[code]}:" if found.severity is Severity.WARNING else ""
    return f"{where}:{level}{field} {words}"  # the shape stays as ``validate`` prints it
