<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>AiDriver</name>
    <message>
      <location filename="../../sv_desktop/ai/driver.py" line="+63" />
      <source>&amp;Instant</source>
      <translation>&amp;Instantanée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Fast</source>
      <translation>&amp;Rapide</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Normal</source>
      <translation>&amp;Normale</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Slow</source>
      <translation>&amp;Lente</translation>
    </message>
    <message>
      <location line="+16" />
      <source> (its answer was refused: answered at random)</source>
      <translation> (sa réponse a été refusée : réponse au hasard)</translation>
    </message>
    <message>
      <location line="+76" />
      <source>AI Plans</source>
      <translation>Plans de l'IA</translation>
    </message>
    <message>
      <location line="+27" />
      <source>A pause of {seconds} s before each decision of the computer, to follow its moves</source>
      <translation>Une pause de {seconds} s avant chaque décision de l'ordinateur, pour suivre ses mouvements</translation>
    </message>
    <message>
      <location line="+3" />
      <source>The computer answers as soon as it has decided</source>
      <translation>L'ordinateur répond dès qu'il a décidé</translation>
    </message>
    <message>
      <location line="+6" />
      <source>S&amp;kip to End of AI Turn</source>
      <translation>Aller à la fin du tour de l'I&amp;A</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The computer plays on without pauses until this M/CS (outside phase E, this phase) ends</source>
      <translation>L'ordinateur joue sans pause jusqu'à la fin de cette SMC (hors de la phase E, de cette phase)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Show AI &amp;Plans</source>
      <translation>Afficher les p&amp;lans de l'IA</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The answers the computer weighed at its last decision, with their value in VP (never its secret ones while you play against it)</source>
      <translation>Les réponses que l'ordinateur a pesées à sa dernière décision, avec leur valeur en PV (jamais ses décisions secrètes quand vous jouez contre lui)</translation>
    </message>
    <message>
      <location line="+33" />
      <source>The computer plays on without pauses until this M/CS ends.</source>
      <translation>L'ordinateur joue sans pause jusqu'à la fin de cette SMC.</translation>
    </message>
    <message>
      <location line="+74" />
      <source>The computer decides. Game ▸ AI Speed sets the pause before each of its decisions.</source>
      <translation>L'ordinateur décide. Partie ▸ Vitesse de l'IA règle la pause avant chacune de ses décisions.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Skip to end of AI turn</source>
      <translation>Aller à la fin du tour de l'IA</translation>
    </message>
    <message>
      <location line="+1" />
      <source>No pauses until this M/CS ends ({key})</source>
      <translation>Plus de pause jusqu'à la fin de cette SMC ({key})</translation>
    </message>
    <message>
      <location line="+69" />
      <source>{ai} is thinking…</source>
      <translation>{ai} réfléchit…</translation>
    </message>
    <message>
      <location line="-300" />
      <source> (the computer failed to decide: answered at random)</source>
      <translation> (l'ordinateur n'a pas pu décider : réponse au hasard)</translation>
    </message>
    <message>
      <location line="+99" />
      <source>AI Spee&amp;d</source>
      <translation>Vitesse de l'&amp;IA</translation>
    </message>
    <message>
      <location line="+248" />
      <source> (no answer within {seconds} s: answered at random)</source>
      <translation> (pas de réponse en {seconds} s : réponse au hasard)</translation>
    </message>
    <message>
      <location line="+58" />
      <source>No answer in time: answered at random.</source>
      <translation>Pas de réponse à temps : réponse au hasard.</translation>
    </message>
  </context>
  <context>
    <name>AiNotes</name>
    <message>
      <location filename="../../sv_desktop/ai/notes.py" line="+45" />
      <source>{side} (AI, {level})</source>
      <translation>{side} (IA, {level})</translation>
    </message>
    <message>
      <location line="+18" />
      <source>answers {kind}: {answer}</source>
      <translation>répond à {kind} : {answer}</translation>
    </message>
    <message>
      <location line="+6" />
      <source> (at random)</source>
      <translation> (au hasard)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>: {reason}</source>
      <translation> : {reason}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{ai} {answer}{detail}{suffix}</source>
      <translation>{ai} {answer}{detail}{suffix}</translation>
    </message>
  </context>
  <context>
    <name>AiPlansPanel</name>
    <message>
      <location filename="../../sv_desktop/ai/plans_panel.py" line="+34" />
      <source>The computer has not decided yet. Its next decision shows here.</source>
      <translation>L'ordinateur n'a pas encore décidé. Sa prochaine décision s'affichera ici.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>A secret decision (stratagems, 6): what the computer weighed is not shown while a human plays against it.</source>
      <translation>Une décision secrète (stratagèmes, 6) : ce que l'ordinateur a pesé n'est pas montré tant qu'un humain joue contre lui.</translation>
    </message>
    <message>
      <location line="+20" />
      <source>Answer</source>
      <translation>Réponse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>VP</source>
      <translation>PV</translation>
    </message>
    <message>
      <location line="+8" />
      <source>The answers the computer weighed, best first, each with its value in VP for the computer's side</source>
      <translation>Les réponses que l'ordinateur a pesées, la meilleure d'abord, chacune avec sa valeur en PV pour le camp de l'ordinateur</translation>
    </message>
    <message>
      <location line="+7" />
      <source>AI plans</source>
      <translation>Plans de l'IA</translation>
    </message>
    <message>
      <location line="+18" />
      <source>Only one answer was possible.</source>
      <translation>Une seule réponse était possible.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Best first; bold: the answer chosen.</source>
      <translation>La meilleure d'abord ; en gras : la réponse choisie.</translation>
    </message>
  </context>
  <context>
    <name>BattleScreens</name>
    <message>
      <location filename="../../sv_desktop/play/battle_screens.py" line="+111" />
      <source>Click a zone with both sides' units first.</source>
      <translation>Cliquez d'abord sur une zone où se trouvent des unités des deux camps.</translation>
    </message>
    <message>
      <location line="+16" />
      <source>No battle has been fought yet.</source>
      <translation>Aucune bataille n'a encore eu lieu.</translation>
    </message>
  </context>
  <context>
    <name>CombatDialog</name>
    <message>
      <location filename="../../sv_desktop/dialogs/combat_dialog.py" line="+48" />
      <source>eliminated</source>
      <translation>unités éliminées</translation>
    </message>
    <message>
      <location line="+1" />
      <source>all units weakened</source>
      <translation>toutes les unités affaiblies</translation>
    </message>
    <message>
      <location line="+1" />
      <source>no loss</source>
      <translation>pas de pertes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>weakens ¼ as many units as the enemy lost</source>
      <translation>affaiblit ¼ des unités perdues par l'ennemi</translation>
    </message>
    <message>
      <location line="+2" />
      <source>weakens ½ as many units as the enemy lost</source>
      <translation>affaiblit ½ des unités perdues par l'ennemi</translation>
    </message>
    <message>
      <location line="+2" />
      <source>weakens ¾ as many units as the enemy lost</source>
      <translation>affaiblit ¾ des unités perdues par l'ennemi</translation>
    </message>
    <message>
      <location line="+24" />
      <source>{modifier}: {value} &lt;small&gt;({rule})&lt;/small&gt;</source>
      <translation>{modifier} : {value} &lt;small&gt;({rule})&lt;/small&gt;</translation>
    </message>
    <message>
      <location line="+42" />
      <source>Battle</source>
      <translation>Bataille</translation>
    </message>
    <message>
      <location line="+8" />
      <location line="+99" />
      <source>Attacker</source>
      <translation>Attaquant</translation>
    </message>
    <message>
      <location line="-98" />
      <location line="+101" />
      <source>Defender</source>
      <translation>Défenseur</translation>
    </message>
    <message>
      <location line="-74" />
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <location line="+36" />
      <source>Battle table (8.3, 8.4): columns are odds, rows the modified die; each cell reads attacker / defender result</source>
      <translation>Table de bataille (8.3, 8.4) : les colonnes sont les rapports de force, les lignes le dé modifié ; chaque case donne le résultat attaquant / défenseur</translation>
    </message>
    <message>
      <location line="+28" />
      <location line="+1" />
      <source>Battle at {zone}</source>
      <translation>Bataille à {zone}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>AD {year}</source>
      <translation>An {year}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>(rules 8.3–8.6)</source>
      <translation>(règles 8.3–8.6)</translation>
    </message>
    <message>
      <location line="+34" />
      <source>{name}: CC {cc}, SR {sr}, TB {tb}</source>
      <translation>{name} : CC {cc}, VS {sr}, BT {tb}</translation>
    </message>
    <message>
      <location line="+14" />
      <source>(eliminated)</source>
      <translation>(éliminée)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{name}: SP {sp}, QU {qu}, TB {tb}</source>
      <translation>{name} : PF {sp}, QU {qu}, BT {tb}</translation>
    </message>
    <message>
      <location line="+2" />
      <source> — eliminated</source>
      <translation> — éliminée</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&lt;b&gt;{sp} SP&lt;/b&gt; · average quality &lt;b&gt;{quality}&lt;/b&gt; (8.6.1)</source>
      <translation>&lt;b&gt;{sp} PF&lt;/b&gt; · qualité moyenne &lt;b&gt;{quality}&lt;/b&gt; (8.6.1)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>&lt;b&gt;Odds&lt;/b&gt; {attacker} : {defender} SP → column &lt;b&gt;{column}&lt;/b&gt; &lt;small&gt;(8.3, rounded for the defender)&lt;/small&gt;</source>
      <translation>&lt;b&gt;Rapport de force&lt;/b&gt; {attacker} : {defender} PF → colonne &lt;b&gt;{column}&lt;/b&gt; &lt;small&gt;(8.3, arrondi en faveur du défenseur)&lt;/small&gt;</translation>
    </message>
    <message numerus="yes">
      <location line="+7" />
      <source>%n column(s)</source>
      <translation>
        <numerusform>%n colonne</numerusform>
        <numerusform>%n colonnes</numerusform>
      </translation>
    </message>
    <message>
      <location line="+4" />
      <source>Final column {column}</source>
      <translation>Colonne finale {column}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>(* in the table: the column before shifts)</source>
      <translation>(* dans la table : la colonne avant décalages)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&lt;b&gt;Die modifiers&lt;/b&gt; &lt;small&gt;(+ helps the attacker)&lt;/small&gt;</source>
      <translation>&lt;b&gt;Modificateurs au dé&lt;/b&gt; &lt;small&gt;(+ aide l'attaquant)&lt;/small&gt;</translation>
    </message>
    <message>
      <location line="+3" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+6" />
      <source>total &lt;b&gt;{total}&lt;/b&gt;</source>
      <translation>total &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message>
      <location line="+4" />
      <source>die &lt;b&gt;{die}&lt;/b&gt;</source>
      <translation>dé &lt;b&gt;{die}&lt;/b&gt;</translation>
    </message>
    <message>
      <location line="+1" />
      <source>→ row &lt;b&gt;{row}&lt;/b&gt; &lt;small&gt;(1d6 + modifiers, clamped to {low}…{high})&lt;/small&gt;</source>
      <translation>→ ligne &lt;b&gt;{row}&lt;/b&gt; &lt;small&gt;(1d6 + modificateurs, ramené entre {low} et {high})&lt;/small&gt;</translation>
    </message>
    <message>
      <location line="+6" />
      <source>The die has not been rolled yet.</source>
      <translation>Le dé n'a pas encore été lancé.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>No battle: the defending force left before the die (evasion 8.2, or a stratagem 6.3).</source>
      <translation>Pas de bataille : la force en défense est partie avant le dé (évasion 8.2, ou stratagème 6.3).</translation>
    </message>
    <message>
      <location line="+33" />
      <source>Result {attacker} / {defender}</source>
      <translation>Résultat {attacker} / {defender}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>: attacker {attacker}, defender {defender} (8.4)</source>
      <translation> : attaquant — {attacker}, défenseur — {defender} (8.4)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Winner: {side} (8.5)</source>
      <translation>Vainqueur : {side} (8.5)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>No winner: both stay (see Rules decisions, R/R)</source>
      <translation>Pas de vainqueur : les deux camps restent (voir Décisions de règles, R/R)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Weakened: {names}</source>
      <translation>Affaiblies : {names}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Eliminated: {names}</source>
      <translation>Éliminées : {names}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Leaders killed: {names} (8.5)</source>
      <translation>Chefs tués : {names} (8.5)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Evaded: {names} (8.2)</source>
      <translation>Évadés : {names} (8.2)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Retreat to {zone} (8.5)</source>
      <translation>Retraite vers {zone} (8.5)</translation>
    </message>
    <message>
      <location line="+20" />
      <source>(rule {rule})</source>
      <translation>(règle {rule})</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{side}: {prompt}</source>
      <translation>{side} : {prompt}</translation>
    </message>
    <message>
      <location line="+18" />
      <source>{unit} — already weakened: eliminated (8.4.2)</source>
      <translation>{unit} — déjà affaiblie : éliminée (8.4.2)</translation>
    </message>
  </context>
  <context>
    <name>ControlPanel</name>
    <message>
      <location filename="../../sv_desktop/panels/side_panels.py" line="+334" />
      <source>&lt;b&gt;Dioceses&lt;/b&gt; (3.7.3)</source>
      <translation>&lt;b&gt;Diocèses&lt;/b&gt; (3.7.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Diocese</source>
      <translation>Diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+5" />
      <source>Controller</source>
      <translation>Contrôle</translation>
    </message>
    <message>
      <location line="-3" />
      <source>&lt;b&gt;Peoples&lt;/b&gt; (4.2, 4.4.1)</source>
      <translation>&lt;b&gt;Peuples&lt;/b&gt; (4.2, 4.4.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>People</source>
      <translation>Peuple</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Status</source>
      <translation>Statut</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{diocese} — imperial capital {city}</source>
      <translation>{diocese} — capitale impériale {city}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Major people (4.1)</source>
      <translation>Peuple majeur (4.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Minor people (4.1)</source>
      <translation>Peuple mineur (4.1)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>at war</source>
      <translation>en guerre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>pacified to {year}</source>
      <translation>pacifié jusqu'en {year}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>at peace</source>
      <translation>en paix</translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message>
      <location filename="../../sv_desktop/panels/decision_panel.py" line="+41" />
      <source>Click or drag a counter to a lit zone (MP shown; amber: it halts, 7.1). Hover here for more.</source>
      <translation>Cliquez ou faites glisser un pion vers une zone éclairée (PM affichés ; ambre : il s'arrête, 7.1). Survolez ce texte pour en savoir plus.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Click a leader or a unit on the map (or in the stack inspector), tick the units the leader carries, then click a highlighted zone — or drag the counter there. Green zones show the MP cost; amber ones mean the move halts there (7.1). Shift+click (or right-click) a zone instead to plan the route and leave units on the way (3.4.1). Esc cancels the selection.</source>
      <translation>Cliquez sur un chef ou une unité sur la carte (ou dans le panneau Pile), cochez les unités que le chef emmène, puis cliquez sur une zone en surbrillance — ou faites-y glisser le pion. Les zones vertes indiquent le coût en PM ; les zones ambre signifient que le mouvement s'y arrête (7.1). Maj+clic (ou clic droit) sur une zone pour plutôt tracer l'itinéraire et laisser des unités en route (3.4.1). Échap annule la sélection.</translation>
    </message>
    <message>
      <location line="+46" />
      <source>No game in progress</source>
      <translation>Aucune partie en cours</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Game ▸ New Game (Ctrl+N) starts one.</source>
      <translation>Partie ▸ Nouvelle partie (Ctrl+N) en commence une.</translation>
    </message>
    <message>
      <location line="+68" />
      <source>(rule {rule})</source>
      <translation>(règle {rule})</translation>
    </message>
    <message>
      <location line="+24" />
      <source>End movement  (Ctrl+E)</source>
      <translation>Fin des mouvements  (Ctrl+E)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Close movement for this M/CS and go on to the combats (E.1, E.2)</source>
      <translation>Clore les mouvements de cette SMC et passer aux combats (E.1, E.2)</translation>
    </message>
    <message numerus="yes">
      <location line="+10" />
      <source>Or pick one of %n suggested move(s):</source>
      <translation>
        <numerusform>Ou choisissez %n mouvement suggéré :</numerusform>
        <numerusform>Ou choisissez l'un des %n mouvements suggérés :</numerusform>
      </translation>
    </message>
    <message>
      <location line="+26" />
      <source>Filter…</source>
      <translation>Filtrer…</translation>
    </message>
    <message>
      <location line="+17" />
      <source>Choose</source>
      <translation>Choisir</translation>
    </message>
  </context>
  <context>
    <name>DragForecast</name>
    <message>
      <location filename="../../sv_desktop/play/drag_forecast.py" line="+44" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&lt;b&gt;Battle in {zone}&lt;/b&gt; if you move here&lt;br&gt;{attacker} SP against {defender} SP: column &lt;b&gt;{column}&lt;/b&gt; (8.3)&lt;br&gt;Shifts: {shifts}&lt;br&gt;Die modifiers: {mods}&lt;br&gt;{side} wins &lt;b&gt;{chance}&lt;/b&gt;, {other} {other_chance}, nobody {nobody}&lt;br&gt;&lt;i&gt;No evasion, no stratagem played&lt;/i&gt;</source>
      <translation>&lt;b&gt;Bataille à {zone}&lt;/b&gt; si vous allez ici&lt;br&gt;{attacker} PF contre {defender} PF : colonne &lt;b&gt;{column}&lt;/b&gt; (8.3)&lt;br&gt;Décalages : {shifts}&lt;br&gt;Modificateurs au dé : {mods}&lt;br&gt;{side} gagne &lt;b&gt;{chance}&lt;/b&gt;, {other} {other_chance}, personne {nobody}&lt;br&gt;&lt;i&gt;Sans évasion ni stratagème joué&lt;/i&gt;</translation>
    </message>
  </context>
  <context>
    <name>EndGameDialog</name>
    <message>
      <location filename="../../sv_desktop/dialogs/end_game.py" line="+14" />
      <source>Draw</source>
      <translation>Égalité</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Victory</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Decisive victory</source>
      <translation>Victoire décisive</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Definitive victory</source>
      <translation>Victoire définitive</translation>
    </message>
    <message>
      <location line="+22" />
      <source>No turn completed</source>
      <translation>Aucun tour achevé</translation>
    </message>
    <message>
      <location line="+52" />
      <source>End of the game</source>
      <translation>Fin de la partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Victory chart</source>
      <translation>Courbe de victoire</translation>
    </message>
    <message>
      <location line="+15" />
      <source>{side} {vp} VP</source>
      <translation>{side} {vp} PV</translation>
    </message>
    <message>
      <location line="+7" />
      <source>{level} for {side}</source>
      <translation>{level} du {side}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Final count (10.3): {score}</source>
      <translation>Décompte final (10.3) : {score}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Game in progress</source>
      <translation>Partie en cours</translation>
    </message>
    <message>
      <location line="+1" />
      <source>VP so far: {score}</source>
      <translation>PV à ce jour : {score}</translation>
    </message>
  </context>
  <context>
    <name>ForecastDialog</name>
    <message>
      <location filename="../../sv_desktop/dialogs/forecast_dialog.py" line="+34" />
      <source>Die</source>
      <translation>Dé</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Row</source>
      <translation>Ligne</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Result (att. / def.)</source>
      <translation>Résultat (att. / déf.)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Winner</source>
      <translation>Vainqueur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Attacker hit</source>
      <translation>Pertes de l'attaquant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Defender hit</source>
      <translation>Pertes du défenseur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Leaders killed</source>
      <translation>Chefs tués</translation>
    </message>
    <message>
      <location line="+6" />
      <source>{value} %</source>
      <translation>{value} %</translation>
    </message>
    <message>
      <location line="+18" />
      <source>Battle forecast — {zone}</source>
      <translation>Prévision de bataille — {zone}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Attacker:</source>
      <translation>Attaquant :</translation>
    </message>
    <message>
      <location line="+41" />
      <source>No battle in {zone}: both sides need combat units there (8.1).</source>
      <translation>Pas de bataille à {zone} : il faut des unités de combat des deux camps (8.1).</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{side} attacks in {zone}: {attacker} SP against {defender} SP, column {column} (8.3)</source>
      <translation>{side} attaque à {zone} : {attacker} PF contre {defender} PF, colonne {column} (8.3)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>; shifts: {shifts}</source>
      <translation> ; décalages : {shifts}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>; die modifiers: {mods}</source>
      <translation> ; modificateurs au dé : {mods}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>; no die modifier</source>
      <translation> ; aucun modificateur au dé</translation>
    </message>
    <message>
      <location line="+2" />
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <location line="+12" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Chance of winning: {side} {chance}, {other} {other_chance}, nobody {nobody}.&lt;br&gt;Expected units hit: attacker {attacker}, defender {defender}.&lt;br&gt;Leaders who may die: {deaths}.</source>
      <translation>Chances de victoire : {side} {chance}, {other} {other_chance}, personne {nobody}.&lt;br&gt;Unités touchées en moyenne : attaquant {attacker}, défenseur {defender}.&lt;br&gt;Chefs qui peuvent mourir : {deaths}.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>; </source>
      <comment>between two assumptions</comment>
      <translation> ; </translation>
    </message>
    <message>
      <location line="+1" />
      <source>Assumes {assumptions}.</source>
      <translation>Hypothèses : {assumptions}.</translation>
    </message>
    <message numerus="yes">
      <location line="+5" />
      <source>%n weakened</source>
      <translation>
        <numerusform>%n affaiblie</numerusform>
        <numerusform>%n affaiblies</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>%n eliminated</source>
      <translation>
        <numerusform>%n éliminée</numerusform>
        <numerusform>%n éliminées</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>GameController</name>
    <message>
      <location filename="../../sv_desktop/play/controller.py" line="+321" />
      <location filename="../../sv_desktop/ai/notes.py" line="+49" />
      <source>AD {year} · phase {phase}</source>
      <translation>An {year} · phase {phase}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>AD {year}: {text}</source>
      <translation>An {year} : {text}</translation>
    </message>
  </context>
  <context>
    <name>HandPanel</name>
    <message>
      <location filename="../../sv_desktop/play/hotseat.py" line="+197" />
      <source>Stratagem hands are hidden.&lt;br&gt;Game ▸ Show My Stratagems (Ctrl+H) hands over the screen and shows one player's hand.</source>
      <translation>Les stratagèmes en main sont cachés.&lt;br&gt;Partie ▸ Voir mes stratagèmes (Ctrl+H) passe l'écran et montre la main d'un joueur.</translation>
    </message>
    <message numerus="yes">
      <location line="+5" />
      <source>{side} holds %n stratagem(s) (6.1)</source>
      <translation>
        <numerusform>{side} a %n stratagème en réserve (6.1)</numerusform>
        <numerusform>{side} a %n stratagèmes en réserve (6.1)</numerusform>
      </translation>
    </message>
    <message>
      <location line="+14" />
      <source>your stratagems ({count}/5, 6.1)</source>
      <translation>vos stratagèmes ({count}/5, 6.1)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>No stratagem in hand.</source>
      <translation>Aucun stratagème en main.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Your secret notes</source>
      <translation>Vos notes secrètes</translation>
    </message>
    <message>
      <location line="+18" />
      <source>(phase {phase}, 6.3)</source>
      <translation>(phase {phase}, 6.3)</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Play {stratagem}</source>
      <translation>Jouer {stratagem}</translation>
    </message>
  </context>
  <context>
    <name>HandoverScreen</name>
    <message>
      <location line="-179" />
      <source>I am {side} — show me</source>
      <translation>Je suis {side} — montrez-moi</translation>
    </message>
    <message>
      <location line="+7" />
      <source>I am {side} — I agree</source>
      <translation>Je suis {side} — j'accepte</translation>
    </message>
    <message>
      <location line="+2" />
      <source>I refuse</source>
      <translation>Je refuse</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{side} keeps the screen</source>
      <translation>{side} garde l'écran</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Pass the screen to {side}</source>
      <translation>Passez l'écran à {side}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{side}, please look away.</source>
      <translation>{side}, détournez le regard s'il vous plaît.</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Esc: I refuse</source>
      <translation>Échap : je refuse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Esc: nothing (the screen stays)</source>
      <translation>Échap : rien (l'écran reste)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Enter: {button} · {esc} · Space: nothing</source>
      <translation>Entrée : {button} · {esc} · Espace : rien</translation>
    </message>
  </context>
  <context>
    <name>HistoryBanner</name>
    <message>
      <location filename="../../sv_desktop/history/dock.py" line="+170" />
      <source>Return to the present (Esc)</source>
      <translation>Revenir au présent (Échap)</translation>
    </message>
  </context>
  <context>
    <name>HistoryBrowser</name>
    <message>
      <location filename="../../sv_desktop/history/browser.py" line="+58" />
      <source>Previous &amp;Turn</source>
      <translation>&amp;Tour précédent</translation>
    </message>
    <message>
      <location line="+1" />
      <source>« Turn</source>
      <translation>« Tour</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The start of this turn, or of the one before (Alt+PgUp)</source>
      <translation>Le début de ce tour, ou du précédent (Alt+PgUp)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Previous &amp;Battle</source>
      <translation>&amp;Bataille précédente</translation>
    </message>
    <message>
      <location line="+1" />
      <source>‹ Battle</source>
      <translation>‹ Bataille</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The position after the battle before this one, 8 (Alt+Shift+Left)</source>
      <translation>La position après la bataille précédente, 8 (Alt+Maj+Gauche)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Previous Decision</source>
      <translation>&amp;Décision précédente</translation>
    </message>
    <message>
      <location line="+2" />
      <source>The position after the decision before this one (Alt+Left)</source>
      <translation>La position après la décision précédente (Alt+Gauche)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Next Decision</source>
      <translation>Décision &amp;suivante</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The position after the next decision (Alt+Right)</source>
      <translation>La position après la décision suivante (Alt+Droite)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Next B&amp;attle</source>
      <translation>B&amp;ataille suivante</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Battle ›</source>
      <translation>Bataille ›</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The position after the next battle, 8 (Alt+Shift+Right)</source>
      <translation>La position après la bataille suivante, 8 (Alt+Maj+Droite)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Next T&amp;urn</source>
      <translation>Tour s&amp;uivant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Turn »</source>
      <translation>Tour »</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The start of the next turn (Alt+PgDown)</source>
      <translation>Le début du tour suivant (Alt+PgDown)</translation>
    </message>
    <message>
      <location line="+56" />
      <source>&amp;History Browser</source>
      <translation>Navigateur d'&amp;historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Every decision of the game, by year and phase; click one to see the game as it stood then</source>
      <translation>Toutes les décisions de la partie, par année et par phase ; cliquez sur l'une d'elles pour voir la partie telle qu'elle était alors</translation>
    </message>
    <message>
      <location line="+11" />
      <source>&amp;Return to the Present (Esc)</source>
      <translation>&amp;Revenir au présent (Échap)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Back to the game in progress</source>
      <translation>Retour à la partie en cours</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Branch &amp;from Here…</source>
      <translation>Bifurquer d'&amp;ici…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Save a new game that stops at the position on show</source>
      <translation>Enregistrer une nouvelle partie qui s'arrête à la position affichée</translation>
    </message>
    <message>
      <location line="+114" />
      <source>No later battle.</source>
      <translation>Pas de bataille plus tard.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>No earlier battle.</source>
      <translation>Pas de bataille plus tôt.</translation>
    </message>
    <message>
      <location line="+21" />
      <source>the end of the game</source>
      <translation>la fin de la partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>AD {year}, phase {phase}</source>
      <translation>l'an {year}, phase {phase}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Viewing {where} — read-only.</source>
      <translation>Vous voyez {where} — lecture seule.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Viewing {where}: nothing on screen acts on the game until you return to the present (Esc).</source>
      <translation>Vous voyez {where} : rien à l'écran n'agit sur la partie tant que vous ne revenez pas au présent (Échap).</translation>
    </message>
    <message>
      <location line="+102" />
      <source>Back to the present.</source>
      <translation>Retour au présent.</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Choose a decision in the History browser first.</source>
      <translation>Choisissez d'abord une décision dans le navigateur d'historique.</translation>
    </message>
    <message>
      <location line="+13" />
      <source>Choose a new file</source>
      <translation>Choisissez un nouveau fichier</translation>
    </message>
    <message>
      <location line="+0" />
      <source>{path} exists. A branch is always saved as a new game: it never replaces a saved file.</source>
      <translation>{path} existe déjà. Une bifurcation est toujours enregistrée comme une nouvelle partie : elle ne remplace jamais un fichier enregistré.</translation>
    </message>
    <message>
      <location line="+12" />
      <source>The branch could not be saved</source>
      <translation>La bifurcation n'a pas pu être enregistrée</translation>
    </message>
    <message numerus="yes">
      <location line="+4" />
      <source>Branch saved to {path} (%n action(s)). Your game is unchanged; File ▸ Load Game plays the branch.</source>
      <translation>
        <numerusform>Bifurcation enregistrée dans {path} (%n action). Votre partie n'a pas changé ; Fichier ▸ Charger une partie joue la bifurcation.</numerusform>
        <numerusform>Bifurcation enregistrée dans {path} (%n actions). Votre partie n'a pas changé ; Fichier ▸ Charger une partie joue la bifurcation.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+8" />
      <source>Branch from here: save a new game</source>
      <translation>Bifurquer d'ici : enregistrer une nouvelle partie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Saved games (*{suffix})</source>
      <translation>Parties enregistrées (*{suffix})</translation>
    </message>
  </context>
  <context>
    <name>HistoryDock</name>
    <message>
      <location filename="../../sv_desktop/history/dock.py" line="-103" />
      <source>Back to the present</source>
      <translation>Retour au présent</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The game in progress again (Esc)</source>
      <translation>De nouveau la partie en cours (Échap)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Branch from here…</source>
      <translation>Bifurquer d'ici…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Save a new game that stops at this position, to play it another way. Your game is not changed.</source>
      <translation>Enregistrer une nouvelle partie qui s'arrête à cette position, pour la jouer autrement. Votre partie n'est pas modifiée.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Bookmark</source>
      <translation>Signet</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Mark this position; bookmarks and notes are saved with the game</source>
      <translation>Marquer cette position ; signets et notes sont enregistrés avec la partie</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Note on this position</source>
      <translation>Note sur cette position</translation>
    </message>
    <message>
      <location line="+26" />
      <source>Click a decision to see the game as it stood after it, read-only, on the map.</source>
      <translation>Cliquez sur une décision pour voir sur la carte la partie telle qu'elle était juste après, en lecture seule.</translation>
    </message>
  </context>
  <context>
    <name>HistoryModel</name>
    <message>
      <location filename="../../sv_desktop/history/model.py" line="+58" />
      <location line="+53" />
      <source>Start of the game</source>
      <translation>Début de la partie</translation>
    </message>
    <message>
      <location line="-42" />
      <source>Set-up</source>
      <translation>Mise en place</translation>
    </message>
    <message>
      <location line="+25" />
      <source>{number}. {kind}: {answer}</source>
      <translation>{number}. {kind} : {answer}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>the game</source>
      <translation>la partie</translation>
    </message>
    <message>
      <location line="+14" />
      <source>Decision {number} · {side} · {kind}</source>
      <translation>Décision {number} · {side} · {kind}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>AD {year}, phase {phase}</source>
      <translation>An {year}, phase {phase}</translation>
    </message>
    <message>
      <location line="+15" />
      <source>Nothing logged.</source>
      <translation>Rien au journal.</translation>
    </message>
    <message>
      <location line="+46" />
      <source>AD {year}</source>
      <translation>An {year}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Phase {phase}</source>
      <translation>Phase {phase}</translation>
    </message>
  </context>
  <context>
    <name>HotseatFlow</name>
    <message>
      <location filename="../../sv_desktop/play/hotseat_flow.py" line="+29" />
      <source>Pass for the rest of this M/CS</source>
      <translation>Passer pour le reste de cette SMC</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play nothing in your phase E windows for the rest of this M/CS: the screen passes them by itself, without a handover (battle windows are still asked). It tells nothing about your hand (6).</source>
      <translation>Ne rien jouer dans vos fenêtres de la phase E pour le reste de cette SMC : l'écran les passe de lui-même, sans passer l'écran (les fenêtres de bataille restent demandées). Cela ne dit rien de votre main (6).</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Pass for the rest of phase E</source>
      <translation>Passer pour le reste de la phase E</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play nothing in your phase E windows for the rest of phase E: the screen passes them by itself, without a handover (battle windows are still asked). It tells nothing about your hand (6).</source>
      <translation>Ne rien jouer dans vos fenêtres de la phase E pour le reste de la phase E : l'écran les passe de lui-même, sans passer l'écran (les fenêtres de bataille restent demandées). Cela ne dit rien de votre main (6).</translation>
    </message>
    <message>
      <location line="+54" />
      <source>{side} passes his E windows for a while (6).</source>
      <translation>{side} passe ses fenêtres de la phase E pour un temps (6).</translation>
    </message>
    <message>
      <location line="+3" />
      <source>No stratagem could be played now: {side}'s window passes by itself (6).</source>
      <translation>Aucun stratagème ne peut être joué maintenant : la fenêtre de {side} passe d'elle-même (6).</translation>
    </message>
    <message>
      <location line="+56" />
      <source>Your turn to decide.</source>
      <translation>À vous de décider.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>A stratagem window (6): this game asks at every window, whatever you hold.</source>
      <translation>Une fenêtre de stratagème (6) : cette partie demande à chaque fenêtre, quelle que soit votre main.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>A decision about your stratagems (6).</source>
      <translation>Une décision sur vos stratagèmes (6).</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Handover</source>
      <translation>Passage de l'écran</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Waiting for {side}.</source>
      <translation>En attente de {side}.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Pass the screen to {side}.</source>
      <translation>Passez l'écran à {side}.</translation>
    </message>
    <message>
      <location line="+34" />
      <source>You asked to see your stratagems (6).</source>
      <translation>Vous avez demandé à voir vos stratagèmes (6).</translation>
    </message>
  </context>
  <context>
    <name>LogPanel</name>
    <message>
      <location filename="../../sv_desktop/panels/side_panels.py" line="+41" />
      <source>Show dice rolls</source>
      <translation>Afficher les jets de dés</translation>
    </message>
  </context>
  <context>
    <name>MovementInput</name>
    <message>
      <location filename="../../sv_desktop/play/movement_input.py" line="+195" />
      <source>That piece cannot move now.</source>
      <translation>Ce pion ne peut pas se déplacer maintenant.</translation>
    </message>
    <message numerus="yes">
      <location line="+30" />
      <source>Selected {names}: %n reachable zone(s). Click one, or Esc to cancel.</source>
      <translation>
        <numerusform>Sélection : {names} ; %n zone accessible. Cliquez-la, ou Échap pour annuler.</numerusform>
        <numerusform>Sélection : {names} ; %n zones accessibles. Cliquez-en une, ou Échap pour annuler.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+10" />
      <source>Route planning cancelled.</source>
      <translation>Tracé de l'itinéraire annulé.</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Selection cancelled.</source>
      <translation>Sélection annulée.</translation>
    </message>
    <message>
      <location line="+23" />
      <source>Click a zone next to the end of the route, or one on it (7.2).</source>
      <translation>Cliquez sur une zone voisine de la fin de l'itinéraire, ou sur l'une de ses zones (7.2).</translation>
    </message>
    <message>
      <location line="+26" />
      <source>{zone} cannot be reached by this group (7).</source>
      <translation>Ce groupe ne peut pas atteindre {zone} (7).</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Moved to {zone} ({mp} MP).</source>
      <translation>Déplacé à {zone} ({mp} PM).</translation>
    </message>
    <message>
      <location line="+21" />
      <source>Click a highlighted zone for the fleet: a sea or its port, or a coast to land on (3.4.2). Esc cancels.</source>
      <translation>Cliquez sur une zone en surbrillance pour la flotte : une mer ou son port, ou une côte où débarquer (3.4.2). Échap annule.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>The fleet cannot go there now (3.4.2).</source>
      <translation>La flotte ne peut pas y aller maintenant (3.4.2).</translation>
    </message>
    <message>
      <location line="+40" />
      <source>Tick the units {leader} carries (at most {cc}, his CC — 3.4.1). Shift+click a zone to leave some on the way.</source>
      <translation>Cochez les unités que {leader} emmène (au plus {cc}, sa CC — 3.4.1). Maj+clic sur une zone pour en laisser en route.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../sv_desktop/dialogs/new_game_dialog.py" line="+40" />
      <source>R/R battle result</source>
      <translation>Résultat de bataille R/R</translation>
    </message>
    <message>
      <location line="+1" />
      <source>How an R/R result is read (8.4; see Rules decisions)</source>
      <translation>Comment lire un résultat R/R (8.4 ; voir Décisions de règles)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>River/strait modifier f</source>
      <translation>Modificateur f fleuve/détroit</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Battles where modifier f (attacker crossed a major river or strait) applies (8.6)</source>
      <translation>Batailles où s'applique le modificateur f (l'attaquant a franchi un grand fleuve ou un détroit) (8.6)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Dux can be assassinated</source>
      <translation>Un Dux peut être assassiné</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Whether the Assassinat stratagem may target a Dux (6.3)</source>
      <translation>Si le stratagème Assassinat peut viser un Dux (6.3)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Role-bound stratagems follow the role</source>
      <translation>Les stratagèmes liés au rôle suivent le rôle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>After a change of roles (5), PRIMUS/SECONDUS stratagems are played by the new holder of the role</source>
      <translation>Après un changement de rôle (5), les stratagèmes PRIMUS/SECONDUS sont joués par le nouveau titulaire du rôle</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Assassinat may target non-Romans</source>
      <translation>Assassinat peut viser des non-Romains</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Whether Assassinat can kill non-Roman leaders (4.2.1, 6.3)</source>
      <translation>Si Assassinat peut tuer des chefs non romains (4.2.1, 6.3)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Any people at war may enter Armenia</source>
      <translation>Tout peuple en guerre peut entrer en Armenia</translation>
    </message>
    <message>
      <location line="+1" />
      <source>On: every people at war may enter Armenia, Rome's ally (4.3, 4.4.2). Off: only Persian units may (see Rules decisions)</source>
      <translation>Activé : tout peuple en guerre peut entrer en Armenia, alliée de Rome (4.3, 4.4.2). Désactivé : seules les unités perses le peuvent (voir Décisions de règles)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Ask at every stratagem window</source>
      <translation>Demander à chaque fenêtre de stratagème</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Hotseat privacy (on by default): a player holding stratagems is asked at each of his reaction windows (6), with a Pass button even when nothing is playable, so that being asked reveals nothing.
Off is faster, but then a player is asked only when he holds a counter he can play there, so the handover screen itself tells the other player that he holds one.</source>
      <translation>Discrétion à deux sur un écran (activée par défaut) : un joueur qui détient des stratagèmes est sollicité à chacune de ses fenêtres de réaction (6), avec un bouton Passer même quand rien n'est jouable, pour que la question ne révèle rien.
Désactivée, la partie va plus vite, mais un joueur n'est alors sollicité que s'il détient un pion jouable à ce moment : le passage de l'écran apprend donc à l'autre joueur qu'il en détient un.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>no winner</source>
      <translation>pas de vainqueur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>upper row: defender wins, lower: attacker</source>
      <translation>ligne du haut : le défenseur gagne, du bas : l'attaquant</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Roman civil battles only</source>
      <translation>batailles civiles romaines seulement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>all battles</source>
      <translation>toutes les batailles</translation>
    </message>
    <message>
      <location line="+18" />
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Ruleset options</source>
      <translation>Options de règles</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Start</source>
      <translation>Commencer</translation>
    </message>
    <message>
      <location line="+11" />
      <source>The scenario to play (its set-up, dates and special rules)</source>
      <translation>Le scénario à jouer (sa mise en place, ses dates et ses règles spéciales)</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Scenario:</source>
      <translation>Scénario :</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Browse…</source>
      <translation>Parcourir…</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Dice</source>
      <translation>Dés</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Random seed</source>
      <translation>Graine aléatoire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fixed seed:</source>
      <translation>Graine fixe :</translation>
    </message>
    <message>
      <location line="+10" />
      <source>The same scenario, options, seed and choices replay the same game, dice included</source>
      <translation>Le même scénario, les mêmes options, la même graine et les mêmes choix rejouent la même partie, dés compris</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Open a scenario</source>
      <translation>Ouvrir un scénario</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenarios (*.yaml *.yml)</source>
      <translation>Scénarios (*.yaml *.yml)</translation>
    </message>
    <message>
      <location line="+10" />
      <source>No scenario found: use Browse….</source>
      <translation>Aucun scénario trouvé : utilisez Parcourir….</translation>
    </message>
    <message>
      <location line="+6" />
      <source>This scenario cannot be used:</source>
      <translation>Ce scénario est inutilisable :</translation>
    </message>
    <message>
      <location line="+6" />
      <source>AD {start} to {end}</source>
      <translation>de {start} à {end}</translation>
    </message>
  </context>
  <context>
    <name>PhaseTracker</name>
    <message>
      <location filename="../../sv_desktop/panels/side_panels.py" line="-351" />
      <source>Strat.</source>
      <translation>Strat.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Init.</source>
      <translation>Init.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Geostr.</source>
      <translation>Géostr.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Admin.</source>
      <translation>Admin.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Move</source>
      <translation>Mouv.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>End</source>
      <translation>Bilan</translation>
    </message>
    <message>
      <location line="+51" />
      <source>Phase {letter}: {name} (rule {rule})</source>
      <translation>Phase {letter} : {name} (règle {rule})</translation>
    </message>
  </context>
  <context>
    <name>PlayCoordinator</name>
    <message>
      <location filename="../../sv_desktop/panels/decision_panel.py" line="-116" />
      <source>AD {start}–{end}.</source>
      <translation>{start}–{end}.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>This is the scenario's set-up. Start a game to play it.</source>
      <translation>Voici la mise en place du scénario. Commencez une partie pour le jouer.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Start a new game on this scenario…</source>
      <translation>Nouvelle partie sur ce scénario…</translation>
    </message>
    <message>
      <location filename="../../sv_desktop/play/coordinator.py" line="+154" />
      <source>Cannot start this scenario</source>
      <translation>Impossible de commencer ce scénario</translation>
    </message>
    <message>
      <location line="+4" />
      <source>New game started.</source>
      <translation>Nouvelle partie commencée.</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Undone.</source>
      <translation>Annulé.</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Redone.</source>
      <translation>Rétabli.</translation>
    </message>
    <message>
      <location line="+23" />
      <source>journaled: AD {year}, phase {phase}</source>
      <translation>journalisé : an {year}, phase {phase}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Every decision is written to {path} as it is taken; after a crash the game is offered back, exactly as it was, at the next start</source>
      <translation>Chaque décision est écrite dans {path} au moment où elle est prise ; après un plantage, la partie est proposée de nouveau, exactement telle qu'elle était, au démarrage suivant</translation>
    </message>
    <message>
      <location line="+7" />
      <source>not journaled: save often</source>
      <translation>non journalisé : enregistrez souvent</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Not allowed: {reason}</source>
      <translation>Interdit : {reason}</translation>
    </message>
    <message>
      <location line="+61" />
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>See the victory screen (Game ▸ Victory Chart).</source>
      <translation>Voir l'écran de victoire (Partie ▸ Courbe de victoire).</translation>
    </message>
    <message>
      <location line="+22" />
      <source>{side} moves: click a counter, tick the units to carry, then click a highlighted zone (or drag). Ctrl+E ends movement.</source>
      <translation>{side} déplace : cliquez sur un pion, cochez les unités à emmener, puis cliquez sur une zone en surbrillance (ou faites glisser). Ctrl+E termine les mouvements.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{side}: click one of the highlighted zones, or choose in the Decision panel.</source>
      <translation>{side} : cliquez sur l'une des zones en surbrillance, ou choisissez dans le panneau Décision.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{side}: {prompt}</source>
      <translation>{side} : {prompt}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{prompt} (rule {rule})</source>
      <translation>{prompt} (règle {rule})</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Pass only now (asked again after the next move)</source>
      <translation>Passer jusqu'au prochain mouvement</translation>
    </message>
  </context>
  <context>
    <name>PlayersBox</name>
    <message>
      <location filename="../../sv_desktop/dialogs/players_box.py" line="+18" />
      <source>any legal answer, at random</source>
      <translation>n'importe quelle réponse légale, au hasard</translation>
    </message>
    <message>
      <location line="+1" />
      <source>weighs every answer on the odds column, with a little noise</source>
      <translation>pèse chaque réponse sur la colonne du rapport de force, avec un peu de bruit</translation>
    </message>
    <message>
      <location line="+2" />
      <source>exact battle odds, several dice, and the enemy's reply</source>
      <translation>chances exactes des batailles, plusieurs dés, et la réplique de l'ennemi</translation>
    </message>
    <message>
      <location line="+2" />
      <source>searches among its best answers for a moment each time</source>
      <translation>cherche un moment parmi ses meilleures réponses à chaque fois</translation>
    </message>
    <message>
      <location line="+5" />
      <source>random</source>
      <translation>hasard</translation>
    </message>
    <message>
      <location line="+1" />
      <source>easy</source>
      <translation>facile</translation>
    </message>
    <message>
      <location line="+1" />
      <source>normal</source>
      <translation>normal</translation>
    </message>
    <message>
      <location line="+1" />
      <source>hard</source>
      <translation>difficile</translation>
    </message>
    <message>
      <location line="+24" />
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Human</source>
      <translation>Humain</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Computer — {level}</source>
      <translation>Ordinateur — {level}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{level}: {words}</source>
      <translation>{level} : {words}</translation>
    </message>
    <message>
      <location line="+5" />
      <source>A human at this screen (hotseat), or the computer. The seat keeps its player when the roles change (5).</source>
      <translation>Un humain devant cet écran (à deux sur un écran), ou l'ordinateur. La place garde son joueur quand les rôles changent (5).</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Seat {seat} (starts as {role}):</source>
      <translation>Place {seat} (commence {role}) :</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Against the computer, no handover screen: your stratagems stay on show, and its own are never shown.</source>
      <translation>Contre l'ordinateur, pas d'écran de passage : vos stratagèmes restent affichés, et les siens ne le sont jamais.</translation>
    </message>
  </context>
  <context>
    <name>Presenter</name>
    <message>
      <location filename="../../sv_desktop/panels/presenters.py" line="+52" />
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
      <location line="+3" />
      <source>Evasion (8.2)</source>
      <translation>Évasion (8.2)</translation>
    </message>
    <message>
      <location line="-2" />
      <source>Try to evade (1d6 under the best SR, 8.2)</source>
      <translation>Tenter l'évasion (1d6 &lt; meilleure VS, 8.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stand and fight</source>
      <translation>Tenir et combattre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Stay and fight</source>
      <translation>Rester et combattre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Losses (8.4.2)</source>
      <translation>Pertes (8.4.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Retreat (8.4.1)</source>
      <translation>Retraite (8.4.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Escape (7.1)</source>
      <translation>S'évader (7.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Limitanei (9.3.1)</source>
      <translation>Limitanei (9.3.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Winter quarters (9.3.3)</source>
      <translation>Quartiers d'hiver (9.3.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Non-Roman leader (4.2.1)</source>
      <translation>Chef non romain (4.2.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Zones of origin (9.4)</source>
      <translation>Zones d'origine (9.4)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Constantinople (3.1.2)</source>
      <translation>Constantinople (3.1.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Begin building Constantinople (3.1.2)</source>
      <translation>Construire Constantinople (3.1.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Not now</source>
      <translation>Pas maintenant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Nomination (3.5.1)</source>
      <translation>Nomination (3.5.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Name nobody more</source>
      <translation>Ne nommer personne de plus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Veto (3.5.1)</source>
      <translation>Veto (3.5.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Veto the nomination (3.5.1)</source>
      <translation>Opposer son veto à la nomination (3.5.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Accept the nomination</source>
      <translation>Accepter la nomination</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Succession (3.5.2)</source>
      <translation>Succession (3.5.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Usurpers (3.6.5)</source>
      <translation>Usurpateurs (3.6.5)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Civil war (3.6.3 C/)</source>
      <translation>Guerre civile (3.6.3 C/)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Rally (3.6.3 D/)</source>
      <translation>Ralliement (3.6.3 D/)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Try to rally them (1d6, 3.6.3)</source>
      <translation>Tenter de les rallier (1d6, 3.6.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Leave them</source>
      <translation>Les laisser</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Imperial war (3.5.4)</source>
      <translation>Guerre impériale (3.5.4)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Protectores Domestici (3.5.3)</source>
      <translation>Protectores Domestici (3.5.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+1" />
      <source>Stratagems (6)</source>
      <translation>Stratagèmes (6)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play</source>
      <translation>Jouer</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Pass: play nothing now</source>
      <translation>Passer : ne rien jouer maintenant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagem (6.3)</source>
      <translation>Stratagème (6.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Yes</source>
      <translation>Oui</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Stop here</source>
      <translation>S'arrêter ici</translation>
    </message>
  </context>
  <context>
    <name>RecoveryDialog</name>
    <message>
      <location filename="../../sv_desktop/dialogs/recovery_dialog.py" line="+42" />
      <source>Resume an interrupted game?</source>
      <translation>Reprendre une partie interrompue ?</translation>
    </message>
    <message>
      <location line="+4" />
      <source>These games were still open when Semper Victor last stopped without closing them. Every decision was journaled: a game resumes exactly where it was. A resumed game is untitled until you save it.</source>
      <translation>Ces parties étaient encore ouvertes quand Semper Victor s'est arrêté la dernière fois sans les fermer. Chaque décision a été journalisée : une partie reprend exactement où elle en était. Une partie reprise reste sans titre jusqu'à ce que vous l'enregistriez.</translation>
    </message>
    <message>
      <location line="+21" />
      <source>Resume</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Discard</source>
      <translation>Abandonner</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Delete this journal: the game cannot be resumed again</source>
      <translation>Supprimer ce journal : la partie ne pourra plus être reprise</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Later</source>
      <translation>Plus tard</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Keep every journal and offer them again at the next start</source>
      <translation>Garder tous les journaux et les proposer de nouveau au prochain démarrage</translation>
    </message>
  </context>
  <context>
    <name>RoutePlanner</name>
    <message>
      <location filename="../../sv_desktop/play/route_planner.py" line="+78" />
      <source>On the map, click a zone next to the end of the route to go on, or a zone of the route to stop there. The leader goes no further than his last unit (3.4.1).</source>
      <translation>Sur la carte, cliquez sur une zone voisine de la fin de l'itinéraire pour continuer, ou sur une zone de l'itinéraire pour s'y arrêter. Le chef ne va pas plus loin que sa dernière unité (3.4.1).</translation>
    </message>
    <message>
      <location line="+13" />
      <source>Move</source>
      <translation>Déplacer</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Cancel (Esc)</source>
      <translation>Annuler (Échap)</translation>
    </message>
    <message>
      <location line="+53" />
      <source>Choose at least one zone to enter (7.2).</source>
      <translation>Choisissez au moins une zone où entrer (7.2).</translation>
    </message>
    <message>
      <location line="+30" />
      <source>goes on to {zone}</source>
      <translation>continue jusqu'à {zone}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>stays in {zone} (step {step})</source>
      <translation>reste à {zone} (étape {step})</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Where {unit} ends this move (3.4.1): {choice}</source>
      <translation>Où {unit} termine ce mouvement (3.4.1) : {choice}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>({mp} MP)</source>
      <translation>({mp} PM)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Route of {leader}</source>
      <translation>Itinéraire de {leader}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>A legal move: {mp} MP.</source>
      <translation>Un mouvement légal : {mp} PM.</translation>
    </message>
    <message>
      <location line="+34" />
      <source>{step} · {mp} MP</source>
      <translation>{step} · {mp} PM</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{units} stay</source>
      <translation>{units} reste(nt)</translation>
    </message>
    <message>
      <location line="+76" />
      <source>Routes are planned during movement (E.1).</source>
      <translation>Les itinéraires se tracent pendant les mouvements (E.1).</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Select a leader and tick the units he carries; then Shift+click (or right-click) a zone to plan the route.</source>
      <translation>Sélectionnez un chef et cochez les unités qu'il emmène ; puis Maj+clic (ou clic droit) sur une zone pour tracer l'itinéraire.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>A leader alone leaves nobody on the way: click the zone to move (3.4.1).</source>
      <translation>Un chef seul ne laisse personne en route : cliquez sur la zone pour le déplacer (3.4.1).</translation>
    </message>
    <message>
      <location line="+19" />
      <source>That zone cannot be reached by this group (7).</source>
      <translation>Ce groupe ne peut pas atteindre cette zone (7).</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Route, and units left on the way (3.4.1)</source>
      <translation>Itinéraire, et unités laissées en route (3.4.1)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Plan the route: click zones to go on or to stop, choose where each unit stays, then Move. Esc cancels.</source>
      <translation>Tracez l'itinéraire : cliquez sur des zones pour continuer ou vous arrêter, choisissez où reste chaque unité, puis Déplacer. Échap annule.</translation>
    </message>
  </context>
  <context>
    <name>StackInspector</name>
    <message>
      <location filename="../../sv_desktop/panels/stack_inspector.py" line="+34" />
      <location line="+47" />
      <source>Click a stack or a zone to list its pieces.</source>
      <translation>Cliquez sur une pile ou une zone pour en lister les pions.</translation>
    </message>
    <message numerus="yes">
      <location line="-19" />
      <source>%n piece(s)</source>
      <translation>
        <numerusform>%n pion</numerusform>
        <numerusform>%n pions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+45" />
      <source>A leader carries at most %n unit(s) (his CC, 3.4.1).</source>
      <translation>
        <numerusform>Un chef emmène au plus %n unité (sa CC, 3.4.1).</numerusform>
        <numerusform>Un chef emmène au plus %n unités (sa CC, 3.4.1).</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TraceLayer</name>
    <message>
      <location filename="../../sv_desktop/play/map_traces.py" line="+121" />
      <source>A battle was fought here (8)</source>
      <translation>Une bataille a eu lieu ici (8)</translation>
    </message>
  </context>
  <context>
    <name>TurnPanel</name>
    <message>
      <location filename="../../sv_desktop/panels/side_panels.py" line="-67" />
      <source>set-up</source>
      <translation>mise en place</translation>
    </message>
    <message>
      <location line="+195" />
      <source>&lt;b&gt;M/CS left&lt;/b&gt; (2.D, E.3)</source>
      <translation>&lt;b&gt;SMC restantes&lt;/b&gt; (2.D, E.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Movement/combat sequences each player still has this turn (2.D)</source>
      <translation>Séquences mouvements combats qui restent à chaque joueur ce tour-ci (2.D)</translation>
    </message>
    <message>
      <location line="+13" />
      <source>&lt;b&gt;VP&lt;/b&gt; (10)</source>
      <translation>&lt;b&gt;PV&lt;/b&gt; (10)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Victory points scored so far (10.1, 10.2)</source>
      <translation>Points de victoire marqués à ce jour (10.1, 10.2)</translation>
    </message>
    <message>
      <location line="+9" />
      <source>&lt;b&gt;Turn track&lt;/b&gt; — markers on future years (3.1.2, 9.2, 9.4)</source>
      <translation>&lt;b&gt;Compteur de tour&lt;/b&gt; — marqueurs des années à venir (3.1.2, 9.2, 9.4)</translation>
    </message>
    <message>
      <location line="+15" />
      <source>AD {year}</source>
      <translation>An {year}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Phase {letter}: {name}</source>
      <translation>Phase {letter} : {name}</translation>
    </message>
    <message>
      <location line="+2" />
      <source> — game over</source>
      <translation> — partie terminée</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Initiative: {side}</source>
      <translation>Initiative : {side}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Moving: {side}</source>
      <translation>En mouvement : {side}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>(events table)</source>
      <translation>(table des événements)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Scenario set-up, before turn 1</source>
      <translation>Mise en place du scénario, avant le tour 1</translation>
    </message>
  </context>
  <context>
    <name>TurnTrack</name>
    <message>
      <location line="-94" />
      <source>AD {year}</source>
      <translation>An {year}</translation>
    </message>
  </context>
  <context>
    <name>UndoGuard</name>
    <message>
      <location filename="../../sv_desktop/play/undo_guard.py" line="+48" />
      <source>A player</source>
      <translation>Un joueur</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{side} asks to undo an action whose dice (or cup draw) have already been seen. Agree only if you accept that it be played again differently.</source>
      <translation>{side} demande d'annuler une action dont les dés (ou le tirage au bol) ont déjà été vus. N'acceptez que si vous admettez qu'elle soit rejouée autrement.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{side} asks to undo a decision of yours. Agree only if you accept that it be played again differently.</source>
      <translation>{side} demande d'annuler une de vos décisions. N'acceptez que si vous admettez qu'elle soit rejouée autrement.</translation>
    </message>
    <message>
      <location line="+36" />
      <source>Undo</source>
      <translation>Annulation</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Waiting for {side}'s consent.</source>
      <translation>En attente de l'accord de {side}.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Undo needs {side}'s consent: pass the screen.</source>
      <translation>L'annulation demande l'accord de {side} : passez l'écran.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Undone with the other player's consent.</source>
      <translation>Annulé avec l'accord de l'autre joueur.</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{side} refused the undo.</source>
      <translation>{side} a refusé l'annulation.</translation>
    </message>
  </context>
</TS>
