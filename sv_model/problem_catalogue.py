"""The catalogue of the data files' problems: each problem's English and French template
(issue 34), by its id (``problem_ids``). ``problem_words`` words them; French templates are spaced by
``typography.typeset`` there. ``{x:w}`` looks a short word up in the language's words;
``{x:said}`` is another problem; ``{x:area}`` an area in square map units; a tuple of
names reads "A and B"."""

from __future__ import annotations

from typing import Final

from sv_model.problem_ids import ProblemId

__all__ = ["TEMPLATES", "ProblemId"]

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
    P.YAML_VALUE: ("YAML value cannot be read: {detail}",
                   "valeur YAML illisible : {detail}"),  # the parser's words
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
    P.AREA: ("{area:area}", "{area:area}"),  # in square map units (km² on the shipped map)
    P.MISSING_EDGE: ("zones {a} and {b} touch but no edge joins them",
                     "les zones {a} et {b} se touchent mais aucun lien ne les joint"),
    P.FLOATING_EDGE: ("{kind:w} edge joins zones that do not touch (only straits and sea links "
                      "may)",
                      "un lien de type {kind:w} joint des zones qui ne se touchent pas (seuls "
                      "les détroits et les liens maritimes le peuvent)"),
    # coordinates are written as in the map file (a decimal point), in both languages
    P.MARKER_OUTSIDE: ("({x:.1f}, {y:.1f}) lies outside the zone",
                       "({x:.1f}, {y:.1f}) est hors de la zone"),
    P.INVALID_POLYGON: ("invalid polygon: {reason:geos}", "polygone invalide : {reason:geos}"),
    P.SLIVER: ("sliver polygon of {area:area} near ({x:.1f}, {y:.1f})",
               "éclat de polygone de {area:area} près de ({x:.1f}, {y:.1f})"),
    P.OVERLAP: ("zones {a} and {b} overlap ({area:area} near ({x:.1f}, {y:.1f}))",
                "les zones {a} et {b} se chevauchent ({area:area} près de ({x:.1f}, {y:.1f}))"),
    P.OVERLAP_LAND: ("land zones {a} and {b} overlap ({area:area} near ({x:.1f}, {y:.1f}))",
                     "les zones terrestres {a} et {b} se chevauchent ({area:area} près de "
                     "({x:.1f}, {y:.1f}))"),
    P.GAP: ("gap of {area:area} covered by no zone near ({x:.1f}, {y:.1f})",
            "trou de {area:area} couvert par aucune zone, près de ({x:.1f}, {y:.1f})"),
    P.RIVER_EDGE_MINOR: ("river edge {a}–{b} names the {river}, which is not a major river: "
                         "crossing it costs no extra MP (7.2)",
                         "le lien de fleuve {a}–{b} nomme le {river}, qui n'est pas un grand "
                         "fleuve : le franchir ne coûte pas de PM de plus (7.2)"),
    P.RIVER_EDGE_ORDINARY: ("the {river} runs between {a} and {b}, but their edge is an "
                            "ordinary land edge: crossing costs 1 MP, not 2 (7.2)",
                            "le {river} passe entre {a} et {b}, mais leur lien est un lien "
                            "terrestre ordinaire : le franchir coûte 1 PM au lieu de 2 (7.2)"),
    P.RIVER_NO_BORDER: ("the line of the major river {river} runs along no border between two "
                        "land zones, so it makes no river edge (7.2)",
                        "le tracé du grand fleuve {river} ne suit aucune frontière entre deux "
                        "zones terrestres : il ne fait aucun lien de fleuve (7.2)"),
    P.FILE_NAME_NUL: ("a file name cannot hold a NUL byte",
                      "un nom de fichier ne peut pas contenir d'octet NUL"),
    P.FILE_NAME_CONTROL: ("a file name cannot hold the control character {code}",
                          "un nom de fichier ne peut pas contenir le caractère de contrôle "
                          "{code}"),
    P.BACKGROUND_SOURCE: ("a background image needs a path or embedded data",
                          "une image de fond demande un chemin ou des données intégrées"),
    P.BACKGROUND_FLAT: ("the background matrix flattens the image to a line",
                        "la matrice du fond aplatit l'image en une ligne"),
    P.BACKGROUND_BASE64: ("the embedded image is not valid base64 data",
                          "l'image intégrée n'est pas en base64 valide"),
    P.DIOCESE_FIELDS: ("diocese and number are set exactly for diocese zones",
                       "diocese et number se donnent pour les zones de diocèse, et elles "
                       "seules"),
    P.PEOPLE_FIELD: ("people is set exactly for origin zones",
                     "people se donne pour les zones d'origine, et elles seules"),
    P.INSIDE_EMPIRE: ("only diocese zones can be inside the Empire",
                      "seules les zones de diocèse peuvent être dans l'Empire"),
    P.SEA_CITY: ("a sea zone cannot hold a city, capital, port or Rome",
                 "une zone navale ne peut avoir ni ville, ni capitale, ni port, ni Rome"),
    P.NO_FLEET_LAND: ("no_fleet applies to sea zones only",
                      "no_fleet ne vaut que pour les zones navales"),
    P.CAPITAL_CITY: ("an imperial capital needs its city name",
                     "une capitale impériale demande le nom de sa ville"),
    P.PORT_PAIR: ("port and port_name go together", "port et port_name vont ensemble"),
    P.EDGE_SAME_ZONE: ("an edge joins two different zones",
                       "un lien joint deux zones différentes"),
    P.RIVER_FIELD: ("river is named exactly on river edges",
                    "river se donne pour les liens de fleuve, et eux seuls"),
    P.STRAIT_NAME: ("only a strait edge has a name", "seul un lien de détroit a un nom"),
    P.PRINTED_UNKNOWN: ("printed names {names}; the values are {values}",
                        "printed nomme {names} ; les valeurs possibles sont {values}"),
    P.ROMAN_PC: ("a Roman leader needs pc and loyalty",
                 "un chef romain demande pc et loyalty"),
    P.PC_ONLY_ROMAN: ("only Roman leaders have pc and loyalty",
                      "seuls les chefs romains ont pc et loyalty"),
    P.LEADER_PEOPLE: ("non-Roman leaders name their people; Roman leaders do not",
                      "un chef non romain nomme son peuple, un chef romain non"),
    P.DUX_CAPITAL_NAMED: ("a Dux names the capital he belongs to",
                          "un Dux nomme la capitale dont il relève"),
    P.UNIT_CATEGORY: ("Roman units, and only they, have a category",
                      "les unités romaines, et elles seules, ont une catégorie"),
    P.UNIT_PEOPLE: ("non-Roman units name their people; Roman units do not",
                    "une unité non romaine nomme son peuple, une unité romaine non"),
    P.LIMITANEI_BAND: ("limitanei, and only they, have a diocese band",
                       "les limitanei, et eux seuls, ont un bandeau de diocèse"),
    P.WEAKENED_STRONGER: ("the weakened face cannot be stronger than the normal face",
                          "la face affaiblie ne peut pas être plus forte que la face normale"),
    P.END_BEFORE_START: ("end_year is before start_year",
                         "end_year précède start_year"),
    P.ID_TWICE: ("id {value!r} is used more than once",
                 "l'identifiant {value!r} sert plus d'une fois"),
    P.ID_TWO_THINGS: ("id {value!r} names two different things",
                      "l'identifiant {value!r} désigne deux choses différentes"),
    P.NATIONALITY: ("{people} are {nationality}",
                    "les {people} sont de nationalité {nationality:w}"),
    P.LEADER_PLACED_TWICE: ("leader {value!r} is placed twice: there is one counter of each",
                            "le chef {value!r} est placé deux fois : il n'y a qu'un pion de "
                            "chaque"),
    P.UNIT_PLACED_TWICE: ("unit {value!r} is placed twice: there is one counter of each",
                          "l'unité {value!r} est placée deux fois : il n'y a qu'un pion de "
                          "chaque"),
    P.PEOPLE_LISTED_TWICE: ("people {value!r} is listed twice",
                            "le peuple {value!r} figure deux fois"),
    P.FLEET_SET_TWICE: ("fleet {value!r} is set up twice",
                        "la flotte {value!r} est placée deux fois"),
    P.SAVE_BROKEN_JSON: ("not a saved game (broken JSON: {detail})",
                         "pas une partie sauvegardée (JSON cassé : {detail})"),
    P.SAVE_TOO_DEEP: ("not a saved game (nesting too deep)",
                      "pas une partie sauvegardée (imbrication trop profonde)"),
    P.NOT_A_SAVE: ("not a Semper Victor saved game",
                   "pas une partie sauvegardée de Semper Victor"),
    P.SAVE_VERSION: ("save version {found} is not supported (expected {expected})",
                     "version de sauvegarde {found} non prise en charge ({expected:or} "
                     "attendue)"),
    P.SAVE_MALFORMED: ("missing or malformed {key!r}", "{key!r} manquant ou mal formé"),
    P.SAVE_SEED: ("the seed must be a whole number from 0 to 2^64 - 1",
                  "la graine doit être un nombre entier de 0 à 2^64 - 1"),
    P.SAVE_OPTIONS: ("bad ruleset options: {detail}",
                     "options de règles incorrectes : {detail}"),
    P.SAVE_END_YEAR: ("end_year must be a year from {first} to {last}, not {found}",
                      "end_year doit être une année de {first} à {last}, pas {found}"),
    P.CHECKPOINTS_MALFORMED: ("malformed 'checkpoints'", "'checkpoints' mal formé"),
    P.RULES_VERSION_RANGE: ("rules_version must be a whole number from {first}, not {found}",
                            "rules_version doit être un nombre entier à partir de {first}, "
                            "pas {found}"),
    P.RULES_VERSION_NEWER: ("this game was played under rules version {saved}, newer than "
                            "this version of Semper Victor plays ({current}): update Semper "
                            "Victor to load it",
                            "cette partie a été jouée avec la version {saved} des règles, plus "
                            "récente que celle de cette version de Semper Victor ({current}) "
                            ": mettez Semper Victor à jour pour la charger"),
    P.SAVE_ACTION: ("action #{number}: {detail}", "action n° {number} : {detail}"),
    P.SAVE_SAYS: ("{key} says {found}, but the actions replay to {value!r}",
                  "{key} indique {found}, mais les actions rejouées donnent {value!r}"),
    P.EMBEDDED_DATA: ("missing or malformed 'data' (the scenario, map and roster the game "
                      "was played on)",
                      "'data' manquant ou mal formé (le scénario, la carte et les pions de "
                      "la partie)"),
    P.EMBEDDED_MALFORMED: ("missing or malformed embedded {kind}",
                           "données intégrées manquantes ou mal formées : {kind:w}"),
    P.EMBEDDED_ALTERED: ("the {kind} {file!r} embedded in this save was altered or damaged "
                         "(its checksum does not match)",
                         "le fichier {file!r} ({kind:w}) intégré à cette sauvegarde a été "
                         "modifié ou abîmé (sa somme de contrôle ne correspond pas)"),
    P.EMBEDDED_DAMAGED: ("the embedded {kind} is damaged (not valid compressed data)",
                         "données intégrées abîmées ({kind:w}) : pas des données compressées "
                         "valides"),
    P.EMBEDDED_TOO_LARGE: ("the embedded {kind} is larger than {mib} MiB once decompressed",
                           "données intégrées trop grandes ({kind:w}) : plus de {mib} Mio "
                           "une fois décompressées"),
    P.EMBEDDED_CUT: ("the embedded {kind} is damaged (cut short)",
                     "données intégrées abîmées ({kind:w}) : coupées avant la fin"),
    P.PLAYERS_LIST: ("must be a list of at most two seats",
                     "doit être une liste d'au plus deux places"),
    P.SEAT_KEYS: ("seat #{index} must have exactly 'seat', 'player' and 'level'",
                  "la place n° {index} doit avoir exactement 'seat', 'player' et 'level'"),
    P.SEAT_NUMBER: ("seat #{index}: 'seat' must be 1 or 2",
                    "place n° {index} : 'seat' doit valoir 1 ou 2"),
    P.SEAT_TWICE: ("seat #{index}: seat {seat} is given twice",
                   "place n° {index} : la place {seat} est donnée deux fois"),
    P.SEAT_PLAYER: ("seat #{index}: 'player' must be \"ai\" (a human seat is left out)",
                    "place n° {index} : 'player' doit valoir \"ai\" (une place humaine "
                    "n'est pas listée)"),
    P.SEAT_LEVEL: ("seat #{index}: 'level' must be one of {levels}",
                   "place n° {index} : 'level' doit valoir {levels:or}"),
    P.NO_DECISION: ("the game waits for no decision", "la partie n'attend aucune décision"),
    P.REPLAY_DIVERGES: ("{source}: the replay diverges at AD {year}, phase {phase}: "
                        "{what:said}.{note:said}",
                        "{source} : la partie rejouée s'écarte en {year}, phase {phase} : "
                        "{what:said}.{note:said}"),
    P.ACTION_DOES_NOT_REPLAY: ("action #{number} ({action}) does not replay: {reason}",
                               "l'action n° {number} ({action}) ne se rejoue pas : {reason}"),
    P.POSITION_DIFFERS: ("after action #{number} the game should be in AD {year}, phase "
                         "{phase}, as saved, but replays to a different position",
                         "après l'action n° {number}, la partie devrait être en {year}, "
                         "phase {phase}, comme sauvegardée, mais elle se rejoue en une autre "
                         "position"),
    P.FINAL_POSITION_DIFFERS: ("the final position differs from the one saved",
                               "la position finale diffère de celle sauvegardée"),
    P.OLD_SAVE_NOTE: (" This save (format {version}) does not contain the scenario, map and "
                      "roster it was played on: it was replayed on {scenario} and the map "
                      "and roster it names as they are now; if one of them was edited after "
                      "the game was saved, that explains the difference.",
                      " Cette sauvegarde (format {version}) ne contient pas le scénario, la "
                      "carte et les pions de la partie : elle a été rejouée sur {scenario} et "
                      "sur la carte et les pions qu'il nomme tels qu'ils sont aujourd'hui ; si "
                      "l'un d'eux a été modifié après la sauvegarde, cela explique la "
                      "différence."),
    P.SCAN_FLATTENED: ("the transform flattens the scan to a line",
                       "la transformation écrase le scan sur une ligne"),
    P.ALIGN_TOO_FEW_PAIRS: ("needs at least {least} pairs of points, got {got}",
                            "il faut au moins {least} paires de points, il y en a {got}"),
    P.ALIGN_NOT_FINITE: ("a control point is not a finite number",
                         "un point de calage n'est pas un nombre fini"),
    P.ALIGN_SCAN_POINTS_SAME: ("the points on the scan are all at the same place",
                               "les points du scan sont tous au même endroit"),
    P.ALIGN_MAP_POINTS_SAME: ("the points on the map are all at the same place",
                              "les points de la carte sont tous au même endroit"),
    P.ALIGN_SCAN_IN_LINE: ("the points on the scan are in a line: pick three that make a "
                           "wide triangle",
                           "les points du scan sont alignés : prenez-en trois qui forment un "
                           "large triangle"),
    P.ALIGN_MAP_IN_LINE: ("the points on the map are in a line: pick three that make a "
                          "wide triangle",
                          "les points de la carte sont alignés : prenez-en trois qui forment "
                          "un large triangle"),
    P.SCAN_NO_SIZE: ("the scan has no size", "le scan n'a pas de taille"),
    P.MAP_NO_EXTENT: ("the map has no extent to fit to",
                      "la carte n'a pas d'étendue où caler le scan"),
    P.SCAN_NOT_PLACED: ("the scan cannot be placed there: {field}: {what:said}",
                        "le scan ne peut pas être placé là : {field} : {what:said}"),
    P.NO_GAME_TO_SAVE: ("there is no game to save", "il n'y a pas de partie à sauvegarder"),
    P.SAVE_SCENARIO_NOT_FOUND: ("the scenario '{name}' of this saved game is not found",
                                "le scénario « {name} » de cette partie sauvegardée est "
                                "introuvable"),
    P.JOURNAL_ACTIONS_NOT_LIST: ("the saved game's actions are not a list",
                                 "les actions de la partie sauvegardée ne sont pas une liste"),
    P.JOURNAL_DAMAGED_LINE: ("damaged line", "ligne endommagée"),
    P.NOT_A_JOURNAL: ("not a Semper Victor journal", "ce n'est pas un journal de Semper Victor"),
    P.JOURNAL_DOES_NOT_REPLAY: ("does not replay: {reason}", "ne se rejoue pas : {reason}"),
    P.NOT_A_SCENARIO: ("the file does not hold a scenario",
                       "le fichier ne contient pas de scénario"),
    P.NO_FILE_NAMED: ("no file named", "aucun fichier n'est nommé"),
}
"""Each problem's English and French template."""
