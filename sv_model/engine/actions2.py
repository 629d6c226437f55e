"""Actions of Rules engine II: stratagems, nominations and the choices they need.

Registered with ``register_action`` so that saves know them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sv_model.engine.actions import Action, register_action


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


for _cls in (PlayStratagem, Nominate, ChoosePeople, ChooseDiocese, ChooseNationality,
             ChooseDie):
    register_action(_cls)


@dataclass(frozen=True, slots=True)
class ChooseStratagem(Action):
    """Pick one of one's own stratagem counters (the phase F discard, 6)."""

    type: ClassVar[str] = "choose_stratagem"
    stratagem: str

    def describe(self) -> str:
        return f"stratagem {self.stratagem}"


register_action(ChooseStratagem)
