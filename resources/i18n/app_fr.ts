<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>CliArguments</name>
    <message>
      <location filename="../../sv_desktop/cli/arguments.py" line="+93" />
      <source>unknown language {code!r}: choose fr (French) or en (English)</source>
      <translation>langue inconnue {code!r} : choisissez fr (français) ou en (anglais)</translation>
    </message>
    <message>
      <location line="+8" />
      <source>language of the messages, the windows and the sheets: fr (French) or en (English); default: the one chosen in Settings ▸ Language, else the system's</source>
      <translation>langue des messages, des fenêtres et des feuilles : fr (français) ou en (anglais) ; par défaut celle choisie dans Paramètres ▸ Langue, sinon celle du système</translation>
    </message>
  </context>
  <context>
    <name>CliDesign</name>
    <message>
      <location filename="../../sv_desktop/cli/design.py" line="+14" />
      <source>open the scenario designer</source>
      <translation>ouvrir le concepteur de scénarios</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Place counters, paint diocese control, set peoples, the stratagem cup and arrivals, with the scenario's problems listed live. Opens SCENARIO (a file, or a shipped scenario's year), the default scenario if left out, or an empty one with --new.</source>
      <translation>Placer les pions, peindre le contrôle des diocèses, régler les peuples, la réserve de stratagèmes et les arrivées, les problèmes du scénario étant listés en direct. Ouvre SCÉNARIO (un fichier, ou l'année d'un scénario fourni), le scénario par défaut s'il est omis, ou un scénario vide avec --new.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>scenario file or year (default: the 305 grand campaign)</source>
      <translation>fichier ou année du scénario (par défaut : la grande campagne de 305)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>start a new, empty scenario</source>
      <translation>commencer un nouveau scénario vide</translation>
    </message>
    <message>
      <location line="+24" />
      <source>{file}: file not found</source>
      <translation>{file} : fichier introuvable</translation>
    </message>
  </context>
  <context>
    <name>CliEditMap</name>
    <message>
      <location filename="../../sv_desktop/cli/edit_map.py" line="+15" />
      <source>open the map editor</source>
      <translation>ouvrir l'éditeur de carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Edit zone polygons, adjacency, rivers, straits and seas. Opens MAP, the shipped map if MAP is left out, or a new map with --new.</source>
      <translation>Modifier les polygones des zones, les adjacences, les fleuves, les détroits et les mers. Ouvre CARTE, la carte fournie si CARTE est omise, ou une nouvelle carte avec --new.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>map file (default: the shipped map)</source>
      <translation>fichier de carte (par défaut : la carte fournie)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>start a new, empty map</source>
      <translation>commencer une nouvelle carte vide</translation>
    </message>
    <message>
      <location line="+15" />
      <source>{file}: file not found</source>
      <translation>{file} : fichier introuvable</translation>
    </message>
  </context>
  <context>
    <name>CliEngine</name>
    <message>
      <location filename="../../sv_desktop/cli/engine_commands.py" line="+16" />
      <source>play a scenario with random legal moves for both sides</source>
      <translation>jouer un scénario par des coups légaux tirés au hasard pour les deux camps</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Play SCENARIO to its end (or for K turns) choosing random legal actions for both players, then print the final VP, the winner, the victory level and counts of battles, eliminations and VP sources. The same seed always gives the same game and the same output.</source>
      <translation>Joue SCÉNARIO jusqu'à sa fin (ou K tours) en choisissant au hasard des actions légales pour les deux joueurs, puis affiche les PV finaux, le vainqueur, le niveau de victoire et le compte des batailles, des éliminations et des sources de PV. La même graine donne toujours la même partie et le même affichage.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>scenario file, or the name of a shipped one such as 312 (default: the 305 grand campaign)</source>
      <translation>fichier de scénario, ou nom d'un scénario fourni comme 312 (par défaut : la grande campagne de 305)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>dice and choice seed</source>
      <translation>graine des dés et des choix</translation>
    </message>
    <message>
      <location line="+1" />
      <source>stop after K turns (default: the whole scenario)</source>
      <translation>s'arrêter après K tours (par défaut : tout le scénario)</translation>
    </message>
    <message>
      <location line="+3" />
      <location line="+18" />
      <source>print the summary as JSON</source>
      <translation>afficher le résumé en JSON</translation>
    </message>
    <message>
      <location line="-16" />
      <source>playout: end movement at random (default); uniform: draw every answer uniformly from the legal actions</source>
      <translation>playout : finir les mouvements au hasard (par défaut) ; uniform : tirer chaque réponse uniformément parmi les actions légales</translation>
    </message>
    <message>
      <location line="+3" />
      <source>FILE</source>
      <translation>FICHIER</translation>
    </message>
    <message>
      <location line="+1" />
      <source>also write the game as a save file</source>
      <translation>enregistrer aussi la partie dans un fichier de sauvegarde</translation>
    </message>
    <message>
      <location line="+2" />
      <location line="+12" />
      <source>print the game's public log first</source>
      <translation>afficher d'abord le journal public de la partie</translation>
    </message>
    <message>
      <location line="-8" />
      <source>re-run a saved game, checking every action</source>
      <translation>rejouer une partie sauvegardée en vérifiant chaque action</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Replay SAVE from its scenario and seed, checking that every action is legal and that the result matches the save.</source>
      <translation>Rejoue SAUVEGARDE à partir de son scénario et de sa graine, en vérifiant que chaque action est légale et que le résultat est celui de la sauvegarde.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>saved game (JSON)</source>
      <translation>partie sauvegardée (JSON)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>replay even if the save's digests are missing or differ (the result is then not checked against the save)</source>
      <translation>rejouer même si les empreintes de la sauvegarde manquent ou diffèrent (le résultat n'est alors pas comparé à la sauvegarde)</translation>
    </message>
    <message>
      <location line="+13" />
      <source>--turns must be at least 1</source>
      <translation>--turns doit valoir au moins 1</translation>
    </message>
    <message>
      <location line="+8" />
      <source>{file}: the game cannot be saved there ({error}); --seed {seed} plays the same game again</source>
      <translation>{file} : la partie ne peut pas être enregistrée là ({error}) ; --seed {seed} rejoue la même partie</translation>
    </message>
    <message numerus="yes">
      <location line="+30" />
      <source>{file}: %n action(s) replayed, NOT checked</source>
      <translation>
        <numerusform>{file} : %n action rejouée, NON vérifiée</numerusform>
        <numerusform>{file} : %n actions rejouées, NON vérifiées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{file}: %n action(s) replayed and checked</source>
      <translation>
        <numerusform>{file} : %n action rejouée et vérifiée</numerusform>
        <numerusform>{file} : %n actions rejouées et vérifiées</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+20" />
      <source>%n turn(s)</source>
      <translation>
        <numerusform>%n tour</numerusform>
        <numerusform>%n tours</numerusform>
      </translation>
    </message>
    <message>
      <location line="+2" />
      <source>{played} ({first}-{last})</source>
      <translation>{played} ({first}-{last})</translation>
    </message>
    <message>
      <location line="+3" />
      <source>unfinished, at AD {year}, phase {phase}: {played} completed of {first}-{last}</source>
      <translation>inachevée, en {year}, phase {phase} : {played} joué(s) sur {first}-{last}</translation>
    </message>
    <message numerus="yes">
      <location line="+4" />
      <source>{scenario} seed {seed}: {where}, %n action(s)</source>
      <translation>
        <numerusform>{scenario} graine {seed} : {where}, %n action</numerusform>
        <numerusform>{scenario} graine {seed} : {where}, %n actions</numerusform>
      </translation>
    </message>
    <message>
      <location line="+4" />
      <source>nobody (draw)</source>
      <translation>personne (partie nulle)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>final VP: PRIMUS {primus}, SECONDUS {secundus}; winner {winner} ({level})</source>
      <translation>PV finaux : PRIMUS {primus}, SECONDUS {secundus} ; vainqueur {winner} ({level})</translation>
    </message>
    <message>
      <location line="+5" />
      <source>VP so far: PRIMUS {primus}, SECONDUS {secundus}</source>
      <translation>PV à ce stade : PRIMUS {primus}, SECONDUS {secundus}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>battles {battles}, units eliminated {units}, leaders killed {leaders}</source>
      <translation>batailles {battles}, unités éliminées {units}, chefs tués {leaders}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>usurpations: {tried} tried, {validated} validated, {succeeded} succeeded, {failed} failed (3.6); civil wars {wars}, changes of roles {roles} (5)</source>
      <translation>usurpations : {tried} tentées, {validated} validées, {succeeded} réussies, {failed} échouées (3.6) ; guerres civiles {wars}, changements de rôles {roles} (5)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>peoples raised {raised}, pacified {pacified}; plagues {plagues}</source>
      <translation>peuples soulevés {raised}, pacifiés {pacified} ; pestes {plagues}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+1" />
      <source>  {side} VP: {sources}</source>
      <translation>  PV de {side} : {sources}</translation>
    </message>
  </context>
  <context>
    <name>CliMain</name>
    <message>
      <location filename="../../sv_desktop/cli/main.py" line="+38" />
      <source>Semper Victor (Imperator II): play, edit and check scenarios. With no command, opens the game window on the default scenario.</source>
      <translation>Semper Victor (Imperator II) : jouer, modifier et vérifier des scénarios. Sans commande, ouvre la fenêtre de jeu sur le scénario par défaut.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>show the program's version and exit</source>
      <translation>afficher la version du programme et quitter</translation>
    </message>
    <message>
      <location line="+2" />
      <source>COMMAND</source>
      <translation>COMMANDE</translation>
    </message>
  </context>
  <context>
    <name>CliMap</name>
    <message>
      <location filename="../../sv_desktop/cli/map_commands.py" line="+20" />
      <source>draw a map file to a PNG picture</source>
      <translation>dessiner un fichier de carte dans une image PNG</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Render a map: dioceses in colour, zone numbers and names, capitals and cities, rivers, straits and seas.</source>
      <translation>Dessine une carte : diocèses en couleur, numéros et noms des zones, capitales et cités, fleuves, détroits et mers.</translation>
    </message>
    <message>
      <location line="+2" />
      <location line="+15" />
      <source>map file (default: the shipped Roman world)</source>
      <translation>fichier de carte (par défaut : le monde romain fourni)</translation>
    </message>
    <message>
      <location line="-13" />
      <source>FILE.png</source>
      <translation>FICHIER.png</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the picture to write</source>
      <translation>l'image à écrire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>picture width in pixels (default 3000)</source>
      <translation>largeur de l'image en pixels (par défaut 3000)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>dots per inch the lettering and lines are sized for (default 96; 300 for print)</source>
      <translation>points par pouce pour lesquels textes et traits sont dimensionnés (par défaut 96 ; 300 pour l'impression)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>list a map's zones and edges</source>
      <translation>lister les zones et les limites d'une carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Print the zones (kind, owner, flags) and the edges (with their kinds) of a map file, for scripts and diffs.</source>
      <translation>Affiche les zones (genre, propriétaire, marques) et les limites (avec leur genre) d'un fichier de carte, pour les scripts et les comparaisons.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>print JSON instead of text</source>
      <translation>afficher du JSON au lieu de texte</translation>
    </message>
    <message>
      <location line="+9" />
      <source>map-image: --width must be between 200 and 20000 pixels</source>
      <translation>map-image : --width doit être entre 200 et 20000 pixels</translation>
    </message>
    <message>
      <location line="+4" />
      <source>map-image: --dpi must be between 36 and 1200</source>
      <translation>map-image : --dpi doit être entre 36 et 1200</translation>
    </message>
    <message>
      <location line="+15" />
      <source>map-image: cannot write {file}</source>
      <translation>map-image : impossible d'écrire {file}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>wrote {file} ({width}x{height})</source>
      <translation>{file} écrit ({width}x{height})</translation>
    </message>
    <message>
      <location line="+31" />
      <source>{name} ({id}): {zones} zones, {edges} edges</source>
      <translation>{name} ({id}) : {zones} zones, {edges} limites</translation>
    </message>
  </context>
  <context>
    <name>CliMatch</name>
    <message>
      <location filename="../../sv_desktop/cli/match.py" line="+19" />
      <source>play AI levels against each other</source>
      <translation>faire jouer des niveaux de l'ordinateur l'un contre l'autre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play N games of SCENARIO between two AI levels: for each seed, one game with the --primus level in the PRIMUS seat and one with the seats swapped, on the same dice. Prints the first level's wins, draws and losses with a 95 percent interval, the VP margin, the victory levels (10.3), the time per decision and the blunders of each level.</source>
      <translation>Joue N parties de SCÉNARIO entre deux niveaux de l'ordinateur : pour chaque graine, une partie avec le niveau --primus à la place de PRIMUS et une avec les places échangées, sur les mêmes dés. Affiche les victoires, nulles et défaites du premier niveau avec un intervalle à 95 pour cent, l'écart de PV, les niveaux de victoire (10.3), le temps par décision et les bévues de chaque niveau.</translation>
    </message>
    <message>
      <location line="+6" />
      <source>scenario file, or the name of a shipped one such as 312 (default: the 305 grand campaign)</source>
      <translation>fichier de scénario, ou nom d'un scénario fourni comme 312 (par défaut : la grande campagne de 305)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>level of the first player (random, easy, normal, hard)</source>
      <translation>niveau du premier joueur (random, easy, normal, hard)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>level of the second player</source>
      <translation>niveau du second joueur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>games to play, rounded up to an even number (default 2)</source>
      <translation>parties à jouer, arrondi au nombre pair supérieur (par défaut 2)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>first seed (default 1)</source>
      <translation>première graine (par défaut 1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>stop each game after K turns (default: the whole scenario)</source>
      <translation>arrêter chaque partie après K tours (par défaut : tout le scénario)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>games played at once, one process each (default 1)</source>
      <translation>parties jouées en même temps, un processus chacune (par défaut 1)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>hard's wall-clock limit on one search, a safety net (default 3); raise it on a shared machine so that the games are those of an idle one</source>
      <translation>limite de temps d'une recherche du niveau hard, un filet de sécurité (par défaut 3) ; à relever sur une machine partagée pour que les parties soient celles d'une machine au repos</translation>
    </message>
    <message>
      <location line="+4" />
      <source>print the report as JSON</source>
      <translation>afficher le rapport en JSON</translation>
    </message>
    <message>
      <location line="+10" />
      <source>--games, --years and --jobs must be at least 1</source>
      <translation>--games, --years et --jobs doivent valoir au moins 1</translation>
    </message>
    <message>
      <location line="+4" />
      <source>--ceiling must be a number of seconds above 0</source>
      <translation>--ceiling doit être un nombre de secondes supérieur à 0</translation>
    </message>
    <message>
      <location line="+16" />
      <source>game {done}/{total}</source>
      <translation>partie {done}/{total}</translation>
    </message>
    <message numerus="yes">
      <location line="+16" />
      <source>%n game(s)</source>
      <translation>
        <numerusform>%n partie</numerusform>
        <numerusform>%n parties</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{games}, %n year(s)</source>
      <translation>
        <numerusform>{games}, %n an</numerusform>
        <numerusform>{games}, %n ans</numerusform>
      </translation>
    </message>
    <message>
      <location line="+1" />
      <source>{scenario}: {a} against {b}, {games}</source>
      <translation>{scenario} : {a} contre {b}, {games}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>  {a}: {won} won, {drawn} drawn, {lost} lost; score {score}% (95% interval {low}-{high}%)</source>
      <translation>  {a} : {won} gagnées, {drawn} nulles, {lost} perdues ; score {score} % (intervalle à 95 % : {low}-{high} %)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>seat {seat} ({role} at the start) {won} won, {drawn} drawn, {lost} lost</source>
      <translation>place {seat} ({role} au départ) {won} gagnées, {drawn} nulles, {lost} perdues</translation>
    </message>
    <message>
      <location line="+5" />
      <source>  {a} by seat: {seats}</source>
      <translation>  {a} par place : {seats}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>  VP margin of {a}: mean {mean}, median {median}</source>
      <translation>  écart de PV de {a} : moyenne {mean}, médiane {median}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>  victory levels (10.3): {levels}</source>
      <translation>  niveaux de victoire (10.3) : {levels}</translation>
    </message>
    <message numerus="yes">
      <location line="+3" />
      <source>  {level}: %n decision(s), median {median} ms, 99th percentile {p99} ms, max {max} ms</source>
      <translation>
        <numerusform>  {level} : %n décision, médiane {median} ms, 99e centile {p99} ms, max {max} ms</numerusform>
        <numerusform>  {level} : %n décisions, médiane {median} ms, 99e centile {p99} ms, max {max} ms</numerusform>
      </translation>
    </message>
    <message>
      <location line="+7" />
      <source>  {level} blunders: {words}; attacks at worse than 1/1 for 10.2's VP {for_vp}; not of its choosing: battles at worse than 1/1 in zones it did not enter {forced}, Augusti alone who could not be moved or joined {cornered}</source>
      <translation>  bévues de {level} : {words} ; attaques à moins de 1/1 pour les PV de 10.2 : {for_vp} ; non choisies : batailles à moins de 1/1 dans des zones où il n'est pas entré {forced}, Augustes seuls qui ne pouvaient ni bouger ni être rejoints {cornered}</translation>
    </message>
    <message>
      <location line="+8" />
      <source>  {level}: searches stopped by the time ceiling before their playouts were spent: {hits}</source>
      <translation>  {level} : recherches arrêtées par la limite de temps avant la fin de leurs simulations : {hits}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>  answers chosen at random for want of a judgement: {count}</source>
      <translation>  réponses tirées au hasard faute de jugement : {count}</translation>
    </message>
  </context>
  <context>
    <name>CliPlay</name>
    <message>
      <location filename="../../sv_desktop/cli/play.py" line="+12" />
      <source>open the game window (the default)</source>
      <translation>ouvrir la fenêtre de jeu (par défaut)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Open the game window, on SCENARIO or the default scenario.</source>
      <translation>Ouvre la fenêtre de jeu, sur SCÉNARIO ou le scénario par défaut.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>scenario file, or the name of a shipped one such as 312 (default: the 305 grand campaign)</source>
      <translation>fichier de scénario, ou nom d'un scénario fourni comme 312 (par défaut : la grande campagne de 305)</translation>
    </message>
  </context>
  <context>
    <name>CliSheets</name>
    <message>
      <location filename="../../sv_desktop/cli/sheets.py" line="+24" />
      <source>print a scenario's setup sheet, or a saved game's position, to PDF</source>
      <translation>imprimer en PDF la feuille de mise en place d'un scénario, ou la position d'une partie sauvegardée</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Write a setup sheet (scenario card, set-up by diocese with a tick box per counter, other placements, timeline, stratagem cup, overview map) for a scenario, or a position sheet for a saved game (.svsave): the same pages from the game's state, plus each player's hand on a page for him alone.</source>
      <translation>Écrit une feuille de mise en place (fiche du scénario, mise en place par diocèse avec une case à cocher par pion, autres placements, chronologie, réserve de stratagèmes, carte d'ensemble) pour un scénario, ou une feuille de position pour une partie sauvegardée (.svsave) : les mêmes pages d'après l'état de la partie, et la main de chaque joueur sur une page pour lui seul.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>a scenario file or a shipped scenario's year (305, 312...), or a saved game (.svsave)</source>
      <translation>un fichier de scénario ou l'année d'un scénario fourni (305, 312…), ou une partie sauvegardée (.svsave)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>paper of the overview map page, landscape (default a4)</source>
      <translation>papier de la page de carte d'ensemble, à l'italienne (par défaut a4)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>print every leader and unit as two-sided counters to cut, to PDF</source>
      <translation>imprimer en PDF chaque chef et chaque unité en pions recto verso à découper</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Write a counter sheet: fronts and mirrored backs for duplex printing, crop marks, and a calibration page pair first.</source>
      <translation>Écrit une planche de pions : rectos et versos en miroir pour l'impression recto verso, traits de coupe, et d'abord une paire de pages d'étalonnage.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>scenario file or year whose roster to print (default: the 305 grand campaign's)</source>
      <translation>fichier ou année du scénario dont imprimer les pions (par défaut : ceux de la grande campagne de 305)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>counter size (default 16mm)</source>
      <translation>taille des pions (par défaut 16mm)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>pale faces and bands; lettering stays dark</source>
      <translation>faces et bandeaux pâles ; les textes restent foncés</translation>
    </message>
    <message>
      <location line="+2" />
      <source>move the backs by X,Y millimetres to match your printer's duplex (read it off the calibration page)</source>
      <translation>décaler les versos de X,Y millimètres pour suivre le recto verso de votre imprimante (à lire sur la page d'étalonnage)</translation>
    </message>
    <message>
      <location line="+8" />
      <source>FILE.pdf</source>
      <translation>FICHIER.pdf</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the PDF file to write</source>
      <translation>le fichier PDF à écrire</translation>
    </message>
    <message>
      <location line="+5" />
      <source>paper (default a4)</source>
      <translation>papier (par défaut a4)</translation>
    </message>
    <message>
      <location line="+20" />
      <source>cannot write {file}: {error}</source>
      <translation>impossible d'écrire {file} : {error}</translation>
    </message>
    <message numerus="yes">
      <location line="+4" />
      <source>wrote {file} (%n page(s))</source>
      <translation>
        <numerusform>{file} écrit (%n page)</numerusform>
        <numerusform>{file} écrit (%n pages)</numerusform>
      </translation>
    </message>
    <message>
      <location line="+54" />
      <source>counters: --back-shift wants two numbers of millimetres, X,Y, each within ±20</source>
      <translation>counters : --back-shift attend deux nombres de millimètres, X,Y, chacun entre -20 et +20</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Counters of {roster}</source>
      <translation>Pions de {roster}</translation>
    </message>
  </context>
  <context>
    <name>CliValidate</name>
    <message>
      <location filename="../../sv_desktop/cli/validate.py" line="+14" />
      <source>check maps, rosters and scenarios</source>
      <translation>vérifier cartes, listes de pions et scénarios</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Check map, roster and scenario files (a scenario with the map and roster it names): schema, cross-references, map geometry and set-up legality. Prints every error and warning; exits 1 if any file has an error (a file with an error loads nowhere in the app).</source>
      <translation>Vérifie des fichiers de carte, de pions et de scénario (un scénario avec la carte et les pions qu'il nomme) : schéma, renvois, géométrie de la carte et légalité de la mise en place. Affiche chaque erreur et chaque avertissement ; sort avec 1 si un fichier a une erreur (un fichier avec une erreur ne s'ouvre nulle part dans l'application).</translation>
    </message>
    <message>
      <location line="+5" />
      <source>FILE</source>
      <translation>FICHIER</translation>
    </message>
    <message>
      <location line="+1" />
      <source>a map, roster or scenario file, or a shipped scenario's year (312)</source>
      <translation>un fichier de carte, de pions ou de scénario, ou l'année d'un scénario fourni (312)</translation>
    </message>
    <message>
      <location line="+19" />
      <source>{file}: {summary}</source>
      <translation>{file} : {summary}</translation>
    </message>
    <message numerus="yes">
      <location line="+7" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message>
      <location line="+1" />
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{errors}, %n warning(s)</source>
      <translation>
        <numerusform>{errors}, %n avertissement</numerusform>
        <numerusform>{errors}, %n avertissements</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CounterValues</name>
    <message>
      <location filename="../../sv_desktop/common/help_dialogs.py" line="+152" />
      <source>CC</source>
      <translation>CC</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Command capacity: how many units a leader takes along</source>
      <translation>Capacité de commandement : combien d'unités un chef emmène</translation>
    </message>
    <message>
      <location line="+2" />
      <source>SR</source>
      <translation>VS</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Strategic rating: sets the number of movement/combat sequences</source>
      <translation>Valeur stratégique : fixe le nombre de séquences mouvements combats (SMC)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>TB</source>
      <translation>BT</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Tactical bonus: a force's best leader's (else its units' average) in battle</source>
      <translation>Bonus tactique : celui du meilleur chef d'une force (sinon la moyenne de ses unités) en bataille</translation>
    </message>
    <message>
      <location line="+2" />
      <source>PC</source>
      <translation>CP</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Political capacity (Roman leaders): initiative, usurpations, battle</source>
      <translation>Capacité politique (chefs romains) : initiative, usurpations, bataille</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Sun / Cross</source>
      <translation>Soleil / croix</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Religious loyalty of a Roman leader, when he has one</source>
      <translation>Appartenance religieuse d'un chef romain, quand il en a une</translation>
    </message>
    <message>
      <location line="+2" />
      <source>SP</source>
      <translation>PF</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Strength points of a combat unit: about a thousand men each</source>
      <translation>Points de force d'une unité de combat : environ mille hommes chacun</translation>
    </message>
    <message>
      <location line="+2" />
      <source>QU</source>
      <translation>QU</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Quality of a combat unit: a force's average shifts the battle</source>
      <translation>Qualité d'une unité de combat : la moyenne d'une force décale la bataille</translation>
    </message>
    <message>
      <location line="+2" />
      <source>MP</source>
      <translation>PM</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Movement points: 4 for every leader; a unit's own allowance</source>
      <translation>Points de mouvement : 4 pour chaque chef ; sa propre capacité pour une unité</translation>
    </message>
    <message>
      <location line="+2" />
      <source>CO, PC, RI</source>
      <translation>CO, PC, RI</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Comitatenses, pseudo-comitatenses, ripenses (Roman units)</source>
      <translation>Comitatenses, pseudo-comitatenses, ripenses (unités romaines)</translation>
    </message>
  </context>
  <context>
    <name>HelpDialogs</name>
    <message>
      <location line="-116" />
      <source>The map geometry, the counters' ratings and the scenarios shipped with this program are OUR ESTIMATE, authored by the Semper Victor project from historical geography and history. No rule book prints them, and they are not copies of the printed map or counters. Players who own the printed game can enter the real values with the map editor and the scenario designer.</source>
      <translation>La géométrie de la carte, les valeurs des pions et les scénarios fournis avec ce programme sont NOTRE ESTIMATION, établie par le projet Semper Victor d'après la géographie historique et l'histoire. Aucun livret de règles ne les donne, et ce ne sont pas des copies de la carte ou des pions imprimés. Les joueurs qui possèdent le jeu imprimé peuvent saisir les vraies valeurs avec l'éditeur de carte et le concepteur de scénarios.</translation>
    </message>
    <message>
      <location line="+78" />
      <source># Rules decisions

The summary file `{file}` is not installed with this copy of the program.</source>
      <translation># Décisions de règles

Le fichier de synthèse `{file}` n'est pas installé avec cette copie du programme.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Rules decisions</source>
      <translation>Décisions de règles</translation>
    </message>
    <message>
      <location line="+42" />
      <source># What the counters show

Grey italics in the designer, or † on a setup sheet, mark values that are our estimate, not the printed counter's.

| | Meaning | Rules |
|---|---|---|
{rows}
</source>
      <translation># Ce que montrent les pions

L'italique gris dans le concepteur de scénarios, ou † sur une feuille de mise en place, marque les valeurs qui sont notre estimation, et non celle du pion imprimé.

| | Signification | Règles |
|---|---|---|
{rows}
</translation>
    </message>
    <message>
      <location line="+21" />
      <source>{heading}

The document `{name}` is not installed with this copy.</source>
      <translation>{heading}

Le document `{name}` n'est pas installé avec cette copie.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{heading}

(not found in {name})</source>
      <translation>{heading}

(introuvable dans {name})</translation>
    </message>
    <message>
      <location line="+33" />
      <source>What the counters show</source>
      <translation>Ce que montrent les pions</translation>
    </message>
    <message>
      <location line="+27" />
      <source>{window}: keyboard shortcuts</source>
      <translation>{window} : raccourcis clavier</translation>
    </message>
    <message>
      <location line="+1" />
      <source># {heading}

| Keys | Menu entry |
|---|---|
{rows}
</source>
      <translation># {heading}

| Touches | Entrée de menu |
|---|---|
{rows}
</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Keyboard shortcuts</source>
      <translation>Raccourcis clavier</translation>
    </message>
    <message>
      <location line="+0" />
      <source># Keyboard shortcuts

| Keys | Action |
|---|---|
{rows}
</source>
      <translation># Raccourcis clavier

| Touches | Action |
|---|---|
{rows}
</translation>
    </message>
    <message>
      <location line="+9" />
      <source>&lt;h3&gt;Semper Victor {version}&lt;/h3&gt;&lt;p&gt;A desktop edition of the board wargame &lt;i&gt;Semper Victor (Imperator II)&lt;/i&gt; by Frédéric Bey: the Roman Empire, AD 305–363, for two players.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Authored data.&lt;/b&gt; {notice}&lt;/p&gt;&lt;p&gt;The rules are enforced by the engine; the program cites the rule books' paragraph numbers and never reproduces their text.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Semper Victor {version}&lt;/h3&gt;&lt;p&gt;Une édition pour ordinateur du jeu de simulation &lt;i&gt;Semper Victor (Imperator II)&lt;/i&gt; de Frédéric Bey : l'Empire romain de 305 à 363 apr. J.-C., pour deux joueurs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Données établies par nous.&lt;/b&gt; {notice}&lt;/p&gt;&lt;p&gt;Le moteur fait respecter les règles ; le programme cite les numéros de paragraphe des livrets de règles et n'en reproduit jamais le texte.&lt;/p&gt;</translation>
    </message>
    <message>
      <location line="+10" />
      <source>About Semper Victor</source>
      <translation>À propos de Semper Victor</translation>
    </message>
  </context>
  <context>
    <name>Interrupted</name>
    <message>
      <location filename="../../sv_desktop/session/journal.py" line="+157" />
      <source>{file}: cannot be resumed ({problem})</source>
      <translation>{file} : ne peut pas être reprise ({problem})</translation>
    </message>
    <message>
      <location line="+2" />
      <source>AD {year}, phase {phase}</source>
      <translation>{year} apr. J.-C., phase {phase}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>at the start</source>
      <translation>au début</translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{where} · %n decision(s) · started {started}
{scenario}</source>
      <translation>
        <numerusform>{where} · %n décision · commencée le {started}
{scenario}</numerusform>
        <numerusform>{where} · %n décisions · commencée le {started}
{scenario}</numerusform>
      </translation>
    </message>
    <message>
      <location line="+34" />
      <source>{field}: {problem}</source>
      <translation>{field} : {problem}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>damaged journal: {detail}</source>
      <translation>journal endommagé : {detail}</translation>
    </message>
  </context>
  <context>
    <name>LanguageMenu</name>
    <message>
      <location filename="../../sv_desktop/common/language_menu.py" line="+37" />
      <source>Sett&amp;ings</source>
      <translation>Paramètre&amp;s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <location line="+25" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location line="+0" />
      <source>The language will change the next time the program starts.</source>
      <translation>La langue changera au prochain démarrage du programme.</translation>
    </message>
  </context>
  <context>
    <name>LocalSession</name>
    <message>
      <location filename="../../sv_desktop/session/local.py" line="+42" />
      <source>The game's journal cannot be written ({problem}). Play goes on, but save often: a crash would lose the moves since the last save.</source>
      <translation>Le journal de la partie ne peut pas être écrit ({problem}). La partie continue, mais enregistrez souvent : un plantage perdrait les coups joués depuis le dernier enregistrement.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../sv_desktop/app/main_window.py" line="+56" />
      <source>Save the game?</source>
      <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
      <location line="+0" />
      <source>The game in progress has changes that are not saved.</source>
      <translation>La partie en cours a des changements non enregistrés.</translation>
    </message>
    <message>
      <location line="+28" />
      <source>Welcome. Game ▸ New Game (Ctrl+N) starts a game.</source>
      <translation>Bienvenue. Partie ▸ Nouvelle partie (Ctrl+N) commence une partie.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>zoom {percent}%</source>
      <translation>zoom {percent} %</translation>
    </message>
    <message>
      <location line="+38" />
      <source>Turn</source>
      <translation>Tour</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Log</source>
      <translation>Journal</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Dioceses &amp;&amp; peoples</source>
      <translation>Diocèses &amp;&amp; peuples</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Diocese control (3.7.3), peoples at war (4.2, 4.4)</source>
      <translation>Contrôle des diocèses (3.7.3), peuples en guerre (4.2, 4.4)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Record</source>
      <translation>Registre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Decision</source>
      <translation>Décision</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stack</source>
      <translation>Pile</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagems</source>
      <translation>Stratagèmes</translation>
    </message>
    <message>
      <location line="+3" />
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Turn and phase (2), M/CS (2.D), VP (10), turn track</source>
      <translation>Tour et phase (2), SMC (2.D), PV (10), calendrier</translation>
    </message>
    <message>
      <location line="+17" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;New Game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Start a game: scenario, ruleset options and seed</source>
      <translation>Commencer une partie : scénario, options de règles et graine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Open Scenario or &amp;Map…</source>
      <translation>Ouvrir un scénario ou une &amp;carte…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Look at a scenario's set-up or a map without playing</source>
      <translation>Voir la mise en place d'un scénario ou une carte sans jouer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Load Game…</source>
      <translation>C&amp;harger une partie…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Load a saved game; every action is replayed and checked</source>
      <translation>Charger une partie sauvegardée ; chaque action est rejouée et vérifiée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Save Game</source>
      <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+302" />
      <source>Save the game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <location line="-301" />
      <source>Save Game &amp;As…</source>
      <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Recent Files</source>
      <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
      <location line="+4" />
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Take back the last decision</source>
      <translation>Reprendre la dernière décision</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Replay the decision taken back</source>
      <translation>Rejouer la décision reprise</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Casual Undo (No Limits)</source>
      <translation>Annulation libre (sans limite)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Undo past dice and the other player's decisions without asking. Off: undo stops at the last die roll and at the other player's last decision, and going further needs his consent on the handover screen.</source>
      <translation>Annuler au-delà des dés et des décisions de l'autre joueur sans demander. Désactivée : l'annulation s'arrête au dernier jet de dé et à la dernière décision de l'autre joueur, et aller plus loin demande son accord sur l'écran de passage.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Handover at Every Change of Player</source>
      <translation>Écran de passage à chaque changement de joueur</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Show the handover screen whenever the other player decides, so that a stratagem window (asked only to a player holding a playable counter, 6) does not stand out. The new-game option 'Ask at every stratagem window' makes every window a prompt.</source>
      <translation>Montrer l'écran de passage chaque fois que l'autre joueur décide, pour qu'une fenêtre de stratagème (proposée seulement au joueur qui détient un pion jouable, 6) ne se remarque pas. L'option de nouvelle partie « Demander à chaque fenêtre de stratagème » fait de chaque fenêtre une question.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Handover Screen Before Secrets</source>
      <translation>Écran de passage avant les secrets</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Hide the map and the hands before showing a player's stratagems</source>
      <translation>Cacher la carte et les mains avant de montrer les stratagèmes d'un joueur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Fit Map to Window</source>
      <translation>&amp;Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The whole map in the window (also F)</source>
      <translation>Toute la carte dans la fenêtre (aussi F)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>F&amp;ull Screen</source>
      <translation>&amp;Plein écran</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Zoom &amp;In</source>
      <translation>&amp;Zoom avant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Zoom &amp;Out</source>
      <translation>Zoo&amp;m arrière</translation>
    </message>
    <message>
      <location line="+1" />
      <source>O&amp;verview</source>
      <translation>&amp;Vue d'ensemble</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The whole map in a corner</source>
      <translation>Toute la carte dans un coin</translation>
    </message>
    <message>
      <location line="+7" />
      <source>&amp;Reset Layout</source>
      <translation>&amp;Rétablir la disposition</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;End Movement</source>
      <translation>&amp;Fin des mouvements</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Close movement of this M/CS (E.1)</source>
      <translation>Clore les mouvements de cette SMC (E.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Show My &amp;Stratagems</source>
      <translation>Voir mes &amp;stratagèmes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Hand the screen over and show one player's stratagems (6)</source>
      <translation>Passer l'écran et montrer les stratagèmes d'un joueur (6)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Hide Stratagems</source>
      <translation>&amp;Cacher les stratagèmes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Last &amp;Battle Report</source>
      <translation>Compte rendu de la dernière &amp;bataille</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Forces, odds, shifts, modifiers, die and result of the last battle (8)</source>
      <translation>Forces, rapport, décalages, modificateurs, dé et résultat de la dernière bataille (8)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Battle &amp;Forecast…</source>
      <translation>&amp;Prévision de bataille…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>What a battle in the zone on show would give, for each face of the die (8.3)</source>
      <translation>Ce que donnerait une bataille dans la zone affichée, pour chaque face du dé (8.3)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Victory Chart</source>
      <translation>Courbe de &amp;victoire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>VP over the turns, and the final result once the game is over (10)</source>
      <translation>PV au fil des tours, et le résultat final une fois la partie finie (10)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Hi&amp;story</source>
      <translation>&amp;Historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Tools</source>
      <translation>&amp;Outils</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Map Editor…</source>
      <translation>Éditeur de &amp;carte…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Edit zones, adjacency, rivers and straits</source>
      <translation>Modifier les zones, les adjacences, les fleuves et les détroits</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenario &amp;Designer…</source>
      <translation>Concepteur de &amp;scénarios…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Place counters, paint control, set peoples, the cup and arrivals</source>
      <translation>Placer les pions, peindre le contrôle, régler les peuples, la réserve et les arrivées</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Help</source>
      <translation>Aid&amp;e</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Rules Decisions</source>
      <translation>&amp;Décisions de règles</translation>
    </message>
    <message>
      <location line="+1" />
      <source>How this edition reads the unclear points of the rules</source>
      <translation>Comment cette édition lit les points obscurs des règles</translation>
    </message>
    <message>
      <location line="+1" />
      <source>What the &amp;Counters Show</source>
      <translation>Ce que montrent les &amp;pions</translation>
    </message>
    <message>
      <location line="+1" />
      <source>CC, SR, TB, PC, SP, QU and MP, with their rules</source>
      <translation>CC, VS, BT, CP, PF, QU et PM, avec leurs règles</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Keyboard Shortcuts</source>
      <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;About Semper Victor</source>
      <translation>À pr&amp;opos de Semper Victor</translation>
    </message>
    <message>
      <location line="+75" />
      <source>{file} not found: showing the map only.</source>
      <translation>{file} introuvable : seule la carte est affichée.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Neither {file} nor {map} exists: File ▸ Open Scenario or Map… to choose one.</source>
      <translation>Ni {file} ni {map} n'existent : Fichier ▸ Ouvrir un scénario ou une carte… pour en choisir un.</translation>
    </message>
    <message>
      <location line="+3" />
      <location line="+75" />
      <location line="+104" />
      <source>Cannot open file</source>
      <translation>Impossible d'ouvrir le fichier</translation>
    </message>
    <message>
      <location line="-151" />
      <source>Semper Victor — map {map}</source>
      <translation>Semper Victor — carte {map}</translation>
    </message>
    <message>
      <location line="+24" />
      <source>Semper Victor — {scenario} (set-up)</source>
      <translation>Semper Victor — {scenario} (mise en place)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>unsaved</source>
      <translation>non enregistrée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Semper Victor — {scenario} — AD {year} [{file}]</source>
      <translation>Semper Victor — {scenario} — {year} apr. J.-C. [{file}]</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Open a scenario or a map</source>
      <translation>Ouvrir un scénario ou une carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Semper Victor data (*.yaml *.yml)</source>
      <translation>Données Semper Victor (*.yaml *.yml)</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Load a saved game</source>
      <translation>Charger une partie sauvegardée</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+63" />
      <source>Saved games ({patterns})</source>
      <translation>Parties sauvegardées ({patterns})</translation>
    </message>
    <message>
      <location line="-52" />
      <location line="+15" />
      <location line="+11" />
      <source>This saved game cannot be loaded</source>
      <translation>Cette partie sauvegardée ne peut pas être chargée</translation>
    </message>
    <message>
      <location line="-21" />
      <source>Loaded {file}: every action replayed and checked.</source>
      <translation>{file} chargée : chaque action a été rejouée et vérifiée.</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{problem}

Up to action #{count}, it replays as saved. Load the game up to there, as a new untitled game? The file is not changed.</source>
      <translation>{problem}

Jusqu'à l'action no {count}, elle se rejoue comme sauvegardée. Charger la partie jusque-là, comme une nouvelle partie sans titre ? Le fichier n'est pas modifié.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>This saved game replays differently</source>
      <translation>Cette partie sauvegardée se rejoue autrement</translation>
    </message>
    <message numerus="yes">
      <location line="+8" />
      <source>Loaded the first %n action(s) of {file}: untitled until you save it.</source>
      <translation>
        <numerusform>Première action de {file} chargée : sans titre jusqu'à ce que vous l'enregistriez.</numerusform>
        <numerusform>%n premières actions de {file} chargées : sans titre jusqu'à ce que vous l'enregistriez.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+35" />
      <source>The game could not be saved</source>
      <translation>La partie n'a pas pu être enregistrée</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Saved to {file}</source>
      <translation>Enregistrée dans {file}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>(none)</source>
      <translation>(aucun)</translation>
    </message>
    <message>
      <location line="+42" />
      <source>This game cannot be resumed</source>
      <translation>Cette partie ne peut pas être reprise</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Resumed the interrupted game: it is untitled until you save it.</source>
      <translation>La partie interrompue est reprise : elle reste sans titre jusqu'à ce que vous l'enregistriez.</translation>
    </message>
    <message>
      <location line="+12" />
      <source>The data folder cannot be used</source>
      <translation>Le dossier de données est inutilisable</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Semper Victor cannot write to its data folder ({problem}).

You can play as usual and save anywhere with File ▸ Save As, but autosave and crash recovery are off, and preferences are not kept, until that folder can be written (or SV_DATA_DIR names one that can).</source>
      <translation>Semper Victor ne peut pas écrire dans son dossier de données ({problem}).

Vous pouvez jouer comme d'habitude et enregistrer où vous voulez avec Fichier ▸ Enregistrer sous, mais la sauvegarde automatique et la reprise après plantage sont coupées, et les préférences ne sont pas gardées, tant que ce dossier ne peut pas être écrit (ou que SV_DATA_DIR n'en nomme pas un qui le peut).</translation>
    </message>
    <message>
      <location line="+29" />
      <location line="+4" />
      <source>Map editor</source>
      <translation>Éditeur de carte</translation>
    </message>
    <message>
      <location line="-4" />
      <source>The map editor is not installed.</source>
      <translation>L'éditeur de carte n'est pas installé.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>This build has no map editor yet.</source>
      <translation>Cette version n'a pas encore d'éditeur de carte.</translation>
    </message>
  </context>
  <context>
    <name>OSError</name>
    <message>
      <location filename="../../sv_desktop/common/os_errors.py" line="+16" />
      <source>no such file or folder</source>
      <translation>fichier ou dossier introuvable</translation>
    </message>
    <message>
      <location line="+1" />
      <source>permission denied</source>
      <translation>permission refusée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>operation not permitted</source>
      <translation>opération non permise</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the disk is full</source>
      <translation>le disque est plein</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the disk quota is used up</source>
      <translation>le quota du disque est épuisé</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the disk is read-only</source>
      <translation>le disque est en lecture seule</translation>
    </message>
    <message>
      <location line="+1" />
      <source>it is a folder, not a file</source>
      <translation>c'est un dossier, pas un fichier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>a part of the path is not a folder</source>
      <translation>une partie du chemin n'est pas un dossier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the name is too long</source>
      <translation>le nom est trop long</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the file already exists</source>
      <translation>le fichier existe déjà</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the file is in use</source>
      <translation>le fichier est en cours d'utilisation</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the disk could not be read or written</source>
      <translation>le disque n'a pu être ni lu ni écrit</translation>
    </message>
    <message>
      <location line="+1" />
      <source>too many files are open</source>
      <translation>trop de fichiers sont ouverts</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the name is not valid here</source>
      <translation>ce nom n'est pas valable ici</translation>
    </message>
    <message>
      <location line="+20" />
      <source>{file} → {other}: {reason}</source>
      <translation>{file} → {other} : {reason}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{file}: {reason}</source>
      <translation>{file} : {reason}</translation>
    </message>
  </context>
  <context>
    <name>Shortcuts</name>
    <message>
      <location filename="../../sv_desktop/common/help_dialogs.py" line="-231" />
      <source>Ctrl+N</source>
      <translation>Ctrl+N</translation>
    </message>
    <message>
      <location line="+0" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+O</source>
      <translation>Ctrl+O</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Load a saved game</source>
      <translation>Charger une partie sauvegardée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+S</source>
      <translation>Ctrl+S</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Save the game</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+Shift+S</source>
      <translation>Ctrl+Maj+S</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Save as</source>
      <translation>Enregistrer sous</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+Z</source>
      <translation>Ctrl+Z</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+Shift+Z / Ctrl+Y</source>
      <translation>Ctrl+Maj+Z / Ctrl+Y</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+E / End</source>
      <translation>Ctrl+E / Fin</translation>
    </message>
    <message>
      <location line="+1" />
      <source>End movement (E.1)</source>
      <translation>Fin des mouvements (E.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+H</source>
      <translation>Ctrl+H</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Show my stratagems (after handover)</source>
      <translation>Voir mes stratagèmes (après l'écran de passage)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+B</source>
      <translation>Ctrl+B</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Last battle report (8)</source>
      <translation>Compte rendu de la dernière bataille (8)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+0 / F</source>
      <translation>Ctrl+0 / F</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fit the map to the window</source>
      <translation>Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>F11</source>
      <translation>F11</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Full screen</source>
      <translation>Plein écran</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+M</source>
      <translation>Ctrl+M</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Map editor</source>
      <translation>Éditeur de carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+Shift+D</source>
      <translation>Ctrl+Maj+D</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenario designer</source>
      <translation>Concepteur de scénarios</translation>
    </message>
    <message>
      <location line="+1" />
      <source>+ / −, wheel</source>
      <translation>+ / −, molette</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Zoom around the cursor</source>
      <translation>Zoomer autour du curseur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>drag</source>
      <translation>glisser</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Pan the map</source>
      <translation>Déplacer la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>F8</source>
      <translation>F8</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Overview inset</source>
      <translation>Vue d'ensemble en médaillon</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Esc</source>
      <translation>Échap</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Cancel the current selection, drag or route; leave the history for the present</source>
      <translation>Annuler la sélection, le glisser ou l'itinéraire en cours ; quitter l'historique pour le présent</translation>
    </message>
    <message>
      <location line="+2" />
      <source>F9</source>
      <translation>F9</translation>
    </message>
    <message>
      <location line="+0" />
      <source>History browser</source>
      <translation>Historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Alt+← / Alt+→</source>
      <translation>Alt+← / Alt+→</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Previous / next decision in the history</source>
      <translation>Décision précédente / suivante dans l'historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Alt+PgUp / Alt+PgDown</source>
      <translation>Alt+Pg préc / Alt+Pg suiv</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Previous / next turn in the history</source>
      <translation>Tour précédent / suivant dans l'historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Alt+Shift+← / Alt+Shift+→</source>
      <translation>Alt+Maj+← / Alt+Maj+→</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Previous / next battle in the history</source>
      <translation>Bataille précédente / suivante dans l'historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Shift+click, right-click</source>
      <translation>Maj+clic, clic droit</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Plan a leader's route and leave units on the way (3.4.1)</source>
      <translation>Tracer l'itinéraire d'un chef et laisser des unités en chemin (3.4.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ctrl+Shift+E</source>
      <translation>Ctrl+Maj+E</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Skip to the end of the computer's turn (no pauses)</source>
      <translation>Aller à la fin du tour de l'ordinateur (sans pauses)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>F1</source>
      <translation>F1</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Rules decisions</source>
      <translation>Décisions de règles</translation>
    </message>
  </context>
  <context>
    <name>UndoPolicy</name>
    <message>
      <location filename="../../sv_desktop/session/undo_policy.py" line="+23" />
      <source>Undo stops at the last die roll or cup draw, even against the computer (Edit ▸ Casual Undo lifts the limit).</source>
      <translation>L'annulation s'arrête au dernier jet de dé ou tirage dans la réserve, même contre l'ordinateur (Édition ▸ Annulation libre lève la limite).</translation>
    </message>
    <message>
      <location line="+2" />
      <source>No decision of yours to take back.</source>
      <translation>Aucune décision de votre part à reprendre.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The computer plays both sides: there is no decision of yours to take back.</source>
      <translation>L'ordinateur joue les deux camps : il n'y a aucune décision de votre part à reprendre.</translation>
    </message>
  </context>
  <context>
    <name>argparse</name>
    <message>
      <location filename="../../sv_desktop/cli/arguments.py" line="-71" />
      <source>usage: </source>
      <translation>utilisation : </translation>
    </message>
    <message>
      <location line="+1" />
      <source>positional arguments</source>
      <translation>arguments positionnels</translation>
    </message>
    <message>
      <location line="+1" />
      <source>options</source>
      <translation>options</translation>
    </message>
    <message>
      <location line="+1" />
      <source>show this help message and exit</source>
      <translation>afficher ce message d'aide et quitter</translation>
    </message>
    <message>
      <location line="+1" />
      <source>%(prog)s: error: %(message)s
</source>
      <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
      <location line="+1" />
      <source>argument %(argument_name)s: %(message)s</source>
      <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>unrecognized arguments: %s</source>
      <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the following arguments are required: %s</source>
      <translation>les arguments suivants sont obligatoires : %s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>one of the arguments %s is required</source>
      <translation>l'un des arguments %s est obligatoire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>not allowed with argument %s</source>
      <translation>non permis avec l'argument %s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>expected one argument</source>
      <translation>un argument attendu</translation>
    </message>
    <message>
      <location line="+1" />
      <source>expected at most one argument</source>
      <translation>au plus un argument attendu</translation>
    </message>
    <message>
      <location line="+1" />
      <source>expected at least one argument</source>
      <translation>au moins un argument attendu</translation>
    </message>
    <message>
      <location line="+1" />
      <source>expected %s argument</source>
      <translation>%s argument attendu</translation>
    </message>
    <message>
      <location line="+1" />
      <source>expected %s arguments</source>
      <translation>%s arguments attendus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>ambiguous option: %(option)s could match %(matches)s</source>
      <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>invalid %(type)s value: %(value)r</source>
      <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
    <message>
      <location line="+1" />
      <source>invalid choice: %(value)r (choose from %(choices)s)</source>
      <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>ignored explicit argument %r</source>
      <translation>argument explicite ignoré %r</translation>
    </message>
    <message>
      <location line="+1" />
      <source>unexpected option string: %s</source>
      <translation>option inattendue : %s</translation>
    </message>
    <message>
      <location line="+1" />
      <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
      <translation>commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
    </message>
  </context>
</TS>
