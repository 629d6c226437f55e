"""How Rules engine II plugs into the turn sequence of Rules engine I.

``insert_step`` puts a step name into ``core.PHASE_STEPS`` after a given one;
``add_hook`` appends a callback to ``core.HOOKS``. Both are idempotent so a
module imported twice does not run its step twice.
"""

from __future__ import annotations

from collections.abc import Callable

from sv_model.engine.core import HOOKS, PHASE_STEPS


def insert_step(phase: str, name: str, after: str | None = None,
                before: str | None = None) -> None:
    """Run step ``name`` in ``phase`` right after ``after`` (or before ``before``,
    or last)."""
    steps = PHASE_STEPS[phase]
    if name in steps:
        return
    if after is not None and after in steps:
        steps.insert(steps.index(after) + 1, name)
    elif before is not None and before in steps:
        steps.insert(steps.index(before), name)
    else:
        steps.append(name)


def add_hook(name: str, fn: Callable[..., None]) -> None:
    hooks = HOOKS.setdefault(name, [])
    if fn not in hooks:
        hooks.append(fn)
