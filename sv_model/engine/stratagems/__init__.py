"""Stratagems (6): the cup and hands, the windows where they are played, and one module
per family of counters. ``STRATAGEM_RULES`` lists every counter's rule, declared here once
from the families' ``RULES``; the engine reads it as ``eng.stratagems``."""

from __future__ import annotations

from collections.abc import Mapping

from sv_model.engine.stratagems import battle, markers, peoples, plague, politics, strikes
from sv_model.engine.stratagems.registry import StratagemRule


def _by_id(*families: tuple[StratagemRule, ...]) -> Mapping[str, StratagemRule]:
    table: dict[str, StratagemRule] = {}
    for rule in (r for family in families for r in family):
        if rule.id in table:
            raise ValueError(f"two stratagem rules for {rule.id!r}")
        table[rule.id] = rule
    return table


STRATAGEM_RULES: Mapping[str, StratagemRule] = _by_id(
    politics.RULES, peoples.RULES, strikes.RULES, battle.RULES, markers.RULES, plague.RULES)
"""How each stratagem counter of the roster is played (6.1 to 6.3), by counter id."""

__all__ = ["STRATAGEM_RULES", "StratagemRule"]
