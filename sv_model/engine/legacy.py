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
from sv_model.engine.records import plain
from sv_model.engine.state import GameState, Pending, StepArg, plain_digest


def legacy_v1_plain(st: GameState) -> dict[str, Any]:
    """``st`` in the plain layout of save format 1: the M/CS record's sets at the top
    level, a ``flags`` dict of loose keys, one ``ii`` record for the nominations, civil
    wars, stratagems and plague, and the pending decision's subject as ``args``."""
    plain = st.to_plain()
    mcs = plain.pop("mcs")
    continuation = mcs.pop("continuation")
    mcs.pop("extra")
    plain.update(mcs)
    for name in ("pax_broken", "deaths_tested", "nominations", "civil_war", "deck",
                 "battle_stratagems", "plague"):
        plain.pop(name)
    plain["flags"] = _flags(st)
    plain["ii"] = _ii(st, continuation)
    plain["pending"] = _pending(st.pending)
    return plain


def _flags(st: GameState) -> dict[str, Any]:
    """The loose keys format 1 kept, each present only while it had a value."""
    flags: dict[str, Any] = {}
    if st.pax_broken:
        flags["pax_broken"] = True
    if st.deaths_tested:
        flags["deaths_tested"] = True
    if st.mcs.extra is not None:
        flags["extra_mcs"] = st.mcs.extra
    if st.deck.prepared:
        flags["stratagems_ready"] = True
    if st.battle_stratagems.die is not None:
        flags["battle_die"] = st.battle_stratagems.die
    if st.battle_stratagems.row is not None:
        flags["battle_row"] = st.battle_stratagems.row
    return flags


def _ii(st: GameState, continuation: Any) -> dict[str, Any]:
    """The one record format 1 kept for nominations, civil wars, stratagems and plague;
    the continuation of a rally's move was left out while it had none."""
    nominations, civil, deck = st.nominations, st.civil_war, st.deck
    battle = st.battle_stratagems
    ii: dict[str, Any] = {
        "proposed": plain(nominations.proposed), "veto_used": nominations.veto_used,
        "named": plain(nominations.named), "usurper_bonus": plain(civil.usurper_bonus),
        "usurper_diocese": plain(civil.usurper_diocese), "extension": plain(civil.extension),
        "origin_side": plain(civil.origin_side), "exempt": plain(civil.exempt),
        "out_of_game": plain(deck.out_of_game), "set_aside": plain(deck.set_aside),
        "drawn_role": plain(deck.drawn_role), "picking": plain(deck.picking),
        "battle_plays": [f"{sid}:{side.value}" for sid, side in battle.plays],
        "battle_fled": battle.fled, "plague_hit": plain(st.plague.hit),
    }
    if continuation is not None:
        ii["continuation"] = continuation
    return ii


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
