"""Save format 1: the state's layout before it was organised by domain.

Format-1 saves end with the digest of ``GameState.to_plain()`` as the state was then.
``legacy_v1_plain`` rebuilds that layout from today's state, so those saves still load
and are still checked (``save.py``). Nothing else uses it.
"""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from sv_model.engine.decisions import Payload
from sv_model.engine.state import GameState, Pending, StepArg, plain_digest


def legacy_v1_plain(st: GameState) -> dict[str, Any]:
    """``st`` in the plain layout of save format 1."""
    plain = st.to_plain()
    plain["pending"] = _pending(st.pending)
    return plain


def legacy_v1_digest(st: GameState) -> str:
    """The digest a format-1 save of ``st`` holds."""
    return plain_digest(legacy_v1_plain(st))


def _pending(pending: Pending | None) -> dict[str, Any] | None:
    if pending is None:
        return None
    return {"kind": pending.kind.value, "player": pending.player.value, "rule": pending.rule,
            "args": list(payload_args(pending.payload))}


def payload_args(payload: Payload) -> tuple[StepArg, ...]:
    """A payload as format 1 kept it: its fields in order, names of enumerations, a list
    of ids joined by commas."""
    out: list[StepArg] = []
    for f in dataclasses.fields(payload):
        value = getattr(payload, f.name)
        if isinstance(value, Enum):
            out.append(str(value.value))
        elif isinstance(value, tuple):
            out.append(",".join(value))
        else:
            out.append(value)
    return tuple(out)
