<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>AdjacencyDiffDialog</name>
    <message>
      <location filename="../../editor/map_editor/dialogs.py" line="+59" />
      <source>Adjacency changes since the last save</source>
      <translation>Changements d'adjacence depuis le dernier enregistrement</translation>
    </message>
    <message>
      <location line="+5" />
      <source>The adjacency is the same as at the last save.</source>
      <translation>L'adjacence est la même qu'au dernier enregistrement.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Added ({count})</source>
      <translation>Ajoutées ({count})</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Removed ({count})</source>
      <translation>Retirées ({count})</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Changed ({count})</source>
      <translation>Modifiées ({count})</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Save</source>
      <translation>Enregistrer</translation>
    </message>
  </context>
  <context>
    <name>AlignTool</name>
    <message>
      <location filename="../../editor/map_editor/align_tool.py" line="+79" />
      <source>the background image is not loaded (see the Background tab)</source>
      <translation>l'image de fond n'est pas chargée (voir l'onglet Fond)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>click on the scan first, then on the map</source>
      <translation>cliquez d'abord sur le scan, puis sur la carte</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Point {number} on the scan at pixel ({u}, {v}): now click the same place on the map, or type its x, y ⏎</source>
      <translation>Point {number} du scan au pixel ({u}, {v}) : cliquez maintenant le même endroit sur la carte, ou tapez ses x, y ⏎</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Click the point on the scan first, then its place on the map</source>
      <translation>Cliquez d'abord le point sur le scan, puis sa place sur la carte</translation>
    </message>
    <message>
      <location line="+8" />
      <source>{count} pairs of points: Enter aligns, or click another point on the scan</source>
      <translation>{count} paires de points : Entrée cale le scan, ou cliquez un autre point du scan</translation>
    </message>
    <message>
      <location line="+2" />
      <source>1 pair of points: now a second point on the scan</source>
      <translation>1 paire de points : maintenant un second point sur le scan</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{count} pairs of points: now a second point on the scan</source>
      <translation>{count} paires de points : maintenant un second point sur le scan</translation>
    </message>
    <message>
      <location line="+19" />
      <source>Alignment points dropped</source>
      <translation>Points de calage abandonnés</translation>
    </message>
    <message>
      <location line="+13" />
      <source>an alignment needs two pairs of points or more</source>
      <translation>un calage demande au moins deux paires de points</translation>
    </message>
  </context>
  <context>
    <name>BackgroundEdits</name>
    <message>
      <location filename="../../editor/map_editor/scan_edits.py" line="+32" />
      <source>the background is locked (untick Lock in the Background tab to move or align it)</source>
      <translation>le fond est verrouillé (décochez Verrouiller dans l'onglet Fond pour le déplacer ou le caler)</translation>
    </message>
    <message>
      <location line="+36" />
      <source>import a background image first (Map ▸ Import Background Image)</source>
      <translation>importez d'abord une image de fond (Carte ▸ Importer une image de fond)</translation>
    </message>
    <message>
      <location line="+30" />
      <source>similarity</source>
      <translation>similitude</translation>
    </message>
    <message>
      <location line="+1" />
      <source>affine</source>
      <translation>affine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Align background on {count} points</source>
      <translation>Caler le fond sur {count} points</translation>
    </message>
    <message>
      <location line="+5" />
      <source>{edit} ({kind}); mean error {error} map units</source>
      <translation>{edit} ({kind}) ; erreur moyenne {error} unités de carte</translation>
    </message>
    <message>
      <location line="+20" />
      <source>the map has no zones to fit the scan to; align it on typed coordinates instead</source>
      <translation>la carte n'a pas de zone sur laquelle ajuster le scan ; calez-le plutôt sur des coordonnées tapées</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Fit background to map</source>
      <translation>Ajuster le fond à la carte</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Lock background</source>
      <translation>Verrouiller le fond</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Unlock background</source>
      <translation>Déverrouiller le fond</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Fade background</source>
      <translation>Estomper le fond</translation>
    </message>
  </context>
  <context>
    <name>BackgroundPanel</name>
    <message>
      <location filename="../../editor/map_editor/scan_files.py" line="+77" />
      <source>{name} is too large to embed: {size} MiB once encoded, and a map file must stay under {limit} MiB to open again (room left: {room} MiB). The map keeps it as a separate file next to the map, linked by a relative path: copy the image along with the map.</source>
      <translation>{name} est trop grande pour être incorporée : {size} Mio une fois encodée, et un fichier de carte doit rester sous {limit} Mio pour se rouvrir (place restante : {room} Mio). La carte la garde dans un fichier séparé à côté d'elle, lié par un chemin relatif : copiez l'image avec la carte.</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Background image not found: {source} (the map file names '{path}'). The map opened without it; use Locate… in the Background tab.</source>
      <translation>Image de fond introuvable : {source} (le fichier de carte nomme '{path}'). La carte s'est ouverte sans elle ; utilisez Localiser… dans l'onglet Fond.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Background image cannot be used: {reason}. The map opened without it.</source>
      <translation>Image de fond inutilisable : {reason}. La carte s'est ouverte sans elle.</translation>
    </message>
    <message>
      <location filename="../../editor/map_editor/scan_panel.py" line="+43" />
      <source>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff)</source>
      <translation>Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff)</translation>
    </message>
    <message>
      <location line="+1" />
      <location filename="../../editor/map_editor/tools.py" line="+578" />
      <source>Move background</source>
      <translation>Déplacer le fond</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scale background</source>
      <translation>Mettre le fond à l'échelle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Rotate background</source>
      <translation>Tourner le fond</translation>
    </message>
    <message>
      <location line="+41" />
      <source>No background image</source>
      <translation>Pas d'image de fond</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Import image…</source>
      <translation>Importer une image…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Locate…</source>
      <translation>Localiser…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Point the map at the image file's new place</source>
      <translation>Indiquer à la carte le nouvel emplacement du fichier image</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Embed the image in the map file</source>
      <translation>Incorporer l'image au fichier de carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Only while the map file stays small enough to open again; otherwise the image stays a separate file next to the map</source>
      <translation>Seulement tant que le fichier de carte reste assez petit pour se rouvrir ; sinon l'image reste un fichier séparé à côté de la carte</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Lock (no moving or aligning)</source>
      <translation>Verrouiller (ni déplacement ni calage)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fit to map</source>
      <translation>Ajuster à la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scale the scan, unrotated, over the zones' extent</source>
      <translation>Mettre le scan, sans rotation, à l'échelle de l'étendue des zones</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Align on points…</source>
      <translation>Caler sur des points…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Click a point on the scan, then the same place on the map; two pairs or more, then Enter</source>
      <translation>Cliquez un point sur le scan, puis le même endroit sur la carte ; deux paires ou plus, puis Entrée</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Keep its shape (3+ points: no shear)</source>
      <translation>Garder sa forme (3 points ou plus : sans cisaillement)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>scan px</source>
      <translation>px du scan</translation>
    </message>
    <message>
      <location line="+0" />
      <source>map</source>
      <translation>carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>error</source>
      <translation>erreur</translation>
    </message>
    <message>
      <location line="+17" />
      <source>Scale</source>
      <translation>Échelle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Rotation °</source>
      <translation>Rotation °</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Opacity</source>
      <translation>Opacité</translation>
    </message>
    <message>
      <location line="+43" />
      <source>{value} %</source>
      <translation>{value} %</translation>
    </message>
    <message>
      <location line="+18" />
      <source>No background image. Import a scan of a printed map to trace its zones (or File ▸ New from a Scan).</source>
      <translation>Pas d'image de fond. Importez le scan d'une carte imprimée pour en tracer les zones (ou Fichier ▸ Nouvelle carte depuis un scan).</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Embedded image ({size} KiB)</source>
      <translation>Image incorporée ({size} Kio)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Image file: {path}</source>
      <translation>Fichier image : {path}</translation>
    </message>
    <message>
      <location line="+20" />
      <source>affine</source>
      <translation>affine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>similarity</source>
      <translation>similitude</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Aligned on {count} points ({kind}); mean error {error} map units</source>
      <translation>Calé sur {count} points ({kind}) ; erreur moyenne {error} unités de carte</translation>
    </message>
    <message>
      <location line="+33" />
      <source>the background image cannot be read</source>
      <translation>l'image de fond est illisible</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Import background image</source>
      <translation>Importer une image de fond</translation>
    </message>
    <message>
      <location line="+19" />
      <source>Import background</source>
      <translation>Importer le fond</translation>
    </message>
    <message>
      <location line="+10" />
      <location line="+3" />
      <source>cannot read {path}</source>
      <translation>impossible de lire {path}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Locate the background image</source>
      <translation>Localiser l'image de fond</translation>
    </message>
    <message>
      <location line="+11" />
      <source>no background to locate</source>
      <translation>pas de fond à localiser</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Locate background image</source>
      <translation>Localiser l'image de fond</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Background image: {path}</source>
      <translation>Image de fond : {path}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Remove background</source>
      <translation>Retirer le fond</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Link background file</source>
      <translation>Lier le fichier de fond</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Embed background</source>
      <translation>Incorporer le fond</translation>
    </message>
  </context>
  <context>
    <name>BalanceDialog</name>
    <message>
      <location filename="../../editor/designer/balance_dialog.py" line="+32" />
      <source>random legal moves</source>
      <translation>des coups légaux au hasard</translation>
    </message>
    <message>
      <location line="+0" />
      <source>the easy AI</source>
      <translation>l'IA facile</translation>
    </message>
    <message>
      <location line="+1" />
      <source>the normal AI</source>
      <translation>l'IA normale</translation>
    </message>
    <message>
      <location line="+0" />
      <source>the hard AI</source>
      <translation>l'IA difficile</translation>
    </message>
    <message>
      <location line="+1" />
      <source>definitive</source>
      <translation>définitive</translation>
    </message>
    <message>
      <location line="+1" />
      <source>decisive</source>
      <translation>décisive</translation>
    </message>
    <message>
      <location line="+1" />
      <source>victory</source>
      <translation>victoire</translation>
    </message>
    <message>
      <location line="+0" />
      <source>draw</source>
      <translation>égalité</translation>
    </message>
    <message>
      <location line="+6" />
      <source>{value}%</source>
      <translation>{value} %</translation>
    </message>
    <message>
      <location line="+47" />
      <source>Run the games to see the charts</source>
      <translation>Jouez les parties pour voir les graphiques</translation>
    </message>
    <message>
      <location line="+32" />
      <source>Win rate (95% interval)</source>
      <translation>Taux de victoire (intervalle à 95 %)</translation>
    </message>
    <message>
      <location line="+18" />
      <source>Final VP: PRIMUS − SECONDUS</source>
      <translation>PV finaux : PRIMUS − SECONDUS</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Victory levels (10.3)</source>
      <translation>Niveaux de victoire (10.3)</translation>
    </message>
    <message>
      <location line="+27" />
      <source>Balance report — {scenario}</source>
      <translation>Rapport d'équilibre — {scenario}</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <location line="+1" />
      <source>First seed</source>
      <translation>Première graine</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Both sides played by</source>
      <translation>Les deux camps joués par</translation>
    </message>
    <message>
      <location line="+2" />
      <source>The computer plays each side from that side's view only (docs/ai.md); random moves are `semper-victor autoplay SCENARIO --seed N`, and the same games replay from the same seeds.</source>
      <translation>L'ordinateur joue chaque camp en ne voyant que ce que ce camp voit (docs/ai.md) ; les coups au hasard sont ceux de `semper-victor autoplay SCENARIO --seed N`, et les mêmes graines rejouent les mêmes parties.</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Run</source>
      <translation>Lancer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message numerus="yes">
      <location line="+23" />
      <source>Playing %n games…</source>
      <translation>
        <numerusform>%n partie en cours…</numerusform>
        <numerusform>%n parties en cours…</numerusform>
      </translation>
    </message>
    <message>
      <location line="+25" />
      <source>Cancelled: no report (a partial sample would mislead).</source>
      <translation>Annulé : pas de rapport (un échantillon partiel tromperait).</translation>
    </message>
    <message numerus="yes">
      <location line="+19" />
      <source>%n games.</source>
      <translation>
        <numerusform>%n partie.</numerusform>
        <numerusform>%n parties.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+3" />
      <source>{side} wins {wins} ({rate}, 95% interval {low}–{high}).</source>
      <translation>{side} gagne {wins} ({rate}, intervalle à 95 % {low}–{high}).</translation>
    </message>
    <message numerus="yes">
      <location line="+6" />
      <source>%n draws.</source>
      <translation>
        <numerusform>%n égalité.</numerusform>
        <numerusform>%n égalités.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+2" />
      <source>Median VP margin (PRIMUS − SECONDUS): {margin}.</source>
      <translation>Écart médian de PV (PRIMUS − SECONDUS) : {margin}.</translation>
    </message>
  </context>
  <context>
    <name>ChangesPanel</name>
    <message>
      <location filename="../../editor/designer/files.py" line="+50" />
      <source>home port</source>
      <translation>port d'attache</translation>
    </message>
    <message>
      <location line="+18" />
      <source>{counter} added</source>
      <translation>{counter} ajouté</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{counter} removed</source>
      <translation>{counter} retiré</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{counter} moved from {zone}</source>
      <translation>{counter} déplacé depuis {zone}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>No counter added, removed or moved since the last save.</source>
      <translation>Aucun pion ajouté, retiré ou déplacé depuis le dernier enregistrement.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Since the last save: {added} added, {removed} removed, {moved} moved</source>
      <translation>Depuis le dernier enregistrement : {added} ajoutés, {removed} retirés, {moved} déplacés</translation>
    </message>
    <message>
      <location line="+26" />
      <source>Play mode refuses {scenario} as it stands:
{problems}</source>
      <translation>Le mode jeu refuse {scenario} en l'état :
{problems}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>… and {more} more (see Problems)</source>
      <translation>… et {more} de plus (voir Problèmes)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Cannot write the scenario for play mode: {error}</source>
      <translation>Impossible d'écrire le scénario pour le mode jeu : {error}</translation>
    </message>
  </context>
  <context>
    <name>CounterMenu</name>
    <message>
      <location filename="../../editor/designer/counter_menu.py" line="+20" />
      <location filename="../../editor/designer/scenario_pieces.py" line="+252" />
      <source>Pax Romana face up (1.2.1)</source>
      <translation>Face Pax Romana visible (1.2.1)</translation>
    </message>
    <message>
      <location line="+1" />
      <location filename="../../editor/designer/scenario_pieces.py" line="+1" />
      <source>Protectores Domestici (3.5.3)</source>
      <translation>Protectores Domestici (3.5.3)</translation>
    </message>
    <message>
      <location line="+1" />
      <location filename="../../editor/designer/scenario_pieces.py" line="+1" />
      <source>Civil war marker (3.6)</source>
      <translation>Marqueur Guerre Civile (3.6)</translation>
    </message>
    <message>
      <location line="+1" />
      <location filename="../../editor/designer/scenario_pieces.py" line="-3" />
      <source>Weakened face up (1.3)</source>
      <translation>Face affaiblie visible (1.3)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>side</source>
      <translation>camp</translation>
    </message>
    <message>
      <location line="+1" />
      <source>title</source>
      <translation>titre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>weakened face</source>
      <translation>face affaiblie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Pax Romana face</source>
      <translation>face Pax Romana</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Protectores Domestici</source>
      <translation>Protectores Domestici</translation>
    </message>
    <message>
      <location line="+1" />
      <source>civil war marker</source>
      <translation>marqueur Guerre Civile</translation>
    </message>
    <message>
      <location line="+1" />
      <source>away until</source>
      <translation>absent jusqu'en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>note</source>
      <translation>note</translation>
    </message>
    <message>
      <location line="+1" />
      <source>notes in each language</source>
      <translation>notes dans chaque langue</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Side</source>
      <translation>Camp</translation>
    </message>
    <message>
      <location line="+2" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Title</source>
      <translation>Titre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>no title</source>
      <translation>sans titre</translation>
    </message>
    <message>
      <location line="+9" />
      <location filename="../../editor/designer/scenario_pieces.py" line="+22" />
      <source>Remove from the set-up</source>
      <translation>Retirer de la mise en place</translation>
    </message>
  </context>
  <context>
    <name>CupPanel</name>
    <message>
      <location filename="../../editor/designer/scenario_lists.py" line="+94" />
      <source>Stratagem cup</source>
      <translation>Bol des stratagèmes</translation>
    </message>
  </context>
  <context>
    <name>DesignerWindow</name>
    <message>
      <location filename="../../editor/designer/menus.py" line="+48" />
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
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <location line="+7" />
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <location line="-2" />
      <source>Re&amp;move Selected Counters</source>
      <translation>Retirer les &amp;pions choisis</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Fin&amp;d a Zone…</source>
      <translation>&amp;Chercher une zone…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Type a zone's name: the zone is framed on the map</source>
      <translation>Tapez le nom d'une zone : elle est cadrée sur la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Fit Map to Window</source>
      <translation>&amp;Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Zoom &amp;In</source>
      <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Zoom &amp;Out</source>
      <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
      <location line="+7" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;New Scenario</source>
      <translation>&amp;Nouveau scénario</translation>
    </message>
    <message>
      <location line="+2" />
      <source>An empty set-up on the shipped map and roster</source>
      <translation>Une mise en place vide sur la carte et la liste des pions fournies</translation>
    </message>
    <message>
      <location line="+1" />
      <source>New as &amp;Copy</source>
      <translation>Nouveau par &amp;copie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>A copy of this scenario, untitled</source>
      <translation>Une copie de ce scénario, sans nom</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Open Scenario…</source>
      <translation>&amp;Ouvrir un scénario…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Save &amp;As…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Put on Another &amp;Map…</source>
      <translation>Placer sur une autre car&amp;te…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Use another map file: every zone the set-up names must exist on it</source>
      <translation>Utiliser un autre fichier de carte : chaque zone que nomme la mise en place doit y exister</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Pla&amp;y Now</source>
      <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
      <location line="+7" />
      <source>C&amp;lose</source>
      <translation>&amp;Fermer</translation>
    </message>
    <message>
      <location line="-6" />
      <source>Open play mode on the scenario as it stands, saved or not</source>
      <translation>Ouvrir le mode jeu sur le scénario en l'état, enregistré ou non</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Balance Report…</source>
      <translation>&amp;Rapport d'équilibre…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play seeded random games of the scenario and chart who wins</source>
      <translation>Jouer des parties du scénario à partir de graines et montrer qui gagne</translation>
    </message>
    <message>
      <location line="+8" />
      <source>&amp;Help</source>
      <translation>Aid&amp;e</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Keyboard Shortcuts</source>
      <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Scenario designer</source>
      <translation>Concepteur de scénarios</translation>
    </message>
    <message>
      <location line="+1" />
      <source>What the &amp;Counters Show</source>
      <translation>Ce que montrent les &amp;pions</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Rules Decisions</source>
      <translation>&amp;Décisions de règles</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Entering a Scenario from the Printed Game</source>
      <translation>&amp;Saisir un scénario du jeu imprimé</translation>
    </message>
    <message>
      <location filename="../../editor/designer/window.py" line="+64" />
      <source>Scenario files (*.yaml *.yml)</source>
      <translation>Fichiers de scénario (*.yaml *.yml)</translation>
    </message>
    <message>
      <location line="+30" />
      <source>Find a zone (Ctrl+F)…</source>
      <translation>Chercher une zone (Ctrl+F)…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Type a zone's name, diocese or number: the zone is framed</source>
      <translation>Tapez le nom, le diocèse ou le numéro d'une zone : elle est cadrée</translation>
    </message>
    <message>
      <location filename="../../editor/designer/pages.py" line="+101" />
      <source>Zone</source>
      <translation>Zone</translation>
    </message>
    <message>
      <location line="+1" />
      <location filename="../../editor/designer/window.py" line="+60" />
      <source>Scenario</source>
      <translation>Scénario</translation>
    </message>
    <message>
      <location line="+1" />
      <source>General</source>
      <translation>Général</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Set-up</source>
      <translation>Mise en place</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Control</source>
      <translation>Contrôle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Peoples</source>
      <translation>Peuples</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Arrivals</source>
      <translation>Entrées</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagems</source>
      <translation>Stratagèmes</translation>
    </message>
    <message>
      <location line="-5" />
      <source>Options</source>
      <translation>Options</translation>
    </message>
    <message>
      <location line="-1" />
      <source>Languages</source>
      <translation>Langues</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Roster</source>
      <translation>Valeurs des pions</translation>
    </message>
    <message>
      <location filename="../../editor/designer/window.py" line="-1" />
      <source>Counters</source>
      <translation>Pions</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Problems</source>
      <translation>Problèmes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Changes since last save</source>
      <translation>Changements depuis l'enregistrement</translation>
    </message>
    <message>
      <location line="+55" />
      <source>Counter values of {file}</source>
      <translation>Valeurs des pions de {file}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>The scenario's roster could not be read: fix its file to edit its values.</source>
      <translation>La liste des pions du scénario est illisible : corrigez son fichier pour en modifier les valeurs.</translation>
    </message>
    <message>
      <location line="+22" />
      <source>untitled</source>
      <translation>sans nom</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{file}, shipped: Save makes your copy</source>
      <translation>{file}, fourni : Enregistrer en fait votre copie</translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>%n errors</source>
      <translation>
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message>
      <location line="+1" />
      <source>{scenario} ({where}){errors}[*] — Scenario Designer</source>
      <translation>{scenario} ({where}){errors}[*] — Concepteur de scénarios</translation>
    </message>
    <message>
      <location line="+22" />
      <source>{count} counters</source>
      <translation>{count} pions</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Place {counters} in {zone}</source>
      <translation>Placer {counters} en {zone}</translation>
    </message>
    <message>
      <location line="+19" />
      <source>Place the {people} in their zones of origin</source>
      <translation>Placer les {people} dans leurs zones d'origine</translation>
    </message>
    <message>
      <location line="+17" />
      <source>No zone is named '{text}'</source>
      <translation>Aucune zone ne s'appelle '{text}'</translation>
    </message>
    <message>
      <location line="+10" />
      <source>{piece}: {field}</source>
      <translation>{piece} : {field}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Remove {count} counters</source>
      <translation>Retirer {count} pions</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Remove {counter}</source>
      <translation>Retirer {counter}</translation>
    </message>
    <message>
      <location line="+77" />
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{owner}: a fleet follows the control of its port's diocese (2.F)</source>
      <translation>{owner} : une flotte suit le contrôle du diocèse de son port (2.F)</translation>
    </message>
    <message>
      <location line="+23" />
      <source>Unsaved changes</source>
      <translation>Modifications non enregistrées</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Save the changes to {scenario}?</source>
      <translation>Enregistrer les modifications de {scenario} ?</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Open scenario</source>
      <translation>Ouvrir un scénario</translation>
    </message>
    <message>
      <location line="+10" />
      <location line="+125" />
      <source>Cannot open scenario</source>
      <translation>Impossible d'ouvrir le scénario</translation>
    </message>
    <message>
      <location line="-114" />
      <source>Save scenario as</source>
      <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Cannot save over a shipped scenario</source>
      <translation>Impossible d'enregistrer sur un scénario fourni</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{path} ships with Semper Victor; save your scenario under another name (your scenarios folder is {folder}).</source>
      <translation>{path} est fourni avec Semper Victor ; enregistrez votre scénario sous un autre nom (votre dossier de scénarios est {folder}).</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Save a scenario with errors?</source>
      <translation>Enregistrer un scénario qui a des erreurs ?</translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>{scenario} has %n errors (see Problems): it can be saved, but play mode and validate will refuse it until they are fixed.</source>
      <translation>
        <numerusform>{scenario} a %n erreur (voir Problèmes) : il peut être enregistré, mais le mode jeu et validate le refuseront tant qu'elle ne sera pas corrigée.</numerusform>
        <numerusform>{scenario} a %n erreurs (voir Problèmes) : il peut être enregistré, mais le mode jeu et validate le refuseront tant qu'elles ne seront pas corrigées.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+7" />
      <source>Cannot save</source>
      <translation>Impossible d'enregistrer</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Saved {path}</source>
      <translation>{path} enregistré</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Put the scenario on another map</source>
      <translation>Placer le scénario sur une autre carte</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Map files (*.yaml *.yml)</source>
      <translation>Fichiers de carte (*.yaml *.yml)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Put on the map {file}</source>
      <translation>Placer sur la carte {file}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Cannot play this scenario yet</source>
      <translation>Ce scénario ne peut pas encore être joué</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Play mode opened on {scenario}</source>
      <translation>Mode jeu ouvert sur {scenario}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Cannot play</source>
      <translation>Impossible de jouer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>The play-mode process could not be started.</source>
      <translation>Le processus du mode jeu n'a pas pu démarrer.</translation>
    </message>
    <message>
      <location line="+7" />
      <source>No balance report yet</source>
      <translation>Pas encore de rapport d'équilibre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fix the scenario's errors (see Problems) to play games of it.</source>
      <translation>Corrigez les erreurs du scénario (voir Problèmes) pour en jouer des parties.</translation>
    </message>
  </context>
  <context>
    <name>EdgePanel</name>
    <message>
      <location filename="../../editor/map_editor/panels.py" line="+66" />
      <location line="+52" />
      <source>Click an adjacency line to select it</source>
      <translation>Cliquez une ligne d'adjacence pour la choisir</translation>
    </message>
    <message>
      <location line="-45" />
      <source>Ordinary border</source>
      <translation>Frontière ordinaire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>River crossing</source>
      <translation>Franchissement de fleuve</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Strait</source>
      <translation>Détroit</translation>
    </message>
    <message>
      <location line="+5" />
      <source>river name</source>
      <translation>nom du fleuve</translation>
    </message>
    <message>
      <location line="+2" />
      <source>strait name, e.g. Bosporus (optional)</source>
      <translation>nom du détroit, p. ex. Bosporus (facultatif)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Apply</source>
      <translation>Appliquer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Remove hand-made link</source>
      <translation>Retirer le lien tracé à la main</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Follow the river lines</source>
      <translation>Suivre les tracés des fleuves</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Drop the mark by hand: the kind comes from the river lines again (7.2)</source>
      <translation>Abandonner la marque manuelle : le type vient de nouveau des tracés des fleuves (7.2)</translation>
    </message>
    <message>
      <location line="+60" />
      <source>{kind} edge; the zones touch.</source>
      <translation>Lien {kind} ; les zones se touchent.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{kind} edge; a link drawn by hand.</source>
      <translation>Lien {kind} ; un lien tracé à la main.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Marked by hand (the {river} line would make it a river crossing).</source>
      <translation>Marqué à la main (le tracé du {river} en ferait un franchissement de fleuve).</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Marked by hand (the river lines would make it an ordinary border).</source>
      <translation>Marqué à la main (les tracés des fleuves en feraient une frontière ordinaire).</translation>
    </message>
    <message>
      <location line="+4" />
      <source>The {river} runs between the zones: +1 MP (7.2).</source>
      <translation>Le {river} coule entre les zones : +1 PM (7.2).</translation>
    </message>
  </context>
  <context>
    <name>EditController</name>
    <message>
      <location filename="../../editor/map_editor/controller.py" line="+64" />
      <source>Refused: {reason}</source>
      <translation>Refusé : {reason}</translation>
    </message>
    <message>
      <location line="+24" />
      <source>no outline runs along that edge</source>
      <translation>aucun contour ne longe ce segment</translation>
    </message>
    <message>
      <location line="+37" />
      <source>Every label point is inside its zone.</source>
      <translation>Chaque point d'étiquette est dans sa zone.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Put 1 label inside their zones</source>
      <translation>Ramener 1 étiquette dans sa zone</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Put {count} labels inside their zones</source>
      <translation>Ramener {count} étiquettes dans leurs zones</translation>
    </message>
    <message>
      <location line="+14" />
      <location line="+68" />
      <location filename="../../editor/map_editor/tools.py" line="-322" />
      <source>a zone's label point must lie inside the zone</source>
      <translation>le point d'étiquette d'une zone doit être dans la zone</translation>
    </message>
    <message>
      <location line="-62" />
      <source>select a zone first</source>
      <translation>choisissez d'abord une zone</translation>
    </message>
    <message>
      <location line="+44" />
      <source>select exactly two zones (Ctrl+click) to merge</source>
      <translation>choisissez exactement deux zones (Ctrl+clic) à fusionner</translation>
    </message>
    <message>
      <location line="+13" />
      <source>zone id '{zone}' is already used</source>
      <translation>l'identifiant de zone '{zone}' est déjà pris</translation>
    </message>
    <message>
      <location line="+27" />
      <source>Colour of diocese {diocese}</source>
      <translation>Couleur du diocèse {diocese}</translation>
    </message>
    <message>
      <location line="+13" />
      <source>an edge with a sea zone is always a coast or sea link</source>
      <translation>un lien avec une zone navale est toujours une côte ou une liaison maritime</translation>
    </message>
    <message>
      <location line="+2" />
      <source>a river crossing needs the river's name</source>
      <translation>un franchissement de fleuve demande le nom du fleuve</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Mark {a}–{b} as {kind}</source>
      <translation>Marquer {a}–{b} comme {kind}</translation>
    </message>
    <message>
      <location line="+11" />
      <source>{a}–{b} follows the river lines</source>
      <translation>{a}–{b} suit les tracés des fleuves</translation>
    </message>
    <message>
      <location line="+9" />
      <source>pick two different zones</source>
      <translation>choisissez deux zones différentes</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{a} and {b} are already linked</source>
      <translation>{a} et {b} sont déjà liées</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Add strait {a}–{b}</source>
      <translation>Ajouter le détroit {a}–{b}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Add {kind} link {a}–{b}</source>
      <translation>Ajouter le lien ({kind}) {a}–{b}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>only links drawn by hand can be removed; touching zones are always adjacent</source>
      <translation>seuls les liens tracés à la main peuvent être retirés ; des zones qui se touchent sont toujours adjacentes</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Remove link {a}–{b}</source>
      <translation>Retirer le lien {a}–{b}</translation>
    </message>
  </context>
  <context>
    <name>EditorWindow</name>
    <message>
      <location filename="../../editor/map_editor/window.py" line="+57" />
      <source>Semper Victor maps (*.yaml *.yml);;All files (*)</source>
      <translation>Cartes de Semper Victor (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Select / shape</source>
      <translation>Choisir / former</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Draw zone</source>
      <translation>Tracer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Split zone</source>
      <translation>Couper</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Add strait / sea link</source>
      <translation>Détroit / lien maritime</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Rivers</source>
      <translation>Fleuves</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Move background</source>
      <translation>Déplacer le fond</translation>
    </message>
    <message>
      <location line="+54" />
      <source>Zone</source>
      <translation>Zone</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Edge</source>
      <translation>Lien</translation>
    </message>
    <message>
      <location line="+1" />
      <source>River</source>
      <translation>Fleuve</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Background</source>
      <translation>Fond</translation>
    </message>
    <message>
      <location line="+1" />
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Properties</source>
      <translation>Propriétés</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Validation</source>
      <translation>Validation</translation>
    </message>
    <message>
      <location line="+8" />
      <location line="+71" />
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <location line="-70" />
      <location line="+71" />
      <source>Redo</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location line="-68" />
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;New map</source>
      <translation>&amp;Nouvelle carte</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Open…</source>
      <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Save</source>
      <translation>&amp;Enregistrer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Save &amp;as…</source>
      <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
      <location line="-3" />
      <source>Open the s&amp;hipped map</source>
      <translation>Ouvrir la carte &amp;fournie</translation>
    </message>
    <message>
      <location line="+4" />
      <source>A&amp;djacency changes since last save…</source>
      <translation>Changements d'&amp;adjacence depuis l'enregistrement…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Open in &amp;play mode</source>
      <translation>Ouvrir en mode &amp;jeu</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Close</source>
      <translation>Fe&amp;rmer</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Edit</source>
      <translation>É&amp;dition</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Merge two zones</source>
      <translation>&amp;Fusionner deux zones</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Delete	Del</source>
      <translation>&amp;Supprimer	Del</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Delete the selected vertices, link, zones or river (Del)</source>
      <translation>Supprimer les sommets, le lien, les zones ou le fleuve choisis (Suppr)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>&amp;Map</source>
      <translation>&amp;Carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Properties (dioceses, fleets)…</source>
      <translation>&amp;Propriétés (diocèses, flottes)…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Put &amp;Labels Inside Their Zones</source>
      <translation>Ramener les é&amp;tiquettes dans leurs zones</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Move every label point left outside its zone to the point farthest inside it (play mode stands the zone's counters there)</source>
      <translation>Déplacer chaque point d'étiquette resté hors de sa zone au point le plus intérieur de celle-ci (le mode jeu y pose les pions de la zone)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Rivers…</source>
      <translation>&amp;Fleuves…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Draw and edit river lines; a major river between two land zones makes their edge a river crossing, +1 MP (7.2)</source>
      <translation>Tracer et modifier les fleuves ; un grand fleuve entre deux zones terrestres fait de leur lien un franchissement de fleuve, +1 PM (7.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Import background image…</source>
      <translation>&amp;Importer une image de fond…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Help</source>
      <translation>Aid&amp;e</translation>
    </message>
    <message>
      <location line="+2" />
      <source>&amp;Keyboard Shortcuts</source>
      <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Map editor</source>
      <translation>Éditeur de carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Tools</source>
      <translation>&amp;Outils</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenario &amp;Designer…</source>
      <translation>&amp;Concepteur de scénarios…</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Design a scenario on the shipped map</source>
      <translation>Concevoir un scénario sur la carte fournie</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <location line="+1" />
      <source>&amp;Fit map</source>
      <translation>&amp;Ajuster la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fit the whole map in the window</source>
      <translation>Faire tenir toute la carte dans la fenêtre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fit</source>
      <translation>Ajuster</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Zoom &amp;in</source>
      <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Zoom &amp;out</source>
      <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
      <location line="+28" />
      <source>Tools</source>
      <translation>Outils</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Snap</source>
      <translation>Aimanter</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Snap to nearby vertices and edges while drawing and dragging</source>
      <translation>Aimanter aux sommets et segments proches en traçant et en glissant</translation>
    </message>
    <message>
      <location line="+5" />
      <source> px</source>
      <translation> px</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Snap tolerance, in screen pixels</source>
      <translation>Tolérance de l'aimantation, en pixels d'écran</translation>
    </message>
    <message>
      <location line="+5" />
      <source> x, y: </source>
      <translation> x, y : </translation>
    </message>
    <message>
      <location line="+2" />
      <source>e.g. 120.5, 340 ⏎</source>
      <translation>p. ex. 120.5, 340 ⏎</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Typed coordinates: add a vertex while drawing or splitting, or move the selected vertex</source>
      <translation>Coordonnées tapées : ajouter un sommet en traçant ou en coupant, ou déplacer le sommet choisi</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Labels</source>
      <translation>Étiquettes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Show zone and diocese names (the selected zone's name always shows)</source>
      <translation>Montrer les noms des zones et des diocèses (le nom de la zone choisie reste toujours affiché)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Adjacency</source>
      <translation>Adjacence</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Show adjacency lines between label points: blue river crossings, purple dashed straits, dotted coasts and sea links</source>
      <translation>Montrer les lignes d'adjacence entre points d'étiquette : en bleu les franchissements de fleuve, en tirets violets les détroits, en pointillés les côtes et liaisons maritimes</translation>
    </message>
    <message>
      <location line="+13" />
      <source>Drawing</source>
      <translation>Tracé</translation>
    </message>
    <message>
      <location line="+21" />
      <source>x {x}   y {y}{where}</source>
      <translation>x {x}   y {y}{where}</translation>
    </message>
    <message>
      <location line="+17" />
      <source>Not a point: {text}. Type two numbers: x, y</source>
      <translation>Pas un point : {text}. Tapez deux nombres : x, y</translation>
    </message>
    <message>
      <location line="+2" />
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <location line="+38" />
      <source>not saved yet</source>
      <translation>pas encore enregistrée</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{map} — {where}[*] — Semper Victor map editor</source>
      <translation>{map} — {where}[*] — éditeur de carte de Semper Victor</translation>
    </message>
    <message>
      <location line="+16" />
      <source>Open map</source>
      <translation>Ouvrir une carte</translation>
    </message>
    <message>
      <location line="+12" />
      <location line="+117" />
      <source>Cannot open map</source>
      <translation>Impossible d'ouvrir la carte</translation>
    </message>
    <message>
      <location line="-90" />
      <source>Save map as</source>
      <translation>Enregistrer la carte sous</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Cannot save over the shipped map</source>
      <translation>Impossible d'enregistrer sur la carte fournie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{path} is the map every shipped scenario uses; save your map under another name (your maps folder is {folder}).</source>
      <translation>{path} est la carte qu'utilisent tous les scénarios fournis ; enregistrez votre carte sous un autre nom (votre dossier de cartes est {folder}).</translation>
    </message>
    <message>
      <location line="+7" />
      <location line="+17" />
      <source>Cannot save</source>
      <translation>Impossible d'enregistrer</translation>
    </message>
    <message>
      <location line="-16" />
      <source>Draw at least one zone before saving.</source>
      <translation>Tracez au moins une zone avant d'enregistrer.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Save with problems?</source>
      <translation>Enregistrer malgré les problèmes ?</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Play mode cannot open this map until these are fixed:

{problems}

Save it anyway to go on editing later?</source>
      <translation>Le mode jeu ne peut pas ouvrir cette carte tant que ceci n'est pas corrigé :

{problems}

L'enregistrer quand même pour continuer plus tard ?</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Saved {path}</source>
      <translation>{path} enregistrée</translation>
    </message>
    <message>
      <location line="+14" />
      <source>Unsaved changes</source>
      <translation>Modifications non enregistrées</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Save the changes to {map}?</source>
      <translation>Enregistrer les modifications de {map} ?</translation>
    </message>
    <message>
      <location line="+23" />
      <source>Cannot open in play mode</source>
      <translation>Impossible d'ouvrir en mode jeu</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Play mode opened on {file}</source>
      <translation>Mode jeu ouvert sur {file}</translation>
    </message>
  </context>
  <context>
    <name>MapChecks</name>
    <message>
      <location filename="../../editor/map_editor/analysis.py" line="+255" />
      <source>{zone}: outline crosses itself ({reason})</source>
      <translation>{zone} : le contour se recoupe ({reason})</translation>
    </message>
    <message>
      <location line="+10" />
      <source>{zone}: sliver of {area}</source>
      <translation>{zone} : éclat de {area}</translation>
    </message>
    <message>
      <location line="+26" />
      <source>{a} and {b} overlap ({area})</source>
      <translation>{a} et {b} se chevauchent ({area})</translation>
    </message>
    <message>
      <location line="+20" />
      <source>gap of {area} between {zones}</source>
      <translation>trou de {area} entre {zones}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>zones</source>
      <translation>des zones</translation>
    </message>
    <message>
      <location line="+46" />
      <source>{kind} link {a}–{b} joins zones that do not touch (only straits and sea links may)</source>
      <translation>le lien ({kind}) {a}–{b} joint des zones qui ne se touchent pas (seuls les détroits et liaisons maritimes le peuvent)</translation>
    </message>
    <message>
      <location line="+6" />
      <source>{zone} cannot be reached from {start}</source>
      <translation>{zone} est inaccessible depuis {start}</translation>
    </message>
    <message>
      <location line="+24" />
      <source>port {port} in {zone} is not on a coast</source>
      <translation>le port {port} de {zone} n'est pas sur une côte</translation>
    </message>
    <message>
      <location line="+5" />
      <source>no zone is the zone of origin of a people (4.2.3)</source>
      <translation>aucune zone n'est la zone d'origine d'un peuple (4.2.3)</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{zone}: the city marker at ({x}, {y}) lies outside the zone</source>
      <translation>{zone} : le repère de la ville en ({x}, {y}) est hors de la zone</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{zone}: the port marker at ({x}, {y}) lies outside the zone</source>
      <translation>{zone} : le repère du port en ({x}, {y}) est hors de la zone</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{zone}: the label marker at ({x}, {y}) lies outside the zone</source>
      <translation>{zone} : le repère de l'étiquette en ({x}, {y}) est hors de la zone</translation>
    </message>
  </context>
  <context>
    <name>MapCommand</name>
    <message>
      <location filename="../../editor/map_editor/commands.py" line="+66" />
      <source>Move 1 vertex</source>
      <translation>Déplacer 1 sommet</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Move {count} vertices</source>
      <translation>Déplacer {count} sommets</translation>
    </message>
    <message>
      <location line="+19" />
      <source>Move label of {zone}</source>
      <translation>Déplacer l'étiquette de {zone}</translation>
    </message>
    <message>
      <location line="+6" />
      <location filename="../../editor/map_editor/tools.py" line="-60" />
      <source>Insert vertex</source>
      <translation>Insérer un sommet</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Delete vertex</source>
      <translation>Supprimer le sommet</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Delete {count} vertices</source>
      <translation>Supprimer {count} sommets</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Add zone {zone}</source>
      <translation>Ajouter la zone {zone}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Delete {zones}</source>
      <translation>Supprimer {zones}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Split {zone}</source>
      <translation>Couper {zone}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Merge {absorbed} into {zone}</source>
      <translation>Fusionner {absorbed} dans {zone}</translation>
    </message>
    <message>
      <location line="+10" />
      <location line="+15" />
      <source>Edit zone {zone}</source>
      <translation>Modifier la zone {zone}</translation>
    </message>
    <message>
      <location line="-11" />
      <source>Rename zone {old} to {new}</source>
      <translation>Renommer la zone {old} en {new}</translation>
    </message>
    <message>
      <location line="+10" />
      <source>Edit {count} zones</source>
      <translation>Modifier {count} zones</translation>
    </message>
    <message>
      <location line="+82" />
      <source>Edit map properties</source>
      <translation>Modifier les propriétés de la carte</translation>
    </message>
  </context>
  <context>
    <name>MapDocument</name>
    <message>
      <location filename="../../editor/map_editor/document.py" line="+119" />
      <source>Keep the background as a separate image file (untick "Embed the image" in the Background tab) and save again.</source>
      <translation>Gardez le fond dans un fichier image séparé (décochez « Incorporer l'image » dans l'onglet Fond) et enregistrez de nouveau.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Simplify the outlines (fewer vertices) and save again.</source>
      <translation>Simplifiez les contours (moins de sommets) et enregistrez de nouveau.</translation>
    </message>
    <message>
      <location line="+2" />
      <source>The map would be a {size} MiB file, over the {limit} MiB that Semper Victor reads. {advice}</source>
      <translation>La carte ferait un fichier de {size} Mio, au-delà des {limit} Mio que lit Semper Victor. {advice}</translation>
    </message>
    <message>
      <location line="+234" />
      <location line="+28" />
      <source>{zone} would cross itself</source>
      <translation>{zone} se recouperait</translation>
    </message>
    <message>
      <location line="-3" />
      <source>{zone} needs at least three vertices (delete the zone instead)</source>
      <translation>{zone} demande au moins trois sommets (supprimez plutôt la zone)</translation>
    </message>
    <message>
      <location line="+90" />
      <source>the map has no zone yet</source>
      <translation>la carte n'a encore aucune zone</translation>
    </message>
    <message>
      <location line="+63" />
      <source>the file has no edge {a} – {b}, which touch: Save writes it</source>
      <translation>le fichier n'a pas de lien {a} – {b}, qui se touchent : Enregistrer l'écrit</translation>
    </message>
    <message>
      <location line="+4" />
      <source>the file joins {a} – {b}, which do not touch: Save removes the edge</source>
      <translation>le fichier lie {a} – {b}, qui ne se touchent pas : Enregistrer retire le lien</translation>
    </message>
    <message>
      <location line="+4" />
      <source>the file marks {a} – {b} as {kind}, the zones make it {derived}: Save corrects it</source>
      <translation>le fichier marque {a} – {b} comme {kind}, les zones en font {derived} : Enregistrer le corrige</translation>
    </message>
  </context>
  <context>
    <name>MapEdits</name>
    <message>
      <location filename="../../editor/map_editor/geometry_ops.py" line="+179" />
      <source>the point repeats the previous one</source>
      <translation>le point répète le précédent</translation>
    </message>
    <message>
      <location line="+2" />
      <source>the point is already on the outline</source>
      <translation>le point est déjà sur le contour</translation>
    </message>
    <message>
      <location line="+2" />
      <source>the outline would cross itself</source>
      <translation>le contour se recouperait</translation>
    </message>
    <message>
      <location line="+7" />
      <source>a zone needs at least three vertices</source>
      <translation>une zone demande au moins trois sommets</translation>
    </message>
    <message>
      <location line="+2" />
      <source>the closed outline would cross itself</source>
      <translation>le contour fermé se recouperait</translation>
    </message>
    <message>
      <location line="+193" />
      <location filename="../../editor/map_editor/tools.py" line="+279" />
      <source>draw a line of at least two points across the zone</source>
      <translation>tracez une ligne d'au moins deux points à travers la zone</translation>
    </message>
    <message>
      <location line="+3" />
      <source>the zone crosses itself; fix its outline first</source>
      <translation>la zone se recoupe ; corrigez d'abord son contour</translation>
    </message>
    <message>
      <location line="+5" />
      <source>the line must cross one part of the zone from edge to edge</source>
      <translation>la ligne doit traverser une partie de la zone de bord à bord</translation>
    </message>
    <message>
      <location line="+3" />
      <source>the line must cut the zone into two pieces, not {count}</source>
      <translation>la ligne doit couper la zone en deux morceaux, non en {count}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>the cut runs too close to a vertex; move it a little</source>
      <translation>la coupe passe trop près d'un sommet ; déplacez-la un peu</translation>
    </message>
    <message>
      <location line="+10" />
      <source>a zone crosses itself; fix its outline first</source>
      <translation>une zone se recoupe ; corrigez d'abord son contour</translation>
    </message>
    <message>
      <location line="+3" />
      <source>the two zones must share a border to be merged</source>
      <translation>les deux zones doivent avoir une frontière commune pour être fusionnées</translation>
    </message>
  </context>
  <context>
    <name>MapPropertiesDialog</name>
    <message>
      <location filename="../../editor/map_editor/dialogs.py" line="+16" />
      <source>Map properties</source>
      <translation>Propriétés de la carte</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Our estimate, not entered from the printed map</source>
      <translation>Notre estimation, non saisie d'après la carte imprimée</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Untick once the zones and borders are traced from the printed map (the file's authored_estimate)</source>
      <translation>Décochez une fois les zones et frontières tracées d'après la carte imprimée (authored_estimate dans le fichier)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>One source a line: the scan, the printed map, the data used</source>
      <translation>Une source par ligne : le scan, la carte imprimée, les données utilisées</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Diocese colour</source>
      <translation>Couleur du diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>name in English</source>
      <translation>nom en anglais</translation>
    </message>
    <message>
      <location line="+1" />
      <source>name in French</source>
      <translation>nom en français</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+17" />
      <source>id</source>
      <translation>identifiant</translation>
    </message>
    <message>
      <location line="-16" />
      <location line="+17" />
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <location line="-16" />
      <source>colour</source>
      <translation>couleur</translation>
    </message>
    <message>
      <location line="+31" />
      <source>Id</source>
      <translation>Identifiant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Description</source>
      <translation>Description</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Sources</source>
      <translation>Sources</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Dioceses</source>
      <translation>Diocèses</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fleets</source>
      <translation>Flottes</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Add</source>
      <translation>Ajouter</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Remove</source>
      <translation>Retirer</translation>
    </message>
    <message>
      <location line="+25" />
      <source>Pick…</source>
      <translation>Choisir…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Choose the diocese's colour (or type it as #rrggbb)</source>
      <translation>Choisir la couleur du diocèse (ou la taper sous la forme #rrggbb)</translation>
    </message>
    <message>
      <location line="+40" />
      <source>the map id must be lower-case letters, digits and underscores</source>
      <translation>l'identifiant de la carte doit être fait de minuscules, de chiffres et de soulignés</translation>
    </message>
    <message>
      <location line="+33" />
      <source>Remove dioceses with zones?</source>
      <translation>Retirer des diocèses qui ont des zones ?</translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>%n zones belong to the dioceses removed: {zones}. They will need another diocese. Remove them anyway?</source>
      <translation>
        <numerusform>%n zone appartient aux diocèses retirés : {zones}. Il lui faudra un autre diocèse. Les retirer quand même ?</numerusform>
        <numerusform>%n zones appartiennent aux diocèses retirés : {zones}. Il leur faudra un autre diocèse. Les retirer quand même ?</numerusform>
      </translation>
    </message>
    <message>
      <location line="+9" />
      <source>Edit map properties</source>
      <translation>Modifier les propriétés de la carte</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Rename diocese</source>
      <translation>Renommer un diocèse</translation>
    </message>
  </context>
  <context>
    <name>MapTools</name>
    <message>
      <location filename="../../editor/map_editor/align_tool.py" line="-103" />
      <source>Align the scan: click a point on the scan, then the same place on the map (or type its x, y ⏎). With two pairs or more, Enter aligns; Backspace takes a point back, Esc drops them.</source>
      <translation>Caler le scan : cliquez un point sur le scan, puis le même endroit sur la carte (ou tapez ses x, y ⏎). Avec deux paires ou plus, Entrée cale ; Retour arrière reprend un point, Échap les abandonne.</translation>
    </message>
    <message>
      <location filename="../../editor/map_editor/river_tool.py" line="+61" />
      <source>Click to draw a river (points snap to borders); Enter or double-click ends it. Click a river to select it: drag a vertex, click its line to add one, Del deletes. Name and major flag (+1 MP to cross, 7.2) in the River tab.</source>
      <translation>Cliquez pour tracer un fleuve (les points s'aimantent aux frontières) ; Entrée ou un double-clic le termine. Cliquez un fleuve pour le choisir : glissez un sommet, cliquez son tracé pour en ajouter un, Suppr supprime. Nom et grand fleuve (+1 PM pour le franchir, 7.2) dans l'onglet Fleuve.</translation>
    </message>
    <message>
      <location filename="../../editor/map_editor/tools.py" line="-382" />
      <source>Typed coordinates place a vertex while drawing or splitting, or move the one selected vertex</source>
      <translation>Les coordonnées tapées placent un sommet en traçant ou en coupant, ou déplacent le sommet choisi</translation>
    </message>
    <message>
      <location line="+36" />
      <source>Click a zone to select it (Ctrl adds). Drag a name to move its label point. On a selected zone: drag a vertex, click its outline to insert one, Shift+drag to pick vertices, Del deletes.</source>
      <translation>Cliquez une zone pour la choisir (Ctrl ajoute). Glissez un nom pour déplacer son point d'étiquette. Sur une zone choisie : glissez un sommet, cliquez son contour pour en insérer un, Maj+glisser pour choisir des sommets, Suppr supprime.</translation>
    </message>
    <message>
      <location line="+218" />
      <source>Drag cancelled</source>
      <translation>Glissement annulé</translation>
    </message>
    <message>
      <location line="+37" />
      <source>Click to place vertices (they snap to nearby vertices and edges). Double-click, Enter or a click on the first vertex closes; Backspace undoes a vertex; Esc cancels.</source>
      <translation>Cliquez pour placer des sommets (ils s'aimantent aux sommets et segments proches). Un double-clic, Entrée ou un clic sur le premier sommet ferme ; Retour arrière reprend un sommet ; Échap annule.</translation>
    </message>
    <message numerus="yes">
      <location line="+45" />
      <source>%n vertices — Enter or double-click to finish</source>
      <translation>
        <numerusform>%n sommet — Entrée ou un double-clic pour finir</numerusform>
        <numerusform>%n sommets — Entrée ou un double-clic pour finir</numerusform>
      </translation>
    </message>
    <message>
      <location line="+17" />
      <source>Drawing cancelled</source>
      <translation>Tracé annulé</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Draw a line across the selected zone (or the zone under its first segment), from outside to outside; Enter or double-click splits it.</source>
      <translation>Tracez une ligne à travers la zone choisie (ou la zone sous son premier segment), de l'extérieur à l'extérieur ; Entrée ou un double-clic la coupe.</translation>
    </message>
    <message>
      <location line="+13" />
      <source>the line does not cross any zone</source>
      <translation>la ligne ne traverse aucune zone</translation>
    </message>
    <message>
      <location line="+29" />
      <source>Click the first zone, then the second: land to land makes a strait, else a sea link.</source>
      <translation>Cliquez la première zone, puis la seconde : de terre à terre c'est un détroit, sinon une liaison maritime.</translation>
    </message>
    <message>
      <location line="+14" />
      <source>Link from {zone}: now click the other zone</source>
      <translation>Lien depuis {zone} : cliquez maintenant l'autre zone</translation>
    </message>
    <message>
      <location line="+17" />
      <source>Drag to move the background image; set its scale, rotation and fade in its panel.</source>
      <translation>Glissez pour déplacer l'image de fond ; réglez échelle, rotation et estompage dans son panneau.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Import a background image first (Map ▸ Import background)</source>
      <translation>Importez d'abord une image de fond (Carte ▸ Importer une image de fond)</translation>
    </message>
    <message>
      <location line="+4" />
      <source>The background is locked: untick Lock in its panel to move it</source>
      <translation>Le fond est verrouillé : décochez Verrouiller dans son panneau pour le déplacer</translation>
    </message>
  </context>
  <context>
    <name>PlayMode</name>
    <message>
      <location filename="../../editor/map_editor/play.py" line="+25" />
      <source>No scenario to play the map with: {file} is missing.</source>
      <translation>Pas de scénario pour jouer la carte : {file} manque.</translation>
    </message>
    <message>
      <location line="+12" />
      <source>The scenario {file} does not fit this map yet:
{problems}

Fix the map (zone ids the scenario uses must exist) and try again.</source>
      <translation>Le scénario {file} ne convient pas encore à cette carte :
{problems}

Corrigez la carte (les identifiants de zone qu'utilise le scénario doivent exister) et réessayez.</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Cannot write the play-mode scenario: {error}</source>
      <translation>Impossible d'écrire le scénario du mode jeu : {error}</translation>
    </message>
    <message>
      <location line="+12" />
      <source>The play-mode process could not be started.</source>
      <translation>Le processus du mode jeu n'a pas pu démarrer.</translation>
    </message>
  </context>
  <context>
    <name>ProblemsPanel</name>
    <message>
      <location filename="../../editor/map_editor/panels.py" line="-113" />
      <source>✔ No problems found</source>
      <translation>✔ Aucun problème</translation>
    </message>
    <message>
      <location line="+4" />
      <source>1 error</source>
      <translation>1 erreur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{count} errors</source>
      <translation>{count} erreurs</translation>
    </message>
    <message>
      <location line="+1" />
      <source>1 warning</source>
      <translation>1 avertissement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{count} warnings</source>
      <translation>{count} avertissements</translation>
    </message>
    <message>
      <location line="+1" />
      <source>(play mode will not open the map until the errors are fixed)</source>
      <translation>(le mode jeu n'ouvrira pas la carte tant que les erreurs ne seront pas corrigées)</translation>
    </message>
    <message>
      <location line="+137" />
      <source>Check</source>
      <translation>Contrôle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Problem</source>
      <translation>Problème</translation>
    </message>
    <message>
      <location line="+21" />
      <source>(rule {rule})</source>
      <translation>(règle {rule})</translation>
    </message>
    <message>
      <location line="+6" />
      <source>{check} (warning)</source>
      <translation>{check} (avertissement)</translation>
    </message>
  </context>
  <context>
    <name>RiverEdits</name>
    <message>
      <location filename="../../editor/map_editor/river_edits.py" line="+79" />
      <location line="+64" />
      <source>a river needs at least two different points</source>
      <translation>un fleuve demande au moins deux points différents</translation>
    </message>
    <message>
      <location line="-61" />
      <source>New river</source>
      <translation>Nouveau fleuve</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Add river {river}</source>
      <translation>Ajouter le fleuve {river}</translation>
    </message>
    <message>
      <location line="+10" />
      <source>a river needs a name</source>
      <translation>un fleuve doit avoir un nom</translation>
    </message>
    <message>
      <location line="+2" />
      <source>there is already a river named {river}</source>
      <translation>il y a déjà un fleuve nommé {river}</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Rename river {old} to {new}</source>
      <translation>Renommer le fleuve {old} en {new}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Make {river} a major river</source>
      <translation>Faire du {river} un grand fleuve</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Make {river} a river drawn only</source>
      <translation>Faire du {river} un fleuve seulement dessiné</translation>
    </message>
    <message>
      <location line="+12" />
      <source>Delete river {river}</source>
      <translation>Supprimer le fleuve {river}</translation>
    </message>
    <message>
      <location line="+15" />
      <source>Move a vertex of {river}</source>
      <translation>Déplacer un sommet du {river}</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Insert a vertex in {river}</source>
      <translation>Insérer un sommet dans le {river}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>{river} needs at least two points (delete the river instead)</source>
      <translation>{river} demande au moins deux points (supprimez plutôt le fleuve)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Delete a vertex of {river}</source>
      <translation>Supprimer un sommet du {river}</translation>
    </message>
    <message>
      <location line="+12" />
      <source>{a} and {b} share no border to draw the {river} on: draw it with the river tool first</source>
      <translation>{a} et {b} n'ont pas de frontière commune où tracer le {river} : tracez-le d'abord avec l'outil Fleuves</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Mark {a}–{b} as river {river} (new river)</source>
      <translation>Marquer {a}–{b} comme fleuve {river} (nouveau fleuve)</translation>
    </message>
  </context>
  <context>
    <name>RiverPanel</name>
    <message>
      <location filename="../../editor/map_editor/river_panel.py" line="+29" />
      <source>Draw a river with the river tool (R): its points snap to the zones' borders. A major river that runs between two land zones makes their edge a river crossing, +1 MP (7.2); other rivers are drawn only.</source>
      <translation>Tracez un fleuve avec l'outil Fleuves (R) : ses points s'aimantent aux frontières des zones. Un grand fleuve qui coule entre deux zones terrestres fait de leur lien un franchissement de fleuve, +1 PM (7.2) ; les autres fleuves sont seulement dessinés.</translation>
    </message>
    <message>
      <location line="+16" />
      <source>river name, e.g. Rhenus</source>
      <translation>nom du fleuve, p. ex. Rhenus</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Major river: +1 MP to cross (7.2)</source>
      <translation>Grand fleuve : +1 PM pour le franchir (7.2)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Apply</source>
      <translation>Appliquer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Delete river</source>
      <translation>Supprimer le fleuve</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Draw a river</source>
      <translation>Tracer un fleuve</translation>
    </message>
    <message>
      <location line="+19" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="+22" />
      <source>{river}  (major)</source>
      <translation>{river}  (grand)</translation>
    </message>
    <message>
      <location line="+10" />
      <source>No river selected: pick one in the list or click it on the map with the river tool.</source>
      <translation>Aucun fleuve choisi : prenez-en un dans la liste ou cliquez-le sur la carte avec l'outil Fleuves.</translation>
    </message>
    <message>
      <location line="+11" />
      <source>The {river} is drawn only: crossing it costs nothing (7.2).</source>
      <translation>Le {river} est seulement dessiné : le franchir ne coûte rien (7.2).</translation>
    </message>
    <message>
      <location line="+5" />
      <source>The {river} runs along no border between two land zones: it makes no river crossing. Move its points onto the border it should follow.</source>
      <translation>Le {river} ne longe aucune frontière entre deux zones terrestres : il ne fait aucun franchissement de fleuve. Placez ses points sur la frontière qu'il doit suivre.</translation>
    </message>
    <message>
      <location line="+3" />
      <source>River crossings (+1 MP) made by the {river}: {pairs}.</source>
      <translation>Franchissements de fleuve (+1 PM) que fait le {river} : {pairs}.</translation>
    </message>
  </context>
  <context>
    <name>RiverTool</name>
    <message>
      <location filename="../../editor/map_editor/river_tool.py" line="+47" />
      <source>Click again to start a new river</source>
      <translation>Cliquez de nouveau pour commencer un nouveau fleuve</translation>
    </message>
    <message>
      <location line="+72" />
      <source>a river needs at least two points</source>
      <translation>un fleuve demande au moins deux points</translation>
    </message>
    <message>
      <location line="+4" />
      <source>River added: name it and say whether it is major in the River tab</source>
      <translation>Fleuve ajouté : nommez-le et dites s'il est grand dans l'onglet Fleuve</translation>
    </message>
  </context>
  <context>
    <name>RosterPalette</name>
    <message>
      <location filename="../../editor/designer/scenario_pieces.py" line="-197" />
      <source>CC {cc} · SR {sr} · TB {tb}</source>
      <translation>CC {cc} · VS {sr} · BT {tb}</translation>
    </message>
    <message>
      <location line="+1" />
      <source> · PC {pc}</source>
      <translation> · CP {pc}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>SP-QU-TB {sp}-{qu}-{tb}</source>
      <translation>PF-QU-BT {sp}-{qu}-{tb}</translation>
    </message>
    <message>
      <location line="+6" />
      <source>fleet (3.4.2)</source>
      <translation>flotte (3.4.2)</translation>
    </message>
    <message>
      <location line="+48" />
      <source>Search counters…</source>
      <translation>Chercher des pions…</translation>
    </message>
    <message>
      <location line="+3" />
      <source>All counters</source>
      <translation>Tous les pions</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Leaders</source>
      <translation>Chefs</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Units</source>
      <translation>Unités</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Fleets</source>
      <translation>Flottes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Any nationality</source>
      <translation>Toute nationalité</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Any category</source>
      <translation>Toute catégorie</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Comitatenses (CO)</source>
      <translation>Comitatenses (CO)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Pseudo-comitatenses (PC)</source>
      <translation>Pseudo-comitatenses (PC)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ripenses (RI)</source>
      <translation>Ripenses (RI)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Warbands</source>
      <translation>Bandes guerrières</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Any band</source>
      <translation>Tout bandeau</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Any side</source>
      <translation>Tout camp</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Not yet placed</source>
      <translation>Pas encore placés</translation>
    </message>
    <message>
      <location line="+58" />
      <source>not placed</source>
      <translation>non placé</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{counter}: drag onto a zone of the map</source>
      <translation>{counter} : glissez-le sur une zone de la carte</translation>
    </message>
    <message numerus="yes">
      <location line="+4" />
      <source>{shown} of %n counters</source>
      <translation>
        <numerusform>{shown} sur %n pion</numerusform>
        <numerusform>{shown} sur %n pions</numerusform>
      </translation>
    </message>
    <message>
      <location line="+120" />
      <source>weakened face up · SP-QU-TB {sp}-{qu}-{tb}</source>
      <translation>face affaiblie visible · PF-QU-BT {sp}-{qu}-{tb}</translation>
    </message>
  </context>
  <context>
    <name>RosterPanel</name>
    <message>
      <location filename="../../editor/designer/roster_panel.py" line="+69" />
      <source>CC</source>
      <translation>CC</translation>
    </message>
    <message>
      <location line="+0" />
      <source>SR</source>
      <translation>VS</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+26" />
      <source>TB</source>
      <translation>BT</translation>
    </message>
    <message>
      <location line="-26" />
      <source>PC</source>
      <translation>CP</translation>
    </message>
    <message>
      <location line="+2" />
      <source>loyalty</source>
      <translation>AR</translation>
    </message>
    <message>
      <location line="+1" />
      <source>cross</source>
      <translation>croix</translation>
    </message>
    <message>
      <location line="+1" />
      <source>sun</source>
      <translation>soleil</translation>
    </message>
    <message>
      <location line="+1" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location line="+1" />
      <source>major</source>
      <translation>majeur</translation>
    </message>
    <message>
      <location line="+2" />
      <source>allied</source>
      <translation>allié</translation>
    </message>
    <message>
      <location line="+2" />
      <source>phase</source>
      <translation>phase</translation>
    </message>
    <message>
      <location line="+2" />
      <source>player</source>
      <translation>joueur</translation>
    </message>
    <message>
      <location line="+2" />
      <source>both</source>
      <translation>les deux</translation>
    </message>
    <message>
      <location line="+2" />
      <source>removed after use</source>
      <translation>retiré après usage</translation>
    </message>
    <message>
      <location line="+6" />
      <source>cat.</source>
      <translation>cat.</translation>
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
      <location line="+2" />
      <source>wSP</source>
      <translation>aPF</translation>
    </message>
    <message>
      <location line="+1" />
      <source>wQU</source>
      <translation>aQU</translation>
    </message>
    <message>
      <location line="+1" />
      <source>wTB</source>
      <translation>aBT</translation>
    </message>
    <message>
      <location line="+1" />
      <source>MP</source>
      <translation>PM</translation>
    </message>
    <message>
      <location line="+107" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="+66" />
      <source>Entered from the printed counter</source>
      <translation>Saisie d'après le pion imprimé</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Our estimate: type the printed value, or tick it if it is already right</source>
      <translation>Notre estimation : tapez la valeur imprimée, ou cochez-la si elle est déjà juste</translation>
    </message>
    <message>
      <location line="+29" />
      <source>printed</source>
      <translation>imprimé</translation>
    </message>
    <message>
      <location line="+1" />
      <source>estimate</source>
      <translation>estimation</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{name}: {column} {value}</source>
      <translation>{name} : {column} {value}</translation>
    </message>
    <message>
      <location line="+25" />
      <source>Search the roster…</source>
      <translation>Chercher dans les pions…</translation>
    </message>
    <message>
      <location line="+9" />
      <source>Leaders</source>
      <translation>Chefs</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Units</source>
      <translation>Unités</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Peoples</source>
      <translation>Peuples</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Stratagems</source>
      <translation>Stratagèmes</translation>
    </message>
    <message>
      <location line="+6" />
      <source>&lt;i style='color:#7a7a7a'&gt;Grey italics&lt;/i&gt;: our estimate. Ticked: entered from the printed counter.</source>
      <translation>&lt;i style='color:#7a7a7a'&gt;Italique gris&lt;/i&gt; : notre estimation. Coché : saisi d'après le pion imprimé.</translation>
    </message>
    <message>
      <location line="+67" />
      <source>{name}: name in {language}</source>
      <translation>{name} : nom en {language}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>English</source>
      <translation>anglais</translation>
    </message>
    <message>
      <location line="+1" />
      <source>French</source>
      <translation>français</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Name in {language}</source>
      <translation>Nom en {language}</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Names of {name}</source>
      <translation>Noms : {name}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Choose a row to name it in each language.</source>
      <translation>Choisissez une ligne pour la nommer dans chaque langue.</translation>
    </message>
    <message>
      <location line="+16" />
      <source>band {dioceses}</source>
      <translation>bandeau {dioceses}</translation>
    </message>
  </context>
  <context>
    <name>SaveFailure</name>
    <message>
      <location filename="../../editor/shared/open_windows.py" line="+47" />
      <source>{path} could not be written: {error}</source>
      <translation>{path} n'a pas pu être écrit : {error}</translation>
    </message>
    <message>
      <location line="+3" />
      <source>{path} was not saved: {error}</source>
      <translation>{path} n'a pas été enregistré : {error}</translation>
    </message>
  </context>
  <context>
    <name>ScanImage</name>
    <message>
      <location filename="../../editor/map_editor/scan_image.py" line="+69" />
      <source>the embedded image</source>
      <translation>l'image incorporée</translation>
    </message>
    <message>
      <location line="+24" />
      <source>{image}: the image is damaged and cannot be shown ({error})</source>
      <translation>{image} : l'image est endommagée et ne peut être montrée ({error})</translation>
    </message>
    <message>
      <location line="+17" />
      <source>cannot be read as an image ({error})</source>
      <translation>illisible comme image ({error})</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{width} × {height} pixels is more than Semper Victor shows ({limit} million pixels): scan it at a lower resolution</source>
      <translation>{width} × {height} pixels, c'est plus que n'en montre Semper Victor ({limit} millions de pixels) : scannez à une résolution plus basse</translation>
    </message>
  </context>
  <context>
    <name>ScenarioDocument</name>
    <message>
      <location filename="../../editor/designer/scenario_doc.py" line="+123" />
      <source>Untitled scenario</source>
      <translation>Scénario sans nom</translation>
    </message>
    <message>
      <location line="+273" />
      <source>map file '{file}' could not be used ({where}{problem}); showing the shipped map instead</source>
      <translation>le fichier de carte '{file}' est inutilisable ({where}{problem}) ; la carte fournie est montrée à sa place</translation>
    </message>
    <message>
      <location line="+3" />
      <source>roster file '{file}' could not be used ({where}{problem}); showing the shipped roster instead</source>
      <translation>le fichier des pions '{file}' est inutilisable ({where}{problem}) ; les pions fournis sont montrés à sa place</translation>
    </message>
  </context>
  <context>
    <name>ScenarioLists</name>
    <message>
      <location filename="../../editor/designer/scenario_lists.py" line="-51" />
      <source>leader</source>
      <translation>chef</translation>
    </message>
    <message>
      <location line="+1" />
      <source>departure</source>
      <translation>départ</translation>
    </message>
    <message>
      <location line="+1" />
      <source>fleet</source>
      <translation>flotte</translation>
    </message>
    <message>
      <location line="+0" />
      <source>people</source>
      <translation>peuple</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Constantinopolis</source>
      <translation>Constantinopolis</translation>
    </message>
    <message>
      <location line="+20" />
      <source>Every stratagem of the roster</source>
      <translation>Tous les stratagèmes de la liste</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{stratagem} (phase {phase})</source>
      <translation>{stratagem} (phase {phase})</translation>
    </message>
    <message>
      <location line="+7" />
      <source>The scenario format holds the cup; the hands are drawn from it in the first phase A (6).</source>
      <translation>Le format de scénario décrit le bol ; les mains y sont tirées à la première phase A (6).</translation>
    </message>
    <message>
      <location line="+39" />
      <source>Timeline: arrivals, departures and returns, year by year</source>
      <translation>Chronologie : entrées, départs et retours, année par année</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Year</source>
      <translation>Année</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Event</source>
      <translation>Événement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Rule</source>
      <translation>Règle</translation>
    </message>
    <message>
      <location line="+8" />
      <source>This scenario's arrival dates (they replace the table's)</source>
      <translation>Les dates d'entrée de ce scénario (elles remplacent celles de la table)</translation>
    </message>
    <message>
      <location line="+9" />
      <location line="+79" />
      <source>never</source>
      <translation>jamais</translation>
    </message>
    <message>
      <location line="-78" />
      <source>table's entry zone</source>
      <translation>zone d'entrée de la table</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Set this arrival</source>
      <translation>Fixer cette entrée</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Back to the table</source>
      <translation>Revenir à la table</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Leader</source>
      <translation>Chef</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Arrives in</source>
      <translation>Entre en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>At</source>
      <translation>À</translation>
    </message>
    <message>
      <location line="+28" />
      <source>Arrival of {leader}</source>
      <translation>Entrée de {leader}</translation>
    </message>
    <message>
      <location line="+13" />
      <source>(fix the scenario's errors to see its timeline)</source>
      <translation>(corrigez les erreurs du scénario pour voir sa chronologie)</translation>
    </message>
    <message>
      <location line="+11" />
      <source>{kind}: {who} {where}</source>
      <translation>{kind} : {who} {where}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>1 event</source>
      <translation>1 événement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{count} events</source>
      <translation>{count} événements</translation>
    </message>
    <message>
      <location line="+10" />
      <source>the table's entry zone</source>
      <translation>la zone d'entrée de la table</translation>
    </message>
    <message>
      <location line="+36" />
      <source>{field}: check {check}, rule {rule}</source>
      <translation>{field} : contrôle {check}, règle {rule}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>{field}: check {check}</source>
      <translation>{field} : contrôle {check}</translation>
    </message>
    <message numerus="yes">
      <location line="+8" />
      <source>%n warnings</source>
      <translation>
        <numerusform>%n avertissement</numerusform>
        <numerusform>%n avertissements</numerusform>
      </translation>
    </message>
    <message>
      <location line="+1" />
      <source>No problems: the scenario can be played.</source>
      <translation>Aucun problème : le scénario peut être joué.</translation>
    </message>
    <message numerus="yes">
      <location line="-2" />
      <source>%n errors</source>
      <translation>
        <numerusform>%n erreur</numerusform>
        <numerusform>%n erreurs</numerusform>
      </translation>
    </message>
    <message>
      <location line="+13" />
      <source>arrival of {leader}</source>
      <translation>entrée de {leader}</translation>
    </message>
  </context>
  <context>
    <name>ScenarioPanels</name>
    <message>
      <location filename="../../editor/designer/scenario_panels.py" line="+37" />
      <source>nobody</source>
      <translation>personne</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Description</source>
      <translation>Description</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Introduction</source>
      <translation>Introduction</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Initiative note</source>
      <translation>Note d'initiative</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Victory notes</source>
      <translation>Notes de victoire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Special rules</source>
      <translation>Règles spéciales</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Dux can be assassinated</source>
      <translation>Un Dux peut être assassiné</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Role-bound stratagems follow the role</source>
      <translation>Les stratagèmes liés au rôle suivent le rôle</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Assassinat targets non-Romans</source>
      <translation>Assassinat vise les non-Romains</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Ask at every window</source>
      <translation>Demander à chaque occasion</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Armenia open to all peoples at war</source>
      <translation>Armenia ouverte aux peuples en guerre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>no winner</source>
      <translation>pas de vainqueur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>upper defender lower attacker</source>
      <translation>haut défenseur, bas attaquant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>roman only</source>
      <translation>Romains seulement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>all battles</source>
      <translation>toutes les batailles</translation>
    </message>
    <message>
      <location line="+46" />
      <location line="+38" />
      <source>Id</source>
      <translation>Identifiant</translation>
    </message>
    <message>
      <location line="-38" />
      <location line="+39" />
      <location filename="../../editor/designer/texts_panel.py" line="+61" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="-38" />
      <location line="+39" />
      <location filename="../../editor/designer/texts_panel.py" line="+3" />
      <source>Author</source>
      <translation>Auteur</translation>
    </message>
    <message>
      <location line="-33" />
      <source>none</source>
      <translation>aucun</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Number</source>
      <translation>Numéro</translation>
    </message>
    <message>
      <location line="+5" />
      <source>not begun</source>
      <translation>non commencée</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+11" />
      <source>First year</source>
      <translation>Première année</translation>
    </message>
    <message>
      <location line="-10" />
      <location line="+12" />
      <source>Last year</source>
      <translation>Dernière année</translation>
    </message>
    <message>
      <location line="-11" />
      <source>Our estimate, not the printed one</source>
      <translation>Notre estimation, non celle imprimée</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Constantinopolis built (3.1.2)</source>
      <translation>Constantinopolis bâtie (3.1.2)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Completed in</source>
      <translation>Achevée en</translation>
    </message>
    <message>
      <location line="+66" />
      <source>One special rule per line</source>
      <translation>Une règle spéciale par ligne</translation>
    </message>
    <message>
      <location line="-63" />
      <source>Scenario number</source>
      <translation>Numéro du scénario</translation>
    </message>
    <message>
      <location line="+6" />
      <source>Constantinopolis completion</source>
      <translation>Achèvement de Constantinopolis</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Estimate flag</source>
      <translation>Marque d'estimation</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Constantinopolis</source>
      <translation>Constantinopolis</translation>
    </message>
    <message>
      <location line="+97" />
      <source>RR result (8.4)</source>
      <translation>Résultat RR (8.4)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Modifier F (8.3)</source>
      <translation>Modificateur F (8.3)</translation>
    </message>
    <message>
      <location line="+22" />
      <source>Ruleset options</source>
      <translation>Options de règles</translation>
    </message>
    <message>
      <location line="+18" />
      <source>Clicks on the map select a zone</source>
      <translation>Un clic sur la carte choisit une zone</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Clicks on the map give the diocese to {side}</source>
      <translation>Un clic sur la carte donne le diocèse à {side}</translation>
    </message>
    <message>
      <location line="+4" />
      <source>Diocese</source>
      <translation>Diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+45" />
      <source>Controlled by</source>
      <translation>Contrôlé par</translation>
    </message>
    <message>
      <location line="-22" />
      <source>Diocese control</source>
      <translation>Contrôle des diocèses</translation>
    </message>
    <message>
      <location line="+21" />
      <source>People</source>
      <translation>Peuple</translation>
    </message>
    <message>
      <location line="+0" />
      <source>At war</source>
      <translation>En guerre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Pacified until</source>
      <translation>Pacifié jusqu'en</translation>
    </message>
    <message>
      <location line="+4" />
      <source>{people} (major)</source>
      <translation>{people} (majeur)</translation>
    </message>
    <message>
      <location line="+15" />
      <source>Place the selected people in its zones of origin</source>
      <translation>Placer le peuple choisi dans ses zones d'origine</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Its units, and its leaders in the game in the first year, go to its zones of origin (4.2.3), in one undoable edit</source>
      <translation>Ses unités, et ses chefs en jeu la première année, vont dans ses zones d'origine (4.2.3), en une seule modification annulable</translation>
    </message>
    <message>
      <location line="+28" />
      <source>{people}: war and control</source>
      <translation>{people} : guerre et contrôle</translation>
    </message>
  </context>
  <context>
    <name>Terms</name>
    <message>
      <location filename="../../editor/shared/terms.py" line="+14" />
      <source>land</source>
      <translation>terrestre</translation>
    </message>
    <message>
      <location line="+1" />
      <source>river</source>
      <translation>fleuve</translation>
    </message>
    <message>
      <location line="+1" />
      <source>strait</source>
      <translation>détroit</translation>
    </message>
    <message>
      <location line="+1" />
      <source>coast</source>
      <translation>côte</translation>
    </message>
    <message>
      <location line="+1" />
      <location line="+7" />
      <source>sea</source>
      <translation>mer</translation>
    </message>
    <message>
      <location line="-2" />
      <source>diocese</source>
      <translation>diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>origin</source>
      <translation>origine</translation>
    </message>
    <message>
      <location line="+2" />
      <source>outside</source>
      <translation>hors empire</translation>
    </message>
    <message>
      <location line="+5" />
      <source>error</source>
      <translation>erreur</translation>
    </message>
    <message>
      <location line="+1" />
      <source>warning</source>
      <translation>avertissement</translation>
    </message>
    <message>
      <location line="+5" />
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
    <message>
      <location line="+5" />
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
      <location line="+32" />
      <source>Refused: {reason}</source>
      <translation>Refusé : {reason}</translation>
    </message>
  </context>
  <context>
    <name>TextsPanel</name>
    <message>
      <location filename="../../editor/designer/texts_panel.py" line="-43" />
      <source>French</source>
      <translation>Français</translation>
    </message>
    <message>
      <location line="+1" />
      <source>English</source>
      <translation>Anglais</translation>
    </message>
    <message>
      <location line="+29" />
      <source>Texts shown to players who use the application in this language; an empty field shows the text of the General tab.</source>
      <translation>Textes montrés aux joueurs qui utilisent l'application dans cette langue ; un champ vide montre le texte de l'onglet Général.</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <location line="+35" />
      <source>Texts in {language}</source>
      <translation>Textes ({language})</translation>
    </message>
  </context>
  <context>
    <name>Tracing</name>
    <message>
      <location filename="../../editor/map_editor/tracing.py" line="+49" />
      <source>Zones</source>
      <translation>Zones</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenario zones</source>
      <translation>Zones des scénarios</translation>
    </message>
    <message>
      <location line="+17" />
      <source>Ne&amp;w from a Scan…</source>
      <translation>Nouvelle carte depuis un s&amp;can…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>A new empty map with a scanned printed map behind it, to draw its zones on</source>
      <translation>Une nouvelle carte vide avec derrière elle le scan d'une carte imprimée, pour en tracer les zones</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Align Scan on Points</source>
      <translation>&amp;Caler le scan sur des points</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Click a point on the scan, then the same place on the map; two pairs or more, then Enter (as QGIS's Georeferencer)</source>
      <translation>Cliquez un point sur le scan, puis le même endroit sur la carte ; deux paires ou plus, puis Entrée (comme le géoréférenceur de QGIS)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>&amp;Fit Scan to Map</source>
      <translation>A&amp;juster le scan à la carte</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scale the scan over the zones</source>
      <translation>Mettre le scan à l'échelle des zones</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Zoom to &amp;Zone</source>
      <translation>Zoomer sur la &amp;zone</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Fit the view on the selected zones</source>
      <translation>Cadrer la vue sur les zones choisies</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Fin&amp;d Zone…</source>
      <translation>&amp;Chercher une zone…</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Search the zone list</source>
      <translation>Chercher dans la liste des zones</translation>
    </message>
    <message>
      <location line="+45" />
      <source>Select a zone first (click it, or pick it in the Zones list), then Zoom to Zone</source>
      <translation>Choisissez d'abord une zone (cliquez-la, ou prenez-la dans la liste Zones), puis Zoomer sur la zone</translation>
    </message>
    <message>
      <location line="+18" />
      <location line="+37" />
      <source>New map from a scan</source>
      <translation>Nouvelle carte depuis un scan</translation>
    </message>
    <message>
      <location line="-11" />
      <source>The {width} × {height} scan is shown at 1/{factor} of its resolution; alignment uses all of its pixels.</source>
      <translation>Le scan de {width} × {height} est montré à 1/{factor} de sa résolution ; le calage utilise tous ses pixels.</translation>
    </message>
    <message>
      <location line="+5" />
      <source>Draw the zones over the scan; the Scenario zones list ticks the ids the scenarios need as the map gets them.</source>
      <translation>Tracez les zones sur le scan ; la liste Zones des scénarios coche les identifiants dont les scénarios ont besoin à mesure que la carte les reçoit.</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Cannot use this scan: {reason}</source>
      <translation>Scan inutilisable : {reason}</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Background image cannot be shown: {problem}</source>
      <translation>L'image de fond ne peut être montrée : {problem}</translation>
    </message>
  </context>
  <context>
    <name>VertexDialog</name>
    <message>
      <location filename="../../editor/map_editor/view.py" line="+217" />
      <source>Vertex coordinates</source>
      <translation>Coordonnées du sommet</translation>
    </message>
  </context>
  <context>
    <name>ZoneInspector</name>
    <message>
      <location filename="../../editor/designer/scenario_pieces.py" line="-102" />
      <location line="+81" />
      <source>Click a zone of the map</source>
      <translation>Cliquez une zone de la carte</translation>
    </message>
    <message>
      <location line="-71" />
      <source>no title</source>
      <translation>sans titre</translation>
    </message>
    <message>
      <location line="+9" />
      <source>in play</source>
      <translation>en jeu</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Side</source>
      <translation>Camp</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Title</source>
      <translation>Titre</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Away until</source>
      <translation>Absent jusqu'en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Note</source>
      <translation>Note</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Note in English</source>
      <translation>Note en anglais</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Note in French</source>
      <translation>Note en français</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Held by</source>
      <translation>Tenu par</translation>
    </message>
  </context>
  <context>
    <name>ZoneListPanel</name>
    <message>
      <location filename="../../editor/map_editor/zone_lists.py" line="+89" />
      <source>Search zones (id or name)</source>
      <translation>Chercher des zones (identifiant ou nom)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Id</source>
      <translation>Identifiant</translation>
    </message>
    <message>
      <location line="+30" />
      <source>{name} ({id}, {kind}); double-click to zoom</source>
      <translation>{name} ({id}, {kind}) ; double-clic pour zoomer</translation>
    </message>
    <message numerus="yes">
      <location line="+26" />
      <source>{shown} of %n zones</source>
      <translation>
        <numerusform>{shown} sur %n zone</numerusform>
        <numerusform>{shown} sur %n zones</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>%n zones</source>
      <translation>
        <numerusform>%n zone</numerusform>
        <numerusform>%n zones</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ZoneNeedsPanel</name>
    <message>
      <location line="+37" />
      <source>Missing only</source>
      <translation>Manquantes seulement</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Zone id</source>
      <translation>Identifiant de zone</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Scenarios</source>
      <translation>Scénarios</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Give the selected zone this id</source>
      <translation>Donner cet identifiant à la zone choisie</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Rename the zone selected on the map to the missing id chosen here (one undo step)</source>
      <translation>Renommer la zone choisie sur la carte avec l'identifiant manquant choisi ici (une seule étape d'annulation)</translation>
    </message>
    <message>
      <location line="+40" />
      <source>On the map; named by:
{names}</source>
      <translation>Sur la carte ; nommée par :
{names}</translation>
    </message>
    <message>
      <location line="+2" />
      <source>Missing from the map; named by:
{names}</source>
      <translation>Absente de la carte ; nommée par :
{names}</translation>
    </message>
    <message numerus="yes">
      <location line="+6" />
      <source>The shipped scenarios name %n zones; the map has {present}, {missing} missing.</source>
      <translation>
        <numerusform>Les scénarios fournis nomment %n zone ; la carte en a {present}, {missing} manquante(s).</numerusform>
        <numerusform>Les scénarios fournis nomment %n zones ; la carte en a {present}, {missing} manquantes.</numerusform>
      </translation>
    </message>
    <message>
      <location line="+4" />
      <source>Not read: {files}</source>
      <translation>Non lus : {files}</translation>
    </message>
  </context>
  <context>
    <name>ZonePanel</name>
    <message>
      <location filename="../../editor/map_editor/zone_edits.py" line="+106" />
      <source>the diocese {diocese} has no free number left</source>
      <translation>le diocèse {diocese} n'a plus de numéro libre</translation>
    </message>
    <message>
      <location line="+11" />
      <source>choose the diocese of a diocese zone (add one in Map ▸ Properties first)</source>
      <translation>choisissez le diocèse d'une zone de diocèse (ajoutez-en un d'abord dans Carte ▸ Propriétés)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>give the people whose zone of origin it is</source>
      <translation>indiquez le peuple dont c'est la zone d'origine</translation>
    </message>
    <message>
      <location filename="../../editor/map_editor/zone_panel.py" line="+49" />
      <source>Diocese zone</source>
      <translation>Zone de diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>People's origin</source>
      <translation>Origine d'un peuple</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Sea</source>
      <translation>Mer</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Outside the Empire</source>
      <translation>Hors empire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Inside the Empire</source>
      <translation>Dans l'Empire</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Imperial capital</source>
      <translation>Capitale impériale</translation>
    </message>
    <message>
      <location line="+0" />
      <source>Rome</source>
      <translation>Rome</translation>
    </message>
    <message>
      <location line="+1" />
      <source>No fleet may enter</source>
      <translation>Interdite aux flottes</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Eastern zone of 7.3</source>
      <translation>Zone orientale de 7.3</translation>
    </message>
    <message>
      <location line="+1" />
      <source>people id, e.g. franci</source>
      <translation>identifiant du peuple, p. ex. franci</translation>
    </message>
    <message>
      <location line="+26" />
      <source>type two numbers x, y (or nothing)</source>
      <translation>tapez deux nombres x, y (ou rien)</translation>
    </message>
    <message>
      <location line="+2" />
      <source>type two finite numbers x, y</source>
      <translation>tapez deux nombres finis x, y</translation>
    </message>
    <message>
      <location line="+11" />
      <source>(mixed)</source>
      <translation>(mélangé)</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Diocese colour</source>
      <translation>Couleur du diocèse</translation>
    </message>
    <message>
      <location line="+15" />
      <location line="+123" />
      <source>No zone selected</source>
      <translation>Aucune zone choisie</translation>
    </message>
    <message>
      <location line="-120" />
      <source>lower_case_id</source>
      <translation>identifiant_en_minuscules</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Display name</source>
      <translation>Nom affiché</translation>
    </message>
    <message>
      <location line="+2" />
      <location line="+1" />
      <source>as the display name</source>
      <translation>comme le nom affiché</translation>
    </message>
    <message>
      <location line="+7" />
      <source>Colour of the diocese (every zone of it); one undo step</source>
      <translation>Couleur du diocèse (toutes ses zones) ; une seule étape d'annulation</translation>
    </message>
    <message>
      <location line="+6" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location line="+0" />
      <source>port name</source>
      <translation>nom du port</translation>
    </message>
    <message>
      <location line="+1" />
      <source>x, y (beside the name)</source>
      <translation>x, y (à côté du nom)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>x, y (beside the city)</source>
      <translation>x, y (à côté de la ville)</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Where the city is drawn; empty: the default place. It should lie inside the zone (check map.marker)</source>
      <translation>Où la ville est dessinée ; vide : la place par défaut. Elle doit être dans la zone (contrôle map.marker)</translation>
    </message>
    <message>
      <location line="+3" />
      <source>Where the port is drawn; empty: the default place. It should lie inside the zone (check map.marker)</source>
      <translation>Où le port est dessiné ; vide : la place par défaut. Il doit être dans la zone (contrôle map.marker)</translation>
    </message>
    <message>
      <location line="+5" />
      <source>West</source>
      <translation>Ouest</translation>
    </message>
    <message>
      <location line="+1" />
      <source>East</source>
      <translation>Est</translation>
    </message>
    <message>
      <location line="+8" />
      <source>Apply</source>
      <translation>Appliquer</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Revert</source>
      <translation>Rétablir</translation>
    </message>
    <message>
      <location line="+11" />
      <source>Id</source>
      <translation>Identifiant</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Name in English</source>
      <translation>Nom en anglais</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Name in French</source>
      <translation>Nom en français</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Kind</source>
      <translation>Type</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Diocese</source>
      <translation>Diocèse</translation>
    </message>
    <message>
      <location line="+1" />
      <source>no.</source>
      <translation>n°</translation>
    </message>
    <message>
      <location line="+2" />
      <source>People</source>
      <translation>Peuple</translation>
    </message>
    <message>
      <location line="+1" />
      <source>City</source>
      <translation>Ville</translation>
    </message>
    <message>
      <location line="+1" />
      <source>City at</source>
      <translation>Ville en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Port</source>
      <translation>Port</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Port at</source>
      <translation>Port en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Half</source>
      <translation>Moitié</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Label at</source>
      <translation>Étiquette en</translation>
    </message>
    <message>
      <location line="+1" />
      <source>Flags</source>
      <translation>Propriétés</translation>
    </message>
    <message>
      <location line="+65" />
      <source>no port</source>
      <translation>pas de port</translation>
    </message>
    <message>
      <location line="+38" />
      <source>{ids} and {more} more</source>
      <translation>{ids} et {more} de plus</translation>
    </message>
    <message>
      <location line="+2" />
      <source>{count} zones selected: {ids}</source>
      <translation>{count} zones choisies : {ids}</translation>
    </message>
    <message>
      <location line="+24" />
      <source>each zone's own</source>
      <translation>propre à chaque zone</translation>
    </message>
    <message>
      <location line="+66" />
      <source>… and {more} more in the Validation list</source>
      <translation>… et {more} de plus dans la liste Validation</translation>
    </message>
    <message>
      <location line="+51" />
      <source>add a diocese first (Map ▸ Properties)</source>
      <translation>ajoutez d'abord un diocèse (Carte ▸ Propriétés)</translation>
    </message>
    <message>
      <location line="+10" />
      <source>city point: {problem}</source>
      <translation>point de la ville : {problem}</translation>
    </message>
    <message>
      <location line="+1" />
      <source>port point: {problem}</source>
      <translation>point du port : {problem}</translation>
    </message>
  </context>
</TS>
