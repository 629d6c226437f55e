"""Actions: the immutable answers to decisions.

Every action is a small frozen dataclass named in saves by its ``type``: movement
(E.1, 3.4), yes or no, and the choices the rules ask for (a zone, a leader, a unit,
a people, a diocese, a die face...), stratagems (6) and nominations (3.5.1).
``to_dict()`` turns one into plain JSON; ``action_from_dict()`` reads it back,
validated by a pydantic discriminated union with strict types.
"""

from __future__ import annotations

import json
from dataclasses import Field, dataclass, fields
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, Union, get_type_hints

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError, create_model
from pydantic import Field as ModelField

_FIELDS: dict[type, tuple[Field[Any], ...]] = {}


def action_fields(cls: type[Action]) -> tuple[Field[Any], ...]:
    """The dataclass fields of an action class, computed once per class."""
    cached = _FIELDS.get(cls)
    if cached is None:
        cached = _FIELDS[cls] = fields(cls)
    return cached


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. ``type`` names it in saves."""

    type: ClassVar[str] = "action"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in action_fields(type(self)):
            value = getattr(self, f.name)
            out[f.name] = _to_plain(value) if type(value) is tuple else value
        return out

    def describe(self) -> str:
        """A short text for logs and lists."""
        parts = [f"{f.name}={getattr(self, f.name)!r}" for f in action_fields(type(self))]
        return f"{self.type}({', '.join(parts)})"


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    """Close the movement phase E.1 of the current M/CS."""

    type: ClassVar[str] = "end_movement"

    def describe(self) -> str:
        return "end movement"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """A land move (3.4.1, 4.3, 7): a leader with the units he carries, or a
    lone unit, or a lone leader, along ``path`` (zone ids, excluding the start).

    ``drop`` lists (unit id, index in path) for units left on the way: the unit
    stays in ``path[index]``.
    """

    type: ClassVar[str] = "move"
    leader: str | None
    units: tuple[str, ...]
    path: tuple[str, ...]
    drop: tuple[tuple[str, int], ...] = ()

    def describe(self) -> str:
        who = self.leader or "lone units"
        carried = f" with {', '.join(self.units)}" if self.leader and self.units else ""
        if not self.leader:
            carried = f" {', '.join(self.units)}"
        return f"move {who}{carried} to {' > '.join(self.path)}"


@dataclass(frozen=True, slots=True)
class NavalMove(Action):
    """A fleet's move of one naval zone (3.4.2).

    ``to`` is a sea zone, or the fleet's port zone to go home, or the zone it
    is already in (no move, only landing). ``leaders``/``units`` embark from the
    port zone when the fleet leaves port; ``land`` is the coastal land zone
    where everything aboard lands (None: stay aboard).
    """

    type: ClassVar[str] = "naval_move"
    fleet: str
    to: str
    leaders: tuple[str, ...] = ()
    units: tuple[str, ...] = ()
    land: str | None = None

    def describe(self) -> str:
        aboard = ", ".join(self.leaders + self.units)
        text = f"fleet {self.fleet} to {self.to}"
        if aboard:
            text += f" carrying {aboard}"
        if self.land:
            text += f", landing in {self.land}"
        return text


@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """Yes or no (attempt an evasion, start Constantinople, ...)."""

    type: ClassVar[str] = "confirm"
    yes: bool

    def describe(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True, slots=True)
class ChooseZone(Action):
    """Pick a zone (retreat, escape, redeployment, battle to fight next)."""

    type: ClassVar[str] = "choose_zone"
    zone: str

    def describe(self) -> str:
        return f"zone {self.zone}"


@dataclass(frozen=True, slots=True)
class ChooseLeader(Action):
    """Pick a leader (succession, ...)."""

    type: ClassVar[str] = "choose_leader"
    leader: str

    def describe(self) -> str:
        return f"leader {self.leader}"


@dataclass(frozen=True, slots=True)
class ChooseUnit(Action):
    """Pick a unit (the next unit to take a loss, ...)."""

    type: ClassVar[str] = "choose_unit"
    unit: str

    def describe(self) -> str:
        return f"unit {self.unit}"


@dataclass(frozen=True, slots=True)
class Evade(Action):
    """After a successful evasion roll (8.2): go to ``zone`` with ``units``."""

    type: ClassVar[str] = "evade"
    zone: str
    units: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"evade to {self.zone} with {', '.join(self.units) or 'no units'}"


@dataclass(frozen=True, slots=True)
class PlayStratagem(Action):
    """Play a stratagem counter from one's hand (6)."""

    type: ClassVar[str] = "play_stratagem"
    stratagem: str

    def describe(self) -> str:
        return f"play stratagem {self.stratagem}"


@dataclass(frozen=True, slots=True)
class Nominate(Action):
    """Name a leader Augustus or Caesar (3.5.1). ``title`` is "augustus" or "caesar"."""

    type: ClassVar[str] = "nominate"
    leader: str
    title: str

    def describe(self) -> str:
        return f"name {self.leader} {self.title}"


@dataclass(frozen=True, slots=True)
class ChoosePeople(Action):
    """Pick a non-Roman people (uprisings, pacifications)."""

    type: ClassVar[str] = "choose_people"
    people: str

    def describe(self) -> str:
        return f"people {self.people}"


@dataclass(frozen=True, slots=True)
class ChooseDiocese(Action):
    """Pick a diocese (3.6.3 C/, Abandon)."""

    type: ClassVar[str] = "choose_diocese"
    diocese: str

    def describe(self) -> str:
        return f"diocese {self.diocese}"


@dataclass(frozen=True, slots=True)
class ChooseNationality(Action):
    """Pick a nationality (Pacification d'une Nationalité)."""

    type: ClassVar[str] = "choose_nationality"
    nationality: str

    def describe(self) -> str:
        return f"nationality {self.nationality}"


@dataclass(frozen=True, slots=True)
class ChooseDie(Action):
    """Pick the face of a die (In hoc signo vinces, Sol invictus)."""

    type: ClassVar[str] = "choose_die"
    value: int

    def describe(self) -> str:
        return f"die face {self.value}"


@dataclass(frozen=True, slots=True)
class ChooseStratagem(Action):
    """Pick one of one's own stratagem counters (the phase F discard, 6)."""

    type: ClassVar[str] = "choose_stratagem"
    stratagem: str

    def describe(self) -> str:
        return f"stratagem {self.stratagem}"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (EndMovement, Move, NavalMove, Confirm, ChooseZone, ChooseLeader, ChooseUnit,
                Evade, PlayStratagem, Nominate, ChoosePeople, ChooseDiocese, ChooseNationality,
                ChooseDie, ChooseStratagem)
}
"""Every action by the ``type`` that names it in saves."""


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_plain(v) if type(v) is tuple else v for v in value]
    return value


class ActionError(ValueError):
    """An action read from a file is malformed; the message names the field."""


_STRICT = ConfigDict(strict=True, extra="forbid")


def _wire_model(cls: type[Action]) -> type[BaseModel]:
    """A pydantic model of ``cls`` as saves write it: its fields plus the ``type`` tag."""
    hints = get_type_hints(cls)
    spec: dict[str, Any] = {"type": (_literal(cls.type), ...)}
    for f in action_fields(cls):
        default = ... if _required(cls, f.name) else f.default
        spec[f.name] = (hints[f.name], default)
    return create_model(f"{cls.__name__}Wire", __config__=_STRICT, **spec)


def _literal(value: str) -> Any:
    """``typing.Literal[value]`` for a value known only at run time."""
    return Literal.__getitem__(value)


@cache
def _adapter() -> TypeAdapter[Any]:
    """The discriminated union of every action's wire model, built once."""
    models: Any = tuple(_wire_model(cls) for cls in ACTION_TYPES.values())
    union: Any = Annotated[Union[models], ModelField(discriminator="type")]  # noqa: UP007
    return TypeAdapter(union)


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from ``to_dict()`` output; ``ActionError`` (a ValueError) naming
    the field if it is malformed. Types are strict: "3" is no die face, true no number."""
    try:
        wire = _adapter().validate_json(json.dumps(data), strict=True)
    except (TypeError, ValueError) as exc:
        if isinstance(exc, ValidationError):
            raise ActionError(_describe(exc)) from None
        raise ActionError(f"not an action: {exc}") from None
    cls = ACTION_TYPES[wire.type]
    return cls(**{f.name: getattr(wire, f.name) for f in action_fields(cls)})


def _describe(exc: ValidationError) -> str:
    """The first problem, naming the action type and the field."""
    error = exc.errors()[0]
    loc = [str(part) for part in error["loc"]]
    if error["type"] == "union_tag_invalid":
        return f"unknown action type {error.get('ctx', {}).get('tag')!r}"
    if error["type"] in ("union_tag_not_found", "model_attributes_type", "model_type") \
            or not loc:
        return "an action is a mapping with a 'type'"
    where = ".".join(loc[1:])
    return f"{loc[0]}: field {where}: {error['msg']}" if where else f"{loc[0]}: {error['msg']}"


def _required(cls: type[Action], name: str) -> bool:
    from dataclasses import MISSING

    for f in action_fields(cls):
        if f.name == name:
            return f.default is MISSING and f.default_factory is MISSING
    return False
