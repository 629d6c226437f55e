"""Copying, flipping sides and rendering the state's records, from their declarations.

The state is made of dataclass records whose field types say how to copy them: a
number, a string, an enumeration, a tuple of those or a frozen record is shared; a
list, a set or a dict is copied; a record that may change is cloned, field by field.
``clone`` runs a copier generated once per class from the type hints, so adding a field
needs no copying code and no field can be forgotten.

A field's metadata tells the change of roles (5) what to do with it: ``SIDE_KEYS``, a
table keyed by side whose entries swap; ``SIDE_VALUES``, a side (or a table of sides)
that flips. ``change_sides`` walks a record and the records it holds in one pass.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from enum import Enum
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from sv_model.schemas.scenario import Side

T = TypeVar("T")

ROLE = "role"
SIDE_KEYS = {ROLE: "keys"}
"""Field metadata: a table keyed by side; the change of roles swaps its entries."""
SIDE_VALUES = {ROLE: "values"}
"""Field metadata: a side, or a table whose values are sides; the change of roles flips it."""

OMIT_WHEN_EMPTY = "omit_when_empty"
"""Field metadata: left out of ``plain`` (and so of the digests) while empty, so that a
field added by a later rules version leaves the digests of older saves unchanged."""

NOT_PLAIN = "not_plain"
"""Field metadata: never in ``plain`` (nor in the digests): the dice's seed and the
journal, which a save records in other ways."""

Copier = Callable[[Any], Any]
_CLONERS: dict[type, Copier] = {}


def clone(record: T) -> T:
    """A copy of ``record`` that shares no mutable object with it."""
    cls = type(record)
    cloner = _CLONERS.get(cls) or _cloner(cls)
    result: T = cloner(record)
    return result


def _immutable(tp: Any) -> bool:
    """Whether values of type ``tp`` can be shared between copies."""
    origin = get_origin(tp)
    if tp in (int, str, bool, float, type(None)) or origin is Literal:
        return True
    if isinstance(tp, type) and issubclass(tp, Enum):
        return True
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return bool(tp.__dataclass_params__.frozen)  # type: ignore[attr-defined]
    if origin in (tuple, frozenset, Union, types.UnionType):
        return all(_immutable(a) for a in get_args(tp) if a is not Ellipsis)
    return False


def _expression(tp: Any, value: str, helpers: dict[str, Copier]) -> str:
    """Python source that copies ``value`` of type ``tp``."""
    if _immutable(tp):
        return value
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        mutable = [a for a in args if not _immutable(a)]
        if len(mutable) != 1:
            raise TypeError(f"cannot tell how to copy {tp}")
        inner = _expression(mutable[0], value, helpers)
        return f"(None if {value} is None else {inner})"
    if origin is list:
        return f"list({value})" if _immutable(args[0]) else \
            f"[{_expression(args[0], 'x', helpers)} for x in {value}]"
    if origin is set:
        if not _immutable(args[0]):
            raise TypeError(f"cannot copy a set of mutable values ({tp})")
        return f"set({value})"
    if origin is dict:
        if not _immutable(args[0]):
            raise TypeError(f"cannot copy a dict with mutable keys ({tp})")
        return f"dict({value})" if _immutable(args[1]) else \
            f"{{k: {_expression(args[1], 'x', helpers)} for k, x in {value}.items()}}"
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        name = f"clone_{tp.__name__}"
        helpers[name] = _cloner(tp)
        return f"{name}({value})"
    raise TypeError(f"cannot tell how to copy {tp}")


def _cloner(cls: type) -> Copier:
    """Generate and cache the copier of record class ``cls``."""
    cached = _CLONERS.get(cls)
    if cached is not None:
        return cached
    hints = get_type_hints(cls)
    helpers: dict[str, Copier] = {"new_object": object.__new__, "cls": cls}
    lines = [f"    n.{f.name} = {_expression(hints[f.name], 'o.' + f.name, helpers)}"
             for f in dataclasses.fields(cls)]
    source = "def clone(o):\n    n = new_object(cls)\n" + "\n".join(lines) + "\n    return n\n"
    exec(compile(source, f"<clone {cls.__name__}>", "exec"), helpers)
    made: Copier = helpers["clone"]
    _CLONERS[cls] = made
    return made


# --- the change of roles (5) -------------------------------------------------------------


def change_sides(record: Any) -> None:
    """Flip every side of ``record`` and of the records it holds, as its metadata says."""
    for name, how, inner in _side_plan(type(record)):
        value = getattr(record, name)
        if how == "keys":
            swapped = {k.other: v for k, v in value.items()}
            setattr(record, name, {s: swapped[s] for s in Side if s in swapped})
        elif how == "values":
            setattr(record, name, _flipped(value))
        else:
            for item in _records_in(value, inner):
                change_sides(item)


_PLANS: dict[type, tuple[tuple[str, str, Any], ...]] = {}


def _side_plan(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """(field, "keys" | "values" | "records", type) for the fields the change of roles
    touches."""
    cached = _PLANS.get(cls)
    if cached is not None:
        return cached
    hints = get_type_hints(cls)
    plan: list[tuple[str, str, Any]] = []
    for f in dataclasses.fields(cls):
        if f.metadata.get(NOT_PLAIN):
            continue  # the seed and the journal: what happened stays as it was said
        how = f.metadata.get(ROLE)
        if how is not None:
            plan.append((f.name, how, None))
        elif _holds_sided_records(hints[f.name]):
            plan.append((f.name, "records", hints[f.name]))
    _PLANS[cls] = tuple(plan)
    return _PLANS[cls]


def _holds_sided_records(tp: Any) -> bool:
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return bool(_side_plan(tp))
    return any(_holds_sided_records(a) for a in get_args(tp) if a is not Ellipsis)


def _records_in(value: Any, tp: Any) -> list[Any]:
    if value is None:
        return []
    if dataclasses.is_dataclass(value):
        return [value]
    if isinstance(value, dict):
        return [r for v in value.values() for r in _records_in(v, tp)]
    if isinstance(value, list | tuple):
        return [r for v in value for r in _records_in(v, tp)]
    return []


def _flipped(value: Any) -> Any:
    if isinstance(value, Side):
        return value.other
    if isinstance(value, dict):
        return {k: _flipped(v) for k, v in value.items()}
    if value is None:
        return None
    raise TypeError(f"no side to flip in {value!r}")


# --- plain form ----------------------------------------------------------------------------


def plain(value: Any) -> Any:
    """A JSON-ready rendering: enumerations by value, sets sorted, records as dicts."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(str(plain(v)) for v in value)
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not f.metadata.get(NOT_PLAIN)
                and not (f.metadata.get(OMIT_WHEN_EMPTY) and not getattr(value, f.name))}
    return value
