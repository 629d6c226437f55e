"""The stratagem windows' table (issue 33 item 2): which counters a window may take is
worked out once per engine, window and rules version (``windows._opening``), and a
window's step asks the table instead of every counter's windows."""

from __future__ import annotations

from engine_support import real_bundle

from sv_model.engine import Game
from sv_model.games.semper_victor.stratagems import windows
from sv_model.games.semper_victor.stratagems.registry import BATTLE_BEFORE, E


def test_the_table_follows_the_engines_rules_version() -> None:
    """6: from rules version 3 an E counter may be played before a battle's die; the
    same engine switched between versions answers each version's way, and for every
    window the table holds exactly the counters whose windows open there."""
    eng = Game.new(real_bundle(), 1).engine
    e_counters = {s for s, rule in eng.stratagems.items() if E in rule.windows}
    assert e_counters
    for version in (3, 2, 3, 4, 1):
        eng.rules_version = version
        before_battle = windows._opening(eng, BATTLE_BEFORE)
        assert (e_counters <= before_battle) is (version >= 3), version
        every = {w for rule in eng.stratagems.values() for w in rule.windows} | {BATTLE_BEFORE}
        for window in every:
            assert windows._opening(eng, window) == {
                s for s, rule in eng.stratagems.items()
                if window in rule.windows or (version >= 3 and window == BATTLE_BEFORE
                                              and E in rule.windows)}, (version, window)
