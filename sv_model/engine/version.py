"""The version of the rules the engine plays.

Bumped whenever a change to the rules modules makes a saved game replay
differently; saves record it, and ``docs/rules-decisions.md`` lists what changed
between versions.
"""

RULES_VERSION = 1
