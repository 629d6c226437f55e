"""Actions: the immutable answers to decisions.

Every action is a small frozen dataclass. ``to_dict()`` and
``action_from_dict()`` turn them into plain JSON/YAML for saves.
"""

from __future__ import annotations

from dataclasses import Field, dataclass, fields
from typing import Any, ClassVar

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


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (EndMovement, Move, NavalMove, Confirm, ChooseZone, ChooseLeader, ChooseUnit,
                Evade)
}


def register_action(cls: type[Action]) -> type[Action]:
    """Make a new action type known to saves (for rule extensions)."""
    ACTION_TYPES[cls.type] = cls
    return cls


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_plain(v) if type(v) is tuple else v for v in value]
    return value


def _to_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from ``to_dict()`` output; ValueError if it is malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action is a mapping with a 'type'")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    names = {f.name for f in action_fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"{data['type']}: unknown field(s) {', '.join(sorted(extra))}")
    missing = [f.name for f in action_fields(cls)
               if f.name not in data and _required(cls, f.name)]
    if missing:
        raise ValueError(f"{data['type']}: missing field(s) {', '.join(missing)}")
    kwargs = {k: _to_tuple(v) for k, v in data.items() if k != "type"}
    try:
        action = cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"{data['type']}: {exc}") from None
    _check_types(action)
    return action


def _required(cls: type[Action], name: str) -> bool:
    from dataclasses import MISSING

    for f in action_fields(cls):
        if f.name == name:
            return f.default is MISSING and f.default_factory is MISSING
    return False


def _check_types(action: Action) -> None:
    for f in action_fields(type(action)):
        value = getattr(action, f.name)
        ann = str(f.type)
        ok = True
        if ann == "bool":
            ok = isinstance(value, bool)
        elif ann == "str":
            ok = isinstance(value, str)
        elif ann == "str | None":
            ok = value is None or isinstance(value, str)
        elif ann == "tuple[str, ...]":
            ok = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
        elif ann == "tuple[tuple[str, int], ...]":
            ok = isinstance(value, tuple) and all(
                isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                and isinstance(v[1], int) and not isinstance(v[1], bool) for v in value)
        if not ok:
            raise ValueError(f"{action.type}: field {f.name} has the wrong type ({value!r})")
