<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>Action</name>
    <message>
      <location filename="../../sv_desktop/board/describe.py" line="+75" />
      <source>End movement (E.1)</source>
      <translation>Fin du mouvement (E.1)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <location line="+0" />
      <source>No</source>
      <translation>Non</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Play {stratagem}</source>
      <translation>Jouer {stratagem}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Name {leader} {title} (3.5.1)</source>
      <translation>Nommer {leader} {title} (3.5.1)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Die face {value}</source>
      <translation>Face {value} du dé</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Evade to {zone} with {units}</source>
      <translation>Évasion vers {zone} avec {units}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Evade to {zone}</source>
      <translation>Évasion vers {zone}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Roman</source>
      <translation>Romains</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Iranian</source>
      <translation>Iraniens</translation>
    </message>
    <message>
      <location line="+1" />
      <source>German</source>
      <translation>Germains</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Celt</source>
      <translation>Celtes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Thraco-Phrygian</source>
      <translation>Thraco-Phrygiens</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Hamito-Semite</source>
      <translation>Hamites-Sémites</translation>
    </message>
    <message>
      <location line="+16" />
      <source>{leader} with {units}</source>
      <translation>{leader} avec {units}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>alone: {units}</source>
      <translation>sans chef : {units}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>({cost} MP)</source>
      <translation>({cost} PM)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>via {zones}</source>
      <translation>par {zones}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>leave {unit} in {zone}</source>
      <translation>laisser {unit} en {zone}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>carrying {pieces}</source>
      <translation>transportant {pieces}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>landing in {zone}</source>
      <translation>débarquant en {zone}</translation>
    </message>
    <message>
      <location line="+25" />
      <source>row {row}: attacker {attacker}, defender {defender} (8.3)</source>
      <translation>ligne {row} : attaquant {attacker}, défenseur {defender} (8.3)</translation>
    </message>
  </context>
  <context>
    <name>Counter</name>
    <message>
      <location filename="../../sv_desktop/board/board_view.py" line="+92" />
      <source>CC command capacity, SR strategic rating, TB tactical bonus, PC political capacity</source>
      <translation>CC capacité de commandement, VS valeur stratégique, BT bonus tactique, CP capacité politique</translation>
    </message>
    <message>
      <location line="+2" />
      <source>CC command capacity, SR strategic rating, TB tactical bonus</source>
      <translation>CC capacité de commandement, VS valeur stratégique, BT bonus tactique</translation>
    </message>
    <message>
      <location line="+5" />
      <source>SP strength points, QU quality, TB tactical bonus, MP movement points</source>
      <translation>PF points de force, QU qualité, BT bonus tactique, PM points de mouvement</translation>
    </message>
    <message>
      <location line="+7" />
      <source>CC {cc} · SR {sr} · TB {tb} · PC {pc}</source>
      <translation>CC {cc} · VS {sr} · BT {tb} · CP {pc}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>CC {cc} · SR {sr} · TB {tb}</source>
      <translation>CC {cc} · VS {sr} · BT {tb}</translation>
    </message>
    <message>
      <location line="+150" />
      <source>MP</source>
      <translation>PM</translation>
    </message>
    <message>
      <location line="+1" />
      <source>loyalty</source>
      <translation>AR</translation>
    </message>
    <message>
      <location line="+1" />
      <source>category</source>
      <translation>catégorie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>band</source>
      <translation>bandeau</translation>
    </message>
    <message>
      <location line="+1" />
      <source>SP</source>
      <translation>PF</translation>
    </message>
    <message>
      <location line="+1" />
      <source>QU</source>
      <translation>QU</translation>
    </message>
    <message>
      <location line="+1" />
      <source>TB</source>
      <translation>BT</translation>
    </message>
    <message>
      <location line="+1" />
      <source>CC</source>
      <translation>CC</translation>
    </message>
    <message>
      <location line="+1" />
      <source>SR</source>
      <translation>VS</translation>
    </message>
    <message>
      <location line="+1" />
      <source>PC</source>
      <translation>CP</translation>
    </message>
    <message>
      <location line="+10" />
      <source>weakened {value}</source>
      <translation>{value} affaibli</translation>
    </message>
    <message>
      <location line="+8" />
      <source>values entered from the printed game</source>
      <translation>valeurs relevées sur le jeu imprimé</translation>
    </message>
    <message>
      <location line="+3" />
      <source>values: our estimate, not the printed counter</source>
      <translation>valeurs : notre estimation, pas le pion imprimé</translation>
    </message>
    <message>
      <location line="+1" />
      <source>our estimate: {values}; the other values are from the printed counter</source>
      <translation>notre estimation : {values} ; les autres valeurs viennent du pion imprimé</translation>
    </message>
    <message>
      <location line="+5" />
      <source>cross</source>
      <translation>croix</translation>
    </message>
    <message>
      <location line="+1" />
      <source>sun</source>
      <translation>soleil</translation>
    </message>
    <message>
      <location line="+10" />
      <source>{name} — leader, {nationality} ({people})</source>
      <translation>{name} — chef, nationalité {nationality} ({people})</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{name} — leader, {nationality}</source>
      <translation>{name} — chef, nationalité {nationality}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>loyalty: {loyalty}</source>
      <translation>AR : {loyalty}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>side: {side} (3.7.1)</source>
      <translation>camp : {side} (3.7.1)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>title: {title} (3.5)</source>
      <translation>titre : {title} (3.5)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Pax Romana face: his people are at peace (4.2.1)</source>
      <translation>face Pax Romana : son peuple est en paix (4.2.1)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>civil war in progress (3.6)</source>
      <translation>guerre civile en cours (3.6)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Protectores Domestici (3.5.3)</source>
      <translation>Protectores Domestici (3.5.3)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>SP {sp} · QU {qu} · TB {tb}</source>
      <translation>PF {sp} · QU {qu} · BT {tb}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>{name} — {category} unit, {nationality}</source>
      <translation>{name} — unité {category}, nationalité {nationality}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>{name} — unit of the {people}, {nationality}</source>
      <translation>{name} — unité des {people}, nationalité {nationality}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{mp} MP</source>
      <translation>{mp} PM</translation>
    </message>
    <message>
      <location line="+3" />
      <source>weakened (1.3)</source>
      <translation>affaiblie (1.3)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>limitanei of {diocese} (3.2.1)</source>
      <translation>limitanei du diocèse {diocese} (3.2.1)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>controlled by {side} (3.7.2)</source>
      <translation>contrôlée par {side} (3.7.2)</translation>
    </message>
    <message>
      <location line="+81" />
      <source>{name} — fleet (3.4.2)</source>
      <translation>{name} — flotte (3.4.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>away, returns in {year} (9.2)</source>
      <translation>absente, revient en {year} (9.2)</translation>
    </message>
  </context>
  <context>
    <name>CounterSheet</name>
    <message>
      <location filename="../../sv_desktop/sheets/counter_sheet.py" line="+171" />
      <source>Duplex calibration, front: print this page and the next one on one sheet, flipped on the long edge</source>
      <translation>Calage recto verso, recto : imprimez cette page et la suivante sur une même feuille, retournée sur le bord long</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Duplex calibration, back: print both pages on one sheet</source>
      <translation>Calage recto verso, verso : imprimez les deux pages sur une même feuille</translation>
    </message>
    <message>
      <location line="+14" />
      <source>Hold the sheet against the light. Where the back's cross sits off the front's, read the shift on the scales (1 mm a tick) and give it as --back-shift X,Y (millimetres, right and down positive as seen from the front).</source>
      <translation>Regardez la feuille à contre-jour. Si la croix du verso ne tombe pas sur celle du recto, lisez le décalage sur les règles (1 mm par graduation) et donnez-le avec --back-shift X,Y (en millimètres, positif vers la droite et vers le bas, vu du recto).</translation>
    </message>
    <message>
      <location line="+44" />
      <source>Fronts, sheet {sheet} of {sheets}, {size} counters</source>
      <translation>Rectos, planche {sheet} sur {sheets}, pions de {size}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Backs, sheet {sheet} of {sheets}, {size} counters (mirrored for duplex)</source>
      <translation>Versos, planche {sheet} sur {sheets}, pions de {size} (en miroir pour le recto verso)</translation>
    </message>
    <message>
      <location line="+8" />
      <source>16mm</source>
      <translation>16 mm</translation>
    </message>
    <message>
      <location line="+1" />
      <source>5/8in</source>
      <translation>5/8 po</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Counters of {roster}</source>
      <translation>Pions de {roster}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>counter sheet</source>
      <translation>planche de pions</translation>
    </message>
  </context>
  <context>
    <name>Map</name>
    <message>
      <location filename="../../sv_desktop/board/map_scene.py" line="+190" />
      <source>{strait}, strait {a} – {b}: +1 MP to cross (7.2)</source>
      <translation>{strait}, détroit {a} – {b} : +1 PM pour le passer (7.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Strait {a} – {b}: +1 MP to cross (7.2)</source>
      <translation>Détroit {a} – {b} : +1 PM pour le passer (7.2)</translation>
    </message>
    <message>
      <location line="+119" />
      <source>{cost} MP — halts</source>
      <translation>{cost} PM — arrêt</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{cost} MP</source>
      <translation>{cost} PM</translation>
    </message>
    <message>
      <location filename="../../sv_desktop/board/mapkit/items.py" line="+180" />
      <source>{river} — major river: +1 MP to cross (7.2)</source>
      <translation>{river} — grand fleuve : +1 PM pour le franchir (7.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{river} — no effect on movement (7.2)</source>
      <translation>{river} — sans effet sur le mouvement (7.2)</translation>
    </message>
  </context>
  <context>
    <name>MapLegend</name>
    <message>
      <location filename="../../sv_desktop/board/map_image.py" line="+347" />
      <source>zone number (double ring: zone 1, control marker)</source>
      <translation>numéro de zone (double cercle : zone 1, marqueur de contrôle)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>imperial capital</source>
      <translation>capitale impériale</translation>
    </message>
    <message>
      <location line="+1" />
      <source>city (purple: Rome)</source>
      <translation>ville (pourpre : Rome)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>port of a fleet</source>
      <translation>port d'une flotte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>major river: +1 MP to cross (7.2)</source>
      <translation>grand fleuve : +1 PM pour le franchir (7.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>strait: +1 MP (7.2)</source>
      <translation>détroit : +1 PM (7.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>sea zone (darker: fleets may not enter)</source>
      <translation>zone navale (plus sombre : interdite aux flottes)</translation>
    </message>
  </context>
  <context>
    <name>MapOverview</name>
    <message>
      <location filename="../../sv_desktop/board/map_view.py" line="+419" />
      <source>Overview: click or drag to move the view (View ▸ Overview, F8)</source>
      <translation>Vue d'ensemble : cliquez ou faites glisser pour déplacer la vue (Affichage ▸ Vue d'ensemble, F8)</translation>
    </message>
  </context>
  <context>
    <name>Nationality</name>
    <message>
      <location filename="../../sv_desktop/board/board_view.py" line="-372" />
      <source>Roman</source>
      <translation>romaine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Iranian</source>
      <translation>iranienne</translation>
    </message>
    <message>
      <location line="+1" />
      <source>German</source>
      <translation>germanique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Celt</source>
      <translation>celte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Thraco-Phrygian</source>
      <translation>thraco-phrygienne</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Hamito-Semite</source>
      <translation>hamito-sémite</translation>
    </message>
  </context>
  <context>
    <name>Overview</name>
    <message>
      <location filename="../../sv_desktop/sheets/overview.py" line="+203" />
      <source>Names by their zone's badge or letter</source>
      <translation>Noms, par la pastille ou la lettre de leur zone</translation>
    </message>
    <message>
      <location line="+246" />
      <source>Each badge: the zone's number, then its counters by side: P PRIMUS, S SECONDUS, N nobody (peoples at peace, neutral fleets).</source>
      <translation>Chaque pastille : le numéro de la zone, puis ses pions par camp : P PRIMUS, S SECONDUS, N neutre (peuples en paix, flottes neutres).</translation>
    </message>
    <message>
      <location line="+34" />
      <source>{title} — overview</source>
      <translation>{title} — vue d'ensemble</translation>
    </message>
  </context>
  <context>
    <name>Phase</name>
    <message>
      <location filename="../../sv_desktop/board/public_status.py" line="+21" />
      <source>Stratagems</source>
      <translation>Stratagèmes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Geostrategy</source>
      <translation>Géostratégie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Administration</source>
      <translation>Administration</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Movement &amp; combat</source>
      <translation>Mouvements et combats</translation>
    </message>
    <message>
      <location line="+1" />
      <source>End of turn</source>
      <translation>Bilan de campagne</translation>
    </message>
  </context>
  <context>
    <name>PrintActions</name>
    <message>
      <location filename="../../sv_desktop/sheets/print_actions.py" line="+182" />
      <source>The scenario's set-up, counter by counter with tick boxes, its timeline and an overview map</source>
      <translation>La mise en place du scénario, pion par pion avec des cases à cocher, sa chronologie et une carte d'ensemble</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Print &amp;Position…</source>
      <translation>Imprimer la &amp;position…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The game as it stands, to go on with the box</source>
      <translation>La partie telle qu'elle est, pour la poursuivre avec la boîte</translation>
    </message>
    <message>
      <location line="-4" />
      <source>Print Se&amp;tup Sheet…</source>
      <translation>&amp;Imprimer la feuille de mise en place…</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Print Counter S&amp;heet…</source>
      <translation>Imprimer la p&amp;lanche de pions…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Every leader and unit, both faces, to print duplex and cut</source>
      <translation>Tous les chefs et toutes les unités, recto et verso, à imprimer en recto verso et à découper</translation>
    </message>
    <message>
      <location line="+4" />
      <source>&amp;Export PDF…</source>
      <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Write a sheet to a PDF file</source>
      <translation>Écrire une feuille dans un fichier PDF</translation>
    </message>
    <message>
      <location line="+71" />
      <location line="+35" />
      <source>Export PDF</source>
      <translation>Exporter en PDF</translation>
    </message>
    <message>
      <location line="-34" />
      <source>{path} could not be written: {reason}</source>
      <translation>{path} n'a pas pu être écrit : {reason}</translation>
    </message>
    <message numerus="yes">
      <location line="+5" />
      <source>Wrote {path} (%n page(s))</source>
      <translation>
        <numerusform>{path} écrit (%n page)</numerusform>
        <numerusform>{path} écrit (%n pages)</numerusform>
      </translation>
    </message>
    <message>
      <location line="+17" />
      <source>Print — {title}</source>
      <translation>Imprimer — {title}</translation>
    </message>
    <message>
      <location line="+14" />
      <source>PDF files (*.pdf)</source>
      <translation>Fichiers PDF (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>Sheet</name>
    <message>
      <location filename="../../sv_desktop/sheets/content.py" line="+46" />
      <source>Reading of an RR result (8.4)</source>
      <translation>Lecture d'un résultat R / R (8.4)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scope of battle modifier F (8.3)</source>
      <translation>Portée du modificateur de bataille f (8.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>A Dux can be assassinated (6)</source>
      <translation>Un Dux peut être assassiné (6)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Role-bound stratagems follow the role (6)</source>
      <translation>Les stratagèmes liés à un rôle suivent le rôle (6)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Assassinat may target non-Roman leaders (6)</source>
      <translation>Assassinat peut viser des chefs non romains (6)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Ask at every stratagem window (6)</source>
      <translation>Demander à chaque occasion de jouer un stratagème (6)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Any people at war may enter Armenia (4.3, 4.4.2)</source>
      <translation>Tout peuple en guerre peut entrer en Armenia (4.3, 4.4.2)</translation>
    </message>
    <message>
      <location line="+97" />
      <source>Pax Romana face up (4.2.1)</source>
      <translation>face Pax Romana visible (4.2.1)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>warband</source>
      <translation>unité non romaine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{kind} · SP-QU-TB {normal}, weakened {weakened}</source>
      <translation>{kind} · PF-QU-BT {normal}, affaiblie {weakened}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>starts weakened: back face up (1.3)</source>
      <translation>commence affaiblie : verso visible (1.3)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>fleet (3.4.2)</source>
      <translation>flotte (3.4.2)</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Civil War</source>
      <translation>Guerre civile</translation>
    </message>
    <message>
      <location line="+18" />
      <source>placement: {note}</source>
      <translation>placement : {note}</translation>
    </message>
    <message>
      <location line="+40" />
      <location filename="../../sv_desktop/sheets/setup_sheet.py" line="+236" />
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <location line="+9" />
      <source>away, back in {year} (9.2)</source>
      <translation>absente, revient en {year} (9.2)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>off the map</source>
      <translation>hors de la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>back in {year} (9.2)</source>
      <translation>revient en {year} (9.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>at war</source>
      <translation>en guerre</translation>
    </message>
    <message>
      <location line="+0" />
      <source>at peace</source>
      <translation>en paix</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{people} (major)</source>
      <translation>{people} (majeur)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>may rise again from {year} (9.4)</source>
      <translation>peut se soulever de nouveau dès {year} (9.4)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>{name} enters at Mediolanum</source>
      <translation>{name} entre en jeu à Mediolanum</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{name} enters at Treveri</source>
      <translation>{name} entre en jeu à Treveri</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{name} enters at Sirmium</source>
      <translation>{name} entre en jeu à Sirmium</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{name} enters at Nicomedia</source>
      <translation>{name} entre en jeu à Nicomedia</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{name} enters with Constantin (or Treveri/Nicomedia)</source>
      <translation>{name} entre en jeu avec Constantin (ou à Treveri/Nicomedia)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{name} enters with Licinius</source>
      <translation>{name} entre en jeu avec Licinius</translation>
    </message>
    <message>
      <location line="+11" />
      <location line="+7" />
      <source>{name} enters {zone}</source>
      <translation>{name} entre en jeu en {zone}</translation>
    </message>
    <message>
      <location line="-2" />
      <source>{name} enters in his people's zones of origin</source>
      <translation>{name} entre en jeu dans les zones d'origine de son peuple</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{name} leaves play at the end of the year (phase F)</source>
      <translation>{name} quitte le jeu à la fin de l'année (phase F)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Constantinopolis is completed</source>
      <translation>Constantinopolis est achevée</translation>
    </message>
    <message>
      <location line="+14" />
      <source>{option}: {value}</source>
      <translation>{option} : {value}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>This set-up is our estimate, not the printed scenario.</source>
      <translation>Cette mise en place est notre estimation, pas le scénario imprimé.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Values marked † are our estimate of the printed counters; correct them in the roster file.</source>
      <translation>Les valeurs marquées † sont notre estimation des pions imprimés ; corrigez-les dans le fichier des pions.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>The map's zones and borders are our estimate.</source>
      <translation>Les zones et les frontières de la carte sont notre estimation.</translation>
    </message>
    <message>
      <location line="+7" />
      <source>yes</source>
      <translation>oui</translation>
    </message>
    <message>
      <location line="+0" />
      <source>no</source>
      <translation>non</translation>
    </message>
    <message>
      <location line="+12" />
      <source>AD {start}–{end}</source>
      <translation>{start}–{end} apr. J.-C.</translation>
    </message>
    <message numerus="yes">
      <location line="+24" />
      <source>%n counter(s) in the cup at the start (6)</source>
      <translation>
        <numerusform>%n pion dans le bol au départ (6)</numerusform>
        <numerusform>%n pions dans le bol au départ (6)</numerusform>
      </translation>
    </message>
    <message>
      <location line="+28" />
      <source>{left} of {total}</source>
      <translation>{left} sur {total}</translation>
    </message>
    <message numerus="yes">
      <location line="+9" />
      <source>%n counter(s) in the cup; the rest are in the hands or out of the game (6)</source>
      <translation>
        <numerusform>%n pion dans le bol ; les autres sont dans les mains ou hors jeu (6)</numerusform>
        <numerusform>%n pions dans le bol ; les autres sont dans les mains ou hors jeu (6)</numerusform>
      </translation>
    </message>
    <message>
      <location line="+11" />
      <source>Game turn marker</source>
      <translation>Marqueur Tour</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Last turn of the game</source>
      <translation>Dernier tour de la partie</translation>
    </message>
    <message>
      <location filename="../../sv_desktop/sheets/output.py" line="+50" />
      <source>position</source>
      <translation>position</translation>
    </message>
    <message>
      <location line="+1" />
      <source>setup sheet</source>
      <translation>feuille de mise en place</translation>
    </message>
    <message>
      <location filename="../../sv_desktop/sheets/pages.py" line="+227" />
      <source>Semper Victor · {title} · page {number} of {total}</source>
      <translation>Semper Victor · {title} · page {number} sur {total}</translation>
    </message>
    <message>
      <location line="+17" />
      <source>the printer or PDF file could not be opened</source>
      <translation>l'imprimante ou le fichier PDF n'a pas pu être ouvert</translation>
    </message>
    <message>
      <location filename="../../sv_desktop/sheets/setup_sheet.py" line="-109" />
      <source>Marker: {marker}</source>
      <translation>Marqueur : {marker}</translation>
    </message>
    <message>
      <location line="+32" />
      <source>by {author}</source>
      <translation>par {author}</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Special rules</source>
      <translation>Règles spéciales</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Victory</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Ruleset options that differ from the defaults</source>
      <translation>Options de règles qui diffèrent des valeurs par défaut</translation>
    </message>
    <message>
      <location line="+11" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+2" />
      <source>AD {year} — the game is over</source>
      <translation>{year} apr. J.-C. — la partie est finie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>AD {year}</source>
      <translation>{year} apr. J.-C.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{phase}, step {step}</source>
      <translation>{phase}, étape {step}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{counts} (each hand is on its player's own page)</source>
      <translation>{counts} (chaque main est sur la page de son joueur)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Year</source>
      <translation>Année</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Phase</source>
      <translation>Phase</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Initiative</source>
      <translation>Initiative</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Victory points</source>
      <translation>Points de victoire</translation>
    </message>
    <message>
      <location line="+2" />
      <source>M/CS left</source>
      <translation>SMC restantes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagems held</source>
      <translation>Stratagèmes en main</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagem cup</source>
      <translation>Bol des stratagèmes</translation>
    </message>
    <message numerus="yes">
      <location line="+0" />
      <source>%n counter(s)</source>
      <translation>
        <numerusform>%n pion</numerusform>
        <numerusform>%n pions</numerusform>
      </translation>
    </message>
    <message>
      <location line="+1" />
      <source>Out of the game</source>
      <translation>Hors jeu</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Dead leaders</source>
      <translation>Chefs morts</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Turn track {year}</source>
      <translation>Compteur de tour {year}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Where the game stands</source>
      <translation>Où en est la partie</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Tick each counter as it goes on the map. The disc gives its side: P for PRIMUS, S for SECONDUS, – for nobody. A unit that starts weakened is drawn face up, then with its other face beside it.</source>
      <translation>Cochez chaque pion quand il est posé sur la carte. Le disque donne son camp : P pour PRIMUS, S pour SECONDUS, – pour aucun. Une unité qui commence affaiblie est dessinée sur la face visible, puis avec son autre face à côté.</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Set-up by diocese</source>
      <translation>Mise en place par diocèse</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{diocese} — controlled by {side}</source>
      <translation>{diocese} — contrôlé par {side}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{diocese} — uncontrolled</source>
      <translation>{diocese} — sans contrôle</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Outside the dioceses: peoples' lands, Persia, the seas</source>
      <translation>Hors des diocèses : terres des peuples, Perse, mers</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Diocese control (3.7.1)</source>
      <translation>Contrôle des diocèses (3.7.1)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Fleets and who holds them (3.4.2)</source>
      <translation>Flottes et leur contrôle (3.4.2)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Peoples (4)</source>
      <translation>Peuples (4)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Turn track</source>
      <translation>Compteur de tour</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Arrivals and returns by year</source>
      <translation>Entrées et retours par année</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Stratagem cup (6)</source>
      <translation>Bol des stratagèmes (6)</translation>
    </message>
    <message>
      <location line="+9" />
      <source>For {side} only: his stratagems</source>
      <translation>Pour {side} seulement : ses stratagèmes</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Fold this page or hand it over: it is hidden from the other player. {title}, {years}.</source>
      <translation>Pliez cette page ou remettez-la à son joueur : elle est cachée à l'adversaire ({title}, {years}).</translation>
    </message>
    <message>
      <location line="+7" />
      <source>(no stratagem)</source>
      <translation>(aucun stratagème)</translation>
    </message>
  </context>
  <context>
    <name>SheetDialog</name>
    <message>
      <location filename="../../sv_desktop/sheets/print_actions.py" line="-237" />
      <source>Setup sheet</source>
      <translation>Feuille de mise en place</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Position of the game</source>
      <translation>Position de la partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Counter sheet</source>
      <translation>Planche de pions</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Print</source>
      <translation>Imprimer</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Sheet:</source>
      <translation>Feuille :</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Letter</source>
      <translation>Letter (US)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Paper:</source>
      <translation>Papier :</translation>
    </message>
    <message>
      <location line="+2" />
      <source>A4 landscape</source>
      <translation>A4 paysage</translation>
    </message>
    <message>
      <location line="+1" />
      <source>A3 landscape</source>
      <translation>A3 paysage</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Overview map:</source>
      <translation>Carte d'ensemble :</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Add {side}'s hand, on a page of its own</source>
      <translation>Ajouter la main de {side}, sur une page à part</translation>
    </message>
    <message>
      <location line="+4" />
      <source>The preview shows this page on screen: tick it only when the other player is not looking (6).</source>
      <translation>L'aperçu montre cette page à l'écran : ne cochez que si l'adversaire ne regarde pas (6).</translation>
    </message>
    <message>
      <location line="+5" />
      <source>16 mm</source>
      <translation>16 mm</translation>
    </message>
    <message>
      <location line="+1" />
      <source>5/8 inch</source>
      <translation>5/8 de pouce</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Counter size:</source>
      <translation>Taille des pions :</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ink saving: pale faces and bands</source>
      <translation>Économie d'encre : faces et bandeaux pâles</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Move the backs right to match your printer's duplex (read it off the calibration page)</source>
      <translation>Décaler les versos vers la droite selon le recto verso de votre imprimante (à lire sur la page de calage)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Move the backs down to match your printer's duplex (read it off the calibration page)</source>
      <translation>Décaler les versos vers le bas selon le recto verso de votre imprimante (à lire sur la page de calage)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Backs shifted right:</source>
      <translation>Versos décalés à droite :</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Backs shifted down:</source>
      <translation>Versos décalés vers le bas :</translation>
    </message>
  </context>
  <context>
    <name>Step</name>
    <message>
      <location filename="../../sv_desktop/board/public_status.py" line="+6" />
      <source>Movement (E.1)</source>
      <translation>Mouvements (E.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Combats (E.2)</source>
      <translation>Combats (E.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Movements and combats are over (E)</source>
      <translation>Mouvements et combats terminés (E)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Adjustments (F, 9)</source>
      <translation>Ajustements (F, 9)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Campaign review (F, 10)</source>
      <translation>Bilan de campagne (F, 10)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The game is over (10.3)</source>
      <translation>La partie est finie (10.3)</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Movement/combat sequence of {side} (E)</source>
      <translation>SMC de {side} (E)</translation>
    </message>
  </context>
  <context>
    <name>Title</name>
    <message>
      <location filename="../../sv_desktop/board/board_view.py" line="-14" />
      <source>Primus Augustus</source>
      <translation>Primus Augustus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Secundus Augustus</source>
      <translation>Secundus Augustus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Augustus</source>
      <translation>Augustus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Caesar</source>
      <translation>Caesar</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Usurper</source>
      <translation>Usurpateur</translation>
    </message>
  </context>
  <context>
    <name>TurnTrack</name>
    <message>
      <location filename="../../sv_desktop/board/public_status.py" line="+52" />
      <source>{fleet} returns (9.2)</source>
      <translation>retour de la {fleet} (9.2)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{people} may rise again (9.4)</source>
      <translation>les {people} peuvent se soulever de nouveau (9.4)</translation>
    </message>
  </context>
  <context>
    <name>Zone</name>
    <message>
      <location filename="../../sv_desktop/board/board_view.py" line="+422" />
      <source>imperial capital {city} (3.1.2)</source>
      <translation>capitale impériale {city} (3.1.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>city {city} (3.1.2)</source>
      <translation>ville {city} (3.1.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Rome (3.1.2)</source>
      <translation>Rome (3.1.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>port {port} (3.4.2)</source>
      <translation>port {port} (3.4.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>sea zone (3.4.2); fleets may not enter</source>
      <translation>zone navale (3.4.2) ; interdite aux flottes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>sea zone (3.4.2)</source>
      <translation>zone navale (3.4.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>counts as inside the Empire for the 2-MP limit (7.3)</source>
      <translation>compte comme zone de l'Empire pour la limite de 2 PM (7.3)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>western half of the map (event 11)</source>
      <translation>moitié occidentale de la carte (événement 11)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>eastern half of the map (event 11)</source>
      <translation>moitié orientale de la carte (événement 11)</translation>
    </message>
    <message>
      <location line="+15" />
      <source>across the {river} to {zone} (drawn only, no extra MP, 7.2)</source>
      <translation>par-delà le {river} vers {zone} (décoratif, sans PM de plus, 7.2)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>across the {river} to {zone} (+1 MP, 7.2)</source>
      <translation>par-delà le {river} vers {zone} (+1 PM, 7.2)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{strait} to {zone} (+1 MP, 7.2)</source>
      <translation>{strait} vers {zone} (+1 PM, 7.2)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>strait to {zone} (+1 MP, 7.2)</source>
      <translation>détroit vers {zone} (+1 PM, 7.2)</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Diocese {diocese}, zone {number}</source>
      <translation>Diocèse {diocese}, zone {number}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Controlled by {side} (3.7.3)</source>
      <translation>Contrôlé par {side} (3.7.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Controlled by nobody (3.7.3)</source>
      <translation>Contrôlé par personne (3.7.3)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Zone of origin of the {people} (4.1)</source>
      <translation>Zone d'origine des {people} (4.1)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>At war, controlled by {side} (4.4.1)</source>
      <translation>En guerre, contrôlé par {side} (4.4.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>At war</source>
      <translation>En guerre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>At peace with Rome (4.2)</source>
      <translation>En paix avec Rome (4.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Outside the Empire</source>
      <translation>Hors de l'Empire</translation>
    </message>
    <message>
      <location line="+3" />
      <source>marker: {marker}</source>
      <translation>marqueur : {marker}</translation>
    </message>
    <message numerus="yes">
      <location line="+5" />
      <source>%n piece(s):</source>
      <translation>
        <numerusform>%n pion :</numerusform>
        <numerusform>%n pions :</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+3" />
      <source>… and %n more</source>
      <translation>
        <numerusform>… et %n autre</numerusform>
        <numerusform>… et %n autres</numerusform>
      </translation>
    </message>
    <message>
      <location line="+5" />
      <source>neutral</source>
      <translation>neutre</translation>
    </message>
  </context>
</TS>
