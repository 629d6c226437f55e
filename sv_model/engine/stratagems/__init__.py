"""Stratagems (6): the cup and hands, the windows where they are played, and one module
per family of counters. Importing the package registers every counter's rule."""

from __future__ import annotations

from sv_model.engine.stratagems import (  # noqa: F401  (registration)
    battle,
    deck,
    markers,
    peoples,
    plague,
    politics,
    strikes,
    windows,
)
from sv_model.engine.stratagems.registry import RULES, StratagemRule

__all__ = ["RULES", "StratagemRule"]
