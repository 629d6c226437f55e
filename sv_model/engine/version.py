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
"""

RULES_VERSION = 2
FIRST_RULES_VERSION = 1
