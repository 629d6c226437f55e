"""The version of the rules the engine plays.

Bumped whenever a change to the rules modules makes a saved game replay
differently. Saves record the version they were played under, and the engine keeps
playing a game under that version (``Engine.rules_version``): a change of rules is
written as ``if eng.rules_version >= N`` so that older saves still replay exactly.
``docs/rules-decisions.md`` lists what changed between versions.

1. The rules as first released.
2. 8.2: a leader may evade alone when none of his units may follow; no evasion is
   offered when the best SR of the leaders cannot beat a d6 (SR 1 or less).
   4.3, 4.4.2: peoples at war may enter Armenia (Rome's ally is never at war, yet
   Persians may occupy it); Armenians obey the 4.3 ban on the lands of a people at peace.
   3.3.1, 3.6.3 B/: a Dux takes no loyalty test; he joins when the leader tested in his
   zone does. Event 6 leaves free an Augustus whose side holds no capital.
3. 5: the change of roles in phase F follows who holds the Primus Augustus title
   then, not whether a succession once gave it to SECONDUS. 3.6.3 Note 2 and 4.2.4
   hold for the leaders the engine places (``placement``) and for the B/ loyalty
   tests. 7.1 is checked after the after-battle window, after the phase F
   adjustments and when a people goes to war. 6: E counters after each enemy move
   and before each battle die. 6.3: plague strikes pieces going through its zone; a
   Major people at peace gets back the units plague took; Coup d'état perse scores
   nothing while the Persians are at peace. 4.4.1, 9.4: pacification VP against who
   ran the people this turn, who places each unit in a zone of origin. 7.2: a river
   edge naming a river the map declares ``major: false`` costs no extra MP.
4. 3.5.2, 3.6.4 A/: an Augustus who dies in any way in a battle against a Usurper is
   beaten by him. 4.2.4: every piece the engine places or hands to a side goes through
   one check (``stacking.settle``); 3.6.3 Note 2: no usurpation counter on a leader
   standing with a loyal leader of the player; Roman units do not come back (9.3) where
   a non-Roman leader stands; Civil War leaders going back (3.6.4) obey Note 2; 7.1
   after each of these; a succession (3.5.2) never names a Civil War leader.
   Events 4, 6 and 11: held pieces
   (``held_in_place``) neither evade nor play Fuite opportune; event 6 keeps an Augustus
   in a capital of his side in the enemy's M/CS too. 6.3: plague strikes a 7.1 escape
   and an event 6 hurry entering its zones; a second plague strikes struck zones again.
   3.5.1: one veto offer a turn, declined or not. 6: an E window for the phasing
   player after each of his moves; 7.1 after an event 6 hurry before the windows, and
   after each stratagem played in a window.
   (Issue 37; docs/rules-decisions.md.)
"""

RULES_VERSION = 4
FIRST_RULES_VERSION = 1
