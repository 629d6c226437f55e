"""Editing the attributes of several zones at once (Qt-free).

The Zone tab shows what the selected zones share (``shared_values``: a value, or
``MIXED``) and applies a change to all of them (``with_shared_changes``): the fields
the change names are set on every zone, the others keep each zone's own value. A zone
whose kind changes drops the fields of its old kind (a diocese and number, a people, a
city on a sea zone...); a zone that joins a diocese keeps its number if the diocese has
it free, else takes the lowest free one (3.1.1: one zone per number). The zones come back
validated by the schema, or the reason one is refused, naming it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from pydantic import ValidationError

from sv_desktop.common.i18n import translate
from sv_model.schemas.map import Zone, ZoneKind

FLAGS = ("inside_empire", "capital", "rome", "no_fleet", "east_exception")
SHARED_FIELDS = ("kind", "diocese", "people", "half", *FLAGS)
"""What several zones can share; ids, names, numbers, cities, ports and points are each
zone's own."""

MAX_NUMBER = 30  # the schema's limit of a zone's number in its diocese


class Mixed(Enum):
    """The selected zones disagree on this attribute."""

    MIXED = "mixed"


MIXED = Mixed.MIXED


def shared_values(zones: Sequence[Zone]) -> dict[str, Any]:
    """Each shared attribute: the zones' common value, or ``MIXED``."""
    out: dict[str, Any] = {}
    for name in SHARED_FIELDS:
        values = {getattr(z, name) for z in zones}
        out[name] = values.pop() if len(values) == 1 else MIXED
    return out


def validation_text(exc: ValidationError, what: str = "zone") -> str:
    """A schema refusal in one line: field, then the problem."""
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or what}: "
                     f"{e['msg'].removeprefix('Value error, ')}" for e in exc.errors())


def with_shared_changes(zones: Sequence[Zone], changes: Mapping[str, Any],
                        all_zones: Sequence[Zone]) -> list[Zone] | str:
    """``zones`` with ``changes`` (field -> value, ``SHARED_FIELDS`` only) applied, the
    fields of a changed kind dropped and numbers kept unique; only the zones that
    differ are returned. A message naming the first zone refused otherwise."""
    unknown = set(changes) - set(SHARED_FIELDS)
    if unknown:
        raise ValueError(f"not a shared field: {sorted(unknown)}")
    edited = {z.id for z in zones}
    taken = {(z.diocese, z.number) for z in all_zones if z.id not in edited}
    drafts = [_fitted_to_kind({**z.model_dump(), **changes}) for z in zones]
    for draft, zone in zip(drafts, zones, strict=True):
        if draft["diocese"] is not None and draft["diocese"] == zone.diocese:
            taken.add((zone.diocese, zone.number))  # staying put: the number stays
    out: list[Zone] = []
    for draft, zone in zip(drafts, zones, strict=True):
        problem = _numbered(draft, zone, taken) or _missing_owner(draft)
        if problem:
            return f"{zone.id}: {problem}"
        try:
            new = Zone.model_validate(draft)
        except ValidationError as exc:
            return f"{zone.id}: {validation_text(exc)}"
        if new != zone:
            out.append(new)
    return out


def _fitted_to_kind(data: dict[str, Any]) -> dict[str, Any]:
    """A zone's fields with those its kind does not have cleared (3.1.1, 3.4.2, 4.1)."""
    kind = ZoneKind(data["kind"])
    if kind is not ZoneKind.DIOCESE:
        data.update(diocese=None, number=None, inside_empire=False)
    if kind is not ZoneKind.ORIGIN:
        data["people"] = None
    if kind is ZoneKind.SEA:
        data.update(city=None, capital=False, port=None, port_name=None, rome=False,
                    city_at=None, port_at=None)
    else:
        data["no_fleet"] = False
    return data


def _numbered(data: dict[str, Any], zone: Zone, taken: set[tuple[str | None, int | None]]
              ) -> str | None:
    """Give a zone that joins a diocese a number free there (its own if it can)."""
    diocese = data["diocese"]
    if diocese is None or diocese == zone.diocese:
        return None
    free = [n for n in range(1, MAX_NUMBER + 1) if (diocese, n) not in taken]
    if not free:
        return translate("ZonePanel", "the diocese {diocese} has no free number left").format(
            diocese=diocese)
    number = zone.number if zone.number in free else free[0]
    data["number"] = number
    taken.add((diocese, number))
    return None


def _missing_owner(data: dict[str, Any]) -> str | None:
    kind = ZoneKind(data["kind"])
    if kind is ZoneKind.DIOCESE and data["diocese"] is None:
        return translate("ZonePanel", "choose the diocese of a diocese zone (add one in "
                         "Map ▸ Properties first)")
    if kind is ZoneKind.ORIGIN and not data["people"]:
        return translate("ZonePanel", "give the people whose zone of origin it is")
    return None
