"""What the engine tells the players, as data: message ids with typed arguments.

The log (``LogEntry``), the dice purposes (``DiceRoll.purpose``) and the decisions'
prompts are ``Message`` values: an id of ``MessageId`` and named arguments that are
references to pieces and places (``Ref``), sides, numbers, short words, routes or other
messages. Nothing is worded until it is shown: ``render`` turns a message into English
text with a ``NameOf`` lookup (``bundle_names`` reads the map's and roster's names), so
the screen never has to read prose back, and another language needs only another
catalogue.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any, Union

from sv_model.data_texts import text_of
from sv_model.engine import english as en
from sv_model.engine.message_ids import MessageId as MessageId
from sv_model.errors import IllegalActionError
from sv_model.schemas.scenario import Side
from sv_model.tables import EVENTS

if TYPE_CHECKING:
    from sv_model.loader import ScenarioBundle


class RefKind(StrEnum):
    """What a reference names."""

    LEADER = "leader"
    UNIT = "unit"
    ZONE = "zone"
    DIOCESE = "diocese"
    PEOPLE = "people"
    FLEET = "fleet"
    STRATAGEM = "stratagem"
    NATIONALITY = "nationality"
    EVENT = "event"
    SCENARIO = "scenario"


@dataclass(frozen=True, slots=True)
class Ref:
    """A piece, a place or a counter, by id; shown by its name."""

    kind: RefKind
    id: str


@dataclass(frozen=True, slots=True)
class Route:
    """Zones crossed one after the other (a move's path)."""

    zones: tuple[str, ...]


Arg = Union[Ref, Route, "Message", Side, Enum, int, float, str, tuple[Ref, ...], None]
"""A message argument. Strings are short words or names, never sentences; floats (the
AI's values) are shown with the catalogue's decimal mark."""


@dataclass(frozen=True, slots=True)
class Message:
    """A message id and its named arguments."""

    id: MessageId
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg:
        """The argument ``name`` (KeyError if the message has none)."""
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)


def msg(message: MessageId, **args: Arg) -> Message:
    """``Message(message, args)`` with the arguments given by name."""
    return Message(message, tuple(args.items()))


def leader_ref(ident: str) -> Ref:
    return Ref(RefKind.LEADER, ident)


def unit_ref(ident: str) -> Ref:
    return Ref(RefKind.UNIT, ident)


def zone_ref(ident: str) -> Ref:
    return Ref(RefKind.ZONE, ident)


def diocese_ref(ident: str) -> Ref:
    return Ref(RefKind.DIOCESE, ident)


def people_ref(ident: str) -> Ref:
    return Ref(RefKind.PEOPLE, ident)


def fleet_ref(ident: str) -> Ref:
    return Ref(RefKind.FLEET, ident)


def stratagem_ref(ident: str) -> Ref:
    return Ref(RefKind.STRATAGEM, ident)


def event_ref(number: int) -> Ref:
    return Ref(RefKind.EVENT, str(number))


# --- rendering ---------------------------------------------------------------------------

NameOf = Callable[[Ref], str]
"""The name a player reads for a reference."""


def english_plural(n: int) -> bool:
    """English takes the plural for every count but 1."""
    return n != 1


@dataclass(frozen=True)
class Catalogue:
    """The words of one language: a template per message, words of enumerations, its
    plural rule and the names it gives itself (events, nationalities)."""

    templates: Mapping[MessageId, str]
    words: Mapping[tuple[type, object], str]  # (enumeration, value) -> words
    language: str = "en"
    plural: Callable[[int], bool] = english_plural
    names: Mapping[tuple[str, str], str] = field(default_factory=dict)  # (kind, id) -> name
    decimal: str = "."  # the decimal mark of numbers in prose


def english() -> Catalogue:
    """The English catalogue (``english.py``)."""
    return Catalogue(en.TEMPLATES, en.WORDS)


def french() -> Catalogue:
    """The French catalogue (``french.py``, imported when first asked for: it reads
    enumerations of the state, which imports this module)."""
    from sv_model.engine import french as fr

    return Catalogue(fr.TEMPLATES, fr.WORDS, "fr", fr.french_plural, fr.NAMES, ",")


LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The language codes ``catalogue_for`` knows."""


def catalogue_for(language: str | Catalogue | None = None) -> Catalogue:
    """The catalogue of a language code ("en", "fr"; a region such as "fr_CA" counts as
    its language); ``None`` is English and a catalogue is itself. ValueError for a
    language without a catalogue."""
    if isinstance(language, Catalogue):
        return language
    code = (language or "en").lower().replace("-", "_").split("_")[0]
    if code not in _CATALOGUES:
        if code not in LANGUAGES:
            raise ValueError(f"no catalogue for the language {language!r}: "
                             f"choose one of {', '.join(LANGUAGES)}")
        _CATALOGUES[code] = english() if code == "en" else french()
    return _CATALOGUES[code]


_CATALOGUES: dict[str, Catalogue] = {}


def render(message: Message, name: NameOf, catalogue: Catalogue | str | None = None) -> str:
    """``message`` as text in the catalogue's language (a catalogue or a language code;
    English by default), references named by ``name``."""
    words = catalogue_for(catalogue)
    values = {key: _value(value, name, words) for key, value in message.args}
    return _Formatter(words).format(words.templates[message.id], **values)


def _value(value: Arg, name: NameOf, words: Catalogue) -> Any:
    if isinstance(value, Ref):
        return words.names.get((value.kind, value.id)) or name(value)
    if isinstance(value, Message):
        return render(value, name, words)
    if isinstance(value, Route):
        return _Joined(tuple(name(zone_ref(z)) for z in value.zones), " > ")
    if isinstance(value, tuple):
        return _Joined(tuple(_value(r, name, words) for r in value), ", ")
    if isinstance(value, Enum):
        return words.words.get((type(value), value.value), str(value.value))
    return value


@dataclass(frozen=True)
class _Joined:
    parts: tuple[str, ...]
    sep: str

    def __str__(self) -> str:
        return self.sep.join(self.parts)


class _Formatter(string.Formatter):
    """``str.format`` plus the specs of the module docstring, in a catalogue's language."""

    def __init__(self, catalogue: Catalogue) -> None:
        super().__init__()
        self.catalogue = catalogue

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("else="):
            empty = value is None or (isinstance(value, _Joined) and not value.parts)
            return format_spec[5:] if empty else str(value)
        if format_spec == "s" and isinstance(value, int):
            return "s" if self.catalogue.plural(value) else ""
        if format_spec.startswith("pl=") and isinstance(value, int):
            one, _bar, many = format_spec[3:].partition("|")
            return many if self.catalogue.plural(value) else one
        if format_spec == "cap":
            text = str(value)
            return text[:1].upper() + text[1:]
        if format_spec == "w":
            return self.catalogue.words.get((str, value), str(value))
        if format_spec == "de":
            text = str(value)
            return ("d'" if text[:1].lower() in _VOWELS else "de ") + text
        if value is None:
            return ""
        if isinstance(value, _Joined):
            return str(value)
        if isinstance(value, float):
            return str(super().format_field(value, format_spec)).replace(
                ".", self.catalogue.decimal)
        return str(super().format_field(value, format_spec))


_VOWELS = frozenset("aeiouyéèêâîôûh")


def word(value: Enum, language: str | Catalogue | None = None) -> str:
    """An enumerated value in ``language``'s words (its value where the catalogue has none)."""
    return catalogue_for(language).words.get((type(value), value.value), str(value.value))


def words_for(text: str, language: str | Catalogue | None = None) -> str:
    """Short English words from the model (the ``{x:w}`` spec's words, the timeline's "at
    Sirmium", ``timeline.TimelineEvent.where``) in ``language``; as they are where the
    catalogue has none (a zone id, English)."""
    return catalogue_for(language).words.get((str, text), text)


def cite(rule: str, language: str | Catalogue | None = None) -> str:
    """A rule citation in ``language``: paragraph numbers are the same in both rule books;
    a citation of the events table ("events 3") takes the catalogue's word."""
    head, _space, number = rule.partition(" ")
    if head == "events" and number.isdigit():
        return f"{catalogue_for(language).words.get((str, head), head)} {number}"
    return rule


def as_is(ref: Ref) -> str:
    """Names for messages whose names are words already (the AI's, the refusals)."""
    return ref.id


def refused(said: Message) -> IllegalActionError:
    """The error refusing an action: worded in English, the message kept to word in the
    reader's language (``Game.refusal``)."""
    return IllegalActionError(render(said, as_is), said)


def refusal_text(exc: IllegalActionError, language: str | Catalogue | None = None) -> str:
    """A refusal in ``language``: its message if it has one, else its text."""
    said = exc.said
    return render(said, as_is, language) if isinstance(said, Message) else str(exc)


def bundle_names(bundle: ScenarioBundle, language: str | Catalogue | None = None) -> NameOf:
    """Names from a scenario, its map and its roster in ``language`` (a code or a
    catalogue; English by default), each record's own name in that language where the
    file gives one, else its default name (``data_texts.text_of``, issue 34); events from
    the events table; an unknown id reads as itself."""
    game_map, roster = bundle.game_map, bundle.roster
    code = catalogue_for(language).language

    def names(records: Iterable[Any]) -> dict[str, str]:
        return {x.id: text_of(x, "name", code) for x in records}

    table: dict[RefKind, dict[str, str]] = {
        RefKind.SCENARIO: names([bundle.scenario]),
        RefKind.LEADER: names(roster.leaders),
        RefKind.UNIT: names(roster.units),
        RefKind.ZONE: names(game_map.zones),
        RefKind.DIOCESE: names(game_map.dioceses),
        RefKind.PEOPLE: names(roster.peoples),
        RefKind.FLEET: names(game_map.fleets),
        RefKind.STRATAGEM: names(roster.stratagems),
        RefKind.EVENT: {str(n): text for n, (_key, text) in EVENTS.items()},
    }

    def name(ref: Ref) -> str:
        if ref.kind is RefKind.NATIONALITY:
            return ref.id.replace("_", "-").capitalize()
        return table[ref.kind].get(ref.id, ref.id)

    return name
